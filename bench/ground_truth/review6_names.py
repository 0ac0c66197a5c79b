"""Real names read from the trees and list files of review6.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only HEAD` listed them, or as a list file inside the repository holds them, at
the commit named in each generator's docstring; each constant maps a folder to the space-separated names in it
(KIND: files of the kind, OTHER: neighbours); the folder "" holds whole paths (folders with fewer than three names);
a tuple holds names with spaces.
"""


DS117_MEG_KIND = {
    'sub-01/ses-meg/meg': (
        'sub-01_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-02/ses-meg/meg': (
        'sub-02_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-03/ses-meg/meg': (
        'sub-03_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-04/ses-meg/meg': (
        'sub-04_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-05/ses-meg/meg': (
        'sub-05_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-06/ses-meg/meg': (
        'sub-06_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-07/ses-meg/meg': (
        'sub-07_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-08/ses-meg/meg': (
        'sub-08_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-09/ses-meg/meg': (
        'sub-09_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-10/ses-meg/meg': (
        'sub-10_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-11/ses-meg/meg': (
        'sub-11_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-12/ses-meg/meg': (
        'sub-12_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-13/ses-meg/meg': (
        'sub-13_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-14/ses-meg/meg': (
        'sub-14_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-15/ses-meg/meg': (
        'sub-15_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-16/ses-meg/meg': (
        'sub-16_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
}


DS117_MEG_OTHER = {
    '': (
        'derivatives/freesurfer/sub-05/ses-mri/anat/surf/lh.pial '
        'derivatives/freesurfer/sub-09/ses-mri/anat/label/lh.BA.thresh.annot '
        'derivatives/freesurfer/sub-09/ses-mri/anat/label/rh.aparc.a2009s.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/label/lh.aparc.DKTatlas40.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/label/rh.aparc.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/surf/rh.pial '
        'derivatives/freesurfer/sub-13/ses-mri/anat/surf/lh.sphere.reg '
        'derivatives/freesurfer/sub-13/ses-mri/anat/surf/rh.white '
        'derivatives/freesurfer/sub-14/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-14/ses-mri/anat/surf/rh.pial '
        'derivatives/freesurfer/sub-15/ses-mri/anat/label/rh.BA.thresh.annot '
        'derivatives/freesurfer/sub-16/ses-mri/anat/label/lh.aparc.a2009s.annot '
        'derivatives/freesurfer/sub-16/ses-mri/anat/label/rh.aparc.a2009s.annot '
        'derivatives/meg_derivatives/ct_sparse.fif derivatives/meg_derivatives/sss_cal.dat '
        'derivatives/meg_derivatives/sub-07/ses-meg/sub-07_ses-meg_task-facerecognition_proc-sss_meg.json '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090409/meg/sub-emptyroom_ses-20090409_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090506/meg/sub-emptyroom_ses-20090506_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090511/meg/sub-emptyroom_ses-20090511_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090515/meg/sub-emptyroom_ses-20090515_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090518/meg/sub-emptyroom_ses-20090518_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090601/meg/sub-emptyroom_ses-20090601_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20091126/meg/sub-emptyroom_ses-20091126_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20091208/meg/sub-emptyroom_ses-20091208_task-noise_proc-sss_meg.fif '
        'sub-01/ses-mri/func/sub-01_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-01/ses-mri/func/sub-01_ses-mri_task-facerecognition_run-06_events.tsv '
        'sub-02/ses-mri/anat/sub-02_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-02/ses-mri/func/sub-02_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-02/ses-mri/func/sub-02_ses-mri_task-facerecognition_run-08_events.tsv '
        'sub-03/ses-mri/fmap/sub-03_ses-mri_magnitude1.json sub-04/ses-mri/dwi/sub-04_ses-mri_dwi.json '
        'sub-05/ses-meg/sub-05_ses-meg_task-facerecognition_channels.tsv '
        'sub-05/ses-mri/anat/sub-05_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-07/ses-mri/anat/sub-07_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-07/ses-mri/fmap/sub-07_ses-mri_magnitude2.json '
        'sub-07/ses-mri/func/sub-07_ses-mri_task-facerecognition_run-08_bold.json '
        'sub-08/ses-mri/func/sub-08_ses-mri_task-facerecognition_run-06_events.tsv '
        'sub-09/ses-meg/sub-09_ses-meg_task-facerecognition_meg.json '
        'sub-09/ses-mri/dwi/sub-09_ses-mri_dwi.bvec '
        'sub-09/ses-mri/func/sub-09_ses-mri_task-facerecognition_run-02_bold.json '
        'sub-09/ses-mri/func/sub-09_ses-mri_task-facerecognition_run-09_events.tsv '
        'sub-10/ses-mri/anat/sub-10_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-10/ses-mri/func/sub-10_ses-mri_task-facerecognition_run-08_events.tsv '
        'sub-12/ses-mri/anat/sub-12_ses-mri_acq-mprage_T1w.json '
        'sub-12/ses-mri/fmap/sub-12_ses-mri_magnitude1.json sub-12/ses-mri/fmap/sub-12_ses-mri_phasediff.nii '
        'sub-12/ses-mri/func/sub-12_ses-mri_task-facerecognition_run-02_events.tsv '
        'sub-12/ses-mri/func/sub-12_ses-mri_task-facerecognition_run-03_bold.json '
        'sub-13/ses-mri/dwi/sub-13_ses-mri_dwi.nii.gz '
        'sub-13/ses-mri/func/sub-13_ses-mri_task-facerecognition_run-04_events.tsv '
        'sub-14/ses-mri/func/sub-14_ses-mri_task-facerecognition_run-04_bold.json '
        'sub-15/ses-mri/anat/sub-15_ses-mri_run-1_echo-3_FLASH.nii.gz '
        'sub-15/ses-mri/fmap/sub-15_ses-mri_magnitude1.nii '
        'sub-15/ses-mri/func/sub-15_ses-mri_task-facerecognition_run-06_bold.json '
        'sub-16/ses-mri/anat/sub-16_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-16/ses-mri/func/sub-16_ses-mri_task-facerecognition_run-02_events.tsv '
        'sub-emptyroom/ses-20090409/meg/sub-emptyroom_ses-20090409_task-noise_meg.fif '
        'sub-emptyroom/ses-20090506/meg/sub-emptyroom_ses-20090506_task-noise_meg.fif '
        'sub-emptyroom/ses-20090506/sub-emptyroom_ses-20090506_scans.tsv '
        'sub-emptyroom/ses-20090511/meg/sub-emptyroom_ses-20090511_task-noise_meg.fif '
        'sub-emptyroom/ses-20090515/meg/sub-emptyroom_ses-20090515_task-noise_meg.fif '
        'sub-emptyroom/ses-20090518/meg/sub-emptyroom_ses-20090518_task-noise_meg.fif '
        'sub-emptyroom/ses-20090601/meg/sub-emptyroom_ses-20090601_task-noise_meg.fif '
        'sub-emptyroom/ses-20091126/meg/sub-emptyroom_ses-20091126_task-noise_meg.fif '
        'sub-emptyroom/ses-20091126/sub-emptyroom_ses-20091126_scans.tsv '
        'sub-emptyroom/ses-20091208/meg/sub-emptyroom_ses-20091208_task-noise_meg.fif'
    ),
    'derivatives/freesurfer/sub-14/ses-mri/anat/label': (
        'lh.BA.annot lh.aparc.DKTatlas40.annot rh.BA.thresh.annot'
    ),
    'derivatives/meg_derivatives/sub-01/ses-meg/meg': (
        'sub-01_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-01_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-02/ses-meg/meg': (
        'sub-02_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-03/ses-meg/meg': (
        'sub-03_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-03_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-04/ses-meg/meg': (
        'sub-04_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-05/ses-meg/meg': (
        'sub-05_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-06_proc-sss_log.txt '
        'sub-05_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-06/ses-meg/meg': (
        'sub-06_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-07/ses-meg/meg': (
        'sub-07_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-08/ses-meg/meg': (
        'sub-08_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-09/ses-meg/meg': (
        'sub-09_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-10/ses-meg/meg': (
        'sub-10_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-10_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-11/ses-meg/meg': (
        'sub-11_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-06_proc-sss_log.txt '
        'sub-11_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-12/ses-meg/meg': (
        'sub-12_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-12_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-13/ses-meg/meg': (
        'sub-13_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-06_proc-sss_log.txt '
        'sub-13_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-14/ses-meg/meg': (
        'sub-14_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-15/ses-meg/meg': (
        'sub-15_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-16/ses-meg/meg': (
        'sub-16_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-16_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'stimuli/func': (
        'f022.bmp f025.bmp f026.bmp f050.bmp f072.bmp f088.bmp f133.bmp pu001.bmp s002.bmp s055.bmp s068.bmp '
        's116.bmp s120.bmp s149.bmp u073.bmp u109.bmp u123.bmp u135.bmp u144.bmp'
    ),
    'stimuli/meg': (
        'f063.bmp f077.bmp f095.bmp s019.bmp s079.bmp s091.bmp s093.bmp s100.bmp s141.bmp s143.bmp u027.bmp '
        'u032.bmp u049.bmp u050.bmp u090.bmp'
    ),
    'sub-01/ses-meg/meg': (
        'sub-01_ses-meg_coordsystem.json sub-01_ses-meg_headshape.pos '
        'sub-01_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-01_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-01_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-01_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-01_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-01_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-01/ses-mri/anat': (
        'sub-01_ses-mri_run-1_echo-1_FLASH.nii.gz sub-01_ses-mri_run-2_echo-2_FLASH.nii.gz '
        'sub-01_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-02/ses-meg/meg': (
        'sub-02_ses-meg_coordsystem.json sub-02_ses-meg_headshape.pos '
        'sub-02_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-02_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-02_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-02_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-02_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-02_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-03/ses-meg/meg': (
        'sub-03_ses-meg_coordsystem.json sub-03_ses-meg_headshape.pos '
        'sub-03_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-03_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-03_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-03_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-03_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-03_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-04/ses-meg/meg': (
        'sub-04_ses-meg_coordsystem.json sub-04_ses-meg_headshape.pos '
        'sub-04_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-04_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-04_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-04_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-04_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-04_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-05/ses-meg/meg': (
        'sub-05_ses-meg_coordsystem.json sub-05_ses-meg_headshape.pos '
        'sub-05_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-05_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-05_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-05_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-05_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-05_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-06/ses-meg/meg': (
        'sub-06_ses-meg_coordsystem.json sub-06_ses-meg_headshape.pos '
        'sub-06_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-06_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-06_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-06_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-06_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-06_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-06/ses-mri/func': (
        'sub-06_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-05_events.tsv '
        'sub-06_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-07/ses-meg/meg': (
        'sub-07_ses-meg_coordsystem.json sub-07_ses-meg_headshape.pos '
        'sub-07_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-07_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-07_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-07_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-07_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-07_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-08/ses-meg/meg': (
        'sub-08_ses-meg_coordsystem.json sub-08_ses-meg_headshape.pos '
        'sub-08_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-08_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-08_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-08_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-08_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-08_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-09/ses-meg/meg': (
        'sub-09_ses-meg_coordsystem.json sub-09_ses-meg_headshape.pos '
        'sub-09_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-09_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-09_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-09_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-09_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-09_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-10/ses-meg/meg': (
        'sub-10_ses-meg_coordsystem.json sub-10_ses-meg_headshape.pos '
        'sub-10_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-10_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-10_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-10_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-10_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-10_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-11/ses-meg/meg': (
        'sub-11_ses-meg_coordsystem.json sub-11_ses-meg_headshape.pos '
        'sub-11_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-11_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-11_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-11_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-11_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-11_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-12/ses-meg/meg': (
        'sub-12_ses-meg_coordsystem.json sub-12_ses-meg_headshape.pos '
        'sub-12_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-12_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-12_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-12_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-12_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-12_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-13/ses-meg/meg': (
        'sub-13_ses-meg_coordsystem.json sub-13_ses-meg_headshape.pos '
        'sub-13_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-13_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-13_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-13_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-13_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-13_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-14/ses-meg/meg': (
        'sub-14_ses-meg_coordsystem.json sub-14_ses-meg_headshape.pos '
        'sub-14_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-14_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-14_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-14_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-14_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-14_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-15/ses-meg/meg': (
        'sub-15_ses-meg_coordsystem.json sub-15_ses-meg_headshape.pos '
        'sub-15_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-15_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-15_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-15_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-15_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-15_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
    'sub-16/ses-meg/meg': (
        'sub-16_ses-meg_coordsystem.json sub-16_ses-meg_headshape.pos '
        'sub-16_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-16_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-16_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-16_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-16_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-16_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
}


DS117_SSS_KIND = {
    'derivatives/meg_derivatives/sub-01/ses-meg/meg': (
        'sub-01_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-02/ses-meg/meg': (
        'sub-02_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-03/ses-meg/meg': (
        'sub-03_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-04/ses-meg/meg': (
        'sub-04_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-05/ses-meg/meg': (
        'sub-05_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-06/ses-meg/meg': (
        'sub-06_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-07/ses-meg/meg': (
        'sub-07_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-08/ses-meg/meg': (
        'sub-08_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-09/ses-meg/meg': (
        'sub-09_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-10/ses-meg/meg': (
        'sub-10_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-11/ses-meg/meg': (
        'sub-11_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-12/ses-meg/meg': (
        'sub-12_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-13/ses-meg/meg': (
        'sub-13_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-14/ses-meg/meg': (
        'sub-14_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-15/ses-meg/meg': (
        'sub-15_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
    'derivatives/meg_derivatives/sub-16/ses-meg/meg': (
        'sub-16_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-03_proc-sss_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif'
    ),
}


DS117_SSS_OTHER = {
    '': (
        'derivatives/freesurfer/sub-05/ses-mri/anat/surf/lh.pial '
        'derivatives/freesurfer/sub-09/ses-mri/anat/label/lh.BA.thresh.annot '
        'derivatives/freesurfer/sub-09/ses-mri/anat/label/rh.aparc.a2009s.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/label/lh.aparc.DKTatlas40.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/label/rh.aparc.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/surf/rh.pial '
        'derivatives/freesurfer/sub-13/ses-mri/anat/surf/lh.sphere.reg '
        'derivatives/freesurfer/sub-13/ses-mri/anat/surf/rh.white '
        'derivatives/freesurfer/sub-14/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-14/ses-mri/anat/surf/rh.pial '
        'derivatives/freesurfer/sub-15/ses-mri/anat/label/rh.BA.thresh.annot '
        'derivatives/freesurfer/sub-16/ses-mri/anat/label/lh.aparc.a2009s.annot '
        'derivatives/freesurfer/sub-16/ses-mri/anat/label/rh.aparc.a2009s.annot '
        'derivatives/meg_derivatives/ct_sparse.fif derivatives/meg_derivatives/sss_cal.dat '
        'derivatives/meg_derivatives/sub-03/ses-meg/sub-03_ses-meg_task-facerecognition_proc-sss_meg.json '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090409/meg/sub-emptyroom_ses-20090409_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090506/meg/sub-emptyroom_ses-20090506_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090511/meg/sub-emptyroom_ses-20090511_task-noise_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090511/meg/sub-emptyroom_ses-20090511_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090515/meg/sub-emptyroom_ses-20090515_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090518/meg/sub-emptyroom_ses-20090518_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090601/meg/sub-emptyroom_ses-20090601_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20091126/meg/sub-emptyroom_ses-20091126_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20091208/meg/sub-emptyroom_ses-20091208_task-noise_proc-sss_meg.fif '
        'run-1_echo-5_FLASH.json sub-01/ses-meg/sub-01_ses-meg_task-facerecognition_channels.tsv '
        'sub-01/ses-meg/sub-01_ses-meg_task-facerecognition_meg.json '
        'sub-01/ses-mri/func/sub-01_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-02/ses-mri/func/sub-02_ses-mri_task-facerecognition_run-06_bold.json '
        'sub-02/ses-mri/func/sub-02_ses-mri_task-facerecognition_run-08_events.tsv '
        'sub-03/ses-mri/anat/sub-03_ses-mri_run-1_echo-3_FLASH.nii.gz '
        'sub-03/ses-mri/dwi/sub-03_ses-mri_dwi.bvec '
        'sub-03/ses-mri/func/sub-03_ses-mri_task-facerecognition_run-05_bold.json '
        'sub-04/ses-meg/sub-04_ses-meg_task-facerecognition_meg.json '
        'sub-04/ses-mri/anat/sub-04_ses-mri_run-2_echo-7_FLASH.nii.gz '
        'sub-04/ses-mri/func/sub-04_ses-mri_task-facerecognition_run-06_events.tsv '
        'sub-05/ses-mri/func/sub-05_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-06/ses-mri/anat/sub-06_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-06/ses-mri/anat/sub-06_ses-mri_run-2_echo-4_FLASH.nii.gz '
        'sub-07/ses-mri/func/sub-07_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-07/ses-mri/func/sub-07_ses-mri_task-facerecognition_run-06_events.tsv '
        'sub-08/ses-mri/anat/sub-08_ses-mri_acq-mprage_T1w.json '
        'sub-08/ses-mri/anat/sub-08_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-08/ses-mri/func/sub-08_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-09/ses-mri/func/sub-09_ses-mri_task-facerecognition_run-01_bold.json '
        'sub-09/ses-mri/func/sub-09_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-10/ses-mri/anat/sub-10_ses-mri_run-1_echo-3_FLASH.nii.gz '
        'sub-10/ses-mri/func/sub-10_ses-mri_task-facerecognition_run-02_events.tsv '
        'sub-10/ses-mri/func/sub-10_ses-mri_task-facerecognition_run-08_bold.json '
        'sub-11/ses-mri/fmap/sub-11_ses-mri_magnitude1.json sub-12/ses-mri/dwi/sub-12_ses-mri_dwi.bval '
        'sub-13/ses-mri/func/sub-13_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-13/ses-mri/func/sub-13_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-14/ses-mri/func/sub-14_ses-mri_task-facerecognition_run-04_bold.json '
        'sub-15/ses-mri/anat/sub-15_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-15/ses-mri/func/sub-15_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-16/ses-meg/sub-16_ses-meg_scans.tsv '
        'sub-16/ses-mri/anat/sub-16_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-emptyroom/ses-20090409/meg/sub-emptyroom_ses-20090409_task-noise_meg.fif '
        'sub-emptyroom/ses-20090506/meg/sub-emptyroom_ses-20090506_task-noise_meg.fif '
        'sub-emptyroom/ses-20090511/meg/sub-emptyroom_ses-20090511_task-noise_meg.fif '
        'sub-emptyroom/ses-20090515/meg/sub-emptyroom_ses-20090515_task-noise_meg.fif '
        'sub-emptyroom/ses-20090518/meg/sub-emptyroom_ses-20090518_task-noise_meg.fif '
        'sub-emptyroom/ses-20090601/meg/sub-emptyroom_ses-20090601_task-noise_meg.fif '
        'sub-emptyroom/ses-20091126/meg/sub-emptyroom_ses-20091126_task-noise_meg.fif '
        'sub-emptyroom/ses-20091208/meg/sub-emptyroom_ses-20091208_task-noise_meg.fif'
    ),
    'derivatives/freesurfer/sub-14/ses-mri/anat/label': (
        'lh.BA.annot lh.aparc.DKTatlas40.annot rh.BA.thresh.annot'
    ),
    'derivatives/meg_derivatives/sub-01/ses-meg/meg': (
        'sub-01_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-01_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-01_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-01_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-01_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-01_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-01_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-02/ses-meg/meg': (
        'sub-02_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-02_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-02_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-02_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-02_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-02_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-02_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-03/ses-meg/meg': (
        'sub-03_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-03_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-03_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-03_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-03_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-03_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-03_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-04/ses-meg/meg': (
        'sub-04_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-04_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-04_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-04_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-04_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-04_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-04_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-05/ses-meg/meg': (
        'sub-05_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-05_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-05_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-05_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-05_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-05_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-05_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-06/ses-meg/meg': (
        'sub-06_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-06_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-06_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-06_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-06_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-06_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-06_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-07/ses-meg/meg': (
        'sub-07_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-07_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-07_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-07_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-07_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-07_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-07_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-08/ses-meg/meg': (
        'sub-08_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-08_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-08_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-08_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-08_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-08_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-08_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-09/ses-meg/meg': (
        'sub-09_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-09_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-09_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-09_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-09_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-09_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-09_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-10/ses-meg/meg': (
        'sub-10_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-10_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-10_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-10_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-10_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-10_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-10_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-11/ses-meg/meg': (
        'sub-11_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-11_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-11_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-11_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-11_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-11_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-11_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-12/ses-meg/meg': (
        'sub-12_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-12_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-12_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-12_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-12_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-12_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-12_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-13/ses-meg/meg': (
        'sub-13_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-13_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-13_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-13_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-13_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-13_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-13_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-14/ses-meg/meg': (
        'sub-14_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-14_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-14_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-14_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-14_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-14_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-14_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-15/ses-meg/meg': (
        'sub-15_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-15_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-15_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-15_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-15_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-15_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-15_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'derivatives/meg_derivatives/sub-16/ses-meg/meg': (
        'sub-16_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-16_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'sub-16_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'sub-16_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'sub-16_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'sub-16_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'sub-16_ses-meg_task-facerecognition_run-06_proc-sss_log.txt'
    ),
    'stimuli/func': (
        'f007.bmp f026.bmp f038.bmp f040.bmp f054.bmp f077.bmp f134.bmp f137.bmp f138.bmp pu003.bmp s037.bmp '
        's082.bmp s109.bmp s114.bmp u017.bmp u030.bmp u078.bmp u082.bmp u111.bmp'
    ),
    'stimuli/meg': (
        'f033.bmp f069.bmp f083.bmp f095.bmp f104.bmp s011.bmp s025.bmp s043.bmp s131.bmp u041.bmp u053.bmp '
        'u055.bmp u062.bmp u103.bmp u105.bmp u139.bmp u144.bmp'
    ),
    'sub-01/ses-meg/meg': (
        'sub-01_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-01_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-02/ses-meg/meg': (
        'sub-02_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-02_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-03/ses-meg/meg': (
        'sub-03_ses-meg_coordsystem.json sub-03_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-03_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-04/ses-meg/meg': (
        'sub-04_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-05/ses-meg/meg': (
        'sub-05_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-05_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-06/ses-meg/meg': (
        'sub-06_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-06_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-07/ses-meg/meg': (
        'sub-07_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-07_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-08/ses-meg/meg': (
        'sub-08_ses-meg_coordsystem.json sub-08_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-08_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-09/ses-meg/meg': (
        'sub-09_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-09_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-10/ses-meg/meg': (
        'sub-10_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-10_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-10_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-11/ses-meg/meg': (
        'sub-11_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-11_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-12/ses-meg/meg': (
        'sub-12_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-12_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-12/ses-mri/func': (
        'sub-12_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-06_bold.json '
        'sub-12_ses-mri_task-facerecognition_run-08_bold.json '
        'sub-12_ses-mri_task-facerecognition_run-08_bold.nii.gz'
    ),
    'sub-13/ses-meg/meg': (
        'sub-13_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-13_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-14/ses-meg/meg': (
        'sub-14_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-14_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-15/ses-meg/meg': (
        'sub-15_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-06_events.tsv '
        'sub-15_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-16/ses-meg/meg': (
        'sub-16_ses-meg_task-facerecognition_run-01_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-16_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-16/ses-mri/func': (
        'sub-16_ses-mri_task-facerecognition_run-05_bold.json '
        'sub-16_ses-mri_task-facerecognition_run-06_events.tsv '
        'sub-16_ses-mri_task-facerecognition_run-09_events.tsv'
    ),
}


DS117_FLASH_KIND = {
    'sub-01/ses-mri/anat': (
        'sub-01_ses-mri_run-1_echo-1_FLASH.nii.gz sub-01_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-01_ses-mri_run-1_echo-3_FLASH.nii.gz sub-01_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-01_ses-mri_run-1_echo-5_FLASH.nii.gz sub-01_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-01_ses-mri_run-1_echo-7_FLASH.nii.gz sub-01_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-01_ses-mri_run-2_echo-2_FLASH.nii.gz sub-01_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-01_ses-mri_run-2_echo-4_FLASH.nii.gz sub-01_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-01_ses-mri_run-2_echo-6_FLASH.nii.gz sub-01_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-02/ses-mri/anat': (
        'sub-02_ses-mri_run-1_echo-1_FLASH.nii.gz sub-02_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-02_ses-mri_run-1_echo-3_FLASH.nii.gz sub-02_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-02_ses-mri_run-1_echo-5_FLASH.nii.gz sub-02_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-02_ses-mri_run-1_echo-7_FLASH.nii.gz sub-02_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-02_ses-mri_run-2_echo-2_FLASH.nii.gz sub-02_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-02_ses-mri_run-2_echo-4_FLASH.nii.gz sub-02_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-02_ses-mri_run-2_echo-6_FLASH.nii.gz sub-02_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-03/ses-mri/anat': (
        'sub-03_ses-mri_run-1_echo-1_FLASH.nii.gz sub-03_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-03_ses-mri_run-1_echo-3_FLASH.nii.gz sub-03_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-03_ses-mri_run-1_echo-5_FLASH.nii.gz sub-03_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-03_ses-mri_run-1_echo-7_FLASH.nii.gz sub-03_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-03_ses-mri_run-2_echo-2_FLASH.nii.gz sub-03_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-03_ses-mri_run-2_echo-4_FLASH.nii.gz sub-03_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-03_ses-mri_run-2_echo-6_FLASH.nii.gz sub-03_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-04/ses-mri/anat': (
        'sub-04_ses-mri_run-1_echo-1_FLASH.nii.gz sub-04_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-04_ses-mri_run-1_echo-3_FLASH.nii.gz sub-04_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-04_ses-mri_run-1_echo-5_FLASH.nii.gz sub-04_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-04_ses-mri_run-1_echo-7_FLASH.nii.gz sub-04_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-04_ses-mri_run-2_echo-2_FLASH.nii.gz sub-04_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-04_ses-mri_run-2_echo-4_FLASH.nii.gz sub-04_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-04_ses-mri_run-2_echo-6_FLASH.nii.gz sub-04_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-05/ses-mri/anat': (
        'sub-05_ses-mri_run-1_echo-1_FLASH.nii.gz sub-05_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-05_ses-mri_run-1_echo-3_FLASH.nii.gz sub-05_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-05_ses-mri_run-1_echo-5_FLASH.nii.gz sub-05_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-05_ses-mri_run-1_echo-7_FLASH.nii.gz sub-05_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-05_ses-mri_run-2_echo-2_FLASH.nii.gz sub-05_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-05_ses-mri_run-2_echo-4_FLASH.nii.gz sub-05_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-05_ses-mri_run-2_echo-6_FLASH.nii.gz sub-05_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-06/ses-mri/anat': (
        'sub-06_ses-mri_run-1_echo-1_FLASH.nii.gz sub-06_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-06_ses-mri_run-1_echo-3_FLASH.nii.gz sub-06_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-06_ses-mri_run-1_echo-5_FLASH.nii.gz sub-06_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-06_ses-mri_run-1_echo-7_FLASH.nii.gz sub-06_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-06_ses-mri_run-2_echo-2_FLASH.nii.gz sub-06_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-06_ses-mri_run-2_echo-4_FLASH.nii.gz sub-06_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-06_ses-mri_run-2_echo-6_FLASH.nii.gz sub-06_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-07/ses-mri/anat': (
        'sub-07_ses-mri_run-1_echo-1_FLASH.nii.gz sub-07_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-07_ses-mri_run-1_echo-3_FLASH.nii.gz sub-07_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-07_ses-mri_run-1_echo-5_FLASH.nii.gz sub-07_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-07_ses-mri_run-1_echo-7_FLASH.nii.gz sub-07_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-07_ses-mri_run-2_echo-2_FLASH.nii.gz sub-07_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-07_ses-mri_run-2_echo-4_FLASH.nii.gz sub-07_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-07_ses-mri_run-2_echo-6_FLASH.nii.gz sub-07_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-08/ses-mri/anat': (
        'sub-08_ses-mri_run-1_echo-1_FLASH.nii.gz sub-08_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-08_ses-mri_run-1_echo-3_FLASH.nii.gz sub-08_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-08_ses-mri_run-1_echo-5_FLASH.nii.gz sub-08_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-08_ses-mri_run-1_echo-7_FLASH.nii.gz sub-08_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-08_ses-mri_run-2_echo-2_FLASH.nii.gz sub-08_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-08_ses-mri_run-2_echo-4_FLASH.nii.gz sub-08_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-08_ses-mri_run-2_echo-6_FLASH.nii.gz sub-08_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-09/ses-mri/anat': (
        'sub-09_ses-mri_run-1_echo-1_FLASH.nii.gz sub-09_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-09_ses-mri_run-1_echo-3_FLASH.nii.gz sub-09_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-09_ses-mri_run-1_echo-5_FLASH.nii.gz sub-09_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-09_ses-mri_run-1_echo-7_FLASH.nii.gz sub-09_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-09_ses-mri_run-2_echo-2_FLASH.nii.gz sub-09_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-09_ses-mri_run-2_echo-4_FLASH.nii.gz sub-09_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-09_ses-mri_run-2_echo-6_FLASH.nii.gz sub-09_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-10/ses-mri/anat': (
        'sub-10_ses-mri_run-1_echo-1_FLASH.nii.gz sub-10_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-10_ses-mri_run-1_echo-3_FLASH.nii.gz sub-10_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-10_ses-mri_run-1_echo-5_FLASH.nii.gz sub-10_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-10_ses-mri_run-1_echo-7_FLASH.nii.gz sub-10_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-10_ses-mri_run-2_echo-2_FLASH.nii.gz sub-10_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-10_ses-mri_run-2_echo-4_FLASH.nii.gz sub-10_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-10_ses-mri_run-2_echo-6_FLASH.nii.gz sub-10_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-11/ses-mri/anat': (
        'sub-11_ses-mri_run-1_echo-1_FLASH.nii.gz sub-11_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-11_ses-mri_run-1_echo-3_FLASH.nii.gz sub-11_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-11_ses-mri_run-1_echo-5_FLASH.nii.gz sub-11_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-11_ses-mri_run-1_echo-7_FLASH.nii.gz sub-11_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-11_ses-mri_run-2_echo-2_FLASH.nii.gz sub-11_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-11_ses-mri_run-2_echo-4_FLASH.nii.gz sub-11_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-11_ses-mri_run-2_echo-6_FLASH.nii.gz sub-11_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-12/ses-mri/anat': (
        'sub-12_ses-mri_run-1_echo-1_FLASH.nii.gz sub-12_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-12_ses-mri_run-1_echo-3_FLASH.nii.gz sub-12_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-12_ses-mri_run-1_echo-5_FLASH.nii.gz sub-12_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-12_ses-mri_run-1_echo-7_FLASH.nii.gz sub-12_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-12_ses-mri_run-2_echo-2_FLASH.nii.gz sub-12_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-12_ses-mri_run-2_echo-4_FLASH.nii.gz sub-12_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-12_ses-mri_run-2_echo-6_FLASH.nii.gz sub-12_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-13/ses-mri/anat': (
        'sub-13_ses-mri_run-1_echo-1_FLASH.nii.gz sub-13_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-13_ses-mri_run-1_echo-3_FLASH.nii.gz sub-13_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-13_ses-mri_run-1_echo-5_FLASH.nii.gz sub-13_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-13_ses-mri_run-1_echo-7_FLASH.nii.gz sub-13_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-13_ses-mri_run-2_echo-2_FLASH.nii.gz sub-13_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-13_ses-mri_run-2_echo-4_FLASH.nii.gz sub-13_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-13_ses-mri_run-2_echo-6_FLASH.nii.gz sub-13_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-14/ses-mri/anat': (
        'sub-14_ses-mri_run-1_echo-1_FLASH.nii.gz sub-14_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-14_ses-mri_run-1_echo-3_FLASH.nii.gz sub-14_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-14_ses-mri_run-1_echo-5_FLASH.nii.gz sub-14_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-14_ses-mri_run-1_echo-7_FLASH.nii.gz sub-14_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-14_ses-mri_run-2_echo-2_FLASH.nii.gz sub-14_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-14_ses-mri_run-2_echo-4_FLASH.nii.gz sub-14_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-14_ses-mri_run-2_echo-6_FLASH.nii.gz sub-14_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-15/ses-mri/anat': (
        'sub-15_ses-mri_run-1_echo-1_FLASH.nii.gz sub-15_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-15_ses-mri_run-1_echo-3_FLASH.nii.gz sub-15_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-15_ses-mri_run-1_echo-5_FLASH.nii.gz sub-15_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-15_ses-mri_run-1_echo-7_FLASH.nii.gz sub-15_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-15_ses-mri_run-2_echo-2_FLASH.nii.gz sub-15_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-15_ses-mri_run-2_echo-4_FLASH.nii.gz sub-15_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-15_ses-mri_run-2_echo-6_FLASH.nii.gz sub-15_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-16/ses-mri/anat': (
        'sub-16_ses-mri_run-1_echo-1_FLASH.nii.gz sub-16_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-16_ses-mri_run-1_echo-3_FLASH.nii.gz sub-16_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-16_ses-mri_run-1_echo-5_FLASH.nii.gz sub-16_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-16_ses-mri_run-1_echo-7_FLASH.nii.gz sub-16_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-16_ses-mri_run-2_echo-2_FLASH.nii.gz sub-16_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-16_ses-mri_run-2_echo-4_FLASH.nii.gz sub-16_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-16_ses-mri_run-2_echo-6_FLASH.nii.gz sub-16_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
}


DS117_FLASH_OTHER = {
    '': (
        'derivatives/freesurfer/sub-05/ses-mri/anat/surf/lh.pial '
        'derivatives/freesurfer/sub-09/ses-mri/anat/label/lh.BA.thresh.annot '
        'derivatives/freesurfer/sub-09/ses-mri/anat/label/rh.aparc.a2009s.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/label/lh.aparc.DKTatlas40.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/label/rh.aparc.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/surf/rh.pial '
        'derivatives/freesurfer/sub-13/ses-mri/anat/surf/lh.sphere.reg '
        'derivatives/freesurfer/sub-13/ses-mri/anat/surf/rh.white '
        'derivatives/freesurfer/sub-14/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-14/ses-mri/anat/surf/rh.pial '
        'derivatives/freesurfer/sub-15/ses-mri/anat/label/rh.BA.thresh.annot '
        'derivatives/freesurfer/sub-16/ses-mri/anat/label/lh.aparc.a2009s.annot '
        'derivatives/freesurfer/sub-16/ses-mri/anat/label/rh.aparc.a2009s.annot '
        'derivatives/meg_derivatives/ct_sparse.fif '
        'derivatives/meg_derivatives/sub-01/ses-meg/meg/sub-01_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-02/ses-meg/meg/sub-02_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-03/ses-meg/meg/sub-03_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-03/ses-meg/meg/sub-03_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-04/ses-meg/meg/sub-04_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-06/ses-meg/meg/sub-06_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-07/ses-meg/meg/sub-07_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-07/ses-meg/meg/sub-07_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-08/ses-meg/meg/sub-08_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-09/ses-meg/meg/sub-09_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-13/ses-meg/sub-13_ses-meg_task-facerecognition_proc-sss_meg.json '
        'derivatives/meg_derivatives/sub-14/ses-meg/meg/sub-14_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-14/ses-meg/meg/sub-14_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-15/ses-meg/sub-15_ses-meg_task-facerecognition_proc-sss_meg.json '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090511/meg/sub-emptyroom_ses-20090511_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20091208/meg/sub-emptyroom_ses-20091208_task-noise_proc-sss_meg.json '
        'sub-01/ses-meg/meg/sub-01_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-01/ses-mri/anat/sub-01_ses-mri_acq-mprage_T1w.json '
        'sub-01/ses-mri/anat/sub-01_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-01/ses-mri/dwi/sub-01_ses-mri_dwi.nii.gz sub-02/ses-mri/anat/sub-02_ses-mri_acq-mprage_T1w.json '
        'sub-02/ses-mri/anat/sub-02_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-02/ses-mri/dwi/sub-02_ses-mri_dwi.nii.gz sub-03/ses-mri/anat/sub-03_ses-mri_acq-mprage_T1w.json '
        'sub-03/ses-mri/anat/sub-03_ses-mri_acq-mprage_T1w.nii.gz sub-03/ses-mri/dwi/sub-03_ses-mri_dwi.bvec '
        'sub-03/ses-mri/dwi/sub-03_ses-mri_dwi.nii.gz sub-04/ses-meg/meg/sub-04_ses-meg_headshape.pos '
        'sub-04/ses-mri/anat/sub-04_ses-mri_acq-mprage_T1w.json '
        'sub-04/ses-mri/anat/sub-04_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-04/ses-mri/dwi/sub-04_ses-mri_dwi.nii.gz sub-05/ses-mri/anat/sub-05_ses-mri_acq-mprage_T1w.json '
        'sub-05/ses-mri/anat/sub-05_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-05/ses-mri/dwi/sub-05_ses-mri_dwi.nii.gz '
        'sub-06/ses-meg/meg/sub-06_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-06/ses-mri/anat/sub-06_ses-mri_acq-mprage_T1w.json '
        'sub-06/ses-mri/anat/sub-06_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-06/ses-mri/dwi/sub-06_ses-mri_dwi.nii.gz sub-06/ses-mri/fmap/sub-06_ses-mri_magnitude1.json '
        'sub-07/ses-meg/meg/sub-07_ses-meg_task-facerecognition_run-06_meg.fif '
        'sub-07/ses-mri/anat/sub-07_ses-mri_acq-mprage_T1w.json '
        'sub-07/ses-mri/anat/sub-07_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-08/ses-mri/anat/sub-08_ses-mri_acq-mprage_T1w.json '
        'sub-08/ses-mri/anat/sub-08_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-08/ses-mri/fmap/sub-08_ses-mri_magnitude2.nii '
        'sub-09/ses-meg/meg/sub-09_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-09/ses-mri/anat/sub-09_ses-mri_acq-mprage_T1w.json '
        'sub-09/ses-mri/anat/sub-09_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-09/ses-mri/dwi/sub-09_ses-mri_dwi.nii.gz sub-09/ses-mri/fmap/sub-09_ses-mri_magnitude1.nii '
        'sub-10/ses-meg/beh/sub-10_ses-meg_task-facerecognition_events.tsv '
        'sub-10/ses-meg/sub-10_ses-meg_task-facerecognition_channels.tsv '
        'sub-10/ses-mri/anat/sub-10_ses-mri_acq-mprage_T1w.json '
        'sub-10/ses-mri/anat/sub-10_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-11/ses-meg/meg/sub-11_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-11/ses-mri/anat/sub-11_ses-mri_acq-mprage_T1w.json '
        'sub-11/ses-mri/anat/sub-11_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-12/ses-mri/anat/sub-12_ses-mri_acq-mprage_T1w.json '
        'sub-12/ses-mri/anat/sub-12_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-12/ses-mri/dwi/sub-12_ses-mri_dwi.nii.gz sub-13/ses-mri/anat/sub-13_ses-mri_acq-mprage_T1w.json '
        'sub-13/ses-mri/anat/sub-13_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-13/ses-mri/dwi/sub-13_ses-mri_dwi.nii.gz '
        'sub-14/ses-meg/meg/sub-14_ses-meg_task-facerecognition_run-06_events.tsv '
        'sub-14/ses-mri/anat/sub-14_ses-mri_acq-mprage_T1w.json '
        'sub-14/ses-mri/anat/sub-14_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-14/ses-mri/dwi/sub-14_ses-mri_dwi.nii.gz sub-15/ses-mri/anat/sub-15_ses-mri_acq-mprage_T1w.json '
        'sub-15/ses-mri/anat/sub-15_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-15/ses-mri/dwi/sub-15_ses-mri_dwi.nii.gz sub-16/ses-mri/anat/sub-16_ses-mri_acq-mprage_T1w.json '
        'sub-16/ses-mri/anat/sub-16_ses-mri_acq-mprage_T1w.nii.gz '
        'sub-16/ses-mri/fmap/sub-16_ses-mri_phasediff.json sub-emptyroom/sub-emptyroom_task-noise_meg.json'
    ),
    'derivatives/freesurfer/sub-14/ses-mri/anat/label': (
        'lh.BA.annot lh.aparc.DKTatlas40.annot rh.BA.thresh.annot'
    ),
    'stimuli/func': (
        'f028.bmp f055.bmp f060.bmp f113.bmp f126.bmp s011.bmp s015.bmp s044.bmp s118.bmp u004.bmp u018.bmp '
        'u030.bmp u039.bmp u110.bmp u124.bmp u139.bmp u142.bmp'
    ),
    'stimuli/meg': (
        'f078.bmp f138.bmp f150.bmp pf001.bmp ps003.bmp s036.bmp s038.bmp s072.bmp s077.bmp s094.bmp '
        's095.bmp s135.bmp u052.bmp u060.bmp u065.bmp u080.bmp u093.bmp u114.bmp u140.bmp'
    ),
    'sub-01/ses-mri/func': (
        'sub-01_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-04_bold.json '
        'sub-01_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-02/ses-mri/func': (
        'sub-02_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-02_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-02_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-02_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-02_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-02_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-02_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-02_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-02_ses-mri_task-facerecognition_run-09_bold.json '
        'sub-02_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-03/ses-mri/func': (
        'sub-03_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-03_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-03_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-03_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-03_ses-mri_task-facerecognition_run-05_bold.json '
        'sub-03_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-03_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-03_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-03_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-03_ses-mri_task-facerecognition_run-08_events.tsv '
        'sub-03_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-04/ses-mri/func': (
        'sub-04_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-05/ses-mri/func': (
        'sub-05_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-07_events.tsv '
        'sub-05_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-09_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-09_events.tsv'
    ),
    'sub-06/ses-mri/func': (
        'sub-06_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-04_events.tsv '
        'sub-06_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-07/ses-mri/func': (
        'sub-07_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-08/ses-mri/func': (
        'sub-08_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-08_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-08_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-08_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-08_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-08_ses-mri_task-facerecognition_run-06_bold.json '
        'sub-08_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-08_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-08_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-08_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-09/ses-mri/func': (
        'sub-09_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-09_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-09_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-09_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-09_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-09_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-09_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-09_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-09_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-10/ses-mri/func': (
        'sub-10_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-10_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-10_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-10_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-10_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-10_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-10_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-10_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-10_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-11/ses-mri/func': (
        'sub-11_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-11_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-11_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-11_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-11_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-11_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-11_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-11_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-11_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-12/ses-mri/func': (
        'sub-12_ses-mri_task-facerecognition_run-01_bold.json '
        'sub-12_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-13/ses-meg/meg': (
        'sub-13_ses-meg_headshape.pos sub-13_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-13_ses-meg_task-facerecognition_run-06_events.tsv '
        'sub-13_ses-meg_task-facerecognition_run-06_meg.fif'
    ),
    'sub-13/ses-mri/func': (
        'sub-13_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-14/ses-mri/func': (
        'sub-14_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-03_bold.json '
        'sub-14_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-15/ses-mri/func': (
        'sub-15_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-15_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-15_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-15_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-15_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-15_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-15_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-15_ses-mri_task-facerecognition_run-08_bold.json '
        'sub-15_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-15_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-16/ses-mri/func': (
        'sub-16_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-16_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-16_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-16_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-16_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-16_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-16_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-16_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-16_ses-mri_task-facerecognition_run-08_events.tsv '
        'sub-16_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
}


DS117_FMAP_KIND = {
    'sub-01/ses-mri/fmap': (
        'sub-01_ses-mri_magnitude1.nii sub-01_ses-mri_magnitude2.nii sub-01_ses-mri_phasediff.nii'
    ),
    'sub-02/ses-mri/fmap': (
        'sub-02_ses-mri_magnitude1.nii sub-02_ses-mri_magnitude2.nii sub-02_ses-mri_phasediff.nii'
    ),
    'sub-03/ses-mri/fmap': (
        'sub-03_ses-mri_magnitude1.nii sub-03_ses-mri_magnitude2.nii sub-03_ses-mri_phasediff.nii'
    ),
    'sub-04/ses-mri/fmap': (
        'sub-04_ses-mri_magnitude1.nii sub-04_ses-mri_magnitude2.nii sub-04_ses-mri_phasediff.nii'
    ),
    'sub-05/ses-mri/fmap': (
        'sub-05_ses-mri_magnitude1.nii sub-05_ses-mri_magnitude2.nii sub-05_ses-mri_phasediff.nii'
    ),
    'sub-06/ses-mri/fmap': (
        'sub-06_ses-mri_magnitude1.nii sub-06_ses-mri_magnitude2.nii sub-06_ses-mri_phasediff.nii'
    ),
    'sub-07/ses-mri/fmap': (
        'sub-07_ses-mri_magnitude1.nii sub-07_ses-mri_magnitude2.nii sub-07_ses-mri_phasediff.nii'
    ),
    'sub-08/ses-mri/fmap': (
        'sub-08_ses-mri_magnitude1.nii sub-08_ses-mri_magnitude2.nii sub-08_ses-mri_phasediff.nii'
    ),
    'sub-09/ses-mri/fmap': (
        'sub-09_ses-mri_magnitude1.nii sub-09_ses-mri_magnitude2.nii sub-09_ses-mri_phasediff.nii'
    ),
    'sub-10/ses-mri/fmap': (
        'sub-10_ses-mri_magnitude1.nii sub-10_ses-mri_magnitude2.nii sub-10_ses-mri_phasediff.nii'
    ),
    'sub-11/ses-mri/fmap': (
        'sub-11_ses-mri_magnitude1.nii sub-11_ses-mri_magnitude2.nii sub-11_ses-mri_phasediff.nii'
    ),
    'sub-12/ses-mri/fmap': (
        'sub-12_ses-mri_magnitude1.nii sub-12_ses-mri_magnitude2.nii sub-12_ses-mri_phasediff.nii'
    ),
    'sub-13/ses-mri/fmap': (
        'sub-13_ses-mri_magnitude1.nii sub-13_ses-mri_magnitude2.nii sub-13_ses-mri_phasediff.nii'
    ),
    'sub-14/ses-mri/fmap': (
        'sub-14_ses-mri_magnitude1.nii sub-14_ses-mri_magnitude2.nii sub-14_ses-mri_phasediff.nii'
    ),
    'sub-15/ses-mri/fmap': (
        'sub-15_ses-mri_magnitude1.nii sub-15_ses-mri_magnitude2.nii sub-15_ses-mri_phasediff.nii'
    ),
    'sub-16/ses-mri/fmap': (
        'sub-16_ses-mri_magnitude1.nii sub-16_ses-mri_magnitude2.nii sub-16_ses-mri_phasediff.nii'
    ),
}


DS117_FMAP_OTHER = {
    '': (
        'derivatives/freesurfer/sub-09/ses-mri/anat/label/lh.BA.thresh.annot '
        'derivatives/freesurfer/sub-09/ses-mri/anat/label/rh.aparc.a2009s.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/label/lh.aparc.DKTatlas40.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/label/rh.aparc.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/surf/rh.pial '
        'derivatives/freesurfer/sub-13/ses-mri/anat/surf/lh.sphere.reg '
        'derivatives/freesurfer/sub-14/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-14/ses-mri/anat/surf/rh.pial '
        'derivatives/freesurfer/sub-15/ses-mri/anat/label/rh.BA.thresh.annot '
        'derivatives/freesurfer/sub-16/ses-mri/anat/label/lh.aparc.a2009s.annot '
        'derivatives/freesurfer/sub-16/ses-mri/anat/label/rh.aparc.a2009s.annot '
        'derivatives/meg_derivatives/ct_sparse.fif '
        'derivatives/meg_derivatives/sub-01/ses-meg/meg/sub-01_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-02/ses-meg/meg/sub-02_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-03/ses-meg/meg/sub-03_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-04/ses-meg/meg/sub-04_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-06/ses-meg/meg/sub-06_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-07/ses-meg/meg/sub-07_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-07/ses-meg/meg/sub-07_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-08/ses-meg/meg/sub-08_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-09/ses-meg/meg/sub-09_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-14/ses-meg/meg/sub-14_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-14/ses-meg/meg/sub-14_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-15/ses-meg/sub-15_ses-meg_task-facerecognition_proc-sss_meg.json '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20091208/meg/sub-emptyroom_ses-20091208_task-noise_proc-sss_meg.json '
        'sub-01/ses-meg/meg/sub-01_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-01/ses-mri/anat/sub-01_ses-mri_run-2_echo-7_FLASH.nii.gz '
        'sub-02/ses-mri/func/sub-02_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-03/ses-meg/meg/sub-03_ses-meg_headshape.pos '
        'sub-04/ses-mri/anat/sub-04_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-04/ses-mri/anat/sub-04_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-05/ses-mri/anat/sub-05_ses-mri_run-1_echo-5_FLASH.nii.gz '
        'sub-06/ses-mri/anat/sub-06_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-06/ses-mri/func/sub-06_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-06/ses-mri/func/sub-06_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-07/ses-mri/anat/sub-07_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-07/ses-mri/func/sub-07_ses-mri_task-facerecognition_run-09_bold.nii.gz '
        'sub-08/ses-mri/func/sub-08_ses-mri_task-facerecognition_run-09_bold.nii.gz '
        'sub-10/ses-meg/meg/sub-10_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-10/ses-mri/anat/sub-10_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-11/ses-mri/anat/sub-11_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-11/ses-mri/func/sub-11_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-12/ses-meg/meg/sub-12_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-12/ses-mri/anat/sub-12_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-12/ses-mri/func/sub-12_ses-mri_task-facerecognition_run-05_events.tsv '
        'sub-13/ses-meg/meg/sub-13_ses-meg_coordsystem.json '
        'sub-13/ses-mri/anat/sub-13_ses-mri_run-1_echo-5_FLASH.nii.gz '
        'sub-13/ses-mri/anat/sub-13_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-14/ses-meg/sub-14_ses-meg_task-facerecognition_meg.json '
        'sub-15/ses-meg/meg/sub-15_ses-meg_coordsystem.json '
        'sub-15/ses-meg/meg/sub-15_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-15/ses-mri/func/sub-15_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-16/ses-mri/func/sub-16_ses-mri_task-facerecognition_run-04_bold.json'
    ),
    'derivatives/freesurfer/sub-14/ses-mri/anat/label': (
        'lh.BA.annot lh.aparc.DKTatlas40.annot rh.BA.thresh.annot'
    ),
    'stimuli/func': (
        'f028.bmp f055.bmp f060.bmp f113.bmp s011.bmp s015.bmp s044.bmp s118.bmp u004.bmp u030.bmp u039.bmp '
        'u110.bmp u124.bmp u142.bmp'
    ),
    'stimuli/meg': (
        'f078.bmp pf001.bmp ps003.bmp s036.bmp s038.bmp s072.bmp s077.bmp s094.bmp s095.bmp s135.bmp '
        'u052.bmp u060.bmp u065.bmp u093.bmp u140.bmp'
    ),
    'sub-01/ses-mri/fmap': (
        'sub-01_ses-mri_magnitude1.json sub-01_ses-mri_magnitude2.json sub-01_ses-mri_phasediff.json'
    ),
    'sub-02/ses-mri/fmap': (
        'sub-02_ses-mri_magnitude1.json sub-02_ses-mri_magnitude2.json sub-02_ses-mri_phasediff.json'
    ),
    'sub-03/ses-mri/fmap': (
        'sub-03_ses-mri_magnitude1.json sub-03_ses-mri_magnitude2.json sub-03_ses-mri_phasediff.json'
    ),
    'sub-04/ses-mri/fmap': (
        'sub-04_ses-mri_magnitude1.json sub-04_ses-mri_magnitude2.json sub-04_ses-mri_phasediff.json'
    ),
    'sub-04/ses-mri/func': (
        'sub-04_ses-mri_task-facerecognition_run-01_events.tsv '
        'sub-04_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-09_events.tsv'
    ),
    'sub-05/ses-mri/fmap': (
        'sub-05_ses-mri_magnitude1.json sub-05_ses-mri_magnitude2.json sub-05_ses-mri_phasediff.json'
    ),
    'sub-06/ses-mri/fmap': (
        'sub-06_ses-mri_magnitude1.json sub-06_ses-mri_magnitude2.json sub-06_ses-mri_phasediff.json'
    ),
    'sub-07/ses-mri/fmap': (
        'sub-07_ses-mri_magnitude1.json sub-07_ses-mri_magnitude2.json sub-07_ses-mri_phasediff.json'
    ),
    'sub-08/ses-mri/fmap': (
        'sub-08_ses-mri_magnitude1.json sub-08_ses-mri_magnitude2.json sub-08_ses-mri_phasediff.json'
    ),
    'sub-09/ses-mri/anat': (
        'sub-09_ses-mri_run-1_echo-4_FLASH.nii.gz sub-09_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-09_ses-mri_run-2_echo-4_FLASH.nii.gz'
    ),
    'sub-09/ses-mri/fmap': (
        'sub-09_ses-mri_magnitude1.json sub-09_ses-mri_magnitude2.json sub-09_ses-mri_phasediff.json'
    ),
    'sub-10/ses-mri/fmap': (
        'sub-10_ses-mri_magnitude1.json sub-10_ses-mri_magnitude2.json sub-10_ses-mri_phasediff.json'
    ),
    'sub-11/ses-mri/fmap': (
        'sub-11_ses-mri_magnitude1.json sub-11_ses-mri_magnitude2.json sub-11_ses-mri_phasediff.json'
    ),
    'sub-12/ses-mri/fmap': (
        'sub-12_ses-mri_magnitude1.json sub-12_ses-mri_magnitude2.json sub-12_ses-mri_phasediff.json'
    ),
    'sub-13/ses-mri/fmap': (
        'sub-13_ses-mri_magnitude1.json sub-13_ses-mri_magnitude2.json sub-13_ses-mri_phasediff.json'
    ),
    'sub-13/ses-mri/func': (
        'sub-13_ses-mri_task-facerecognition_run-01_bold.json '
        'sub-13_ses-mri_task-facerecognition_run-06_events.tsv '
        'sub-13_ses-mri_task-facerecognition_run-08_bold.nii.gz'
    ),
    'sub-14/ses-mri/anat': (
        'sub-14_ses-mri_acq-mprage_T1w.json sub-14_ses-mri_run-1_echo-7_FLASH.nii.gz '
        'sub-14_ses-mri_run-2_echo-5_FLASH.nii.gz'
    ),
    'sub-14/ses-mri/fmap': (
        'sub-14_ses-mri_magnitude1.json sub-14_ses-mri_magnitude2.json sub-14_ses-mri_phasediff.json'
    ),
    'sub-14/ses-mri/func': (
        'sub-14_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-08_events.tsv'
    ),
    'sub-15/ses-mri/fmap': (
        'sub-15_ses-mri_magnitude1.json sub-15_ses-mri_magnitude2.json sub-15_ses-mri_phasediff.json'
    ),
    'sub-16/ses-mri/fmap': (
        'sub-16_ses-mri_magnitude1.json sub-16_ses-mri_magnitude2.json sub-16_ses-mri_phasediff.json'
    ),
}


DS117_SURF_KIND = {
    'derivatives/freesurfer/sub-01/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-02/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-03/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-04/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-05/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-06/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-07/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-08/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-09/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-10/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-11/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-12/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-13/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-14/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-15/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
    'derivatives/freesurfer/sub-16/ses-mri/anat/surf': (
        'lh.pial lh.sphere.reg lh.white rh.pial rh.sphere.reg rh.white'
    ),
}


DS117_SURF_OTHER = {
    '': (
        'derivatives/freesurfer/sub-01/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-01/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-02/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-02/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-03/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-03/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-04/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-04/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-05/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-05/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-06/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-06/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-07/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-07/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-08/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-08/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-09/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-09/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-10/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-10/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-11/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-11/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-12/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-12/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-13/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-13/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-14/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-14/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-15/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-15/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-16/ses-mri/anat/mri/T1.mgz '
        'derivatives/freesurfer/sub-16/ses-mri/anat/mri/aseg.mgz '
        'derivatives/meg_derivatives/sub-01/ses-meg/meg/sub-01_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-03/ses-meg/meg/sub-03_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-03/ses-meg/meg/sub-03_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-04/ses-meg/sub-04_ses-meg_task-facerecognition_proc-sss_meg.json '
        'derivatives/meg_derivatives/sub-05/ses-meg/meg/sub-05_ses-meg_task-facerecognition_run-04_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-06/ses-meg/meg/sub-06_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-07/ses-meg/meg/sub-07_ses-meg_task-facerecognition_proc-sss_meg.json '
        'derivatives/meg_derivatives/sub-07/ses-meg/meg/sub-07_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-07/ses-meg/sub-07_ses-meg_task-facerecognition_proc-sss_meg.json '
        'derivatives/meg_derivatives/sub-09/ses-meg/meg/sub-09_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-10/ses-meg/meg/sub-10_ses-meg_task-facerecognition_run-04_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-11/ses-meg/meg/sub-11_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-13/ses-meg/meg/sub-13_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-13/ses-meg/sub-13_ses-meg_task-facerecognition_proc-sss_meg.json '
        'derivatives/meg_derivatives/sub-14/ses-meg/meg/sub-14_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-15/ses-meg/meg/sub-15_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-16/ses-meg/meg/sub-16_ses-meg_task-facerecognition_run-05_proc-sss_meg.fif '
        'sub-01/ses-meg/meg/sub-01_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-01/ses-meg/meg/sub-01_ses-meg_task-facerecognition_run-04_meg.fif '
        'sub-01/ses-mri/fmap/sub-01_ses-mri_magnitude1.json '
        'sub-02/ses-meg/meg/sub-02_ses-meg_task-facerecognition_run-06_meg.fif '
        'sub-02/ses-mri/anat/sub-02_ses-mri_run-2_echo-4_FLASH.nii.gz '
        'sub-02/ses-mri/func/sub-02_ses-mri_task-facerecognition_run-05_events.tsv '
        'sub-04/ses-meg/meg/sub-04_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-04/ses-meg/sub-04_ses-meg_scans.tsv '
        'sub-05/ses-mri/anat/sub-05_ses-mri_run-2_echo-6_FLASH.nii.gz '
        'sub-05/ses-mri/dwi/sub-05_ses-mri_dwi.json '
        'sub-05/ses-mri/func/sub-05_ses-mri_task-facerecognition_run-02_bold.json '
        'sub-05/ses-mri/func/sub-05_ses-mri_task-facerecognition_run-05_events.tsv '
        'sub-06/ses-meg/beh/sub-06_ses-meg_task-facerecognition_events.tsv '
        'sub-06/ses-mri/anat/sub-06_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-07/ses-meg/sub-07_ses-meg_task-facerecognition_channels.tsv '
        'sub-07/ses-mri/fmap/sub-07_ses-mri_magnitude1.json '
        'sub-07/ses-mri/func/sub-07_ses-mri_task-facerecognition_run-03_bold.json '
        'sub-08/ses-mri/anat/sub-08_ses-mri_acq-mprage_T1w.json '
        'sub-08/ses-mri/func/sub-08_ses-mri_task-facerecognition_run-05_bold.json '
        'sub-09/ses-mri/func/sub-09_ses-mri_task-facerecognition_run-01_events.tsv '
        'sub-10/ses-meg/beh/sub-10_ses-meg_task-facerecognition_events.tsv '
        'sub-10/ses-meg/meg/sub-10_ses-meg_task-facerecognition_run-02_meg.fif '
        'sub-10/ses-meg/meg/sub-10_ses-meg_task-facerecognition_run-03_events.tsv '
        'sub-10/ses-mri/func/sub-10_ses-mri_task-facerecognition_run-04_events.tsv '
        'sub-11/ses-meg/meg/sub-11_ses-meg_headshape.pos '
        'sub-11/ses-mri/func/sub-11_ses-mri_task-facerecognition_run-06_events.tsv '
        'sub-12/ses-meg/sub-12_ses-meg_task-facerecognition_channels.tsv '
        'sub-12/ses-mri/anat/sub-12_ses-mri_run-2_echo-7_FLASH.nii.gz '
        'sub-12/ses-mri/func/sub-12_ses-mri_task-facerecognition_run-04_bold.json '
        'sub-13/ses-meg/meg/sub-13_ses-meg_task-facerecognition_run-05_events.tsv '
        'sub-13/ses-mri/anat/sub-13_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-14/ses-meg/meg/sub-14_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-14/ses-meg/meg/sub-14_ses-meg_task-facerecognition_run-06_events.tsv '
        'sub-14/ses-mri/dwi/sub-14_ses-mri_dwi.bvec sub-14/ses-mri/dwi/sub-14_ses-mri_dwi.json '
        'sub-15/ses-mri/anat/sub-15_ses-mri_run-1_echo-5_FLASH.nii.gz '
        'sub-15/ses-mri/func/sub-15_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-16/ses-mri/func/sub-16_ses-mri_task-facerecognition_run-04_bold.json'
    ),
    'derivatives/freesurfer/sub-01/ses-mri/anat/label': (
        '.lh.BA.thresh.annot.f3h5wZ lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot '
        'lh.aparc.a2009s.annot lh.aparc.annot rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot '
        'rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-02/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-03/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-04/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-05/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-06/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-07/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-08/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-09/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-10/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-11/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-12/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-13/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-14/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-15/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/freesurfer/sub-16/ses-mri/anat/label': (
        'lh.BA.annot lh.BA.thresh.annot lh.aparc.DKTatlas40.annot lh.aparc.a2009s.annot lh.aparc.annot '
        'rh.BA.annot rh.BA.thresh.annot rh.aparc.DKTatlas40.annot rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'derivatives/meg_derivatives/sub-04/ses-meg/meg': (
        'sub-04_ses-meg_task-facerecognition_proc-sss_meg.json '
        'sub-04_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'sub-04_ses-meg_task-facerecognition_run-05_proc-sss_log.txt'
    ),
    'stimuli/func': (
        'f016.bmp f017.bmp f041.bmp f079.bmp f124.bmp i999.bmp ps001.bmp s046.bmp s107.bmp s111.bmp s140.bmp '
        'u064.bmp u100.bmp u126.bmp u135.bmp'
    ),
    'stimuli/meg': (
        'f054.bmp f068.bmp f086.bmp s010.bmp s084.bmp s091.bmp s132.bmp s134.bmp u018.bmp u023.bmp u040.bmp '
        'u041.bmp u081.bmp u148.bmp'
    ),
    'sub-13/ses-mri/func': (
        'sub-13_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-04_bold.json '
        'sub-13_ses-mri_task-facerecognition_run-07_bold.json'
    ),
    'sub-14/ses-mri/func': (
        'sub-14_ses-mri_task-facerecognition_run-01_bold.json '
        'sub-14_ses-mri_task-facerecognition_run-02_events.tsv '
        'sub-14_ses-mri_task-facerecognition_run-06_bold.nii.gz'
    ),
    'sub-15/ses-meg/meg': (
        'sub-15_ses-meg_coordsystem.json sub-15_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-15_ses-meg_task-facerecognition_run-06_events.tsv'
    ),
}


DS117_DWI_KIND = {
    '': (
        'sub-01/ses-mri/dwi/sub-01_ses-mri_dwi.nii.gz sub-02/ses-mri/dwi/sub-02_ses-mri_dwi.nii.gz '
        'sub-03/ses-mri/dwi/sub-03_ses-mri_dwi.nii.gz sub-04/ses-mri/dwi/sub-04_ses-mri_dwi.nii.gz '
        'sub-05/ses-mri/dwi/sub-05_ses-mri_dwi.nii.gz sub-06/ses-mri/dwi/sub-06_ses-mri_dwi.nii.gz '
        'sub-09/ses-mri/dwi/sub-09_ses-mri_dwi.nii.gz sub-12/ses-mri/dwi/sub-12_ses-mri_dwi.nii.gz '
        'sub-13/ses-mri/dwi/sub-13_ses-mri_dwi.nii.gz sub-14/ses-mri/dwi/sub-14_ses-mri_dwi.nii.gz '
        'sub-15/ses-mri/dwi/sub-15_ses-mri_dwi.nii.gz'
    ),
}


DS117_DWI_OTHER = {
    '': (
        'derivatives/freesurfer/sub-05/ses-mri/anat/surf/lh.pial '
        'derivatives/freesurfer/sub-09/ses-mri/anat/label/lh.BA.thresh.annot '
        'derivatives/freesurfer/sub-09/ses-mri/anat/label/rh.aparc.a2009s.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/label/lh.aparc.DKTatlas40.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/label/rh.aparc.annot '
        'derivatives/freesurfer/sub-11/ses-mri/anat/surf/rh.pial '
        'derivatives/freesurfer/sub-13/ses-mri/anat/surf/lh.sphere.reg '
        'derivatives/freesurfer/sub-13/ses-mri/anat/surf/rh.white '
        'derivatives/freesurfer/sub-14/ses-mri/anat/mri/aseg.mgz '
        'derivatives/freesurfer/sub-14/ses-mri/anat/surf/rh.pial '
        'derivatives/freesurfer/sub-15/ses-mri/anat/label/rh.BA.thresh.annot '
        'derivatives/freesurfer/sub-16/ses-mri/anat/label/lh.aparc.a2009s.annot '
        'derivatives/freesurfer/sub-16/ses-mri/anat/label/rh.aparc.a2009s.annot '
        'derivatives/meg_derivatives/ct_sparse.fif '
        'derivatives/meg_derivatives/sub-01/ses-meg/meg/sub-01_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-02/ses-meg/meg/sub-02_ses-meg_task-facerecognition_run-03_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-03/ses-meg/meg/sub-03_ses-meg_task-facerecognition_run-02_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-03/ses-meg/meg/sub-03_ses-meg_task-facerecognition_run-05_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-04/ses-meg/meg/sub-04_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-06/ses-meg/meg/sub-06_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-07/ses-meg/meg/sub-07_ses-meg_task-facerecognition_run-01_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-07/ses-meg/meg/sub-07_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-08/ses-meg/meg/sub-08_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-09/ses-meg/meg/sub-09_ses-meg_task-facerecognition_run-06_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-13/ses-meg/sub-13_ses-meg_task-facerecognition_proc-sss_meg.json '
        'derivatives/meg_derivatives/sub-14/ses-meg/meg/sub-14_ses-meg_task-facerecognition_run-01_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-14/ses-meg/meg/sub-14_ses-meg_task-facerecognition_run-02_proc-sss_log.txt '
        'derivatives/meg_derivatives/sub-15/ses-meg/sub-15_ses-meg_task-facerecognition_proc-sss_meg.json '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20090511/meg/sub-emptyroom_ses-20090511_task-noise_proc-sss_meg.fif '
        'derivatives/meg_derivatives/sub-emptyroom/ses-20091208/meg/sub-emptyroom_ses-20091208_task-noise_proc-sss_meg.json '
        'sub-01/ses-meg/meg/sub-01_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-02/ses-mri/dwi/sub-02_ses-mri_dwi.bvec sub-03/ses-meg/meg/sub-03_ses-meg_headshape.pos '
        'sub-03/ses-mri/dwi/sub-03_ses-mri_dwi.bvec sub-03/ses-mri/fmap/sub-03_ses-mri_phasediff.json '
        'sub-04/ses-meg/meg/sub-04_ses-meg_task-facerecognition_run-01_events.tsv '
        'sub-04/ses-meg/meg/sub-04_ses-meg_task-facerecognition_run-03_meg.fif '
        'sub-04/ses-mri/dwi/sub-04_ses-mri_dwi.bval sub-04/ses-mri/dwi/sub-04_ses-mri_dwi.json '
        'sub-05/ses-mri/dwi/sub-05_ses-mri_dwi.json '
        'sub-06/ses-meg/meg/sub-06_ses-meg_task-facerecognition_run-02_events.tsv '
        'sub-06/ses-meg/meg/sub-06_ses-meg_task-facerecognition_run-04_events.tsv '
        'sub-06/ses-mri/dwi/sub-06_ses-mri_dwi.bval sub-06/ses-mri/fmap/sub-06_ses-mri_magnitude1.nii '
        'sub-07/ses-meg/meg/sub-07_ses-meg_coordsystem.json sub-09/ses-meg/meg/sub-09_ses-meg_headshape.pos '
        'sub-09/ses-mri/dwi/sub-09_ses-mri_dwi.bval sub-09/ses-mri/dwi/sub-09_ses-mri_dwi.json '
        'sub-09/ses-mri/fmap/sub-09_ses-mri_magnitude1.nii '
        'sub-10/ses-meg/meg/sub-10_ses-meg_task-facerecognition_run-05_meg.fif '
        'sub-11/ses-mri/fmap/sub-11_ses-mri_magnitude1.json '
        'sub-13/ses-meg/meg/sub-13_ses-meg_task-facerecognition_run-06_meg.fif '
        'sub-13/ses-mri/dwi/sub-13_ses-mri_dwi.bval sub-13/ses-mri/fmap/sub-13_ses-mri_magnitude1.json '
        'sub-14/ses-mri/dwi/sub-14_ses-mri_dwi.bval sub-14/ses-mri/dwi/sub-14_ses-mri_dwi.bvec '
        'sub-15/ses-meg/meg/sub-15_ses-meg_headshape.pos sub-15/ses-mri/dwi/sub-15_ses-mri_dwi.bval '
        'sub-15/ses-mri/dwi/sub-15_ses-mri_dwi.json '
        'sub-16/ses-meg/meg/sub-16_ses-meg_task-facerecognition_run-06_meg.fif '
        'sub-emptyroom/ses-20091208/meg/sub-emptyroom_ses-20091208_task-noise_meg.fif'
    ),
    'derivatives/freesurfer/sub-14/ses-mri/anat/label': (
        'lh.BA.annot lh.aparc.DKTatlas40.annot rh.BA.thresh.annot'
    ),
    'stimuli/func': (
        'f028.bmp f055.bmp f060.bmp f113.bmp f119.bmp f126.bmp s011.bmp s015.bmp s044.bmp s118.bmp u004.bmp '
        'u018.bmp u030.bmp u039.bmp u110.bmp u124.bmp u139.bmp u142.bmp'
    ),
    'stimuli/meg': (
        'f078.bmp f138.bmp f150.bmp pf001.bmp ps003.bmp s036.bmp s038.bmp s072.bmp s077.bmp s094.bmp '
        's095.bmp s135.bmp u052.bmp u060.bmp u065.bmp u080.bmp u093.bmp u114.bmp u140.bmp'
    ),
    'sub-01/ses-mri/anat': (
        'sub-01_ses-mri_acq-mprage_T1w.nii.gz sub-01_ses-mri_run-1_echo-1_FLASH.nii.gz '
        'sub-01_ses-mri_run-1_echo-3_FLASH.nii.gz sub-01_ses-mri_run-1_echo-5_FLASH.nii.gz '
        'sub-01_ses-mri_run-1_echo-6_FLASH.nii.gz sub-01_ses-mri_run-1_echo-7_FLASH.nii.gz '
        'sub-01_ses-mri_run-2_echo-1_FLASH.nii.gz sub-01_ses-mri_run-2_echo-2_FLASH.nii.gz '
        'sub-01_ses-mri_run-2_echo-4_FLASH.nii.gz sub-01_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-01/ses-mri/dwi': (
        'sub-01_ses-mri_dwi.bval sub-01_ses-mri_dwi.bvec sub-01_ses-mri_dwi.json'
    ),
    'sub-01/ses-mri/func': (
        'sub-01_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-05_bold.json '
        'sub-01_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-01_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-02/ses-mri/anat': (
        'sub-02_ses-mri_acq-mprage_T1w.nii.gz sub-02_ses-mri_run-1_echo-1_FLASH.nii.gz '
        'sub-02_ses-mri_run-1_echo-5_FLASH.nii.gz sub-02_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-02_ses-mri_run-2_echo-2_FLASH.nii.gz sub-02_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-02_ses-mri_run-2_echo-5_FLASH.nii.gz sub-02_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-02/ses-mri/func': (
        'sub-02_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-02_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-02_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-02_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-02_ses-mri_task-facerecognition_run-05_bold.nii.gz'
    ),
    'sub-03/ses-mri/anat': (
        'sub-03_ses-mri_run-1_echo-5_FLASH.nii.gz sub-03_ses-mri_run-1_echo-7_FLASH.nii.gz '
        'sub-03_ses-mri_run-2_echo-1_FLASH.nii.gz sub-03_ses-mri_run-2_echo-2_FLASH.nii.gz '
        'sub-03_ses-mri_run-2_echo-3_FLASH.nii.gz sub-03_ses-mri_run-2_echo-6_FLASH.nii.gz '
        'sub-03_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-03/ses-mri/func': (
        'sub-03_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-03_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-03_ses-mri_task-facerecognition_run-08_bold.json '
        'sub-03_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-04/ses-mri/anat': (
        'sub-04_ses-mri_acq-mprage_T1w.nii.gz sub-04_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-04_ses-mri_run-1_echo-5_FLASH.nii.gz sub-04_ses-mri_run-1_echo-7_FLASH.nii.gz '
        'sub-04_ses-mri_run-2_echo-4_FLASH.nii.gz sub-04_ses-mri_run-2_echo-6_FLASH.nii.gz'
    ),
    'sub-04/ses-mri/func': (
        'sub-04_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-04_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-05/ses-mri/anat': (
        'sub-05_ses-mri_acq-mprage_T1w.nii.gz sub-05_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-05_ses-mri_run-1_echo-6_FLASH.nii.gz sub-05_ses-mri_run-1_echo-7_FLASH.nii.gz '
        'sub-05_ses-mri_run-2_echo-3_FLASH.nii.gz sub-05_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-05_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-05/ses-mri/func': (
        'sub-05_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-05_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-06/ses-mri/anat': (
        'sub-06_ses-mri_acq-mprage_T1w.nii.gz sub-06_ses-mri_run-1_echo-1_FLASH.nii.gz '
        'sub-06_ses-mri_run-1_echo-2_FLASH.nii.gz sub-06_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-06_ses-mri_run-1_echo-6_FLASH.nii.gz sub-06_ses-mri_run-1_echo-7_FLASH.nii.gz '
        'sub-06_ses-mri_run-2_echo-1_FLASH.nii.gz sub-06_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-06_ses-mri_run-2_echo-6_FLASH.nii.gz sub-06_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-06/ses-mri/func': (
        'sub-06_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-04_bold.json '
        'sub-06_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-06_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-07/ses-mri/anat': (
        'sub-07_ses-mri_run-1_echo-1_FLASH.nii.gz sub-07_ses-mri_run-1_echo-3_FLASH.nii.gz '
        'sub-07_ses-mri_run-1_echo-5_FLASH.nii.gz sub-07_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-07_ses-mri_run-2_echo-1_FLASH.nii.gz sub-07_ses-mri_run-2_echo-2_FLASH.nii.gz '
        'sub-07_ses-mri_run-2_echo-5_FLASH.nii.gz sub-07_ses-mri_run-2_echo-6_FLASH.nii.gz'
    ),
    'sub-07/ses-mri/func': (
        'sub-07_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-01_events.tsv '
        'sub-07_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-07_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-08/ses-mri/anat': (
        'sub-08_ses-mri_run-1_echo-1_FLASH.nii.gz sub-08_ses-mri_run-1_echo-5_FLASH.nii.gz '
        'sub-08_ses-mri_run-1_echo-6_FLASH.nii.gz sub-08_ses-mri_run-1_echo-7_FLASH.nii.gz '
        'sub-08_ses-mri_run-2_echo-1_FLASH.nii.gz sub-08_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-08_ses-mri_run-2_echo-6_FLASH.nii.gz sub-08_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-08/ses-mri/func': (
        'sub-08_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-08_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-08_ses-mri_task-facerecognition_run-04_events.tsv '
        'sub-08_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-08_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-08_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-09/ses-mri/anat': (
        'sub-09_ses-mri_acq-mprage_T1w.nii.gz sub-09_ses-mri_run-1_echo-1_FLASH.nii.gz '
        'sub-09_ses-mri_run-1_echo-2_FLASH.nii.gz sub-09_ses-mri_run-1_echo-5_FLASH.nii.gz '
        'sub-09_ses-mri_run-1_echo-6_FLASH.nii.gz sub-09_ses-mri_run-1_echo-7_FLASH.nii.gz '
        'sub-09_ses-mri_run-2_echo-1_FLASH.nii.gz sub-09_ses-mri_run-2_echo-3_FLASH.nii.gz'
    ),
    'sub-09/ses-mri/func': (
        'sub-09_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-09_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-09_ses-mri_task-facerecognition_run-04_events.tsv '
        'sub-09_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-09_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-10/ses-mri/anat': (
        'sub-10_ses-mri_acq-mprage_T1w.nii.gz sub-10_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-10_ses-mri_run-1_echo-3_FLASH.nii.gz sub-10_ses-mri_run-1_echo-4_FLASH.nii.gz '
        'sub-10_ses-mri_run-1_echo-5_FLASH.nii.gz sub-10_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-10_ses-mri_run-1_echo-7_FLASH.nii.gz sub-10_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-10_ses-mri_run-2_echo-2_FLASH.nii.gz sub-10_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-10_ses-mri_run-2_echo-4_FLASH.nii.gz sub-10_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-10_ses-mri_run-2_echo-6_FLASH.nii.gz sub-10_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-10/ses-mri/func': (
        'sub-10_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-10_ses-mri_task-facerecognition_run-02_events.tsv '
        'sub-10_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-10_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-10_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-10_ses-mri_task-facerecognition_run-07_bold.nii.gz'
    ),
    'sub-11/ses-mri/anat': (
        'sub-11_ses-mri_run-1_echo-2_FLASH.nii.gz sub-11_ses-mri_run-1_echo-3_FLASH.nii.gz '
        'sub-11_ses-mri_run-1_echo-4_FLASH.nii.gz sub-11_ses-mri_run-1_echo-5_FLASH.nii.gz '
        'sub-11_ses-mri_run-1_echo-6_FLASH.nii.gz sub-11_ses-mri_run-1_echo-7_FLASH.nii.gz '
        'sub-11_ses-mri_run-2_echo-2_FLASH.nii.gz sub-11_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-11_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-11/ses-mri/func': (
        'sub-11_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-11_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-11_ses-mri_task-facerecognition_run-08_bold.nii.gz'
    ),
    'sub-12/ses-mri/anat': (
        'sub-12_ses-mri_acq-mprage_T1w.nii.gz sub-12_ses-mri_run-1_echo-2_FLASH.nii.gz '
        'sub-12_ses-mri_run-1_echo-3_FLASH.nii.gz sub-12_ses-mri_run-1_echo-5_FLASH.nii.gz '
        'sub-12_ses-mri_run-1_echo-6_FLASH.nii.gz sub-12_ses-mri_run-1_echo-7_FLASH.nii.gz '
        'sub-12_ses-mri_run-2_echo-1_FLASH.nii.gz sub-12_ses-mri_run-2_echo-2_FLASH.nii.gz '
        'sub-12_ses-mri_run-2_echo-4_FLASH.nii.gz sub-12_ses-mri_run-2_echo-6_FLASH.nii.gz '
        'sub-12_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-12/ses-mri/dwi': (
        'sub-12_ses-mri_dwi.bval sub-12_ses-mri_dwi.bvec sub-12_ses-mri_dwi.json'
    ),
    'sub-12/ses-mri/func': (
        'sub-12_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-12_ses-mri_task-facerecognition_run-07_bold.json '
        'sub-12_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-13/ses-mri/anat': (
        'sub-13_ses-mri_acq-mprage_T1w.nii.gz sub-13_ses-mri_run-1_echo-3_FLASH.nii.gz '
        'sub-13_ses-mri_run-1_echo-4_FLASH.nii.gz sub-13_ses-mri_run-1_echo-5_FLASH.nii.gz '
        'sub-13_ses-mri_run-1_echo-6_FLASH.nii.gz sub-13_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-13_ses-mri_run-2_echo-5_FLASH.nii.gz sub-13_ses-mri_run-2_echo-6_FLASH.nii.gz'
    ),
    'sub-13/ses-mri/func': (
        'sub-13_ses-mri_task-facerecognition_run-01_bold.json '
        'sub-13_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-01_events.tsv '
        'sub-13_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-08_bold.nii.gz '
        'sub-13_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
    'sub-14/ses-mri/anat': (
        'sub-14_ses-mri_acq-mprage_T1w.nii.gz sub-14_ses-mri_run-1_echo-1_FLASH.nii.gz '
        'sub-14_ses-mri_run-1_echo-5_FLASH.nii.gz sub-14_ses-mri_run-1_echo-7_FLASH.nii.gz '
        'sub-14_ses-mri_run-2_echo-1_FLASH.nii.gz sub-14_ses-mri_run-2_echo-2_FLASH.nii.gz '
        'sub-14_ses-mri_run-2_echo-3_FLASH.nii.gz sub-14_ses-mri_run-2_echo-4_FLASH.nii.gz '
        'sub-14_ses-mri_run-2_echo-5_FLASH.nii.gz sub-14_ses-mri_run-2_echo-6_FLASH.nii.gz'
    ),
    'sub-14/ses-mri/func': (
        'sub-14_ses-mri_task-facerecognition_run-02_bold.json '
        'sub-14_ses-mri_task-facerecognition_run-02_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-04_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-14_ses-mri_task-facerecognition_run-08_bold.nii.gz'
    ),
    'sub-15/ses-mri/anat': (
        'sub-15_ses-mri_acq-mprage_T1w.nii.gz sub-15_ses-mri_run-1_echo-3_FLASH.nii.gz '
        'sub-15_ses-mri_run-1_echo-4_FLASH.nii.gz sub-15_ses-mri_run-1_echo-5_FLASH.nii.gz '
        'sub-15_ses-mri_run-1_echo-6_FLASH.nii.gz sub-15_ses-mri_run-1_echo-7_FLASH.nii.gz '
        'sub-15_ses-mri_run-2_echo-1_FLASH.nii.gz sub-15_ses-mri_run-2_echo-2_FLASH.nii.gz '
        'sub-15_ses-mri_run-2_echo-3_FLASH.nii.gz sub-15_ses-mri_run-2_echo-5_FLASH.nii.gz '
        'sub-15_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-15/ses-mri/func': (
        'sub-15_ses-mri_task-facerecognition_run-03_bold.nii.gz '
        'sub-15_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-15_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-15_ses-mri_task-facerecognition_run-07_bold.nii.gz'
    ),
    'sub-16/ses-mri/anat': (
        'sub-16_ses-mri_acq-mprage_T1w.nii.gz sub-16_ses-mri_run-1_echo-1_FLASH.nii.gz '
        'sub-16_ses-mri_run-1_echo-2_FLASH.nii.gz sub-16_ses-mri_run-1_echo-3_FLASH.nii.gz '
        'sub-16_ses-mri_run-1_echo-4_FLASH.nii.gz sub-16_ses-mri_run-1_echo-6_FLASH.nii.gz '
        'sub-16_ses-mri_run-1_echo-7_FLASH.nii.gz sub-16_ses-mri_run-2_echo-1_FLASH.nii.gz '
        'sub-16_ses-mri_run-2_echo-2_FLASH.nii.gz sub-16_ses-mri_run-2_echo-3_FLASH.nii.gz '
        'sub-16_ses-mri_run-2_echo-4_FLASH.nii.gz sub-16_ses-mri_run-2_echo-6_FLASH.nii.gz '
        'sub-16_ses-mri_run-2_echo-7_FLASH.nii.gz'
    ),
    'sub-16/ses-mri/func': (
        'sub-16_ses-mri_task-facerecognition_run-01_bold.nii.gz '
        'sub-16_ses-mri_task-facerecognition_run-05_bold.nii.gz '
        'sub-16_ses-mri_task-facerecognition_run-06_bold.nii.gz '
        'sub-16_ses-mri_task-facerecognition_run-07_bold.nii.gz '
        'sub-16_ses-mri_task-facerecognition_run-08_events.tsv '
        'sub-16_ses-mri_task-facerecognition_run-09_bold.nii.gz'
    ),
}


DS2718_EEG_KIND = {
    'sub-002/eeg': (
        'sub-002_task-FaceRecognition_channels.tsv sub-002_task-FaceRecognition_coordsystem.json '
        'sub-002_task-FaceRecognition_eeg.json sub-002_task-FaceRecognition_eeg.set '
        'sub-002_task-FaceRecognition_electrodes.tsv sub-002_task-FaceRecognition_events.tsv'
    ),
    'sub-003/eeg': (
        'sub-003_task-FaceRecognition_channels.tsv sub-003_task-FaceRecognition_coordsystem.json '
        'sub-003_task-FaceRecognition_eeg.json sub-003_task-FaceRecognition_eeg.set '
        'sub-003_task-FaceRecognition_electrodes.tsv sub-003_task-FaceRecognition_events.tsv'
    ),
    'sub-004/eeg': (
        'sub-004_task-FaceRecognition_channels.tsv sub-004_task-FaceRecognition_coordsystem.json '
        'sub-004_task-FaceRecognition_eeg.json sub-004_task-FaceRecognition_eeg.set '
        'sub-004_task-FaceRecognition_electrodes.tsv sub-004_task-FaceRecognition_events.tsv'
    ),
    'sub-005/eeg': (
        'sub-005_task-FaceRecognition_channels.tsv sub-005_task-FaceRecognition_coordsystem.json '
        'sub-005_task-FaceRecognition_eeg.json sub-005_task-FaceRecognition_eeg.set '
        'sub-005_task-FaceRecognition_electrodes.tsv sub-005_task-FaceRecognition_events.tsv'
    ),
    'sub-006/eeg': (
        'sub-006_task-FaceRecognition_channels.tsv sub-006_task-FaceRecognition_coordsystem.json '
        'sub-006_task-FaceRecognition_eeg.json sub-006_task-FaceRecognition_eeg.set '
        'sub-006_task-FaceRecognition_electrodes.tsv sub-006_task-FaceRecognition_events.tsv'
    ),
    'sub-007/eeg': (
        'sub-007_task-FaceRecognition_channels.tsv sub-007_task-FaceRecognition_coordsystem.json '
        'sub-007_task-FaceRecognition_eeg.json sub-007_task-FaceRecognition_eeg.set '
        'sub-007_task-FaceRecognition_electrodes.tsv sub-007_task-FaceRecognition_events.tsv'
    ),
    'sub-008/eeg': (
        'sub-008_task-FaceRecognition_channels.tsv sub-008_task-FaceRecognition_coordsystem.json '
        'sub-008_task-FaceRecognition_eeg.json sub-008_task-FaceRecognition_eeg.set '
        'sub-008_task-FaceRecognition_electrodes.tsv sub-008_task-FaceRecognition_events.tsv'
    ),
    'sub-009/eeg': (
        'sub-009_task-FaceRecognition_channels.tsv sub-009_task-FaceRecognition_coordsystem.json '
        'sub-009_task-FaceRecognition_eeg.json sub-009_task-FaceRecognition_eeg.set '
        'sub-009_task-FaceRecognition_electrodes.tsv sub-009_task-FaceRecognition_events.tsv'
    ),
    'sub-010/eeg': (
        'sub-010_task-FaceRecognition_channels.tsv sub-010_task-FaceRecognition_coordsystem.json '
        'sub-010_task-FaceRecognition_eeg.json sub-010_task-FaceRecognition_eeg.set '
        'sub-010_task-FaceRecognition_electrodes.tsv sub-010_task-FaceRecognition_events.tsv'
    ),
    'sub-011/eeg': (
        'sub-011_task-FaceRecognition_channels.tsv sub-011_task-FaceRecognition_coordsystem.json '
        'sub-011_task-FaceRecognition_eeg.json sub-011_task-FaceRecognition_eeg.set '
        'sub-011_task-FaceRecognition_electrodes.tsv sub-011_task-FaceRecognition_events.tsv'
    ),
    'sub-012/eeg': (
        'sub-012_task-FaceRecognition_channels.tsv sub-012_task-FaceRecognition_coordsystem.json '
        'sub-012_task-FaceRecognition_eeg.json sub-012_task-FaceRecognition_eeg.set '
        'sub-012_task-FaceRecognition_electrodes.tsv sub-012_task-FaceRecognition_events.tsv'
    ),
    'sub-013/eeg': (
        'sub-013_task-FaceRecognition_channels.tsv sub-013_task-FaceRecognition_coordsystem.json '
        'sub-013_task-FaceRecognition_eeg.json sub-013_task-FaceRecognition_eeg.set '
        'sub-013_task-FaceRecognition_electrodes.tsv sub-013_task-FaceRecognition_events.tsv'
    ),
    'sub-014/eeg': (
        'sub-014_task-FaceRecognition_channels.tsv sub-014_task-FaceRecognition_coordsystem.json '
        'sub-014_task-FaceRecognition_eeg.json sub-014_task-FaceRecognition_eeg.set '
        'sub-014_task-FaceRecognition_electrodes.tsv sub-014_task-FaceRecognition_events.tsv'
    ),
    'sub-015/eeg': (
        'sub-015_task-FaceRecognition_channels.tsv sub-015_task-FaceRecognition_coordsystem.json '
        'sub-015_task-FaceRecognition_eeg.json sub-015_task-FaceRecognition_eeg.set '
        'sub-015_task-FaceRecognition_electrodes.tsv sub-015_task-FaceRecognition_events.tsv'
    ),
    'sub-016/eeg': (
        'sub-016_task-FaceRecognition_channels.tsv sub-016_task-FaceRecognition_coordsystem.json '
        'sub-016_task-FaceRecognition_eeg.json sub-016_task-FaceRecognition_eeg.set '
        'sub-016_task-FaceRecognition_electrodes.tsv sub-016_task-FaceRecognition_events.tsv'
    ),
    'sub-017/eeg': (
        'sub-017_task-FaceRecognition_channels.tsv sub-017_task-FaceRecognition_coordsystem.json '
        'sub-017_task-FaceRecognition_eeg.json sub-017_task-FaceRecognition_eeg.set '
        'sub-017_task-FaceRecognition_electrodes.tsv sub-017_task-FaceRecognition_events.tsv'
    ),
    'sub-018/eeg': (
        'sub-018_task-FaceRecognition_channels.tsv sub-018_task-FaceRecognition_coordsystem.json '
        'sub-018_task-FaceRecognition_eeg.json sub-018_task-FaceRecognition_eeg.set '
        'sub-018_task-FaceRecognition_electrodes.tsv sub-018_task-FaceRecognition_events.tsv'
    ),
    'sub-019/eeg': (
        'sub-019_task-FaceRecognition_channels.tsv sub-019_task-FaceRecognition_coordsystem.json '
        'sub-019_task-FaceRecognition_eeg.json sub-019_task-FaceRecognition_eeg.set '
        'sub-019_task-FaceRecognition_electrodes.tsv sub-019_task-FaceRecognition_events.tsv'
    ),
}


DS2718_EEG_OTHER = {
    '': (
        'code/wakeman-henson-tags.tsv dataset_description.json participants.json participants.tsv '
        'task-FaceRecognition_events.json sub-002/anat/sub-002_mod-T1w_defacemask.nii.gz '
        'sub-003/anat/sub-003_mod-T1w_defacemask.nii.gz sub-004/anat/sub-004_mod-T1w_defacemask.nii.gz '
        'sub-005/anat/sub-005_mod-T1w_defacemask.nii.gz sub-006/anat/sub-006_mod-T1w_defacemask.nii.gz '
        'sub-007/anat/sub-007_mod-T1w_defacemask.nii.gz sub-008/anat/sub-008_mod-T1w_defacemask.nii.gz '
        'sub-009/anat/sub-009_mod-T1w_defacemask.nii.gz sub-010/anat/sub-010_mod-T1w_defacemask.nii.gz '
        'sub-011/anat/sub-011_mod-T1w_defacemask.nii.gz sub-012/anat/sub-012_mod-T1w_defacemask.nii.gz '
        'sub-013/anat/sub-013_mod-T1w_defacemask.nii.gz sub-014/anat/sub-014_mod-T1w_defacemask.nii.gz '
        'sub-015/anat/sub-015_mod-T1w_defacemask.nii.gz sub-016/anat/sub-016_mod-T1w_defacemask.nii.gz '
        'sub-017/anat/sub-017_mod-T1w_defacemask.nii.gz sub-018/anat/sub-018_mod-T1w_defacemask.nii.gz '
        'sub-019/anat/sub-019_mod-T1w_defacemask.nii.gz'
    ),
    'stimuli': (
        'f010.bmp f014.bmp f015.bmp f016.bmp f020.bmp f021.bmp f022.bmp f023.bmp f026.bmp f028.bmp f032.bmp '
        'f035.bmp f037.bmp f039.bmp f040.bmp f043.bmp f051.bmp f054.bmp f059.bmp f064.bmp f068.bmp f075.bmp '
        'f083.bmp f087.bmp f096.bmp f100.bmp f104.bmp f105.bmp f114.bmp f115.bmp f118.bmp f138.bmp f139.bmp '
        'f144.bmp f148.bmp s001.bmp s006.bmp s016.bmp s026.bmp s028.bmp s031.bmp s043.bmp s044.bmp s055.bmp '
        's056.bmp s058.bmp s059.bmp s063.bmp s070.bmp s073.bmp s079.bmp s091.bmp s094.bmp s095.bmp s100.bmp '
        's103.bmp s109.bmp s113.bmp s115.bmp s117.bmp s121.bmp s123.bmp s126.bmp s127.bmp s129.bmp s130.bmp '
        's133.bmp s135.bmp s136.bmp s138.bmp s139.bmp s140.bmp u002.bmp u007.bmp u012.bmp u013.bmp u018.bmp '
        'u024.bmp u039.bmp u040.bmp u048.bmp u055.bmp u064.bmp u082.bmp u088.bmp u092.bmp u108.bmp u111.bmp '
        'u114.bmp u117.bmp u122.bmp u123.bmp u126.bmp u134.bmp u144.bmp u150.bmp'
    ),
}


DS2718_STIMULI_KIND = {
    'stimuli': (
        'f001.bmp f002.bmp f003.bmp f004.bmp f005.bmp f006.bmp f007.bmp f008.bmp f009.bmp f010.bmp f011.bmp '
        'f012.bmp f013.bmp f014.bmp f015.bmp f016.bmp f017.bmp f018.bmp f019.bmp f020.bmp f021.bmp f022.bmp '
        'f023.bmp f024.bmp f025.bmp f026.bmp f027.bmp f028.bmp f029.bmp f030.bmp f031.bmp f032.bmp f033.bmp '
        'f034.bmp f035.bmp f036.bmp f037.bmp f038.bmp f039.bmp f040.bmp f041.bmp f042.bmp f043.bmp f044.bmp '
        'f045.bmp f046.bmp f047.bmp f048.bmp f049.bmp f050.bmp f051.bmp f052.bmp f053.bmp f054.bmp f055.bmp '
        'f056.bmp f057.bmp f058.bmp f059.bmp f060.bmp f061.bmp f062.bmp f063.bmp f064.bmp f065.bmp f066.bmp '
        'f067.bmp f068.bmp f069.bmp f070.bmp f071.bmp f072.bmp f073.bmp f074.bmp f075.bmp f076.bmp f077.bmp '
        'f078.bmp f079.bmp f080.bmp f081.bmp f082.bmp f083.bmp f084.bmp f085.bmp f086.bmp f087.bmp f088.bmp '
        'f089.bmp f090.bmp f091.bmp f092.bmp f093.bmp f094.bmp f095.bmp f096.bmp f097.bmp f098.bmp f099.bmp '
        'f100.bmp f101.bmp f102.bmp f103.bmp f104.bmp f105.bmp f106.bmp f107.bmp f108.bmp f109.bmp f110.bmp '
        'f111.bmp f112.bmp f113.bmp f114.bmp f115.bmp f116.bmp f117.bmp f118.bmp f119.bmp f120.bmp f121.bmp '
        'f122.bmp f123.bmp f124.bmp f125.bmp f126.bmp f127.bmp f128.bmp f129.bmp f130.bmp f131.bmp f132.bmp '
        'f133.bmp f134.bmp f135.bmp f136.bmp f137.bmp f138.bmp f139.bmp f140.bmp f141.bmp f142.bmp f143.bmp '
        'f144.bmp f145.bmp f146.bmp f147.bmp f148.bmp f149.bmp f150.bmp s001.bmp s002.bmp s003.bmp s004.bmp '
        's005.bmp s006.bmp s007.bmp s008.bmp s009.bmp s010.bmp s011.bmp s012.bmp s013.bmp s014.bmp s015.bmp '
        's016.bmp s017.bmp s018.bmp s019.bmp s020.bmp s021.bmp s022.bmp s023.bmp s024.bmp s025.bmp s026.bmp '
        's027.bmp s028.bmp s029.bmp s030.bmp s031.bmp s032.bmp s033.bmp s034.bmp s035.bmp s036.bmp s037.bmp '
        's038.bmp s039.bmp s040.bmp s041.bmp s042.bmp s043.bmp s044.bmp s045.bmp s046.bmp s047.bmp s048.bmp '
        's049.bmp s050.bmp s051.bmp s052.bmp s053.bmp s054.bmp s055.bmp s056.bmp s057.bmp s058.bmp s059.bmp '
        's060.bmp s061.bmp s062.bmp s063.bmp s064.bmp s065.bmp s066.bmp s067.bmp s068.bmp s069.bmp s070.bmp '
        's071.bmp s072.bmp s073.bmp s074.bmp s075.bmp s076.bmp s077.bmp s078.bmp s079.bmp s080.bmp s081.bmp '
        's082.bmp s083.bmp s084.bmp s085.bmp s086.bmp s087.bmp s088.bmp s089.bmp s090.bmp s091.bmp s092.bmp '
        's093.bmp s094.bmp s095.bmp s096.bmp s097.bmp s098.bmp s099.bmp s100.bmp s101.bmp s102.bmp s103.bmp '
        's104.bmp s105.bmp s106.bmp s107.bmp s108.bmp s109.bmp s110.bmp s111.bmp s112.bmp s113.bmp s114.bmp '
        's115.bmp s116.bmp s117.bmp s118.bmp s119.bmp s120.bmp s121.bmp s122.bmp s123.bmp s124.bmp s125.bmp '
        's126.bmp s127.bmp s128.bmp s129.bmp s130.bmp s131.bmp s132.bmp s133.bmp s134.bmp s135.bmp s136.bmp '
        's137.bmp s138.bmp s139.bmp s140.bmp s141.bmp s142.bmp s143.bmp s144.bmp s145.bmp s146.bmp s147.bmp '
        's148.bmp s149.bmp s150.bmp u001.bmp u002.bmp u003.bmp u004.bmp u005.bmp u006.bmp u007.bmp u008.bmp '
        'u009.bmp u010.bmp u011.bmp u012.bmp u013.bmp u014.bmp u015.bmp u016.bmp u017.bmp u018.bmp u019.bmp '
        'u020.bmp u021.bmp u022.bmp u023.bmp u024.bmp u025.bmp u026.bmp u027.bmp u028.bmp u029.bmp u030.bmp '
        'u031.bmp u032.bmp u033.bmp u034.bmp u035.bmp u036.bmp u037.bmp u038.bmp u039.bmp u040.bmp u041.bmp '
        'u042.bmp u043.bmp u044.bmp u045.bmp u046.bmp u047.bmp u048.bmp u049.bmp u050.bmp u051.bmp u052.bmp '
        'u053.bmp u054.bmp u055.bmp u056.bmp u057.bmp u058.bmp u059.bmp u060.bmp u061.bmp u062.bmp u063.bmp '
        'u064.bmp u065.bmp u066.bmp u067.bmp u068.bmp u069.bmp u070.bmp u071.bmp u072.bmp u073.bmp u074.bmp '
        'u075.bmp u076.bmp u077.bmp u078.bmp u079.bmp u080.bmp u081.bmp u082.bmp u083.bmp u084.bmp u085.bmp '
        'u086.bmp u087.bmp u088.bmp u089.bmp u090.bmp u091.bmp u092.bmp u093.bmp u094.bmp u095.bmp u096.bmp '
        'u097.bmp u098.bmp u099.bmp u100.bmp u101.bmp u102.bmp u103.bmp u104.bmp u105.bmp u106.bmp u107.bmp '
        'u108.bmp u109.bmp u110.bmp u111.bmp u112.bmp u113.bmp u114.bmp u115.bmp u116.bmp u117.bmp u118.bmp '
        'u119.bmp u120.bmp u121.bmp u122.bmp u123.bmp u124.bmp u125.bmp u126.bmp u127.bmp u128.bmp u129.bmp '
        'u130.bmp u131.bmp u132.bmp u133.bmp u134.bmp u135.bmp u136.bmp u137.bmp u138.bmp u139.bmp u140.bmp '
        'u141.bmp u142.bmp u143.bmp u144.bmp u145.bmp u146.bmp u147.bmp u148.bmp u149.bmp u150.bmp'
    ),
}


DS2718_STIMULI_OTHER = {
    '': (
        '.gitattributes README dataset_description.json participants.json participants.tsv '
        'task-FaceRecognition_events.json sub-002/anat/sub-002_mod-T1w_defacemask.nii.gz '
        'sub-003/anat/sub-003_mod-T1w_defacemask.nii.gz sub-004/anat/sub-004_mod-T1w_defacemask.nii.gz '
        'sub-005/anat/sub-005_mod-T1w_defacemask.nii.gz sub-006/anat/sub-006_mod-T1w_defacemask.nii.gz '
        'sub-008/anat/sub-008_mod-T1w_defacemask.nii.gz sub-009/anat/sub-009_mod-T1w_defacemask.nii.gz '
        'sub-010/anat/sub-010_mod-T1w_defacemask.nii.gz sub-012/anat/sub-012_mod-T1w_defacemask.nii.gz '
        'sub-012/eeg/sub-012_task-FaceRecognition_channels.tsv '
        'sub-012/eeg/sub-012_task-FaceRecognition_eeg.json sub-013/anat/sub-013_mod-T1w_defacemask.nii.gz '
        'sub-015/anat/sub-015_mod-T1w_defacemask.nii.gz sub-016/anat/sub-016_mod-T1w_defacemask.nii.gz '
        'sub-017/anat/sub-017_mod-T1w_defacemask.nii.gz sub-018/anat/sub-018_mod-T1w_defacemask.nii.gz'
    ),
    'code': (
        'addHEDTags.m dInfo.m fMap.mat wakeman-henson-tags.tsv wh_bids_export_eeglab.m wh_extracteeg_BIDS.m'
    ),
    'sub-002/eeg': (
        'sub-002_task-FaceRecognition_channels.tsv sub-002_task-FaceRecognition_eeg.json '
        'sub-002_task-FaceRecognition_eeg.set sub-002_task-FaceRecognition_events.tsv'
    ),
    'sub-003/eeg': (
        'sub-003_task-FaceRecognition_channels.tsv sub-003_task-FaceRecognition_coordsystem.json '
        'sub-003_task-FaceRecognition_eeg.json sub-003_task-FaceRecognition_electrodes.tsv'
    ),
    'sub-004/eeg': (
        'sub-004_task-FaceRecognition_coordsystem.json sub-004_task-FaceRecognition_eeg.json '
        'sub-004_task-FaceRecognition_eeg.set'
    ),
    'sub-005/eeg': (
        'sub-005_task-FaceRecognition_channels.tsv sub-005_task-FaceRecognition_coordsystem.json '
        'sub-005_task-FaceRecognition_eeg.json sub-005_task-FaceRecognition_eeg.set '
        'sub-005_task-FaceRecognition_electrodes.tsv'
    ),
    'sub-006/eeg': (
        'sub-006_task-FaceRecognition_channels.tsv sub-006_task-FaceRecognition_eeg.set '
        'sub-006_task-FaceRecognition_electrodes.tsv sub-006_task-FaceRecognition_events.tsv'
    ),
    'sub-007/eeg': (
        'sub-007_task-FaceRecognition_channels.tsv sub-007_task-FaceRecognition_eeg.set '
        'sub-007_task-FaceRecognition_electrodes.tsv sub-007_task-FaceRecognition_events.tsv'
    ),
    'sub-008/eeg': (
        'sub-008_task-FaceRecognition_channels.tsv sub-008_task-FaceRecognition_coordsystem.json '
        'sub-008_task-FaceRecognition_eeg.json sub-008_task-FaceRecognition_electrodes.tsv '
        'sub-008_task-FaceRecognition_events.tsv'
    ),
    'sub-009/eeg': (
        'sub-009_task-FaceRecognition_eeg.json sub-009_task-FaceRecognition_eeg.set '
        'sub-009_task-FaceRecognition_electrodes.tsv sub-009_task-FaceRecognition_events.tsv'
    ),
    'sub-010/eeg': (
        'sub-010_task-FaceRecognition_channels.tsv sub-010_task-FaceRecognition_coordsystem.json '
        'sub-010_task-FaceRecognition_eeg.json sub-010_task-FaceRecognition_eeg.set '
        'sub-010_task-FaceRecognition_electrodes.tsv'
    ),
    'sub-011/eeg': (
        'sub-011_task-FaceRecognition_coordsystem.json sub-011_task-FaceRecognition_eeg.json '
        'sub-011_task-FaceRecognition_eeg.set sub-011_task-FaceRecognition_electrodes.tsv'
    ),
    'sub-013/eeg': (
        'sub-013_task-FaceRecognition_channels.tsv sub-013_task-FaceRecognition_coordsystem.json '
        'sub-013_task-FaceRecognition_eeg.set sub-013_task-FaceRecognition_electrodes.tsv'
    ),
    'sub-014/eeg': (
        'sub-014_task-FaceRecognition_channels.tsv sub-014_task-FaceRecognition_eeg.json '
        'sub-014_task-FaceRecognition_electrodes.tsv'
    ),
    'sub-015/eeg': (
        'sub-015_task-FaceRecognition_channels.tsv sub-015_task-FaceRecognition_coordsystem.json '
        'sub-015_task-FaceRecognition_events.tsv'
    ),
    'sub-016/eeg': (
        'sub-016_task-FaceRecognition_channels.tsv sub-016_task-FaceRecognition_coordsystem.json '
        'sub-016_task-FaceRecognition_eeg.json sub-016_task-FaceRecognition_eeg.set '
        'sub-016_task-FaceRecognition_electrodes.tsv sub-016_task-FaceRecognition_events.tsv'
    ),
    'sub-017/eeg': (
        'sub-017_task-FaceRecognition_coordsystem.json sub-017_task-FaceRecognition_eeg.json '
        'sub-017_task-FaceRecognition_eeg.set'
    ),
    'sub-018/eeg': (
        'sub-018_task-FaceRecognition_coordsystem.json sub-018_task-FaceRecognition_eeg.json '
        'sub-018_task-FaceRecognition_eeg.set sub-018_task-FaceRecognition_electrodes.tsv '
        'sub-018_task-FaceRecognition_events.tsv'
    ),
    'sub-019/eeg': (
        'sub-019_task-FaceRecognition_channels.tsv sub-019_task-FaceRecognition_coordsystem.json '
        'sub-019_task-FaceRecognition_eeg.json sub-019_task-FaceRecognition_eeg.set '
        'sub-019_task-FaceRecognition_electrodes.tsv sub-019_task-FaceRecognition_events.tsv'
    ),
}


KITTI_RAW_KIND = {
    '': (
        '2011_09_26/2011_09_26_drive_0001_sync/image_02/data/0000000030.jpg '
        '2011_09_26/2011_09_26_drive_0020_sync/image_02/data/0000000053.jpg '
        '2011_09_26/2011_09_26_drive_0023_sync/image_02/data/0000000316.jpg '
        '2011_09_26/2011_09_26_drive_0035_sync/image_02/data/0000000011.jpg '
        '2011_09_26/2011_09_26_drive_0035_sync/image_02/data/0000000012.jpg '
        '2011_09_26/2011_09_26_drive_0039_sync/image_03/data/0000000362.jpg '
        '2011_09_26/2011_09_26_drive_0048_sync/image_03/data/0000000001.jpg '
        '2011_09_26/2011_09_26_drive_0061_sync/image_02/data/0000000174.jpg '
        '2011_09_26/2011_09_26_drive_0061_sync/image_02/data/0000000201.jpg '
        '2011_09_26/2011_09_26_drive_0064_sync/image_02/data/0000000390.jpg '
        '2011_09_26/2011_09_26_drive_0064_sync/image_03/data/0000000291.jpg '
        '2011_09_26/2011_09_26_drive_0064_sync/image_03/data/0000000334.jpg '
        '2011_09_26/2011_09_26_drive_0079_sync/image_02/data/0000000043.jpg '
        '2011_09_26/2011_09_26_drive_0087_sync/image_02/data/0000000139.jpg '
        '2011_09_26/2011_09_26_drive_0087_sync/image_02/data/0000000603.jpg '
        '2011_09_26/2011_09_26_drive_0091_sync/image_02/data/0000000156.jpg '
        '2011_09_26/2011_09_26_drive_0091_sync/image_02/data/0000000167.jpg '
        '2011_09_26/2011_09_26_drive_0093_sync/image_02/data/0000000172.jpg '
        '2011_09_26/2011_09_26_drive_0093_sync/image_02/data/0000000241.jpg '
        '2011_09_26/2011_09_26_drive_0095_sync/image_03/data/0000000218.jpg '
        '2011_09_26/2011_09_26_drive_0106_sync/image_02/data/0000000204.jpg '
        '2011_09_26/2011_09_26_drive_0106_sync/image_03/data/0000000170.jpg '
        '2011_09_26/2011_09_26_drive_0113_sync/image_02/data/0000000075.jpg '
        '2011_09_26/2011_09_26_drive_0117_sync/image_02/data/0000000316.jpg '
        '2011_09_26/2011_09_26_drive_0117_sync/image_02/data/0000000517.jpg '
        '2011_09_26/2011_09_26_drive_0117_sync/image_03/data/0000000567.jpg '
        '2011_09_28/2011_09_28_drive_0001_sync/image_02/data/0000000095.jpg '
        '2011_09_30/2011_09_30_drive_0027_sync/image_03/data/0000000184.jpg '
        '2011_09_30/2011_09_30_drive_0027_sync/image_03/data/0000000369.jpg '
        '2011_10_03/2011_10_03_drive_0042_sync/image_02/data/0000000202.jpg '
        '2011_10_03/2011_10_03_drive_0042_sync/image_02/data/0000001018.jpg'
    ),
    '2011_09_26/2011_09_26_drive_0023_sync/image_03/data': (
        '0000000002.jpg 0000000155.jpg 0000000257.jpg 0000000375.jpg'
    ),
    '2011_09_26/2011_09_26_drive_0039_sync/image_02/data': (
        '0000000187.jpg 0000000303.jpg 0000000352.jpg'
    ),
    '2011_09_26/2011_09_26_drive_0061_sync/image_03/data': (
        '0000000058.jpg 0000000279.jpg 0000000637.jpg'
    ),
    '2011_09_26/2011_09_26_drive_0086_sync/image_02/data': (
        '0000000049.jpg 0000000211.jpg 0000000356.jpg 0000000423.jpg 0000000466.jpg'
    ),
    '2011_09_26/2011_09_26_drive_0086_sync/image_03/data': (
        '0000000000.jpg 0000000043.jpg 0000000075.jpg 0000000195.jpg 0000000284.jpg 0000000299.jpg '
        '0000000478.jpg'
    ),
    '2011_09_26/2011_09_26_drive_0087_sync/image_03/data': (
        '0000000197.jpg 0000000384.jpg 0000000656.jpg'
    ),
    '2011_09_26/2011_09_26_drive_0093_sync/image_03/data': (
        '0000000087.jpg 0000000228.jpg 0000000275.jpg 0000000315.jpg'
    ),
    '2011_09_29/2011_09_29_drive_0026_sync/image_02/data': (
        '0000000032.jpg 0000000115.jpg 0000000120.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0016_sync/image_02/data': (
        '0000000038.jpg 0000000070.jpg 0000000094.jpg 0000000145.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0016_sync/image_03/data': (
        '0000000034.jpg 0000000097.jpg 0000000162.jpg 0000000229.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0018_sync/image_02/data': (
        '0000000068.jpg 0000000674.jpg 0000001540.jpg 0000002172.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0018_sync/image_03/data': (
        '0000000174.jpg 0000000279.jpg 0000000307.jpg 0000000653.jpg 0000000696.jpg 0000000943.jpg '
        '0000001047.jpg 0000001400.jpg 0000001642.jpg 0000001664.jpg 0000001683.jpg 0000001684.jpg '
        '0000001825.jpg 0000001828.jpg 0000001915.jpg 0000002153.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0020_sync/image_02/data': (
        '0000000511.jpg 0000000626.jpg 0000000652.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0020_sync/image_03/data': (
        '0000000380.jpg 0000000440.jpg 0000000529.jpg 0000000562.jpg 0000000976.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0027_sync/image_02/data': (
        '0000000291.jpg 0000000366.jpg 0000000415.jpg 0000000639.jpg 0000001049.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0028_sync/image_02/data': (
        '0000000748.jpg 0000000952.jpg 0000000998.jpg 0000001023.jpg 0000001063.jpg 0000001066.jpg '
        '0000001075.jpg 0000001372.jpg 0000001672.jpg 0000001673.jpg 0000001827.jpg 0000001927.jpg '
        '0000002023.jpg 0000002120.jpg 0000002125.jpg 0000002289.jpg 0000002302.jpg 0000002937.jpg '
        '0000003532.jpg 0000003570.jpg 0000004303.jpg 0000004366.jpg 0000004409.jpg 0000004639.jpg '
        '0000005165.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0028_sync/image_03/data': (
        '0000000012.jpg 0000000064.jpg 0000000189.jpg 0000000309.jpg 0000000530.jpg 0000001296.jpg '
        '0000001321.jpg 0000001592.jpg 0000001654.jpg 0000001727.jpg 0000001877.jpg 0000002010.jpg '
        '0000002023.jpg 0000002054.jpg 0000002803.jpg 0000003116.jpg 0000003229.jpg 0000003325.jpg '
        '0000003371.jpg 0000003637.jpg 0000003850.jpg 0000003894.jpg 0000004248.jpg 0000004339.jpg '
        '0000004364.jpg 0000004451.jpg 0000004514.jpg 0000004536.jpg 0000004590.jpg 0000004595.jpg '
        '0000004789.jpg 0000004811.jpg 0000005125.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0033_sync/image_02/data': (
        '0000000002.jpg 0000000155.jpg 0000000188.jpg 0000000363.jpg 0000000428.jpg 0000001171.jpg '
        '0000001311.jpg 0000001323.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0033_sync/image_03/data': (
        '0000000091.jpg 0000000277.jpg 0000000304.jpg 0000000445.jpg 0000001162.jpg 0000001189.jpg '
        '0000001251.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0034_sync/image_02/data': (
        '0000000479.jpg 0000000626.jpg 0000000916.jpg 0000001059.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0034_sync/image_03/data': (
        '0000000078.jpg 0000000502.jpg 0000000777.jpg 0000000926.jpg'
    ),
    '2011_10_03/2011_10_03_drive_0027_sync/image_02/data': (
        '0000000431.jpg 0000000572.jpg 0000000615.jpg 0000000633.jpg 0000000655.jpg 0000000941.jpg '
        '0000001176.jpg 0000001476.jpg 0000001526.jpg 0000001567.jpg 0000001577.jpg 0000001809.jpg '
        '0000001920.jpg 0000002038.jpg 0000002045.jpg 0000002194.jpg 0000002278.jpg 0000002496.jpg '
        '0000002597.jpg 0000002631.jpg 0000002687.jpg 0000002743.jpg 0000002985.jpg 0000003105.jpg '
        '0000003275.jpg 0000003354.jpg 0000003487.jpg 0000003642.jpg 0000003707.jpg 0000003738.jpg '
        '0000003907.jpg 0000004395.jpg 0000004463.jpg 0000004497.jpg'
    ),
    '2011_10_03/2011_10_03_drive_0027_sync/image_03/data': (
        '0000000081.jpg 0000000515.jpg 0000000596.jpg 0000000655.jpg 0000000860.jpg 0000001097.jpg '
        '0000001102.jpg 0000001107.jpg 0000001467.jpg 0000001610.jpg 0000001688.jpg 0000002187.jpg '
        '0000002195.jpg 0000002293.jpg 0000002342.jpg 0000002419.jpg 0000002422.jpg 0000002668.jpg '
        '0000003220.jpg 0000003268.jpg 0000003500.jpg 0000003520.jpg 0000003609.jpg 0000003616.jpg '
        '0000003690.jpg 0000003731.jpg 0000004021.jpg'
    ),
    '2011_10_03/2011_10_03_drive_0034_sync/image_02/data': (
        '0000000042.jpg 0000000348.jpg 0000000380.jpg 0000000536.jpg 0000000627.jpg 0000000729.jpg '
        '0000001062.jpg 0000001089.jpg 0000001126.jpg 0000001467.jpg 0000002246.jpg 0000002260.jpg '
        '0000002877.jpg 0000003154.jpg 0000003321.jpg 0000003867.jpg 0000004095.jpg 0000004399.jpg'
    ),
    '2011_10_03/2011_10_03_drive_0034_sync/image_03/data': (
        '0000000024.jpg 0000000132.jpg 0000000140.jpg 0000000632.jpg 0000000774.jpg 0000000780.jpg '
        '0000000965.jpg 0000000987.jpg 0000001242.jpg 0000001250.jpg 0000001352.jpg 0000001361.jpg '
        '0000001461.jpg 0000001553.jpg 0000001556.jpg 0000001578.jpg 0000001604.jpg 0000001615.jpg '
        '0000001652.jpg 0000002146.jpg 0000002357.jpg 0000002473.jpg 0000002722.jpg 0000003110.jpg '
        '0000003124.jpg 0000003352.jpg 0000003445.jpg 0000003450.jpg 0000003534.jpg 0000003843.jpg '
        '0000004237.jpg'
    ),
    '2011_10_03/2011_10_03_drive_0042_sync/image_03/data': (
        '0000000185.jpg 0000000325.jpg 0000000557.jpg 0000000783.jpg 0000000835.jpg'
    ),
}


KITTI_RAW_OTHER = {
    '': (
        'LICENSE average_gradients.py bilinear_sampler.py monodepth_dataloader.py monodepth_main.py '
        'monodepth_model.py monodepth_simple.py readme.md '
        'leverkusen/leverkusen_000037_000019_rightImg8bit.jpg '
        'leverkusen/leverkusen_000041_000019_leftImg8bit.jpg'
    ),
    'berlin': (
        'berlin_000076_000019_rightImg8bit.jpg berlin_000080_000019_leftImg8bit.jpg '
        'berlin_000095_000019_leftImg8bit.jpg berlin_000098_000019_rightImg8bit.jpg '
        'berlin_000101_000019_rightImg8bit.jpg berlin_000118_000019_rightImg8bit.jpg '
        'berlin_000121_000019_leftImg8bit.jpg berlin_000122_000019_leftImg8bit.jpg '
        'berlin_000126_000019_rightImg8bit.jpg berlin_000128_000019_rightImg8bit.jpg '
        'berlin_000143_000019_leftImg8bit.jpg berlin_000148_000019_leftImg8bit.jpg '
        'berlin_000149_000019_rightImg8bit.jpg berlin_000158_000019_rightImg8bit.jpg '
        'berlin_000167_000019_rightImg8bit.jpg berlin_000176_000019_leftImg8bit.jpg '
        'berlin_000185_000019_rightImg8bit.jpg berlin_000192_000019_rightImg8bit.jpg '
        'berlin_000199_000019_rightImg8bit.jpg berlin_000211_000019_leftImg8bit.jpg '
        'berlin_000241_000019_leftImg8bit.jpg berlin_000241_000019_rightImg8bit.jpg '
        'berlin_000253_000019_rightImg8bit.jpg berlin_000272_000019_rightImg8bit.jpg '
        'berlin_000295_000019_leftImg8bit.jpg berlin_000308_000019_rightImg8bit.jpg '
        'berlin_000311_000019_leftImg8bit.jpg berlin_000337_000019_rightImg8bit.jpg '
        'berlin_000368_000019_leftImg8bit.jpg berlin_000370_000019_leftImg8bit.jpg '
        'berlin_000384_000019_rightImg8bit.jpg berlin_000421_000019_rightImg8bit.jpg '
        'berlin_000439_000019_rightImg8bit.jpg berlin_000452_000019_rightImg8bit.jpg '
        'berlin_000457_000019_leftImg8bit.jpg berlin_000492_000019_rightImg8bit.jpg '
        'berlin_000499_000019_rightImg8bit.jpg berlin_000508_000019_rightImg8bit.jpg'
    ),
    'bielefeld': (
        'bielefeld_000000_015942_rightImg8bit.jpg bielefeld_000000_017051_leftImg8bit.jpg '
        'bielefeld_000000_026053_rightImg8bit.jpg bielefeld_000000_026296_rightImg8bit.jpg '
        'bielefeld_000000_031510_rightImg8bit.jpg bielefeld_000000_036362_rightImg8bit.jpg '
        'bielefeld_000000_036732_leftImg8bit.jpg bielefeld_000000_044085_leftImg8bit.jpg '
        'bielefeld_000000_058374_rightImg8bit.jpg bielefeld_000000_059303_rightImg8bit.jpg '
        'bielefeld_000000_059651_leftImg8bit.jpg'
    ),
    'bonn': (
        'bonn_000015_000019_rightImg8bit.jpg bonn_000023_000019_rightImg8bit.jpg '
        'bonn_000037_000019_rightImg8bit.jpg'
    ),
    'mainz': (
        'mainz_000000_008001_leftImg8bit.jpg mainz_000000_008509_leftImg8bit.jpg '
        'mainz_000000_010171_rightImg8bit.jpg mainz_000000_012392_leftImg8bit.jpg '
        'mainz_000000_014193_rightImg8bit.jpg mainz_000000_019043_leftImg8bit.jpg '
        'mainz_000001_005911_leftImg8bit.jpg mainz_000001_008540_leftImg8bit.jpg '
        'mainz_000001_016011_rightImg8bit.jpg mainz_000001_031026_leftImg8bit.jpg '
        'mainz_000001_033437_rightImg8bit.jpg mainz_000001_034033_rightImg8bit.jpg '
        'mainz_000001_039943_leftImg8bit.jpg mainz_000001_041923_leftImg8bit.jpg '
        'mainz_000003_001465_rightImg8bit.jpg mainz_000003_004883_rightImg8bit.jpg '
        'mainz_000003_007701_leftImg8bit.jpg mainz_000003_011352_leftImg8bit.jpg '
        'mainz_000003_015917_rightImg8bit.jpg'
    ),
    'munich': (
        'munich_000001_000019_rightImg8bit.jpg munich_000013_000019_leftImg8bit.jpg '
        'munich_000015_000019_rightImg8bit.jpg munich_000020_000019_leftImg8bit.jpg '
        'munich_000028_000019_rightImg8bit.jpg munich_000031_000019_leftImg8bit.jpg '
        'munich_000042_000019_leftImg8bit.jpg munich_000042_000019_rightImg8bit.jpg '
        'munich_000046_000019_rightImg8bit.jpg munich_000049_000019_leftImg8bit.jpg '
        'munich_000054_000019_rightImg8bit.jpg munich_000064_000019_leftImg8bit.jpg '
        'munich_000066_000019_rightImg8bit.jpg munich_000072_000019_leftImg8bit.jpg '
        'munich_000120_000019_leftImg8bit.jpg munich_000140_000019_rightImg8bit.jpg '
        'munich_000157_000019_rightImg8bit.jpg munich_000164_000019_rightImg8bit.jpg '
        'munich_000181_000019_leftImg8bit.jpg munich_000206_000019_leftImg8bit.jpg '
        'munich_000241_000019_rightImg8bit.jpg munich_000266_000019_leftImg8bit.jpg '
        'munich_000269_000019_rightImg8bit.jpg munich_000296_000019_rightImg8bit.jpg '
        'munich_000304_000019_rightImg8bit.jpg munich_000331_000019_leftImg8bit.jpg '
        'munich_000366_000019_rightImg8bit.jpg'
    ),
    'training/image_2': (
        '000000_10.jpg 000006_10.jpg 000008_10.jpg 000010_10.jpg 000013_10.jpg 000015_10.jpg 000017_10.jpg '
        '000019_10.jpg 000022_10.jpg 000029_10.jpg 000032_10.jpg 000035_10.jpg 000036_10.jpg 000041_10.jpg '
        '000043_10.jpg 000044_10.jpg 000045_10.jpg 000048_10.jpg 000049_10.jpg 000054_10.jpg 000055_10.jpg '
        '000058_10.jpg 000059_10.jpg 000061_10.jpg 000064_10.jpg 000069_10.jpg 000070_10.jpg 000071_10.jpg '
        '000072_10.jpg 000075_10.jpg 000076_10.jpg 000078_10.jpg 000081_10.jpg 000082_10.jpg 000083_10.jpg '
        '000085_10.jpg 000087_10.jpg 000089_10.jpg 000093_10.jpg 000097_10.jpg 000098_10.jpg 000099_10.jpg '
        '000101_10.jpg 000103_10.jpg 000106_10.jpg 000107_10.jpg 000112_10.jpg 000116_10.jpg 000118_10.jpg '
        '000119_10.jpg 000120_10.jpg 000124_10.jpg 000126_10.jpg 000130_10.jpg 000132_10.jpg 000136_10.jpg '
        '000145_10.jpg 000146_10.jpg 000147_10.jpg 000151_10.jpg 000152_10.jpg 000153_10.jpg 000158_10.jpg '
        '000160_10.jpg 000165_10.jpg 000173_10.jpg 000174_10.jpg 000175_10.jpg 000176_10.jpg 000179_10.jpg '
        '000182_10.jpg 000184_10.jpg 000189_10.jpg 000192_10.jpg 000193_10.jpg 000194_10.jpg 000197_10.jpg '
        '000199_10.jpg'
    ),
    'training/image_3': (
        '000002_10.jpg 000005_10.jpg 000006_10.jpg 000008_10.jpg 000009_10.jpg 000013_10.jpg 000016_10.jpg '
        '000018_10.jpg 000023_10.jpg 000027_10.jpg 000028_10.jpg 000032_10.jpg 000033_10.jpg 000035_10.jpg '
        '000042_10.jpg 000047_10.jpg 000048_10.jpg 000049_10.jpg 000050_10.jpg 000053_10.jpg 000054_10.jpg '
        '000057_10.jpg 000058_10.jpg 000059_10.jpg 000061_10.jpg 000064_10.jpg 000066_10.jpg 000070_10.jpg '
        '000072_10.jpg 000076_10.jpg 000079_10.jpg 000081_10.jpg 000085_10.jpg 000089_10.jpg 000093_10.jpg '
        '000094_10.jpg 000096_10.jpg 000097_10.jpg 000099_10.jpg 000102_10.jpg 000105_10.jpg 000107_10.jpg '
        '000110_10.jpg 000117_10.jpg 000118_10.jpg 000119_10.jpg 000124_10.jpg 000128_10.jpg 000132_10.jpg '
        '000138_10.jpg 000139_10.jpg 000144_10.jpg 000145_10.jpg 000147_10.jpg 000150_10.jpg 000153_10.jpg '
        '000158_10.jpg 000160_10.jpg 000161_10.jpg 000162_10.jpg 000163_10.jpg 000167_10.jpg 000169_10.jpg '
        '000170_10.jpg 000171_10.jpg 000180_10.jpg 000183_10.jpg 000186_10.jpg 000189_10.jpg 000192_10.jpg '
        '000195_10.jpg 000197_10.jpg'
    ),
    'utils': (
        'evaluate_kitti.py evaluation_utils.py get_model.sh kitti_archives_to_download.txt'
    ),
    'utils/filenames': (
        'cityscapes_test_files.txt cityscapes_train_files.txt cityscapes_val_files.txt eigen_test_files.txt '
        'eigen_train_files.txt eigen_val_files.txt kitti_stereo_2015_test_files.txt kitti_test_files.txt '
        'kitti_train_files.txt kitti_val_files.txt'
    ),
}


KITTI_STEREO_KIND = {
    'training/image_2': (
        '000000_10.jpg 000001_10.jpg 000002_10.jpg 000003_10.jpg 000004_10.jpg 000005_10.jpg 000006_10.jpg '
        '000007_10.jpg 000008_10.jpg 000009_10.jpg 000010_10.jpg 000011_10.jpg 000012_10.jpg 000013_10.jpg '
        '000014_10.jpg 000015_10.jpg 000016_10.jpg 000017_10.jpg 000018_10.jpg 000019_10.jpg 000020_10.jpg '
        '000021_10.jpg 000022_10.jpg 000023_10.jpg 000024_10.jpg 000025_10.jpg 000026_10.jpg 000027_10.jpg '
        '000028_10.jpg 000029_10.jpg 000030_10.jpg 000031_10.jpg 000032_10.jpg 000033_10.jpg 000034_10.jpg '
        '000035_10.jpg 000036_10.jpg 000037_10.jpg 000038_10.jpg 000039_10.jpg 000040_10.jpg 000041_10.jpg '
        '000042_10.jpg 000043_10.jpg 000044_10.jpg 000045_10.jpg 000046_10.jpg 000047_10.jpg 000048_10.jpg '
        '000049_10.jpg 000050_10.jpg 000051_10.jpg 000052_10.jpg 000053_10.jpg 000054_10.jpg 000055_10.jpg '
        '000056_10.jpg 000057_10.jpg 000058_10.jpg 000059_10.jpg 000060_10.jpg 000061_10.jpg 000062_10.jpg '
        '000063_10.jpg 000064_10.jpg 000065_10.jpg 000066_10.jpg 000067_10.jpg 000068_10.jpg 000069_10.jpg '
        '000070_10.jpg 000071_10.jpg 000072_10.jpg 000073_10.jpg 000074_10.jpg 000075_10.jpg 000076_10.jpg '
        '000077_10.jpg 000078_10.jpg 000079_10.jpg 000080_10.jpg 000081_10.jpg 000082_10.jpg 000083_10.jpg '
        '000084_10.jpg 000085_10.jpg 000086_10.jpg 000087_10.jpg 000088_10.jpg 000089_10.jpg 000090_10.jpg '
        '000091_10.jpg 000092_10.jpg 000093_10.jpg 000094_10.jpg 000095_10.jpg 000096_10.jpg 000097_10.jpg '
        '000098_10.jpg 000099_10.jpg 000100_10.jpg 000101_10.jpg 000102_10.jpg 000103_10.jpg 000104_10.jpg '
        '000105_10.jpg 000106_10.jpg 000107_10.jpg 000108_10.jpg 000109_10.jpg 000110_10.jpg 000111_10.jpg '
        '000112_10.jpg 000113_10.jpg 000114_10.jpg 000115_10.jpg 000116_10.jpg 000117_10.jpg 000118_10.jpg '
        '000119_10.jpg 000120_10.jpg 000121_10.jpg 000122_10.jpg 000123_10.jpg 000124_10.jpg 000125_10.jpg '
        '000126_10.jpg 000127_10.jpg 000128_10.jpg 000129_10.jpg 000130_10.jpg 000131_10.jpg 000132_10.jpg '
        '000133_10.jpg 000134_10.jpg 000135_10.jpg 000136_10.jpg 000137_10.jpg 000138_10.jpg 000139_10.jpg '
        '000140_10.jpg 000141_10.jpg 000142_10.jpg 000143_10.jpg 000144_10.jpg 000145_10.jpg 000146_10.jpg '
        '000147_10.jpg 000148_10.jpg 000149_10.jpg 000150_10.jpg 000151_10.jpg 000152_10.jpg 000153_10.jpg '
        '000154_10.jpg 000155_10.jpg 000156_10.jpg 000157_10.jpg 000158_10.jpg 000159_10.jpg 000160_10.jpg '
        '000161_10.jpg 000162_10.jpg 000163_10.jpg 000164_10.jpg 000165_10.jpg 000166_10.jpg 000167_10.jpg '
        '000168_10.jpg 000169_10.jpg 000170_10.jpg 000171_10.jpg 000172_10.jpg 000173_10.jpg 000174_10.jpg '
        '000175_10.jpg 000176_10.jpg 000177_10.jpg 000178_10.jpg 000179_10.jpg 000180_10.jpg 000181_10.jpg '
        '000182_10.jpg 000183_10.jpg 000184_10.jpg 000185_10.jpg 000186_10.jpg 000187_10.jpg 000188_10.jpg '
        '000189_10.jpg 000190_10.jpg 000191_10.jpg 000192_10.jpg 000193_10.jpg 000194_10.jpg 000195_10.jpg '
        '000196_10.jpg 000197_10.jpg 000198_10.jpg 000199_10.jpg'
    ),
    'training/image_3': (
        '000000_10.jpg 000001_10.jpg 000002_10.jpg 000003_10.jpg 000004_10.jpg 000005_10.jpg 000006_10.jpg '
        '000007_10.jpg 000008_10.jpg 000009_10.jpg 000010_10.jpg 000011_10.jpg 000012_10.jpg 000013_10.jpg '
        '000014_10.jpg 000015_10.jpg 000016_10.jpg 000017_10.jpg 000018_10.jpg 000019_10.jpg 000020_10.jpg '
        '000021_10.jpg 000022_10.jpg 000023_10.jpg 000024_10.jpg 000025_10.jpg 000026_10.jpg 000027_10.jpg '
        '000028_10.jpg 000029_10.jpg 000030_10.jpg 000031_10.jpg 000032_10.jpg 000033_10.jpg 000034_10.jpg '
        '000035_10.jpg 000036_10.jpg 000037_10.jpg 000038_10.jpg 000039_10.jpg 000040_10.jpg 000041_10.jpg '
        '000042_10.jpg 000043_10.jpg 000044_10.jpg 000045_10.jpg 000046_10.jpg 000047_10.jpg 000048_10.jpg '
        '000049_10.jpg 000050_10.jpg 000051_10.jpg 000052_10.jpg 000053_10.jpg 000054_10.jpg 000055_10.jpg '
        '000056_10.jpg 000057_10.jpg 000058_10.jpg 000059_10.jpg 000060_10.jpg 000061_10.jpg 000062_10.jpg '
        '000063_10.jpg 000064_10.jpg 000065_10.jpg 000066_10.jpg 000067_10.jpg 000068_10.jpg 000069_10.jpg '
        '000070_10.jpg 000071_10.jpg 000072_10.jpg 000073_10.jpg 000074_10.jpg 000075_10.jpg 000076_10.jpg '
        '000077_10.jpg 000078_10.jpg 000079_10.jpg 000080_10.jpg 000081_10.jpg 000082_10.jpg 000083_10.jpg '
        '000084_10.jpg 000085_10.jpg 000086_10.jpg 000087_10.jpg 000088_10.jpg 000089_10.jpg 000090_10.jpg '
        '000091_10.jpg 000092_10.jpg 000093_10.jpg 000094_10.jpg 000095_10.jpg 000096_10.jpg 000097_10.jpg '
        '000098_10.jpg 000099_10.jpg 000100_10.jpg 000101_10.jpg 000102_10.jpg 000103_10.jpg 000104_10.jpg '
        '000105_10.jpg 000106_10.jpg 000107_10.jpg 000108_10.jpg 000109_10.jpg 000110_10.jpg 000111_10.jpg '
        '000112_10.jpg 000113_10.jpg 000114_10.jpg 000115_10.jpg 000116_10.jpg 000117_10.jpg 000118_10.jpg '
        '000119_10.jpg 000120_10.jpg 000121_10.jpg 000122_10.jpg 000123_10.jpg 000124_10.jpg 000125_10.jpg '
        '000126_10.jpg 000127_10.jpg 000128_10.jpg 000129_10.jpg 000130_10.jpg 000131_10.jpg 000132_10.jpg '
        '000133_10.jpg 000134_10.jpg 000135_10.jpg 000136_10.jpg 000137_10.jpg 000138_10.jpg 000139_10.jpg '
        '000140_10.jpg 000141_10.jpg 000142_10.jpg 000143_10.jpg 000144_10.jpg 000145_10.jpg 000146_10.jpg '
        '000147_10.jpg 000148_10.jpg 000149_10.jpg 000150_10.jpg 000151_10.jpg 000152_10.jpg 000153_10.jpg '
        '000154_10.jpg 000155_10.jpg 000156_10.jpg 000157_10.jpg 000158_10.jpg 000159_10.jpg 000160_10.jpg '
        '000161_10.jpg 000162_10.jpg 000163_10.jpg 000164_10.jpg 000165_10.jpg 000166_10.jpg 000167_10.jpg '
        '000168_10.jpg 000169_10.jpg 000170_10.jpg 000171_10.jpg 000172_10.jpg 000173_10.jpg 000174_10.jpg '
        '000175_10.jpg 000176_10.jpg 000177_10.jpg 000178_10.jpg 000179_10.jpg 000180_10.jpg 000181_10.jpg '
        '000182_10.jpg 000183_10.jpg 000184_10.jpg 000185_10.jpg 000186_10.jpg 000187_10.jpg 000188_10.jpg '
        '000189_10.jpg 000190_10.jpg 000191_10.jpg 000192_10.jpg 000193_10.jpg 000194_10.jpg 000195_10.jpg '
        '000196_10.jpg 000197_10.jpg 000198_10.jpg 000199_10.jpg'
    ),
}


KITTI_STEREO_OTHER = {
    '': (
        '2011_09_26/2011_09_26_drive_0001_sync/image_02/data/0000000030.jpg '
        '2011_09_26/2011_09_26_drive_0023_sync/image_02/data/0000000316.jpg '
        '2011_09_26/2011_09_26_drive_0035_sync/image_02/data/0000000012.jpg '
        '2011_09_26/2011_09_26_drive_0039_sync/image_02/data/0000000303.jpg '
        '2011_09_26/2011_09_26_drive_0039_sync/image_02/data/0000000352.jpg '
        '2011_09_26/2011_09_26_drive_0048_sync/image_03/data/0000000001.jpg '
        '2011_09_26/2011_09_26_drive_0061_sync/image_02/data/0000000174.jpg '
        '2011_09_26/2011_09_26_drive_0061_sync/image_03/data/0000000279.jpg '
        '2011_09_26/2011_09_26_drive_0064_sync/image_03/data/0000000291.jpg '
        '2011_09_26/2011_09_26_drive_0064_sync/image_03/data/0000000334.jpg '
        '2011_09_26/2011_09_26_drive_0079_sync/image_02/data/0000000043.jpg '
        '2011_09_26/2011_09_26_drive_0086_sync/image_02/data/0000000049.jpg '
        '2011_09_26/2011_09_26_drive_0086_sync/image_02/data/0000000423.jpg '
        '2011_09_26/2011_09_26_drive_0087_sync/image_03/data/0000000197.jpg '
        '2011_09_26/2011_09_26_drive_0087_sync/image_03/data/0000000384.jpg '
        '2011_09_26/2011_09_26_drive_0091_sync/image_02/data/0000000167.jpg '
        '2011_09_26/2011_09_26_drive_0093_sync/image_03/data/0000000087.jpg '
        '2011_09_26/2011_09_26_drive_0106_sync/image_02/data/0000000204.jpg '
        '2011_09_26/2011_09_26_drive_0106_sync/image_03/data/0000000170.jpg '
        '2011_09_26/2011_09_26_drive_0113_sync/image_02/data/0000000075.jpg '
        '2011_09_26/2011_09_26_drive_0117_sync/image_02/data/0000000316.jpg '
        '2011_09_26/2011_09_26_drive_0117_sync/image_02/data/0000000517.jpg '
        '2011_09_26/2011_09_26_drive_0117_sync/image_03/data/0000000567.jpg '
        '2011_09_29/2011_09_29_drive_0026_sync/image_02/data/0000000032.jpg '
        '2011_09_30/2011_09_30_drive_0016_sync/image_02/data/0000000070.jpg '
        '2011_09_30/2011_09_30_drive_0016_sync/image_03/data/0000000034.jpg '
        '2011_09_30/2011_09_30_drive_0020_sync/image_02/data/0000000626.jpg '
        '2011_09_30/2011_09_30_drive_0020_sync/image_03/data/0000000562.jpg '
        '2011_09_30/2011_09_30_drive_0027_sync/image_02/data/0000000291.jpg '
        '2011_09_30/2011_09_30_drive_0027_sync/image_02/data/0000000415.jpg '
        '2011_09_30/2011_09_30_drive_0027_sync/image_03/data/0000000369.jpg '
        '2011_09_30/2011_09_30_drive_0033_sync/image_02/data/0000000363.jpg '
        '2011_09_30/2011_09_30_drive_0034_sync/image_02/data/0000000626.jpg '
        '2011_10_03/2011_10_03_drive_0042_sync/image_02/data/0000000202.jpg '
        '2011_10_03/2011_10_03_drive_0042_sync/image_03/data/0000000557.jpg '
        '2011_10_03/2011_10_03_drive_0042_sync/image_03/data/0000000835.jpg LICENSE average_gradients.py '
        'bilinear_sampler.py monodepth_dataloader.py monodepth_main.py monodepth_model.py '
        'monodepth_simple.py readme.md leverkusen/leverkusen_000037_000019_rightImg8bit.jpg '
        'leverkusen/leverkusen_000041_000019_leftImg8bit.jpg'
    ),
    '2011_09_26/2011_09_26_drive_0023_sync/image_03/data': (
        '0000000002.jpg 0000000155.jpg 0000000375.jpg'
    ),
    '2011_09_26/2011_09_26_drive_0086_sync/image_03/data': (
        '0000000000.jpg 0000000195.jpg 0000000284.jpg 0000000478.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0018_sync/image_02/data': (
        '0000000068.jpg 0000000674.jpg 0000001540.jpg 0000002172.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0018_sync/image_03/data': (
        '0000000174.jpg 0000000279.jpg 0000001400.jpg 0000001664.jpg 0000001825.jpg 0000001828.jpg '
        '0000002153.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0028_sync/image_02/data': (
        '0000000748.jpg 0000000952.jpg 0000000998.jpg 0000001066.jpg 0000001075.jpg 0000001372.jpg '
        '0000001672.jpg 0000001927.jpg 0000002023.jpg 0000002120.jpg 0000003570.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0028_sync/image_03/data': (
        '0000000012.jpg 0000000064.jpg 0000000189.jpg 0000001296.jpg 0000001321.jpg 0000001727.jpg '
        '0000001877.jpg 0000002010.jpg 0000003116.jpg 0000003229.jpg 0000003325.jpg 0000003637.jpg '
        '0000003850.jpg 0000003894.jpg 0000004248.jpg 0000004364.jpg 0000004451.jpg 0000004590.jpg '
        '0000004595.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0033_sync/image_03/data': (
        '0000000445.jpg 0000001162.jpg 0000001189.jpg 0000001251.jpg'
    ),
    '2011_09_30/2011_09_30_drive_0034_sync/image_03/data': (
        '0000000078.jpg 0000000502.jpg 0000000926.jpg'
    ),
    '2011_10_03/2011_10_03_drive_0027_sync/image_02/data': (
        '0000000431.jpg 0000000572.jpg 0000000941.jpg 0000001476.jpg 0000001526.jpg 0000001577.jpg '
        '0000001809.jpg 0000001920.jpg 0000002038.jpg 0000002597.jpg 0000002631.jpg 0000002687.jpg '
        '0000002743.jpg 0000003105.jpg 0000003487.jpg 0000003642.jpg 0000003738.jpg 0000003907.jpg '
        '0000004463.jpg 0000004497.jpg'
    ),
    '2011_10_03/2011_10_03_drive_0027_sync/image_03/data': (
        '0000000081.jpg 0000000515.jpg 0000001467.jpg 0000001688.jpg 0000002187.jpg 0000002195.jpg '
        '0000002342.jpg 0000002419.jpg 0000002668.jpg 0000003500.jpg 0000003690.jpg 0000003731.jpg '
        '0000004021.jpg'
    ),
    '2011_10_03/2011_10_03_drive_0034_sync/image_02/data': (
        '0000000042.jpg 0000000348.jpg 0000000380.jpg 0000000627.jpg 0000001089.jpg 0000001467.jpg '
        '0000002246.jpg 0000002877.jpg 0000003154.jpg 0000003321.jpg 0000003867.jpg 0000004095.jpg '
        '0000004399.jpg'
    ),
    '2011_10_03/2011_10_03_drive_0034_sync/image_03/data': (
        '0000000024.jpg 0000000132.jpg 0000000140.jpg 0000000774.jpg 0000000965.jpg 0000001352.jpg '
        '0000001604.jpg 0000001615.jpg 0000002473.jpg 0000002722.jpg 0000003110.jpg 0000003534.jpg '
        '0000003843.jpg'
    ),
    'berlin': (
        'berlin_000076_000019_rightImg8bit.jpg berlin_000080_000019_leftImg8bit.jpg '
        'berlin_000095_000019_leftImg8bit.jpg berlin_000098_000019_rightImg8bit.jpg '
        'berlin_000101_000019_rightImg8bit.jpg berlin_000118_000019_rightImg8bit.jpg '
        'berlin_000121_000019_leftImg8bit.jpg berlin_000122_000019_leftImg8bit.jpg '
        'berlin_000126_000019_rightImg8bit.jpg berlin_000128_000019_rightImg8bit.jpg '
        'berlin_000143_000019_leftImg8bit.jpg berlin_000148_000019_leftImg8bit.jpg '
        'berlin_000149_000019_rightImg8bit.jpg berlin_000158_000019_rightImg8bit.jpg '
        'berlin_000167_000019_rightImg8bit.jpg berlin_000176_000019_leftImg8bit.jpg '
        'berlin_000185_000019_rightImg8bit.jpg berlin_000192_000019_rightImg8bit.jpg '
        'berlin_000199_000019_rightImg8bit.jpg berlin_000211_000019_leftImg8bit.jpg '
        'berlin_000241_000019_leftImg8bit.jpg berlin_000241_000019_rightImg8bit.jpg '
        'berlin_000253_000019_rightImg8bit.jpg berlin_000272_000019_rightImg8bit.jpg '
        'berlin_000295_000019_leftImg8bit.jpg berlin_000308_000019_rightImg8bit.jpg '
        'berlin_000311_000019_leftImg8bit.jpg berlin_000337_000019_rightImg8bit.jpg '
        'berlin_000368_000019_leftImg8bit.jpg berlin_000370_000019_leftImg8bit.jpg '
        'berlin_000384_000019_rightImg8bit.jpg berlin_000421_000019_rightImg8bit.jpg '
        'berlin_000439_000019_rightImg8bit.jpg berlin_000452_000019_rightImg8bit.jpg '
        'berlin_000457_000019_leftImg8bit.jpg berlin_000492_000019_rightImg8bit.jpg '
        'berlin_000499_000019_rightImg8bit.jpg berlin_000508_000019_rightImg8bit.jpg'
    ),
    'bielefeld': (
        'bielefeld_000000_015942_rightImg8bit.jpg bielefeld_000000_017051_leftImg8bit.jpg '
        'bielefeld_000000_026053_rightImg8bit.jpg bielefeld_000000_026296_rightImg8bit.jpg '
        'bielefeld_000000_031510_rightImg8bit.jpg bielefeld_000000_036362_rightImg8bit.jpg '
        'bielefeld_000000_036732_leftImg8bit.jpg bielefeld_000000_044085_leftImg8bit.jpg '
        'bielefeld_000000_058374_rightImg8bit.jpg bielefeld_000000_059303_rightImg8bit.jpg '
        'bielefeld_000000_059651_leftImg8bit.jpg'
    ),
    'bonn': (
        'bonn_000015_000019_rightImg8bit.jpg bonn_000023_000019_rightImg8bit.jpg '
        'bonn_000037_000019_rightImg8bit.jpg'
    ),
    'mainz': (
        'mainz_000000_008001_leftImg8bit.jpg mainz_000000_008509_leftImg8bit.jpg '
        'mainz_000000_010171_rightImg8bit.jpg mainz_000000_012392_leftImg8bit.jpg '
        'mainz_000000_014193_rightImg8bit.jpg mainz_000000_019043_leftImg8bit.jpg '
        'mainz_000001_005911_leftImg8bit.jpg mainz_000001_008540_leftImg8bit.jpg '
        'mainz_000001_016011_rightImg8bit.jpg mainz_000001_031026_leftImg8bit.jpg '
        'mainz_000001_033437_rightImg8bit.jpg mainz_000001_034033_rightImg8bit.jpg '
        'mainz_000001_039943_leftImg8bit.jpg mainz_000001_041923_leftImg8bit.jpg '
        'mainz_000003_001465_rightImg8bit.jpg mainz_000003_004883_rightImg8bit.jpg '
        'mainz_000003_007701_leftImg8bit.jpg mainz_000003_011352_leftImg8bit.jpg '
        'mainz_000003_015917_rightImg8bit.jpg'
    ),
    'munich': (
        'munich_000001_000019_rightImg8bit.jpg munich_000013_000019_leftImg8bit.jpg '
        'munich_000015_000019_rightImg8bit.jpg munich_000020_000019_leftImg8bit.jpg '
        'munich_000028_000019_rightImg8bit.jpg munich_000031_000019_leftImg8bit.jpg '
        'munich_000042_000019_leftImg8bit.jpg munich_000042_000019_rightImg8bit.jpg '
        'munich_000046_000019_rightImg8bit.jpg munich_000049_000019_leftImg8bit.jpg '
        'munich_000054_000019_rightImg8bit.jpg munich_000064_000019_leftImg8bit.jpg '
        'munich_000066_000019_rightImg8bit.jpg munich_000072_000019_leftImg8bit.jpg '
        'munich_000120_000019_leftImg8bit.jpg munich_000140_000019_rightImg8bit.jpg '
        'munich_000157_000019_rightImg8bit.jpg munich_000164_000019_rightImg8bit.jpg '
        'munich_000181_000019_leftImg8bit.jpg munich_000206_000019_leftImg8bit.jpg '
        'munich_000241_000019_rightImg8bit.jpg munich_000266_000019_leftImg8bit.jpg '
        'munich_000269_000019_rightImg8bit.jpg munich_000296_000019_rightImg8bit.jpg '
        'munich_000304_000019_rightImg8bit.jpg munich_000331_000019_leftImg8bit.jpg '
        'munich_000366_000019_rightImg8bit.jpg'
    ),
    'utils': (
        'evaluate_kitti.py evaluation_utils.py get_model.sh kitti_archives_to_download.txt'
    ),
    'utils/filenames': (
        'cityscapes_test_files.txt cityscapes_train_files.txt cityscapes_val_files.txt eigen_test_files.txt '
        'eigen_train_files.txt eigen_val_files.txt kitti_stereo_2015_test_files.txt kitti_test_files.txt '
        'kitti_train_files.txt kitti_val_files.txt'
    ),
}


VCTK_KIND = {
    '': (
        'DUMMY2/p225/p225_033.wav DUMMY2/p226/p226_086.wav DUMMY2/p226/p226_186.wav DUMMY2/p227/p227_248.wav '
        'DUMMY2/p233/p233_025.wav DUMMY2/p233/p233_056.wav DUMMY2/p234/p234_113.wav DUMMY2/p234/p234_231.wav '
        'DUMMY2/p236/p236_093.wav DUMMY2/p236/p236_443.wav DUMMY2/p237/p237_032.wav DUMMY2/p238/p238_044.wav '
        'DUMMY2/p238/p238_382.wav DUMMY2/p244/p244_033.wav DUMMY2/p244/p244_387.wav DUMMY2/p246/p246_053.wav '
        'DUMMY2/p246/p246_178.wav DUMMY2/p252/p252_204.wav DUMMY2/p252/p252_252.wav DUMMY2/p255/p255_278.wav '
        'DUMMY2/p256/p256_095.wav DUMMY2/p256/p256_172.wav DUMMY2/p261/p261_005.wav DUMMY2/p262/p262_085.wav '
        'DUMMY2/p262/p262_132.wav DUMMY2/p265/p265_258.wav DUMMY2/p266/p266_332.wav DUMMY2/p269/p269_171.wav '
        'DUMMY2/p269/p269_278.wav DUMMY2/p270/p270_232.wav DUMMY2/p273/p273_113.wav DUMMY2/p273/p273_240.wav '
        'DUMMY2/p275/p275_008.wav DUMMY2/p276/p276_374.wav DUMMY2/p276/p276_431.wav DUMMY2/p277/p277_058.wav '
        'DUMMY2/p277/p277_088.wav DUMMY2/p278/p278_041.wav DUMMY2/p278/p278_322.wav DUMMY2/p280/p280_366.wav '
        'DUMMY2/p283/p283_059.wav DUMMY2/p284/p284_050.wav DUMMY2/p292/p292_341.wav DUMMY2/p293/p293_025.wav '
        'DUMMY2/p293/p293_082.wav DUMMY2/p298/p298_077.wav DUMMY2/p301/p301_132.wav DUMMY2/p306/p306_191.wav '
        'DUMMY2/p306/p306_284.wav DUMMY2/p314/p314_025.wav DUMMY2/p314/p314_267.wav DUMMY2/p316/p316_333.wav '
        'DUMMY2/p329/p329_397.wav DUMMY2/p330/p330_259.wav DUMMY2/p330/p330_404.wav DUMMY2/p336/p336_064.wav '
        'DUMMY2/p336/p336_201.wav DUMMY2/p339/p339_013.wav DUMMY2/p341/p341_140.wav DUMMY2/p341/p341_367.wav'
    ),
    'DUMMY2/p228': (
        'p228_003.wav p228_155.wav p228_257.wav'
    ),
    'DUMMY2/p229': (
        'p229_003.wav p229_111.wav p229_112.wav'
    ),
    'DUMMY2/p230': (
        'p230_177.wav p230_297.wav p230_323.wav p230_347.wav'
    ),
    'DUMMY2/p231': (
        'p231_003.wav p231_006.wav p231_056.wav p231_137.wav p231_344.wav p231_402.wav'
    ),
    'DUMMY2/p239': (
        'p239_003.wav p239_045.wav p239_090.wav p239_165.wav p239_362.wav'
    ),
    'DUMMY2/p240': (
        'p240_057.wav p240_066.wav p240_195.wav p240_215.wav p240_361.wav'
    ),
    'DUMMY2/p241': (
        'p241_047.wav p241_091.wav p241_327.wav'
    ),
    'DUMMY2/p243': (
        'p243_003.wav p243_033.wav p243_152.wav p243_240.wav p243_255.wav'
    ),
    'DUMMY2/p247': (
        'p247_006.wav p247_191.wav p247_452.wav'
    ),
    'DUMMY2/p248': (
        'p248_133.wav p248_199.wav p248_210.wav p248_278.wav'
    ),
    'DUMMY2/p250': (
        'p250_075.wav p250_169.wav p250_240.wav'
    ),
    'DUMMY2/p251': (
        'p251_024.wav p251_165.wav p251_210.wav p251_253.wav'
    ),
    'DUMMY2/p253': (
        'p253_076.wav p253_308.wav p253_350.wav'
    ),
    'DUMMY2/p254': (
        'p254_144.wav p254_275.wav p254_285.wav'
    ),
    'DUMMY2/p258': (
        'p258_036.wav p258_113.wav p258_221.wav p258_242.wav p258_368.wav'
    ),
    'DUMMY2/p259': (
        'p259_032.wav p259_035.wav p259_259.wav p259_292.wav p259_315.wav p259_364.wav'
    ),
    'DUMMY2/p260': (
        'p260_053.wav p260_116.wav p260_178.wav p260_246.wav'
    ),
    'DUMMY2/p264': (
        'p264_045.wav p264_124.wav p264_148.wav'
    ),
    'DUMMY2/p267': (
        'p267_033.wav p267_235.wav p267_341.wav p267_369.wav'
    ),
    'DUMMY2/p268': (
        'p268_235.wav p268_295.wav p268_339.wav'
    ),
    'DUMMY2/p271': (
        'p271_004.wav p271_026.wav p271_044.wav p271_045.wav p271_183.wav p271_186.wav p271_273.wav'
    ),
    'DUMMY2/p272': (
        'p272_049.wav p272_146.wav p272_256.wav p272_297.wav'
    ),
    'DUMMY2/p274': (
        'p274_093.wav p274_301.wav p274_411.wav p274_439.wav'
    ),
    'DUMMY2/p279': (
        'p279_032.wav p279_104.wav p279_152.wav p279_368.wav'
    ),
    'DUMMY2/p281': (
        'p281_187.wav p281_364.wav p281_418.wav'
    ),
    'DUMMY2/p285': (
        'p285_089.wav p285_272.wav p285_287.wav p285_332.wav p285_354.wav p285_393.wav p285_395.wav'
    ),
    'DUMMY2/p286': (
        'p286_001.wav p286_087.wav p286_289.wav'
    ),
    'DUMMY2/p287': (
        'p287_090.wav p287_117.wav p287_118.wav p287_153.wav p287_268.wav p287_366.wav'
    ),
    'DUMMY2/p288': (
        'p288_037.wav p288_128.wav p288_133.wav p288_288.wav p288_301.wav'
    ),
    'DUMMY2/p294': (
        'p294_254.wav p294_290.wav p294_382.wav'
    ),
    'DUMMY2/p297': (
        'p297_172.wav p297_231.wav p297_274.wav'
    ),
    'DUMMY2/p299': (
        'p299_013.wav p299_185.wav p299_210.wav p299_261.wav p299_383.wav'
    ),
    'DUMMY2/p300': (
        'p300_092.wav p300_310.wav p300_377.wav'
    ),
    'DUMMY2/p302': (
        'p302_151.wav p302_245.wav p302_270.wav'
    ),
    'DUMMY2/p303': (
        'p303_156.wav p303_221.wav p303_283.wav p303_347.wav'
    ),
    'DUMMY2/p304': (
        'p304_002.wav p304_144.wav p304_277.wav p304_288.wav p304_319.wav'
    ),
    'DUMMY2/p307': (
        'p307_139.wav p307_247.wav p307_338.wav p307_383.wav'
    ),
    'DUMMY2/p308': (
        'p308_107.wav p308_213.wav p308_391.wav p308_421.wav'
    ),
    'DUMMY2/p310': (
        'p310_042.wav p310_085.wav p310_391.wav'
    ),
    'DUMMY2/p311': (
        'p311_053.wav p311_077.wav p311_162.wav p311_225.wav p311_248.wav p311_299.wav p311_304.wav'
    ),
    'DUMMY2/p312': (
        'p312_073.wav p312_095.wav p312_259.wav p312_400.wav'
    ),
    'DUMMY2/p313': (
        'p313_033.wav p313_182.wav p313_214.wav p313_363.wav p313_385.wav'
    ),
    'DUMMY2/p317': (
        'p317_043.wav p317_055.wav p317_282.wav p317_406.wav'
    ),
    'DUMMY2/p318': (
        'p318_164.wav p318_190.wav p318_201.wav p318_330.wav'
    ),
    'DUMMY2/p326': (
        'p326_024.wav p326_186.wav p326_211.wav p326_275.wav'
    ),
    'DUMMY2/p333': (
        'p333_260.wav p333_318.wav p333_402.wav'
    ),
    'DUMMY2/p334': (
        'p334_056.wav p334_219.wav p334_262.wav'
    ),
    'DUMMY2/p335': (
        'p335_131.wav p335_162.wav p335_218.wav p335_391.wav'
    ),
    'DUMMY2/p340': (
        'p340_067.wav p340_205.wav p340_244.wav p340_262.wav p340_284.wav'
    ),
    'DUMMY2/p343': (
        'p343_254.wav p343_303.wav p343_342.wav p343_352.wav'
    ),
    'DUMMY2/p345': (
        'p345_051.wav p345_178.wav p345_287.wav'
    ),
    'DUMMY2/p347': (
        'p347_005.wav p347_011.wav p347_154.wav p347_236.wav'
    ),
    'DUMMY2/p351': (
        'p351_024.wav p351_124.wav p351_156.wav p351_211.wav p351_267.wav'
    ),
    'DUMMY2/p360': (
        'p360_076.wav p360_194.wav p360_354.wav'
    ),
    'DUMMY2/p361': (
        'p361_009.wav p361_142.wav p361_296.wav p361_361.wav p361_392.wav'
    ),
    'DUMMY2/p362': (
        'p362_134.wav p362_209.wav p362_264.wav'
    ),
    'DUMMY2/p363': (
        'p363_185.wav p363_253.wav p363_290.wav p363_418.wav'
    ),
    'DUMMY2/p374': (
        'p374_111.wav p374_188.wav p374_246.wav'
    ),
    'DUMMY2/p376': (
        'p376_021.wav p376_257.wav p376_262.wav p376_267.wav'
    ),
}


VCTK_OTHER = {
    '': (
        '.gitignore LICENSE README.md attentions.py commons.py data_utils.py inference.ipynb losses.py '
        'mel_processing.py models.py modules.py preprocess.py requirements.txt train.py train_ms.py '
        'transforms.py utils.py'
    ),
    'DUMMY1': (
        'LJ002-0204.wav LJ003-0123.wav LJ003-0152.wav LJ003-0277.wav LJ003-0307.wav LJ003-0330.wav '
        'LJ004-0128.wav LJ004-0143.wav LJ004-0146.wav LJ004-0155.wav LJ004-0173.wav LJ004-0192.wav '
        'LJ004-0207.wav LJ004-0244.wav LJ005-0058.wav LJ005-0077.wav LJ005-0123.wav LJ005-0136.wav '
        'LJ005-0209.wav LJ005-0262.wav LJ005-0285.wav LJ006-0058.wav LJ006-0140.wav LJ006-0188.wav '
        'LJ006-0197.wav LJ006-0252.wav LJ007-0037.wav LJ008-0037.wav LJ008-0048.wav LJ008-0053.wav '
        'LJ008-0152.wav LJ008-0249.wav LJ008-0316.wav LJ009-0191.wav LJ010-0001.wav LJ010-0020.wav '
        'LJ010-0242.wav LJ010-0266.wav LJ010-0295.wav LJ011-0176.wav LJ011-0192.wav LJ012-0018.wav '
        'LJ013-0035.wav LJ013-0185.wav LJ013-0244.wav LJ014-0025.wav LJ014-0062.wav LJ015-0034.wav '
        'LJ015-0093.wav LJ015-0151.wav LJ015-0165.wav LJ016-0224.wav LJ016-0370.wav LJ017-0040.wav '
        'LJ017-0091.wav LJ017-0099.wav LJ017-0128.wav LJ018-0022.wav LJ018-0030.wav LJ018-0171.wav '
        'LJ018-0189.wav LJ018-0265.wav LJ018-0271.wav LJ019-0038.wav LJ019-0326.wav LJ019-0362.wav '
        'LJ019-0387.wav LJ020-0046.wav LJ020-0101.wav LJ021-0086.wav LJ021-0193.wav LJ022-0051.wav '
        'LJ022-0161.wav LJ024-0045.wav LJ024-0133.wav LJ025-0053.wav LJ025-0085.wav LJ025-0106.wav '
        'LJ025-0170.wav LJ027-0107.wav LJ027-0108.wav LJ027-0124.wav LJ027-0168.wav LJ028-0038.wav '
        'LJ028-0089.wav LJ028-0194.wav LJ028-0401.wav LJ028-0456.wav LJ028-0464.wav LJ029-0014.wav '
        'LJ029-0068.wav LJ029-0160.wav LJ030-0013.wav LJ030-0160.wav LJ031-0162.wav LJ032-0010.wav '
        'LJ032-0036.wav LJ032-0059.wav LJ032-0060.wav LJ032-0063.wav LJ032-0245.wav LJ033-0046.wav '
        'LJ034-0064.wav LJ034-0179.wav LJ035-0032.wav LJ035-0112.wav LJ036-0021.wav LJ036-0049.wav '
        'LJ036-0076.wav LJ036-0172.wav LJ036-0196.wav LJ037-0017.wav LJ037-0087.wav LJ037-0105.wav '
        'LJ037-0194.wav LJ037-0199.wav LJ037-0230.wav LJ037-0257.wav LJ038-0032.wav LJ038-0048.wav '
        'LJ038-0080.wav LJ038-0107.wav LJ038-0127.wav LJ038-0130.wav LJ038-0172.wav LJ039-0015.wav '
        'LJ040-0023.wav LJ040-0057.wav LJ040-0192.wav LJ041-0093.wav LJ041-0146.wav LJ042-0081.wav '
        'LJ042-0226.wav LJ043-0043.wav LJ044-0080.wav LJ044-0152.wav LJ044-0160.wav LJ045-0123.wav '
        'LJ045-0137.wav LJ045-0150.wav LJ046-0134.wav LJ046-0164.wav LJ046-0199.wav LJ046-0241.wav '
        'LJ047-0173.wav LJ047-0250.wav LJ048-0219.wav LJ048-0249.wav LJ049-0084.wav LJ050-0179.wav'
    ),
    'configs': (
        'ljs_base.json ljs_nosdp.json vctk_base.json'
    ),
    'filelists': (
        'ljs_audio_text_test_filelist.txt ljs_audio_text_test_filelist.txt.cleaned '
        'ljs_audio_text_train_filelist.txt ljs_audio_text_train_filelist.txt.cleaned '
        'ljs_audio_text_val_filelist.txt ljs_audio_text_val_filelist.txt.cleaned '
        'vctk_audio_sid_text_test_filelist.txt vctk_audio_sid_text_test_filelist.txt.cleaned '
        'vctk_audio_sid_text_train_filelist.txt vctk_audio_sid_text_train_filelist.txt.cleaned '
        'vctk_audio_sid_text_val_filelist.txt vctk_audio_sid_text_val_filelist.txt.cleaned'
    ),
    'monotonic_align': (
        '__init__.py core.pyx setup.py'
    ),
    'resources': (
        'fig_1a.png fig_1b.png training.png'
    ),
    'text': (
        'LICENSE __init__.py cleaners.py symbols.py'
    ),
}


LJSPEECH_KIND = {
    'DUMMY1': (
        'LJ001-0008.wav LJ001-0111.wav LJ002-0033.wav LJ002-0071.wav LJ002-0111.wav LJ002-0136.wav '
        'LJ002-0165.wav LJ002-0193.wav LJ002-0308.wav LJ002-0336.wav LJ003-0010.wav LJ003-0028.wav '
        'LJ003-0029.wav LJ003-0041.wav LJ003-0060.wav LJ003-0112.wav LJ003-0126.wav LJ003-0254.wav '
        'LJ003-0261.wav LJ004-0025.wav LJ004-0056.wav LJ004-0113.wav LJ004-0199.wav LJ004-0222.wav '
        'LJ005-0062.wav LJ005-0179.wav LJ005-0189.wav LJ005-0262.wav LJ006-0013.wav LJ006-0016.wav '
        'LJ006-0053.wav LJ006-0057.wav LJ006-0096.wav LJ006-0112.wav LJ006-0122.wav LJ006-0180.wav '
        'LJ006-0191.wav LJ006-0198.wav LJ006-0228.wav LJ006-0250.wav LJ006-0254.wav LJ006-0297.wav '
        'LJ007-0079.wav LJ007-0198.wav LJ008-0033.wav LJ008-0079.wav LJ008-0147.wav LJ008-0205.wav '
        'LJ008-0208.wav LJ009-0064.wav LJ009-0083.wav LJ009-0155.wav LJ009-0191.wav LJ009-0205.wav '
        'LJ009-0215.wav LJ010-0063.wav LJ010-0127.wav LJ010-0176.wav LJ010-0209.wav LJ010-0314.wav '
        'LJ011-0047.wav LJ011-0067.wav LJ011-0222.wav LJ011-0268.wav LJ012-0011.wav LJ012-0033.wav '
        'LJ012-0034.wav LJ012-0094.wav LJ012-0102.wav LJ012-0107.wav LJ012-0119.wav LJ012-0160.wav '
        'LJ012-0177.wav LJ012-0195.wav LJ012-0212.wav LJ012-0244.wav LJ013-0090.wav LJ013-0103.wav '
        'LJ014-0054.wav LJ014-0219.wav LJ014-0332.wav LJ015-0081.wav LJ015-0106.wav LJ015-0113.wav '
        'LJ015-0184.wav LJ015-0199.wav LJ015-0211.wav LJ015-0274.wav LJ015-0300.wav LJ016-0079.wav '
        'LJ016-0143.wav LJ016-0149.wav LJ016-0153.wav LJ016-0154.wav LJ016-0189.wav LJ016-0213.wav '
        'LJ016-0278.wav LJ016-0304.wav LJ016-0333.wav LJ016-0343.wav LJ016-0404.wav LJ017-0067.wav '
        'LJ017-0121.wav LJ017-0151.wav LJ017-0157.wav LJ017-0168.wav LJ018-0084.wav LJ018-0100.wav '
        'LJ018-0122.wav LJ018-0131.wav LJ018-0238.wav LJ018-0344.wav LJ018-0363.wav LJ018-0375.wav '
        'LJ019-0031.wav LJ019-0134.wav LJ019-0197.wav LJ019-0245.wav LJ019-0260.wav LJ021-0121.wav '
        'LJ021-0169.wav LJ021-0173.wav LJ021-0184.wav LJ021-0189.wav LJ021-0199.wav LJ021-0200.wav '
        'LJ021-0202.wav LJ022-0013.wav LJ022-0064.wav LJ022-0130.wav LJ022-0136.wav LJ022-0137.wav '
        'LJ022-0145.wav LJ022-0173.wav LJ022-0197.wav LJ023-0019.wav LJ023-0042.wav LJ023-0043.wav '
        'LJ023-0083.wav LJ023-0087.wav LJ024-0104.wav LJ025-0103.wav LJ025-0112.wav LJ026-0121.wav '
        'LJ026-0135.wav LJ026-0146.wav LJ027-0039.wav LJ027-0168.wav LJ027-0174.wav LJ028-0010.wav '
        'LJ028-0041.wav LJ028-0069.wav LJ028-0125.wav LJ028-0144.wav LJ028-0295.wav LJ028-0319.wav '
        'LJ028-0325.wav LJ028-0378.wav LJ028-0394.wav LJ028-0409.wav LJ028-0427.wav LJ028-0429.wav '
        'LJ028-0467.wav LJ028-0501.wav LJ028-0504.wav LJ028-0513.wav LJ029-0177.wav LJ030-0044.wav '
        'LJ030-0072.wav LJ030-0095.wav LJ030-0107.wav LJ030-0144.wav LJ030-0171.wav LJ030-0218.wav '
        'LJ030-0225.wav LJ030-0236.wav LJ030-0247.wav LJ031-0073.wav LJ031-0094.wav LJ031-0100.wav '
        'LJ031-0124.wav LJ031-0140.wav LJ031-0146.wav LJ031-0158.wav LJ031-0160.wav LJ031-0210.wav '
        'LJ031-0216.wav LJ032-0063.wav LJ032-0076.wav LJ032-0114.wav LJ032-0122.wav LJ032-0159.wav '
        'LJ032-0165.wav LJ032-0182.wav LJ033-0096.wav LJ033-0130.wav LJ033-0133.wav LJ034-0010.wav '
        'LJ034-0059.wav LJ034-0065.wav LJ034-0102.wav LJ035-0026.wav LJ035-0066.wav LJ035-0072.wav '
        'LJ035-0089.wav LJ036-0083.wav LJ036-0121.wav LJ036-0191.wav LJ036-0204.wav LJ037-0010.wav '
        'LJ037-0071.wav LJ037-0176.wav LJ037-0244.wav LJ038-0012.wav LJ038-0070.wav LJ038-0187.wav '
        'LJ038-0225.wav LJ038-0234.wav LJ038-0238.wav LJ038-0244.wav LJ039-0007.wav LJ039-0065.wav '
        'LJ039-0145.wav LJ039-0159.wav LJ039-0168.wav LJ039-0170.wav LJ039-0195.wav LJ039-0230.wav '
        'LJ040-0009.wav LJ040-0040.wav LJ040-0042.wav LJ040-0077.wav LJ040-0099.wav LJ040-0152.wav '
        'LJ040-0178.wav LJ040-0186.wav LJ040-0199.wav LJ040-0214.wav LJ041-0033.wav LJ041-0062.wav '
        'LJ041-0103.wav LJ041-0122.wav LJ041-0155.wav LJ041-0192.wav LJ042-0008.wav LJ042-0015.wav '
        'LJ042-0057.wav LJ042-0076.wav LJ042-0180.wav LJ042-0199.wav LJ042-0207.wav LJ042-0241.wav '
        'LJ043-0099.wav LJ043-0119.wav LJ043-0133.wav LJ043-0183.wav LJ044-0057.wav LJ044-0058.wav '
        'LJ044-0059.wav LJ044-0151.wav LJ044-0185.wav LJ044-0204.wav LJ045-0093.wav LJ045-0095.wav '
        'LJ045-0120.wav LJ045-0132.wav LJ045-0151.wav LJ045-0152.wav LJ045-0215.wav LJ046-0108.wav '
        'LJ046-0120.wav LJ046-0178.wav LJ046-0185.wav LJ046-0207.wav LJ046-0209.wav LJ046-0228.wav '
        'LJ046-0229.wav LJ046-0239.wav LJ047-0060.wav LJ047-0179.wav LJ047-0201.wav LJ047-0205.wav '
        'LJ048-0031.wav LJ048-0040.wav LJ048-0079.wav LJ048-0101.wav LJ048-0127.wav LJ048-0210.wav '
        'LJ048-0216.wav LJ048-0226.wav LJ049-0024.wav LJ049-0095.wav LJ049-0108.wav LJ049-0205.wav '
        'LJ049-0219.wav LJ049-0222.wav LJ050-0076.wav LJ050-0151.wav LJ050-0225.wav LJ050-0267.wav'
    ),
}


LJSPEECH_OTHER = {
    '': (
        '.gitignore LICENSE README.md attentions.py commons.py data_utils.py inference.ipynb losses.py '
        'mel_processing.py models.py modules.py preprocess.py requirements.txt train.py train_ms.py '
        'transforms.py utils.py DUMMY2/p229/p229_158.wav DUMMY2/p231/p231_389.wav DUMMY2/p232/p232_036.wav '
        'DUMMY2/p237/p237_122.wav DUMMY2/p240/p240_018.wav DUMMY2/p240/p240_216.wav DUMMY2/p241/p241_161.wav '
        'DUMMY2/p241/p241_363.wav DUMMY2/p243/p243_027.wav DUMMY2/p243/p243_247.wav DUMMY2/p244/p244_226.wav '
        'DUMMY2/p248/p248_365.wav DUMMY2/p249/p249_255.wav DUMMY2/p250/p250_159.wav DUMMY2/p251/p251_163.wav '
        'DUMMY2/p254/p254_403.wav DUMMY2/p255/p255_094.wav DUMMY2/p255/p255_205.wav DUMMY2/p258/p258_389.wav '
        'DUMMY2/p261/p261_343.wav DUMMY2/p263/p263_056.wav DUMMY2/p263/p263_289.wav DUMMY2/p264/p264_008.wav '
        'DUMMY2/p264/p264_159.wav DUMMY2/p267/p267_055.wav DUMMY2/p267/p267_287.wav DUMMY2/p268/p268_102.wav '
        'DUMMY2/p268/p268_158.wav DUMMY2/p271/p271_319.wav DUMMY2/p272/p272_392.wav DUMMY2/p273/p273_019.wav '
        'DUMMY2/p273/p273_432.wav DUMMY2/p276/p276_128.wav DUMMY2/p276/p276_160.wav DUMMY2/p277/p277_248.wav '
        'DUMMY2/p277/p277_324.wav DUMMY2/p278/p278_139.wav DUMMY2/p278/p278_165.wav DUMMY2/p279/p279_397.wav '
        'DUMMY2/p282/p282_207.wav DUMMY2/p282/p282_333.wav DUMMY2/p283/p283_059.wav DUMMY2/p283/p283_292.wav '
        'DUMMY2/p284/p284_036.wav DUMMY2/p284/p284_383.wav DUMMY2/p285/p285_180.wav DUMMY2/p285/p285_367.wav '
        'DUMMY2/p286/p286_236.wav DUMMY2/p287/p287_217.wav DUMMY2/p288/p288_329.wav DUMMY2/p292/p292_283.wav '
        'DUMMY2/p293/p293_200.wav DUMMY2/p295/p295_092.wav DUMMY2/p300/p300_170.wav DUMMY2/p300/p300_365.wav '
        'DUMMY2/p301/p301_173.wav DUMMY2/p303/p303_249.wav DUMMY2/p305/p305_178.wav DUMMY2/p306/p306_122.wav '
        'DUMMY2/p307/p307_029.wav DUMMY2/p308/p308_172.wav DUMMY2/p311/p311_312.wav DUMMY2/p314/p314_275.wav '
        'DUMMY2/p316/p316_153.wav DUMMY2/p318/p318_186.wav DUMMY2/p323/p323_197.wav DUMMY2/p326/p326_051.wav '
        'DUMMY2/p326/p326_371.wav DUMMY2/p333/p333_186.wav DUMMY2/p333/p333_282.wav DUMMY2/p335/p335_295.wav '
        'DUMMY2/p335/p335_315.wav DUMMY2/p340/p340_003.wav DUMMY2/p340/p340_004.wav DUMMY2/p341/p341_169.wav '
        'DUMMY2/p345/p345_336.wav DUMMY2/p347/p347_069.wav DUMMY2/p351/p351_183.wav DUMMY2/p360/p360_316.wav '
        'DUMMY2/p361/p361_104.wav DUMMY2/p362/p362_231.wav DUMMY2/p363/p363_360.wav DUMMY2/p364/p364_195.wav '
        'DUMMY2/p374/p374_396.wav'
    ),
    'DUMMY2/p233': (
        'p233_118.wav p233_244.wav p233_333.wav'
    ),
    'DUMMY2/p236': (
        'p236_155.wav p236_219.wav p236_230.wav p236_264.wav p236_337.wav p236_416.wav p236_476.wav'
    ),
    'DUMMY2/p238': (
        'p238_029.wav p238_104.wav p238_278.wav p238_329.wav'
    ),
    'DUMMY2/p239': (
        'p239_166.wav p239_362.wav p239_447.wav'
    ),
    'DUMMY2/p247': (
        'p247_024.wav p247_071.wav p247_090.wav p247_474.wav'
    ),
    'DUMMY2/p252': (
        'p252_241.wav p252_245.wav p252_275.wav p252_322.wav'
    ),
    'DUMMY2/p257': (
        'p257_049.wav p257_285.wav p257_348.wav'
    ),
    'DUMMY2/p265': (
        'p265_172.wav p265_251.wav p265_343.wav'
    ),
    'DUMMY2/p274': (
        'p274_187.wav p274_221.wav p274_331.wav'
    ),
    'DUMMY2/p294': (
        'p294_059.wav p294_182.wav p294_263.wav'
    ),
    'DUMMY2/p298': (
        'p298_162.wav p298_350.wav p298_353.wav'
    ),
    'DUMMY2/p299': (
        'p299_013.wav p299_182.wav p299_371.wav'
    ),
    'DUMMY2/p304': (
        'p304_109.wav p304_132.wav p304_397.wav'
    ),
    'DUMMY2/p312': (
        'p312_204.wav p312_297.wav p312_385.wav p312_391.wav p312_402.wav'
    ),
    'DUMMY2/p330': (
        'p330_013.wav p330_127.wav p330_178.wav p330_233.wav'
    ),
    'DUMMY2/p334': (
        'p334_005.wav p334_282.wav p334_355.wav'
    ),
    'DUMMY2/p336': (
        'p336_012.wav p336_105.wav p336_284.wav p336_343.wav'
    ),
    'DUMMY2/p339': (
        'p339_051.wav p339_165.wav p339_244.wav p339_259.wav'
    ),
    'configs': (
        'ljs_base.json ljs_nosdp.json vctk_base.json'
    ),
    'filelists': (
        'ljs_audio_text_test_filelist.txt ljs_audio_text_test_filelist.txt.cleaned '
        'ljs_audio_text_train_filelist.txt ljs_audio_text_train_filelist.txt.cleaned '
        'ljs_audio_text_val_filelist.txt ljs_audio_text_val_filelist.txt.cleaned '
        'vctk_audio_sid_text_test_filelist.txt vctk_audio_sid_text_test_filelist.txt.cleaned '
        'vctk_audio_sid_text_train_filelist.txt vctk_audio_sid_text_train_filelist.txt.cleaned '
        'vctk_audio_sid_text_val_filelist.txt vctk_audio_sid_text_val_filelist.txt.cleaned'
    ),
    'monotonic_align': (
        '__init__.py core.pyx setup.py'
    ),
    'resources': (
        'fig_1a.png fig_1b.png training.png'
    ),
    'text': (
        'LICENSE __init__.py cleaners.py symbols.py'
    ),
}


LIBRITTS_KIND = {
    '': (
        '/path_to_libritts/1069/133699/1069_133699_000011_000001.wav '
        '/path_to_libritts/1088/129236/1088_129236_000020_000011.wav '
        '/path_to_libritts/1088/134315/1088_134315_000003_000001.wav '
        '/path_to_libritts/1088/134315/1088_134315_000091_000000.wav '
        '/path_to_libritts/1088/134318/1088_134318_000037_000000.wav '
        '/path_to_libritts/1088/134318/1088_134318_000046_000000.wav '
        '/path_to_libritts/1116/132851/1116_132851_000014_000000.wav '
        '/path_to_libritts/1116/137572/1116_137572_000014_000001.wav '
        '/path_to_libritts/1116/137572/1116_137572_000033_000001.wav '
        '/path_to_libritts/1246/135815/1246_135815_000010_000002.wav '
        '/path_to_libritts/125/121342/125_121342_000040_000003.wav '
        '/path_to_libritts/1263/138246/1263_138246_000010_000001.wav '
        '/path_to_libritts/1263/141777/1263_141777_000006_000001.wav '
        '/path_to_libritts/1263/141777/1263_141777_000017_000004.wav '
        '/path_to_libritts/1502/122615/1502_122615_000023_000000.wav '
        '/path_to_libritts/1578/6379/1578_6379_000034_000000.wav '
        '/path_to_libritts/1578/6379/1578_6379_000062_000000.wav '
        '/path_to_libritts/1841/179183/1841_179183_000012_000000.wav '
        '/path_to_libritts/1867/148436/1867_148436_000016_000000.wav '
        '/path_to_libritts/196/122150/196_122150_000013_000000.wav '
        '/path_to_libritts/196/122152/196_122152_000011_000001.wav '
        '/path_to_libritts/196/122159/196_122159_000011_000016.wav '
        '/path_to_libritts/1970/26100/1970_26100_000021_000001.wav '
        '/path_to_libritts/200/124139/200_124139_000010_000000.wav '
        '/path_to_libritts/200/124139/200_124139_000032_000000.wav '
        '/path_to_libritts/200/124140/200_124140_000008_000000.wav '
        '/path_to_libritts/200/124140/200_124140_000027_000000.wav '
        '/path_to_libritts/200/126784/200_126784_000025_000000.wav '
        '/path_to_libritts/200/126784/200_126784_000072_000001.wav '
        '/path_to_libritts/2136/5140/2136_5140_000016_000000.wav '
        '/path_to_libritts/2136/5147/2136_5147_000018_000001.wav '
        '/path_to_libritts/2136/5147/2136_5147_000029_000000.wav '
        '/path_to_libritts/2182/181173/2182_181173_000027_000003.wav '
        '/path_to_libritts/2182/181173/2182_181173_000032_000001.wav '
        '/path_to_libritts/2196/170151/2196_170151_000006_000006.wav '
        '/path_to_libritts/2196/170379/2196_170379_000007_000005.wav '
        '/path_to_libritts/2196/174172/2196_174172_000003_000002.wav '
        '/path_to_libritts/2416/152139/2416_152139_000057_000000.wav '
        '/path_to_libritts/2436/2481/2436_2481_000018_000000.wav '
        '/path_to_libritts/250/142286/250_142286_000048_000000.wav '
        '/path_to_libritts/254/27760/254_27760_000018_000001.wav '
        '/path_to_libritts/2836/5354/2836_5354_000005_000000.wav '
        '/path_to_libritts/2836/5354/2836_5354_000046_000001.wav '
        '/path_to_libritts/2836/5355/2836_5355_000041_000000.wav '
        '/path_to_libritts/2843/152918/2843_152918_000006_000011.wav '
        '/path_to_libritts/2911/15045/2911_15045_000006_000002.wav '
        '/path_to_libritts/2952/410/2952_410_000044_000000.wav '
        '/path_to_libritts/3240/131231/3240_131231_000067_000000.wav '
        '/path_to_libritts/3240/131232/3240_131232_000009_000000.wav '
        '/path_to_libritts/3240/131232/3240_131232_000065_000001.wav '
        '/path_to_libritts/3242/67153/3242_67153_000009_000006.wav '
        '/path_to_libritts/3486/166446/3486_166446_000077_000000.wav '
        '/path_to_libritts/3526/176653/3526_176653_000050_000000.wav '
        '/path_to_libritts/3526/176653/3526_176653_000069_000001.wav '
        '/path_to_libritts/3664/178355/3664_178355_000020_000002.wav '
        '/path_to_libritts/3857/182317/3857_182317_000007_000011.wav '
        '/path_to_libritts/3879/173592/3879_173592_000024_000000.wav '
        '/path_to_libritts/3879/174923/3879_174923_000003_000002.wav '
        '/path_to_libritts/3983/5331/3983_5331_000009_000002.wav '
        '/path_to_libritts/3983/5331/3983_5331_000058_000001.wav '
        '/path_to_libritts/40/222/40_222_000009_000005.wav '
        '/path_to_libritts/4018/107312/4018_107312_000019_000003.wav '
        '/path_to_libritts/4018/107338/4018_107338_000025_000003.wav '
        '/path_to_libritts/4051/11217/4051_11217_000017_000000.wav '
        '/path_to_libritts/4051/11218/4051_11218_000003_000003.wav '
        '/path_to_libritts/4195/17507/4195_17507_000036_000003.wav '
        '/path_to_libritts/4195/186236/4195_186236_000009_000001.wav '
        '/path_to_libritts/4195/186236/4195_186236_000017_000000.wav '
        '/path_to_libritts/4267/72637/4267_72637_000007_000001.wav '
        '/path_to_libritts/4267/72637/4267_72637_000039_000000.wav '
        '/path_to_libritts/4297/13006/4297_13006_000061_000002.wav '
        '/path_to_libritts/4297/13009/4297_13009_000022_000002.wav '
        '/path_to_libritts/4362/15663/4362_15663_000019_000007.wav '
        '/path_to_libritts/4397/15666/4397_15666_000008_000001.wav '
        '/path_to_libritts/4397/15668/4397_15668_000008_000002.wav '
        '/path_to_libritts/4406/16883/4406_16883_000014_000002.wav '
        '/path_to_libritts/4406/16883/4406_16883_000021_000001.wav '
        '/path_to_libritts/446/123501/446_123501_000002_000003.wav '
        '/path_to_libritts/460/172359/460_172359_000024_000003.wav '
        '/path_to_libritts/460/172359/460_172359_000047_000000.wav '
        '/path_to_libritts/4640/19188/4640_19188_000048_000002.wav '
        '/path_to_libritts/4680/16041/4680_16041_000027_000004.wav '
        '/path_to_libritts/4680/16041/4680_16041_000027_000006.wav '
        '/path_to_libritts/4680/16042/4680_16042_000019_000000.wav '
        '/path_to_libritts/4788/91208/4788_91208_000008_000004.wav '
        '/path_to_libritts/4788/94904/4788_94904_000008_000009.wav '
        '/path_to_libritts/5022/29411/5022_29411_000036_000000.wav '
        '/path_to_libritts/5022/29411/5022_29411_000086_000001.wav '
        '/path_to_libritts/5104/33407/5104_33407_000016_000000.wav '
        '/path_to_libritts/5322/7678/5322_7678_000007_000003.wav '
        '/path_to_libritts/5322/7679/5322_7679_000022_000000.wav '
        '/path_to_libritts/5322/7679/5322_7679_000027_000000.wav '
        '/path_to_libritts/5322/7680/5322_7680_000011_000000.wav '
        '/path_to_libritts/5678/43302/5678_43302_000040_000000.wav '
        '/path_to_libritts/5703/47198/5703_47198_000039_000002.wav '
        '/path_to_libritts/5703/47212/5703_47212_000043_000005.wav '
        '/path_to_libritts/5750/100289/5750_100289_000019_000004.wav '
        '/path_to_libritts/5750/100289/5750_100289_000036_000005.wav '
        '/path_to_libritts/5808/54425/5808_54425_000051_000008.wav '
        '/path_to_libritts/587/54108/587_54108_000014_000005.wav '
        '/path_to_libritts/6064/300880/6064_300880_000007_000001.wav '
        '/path_to_libritts/6064/300880/6064_300880_000071_000000.wav '
        '/path_to_libritts/6064/56165/6064_56165_000056_000000.wav '
        '/path_to_libritts/6064/56165/6064_56165_000078_000000.wav '
        '/path_to_libritts/6081/41997/6081_41997_000039_000000.wav '
        '/path_to_libritts/6147/34605/6147_34605_000039_000006.wav '
        '/path_to_libritts/6181/216552/6181_216552_000048_000000.wav '
        '/path_to_libritts/6209/34599/6209_34599_000027_000000.wav '
        '/path_to_libritts/6209/34599/6209_34599_000033_000000.wav '
        '/path_to_libritts/6272/70171/6272_70171_000005_000003.wav '
        '/path_to_libritts/6272/70171/6272_70171_000029_000000.wav '
        '/path_to_libritts/6272/70191/6272_70191_000014_000001.wav '
        '/path_to_libritts/6367/74004/6367_74004_000004_000007.wav '
        '/path_to_libritts/6385/34655/6385_34655_000008_000006.wav '
        '/path_to_libritts/6385/34669/6385_34669_000012_000001.wav '
        '/path_to_libritts/6415/100596/6415_100596_000009_000000.wav '
        '/path_to_libritts/6415/100596/6415_100596_000028_000000.wav '
        '/path_to_libritts/6529/62554/6529_62554_000073_000002.wav '
        '/path_to_libritts/6529/62556/6529_62556_000022_000000.wav '
        '/path_to_libritts/6529/62556/6529_62556_000045_000001.wav '
        '/path_to_libritts/669/129074/669_129074_000017_000001.wav '
        '/path_to_libritts/6818/76332/6818_76332_000038_000001.wav '
        '/path_to_libritts/6848/252322/6848_252322_000007_000000.wav '
        '/path_to_libritts/6848/252323/6848_252323_000004_000000.wav '
        '/path_to_libritts/6848/76049/6848_76049_000005_000002.wav '
        '/path_to_libritts/696/92939/696_92939_000015_000002.wav '
        '/path_to_libritts/7059/77900/7059_77900_000007_000001.wav '
        '/path_to_libritts/7178/34645/7178_34645_000006_000009.wav '
        '/path_to_libritts/7190/90543/7190_90543_000041_000005.wav '
        '/path_to_libritts/7190/90543/7190_90543_000075_000000.wav '
        '/path_to_libritts/7226/86965/7226_86965_000019_000002.wav '
        '/path_to_libritts/7278/91083/7278_91083_000013_000000.wav '
        '/path_to_libritts/730/358/730_358_000016_000001.wav '
        '/path_to_libritts/730/359/730_359_000013_000003.wav '
        '/path_to_libritts/7302/86814/7302_86814_000014_000000.wav '
        '/path_to_libritts/7302/86814/7302_86814_000036_000001.wav '
        '/path_to_libritts/7302/86815/7302_86815_000034_000004.wav '
        '/path_to_libritts/7447/91186/7447_91186_000023_000005.wav '
        '/path_to_libritts/7447/91187/7447_91187_000008_000000.wav '
        '/path_to_libritts/7447/91187/7447_91187_000013_000001.wav '
        '/path_to_libritts/7505/258958/7505_258958_000008_000006.wav '
        '/path_to_libritts/7505/258958/7505_258958_000010_000000.wav '
        '/path_to_libritts/7505/83618/7505_83618_000003_000003.wav '
        '/path_to_libritts/7505/83618/7505_83618_000008_000000.wav '
        '/path_to_libritts/7511/102419/7511_102419_000027_000000.wav '
        '/path_to_libritts/7511/102420/7511_102420_000015_000000.wav '
        '/path_to_libritts/7511/102420/7511_102420_000022_000003.wav '
        '/path_to_libritts/7794/295955/7794_295955_000002_000002.wav '
        '/path_to_libritts/7794/295955/7794_295955_000002_000027.wav '
        '/path_to_libritts/7800/283478/7800_283478_000020_000003.wav '
        '/path_to_libritts/8051/118101/8051_118101_000011_000000.wav '
        '/path_to_libritts/8051/119902/8051_119902_000023_000000.wav '
        '/path_to_libritts/8051/119902/8051_119902_000025_000000.wav '
        '/path_to_libritts/8098/278252/8098_278252_000037_000005.wav '
        '/path_to_libritts/8108/280354/8108_280354_000018_000000.wav '
        '/path_to_libritts/8123/275216/8123_275216_000021_000002.wav '
        '/path_to_libritts/8238/274553/8238_274553_000022_000000.wav '
        '/path_to_libritts/83/11691/83_11691_000055_000000.wav '
        '/path_to_libritts/831/130739/831_130739_000009_000002.wav '
        '/path_to_libritts/831/130739/831_130739_000012_000000.wav '
        '/path_to_libritts/831/130746/831_130746_000011_000004.wav '
        '/path_to_libritts/8312/279790/8312_279790_000016_000000.wav '
        '/path_to_libritts/8312/279790/8312_279790_000038_000002.wav '
        '/path_to_libritts/8312/279791/8312_279791_000012_000001.wav '
        '/path_to_libritts/8312/279791/8312_279791_000039_000001.wav '
        '/path_to_libritts/8324/286682/8324_286682_000005_000001.wav '
        '/path_to_libritts/8324/286682/8324_286682_000014_000001.wav '
        '/path_to_libritts/8419/286667/8419_286667_000015_000004.wav '
        '/path_to_libritts/8419/286667/8419_286667_000020_000002.wav '
        '/path_to_libritts/8419/286676/8419_286676_000005_000001.wav '
        '/path_to_libritts/8419/293469/8419_293469_000015_000000.wav '
        '/path_to_libritts/8419/293473/8419_293473_000017_000002.wav '
        '/path_to_libritts/8468/286673/8468_286673_000027_000001.wav '
        '/path_to_libritts/8609/262281/8609_262281_000003_000000.wav '
        '/path_to_libritts/8629/261140/8629_261140_000004_000000.wav '
        '/path_to_libritts/8770/295465/8770_295465_000020_000001.wav '
        '/path_to_libritts/8838/298545/8838_298545_000013_000001.wav '
        '/path_to_libritts/8838/298545/8838_298545_000040_000001.wav '
        '/path_to_libritts/8838/298546/8838_298546_000042_000002.wav '
        '/path_to_libritts/887/123290/887_123290_000022_000000.wav '
        '/path_to_libritts/887/123291/887_123291_000029_000007.wav'
    ),
    '/path_to_libritts/118/47824': (
        '118_47824_000012_000000.wav 118_47824_000051_000004.wav 118_47824_000052_000000.wav'
    ),
    '/path_to_libritts/125/121124': (
        '125_121124_000032_000000.wav 125_121124_000050_000001.wav 125_121124_000067_000000.wav '
        '125_121124_000114_000000.wav 125_121124_000114_000002.wav 125_121124_000125_000000.wav'
    ),
    '/path_to_libritts/1867/154075': (
        '1867_154075_000008_000000.wav 1867_154075_000052_000000.wav 1867_154075_000072_000000.wav'
    ),
    '/path_to_libritts/2289/152258': (
        '2289_152258_000003_000000.wav 2289_152258_000023_000001.wav 2289_152258_000033_000002.wav'
    ),
    '/path_to_libritts/2416/152137': (
        '2416_152137_000027_000001.wav 2416_152137_000052_000006.wav 2416_152137_000053_000007.wav'
    ),
    '/path_to_libritts/2911/7601': (
        '2911_7601_000005_000008.wav 2911_7601_000006_000003.wav 2911_7601_000017_000004.wav'
    ),
    '/path_to_libritts/3259/158083': (
        '3259_158083_000005_000000.wav 3259_158083_000067_000005.wav 3259_158083_000078_000005.wav '
        '3259_158083_000085_000009.wav'
    ),
    '/path_to_libritts/3486/166424': (
        '3486_166424_000021_000001.wav 3486_166424_000047_000002.wav 3486_166424_000085_000001.wav'
    ),
    '/path_to_libritts/374/180298': (
        '374_180298_000010_000000.wav 374_180298_000014_000001.wav 374_180298_000046_000000.wav'
    ),
    '/path_to_libritts/3983/5371': (
        '3983_5371_000007_000000.wav 3983_5371_000011_000000.wav 3983_5371_000022_000003.wav'
    ),
    '/path_to_libritts/40/121026': (
        '40_121026_000025_000000.wav 40_121026_000052_000002.wav 40_121026_000068_000000.wav '
        '40_121026_000071_000000.wav 40_121026_000221_000000.wav 40_121026_000233_000000.wav '
        '40_121026_000240_000001.wav'
    ),
    '/path_to_libritts/4018/103416': (
        '4018_103416_000020_000000.wav 4018_103416_000039_000002.wav 4018_103416_000062_000000.wav'
    ),
    '/path_to_libritts/4680/16026': (
        '4680_16026_000094_000012.wav 4680_16026_000103_000000.wav 4680_16026_000111_000000.wav '
        '4680_16026_000113_000000.wav'
    ),
    '/path_to_libritts/5022/29405': (
        '5022_29405_000031_000002.wav 5022_29405_000064_000000.wav 5022_29405_000073_000000.wav'
    ),
    '/path_to_libritts/5393/19219': (
        '5393_19219_000011_000005.wav 5393_19219_000024_000000.wav 5393_19219_000047_000005.wav '
        '5393_19219_000047_000023.wav'
    ),
    '/path_to_libritts/6209/34600': (
        '6209_34600_000010_000000.wav 6209_34600_000012_000008.wav 6209_34600_000024_000003.wav '
        '6209_34600_000025_000001.wav 6209_34600_000027_000001.wav'
    ),
    '/path_to_libritts/6209/34601': (
        '6209_34601_000027_000001.wav 6209_34601_000076_000009.wav 6209_34601_000096_000022.wav '
        '6209_34601_000159_000000.wav'
    ),
    '/path_to_libritts/6272/70168': (
        '6272_70168_000011_000001.wav 6272_70168_000013_000000.wav 6272_70168_000027_000007.wav '
        '6272_70168_000042_000002.wav'
    ),
    '/path_to_libritts/6367/65536': (
        '6367_65536_000007_000000.wav 6367_65536_000007_000003.wav 6367_65536_000033_000001.wav '
        '6367_65536_000035_000005.wav'
    ),
    '/path_to_libritts/6437/66173': (
        '6437_66173_000012_000000.wav 6437_66173_000019_000000.wav 6437_66173_000030_000002.wav '
        '6437_66173_000058_000003.wav'
    ),
    '/path_to_libritts/696/93314': (
        '696_93314_000009_000003.wav 696_93314_000058_000000.wav 696_93314_000074_000003.wav'
    ),
    '/path_to_libritts/7067/76048': (
        '7067_76048_000026_000001.wav 7067_76048_000050_000001.wav 7067_76048_000050_000003.wav '
        '7067_76048_000054_000000.wav'
    ),
    '/path_to_libritts/7078/271888': (
        '7078_271888_000017_000001.wav 7078_271888_000039_000000.wav 7078_271888_000060_000001.wav '
        '7078_271888_000081_000003.wav 7078_271888_000085_000000.wav'
    ),
    '/path_to_libritts/7178/34644': (
        '7178_34644_000041_000000.wav 7178_34644_000106_000000.wav 7178_34644_000106_000005.wav'
    ),
    '/path_to_libritts/7367/86737': (
        '7367_86737_000117_000000.wav 7367_86737_000120_000000.wav 7367_86737_000123_000009.wav '
        '7367_86737_000131_000004.wav'
    ),
    '/path_to_libritts/7402/90848': (
        '7402_90848_000043_000003.wav 7402_90848_000060_000002.wav 7402_90848_000064_000003.wav'
    ),
    '/path_to_libritts/78/369': (
        '78_369_000013_000010.wav 78_369_000017_000002.wav 78_369_000034_000003.wav'
    ),
    '/path_to_libritts/8088/284756': (
        '8088_284756_000060_000003.wav 8088_284756_000089_000003.wav 8088_284756_000149_000000.wav '
        '8088_284756_000156_000000.wav 8088_284756_000160_000000.wav 8088_284756_000176_000000.wav '
        '8088_284756_000195_000004.wav'
    ),
    '/path_to_libritts/8123/275209': (
        '8123_275209_000013_000000.wav 8123_275209_000020_000000.wav 8123_275209_000045_000000.wav'
    ),
    '/path_to_libritts/87/121553': (
        '87_121553_000083_000000.wav 87_121553_000115_000000.wav 87_121553_000124_000000.wav '
        '87_121553_000143_000000.wav'
    ),
    '/path_to_libritts/887/123289': (
        '887_123289_000007_000000.wav 887_123289_000021_000000.wav 887_123289_000023_000002.wav '
        '887_123289_000054_000000.wav'
    ),
}


LIBRITTS_OTHER = {
    '': (
        '.gitmodules LICENSE README.md audio_processing.py data_utils.py distributed.py fp16_optimizer.py '
        'hparams.py inference.ipynb layers.py logger.py loss_function.py loss_scaler.py mellotron_logo.png '
        'mellotron_utils.py model.py modules.py multiproc.py plotting_utils.py requirements.txt stft.py '
        'train.py utils.py waveglow yin.py'
    ),
    '/path_to_ljs': (
        'LJ002-0206.wav LJ003-0128.wav LJ003-0157.wav LJ003-0283.wav LJ003-0312.wav LJ003-0335.wav '
        'LJ004-0133.wav LJ004-0148.wav LJ004-0151.wav LJ004-0160.wav LJ004-0178.wav LJ004-0197.wav '
        'LJ004-0212.wav LJ004-0250.wav LJ005-0064.wav LJ005-0085.wav LJ005-0130.wav LJ005-0143.wav '
        'LJ005-0216.wav LJ005-0271.wav LJ005-0292.wav LJ006-0065.wav LJ006-0148.wav LJ006-0196.wav '
        'LJ006-0206.wav LJ006-0260.wav LJ007-0045.wav LJ008-0045.wav LJ008-0057.wav LJ008-0062.wav '
        'LJ008-0160.wav LJ008-0257.wav LJ009-0006.wav LJ009-0203.wav LJ010-0011.wav LJ010-0032.wav '
        'LJ010-0252.wav LJ010-0276.wav LJ010-0307.wav LJ011-0187.wav LJ011-0203.wav LJ012-0030.wav '
        'LJ013-0047.wav LJ013-0198.wav LJ013-0257.wav LJ014-0040.wav LJ014-0075.wav LJ015-0050.wav '
        'LJ015-0108.wav LJ015-0166.wav LJ015-0180.wav LJ016-0243.wav LJ016-0388.wav LJ017-0058.wav '
        'LJ017-0110.wav LJ017-0118.wav LJ017-0148.wav LJ018-0041.wav LJ018-0049.wav LJ018-0190.wav '
        'LJ018-0210.wav LJ018-0289.wav LJ018-0295.wav LJ019-0063.wav LJ019-0352.wav LJ019-0387.wav '
        'LJ020-0011.wav LJ020-0070.wav LJ021-0019.wav LJ021-0113.wav LJ022-0008.wav LJ022-0076.wav '
        'LJ022-0187.wav LJ024-0075.wav LJ025-0020.wav LJ025-0084.wav LJ025-0116.wav LJ025-0138.wav '
        'LJ026-0024.wav LJ027-0138.wav LJ027-0139.wav LJ027-0158.wav LJ028-0024.wav LJ028-0070.wav '
        'LJ028-0122.wav LJ028-0229.wav LJ028-0438.wav LJ028-0492.wav LJ028-0499.wav LJ029-0050.wav '
        'LJ029-0103.wav LJ029-0194.wav LJ030-0052.wav LJ030-0199.wav LJ031-0204.wav LJ032-0052.wav '
        'LJ032-0075.wav LJ032-0098.wav LJ032-0099.wav LJ032-0102.wav LJ033-0010.wav LJ033-0089.wav '
        'LJ034-0106.wav LJ035-0002.wav LJ035-0072.wav LJ035-0154.wav LJ036-0062.wav LJ036-0092.wav '
        'LJ036-0120.wav LJ036-0216.wav LJ037-0024.wav LJ037-0063.wav LJ037-0131.wav LJ037-0149.wav '
        'LJ037-0240.wav LJ037-0245.wav LJ038-0009.wav LJ038-0032.wav LJ038-0078.wav LJ038-0092.wav '
        'LJ038-0124.wav LJ038-0151.wav LJ038-0171.wav LJ038-0174.wav LJ038-0219.wav LJ039-0061.wav '
        'LJ040-0071.wav LJ040-0104.wav LJ040-0239.wav LJ041-0140.wav LJ041-0193.wav LJ042-0134.wav '
        'LJ043-0028.wav LJ043-0093.wav LJ044-0132.wav LJ044-0203.wav LJ044-0210.wav LJ045-0176.wav '
        'LJ045-0193.wav LJ045-0206.wav LJ046-0190.wav LJ046-0220.wav LJ046-0253.wav LJ047-0042.wav '
        'LJ047-0230.wav LJ048-0058.wav LJ048-0278.wav LJ049-0019.wav LJ049-0142.wav LJ050-0241.wav'
    ),
    'data': (
        'cmu_dictionary debussy_prelude_lyrics.musicxml example1.wav example2.wav examples_filelist.txt '
        'haendel_hallelujah.musicxml mozart_requiem_kyrie_satb.musicxml'
    ),
    'filelists': (
        'libritts_speakerinfo.txt libritts_train_clean_100_audiopath_text_sid_atleast5min_val_filelist.txt '
        'libritts_train_clean_100_audiopath_text_sid_shorterthan10s_atleast5min_train_filelist.txt '
        'ljs_audiopaths_text_sid_train_filelist.txt ljs_audiopaths_text_sid_val_filelist.txt'
    ),
    'text': (
        'LICENSE __init__.py cleaners.py cmudict.py numbers.py symbols.py'
    ),
}


CITYSCAPES_LABELS_KIND = {
    'gtFine/train/aachen': (
        'aachen_000001_000019_gtFine_labelIds.png aachen_000025_000019_gtFine_labelIds.png '
        'aachen_000051_000019_gtFine_labelIds.png aachen_000060_000019_gtFine_labelIds.png '
        'aachen_000069_000019_gtFine_labelIds.png aachen_000075_000019_gtFine_labelIds.png '
        'aachen_000083_000019_gtFine_labelIds.png aachen_000089_000019_gtFine_labelIds.png '
        'aachen_000116_000019_gtFine_labelIds.png aachen_000123_000019_gtFine_labelIds.png '
        'aachen_000126_000019_gtFine_labelIds.png aachen_000138_000019_gtFine_labelIds.png '
        'aachen_000150_000019_gtFine_labelIds.png aachen_000154_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/bochum': (
        'bochum_000000_004032_gtFine_labelIds.png bochum_000000_004748_gtFine_labelIds.png '
        'bochum_000000_018195_gtFine_labelIds.png bochum_000000_023174_gtFine_labelIds.png '
        'bochum_000000_031687_gtFine_labelIds.png bochum_000000_033531_gtFine_labelIds.png'
    ),
    'gtFine/train/bremen': (
        'bremen_000012_000019_gtFine_labelIds.png bremen_000040_000019_gtFine_labelIds.png '
        'bremen_000043_000019_gtFine_labelIds.png bremen_000060_000019_gtFine_labelIds.png '
        'bremen_000072_000019_gtFine_labelIds.png bremen_000081_000019_gtFine_labelIds.png '
        'bremen_000090_000019_gtFine_labelIds.png bremen_000094_000019_gtFine_labelIds.png '
        'bremen_000097_000019_gtFine_labelIds.png bremen_000111_000019_gtFine_labelIds.png '
        'bremen_000114_000019_gtFine_labelIds.png bremen_000115_000019_gtFine_labelIds.png '
        'bremen_000123_000019_gtFine_labelIds.png bremen_000128_000019_gtFine_labelIds.png '
        'bremen_000129_000019_gtFine_labelIds.png bremen_000140_000019_gtFine_labelIds.png '
        'bremen_000161_000019_gtFine_labelIds.png bremen_000189_000019_gtFine_labelIds.png '
        'bremen_000208_000019_gtFine_labelIds.png bremen_000219_000019_gtFine_labelIds.png '
        'bremen_000235_000019_gtFine_labelIds.png bremen_000249_000019_gtFine_labelIds.png '
        'bremen_000250_000019_gtFine_labelIds.png bremen_000291_000019_gtFine_labelIds.png '
        'bremen_000295_000019_gtFine_labelIds.png bremen_000312_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/cologne': (
        'cologne_000004_000019_gtFine_labelIds.png cologne_000007_000019_gtFine_labelIds.png '
        'cologne_000010_000019_gtFine_labelIds.png cologne_000046_000019_gtFine_labelIds.png '
        'cologne_000061_000019_gtFine_labelIds.png cologne_000073_000019_gtFine_labelIds.png '
        'cologne_000081_000019_gtFine_labelIds.png cologne_000106_000019_gtFine_labelIds.png '
        'cologne_000119_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/darmstadt': (
        'darmstadt_000007_000019_gtFine_labelIds.png darmstadt_000019_000019_gtFine_labelIds.png '
        'darmstadt_000028_000019_gtFine_labelIds.png darmstadt_000033_000019_gtFine_labelIds.png '
        'darmstadt_000047_000019_gtFine_labelIds.png darmstadt_000049_000019_gtFine_labelIds.png '
        'darmstadt_000050_000019_gtFine_labelIds.png darmstadt_000053_000019_gtFine_labelIds.png '
        'darmstadt_000063_000019_gtFine_labelIds.png darmstadt_000067_000019_gtFine_labelIds.png '
        'darmstadt_000071_000019_gtFine_labelIds.png darmstadt_000075_000019_gtFine_labelIds.png '
        'darmstadt_000082_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/dusseldorf': (
        'dusseldorf_000034_000019_gtFine_labelIds.png dusseldorf_000087_000019_gtFine_labelIds.png '
        'dusseldorf_000125_000019_gtFine_labelIds.png dusseldorf_000171_000019_gtFine_labelIds.png '
        'dusseldorf_000178_000019_gtFine_labelIds.png dusseldorf_000179_000019_gtFine_labelIds.png '
        'dusseldorf_000200_000019_gtFine_labelIds.png dusseldorf_000203_000019_gtFine_labelIds.png '
        'dusseldorf_000218_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/erfurt': (
        'erfurt_000003_000019_gtFine_labelIds.png erfurt_000025_000019_gtFine_labelIds.png '
        'erfurt_000040_000019_gtFine_labelIds.png erfurt_000041_000019_gtFine_labelIds.png '
        'erfurt_000042_000019_gtFine_labelIds.png erfurt_000051_000019_gtFine_labelIds.png '
        'erfurt_000056_000019_gtFine_labelIds.png erfurt_000070_000019_gtFine_labelIds.png '
        'erfurt_000076_000019_gtFine_labelIds.png erfurt_000083_000019_gtFine_labelIds.png '
        'erfurt_000086_000019_gtFine_labelIds.png erfurt_000100_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/hamburg': (
        'hamburg_000000_013577_gtFine_labelIds.png hamburg_000000_020563_gtFine_labelIds.png '
        'hamburg_000000_025986_gtFine_labelIds.png hamburg_000000_026675_gtFine_labelIds.png '
        'hamburg_000000_028056_gtFine_labelIds.png hamburg_000000_047057_gtFine_labelIds.png '
        'hamburg_000000_047390_gtFine_labelIds.png hamburg_000000_050160_gtFine_labelIds.png '
        'hamburg_000000_051855_gtFine_labelIds.png hamburg_000000_061048_gtFine_labelIds.png '
        'hamburg_000000_069096_gtFine_labelIds.png hamburg_000000_070444_gtFine_labelIds.png '
        'hamburg_000000_071675_gtFine_labelIds.png hamburg_000000_076392_gtFine_labelIds.png '
        'hamburg_000000_085645_gtFine_labelIds.png hamburg_000000_090398_gtFine_labelIds.png '
        'hamburg_000000_094717_gtFine_labelIds.png'
    ),
    'gtFine/train/hanover': (
        'hanover_000000_023239_gtFine_labelIds.png hanover_000000_026014_gtFine_labelIds.png '
        'hanover_000000_026183_gtFine_labelIds.png hanover_000000_026743_gtFine_labelIds.png '
        'hanover_000000_027007_gtFine_labelIds.png hanover_000000_027390_gtFine_labelIds.png '
        'hanover_000000_027481_gtFine_labelIds.png hanover_000000_028202_gtFine_labelIds.png '
        'hanover_000000_031856_gtFine_labelIds.png hanover_000000_037298_gtFine_labelIds.png '
        'hanover_000000_038773_gtFine_labelIds.png hanover_000000_040221_gtFine_labelIds.png '
        'hanover_000000_041610_gtFine_labelIds.png hanover_000000_043102_gtFine_labelIds.png '
        'hanover_000000_044085_gtFine_labelIds.png hanover_000000_044195_gtFine_labelIds.png '
        'hanover_000000_046398_gtFine_labelIds.png hanover_000000_046572_gtFine_labelIds.png '
        'hanover_000000_056601_gtFine_labelIds.png'
    ),
    'gtFine/train/jena': (
        'jena_000030_000019_gtFine_labelIds.png jena_000032_000019_gtFine_labelIds.png '
        'jena_000076_000019_gtFine_labelIds.png jena_000080_000019_gtFine_labelIds.png '
        'jena_000082_000019_gtFine_labelIds.png jena_000096_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/krefeld': (
        'krefeld_000000_003937_gtFine_labelIds.png krefeld_000000_004447_gtFine_labelIds.png '
        'krefeld_000000_006274_gtFine_labelIds.png krefeld_000000_009574_gtFine_labelIds.png '
        'krefeld_000000_012353_gtFine_labelIds.png krefeld_000000_017042_gtFine_labelIds.png '
        'krefeld_000000_018514_gtFine_labelIds.png krefeld_000000_030111_gtFine_labelIds.png '
        'krefeld_000000_031257_gtFine_labelIds.png krefeld_000000_032614_gtFine_labelIds.png'
    ),
    'gtFine/train/monchengladbach': (
        'monchengladbach_000000_001068_gtFine_labelIds.png monchengladbach_000000_002972_gtFine_labelIds.png '
        'monchengladbach_000000_005686_gtFine_labelIds.png monchengladbach_000000_007098_gtFine_labelIds.png '
        'monchengladbach_000000_010733_gtFine_labelIds.png monchengladbach_000000_015126_gtFine_labelIds.png '
        'monchengladbach_000000_015561_gtFine_labelIds.png monchengladbach_000000_015928_gtFine_labelIds.png '
        'monchengladbach_000000_034302_gtFine_labelIds.png'
    ),
    'gtFine/train/strasbourg': (
        'strasbourg_000000_000751_gtFine_labelIds.png strasbourg_000000_004248_gtFine_labelIds.png '
        'strasbourg_000000_005995_gtFine_labelIds.png strasbourg_000000_006264_gtFine_labelIds.png '
        'strasbourg_000000_008784_gtFine_labelIds.png strasbourg_000000_011880_gtFine_labelIds.png '
        'strasbourg_000000_014235_gtFine_labelIds.png strasbourg_000000_014503_gtFine_labelIds.png '
        'strasbourg_000000_014931_gtFine_labelIds.png strasbourg_000000_015506_gtFine_labelIds.png '
        'strasbourg_000000_019229_gtFine_labelIds.png strasbourg_000000_020653_gtFine_labelIds.png '
        'strasbourg_000000_021651_gtFine_labelIds.png strasbourg_000000_023854_gtFine_labelIds.png '
        'strasbourg_000000_025268_gtFine_labelIds.png strasbourg_000000_025351_gtFine_labelIds.png '
        'strasbourg_000000_025907_gtFine_labelIds.png strasbourg_000000_026316_gtFine_labelIds.png '
        'strasbourg_000000_028628_gtFine_labelIds.png strasbourg_000000_028912_gtFine_labelIds.png '
        'strasbourg_000000_031223_gtFine_labelIds.png strasbourg_000000_032186_gtFine_labelIds.png '
        'strasbourg_000000_034097_gtFine_labelIds.png strasbourg_000000_034652_gtFine_labelIds.png '
        'strasbourg_000001_000710_gtFine_labelIds.png strasbourg_000001_001072_gtFine_labelIds.png '
        'strasbourg_000001_002081_gtFine_labelIds.png strasbourg_000001_013914_gtFine_labelIds.png '
        'strasbourg_000001_016376_gtFine_labelIds.png strasbourg_000001_016481_gtFine_labelIds.png '
        'strasbourg_000001_024152_gtFine_labelIds.png strasbourg_000001_028852_gtFine_labelIds.png '
        'strasbourg_000001_029696_gtFine_labelIds.png strasbourg_000001_031272_gtFine_labelIds.png '
        'strasbourg_000001_043748_gtFine_labelIds.png strasbourg_000001_043886_gtFine_labelIds.png '
        'strasbourg_000001_045880_gtFine_labelIds.png strasbourg_000001_059675_gtFine_labelIds.png '
        'strasbourg_000001_062362_gtFine_labelIds.png'
    ),
    'gtFine/train/stuttgart': (
        'stuttgart_000008_000019_gtFine_labelIds.png stuttgart_000011_000019_gtFine_labelIds.png '
        'stuttgart_000017_000019_gtFine_labelIds.png stuttgart_000031_000019_gtFine_labelIds.png '
        'stuttgart_000057_000019_gtFine_labelIds.png stuttgart_000074_000019_gtFine_labelIds.png '
        'stuttgart_000082_000019_gtFine_labelIds.png stuttgart_000096_000019_gtFine_labelIds.png '
        'stuttgart_000126_000019_gtFine_labelIds.png stuttgart_000134_000019_gtFine_labelIds.png '
        'stuttgart_000137_000019_gtFine_labelIds.png stuttgart_000138_000019_gtFine_labelIds.png '
        'stuttgart_000139_000019_gtFine_labelIds.png stuttgart_000156_000019_gtFine_labelIds.png '
        'stuttgart_000170_000019_gtFine_labelIds.png stuttgart_000188_000019_gtFine_labelIds.png '
        'stuttgart_000191_000019_gtFine_labelIds.png stuttgart_000194_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/tubingen': (
        'tubingen_000012_000019_gtFine_labelIds.png tubingen_000019_000019_gtFine_labelIds.png '
        'tubingen_000026_000019_gtFine_labelIds.png tubingen_000035_000019_gtFine_labelIds.png '
        'tubingen_000040_000019_gtFine_labelIds.png tubingen_000053_000019_gtFine_labelIds.png '
        'tubingen_000059_000019_gtFine_labelIds.png tubingen_000061_000019_gtFine_labelIds.png '
        'tubingen_000065_000019_gtFine_labelIds.png tubingen_000068_000019_gtFine_labelIds.png '
        'tubingen_000083_000019_gtFine_labelIds.png tubingen_000090_000019_gtFine_labelIds.png '
        'tubingen_000100_000019_gtFine_labelIds.png tubingen_000105_000019_gtFine_labelIds.png '
        'tubingen_000113_000019_gtFine_labelIds.png tubingen_000122_000019_gtFine_labelIds.png '
        'tubingen_000126_000019_gtFine_labelIds.png tubingen_000128_000019_gtFine_labelIds.png '
        'tubingen_000138_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/ulm': (
        'ulm_000024_000019_gtFine_labelIds.png ulm_000028_000019_gtFine_labelIds.png '
        'ulm_000030_000019_gtFine_labelIds.png ulm_000038_000019_gtFine_labelIds.png '
        'ulm_000063_000019_gtFine_labelIds.png ulm_000068_000019_gtFine_labelIds.png '
        'ulm_000072_000019_gtFine_labelIds.png ulm_000084_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/weimar': (
        'weimar_000003_000019_gtFine_labelIds.png weimar_000004_000019_gtFine_labelIds.png '
        'weimar_000025_000019_gtFine_labelIds.png weimar_000034_000019_gtFine_labelIds.png '
        'weimar_000038_000019_gtFine_labelIds.png weimar_000068_000019_gtFine_labelIds.png '
        'weimar_000069_000019_gtFine_labelIds.png weimar_000075_000019_gtFine_labelIds.png '
        'weimar_000078_000019_gtFine_labelIds.png weimar_000082_000019_gtFine_labelIds.png '
        'weimar_000097_000019_gtFine_labelIds.png weimar_000130_000019_gtFine_labelIds.png '
        'weimar_000133_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/zurich': (
        'zurich_000005_000019_gtFine_labelIds.png zurich_000006_000019_gtFine_labelIds.png '
        'zurich_000012_000019_gtFine_labelIds.png zurich_000017_000019_gtFine_labelIds.png '
        'zurich_000019_000019_gtFine_labelIds.png zurich_000037_000019_gtFine_labelIds.png '
        'zurich_000065_000019_gtFine_labelIds.png zurich_000071_000019_gtFine_labelIds.png '
        'zurich_000090_000019_gtFine_labelIds.png zurich_000092_000019_gtFine_labelIds.png '
        'zurich_000101_000019_gtFine_labelIds.png zurich_000106_000019_gtFine_labelIds.png '
        'zurich_000112_000019_gtFine_labelIds.png'
    ),
    'gtFine/val/frankfurt': (
        'frankfurt_000000_004617_gtFine_labelIds.png frankfurt_000000_005898_gtFine_labelIds.png '
        'frankfurt_000000_007365_gtFine_labelIds.png frankfurt_000000_014480_gtFine_labelIds.png '
        'frankfurt_000001_012038_gtFine_labelIds.png frankfurt_000001_012519_gtFine_labelIds.png '
        'frankfurt_000001_028232_gtFine_labelIds.png frankfurt_000001_034047_gtFine_labelIds.png '
        'frankfurt_000001_040732_gtFine_labelIds.png frankfurt_000001_051737_gtFine_labelIds.png '
        'frankfurt_000001_055538_gtFine_labelIds.png frankfurt_000001_061682_gtFine_labelIds.png '
        'frankfurt_000001_062016_gtFine_labelIds.png frankfurt_000001_066438_gtFine_labelIds.png '
        'frankfurt_000001_067474_gtFine_labelIds.png frankfurt_000001_067735_gtFine_labelIds.png '
        'frankfurt_000001_083852_gtFine_labelIds.png'
    ),
    'gtFine/val/lindau': (
        'lindau_000007_000019_gtFine_labelIds.png lindau_000018_000019_gtFine_labelIds.png '
        'lindau_000020_000019_gtFine_labelIds.png lindau_000035_000019_gtFine_labelIds.png '
        'lindau_000042_000019_gtFine_labelIds.png lindau_000048_000019_gtFine_labelIds.png '
        'lindau_000054_000019_gtFine_labelIds.png lindau_000055_000019_gtFine_labelIds.png '
        'lindau_000057_000019_gtFine_labelIds.png lindau_000058_000019_gtFine_labelIds.png'
    ),
    'gtFine/val/munster': (
        'munster_000001_000019_gtFine_labelIds.png munster_000031_000019_gtFine_labelIds.png '
        'munster_000043_000019_gtFine_labelIds.png munster_000050_000019_gtFine_labelIds.png '
        'munster_000065_000019_gtFine_labelIds.png munster_000089_000019_gtFine_labelIds.png '
        'munster_000090_000019_gtFine_labelIds.png munster_000103_000019_gtFine_labelIds.png '
        'munster_000104_000019_gtFine_labelIds.png munster_000109_000019_gtFine_labelIds.png '
        'munster_000115_000019_gtFine_labelIds.png munster_000133_000019_gtFine_labelIds.png '
        'munster_000157_000019_gtFine_labelIds.png'
    ),
}


CITYSCAPES_LABELS_OTHER = {
    '': (
        'leftImg8bit/val/lindau/lindau_000011_000019_leftImg8bit.png '
        'leftImg8bit/val/lindau/lindau_000022_000019_leftImg8bit.png'
    ),
    'leftImg8bit/test/berlin': (
        'berlin_000024_000019_leftImg8bit.png berlin_000040_000019_leftImg8bit.png '
        'berlin_000062_000019_leftImg8bit.png berlin_000076_000019_leftImg8bit.png '
        'berlin_000089_000019_leftImg8bit.png berlin_000118_000019_leftImg8bit.png '
        'berlin_000129_000019_leftImg8bit.png berlin_000131_000019_leftImg8bit.png '
        'berlin_000146_000019_leftImg8bit.png berlin_000174_000019_leftImg8bit.png '
        'berlin_000176_000019_leftImg8bit.png berlin_000183_000019_leftImg8bit.png '
        'berlin_000198_000019_leftImg8bit.png berlin_000199_000019_leftImg8bit.png '
        'berlin_000220_000019_leftImg8bit.png berlin_000232_000019_leftImg8bit.png '
        'berlin_000258_000019_leftImg8bit.png berlin_000276_000019_leftImg8bit.png '
        'berlin_000280_000019_leftImg8bit.png berlin_000291_000019_leftImg8bit.png '
        'berlin_000303_000019_leftImg8bit.png berlin_000307_000019_leftImg8bit.png '
        'berlin_000324_000019_leftImg8bit.png berlin_000393_000019_leftImg8bit.png '
        'berlin_000395_000019_leftImg8bit.png berlin_000397_000019_leftImg8bit.png '
        'berlin_000404_000019_leftImg8bit.png berlin_000425_000019_leftImg8bit.png '
        'berlin_000428_000019_leftImg8bit.png berlin_000450_000019_leftImg8bit.png '
        'berlin_000464_000019_leftImg8bit.png berlin_000479_000019_leftImg8bit.png '
        'berlin_000480_000019_leftImg8bit.png berlin_000499_000019_leftImg8bit.png '
        'berlin_000506_000019_leftImg8bit.png berlin_000529_000019_leftImg8bit.png'
    ),
    'leftImg8bit/test/bielefeld': (
        'bielefeld_000000_001011_leftImg8bit.png bielefeld_000000_013665_leftImg8bit.png '
        'bielefeld_000000_015301_leftImg8bit.png bielefeld_000000_021381_leftImg8bit.png '
        'bielefeld_000000_032388_leftImg8bit.png bielefeld_000000_036362_leftImg8bit.png '
        'bielefeld_000000_056493_leftImg8bit.png bielefeld_000000_059729_leftImg8bit.png'
    ),
    'leftImg8bit/test/bonn': (
        'bonn_000003_000019_leftImg8bit.png bonn_000005_000019_leftImg8bit.png '
        'bonn_000006_000019_leftImg8bit.png bonn_000033_000019_leftImg8bit.png '
        'bonn_000043_000019_leftImg8bit.png'
    ),
    'leftImg8bit/test/leverkusen': (
        'leverkusen_000001_000019_leftImg8bit.png leverkusen_000005_000019_leftImg8bit.png '
        'leverkusen_000020_000019_leftImg8bit.png leverkusen_000028_000019_leftImg8bit.png '
        'leverkusen_000049_000019_leftImg8bit.png leverkusen_000053_000019_leftImg8bit.png'
    ),
    'leftImg8bit/test/mainz': (
        'mainz_000000_001410_leftImg8bit.png mainz_000000_013437_leftImg8bit.png '
        'mainz_000001_004132_leftImg8bit.png mainz_000001_008540_leftImg8bit.png '
        'mainz_000001_009867_leftImg8bit.png mainz_000001_012186_leftImg8bit.png '
        'mainz_000001_021892_leftImg8bit.png mainz_000001_028566_leftImg8bit.png '
        'mainz_000001_029950_leftImg8bit.png mainz_000001_030630_leftImg8bit.png '
        'mainz_000001_033437_leftImg8bit.png mainz_000001_034508_leftImg8bit.png '
        'mainz_000001_037905_leftImg8bit.png mainz_000001_039075_leftImg8bit.png '
        'mainz_000001_039943_leftImg8bit.png mainz_000001_041284_leftImg8bit.png '
        'mainz_000001_045651_leftImg8bit.png mainz_000001_048725_leftImg8bit.png '
        'mainz_000003_003791_leftImg8bit.png mainz_000003_005029_leftImg8bit.png '
        'mainz_000003_010924_leftImg8bit.png mainz_000003_014457_leftImg8bit.png'
    ),
    'leftImg8bit/test/munich': (
        'munich_000014_000019_leftImg8bit.png munich_000046_000019_leftImg8bit.png '
        'munich_000058_000019_leftImg8bit.png munich_000063_000019_leftImg8bit.png '
        'munich_000069_000019_leftImg8bit.png munich_000104_000019_leftImg8bit.png '
        'munich_000115_000019_leftImg8bit.png munich_000143_000019_leftImg8bit.png '
        'munich_000150_000019_leftImg8bit.png munich_000187_000019_leftImg8bit.png '
        'munich_000191_000019_leftImg8bit.png munich_000203_000019_leftImg8bit.png '
        'munich_000218_000019_leftImg8bit.png munich_000226_000019_leftImg8bit.png '
        'munich_000230_000019_leftImg8bit.png munich_000286_000019_leftImg8bit.png '
        'munich_000288_000019_leftImg8bit.png munich_000308_000019_leftImg8bit.png '
        'munich_000309_000019_leftImg8bit.png munich_000310_000019_leftImg8bit.png '
        'munich_000316_000019_leftImg8bit.png munich_000359_000019_leftImg8bit.png '
        'munich_000365_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/aachen': (
        'aachen_000016_000019_leftImg8bit.png aachen_000049_000019_leftImg8bit.png '
        'aachen_000092_000019_leftImg8bit.png aachen_000153_000019_leftImg8bit.png '
        'aachen_000160_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/bochum': (
        'bochum_000000_006026_leftImg8bit.png bochum_000000_008448_leftImg8bit.png '
        'bochum_000000_011255_leftImg8bit.png bochum_000000_019188_leftImg8bit.png '
        'bochum_000000_024343_leftImg8bit.png bochum_000000_025746_leftImg8bit.png '
        'bochum_000000_025833_leftImg8bit.png bochum_000000_026634_leftImg8bit.png '
        'bochum_000000_028297_leftImg8bit.png bochum_000000_031152_leftImg8bit.png '
        'bochum_000000_032169_leftImg8bit.png bochum_000000_037223_leftImg8bit.png'
    ),
    'leftImg8bit/train/bremen': (
        'bremen_000011_000019_leftImg8bit.png bremen_000016_000019_leftImg8bit.png '
        'bremen_000026_000019_leftImg8bit.png bremen_000029_000019_leftImg8bit.png '
        'bremen_000047_000019_leftImg8bit.png bremen_000060_000019_leftImg8bit.png '
        'bremen_000065_000019_leftImg8bit.png bremen_000069_000019_leftImg8bit.png '
        'bremen_000082_000019_leftImg8bit.png bremen_000101_000019_leftImg8bit.png '
        'bremen_000113_000019_leftImg8bit.png bremen_000115_000019_leftImg8bit.png '
        'bremen_000129_000019_leftImg8bit.png bremen_000152_000019_leftImg8bit.png '
        'bremen_000209_000019_leftImg8bit.png bremen_000212_000019_leftImg8bit.png '
        'bremen_000213_000019_leftImg8bit.png bremen_000237_000019_leftImg8bit.png '
        'bremen_000244_000019_leftImg8bit.png bremen_000259_000019_leftImg8bit.png '
        'bremen_000275_000019_leftImg8bit.png bremen_000290_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/cologne': (
        'cologne_000004_000019_leftImg8bit.png cologne_000010_000019_leftImg8bit.png '
        'cologne_000031_000019_leftImg8bit.png cologne_000032_000019_leftImg8bit.png '
        'cologne_000033_000019_leftImg8bit.png cologne_000036_000019_leftImg8bit.png '
        'cologne_000089_000019_leftImg8bit.png cologne_000095_000019_leftImg8bit.png '
        'cologne_000102_000019_leftImg8bit.png cologne_000135_000019_leftImg8bit.png '
        'cologne_000150_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/darmstadt': (
        'darmstadt_000000_000019_leftImg8bit.png darmstadt_000006_000019_leftImg8bit.png '
        'darmstadt_000029_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/dusseldorf': (
        'dusseldorf_000018_000019_leftImg8bit.png dusseldorf_000054_000019_leftImg8bit.png '
        'dusseldorf_000068_000019_leftImg8bit.png dusseldorf_000080_000019_leftImg8bit.png '
        'dusseldorf_000089_000019_leftImg8bit.png dusseldorf_000120_000019_leftImg8bit.png '
        'dusseldorf_000125_000019_leftImg8bit.png dusseldorf_000130_000019_leftImg8bit.png '
        'dusseldorf_000160_000019_leftImg8bit.png dusseldorf_000174_000019_leftImg8bit.png '
        'dusseldorf_000189_000019_leftImg8bit.png dusseldorf_000192_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/erfurt': (
        'erfurt_000030_000019_leftImg8bit.png erfurt_000059_000019_leftImg8bit.png '
        'erfurt_000092_000019_leftImg8bit.png erfurt_000094_000019_leftImg8bit.png '
        'erfurt_000108_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/hamburg': (
        'hamburg_000000_006192_leftImg8bit.png hamburg_000000_016928_leftImg8bit.png '
        'hamburg_000000_018878_leftImg8bit.png hamburg_000000_021961_leftImg8bit.png '
        'hamburg_000000_042505_leftImg8bit.png hamburg_000000_043944_leftImg8bit.png '
        'hamburg_000000_054555_leftImg8bit.png hamburg_000000_056229_leftImg8bit.png '
        'hamburg_000000_062964_leftImg8bit.png hamburg_000000_063403_leftImg8bit.png '
        'hamburg_000000_069289_leftImg8bit.png hamburg_000000_077144_leftImg8bit.png '
        'hamburg_000000_103367_leftImg8bit.png hamburg_000000_105724_leftImg8bit.png'
    ),
    'leftImg8bit/train/hanover': (
        'hanover_000000_001173_leftImg8bit.png hanover_000000_005970_leftImg8bit.png '
        'hanover_000000_011170_leftImg8bit.png hanover_000000_019282_leftImg8bit.png '
        'hanover_000000_024276_leftImg8bit.png hanover_000000_027282_leftImg8bit.png '
        'hanover_000000_030546_leftImg8bit.png hanover_000000_034935_leftImg8bit.png '
        'hanover_000000_039470_leftImg8bit.png hanover_000000_046732_leftImg8bit.png '
        'hanover_000000_052729_leftImg8bit.png'
    ),
    'leftImg8bit/train/jena': (
        'jena_000002_000019_leftImg8bit.png jena_000018_000019_leftImg8bit.png '
        'jena_000025_000019_leftImg8bit.png jena_000030_000019_leftImg8bit.png '
        'jena_000046_000019_leftImg8bit.png jena_000102_000019_leftImg8bit.png '
        'jena_000113_000019_leftImg8bit.png jena_000117_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/krefeld': (
        'krefeld_000000_003937_leftImg8bit.png krefeld_000000_009404_leftImg8bit.png '
        'krefeld_000000_014146_leftImg8bit.png krefeld_000000_018004_leftImg8bit.png '
        'krefeld_000000_021222_leftImg8bit.png'
    ),
    'leftImg8bit/train/monchengladbach': (
        'monchengladbach_000000_004580_leftImg8bit.png monchengladbach_000000_010280_leftImg8bit.png '
        'monchengladbach_000000_010505_leftImg8bit.png monchengladbach_000000_018575_leftImg8bit.png '
        'monchengladbach_000000_022748_leftImg8bit.png monchengladbach_000000_031623_leftImg8bit.png '
        'monchengladbach_000001_001531_leftImg8bit.png'
    ),
    'leftImg8bit/train/strasbourg': (
        'strasbourg_000000_010372_leftImg8bit.png strasbourg_000000_020653_leftImg8bit.png '
        'strasbourg_000000_026316_leftImg8bit.png strasbourg_000000_029481_leftImg8bit.png '
        'strasbourg_000000_030017_leftImg8bit.png strasbourg_000000_031067_leftImg8bit.png '
        'strasbourg_000000_031223_leftImg8bit.png strasbourg_000001_005289_leftImg8bit.png '
        'strasbourg_000001_009618_leftImg8bit.png strasbourg_000001_014629_leftImg8bit.png '
        'strasbourg_000001_029696_leftImg8bit.png strasbourg_000001_036232_leftImg8bit.png '
        'strasbourg_000001_039446_leftImg8bit.png strasbourg_000001_040761_leftImg8bit.png '
        'strasbourg_000001_047955_leftImg8bit.png strasbourg_000001_055698_leftImg8bit.png '
        'strasbourg_000001_057191_leftImg8bit.png strasbourg_000001_057930_leftImg8bit.png '
        'strasbourg_000001_059433_leftImg8bit.png'
    ),
    'leftImg8bit/train/stuttgart': (
        'stuttgart_000004_000019_leftImg8bit.png stuttgart_000009_000019_leftImg8bit.png '
        'stuttgart_000018_000019_leftImg8bit.png stuttgart_000035_000019_leftImg8bit.png '
        'stuttgart_000040_000019_leftImg8bit.png stuttgart_000043_000019_leftImg8bit.png '
        'stuttgart_000062_000019_leftImg8bit.png stuttgart_000063_000019_leftImg8bit.png '
        'stuttgart_000071_000019_leftImg8bit.png stuttgart_000076_000019_leftImg8bit.png '
        'stuttgart_000087_000019_leftImg8bit.png stuttgart_000091_000019_leftImg8bit.png '
        'stuttgart_000099_000019_leftImg8bit.png stuttgart_000106_000019_leftImg8bit.png '
        'stuttgart_000111_000019_leftImg8bit.png stuttgart_000122_000019_leftImg8bit.png '
        'stuttgart_000137_000019_leftImg8bit.png stuttgart_000158_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/tubingen': (
        'tubingen_000022_000019_leftImg8bit.png tubingen_000025_000019_leftImg8bit.png '
        'tubingen_000030_000019_leftImg8bit.png tubingen_000057_000019_leftImg8bit.png '
        'tubingen_000063_000019_leftImg8bit.png tubingen_000097_000019_leftImg8bit.png '
        'tubingen_000111_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/ulm': (
        'ulm_000000_000019_leftImg8bit.png ulm_000034_000019_leftImg8bit.png '
        'ulm_000050_000019_leftImg8bit.png ulm_000066_000019_leftImg8bit.png '
        'ulm_000081_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/weimar': (
        'weimar_000009_000019_leftImg8bit.png weimar_000026_000019_leftImg8bit.png '
        'weimar_000027_000019_leftImg8bit.png weimar_000058_000019_leftImg8bit.png '
        'weimar_000075_000019_leftImg8bit.png weimar_000079_000019_leftImg8bit.png '
        'weimar_000082_000019_leftImg8bit.png weimar_000085_000019_leftImg8bit.png '
        'weimar_000117_000019_leftImg8bit.png weimar_000136_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/zurich': (
        'zurich_000002_000019_leftImg8bit.png zurich_000010_000019_leftImg8bit.png '
        'zurich_000020_000019_leftImg8bit.png zurich_000040_000019_leftImg8bit.png '
        'zurich_000063_000019_leftImg8bit.png zurich_000082_000019_leftImg8bit.png'
    ),
    'leftImg8bit/val/frankfurt': (
        'frankfurt_000000_005898_leftImg8bit.png frankfurt_000000_009688_leftImg8bit.png '
        'frankfurt_000000_022797_leftImg8bit.png frankfurt_000001_003056_leftImg8bit.png '
        'frankfurt_000001_030067_leftImg8bit.png frankfurt_000001_043564_leftImg8bit.png '
        'frankfurt_000001_049078_leftImg8bit.png frankfurt_000001_060422_leftImg8bit.png '
        'frankfurt_000001_063045_leftImg8bit.png frankfurt_000001_078803_leftImg8bit.png'
    ),
    'leftImg8bit/val/munster': (
        'munster_000041_000019_leftImg8bit.png munster_000050_000019_leftImg8bit.png '
        'munster_000054_000019_leftImg8bit.png munster_000062_000019_leftImg8bit.png '
        'munster_000065_000019_leftImg8bit.png munster_000085_000019_leftImg8bit.png '
        'munster_000103_000019_leftImg8bit.png munster_000139_000019_leftImg8bit.png'
    ),
}


ADE20K_IMAGES_KIND = {
    'train/image': (
        'ADE_train_00000015.jpg ADE_train_00000203.jpg ADE_train_00000411.jpg ADE_train_00000486.jpg '
        'ADE_train_00000559.jpg ADE_train_00000608.jpg ADE_train_00000665.jpg ADE_train_00000717.jpg '
        'ADE_train_00000718.jpg ADE_train_00000932.jpg ADE_train_00000987.jpg ADE_train_00000999.jpg '
        'ADE_train_00001011.jpg ADE_train_00001046.jpg ADE_train_00001048.jpg ADE_train_00001072.jpg '
        'ADE_train_00001110.jpg ADE_train_00001207.jpg ADE_train_00001235.jpg ADE_train_00001484.jpg '
        'ADE_train_00001497.jpg ADE_train_00001707.jpg ADE_train_00001764.jpg ADE_train_00001872.jpg '
        'ADE_train_00002041.jpg ADE_train_00002087.jpg ADE_train_00002261.jpg ADE_train_00002424.jpg '
        'ADE_train_00002464.jpg ADE_train_00002485.jpg ADE_train_00002506.jpg ADE_train_00002543.jpg '
        'ADE_train_00002641.jpg ADE_train_00002738.jpg ADE_train_00002743.jpg ADE_train_00002807.jpg '
        'ADE_train_00002816.jpg ADE_train_00002888.jpg ADE_train_00002919.jpg ADE_train_00002939.jpg '
        'ADE_train_00003052.jpg ADE_train_00003073.jpg ADE_train_00003088.jpg ADE_train_00003146.jpg '
        'ADE_train_00003190.jpg ADE_train_00003197.jpg ADE_train_00003282.jpg ADE_train_00003455.jpg '
        'ADE_train_00003675.jpg ADE_train_00003737.jpg ADE_train_00003829.jpg ADE_train_00003919.jpg '
        'ADE_train_00004047.jpg ADE_train_00004124.jpg ADE_train_00004157.jpg ADE_train_00004162.jpg '
        'ADE_train_00004196.jpg ADE_train_00004447.jpg ADE_train_00004492.jpg ADE_train_00004526.jpg '
        'ADE_train_00004660.jpg ADE_train_00004728.jpg ADE_train_00004751.jpg ADE_train_00004771.jpg '
        'ADE_train_00004926.jpg ADE_train_00004949.jpg ADE_train_00005059.jpg ADE_train_00005166.jpg '
        'ADE_train_00005184.jpg ADE_train_00005278.jpg ADE_train_00005343.jpg ADE_train_00005348.jpg '
        'ADE_train_00005543.jpg ADE_train_00005641.jpg ADE_train_00005679.jpg ADE_train_00005983.jpg '
        'ADE_train_00006020.jpg ADE_train_00006074.jpg ADE_train_00006085.jpg ADE_train_00006146.jpg '
        'ADE_train_00006185.jpg ADE_train_00006187.jpg ADE_train_00006297.jpg ADE_train_00006313.jpg '
        'ADE_train_00006324.jpg ADE_train_00006348.jpg ADE_train_00006430.jpg ADE_train_00006461.jpg '
        'ADE_train_00006492.jpg ADE_train_00006525.jpg ADE_train_00006583.jpg ADE_train_00006855.jpg '
        'ADE_train_00006878.jpg ADE_train_00007262.jpg ADE_train_00007299.jpg ADE_train_00007310.jpg '
        'ADE_train_00007605.jpg ADE_train_00007814.jpg ADE_train_00007876.jpg ADE_train_00007975.jpg '
        'ADE_train_00008025.jpg ADE_train_00008039.jpg ADE_train_00008179.jpg ADE_train_00008208.jpg '
        'ADE_train_00008230.jpg ADE_train_00008349.jpg ADE_train_00008399.jpg ADE_train_00008573.jpg '
        'ADE_train_00008690.jpg ADE_train_00008701.jpg ADE_train_00008710.jpg ADE_train_00008711.jpg '
        'ADE_train_00008779.jpg ADE_train_00008780.jpg ADE_train_00008823.jpg ADE_train_00008936.jpg '
        'ADE_train_00008983.jpg ADE_train_00009037.jpg ADE_train_00009058.jpg ADE_train_00009169.jpg '
        'ADE_train_00009231.jpg ADE_train_00009374.jpg ADE_train_00009475.jpg ADE_train_00009529.jpg '
        'ADE_train_00009542.jpg ADE_train_00009561.jpg ADE_train_00009944.jpg ADE_train_00009973.jpg '
        'ADE_train_00010017.jpg ADE_train_00010032.jpg ADE_train_00010233.jpg ADE_train_00010372.jpg '
        'ADE_train_00010431.jpg ADE_train_00010466.jpg ADE_train_00010490.jpg ADE_train_00010597.jpg '
        'ADE_train_00010796.jpg ADE_train_00010909.jpg ADE_train_00010997.jpg ADE_train_00011023.jpg '
        'ADE_train_00011256.jpg ADE_train_00011482.jpg ADE_train_00011711.jpg ADE_train_00011802.jpg '
        'ADE_train_00011809.jpg ADE_train_00011831.jpg ADE_train_00011842.jpg ADE_train_00011862.jpg '
        'ADE_train_00011863.jpg ADE_train_00011867.jpg ADE_train_00011910.jpg ADE_train_00012009.jpg '
        'ADE_train_00012141.jpg ADE_train_00012154.jpg ADE_train_00012155.jpg ADE_train_00012172.jpg '
        'ADE_train_00012228.jpg ADE_train_00012276.jpg ADE_train_00012323.jpg ADE_train_00012367.jpg '
        'ADE_train_00012370.jpg ADE_train_00012446.jpg ADE_train_00012453.jpg ADE_train_00012725.jpg '
        'ADE_train_00012753.jpg ADE_train_00013034.jpg ADE_train_00013051.jpg ADE_train_00013096.jpg '
        'ADE_train_00013405.jpg ADE_train_00013434.jpg ADE_train_00013454.jpg ADE_train_00013567.jpg '
        'ADE_train_00013735.jpg ADE_train_00013820.jpg ADE_train_00013832.jpg ADE_train_00013858.jpg '
        'ADE_train_00013917.jpg ADE_train_00013973.jpg ADE_train_00014081.jpg ADE_train_00014114.jpg '
        'ADE_train_00014190.jpg ADE_train_00014401.jpg ADE_train_00014447.jpg ADE_train_00014459.jpg '
        'ADE_train_00014557.jpg ADE_train_00014589.jpg ADE_train_00014619.jpg ADE_train_00014650.jpg '
        'ADE_train_00014654.jpg ADE_train_00014725.jpg ADE_train_00014791.jpg ADE_train_00014796.jpg '
        'ADE_train_00014811.jpg ADE_train_00015163.jpg ADE_train_00015207.jpg ADE_train_00015312.jpg '
        'ADE_train_00015365.jpg ADE_train_00015410.jpg ADE_train_00015432.jpg ADE_train_00015503.jpg '
        'ADE_train_00015556.jpg ADE_train_00015645.jpg ADE_train_00015660.jpg ADE_train_00015681.jpg '
        'ADE_train_00015702.jpg ADE_train_00015852.jpg ADE_train_00015894.jpg ADE_train_00015906.jpg '
        'ADE_train_00015949.jpg ADE_train_00015980.jpg ADE_train_00015991.jpg ADE_train_00016016.jpg '
        'ADE_train_00016019.jpg ADE_train_00016112.jpg ADE_train_00016123.jpg ADE_train_00016205.jpg '
        'ADE_train_00016275.jpg ADE_train_00016301.jpg ADE_train_00016374.jpg ADE_train_00016390.jpg '
        'ADE_train_00016463.jpg ADE_train_00016474.jpg ADE_train_00016505.jpg ADE_train_00016624.jpg '
        'ADE_train_00016865.jpg ADE_train_00016931.jpg ADE_train_00016937.jpg ADE_train_00017049.jpg '
        'ADE_train_00017110.jpg ADE_train_00017199.jpg ADE_train_00017212.jpg ADE_train_00017218.jpg '
        'ADE_train_00017281.jpg ADE_train_00017548.jpg ADE_train_00017628.jpg ADE_train_00017640.jpg '
        'ADE_train_00017671.jpg ADE_train_00017929.jpg ADE_train_00018070.jpg ADE_train_00018141.jpg '
        'ADE_train_00018277.jpg ADE_train_00018304.jpg ADE_train_00018346.jpg ADE_train_00018384.jpg '
        'ADE_train_00018463.jpg ADE_train_00018484.jpg ADE_train_00018627.jpg ADE_train_00018671.jpg '
        'ADE_train_00018803.jpg ADE_train_00018871.jpg ADE_train_00018984.jpg ADE_train_00019218.jpg '
        'ADE_train_00019287.jpg ADE_train_00019306.jpg ADE_train_00019314.jpg ADE_train_00019325.jpg '
        'ADE_train_00019462.jpg ADE_train_00019574.jpg ADE_train_00019719.jpg ADE_train_00019743.jpg '
        'ADE_train_00019761.jpg ADE_train_00019766.jpg ADE_train_00019814.jpg ADE_train_00019877.jpg '
        'ADE_train_00019930.jpg ADE_train_00019988.jpg ADE_train_00019991.jpg ADE_train_00020060.jpg '
        'ADE_train_00020101.jpg ADE_train_00020206.jpg'
    ),
    'val/image': (
        'ADE_val_00000045.jpg ADE_val_00000061.jpg ADE_val_00000088.jpg ADE_val_00000115.jpg '
        'ADE_val_00000231.jpg ADE_val_00000290.jpg ADE_val_00000369.jpg ADE_val_00000408.jpg '
        'ADE_val_00000473.jpg ADE_val_00000548.jpg ADE_val_00000581.jpg ADE_val_00000596.jpg '
        'ADE_val_00000678.jpg ADE_val_00000715.jpg ADE_val_00000742.jpg ADE_val_00000912.jpg '
        'ADE_val_00000945.jpg ADE_val_00000962.jpg ADE_val_00001024.jpg ADE_val_00001230.jpg '
        'ADE_val_00001267.jpg ADE_val_00001296.jpg ADE_val_00001393.jpg ADE_val_00001507.jpg '
        'ADE_val_00001510.jpg ADE_val_00001512.jpg ADE_val_00001685.jpg ADE_val_00001752.jpg '
        'ADE_val_00001789.jpg ADE_val_00001936.jpg'
    ),
}


ADE20K_IMAGES_OTHER = {
    'train/image': (
        'COCO_train2014_000000021462.jpg COCO_train2014_000000032474.jpg COCO_train2014_000000039016.jpg '
        'COCO_train2014_000000045494.jpg COCO_train2014_000000060812.jpg COCO_train2014_000000066236.jpg '
        'COCO_train2014_000000067623.jpg COCO_train2014_000000086908.jpg COCO_train2014_000000087569.jpg '
        'COCO_train2014_000000091973.jpg COCO_train2014_000000100812.jpg COCO_train2014_000000110431.jpg '
        'COCO_train2014_000000117413.jpg COCO_train2014_000000129143.jpg COCO_train2014_000000140865.jpg '
        'COCO_train2014_000000147328.jpg COCO_train2014_000000154770.jpg COCO_train2014_000000204014.jpg '
        'COCO_train2014_000000204999.jpg COCO_train2014_000000205875.jpg COCO_train2014_000000221241.jpg '
        'COCO_train2014_000000222608.jpg COCO_train2014_000000241440.jpg COCO_train2014_000000250645.jpg '
        'COCO_train2014_000000250848.jpg COCO_train2014_000000266809.jpg COCO_train2014_000000278737.jpg '
        'COCO_train2014_000000287117.jpg COCO_train2014_000000307757.jpg COCO_train2014_000000358307.jpg '
        'COCO_train2014_000000374248.jpg COCO_train2014_000000388805.jpg COCO_train2014_000000394071.jpg '
        'COCO_train2014_000000396418.jpg COCO_train2014_000000398290.jpg COCO_train2014_000000406535.jpg '
        'COCO_train2014_000000411329.jpg COCO_train2014_000000422954.jpg COCO_train2014_000000424823.jpg '
        'COCO_train2014_000000429332.jpg COCO_train2014_000000471834.jpg COCO_train2014_000000480056.jpg '
        'COCO_train2014_000000482596.jpg COCO_train2014_000000486193.jpg COCO_train2014_000000502409.jpg '
        'COCO_train2014_000000513805.jpg COCO_train2014_000000516328.jpg COCO_train2014_000000517835.jpg '
        'COCO_train2014_000000524174.jpg COCO_train2014_000000527299.jpg COCO_train2014_000000536728.jpg '
        'COCO_train2014_000000547635.jpg COCO_train2014_000000551464.jpg COCO_train2014_000000571665.jpg'
    ),
    'train/label': (
        'ADE_train_00000008.png ADE_train_00000135.png ADE_train_00000396.png ADE_train_00000740.png '
        'ADE_train_00001229.png ADE_train_00001285.png ADE_train_00001527.png ADE_train_00001583.png '
        'ADE_train_00001625.png ADE_train_00001723.png ADE_train_00001770.png ADE_train_00001901.png '
        'ADE_train_00001932.png ADE_train_00001937.png ADE_train_00001954.png ADE_train_00001989.png '
        'ADE_train_00002028.png ADE_train_00002040.png ADE_train_00002058.png ADE_train_00002130.png '
        'ADE_train_00002207.png ADE_train_00002254.png ADE_train_00002290.png ADE_train_00002374.png '
        'ADE_train_00002399.png ADE_train_00002544.png ADE_train_00002641.png ADE_train_00002683.png '
        'ADE_train_00002720.png ADE_train_00002817.png ADE_train_00002973.png ADE_train_00003067.png '
        'ADE_train_00003085.png ADE_train_00003193.png ADE_train_00003325.png ADE_train_00003355.png '
        'ADE_train_00003377.png ADE_train_00003393.png ADE_train_00003603.png ADE_train_00003837.png '
        'ADE_train_00003860.png ADE_train_00003869.png ADE_train_00004057.png ADE_train_00004113.png '
        'ADE_train_00004239.png ADE_train_00004364.png ADE_train_00004487.png ADE_train_00004727.png '
        'ADE_train_00004774.png ADE_train_00004944.png ADE_train_00004946.png ADE_train_00004957.png '
        'ADE_train_00004958.png ADE_train_00004981.png ADE_train_00005319.png ADE_train_00005406.png '
        'ADE_train_00005452.png ADE_train_00005507.png ADE_train_00005775.png ADE_train_00005891.png '
        'ADE_train_00005923.png ADE_train_00005976.png ADE_train_00006157.png ADE_train_00006246.png '
        'ADE_train_00006749.png ADE_train_00006841.png ADE_train_00007036.png ADE_train_00007151.png '
        'ADE_train_00007245.png ADE_train_00007316.png ADE_train_00007562.png ADE_train_00007601.png '
        'ADE_train_00007646.png ADE_train_00007887.png ADE_train_00007999.png ADE_train_00008114.png '
        'ADE_train_00008141.png ADE_train_00008610.png ADE_train_00008846.png ADE_train_00009105.png '
        'ADE_train_00009124.png ADE_train_00009239.png ADE_train_00009326.png ADE_train_00009419.png '
        'ADE_train_00009436.png ADE_train_00009490.png ADE_train_00009823.png ADE_train_00009839.png '
        'ADE_train_00010109.png ADE_train_00010146.png ADE_train_00010281.png ADE_train_00010294.png '
        'ADE_train_00010441.png ADE_train_00010612.png ADE_train_00011143.png ADE_train_00011146.png '
        'ADE_train_00011209.png ADE_train_00011256.png ADE_train_00011371.png ADE_train_00011475.png '
        'ADE_train_00011648.png ADE_train_00011757.png ADE_train_00011849.png ADE_train_00011915.png '
        'ADE_train_00011983.png ADE_train_00012100.png ADE_train_00012203.png ADE_train_00012467.png '
        'ADE_train_00012642.png ADE_train_00012811.png ADE_train_00012858.png ADE_train_00012915.png '
        'ADE_train_00012938.png ADE_train_00012999.png ADE_train_00013039.png ADE_train_00013044.png '
        'ADE_train_00013074.png ADE_train_00013122.png ADE_train_00013162.png ADE_train_00013609.png '
        'ADE_train_00013702.png ADE_train_00013703.png ADE_train_00013729.png ADE_train_00013735.png '
        'ADE_train_00013819.png ADE_train_00013911.png ADE_train_00014012.png ADE_train_00014108.png '
        'ADE_train_00014210.png ADE_train_00014439.png ADE_train_00014603.png ADE_train_00014708.png '
        'ADE_train_00014719.png ADE_train_00014850.png ADE_train_00014949.png ADE_train_00014964.png '
        'ADE_train_00015129.png ADE_train_00015257.png ADE_train_00015536.png ADE_train_00015779.png '
        'ADE_train_00015892.png ADE_train_00016023.png ADE_train_00016178.png ADE_train_00016224.png '
        'ADE_train_00016267.png ADE_train_00016270.png ADE_train_00016276.png ADE_train_00016628.png '
        'ADE_train_00016776.png ADE_train_00016892.png ADE_train_00017210.png ADE_train_00017424.png '
        'ADE_train_00017518.png ADE_train_00017560.png ADE_train_00017584.png ADE_train_00017718.png '
        'ADE_train_00017949.png ADE_train_00018005.png ADE_train_00018030.png ADE_train_00018057.png '
        'ADE_train_00018241.png ADE_train_00018288.png ADE_train_00018327.png ADE_train_00018359.png '
        'ADE_train_00018494.png ADE_train_00018529.png ADE_train_00018558.png ADE_train_00018573.png '
        'ADE_train_00018708.png ADE_train_00018718.png ADE_train_00018777.png ADE_train_00018823.png '
        'ADE_train_00018911.png ADE_train_00018939.png ADE_train_00019003.png ADE_train_00019058.png '
        'ADE_train_00019097.png ADE_train_00019104.png ADE_train_00019188.png ADE_train_00019305.png '
        'ADE_train_00019477.png ADE_train_00019685.png ADE_train_00019955.png ADE_train_00019983.png '
        'ADE_train_00020019.png ADE_train_00020111.png'
    ),
    'val/image': (
        'COCO_train2014_000000076856.jpg COCO_train2014_000000215092.jpg COCO_train2014_000000277700.jpg '
        'COCO_train2014_000000302660.jpg COCO_train2014_000000328427.jpg COCO_train2014_000000547465.jpg'
    ),
    'val/label': (
        'ADE_val_00000028.png ADE_val_00000074.png ADE_val_00000350.png ADE_val_00000455.png '
        'ADE_val_00000575.png ADE_val_00000726.png ADE_val_00000996.png ADE_val_00001120.png '
        'ADE_val_00001252.png ADE_val_00001369.png ADE_val_00001553.png ADE_val_00001687.png '
        'ADE_val_00001701.png ADE_val_00001948.png'
    ),
}


COCOSTUFF_IMAGES_KIND = {
    'train/image': (
        'COCO_train2014_000000000431.jpg COCO_train2014_000000005131.jpg COCO_train2014_000000006664.jpg '
        'COCO_train2014_000000010600.jpg COCO_train2014_000000013160.jpg COCO_train2014_000000013675.jpg '
        'COCO_train2014_000000015617.jpg COCO_train2014_000000018464.jpg COCO_train2014_000000019698.jpg '
        'COCO_train2014_000000021685.jpg COCO_train2014_000000023405.jpg COCO_train2014_000000030446.jpg '
        'COCO_train2014_000000032386.jpg COCO_train2014_000000032809.jpg COCO_train2014_000000033105.jpg '
        'COCO_train2014_000000033841.jpg COCO_train2014_000000033874.jpg COCO_train2014_000000034019.jpg '
        'COCO_train2014_000000034437.jpg COCO_train2014_000000035322.jpg COCO_train2014_000000038584.jpg '
        'COCO_train2014_000000039100.jpg COCO_train2014_000000041673.jpg COCO_train2014_000000047213.jpg '
        'COCO_train2014_000000047512.jpg COCO_train2014_000000055469.jpg COCO_train2014_000000056668.jpg '
        'COCO_train2014_000000059593.jpg COCO_train2014_000000061881.jpg COCO_train2014_000000062589.jpg '
        'COCO_train2014_000000063610.jpg COCO_train2014_000000065360.jpg COCO_train2014_000000066767.jpg '
        'COCO_train2014_000000072454.jpg COCO_train2014_000000076901.jpg COCO_train2014_000000077417.jpg '
        'COCO_train2014_000000078457.jpg COCO_train2014_000000079486.jpg COCO_train2014_000000080105.jpg '
        'COCO_train2014_000000081042.jpg COCO_train2014_000000083641.jpg COCO_train2014_000000085781.jpg '
        'COCO_train2014_000000085921.jpg COCO_train2014_000000087308.jpg COCO_train2014_000000087525.jpg '
        'COCO_train2014_000000090293.jpg COCO_train2014_000000091675.jpg COCO_train2014_000000092002.jpg '
        'COCO_train2014_000000095953.jpg COCO_train2014_000000097056.jpg COCO_train2014_000000097613.jpg '
        'COCO_train2014_000000099539.jpg COCO_train2014_000000100912.jpg COCO_train2014_000000101190.jpg '
        'COCO_train2014_000000103383.jpg COCO_train2014_000000107982.jpg COCO_train2014_000000115718.jpg '
        'COCO_train2014_000000117772.jpg COCO_train2014_000000118219.jpg COCO_train2014_000000120644.jpg '
        'COCO_train2014_000000122916.jpg COCO_train2014_000000126537.jpg COCO_train2014_000000128763.jpg '
        'COCO_train2014_000000129582.jpg COCO_train2014_000000129700.jpg COCO_train2014_000000130735.jpg '
        'COCO_train2014_000000138401.jpg COCO_train2014_000000139711.jpg COCO_train2014_000000140204.jpg '
        'COCO_train2014_000000141038.jpg COCO_train2014_000000141996.jpg COCO_train2014_000000147444.jpg '
        'COCO_train2014_000000149918.jpg COCO_train2014_000000150691.jpg COCO_train2014_000000151351.jpg '
        'COCO_train2014_000000156128.jpg COCO_train2014_000000156963.jpg COCO_train2014_000000157476.jpg '
        'COCO_train2014_000000160810.jpg COCO_train2014_000000164638.jpg COCO_train2014_000000165106.jpg '
        'COCO_train2014_000000168948.jpg COCO_train2014_000000170752.jpg COCO_train2014_000000170834.jpg '
        'COCO_train2014_000000172303.jpg COCO_train2014_000000177829.jpg COCO_train2014_000000180186.jpg '
        'COCO_train2014_000000181564.jpg COCO_train2014_000000192118.jpg COCO_train2014_000000192891.jpg '
        'COCO_train2014_000000193954.jpg COCO_train2014_000000194045.jpg COCO_train2014_000000194616.jpg '
        'COCO_train2014_000000196775.jpg COCO_train2014_000000197437.jpg COCO_train2014_000000198360.jpg '
        'COCO_train2014_000000198382.jpg COCO_train2014_000000203887.jpg COCO_train2014_000000204481.jpg '
        'COCO_train2014_000000204888.jpg COCO_train2014_000000205374.jpg COCO_train2014_000000208782.jpg '
        'COCO_train2014_000000209643.jpg COCO_train2014_000000210693.jpg COCO_train2014_000000211325.jpg '
        'COCO_train2014_000000212781.jpg COCO_train2014_000000222470.jpg COCO_train2014_000000222948.jpg '
        'COCO_train2014_000000235795.jpg COCO_train2014_000000237098.jpg COCO_train2014_000000237419.jpg '
        'COCO_train2014_000000247555.jpg COCO_train2014_000000249663.jpg COCO_train2014_000000255604.jpg '
        'COCO_train2014_000000257752.jpg COCO_train2014_000000262359.jpg COCO_train2014_000000264092.jpg '
        'COCO_train2014_000000264645.jpg COCO_train2014_000000269327.jpg COCO_train2014_000000270160.jpg '
        'COCO_train2014_000000271006.jpg COCO_train2014_000000275371.jpg COCO_train2014_000000276768.jpg '
        'COCO_train2014_000000282380.jpg COCO_train2014_000000285342.jpg COCO_train2014_000000285841.jpg '
        'COCO_train2014_000000285965.jpg COCO_train2014_000000286013.jpg COCO_train2014_000000288187.jpg '
        'COCO_train2014_000000289846.jpg COCO_train2014_000000293066.jpg COCO_train2014_000000293587.jpg '
        'COCO_train2014_000000295236.jpg COCO_train2014_000000297091.jpg COCO_train2014_000000297387.jpg '
        'COCO_train2014_000000301160.jpg COCO_train2014_000000303137.jpg COCO_train2014_000000308095.jpg '
        'COCO_train2014_000000311099.jpg COCO_train2014_000000312476.jpg COCO_train2014_000000312679.jpg '
        'COCO_train2014_000000313285.jpg COCO_train2014_000000324764.jpg COCO_train2014_000000325434.jpg '
        'COCO_train2014_000000326689.jpg COCO_train2014_000000327000.jpg COCO_train2014_000000333151.jpg '
        'COCO_train2014_000000337985.jpg COCO_train2014_000000339798.jpg COCO_train2014_000000340688.jpg '
        'COCO_train2014_000000341430.jpg COCO_train2014_000000344255.jpg COCO_train2014_000000346160.jpg '
        'COCO_train2014_000000349875.jpg COCO_train2014_000000352828.jpg COCO_train2014_000000355291.jpg '
        'COCO_train2014_000000356474.jpg COCO_train2014_000000363499.jpg COCO_train2014_000000369382.jpg '
        'COCO_train2014_000000375054.jpg COCO_train2014_000000378331.jpg COCO_train2014_000000378747.jpg '
        'COCO_train2014_000000379520.jpg COCO_train2014_000000379736.jpg COCO_train2014_000000380586.jpg '
        'COCO_train2014_000000380591.jpg COCO_train2014_000000380665.jpg COCO_train2014_000000381547.jpg '
        'COCO_train2014_000000385276.jpg COCO_train2014_000000386272.jpg COCO_train2014_000000388847.jpg '
        'COCO_train2014_000000389101.jpg COCO_train2014_000000389184.jpg COCO_train2014_000000389760.jpg '
        'COCO_train2014_000000390515.jpg COCO_train2014_000000391651.jpg COCO_train2014_000000393228.jpg '
        'COCO_train2014_000000394756.jpg COCO_train2014_000000396572.jpg COCO_train2014_000000396578.jpg '
        'COCO_train2014_000000398962.jpg COCO_train2014_000000399282.jpg COCO_train2014_000000400642.jpg '
        'COCO_train2014_000000404486.jpg COCO_train2014_000000406866.jpg COCO_train2014_000000408800.jpg '
        'COCO_train2014_000000410084.jpg COCO_train2014_000000418770.jpg COCO_train2014_000000419173.jpg '
        'COCO_train2014_000000420025.jpg COCO_train2014_000000421773.jpg COCO_train2014_000000431008.jpg '
        'COCO_train2014_000000432522.jpg COCO_train2014_000000433297.jpg COCO_train2014_000000437948.jpg '
        'COCO_train2014_000000442868.jpg COCO_train2014_000000445671.jpg COCO_train2014_000000446036.jpg '
        'COCO_train2014_000000447095.jpg COCO_train2014_000000449229.jpg COCO_train2014_000000451529.jpg '
        'COCO_train2014_000000454749.jpg COCO_train2014_000000455672.jpg COCO_train2014_000000458027.jpg '
        'COCO_train2014_000000464810.jpg COCO_train2014_000000465859.jpg COCO_train2014_000000465975.jpg '
        'COCO_train2014_000000466352.jpg COCO_train2014_000000470021.jpg COCO_train2014_000000471846.jpg '
        'COCO_train2014_000000472519.jpg COCO_train2014_000000473705.jpg COCO_train2014_000000473746.jpg '
        'COCO_train2014_000000476114.jpg COCO_train2014_000000478537.jpg COCO_train2014_000000478823.jpg '
        'COCO_train2014_000000479288.jpg COCO_train2014_000000488980.jpg COCO_train2014_000000490830.jpg '
        'COCO_train2014_000000494049.jpg COCO_train2014_000000495580.jpg COCO_train2014_000000497050.jpg '
        'COCO_train2014_000000497622.jpg COCO_train2014_000000499408.jpg COCO_train2014_000000500977.jpg '
        'COCO_train2014_000000502738.jpg COCO_train2014_000000505949.jpg COCO_train2014_000000506545.jpg '
        'COCO_train2014_000000506955.jpg COCO_train2014_000000507996.jpg COCO_train2014_000000512152.jpg '
        'COCO_train2014_000000513796.jpg COCO_train2014_000000514030.jpg COCO_train2014_000000515572.jpg '
        'COCO_train2014_000000516439.jpg COCO_train2014_000000516906.jpg COCO_train2014_000000517878.jpg '
        'COCO_train2014_000000517909.jpg COCO_train2014_000000521225.jpg COCO_train2014_000000521711.jpg '
        'COCO_train2014_000000523831.jpg COCO_train2014_000000525815.jpg COCO_train2014_000000527092.jpg '
        'COCO_train2014_000000530127.jpg COCO_train2014_000000530690.jpg COCO_train2014_000000532638.jpg '
        'COCO_train2014_000000532926.jpg COCO_train2014_000000534065.jpg COCO_train2014_000000537920.jpg '
        'COCO_train2014_000000545361.jpg COCO_train2014_000000547417.jpg COCO_train2014_000000547745.jpg '
        'COCO_train2014_000000551522.jpg COCO_train2014_000000553299.jpg COCO_train2014_000000555654.jpg '
        'COCO_train2014_000000556282.jpg COCO_train2014_000000556497.jpg COCO_train2014_000000557236.jpg '
        'COCO_train2014_000000558475.jpg COCO_train2014_000000561529.jpg COCO_train2014_000000566357.jpg '
        'COCO_train2014_000000569561.jpg COCO_train2014_000000569851.jpg COCO_train2014_000000571236.jpg '
        'COCO_train2014_000000572348.jpg COCO_train2014_000000576622.jpg COCO_train2014_000000579095.jpg'
    ),
    'val/image': (
        'COCO_train2014_000000015239.jpg COCO_train2014_000000017717.jpg COCO_train2014_000000037323.jpg '
        'COCO_train2014_000000079720.jpg COCO_train2014_000000091155.jpg COCO_train2014_000000102793.jpg '
        'COCO_train2014_000000112708.jpg COCO_train2014_000000132041.jpg COCO_train2014_000000137711.jpg '
        'COCO_train2014_000000176392.jpg COCO_train2014_000000181623.jpg COCO_train2014_000000188589.jpg '
        'COCO_train2014_000000208752.jpg COCO_train2014_000000229156.jpg COCO_train2014_000000247515.jpg '
        'COCO_train2014_000000280995.jpg COCO_train2014_000000355582.jpg COCO_train2014_000000378068.jpg '
        'COCO_train2014_000000381036.jpg COCO_train2014_000000384021.jpg COCO_train2014_000000389487.jpg '
        'COCO_train2014_000000425540.jpg COCO_train2014_000000445493.jpg COCO_train2014_000000463823.jpg '
        'COCO_train2014_000000501594.jpg COCO_train2014_000000506598.jpg COCO_train2014_000000512940.jpg '
        'COCO_train2014_000000514939.jpg COCO_train2014_000000527623.jpg COCO_train2014_000000546114.jpg '
        'COCO_train2014_000000560885.jpg COCO_train2014_000000577876.jpg COCO_train2014_000000579271.jpg'
    ),
}


COCOSTUFF_IMAGES_OTHER = {
    'train/image': (
        'ADE_train_00000656.jpg ADE_train_00000993.jpg ADE_train_00001228.jpg ADE_train_00001435.jpg '
        'ADE_train_00001903.jpg ADE_train_00002068.jpg ADE_train_00002110.jpg ADE_train_00002792.jpg '
        'ADE_train_00002820.jpg ADE_train_00002935.jpg ADE_train_00003184.jpg ADE_train_00003531.jpg '
        'ADE_train_00003727.jpg ADE_train_00004140.jpg ADE_train_00004485.jpg ADE_train_00004658.jpg '
        'ADE_train_00004857.jpg ADE_train_00006300.jpg ADE_train_00006329.jpg ADE_train_00006353.jpg '
        'ADE_train_00006814.jpg ADE_train_00006862.jpg ADE_train_00007429.jpg ADE_train_00007674.jpg '
        'ADE_train_00007682.jpg ADE_train_00008109.jpg ADE_train_00008466.jpg ADE_train_00008742.jpg '
        'ADE_train_00011090.jpg ADE_train_00012138.jpg ADE_train_00012301.jpg ADE_train_00012361.jpg '
        'ADE_train_00012422.jpg ADE_train_00012661.jpg ADE_train_00012796.jpg ADE_train_00013131.jpg '
        'ADE_train_00013196.jpg ADE_train_00013359.jpg ADE_train_00014849.jpg ADE_train_00014951.jpg '
        'ADE_train_00015045.jpg ADE_train_00015543.jpg ADE_train_00015896.jpg ADE_train_00015972.jpg '
        'ADE_train_00016013.jpg ADE_train_00016220.jpg ADE_train_00016305.jpg ADE_train_00016593.jpg '
        'ADE_train_00016935.jpg ADE_train_00017046.jpg ADE_train_00017686.jpg ADE_train_00018781.jpg '
        'ADE_train_00018972.jpg ADE_train_00019056.jpg ADE_train_00019881.jpg'
    ),
    'train/label': (
        'COCO_train2014_000000000260.png COCO_train2014_000000004385.png COCO_train2014_000000013020.png '
        'COCO_train2014_000000024072.png COCO_train2014_000000027293.png COCO_train2014_000000039067.png '
        'COCO_train2014_000000040771.png COCO_train2014_000000048824.png COCO_train2014_000000050810.png '
        'COCO_train2014_000000052109.png COCO_train2014_000000055809.png COCO_train2014_000000056699.png '
        'COCO_train2014_000000060699.png COCO_train2014_000000061395.png COCO_train2014_000000061825.png '
        'COCO_train2014_000000062231.png COCO_train2014_000000063321.png COCO_train2014_000000065011.png '
        'COCO_train2014_000000065262.png COCO_train2014_000000065831.png COCO_train2014_000000068576.png '
        'COCO_train2014_000000071043.png COCO_train2014_000000072189.png COCO_train2014_000000073348.png '
        'COCO_train2014_000000073801.png COCO_train2014_000000075144.png COCO_train2014_000000076028.png '
        'COCO_train2014_000000081042.png COCO_train2014_000000083641.png COCO_train2014_000000084529.png '
        'COCO_train2014_000000085035.png COCO_train2014_000000087555.png COCO_train2014_000000092975.png '
        'COCO_train2014_000000096713.png COCO_train2014_000000097568.png COCO_train2014_000000101033.png '
        'COCO_train2014_000000104234.png COCO_train2014_000000104825.png COCO_train2014_000000105603.png '
        'COCO_train2014_000000105901.png COCO_train2014_000000112478.png COCO_train2014_000000118762.png '
        'COCO_train2014_000000120703.png COCO_train2014_000000121461.png COCO_train2014_000000121619.png '
        'COCO_train2014_000000125699.png COCO_train2014_000000126714.png COCO_train2014_000000128567.png '
        'COCO_train2014_000000132104.png COCO_train2014_000000136949.png COCO_train2014_000000140946.png '
        'COCO_train2014_000000149918.png COCO_train2014_000000151364.png COCO_train2014_000000154911.png '
        'COCO_train2014_000000157344.png COCO_train2014_000000157371.png COCO_train2014_000000157815.png '
        'COCO_train2014_000000158299.png COCO_train2014_000000169986.png COCO_train2014_000000173202.png '
        'COCO_train2014_000000174749.png COCO_train2014_000000176397.png COCO_train2014_000000184914.png '
        'COCO_train2014_000000189005.png COCO_train2014_000000189568.png COCO_train2014_000000191828.png '
        'COCO_train2014_000000197221.png COCO_train2014_000000200984.png COCO_train2014_000000219268.png '
        'COCO_train2014_000000221328.png COCO_train2014_000000222206.png COCO_train2014_000000227948.png '
        'COCO_train2014_000000231844.png COCO_train2014_000000235268.png COCO_train2014_000000237477.png '
        'COCO_train2014_000000246041.png COCO_train2014_000000247493.png COCO_train2014_000000249451.png '
        'COCO_train2014_000000258017.png COCO_train2014_000000262935.png COCO_train2014_000000267049.png '
        'COCO_train2014_000000268114.png COCO_train2014_000000272441.png COCO_train2014_000000283377.png '
        'COCO_train2014_000000290511.png COCO_train2014_000000298614.png COCO_train2014_000000299594.png '
        'COCO_train2014_000000303429.png COCO_train2014_000000306433.png COCO_train2014_000000309551.png '
        'COCO_train2014_000000310015.png COCO_train2014_000000311395.png COCO_train2014_000000321238.png '
        'COCO_train2014_000000321592.png COCO_train2014_000000329616.png COCO_train2014_000000330660.png '
        'COCO_train2014_000000332591.png COCO_train2014_000000334671.png COCO_train2014_000000335415.png '
        'COCO_train2014_000000339987.png COCO_train2014_000000344807.png COCO_train2014_000000360283.png '
        'COCO_train2014_000000360309.png COCO_train2014_000000362226.png COCO_train2014_000000363499.png '
        'COCO_train2014_000000366770.png COCO_train2014_000000366975.png COCO_train2014_000000369338.png '
        'COCO_train2014_000000372989.png COCO_train2014_000000376806.png COCO_train2014_000000379962.png '
        'COCO_train2014_000000381837.png COCO_train2014_000000382127.png COCO_train2014_000000384391.png '
        'COCO_train2014_000000387598.png COCO_train2014_000000390581.png COCO_train2014_000000395053.png '
        'COCO_train2014_000000399973.png COCO_train2014_000000405376.png COCO_train2014_000000411824.png '
        'COCO_train2014_000000413421.png COCO_train2014_000000415533.png COCO_train2014_000000415991.png '
        'COCO_train2014_000000418065.png COCO_train2014_000000419375.png COCO_train2014_000000419406.png '
        'COCO_train2014_000000420721.png COCO_train2014_000000422611.png COCO_train2014_000000423749.png '
        'COCO_train2014_000000438968.png COCO_train2014_000000441599.png COCO_train2014_000000441605.png '
        'COCO_train2014_000000442771.png COCO_train2014_000000442868.png COCO_train2014_000000445671.png '
        'COCO_train2014_000000448863.png COCO_train2014_000000452852.png COCO_train2014_000000455496.png '
        'COCO_train2014_000000458751.png COCO_train2014_000000465670.png COCO_train2014_000000472036.png '
        'COCO_train2014_000000475663.png COCO_train2014_000000475839.png COCO_train2014_000000480056.png '
        'COCO_train2014_000000482454.png COCO_train2014_000000483039.png COCO_train2014_000000488303.png '
        'COCO_train2014_000000492417.png COCO_train2014_000000492674.png COCO_train2014_000000502212.png '
        'COCO_train2014_000000502307.png COCO_train2014_000000509587.png COCO_train2014_000000510402.png '
        'COCO_train2014_000000512375.png COCO_train2014_000000513618.png COCO_train2014_000000517068.png '
        'COCO_train2014_000000518100.png COCO_train2014_000000523273.png COCO_train2014_000000524317.png '
        'COCO_train2014_000000525549.png COCO_train2014_000000525591.png COCO_train2014_000000525815.png '
        'COCO_train2014_000000537996.png COCO_train2014_000000542484.png COCO_train2014_000000546002.png '
        'COCO_train2014_000000556065.png COCO_train2014_000000562217.png COCO_train2014_000000564976.png '
        'COCO_train2014_000000566724.png COCO_train2014_000000567665.png COCO_train2014_000000573125.png '
        'COCO_train2014_000000580162.png'
    ),
    'val/image': (
        'ADE_val_00000112.jpg ADE_val_00000823.jpg ADE_val_00001081.jpg ADE_val_00001445.jpg '
        'ADE_val_00001514.jpg'
    ),
    'val/label': (
        'COCO_train2014_000000001264.png COCO_train2014_000000008414.png COCO_train2014_000000015239.png '
        'COCO_train2014_000000072373.png COCO_train2014_000000085114.png COCO_train2014_000000098085.png '
        'COCO_train2014_000000106615.png COCO_train2014_000000139095.png COCO_train2014_000000150197.png '
        'COCO_train2014_000000155776.png COCO_train2014_000000158787.png COCO_train2014_000000197854.png '
        'COCO_train2014_000000200206.png COCO_train2014_000000214719.png COCO_train2014_000000231881.png '
        'COCO_train2014_000000257945.png COCO_train2014_000000266302.png COCO_train2014_000000288171.png '
        'COCO_train2014_000000302715.png COCO_train2014_000000314530.png COCO_train2014_000000315322.png '
        'COCO_train2014_000000340024.png COCO_train2014_000000381036.png COCO_train2014_000000430890.png '
        'COCO_train2014_000000492954.png COCO_train2014_000000506034.png COCO_train2014_000000565979.png '
        'COCO_train2014_000000577221.png'
    ),
}


MODIS_GRANULES_KIND = {
    'tests/data-files': (
        'MCD12Q1.A2001001.h00v08.006.2018142182903.hdf.xml '
        'MCD15A2H.A2022025.h01v11.061.2022035062702.hdf.xml '
        'MCD15A3H.A2022033.h12v10.061.2022039062215.hdf.xml '
        'MCD43A4.A2022019.h10v04.006.2022028111747.hdf.xml MCD43A4.A2022032.h14v10.061.2022041051831.hdf.xml '
        'MCD64A1.A2021335.h10v06.061.2022035055453.hdf.xml MOD09A1.A2022033.h19v10.061.2022042043514.hdf.xml '
        'MOD09Q1.A2022033.h10v10.061.2022042044048.hdf.xml MOD10A1.A2022029.h10v05.006.2022031045818.hdf.xml '
        'MOD10A1.A2022040.h11v05.061.2022042042026.hdf.xml MOD10A2.A2022033.h09v05.061.2022042050729.hdf.xml '
        'MOD11A1.A2022030.h10v05.006.2022031094827.hdf.xml MOD11A1.A2022041.h19v02.061.2022042095544.hdf.xml '
        'MOD11A2.A2022017.h10v05.006.2022026205724.hdf.xml MOD11A2.A2022033.h19v10.061.2022042044121.hdf.xml '
        'MOD13A1.A2022001.h09v05.006.2022018175631.hdf.xml MOD13A1.A2022017.h12v11.061.2022034232214.hdf.xml '
        'MOD13Q1.A2022001.h09v05.006.2022018175746.hdf.xml MOD13Q1.A2022017.h12v11.061.2022034232400.hdf.xml '
        'MOD14A1.A2022017.h10v05.006.2022026155645.hdf.xml MOD14A1.A2022033.h11v05.061.2022041234759.hdf.xml '
        'MOD14A2.A2022017.h10v05.006.2022026155645.hdf.xml MOD14A2.A2022033.h21v05.061.2022041234800.hdf.xml '
        'MOD15A2H.A2022017.h10v05.006.2022026205820.hdf.xml '
        'MOD15A2H.A2022033.h13v10.061.2022042045937.hdf.xml '
        'MOD16A3GF.A2020001.h09v04.006.2022011184136.hdf.xml '
        'MOD16A3GF.A2021001.h11v02.061.2022024075208.hdf.xml '
        'MOD17A2H.A2022017.h09v04.006.2022026222424.hdf.xml '
        'MOD17A2H.A2022025.h08v05.061.2022035065002.hdf.xml '
        'MOD17A2HGF.A2021337.h09v05.006.2022031141000.hdf.xml '
        'MOD17A2HGF.A2021361.h10v06.061.2022020134637.hdf.xml '
        'MOD17A3HGF.A2020001.h09v04.006.2021113150137.hdf.xml '
        'MOD17A3HGF.A2021001.h14v02.061.2022020135800.hdf.xml '
        'MOD21A2.A2005361.h10v04.006.2018286181506.hdf.xml MOD21A2.A2022033.h12v08.061.2022042050733.hdf.xml '
        'MOD44B.A2020065.h09v04.006.2021155155636.hdf.xml MOD44W.A2015001.h10v04.006.2018033150244.hdf.xml '
        'MYD09A1.A2022025.h09v08.061.2022035070021.hdf.xml MYD09Q1.A2022025.h02v08.061.2022035050917.hdf.xml '
        'MYD10A1.A2022043.h21v04.061.2022045035657.hdf.xml MYD10A2.A2022025.h10v05.061.2022035071201.hdf.xml '
        'MYD11A1.A2022039.h21v07.061.2022040192419.hdf.xml MYD11A2.A2022025.h17v00.061.2022035054130.hdf.xml '
        'MYD13A1.A2022009.h25v02.061.2022028071925.hdf.xml MYD13Q1.A2022009.h09v06.061.2022028072010.hdf.xml '
        'MYD14A1.A2022025.h01v07.061.2022035001141.hdf.xml MYD14A2.A2022025.h03v09.061.2022035001140.hdf.xml '
        'MYD15A2H.A2022025.h22v08.061.2022035072026.hdf.xml '
        'MYD16A3GF.A2021001.h11v02.061.2022024220526.hdf.xml '
        'MYD17A2H.A2022025.h22v08.061.2022035120601.hdf.xml '
        'MYD17A2HGF.A2021361.h13v09.061.2022021010829.hdf.xml '
        'MYD17A3HGF.A2021001.h13v09.061.2022021012736.hdf.xml '
        'MYD21A2.A2022025.h10v06.061.2022035072054.hdf.xml'
    ),
}


MODIS_GRANULES_OTHER = {
    '': (
        'docker/test environment.yml examples/file-list-061.txt examples/file-list.txt '
        'examples/modis-006/catalog.json '
        'examples/modis-006/modis-11A1-006/MOD11A1.A2022103.h09v05.006.2022104093154/MOD11A1.A2022103.h09v05.006.2022104093154.json '
        'examples/modis-006/modis-11A1-006/collection.json '
        'examples/modis-006/modis-11A2-006/MOD11A2.A2022017.h10v05.006/MOD11A2.A2022017.h10v05.006.json '
        'examples/modis-006/modis-11A2-006/collection.json '
        'examples/modis-006/modis-12Q1-006/MCD12Q1.A2001001.h00v08.006/MCD12Q1.A2001001.h00v08.006.json '
        'examples/modis-006/modis-13A1-006/MOD13A1.A2022001.h09v05.006/MOD13A1.A2022001.h09v05.006.json '
        'examples/modis-006/modis-13A1-006/collection.json examples/modis-006/modis-13Q1-006/collection.json '
        'examples/modis-006/modis-14A1-006/collection.json '
        'examples/modis-006/modis-15A2H-006/MOD15A2H.A2022017.h10v05.006/MOD15A2H.A2022017.h10v05.006.json '
        'examples/modis-006/modis-16A3GF-006/MOD16A3GF.A2020001.h09v04.006/MOD16A3GF.A2020001.h09v04.006.json '
        'examples/modis-006/modis-16A3GF-006/collection.json '
        'examples/modis-006/modis-17A2H-006/MOD17A2H.A2022017.h09v04.006/MOD17A2H.A2022017.h09v04.006.json '
        'examples/modis-006/modis-17A2H-006/collection.json '
        'examples/modis-006/modis-17A3HGF-006/MOD17A3HGF.A2020001.h09v04.006/MOD17A3HGF.A2020001.h09v04.006.json '
        'examples/modis-006/modis-44B-006/collection.json examples/modis-061/catalog.json '
        'examples/modis-061/modis-09Q1-061/MYD09Q1.A2022025.h02v08.061/MYD09Q1.A2022025.h02v08.061.json '
        'examples/modis-061/modis-10A2-061/MOD10A2.A2022033.h09v05.061/MOD10A2.A2022033.h09v05.061.json '
        'examples/modis-061/modis-11A1-061/MYD11A1.A2022039.h21v07.061/MYD11A1.A2022039.h21v07.061.json '
        'examples/modis-061/modis-13A1-061/collection.json '
        'examples/modis-061/modis-14A2-061/MYD14A2.A2022025.h03v09.061/MYD14A2.A2022025.h03v09.061.json '
        'examples/modis-061/modis-15A2H-061/MYD15A2H.A2022025.h22v08.061/MYD15A2H.A2022025.h22v08.061.json '
        'examples/modis-061/modis-17A2H-061/collection.json '
        'examples/modis-061/modis-17A3HGF-061/MOD17A3HGF.A2021001.h14v02.061/MOD17A3HGF.A2021001.h14v02.061.json '
        'examples/modis-061/modis-21A2-061/MYD21A2.A2022025.h10v06.061/MYD21A2.A2022025.h10v06.061.json '
        'examples/modis-061/modis-21A2-061/collection.json '
        'src/stactools/modis/fragments/09Q1/061/collection.json '
        'src/stactools/modis/fragments/09Q1/061/item.json '
        'src/stactools/modis/fragments/10A1/061/collection.json '
        'src/stactools/modis/fragments/10A2/061/item.json src/stactools/modis/fragments/11A1/006/item.json '
        'src/stactools/modis/fragments/11A2/006/collection.json '
        'src/stactools/modis/fragments/13A1/006/collection.json '
        'src/stactools/modis/fragments/13A1/006/item.json src/stactools/modis/fragments/13Q1/006/bands.json '
        'src/stactools/modis/fragments/14A1/006/bands.json src/stactools/modis/fragments/14A1/006/item.json '
        'src/stactools/modis/fragments/14A1/061/item.json src/stactools/modis/fragments/15A2H/061/item.json '
        'src/stactools/modis/fragments/15A3H/061/bands.json '
        'src/stactools/modis/fragments/17A2H/006/item.json '
        'src/stactools/modis/fragments/17A2H/061/bands.json '
        'src/stactools/modis/fragments/17A2H/061/item.json '
        'src/stactools/modis/fragments/17A2HGF/006/bands.json '
        'src/stactools/modis/fragments/17A2HGF/061/collection.json '
        'src/stactools/modis/fragments/17A3HGF/061/item.json '
        'src/stactools/modis/fragments/21A2/006/item.json src/stactools/modis/fragments/21A2/061/bands.json '
        'src/stactools/modis/fragments/43A4/006/item.json src/stactools/modis/fragments/44B/006/bands.json '
        'src/stactools/modis/fragments/64A1/061/item.json tests/__init__.py tests/test_file.py '
        'tests/data-files/expected/MCD12Q1/006/MCD12Q1.A2001001.h00v08.006/MCD12Q1.A2001001.h00v08.006.json '
        'tests/data-files/expected/MCD43A4/061/collection.json '
        'tests/data-files/expected/MCD64A1/061/collection.json '
        'tests/data-files/expected/MOD09A1/061/collection.json '
        'tests/data-files/expected/MOD10A1/006/collection.json '
        'tests/data-files/expected/MOD10A1/061/collection.json '
        'tests/data-files/expected/MOD11A1/006/MOD11A1.A2022030.h10v05.006/MOD11A1.A2022030.h10v05.006.json '
        'tests/data-files/expected/MOD11A1/061/MOD11A1.A2022041.h19v02.061/MOD11A1.A2022041.h19v02.061.json '
        'tests/data-files/expected/MOD11A1/061/collection.json '
        'tests/data-files/expected/MOD11A2/061/MOD11A2.A2022033.h19v10.061/MOD11A2.A2022033.h19v10.061.json '
        'tests/data-files/expected/MOD13A1/006/MOD13A1.A2022001.h09v05.006/MOD13A1.A2022001.h09v05.006.json '
        'tests/data-files/expected/MOD13A1/061/MOD13A1.A2022017.h12v11.061/MOD13A1.A2022017.h12v11.061.json '
        'tests/data-files/expected/MOD13A1/061/collection.json '
        'tests/data-files/expected/MOD13Q1/006/MOD13Q1.A2022001.h09v05.006/MOD13Q1.A2022001.h09v05.006.json '
        'tests/data-files/expected/MOD14A2/006/MOD14A2.A2022017.h10v05.006/MOD14A2.A2022017.h10v05.006.json '
        'tests/data-files/expected/MOD15A2H/006/collection.json '
        'tests/data-files/expected/MOD16A3GF/006/MOD16A3GF.A2020001.h09v04.006/MOD16A3GF.A2020001.h09v04.006.json '
        'tests/data-files/expected/MOD16A3GF/006/collection.json '
        'tests/data-files/expected/MOD17A2H/061/MOD17A2H.A2022025.h08v05.061/MOD17A2H.A2022025.h08v05.061.json '
        'tests/data-files/expected/MOD17A2H/061/collection.json '
        'tests/data-files/expected/MOD17A3HGF/006/collection.json '
        'tests/data-files/expected/MOD21A2/006/MOD21A2.A2005361.h10v04.006/MOD21A2.A2005361.h10v04.006.json '
        'tests/data-files/expected/MOD21A2/006/collection.json '
        'tests/data-files/expected/MOD21A2/061/MOD21A2.A2022033.h12v08.061/MOD21A2.A2022033.h12v08.061.json '
        'tests/data-files/expected/MOD44B/006/MOD44B.A2020065.h09v04.006/MOD44B.A2020065.h09v04.006.json '
        'tests/data-files/expected/MYD10A1/061/MYD10A1.A2022043.h21v04.061/MYD10A1.A2022043.h21v04.061.json '
        'tests/data-files/expected/MYD10A2/061/collection.json '
        'tests/data-files/expected/MYD13A1/061/collection.json '
        'tests/data-files/expected/MYD14A2/061/MYD14A2.A2022025.h03v09.061/MYD14A2.A2022025.h03v09.061.json '
        'tests/data-files/expected/MYD14A2/061/collection.json '
        'tests/data-files/expected/MYD17A2HGF/061/MYD17A2HGF.A2021361.h13v09.061/MYD17A2HGF.A2021361.h13v09.061.json '
        'tests/data-files/expected/MYD21A2/061/MYD21A2.A2022025.h10v06.061/MYD21A2.A2022025.h10v06.061.json'
    ),
    'scripts': (
        'add_publications.py cibuild fixup_2022_03_21.py'
    ),
    'src/stactools/modis': (
        'builder.py metadata.py product.py'
    ),
    'tests/data-files': (
        'MCD43A4.A2022073.h28v08.006.2022082044758_B01_cropped.TIF '
        'MOD10A2.A2022033.h09v05.061.2022042050729.hdf '
        'MOD10A2.A2022033.h09v05.061.2022042050729_Eight_Day_Snow_Cover.tif '
        'MOD10A2.A2022033.h09v05.061.2022042050729_Maximum_Snow_Extent.tif '
        'MOD11A1.A2022103.h09v05.006.2022104093154_CDC_B11_cropped.TIF '
        'MOD13A1.A2022081.h09v05.006.2022101145817_BR_B06_cropped.TIF'
    ),
    'tests/data-files/expected': (
        'MCD43A4.A2022073.h28v08.006.2022082044758_B01_cropped.json '
        'MOD11A1.A2022103.h09v05.006.2022104093154_CDC_B11_cropped.json '
        'MOD13A1.A2022081.h09v05.006.2022101145817_BR_B06_cropped.json'
    ),
}


MODIS_ITEMS_KIND = {
    '': (
        'tests/data-files/expected/MCD12Q1/006/MCD12Q1.A2001001.h00v08.006/MCD12Q1.A2001001.h00v08.006.json '
        'tests/data-files/expected/MCD15A2H/061/MCD15A2H.A2022025.h01v11.061/MCD15A2H.A2022025.h01v11.061.json '
        'tests/data-files/expected/MCD15A3H/061/MCD15A3H.A2022033.h12v10.061/MCD15A3H.A2022033.h12v10.061.json '
        'tests/data-files/expected/MCD43A4/006/MCD43A4.A2022019.h10v04.006/MCD43A4.A2022019.h10v04.006.json '
        'tests/data-files/expected/MCD43A4/061/MCD43A4.A2022032.h14v10.061/MCD43A4.A2022032.h14v10.061.json '
        'tests/data-files/expected/MCD64A1/061/MCD64A1.A2021335.h10v06.061/MCD64A1.A2021335.h10v06.061.json '
        'tests/data-files/expected/MOD09A1/061/MOD09A1.A2022033.h19v10.061/MOD09A1.A2022033.h19v10.061.json '
        'tests/data-files/expected/MOD09Q1/061/MOD09Q1.A2022033.h10v10.061/MOD09Q1.A2022033.h10v10.061.json '
        'tests/data-files/expected/MOD10A1/006/MOD10A1.A2022029.h10v05.006/MOD10A1.A2022029.h10v05.006.json '
        'tests/data-files/expected/MOD10A1/061/MOD10A1.A2022040.h11v05.061/MOD10A1.A2022040.h11v05.061.json '
        'tests/data-files/expected/MOD10A2/061/MOD10A2.A2022033.h09v05.061/MOD10A2.A2022033.h09v05.061.json '
        'tests/data-files/expected/MOD11A1/006/MOD11A1.A2022030.h10v05.006/MOD11A1.A2022030.h10v05.006.json '
        'tests/data-files/expected/MOD11A1/061/MOD11A1.A2022041.h19v02.061/MOD11A1.A2022041.h19v02.061.json '
        'tests/data-files/expected/MOD11A2/006/MOD11A2.A2022017.h10v05.006/MOD11A2.A2022017.h10v05.006.json '
        'tests/data-files/expected/MOD11A2/061/MOD11A2.A2022033.h19v10.061/MOD11A2.A2022033.h19v10.061.json '
        'tests/data-files/expected/MOD13A1/006/MOD13A1.A2022001.h09v05.006/MOD13A1.A2022001.h09v05.006.json '
        'tests/data-files/expected/MOD13A1/061/MOD13A1.A2022017.h12v11.061/MOD13A1.A2022017.h12v11.061.json '
        'tests/data-files/expected/MOD13Q1/006/MOD13Q1.A2022001.h09v05.006/MOD13Q1.A2022001.h09v05.006.json '
        'tests/data-files/expected/MOD13Q1/061/MOD13Q1.A2022017.h12v11.061/MOD13Q1.A2022017.h12v11.061.json '
        'tests/data-files/expected/MOD14A1/006/MOD14A1.A2022017.h10v05.006/MOD14A1.A2022017.h10v05.006.json '
        'tests/data-files/expected/MOD14A1/061/MOD14A1.A2022033.h11v05.061/MOD14A1.A2022033.h11v05.061.json '
        'tests/data-files/expected/MOD14A2/006/MOD14A2.A2022017.h10v05.006/MOD14A2.A2022017.h10v05.006.json '
        'tests/data-files/expected/MOD14A2/061/MOD14A2.A2022033.h21v05.061/MOD14A2.A2022033.h21v05.061.json '
        'tests/data-files/expected/MOD15A2H/006/MOD15A2H.A2022017.h10v05.006/MOD15A2H.A2022017.h10v05.006.json '
        'tests/data-files/expected/MOD15A2H/061/MOD15A2H.A2022033.h13v10.061/MOD15A2H.A2022033.h13v10.061.json '
        'tests/data-files/expected/MOD16A3GF/006/MOD16A3GF.A2020001.h09v04.006/MOD16A3GF.A2020001.h09v04.006.json '
        'tests/data-files/expected/MOD16A3GF/061/MOD16A3GF.A2021001.h11v02.061/MOD16A3GF.A2021001.h11v02.061.json '
        'tests/data-files/expected/MOD17A2H/006/MOD17A2H.A2022017.h09v04.006/MOD17A2H.A2022017.h09v04.006.json '
        'tests/data-files/expected/MOD17A2H/061/MOD17A2H.A2022025.h08v05.061/MOD17A2H.A2022025.h08v05.061.json '
        'tests/data-files/expected/MOD17A2HGF/006/MOD17A2HGF.A2021337.h09v05.006/MOD17A2HGF.A2021337.h09v05.006.json '
        'tests/data-files/expected/MOD17A2HGF/061/MOD17A2HGF.A2021361.h10v06.061/MOD17A2HGF.A2021361.h10v06.061.json '
        'tests/data-files/expected/MOD17A3HGF/006/MOD17A3HGF.A2020001.h09v04.006/MOD17A3HGF.A2020001.h09v04.006.json '
        'tests/data-files/expected/MOD17A3HGF/061/MOD17A3HGF.A2021001.h14v02.061/MOD17A3HGF.A2021001.h14v02.061.json '
        'tests/data-files/expected/MOD21A2/006/MOD21A2.A2005361.h10v04.006/MOD21A2.A2005361.h10v04.006.json '
        'tests/data-files/expected/MOD21A2/061/MOD21A2.A2022033.h12v08.061/MOD21A2.A2022033.h12v08.061.json '
        'tests/data-files/expected/MOD44B/006/MOD44B.A2020065.h09v04.006/MOD44B.A2020065.h09v04.006.json '
        'tests/data-files/expected/MOD44W/006/MOD44W.A2015001.h10v04.006/MOD44W.A2015001.h10v04.006.json '
        'tests/data-files/expected/MYD09A1/061/MYD09A1.A2022025.h09v08.061/MYD09A1.A2022025.h09v08.061.json '
        'tests/data-files/expected/MYD09Q1/061/MYD09Q1.A2022025.h02v08.061/MYD09Q1.A2022025.h02v08.061.json '
        'tests/data-files/expected/MYD10A1/061/MYD10A1.A2022043.h21v04.061/MYD10A1.A2022043.h21v04.061.json '
        'tests/data-files/expected/MYD10A2/061/MYD10A2.A2022025.h10v05.061/MYD10A2.A2022025.h10v05.061.json '
        'tests/data-files/expected/MYD11A1/061/MYD11A1.A2022039.h21v07.061/MYD11A1.A2022039.h21v07.061.json '
        'tests/data-files/expected/MYD11A2/061/MYD11A2.A2022025.h17v00.061/MYD11A2.A2022025.h17v00.061.json '
        'tests/data-files/expected/MYD13A1/061/MYD13A1.A2022009.h25v02.061/MYD13A1.A2022009.h25v02.061.json '
        'tests/data-files/expected/MYD13Q1/061/MYD13Q1.A2022009.h09v06.061/MYD13Q1.A2022009.h09v06.061.json '
        'tests/data-files/expected/MYD14A1/061/MYD14A1.A2022025.h01v07.061/MYD14A1.A2022025.h01v07.061.json '
        'tests/data-files/expected/MYD14A2/061/MYD14A2.A2022025.h03v09.061/MYD14A2.A2022025.h03v09.061.json '
        'tests/data-files/expected/MYD15A2H/061/MYD15A2H.A2022025.h22v08.061/MYD15A2H.A2022025.h22v08.061.json '
        'tests/data-files/expected/MYD16A3GF/061/MYD16A3GF.A2021001.h11v02.061/MYD16A3GF.A2021001.h11v02.061.json '
        'tests/data-files/expected/MYD17A2H/061/MYD17A2H.A2022025.h22v08.061/MYD17A2H.A2022025.h22v08.061.json '
        'tests/data-files/expected/MYD17A2HGF/061/MYD17A2HGF.A2021361.h13v09.061/MYD17A2HGF.A2021361.h13v09.061.json '
        'tests/data-files/expected/MYD17A3HGF/061/MYD17A3HGF.A2021001.h13v09.061/MYD17A3HGF.A2021001.h13v09.061.json '
        'tests/data-files/expected/MYD21A2/061/MYD21A2.A2022025.h10v06.061/MYD21A2.A2022025.h10v06.061.json'
    ),
}


MODIS_ITEMS_OTHER = {
    '': (
        'examples/file-list-061.txt examples/file-list.txt examples/modis-006/catalog.json '
        'examples/modis-006/modis-10A1-006/MOD10A1.A2022029.h10v05.006/MOD10A1.A2022029.h10v05.006.json '
        'examples/modis-006/modis-11A1-006/MOD11A1.A2022030.h10v05.006/MOD11A1.A2022030.h10v05.006.json '
        'examples/modis-006/modis-11A2-006/MOD11A2.A2022017.h10v05.006/MOD11A2.A2022017.h10v05.006.json '
        'examples/modis-006/modis-11A2-006/collection.json '
        'examples/modis-006/modis-12Q1-006/MCD12Q1.A2001001.h00v08.006/MCD12Q1.A2001001.h00v08.006.json '
        'examples/modis-006/modis-12Q1-006/collection.json '
        'examples/modis-006/modis-13A1-006/MOD13A1.A2022001.h09v05.006/MOD13A1.A2022001.h09v05.006.json '
        'examples/modis-006/modis-13A1-006/MOD13A1.A2022081.h09v05.006.2022101145817/MOD13A1.A2022081.h09v05.006.2022101145817.json '
        'examples/modis-006/modis-13A1-006/collection.json '
        'examples/modis-006/modis-13Q1-006/MOD13Q1.A2022001.h09v05.006/MOD13Q1.A2022001.h09v05.006.json '
        'examples/modis-006/modis-14A1-006/MOD14A1.A2022017.h10v05.006/MOD14A1.A2022017.h10v05.006.json '
        'examples/modis-006/modis-14A2-006/MOD14A2.A2022017.h10v05.006/MOD14A2.A2022017.h10v05.006.json '
        'examples/modis-006/modis-14A2-006/collection.json '
        'examples/modis-006/modis-15A2H-006/MOD15A2H.A2022017.h10v05.006/MOD15A2H.A2022017.h10v05.006.json '
        'examples/modis-006/modis-16A3GF-006/MOD16A3GF.A2020001.h09v04.006/MOD16A3GF.A2020001.h09v04.006.json '
        'examples/modis-006/modis-16A3GF-006/collection.json '
        'examples/modis-006/modis-17A2H-006/MOD17A2H.A2022017.h09v04.006/MOD17A2H.A2022017.h09v04.006.json '
        'examples/modis-006/modis-17A2H-006/collection.json '
        'examples/modis-006/modis-17A2HGF-006/MOD17A2HGF.A2021337.h09v05.006/MOD17A2HGF.A2021337.h09v05.006.json '
        'examples/modis-006/modis-17A3HGF-006/MOD17A3HGF.A2020001.h09v04.006/MOD17A3HGF.A2020001.h09v04.006.json '
        'examples/modis-006/modis-21A2-006/MOD21A2.A2005361.h10v04.006/MOD21A2.A2005361.h10v04.006.json '
        'examples/modis-006/modis-21A2-006/collection.json '
        'examples/modis-006/modis-43A4-006/MCD43A4.A2022019.h10v04.006/MCD43A4.A2022019.h10v04.006.json '
        'examples/modis-006/modis-44B-006/MOD44B.A2020065.h09v04.006/MOD44B.A2020065.h09v04.006.json '
        'examples/modis-006/modis-44B-006/collection.json '
        'examples/modis-006/modis-44W-006/MOD44W.A2015001.h10v04.006/MOD44W.A2015001.h10v04.006.json '
        'examples/modis-061/catalog.json '
        'examples/modis-061/modis-09A1-061/MOD09A1.A2022033.h19v10.061/MOD09A1.A2022033.h19v10.061.json '
        'examples/modis-061/modis-09A1-061/MYD09A1.A2022025.h09v08.061/MYD09A1.A2022025.h09v08.061.json '
        'examples/modis-061/modis-09Q1-061/MOD09Q1.A2022033.h10v10.061/MOD09Q1.A2022033.h10v10.061.json '
        'examples/modis-061/modis-09Q1-061/MYD09Q1.A2022025.h02v08.061/MYD09Q1.A2022025.h02v08.061.json '
        'examples/modis-061/modis-09Q1-061/collection.json '
        'examples/modis-061/modis-10A1-061/MOD10A1.A2022040.h11v05.061/MOD10A1.A2022040.h11v05.061.json '
        'examples/modis-061/modis-10A1-061/MYD10A1.A2022043.h21v04.061/MYD10A1.A2022043.h21v04.061.json '
        'examples/modis-061/modis-10A1-061/collection.json '
        'examples/modis-061/modis-10A2-061/MOD10A2.A2022033.h09v05.061/MOD10A2.A2022033.h09v05.061.json '
        'examples/modis-061/modis-10A2-061/MYD10A2.A2022025.h10v05.061/MYD10A2.A2022025.h10v05.061.json '
        'examples/modis-061/modis-11A1-061/MOD11A1.A2022041.h19v02.061/MOD11A1.A2022041.h19v02.061.json '
        'examples/modis-061/modis-11A1-061/MYD11A1.A2022039.h21v07.061/MYD11A1.A2022039.h21v07.061.json '
        'examples/modis-061/modis-11A2-061/MOD11A2.A2022033.h19v10.061/MOD11A2.A2022033.h19v10.061.json '
        'examples/modis-061/modis-11A2-061/MYD11A2.A2022025.h17v00.061/MYD11A2.A2022025.h17v00.061.json '
        'examples/modis-061/modis-11A2-061/collection.json '
        'examples/modis-061/modis-13A1-061/MOD13A1.A2022017.h12v11.061/MOD13A1.A2022017.h12v11.061.json '
        'examples/modis-061/modis-13A1-061/MYD13A1.A2022009.h25v02.061/MYD13A1.A2022009.h25v02.061.json '
        'examples/modis-061/modis-13Q1-061/MOD13Q1.A2022017.h12v11.061/MOD13Q1.A2022017.h12v11.061.json '
        'examples/modis-061/modis-13Q1-061/MYD13Q1.A2022009.h09v06.061/MYD13Q1.A2022009.h09v06.061.json '
        'examples/modis-061/modis-14A1-061/MOD14A1.A2022033.h11v05.061/MOD14A1.A2022033.h11v05.061.json '
        'examples/modis-061/modis-14A1-061/MYD14A1.A2022025.h01v07.061/MYD14A1.A2022025.h01v07.061.json '
        'examples/modis-061/modis-14A2-061/MOD14A2.A2022033.h21v05.061/MOD14A2.A2022033.h21v05.061.json '
        'examples/modis-061/modis-14A2-061/MYD14A2.A2022025.h03v09.061/MYD14A2.A2022025.h03v09.061.json '
        'examples/modis-061/modis-15A2H-061/MCD15A2H.A2022025.h01v11.061/MCD15A2H.A2022025.h01v11.061.json '
        'examples/modis-061/modis-15A2H-061/MOD15A2H.A2022033.h13v10.061/MOD15A2H.A2022033.h13v10.061.json '
        'examples/modis-061/modis-15A2H-061/MYD15A2H.A2022025.h22v08.061/MYD15A2H.A2022025.h22v08.061.json '
        'examples/modis-061/modis-15A3H-061/MCD15A3H.A2022033.h12v10.061/MCD15A3H.A2022033.h12v10.061.json '
        'examples/modis-061/modis-16A3GF-061/MOD16A3GF.A2021001.h11v02.061/MOD16A3GF.A2021001.h11v02.061.json '
        'examples/modis-061/modis-16A3GF-061/MYD16A3GF.A2021001.h11v02.061/MYD16A3GF.A2021001.h11v02.061.json '
        'examples/modis-061/modis-17A2H-061/MOD17A2H.A2022025.h08v05.061/MOD17A2H.A2022025.h08v05.061.json '
        'examples/modis-061/modis-17A2H-061/MYD17A2H.A2022025.h22v08.061/MYD17A2H.A2022025.h22v08.061.json '
        'examples/modis-061/modis-17A2H-061/collection.json '
        'examples/modis-061/modis-17A2HGF-061/MOD17A2HGF.A2021361.h10v06.061/MOD17A2HGF.A2021361.h10v06.061.json '
        'examples/modis-061/modis-17A2HGF-061/MYD17A2HGF.A2021361.h13v09.061/MYD17A2HGF.A2021361.h13v09.061.json '
        'examples/modis-061/modis-17A3HGF-061/MOD17A3HGF.A2021001.h14v02.061/MOD17A3HGF.A2021001.h14v02.061.json '
        'examples/modis-061/modis-17A3HGF-061/MYD17A3HGF.A2021001.h13v09.061/MYD17A3HGF.A2021001.h13v09.061.json '
        'examples/modis-061/modis-21A2-061/MOD21A2.A2022033.h12v08.061/MOD21A2.A2022033.h12v08.061.json '
        'examples/modis-061/modis-21A2-061/MYD21A2.A2022025.h10v06.061/MYD21A2.A2022025.h10v06.061.json '
        'examples/modis-061/modis-21A2-061/collection.json '
        'examples/modis-061/modis-43A4-061/MCD43A4.A2022032.h14v10.061/MCD43A4.A2022032.h14v10.061.json '
        'examples/modis-061/modis-64A1-061/MCD64A1.A2021335.h10v06.061/MCD64A1.A2021335.h10v06.061.json '
        'requirements-dev.txt src/stactools/modis/fragments/09A1/061/item.json '
        'src/stactools/modis/fragments/10A1/006/bands.json src/stactools/modis/fragments/11A1/006/bands.json '
        'src/stactools/modis/fragments/11A1/006/item.json '
        'src/stactools/modis/fragments/11A1/061/collection.json '
        'src/stactools/modis/fragments/11A2/006/item.json src/stactools/modis/fragments/11A2/061/bands.json '
        'src/stactools/modis/fragments/11A2/061/item.json '
        'src/stactools/modis/fragments/13Q1/006/collection.json '
        'src/stactools/modis/fragments/14A2/061/collection.json '
        'src/stactools/modis/fragments/15A2H/006/item.json '
        'src/stactools/modis/fragments/15A2H/061/bands.json '
        'src/stactools/modis/fragments/15A2H/061/collection.json '
        'src/stactools/modis/fragments/15A3H/061/item.json '
        'src/stactools/modis/fragments/16A3GF/006/bands.json '
        'src/stactools/modis/fragments/16A3GF/061/collection.json '
        'src/stactools/modis/fragments/17A2H/006/collection.json '
        'src/stactools/modis/fragments/17A2HGF/006/bands.json '
        'src/stactools/modis/fragments/17A3HGF/006/bands.json '
        'src/stactools/modis/fragments/17A3HGF/061/collection.json '
        'src/stactools/modis/fragments/21A2/006/bands.json src/stactools/modis/fragments/43A4/006/item.json '
        'src/stactools/modis/fragments/43A4/061/collection.json '
        'src/stactools/modis/fragments/44B/006/collection.json '
        'src/stactools/modis/fragments/64A1/061/bands.json '
        'tests/data-files/expected/MCD12Q1/006/collection.json '
        'tests/data-files/expected/MCD15A2H/061/collection.json '
        'tests/data-files/expected/MCD43A4/006/collection.json '
        'tests/data-files/expected/MCD64A1/061/collection.json '
        'tests/data-files/expected/MOD09A1/061/collection.json '
        'tests/data-files/expected/MOD09Q1/061/collection.json '
        'tests/data-files/expected/MOD11A1.A2022103.h09v05.006.2022104093154_CDC_B11_cropped.json '
        'tests/data-files/expected/MOD13A1.A2022081.h09v05.006.2022101145817_BR_B06_cropped.json '
        'tests/data-files/expected/MOD11A1/061/collection.json '
        'tests/data-files/expected/MOD13A1/006/collection.json '
        'tests/data-files/expected/MOD13Q1/006/collection.json '
        'tests/data-files/expected/MOD13Q1/061/collection.json '
        'tests/data-files/expected/MOD14A1/061/collection.json '
        'tests/data-files/expected/MOD14A2/006/collection.json '
        'tests/data-files/expected/MOD15A2H/006/collection.json '
        'tests/data-files/expected/MOD15A2H/061/collection.json '
        'tests/data-files/expected/MOD17A2H/006/collection.json '
        'tests/data-files/expected/MOD17A2H/061/collection.json '
        'tests/data-files/expected/MOD17A2HGF/006/collection.json '
        'tests/data-files/expected/MOD44B/006/collection.json '
        'tests/data-files/expected/MYD11A1/061/collection.json '
        'tests/data-files/expected/MYD13Q1/061/collection.json '
        'tests/data-files/expected/MYD16A3GF/061/collection.json '
        'tests/data-files/expected/MYD21A2/061/collection.json tests/test_commands.py'
    ),
    'docker': (
        'Dockerfile notebook test'
    ),
    'scripts': (
        'add_classification_2022_03_30.py download_external_data.py lint test'
    ),
    'src/stactools/modis': (
        '__init__.py commands.py file.py sinusoidal.py stac.py utils.py'
    ),
    'src/stactools/modis/fragments/13A1/061': (
        'bands.json collection.json item.json'
    ),
    'tests/data-files': (
        'MCD12Q1.A2001001.h00v08.006.2018142182903.hdf.xml '
        'MCD43A4.A2022073.h28v08.006.2022082044758_B01_cropped.TIF '
        'MCD64A1.A2021335.h10v06.061.2022035055453.hdf.xml MOD09Q1.A2022033.h10v10.061.2022042044048.hdf.xml '
        'MOD10A1.A2022029.h10v05.006.2022031045818.hdf.xml '
        'MOD10A2.A2022033.h09v05.061.2022042050729_Eight_Day_Snow_Cover.tif '
        'MOD11A1.A2022030.h10v05.006.2022031094827.hdf.xml MOD13A1.A2022001.h09v05.006.2022018175631.hdf.xml '
        'MOD13Q1.A2022001.h09v05.006.2022018175746.hdf.xml '
        'MOD15A2H.A2022017.h10v05.006.2022026205820.hdf.xml '
        'MOD17A3HGF.A2020001.h09v04.006.2021113150137.hdf.xml '
        'MYD09Q1.A2022025.h02v08.061.2022035050917.hdf.xml MYD10A1.A2022043.h21v04.061.2022045035657.hdf.xml '
        'MYD13Q1.A2022009.h09v06.061.2022028072010.hdf.xml '
        'MYD15A2H.A2022025.h22v08.061.2022035072026.hdf.xml'
    ),
}


S2_PRODUCTS_KIND = {
    '': (
        'tests/data-files/S2A_MSIL1C_20200717T221941_R029_T01LAC_20200717T234135.SAFE/MTD_MSIL1C.xml '
        'tests/data-files/S2A_MSIL1C_20210908T042701_N0301_R133_T46RER_20210908T070248.SAFE/MTD_MSIL1C.xml '
        'tests/data-files/S2A_MSIL2A_20150826T185436_N0212_R070_T11SLT_20210412T023147/MTD_MSIL2A.xml '
        'tests/data-files/S2A_MSIL2A_20180721T053721_N0212_R062_T43MDV_20201011T181419.SAFE/MTD_MSIL2a.xml '
        'tests/data-files/S2A_MSIL2A_20190212T192651_N0212_R013_T07HFE_20201007T160857.SAFE/MTD_MSIL2A.xml '
        'tests/data-files/S2A_MSIL2A_20230625T234621_N0509_R073_T01WCP_20230626T022157.SAFE/MTD_MSIL2A.xml '
        'tests/data-files/S2A_MSIL2A_20230625T234621_N0509_R073_T01WCP_20230626T022158.SAFE/MTD_MSIL2A.xml '
        'tests/data-files/S2A_MSIL2A_20230625T234621_N0509_R073_T01WCS_20230626T022157.SAFE/MTD_MSIL2A.xml '
        'tests/data-files/S2A_MSIL2A_20230821T221941_N0509_R029_T01KAB_20230822T021825.SAFE/MTD_MSIL2A.xml '
        'tests/data-files/S2B_MSIL2A_20191228T210519_N0212_R071_T01CCV_20201003T104658.SAFE/MTD_MSIL2A.xml '
        'tests/data-files/S2B_MSIL2A_20220413T150759_N0400_R025_T33XWJ_20220414T082126.SAFE/MTD_MSIL2A.xml '
        'tests/data-files/esa_S2B_MSIL2A_20210122T133229_N0214_R081_T22HBD_20210122T155500.SAFE/MTD_MSIL2A.xml'
    ),
}


S2_PRODUCTS_OTHER = {
    '': (
        '.codespellignore .flake8 .gitignore .isort.cfg .pre-commit-config.yaml CHANGELOG.MD '
        'CODE_OF_CONDUCT.MD CONTRIBUTING.MD LICENSE README.md environment.yml pyproject.toml '
        'requirements-dev.txt .github/dependabot.yml .github/pull_request_template.md '
        '.github/workflows/continuous-integration.yml .github/workflows/release.yml examples/catalog.json '
        'examples/sentinel2-l1c-example/S2A_T01LAC_20200717T221944_L1C/S2A_T01LAC_20200717T221944_L1C.json '
        'examples/sentinel2-l1c-example/collection.json '
        'examples/sentinel2-l2a-example/S2A_T07HFE_20190212T192646_L2A/S2A_T07HFE_20190212T192646_L2A.json '
        'examples/sentinel2-l2a-example/collection.json '
        'tests/data-files/S2A_MSIL1C_20200717T221941_R029_T01LAC_20200717T234135.SAFE/DATASTRIP/DS_SGS__20200717T234135_S20200717T221944/MTD_DS.xml '
        'tests/data-files/S2A_MSIL1C_20200717T221941_R029_T01LAC_20200717T234135.SAFE/GRANULE/L1C_T01LAC_A026481_20200717T221944/MTD_TL.xml '
        'tests/data-files/S2A_MSIL1C_20200717T221941_R029_T01LAC_20200717T234135.SAFE/expected_output.json '
        'tests/data-files/S2A_MSIL1C_20200717T221941_R029_T01LAC_20200717T234135.SAFE/manifest.safe '
        'tests/data-files/S2A_MSIL1C_20210908T042701_N0301_R133_T46RER_20210908T070248.SAFE/DATASTRIP/DS_VGS4_20210908T070248_S20210908T043714/MTD_DS.xml '
        'tests/data-files/S2A_MSIL1C_20210908T042701_N0301_R133_T46RER_20210908T070248.SAFE/GRANULE/L1C_T46RER_A032448_20210908T043714/MTD_TL.xml '
        'tests/data-files/S2A_MSIL1C_20210908T042701_N0301_R133_T46RER_20210908T070248.SAFE/expected_output.json '
        'tests/data-files/S2A_MSIL1C_20210908T042701_N0301_R133_T46RER_20210908T070248.SAFE/manifest.safe '
        'tests/data-files/S2A_MSIL2A_20150826T185436_N0212_R070_T11SLT_20210412T023147/MTD_TL.xml '
        'tests/data-files/S2A_MSIL2A_20190212T192651_N0212_R013_T07HFE_20201007T160857.SAFE/GRANULE/L2A_T07HFE_A019029_20190212T192646/MTD_TL.xml '
        'tests/data-files/S2A_MSIL2A_20190212T192651_N0212_R013_T07HFE_20201007T160857.SAFE/expected_output.json '
        'tests/data-files/S2A_MSIL2A_20190212T192651_N0212_R013_T07HFE_20201007T160857.SAFE/manifest.safe '
        'tests/data-files/S2A_MSIL2A_20230625T234621_N0509_R073_T01WCP_20230626T022157.SAFE/GRANULE/L2A_T01WCP_A041826_20230625T234624/MTD_TL.xml '
        'tests/data-files/S2A_MSIL2A_20230625T234621_N0509_R073_T01WCP_20230626T022157.SAFE/expected_output.json '
        'tests/data-files/S2A_MSIL2A_20230625T234621_N0509_R073_T01WCP_20230626T022157.SAFE/manifest.safe '
        'tests/data-files/S2A_MSIL2A_20230625T234621_N0509_R073_T01WCP_20230626T022158.SAFE/GRANULE/L2A_T01WCP_A041826_20230625T234624/MTD_TL.xml '
        'tests/data-files/S2A_MSIL2A_20230625T234621_N0509_R073_T01WCP_20230626T022158.SAFE/expected_output.json '
        'tests/data-files/S2A_MSIL2A_20230625T234621_N0509_R073_T01WCP_20230626T022158.SAFE/manifest.safe '
        'tests/data-files/S2A_MSIL2A_20230625T234621_N0509_R073_T01WCS_20230626T022157.SAFE/GRANULE/L2A_T01WCS_A041826_20230625T234624/MTD_TL.xml '
        'tests/data-files/S2A_MSIL2A_20230625T234621_N0509_R073_T01WCS_20230626T022157.SAFE/L2A_T01WCS_A041826_20230625T234624/MTD_TL.xml '
        'tests/data-files/S2A_MSIL2A_20230821T221941_N0509_R029_T01KAB_20230822T021825.SAFE/GRANULE/L2A_T01KAB_A042640_20230821T221944/MTD_TL.xml '
        'tests/data-files/S2A_MSIL2A_20230821T221941_N0509_R029_T01KAB_20230822T021825.SAFE/expected_output.json '
        'tests/data-files/S2A_MSIL2A_20230821T221941_N0509_R029_T01KAB_20230822T021825.SAFE/manifest.safe '
        'tests/data-files/S2A_OPER_MSI_L2A_DS_2APS_20230105T201055_S20230105T163809/metadata.xml '
        'tests/data-files/S2A_OPER_MSI_L2A_DS_2APS_20230105T201055_S20230105T163809/tileInfo.json '
        'tests/data-files/S2A_OPER_MSI_L2A_TL_VGS1_20220401T110010_A035382_T34LBQ-no-tileDataGeometry-no-product-metadata/metadata.xml '
        'tests/data-files/S2A_OPER_MSI_L2A_TL_VGS1_20220401T110010_A035382_T34LBQ-no-tileDataGeometry-no-product-metadata/tileInfo.json '
        'tests/data-files/S2B_MSIL2A_20191228T210519_N0212_R071_T01CCV_20201003T104658.SAFE/GRANULE/L2A_T01CCV_A014683_20191228T210521/MTD_TL.xml '
        'tests/data-files/S2B_MSIL2A_20191228T210519_N0212_R071_T01CCV_20201003T104658.SAFE/expected_output.json '
        'tests/data-files/S2B_MSIL2A_20191228T210519_N0212_R071_T01CCV_20201003T104658.SAFE/manifest.safe '
        'tests/data-files/S2B_MSIL2A_20220413T150759_N0400_R025_T33XWJ_20220414T082126.SAFE/GRANULE/L2A_T33XWJ_A026649_20220413T150756/MTD_TL.xml '
        'tests/data-files/S2B_MSIL2A_20220413T150759_N0400_R025_T33XWJ_20220414T082126.SAFE/expected_output.json '
        'tests/data-files/S2B_MSIL2A_20220413T150759_N0400_R025_T33XWJ_20220414T082126.SAFE/manifest.safe '
        'tests/data-files/S2B_OPER_MSI_L2A_DS_VGS1_20201101T095401_S20201101T074429-no-data/metadata.xml '
        'tests/data-files/S2B_OPER_MSI_L2A_DS_VGS1_20201101T095401_S20201101T074429-no-data/tileInfo.json '
        'tests/data-files/esa_S2B_MSIL2A_20210122T133229_N0214_R081_T22HBD_20210122T155500.SAFE/GRANULE/L2A_T22HBD_A020270_20210122T133224/MTD_TL.xml '
        'tests/data-files/esa_S2B_MSIL2A_20210122T133229_N0214_R081_T22HBD_20210122T155500.SAFE/expected_output.json '
        'tests/data-files/esa_S2B_MSIL2A_20210122T133229_N0214_R081_T22HBD_20210122T155500.SAFE/manifest.safe'
    ),
    'docker': (
        'Dockerfile Dockerfile-dev build cibuild console docs-server format notebook stac test'
    ),
    'scripts': (
        'cibuild create_examples.py create_expected.py format lint publish stac test update'
    ),
    'src/stactools/sentinel2': (
        '__init__.py cog.py commands.py constants.py granule_metadata.py mgrs.py product_metadata.py '
        'safe_manifest.py stac.py tileinfo_metadata.py utils.py'
    ),
    'tests': (
        '__init__.py conftest.py test_commands.py test_metadata.py test_stac.py'
    ),
    'tests/data-files/S2A_MSIL1C_20200717T221941_R029_T01LAC_20200717T234135.SAFE/DATASTRIP/DS_SGS__20200717T234135_S20200717T221944/QI_DATA': (
        'FORMAT_CORRECTNESS.xml GENERAL_QUALITY.xml GEOMETRIC_QUALITY.xml RADIOMETRIC_QUALITY.xml '
        'SENSOR_QUALITY.xml'
    ),
    'tests/data-files/S2A_MSIL2A_20230625T234621_N0509_R073_T01WCS_20230626T022157.SAFE': (
        'MTD_TL.xml expected_output.json manifest.safe'
    ),
    'tests/data-files/S2A_OPER_MSI_L1C_TL_SGS__20181231T203637_A018414_T10SDG': (
        'expected_output.json metadata.xml tileInfo.json'
    ),
    'tests/data-files/S2A_OPER_MSI_L2A_TL_2APS_20240108T121951_A044635_T34VEL': (
        'expected_output.json metadata.xml tileInfo.json'
    ),
    'tests/data-files/S2A_OPER_MSI_L2A_TL_SGS__20181231T210250_A018414_T10SDG': (
        'expected_output.json metadata.xml tileInfo.json'
    ),
    'tests/data-files/S2A_OPER_MSI_L2A_TL_VGS1_20220401T110010_A035382_T34LBP': (
        'expected_output.json metadata.xml tileInfo.json'
    ),
    'tests/data-files/S2A_OPER_MSI_L2A_TL_VGS1_20220401T110010_A035382_T34LBQ': (
        'expected_output.json metadata.xml product_metadata.xml tileInfo.json'
    ),
    'tests/data-files/S2A_OPER_MSI_L2A_TL_VGS1_20220401T110010_A035382_T34LBQ-no-tileDataGeometry': (
        'metadata.xml product_metadata.xml tileInfo.json'
    ),
    'tests/data-files/S2A_T60CWS_20240109T203651_L2A': (
        'expected_output.json metadata.xml tileInfo.json'
    ),
    'tests/data-files/S2B_MSIL2A_20200914T231559_N0500_R087_T01VCG_20230315T224658': (
        'expected_output.json metadata.xml tileInfo.json'
    ),
}


LANDSAT_MTL_KIND = {
    '': (
        'tests/data-files/assets/LC08_L2SP_005009_20150710_20200908_02_T2_MTL.xml '
        'tests/data-files/assets2/LC08_L2SR_099120_20191129_20201016_02_T2_MTL.xml '
        'tests/data-files/assets3/LC08_L2SP_008059_20191201_20200825_02_T1_MTL.xml '
        'tests/data-files/assets4/LC08_L2SP_017036_20130419_20200913_02_T2_MTL.xml '
        'tests/data-files/assets5/LC08_L2SP_047027_20201204_20210313_02_T1_MTL.xml '
        'tests/data-files/etm/LE07_L2SP_021030_20100109_20200911_02_T1_MTL.xml'
    ),
    'tests/data-files/mss': (
        'LM01_L1GS_001010_19720908_20200909_02_T2_MTL.xml LM01_L1GS_005037_19720823_20200909_02_T2_MTL.xml '
        'LM01_L1GS_007019_19771009_20200907_02_T2_MTL.xml LM02_L1GS_001004_19750411_20200908_02_T2_MTL.xml '
        'LM03_L1GS_001001_19780510_20200907_02_T2_MTL.xml LM04_L1GS_001001_19830527_20210902_02_T2_MTL.xml '
        'LM05_L1GS_001001_19850524_20210918_02_T2_MTL.xml'
    ),
    'tests/data-files/oli-tirs': (
        'LC08_L2SP_047027_20201204_20210313_02_T1_MTL.xml LC08_L2SR_084024_20160111_20201016_02_T1_MTL.xml '
        'LC09_L2SP_010065_20220129_20220131_02_T1_MTL.xml'
    ),
    'tests/data-files/tm': (
        'LT04_L2SP_002026_19830110_20200918_02_T1_MTL.xml LT05_L2SP_010067_19860424_20200918_02_T2_MTL.xml '
        'LT05_L2SP_058014_20110312_20200823_02_T1_MTL.xml LT05_L2SR_087017_20090621_20200827_02_T2_MTL.xml'
    ),
}


LANDSAT_MTL_OTHER = {
    '': (
        '.codespellignore .dockerignore .flake8 .gitignore .markdownlint.yaml .pre-commit-config.yaml '
        'CHANGELOG.MD CODE_OF_CONDUCT.MD CONTRIBUTING.MD LICENSE README.md docker_env environment.yml '
        'mypy.ini pyproject.toml requirements-dev.txt setup.cfg .github/ISSUE_TEMPLATE/bug_report.md '
        '.github/ISSUE_TEMPLATE/feature_request.md .github/PULL_REQUEST_TEMPLATE.MD '
        '.github/workflows/continuous-integration.yml .github/workflows/release.yml '
        'examples/c2-l1-file-list.txt examples/c2-l2-file-list.txt '
        'examples/landsat-c2-l1/LM01_L1GS_001010_19720908_02_T2/LM01_L1GS_001010_19720908_02_T2.json '
        'examples/landsat-c2-l1/LM02_L1GS_001004_19750411_02_T2/LM02_L1GS_001004_19750411_02_T2.json '
        'examples/landsat-c2-l1/LM03_L1GS_001001_19780510_02_T2/LM03_L1GS_001001_19780510_02_T2.json '
        'examples/landsat-c2-l1/LM04_L1GS_001001_19830527_02_T2/LM04_L1GS_001001_19830527_02_T2.json '
        'examples/landsat-c2-l1/LM05_L1GS_001001_19850524_02_T2/LM05_L1GS_001001_19850524_02_T2.json '
        'examples/landsat-c2-l1/collection.json '
        'examples/landsat-c2-l2/LC08_L2SP_047027_20201204_02_T1/LC08_L2SP_047027_20201204_02_T1.json '
        'examples/landsat-c2-l2/LC09_L2SP_010065_20220129_02_T1/LC09_L2SP_010065_20220129_02_T1.json '
        'examples/landsat-c2-l2/LE07_L2SP_021030_20100109_02_T1/LE07_L2SP_021030_20100109_02_T1.json '
        'examples/landsat-c2-l2/LT04_L2SP_002026_19830110_02_T1/LT04_L2SP_002026_19830110_02_T1.json '
        'examples/landsat-c2-l2/LT05_L2SP_010067_19860424_02_T2/LT05_L2SP_010067_19860424_02_T2.json '
        'examples/landsat-c2-l2/collection.json src/stactools/landsat/fragments/README.md '
        'src/stactools/landsat/fragments/__init__.py '
        'src/stactools/landsat/fragments/collections/landsat-c2-l1.json '
        'src/stactools/landsat/fragments/collections/landsat-c2-l2.json '
        'src/stactools/landsat/fragments/common/common-assets.json '
        'tests/data-files/assets5/LC08_L2SP_047027_20201204_20210313_02_T1_ANG.txt '
        'tests/data-files/etm/LE07_L2SP_021030_20100109_20200911_02_T1_SR_stac.json '
        'tests/data-files/etm/LE07_L2SP_021030_20100109_20200911_02_T1_ST_stac.json '
        'tests/fixtures/usgs_stac_api.yml'
    ),
    'docker': (
        'Dockerfile Dockerfile-dev Dockerfile-script-runner build cibuild console format pull run-script '
        'stac test'
    ),
    'scripts': (
        'cibuild format lint publish rename stac stactools-version.py test update'
    ),
    'src/stactools/landsat': (
        '__init__.py ang_metadata.py commands.py constants.py mtl_metadata.py stac.py utils.py'
    ),
    'src/stactools/landsat/fragments/etm': (
        'sr-assets.json sr-eo-bands.json sr-raster-bands.json st-assets.json st-eo-bands.json '
        'st-raster-bands.json'
    ),
    'src/stactools/landsat/fragments/mss': (
        'sr-assets.json sr-eo-bands.json sr-raster-bands.json'
    ),
    'src/stactools/landsat/fragments/oli_tirs': (
        'sr-assets.json sr-eo-bands.json sr-raster-bands.json st-assets.json st-eo-bands.json '
        'st-raster-bands.json'
    ),
    'src/stactools/landsat/fragments/tm': (
        'sr-assets.json sr-eo-bands.json sr-raster-bands.json st-assets.json st-eo-bands.json '
        'st-raster-bands.json'
    ),
    'tests': (
        '__init__.py data.py test_ang_metadata.py test_commands.py test_create_stac.py test_geometry.py '
        'test_mtl_metadata.py'
    ),
    'tests/data-files/assets': (
        'LC08_L2SP_005009_20150710_20200908_02_T2_ANG.txt LC08_L2SP_005009_20150710_20200908_02_T2_MTL.json '
        'LC08_L2SP_005009_20150710_20200908_02_T2_MTL.txt '
        'LC08_L2SP_005009_20150710_20200908_02_T2_QA_PIXEL.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_QA_RADSAT.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B1.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B2.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B3.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B4.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B5.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B6.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B7.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_QA_AEROSOL.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_stac.json '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_ATRAN.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_B10.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_CDIST.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_DRAD.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_EMIS.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_EMSD.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_QA.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_TRAD.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_URAD.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_stac.json '
        'LC08_L2SP_005009_20150710_20200908_02_T2_thumb_large.jpeg '
        'LC08_L2SP_005009_20150710_20200908_02_T2_thumb_small.jpeg'
    ),
    'tests/data-files/assets2': (
        'LC08_L2SR_099120_20191129_20201016_02_T2_ANG.txt LC08_L2SR_099120_20191129_20201016_02_T2_MTL.json '
        'LC08_L2SR_099120_20191129_20201016_02_T2_MTL.txt '
        'LC08_L2SR_099120_20191129_20201016_02_T2_QA_PIXEL.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_QA_RADSAT.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B1.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B2.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B3.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B4.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B5.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B6.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B7.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_QA_AEROSOL.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_stac.json '
        'LC08_L2SR_099120_20191129_20201016_02_T2_thumb_large.jpeg '
        'LC08_L2SR_099120_20191129_20201016_02_T2_thumb_small.jpeg'
    ),
    'tests/data-files/assets3': (
        'LC08_L2SP_008059_20191201_20200825_02_T1_ANG.txt LC08_L2SP_008059_20191201_20200825_02_T1_MTL.json '
        'LC08_L2SP_008059_20191201_20200825_02_T1_MTL.txt '
        'LC08_L2SP_008059_20191201_20200825_02_T1_QA_PIXEL.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_QA_RADSAT.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B1.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B2.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B3.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B4.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B5.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B6.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B7.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_QA_AEROSOL.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_stac.json '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_ATRAN.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_B10.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_CDIST.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_DRAD.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_EMIS.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_EMSD.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_QA.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_TRAD.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_URAD.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_stac.json '
        'LC08_L2SP_008059_20191201_20200825_02_T1_thumb_large.jpeg '
        'LC08_L2SP_008059_20191201_20200825_02_T1_thumb_small.jpeg'
    ),
    'tests/data-files/assets4': (
        'LC08_L2SP_017036_20130419_20200913_02_T2_ANG.txt LC08_L2SP_017036_20130419_20200913_02_T2_MTL.json '
        'LC08_L2SP_017036_20130419_20200913_02_T2_MTL.txt '
        'LC08_L2SP_017036_20130419_20200913_02_T2_QA_PIXEL.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_QA_RADSAT.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B1.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B2.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B3.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B4.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B5.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B6.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B7.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_QA_AEROSOL.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_stac.json '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_ATRAN.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_B10.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_CDIST.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_DRAD.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_EMIS.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_EMSD.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_QA.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_TRAD.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_URAD.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_stac.json '
        'LC08_L2SP_017036_20130419_20200913_02_T2_thumb_large.jpeg '
        'LC08_L2SP_017036_20130419_20200913_02_T2_thumb_small.jpeg'
    ),
    'tests/data-files/mss': (
        'LM01_L1GS_001010_19720908_20200909_02_T2_stac.json '
        'LM01_L1GS_005037_19720823_20200909_02_T2_stac.json '
        'LM01_L1GS_007019_19771009_20200907_02_T2_stac.json '
        'LM02_L1GS_001004_19750411_20200908_02_T2_stac.json '
        'LM03_L1GS_001001_19780510_20200907_02_T2_stac.json '
        'LM05_L1GS_001001_19850524_20210918_02_T2_stac.json'
    ),
    'tests/data-files/oli-tirs': (
        'LC08_L2SP_047027_20201204_20210313_02_T1_ANG.txt LC08_L2SP_047027_20201204_20210313_02_T1_MTL.txt '
        'LC08_L2SP_047027_20201204_20210313_02_T1_SR_stac.json '
        'LC08_L2SP_047027_20201204_20210313_02_T1_ST_stac.json '
        'LC08_L2SR_084024_20160111_20201016_02_T1_ANG.txt LC08_L2SR_084024_20160111_20201016_02_T1_MTL.txt '
        'LC08_L2SR_084024_20160111_20201016_02_T1_SR_stac.json '
        'LC09_L2SP_010065_20220129_20220131_02_T1_ANG.txt LC09_L2SP_010065_20220129_20220131_02_T1_MTL.txt'
    ),
    'tests/data-files/tm': (
        'LT04_L2SP_002026_19830110_20200918_02_T1_SR_stac.json '
        'LT04_L2SP_002026_19830110_20200918_02_T1_ST_stac.json '
        'LT05_L2SP_010067_19860424_20200918_02_T2_SR_stac.json '
        'LT05_L2SP_010067_19860424_20200918_02_T2_ST_stac.json '
        'LT05_L2SR_087017_20090621_20200827_02_T2_SR_stac.json'
    ),
}


LANDSAT_SR_BANDS_KIND = {
    'tests/data-files/assets': (
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B1.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B2.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B3.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B4.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B5.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B6.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_B7.TIF'
    ),
    'tests/data-files/assets2': (
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B1.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B2.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B3.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B4.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B5.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B6.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_B7.TIF'
    ),
    'tests/data-files/assets3': (
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B1.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B2.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B3.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B4.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B5.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B6.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_B7.TIF'
    ),
    'tests/data-files/assets4': (
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B1.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B2.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B3.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B4.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B5.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B6.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_B7.TIF'
    ),
}


LANDSAT_SR_BANDS_OTHER = {
    '': (
        '.flake8 .gitignore .markdownlint.yaml .pre-commit-config.yaml CHANGELOG.MD CODE_OF_CONDUCT.MD '
        'CONTRIBUTING.MD README.md docker_env environment.yml pyproject.toml setup.cfg '
        '.github/ISSUE_TEMPLATE/feature_request.md .github/PULL_REQUEST_TEMPLATE.MD '
        '.github/workflows/continuous-integration.yml .github/workflows/release.yml '
        'examples/c2-l1-file-list.txt examples/c2-l2-file-list.txt '
        'examples/landsat-c2-l1/LM01_L1GS_001010_19720908_02_T2/LM01_L1GS_001010_19720908_02_T2.json '
        'examples/landsat-c2-l1/LM02_L1GS_001004_19750411_02_T2/LM02_L1GS_001004_19750411_02_T2.json '
        'examples/landsat-c2-l1/LM03_L1GS_001001_19780510_02_T2/LM03_L1GS_001001_19780510_02_T2.json '
        'examples/landsat-c2-l1/LM05_L1GS_001001_19850524_02_T2/LM05_L1GS_001001_19850524_02_T2.json '
        'examples/landsat-c2-l1/collection.json '
        'examples/landsat-c2-l2/LC08_L2SP_047027_20201204_02_T1/LC08_L2SP_047027_20201204_02_T1.json '
        'examples/landsat-c2-l2/LC09_L2SP_010065_20220129_02_T1/LC09_L2SP_010065_20220129_02_T1.json '
        'examples/landsat-c2-l2/LE07_L2SP_021030_20100109_02_T1/LE07_L2SP_021030_20100109_02_T1.json '
        'examples/landsat-c2-l2/LT04_L2SP_002026_19830110_02_T1/LT04_L2SP_002026_19830110_02_T1.json '
        'src/stactools/landsat/fragments/__init__.py '
        'src/stactools/landsat/fragments/collections/landsat-c2-l2.json '
        'src/stactools/landsat/fragments/common/common-assets.json '
        'tests/data-files/assets5/LC08_L2SP_047027_20201204_20210313_02_T1_ANG.txt '
        'tests/data-files/assets5/LC08_L2SP_047027_20201204_20210313_02_T1_MTL.xml '
        'tests/data-files/etm/LE07_L2SP_021030_20100109_20200911_02_T1_MTL.xml '
        'tests/fixtures/usgs_stac_api.yml'
    ),
    'docker': (
        'Dockerfile-dev Dockerfile-script-runner build cibuild console format pull run-script test'
    ),
    'scripts': (
        'cibuild format lint rename stac test update'
    ),
    'src/stactools/landsat': (
        '__init__.py ang_metadata.py commands.py constants.py mtl_metadata.py stac.py'
    ),
    'src/stactools/landsat/fragments/etm': (
        'sr-assets.json sr-eo-bands.json sr-raster-bands.json st-assets.json st-eo-bands.json '
        'st-raster-bands.json'
    ),
    'src/stactools/landsat/fragments/mss': (
        'sr-assets.json sr-eo-bands.json sr-raster-bands.json'
    ),
    'src/stactools/landsat/fragments/oli_tirs': (
        'sr-assets.json sr-eo-bands.json sr-raster-bands.json'
    ),
    'src/stactools/landsat/fragments/tm': (
        'sr-assets.json sr-eo-bands.json sr-raster-bands.json st-assets.json st-eo-bands.json'
    ),
    'tests': (
        'data.py test_ang_metadata.py test_commands.py test_geometry.py'
    ),
    'tests/data-files/assets': (
        'LC08_L2SP_005009_20150710_20200908_02_T2_ANG.txt LC08_L2SP_005009_20150710_20200908_02_T2_MTL.json '
        'LC08_L2SP_005009_20150710_20200908_02_T2_MTL.txt LC08_L2SP_005009_20150710_20200908_02_T2_MTL.xml '
        'LC08_L2SP_005009_20150710_20200908_02_T2_QA_PIXEL.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_QA_RADSAT.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_QA_AEROSOL.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_SR_stac.json '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_ATRAN.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_B10.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_CDIST.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_DRAD.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_EMIS.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_EMSD.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_QA.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_TRAD.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_URAD.TIF '
        'LC08_L2SP_005009_20150710_20200908_02_T2_ST_stac.json '
        'LC08_L2SP_005009_20150710_20200908_02_T2_thumb_large.jpeg '
        'LC08_L2SP_005009_20150710_20200908_02_T2_thumb_small.jpeg'
    ),
    'tests/data-files/assets2': (
        'LC08_L2SR_099120_20191129_20201016_02_T2_ANG.txt LC08_L2SR_099120_20191129_20201016_02_T2_MTL.json '
        'LC08_L2SR_099120_20191129_20201016_02_T2_MTL.txt LC08_L2SR_099120_20191129_20201016_02_T2_MTL.xml '
        'LC08_L2SR_099120_20191129_20201016_02_T2_QA_PIXEL.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_QA_RADSAT.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_QA_AEROSOL.TIF '
        'LC08_L2SR_099120_20191129_20201016_02_T2_SR_stac.json '
        'LC08_L2SR_099120_20191129_20201016_02_T2_thumb_large.jpeg '
        'LC08_L2SR_099120_20191129_20201016_02_T2_thumb_small.jpeg'
    ),
    'tests/data-files/assets3': (
        'LC08_L2SP_008059_20191201_20200825_02_T1_ANG.txt LC08_L2SP_008059_20191201_20200825_02_T1_MTL.json '
        'LC08_L2SP_008059_20191201_20200825_02_T1_MTL.txt LC08_L2SP_008059_20191201_20200825_02_T1_MTL.xml '
        'LC08_L2SP_008059_20191201_20200825_02_T1_QA_PIXEL.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_QA_RADSAT.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_QA_AEROSOL.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_SR_stac.json '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_ATRAN.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_B10.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_CDIST.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_DRAD.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_EMIS.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_EMSD.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_QA.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_TRAD.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_URAD.TIF '
        'LC08_L2SP_008059_20191201_20200825_02_T1_ST_stac.json '
        'LC08_L2SP_008059_20191201_20200825_02_T1_thumb_large.jpeg '
        'LC08_L2SP_008059_20191201_20200825_02_T1_thumb_small.jpeg'
    ),
    'tests/data-files/assets4': (
        'LC08_L2SP_017036_20130419_20200913_02_T2_ANG.txt LC08_L2SP_017036_20130419_20200913_02_T2_MTL.json '
        'LC08_L2SP_017036_20130419_20200913_02_T2_MTL.txt LC08_L2SP_017036_20130419_20200913_02_T2_MTL.xml '
        'LC08_L2SP_017036_20130419_20200913_02_T2_QA_PIXEL.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_QA_RADSAT.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_QA_AEROSOL.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_SR_stac.json '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_ATRAN.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_B10.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_CDIST.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_DRAD.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_EMIS.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_EMSD.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_QA.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_TRAD.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_URAD.TIF '
        'LC08_L2SP_017036_20130419_20200913_02_T2_ST_stac.json '
        'LC08_L2SP_017036_20130419_20200913_02_T2_thumb_large.jpeg '
        'LC08_L2SP_017036_20130419_20200913_02_T2_thumb_small.jpeg'
    ),
    'tests/data-files/mss': (
        'LM01_L1GS_001010_19720908_20200909_02_T2_MTL.xml LM01_L1GS_007019_19771009_20200907_02_T2_MTL.xml '
        'LM01_L1GS_007019_19771009_20200907_02_T2_stac.json LM02_L1GS_001004_19750411_20200908_02_T2_MTL.xml '
        'LM03_L1GS_001001_19780510_20200907_02_T2_MTL.xml LM03_L1GS_001001_19780510_20200907_02_T2_stac.json '
        'LM04_L1GS_001001_19830527_20210902_02_T2_MTL.xml LM05_L1GS_001001_19850524_20210918_02_T2_MTL.xml '
        'LM05_L1GS_001001_19850524_20210918_02_T2_stac.json'
    ),
    'tests/data-files/oli-tirs': (
        'LC08_L2SP_047027_20201204_20210313_02_T1_MTL.txt LC08_L2SP_047027_20201204_20210313_02_T1_MTL.xml '
        'LC08_L2SP_047027_20201204_20210313_02_T1_SR_stac.json '
        'LC08_L2SP_047027_20201204_20210313_02_T1_ST_stac.json '
        'LC08_L2SR_084024_20160111_20201016_02_T1_ANG.txt LC08_L2SR_084024_20160111_20201016_02_T1_MTL.txt '
        'LC08_L2SR_084024_20160111_20201016_02_T1_MTL.xml '
        'LC08_L2SR_084024_20160111_20201016_02_T1_SR_stac.json '
        'LC09_L2SP_010065_20220129_20220131_02_T1_MTL.txt LC09_L2SP_010065_20220129_20220131_02_T1_MTL.xml'
    ),
    'tests/data-files/tm': (
        'LT04_L2SP_002026_19830110_20200918_02_T1_MTL.xml '
        'LT04_L2SP_002026_19830110_20200918_02_T1_SR_stac.json '
        'LT04_L2SP_002026_19830110_20200918_02_T1_ST_stac.json '
        'LT05_L2SP_010067_19860424_20200918_02_T2_MTL.xml LT05_L2SR_087017_20090621_20200827_02_T2_MTL.xml '
        'LT05_L2SR_087017_20090621_20200827_02_T2_SR_stac.json'
    ),
}


DELTA_DV_PARTS_KIND = {
    '': (
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=0/part-00000-8387c699-30b1-4734-a791-9278d560ec19.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=0/part-00001-24cdbe06-d3dc-449f-bd38-575228ca42a7.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=1/part-00000-a1586fa1-50e8-4f06-858a-b43b2e83010b.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=1/part-00001-d7e5d32a-55fa-410a-afee-adcdf46bc859.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=2/part-00000-ad58cb56-93db-4374-91ba-e65e7fa68e76.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=2/part-00001-ab1247be-1f77-41e6-a392-50a99b2db864.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=3/part-00000-319bea86-657f-4431-9b26-949dba99cf2c.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=3/part-00001-afeef1dd-2517-49b9-873e-e9e6e8a74b19.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=4/part-00000-69ec928d-3737-4eb3-a3d8-9555a6b55ff5.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=4/part-00001-e63d3db6-9e97-4472-aacc-6af9fa44e73d.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=5/part-00000-5c963f16-d5b8-4f8b-8d8a-0e3403228be2.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=5/part-00001-f344b457-fbd0-4bc4-9502-2c07025e5bb1.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=6/part-00000-be524334-115d-4d01-8614-e1bc8c630926.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=6/part-00001-6fc16401-ac51-4b89-bf08-bb86cecb5cc2.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=7/part-00000-33cc19fc-3607-4ea7-ab6d-af4e3ebf62c4.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=7/part-00001-986abb06-e672-4134-83d4-261752b236b8.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=8/part-00000-02c66988-3465-4483-9f85-7155e6aee1f4.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=8/part-00001-7c58de64-d72f-4373-8d86-dfdc00fb264e.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=9/part-00000-e4012c8c-cc60-44c0-babb-8c5d264a3a31.c000.snappy.parquet '
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=9/part-00001-c0430af8-a8e0-4b23-8776-b2fc549b3e4e.c000.snappy.parquet'
    ),
}


DELTA_DV_PARTS_OTHER = {
    '': (
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table-legacy/part=-2342342.23423/part-00000-ba2f74ac-7b9b-47b9-a287-97d92bd20efc.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table-legacy/part=0.00004/part-00000-3de65390-7061-47d6-8995-cbb632b4b203.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table-legacy/part=234.00000/part-00000-654d80b0-611a-4ff3-a8e6-2328dd21cf11.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table-legacy/part=2342222.23454/part-00000-fe848a88-0465-4b4f-8414-25e6da7062f8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table/part=-2342342.23423/part-00000-8f850371-9b03-42c4-9d22-f83bc81c9b68.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table/part=0.00004/part-00000-1cb60e36-6cd4-4191-a318-ae9355f877c3.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table/part=234.00000/part-00000-ac109189-97e5-49af-947f-335a5e46ee5c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table/part=2342222.23454/part-00000-d5a0c70f-7cd3-4d32-a9c0-7171a06547c6.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-with-inserts-deletes-checkpoint/_delta_log/00000000000000000010.checkpoint.parquet',
        'connectors/golden-tables/src/main/resources/golden/commit-info-containing-arbitrary-operationParams-types/month=1/part-00000-22d25ea7-a383-44df-ad22-6b06d871b547.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/commit-info-containing-arbitrary-operationParams-types/month=1/part-00000-c5babbd8-6013-484c-818f-22d546976866.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/commit-info-containing-arbitrary-operationParams-types/month=2/part-00000-129a0441-5f41-4e46-be33-fd0289e53614.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/commit-info-containing-arbitrary-operationParams-types/month=2/part-00000-cc2a9650-0450-4879-9757-873b7f544510.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/corrupted-last-checkpoint-kernel/part-00000-d9d02879-5155-46d4-84a8-41c83c5df9e4-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/corrupted-last-checkpoint/_delta_log/00000000000000000000.json',
        'connectors/golden-tables/src/main/resources/golden/data-reader-escaped-chars/_2=bar+%2521/.part-00000-af08f887-922f-4c31-82a7-8e142c4280a6.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/data-reader-escaped-chars/_2=bar+%2521/part-00000-af08f887-922f-4c31-82a7-8e142c4280a6.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-escaped-chars/_2=bar+%2522/part-00000-c1bfd944-5e0d-4133-af16-7851061e37aa.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-escaped-chars/_2=bar+%2523/part-00000-92352854-5503-4ba5-8c29-b11777034eb7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-nested-struct/part-00000-f2547b28-9219-4628-8462-cc9c56edfebb-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-partition-values/as_int=0/as_long=0/as_byte=0/as_short=0/as_boolean=true/as_float=0.0/as_double=0.0/as_string=0/as_string_lit_null=null/as_date=2021-09-08/as_timestamp=2021-09-08 11%3A11%3A11/as_big_decimal=0/part-00000-b9dc86ae-0134-4363-bd87-19cfb3403e9a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-partition-values/as_int=1/as_long=1/as_byte=1/as_short=1/as_boolean=false/as_float=1.0/as_double=1.0/as_string=1/as_string_lit_null=null/as_date=2021-09-08/as_timestamp=2021-09-08 11%3A11%3A11/as_big_decimal=1/part-00001-cb007d48-a9f5-40e7-adbe-60920680770f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-partition-values/as_int=__HIVE_DEFAULT_PARTITION__/as_long=__HIVE_DEFAULT_PARTITION__/as_byte=__HIVE_DEFAULT_PARTITION__/as_short=__HIVE_DEFAULT_PARTITION__/as_boolean=__HIVE_DEFAULT_PARTITION__/as_float=__HIVE_DEFAULT_PARTITION__/as_double=__HIVE_DEFAULT_PARTITION__/as_string=__HIVE_DEFAULT_PARTITION__/as_string_lit_null=__HIVE_DEFAULT_PARTITION__/as_date=__HIVE_DEFAULT_PARTITION__/as_timestamp=__HIVE_DEFAULT_PARTITION__/as_big_decimal=__HIVE_DEFAULT_PARTITION__/part-00001-9ee474eb-385b-43cf-9acb-0fbed63e011c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-primitives/.part-00000-4f2f0b9f-50b3-4e7b-96a1-e2bb0f246b06-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-id-mode/col-31f31113-4fc7-437c-b8e8-b7bca8a2f698=2013-07-05 17%3A01%3A00.123456/part-00000-468b79b5-ef3e-40ee-b077-8d7b48ef8385.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-id-mode/col-31f31113-4fc7-437c-b8e8-b7bca8a2f698=2013-07-05 17%3A01%3A00.123456/part-00001-94a2fe48-a4c5-4d3e-823c-d76b59b9f597.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-id-mode/col-31f31113-4fc7-437c-b8e8-b7bca8a2f698=2021-11-18 02%3A30%3A00.123456/part-00000-80e4d2e9-69f2-420e-8152-8d5bb810b259.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-id-mode/col-31f31113-4fc7-437c-b8e8-b7bca8a2f698=__HIVE_DEFAULT_PARTITION__/part-00001-047834e2-8a38-47ff-9f1c-01f94a618369.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-name-mode/col-805808af-d12a-42e5-a7ec-f1a99abb82ee=2013-07-05 17%3A01%3A00.123456/part-00000-19009b69-d0d2-4c9c-9994-770c77ce5c1e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-name-mode/col-805808af-d12a-42e5-a7ec-f1a99abb82ee=2013-07-05 17%3A01%3A00.123456/part-00001-459a6750-6f78-44ff-9706-03448c1dde8b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-name-mode/col-805808af-d12a-42e5-a7ec-f1a99abb82ee=2021-11-18 02%3A30%3A00.123456/part-00000-55eb3e92-fedb-4a0e-a327-d44ee8e356b2.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-name-mode/col-805808af-d12a-42e5-a7ec-f1a99abb82ee=__HIVE_DEFAULT_PARTITION__/part-00001-4325cf1b-146e-4e85-b36f-ab9c4a9d8125.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz/tsNtzPartition=2013-07-05 17%3A01%3A00.123456/part-00000-6240e68e-2304-449a-a1e6-0e24866d3508.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz/tsNtzPartition=2013-07-05 17%3A01%3A00.123456/part-00001-336e3e5f-a202-4bd9-b117-28d871bbb639.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz/tsNtzPartition=2021-11-18 02%3A30%3A00.123456/part-00000-65fcd5cb-f2f3-44f4-96ef-f43825143ba9.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz/tsNtzPartition=__HIVE_DEFAULT_PARTITION__/part-00001-53fd3b3b-7773-459a-921c-bb64bf0bbd03.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-skipping-change-stats-collected-across-versions/part-00000-4deb5922-56af-43f6-9f20-75634a766a96-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/decimal-various-scale-precision/_delta_log/.00000000000000000000.json.crc',
        'connectors/golden-tables/src/main/resources/golden/deltalog-getChanges/_delta_log/00000000000000000000.json',
        'connectors/golden-tables/src/main/resources/golden/deltalog-state-reconstruction-from-checkpoint-missing-protocol/_delta_log/00000000000000000001.json',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/deletion_vector_179561f5-946c-40d8-b088-0d890e8c854c.bin',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=0/.part-00000-8387c699-30b1-4734-a791-9278d560ec19.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=0/.part-00001-24cdbe06-d3dc-449f-bd38-575228ca42a7.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=1/.part-00000-a1586fa1-50e8-4f06-858a-b43b2e83010b.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=1/.part-00001-d7e5d32a-55fa-410a-afee-adcdf46bc859.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=2/.part-00000-ad58cb56-93db-4374-91ba-e65e7fa68e76.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=2/.part-00001-ab1247be-1f77-41e6-a392-50a99b2db864.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=3/.part-00000-319bea86-657f-4431-9b26-949dba99cf2c.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=3/.part-00001-afeef1dd-2517-49b9-873e-e9e6e8a74b19.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=4/.part-00000-69ec928d-3737-4eb3-a3d8-9555a6b55ff5.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=4/.part-00001-e63d3db6-9e97-4472-aacc-6af9fa44e73d.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=5/.part-00000-5c963f16-d5b8-4f8b-8d8a-0e3403228be2.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=5/.part-00001-f344b457-fbd0-4bc4-9502-2c07025e5bb1.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=6/.part-00000-be524334-115d-4d01-8614-e1bc8c630926.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=6/.part-00001-6fc16401-ac51-4b89-bf08-bb86cecb5cc2.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=7/.part-00000-33cc19fc-3607-4ea7-ab6d-af4e3ebf62c4.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=7/.part-00001-986abb06-e672-4134-83d4-261752b236b8.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=8/.part-00000-02c66988-3465-4483-9f85-7155e6aee1f4.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=8/.part-00001-7c58de64-d72f-4373-8d86-dfdc00fb264e.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=9/.part-00000-e4012c8c-cc60-44c0-babb-8c5d264a3a31.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=9/.part-00001-c0430af8-a8e0-4b23-8776-b2fc549b3e4e.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=0/part-00000-d1888b8a-150e-4fe3-a397-1514739499b4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=0/part-00001-0e48fbde-daec-44ff-b579-d5c49b6c827f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=1/part-00000-19513938-badc-4bd4-9513-3d043d1491dc.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=1/part-00001-fb5e7c74-75ab-4bee-8234-400040ae127a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=2/part-00000-3f054c46-7f8f-45f3-a541-25525787b631.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=2/part-00001-4825f848-06bb-4b91-94e8-deb40f05feca.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=3/part-00000-1a0ac64e-0ce2-493e-b1b0-6cf15c1988f5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=3/part-00001-d1fc7b93-6ec3-4c75-8363-ffd8f1f43420.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=4/part-00000-dbfb557b-b778-454e-bef4-bab9481bcea7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=4/part-00001-ee7c50c6-4119-41ff-9c0a-285f844e7c31.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=5/part-00000-6d057276-2da0-45c3-86eb-aed7fd3429b8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=5/part-00001-ee535eb0-972e-470f-b705-61884acbbe39.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=6/part-00000-c0ca807e-59eb-4c84-a67d-c65a2e03c3c5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=6/part-00001-8c38a718-ea0d-4ac1-9515-3a6ec23cc86b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=7/part-00000-12e816f9-daa3-4197-98f2-217a983bdafd.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=7/part-00001-e2c8fd65-f478-4738-89f2-b4f63bdc166f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=8/part-00000-ee6122b8-1474-4764-8bdf-8f8b95c734af.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=8/part-00001-0878dadb-c875-4347-92a3-8739c303d7bd.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=9/part-00000-f2e5dc2f-b7c6-4772-85d7-23b273a9e54d.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=9/part-00001-8bbcb266-0863-4b31-adc0-e1c4d1194cec.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/deletion_vector_470d5e7d-8e6e-4b50-a971-2621195f320b.bin',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo0/part-00000-36c1f69c-21dc-4374-a89e-1c4468eff784.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo0/part-00001-27f5c1f6-2393-4021-9a0f-44d143761f88.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo1/part-00000-5c80a439-70eb-435a-92eb-04549d3f220e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo1/part-00001-b6134dd2-aa40-4868-a708-bec69fc562a2.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-map-types-correctly/.part-00000-c9259a22-ce39-45df-8d76-768bd813c3ff-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-not-allow-write/_delta_log/00000000000000000000.json',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20180512/city=sh/part-00001-c87aeb63-6d9c-4511-b8b3-71d02178554f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20180520/city=bj/part-00001-4c732f0f-a473-400a-8ba3-1499f599b8f1.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20180520/city=hz/part-00000-de1d5bcd-ad7e-4b88-ba9b-31fb8aeb8093.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20180718/city=hz/part-00000-f888e95b-c831-43fe-bba8-3dbf43b4eb86.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20181212/city=sz/part-00001-529ff89b-55c6-4405-a6cc-04759d5f692b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partitioned/c2=foo0/part-00000-2bcc9ff6-0551-4401-bd22-d361a60627e3.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partitioned/c2=foo0/part-00001-ca647ee7-f1ad-4d70-bf02-5d1872324d6f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partitioned/c2=foo1/part-00000-786c7455-9587-454f-9a4c-de0b22b62bbd.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partitioned/c2=foo1/part-00001-1c702e73-89b5-465a-9c6a-25f7559cd150.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/b=foo0/part-00000-531fe778-e359-44c9-8c35-7ed2416c5ff5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/b=foo0/part-00001-923b258c-b34c-4cb9-8da9-622005e49f2c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/b=foo1/part-00000-7dad1d59-f42c-46c1-992e-35c2fb4d9c09.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/b=foo1/part-00001-e44bca08-b26b-4f4d-8a22-5bb45a598dcf.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%250/part-00000-88ad45a3-9b80-4e66-b474-1748ba085060.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%250/part-00001-aff2b410-c566-4e51-a968-acfa96d6f1e9.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%251/part-00000-180d1a36-4ba9-4321-8145-1e0d73406b02.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%251/part-00001-3379bbbf-1ab8-4781-8b7e-29038d983f83.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo0/part-00000-f1acd078-4e44-4d47-91b2-6568396e2ec3.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo0/part-00001-e7f40ed6-fefa-41f5-b8a6-c6e9b78a1448.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo1/part-00000-1bb7c99b-be0e-4c49-ae73-9baf5a8a08d0.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo1/part-00001-c357f264-a317-4e93-a530-a8b1360ca9f6.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=1969-01-01 00%3A00%3A00/part-00001-75ac07ae-d2e8-4030-be59-c490d47c4496.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=2020-01-01 08%3A09%3A10.001/part-00000-bd889aef-417c-4493-b5f7-a9884ba4b247.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=__HIVE_DEFAULT_PARTITION__/part-00001-7cb5f53e-936c-4d24-bca1-9fa0fc7a66e4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=1969-01-01 00%3A00%3A00/part-00001-48d8c27a-3661-4e1e-95cb-02ef244c1cf4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=2020-01-01 08%3A09%3A10.001/part-00000-a8be3fd2-1fd5-4dd7-84d2-6899a62d99e8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=2021-10-01 08%3A09%3A20/part-00000-321ea6ca-841e-4654-9844-2d4041b6d0d6.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=2021-10-01 08%3A09%3A20/part-00001-b223f8fd-9d33-465b-b139-36c41abb10e8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=__HIVE_DEFAULT_PARTITION__/part-00001-18484b3d-01e6-48bc-9e8b-2a75d36d9f7a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=1969-01-01 00%3A00%3A00/part-00001-2b5694f1-b839-4037-b264-353b31af6e7b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=2020-01-01 08%3A09%3A10.001/part-00000-3cac2575-d0b4-4647-a7a3-b4a9d910cb32.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=2021-10-01 08%3A09%3A20/part-00000-038fb25c-ca6b-43b6-b0dc-d987f38d0ab9.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=2021-10-01 08%3A09%3A20/part-00001-226faf2a-427a-40ee-bfb5-5d53c8642c8a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=__HIVE_DEFAULT_PARTITION__/part-00001-107828e6-a4b9-42b1-9f1f-244c0efc1b08.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=1969-01-01 00%3A00%3A00/part-00001-4c527a95-ca90-4aeb-a61c-8d89b6330772.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2020-01-01 08%3A09%3A10.001/part-00000-4b5188f5-4784-47ce-b4ad-1d3eae80710e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2021-10-01 08%3A09%3A20/part-00000-086f164a-4d32-4631-b9f9-8aeab485f19c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2021-10-01 08%3A09%3A20/part-00001-94d3f0af-754c-4cde-bc6e-08338a03a32e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=__HIVE_DEFAULT_PARTITION__/part-00001-f81daebf-3993-4686-bf72-470e1fe078d9.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-partition-col-ISO8601/ts=2024-01-01 10%3A00%3A00/part-00000-9630b3f5-7ab4-4688-9822-3ef93a9d0559.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-partition-col-ISO8601/ts=2024-01-02 12%3A30%3A00/part-00000-17b5fc05-b487-4b8b-82ff-9ef4352767a5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/log-replay-latest-metadata-protocol/_delta_log/00000000000000000002.json',
        'connectors/golden-tables/src/main/resources/golden/multi-part-checkpoint/.part-00007-8cea4b0f-450b-444f-936d-e2695b1adca6-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/multi-part-checkpoint/_delta_log/.00000000000000000001.json.crc',
        'connectors/golden-tables/src/main/resources/golden/only-checkpoint-files/part-00000-dfc22a82-c022-4a82-86e5-1893449a9ac9-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/snapshot-data1/part-00000-0441e99a-c421-400e-83a1-212aa6c84c73-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/spark-variant-checkpoint/part-00000-1e14ba22-3114-46d1-96fb-48b4912507ce-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/table-with-columnmapping-mode-id/_delta_log/.00000000000000000000.json.crc',
        'connectors/golden-tables/src/main/resources/golden/table-with-columnmapping-mode-id/part-00001-0321adc4-f601-4c9d-bb7c-a0ddf759c7b2-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=0/part-00000-67b6882e-f49f-4df5-9850-b5e8a72f4917.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=0/part-00001-4f02a740-31dc-46c6-bc0e-c19d164ac82d.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=1/part-00000-8a40c3d2-f658-4131-a17f-388265ab04b7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=1/part-00001-3dcad520-b001-4829-a6e5-3d578b0964f4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=2/part-00000-ec6e3a2e-ecbf-4d39-9076-37e523cd62f1.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=2/part-00001-e20bae81-3f27-4c5c-aeca-5cfa6b38615c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=3/part-00000-eaf1edf4-b9da-4df8-b957-08583e2a1d1b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=3/part-00001-b9c6b926-a274-4d8e-b882-31c4aac05038.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=4/part-00000-ce66c2ca-8fdf-48d3-a6e7-5980a370461a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=4/part-00001-5705917d-d837-4d7f-b8c4-f0ada8cf9663.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part2=0/part-00000-7bce012e-f358-4a97-91da-55c4d3266fbe.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part2=0/part-00001-2a830e69-78f3-4d09-9b2c-3bfd9debc2f0.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part2=1/part-00000-82368d1d-588b-487a-be01-16dc85260296.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part2=1/part-00001-0a72544a-fb83-4eaa-8d62-9e6ab59afa8b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=0/part-00000-67b6882e-f49f-4df5-9850-b5e8a72f4917.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=0/part-00001-4f02a740-31dc-46c6-bc0e-c19d164ac82d.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=1/part-00000-8a40c3d2-f658-4131-a17f-388265ab04b7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=1/part-00001-3dcad520-b001-4829-a6e5-3d578b0964f4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=2/part-00000-ec6e3a2e-ecbf-4d39-9076-37e523cd62f1.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=2/part-00001-e20bae81-3f27-4c5c-aeca-5cfa6b38615c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=3/part-00000-eaf1edf4-b9da-4df8-b957-08583e2a1d1b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=3/part-00001-b9c6b926-a274-4d8e-b882-31c4aac05038.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=4/part-00000-ce66c2ca-8fdf-48d3-a6e7-5980a370461a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=4/part-00001-5705917d-d837-4d7f-b8c4-f0ada8cf9663.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-schema-changes-b/.part-00001-3c1f89ce-a996-4d44-a79c-21a6f3d53138-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/type-widening-nested/_delta_log/00000000000000000002.json',
        'connectors/golden-tables/src/main/resources/golden/v2-checkpoint-json/_delta_log/_sidecars/.00000000000000000002.checkpoint.0000000001.0000000002.bd1885fd-6ec0-4370-b0f5-43b5162fd4de.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/versions-not-contiguous/_delta_log/00000000000000000002.json',
        'docs/src/content/docs/delta-deletion-vectors.mdx',
        'examples/scala/.scalafmt.conf',
        'examples/scala/src/main/scala/example/EvolutionWithMap.scala',
        'flink/src/test/java/io/delta/flink/sink/TestSinkWriterContext.java',
        'flink/src/test/java/io/delta/flink/sink/sql/TestDynamicTableSinkContext.java',
        'hudi/README.md',
        'kernel/kernel-api/src/main/java/io/delta/kernel/commit/CommitMetadata.java',
        'kernel/kernel-api/src/main/java/io/delta/kernel/data/FilteredColumnarBatch.java',
        'kernel/kernel-api/src/main/java/io/delta/kernel/internal/ScanBuilderImpl.java',
        'kernel/kernel-api/src/main/java/io/delta/kernel/metrics/ScanMetricsResult.java',
        'kernel/kernel-api/src/test/scala/io/delta/kernel/internal/actions/MetadataSuite.scala',
        'kernel/kernel-api/src/test/scala/io/delta/kernel/internal/metrics/MetricsReportSerializerSuite.scala',
        'kernel/kernel-api/src/test/scala/io/delta/kernel/test/MockEngineUtils.scala',
        'kernel/kernel-benchmarks/src/test/java/io/delta/kernel/benchmarks/BenchmarkUtils.java',
        'kernel/kernel-defaults/src/test/resources/basic-dv-with-checkpoint/.deletion_vector_71f26dca-c66c-41c6-a06f-76fe3809e048.bin.crc',
        'kernel/kernel-defaults/src/test/resources/basic-with-checkpoint/_delta_log/00000000000000000014.json',
        'kernel/kernel-defaults/src/test/resources/catalog-owned-preview/part1=0/part-00000-13fefaba-8ec2-4762-b17e-aeda657451c5.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/catalog-owned-preview/part1=1/part-00000-8afb1c56-2018-4af2-aa4f-4336c1b39efd.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/data-reader-partition-values-column-mapping-name/col-25948c99-9f51-4e05-9f9e-b4f7042f75ed=0/col-6e87b90d-f5df-4dcc-91a1-7a43fa3173fa=0/col-e3e3dce4-fbd4-4a52-a0bd-5d54af7a7a08=0/col-29f826c0-7fff-4e5f-bc11-44a6975c7708=0/col-7781d665-6951-4244-b9bc-a28e477e2d57=true/col-b72a5284-7c06-47f9-9e37-c88c3b54c6ae=0.0/col-3463c48b-4b94-4500-b14f-4a554284b94f=0.0/col-05f332c4-ebdb-4437-9e80-e23f92bee4a2=0/col-c025b8f8-481c-4db2-8932-f37129146ceb=2021-09-08/col-bd963d5f-2199-4700-b5d6-0759bd7a9d90=2021-09-08 11%3A11%3A11/col-01ec4063-ed54-41db-805e-ebfd9b9a6e67=0/part-00002-e0842c02-93d2-4c38-b041-fc88b581688b.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/data-reader-partition-values-column-mapping-name/col-25948c99-9f51-4e05-9f9e-b4f7042f75ed=1/col-6e87b90d-f5df-4dcc-91a1-7a43fa3173fa=1/col-e3e3dce4-fbd4-4a52-a0bd-5d54af7a7a08=1/col-29f826c0-7fff-4e5f-bc11-44a6975c7708=1/col-7781d665-6951-4244-b9bc-a28e477e2d57=false/col-b72a5284-7c06-47f9-9e37-c88c3b54c6ae=1.0/col-3463c48b-4b94-4500-b14f-4a554284b94f=1.0/col-05f332c4-ebdb-4437-9e80-e23f92bee4a2=1/col-c025b8f8-481c-4db2-8932-f37129146ceb=2021-09-08/col-bd963d5f-2199-4700-b5d6-0759bd7a9d90=2021-09-08 11%3A11%3A11/col-01ec4063-ed54-41db-805e-ebfd9b9a6e67=1/part-00000-c9d9ab23-0f5c-4a12-837f-b709c5037905.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/data-reader-partition-values-column-mapping-name/col-25948c99-9f51-4e05-9f9e-b4f7042f75ed=__HIVE_DEFAULT_PARTITION__/col-6e87b90d-f5df-4dcc-91a1-7a43fa3173fa=__HIVE_DEFAULT_PARTITION__/col-e3e3dce4-fbd4-4a52-a0bd-5d54af7a7a08=__HIVE_DEFAULT_PARTITION__/col-29f826c0-7fff-4e5f-bc11-44a6975c7708=__HIVE_DEFAULT_PARTITION__/col-7781d665-6951-4244-b9bc-a28e477e2d57=__HIVE_DEFAULT_PARTITION__/col-b72a5284-7c06-47f9-9e37-c88c3b54c6ae=__HIVE_DEFAULT_PARTITION__/col-3463c48b-4b94-4500-b14f-4a554284b94f=__HIVE_DEFAULT_PARTITION__/col-05f332c4-ebdb-4437-9e80-e23f92bee4a2=__HIVE_DEFAULT_PARTITION__/col-c025b8f8-481c-4db2-8932-f37129146ceb=__HIVE_DEFAULT_PARTITION__/col-bd963d5f-2199-4700-b5d6-0759bd7a9d90=__HIVE_DEFAULT_PARTITION__/col-01ec4063-ed54-41db-805e-ebfd9b9a6e67=__HIVE_DEFAULT_PARTITION__/part-00001-dac9e981-94cc-4dc5-8d01-2cbae8ef69c6.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/json-files/2.json',
        'kernel/kernel-defaults/src/test/resources/kernel-pagination-single-checkpoint/_delta_log/00000000000000000006.json',
        'kernel/kernel-defaults/src/test/resources/kernel-pagination-single-checkpoint/part-00000-f54d5bbb-fe06-4c91-a1ed-500abce87546-c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/kernel-pagination-single-checkpoint/part-00001-7c0e1634-1491-4f2d-9eec-15950d9d900d-c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/kernel-pagination-v2-checkpoint-json/_delta_log/00000000000000000003.json',
        'kernel/kernel-defaults/src/test/resources/spark-variant-stable-feature-checkpoint/_delta_log/.00000000000000000000.crc.crc',
        'kernel/kernel-defaults/src/test/resources/spark-variant-stable-feature-checkpoint/_delta_log/00000000000000000000.crc',
        'kernel/kernel-defaults/src/test/scala/io/delta/kernel/defaults/internal/expressions/DefaultExpressionEvaluatorSuite.scala',
        'kernel/kernel-defaults/src/test/scala/io/delta/kernel/defaults/internal/parquet/ParquetReaderPredicatePushdownSuite.scala',
        'kernel/unitycatalog/src/test/scala/io/delta/kernel/unitycatalog/InMemoryUCClientSuite.scala',
        'kernel/unitycatalog/src/test/scala/io/delta/kernel/unitycatalog/UCCatalogManagedCommitterSuite.scala',
        'python/delta/py.typed',
        'spark/src/main/antlr4/io/delta/sql/parser/DeltaSqlBase.g4',
        'spark/src/main/resources/NOTICE.txt',
        'spark/src/main/scala-shims/spark-4.0/LogKeyShims.scala',
        'spark/src/main/scala/io/delta/tables/DeltaColumnBuilder.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/CommittedTransaction.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/IdentityColumn.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/catalog/AbstractDeltaCatalog.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/commands/ShowDeltaTableColumnsCommand.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/expressions/EncodeNestedVariantAsZ85String.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/util/AnalysisHelper.scala',
        'spark/src/test/java/org/apache/spark/sql/delta/MergeIntoJavaSuite.java',
        'spark/src/test/resources/delta/delta-0.1.0/id=4/part-00001-36c738bf-7836-479b-9cc1-7a4934207856.c000.snappy.parquet',
        'spark/src/test/resources/delta/delta-0.1.0/id=5/part-00000-f1e0b560-ca00-409e-a274-f1ab264bc412.c000.snappy.parquet',
        'spark/src/test/resources/delta/delta-0.1.0/id=6/part-00000-adb59f54-6b8f-4bfd-9915-ae26bd0f0e2c.c000.snappy.parquet',
        'spark/src/test/resources/delta/delta-0.1.0/part-00001-f1cb1cf9-7a73-439c-b0ea-dcba5c2280a6-c000.snappy.parquet',
        'spark/src/test/resources/delta/delta-1.2.1/_delta_log/00000000000000000000.json',
        'spark/src/test/resources/delta/delta-1.2.1/part-00000-87624dd4-c6dc-4163-a4e6-0e50caa28760-c000.snappy.parquet',
        'spark/src/test/resources/delta/identity_test_written_by_version_5/.part-00001-77d98c61-0299-4a5a-b68d-305cab1a46f6-c000.snappy.parquet.crc',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=0/part-00000-757a3870-38dd-41ac-86f1-e1e6826df6bc.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=1/part-00000-ffe81e1a-1a1f-4803-bc2a-e68f7b2ea122.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=2/part-00000-5963000f-3e52-4c43-a106-d7e527f5722a.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=3/part-00000-068d9a17-0362-43f9-ad68-6bfcbd27448d.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=3/part-00000-8775b518-3470-41d4-8d7e-27596c48053e.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=4/part-00000-c66868e5-d1e0-4f22-ae89-9cc4d2a133fa.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=5/part-00000-70dbcf83-e5c0-4c91-8e1a-be86f08b98f4.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=6/part-00000-2dee959e-3d92-4c43-ac01-24d888ba82fd.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=6/part-00000-34e763ec-3291-4cd0-9b90-fd2d24c68098.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=7/part-00000-156df4a5-759c-4b9f-82b1-9727a62b7990.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=7/part-00000-f43c32e8-3996-43ae-9b14-9b7f8fec6221.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=8/part-00000-a1137e9e-5425-4589-b039-84378f061fc4.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=8/part-00000-fe120a67-87dc-4997-8811-3ad9d8dc3743.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=9/part-00000-6bcf7302-8e23-4613-aec2-02856f8f1d05.c000.snappy.parquet',
        'spark/src/test/scala-shims/spark-4.1/InMemorySparkTableShims.scala',
        'spark/src/test/scala-shims/spark-4.2/org/apache/spark/sql/delta/test/shims/ChangelogSyntaxSupportedShim.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/actions/AddFileSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/cdc/DeleteCDCSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/clustering/ClusteredTableClusteringSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/deletionvectors/DeletionVectorsSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/generatedsuites/merge/MergeIntoBasicTests.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/logging/LogThrottlingSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/schema/SchemaEnforcementSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/util/threads/DeltaThreadPoolSuite.scala',
        'spark/v2/src/test/java/io/delta/spark/internal/v2/V2MetadataReadTest.java',
        'spark/v2/src/test/java/io/delta/spark/internal/v2/utils/RowTrackingUtilsTest.java',
        'spark/v2/src/test/java/io/delta/spark/internal/v2/write/DeltaV2StreamingWriteTest.java',
        'storage-s3-dynamodb/integration_tests/dynamodb_logstore.py',
        'storage-s3-dynamodb/src/main/java/io/delta/storage/BaseExternalLogStore.java',
        'storage-s3-dynamodb/src/main/java/io/delta/storage/ExternalCommitEntry.java',
    ),
    'connectors/golden-tables/src/main/resources/golden/data-skipping-partition-and-data-column': (
        '.part-00000-3fbd7548-fc00-4946-bc27-6255b52ef227-c000.snappy.parquet.crc '
        '.part-00000-f610738e-af5e-442a-8f5e-e806354ed14a-c000.snappy.parquet.crc '
        '.part-00001-6dedd756-e903-46d7-9e6c-01b3c4ebeab3-c000.snappy.parquet.crc '
        'part-00000-37b9e82e-6e87-4a9b-bc63-bd0bf3681e6e-c000.snappy.parquet'
    ),
    'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/_delta_log': (
        '.00000000000000000002.json.crc .00000000000000000010.json.crc 00000000000000000013.json'
    ),
    'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=2021-10-01 08%3A09%3A20': (
        '.part-00001-bd0c6fb8-aafd-48dc-9bba-331c1c6f137b.c000.snappy.parquet.crc '
        'part-00000-57e97070-8fc8-485a-95c6-af55daf5e09b.c000.snappy.parquet '
        'part-00001-bd0c6fb8-aafd-48dc-9bba-331c1c6f137b.c000.snappy.parquet'
    ),
    'kernel/kernel-defaults/src/test/resources/basic-dv-with-checkpoint/_delta_log': (
        '.00000000000000000002.json.crc .00000000000000000029.json.crc .00000000000000000035.json.crc'
    ),
    'spark/src/test/scala/org/apache/spark/sql/delta': (
        'CheckpointsSuite.scala DeleteScalaSuite.scala DeltaFastDropFeatureSuite.scala '
        'DeltaStreamUtilsSuite.scala'
    ),
}


DELTA_PARTCOL_KIND = {
    '': (
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=0/part-00000-757a3870-38dd-41ac-86f1-e1e6826df6bc.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=1/part-00000-ffe81e1a-1a1f-4803-bc2a-e68f7b2ea122.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=2/part-00000-5963000f-3e52-4c43-a106-d7e527f5722a.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=3/part-00000-068d9a17-0362-43f9-ad68-6bfcbd27448d.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=3/part-00000-8775b518-3470-41d4-8d7e-27596c48053e.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=4/part-00000-c66868e5-d1e0-4f22-ae89-9cc4d2a133fa.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=5/part-00000-70dbcf83-e5c0-4c91-8e1a-be86f08b98f4.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=6/part-00000-2dee959e-3d92-4c43-ac01-24d888ba82fd.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=6/part-00000-34e763ec-3291-4cd0-9b90-fd2d24c68098.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=7/part-00000-156df4a5-759c-4b9f-82b1-9727a62b7990.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=7/part-00000-f43c32e8-3996-43ae-9b14-9b7f8fec6221.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=8/part-00000-a1137e9e-5425-4589-b039-84378f061fc4.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=8/part-00000-fe120a67-87dc-4997-8811-3ad9d8dc3743.c000.snappy.parquet '
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=9/part-00000-6bcf7302-8e23-4613-aec2-02856f8f1d05.c000.snappy.parquet'
    ),
}


DELTA_PARTCOL_OTHER = {
    '': (
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table-legacy/part=-2342342.23423/part-00000-ba2f74ac-7b9b-47b9-a287-97d92bd20efc.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table-legacy/part=0.00004/part-00000-3de65390-7061-47d6-8995-cbb632b4b203.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table-legacy/part=234.00000/part-00000-654d80b0-611a-4ff3-a8e6-2328dd21cf11.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table-legacy/part=2342222.23454/part-00000-fe848a88-0465-4b4f-8414-25e6da7062f8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table/part=-2342342.23423/part-00000-8f850371-9b03-42c4-9d22-f83bc81c9b68.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table/part=0.00004/part-00000-1cb60e36-6cd4-4191-a318-ae9355f877c3.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table/part=234.00000/part-00000-ac109189-97e5-49af-947f-335a5e46ee5c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table/part=2342222.23454/part-00000-d5a0c70f-7cd3-4d32-a9c0-7171a06547c6.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-with-inserts-deletes-checkpoint/_delta_log/00000000000000000010.checkpoint.parquet',
        'connectors/golden-tables/src/main/resources/golden/commit-info-containing-arbitrary-operationParams-types/month=1/part-00000-22d25ea7-a383-44df-ad22-6b06d871b547.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/commit-info-containing-arbitrary-operationParams-types/month=1/part-00000-c5babbd8-6013-484c-818f-22d546976866.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/commit-info-containing-arbitrary-operationParams-types/month=2/part-00000-129a0441-5f41-4e46-be33-fd0289e53614.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/commit-info-containing-arbitrary-operationParams-types/month=2/part-00000-cc2a9650-0450-4879-9757-873b7f544510.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/corrupted-last-checkpoint-kernel/part-00000-d9d02879-5155-46d4-84a8-41c83c5df9e4-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/corrupted-last-checkpoint/_delta_log/00000000000000000000.json',
        'connectors/golden-tables/src/main/resources/golden/data-reader-escaped-chars/_2=bar+%2521/.part-00000-af08f887-922f-4c31-82a7-8e142c4280a6.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/data-reader-escaped-chars/_2=bar+%2521/part-00000-af08f887-922f-4c31-82a7-8e142c4280a6.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-escaped-chars/_2=bar+%2522/part-00000-c1bfd944-5e0d-4133-af16-7851061e37aa.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-escaped-chars/_2=bar+%2523/part-00000-92352854-5503-4ba5-8c29-b11777034eb7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-nested-struct/part-00000-f2547b28-9219-4628-8462-cc9c56edfebb-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-partition-values/as_int=0/as_long=0/as_byte=0/as_short=0/as_boolean=true/as_float=0.0/as_double=0.0/as_string=0/as_string_lit_null=null/as_date=2021-09-08/as_timestamp=2021-09-08 11%3A11%3A11/as_big_decimal=0/part-00000-b9dc86ae-0134-4363-bd87-19cfb3403e9a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-partition-values/as_int=1/as_long=1/as_byte=1/as_short=1/as_boolean=false/as_float=1.0/as_double=1.0/as_string=1/as_string_lit_null=null/as_date=2021-09-08/as_timestamp=2021-09-08 11%3A11%3A11/as_big_decimal=1/part-00001-cb007d48-a9f5-40e7-adbe-60920680770f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-partition-values/as_int=__HIVE_DEFAULT_PARTITION__/as_long=__HIVE_DEFAULT_PARTITION__/as_byte=__HIVE_DEFAULT_PARTITION__/as_short=__HIVE_DEFAULT_PARTITION__/as_boolean=__HIVE_DEFAULT_PARTITION__/as_float=__HIVE_DEFAULT_PARTITION__/as_double=__HIVE_DEFAULT_PARTITION__/as_string=__HIVE_DEFAULT_PARTITION__/as_string_lit_null=__HIVE_DEFAULT_PARTITION__/as_date=__HIVE_DEFAULT_PARTITION__/as_timestamp=__HIVE_DEFAULT_PARTITION__/as_big_decimal=__HIVE_DEFAULT_PARTITION__/part-00001-9ee474eb-385b-43cf-9acb-0fbed63e011c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-primitives/.part-00000-4f2f0b9f-50b3-4e7b-96a1-e2bb0f246b06-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-id-mode/col-31f31113-4fc7-437c-b8e8-b7bca8a2f698=2013-07-05 17%3A01%3A00.123456/part-00000-468b79b5-ef3e-40ee-b077-8d7b48ef8385.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-id-mode/col-31f31113-4fc7-437c-b8e8-b7bca8a2f698=2013-07-05 17%3A01%3A00.123456/part-00001-94a2fe48-a4c5-4d3e-823c-d76b59b9f597.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-id-mode/col-31f31113-4fc7-437c-b8e8-b7bca8a2f698=2021-11-18 02%3A30%3A00.123456/part-00000-80e4d2e9-69f2-420e-8152-8d5bb810b259.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-id-mode/col-31f31113-4fc7-437c-b8e8-b7bca8a2f698=__HIVE_DEFAULT_PARTITION__/part-00001-047834e2-8a38-47ff-9f1c-01f94a618369.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-name-mode/col-805808af-d12a-42e5-a7ec-f1a99abb82ee=2013-07-05 17%3A01%3A00.123456/part-00000-19009b69-d0d2-4c9c-9994-770c77ce5c1e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-name-mode/col-805808af-d12a-42e5-a7ec-f1a99abb82ee=2013-07-05 17%3A01%3A00.123456/part-00001-459a6750-6f78-44ff-9706-03448c1dde8b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-name-mode/col-805808af-d12a-42e5-a7ec-f1a99abb82ee=2021-11-18 02%3A30%3A00.123456/part-00000-55eb3e92-fedb-4a0e-a327-d44ee8e356b2.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-name-mode/col-805808af-d12a-42e5-a7ec-f1a99abb82ee=__HIVE_DEFAULT_PARTITION__/part-00001-4325cf1b-146e-4e85-b36f-ab9c4a9d8125.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz/tsNtzPartition=2013-07-05 17%3A01%3A00.123456/part-00000-6240e68e-2304-449a-a1e6-0e24866d3508.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz/tsNtzPartition=2013-07-05 17%3A01%3A00.123456/part-00001-336e3e5f-a202-4bd9-b117-28d871bbb639.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz/tsNtzPartition=2021-11-18 02%3A30%3A00.123456/part-00000-65fcd5cb-f2f3-44f4-96ef-f43825143ba9.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz/tsNtzPartition=__HIVE_DEFAULT_PARTITION__/part-00001-53fd3b3b-7773-459a-921c-bb64bf0bbd03.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-skipping-change-stats-collected-across-versions/part-00000-4deb5922-56af-43f6-9f20-75634a766a96-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/decimal-various-scale-precision/_delta_log/.00000000000000000000.json.crc',
        'connectors/golden-tables/src/main/resources/golden/deltalog-getChanges/_delta_log/00000000000000000000.json',
        'connectors/golden-tables/src/main/resources/golden/deltalog-state-reconstruction-from-checkpoint-missing-protocol/_delta_log/00000000000000000001.json',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/deletion_vector_179561f5-946c-40d8-b088-0d890e8c854c.bin',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=0/part-00000-8387c699-30b1-4734-a791-9278d560ec19.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=0/part-00001-24cdbe06-d3dc-449f-bd38-575228ca42a7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=1/part-00000-a1586fa1-50e8-4f06-858a-b43b2e83010b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=1/part-00001-d7e5d32a-55fa-410a-afee-adcdf46bc859.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=2/part-00000-ad58cb56-93db-4374-91ba-e65e7fa68e76.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=2/part-00001-ab1247be-1f77-41e6-a392-50a99b2db864.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=3/part-00000-319bea86-657f-4431-9b26-949dba99cf2c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=3/part-00001-afeef1dd-2517-49b9-873e-e9e6e8a74b19.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=4/part-00000-69ec928d-3737-4eb3-a3d8-9555a6b55ff5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=4/part-00001-e63d3db6-9e97-4472-aacc-6af9fa44e73d.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=5/part-00000-5c963f16-d5b8-4f8b-8d8a-0e3403228be2.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=5/part-00001-f344b457-fbd0-4bc4-9502-2c07025e5bb1.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=6/part-00000-be524334-115d-4d01-8614-e1bc8c630926.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=6/part-00001-6fc16401-ac51-4b89-bf08-bb86cecb5cc2.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=7/part-00000-33cc19fc-3607-4ea7-ab6d-af4e3ebf62c4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=7/part-00001-986abb06-e672-4134-83d4-261752b236b8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=8/part-00000-02c66988-3465-4483-9f85-7155e6aee1f4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=8/part-00001-7c58de64-d72f-4373-8d86-dfdc00fb264e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=9/part-00000-e4012c8c-cc60-44c0-babb-8c5d264a3a31.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=9/part-00001-c0430af8-a8e0-4b23-8776-b2fc549b3e4e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/_delta_log/00000000000000000003.json',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=0/part-00000-d1888b8a-150e-4fe3-a397-1514739499b4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=0/part-00001-0e48fbde-daec-44ff-b579-d5c49b6c827f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=1/part-00000-19513938-badc-4bd4-9513-3d043d1491dc.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=1/part-00001-fb5e7c74-75ab-4bee-8234-400040ae127a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=2/part-00000-3f054c46-7f8f-45f3-a541-25525787b631.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=2/part-00001-4825f848-06bb-4b91-94e8-deb40f05feca.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=3/part-00000-1a0ac64e-0ce2-493e-b1b0-6cf15c1988f5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=3/part-00001-d1fc7b93-6ec3-4c75-8363-ffd8f1f43420.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=4/part-00000-dbfb557b-b778-454e-bef4-bab9481bcea7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=4/part-00001-ee7c50c6-4119-41ff-9c0a-285f844e7c31.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=5/part-00000-6d057276-2da0-45c3-86eb-aed7fd3429b8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=5/part-00001-ee535eb0-972e-470f-b705-61884acbbe39.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=6/part-00000-c0ca807e-59eb-4c84-a67d-c65a2e03c3c5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=6/part-00001-8c38a718-ea0d-4ac1-9515-3a6ec23cc86b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=7/part-00000-12e816f9-daa3-4197-98f2-217a983bdafd.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=7/part-00001-e2c8fd65-f478-4738-89f2-b4f63bdc166f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=8/part-00000-ee6122b8-1474-4764-8bdf-8f8b95c734af.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=8/part-00001-0878dadb-c875-4347-92a3-8739c303d7bd.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=9/part-00000-f2e5dc2f-b7c6-4772-85d7-23b273a9e54d.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=9/part-00001-8bbcb266-0863-4b31-adc0-e1c4d1194cec.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/deletion_vector_d55d3f39-1918-4373-b1b2-0891210ca90e.bin',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo0/part-00000-36c1f69c-21dc-4374-a89e-1c4468eff784.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo0/part-00001-27f5c1f6-2393-4021-9a0f-44d143761f88.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo1/part-00000-5c80a439-70eb-435a-92eb-04549d3f220e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo1/part-00001-b6134dd2-aa40-4868-a708-bec69fc562a2.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-deleted-path/.part-00000-377b2930-7ed7-41e6-bab2-d565a7ca5bfb-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20180512/city=sh/part-00001-c87aeb63-6d9c-4511-b8b3-71d02178554f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20180520/city=bj/part-00001-4c732f0f-a473-400a-8ba3-1499f599b8f1.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20180520/city=hz/part-00000-de1d5bcd-ad7e-4b88-ba9b-31fb8aeb8093.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20180718/city=hz/part-00000-f888e95b-c831-43fe-bba8-3dbf43b4eb86.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20181212/city=sz/part-00001-529ff89b-55c6-4405-a6cc-04759d5f692b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partitioned/c2=foo0/part-00000-2bcc9ff6-0551-4401-bd22-d361a60627e3.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partitioned/c2=foo0/part-00001-ca647ee7-f1ad-4d70-bf02-5d1872324d6f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partitioned/c2=foo1/part-00000-786c7455-9587-454f-9a4c-de0b22b62bbd.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partitioned/c2=foo1/part-00001-1c702e73-89b5-465a-9c6a-25f7559cd150.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/_delta_log/00000000000000000000.json',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/b=foo0/part-00000-531fe778-e359-44c9-8c35-7ed2416c5ff5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/b=foo0/part-00001-923b258c-b34c-4cb9-8da9-622005e49f2c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/b=foo1/part-00000-7dad1d59-f42c-46c1-992e-35c2fb4d9c09.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/b=foo1/part-00001-e44bca08-b26b-4f4d-8a22-5bb45a598dcf.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%250/part-00000-88ad45a3-9b80-4e66-b474-1748ba085060.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%250/part-00001-aff2b410-c566-4e51-a968-acfa96d6f1e9.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%251/part-00000-180d1a36-4ba9-4321-8145-1e0d73406b02.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%251/part-00001-3379bbbf-1ab8-4781-8b7e-29038d983f83.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo0/part-00000-f1acd078-4e44-4d47-91b2-6568396e2ec3.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo0/part-00001-e7f40ed6-fefa-41f5-b8a6-c6e9b78a1448.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo1/part-00000-1bb7c99b-be0e-4c49-ae73-9baf5a8a08d0.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo1/part-00001-c357f264-a317-4e93-a530-a8b1360ca9f6.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=1969-01-01 00%3A00%3A00/part-00001-75ac07ae-d2e8-4030-be59-c490d47c4496.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=2020-01-01 08%3A09%3A10.001/part-00000-bd889aef-417c-4493-b5f7-a9884ba4b247.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=2021-10-01 08%3A09%3A20/part-00000-57e97070-8fc8-485a-95c6-af55daf5e09b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=2021-10-01 08%3A09%3A20/part-00001-bd0c6fb8-aafd-48dc-9bba-331c1c6f137b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=__HIVE_DEFAULT_PARTITION__/part-00001-7cb5f53e-936c-4d24-bca1-9fa0fc7a66e4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=1969-01-01 00%3A00%3A00/part-00001-48d8c27a-3661-4e1e-95cb-02ef244c1cf4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=2020-01-01 08%3A09%3A10.001/part-00000-a8be3fd2-1fd5-4dd7-84d2-6899a62d99e8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=2021-10-01 08%3A09%3A20/part-00000-321ea6ca-841e-4654-9844-2d4041b6d0d6.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=2021-10-01 08%3A09%3A20/part-00001-b223f8fd-9d33-465b-b139-36c41abb10e8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=__HIVE_DEFAULT_PARTITION__/part-00001-18484b3d-01e6-48bc-9e8b-2a75d36d9f7a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=1969-01-01 00%3A00%3A00/part-00001-2b5694f1-b839-4037-b264-353b31af6e7b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=2020-01-01 08%3A09%3A10.001/part-00000-3cac2575-d0b4-4647-a7a3-b4a9d910cb32.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=2021-10-01 08%3A09%3A20/part-00000-038fb25c-ca6b-43b6-b0dc-d987f38d0ab9.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=2021-10-01 08%3A09%3A20/part-00001-226faf2a-427a-40ee-bfb5-5d53c8642c8a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=__HIVE_DEFAULT_PARTITION__/part-00001-107828e6-a4b9-42b1-9f1f-244c0efc1b08.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=1969-01-01 00%3A00%3A00/part-00001-4c527a95-ca90-4aeb-a61c-8d89b6330772.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2020-01-01 08%3A09%3A10.001/.part-00000-4b5188f5-4784-47ce-b4ad-1d3eae80710e.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2020-01-01 08%3A09%3A10.001/part-00000-4b5188f5-4784-47ce-b4ad-1d3eae80710e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2021-10-01 08%3A09%3A20/part-00000-086f164a-4d32-4631-b9f9-8aeab485f19c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2021-10-01 08%3A09%3A20/part-00001-94d3f0af-754c-4cde-bc6e-08338a03a32e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=__HIVE_DEFAULT_PARTITION__/part-00001-f81daebf-3993-4686-bf72-470e1fe078d9.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-partition-col-ISO8601/ts=2024-01-01 10%3A00%3A00/part-00000-9630b3f5-7ab4-4688-9822-3ef93a9d0559.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-partition-col-ISO8601/ts=2024-01-02 12%3A30%3A00/part-00000-17b5fc05-b487-4b8b-82ff-9ef4352767a5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/log-replay-latest-metadata-protocol/part-00001-9624cca6-2238-4f36-a6c1-707b86b81b81-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/log-replay-special-characters/_delta_log/00000000000000000000.json',
        'connectors/golden-tables/src/main/resources/golden/multi-part-checkpoint/part-00000-7f49f4e3-2c9c-4ea7-b6c3-42c9a6fc6070-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/parquet-decimal-dictionaries-v2/part-00000-2509b8ef-98ac-42da-98ee-9d2c58ac6031-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/snapshot-vacuumed/_delta_log/00000000000000000003.json',
        'connectors/golden-tables/src/main/resources/golden/spark-variant-checkpoint/.part-00000-16c852df-ba66-4080-be25-530a05922422-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/spark-variant-checkpoint/.part-00001-664313d3-14b4-4dbf-8110-77001b877182-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=0/part-00000-67b6882e-f49f-4df5-9850-b5e8a72f4917.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=0/part-00001-4f02a740-31dc-46c6-bc0e-c19d164ac82d.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=1/part-00000-8a40c3d2-f658-4131-a17f-388265ab04b7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=1/part-00001-3dcad520-b001-4829-a6e5-3d578b0964f4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=2/part-00000-ec6e3a2e-ecbf-4d39-9076-37e523cd62f1.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=2/part-00001-e20bae81-3f27-4c5c-aeca-5cfa6b38615c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=3/part-00000-eaf1edf4-b9da-4df8-b957-08583e2a1d1b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=3/part-00001-b9c6b926-a274-4d8e-b882-31c4aac05038.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=4/part-00000-ce66c2ca-8fdf-48d3-a6e7-5980a370461a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=4/part-00001-5705917d-d837-4d7f-b8c4-f0ada8cf9663.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part2=1/part-00000-82368d1d-588b-487a-be01-16dc85260296.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part2=1/part-00001-0a72544a-fb83-4eaa-8d62-9e6ab59afa8b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=0/part-00000-67b6882e-f49f-4df5-9850-b5e8a72f4917.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=0/part-00001-4f02a740-31dc-46c6-bc0e-c19d164ac82d.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=1/part-00000-8a40c3d2-f658-4131-a17f-388265ab04b7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=1/part-00001-3dcad520-b001-4829-a6e5-3d578b0964f4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=2/part-00000-ec6e3a2e-ecbf-4d39-9076-37e523cd62f1.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=2/part-00001-e20bae81-3f27-4c5c-aeca-5cfa6b38615c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=3/part-00000-eaf1edf4-b9da-4df8-b957-08583e2a1d1b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=3/part-00001-b9c6b926-a274-4d8e-b882-31c4aac05038.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=4/part-00000-ce66c2ca-8fdf-48d3-a6e7-5980a370461a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=4/part-00001-5705917d-d837-4d7f-b8c4-f0ada8cf9663.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-start-start20/.part-00001-90fee26a-1483-44e3-b239-805343fec254-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/type-widening/part-00000-1045efe0-45bb-4b99-9f83-5ffa04a63ab2-c000.snappy.parquet',
        'docs/package.json',
        'docs/src/content/docs/snowflake-integration.mdx',
        'examples/python/delta_connect.py',
        'flink/src/test/java/io/delta/flink/kernel/dv/BinDVAccessTest.java',
        'flink/src/test/java/io/delta/flink/sink/DeltaUpsertWriterTaskTest.java',
        'flink/src/test/java/io/delta/flink/sink/mergestrategy/ScanLocatorTest.java',
        'kernel/kernel-api/src/main/java/io/delta/kernel/CommitRangeBuilder.java',
        'kernel/kernel-api/src/main/java/io/delta/kernel/SnapshotBuilder.java',
        'kernel/kernel-api/src/main/java/io/delta/kernel/expressions/Literal.java',
        'kernel/kernel-api/src/main/java/io/delta/kernel/internal/util/ExpressionUtils.java',
        'kernel/kernel-api/src/test/scala/io/delta/kernel/commit/CatalogCommitterUtilsSuite.scala',
        'kernel/kernel-api/src/test/scala/io/delta/kernel/internal/checksum/ChecksumStateTrackerSuite.scala',
        'kernel/kernel-api/src/test/scala/io/delta/kernel/internal/skipping/StatsSchemaHelperSuite.scala',
        'kernel/kernel-api/src/test/scala/io/delta/kernel/internal/util/TimestampUtilsSuite.scala',
        'kernel/kernel-defaults/src/test/resources/basic-dv-with-checkpoint/.deletion_vector_0498d0e5-d192-44fc-b2f4-a17f228043e6.bin.crc',
        'kernel/kernel-defaults/src/test/resources/basic-dv-with-checkpoint/.deletion_vector_b3a6359b-f50b-4db5-a4a5-e05e4641b76f.bin.crc',
        'kernel/kernel-defaults/src/test/resources/basic-dv-with-checkpoint/_delta_log/.00000000000000000010.json.crc',
        'kernel/kernel-defaults/src/test/resources/basic-dv-with-checkpoint/_delta_log/.00000000000000000017.json.crc',
        'kernel/kernel-defaults/src/test/resources/basic-with-checkpoint/_delta_log/.00000000000000000011.json.crc',
        'kernel/kernel-defaults/src/test/resources/catalog-owned-preview/part1=0/part-00000-13fefaba-8ec2-4762-b17e-aeda657451c5.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/catalog-owned-preview/part1=1/part-00000-8afb1c56-2018-4af2-aa4f-4336c1b39efd.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/data-reader-partition-values-column-mapping-name/col-25948c99-9f51-4e05-9f9e-b4f7042f75ed=0/col-6e87b90d-f5df-4dcc-91a1-7a43fa3173fa=0/col-e3e3dce4-fbd4-4a52-a0bd-5d54af7a7a08=0/col-29f826c0-7fff-4e5f-bc11-44a6975c7708=0/col-7781d665-6951-4244-b9bc-a28e477e2d57=true/col-b72a5284-7c06-47f9-9e37-c88c3b54c6ae=0.0/col-3463c48b-4b94-4500-b14f-4a554284b94f=0.0/col-05f332c4-ebdb-4437-9e80-e23f92bee4a2=0/col-c025b8f8-481c-4db2-8932-f37129146ceb=2021-09-08/col-bd963d5f-2199-4700-b5d6-0759bd7a9d90=2021-09-08 11%3A11%3A11/col-01ec4063-ed54-41db-805e-ebfd9b9a6e67=0/part-00002-e0842c02-93d2-4c38-b041-fc88b581688b.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/data-reader-partition-values-column-mapping-name/col-25948c99-9f51-4e05-9f9e-b4f7042f75ed=1/col-6e87b90d-f5df-4dcc-91a1-7a43fa3173fa=1/col-e3e3dce4-fbd4-4a52-a0bd-5d54af7a7a08=1/col-29f826c0-7fff-4e5f-bc11-44a6975c7708=1/col-7781d665-6951-4244-b9bc-a28e477e2d57=false/col-b72a5284-7c06-47f9-9e37-c88c3b54c6ae=1.0/col-3463c48b-4b94-4500-b14f-4a554284b94f=1.0/col-05f332c4-ebdb-4437-9e80-e23f92bee4a2=1/col-c025b8f8-481c-4db2-8932-f37129146ceb=2021-09-08/col-bd963d5f-2199-4700-b5d6-0759bd7a9d90=2021-09-08 11%3A11%3A11/col-01ec4063-ed54-41db-805e-ebfd9b9a6e67=1/.part-00000-c9d9ab23-0f5c-4a12-837f-b709c5037905.c000.snappy.parquet.crc',
        'kernel/kernel-defaults/src/test/resources/data-reader-partition-values-column-mapping-name/col-25948c99-9f51-4e05-9f9e-b4f7042f75ed=1/col-6e87b90d-f5df-4dcc-91a1-7a43fa3173fa=1/col-e3e3dce4-fbd4-4a52-a0bd-5d54af7a7a08=1/col-29f826c0-7fff-4e5f-bc11-44a6975c7708=1/col-7781d665-6951-4244-b9bc-a28e477e2d57=false/col-b72a5284-7c06-47f9-9e37-c88c3b54c6ae=1.0/col-3463c48b-4b94-4500-b14f-4a554284b94f=1.0/col-05f332c4-ebdb-4437-9e80-e23f92bee4a2=1/col-c025b8f8-481c-4db2-8932-f37129146ceb=2021-09-08/col-bd963d5f-2199-4700-b5d6-0759bd7a9d90=2021-09-08 11%3A11%3A11/col-01ec4063-ed54-41db-805e-ebfd9b9a6e67=1/part-00000-c9d9ab23-0f5c-4a12-837f-b709c5037905.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/data-reader-partition-values-column-mapping-name/col-25948c99-9f51-4e05-9f9e-b4f7042f75ed=__HIVE_DEFAULT_PARTITION__/col-6e87b90d-f5df-4dcc-91a1-7a43fa3173fa=__HIVE_DEFAULT_PARTITION__/col-e3e3dce4-fbd4-4a52-a0bd-5d54af7a7a08=__HIVE_DEFAULT_PARTITION__/col-29f826c0-7fff-4e5f-bc11-44a6975c7708=__HIVE_DEFAULT_PARTITION__/col-7781d665-6951-4244-b9bc-a28e477e2d57=__HIVE_DEFAULT_PARTITION__/col-b72a5284-7c06-47f9-9e37-c88c3b54c6ae=__HIVE_DEFAULT_PARTITION__/col-3463c48b-4b94-4500-b14f-4a554284b94f=__HIVE_DEFAULT_PARTITION__/col-05f332c4-ebdb-4437-9e80-e23f92bee4a2=__HIVE_DEFAULT_PARTITION__/col-c025b8f8-481c-4db2-8932-f37129146ceb=__HIVE_DEFAULT_PARTITION__/col-bd963d5f-2199-4700-b5d6-0759bd7a9d90=__HIVE_DEFAULT_PARTITION__/col-01ec4063-ed54-41db-805e-ebfd9b9a6e67=__HIVE_DEFAULT_PARTITION__/part-00001-dac9e981-94cc-4dc5-8d01-2cbae8ef69c6.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/kernel-pagination-multi-part-checkpoints/part-00004-a5f332bd-bf7f-4552-a0ae-011cc6888787-c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/kernel-pagination-single-checkpoint/_delta_log/00000000000000000009.checkpoint.parquet',
        'kernel/kernel-defaults/src/test/resources/kernel-pagination-single-checkpoint/_delta_log/00000000000000000011.json',
        'kernel/kernel-defaults/src/test/resources/kernel-pagination-single-checkpoint/part-00000-c5b4b509-af7c-42b7-bbf5-8797cdb5eeaa-c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/spark-variant-checkpoint/.part-00000-9a9c570c-ee32-4322-ad2f-8c837a77d398-c000.snappy.parquet.crc',
        'kernel/kernel-defaults/src/test/resources/spark-variant-checkpoint/_delta_log/.00000000000000000002.checkpoint.parquet.crc',
        'kernel/kernel-defaults/src/test/scala/io/delta/kernel/defaults/LogReplaySuite.scala',
        'kernel/kernel-defaults/src/test/scala/io/delta/kernel/defaults/TableChangesSuite.scala',
        'kernel/kernel-defaults/src/test/scala/io/delta/kernel/defaults/utils/TestUtils.scala',
        'kernel/project/plugins.sbt',
        'python/delta/connect/plan.py',
        'spark-unified/src/test/scala/org/apache/spark/sql/delta/test/DeltaV2SinkSuite.scala',
        'spark/delta-suite-generator/src/main/scala/io/delta/suitegenerator/ModularSuiteGenerator.scala',
        'spark/src/main/java/io/delta/dynamodbcommitcoordinator/integration_tests/dynamodb_commitcoordinator_integration_test.py',
        'spark/src/main/scala-shims/spark-4.1-4.2/DataSourceV2RelationShims.scala',
        'spark/src/main/scala/io/delta/tables/execution/DeltaTableBuilderOptions.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/DeltaOptions.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/ThreadStorageExecutionObserver.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/commands/DMLUtils.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/constraints/CharVarcharConstraint.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/stats/PrepareDeltaScan.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/util/StateCache.scala',
        'spark/src/test/resources/delta/delta-0.1.0/.part-00000-f4aeebd0-a689-4e1b-bc7a-bbb0ec59dce5-c000.snappy.parquet.crc',
        'spark/src/test/resources/delta/delta-0.1.0/id=4/part-00001-36c738bf-7836-479b-9cc1-7a4934207856.c000.snappy.parquet',
        'spark/src/test/resources/delta/delta-0.1.0/id=5/.part-00000-f1e0b560-ca00-409e-a274-f1ab264bc412.c000.snappy.parquet.crc',
        'spark/src/test/resources/delta/delta-0.1.0/id=5/part-00000-f1e0b560-ca00-409e-a274-f1ab264bc412.c000.snappy.parquet',
        'spark/src/test/resources/delta/delta-0.1.0/id=6/part-00000-adb59f54-6b8f-4bfd-9915-ae26bd0f0e2c.c000.snappy.parquet',
        'spark/src/test/resources/delta/delta-1.2.1/.part-00001-91d10124-a73d-42c2-9ef0-75ed41ca73d8-c000.snappy.parquet.crc',
        'spark/src/test/resources/delta/history/delta-0.2.0/_delta_log/..00000000000000000000.json.c6b312ca-665d-46ab-93a9-9f87ad2baa92.tmp.crc',
        'spark/src/test/resources/delta/variant-stats-with-struct-no-checkpoint/_delta_log/00000000000000000001.crc',
        'spark/src/test/scala-shims/spark-4.0-4.1/org/apache/spark/sql/SparkSessionProvider.scala',
        'spark/src/test/scala/io/delta/exceptions/DeltaConcurrentExceptionsSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/amt/AMTCheckpointWriteSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/amt/AMTPartitionValuesSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/concurrency/DeltaInsertReplaceOnOrUsingConcurrencySuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/expressions/HilbertUtilsSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/generatedsuites/merge/MergeIntoSuiteBaseMiscTests.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/rowid/GenerateRowIDsSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/typewidening/TypeWideningTableFeatureSuite.scala',
        'spark/v2/src/main/java/io/delta/spark/internal/v2/write/DeltaV2BatchWriteContext.java',
        'spark/v2/src/test/java/io/delta/spark/internal/v2/read/DeltaV2ScanTest.java',
        'spark/v2/src/test/java/io/delta/spark/internal/v2/read/metadata/MetadataStructSchemaContextTest.java',
        'testDeltaIcebergJar/src/test/scala/JarSuite.scala',
    ),
    'connectors/golden-tables/src/main/resources/golden/data-skipping-partition-and-data-column': (
        '.part-00000-3fbd7548-fc00-4946-bc27-6255b52ef227-c000.snappy.parquet.crc '
        '.part-00000-f610738e-af5e-442a-8f5e-e806354ed14a-c000.snappy.parquet.crc '
        '.part-00001-6dedd756-e903-46d7-9e6c-01b3c4ebeab3-c000.snappy.parquet.crc '
        'part-00000-37b9e82e-6e87-4a9b-bc63-bd0bf3681e6e-c000.snappy.parquet'
    ),
    'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/_delta_log': (
        '.00000000000000000002.json.crc .00000000000000000010.json.crc 00000000000000000013.json'
    ),
    'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part2=0': (
        '.part-00001-2a830e69-78f3-4d09-9b2c-3bfd9debc2f0.c000.snappy.parquet.crc '
        'part-00000-7bce012e-f358-4a97-91da-55c4d3266fbe.c000.snappy.parquet '
        'part-00001-2a830e69-78f3-4d09-9b2c-3bfd9debc2f0.c000.snappy.parquet'
    ),
    'spark/src/test/scala/org/apache/spark/sql/delta': (
        'ChecksumSuite.scala DeltaAlterTableTests.scala DeltaOptionSuite.scala S3LikeLocalFileSystem.scala'
    ),
    'spark/v2/src/test/java/io/delta/spark/internal/v2/utils': (
        'SchemaUtilsTest.java SerializableKernelFileStatusTest.java SerializableReadOnlySnapshotTest.java'
    ),
}


DELTA_TIMESTAMPS_KIND = {
    '': (
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=1969-01-01 00%3A00%3A00/part-00001-75ac07ae-d2e8-4030-be59-c490d47c4496.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=2020-01-01 08%3A09%3A10.001/part-00000-bd889aef-417c-4493-b5f7-a9884ba4b247.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=2021-10-01 08%3A09%3A20/part-00000-57e97070-8fc8-485a-95c6-af55daf5e09b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=2021-10-01 08%3A09%3A20/part-00001-bd0c6fb8-aafd-48dc-9bba-331c1c6f137b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=__HIVE_DEFAULT_PARTITION__/part-00001-7cb5f53e-936c-4d24-bca1-9fa0fc7a66e4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=1969-01-01 00%3A00%3A00/part-00001-48d8c27a-3661-4e1e-95cb-02ef244c1cf4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=2020-01-01 08%3A09%3A10.001/part-00000-a8be3fd2-1fd5-4dd7-84d2-6899a62d99e8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=2021-10-01 08%3A09%3A20/part-00000-321ea6ca-841e-4654-9844-2d4041b6d0d6.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=2021-10-01 08%3A09%3A20/part-00001-b223f8fd-9d33-465b-b139-36c41abb10e8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=__HIVE_DEFAULT_PARTITION__/part-00001-18484b3d-01e6-48bc-9e8b-2a75d36d9f7a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=1969-01-01 00%3A00%3A00/part-00001-2b5694f1-b839-4037-b264-353b31af6e7b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=2020-01-01 08%3A09%3A10.001/part-00000-3cac2575-d0b4-4647-a7a3-b4a9d910cb32.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=2021-10-01 08%3A09%3A20/part-00000-038fb25c-ca6b-43b6-b0dc-d987f38d0ab9.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=2021-10-01 08%3A09%3A20/part-00001-226faf2a-427a-40ee-bfb5-5d53c8642c8a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=__HIVE_DEFAULT_PARTITION__/part-00001-107828e6-a4b9-42b1-9f1f-244c0efc1b08.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=1969-01-01 00%3A00%3A00/part-00001-4c527a95-ca90-4aeb-a61c-8d89b6330772.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2020-01-01 08%3A09%3A10.001/part-00000-4b5188f5-4784-47ce-b4ad-1d3eae80710e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2021-10-01 08%3A09%3A20/part-00000-086f164a-4d32-4631-b9f9-8aeab485f19c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2021-10-01 08%3A09%3A20/part-00001-94d3f0af-754c-4cde-bc6e-08338a03a32e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=__HIVE_DEFAULT_PARTITION__/part-00001-f81daebf-3993-4686-bf72-470e1fe078d9.c000.snappy.parquet',
    ),
}


DELTA_TIMESTAMPS_OTHER = {
    '': (
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table-legacy/part=-2342342.23423/part-00000-ba2f74ac-7b9b-47b9-a287-97d92bd20efc.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table-legacy/part=0.00004/part-00000-3de65390-7061-47d6-8995-cbb632b4b203.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table-legacy/part=234.00000/part-00000-654d80b0-611a-4ff3-a8e6-2328dd21cf11.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table-legacy/part=2342222.23454/part-00000-fe848a88-0465-4b4f-8414-25e6da7062f8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table/part=-2342342.23423/part-00000-8f850371-9b03-42c4-9d22-f83bc81c9b68.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table/part=0.00004/part-00000-1cb60e36-6cd4-4191-a318-ae9355f877c3.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table/part=234.00000/part-00000-ac109189-97e5-49af-947f-335a5e46ee5c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-decimal-table/part=2342222.23454/part-00000-d5a0c70f-7cd3-4d32-a9c0-7171a06547c6.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/basic-with-inserts-deletes-checkpoint/_delta_log/00000000000000000010.checkpoint.parquet',
        'connectors/golden-tables/src/main/resources/golden/commit-info-containing-arbitrary-operationParams-types/month=1/part-00000-22d25ea7-a383-44df-ad22-6b06d871b547.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/commit-info-containing-arbitrary-operationParams-types/month=1/part-00000-c5babbd8-6013-484c-818f-22d546976866.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/commit-info-containing-arbitrary-operationParams-types/month=2/part-00000-129a0441-5f41-4e46-be33-fd0289e53614.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/commit-info-containing-arbitrary-operationParams-types/month=2/part-00000-cc2a9650-0450-4879-9757-873b7f544510.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/corrupted-last-checkpoint-kernel/part-00000-d9d02879-5155-46d4-84a8-41c83c5df9e4-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/corrupted-last-checkpoint/_delta_log/00000000000000000000.json',
        'connectors/golden-tables/src/main/resources/golden/data-reader-escaped-chars/_2=bar+%2521/.part-00000-af08f887-922f-4c31-82a7-8e142c4280a6.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/data-reader-escaped-chars/_2=bar+%2521/part-00000-af08f887-922f-4c31-82a7-8e142c4280a6.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-escaped-chars/_2=bar+%2522/part-00000-c1bfd944-5e0d-4133-af16-7851061e37aa.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-escaped-chars/_2=bar+%2523/part-00000-92352854-5503-4ba5-8c29-b11777034eb7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-nested-struct/part-00000-f2547b28-9219-4628-8462-cc9c56edfebb-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-partition-values/as_int=0/as_long=0/as_byte=0/as_short=0/as_boolean=true/as_float=0.0/as_double=0.0/as_string=0/as_string_lit_null=null/as_date=2021-09-08/as_timestamp=2021-09-08 11%3A11%3A11/as_big_decimal=0/part-00000-b9dc86ae-0134-4363-bd87-19cfb3403e9a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-partition-values/as_int=1/as_long=1/as_byte=1/as_short=1/as_boolean=false/as_float=1.0/as_double=1.0/as_string=1/as_string_lit_null=null/as_date=2021-09-08/as_timestamp=2021-09-08 11%3A11%3A11/as_big_decimal=1/part-00001-cb007d48-a9f5-40e7-adbe-60920680770f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-partition-values/as_int=__HIVE_DEFAULT_PARTITION__/as_long=__HIVE_DEFAULT_PARTITION__/as_byte=__HIVE_DEFAULT_PARTITION__/as_short=__HIVE_DEFAULT_PARTITION__/as_boolean=__HIVE_DEFAULT_PARTITION__/as_float=__HIVE_DEFAULT_PARTITION__/as_double=__HIVE_DEFAULT_PARTITION__/as_string=__HIVE_DEFAULT_PARTITION__/as_string_lit_null=__HIVE_DEFAULT_PARTITION__/as_date=__HIVE_DEFAULT_PARTITION__/as_timestamp=__HIVE_DEFAULT_PARTITION__/as_big_decimal=__HIVE_DEFAULT_PARTITION__/part-00001-9ee474eb-385b-43cf-9acb-0fbed63e011c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-primitives/.part-00000-4f2f0b9f-50b3-4e7b-96a1-e2bb0f246b06-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-id-mode/col-31f31113-4fc7-437c-b8e8-b7bca8a2f698=2013-07-05 17%3A01%3A00.123456/part-00000-468b79b5-ef3e-40ee-b077-8d7b48ef8385.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-id-mode/col-31f31113-4fc7-437c-b8e8-b7bca8a2f698=2013-07-05 17%3A01%3A00.123456/part-00001-94a2fe48-a4c5-4d3e-823c-d76b59b9f597.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-id-mode/col-31f31113-4fc7-437c-b8e8-b7bca8a2f698=2021-11-18 02%3A30%3A00.123456/part-00000-80e4d2e9-69f2-420e-8152-8d5bb810b259.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-id-mode/col-31f31113-4fc7-437c-b8e8-b7bca8a2f698=__HIVE_DEFAULT_PARTITION__/part-00001-047834e2-8a38-47ff-9f1c-01f94a618369.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-name-mode/col-805808af-d12a-42e5-a7ec-f1a99abb82ee=2013-07-05 17%3A01%3A00.123456/part-00000-19009b69-d0d2-4c9c-9994-770c77ce5c1e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-name-mode/col-805808af-d12a-42e5-a7ec-f1a99abb82ee=2013-07-05 17%3A01%3A00.123456/part-00001-459a6750-6f78-44ff-9706-03448c1dde8b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-name-mode/col-805808af-d12a-42e5-a7ec-f1a99abb82ee=2021-11-18 02%3A30%3A00.123456/part-00000-55eb3e92-fedb-4a0e-a327-d44ee8e356b2.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz-name-mode/col-805808af-d12a-42e5-a7ec-f1a99abb82ee=__HIVE_DEFAULT_PARTITION__/part-00001-4325cf1b-146e-4e85-b36f-ab9c4a9d8125.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz/tsNtzPartition=2013-07-05 17%3A01%3A00.123456/part-00000-6240e68e-2304-449a-a1e6-0e24866d3508.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz/tsNtzPartition=2013-07-05 17%3A01%3A00.123456/part-00001-336e3e5f-a202-4bd9-b117-28d871bbb639.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz/tsNtzPartition=2021-11-18 02%3A30%3A00.123456/part-00000-65fcd5cb-f2f3-44f4-96ef-f43825143ba9.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-reader-timestamp_ntz/tsNtzPartition=__HIVE_DEFAULT_PARTITION__/part-00001-53fd3b3b-7773-459a-921c-bb64bf0bbd03.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/data-skipping-change-stats-collected-across-versions/part-00000-4deb5922-56af-43f6-9f20-75634a766a96-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/decimal-various-scale-precision/_delta_log/.00000000000000000000.json.crc',
        'connectors/golden-tables/src/main/resources/golden/deltalog-getChanges/_delta_log/00000000000000000000.json',
        'connectors/golden-tables/src/main/resources/golden/deltalog-state-reconstruction-from-checkpoint-missing-protocol/_delta_log/00000000000000000001.json',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/deletion_vector_179561f5-946c-40d8-b088-0d890e8c854c.bin',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=0/part-00000-8387c699-30b1-4734-a791-9278d560ec19.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=0/part-00001-24cdbe06-d3dc-449f-bd38-575228ca42a7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=1/part-00000-a1586fa1-50e8-4f06-858a-b43b2e83010b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=1/part-00001-d7e5d32a-55fa-410a-afee-adcdf46bc859.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=2/part-00000-ad58cb56-93db-4374-91ba-e65e7fa68e76.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=2/part-00001-ab1247be-1f77-41e6-a392-50a99b2db864.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=3/part-00000-319bea86-657f-4431-9b26-949dba99cf2c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=3/part-00001-afeef1dd-2517-49b9-873e-e9e6e8a74b19.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=4/part-00000-69ec928d-3737-4eb3-a3d8-9555a6b55ff5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=4/part-00001-e63d3db6-9e97-4472-aacc-6af9fa44e73d.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=5/part-00000-5c963f16-d5b8-4f8b-8d8a-0e3403228be2.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=5/part-00001-f344b457-fbd0-4bc4-9502-2c07025e5bb1.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=6/part-00000-be524334-115d-4d01-8614-e1bc8c630926.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=6/part-00001-6fc16401-ac51-4b89-bf08-bb86cecb5cc2.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=7/part-00000-33cc19fc-3607-4ea7-ab6d-af4e3ebf62c4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=7/part-00001-986abb06-e672-4134-83d4-261752b236b8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=8/part-00000-02c66988-3465-4483-9f85-7155e6aee1f4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=8/part-00001-7c58de64-d72f-4373-8d86-dfdc00fb264e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=9/part-00000-e4012c8c-cc60-44c0-babb-8c5d264a3a31.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=9/part-00001-c0430af8-a8e0-4b23-8776-b2fc549b3e4e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/_delta_log/00000000000000000003.json',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=0/part-00000-d1888b8a-150e-4fe3-a397-1514739499b4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=0/part-00001-0e48fbde-daec-44ff-b579-d5c49b6c827f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=1/part-00000-19513938-badc-4bd4-9513-3d043d1491dc.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=1/part-00001-fb5e7c74-75ab-4bee-8234-400040ae127a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=2/part-00000-3f054c46-7f8f-45f3-a541-25525787b631.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=2/part-00001-4825f848-06bb-4b91-94e8-deb40f05feca.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=3/part-00000-1a0ac64e-0ce2-493e-b1b0-6cf15c1988f5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=3/part-00001-d1fc7b93-6ec3-4c75-8363-ffd8f1f43420.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=4/part-00000-dbfb557b-b778-454e-bef4-bab9481bcea7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=4/part-00001-ee7c50c6-4119-41ff-9c0a-285f844e7c31.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=5/part-00000-6d057276-2da0-45c3-86eb-aed7fd3429b8.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=5/part-00001-ee535eb0-972e-470f-b705-61884acbbe39.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=6/part-00000-c0ca807e-59eb-4c84-a67d-c65a2e03c3c5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=6/part-00001-8c38a718-ea0d-4ac1-9515-3a6ec23cc86b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=7/part-00000-12e816f9-daa3-4197-98f2-217a983bdafd.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=7/part-00001-e2c8fd65-f478-4738-89f2-b4f63bdc166f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=8/part-00000-ee6122b8-1474-4764-8bdf-8f8b95c734af.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=8/part-00001-0878dadb-c875-4347-92a3-8739c303d7bd.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=9/part-00000-f2e5dc2f-b7c6-4772-85d7-23b273a9e54d.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/col-60c949ca-b8bc-4330-b931-b73fb4c60037=9/part-00001-8bbcb266-0863-4b31-adc0-e1c4d1194cec.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/dv-with-columnmapping/deletion_vector_d55d3f39-1918-4373-b1b2-0891210ca90e.bin',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo0/part-00000-36c1f69c-21dc-4374-a89e-1c4468eff784.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo0/part-00001-27f5c1f6-2393-4021-9a0f-44d143761f88.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo1/part-00000-5c80a439-70eb-435a-92eb-04549d3f220e.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo1/part-00001-b6134dd2-aa40-4868-a708-bec69fc562a2.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-deleted-path/.part-00000-377b2930-7ed7-41e6-bab2-d565a7ca5bfb-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20180512/city=sh/part-00001-c87aeb63-6d9c-4511-b8b3-71d02178554f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20180520/city=bj/part-00001-4c732f0f-a473-400a-8ba3-1499f599b8f1.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20180520/city=hz/part-00000-de1d5bcd-ad7e-4b88-ba9b-31fb8aeb8093.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20180718/city=hz/part-00000-f888e95b-c831-43fe-bba8-3dbf43b4eb86.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partition-prune/date=20181212/city=sz/part-00001-529ff89b-55c6-4405-a6cc-04759d5f692b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partitioned/c2=foo0/part-00000-2bcc9ff6-0551-4401-bd22-d361a60627e3.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partitioned/c2=foo0/part-00001-ca647ee7-f1ad-4d70-bf02-5d1872324d6f.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partitioned/c2=foo1/part-00000-786c7455-9587-454f-9a4c-de0b22b62bbd.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-partitioned/c2=foo1/part-00001-1c702e73-89b5-465a-9c6a-25f7559cd150.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/_delta_log/00000000000000000000.json',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/b=foo0/part-00000-531fe778-e359-44c9-8c35-7ed2416c5ff5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/b=foo0/part-00001-923b258c-b34c-4cb9-8da9-622005e49f2c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/b=foo1/part-00000-7dad1d59-f42c-46c1-992e-35c2fb4d9c09.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-schema-match/b=foo1/part-00001-e44bca08-b26b-4f4d-8a22-5bb45a598dcf.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%250/part-00000-88ad45a3-9b80-4e66-b474-1748ba085060.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%250/part-00001-aff2b410-c566-4e51-a968-acfa96d6f1e9.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%251/part-00000-180d1a36-4ba9-4321-8145-1e0d73406b02.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%251/part-00001-3379bbbf-1ab8-4781-8b7e-29038d983f83.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo0/part-00000-f1acd078-4e44-4d47-91b2-6568396e2ec3.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo0/part-00001-e7f40ed6-fefa-41f5-b8a6-c6e9b78a1448.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo1/part-00000-1bb7c99b-be0e-4c49-ae73-9baf5a8a08d0.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo1/part-00001-c357f264-a317-4e93-a530-a8b1360ca9f6.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=1969-01-01 00%3A00%3A00/.part-00001-75ac07ae-d2e8-4030-be59-c490d47c4496.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=2020-01-01 08%3A09%3A10.001/.part-00000-bd889aef-417c-4493-b5f7-a9884ba4b247.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=2021-10-01 08%3A09%3A20/.part-00000-57e97070-8fc8-485a-95c6-af55daf5e09b.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=2021-10-01 08%3A09%3A20/.part-00001-bd0c6fb8-aafd-48dc-9bba-331c1c6f137b.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-INT96/part=__HIVE_DEFAULT_PARTITION__/.part-00001-7cb5f53e-936c-4d24-bca1-9fa0fc7a66e4.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=1969-01-01 00%3A00%3A00/.part-00001-48d8c27a-3661-4e1e-95cb-02ef244c1cf4.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=2020-01-01 08%3A09%3A10.001/.part-00000-a8be3fd2-1fd5-4dd7-84d2-6899a62d99e8.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=2021-10-01 08%3A09%3A20/.part-00000-321ea6ca-841e-4654-9844-2d4041b6d0d6.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=2021-10-01 08%3A09%3A20/.part-00001-b223f8fd-9d33-465b-b139-36c41abb10e8.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-PST/part=__HIVE_DEFAULT_PARTITION__/.part-00001-18484b3d-01e6-48bc-9e8b-2a75d36d9f7a.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=1969-01-01 00%3A00%3A00/.part-00001-2b5694f1-b839-4037-b264-353b31af6e7b.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=2020-01-01 08%3A09%3A10.001/.part-00000-3cac2575-d0b4-4647-a7a3-b4a9d910cb32.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=2021-10-01 08%3A09%3A20/.part-00000-038fb25c-ca6b-43b6-b0dc-d987f38d0ab9.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=2021-10-01 08%3A09%3A20/.part-00001-226faf2a-427a-40ee-bfb5-5d53c8642c8a.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MICROS/part=__HIVE_DEFAULT_PARTITION__/.part-00001-107828e6-a4b9-42b1-9f1f-244c0efc1b08.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=1969-01-01 00%3A00%3A00/.part-00001-4c527a95-ca90-4aeb-a61c-8d89b6330772.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2020-01-01 08%3A09%3A10.001/.part-00000-4b5188f5-4784-47ce-b4ad-1d3eae80710e.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2021-10-01 08%3A09%3A20/.part-00000-086f164a-4d32-4631-b9f9-8aeab485f19c.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=2021-10-01 08%3A09%3A20/.part-00001-94d3f0af-754c-4cde-bc6e-08338a03a32e.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-TIMESTAMP_MILLIS/part=__HIVE_DEFAULT_PARTITION__/.part-00001-f81daebf-3993-4686-bf72-470e1fe078d9.c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-partition-col-ISO8601/ts=2024-01-01 10%3A00%3A00/part-00000-9630b3f5-7ab4-4688-9822-3ef93a9d0559.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/kernel-timestamp-partition-col-ISO8601/ts=2024-01-02 12%3A30%3A00/part-00000-17b5fc05-b487-4b8b-82ff-9ef4352767a5.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/log-replay-latest-metadata-protocol/_delta_log/00000000000000000002.json',
        'connectors/golden-tables/src/main/resources/golden/multi-part-checkpoint/.part-00007-8cea4b0f-450b-444f-936d-e2695b1adca6-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/multi-part-checkpoint/_delta_log/.00000000000000000001.json.crc',
        'connectors/golden-tables/src/main/resources/golden/only-checkpoint-files/part-00000-dfc22a82-c022-4a82-86e5-1893449a9ac9-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/snapshot-data1/part-00000-0441e99a-c421-400e-83a1-212aa6c84c73-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/spark-variant-checkpoint/part-00000-1e14ba22-3114-46d1-96fb-48b4912507ce-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/table-with-columnmapping-mode-id/_delta_log/.00000000000000000000.json.crc',
        'connectors/golden-tables/src/main/resources/golden/table-with-columnmapping-mode-id/part-00001-0321adc4-f601-4c9d-bb7c-a0ddf759c7b2-c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=0/part-00000-67b6882e-f49f-4df5-9850-b5e8a72f4917.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=0/part-00001-4f02a740-31dc-46c6-bc0e-c19d164ac82d.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=1/part-00000-8a40c3d2-f658-4131-a17f-388265ab04b7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=1/part-00001-3dcad520-b001-4829-a6e5-3d578b0964f4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=2/part-00000-ec6e3a2e-ecbf-4d39-9076-37e523cd62f1.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=2/part-00001-e20bae81-3f27-4c5c-aeca-5cfa6b38615c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=3/part-00000-eaf1edf4-b9da-4df8-b957-08583e2a1d1b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=3/part-00001-b9c6b926-a274-4d8e-b882-31c4aac05038.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=4/part-00000-ce66c2ca-8fdf-48d3-a6e7-5980a370461a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-a/part5=4/part-00001-5705917d-d837-4d7f-b8c4-f0ada8cf9663.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part2=0/part-00000-7bce012e-f358-4a97-91da-55c4d3266fbe.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part2=0/part-00001-2a830e69-78f3-4d09-9b2c-3bfd9debc2f0.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part2=1/part-00000-82368d1d-588b-487a-be01-16dc85260296.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part2=1/part-00001-0a72544a-fb83-4eaa-8d62-9e6ab59afa8b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=0/part-00000-67b6882e-f49f-4df5-9850-b5e8a72f4917.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=0/part-00001-4f02a740-31dc-46c6-bc0e-c19d164ac82d.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=1/part-00000-8a40c3d2-f658-4131-a17f-388265ab04b7.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=1/part-00001-3dcad520-b001-4829-a6e5-3d578b0964f4.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=2/part-00000-ec6e3a2e-ecbf-4d39-9076-37e523cd62f1.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=2/part-00001-e20bae81-3f27-4c5c-aeca-5cfa6b38615c.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=3/part-00000-eaf1edf4-b9da-4df8-b957-08583e2a1d1b.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=3/part-00001-b9c6b926-a274-4d8e-b882-31c4aac05038.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=4/part-00000-ce66c2ca-8fdf-48d3-a6e7-5980a370461a.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-partition-changes-b/part5=4/part-00001-5705917d-d837-4d7f-b8c4-f0ada8cf9663.c000.snappy.parquet',
        'connectors/golden-tables/src/main/resources/golden/time-travel-schema-changes-b/.part-00001-3c1f89ce-a996-4d44-a79c-21a6f3d53138-c000.snappy.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/type-widening-nested/_delta_log/00000000000000000002.json',
        'connectors/golden-tables/src/main/resources/golden/v2-checkpoint-json/_delta_log/_sidecars/.00000000000000000002.checkpoint.0000000001.0000000002.bd1885fd-6ec0-4370-b0f5-43b5162fd4de.parquet.crc',
        'connectors/golden-tables/src/main/resources/golden/versions-not-contiguous/_delta_log/00000000000000000002.json',
        'docs/src/content/docs/delta-deletion-vectors.mdx',
        'examples/scala/.scalafmt.conf',
        'examples/scala/src/main/scala/example/EvolutionWithMap.scala',
        'flink/src/test/java/io/delta/flink/sink/TestSinkWriterContext.java',
        'flink/src/test/java/io/delta/flink/sink/sql/TestDynamicTableSinkContext.java',
        'hudi/README.md',
        'kernel/kernel-api/src/main/java/io/delta/kernel/commit/CommitMetadata.java',
        'kernel/kernel-api/src/main/java/io/delta/kernel/data/FilteredColumnarBatch.java',
        'kernel/kernel-api/src/main/java/io/delta/kernel/internal/ScanBuilderImpl.java',
        'kernel/kernel-api/src/main/java/io/delta/kernel/metrics/ScanMetricsResult.java',
        'kernel/kernel-api/src/test/scala/io/delta/kernel/internal/actions/MetadataSuite.scala',
        'kernel/kernel-api/src/test/scala/io/delta/kernel/internal/metrics/MetricsReportSerializerSuite.scala',
        'kernel/kernel-api/src/test/scala/io/delta/kernel/test/MockEngineUtils.scala',
        'kernel/kernel-benchmarks/src/test/java/io/delta/kernel/benchmarks/BenchmarkUtils.java',
        'kernel/kernel-defaults/src/test/resources/basic-dv-with-checkpoint/.deletion_vector_71f26dca-c66c-41c6-a06f-76fe3809e048.bin.crc',
        'kernel/kernel-defaults/src/test/resources/basic-with-checkpoint/_delta_log/00000000000000000014.json',
        'kernel/kernel-defaults/src/test/resources/catalog-owned-preview/part1=0/part-00000-13fefaba-8ec2-4762-b17e-aeda657451c5.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/catalog-owned-preview/part1=1/part-00000-8afb1c56-2018-4af2-aa4f-4336c1b39efd.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/data-reader-partition-values-column-mapping-name/col-25948c99-9f51-4e05-9f9e-b4f7042f75ed=0/col-6e87b90d-f5df-4dcc-91a1-7a43fa3173fa=0/col-e3e3dce4-fbd4-4a52-a0bd-5d54af7a7a08=0/col-29f826c0-7fff-4e5f-bc11-44a6975c7708=0/col-7781d665-6951-4244-b9bc-a28e477e2d57=true/col-b72a5284-7c06-47f9-9e37-c88c3b54c6ae=0.0/col-3463c48b-4b94-4500-b14f-4a554284b94f=0.0/col-05f332c4-ebdb-4437-9e80-e23f92bee4a2=0/col-c025b8f8-481c-4db2-8932-f37129146ceb=2021-09-08/col-bd963d5f-2199-4700-b5d6-0759bd7a9d90=2021-09-08 11%3A11%3A11/col-01ec4063-ed54-41db-805e-ebfd9b9a6e67=0/part-00002-e0842c02-93d2-4c38-b041-fc88b581688b.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/data-reader-partition-values-column-mapping-name/col-25948c99-9f51-4e05-9f9e-b4f7042f75ed=1/col-6e87b90d-f5df-4dcc-91a1-7a43fa3173fa=1/col-e3e3dce4-fbd4-4a52-a0bd-5d54af7a7a08=1/col-29f826c0-7fff-4e5f-bc11-44a6975c7708=1/col-7781d665-6951-4244-b9bc-a28e477e2d57=false/col-b72a5284-7c06-47f9-9e37-c88c3b54c6ae=1.0/col-3463c48b-4b94-4500-b14f-4a554284b94f=1.0/col-05f332c4-ebdb-4437-9e80-e23f92bee4a2=1/col-c025b8f8-481c-4db2-8932-f37129146ceb=2021-09-08/col-bd963d5f-2199-4700-b5d6-0759bd7a9d90=2021-09-08 11%3A11%3A11/col-01ec4063-ed54-41db-805e-ebfd9b9a6e67=1/part-00000-c9d9ab23-0f5c-4a12-837f-b709c5037905.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/data-reader-partition-values-column-mapping-name/col-25948c99-9f51-4e05-9f9e-b4f7042f75ed=__HIVE_DEFAULT_PARTITION__/col-6e87b90d-f5df-4dcc-91a1-7a43fa3173fa=__HIVE_DEFAULT_PARTITION__/col-e3e3dce4-fbd4-4a52-a0bd-5d54af7a7a08=__HIVE_DEFAULT_PARTITION__/col-29f826c0-7fff-4e5f-bc11-44a6975c7708=__HIVE_DEFAULT_PARTITION__/col-7781d665-6951-4244-b9bc-a28e477e2d57=__HIVE_DEFAULT_PARTITION__/col-b72a5284-7c06-47f9-9e37-c88c3b54c6ae=__HIVE_DEFAULT_PARTITION__/col-3463c48b-4b94-4500-b14f-4a554284b94f=__HIVE_DEFAULT_PARTITION__/col-05f332c4-ebdb-4437-9e80-e23f92bee4a2=__HIVE_DEFAULT_PARTITION__/col-c025b8f8-481c-4db2-8932-f37129146ceb=__HIVE_DEFAULT_PARTITION__/col-bd963d5f-2199-4700-b5d6-0759bd7a9d90=__HIVE_DEFAULT_PARTITION__/col-01ec4063-ed54-41db-805e-ebfd9b9a6e67=__HIVE_DEFAULT_PARTITION__/part-00001-dac9e981-94cc-4dc5-8d01-2cbae8ef69c6.c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/json-files/2.json',
        'kernel/kernel-defaults/src/test/resources/kernel-pagination-single-checkpoint/_delta_log/00000000000000000006.json',
        'kernel/kernel-defaults/src/test/resources/kernel-pagination-single-checkpoint/part-00000-f54d5bbb-fe06-4c91-a1ed-500abce87546-c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/kernel-pagination-single-checkpoint/part-00001-7c0e1634-1491-4f2d-9eec-15950d9d900d-c000.snappy.parquet',
        'kernel/kernel-defaults/src/test/resources/kernel-pagination-v2-checkpoint-json/_delta_log/00000000000000000003.json',
        'kernel/kernel-defaults/src/test/resources/spark-variant-stable-feature-checkpoint/_delta_log/.00000000000000000000.crc.crc',
        'kernel/kernel-defaults/src/test/resources/spark-variant-stable-feature-checkpoint/_delta_log/00000000000000000000.crc',
        'kernel/kernel-defaults/src/test/scala/io/delta/kernel/defaults/internal/expressions/DefaultExpressionEvaluatorSuite.scala',
        'kernel/kernel-defaults/src/test/scala/io/delta/kernel/defaults/internal/parquet/ParquetReaderPredicatePushdownSuite.scala',
        'kernel/unitycatalog/src/test/scala/io/delta/kernel/unitycatalog/InMemoryUCClientSuite.scala',
        'kernel/unitycatalog/src/test/scala/io/delta/kernel/unitycatalog/UCCatalogManagedCommitterSuite.scala',
        'python/delta/py.typed',
        'spark/src/main/antlr4/io/delta/sql/parser/DeltaSqlBase.g4',
        'spark/src/main/resources/NOTICE.txt',
        'spark/src/main/scala-shims/spark-4.0/LogKeyShims.scala',
        'spark/src/main/scala/io/delta/tables/DeltaColumnBuilder.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/CommittedTransaction.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/IdentityColumn.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/catalog/AbstractDeltaCatalog.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/commands/ShowDeltaTableColumnsCommand.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/expressions/EncodeNestedVariantAsZ85String.scala',
        'spark/src/main/scala/org/apache/spark/sql/delta/util/AnalysisHelper.scala',
        'spark/src/test/java/org/apache/spark/sql/delta/MergeIntoJavaSuite.java',
        'spark/src/test/resources/delta/delta-0.1.0/id=4/part-00001-36c738bf-7836-479b-9cc1-7a4934207856.c000.snappy.parquet',
        'spark/src/test/resources/delta/delta-0.1.0/id=5/part-00000-f1e0b560-ca00-409e-a274-f1ab264bc412.c000.snappy.parquet',
        'spark/src/test/resources/delta/delta-0.1.0/id=6/part-00000-adb59f54-6b8f-4bfd-9915-ae26bd0f0e2c.c000.snappy.parquet',
        'spark/src/test/resources/delta/delta-0.1.0/part-00001-f1cb1cf9-7a73-439c-b0ea-dcba5c2280a6-c000.snappy.parquet',
        'spark/src/test/resources/delta/delta-1.2.1/_delta_log/00000000000000000000.json',
        'spark/src/test/resources/delta/delta-1.2.1/part-00000-87624dd4-c6dc-4163-a4e6-0e50caa28760-c000.snappy.parquet',
        'spark/src/test/resources/delta/identity_test_written_by_version_5/.part-00001-77d98c61-0299-4a5a-b68d-305cab1a46f6-c000.snappy.parquet.crc',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=0/part-00000-757a3870-38dd-41ac-86f1-e1e6826df6bc.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=1/part-00000-ffe81e1a-1a1f-4803-bc2a-e68f7b2ea122.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=2/part-00000-5963000f-3e52-4c43-a106-d7e527f5722a.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=3/part-00000-068d9a17-0362-43f9-ad68-6bfcbd27448d.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=3/part-00000-8775b518-3470-41d4-8d7e-27596c48053e.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=4/part-00000-c66868e5-d1e0-4f22-ae89-9cc4d2a133fa.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=5/part-00000-70dbcf83-e5c0-4c91-8e1a-be86f08b98f4.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=6/part-00000-2dee959e-3d92-4c43-ac01-24d888ba82fd.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=6/part-00000-34e763ec-3291-4cd0-9b90-fd2d24c68098.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=7/part-00000-156df4a5-759c-4b9f-82b1-9727a62b7990.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=7/part-00000-f43c32e8-3996-43ae-9b14-9b7f8fec6221.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=8/part-00000-a1137e9e-5425-4589-b039-84378f061fc4.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=8/part-00000-fe120a67-87dc-4997-8811-3ad9d8dc3743.c000.snappy.parquet',
        'spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=9/part-00000-6bcf7302-8e23-4613-aec2-02856f8f1d05.c000.snappy.parquet',
        'spark/src/test/scala-shims/spark-4.1/InMemorySparkTableShims.scala',
        'spark/src/test/scala-shims/spark-4.2/org/apache/spark/sql/delta/test/shims/ChangelogSyntaxSupportedShim.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/actions/AddFileSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/cdc/DeleteCDCSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/clustering/ClusteredTableClusteringSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/deletionvectors/DeletionVectorsSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/generatedsuites/merge/MergeIntoBasicTests.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/logging/LogThrottlingSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/schema/SchemaEnforcementSuite.scala',
        'spark/src/test/scala/org/apache/spark/sql/delta/util/threads/DeltaThreadPoolSuite.scala',
        'spark/v2/src/test/java/io/delta/spark/internal/v2/V2MetadataReadTest.java',
        'spark/v2/src/test/java/io/delta/spark/internal/v2/utils/RowTrackingUtilsTest.java',
        'spark/v2/src/test/java/io/delta/spark/internal/v2/write/DeltaV2StreamingWriteTest.java',
        'storage-s3-dynamodb/integration_tests/dynamodb_logstore.py',
        'storage-s3-dynamodb/src/main/java/io/delta/storage/BaseExternalLogStore.java',
        'storage-s3-dynamodb/src/main/java/io/delta/storage/ExternalCommitEntry.java',
    ),
    'connectors/golden-tables/src/main/resources/golden/data-skipping-partition-and-data-column': (
        '.part-00000-3fbd7548-fc00-4946-bc27-6255b52ef227-c000.snappy.parquet.crc '
        '.part-00000-f610738e-af5e-442a-8f5e-e806354ed14a-c000.snappy.parquet.crc '
        '.part-00001-6dedd756-e903-46d7-9e6c-01b3c4ebeab3-c000.snappy.parquet.crc '
        'part-00000-37b9e82e-6e87-4a9b-bc63-bd0bf3681e6e-c000.snappy.parquet'
    ),
    'connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/_delta_log': (
        '.00000000000000000002.json.crc .00000000000000000010.json.crc 00000000000000000013.json'
    ),
    'kernel/kernel-defaults/src/test/resources/basic-dv-with-checkpoint/_delta_log': (
        '.00000000000000000002.json.crc .00000000000000000029.json.crc .00000000000000000035.json.crc'
    ),
    'spark/src/test/scala/org/apache/spark/sql/delta': (
        'CheckpointsSuite.scala DeleteScalaSuite.scala DeltaFastDropFeatureSuite.scala '
        'DeltaStreamUtilsSuite.scala'
    ),
}


CP_ILLUM_KIND = {
    'ExampleIlluminationCorrection/images': (
        'AS_09047_050428030001_O01f00d2.TIF AS_09047_050428030001_O01f01d2.TIF '
        'AS_09047_050428030001_O01f02d2.TIF AS_09047_050428030001_O02f00d2.TIF '
        'AS_09047_050428030001_O02f01d2.TIF AS_09047_050428030001_O02f02d2.TIF '
        'AS_09047_050428030001_O03f00d2.TIF AS_09047_050428030001_O03f01d2.TIF '
        'AS_09047_050428030001_O03f02d2.TIF AS_09047_050428030001_O04f00d2.TIF '
        'AS_09047_050428030001_O04f01d2.TIF AS_09047_050428030001_O04f02d2.TIF '
        'AS_09047_050428030001_O05f00d2.TIF AS_09047_050428030001_O05f01d2.TIF '
        'AS_09047_050428030001_O05f02d2.TIF AS_09047_050428030001_O06f00d2.TIF '
        'AS_09047_050428030001_O06f01d2.TIF AS_09047_050428030001_O06f02d2.TIF '
        'AS_09047_050428030001_O07f00d2.TIF AS_09047_050428030001_O07f01d2.TIF '
        'AS_09047_050428030001_O07f02d2.TIF AS_09047_050428030001_O08f00d2.TIF '
        'AS_09047_050428030001_O08f01d2.TIF AS_09047_050428030001_O08f02d2.TIF '
        'AS_09047_050428030001_O09f00d2.TIF AS_09047_050428030001_O09f01d2.TIF '
        'AS_09047_050428030001_O09f02d2.TIF AS_09047_050428030001_O10f00d2.TIF '
        'AS_09047_050428030001_O10f01d2.TIF AS_09047_050428030001_O10f02d2.TIF '
        'AS_09047_050428030001_O11f00d2.TIF AS_09047_050428030001_O11f01d2.TIF '
        'AS_09047_050428030001_O11f02d2.TIF AS_09047_050428030001_O12f00d2.TIF '
        'AS_09047_050428030001_O12f01d2.TIF AS_09047_050428030001_O12f02d2.TIF '
        'AS_09047_050428030001_O13f00d2.TIF AS_09047_050428030001_O13f01d2.TIF '
        'AS_09047_050428030001_O13f02d2.TIF AS_09047_050428030001_O14f00d2.TIF '
        'AS_09047_050428030001_O14f01d2.TIF AS_09047_050428030001_O14f02d2.TIF '
        'AS_09047_050428030001_O15f00d2.TIF AS_09047_050428030001_O15f01d2.TIF '
        'AS_09047_050428030001_O15f02d2.TIF AS_09047_050428030001_O16f00d2.TIF '
        'AS_09047_050428030001_O16f01d2.TIF AS_09047_050428030001_O16f02d2.TIF '
        'AS_09047_050428030001_O17f00d2.TIF AS_09047_050428030001_O17f01d2.TIF '
        'AS_09047_050428030001_O17f02d2.TIF AS_09047_050428030001_O18f00d2.TIF '
        'AS_09047_050428030001_O18f01d2.TIF AS_09047_050428030001_O18f02d2.TIF '
        'AS_09047_050428030001_O19f00d2.TIF AS_09047_050428030001_O19f01d2.TIF '
        'AS_09047_050428030001_O19f02d2.TIF AS_09047_050428030001_O20f00d2.TIF '
        'AS_09047_050428030001_O20f01d2.TIF AS_09047_050428030001_O20f02d2.TIF '
        'AS_09047_050428030001_O21f00d2.TIF AS_09047_050428030001_O21f01d2.TIF '
        'AS_09047_050428030001_O21f02d2.TIF AS_09047_050428030001_O22f00d2.TIF '
        'AS_09047_050428030001_O22f01d2.TIF AS_09047_050428030001_O22f02d2.TIF '
        'AS_09047_050428030001_O23f00d2.TIF AS_09047_050428030001_O23f01d2.TIF '
        'AS_09047_050428030001_O23f02d2.TIF AS_09047_050428030001_O24f00d2.TIF '
        'AS_09047_050428030001_O24f01d2.TIF AS_09047_050428030001_O24f02d2.TIF'
    ),
}


CP_ILLUM_OTHER = {
    '': (
        'ExampleColocalization/ExampleColocalization.cppipe ExampleColocalization/images/0_1_N_G.png '
        'ExampleCometAssay/ExampleCometAssay.cppipe ExampleCometAssay/README.md ExampleFly/ExampleFly.cppipe '
        'ExampleHuman/ExampleHuman.cppipe ExampleHuman/images/AS_09125_050116030001_D03f00d0.tif '
        'ExampleHuman/images/AS_09125_050116030001_D03f00d2.tif '
        'ExampleIlluminationCorrection/images/--W00001--P00001--Z00000--T00000--cherry.tif '
        'ExampleIlluminationCorrection/images/ADSAStaphInfection2_A01_w2247376DD-6ADD-442D-AE47-F54A05F3EA94.tif '
        'ExampleImagingFlowCytometryObjectsInGrid/README.md ExampleNeighbors/README.md '
        'ExampleNeighbors/images/Clones1.JPG ExamplePercentPositive/ExamplePercentPositive.cppipe '
        'ExamplePercentPositive/README.md ExamplePercentPositive/images/AS_09125_050116030001_D03f00d1.tif '
        'ExampleSpeckles/ExampleSpeckles.cppipe ExampleSpeckles/README.md '
        'ExampleSpeckles/images/1-162hrhoe2.tif ExampleStraightenWorms/README.md '
        'ExampleStraightenWorms/images/101210OranePlt1_C16_w1_[9AA4D9EA-18E4-4354-8C7D-0202029A8048].tif '
        'ExampleStraightenWorms/images/WormModel.xml ExampleTrackObjects/README.md '
        'ExampleTumor/ExampleTumor.cppipe ExampleTumor/README.md ExampleTumor/images/30-2A1f.jpg '
        'ExampleUntangleWorms/ExampleUntangleWorms.cppipe ExampleUntangleWorms/README.md '
        'ExampleUntangleWormsBrightField/ExampleUntangleWormsBrightField.cppipe '
        'ExampleUntangleWormsBrightField/README.md ExampleUntangleWormsBrightField/images/TrainingSetORO.xml '
        'ExampleUntangleWormsBrightField/images/WT_orig.png ExampleVitraImages/ExampleVitra.cppipe '
        'ExampleVitraImages/README.md ExampleWoundHealing/README.md '
        'ExampleWoundHealing/images/DMSO_B5_t0.JPG ExampleWoundHealing/images/DMSO_B5_t24.JPG '
        'ExampleYeastColonies/ExampleYeastColonies.cppipe ExampleYeastColonies/README.md '
        'ExampleYeastColonies/images/6-1.jpg ExampleYeastPatches/README.md '
        'ExampleYeastPatches/images/1832-48hours-gal-1.JPG LICENSE Makefile'
    ),
    'CellProfiler3Pipelines': (
        'ExampleFlyURL.cppipe ExampleIlluminationCorrection_Example1_EachMethod.cppipe '
        'ExampleIlluminationCorrection_Example2.cppipe ExampleIlluminationCorrection_Example3.cppipe '
        'ExampleImagingFlowCytometryObjectsInGrid.cppipe ExampleNeighbors.cppipe ExampleSpeckles.cppipe '
        'ExampleTrackObjects.cppipe ExampleTumor.cppipe ExampleUntangleAndStraightenWorms.cppipe '
        'ExampleUntangleWorms.cppipe ExampleUntangleWormsBrightField.cppipe ExampleWoundHealing.cppipe '
        'ExampleYeastColonies.cppipe ExampleYeastPatches.cppipe'
    ),
    'ExampleFly/images': (
        '01_POS002_D.TIF 01_POS002_F.TIF 01_POS002_R.TIF 01_POS076_D.TIF 01_POS076_F.TIF 01_POS076_R.TIF '
        '01_POS218_D.TIF 01_POS218_F.TIF 01_POS218_R.TIF'
    ),
    'ExampleIlluminationCorrection': (
        'ExampleIlluminationCorrection_Example2.cppipe ExampleIlluminationCorrection_Example3.cppipe '
        'README.md'
    ),
    'ExampleImagingFlowCytometryObjectsInGrid/images': (
        'Ch6_2.tif Ch7_1.tif Ch7_2.tif'
    ),
    'ExampleTrackObjects/images/Sequence1': (
        'DrosophilaEmbryo_GFPHistone_0000.tif DrosophilaEmbryo_GFPHistone_0002.tif '
        'DrosophilaEmbryo_GFPHistone_0003.tif DrosophilaEmbryo_GFPHistone_0004.tif '
        'DrosophilaEmbryo_GFPHistone_0008.tif DrosophilaEmbryo_GFPHistone_0011.tif '
        'DrosophilaEmbryo_GFPHistone_0013.tif DrosophilaEmbryo_GFPHistone_0015.tif '
        'DrosophilaEmbryo_GFPHistone_0019.tif DrosophilaEmbryo_GFPHistone_0020.tif'
    ),
    'ExampleTrackObjects/images/Sequence2': (
        'DrosophilaEmbryo_GFPHistone_0000.tif DrosophilaEmbryo_GFPHistone_0001.tif '
        'DrosophilaEmbryo_GFPHistone_0004.tif DrosophilaEmbryo_GFPHistone_0006.tif '
        'DrosophilaEmbryo_GFPHistone_0009.tif DrosophilaEmbryo_GFPHistone_0010.tif '
        'DrosophilaEmbryo_GFPHistone_0012.tif DrosophilaEmbryo_GFPHistone_0013.tif '
        'DrosophilaEmbryo_GFPHistone_0016.tif DrosophilaEmbryo_GFPHistone_0020.tif'
    ),
    'ExampleTrackObjects/images/Sequence3': (
        'DrosophilaEmbryo_GFPHistone_0000.tif DrosophilaEmbryo_GFPHistone_0002.tif '
        'DrosophilaEmbryo_GFPHistone_0003.tif DrosophilaEmbryo_GFPHistone_0004.tif '
        'DrosophilaEmbryo_GFPHistone_0006.tif DrosophilaEmbryo_GFPHistone_0007.tif '
        'DrosophilaEmbryo_GFPHistone_0011.tif DrosophilaEmbryo_GFPHistone_0013.tif '
        'DrosophilaEmbryo_GFPHistone_0019.tif'
    ),
    'ExampleUntangleWorms/images': (
        '1649_1109_0003_Amp5-1_B_20070424_C01_w1_10E01AFB-34C4-416E-A9D3-51B90AB53728.tif '
        '1649_1109_0003_Amp5-1_B_20070424_C01_w2_CB2F18CD-EDF0-4BCD-98CF-3A07E5A582FF.tif '
        '1649_1109_0003_Amp5-1_B_20070424_C20_w2_5F64C597-735E-435D-B49C-2A07B9D6DFC3.tif '
        'MyWormModel_B01_B24.xml'
    ),
    'ExampleVitraImages/images': (
        'Channel 1-01-A-01-00.tif',
        'Channel 1-12-A-12-00.tif',
        'VitraChannel1ILLUM.npy',
        'VitraChannel2ILLUM.npy',
    ),
}


CP_TRACK_KIND = {
    'ExampleTrackObjects/images/Sequence1': (
        'DrosophilaEmbryo_GFPHistone_0000.tif DrosophilaEmbryo_GFPHistone_0001.tif '
        'DrosophilaEmbryo_GFPHistone_0002.tif DrosophilaEmbryo_GFPHistone_0003.tif '
        'DrosophilaEmbryo_GFPHistone_0004.tif DrosophilaEmbryo_GFPHistone_0005.tif '
        'DrosophilaEmbryo_GFPHistone_0006.tif DrosophilaEmbryo_GFPHistone_0007.tif '
        'DrosophilaEmbryo_GFPHistone_0008.tif DrosophilaEmbryo_GFPHistone_0009.tif '
        'DrosophilaEmbryo_GFPHistone_0010.tif DrosophilaEmbryo_GFPHistone_0011.tif '
        'DrosophilaEmbryo_GFPHistone_0012.tif DrosophilaEmbryo_GFPHistone_0013.tif '
        'DrosophilaEmbryo_GFPHistone_0014.tif DrosophilaEmbryo_GFPHistone_0015.tif '
        'DrosophilaEmbryo_GFPHistone_0016.tif DrosophilaEmbryo_GFPHistone_0017.tif '
        'DrosophilaEmbryo_GFPHistone_0018.tif DrosophilaEmbryo_GFPHistone_0019.tif '
        'DrosophilaEmbryo_GFPHistone_0020.tif'
    ),
    'ExampleTrackObjects/images/Sequence2': (
        'DrosophilaEmbryo_GFPHistone_0000.tif DrosophilaEmbryo_GFPHistone_0001.tif '
        'DrosophilaEmbryo_GFPHistone_0002.tif DrosophilaEmbryo_GFPHistone_0003.tif '
        'DrosophilaEmbryo_GFPHistone_0004.tif DrosophilaEmbryo_GFPHistone_0005.tif '
        'DrosophilaEmbryo_GFPHistone_0006.tif DrosophilaEmbryo_GFPHistone_0007.tif '
        'DrosophilaEmbryo_GFPHistone_0008.tif DrosophilaEmbryo_GFPHistone_0009.tif '
        'DrosophilaEmbryo_GFPHistone_0010.tif DrosophilaEmbryo_GFPHistone_0011.tif '
        'DrosophilaEmbryo_GFPHistone_0012.tif DrosophilaEmbryo_GFPHistone_0013.tif '
        'DrosophilaEmbryo_GFPHistone_0014.tif DrosophilaEmbryo_GFPHistone_0015.tif '
        'DrosophilaEmbryo_GFPHistone_0016.tif DrosophilaEmbryo_GFPHistone_0017.tif '
        'DrosophilaEmbryo_GFPHistone_0018.tif DrosophilaEmbryo_GFPHistone_0019.tif '
        'DrosophilaEmbryo_GFPHistone_0020.tif'
    ),
    'ExampleTrackObjects/images/Sequence3': (
        'DrosophilaEmbryo_GFPHistone_0000.tif DrosophilaEmbryo_GFPHistone_0001.tif '
        'DrosophilaEmbryo_GFPHistone_0002.tif DrosophilaEmbryo_GFPHistone_0003.tif '
        'DrosophilaEmbryo_GFPHistone_0004.tif DrosophilaEmbryo_GFPHistone_0005.tif '
        'DrosophilaEmbryo_GFPHistone_0006.tif DrosophilaEmbryo_GFPHistone_0007.tif '
        'DrosophilaEmbryo_GFPHistone_0008.tif DrosophilaEmbryo_GFPHistone_0009.tif '
        'DrosophilaEmbryo_GFPHistone_0010.tif DrosophilaEmbryo_GFPHistone_0011.tif '
        'DrosophilaEmbryo_GFPHistone_0012.tif DrosophilaEmbryo_GFPHistone_0013.tif '
        'DrosophilaEmbryo_GFPHistone_0014.tif DrosophilaEmbryo_GFPHistone_0015.tif '
        'DrosophilaEmbryo_GFPHistone_0016.tif DrosophilaEmbryo_GFPHistone_0017.tif '
        'DrosophilaEmbryo_GFPHistone_0018.tif DrosophilaEmbryo_GFPHistone_0019.tif '
        'DrosophilaEmbryo_GFPHistone_0020.tif'
    ),
}


CP_TRACK_OTHER = {
    '': (
        'ExampleColocalization/ExampleColocalization.cppipe ExampleColocalization/images/0_1_N_G.png '
        'ExampleCometAssay/ExampleCometAssay.cppipe ExampleCometAssay/README.md '
        'ExampleCometAssay/images/CometTails.tif ExampleCometAssay/images/NoTails.tif '
        'ExampleHuman/ExampleHuman.cppipe ExampleHuman/README.md '
        'ExampleIlluminationCorrection/ExampleIlluminationCorrection_Example1_EachMethod.cppipe '
        'ExampleIlluminationCorrection/ExampleIlluminationCorrection_Example3.cppipe '
        'ExampleImagingFlowCytometryObjectsInGrid/ExampleImagingFlowCytometryObjectsInGrid.cppipe '
        'ExampleImagingFlowCytometryObjectsInGrid/README.md ExamplePercentPositive/README.md '
        'ExamplePercentPositive/images/AS_09125_050116030001_D03f00d0.tif '
        'ExamplePercentPositive/images/AS_09125_050116030001_D03f00d1.tif '
        'ExampleSpeckles/ExampleSpeckles.cppipe ExampleSpeckles/README.md '
        'ExampleSpeckles/images/1-162hrh2ax2.tif ExampleSpeckles/images/1-162hrhoe2.tif '
        'ExampleTrackObjects/ExampleTrackObjects.cppipe ExampleTrackObjects/README.md '
        'ExampleTumor/ExampleTumor.cppipe ExampleTumor/README.md '
        'ExampleUntangleWorms/ExampleUntangleWorms.cppipe ExampleUntangleWorms/README.md '
        'ExampleUntangleWormsBrightField/ExampleUntangleWormsBrightField.cppipe '
        'ExampleUntangleWormsBrightField/README.md ExampleVitraImages/ExampleVitra.cppipe '
        'ExampleWoundHealing/ExampleWoundHealing.cppipe ExampleWoundHealing/images/DMSO_B5_t0.JPG '
        'ExampleWoundHealing/images/DMSO_B5_t24.JPG ExampleYeastColonies/README.md '
        'ExampleYeastColonies/images/6-1.jpg ExampleYeastColonies/images/PlateTemplate.png '
        'ExampleYeastPatches/ExampleYeastPatches.cppipe ExampleYeastPatches/images/1832-48hours-gal-1.JPG '
        'LICENSE Makefile'
    ),
    'CellProfiler3Pipelines': (
        'ExampleFlyURL.cppipe ExampleIlluminationCorrection_Example1_AllMethod.cppipe '
        'ExampleIlluminationCorrection_Example1_EachMethod.cppipe '
        'ExampleIlluminationCorrection_Example2.cppipe ExampleIlluminationCorrection_Example3.cppipe '
        'ExampleImagingFlowCytometryObjectsInGrid.cppipe ExampleNeighbors.cppipe ExampleSpeckles.cppipe '
        'ExampleTrackObjects.cppipe ExampleUntangleAndStraightenWorms.cppipe ExampleUntangleWorms.cppipe '
        'ExampleUntangleWormsBrightField.cppipe ExampleWoundHealing.cppipe ExampleYeastColonies.cppipe '
        'ExampleYeastPatches.cppipe'
    ),
    'ExampleFly/images': (
        '01_POS002_D.TIF 01_POS002_R.TIF 01_POS076_F.TIF 01_POS218_D.TIF'
    ),
    'ExampleHuman/images': (
        'AS_09125_050116030001_D03f00d0.tif AS_09125_050116030001_D03f00d1.tif '
        'AS_09125_050116030001_D03f00d2.tif'
    ),
    'ExampleIlluminationCorrection/images': (
        '--W00001--P00001--Z00000--T00000--cherry.tif '
        'ADSAStaphInfection2_A01_w2247376DD-6ADD-442D-AE47-F54A05F3EA94.tif '
        'AS_09047_050428030001_O01f02d2.TIF AS_09047_050428030001_O02f00d2.TIF '
        'AS_09047_050428030001_O02f02d2.TIF AS_09047_050428030001_O03f00d2.TIF '
        'AS_09047_050428030001_O03f01d2.TIF AS_09047_050428030001_O03f02d2.TIF '
        'AS_09047_050428030001_O04f00d2.TIF AS_09047_050428030001_O04f01d2.TIF '
        'AS_09047_050428030001_O04f02d2.TIF AS_09047_050428030001_O05f00d2.TIF '
        'AS_09047_050428030001_O05f02d2.TIF AS_09047_050428030001_O06f01d2.TIF '
        'AS_09047_050428030001_O06f02d2.TIF AS_09047_050428030001_O07f01d2.TIF '
        'AS_09047_050428030001_O07f02d2.TIF AS_09047_050428030001_O08f00d2.TIF '
        'AS_09047_050428030001_O08f01d2.TIF AS_09047_050428030001_O08f02d2.TIF '
        'AS_09047_050428030001_O09f01d2.TIF AS_09047_050428030001_O09f02d2.TIF '
        'AS_09047_050428030001_O10f00d2.TIF AS_09047_050428030001_O10f01d2.TIF '
        'AS_09047_050428030001_O11f01d2.TIF AS_09047_050428030001_O13f00d2.TIF '
        'AS_09047_050428030001_O13f02d2.TIF AS_09047_050428030001_O14f01d2.TIF '
        'AS_09047_050428030001_O14f02d2.TIF AS_09047_050428030001_O15f00d2.TIF '
        'AS_09047_050428030001_O15f02d2.TIF AS_09047_050428030001_O16f01d2.TIF '
        'AS_09047_050428030001_O16f02d2.TIF AS_09047_050428030001_O17f00d2.TIF '
        'AS_09047_050428030001_O17f02d2.TIF AS_09047_050428030001_O19f00d2.TIF '
        'AS_09047_050428030001_O19f02d2.TIF AS_09047_050428030001_O20f00d2.TIF '
        'AS_09047_050428030001_O20f01d2.TIF AS_09047_050428030001_O21f00d2.TIF '
        'AS_09047_050428030001_O21f01d2.TIF AS_09047_050428030001_O22f00d2.TIF '
        'AS_09047_050428030001_O22f01d2.TIF AS_09047_050428030001_O23f01d2.TIF '
        'AS_09047_050428030001_O23f02d2.TIF'
    ),
    'ExampleImagingFlowCytometryObjectsInGrid/images': (
        'Ch1_1.tif Ch1_2.tif Ch6_1.tif Ch6_2.tif Ch7_1.tif Ch7_2.tif'
    ),
    'ExampleStraightenWorms/images': (
        '101210OranePlt1_C16_w1_[9AA4D9EA-18E4-4354-8C7D-0202029A8048].tif '
        '101210OranePlt1_C16_w2_[EFB0F53A-F40F-46D8-A61A-51C2BE61E460].tif '
        '101210OranePlt1_C16_w3_[E3E9B145-D9B7-49E1-8159-496F065708F7].tif WormModel.xml'
    ),
    'ExampleUntangleWorms/images': (
        '1649_1109_0003_Amp5-1_B_20070424_C01_w1_10E01AFB-34C4-416E-A9D3-51B90AB53728.tif '
        '1649_1109_0003_Amp5-1_B_20070424_C01_w2_CB2F18CD-EDF0-4BCD-98CF-3A07E5A582FF.tif '
        '1649_1109_0003_Amp5-1_B_20070424_C20_w1_0F5A41CB-2646-49E5-9281-F5B1F655B7BC.tif '
        '1649_1109_0003_Amp5-1_B_20070424_C20_w2_5F64C597-735E-435D-B49C-2A07B9D6DFC3.tif '
        'MyWormModel_B01_B24.xml'
    ),
    'ExampleUntangleWormsBrightField/images': (
        'TrainingSetORO.xml WT_orig.png fat_orig.png'
    ),
    'ExampleVitraImages/images': (
        'Channel 1-01-A-01-00.tif',
        'Channel 1-12-A-12-00.tif',
        'Channel 2-01-A-01-00.tif',
        'Channel 2-12-A-12-00.tif',
        'VitraChannel2ILLUM.npy',
    ),
}


ODM_AUKERMAN_KIND = {
    'images': (
        'DSC00229.JPG DSC00230.JPG DSC00232.JPG DSC00233.JPG DSC00234.JPG DSC00235.JPG DSC00236.JPG '
        'DSC00237.JPG DSC00238.JPG DSC00239.JPG DSC00240.JPG DSC00241.JPG DSC00242.JPG DSC00243.JPG '
        'DSC00244.JPG DSC00246.JPG DSC00247.JPG DSC00249.JPG DSC00251.JPG DSC00252.JPG DSC00253.JPG '
        'DSC00254.JPG DSC00255.JPG DSC00256.JPG DSC00257.JPG DSC00258.JPG DSC00259.JPG DSC00260.JPG '
        'DSC00261.JPG DSC00263.JPG DSC00264.JPG DSC00265.JPG DSC00267.JPG DSC00268.JPG DSC00269.JPG '
        'DSC00270.JPG DSC00271.JPG DSC00272.JPG DSC00273.JPG DSC00274.JPG DSC00275.JPG DSC00276.JPG '
        'DSC00277.JPG DSC00278.JPG DSC00279.JPG DSC00280.JPG DSC00281.JPG DSC00282.JPG DSC00283.JPG '
        'DSC00284.JPG DSC00285.JPG DSC00286.JPG DSC00287.JPG DSC00288.JPG DSC00289.JPG DSC00290.JPG '
        'DSC00291.JPG DSC00292.JPG DSC00293.JPG DSC00294.JPG DSC00295.JPG DSC00296.JPG DSC00297.JPG '
        'DSC00298.JPG DSC00299.JPG DSC00300.JPG DSC00301.JPG DSC00302.JPG DSC00303.JPG DSC00304.JPG '
        'DSC00305.JPG DSC00306.JPG DSC00307.JPG DSC00308.JPG DSC00309.JPG DSC00310.JPG DSC00311.JPG'
    ),
}


ODM_AUKERMAN_OTHER = {
    '': (
        'README.md aukerman.png license.txt'
    ),
}
