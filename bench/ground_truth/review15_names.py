"""Real names read from the trees and list files of review15.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only` listed them, as a list file inside the repository holds them, or (apache/hudi-rs)
as the zip archives inside the repository list their members, at the commit named in each generator's docstring; each
constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours); the folder ""
holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""

PIOP2_FMRIPREP_KIND = {
    '': (
        'derivatives/fmriprep/sub-0003/func/sub-0003_task-emomatching_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0004/func/sub-0004_task-workingmemory_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0006/func/sub-0006_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0007/func/sub-0007_task-restingstate_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0007/func/sub-0007_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0011/func/sub-0011_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0013/func/sub-0013_task-restingstate_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0014/func/sub-0014_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0014/func/sub-0014_task-restingstate_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0015/func/sub-0015_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0016/func/sub-0016_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0018/func/sub-0018_task-stopsignal_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0019/func/sub-0019_task-restingstate_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0021/func/sub-0021_task-emomatching_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0025/func/sub-0025_task-workingmemory_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0026/func/sub-0026_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0026/func/sub-0026_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0027/func/sub-0027_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0028/func/sub-0028_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0028/func/sub-0028_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0029/func/sub-0029_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0029/func/sub-0029_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0030/func/sub-0030_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0031/func/sub-0031_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0031/func/sub-0031_task-workingmemory_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0032/func/sub-0032_task-emomatching_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0033/func/sub-0033_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0034/func/sub-0034_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0035/func/sub-0035_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0036/func/sub-0036_task-restingstate_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0036/func/sub-0036_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0039/func/sub-0039_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0041/func/sub-0041_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0043/func/sub-0043_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0046/func/sub-0046_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0046/func/sub-0046_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0053/func/sub-0053_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0054/func/sub-0054_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0055/func/sub-0055_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0055/func/sub-0055_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0059/func/sub-0059_task-restingstate_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0060/func/sub-0060_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0060/func/sub-0060_task-workingmemory_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0062/func/sub-0062_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0062/func/sub-0062_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0063/func/sub-0063_task-restingstate_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0064/func/sub-0064_task-stopsignal_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0064/func/sub-0064_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0068/func/sub-0068_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0069/func/sub-0069_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0069/func/sub-0069_task-workingmemory_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0070/func/sub-0070_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0071/func/sub-0071_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0073/func/sub-0073_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0073/func/sub-0073_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0074/func/sub-0074_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0075/func/sub-0075_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0075/func/sub-0075_task-workingmemory_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0078/func/sub-0078_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0078/func/sub-0078_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0082/func/sub-0082_task-stopsignal_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0082/func/sub-0082_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0086/func/sub-0086_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0087/func/sub-0087_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0088/func/sub-0088_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0089/func/sub-0089_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0089/func/sub-0089_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0090/func/sub-0090_task-stopsignal_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0091/func/sub-0091_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0095/func/sub-0095_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0095/func/sub-0095_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0096/func/sub-0096_task-emomatching_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0096/func/sub-0096_task-restingstate_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0101/func/sub-0101_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0102/func/sub-0102_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0103/func/sub-0103_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0104/func/sub-0104_task-workingmemory_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0106/func/sub-0106_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0109/func/sub-0109_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0109/func/sub-0109_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0110/func/sub-0110_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0110/func/sub-0110_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0113/func/sub-0113_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0113/func/sub-0113_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0117/func/sub-0117_task-stopsignal_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0121/func/sub-0121_task-stopsignal_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0123/func/sub-0123_task-workingmemory_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0126/func/sub-0126_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0127/func/sub-0127_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0127/func/sub-0127_task-workingmemory_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0128/func/sub-0128_task-emomatching_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0129/func/sub-0129_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0133/func/sub-0133_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0133/func/sub-0133_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0135/func/sub-0135_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0135/func/sub-0135_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0137/func/sub-0137_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0141/func/sub-0141_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0141/func/sub-0141_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0142/func/sub-0142_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0145/func/sub-0145_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0145/func/sub-0145_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0147/func/sub-0147_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0147/func/sub-0147_task-stopsignal_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0149/func/sub-0149_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0150/func/sub-0150_task-emomatching_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0155/func/sub-0155_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0156/func/sub-0156_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0157/func/sub-0157_task-stopsignal_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0158/func/sub-0158_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0158/func/sub-0158_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0160/func/sub-0160_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0161/func/sub-0161_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0161/func/sub-0161_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0162/func/sub-0162_task-restingstate_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0162/func/sub-0162_task-stopsignal_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0163/func/sub-0163_task-restingstate_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0167/func/sub-0167_task-emomatching_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0167/func/sub-0167_task-stopsignal_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0169/func/sub-0169_task-stopsignal_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0169/func/sub-0169_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0172/func/sub-0172_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0173/func/sub-0173_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0174/func/sub-0174_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0174/func/sub-0174_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0176/func/sub-0176_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0178/func/sub-0178_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0179/func/sub-0179_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0179/func/sub-0179_task-workingmemory_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0180/func/sub-0180_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0182/func/sub-0182_task-workingmemory_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0183/func/sub-0183_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0183/func/sub-0183_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0184/func/sub-0184_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0184/func/sub-0184_task-workingmemory_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0185/func/sub-0185_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0185/func/sub-0185_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0186/func/sub-0186_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0186/func/sub-0186_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0188/func/sub-0188_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0189/func/sub-0189_task-emomatching_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0189/func/sub-0189_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0190/func/sub-0190_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0192/func/sub-0192_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0192/func/sub-0192_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0193/func/sub-0193_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0193/func/sub-0193_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0195/func/sub-0195_task-restingstate_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0195/func/sub-0195_task-stopsignal_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0196/func/sub-0196_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0197/func/sub-0197_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0198/func/sub-0198_task-emomatching_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0199/func/sub-0199_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0199/func/sub-0199_task-restingstate_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0200/func/sub-0200_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0200/func/sub-0200_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0201/func/sub-0201_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0201/func/sub-0201_task-workingmemory_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0203/func/sub-0203_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0203/func/sub-0203_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0204/func/sub-0204_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0204/func/sub-0204_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0205/func/sub-0205_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0205/func/sub-0205_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0206/func/sub-0206_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0206/func/sub-0206_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0208/func/sub-0208_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0208/func/sub-0208_task-stopsignal_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0210/func/sub-0210_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0210/func/sub-0210_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0216/func/sub-0216_task-emomatching_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/fmriprep/sub-0216/func/sub-0216_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0219/func/sub-0219_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0220/func/sub-0220_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0220/func/sub-0220_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0221/func/sub-0221_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0222/func/sub-0222_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/fmriprep/sub-0225/func/sub-0225_task-stopsignal_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0225/func/sub-0225_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.nii.gz'
    ),
    'derivatives/fmriprep/sub-0002/func': (
        'sub-0002_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'sub-0002_task-restingstate_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'sub-0002_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0008/func': (
        'sub-0008_task-emomatching_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'sub-0008_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-0008_task-workingmemory_acq-seq_space-T1w_desc-aseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0024/func': (
        'sub-0024_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'sub-0024_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'sub-0024_task-stopsignal_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'sub-0024_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/fmriprep/sub-0042/func': (
        'sub-0042_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'sub-0042_task-stopsignal_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'sub-0042_task-workingmemory_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0049/func': (
        'sub-0049_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'sub-0049_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-0049_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/fmriprep/sub-0051/func': (
        'sub-0051_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'sub-0051_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-0051_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz'
    ),
    'derivatives/fmriprep/sub-0066/func': (
        'sub-0066_task-emomatching_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'sub-0066_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-0066_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz'
    ),
    'derivatives/fmriprep/sub-0067/func': (
        'sub-0067_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'sub-0067_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-0067_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.nii.gz'
    ),
    'derivatives/fmriprep/sub-0072/func': (
        'sub-0072_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-0072_task-emomatching_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'sub-0072_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0092/func': (
        'sub-0092_task-restingstate_acq-seq_space-T1w_boldref.nii.gz '
        'sub-0092_task-stopsignal_acq-seq_space-T1w_boldref.nii.gz '
        'sub-0092_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.nii.gz'
    ),
    'derivatives/fmriprep/sub-0094/func': (
        'sub-0094_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'sub-0094_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'sub-0094_task-workingmemory_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'sub-0094_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/fmriprep/sub-0097/func': (
        'sub-0097_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'sub-0097_task-restingstate_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'sub-0097_task-stopsignal_acq-seq_space-T1w_desc-aseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0098/func': (
        'sub-0098_task-emomatching_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'sub-0098_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'sub-0098_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/fmriprep/sub-0100/func': (
        'sub-0100_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'sub-0100_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-0100_task-stopsignal_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'sub-0100_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/fmriprep/sub-0105/func': (
        'sub-0105_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'sub-0105_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'sub-0105_task-workingmemory_acq-seq_space-T1w_desc-aseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0107/func': (
        'sub-0107_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'sub-0107_task-restingstate_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'sub-0107_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/fmriprep/sub-0114/func': (
        'sub-0114_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-0114_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'sub-0114_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/fmriprep/sub-0120/func': (
        'sub-0120_task-emomatching_acq-seq_space-T1w_boldref.nii.gz '
        'sub-0120_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'sub-0120_task-restingstate_acq-seq_space-T1w_boldref.nii.gz'
    ),
    'derivatives/fmriprep/sub-0130/func': (
        'sub-0130_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'sub-0130_task-restingstate_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'sub-0130_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/fmriprep/sub-0131/func': (
        'sub-0131_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-0131_task-stopsignal_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'sub-0131_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz'
    ),
    'derivatives/fmriprep/sub-0134/func': (
        'sub-0134_task-restingstate_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'sub-0134_task-stopsignal_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'sub-0134_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.nii.gz'
    ),
    'derivatives/fmriprep/sub-0138/func': (
        'sub-0138_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-0138_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-0138_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'sub-0138_task-workingmemory_acq-seq_space-T1w_desc-aseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0139/func': (
        'sub-0139_task-emomatching_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'sub-0139_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'sub-0139_task-workingmemory_acq-seq_space-T1w_boldref.nii.gz'
    ),
    'derivatives/fmriprep/sub-0140/func': (
        'sub-0140_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'sub-0140_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-0140_task-restingstate_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'sub-0140_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0143/func': (
        'sub-0143_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-0143_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'sub-0143_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0148/func': (
        'sub-0148_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'sub-0148_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'sub-0148_task-restingstate_acq-seq_space-T1w_desc-brain_mask.nii.gz'
    ),
    'derivatives/fmriprep/sub-0153/func': (
        'sub-0153_task-emomatching_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'sub-0153_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-0153_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0164/func': (
        'sub-0164_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-0164_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'sub-0164_task-stopsignal_acq-seq_space-T1w_desc-aseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0166/func': (
        'sub-0166_task-emomatching_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'sub-0166_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'sub-0166_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0168/func': (
        'sub-0168_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'sub-0168_task-stopsignal_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'sub-0168_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'sub-0168_task-workingmemory_acq-seq_space-T1w_desc-aseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0187/func': (
        'sub-0187_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'sub-0187_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-0187_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'sub-0187_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-0187_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/fmriprep/sub-0191/func': (
        'sub-0191_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'sub-0191_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'sub-0191_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/fmriprep/sub-0194/func': (
        'sub-0194_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'sub-0194_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.nii.gz '
        'sub-0194_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-0194_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'sub-0194_task-workingmemory_acq-seq_space-T1w_boldref.nii.gz '
        'sub-0194_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.nii.gz'
    ),
    'derivatives/fmriprep/sub-0207/func': (
        'sub-0207_task-emomatching_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'sub-0207_task-restingstate_acq-seq_space-T1w_boldref.nii.gz '
        'sub-0207_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'sub-0207_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-0207_task-workingmemory_acq-seq_space-T1w_desc-aseg_dseg.nii.gz'
    ),
    'derivatives/fmriprep/sub-0212/func': (
        'sub-0212_task-emomatching_acq-seq_space-T1w_desc-aseg_dseg.nii.gz '
        'sub-0212_task-restingstate_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'sub-0212_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.nii.gz'
    ),
    'derivatives/fmriprep/sub-0215/func': (
        'sub-0215_task-emomatching_acq-seq_space-T1w_boldref.nii.gz '
        'sub-0215_task-emomatching_acq-seq_space-T1w_desc-brain_mask.nii.gz '
        'sub-0215_task-workingmemory_acq-seq_space-T1w_desc-aseg_dseg.nii.gz'
    ),
}

PIOP2_FMRIPREP_OTHER = {
    '': (
        'derivatives/dwipreproc/sub-0049/dwi/sub-0049_desc-preproc_dwi.bval '
        'derivatives/fmriprep/sub-0002/func/sub-0002_task-emomatching_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0003/func/sub-0003_task-restingstate_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0003/func/sub-0003_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0006/func/sub-0006_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0006/func/sub-0006_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0007/figures/sub-0007_task-emomatching_acq-seq_desc-compcorvar_bold.svg '
        'derivatives/fmriprep/sub-0013/func/sub-0013_task-emomatching_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0013/func/sub-0013_task-workingmemory_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0014/func/sub-0014_task-restingstate_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'derivatives/fmriprep/sub-0015/func/sub-0015_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0015/func/sub-0015_task-workingmemory_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0016/anat/sub-0016_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0019/func/sub-0019_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0021/func/sub-0021_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0024/func/sub-0024_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0025/func/sub-0025_task-emomatching_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0026/func/sub-0026_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0026/func/sub-0026_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0027/figures/sub-0027_task-restingstate_acq-seq_desc-confoundcorr_bold.svg '
        'derivatives/fmriprep/sub-0028/func/sub-0028_task-emomatching_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0029/func/sub-0029_task-stopsignal_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0031/anat/sub-0031_space-MNI152NLin2009cAsym_label-WM_probseg.nii.gz '
        'derivatives/fmriprep/sub-0031/func/sub-0031_task-restingstate_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0032/func/sub-0032_task-emomatching_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0033/func/sub-0033_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0035/anat/sub-0035_space-MNI152NLin2009cAsym_label-CSF_probseg.nii.gz '
        'derivatives/fmriprep/sub-0035/func/sub-0035_task-stopsignal_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0035/func/sub-0035_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0036/anat/sub-0036_from-MNI152NLin2009cAsym_to-T1w_mode-image_xfm.h5 '
        'derivatives/fmriprep/sub-0036/func/sub-0036_task-restingstate_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'derivatives/fmriprep/sub-0036/func/sub-0036_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0038/figures/sub-0038_task-restingstate_acq-seq_desc-carpetplot_bold.svg '
        'derivatives/fmriprep/sub-0039/func/sub-0039_task-restingstate_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0039/func/sub-0039_task-stopsignal_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'derivatives/fmriprep/sub-0044/figures/sub-0044_space-MNI152NLin2009cAsym_T1w.svg '
        'derivatives/fmriprep/sub-0048/func/sub-0048_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0049/func/sub-0049_task-emomatching_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0051/figures/sub-0051_task-restingstate_acq-seq_desc-sdc_bold.svg '
        'derivatives/fmriprep/sub-0051/func/sub-0051_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0053/func/sub-0053_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0059/func/sub-0059_task-stopsignal_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'derivatives/fmriprep/sub-0060/figures/sub-0060_space-MNI152NLin2009cAsym_T1w.svg '
        'derivatives/fmriprep/sub-0061/figures/sub-0061_dseg.svg '
        'derivatives/fmriprep/sub-0066/func/sub-0066_task-stopsignal_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0067/figures/sub-0067_task-workingmemory_acq-seq_desc-rois_bold.svg '
        'derivatives/fmriprep/sub-0068/func/sub-0068_task-restingstate_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0068/func/sub-0068_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0069/func/sub-0069_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0070/func/sub-0070_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0071/anat/sub-0071_from-T1w_to-fsnative_mode-image_xfm.txt '
        'derivatives/fmriprep/sub-0071/func/sub-0071_task-workingmemory_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0073/func/sub-0073_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0075/anat/sub-0075_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0075/func/sub-0075_task-emomatching_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0077/func/sub-0077_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0080/func/sub-0080_task-restingstate_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0082/func/sub-0082_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0086/func/sub-0086_task-emomatching_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0086/func/sub-0086_task-emomatching_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0087/func/sub-0087_task-workingmemory_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0088/anat/sub-0088_hemi-L_midthickness.surf.gii '
        'derivatives/fmriprep/sub-0088/func/sub-0088_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0091/func/sub-0091_task-workingmemory_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'derivatives/fmriprep/sub-0092/func/sub-0092_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0093/anat/sub-0093_space-MNI152NLin2009cAsym_dseg.nii.gz '
        'derivatives/fmriprep/sub-0095/func/sub-0095_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0095/func/sub-0095_task-stopsignal_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0096/func/sub-0096_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0097/figures/sub-0097_task-stopsignal_acq-seq_desc-compcorvar_bold.svg '
        'derivatives/fmriprep/sub-0100/figures/sub-0100_task-stopsignal_acq-seq_desc-compcorvar_bold.svg '
        'derivatives/fmriprep/sub-0100/func/sub-0100_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0100/func/sub-0100_task-workingmemory_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0101/func/sub-0101_task-emomatching_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0102/anat/sub-0102_label-GM_probseg.nii.gz '
        'derivatives/fmriprep/sub-0103/func/sub-0103_task-restingstate_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0110/func/sub-0110_task-workingmemory_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0120/func/sub-0120_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0121/figures/sub-0121_task-restingstate_acq-seq_desc-sdc_bold.svg '
        'derivatives/fmriprep/sub-0123/func/sub-0123_task-workingmemory_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0125/func/sub-0125_task-workingmemory_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0126/func/sub-0126_task-stopsignal_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0126/func/sub-0126_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0128/figures/sub-0128_task-workingmemory_acq-seq_desc-confoundcorr_bold.svg '
        'derivatives/fmriprep/sub-0130/figures/sub-0130_task-workingmemory_acq-seq_desc-confoundcorr_bold.svg '
        'derivatives/fmriprep/sub-0131/anat/sub-0131_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0133/figures/sub-0133_space-MNI152NLin2009cAsym_T1w.svg '
        'derivatives/fmriprep/sub-0134/func/sub-0134_task-workingmemory_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0135/figures/sub-0135_task-restingstate_acq-seq_desc-confoundcorr_bold.svg '
        'derivatives/fmriprep/sub-0140/func/sub-0140_task-emomatching_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0141/func/sub-0141_task-restingstate_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0142/func/sub-0142_task-restingstate_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0147/func/sub-0147_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0148/func/sub-0148_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0148/func/sub-0148_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0150/func/sub-0150_task-emomatching_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0155/anat/sub-0155_space-MNI152NLin2009cAsym_label-GM_probseg.nii.gz '
        'derivatives/fmriprep/sub-0156/func/sub-0156_task-emomatching_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'derivatives/fmriprep/sub-0156/func/sub-0156_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0158/func/sub-0158_task-emomatching_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0158/func/sub-0158_task-restingstate_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0160/figures/sub-0160_task-stopsignal_acq-seq_desc-confoundcorr_bold.svg '
        'derivatives/fmriprep/sub-0160/func/sub-0160_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0161/func/sub-0161_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0161/func/sub-0161_task-workingmemory_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'derivatives/fmriprep/sub-0162/func/sub-0162_task-emomatching_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'derivatives/fmriprep/sub-0163/func/sub-0163_task-stopsignal_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0163/func/sub-0163_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0166/figures/sub-0166_task-stopsignal_acq-seq_desc-bbregister_bold.svg '
        'derivatives/fmriprep/sub-0166/func/sub-0166_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0167/anat/sub-0167_from-orig_to-T1w_mode-image_xfm.txt '
        'derivatives/fmriprep/sub-0167/func/sub-0167_task-stopsignal_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'derivatives/fmriprep/sub-0168/func/sub-0168_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0169/func/sub-0169_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0171/figures/sub-0171_task-stopsignal_acq-seq_desc-compcorvar_bold.svg '
        'derivatives/fmriprep/sub-0171/func/sub-0171_task-emomatching_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'derivatives/fmriprep/sub-0171/func/sub-0171_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0173/func/sub-0173_task-stopsignal_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'derivatives/fmriprep/sub-0173/func/sub-0173_task-stopsignal_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0176/anat/sub-0176_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0176/func/sub-0176_task-emomatching_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0176/func/sub-0176_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0178/func/sub-0178_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0179/func/sub-0179_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0179/func/sub-0179_task-workingmemory_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0180/func/sub-0180_task-workingmemory_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0181/func/sub-0181_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0182/func/sub-0182_task-emomatching_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'derivatives/fmriprep/sub-0183/func/sub-0183_task-stopsignal_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0186/func/sub-0186_task-restingstate_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0186/func/sub-0186_task-stopsignal_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0187/anat/sub-0187_label-CSF_probseg.nii.gz '
        'derivatives/fmriprep/sub-0189/func/sub-0189_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0190/func/sub-0190_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0191/func/sub-0191_task-emomatching_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0192/func/sub-0192_task-stopsignal_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'derivatives/fmriprep/sub-0193/func/sub-0193_task-restingstate_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0194/figures/sub-0194_dseg.svg '
        'derivatives/fmriprep/sub-0194/func/sub-0194_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0195/func/sub-0195_task-stopsignal_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0196/func/sub-0196_task-workingmemory_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0197/anat/sub-0197_space-MNI152NLin2009cAsym_desc-preproc_T1w.json '
        'derivatives/fmriprep/sub-0197/figures/sub-0197_task-emomatching_acq-seq_desc-carpetplot_bold.svg '
        'derivatives/fmriprep/sub-0197/func/sub-0197_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0198/figures/sub-0198_task-stopsignal_acq-seq_desc-carpetplot_bold.svg '
        'derivatives/fmriprep/sub-0200/anat/sub-0200_space-MNI152NLin2009cAsym_label-CSF_probseg.nii.gz '
        'derivatives/fmriprep/sub-0200/func/sub-0200_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0201/anat/sub-0201_hemi-L_midthickness.surf.gii '
        'derivatives/fmriprep/sub-0203/func/sub-0203_task-workingmemory_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0206/func/sub-0206_task-restingstate_acq-seq_desc-confounds_regressors.tsv '
        'derivatives/fmriprep/sub-0207/func/sub-0207_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0208/func/sub-0208_task-workingmemory_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0209/anat/sub-0209_space-MNI152NLin2009cAsym_dseg.nii.gz '
        'derivatives/fmriprep/sub-0212/anat/sub-0212_from-MNI152NLin2009cAsym_to-T1w_mode-image_xfm.h5 '
        'derivatives/fmriprep/sub-0212/func/sub-0212_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0215/anat/sub-0215_space-MNI152NLin2009cAsym_desc-preproc_T1w.nii.gz '
        'derivatives/fmriprep/sub-0217/figures/sub-0217_dseg.svg '
        'derivatives/fmriprep/sub-0219/func/sub-0219_task-emomatching_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0219/func/sub-0219_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0221/func/sub-0221_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0222/func/sub-0222_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0225/anat/sub-0225_from-T1w_to-MNI152NLin2009cAsym_mode-image_xfm.h5 '
        'derivatives/freesurfer/sub-0034/surf/rh.white.preaparc.K '
        'derivatives/freesurfer/sub-0036/label/lh.BA_exvivo.annot '
        'derivatives/freesurfer/sub-0038/label/lh.V1_exvivo.thresh.label '
        'derivatives/freesurfer/sub-0057/stats/lh.aparc.DKTatlas.stats '
        'derivatives/freesurfer/sub-0059/surf/rh.midthickness '
        'derivatives/freesurfer/sub-0062/surf/lh.smoothwm.K.crv '
        'derivatives/freesurfer/sub-0063/mri/filled.mgz derivatives/freesurfer/sub-0068/touch/inorm1.touch '
        'derivatives/freesurfer/sub-0069/surf/lh.smoothwm derivatives/freesurfer/sub-0070/surf/lh.curv.pial '
        'derivatives/freesurfer/sub-0071/label/rh.V1_exvivo.label '
        'derivatives/freesurfer/sub-0077/label/rh.BA44_exvivo.thresh.label '
        'derivatives/freesurfer/sub-0078/touch/rusage.mris_register.lh.dat '
        'derivatives/freesurfer/sub-0084/touch/rh.avgcurv.touch '
        'derivatives/freesurfer/sub-0086/label/lh.V1_exvivo.label '
        'derivatives/freesurfer/sub-0086/touch/rusage.mris_inflate.lh.dat '
        'derivatives/freesurfer/sub-0092/touch/rusage.mri_em_register.dat '
        'derivatives/freesurfer/sub-0097/stats/lh.aparc.pial.stats '
        'derivatives/freesurfer/sub-0097/surf/rh.defect_chull '
        'derivatives/freesurfer/sub-0099/surf/lh.smoothwm.FI.crv '
        'derivatives/freesurfer/sub-0100/surf/rh.defect_borders '
        'derivatives/freesurfer/sub-0104/stats/rh.w-g.pct.stats '
        'derivatives/freesurfer/sub-0110/scripts/recon-all-status-rh.log '
        'derivatives/freesurfer/sub-0111/touch/lh.topofix.touch '
        'derivatives/freesurfer/sub-0113/surf/rh.curv.pial '
        'derivatives/freesurfer/sub-0122/surf/lh.midthickness '
        'derivatives/freesurfer/sub-0126/touch/conform.touch '
        'derivatives/freesurfer/sub-0130/label/rh.aparc.annot '
        'derivatives/freesurfer/sub-0131/surf/lh.orig.nofix '
        'derivatives/freesurfer/sub-0139/touch/apas2aseg.touch '
        'derivatives/freesurfer/sub-0156/stats/lh.aparc.pial.stats '
        'derivatives/freesurfer/sub-0156/surf/rh.orig.nofix '
        'derivatives/freesurfer/sub-0174/surf/rh.curv.pial '
        'derivatives/freesurfer/sub-0178/surf/lh.white.preaparc.K '
        'derivatives/freesurfer/sub-0187/surf/lh.volume derivatives/freesurfer/sub-0191/surf/rh.pial '
        'derivatives/freesurfer/sub-0193/scripts/recon-all.cmd '
        'derivatives/freesurfer/sub-0193/surf/lh.smoothwm.K1.crv '
        'derivatives/freesurfer/sub-0199/mri/orig_nu.mgz '
        'derivatives/freesurfer/sub-0205/mri/talairach.label_intensities.txt '
        'derivatives/freesurfer/sub-0207/mri/aseg.presurf.mgz '
        'derivatives/freesurfer/sub-0211/touch/rh.surfvolume.touch '
        'derivatives/freesurfer/sub-0217/touch/em_register.touch '
        'derivatives/freesurfer/sub-0226/surf/rh.thickness '
        'derivatives/fs_stats/sub-0025/sub-0025_desc-FreesurferWmParc_stats.tsv '
        'derivatives/mriqc/sub-0075_task-stopsignal_acq-seq_bold.html '
        'derivatives/mriqc/sub-0160_task-stopsignal_acq-seq_bold.html '
        'sub-0009/func/sub-0009_task-restingstate_acq-seq_recording-respcardiac_physio.tsv.gz '
        'sub-0167/func/sub-0167_task-workingmemory_acq-seq_events.tsv'
    ),
    'derivatives/fmriprep/sub-0004/func': (
        'sub-0004_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'sub-0004_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'sub-0004_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json'
    ),
    'derivatives/fmriprep/sub-0008/func': (
        'sub-0008_task-emomatching_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'sub-0008_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'sub-0008_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.json '
        'sub-0008_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json'
    ),
    'derivatives/fmriprep/sub-0018/func': (
        'sub-0018_task-emomatching_acq-seq_desc-confounds_regressors.json '
        'sub-0018_task-restingstate_acq-seq_desc-confounds_regressors.json '
        'sub-0018_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.json'
    ),
    'derivatives/fmriprep/sub-0030/func': (
        'sub-0030_task-emomatching_acq-seq_desc-confounds_regressors.json '
        'sub-0030_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'sub-0030_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json'
    ),
    'derivatives/fmriprep/sub-0042/func': (
        'sub-0042_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'sub-0042_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'sub-0042_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.json '
        'sub-0042_task-stopsignal_acq-seq_space-fsaverage5_hemi-R.func.gii'
    ),
    'derivatives/fmriprep/sub-0046/func': (
        'sub-0046_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'sub-0046_task-restingstate_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'sub-0046_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.json'
    ),
    'derivatives/fmriprep/sub-0055/func': (
        'sub-0055_task-emomatching_acq-seq_space-T1w_desc-brain_mask.json '
        'sub-0055_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'sub-0055_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json'
    ),
    'derivatives/fmriprep/sub-0062/func': (
        'sub-0062_task-emomatching_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'sub-0062_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.json '
        'sub-0062_task-stopsignal_acq-seq_desc-confounds_regressors.tsv'
    ),
    'derivatives/fmriprep/sub-0089/func': (
        'sub-0089_task-emomatching_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'sub-0089_task-restingstate_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'sub-0089_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'sub-0089_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.json'
    ),
    'derivatives/fmriprep/sub-0090/func': (
        'sub-0090_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'sub-0090_task-stopsignal_acq-seq_desc-confounds_regressors.json '
        'sub-0090_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json'
    ),
    'derivatives/fmriprep/sub-0094/func': (
        'sub-0094_task-restingstate_acq-seq_desc-confounds_regressors.tsv '
        'sub-0094_task-restingstate_acq-seq_space-T1w_desc-brain_mask.json '
        'sub-0094_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.json '
        'sub-0094_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json'
    ),
    'derivatives/fmriprep/sub-0098/func': (
        'sub-0098_task-restingstate_acq-seq_space-T1w_desc-brain_mask.json '
        'sub-0098_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'sub-0098_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.json'
    ),
    'derivatives/fmriprep/sub-0107/func': (
        'sub-0107_task-emomatching_acq-seq_space-T1w_desc-brain_mask.json '
        'sub-0107_task-emomatching_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'sub-0107_task-restingstate_acq-seq_space-T1w_desc-brain_mask.json '
        'sub-0107_task-stopsignal_acq-seq_space-fsaverage5_hemi-L.func.gii'
    ),
    'derivatives/fmriprep/sub-0113/func': (
        'sub-0113_task-restingstate_acq-seq_desc-confounds_regressors.json '
        'sub-0113_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'sub-0113_task-stopsignal_acq-seq_space-T1w_desc-preproc_bold.json'
    ),
    'derivatives/fmriprep/sub-0117/func': (
        'sub-0117_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'sub-0117_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.json '
        'sub-0117_task-stopsignal_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'sub-0117_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json'
    ),
    'derivatives/fmriprep/sub-0121/func': (
        'sub-0121_task-emomatching_acq-seq_desc-confounds_regressors.tsv '
        'sub-0121_task-emomatching_acq-seq_space-T1w_desc-brain_mask.json '
        'sub-0121_task-workingmemory_acq-seq_space-fsaverage5_hemi-L.func.gii'
    ),
    'derivatives/fmriprep/sub-0130/func': (
        'sub-0130_task-emomatching_acq-seq_desc-confounds_regressors.tsv '
        'sub-0130_task-restingstate_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'sub-0130_task-stopsignal_acq-seq_desc-confounds_regressors.json'
    ),
    'derivatives/fmriprep/sub-0139/func': (
        'sub-0139_task-restingstate_acq-seq_desc-confounds_regressors.tsv '
        'sub-0139_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'sub-0139_task-stopsignal_acq-seq_desc-confounds_regressors.json'
    ),
    'derivatives/fmriprep/sub-0149/func': (
        'sub-0149_task-restingstate_acq-seq_desc-confounds_regressors.json '
        'sub-0149_task-stopsignal_acq-seq_space-fsaverage5_hemi-L.func.gii '
        'sub-0149_task-workingmemory_acq-seq_space-T1w_desc-preproc_bold.json'
    ),
    'derivatives/fmriprep/sub-0153/func': (
        'sub-0153_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'sub-0153_task-emomatching_acq-seq_space-T1w_desc-brain_mask.json '
        'sub-0153_task-workingmemory_acq-seq_desc-confounds_regressors.json'
    ),
    'derivatives/fmriprep/sub-0155/func': (
        'sub-0155_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'sub-0155_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.json '
        'sub-0155_task-stopsignal_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'sub-0155_task-workingmemory_acq-seq_space-fsaverage5_hemi-L.func.gii'
    ),
    'derivatives/fmriprep/sub-0172/func': (
        'sub-0172_task-emomatching_acq-seq_desc-confounds_regressors.json '
        'sub-0172_task-emomatching_acq-seq_desc-confounds_regressors.tsv '
        'sub-0172_task-restingstate_acq-seq_space-T1w_desc-preproc_bold.json '
        'sub-0172_task-stopsignal_acq-seq_space-fsaverage5_hemi-L.func.gii'
    ),
    'derivatives/fmriprep/sub-0174/func': (
        'sub-0174_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'sub-0174_task-stopsignal_acq-seq_space-T1w_desc-brain_mask.json '
        'sub-0174_task-stopsignal_acq-seq_space-fsaverage5_hemi-R.func.gii'
    ),
    'derivatives/fmriprep/sub-0184/func': (
        'sub-0184_task-emomatching_acq-seq_space-T1w_desc-preproc_bold.json '
        'sub-0184_task-restingstate_acq-seq_desc-confounds_regressors.json '
        'sub-0184_task-stopsignal_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json'
    ),
    'derivatives/fmriprep/sub-0185/func': (
        'sub-0185_task-restingstate_acq-seq_desc-confounds_regressors.tsv '
        'sub-0185_task-stopsignal_acq-seq_space-fsaverage5_hemi-R.func.gii '
        'sub-0185_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json'
    ),
    'derivatives/fmriprep/sub-0187/func': (
        'sub-0187_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'sub-0187_task-restingstate_acq-seq_space-T1w_desc-brain_mask.json '
        'sub-0187_task-restingstate_acq-seq_space-fsaverage5_hemi-R.func.gii'
    ),
    'derivatives/fmriprep/sub-0220/func': (
        'sub-0220_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'sub-0220_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'sub-0220_task-workingmemory_acq-seq_space-T1w_desc-brain_mask.json'
    ),
}

PIOP2_FS_STATS_KIND = {
    '': (
        'derivatives/fs_stats/sub-0001/sub-0001_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0001/sub-0001_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0002/sub-0002_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0003/sub-0003_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0003/sub-0003_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0004/sub-0004_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0005/sub-0005_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0005/sub-0005_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0007/sub-0007_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0008/sub-0008_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0008/sub-0008_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0009/sub-0009_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0010/sub-0010_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0011/sub-0011_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0012/sub-0012_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0013/sub-0013_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0015/sub-0015_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0015/sub-0015_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0017/sub-0017_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0017/sub-0017_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0018/sub-0018_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0018/sub-0018_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0019/sub-0019_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0019/sub-0019_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0021/sub-0021_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0021/sub-0021_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0022/sub-0022_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0024/sub-0024_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0028/sub-0028_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0030/sub-0030_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0030/sub-0030_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0032/sub-0032_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0033/sub-0033_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0034/sub-0034_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0036/sub-0036_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0037/sub-0037_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0037/sub-0037_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0038/sub-0038_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0039/sub-0039_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0040/sub-0040_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0042/sub-0042_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0043/sub-0043_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0045/sub-0045_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0045/sub-0045_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0046/sub-0046_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0048/sub-0048_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0051/sub-0051_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0053/sub-0053_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0053/sub-0053_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0054/sub-0054_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0055/sub-0055_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0059/sub-0059_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0061/sub-0061_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0062/sub-0062_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0062/sub-0062_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0063/sub-0063_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0064/sub-0064_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0064/sub-0064_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0065/sub-0065_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0066/sub-0066_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0067/sub-0067_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0068/sub-0068_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0068/sub-0068_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0070/sub-0070_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0070/sub-0070_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0071/sub-0071_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0072/sub-0072_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0074/sub-0074_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0074/sub-0074_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0076/sub-0076_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0078/sub-0078_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0079/sub-0079_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0081/sub-0081_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0081/sub-0081_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0082/sub-0082_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0082/sub-0082_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0083/sub-0083_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0084/sub-0084_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0085/sub-0085_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0088/sub-0088_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0088/sub-0088_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0089/sub-0089_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0089/sub-0089_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0090/sub-0090_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0091/sub-0091_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0091/sub-0091_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0092/sub-0092_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0092/sub-0092_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0093/sub-0093_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0095/sub-0095_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0095/sub-0095_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0096/sub-0096_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0097/sub-0097_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0098/sub-0098_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0099/sub-0099_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0101/sub-0101_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0101/sub-0101_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0102/sub-0102_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0103/sub-0103_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0103/sub-0103_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0104/sub-0104_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0104/sub-0104_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0105/sub-0105_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0109/sub-0109_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0111/sub-0111_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0111/sub-0111_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0112/sub-0112_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0113/sub-0113_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0115/sub-0115_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0115/sub-0115_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0116/sub-0116_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0116/sub-0116_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0117/sub-0117_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0117/sub-0117_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0118/sub-0118_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0118/sub-0118_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0123/sub-0123_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0124/sub-0124_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0124/sub-0124_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0127/sub-0127_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0127/sub-0127_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0128/sub-0128_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0128/sub-0128_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0130/sub-0130_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0131/sub-0131_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0132/sub-0132_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0133/sub-0133_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0134/sub-0134_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0134/sub-0134_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0136/sub-0136_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0137/sub-0137_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0138/sub-0138_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0140/sub-0140_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0140/sub-0140_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0143/sub-0143_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0143/sub-0143_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0145/sub-0145_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0146/sub-0146_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0146/sub-0146_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0147/sub-0147_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0148/sub-0148_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0148/sub-0148_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0149/sub-0149_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0149/sub-0149_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0150/sub-0150_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0150/sub-0150_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0151/sub-0151_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0151/sub-0151_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0152/sub-0152_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0153/sub-0153_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0153/sub-0153_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0155/sub-0155_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0156/sub-0156_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0157/sub-0157_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0158/sub-0158_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0158/sub-0158_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0159/sub-0159_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0159/sub-0159_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0161/sub-0161_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0161/sub-0161_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0165/sub-0165_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0166/sub-0166_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0166/sub-0166_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0167/sub-0167_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0168/sub-0168_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0169/sub-0169_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0169/sub-0169_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0172/sub-0172_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0172/sub-0172_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0173/sub-0173_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0174/sub-0174_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0174/sub-0174_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0175/sub-0175_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0176/sub-0176_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0176/sub-0176_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0177/sub-0177_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0177/sub-0177_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0180/sub-0180_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0181/sub-0181_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0182/sub-0182_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0182/sub-0182_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0183/sub-0183_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0186/sub-0186_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0187/sub-0187_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0188/sub-0188_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0189/sub-0189_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0190/sub-0190_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0190/sub-0190_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0191/sub-0191_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0192/sub-0192_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0196/sub-0196_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0199/sub-0199_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0199/sub-0199_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0200/sub-0200_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0202/sub-0202_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0202/sub-0202_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0205/sub-0205_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0205/sub-0205_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0206/sub-0206_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0207/sub-0207_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0207/sub-0207_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0209/sub-0209_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0209/sub-0209_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0211/sub-0211_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0211/sub-0211_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0212/sub-0212_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0213/sub-0213_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0214/sub-0214_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0214/sub-0214_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0215/sub-0215_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0215/sub-0215_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0216/sub-0216_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0216/sub-0216_desc-FreesurferSubcortSeg_stats.tsv '
        'derivatives/fs_stats/sub-0217/sub-0217_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0217/sub-0217_desc-Destrieux2009_stats.tsv '
        'derivatives/fs_stats/sub-0218/sub-0218_desc-FreesurferWmParc_stats.tsv '
        'derivatives/fs_stats/sub-0224/sub-0224_desc-DesikanKilliany_stats.tsv '
        'derivatives/fs_stats/sub-0225/sub-0225_desc-DesikanKilliany_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0016': (
        'sub-0016_desc-DesikanKilliany_stats.tsv sub-0016_desc-Destrieux2009_stats.tsv '
        'sub-0016_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0026': (
        'sub-0026_desc-DesikanKilliany_stats.tsv sub-0026_desc-Destrieux2009_stats.tsv '
        'sub-0026_desc-FreesurferSubcortSeg_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0041': (
        'sub-0041_desc-DesikanKilliany_stats.tsv sub-0041_desc-Destrieux2009_stats.tsv '
        'sub-0041_desc-FreesurferSubcortSeg_stats.tsv sub-0041_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0044': (
        'sub-0044_desc-Destrieux2009_stats.tsv sub-0044_desc-FreesurferSubcortSeg_stats.tsv '
        'sub-0044_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0058': (
        'sub-0058_desc-DesikanKilliany_stats.tsv sub-0058_desc-FreesurferSubcortSeg_stats.tsv '
        'sub-0058_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0060': (
        'sub-0060_desc-DesikanKilliany_stats.tsv sub-0060_desc-Destrieux2009_stats.tsv '
        'sub-0060_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0080': (
        'sub-0080_desc-Destrieux2009_stats.tsv sub-0080_desc-FreesurferSubcortSeg_stats.tsv '
        'sub-0080_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0086': (
        'sub-0086_desc-DesikanKilliany_stats.tsv sub-0086_desc-Destrieux2009_stats.tsv '
        'sub-0086_desc-FreesurferSubcortSeg_stats.tsv sub-0086_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0087': (
        'sub-0087_desc-DesikanKilliany_stats.tsv sub-0087_desc-Destrieux2009_stats.tsv '
        'sub-0087_desc-FreesurferSubcortSeg_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0100': (
        'sub-0100_desc-DesikanKilliany_stats.tsv sub-0100_desc-Destrieux2009_stats.tsv '
        'sub-0100_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0108': (
        'sub-0108_desc-DesikanKilliany_stats.tsv sub-0108_desc-Destrieux2009_stats.tsv '
        'sub-0108_desc-FreesurferSubcortSeg_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0114': (
        'sub-0114_desc-DesikanKilliany_stats.tsv sub-0114_desc-FreesurferSubcortSeg_stats.tsv '
        'sub-0114_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0119': (
        'sub-0119_desc-DesikanKilliany_stats.tsv sub-0119_desc-Destrieux2009_stats.tsv '
        'sub-0119_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0120': (
        'sub-0120_desc-Destrieux2009_stats.tsv sub-0120_desc-FreesurferSubcortSeg_stats.tsv '
        'sub-0120_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0122': (
        'sub-0122_desc-DesikanKilliany_stats.tsv sub-0122_desc-Destrieux2009_stats.tsv '
        'sub-0122_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0126': (
        'sub-0126_desc-Destrieux2009_stats.tsv sub-0126_desc-FreesurferSubcortSeg_stats.tsv '
        'sub-0126_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0129': (
        'sub-0129_desc-DesikanKilliany_stats.tsv sub-0129_desc-Destrieux2009_stats.tsv '
        'sub-0129_desc-FreesurferSubcortSeg_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0141': (
        'sub-0141_desc-DesikanKilliany_stats.tsv sub-0141_desc-Destrieux2009_stats.tsv '
        'sub-0141_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0178': (
        'sub-0178_desc-Destrieux2009_stats.tsv sub-0178_desc-FreesurferSubcortSeg_stats.tsv '
        'sub-0178_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0185': (
        'sub-0185_desc-DesikanKilliany_stats.tsv sub-0185_desc-Destrieux2009_stats.tsv '
        'sub-0185_desc-FreesurferSubcortSeg_stats.tsv sub-0185_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0194': (
        'sub-0194_desc-Destrieux2009_stats.tsv sub-0194_desc-FreesurferSubcortSeg_stats.tsv '
        'sub-0194_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0197': (
        'sub-0197_desc-Destrieux2009_stats.tsv sub-0197_desc-FreesurferSubcortSeg_stats.tsv '
        'sub-0197_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0201': (
        'sub-0201_desc-DesikanKilliany_stats.tsv sub-0201_desc-Destrieux2009_stats.tsv '
        'sub-0201_desc-FreesurferSubcortSeg_stats.tsv sub-0201_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0208': (
        'sub-0208_desc-DesikanKilliany_stats.tsv sub-0208_desc-Destrieux2009_stats.tsv '
        'sub-0208_desc-FreesurferWmParc_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0220': (
        'sub-0220_desc-DesikanKilliany_stats.tsv sub-0220_desc-Destrieux2009_stats.tsv '
        'sub-0220_desc-FreesurferSubcortSeg_stats.tsv'
    ),
    'derivatives/fs_stats/sub-0222': (
        'sub-0222_desc-Destrieux2009_stats.tsv sub-0222_desc-FreesurferSubcortSeg_stats.tsv '
        'sub-0222_desc-FreesurferWmParc_stats.tsv'
    ),
}

PIOP2_FS_STATS_OTHER = {
    '': (
        'derivatives/dwipreproc/sub-0049/dwi/sub-0049_desc-preproc_dwi.bval '
        'derivatives/fmriprep/sub-0089/func/sub-0089_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0094/func/sub-0094_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fmriprep/sub-0141/figures/sub-0141_task-emomatching_acq-seq_desc-carpetplot_bold.svg '
        'derivatives/fmriprep/sub-0146/func/sub-0146_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fmriprep/sub-0153/func/sub-0153_task-restingstate_acq-seq_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0155/figures/sub-0155_task-restingstate_acq-seq_desc-confoundcorr_bold.svg '
        'derivatives/fmriprep/sub-0168/func/sub-0168_task-restingstate_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0170/figures/sub-0170_task-workingmemory_acq-seq_desc-confoundcorr_bold.svg '
        'derivatives/fmriprep/sub-0172/func/sub-0172_task-stopsignal_acq-seq_desc-confounds_regressors.json '
        'derivatives/fmriprep/sub-0174/figures/sub-0174_task-stopsignal_acq-seq_desc-rois_bold.svg '
        'derivatives/fmriprep/sub-0188/func/sub-0188_task-workingmemory_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/fmriprep/sub-0193/figures/sub-0193_task-emomatching_acq-seq_desc-rois_bold.svg '
        'derivatives/fmriprep/sub-0207/func/sub-0207_task-emomatching_acq-seq_space-T1w_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fmriprep/sub-0210/figures/sub-0210_task-stopsignal_acq-seq_desc-sdc_bold.svg '
        'derivatives/fmriprep/sub-0212/func/sub-0212_task-emomatching_acq-seq_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fmriprep/sub-0226/func/sub-0226_task-workingmemory_acq-seq_space-T1w_boldref.nii.gz '
        'derivatives/freesurfer/sub-0004/label/rh.BA3b_exvivo.thresh.label '
        'derivatives/freesurfer/sub-0004/mri/transforms/talairach.m3z '
        'derivatives/freesurfer/sub-0017/label/lh.perirhinal_exvivo.label '
        'derivatives/freesurfer/sub-0018/surf/lh.smoothwm.K2.crv '
        'derivatives/freesurfer/sub-0029/mri/aseg.auto.mgz '
        'derivatives/freesurfer/sub-0033/stats/wmparc.stats '
        'derivatives/freesurfer/sub-0036/touch/rh.pctsurfcon.touch '
        'derivatives/freesurfer/sub-0046/stats/lh.w-g.pct.stats '
        'derivatives/freesurfer/sub-0063/label/rh.BA3b_exvivo.thresh.label '
        'derivatives/freesurfer/sub-0081/mri/transforms/talairach.auto.xfm.lta '
        'derivatives/freesurfer/sub-0085/mri/transforms/cc_up.lta '
        'derivatives/freesurfer/sub-0094/mri/orig_nu.mgz '
        'derivatives/freesurfer/sub-0098/scripts/ponscc.cut.log '
        'derivatives/freesurfer/sub-0100/label/rh.BA1_exvivo.label '
        'derivatives/freesurfer/sub-0100/mri/filled.mgz '
        'derivatives/freesurfer/sub-0106/label/lh.BA1_exvivo.thresh.label '
        'derivatives/freesurfer/sub-0112/label/lh.BA3b_exvivo.label '
        'derivatives/freesurfer/sub-0134/scripts/recon-all.local-copy '
        'derivatives/freesurfer/sub-0156/stats/rh.aparc.a2009s.stats '
        'derivatives/freesurfer/sub-0170/scripts/recon-all-lh.log '
        'derivatives/freesurfer/sub-0176/label/BA_exvivo.ctab '
        'derivatives/freesurfer/sub-0177/label/rh.BA4a_exvivo.thresh.label '
        'derivatives/freesurfer/sub-0183/label/rh.BA3b_exvivo.label '
        'derivatives/freesurfer/sub-0193/mri/wm.seg.mgz '
        'derivatives/freesurfer/sub-0201/label/rh.BA1_exvivo.thresh.label '
        'derivatives/freesurfer/sub-0210/label/lh.BA3b_exvivo.label '
        'derivatives/freesurfer/sub-0212/surf/rh.smoothwm.H.crv '
        'derivatives/freesurfer/sub-0223/label/lh.BA45_exvivo.label '
        'derivatives/fs_stats/sub-0001/sub-0001_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0002/sub-0002_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0002/sub-0002_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0004/sub-0004_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0004/sub-0004_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0006/sub-0006_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0009/sub-0009_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0009/sub-0009_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0010/sub-0010_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0011/sub-0011_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0015/sub-0015_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0016/sub-0016_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0017/sub-0017_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0018/sub-0018_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0019/sub-0019_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0019/sub-0019_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0020/sub-0020_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0020/sub-0020_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0022/sub-0022_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0023/sub-0023_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0024/sub-0024_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0025/sub-0025_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0025/sub-0025_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0028/sub-0028_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0029/sub-0029_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0030/sub-0030_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0031/sub-0031_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0032/sub-0032_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0034/sub-0034_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0034/sub-0034_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0035/sub-0035_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0036/sub-0036_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0036/sub-0036_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0037/sub-0037_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0037/sub-0037_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0039/sub-0039_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0039/sub-0039_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0042/sub-0042_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0043/sub-0043_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0044/sub-0044_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0048/sub-0048_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0049/sub-0049_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0050/sub-0050_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0052/sub-0052_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0056/sub-0056_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0057/sub-0057_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0057/sub-0057_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0058/sub-0058_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0059/sub-0059_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0060/sub-0060_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0060/sub-0060_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0061/sub-0061_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0063/sub-0063_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0064/sub-0064_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0066/sub-0066_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0069/sub-0069_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0070/sub-0070_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0070/sub-0070_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0072/sub-0072_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0073/sub-0073_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0077/sub-0077_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0078/sub-0078_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0078/sub-0078_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0079/sub-0079_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0080/sub-0080_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0080/sub-0080_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0082/sub-0082_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0082/sub-0082_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0084/sub-0084_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0085/sub-0085_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0088/sub-0088_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0094/sub-0094_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0098/sub-0098_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0098/sub-0098_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0099/sub-0099_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0100/sub-0100_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0100/sub-0100_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0101/sub-0101_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0102/sub-0102_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0102/sub-0102_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0106/sub-0106_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0113/sub-0113_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0116/sub-0116_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0116/sub-0116_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0117/sub-0117_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0118/sub-0118_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0119/sub-0119_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0123/sub-0123_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0124/sub-0124_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0127/sub-0127_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0128/sub-0128_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0132/sub-0132_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0132/sub-0132_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0133/sub-0133_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0134/sub-0134_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0135/sub-0135_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0136/sub-0136_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0136/sub-0136_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0137/sub-0137_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0138/sub-0138_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0141/sub-0141_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0141/sub-0141_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0142/sub-0142_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0142/sub-0142_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0143/sub-0143_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0144/sub-0144_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0147/sub-0147_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0148/sub-0148_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0148/sub-0148_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0149/sub-0149_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0150/sub-0150_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0150/sub-0150_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0151/sub-0151_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0152/sub-0152_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0153/sub-0153_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0153/sub-0153_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0154/sub-0154_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0154/sub-0154_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0155/sub-0155_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0157/sub-0157_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0157/sub-0157_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0159/sub-0159_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0159/sub-0159_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0160/sub-0160_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0160/sub-0160_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0164/sub-0164_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0165/sub-0165_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0166/sub-0166_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0167/sub-0167_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0168/sub-0168_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0169/sub-0169_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0171/sub-0171_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0172/sub-0172_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0175/sub-0175_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0175/sub-0175_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0182/sub-0182_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0182/sub-0182_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0184/sub-0184_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0186/sub-0186_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0187/sub-0187_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0188/sub-0188_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0188/sub-0188_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0190/sub-0190_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0191/sub-0191_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0192/sub-0192_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0193/sub-0193_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0193/sub-0193_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0196/sub-0196_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0196/sub-0196_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0197/sub-0197_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0197/sub-0197_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0198/sub-0198_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0201/sub-0201_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0202/sub-0202_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0202/sub-0202_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0203/sub-0203_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0203/sub-0203_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0205/sub-0205_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0206/sub-0206_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0206/sub-0206_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0208/sub-0208_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0208/sub-0208_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0213/sub-0213_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0215/sub-0215_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0215/sub-0215_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0217/sub-0217_desc-Destrieux2009_stats.json '
        'derivatives/fs_stats/sub-0217/sub-0217_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0219/sub-0219_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0220/sub-0220_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0220/sub-0220_desc-FreesurferWmParc_stats.json '
        'derivatives/fs_stats/sub-0222/sub-0222_desc-DesikanKilliany_stats.json '
        'derivatives/fs_stats/sub-0223/sub-0223_desc-FreesurferSubcortSeg_stats.json '
        'derivatives/fs_stats/sub-0225/sub-0225_desc-FreesurferWmParc_stats.json '
        'derivatives/mriqc/sub-0184/func/sub-0184_task-workingmemory_acq-seq_bold.json '
        'derivatives/mriqc/sub-0191_task-stopsignal_acq-seq_bold.html '
        'sub-0003/func/sub-0003_task-workingmemory_acq-seq_recording-respcardiac_physio.tsv.gz '
        'sub-0147/func/sub-0147_task-stopsignal_acq-seq_bold.json sub-0182/fmap/sub-0182_magnitude1.nii.gz'
    ),
    'derivatives/fs_stats': (
        'data-cortical_type-aparc.a2009s_measure-volume_hemi-lh.tsv '
        'data-cortical_type-aparc_measure-volume_hemi-rh.tsv '
        'data-subcortical_type-aseg_measure-volume_hemi-both.tsv'
    ),
    'derivatives/fs_stats/sub-0003': (
        'sub-0003_desc-Destrieux2009_stats.json sub-0003_desc-FreesurferSubcortSeg_stats.json '
        'sub-0003_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0007': (
        'sub-0007_desc-DesikanKilliany_stats.json sub-0007_desc-FreesurferSubcortSeg_stats.json '
        'sub-0007_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0013': (
        'sub-0013_desc-DesikanKilliany_stats.json sub-0013_desc-Destrieux2009_stats.json '
        'sub-0013_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0026': (
        'sub-0026_desc-DesikanKilliany_stats.json sub-0026_desc-Destrieux2009_stats.json '
        'sub-0026_desc-FreesurferSubcortSeg_stats.json'
    ),
    'derivatives/fs_stats/sub-0041': (
        'sub-0041_desc-DesikanKilliany_stats.json sub-0041_desc-Destrieux2009_stats.json '
        'sub-0041_desc-FreesurferSubcortSeg_stats.json'
    ),
    'derivatives/fs_stats/sub-0046': (
        'sub-0046_desc-DesikanKilliany_stats.json sub-0046_desc-Destrieux2009_stats.json '
        'sub-0046_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0053': (
        'sub-0053_desc-DesikanKilliany_stats.json sub-0053_desc-Destrieux2009_stats.json '
        'sub-0053_desc-FreesurferSubcortSeg_stats.json'
    ),
    'derivatives/fs_stats/sub-0074': (
        'sub-0074_desc-Destrieux2009_stats.json sub-0074_desc-FreesurferSubcortSeg_stats.json '
        'sub-0074_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0076': (
        'sub-0076_desc-DesikanKilliany_stats.json sub-0076_desc-Destrieux2009_stats.json '
        'sub-0076_desc-FreesurferSubcortSeg_stats.json'
    ),
    'derivatives/fs_stats/sub-0081': (
        'sub-0081_desc-DesikanKilliany_stats.json sub-0081_desc-Destrieux2009_stats.json '
        'sub-0081_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0086': (
        'sub-0086_desc-DesikanKilliany_stats.json sub-0086_desc-Destrieux2009_stats.json '
        'sub-0086_desc-FreesurferSubcortSeg_stats.json'
    ),
    'derivatives/fs_stats/sub-0092': (
        'sub-0092_desc-Destrieux2009_stats.json sub-0092_desc-FreesurferSubcortSeg_stats.json '
        'sub-0092_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0096': (
        'sub-0096_desc-DesikanKilliany_stats.json sub-0096_desc-FreesurferSubcortSeg_stats.json '
        'sub-0096_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0107': (
        'sub-0107_desc-DesikanKilliany_stats.json sub-0107_desc-FreesurferSubcortSeg_stats.json '
        'sub-0107_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0108': (
        'sub-0108_desc-Destrieux2009_stats.json sub-0108_desc-FreesurferSubcortSeg_stats.json '
        'sub-0108_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0126': (
        'sub-0126_desc-DesikanKilliany_stats.json sub-0126_desc-FreesurferSubcortSeg_stats.json '
        'sub-0126_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0129': (
        'sub-0129_desc-DesikanKilliany_stats.json sub-0129_desc-Destrieux2009_stats.json '
        'sub-0129_desc-FreesurferSubcortSeg_stats.json sub-0129_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0130': (
        'sub-0130_desc-DesikanKilliany_stats.json sub-0130_desc-Destrieux2009_stats.json '
        'sub-0130_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0146': (
        'sub-0146_desc-DesikanKilliany_stats.json sub-0146_desc-Destrieux2009_stats.json '
        'sub-0146_desc-FreesurferSubcortSeg_stats.json sub-0146_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0156': (
        'sub-0156_desc-Destrieux2009_stats.json sub-0156_desc-FreesurferSubcortSeg_stats.json '
        'sub-0156_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0158': (
        'sub-0158_desc-DesikanKilliany_stats.json sub-0158_desc-FreesurferSubcortSeg_stats.json '
        'sub-0158_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0194': (
        'sub-0194_desc-DesikanKilliany_stats.json sub-0194_desc-Destrieux2009_stats.json '
        'sub-0194_desc-FreesurferSubcortSeg_stats.json'
    ),
    'derivatives/fs_stats/sub-0204': (
        'sub-0204_desc-DesikanKilliany_stats.json sub-0204_desc-Destrieux2009_stats.json '
        'sub-0204_desc-FreesurferWmParc_stats.json'
    ),
    'derivatives/fs_stats/sub-0221': (
        'sub-0221_desc-DesikanKilliany_stats.json sub-0221_desc-Destrieux2009_stats.json '
        'sub-0221_desc-FreesurferWmParc_stats.json'
    ),
}

CMP_CONNECTIVITY_KIND = {
    'derivatives/cmp-v3.0.3/sub-01/dwi': (
        'sub-01_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-01_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-01_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-01_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-01_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-01_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-01_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-01_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-01_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-01_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-01_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-01_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-01_atlas-L2018_res-scale5_conndata-network_connectivity.mat'
    ),
    'derivatives/cmp-v3.0.3/sub-02/dwi': (
        'sub-02_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-02_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-02_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-02_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-02_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-02_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-02_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-02_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-02_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-02_atlas-L2018_res-scale4_conndata-network_connectivity.gpickle '
        'sub-02_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-02_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-02_atlas-L2018_res-scale5_conndata-network_connectivity.tsv'
    ),
    'derivatives/cmp-v3.0.3/sub-03/dwi': (
        'sub-03_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-03_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-03_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-03_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-03_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-03_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-03_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-03_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-03_atlas-L2018_res-scale4_conndata-network_connectivity.gpickle '
        'sub-03_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-03_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle '
        'sub-03_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-03_atlas-L2018_res-scale5_conndata-network_connectivity.mat '
        'sub-03_atlas-L2018_res-scale5_conndata-network_connectivity.tsv'
    ),
    'derivatives/cmp-v3.0.3/sub-04/dwi': (
        'sub-04_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-04_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-04_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-04_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-04_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-04_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-04_atlas-L2018_res-scale4_conndata-network_connectivity.gpickle '
        'sub-04_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-04_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-04_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle '
        'sub-04_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-04_atlas-L2018_res-scale5_conndata-network_connectivity.mat'
    ),
    'derivatives/cmp-v3.0.3/sub-05/dwi': (
        'sub-05_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-05_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-05_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-05_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-05_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-05_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-05_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-05_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-05_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-05_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-05_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-05_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-05_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-05_atlas-L2018_res-scale5_conndata-network_connectivity.graphml'
    ),
    'derivatives/cmp-v3.0.3/sub-06/dwi': (
        'sub-06_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-06_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-06_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-06_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-06_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-06_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-06_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-06_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-06_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-06_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-06_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-06_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-06_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-06_atlas-L2018_res-scale5_conndata-network_connectivity.mat '
        'sub-06_atlas-L2018_res-scale5_conndata-network_connectivity.tsv'
    ),
    'derivatives/cmp-v3.0.3/sub-07/dwi': (
        'sub-07_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-07_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-07_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-07_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-07_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-07_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-07_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-07_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-07_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-07_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-07_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-07_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-07_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-07_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-07_atlas-L2018_res-scale5_conndata-network_connectivity.tsv'
    ),
    'derivatives/cmp-v3.0.3/sub-08/dwi': (
        'sub-08_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-08_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-08_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-08_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-08_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-08_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-08_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-08_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-08_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-08_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-08_atlas-L2018_res-scale4_conndata-network_connectivity.gpickle '
        'sub-08_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-08_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-08_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle '
        'sub-08_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-08_atlas-L2018_res-scale5_conndata-network_connectivity.mat '
        'sub-08_atlas-L2018_res-scale5_conndata-network_connectivity.tsv'
    ),
    'derivatives/cmp-v3.0.3/sub-09/dwi': (
        'sub-09_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-09_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-09_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-09_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-09_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-09_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-09_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-09_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-09_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-09_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-09_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-09_atlas-L2018_res-scale4_conndata-network_connectivity.gpickle '
        'sub-09_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-09_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-09_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle '
        'sub-09_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-09_atlas-L2018_res-scale5_conndata-network_connectivity.mat '
        'sub-09_atlas-L2018_res-scale5_conndata-network_connectivity.tsv'
    ),
    'derivatives/cmp-v3.0.3/sub-10/dwi': (
        'sub-10_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-10_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-10_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-10_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-10_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-10_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-10_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-10_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-10_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-10_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-10_atlas-L2018_res-scale4_conndata-network_connectivity.gpickle '
        'sub-10_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-10_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-10_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle '
        'sub-10_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-10_atlas-L2018_res-scale5_conndata-network_connectivity.mat '
        'sub-10_atlas-L2018_res-scale5_conndata-network_connectivity.tsv'
    ),
    'derivatives/cmp-v3.0.3/sub-11/dwi': (
        'sub-11_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-11_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-11_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-11_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-11_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-11_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-11_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-11_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-11_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-11_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-11_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-11_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-11_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle '
        'sub-11_atlas-L2018_res-scale5_conndata-network_connectivity.mat '
        'sub-11_atlas-L2018_res-scale5_conndata-network_connectivity.tsv'
    ),
    'derivatives/cmp-v3.0.3/sub-12/dwi': (
        'sub-12_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-12_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-12_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-12_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-12_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-12_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-12_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-12_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-12_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-12_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-12_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-12_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-12_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-12_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle '
        'sub-12_atlas-L2018_res-scale5_conndata-network_connectivity.mat '
        'sub-12_atlas-L2018_res-scale5_conndata-network_connectivity.tsv'
    ),
    'derivatives/cmp-v3.0.3/sub-13/dwi': (
        'sub-13_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-13_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-13_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-13_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-13_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-13_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-13_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-13_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-13_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-13_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-13_atlas-L2018_res-scale4_conndata-network_connectivity.gpickle '
        'sub-13_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-13_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-13_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-13_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle '
        'sub-13_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-13_atlas-L2018_res-scale5_conndata-network_connectivity.mat '
        'sub-13_atlas-L2018_res-scale5_conndata-network_connectivity.tsv'
    ),
    'derivatives/cmp-v3.0.3/sub-14/dwi': (
        'sub-14_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-14_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-14_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-14_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-14_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-14_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-14_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-14_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-14_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-14_atlas-L2018_res-scale4_conndata-network_connectivity.gpickle '
        'sub-14_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-14_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-14_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-14_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-14_atlas-L2018_res-scale5_conndata-network_connectivity.mat'
    ),
    'derivatives/cmp-v3.0.3/sub-15/dwi': (
        'sub-15_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-15_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-15_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-15_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-15_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-15_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-15_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-15_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-15_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-15_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-15_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-15_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-15_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-15_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-15_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle '
        'sub-15_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-15_atlas-L2018_res-scale5_conndata-network_connectivity.mat'
    ),
    'derivatives/cmp-v3.0.3/sub-16/dwi': (
        'sub-16_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-16_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-16_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-16_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-16_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-16_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-16_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-16_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-16_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-16_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-16_atlas-L2018_res-scale4_conndata-network_connectivity.gpickle '
        'sub-16_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-16_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-16_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-16_atlas-L2018_res-scale5_conndata-network_connectivity.mat'
    ),
    'derivatives/cmp-v3.0.3/sub-17/dwi': (
        'sub-17_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-17_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-17_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-17_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-17_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-17_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-17_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-17_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-17_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-17_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-17_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-17_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-17_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-17_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-17_atlas-L2018_res-scale5_conndata-network_connectivity.mat '
        'sub-17_atlas-L2018_res-scale5_conndata-network_connectivity.tsv'
    ),
    'derivatives/cmp-v3.0.3/sub-18/dwi': (
        'sub-18_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-18_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-18_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-18_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-18_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-18_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-18_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'sub-18_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-18_atlas-L2018_res-scale4_conndata-network_connectivity.gpickle '
        'sub-18_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-18_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-18_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle '
        'sub-18_atlas-L2018_res-scale5_conndata-network_connectivity.graphml'
    ),
    'derivatives/cmp-v3.0.3/sub-19/dwi': (
        'sub-19_atlas-L2018_res-scale1_conndata-network_connectivity.gpickle '
        'sub-19_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-19_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-19_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-19_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'sub-19_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-19_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-19_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-19_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-19_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-19_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-19_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle '
        'sub-19_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-19_atlas-L2018_res-scale5_conndata-network_connectivity.tsv'
    ),
    'derivatives/cmp-v3.0.3/sub-20/dwi': (
        'sub-20_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-20_atlas-L2018_res-scale1_conndata-network_connectivity.tsv '
        'sub-20_atlas-L2018_res-scale2_conndata-network_connectivity.graphml '
        'sub-20_atlas-L2018_res-scale2_conndata-network_connectivity.mat '
        'sub-20_atlas-L2018_res-scale2_conndata-network_connectivity.tsv '
        'sub-20_atlas-L2018_res-scale3_conndata-network_connectivity.gpickle '
        'sub-20_atlas-L2018_res-scale3_conndata-network_connectivity.tsv '
        'sub-20_atlas-L2018_res-scale4_conndata-network_connectivity.gpickle '
        'sub-20_atlas-L2018_res-scale4_conndata-network_connectivity.graphml '
        'sub-20_atlas-L2018_res-scale4_conndata-network_connectivity.mat '
        'sub-20_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'sub-20_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle '
        'sub-20_atlas-L2018_res-scale5_conndata-network_connectivity.graphml'
    ),
}

CMP_CONNECTIVITY_OTHER = {
    '': (
        'derivatives/cartool-v3.80/sub-04/eeg/sub-04_eeg.spi '
        'derivatives/cmp-v3.0.3/sub-01/anat/sub-01_atlas-L2018_res-scale2_stats.tsv '
        'derivatives/cmp-v3.0.3/sub-01/anat/sub-01_label-WM_desc-eroded_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-02/anat/sub-02_atlas-L2018_res-scale1_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-02/xfm/final0GenericAffine.mat '
        'derivatives/cmp-v3.0.3/sub-04/anat/sub-04_atlas-L2018_res-scale3_FreeSurferColorLUT.txt '
        'derivatives/cmp-v3.0.3/sub-06/sub-06_diffusion_config.json '
        'derivatives/cmp-v3.0.3/sub-07/anat/sub-07_space-DWI_desc-brain_mask '
        'derivatives/cmp-v3.0.3/sub-08/anat/sub-08_label-brain_desc-eroded_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-09/anat/sub-09_atlas-L2018_res-scale3_dseg.tsv '
        'derivatives/cmp-v3.0.3/sub-09/anat/sub-09_atlas-L2018_res-scale5_FreeSurferColorLUT.txt '
        'derivatives/cmp-v3.0.3/sub-10/anat/sub-10_atlas-L2018_res-scale5_FreeSurferColorLUT.txt '
        'derivatives/cmp-v3.0.3/sub-10/anat/sub-10_space-DWI_atlas-L2018_res-scale3_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-10/sub-10_anatomical_config.json '
        'derivatives/cmp-v3.0.3/sub-11/anat/sub-11_desc-aseg_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-11/sub-11_diffusion_config.json '
        'derivatives/cmp-v3.0.3/sub-12/anat/sub-12_atlas-L2018_res-scale5_FreeSurferColorLUT.txt '
        'derivatives/cmp-v3.0.3/sub-12/sub-12_diffusion_config.json '
        'derivatives/cmp-v3.0.3/sub-13/anat/sub-13_atlas-L2018_res-scale2_dseg.tsv '
        'derivatives/cmp-v3.0.3/sub-13/anat/sub-13_desc-aparcaseg_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-14/anat/sub-14_atlas-L2018_res-scale1_FreeSurferColorLUT.txt '
        'derivatives/cmp-v3.0.3/sub-14/anat/sub-14_atlas-L2018_res-scale3_dseg.graphml '
        'derivatives/cmp-v3.0.3/sub-14/sub-14_log.txt '
        'derivatives/cmp-v3.0.3/sub-16/anat/sub-16_atlas-L2018_res-scale2_FreeSurferColorLUT.txt '
        'derivatives/cmp-v3.0.3/sub-16/anat/sub-16_space-DWI_atlas-L2018_res-scale4_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-16/sub-16_log.txt '
        'derivatives/cmp-v3.0.3/sub-18/anat/sub-18_atlas-L2018_res-scale1_dseg.graphml '
        'derivatives/cmp-v3.0.3/sub-19/anat/sub-19_label-CSF_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-19/anat/sub-19_space-DWI_atlas-L2018_res-scale3_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-20/anat/sub-20_space-DWI_atlas-L2018_res-scale1_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-20/sub-20_anatomical_config.json '
        'derivatives/cmp-v3.0.3/sub-20/sub-20_log.txt '
        'derivatives/freesurfer-7.1.1/sub-04/touch/ca_register.touch '
        'derivatives/freesurfer-7.1.1/sub-04/touch/rh.sphmorph.touch '
        'derivatives/freesurfer-7.1.1/sub-05/label/rh.BA4a_exvivo.label '
        'derivatives/freesurfer-7.1.1/sub-05/stats/rh.aparc.pial.stats '
        'derivatives/freesurfer-7.1.1/sub-06/label/lh.lausanne2018.scale1.annot '
        'derivatives/freesurfer-7.1.1/sub-06/surf/rh.white '
        'derivatives/freesurfer-7.1.1/sub-07/label/lh.mpm.vpnl.annot '
        'derivatives/freesurfer-7.1.1/sub-07/mri/csf_mask.nii.gz '
        'derivatives/freesurfer-7.1.1/sub-07/surf/lh.white.H '
        'derivatives/freesurfer-7.1.1/sub-07/surf/rh.smoothwm.C.crv '
        'derivatives/freesurfer-7.1.1/sub-08/label/lh.BA1_exvivo.thresh.label '
        'derivatives/freesurfer-7.1.1/sub-08/stats/rh.BA_exvivo.thresh.stats '
        'derivatives/freesurfer-7.1.1/sub-08/surf/rh.smoothwm.K2.crv '
        'derivatives/freesurfer-7.1.1/sub-09/label/lh.lausanne2018.scale5.annot '
        'derivatives/freesurfer-7.1.1/sub-09/mri/aparc+aseg.mgz '
        'derivatives/freesurfer-7.1.1/sub-09/touch/rh.cortex+hipamyg.touch '
        'derivatives/freesurfer-7.1.1/sub-10/label/lh.BA44_exvivo.label '
        'derivatives/freesurfer-7.1.1/sub-10/label/lh.lausanne2018.scale2.annot '
        'derivatives/freesurfer-7.1.1/sub-10/surf/rh.smoothwm.K.crv '
        'derivatives/freesurfer-7.1.1/sub-11/label/rh.BA_exvivo.annot '
        'derivatives/freesurfer-7.1.1/sub-11/label/rh.MT_exvivo.thresh.label '
        'derivatives/freesurfer-7.1.1/sub-11/mri/rh.ribbon.mgz '
        'derivatives/freesurfer-7.1.1/sub-11/stats/lh.aparc.a2009s.stats '
        'derivatives/freesurfer-7.1.1/sub-11/touch/rh.aparcstats2.touch '
        'derivatives/freesurfer-7.1.1/sub-12/stats/lh.BA_exvivo.stats '
        'derivatives/freesurfer-7.1.1/sub-12/surf/lh.white '
        'derivatives/freesurfer-7.1.1/sub-12/touch/lh.aparcstats.touch '
        'derivatives/freesurfer-7.1.1/sub-13/surf/rh.smoothwm '
        'derivatives/freesurfer-7.1.1/sub-14/label/rh.BA2_exvivo.thresh.label '
        'derivatives/freesurfer-7.1.1/sub-14/scripts/unknown-args.txt '
        'derivatives/freesurfer-7.1.1/sub-14/surf/lh.smoothwm.nofix '
        'derivatives/freesurfer-7.1.1/sub-15/scripts/recon-all.local-copy '
        'derivatives/freesurfer-7.1.1/sub-18/stats/rh.BA_exvivo.stats '
        'derivatives/freesurfer-7.1.1/sub-19/label/lh.BA3a_exvivo.thresh.label '
        'derivatives/freesurfer-7.1.1/sub-19/mri/transforms/talairach.m3z '
        'derivatives/freesurfer-7.1.1/sub-20/label/rh.cortex+hipamyg.label '
        'derivatives/freesurfer-7.1.1/sub-20/mri/aseg.auto_noCCseg.mgz '
        'derivatives/freesurfer-7.1.1/sub-20/surf/rh.sphere '
        'derivatives/freesurfer-7.1.1/sub-20/touch/rh.inflate.H.K.touch '
        'derivatives/freesurfer-7.1.1/sub-20/touch/rh.smoothwm1.touch '
        'derivatives/mriqc-v0.16.1/sub-08_T1w.html sub-03/eeg/sub-03_task-motion_eeg.json '
        'sub-10/eeg/sub-10_task-motion_eeg.json'
    ),
    'derivatives/cmp-v3.0.3/sub-01/dwi': (
        'sub-01_desc-cmp_dwi.bval sub-01_desc-cmp_dwi.bvec sub-01_desc-cmp_dwi.json '
        'sub-01_desc-cmp_dwi.nii.gz sub-01_desc-grad_dwi.txt sub-01_dwi.bval sub-01_dwi.bvec '
        'sub-01_model-CSD_diffmodel.nii.gz sub-01_model-DTI_FA.nii.gz sub-01_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-02/dwi': (
        'sub-02_desc-brain_mask.nii.gz sub-02_desc-cmp_dwi.bval sub-02_desc-cmp_dwi.bvec '
        'sub-02_desc-cmp_dwi.nii.gz sub-02_desc-grad_dwi.txt sub-02_desc-preproc_dwi.nii.gz sub-02_dwi.bval '
        'sub-02_dwi.bvec sub-02_dwi.nii.gz sub-02_model-CSD_diffmodel.nii.gz sub-02_model-DTI_FA.nii.gz '
        'sub-02_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-03/anat': (
        'sub-03_atlas-L2018_res-scale1_FreeSurferColorLUT.txt sub-03_atlas-L2018_res-scale3_stats.tsv '
        'sub-03_atlas-L2018_res-scale5_dseg.nii.gz sub-03_desc-aseg_dseg.nii.gz sub-03_label-WM_dseg.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-03/dwi': (
        'sub-03_desc-brain_mask.nii.gz sub-03_desc-cmp_dwi.bval sub-03_desc-cmp_dwi.bvec '
        'sub-03_desc-cmp_dwi.json sub-03_desc-cmp_dwi.nii.gz sub-03_desc-grad_dwi.txt '
        'sub-03_desc-preproc_dwi.nii.gz sub-03_dwi.bval sub-03_dwi.bvec sub-03_dwi.nii.gz '
        'sub-03_model-CSD_diffmodel.nii.gz sub-03_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-04/dwi': (
        'sub-04_desc-brain_mask.nii.gz sub-04_desc-cmp_dwi.bvec sub-04_desc-cmp_dwi.nii.gz '
        'sub-04_desc-grad_dwi.txt sub-04_desc-preproc_dwi.nii.gz sub-04_model-CSD_desc-DET_tractogram.trk '
        'sub-04_model-CSD_diffmodel.nii.gz sub-04_model-DTI_FA.nii.gz sub-04_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-05/anat': (
        'sub-05_atlas-L2018_res-scale4_dseg.graphml sub-05_desc-cmp_T1w.nii.gz '
        'sub-05_space-DWI_desc-brain_T1w.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-05/dwi': (
        'sub-05_desc-brain_mask.nii.gz sub-05_desc-cmp_dwi.bval sub-05_desc-cmp_dwi.bvec '
        'sub-05_desc-cmp_dwi.json sub-05_desc-cmp_dwi.nii.gz sub-05_desc-grad_dwi.txt '
        'sub-05_desc-preproc_dwi.nii.gz sub-05_model-CSD_desc-DET_tractogram.trk sub-05_model-DTI_FA.nii.gz '
        'sub-05_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-06/anat': (
        'sub-06_atlas-L2018_res-scale5_FreeSurferColorLUT.txt sub-06_desc-aparcaseg_dseg.nii.gz '
        'sub-06_desc-cmp_T1w.json'
    ),
    'derivatives/cmp-v3.0.3/sub-06/dwi': (
        'sub-06_desc-brain_mask.nii.gz sub-06_desc-cmp_dwi.bval sub-06_desc-cmp_dwi.bvec '
        'sub-06_desc-cmp_dwi.json sub-06_desc-cmp_dwi.nii.gz sub-06_desc-preproc_dwi.nii.gz '
        'sub-06_model-CSD_diffmodel.nii.gz sub-06_model-DTI_FA.nii.gz sub-06_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-07/dwi': (
        'sub-07_desc-brain_mask.nii.gz sub-07_desc-cmp_dwi.bval sub-07_desc-cmp_dwi.bvec '
        'sub-07_desc-cmp_dwi.nii.gz sub-07_desc-grad_dwi.txt sub-07_desc-preproc_dwi.nii.gz '
        'sub-07_model-CSD_desc-DET_tractogram.trk sub-07_model-DTI_FA.nii.gz sub-07_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-08/dwi': (
        'sub-08_desc-brain_mask.nii.gz sub-08_desc-cmp_dwi.bvec sub-08_desc-cmp_dwi.json '
        'sub-08_desc-cmp_dwi.nii.gz sub-08_desc-grad_dwi.txt sub-08_desc-preproc_dwi.nii.gz '
        'sub-08_model-CSD_desc-DET_tractogram.trk sub-08_model-CSD_diffmodel.nii.gz '
        'sub-08_model-DTI_FA.nii.gz sub-08_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-09/dwi': (
        'sub-09_desc-brain_mask.nii.gz sub-09_desc-cmp_dwi.bval sub-09_desc-cmp_dwi.json '
        'sub-09_desc-cmp_dwi.nii.gz sub-09_desc-grad_dwi.txt sub-09_desc-preproc_dwi.nii.gz '
        'sub-09_model-CSD_desc-DET_tractogram.trk sub-09_model-CSD_diffmodel.nii.gz '
        'sub-09_model-DTI_FA.nii.gz sub-09_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-10/dwi': (
        'sub-10_desc-brain_mask.nii.gz sub-10_desc-cmp_dwi.bval sub-10_desc-cmp_dwi.bvec '
        'sub-10_desc-cmp_dwi.json sub-10_desc-grad_dwi.txt sub-10_desc-preproc_dwi.nii.gz '
        'sub-10_model-CSD_desc-DET_tractogram.trk sub-10_model-CSD_diffmodel.nii.gz '
        'sub-10_model-DTI_FA.nii.gz sub-10_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-11/dwi': (
        'sub-11_desc-brain_mask.nii.gz sub-11_desc-cmp_dwi.bval sub-11_desc-cmp_dwi.bvec '
        'sub-11_desc-cmp_dwi.json sub-11_desc-cmp_dwi.nii.gz sub-11_desc-preproc_dwi.nii.gz sub-11_dwi.bval '
        'sub-11_dwi.bvec sub-11_model-CSD_diffmodel.nii.gz sub-11_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-12/dwi': (
        'sub-12_desc-brain_mask.nii.gz sub-12_desc-cmp_dwi.bval sub-12_desc-cmp_dwi.bvec '
        'sub-12_desc-cmp_dwi.json sub-12_desc-cmp_dwi.nii.gz sub-12_desc-grad_dwi.txt '
        'sub-12_desc-preproc_dwi.nii.gz sub-12_model-CSD_desc-DET_tractogram.trk '
        'sub-12_model-CSD_diffmodel.nii.gz sub-12_model-DTI_FA.nii.gz sub-12_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-13/dwi': (
        'sub-13_desc-brain_mask.nii.gz sub-13_desc-cmp_dwi.bval sub-13_desc-cmp_dwi.json '
        'sub-13_desc-cmp_dwi.nii.gz sub-13_desc-grad_dwi.txt sub-13_model-DTI_FA.nii.gz '
        'sub-13_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-14/dwi': (
        'sub-14_desc-brain_mask.nii.gz sub-14_desc-cmp_dwi.bval sub-14_desc-cmp_dwi.bvec '
        'sub-14_desc-cmp_dwi.json sub-14_desc-cmp_dwi.nii.gz sub-14_desc-grad_dwi.txt '
        'sub-14_desc-preproc_dwi.nii.gz sub-14_dwi.bval sub-14_dwi.bvec sub-14_dwi.nii.gz '
        'sub-14_model-CSD_desc-DET_tractogram.trk sub-14_model-CSD_diffmodel.nii.gz '
        'sub-14_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-15/anat': (
        'sub-15_atlas-L2018_res-scale2_dseg.nii.gz sub-15_atlas-L2018_res-scale4_stats.tsv '
        'sub-15_label-CSF_dseg.nii.gz sub-15_space-DWI_atlas-L2018_res-scale1_dseg.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-15/dwi': (
        'sub-15_desc-brain_mask.nii.gz sub-15_desc-cmp_dwi.bval sub-15_desc-cmp_dwi.bvec '
        'sub-15_desc-cmp_dwi.json sub-15_desc-cmp_dwi.nii.gz sub-15_model-CSD_desc-DET_tractogram.trk '
        'sub-15_model-CSD_diffmodel.nii.gz sub-15_model-DTI_FA.nii.gz sub-15_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-16/dwi': (
        'sub-16_desc-brain_mask.nii.gz sub-16_desc-cmp_dwi.bval sub-16_desc-cmp_dwi.bvec '
        'sub-16_desc-cmp_dwi.json sub-16_desc-cmp_dwi.nii.gz sub-16_desc-grad_dwi.txt '
        'sub-16_desc-preproc_dwi.nii.gz sub-16_model-CSD_desc-DET_tractogram.trk sub-16_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-17/anat': (
        'sub-17_atlas-L2018_res-scale1_dseg.tsv sub-17_atlas-L2018_res-scale2_dseg.graphml '
        'sub-17_atlas-L2018_res-scale4_FreeSurferColorLUT.txt sub-17_desc-aseg_dseg.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-17/dwi': (
        'sub-17_desc-brain_mask.nii.gz sub-17_desc-cmp_dwi.bval sub-17_desc-cmp_dwi.json '
        'sub-17_desc-cmp_dwi.nii.gz sub-17_desc-grad_dwi.txt sub-17_desc-preproc_dwi.nii.gz '
        'sub-17_model-CSD_desc-DET_tractogram.trk sub-17_model-CSD_diffmodel.nii.gz '
        'sub-17_model-DTI_FA.nii.gz sub-17_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-18/dwi': (
        'sub-18_desc-brain_mask.nii.gz sub-18_desc-cmp_dwi.bval sub-18_desc-cmp_dwi.bvec '
        'sub-18_desc-cmp_dwi.json sub-18_desc-grad_dwi.txt sub-18_desc-preproc_dwi.nii.gz '
        'sub-18_model-CSD_desc-DET_tractogram.trk sub-18_model-CSD_diffmodel.nii.gz '
        'sub-18_model-DTI_FA.nii.gz sub-18_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-19/dwi': (
        'sub-19_desc-brain_mask.nii.gz sub-19_desc-cmp_dwi.bval sub-19_desc-cmp_dwi.bvec '
        'sub-19_desc-cmp_dwi.json sub-19_desc-cmp_dwi.nii.gz sub-19_desc-grad_dwi.txt '
        'sub-19_desc-preproc_dwi.nii.gz sub-19_model-CSD_desc-DET_tractogram.trk '
        'sub-19_model-CSD_diffmodel.nii.gz sub-19_model-DTI_FA.nii.gz sub-19_model-DTI_MD.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-20/dwi': (
        'sub-20_desc-cmp_dwi.bval sub-20_desc-cmp_dwi.json sub-20_desc-cmp_dwi.nii.gz '
        'sub-20_desc-grad_dwi.txt sub-20_desc-preproc_dwi.nii.gz sub-20_model-CSD_desc-DET_tractogram.trk '
        'sub-20_model-CSD_diffmodel.nii.gz sub-20_model-DTI_FA.nii.gz sub-20_model-DTI_MD.nii.gz'
    ),
    'derivatives/freesurfer-7.1.1/sub-08/mri': (
        'ROIv_scale1_Lausanne2018.nii.gz csf_mask_eroded.nii.gz wmparc.mgz'
    ),
    'derivatives/freesurfer-7.1.1/sub-17/label': (
        'rh.BA4p_exvivo.thresh.label rh.MT_exvivo.label rh.lausanne2018.scale2.annot'
    ),
}

FS_LAUSANNE_ANNOT_KIND = {
    'derivatives/freesurfer-7.1.1/sub-01/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-02/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-03/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-04/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-05/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-06/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-07/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-08/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-09/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-10/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-11/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-12/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-13/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-14/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-15/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-16/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-17/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-18/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-19/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-20/label': (
        'lh.lausanne2018.scale1.annot lh.lausanne2018.scale2.annot lh.lausanne2018.scale3.annot '
        'lh.lausanne2018.scale4.annot lh.lausanne2018.scale5.annot rh.lausanne2018.scale1.annot '
        'rh.lausanne2018.scale2.annot rh.lausanne2018.scale3.annot rh.lausanne2018.scale4.annot '
        'rh.lausanne2018.scale5.annot'
    ),
}

FS_LAUSANNE_ANNOT_OTHER = {
    '': (
        'code/Source-Reconstruction-Matlab/free.m '
        'derivatives/cmp-v3.0.3/sub-02/dwi/sub-02_atlas-L2018_res-scale4_conndata-network_connectivity.tsv '
        'derivatives/cmp-v3.0.3/sub-02/dwi/sub-02_dwi.bvec '
        'derivatives/cmp-v3.0.3/sub-03/anat/sub-03_atlas-L2018_res-scale2_stats.tsv '
        'derivatives/cmp-v3.0.3/sub-05/anat/sub-05_desc-cmp_T1w.json '
        'derivatives/cmp-v3.0.3/sub-05/dwi/sub-05_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'derivatives/cmp-v3.0.3/sub-05/sub-05_diffusion_config.json '
        'derivatives/cmp-v3.0.3/sub-06/anat/sub-06_atlas-L2018_res-scale1_dseg.tsv '
        'derivatives/cmp-v3.0.3/sub-06/sub-06_log.txt '
        'derivatives/cmp-v3.0.3/sub-07/dwi/sub-07_atlas-L2018_res-scale3_conndata-network_connectivity.graphml '
        'derivatives/cmp-v3.0.3/sub-07/dwi/sub-07_desc-preproc_dwi.nii.gz '
        'derivatives/cmp-v3.0.3/sub-09/anat/sub-09_space-DWI_desc-brain_mask '
        'derivatives/cmp-v3.0.3/sub-10/dwi/sub-10_model-CSD_desc-DET_tractogram.trk '
        'derivatives/cmp-v3.0.3/sub-12/xfm/final0GenericAffine.mat '
        'derivatives/cmp-v3.0.3/sub-13/anat/sub-13_space-DWI_atlas-L2018_res-scale3_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-13/dwi/sub-13_desc-preproc_dwi.nii.gz '
        'derivatives/cmp-v3.0.3/sub-14/anat/sub-14_atlas-L2018_res-scale1_dseg.tsv '
        'derivatives/cmp-v3.0.3/sub-14/xfm/final0GenericAffine.mat '
        'derivatives/cmp-v3.0.3/sub-16/sub-16_anatomical_config.json '
        'derivatives/cmp-v3.0.3/sub-16/sub-16_log.txt '
        'derivatives/cmp-v3.0.3/sub-19/anat/sub-19_atlas-L2018_res-scale2_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-19/anat/sub-19_space-DWI_label-WM_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-20/anat/sub-20_space-DWI_atlas-L2018_res-scale4_dseg.nii.gz '
        'derivatives/cmp-v3.0.3/sub-20/dwi/sub-20_atlas-L2018_res-scale2_conndata-network_connectivity.gpickle '
        'derivatives/eeglab-v14.1.1/sub-02/eeg/sub-02_task-motion_desc-preproc_eeg.set '
        'derivatives/eeglab-v14.1.1/sub-08/eeg/sub-08_task-faces_desc-preproc_eeg.fdt '
        'derivatives/eeglab-v14.1.1/sub-08/eeg/sub-08_task-faces_desc-preproc_eeg.set '
        'derivatives/freesurfer-7.1.1/sub-01/surf/lh.smoothwm.H.crv '
        'derivatives/freesurfer-7.1.1/sub-01/touch/conform.touch '
        'derivatives/freesurfer-7.1.1/sub-02/touch/lh.aparc.touch '
        'derivatives/freesurfer-7.1.1/sub-02/touch/wmsegment.touch '
        'derivatives/freesurfer-7.1.1/sub-03/stats/lh.aparc.DKTatlas.stats '
        'derivatives/freesurfer-7.1.1/sub-04/mri/ctrl_pts.mgz '
        'derivatives/freesurfer-7.1.1/sub-04/surf/lh.w-g.pct.mgh '
        'derivatives/freesurfer-7.1.1/sub-04/touch/rh.sphreg.touch '
        'derivatives/freesurfer-7.1.1/sub-05/mri/ROIv_scale2_Lausanne2018.ni.mgz '
        'derivatives/freesurfer-7.1.1/sub-05/mri/aseg.auto_noCCseg.label_intensities.txt '
        'derivatives/freesurfer-7.1.1/sub-05/stats/lh.w-g.pct.stats '
        'derivatives/freesurfer-7.1.1/sub-06/mri/ROIv_scale3_Lausanne2018.nii.gz '
        'derivatives/freesurfer-7.1.1/sub-06/surf/rh.w-g.pct.mgh '
        'derivatives/freesurfer-7.1.1/sub-07/mri/T1.nii.gz '
        'derivatives/freesurfer-7.1.1/sub-08/mri/ribbon.mgz '
        'derivatives/freesurfer-7.1.1/sub-08/scripts/ponscc.cut.log '
        'derivatives/freesurfer-7.1.1/sub-09/mri/ROIv_scale3_Lausanne2018.ni.mgz '
        'derivatives/freesurfer-7.1.1/sub-09/stats/rh.aparc.a2009s.stats '
        'derivatives/freesurfer-7.1.1/sub-09/touch/lh.aparc.touch '
        'derivatives/freesurfer-7.1.1/sub-09/touch/rh.tessellate.touch '
        'derivatives/freesurfer-7.1.1/sub-10/mri/orig.mgz '
        'derivatives/freesurfer-7.1.1/sub-10/surf/rh.curv.pial '
        'derivatives/freesurfer-7.1.1/sub-10/tmp/aparc+aseg.mgz '
        'derivatives/freesurfer-7.1.1/sub-11/surf/rh.defect_chull '
        'derivatives/freesurfer-7.1.1/sub-11/touch/inorm2.touch '
        'derivatives/freesurfer-7.1.1/sub-12/mri/brain.mgz derivatives/freesurfer-7.1.1/sub-12/surf/rh.pial '
        'derivatives/freesurfer-7.1.1/sub-12/touch/lh.pctsurfcon.touch '
        'derivatives/freesurfer-7.1.1/sub-12/touch/lh.white.preaparc.touch '
        'derivatives/freesurfer-7.1.1/sub-13/bem/inner_skull.surf '
        'derivatives/freesurfer-7.1.1/sub-13/mri/brainmask.auto.mgz '
        'derivatives/freesurfer-7.1.1/sub-13/surf/lh.smoothwm.S.crv '
        'derivatives/freesurfer-7.1.1/sub-14/surf/rh.white.preaparc.H '
        'derivatives/freesurfer-7.1.1/sub-16/mri/brainmask.auto.mgz '
        'derivatives/freesurfer-7.1.1/sub-16/touch/talairach.touch '
        'derivatives/freesurfer-7.1.1/sub-17/mri/rawavg.mgz '
        'derivatives/freesurfer-7.1.1/sub-18/stats/rh.aparc.stats '
        'derivatives/freesurfer-7.1.1/sub-20/mri/ctrl_pts.mgz '
        'derivatives/mriqc-v0.16.1/sub-03/anat/sub-03_T1w.json sub-02/dwi/sub-02_dwi.bvec '
        'sub-03/dwi/sub-03_dwi.json sub-06/eeg/sub-06_task-faces_eeg.json '
        'sub-09/eeg/sub-09_task-faces_events.tsv sub-13/dwi/sub-13_dwi.nii.gz '
        'sub-14/eeg/sub-14_task-faces_eeg.json sub-15/anat/sub-15_T1w.json '
        'sub-19/eeg/sub-19_task-faces_eeg.bdf sub-20/eeg/sub-20_task-motion_events.json'
    ),
    'derivatives/cmp-v3.0.3/sub-06/dwi': (
        'sub-06_atlas-L2018_res-scale3_conndata-network_connectivity.mat '
        'sub-06_atlas-L2018_res-scale5_conndata-network_connectivity.graphml '
        'sub-06_model-CSD_desc-DET_tractogram.trk'
    ),
    'derivatives/cmp-v3.0.3/sub-08/dwi': (
        'sub-08_atlas-L2018_res-scale1_conndata-network_connectivity.graphml '
        'sub-08_atlas-L2018_res-scale4_conndata-network_connectivity.graphml sub-08_desc-cmp_dwi.bval'
    ),
    'derivatives/cmp-v3.0.3/sub-10/anat': (
        'sub-10_atlas-L2018_res-scale2_FreeSurferColorLUT.txt sub-10_atlas-L2018_res-scale2_dseg.nii.gz '
        'sub-10_desc-aseg_dseg.nii.gz sub-10_label-WM_dseg.nii.gz'
    ),
    'derivatives/cmp-v3.0.3/sub-11/dwi': (
        'sub-11_atlas-L2018_res-scale1_conndata-network_connectivity.mat '
        'sub-11_atlas-L2018_res-scale5_conndata-network_connectivity.gpickle sub-11_model-DTI_MD.nii.gz'
    ),
    'derivatives/freesurfer-7.1.1/sub-01/label': (
        'lh.BA3b_exvivo.label lh.BA3b_exvivo.thresh.label lh.BA4a_exvivo.thresh.label '
        'lh.BA4p_exvivo.thresh.label lh.BA6_exvivo.thresh.label lh.FG2.mpm.vpnl.label lh.FG4.mpm.vpnl.label '
        'lh.entorhinal_exvivo.thresh.label lh.hOc4v.mpm.vpnl.label lh.mpm.vpnl.annot '
        'rh.BA3b_exvivo.thresh.label rh.BA4a_exvivo.thresh.label rh.BA_exvivo.annot rh.aparc.DKTatlas.annot '
        'rh.hOc3v.mpm.vpnl.label rh.mpm.vpnl.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-02/label': (
        'aparc.annot.DKTatlas.ctab lh.BA1_exvivo.label lh.FG4.mpm.vpnl.label '
        'lh.entorhinal_exvivo.thresh.label rh.BA2_exvivo.thresh.label rh.BA_exvivo.annot '
        'rh.V2_exvivo.thresh.label rh.cortex.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-03/label': (
        'aparc.annot.ctab lh.BA4p_exvivo.thresh.label lh.FG1.mpm.vpnl.label lh.FG3.mpm.vpnl.label '
        'lh.aparc.DKTatlas.annot lh.mpm.vpnl.annot rh.BA2_exvivo.label rh.BA4a_exvivo.thresh.label '
        'rh.BA6_exvivo.label rh.FG3.mpm.vpnl.label rh.cortex+hipamyg.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-04/label': (
        'lh.BA3a_exvivo.thresh.label lh.BA3b_exvivo.label lh.BA45_exvivo.label lh.BA6_exvivo.thresh.label '
        'lh.V2_exvivo.thresh.label lh.aparc.a2009s.annot lh.aparc.annot rh.BA44_exvivo.label '
        'rh.MT_exvivo.label rh.entorhinal_exvivo.thresh.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-05/label': (
        'lh.BA1_exvivo.thresh.label lh.V2_exvivo.label rh.FG2.mpm.vpnl.label rh.aparc.DKTatlas.annot '
        'rh.cortex.label rh.hOc2.mpm.vpnl.label rh.hOc3v.mpm.vpnl.label rh.perirhinal_exvivo.thresh.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-06/label': (
        'BA_exvivo.thresh.ctab lh.BA3a_exvivo.thresh.label lh.BA45_exvivo.label lh.BA6_exvivo.label '
        'lh.BA6_exvivo.thresh.label lh.BA_exvivo.thresh.annot lh.FG1.mpm.vpnl.label '
        'lh.V1_exvivo.thresh.label lh.aparc.DKTatlas.annot rh.BA3a_exvivo.thresh.label rh.BA44_exvivo.label '
        'rh.BA44_exvivo.thresh.label rh.BA4p_exvivo.label rh.BA6_exvivo.label rh.BA_exvivo.annot '
        'rh.cortex.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-07/label': (
        'lh.BA6_exvivo.label lh.BA_exvivo.annot lh.FG1.mpm.vpnl.label lh.hOc1.mpm.vpnl.label '
        'lh.perirhinal_exvivo.thresh.label rh.BA1_exvivo.label rh.BA45_exvivo.thresh.label '
        'rh.BA6_exvivo.label rh.MT_exvivo.thresh.label rh.V1_exvivo.thresh.label rh.V2_exvivo.label '
        'rh.mpm.vpnl.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-08/label': (
        'aparc.annot.a2009s.ctab aparc.annot.ctab lh.aparc.DKTatlas.annot rh.BA4a_exvivo.label '
        'rh.hOc4v.mpm.vpnl.label rh.perirhinal_exvivo.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-09/label': (
        'lh.BA3b_exvivo.thresh.label lh.BA4p_exvivo.thresh.label lh.hOc1.mpm.vpnl.label rh.BA2_exvivo.label '
        'rh.BA45_exvivo.thresh.label rh.BA4p_exvivo.label rh.BA6_exvivo.thresh.label '
        'rh.MT_exvivo.thresh.label rh.V1_exvivo.label rh.cortex+hipamyg.label '
        'rh.entorhinal_exvivo.thresh.label rh.hOc2.mpm.vpnl.label rh.hOc4v.mpm.vpnl.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-10/label': (
        'BA_exvivo.thresh.ctab lh.BA44_exvivo.thresh.label lh.BA45_exvivo.thresh.label lh.BA_exvivo.annot '
        'lh.MT_exvivo.label lh.cortex+hipamyg.label rh.BA1_exvivo.label rh.BA2_exvivo.label '
        'rh.MT_exvivo.thresh.label rh.V2_exvivo.label rh.perirhinal_exvivo.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-11/label': (
        'BA_exvivo.ctab aparc.annot.a2009s.ctab lh.BA1_exvivo.label lh.BA44_exvivo.label lh.BA6_exvivo.label '
        'lh.FG1.mpm.vpnl.label lh.MT_exvivo.thresh.label lh.hOc1.mpm.vpnl.label lh.perirhinal_exvivo.label '
        'rh.BA3a_exvivo.thresh.label rh.BA44_exvivo.label rh.MT_exvivo.label rh.V1_exvivo.thresh.label '
        'rh.cortex+hipamyg.label rh.perirhinal_exvivo.thresh.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-12/label': (
        'aparc.annot.a2009s.ctab lh.BA1_exvivo.thresh.label lh.BA_exvivo.annot lh.aparc.DKTatlas.annot '
        'lh.perirhinal_exvivo.thresh.label rh.BA3a_exvivo.label rh.aparc.annot rh.hOc1.mpm.vpnl.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-13/label': (
        'lh.aparc.a2009s.annot rh.FG1.mpm.vpnl.label rh.V1_exvivo.thresh.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-14/label': (
        'lh.BA4a_exvivo.label lh.BA_exvivo.thresh.annot lh.FG1.mpm.vpnl.label lh.FG3.mpm.vpnl.label '
        'lh.V1_exvivo.thresh.label lh.mpm.vpnl.annot rh.FG4.mpm.vpnl.label rh.MT_exvivo.thresh.label '
        'rh.cortex.label rh.hOc1.mpm.vpnl.label rh.perirhinal_exvivo.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-15/label': (
        'lh.BA1_exvivo.label lh.BA3a_exvivo.thresh.label lh.BA44_exvivo.thresh.label lh.MT_exvivo.label '
        'lh.cortex+hipamyg.label lh.entorhinal_exvivo.label lh.hOc3v.mpm.vpnl.label '
        'lh.perirhinal_exvivo.thresh.label rh.BA4p_exvivo.label rh.BA4p_exvivo.thresh.label '
        'rh.BA_exvivo.annot rh.perirhinal_exvivo.thresh.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-15/surf': (
        'lh.white rh.smoothwm.nofix rh.white.preaparc'
    ),
    'derivatives/freesurfer-7.1.1/sub-16/label': (
        'lh.BA3b_exvivo.label lh.FG1.mpm.vpnl.label lh.aparc.a2009s.annot lh.aparc.annot '
        'lh.hOc4v.mpm.vpnl.label rh.BA3a_exvivo.label rh.BA3a_exvivo.thresh.label rh.BA4a_exvivo.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-16/surf': (
        'lh.inflated rh.smoothwm.H.crv rh.smoothwm.K1.crv'
    ),
    'derivatives/freesurfer-7.1.1/sub-17/label': (
        'aparc.annot.DKTatlas.ctab lh.BA2_exvivo.label lh.BA_exvivo.annot lh.V2_exvivo.thresh.label '
        'rh.aparc.DKTatlas.annot'
    ),
    'derivatives/freesurfer-7.1.1/sub-18/label': (
        'lh.BA6_exvivo.label lh.BA6_exvivo.thresh.label lh.V1_exvivo.thresh.label lh.aparc.DKTatlas.annot '
        'lh.aparc.annot lh.perirhinal_exvivo.thresh.label rh.MT_exvivo.label rh.cortex+hipamyg.label '
        'rh.entorhinal_exvivo.thresh.label rh.hOc2.mpm.vpnl.label rh.perirhinal_exvivo.thresh.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-19/label': (
        'lh.FG1.mpm.vpnl.label lh.V1_exvivo.label lh.mpm.vpnl.annot lh.perirhinal_exvivo.label '
        'rh.BA2_exvivo.label rh.BA2_exvivo.thresh.label rh.BA45_exvivo.thresh.label '
        'rh.BA6_exvivo.thresh.label rh.V1_exvivo.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-19/surf': (
        'lh.smoothwm.S.crv lh.white.preaparc.H rh.area.mid'
    ),
    'derivatives/freesurfer-7.1.1/sub-20/label': (
        'aparc.annot.a2009s.ctab lh.FG3.mpm.vpnl.label lh.entorhinal_exvivo.thresh.label '
        'lh.hOc1.mpm.vpnl.label rh.BA4a_exvivo.thresh.label rh.FG1.mpm.vpnl.label rh.V1_exvivo.label'
    ),
    'derivatives/freesurfer-7.1.1/sub-20/touch': (
        'em_register.touch lh.inflate1.touch lh.white.preaparc.touch'
    ),
}

NARRATIVES_BOLD_KIND = {
    '': (
        'sub-001/func/sub-001_task-tunnel_bold.nii.gz sub-002/func/sub-002_task-pieman_run-1_bold.nii.gz '
        'sub-002/func/sub-002_task-pieman_run-2_bold.nii.gz sub-004/func/sub-004_task-tunnel_bold.nii.gz '
        'sub-005/func/sub-005_task-pieman_run-2_bold.nii.gz sub-007/func/sub-007_task-pieman_bold.nii.gz '
        'sub-008/func/sub-008_task-pieman_run-2_bold.nii.gz '
        'sub-010/func/sub-010_task-pieman_run-1_bold.nii.gz '
        'sub-012/func/sub-012_task-pieman_run-2_bold.nii.gz '
        'sub-014/func/sub-014_task-pieman_run-2_bold.nii.gz '
        'sub-015/func/sub-015_task-pieman_run-2_bold.nii.gz '
        'sub-016/func/sub-016_task-pieman_run-1_bold.nii.gz sub-017/func/sub-017_task-pieman_bold.nii.gz '
        'sub-022/func/sub-022_task-lucy_bold.nii.gz sub-022/func/sub-022_task-tunnel_bold.nii.gz '
        'sub-024/func/sub-024_task-pieman_bold.nii.gz sub-029/func/sub-029_task-pieman_bold.nii.gz '
        'sub-030/func/sub-030_task-milkyway_bold.nii.gz sub-031/func/sub-031_task-pieman_bold.nii.gz '
        'sub-032/func/sub-032_task-milkyway_bold.nii.gz sub-032/func/sub-032_task-prettymouth_bold.nii.gz '
        'sub-035/func/sub-035_task-pieman_bold.nii.gz sub-037/func/sub-037_task-pieman_bold.nii.gz '
        'sub-038/func/sub-038_task-prettymouth_bold.nii.gz sub-041/func/sub-041_task-tunnel_bold.nii.gz '
        'sub-044/func/sub-044_task-pieman_bold.nii.gz sub-047/func/sub-047_task-pieman_bold.nii.gz '
        'sub-049/func/sub-049_task-shapessocial_bold.nii.gz sub-056/func/sub-056_task-lucy_bold.nii.gz '
        'sub-058/func/sub-058_task-shapessocial_bold.nii.gz sub-058/func/sub-058_task-tunnel_bold.nii.gz '
        'sub-060/func/sub-060_task-pieman_bold.nii.gz sub-061/func/sub-061_task-pieman_bold.nii.gz '
        'sub-063/func/sub-063_task-pieman_bold.nii.gz sub-064/func/sub-064_task-pieman_bold.nii.gz '
        'sub-066/func/sub-066_task-notthefalllongscram_bold.nii.gz '
        'sub-066/func/sub-066_task-prettymouth_bold.nii.gz sub-067/func/sub-067_task-pieman_bold.nii.gz '
        'sub-069/func/sub-069_task-pieman_bold.nii.gz sub-073/func/sub-073_task-lucy_bold.nii.gz '
        'sub-077/func/sub-077_task-pieman_bold.nii.gz sub-079/func/sub-079_task-milkyway_bold.nii.gz '
        'sub-080/func/sub-080_task-pieman_bold.nii.gz sub-082/func/sub-082_task-pieman_bold.nii.gz '
        'sub-084/func/sub-084_task-slumlordreach_bold.nii.gz sub-089/func/sub-089_task-milkyway_bold.nii.gz '
        'sub-090/func/sub-090_task-prettymouth_bold.nii.gz sub-095/func/sub-095_task-prettymouth_bold.nii.gz '
        'sub-095/func/sub-095_task-shapesphysical_bold.nii.gz sub-096/func/sub-096_task-milkyway_bold.nii.gz '
        'sub-097/func/sub-097_task-milkyway_bold.nii.gz sub-102/func/sub-102_task-prettymouth_bold.nii.gz '
        'sub-103/func/sub-103_task-prettymouth_bold.nii.gz sub-104/func/sub-104_task-milkyway_bold.nii.gz '
        'sub-105/func/sub-105_task-prettymouth_bold.nii.gz sub-107/func/sub-107_task-milkyway_bold.nii.gz '
        'sub-111/func/sub-111_task-notthefallintact_bold.nii.gz '
        'sub-111/func/sub-111_task-prettymouth_bold.nii.gz sub-112/func/sub-112_task-milkyway_bold.nii.gz '
        'sub-115/func/sub-115_task-shapesphysical_bold.nii.gz sub-119/func/sub-119_task-milkyway_bold.nii.gz '
        'sub-121/func/sub-121_task-milkyway_bold.nii.gz sub-122/func/sub-122_task-milkyway_bold.nii.gz '
        'sub-132/func/sub-132_task-notthefalllongscram_bold.nii.gz '
        'sub-133/func/sub-133_task-notthefallintact_bold.nii.gz '
        'sub-133/func/sub-133_task-notthefalllongscram_bold.nii.gz '
        'sub-136/func/sub-136_task-notthefallintact_bold.nii.gz '
        'sub-139/func/sub-139_task-notthefallintact_bold.nii.gz '
        'sub-140/func/sub-140_task-notthefallintact_bold.nii.gz '
        'sub-141/func/sub-141_task-slumlordreach_bold.nii.gz '
        'sub-143/func/sub-143_task-notthefallshortscram_bold.nii.gz '
        'sub-144/func/sub-144_task-notthefalllongscram_bold.nii.gz '
        'sub-144/func/sub-144_task-slumlordreach_bold.nii.gz sub-146/func/sub-146_task-merlin_bold.nii.gz '
        'sub-147/func/sub-147_task-sherlock_bold.nii.gz sub-150/func/sub-150_task-sherlock_bold.nii.gz '
        'sub-151/func/sub-151_task-sherlock_bold.nii.gz sub-152/func/sub-152_task-merlin_bold.nii.gz '
        'sub-152/func/sub-152_task-sherlock_bold.nii.gz sub-153/func/sub-153_task-merlin_bold.nii.gz '
        'sub-153/func/sub-153_task-sherlock_bold.nii.gz sub-154/func/sub-154_task-merlin_bold.nii.gz '
        'sub-154/func/sub-154_task-sherlock_bold.nii.gz sub-155/func/sub-155_task-sherlock_bold.nii.gz '
        'sub-157/func/sub-157_task-merlin_bold.nii.gz sub-157/func/sub-157_task-sherlock_bold.nii.gz '
        'sub-159/func/sub-159_task-merlin_bold.nii.gz sub-159/func/sub-159_task-sherlock_bold.nii.gz '
        'sub-162/func/sub-162_task-sherlock_bold.nii.gz sub-163/func/sub-163_task-merlin_bold.nii.gz '
        'sub-163/func/sub-163_task-sherlock_bold.nii.gz sub-164/func/sub-164_task-merlin_bold.nii.gz '
        'sub-165/func/sub-165_task-sherlock_bold.nii.gz sub-169/func/sub-169_task-sherlock_bold.nii.gz '
        'sub-170/func/sub-170_task-merlin_bold.nii.gz sub-171/func/sub-171_task-schema_run-2_bold.nii.gz '
        'sub-172/func/sub-172_task-merlin_bold.nii.gz sub-173/func/sub-173_task-sherlock_bold.nii.gz '
        'sub-176/func/sub-176_task-sherlock_bold.nii.gz sub-177/func/sub-177_task-sherlock_bold.nii.gz '
        'sub-178/func/sub-178_task-merlin_bold.nii.gz sub-179/func/sub-179_task-merlin_bold.nii.gz '
        'sub-180/func/sub-180_task-merlin_bold.nii.gz sub-182/func/sub-182_task-schema_run-3_bold.nii.gz '
        'sub-183/func/sub-183_task-schema_run-2_bold.nii.gz '
        'sub-183/func/sub-183_task-schema_run-3_bold.nii.gz '
        'sub-184/func/sub-184_task-schema_run-1_bold.nii.gz '
        'sub-187/func/sub-187_task-schema_run-3_bold.nii.gz '
        'sub-189/func/sub-189_task-schema_run-3_bold.nii.gz '
        'sub-189/func/sub-189_task-schema_run-4_bold.nii.gz '
        'sub-190/func/sub-190_task-schema_run-1_bold.nii.gz '
        'sub-190/func/sub-190_task-shapessocial_bold.nii.gz '
        'sub-192/func/sub-192_task-schema_run-1_bold.nii.gz '
        'sub-192/func/sub-192_task-schema_run-4_bold.nii.gz '
        'sub-194/func/sub-194_task-schema_run-2_bold.nii.gz '
        'sub-194/func/sub-194_task-schema_run-3_bold.nii.gz '
        'sub-196/func/sub-196_task-schema_run-2_bold.nii.gz '
        'sub-196/func/sub-196_task-schema_run-4_bold.nii.gz '
        'sub-197/func/sub-197_task-schema_run-1_bold.nii.gz '
        'sub-197/func/sub-197_task-schema_run-2_bold.nii.gz '
        'sub-198/func/sub-198_task-schema_run-3_bold.nii.gz '
        'sub-198/func/sub-198_task-schema_run-4_bold.nii.gz '
        'sub-200/func/sub-200_task-schema_run-1_bold.nii.gz '
        'sub-200/func/sub-200_task-schema_run-4_bold.nii.gz '
        'sub-202/func/sub-202_task-schema_run-2_bold.nii.gz '
        'sub-204/func/sub-204_task-schema_run-1_bold.nii.gz '
        'sub-204/func/sub-204_task-schema_run-2_bold.nii.gz '
        'sub-205/func/sub-205_task-schema_run-1_bold.nii.gz '
        'sub-207/func/sub-207_task-shapesphysical_bold.nii.gz '
        'sub-207/func/sub-207_task-shapessocial_bold.nii.gz '
        'sub-210/func/sub-210_task-shapessocial_bold.nii.gz '
        'sub-211/func/sub-211_task-shapessocial_bold.nii.gz '
        'sub-212/func/sub-212_task-shapesphysical_bold.nii.gz '
        'sub-216/func/sub-216_task-shapessocial_bold.nii.gz '
        'sub-218/func/sub-218_task-shapessocial_bold.nii.gz '
        'sub-219/func/sub-219_task-shapessocial_bold.nii.gz '
        'sub-223/func/sub-223_task-shapessocial_bold.nii.gz '
        'sub-224/func/sub-224_task-shapesphysical_bold.nii.gz '
        'sub-225/func/sub-225_task-shapessocial_bold.nii.gz '
        'sub-226/func/sub-226_task-shapesphysical_bold.nii.gz '
        'sub-227/func/sub-227_task-shapesphysical_bold.nii.gz '
        'sub-229/func/sub-229_task-shapessocial_bold.nii.gz '
        'sub-230/func/sub-230_task-shapessocial_bold.nii.gz '
        'sub-234/func/sub-234_task-shapessocial_bold.nii.gz '
        'sub-235/func/sub-235_task-shapesphysical_bold.nii.gz '
        'sub-236/func/sub-236_task-shapessocial_bold.nii.gz '
        'sub-237/func/sub-237_task-shapessocial_bold.nii.gz '
        'sub-239/func/sub-239_task-shapessocial_bold.nii.gz '
        'sub-240/func/sub-240_task-shapessocial_bold.nii.gz '
        'sub-241/func/sub-241_task-shapesphysical_bold.nii.gz '
        'sub-242/func/sub-242_task-shapessocial_bold.nii.gz '
        'sub-243/func/sub-243_task-shapessocial_bold.nii.gz '
        'sub-244/func/sub-244_task-shapessocial_bold.nii.gz '
        'sub-245/func/sub-245_task-shapesphysical_bold.nii.gz '
        'sub-245/func/sub-245_task-shapessocial_bold.nii.gz '
        'sub-248/func/sub-248_task-shapesphysical_bold.nii.gz sub-249/func/sub-249_task-21styear_bold.nii.gz '
        'sub-253/func/sub-253_task-shapessocial_bold.nii.gz sub-259/func/sub-259_task-21styear_bold.nii.gz '
        'sub-262/func/sub-262_task-21styear_bold.nii.gz sub-267/func/sub-267_task-piemanpni_bold.nii.gz '
        'sub-268/func/sub-268_task-notthefallintact_bold.nii.gz sub-272/func/sub-272_task-black_bold.nii.gz '
        'sub-272/func/sub-272_task-forgot_bold.nii.gz sub-273/func/sub-273_task-black_bold.nii.gz '
        'sub-274/func/sub-274_task-black_bold.nii.gz sub-275/func/sub-275_task-black_bold.nii.gz '
        'sub-275/func/sub-275_task-bronx_bold.nii.gz sub-276/func/sub-276_task-black_bold.nii.gz '
        'sub-279/func/sub-279_task-piemanpni_bold.nii.gz sub-282/func/sub-282_task-black_bold.nii.gz '
        'sub-283/func/sub-283_task-forgot_bold.nii.gz sub-283/func/sub-283_task-piemanpni_bold.nii.gz '
        'sub-284/func/sub-284_task-bronx_bold.nii.gz sub-285/func/sub-285_task-black_bold.nii.gz '
        'sub-285/func/sub-285_task-piemanpni_bold.nii.gz sub-286/func/sub-286_task-black_bold.nii.gz '
        'sub-287/func/sub-287_task-bronx_bold.nii.gz sub-287/func/sub-287_task-forgot_bold.nii.gz '
        'sub-291/func/sub-291_task-black_bold.nii.gz sub-291/func/sub-291_task-bronx_bold.nii.gz '
        'sub-292/func/sub-292_task-black_bold.nii.gz sub-293/func/sub-293_task-black_bold.nii.gz '
        'sub-294/func/sub-294_task-forgot_bold.nii.gz sub-294/func/sub-294_task-piemanpni_bold.nii.gz '
        'sub-295/func/sub-295_task-bronx_bold.nii.gz sub-297/func/sub-297_task-bronx_bold.nii.gz '
        'sub-297/func/sub-297_task-forgot_bold.nii.gz sub-299/func/sub-299_task-black_bold.nii.gz '
        'sub-302/func/sub-302_task-black_bold.nii.gz sub-302/func/sub-302_task-forgot_bold.nii.gz '
        'sub-303/func/sub-303_task-black_bold.nii.gz sub-305/func/sub-305_task-bronx_bold.nii.gz '
        'sub-305/func/sub-305_task-forgot_bold.nii.gz sub-308/func/sub-308_task-bronx_bold.nii.gz '
        'sub-310/func/sub-310_task-forgot_bold.nii.gz sub-310/func/sub-310_task-piemanpni_bold.nii.gz '
        'sub-311/func/sub-311_task-forgot_bold.nii.gz sub-311/func/sub-311_task-piemanpni_bold.nii.gz '
        'sub-312/func/sub-312_task-forgot_bold.nii.gz sub-313/func/sub-313_task-piemanpni_bold.nii.gz '
        'sub-315/func/sub-315_task-black_bold.nii.gz sub-315/func/sub-315_task-bronx_bold.nii.gz '
        'sub-317/func/sub-317_task-notthefallintact_bold.nii.gz '
        'sub-318/func/sub-318_task-notthefallintact_bold.nii.gz '
        'sub-319/func/sub-319_task-notthefallintact_bold.nii.gz '
        'sub-320/func/sub-320_task-notthefallintact_bold.nii.gz '
        'sub-321/func/sub-321_task-notthefallintact_bold.nii.gz '
        'sub-322/func/sub-322_task-notthefallintact_bold.nii.gz '
        'sub-325/func/sub-325_task-notthefallintact_bold.nii.gz '
        'sub-326/func/sub-326_task-notthefallintact_bold.nii.gz '
        'sub-327/func/sub-327_task-notthefallintact_bold.nii.gz '
        'sub-331/func/sub-331_task-notthefalllongscram_bold.nii.gz '
        'sub-332/func/sub-332_task-notthefallshortscram_bold.nii.gz '
        'sub-333/func/sub-333_task-notthefallshortscram_bold.nii.gz '
        'sub-336/func/sub-336_task-notthefallshortscram_bold.nii.gz '
        'sub-337/func/sub-337_task-notthefallintact_bold.nii.gz '
        'sub-337/func/sub-337_task-notthefalllongscram_bold.nii.gz '
        'sub-338/func/sub-338_task-notthefallintact_bold.nii.gz '
        'sub-340/func/sub-340_task-notthefallintact_bold.nii.gz '
        'sub-340/func/sub-340_task-notthefalllongscram_bold.nii.gz '
        'sub-341/func/sub-341_task-notthefallintact_bold.nii.gz '
        'sub-342/func/sub-342_task-notthefallintact_bold.nii.gz '
        'sub-344/func/sub-344_task-notthefallintact_bold.nii.gz'
    ),
    'sub-034/func': (
        'sub-034_task-milkyway_bold.nii.gz sub-034_task-notthefalllongscram_bold.nii.gz '
        'sub-034_task-pieman_bold.nii.gz'
    ),
    'sub-052/func': (
        'sub-052_task-pieman_bold.nii.gz sub-052_task-prettymouth_bold.nii.gz '
        'sub-052_task-tunnel_bold.nii.gz'
    ),
    'sub-075/func': (
        'sub-075_task-21styear_bold.nii.gz sub-075_task-merlin_bold.nii.gz sub-075_task-pieman_bold.nii.gz '
        'sub-075_task-schema_run-1_bold.nii.gz sub-075_task-schema_run-2_bold.nii.gz '
        'sub-075_task-schema_run-4_bold.nii.gz'
    ),
    'sub-081/func': (
        'sub-081_task-milkyway_bold.nii.gz sub-081_task-pieman_bold.nii.gz '
        'sub-081_task-prettymouth_bold.nii.gz'
    ),
    'sub-106/func': (
        'sub-106_task-notthefallintact_bold.nii.gz sub-106_task-notthefalllongscram_bold.nii.gz '
        'sub-106_task-slumlordreach_bold.nii.gz'
    ),
    'sub-109/func': (
        'sub-109_task-milkyway_bold.nii.gz sub-109_task-prettymouth_bold.nii.gz '
        'sub-109_task-schema_run-4_bold.nii.gz'
    ),
    'sub-127/func': (
        'sub-127_task-piemanpni_bold.nii.gz sub-127_task-shapesphysical_bold.nii.gz '
        'sub-127_task-shapessocial_bold.nii.gz'
    ),
    'sub-142/func': (
        'sub-142_task-notthefallintact_bold.nii.gz sub-142_task-notthefalllongscram_bold.nii.gz '
        'sub-142_task-slumlordreach_bold.nii.gz'
    ),
    'sub-181/func': (
        'sub-181_task-schema_run-1_bold.nii.gz sub-181_task-schema_run-2_bold.nii.gz '
        'sub-181_task-shapessocial_bold.nii.gz'
    ),
    'sub-186/func': (
        'sub-186_task-schema_run-4_bold.nii.gz sub-186_task-shapesphysical_bold.nii.gz '
        'sub-186_task-shapessocial_bold.nii.gz'
    ),
    'sub-191/func': (
        'sub-191_task-schema_run-3_bold.nii.gz sub-191_task-shapesphysical_bold.nii.gz '
        'sub-191_task-shapessocial_bold.nii.gz'
    ),
    'sub-193/func': (
        'sub-193_task-schema_run-1_bold.nii.gz sub-193_task-schema_run-2_bold.nii.gz '
        'sub-193_task-schema_run-3_bold.nii.gz'
    ),
    'sub-195/func': (
        'sub-195_task-notthefallshortscram_bold.nii.gz sub-195_task-schema_run-1_bold.nii.gz '
        'sub-195_task-schema_run-3_bold.nii.gz sub-195_task-schema_run-4_bold.nii.gz'
    ),
    'sub-199/func': (
        'sub-199_task-notthefalllongscram_bold.nii.gz sub-199_task-schema_run-3_bold.nii.gz '
        'sub-199_task-schema_run-4_bold.nii.gz'
    ),
    'sub-201/func': (
        'sub-201_task-schema_run-3_bold.nii.gz sub-201_task-schema_run-4_bold.nii.gz '
        'sub-201_task-shapesphysical_bold.nii.gz sub-201_task-shapessocial_bold.nii.gz'
    ),
    'sub-203/func': (
        'sub-203_task-schema_run-2_bold.nii.gz sub-203_task-schema_run-3_bold.nii.gz '
        'sub-203_task-schema_run-4_bold.nii.gz'
    ),
    'sub-265/func': (
        'sub-265_task-21styear_bold.nii.gz sub-265_task-black_bold.nii.gz sub-265_task-bronx_bold.nii.gz '
        'sub-265_task-piemanpni_bold.nii.gz'
    ),
    'sub-288/func': (
        'sub-288_task-black_bold.nii.gz sub-288_task-bronx_bold.nii.gz sub-288_task-forgot_bold.nii.gz '
        'sub-288_task-piemanpni_bold.nii.gz'
    ),
    'sub-296/func': (
        'sub-296_task-black_bold.nii.gz sub-296_task-bronx_bold.nii.gz sub-296_task-piemanpni_bold.nii.gz'
    ),
    'sub-300/func': (
        'sub-300_task-bronx_bold.nii.gz sub-300_task-forgot_bold.nii.gz sub-300_task-piemanpni_bold.nii.gz'
    ),
    'sub-304/func': (
        'sub-304_task-bronx_bold.nii.gz sub-304_task-forgot_bold.nii.gz sub-304_task-piemanpni_bold.nii.gz'
    ),
    'sub-309/func': (
        'sub-309_task-black_bold.nii.gz sub-309_task-bronx_bold.nii.gz sub-309_task-forgot_bold.nii.gz'
    ),
    'sub-314/func': (
        'sub-314_task-black_bold.nii.gz sub-314_task-bronx_bold.nii.gz sub-314_task-piemanpni_bold.nii.gz'
    ),
}

NARRATIVES_BOLD_OTHER = {
    '': (
        'stimuli/prettymouth_audio.wav sub-001/func/sub-001_task-pieman_run-1_bold.json '
        'sub-004/func/sub-004_task-pieman_run-1_events.tsv sub-004/func/sub-004_task-pieman_run-2_bold.json '
        'sub-005/func/sub-005_task-pieman_run-2_bold.json sub-005/func/sub-005_task-tunnel_bold.json '
        'sub-007/func/sub-007_task-pieman_bold.json sub-008/func/sub-008_task-pieman_run-2_bold.json '
        'sub-010/func/sub-010_task-pieman_run-1_bold.json sub-015/func/sub-015_task-pieman_run-1_events.tsv '
        'sub-022/func/sub-022_task-lucy_bold.json sub-022/func/sub-022_task-lucy_events.tsv '
        'sub-024/func/sub-024_task-pieman_bold.json sub-030/func/sub-030_task-milkyway_events.tsv '
        'sub-032/func/sub-032_task-prettymouth_events.tsv sub-034/func/sub-034_task-prettymouth_bold.json '
        'sub-035/func/sub-035_task-pieman_bold.json sub-038/func/sub-038_task-milkyway_events.tsv '
        'sub-038/func/sub-038_task-prettymouth_bold.json sub-044/func/sub-044_task-pieman_events.tsv '
        'sub-052/func/sub-052_task-tunnel_bold.json sub-056/func/sub-056_task-lucy_bold.json '
        'sub-058/func/sub-058_task-shapesphysical_events.tsv sub-061/func/sub-061_task-lucy_bold.json '
        'sub-061/func/sub-061_task-tunnel_bold.json sub-063/func/sub-063_task-pieman_bold.json '
        'sub-063/func/sub-063_task-tunnel_bold.json sub-066/func/sub-066_task-lucy_events.tsv '
        'sub-066/func/sub-066_task-pieman_bold.json sub-073/anat/sub-073_T1w.nii.gz '
        'sub-073/func/sub-073_task-lucy_bold.json sub-075/anat/sub-075_run-2_T1w.json '
        'sub-075/func/sub-075_task-schema_run-3_bold.json sub-075/func/sub-075_task-schema_run-4_bold.json '
        'sub-077/func/sub-077_task-pieman_events.tsv sub-078/func/sub-078_task-pieman_bold.json '
        'sub-079/func/sub-079_task-milkyway_events.tsv sub-080/func/sub-080_task-pieman_events.tsv '
        'sub-081/func/sub-081_task-milkyway_events.tsv sub-084/func/sub-084_task-prettymouth_bold.json '
        'sub-085/func/sub-085_task-prettymouth_events.tsv sub-090/func/sub-090_task-milkyway_events.tsv '
        'sub-093/func/sub-093_task-prettymouth_events.tsv sub-095/func/sub-095_task-milkyway_events.tsv '
        'sub-096/func/sub-096_task-milkyway_bold.json '
        'sub-096/func/sub-096_task-notthefallshortscram_events.tsv sub-103/sub-103_scans.tsv '
        'sub-104/func/sub-104_task-milkyway_events.tsv sub-104/func/sub-104_task-prettymouth_bold.json '
        'sub-105/func/sub-105_task-prettymouth_bold.json '
        'sub-106/func/sub-106_task-notthefalllongscram_events.tsv '
        'sub-110/func/sub-110_task-prettymouth_bold.json sub-114/sub-114_scans.json '
        'sub-115/func/sub-115_task-shapesphysical_bold.json sub-119/sub-119_scans.json '
        'sub-120/sub-120_scans.tsv sub-126/anat/sub-126_T1w.nii.gz '
        'sub-129/func/sub-129_task-milkyway_events.tsv sub-130/sub-130_scans.json sub-131/sub-131_scans.json '
        'sub-132/func/sub-132_task-schema_run-1_bold.json sub-132/sub-132_scans.json '
        'sub-133/func/sub-133_task-slumlordreach_bold.json '
        'sub-135/func/sub-135_task-notthefallshortscram_events.tsv '
        'sub-139/func/sub-139_task-slumlordreach_bold.json sub-142/anat/sub-142_T1w.nii.gz '
        'sub-142/func/sub-142_task-notthefallintact_events.tsv '
        'sub-144/func/sub-144_task-notthefallintact_bold.json sub-145/sub-145_scans.json '
        'sub-146/func/sub-146_task-merlin_events.tsv sub-153/func/sub-153_task-merlin_bold.json '
        'sub-154/func/sub-154_task-merlin_events.tsv sub-155/func/sub-155_task-merlin_events.tsv '
        'sub-155/func/sub-155_task-sherlock_events.tsv sub-157/anat/sub-157_T1w.json '
        'sub-157/func/sub-157_task-merlin_events.tsv sub-157/func/sub-157_task-sherlock_bold.json '
        'sub-159/anat/sub-159_T1w.json sub-159/func/sub-159_task-merlin_events.tsv '
        'sub-159/func/sub-159_task-sherlock_bold.json sub-160/func/sub-160_task-sherlock_bold.json '
        'sub-162/func/sub-162_task-sherlock_bold.json sub-163/func/sub-163_task-merlin_bold.json '
        'sub-165/func/sub-165_task-merlin_events.tsv sub-169/func/sub-169_task-sherlock_bold.json '
        'sub-170/sub-170_scans.tsv sub-172/func/sub-172_task-sherlock_bold.json '
        'sub-179/anat/sub-179_T1w.nii.gz sub-179/func/sub-179_task-merlin_events.tsv '
        'sub-179/sub-179_scans.tsv sub-180/func/sub-180_task-merlin_bold.json '
        'sub-180/func/sub-180_task-merlin_events.tsv sub-183/func/sub-183_task-schema_run-2_bold.json '
        'sub-183/func/sub-183_task-schema_run-3_events.tsv sub-184/anat/sub-184_T1w.json '
        'sub-185/func/sub-185_task-schema_run-3_bold.json sub-187/func/sub-187_task-schema_run-3_events.tsv '
        'sub-187/func/sub-187_task-schema_run-4_events.tsv sub-189/func/sub-189_task-schema_run-1_events.tsv '
        'sub-190/func/sub-190_task-shapesphysical_bold.json sub-191/anat/sub-191_run-1_T1w.json '
        'sub-192/func/sub-192_task-schema_run-2_bold.json sub-192/func/sub-192_task-schema_run-4_events.tsv '
        'sub-193/func/sub-193_task-schema_run-1_bold.json '
        'sub-195/func/sub-195_task-notthefallintact_events.tsv '
        'sub-195/func/sub-195_task-schema_run-3_bold.json sub-196/func/sub-196_task-schema_run-2_bold.json '
        'sub-196/func/sub-196_task-schema_run-2_events.tsv sub-201/func/sub-201_task-shapessocial_bold.json '
        'sub-202/func/sub-202_task-schema_run-1_events.tsv sub-203/sub-203_scans.json '
        'sub-205/func/sub-205_task-schema_run-2_bold.json sub-205/func/sub-205_task-schema_run-3_bold.json '
        'sub-206/func/sub-206_task-shapessocial_bold.json sub-207/func/sub-207_task-shapesphysical_bold.json '
        'sub-209/anat/sub-209_T1w.nii.gz sub-211/func/sub-211_task-shapessocial_bold.json '
        'sub-216/func/sub-216_task-shapessocial_bold.json sub-223/anat/sub-223_T1w.json '
        'sub-226/func/sub-226_task-shapesphysical_bold.json '
        'sub-227/func/sub-227_task-shapesphysical_events.tsv '
        'sub-229/func/sub-229_task-shapesphysical_events.tsv '
        'sub-230/func/sub-230_task-shapessocial_events.tsv sub-231/sub-231_scans.json '
        'sub-234/func/sub-234_task-shapessocial_bold.json sub-237/anat/sub-237_T1w.nii.gz '
        'sub-237/func/sub-237_task-shapessocial_bold.json sub-237/func/sub-237_task-shapessocial_events.tsv '
        'sub-239/sub-239_scans.json sub-240/func/sub-240_task-shapesphysical_bold.json '
        'sub-240/func/sub-240_task-shapessocial_bold.json '
        'sub-241/func/sub-241_task-shapesphysical_events.tsv '
        'sub-241/func/sub-241_task-shapessocial_events.tsv '
        'sub-242/func/sub-242_task-shapesphysical_events.tsv '
        'sub-242/func/sub-242_task-shapessocial_events.tsv sub-243/func/sub-243_task-shapessocial_bold.json '
        'sub-248/func/sub-248_task-shapesphysical_events.tsv '
        'sub-248/func/sub-248_task-shapessocial_events.tsv '
        'sub-253/func/sub-253_task-shapesphysical_bold.json sub-253/sub-253_scans.tsv '
        'sub-262/func/sub-262_task-21styear_bold.json sub-265/func/sub-265_task-bronx_events.tsv '
        'sub-265/func/sub-265_task-forgot_events.tsv sub-267/func/sub-267_task-piemanpni_bold.json '
        'sub-268/func/sub-268_task-21styear_bold.json sub-273/func/sub-273_task-bronx_events.tsv '
        'sub-274/func/sub-274_task-black_events.tsv sub-274/func/sub-274_task-forgot_bold.json '
        'sub-279/func/sub-279_task-black_events.tsv sub-280/anat/sub-280_T2w.json '
        'sub-280/func/sub-280_task-black_bold.json sub-280/func/sub-280_task-forgot_events.tsv '
        'sub-282/func/sub-282_task-black_events.tsv sub-282/func/sub-282_task-forgot_bold.json '
        'sub-283/func/sub-283_task-black_events.tsv sub-283/func/sub-283_task-forgot_events.tsv '
        'sub-284/func/sub-284_task-bronx_bold.json sub-284/func/sub-284_task-piemanpni_events.tsv '
        'sub-285/func/sub-285_task-black_events.tsv sub-285/func/sub-285_task-piemanpni_bold.json '
        'sub-286/func/sub-286_task-bronx_events.tsv sub-292/func/sub-292_task-black_bold.json '
        'sub-292/func/sub-292_task-piemanpni_bold.json sub-295/func/sub-295_task-black_events.tsv '
        'sub-296/func/sub-296_task-piemanpni_events.tsv sub-296/sub-296_scans.tsv '
        'sub-299/func/sub-299_task-forgot_bold.json sub-302/anat/sub-302_T2w.json '
        'sub-302/func/sub-302_task-black_events.tsv sub-302/func/sub-302_task-piemanpni_bold.json '
        'sub-304/func/sub-304_task-bronx_bold.json sub-305/func/sub-305_task-black_bold.json '
        'sub-305/func/sub-305_task-bronx_bold.json sub-307/anat/sub-307_T2w.nii.gz '
        'sub-308/func/sub-308_task-bronx_bold.json sub-308/func/sub-308_task-piemanpni_events.tsv '
        'sub-311/func/sub-311_task-piemanpni_events.tsv sub-314/func/sub-314_task-bronx_bold.json '
        'sub-320/anat/sub-320_T1w.nii.gz sub-320/func/sub-320_task-notthefallintact_bold.json '
        'sub-322/sub-322_scans.tsv sub-326/func/sub-326_task-notthefalllongscram_events.tsv '
        'sub-327/func/sub-327_task-notthefalllongscram_bold.json '
        'sub-329/func/sub-329_task-notthefallshortscram_events.tsv '
        'sub-331/func/sub-331_task-notthefalllongscram_bold.json sub-332/sub-332_scans.json '
        'sub-332/sub-332_scans.tsv sub-334/func/sub-334_task-notthefallintact_events.tsv '
        'sub-337/func/sub-337_task-notthefallintact_events.tsv sub-337/sub-337_scans.tsv '
        'sub-343/func/sub-343_task-notthefallintact_events.tsv '
        'sub-344/func/sub-344_task-notthefallintact_bold.json'
    ),
    'sub-016/func': (
        'sub-016_task-notthefallintact_bold.json sub-016_task-notthefallintact_events.tsv '
        'sub-016_task-notthefallshortscram_bold.json'
    ),
    'sub-049/func': (
        'sub-049_task-schema_run-1_events.tsv sub-049_task-schema_run-4_bold.json '
        'sub-049_task-schema_run-4_events.tsv sub-049_task-shapesphysical_events.tsv'
    ),
    'sub-089/func': (
        'sub-089_task-milkyway_events.tsv sub-089_task-schema_run-3_bold.json '
        'sub-089_task-schema_run-4_events.tsv'
    ),
    'sub-109/func': (
        'sub-109_task-prettymouth_events.tsv sub-109_task-schema_run-1_events.tsv '
        'sub-109_task-schema_run-2_bold.json'
    ),
    'sub-127/func': (
        'sub-127_task-forgot_events.tsv sub-127_task-milkyway_bold.json '
        'sub-127_task-shapesphysical_bold.json'
    ),
    'sub-147/func': (
        'sub-147_task-merlin_events.tsv sub-147_task-sherlock_bold.json sub-147_task-sherlock_events.tsv'
    ),
    'sub-171/func': (
        'sub-171_task-merlin_bold.json sub-171_task-merlin_events.tsv sub-171_task-schema_run-1_events.tsv '
        'sub-171_task-schema_run-2_bold.json sub-171_task-schema_run-4_bold.json '
        'sub-171_task-sherlock_events.tsv'
    ),
    'sub-181/func': (
        'sub-181_task-schema_run-2_bold.json sub-181_task-schema_run-3_bold.json '
        'sub-181_task-schema_run-4_bold.json'
    ),
    'sub-191/func': (
        'sub-191_task-schema_run-1_bold.json sub-191_task-schema_run-2_bold.json '
        'sub-191_task-schema_run-2_events.tsv'
    ),
    'sub-194/func': (
        'sub-194_task-schema_run-1_bold.json sub-194_task-schema_run-2_bold.json '
        'sub-194_task-schema_run-2_events.tsv'
    ),
    'sub-199/func': (
        'sub-199_task-schema_run-2_bold.json sub-199_task-schema_run-3_events.tsv '
        'sub-199_task-schema_run-4_bold.json'
    ),
    'sub-235/func': (
        'sub-235_task-21styear_events.tsv sub-235_task-shapesphysical_events.tsv '
        'sub-235_task-shapessocial_bold.json'
    ),
    'sub-276/func': (
        'sub-276_task-bronx_bold.json sub-276_task-forgot_bold.json sub-276_task-piemanpni_events.tsv'
    ),
    'sub-287/func': (
        'sub-287_task-bronx_bold.json sub-287_task-bronx_events.tsv sub-287_task-forgot_events.tsv'
    ),
    'sub-291/func': (
        'sub-291_task-black_events.tsv sub-291_task-forgot_events.tsv sub-291_task-piemanpni_bold.json'
    ),
    'sub-293/func': (
        'sub-293_task-black_events.tsv sub-293_task-bronx_bold.json sub-293_task-piemanpni_events.tsv'
    ),
    'sub-294/func': (
        'sub-294_task-black_bold.json sub-294_task-forgot_bold.json sub-294_task-piemanpni_events.tsv'
    ),
    'sub-297/func': (
        'sub-297_task-black_bold.json sub-297_task-forgot_events.tsv sub-297_task-piemanpni_bold.json'
    ),
}

SLEEPY_BOLD_KIND = {
    '': (
        'sub-9001/ses-2/func/sub-9001_ses-2_task-sleepiness_bold.nii.gz '
        'sub-9002/ses-1/func/sub-9002_ses-1_task-faces_bold.nii.gz '
        'sub-9003/ses-1/func/sub-9003_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9003/ses-2/func/sub-9003_ses-2_task-sleepiness_bold.nii.gz '
        'sub-9004/ses-1/func/sub-9004_ses-1_task-faces_bold.nii.gz '
        'sub-9004/ses-1/func/sub-9004_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9004/ses-2/func/sub-9004_ses-2_task-hands_bold.nii.gz '
        'sub-9005/ses-1/func/sub-9005_ses-1_task-hands_bold.nii.gz '
        'sub-9005/ses-1/func/sub-9005_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9005/ses-2/func/sub-9005_ses-2_task-rest_bold.nii.gz '
        'sub-9007/ses-2/func/sub-9007_ses-2_task-faces_bold.nii.gz '
        'sub-9007/ses-2/func/sub-9007_ses-2_task-hands_bold.nii.gz '
        'sub-9009/ses-1/func/sub-9009_ses-1_task-arrows_bold.nii.gz '
        'sub-9009/ses-1/func/sub-9009_ses-1_task-hands_bold.nii.gz '
        'sub-9009/ses-2/func/sub-9009_ses-2_task-arrows_bold.nii.gz '
        'sub-9011/ses-1/func/sub-9011_ses-1_task-arrows_bold.nii.gz '
        'sub-9011/ses-1/func/sub-9011_ses-1_task-rest_bold.nii.gz '
        'sub-9011/ses-2/func/sub-9011_ses-2_task-faces_bold.nii.gz '
        'sub-9012/ses-1/func/sub-9012_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9014/ses-1/func/sub-9014_ses-1_task-arrows_bold.nii.gz '
        'sub-9014/ses-1/func/sub-9014_ses-1_task-faces_bold.nii.gz '
        'sub-9014/ses-2/func/sub-9014_ses-2_task-rest_bold.nii.gz '
        'sub-9014/ses-2/func/sub-9014_ses-2_task-sleepiness_bold.nii.gz '
        'sub-9016/ses-1/func/sub-9016_ses-1_task-rest_bold.nii.gz '
        'sub-9016/ses-1/func/sub-9016_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9017/ses-1/func/sub-9017_ses-1_task-hands_bold.nii.gz '
        'sub-9017/ses-2/func/sub-9017_ses-2_task-faces_bold.nii.gz '
        'sub-9017/ses-2/func/sub-9017_ses-2_task-rest_bold.nii.gz '
        'sub-9018/ses-2/func/sub-9018_ses-2_task-rest_bold.nii.gz '
        'sub-9019/ses-1/func/sub-9019_ses-1_task-arrows_bold.nii.gz '
        'sub-9019/ses-1/func/sub-9019_ses-1_task-hands_bold.nii.gz '
        'sub-9019/ses-2/func/sub-9019_ses-2_task-arrows_bold.nii.gz '
        'sub-9020/ses-1/func/sub-9020_ses-1_task-arrows_bold.nii.gz '
        'sub-9020/ses-1/func/sub-9020_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9022/ses-1/func/sub-9022_ses-1_task-arrows_bold.nii.gz '
        'sub-9022/ses-1/func/sub-9022_ses-1_task-rest_bold.nii.gz '
        'sub-9025/ses-1/func/sub-9025_ses-1_task-faces_bold.nii.gz '
        'sub-9025/ses-2/func/sub-9025_ses-2_task-faces_bold.nii.gz '
        'sub-9026/ses-2/func/sub-9026_ses-2_task-arrows_bold.nii.gz '
        'sub-9028/ses-1/func/sub-9028_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9032/ses-1/func/sub-9032_ses-1_task-rest_bold.nii.gz '
        'sub-9032/ses-1/func/sub-9032_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9033/ses-2/func/sub-9033_ses-2_task-faces_bold.nii.gz '
        'sub-9033/ses-2/func/sub-9033_ses-2_task-hands_bold.nii.gz '
        'sub-9034/ses-2/func/sub-9034_ses-2_task-arrows_bold.nii.gz '
        'sub-9034/ses-2/func/sub-9034_ses-2_task-faces_bold.nii.gz '
        'sub-9035/ses-1/func/sub-9035_ses-1_task-arrows_bold.nii.gz '
        'sub-9035/ses-1/func/sub-9035_ses-1_task-faces_bold.nii.gz '
        'sub-9035/ses-2/func/sub-9035_ses-2_task-arrows_bold.nii.gz '
        'sub-9035/ses-2/func/sub-9035_ses-2_task-sleepiness_bold.nii.gz '
        'sub-9036/ses-1/func/sub-9036_ses-1_task-faces_bold.nii.gz '
        'sub-9036/ses-1/func/sub-9036_ses-1_task-rest_bold.nii.gz '
        'sub-9036/ses-2/func/sub-9036_ses-2_task-faces_bold.nii.gz '
        'sub-9036/ses-2/func/sub-9036_ses-2_task-hands_bold.nii.gz '
        'sub-9037/ses-1/func/sub-9037_ses-1_task-hands_bold.nii.gz '
        'sub-9037/ses-1/func/sub-9037_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9037/ses-2/func/sub-9037_ses-2_task-arrows_bold.nii.gz '
        'sub-9038/ses-1/func/sub-9038_ses-1_task-rest_bold.nii.gz '
        'sub-9038/ses-1/func/sub-9038_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9038/ses-2/func/sub-9038_ses-2_task-arrows_bold.nii.gz '
        'sub-9038/ses-2/func/sub-9038_ses-2_task-faces_bold.nii.gz '
        'sub-9039/ses-1/func/sub-9039_ses-1_task-rest_bold.nii.gz '
        'sub-9039/ses-2/func/sub-9039_ses-2_task-sleepiness_bold.nii.gz '
        'sub-9040/ses-1/func/sub-9040_ses-1_task-arrows_bold.nii.gz '
        'sub-9040/ses-2/func/sub-9040_ses-2_task-rest_bold.nii.gz '
        'sub-9042/ses-1/func/sub-9042_ses-1_task-rest_bold.nii.gz '
        'sub-9042/ses-1/func/sub-9042_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9045/ses-1/func/sub-9045_ses-1_task-faces_bold.nii.gz '
        'sub-9045/ses-1/func/sub-9045_ses-1_task-hands_bold.nii.gz '
        'sub-9045/ses-2/func/sub-9045_ses-2_task-rest_bold.nii.gz '
        'sub-9045/ses-2/func/sub-9045_ses-2_task-sleepiness_bold.nii.gz '
        'sub-9047/ses-1/func/sub-9047_ses-1_task-faces_bold.nii.gz '
        'sub-9047/ses-1/func/sub-9047_ses-1_task-hands_bold.nii.gz '
        'sub-9047/ses-2/func/sub-9047_ses-2_task-arrows_bold.nii.gz '
        'sub-9047/ses-2/func/sub-9047_ses-2_task-faces_bold.nii.gz '
        'sub-9048/ses-2/func/sub-9048_ses-2_task-arrows_bold.nii.gz '
        'sub-9048/ses-2/func/sub-9048_ses-2_task-rest_bold.nii.gz '
        'sub-9049/ses-2/func/sub-9049_ses-2_task-faces_bold.nii.gz '
        'sub-9049/ses-2/func/sub-9049_ses-2_task-hands_bold.nii.gz '
        'sub-9050/ses-1/func/sub-9050_ses-1_task-faces_bold.nii.gz '
        'sub-9050/ses-2/func/sub-9050_ses-2_task-arrows_bold.nii.gz '
        'sub-9050/ses-2/func/sub-9050_ses-2_task-rest_bold.nii.gz '
        'sub-9053/ses-1/func/sub-9053_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9054/ses-2/func/sub-9054_ses-2_task-rest_bold.nii.gz '
        'sub-9055/ses-1/func/sub-9055_ses-1_task-faces_bold.nii.gz '
        'sub-9055/ses-1/func/sub-9055_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9055/ses-2/func/sub-9055_ses-2_task-arrows_bold.nii.gz '
        'sub-9055/ses-2/func/sub-9055_ses-2_task-hands_bold.nii.gz '
        'sub-9056/ses-1/func/sub-9056_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9056/ses-2/func/sub-9056_ses-2_task-rest_bold.nii.gz '
        'sub-9056/ses-2/func/sub-9056_ses-2_task-sleepiness_bold.nii.gz '
        'sub-9057/ses-1/func/sub-9057_ses-1_task-arrows_bold.nii.gz '
        'sub-9057/ses-1/func/sub-9057_ses-1_task-rest_bold.nii.gz '
        'sub-9058/ses-2/func/sub-9058_ses-2_task-sleepiness_bold.nii.gz '
        'sub-9059/ses-1/func/sub-9059_ses-1_task-hands_bold.nii.gz '
        'sub-9059/ses-1/func/sub-9059_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9063/ses-1/func/sub-9063_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9063/ses-2/func/sub-9063_ses-2_task-arrows_bold.nii.gz '
        'sub-9063/ses-2/func/sub-9063_ses-2_task-hands_bold.nii.gz '
        'sub-9064/ses-2/func/sub-9064_ses-2_task-arrows_bold.nii.gz '
        'sub-9065/ses-2/func/sub-9065_ses-2_task-faces_bold.nii.gz '
        'sub-9067/ses-1/func/sub-9067_ses-1_task-hands_bold.nii.gz '
        'sub-9067/ses-1/func/sub-9067_ses-1_task-rest_bold.nii.gz '
        'sub-9067/ses-2/func/sub-9067_ses-2_task-rest_bold.nii.gz '
        'sub-9067/ses-2/func/sub-9067_ses-2_task-sleepiness_bold.nii.gz '
        'sub-9069/ses-1/func/sub-9069_ses-1_task-rest_bold.nii.gz '
        'sub-9069/ses-2/func/sub-9069_ses-2_task-hands_bold.nii.gz '
        'sub-9070/ses-1/func/sub-9070_ses-1_task-faces_bold.nii.gz '
        'sub-9070/ses-1/func/sub-9070_ses-1_task-rest_bold.nii.gz '
        'sub-9071/ses-1/func/sub-9071_ses-1_task-faces_bold.nii.gz '
        'sub-9071/ses-1/func/sub-9071_ses-1_task-hands_bold.nii.gz '
        'sub-9072/ses-1/func/sub-9072_ses-1_task-faces_bold.nii.gz '
        'sub-9072/ses-1/func/sub-9072_ses-1_task-rest_bold.nii.gz '
        'sub-9072/ses-2/func/sub-9072_ses-2_task-arrows_bold.nii.gz '
        'sub-9072/ses-2/func/sub-9072_ses-2_task-rest_bold.nii.gz '
        'sub-9073/ses-1/func/sub-9073_ses-1_task-rest_bold.nii.gz '
        'sub-9073/ses-2/func/sub-9073_ses-2_task-arrows_bold.nii.gz '
        'sub-9073/ses-2/func/sub-9073_ses-2_task-rest_bold.nii.gz '
        'sub-9074/ses-1/func/sub-9074_ses-1_task-arrows_bold.nii.gz '
        'sub-9074/ses-1/func/sub-9074_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9074/ses-2/func/sub-9074_ses-2_task-faces_bold.nii.gz '
        'sub-9074/ses-2/func/sub-9074_ses-2_task-hands_bold.nii.gz '
        'sub-9075/ses-1/func/sub-9075_ses-1_task-arrows_bold.nii.gz '
        'sub-9075/ses-1/func/sub-9075_ses-1_task-hands_bold.nii.gz '
        'sub-9075/ses-2/func/sub-9075_ses-2_task-arrows_bold.nii.gz '
        'sub-9075/ses-2/func/sub-9075_ses-2_task-faces_bold.nii.gz '
        'sub-9076/ses-1/func/sub-9076_ses-1_task-hands_bold.nii.gz '
        'sub-9076/ses-1/func/sub-9076_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9077/ses-2/func/sub-9077_ses-2_task-faces_bold.nii.gz '
        'sub-9077/ses-2/func/sub-9077_ses-2_task-hands_bold.nii.gz '
        'sub-9079/ses-1/func/sub-9079_ses-1_task-arrows_bold.nii.gz '
        'sub-9079/ses-1/func/sub-9079_ses-1_task-rest_bold.nii.gz '
        'sub-9080/ses-2/func/sub-9080_ses-2_task-faces_bold.nii.gz '
        'sub-9081/ses-1/func/sub-9081_ses-1_task-hands_bold.nii.gz '
        'sub-9083/ses-1/func/sub-9083_ses-1_task-rest_bold.nii.gz '
        'sub-9083/ses-2/func/sub-9083_ses-2_task-arrows_bold.nii.gz '
        'sub-9084/ses-1/func/sub-9084_ses-1_task-rest_bold.nii.gz '
        'sub-9084/ses-1/func/sub-9084_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9084/ses-2/func/sub-9084_ses-2_task-hands_bold.nii.gz '
        'sub-9085/ses-1/func/sub-9085_ses-1_task-arrows_bold.nii.gz '
        'sub-9085/ses-1/func/sub-9085_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9086/ses-1/func/sub-9086_ses-1_task-arrows_bold.nii.gz '
        'sub-9086/ses-1/func/sub-9086_ses-1_task-hands_bold.nii.gz '
        'sub-9086/ses-2/func/sub-9086_ses-2_task-arrows_bold.nii.gz '
        'sub-9087/ses-1/func/sub-9087_ses-1_task-hands_bold.nii.gz '
        'sub-9088/ses-2/func/sub-9088_ses-2_task-arrows_bold.nii.gz '
        'sub-9088/ses-2/func/sub-9088_ses-2_task-hands_bold.nii.gz '
        'sub-9089/ses-2/func/sub-9089_ses-2_task-arrows_bold.nii.gz '
        'sub-9089/ses-2/func/sub-9089_ses-2_task-faces_bold.nii.gz '
        'sub-9090/ses-1/func/sub-9090_ses-1_task-faces_bold.nii.gz '
        'sub-9090/ses-2/func/sub-9090_ses-2_task-hands_bold.nii.gz '
        'sub-9090/ses-2/func/sub-9090_ses-2_task-sleepiness_bold.nii.gz '
        'sub-9091/ses-1/func/sub-9091_ses-1_task-arrows_bold.nii.gz '
        'sub-9091/ses-1/func/sub-9091_ses-1_task-faces_bold.nii.gz '
        'sub-9092/ses-2/func/sub-9092_ses-2_task-rest_bold.nii.gz '
        'sub-9092/ses-2/func/sub-9092_ses-2_task-sleepiness_bold.nii.gz '
        'sub-9093/ses-1/func/sub-9093_ses-1_task-arrows_bold.nii.gz '
        'sub-9093/ses-1/func/sub-9093_ses-1_task-rest_bold.nii.gz '
        'sub-9093/ses-2/func/sub-9093_ses-2_task-hands_bold.nii.gz '
        'sub-9093/ses-2/func/sub-9093_ses-2_task-rest_bold.nii.gz '
        'sub-9094/ses-1/func/sub-9094_ses-1_task-faces_bold.nii.gz '
        'sub-9094/ses-1/func/sub-9094_ses-1_task-hands_bold.nii.gz '
        'sub-9096/ses-1/func/sub-9096_ses-1_task-rest_bold.nii.gz '
        'sub-9096/ses-1/func/sub-9096_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9096/ses-2/func/sub-9096_ses-2_task-faces_bold.nii.gz '
        'sub-9098/ses-1/func/sub-9098_ses-1_task-rest_bold.nii.gz '
        'sub-9098/ses-1/func/sub-9098_ses-1_task-sleepiness_bold.nii.gz '
        'sub-9098/ses-2/func/sub-9098_ses-2_task-arrows_bold.nii.gz '
        'sub-9098/ses-2/func/sub-9098_ses-2_task-sleepiness_bold.nii.gz '
        'sub-9100/ses-1/func/sub-9100_ses-1_task-hands_bold.nii.gz'
    ),
    'sub-9001/ses-1/func': (
        'sub-9001_ses-1_task-hands_bold.nii.gz sub-9001_ses-1_task-rest_bold.nii.gz '
        'sub-9001_ses-1_task-sleepiness_bold.nii.gz'
    ),
    'sub-9002/ses-2/func': (
        'sub-9002_ses-2_task-arrows_bold.nii.gz sub-9002_ses-2_task-hands_bold.nii.gz '
        'sub-9002_ses-2_task-sleepiness_bold.nii.gz'
    ),
    'sub-9008/ses-1/func': (
        'sub-9008_ses-1_task-arrows_bold.nii.gz sub-9008_ses-1_task-faces_bold.nii.gz '
        'sub-9008_ses-1_task-rest_bold.nii.gz'
    ),
    'sub-9008/ses-2/func': (
        'sub-9008_ses-2_task-arrows_bold.nii.gz sub-9008_ses-2_task-hands_bold.nii.gz '
        'sub-9008_ses-2_task-rest_bold.nii.gz'
    ),
    'sub-9013/ses-1/func': (
        'sub-9013_ses-1_task-arrows_bold.nii.gz sub-9013_ses-1_task-faces_bold.nii.gz '
        'sub-9013_ses-1_task-hands_bold.nii.gz'
    ),
    'sub-9020/ses-2/func': (
        'sub-9020_ses-2_task-arrows_bold.nii.gz sub-9020_ses-2_task-faces_bold.nii.gz '
        'sub-9020_ses-2_task-hands_bold.nii.gz sub-9020_ses-2_task-rest_bold.nii.gz'
    ),
    'sub-9023/ses-1/func': (
        'sub-9023_ses-1_task-arrows_bold.nii.gz sub-9023_ses-1_task-rest_bold.nii.gz '
        'sub-9023_ses-1_task-sleepiness_bold.nii.gz'
    ),
    'sub-9023/ses-2/func': (
        'sub-9023_ses-2_task-arrows_bold.nii.gz sub-9023_ses-2_task-faces_bold.nii.gz '
        'sub-9023_ses-2_task-hands_bold.nii.gz'
    ),
    'sub-9029/ses-2/func': (
        'sub-9029_ses-2_task-faces_bold.nii.gz sub-9029_ses-2_task-hands_bold.nii.gz '
        'sub-9029_ses-2_task-sleepiness_bold.nii.gz'
    ),
    'sub-9033/ses-1/func': (
        'sub-9033_ses-1_task-arrows_bold.nii.gz sub-9033_ses-1_task-faces_bold.nii.gz '
        'sub-9033_ses-1_task-sleepiness_bold.nii.gz'
    ),
    'sub-9034/ses-1/func': (
        'sub-9034_ses-1_task-arrows_bold.nii.gz sub-9034_ses-1_task-hands_bold.nii.gz '
        'sub-9034_ses-1_task-rest_bold.nii.gz'
    ),
    'sub-9041/ses-2/func': (
        'sub-9041_ses-2_task-arrows_bold.nii.gz sub-9041_ses-2_task-hands_bold.nii.gz '
        'sub-9041_ses-2_task-rest_bold.nii.gz'
    ),
    'sub-9042/ses-2/func': (
        'sub-9042_ses-2_task-arrows_bold.nii.gz sub-9042_ses-2_task-faces_run-1_bold.nii.gz '
        'sub-9042_ses-2_task-hands_bold.nii.gz'
    ),
    'sub-9044/ses-1/func': (
        'sub-9044_ses-1_task-arrows_bold.nii.gz sub-9044_ses-1_task-faces_bold.nii.gz '
        'sub-9044_ses-1_task-sleepiness_bold.nii.gz'
    ),
    'sub-9046/ses-1/func': (
        'sub-9046_ses-1_task-arrows_bold.nii.gz sub-9046_ses-1_task-faces_bold.nii.gz '
        'sub-9046_ses-1_task-hands_bold.nii.gz sub-9046_ses-1_task-rest_bold.nii.gz '
        'sub-9046_ses-1_task-sleepiness_bold.nii.gz'
    ),
    'sub-9046/ses-2/func': (
        'sub-9046_ses-2_task-arrows_bold.nii.gz sub-9046_ses-2_task-faces_bold.nii.gz '
        'sub-9046_ses-2_task-rest_bold.nii.gz'
    ),
    'sub-9048/ses-1/func': (
        'sub-9048_ses-1_task-hands_bold.nii.gz sub-9048_ses-1_task-rest_bold.nii.gz '
        'sub-9048_ses-1_task-sleepiness_bold.nii.gz'
    ),
    'sub-9053/ses-2/func': (
        'sub-9053_ses-2_task-faces_bold.nii.gz sub-9053_ses-2_task-hands_bold.nii.gz '
        'sub-9053_ses-2_task-sleepiness_bold.nii.gz'
    ),
    'sub-9054/ses-1/func': (
        'sub-9054_ses-1_task-faces_bold.nii.gz sub-9054_ses-1_task-rest_bold.nii.gz '
        'sub-9054_ses-1_task-sleepiness_bold.nii.gz'
    ),
    'sub-9058/ses-1/func': (
        'sub-9058_ses-1_task-faces_bold.nii.gz sub-9058_ses-1_task-hands_bold.nii.gz '
        'sub-9058_ses-1_task-sleepiness_bold.nii.gz'
    ),
    'sub-9059/ses-2/func': (
        'sub-9059_ses-2_task-arrows_bold.nii.gz sub-9059_ses-2_task-faces_bold.nii.gz '
        'sub-9059_ses-2_task-sleepiness_bold.nii.gz'
    ),
    'sub-9061/ses-1/func': (
        'sub-9061_ses-1_task-arrows_bold.nii.gz sub-9061_ses-1_task-faces_bold.nii.gz '
        'sub-9061_ses-1_task-hands_bold.nii.gz'
    ),
    'sub-9061/ses-2/func': (
        'sub-9061_ses-2_task-arrows_bold.nii.gz sub-9061_ses-2_task-faces_bold.nii.gz '
        'sub-9061_ses-2_task-sleepiness_bold.nii.gz'
    ),
    'sub-9062/ses-1/func': (
        'sub-9062_ses-1_task-arrows_bold.nii.gz sub-9062_ses-1_task-hands_bold.nii.gz '
        'sub-9062_ses-1_task-rest_bold.nii.gz'
    ),
    'sub-9062/ses-2/func': (
        'sub-9062_ses-2_task-arrows_bold.nii.gz sub-9062_ses-2_task-hands_bold.nii.gz '
        'sub-9062_ses-2_task-rest_bold.nii.gz sub-9062_ses-2_task-sleepiness_bold.nii.gz'
    ),
    'sub-9064/ses-1/func': (
        'sub-9064_ses-1_task-arrows_bold.nii.gz sub-9064_ses-1_task-faces_bold.nii.gz '
        'sub-9064_ses-1_task-hands_bold.nii.gz'
    ),
    'sub-9065/ses-1/func': (
        'sub-9065_ses-1_task-faces_bold.nii.gz sub-9065_ses-1_task-hands_bold.nii.gz '
        'sub-9065_ses-1_task-rest_bold.nii.gz sub-9065_ses-1_task-sleepiness_bold.nii.gz'
    ),
    'sub-9066/ses-1/func': (
        'sub-9066_ses-1_task-arrows_bold.nii.gz sub-9066_ses-1_task-faces_bold.nii.gz '
        'sub-9066_ses-1_task-hands_bold.nii.gz sub-9066_ses-1_task-rest_bold.nii.gz '
        'sub-9066_ses-1_task-sleepiness_bold.nii.gz'
    ),
    'sub-9068/ses-2/func': (
        'sub-9068_ses-2_task-arrows_bold.nii.gz sub-9068_ses-2_task-hands_bold.nii.gz '
        'sub-9068_ses-2_task-rest_bold.nii.gz'
    ),
    'sub-9071/ses-2/func': (
        'sub-9071_ses-2_task-arrows_bold.nii.gz sub-9071_ses-2_task-faces_bold.nii.gz '
        'sub-9071_ses-2_task-rest_bold.nii.gz'
    ),
    'sub-9076/ses-2/func': (
        'sub-9076_ses-2_task-arrows_bold.nii.gz sub-9076_ses-2_task-hands_bold.nii.gz '
        'sub-9076_ses-2_task-sleepiness_bold.nii.gz'
    ),
    'sub-9077/ses-1/func': (
        'sub-9077_ses-1_task-arrows_bold.nii.gz sub-9077_ses-1_task-hands_bold.nii.gz '
        'sub-9077_ses-1_task-sleepiness_bold.nii.gz'
    ),
    'sub-9079/ses-2/func': (
        'sub-9079_ses-2_task-faces_bold.nii.gz sub-9079_ses-2_task-hands_bold.nii.gz '
        'sub-9079_ses-2_task-rest_bold.nii.gz'
    ),
    'sub-9082/ses-2/func': (
        'sub-9082_ses-2_task-arrows_bold.nii.gz sub-9082_ses-2_task-faces_bold.nii.gz '
        'sub-9082_ses-2_task-sleepiness_bold.nii.gz'
    ),
    'sub-9085/ses-2/func': (
        'sub-9085_ses-2_task-faces_bold.nii.gz sub-9085_ses-2_task-hands_bold.nii.gz '
        'sub-9085_ses-2_task-sleepiness_bold.nii.gz'
    ),
    'sub-9087/ses-2/func': (
        'sub-9087_ses-2_task-arrows_bold.nii.gz sub-9087_ses-2_task-faces_bold.nii.gz '
        'sub-9087_ses-2_task-hands_bold.nii.gz sub-9087_ses-2_task-rest_bold.nii.gz '
        'sub-9087_ses-2_task-sleepiness_bold.nii.gz'
    ),
    'sub-9089/ses-1/func': (
        'sub-9089_ses-1_task-arrows_bold.nii.gz sub-9089_ses-1_task-hands_bold.nii.gz '
        'sub-9089_ses-1_task-rest_bold.nii.gz'
    ),
    'sub-9091/ses-2/func': (
        'sub-9091_ses-2_task-arrows_bold.nii.gz sub-9091_ses-2_task-faces_bold.nii.gz '
        'sub-9091_ses-2_task-hands_bold.nii.gz sub-9091_ses-2_task-rest_bold.nii.gz'
    ),
    'sub-9092/ses-1/func': (
        'sub-9092_ses-1_task-arrows_bold.nii.gz sub-9092_ses-1_task-faces_bold.nii.gz '
        'sub-9092_ses-1_task-sleepiness_bold.nii.gz'
    ),
    'sub-9094/ses-2/func': (
        'sub-9094_ses-2_task-arrows_bold.nii.gz sub-9094_ses-2_task-hands_bold.nii.gz '
        'sub-9094_ses-2_task-sleepiness_bold.nii.gz'
    ),
}

SLEEPY_BOLD_OTHER = {
    '': (
        'derivatives/EMG_preprocessed/sub-9025/ses-2/func/sub-9025_ses-2_task-faces_physio_preprocessed.tsv '
        'derivatives/high-resolution_mosaics/T1w/sub-9087_ses-1_T1w_mosaic.png '
        'derivatives/high-resolution_mosaics/T2w/sub-9022_ses-1_T2w_mosaic.png '
        'sourcedata/EyeTrackingLogFiles/9053_1_18730304_EyeTrackingLogFiles/9053_1_18730304_195401_eyedata_Sleepiness.txt '
        'sourcedata/EyeTrackingLogFiles/9075_2_18740515_EyeTrackingLogFiles/9075_2_18740515_195433_eyedata_Resting.txt '
        'sourcedata/EyeTrackingLogFiles/9093_1_18740406_EyeTrackingLogFiles/9093_1_18740406_210236_eyedata_Sleepiness.txt '
        'sourcedata/Fieldmap_RealImaginary/sub-9013/ses-2/fmap/sub-9013_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9041/ses-2/fmap/sub-9041_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9069/ses-2/fmap/sub-9069_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9075/ses-1/fmap/sub-9075_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9087/ses-1/fmap/sub-9087_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9092/ses-1/fmap/sub-9092_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9094/ses-1/fmap/sub-9094_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9094/ses-2/fmap/sub-9094_ses-2_imaginary1.nii.gz '
        'sourcedata/PresentationLogFiles/9003_1_18740320_Presentationlogfiles/KSS_brief4.log '
        'sourcedata/PresentationLogFiles/9008_2_18740508_Presentationlogfiles/KSS.txt '
        'sourcedata/PresentationLogFiles/9033_1_18740101_Presentationlogfiles/Sleepiness_sce.log '
        'sourcedata/PresentationLogFiles/9050_2_18730329_Presentationlogfiles/Sleepiness_sce.log '
        'sourcedata/PresentationLogFiles/9064_1_18740314_Presentationlogfiles/KSS_brief1.log '
        'sourcedata/PresentationLogFiles/9068_2_18731220_Presentationlogfiles/KSS_brief0.log '
        'sourcedata/PresentationLogFiles/9069_1_18740618_Presentationlogfiles/KSS_brief4.log '
        'sourcedata/PresentationLogFiles/9073_2_18730309_Presentationlogfiles/KSS_brief3.txt '
        'sourcedata/PresentationLogFiles/9081_2_18740219_Presentationlogfiles/KSS_brief0.txt '
        'sourcedata/PresentationLogFiles/9087_1_18740111_Presentationlogfiles/KSS.txt '
        'sourcedata/PresentationLogFiles/9093_1_18740406_Presentationlogfiles/KSS_brief4.log '
        'sourcedata/PresentationLogFiles/9095_1_18740224_Presentationlogfiles/KSS_brief2.log '
        'sourcedata/WorkingMemoryTestResults/P_SB/P_SB_9100_2_18731226_06.46.18.csv '
        'sub-9001/ses-2/fmap/sub-9001_ses-2_magnitude1.json '
        'sub-9002/ses-2/func/sub-9002_ses-2_task-rest_bold.json '
        'sub-9003/ses-1/fmap/sub-9003_ses-1_phase1.nii.gz '
        'sub-9003/ses-2/func/sub-9003_ses-2_task-arrows_events.tsv '
        'sub-9003/ses-2/func/sub-9003_ses-2_task-hands_events.tsv '
        'sub-9004/ses-1/func/sub-9004_ses-1_task-arrows_bold.json '
        'sub-9004/ses-2/anat/sub-9004_ses-2_T1w.nii.gz '
        'sub-9005/ses-1/func/sub-9005_ses-1_task-faces_physio.json '
        'sub-9005/ses-1/func/sub-9005_ses-1_task-hands_events.tsv '
        'sub-9007/ses-2/func/sub-9007_ses-2_task-hands_physio.tsv.gz '
        'sub-9008/ses-1/func/sub-9008_ses-1_task-rest_bold.json '
        'sub-9008/ses-2/func/sub-9008_ses-2_task-hands_physio.tsv.gz '
        'sub-9009/ses-1/anat/sub-9009_ses-1_T1w.json '
        'sub-9009/ses-1/beh/sub-9009_ses-1_task-workingmemorytest_events.tsv '
        'sub-9009/ses-1/func/sub-9009_ses-1_task-hands_events.tsv '
        'sub-9009/ses-1/func/sub-9009_ses-1_task-sleepiness_events.tsv '
        'sub-9009/ses-2/func/sub-9009_ses-2_task-sleepiness_bold.json '
        'sub-9011/ses-1/func/sub-9011_ses-1_task-faces_events.tsv '
        'sub-9011/ses-2/anat/sub-9011_ses-2_T1w.nii.gz '
        'sub-9011/ses-2/func/sub-9011_ses-2_task-faces_physio.tsv.gz '
        'sub-9012/ses-1/func/sub-9012_ses-1_task-sleepiness_events.tsv '
        'sub-9012/ses-1/sub-9012_ses-1_scans.tsv sub-9013/ses-1/func/sub-9013_ses-1_task-hands_bold.json '
        'sub-9013/ses-1/func/sub-9013_ses-1_task-hands_physio.tsv.gz '
        'sub-9013/ses-2/func/sub-9013_ses-2_task-hands_bold.json '
        'sub-9013/ses-2/func/sub-9013_ses-2_task-sleepiness_events.tsv '
        'sub-9014/ses-1/func/sub-9014_ses-1_task-faces_physio.json '
        'sub-9014/ses-2/func/sub-9014_ses-2_task-faces_events.tsv '
        'sub-9014/ses-2/func/sub-9014_ses-2_task-hands_physio.tsv.gz '
        'sub-9016/ses-1/anat/sub-9016_ses-1_T2w.nii.gz '
        'sub-9016/ses-1/func/sub-9016_ses-1_task-rest_bold.json '
        'sub-9017/ses-2/func/sub-9017_ses-2_task-sleepiness_bold.json '
        'sub-9019/ses-1/func/sub-9019_ses-1_task-hands_events.tsv '
        'sub-9019/ses-1/func/sub-9019_ses-1_task-rest_bold.json '
        'sub-9019/ses-2/func/sub-9019_ses-2_task-arrows_events.tsv '
        'sub-9019/ses-2/func/sub-9019_ses-2_task-rest_bold.json '
        'sub-9020/ses-1/func/sub-9020_ses-1_task-rest_bold.json '
        'sub-9020/ses-1/func/sub-9020_ses-1_task-sleepiness_events.tsv '
        'sub-9020/ses-2/func/sub-9020_ses-2_task-arrows_bold.json '
        'sub-9022/ses-1/func/sub-9022_ses-1_task-sleepiness_bold.json '
        'sub-9023/ses-1/anat/sub-9023_ses-1_T2w.nii.gz '
        'sub-9023/ses-2/func/sub-9023_ses-2_task-faces_bold.json '
        'sub-9023/ses-2/func/sub-9023_ses-2_task-hands_bold.json sub-9023/ses-2/sub-9023_ses-2_scans.tsv '
        'sub-9025/ses-1/func/sub-9025_ses-1_task-faces_physio.json '
        'sub-9025/ses-2/fmap/sub-9025_ses-2_magnitude2.json '
        'sub-9026/ses-2/func/sub-9026_ses-2_task-arrows_bold.json '
        'sub-9029/ses-2/func/sub-9029_ses-2_task-faces_events.tsv '
        'sub-9032/ses-1/anat/sub-9032_ses-1_T2w.nii.gz sub-9032/ses-1/fmap/sub-9032_ses-1_phase2.json '
        'sub-9033/ses-1/beh/sub-9033_ses-1_task-workingmemorytest_events.tsv '
        'sub-9033/ses-1/func/sub-9033_ses-1_task-arrows_events.tsv '
        'sub-9033/ses-2/func/sub-9033_ses-2_task-faces_physio.json '
        'sub-9034/ses-1/fmap/sub-9034_ses-1_phase2.json '
        'sub-9034/ses-2/func/sub-9034_ses-2_task-faces_bold.json '
        'sub-9034/ses-2/func/sub-9034_ses-2_task-faces_physio.json '
        'sub-9035/ses-1/func/sub-9035_ses-1_task-arrows_events.tsv '
        'sub-9035/ses-1/func/sub-9035_ses-1_task-rest_bold.json '
        'sub-9037/ses-2/beh/sub-9037_ses-2_task-PVT_events.tsv '
        'sub-9038/ses-2/func/sub-9038_ses-2_task-arrows_bold.json '
        'sub-9040/ses-1/fmap/sub-9040_ses-1_phase2.json '
        'sub-9041/ses-2/func/sub-9041_ses-2_task-sleepiness_bold.json '
        'sub-9042/ses-1/func/sub-9042_ses-1_task-faces_events.tsv '
        'sub-9042/ses-1/func/sub-9042_ses-1_task-faces_physio.json '
        'sub-9042/ses-2/dwi/sub-9042_ses-2_dwi.bval sub-9044/ses-1/anat/sub-9044_ses-1_T2w.json '
        'sub-9044/ses-1/func/sub-9044_ses-1_task-faces_events.tsv '
        'sub-9044/ses-1/func/sub-9044_ses-1_task-sleepiness_events.tsv '
        'sub-9044/ses-2/fmap/sub-9044_ses-2_phase2.json '
        'sub-9045/ses-1/func/sub-9045_ses-1_task-arrows_bold.json '
        'sub-9046/ses-1/func/sub-9046_ses-1_task-rest_bold.json '
        'sub-9047/ses-1/func/sub-9047_ses-1_task-sleepiness_events.tsv '
        'sub-9047/ses-2/dwi/sub-9047_ses-2_dwi.json sub-9048/ses-2/fmap/sub-9048_ses-2_phase2.json '
        'sub-9048/ses-2/fmap/sub-9048_ses-2_phase2.nii.gz '
        'sub-9048/ses-2/func/sub-9048_ses-2_task-faces_events.tsv '
        'sub-9048/ses-2/func/sub-9048_ses-2_task-faces_physio.tsv.gz '
        'sub-9049/ses-2/fmap/sub-9049_ses-2_phase1.json '
        'sub-9049/ses-2/func/sub-9049_ses-2_task-hands_events.tsv '
        'sub-9050/ses-1/func/sub-9050_ses-1_task-faces_events.tsv '
        'sub-9053/ses-1/func/sub-9053_ses-1_task-hands_events.tsv '
        'sub-9053/ses-2/func/sub-9053_ses-2_task-hands_bold.json '
        'sub-9054/ses-2/func/sub-9054_ses-2_task-faces_physio.tsv.gz '
        'sub-9054/ses-2/func/sub-9054_ses-2_task-hands_bold.json '
        'sub-9055/ses-1/fmap/sub-9055_ses-1_phase2.json '
        'sub-9055/ses-2/func/sub-9055_ses-2_task-arrows_events.tsv '
        'sub-9056/ses-1/func/sub-9056_ses-1_task-faces_physio.json '
        'sub-9056/ses-1/func/sub-9056_ses-1_task-hands_bold.json '
        'sub-9056/ses-2/func/sub-9056_ses-2_task-arrows_events.tsv '
        'sub-9056/ses-2/func/sub-9056_ses-2_task-rest_bold.json '
        'sub-9057/ses-1/fmap/sub-9057_ses-1_magnitude2.nii.gz '
        'sub-9057/ses-1/func/sub-9057_ses-1_task-hands_bold.json '
        'sub-9057/ses-1/func/sub-9057_ses-1_task-hands_physio.tsv.gz '
        'sub-9058/ses-1/func/sub-9058_ses-1_task-hands_events.tsv '
        'sub-9058/ses-1/func/sub-9058_ses-1_task-rest_bold.json '
        'sub-9059/ses-1/func/sub-9059_ses-1_task-hands_physio.tsv.gz '
        'sub-9059/ses-1/func/sub-9059_ses-1_task-sleepiness_events.tsv '
        'sub-9059/ses-2/sub-9059_ses-2_scans.tsv sub-9061/ses-2/fmap/sub-9061_ses-2_magnitude1.json '
        'sub-9061/ses-2/func/sub-9061_ses-2_task-faces_physio.json '
        'sub-9062/ses-2/fmap/sub-9062_ses-2_magnitude2.json '
        'sub-9062/ses-2/func/sub-9062_ses-2_task-sleepiness_events.tsv '
        'sub-9063/ses-1/func/sub-9063_ses-1_task-hands_bold.json '
        'sub-9063/ses-2/func/sub-9063_ses-2_task-arrows_events.tsv '
        'sub-9063/ses-2/func/sub-9063_ses-2_task-faces_physio.json '
        'sub-9064/ses-2/beh/sub-9064_ses-2_task-workingmemorytest_events.tsv '
        'sub-9064/ses-2/func/sub-9064_ses-2_task-faces_physio.tsv.gz '
        'sub-9064/ses-2/func/sub-9064_ses-2_task-hands_physio.tsv.gz '
        'sub-9065/ses-1/fmap/sub-9065_ses-1_magnitude2.json '
        'sub-9066/ses-1/func/sub-9066_ses-1_task-hands_events.tsv '
        'sub-9067/ses-1/func/sub-9067_ses-1_task-sleepiness_bold.json '
        'sub-9068/ses-2/fmap/sub-9068_ses-2_phase1.nii.gz '
        'sub-9068/ses-2/func/sub-9068_ses-2_task-arrows_events.tsv '
        'sub-9068/ses-2/func/sub-9068_ses-2_task-hands_bold.json '
        'sub-9069/ses-2/func/sub-9069_ses-2_task-arrows_bold.json '
        'sub-9069/ses-2/func/sub-9069_ses-2_task-sleepiness_bold.json '
        'sub-9070/ses-1/func/sub-9070_ses-1_task-faces_events.tsv sub-9070/ses-1/sub-9070_ses-1_scans.tsv '
        'sub-9071/ses-2/fmap/sub-9071_ses-2_phase1.json sub-9072/ses-1/fmap/sub-9072_ses-1_magnitude1.json '
        'sub-9072/ses-1/func/sub-9072_ses-1_task-sleepiness_events.tsv '
        'sub-9073/ses-1/fmap/sub-9073_ses-1_phase2.nii.gz '
        'sub-9073/ses-1/func/sub-9073_ses-1_task-rest_bold.json '
        'sub-9074/ses-1/func/sub-9074_ses-1_task-arrows_bold.json '
        'sub-9074/ses-1/func/sub-9074_ses-1_task-hands_events.tsv '
        'sub-9075/ses-2/func/sub-9075_ses-2_task-faces_physio.tsv.gz '
        'sub-9076/ses-1/anat/sub-9076_ses-1_T1w.nii.gz sub-9076/ses-2/dwi/sub-9076_ses-2_dwi.bval '
        'sub-9077/ses-1/anat/sub-9077_ses-1_T1w.json sub-9077/ses-1/fmap/sub-9077_ses-1_magnitude1.json '
        'sub-9077/ses-1/func/sub-9077_ses-1_task-faces_bold.json '
        'sub-9077/ses-2/fmap/sub-9077_ses-2_magnitude2.json '
        'sub-9079/ses-1/func/sub-9079_ses-1_task-hands_physio.tsv.gz '
        'sub-9079/ses-1/func/sub-9079_ses-1_task-sleepiness_bold.json '
        'sub-9079/ses-2/anat/sub-9079_ses-2_T1w.json '
        'sub-9079/ses-2/func/sub-9079_ses-2_task-hands_events.tsv '
        'sub-9079/ses-2/func/sub-9079_ses-2_task-sleepiness_bold.json '
        'sub-9080/ses-2/func/sub-9080_ses-2_task-faces_events.tsv '
        'sub-9080/ses-2/func/sub-9080_ses-2_task-sleepiness_bold.json '
        'sub-9082/ses-2/dwi/sub-9082_ses-2_dwi.json sub-9083/ses-1/func/sub-9083_ses-1_task-arrows_bold.json '
        'sub-9083/ses-1/func/sub-9083_ses-1_task-sleepiness_events.tsv '
        'sub-9085/ses-2/func/sub-9085_ses-2_task-hands_events.tsv '
        'sub-9086/ses-1/func/sub-9086_ses-1_task-hands_events.tsv '
        'sub-9086/ses-2/func/sub-9086_ses-2_task-rest_bold.json '
        'sub-9087/ses-1/func/sub-9087_ses-1_task-hands_physio.tsv.gz '
        'sub-9087/ses-1/func/sub-9087_ses-1_task-rest_bold.json '
        'sub-9087/ses-2/func/sub-9087_ses-2_task-faces_physio.tsv.gz '
        'sub-9088/ses-1/fmap/sub-9088_ses-1_magnitude2.nii.gz sub-9088/ses-2/anat/sub-9088_ses-2_T1w.json '
        'sub-9088/ses-2/fmap/sub-9088_ses-2_phase1.nii.gz '
        'sub-9090/ses-1/func/sub-9090_ses-1_task-rest_bold.json '
        'sub-9090/ses-2/func/sub-9090_ses-2_task-faces_bold.json '
        'sub-9091/ses-1/func/sub-9091_ses-1_task-hands_physio.tsv.gz '
        'sub-9091/ses-1/func/sub-9091_ses-1_task-sleepiness_bold.json '
        'sub-9091/ses-2/func/sub-9091_ses-2_task-sleepiness_events.tsv '
        'sub-9092/ses-1/beh/sub-9092_ses-1_task-PVT_events.tsv sub-9092/ses-2/dwi/sub-9092_ses-2_dwi.nii.gz '
        'sub-9092/ses-2/fmap/sub-9092_ses-2_phase1.json '
        'sub-9092/ses-2/func/sub-9092_ses-2_task-faces_physio.json '
        'sub-9093/ses-2/func/sub-9093_ses-2_task-hands_physio.tsv.gz '
        'sub-9094/ses-2/fmap/sub-9094_ses-2_magnitude1.nii.gz '
        'sub-9096/ses-1/func/sub-9096_ses-1_task-hands_events.tsv '
        'sub-9096/ses-1/func/sub-9096_ses-1_task-hands_physio.tsv.gz '
        'sub-9096/ses-2/dwi/sub-9096_ses-2_dwi.bvec sub-9098/ses-1/fmap/sub-9098_ses-1_phase2.json '
        'sub-9098/ses-1/func/sub-9098_ses-1_task-sleepiness_bold.json '
        'sub-9100/ses-1/func/sub-9100_ses-1_task-sleepiness_events.tsv '
        'sub-9100/ses-2/dwi/sub-9100_ses-2_dwi.bvec'
    ),
    'derivatives/mriqc/derivatives': (
        'sub-9047_ses-1_task-hands_bold.json sub-9054_ses-1_task-rest_bold.json '
        'sub-9061_ses-2_task-sleepiness_bold.json sub-9063_ses-2_T1w.json sub-9076_ses-2_T1w.json '
        'sub-9079_ses-1_task-hands_bold.json sub-9081_ses-1_task-rest_bold.json '
        'sub-9082_ses-2_task-rest_bold.json sub-9098_ses-1_task-rest_bold.json'
    ),
    'derivatives/mriqc/reports': (
        'sub-9003_ses-1_task-hands_bold.html sub-9020_ses-1_T1w.html sub-9025_ses-1_T1w.html '
        'sub-9028_ses-1_task-sleepiness_bold.html sub-9045_ses-1_task-sleepiness_bold.html '
        'sub-9058_ses-1_task-rest_bold.html sub-9058_ses-2_task-hands_bold.html '
        'sub-9090_ses-1_task-hands_bold.html sub-9093_ses-2_task-hands_bold.html'
    ),
    'sub-9001/ses-2/func': (
        'sub-9001_ses-2_task-arrows_events.tsv sub-9001_ses-2_task-faces_bold.json '
        'sub-9001_ses-2_task-sleepiness_bold.json'
    ),
    'sub-9002/ses-1/func': (
        'sub-9002_ses-1_task-arrows_bold.json sub-9002_ses-1_task-faces_bold.json '
        'sub-9002_ses-1_task-hands_bold.json sub-9002_ses-1_task-hands_physio.tsv.gz'
    ),
    'sub-9003/ses-1/func': (
        'sub-9003_ses-1_task-arrows_bold.json sub-9003_ses-1_task-arrows_events.tsv '
        'sub-9003_ses-1_task-faces_bold.json'
    ),
    'sub-9004/ses-2/func': (
        'sub-9004_ses-2_task-arrows_bold.json sub-9004_ses-2_task-rest_bold.json '
        'sub-9004_ses-2_task-sleepiness_events.tsv'
    ),
    'sub-9017/ses-1/func': (
        'sub-9017_ses-1_task-arrows_bold.json sub-9017_ses-1_task-faces_bold.json '
        'sub-9017_ses-1_task-rest_bold.json'
    ),
    'sub-9034/ses-1/func': (
        'sub-9034_ses-1_task-arrows_events.tsv sub-9034_ses-1_task-faces_physio.tsv.gz '
        'sub-9034_ses-1_task-rest_bold.json sub-9034_ses-1_task-sleepiness_bold.json'
    ),
    'sub-9035/ses-2/func': (
        'sub-9035_ses-2_task-faces_events.tsv sub-9035_ses-2_task-hands_bold.json '
        'sub-9035_ses-2_task-hands_physio.tsv.gz sub-9035_ses-2_task-rest_bold.json'
    ),
    'sub-9036/ses-1/func': (
        'sub-9036_ses-1_task-arrows_events.tsv sub-9036_ses-1_task-faces_physio.json '
        'sub-9036_ses-1_task-hands_events.tsv'
    ),
    'sub-9037/ses-1/func': (
        'sub-9037_ses-1_task-faces_bold.json sub-9037_ses-1_task-hands_events.tsv '
        'sub-9037_ses-1_task-rest_bold.json'
    ),
    'sub-9037/ses-2/func': (
        'sub-9037_ses-2_task-faces_bold.json sub-9037_ses-2_task-hands_bold.json '
        'sub-9037_ses-2_task-hands_physio.tsv.gz'
    ),
    'sub-9039/ses-2/func': (
        'sub-9039_ses-2_task-hands_events.tsv sub-9039_ses-2_task-rest_bold.json '
        'sub-9039_ses-2_task-sleepiness_events.tsv'
    ),
    'sub-9040/ses-2/func': (
        'sub-9040_ses-2_task-faces_physio.json sub-9040_ses-2_task-hands_physio.tsv.gz '
        'sub-9040_ses-2_task-sleepiness_bold.json sub-9040_ses-2_task-sleepiness_events.tsv'
    ),
    'sub-9042/ses-2/func': (
        'sub-9042_ses-2_task-arrows_bold.json sub-9042_ses-2_task-faces_events.tsv '
        'sub-9042_ses-2_task-faces_physio.json'
    ),
    'sub-9054/ses-1/func': (
        'sub-9054_ses-1_task-faces_events.tsv sub-9054_ses-1_task-hands_bold.json '
        'sub-9054_ses-1_task-rest_bold.json'
    ),
    'sub-9055/ses-1/func': (
        'sub-9055_ses-1_task-arrows_events.tsv sub-9055_ses-1_task-faces_physio.json '
        'sub-9055_ses-1_task-hands_bold.json sub-9055_ses-1_task-hands_physio.tsv.gz '
        'sub-9055_ses-1_task-sleepiness_bold.json'
    ),
    'sub-9061/ses-1/func': (
        'sub-9061_ses-1_task-arrows_events.tsv sub-9061_ses-1_task-faces_events.tsv '
        'sub-9061_ses-1_task-hands_bold.json sub-9061_ses-1_task-hands_physio.tsv.gz'
    ),
    'sub-9062/ses-1/func': (
        'sub-9062_ses-1_task-arrows_bold.json sub-9062_ses-1_task-hands_bold.json '
        'sub-9062_ses-1_task-sleepiness_events.tsv'
    ),
    'sub-9064/ses-1/func': (
        'sub-9064_ses-1_task-faces_physio.json sub-9064_ses-1_task-hands_physio.tsv.gz '
        'sub-9064_ses-1_task-sleepiness_events.tsv'
    ),
    'sub-9065/ses-1/func': (
        'sub-9065_ses-1_task-faces_bold.json sub-9065_ses-1_task-faces_events.tsv '
        'sub-9065_ses-1_task-hands_events.tsv sub-9065_ses-1_task-sleepiness_bold.json'
    ),
    'sub-9076/ses-1/func': (
        'sub-9076_ses-1_task-arrows_bold.json sub-9076_ses-1_task-arrows_events.tsv '
        'sub-9076_ses-1_task-faces_events.tsv sub-9076_ses-1_task-sleepiness_bold.json'
    ),
    'sub-9081/ses-1/func': (
        'sub-9081_ses-1_task-faces_events.tsv sub-9081_ses-1_task-hands_events.tsv '
        'sub-9081_ses-1_task-sleepiness_bold.json'
    ),
    'sub-9083/ses-2/func': (
        'sub-9083_ses-2_task-arrows_events.tsv sub-9083_ses-2_task-hands_events.tsv '
        'sub-9083_ses-2_task-rest_bold.json sub-9083_ses-2_task-sleepiness_events.tsv'
    ),
    'sub-9084/ses-2/func': (
        'sub-9084_ses-2_task-faces_bold.json sub-9084_ses-2_task-faces_events.tsv '
        'sub-9084_ses-2_task-hands_bold.json'
    ),
    'sub-9088/ses-2/func': (
        'sub-9088_ses-2_task-arrows_events.tsv sub-9088_ses-2_task-faces_bold.json '
        'sub-9088_ses-2_task-rest_bold.json'
    ),
    'sub-9096/ses-2/func': (
        'sub-9096_ses-2_task-faces_physio.json sub-9096_ses-2_task-hands_bold.json '
        'sub-9096_ses-2_task-rest_bold.json sub-9096_ses-2_task-sleepiness_events.tsv'
    ),
}

SLEEPY_FMAP_SOURCE_KIND = {
    '': (
        'sourcedata/Fieldmap_RealImaginary/sub-9001/ses-1/fmap/sub-9001_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9001/ses-1/fmap/sub-9001_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9002/ses-1/fmap/sub-9002_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9002/ses-1/fmap/sub-9002_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9003/ses-1/fmap/sub-9003_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9003/ses-1/fmap/sub-9003_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9005/ses-1/fmap/sub-9005_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9005/ses-1/fmap/sub-9005_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9005/ses-2/fmap/sub-9005_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9005/ses-2/fmap/sub-9005_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9007/ses-1/fmap/sub-9007_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9007/ses-2/fmap/sub-9007_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9008/ses-2/fmap/sub-9008_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9012/ses-1/fmap/sub-9012_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9012/ses-1/fmap/sub-9012_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9012/ses-2/fmap/sub-9012_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9013/ses-2/fmap/sub-9013_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9013/ses-2/fmap/sub-9013_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9014/ses-1/fmap/sub-9014_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9014/ses-2/fmap/sub-9014_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9014/ses-2/fmap/sub-9014_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9017/ses-2/fmap/sub-9017_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9017/ses-2/fmap/sub-9017_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9018/ses-1/fmap/sub-9018_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9019/ses-1/fmap/sub-9019_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9019/ses-2/fmap/sub-9019_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9023/ses-1/fmap/sub-9023_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9023/ses-2/fmap/sub-9023_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9025/ses-1/fmap/sub-9025_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9025/ses-2/fmap/sub-9025_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9025/ses-2/fmap/sub-9025_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9026/ses-1/fmap/sub-9026_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9026/ses-2/fmap/sub-9026_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9028/ses-1/fmap/sub-9028_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9029/ses-2/fmap/sub-9029_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9029/ses-2/fmap/sub-9029_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9033/ses-1/fmap/sub-9033_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9033/ses-1/fmap/sub-9033_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9034/ses-2/fmap/sub-9034_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9034/ses-2/fmap/sub-9034_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9035/ses-2/fmap/sub-9035_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9035/ses-2/fmap/sub-9035_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9036/ses-1/fmap/sub-9036_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9036/ses-1/fmap/sub-9036_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9036/ses-2/fmap/sub-9036_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9036/ses-2/fmap/sub-9036_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9037/ses-1/fmap/sub-9037_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9037/ses-1/fmap/sub-9037_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9037/ses-2/fmap/sub-9037_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9037/ses-2/fmap/sub-9037_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9038/ses-1/fmap/sub-9038_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9038/ses-2/fmap/sub-9038_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9039/ses-1/fmap/sub-9039_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9039/ses-1/fmap/sub-9039_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9041/ses-1/fmap/sub-9041_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9041/ses-1/fmap/sub-9041_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9042/ses-1/fmap/sub-9042_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9042/ses-2/fmap/sub-9042_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9044/ses-2/fmap/sub-9044_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9044/ses-2/fmap/sub-9044_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9045/ses-1/fmap/sub-9045_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9045/ses-1/fmap/sub-9045_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9045/ses-2/fmap/sub-9045_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9046/ses-1/fmap/sub-9046_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9046/ses-2/fmap/sub-9046_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9046/ses-2/fmap/sub-9046_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9047/ses-1/fmap/sub-9047_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9047/ses-1/fmap/sub-9047_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9047/ses-2/fmap/sub-9047_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9047/ses-2/fmap/sub-9047_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9049/ses-1/fmap/sub-9049_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9049/ses-1/fmap/sub-9049_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9049/ses-2/fmap/sub-9049_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9050/ses-1/fmap/sub-9050_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9054/ses-1/fmap/sub-9054_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9055/ses-1/fmap/sub-9055_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9055/ses-1/fmap/sub-9055_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9055/ses-2/fmap/sub-9055_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9057/ses-1/fmap/sub-9057_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9057/ses-1/fmap/sub-9057_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9057/ses-2/fmap/sub-9057_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9058/ses-1/fmap/sub-9058_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9058/ses-1/fmap/sub-9058_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9059/ses-2/fmap/sub-9059_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9059/ses-2/fmap/sub-9059_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9061/ses-1/fmap/sub-9061_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9061/ses-1/fmap/sub-9061_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9062/ses-1/fmap/sub-9062_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9062/ses-1/fmap/sub-9062_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9062/ses-2/fmap/sub-9062_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9062/ses-2/fmap/sub-9062_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9063/ses-1/fmap/sub-9063_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9064/ses-1/fmap/sub-9064_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9064/ses-1/fmap/sub-9064_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9064/ses-2/fmap/sub-9064_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9067/ses-2/fmap/sub-9067_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9068/ses-1/fmap/sub-9068_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9068/ses-1/fmap/sub-9068_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9068/ses-2/fmap/sub-9068_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9069/ses-1/fmap/sub-9069_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9069/ses-2/fmap/sub-9069_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9070/ses-1/fmap/sub-9070_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9071/ses-1/fmap/sub-9071_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9072/ses-2/fmap/sub-9072_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9072/ses-2/fmap/sub-9072_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9073/ses-1/fmap/sub-9073_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9075/ses-1/fmap/sub-9075_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9075/ses-1/fmap/sub-9075_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9076/ses-2/fmap/sub-9076_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9076/ses-2/fmap/sub-9076_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9077/ses-2/fmap/sub-9077_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9077/ses-2/fmap/sub-9077_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9079/ses-1/fmap/sub-9079_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9079/ses-1/fmap/sub-9079_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9080/ses-2/fmap/sub-9080_ses-2_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9080/ses-2/fmap/sub-9080_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9081/ses-1/fmap/sub-9081_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9081/ses-1/fmap/sub-9081_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9082/ses-2/fmap/sub-9082_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9082/ses-2/fmap/sub-9082_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9083/ses-2/fmap/sub-9083_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9083/ses-2/fmap/sub-9083_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9084/ses-1/fmap/sub-9084_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9084/ses-1/fmap/sub-9084_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9084/ses-2/fmap/sub-9084_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9085/ses-2/fmap/sub-9085_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9086/ses-2/fmap/sub-9086_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9086/ses-2/fmap/sub-9086_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9087/ses-1/fmap/sub-9087_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9088/ses-1/fmap/sub-9088_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9088/ses-2/fmap/sub-9088_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9089/ses-2/fmap/sub-9089_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9090/ses-1/fmap/sub-9090_ses-1_real1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9090/ses-2/fmap/sub-9090_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9090/ses-2/fmap/sub-9090_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9091/ses-1/fmap/sub-9091_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9091/ses-1/fmap/sub-9091_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9091/ses-2/fmap/sub-9091_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9092/ses-1/fmap/sub-9092_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9092/ses-2/fmap/sub-9092_ses-2_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9093/ses-1/fmap/sub-9093_ses-1_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9095/ses-1/fmap/sub-9095_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9096/ses-2/fmap/sub-9096_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9096/ses-2/fmap/sub-9096_ses-2_real2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9098/ses-1/fmap/sub-9098_ses-1_imaginary1.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9098/ses-1/fmap/sub-9098_ses-1_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9098/ses-2/fmap/sub-9098_ses-2_imaginary2.nii.gz '
        'sourcedata/Fieldmap_RealImaginary/sub-9098/ses-2/fmap/sub-9098_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9002/ses-2/fmap': (
        'sub-9002_ses-2_imaginary1.nii.gz sub-9002_ses-2_real1.nii.gz sub-9002_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9004/ses-2/fmap': (
        'sub-9004_ses-2_imaginary1.nii.gz sub-9004_ses-2_real1.nii.gz sub-9004_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9008/ses-1/fmap': (
        'sub-9008_ses-1_imaginary1.nii.gz sub-9008_ses-1_real1.nii.gz sub-9008_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9009/ses-1/fmap': (
        'sub-9009_ses-1_imaginary1.nii.gz sub-9009_ses-1_imaginary2.nii.gz sub-9009_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9009/ses-2/fmap': (
        'sub-9009_ses-2_imaginary1.nii.gz sub-9009_ses-2_real1.nii.gz sub-9009_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9011/ses-1/fmap': (
        'sub-9011_ses-1_imaginary2.nii.gz sub-9011_ses-1_real1.nii.gz sub-9011_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9013/ses-1/fmap': (
        'sub-9013_ses-1_imaginary1.nii.gz sub-9013_ses-1_imaginary2.nii.gz sub-9013_ses-1_real1.nii.gz '
        'sub-9013_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9020/ses-1/fmap': (
        'sub-9020_ses-1_imaginary2.nii.gz sub-9020_ses-1_real1.nii.gz sub-9020_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9022/ses-1/fmap': (
        'sub-9022_ses-1_imaginary1.nii.gz sub-9022_ses-1_real1.nii.gz sub-9022_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9029/ses-1/fmap': (
        'sub-9029_ses-1_imaginary2.nii.gz sub-9029_ses-1_real1.nii.gz sub-9029_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9032/ses-1/fmap': (
        'sub-9032_ses-1_imaginary1.nii.gz sub-9032_ses-1_imaginary2.nii.gz sub-9032_ses-1_real1.nii.gz '
        'sub-9032_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9032/ses-2/fmap': (
        'sub-9032_ses-2_imaginary1.nii.gz sub-9032_ses-2_imaginary2.nii.gz sub-9032_ses-2_real1.nii.gz '
        'sub-9032_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9033/ses-2/fmap': (
        'sub-9033_ses-2_imaginary2.nii.gz sub-9033_ses-2_real1.nii.gz sub-9033_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9039/ses-2/fmap': (
        'sub-9039_ses-2_imaginary1.nii.gz sub-9039_ses-2_real1.nii.gz sub-9039_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9040/ses-1/fmap': (
        'sub-9040_ses-1_imaginary1.nii.gz sub-9040_ses-1_real1.nii.gz sub-9040_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9040/ses-2/fmap': (
        'sub-9040_ses-2_imaginary1.nii.gz sub-9040_ses-2_imaginary2.nii.gz sub-9040_ses-2_real1.nii.gz '
        'sub-9040_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9041/ses-2/fmap': (
        'sub-9041_ses-2_imaginary1.nii.gz sub-9041_ses-2_imaginary2.nii.gz sub-9041_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9044/ses-1/fmap': (
        'sub-9044_ses-1_run-1_imaginary1.nii.gz sub-9044_ses-1_run-1_real1.nii.gz '
        'sub-9044_ses-1_run-2_imaginary2.nii.gz sub-9044_ses-1_run-2_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9048/ses-1/fmap': (
        'sub-9048_ses-1_imaginary1.nii.gz sub-9048_ses-1_imaginary2.nii.gz sub-9048_ses-1_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9048/ses-2/fmap': (
        'sub-9048_ses-2_imaginary1.nii.gz sub-9048_ses-2_imaginary2.nii.gz sub-9048_ses-2_real1.nii.gz '
        'sub-9048_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9050/ses-2/fmap': (
        'sub-9050_ses-2_imaginary1.nii.gz sub-9050_ses-2_imaginary2.nii.gz sub-9050_ses-2_real1.nii.gz '
        'sub-9050_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9053/ses-1/fmap': (
        'sub-9053_ses-1_imaginary1.nii.gz sub-9053_ses-1_imaginary2.nii.gz sub-9053_ses-1_real1.nii.gz '
        'sub-9053_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9053/ses-2/fmap': (
        'sub-9053_ses-2_imaginary1.nii.gz sub-9053_ses-2_imaginary2.nii.gz sub-9053_ses-2_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9054/ses-2/fmap': (
        'sub-9054_ses-2_imaginary1.nii.gz sub-9054_ses-2_real1.nii.gz sub-9054_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9056/ses-2/fmap': (
        'sub-9056_ses-2_imaginary1.nii.gz sub-9056_ses-2_imaginary2.nii.gz sub-9056_ses-2_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9058/ses-2/fmap': (
        'sub-9058_ses-2_imaginary1.nii.gz sub-9058_ses-2_real1.nii.gz sub-9058_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9061/ses-2/fmap': (
        'sub-9061_ses-2_imaginary1.nii.gz sub-9061_ses-2_imaginary2.nii.gz sub-9061_ses-2_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9063/ses-2/fmap': (
        'sub-9063_ses-2_imaginary1.nii.gz sub-9063_ses-2_imaginary2.nii.gz sub-9063_ses-2_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9065/ses-1/fmap': (
        'sub-9065_ses-1_imaginary1.nii.gz sub-9065_ses-1_real1.nii.gz sub-9065_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9066/ses-1/fmap': (
        'sub-9066_ses-1_imaginary1.nii.gz sub-9066_ses-1_imaginary2.nii.gz sub-9066_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9067/ses-1/fmap': (
        'sub-9067_ses-1_imaginary1.nii.gz sub-9067_ses-1_real1.nii.gz sub-9067_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9070/ses-2/fmap': (
        'sub-9070_ses-2_imaginary1.nii.gz sub-9070_ses-2_imaginary2.nii.gz sub-9070_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9071/ses-2/fmap': (
        'sub-9071_ses-2_imaginary2.nii.gz sub-9071_ses-2_real1.nii.gz sub-9071_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9072/ses-1/fmap': (
        'sub-9072_ses-1_imaginary1.nii.gz sub-9072_ses-1_imaginary2.nii.gz sub-9072_ses-1_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9073/ses-2/fmap': (
        'sub-9073_ses-2_imaginary2.nii.gz sub-9073_ses-2_real1.nii.gz sub-9073_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9074/ses-2/fmap': (
        'sub-9074_ses-2_imaginary1.nii.gz sub-9074_ses-2_imaginary2.nii.gz sub-9074_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9075/ses-2/fmap': (
        'sub-9075_ses-2_imaginary1.nii.gz sub-9075_ses-2_imaginary2.nii.gz sub-9075_ses-2_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9076/ses-1/fmap': (
        'sub-9076_ses-1_imaginary2.nii.gz sub-9076_ses-1_real1.nii.gz sub-9076_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9077/ses-1/fmap': (
        'sub-9077_ses-1_imaginary1.nii.gz sub-9077_ses-1_imaginary2.nii.gz sub-9077_ses-1_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9079/ses-2/fmap': (
        'sub-9079_ses-2_imaginary1.nii.gz sub-9079_ses-2_imaginary2.nii.gz sub-9079_ses-2_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9081/ses-2/fmap': (
        'sub-9081_ses-2_imaginary1.nii.gz sub-9081_ses-2_real1.nii.gz sub-9081_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9082/ses-1/fmap': (
        'sub-9082_ses-1_imaginary1.nii.gz sub-9082_ses-1_imaginary2.nii.gz sub-9082_ses-1_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9085/ses-1/fmap': (
        'sub-9085_ses-1_imaginary2.nii.gz sub-9085_ses-1_real1.nii.gz sub-9085_ses-1_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9086/ses-1/fmap': (
        'sub-9086_ses-1_imaginary1.nii.gz sub-9086_ses-1_imaginary2.nii.gz sub-9086_ses-1_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9087/ses-2/fmap': (
        'sub-9087_ses-2_imaginary1.nii.gz sub-9087_ses-2_imaginary2.nii.gz sub-9087_ses-2_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9089/ses-1/fmap': (
        'sub-9089_ses-1_imaginary1.nii.gz sub-9089_ses-1_imaginary2.nii.gz sub-9089_ses-1_real1.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9093/ses-2/fmap': (
        'sub-9093_ses-2_imaginary2.nii.gz sub-9093_ses-2_real1.nii.gz sub-9093_ses-2_real2.nii.gz'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9094/ses-1/fmap': (
        'sub-9094_ses-1_imaginary1.nii.gz sub-9094_ses-1_imaginary2.nii.gz sub-9094_ses-1_real1.nii.gz'
    ),
}

SLEEPY_FMAP_SOURCE_OTHER = {
    '': (
        'derivatives/EMG_preprocessed/sub-9061/ses-1/func/sub-9061_ses-1_task-faces_physio_preprocessed.tsv '
        'sourcedata/EyeTrackingLogFiles/9083_1_18730303_EyeTrackingLogFiles/9083_1_18730303_192140_eyedata_Sleepiness.txt '
        'sourcedata/Fieldmap_RealImaginary/sub-9002/ses-2/fmap/sub-9002_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9002/ses-2/fmap/sub-9002_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9004/ses-2/fmap/sub-9004_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9005/ses-2/fmap/sub-9005_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9007/ses-1/fmap/sub-9007_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9007/ses-1/fmap/sub-9007_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9007/ses-2/fmap/sub-9007_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9008/ses-1/fmap/sub-9008_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9008/ses-1/fmap/sub-9008_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9008/ses-2/fmap/sub-9008_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9009/ses-1/fmap/sub-9009_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9009/ses-1/fmap/sub-9009_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9009/ses-2/fmap/sub-9009_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9011/ses-2/fmap/sub-9011_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9011/ses-2/fmap/sub-9011_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9012/ses-1/fmap/sub-9012_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9012/ses-1/fmap/sub-9012_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9012/ses-2/fmap/sub-9012_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9012/ses-2/fmap/sub-9012_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9013/ses-1/fmap/sub-9013_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9013/ses-1/fmap/sub-9013_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9013/ses-2/fmap/sub-9013_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9014/ses-1/fmap/sub-9014_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9014/ses-1/fmap/sub-9014_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9014/ses-2/fmap/sub-9014_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9017/ses-2/fmap/sub-9017_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9018/ses-1/fmap/sub-9018_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9019/ses-2/fmap/sub-9019_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9022/ses-1/fmap/sub-9022_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9023/ses-1/fmap/sub-9023_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9023/ses-1/fmap/sub-9023_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9023/ses-2/fmap/sub-9023_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9025/ses-1/fmap/sub-9025_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9025/ses-2/fmap/sub-9025_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9026/ses-2/fmap/sub-9026_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9026/ses-2/fmap/sub-9026_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9028/ses-1/fmap/sub-9028_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9029/ses-1/fmap/sub-9029_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9029/ses-2/fmap/sub-9029_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9032/ses-2/fmap/sub-9032_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9032/ses-2/fmap/sub-9032_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9033/ses-1/fmap/sub-9033_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9033/ses-2/fmap/sub-9033_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9035/ses-2/fmap/sub-9035_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9036/ses-2/fmap/sub-9036_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9037/ses-2/fmap/sub-9037_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9038/ses-2/fmap/sub-9038_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9040/ses-1/fmap/sub-9040_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9040/ses-1/fmap/sub-9040_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9040/ses-2/fmap/sub-9040_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9040/ses-2/fmap/sub-9040_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9041/ses-2/fmap/sub-9041_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9042/ses-1/fmap/sub-9042_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9042/ses-2/fmap/sub-9042_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9044/ses-2/fmap/sub-9044_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9045/ses-2/fmap/sub-9045_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9045/ses-2/fmap/sub-9045_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9046/ses-2/fmap/sub-9046_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9047/ses-1/fmap/sub-9047_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9047/ses-1/fmap/sub-9047_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9047/ses-2/fmap/sub-9047_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9047/ses-2/fmap/sub-9047_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9048/ses-2/fmap/sub-9048_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9049/ses-1/fmap/sub-9049_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9049/ses-1/fmap/sub-9049_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9049/ses-2/fmap/sub-9049_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9050/ses-1/fmap/sub-9050_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9050/ses-2/fmap/sub-9050_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9050/ses-2/fmap/sub-9050_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9053/ses-1/fmap/sub-9053_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9054/ses-1/fmap/sub-9054_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9054/ses-1/fmap/sub-9054_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9054/ses-2/fmap/sub-9054_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9055/ses-1/fmap/sub-9055_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9057/ses-1/fmap/sub-9057_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9057/ses-1/fmap/sub-9057_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9058/ses-1/fmap/sub-9058_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9058/ses-1/fmap/sub-9058_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9058/ses-2/fmap/sub-9058_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9058/ses-2/fmap/sub-9058_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9059/ses-2/fmap/sub-9059_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9059/ses-2/fmap/sub-9059_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9061/ses-1/fmap/sub-9061_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9061/ses-1/fmap/sub-9061_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9061/ses-2/fmap/sub-9061_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9061/ses-2/fmap/sub-9061_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9062/ses-1/fmap/sub-9062_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9063/ses-2/fmap/sub-9063_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9063/ses-2/fmap/sub-9063_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9064/ses-1/fmap/sub-9064_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9064/ses-2/fmap/sub-9064_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9065/ses-1/fmap/sub-9065_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9067/ses-1/fmap/sub-9067_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9067/ses-2/fmap/sub-9067_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9068/ses-1/fmap/sub-9068_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9068/ses-1/fmap/sub-9068_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9068/ses-2/fmap/sub-9068_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9069/ses-1/fmap/sub-9069_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9069/ses-2/fmap/sub-9069_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9071/ses-1/fmap/sub-9071_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9073/ses-1/fmap/sub-9073_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9073/ses-1/fmap/sub-9073_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9073/ses-2/fmap/sub-9073_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9073/ses-2/fmap/sub-9073_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9074/ses-2/fmap/sub-9074_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9075/ses-1/fmap/sub-9075_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9076/ses-1/fmap/sub-9076_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9076/ses-2/fmap/sub-9076_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9076/ses-2/fmap/sub-9076_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9079/ses-1/fmap/sub-9079_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9079/ses-1/fmap/sub-9079_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9079/ses-2/fmap/sub-9079_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9079/ses-2/fmap/sub-9079_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9080/ses-2/fmap/sub-9080_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9080/ses-2/fmap/sub-9080_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9081/ses-1/fmap/sub-9081_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9081/ses-1/fmap/sub-9081_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9081/ses-2/fmap/sub-9081_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9081/ses-2/fmap/sub-9081_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9082/ses-1/fmap/sub-9082_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9082/ses-1/fmap/sub-9082_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9082/ses-2/fmap/sub-9082_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9082/ses-2/fmap/sub-9082_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9083/ses-2/fmap/sub-9083_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9083/ses-2/fmap/sub-9083_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9084/ses-1/fmap/sub-9084_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9085/ses-1/fmap/sub-9085_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9085/ses-1/fmap/sub-9085_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9086/ses-1/fmap/sub-9086_ses-1_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9086/ses-2/fmap/sub-9086_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9086/ses-2/fmap/sub-9086_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9087/ses-1/fmap/sub-9087_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9087/ses-1/fmap/sub-9087_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9087/ses-2/fmap/sub-9087_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9087/ses-2/fmap/sub-9087_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9088/ses-1/fmap/sub-9088_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9088/ses-1/fmap/sub-9088_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9088/ses-2/fmap/sub-9088_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9089/ses-2/fmap/sub-9089_ses-2_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9089/ses-2/fmap/sub-9089_ses-2_real2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9090/ses-2/fmap/sub-9090_ses-2_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9092/ses-1/fmap/sub-9092_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9092/ses-1/fmap/sub-9092_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9092/ses-2/fmap/sub-9092_ses-2_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9093/ses-1/fmap/sub-9093_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9095/ses-1/fmap/sub-9095_ses-1_imaginary2.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9095/ses-1/fmap/sub-9095_ses-1_real1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9098/ses-1/fmap/sub-9098_ses-1_imaginary1.json '
        'sourcedata/Fieldmap_RealImaginary/sub-9098/ses-2/fmap/sub-9098_ses-2_real2.json '
        'sourcedata/PresentationLogFiles/9002_1_18740401_Presentationlogfiles/KSS_brief0.txt '
        'sourcedata/PresentationLogFiles/9007_1_18730311_Presentationlogfiles/KSS_brief0.txt '
        'sourcedata/PresentationLogFiles/9008_1_18740411_Presentationlogfiles/KSS_brief0.txt '
        'sourcedata/PresentationLogFiles/9018_2_18740113_Presentationlogfiles/KSS_brief4.txt '
        'sourcedata/PresentationLogFiles/9020_1_18740509_Presentationlogfiles/KSS_brief2.txt '
        'sourcedata/PresentationLogFiles/9023_1_18740503_Presentationlogfiles/KSS_brief2.log '
        'sourcedata/PresentationLogFiles/9025_1_18740413_Presentationlogfiles/KSS_brief2.log '
        'sourcedata/PresentationLogFiles/9037_1_18730213_Presentationlogfiles/KSS_brief2.log '
        'sourcedata/PresentationLogFiles/9039_2_18740403_Presentationlogfiles/KSS_brief3.txt '
        'sourcedata/PresentationLogFiles/9049_1_18740322_Presentationlogfiles/KSS_brief5.log '
        'sourcedata/PresentationLogFiles/9053_2_18730402_Presentationlogfiles/KSS.txt '
        'sourcedata/PresentationLogFiles/9054_2_18740404_Presentationlogfiles/KSS_brief2.txt '
        'sourcedata/PresentationLogFiles/9064_1_18740314_Presentationlogfiles/KSS_brief5.log '
        'sourcedata/PresentationLogFiles/9071_1_18731225_Presentationlogfiles/Sleepiness_sce.log '
        'sourcedata/PresentationLogFiles/9071_2_18740122_Presentationlogfiles/KSS_brief2.txt '
        'sourcedata/PresentationLogFiles/9074_1_18731112_Presentationlogfiles/KSS_brief5.log '
        'sourcedata/PresentationLogFiles/9075_2_18740515_Presentationlogfiles/KSS_brief5.log '
        'sourcedata/PresentationLogFiles/9081_2_18740219_Presentationlogfiles/KSS_brief5.txt '
        'sourcedata/PresentationLogFiles/9090_1_18730319_Presentationlogfiles/KSS_brief2.log '
        'sourcedata/PresentationLogFiles/9092_1_18740203_Presentationlogfiles/KSS_brief4.log '
        'sourcedata/PresentationLogFiles/9094_2_18740508_Presentationlogfiles/KSS_brief4.log '
        'sub-9001/ses-1/func/sub-9001_ses-1_task-hands_events.tsv '
        'sub-9003/ses-2/func/sub-9003_ses-2_task-rest_bold.json '
        'sub-9005/ses-2/func/sub-9005_ses-2_task-rest_bold.json '
        'sub-9007/ses-2/func/sub-9007_ses-2_task-arrows_bold.nii.gz '
        'sub-9013/ses-2/fmap/sub-9013_ses-2_phase2.nii.gz '
        'sub-9029/ses-1/func/sub-9029_ses-1_task-faces_events.tsv sub-9029/ses-1/sub-9029_ses-1_scans.tsv '
        'sub-9042/ses-1/func/sub-9042_ses-1_task-arrows_bold.json '
        'sub-9045/ses-2/func/sub-9045_ses-2_task-arrows_bold.json '
        'sub-9050/ses-1/func/sub-9050_ses-1_task-sleepiness_events.tsv '
        'sub-9053/ses-1/fmap/sub-9053_ses-1_magnitude1.json '
        'sub-9055/ses-2/fmap/sub-9055_ses-2_magnitude1.json '
        'sub-9056/ses-2/func/sub-9056_ses-2_task-hands_events.tsv '
        'sub-9056/ses-2/func/sub-9056_ses-2_task-sleepiness_events.tsv '
        'sub-9061/ses-2/dwi/sub-9061_ses-2_dwi.nii.gz sub-9065/ses-1/fmap/sub-9065_ses-1_phase2.nii.gz '
        'sub-9067/ses-1/anat/sub-9067_ses-1_T1w.json '
        'sub-9069/ses-2/func/sub-9069_ses-2_task-faces_physio.tsv.gz '
        'sub-9073/ses-1/func/sub-9073_ses-1_task-rest_bold.nii.gz '
        'sub-9079/ses-2/func/sub-9079_ses-2_task-sleepiness_bold.json '
        'sub-9080/ses-2/beh/sub-9080_ses-2_task-PVT_events.tsv '
        'sub-9085/ses-1/beh/sub-9085_ses-1_task-workingmemorytest_events.tsv '
        'sub-9086/ses-2/fmap/sub-9086_ses-2_phase1.json '
        'sub-9093/ses-2/func/sub-9093_ses-2_task-arrows_events.tsv'
    ),
    'derivatives/mriqc/reports': (
        'sub-9013_ses-2_task-sleepiness_bold.html sub-9022_ses-1_task-rest_bold.html '
        'sub-9036_ses-1_task-rest_bold.html'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9001/ses-2/fmap': (
        'sub-9001_ses-2_imaginary1.json sub-9001_ses-2_imaginary2.json sub-9001_ses-2_real1.json '
        'sub-9001_ses-2_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9002/ses-1/fmap': (
        'sub-9002_ses-1_imaginary1.json sub-9002_ses-1_imaginary2.json sub-9002_ses-1_real1.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9003/ses-1/fmap': (
        'sub-9003_ses-1_imaginary2.json sub-9003_ses-1_real1.json sub-9003_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9003/ses-2/fmap': (
        'sub-9003_ses-2_imaginary1.json sub-9003_ses-2_imaginary2.json sub-9003_ses-2_real1.json '
        'sub-9003_ses-2_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9004/ses-1/fmap': (
        'sub-9004_ses-1_imaginary1.json sub-9004_ses-1_imaginary2.json sub-9004_ses-1_real1.json '
        'sub-9004_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9005/ses-1/fmap': (
        'sub-9005_ses-1_imaginary1.json sub-9005_ses-1_real1.json sub-9005_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9011/ses-1/fmap': (
        'sub-9011_ses-1_imaginary1.json sub-9011_ses-1_imaginary2.json sub-9011_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9016/ses-1/fmap': (
        'sub-9016_ses-1_imaginary1.json sub-9016_ses-1_imaginary2.json sub-9016_ses-1_real1.json '
        'sub-9016_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9019/ses-1/fmap': (
        'sub-9019_ses-1_imaginary1.json sub-9019_ses-1_imaginary2.json sub-9019_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9020/ses-2/fmap': (
        'sub-9020_ses-2_imaginary1.json sub-9020_ses-2_imaginary2.json sub-9020_ses-2_real1.json '
        'sub-9020_ses-2_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9026/ses-1/fmap': (
        'sub-9026_ses-1_imaginary2.json sub-9026_ses-1_real1.json sub-9026_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9028/ses-2/fmap': (
        'sub-9028_ses-2_imaginary1.json sub-9028_ses-2_imaginary2.json sub-9028_ses-2_real1.json '
        'sub-9028_ses-2_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9034/ses-1/fmap': (
        'sub-9034_ses-1_imaginary1.json sub-9034_ses-1_imaginary2.json sub-9034_ses-1_real1.json '
        'sub-9034_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9034/ses-2/fmap': (
        'sub-9034_ses-2_imaginary1.json sub-9034_ses-2_imaginary2.json sub-9034_ses-2_real1.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9035/ses-1/fmap': (
        'sub-9035_ses-1_imaginary1.json sub-9035_ses-1_imaginary2.json sub-9035_ses-1_real1.json '
        'sub-9035_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9041/ses-1/fmap': (
        'sub-9041_ses-1_imaginary1.json sub-9041_ses-1_real1.json sub-9041_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9044/ses-1/fmap': (
        'sub-9044_ses-1_run-1_imaginary2.json sub-9044_ses-1_run-1_real1.json '
        'sub-9044_ses-1_run-2_imaginary2.json sub-9044_ses-1_run-2_real1.json '
        'sub-9044_ses-1_run-2_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9045/ses-1/fmap': (
        'sub-9045_ses-1_imaginary1.json sub-9045_ses-1_imaginary2.json sub-9045_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9046/ses-1/fmap': (
        'sub-9046_ses-1_imaginary1.json sub-9046_ses-1_imaginary2.json sub-9046_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9048/ses-1/fmap': (
        'sub-9048_ses-1_imaginary1.json sub-9048_ses-1_imaginary2.json sub-9048_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9055/ses-2/fmap': (
        'sub-9055_ses-2_imaginary1.json sub-9055_ses-2_imaginary2.json sub-9055_ses-2_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9062/ses-2/fmap': (
        'sub-9062_ses-2_imaginary2.json sub-9062_ses-2_real1.json sub-9062_ses-2_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9075/ses-2/fmap': (
        'sub-9075_ses-2_imaginary1.json sub-9075_ses-2_imaginary2.json sub-9075_ses-2_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9080/ses-1/fmap': (
        'sub-9080_ses-1_imaginary1.json sub-9080_ses-1_imaginary2.json sub-9080_ses-1_real1.json '
        'sub-9080_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9083/ses-1/fmap': (
        'sub-9083_ses-1_imaginary1.json sub-9083_ses-1_imaginary2.json sub-9083_ses-1_real1.json '
        'sub-9083_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9084/ses-2/fmap': (
        'sub-9084_ses-2_imaginary1.json sub-9084_ses-2_imaginary2.json sub-9084_ses-2_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9094/ses-1/fmap': (
        'sub-9094_ses-1_imaginary2.json sub-9094_ses-1_real1.json sub-9094_ses-1_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9094/ses-2/fmap': (
        'sub-9094_ses-2_imaginary1.json sub-9094_ses-2_imaginary2.json sub-9094_ses-2_real1.json '
        'sub-9094_ses-2_real2.json'
    ),
    'sourcedata/Fieldmap_RealImaginary/sub-9100/ses-2/fmap': (
        'sub-9100_ses-2_imaginary1.json sub-9100_ses-2_imaginary2.json sub-9100_ses-2_real1.json '
        'sub-9100_ses-2_real2.json'
    ),
}

REPLAY_MEG_KIND = {
    'sub-001/ses-01/meg': (
        'sub-001_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-001_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-001_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-001_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-001_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-001_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-001_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-001_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-001_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-001_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-001_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-002/ses-01/meg': (
        'sub-002_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-002_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-002_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-002_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-002_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-002_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-002_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-002_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-002_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-002_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-003/ses-01/meg': (
        'sub-003_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-003_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-003_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-003_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-003_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-003_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-003_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-003_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-003_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-003_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-003_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-003_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-004/ses-01/meg': (
        'sub-004_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-004_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-004_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-004_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-004_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-004_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-004_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-004_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-004_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-004_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-004_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-005/ses-01/meg': (
        'sub-005_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-005_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-005_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-005_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-005_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-005_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-005_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-005_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-005_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-005_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-006/ses-01/meg': (
        'sub-006_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-006_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-006_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-006_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-006_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-006_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-006_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-006_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-006_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-006_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-006_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-007/ses-01/meg': (
        'sub-007_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-007_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-007_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-007_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-007_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-007_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-007_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-007_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-007_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-007_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-007_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-007_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-008/ses-01/meg': (
        'sub-008_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-008_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-008_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-008_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-008_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-008_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-008_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-008_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-008_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-008_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-008_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-008_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-009/ses-01/meg': (
        'sub-009_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-009_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-009_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-009_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-009_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-009_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-009_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-009_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-009_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-009_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-009_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
    'sub-010/ses-01/meg': (
        'sub-010_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-010_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-010_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-010_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-010_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-010_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-010_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-010_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-010_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-011/ses-01/meg': (
        'sub-011_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-011_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-011_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-011_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-011_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-011_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-011_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-011_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-011_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-011_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-011_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-012/ses-01/meg': (
        'sub-012_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-012_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-012_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-012_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-012_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-012_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-012_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-012_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-012_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-012_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-012_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-012_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-013/ses-01/meg': (
        'sub-013_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-013_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-013_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-013_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-013_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-013_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-013_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-013_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-013_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-013_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-013_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
    'sub-014/ses-01/meg': (
        'sub-014_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-014_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-014_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-014_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-014_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-014_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-014_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-014_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-014_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-014_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-014_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
    'sub-015/ses-01/meg': (
        'sub-015_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-015_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-015_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-015_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-015_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-015_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-015_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-015_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-015_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-015_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-015_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-016/ses-01/meg': (
        'sub-016_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-016_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-016_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-016_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-016_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-016_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-016_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-016_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-016_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-016_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-016_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-017/ses-01/meg': (
        'sub-017_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-017_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-017_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-017_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-017_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-017_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-017_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-017_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-017_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-017_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-017_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
    'sub-018/ses-01/meg': (
        'sub-018_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-018_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-018_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-018_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-018_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-018_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-018_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-018_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-018_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-018_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-019/ses-01/meg': (
        'sub-019_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-019_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-019_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-019_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-019_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-019_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-019_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-019_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-019_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-019_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
    'sub-020/ses-01/meg': (
        'sub-020_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-020_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-020_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-020_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-020_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-020_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-020_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-020_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-020_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-020_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-020_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-021/ses-01/meg': (
        'sub-021_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-021_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-021_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-021_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-021_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-021_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-021_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-021_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-021_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-021_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-021_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-022/ses-01/meg': (
        'sub-022_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-022_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-022_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-022_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-022_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-022_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-022_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-022_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-022_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-022_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
    'sub-023/ses-01/meg': (
        'sub-023_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-023_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-023_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-023_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-023_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-023_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-023_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-023_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-023_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-023_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
    'sub-024/ses-01/meg': (
        'sub-024_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-024_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-024_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-024_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-024_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-024_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-024_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-024_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-024_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-024_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-024_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-025/ses-01/meg': (
        'sub-025_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-025_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-025_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-025_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-025_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-025_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-025_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-025_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-025_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
    'sub-026/ses-01/meg': (
        'sub-026_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-026_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-026_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-026_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-026_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-026_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-026_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-026_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-026_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-026_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-026_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-027/ses-01/meg': (
        'sub-027_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-027_ses-01_task-AversiveLearningReplay_run-02_meg.fif '
        'sub-027_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-027_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-027_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-027_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-027_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-027_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-027_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-027_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-027_ses-01_task-AversiveLearningReplay_run-12_meg.fif'
    ),
    'sub-028/ses-01/meg': (
        'sub-028_ses-01_task-AversiveLearningReplay_run-01_meg.fif '
        'sub-028_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-028_ses-01_task-AversiveLearningReplay_run-05_meg.fif '
        'sub-028_ses-01_task-AversiveLearningReplay_run-06_meg.fif '
        'sub-028_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-028_ses-01_task-AversiveLearningReplay_run-08_meg.fif '
        'sub-028_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-028_ses-01_task-AversiveLearningReplay_run-10_meg.fif '
        'sub-028_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
}

REPLAY_MEG_OTHER = {
    '': (
        'derivatives/classifier/classifier_idx_102/sub-005_classifier_idx_102.pkl '
        'derivatives/preprocessing/sub-004/localiser/sub-004_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-005/localiser/sub-005_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-014/task/sub-014_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-015/task/sub-015_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-017/localiser/sub-017_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-017/task/sub-017_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-020/localiser/sub-020_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-020/task/sub-020_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-021/ICA/sub-021_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-021/localiser/sub-021_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-024/localiser/sub-024_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-025/localiser/sub-025_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-028/ICA/sub-028_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-028/task/sub-028_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_400hz-epo.fif.gz '
        'derivatives/state_reactivation_arrays/outcome/classifier_idx_15/sub-001_outcome_state_reactivation_idx_15.pkl.npy '
        'derivatives/state_reactivation_arrays/planning/classifier_idx_37/sub-003_planning_state_reactivation_idx_37.pkl.npy '
        'derivatives/state_reactivation_arrays/planning/classifier_idx_37/sub-010_planning_state_reactivation_idx_37.pkl.npy '
        'derivatives/sw_sequenceness/outcome/classifier_idx_15/sub-005_outcome_sequenceness_idx_15.pkl '
        'derivatives/sw_sequenceness/outcome/classifier_idx_15/sub-026_outcome_sequenceness_idx_15.pkl '
        'derivatives/sw_sequenceness/outcome/classifier_idx_37/sub-014_outcome_sequenceness_idx_37.pkl '
        'derivatives/sw_sequenceness/outcome/classifier_idx_37/sub-021_outcome_sequenceness_idx_37.pkl '
        'derivatives/sw_sequenceness/planning/classifier_idx_15/sub-003_planning_sequenceness_idx_15.pkl '
        'derivatives/sw_sequenceness/planning/classifier_idx_9/sub-001_planning_sequenceness_idx_9.pkl '
        'derivatives/sw_sequenceness/planning/classifier_idx_9/sub-001_planning_sequenceness_idx_9__cc.pkl '
        'derivatives/temporal_generalisation/sub-004/temporal_generalisation_predicted/outcome/all_trials/sub-004_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-005/temporal_generalisation/planning/generalisation_trials/sub-005_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation/planning/all_trials/sub-007_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation/outcome/all_trials/sub-008_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation/planning/learning_trials/sub-008_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-009/temporal_generalisation_predicted/outcome/all_trials/sub-009_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation_predicted/planning/generalisation_trials/sub-010_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-011/temporal_generalisation/planning/all_trials/sub-011_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation/planning/all_trials/sub-012_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation/planning/all_trials/sub-015_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation/planning/generalisation_trials/sub-015_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation_predicted/planning/learning_trials/sub-016_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-019/temporal_generalisation_predicted/planning/generalisation_trials/sub-019_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-022/temporal_generalisation_predicted/planning/all_trials/sub-022_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-023/temporal_generalisation_predicted/planning/generalisation_trials/sub-023_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation/outcome/all_trials/sub-024_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation/planning/generalisation_trials/sub-025_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-027/temporal_generalisation/planning/generalisation_trials/sub-027_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-028/temporal_generalisation/planning/generalisation_trials/sub-028_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-028/temporal_generalisation_predicted/planning/learning_trials/sub-028_generalisation_stimulus_planning.npy '
        'derivatives/trans/sub-015-trans.fif derivatives/trans/sub-028-trans.fif '
        'sub-001/ses-01/stim/sub-001_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-002/ses-01/beh/sub-002_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-002/ses-01/stim/sub-002_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-002/ses-01/stim/sub-002_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-003/ses-01/stim/sub-003_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-004/ses-01/beh/sub-004_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-005/ses-01/stim/sub-005_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-005/ses-01/stim/sub-005_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-006/ses-01/meg/sub-006_ses-01_task-AversiveLearningReplay_run-06_events.tsv '
        'sub-006/ses-01/meg/sub-006_ses-01_task-AversiveLearningReplay_run-12_meg.json '
        'sub-006/ses-01/stim/sub-006_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-007/ses-01/stim/sub-007_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-008/ses-01/beh/sub-008_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-008/ses-01/stim/sub-008_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-008/ses-01/stim/sub-008_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-009/ses-01/stim/sub-009_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-009/ses-01/stim/sub-009_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-010/ses-01/beh/sub-010_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-010/ses-01/meg/sub-010_ses-01_task-AversiveLearningReplay_run-04_channels.tsv '
        'sub-010/ses-01/meg/sub-010_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-011/ses-01/beh/sub-011_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-011/ses-01/stim/sub-011_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-011/ses-01/stim/sub-011_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-012/ses-01/stim/sub-012_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-012/ses-01/stim/sub-012_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-013/ses-01/stim/sub-013_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-013/ses-01/stim/sub-013_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-014/ses-01/stim/sub-014_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-015/ses-01/stim/sub-015_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-016/ses-01/beh/sub-016_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-016/ses-01/meg/sub-016_ses-01_task-AversiveLearningReplay_run-07_meg.json '
        'sub-016/ses-01/meg/sub-016_ses-01_task-AversiveLearningReplay_run-10_channels.tsv '
        'sub-016/ses-01/stim/sub-016_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-016/ses-01/stim/sub-016_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-017/ses-01/stim/sub-017_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-017/ses-01/stim/sub-017_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-018/ses-01/beh/sub-018_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-018/ses-01/stim/sub-018_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-019/ses-01/beh/sub-019_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-019/ses-01/stim/sub-019_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-020/ses-01/beh/sub-020_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-020/ses-01/stim/sub-020_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-021/ses-01/beh/sub-021_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-021/ses-01/stim/sub-021_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-022/ses-01/stim/sub-022_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-022/ses-01/stim/sub-022_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-023/ses-01/beh/sub-023_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-023/ses-01/stim/sub-023_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-023/ses-01/stim/sub-023_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-024/ses-01/beh/sub-024_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-024/ses-01/stim/sub-024_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-025/ses-01/stim/sub-025_ses-01_task-AversiveLearningReplay_task-stim.txt '
        'sub-026/ses-01/stim/sub-026_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-028/ses-01/beh/sub-028_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-028/ses-01/stim/sub-028_ses-01_task-AversiveLearningReplay_localiser-stim.txt '
        'sub-028/ses-01/stim/sub-028_ses-01_task-AversiveLearningReplay_task-stim.txt'
    ),
    'derivatives/state_reactivation_arrays/outcome/classifier_idx_37': (
        'sub-002_outcome_state_reactivation_idx_37.pkl.npy sub-024_outcome_state_reactivation_idx_37.pkl.npy '
        'sub-025_outcome_state_reactivation_idx_37.pkl.npy'
    ),
    'sub-001/ses-01/meg': (
        'sub-001_ses-01_task-AversiveLearningReplay_run-02_meg.json '
        'sub-001_ses-01_task-AversiveLearningReplay_run-03_meg.json '
        'sub-001_ses-01_task-AversiveLearningReplay_run-04_events.tsv '
        'sub-001_ses-01_task-AversiveLearningReplay_run-05_channels.tsv '
        'sub-001_ses-01_task-AversiveLearningReplay_run-05_events.tsv '
        'sub-001_ses-01_task-AversiveLearningReplay_run-07_events.tsv '
        'sub-001_ses-01_task-AversiveLearningReplay_run-08_channels.tsv '
        'sub-001_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-001_ses-01_task-AversiveLearningReplay_run-10_channels.tsv '
        'sub-001_ses-01_task-AversiveLearningReplay_run-11_channels.tsv '
        'sub-001_ses-01_task-AversiveLearningReplay_run-11_meg.json'
    ),
    'sub-002/ses-01/meg': (
        'sub-002_ses-01_task-AversiveLearningReplay_run-01_events.tsv '
        'sub-002_ses-01_task-AversiveLearningReplay_run-03_channels.tsv '
        'sub-002_ses-01_task-AversiveLearningReplay_run-03_events.tsv '
        'sub-002_ses-01_task-AversiveLearningReplay_run-04_channels.tsv '
        'sub-002_ses-01_task-AversiveLearningReplay_run-04_meg.json '
        'sub-002_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-002_ses-01_task-AversiveLearningReplay_run-10_meg.json '
        'sub-002_ses-01_task-AversiveLearningReplay_run-12_events.tsv'
    ),
    'sub-003/ses-01/meg': (
        'sub-003_ses-01_task-AversiveLearningReplay_run-02_meg.json '
        'sub-003_ses-01_task-AversiveLearningReplay_run-04_events.tsv '
        'sub-003_ses-01_task-AversiveLearningReplay_run-05_events.tsv '
        'sub-003_ses-01_task-AversiveLearningReplay_run-07_meg.json '
        'sub-003_ses-01_task-AversiveLearningReplay_run-10_events.tsv '
        'sub-003_ses-01_task-AversiveLearningReplay_run-11_channels.tsv '
        'sub-003_ses-01_task-AversiveLearningReplay_run-11_events.tsv '
        'sub-003_ses-01_task-AversiveLearningReplay_run-12_meg.json'
    ),
    'sub-004/ses-01/meg': (
        'sub-004_ses-01_task-AversiveLearningReplay_run-02_events.tsv '
        'sub-004_ses-01_task-AversiveLearningReplay_run-03_channels.tsv '
        'sub-004_ses-01_task-AversiveLearningReplay_run-05_channels.tsv '
        'sub-004_ses-01_task-AversiveLearningReplay_run-05_events.tsv '
        'sub-004_ses-01_task-AversiveLearningReplay_run-06_events.tsv '
        'sub-004_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-004_ses-01_task-AversiveLearningReplay_run-11_meg.json '
        'sub-004_ses-01_task-AversiveLearningReplay_run-12_channels.tsv '
        'sub-004_ses-01_task-AversiveLearningReplay_run-12_meg.json'
    ),
    'sub-005/ses-01/meg': (
        'sub-005_ses-01_task-AversiveLearningReplay_run-01_events.tsv '
        'sub-005_ses-01_task-AversiveLearningReplay_run-03_events.tsv '
        'sub-005_ses-01_task-AversiveLearningReplay_run-03_meg.json '
        'sub-005_ses-01_task-AversiveLearningReplay_run-04_channels.tsv '
        'sub-005_ses-01_task-AversiveLearningReplay_run-07_events.tsv '
        'sub-005_ses-01_task-AversiveLearningReplay_run-10_channels.tsv '
        'sub-005_ses-01_task-AversiveLearningReplay_run-12_channels.tsv'
    ),
    'sub-007/ses-01/meg': (
        'sub-007_ses-01_task-AversiveLearningReplay_run-01_meg.json '
        'sub-007_ses-01_task-AversiveLearningReplay_run-03_channels.tsv '
        'sub-007_ses-01_task-AversiveLearningReplay_run-04_events.tsv '
        'sub-007_ses-01_task-AversiveLearningReplay_run-05_meg.json '
        'sub-007_ses-01_task-AversiveLearningReplay_run-06_meg.json '
        'sub-007_ses-01_task-AversiveLearningReplay_run-07_meg.json '
        'sub-007_ses-01_task-AversiveLearningReplay_run-08_channels.tsv '
        'sub-007_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-007_ses-01_task-AversiveLearningReplay_run-09_events.tsv '
        'sub-007_ses-01_task-AversiveLearningReplay_run-10_channels.tsv'
    ),
    'sub-008/ses-01/meg': (
        'sub-008_ses-01_coordsystem.json sub-008_ses-01_task-AversiveLearningReplay_run-01_events.tsv '
        'sub-008_ses-01_task-AversiveLearningReplay_run-02_events.tsv '
        'sub-008_ses-01_task-AversiveLearningReplay_run-03_channels.tsv '
        'sub-008_ses-01_task-AversiveLearningReplay_run-05_meg.json '
        'sub-008_ses-01_task-AversiveLearningReplay_run-10_meg.json '
        'sub-008_ses-01_task-AversiveLearningReplay_run-11_channels.tsv'
    ),
    'sub-009/ses-01/meg': (
        'sub-009_ses-01_task-AversiveLearningReplay_run-02_channels.tsv '
        'sub-009_ses-01_task-AversiveLearningReplay_run-03_channels.tsv '
        'sub-009_ses-01_task-AversiveLearningReplay_run-05_channels.tsv '
        'sub-009_ses-01_task-AversiveLearningReplay_run-05_meg.json '
        'sub-009_ses-01_task-AversiveLearningReplay_run-07_events.tsv '
        'sub-009_ses-01_task-AversiveLearningReplay_run-07_meg.json '
        'sub-009_ses-01_task-AversiveLearningReplay_run-10_channels.tsv '
        'sub-009_ses-01_task-AversiveLearningReplay_run-11_channels.tsv'
    ),
    'sub-011/ses-01/meg': (
        'sub-011_ses-01_coordsystem.json sub-011_ses-01_task-AversiveLearningReplay_run-03_events.tsv '
        'sub-011_ses-01_task-AversiveLearningReplay_run-04_meg.json '
        'sub-011_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-011_ses-01_task-AversiveLearningReplay_run-09_meg.json '
        'sub-011_ses-01_task-AversiveLearningReplay_run-11_events.tsv '
        'sub-011_ses-01_task-AversiveLearningReplay_run-11_meg.json'
    ),
    'sub-012/ses-01/meg': (
        'sub-012_ses-01_task-AversiveLearningReplay_run-01_events.tsv '
        'sub-012_ses-01_task-AversiveLearningReplay_run-02_meg.json '
        'sub-012_ses-01_task-AversiveLearningReplay_run-03_channels.tsv '
        'sub-012_ses-01_task-AversiveLearningReplay_run-03_events.tsv '
        'sub-012_ses-01_task-AversiveLearningReplay_run-03_meg.json '
        'sub-012_ses-01_task-AversiveLearningReplay_run-06_meg.json '
        'sub-012_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-012_ses-01_task-AversiveLearningReplay_run-09_events.tsv '
        'sub-012_ses-01_task-AversiveLearningReplay_run-10_meg.json '
        'sub-012_ses-01_task-AversiveLearningReplay_run-12_meg.json'
    ),
    'sub-013/ses-01/meg': (
        'sub-013_ses-01_coordsystem.json sub-013_ses-01_task-AversiveLearningReplay_run-04_events.tsv '
        'sub-013_ses-01_task-AversiveLearningReplay_run-07_events.tsv '
        'sub-013_ses-01_task-AversiveLearningReplay_run-07_meg.json '
        'sub-013_ses-01_task-AversiveLearningReplay_run-08_channels.tsv '
        'sub-013_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-013_ses-01_task-AversiveLearningReplay_run-09_meg.json '
        'sub-013_ses-01_task-AversiveLearningReplay_run-11_channels.tsv '
        'sub-013_ses-01_task-AversiveLearningReplay_run-11_meg.json'
    ),
    'sub-014/ses-01/meg': (
        'sub-014_ses-01_task-AversiveLearningReplay_run-02_events.tsv '
        'sub-014_ses-01_task-AversiveLearningReplay_run-02_meg.json '
        'sub-014_ses-01_task-AversiveLearningReplay_run-03_channels.tsv '
        'sub-014_ses-01_task-AversiveLearningReplay_run-04_meg.json '
        'sub-014_ses-01_task-AversiveLearningReplay_run-07_events.tsv '
        'sub-014_ses-01_task-AversiveLearningReplay_run-08_channels.tsv '
        'sub-014_ses-01_task-AversiveLearningReplay_run-09_channels.tsv '
        'sub-014_ses-01_task-AversiveLearningReplay_run-10_meg.json '
        'sub-014_ses-01_task-AversiveLearningReplay_run-11_events.tsv '
        'sub-014_ses-01_task-AversiveLearningReplay_run-11_meg.json'
    ),
    'sub-015/ses-01/meg': (
        'sub-015_ses-01_task-AversiveLearningReplay_run-02_events.tsv '
        'sub-015_ses-01_task-AversiveLearningReplay_run-04_events.tsv '
        'sub-015_ses-01_task-AversiveLearningReplay_run-04_meg.json '
        'sub-015_ses-01_task-AversiveLearningReplay_run-06_events.tsv '
        'sub-015_ses-01_task-AversiveLearningReplay_run-07_events.tsv '
        'sub-015_ses-01_task-AversiveLearningReplay_run-12_channels.tsv '
        'sub-015_ses-01_task-AversiveLearningReplay_run-12_meg.json'
    ),
    'sub-017/ses-01/meg': (
        'sub-017_ses-01_coordsystem.json sub-017_ses-01_task-AversiveLearningReplay_run-02_channels.tsv '
        'sub-017_ses-01_task-AversiveLearningReplay_run-07_meg.json '
        'sub-017_ses-01_task-AversiveLearningReplay_run-08_meg.json '
        'sub-017_ses-01_task-AversiveLearningReplay_run-09_channels.tsv '
        'sub-017_ses-01_task-AversiveLearningReplay_run-09_events.tsv '
        'sub-017_ses-01_task-AversiveLearningReplay_run-10_channels.tsv '
        'sub-017_ses-01_task-AversiveLearningReplay_run-12_events.tsv'
    ),
    'sub-018/ses-01/meg': (
        'sub-018_ses-01_task-AversiveLearningReplay_run-04_events.tsv '
        'sub-018_ses-01_task-AversiveLearningReplay_run-04_meg.json '
        'sub-018_ses-01_task-AversiveLearningReplay_run-06_events.tsv '
        'sub-018_ses-01_task-AversiveLearningReplay_run-06_meg.json '
        'sub-018_ses-01_task-AversiveLearningReplay_run-08_meg.json '
        'sub-018_ses-01_task-AversiveLearningReplay_run-09_meg.json '
        'sub-018_ses-01_task-AversiveLearningReplay_run-10_events.tsv '
        'sub-018_ses-01_task-AversiveLearningReplay_run-12_meg.json'
    ),
    'sub-019/ses-01/meg': (
        'sub-019_ses-01_task-AversiveLearningReplay_run-02_channels.tsv '
        'sub-019_ses-01_task-AversiveLearningReplay_run-02_events.tsv '
        'sub-019_ses-01_task-AversiveLearningReplay_run-03_meg.json '
        'sub-019_ses-01_task-AversiveLearningReplay_run-06_channels.tsv '
        'sub-019_ses-01_task-AversiveLearningReplay_run-06_events.tsv '
        'sub-019_ses-01_task-AversiveLearningReplay_run-06_meg.json '
        'sub-019_ses-01_task-AversiveLearningReplay_run-11_channels.tsv'
    ),
    'sub-020/ses-01/meg': (
        'sub-020_ses-01_coordsystem.json sub-020_ses-01_task-AversiveLearningReplay_run-03_channels.tsv '
        'sub-020_ses-01_task-AversiveLearningReplay_run-04_meg.json '
        'sub-020_ses-01_task-AversiveLearningReplay_run-05_channels.tsv '
        'sub-020_ses-01_task-AversiveLearningReplay_run-06_events.tsv '
        'sub-020_ses-01_task-AversiveLearningReplay_run-07_meg.json'
    ),
    'sub-021/ses-01/meg': (
        'sub-021_ses-01_coordsystem.json sub-021_ses-01_task-AversiveLearningReplay_run-02_events.tsv '
        'sub-021_ses-01_task-AversiveLearningReplay_run-03_channels.tsv '
        'sub-021_ses-01_task-AversiveLearningReplay_run-05_meg.json '
        'sub-021_ses-01_task-AversiveLearningReplay_run-07_meg.json'
    ),
    'sub-022/ses-01/meg': (
        'sub-022_ses-01_task-AversiveLearningReplay_run-02_meg.json '
        'sub-022_ses-01_task-AversiveLearningReplay_run-08_meg.json '
        'sub-022_ses-01_task-AversiveLearningReplay_run-10_events.tsv '
        'sub-022_ses-01_task-AversiveLearningReplay_run-11_channels.tsv '
        'sub-022_ses-01_task-AversiveLearningReplay_run-11_events.tsv'
    ),
    'sub-023/ses-01/meg': (
        'sub-023_ses-01_coordsystem.json sub-023_ses-01_task-AversiveLearningReplay_run-05_channels.tsv '
        'sub-023_ses-01_task-AversiveLearningReplay_run-06_events.tsv '
        'sub-023_ses-01_task-AversiveLearningReplay_run-07_channels.tsv '
        'sub-023_ses-01_task-AversiveLearningReplay_run-07_events.tsv '
        'sub-023_ses-01_task-AversiveLearningReplay_run-08_channels.tsv '
        'sub-023_ses-01_task-AversiveLearningReplay_run-08_meg.json '
        'sub-023_ses-01_task-AversiveLearningReplay_run-12_events.tsv'
    ),
    'sub-024/ses-01/meg': (
        'sub-024_ses-01_task-AversiveLearningReplay_run-01_channels.tsv '
        'sub-024_ses-01_task-AversiveLearningReplay_run-01_events.tsv '
        'sub-024_ses-01_task-AversiveLearningReplay_run-03_meg.json '
        'sub-024_ses-01_task-AversiveLearningReplay_run-04_events.tsv '
        'sub-024_ses-01_task-AversiveLearningReplay_run-04_meg.json '
        'sub-024_ses-01_task-AversiveLearningReplay_run-06_channels.tsv '
        'sub-024_ses-01_task-AversiveLearningReplay_run-07_channels.tsv '
        'sub-024_ses-01_task-AversiveLearningReplay_run-07_events.tsv '
        'sub-024_ses-01_task-AversiveLearningReplay_run-09_meg.json '
        'sub-024_ses-01_task-AversiveLearningReplay_run-12_channels.tsv '
        'sub-024_ses-01_task-AversiveLearningReplay_run-12_events.tsv'
    ),
    'sub-025/ses-01/meg': (
        'sub-025_ses-01_task-AversiveLearningReplay_run-03_events.tsv '
        'sub-025_ses-01_task-AversiveLearningReplay_run-06_meg.json '
        'sub-025_ses-01_task-AversiveLearningReplay_run-09_events.tsv '
        'sub-025_ses-01_task-AversiveLearningReplay_run-10_meg.json '
        'sub-025_ses-01_task-AversiveLearningReplay_run-11_events.tsv '
        'sub-025_ses-01_task-AversiveLearningReplay_run-12_channels.tsv'
    ),
    'sub-026/ses-01/meg': (
        'sub-026_ses-01_task-AversiveLearningReplay_run-03_channels.tsv '
        'sub-026_ses-01_task-AversiveLearningReplay_run-05_meg.json '
        'sub-026_ses-01_task-AversiveLearningReplay_run-12_events.tsv'
    ),
    'sub-027/ses-01/meg': (
        'sub-027_ses-01_task-AversiveLearningReplay_run-03_meg.json '
        'sub-027_ses-01_task-AversiveLearningReplay_run-04_meg.json '
        'sub-027_ses-01_task-AversiveLearningReplay_run-06_channels.tsv '
        'sub-027_ses-01_task-AversiveLearningReplay_run-06_events.tsv '
        'sub-027_ses-01_task-AversiveLearningReplay_run-08_channels.tsv '
        'sub-027_ses-01_task-AversiveLearningReplay_run-10_events.tsv '
        'sub-027_ses-01_task-AversiveLearningReplay_run-12_meg.json'
    ),
    'sub-028/ses-01/meg': (
        'sub-028_ses-01_task-AversiveLearningReplay_run-01_events.tsv '
        'sub-028_ses-01_task-AversiveLearningReplay_run-05_events.tsv '
        'sub-028_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-028_ses-01_task-AversiveLearningReplay_run-08_meg.json '
        'sub-028_ses-01_task-AversiveLearningReplay_run-09_channels.tsv '
        'sub-028_ses-01_task-AversiveLearningReplay_run-10_events.tsv '
        'sub-028_ses-01_task-AversiveLearningReplay_run-10_meg.json '
        'sub-028_ses-01_task-AversiveLearningReplay_run-11_channels.tsv '
        'sub-028_ses-01_task-AversiveLearningReplay_run-12_events.tsv'
    ),
}

REPLAY_SEQUENCENESS_KIND = {
    '': (
        'derivatives/sw_sequenceness/outcome/classifier_idx_9/sub-001_outcome_sequenceness_idx_9.pkl '
        'derivatives/sw_sequenceness/planning/classifier_idx_9/sub-001_planning_sequenceness_idx_9.pkl'
    ),
    'derivatives/sw_sequenceness/outcome/classifier_idx_15': (
        'sub-001_outcome_sequenceness_idx_15.pkl sub-002_outcome_sequenceness_idx_15.pkl '
        'sub-003_outcome_sequenceness_idx_15.pkl sub-004_outcome_sequenceness_idx_15.pkl '
        'sub-005_outcome_sequenceness_idx_15.pkl sub-006_outcome_sequenceness_idx_15.pkl '
        'sub-007_outcome_sequenceness_idx_15.pkl sub-008_outcome_sequenceness_idx_15.pkl '
        'sub-009_outcome_sequenceness_idx_15.pkl sub-010_outcome_sequenceness_idx_15.pkl '
        'sub-011_outcome_sequenceness_idx_15.pkl sub-012_outcome_sequenceness_idx_15.pkl '
        'sub-013_outcome_sequenceness_idx_15.pkl sub-014_outcome_sequenceness_idx_15.pkl '
        'sub-015_outcome_sequenceness_idx_15.pkl sub-016_outcome_sequenceness_idx_15.pkl '
        'sub-017_outcome_sequenceness_idx_15.pkl sub-018_outcome_sequenceness_idx_15.pkl '
        'sub-019_outcome_sequenceness_idx_15.pkl sub-020_outcome_sequenceness_idx_15.pkl '
        'sub-021_outcome_sequenceness_idx_15.pkl sub-022_outcome_sequenceness_idx_15.pkl '
        'sub-023_outcome_sequenceness_idx_15.pkl sub-024_outcome_sequenceness_idx_15.pkl '
        'sub-025_outcome_sequenceness_idx_15.pkl sub-026_outcome_sequenceness_idx_15.pkl '
        'sub-027_outcome_sequenceness_idx_15.pkl sub-028_outcome_sequenceness_idx_15.pkl'
    ),
    'derivatives/sw_sequenceness/outcome/classifier_idx_37': (
        'sub-001_outcome_sequenceness_idx_37.pkl sub-002_outcome_sequenceness_idx_37.pkl '
        'sub-003_outcome_sequenceness_idx_37.pkl sub-004_outcome_sequenceness_idx_37.pkl '
        'sub-005_outcome_sequenceness_idx_37.pkl sub-006_outcome_sequenceness_idx_37.pkl '
        'sub-007_outcome_sequenceness_idx_37.pkl sub-008_outcome_sequenceness_idx_37.pkl '
        'sub-009_outcome_sequenceness_idx_37.pkl sub-010_outcome_sequenceness_idx_37.pkl '
        'sub-011_outcome_sequenceness_idx_37.pkl sub-012_outcome_sequenceness_idx_37.pkl '
        'sub-013_outcome_sequenceness_idx_37.pkl sub-014_outcome_sequenceness_idx_37.pkl '
        'sub-015_outcome_sequenceness_idx_37.pkl sub-016_outcome_sequenceness_idx_37.pkl '
        'sub-017_outcome_sequenceness_idx_37.pkl sub-018_outcome_sequenceness_idx_37.pkl '
        'sub-019_outcome_sequenceness_idx_37.pkl sub-020_outcome_sequenceness_idx_37.pkl '
        'sub-021_outcome_sequenceness_idx_37.pkl sub-022_outcome_sequenceness_idx_37.pkl '
        'sub-023_outcome_sequenceness_idx_37.pkl sub-024_outcome_sequenceness_idx_37.pkl '
        'sub-025_outcome_sequenceness_idx_37.pkl sub-026_outcome_sequenceness_idx_37.pkl '
        'sub-027_outcome_sequenceness_idx_37.pkl sub-028_outcome_sequenceness_idx_37.pkl'
    ),
    'derivatives/sw_sequenceness/outcome/classifier_idx_52': (
        'sub-001_outcome_sequenceness_idx_52.pkl sub-002_outcome_sequenceness_idx_52.pkl '
        'sub-003_outcome_sequenceness_idx_52.pkl sub-004_outcome_sequenceness_idx_52.pkl '
        'sub-005_outcome_sequenceness_idx_52.pkl sub-006_outcome_sequenceness_idx_52.pkl '
        'sub-007_outcome_sequenceness_idx_52.pkl sub-008_outcome_sequenceness_idx_52.pkl '
        'sub-009_outcome_sequenceness_idx_52.pkl sub-010_outcome_sequenceness_idx_52.pkl '
        'sub-011_outcome_sequenceness_idx_52.pkl sub-012_outcome_sequenceness_idx_52.pkl '
        'sub-013_outcome_sequenceness_idx_52.pkl sub-014_outcome_sequenceness_idx_52.pkl '
        'sub-015_outcome_sequenceness_idx_52.pkl sub-016_outcome_sequenceness_idx_52.pkl '
        'sub-017_outcome_sequenceness_idx_52.pkl sub-018_outcome_sequenceness_idx_52.pkl '
        'sub-019_outcome_sequenceness_idx_52.pkl sub-020_outcome_sequenceness_idx_52.pkl '
        'sub-021_outcome_sequenceness_idx_52.pkl sub-022_outcome_sequenceness_idx_52.pkl '
        'sub-023_outcome_sequenceness_idx_52.pkl sub-024_outcome_sequenceness_idx_52.pkl '
        'sub-025_outcome_sequenceness_idx_52.pkl sub-026_outcome_sequenceness_idx_52.pkl '
        'sub-027_outcome_sequenceness_idx_52.pkl sub-028_outcome_sequenceness_idx_52.pkl'
    ),
    'derivatives/sw_sequenceness/planning/classifier_idx_15': (
        'sub-001_planning_sequenceness_idx_15.pkl sub-002_planning_sequenceness_idx_15.pkl '
        'sub-003_planning_sequenceness_idx_15.pkl sub-004_planning_sequenceness_idx_15.pkl '
        'sub-005_planning_sequenceness_idx_15.pkl sub-006_planning_sequenceness_idx_15.pkl '
        'sub-007_planning_sequenceness_idx_15.pkl sub-008_planning_sequenceness_idx_15.pkl '
        'sub-009_planning_sequenceness_idx_15.pkl sub-010_planning_sequenceness_idx_15.pkl '
        'sub-011_planning_sequenceness_idx_15.pkl sub-012_planning_sequenceness_idx_15.pkl '
        'sub-013_planning_sequenceness_idx_15.pkl sub-014_planning_sequenceness_idx_15.pkl '
        'sub-015_planning_sequenceness_idx_15.pkl sub-016_planning_sequenceness_idx_15.pkl '
        'sub-017_planning_sequenceness_idx_15.pkl sub-018_planning_sequenceness_idx_15.pkl '
        'sub-019_planning_sequenceness_idx_15.pkl sub-020_planning_sequenceness_idx_15.pkl '
        'sub-021_planning_sequenceness_idx_15.pkl sub-022_planning_sequenceness_idx_15.pkl '
        'sub-023_planning_sequenceness_idx_15.pkl sub-024_planning_sequenceness_idx_15.pkl '
        'sub-025_planning_sequenceness_idx_15.pkl sub-026_planning_sequenceness_idx_15.pkl '
        'sub-027_planning_sequenceness_idx_15.pkl sub-028_planning_sequenceness_idx_15.pkl'
    ),
    'derivatives/sw_sequenceness/planning/classifier_idx_37': (
        'sub-001_planning_sequenceness_idx_37.pkl sub-002_planning_sequenceness_idx_37.pkl '
        'sub-003_planning_sequenceness_idx_37.pkl sub-004_planning_sequenceness_idx_37.pkl '
        'sub-005_planning_sequenceness_idx_37.pkl sub-006_planning_sequenceness_idx_37.pkl '
        'sub-007_planning_sequenceness_idx_37.pkl sub-008_planning_sequenceness_idx_37.pkl '
        'sub-009_planning_sequenceness_idx_37.pkl sub-010_planning_sequenceness_idx_37.pkl '
        'sub-011_planning_sequenceness_idx_37.pkl sub-012_planning_sequenceness_idx_37.pkl '
        'sub-013_planning_sequenceness_idx_37.pkl sub-014_planning_sequenceness_idx_37.pkl '
        'sub-015_planning_sequenceness_idx_37.pkl sub-016_planning_sequenceness_idx_37.pkl '
        'sub-017_planning_sequenceness_idx_37.pkl sub-018_planning_sequenceness_idx_37.pkl '
        'sub-019_planning_sequenceness_idx_37.pkl sub-020_planning_sequenceness_idx_37.pkl '
        'sub-021_planning_sequenceness_idx_37.pkl sub-022_planning_sequenceness_idx_37.pkl '
        'sub-023_planning_sequenceness_idx_37.pkl sub-024_planning_sequenceness_idx_37.pkl '
        'sub-025_planning_sequenceness_idx_37.pkl sub-026_planning_sequenceness_idx_37.pkl '
        'sub-027_planning_sequenceness_idx_37.pkl sub-028_planning_sequenceness_idx_37.pkl'
    ),
    'derivatives/sw_sequenceness/planning/classifier_idx_52': (
        'sub-001_planning_sequenceness_idx_52.pkl sub-002_planning_sequenceness_idx_52.pkl '
        'sub-003_planning_sequenceness_idx_52.pkl sub-004_planning_sequenceness_idx_52.pkl '
        'sub-005_planning_sequenceness_idx_52.pkl sub-006_planning_sequenceness_idx_52.pkl '
        'sub-007_planning_sequenceness_idx_52.pkl sub-008_planning_sequenceness_idx_52.pkl '
        'sub-009_planning_sequenceness_idx_52.pkl sub-010_planning_sequenceness_idx_52.pkl '
        'sub-011_planning_sequenceness_idx_52.pkl sub-012_planning_sequenceness_idx_52.pkl '
        'sub-013_planning_sequenceness_idx_52.pkl sub-014_planning_sequenceness_idx_52.pkl '
        'sub-015_planning_sequenceness_idx_52.pkl sub-016_planning_sequenceness_idx_52.pkl '
        'sub-017_planning_sequenceness_idx_52.pkl sub-018_planning_sequenceness_idx_52.pkl '
        'sub-019_planning_sequenceness_idx_52.pkl sub-020_planning_sequenceness_idx_52.pkl '
        'sub-021_planning_sequenceness_idx_52.pkl sub-022_planning_sequenceness_idx_52.pkl '
        'sub-023_planning_sequenceness_idx_52.pkl sub-024_planning_sequenceness_idx_52.pkl '
        'sub-025_planning_sequenceness_idx_52.pkl sub-026_planning_sequenceness_idx_52.pkl '
        'sub-027_planning_sequenceness_idx_52.pkl sub-028_planning_sequenceness_idx_52.pkl'
    ),
}

REPLAY_SEQUENCENESS_OTHER = {
    '': (
        'derivatives/mri/fsaverage/bem/brain.surf derivatives/mri/fsaverage/bem/fsaverage-head-medium.fif '
        'derivatives/mri/fsaverage/mri/brain.mgz '
        'derivatives/preprocessing/sub-001/localiser/sub-001_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-001/localiser/sub-001_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-001/task/sub-001_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-002/ICA/sub-002_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-002/task/sub-002_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-002/task/sub-002_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-003/task/sub-003_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-004/task/sub-004_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-005/task/sub-005_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-005/task/sub-005_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-006/ICA/sub-006_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-006/task/sub-006_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-007/task/sub-007_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-008/ICA/sub-008_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-009/task/sub-009_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-009/task/sub-009_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-010/localiser/sub-010_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-010/task/sub-010_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-012/ICA/sub-012_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-012/localiser/sub-012_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-012/localiser/sub-012_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-014/localiser/sub-014_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-015/task/sub-015_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-015/task/sub-015_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-016/localiser/sub-016_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-017/localiser/sub-017_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-018/task/sub-018_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-021/localiser/sub-021_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-023/task/sub-023_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-023/task/sub-023_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-024/task/sub-024_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-025/task/sub-025_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-026/localiser/sub-026_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-026/task/sub-026_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-026/task/sub-026_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-027/localiser/sub-027_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-027/localiser/sub-027_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-028/localiser/sub-028_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-028/task/sub-028_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA-epo.fif.gz '
        'derivatives/state_reactivation_arrays/outcome/classifier_idx_52/sub-010_outcome_state_reactivation_idx_52.pkl.npy '
        'derivatives/sw_sequenceness/planning/classifier_idx_9/sub-001_planning_sequenceness_idx_9__cc.pkl '
        'derivatives/temporal_generalisation/outcome_mask.npy '
        'derivatives/temporal_generalisation/sub-002/temporal_generalisation/planning/all_trials/sub-002_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-002/temporal_generalisation/planning/all_trials/sub-002_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-003/temporal_generalisation/planning/generalisation_trials/sub-003_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-004/temporal_generalisation/planning/learning_trials/sub-004_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-004/temporal_generalisation_predicted/outcome/all_trials/sub-004_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-004/temporal_generalisation_predicted/planning/all_trials/sub-004_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-005/temporal_generalisation/planning/all_trials/sub-005_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-005/temporal_generalisation/planning/learning_trials/sub-005_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-006/temporal_generalisation/planning/learning_trials/sub-006_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-006/temporal_generalisation_predicted/planning/generalisation_trials/sub-006_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation/outcome/all_trials/sub-007_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation/planning/all_trials/sub-007_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation/planning/generalisation_trials/sub-007_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation/planning/learning_trials/sub-007_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation_predicted/planning/all_trials/sub-007_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation_predicted/planning/generalisation_trials/sub-007_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation_predicted/planning/learning_trials/sub-007_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation/outcome/all_trials/sub-008_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation/planning/all_trials/sub-008_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation/planning/generalisation_trials/sub-008_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation/planning/generalisation_trials/sub-008_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation/planning/learning_trials/sub-008_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation_predicted/outcome/all_trials/sub-008_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-009/temporal_generalisation/outcome/all_trials/sub-009_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-009/temporal_generalisation/planning/all_trials/sub-009_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-009/temporal_generalisation/planning/learning_trials/sub-009_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-009/temporal_generalisation_predicted/planning/all_trials/sub-009_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation/outcome/all_trials/sub-010_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation/outcome/all_trials/sub-010_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation_predicted/outcome/all_trials/sub-010_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation_predicted/planning/all_trials/sub-010_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-011/temporal_generalisation/planning/generalisation_trials/sub-011_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-011/temporal_generalisation_predicted/outcome/all_trials/sub-011_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-011/temporal_generalisation_predicted/planning/all_trials/sub-011_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation/planning/generalisation_trials/sub-012_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation/planning/learning_trials/sub-012_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation_predicted/outcome/all_trials/sub-012_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation_predicted/outcome/all_trials/sub-012_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation_predicted/planning/learning_trials/sub-012_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation/outcome/all_trials/sub-013_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation/planning/generalisation_trials/sub-013_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation/planning/learning_trials/sub-013_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation_predicted/planning/all_trials/sub-013_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation_predicted/planning/learning_trials/sub-013_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-014/temporal_generalisation/planning/all_trials/sub-014_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-014/temporal_generalisation/planning/generalisation_trials/sub-014_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-014/temporal_generalisation_predicted/planning/all_trials/sub-014_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-014/temporal_generalisation_predicted/planning/generalisation_trials/sub-014_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation/planning/generalisation_trials/sub-015_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation/planning/learning_trials/sub-015_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation/planning/learning_trials/sub-015_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation_predicted/outcome/all_trials/sub-015_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation_predicted/planning/generalisation_trials/sub-015_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation_predicted/planning/learning_trials/sub-015_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation_predicted/planning/learning_trials/sub-015_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation/planning/all_trials/sub-016_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation/planning/all_trials/sub-016_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation/planning/learning_trials/sub-016_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation_predicted/outcome/all_trials/sub-016_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation/planning/all_trials/sub-017_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation/planning/learning_trials/sub-017_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation_predicted/planning/all_trials/sub-017_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation/planning/generalisation_trials/sub-018_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation/planning/learning_trials/sub-018_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation_predicted/planning/learning_trials/sub-018_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-019/temporal_generalisation/planning/all_trials/sub-019_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-019/temporal_generalisation_predicted/planning/all_trials/sub-019_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-019/temporal_generalisation_predicted/planning/generalisation_trials/sub-019_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation_predicted/planning/generalisation_trials/sub-020_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-021/temporal_generalisation_predicted/planning/all_trials/sub-021_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-022/temporal_generalisation/planning/learning_trials/sub-022_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-023/temporal_generalisation/outcome/all_trials/sub-023_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-023/temporal_generalisation/planning/generalisation_trials/sub-023_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-023/temporal_generalisation_predicted/planning/learning_trials/sub-023_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation_predicted/planning/all_trials/sub-024_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation/outcome/all_trials/sub-025_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation/outcome/all_trials/sub-025_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation/planning/all_trials/sub-025_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation/planning/generalisation_trials/sub-025_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation_predicted/planning/learning_trials/sub-025_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-027/temporal_generalisation/outcome/all_trials/sub-027_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-027/temporal_generalisation/outcome/all_trials/sub-027_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-027/temporal_generalisation/planning/learning_trials/sub-027_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-027/temporal_generalisation_predicted/outcome/all_trials/sub-027_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-027/temporal_generalisation_predicted/planning/generalisation_trials/sub-027_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-028/temporal_generalisation/outcome/all_trials/sub-028_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-028/temporal_generalisation/planning/generalisation_trials/sub-028_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-028/temporal_generalisation/planning/learning_trials/sub-028_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-028/temporal_generalisation_predicted/outcome/all_trials/sub-028_learning_stimulus_outcome.npy '
        'sub-001/ses-01/meg/sub-001_ses-01_task-AversiveLearningReplay_run-02_channels.tsv '
        'sub-005/ses-01/meg/sub-005_ses-01_task-AversiveLearningReplay_run-07_channels.tsv '
        'sub-005/ses-01/meg/sub-005_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-007/ses-01/meg/sub-007_ses-01_task-AversiveLearningReplay_run-07_events.tsv '
        'sub-007/ses-01/meg/sub-007_ses-01_task-AversiveLearningReplay_run-10_channels.tsv '
        'sub-008/ses-01/beh/sub-008_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-009/ses-01/meg/sub-009_ses-01_task-AversiveLearningReplay_run-05_events.tsv '
        'sub-009/ses-01/meg/sub-009_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-013/ses-01/meg/sub-013_ses-01_task-AversiveLearningReplay_run-08_meg.json '
        'sub-015/ses-01/meg/sub-015_ses-01_task-AversiveLearningReplay_run-03_meg.json '
        'sub-016/ses-01/meg/sub-016_ses-01_task-AversiveLearningReplay_run-11_events.tsv '
        'sub-016/ses-01/meg/sub-016_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-018/ses-01/meg/sub-018_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-018/ses-01/meg/sub-018_ses-01_task-AversiveLearningReplay_run-12_events.tsv '
        'sub-019/ses-01/meg/sub-019_ses-01_task-AversiveLearningReplay_run-10_events.tsv '
        'sub-021/ses-01/meg/sub-021_ses-01_task-AversiveLearningReplay_run-06_channels.tsv '
        'sub-021/ses-01/meg/sub-021_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-022/ses-01/meg/sub-022_ses-01_task-AversiveLearningReplay_run-01_channels.tsv '
        'sub-023/ses-01/meg/sub-023_ses-01_task-AversiveLearningReplay_run-06_channels.tsv '
        'sub-023/ses-01/meg/sub-023_ses-01_task-AversiveLearningReplay_run-07_events.tsv '
        'sub-024/ses-01/meg/sub-024_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-024/ses-01/meg/sub-024_ses-01_task-AversiveLearningReplay_run-06_meg.json '
        'sub-025/ses-01/meg/sub-025_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-026/ses-01/meg/sub-026_ses-01_task-AversiveLearningReplay_run-12_events.tsv '
        'sub-027/ses-01/meg/sub-027_ses-01_task-AversiveLearningReplay_run-06_events.tsv '
        'sub-027/ses-01/meg/sub-027_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-028/ses-01/meg/sub-028_ses-01_task-AversiveLearningReplay_run-01_meg.json '
        'sub-028/ses-01/meg/sub-028_ses-01_task-AversiveLearningReplay_run-10_meg.fif'
    ),
    'derivatives/classifier/classifier_idx_102': (
        'sub-010_classifier_idx_102.pkl sub-011_classifier_idx_102.pkl sub-017_classifier_idx_102.pkl '
        'sub-019_classifier_idx_102.pkl sub-021_classifier_idx_102.pkl sub-025_classifier_idx_102.pkl '
        'sub-027_classifier_idx_102.pkl'
    ),
    'derivatives/classifier/classifier_idx_65': (
        'sub-012_classifier_idx_65.pkl sub-015_classifier_idx_65.pkl sub-016_classifier_idx_65.pkl '
        'sub-017_classifier_idx_65.pkl sub-027_classifier_idx_65.pkl'
    ),
    'derivatives/classifier/classifier_idx_87': (
        'sub-005_classifier_idx_87.pkl sub-010_classifier_idx_87.pkl sub-022_classifier_idx_87.pkl'
    ),
    'derivatives/localiser_classifier_performance/embedding_time_scores': (
        'sub-002_embedding_time_scores.npy sub-004_embedding_time_scores.npy '
        'sub-009_embedding_time_scores.npy sub-012_embedding_time_scores.npy '
        'sub-021_embedding_time_scores.npy'
    ),
    'derivatives/localiser_classifier_performance/temporal_generalisation': (
        'sub-005_temporal_generalisation_scores.npy sub-007_temporal_generalisation_scores.npy '
        'sub-020_temporal_generalisation_scores.npy'
    ),
    'derivatives/localiser_classifier_performance/time_scores': (
        'sub-003_time_scores.npy sub-014_time_scores.npy sub-018_time_scores.npy sub-020_time_scores.npy '
        'sub-022_time_scores.npy'
    ),
    'derivatives/state_reactivation_arrays/outcome/classifier_idx_15': (
        'sub-004_outcome_state_reactivation_idx_15.pkl.npy sub-005_outcome_state_reactivation_idx_15.pkl.npy '
        'sub-007_outcome_state_reactivation_idx_15.pkl.npy sub-008_outcome_state_reactivation_idx_15.pkl.npy '
        'sub-012_outcome_state_reactivation_idx_15.pkl.npy sub-015_outcome_state_reactivation_idx_15.pkl.npy '
        'sub-018_outcome_state_reactivation_idx_15.pkl.npy'
    ),
    'derivatives/state_reactivation_arrays/outcome/classifier_idx_37': (
        'sub-009_outcome_state_reactivation_idx_37.pkl.npy sub-012_outcome_state_reactivation_idx_37.pkl.npy '
        'sub-013_outcome_state_reactivation_idx_37.pkl.npy sub-018_outcome_state_reactivation_idx_37.pkl.npy '
        'sub-020_outcome_state_reactivation_idx_37.pkl.npy sub-022_outcome_state_reactivation_idx_37.pkl.npy'
    ),
    'derivatives/state_reactivation_arrays/planning/classifier_idx_15': (
        'sub-012_planning_state_reactivation_idx_15.pkl.npy '
        'sub-014_planning_state_reactivation_idx_15.pkl.npy '
        'sub-016_planning_state_reactivation_idx_15.pkl.npy'
    ),
    'derivatives/state_reactivation_arrays/planning/classifier_idx_37': (
        'sub-005_planning_state_reactivation_idx_37.pkl.npy '
        'sub-009_planning_state_reactivation_idx_37.pkl.npy '
        'sub-011_planning_state_reactivation_idx_37.pkl.npy '
        'sub-012_planning_state_reactivation_idx_37.pkl.npy '
        'sub-023_planning_state_reactivation_idx_37.pkl.npy '
        'sub-028_planning_state_reactivation_idx_37.pkl.npy'
    ),
    'derivatives/state_reactivation_arrays/planning/classifier_idx_52': (
        'sub-001_planning_state_reactivation_idx_52.pkl.npy '
        'sub-009_planning_state_reactivation_idx_52.pkl.npy '
        'sub-011_planning_state_reactivation_idx_52.pkl.npy '
        'sub-012_planning_state_reactivation_idx_52.pkl.npy '
        'sub-018_planning_state_reactivation_idx_52.pkl.npy '
        'sub-025_planning_state_reactivation_idx_52.pkl.npy'
    ),
    'derivatives/trans': (
        'sub-009-trans.fif sub-010-trans.fif sub-013-trans.fif'
    ),
    'derivatives/trans/renamed': (
        'sub-003-trans.fif sub-012-trans.fif sub-014-trans.fif sub-018-trans.fif sub-020-trans.fif '
        'sub-022-trans.fif sub-024-trans.fif'
    ),
    'sub-008/ses-01/meg': (
        'sub-008_ses-01_task-AversiveLearningReplay_run-01_events.tsv '
        'sub-008_ses-01_task-AversiveLearningReplay_run-08_channels.tsv '
        'sub-008_ses-01_task-AversiveLearningReplay_run-09_channels.tsv '
        'sub-008_ses-01_task-AversiveLearningReplay_run-10_events.tsv '
        'sub-008_ses-01_task-AversiveLearningReplay_run-11_channels.tsv'
    ),
    'sub-010/ses-01/meg': (
        'sub-010_ses-01_task-AversiveLearningReplay_run-01_meg.json '
        'sub-010_ses-01_task-AversiveLearningReplay_run-03_events.tsv '
        'sub-010_ses-01_task-AversiveLearningReplay_run-04_events.tsv '
        'sub-010_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
    'sub-011/ses-01/meg': (
        'sub-011_ses-01_task-AversiveLearningReplay_run-04_channels.tsv '
        'sub-011_ses-01_task-AversiveLearningReplay_run-04_events.tsv '
        'sub-011_ses-01_task-AversiveLearningReplay_run-06_meg.json '
        'sub-011_ses-01_task-AversiveLearningReplay_run-08_channels.tsv'
    ),
    'sub-012/ses-01/meg': (
        'sub-012_ses-01_task-AversiveLearningReplay_run-07_channels.tsv '
        'sub-012_ses-01_task-AversiveLearningReplay_run-08_meg.json '
        'sub-012_ses-01_task-AversiveLearningReplay_run-10_meg.json'
    ),
    'sub-014/ses-01/meg': (
        'sub-014_ses-01_task-AversiveLearningReplay_run-01_channels.tsv '
        'sub-014_ses-01_task-AversiveLearningReplay_run-05_channels.tsv '
        'sub-014_ses-01_task-AversiveLearningReplay_run-06_meg.json'
    ),
    'sub-020/ses-01/meg': (
        'sub-020_ses-01_task-AversiveLearningReplay_run-02_events.tsv '
        'sub-020_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-020_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
}

REPLAY_TGM_KIND = {
    '': (
        'derivatives/temporal_generalisation/sub-001/temporal_generalisation/outcome/all_trials/sub-001_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-001/temporal_generalisation/outcome/all_trials/sub-001_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-001/temporal_generalisation/planning/all_trials/sub-001_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-001/temporal_generalisation/planning/learning_trials/sub-001_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-001/temporal_generalisation/planning/learning_trials/sub-001_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-001/temporal_generalisation_predicted/outcome/all_trials/sub-001_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-001/temporal_generalisation_predicted/outcome/all_trials/sub-001_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-001/temporal_generalisation_predicted/planning/all_trials/sub-001_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-001/temporal_generalisation_predicted/planning/all_trials/sub-001_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-001/temporal_generalisation_predicted/planning/generalisation_trials/sub-001_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-002/temporal_generalisation/planning/all_trials/sub-002_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-002/temporal_generalisation/planning/generalisation_trials/sub-002_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-002/temporal_generalisation/planning/generalisation_trials/sub-002_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-002/temporal_generalisation/planning/learning_trials/sub-002_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-002/temporal_generalisation/planning/learning_trials/sub-002_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-002/temporal_generalisation_predicted/outcome/all_trials/sub-002_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-002/temporal_generalisation_predicted/outcome/all_trials/sub-002_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-003/temporal_generalisation/outcome/all_trials/sub-003_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-003/temporal_generalisation/outcome/all_trials/sub-003_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-003/temporal_generalisation/planning/generalisation_trials/sub-003_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-003/temporal_generalisation/planning/learning_trials/sub-003_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-003/temporal_generalisation/planning/learning_trials/sub-003_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-003/temporal_generalisation_predicted/outcome/all_trials/sub-003_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-003/temporal_generalisation_predicted/planning/all_trials/sub-003_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-003/temporal_generalisation_predicted/planning/all_trials/sub-003_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-003/temporal_generalisation_predicted/planning/generalisation_trials/sub-003_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-003/temporal_generalisation_predicted/planning/generalisation_trials/sub-003_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-004/temporal_generalisation/planning/all_trials/sub-004_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-004/temporal_generalisation/planning/generalisation_trials/sub-004_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-004/temporal_generalisation_predicted/outcome/all_trials/sub-004_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-004/temporal_generalisation_predicted/outcome/all_trials/sub-004_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-004/temporal_generalisation_predicted/planning/all_trials/sub-004_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-004/temporal_generalisation_predicted/planning/all_trials/sub-004_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-004/temporal_generalisation_predicted/planning/learning_trials/sub-004_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-004/temporal_generalisation_predicted/planning/learning_trials/sub-004_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-005/temporal_generalisation/planning/all_trials/sub-005_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-005/temporal_generalisation/planning/generalisation_trials/sub-005_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-005/temporal_generalisation/planning/learning_trials/sub-005_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-005/temporal_generalisation_predicted/planning/all_trials/sub-005_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-005/temporal_generalisation_predicted/planning/generalisation_trials/sub-005_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-006/temporal_generalisation/planning/all_trials/sub-006_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-006/temporal_generalisation/planning/generalisation_trials/sub-006_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-006/temporal_generalisation/planning/generalisation_trials/sub-006_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-006/temporal_generalisation/planning/learning_trials/sub-006_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-006/temporal_generalisation_predicted/outcome/all_trials/sub-006_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-006/temporal_generalisation_predicted/planning/generalisation_trials/sub-006_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-006/temporal_generalisation_predicted/planning/generalisation_trials/sub-006_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-006/temporal_generalisation_predicted/planning/learning_trials/sub-006_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation/outcome/all_trials/sub-007_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation/planning/all_trials/sub-007_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation/planning/generalisation_trials/sub-007_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation/planning/learning_trials/sub-007_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation_predicted/planning/generalisation_trials/sub-007_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-007/temporal_generalisation_predicted/planning/generalisation_trials/sub-007_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation/planning/all_trials/sub-008_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation/planning/all_trials/sub-008_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation/planning/generalisation_trials/sub-008_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation_predicted/outcome/all_trials/sub-008_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation_predicted/planning/all_trials/sub-008_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation_predicted/planning/generalisation_trials/sub-008_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-008/temporal_generalisation_predicted/planning/learning_trials/sub-008_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-009/temporal_generalisation/planning/generalisation_trials/sub-009_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-009/temporal_generalisation/planning/generalisation_trials/sub-009_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-009/temporal_generalisation_predicted/planning/all_trials/sub-009_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-009/temporal_generalisation_predicted/planning/all_trials/sub-009_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-009/temporal_generalisation_predicted/planning/generalisation_trials/sub-009_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-009/temporal_generalisation_predicted/planning/learning_trials/sub-009_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-009/temporal_generalisation_predicted/planning/learning_trials/sub-009_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation/outcome/all_trials/sub-010_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation/planning/all_trials/sub-010_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation/planning/learning_trials/sub-010_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation/planning/learning_trials/sub-010_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation_predicted/outcome/all_trials/sub-010_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation_predicted/outcome/all_trials/sub-010_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation_predicted/planning/all_trials/sub-010_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-010/temporal_generalisation_predicted/planning/all_trials/sub-010_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-011/temporal_generalisation/outcome/all_trials/sub-011_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-011/temporal_generalisation/outcome/all_trials/sub-011_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-011/temporal_generalisation/planning/all_trials/sub-011_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-011/temporal_generalisation/planning/all_trials/sub-011_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-011/temporal_generalisation/planning/learning_trials/sub-011_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-011/temporal_generalisation_predicted/planning/learning_trials/sub-011_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation/outcome/all_trials/sub-012_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation/planning/all_trials/sub-012_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation/planning/generalisation_trials/sub-012_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation/planning/learning_trials/sub-012_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation_predicted/outcome/all_trials/sub-012_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation_predicted/planning/all_trials/sub-012_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation_predicted/planning/generalisation_trials/sub-012_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation_predicted/planning/learning_trials/sub-012_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-012/temporal_generalisation_predicted/planning/learning_trials/sub-012_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation/outcome/all_trials/sub-013_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation/planning/generalisation_trials/sub-013_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation/planning/generalisation_trials/sub-013_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation/planning/learning_trials/sub-013_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation/planning/learning_trials/sub-013_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation_predicted/outcome/all_trials/sub-013_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation_predicted/outcome/all_trials/sub-013_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation_predicted/planning/all_trials/sub-013_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-013/temporal_generalisation_predicted/planning/learning_trials/sub-013_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-014/temporal_generalisation/planning/all_trials/sub-014_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-014/temporal_generalisation/planning/all_trials/sub-014_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-014/temporal_generalisation/planning/learning_trials/sub-014_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-014/temporal_generalisation/planning/learning_trials/sub-014_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-014/temporal_generalisation_predicted/outcome/all_trials/sub-014_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-014/temporal_generalisation_predicted/outcome/all_trials/sub-014_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-014/temporal_generalisation_predicted/planning/learning_trials/sub-014_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-014/temporal_generalisation_predicted/planning/learning_trials/sub-014_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation/outcome/all_trials/sub-015_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation/planning/learning_trials/sub-015_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation_predicted/outcome/all_trials/sub-015_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation_predicted/outcome/all_trials/sub-015_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation_predicted/planning/all_trials/sub-015_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation_predicted/planning/all_trials/sub-015_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation_predicted/planning/generalisation_trials/sub-015_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-015/temporal_generalisation_predicted/planning/generalisation_trials/sub-015_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation/outcome/all_trials/sub-016_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation/planning/all_trials/sub-016_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation/planning/all_trials/sub-016_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation/planning/generalisation_trials/sub-016_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation/planning/learning_trials/sub-016_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation/planning/learning_trials/sub-016_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation_predicted/planning/all_trials/sub-016_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation_predicted/planning/generalisation_trials/sub-016_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation_predicted/planning/generalisation_trials/sub-016_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-016/temporal_generalisation_predicted/planning/learning_trials/sub-016_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation/outcome/all_trials/sub-017_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation/outcome/all_trials/sub-017_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation/planning/all_trials/sub-017_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation/planning/all_trials/sub-017_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation/planning/learning_trials/sub-017_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation_predicted/planning/all_trials/sub-017_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation_predicted/planning/all_trials/sub-017_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation_predicted/planning/generalisation_trials/sub-017_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation_predicted/planning/generalisation_trials/sub-017_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-017/temporal_generalisation_predicted/planning/learning_trials/sub-017_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation/outcome/all_trials/sub-018_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation/planning/all_trials/sub-018_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation/planning/all_trials/sub-018_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation/planning/generalisation_trials/sub-018_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation/planning/learning_trials/sub-018_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation_predicted/planning/all_trials/sub-018_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation_predicted/planning/all_trials/sub-018_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation_predicted/planning/generalisation_trials/sub-018_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation_predicted/planning/generalisation_trials/sub-018_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation_predicted/planning/learning_trials/sub-018_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-018/temporal_generalisation_predicted/planning/learning_trials/sub-018_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-019/temporal_generalisation/planning/all_trials/sub-019_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-019/temporal_generalisation/planning/generalisation_trials/sub-019_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-019/temporal_generalisation/planning/learning_trials/sub-019_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-019/temporal_generalisation/planning/learning_trials/sub-019_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-019/temporal_generalisation_predicted/outcome/all_trials/sub-019_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-019/temporal_generalisation_predicted/planning/all_trials/sub-019_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-019/temporal_generalisation_predicted/planning/learning_trials/sub-019_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation/outcome/all_trials/sub-020_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation/planning/all_trials/sub-020_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation/planning/all_trials/sub-020_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation/planning/learning_trials/sub-020_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation/planning/learning_trials/sub-020_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation_predicted/outcome/all_trials/sub-020_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation_predicted/outcome/all_trials/sub-020_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation_predicted/planning/all_trials/sub-020_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation_predicted/planning/all_trials/sub-020_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation_predicted/planning/generalisation_trials/sub-020_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation_predicted/planning/learning_trials/sub-020_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-020/temporal_generalisation_predicted/planning/learning_trials/sub-020_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-021/temporal_generalisation/outcome/all_trials/sub-021_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-021/temporal_generalisation/outcome/all_trials/sub-021_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-021/temporal_generalisation/planning/all_trials/sub-021_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-021/temporal_generalisation/planning/generalisation_trials/sub-021_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-021/temporal_generalisation/planning/generalisation_trials/sub-021_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-021/temporal_generalisation/planning/learning_trials/sub-021_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-021/temporal_generalisation_predicted/outcome/all_trials/sub-021_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-021/temporal_generalisation_predicted/planning/all_trials/sub-021_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-021/temporal_generalisation_predicted/planning/generalisation_trials/sub-021_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-021/temporal_generalisation_predicted/planning/generalisation_trials/sub-021_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-022/temporal_generalisation/outcome/all_trials/sub-022_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-022/temporal_generalisation/outcome/all_trials/sub-022_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-022/temporal_generalisation/planning/learning_trials/sub-022_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-022/temporal_generalisation_predicted/outcome/all_trials/sub-022_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-022/temporal_generalisation_predicted/planning/all_trials/sub-022_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-022/temporal_generalisation_predicted/planning/generalisation_trials/sub-022_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-022/temporal_generalisation_predicted/planning/generalisation_trials/sub-022_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-022/temporal_generalisation_predicted/planning/learning_trials/sub-022_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-022/temporal_generalisation_predicted/planning/learning_trials/sub-022_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-023/temporal_generalisation/outcome/all_trials/sub-023_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-023/temporal_generalisation/planning/generalisation_trials/sub-023_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-023/temporal_generalisation_predicted/planning/all_trials/sub-023_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-023/temporal_generalisation_predicted/planning/all_trials/sub-023_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-023/temporal_generalisation_predicted/planning/generalisation_trials/sub-023_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-023/temporal_generalisation_predicted/planning/generalisation_trials/sub-023_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-023/temporal_generalisation_predicted/planning/learning_trials/sub-023_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation/planning/all_trials/sub-024_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation/planning/all_trials/sub-024_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation/planning/generalisation_trials/sub-024_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation/planning/learning_trials/sub-024_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation/planning/learning_trials/sub-024_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation_predicted/outcome/all_trials/sub-024_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation_predicted/planning/all_trials/sub-024_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation_predicted/planning/all_trials/sub-024_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation_predicted/planning/generalisation_trials/sub-024_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation_predicted/planning/learning_trials/sub-024_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-024/temporal_generalisation_predicted/planning/learning_trials/sub-024_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation/outcome/all_trials/sub-025_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation/outcome/all_trials/sub-025_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation/planning/generalisation_trials/sub-025_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation/planning/generalisation_trials/sub-025_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation/planning/learning_trials/sub-025_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation/planning/learning_trials/sub-025_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation_predicted/planning/generalisation_trials/sub-025_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-025/temporal_generalisation_predicted/planning/learning_trials/sub-025_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-026/temporal_generalisation/planning/generalisation_trials/sub-026_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-026/temporal_generalisation_predicted/outcome/all_trials/sub-026_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-026/temporal_generalisation_predicted/planning/all_trials/sub-026_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-026/temporal_generalisation_predicted/planning/generalisation_trials/sub-026_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-026/temporal_generalisation_predicted/planning/learning_trials/sub-026_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-027/temporal_generalisation/outcome/all_trials/sub-027_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-027/temporal_generalisation/planning/all_trials/sub-027_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-027/temporal_generalisation/planning/generalisation_trials/sub-027_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-027/temporal_generalisation/planning/learning_trials/sub-027_end_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-027/temporal_generalisation_predicted/outcome/all_trials/sub-027_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-027/temporal_generalisation_predicted/planning/generalisation_trials/sub-027_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-028/temporal_generalisation/outcome/all_trials/sub-028_learning_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-028/temporal_generalisation/planning/generalisation_trials/sub-028_generalisation_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-028/temporal_generalisation/planning/learning_trials/sub-028_learning_stimulus_planning.npy '
        'derivatives/temporal_generalisation/sub-028/temporal_generalisation_predicted/outcome/all_trials/sub-028_end_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-028/temporal_generalisation_predicted/outcome/all_trials/sub-028_generalisation_stimulus_outcome.npy '
        'derivatives/temporal_generalisation/sub-028/temporal_generalisation_predicted/planning/all_trials/sub-028_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-002/temporal_generalisation_predicted/planning/generalisation_trials': (
        'sub-002_end_stimulus_planning.npy sub-002_generalisation_stimulus_planning.npy '
        'sub-002_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-004/temporal_generalisation/planning/learning_trials': (
        'sub-004_end_stimulus_planning.npy sub-004_generalisation_stimulus_planning.npy '
        'sub-004_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-005/temporal_generalisation_predicted/outcome/all_trials': (
        'sub-005_end_stimulus_outcome.npy sub-005_generalisation_stimulus_outcome.npy '
        'sub-005_learning_stimulus_outcome.npy'
    ),
    'derivatives/temporal_generalisation/sub-005/temporal_generalisation_predicted/planning/learning_trials': (
        'sub-005_end_stimulus_planning.npy sub-005_generalisation_stimulus_planning.npy '
        'sub-005_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-007/temporal_generalisation_predicted/planning/all_trials': (
        'sub-007_end_stimulus_planning.npy sub-007_generalisation_stimulus_planning.npy '
        'sub-007_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-008/temporal_generalisation/outcome/all_trials': (
        'sub-008_end_stimulus_outcome.npy sub-008_generalisation_stimulus_outcome.npy '
        'sub-008_learning_stimulus_outcome.npy'
    ),
    'derivatives/temporal_generalisation/sub-010/temporal_generalisation_predicted/planning/generalisation_trials': (
        'sub-010_end_stimulus_planning.npy sub-010_generalisation_stimulus_planning.npy '
        'sub-010_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-010/temporal_generalisation_predicted/planning/learning_trials': (
        'sub-010_end_stimulus_planning.npy sub-010_generalisation_stimulus_planning.npy '
        'sub-010_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-011/temporal_generalisation_predicted/planning/all_trials': (
        'sub-011_end_stimulus_planning.npy sub-011_generalisation_stimulus_planning.npy '
        'sub-011_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-013/temporal_generalisation/planning/all_trials': (
        'sub-013_end_stimulus_planning.npy sub-013_generalisation_stimulus_planning.npy '
        'sub-013_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-014/temporal_generalisation/outcome/all_trials': (
        'sub-014_end_stimulus_outcome.npy sub-014_generalisation_stimulus_outcome.npy '
        'sub-014_learning_stimulus_outcome.npy'
    ),
    'derivatives/temporal_generalisation/sub-014/temporal_generalisation/planning/generalisation_trials': (
        'sub-014_end_stimulus_planning.npy sub-014_generalisation_stimulus_planning.npy '
        'sub-014_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-014/temporal_generalisation_predicted/planning/generalisation_trials': (
        'sub-014_end_stimulus_planning.npy sub-014_generalisation_stimulus_planning.npy '
        'sub-014_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-015/temporal_generalisation/planning/all_trials': (
        'sub-015_end_stimulus_planning.npy sub-015_generalisation_stimulus_planning.npy '
        'sub-015_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-015/temporal_generalisation/planning/generalisation_trials': (
        'sub-015_end_stimulus_planning.npy sub-015_generalisation_stimulus_planning.npy '
        'sub-015_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-017/temporal_generalisation_predicted/outcome/all_trials': (
        'sub-017_end_stimulus_outcome.npy sub-017_generalisation_stimulus_outcome.npy '
        'sub-017_learning_stimulus_outcome.npy'
    ),
    'derivatives/temporal_generalisation/sub-019/temporal_generalisation_predicted/planning/generalisation_trials': (
        'sub-019_end_stimulus_planning.npy sub-019_generalisation_stimulus_planning.npy '
        'sub-019_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-021/temporal_generalisation_predicted/planning/learning_trials': (
        'sub-021_end_stimulus_planning.npy sub-021_generalisation_stimulus_planning.npy '
        'sub-021_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-022/temporal_generalisation/planning/generalisation_trials': (
        'sub-022_end_stimulus_planning.npy sub-022_generalisation_stimulus_planning.npy '
        'sub-022_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-023/temporal_generalisation/planning/all_trials': (
        'sub-023_end_stimulus_planning.npy sub-023_generalisation_stimulus_planning.npy '
        'sub-023_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-023/temporal_generalisation_predicted/outcome/all_trials': (
        'sub-023_end_stimulus_outcome.npy sub-023_generalisation_stimulus_outcome.npy '
        'sub-023_learning_stimulus_outcome.npy'
    ),
    'derivatives/temporal_generalisation/sub-025/temporal_generalisation_predicted/planning/all_trials': (
        'sub-025_end_stimulus_planning.npy sub-025_generalisation_stimulus_planning.npy '
        'sub-025_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-026/temporal_generalisation/planning/all_trials': (
        'sub-026_end_stimulus_planning.npy sub-026_generalisation_stimulus_planning.npy '
        'sub-026_learning_stimulus_planning.npy'
    ),
    'derivatives/temporal_generalisation/sub-027/temporal_generalisation_predicted/planning/all_trials': (
        'sub-027_end_stimulus_planning.npy sub-027_generalisation_stimulus_planning.npy '
        'sub-027_learning_stimulus_planning.npy'
    ),
}

REPLAY_TGM_OTHER = {
    '': (
        'derivatives/mri/fsaverage/mri/aseg.mgz derivatives/mri/fsaverage/mri/transforms/talairach.xfm '
        'derivatives/preprocessing/sub-002/ICA/sub-002_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-002/task/sub-002_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-003/localiser/sub-003_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-004/ICA/sub-004_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-004/task/sub-004_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-004/task/sub-004_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-005/ICA/sub-005_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-005/localiser/sub-005_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-005/localiser/sub-005_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-005/task/sub-005_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-005/task/sub-005_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-006/task/sub-006_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-006/task/sub-006_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-008/localiser/sub-008_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-010/task/sub-010_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-010/task/sub-010_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-011/ICA/sub-011_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-012/localiser/sub-012_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-012/task/sub-012_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-013/localiser/sub-013_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-013/task/sub-013_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-015/ICA/sub-015_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-016/localiser/sub-016_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-017/task/sub-017_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-017/task/sub-017_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-018/task/sub-018_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-018/task/sub-018_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-020/ICA/sub-020_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-020/task/sub-020_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-020/task/sub-020_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-021/ICA/sub-021_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-021/localiser/sub-021_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-021/task/sub-021_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-022/ICA/sub-022_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-022/task/sub-022_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-022/task/sub-022_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-023/localiser/sub-023_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-023/localiser/sub-023_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-023/task/sub-023_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-024/ICA/sub-024_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-024/localiser/sub-024_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz '
        'derivatives/preprocessing/sub-024/task/sub-024_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-025/ICA/sub-025_ses-01_task-AversiveLearningReplay_proc-ICA.fif.gz '
        'derivatives/preprocessing/sub-025/localiser/sub-025_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-026/localiser/sub-026_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-026/task/sub-026_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-027/task/sub-027_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-027/task/sub-027_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-028/localiser/sub-028_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'derivatives/preprocessing/sub-028/task/sub-028_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'derivatives/preprocessing/sub-028/task/sub-028_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA-epo.fif.gz '
        'derivatives/state_reactivation_arrays/outcome/classifier_idx_52/sub-014_outcome_state_reactivation_idx_52.pkl.npy '
        'derivatives/state_reactivation_arrays/outcome/classifier_idx_52/sub-016_outcome_state_reactivation_idx_52.pkl.npy '
        'sub-001/ses-01/meg/sub-001_ses-01_task-AversiveLearningReplay_run-02_channels.tsv '
        'sub-005/ses-01/meg/sub-005_ses-01_task-AversiveLearningReplay_run-07_channels.tsv '
        'sub-005/ses-01/meg/sub-005_ses-01_task-AversiveLearningReplay_run-09_meg.fif '
        'sub-007/ses-01/meg/sub-007_ses-01_task-AversiveLearningReplay_run-07_events.tsv '
        'sub-007/ses-01/meg/sub-007_ses-01_task-AversiveLearningReplay_run-10_channels.tsv '
        'sub-008/ses-01/beh/sub-008_ses-01_task-AversiveLearningReplay_responses.csv '
        'sub-009/ses-01/meg/sub-009_ses-01_task-AversiveLearningReplay_run-05_events.tsv '
        'sub-009/ses-01/meg/sub-009_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-013/ses-01/meg/sub-013_ses-01_task-AversiveLearningReplay_run-08_meg.json '
        'sub-015/ses-01/meg/sub-015_ses-01_task-AversiveLearningReplay_run-03_meg.json '
        'sub-016/ses-01/meg/sub-016_ses-01_task-AversiveLearningReplay_run-11_events.tsv '
        'sub-016/ses-01/meg/sub-016_ses-01_task-AversiveLearningReplay_run-11_meg.fif '
        'sub-018/ses-01/meg/sub-018_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-018/ses-01/meg/sub-018_ses-01_task-AversiveLearningReplay_run-12_events.tsv '
        'sub-019/ses-01/meg/sub-019_ses-01_task-AversiveLearningReplay_run-10_events.tsv '
        'sub-021/ses-01/meg/sub-021_ses-01_task-AversiveLearningReplay_run-06_channels.tsv '
        'sub-021/ses-01/meg/sub-021_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-022/ses-01/meg/sub-022_ses-01_task-AversiveLearningReplay_run-01_channels.tsv '
        'sub-023/ses-01/meg/sub-023_ses-01_task-AversiveLearningReplay_run-06_channels.tsv '
        'sub-023/ses-01/meg/sub-023_ses-01_task-AversiveLearningReplay_run-07_events.tsv '
        'sub-024/ses-01/meg/sub-024_ses-01_task-AversiveLearningReplay_run-03_meg.fif '
        'sub-024/ses-01/meg/sub-024_ses-01_task-AversiveLearningReplay_run-06_meg.json '
        'sub-025/ses-01/meg/sub-025_ses-01_task-AversiveLearningReplay_run-08_events.tsv '
        'sub-026/ses-01/meg/sub-026_ses-01_task-AversiveLearningReplay_run-12_events.tsv '
        'sub-027/ses-01/meg/sub-027_ses-01_task-AversiveLearningReplay_run-06_events.tsv '
        'sub-027/ses-01/meg/sub-027_ses-01_task-AversiveLearningReplay_run-07_meg.fif '
        'sub-028/ses-01/meg/sub-028_ses-01_task-AversiveLearningReplay_run-01_meg.json '
        'sub-028/ses-01/meg/sub-028_ses-01_task-AversiveLearningReplay_run-10_meg.fif'
    ),
    'derivatives/classifier/classifier_idx_102': (
        'sub-004_classifier_idx_102.pkl sub-005_classifier_idx_102.pkl sub-008_classifier_idx_102.pkl '
        'sub-009_classifier_idx_102.pkl sub-010_classifier_idx_102.pkl sub-012_classifier_idx_102.pkl '
        'sub-013_classifier_idx_102.pkl sub-019_classifier_idx_102.pkl sub-021_classifier_idx_102.pkl '
        'sub-022_classifier_idx_102.pkl sub-027_classifier_idx_102.pkl'
    ),
    'derivatives/classifier/classifier_idx_65': (
        'sub-002_classifier_idx_65.pkl sub-004_classifier_idx_65.pkl sub-010_classifier_idx_65.pkl '
        'sub-015_classifier_idx_65.pkl sub-016_classifier_idx_65.pkl sub-018_classifier_idx_65.pkl '
        'sub-020_classifier_idx_65.pkl'
    ),
    'derivatives/classifier/classifier_idx_87': (
        'sub-003_classifier_idx_87.pkl sub-010_classifier_idx_87.pkl sub-015_classifier_idx_87.pkl '
        'sub-021_classifier_idx_87.pkl sub-023_classifier_idx_87.pkl sub-028_classifier_idx_87.pkl'
    ),
    'derivatives/localiser_classifier_performance/embedding_time_scores': (
        'sub-002_embedding_time_scores.npy sub-009_embedding_time_scores.npy '
        'sub-017_embedding_time_scores.npy sub-019_embedding_time_scores.npy '
        'sub-020_embedding_time_scores.npy sub-024_embedding_time_scores.npy'
    ),
    'derivatives/localiser_classifier_performance/temporal_generalisation': (
        'sub-002_temporal_generalisation_scores.npy sub-004_temporal_generalisation_scores.npy '
        'sub-010_temporal_generalisation_scores.npy sub-011_temporal_generalisation_scores.npy '
        'sub-012_temporal_generalisation_scores.npy sub-014_temporal_generalisation_scores.npy '
        'sub-020_temporal_generalisation_scores.npy'
    ),
    'derivatives/localiser_classifier_performance/time_scores': (
        'sub-002_time_scores.npy sub-003_time_scores.npy sub-005_time_scores.npy sub-008_time_scores.npy '
        'sub-014_time_scores.npy sub-015_time_scores.npy sub-016_time_scores.npy sub-026_time_scores.npy'
    ),
    'derivatives/mri/fsaverage/bem': (
        'fsaverage-head-medium.fif fsaverage-ico-5-src.fif inner_skull.surf'
    ),
    'derivatives/preprocessing/sub-003/task': (
        'sub-003_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA-epo.fif.gz '
        'sub-003_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_400hz-epo.fif.gz '
        'sub-003_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA-epo.fif.gz '
        'sub-003_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_400hz-epo.fif.gz'
    ),
    'derivatives/preprocessing/sub-007/localiser': (
        'sub-007_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'sub-007_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'sub-007_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz'
    ),
    'derivatives/preprocessing/sub-009/task': (
        'sub-009_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_400hz-epo.fif.gz '
        'sub-009_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA-epo.fif.gz '
        'sub-009_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_300hz-epo.fif.gz'
    ),
    'derivatives/preprocessing/sub-011/task': (
        'sub-011_ses-01_task-AversiveLearningReplay_run-outcome_proc_ICA_400hz-epo.fif.gz '
        'sub-011_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_300hz-epo.fif.gz '
        'sub-011_ses-01_task-AversiveLearningReplay_run-planning_proc_ICA_400hz-epo.fif.gz'
    ),
    'derivatives/preprocessing/sub-022/localiser': (
        'sub-022_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'sub-022_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'sub-022_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz'
    ),
    'derivatives/preprocessing/sub-027/localiser': (
        'sub-027_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA-epo.fif.gz '
        'sub-027_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_300hz-epo.fif.gz '
        'sub-027_ses-01_task-AversiveLearningReplay_run-localiser_proc_ICA_400hz-epo.fif.gz'
    ),
    'derivatives/state_reactivation_arrays/outcome/classifier_idx_15': (
        'sub-004_outcome_state_reactivation_idx_15.pkl.npy sub-006_outcome_state_reactivation_idx_15.pkl.npy '
        'sub-010_outcome_state_reactivation_idx_15.pkl.npy sub-011_outcome_state_reactivation_idx_15.pkl.npy '
        'sub-017_outcome_state_reactivation_idx_15.pkl.npy sub-019_outcome_state_reactivation_idx_15.pkl.npy '
        'sub-021_outcome_state_reactivation_idx_15.pkl.npy sub-024_outcome_state_reactivation_idx_15.pkl.npy '
        'sub-025_outcome_state_reactivation_idx_15.pkl.npy'
    ),
    'derivatives/state_reactivation_arrays/outcome/classifier_idx_37': (
        'sub-001_outcome_state_reactivation_idx_37.pkl.npy sub-003_outcome_state_reactivation_idx_37.pkl.npy '
        'sub-004_outcome_state_reactivation_idx_37.pkl.npy sub-013_outcome_state_reactivation_idx_37.pkl.npy '
        'sub-019_outcome_state_reactivation_idx_37.pkl.npy sub-025_outcome_state_reactivation_idx_37.pkl.npy '
        'sub-028_outcome_state_reactivation_idx_37.pkl.npy'
    ),
    'derivatives/state_reactivation_arrays/planning/classifier_idx_15': (
        'sub-009_planning_state_reactivation_idx_15.pkl.npy '
        'sub-019_planning_state_reactivation_idx_15.pkl.npy '
        'sub-025_planning_state_reactivation_idx_15.pkl.npy'
    ),
    'derivatives/state_reactivation_arrays/planning/classifier_idx_37': (
        'sub-001_planning_state_reactivation_idx_37.pkl.npy '
        'sub-018_planning_state_reactivation_idx_37.pkl.npy '
        'sub-021_planning_state_reactivation_idx_37.pkl.npy '
        'sub-022_planning_state_reactivation_idx_37.pkl.npy '
        'sub-023_planning_state_reactivation_idx_37.pkl.npy '
        'sub-025_planning_state_reactivation_idx_37.pkl.npy'
    ),
    'derivatives/state_reactivation_arrays/planning/classifier_idx_52': (
        'sub-004_planning_state_reactivation_idx_52.pkl.npy '
        'sub-017_planning_state_reactivation_idx_52.pkl.npy '
        'sub-018_planning_state_reactivation_idx_52.pkl.npy '
        'sub-023_planning_state_reactivation_idx_52.pkl.npy '
        'sub-024_planning_state_reactivation_idx_52.pkl.npy '
        'sub-027_planning_state_reactivation_idx_52.pkl.npy'
    ),
    'derivatives/sw_sequenceness/outcome/classifier_idx_15': (
        'sub-001_outcome_sequenceness_idx_15.pkl sub-004_outcome_sequenceness_idx_15.pkl '
        'sub-006_outcome_sequenceness_idx_15.pkl sub-013_outcome_sequenceness_idx_15.pkl '
        'sub-018_outcome_sequenceness_idx_15.pkl sub-019_outcome_sequenceness_idx_15.pkl '
        'sub-021_outcome_sequenceness_idx_15.pkl sub-022_outcome_sequenceness_idx_15.pkl '
        'sub-023_outcome_sequenceness_idx_15.pkl'
    ),
    'derivatives/sw_sequenceness/outcome/classifier_idx_37': (
        'sub-002_outcome_sequenceness_idx_37.pkl sub-003_outcome_sequenceness_idx_37.pkl '
        'sub-004_outcome_sequenceness_idx_37.pkl sub-017_outcome_sequenceness_idx_37.pkl '
        'sub-023_outcome_sequenceness_idx_37.pkl'
    ),
    'derivatives/sw_sequenceness/outcome/classifier_idx_52': (
        'sub-002_outcome_sequenceness_idx_52.pkl sub-007_outcome_sequenceness_idx_52.pkl '
        'sub-008_outcome_sequenceness_idx_52.pkl sub-012_outcome_sequenceness_idx_52.pkl '
        'sub-015_outcome_sequenceness_idx_52.pkl sub-016_outcome_sequenceness_idx_52.pkl '
        'sub-020_outcome_sequenceness_idx_52.pkl sub-027_outcome_sequenceness_idx_52.pkl'
    ),
    'derivatives/sw_sequenceness/planning/classifier_idx_15': (
        'sub-004_planning_sequenceness_idx_15.pkl sub-007_planning_sequenceness_idx_15.pkl '
        'sub-012_planning_sequenceness_idx_15.pkl sub-017_planning_sequenceness_idx_15.pkl '
        'sub-020_planning_sequenceness_idx_15.pkl sub-023_planning_sequenceness_idx_15.pkl'
    ),
    'derivatives/sw_sequenceness/planning/classifier_idx_37': (
        'sub-001_planning_sequenceness_idx_37.pkl sub-011_planning_sequenceness_idx_37.pkl '
        'sub-013_planning_sequenceness_idx_37.pkl sub-022_planning_sequenceness_idx_37.pkl'
    ),
    'derivatives/sw_sequenceness/planning/classifier_idx_52': (
        'sub-007_planning_sequenceness_idx_52.pkl sub-012_planning_sequenceness_idx_52.pkl '
        'sub-014_planning_sequenceness_idx_52.pkl sub-015_planning_sequenceness_idx_52.pkl '
        'sub-017_planning_sequenceness_idx_52.pkl sub-025_planning_sequenceness_idx_52.pkl'
    ),
    'derivatives/trans': (
        'sub-003-trans.fif sub-004-trans.fif sub-012-trans.fif sub-016-trans.fif sub-028-trans.fif'
    ),
    'derivatives/trans/renamed': (
        'sub-001-trans.fif sub-008-trans.fif sub-019-trans.fif sub-022-trans.fif'
    ),
    'sub-008/ses-01/meg': (
        'sub-008_ses-01_task-AversiveLearningReplay_run-01_events.tsv '
        'sub-008_ses-01_task-AversiveLearningReplay_run-08_channels.tsv '
        'sub-008_ses-01_task-AversiveLearningReplay_run-09_channels.tsv '
        'sub-008_ses-01_task-AversiveLearningReplay_run-10_events.tsv '
        'sub-008_ses-01_task-AversiveLearningReplay_run-11_channels.tsv'
    ),
    'sub-010/ses-01/meg': (
        'sub-010_ses-01_task-AversiveLearningReplay_run-01_meg.json '
        'sub-010_ses-01_task-AversiveLearningReplay_run-03_events.tsv '
        'sub-010_ses-01_task-AversiveLearningReplay_run-04_events.tsv '
        'sub-010_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
    'sub-011/ses-01/meg': (
        'sub-011_ses-01_task-AversiveLearningReplay_run-04_channels.tsv '
        'sub-011_ses-01_task-AversiveLearningReplay_run-04_events.tsv '
        'sub-011_ses-01_task-AversiveLearningReplay_run-06_meg.json '
        'sub-011_ses-01_task-AversiveLearningReplay_run-08_channels.tsv'
    ),
    'sub-012/ses-01/meg': (
        'sub-012_ses-01_task-AversiveLearningReplay_run-07_channels.tsv '
        'sub-012_ses-01_task-AversiveLearningReplay_run-08_meg.json '
        'sub-012_ses-01_task-AversiveLearningReplay_run-10_meg.json'
    ),
    'sub-014/ses-01/meg': (
        'sub-014_ses-01_task-AversiveLearningReplay_run-01_channels.tsv '
        'sub-014_ses-01_task-AversiveLearningReplay_run-05_channels.tsv '
        'sub-014_ses-01_task-AversiveLearningReplay_run-06_meg.json'
    ),
    'sub-020/ses-01/meg': (
        'sub-020_ses-01_task-AversiveLearningReplay_run-02_events.tsv '
        'sub-020_ses-01_task-AversiveLearningReplay_run-04_meg.fif '
        'sub-020_ses-01_task-AversiveLearningReplay_run-11_meg.fif'
    ),
}

THINGS_MEG4_KIND = {
    '': (
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-01_meg.ds/sub-BIGMEG1_ses-01_task-main_run-01_meg.meg4 '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-02_meg.ds/sub-BIGMEG1_ses-01_task-main_run-02_meg.meg4 '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-03_meg.ds/sub-BIGMEG1_ses-01_task-main_run-03_meg.meg4 '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-05_meg.ds/sub-BIGMEG1_ses-01_task-main_run-05_meg.meg4 '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-06_meg.ds/sub-BIGMEG1_ses-01_task-main_run-06_meg.meg4 '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-07_meg.ds/sub-BIGMEG1_ses-01_task-main_run-07_meg.meg4 '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-08_meg.ds/sub-BIGMEG1_ses-01_task-main_run-08_meg.meg4 '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-09_meg.ds/sub-BIGMEG1_ses-01_task-main_run-09_meg.meg4 '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-10_meg.ds/sub-BIGMEG1_ses-01_task-main_run-10_meg.meg4 '
        'sub-BIGMEG1/ses-02/meg/sub-BIGMEG1_ses-02_task-main_run-05_meg.ds/sub-BIGMEG1_ses-02_task-main_run-05_meg.meg4 '
        'sub-BIGMEG1/ses-02/meg/sub-BIGMEG1_ses-02_task-main_run-06_meg.ds/sub-BIGMEG1_ses-02_task-main_run-06_meg.meg4 '
        'sub-BIGMEG1/ses-02/meg/sub-BIGMEG1_ses-02_task-main_run-08_meg.ds/sub-BIGMEG1_ses-02_task-main_run-08_meg.meg4 '
        'sub-BIGMEG1/ses-02/meg/sub-BIGMEG1_ses-02_task-main_run-09_meg.ds/sub-BIGMEG1_ses-02_task-main_run-09_meg.meg4 '
        'sub-BIGMEG1/ses-03/meg/sub-BIGMEG1_ses-03_task-main_run-02_meg.ds/sub-BIGMEG1_ses-03_task-main_run-02_meg.meg4 '
        'sub-BIGMEG1/ses-03/meg/sub-BIGMEG1_ses-03_task-main_run-03_meg.ds/sub-BIGMEG1_ses-03_task-main_run-03_meg.meg4 '
        'sub-BIGMEG1/ses-03/meg/sub-BIGMEG1_ses-03_task-main_run-05_meg.ds/sub-BIGMEG1_ses-03_task-main_run-05_meg.meg4 '
        'sub-BIGMEG1/ses-03/meg/sub-BIGMEG1_ses-03_task-main_run-09_meg.ds/sub-BIGMEG1_ses-03_task-main_run-09_meg.meg4 '
        'sub-BIGMEG1/ses-04/meg/sub-BIGMEG1_ses-04_task-main_run-01_meg.ds/sub-BIGMEG1_ses-04_task-main_run-01_meg.meg4 '
        'sub-BIGMEG1/ses-04/meg/sub-BIGMEG1_ses-04_task-main_run-02_meg.ds/sub-BIGMEG1_ses-04_task-main_run-02_meg.meg4 '
        'sub-BIGMEG1/ses-04/meg/sub-BIGMEG1_ses-04_task-main_run-03_meg.ds/sub-BIGMEG1_ses-04_task-main_run-03_meg.meg4 '
        'sub-BIGMEG1/ses-04/meg/sub-BIGMEG1_ses-04_task-main_run-04_meg.ds/sub-BIGMEG1_ses-04_task-main_run-04_meg.meg4 '
        'sub-BIGMEG1/ses-04/meg/sub-BIGMEG1_ses-04_task-main_run-05_meg.ds/sub-BIGMEG1_ses-04_task-main_run-05_meg.meg4 '
        'sub-BIGMEG1/ses-04/meg/sub-BIGMEG1_ses-04_task-main_run-08_meg.ds/sub-BIGMEG1_ses-04_task-main_run-08_meg.meg4 '
        'sub-BIGMEG1/ses-05/meg/sub-BIGMEG1_ses-05_task-main_run-01_meg.ds/sub-BIGMEG1_ses-05_task-main_run-01_meg.meg4 '
        'sub-BIGMEG1/ses-05/meg/sub-BIGMEG1_ses-05_task-main_run-02_meg.ds/sub-BIGMEG1_ses-05_task-main_run-02_meg.meg4 '
        'sub-BIGMEG1/ses-05/meg/sub-BIGMEG1_ses-05_task-main_run-04_meg.ds/sub-BIGMEG1_ses-05_task-main_run-04_meg.meg4 '
        'sub-BIGMEG1/ses-05/meg/sub-BIGMEG1_ses-05_task-main_run-05_meg.ds/sub-BIGMEG1_ses-05_task-main_run-05_meg.meg4 '
        'sub-BIGMEG1/ses-05/meg/sub-BIGMEG1_ses-05_task-main_run-08_meg.ds/sub-BIGMEG1_ses-05_task-main_run-08_meg.meg4 '
        'sub-BIGMEG1/ses-06/meg/sub-BIGMEG1_ses-06_task-main_run-01_meg.ds/sub-BIGMEG1_ses-06_task-main_run-01_meg.meg4 '
        'sub-BIGMEG1/ses-06/meg/sub-BIGMEG1_ses-06_task-main_run-02_meg.ds/sub-BIGMEG1_ses-06_task-main_run-02_meg.meg4 '
        'sub-BIGMEG1/ses-06/meg/sub-BIGMEG1_ses-06_task-main_run-03_meg.ds/sub-BIGMEG1_ses-06_task-main_run-03_meg.meg4 '
        'sub-BIGMEG1/ses-06/meg/sub-BIGMEG1_ses-06_task-main_run-06_meg.ds/sub-BIGMEG1_ses-06_task-main_run-06_meg.meg4 '
        'sub-BIGMEG1/ses-06/meg/sub-BIGMEG1_ses-06_task-main_run-08_meg.ds/sub-BIGMEG1_ses-06_task-main_run-08_meg.meg4 '
        'sub-BIGMEG1/ses-06/meg/sub-BIGMEG1_ses-06_task-main_run-09_meg.ds/sub-BIGMEG1_ses-06_task-main_run-09_meg.meg4 '
        'sub-BIGMEG1/ses-06/meg/sub-BIGMEG1_ses-06_task-main_run-10_meg.ds/sub-BIGMEG1_ses-06_task-main_run-10_meg.meg4 '
        'sub-BIGMEG1/ses-07/meg/sub-BIGMEG1_ses-07_task-main_run-03_meg.ds/sub-BIGMEG1_ses-07_task-main_run-03_meg.meg4 '
        'sub-BIGMEG1/ses-07/meg/sub-BIGMEG1_ses-07_task-main_run-04_meg.ds/sub-BIGMEG1_ses-07_task-main_run-04_meg.meg4 '
        'sub-BIGMEG1/ses-07/meg/sub-BIGMEG1_ses-07_task-main_run-05_meg.ds/sub-BIGMEG1_ses-07_task-main_run-05_meg.meg4 '
        'sub-BIGMEG1/ses-07/meg/sub-BIGMEG1_ses-07_task-main_run-06_meg.ds/sub-BIGMEG1_ses-07_task-main_run-06_meg.meg4 '
        'sub-BIGMEG1/ses-07/meg/sub-BIGMEG1_ses-07_task-main_run-07_meg.ds/sub-BIGMEG1_ses-07_task-main_run-07_meg.meg4 '
        'sub-BIGMEG1/ses-07/meg/sub-BIGMEG1_ses-07_task-main_run-08_meg.ds/sub-BIGMEG1_ses-07_task-main_run-08_meg.meg4 '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-01_meg.ds/sub-BIGMEG1_ses-08_task-main_run-01_meg.meg4 '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-02_meg.ds/sub-BIGMEG1_ses-08_task-main_run-02_meg.meg4 '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-03_meg.ds/sub-BIGMEG1_ses-08_task-main_run-03_meg.meg4 '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-04_meg.ds/sub-BIGMEG1_ses-08_task-main_run-04_meg.meg4 '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-06_meg.ds/sub-BIGMEG1_ses-08_task-main_run-06_meg.meg4 '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-08_meg.ds/sub-BIGMEG1_ses-08_task-main_run-08_meg.meg4 '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-10_meg.ds/sub-BIGMEG1_ses-08_task-main_run-10_meg.meg4 '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-01_meg.ds/sub-BIGMEG1_ses-09_task-main_run-01_meg.meg4 '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-02_meg.ds/sub-BIGMEG1_ses-09_task-main_run-02_meg.meg4 '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-03_meg.ds/sub-BIGMEG1_ses-09_task-main_run-03_meg.meg4 '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-05_meg.ds/sub-BIGMEG1_ses-09_task-main_run-05_meg.meg4 '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-06_meg.ds/sub-BIGMEG1_ses-09_task-main_run-06_meg.meg4 '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-07_meg.ds/sub-BIGMEG1_ses-09_task-main_run-07_meg.meg4 '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-09_meg.ds/sub-BIGMEG1_ses-09_task-main_run-09_meg.meg4 '
        'sub-BIGMEG1/ses-10/meg/sub-BIGMEG1_ses-10_task-main_run-02_meg.ds/sub-BIGMEG1_ses-10_task-main_run-02_meg.meg4 '
        'sub-BIGMEG1/ses-10/meg/sub-BIGMEG1_ses-10_task-main_run-05_meg.ds/sub-BIGMEG1_ses-10_task-main_run-05_meg.meg4 '
        'sub-BIGMEG1/ses-10/meg/sub-BIGMEG1_ses-10_task-main_run-06_meg.ds/sub-BIGMEG1_ses-10_task-main_run-06_meg.meg4 '
        'sub-BIGMEG1/ses-10/meg/sub-BIGMEG1_ses-10_task-main_run-10_meg.ds/sub-BIGMEG1_ses-10_task-main_run-10_meg.meg4 '
        'sub-BIGMEG1/ses-11/meg/sub-BIGMEG1_ses-11_task-main_run-01_meg.ds/sub-BIGMEG1_ses-11_task-main_run-01_meg.meg4 '
        'sub-BIGMEG1/ses-11/meg/sub-BIGMEG1_ses-11_task-main_run-04_meg.ds/sub-BIGMEG1_ses-11_task-main_run-04_meg.meg4 '
        'sub-BIGMEG1/ses-11/meg/sub-BIGMEG1_ses-11_task-main_run-06_meg.ds/sub-BIGMEG1_ses-11_task-main_run-06_meg.meg4 '
        'sub-BIGMEG1/ses-11/meg/sub-BIGMEG1_ses-11_task-main_run-07_meg.ds/sub-BIGMEG1_ses-11_task-main_run-07_meg.meg4 '
        'sub-BIGMEG1/ses-11/meg/sub-BIGMEG1_ses-11_task-main_run-08_meg.ds/sub-BIGMEG1_ses-11_task-main_run-08_meg.meg4 '
        'sub-BIGMEG1/ses-11/meg/sub-BIGMEG1_ses-11_task-main_run-09_meg.ds/sub-BIGMEG1_ses-11_task-main_run-09_meg.meg4 '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-01_meg.ds/sub-BIGMEG1_ses-12_task-main_run-01_meg.meg4 '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-04_meg.ds/sub-BIGMEG1_ses-12_task-main_run-04_meg.meg4 '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-05_meg.ds/sub-BIGMEG1_ses-12_task-main_run-05_meg.meg4 '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-06_meg.ds/sub-BIGMEG1_ses-12_task-main_run-06_meg.meg4 '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-07_meg.ds/sub-BIGMEG1_ses-12_task-main_run-07_meg.meg4 '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-08_meg.ds/sub-BIGMEG1_ses-12_task-main_run-08_meg.meg4 '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-09_meg.ds/sub-BIGMEG1_ses-12_task-main_run-09_meg.meg4 '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-10_meg.ds/sub-BIGMEG1_ses-12_task-main_run-10_meg.meg4 '
        'sub-BIGMEG2/ses-01/meg/sub-BIGMEG2_ses-01_task-main_run-01_meg.ds/sub-BIGMEG2_ses-01_task-main_run-01_meg.meg4 '
        'sub-BIGMEG2/ses-01/meg/sub-BIGMEG2_ses-01_task-main_run-02_meg.ds/sub-BIGMEG2_ses-01_task-main_run-02_meg.meg4 '
        'sub-BIGMEG2/ses-01/meg/sub-BIGMEG2_ses-01_task-main_run-03_meg.ds/sub-BIGMEG2_ses-01_task-main_run-03_meg.meg4 '
        'sub-BIGMEG2/ses-01/meg/sub-BIGMEG2_ses-01_task-main_run-05_meg.ds/sub-BIGMEG2_ses-01_task-main_run-05_meg.meg4 '
        'sub-BIGMEG2/ses-01/meg/sub-BIGMEG2_ses-01_task-main_run-08_meg.ds/sub-BIGMEG2_ses-01_task-main_run-08_meg.meg4 '
        'sub-BIGMEG2/ses-01/meg/sub-BIGMEG2_ses-01_task-main_run-09_meg.ds/sub-BIGMEG2_ses-01_task-main_run-09_meg.meg4 '
        'sub-BIGMEG2/ses-02/meg/sub-BIGMEG2_ses-02_task-main_run-01_meg.ds/sub-BIGMEG2_ses-02_task-main_run-01_meg.meg4 '
        'sub-BIGMEG2/ses-02/meg/sub-BIGMEG2_ses-02_task-main_run-04_meg.ds/sub-BIGMEG2_ses-02_task-main_run-04_meg.meg4 '
        'sub-BIGMEG2/ses-02/meg/sub-BIGMEG2_ses-02_task-main_run-05_meg.ds/sub-BIGMEG2_ses-02_task-main_run-05_meg.meg4 '
        'sub-BIGMEG2/ses-02/meg/sub-BIGMEG2_ses-02_task-main_run-08_meg.ds/sub-BIGMEG2_ses-02_task-main_run-08_meg.meg4 '
        'sub-BIGMEG2/ses-02/meg/sub-BIGMEG2_ses-02_task-main_run-10_meg.ds/sub-BIGMEG2_ses-02_task-main_run-10_meg.meg4 '
        'sub-BIGMEG2/ses-03/meg/sub-BIGMEG2_ses-03_task-main_run-04_meg.ds/sub-BIGMEG2_ses-03_task-main_run-04_meg.meg4 '
        'sub-BIGMEG2/ses-03/meg/sub-BIGMEG2_ses-03_task-main_run-06_meg.ds/sub-BIGMEG2_ses-03_task-main_run-06_meg.meg4 '
        'sub-BIGMEG2/ses-03/meg/sub-BIGMEG2_ses-03_task-main_run-07_meg.ds/sub-BIGMEG2_ses-03_task-main_run-07_meg.meg4 '
        'sub-BIGMEG2/ses-03/meg/sub-BIGMEG2_ses-03_task-main_run-08_meg.ds/sub-BIGMEG2_ses-03_task-main_run-08_meg.meg4 '
        'sub-BIGMEG2/ses-03/meg/sub-BIGMEG2_ses-03_task-main_run-10_meg.ds/sub-BIGMEG2_ses-03_task-main_run-10_meg.meg4 '
        'sub-BIGMEG2/ses-04/meg/sub-BIGMEG2_ses-04_task-main_run-02_meg.ds/sub-BIGMEG2_ses-04_task-main_run-02_meg.meg4 '
        'sub-BIGMEG2/ses-04/meg/sub-BIGMEG2_ses-04_task-main_run-03_meg.ds/sub-BIGMEG2_ses-04_task-main_run-03_meg.meg4 '
        'sub-BIGMEG2/ses-04/meg/sub-BIGMEG2_ses-04_task-main_run-05_meg.ds/sub-BIGMEG2_ses-04_task-main_run-05_meg.meg4 '
        'sub-BIGMEG2/ses-04/meg/sub-BIGMEG2_ses-04_task-main_run-07_meg.ds/sub-BIGMEG2_ses-04_task-main_run-07_meg.meg4 '
        'sub-BIGMEG2/ses-04/meg/sub-BIGMEG2_ses-04_task-main_run-08_meg.ds/sub-BIGMEG2_ses-04_task-main_run-08_meg.meg4 '
        'sub-BIGMEG2/ses-04/meg/sub-BIGMEG2_ses-04_task-main_run-09_meg.ds/sub-BIGMEG2_ses-04_task-main_run-09_meg.meg4 '
        'sub-BIGMEG2/ses-04/meg/sub-BIGMEG2_ses-04_task-main_run-10_meg.ds/sub-BIGMEG2_ses-04_task-main_run-10_meg.meg4 '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-01_meg.ds/sub-BIGMEG2_ses-05_task-main_run-01_meg.meg4 '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-02_meg.ds/sub-BIGMEG2_ses-05_task-main_run-02_meg.meg4 '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-03_meg.ds/sub-BIGMEG2_ses-05_task-main_run-03_meg.meg4 '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-04_meg.ds/sub-BIGMEG2_ses-05_task-main_run-04_meg.meg4 '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-05_meg.ds/sub-BIGMEG2_ses-05_task-main_run-05_meg.meg4 '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-06_meg.ds/sub-BIGMEG2_ses-05_task-main_run-06_meg.meg4 '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-07_meg.ds/sub-BIGMEG2_ses-05_task-main_run-07_meg.meg4 '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-10_meg.ds/sub-BIGMEG2_ses-05_task-main_run-10_meg.meg4 '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-01_meg.ds/sub-BIGMEG2_ses-06_task-main_run-01_meg.meg4 '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-02_meg.ds/sub-BIGMEG2_ses-06_task-main_run-02_meg.meg4 '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-03_meg.ds/sub-BIGMEG2_ses-06_task-main_run-03_meg.meg4 '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-04_meg.ds/sub-BIGMEG2_ses-06_task-main_run-04_meg.meg4 '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-05_meg.ds/sub-BIGMEG2_ses-06_task-main_run-05_meg.meg4 '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-06_meg.ds/sub-BIGMEG2_ses-06_task-main_run-06_meg.meg4 '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-07_meg.ds/sub-BIGMEG2_ses-06_task-main_run-07_meg.meg4 '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-08_meg.ds/sub-BIGMEG2_ses-06_task-main_run-08_meg.meg4 '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-09_meg.ds/sub-BIGMEG2_ses-06_task-main_run-09_meg.meg4 '
        'sub-BIGMEG2/ses-07/meg/sub-BIGMEG2_ses-07_task-main_run-02_meg.ds/sub-BIGMEG2_ses-07_task-main_run-02_meg.meg4 '
        'sub-BIGMEG2/ses-07/meg/sub-BIGMEG2_ses-07_task-main_run-03_meg.ds/sub-BIGMEG2_ses-07_task-main_run-03_meg.meg4 '
        'sub-BIGMEG2/ses-07/meg/sub-BIGMEG2_ses-07_task-main_run-05_meg.ds/sub-BIGMEG2_ses-07_task-main_run-05_meg.meg4 '
        'sub-BIGMEG2/ses-07/meg/sub-BIGMEG2_ses-07_task-main_run-09_meg.ds/sub-BIGMEG2_ses-07_task-main_run-09_meg.meg4 '
        'sub-BIGMEG2/ses-07/meg/sub-BIGMEG2_ses-07_task-main_run-10_meg.ds/sub-BIGMEG2_ses-07_task-main_run-10_meg.meg4 '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-01_meg.ds/sub-BIGMEG2_ses-08_task-main_run-01_meg.meg4 '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-03_meg.ds/sub-BIGMEG2_ses-08_task-main_run-03_meg.meg4 '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-04_meg.ds/sub-BIGMEG2_ses-08_task-main_run-04_meg.meg4 '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-05_meg.ds/sub-BIGMEG2_ses-08_task-main_run-05_meg.meg4 '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-08_meg.ds/sub-BIGMEG2_ses-08_task-main_run-08_meg.meg4 '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-09_meg.ds/sub-BIGMEG2_ses-08_task-main_run-09_meg.meg4 '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-10_meg.ds/sub-BIGMEG2_ses-08_task-main_run-10_meg.meg4 '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-01_meg.ds/sub-BIGMEG2_ses-09_task-main_run-01_meg.meg4 '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-02_meg.ds/sub-BIGMEG2_ses-09_task-main_run-02_meg.meg4 '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-03_meg.ds/sub-BIGMEG2_ses-09_task-main_run-03_meg.meg4 '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-04_meg.ds/sub-BIGMEG2_ses-09_task-main_run-04_meg.meg4 '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-05_meg.ds/sub-BIGMEG2_ses-09_task-main_run-05_meg.meg4 '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-06_meg.ds/sub-BIGMEG2_ses-09_task-main_run-06_meg.meg4 '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-08_meg.ds/sub-BIGMEG2_ses-09_task-main_run-08_meg.meg4 '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-09_meg.ds/sub-BIGMEG2_ses-09_task-main_run-09_meg.meg4 '
        'sub-BIGMEG2/ses-10/meg/sub-BIGMEG2_ses-10_task-main_run-01_meg.ds/sub-BIGMEG2_ses-10_task-main_run-01_meg.meg4 '
        'sub-BIGMEG2/ses-10/meg/sub-BIGMEG2_ses-10_task-main_run-05_meg.ds/sub-BIGMEG2_ses-10_task-main_run-05_meg.meg4 '
        'sub-BIGMEG2/ses-10/meg/sub-BIGMEG2_ses-10_task-main_run-06_meg.ds/sub-BIGMEG2_ses-10_task-main_run-06_meg.meg4 '
        'sub-BIGMEG2/ses-10/meg/sub-BIGMEG2_ses-10_task-main_run-07_meg.ds/sub-BIGMEG2_ses-10_task-main_run-07_meg.meg4 '
        'sub-BIGMEG2/ses-10/meg/sub-BIGMEG2_ses-10_task-main_run-09_meg.ds/sub-BIGMEG2_ses-10_task-main_run-09_meg.meg4 '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-01_meg.ds/sub-BIGMEG2_ses-11_task-main_run-01_meg.meg4 '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-02_meg.ds/sub-BIGMEG2_ses-11_task-main_run-02_meg.meg4 '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-03_meg.ds/sub-BIGMEG2_ses-11_task-main_run-03_meg.meg4 '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-05_meg.ds/sub-BIGMEG2_ses-11_task-main_run-05_meg.meg4 '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-06_meg.ds/sub-BIGMEG2_ses-11_task-main_run-06_meg.meg4 '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-07_meg.ds/sub-BIGMEG2_ses-11_task-main_run-07_meg.meg4 '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-08_meg.ds/sub-BIGMEG2_ses-11_task-main_run-08_meg.meg4 '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-09_meg.ds/sub-BIGMEG2_ses-11_task-main_run-09_meg.meg4 '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-10_meg.ds/sub-BIGMEG2_ses-11_task-main_run-10_meg.meg4 '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-01_meg.ds/sub-BIGMEG2_ses-12_task-main_run-01_meg.meg4 '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-03_meg.ds/sub-BIGMEG2_ses-12_task-main_run-03_meg.meg4 '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-04_meg.ds/sub-BIGMEG2_ses-12_task-main_run-04_meg.meg4 '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-05_meg.ds/sub-BIGMEG2_ses-12_task-main_run-05_meg.meg4 '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-06_meg.ds/sub-BIGMEG2_ses-12_task-main_run-06_meg.meg4 '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-07_meg.ds/sub-BIGMEG2_ses-12_task-main_run-07_meg.meg4 '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-09_meg.ds/sub-BIGMEG2_ses-12_task-main_run-09_meg.meg4 '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-10_meg.ds/sub-BIGMEG2_ses-12_task-main_run-10_meg.meg4 '
        'sub-BIGMEG3/ses-01/meg/sub-BIGMEG3_ses-01_task-main_run-02_meg.ds/sub-BIGMEG3_ses-01_task-main_run-02_meg.meg4 '
        'sub-BIGMEG3/ses-01/meg/sub-BIGMEG3_ses-01_task-main_run-03_meg.ds/sub-BIGMEG3_ses-01_task-main_run-03_meg.meg4 '
        'sub-BIGMEG3/ses-01/meg/sub-BIGMEG3_ses-01_task-main_run-04_meg.ds/sub-BIGMEG3_ses-01_task-main_run-04_meg.meg4 '
        'sub-BIGMEG3/ses-01/meg/sub-BIGMEG3_ses-01_task-main_run-06_meg.ds/sub-BIGMEG3_ses-01_task-main_run-06_meg.meg4 '
        'sub-BIGMEG3/ses-01/meg/sub-BIGMEG3_ses-01_task-main_run-07_meg.ds/sub-BIGMEG3_ses-01_task-main_run-07_meg.meg4 '
        'sub-BIGMEG3/ses-01/meg/sub-BIGMEG3_ses-01_task-main_run-08_meg.ds/sub-BIGMEG3_ses-01_task-main_run-08_meg.meg4 '
        'sub-BIGMEG3/ses-01/meg/sub-BIGMEG3_ses-01_task-main_run-09_meg.ds/sub-BIGMEG3_ses-01_task-main_run-09_meg.meg4 '
        'sub-BIGMEG3/ses-02/meg/sub-BIGMEG3_ses-02_task-main_run-01_meg.ds/sub-BIGMEG3_ses-02_task-main_run-01_meg.meg4 '
        'sub-BIGMEG3/ses-02/meg/sub-BIGMEG3_ses-02_task-main_run-02_meg.ds/sub-BIGMEG3_ses-02_task-main_run-02_meg.meg4 '
        'sub-BIGMEG3/ses-02/meg/sub-BIGMEG3_ses-02_task-main_run-03_meg.ds/sub-BIGMEG3_ses-02_task-main_run-03_meg.meg4 '
        'sub-BIGMEG3/ses-02/meg/sub-BIGMEG3_ses-02_task-main_run-04_meg.ds/sub-BIGMEG3_ses-02_task-main_run-04_meg.meg4 '
        'sub-BIGMEG3/ses-02/meg/sub-BIGMEG3_ses-02_task-main_run-06_meg.ds/sub-BIGMEG3_ses-02_task-main_run-06_meg.meg4 '
        'sub-BIGMEG3/ses-02/meg/sub-BIGMEG3_ses-02_task-main_run-07_meg.ds/sub-BIGMEG3_ses-02_task-main_run-07_meg.meg4 '
        'sub-BIGMEG3/ses-02/meg/sub-BIGMEG3_ses-02_task-main_run-08_meg.ds/sub-BIGMEG3_ses-02_task-main_run-08_meg.meg4 '
        'sub-BIGMEG3/ses-02/meg/sub-BIGMEG3_ses-02_task-main_run-09_meg.ds/sub-BIGMEG3_ses-02_task-main_run-09_meg.meg4 '
        'sub-BIGMEG3/ses-03/meg/sub-BIGMEG3_ses-03_task-main_run-01_meg.ds/sub-BIGMEG3_ses-03_task-main_run-01_meg.meg4 '
        'sub-BIGMEG3/ses-03/meg/sub-BIGMEG3_ses-03_task-main_run-02_meg.ds/sub-BIGMEG3_ses-03_task-main_run-02_meg.meg4 '
        'sub-BIGMEG3/ses-03/meg/sub-BIGMEG3_ses-03_task-main_run-03_meg.ds/sub-BIGMEG3_ses-03_task-main_run-03_meg.meg4 '
        'sub-BIGMEG3/ses-03/meg/sub-BIGMEG3_ses-03_task-main_run-06_meg.ds/sub-BIGMEG3_ses-03_task-main_run-06_meg.meg4 '
        'sub-BIGMEG3/ses-03/meg/sub-BIGMEG3_ses-03_task-main_run-07_meg.ds/sub-BIGMEG3_ses-03_task-main_run-07_meg.meg4 '
        'sub-BIGMEG3/ses-03/meg/sub-BIGMEG3_ses-03_task-main_run-09_meg.ds/sub-BIGMEG3_ses-03_task-main_run-09_meg.meg4 '
        'sub-BIGMEG3/ses-03/meg/sub-BIGMEG3_ses-03_task-main_run-10_meg.ds/sub-BIGMEG3_ses-03_task-main_run-10_meg.meg4 '
        'sub-BIGMEG3/ses-04/meg/sub-BIGMEG3_ses-04_task-main_run-02_meg.ds/sub-BIGMEG3_ses-04_task-main_run-02_meg.meg4 '
        'sub-BIGMEG3/ses-04/meg/sub-BIGMEG3_ses-04_task-main_run-04_meg.ds/sub-BIGMEG3_ses-04_task-main_run-04_meg.meg4 '
        'sub-BIGMEG3/ses-04/meg/sub-BIGMEG3_ses-04_task-main_run-05_meg.ds/sub-BIGMEG3_ses-04_task-main_run-05_meg.meg4 '
        'sub-BIGMEG3/ses-04/meg/sub-BIGMEG3_ses-04_task-main_run-06_meg.ds/sub-BIGMEG3_ses-04_task-main_run-06_meg.meg4 '
        'sub-BIGMEG3/ses-04/meg/sub-BIGMEG3_ses-04_task-main_run-09_meg.ds/sub-BIGMEG3_ses-04_task-main_run-09_meg.meg4 '
        'sub-BIGMEG3/ses-05/meg/sub-BIGMEG3_ses-05_task-main_run-01_meg.ds/sub-BIGMEG3_ses-05_task-main_run-01_meg.meg4 '
        'sub-BIGMEG3/ses-05/meg/sub-BIGMEG3_ses-05_task-main_run-05_meg.ds/sub-BIGMEG3_ses-05_task-main_run-05_meg.meg4 '
        'sub-BIGMEG3/ses-05/meg/sub-BIGMEG3_ses-05_task-main_run-10_meg.ds/sub-BIGMEG3_ses-05_task-main_run-10_meg.meg4 '
        'sub-BIGMEG3/ses-06/meg/sub-BIGMEG3_ses-06_task-main_run-02_meg.ds/sub-BIGMEG3_ses-06_task-main_run-02_meg.meg4 '
        'sub-BIGMEG3/ses-06/meg/sub-BIGMEG3_ses-06_task-main_run-04_meg.ds/sub-BIGMEG3_ses-06_task-main_run-04_meg.meg4 '
        'sub-BIGMEG3/ses-06/meg/sub-BIGMEG3_ses-06_task-main_run-05_meg.ds/sub-BIGMEG3_ses-06_task-main_run-05_meg.meg4 '
        'sub-BIGMEG3/ses-06/meg/sub-BIGMEG3_ses-06_task-main_run-06_meg.ds/sub-BIGMEG3_ses-06_task-main_run-06_meg.meg4 '
        'sub-BIGMEG3/ses-06/meg/sub-BIGMEG3_ses-06_task-main_run-07_meg.ds/sub-BIGMEG3_ses-06_task-main_run-07_meg.meg4 '
        'sub-BIGMEG3/ses-06/meg/sub-BIGMEG3_ses-06_task-main_run-09_meg.ds/sub-BIGMEG3_ses-06_task-main_run-09_meg.meg4 '
        'sub-BIGMEG3/ses-07/meg/sub-BIGMEG3_ses-07_task-main_run-01_meg.ds/sub-BIGMEG3_ses-07_task-main_run-01_meg.meg4 '
        'sub-BIGMEG3/ses-07/meg/sub-BIGMEG3_ses-07_task-main_run-03_meg.ds/sub-BIGMEG3_ses-07_task-main_run-03_meg.meg4 '
        'sub-BIGMEG3/ses-07/meg/sub-BIGMEG3_ses-07_task-main_run-04_meg.ds/sub-BIGMEG3_ses-07_task-main_run-04_meg.meg4 '
        'sub-BIGMEG3/ses-07/meg/sub-BIGMEG3_ses-07_task-main_run-05_meg.ds/sub-BIGMEG3_ses-07_task-main_run-05_meg.meg4 '
        'sub-BIGMEG3/ses-07/meg/sub-BIGMEG3_ses-07_task-main_run-10_meg.ds/sub-BIGMEG3_ses-07_task-main_run-10_meg.meg4 '
        'sub-BIGMEG3/ses-08/meg/sub-BIGMEG3_ses-08_task-main_run-03_meg.ds/sub-BIGMEG3_ses-08_task-main_run-03_meg.meg4 '
        'sub-BIGMEG3/ses-08/meg/sub-BIGMEG3_ses-08_task-main_run-05_meg.ds/sub-BIGMEG3_ses-08_task-main_run-05_meg.meg4 '
        'sub-BIGMEG3/ses-08/meg/sub-BIGMEG3_ses-08_task-main_run-06_meg.ds/sub-BIGMEG3_ses-08_task-main_run-06_meg.meg4 '
        'sub-BIGMEG3/ses-08/meg/sub-BIGMEG3_ses-08_task-main_run-07_meg.ds/sub-BIGMEG3_ses-08_task-main_run-07_meg.meg4 '
        'sub-BIGMEG3/ses-08/meg/sub-BIGMEG3_ses-08_task-main_run-08_meg.ds/sub-BIGMEG3_ses-08_task-main_run-08_meg.meg4 '
        'sub-BIGMEG3/ses-08/meg/sub-BIGMEG3_ses-08_task-main_run-10_meg.ds/sub-BIGMEG3_ses-08_task-main_run-10_meg.meg4 '
        'sub-BIGMEG3/ses-09/meg/sub-BIGMEG3_ses-09_task-main_run-01_meg.ds/sub-BIGMEG3_ses-09_task-main_run-01_meg.meg4 '
        'sub-BIGMEG3/ses-09/meg/sub-BIGMEG3_ses-09_task-main_run-04_meg.ds/sub-BIGMEG3_ses-09_task-main_run-04_meg.meg4 '
        'sub-BIGMEG3/ses-09/meg/sub-BIGMEG3_ses-09_task-main_run-05_meg.ds/sub-BIGMEG3_ses-09_task-main_run-05_meg.meg4 '
        'sub-BIGMEG3/ses-09/meg/sub-BIGMEG3_ses-09_task-main_run-09_meg.ds/sub-BIGMEG3_ses-09_task-main_run-09_meg.meg4 '
        'sub-BIGMEG3/ses-10/meg/sub-BIGMEG3_ses-10_task-main_run-01_meg.ds/sub-BIGMEG3_ses-10_task-main_run-01_meg.meg4 '
        'sub-BIGMEG3/ses-10/meg/sub-BIGMEG3_ses-10_task-main_run-02_meg.ds/sub-BIGMEG3_ses-10_task-main_run-02_meg.meg4 '
        'sub-BIGMEG3/ses-10/meg/sub-BIGMEG3_ses-10_task-main_run-03_meg.ds/sub-BIGMEG3_ses-10_task-main_run-03_meg.meg4 '
        'sub-BIGMEG3/ses-10/meg/sub-BIGMEG3_ses-10_task-main_run-07_meg.ds/sub-BIGMEG3_ses-10_task-main_run-07_meg.meg4 '
        'sub-BIGMEG3/ses-10/meg/sub-BIGMEG3_ses-10_task-main_run-10_meg.ds/sub-BIGMEG3_ses-10_task-main_run-10_meg.meg4 '
        'sub-BIGMEG3/ses-11/meg/sub-BIGMEG3_ses-11_task-main_run-01_meg.ds/sub-BIGMEG3_ses-11_task-main_run-01_meg.meg4 '
        'sub-BIGMEG3/ses-11/meg/sub-BIGMEG3_ses-11_task-main_run-03_meg.ds/sub-BIGMEG3_ses-11_task-main_run-03_meg.meg4 '
        'sub-BIGMEG3/ses-11/meg/sub-BIGMEG3_ses-11_task-main_run-04_meg.ds/sub-BIGMEG3_ses-11_task-main_run-04_meg.meg4 '
        'sub-BIGMEG3/ses-11/meg/sub-BIGMEG3_ses-11_task-main_run-06_meg.ds/sub-BIGMEG3_ses-11_task-main_run-06_meg.meg4 '
        'sub-BIGMEG3/ses-11/meg/sub-BIGMEG3_ses-11_task-main_run-07_meg.ds/sub-BIGMEG3_ses-11_task-main_run-07_meg.meg4 '
        'sub-BIGMEG3/ses-11/meg/sub-BIGMEG3_ses-11_task-main_run-08_meg.ds/sub-BIGMEG3_ses-11_task-main_run-08_meg.meg4 '
        'sub-BIGMEG3/ses-11/meg/sub-BIGMEG3_ses-11_task-main_run-09_meg.ds/sub-BIGMEG3_ses-11_task-main_run-09_meg.meg4 '
        'sub-BIGMEG3/ses-12/meg/sub-BIGMEG3_ses-12_task-main_run-01_meg.ds/sub-BIGMEG3_ses-12_task-main_run-01_meg.meg4 '
        'sub-BIGMEG3/ses-12/meg/sub-BIGMEG3_ses-12_task-main_run-04_meg.ds/sub-BIGMEG3_ses-12_task-main_run-04_meg.meg4 '
        'sub-BIGMEG3/ses-12/meg/sub-BIGMEG3_ses-12_task-main_run-06_meg.ds/sub-BIGMEG3_ses-12_task-main_run-06_meg.meg4 '
        'sub-BIGMEG3/ses-12/meg/sub-BIGMEG3_ses-12_task-main_run-09_meg.ds/sub-BIGMEG3_ses-12_task-main_run-09_meg.meg4 '
        'sub-BIGMEG3/ses-12/meg/sub-BIGMEG3_ses-12_task-main_run-10_meg.ds/sub-BIGMEG3_ses-12_task-main_run-10_meg.meg4 '
        'sub-BIGMEG4/ses-01/meg/sub-BIGMEG4_ses-01_task-main_run-01_meg.ds/sub-BIGMEG4_ses-01_task-main_run-01_meg.meg4 '
        'sub-BIGMEG4/ses-01/meg/sub-BIGMEG4_ses-01_task-main_run-02_meg.ds/sub-BIGMEG4_ses-01_task-main_run-02_meg.meg4 '
        'sub-BIGMEG4/ses-01/meg/sub-BIGMEG4_ses-01_task-main_run-03_meg.ds/sub-BIGMEG4_ses-01_task-main_run-03_meg.meg4 '
        'sub-BIGMEG4/ses-01/meg/sub-BIGMEG4_ses-01_task-main_run-09_meg.ds/sub-BIGMEG4_ses-01_task-main_run-09_meg.meg4 '
        'sub-BIGMEG4/ses-01/meg/sub-BIGMEG4_ses-01_task-main_run-10_meg.ds/sub-BIGMEG4_ses-01_task-main_run-10_meg.meg4 '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-02_meg.ds/sub-BIGMEG4_ses-02_task-main_run-02_meg.meg4 '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-03_meg.ds/sub-BIGMEG4_ses-02_task-main_run-03_meg.meg4 '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-04_meg.ds/sub-BIGMEG4_ses-02_task-main_run-04_meg.meg4 '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-06_meg.ds/sub-BIGMEG4_ses-02_task-main_run-06_meg.meg4 '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-07_meg.ds/sub-BIGMEG4_ses-02_task-main_run-07_meg.meg4 '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-08_meg.ds/sub-BIGMEG4_ses-02_task-main_run-08_meg.meg4 '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-09_meg.ds/sub-BIGMEG4_ses-02_task-main_run-09_meg.meg4 '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-10_meg.ds/sub-BIGMEG4_ses-02_task-main_run-10_meg.meg4 '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-02_meg.ds/sub-BIGMEG4_ses-03_task-main_run-02_meg.meg4 '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-03_meg.ds/sub-BIGMEG4_ses-03_task-main_run-03_meg.meg4 '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-04_meg.ds/sub-BIGMEG4_ses-03_task-main_run-04_meg.meg4 '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-06_meg.ds/sub-BIGMEG4_ses-03_task-main_run-06_meg.meg4 '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-09_meg.ds/sub-BIGMEG4_ses-03_task-main_run-09_meg.meg4 '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-10_meg.ds/sub-BIGMEG4_ses-03_task-main_run-10_meg.meg4 '
        'sub-BIGMEG4/ses-04/meg/sub-BIGMEG4_ses-04_task-main_run-01_meg.ds/sub-BIGMEG4_ses-04_task-main_run-01_meg.meg4 '
        'sub-BIGMEG4/ses-04/meg/sub-BIGMEG4_ses-04_task-main_run-02_meg.ds/sub-BIGMEG4_ses-04_task-main_run-02_meg.meg4 '
        'sub-BIGMEG4/ses-04/meg/sub-BIGMEG4_ses-04_task-main_run-04_meg.ds/sub-BIGMEG4_ses-04_task-main_run-04_meg.meg4 '
        'sub-BIGMEG4/ses-04/meg/sub-BIGMEG4_ses-04_task-main_run-05_meg.ds/sub-BIGMEG4_ses-04_task-main_run-05_meg.meg4 '
        'sub-BIGMEG4/ses-04/meg/sub-BIGMEG4_ses-04_task-main_run-06_meg.ds/sub-BIGMEG4_ses-04_task-main_run-06_meg.meg4 '
        'sub-BIGMEG4/ses-04/meg/sub-BIGMEG4_ses-04_task-main_run-08_meg.ds/sub-BIGMEG4_ses-04_task-main_run-08_meg.meg4 '
        'sub-BIGMEG4/ses-04/meg/sub-BIGMEG4_ses-04_task-main_run-10_meg.ds/sub-BIGMEG4_ses-04_task-main_run-10_meg.meg4 '
        'sub-BIGMEG4/ses-05/meg/sub-BIGMEG4_ses-05_task-main_run-01_meg.ds/sub-BIGMEG4_ses-05_task-main_run-01_meg.meg4 '
        'sub-BIGMEG4/ses-05/meg/sub-BIGMEG4_ses-05_task-main_run-02_meg.ds/sub-BIGMEG4_ses-05_task-main_run-02_meg.meg4 '
        'sub-BIGMEG4/ses-05/meg/sub-BIGMEG4_ses-05_task-main_run-04_meg.ds/sub-BIGMEG4_ses-05_task-main_run-04_meg.meg4 '
        'sub-BIGMEG4/ses-05/meg/sub-BIGMEG4_ses-05_task-main_run-05_meg.ds/sub-BIGMEG4_ses-05_task-main_run-05_meg.meg4 '
        'sub-BIGMEG4/ses-05/meg/sub-BIGMEG4_ses-05_task-main_run-08_meg.ds/sub-BIGMEG4_ses-05_task-main_run-08_meg.meg4 '
        'sub-BIGMEG4/ses-05/meg/sub-BIGMEG4_ses-05_task-main_run-09_meg.ds/sub-BIGMEG4_ses-05_task-main_run-09_meg.meg4 '
        'sub-BIGMEG4/ses-05/meg/sub-BIGMEG4_ses-05_task-main_run-10_meg.ds/sub-BIGMEG4_ses-05_task-main_run-10_meg.meg4 '
        'sub-BIGMEG4/ses-06/meg/sub-BIGMEG4_ses-06_task-main_run-01_meg.ds/sub-BIGMEG4_ses-06_task-main_run-01_meg.meg4 '
        'sub-BIGMEG4/ses-06/meg/sub-BIGMEG4_ses-06_task-main_run-03_meg.ds/sub-BIGMEG4_ses-06_task-main_run-03_meg.meg4 '
        'sub-BIGMEG4/ses-06/meg/sub-BIGMEG4_ses-06_task-main_run-05_meg.ds/sub-BIGMEG4_ses-06_task-main_run-05_meg.meg4 '
        'sub-BIGMEG4/ses-06/meg/sub-BIGMEG4_ses-06_task-main_run-08_meg.ds/sub-BIGMEG4_ses-06_task-main_run-08_meg.meg4 '
        'sub-BIGMEG4/ses-06/meg/sub-BIGMEG4_ses-06_task-main_run-10_meg.ds/sub-BIGMEG4_ses-06_task-main_run-10_meg.meg4 '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-02_meg.ds/sub-BIGMEG4_ses-07_task-main_run-02_meg.meg4 '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-04_meg.ds/sub-BIGMEG4_ses-07_task-main_run-04_meg.meg4 '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-05_meg.ds/sub-BIGMEG4_ses-07_task-main_run-05_meg.meg4 '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-07_meg.ds/sub-BIGMEG4_ses-07_task-main_run-07_meg.meg4 '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-08_meg.ds/sub-BIGMEG4_ses-07_task-main_run-08_meg.meg4 '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-09_meg.ds/sub-BIGMEG4_ses-07_task-main_run-09_meg.meg4 '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-10_meg.ds/sub-BIGMEG4_ses-07_task-main_run-10_meg.meg4 '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-01_meg.ds/sub-BIGMEG4_ses-08_task-main_run-01_meg.meg4 '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-02_meg.ds/sub-BIGMEG4_ses-08_task-main_run-02_meg.meg4 '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-03_meg.ds/sub-BIGMEG4_ses-08_task-main_run-03_meg.meg4 '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-04_meg.ds/sub-BIGMEG4_ses-08_task-main_run-04_meg.meg4 '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-05_meg.ds/sub-BIGMEG4_ses-08_task-main_run-05_meg.meg4 '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-06_meg.ds/sub-BIGMEG4_ses-08_task-main_run-06_meg.meg4 '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-08_meg.ds/sub-BIGMEG4_ses-08_task-main_run-08_meg.meg4 '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-09_meg.ds/sub-BIGMEG4_ses-08_task-main_run-09_meg.meg4 '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-10_meg.ds/sub-BIGMEG4_ses-08_task-main_run-10_meg.meg4 '
        'sub-BIGMEG4/ses-09/meg/sub-BIGMEG4_ses-09_task-main_run-01_meg.ds/sub-BIGMEG4_ses-09_task-main_run-01_meg.meg4 '
        'sub-BIGMEG4/ses-09/meg/sub-BIGMEG4_ses-09_task-main_run-02_meg.ds/sub-BIGMEG4_ses-09_task-main_run-02_meg.meg4 '
        'sub-BIGMEG4/ses-09/meg/sub-BIGMEG4_ses-09_task-main_run-05_meg.ds/sub-BIGMEG4_ses-09_task-main_run-05_meg.meg4 '
        'sub-BIGMEG4/ses-09/meg/sub-BIGMEG4_ses-09_task-main_run-08_meg.ds/sub-BIGMEG4_ses-09_task-main_run-08_meg.meg4 '
        'sub-BIGMEG4/ses-09/meg/sub-BIGMEG4_ses-09_task-main_run-09_meg.ds/sub-BIGMEG4_ses-09_task-main_run-09_meg.meg4 '
        'sub-BIGMEG4/ses-10/meg/sub-BIGMEG4_ses-10_task-main_run-01_meg.ds/sub-BIGMEG4_ses-10_task-main_run-01_meg.meg4 '
        'sub-BIGMEG4/ses-10/meg/sub-BIGMEG4_ses-10_task-main_run-03_meg.ds/sub-BIGMEG4_ses-10_task-main_run-03_meg.meg4 '
        'sub-BIGMEG4/ses-10/meg/sub-BIGMEG4_ses-10_task-main_run-08_meg.ds/sub-BIGMEG4_ses-10_task-main_run-08_meg.meg4 '
        'sub-BIGMEG4/ses-10/meg/sub-BIGMEG4_ses-10_task-main_run-10_meg.ds/sub-BIGMEG4_ses-10_task-main_run-10_meg.meg4 '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-01_meg.ds/sub-BIGMEG4_ses-11_task-main_run-01_meg.meg4 '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-02_meg.ds/sub-BIGMEG4_ses-11_task-main_run-02_meg.meg4 '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-03_meg.ds/sub-BIGMEG4_ses-11_task-main_run-03_meg.meg4 '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-04_meg.ds/sub-BIGMEG4_ses-11_task-main_run-04_meg.meg4 '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-05_meg.ds/sub-BIGMEG4_ses-11_task-main_run-05_meg.meg4 '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-08_meg.ds/sub-BIGMEG4_ses-11_task-main_run-08_meg.meg4 '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-01_meg.ds/sub-BIGMEG4_ses-12_task-main_run-01_meg.meg4 '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-02_meg.ds/sub-BIGMEG4_ses-12_task-main_run-02_meg.meg4 '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-03_meg.ds/sub-BIGMEG4_ses-12_task-main_run-03_meg.meg4 '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-04_meg.ds/sub-BIGMEG4_ses-12_task-main_run-04_meg.meg4 '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-05_meg.ds/sub-BIGMEG4_ses-12_task-main_run-05_meg.meg4 '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-06_meg.ds/sub-BIGMEG4_ses-12_task-main_run-06_meg.meg4 '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-07_meg.ds/sub-BIGMEG4_ses-12_task-main_run-07_meg.meg4 '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-08_meg.ds/sub-BIGMEG4_ses-12_task-main_run-08_meg.meg4'
    ),
}

THINGS_MEG4_OTHER = {
    '': (
        'derivatives/meg_paper/output/regression/P1_ridge-reg_within_predict-dims_scaledXtrain_cv6.npy '
        'sourcedata/behavior/BIGMEG1/session02/run05_2019-06-20_13-11-09.mat '
        'sourcedata/behavior/BIGMEG1/session06/run03_2019-06-27_12-55-59.mat '
        'sourcedata/behavior/BIGMEG2/session03/run04.mat '
        'sourcedata/behavior/BIGMEG3/session02/run07_2019-05-07_17-41-48.mat '
        'sourcedata/behavior/BIGMEG4/session08/run01_2019-06-27_16-03-22.mat '
        'sourcedata/behavior/BIGMEG4/session09/run10_2019-07-02_17-10-00.mat '
        'sourcedata/meg_paper/example_images/body-people-related/1.jpg '
        'sourcedata/meg_paper/example_images/coldness-relatedwinter-related/5.jpg '
        'sourcedata/meg_paper/example_images/medicine-health-related/4.jpg '
        'sourcedata/meg_paper/example_images/valuableprecious/._5.jpg '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-01_meg.ds/sub-BIGMEG1_ses-01_task-main_run-01_BadChannels '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-05_meg.ds/sub-BIGMEG1_ses-01_task-main_run-05_DigTrigChannelInfo.txt '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-05_meg.ds/sub-BIGMEG1_ses-01_task-main_run-05_meg.acq '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-07_meg.ds/._.DS_Store '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-07_meg.ds/sub-BIGMEG1_ses-01_task-main_run-07_meg.eeg '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-08_meg.ds/sub-BIGMEG1_ses-01_task-main_run-08_DigTrigChannelInfo.txt '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-09_meg.ds/sub-BIGMEG1_ses-01_task-main_run-09_bad.segments '
        'sub-BIGMEG1/ses-01/meg/sub-BIGMEG1_ses-01_task-main_run-09_meg.ds/sub-BIGMEG1_ses-01_task-main_run-09_meg.newds '
        'sub-BIGMEG1/ses-02/meg/sub-BIGMEG1_ses-02_task-main_run-07_meg.ds/sub-BIGMEG1_ses-02_task-main_run-07_hz.ds/sub-BIGMEG1_ses-02_task-main_run-07_hz.res4 '
        'sub-BIGMEG1/ses-02/meg/sub-BIGMEG1_ses-02_task-main_run-08_meg.ds/sub-BIGMEG1_ses-02_task-main_run-08_meg.eeg '
        'sub-BIGMEG1/ses-03/meg/sub-BIGMEG1_ses-03_task-main_run-02_meg.ds/sub-BIGMEG1_ses-03_task-main_run-02_BadChannels '
        'sub-BIGMEG1/ses-03/meg/sub-BIGMEG1_ses-03_task-main_run-05_meg.ds/sub-BIGMEG1_ses-03_task-main_run-05_meg.hist '
        'sub-BIGMEG1/ses-03/meg/sub-BIGMEG1_ses-03_task-main_run-09_meg.ds/sub-BIGMEG1_ses-03_task-main_run-09_DigTrigChannelInfo.txt '
        'sub-BIGMEG1/ses-04/meg/sub-BIGMEG1_ses-04_task-main_run-01_meg.ds/sub-BIGMEG1_ses-04_task-main_run-01_meg.acq '
        'sub-BIGMEG1/ses-04/meg/sub-BIGMEG1_ses-04_task-main_run-02_meg.ds/sub-BIGMEG1_ses-04_task-main_run-02_processing.cfg '
        'sub-BIGMEG1/ses-04/meg/sub-BIGMEG1_ses-04_task-main_run-07_meg.ds/sub-BIGMEG1_ses-04_task-main_run-07_meg.bak '
        'sub-BIGMEG1/ses-04/meg/sub-BIGMEG1_ses-04_task-main_run-08_meg.ds/sub-BIGMEG1_ses-04_task-main_run-08_MarkerFile.mrk '
        'sub-BIGMEG1/ses-04/meg/sub-BIGMEG1_ses-04_task-main_run-08_meg.ds/sub-BIGMEG1_ses-04_task-main_run-08_meg.bak '
        'sub-BIGMEG1/ses-05/meg/sub-BIGMEG1_ses-05_task-main_run-01_meg.ds/sub-BIGMEG1_ses-05_task-main_run-01_hz.ds/sub-BIGMEG1_ses-05_task-main_run-01_hz.newds '
        'sub-BIGMEG1/ses-05/meg/sub-BIGMEG1_ses-05_task-main_run-02_meg.ds/sub-BIGMEG1_ses-05_task-main_run-02_meg.newds '
        'sub-BIGMEG1/ses-05/meg/sub-BIGMEG1_ses-05_task-main_run-04_meg.ds/sub-BIGMEG1_ses-05_task-main_run-04_meg.acq '
        'sub-BIGMEG1/ses-05/meg/sub-BIGMEG1_ses-05_task-main_run-05_meg.ds/sub-BIGMEG1_ses-05_task-main_run-05_meg.res4 '
        'sub-BIGMEG1/ses-05/meg/sub-BIGMEG1_ses-05_task-main_run-08_meg.ds/sub-BIGMEG1_ses-05_task-main_run-08_meg.res4 '
        'sub-BIGMEG1/ses-05/meg/sub-BIGMEG1_ses-05_task-main_run-08_recording-eyetracking_physio.tsv.gz '
        'sub-BIGMEG1/ses-06/meg/sub-BIGMEG1_ses-06_task-main_run-03_meg.ds/sub-BIGMEG1_ses-06_task-main_run-03_bad.segments '
        'sub-BIGMEG1/ses-06/meg/sub-BIGMEG1_ses-06_task-main_run-08_meg.ds/sub-BIGMEG1_ses-06_task-main_run-08_DigTrigChannelInfo.txt '
        'sub-BIGMEG1/ses-06/meg/sub-BIGMEG1_ses-06_task-main_run-09_meg.ds/sub-BIGMEG1_ses-06_task-main_run-09_meg.bak '
        'sub-BIGMEG1/ses-06/meg/sub-BIGMEG1_ses-06_task-main_run-09_meg.ds/sub-BIGMEG1_ses-06_task-main_run-09_meg.infods '
        'sub-BIGMEG1/ses-06/meg/sub-BIGMEG1_ses-06_task-main_run-10_meg.ds/sub-BIGMEG1_ses-06_task-main_run-10_bad.segments '
        'sub-BIGMEG1/ses-07/meg/sub-BIGMEG1_ses-07_task-main_run-04_meg.ds/sub-BIGMEG1_ses-07_task-main_run-04_hz2.ds/sub-BIGMEG1_ses-07_task-main_run-04_hz2.newds '
        'sub-BIGMEG1/ses-07/meg/sub-BIGMEG1_ses-07_task-main_run-05_meg.ds/sub-BIGMEG1_ses-07_task-main_run-05_meg.hc '
        'sub-BIGMEG1/ses-07/meg/sub-BIGMEG1_ses-07_task-main_run-06_meg.ds/sub-BIGMEG1_ses-07_task-main_run-06_DigTrigChannelInfo.txt '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-01_meg.ds/sub-BIGMEG1_ses-08_task-main_run-01_DigTrigChannelInfo.txt '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-03_meg.ds/sub-BIGMEG1_ses-08_task-main_run-03_hz.ds/sub-BIGMEG1_ses-08_task-main_run-03_hz.newds '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-04_meg.ds/sub-BIGMEG1_ses-08_task-main_run-04_bad.segments '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-06_meg.ds/sub-BIGMEG1_ses-08_task-main_run-06_meg.bak '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-08_meg.ds/sub-BIGMEG1_ses-08_task-main_run-08_MarkerFile.mrk '
        'sub-BIGMEG1/ses-08/meg/sub-BIGMEG1_ses-08_task-main_run-08_meg.ds/sub-BIGMEG1_ses-08_task-main_run-08_meg.newds '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-01_meg.ds/sub-BIGMEG1_ses-09_task-main_run-01_meg.hc '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-01_recording-eyetracking_physio.json '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-03_meg.ds/sub-BIGMEG1_ses-09_task-main_run-03_BadChannels '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-03_meg.ds/sub-BIGMEG1_ses-09_task-main_run-03_hz2.ds/sub-BIGMEG1_ses-09_task-main_run-03_hz2.hist '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-09_meg.ds/sub-BIGMEG1_ses-09_task-main_run-09_DigTrigChannelInfo.txt '
        'sub-BIGMEG1/ses-09/meg/sub-BIGMEG1_ses-09_task-main_run-10_meg.ds/sub-BIGMEG1_ses-09_task-main_run-10_hz.ds/sub-BIGMEG1_ses-09_task-main_run-10_hz.meg4 '
        'sub-BIGMEG1/ses-10/meg/sub-BIGMEG1_ses-10_task-main_run-10_meg.ds/sub-BIGMEG1_ses-10_task-main_run-10_ClassFile.cls '
        'sub-BIGMEG1/ses-10/meg/sub-BIGMEG1_ses-10_task-main_run-10_meg.ds/sub-BIGMEG1_ses-10_task-main_run-10_meg.infods '
        'sub-BIGMEG1/ses-11/meg/sub-BIGMEG1_ses-11_task-main_run-03_meg.ds/sub-BIGMEG1_ses-11_task-main_run-03_ClassFile.cls '
        'sub-BIGMEG1/ses-11/meg/sub-BIGMEG1_ses-11_task-main_run-04_meg.ds/sub-BIGMEG1_ses-11_task-main_run-04_DigTrigChannelInfo.txt '
        'sub-BIGMEG1/ses-11/meg/sub-BIGMEG1_ses-11_task-main_run-04_meg.ds/sub-BIGMEG1_ses-11_task-main_run-04_meg.hc '
        'sub-BIGMEG1/ses-11/meg/sub-BIGMEG1_ses-11_task-main_run-07_meg.ds/sub-BIGMEG1_ses-11_task-main_run-07_meg.eeg '
        'sub-BIGMEG1/ses-11/meg/sub-BIGMEG1_ses-11_task-main_run-08_meg.ds/sub-BIGMEG1_ses-11_task-main_run-08_BadChannels '
        'sub-BIGMEG1/ses-11/meg/sub-BIGMEG1_ses-11_task-main_run-08_meg.ds/sub-BIGMEG1_ses-11_task-main_run-08_meg.acq '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-04_meg.ds/sub-BIGMEG1_ses-12_task-main_run-04_DigTrigChannelInfo.txt '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-04_meg.ds/sub-BIGMEG1_ses-12_task-main_run-04_MarkerFile.mrk '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-05_meg.ds/sub-BIGMEG1_ses-12_task-main_run-05_meg.eeg '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-05_meg.ds/sub-BIGMEG1_ses-12_task-main_run-05_meg.hist '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-06_meg.ds/sub-BIGMEG1_ses-12_task-main_run-06_hz.ds/sub-BIGMEG1_ses-12_task-main_run-06_hz.hc '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-08_meg.ds/sub-BIGMEG1_ses-12_task-main_run-08_meg.newds '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-09_meg.ds/sub-BIGMEG1_ses-12_task-main_run-09_meg.hist '
        'sub-BIGMEG1/ses-12/meg/sub-BIGMEG1_ses-12_task-main_run-10_meg.ds/sub-BIGMEG1_ses-12_task-main_run-10_ClassFile.cls '
        'sub-BIGMEG2/ses-01/meg/sub-BIGMEG2_ses-01_task-main_run-01_meg.ds/sub-BIGMEG2_ses-01_task-main_run-01_meg.acq '
        'sub-BIGMEG2/ses-01/meg/sub-BIGMEG2_ses-01_task-main_run-05_meg.ds/sub-BIGMEG2_ses-01_task-main_run-05_hz2.ds/sub-BIGMEG2_ses-01_task-main_run-05_hz2.acq '
        'sub-BIGMEG2/ses-01/meg/sub-BIGMEG2_ses-01_task-main_run-05_meg.ds/sub-BIGMEG2_ses-01_task-main_run-05_meg.eeg '
        'sub-BIGMEG2/ses-01/meg/sub-BIGMEG2_ses-01_task-main_run-08_meg.ds/sub-BIGMEG2_ses-01_task-main_run-08_meg.newds '
        'sub-BIGMEG2/ses-02/meg/sub-BIGMEG2_ses-02_task-main_run-01_meg.ds/sub-BIGMEG2_ses-02_task-main_run-01_meg.hist '
        'sub-BIGMEG2/ses-02/meg/sub-BIGMEG2_ses-02_task-main_run-08_meg.ds/sub-BIGMEG2_ses-02_task-main_run-08_meg.acq '
        'sub-BIGMEG2/ses-02/meg/sub-BIGMEG2_ses-02_task-main_run-08_meg.ds/sub-BIGMEG2_ses-02_task-main_run-08_meg.newds '
        'sub-BIGMEG2/ses-03/meg/sub-BIGMEG2_ses-03_task-main_run-04_meg.ds/sub-BIGMEG2_ses-03_task-main_run-04_ClassFile.cls '
        'sub-BIGMEG2/ses-03/meg/sub-BIGMEG2_ses-03_task-main_run-06_meg.ds/sub-BIGMEG2_ses-03_task-main_run-06_hz2.ds/sub-BIGMEG2_ses-03_task-main_run-06_hz2.res4 '
        'sub-BIGMEG2/ses-03/meg/sub-BIGMEG2_ses-03_task-main_run-07_meg.ds/sub-BIGMEG2_ses-03_task-main_run-07_ClassFile.cls '
        'sub-BIGMEG2/ses-03/meg/sub-BIGMEG2_ses-03_task-main_run-09_meg.ds/sub-BIGMEG2_ses-03_task-main_run-09_hz.ds/sub-BIGMEG2_ses-03_task-main_run-09_hz.acq '
        'sub-BIGMEG2/ses-04/meg/sub-BIGMEG2_ses-04_task-main_run-02_meg.ds/sub-BIGMEG2_ses-04_task-main_run-02_meg.hist '
        'sub-BIGMEG2/ses-04/meg/sub-BIGMEG2_ses-04_task-main_run-03_meg.ds/sub-BIGMEG2_ses-04_task-main_run-03_DigTrigChannelInfo.txt '
        'sub-BIGMEG2/ses-04/meg/sub-BIGMEG2_ses-04_task-main_run-03_meg.ds/sub-BIGMEG2_ses-04_task-main_run-03_meg.bak '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-01_meg.ds/sub-BIGMEG2_ses-05_task-main_run-01_bad.segments '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-05_meg.ds/sub-BIGMEG2_ses-05_task-main_run-05_meg.eeg '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-06_coordsystem.json '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-06_meg.ds/sub-BIGMEG2_ses-05_task-main_run-06_BadChannels '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-06_meg.ds/sub-BIGMEG2_ses-05_task-main_run-06_bad.segments '
        'sub-BIGMEG2/ses-05/meg/sub-BIGMEG2_ses-05_task-main_run-07_meg.ds/sub-BIGMEG2_ses-05_task-main_run-07_ClassFile.cls '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-01_meg.ds/sub-BIGMEG2_ses-06_task-main_run-01_meg.eeg '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-03_events.tsv '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-05_meg.ds/sub-BIGMEG2_ses-06_task-main_run-05_bad.segments '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-08_meg.ds/sub-BIGMEG2_ses-06_task-main_run-08_MarkerFile.mrk '
        'sub-BIGMEG2/ses-06/meg/sub-BIGMEG2_ses-06_task-main_run-08_meg.ds/sub-BIGMEG2_ses-06_task-main_run-08_processing.cfg '
        'sub-BIGMEG2/ses-07/meg/sub-BIGMEG2_ses-07_task-main_run-02_meg.ds/sub-BIGMEG2_ses-07_task-main_run-02_hz.ds/sub-BIGMEG2_ses-07_task-main_run-02_hz.acq '
        'sub-BIGMEG2/ses-07/meg/sub-BIGMEG2_ses-07_task-main_run-05_meg.json '
        'sub-BIGMEG2/ses-07/meg/sub-BIGMEG2_ses-07_task-main_run-09_meg.ds/sub-BIGMEG2_ses-07_task-main_run-09_DigTrigChannelInfo.txt '
        'sub-BIGMEG2/ses-07/meg/sub-BIGMEG2_ses-07_task-main_run-10_events.tsv '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-03_meg.ds/sub-BIGMEG2_ses-08_task-main_run-03_bad.segments '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-05_meg.ds/sub-BIGMEG2_ses-08_task-main_run-05_bad.segments '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-08_meg.ds/sub-BIGMEG2_ses-08_task-main_run-08_hz.ds/sub-BIGMEG2_ses-08_task-main_run-08_hz.hist '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-08_meg.ds/sub-BIGMEG2_ses-08_task-main_run-08_meg.acq '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-08_meg.ds/sub-BIGMEG2_ses-08_task-main_run-08_meg.hist '
        'sub-BIGMEG2/ses-08/meg/sub-BIGMEG2_ses-08_task-main_run-09_meg.ds/sub-BIGMEG2_ses-08_task-main_run-09_ClassFile.cls '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-02_meg.ds/sub-BIGMEG2_ses-09_task-main_run-02_meg.hist '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-04_meg.ds/sub-BIGMEG2_ses-09_task-main_run-04_bad.segments '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-05_meg.ds/sub-BIGMEG2_ses-09_task-main_run-05_bad.segments '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-08_meg.ds/sub-BIGMEG2_ses-09_task-main_run-08_meg.hc '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-08_meg.ds/sub-BIGMEG2_ses-09_task-main_run-08_processing.cfg '
        'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-09_meg.ds/sub-BIGMEG2_ses-09_task-main_run-09_processing.cfg '
        'sub-BIGMEG2/ses-10/meg/sub-BIGMEG2_ses-10_task-main_run-01_meg.ds/sub-BIGMEG2_ses-10_task-main_run-01_meg.hist '
        'sub-BIGMEG2/ses-10/meg/sub-BIGMEG2_ses-10_task-main_run-07_meg.ds/sub-BIGMEG2_ses-10_task-main_run-07_MarkerFile.mrk '
        'sub-BIGMEG2/ses-10/meg/sub-BIGMEG2_ses-10_task-main_run-09_meg.ds/sub-BIGMEG2_ses-10_task-main_run-09_meg.infods '
        'sub-BIGMEG2/ses-10/meg/sub-BIGMEG2_ses-10_task-main_run-10_meg.ds/sub-BIGMEG2_ses-10_task-main_run-10_BadChannels '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-02_meg.ds/sub-BIGMEG2_ses-11_task-main_run-02_bad.segments '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-02_meg.ds/sub-BIGMEG2_ses-11_task-main_run-02_meg.eeg '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-03_meg.ds/sub-BIGMEG2_ses-11_task-main_run-03_DigTrigChannelInfo.txt '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-03_meg.ds/sub-BIGMEG2_ses-11_task-main_run-03_meg.hc '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-05_meg.ds/sub-BIGMEG2_ses-11_task-main_run-05_meg.hist '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-06_meg.ds/sub-BIGMEG2_ses-11_task-main_run-06_meg.hc '
        'sub-BIGMEG2/ses-11/meg/sub-BIGMEG2_ses-11_task-main_run-07_meg.ds/sub-BIGMEG2_ses-11_task-main_run-07_meg.acq '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-02_meg.ds/sub-BIGMEG2_ses-12_task-main_run-02_hz.ds/sub-BIGMEG2_ses-12_task-main_run-02_hz.meg4 '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-03_meg.ds/sub-BIGMEG2_ses-12_task-main_run-03_meg.infods '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-04_meg.ds/sub-BIGMEG2_ses-12_task-main_run-04_meg.newds '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-04_meg.ds/sub-BIGMEG2_ses-12_task-main_run-04_meg.res4 '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-06_meg.ds/sub-BIGMEG2_ses-12_task-main_run-06_meg.eeg '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-06_meg.ds/sub-BIGMEG2_ses-12_task-main_run-06_meg.res4 '
        'sub-BIGMEG2/ses-12/meg/sub-BIGMEG2_ses-12_task-main_run-07_meg.ds/sub-BIGMEG2_ses-12_task-main_run-07_meg.bak '
        'sub-BIGMEG3/ses-01/meg/sub-BIGMEG3_ses-01_task-main_run-03_meg.ds/sub-BIGMEG3_ses-01_task-main_run-03_hz2.ds/sub-BIGMEG3_ses-01_task-main_run-03_hz2.acq '
        'sub-BIGMEG3/ses-01/meg/sub-BIGMEG3_ses-01_task-main_run-04_meg.ds/sub-BIGMEG3_ses-01_task-main_run-04_ClassFile.cls '
        'sub-BIGMEG3/ses-01/meg/sub-BIGMEG3_ses-01_task-main_run-04_meg.ds/sub-BIGMEG3_ses-01_task-main_run-04_DigTrigChannelInfo.txt '
        'sub-BIGMEG3/ses-01/meg/sub-BIGMEG3_ses-01_task-main_run-06_meg.ds/sub-BIGMEG3_ses-01_task-main_run-06_ClassFile.cls '
        'sub-BIGMEG3/ses-01/meg/sub-BIGMEG3_ses-01_task-main_run-09_channels.tsv '
        'sub-BIGMEG3/ses-02/meg/sub-BIGMEG3_ses-02_task-main_run-01_meg.ds/sub-BIGMEG3_ses-02_task-main_run-01_hz2.ds/sub-BIGMEG3_ses-02_task-main_run-01_hz2.acq '
        'sub-BIGMEG3/ses-02/meg/sub-BIGMEG3_ses-02_task-main_run-05_meg.ds/sub-BIGMEG3_ses-02_task-main_run-05_hz.ds/sub-BIGMEG3_ses-02_task-main_run-05_hz.meg4 '
        'sub-BIGMEG3/ses-02/meg/sub-BIGMEG3_ses-02_task-main_run-07_meg.ds/sub-BIGMEG3_ses-02_task-main_run-07_meg.eeg '
        'sub-BIGMEG3/ses-03/meg/sub-BIGMEG3_ses-03_task-main_run-03_meg.ds/sub-BIGMEG3_ses-03_task-main_run-03_meg.acq '
        'sub-BIGMEG3/ses-03/meg/sub-BIGMEG3_ses-03_task-main_run-06_meg.ds/sub-BIGMEG3_ses-03_task-main_run-06_meg.hc '
        'sub-BIGMEG3/ses-03/meg/sub-BIGMEG3_ses-03_task-main_run-07_meg.ds/sub-BIGMEG3_ses-03_task-main_run-07_meg.acq '
        'sub-BIGMEG3/ses-03/meg/sub-BIGMEG3_ses-03_task-main_run-07_meg.ds/sub-BIGMEG3_ses-03_task-main_run-07_meg.hc '
        'sub-BIGMEG3/ses-04/meg/sub-BIGMEG3_ses-04_task-main_run-04_meg.ds/sub-BIGMEG3_ses-04_task-main_run-04_ClassFile.cls '
        'sub-BIGMEG3/ses-05/meg/sub-BIGMEG3_ses-05_task-main_run-07_meg.ds/sub-BIGMEG3_ses-05_task-main_run-07_MarkerFile.mrk '
        'sub-BIGMEG3/ses-05/meg/sub-BIGMEG3_ses-05_task-main_run-10_meg.ds/sub-BIGMEG3_ses-05_task-main_run-10_meg.hist '
        'sub-BIGMEG3/ses-06/meg/sub-BIGMEG3_ses-06_task-main_run-04_meg.ds/sub-BIGMEG3_ses-06_task-main_run-04_meg.eeg '
        'sub-BIGMEG3/ses-06/meg/sub-BIGMEG3_ses-06_task-main_run-06_meg.ds/sub-BIGMEG3_ses-06_task-main_run-06_MarkerFile.mrk '
        'sub-BIGMEG3/ses-06/meg/sub-BIGMEG3_ses-06_task-main_run-06_meg.ds/sub-BIGMEG3_ses-06_task-main_run-06_meg.hc '
        'sub-BIGMEG3/ses-07/meg/sub-BIGMEG3_ses-07_task-main_run-02_meg.ds/sub-BIGMEG3_ses-07_task-main_run-02_meg.newds '
        'sub-BIGMEG3/ses-07/meg/sub-BIGMEG3_ses-07_task-main_run-06_meg.ds/sub-BIGMEG3_ses-07_task-main_run-06_hz2.ds/sub-BIGMEG3_ses-07_task-main_run-06_hz2.meg4 '
        'sub-BIGMEG3/ses-08/meg/sub-BIGMEG3_ses-08_task-main_run-03_meg.ds/sub-BIGMEG3_ses-08_task-main_run-03_bad.segments '
        'sub-BIGMEG3/ses-08/meg/sub-BIGMEG3_ses-08_task-main_run-04_coordsystem.json '
        'sub-BIGMEG3/ses-08/meg/sub-BIGMEG3_ses-08_task-main_run-05_meg.ds/sub-BIGMEG3_ses-08_task-main_run-05_MarkerFile.mrk '
        'sub-BIGMEG3/ses-08/meg/sub-BIGMEG3_ses-08_task-main_run-05_meg.ds/sub-BIGMEG3_ses-08_task-main_run-05_meg.acq '
        'sub-BIGMEG3/ses-08/meg/sub-BIGMEG3_ses-08_task-main_run-10_meg.json '
        'sub-BIGMEG3/ses-09/meg/sub-BIGMEG3_ses-09_task-main_run-04_meg.ds/sub-BIGMEG3_ses-09_task-main_run-04_hz2.ds/sub-BIGMEG3_ses-09_task-main_run-04_hz2.res4 '
        'sub-BIGMEG3/ses-09/meg/sub-BIGMEG3_ses-09_task-main_run-05_channels.tsv '
        'sub-BIGMEG3/ses-09/meg/sub-BIGMEG3_ses-09_task-main_run-05_meg.ds/sub-BIGMEG3_ses-09_task-main_run-05_meg.res4 '
        'sub-BIGMEG3/ses-09/meg/sub-BIGMEG3_ses-09_task-main_run-09_meg.ds/sub-BIGMEG3_ses-09_task-main_run-09_meg.infods '
        'sub-BIGMEG3/ses-09/meg/sub-BIGMEG3_ses-09_task-main_run-10_meg.ds/sub-BIGMEG3_ses-09_task-main_run-10_meg.hist '
        'sub-BIGMEG3/ses-10/meg/sub-BIGMEG3_ses-10_task-main_run-05_meg.ds/sub-BIGMEG3_ses-10_task-main_run-05_hz.ds/sub-BIGMEG3_ses-10_task-main_run-05_hz.res4 '
        'sub-BIGMEG3/ses-11/meg/sub-BIGMEG3_ses-11_task-main_run-03_meg.ds/sub-BIGMEG3_ses-11_task-main_run-03_meg.res4 '
        'sub-BIGMEG3/ses-11/meg/sub-BIGMEG3_ses-11_task-main_run-04_meg.ds/sub-BIGMEG3_ses-11_task-main_run-04_BadChannels '
        'sub-BIGMEG3/ses-11/meg/sub-BIGMEG3_ses-11_task-main_run-04_meg.ds/sub-BIGMEG3_ses-11_task-main_run-04_meg.acq '
        'sub-BIGMEG3/ses-11/meg/sub-BIGMEG3_ses-11_task-main_run-06_meg.ds/sub-BIGMEG3_ses-11_task-main_run-06_meg.eeg '
        'sub-BIGMEG3/ses-11/meg/sub-BIGMEG3_ses-11_task-main_run-09_meg.ds/sub-BIGMEG3_ses-11_task-main_run-09_meg.acq '
        'sub-BIGMEG3/ses-12/meg/sub-BIGMEG3_ses-12_task-main_run-04_meg.ds/sub-BIGMEG3_ses-12_task-main_run-04_meg.hist '
        'sub-BIGMEG3/ses-12/meg/sub-BIGMEG3_ses-12_task-main_run-08_meg.ds/sub-BIGMEG3_ses-12_task-main_run-08_meg.hist '
        'sub-BIGMEG4/ses-01/meg/sub-BIGMEG4_ses-01_task-main_run-09_meg.ds/sub-BIGMEG4_ses-01_task-main_run-09_BadChannels '
        'sub-BIGMEG4/ses-01/meg/sub-BIGMEG4_ses-01_task-main_run-10_meg.ds/sub-BIGMEG4_ses-01_task-main_run-10_MarkerFile.mrk '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-02_meg.ds/sub-BIGMEG4_ses-02_task-main_run-02_meg.bak '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-04_meg.ds/sub-BIGMEG4_ses-02_task-main_run-04_ClassFile.cls '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-06_meg.ds/sub-BIGMEG4_ses-02_task-main_run-06_BadChannels '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-10_meg.ds/sub-BIGMEG4_ses-02_task-main_run-10_DigTrigChannelInfo.txt '
        'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-10_meg.ds/sub-BIGMEG4_ses-02_task-main_run-10_MarkerFile.mrk.bak '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-02_meg.ds/sub-BIGMEG4_ses-03_task-main_run-02_meg.hc '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-03_meg.ds/sub-BIGMEG4_ses-03_task-main_run-03_bad.segments '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-04_meg.ds/sub-BIGMEG4_ses-03_task-main_run-04_ClassFile.cls '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-04_meg.ds/sub-BIGMEG4_ses-03_task-main_run-04_hz2.ds/sub-BIGMEG4_ses-03_task-main_run-04_BadChannels '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-04_meg.ds/sub-BIGMEG4_ses-03_task-main_run-04_meg.newds '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-05_meg.ds/sub-BIGMEG4_ses-03_task-main_run-05_hz.ds/sub-BIGMEG4_ses-03_task-main_run-05_hz.infods '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-05_meg.ds/sub-BIGMEG4_ses-03_task-main_run-05_hz2.ds/sub-BIGMEG4_ses-03_task-main_run-05_hz2.hc '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-06_meg.ds/sub-BIGMEG4_ses-03_task-main_run-06_bad.segments '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-06_meg.ds/sub-BIGMEG4_ses-03_task-main_run-06_meg.res4 '
        'sub-BIGMEG4/ses-03/meg/sub-BIGMEG4_ses-03_task-main_run-09_meg.ds/sub-BIGMEG4_ses-03_task-main_run-09_meg.infods '
        'sub-BIGMEG4/ses-04/meg/sub-BIGMEG4_ses-04_task-main_run-04_meg.ds/sub-BIGMEG4_ses-04_task-main_run-04_meg.hc '
        'sub-BIGMEG4/ses-04/meg/sub-BIGMEG4_ses-04_task-main_run-05_meg.ds/sub-BIGMEG4_ses-04_task-main_run-05_DigTrigChannelInfo.txt '
        'sub-BIGMEG4/ses-04/meg/sub-BIGMEG4_ses-04_task-main_run-08_meg.ds/sub-BIGMEG4_ses-04_task-main_run-08_ClassFile.cls '
        'sub-BIGMEG4/ses-04/meg/sub-BIGMEG4_ses-04_task-main_run-08_meg.ds/sub-BIGMEG4_ses-04_task-main_run-08_hz2.ds/sub-BIGMEG4_ses-04_task-main_run-08_BadChannels '
        'sub-BIGMEG4/ses-04/meg/sub-BIGMEG4_ses-04_task-main_run-10_meg.ds/sub-BIGMEG4_ses-04_task-main_run-10_meg.newds '
        'sub-BIGMEG4/ses-05/meg/sub-BIGMEG4_ses-05_task-main_run-02_meg.ds/sub-BIGMEG4_ses-05_task-main_run-02_meg.newds '
        'sub-BIGMEG4/ses-05/meg/sub-BIGMEG4_ses-05_task-main_run-04_meg.ds/sub-BIGMEG4_ses-05_task-main_run-04_meg.acq '
        'sub-BIGMEG4/ses-05/meg/sub-BIGMEG4_ses-05_task-main_run-09_meg.ds/sub-BIGMEG4_ses-05_task-main_run-09_meg.hc '
        'sub-BIGMEG4/ses-05/meg/sub-BIGMEG4_ses-05_task-main_run-10_meg.ds/sub-BIGMEG4_ses-05_task-main_run-10_meg.acq '
        'sub-BIGMEG4/ses-06/meg/sub-BIGMEG4_ses-06_task-main_run-02_meg.ds/sub-BIGMEG4_ses-06_task-main_run-02_meg.acq '
        'sub-BIGMEG4/ses-06/meg/sub-BIGMEG4_ses-06_task-main_run-03_meg.ds/sub-BIGMEG4_ses-06_task-main_run-03_hz2.ds/sub-BIGMEG4_ses-06_task-main_run-03_BadChannels '
        'sub-BIGMEG4/ses-06/meg/sub-BIGMEG4_ses-06_task-main_run-10_meg.ds/sub-BIGMEG4_ses-06_task-main_run-10_BadChannels '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-02_meg.ds/sub-BIGMEG4_ses-07_task-main_run-02_meg.res4 '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-03_meg.ds/sub-BIGMEG4_ses-07_task-main_run-03_hz2.ds/sub-BIGMEG4_ses-07_task-main_run-03_hz2.meg4 '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-04_coordsystem.json '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-04_meg.ds/sub-BIGMEG4_ses-07_task-main_run-04_hz.ds/sub-BIGMEG4_ses-07_task-main_run-04_hz.meg4 '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-04_meg.ds/sub-BIGMEG4_ses-07_task-main_run-04_meg.newds '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-09_meg.ds/sub-BIGMEG4_ses-07_task-main_run-09_meg.newds '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-10_meg.ds/sub-BIGMEG4_ses-07_task-main_run-10_DigTrigChannelInfo.txt '
        'sub-BIGMEG4/ses-07/meg/sub-BIGMEG4_ses-07_task-main_run-10_meg.ds/sub-BIGMEG4_ses-07_task-main_run-10_MarkerFile.mrk '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-01_meg.ds/sub-BIGMEG4_ses-08_task-main_run-01_ClassFile.cls '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-01_meg.ds/sub-BIGMEG4_ses-08_task-main_run-01_hz.ds/sub-BIGMEG4_ses-08_task-main_run-01_BadChannels '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-01_meg.ds/sub-BIGMEG4_ses-08_task-main_run-01_meg.infods '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-04_meg.ds/sub-BIGMEG4_ses-08_task-main_run-04_BadChannels '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-04_meg.ds/sub-BIGMEG4_ses-08_task-main_run-04_ClassFile.cls '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-05_meg.ds/sub-BIGMEG4_ses-08_task-main_run-05_BadChannels '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-06_meg.ds/sub-BIGMEG4_ses-08_task-main_run-06_MarkerFile.mrk '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-06_meg.ds/sub-BIGMEG4_ses-08_task-main_run-06_meg.bak '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-07_meg.ds/sub-BIGMEG4_ses-08_task-main_run-07_hz.ds/sub-BIGMEG4_ses-08_task-main_run-07_hz.meg4 '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-08_meg.ds/sub-BIGMEG4_ses-08_task-main_run-08_meg.acq '
        'sub-BIGMEG4/ses-08/meg/sub-BIGMEG4_ses-08_task-main_run-10_meg.ds/sub-BIGMEG4_ses-08_task-main_run-10_BadChannels '
        'sub-BIGMEG4/ses-09/meg/sub-BIGMEG4_ses-09_task-main_run-01_meg.ds/sub-BIGMEG4_ses-09_task-main_run-01_meg.acq '
        'sub-BIGMEG4/ses-09/meg/sub-BIGMEG4_ses-09_task-main_run-01_meg.ds/sub-BIGMEG4_ses-09_task-main_run-01_meg.newds '
        'sub-BIGMEG4/ses-09/meg/sub-BIGMEG4_ses-09_task-main_run-05_meg.ds/sub-BIGMEG4_ses-09_task-main_run-05_meg.bak '
        'sub-BIGMEG4/ses-09/meg/sub-BIGMEG4_ses-09_task-main_run-08_meg.ds/sub-BIGMEG4_ses-09_task-main_run-08_meg.res4 '
        'sub-BIGMEG4/ses-09/meg/sub-BIGMEG4_ses-09_task-main_run-10_meg.ds/sub-BIGMEG4_ses-09_task-main_run-10_hz2.ds/sub-BIGMEG4_ses-09_task-main_run-10_hz2.hist '
        'sub-BIGMEG4/ses-10/meg/sub-BIGMEG4_ses-10_task-main_run-01_meg.ds/sub-BIGMEG4_ses-10_task-main_run-01_meg.hist '
        'sub-BIGMEG4/ses-10/meg/sub-BIGMEG4_ses-10_task-main_run-03_meg.ds/sub-BIGMEG4_ses-10_task-main_run-03_BadChannels '
        'sub-BIGMEG4/ses-10/meg/sub-BIGMEG4_ses-10_task-main_run-03_meg.ds/sub-BIGMEG4_ses-10_task-main_run-03_meg.hist '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-01_channels.tsv '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-02_meg.ds/sub-BIGMEG4_ses-11_task-main_run-02_DigTrigChannelInfo.txt '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-03_meg.ds/sub-BIGMEG4_ses-11_task-main_run-03_DigTrigChannelInfo.txt '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-03_meg.ds/sub-BIGMEG4_ses-11_task-main_run-03_meg.acq '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-04_meg.ds/sub-BIGMEG4_ses-11_task-main_run-04_ClassFile.cls '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-05_meg.ds/sub-BIGMEG4_ses-11_task-main_run-05_meg.infods '
        'sub-BIGMEG4/ses-11/meg/sub-BIGMEG4_ses-11_task-main_run-08_meg.ds/sub-BIGMEG4_ses-11_task-main_run-08_meg.infods '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-01_meg.ds/sub-BIGMEG4_ses-12_task-main_run-01_BadChannels '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-02_meg.ds/sub-BIGMEG4_ses-12_task-main_run-02_meg.bak '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-02_meg.ds/sub-BIGMEG4_ses-12_task-main_run-02_meg.hc '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-03_meg.ds/sub-BIGMEG4_ses-12_task-main_run-03_meg.res4 '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-04_meg.ds/sub-BIGMEG4_ses-12_task-main_run-04_meg.eeg '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-04_meg.ds/sub-BIGMEG4_ses-12_task-main_run-04_meg.infods '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-05_meg.ds/sub-BIGMEG4_ses-12_task-main_run-05_DigTrigChannelInfo.txt '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-07_meg.ds/sub-BIGMEG4_ses-12_task-main_run-07_hz2.ds/sub-BIGMEG4_ses-12_task-main_run-07_hz2.newds '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-08_meg.ds/sub-BIGMEG4_ses-12_task-main_run-08_meg.hist '
        'sub-BIGMEG4/ses-12/meg/sub-BIGMEG4_ses-12_task-main_run-08_meg.ds/sub-BIGMEG4_ses-12_task-main_run-08_processing.cfg '
        'sub-emptyroom/ses-20190517/meg/sub-emptyroom_ses-20190517_run-02.ds/sub-emptyroom_ses-20190517_run-02_BadChannels '
        'sub-emptyroom/ses-20190522/meg/sub-emptyroom_ses-20190522_run-03.ds/sub-emptyroom_ses-20190522_run-03.meg4'
    ),
    'derivatives/meg_paper/output/regression/permutations': (
        'P1_linreg_within_perm2808.csv P1_linreg_within_perm2963.csv P1_linreg_within_perm4457.csv '
        'P1_linreg_within_perm4653.csv P1_linreg_within_perm4794.csv P1_linreg_within_perm482.csv '
        'P1_linreg_within_perm5074.csv P1_linreg_within_perm5100.csv P1_linreg_within_perm5134.csv '
        'P1_linreg_within_perm5159.csv P1_linreg_within_perm5452.csv P1_linreg_within_perm552.csv '
        'P1_linreg_within_perm5766.csv P1_linreg_within_perm5808.csv P1_linreg_within_perm5839.csv '
        'P1_linreg_within_perm6083.csv P1_linreg_within_perm6294.csv P1_linreg_within_perm6300.csv '
        'P1_linreg_within_perm6415.csv P1_linreg_within_perm6457.csv P1_linreg_within_perm7280.csv '
        'P1_linreg_within_perm7410.csv P1_linreg_within_perm753.csv P1_linreg_within_perm7980.csv '
        'P1_linreg_within_perm8313.csv P1_linreg_within_perm8541.csv P1_linreg_within_perm8626.csv '
        'P1_linreg_within_perm9062.csv P1_linreg_within_perm9791.csv P1_linreg_within_perm98.csv'
    ),
    'derivatives/output/pairwise_decoding': (
        'P2_pairwise_decoding_1854_block22.mat P2_pairwise_decoding_1854_block93.mat '
        'P3_pairwise_decoding_1854_block68_pairs.mat P3_pairwise_decoding_200_block50_pairs.mat '
        'P4_pairwise_decoding_1854_block126.mat P4_pairwise_decoding_1854_block129.mat '
        'P4_pairwise_decoding_1854_block91_pairs.mat'
    ),
    'sub-BIGMEG1/ses-02/meg/sub-BIGMEG1_ses-02_task-main_run-09_meg.ds': (
        'sub-BIGMEG1_ses-02_task-main_run-09_meg.bak sub-BIGMEG1_ses-02_task-main_run-09_meg.hc '
        'sub-BIGMEG1_ses-02_task-main_run-09_meg.newds sub-BIGMEG1_ses-02_task-main_run-09_processing.cfg'
    ),
    'sub-BIGMEG2/ses-09/meg/sub-BIGMEG2_ses-09_task-main_run-06_meg.ds': (
        'sub-BIGMEG2_ses-09_task-main_run-06_BadChannels sub-BIGMEG2_ses-09_task-main_run-06_meg.eeg '
        'sub-BIGMEG2_ses-09_task-main_run-06_meg.hc sub-BIGMEG2_ses-09_task-main_run-06_meg.newds'
    ),
    'sub-BIGMEG3/ses-02/meg/sub-BIGMEG3_ses-02_task-main_run-06_meg.ds': (
        'sub-BIGMEG3_ses-02_task-main_run-06_MarkerFile.mrk sub-BIGMEG3_ses-02_task-main_run-06_meg.bak '
        'sub-BIGMEG3_ses-02_task-main_run-06_meg.newds'
    ),
    'sub-BIGMEG3/ses-04/meg/sub-BIGMEG3_ses-04_task-main_run-05_meg.ds': (
        'sub-BIGMEG3_ses-04_task-main_run-05_meg.acq sub-BIGMEG3_ses-04_task-main_run-05_meg.hc '
        'sub-BIGMEG3_ses-04_task-main_run-05_meg.newds'
    ),
    'sub-BIGMEG3/ses-05/meg/sub-BIGMEG3_ses-05_task-main_run-01_meg.ds': (
        'sub-BIGMEG3_ses-05_task-main_run-01_ClassFile.cls sub-BIGMEG3_ses-05_task-main_run-01_meg.hc '
        'sub-BIGMEG3_ses-05_task-main_run-01_meg.newds'
    ),
    'sub-BIGMEG4/ses-02/meg/sub-BIGMEG4_ses-02_task-main_run-07_meg.ds': (
        'sub-BIGMEG4_ses-02_task-main_run-07_BadChannels sub-BIGMEG4_ses-02_task-main_run-07_meg.eeg '
        'sub-BIGMEG4_ses-02_task-main_run-07_meg.infods'
    ),
}

HUDI_REGION_BASE_KIND = {
    'crates/test/data/sample_table/cow/v9_txns_complex_meta/region=apac': (
        '971714b4-f8af-47f8-a030-c4ac126ad643-0_0-235-585_20260307162524292.parquet '
        'b1e46638-7a4b-44ed-8d47-504087edd024-0_0-223-547_20260307162523110.parquet '
        'e56e7976-6d6b-4838-a3c2-182ddffd15fb-0_0-157-346_20260307162517629.parquet '
        'e56e7976-6d6b-4838-a3c2-182ddffd15fb-0_2-26-56_20260307162504409.parquet'
    ),
    'crates/test/data/sample_table/cow/v9_txns_complex_meta/region=eu': (
        '05901eec-7ea5-4a20-b346-9c5cee39eb2d-0_0-249-644_20260307162525778.parquet '
        '187281c4-39ec-40f2-afb8-0198731744a9-0_1-235-586_20260307162524292.parquet '
        '216b98b9-164f-486c-83fd-5b7c0d3bfb35-0_0-104-236_20260307162514316.parquet '
        '216b98b9-164f-486c-83fd-5b7c0d3bfb35-0_0-130-290_20260307162515958.parquet '
        '216b98b9-164f-486c-83fd-5b7c0d3bfb35-0_0-27-52_20260307162504409.parquet '
        'cd85061a-92b0-4d04-8e1f-d5377f2dddb1-0_0-176-417_20260307162518815.parquet '
        'f1fa7c00-b8a1-4180-b0c3-22822285ac2a-0_0-191-459_20260307162520620.parquet'
    ),
    'crates/test/data/sample_table/cow/v9_txns_complex_meta/region=us': (
        '92f1f959-13b6-42d1-824d-41720f4220de-0_1-249-645_20260307162525778.parquet '
        'ae231aea-814e-4013-86ae-1ba9cf1d3bc5-0_0-209-506_20260307162522041.parquet '
        'b5f376f3-c7d2-40c9-b867-75a98f6a26be-0_0-52-126_20260307162510692.parquet '
        'b5f376f3-c7d2-40c9-b867-75a98f6a26be-0_0-78-180_20260307162512677.parquet '
        'b5f376f3-c7d2-40c9-b867-75a98f6a26be-0_1-27-53_20260307162504409.parquet '
        'fbbaf903-7ec8-4226-9d89-65bd5b8f6381-0_2-235-587_20260307162524292.parquet'
    ),
    'crates/test/data/sample_table/cow/v9_txns_complex_nometa/region=apac': (
        '207051ba-76b3-4e50-98a8-126e35dda4c6-0_0-59-121_20260307135736981.parquet '
        '8d7edcdb-1968-4752-9416-d526cd832d13-0_0-38-83_20260307135733179.parquet '
        '8d7edcdb-1968-4752-9416-d526cd832d13-0_2-3-8_20260307135725866.parquet '
        'bf734fdd-5118-422d-b5bb-feb795cc6d6b-0_0-55-112_20260307135736291.parquet'
    ),
    'crates/test/data/sample_table/cow/v9_txns_complex_nometa/region=eu': (
        '0f06af4b-15cd-48f5-8288-549857b7e1dd-0_0-24-53_20260307135731484.parquet '
        '0f06af4b-15cd-48f5-8288-549857b7e1dd-0_0-3-6_20260307135725866.parquet '
        '0f06af4b-15cd-48f5-8288-549857b7e1dd-0_0-31-68_20260307135732336.parquet '
        '6b322952-0dc4-4eac-b4aa-0cdabaf16257-0_0-42-90_20260307135733904.parquet '
        '77207368-dcab-4377-9651-a75a560cee31-0_0-47-98_20260307135734988.parquet '
        '875e3cb8-82ff-4dd6-a82e-df27483874b6-0_1-59-122_20260307135736981.parquet '
        '98eaac3d-8903-4802-9916-a06cdb2ec4d0-0_0-63-130_20260307135737659.parquet'
    ),
    'crates/test/data/sample_table/cow/v9_txns_complex_nometa/region=us': (
        '7e9ed100-8303-4418-aca0-3c183d816390-0_1-63-131_20260307135737659.parquet '
        '8856576b-d361-442c-8cd1-a3a0157055eb-0_2-59-123_20260307135736981.parquet '
        'b95ceea5-08ff-4b02-a771-007e4e80ff41-0_0-10-23_20260307135728890.parquet '
        'b95ceea5-08ff-4b02-a771-007e4e80ff41-0_0-17-38_20260307135730576.parquet '
        'b95ceea5-08ff-4b02-a771-007e4e80ff41-0_1-3-7_20260307135725866.parquet '
        'e320a14c-cb54-410e-85d1-b9d188d2c3bc-0_0-51-105_20260307135735727.parquet'
    ),
    'crates/test/data/sample_table/cow/v9_txns_simple_meta/region=apac': (
        '07838327-b037-4532-a9df-3c5b05dd823d-0_0-157-346_20260307162447985.parquet '
        '07838327-b037-4532-a9df-3c5b05dd823d-0_2-27-57_20260307162434124.parquet '
        '7dcb7583-60a5-4c3e-b173-87f1d23ee9e0-0_0-223-548_20260307162453568.parquet '
        'e1d239c0-049d-43de-a138-e1915a3e29a7-0_0-235-586_20260307162454799.parquet'
    ),
    'crates/test/data/sample_table/cow/v9_txns_simple_meta/region=eu': (
        '04a47f87-3cc6-4c8b-a583-df8602967032-0_1-235-587_20260307162454799.parquet '
        '2578f9c2-93be-4911-bb29-cda3106b5623-0_0-104-236_20260307162444563.parquet '
        '2578f9c2-93be-4911-bb29-cda3106b5623-0_0-130-290_20260307162446287.parquet '
        '2578f9c2-93be-4911-bb29-cda3106b5623-0_0-27-52_20260307162434124.parquet '
        '68aaee55-008d-4f10-a3a4-83dcb5910069-0_0-176-417_20260307162449244.parquet '
        'a7c7d197-4f4c-4552-9b08-b19ad21297b3-0_0-249-645_20260307162456179.parquet '
        'd28b4196-9d69-4bce-953f-848063c813b9-0_0-191-459_20260307162450901.parquet'
    ),
    'crates/test/data/sample_table/cow/v9_txns_simple_meta/region=us': (
        '6d0f5b25-276e-4c1b-8ed0-c74a7d393fc9-0_2-235-588_20260307162454799.parquet '
        'a4ab4ec1-e213-4941-a4eb-5679f437421f-0_0-209-507_20260307162452329.parquet '
        'c7bbe63e-fa43-40ba-94a9-03158165edc6-0_0-52-126_20260307162440672.parquet '
        'c7bbe63e-fa43-40ba-94a9-03158165edc6-0_0-78-180_20260307162442820.parquet '
        'c7bbe63e-fa43-40ba-94a9-03158165edc6-0_1-27-53_20260307162434124.parquet '
        'cfac0ac4-94d0-48b8-9af4-f0dbc7acfe0c-0_1-249-646_20260307162456179.parquet'
    ),
    'crates/test/data/sample_table/cow/v9_txns_simple_nometa/region=apac': (
        '501c09bc-09b2-4abe-81ee-31bd9cea901b-0_0-55-112_20260307135708654.parquet '
        '859bcb77-dfd4-4b44-9ead-ed0ba8abe35a-0_0-38-83_20260307135705338.parquet '
        '859bcb77-dfd4-4b44-9ead-ed0ba8abe35a-0_2-3-8_20260307135657661.parquet '
        'e7a919f0-d0f4-4bd5-82ee-32f7e35168b8-0_0-59-121_20260307135709297.parquet'
    ),
    'crates/test/data/sample_table/cow/v9_txns_simple_nometa/region=eu': (
        '2ecf970b-9f50-488a-b55b-6ee0f6e29d3c-0_0-47-98_20260307135707243.parquet '
        '54893091-ea2c-4ad4-aee4-1fd87f68ad8c-0_1-59-122_20260307135709297.parquet '
        '6dbe3872-463c-4bc1-b4d8-fecdade63aab-0_0-63-130_20260307135709890.parquet '
        '85da9a6c-19df-476b-b2ec-6f55e9eaaf67-0_0-42-90_20260307135706094.parquet '
        'a80c27f5-2f65-435f-8308-7a4b85f01626-0_0-24-53_20260307135703515.parquet '
        'a80c27f5-2f65-435f-8308-7a4b85f01626-0_0-3-6_20260307135657661.parquet '
        'a80c27f5-2f65-435f-8308-7a4b85f01626-0_0-31-68_20260307135704448.parquet'
    ),
    'crates/test/data/sample_table/cow/v9_txns_simple_nometa/region=us': (
        '3871f9c0-2553-4393-afe3-9103b996adee-0_1-63-131_20260307135709890.parquet '
        '742a4f26-7e5c-4b1c-bb9a-d13433f75557-0_0-10-23_20260307135700696.parquet '
        '742a4f26-7e5c-4b1c-bb9a-d13433f75557-0_0-17-38_20260307135702545.parquet '
        '742a4f26-7e5c-4b1c-bb9a-d13433f75557-0_1-3-7_20260307135657661.parquet '
        '870387c8-4759-405b-a176-ee30787abec0-0_2-59-123_20260307135709297.parquet '
        'd32df875-21bd-41a4-941a-924fc7b82f01-0_0-51-105_20260307135708004.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=apac': (
        '1a227a38-6665-4983-bee3-4643ec2a91bb-0_0-223-547_20260307162647496.parquet '
        'd95869fa-4f9b-40c0-afbe-65b9b3e0d8d4-0_0-248-633_20260307162649840.parquet '
        'dcae9272-b2c6-4f9d-b5b0-760a64ba5c3c-0_1-236-589_20260307162648587.parquet '
        'dcae9272-b2c6-4f9d-b5b0-760a64ba5c3c-0_2-26-56_20260307162628304.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=eu': (
        '5dc94328-3d16-4d4f-bdf7-977f328da8fb-0_0-27-52_20260307162628304.parquet '
        '8da513d4-01e1-4ca3-8f00-22e55f714261-0_1-248-634_20260307162649840.parquet '
        'b8e869ac-cc1a-42c6-acf1-d54d56dfeda2-0_0-176-417_20260307162643123.parquet '
        'd4a5188a-6c33-4a87-bef2-b34e895b45d3-0_0-191-459_20260307162644914.parquet '
        'fbc4323d-9d04-48a8-a54a-089907c8f5b9-0_0-263-692_20260307162651073.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=us': (
        '384f9962-3173-46b6-928c-efb1fc2bbb7e-0_2-248-635_20260307162649840.parquet '
        '39cc539f-61e9-4996-8096-4d89715c4142-0_0-236-588_20260307162648587.parquet '
        '39cc539f-61e9-4996-8096-4d89715c4142-0_1-27-53_20260307162628304.parquet '
        'c3d276a1-af3c-447a-aa2b-fff6a10a4f8f-0_1-263-693_20260307162651073.parquet '
        'd5c64036-2f00-4fa4-be14-7248ee733d10-0_0-209-506_20260307162646287.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=apac': (
        '52c2ac8c-9565-445d-8eae-7bc0d11f91a8-0_0-55-112_20260307135908746.parquet '
        '81d4d1fb-e292-4966-873b-b6f15367b3b9-0_0-66-139_20260307135909992.parquet '
        'beb81a35-de6f-423f-9205-38e99e68f214-0_1-62-130_20260307135909445.parquet '
        'beb81a35-de6f-423f-9205-38e99e68f214-0_2-3-8_20260307135857131.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=eu': (
        '643fff9e-6551-4b0e-b58f-4fae946ac553-0_0-3-6_20260307135857131.parquet '
        '8f9bbd1b-e2ad-499e-b3b9-1692490e5129-0_1-66-140_20260307135909992.parquet '
        '99c9fe67-0789-4c6b-9c09-ff72bded4b55-0_0-70-148_20260307135910511.parquet '
        'ac14b2b0-3c7b-43c3-ba9b-d78f3bddc53e-0_0-47-98_20260307135907259.parquet '
        'fd6e13e0-e9cb-4c68-b6bb-82801deeb4a4-0_0-42-90_20260307135906048.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=us': (
        '11b06e54-c1e3-4d89-bb00-a2b98adc96e4-0_1-70-149_20260307135910511.parquet '
        'bfbf1f57-f4cd-4186-afc4-2778be3d4e70-0_0-62-129_20260307135909445.parquet '
        'bfbf1f57-f4cd-4186-afc4-2778be3d4e70-0_1-3-7_20260307135857131.parquet '
        'dac28ab9-6efd-4039-86f7-06cefd652f1c-0_0-51-105_20260307135908054.parquet '
        'f61084cc-71fe-4a70-801d-11b0aa1d2ee6-0_2-66-141_20260307135909992.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=apac': (
        '4961954a-a3bc-4dce-9a77-e68f3f344913-0_0-223-549_20260307162616932.parquet '
        'c3b646cc-8602-47c5-b010-3fe002241298-0_1-236-591_20260307162618152.parquet '
        'c3b646cc-8602-47c5-b010-3fe002241298-0_2-26-56_20260307162557587.parquet '
        'e5de8884-c15f-4225-8adf-4f15b351534b-0_0-248-635_20260307162619269.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=eu': (
        '00667125-fd40-47a4-9aef-e5f065e3f29e-0_1-248-636_20260307162619269.parquet '
        '5fa27133-7a82-4124-9a6b-8a94c18ff8ef-0_0-176-417_20260307162612542.parquet '
        '694491b7-ed54-402d-ad59-c36ed6c1d6a2-0_0-263-694_20260307162620509.parquet '
        'c86b1f8f-af9f-4b56-83e7-26cb80673368-0_0-191-459_20260307162614221.parquet '
        'c923cb31-a2d3-49c6-8f47-4be96502c239-0_0-27-52_20260307162557587.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=us': (
        '38396fa4-915f-483c-9bc0-a6edf6a0b941-0_1-263-695_20260307162620509.parquet '
        '3e93c8a9-fda0-4e8a-91dc-b4ade7dab76d-0_0-236-590_20260307162618152.parquet '
        '3e93c8a9-fda0-4e8a-91dc-b4ade7dab76d-0_1-27-53_20260307162557587.parquet '
        '4b63f708-eab3-4bdf-ba38-ce90f356fce2-0_2-248-637_20260307162619269.parquet '
        '9041822d-a952-41d2-87fc-4652f4df0f9f-0_0-209-508_20260307162615591.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=apac': (
        '6c49c37a-faf6-4ab2-a4a7-d66e4ea05a2f-0_0-55-112_20260307135839205.parquet '
        '9c6ed25b-6c9d-4793-ad27-1c8518086b6a-0_1-62-130_20260307135839895.parquet '
        '9c6ed25b-6c9d-4793-ad27-1c8518086b6a-0_2-3-8_20260307135827749.parquet '
        'db3ba9f9-d2c3-4bf4-a2e7-03ea74dd032f-0_0-66-139_20260307135840454.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=eu': (
        '7a277c43-3eaf-43af-ac23-8b8fd5af50be-0_0-47-98_20260307135837782.parquet '
        'b151ed41-bdc8-4b95-a733-69266ed89edd-0_1-66-140_20260307135840454.parquet '
        'be8660fe-da4e-43c3-80cf-4fccb89ab0cc-0_0-42-90_20260307135836605.parquet '
        'c06fe141-9f11-46fb-aa70-d7f9d2dcca2f-0_0-3-6_20260307135827749.parquet '
        'c1690aed-ab5b-4e4a-aa70-d8de21cdf5df-0_0-70-148_20260307135840975.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=us': (
        '4625f1ea-a436-4846-a24a-1328e1c036a6-0_2-66-141_20260307135840454.parquet '
        '7e0f3c9f-f99a-439a-9e9b-e504f87f9ae5-0_1-70-149_20260307135840975.parquet '
        '8fbe3fc8-a15f-4ffe-aac5-20024bdc863d-0_0-51-105_20260307135838542.parquet '
        'db2fca8f-03b7-4da7-b042-4b617ab79b9d-0_0-62-129_20260307135839895.parquet '
        'db2fca8f-03b7-4da7-b042-4b617ab79b9d-0_1-3-7_20260307135827749.parquet'
    ),
}

HUDI_REGION_BASE_OTHER = {
    '': (
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i3d/.hoodie/20250618054714114.deltacommit.inflight '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/.hoodie/timeline/20251220210108078.deltacommit.inflight '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=san_francisco/.036ded81-9ed4-479f-bcea-7145dfa0079b-0_20251220210123755.log.1_0-1022-2928 '
        'crates/test/data/sample_table/cow/v6_simplekeygen_hivestyle_no_metafields/byteField=30/6b107d08-e901-4d2c-96e0-d0ae9d2cbd94-0_2-35-80_20240426205419518.parquet '
        'crates/test/data/sample_table/cow/v8_complexkeygen_hivestyle/.hoodie/timeline/20250713010142013.inflight '
        'crates/test/data/sample_table/cow/v9_lance_nonpartitioned/.hoodie/metadata/.hoodie/timeline/20260503194246834_20260503194250938.deltacommit '
        'crates/test/data/sample_table/cow/v9_lance_nonpartitioned/.hoodie/metadata/.hoodie/timeline/20260503194255628_20260503194256264.deltacommit '
        'crates/test/data/sample_table/cow/v9_lance_nonpartitioned/.hoodie/timeline/20260503194255628_20260503194256293.commit '
        'crates/test/data/sample_table/cow/v9_lance_txns_nonpart/.hoodie/metadata/record_index/.record-index-0008-0_20260505182421638.log.1_9-23-77 '
        'crates/test/data/sample_table/cow/v9_lance_txns_simple/.hoodie/metadata/.hoodie/timeline/20260505182342704.compaction.inflight '
        'crates/test/data/sample_table/cow/v9_lance_txns_simple/.hoodie/metadata/record_index/.record-index-0008-0_20260505182329052.log.1_9-28-84 '
        'crates/test/data/sample_table/cow/v9_timebasedkeygen_nonhivestyle/.hoodie/metadata/.hoodie/timeline/00000000000000001.deltacommit.requested '
        'crates/test/data/sample_table/cow/v9_timebasedkeygen_nonhivestyle/.hoodie/metadata/.hoodie/timeline/20260403183845020.deltacommit.inflight '
        'crates/test/data/sample_table/cow/v9_timebasedkeygen_unixtimestamp/.hoodie/metadata/column_stats/.col-stats-0001-0_20260403183927991.log.1_1-100-266 '
        'crates/test/data/sample_table/cow/v9_timebasedkeygen_unixtimestamp/2024/01/15/c539828d-e8f0-4c8f-a10f-96cd3f64c032-0_0-27-58_20260403183918929.parquet '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/.hoodie/timeline/20260307162523110.deltacommit.inflight '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/column_stats/.col-stats-0000-0_20260307162525778.log.1_0-257-676 '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/partition_stats/.partition-stats-0000-0_00000000000000003.log.1_0-0-0 '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/record_index/record-index-0000-0_1-170-390_20260307162518840.hfile '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/region=apac/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/region=eu/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/region=us/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_complex_nometa/region=apac/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_complex_nometa/region=eu/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_complex_nometa/region=us/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/metadata/.hoodie/timeline/20260307162533871_20260307162537723.deltacommit '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/metadata/files/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/metadata/secondary_index_txn_date_idx/.secondary-index-txn-date-idx-0001-0_20260307162551540.log.1_0-0-0 '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/timeline/20260307162552216.indexing.requested '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_nometa/.hoodie/timeline/20260307135757739.inflight '
        'crates/test/data/sample_table/cow/v9_txns_simple_meta/region=apac/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_simple_meta/region=eu/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_simple_meta/region=us/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_simple_nometa/region=apac/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_simple_nometa/region=eu/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_simple_nometa/region=us/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_simple_overwrite/.hoodie/metadata/.hoodie/timeline/00000000000000002.deltacommit.requested '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/metadata/.hoodie/timeline/00000000000000000.deltacommit.inflight '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/metadata/partition_stats/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/timeline/20260503194334929.deltacommit.requested '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/timeline/20260503194334929_20260503194339641.deltacommit '
        'crates/test/data/sample_table/mor/avro/v9_nonpartitioned_rollback/.hoodie/metadata/.hoodie/timeline/20260403184302162_20260403184303100.deltacommit '
        'crates/test/data/sample_table/mor/avro/v9_nonpartitioned_rollback/.hoodie/timeline/20260403184259077.rollback.requested '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/metadata/secondary_index_txn_date_idx/secondary-index-txn-date-idx-0008-0_8-287-815_20260307162652504.hfile '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/timeline/20260307162634665_20260307162635687.deltacommit '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=apac/.dcae9272-b2c6-4f9d-b5b0-760a64ba5c3c-0_20260307162641811.log.1_0-157-346 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=apac/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=apac/.beb81a35-de6f-423f-9205-38e99e68f214-0_20260307135905185.log.1_0-38-83 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=apac/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/hoodie.properties '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/files/.files-0000-0_20260307162713573.log.1_2-159-378 '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/files/files-0000-0_12-135-310_20260307162712050.hfile '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/timeline/20260307162717766_20260307162718372.indexing '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_nometa/.hoodie/timeline/20260307135933863_20260307135934180.deltacommit '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/metadata/column_stats/.col-stats-0000-0_20260307162557587.log.1_0-34-93 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/metadata/record_index/.record-index-0003-0_20260307162619269.log.1_4-250-644 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/timeline/20260307162618152_20260307162619230.commit '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=apac/.c3b646cc-8602-47c5-b010-3fe002241298-0_20260307162611195.log.1_0-157-346 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=apac/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/.hoodie/timeline/20260307135839205.deltacommit.requested '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/.hoodie/timeline/20260307135839895.compaction.inflight '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=apac/.9c6ed25b-6c9d-4793-ad27-1c8518086b6a-0_20260307135835748.log.1_0-38-83 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=apac/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_overwrite/.hoodie/metadata/.hoodie/timeline/00000000000000002.deltacommit.inflight '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_overwrite/.hoodie/metadata/files/.files-0000-0_00000000000000000.log.1_0-0-0 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_overwrite/.hoodie/metadata/record_index/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/parquet/v6_simplekeygen_nonhivestyle_overwritetable/10/92e64357-e4d1-4639-a9d3-c3535829d0aa-0_1-53-79_20250121000647668.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=eu': (
        '.5dc94328-3d16-4d4f-bdf7-977f328da8fb-0_20260307162638495.log.1_0-104-236 '
        '.5dc94328-3d16-4d4f-bdf7-977f328da8fb-0_20260307162640152.log.1_0-130-290 '
        '.hoodie_partition_metadata'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=us': (
        '.39cc539f-61e9-4996-8096-4d89715c4142-0_20260307162634665.log.1_0-52-126 '
        '.39cc539f-61e9-4996-8096-4d89715c4142-0_20260307162636727.log.1_0-78-180 .hoodie_partition_metadata'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=eu': (
        '.643fff9e-6551-4b0e-b58f-4fae946ac553-0_20260307135903128.log.1_0-24-53 '
        '.643fff9e-6551-4b0e-b58f-4fae946ac553-0_20260307135904216.log.1_0-31-68 .hoodie_partition_metadata'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=us': (
        '.bfbf1f57-f4cd-4186-afc4-2778be3d4e70-0_20260307135900238.log.1_0-10-23 '
        '.bfbf1f57-f4cd-4186-afc4-2778be3d4e70-0_20260307135901998.log.1_0-17-38 .hoodie_partition_metadata'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/secondary_index_txn_date_idx': (
        '.secondary-index-txn-date-idx-0007-0_20260307162717766.log.1_0-0-0 '
        'secondary-index-txn-date-idx-0004-0_4-209-538_20260307162717766.hfile '
        'secondary-index-txn-date-idx-0007-0_7-209-540_20260307162717766.hfile'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=eu': (
        '.c923cb31-a2d3-49c6-8f47-4be96502c239-0_20260307162607806.log.1_0-104-236 '
        '.c923cb31-a2d3-49c6-8f47-4be96502c239-0_20260307162609526.log.1_0-130-290 '
        '.hoodie_partition_metadata'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=us': (
        '.3e93c8a9-fda0-4e8a-91dc-b4ade7dab76d-0_20260307162604102.log.1_0-52-126 '
        '.3e93c8a9-fda0-4e8a-91dc-b4ade7dab76d-0_20260307162606034.log.1_0-78-180 .hoodie_partition_metadata'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=eu': (
        '.c06fe141-9f11-46fb-aa70-d7f9d2dcca2f-0_20260307135833781.log.1_0-24-53 '
        '.c06fe141-9f11-46fb-aa70-d7f9d2dcca2f-0_20260307135834808.log.1_0-31-68 .hoodie_partition_metadata'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=us': (
        '.db2fca8f-03b7-4da7-b042-4b617ab79b9d-0_20260307135830801.log.1_0-10-23 '
        '.db2fca8f-03b7-4da7-b042-4b617ab79b9d-0_20260307135832616.log.1_0-17-38 .hoodie_partition_metadata'
    ),
}

HUDI_CITY_TRIPS_KIND = {
    '': (
        'crates/test/data/quickstart_trips_table/cow/v9_trips_lance/city=chennai/bb98dd56-7992-4626-b680-934d5bc3f560-0_2-82-237_20260503194213421.lance '
        'crates/test/data/quickstart_trips_table/cow/v9_trips_lance/city=chennai/de1ebf98-6fbd-4c6c-b4ff-fef149be3ed1-0_2-27-72_20260503194202555.lance '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i1u/city=chennai/84e82649-b1ee-4a25-a316-17cc6872616b-0_2-13-62_20250331030642808.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i1u/city=san_francisco/d0304c53-6fd2-4b7a-a9d6-5ff632f79224-0_0-13-60_20250331030642808.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i1u/city=sao_paulo/061498b3-e8ef-42f9-9d17-a509b2779501-0_1-13-61_20250331030642808.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i3d/city=chennai/be2ddd3b-449a-4eda-b31d-7801310fc9d2-0_2-13-62_20250618054711154.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i3d/city=san_francisco/6d3d1d6e-2298-4080-a0c1-494877d6f40a-0_0-13-60_20250618054711154.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i3d/city=sao_paulo/08e82c54-6aa9-4787-acac-c3e8c912be36-0_1-13-61_20250618054711154.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=chennai/6e1d5cc4-c487-487d-abbe-fe9b30b1c0cc-0_0-1112-3190_20251220210129235.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=chennai/6e1d5cc4-c487-487d-abbe-fe9b30b1c0cc-0_2-986-2794_20251220210108078.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=san_francisco/036ded81-9ed4-479f-bcea-7145dfa0079b-0_0-986-2792_20251220210108078.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=san_francisco/036ded81-9ed4-479f-bcea-7145dfa0079b-0_1-1112-3191_20251220210129235.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=sao_paulo/8aa68f7e-afd6-4c94-b86c-8a886552e08d-0_1-986-2793_20251220210108078.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=sao_paulo/8aa68f7e-afd6-4c94-b86c-8a886552e08d-0_2-1112-3192_20251220210129235.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/city=chennai/7bc287e9-701b-47bb-8048-7ffb5ffa2bef-0_2-27-72_20260503194225866.lance '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/city=chennai/feaec665-5e10-4d59-b455-116d9ccc13e4-0_1-125-295_20260503194240464.lance '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/city=san_francisco/0efef17d-c7ac-47ae-8277-18de727e3321-0_0-125-294_20260503194240464.lance '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/city=san_francisco/8d159e29-8789-4cf9-8fc4-73717c7258c7-0_0-27-70_20260503194225866.lance '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/city=sao_paulo/b8e8e928-0258-438b-9758-49032b711f0b-0_1-27-71_20260503194225866.lance'
    ),
    'crates/test/data/quickstart_trips_table/cow/v9_trips_lance/city=san_francisco': (
        '904dfe6e-c64b-4d2a-b97d-2b2cb4098e4e-0_0-27-70_20260503194202555.lance '
        '904dfe6e-c64b-4d2a-b97d-2b2cb4098e4e-0_0-40-125_20260503194208547.lance '
        'ffc1e685-4306-46c1-9c0b-635d7c9f1e84-0_0-82-235_20260503194213421.lance'
    ),
    'crates/test/data/quickstart_trips_table/cow/v9_trips_lance/city=sao_paulo': (
        '11566e99-0a31-48cf-86d4-ac0fea458fcd-0_1-82-236_20260503194213421.lance '
        '22d63405-fb9f-42fb-bcbe-1e20f6cc2bae-0_0-54-160_20260503194210251.lance '
        '22d63405-fb9f-42fb-bcbe-1e20f6cc2bae-0_0-68-197_20260503194212104.lance '
        '22d63405-fb9f-42fb-bcbe-1e20f6cc2bae-0_1-27-71_20260503194202555.lance'
    ),
}

HUDI_CITY_TRIPS_OTHER = {
    '': (
        'crates/test/data/quickstart_trips_table/cow/v9_trips_lance/city=chennai/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/cow/v9_trips_lance/city=san_francisco/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/cow/v9_trips_lance/city=sao_paulo/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i1u/city=chennai/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i1u/city=san_francisco/.d0304c53-6fd2-4b7a-a9d6-5ff632f79224-0_20250331030642808.log.1_0-26-85 '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i1u/city=san_francisco/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i1u/city=sao_paulo/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i3d/city=chennai/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i3d/city=san_francisco/.6d3d1d6e-2298-4080-a0c1-494877d6f40a-0_20250618054711154.log.1_0-26-85 '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i3d/city=san_francisco/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i3d/city=sao_paulo/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/.hoodie/metadata/.hoodie/timeline/00000000000000004.deltacommit.requested '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=san_francisco/.036ded81-9ed4-479f-bcea-7145dfa0079b-0_20251220210123755.log.1_0-1022-2928 '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=san_francisco/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/.hoodie/metadata/.hoodie/hoodie.properties '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/city=chennai/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/city=san_francisco/.8d159e29-8789-4cf9-8fc4-73717c7258c7-0_20260503194232266.log.1_0-40-125 '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/city=san_francisco/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/city=sao_paulo/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v8_complexkeygen_hivestyle/.hoodie/hoodie.properties '
        'crates/test/data/sample_table/cow/v9_lance_nonpartitioned/.hoodie/metadata/.hoodie/timeline/00000000000000000_20260503194247943.deltacommit '
        'crates/test/data/sample_table/cow/v9_lance_nonpartitioned/.hoodie/timeline/20260503194252317_20260503194253128.commit '
        'crates/test/data/sample_table/cow/v9_lance_nonpartitioned/.hoodie/timeline/20260503194256942_20260503194257469.commit '
        'crates/test/data/sample_table/cow/v9_lance_txns_nonpart/.hoodie/metadata/.hoodie/timeline/20260505182436212.deltacommit.inflight '
        'crates/test/data/sample_table/cow/v9_lance_txns_nonpart/9ce8588d-55ca-45b0-afe9-2c20bc58116e-0_0-57-131_20260505182428529.lance '
        'crates/test/data/sample_table/cow/v9_lance_txns_simple/.hoodie/metadata/record_index/.record-index-0006-0_20260505182344155.log.1_7-164-366 '
        'crates/test/data/sample_table/cow/v9_lance_txns_simple/region=eu/1a7456e6-9ec1-496b-8f3c-52d2020c3904-0_0-27-70_20260505182329052.lance '
        'crates/test/data/sample_table/cow/v9_timebasedkeygen_nonhivestyle/.hoodie/metadata/record_index/.record-index-0005-0_20260403183837738.log.1_6-28-67 '
        'crates/test/data/sample_table/cow/v9_timebasedkeygen_nonhivestyle/.hoodie/timeline/20260403183842444.inflight '
        'crates/test/data/sample_table/cow/v9_timebasedkeygen_unixtimestamp/2024/01/16/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/.hoodie/timeline/20260307162518840_20260307162519508.commit '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/files/.files-0000-0_20260307162520620.log.1_8-203-491 '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/record_index/.record-index-0009-0_20260307162504409.log.1_10-28-65 '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/timeline/20260307162510692.commit.requested '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/metadata/.hoodie/timeline/20260307162541730_20260307162542430.deltacommit '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/metadata/record_index/.record-index-0001-0_20260307162549239.log.1_2-165-390 '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/metadata/secondary_index_txn_date_idx/secondary-index-txn-date-idx-0003-0_3-198-509_20260307162551540.hfile '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/ca5f3766-d943-4ee8-be22-dfd463fb7bd4-0_0-39-86_20260307162538726.parquet '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_nometa/.hoodie/timeline/20260307135800051.inflight '
        'crates/test/data/sample_table/cow/v9_txns_simple_nometa/.hoodie/timeline/20260307135709890_20260307135710097.commit '
        'crates/test/data/sample_table/cow/v9_txns_simple_overwrite/.hoodie/metadata/record_index/.record-index-0006-0_20260403184001282.log.1_5-67-238 '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/metadata/.hoodie/timeline/20260503194334929.deltacommit.requested '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/metadata/files/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/metadata/files/files-0000-0_0-5-4_00000000000000000.hfile '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/timeline/20260503194349244.deltacommit.requested '
        'crates/test/data/sample_table/mor/avro/v9_nonpartitioned_rollback/.hoodie/metadata/column_stats/.col-stats-0000-0_00000000000000001.log.1_0-0-0 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/metadata/secondary_index_merchant_idx/.secondary-index-merchant-idx-0002-0_00000000000000004.log.1_0-0-0 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/metadata/secondary_index_merchant_idx/.secondary-index-merchant-idx-0009-0_00000000000000004.log.1_0-0-0 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=us/.39cc539f-61e9-4996-8096-4d89715c4142-0_20260307162636727.log.1_0-78-180 '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/.hoodie/timeline/20260307162703640_20260307162704611.deltacommit '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/.hoodie/timeline/20260307162706874_20260307162707568.deltacommit '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/files/files-0000-0_12-135-310_20260307162712050.hfile '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/secondary_index_txn_date_idx/secondary-index-txn-date-idx-0008-0_8-209-541_20260307162717766.hfile '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_nometa/.hoodie/timeline/20260307135937880.deltacommit.inflight '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/metadata/column_stats/.col-stats-0000-0_20260307162611195.log.1_0-164-369 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/metadata/record_index/record-index-0003-0_4-170-393_20260307162612567.hfile '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/metadata/secondary_index_txn_date_idx/secondary-index-txn-date-idx-0009-0_9-287-818_20260307162621933.hfile '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=eu/00667125-fd40-47a4-9aef-e5f065e3f29e-0_1-248-636_20260307162619269.parquet '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_overwrite/.hoodie/metadata/record_index/.record-index-0003-0_00000000000000002.log.1_0-0-0 '
        'crates/test/data/sample_table/mor/parquet/v6_empty/.hoodie/hoodie.properties '
        'crates/test/data/sample_table/mor/parquet/v6_simplekeygen_nonhivestyle_overwritetable/10/92e64357-e4d1-4639-a9d3-c3535829d0aa-0_1-53-79_20250121000647668.parquet'
    ),
    'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=chennai': (
        '.6e1d5cc4-c487-487d-abbe-fe9b30b1c0cc-0_20251220210127080.log.1_0-1072-3078 '
        '.6e1d5cc4-c487-487d-abbe-fe9b30b1c0cc-0_20251220210128625.log.1_0-1097-3150 '
        '.hoodie_partition_metadata'
    ),
    'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=sao_paulo': (
        '.8aa68f7e-afd6-4c94-b86c-8a886552e08d-0_20251220210125441.log.1_0-1047-3000 '
        '.8aa68f7e-afd6-4c94-b86c-8a886552e08d-0_20251220210130911.log.1_0-1139-3316 '
        '.hoodie_partition_metadata'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/record_index': (
        '.record-index-0000-0_20260307162715560.log.1_1-176-417 '
        '.record-index-0001-0_20260307162658753.log.1_2-23-52 '
        'record-index-0008-0_8-135-306_20260307162712050.hfile'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/timeline': (
        '20260307162557587.deltacommit.requested 20260307162612542.deltacommit.requested '
        '20260307162622789.indexing.requested'
    ),
}

HUDI_TIMELINE_KIND = {
    '': (
        'crates/test/data/sample_table/cow/v8_complexkeygen_hivestyle/.hoodie/timeline/20250713010139392_20250713010140981.commit '
        'crates/test/data/sample_table/cow/v8_complexkeygen_hivestyle/.hoodie/timeline/20250713010142013_20250713010142784.commit '
        'crates/test/data/sample_table/cow/v8_nonpartitioned/.hoodie/timeline/20250713010535797_20250713010536200.commit '
        'crates/test/data/sample_table/cow/v8_nonpartitioned/.hoodie/timeline/20250713010536861_20250713010537206.commit '
        'crates/test/data/sample_table/cow/v8_simplekeygen_hivestyle_no_metafields/.hoodie/timeline/20250713010620709_20250713010621060.commit '
        'crates/test/data/sample_table/cow/v8_simplekeygen_nonhivestyle/.hoodie/timeline/20250713011315930_20250713011316231.commit '
        'crates/test/data/sample_table/cow/v8_simplekeygen_nonhivestyle/.hoodie/timeline/20250713011316909_20250713011317225.commit'
    ),
    'crates/test/data/quickstart_trips_table/cow/v9_trips_lance/.hoodie/timeline': (
        '20260503194202555_20260503194207114.commit 20260503194208547_20260503194209384.commit '
        '20260503194210251_20260503194211075.commit 20260503194212104_20260503194212738.commit '
        '20260503194213421_20260503194214070.commit'
    ),
    'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/.hoodie/timeline': (
        '20251220210108078_20251220210109593.deltacommit 20251220210117766_20251220210118628.indexing '
        '20251220210123755_20251220210124336.deltacommit 20251220210125441_20251220210126002.deltacommit '
        '20251220210127080_20251220210127601.deltacommit 20251220210128625_20251220210129197.deltacommit '
        '20251220210129235_20251220210129883.commit 20251220210130911_20251220210131755.deltacommit'
    ),
    'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/.hoodie/timeline': (
        '20260503194225866_20260503194230369.deltacommit 20260503194232266_20260503194233404.deltacommit '
        '20260503194235113_20260503194235455.deltacommit 20260503194236528_20260503194236885.deltacommit '
        '20260503194238067_20260503194238461.deltacommit 20260503194239460_20260503194239753.deltacommit '
        '20260503194240464_20260503194241449.deltacommit'
    ),
    'crates/test/data/sample_table/cow/v9_lance_nonpartitioned/.hoodie/timeline': (
        '20260503194246834_20260503194250984.commit 20260503194252317_20260503194253128.commit '
        '20260503194254232_20260503194254816.commit 20260503194255628_20260503194256293.commit '
        '20260503194256942_20260503194257469.commit'
    ),
    'crates/test/data/sample_table/cow/v9_lance_txns_nonpart/.hoodie/timeline': (
        '20260505182421638_20260505182425609.commit 20260505182426830_20260505182427687.commit '
        '20260505182428529_20260505182429165.commit 20260505182429933_20260505182430500.commit '
        '20260505182431323_20260505182431883.commit 20260505182432690_20260505182433205.commit '
        '20260505182433759_20260505182434249.commit 20260505182434929_20260505182435783.commit '
        '20260505182436212_20260505182436791.commit 20260505182437367_20260505182437876.commit'
    ),
    'crates/test/data/sample_table/cow/v9_lance_txns_simple/.hoodie/timeline': (
        '20260505182329052_20260505182333526.commit 20260505182335045_20260505182335916.commit '
        '20260505182336843_20260505182337539.commit 20260505182338496_20260505182339137.commit '
        '20260505182340053_20260505182340710.commit 20260505182341585_20260505182342172.commit '
        '20260505182342664_20260505182343662.commit 20260505182344155_20260505182344854.commit '
        '20260505182345520_20260505182346143.commit 20260505182346727_20260505182347269.commit'
    ),
    'crates/test/data/sample_table/cow/v9_timebasedkeygen_epochmillis/.hoodie/timeline': (
        '20260403183936750_20260403183940437.commit 20260403183941275_20260403183942159.commit '
        '20260403183944067_20260403183944882.commit 20260403183945963_20260403183946504.commit'
    ),
    'crates/test/data/sample_table/cow/v9_timebasedkeygen_nonhivestyle/.hoodie/timeline': (
        '20260403183837738_20260403183841406.commit 20260403183842444_20260403183843126.commit '
        '20260403183845020_20260403183845811.commit 20260403183846789_20260403183847336.commit'
    ),
    'crates/test/data/sample_table/cow/v9_timebasedkeygen_unixtimestamp/.hoodie/timeline': (
        '20260403183918929_20260403183922548.commit 20260403183923400_20260403183924163.commit '
        '20260403183926050_20260403183926900.commit 20260403183927991_20260403183928596.commit'
    ),
    'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/timeline': (
        '20260307162504409_20260307162508702.commit 20260307162510692_20260307162511774.commit '
        '20260307162512677_20260307162513480.commit 20260307162514316_20260307162515115.commit '
        '20260307162515958_20260307162516757.commit 20260307162517629_20260307162518469.commit '
        '20260307162518815_20260307162520186.commit 20260307162520620_20260307162521589.replacecommit '
        '20260307162522041_20260307162522779.commit 20260307162523110_20260307162523958.commit '
        '20260307162524292_20260307162525707.replacecommit 20260307162525778_20260307162526620.commit '
        '20260307162527184_20260307162528033.indexing 20260307162528083_20260307162528694.indexing'
    ),
    'crates/test/data/sample_table/cow/v9_txns_complex_nometa/.hoodie/timeline': (
        '20260307135725866_20260307135727720.commit 20260307135728890_20260307135729883.commit '
        '20260307135730576_20260307135730879.commit 20260307135731484_20260307135731782.commit '
        '20260307135732336_20260307135732599.commit 20260307135733179_20260307135733473.commit '
        '20260307135733904_20260307135734113.commit 20260307135734988_20260307135735276.replacecommit '
        '20260307135735727_20260307135735940.commit 20260307135736291_20260307135736491.commit '
        '20260307135736981_20260307135737586.replacecommit 20260307135737659_20260307135737870.commit'
    ),
    'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/timeline': (
        '20260307162533871_20260307162537765.commit 20260307162538726_20260307162539789.commit '
        '20260307162540399_20260307162541110.commit 20260307162541730_20260307162542487.commit '
        '20260307162543114_20260307162543777.commit 20260307162544384_20260307162545062.commit '
        '20260307162545400_20260307162546138.commit 20260307162546580_20260307162547768.commit '
        '20260307162548096_20260307162548803.commit 20260307162549239_20260307162550190.replacecommit '
        '20260307162550266_20260307162550862.commit 20260307162551540_20260307162552168.indexing '
        '20260307162552216_20260307162552778.indexing'
    ),
    'crates/test/data/sample_table/cow/v9_txns_nonpart_nometa/.hoodie/timeline': (
        '20260307135753543_20260307135755229.commit 20260307135756200_20260307135757160.commit '
        '20260307135757739_20260307135758041.commit 20260307135758563_20260307135758864.commit '
        '20260307135759350_20260307135759628.commit 20260307135800051_20260307135800343.commit '
        '20260307135800817_20260307135801035.commit 20260307135801542_20260307135801750.commit '
        '20260307135802189_20260307135802393.commit 20260307135802835_20260307135803308.replacecommit '
        '20260307135803380_20260307135803588.commit'
    ),
    'crates/test/data/sample_table/cow/v9_txns_simple_meta/.hoodie/timeline': (
        '20260307162434124_20260307162438653.commit 20260307162440672_20260307162441724.commit '
        '20260307162442820_20260307162443659.commit 20260307162444563_20260307162445429.commit '
        '20260307162446287_20260307162447103.commit 20260307162447985_20260307162448800.commit '
        '20260307162449244_20260307162450494.commit 20260307162450901_20260307162451860.replacecommit '
        '20260307162452329_20260307162453090.commit 20260307162453568_20260307162454325.commit '
        '20260307162454799_20260307162456102.replacecommit 20260307162456179_20260307162456976.commit '
        '20260307162457540_20260307162458389.indexing 20260307162458438_20260307162459032.indexing'
    ),
    'crates/test/data/sample_table/cow/v9_txns_simple_nometa/.hoodie/timeline': (
        '20260307135657661_20260307135659468.commit 20260307135700696_20260307135701669.commit '
        '20260307135702545_20260307135702889.commit 20260307135703515_20260307135703845.commit '
        '20260307135704448_20260307135704716.commit 20260307135705338_20260307135705630.commit '
        '20260307135706094_20260307135706312.commit 20260307135707243_20260307135707527.replacecommit '
        '20260307135708004_20260307135708214.commit 20260307135708654_20260307135708860.commit '
        '20260307135709297_20260307135709818.replacecommit 20260307135709890_20260307135710097.commit'
    ),
    'crates/test/data/sample_table/cow/v9_txns_simple_overwrite/.hoodie/timeline': (
        '20260403183955124_20260403183958943.commit 20260403183959838_20260403184000568.commit '
        '20260403184001282_20260403184002260.replacecommit'
    ),
    'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/timeline': (
        '20260503194334929_20260503194339641.deltacommit 20260503194341184_20260503194342091.deltacommit '
        '20260503194343537_20260503194344392.deltacommit 20260503194346191_20260503194346535.deltacommit '
        '20260503194348015_20260503194348418.deltacommit 20260503194349244_20260503194349846.deltacommit'
    ),
    'crates/test/data/sample_table/mor/avro/v9_nonpartitioned_rollback/.hoodie/timeline': (
        '20260403184238571_20260403184241921.deltacommit 20260403184259077_20260403184300219.rollback '
        '20260403184302162_20260403184303142.deltacommit'
    ),
    'crates/test/data/sample_table/mor/avro/v9_timebasedkeygen_nonhivestyle/.hoodie/timeline': (
        '20260403183858818_20260403183902538.deltacommit 20260403183903764_20260403183904585.deltacommit '
        '20260403183906731_20260403183907495.deltacommit 20260403183908664_20260403183909231.deltacommit '
        '20260403183910147_20260403183910779.deltacommit'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/timeline': (
        '20260307162628304_20260307162632605.deltacommit 20260307162634665_20260307162635687.deltacommit '
        '20260307162636727_20260307162637586.deltacommit 20260307162638495_20260307162639262.deltacommit '
        '20260307162640152_20260307162640918.deltacommit 20260307162641811_20260307162642595.deltacommit '
        '20260307162643123_20260307162644344.deltacommit 20260307162644914_20260307162645779.replacecommit '
        '20260307162646287_20260307162647001.deltacommit 20260307162647496_20260307162648233.deltacommit '
        '20260307162648587_20260307162649803.commit 20260307162649840_20260307162651009.replacecommit '
        '20260307162651073_20260307162651890.deltacommit 20260307162652504_20260307162653301.indexing '
        '20260307162653347_20260307162653921.indexing'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/.hoodie/timeline': (
        '20260307135857131_20260307135858982.deltacommit 20260307135900238_20260307135901153.deltacommit '
        '20260307135901998_20260307135902420.deltacommit 20260307135903128_20260307135903498.deltacommit '
        '20260307135904216_20260307135904491.deltacommit 20260307135905185_20260307135905519.deltacommit '
        '20260307135906048_20260307135906276.deltacommit 20260307135907259_20260307135907539.replacecommit '
        '20260307135908054_20260307135908255.deltacommit 20260307135908746_20260307135908948.deltacommit '
        '20260307135909445_20260307135909944.commit 20260307135909992_20260307135910436.replacecommit '
        '20260307135910511_20260307135910709.deltacommit'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/timeline': (
        '20260307162658753_20260307162702646.deltacommit 20260307162703640_20260307162704648.deltacommit '
        '20260307162705410_20260307162706150.deltacommit 20260307162706874_20260307162707614.deltacommit '
        '20260307162708294_20260307162708952.deltacommit 20260307162709632_20260307162710355.deltacommit '
        '20260307162710905_20260307162711517.deltacommit 20260307162712021_20260307162713211.deltacommit '
        '20260307162713573_20260307162714257.deltacommit 20260307162714722_20260307162715521.commit '
        '20260307162715560_20260307162716405.replacecommit 20260307162716477_20260307162717070.deltacommit '
        '20260307162717766_20260307162718372.indexing 20260307162718417_20260307162718949.indexing'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_nometa/.hoodie/timeline': (
        '20260307135926671_20260307135928380.deltacommit 20260307135929444_20260307135930372.deltacommit '
        '20260307135931043_20260307135931444.deltacommit 20260307135932100_20260307135932437.deltacommit '
        '20260307135933015_20260307135933281.deltacommit 20260307135933863_20260307135934180.deltacommit '
        '20260307135934671_20260307135934902.deltacommit 20260307135935425_20260307135935639.deltacommit '
        '20260307135936125_20260307135936333.deltacommit 20260307135936824_20260307135937377.commit '
        '20260307135937430_20260307135937805.replacecommit 20260307135937880_20260307135938081.deltacommit'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/timeline': (
        '20260307162557587_20260307162601961.deltacommit 20260307162604102_20260307162605084.deltacommit '
        '20260307162606034_20260307162606865.deltacommit 20260307162607806_20260307162608609.deltacommit '
        '20260307162609526_20260307162610303.deltacommit 20260307162611195_20260307162612005.deltacommit '
        '20260307162612542_20260307162613746.deltacommit 20260307162614221_20260307162615208.replacecommit '
        '20260307162615591_20260307162616433.deltacommit 20260307162616932_20260307162617668.deltacommit '
        '20260307162618152_20260307162619230.commit 20260307162619269_20260307162620442.replacecommit '
        '20260307162620509_20260307162621330.deltacommit 20260307162621933_20260307162622741.indexing '
        '20260307162622789_20260307162623353.indexing'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/.hoodie/timeline': (
        '20260307135827749_20260307135829538.deltacommit 20260307135830801_20260307135831753.deltacommit '
        '20260307135832616_20260307135833037.deltacommit 20260307135833781_20260307135834136.deltacommit '
        '20260307135834808_20260307135835085.deltacommit 20260307135835748_20260307135836076.deltacommit '
        '20260307135836605_20260307135836829.deltacommit 20260307135837782_20260307135838045.replacecommit '
        '20260307135838542_20260307135838744.deltacommit 20260307135839205_20260307135839403.deltacommit '
        '20260307135839895_20260307135840408.commit 20260307135840454_20260307135840902.replacecommit '
        '20260307135840975_20260307135841179.deltacommit'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_overwrite/.hoodie/timeline': (
        '20260403184010418_20260403184014016.deltacommit 20260403184015284_20260403184015988.deltacommit '
        '20260403184016997_20260403184017931.replacecommit'
    ),
}

HUDI_TIMELINE_OTHER = {
    '': (
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/.hoodie/metadata/.hoodie/timeline/00000000000000000_20251220210108358.deltacommit '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/.hoodie/hoodie.properties '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/.hoodie/metadata/.hoodie/timeline/20260503194239460.deltacommit.inflight '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/.hoodie/metadata/record_index/.record-index-0009-0_20260503194225866.log.1_10-28-83 '
        'crates/test/data/sample_table/cow/v8_complexkeygen_hivestyle/.hoodie/timeline/20250713010139392.commit.requested '
        'crates/test/data/sample_table/cow/v8_complexkeygen_hivestyle/.hoodie/timeline/20250713010142013.commit.requested '
        'crates/test/data/sample_table/cow/v8_nonpartitioned/.hoodie/timeline/20250713010535797.commit.requested '
        'crates/test/data/sample_table/cow/v8_nonpartitioned/.hoodie/timeline/20250713010536861.inflight '
        'crates/test/data/sample_table/cow/v8_nonpartitioned/2746610d-ad02-4adb-a038-5cbb99cbd455-0_0-54-79_20250713010535797.parquet '
        'crates/test/data/sample_table/cow/v9_lance_nonpartitioned/.hoodie/metadata/record_index/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_lance_txns_nonpart/.hoodie/metadata/.hoodie/timeline/20260505182433759.deltacommit.requested '
        'crates/test/data/sample_table/cow/v9_lance_txns_nonpart/.hoodie/metadata/.hoodie/timeline/20260505182436212.deltacommit.requested '
        'crates/test/data/sample_table/cow/v9_lance_txns_nonpart/.hoodie/metadata/files/.files-0000-0_20260505182421638.log.1_0-27-86 '
        'crates/test/data/sample_table/cow/v9_lance_txns_nonpart/.hoodie/metadata/record_index/.record-index-0008-0_00000000000000002.log.1_0-0-0 '
        'crates/test/data/sample_table/cow/v9_lance_txns_simple/.hoodie/metadata/record_index/.record-index-0002-0_20260505182346727.log.1_3-192-434 '
        'crates/test/data/sample_table/cow/v9_timebasedkeygen_epochmillis/.hoodie/metadata/partition_stats/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_timebasedkeygen_nonhivestyle/.hoodie/metadata/.hoodie/timeline/20260403183837738.deltacommit.requested '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/.hoodie/timeline/00000000000000004_20260307162527907.deltacommit '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/.hoodie/timeline/20260307162515958.deltacommit.requested '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/record_index/.record-index-0003-0_20260307162523110.log.1_4-225-551 '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/secondary_index_merchant_idx/secondary-index-merchant-idx-0004-0_4-266-723_00000000000000004.hfile '
        'crates/test/data/sample_table/cow/v9_txns_complex_nometa/region=eu/98eaac3d-8903-4802-9916-a06cdb2ec4d0-0_0-63-130_20260307135737659.parquet '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/metadata/.hoodie/timeline/20260307162533871.deltacommit.requested '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/metadata/.hoodie/timeline/20260307162550266_20260307162550824.deltacommit '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/metadata/record_index/.record-index-0002-0_20260307162549239.log.1_3-165-391 '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/metadata/record_index/.record-index-0007-0_20260307162546580.log.1_8-143-327 '
        'crates/test/data/sample_table/cow/v9_txns_simple_meta/.hoodie/metadata/.hoodie/timeline/20260307162450901.deltacommit.requested '
        'crates/test/data/sample_table/cow/v9_txns_simple_meta/.hoodie/metadata/partition_stats/partition-stats-0000-0_0-170-389_20260307162449278.hfile '
        'crates/test/data/sample_table/cow/v9_txns_simple_meta/.hoodie/metadata/secondary_index_merchant_idx/secondary-index-merchant-idx-0008-0_8-266-728_00000000000000004.hfile '
        'crates/test/data/sample_table/cow/v9_txns_simple_meta/region=eu/68aaee55-008d-4f10-a3a4-83dcb5910069-0_0-176-417_20260307162449244.parquet '
        'crates/test/data/sample_table/cow/v9_txns_simple_meta/region=us/a4ab4ec1-e213-4941-a4eb-5679f437421f-0_0-209-507_20260307162452329.parquet '
        'crates/test/data/sample_table/cow/v9_txns_simple_nometa/region=eu/a80c27f5-2f65-435f-8308-7a4b85f01626-0_0-31-68_20260307135704448.parquet '
        'crates/test/data/sample_table/cow/v9_txns_simple_overwrite/.hoodie/metadata/.hoodie/timeline/00000000000000003_20260403183957240.deltacommit '
        'crates/test/data/sample_table/mor/avro/v9_nonpartitioned_rollback/.hoodie/timeline/20260403184238571.deltacommit.inflight '
        'crates/test/data/sample_table/mor/avro/v9_timebasedkeygen_nonhivestyle/.hoodie/metadata/.hoodie/timeline/20260403183903764_20260403183904551.deltacommit '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/metadata/.hoodie/timeline/20260307162643148_20260307162643697.commit '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/metadata/.hoodie/timeline/20260307162651073_20260307162651852.deltacommit '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/metadata/column_stats/.col-stats-0000-0_20260307162628304.log.1_0-34-93 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/metadata/partition_stats/.partition-stats-0000-0_20260307162651073.log.1_2-270-726 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/metadata/record_index/record-index-0001-0_2-170-391_20260307162643148.hfile '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/metadata/secondary_index_txn_date_idx/.secondary-index-txn-date-idx-0000-0_20260307162652504.log.1_0-0-0 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/metadata/secondary_index_txn_date_idx/.secondary-index-txn-date-idx-0001-0_20260307162652504.log.1_0-0-0 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=eu/.643fff9e-6551-4b0e-b58f-4fae946ac553-0_20260307135904216.log.1_0-31-68 '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/.hoodie/timeline/00000000000000003.deltacommit.inflight '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/secondary_index_txn_date_idx/secondary-index-txn-date-idx-0004-0_4-209-538_20260307162717766.hfile '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=eu/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/parquet/v6_simplekeygen_nonhivestyle/.hoodie/20250121000547796.deltacommit.requested '
        'crates/test/data/sample_table/mor/parquet/v6_simplekeygen_nonhivestyle/.hoodie/hoodie.properties '
        'crates/test/data/sample_table/mor/parquet/v6_simplekeygen_nonhivestyle/10/.hoodie_partition_metadata'
    ),
    'crates/test/data/quickstart_trips_table/cow/v9_trips_lance/.hoodie/timeline': (
        '20260503194208547.commit.requested 20260503194208547.inflight 20260503194210251.commit.requested '
        '20260503194210251.inflight 20260503194212104.commit.requested 20260503194212104.inflight'
    ),
    'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/.hoodie/timeline': (
        '20251220210108078.deltacommit.inflight 20251220210108078.deltacommit.requested '
        '20251220210123755.deltacommit.inflight 20251220210123755.deltacommit.requested '
        '20251220210125441.deltacommit.inflight 20251220210127080.deltacommit.requested '
        '20251220210129235.compaction.inflight 20251220210129235.compaction.requested '
        '20251220210130911.deltacommit.inflight'
    ),
    'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/.hoodie/timeline': (
        '20260503194235113.deltacommit.inflight 20260503194236528.deltacommit.requested '
        '20260503194239460.deltacommit.inflight 20260503194240464.deltacommit.requested'
    ),
    'crates/test/data/sample_table/cow/v8_simplekeygen_nonhivestyle/.hoodie/timeline': (
        '20250713011315930.inflight 20250713011316909.commit.requested 20250713011316909.inflight'
    ),
    'crates/test/data/sample_table/cow/v9_lance_nonpartitioned/.hoodie/timeline': (
        '20260503194246834.inflight 20260503194254232.commit.requested 20260503194254232.inflight '
        '20260503194256942.commit.requested 20260503194256942.inflight'
    ),
    'crates/test/data/sample_table/cow/v9_lance_txns_nonpart/.hoodie/timeline': (
        '20260505182421638.commit.requested 20260505182426830.inflight 20260505182431323.commit.requested '
        '20260505182431323.inflight 20260505182432690.inflight 20260505182434929.commit.requested '
        '20260505182434929.inflight'
    ),
    'crates/test/data/sample_table/cow/v9_lance_txns_simple/.hoodie/timeline': (
        '20260505182329052.commit.requested 20260505182336843.commit.requested 20260505182336843.inflight '
        '20260505182338496.inflight 20260505182341585.commit.requested 20260505182345520.inflight'
    ),
    'crates/test/data/sample_table/cow/v9_timebasedkeygen_epochmillis/.hoodie/timeline': (
        '20260403183941275.commit.requested 20260403183941275.inflight 20260403183945963.commit.requested'
    ),
    'crates/test/data/sample_table/cow/v9_timebasedkeygen_nonhivestyle/.hoodie/timeline': (
        '20260403183837738.commit.requested 20260403183837738.inflight 20260403183842444.commit.requested '
        '20260403183842444.inflight 20260403183845020.commit.requested 20260403183846789.commit.requested'
    ),
    'crates/test/data/sample_table/cow/v9_timebasedkeygen_unixtimestamp/.hoodie/timeline': (
        '20260403183918929.commit.requested 20260403183918929.inflight 20260403183923400.commit.requested '
        '20260403183923400.inflight 20260403183926050.commit.requested 20260403183926050.inflight'
    ),
    'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/timeline': (
        '20260307162504409.inflight 20260307162510692.commit.requested 20260307162512677.commit.requested '
        '20260307162512677.inflight 20260307162515958.inflight 20260307162522041.commit.requested '
        '20260307162522041.inflight 20260307162525778.commit.requested 20260307162525778.inflight '
        '20260307162528083.indexing.inflight 20260307162528083.indexing.requested'
    ),
    'crates/test/data/sample_table/cow/v9_txns_complex_nometa/.hoodie/timeline': (
        '20260307135725866.commit.requested 20260307135728890.commit.requested '
        '20260307135731484.commit.requested 20260307135731484.inflight '
        '20260307135734988.replacecommit.requested 20260307135737659.commit.requested'
    ),
    'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/timeline': (
        '20260307162540399.inflight 20260307162543114.inflight 20260307162544384.inflight '
        '20260307162548096.commit.requested 20260307162549239.clustering.inflight 20260307162550266.inflight '
        '20260307162551540.indexing.inflight 20260307162552216.indexing.inflight'
    ),
    'crates/test/data/sample_table/cow/v9_txns_nonpart_nometa/.hoodie/timeline': (
        '20260307135753543.commit.requested 20260307135753543.inflight 20260307135756200.commit.requested '
        '20260307135756200.inflight 20260307135758563.commit.requested 20260307135758563.inflight '
        '20260307135759350.inflight 20260307135800051.commit.requested 20260307135800817.commit.requested '
        '20260307135801542.inflight 20260307135802189.commit.requested 20260307135803380.commit.requested '
        '20260307135803380.inflight'
    ),
    'crates/test/data/sample_table/cow/v9_txns_simple_meta/.hoodie/timeline': (
        '20260307162434124.commit.requested 20260307162442820.commit.requested 20260307162442820.inflight '
        '20260307162444563.inflight 20260307162446287.inflight 20260307162447985.commit.requested '
        '20260307162449244.commit.requested 20260307162449244.inflight '
        '20260307162450901.replacecommit.requested 20260307162452329.commit.requested '
        '20260307162453568.commit.requested 20260307162454799.clustering.requested '
        '20260307162456179.commit.requested 20260307162456179.inflight 20260307162457540.indexing.requested '
        '20260307162458438.indexing.requested'
    ),
    'crates/test/data/sample_table/cow/v9_txns_simple_nometa/.hoodie/timeline': (
        '20260307135657661.commit.requested 20260307135657661.inflight 20260307135702545.inflight '
        '20260307135704448.commit.requested 20260307135705338.inflight 20260307135706094.inflight '
        '20260307135708004.inflight 20260307135709297.clustering.inflight '
        '20260307135709297.clustering.requested'
    ),
    'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/timeline': (
        '20260503194341184.deltacommit.inflight 20260503194346191.deltacommit.requested '
        '20260503194349244.deltacommit.inflight'
    ),
    'crates/test/data/sample_table/mor/avro/v9_timebasedkeygen_nonhivestyle/.hoodie/timeline': (
        '20260403183903764.deltacommit.inflight 20260403183906731.deltacommit.inflight '
        '20260403183906731.deltacommit.requested 20260403183908664.deltacommit.inflight '
        '20260403183910147.deltacommit.requested'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/timeline': (
        '20260307162638495.deltacommit.inflight 20260307162640152.deltacommit.requested '
        '20260307162641811.deltacommit.requested 20260307162643123.deltacommit.inflight '
        '20260307162643123.deltacommit.requested 20260307162644914.replacecommit.inflight '
        '20260307162644914.replacecommit.requested 20260307162647496.deltacommit.inflight '
        '20260307162648587.compaction.requested 20260307162649840.clustering.inflight '
        '20260307162649840.clustering.requested 20260307162651073.deltacommit.inflight '
        '20260307162652504.indexing.requested 20260307162653347.indexing.inflight'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/.hoodie/timeline': (
        '20260307135857131.deltacommit.inflight 20260307135901998.deltacommit.inflight '
        '20260307135903128.deltacommit.requested 20260307135904216.deltacommit.inflight '
        '20260307135906048.deltacommit.requested 20260307135907259.replacecommit.inflight '
        '20260307135908054.deltacommit.inflight 20260307135908054.deltacommit.requested '
        '20260307135908746.deltacommit.inflight 20260307135909445.compaction.inflight'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/timeline': (
        '20260307162703640.deltacommit.inflight 20260307162706874.deltacommit.requested '
        '20260307162708294.deltacommit.requested 20260307162709632.deltacommit.inflight '
        '20260307162709632.deltacommit.requested 20260307162713573.deltacommit.inflight '
        '20260307162714722.compaction.inflight 20260307162715560.clustering.inflight '
        '20260307162715560.clustering.requested 20260307162716477.deltacommit.inflight '
        '20260307162718417.indexing.inflight 20260307162718417.indexing.requested'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_nometa/.hoodie/timeline': (
        '20260307135929444.deltacommit.inflight 20260307135931043.deltacommit.requested '
        '20260307135932100.deltacommit.inflight 20260307135932100.deltacommit.requested '
        '20260307135933863.deltacommit.inflight 20260307135933863.deltacommit.requested '
        '20260307135934671.deltacommit.requested 20260307135935425.deltacommit.requested '
        '20260307135936824.compaction.requested'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/metadata/record_index': (
        '.record-index-0001-0_00000000000000002.log.1_0-0-0 '
        '.record-index-0002-0_20260307162616932.log.1_3-225-552 '
        '.record-index-0002-0_20260307162619269.log.1_3-250-643'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/timeline': (
        '20260307162557587.deltacommit.inflight 20260307162609526.deltacommit.inflight '
        '20260307162614221.replacecommit.inflight 20260307162614221.replacecommit.requested '
        '20260307162616932.deltacommit.inflight 20260307162618152.compaction.inflight '
        '20260307162619269.clustering.inflight 20260307162619269.clustering.requested '
        '20260307162622789.indexing.requested'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/.hoodie/timeline': (
        '20260307135832616.deltacommit.inflight 20260307135832616.deltacommit.requested '
        '20260307135833781.deltacommit.inflight 20260307135833781.deltacommit.requested '
        '20260307135834808.deltacommit.requested 20260307135835748.deltacommit.inflight '
        '20260307135837782.replacecommit.inflight 20260307135837782.replacecommit.requested '
        '20260307135839205.deltacommit.inflight 20260307135839205.deltacommit.requested '
        '20260307135840454.clustering.inflight'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_overwrite/.hoodie/metadata/record_index': (
        '.record-index-0002-0_00000000000000002.log.1_0-0-0 '
        '.record-index-0004-0_20260403184016997.log.1_3-67-236 '
        '.record-index-0006-0_20260403184016997.log.1_5-67-238'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_overwrite/.hoodie/timeline': (
        '20260403184010418.deltacommit.inflight 20260403184015284.deltacommit.inflight '
        '20260403184015284.deltacommit.requested 20260403184016997.replacecommit.requested'
    ),
}

HUDI_LOG_FILES_KIND = {
    '': (
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i1u/city=san_francisco/.d0304c53-6fd2-4b7a-a9d6-5ff632f79224-0_20250331030642808.log.1_0-26-85 '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i3d/city=san_francisco/.6d3d1d6e-2298-4080-a0c1-494877d6f40a-0_20250618054711154.log.1_0-26-85 '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=chennai/.6e1d5cc4-c487-487d-abbe-fe9b30b1c0cc-0_20251220210127080.log.1_0-1072-3078 '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=chennai/.6e1d5cc4-c487-487d-abbe-fe9b30b1c0cc-0_20251220210128625.log.1_0-1097-3150 '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=san_francisco/.036ded81-9ed4-479f-bcea-7145dfa0079b-0_20251220210123755.log.1_0-1022-2928 '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=sao_paulo/.8aa68f7e-afd6-4c94-b86c-8a886552e08d-0_20251220210125441.log.1_0-1047-3000 '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=sao_paulo/.8aa68f7e-afd6-4c94-b86c-8a886552e08d-0_20251220210130911.log.1_0-1139-3316 '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/city=san_francisco/.8d159e29-8789-4cf9-8fc4-73717c7258c7-0_20260503194232266.log.1_0-40-125 '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/2023-11-14/.875d6ca6-3b66-40b6-9294-086a2c4489cd-0_20260503194343537.log.1_0-60-156 '
        'crates/test/data/sample_table/mor/avro/v9_timebasedkeygen_nonhivestyle/2024/01/15/11/.373e523a-ee25-479b-abf5-ba6d17274543-0_20260403183908664.log.1_0-93-281 '
        'crates/test/data/sample_table/mor/avro/v9_timebasedkeygen_nonhivestyle/2024/01/16/09/.3f9cc880-1bdc-4f80-9715-78467c6404ce-0_20260403183906731.log.1_0-66-209 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=apac/.dcae9272-b2c6-4f9d-b5b0-760a64ba5c3c-0_20260307162641811.log.1_0-157-346 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=eu/.5dc94328-3d16-4d4f-bdf7-977f328da8fb-0_20260307162638495.log.1_0-104-236 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=eu/.5dc94328-3d16-4d4f-bdf7-977f328da8fb-0_20260307162640152.log.1_0-130-290 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=us/.39cc539f-61e9-4996-8096-4d89715c4142-0_20260307162634665.log.1_0-52-126 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=us/.39cc539f-61e9-4996-8096-4d89715c4142-0_20260307162636727.log.1_0-78-180 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=apac/.beb81a35-de6f-423f-9205-38e99e68f214-0_20260307135905185.log.1_0-38-83 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=eu/.643fff9e-6551-4b0e-b58f-4fae946ac553-0_20260307135903128.log.1_0-24-53 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=eu/.643fff9e-6551-4b0e-b58f-4fae946ac553-0_20260307135904216.log.1_0-31-68 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=us/.bfbf1f57-f4cd-4186-afc4-2778be3d4e70-0_20260307135900238.log.1_0-10-23 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=us/.bfbf1f57-f4cd-4186-afc4-2778be3d4e70-0_20260307135901998.log.1_0-17-38 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=apac/.c3b646cc-8602-47c5-b010-3fe002241298-0_20260307162611195.log.1_0-157-346 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=eu/.c923cb31-a2d3-49c6-8f47-4be96502c239-0_20260307162607806.log.1_0-104-236 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=eu/.c923cb31-a2d3-49c6-8f47-4be96502c239-0_20260307162609526.log.1_0-130-290 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=us/.3e93c8a9-fda0-4e8a-91dc-b4ade7dab76d-0_20260307162604102.log.1_0-52-126 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=us/.3e93c8a9-fda0-4e8a-91dc-b4ade7dab76d-0_20260307162606034.log.1_0-78-180 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=apac/.9c6ed25b-6c9d-4793-ad27-1c8518086b6a-0_20260307135835748.log.1_0-38-83 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=eu/.c06fe141-9f11-46fb-aa70-d7f9d2dcca2f-0_20260307135833781.log.1_0-24-53 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=eu/.c06fe141-9f11-46fb-aa70-d7f9d2dcca2f-0_20260307135834808.log.1_0-31-68 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=us/.db2fca8f-03b7-4da7-b042-4b617ab79b9d-0_20260307135830801.log.1_0-10-23 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=us/.db2fca8f-03b7-4da7-b042-4b617ab79b9d-0_20260307135832616.log.1_0-17-38 '
        'crates/test/data/sample_table/mor/parquet/v6_complexkeygen_hivestyle/byteField=10/shortField=300/.238de231-c807-4c22-8a6c-ca5619abe374-0_20250118044623136.log.1_0-33-47 '
        'crates/test/data/sample_table/mor/parquet/v6_nonpartitioned/.d206069c-22c8-4532-b9ea-3cf4282342c4-0_20250117083125837.log.1_0-33-43 '
        'crates/test/data/sample_table/mor/parquet/v6_simplekeygen_nonhivestyle/10/.26e33b7b-aa9f-4f2e-b683-a90ef0d5861d-0_20250121000547796.log.1_0-33-47 '
        'crates/test/data/sample_table/mor/parquet/v6_simplekeygen_nonhivestyle_overwritetable/10/.92e64357-e4d1-4639-a9d3-c3535829d0aa-0_20250121000647668.log.1_0-73-101'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta': (
        '.0ad34fbd-dd1a-4a9e-b367-63404003fa9c-0_20260307162703640.log.1_0-39-86 '
        '.0ad34fbd-dd1a-4a9e-b367-63404003fa9c-0_20260307162705410.log.1_0-57-121 '
        '.0ad34fbd-dd1a-4a9e-b367-63404003fa9c-0_20260307162706874.log.1_0-75-158 '
        '.0ad34fbd-dd1a-4a9e-b367-63404003fa9c-0_20260307162708294.log.1_0-93-193 '
        '.0ad34fbd-dd1a-4a9e-b367-63404003fa9c-0_20260307162709632.log.1_0-111-230'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_nometa': (
        '.1900ff60-ed76-4f51-823b-dbcb27f05a0c-0_20260307135929444.log.1_0-8-11 '
        '.1900ff60-ed76-4f51-823b-dbcb27f05a0c-0_20260307135931043.log.1_0-13-16 '
        '.1900ff60-ed76-4f51-823b-dbcb27f05a0c-0_20260307135932100.log.1_0-18-21 '
        '.1900ff60-ed76-4f51-823b-dbcb27f05a0c-0_20260307135933015.log.1_0-23-26 '
        '.1900ff60-ed76-4f51-823b-dbcb27f05a0c-0_20260307135933863.log.1_0-28-31'
    ),
    'crates/test/data/sample_table/mor/parquet/v6_nonpartitioned_rollback': (
        '.0712b9f9-d2d5-4cae-bcf4-8fd7146af503-0_20250126040823628.log.1_0-33-43 '
        '.0712b9f9-d2d5-4cae-bcf4-8fd7146af503-0_20250126040823628.log.2_1-0-1 '
        '.0712b9f9-d2d5-4cae-bcf4-8fd7146af503-0_20250126040823628.log.3_0-13-9'
    ),
}

HUDI_LOG_FILES_OTHER = {
    '': (
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i1u/city=san_francisco/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i1u/city=san_francisco/d0304c53-6fd2-4b7a-a9d6-5ff632f79224-0_0-13-60_20250331030642808.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i3d/city=chennai/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i3d/city=san_francisco/.hoodie_partition_metadata '
        'crates/test/data/quickstart_trips_table/mor/avro/v6_trips_8i3d/city=san_francisco/6d3d1d6e-2298-4080-a0c1-494877d6f40a-0_0-13-60_20250618054711154.parquet '
        'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/.hoodie/timeline/20251220210123755.deltacommit.inflight '
        'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/.hoodie/metadata/.hoodie/timeline/00000000000000002_20260503194228302.deltacommit '
        'crates/test/data/sample_table/cow/v6_simplekeygen_nonhivestyle_overwritetable/.hoodie/hoodie.properties '
        'crates/test/data/sample_table/cow/v8_simplekeygen_hivestyle_no_metafields/byteField=10/.hoodie_partition_metadata '
        'crates/test/data/sample_table/cow/v9_lance_nonpartitioned/.hoodie/metadata/record_index/.record-index-0000-0_00000000000000002.log.1_0-0-0 '
        'crates/test/data/sample_table/cow/v9_lance_nonpartitioned/.hoodie/metadata/record_index/.record-index-0004-0_00000000000000002.log.1_0-0-0 '
        'crates/test/data/sample_table/cow/v9_lance_txns_nonpart/.hoodie/metadata/.hoodie/timeline/20260505182421638_20260505182425561.deltacommit '
        'crates/test/data/sample_table/cow/v9_lance_txns_nonpart/.hoodie/timeline/20260505182429933_20260505182430500.commit '
        'crates/test/data/sample_table/cow/v9_lance_txns_simple/.hoodie/metadata/files/.files-0000-0_20260505182346727.log.1_0-198-454 '
        'crates/test/data/sample_table/cow/v9_lance_txns_simple/.hoodie/timeline/20260505182338496_20260505182339137.commit '
        'crates/test/data/sample_table/cow/v9_timebasedkeygen_nonhivestyle/.hoodie/metadata/column_stats/.col-stats-0001-0_00000000000000001.log.1_0-0-0 '
        'crates/test/data/sample_table/cow/v9_timebasedkeygen_nonhivestyle/.hoodie/metadata/partition_stats/.partition-stats-0000-0_20260403183837738.log.1_2-34-110 '
        'crates/test/data/sample_table/cow/v9_timebasedkeygen_unixtimestamp/.hoodie/metadata/record_index/.record-index-0005-0_20260403183918929.log.1_6-28-63 '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/.hoodie/timeline/00000000000000004.deltacommit.requested '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/column_stats/.col-stats-0000-0_20260307162525778.log.1_0-257-676 '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/files/.files-0000-0_20260307162518815.log.1_3-184-443 '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/record_index/.record-index-0002-0_20260307162518815.log.1_3-178-420 '
        'crates/test/data/sample_table/cow/v9_txns_complex_meta/.hoodie/metadata/secondary_index_merchant_idx/secondary-index-merchant-idx-0005-0_5-266-724_00000000000000004.hfile '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/hoodie.properties '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/metadata/column_stats/.col-stats-0001-0_20260307162550266.log.1_1-181-440 '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/metadata/secondary_index_merchant_idx/.secondary-index-merchant-idx-0003-0_00000000000000003.log.1_0-0-0 '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/.hoodie/timeline/20260307162546580.commit.requested '
        'crates/test/data/sample_table/cow/v9_txns_nonpart_meta/80e6837c-d239-47ff-8dc0-97218acd5505-0_0-141-323_20260307162546580.parquet '
        'crates/test/data/sample_table/cow/v9_txns_simple_nometa/.hoodie/timeline/20260307135703515.inflight '
        'crates/test/data/sample_table/cow/v9_txns_simple_overwrite/.hoodie/metadata/files/files-0000-0_0-5-4_00000000000000000.hfile '
        'crates/test/data/sample_table/cow/v9_txns_simple_overwrite/apac/f2076acb-430a-4060-b14d-8ed7663b5cbd-0_1-27-65_20260403183955124.parquet '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/metadata/.hoodie/timeline/20260503194341184_20260503194342062.deltacommit '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/metadata/.hoodie/timeline/20260503194343537.deltacommit.inflight '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/.hoodie/metadata/record_index/.record-index-0006-0_00000000000000002.log.1_0-0-0 '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/2023-11-14/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/2023-11-14/875d6ca6-3b66-40b6-9294-086a2c4489cd-0_1-27-71_20260503194334929.lance '
        'crates/test/data/sample_table/mor/avro/v9_lance_nonhivestyle/2023-11-17/1a31d725-d7de-4b8e-9e70-6a92ccb5dfbe-0_0-107-241_20260503194349244.lance '
        'crates/test/data/sample_table/mor/avro/v9_timebasedkeygen_nonhivestyle/2024/01/15/11/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/avro/v9_timebasedkeygen_nonhivestyle/2024/01/15/11/373e523a-ee25-479b-abf5-ba6d17274543-0_1-26-63_20260403183858818.parquet '
        'crates/test/data/sample_table/mor/avro/v9_timebasedkeygen_nonhivestyle/2024/01/16/09/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/avro/v9_timebasedkeygen_nonhivestyle/2024/01/16/09/3f9cc880-1bdc-4f80-9715-78467c6404ce-0_0-26-62_20260403183858818.parquet '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/metadata/record_index/.record-index-0009-0_20260307162646287.log.1_10-211-510 '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/metadata/record_index/record-index-0004-0_5-170-394_20260307162643148.hfile '
        'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/.hoodie/timeline/20260307162653347_20260307162653921.indexing '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/.hoodie/timeline/20260307162716477_20260307162717035.deltacommit '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/column_stats/.col-stats-0000-0_20260307162703640.log.1_0-45-105 '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/secondary_index_txn_date_idx/secondary-index-txn-date-idx-0005-0_5-209-539_20260307162717766.hfile '
        'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/timeline/20260307162715560.clustering.requested '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/metadata/.hoodie/timeline/20260307162614221.deltacommit.requested '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/metadata/partition_stats/.partition-stats-0000-0_20260307162618152.log.1_2-244-624 '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/.hoodie/timeline/20260307162607806_20260307162608609.deltacommit '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_overwrite/.hoodie/metadata/.hoodie/timeline/00000000000000003.deltacommit.inflight '
        'crates/test/data/sample_table/mor/avro/v9_txns_simple_overwrite/.hoodie/metadata/.hoodie/timeline/20260403184016997_20260403184017899.deltacommit '
        'crates/test/data/sample_table/mor/parquet/v6_complexkeygen_hivestyle/byteField=10/shortField=300/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/parquet/v6_complexkeygen_hivestyle/byteField=10/shortField=300/238de231-c807-4c22-8a6c-ca5619abe374-0_1-13-25_20250118044623136.parquet '
        'crates/test/data/sample_table/mor/parquet/v6_nonpartitioned_rollback/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/parquet/v6_nonpartitioned_rollback/0712b9f9-d2d5-4cae-bcf4-8fd7146af503-0_0-13-23_20250126040823628.parquet '
        'crates/test/data/sample_table/mor/parquet/v6_simplekeygen_nonhivestyle/10/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/parquet/v6_simplekeygen_nonhivestyle/10/26e33b7b-aa9f-4f2e-b683-a90ef0d5861d-0_1-13-25_20250121000547796.parquet '
        'crates/test/data/sample_table/mor/parquet/v6_simplekeygen_nonhivestyle_overwritetable/.hoodie/20250121000702475.replacecommit '
        'crates/test/data/sample_table/mor/parquet/v6_simplekeygen_nonhivestyle_overwritetable/10/.hoodie_partition_metadata '
        'crates/test/data/sample_table/mor/parquet/v6_simplekeygen_nonhivestyle_overwritetable/10/92e64357-e4d1-4639-a9d3-c3535829d0aa-0_1-53-79_20250121000647668.parquet'
    ),
    'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=chennai': (
        '.hoodie_partition_metadata '
        '6e1d5cc4-c487-487d-abbe-fe9b30b1c0cc-0_0-1112-3190_20251220210129235.parquet '
        '6e1d5cc4-c487-487d-abbe-fe9b30b1c0cc-0_2-986-2794_20251220210108078.parquet'
    ),
    'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=san_francisco': (
        '.hoodie_partition_metadata '
        '036ded81-9ed4-479f-bcea-7145dfa0079b-0_0-986-2792_20251220210108078.parquet '
        '036ded81-9ed4-479f-bcea-7145dfa0079b-0_1-1112-3191_20251220210129235.parquet'
    ),
    'crates/test/data/quickstart_trips_table/mor/avro/v8_trips_8i3u1d/city=sao_paulo': (
        '.hoodie_partition_metadata '
        '8aa68f7e-afd6-4c94-b86c-8a886552e08d-0_1-986-2793_20251220210108078.parquet '
        '8aa68f7e-afd6-4c94-b86c-8a886552e08d-0_2-1112-3192_20251220210129235.parquet'
    ),
    'crates/test/data/quickstart_trips_table/mor/avro/v9_trips_lance/city=san_francisco': (
        '.hoodie_partition_metadata 0efef17d-c7ac-47ae-8277-18de727e3321-0_0-125-294_20260503194240464.lance '
        '8d159e29-8789-4cf9-8fc4-73717c7258c7-0_0-27-70_20260503194225866.lance'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=apac': (
        '.hoodie_partition_metadata '
        '1a227a38-6665-4983-bee3-4643ec2a91bb-0_0-223-547_20260307162647496.parquet '
        'd95869fa-4f9b-40c0-afbe-65b9b3e0d8d4-0_0-248-633_20260307162649840.parquet '
        'dcae9272-b2c6-4f9d-b5b0-760a64ba5c3c-0_1-236-589_20260307162648587.parquet '
        'dcae9272-b2c6-4f9d-b5b0-760a64ba5c3c-0_2-26-56_20260307162628304.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=eu': (
        '.hoodie_partition_metadata 5dc94328-3d16-4d4f-bdf7-977f328da8fb-0_0-27-52_20260307162628304.parquet '
        '8da513d4-01e1-4ca3-8f00-22e55f714261-0_1-248-634_20260307162649840.parquet '
        'b8e869ac-cc1a-42c6-acf1-d54d56dfeda2-0_0-176-417_20260307162643123.parquet '
        'd4a5188a-6c33-4a87-bef2-b34e895b45d3-0_0-191-459_20260307162644914.parquet '
        'fbc4323d-9d04-48a8-a54a-089907c8f5b9-0_0-263-692_20260307162651073.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_meta/region=us': (
        '.hoodie_partition_metadata '
        '384f9962-3173-46b6-928c-efb1fc2bbb7e-0_2-248-635_20260307162649840.parquet '
        '39cc539f-61e9-4996-8096-4d89715c4142-0_0-236-588_20260307162648587.parquet '
        '39cc539f-61e9-4996-8096-4d89715c4142-0_1-27-53_20260307162628304.parquet '
        'c3d276a1-af3c-447a-aa2b-fff6a10a4f8f-0_1-263-693_20260307162651073.parquet '
        'd5c64036-2f00-4fa4-be14-7248ee733d10-0_0-209-506_20260307162646287.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=apac': (
        '.hoodie_partition_metadata '
        '52c2ac8c-9565-445d-8eae-7bc0d11f91a8-0_0-55-112_20260307135908746.parquet '
        '81d4d1fb-e292-4966-873b-b6f15367b3b9-0_0-66-139_20260307135909992.parquet '
        'beb81a35-de6f-423f-9205-38e99e68f214-0_1-62-130_20260307135909445.parquet '
        'beb81a35-de6f-423f-9205-38e99e68f214-0_2-3-8_20260307135857131.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=eu': (
        '.hoodie_partition_metadata 643fff9e-6551-4b0e-b58f-4fae946ac553-0_0-3-6_20260307135857131.parquet '
        '8f9bbd1b-e2ad-499e-b3b9-1692490e5129-0_1-66-140_20260307135909992.parquet '
        '99c9fe67-0789-4c6b-9c09-ff72bded4b55-0_0-70-148_20260307135910511.parquet '
        'ac14b2b0-3c7b-43c3-ba9b-d78f3bddc53e-0_0-47-98_20260307135907259.parquet '
        'fd6e13e0-e9cb-4c68-b6bb-82801deeb4a4-0_0-42-90_20260307135906048.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_complex_nometa/region=us': (
        '.hoodie_partition_metadata '
        '11b06e54-c1e3-4d89-bb00-a2b98adc96e4-0_1-70-149_20260307135910511.parquet '
        'bfbf1f57-f4cd-4186-afc4-2778be3d4e70-0_0-62-129_20260307135909445.parquet '
        'bfbf1f57-f4cd-4186-afc4-2778be3d4e70-0_1-3-7_20260307135857131.parquet '
        'dac28ab9-6efd-4039-86f7-06cefd652f1c-0_0-51-105_20260307135908054.parquet '
        'f61084cc-71fe-4a70-801d-11b0aa1d2ee6-0_2-66-141_20260307135909992.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta': (
        '.hoodie_partition_metadata '
        '0ad34fbd-dd1a-4a9e-b367-63404003fa9c-0_0-164-387_20260307162714722.parquet '
        '0ad34fbd-dd1a-4a9e-b367-63404003fa9c-0_0-21-49_20260307162658753.parquet '
        '1cb14c76-9891-46d1-a051-0a923f21d162-0_0-141-323_20260307162712021.parquet '
        '38fbb2a6-9e06-425c-b85b-4faef119a54e-0_0-174-414_20260307162715560.parquet '
        '5f16ad73-c4d9-4247-87a2-292ff915a349-0_0-186-448_20260307162716477.parquet '
        '6a879ef7-53b1-4bfb-bbdd-d6ed65a661ab-0_0-153-357_20260307162713573.parquet '
        '97cd6d45-8ba1-411b-be02-0df4fc4c336d-0_0-123-262_20260307162710905.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_meta/.hoodie/metadata/record_index': (
        '.record-index-0007-0_20260307162715560.log.1_8-176-424 '
        '.record-index-0008-0_20260307162715560.log.1_9-176-425 '
        'record-index-0000-0_0-135-298_20260307162712050.hfile'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_nonpart_nometa': (
        '.hoodie_partition_metadata 1900ff60-ed76-4f51-823b-dbcb27f05a0c-0_0-3-6_20260307135926671.parquet '
        '1900ff60-ed76-4f51-823b-dbcb27f05a0c-0_0-47-79_20260307135936824.parquet '
        '318f797b-9c1e-4e35-9c55-b17c1b8ca9a8-0_0-55-101_20260307135937880.parquet '
        '586fd76f-37cd-4df0-8037-b548f3ed4394-0_0-36-45_20260307135935425.parquet '
        '8907ee90-1301-42d7-8594-6ca6de7d2ac4-0_0-40-52_20260307135936125.parquet '
        'ec4ffa51-0b14-46af-b117-a34ebc7a95ea-0_0-51-94_20260307135937430.parquet '
        'f9a2133b-456e-4aeb-b4e9-0164939bfec0-0_0-32-38_20260307135934671.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=apac': (
        '.hoodie_partition_metadata '
        '4961954a-a3bc-4dce-9a77-e68f3f344913-0_0-223-549_20260307162616932.parquet '
        'c3b646cc-8602-47c5-b010-3fe002241298-0_1-236-591_20260307162618152.parquet '
        'c3b646cc-8602-47c5-b010-3fe002241298-0_2-26-56_20260307162557587.parquet '
        'e5de8884-c15f-4225-8adf-4f15b351534b-0_0-248-635_20260307162619269.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=eu': (
        '.hoodie_partition_metadata '
        '00667125-fd40-47a4-9aef-e5f065e3f29e-0_1-248-636_20260307162619269.parquet '
        '5fa27133-7a82-4124-9a6b-8a94c18ff8ef-0_0-176-417_20260307162612542.parquet '
        '694491b7-ed54-402d-ad59-c36ed6c1d6a2-0_0-263-694_20260307162620509.parquet '
        'c86b1f8f-af9f-4b56-83e7-26cb80673368-0_0-191-459_20260307162614221.parquet '
        'c923cb31-a2d3-49c6-8f47-4be96502c239-0_0-27-52_20260307162557587.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_meta/region=us': (
        '.hoodie_partition_metadata '
        '38396fa4-915f-483c-9bc0-a6edf6a0b941-0_1-263-695_20260307162620509.parquet '
        '3e93c8a9-fda0-4e8a-91dc-b4ade7dab76d-0_0-236-590_20260307162618152.parquet '
        '3e93c8a9-fda0-4e8a-91dc-b4ade7dab76d-0_1-27-53_20260307162557587.parquet '
        '4b63f708-eab3-4bdf-ba38-ce90f356fce2-0_2-248-637_20260307162619269.parquet '
        '9041822d-a952-41d2-87fc-4652f4df0f9f-0_0-209-508_20260307162615591.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/.hoodie/timeline': (
        '20260307135832616.deltacommit.requested 20260307135833781.deltacommit.inflight '
        '20260307135839205.deltacommit.inflight'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=apac': (
        '.hoodie_partition_metadata '
        '6c49c37a-faf6-4ab2-a4a7-d66e4ea05a2f-0_0-55-112_20260307135839205.parquet '
        '9c6ed25b-6c9d-4793-ad27-1c8518086b6a-0_1-62-130_20260307135839895.parquet '
        '9c6ed25b-6c9d-4793-ad27-1c8518086b6a-0_2-3-8_20260307135827749.parquet '
        'db3ba9f9-d2c3-4bf4-a2e7-03ea74dd032f-0_0-66-139_20260307135840454.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=eu': (
        '.hoodie_partition_metadata 7a277c43-3eaf-43af-ac23-8b8fd5af50be-0_0-47-98_20260307135837782.parquet '
        'b151ed41-bdc8-4b95-a733-69266ed89edd-0_1-66-140_20260307135840454.parquet '
        'be8660fe-da4e-43c3-80cf-4fccb89ab0cc-0_0-42-90_20260307135836605.parquet '
        'c06fe141-9f11-46fb-aa70-d7f9d2dcca2f-0_0-3-6_20260307135827749.parquet '
        'c1690aed-ab5b-4e4a-aa70-d8de21cdf5df-0_0-70-148_20260307135840975.parquet'
    ),
    'crates/test/data/sample_table/mor/avro/v9_txns_simple_nometa/region=us': (
        '.hoodie_partition_metadata '
        '4625f1ea-a436-4846-a24a-1328e1c036a6-0_2-66-141_20260307135840454.parquet '
        '7e0f3c9f-f99a-439a-9e9b-e504f87f9ae5-0_1-70-149_20260307135840975.parquet '
        '8fbe3fc8-a15f-4ffe-aac5-20024bdc863d-0_0-51-105_20260307135838542.parquet '
        'db2fca8f-03b7-4da7-b042-4b617ab79b9d-0_0-62-129_20260307135839895.parquet '
        'db2fca8f-03b7-4da7-b042-4b617ab79b9d-0_1-3-7_20260307135827749.parquet'
    ),
    'crates/test/data/sample_table/mor/parquet/v6_nonpartitioned': (
        '.hoodie_partition_metadata d206069c-22c8-4532-b9ea-3cf4282342c4-0_0-13-23_20250117083125837.parquet '
        'd5c0b12d-088d-48e8-9683-3f0c1eabcaf0-0_1-33-44_20250117083136333.parquet'
    ),
}

HAIKU_RECIPES_KIND = {
    '': (
        'app-admin/pwgen/pwgen-2.08.recipe app-admin/testdisk/testdisk-7.2.recipe '
        'app-arch/brotli/brotli-1.2.0.recipe app-arch/lrzip/lrzip-0.651.recipe app-arch/tar/tar-1.35.recipe '
        'app-backup/borgbackup/borgbackup-1.4.4.recipe app-backup/luckybackup/luckybackup-0.5.0.recipe '
        'app-benchmarks/piozone/piozone-1.0.recipe app-benchmarks/vttest/vttest-20230201.recipe '
        'app-cdr/iat/iat-0.1.7.recipe app-dicts/aspell_sk/aspell_sk-2.02~0.recipe '
        'app-editors/jdtextedit/jdtextedit-9.1.recipe app-editors/vis/vis-0.8.recipe '
        'app-emulation/atari800_libretro/atari800_libretro-3.1.0_20260130.recipe '
        'app-emulation/fuse_libretro/fuse_libretro-1.1.1_20241124.recipe app-emulation/wine/wine-7.1.recipe '
        'app-forensics/pe_bear/pe_bear-0.6.5.2.recipe app-forensics/yara/yara-4.4.0.recipe '
        'app-i18n/libhangul/libhangul-0.1.0.recipe app-i18n/mozc/mozc-2.26.4451.1.recipe '
        'app-misc/ansiweather/ansiweather-1.19.1.recipe app-misc/far/far-2~git.recipe '
        'app-misc/gcal/gcal-4.1.recipe app-misc/task/task-2.6.0~git.recipe app-misc/tmux/tmux-3.1c.recipe '
        'app-office/kmymoney/kmymoney-5.2.2.recipe app-office/libalkimia/libalkimia_kf5-8.2.0.recipe '
        'app-office/tuxcards/tuxcards-2.2.1~git.recipe app-shells/mcfly/mcfly-0.9.3.recipe '
        'app-text/dvisvgm/dvisvgm-3.6.recipe app-text/kchmviewer/kchmviewer-7.7.recipe '
        'app-text/liblangtag/liblangtag-0.6.3.recipe app-text/libmspub/libmspub-0.1.4.recipe '
        'app-text/psutils/psutils-3.3.11.recipe app-text/xpdf/xpdf-3.04.recipe '
        'app-vim/cream/cream-0.43.recipe dev-build/autoconf/autoconf2.71-2.71.recipe '
        'dev-build/muon/muon-0.4.0.recipe dev-cpp/gtkmm/gtkmm3-3.24.11.recipe '
        'dev-embedded/2cdt/2cdt-2016.10.16.recipe dev-embedded/dasmxx/dasmxx-0.1.202108.recipe '
        'dev-embedded/hideur_maikeur/hideur_maikeur-2.0.recipe dev-games/box2d/box2d-2.4.1.recipe '
        'dev-haskell/cabal/cabal-3.2.1.0.recipe dev-lang/camlp5/camlp5-7.05.recipe '
        'dev-lang/duktape/duktape-2.6.0.recipe dev-lang/fpc_source/fpc_source-3.2.2.recipe '
        'dev-lang/ghc/ghc-7.8.3.recipe dev-lang/golang/golang-1.26.1.recipe '
        'dev-lang/ocaml/ocaml-4.07.0.recipe dev-lang/python/python3.10-3.10.20.recipe '
        'dev-lang/xamos/xamos-0.29.recipe dev-libs/icu/icu66-66.1.recipe dev-libs/icu/icu67-67.1.recipe '
        'dev-libs/libcdio/libcdio1-2.0.0.recipe dev-libs/libdsm/libdsm-0.3.2.recipe '
        'dev-libs/librevenge/librevenge-0.0.0.recipe dev-libs/libsigc++/libsigc++3-3.0.3.recipe '
        'dev-libs/libunibreak/libunibreak-5.1.recipe dev-libs/libxml++/libxml++2-2.42.3.recipe '
        'dev-libs/libxml2/libxml2-2.15.3.recipe dev-libs/libxmlb/libxmlb-0.3.28.recipe '
        'dev-libs/libzip/libzip-1.11.4.recipe dev-libs/mimetic/mimetic-0.9.8.recipe '
        'dev-libs/objfw/objfw-1.5.7.recipe dev-libs/oniguruma/oniguruma-6.9.8.recipe '
        'dev-libs/qgpgme/qgpgme_qt5-2.1.0.recipe dev-libs/sombok/sombok-2.4.0.recipe '
        'dev-libs/tvision/tvision-2024.02.04~git.recipe dev-libs/xmlsec/xmlsec-1.2.42.recipe '
        'dev-libs/yazpp/yazpp-1.9.0.recipe dev-lua/tolua/tolua-5.2.4.recipe '
        'dev-perl/business_isbn_data/business_isbn_data-20251223.001.recipe '
        'dev-perl/file_copy_recursive/file_copy_recursive-0.45.recipe '
        'dev-perl/mime_base32/mime_base32-1.303.recipe dev-perl/ref_util_xs/ref_util_xs-0.117.recipe '
        'dev-perl/scope_guard/scope_guard-0.21.recipe dev-perl/unicode_utf8/unicode_utf8-0.63.recipe '
        'dev-python/babel/babel-2.12.1.recipe dev-python/cppy/cppy-1.2.1.recipe '
        'dev-python/flit-core/flit_core-3.12.0.recipe dev-python/frozenlist/frozenlist-1.3.1.recipe '
        'dev-python/gast/gast-0.6.0.recipe dev-python/html5lib/html5lib-1.1.recipe '
        'dev-python/importlib_metadata/importlib_metadata-6.8.0.recipe '
        'dev-python/iniconfig/iniconfig-2.3.0.recipe dev-python/meson-python/meson_python-0.16.0.recipe '
        'dev-python/msgpack/msgpack-1.0.3.recipe dev-python/ply/ply-3.11.recipe '
        'dev-python/pycryptodome/pycryptodome-3.17.recipe '
        'dev-python/pytest-datafiles/pytest_datafiles-3.0.0.recipe dev-python/pytz/pytz-2023.3.recipe '
        'dev-python/requests-futures/requests_futures-1.0.0.recipe dev-python/scipy/scipy-1.15.1.recipe '
        'dev-python/setuptools_rust/setuptools_rust-1.11.1.recipe dev-python/smmap/smmap-5.0.1.recipe '
        'dev-python/speg/speg-0.3.recipe dev-python/sphinxcontrib-devhelp/sphinxcontrib_devhelp-1.0.2.recipe '
        'dev-python/urwid/urwid-2.1.2.recipe dev-python/waitress/waitress-2.1.2.recipe '
        'dev-qt/monkeystudio/monkeystudio-1.9.0.4.recipe dev-qt/qhttpengine/qhttpengine-1.0.1.recipe '
        'dev-qt/qt6-positioning/qt6_positioning-6.10.3.recipe dev-qt/qt6-scxml/qt6_scxml-6.10.3.recipe '
        'dev-qt/qt6-sensors/qt6_sensors-6.10.3.recipe dev-qt/qt6-shadertools/qt6_shadertools-6.10.3.recipe '
        'dev-qt/qtwebengine/qtwebengine_bin-5.15.18.recipe dev-tex/upmendex/upmendex-1.22b.recipe '
        'dev-util/arm_none_eabi_gdb/arm_none_eabi_gdb-7.7.recipe dev-util/gdb/gdb-6.3.recipe '
        'dev-util/iaito/iaito-6.2.0.recipe dev-util/mdds/mdds3.1-3.1.0.recipe '
        'dev-util/pkgconfig/pkgconfig-0.29.2.recipe dev-util/qbs/qbs-1.7.2.recipe '
        'dev-util/r2ghidra/r2ghidra-6.2.0.recipe dev-util/seer/seer-2.4.recipe '
        'dev-util/spirv-tools/spirv_tools-1.4.350.0.recipe dev-util/vbindiff/vbindiff-3.0~beta5.recipe '
        'dev-vcs/libfossil/libfossil-2025.04.04.recipe games-action/barrage/barrage-1.0.5.recipe '
        'games-action/gltron/gltron-0.70.recipe games-action/heartofthealien/heartofthealien-1.2.2.recipe '
        'games-arcade/li_ri/li_ri-3.1.6.recipe games-arcade/moleinvasion_music/moleinvasion_music-0.4.recipe '
        'games-board/qsolocards/qsolocards-0.99.1.recipe games-emulation/dolphin_emu/dolphin_emu-2412.recipe '
        'games-emulation/mame/mame-0.289.recipe '
        'games-emulation/mednafen_psx_hw_libretro/mednafen_psx_hw_libretro-0.9.44.1_20260130.recipe '
        'games-emulation/o2em_libretro/o2em_libretro-1.18_20241021.recipe '
        'games-emulation/vba_next_libretro/vba_next_libretro-1.0.2_20241021.recipe '
        'games-emulation/yabause_libretro/yabause_libretro-0.9.15_20251220.recipe '
        'games-engines/openscenegraph/openscenegraph-3.6.5.recipe '
        'games-fps/cube2tesseract/cube2tesseract-r2553.recipe games-fps/fteqw/fteqw-20250927.recipe '
        'games-fps/openarena_data/openarena_data-0.8.8.recipe games-fps/quake3/quake3-0.6.1.recipe '
        'games-fps/quakespasm/quakespasm-0.96.3.recipe games-misc/nyancat/nyancat-1.5.2.recipe '
        'games-mud/mudlet/mudlet-4.0.3.recipe games-puzzle/blobwars/blobwars-2.00.recipe '
        'games-puzzle/neverball/neverball-1.6.1~20190808.recipe games-puzzle/tbe/tbe-0.9.3.1.recipe '
        'games-rpg/flare/flare-1.14.recipe games-simulation/openrct2/openrct2-0.5.4.recipe '
        'games-strategy/7kaa-music/7kaa_music-2.15.recipe games-strategy/colobot/colobot-0.2.2.recipe '
        'games-strategy/freeciv/freeciv-3.2.5.recipe games-strategy/homeworld_sdl/homeworld_sdl-0.6.recipe '
        'games-strategy/warmux/warmux-11.0.4~git.recipe gnome-base/librsvg/librsvg-2.62.3.recipe '
        'gnome-extra/libgsf/libgsf-1.14.58.recipe gui-libs/kddockwidgets/kddockwidgets-2.4.0.recipe '
        'gui-libs/libhandy/libhandy-1.8.3.recipe haiku-apps/3dmov/3dmov-0.2.recipe '
        'haiku-apps/animator/animator-1.0.recipe haiku-apps/beacon/beacon-27.recipe '
        'haiku-apps/bgswitch/bgswitch-0.1.0.recipe haiku-apps/brie/brie-0.4.recipe '
        'haiku-apps/debugmonitor/debugmonitor-0.1.1~20181227.recipe '
        'haiku-apps/drive_encryption/drive_encryption-1.0.recipe haiku-apps/eventual/eventual-1.0.recipe '
        'haiku-apps/helpviewer/helpviewer-1.6.2.1.recipe haiku-apps/hyperstudio/hyperstudio-1.1_git.recipe '
        'haiku-apps/maps/maps-1.0.recipe haiku-apps/quickres/quickres-20011026.recipe '
        'haiku-apps/recibe/recibe-1.0b1.recipe haiku-apps/scriptureguide/scriptureguide-0.9.1.1.recipe '
        'haiku-apps/serviceswatcher/serviceswatcher-1.0.1.recipe '
        'haiku-apps/simplyvorbis/simplyvorbis-0.1.recipe haiku-apps/tipster/tipster-1.1.3.recipe '
        'haiku-apps/trax/trax-1.1.1.recipe haiku-data/generaluser_gs/generaluser_gs-1.471.recipe '
        'haiku-data/haiku_welcome/haiku_welcome-2026_08_11.recipe '
        'haiku-data/yab_documentation/yab_documentation-1.8.2.recipe '
        'haiku-games/criticalmass/criticalmass-2.3.recipe haiku-games/peggy/peggy-0.7.5.recipe '
        'haiku-libs/media_helpers/media_helpers-0.1.recipe haiku-misc/digiclock/digiclock-1.0.recipe '
        'haiku-misc/iff_catalog/iff_catalog-0.5.recipe haiku-misc/sortsave/sortsave-1.1.recipe '
        'kde-apps/baloo-widgets/baloo_widgets_kf6-26.04.0.recipe kde-apps/bomber/bomber-26.04.0.recipe '
        'kde-apps/katomic/katomic-26.04.0.recipe kde-apps/kcalc/kcalc-26.04.0.recipe '
        'kde-apps/klines/klines-26.04.0.recipe kde-apps/kmahjongg/kmahjongg-26.04.0.recipe '
        'kde-apps/kruler/kruler-26.04.0.recipe kde-apps/kubrick/kubrick-26.04.0.recipe '
        'kde-apps/libkcddb/libkcddb-25.04.3.recipe kde-apps/libkexiv2/libkexiv2-23.08.5.recipe '
        'kde-apps/libkleo/libkleo-23.08.5.recipe kde-apps/libkmahjongg/libkmahjongg-26.04.0.recipe '
        'kde-apps/libksane/libksane_kf6-26.04.0.recipe kde-base/kwrite/kwrite-26.04.0.recipe '
        'kde-frameworks/kactivities-stats/kactivities_stats-5.115.0.recipe '
        'kde-frameworks/kholidays/kholidays-5.115.0.recipe '
        'kde-frameworks/kitemmodels/kitemmodels6-6.28.0.recipe '
        'kde-frameworks/kjobwidgets/kjobwidgets6-6.28.0.recipe '
        'kde-frameworks/knotifyconfig/knotifyconfig6-6.28.0.recipe '
        'kde-frameworks/kuserfeedback/kuserfeedback-1.3.0.recipe '
        'kde-misc/kio-gdrive/kio_gdrive_kf6-26.04.0.recipe media-fonts/caligula/caligula-1.0.recipe '
        'media-fonts/liberation_fonts/liberation_fonts-2.1.5.recipe '
        'media-fonts/nanumfont/nanumfont-2.5.recipe media-fonts/overpass/overpass-3.0.3.recipe '
        'media-fonts/urw_base35_fonts/urw_base35_fonts-20200910.recipe '
        'media-fonts/wqy_zenhei/wqy_zenhei-0.9.45.recipe media-gfx/fontforge/fontforge-20251009.recipe '
        'media-gfx/gphoto2/gphoto2-2.5.27.recipe media-gfx/hvif_tools/hvif_tools-2.1.5.recipe '
        'media-gfx/imagemagick/imagemagick-7.1.2.2.recipe media-gfx/phototonic/phototonic-3.1.0.recipe '
        'media-gfx/scour/scour-0.38.2.recipe media-gfx/zbar/zbar-0.23.90.recipe '
        'media-libs/aalib/aalib-1.4~rc5.recipe media-libs/agar/agar-1.7.0.recipe '
        'media-libs/gexiv2/gexiv2-0.14.6.recipe media-libs/glfw/glfw-3.3.7.recipe '
        'media-libs/hamlib/hamlib-4.4.recipe media-libs/harfbuzz/harfbuzz-14.2.0.recipe '
        'media-libs/jbig2dec/jbig2dec-0.19.recipe media-libs/kquickimageditor/kquickimageeditor-0.3.0.recipe '
        'media-libs/lib2geom/lib2geom-1.4.recipe media-libs/libepoxy/libepoxy-1.5.8.recipe '
        'media-libs/libharu/libharu-2.4.3.recipe media-libs/libmatroska/libmatroska-1.4.5.recipe '
        'media-libs/libshout/libshout-2.4.5.recipe media-libs/libsvgtiny/libsvgtiny-0.1.8.recipe '
        'media-libs/libvorbis/libvorbis-1.3.7.recipe media-libs/libxmp/libxmp-4.6.3.recipe '
        'media-libs/soxr/soxr-0.1.3.recipe media-libs/sratom/sratom-0.6.14.recipe '
        'media-libs/taglib/taglib-1.13.1.recipe media-libs/x265/x265-3.5.recipe '
        'media-plugins/audacious-plugins/audacious_plugins-4.4.2.recipe '
        'media-sound/audacious/audacious-4.4.2.recipe media-sound/fluidsynth/fluidsynth2-2.1.8.recipe '
        'media-sound/opensound/opensound-4.2.recipe media-sound/redoflacs/redoflacs-0.31~pre.recipe '
        'media-sound/skympc/skympc-1.6.5.recipe media-sound/twolame/twolame-0.4.0.recipe '
        'media-video/handbrake/handbrake-1.5.1.recipe meta-ports/meta_portsfile/meta_portsfile-1.recipe '
        'net-im/telegram-desktop/telegram_desktop-7.0.2.recipe net-irc/bitchx/bitchx-1.2.1.recipe '
        'net-libs/cpr/cpr-1.14.2.recipe net-libs/libetpan/libetpan-1.9.4.recipe '
        'net-libs/libs3/libs3-2.0.recipe net-libs/libsearpc/libsearpc-3.1.recipe '
        'net-libs/libtorrent/libtorrent-0.13.8.recipe net-libs/libvncserver/libvncserver-0.9.13.recipe '
        'net-libs/libwebsockets/libwebsockets-4.3.3.recipe net-libs/mbedtls/mbedtls3-3.6.5.recipe '
        'net-libs/neon/neon-0.36.0.recipe net-libs/nettle/nettle-3.7.3.recipe '
        'net-libs/webkit-gtk/webkit_gtk4-2.52.5.recipe net-mail/dovecot/dovecot-2.3.21.recipe '
        'net-misc/gophernicus/gophernicus-2.0~git.recipe net-news/rssguard/rssguard-4.2.1.recipe '
        'net-nntp/tin/tin-2.4.4.recipe net-p2p/retroshare/retroshare-0.6.6.recipe '
        'net-p2p/rtorrent/rtorrent-0.9.8.recipe net-p2p/transmission/transmission-3.00.recipe '
        'net-vpn/tor/tor-0.4.8.12.recipe sci-calculators/qalculate-qt/qalculate_qt-5.10.0.recipe '
        'sci-electronics/galasm/galasm-2.1.recipe sci-geosciences/gpxsee/gpxsee-13.9.recipe '
        'sci-geosciences/qgis/qgis-3.44.5.recipe sci-libs/cblas_reference/cblas_reference-20110120.recipe '
        'sci-libs/gdal/gdal-3.4.2.recipe sci-libs/matio/matio-1.5.26.recipe '
        'sci-mathematics/ginac/ginac-1.7.2.recipe sys-apps/coreutils/coreutils-9.11.recipe '
        'sys-apps/diskus/diskus-0.6.0.recipe sys-apps/ed/ed-1.22.4.recipe sys-apps/file/file-5.43.recipe '
        'sys-apps/findutils/findutils-4.9.0.recipe sys-block/nbdkit/nbdkit-1.36.1.recipe '
        'sys-boot/u-boot/u_boot-2024.04.recipe sys-devel/arm_none_eabi_gcc/arm_none_eabi_gcc-13.1.0.recipe '
        'sys-devel/bc/bc-1.07.1.recipe sys-devel/lemon/lemon-1.0~src.recipe '
        'sys-devel/llvm/llvm18-18.1.7.recipe sys-firmware/sigrok-firmware-fx2lafw/fx2lafw-0.1.6.recipe '
        'sys-fs/exfatprogs/exfatprogs-1.3.0.recipe sys-fs/fuse-nfs/fuse_nfs-1.0.0~git.recipe '
        'sys-libs/argp_standalone/argp_standalone-1.5.0.recipe sys-libs/glu/glu-9.0.0.recipe '
        'sys-libs/libexecinfo/libexecinfo-1.1.recipe sys-libs/libhx/libhx-3.26.recipe '
        'sys-libs/ncurses5/ncurses5-6.2.recipe www-client/bezilla/bezilla-2.0.0.22.recipe '
        'www-client/ddgr/ddgr-2.3~git.recipe www-client/iceweasel/iceweasel_esr-153.0.recipe '
        'x11-libs/cairo/xcairo-1.18.4.recipe x11-libs/fltk/fltk-1.4.4.recipe '
        'x11-libs/gtk4/gtk4-4.23.2.recipe x11-libs/libfm-qt/libfm_qt-1.4.0.recipe '
        'x11-misc/synergy/synergy-1.5.0.recipe '
        'x11-themes/adwaita-icon-theme-legacy/adwaita_icon_theme_legacy-46.2.recipe'
    ),
}

HAIKU_RECIPES_OTHER = {
    '': ('.github/workflows/lint.yml', 'app-arch/libzim/patches/libzim-9.2.3.patchset', 'app-arch/lrzip/patches/CVE-2023-39741.patch', 'app-arch/xar/patches/xar-1.8-Add-OpenSSL-To-Configuration.patch', 'app-arch/xar/patches/xar-1.8.0.0.487-variable-sized-object.patch', 'app-arch/zip/patches/zip-3.0.patchset', 'app-benchmarks/bonnie++/patches/bonnie++-2.00a.patchset', 'app-benchmarks/piozone/patches/piozone-1.0.patch', 'app-editors/cudatext/additional-files/CudaText.rdef.in', 'app-editors/featherpad/additional-files/featherpad.rdef.in', 'app-editors/featherpad/patches/featherpad-1.5.1.patchset', 'app-editors/hteditor/patches/hteditor-2.1.0.patchset', 'app-editors/notepadqq/patches/notepadqq-1.4.8.ote.patchset', 'app-editors/vis/licenses/Vis', 'app-emulation/81_libretro/additional-files/81_libretro.info.in', 'app-emulation/bochs/additional-files/Bochs logo icon v01.iom', 'app-emulation/previous/additional-files/previous.rdef.in', 'app-emulation/previous/patches/previous-3.1~svn.patchset', 'app-emulation/virtualbox-guest-additions/patches/virtualbox_guest_additions-5.1.26.patchset', 'app-emulation/wine/additional-files/wine.rdef.in', 'app-forensics/aflplusplus/patches/aflplusplus-3.0c-LDFLAGS.patch', 'app-i18n/tagainijisho/additional-files/tagainijisho.rdef.in', 'app-misc/lasermagic/patches/lasermagic-0.1.36.patchset', 'app-misc/tmux/licenses/ISC', 'app-office/calcurse/patches/calcurse-4.8.0.patchset', 'app-office/calligra/additional-files/template_icons.zip', 'app-office/libreoffice/patches/libreoffice-24.8.1.1.patchset', 'app-shells/command_not_found/patches/command_not_found-0.0.1~git.patchset', 'app-text/booksorg/additional-files/booksorg.rdef.in', 'app-text/cutemarked/additional-files/CuteMarkEd.rdef.in', 'app-text/elforkane/additional-files/elforkane.rdef.in', 'app-text/fbreader/patches/fbreader-0.99.4.patchset', 'app-text/gpp/licenses/GPP', 'app-text/hoedown/licenses/ISC', 'app-text/kchmviewer/additional-files/haikuicons.zip', 'app-text/mandoc/patches/mandoc-1.14.6.patchset', 'app-text/texlive/patches/texlive-2026-source2.patchset', 'dev-build/ninja/patches/ninja-1.13.2.patchset', 'dev-cpp/crcpp/patches/crcpp-1.2.2.0.patchset', 'dev-cpp/glog/patches/glog-0.7.1.patchset', 'dev-cpp/sparsehash/patches/sparsehash-2.0.4.patchset', 'dev-cpp/yaml_cpp/patches/yaml_cpp-0.7.0.patchset', 'dev-embedded/arduino/patches/JFileChooser-1.6.1.patchset', 'dev-embedded/gputils/patches/gputils-1.5.0.patchset', 'dev-embedded/ira/licenses/IRA', 'dev-embedded/libftdi/patches/libftdi-1.5.patchset', 'dev-games/surgescript/patches/surgescript-0.5.5.patchset', 'dev-java/gnu_classpath/licenses/GNU GPL v2 with classpath exceptions', 'dev-java/jamvm/patches/jamvm-2.0.0.patchset', 'dev-lang/bacon/additional-files/bacon.rdef.in', 'dev-lang/erlang/licenses/EPL', 'dev-lang/fasm/licenses/fasm', 'dev-lang/ghc/patches/ghc-7.10.3.patchset', 'dev-lang/nim/additional-files/config.nims', 'dev-lang/openjdk/patches/openjdk-1.7_2013_11_08-source8.patchset', 'dev-lang/python/licenses/Python', 'dev-lang/ruby/licenses/Ruby', 'dev-lang/spidermonkey/licenses/NPL v1.1', 'dev-lang/swift_lang/patches/swift_lang-4.1.0~git.patchset', 'dev-lang/swig/licenses/SWIG', 'dev-lang/tcc/patches/tcc-0.9.26.patchset', 'dev-lang/tcl/licenses/TCL', 'dev-libs/apr_util/patches/apr_util-1.6.3.patchset', 'dev-libs/crypto++/licenses/Boost v1.0', 'dev-libs/double-conversion/patches/double_conversion-3.3.1.patchset', 'dev-libs/dragonbox/licenses/Boost v1.0', 'dev-libs/icu/licenses/ICU', 'dev-libs/irrxml/additional-files/Makefile.am', 'dev-libs/ixion/patches/boost190.patch', 'dev-libs/jsoncpp/patches/jsoncpp-1.9.4.patchset', 'dev-libs/libpcre2/licenses/PCRE', 'dev-libs/libsigc++/patches/libsigc++-1.2.7.patchset', 'dev-libs/libsodium/licenses/ISC', 'dev-libs/libtomcrypt/licenses/WTFPL v2', 'dev-libs/protobuf/patches/protobuf-3.17.2.patchset', 'dev-libs/schroedinger_coordgenlibs/patches/schroedinger_coordgenlibs-3.0.2.patchset', 'dev-libs/tvision/licenses/TVISION', 'dev-libs/unicorn/patches/unicorn-2.1.2.patchset', 'dev-libs/utfcpp/licenses/Boost v1.0', 'dev-python/cffi/patches/cffi-1.15.1.patchset', 'dev-python/docutils/licenses/Python', 'dev-python/pycryptodome/licenses/Unlicense', 'dev-python/setuptools/licenses/Python', 'dev-python/sip/licenses/SIP', 'dev-python/waitress/licenses/ZPL v2.1', 'dev-qt/qt6-doc/licenses/GNU FDL v1', 'dev-qt/qt6-location/licenses/GNU FDL v1', 'dev-qt/qt6-positioning/licenses/GNU FDL v1', 'dev-qt/qt6-qtmqtt/licenses/GNU FDL v1.3', 'dev-qt/qt6-quick3dphysics/licenses/GNU FDL v1', 'dev-qt/qt6-scxml/licenses/GNU FDL v1', 'dev-qt/qt6-sensors/licenses/GNU FDL v1', 'dev-qt/qt6-shadertools/licenses/GNU FDL v1', 'dev-qt/qt6-tools/additional-files/Assistant.rdef.in', 'dev-tcltk/tcllib/licenses/TCL', 'dev-util/boost_build/patches/boost_build-1.70.0.patchset', 'dev-util/ccls/patches/addapt_llvm20.patch', 'dev-util/iaito/patches/iaito-6.2.0-source2.patchset', 'dev-util/pjdfstest/patches/pjdfstest-0.1.patchset', 'dev-util/qbs/patches/qbs-1.9.1.patchset', 'dev-util/redasm/patches/redasm-2.1.1.patchset', 'dev-util/sidreloc/additional-files/Makefile.am', 'dev-util/spirv-tools/patches/spirv_tools-1.4.350.0.patchset', 'dev-vcs/cvsps/patches/cvsps-2.2b1.patchset', 'games-action/aaaa/additional-files/aaaa.rdef.in', 'games-action/betterspades/additional-files/betterspades.rdef.in', 'games-action/classicube/additional-files/classicube.rdef.in', 'games-action/commandergenius/additional-files/commandergenius.rdef.in', 'games-action/cro_mag_rally/patches/cro_mag_rally-3.0.1.patchset', 'games-action/endless_sky/additional-files/endless-sky.rdef.in', 'games-action/heart_of_darkness/additional-files/heart_of_darkness.hvif', 'games-action/lugaru/patches/lugaru-1.2.patchset', 'games-action/maelstrom/patches/maelstrom-3.0.6-warnings.patch', 'games-action/mightymike/licenses/CC-BY-NC-SA-4.0', 'games-arcade/antigravitaattori/additional-files/antigravitaattori', 'games-arcade/astromenace/patches/astromenace-1.4.3.patchset', 'games-arcade/asylum/patches/asylum-0.3.2.patchset', 'games-arcade/digger/patches/digger-20020314.patchset', 'games-arcade/edgar/additional-files/Legend of Edgar icon v03.iom', 'games-arcade/freegish/patches/freegish-1.0.patchset', 'games-arcade/moleinvasion_music/licenses/LALv1.2', 'games-arcade/opentyrian/patches/opentyrian-2.1.20130907.patchset', 'games-emulation/advancemame/patches/advancemame_x86-3.10.patchset', 'games-emulation/desmume_libretro/additional-files/desmume_libretro.info.in', 'games-emulation/dosbox/patches/dosbox-0.74.3.patchset', 'games-emulation/genesis_plus_gx_wide_libretro/licenses/Xiph', 'games-emulation/mednafen_psx_hw_libretro/additional-files/mednafen_psx_hw_libretro.info.in', 'games-emulation/mednaffe/patches/mednaffe-0.9.2.patchset', 'games-emulation/meteor_libretro/additional-files/meteor_libretro.info.in', 'games-emulation/mgba/additional-files/mgba.rdef.in', 'games-emulation/vba_next_libretro/additional-files/vba_next_libretro.info.in', 'games-emulation/veesem/licenses/ISC', 'games-engines/exult/additional-files/exult.rdef.in', 'games-engines/instead/additional-files/instead.rdef.in', 'games-engines/love/additional-files/love.rdef.in', 'games-engines/openscenegraph/licenses/OSGPL', 'games-engines/scummvm_libretro/additional-files/scummvm_libretro.info.in', 'games-fps/cube2tesseract/patches/cube2tesseract-r2553.patchset', 'games-fps/gzdoom/patches/gzdoom-x86-3.8.2.patchset', 'games-fps/hacx/additional-files/hacx.sh', 'games-misc/nyancat/licenses/UIUC', 'games-puzzle/flobopuyo/patches/flobopuyo-0.20.patchset', 'games-rpg/arx_libertatis/patches/arx_libertatis-1.2.1-source2.patchset', 'games-rpg/eternal_lands/licenses/ELCPL 1.0', 'games-strategy/7kaa-music/licenses/7kaa-Music', 'games-strategy/freeciv/patches/freeciv-3.2.5.patchset', 'games-strategy/freesynd/additional-files/freesynd.rdef.in', 'games-strategy/globulation2/additional-files/globulation2.rdef.in', 'games-strategy/homeworld_sdl/licenses/RE-INC-EULA', 'games-strategy/ja2_stracciatella/licenses/SFI-SCLA', 'games-util/fteqcc/additional-files/classes.txt', 'gnome-extra/gucharmap/licenses/GNU FDL v3.1', 'gui-libs/kddockwidgets/patches/kddockwidgets-2.4.0.patchset', 'haiku-apps/drive_encryption/licenses/TrueCrypt', 'haiku-apps/helpviewer/licenses/FatElk', 'haiku-apps/mkdepend/source/mkdepend-1.7.zip', 'haiku-apps/simplyvorbis/licenses/SimplyVorbis', 'haiku-data/be_book/licenses/Attribution-NonCommercial-NoDerivs 3.0 Unported', 'haiku-data/generaluser_gs/licenses/GeneralUser GS License v2.0', 'haiku-games/criticalmass/licenses/CriticalMass', 'haiku-libs/libsanta/licenses/libsanta', 'haiku-misc/barrier_haiku/patches/barrier_haiku-1.0~git.patchset', 'haiku-misc/sortsave/licenses/SortSave', 'kde-apps/cantor/additional-files/cantor.rdef.in', 'kde-apps/kapptemplate/additional-files/kapptemplate.rdef.in', 'kde-apps/kbreakout/additional-files/kbreakout.rdef.in', 'kde-apps/kcharselect/additional-files/kcharselect.rdef.in', 'kde-apps/kiriki/additional-files/kiriki.rdef.in', 'kde-apps/kiten/additional-files/kiten.rdef.in', 'kde-apps/kldap/licenses/CC0 v1.0', 'kde-apps/kollision/additional-files/kollision.rdef.in', 'kde-apps/kompare/additional-files/kompare.rdef.in', 'kde-apps/krdc/additional-files/krdc.rdef.in', 'kde-apps/kshisen/additional-files/kshisen.rdef.in', 'kde-apps/ksudoku/additional-files/ksudoku.rdef.in', 'kde-apps/ktuberling/additional-files/ktuberling.rdef.in', 'kde-apps/libkcddb/licenses/GNU FDL v1.2', 'kde-base/kate/patches/kate-26.04.0.patchset', 'kde-base/kwave/additional-files/icons.zip', 'kde-frameworks/kdelibs4support/patches/kdelibs4support-5.115.0.patchset', 'kde-frameworks/kservice/patches/kservice-5.115.0.patchset', 'mail-client/balsa/additional-files/balsa.rdef.in', 'mail-client/icedove/additional-files/branding.zip', 'media-fonts/urw_base35_fonts/licenses/AGPL-3.0', 'media-fonts/urw_base35_fonts/licenses/URW Font License', 'media-gfx/azpainter/patches/disable_cursors.patch', 'media-gfx/blender/patches/blender3-3.3.21.patchset', 'media-gfx/imagemagick/licenses/IMAGEMAGICK', 'media-gfx/jpegoptim/patches/jpegoptim-1.4.7.patchset', 'media-gfx/kphotoalbum/licenses/CC-BY-SA-4.0', 'media-gfx/leocad/patches/leocad-23.03.patchset', 'media-gfx/luminance_hdr/patches/luminance_hdr-2.6.1.2~git.patchset', 'media-gfx/qrencode/patches/qrencode_kdl-3.4.4.patchset', 'media-gfx/rawtherapee/additional-files/rawtherapee.rdef.in', 'media-gfx/superslicer/additional-files/superslicer.rdef.in', 'media-gfx/valentina/additional-files/tape.rdef.in', 'media-libs/agar/licenses/OFL v1.1', 'media-libs/babl/patches/babl-0.1.120.patchset', 'media-libs/coin/patches/coin-4.0.0-0005-Slightly-fix-coin.cfg.cmake.in.patch', 'media-libs/flickcurl/patches/flickcurl-1.26.patchset', 'media-libs/flif/patches/flif-0.4.patchset', 'media-libs/game-music-emu/patches/game_music_emu-0.6.1.patchset', 'media-libs/gstreamer/patches/gstreamer-1.28.5.patchset', 'media-libs/jasper/licenses/JasPer v2', 'media-libs/libbdplus/patches/libbdplus-0.1.2.patchset', 'media-libs/libdvdnav/patches/libdvdnav-6.1.1.patchset', 'media-libs/libicns/patches/support-libopenjp2.patch', 'media-libs/libmng/licenses/LIBMNG', 'media-libs/libmodplug/patches/libmodplug-0.8.9.0.patchset', 'media-libs/libmypaint/licenses/ISC', 'media-libs/libpagemaker/patches/libpagemaker-0.0.4.patchset', 'media-libs/openal/patches/openal-1.13.0.patchset', 'media-libs/openexr/patches/openexr-3.0.5.patchset', 'media-libs/openh264/patches/openh264-2.4.1.patchset', 'media-libs/opentimelineio/patches/opentimelineio-0.17.0.patchset', 'media-libs/portsmf/patches/portsmf-239.patchset', 'media-libs/rtmidi/licenses/RtMidi', 'media-libs/sbc/patches/sbc-2.0.patchset', 'media-libs/sdl_mixer/patches/sdl_mixer-1.2.11.patch', 'media-libs/smpeg2/patches/smpeg2-2.0.0.patchset', 'media-libs/soxr/patches/soxr-0.1.3.patchset', 'media-libs/x265/patches/x265-3.5.patchset', 'media-plugins/mda_vst/patches/mda_vst-20150618.patchset', 'media-sound/amarok/additional-files/amarok.rdef.in', 'media-sound/lame/patches/lame-3.98.4.patch', 'media-sound/picard/additional-files/haikuicons.zip', 'media-video/avidemux/additional-files/haikuicons.zip', 'media-video/ffmpeg/additional-files/gcc_runtime.c', 'media-video/vcdimager/patches/libxml214.diff', 'net-analyzer/netperf/licenses/netperf', 'net-dialup/syncterm/additional-files/syncterm.rdef', 'net-fs/curlftpfs/patches/curlftpfs-0.9.2.patchset', 'net-irc/weechat/patches/weechat-4.8.1.patchset', 'net-libs/mbedtls/patches/mbedtls3-3.6.5.patchset', 'net-libs/tdlib/licenses/Boost v1.0', 'net-misc/owncloud-client/patches/owncloud_client-2.6.1.patchset', 'net-misc/youtube_dl/licenses/Unlicense', 'net-news/quiterss/additional-files/quiterss.rdef.in', 'net-p2p/qbittorrent/patches/qbittorrent-4.3.1.patchset', 'net-p2p/transmission/licenses/Transmission', 'net-vpn/tor/licenses/Tor', 'sci-astronomy/wcslib/patches/wcslib-8.4.patchset', 'sci-electronics/galasm/licenses/galer', 'sci-geosciences/gpxlab/additional-files/gpxlab.rdef.in', 'sci-libs/cln/patches/cln-1.3.6.patch', 'sci-libs/gdal/patches/gdal-3.4.2.patchset', 'sci-libs/libspatialindex/patches/libspatialindex-1.9.3.patchset', 'sci-libs/netcdf_fortran/licenses/UCAR_Unidata', 'sci-libs/openlibm/licenses/OpenLibm', 'sci-libs/scotch/additional-files/Makefile.inc.x86_pc_haiku.shlib', 'sci-mathematics/cgal/licenses/Boost v1.0', 'sys-apps/findutils/patches/findutils-4.9.0.patchset', 'sys-apps/ripgrep/licenses/Unlicense', 'sys-devel/lemon/licenses/SQLite', 'sys-devel/llvm/licenses/Apache v2 with LLVM Exception', 'sys-devel/llvm/licenses/UIUC', 'sys-devel/llvm/patches/lld-12.0.1.patchset', 'sys-devel/llvm/patches/llvm19-19.1.7.patchset', 'sys-firmware/intel-wifi-firmwares/licenses/Intel WiFi Firmware', 'sys-firmware/ralink-wifi-firmwares/licenses/Ralink WiFi Firmware', 'sys-fs/e2fsprogs/patches/e2fsprogs-1.47.3.patchset', 'sys-fs/fuse-nfs/patches/fuse_nfs-1.0.0~git.patchset', 'sys-libs/kpmcore/patches/kpmcore-21.12.0.patchset', 'sys-libs/slang/patches/slang-2.3.3.patchset', 'sys-process/cronie/additional-files/anacrontab', 'www-client/bezilla/patches/bezilla-2.0.0.22.patchset', 'www-client/dooble/patches/dooble-2025.07.18.patchset', 'www-client/iceweasel/additional-files/mozconfig', 'www-client/librewolf/patches/librewolf_launcher-153.0.3.patchset', 'www-client/netsurf/patches/netsurf-3.10.patchset', 'www-client/waterfox/additional-files/waterfox_launcher.rdef.in', 'www-client/weboob/patches/0001-Add-Haiku-specific-user-paths.patch', 'www-servers/apache/patches/apache-2.4.66.patchset', 'www-servers/lighttpd/additional-files/quickstart-geoip.txt', 'x11-libs/fltk/licenses/FLTK', 'x11-libs/libxau/patches/libxau-1.0.9.patchset', 'x11-libs/libxcursor/licenses/libXcursor', 'x11-libs/libxkbcommon/patches/libxkbcommon-1.13.2.patch', 'x11-libs/pango/patches/pango-1.58.0.patchset', 'x11-misc/pcmanfm-qt/additional-files/pcmanfm-qt.rdef.in', 'x11-misc/pcmanfm-qt/patches/pcmanfm_qt-1.4.0.patchset'),
    'games-emulation/vice_libretro/additional-files': (
        'vice_xcbm5x0_libretro.info.in vice_xpet_libretro.info.in vice_xscpu64_libretro.info.in'
    ),
}

HAIKU_PATCHSETS_KIND = {
    '': (
        'app-admin/kc/patches/kc-2.5.1.patchset app-admin/pass/patches/pass-1.7.4.patchset '
        'app-antivirus/clamav-gui/patches/clamav_gui-1.2.2.patchset '
        'app-arch/lrzip/patches/lrzip-0.651.patchset app-arch/tar/patches/tar-1.35.patchset '
        'app-backup/luckybackup/patches/luckybackup-0.5.0.patchset '
        'app-benchmarks/bonnie++/patches/bonnie++-1.98.patchset '
        'app-benchmarks/ffsb/patches/ffsb-6.0_rc2.patchset '
        'app-benchmarks/hyperfine/patches/termios-0.3.1.patchset '
        'app-crypt/argon2/patches/argon2-20200709-gcc2.patchset '
        'app-crypt/libu2f_server/patches/libu2f_server-1.1.0.patchset '
        'app-editors/hteditor/patches/hteditor-2.1.0.patchset app-editors/kile/patches/kile-3.0~b3.patchset '
        'app-editors/mg/patches/mg-7.3.patchset app-editors/rehex/patches/rehex-0.62.1.patchset '
        'app-emulation/aqemu/patches/aqemu-0.9.2.patchset app-emulation/fuse/patches/fuse-1.5.6.patchset '
        'app-emulation/nesalizer/patches/nesalizer-1.0~git.patchset '
        'app-emulation/spice/patches/spice-0.15.2.patchset app-i18n/canna/patches/canna-1.0.3~git.patchset '
        'app-i18n/mozc/patches/mozc-2.26.4451.1.patchset app-i18n/opencc/patches/opencc-1.1.4.patchset '
        'app-misc/clipboard/patches/clipboard-0.10.0.patchset '
        'app-misc/colordiff/patches/colordiff-1.0.19.patchset app-misc/far/patches/far-2~git.patchset '
        'app-misc/jigdo/patches/jigdo-0.8.2.patchset app-misc/mdate/patches/mdate-1.7.0.3.patchset '
        'app-misc/qmodmaster/patches/qmodmaster-0.5.2.patchset app-misc/strigi/patches/strigi-0.7.8.patchset '
        'app-misc/tmux/patches/tmux-3.1c.patchset app-office/abiword/patches/abiword-3.0.7.patchset '
        'app-office/gnucash/patches/gnucash-5.14.patchset '
        'app-office/gnumeric/patches/gnumeric-1.12.60.patchset '
        'app-office/texmacs/patches/texmacs-1.99.12.patchset '
        'app-office/texmaker/patches/texmaker-5.1.4.patchset app-shells/es/patches/es-0.9.1.patchset '
        'app-shells/zsh/patches/zsh-5.9.patchset app-text/kbbi-qt/patches/kbbi_qt-1.1.patchset '
        'app-text/odt2txt/patches/odt2txt-0.5.patchset app-text/podofo/patches/podofo-0.9.7.patchset '
        'app-text/poppler/patches/poppler-23.12.0.patchset app-text/poppler/patches/poppler-24.12.0.patchset '
        'app-text/xmlto/patches/xmlto-0.0.29.patchset dev-build/meson/patches/meson-1.11.1.patchset '
        'dev-build/ninja/patches/ninja-1.13.2.patchset dev-build/scons/patches/scons-4.6.0.patchset '
        'dev-cpp/crcpp/patches/crcpp-1.2.2.0.patchset dev-cpp/libcmis/patches/libcmis-0.5.2.patchset '
        'dev-cpp/sparsehash/patches/sparsehash-2.0.4.patchset '
        'dev-cpp/websocketpp/patches/websocketpp-0.8.2.patchset '
        'dev-embedded/esputil/patches/esputil-1.0.1.patchset '
        'dev-embedded/openocd/patches/openocd-0.12.0.patchset dev-embedded/sdcc/patches/sdcc-4.5.0.patchset '
        'dev-games/godot/patches/godot-2.1.6.patchset dev-games/godot/patches/godot-3.0.6.patchset '
        'dev-lang/algol68g/patches/algol68g-2.8.4.patchset dev-lang/ghc/patches/ghc-8.10.5.patchset '
        'dev-lang/ghc/patches/ghc-8.6.5.patchset dev-lang/gnucobol/patches/gnucobol-3.2.patchset '
        'dev-lang/janet/patches/janet-1.32.1.patchset dev-lang/lua/patches/lua-5.1.5.patchset '
        'dev-lang/lua/patches/lua-5.3.6.patchset dev-lang/luajit/patches/luajit-2.1.patchset '
        'dev-lang/opensmalltalk_vm/patches/opensmalltalk_vm-202312181441.patchset '
        'dev-lang/php/patches/php8-8.5.2.patchset dev-lang/python/patches/python3.11-3.11.15.patchset '
        'dev-lang/swift_lang/patches/swift_llvm-4.1.0~git.patchset '
        'dev-libs/boost/patches/boost1.90-1.90.0.patchset dev-libs/glib/patches/glib2-2.57.1.patchset '
        'dev-libs/glib/patches/glib2-2.88.1-source3.patchset dev-libs/libburn/patches/libburn-1.4.8.patchset '
        'dev-libs/libcdio/patches/libcdio-2.0.0.patchset dev-libs/libcpuid/patches/libcpuid-0.6.5.patchset '
        'dev-libs/libffi/patches/libffi-3.4.6.patchset dev-libs/libsmb2/patches/libsmb2-4.0.0.patchset '
        'dev-libs/libusb-compat/patches/libusb_compat-0.1.7.patchset '
        'dev-libs/libusb/patches/libusb-1.0.26.patchset dev-libs/libxo/patches/libxo-1.6.0.patchset '
        'dev-libs/libxslt/patches/libxslt-1.1.45.patchset dev-libs/mimetic/patches/mimetic-0.9.8.patchset '
        'dev-libs/mpfr/patches/mpfr-3.1.6.patchset '
        'dev-libs/msgpack_c_cpp/patches/msgpack_c_cpp-3.2.0.patchset dev-libs/nss/patches/nss-3.126.patchset '
        'dev-libs/openssl/patches/openssl-1.1.1w.patchset dev-libs/qgpgme/patches/qgpgme-2.1.0.patchset '
        'dev-libs/quazip/patches/quazip-0.8.1.patchset dev-libs/sombok/patches/sombok-2.4.0.patchset '
        'dev-libs/unicorn/patches/unicorn-2.1.2.patchset dev-libs/wolfssl/patches/wolfssl-5.7.6.patchset '
        'dev-libs/zziplib/patches/zziplib-0.13.80.patchset dev-lisp/ecl/patches/ecl-24.5.10.patchset '
        'dev-perl/file_sharedir_install/patches/file_sharedir_install-0.14.patchset '
        'dev-perl/lwp_mediatypes/patches/lwp_mediatypes-6.04.patchset '
        'dev-python/numpy/patches/numpy-2.2.3.patchset dev-python/pygame/patches/pygame-2.0.0.patchset '
        'dev-python/pyside6/patches/pyside6-6.10.3.patchset '
        'dev-qt/qt6-quick3dphysics/patches/qt6_quick3dphysics-6.10.3.patchset '
        'dev-qt/qt6-serialport/patches/qt6_serialport-6.10.3.patchset '
        'dev-qt/qt_creator/patches/qt_creator-19.0.2.patchset '
        'dev-tex/gregorio/patches/gregorio-6.1.0.patchset dev-util/ccache/patches/ccache-4.11.3.patchset '
        'dev-util/cmocka/patches/cmocka-1.1.5.patchset dev-util/hxtools/patches/hxtools-20221119.patchset '
        'dev-util/pkgdiff/patches/pkgdiff-1.7.2.patchset '
        'dev-util/redasm/patches/redasm-2.1.1-libredasm.patchset dev-vcs/git/patches/git-2.54.0.patchset '
        'dev-vcs/gittyup/patches/gittyup-1.4.0.patchset dev-vcs/guitar/patches/guitar-1.2.999~git.patchset '
        'games-action/abuse/patches/abuse-0.8.patchset '
        'games-action/betterspades/patches/betterspades-0.1.6~git.patchset '
        'games-action/btanks/patches/btanks-0.9.8083.patchset '
        'games-action/cro_mag_rally/patches/cro_mag_rally-3.0.1.patchset '
        'games-action/dave_gnukem/patches/dave_gnukem-1.0.patchset '
        'games-action/mightymike/patches/mightymike-3.0.1-source2.patchset '
        'games-action/ottomatic/patches/ottomatic-4.0.0-source2.patchset '
        'games-arcade/aquaria/patches/aquaria-1.1.3~git06072020.patchset '
        'games-arcade/astromenace/patches/astromenace-1.4.3.patchset '
        'games-arcade/caveexpress/patches/caveexpress-2.5.2.patchset '
        'games-arcade/cdogs_sdl/patches/cdogs_sdl-1.4.1.patchset '
        'games-arcade/ecwolf/patches/ecwolf-1.4.2.patchset '
        'games-arcade/freegish/patches/freegish-1.0.patchset '
        'games-arcade/frozen_bubble/patches/frozen_bubble-2.212.patchset '
        'games-arcade/kobodeluxe/patches/kobodeluxe-0.5.1.patchset '
        'games-arcade/lbreakout2/patches/lbreakout2-2.6.5.patchset '
        'games-arcade/lbreakouthd/patches/lbreakouthd-1.1.1.patchset '
        'games-arcade/openclaw/patches/openclaw-1.0.3_20210607.patchset '
        'games-arcade/plee_the_bear/patches/plee_the_bear-0.7.1.patchset '
        'games-arcade/rocksndiamonds/patches/rocksndiamonds-4.4.0.5.patchset '
        'games-arcade/supertux/patches/supertux-0.7.0.patchset '
        'games-arcade/tecnoballz/patches/tecnoballz-0.94.0~git.patchset '
        'games-emulation/dosbox/patches/dosbox-0.74.3.patchset '
        'games-emulation/mame/patches/mame-0.289.patchset '
        'games-emulation/mednafen/patches/mednafen-1.29.0.patchset '
        'games-emulation/melonds/patches/melonds-0.9.5.patchset '
        'games-emulation/z26/patches/z26-2.16.00s.patchset '
        'games-fps/chocolate-doom/patches/chocolate_doom-3.1.1.patchset '
        'games-fps/dhewm3/patches/dhewm3-1.5.1.patchset games-fps/dhewm3/patches/dhewm3_mods-1.5.1.patchset '
        'games-fps/openjk_academy/patches/openjk_academy-2025.03.10.patchset '
        'games-fps/yamagi-quake2/patches/yamagi_quake2-8.60.patchset '
        'games-puzzle/anagramarama/patches/anagramarama-0.7.patchset '
        'games-puzzle/lpairs/patches/lpairs-1.0.5.patchset '
        'games-puzzle/numptyphysics/patches/numptyphysics-0.3.5.patchset '
        'games-puzzle/pipepanic/patches/pipepanic-0.1.3.patchset '
        'games-puzzle/tbe/patches/tbe-0.9.3.1.patchset games-puzzle/tworld/patches/tworld-1.3.2.patchset '
        'games-roguelike/crawl/patches/crawl-0.29.0.patchset '
        'games-rpg/arx_libertatis/patches/arx_libertatis-1.2.1-source2.patchset '
        'games-rpg/devilutionx/patches/devilutionx-1.5.5.patchset '
        'games-simulation/openrct2/patches/openrct2-0.5.4.patchset '
        'games-sports/dustrac/patches/dustrac-2.2.0.patchset games-strategy/0ad/patches/0ad-0.28.0.patchset '
        'games-strategy/1oom/patches/1oom-1.0.patchset games-strategy/7kaa/patches/7kaa-2.15.7.patchset '
        'games-strategy/freesynd/patches/freesynd-0.8.patchset '
        'haiku-apps/beaccessible/patches/beaccessible-1.0.0.patchset '
        'haiku-apps/bescreencapture/patches/bescreencapture-2.9.9.patchset '
        'haiku-apps/bsap/patches/bsap-0.8.patchset haiku-apps/ideam/patches/ideam-0.7.7.patchset '
        'haiku-misc/iff_ilbm_translator/patches/iff_ilbm_translator-2.0.2.patchset '
        'kde-apps/akonadi/patches/akonadi-23.08.5.patchset kde-apps/dolphin/patches/dolphin-23.08.5.patchset '
        'kde-apps/knights/patches/knights-26.04.0.patchset '
        'kde-apps/kontactinterface/patches/kontactinterface-23.08.5.patchset '
        'kde-apps/krdc/patches/krdc-24.12.3.patchset kde-apps/okular/patches/okular-23.08.5.patchset '
        'kde-apps/optiimage/patches/optiimage-1.0.0.patchset '
        'kde-apps/umbrello/patches/umbrello-26.04.0.patchset kde-base/marble/patches/marble-26.04.0.patchset '
        'kde-frameworks/extra-cmake-modules/patches/extra_cmake_modules-6.29.0.patchset '
        'kde-frameworks/kactivities/patches/kactivities-5.115.0.patchset '
        'kde-frameworks/kcoreaddons/patches/kcoreaddons-5.115.0.patchset '
        'kde-frameworks/kcrash/patches/kcrash-5.115.0.patchset '
        'kde-frameworks/kguiaddons/patches/kguiaddons-5.115.0.patchset '
        'kde-frameworks/kio/patches/kio-5.115.0.patchset '
        'kde-frameworks/kservice/patches/kservice-5.115.0.patchset '
        'kde-frameworks/plasma/patches/plasma-5.115.0.patchset '
        'kde-frameworks/sonnet/patches/sonnet6-6.28.0.patchset '
        'kde-misc/krusader/patches/krusader-2.7.2.patchset mail-client/balsa/patches/balsa-2.6.4.patchset '
        'mail-client/mailnews/patches/mailnews-2.0.0.25.patchset '
        'mail-client/mutt/patches/mutt-1.14.6.patchset mail-client/trojita/patches/trojita-0.7.0.patchset '
        'mail-mta/dma/patches/dma-0.14~git.patchset mail-mta/postfix/patches/postfix-3.9.1.patchset '
        'media-gfx/admesh/patches/admesh-0.98.5.patchset '
        'media-gfx/flameshot/patches/flameshot-12.1.0.patchset '
        'media-gfx/fotowall/patches/fotowall-1.0.patchset '
        'media-gfx/graphite2/patches/graphite2-1.3.10.patchset '
        'media-gfx/jpegoptim/patches/jpegoptim-1.4.7.patchset media-gfx/krita/patches/krita-6.0.3.patchset '
        'media-gfx/kumoworks/patches/kumoworks-1.0.1~git.patchset '
        'media-gfx/nifskope/patches/nifskope-2.0.dev9.patchset '
        'media-gfx/povray/patches/povray-3.7.0.10.patchset '
        'media-gfx/qrencode/patches/qrencode_kdl-3.4.4.patchset '
        'media-gfx/superslicer/patches/superslicer-2.5.60.0-drm.patchset '
        'media-gfx/superslicer/patches/superslicer-2.5.60.0-mesa.patchset '
        'media-libs/agar/patches/agar-1.7.0.patchset media-libs/babl/patches/babl-0.1.120.patchset '
        'media-libs/cal3d/patches/cal3d-0.120.patchset media-libs/devil/patches/devil-1.8.0.patchset '
        'media-libs/embree/patches/embree-3.12.2.patchset media-libs/fdk-aac/patches/fdk_aac-2.0.2.patchset '
        'media-libs/flac/patches/flac-1.4.3.patchset media-libs/freetype/patches/freetype-2.14.3.patchset '
        'media-libs/gstreamer/patches/gstreamer-1.28.5.patchset '
        'media-libs/harfbuzz/patches/harfbuzz-14.2.0.patchset '
        'media-libs/libbluray/patches/libbluray-1.3.1.patchset '
        'media-libs/libcoverart/patches/libcoverart-1.0.0~git.patchset '
        'media-libs/libdv/patches/libdv-1.0.0.patchset media-libs/libmad/patches/libmad-0.16.4.patchset '
        'media-libs/libnsgif/patches/libnsgif-0.2.1-gcc2.patchset '
        'media-libs/libopenshot/patches/libopenshot-0.3.2.patchset '
        'media-libs/libwebp/patches/libwebp-1.6.0.patchset media-libs/libxmp/patches/libxmp-4.6.3.patchset '
        'media-libs/openal/patches/openal-1.21.1.patchset '
        'media-libs/opencolorio/patches/opencolorio-2.3.2.patchset '
        'media-libs/openexr/patches/openexr-2.4.1.patchset '
        'media-libs/opus_tools/patches/opus_tools-0.2.patchset media-libs/plib/patches/plib-1.8.5.patchset '
        'media-libs/shaderc/patches/shaderc-2024.2.patchset media-libs/smpeg/patches/smpeg-0.4.5.patchset '
        'media-libs/speex/patches/speex-1.2.1.patchset media-libs/tremor/patches/tremor-1.0.0~git.patchset '
        'media-plugins/live555/patches/live555-2016.01.29.patchset '
        'media-sound/flacon/patches/flacon-12.0.0.patchset '
        'media-sound/frescobaldi/patches/frescobaldi-3.3.0.patchset '
        'media-sound/jack2/patches/jack2-1.9.10~git.patchset '
        'media-sound/milkytracker/patches/milkytracker-1.05.01.patchset '
        'media-sound/musescore/patches/musescore-3.6.2.patchset '
        'media-sound/musikcube/patches/musikcube-3.0.0.patchset '
        'media-sound/schismtracker/patches/schismtracker-20240529.patchset '
        'media-sound/sinus/patches/sinus-0.1.3.patchset media-video/ffmpeg/patches/ffmpeg-6.1.5.patchset '
        'media-video/mjpegtools/patches/mjpegtools-2.2.1.patchset '
        'media-video/mplayer/patches/mplayer-1.5.1~git.patchset net-analyzer/nmap/patches/nmap-7.94.patchset '
        'net-fs/samba/patches/samba4-4.22.0.patchset net-ftp/lftp/patches/lftp-4.9.2.patchset '
        'net-im/bitlbee/patches/bitlbee-3.5.1.patchset '
        'net-im/kotatogram-desktop/patches/kotatogram_desktop-1.4.9.patchset '
        'net-im/nheko/patches/nheko-0.12.0.patchset net-im/psi_plus/patches/psi_plus-1.5.1646.patchset '
        'net-im/telegram-desktop/patches/telegram_desktop-6.1.3.patchset '
        'net-libs/gsoap/patches/gsoap-2.8.135.patchset '
        'net-libs/libktorrent/patches/libktorrent-2.1.1.patchset '
        'net-libs/libtirpc/patches/libtirpc-1.3.2.patchset '
        'net-libs/nodejs/patches/nodejs_x86-20.15.1.patchset net-misc/axel/patches/axel-2.17.11.patchset '
        'net-misc/dukto/patches/dukto-6.0.0.patchset net-misc/freerdp/patches/freerdp-2.11.7.patchset '
        'net-misc/keychain/patches/keychain-2.8.5.patchset '
        'net-misc/owncloud-client/patches/owncloud_client-2.6.1.patchset '
        'net-misc/remmina/patches/remmina-1.4.29.patchset net-p2p/rtorrent/patches/rtorrent-0.9.8.patchset '
        'net-proxy/torsocks/patches/torsocks-1.3.patchset '
        'net-wireless/nitroshare/patches/nitroshare-0.3.4.patchset '
        'net-wireless/wpa_supplicant/patches/wpa_supplicant-2.11-security.patchset '
        'sci-electronics/openboardview/patches/openboardview-8.95.1.patchset '
        'sci-electronics/pulseview/patches/pulseview-0.4.2.patchset '
        'sci-electronics/qelectrotech/patches/qelectrotech-0.7.0.patchset '
        'sci-electronics/simulide/patches/simulide-0.4.14.patchset '
        'sci-libs/cfitsio/patches/cfitsio-4.4.0.patchset sci-libs/libsigrok/patches/libsigrok-0.5.2.patchset '
        'sci-libs/libsvm/patches/libsvm-3.35.patchset sci-mathematics/glucas/patches/glucas-2.9.0.patchset '
        'sci-mathematics/octave/patches/octave-10.3.0.patchset '
        'sci-visualization/gnuplot/patches/gnuplot-6.0.4.patchset '
        'sci-visualization/labplot/patches/labplot-2.12.1.patchset '
        'sys-apps/cpuid/patches/cpuid-1.8.3.patchset sys-apps/dbus/patches/dbus-1.16.2.patchset '
        'sys-apps/moreutils/patches/moreutils-0.70.patchset sys-apps/sed/patches/sed-4.9.patchset '
        'sys-auth/ykpers/patches/ykpers-1.20.0.patchset sys-block/gpart/patches/gpart-0.3~git.patchset '
        'sys-devel/openwatcom/patches/openwatcom-20200908.patchset '
        'sys-devel/patch/patches/patch-2.7.6.patchset sys-fs/ddrescue/patches/ddrescue-1.19.patchset '
        'sys-fs/exfat-utils/patches/exfat_utils-1.4.0.patchset '
        'sys-fs/fuse-exfat/patches/fuse_exfat-1.4.0.patchset sys-libs/mesa/patches/mesa-7.9.2.patchset '
        'sys-libs/readline/patches/readline-7.0.5.patchset sys-libs/tinygl/patches/tinygl-0.4.patchset '
        'sys-power/iasl/patches/iasl-20230628.patchset sys-process/cronie/patches/cronie-1.7.2.patchset '
        'www-client/elinks/patches/elinks-0.19.1.patchset '
        'www-client/iceweasel/patches/iceweasel_launcher-153.0.3.patchset '
        'www-client/ladybird/patches/serenity-pre20220728.patchset '
        'www-client/netsurf/patches/netsurf-3.10.patchset '
        'www-client/w3m/patches/w3m-0.5.3~git20230121.patchset '
        'www-misc/libkiwix/patches/libkiwix-13.1.0.patchset '
        'www-servers/robinhood/patches/robinhood-1.3~git.patchset '
        'x11-libs/cairo/patches/cairo-1.18.4.patchset'
    ),
    'dev-lang/openjdk/patches': (
        'openjdk-1.7_2013_11_08-source5.patchset openjdk-1.8.u40_b27.patchset openjdk17-17.0.7.3.patchset '
        'openjdk8_x86-1.8.u242_b8-source2.patchset'
    ),
    'sys-devel/llvm/patches': (
        'llvm17-17.0.6.patchset llvm21-21.1.8.patchset llvm22-22.1.8.patchset'
    ),
}

HAIKU_PATCHSETS_OTHER = {
    '': ('app-admin/keepassxc/additional-files/keepassxc.rdef.in', 'app-antivirus/clamav-gui/additional-files/clamav_gui.rdef.in', 'app-arch/exomizer/exomizer-3.1.2.recipe', 'app-arch/gcab/gcab-1.6.recipe', 'app-arch/lrzip/patches/CVE-2022-33067.patch', 'app-arch/lzop/lzop-1.04.recipe', 'app-arch/pigz/pigz-2.8.recipe', 'app-arch/unshield/unshield-1.5.1.recipe', 'app-arch/zip/zip-3.0.recipe', 'app-crypt/codecrypt/codecrypt-1.8.recipe', 'app-crypt/libb2/libb2-0.98.1.recipe', 'app-crypt/libu2f_host/libu2f_host-1.1.10.recipe', 'app-dicts/aspell_de/aspell_de-20161207_7_0.recipe', 'app-dicts/aspell_pt_br/aspell_pt_br-20131030_12_0.recipe', 'app-dicts/myspell_udm/myspell_udm-0.0.1.0.recipe', 'app-editors/msedit/msedit-2.0.0.recipe', 'app-editors/nano/nano-9.1.recipe', 'app-editors/rehex/additional-files/rehex.rdef.in', 'app-emulation/aqemu/additional-files/haikuicons.zip', 'app-emulation/aranym/aranym-1.0.2.recipe', 'app-emulation/bk_libretro/bk_libretro-1.0_20241021.recipe', 'app-emulation/fdpp/fdpp-1.9.recipe', 'app-emulation/gsplus/gsplus-0.14.recipe', 'app-i18n/libguess/libguess-1.2_20150906.recipe', 'app-misc/figlet/figlet-222.recipe', 'app-misc/novprog/novprog-3.2.3.recipe', 'app-office/gnumeric/additional-files/Gnumeric.svg', 'app-office/gnumeric/additional-files/gnumeric.rdef.in', 'app-office/gnumeric/patches/0001-docs-fix-parallel-builds.patch', 'app-office/texmacs/additional-files/x-texmacs.doc.rdef', 'app-office/texmaker/additional-files/texmaker.rdef.in', 'app-shells/bash/bash-5.3.015.recipe', 'app-shells/xonsh/xonsh-0.14.1.recipe', 'app-shells/zsh/additional-files/zshrc', 'app-text/dvisvgm/dvisvgm-3.6.recipe', 'app-text/libmspub/libmspub-0.1.4.recipe', 'app-text/libwpg/libwpg-0.3.4.recipe', 'app-text/luametatex/luametatex-2.11.08.recipe', 'app-text/poppler_data/poppler_data-0.4.12.recipe', 'app-text/vlna/vlna-1.5.recipe', 'app-text/xournalpp/xournalpp_gtk4-1.2.7~dev.recipe', 'app-text/xpdf/xpdf-3.04.recipe', 'dev-build/kbuild/kbuild-0.1.9998svn3572.recipe', 'dev-build/ninja/ninja-1.13.2.recipe', 'dev-db/sqlitebrowser/additional-files/sqlitebrowser.rdef.in', 'dev-embedded/avra/avra-1.4.2.recipe', 'dev-embedded/ec2drv/ec2drv-20250614.recipe', 'dev-embedded/stm32flash/stm32flash-0.3.recipe', 'dev-games/mygui/additional-files/skin_editor.rdef.in', 'dev-java/abcl/abcl-1.9.2.recipe', 'dev-java/antlr-tool/antlr_tool-4.13.2.recipe', 'dev-java/jamvm/jamvm-2.0.0.recipe', 'dev-lang/mujs/mujs-1.3.5.recipe', 'dev-lang/openjdk/additional-files/jexec.rdef', 'dev-lang/openjdk/openjdk9-9.0.4.11.recipe', 'dev-lang/python/licenses/Python', 'dev-lang/swift_lang/swift_lang-4.1.0~git.recipe', 'dev-libs/icu/icu75-75.1.recipe', 'dev-libs/libgrapheme/libgrapheme-2.0.2.recipe', 'dev-libs/libp11/libp11-0.4.10.recipe', 'dev-libs/libpeas/libpeas-1.34.0.recipe', 'dev-libs/libpthread_stubs/libpthread_stubs-0.4.recipe', 'dev-libs/libsigsegv/libsigsegv-2.14.recipe', 'dev-libs/libsunpinyin/libsunpinyin-3.0.0~rc2.recipe', 'dev-libs/libxdg_basedir/libxdg_basedir-1.2.0.recipe', 'dev-libs/libzip/libzip-1.11.4.recipe', 'dev-libs/mpfr/mpfr3-3.1.6.recipe', 'dev-libs/nfd/nfd-1.0.recipe', 'dev-libs/nspr/nspr-4.39.recipe', 'dev-libs/popt/popt-1.16.recipe', 'dev-libs/psqlodbc/psqlodbc-09.03.0400.recipe', 'dev-libs/unittest++/unittest++-2.0.0.recipe', 'dev-libs/wayland/wayland-1.21.0~git.recipe', 'dev-libs/wolfssl/wolfssl-5.7.6.recipe', 'dev-lisp/ecl/ecl-24.5.10.recipe', 'dev-lua/lpeg/lpeg-1.0.2.recipe', 'dev-lua/luafilesystem/luafilesystem-1.6.3.recipe', 'dev-perl/compress_bzip2/compress_bzip2-2.28.recipe', 'dev-perl/module_implementation/module_implementation-0.09.recipe', 'dev-perl/mro_compat/mro_compat-0.15.recipe', 'dev-perl/number_compare/number_compare-0.03.recipe', 'dev-perl/test_requiresinternet/test_requiresinternet-0.05.recipe', 'dev-perl/timedate/timedate-2.33.recipe', 'dev-perl/try_tiny/try_tiny-0.32.recipe', 'dev-python/argparse-manpage/argparse_manpage-4.6.recipe', 'dev-python/bottle/bottle-0.12.25.recipe', 'dev-python/discid/discid-1.2.0.recipe', 'dev-python/editables/editables-0.3.recipe', 'dev-python/exceptiongroup/exceptiongroup-1.1.1.recipe', 'dev-python/installer/installer-1.0.1.recipe', 'dev-python/meson-python/meson_python-0.16.0.recipe', 'dev-python/msgpack/msgpack-1.0.3.recipe', 'dev-python/nose/patches/debian/no-versioned-entry-point.diff', 'dev-python/pyserial/patches/665.patch', 'dev-python/qpageview/qpageview-0.6.2.recipe', 'dev-qt/ads/ads_qt6-4.4.0.recipe', 'dev-qt/qt5/additional-files/Designer.rdef.in', 'dev-qt/qt5/licenses/FDL', 'dev-qt/qt6-quick3dphysics/licenses/GNU FDL v1', 'dev-qt/qt6-serialport/licenses/GNU FDL v1', 'dev-qt/qt6-tools/additional-files/Assistant.rdef.in', 'dev-qt/qt6-tools/additional-files/QDBusViewer.rdef.in', 'dev-qt/qt6-webview/licenses/GNU FDL v1', 'dev-qt/qtwebengine/qtwebengine_bin-5.15.18.recipe', 'dev-qt/qtwebkit/qtwebkit-5.212.0~pre20200924.recipe', 'dev-tcltk/tcllib/licenses/TCL', 'dev-util/abi_compliance_checker/abi_compliance_checker-2.3.recipe', 'dev-util/codeblocks/codeblocks-25.03.recipe', 'dev-util/hxtools/licenses/WTFPL v2.0', 'dev-util/kdevelop_python/kdevelop_python-26.04.0.recipe', 'dev-util/netbeans/additional-files/netbeans-ide.rdef.in', 'dev-util/pkgconfig/pkgconfig-0.29.2.recipe', 'dev-util/rizin/licenses/CC0 1.0', 'dev-util/rizin/rizin-0.8.1.recipe', 'dev-util/smake/smake-1.2.5.recipe', 'dev-vcs/guitar/guitar-1.2.999~git.recipe', 'games-action/betterspades/additional-files/betterspades.iom', 'games-action/classicube/additional-files/classicube.rdef.in', 'games-action/cro_mag_rally/additional-files/cro_mag_rally.rdef.in', 'games-action/cro_mag_rally/cro_mag_rally-3.0.1.recipe', 'games-action/endless_sky/endless_sky-0.11.2.recipe', 'games-action/extreme_tuxracer/additional-files/extreme-tuxracer.rdef.in', 'games-action/heart_of_darkness/additional-files/heart_of_darkness.hvif', 'games-action/heart_of_darkness/heart_of_darkness-0.2.9f.recipe', 'games-action/mightymike/additional-files/mightymike.rdef.in', 'games-action/openclonk/openclonk-9.0~git.recipe', 'games-arcade/alienblaster/patches/alienblaster-1.1.0.patch', 'games-arcade/ccleste/ccleste-1.4.0.recipe', 'games-arcade/digger/digger-20020314.recipe', 'games-arcade/freegish/additional-files/freegish.rdef', 'games-arcade/frozen_bubble/additional-files/frozen-bubble-editor.rdef', 'games-arcade/kraptor/kraptor-4.4.14.recipe', 'games-arcade/mrboom_libretro/additional-files/mrboom_libretro.info.in', 'games-arcade/nxengine/additional-files/NXEngine.sh', 'games-arcade/openclaw/openclaw-1.0.3_20210607.recipe', 'games-arcade/rocksndiamonds/additional-files/rocksndiamonds.iom', 'games-arcade/srb2/additional-files/sonic.iom', 'games-arcade/srb2_data/srb2_data-2.2.9.recipe', 'games-arcade/supertux/additional-files/supertux-0.6.1.rdef.in', 'games-arcade/tuxpuck/patches/Makefile.patch', 'games-emulation/advancemame/advancemame-3.10.recipe', 'games-emulation/dosbox/additional-files/dosbox.rdef', 'games-emulation/gearsystem_libretro/additional-files/gearsystem_libretro.info.in', 'games-emulation/genesis_plus_gx_wide_libretro/licenses/LIBCHDR', 'games-emulation/mame/additional-files/mame.sh', 'games-emulation/mame2003_plus_libretro/licenses/MAME Non-Commercial', 'games-emulation/melonds_libretro/melonds_libretro-0.8.3_20241021.recipe', 'games-emulation/mupen64plus_next_libretro/mupen64plus_next_libretro-1.0_20250121.recipe', 'games-emulation/vice_libretro/additional-files/vice_x64_libretro.info.in', 'games-engines/cannonball_libretro/cannonball_libretro-0.34_20241021.recipe', 'games-engines/eepp/eepp-0.9.5.recipe', 'games-engines/gemrb/additional-files/gemrb.rdef.in', 'games-engines/instead/instead-3.5.0.recipe', 'games-engines/openmw/openmw-0.51.0.recipe', 'games-fps/chexquest/additional-files/chexquest.rdef.in', 'games-fps/dhewm3/additional-files/dhewm3.rdef.in', 'games-fps/eduke32/eduke32-20200907.recipe', 'games-fps/eduke32/licenses/Build_Engine', 'games-fps/serious_sam/serious_sam-1.10~git.recipe', 'games-fps/shockolate/shockolate-0.7.7.recipe', 'games-kids/gcompris/gcompris-26.1.recipe', 'games-puzzle/abrick/abrick-1.12.recipe', 'games-puzzle/anagramarama/additional-files/anagramarama.rdef.in', 'games-puzzle/cutemaze/additional-files/cutemaze.rdef.in', 'games-puzzle/lmarbles/lmarbles-1.0.8.recipe', 'games-puzzle/numptyphysics/additional-files/numptyphysics.rdef', 'games-puzzle/rezerwar/rezerwar-0.4.2.recipe', 'games-roguelike/crawl/licenses/crawl', 'games-roguelike/scourge_data/scourge_data-0.21.1.recipe', 'games-rpg/devilutionx/licenses/Sustainable Use License', 'games-rpg/eternal_lands/eternal_lands-1.9.7.0.recipe', 'games-sports/dustrac/additional-files/DustRacing2D-Editor.rdef.in', 'games-sports/xmoto/xmoto-0.6.1.recipe', 'games-strategy/0ad/licenses/0ADLicense', 'games-strategy/7kaa/7kaa-2.15.7.recipe', 'games-strategy/freesynd/additional-files/freesynd.rdef.in', 'games-strategy/homeworld_sdl/homeworld_sdl-0.6.recipe', 'gnome-base/dconf/dconf-0.40.0.recipe', 'gnome-base/librsvg/additional-files/update_loaders_cache.sh', 'gnome-extra/gucharmap/licenses/GNU FDL v3.1', 'haiku-apps/aalibtranslator/aalibtranslator-0.0.1.recipe', 'haiku-apps/bephonebook/bephonebook-1.2.recipe', 'haiku-apps/cdplayer/cdplayer-1.0.recipe', 'haiku-apps/exrtranslator/exrtranslator-0.1.0.recipe', 'haiku-apps/flyingtroll/flyingtroll-0.0.1~git.recipe', 'haiku-apps/nanosvgtranslator/nanosvgtranslator-1.1.0.recipe', 'haiku-apps/pecobeat/pecobeat-1.0.recipe', 'haiku-apps/windowtailor/windowtailor-0.3.recipe', 'haiku-misc/cloud_init/cloud_init-1.1.recipe', 'haiku-misc/replicat/replicat-1.06.recipe', 'kde-apps/kblocks/additional-files/kblocks.rdef.in', 'kde-apps/kdegraphics-mobipocket/kdegraphics_mobipocket_kf6-26.04.0.recipe', 'kde-apps/khangman/khangman-26.04.0.recipe', 'kde-apps/kidentitymanagement/licenses/CC0 v1.0', 'kde-apps/kig/kig-26.04.0.recipe', 'kde-apps/kio-extras/kio_extras_kf6-26.04.0.recipe', 'kde-apps/klickety/klickety-26.04.0.recipe', 'kde-apps/knights/additional-files/knights.rdef.in', 'kde-apps/ksirk/ksirk-26.04.0.recipe', 'kde-apps/libkdepim/licenses/CC0 v1.0', 'kde-apps/okular/additional-files/okular.rdef.in', 'kde-apps/optiimage/additional-files/optiimage.rdef.in', 'kde-apps/umbrello/umbrello-26.04.0.recipe', 'kde-base/kolourpaint/kolourpaint_kf6-26.04.0.recipe', 'kde-base/kwave/additional-files/icons.zip', 'kde-frameworks/kapidox/kapidox6-6.28.0.recipe', 'kde-frameworks/kbookmarks/kbookmarks6-6.28.0.recipe', 'kde-frameworks/kconfig/kconfig-5.115.0.recipe', 'kde-frameworks/kdeclarative/kdeclarative-5.115.0.recipe', 'kde-frameworks/kdoctools/kdoctools-5.115.0.recipe', 'kde-frameworks/kguiaddons/kguiaddons6-6.29.0.recipe', 'kde-frameworks/knotifyconfig/knotifyconfig6-6.28.0.recipe', 'kde-frameworks/kservice/kservice6-6.28.0.recipe', 'kde-frameworks/ksyntax_highlighting/ksyntax_highlighting6-6.28.0.recipe', 'kde-frameworks/kuserfeedback/kuserfeedback6-6.28.0.recipe', 'kde-frameworks/kxmlgui/kxmlgui-5.115.0.recipe', 'kde-misc/krusader/additional-files/krusader.rdef.in', 'lxde-base/lxqt-menu-data/lxqt_menu_data-1.4.1.recipe', 'mail-client/balsa/balsa-2.6.4.recipe', 'mail-client/claws-mail/claws_mail-4.3.1.recipe', 'mail-client/icedove/additional-files/branding.zip', 'mail-client/scooby/scooby-0.9.9.recipe', 'media-fonts/noto/noto-20260201.recipe', 'media-fonts/wqy_microhei/wqy_microhei-0.2.0~beta.recipe', 'media-gfx/drawpile/additional-files/Drawpile.iom', 'media-gfx/gimp/gimp-3.2.4.recipe', 'media-gfx/libimagequant/libimagequant-2.13.1.recipe', 'media-gfx/librecad/librecad-2.2.1.2.recipe', 'media-gfx/nifskope/additional-files/nifskope.rdef.in', 'media-gfx/nifskope/licenses/NIFSKOPE', 'media-gfx/orcaslicer/licenses/GNU AGPL v3', 'media-gfx/photivo/photivo-0~pre20240904.recipe', 'media-gfx/rawtherapee/patches/7080.patch', 'media-gfx/superslicer/superslicer-2.5.60.0.recipe', 'media-gfx/tuxpaint-config/tuxpaint_config-0.0.26.recipe', 'media-libs/assimp/assimp-6.0.5.recipe', 'media-libs/flac/licenses/GNU FDL v1.3', 'media-libs/freetype/licenses/FreeType', 'media-libs/imlib2/licenses/IMLIB2', 'media-libs/kcolorpicker/kcolorpicker-0.3.1.recipe', 'media-libs/leptonica/leptonica-1.82.0.recipe', 'media-libs/libexif/libexif-0.6.22.recipe', 'media-libs/libmediainfo/libmediainfo-24.12.recipe', 'media-libs/opensubdiv/opensubdiv-3.7.0.recipe', 'media-libs/speexdsp/licenses/Speex', 'media-libs/vigra/vigra-1.12.3.recipe', 'media-libs/waave/waave-3.01.recipe', 'media-sound/cantus/cantus-v1.2.0.recipe', 'media-sound/flac123/flac123-0.0.12.recipe', 'media-sound/freac/freac-1.1.7.recipe', 'media-sound/frescobaldi/additional-files/frescobaldi.rdef.in', 'media-sound/mpg123/mpg123-1.25.15.recipe', 'media-sound/musescore/additional-files/musescore.rdef.in', 'media-sound/skympc/additional-files/skympc.rdef.in', 'media-sound/wavpack/licenses/WavPack', 'media-video/ffmpeg/additional-files/gcc_runtime.c', 'media-video/mplayer/mplayer-1.5.1~git.recipe', 'net-analyzer/iperf/iperf3-3.14.recipe', 'net-analyzer/speedtest-cli/speedtest_cli-2.1.3.recipe', 'net-dialup/lrzsz/lrzsz-0.12.20.recipe', 'net-dialup/syncterm/additional-files/syncterm.rdef', 'net-dns/mdnsresponder/mdnsresponder-2200.140.11.recipe', 'net-im/bitlbee/licenses/GNU FDL v1.1', 'net-im/kotatogram-desktop/additional-files/kotatogram_desktop.rdef.in', 'net-im/nheko/additional-files/nheko.rdef.in', 'net-im/vacuum/additional-files/vacuum.rdef', 'net-libs/kdsoap/kdsoap_qt5-2.2.0.recipe', 'net-libs/libktorrent/libktorrent-2.1.1.recipe', 'net-libs/libktorrent/libktorrent_kf6-26.04.0.recipe', 'net-libs/libupnp/libupnp15-1.10.1.recipe', 'net-libs/nettle/nettle-3.7.3.recipe', 'net-libs/nodejs/nodejs20-20.15.1.recipe', 'net-misc/berdp/berdp-1.recipe', 'net-misc/keychain/additional-files/keychain.sh', 'net-misc/krb5/krb5-1.20.recipe', 'net-misc/remmina/additional-files/remmina.rdef.in', 'net-misc/wget/wget-1.24.5.recipe', 'net-vpn/tor/licenses/Tor', 'sci-astronomy/celestia/celestia-1.6.3.recipe', 'sci-libs/onnx/onnx-1.17.0.recipe', 'sys-apps/ack/ack-3.9.0.recipe', 'sys-apps/getconf/getconf-0.6.recipe', 'sys-apps/moreutils/moreutils-0.70.recipe', 'sys-devel/gcc/patches/libiberty-posix_spawn.patch', 'sys-devel/llvm/licenses/Apache v2 with LLVM Exception', 'sys-devel/llvm/licenses/UIUC', 'sys-devel/llvm/llvm22-22.1.8.recipe', 'sys-devel/m4/m4-1.4.19.recipe', 'sys-devel/m68k_elf_gcc/m68k_elf_gcc-13.1.0.recipe', 'sys-fs/fatsort/fatsort-1.6.5.recipe', 'sys-process/cronie/additional-files/anacrontab', 'www-client/dooble/additional-files/haikuicons.zip', 'www-client/falkon/additional-files/icons.zip', 'www-client/floorp/floorp_bin-12.0.15.recipe', 'www-client/iceweasel/additional-files/iceweasel_launcher.rdef.in', 'x11-libs/fltk/fltk-1.4.4.recipe', 'x11-libs/fltk/licenses/FLTK', 'x11-libs/libfm/libfm-1.4.1.recipe', 'x11-libs/libpciaccess/libpciaccess-0.18.1.recipe', 'x11-libs/libxft/libxft-2.3.3.recipe'),
}

HN_DAILY_KIND = {
    '': (
        'data/2010/10/01.json data/2010/10/23.json data/2010/11/20.json data/2010/11/23.json '
        'data/2011/01/31.json data/2011/04/25.json data/2011/05/12.json data/2011/06/23.json '
        'data/2011/07/07.json data/2011/08/12.json data/2011/12/07.json data/2011/12/28.json '
        'data/2012/02/19.json data/2012/03/13.json data/2012/03/18.json data/2012/04/21.json '
        'data/2012/04/26.json data/2012/05/19.json data/2012/06/12.json data/2012/06/14.json '
        'data/2012/08/14.json data/2012/12/22.json data/2013/02/19.json data/2013/02/26.json '
        'data/2013/03/05.json data/2013/04/10.json data/2013/05/06.json data/2013/06/08.json '
        'data/2013/06/18.json data/2013/09/11.json data/2013/09/26.json data/2013/10/10.json '
        'data/2013/11/02.json data/2013/11/07.json data/2013/12/13.json data/2014/03/02.json '
        'data/2014/03/28.json data/2014/04/10.json data/2014/06/08.json data/2014/07/27.json '
        'data/2014/09/26.json data/2014/12/09.json data/2014/12/11.json data/2015/02/24.json '
        'data/2015/03/06.json data/2015/03/27.json data/2015/04/27.json data/2015/05/04.json '
        'data/2015/06/26.json data/2015/07/24.json data/2015/08/07.json data/2015/08/14.json '
        'data/2015/11/28.json data/2015/12/04.json data/2016/01/07.json data/2016/02/03.json '
        'data/2016/02/22.json data/2016/03/06.json data/2016/03/13.json data/2016/04/08.json '
        'data/2016/04/13.json data/2016/05/19.json data/2016/06/03.json data/2016/06/15.json '
        'data/2016/08/28.json data/2016/09/02.json data/2016/09/10.json data/2016/11/03.json '
        'data/2016/12/22.json data/2016/12/27.json data/2017/03/08.json data/2017/04/30.json '
        'data/2017/05/27.json data/2017/08/10.json data/2017/08/13.json data/2017/09/08.json '
        'data/2017/09/11.json data/2017/10/09.json data/2017/10/10.json data/2017/11/01.json '
        'data/2017/12/16.json data/2017/12/21.json data/2018/03/05.json data/2018/04/03.json '
        'data/2018/04/09.json data/2018/05/04.json data/2018/05/10.json data/2018/06/26.json '
        'data/2018/08/15.json data/2018/11/24.json data/2018/12/26.json data/2019/01/25.json '
        'data/2019/03/09.json data/2019/03/24.json data/2019/05/07.json data/2019/05/21.json '
        'data/2019/06/01.json data/2019/07/02.json data/2019/07/21.json data/2019/09/11.json '
        'data/2020/01/14.json data/2020/03/19.json data/2020/03/31.json data/2020/04/10.json '
        'data/2020/05/26.json data/2020/09/07.json data/2020/09/27.json data/2020/10/06.json '
        'data/2020/10/30.json data/2021/04/15.json data/2021/04/21.json data/2021/05/03.json '
        'data/2021/05/29.json data/2021/08/05.json data/2021/08/25.json data/2021/09/23.json '
        'data/2021/09/27.json data/2021/11/20.json data/2022/01/07.json data/2022/01/17.json '
        'data/2022/06/08.json data/2022/06/09.json data/2022/07/11.json data/2022/07/22.json '
        'data/2022/09/28.json data/2022/10/04.json data/2022/12/02.json data/2022/12/30.json '
        'data/2023/01/16.json data/2023/03/19.json data/2023/03/22.json data/2023/05/11.json '
        'data/2023/05/18.json data/2023/06/19.json data/2023/06/30.json data/2023/07/13.json '
        'data/2023/09/17.json data/2023/09/20.json data/2023/11/09.json data/2023/11/26.json '
        'data/2023/12/04.json data/2023/12/06.json data/2024/02/09.json data/2024/02/12.json '
        'data/2024/03/31.json data/2024/06/03.json data/2024/08/04.json data/2024/08/25.json '
        'data/2024/10/18.json data/2024/12/07.json data/2025/02/03.json data/2025/03/03.json '
        'data/2025/04/03.json data/2025/05/26.json data/2025/06/19.json data/2025/10/05.json '
        'data/2025/10/30.json data/2025/11/24.json data/2025/12/03.json data/2026/01/13.json '
        'data/2026/01/29.json data/2026/02/11.json data/2026/02/17.json data/2026/03/04.json '
        'data/2026/03/09.json data/2026/04/18.json'
    ),
    'data/2010/08': (
        '09.json 12.json 19.json 26.json'
    ),
    'data/2010/12': (
        '05.json 09.json 20.json'
    ),
    'data/2011/03': (
        '11.json 26.json 30.json'
    ),
    'data/2011/10': (
        '13.json 19.json 21.json 25.json'
    ),
    'data/2011/11': (
        '15.json 18.json 26.json'
    ),
    'data/2012/01': (
        '10.json 21.json 31.json'
    ),
    'data/2012/10': (
        '01.json 10.json 15.json 18.json'
    ),
    'data/2014/01': (
        '13.json 21.json 26.json'
    ),
    'data/2014/02': (
        '03.json 06.json 18.json'
    ),
    'data/2014/05': (
        '05.json 12.json 13.json 21.json 30.json'
    ),
    'data/2015/09': (
        '04.json 10.json 27.json 30.json'
    ),
    'data/2015/10': (
        '05.json 15.json 29.json'
    ),
    'data/2017/07': (
        '03.json 12.json 16.json 27.json 30.json'
    ),
    'data/2018/01': (
        '02.json 07.json 21.json 28.json 31.json'
    ),
    'data/2018/02': (
        '01.json 08.json 17.json 23.json'
    ),
    'data/2018/07': (
        '07.json 09.json 12.json 23.json'
    ),
    'data/2018/10': (
        '14.json 23.json 27.json'
    ),
    'data/2019/04': (
        '06.json 17.json 21.json'
    ),
    'data/2019/08': (
        '17.json 20.json 21.json 25.json'
    ),
    'data/2019/12': (
        '04.json 19.json 24.json'
    ),
    'data/2020/06': (
        '14.json 16.json 18.json'
    ),
    'data/2020/07': (
        '04.json 12.json 17.json'
    ),
    'data/2020/08': (
        '15.json 23.json 27.json 30.json'
    ),
    'data/2020/11': (
        '08.json 21.json 28.json'
    ),
    'data/2020/12': (
        '01.json 14.json 31.json'
    ),
    'data/2021/01': (
        '03.json 07.json 14.json 18.json 20.json 22.json'
    ),
    'data/2021/03': (
        '01.json 10.json 27.json'
    ),
    'data/2021/07': (
        '12.json 18.json 31.json'
    ),
    'data/2021/10': (
        '05.json 06.json 08.json 16.json 22.json'
    ),
    'data/2022/03': (
        '03.json 17.json 21.json 29.json'
    ),
    'data/2022/11': (
        '01.json 07.json 19.json'
    ),
    'data/2023/04': (
        '05.json 27.json 29.json'
    ),
    'data/2023/08': (
        '01.json 21.json 25.json'
    ),
    'data/2024/04': (
        '10.json 24.json 27.json'
    ),
    'data/2024/05': (
        '16.json 23.json 25.json'
    ),
    'data/2025/01': (
        '10.json 14.json 18.json'
    ),
    'data/2025/07': (
        '20.json 21.json 22.json'
    ),
    'data/2025/09': (
        '19.json 24.json 29.json'
    ),
}

HN_DAILY_OTHER = {
    '': (
        '.github/workflows/update.yml .gitignore .python-version LICENSE README.md backfill_backward.sh '
        'contributing.md data/2010/07/README.md data/2010/08/README.md data/2010/09/README.md '
        'data/2010/10/README.md data/2010/11/README.md data/2010/12/README.md data/2010/README.md '
        'data/2011/01/README.md data/2011/02/README.md data/2011/03/README.md data/2011/04/README.md '
        'data/2011/05/README.md data/2011/06/README.md data/2011/07/README.md data/2011/08/README.md '
        'data/2011/09/README.md data/2011/10/README.md data/2011/11/README.md data/2011/12/README.md '
        'data/2011/README.md data/2012/01/README.md data/2012/02/README.md data/2012/03/README.md '
        'data/2012/04/README.md data/2012/05/README.md data/2012/06/README.md data/2012/07/README.md '
        'data/2012/08/README.md data/2012/09/README.md data/2012/10/README.md data/2012/11/README.md '
        'data/2012/12/README.md data/2012/README.md data/2013/01/README.md data/2013/02/README.md '
        'data/2013/03/README.md data/2013/04/README.md data/2013/05/README.md data/2013/06/README.md '
        'data/2013/07/README.md data/2013/08/README.md data/2013/09/README.md data/2013/10/README.md '
        'data/2013/11/README.md data/2013/12/README.md data/2013/README.md data/2014/01/README.md '
        'data/2014/02/README.md data/2014/03/README.md data/2014/04/README.md data/2014/05/README.md '
        'data/2014/06/README.md data/2014/07/README.md data/2014/08/README.md data/2014/09/README.md '
        'data/2014/10/README.md data/2014/11/README.md data/2014/12/README.md data/2014/README.md '
        'data/2015/01/README.md data/2015/02/README.md data/2015/03/README.md data/2015/04/README.md '
        'data/2015/05/README.md data/2015/06/README.md data/2015/07/README.md data/2015/08/README.md '
        'data/2015/09/README.md data/2015/10/README.md data/2015/11/README.md data/2015/12/README.md '
        'data/2015/README.md data/2016/01/README.md data/2016/02/README.md data/2016/03/README.md '
        'data/2016/04/README.md data/2016/05/README.md data/2016/06/README.md data/2016/07/README.md '
        'data/2016/08/README.md data/2016/09/README.md data/2016/10/README.md data/2016/11/README.md '
        'data/2016/12/README.md data/2016/README.md data/2017/01/README.md data/2017/02/README.md '
        'data/2017/03/README.md data/2017/04/README.md data/2017/05/README.md data/2017/06/README.md '
        'data/2017/07/README.md data/2017/08/README.md data/2017/09/README.md data/2017/10/README.md '
        'data/2017/11/README.md data/2017/12/README.md data/2017/README.md data/2018/01/README.md '
        'data/2018/02/README.md data/2018/03/README.md data/2018/04/README.md data/2018/05/README.md '
        'data/2018/06/README.md data/2018/07/README.md data/2018/08/README.md data/2018/09/README.md '
        'data/2018/10/README.md data/2018/11/README.md data/2018/12/README.md data/2018/README.md '
        'data/2019/01/README.md data/2019/02/README.md data/2019/03/README.md data/2019/04/README.md '
        'data/2019/05/README.md data/2019/06/README.md data/2019/07/README.md data/2019/08/README.md '
        'data/2019/09/README.md data/2019/12/README.md data/2019/README.md data/2020/01/README.md '
        'data/2020/02/README.md data/2020/03/README.md data/2020/04/README.md data/2020/05/README.md '
        'data/2020/06/README.md data/2020/07/README.md data/2020/08/README.md data/2020/09/README.md '
        'data/2020/10/README.md data/2020/11/README.md data/2020/12/README.md data/2020/README.md '
        'data/2021/01/README.md data/2021/02/README.md data/2021/03/README.md data/2021/04/README.md '
        'data/2021/05/README.md data/2021/06/README.md data/2021/07/README.md data/2021/08/README.md '
        'data/2021/09/README.md data/2021/10/README.md data/2021/11/README.md data/2021/12/README.md '
        'data/2021/README.md data/2022/01/README.md data/2022/02/README.md data/2022/03/README.md '
        'data/2022/05/README.md data/2022/06/README.md data/2022/07/README.md data/2022/08/README.md '
        'data/2022/09/README.md data/2022/10/README.md data/2022/11/README.md data/2022/12/README.md '
        'data/2023/01/README.md data/2023/02/README.md data/2023/03/README.md data/2023/04/README.md '
        'data/2023/05/README.md data/2023/06/README.md data/2023/07/README.md data/2023/08/README.md '
        'data/2023/09/README.md data/2023/10/README.md data/2023/11/README.md data/2023/12/README.md '
        'data/2023/README.md data/2024/02/README.md data/2024/03/README.md data/2024/04/README.md '
        'data/2024/05/README.md data/2024/06/README.md data/2024/07/README.md data/2024/08/README.md '
        'data/2024/10/README.md data/2024/11/README.md data/2024/12/README.md data/2024/README.md '
        'data/2025/01/README.md data/2025/02/README.md data/2025/03/README.md data/2025/04/README.md '
        'data/2025/05/README.md data/2025/06/README.md data/2025/07/README.md data/2025/08/README.md '
        'data/2025/09/README.md data/2025/10/README.md data/2025/11/README.md data/2025/12/README.md '
        'data/2025/README.md data/2026/01/README.md data/2026/02/README.md data/2026/03/README.md '
        'data/2026/04/README.md data/2026/05/README.md data/2026/README.md pyproject.toml src/README.md '
        'uv.lock'
    ),
    'src/hn_daily_index': (
        '__init__.py __main__.py backfill.py enrich.py generate.py'
    ),
}

HATEBU_DAILY_KIND = {
    '': (
        'public/data/1998/01/31.json public/data/1998/02/05.json public/data/1998/02/20.json '
        'public/data/1998/03/06.json public/data/1998/05/16.json public/data/1998/06/29.json '
        'public/data/1998/08/24.json public/data/1998/08/30.json public/data/1998/09/23.json '
        'public/data/1998/10/01.json public/data/1998/10/24.json public/data/1999/01/15.json '
        'public/data/1999/04/03.json public/data/1999/05/04.json public/data/1999/05/11.json '
        'public/data/1999/07/02.json public/data/1999/08/05.json public/data/1999/10/29.json '
        'public/data/1999/11/26.json public/data/2000/02/05.json public/data/2000/07/02.json '
        'public/data/2000/08/14.json public/data/2000/08/20.json public/data/2000/09/05.json '
        'public/data/2000/09/26.json public/data/2000/11/07.json public/data/2000/12/03.json '
        'public/data/2000/12/25.json public/data/2001/01/14.json public/data/2001/02/22.json '
        'public/data/2001/04/09.json public/data/2001/04/19.json public/data/2001/06/26.json '
        'public/data/2001/07/06.json public/data/2001/08/20.json public/data/2001/10/08.json '
        'public/data/2001/10/12.json public/data/2002/02/10.json public/data/2002/05/17.json '
        'public/data/2002/10/29.json public/data/2002/11/08.json public/data/2003/02/23.json '
        'public/data/2003/03/09.json public/data/2003/03/24.json public/data/2003/05/18.json '
        'public/data/2003/06/03.json public/data/2003/07/26.json public/data/2003/09/30.json '
        'public/data/2003/10/19.json public/data/2004/04/06.json public/data/2004/05/06.json '
        'public/data/2004/06/04.json public/data/2004/07/19.json public/data/2004/07/29.json '
        'public/data/2004/10/10.json public/data/2004/10/13.json public/data/2004/12/11.json '
        'public/data/2004/12/27.json public/data/2005/02/20.json public/data/2005/03/16.json '
        'public/data/2005/04/22.json public/data/2005/05/08.json public/data/2005/06/02.json '
        'public/data/2005/07/22.json public/data/2005/09/11.json public/data/2005/09/29.json '
        'public/data/2005/11/11.json public/data/2006/01/04.json public/data/2006/05/07.json '
        'public/data/2006/10/01.json public/data/2006/10/05.json public/data/2007/03/05.json '
        'public/data/2007/03/25.json public/data/2007/05/06.json public/data/2007/07/06.json '
        'public/data/2007/07/21.json public/data/2007/10/25.json public/data/2007/11/04.json '
        'public/data/2007/12/29.json public/data/2008/01/26.json public/data/2008/02/10.json '
        'public/data/2008/03/23.json public/data/2008/04/04.json public/data/2008/06/12.json '
        'public/data/2008/07/10.json public/data/2008/09/08.json public/data/2008/09/21.json '
        'public/data/2008/10/03.json public/data/2008/11/27.json public/data/2009/01/20.json '
        'public/data/2009/02/27.json public/data/2009/03/25.json public/data/2009/04/09.json '
        'public/data/2009/05/14.json public/data/2009/05/30.json public/data/2009/06/09.json '
        'public/data/2009/08/20.json public/data/2009/08/21.json public/data/2009/09/19.json '
        'public/data/2009/10/13.json public/data/2010/01/29.json public/data/2010/02/16.json '
        'public/data/2010/03/11.json public/data/2010/03/20.json public/data/2010/04/06.json '
        'public/data/2010/07/23.json public/data/2010/10/29.json public/data/2010/11/08.json '
        'public/data/2010/12/30.json public/data/2011/03/29.json public/data/2011/07/14.json '
        'public/data/2011/08/10.json public/data/2011/09/06.json public/data/2011/11/18.json '
        'public/data/2011/12/07.json public/data/2011/12/15.json public/data/2012/01/06.json '
        'public/data/2012/01/11.json public/data/2012/02/03.json public/data/2012/02/09.json '
        'public/data/2012/03/31.json public/data/2012/04/07.json public/data/2012/07/17.json '
        'public/data/2012/10/16.json public/data/2012/10/26.json public/data/2012/12/27.json '
        'public/data/2013/02/01.json public/data/2013/02/19.json public/data/2013/03/02.json '
        'public/data/2013/03/23.json public/data/2013/05/20.json public/data/2013/06/01.json '
        'public/data/2013/07/20.json public/data/2013/08/02.json public/data/2013/12/05.json '
        'public/data/2013/12/28.json public/data/2014/02/12.json public/data/2014/06/12.json '
        'public/data/2014/06/29.json public/data/2014/07/07.json public/data/2014/09/02.json '
        'public/data/2014/11/04.json public/data/2015/01/03.json public/data/2015/03/31.json '
        'public/data/2015/04/29.json public/data/2015/05/25.json public/data/2015/06/16.json '
        'public/data/2015/06/25.json public/data/2015/07/27.json public/data/2015/08/23.json '
        'public/data/2015/09/15.json public/data/2015/12/24.json public/data/2016/03/03.json '
        'public/data/2016/04/06.json public/data/2016/07/18.json public/data/2016/09/20.json '
        'public/data/2016/10/21.json public/data/2016/10/30.json public/data/2016/12/12.json '
        'public/data/2017/04/21.json public/data/2017/05/15.json public/data/2017/06/03.json '
        'public/data/2017/09/04.json public/data/2017/11/21.json public/data/2017/12/06.json '
        'public/data/2017/12/17.json public/data/2018/05/10.json public/data/2018/05/28.json '
        'public/data/2018/07/14.json public/data/2018/09/10.json public/data/2018/09/16.json '
        'public/data/2018/10/12.json public/data/2019/03/15.json public/data/2019/04/03.json '
        'public/data/2019/05/07.json public/data/2019/06/13.json public/data/2019/06/25.json '
        'public/data/2019/07/19.json public/data/2019/09/10.json public/data/2019/12/07.json '
        'public/data/2019/12/18.json public/data/2020/01/14.json public/data/2020/01/23.json '
        'public/data/2020/03/04.json public/data/2020/04/30.json public/data/2020/06/16.json '
        'public/data/2020/06/28.json public/data/2020/08/24.json public/data/2020/08/31.json '
        'public/data/2020/11/17.json public/data/2020/11/28.json public/data/2020/12/18.json '
        'public/data/2021/03/18.json public/data/2021/04/16.json public/data/2021/04/24.json '
        'public/data/2021/05/10.json public/data/2021/09/29.json public/data/2021/09/30.json '
        'public/data/2021/12/03.json public/data/2021/12/25.json public/data/2022/05/11.json '
        'public/data/2022/05/22.json public/data/2022/07/17.json public/data/2022/07/29.json '
        'public/data/2022/08/23.json public/data/2022/09/17.json public/data/2022/11/12.json '
        'public/data/2022/12/17.json public/data/2023/04/20.json public/data/2023/04/26.json '
        'public/data/2023/05/23.json public/data/2023/07/06.json public/data/2023/07/10.json '
        'public/data/2023/08/04.json public/data/2023/08/17.json public/data/2023/10/09.json '
        'public/data/2023/10/20.json public/data/2023/11/11.json public/data/2023/12/08.json '
        'public/data/2024/01/14.json public/data/2024/02/23.json public/data/2024/03/03.json '
        'public/data/2024/04/18.json public/data/2024/04/23.json public/data/2024/08/02.json '
        'public/data/2025/02/01.json public/data/2025/02/07.json public/data/2025/05/15.json '
        'public/data/2025/06/03.json public/data/2025/08/15.json public/data/2025/08/28.json '
        'public/data/2025/09/01.json public/data/2025/09/19.json public/data/2026/01/21.json '
        'public/data/2026/03/04.json public/data/2026/06/21.json'
    ),
    'public/data/2000/06': (
        '08.json 20.json 24.json'
    ),
    'public/data/2002/06': (
        '04.json 14.json 20.json'
    ),
    'public/data/2005/01': (
        '06.json 21.json 27.json'
    ),
    'public/data/2005/08': (
        '05.json 08.json 23.json'
    ),
    'public/data/2008/05': (
        '08.json 14.json 24.json'
    ),
    'public/data/2012/06': (
        '02.json 03.json 23.json'
    ),
    'public/data/2012/11': (
        '02.json 19.json 29.json'
    ),
    'public/data/2013/01': (
        '10.json 15.json 18.json'
    ),
    'public/data/2013/11': (
        '03.json 26.json 29.json'
    ),
    'public/data/2015/11': (
        '13.json 16.json 19.json'
    ),
    'public/data/2016/02': (
        '15.json 22.json 23.json'
    ),
    'public/data/2017/10': (
        '11.json 15.json 19.json'
    ),
    'public/data/2018/02': (
        '12.json 13.json 23.json 28.json'
    ),
    'public/data/2018/03': (
        '08.json 09.json 15.json 30.json'
    ),
    'public/data/2018/08': (
        '01.json 02.json 27.json'
    ),
    'public/data/2018/11': (
        '15.json 21.json 30.json'
    ),
    'public/data/2018/12': (
        '14.json 22.json 26.json 29.json'
    ),
    'public/data/2020/05': (
        '09.json 24.json 27.json 31.json'
    ),
    'public/data/2024/09': (
        '05.json 20.json 24.json'
    ),
    'public/data/2025/07': (
        '01.json 02.json 07.json'
    ),
}

HATEBU_DAILY_OTHER = {
    '': (
        '.github/workflows/github_pages.yml .github/workflows/lint.yml .gitignore .node_vesion CLAUDE.md '
        'Makefile README.md eslint.config.js htmd-options.toml index.html opencode.json package-lock.json '
        'package.json public/data/2025/clusters_kmeans_summary.json public/data/histogram.json '
        'public/data/histogram_array.json public/vite.svg renovate.json src/assets/react.svg tsconfig.json '
        'tsconfig.node.json vite.config.ts'
    ),
    'public/data/2025/06': (
        '02.ai.json 02.amazon.json 03.ai.json 03.amazon.json 04.ai.json 04.amazon.json 06.ai.json '
        '06.amazon.json 08.ai.json 08.amazon.json 09.ai.json 10.amazon.json 11.ai.json 12.ai.json '
        '12.amazon.json 13.ai.json 14.amazon.json 16.ai.json 16.amazon.json 17.amazon.json 18.ai.json '
        '19.ai.json 22.ai.json 23.ai.json 24.ai.json 25.amazon.json 27.amazon.json 28.ai.json 28.amazon.json '
        '29.amazon.json'
    ),
    'public/data/2025/07': (
        '01.ai.json 01.amazon.json 02.amazon.json 03.ai.json 04.ai.json 05.amazon.json 09.ai.json '
        '09.amazon.json 10.amazon.json 11.amazon.json 12.ai.json 12.amazon.json 15.ai.json 17.ai.json '
        '18.amazon.json 19.ai.json 23.amazon.json 25.ai.json 27.amazon.json 28.ai.json 29.ai.json '
        '29.amazon.json 30.ai.json 30.amazon.json 31.ai.json'
    ),
    'public/data/2025/08': (
        '01.ai.json 02.ai.json 02.amazon.json 03.ai.json 04.ai.json 04.amazon.json 05.ai.json 05.amazon.json '
        '06.ai.json 06.amazon.json 07.ai.json 08.ai.json 08.amazon.json 10.ai.json 10.amazon.json '
        '12.amazon.json 14.ai.json 14.amazon.json 15.ai.json 17.ai.json 17.amazon.json 19.ai.json '
        '19.amazon.json 21.ai.json 22.amazon.json 23.ai.json 23.amazon.json 24.ai.json 26.ai.json '
        '26.amazon.json 27.ai.json 27.amazon.json 31.ai.json'
    ),
    'public/data/2025/09': (
        '03.amazon.json 05.ai.json 05.amazon.json 06.amazon.json 07.ai.json 08.amazon.json 09.ai.json '
        '10.ai.json 11.amazon.json 12.ai.json 13.ai.json 14.ai.json 14.amazon.json 15.ai.json 15.amazon.json '
        '16.amazon.json 17.ai.json 17.amazon.json 18.amazon.json 19.ai.json 20.ai.json 21.ai.json '
        '21.amazon.json 22.ai.json 24.amazon.json 25.ai.json 27.ai.json 27.amazon.json 28.amazon.json '
        '29.amazon.json 30.ai.json'
    ),
    'public/data/2025/10': (
        '05.amazon.json 07.amazon.json 14.ai.json 16.amazon.json 18.amazon.json 21.amazon.json 29.ai.json'
    ),
    'public/data/2025/11': (
        '01.amazon.json 05.ai.json 05.amazon.json 06.ai.json 08.amazon.json 14.amazon.json 20.ai.json '
        '23.amazon.json'
    ),
    'public/data/2025/12': (
        '03.amazon.json 04.amazon.json 13.ai.json 16.ai.json 19.amazon.json 21.ai.json 23.ai.json '
        '26.amazon.json 28.ai.json'
    ),
    'public/data/2026/01': (
        '01.ai.json 02.amazon.json 03.ai.json 04.ai.json 06.ai.json 06.amazon.json 07.amazon.json '
        '08.amazon.json 09.ai.json 09.amazon.json 11.amazon.json 13.ai.json 14.amazon.json 15.amazon.json '
        '19.ai.json 19.amazon.json 21.amazon.json 24.amazon.json 25.ai.json 26.amazon.json 27.ai.json '
        '27.amazon.json 28.ai.json 29.ai.json 29.amazon.json 30.ai.json 31.ai.json 31.amazon.json'
    ),
    'public/data/2026/02': (
        '03.amazon.json 05.ai.json 08.ai.json 12.amazon.json 14.amazon.json 16.ai.json 17.ai.json '
        '20.amazon.json'
    ),
    'public/data/2026/03': (
        '01.ai.json 01.amazon.json 02.amazon.json 03.ai.json 03.amazon.json 04.ai.json 04.amazon.json '
        '05.ai.json 06.ai.json 06.amazon.json 09.amazon.json 10.ai.json 10.amazon.json 11.amazon.json '
        '12.amazon.json 13.ai.json 14.amazon.json 17.ai.json 17.amazon.json 18.ai.json 20.ai.json '
        '20.amazon.json 21.amazon.json 22.ai.json 25.ai.json 28.ai.json 29.ai.json 30.ai.json 31.amazon.json'
    ),
    'public/data/2026/04': (
        '03.ai.json 10.ai.json 11.amazon.json 15.amazon.json 18.ai.json 20.ai.json 23.ai.json 25.ai.json '
        '28.ai.json'
    ),
    'public/data/2026/05': (
        '05.amazon.json 15.amazon.json 21.ai.json 26.amazon.json 27.ai.json 27.amazon.json'
    ),
    'public/data/2026/06': (
        '01.ai.json 02.ai.json 03.amazon.json 04.ai.json 06.ai.json 07.ai.json 07.amazon.json 09.ai.json '
        '10.ai.json 12.amazon.json 13.ai.json 13.amazon.json 14.amazon.json 15.ai.json 15.amazon.json '
        '16.amazon.json 17.ai.json 17.amazon.json 18.amazon.json 19.ai.json 22.ai.json 23.ai.json '
        '23.amazon.json 24.amazon.json'
    ),
    'scripts': (
        'ai.ts amazon.ts clustering.py clustering_requirements.txt discovery.ts fetch.ts histogram.ts '
        'htmd.sh interests.ts'
    ),
    'src': (
        'App.css App.tsx index.css main.tsx vite-env.d.ts'
    ),
    'src/components': (
        'AmazonAssociate.tsx GlobalNav.tsx YearCard.tsx'
    ),
    'src/view': (
        'BookmarksView.tsx ClusteringView.tsx DiscoveryView.tsx HistogramView.tsx InterestsView.tsx'
    ),
}

HATEBU_AI_KIND = {
    'public/data/2025/06': (
        '01.ai.json 02.ai.json 04.ai.json 05.ai.json 06.ai.json 08.ai.json 09.ai.json 10.ai.json 15.ai.json '
        '16.ai.json 18.ai.json 19.ai.json 23.ai.json 24.ai.json 26.ai.json 27.ai.json 29.ai.json 30.ai.json'
    ),
    'public/data/2025/07': (
        '01.ai.json 02.ai.json 03.ai.json 04.ai.json 05.ai.json 09.ai.json 10.ai.json 12.ai.json 13.ai.json '
        '14.ai.json 15.ai.json 16.ai.json 17.ai.json 20.ai.json 22.ai.json 23.ai.json 24.ai.json 25.ai.json '
        '27.ai.json 29.ai.json 30.ai.json 31.ai.json'
    ),
    'public/data/2025/08': (
        '01.ai.json 03.ai.json 04.ai.json 05.ai.json 06.ai.json 11.ai.json 12.ai.json 13.ai.json 14.ai.json '
        '15.ai.json 16.ai.json 17.ai.json 18.ai.json 19.ai.json 20.ai.json 22.ai.json 23.ai.json 24.ai.json '
        '25.ai.json 26.ai.json 27.ai.json 28.ai.json 29.ai.json 30.ai.json 31.ai.json'
    ),
    'public/data/2025/09': (
        '01.ai.json 02.ai.json 05.ai.json 06.ai.json 10.ai.json 11.ai.json 13.ai.json 14.ai.json 15.ai.json '
        '16.ai.json 17.ai.json 18.ai.json 19.ai.json 21.ai.json 24.ai.json 25.ai.json 26.ai.json 28.ai.json '
        '29.ai.json 30.ai.json'
    ),
    'public/data/2025/10': (
        '01.ai.json 02.ai.json 03.ai.json 04.ai.json 05.ai.json 06.ai.json 08.ai.json 09.ai.json 10.ai.json '
        '11.ai.json 12.ai.json 13.ai.json 14.ai.json 15.ai.json 16.ai.json 17.ai.json 18.ai.json 20.ai.json '
        '21.ai.json 22.ai.json 23.ai.json 24.ai.json 25.ai.json 26.ai.json 27.ai.json 28.ai.json 29.ai.json '
        '30.ai.json 31.ai.json'
    ),
    'public/data/2025/11': (
        '01.ai.json 02.ai.json 04.ai.json 05.ai.json 06.ai.json 07.ai.json 08.ai.json 09.ai.json 10.ai.json '
        '11.ai.json 12.ai.json 14.ai.json 15.ai.json 16.ai.json 17.ai.json 19.ai.json 20.ai.json 21.ai.json '
        '22.ai.json 23.ai.json 24.ai.json 25.ai.json 26.ai.json 27.ai.json 28.ai.json 29.ai.json 30.ai.json'
    ),
    'public/data/2025/12': (
        '01.ai.json 02.ai.json 03.ai.json 04.ai.json 05.ai.json 08.ai.json 09.ai.json 10.ai.json 14.ai.json '
        '15.ai.json 16.ai.json 17.ai.json 18.ai.json 19.ai.json 20.ai.json 21.ai.json 22.ai.json 23.ai.json '
        '24.ai.json 25.ai.json 26.ai.json 27.ai.json 28.ai.json 29.ai.json 30.ai.json'
    ),
    'public/data/2026/01': (
        '02.ai.json 04.ai.json 05.ai.json 06.ai.json 08.ai.json 09.ai.json 10.ai.json 11.ai.json 13.ai.json '
        '14.ai.json 15.ai.json 17.ai.json 18.ai.json 19.ai.json 20.ai.json 21.ai.json 22.ai.json 23.ai.json '
        '24.ai.json 25.ai.json 26.ai.json 27.ai.json 29.ai.json 30.ai.json 31.ai.json'
    ),
    'public/data/2026/02': (
        '02.ai.json 03.ai.json 06.ai.json 08.ai.json 10.ai.json 11.ai.json 12.ai.json 13.ai.json 14.ai.json '
        '15.ai.json 16.ai.json 17.ai.json 18.ai.json 19.ai.json 20.ai.json 21.ai.json 22.ai.json 24.ai.json '
        '26.ai.json 27.ai.json 28.ai.json'
    ),
    'public/data/2026/03': (
        '01.ai.json 02.ai.json 03.ai.json 04.ai.json 05.ai.json 06.ai.json 07.ai.json 09.ai.json 10.ai.json '
        '12.ai.json 13.ai.json 14.ai.json 15.ai.json 16.ai.json 18.ai.json 19.ai.json 20.ai.json 21.ai.json '
        '22.ai.json 23.ai.json 24.ai.json 26.ai.json 27.ai.json 28.ai.json 30.ai.json 31.ai.json'
    ),
    'public/data/2026/04': (
        '01.ai.json 04.ai.json 07.ai.json 08.ai.json 09.ai.json 10.ai.json 11.ai.json 12.ai.json 13.ai.json '
        '14.ai.json 15.ai.json 16.ai.json 17.ai.json 20.ai.json 21.ai.json 22.ai.json 24.ai.json 25.ai.json '
        '26.ai.json 30.ai.json'
    ),
    'public/data/2026/05': (
        '01.ai.json 02.ai.json 04.ai.json 06.ai.json 08.ai.json 09.ai.json 10.ai.json 11.ai.json 13.ai.json '
        '14.ai.json 15.ai.json 16.ai.json 17.ai.json 18.ai.json 19.ai.json 20.ai.json 21.ai.json 22.ai.json '
        '24.ai.json 25.ai.json 26.ai.json 27.ai.json 29.ai.json 30.ai.json'
    ),
    'public/data/2026/06': (
        '01.ai.json 02.ai.json 03.ai.json 05.ai.json 06.ai.json 08.ai.json 09.ai.json 10.ai.json 11.ai.json '
        '12.ai.json 15.ai.json 16.ai.json 17.ai.json 18.ai.json 19.ai.json 20.ai.json 21.ai.json 22.ai.json'
    ),
}

HATEBU_AI_OTHER = {
    '': (
        '.github/workflows/github_pages.yml .github/workflows/lint.yml .gitignore .node_vesion CLAUDE.md '
        'Makefile README.md eslint.config.js htmd-options.toml index.html opencode.json package-lock.json '
        'package.json public/data/1998/10/09.json public/data/1999/03/07.json public/data/2000/03/24.json '
        'public/data/2000/04/15.json public/data/2000/10/04.json public/data/2001/01/27.json '
        'public/data/2001/08/23.json public/data/2002/11/29.json public/data/2003/07/06.json '
        'public/data/2004/02/21.json public/data/2004/03/30.json public/data/2004/04/28.json '
        'public/data/2004/09/27.json public/data/2005/10/22.json public/data/2006/10/15.json '
        'public/data/2007/05/23.json public/data/2009/02/19.json public/data/2009/04/17.json '
        'public/data/2010/06/15.json public/data/2010/12/18.json public/data/2011/08/01.json '
        'public/data/2011/11/03.json public/data/2012/03/17.json public/data/2012/10/26.json '
        'public/data/2013/01/22.json public/data/2013/11/17.json public/data/2014/05/16.json '
        'public/data/2014/09/01.json public/data/2014/10/14.json public/data/2015/03/16.json '
        'public/data/2015/12/26.json public/data/2016/04/20.json public/data/2016/05/07.json '
        'public/data/2016/07/19.json public/data/2016/10/16.json public/data/2017/05/20.json '
        'public/data/2019/03/28.json public/data/2019/05/19.json public/data/2020/06/21.json '
        'public/data/2020/09/02.json public/data/2020/09/22.json public/data/2021/05/21.json '
        'public/data/2021/11/15.json public/data/2022/03/11.json public/data/2022/03/15.json '
        'public/data/2022/09/11.json public/data/2023/01/15.json public/data/2023/08/13.json '
        'public/data/2023/12/28.json public/data/2024/11/18.json public/vite.svg renovate.json '
        'src/assets/react.svg tsconfig.json tsconfig.node.json vite.config.ts'
    ),
    'public/data/2025/06': (
        '03.json 04.amazon.json 05.json 06.amazon.json 06.json 07.json 08.amazon.json 11.amazon.json '
        '12.amazon.json 12.json 15.amazon.json 16.json 17.json 21.amazon.json 23.json 24.amazon.json '
        '25.amazon.json 26.amazon.json 28.amazon.json'
    ),
    'public/data/2025/07': (
        '01.amazon.json 01.json 05.amazon.json 08.amazon.json 11.amazon.json 12.amazon.json 12.json '
        '13.amazon.json 14.json 16.amazon.json 19.json 23.amazon.json 23.json 24.json 25.amazon.json 26.json '
        '27.amazon.json 30.amazon.json 31.amazon.json'
    ),
    'public/data/2025/08': (
        '03.amazon.json 03.json 04.amazon.json 05.amazon.json 08.amazon.json 09.amazon.json 13.amazon.json '
        '13.json 14.json 16.amazon.json 19.amazon.json 19.json 20.amazon.json 25.amazon.json 28.json '
        '29.amazon.json 30.amazon.json'
    ),
    'public/data/2025/09': (
        '01.amazon.json 04.json 11.amazon.json 16.json 17.amazon.json 20.json 22.json 23.json 24.json '
        '25.amazon.json 26.amazon.json 26.json 28.json 30.amazon.json'
    ),
    'public/data/2025/10': (
        '01.json 02.amazon.json 02.json 03.json 04.amazon.json 05.amazon.json 09.json 10.json 12.amazon.json '
        '12.json 13.amazon.json 17.amazon.json 24.json 25.amazon.json 25.json 30.amazon.json 31.amazon.json '
        '31.json'
    ),
    'public/data/2025/11': (
        '03.json 04.json 05.amazon.json 07.amazon.json 07.json 09.amazon.json 11.amazon.json 12.json '
        '20.amazon.json 20.json 27.amazon.json'
    ),
    'public/data/2025/12': (
        '04.amazon.json 04.json 09.amazon.json 11.amazon.json 16.json 18.json 21.amazon.json 21.json 22.json '
        '24.json 26.json 27.amazon.json 27.json 28.amazon.json 28.json 29.json'
    ),
    'public/data/2026/01': (
        '01.json 02.amazon.json 04.amazon.json 05.json 07.amazon.json 07.json 10.json 11.amazon.json '
        '15.amazon.json 16.json 17.json 21.amazon.json 21.json 22.amazon.json 22.json 24.json 25.json '
        '26.json 27.json 29.amazon.json 30.json'
    ),
    'public/data/2026/02': (
        '01.amazon.json 02.amazon.json 04.amazon.json 04.json 07.json 08.json 09.amazon.json 09.json '
        '11.amazon.json 11.json 12.amazon.json 13.amazon.json 13.json 14.json 15.amazon.json 19.json 20.json '
        '22.json 25.json 27.amazon.json'
    ),
    'public/data/2026/03': (
        '02.amazon.json 03.json 06.amazon.json 07.amazon.json 13.amazon.json 18.amazon.json 23.amazon.json '
        '26.amazon.json 28.amazon.json'
    ),
    'public/data/2026/04': (
        '05.json 07.amazon.json 07.json 08.amazon.json 09.amazon.json 12.json 15.amazon.json 19.amazon.json '
        '19.json 21.amazon.json 22.amazon.json 24.amazon.json 25.json 28.amazon.json 30.json'
    ),
    'public/data/2026/05': (
        '01.json 04.amazon.json 04.json 05.json 06.json 08.json 09.json 10.amazon.json 10.json 22.json '
        '23.json 29.amazon.json 31.amazon.json'
    ),
    'public/data/2026/06': (
        '02.amazon.json 08.amazon.json 13.amazon.json 13.json 16.json 18.amazon.json 18.json 24.json'
    ),
    'scripts': (
        'ai.ts amazon.ts clustering.py clustering_requirements.txt discovery.ts fetch.ts histogram.ts '
        'htmd.sh interests.ts'
    ),
    'src': (
        'App.css App.tsx index.css main.tsx vite-env.d.ts'
    ),
    'src/components': (
        'AmazonAssociate.tsx GlobalNav.tsx YearCard.tsx'
    ),
    'src/view': (
        'BookmarksView.tsx ClusteringView.tsx DiscoveryView.tsx HistogramView.tsx InterestsView.tsx'
    ),
}

CC_WARC_2016_40_KIND = {
    '': (
        'crawl-data/CC-MAIN-2016-40/segments/1474738660158.72/warc/CC-MAIN-20160924173740-00234-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660158.72/warc/CC-MAIN-20160924173740-00254-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660208.2/warc/CC-MAIN-20160924173740-00226-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660242.52/warc/CC-MAIN-20160924173740-00126-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660342.42/warc/CC-MAIN-20160924173740-00176-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660350.13/warc/CC-MAIN-20160924173740-00243-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660350.13/warc/CC-MAIN-20160924173740-00303-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660548.33/warc/CC-MAIN-20160924173740-00104-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660709.12/warc/CC-MAIN-20160924173740-00193-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660709.12/warc/CC-MAIN-20160924173740-00201-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660712.3/warc/CC-MAIN-20160924173740-00231-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660746.32/warc/CC-MAIN-20160924173740-00005-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660760.0/warc/CC-MAIN-20160924173740-00167-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660760.0/warc/CC-MAIN-20160924173740-00223-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660882.14/warc/CC-MAIN-20160924173740-00123-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660882.14/warc/CC-MAIN-20160924173740-00231-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660887.60/warc/CC-MAIN-20160924173740-00218-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660887.60/warc/CC-MAIN-20160924173740-00219-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660898.27/warc/CC-MAIN-20160924173740-00175-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660916.37/warc/CC-MAIN-20160924173740-00061-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660916.37/warc/CC-MAIN-20160924173740-00081-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660931.25/warc/CC-MAIN-20160924173740-00052-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660931.25/warc/CC-MAIN-20160924173740-00265-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660992.15/warc/CC-MAIN-20160924173740-00071-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738660992.15/warc/CC-MAIN-20160924173740-00272-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661087.58/warc/CC-MAIN-20160924173741-00021-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661087.58/warc/CC-MAIN-20160924173741-00261-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661123.53/warc/CC-MAIN-20160924173741-00010-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661123.53/warc/CC-MAIN-20160924173741-00251-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661155.56/warc/CC-MAIN-20160924173741-00070-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661155.56/warc/CC-MAIN-20160924173741-00245-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661213.28/warc/CC-MAIN-20160924173741-00104-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661213.28/warc/CC-MAIN-20160924173741-00181-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661289.41/warc/CC-MAIN-20160924173741-00184-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661289.41/warc/CC-MAIN-20160924173741-00203-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661289.57/warc/CC-MAIN-20160924173741-00249-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661367.29/warc/CC-MAIN-20160924173741-00086-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661367.29/warc/CC-MAIN-20160924173741-00192-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661640.68/warc/CC-MAIN-20160924173741-00182-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661640.68/warc/CC-MAIN-20160924173741-00222-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661767.35/warc/CC-MAIN-20160924173741-00192-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661767.35/warc/CC-MAIN-20160924173741-00195-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661768.10/warc/CC-MAIN-20160924173741-00022-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661775.4/warc/CC-MAIN-20160924173741-00111-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661775.4/warc/CC-MAIN-20160924173741-00180-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661780.47/warc/CC-MAIN-20160924173741-00168-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661780.47/warc/CC-MAIN-20160924173741-00237-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661781.17/warc/CC-MAIN-20160924173741-00234-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661781.17/warc/CC-MAIN-20160924173741-00246-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661900.67/warc/CC-MAIN-20160924173741-00043-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661900.67/warc/CC-MAIN-20160924173741-00127-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661905.96/warc/CC-MAIN-20160924173741-00243-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661915.89/warc/CC-MAIN-20160924173741-00111-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661915.89/warc/CC-MAIN-20160924173741-00113-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661953.95/warc/CC-MAIN-20160924173741-00024-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661953.95/warc/CC-MAIN-20160924173741-00253-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661962.7/warc/CC-MAIN-20160924173741-00189-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738661962.7/warc/CC-MAIN-20160924173741-00251-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738662022.71/warc/CC-MAIN-20160924173742-00131-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738662022.71/warc/CC-MAIN-20160924173742-00234-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738662197.73/warc/CC-MAIN-20160924173742-00248-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738662400.75/warc/CC-MAIN-20160924173742-00214-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738662400.75/warc/CC-MAIN-20160924173742-00262-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738662438.81/warc/CC-MAIN-20160924173742-00055-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738662698.85/warc/CC-MAIN-20160924173742-00079-ip-10-143-35-109.ec2.internal.warc.gz '
        'crawl-data/CC-MAIN-2016-40/segments/1474738663010.9/warc/CC-MAIN-20160924173743-00193-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738659496.36/warc': (
        'CC-MAIN-20160924173739-00083-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00092-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00150-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00292-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738659512.19/warc': (
        'CC-MAIN-20160924173739-00070-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00181-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00193-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00242-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00258-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00303-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738659753.31/warc': (
        'CC-MAIN-20160924173739-00003-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00079-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00252-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738659833.43/warc': (
        'CC-MAIN-20160924173739-00111-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00166-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00309-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738659865.46/warc': (
        'CC-MAIN-20160924173739-00245-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00278-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173739-00293-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660158.61/warc': (
        'CC-MAIN-20160924173740-00069-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00080-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00155-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00238-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00291-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660181.83/warc': (
        'CC-MAIN-20160924173740-00078-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00099-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00189-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00294-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660214.50/warc': (
        'CC-MAIN-20160924173740-00107-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00162-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00174-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660338.16/warc': (
        'CC-MAIN-20160924173740-00049-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00076-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00106-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00249-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660436.26/warc': (
        'CC-MAIN-20160924173740-00049-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00160-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00305-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660467.49/warc': (
        'CC-MAIN-20160924173740-00118-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00150-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00201-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00213-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00260-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660602.38/warc': (
        'CC-MAIN-20160924173740-00044-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00045-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00274-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660801.77/warc': (
        'CC-MAIN-20160924173740-00027-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00118-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00130-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00150-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00188-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00244-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660864.21/warc': (
        'CC-MAIN-20160924173740-00054-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00079-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00214-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660871.1/warc': (
        'CC-MAIN-20160924173740-00087-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00138-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00271-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00290-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660957.45/warc': (
        'CC-MAIN-20160924173740-00063-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00209-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00246-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00263-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660966.51/warc': (
        'CC-MAIN-20160924173740-00005-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00052-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00063-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00064-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00165-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00180-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00294-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738660996.20/warc': (
        'CC-MAIN-20160924173740-00041-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00097-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00124-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00141-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00169-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00204-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00226-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173740-00268-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661023.80/warc': (
        'CC-MAIN-20160924173741-00085-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00109-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00207-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00232-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661051.55/warc': (
        'CC-MAIN-20160924173741-00119-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00164-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00170-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00182-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661155.8/warc': (
        'CC-MAIN-20160924173741-00003-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00054-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00098-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00180-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00234-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00281-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661277.63/warc': (
        'CC-MAIN-20160924173741-00000-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00020-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00089-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661296.34/warc': (
        'CC-MAIN-20160924173741-00034-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00221-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00294-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661311.64/warc': (
        'CC-MAIN-20160924173741-00128-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00242-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00290-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00293-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661326.74/warc': (
        'CC-MAIN-20160924173741-00153-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00246-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00284-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661327.59/warc': (
        'CC-MAIN-20160924173741-00035-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00062-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00074-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00206-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00224-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00283-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661349.6/warc': (
        'CC-MAIN-20160924173741-00172-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00173-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00241-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661449.76/warc': (
        'CC-MAIN-20160924173741-00069-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00090-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00145-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00163-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00245-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661555.40/warc': (
        'CC-MAIN-20160924173741-00059-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00077-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00107-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00112-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00120-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00177-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00291-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661763.18/warc': (
        'CC-MAIN-20160924173741-00102-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00176-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00208-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661768.23/warc': (
        'CC-MAIN-20160924173741-00041-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00063-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00175-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00198-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00249-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661778.22/warc': (
        'CC-MAIN-20160924173741-00129-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00140-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00194-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00290-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00291-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661778.39/warc': (
        'CC-MAIN-20160924173741-00067-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00195-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00238-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00292-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661779.44/warc': (
        'CC-MAIN-20160924173741-00067-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00257-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00266-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661795.48/warc': (
        'CC-MAIN-20160924173741-00140-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00235-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00247-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661833.70/warc': (
        'CC-MAIN-20160924173741-00025-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00051-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00059-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00094-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661910.62/warc': (
        'CC-MAIN-20160924173741-00080-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00111-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00176-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738661974.78/warc': (
        'CC-MAIN-20160924173741-00052-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00152-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173741-00189-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662018.69/warc': (
        'CC-MAIN-20160924173742-00051-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00115-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00167-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00192-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662058.98/warc': (
        'CC-MAIN-20160924173742-00011-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00032-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00036-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662133.5/warc': (
        'CC-MAIN-20160924173742-00088-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00148-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00233-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00242-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662159.54/warc': (
        'CC-MAIN-20160924173742-00000-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00035-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00109-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662166.99/warc': (
        'CC-MAIN-20160924173742-00042-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00100-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00210-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662251.92/warc': (
        'CC-MAIN-20160924173742-00023-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00069-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00139-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662321.90/warc': (
        'CC-MAIN-20160924173742-00183-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00211-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00235-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662336.11/warc': (
        'CC-MAIN-20160924173742-00044-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00081-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00148-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00251-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662430.97/warc': (
        'CC-MAIN-20160924173742-00008-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00063-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00200-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662507.79/warc': (
        'CC-MAIN-20160924173742-00152-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00187-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00257-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662527.91/warc': (
        'CC-MAIN-20160924173742-00139-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00291-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00296-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662541.24/warc': (
        'CC-MAIN-20160924173742-00075-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00101-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00112-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00151-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00166-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00173-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00273-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00285-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662705.84/warc': (
        'CC-MAIN-20160924173742-00051-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00060-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00119-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00126-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00135-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00228-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662856.94/warc': (
        'CC-MAIN-20160924173742-00023-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00083-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00208-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00239-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738662882.88/warc': (
        'CC-MAIN-20160924173742-00015-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00082-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00083-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173742-00245-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738663142.93/warc': (
        'CC-MAIN-20160924173743-00049-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00074-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00104-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00107-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00118-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00119-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738663202.87/warc': (
        'CC-MAIN-20160924173743-00174-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00238-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00262-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738663247.66/warc': (
        'CC-MAIN-20160924173743-00003-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00143-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00196-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
    'crawl-data/CC-MAIN-2016-40/segments/1474738663308.86/warc': (
        'CC-MAIN-20160924173743-00061-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00121-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00158-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00231-ip-10-143-35-109.ec2.internal.warc.gz '
        'CC-MAIN-20160924173743-00255-ip-10-143-35-109.ec2.internal.warc.gz'
    ),
}

CC_WARC_2016_40_OTHER = {
    '': (
        '.gitignore README.md etl-scripts/commoncrawl-to-pigformat.py spark-scripts/README.md '
        'spark-scripts/spark-pagerank.scala'
    ),
    'data': (
        'etl-xaaCC-MAIN-20160924173739-00000-ip-10-143-35-109.ec2.internal.warc.txt.zip warc.paths '
        'warc.paths.gz xaaCC-MAIN-20160924173739-00000-ip-10-143-35-109.ec2.internal.warc.tar.gz'
    ),
    'pig-scripts': (
        'README.md pagerank.pig pagerank.py'
    ),
}

LINK_LOG_ROTATIONS_KIND = {
    '': (
        'var/log/apt/history.log.1.gz var/log/apt/term.log.1.gz'
    ),
    'var/log': (
        'alternatives.log.1 aptitude.1.gz auth.log.1 auth.log.2.gz auth.log.3.gz auth.log.4.gz btmp.1 '
        'daemon.log.1 daemon.log.2.gz daemon.log.3.gz daemon.log.4.gz debug.1 debug.2.gz debug.3.gz '
        'debug.4.gz dpkg.log.1 kern.log.1 kern.log.2.gz kern.log.3.gz kern.log.4.gz mail.info.1 '
        'mail.info.2.gz mail.info.3.gz mail.info.4.gz mail.log.1 mail.log.2.gz mail.log.3.gz mail.log.4.gz '
        'mail.warn.1 mail.warn.2.gz mail.warn.3.gz mail.warn.4.gz messages.1 messages.2.gz messages.3.gz '
        'messages.4.gz mysql.log.1.gz mysql.log.2.gz mysql.log.3.gz mysql.log.4.gz mysql.log.5.gz '
        'mysql.log.6.gz mysql.log.7.gz php5-fpm.log.1 php5-fpm.log.2.gz php5-fpm.log.3.gz php5-fpm.log.4.gz '
        'php5-fpm.log.5.gz syslog.1 syslog.2.gz syslog.3.gz syslog.4.gz syslog.5.gz syslog.6.gz syslog.7.gz '
        'wtmp.1'
    ),
    'var/log/exim4': (
        'mainlog.1 mainlog.10.gz mainlog.2.gz mainlog.3.gz mainlog.4.gz mainlog.5.gz mainlog.6.gz '
        'mainlog.7.gz mainlog.8.gz mainlog.9.gz'
    ),
    'var/log/mysql': (
        'error.log.1.gz error.log.2.gz error.log.3.gz error.log.4.gz error.log.5.gz error.log.6.gz '
        'error.log.7.gz'
    ),
    'var/log/nginx': (
        'access.log.1 access.log.2.gz access.log.3.gz access.log.4.gz access.log.5.gz error.log.1 '
        'error.log.2.gz error.log.3.gz error.log.4.gz error.log.5.gz'
    ),
}

LINK_LOG_ROTATIONS_OTHER = {
    '': (
        'etc/alternatives/aptitude.8.gz etc/sysctl.d/99-sysctl.conf var/backups/alternatives.tar.0 '
        'var/backups/dpkg.diversions.5.gz var/cache/apt/archives/unzip_6.0-16+deb8u2_i386.deb '
        'var/cache/debconf/passwords.dat var/cache/man/fi/index.db var/cache/man/ja/index.db '
        'var/lib/dpkg/alternatives/vim var/lib/mysql/mysql/user.MYI '
        'var/lib/php5/modules/fpm/enabled_by_maint/opcache var/log/apt/history.log var/log/apt/term.log '
        'var/log/exim4/mainlog var/log/fsck/checkfs var/log/fsck/checkroot '
        'var/log/installer/cdebconf/questions.dat var/log/installer/cdebconf/templates.dat '
        'var/log/mysql/error.log var/log/nginx/access.log var/log/nginx/error.log '
        'var/scripts/inscription.html var/www/site/vue/admin/pages/modifications.php '
        'var/www/site/vue/admin/vendor/font-awesome/scss/_path.scss '
        'var/www/site/vue/login/form-1/assets/font-awesome/fonts/FontAwesome.otf '
        'var/www/site/vue/login/form-1/assets/font-awesome/scss/_animated.scss '
        'var/www/site/vue/login/form-3/assets/font-awesome/scss/font-awesome.scss '
        'var/www/site/vue/page_principale/vendor/bootstrap/css/bootstrap.min.css'
    ),
    'etc/ssl/certs': (
        '1df5a75f.0 33815e15.0 4e18c148.0 ed39abd0.0'
    ),
    'var/lib/dpkg/info': (
        'apt-listchanges.md5sums dash.templates debian-archive-keyring.list discover.postinst '
        'groff-base.postinst isc-dhcp-client.list isc-dhcp-client.postrm libacl1:i386.postinst '
        'libapt-pkg4.12:i386.list libbz2-1.0:i386.md5sums libdns-export100.list libdrm2:i386.list '
        'libevent-2.0-5:i386.md5sums libharfbuzz0b:i386.shlibs libjasper1:i386.postrm '
        'libldap-2.4-2:i386.shlibs liblognorm1:i386.symbols libpci3:i386.postrm libx11-6:i386.shlibs '
        'libx11-xcb1:i386.md5sums nfs-common.list pciutils.preinst python.preinst reportbug.postinst '
        'tar.conffiles texinfo.list texinfo.postrm xterm.md5sums'
    ),
    'var/log': (
        'alternatives.log aptitude auth.log btmp daemon.log debug dmesg dpkg.log faillog fontconfig.log '
        'iptables.log iptables.log.analyse kern.log lastlog link_1.log link_2.log mail.info mail.log '
        'mail.warn messages mysql.err mysql.log php5-fpm.log syslog test.log wtmp'
    ),
    'var/log/installer': (
        'hardware-summary lsb-release partman status syslog'
    ),
}

LINK_BACKUPS_KIND = {
    'var/backups': (
        'alternatives.tar.0 alternatives.tar.1.gz apt.extended_states.0 apt.extended_states.1.gz '
        'apt.extended_states.2.gz apt.extended_states.3.gz apt.extended_states.4.gz aptitude.pkgstates.0 '
        'aptitude.pkgstates.1.gz dpkg.diversions.0 dpkg.diversions.1.gz dpkg.diversions.2.gz '
        'dpkg.diversions.3.gz dpkg.diversions.4.gz dpkg.diversions.5.gz dpkg.diversions.6.gz '
        'dpkg.statoverride.0 dpkg.statoverride.1.gz dpkg.statoverride.2.gz dpkg.statoverride.3.gz '
        'dpkg.statoverride.4.gz dpkg.statoverride.5.gz dpkg.statoverride.6.gz dpkg.status.0 dpkg.status.1.gz '
        'dpkg.status.2.gz dpkg.status.3.gz dpkg.status.4.gz dpkg.status.5.gz dpkg.status.6.gz'
    ),
}

LINK_BACKUPS_OTHER = {
    '': (
        'etc/alternatives/aptitude.8.gz etc/sysctl.d/99-sysctl.conf '
        'var/cache/apt/archives/easy-rsa_2.2.2-1_all.deb var/cache/apt/archives/libelf1_0.159-4.2_i386.deb '
        'var/cache/man/fi/index.db var/cache/man/ko/index.db var/cache/man/zh_TW/CACHEDIR.TAG '
        'var/lib/apt/lists/ftp.debian.org_debian_dists_jessie-updates_main_i18n_Translation-en.IndexDiff '
        'var/lib/libxml-sax-perl/ParserDetails.d/50-XML::LibXML::SAX '
        'var/lib/php5/modules/cli/enabled_by_maint/readline '
        'var/lib/systemd/deb-systemd-helper-enabled/multi-user.target.wants/ssh.service '
        'var/log/fsck/checkroot var/scripts/supervision/92.103.197.250:65503.sh '
        'var/www/site/vue/admin/vendor/datatables/css/dataTables.jqueryui.css '
        'var/www/site/vue/admin/vendor/flot/jquery.flot.crosshair.js '
        'var/www/site/vue/admin/vendor/font-awesome/fonts/fontawesome-webfont.eot '
        'var/www/site/vue/login/form-2/assets/font-awesome/less/font-awesome.less '
        'var/www/site/vue/login/form-3/assets/bootstrap/fonts/glyphicons-halflings-regular.woff2'
    ),
    'etc/ssl/certs': (
        '1df5a75f.0 33815e15.0 4e18c148.0 ed39abd0.0'
    ),
    'var/backups': (
        'group.bak gshadow.bak passwd.bak shadow.bak'
    ),
    'var/lib/dpkg/info': (
        'apt-listchanges.list base-files.md5sums diffutils.md5sums docutils-common.postinst '
        'e2fslibs:i386.shlibs ifupdown.conffiles laptop-detect.md5sums less.postinst libassuan0:i386.postrm '
        'libaudit1:i386.postinst libcap-ng0:i386.shlibs libdumbnet1.list libevent-2.0-5:i386.list '
        'libfuse2:i386.list libidn11:i386.list libkmod2:i386.list liblwres90.postrm libmount1:i386.list '
        'libpng12-0:i386.md5sums libxcb-dri3-0:i386.shlibs libxcb-glx0:i386.postrm opensc.md5sums '
        'php5-fpm.triggers rsyslog.conffiles shared-mime-info.list texinfo.list udev.prerm unzip.list'
    ),
}

