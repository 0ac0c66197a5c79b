"""Real names read from the trees and list files of tune10.py's sources (seeded subsets where a source is large).

Paths as `git ls-tree -r --name-only` listed them, or as a list file inside the repository holds them, at the commit
named in each generator's docstring; each constant maps a folder to the space-separated names in it (KIND: files of
the kind, OTHER: neighbours); the folder "" holds whole paths (folders with fewer than three names); a tuple holds
names with spaces.
"""

SEP_RAW_EDF_KIND = {
    'sub-01/ses-01/eeg': (
        'sub-01_ses-01_task-sepRate_run-02_eeg.edf sub-01_ses-01_task-sepRate_run-03_eeg.edf '
        'sub-01_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    '': (
        'sub-01/ses-02/eeg/sub-01_ses-02_task-sepRate_run-03_eeg.edf '
        'sub-02/ses-01/eeg/sub-02_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-02/ses-01/eeg/sub-02_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-02/ses-02/eeg/sub-02_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-02/ses-02/eeg/sub-02_ses-02_task-sepRate_run-03_eeg.edf '
        'sub-03/ses-01/eeg/sub-03_ses-01_task-sepRate_run-03_eeg.edf '
        'sub-03/ses-01/eeg/sub-03_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-06/ses-02/eeg/sub-06_ses-02_task-sepRate_run-01_eeg.edf '
        'sub-06/ses-02/eeg/sub-06_ses-02_task-sepRate_run-03_eeg.edf '
        'sub-08/ses-01/eeg/sub-08_ses-01_task-sepRate_run-03_eeg.edf '
        'sub-08/ses-01/eeg/sub-08_ses-01_task-sepRate_run-05_eeg.edf '
        'sub-11/ses-01/eeg/sub-11_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-13/ses-04/eeg/sub-13_ses-04_task-sepRate_run-01_eeg.edf '
        'sub-13/ses-04/eeg/sub-13_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-14/ses-02/eeg/sub-14_ses-02_task-sepRate_run-03_eeg.edf '
        'sub-14/ses-02/eeg/sub-14_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'sub-01/ses-03/eeg': (
        'sub-01_ses-03_task-sepRate_run-02_eeg.edf sub-01_ses-03_task-sepRate_run-03_eeg.edf '
        'sub-01_ses-03_task-sepRate_run-04_eeg.edf sub-01_ses-03_task-sepRate_run-05_eeg.edf '
        'sub-01_ses-03_task-sepRate_run-07_eeg.edf sub-01_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-01/ses-04/eeg': (
        'sub-01_ses-04_task-sepRate_run-01_eeg.edf sub-01_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-01_ses-04_task-sepRate_run-04_eeg.edf sub-01_ses-04_task-sepRate_run-05_eeg.edf '
        'sub-01_ses-04_task-sepRate_run-07_eeg.edf sub-01_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'sub-02/ses-04/eeg': (
        'sub-02_ses-04_task-sepRate_run-01_eeg.edf sub-02_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-02_ses-04_task-sepRate_run-05_eeg.edf sub-02_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-02_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'sub-03/ses-02/eeg': (
        'sub-03_ses-02_task-sepRate_run-01_eeg.edf sub-03_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-03_ses-02_task-sepRate_run-03_eeg.edf sub-03_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'sub-03/ses-03/eeg': (
        'sub-03_ses-03_task-sepRate_run-02_eeg.edf sub-03_ses-03_task-sepRate_run-03_eeg.edf '
        'sub-03_ses-03_task-sepRate_run-04_eeg.edf sub-03_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-03_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-03/ses-04/eeg': (
        'sub-03_ses-04_task-sepRate_run-02_eeg.edf sub-03_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-03_ses-04_task-sepRate_run-06_eeg.edf sub-03_ses-04_task-sepRate_run-07_eeg.edf '
        'sub-03_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'sub-04/ses-01/eeg': (
        'sub-04_ses-01_task-sepRate_run-01_eeg.edf sub-04_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-04_ses-01_task-sepRate_run-03_eeg.edf sub-04_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-04_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'sub-04/ses-02/eeg': (
        'sub-04_ses-02_task-sepRate_run-01_eeg.edf sub-04_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-04_ses-02_task-sepRate_run-03_eeg.edf sub-04_ses-02_task-sepRate_run-04_eeg.edf'
    ),
    'sub-04/ses-03/eeg': (
        'sub-04_ses-03_task-sepRate_run-01_eeg.edf sub-04_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-04_ses-03_task-sepRate_run-03_eeg.edf sub-04_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-04_ses-03_task-sepRate_run-05_eeg.edf sub-04_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-04_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-04/ses-04/eeg': (
        'sub-04_ses-04_task-sepRate_run-02_eeg.edf sub-04_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-04_ses-04_task-sepRate_run-04_eeg.edf sub-04_ses-04_task-sepRate_run-05_eeg.edf '
        'sub-04_ses-04_task-sepRate_run-06_eeg.edf sub-04_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'sub-05/ses-01/eeg': (
        'sub-05_ses-01_task-sepRate_run-02_eeg.edf sub-05_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-05_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'sub-05/ses-02/eeg': (
        'sub-05_ses-02_task-sepRate_run-01_eeg.edf sub-05_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-05_ses-02_task-sepRate_run-03_eeg.edf sub-05_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-05_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'sub-05/ses-03/eeg': (
        'sub-05_ses-03_task-sepRate_run-01_eeg.edf sub-05_ses-03_task-sepRate_run-03_eeg.edf '
        'sub-05_ses-03_task-sepRate_run-04_eeg.edf sub-05_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-05/ses-04/eeg': (
        'sub-05_ses-04_task-sepRate_run-01_eeg.edf sub-05_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-05_ses-04_task-sepRate_run-05_eeg.edf sub-05_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-05_ses-04_task-sepRate_run-07_eeg.edf sub-05_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'sub-06/ses-01/eeg': (
        'sub-06_ses-01_task-sepRate_run-01_eeg.edf sub-06_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-06_ses-01_task-sepRate_run-03_eeg.edf sub-06_ses-01_task-sepRate_run-04_eeg.edf'
    ),
    'sub-06/ses-03/eeg': (
        'sub-06_ses-03_task-sepRate_run-01_eeg.edf sub-06_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-06_ses-03_task-sepRate_run-03_eeg.edf sub-06_ses-03_task-sepRate_run-05_eeg.edf '
        'sub-06_ses-03_task-sepRate_run-07_eeg.edf sub-06_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-06/ses-04/eeg': (
        'sub-06_ses-04_task-sepRate_run-01_eeg.edf sub-06_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-06_ses-04_task-sepRate_run-05_eeg.edf sub-06_ses-04_task-sepRate_run-06_eeg.edf'
    ),
    'sub-07/ses-01/eeg': (
        'sub-07_ses-01_task-sepRate_run-01_eeg.edf sub-07_ses-01_task-sepRate_run-03_eeg.edf '
        'sub-07_ses-01_task-sepRate_run-04_eeg.edf sub-07_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'sub-07/ses-03/eeg': (
        'sub-07_ses-03_task-sepRate_run-01_eeg.edf sub-07_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-07_ses-03_task-sepRate_run-03_eeg.edf sub-07_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-07_ses-03_task-sepRate_run-06_eeg.edf sub-07_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-08/ses-02/eeg': (
        'sub-08_ses-02_task-sepRate_run-01_eeg.edf sub-08_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-08_ses-02_task-sepRate_run-03_eeg.edf sub-08_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-08_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'sub-08/ses-03/eeg': (
        'sub-08_ses-03_task-sepRate_run-01_eeg.edf sub-08_ses-03_task-sepRate_run-03_eeg.edf '
        'sub-08_ses-03_task-sepRate_run-05_eeg.edf sub-08_ses-03_task-sepRate_run-07_eeg.edf '
        'sub-08_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-08/ses-04/eeg': (
        'sub-08_ses-04_task-sepRate_run-01_eeg.edf sub-08_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-08_ses-04_task-sepRate_run-05_eeg.edf sub-08_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-08_ses-04_task-sepRate_run-07_eeg.edf'
    ),
    'sub-09/ses-01/eeg': (
        'sub-09_ses-01_task-sepRate_run-01_eeg.edf sub-09_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-09_ses-01_task-sepRate_run-04_eeg.edf sub-09_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'sub-09/ses-02/eeg': (
        'sub-09_ses-02_task-sepRate_run-01_eeg.edf sub-09_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-09_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'sub-09/ses-03/eeg': (
        'sub-09_ses-03_task-sepRate_run-02_eeg.edf sub-09_ses-03_task-sepRate_run-03_eeg.edf '
        'sub-09_ses-03_task-sepRate_run-04_eeg.edf sub-09_ses-03_task-sepRate_run-05_eeg.edf '
        'sub-09_ses-03_task-sepRate_run-07_eeg.edf'
    ),
    'sub-09/ses-04/eeg': (
        'sub-09_ses-04_task-sepRate_run-01_eeg.edf sub-09_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-09_ses-04_task-sepRate_run-03_eeg.edf sub-09_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-09_ses-04_task-sepRate_run-05_eeg.edf sub-09_ses-04_task-sepRate_run-07_eeg.edf '
        'sub-09_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'sub-10/ses-01/eeg': (
        'sub-10_ses-01_task-sepRate_run-01_eeg.edf sub-10_ses-01_task-sepRate_run-03_eeg.edf '
        'sub-10_ses-01_task-sepRate_run-04_eeg.edf sub-10_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'sub-10/ses-02/eeg': (
        'sub-10_ses-02_task-sepRate_run-02_eeg.edf sub-10_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-10_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'sub-10/ses-03/eeg': (
        'sub-10_ses-03_task-sepRate_run-01_eeg.edf sub-10_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-10_ses-03_task-sepRate_run-03_eeg.edf sub-10_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-10_ses-03_task-sepRate_run-05_eeg.edf sub-10_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-10_ses-03_task-sepRate_run-07_eeg.edf sub-10_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-10/ses-04/eeg': (
        'sub-10_ses-04_task-sepRate_run-01_eeg.edf sub-10_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-10_ses-04_task-sepRate_run-03_eeg.edf sub-10_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-10_ses-04_task-sepRate_run-05_eeg.edf sub-10_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-10_ses-04_task-sepRate_run-07_eeg.edf'
    ),
    'sub-11/ses-02/eeg': (
        'sub-11_ses-02_task-sepRate_run-02_eeg.edf sub-11_ses-02_task-sepRate_run-03_eeg.edf '
        'sub-11_ses-02_task-sepRate_run-04_eeg.edf sub-11_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'sub-11/ses-03/eeg': (
        'sub-11_ses-03_task-sepRate_run-02_eeg.edf sub-11_ses-03_task-sepRate_run-03_eeg.edf '
        'sub-11_ses-03_task-sepRate_run-05_eeg.edf sub-11_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-11_ses-03_task-sepRate_run-07_eeg.edf sub-11_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-11/ses-04/eeg': (
        'sub-11_ses-04_task-sepRate_run-05_eeg.edf sub-11_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-11_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'sub-12/ses-01/eeg': (
        'sub-12_ses-01_task-sepRate_run-02_eeg.edf sub-12_ses-01_task-sepRate_run-03_eeg.edf '
        'sub-12_ses-01_task-sepRate_run-04_eeg.edf sub-12_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'sub-12/ses-02/eeg': (
        'sub-12_ses-02_task-sepRate_run-02_eeg.edf sub-12_ses-02_task-sepRate_run-03_eeg.edf '
        'sub-12_ses-02_task-sepRate_run-04_eeg.edf sub-12_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'sub-12/ses-03/eeg': (
        'sub-12_ses-03_task-sepRate_run-01_eeg.edf sub-12_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-12_ses-03_task-sepRate_run-03_eeg.edf sub-12_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-12_ses-03_task-sepRate_run-05_eeg.edf sub-12_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-12_ses-03_task-sepRate_run-07_eeg.edf'
    ),
    'sub-12/ses-04/eeg': (
        'sub-12_ses-04_task-sepRate_run-02_eeg.edf sub-12_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-12_ses-04_task-sepRate_run-04_eeg.edf sub-12_ses-04_task-sepRate_run-05_eeg.edf '
        'sub-12_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'sub-13/ses-03/eeg': (
        'sub-13_ses-03_task-sepRate_run-02_eeg.edf sub-13_ses-03_task-sepRate_run-03_eeg.edf '
        'sub-13_ses-03_task-sepRate_run-04_eeg.edf sub-13_ses-03_task-sepRate_run-05_eeg.edf '
        'sub-13_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-14/ses-01/eeg': (
        'sub-14_ses-01_task-sepRate_run-01_eeg.edf sub-14_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-14_ses-01_task-sepRate_run-03_eeg.edf sub-14_ses-01_task-sepRate_run-04_eeg.edf'
    ),
    'sub-14/ses-03/eeg': (
        'sub-14_ses-03_task-sepRate_run-03_eeg.edf sub-14_ses-03_task-sepRate_run-05_eeg.edf '
        'sub-14_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-14/ses-04/eeg': (
        'sub-14_ses-04_task-sepRate_run-01_eeg.edf sub-14_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-14_ses-04_task-sepRate_run-04_eeg.edf sub-14_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-14_ses-04_task-sepRate_run-07_eeg.edf sub-14_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'sub-15/ses-01/eeg': (
        'sub-15_ses-01_task-sepRate_run-01_eeg.edf sub-15_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-15_ses-01_task-sepRate_run-03_eeg.edf sub-15_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-15_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'sub-15/ses-02/eeg': (
        'sub-15_ses-02_task-sepRate_run-01_eeg.edf sub-15_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-15_ses-02_task-sepRate_run-03_eeg.edf sub-15_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-15_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'sub-15/ses-03/eeg': (
        'sub-15_ses-03_task-sepRate_run-01_eeg.edf sub-15_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-15_ses-03_task-sepRate_run-03_eeg.edf sub-15_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-15_ses-03_task-sepRate_run-05_eeg.edf sub-15_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-15_ses-03_task-sepRate_run-07_eeg.edf'
    ),
    'sub-15/ses-04/eeg': (
        'sub-15_ses-04_task-sepRate_run-01_eeg.edf sub-15_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-15_ses-04_task-sepRate_run-04_eeg.edf sub-15_ses-04_task-sepRate_run-05_eeg.edf '
        'sub-15_ses-04_task-sepRate_run-06_eeg.edf sub-15_ses-04_task-sepRate_run-07_eeg.edf '
        'sub-15_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'sub-16/ses-01/eeg': (
        'sub-16_ses-01_task-sepRate_run-01_eeg.edf sub-16_ses-01_task-sepRate_run-03_eeg.edf '
        'sub-16_ses-01_task-sepRate_run-04_eeg.edf sub-16_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'sub-16/ses-02/eeg': (
        'sub-16_ses-02_task-sepRate_run-01_eeg.edf sub-16_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-16_ses-02_task-sepRate_run-03_eeg.edf sub-16_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-16_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'sub-16/ses-03/eeg': (
        'sub-16_ses-03_task-sepRate_run-02_eeg.edf sub-16_ses-03_task-sepRate_run-03_eeg.edf '
        'sub-16_ses-03_task-sepRate_run-04_eeg.edf sub-16_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-16_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-16/ses-04/eeg': (
        'sub-16_ses-04_task-sepRate_run-01_eeg.edf sub-16_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-16_ses-04_task-sepRate_run-05_eeg.edf sub-16_ses-04_task-sepRate_run-07_eeg.edf'
    ),
    'sub-17/ses-01/eeg': (
        'sub-17_ses-01_task-sepRate_run-02_eeg.edf sub-17_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-17_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'sub-17/ses-02/eeg': (
        'sub-17_ses-02_task-sepRate_run-01_eeg.edf sub-17_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-17_ses-02_task-sepRate_run-04_eeg.edf sub-17_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'sub-17/ses-03/eeg': (
        'sub-17_ses-03_task-sepRate_run-01_eeg.edf sub-17_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-17_ses-03_task-sepRate_run-03_eeg.edf sub-17_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-17_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-17/ses-04/eeg': (
        'sub-17_ses-04_task-sepRate_run-01_eeg.edf sub-17_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-17_ses-04_task-sepRate_run-03_eeg.edf sub-17_ses-04_task-sepRate_run-05_eeg.edf '
        'sub-17_ses-04_task-sepRate_run-07_eeg.edf'
    ),
    'sub-18/ses-01/eeg': (
        'sub-18_ses-01_task-sepRate_run-01_eeg.edf sub-18_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-18_ses-01_task-sepRate_run-03_eeg.edf sub-18_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-18_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'sub-18/ses-02/eeg': (
        'sub-18_ses-02_task-sepRate_run-01_eeg.edf sub-18_ses-02_task-sepRate_run-03_eeg.edf '
        'sub-18_ses-02_task-sepRate_run-04_eeg.edf sub-18_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'sub-18/ses-03/eeg': (
        'sub-18_ses-03_task-sepRate_run-01_eeg.edf sub-18_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-18_ses-03_task-sepRate_run-03_eeg.edf sub-18_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-18_ses-03_task-sepRate_run-05_eeg.edf sub-18_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-18_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-18/ses-04/eeg': (
        'sub-18_ses-04_task-sepRate_run-01_eeg.edf sub-18_ses-04_task-sepRate_run-05_eeg.edf '
        'sub-18_ses-04_task-sepRate_run-06_eeg.edf sub-18_ses-04_task-sepRate_run-07_eeg.edf'
    ),
}

SEP_RAW_EDF_OTHER = {
    '': (
        'CHANGES README code/subfunctions/find_N20_latency.m '
        'derivatives/sub-01/ses-01/eeg/sub-01_ses-01_task-sepRate_run-03_eeg.edf '
        'derivatives/sub-01/ses-01/eeg/sub-01_ses-01_task-sepRate_run-04_eeg.edf '
        'derivatives/sub-01/ses-02/sub-01_ses-02_scans.tsv '
        'derivatives/sub-01/ses-03/eeg/sub-01_ses-03_task-sepRate_run-06_eeg.edf '
        'derivatives/sub-01/ses-03/eeg/sub-01_ses-03_task-sepRate_run-06_eeg.json '
        'derivatives/sub-01/ses-03/sub-01_ses-03_scans.tsv derivatives/sub-02/ses-04/sub-02_ses-04_scans.tsv '
        'derivatives/sub-02/sub-02_sessions.tsv '
        'derivatives/sub-03/ses-01/eeg/sub-03_ses-01_task-sepRate_run-03_eeg.edf '
        'derivatives/sub-03/ses-02/sub-03_ses-02_scans.tsv '
        'derivatives/sub-04/ses-01/eeg/sub-04_ses-01_task-sepRate_run-01_eeg.json '
        'derivatives/sub-04/ses-01/eeg/sub-04_ses-01_task-sepRate_run-02_eeg.json '
        'derivatives/sub-04/ses-02/eeg/sub-04_ses-02_task-sepRate_run-03_channels.tsv '
        'derivatives/sub-04/ses-02/eeg/sub-04_ses-02_task-sepRate_run-03_eeg.json '
        'derivatives/sub-04/ses-04/eeg/sub-04_ses-04_task-sepRate_run-03_channels.tsv '
        'derivatives/sub-04/ses-04/eeg/sub-04_ses-04_task-sepRate_run-08_eeg.edf '
        'derivatives/sub-05/ses-01/eeg/sub-05_ses-01_task-sepRate_run-02_channels.tsv '
        'derivatives/sub-05/ses-01/eeg/sub-05_ses-01_task-sepRate_run-02_eeg.json '
        'derivatives/sub-05/ses-04/sub-05_ses-04_scans.tsv '
        'derivatives/sub-06/ses-01/eeg/sub-06_ses-01_task-sepRate_run-01_channels.tsv '
        'derivatives/sub-06/ses-01/eeg/sub-06_ses-01_task-sepRate_run-02_eeg.edf '
        'derivatives/sub-06/ses-01/sub-06_ses-01_scans.tsv derivatives/sub-07/sub-07_sessions.tsv '
        'derivatives/sub-08/ses-01/eeg/sub-08_ses-01_task-sepRate_run-01_eeg.edf '
        'derivatives/sub-08/ses-02/eeg/sub-08_ses-02_task-sepRate_run-03_eeg.json '
        'derivatives/sub-08/ses-02/eeg/sub-08_ses-02_task-sepRate_run-04_channels.tsv '
        'derivatives/sub-09/ses-01/eeg/sub-09_ses-01_task-sepRate_run-04_eeg.json '
        'derivatives/sub-09/ses-01/eeg/sub-09_ses-01_task-sepRate_run-05_channels.tsv '
        'derivatives/sub-09/ses-03/eeg/sub-09_ses-03_task-sepRate_run-02_channels.tsv '
        'derivatives/sub-10/ses-03/eeg/sub-10_ses-03_task-sepRate_run-03_eeg.edf '
        'derivatives/sub-10/ses-03/eeg/sub-10_ses-03_task-sepRate_run-06_eeg.edf '
        'derivatives/sub-11/ses-01/eeg/sub-11_ses-01_task-sepRate_run-04_channels.tsv '
        'derivatives/sub-11/ses-01/eeg/sub-11_ses-01_task-sepRate_run-05_eeg.json '
        'derivatives/sub-11/ses-01/sub-11_ses-01_scans.tsv '
        'derivatives/sub-11/ses-02/eeg/sub-11_ses-02_task-sepRate_run-02_channels.tsv '
        'derivatives/sub-11/ses-02/eeg/sub-11_ses-02_task-sepRate_run-04_eeg.edf '
        'derivatives/sub-11/ses-02/sub-11_ses-02_scans.tsv derivatives/sub-11/sub-11_sessions.tsv '
        'derivatives/sub-14/ses-01/eeg/sub-14_ses-01_task-sepRate_run-02_eeg.edf '
        'derivatives/sub-14/ses-01/eeg/sub-14_ses-01_task-sepRate_run-05_channels.tsv '
        'derivatives/sub-14/ses-02/eeg/sub-14_ses-02_task-sepRate_run-05_eeg.json '
        'derivatives/sub-14/ses-03/sub-14_ses-03_scans.tsv '
        'sub-01/ses-01/eeg/sub-01_ses-01_task-sepRate_run-03_channels.tsv '
        'sub-01/ses-01/eeg/sub-01_ses-01_task-sepRate_run-05_eeg.json '
        'sub-01/ses-03/eeg/sub-01_ses-03_task-sepRate_run-02_eeg.json '
        'sub-01/ses-04/eeg/sub-01_ses-04_task-sepRate_run-06_eeg.json sub-01/sub-01_sessions.tsv '
        'sub-02/ses-01/sub-02_ses-01_scans.tsv '
        'sub-02/ses-02/eeg/sub-02_ses-02_task-sepRate_run-01_channels.tsv '
        'sub-02/ses-02/eeg/sub-02_ses-02_task-sepRate_run-04_eeg.json '
        'sub-02/ses-04/eeg/sub-02_ses-04_task-sepRate_run-02_channels.tsv '
        'sub-02/ses-04/eeg/sub-02_ses-04_task-sepRate_run-08_channels.tsv '
        'sub-03/ses-01/eeg/sub-03_ses-01_task-sepRate_run-01_eeg.json '
        'sub-03/ses-01/eeg/sub-03_ses-01_task-sepRate_run-04_channels.tsv '
        'sub-03/ses-02/eeg/sub-03_ses-02_task-sepRate_run-04_eeg.json sub-03/ses-02/sub-03_ses-02_scans.tsv '
        'sub-03/ses-03/sub-03_ses-03_scans.tsv sub-03/sub-03_sessions.tsv '
        'sub-04/ses-01/eeg/sub-04_ses-01_task-sepRate_run-01_channels.tsv '
        'sub-04/ses-01/eeg/sub-04_ses-01_task-sepRate_run-03_channels.tsv '
        'sub-04/ses-02/eeg/sub-04_ses-02_task-sepRate_run-04_channels.tsv '
        'sub-04/ses-02/eeg/sub-04_ses-02_task-sepRate_run-04_eeg.json sub-04/sub-04_sessions.tsv '
        'sub-05/ses-01/eeg/sub-05_ses-01_task-sepRate_run-01_channels.tsv '
        'sub-05/ses-01/sub-05_ses-01_scans.tsv sub-05/ses-02/eeg/sub-05_ses-02_task-sepRate_run-02_eeg.json '
        'sub-05/sub-05_sessions.tsv sub-06/ses-01/sub-06_ses-01_scans.tsv '
        'sub-06/ses-03/eeg/sub-06_ses-03_task-sepRate_run-08_channels.tsv '
        'sub-06/ses-04/eeg/sub-06_ses-04_task-sepRate_run-06_eeg.json sub-06/sub-06_sessions.tsv '
        'sub-07/ses-01/eeg/sub-07_ses-01_task-sepRate_run-02_eeg.json '
        'sub-07/ses-03/eeg/sub-07_ses-03_task-sepRate_run-01_eeg.json '
        'sub-07/ses-03/eeg/sub-07_ses-03_task-sepRate_run-04_channels.tsv '
        'sub-08/ses-01/eeg/sub-08_ses-01_task-sepRate_run-02_eeg.json sub-08/ses-01/sub-08_ses-01_scans.tsv '
        'sub-08/ses-04/eeg/sub-08_ses-04_task-sepRate_run-03_channels.tsv '
        'sub-08/ses-04/eeg/sub-08_ses-04_task-sepRate_run-08_channels.tsv '
        'sub-09/ses-01/eeg/sub-09_ses-01_task-sepRate_run-05_eeg.json '
        'sub-09/ses-02/eeg/sub-09_ses-02_task-sepRate_run-01_channels.tsv '
        'sub-09/ses-04/eeg/sub-09_ses-04_task-sepRate_run-03_eeg.json '
        'sub-10/ses-01/eeg/sub-10_ses-01_task-sepRate_run-04_channels.tsv '
        'sub-11/ses-02/sub-11_ses-02_scans.tsv sub-11/ses-03/eeg/sub-11_ses-03_task-sepRate_run-04_eeg.json '
        'sub-11/ses-04/eeg/sub-11_ses-04_task-sepRate_run-02_eeg.json '
        'sub-11/ses-04/eeg/sub-11_ses-04_task-sepRate_run-03_channels.tsv '
        'sub-11/ses-04/sub-11_ses-04_scans.tsv sub-12/ses-02/eeg/sub-12_ses-02_task-sepRate_run-02_eeg.json '
        'sub-12/ses-03/eeg/sub-12_ses-03_task-sepRate_run-03_channels.tsv '
        'sub-13/ses-03/eeg/sub-13_ses-03_task-sepRate_run-02_eeg.json '
        'sub-13/ses-03/eeg/sub-13_ses-03_task-sepRate_run-05_channels.tsv '
        'sub-13/ses-03/sub-13_ses-03_scans.tsv sub-13/sub-13_sessions.tsv '
        'sub-14/ses-01/eeg/sub-14_ses-01_task-sepRate_run-02_channels.tsv '
        'sub-14/ses-02/eeg/sub-14_ses-02_task-sepRate_run-04_eeg.json sub-14/ses-02/sub-14_ses-02_scans.tsv '
        'sub-14/ses-03/eeg/sub-14_ses-03_task-sepRate_run-01_channels.tsv '
        'sub-14/ses-04/eeg/sub-14_ses-04_task-sepRate_run-06_channels.tsv '
        'sub-14/ses-04/eeg/sub-14_ses-04_task-sepRate_run-08_eeg.json '
        'sub-15/ses-01/eeg/sub-15_ses-01_task-sepRate_run-02_eeg.json '
        'sub-15/ses-02/eeg/sub-15_ses-02_task-sepRate_run-02_eeg.json '
        'sub-15/ses-02/eeg/sub-15_ses-02_task-sepRate_run-03_channels.tsv '
        'sub-15/ses-04/eeg/sub-15_ses-04_task-sepRate_run-03_eeg.json '
        'sub-15/ses-04/eeg/sub-15_ses-04_task-sepRate_run-07_channels.tsv '
        'sub-15/ses-04/sub-15_ses-04_scans.tsv sub-16/ses-01/eeg/sub-16_ses-01_task-sepRate_run-04_eeg.json '
        'sub-16/ses-02/eeg/sub-16_ses-02_task-sepRate_run-01_eeg.json '
        'sub-16/ses-04/eeg/sub-16_ses-04_task-sepRate_run-02_eeg.json '
        'sub-17/ses-01/eeg/sub-17_ses-01_task-sepRate_run-02_channels.tsv '
        'sub-17/ses-02/eeg/sub-17_ses-02_task-sepRate_run-03_eeg.json '
        'sub-17/ses-03/eeg/sub-17_ses-03_task-sepRate_run-01_channels.tsv '
        'sub-18/ses-01/eeg/sub-18_ses-01_task-sepRate_run-05_channels.tsv '
        'sub-18/ses-02/eeg/sub-18_ses-02_task-sepRate_run-01_eeg.json '
        'sub-18/ses-02/eeg/sub-18_ses-02_task-sepRate_run-03_eeg.json sub-18/ses-02/sub-18_ses-02_scans.tsv '
        'sub-18/ses-04/eeg/sub-18_ses-04_task-sepRate_run-04_eeg.json '
        'sub-18/ses-04/eeg/sub-18_ses-04_task-sepRate_run-05_channels.tsv'
    ),
    'derivatives/sub-01/ses-02/eeg': (
        'sub-01_ses-02_task-sepRate_run-01_eeg.json sub-01_ses-02_task-sepRate_run-02_channels.tsv '
        'sub-01_ses-02_task-sepRate_run-02_eeg.json sub-01_ses-02_task-sepRate_run-03_channels.tsv '
        'sub-01_ses-02_task-sepRate_run-03_eeg.json sub-01_ses-02_task-sepRate_run-05_channels.tsv'
    ),
    'derivatives/sub-01/ses-04/eeg': (
        'sub-01_ses-04_task-sepRate_run-01_eeg.json sub-01_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-01_ses-04_task-sepRate_run-04_eeg.edf sub-01_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-01_ses-04_task-sepRate_run-06_eeg.json'
    ),
    'derivatives/sub-02/ses-01/eeg': (
        'sub-02_ses-01_task-sepRate_run-01_channels.tsv sub-02_ses-01_task-sepRate_run-01_eeg.json '
        'sub-02_ses-01_task-sepRate_run-05_channels.tsv'
    ),
    'derivatives/sub-02/ses-02/eeg': (
        'sub-02_ses-02_task-sepRate_run-04_eeg.edf sub-02_ses-02_task-sepRate_run-04_eeg.json '
        'sub-02_ses-02_task-sepRate_run-05_channels.tsv'
    ),
    'derivatives/sub-02/ses-04/eeg': (
        'sub-02_ses-04_task-sepRate_run-01_eeg.json sub-02_ses-04_task-sepRate_run-04_channels.tsv '
        'sub-02_ses-04_task-sepRate_run-05_eeg.edf sub-02_ses-04_task-sepRate_run-05_eeg.json '
        'sub-02_ses-04_task-sepRate_run-06_eeg.edf sub-02_ses-04_task-sepRate_run-08_eeg.edf '
        'sub-02_ses-04_task-sepRate_run-08_eeg.json'
    ),
    'derivatives/sub-03/ses-02/eeg': (
        'sub-03_ses-02_task-sepRate_run-01_eeg.edf sub-03_ses-02_task-sepRate_run-02_eeg.json '
        'sub-03_ses-02_task-sepRate_run-04_channels.tsv'
    ),
    'derivatives/sub-03/ses-03/eeg': (
        'sub-03_ses-03_task-sepRate_run-01_channels.tsv sub-03_ses-03_task-sepRate_run-02_channels.tsv '
        'sub-03_ses-03_task-sepRate_run-03_eeg.edf sub-03_ses-03_task-sepRate_run-07_eeg.json '
        'sub-03_ses-03_task-sepRate_run-08_channels.tsv'
    ),
    'derivatives/sub-03/ses-04/eeg': (
        'sub-03_ses-04_task-sepRate_run-01_eeg.json sub-03_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-03_ses-04_task-sepRate_run-04_eeg.json sub-03_ses-04_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-04/ses-03/eeg': (
        'sub-04_ses-03_task-sepRate_run-01_channels.tsv sub-04_ses-03_task-sepRate_run-01_eeg.edf '
        'sub-04_ses-03_task-sepRate_run-03_eeg.edf sub-04_ses-03_task-sepRate_run-04_channels.tsv '
        'sub-04_ses-03_task-sepRate_run-06_channels.tsv sub-04_ses-03_task-sepRate_run-07_eeg.edf '
        'sub-04_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-05/ses-03/eeg': (
        'sub-05_ses-03_task-sepRate_run-03_eeg.json sub-05_ses-03_task-sepRate_run-04_channels.tsv '
        'sub-05_ses-03_task-sepRate_run-05_channels.tsv sub-05_ses-03_task-sepRate_run-08_eeg.json'
    ),
    'derivatives/sub-05/ses-04/eeg': (
        'sub-05_ses-04_task-sepRate_run-01_eeg.json sub-05_ses-04_task-sepRate_run-02_eeg.json '
        'sub-05_ses-04_task-sepRate_run-03_eeg.edf sub-05_ses-04_task-sepRate_run-04_channels.tsv '
        'sub-05_ses-04_task-sepRate_run-05_channels.tsv sub-05_ses-04_task-sepRate_run-05_eeg.edf '
        'sub-05_ses-04_task-sepRate_run-05_eeg.json'
    ),
    'derivatives/sub-06/ses-02/eeg': (
        'sub-06_ses-02_task-sepRate_run-04_channels.tsv sub-06_ses-02_task-sepRate_run-04_eeg.json '
        'sub-06_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-06/ses-03/eeg': (
        'sub-06_ses-03_task-sepRate_run-01_channels.tsv sub-06_ses-03_task-sepRate_run-01_eeg.edf '
        'sub-06_ses-03_task-sepRate_run-01_eeg.json sub-06_ses-03_task-sepRate_run-02_channels.tsv'
    ),
    'derivatives/sub-06/ses-04/eeg': (
        'sub-06_ses-04_task-sepRate_run-03_eeg.json sub-06_ses-04_task-sepRate_run-04_eeg.json '
        'sub-06_ses-04_task-sepRate_run-07_eeg.edf'
    ),
    'derivatives/sub-07/ses-01/eeg': (
        'sub-07_ses-01_task-sepRate_run-02_channels.tsv sub-07_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-07_ses-01_task-sepRate_run-05_channels.tsv'
    ),
    'derivatives/sub-07/ses-03/eeg': (
        'sub-07_ses-03_task-sepRate_run-02_channels.tsv sub-07_ses-03_task-sepRate_run-04_channels.tsv '
        'sub-07_ses-03_task-sepRate_run-07_eeg.edf sub-07_ses-03_task-sepRate_run-08_channels.tsv'
    ),
    'derivatives/sub-08/ses-03/eeg': (
        'sub-08_ses-03_task-sepRate_run-04_eeg.edf sub-08_ses-03_task-sepRate_run-05_eeg.json '
        'sub-08_ses-03_task-sepRate_run-07_channels.tsv'
    ),
    'derivatives/sub-08/ses-04/eeg': (
        'sub-08_ses-04_task-sepRate_run-03_eeg.edf sub-08_ses-04_task-sepRate_run-04_eeg.json '
        'sub-08_ses-04_task-sepRate_run-06_eeg.edf sub-08_ses-04_task-sepRate_run-07_channels.tsv '
        'sub-08_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-09/ses-02/eeg': (
        'sub-09_ses-02_task-sepRate_run-04_eeg.edf sub-09_ses-02_task-sepRate_run-04_eeg.json '
        'sub-09_ses-02_task-sepRate_run-05_channels.tsv'
    ),
    'derivatives/sub-09/ses-04/eeg': (
        'sub-09_ses-04_task-sepRate_run-01_eeg.edf sub-09_ses-04_task-sepRate_run-03_channels.tsv '
        'sub-09_ses-04_task-sepRate_run-04_eeg.edf sub-09_ses-04_task-sepRate_run-05_eeg.json '
        'sub-09_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-10/ses-04/eeg': (
        'sub-10_ses-04_task-sepRate_run-02_eeg.json sub-10_ses-04_task-sepRate_run-04_eeg.json '
        'sub-10_ses-04_task-sepRate_run-07_channels.tsv'
    ),
    'derivatives/sub-11/ses-03/eeg': (
        'sub-11_ses-03_task-sepRate_run-01_channels.tsv sub-11_ses-03_task-sepRate_run-02_channels.tsv '
        'sub-11_ses-03_task-sepRate_run-02_eeg.json sub-11_ses-03_task-sepRate_run-05_channels.tsv'
    ),
    'derivatives/sub-11/ses-04/eeg': (
        'sub-11_ses-04_task-sepRate_run-01_channels.tsv sub-11_ses-04_task-sepRate_run-03_channels.tsv '
        'sub-11_ses-04_task-sepRate_run-04_channels.tsv'
    ),
    'derivatives/sub-12/ses-01/eeg': (
        'sub-12_ses-01_task-sepRate_run-01_channels.tsv sub-12_ses-01_task-sepRate_run-01_eeg.json '
        'sub-12_ses-01_task-sepRate_run-02_eeg.edf'
    ),
    'derivatives/sub-12/ses-03/eeg': (
        'sub-12_ses-03_task-sepRate_run-04_eeg.json sub-12_ses-03_task-sepRate_run-05_eeg.edf '
        'sub-12_ses-03_task-sepRate_run-08_channels.tsv sub-12_ses-03_task-sepRate_run-08_eeg.json'
    ),
    'derivatives/sub-12/ses-04/eeg': (
        'sub-12_ses-04_task-sepRate_run-01_channels.tsv sub-12_ses-04_task-sepRate_run-03_channels.tsv '
        'sub-12_ses-04_task-sepRate_run-04_channels.tsv sub-12_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-12_ses-04_task-sepRate_run-04_eeg.json sub-12_ses-04_task-sepRate_run-05_channels.tsv '
        'sub-12_ses-04_task-sepRate_run-07_eeg.json'
    ),
    'derivatives/sub-13/ses-03/eeg': (
        'sub-13_ses-03_task-sepRate_run-03_eeg.json sub-13_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-13_ses-03_task-sepRate_run-04_eeg.json sub-13_ses-03_task-sepRate_run-07_eeg.json'
    ),
    'derivatives/sub-13/ses-04/eeg': (
        'sub-13_ses-04_task-sepRate_run-02_eeg.json sub-13_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-13_ses-04_task-sepRate_run-05_eeg.json sub-13_ses-04_task-sepRate_run-08_channels.tsv '
        'sub-13_ses-04_task-sepRate_run-08_eeg.json'
    ),
    'derivatives/sub-14/ses-03/eeg': (
        'sub-14_ses-03_task-sepRate_run-06_channels.tsv sub-14_ses-03_task-sepRate_run-06_eeg.json '
        'sub-14_ses-03_task-sepRate_run-08_eeg.json'
    ),
    'derivatives/sub-14/ses-04/eeg': (
        'sub-14_ses-04_task-sepRate_run-01_channels.tsv sub-14_ses-04_task-sepRate_run-05_eeg.edf '
        'sub-14_ses-04_task-sepRate_run-06_channels.tsv sub-14_ses-04_task-sepRate_run-07_channels.tsv'
    ),
    'sub-03/ses-03/eeg': (
        'sub-03_ses-03_task-sepRate_run-03_eeg.json sub-03_ses-03_task-sepRate_run-06_eeg.json '
        'sub-03_ses-03_task-sepRate_run-07_eeg.json'
    ),
    'sub-03/ses-04/eeg': (
        'sub-03_ses-04_task-sepRate_run-03_eeg.json sub-03_ses-04_task-sepRate_run-04_eeg.json '
        'sub-03_ses-04_task-sepRate_run-06_eeg.json sub-03_ses-04_task-sepRate_run-08_channels.tsv'
    ),
    'sub-04/ses-03/eeg': (
        'sub-04_ses-03_task-sepRate_run-02_eeg.json sub-04_ses-03_task-sepRate_run-03_channels.tsv '
        'sub-04_ses-03_task-sepRate_run-04_channels.tsv sub-04_ses-03_task-sepRate_run-04_eeg.json'
    ),
    'sub-04/ses-04/eeg': (
        'sub-04_ses-04_task-sepRate_run-02_eeg.json sub-04_ses-04_task-sepRate_run-03_eeg.json '
        'sub-04_ses-04_task-sepRate_run-07_eeg.json'
    ),
    'sub-05/ses-03/eeg': (
        'sub-05_ses-03_task-sepRate_run-01_channels.tsv sub-05_ses-03_task-sepRate_run-02_eeg.json '
        'sub-05_ses-03_task-sepRate_run-04_eeg.json'
    ),
    'sub-05/ses-04/eeg': (
        'sub-05_ses-04_task-sepRate_run-02_eeg.json sub-05_ses-04_task-sepRate_run-06_channels.tsv '
        'sub-05_ses-04_task-sepRate_run-06_eeg.json sub-05_ses-04_task-sepRate_run-07_eeg.json'
    ),
    'sub-08/ses-02/eeg': (
        'sub-08_ses-02_task-sepRate_run-03_channels.tsv sub-08_ses-02_task-sepRate_run-04_channels.tsv '
        'sub-08_ses-02_task-sepRate_run-05_channels.tsv'
    ),
    'sub-09/ses-03/eeg': (
        'sub-09_ses-03_task-sepRate_run-02_channels.tsv sub-09_ses-03_task-sepRate_run-02_eeg.json '
        'sub-09_ses-03_task-sepRate_run-03_channels.tsv'
    ),
    'sub-10/ses-03/eeg': (
        'sub-10_ses-03_task-sepRate_run-01_eeg.json sub-10_ses-03_task-sepRate_run-04_eeg.json '
        'sub-10_ses-03_task-sepRate_run-08_channels.tsv'
    ),
    'sub-10/ses-04/eeg': (
        'sub-10_ses-04_task-sepRate_run-05_channels.tsv sub-10_ses-04_task-sepRate_run-05_eeg.json '
        'sub-10_ses-04_task-sepRate_run-08_channels.tsv'
    ),
    'sub-12/ses-04/eeg': (
        'sub-12_ses-04_task-sepRate_run-01_eeg.json sub-12_ses-04_task-sepRate_run-03_channels.tsv '
        'sub-12_ses-04_task-sepRate_run-03_eeg.json'
    ),
    'sub-13/ses-04/eeg': (
        'sub-13_ses-04_task-sepRate_run-01_eeg.json sub-13_ses-04_task-sepRate_run-06_eeg.json '
        'sub-13_ses-04_task-sepRate_run-08_eeg.json'
    ),
    'sub-16/ses-03/eeg': (
        'sub-16_ses-03_task-sepRate_run-01_eeg.json sub-16_ses-03_task-sepRate_run-02_eeg.json '
        'sub-16_ses-03_task-sepRate_run-03_channels.tsv sub-16_ses-03_task-sepRate_run-06_channels.tsv '
        'sub-16_ses-03_task-sepRate_run-08_eeg.json'
    ),
    'sub-17/ses-04/eeg': (
        'sub-17_ses-04_task-sepRate_run-01_channels.tsv sub-17_ses-04_task-sepRate_run-02_channels.tsv '
        'sub-17_ses-04_task-sepRate_run-05_eeg.json sub-17_ses-04_task-sepRate_run-07_channels.tsv '
        'sub-17_ses-04_task-sepRate_run-07_eeg.json'
    ),
    'sub-18/ses-03/eeg': (
        'sub-18_ses-03_task-sepRate_run-03_eeg.json sub-18_ses-03_task-sepRate_run-04_channels.tsv '
        'sub-18_ses-03_task-sepRate_run-05_eeg.json sub-18_ses-03_task-sepRate_run-08_eeg.json'
    ),
}

SEP_DERIV_EDF_KIND = {
    'derivatives/sub-01/ses-01/eeg': (
        'sub-01_ses-01_task-sepRate_run-01_eeg.edf sub-01_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-01_ses-01_task-sepRate_run-03_eeg.edf sub-01_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-01_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-01/ses-02/eeg': (
        'sub-01_ses-02_task-sepRate_run-02_eeg.edf sub-01_ses-02_task-sepRate_run-03_eeg.edf '
        'sub-01_ses-02_task-sepRate_run-04_eeg.edf sub-01_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-01/ses-03/eeg': (
        'sub-01_ses-03_task-sepRate_run-01_eeg.edf sub-01_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-01_ses-03_task-sepRate_run-03_eeg.edf sub-01_ses-03_task-sepRate_run-05_eeg.edf '
        'sub-01_ses-03_task-sepRate_run-06_eeg.edf sub-01_ses-03_task-sepRate_run-07_eeg.edf '
        'sub-01_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-01/ses-04/eeg': (
        'sub-01_ses-04_task-sepRate_run-01_eeg.edf sub-01_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-01_ses-04_task-sepRate_run-03_eeg.edf sub-01_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-01_ses-04_task-sepRate_run-05_eeg.edf sub-01_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-01_ses-04_task-sepRate_run-07_eeg.edf sub-01_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-02/ses-01/eeg': (
        'sub-02_ses-01_task-sepRate_run-01_eeg.edf sub-02_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-02_ses-01_task-sepRate_run-03_eeg.edf sub-02_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-02_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-02/ses-02/eeg': (
        'sub-02_ses-02_task-sepRate_run-02_eeg.edf sub-02_ses-02_task-sepRate_run-03_eeg.edf '
        'sub-02_ses-02_task-sepRate_run-04_eeg.edf sub-02_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-02/ses-04/eeg': (
        'sub-02_ses-04_task-sepRate_run-01_eeg.edf sub-02_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-02_ses-04_task-sepRate_run-03_eeg.edf sub-02_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-02_ses-04_task-sepRate_run-05_eeg.edf sub-02_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-02_ses-04_task-sepRate_run-07_eeg.edf sub-02_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-03/ses-01/eeg': (
        'sub-03_ses-01_task-sepRate_run-01_eeg.edf sub-03_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-03_ses-01_task-sepRate_run-03_eeg.edf sub-03_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-03_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-03/ses-02/eeg': (
        'sub-03_ses-02_task-sepRate_run-01_eeg.edf sub-03_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-03_ses-02_task-sepRate_run-03_eeg.edf sub-03_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-03_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-03/ses-03/eeg': (
        'sub-03_ses-03_task-sepRate_run-01_eeg.edf sub-03_ses-03_task-sepRate_run-03_eeg.edf '
        'sub-03_ses-03_task-sepRate_run-04_eeg.edf sub-03_ses-03_task-sepRate_run-05_eeg.edf '
        'sub-03_ses-03_task-sepRate_run-06_eeg.edf sub-03_ses-03_task-sepRate_run-07_eeg.edf '
        'sub-03_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-03/ses-04/eeg': (
        'sub-03_ses-04_task-sepRate_run-01_eeg.edf sub-03_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-03_ses-04_task-sepRate_run-03_eeg.edf sub-03_ses-04_task-sepRate_run-05_eeg.edf '
        'sub-03_ses-04_task-sepRate_run-06_eeg.edf sub-03_ses-04_task-sepRate_run-07_eeg.edf '
        'sub-03_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-04/ses-01/eeg': (
        'sub-04_ses-01_task-sepRate_run-02_eeg.edf sub-04_ses-01_task-sepRate_run-03_eeg.edf '
        'sub-04_ses-01_task-sepRate_run-04_eeg.edf sub-04_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-04/ses-02/eeg': (
        'sub-04_ses-02_task-sepRate_run-01_eeg.edf sub-04_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-04_ses-02_task-sepRate_run-03_eeg.edf sub-04_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-04_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-04/ses-03/eeg': (
        'sub-04_ses-03_task-sepRate_run-01_eeg.edf sub-04_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-04_ses-03_task-sepRate_run-03_eeg.edf sub-04_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-04_ses-03_task-sepRate_run-05_eeg.edf sub-04_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-04_ses-03_task-sepRate_run-07_eeg.edf sub-04_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-04/ses-04/eeg': (
        'sub-04_ses-04_task-sepRate_run-01_eeg.edf sub-04_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-04_ses-04_task-sepRate_run-03_eeg.edf sub-04_ses-04_task-sepRate_run-05_eeg.edf '
        'sub-04_ses-04_task-sepRate_run-06_eeg.edf sub-04_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-05/ses-01/eeg': (
        'sub-05_ses-01_task-sepRate_run-02_eeg.edf sub-05_ses-01_task-sepRate_run-03_eeg.edf '
        'sub-05_ses-01_task-sepRate_run-04_eeg.edf sub-05_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-05/ses-02/eeg': (
        'sub-05_ses-02_task-sepRate_run-01_eeg.edf sub-05_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-05_ses-02_task-sepRate_run-03_eeg.edf sub-05_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-05/ses-03/eeg': (
        'sub-05_ses-03_task-sepRate_run-01_eeg.edf sub-05_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-05_ses-03_task-sepRate_run-03_eeg.edf sub-05_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-05_ses-03_task-sepRate_run-06_eeg.edf sub-05_ses-03_task-sepRate_run-07_eeg.edf '
        'sub-05_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-05/ses-04/eeg': (
        'sub-05_ses-04_task-sepRate_run-01_eeg.edf sub-05_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-05_ses-04_task-sepRate_run-03_eeg.edf sub-05_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-05_ses-04_task-sepRate_run-05_eeg.edf sub-05_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-05_ses-04_task-sepRate_run-07_eeg.edf'
    ),
    'derivatives/sub-06/ses-01/eeg': (
        'sub-06_ses-01_task-sepRate_run-01_eeg.edf sub-06_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-06_ses-01_task-sepRate_run-03_eeg.edf sub-06_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-06_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-06/ses-02/eeg': (
        'sub-06_ses-02_task-sepRate_run-01_eeg.edf sub-06_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-06_ses-02_task-sepRate_run-03_eeg.edf sub-06_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-06_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-06/ses-03/eeg': (
        'sub-06_ses-03_task-sepRate_run-02_eeg.edf sub-06_ses-03_task-sepRate_run-03_eeg.edf '
        'sub-06_ses-03_task-sepRate_run-04_eeg.edf sub-06_ses-03_task-sepRate_run-05_eeg.edf '
        'sub-06_ses-03_task-sepRate_run-06_eeg.edf sub-06_ses-03_task-sepRate_run-07_eeg.edf '
        'sub-06_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-06/ses-04/eeg': (
        'sub-06_ses-04_task-sepRate_run-01_eeg.edf sub-06_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-06_ses-04_task-sepRate_run-03_eeg.edf sub-06_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-06_ses-04_task-sepRate_run-06_eeg.edf sub-06_ses-04_task-sepRate_run-07_eeg.edf '
        'sub-06_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-07/ses-01/eeg': (
        'sub-07_ses-01_task-sepRate_run-01_eeg.edf sub-07_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-07_ses-01_task-sepRate_run-03_eeg.edf sub-07_ses-01_task-sepRate_run-04_eeg.edf'
    ),
    'derivatives/sub-07/ses-03/eeg': (
        'sub-07_ses-03_task-sepRate_run-01_eeg.edf sub-07_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-07_ses-03_task-sepRate_run-03_eeg.edf sub-07_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-07_ses-03_task-sepRate_run-06_eeg.edf sub-07_ses-03_task-sepRate_run-07_eeg.edf '
        'sub-07_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-08/ses-01/eeg': (
        'sub-08_ses-01_task-sepRate_run-01_eeg.edf sub-08_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-08_ses-01_task-sepRate_run-04_eeg.edf sub-08_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-08/ses-02/eeg': (
        'sub-08_ses-02_task-sepRate_run-01_eeg.edf sub-08_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-08_ses-02_task-sepRate_run-03_eeg.edf sub-08_ses-02_task-sepRate_run-04_eeg.edf'
    ),
    'derivatives/sub-08/ses-03/eeg': (
        'sub-08_ses-03_task-sepRate_run-01_eeg.edf sub-08_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-08_ses-03_task-sepRate_run-03_eeg.edf sub-08_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-08_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-08/ses-04/eeg': (
        'sub-08_ses-04_task-sepRate_run-01_eeg.edf sub-08_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-08_ses-04_task-sepRate_run-03_eeg.edf sub-08_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-08_ses-04_task-sepRate_run-06_eeg.edf sub-08_ses-04_task-sepRate_run-07_eeg.edf '
        'sub-08_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-09/ses-01/eeg': (
        'sub-09_ses-01_task-sepRate_run-01_eeg.edf sub-09_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-09_ses-01_task-sepRate_run-03_eeg.edf sub-09_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-09_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-09/ses-02/eeg': (
        'sub-09_ses-02_task-sepRate_run-01_eeg.edf sub-09_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-09_ses-02_task-sepRate_run-03_eeg.edf sub-09_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-09_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-09/ses-03/eeg': (
        'sub-09_ses-03_task-sepRate_run-01_eeg.edf sub-09_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-09_ses-03_task-sepRate_run-03_eeg.edf sub-09_ses-03_task-sepRate_run-05_eeg.edf '
        'sub-09_ses-03_task-sepRate_run-06_eeg.edf sub-09_ses-03_task-sepRate_run-07_eeg.edf '
        'sub-09_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-09/ses-04/eeg': (
        'sub-09_ses-04_task-sepRate_run-01_eeg.edf sub-09_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-09_ses-04_task-sepRate_run-03_eeg.edf sub-09_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-09_ses-04_task-sepRate_run-05_eeg.edf sub-09_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-09_ses-04_task-sepRate_run-07_eeg.edf sub-09_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-10/ses-01/eeg': (
        'sub-10_ses-01_task-sepRate_run-01_eeg.edf sub-10_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-10_ses-01_task-sepRate_run-03_eeg.edf sub-10_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-10_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-10/ses-02/eeg': (
        'sub-10_ses-02_task-sepRate_run-01_eeg.edf sub-10_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-10_ses-02_task-sepRate_run-03_eeg.edf sub-10_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-10_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-10/ses-03/eeg': (
        'sub-10_ses-03_task-sepRate_run-01_eeg.edf sub-10_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-10_ses-03_task-sepRate_run-03_eeg.edf sub-10_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-10_ses-03_task-sepRate_run-05_eeg.edf sub-10_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-10_ses-03_task-sepRate_run-07_eeg.edf sub-10_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-10/ses-04/eeg': (
        'sub-10_ses-04_task-sepRate_run-01_eeg.edf sub-10_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-10_ses-04_task-sepRate_run-03_eeg.edf sub-10_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-10_ses-04_task-sepRate_run-05_eeg.edf sub-10_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-10_ses-04_task-sepRate_run-07_eeg.edf'
    ),
    'derivatives/sub-11/ses-01/eeg': (
        'sub-11_ses-01_task-sepRate_run-01_eeg.edf sub-11_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-11_ses-01_task-sepRate_run-03_eeg.edf sub-11_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    '': (
        'derivatives/sub-11/ses-02/eeg/sub-11_ses-02_task-sepRate_run-02_eeg.edf '
        'derivatives/sub-11/ses-02/eeg/sub-11_ses-02_task-sepRate_run-04_eeg.edf'
    ),
    'derivatives/sub-11/ses-03/eeg': (
        'sub-11_ses-03_task-sepRate_run-02_eeg.edf sub-11_ses-03_task-sepRate_run-03_eeg.edf '
        'sub-11_ses-03_task-sepRate_run-04_eeg.edf sub-11_ses-03_task-sepRate_run-05_eeg.edf '
        'sub-11_ses-03_task-sepRate_run-06_eeg.edf sub-11_ses-03_task-sepRate_run-07_eeg.edf '
        'sub-11_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-11/ses-04/eeg': (
        'sub-11_ses-04_task-sepRate_run-01_eeg.edf sub-11_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-11_ses-04_task-sepRate_run-03_eeg.edf sub-11_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-11_ses-04_task-sepRate_run-05_eeg.edf sub-11_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-11_ses-04_task-sepRate_run-07_eeg.edf sub-11_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-12/ses-01/eeg': (
        'sub-12_ses-01_task-sepRate_run-01_eeg.edf sub-12_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-12_ses-01_task-sepRate_run-03_eeg.edf sub-12_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-12_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-12/ses-02/eeg': (
        'sub-12_ses-02_task-sepRate_run-01_eeg.edf sub-12_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-12_ses-02_task-sepRate_run-03_eeg.edf sub-12_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-12_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-12/ses-03/eeg': (
        'sub-12_ses-03_task-sepRate_run-01_eeg.edf sub-12_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-12_ses-03_task-sepRate_run-03_eeg.edf sub-12_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-12_ses-03_task-sepRate_run-05_eeg.edf sub-12_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-12_ses-03_task-sepRate_run-07_eeg.edf sub-12_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-12/ses-04/eeg': (
        'sub-12_ses-04_task-sepRate_run-01_eeg.edf sub-12_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-12_ses-04_task-sepRate_run-04_eeg.edf sub-12_ses-04_task-sepRate_run-05_eeg.edf '
        'sub-12_ses-04_task-sepRate_run-06_eeg.edf sub-12_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-13/ses-03/eeg': (
        'sub-13_ses-03_task-sepRate_run-01_eeg.edf sub-13_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-13_ses-03_task-sepRate_run-03_eeg.edf sub-13_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-13_ses-03_task-sepRate_run-05_eeg.edf sub-13_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-13_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-13/ses-04/eeg': (
        'sub-13_ses-04_task-sepRate_run-01_eeg.edf sub-13_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-13_ses-04_task-sepRate_run-03_eeg.edf sub-13_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-13_ses-04_task-sepRate_run-05_eeg.edf sub-13_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-13_ses-04_task-sepRate_run-07_eeg.edf sub-13_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-14/ses-01/eeg': (
        'sub-14_ses-01_task-sepRate_run-01_eeg.edf sub-14_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-14_ses-01_task-sepRate_run-03_eeg.edf sub-14_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-14_ses-01_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-14/ses-02/eeg': (
        'sub-14_ses-02_task-sepRate_run-01_eeg.edf sub-14_ses-02_task-sepRate_run-02_eeg.edf '
        'sub-14_ses-02_task-sepRate_run-03_eeg.edf sub-14_ses-02_task-sepRate_run-04_eeg.edf '
        'sub-14_ses-02_task-sepRate_run-05_eeg.edf'
    ),
    'derivatives/sub-14/ses-03/eeg': (
        'sub-14_ses-03_task-sepRate_run-01_eeg.edf sub-14_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-14_ses-03_task-sepRate_run-03_eeg.edf sub-14_ses-03_task-sepRate_run-04_eeg.edf '
        'sub-14_ses-03_task-sepRate_run-06_eeg.edf sub-14_ses-03_task-sepRate_run-07_eeg.edf '
        'sub-14_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'derivatives/sub-14/ses-04/eeg': (
        'sub-14_ses-04_task-sepRate_run-01_eeg.edf sub-14_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-14_ses-04_task-sepRate_run-03_eeg.edf sub-14_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-14_ses-04_task-sepRate_run-05_eeg.edf sub-14_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-14_ses-04_task-sepRate_run-07_eeg.edf sub-14_ses-04_task-sepRate_run-08_eeg.edf'
    ),
}

SEP_DERIV_EDF_OTHER = {
    '': (
        'README code/Main_Process_SEP.m '
        'derivatives/sub-01/ses-01/eeg/sub-01_ses-01_task-sepRate_run-04_channels.tsv '
        'derivatives/sub-01/ses-02/eeg/sub-01_ses-02_task-sepRate_run-03_channels.tsv '
        'derivatives/sub-01/ses-03/sub-01_ses-03_scans.tsv derivatives/sub-01/ses-04/sub-01_ses-04_scans.tsv '
        'derivatives/sub-02/ses-02/eeg/sub-02_ses-02_task-sepRate_run-01_channels.tsv '
        'derivatives/sub-02/ses-02/eeg/sub-02_ses-02_task-sepRate_run-04_eeg.json '
        'derivatives/sub-02/ses-04/eeg/sub-02_ses-04_task-sepRate_run-01_channels.tsv '
        'derivatives/sub-02/ses-04/eeg/sub-02_ses-04_task-sepRate_run-06_channels.tsv '
        'derivatives/sub-03/ses-04/eeg/sub-03_ses-04_task-sepRate_run-01_channels.tsv '
        'derivatives/sub-03/ses-04/eeg/sub-03_ses-04_task-sepRate_run-06_channels.tsv '
        'derivatives/sub-04/ses-02/eeg/sub-04_ses-02_task-sepRate_run-03_eeg.json '
        'derivatives/sub-04/ses-04/eeg/sub-04_ses-04_task-sepRate_run-05_eeg.json '
        'derivatives/sub-05/ses-02/eeg/sub-05_ses-02_task-sepRate_run-05_eeg.json '
        'derivatives/sub-06/ses-03/sub-06_ses-03_scans.tsv '
        'derivatives/sub-07/ses-01/eeg/sub-07_ses-01_task-sepRate_run-02_eeg.json '
        'derivatives/sub-07/ses-01/eeg/sub-07_ses-01_task-sepRate_run-04_channels.tsv '
        'derivatives/sub-07/ses-01/sub-07_ses-01_scans.tsv '
        'derivatives/sub-08/ses-01/eeg/sub-08_ses-01_task-sepRate_run-02_eeg.json '
        'derivatives/sub-08/ses-01/eeg/sub-08_ses-01_task-sepRate_run-03_eeg.json '
        'derivatives/sub-08/ses-02/eeg/sub-08_ses-02_task-sepRate_run-01_channels.tsv '
        'derivatives/sub-08/ses-02/eeg/sub-08_ses-02_task-sepRate_run-05_channels.tsv '
        'derivatives/sub-09/ses-01/eeg/sub-09_ses-01_task-sepRate_run-02_channels.tsv '
        'derivatives/sub-09/ses-02/eeg/sub-09_ses-02_task-sepRate_run-04_eeg.json '
        'derivatives/sub-09/ses-02/eeg/sub-09_ses-02_task-sepRate_run-05_channels.tsv '
        'derivatives/sub-09/ses-03/eeg/sub-09_ses-03_task-sepRate_run-01_eeg.json '
        'derivatives/sub-10/ses-01/eeg/sub-10_ses-01_task-sepRate_run-02_eeg.json '
        'derivatives/sub-10/ses-03/eeg/sub-10_ses-03_task-sepRate_run-08_eeg.json '
        'derivatives/sub-10/sub-10_sessions.tsv '
        'derivatives/sub-11/ses-01/eeg/sub-11_ses-01_task-sepRate_run-01_eeg.json '
        'derivatives/sub-12/ses-01/eeg/sub-12_ses-01_task-sepRate_run-03_eeg.json '
        'derivatives/sub-12/ses-03/eeg/sub-12_ses-03_task-sepRate_run-08_eeg.json '
        'derivatives/sub-12/ses-04/eeg/sub-12_ses-04_task-sepRate_run-07_channels.tsv '
        'derivatives/sub-12/ses-04/sub-12_ses-04_scans.tsv '
        'derivatives/sub-13/ses-03/eeg/sub-13_ses-03_task-sepRate_run-01_eeg.json '
        'derivatives/sub-14/ses-01/eeg/sub-14_ses-01_task-sepRate_run-04_channels.tsv '
        'derivatives/sub-14/ses-01/eeg/sub-14_ses-01_task-sepRate_run-05_channels.tsv '
        'derivatives/sub-14/ses-03/eeg/sub-14_ses-03_task-sepRate_run-06_channels.tsv '
        'derivatives/sub-14/ses-03/eeg/sub-14_ses-03_task-sepRate_run-07_eeg.json '
        'sub-01/ses-01/eeg/sub-01_ses-01_task-sepRate_run-02_channels.tsv '
        'sub-01/ses-01/eeg/sub-01_ses-01_task-sepRate_run-04_eeg.json '
        'sub-02/ses-02/eeg/sub-02_ses-02_task-sepRate_run-04_eeg.edf sub-02/ses-02/sub-02_ses-02_scans.tsv '
        'sub-03/ses-01/eeg/sub-03_ses-01_task-sepRate_run-05_eeg.edf sub-03/ses-02/sub-03_ses-02_scans.tsv '
        'sub-03/ses-03/sub-03_ses-03_scans.tsv sub-03/ses-04/eeg/sub-03_ses-04_task-sepRate_run-05_eeg.json '
        'sub-04/ses-01/eeg/sub-04_ses-01_task-sepRate_run-02_channels.tsv '
        'sub-04/ses-01/eeg/sub-04_ses-01_task-sepRate_run-03_eeg.edf '
        'sub-05/ses-04/eeg/sub-05_ses-04_task-sepRate_run-03_channels.tsv '
        'sub-05/ses-04/eeg/sub-05_ses-04_task-sepRate_run-07_channels.tsv '
        'sub-05/ses-04/sub-05_ses-04_scans.tsv sub-06/ses-01/eeg/sub-06_ses-01_task-sepRate_run-02_eeg.edf '
        'sub-06/ses-01/eeg/sub-06_ses-01_task-sepRate_run-05_channels.tsv '
        'sub-06/ses-02/eeg/sub-06_ses-02_task-sepRate_run-01_channels.tsv '
        'sub-06/ses-02/eeg/sub-06_ses-02_task-sepRate_run-02_channels.tsv '
        'sub-06/ses-03/eeg/sub-06_ses-03_task-sepRate_run-06_eeg.edf sub-06/ses-03/sub-06_ses-03_scans.tsv '
        'sub-07/ses-01/sub-07_ses-01_scans.tsv sub-07/ses-03/eeg/sub-07_ses-03_task-sepRate_run-03_eeg.json '
        'sub-07/ses-03/eeg/sub-07_ses-03_task-sepRate_run-04_eeg.json '
        'sub-08/ses-02/eeg/sub-08_ses-02_task-sepRate_run-01_eeg.edf sub-08/ses-02/sub-08_ses-02_scans.tsv '
        'sub-09/ses-02/eeg/sub-09_ses-02_task-sepRate_run-02_channels.tsv '
        'sub-09/ses-03/eeg/sub-09_ses-03_task-sepRate_run-02_eeg.edf sub-09/ses-03/sub-09_ses-03_scans.tsv '
        'sub-10/ses-01/eeg/sub-10_ses-01_task-sepRate_run-04_eeg.edf sub-10/ses-01/sub-10_ses-01_scans.tsv '
        'sub-10/ses-02/eeg/sub-10_ses-02_task-sepRate_run-03_eeg.json '
        'sub-10/ses-03/eeg/sub-10_ses-03_task-sepRate_run-03_channels.tsv '
        'sub-10/ses-04/eeg/sub-10_ses-04_task-sepRate_run-01_channels.tsv '
        'sub-10/ses-04/eeg/sub-10_ses-04_task-sepRate_run-08_eeg.json sub-10/ses-04/sub-10_ses-04_scans.tsv '
        'sub-11/ses-01/eeg/sub-11_ses-01_task-sepRate_run-01_eeg.edf '
        'sub-11/ses-01/eeg/sub-11_ses-01_task-sepRate_run-05_eeg.edf '
        'sub-11/ses-02/eeg/sub-11_ses-02_task-sepRate_run-05_channels.tsv '
        'sub-11/ses-03/eeg/sub-11_ses-03_task-sepRate_run-01_eeg.json '
        'sub-11/ses-03/eeg/sub-11_ses-03_task-sepRate_run-05_channels.tsv '
        'sub-11/ses-04/sub-11_ses-04_scans.tsv sub-11/sub-11_sessions.tsv '
        'sub-12/ses-01/eeg/sub-12_ses-01_task-sepRate_run-05_channels.tsv '
        'sub-12/ses-03/eeg/sub-12_ses-03_task-sepRate_run-02_channels.tsv '
        'sub-12/ses-03/eeg/sub-12_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-14/ses-01/eeg/sub-14_ses-01_task-sepRate_run-01_channels.tsv '
        'sub-14/ses-03/eeg/sub-14_ses-03_task-sepRate_run-03_channels.tsv '
        'sub-14/ses-04/eeg/sub-14_ses-04_task-sepRate_run-08_channels.tsv sub-14/sub-14_sessions.tsv '
        'sub-15/ses-01/eeg/sub-15_ses-01_task-sepRate_run-01_eeg.edf '
        'sub-15/ses-04/eeg/sub-15_ses-04_task-sepRate_run-03_eeg.edf '
        'sub-15/ses-04/eeg/sub-15_ses-04_task-sepRate_run-03_eeg.json sub-16/ses-01/sub-16_ses-01_scans.tsv '
        'sub-16/ses-03/sub-16_ses-03_scans.tsv sub-16/ses-04/eeg/sub-16_ses-04_task-sepRate_run-05_eeg.json '
        'sub-16/ses-04/eeg/sub-16_ses-04_task-sepRate_run-07_eeg.json '
        'sub-17/ses-02/eeg/sub-17_ses-02_task-sepRate_run-01_channels.tsv '
        'sub-17/ses-02/eeg/sub-17_ses-02_task-sepRate_run-02_channels.tsv '
        'sub-17/ses-03/eeg/sub-17_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-17/ses-03/eeg/sub-17_ses-03_task-sepRate_run-06_channels.tsv '
        'sub-18/ses-01/eeg/sub-18_ses-01_task-sepRate_run-01_channels.tsv '
        'sub-18/ses-02/eeg/sub-18_ses-02_task-sepRate_run-03_channels.tsv '
        'sub-18/ses-02/eeg/sub-18_ses-02_task-sepRate_run-04_eeg.edf'
    ),
    'derivatives/sub-01/ses-03/eeg': (
        'sub-01_ses-03_task-sepRate_run-03_eeg.json sub-01_ses-03_task-sepRate_run-06_channels.tsv '
        'sub-01_ses-03_task-sepRate_run-07_channels.tsv'
    ),
    'derivatives/sub-01/ses-04/eeg': (
        'sub-01_ses-04_task-sepRate_run-05_channels.tsv sub-01_ses-04_task-sepRate_run-06_channels.tsv '
        'sub-01_ses-04_task-sepRate_run-06_eeg.json sub-01_ses-04_task-sepRate_run-07_channels.tsv'
    ),
    'derivatives/sub-02/ses-01/eeg': (
        'sub-02_ses-01_task-sepRate_run-01_channels.tsv sub-02_ses-01_task-sepRate_run-03_channels.tsv '
        'sub-02_ses-01_task-sepRate_run-05_eeg.json'
    ),
    'derivatives/sub-03/ses-02/eeg': (
        'sub-03_ses-02_task-sepRate_run-01_eeg.json sub-03_ses-02_task-sepRate_run-02_channels.tsv '
        'sub-03_ses-02_task-sepRate_run-02_eeg.json sub-03_ses-02_task-sepRate_run-05_channels.tsv'
    ),
    'derivatives/sub-03/ses-03/eeg': (
        'sub-03_ses-03_task-sepRate_run-04_channels.tsv sub-03_ses-03_task-sepRate_run-07_channels.tsv '
        'sub-03_ses-03_task-sepRate_run-08_eeg.json'
    ),
    'derivatives/sub-04/ses-01/eeg': (
        'sub-04_ses-01_task-sepRate_run-01_channels.tsv sub-04_ses-01_task-sepRate_run-02_eeg.json '
        'sub-04_ses-01_task-sepRate_run-03_eeg.json sub-04_ses-01_task-sepRate_run-04_channels.tsv'
    ),
    'derivatives/sub-04/ses-03/eeg': (
        'sub-04_ses-03_task-sepRate_run-02_channels.tsv sub-04_ses-03_task-sepRate_run-03_channels.tsv '
        'sub-04_ses-03_task-sepRate_run-04_channels.tsv'
    ),
    'derivatives/sub-05/ses-03/eeg': (
        'sub-05_ses-03_task-sepRate_run-01_channels.tsv sub-05_ses-03_task-sepRate_run-02_channels.tsv '
        'sub-05_ses-03_task-sepRate_run-07_eeg.json'
    ),
    'derivatives/sub-05/ses-04/eeg': (
        'sub-05_ses-04_task-sepRate_run-01_channels.tsv sub-05_ses-04_task-sepRate_run-06_eeg.json '
        'sub-05_ses-04_task-sepRate_run-07_eeg.json'
    ),
    'derivatives/sub-06/ses-01/eeg': (
        'sub-06_ses-01_task-sepRate_run-01_eeg.json sub-06_ses-01_task-sepRate_run-02_eeg.json '
        'sub-06_ses-01_task-sepRate_run-04_eeg.json'
    ),
    'derivatives/sub-06/ses-02/eeg': (
        'sub-06_ses-02_task-sepRate_run-03_channels.tsv sub-06_ses-02_task-sepRate_run-03_eeg.json '
        'sub-06_ses-02_task-sepRate_run-05_channels.tsv sub-06_ses-02_task-sepRate_run-05_eeg.json'
    ),
    'derivatives/sub-06/ses-03/eeg': (
        'sub-06_ses-03_task-sepRate_run-01_eeg.json sub-06_ses-03_task-sepRate_run-02_channels.tsv '
        'sub-06_ses-03_task-sepRate_run-02_eeg.json sub-06_ses-03_task-sepRate_run-03_channels.tsv '
        'sub-06_ses-03_task-sepRate_run-04_channels.tsv'
    ),
    'derivatives/sub-06/ses-04/eeg': (
        'sub-06_ses-04_task-sepRate_run-01_channels.tsv sub-06_ses-04_task-sepRate_run-02_channels.tsv '
        'sub-06_ses-04_task-sepRate_run-05_eeg.json'
    ),
    'derivatives/sub-07/ses-03/eeg': (
        'sub-07_ses-03_task-sepRate_run-01_channels.tsv sub-07_ses-03_task-sepRate_run-05_channels.tsv '
        'sub-07_ses-03_task-sepRate_run-05_eeg.json sub-07_ses-03_task-sepRate_run-06_eeg.json'
    ),
    'derivatives/sub-08/ses-04/eeg': (
        'sub-08_ses-04_task-sepRate_run-01_channels.tsv sub-08_ses-04_task-sepRate_run-03_eeg.json '
        'sub-08_ses-04_task-sepRate_run-05_channels.tsv'
    ),
    'derivatives/sub-09/ses-04/eeg': (
        'sub-09_ses-04_task-sepRate_run-01_channels.tsv sub-09_ses-04_task-sepRate_run-06_channels.tsv '
        'sub-09_ses-04_task-sepRate_run-06_eeg.json sub-09_ses-04_task-sepRate_run-08_eeg.json'
    ),
    'derivatives/sub-10/ses-04/eeg': (
        'sub-10_ses-04_task-sepRate_run-02_channels.tsv sub-10_ses-04_task-sepRate_run-06_eeg.json '
        'sub-10_ses-04_task-sepRate_run-07_eeg.json'
    ),
    'derivatives/sub-11/ses-02/eeg': (
        'sub-11_ses-02_task-sepRate_run-02_eeg.json sub-11_ses-02_task-sepRate_run-04_eeg.json '
        'sub-11_ses-02_task-sepRate_run-05_channels.tsv sub-11_ses-02_task-sepRate_run-05_eeg.json'
    ),
    'derivatives/sub-11/ses-03/eeg': (
        'sub-11_ses-03_task-sepRate_run-01_channels.tsv sub-11_ses-03_task-sepRate_run-04_eeg.json '
        'sub-11_ses-03_task-sepRate_run-08_eeg.json'
    ),
    'derivatives/sub-11/ses-04/eeg': (
        'sub-11_ses-04_task-sepRate_run-01_eeg.json sub-11_ses-04_task-sepRate_run-03_channels.tsv '
        'sub-11_ses-04_task-sepRate_run-06_channels.tsv'
    ),
    'derivatives/sub-14/ses-04/eeg': (
        'sub-14_ses-04_task-sepRate_run-02_channels.tsv sub-14_ses-04_task-sepRate_run-04_channels.tsv '
        'sub-14_ses-04_task-sepRate_run-05_channels.tsv'
    ),
    'sub-01/ses-02/eeg': (
        'sub-01_ses-02_task-sepRate_run-01_eeg.edf sub-01_ses-02_task-sepRate_run-03_channels.tsv '
        'sub-01_ses-02_task-sepRate_run-04_eeg.edf'
    ),
    'sub-01/ses-03/eeg': (
        'sub-01_ses-03_task-sepRate_run-01_channels.tsv sub-01_ses-03_task-sepRate_run-01_eeg.json '
        'sub-01_ses-03_task-sepRate_run-02_eeg.edf sub-01_ses-03_task-sepRate_run-08_eeg.json'
    ),
    'sub-01/ses-04/eeg': (
        'sub-01_ses-04_task-sepRate_run-02_channels.tsv sub-01_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-01_ses-04_task-sepRate_run-04_channels.tsv sub-01_ses-04_task-sepRate_run-04_eeg.json '
        'sub-01_ses-04_task-sepRate_run-05_eeg.json sub-01_ses-04_task-sepRate_run-07_channels.tsv'
    ),
    'sub-02/ses-01/eeg': (
        'sub-02_ses-01_task-sepRate_run-01_eeg.edf sub-02_ses-01_task-sepRate_run-03_eeg.edf '
        'sub-02_ses-01_task-sepRate_run-04_eeg.json'
    ),
    'sub-02/ses-04/eeg': (
        'sub-02_ses-04_task-sepRate_run-02_channels.tsv sub-02_ses-04_task-sepRate_run-04_channels.tsv '
        'sub-02_ses-04_task-sepRate_run-04_eeg.json sub-02_ses-04_task-sepRate_run-05_eeg.edf '
        'sub-02_ses-04_task-sepRate_run-05_eeg.json sub-02_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-02_ses-04_task-sepRate_run-06_eeg.json'
    ),
    'sub-03/ses-03/eeg': (
        'sub-03_ses-03_task-sepRate_run-04_channels.tsv sub-03_ses-03_task-sepRate_run-06_eeg.json '
        'sub-03_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-04/ses-02/eeg': (
        'sub-04_ses-02_task-sepRate_run-02_eeg.edf sub-04_ses-02_task-sepRate_run-02_eeg.json '
        'sub-04_ses-02_task-sepRate_run-04_eeg.edf'
    ),
    'sub-04/ses-03/eeg': (
        'sub-04_ses-03_task-sepRate_run-03_eeg.json sub-04_ses-03_task-sepRate_run-07_eeg.edf '
        'sub-04_ses-03_task-sepRate_run-07_eeg.json'
    ),
    'sub-04/ses-04/eeg': (
        'sub-04_ses-04_task-sepRate_run-01_channels.tsv sub-04_ses-04_task-sepRate_run-05_eeg.json '
        'sub-04_ses-04_task-sepRate_run-07_eeg.edf sub-04_ses-04_task-sepRate_run-08_channels.tsv '
        'sub-04_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'sub-05/ses-01/eeg': (
        'sub-05_ses-01_task-sepRate_run-01_channels.tsv sub-05_ses-01_task-sepRate_run-01_eeg.edf '
        'sub-05_ses-01_task-sepRate_run-02_eeg.json'
    ),
    'sub-05/ses-03/eeg': (
        'sub-05_ses-03_task-sepRate_run-03_eeg.edf sub-05_ses-03_task-sepRate_run-07_channels.tsv '
        'sub-05_ses-03_task-sepRate_run-08_channels.tsv'
    ),
    'sub-06/ses-04/eeg': (
        'sub-06_ses-04_task-sepRate_run-04_channels.tsv sub-06_ses-04_task-sepRate_run-05_channels.tsv '
        'sub-06_ses-04_task-sepRate_run-08_channels.tsv'
    ),
    'sub-08/ses-01/eeg': (
        'sub-08_ses-01_task-sepRate_run-02_eeg.json sub-08_ses-01_task-sepRate_run-04_eeg.edf '
        'sub-08_ses-01_task-sepRate_run-05_eeg.edf sub-08_ses-01_task-sepRate_run-05_eeg.json'
    ),
    'sub-08/ses-03/eeg': (
        'sub-08_ses-03_task-sepRate_run-02_eeg.edf sub-08_ses-03_task-sepRate_run-05_eeg.json '
        'sub-08_ses-03_task-sepRate_run-07_eeg.json'
    ),
    'sub-08/ses-04/eeg': (
        'sub-08_ses-04_task-sepRate_run-07_eeg.edf sub-08_ses-04_task-sepRate_run-07_eeg.json '
        'sub-08_ses-04_task-sepRate_run-08_eeg.edf'
    ),
    'sub-09/ses-01/eeg': (
        'sub-09_ses-01_task-sepRate_run-02_eeg.edf sub-09_ses-01_task-sepRate_run-04_channels.tsv '
        'sub-09_ses-01_task-sepRate_run-05_channels.tsv'
    ),
    'sub-09/ses-04/eeg': (
        'sub-09_ses-04_task-sepRate_run-01_eeg.json sub-09_ses-04_task-sepRate_run-02_eeg.json '
        'sub-09_ses-04_task-sepRate_run-06_eeg.edf'
    ),
    'sub-11/ses-04/eeg': (
        'sub-11_ses-04_task-sepRate_run-01_channels.tsv sub-11_ses-04_task-sepRate_run-02_eeg.json '
        'sub-11_ses-04_task-sepRate_run-03_eeg.json sub-11_ses-04_task-sepRate_run-06_channels.tsv '
        'sub-11_ses-04_task-sepRate_run-06_eeg.json sub-11_ses-04_task-sepRate_run-08_eeg.json'
    ),
    'sub-12/ses-02/eeg': (
        'sub-12_ses-02_task-sepRate_run-02_channels.tsv sub-12_ses-02_task-sepRate_run-03_channels.tsv '
        'sub-12_ses-02_task-sepRate_run-04_channels.tsv sub-12_ses-02_task-sepRate_run-05_eeg.json'
    ),
    'sub-12/ses-04/eeg': (
        'sub-12_ses-04_task-sepRate_run-03_eeg.json sub-12_ses-04_task-sepRate_run-04_eeg.edf '
        'sub-12_ses-04_task-sepRate_run-06_eeg.json'
    ),
    'sub-13/ses-03/eeg': (
        'sub-13_ses-03_task-sepRate_run-02_eeg.edf sub-13_ses-03_task-sepRate_run-03_channels.tsv '
        'sub-13_ses-03_task-sepRate_run-04_eeg.edf sub-13_ses-03_task-sepRate_run-07_eeg.json'
    ),
    'sub-13/ses-04/eeg': (
        'sub-13_ses-04_task-sepRate_run-02_eeg.edf sub-13_ses-04_task-sepRate_run-03_eeg.json '
        'sub-13_ses-04_task-sepRate_run-06_eeg.json sub-13_ses-04_task-sepRate_run-07_eeg.edf '
        'sub-13_ses-04_task-sepRate_run-08_eeg.json'
    ),
    'sub-15/ses-02/eeg': (
        'sub-15_ses-02_task-sepRate_run-01_channels.tsv sub-15_ses-02_task-sepRate_run-02_channels.tsv '
        'sub-15_ses-02_task-sepRate_run-02_eeg.edf sub-15_ses-02_task-sepRate_run-03_eeg.edf'
    ),
    'sub-15/ses-03/eeg': (
        'sub-15_ses-03_task-sepRate_run-02_channels.tsv sub-15_ses-03_task-sepRate_run-02_eeg.edf '
        'sub-15_ses-03_task-sepRate_run-04_channels.tsv sub-15_ses-03_task-sepRate_run-04_eeg.json '
        'sub-15_ses-03_task-sepRate_run-05_channels.tsv sub-15_ses-03_task-sepRate_run-05_eeg.json '
        'sub-15_ses-03_task-sepRate_run-06_channels.tsv sub-15_ses-03_task-sepRate_run-06_eeg.edf '
        'sub-15_ses-03_task-sepRate_run-08_channels.tsv'
    ),
    'sub-16/ses-01/eeg': (
        'sub-16_ses-01_task-sepRate_run-01_eeg.json sub-16_ses-01_task-sepRate_run-03_eeg.edf '
        'sub-16_ses-01_task-sepRate_run-03_eeg.json sub-16_ses-01_task-sepRate_run-05_channels.tsv'
    ),
    'sub-16/ses-03/eeg': (
        'sub-16_ses-03_task-sepRate_run-01_eeg.edf sub-16_ses-03_task-sepRate_run-03_channels.tsv '
        'sub-16_ses-03_task-sepRate_run-04_eeg.edf sub-16_ses-03_task-sepRate_run-05_eeg.json '
        'sub-16_ses-03_task-sepRate_run-07_eeg.json sub-16_ses-03_task-sepRate_run-08_eeg.edf'
    ),
    'sub-17/ses-01/eeg': (
        'sub-17_ses-01_task-sepRate_run-01_channels.tsv sub-17_ses-01_task-sepRate_run-01_eeg.edf '
        'sub-17_ses-01_task-sepRate_run-03_channels.tsv'
    ),
    'sub-17/ses-04/eeg': (
        'sub-17_ses-04_task-sepRate_run-01_eeg.edf sub-17_ses-04_task-sepRate_run-02_eeg.edf '
        'sub-17_ses-04_task-sepRate_run-04_channels.tsv sub-17_ses-04_task-sepRate_run-06_channels.tsv '
        'sub-17_ses-04_task-sepRate_run-06_eeg.json'
    ),
    'sub-18/ses-03/eeg': (
        'sub-18_ses-03_task-sepRate_run-03_channels.tsv sub-18_ses-03_task-sepRate_run-03_eeg.json '
        'sub-18_ses-03_task-sepRate_run-04_eeg.edf sub-18_ses-03_task-sepRate_run-06_eeg.json'
    ),
    'sub-18/ses-04/eeg': (
        'sub-18_ses-04_task-sepRate_run-03_eeg.json sub-18_ses-04_task-sepRate_run-04_channels.tsv '
        'sub-18_ses-04_task-sepRate_run-04_eeg.json sub-18_ses-04_task-sepRate_run-05_eeg.json '
        'sub-18_ses-04_task-sepRate_run-06_channels.tsv sub-18_ses-04_task-sepRate_run-06_eeg.edf '
        'sub-18_ses-04_task-sepRate_run-08_eeg.edf'
    ),
}

STROKE_DWI_KIND = {
    '': (
        'sub-1002/dwi/sub-1002_rec-TRACE_dwi.nii.gz sub-1005/dwi/sub-1005_rec-ADC_dwi.nii.gz '
        'sub-1007/dwi/sub-1007_rec-ADC_dwi.nii.gz sub-1011/dwi/sub-1011_rec-TRACE_dwi.nii.gz '
        'sub-1025/dwi/sub-1025_rec-ADC_dwi.nii.gz sub-1044/dwi/sub-1044_rec-ADC_dwi.nii.gz '
        'sub-1057/dwi/sub-1057_rec-ADC_dwi.nii.gz sub-1058/dwi/sub-1058_rec-TRACE_dwi.nii.gz '
        'sub-1059/dwi/sub-1059_rec-ADC_dwi.nii.gz sub-1061/dwi/sub-1061_rec-ADC_dwi.nii.gz '
        'sub-1063/dwi/sub-1063_rec-ADC_dwi.nii.gz sub-1066/dwi/sub-1066_rec-TRACE_dwi.nii.gz '
        'sub-108/dwi/sub-108_rec-ADC_dwi.nii.gz sub-1080/dwi/sub-1080_rec-TRACE_dwi.nii.gz '
        'sub-1081/dwi/sub-1081_rec-ADC_dwi.nii.gz sub-1084/dwi/sub-1084_rec-TRACE_dwi.nii.gz '
        'sub-1092/dwi/sub-1092_rec-TRACE_dwi.nii.gz sub-1100/dwi/sub-1100_rec-ADC_dwi.nii.gz '
        'sub-1114/dwi/sub-1114_rec-TRACE_dwi.nii.gz sub-1118/dwi/sub-1118_rec-TRACE_dwi.nii.gz '
        'sub-1119/dwi/sub-1119_rec-ADC_dwi.nii.gz sub-1128/dwi/sub-1128_rec-TRACE_dwi.nii.gz '
        'sub-1131/dwi/sub-1131_rec-TRACE_dwi.nii.gz sub-1139/dwi/sub-1139_rec-TRACE_dwi.nii.gz '
        'sub-1147/dwi/sub-1147_rec-ADC_dwi.nii.gz sub-1147/dwi/sub-1147_rec-TRACE_dwi.nii.gz '
        'sub-1149/dwi/sub-1149_rec-TRACE_dwi.nii.gz sub-1164/dwi/sub-1164_rec-ADC_dwi.nii.gz '
        'sub-1170/dwi/sub-1170_rec-TRACE_dwi.nii.gz sub-1177/dwi/sub-1177_rec-TRACE_dwi.nii.gz '
        'sub-1178/dwi/sub-1178_rec-TRACE_dwi.nii.gz sub-1182/dwi/sub-1182_rec-ADC_dwi.nii.gz '
        'sub-1195/dwi/sub-1195_rec-ADC_dwi.nii.gz sub-120/dwi/sub-120_rec-TRACE_dwi.nii.gz '
        'sub-1208/dwi/sub-1208_rec-ADC_dwi.nii.gz sub-1213/dwi/sub-1213_rec-ADC_dwi.nii.gz '
        'sub-1214/dwi/sub-1214_rec-ADC_dwi.nii.gz sub-122/dwi/sub-122_rec-TRACE_dwi.nii.gz '
        'sub-1245/dwi/sub-1245_rec-ADC_dwi.nii.gz sub-1247/dwi/sub-1247_rec-ADC_dwi.nii.gz '
        'sub-1250/dwi/sub-1250_rec-ADC_dwi.nii.gz sub-1257/dwi/sub-1257_rec-ADC_dwi.nii.gz '
        'sub-1258/dwi/sub-1258_rec-ADC_dwi.nii.gz sub-1261/dwi/sub-1261_rec-ADC_dwi.nii.gz '
        'sub-1265/dwi/sub-1265_rec-TRACE_dwi.nii.gz sub-1277/dwi/sub-1277_rec-TRACE_dwi.nii.gz '
        'sub-1281/dwi/sub-1281_rec-ADC_dwi.nii.gz sub-1284/dwi/sub-1284_rec-TRACE_dwi.nii.gz '
        'sub-129/dwi/sub-129_rec-ADC_dwi.nii.gz sub-1293/dwi/sub-1293_rec-ADC_dwi.nii.gz '
        'sub-1297/dwi/sub-1297_rec-ADC_dwi.nii.gz sub-1300/dwi/sub-1300_rec-ADC_dwi.nii.gz '
        'sub-1304/dwi/sub-1304_rec-TRACE_dwi.nii.gz sub-1306/dwi/sub-1306_rec-TRACE_dwi.nii.gz '
        'sub-1307/dwi/sub-1307_rec-TRACE_dwi.nii.gz sub-1321/dwi/sub-1321_rec-TRACE_dwi.nii.gz '
        'sub-1322/dwi/sub-1322_rec-TRACE_dwi.nii.gz sub-1325/dwi/sub-1325_rec-TRACE_dwi.nii.gz '
        'sub-133/dwi/sub-133_rec-ADC_dwi.nii.gz sub-1337/dwi/sub-1337_rec-TRACE_dwi.nii.gz '
        'sub-1354/dwi/sub-1354_rec-ADC_dwi.nii.gz sub-1356/dwi/sub-1356_rec-ADC_dwi.nii.gz '
        'sub-136/dwi/sub-136_rec-TRACE_dwi.nii.gz sub-1361/dwi/sub-1361_rec-TRACE_dwi.nii.gz '
        'sub-1362/dwi/sub-1362_rec-ADC_dwi.nii.gz sub-1363/dwi/sub-1363_rec-TRACE_dwi.nii.gz '
        'sub-1371/dwi/sub-1371_rec-ADC_dwi.nii.gz sub-1383/dwi/sub-1383_rec-ADC_dwi.nii.gz '
        'sub-1386/dwi/sub-1386_rec-ADC_dwi.nii.gz sub-1388/dwi/sub-1388_rec-ADC_dwi.nii.gz '
        'sub-139/dwi/sub-139_rec-ADC_dwi.nii.gz sub-1415/dwi/sub-1415_rec-ADC_dwi.nii.gz '
        'sub-1416/dwi/sub-1416_rec-ADC_dwi.nii.gz sub-1437/dwi/sub-1437_rec-TRACE_dwi.nii.gz '
        'sub-1440/dwi/sub-1440_rec-ADC_dwi.nii.gz sub-1442/dwi/sub-1442_rec-ADC_dwi.nii.gz '
        'sub-1444/dwi/sub-1444_rec-ADC_dwi.nii.gz sub-1445/dwi/sub-1445_rec-TRACE_dwi.nii.gz '
        'sub-1448/dwi/sub-1448_rec-ADC_dwi.nii.gz sub-145/dwi/sub-145_rec-TRACE_dwi.nii.gz '
        'sub-1455/dwi/sub-1455_rec-TRACE_dwi.nii.gz sub-1457/dwi/sub-1457_rec-TRACE_dwi.nii.gz '
        'sub-1463/dwi/sub-1463_rec-TRACE_dwi.nii.gz sub-1472/dwi/sub-1472_rec-TRACE_dwi.nii.gz '
        'sub-1480/dwi/sub-1480_rec-TRACE_dwi.nii.gz sub-1486/dwi/sub-1486_rec-ADC_dwi.nii.gz '
        'sub-1487/dwi/sub-1487_rec-ADC_dwi.nii.gz sub-1489/dwi/sub-1489_rec-TRACE_dwi.nii.gz '
        'sub-1493/dwi/sub-1493_rec-TRACE_dwi.nii.gz sub-1495/dwi/sub-1495_rec-TRACE_dwi.nii.gz '
        'sub-1503/dwi/sub-1503_rec-ADC_dwi.nii.gz sub-1509/dwi/sub-1509_rec-TRACE_dwi.nii.gz '
        'sub-1513/dwi/sub-1513_rec-ADC_dwi.nii.gz sub-1514/dwi/sub-1514_rec-ADC_dwi.nii.gz '
        'sub-1523/dwi/sub-1523_rec-TRACE_dwi.nii.gz sub-1525/dwi/sub-1525_rec-TRACE_dwi.nii.gz '
        'sub-1529/dwi/sub-1529_rec-TRACE_dwi.nii.gz sub-1536/dwi/sub-1536_rec-TRACE_dwi.nii.gz '
        'sub-1545/dwi/sub-1545_rec-ADC_dwi.nii.gz sub-1549/dwi/sub-1549_rec-TRACE_dwi.nii.gz '
        'sub-1558/dwi/sub-1558_rec-TRACE_dwi.nii.gz sub-1560/dwi/sub-1560_rec-TRACE_dwi.nii.gz '
        'sub-1561/dwi/sub-1561_rec-ADC_dwi.nii.gz sub-1561/dwi/sub-1561_rec-TRACE_dwi.nii.gz '
        'sub-1571/dwi/sub-1571_rec-TRACE_dwi.nii.gz sub-1582/dwi/sub-1582_rec-TRACE_dwi.nii.gz '
        'sub-1592/dwi/sub-1592_rec-ADC_dwi.nii.gz sub-1599/dwi/sub-1599_rec-TRACE_dwi.nii.gz '
        'sub-1600/dwi/sub-1600_rec-TRACE_dwi.nii.gz sub-1607/dwi/sub-1607_rec-ADC_dwi.nii.gz '
        'sub-1607/dwi/sub-1607_rec-TRACE_dwi.nii.gz sub-1608/dwi/sub-1608_rec-TRACE_dwi.nii.gz '
        'sub-1614/dwi/sub-1614_rec-ADC_dwi.nii.gz sub-1632/dwi/sub-1632_rec-ADC_dwi.nii.gz '
        'sub-1635/dwi/sub-1635_rec-TRACE_dwi.nii.gz sub-1645/dwi/sub-1645_rec-TRACE_dwi.nii.gz '
        'sub-1646/dwi/sub-1646_rec-TRACE_dwi.nii.gz sub-1648/dwi/sub-1648_rec-ADC_dwi.nii.gz '
        'sub-1648/dwi/sub-1648_rec-TRACE_dwi.nii.gz sub-1649/dwi/sub-1649_rec-ADC_dwi.nii.gz '
        'sub-165/dwi/sub-165_rec-ADC_dwi.nii.gz sub-165/dwi/sub-165_rec-TRACE_dwi.nii.gz '
        'sub-166/dwi/sub-166_rec-ADC_dwi.nii.gz sub-1669/dwi/sub-1669_rec-TRACE_dwi.nii.gz '
        'sub-1670/dwi/sub-1670_rec-ADC_dwi.nii.gz sub-1670/dwi/sub-1670_rec-TRACE_dwi.nii.gz '
        'sub-1673/dwi/sub-1673_rec-TRACE_dwi.nii.gz sub-1677/dwi/sub-1677_rec-ADC_dwi.nii.gz '
        'sub-168/dwi/sub-168_rec-TRACE_dwi.nii.gz sub-1695/dwi/sub-1695_rec-ADC_dwi.nii.gz '
        'sub-1698/dwi/sub-1698_rec-ADC_dwi.nii.gz sub-1709/dwi/sub-1709_rec-TRACE_dwi.nii.gz '
        'sub-171/dwi/sub-171_rec-ADC_dwi.nii.gz sub-1714/dwi/sub-1714_rec-ADC_dwi.nii.gz '
        'sub-1720/dwi/sub-1720_rec-ADC_dwi.nii.gz sub-1725/dwi/sub-1725_rec-TRACE_dwi.nii.gz '
        'sub-181/dwi/sub-181_rec-TRACE_dwi.nii.gz sub-182/dwi/sub-182_rec-TRACE_dwi.nii.gz '
        'sub-189/dwi/sub-189_rec-TRACE_dwi.nii.gz sub-19/dwi/sub-19_rec-ADC_dwi.nii.gz '
        'sub-196/dwi/sub-196_rec-TRACE_dwi.nii.gz sub-203/dwi/sub-203_rec-TRACE_dwi.nii.gz '
        'sub-206/dwi/sub-206_rec-ADC_dwi.nii.gz sub-208/dwi/sub-208_rec-ADC_dwi.nii.gz '
        'sub-217/dwi/sub-217_rec-TRACE_dwi.nii.gz sub-218/dwi/sub-218_rec-ADC_dwi.nii.gz '
        'sub-219/dwi/sub-219_rec-TRACE_dwi.nii.gz sub-222/dwi/sub-222_rec-TRACE_dwi.nii.gz '
        'sub-223/dwi/sub-223_rec-ADC_dwi.nii.gz sub-224/dwi/sub-224_rec-ADC_dwi.nii.gz '
        'sub-224/dwi/sub-224_rec-TRACE_dwi.nii.gz sub-229/dwi/sub-229_rec-TRACE_dwi.nii.gz '
        'sub-233/dwi/sub-233_rec-ADC_dwi.nii.gz sub-241/dwi/sub-241_rec-ADC_dwi.nii.gz '
        'sub-244/dwi/sub-244_rec-ADC_dwi.nii.gz sub-245/dwi/sub-245_rec-TRACE_dwi.nii.gz '
        'sub-246/dwi/sub-246_rec-TRACE_dwi.nii.gz sub-247/dwi/sub-247_rec-TRACE_dwi.nii.gz '
        'sub-251/dwi/sub-251_rec-ADC_dwi.nii.gz sub-253/dwi/sub-253_rec-ADC_dwi.nii.gz '
        'sub-256/dwi/sub-256_rec-TRACE_dwi.nii.gz sub-257/dwi/sub-257_rec-ADC_dwi.nii.gz '
        'sub-264/dwi/sub-264_rec-TRACE_dwi.nii.gz sub-267/dwi/sub-267_rec-TRACE_dwi.nii.gz '
        'sub-268/dwi/sub-268_rec-TRACE_dwi.nii.gz sub-269/dwi/sub-269_rec-TRACE_dwi.nii.gz '
        'sub-273/dwi/sub-273_rec-TRACE_dwi.nii.gz sub-28/dwi/sub-28_rec-TRACE_dwi.nii.gz '
        'sub-283/dwi/sub-283_rec-ADC_dwi.nii.gz sub-285/dwi/sub-285_rec-TRACE_dwi.nii.gz '
        'sub-288/dwi/sub-288_rec-ADC_dwi.nii.gz sub-289/dwi/sub-289_rec-ADC_dwi.nii.gz '
        'sub-294/dwi/sub-294_rec-ADC_dwi.nii.gz sub-296/dwi/sub-296_rec-ADC_dwi.nii.gz '
        'sub-298/dwi/sub-298_rec-TRACE_dwi.nii.gz sub-302/dwi/sub-302_rec-TRACE_dwi.nii.gz '
        'sub-309/dwi/sub-309_rec-TRACE_dwi.nii.gz sub-323/dwi/sub-323_rec-TRACE_dwi.nii.gz '
        'sub-326/dwi/sub-326_rec-TRACE_dwi.nii.gz sub-329/dwi/sub-329_rec-ADC_dwi.nii.gz '
        'sub-333/dwi/sub-333_rec-ADC_dwi.nii.gz sub-338/dwi/sub-338_rec-ADC_dwi.nii.gz '
        'sub-346/dwi/sub-346_rec-ADC_dwi.nii.gz sub-347/dwi/sub-347_rec-ADC_dwi.nii.gz '
        'sub-347/dwi/sub-347_rec-TRACE_dwi.nii.gz sub-35/dwi/sub-35_rec-ADC_dwi.nii.gz '
        'sub-359/dwi/sub-359_rec-ADC_dwi.nii.gz sub-360/dwi/sub-360_rec-ADC_dwi.nii.gz '
        'sub-365/dwi/sub-365_rec-TRACE_dwi.nii.gz sub-366/dwi/sub-366_rec-TRACE_dwi.nii.gz '
        'sub-369/dwi/sub-369_rec-ADC_dwi.nii.gz sub-37/dwi/sub-37_rec-TRACE_dwi.nii.gz '
        'sub-379/dwi/sub-379_rec-ADC_dwi.nii.gz sub-380/dwi/sub-380_rec-ADC_dwi.nii.gz '
        'sub-402/dwi/sub-402_rec-ADC_dwi.nii.gz sub-403/dwi/sub-403_rec-ADC_dwi.nii.gz '
        'sub-404/dwi/sub-404_rec-ADC_dwi.nii.gz sub-406/dwi/sub-406_rec-TRACE_dwi.nii.gz '
        'sub-407/dwi/sub-407_rec-TRACE_dwi.nii.gz sub-409/dwi/sub-409_rec-TRACE_dwi.nii.gz '
        'sub-412/dwi/sub-412_rec-TRACE_dwi.nii.gz sub-428/dwi/sub-428_rec-TRACE_dwi.nii.gz '
        'sub-431/dwi/sub-431_rec-TRACE_dwi.nii.gz sub-433/dwi/sub-433_rec-ADC_dwi.nii.gz '
        'sub-438/dwi/sub-438_rec-ADC_dwi.nii.gz sub-442/dwi/sub-442_rec-TRACE_dwi.nii.gz '
        'sub-45/dwi/sub-45_rec-TRACE_dwi.nii.gz sub-459/dwi/sub-459_rec-ADC_dwi.nii.gz '
        'sub-461/dwi/sub-461_rec-TRACE_dwi.nii.gz sub-470/dwi/sub-470_rec-TRACE_dwi.nii.gz '
        'sub-477/dwi/sub-477_rec-ADC_dwi.nii.gz sub-492/dwi/sub-492_rec-TRACE_dwi.nii.gz '
        'sub-50/dwi/sub-50_rec-ADC_dwi.nii.gz sub-507/dwi/sub-507_rec-ADC_dwi.nii.gz '
        'sub-511/dwi/sub-511_rec-TRACE_dwi.nii.gz sub-520/dwi/sub-520_rec-TRACE_dwi.nii.gz '
        'sub-524/dwi/sub-524_rec-ADC_dwi.nii.gz sub-524/dwi/sub-524_rec-TRACE_dwi.nii.gz '
        'sub-531/dwi/sub-531_rec-ADC_dwi.nii.gz sub-537/dwi/sub-537_rec-ADC_dwi.nii.gz '
        'sub-543/dwi/sub-543_rec-TRACE_dwi.nii.gz sub-548/dwi/sub-548_rec-ADC_dwi.nii.gz '
        'sub-548/dwi/sub-548_rec-TRACE_dwi.nii.gz sub-555/dwi/sub-555_rec-ADC_dwi.nii.gz '
        'sub-557/dwi/sub-557_rec-ADC_dwi.nii.gz sub-559/dwi/sub-559_rec-ADC_dwi.nii.gz '
        'sub-566/dwi/sub-566_rec-ADC_dwi.nii.gz sub-569/dwi/sub-569_rec-TRACE_dwi.nii.gz '
        'sub-571/dwi/sub-571_rec-TRACE_dwi.nii.gz sub-579/dwi/sub-579_rec-ADC_dwi.nii.gz '
        'sub-586/dwi/sub-586_rec-ADC_dwi.nii.gz sub-589/dwi/sub-589_rec-TRACE_dwi.nii.gz '
        'sub-604/dwi/sub-604_rec-ADC_dwi.nii.gz sub-604/dwi/sub-604_rec-TRACE_dwi.nii.gz '
        'sub-607/dwi/sub-607_rec-ADC_dwi.nii.gz sub-607/dwi/sub-607_rec-TRACE_dwi.nii.gz '
        'sub-627/dwi/sub-627_rec-TRACE_dwi.nii.gz sub-633/dwi/sub-633_rec-ADC_dwi.nii.gz '
        'sub-645/dwi/sub-645_rec-TRACE_dwi.nii.gz sub-647/dwi/sub-647_rec-ADC_dwi.nii.gz '
        'sub-651/dwi/sub-651_rec-TRACE_dwi.nii.gz sub-653/dwi/sub-653_rec-ADC_dwi.nii.gz '
        'sub-654/dwi/sub-654_rec-ADC_dwi.nii.gz sub-662/dwi/sub-662_rec-ADC_dwi.nii.gz '
        'sub-667/dwi/sub-667_rec-TRACE_dwi.nii.gz sub-67/dwi/sub-67_rec-ADC_dwi.nii.gz '
        'sub-674/dwi/sub-674_rec-ADC_dwi.nii.gz sub-679/dwi/sub-679_rec-ADC_dwi.nii.gz '
        'sub-685/dwi/sub-685_rec-ADC_dwi.nii.gz sub-691/dwi/sub-691_rec-ADC_dwi.nii.gz '
        'sub-692/dwi/sub-692_rec-TRACE_dwi.nii.gz sub-694/dwi/sub-694_rec-ADC_dwi.nii.gz '
        'sub-704/dwi/sub-704_rec-ADC_dwi.nii.gz sub-712/dwi/sub-712_rec-TRACE_dwi.nii.gz '
        'sub-715/dwi/sub-715_rec-TRACE_dwi.nii.gz sub-718/dwi/sub-718_rec-ADC_dwi.nii.gz '
        'sub-732/dwi/sub-732_rec-TRACE_dwi.nii.gz sub-738/dwi/sub-738_rec-ADC_dwi.nii.gz '
        'sub-745/dwi/sub-745_rec-ADC_dwi.nii.gz sub-765/dwi/sub-765_rec-ADC_dwi.nii.gz '
        'sub-776/dwi/sub-776_rec-TRACE_dwi.nii.gz sub-784/dwi/sub-784_rec-TRACE_dwi.nii.gz '
        'sub-791/dwi/sub-791_rec-ADC_dwi.nii.gz sub-791/dwi/sub-791_rec-TRACE_dwi.nii.gz '
        'sub-809/dwi/sub-809_rec-TRACE_dwi.nii.gz sub-816/dwi/sub-816_rec-TRACE_dwi.nii.gz '
        'sub-823/dwi/sub-823_rec-TRACE_dwi.nii.gz sub-824/dwi/sub-824_rec-ADC_dwi.nii.gz '
        'sub-827/dwi/sub-827_rec-TRACE_dwi.nii.gz sub-834/dwi/sub-834_rec-TRACE_dwi.nii.gz '
        'sub-838/dwi/sub-838_rec-TRACE_dwi.nii.gz sub-853/dwi/sub-853_rec-ADC_dwi.nii.gz '
        'sub-867/dwi/sub-867_rec-ADC_dwi.nii.gz sub-869/dwi/sub-869_rec-TRACE_dwi.nii.gz '
        'sub-878/dwi/sub-878_rec-ADC_dwi.nii.gz sub-878/dwi/sub-878_rec-TRACE_dwi.nii.gz '
        'sub-879/dwi/sub-879_rec-TRACE_dwi.nii.gz sub-88/dwi/sub-88_rec-ADC_dwi.nii.gz '
        'sub-882/dwi/sub-882_rec-ADC_dwi.nii.gz sub-884/dwi/sub-884_rec-ADC_dwi.nii.gz '
        'sub-888/dwi/sub-888_rec-ADC_dwi.nii.gz sub-898/dwi/sub-898_rec-ADC_dwi.nii.gz '
        'sub-904/dwi/sub-904_rec-ADC_dwi.nii.gz sub-908/dwi/sub-908_rec-ADC_dwi.nii.gz '
        'sub-923/dwi/sub-923_rec-TRACE_dwi.nii.gz sub-928/dwi/sub-928_rec-ADC_dwi.nii.gz '
        'sub-942/dwi/sub-942_rec-TRACE_dwi.nii.gz sub-949/dwi/sub-949_rec-ADC_dwi.nii.gz '
        'sub-951/dwi/sub-951_rec-ADC_dwi.nii.gz sub-953/dwi/sub-953_rec-TRACE_dwi.nii.gz '
        'sub-96/dwi/sub-96_rec-TRACE_dwi.nii.gz sub-962/dwi/sub-962_rec-ADC_dwi.nii.gz '
        'sub-968/dwi/sub-968_rec-TRACE_dwi.nii.gz sub-972/dwi/sub-972_rec-TRACE_dwi.nii.gz '
        'sub-973/dwi/sub-973_rec-ADC_dwi.nii.gz sub-979/dwi/sub-979_rec-ADC_dwi.nii.gz '
        'sub-98/dwi/sub-98_rec-ADC_dwi.nii.gz sub-983/dwi/sub-983_rec-TRACE_dwi.nii.gz '
        'sub-984/dwi/sub-984_rec-TRACE_dwi.nii.gz sub-991/dwi/sub-991_rec-TRACE_dwi.nii.gz'
    ),
}

STROKE_DWI_OTHER = {
    '': (
        'derivatives/lesion_masks/sub-10/dwi/sub-10_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-100/dwi/sub-100_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-103/dwi/sub-103_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1070/dwi/sub-1070_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1083/dwi/sub-1083_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1095/dwi/sub-1095_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-111/dwi/sub-111_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1113/dwi/sub-1113_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1115/dwi/sub-1115_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1119/dwi/sub-1119_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1128/dwi/sub-1128_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-113/dwi/sub-113_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-114/dwi/sub-114_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1152/dwi/sub-1152_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1164/dwi/sub-1164_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1232/dwi/sub-1232_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1234/dwi/sub-1234_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1237/dwi/sub-1237_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1265/dwi/sub-1265_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1275/dwi/sub-1275_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-128/dwi/sub-128_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1302/dwi/sub-1302_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1326/dwi/sub-1326_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1327/dwi/sub-1327_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-135/dwi/sub-135_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1365/dwi/sub-1365_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1370/dwi/sub-1370_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1409/dwi/sub-1409_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1469/dwi/sub-1469_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1471/dwi/sub-1471_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1475/dwi/sub-1475_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1494/dwi/sub-1494_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1524/dwi/sub-1524_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1528/dwi/sub-1528_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1540/dwi/sub-1540_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1543/dwi/sub-1543_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-155/dwi/sub-155_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1569/dwi/sub-1569_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1573/dwi/sub-1573_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1577/dwi/sub-1577_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1582/dwi/sub-1582_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1583/dwi/sub-1583_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1590/dwi/sub-1590_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1593/dwi/sub-1593_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-161/dwi/sub-161_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1617/dwi/sub-1617_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1653/dwi/sub-1653_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1667/dwi/sub-1667_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1667/dwi/sub-1667_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1684/dwi/sub-1684_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1704/dwi/sub-1704_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1709/dwi/sub-1709_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1721/dwi/sub-1721_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1735/dwi/sub-1735_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-218/dwi/sub-218_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-225/dwi/sub-225_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-254/dwi/sub-254_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-285/dwi/sub-285_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-286/dwi/sub-286_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-294/dwi/sub-294_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-35/dwi/sub-35_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-360/dwi/sub-360_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-432/dwi/sub-432_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-440/dwi/sub-440_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-463/dwi/sub-463_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-475/dwi/sub-475_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-479/dwi/sub-479_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-506/dwi/sub-506_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-514/dwi/sub-514_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-520/dwi/sub-520_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-535/dwi/sub-535_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-556/dwi/sub-556_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-567/dwi/sub-567_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-613/dwi/sub-613_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-689/dwi/sub-689_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-716/dwi/sub-716_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-725/dwi/sub-725_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-882/dwi/sub-882_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-889/dwi/sub-889_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-90/dwi/sub-90_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-942/dwi/sub-942_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-958/dwi/sub-958_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-969/dwi/sub-969_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-976/dwi/sub-976_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-987/dwi/sub-987_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-998/dwi/sub-998_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-999/dwi/sub-999_space-TRACE_desc-lesion_mask.nii.gz '
        'sub-1/anat/sub-1_FLAIR.json sub-10/anat/sub-10_T1w.json sub-1010/anat/sub-1010_FLAIR.json '
        'sub-1013/anat/sub-1013_T1w.json sub-1018/dwi/sub-1018_rec-ADC_dwi.json '
        'sub-1031/anat/sub-1031_T1w.nii.gz sub-1043/anat/sub-1043_T1w.nii.gz sub-1046/anat/sub-1046_T1w.json '
        'sub-1049/anat/sub-1049_FLAIR.json sub-1052/anat/sub-1052_T1w.nii.gz '
        'sub-1053/dwi/sub-1053_rec-TRACE_dwi.json sub-1054/dwi/sub-1054_rec-TRACE_dwi.json '
        'sub-1055/dwi/sub-1055_rec-ADC_dwi.json sub-1093/anat/sub-1093_FLAIR.nii.gz '
        'sub-1093/anat/sub-1093_T1w.json sub-1096/dwi/sub-1096_rec-ADC_dwi.json '
        'sub-1105/dwi/sub-1105_rec-ADC_dwi.json sub-1117/dwi/sub-1117_rec-ADC_dwi.json '
        'sub-1126/anat/sub-1126_FLAIR.nii.gz sub-1129/anat/sub-1129_FLAIR.nii.gz '
        'sub-1137/anat/sub-1137_T1w.json sub-1144/dwi/sub-1144_rec-ADC_dwi.json '
        'sub-1145/dwi/sub-1145_rec-TRACE_dwi.json sub-1157/anat/sub-1157_FLAIR.nii.gz '
        'sub-116/anat/sub-116_T1w.json sub-1164/anat/sub-1164_T1w.json '
        'sub-1167/dwi/sub-1167_rec-TRACE_dwi.json sub-1194/dwi/sub-1194_rec-ADC_dwi.json '
        'sub-1196/anat/sub-1196_T1w.json sub-1216/anat/sub-1216_FLAIR.nii.gz '
        'sub-1220/dwi/sub-1220_rec-TRACE_dwi.json sub-1225/anat/sub-1225_T1w.nii.gz '
        'sub-1242/dwi/sub-1242_rec-TRACE_dwi.json sub-1248/anat/sub-1248_FLAIR.json '
        'sub-1253/dwi/sub-1253_rec-TRACE_dwi.json sub-1255/dwi/sub-1255_rec-TRACE_dwi.json '
        'sub-1261/dwi/sub-1261_rec-ADC_dwi.json sub-128/anat/sub-128_FLAIR.json '
        'sub-1281/anat/sub-1281_FLAIR.nii.gz sub-1298/anat/sub-1298_T1w.json '
        'sub-1299/anat/sub-1299_FLAIR.json sub-1299/anat/sub-1299_T1w.json sub-130/anat/sub-130_FLAIR.json '
        'sub-1308/anat/sub-1308_T1w.nii.gz sub-1317/anat/sub-1317_T1w.json sub-1335/anat/sub-1335_T1w.nii.gz '
        'sub-1342/dwi/sub-1342_rec-TRACE_dwi.json sub-1348/anat/sub-1348_T1w.json '
        'sub-1351/dwi/sub-1351_rec-TRACE_dwi.json sub-1363/anat/sub-1363_T1w.nii.gz '
        'sub-1375/anat/sub-1375_T1w.nii.gz sub-140/anat/sub-140_T1w.json '
        'sub-1413/dwi/sub-1413_rec-ADC_dwi.json sub-1425/anat/sub-1425_T1w.nii.gz '
        'sub-1439/dwi/sub-1439_rec-TRACE_dwi.json sub-1441/anat/sub-1441_T1w.json '
        'sub-1441/dwi/sub-1441_rec-ADC_dwi.json sub-1449/anat/sub-1449_T1w.nii.gz '
        'sub-1458/dwi/sub-1458_rec-TRACE_dwi.json sub-1468/anat/sub-1468_FLAIR.json '
        'sub-1475/dwi/sub-1475_rec-ADC_dwi.json sub-1479/anat/sub-1479_T1w.nii.gz '
        'sub-1484/dwi/sub-1484_rec-TRACE_dwi.json sub-1485/anat/sub-1485_FLAIR.nii.gz '
        'sub-1486/anat/sub-1486_FLAIR.json sub-149/dwi/sub-149_rec-ADC_dwi.json '
        'sub-1499/anat/sub-1499_FLAIR.json sub-1504/anat/sub-1504_FLAIR.nii.gz '
        'sub-1505/dwi/sub-1505_rec-TRACE_dwi.json sub-1509/anat/sub-1509_T1w.json '
        'sub-1511/dwi/sub-1511_rec-TRACE_dwi.json sub-152/anat/sub-152_FLAIR.json '
        'sub-1535/anat/sub-1535_T1w.json sub-1543/anat/sub-1543_T1w.json sub-1547/anat/sub-1547_FLAIR.json '
        'sub-1560/dwi/sub-1560_rec-ADC_dwi.json sub-1566/anat/sub-1566_T1w.json '
        'sub-1567/dwi/sub-1567_rec-TRACE_dwi.json sub-157/anat/sub-157_T1w.nii.gz '
        'sub-157/dwi/sub-157_rec-ADC_dwi.json sub-1571/anat/sub-1571_T1w.nii.gz '
        'sub-1618/anat/sub-1618_T1w.nii.gz sub-1620/anat/sub-1620_T1w.json '
        'sub-1630/dwi/sub-1630_rec-ADC_dwi.json sub-1633/anat/sub-1633_FLAIR.json '
        'sub-1635/anat/sub-1635_T1w.json sub-1643/anat/sub-1643_T1w.json sub-1648/anat/sub-1648_T1w.json '
        'sub-1649/dwi/sub-1649_rec-TRACE_dwi.json sub-1650/anat/sub-1650_T1w.nii.gz '
        'sub-1650/dwi/sub-1650_rec-TRACE_dwi.json sub-1651/anat/sub-1651_FLAIR.nii.gz '
        'sub-1661/anat/sub-1661_T1w.json sub-1678/anat/sub-1678_T1w.nii.gz '
        'sub-1680/anat/sub-1680_FLAIR.nii.gz sub-1682/anat/sub-1682_FLAIR.nii.gz '
        'sub-1693/anat/sub-1693_FLAIR.json sub-1701/anat/sub-1701_FLAIR.json '
        'sub-1705/anat/sub-1705_FLAIR.nii.gz sub-1707/dwi/sub-1707_rec-ADC_dwi.json '
        'sub-1716/anat/sub-1716_T1w.json sub-1723/anat/sub-1723_T1w.json sub-1724/anat/sub-1724_FLAIR.nii.gz '
        'sub-1727/anat/sub-1727_T1w.nii.gz sub-1736/anat/sub-1736_FLAIR.json sub-182/anat/sub-182_T1w.json '
        'sub-203/anat/sub-203_T1w.json sub-203/dwi/sub-203_rec-ADC_dwi.json sub-223/anat/sub-223_T1w.json '
        'sub-226/anat/sub-226_FLAIR.nii.gz sub-233/anat/sub-233_T1w.nii.gz '
        'sub-234/dwi/sub-234_rec-ADC_dwi.json sub-236/anat/sub-236_FLAIR.nii.gz '
        'sub-251/anat/sub-251_FLAIR.nii.gz sub-253/dwi/sub-253_rec-ADC_dwi.json '
        'sub-258/dwi/sub-258_rec-TRACE_dwi.json sub-274/anat/sub-274_T1w.json '
        'sub-280/anat/sub-280_T1w.nii.gz sub-3/anat/sub-3_T1w.nii.gz sub-318/dwi/sub-318_rec-TRACE_dwi.json '
        'sub-330/dwi/sub-330_rec-TRACE_dwi.json sub-338/anat/sub-338_FLAIR.nii.gz '
        'sub-350/dwi/sub-350_rec-TRACE_dwi.json sub-351/anat/sub-351_FLAIR.json '
        'sub-352/anat/sub-352_FLAIR.nii.gz sub-361/anat/sub-361_T1w.json '
        'sub-369/dwi/sub-369_rec-TRACE_dwi.json sub-384/anat/sub-384_FLAIR.json '
        'sub-385/dwi/sub-385_rec-ADC_dwi.json sub-39/anat/sub-39_T1w.nii.gz sub-396/anat/sub-396_FLAIR.json '
        'sub-409/dwi/sub-409_rec-ADC_dwi.json sub-409/dwi/sub-409_rec-TRACE_dwi.json '
        'sub-413/anat/sub-413_T1w.nii.gz sub-420/anat/sub-420_FLAIR.nii.gz sub-420/anat/sub-420_T1w.nii.gz '
        'sub-427/anat/sub-427_T1w.json sub-43/anat/sub-43_T1w.json sub-434/anat/sub-434_FLAIR.nii.gz '
        'sub-440/anat/sub-440_T1w.nii.gz sub-443/anat/sub-443_T1w.json sub-449/anat/sub-449_T1w.nii.gz '
        'sub-453/anat/sub-453_FLAIR.json sub-457/anat/sub-457_T1w.nii.gz sub-459/anat/sub-459_T1w.nii.gz '
        'sub-462/dwi/sub-462_rec-ADC_dwi.json sub-48/anat/sub-48_FLAIR.nii.gz sub-48/anat/sub-48_T1w.nii.gz '
        'sub-489/anat/sub-489_FLAIR.nii.gz sub-49/anat/sub-49_FLAIR.json sub-492/anat/sub-492_T1w.nii.gz '
        'sub-493/anat/sub-493_T1w.json sub-508/anat/sub-508_T1w.nii.gz sub-510/anat/sub-510_FLAIR.nii.gz '
        'sub-515/anat/sub-515_FLAIR.nii.gz sub-520/anat/sub-520_T1w.json sub-525/anat/sub-525_FLAIR.nii.gz '
        'sub-526/anat/sub-526_T1w.json sub-527/anat/sub-527_T1w.nii.gz sub-539/anat/sub-539_FLAIR.json '
        'sub-542/dwi/sub-542_rec-TRACE_dwi.json sub-543/dwi/sub-543_rec-TRACE_dwi.json '
        'sub-553/anat/sub-553_FLAIR.json sub-557/anat/sub-557_FLAIR.nii.gz sub-562/anat/sub-562_T1w.json '
        'sub-578/dwi/sub-578_rec-ADC_dwi.json sub-587/anat/sub-587_FLAIR.nii.gz '
        'sub-588/anat/sub-588_FLAIR.nii.gz sub-59/dwi/sub-59_rec-ADC_dwi.json '
        'sub-596/anat/sub-596_T1w.nii.gz sub-609/anat/sub-609_FLAIR.json sub-609/anat/sub-609_T1w.nii.gz '
        'sub-64/anat/sub-64_T1w.nii.gz sub-659/anat/sub-659_FLAIR.nii.gz '
        'sub-665/dwi/sub-665_rec-TRACE_dwi.json sub-666/anat/sub-666_T1w.nii.gz '
        'sub-670/anat/sub-670_T1w.nii.gz sub-681/anat/sub-681_FLAIR.json sub-687/anat/sub-687_FLAIR.nii.gz '
        'sub-704/dwi/sub-704_rec-ADC_dwi.json sub-713/anat/sub-713_FLAIR.nii.gz '
        'sub-715/anat/sub-715_T1w.nii.gz sub-721/anat/sub-721_FLAIR.nii.gz sub-723/anat/sub-723_T1w.json '
        'sub-726/anat/sub-726_T1w.json sub-754/dwi/sub-754_rec-ADC_dwi.json sub-767/anat/sub-767_T1w.json '
        'sub-780/anat/sub-780_T1w.json sub-784/anat/sub-784_FLAIR.nii.gz '
        'sub-786/dwi/sub-786_rec-TRACE_dwi.json sub-800/anat/sub-800_T1w.json '
        'sub-801/dwi/sub-801_rec-ADC_dwi.json sub-802/dwi/sub-802_rec-TRACE_dwi.json '
        'sub-826/dwi/sub-826_rec-TRACE_dwi.json sub-849/anat/sub-849_T1w.json '
        'sub-849/anat/sub-849_T1w.nii.gz sub-87/anat/sub-87_FLAIR.json '
        'sub-878/dwi/sub-878_rec-TRACE_dwi.json sub-886/anat/sub-886_T1w.nii.gz sub-9/anat/sub-9_T1w.json '
        'sub-90/anat/sub-90_T1w.nii.gz sub-906/dwi/sub-906_rec-TRACE_dwi.json sub-93/anat/sub-93_T1w.json '
        'sub-936/anat/sub-936_FLAIR.json sub-936/dwi/sub-936_rec-ADC_dwi.json '
        'sub-946/anat/sub-946_FLAIR.json sub-961/anat/sub-961_T1w.nii.gz '
        'sub-962/dwi/sub-962_rec-TRACE_dwi.json sub-977/anat/sub-977_T1w.nii.gz '
        'sub-998/dwi/sub-998_rec-ADC_dwi.json'
    ),
    'sub-797/anat': (
        'sub-797_FLAIR.nii.gz sub-797_T1w.json sub-797_T1w.nii.gz'
    ),
}

STROKE_LESION_KIND = {
    '': (
        'derivatives/lesion_masks/sub-1003/dwi/sub-1003_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1005/dwi/sub-1005_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1006/dwi/sub-1006_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1012/dwi/sub-1012_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1025/dwi/sub-1025_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1027/dwi/sub-1027_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1043/dwi/sub-1043_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1058/dwi/sub-1058_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-106/dwi/sub-106_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1061/dwi/sub-1061_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1064/dwi/sub-1064_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1066/dwi/sub-1066_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1069/dwi/sub-1069_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1084/dwi/sub-1084_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1086/dwi/sub-1086_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1086/dwi/sub-1086_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1089/dwi/sub-1089_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1098/dwi/sub-1098_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1106/dwi/sub-1106_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1121/dwi/sub-1121_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1127/dwi/sub-1127_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1127/dwi/sub-1127_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1128/dwi/sub-1128_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1136/dwi/sub-1136_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1143/dwi/sub-1143_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1146/dwi/sub-1146_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-115/dwi/sub-115_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1156/dwi/sub-1156_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1156/dwi/sub-1156_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1158/dwi/sub-1158_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1163/dwi/sub-1163_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1177/dwi/sub-1177_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1183/dwi/sub-1183_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1189/dwi/sub-1189_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-119/dwi/sub-119_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1193/dwi/sub-1193_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1208/dwi/sub-1208_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1213/dwi/sub-1213_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1221/dwi/sub-1221_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1227/dwi/sub-1227_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1228/dwi/sub-1228_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1234/dwi/sub-1234_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1264/dwi/sub-1264_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1266/dwi/sub-1266_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1269/dwi/sub-1269_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1273/dwi/sub-1273_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1274/dwi/sub-1274_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1279/dwi/sub-1279_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1282/dwi/sub-1282_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1296/dwi/sub-1296_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-13/dwi/sub-13_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1301/dwi/sub-1301_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1306/dwi/sub-1306_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1310/dwi/sub-1310_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1314/dwi/sub-1314_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1318/dwi/sub-1318_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1321/dwi/sub-1321_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1324/dwi/sub-1324_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1325/dwi/sub-1325_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1330/dwi/sub-1330_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1344/dwi/sub-1344_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1345/dwi/sub-1345_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1348/dwi/sub-1348_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1351/dwi/sub-1351_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-136/dwi/sub-136_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1374/dwi/sub-1374_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1376/dwi/sub-1376_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-138/dwi/sub-138_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1382/dwi/sub-1382_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1382/dwi/sub-1382_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1383/dwi/sub-1383_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1393/dwi/sub-1393_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1403/dwi/sub-1403_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1407/dwi/sub-1407_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1409/dwi/sub-1409_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1410/dwi/sub-1410_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1440/dwi/sub-1440_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1441/dwi/sub-1441_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1466/dwi/sub-1466_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1469/dwi/sub-1469_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1470/dwi/sub-1470_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1472/dwi/sub-1472_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1474/dwi/sub-1474_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1476/dwi/sub-1476_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1478/dwi/sub-1478_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1482/dwi/sub-1482_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1484/dwi/sub-1484_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-149/dwi/sub-149_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-15/dwi/sub-15_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1509/dwi/sub-1509_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1515/dwi/sub-1515_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1516/dwi/sub-1516_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1518/dwi/sub-1518_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1523/dwi/sub-1523_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1525/dwi/sub-1525_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1535/dwi/sub-1535_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1541/dwi/sub-1541_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1545/dwi/sub-1545_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1545/dwi/sub-1545_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1556/dwi/sub-1556_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1559/dwi/sub-1559_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1562/dwi/sub-1562_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-157/dwi/sub-157_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1579/dwi/sub-1579_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1583/dwi/sub-1583_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1594/dwi/sub-1594_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1597/dwi/sub-1597_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1598/dwi/sub-1598_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1598/dwi/sub-1598_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1604/dwi/sub-1604_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1608/dwi/sub-1608_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1619/dwi/sub-1619_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1628/dwi/sub-1628_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1632/dwi/sub-1632_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1634/dwi/sub-1634_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1637/dwi/sub-1637_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1645/dwi/sub-1645_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1645/dwi/sub-1645_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1646/dwi/sub-1646_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1652/dwi/sub-1652_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1671/dwi/sub-1671_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1675/dwi/sub-1675_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1683/dwi/sub-1683_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1684/dwi/sub-1684_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1685/dwi/sub-1685_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1686/dwi/sub-1686_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1686/dwi/sub-1686_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1687/dwi/sub-1687_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1688/dwi/sub-1688_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1698/dwi/sub-1698_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1705/dwi/sub-1705_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1707/dwi/sub-1707_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1707/dwi/sub-1707_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1710/dwi/sub-1710_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1714/dwi/sub-1714_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1719/dwi/sub-1719_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1720/dwi/sub-1720_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-1731/dwi/sub-1731_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-1731/dwi/sub-1731_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-1734/dwi/sub-1734_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-182/dwi/sub-182_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-182/dwi/sub-182_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-187/dwi/sub-187_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-192/dwi/sub-192_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-199/dwi/sub-199_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-210/dwi/sub-210_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-218/dwi/sub-218_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-219/dwi/sub-219_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-229/dwi/sub-229_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-23/dwi/sub-23_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-23/dwi/sub-23_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-242/dwi/sub-242_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-250/dwi/sub-250_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-253/dwi/sub-253_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-255/dwi/sub-255_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-256/dwi/sub-256_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-264/dwi/sub-264_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-265/dwi/sub-265_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-266/dwi/sub-266_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-27/dwi/sub-27_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-27/dwi/sub-27_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-270/dwi/sub-270_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-272/dwi/sub-272_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-277/dwi/sub-277_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-281/dwi/sub-281_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-290/dwi/sub-290_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-293/dwi/sub-293_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-294/dwi/sub-294_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-295/dwi/sub-295_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-296/dwi/sub-296_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-299/dwi/sub-299_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-30/dwi/sub-30_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-303/dwi/sub-303_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-304/dwi/sub-304_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-313/dwi/sub-313_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-315/dwi/sub-315_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-316/dwi/sub-316_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-318/dwi/sub-318_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-319/dwi/sub-319_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-325/dwi/sub-325_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-330/dwi/sub-330_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-333/dwi/sub-333_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-336/dwi/sub-336_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-338/dwi/sub-338_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-339/dwi/sub-339_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-344/dwi/sub-344_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-345/dwi/sub-345_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-347/dwi/sub-347_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-352/dwi/sub-352_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-359/dwi/sub-359_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-374/dwi/sub-374_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-375/dwi/sub-375_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-377/dwi/sub-377_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-38/dwi/sub-38_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-381/dwi/sub-381_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-386/dwi/sub-386_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-391/dwi/sub-391_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-399/dwi/sub-399_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-4/dwi/sub-4_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-400/dwi/sub-400_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-403/dwi/sub-403_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-412/dwi/sub-412_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-415/dwi/sub-415_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-420/dwi/sub-420_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-422/dwi/sub-422_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-425/dwi/sub-425_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-426/dwi/sub-426_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-437/dwi/sub-437_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-439/dwi/sub-439_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-468/dwi/sub-468_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-469/dwi/sub-469_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-47/dwi/sub-47_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-472/dwi/sub-472_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-473/dwi/sub-473_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-475/dwi/sub-475_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-479/dwi/sub-479_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-498/dwi/sub-498_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-501/dwi/sub-501_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-503/dwi/sub-503_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-507/dwi/sub-507_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-51/dwi/sub-51_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-512/dwi/sub-512_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-519/dwi/sub-519_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-528/dwi/sub-528_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-530/dwi/sub-530_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-541/dwi/sub-541_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-552/dwi/sub-552_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-563/dwi/sub-563_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-571/dwi/sub-571_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-58/dwi/sub-58_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-59/dwi/sub-59_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-595/dwi/sub-595_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-606/dwi/sub-606_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-613/dwi/sub-613_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-613/dwi/sub-613_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-618/dwi/sub-618_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-620/dwi/sub-620_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-628/dwi/sub-628_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-63/dwi/sub-63_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-637/dwi/sub-637_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-638/dwi/sub-638_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-640/dwi/sub-640_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-642/dwi/sub-642_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-653/dwi/sub-653_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-655/dwi/sub-655_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-657/dwi/sub-657_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-657/dwi/sub-657_space-TRACE_desc-lesionChronic_mask.nii.gz '
        'derivatives/lesion_masks/sub-663/dwi/sub-663_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-67/dwi/sub-67_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-676/dwi/sub-676_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-677/dwi/sub-677_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-683/dwi/sub-683_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-692/dwi/sub-692_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-696/dwi/sub-696_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-712/dwi/sub-712_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-712/dwi/sub-712_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-715/dwi/sub-715_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-715/dwi/sub-715_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-747/dwi/sub-747_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-752/dwi/sub-752_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-769/dwi/sub-769_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-772/dwi/sub-772_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-776/dwi/sub-776_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-777/dwi/sub-777_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-779/dwi/sub-779_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-780/dwi/sub-780_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-790/dwi/sub-790_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-796/dwi/sub-796_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-799/dwi/sub-799_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-803/dwi/sub-803_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-808/dwi/sub-808_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-814/dwi/sub-814_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-821/dwi/sub-821_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-822/dwi/sub-822_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-824/dwi/sub-824_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-835/dwi/sub-835_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-845/dwi/sub-845_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-849/dwi/sub-849_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-852/dwi/sub-852_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-857/dwi/sub-857_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-87/dwi/sub-87_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-876/dwi/sub-876_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-885/dwi/sub-885_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-904/dwi/sub-904_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-917/dwi/sub-917_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-920/dwi/sub-920_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-921/dwi/sub-921_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-924/dwi/sub-924_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-925/dwi/sub-925_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-932/dwi/sub-932_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-933/dwi/sub-933_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-948/dwi/sub-948_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-955/dwi/sub-955_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-961/dwi/sub-961_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-962/dwi/sub-962_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-968/dwi/sub-968_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-969/dwi/sub-969_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-971/dwi/sub-971_space-TRACE_desc-lesionAcute_mask.nii.gz '
        'derivatives/lesion_masks/sub-979/dwi/sub-979_space-TRACE_desc-lesion_mask.nii.gz '
        'derivatives/lesion_masks/sub-985/dwi/sub-985_space-TRACE_desc-lesionAcute_mask.nii.gz'
    ),
}

STROKE_LESION_OTHER = {
    '': (
        'sub-1/anat/sub-1_FLAIR.json sub-1/anat/sub-1_FLAIR.nii.gz sub-1005/dwi/sub-1005_rec-ADC_dwi.json '
        'sub-1014/dwi/sub-1014_rec-ADC_dwi.nii.gz sub-1017/dwi/sub-1017_rec-ADC_dwi.json '
        'sub-1023/dwi/sub-1023_rec-TRACE_dwi.nii.gz sub-1024/dwi/sub-1024_rec-TRACE_dwi.json '
        'sub-1025/anat/sub-1025_FLAIR.nii.gz sub-1025/dwi/sub-1025_rec-TRACE_dwi.nii.gz '
        'sub-1028/anat/sub-1028_FLAIR.json sub-1028/dwi/sub-1028_rec-ADC_dwi.nii.gz '
        'sub-103/dwi/sub-103_rec-TRACE_dwi.json sub-1033/anat/sub-1033_T1w.json '
        'sub-1036/dwi/sub-1036_rec-ADC_dwi.nii.gz sub-1052/anat/sub-1052_FLAIR.json '
        'sub-1052/dwi/sub-1052_rec-ADC_dwi.nii.gz sub-1053/anat/sub-1053_FLAIR.json '
        'sub-1059/dwi/sub-1059_rec-TRACE_dwi.json sub-1061/dwi/sub-1061_rec-TRACE_dwi.nii.gz '
        'sub-1063/anat/sub-1063_FLAIR.nii.gz sub-1069/anat/sub-1069_T1w.nii.gz '
        'sub-1075/dwi/sub-1075_rec-TRACE_dwi.nii.gz sub-1076/anat/sub-1076_T1w.json '
        'sub-1080/anat/sub-1080_FLAIR.nii.gz sub-1084/dwi/sub-1084_rec-ADC_dwi.json '
        'sub-1086/anat/sub-1086_FLAIR.nii.gz sub-1095/anat/sub-1095_T1w.json '
        'sub-1108/anat/sub-1108_FLAIR.json sub-1108/dwi/sub-1108_rec-TRACE_dwi.json '
        'sub-1109/dwi/sub-1109_rec-TRACE_dwi.nii.gz sub-1114/anat/sub-1114_T1w.nii.gz '
        'sub-1120/dwi/sub-1120_rec-TRACE_dwi.nii.gz sub-1121/dwi/sub-1121_rec-TRACE_dwi.nii.gz '
        'sub-1124/dwi/sub-1124_rec-TRACE_dwi.nii.gz sub-1125/dwi/sub-1125_rec-TRACE_dwi.json '
        'sub-1127/dwi/sub-1127_rec-TRACE_dwi.nii.gz sub-1131/anat/sub-1131_T1w.nii.gz '
        'sub-1132/dwi/sub-1132_rec-ADC_dwi.nii.gz sub-1133/anat/sub-1133_T1w.nii.gz '
        'sub-1134/dwi/sub-1134_rec-TRACE_dwi.nii.gz sub-1135/anat/sub-1135_T1w.json '
        'sub-1136/anat/sub-1136_T1w.nii.gz sub-1137/anat/sub-1137_T1w.json '
        'sub-1141/anat/sub-1141_FLAIR.nii.gz sub-1143/dwi/sub-1143_rec-TRACE_dwi.nii.gz '
        'sub-1152/dwi/sub-1152_rec-ADC_dwi.json sub-1156/anat/sub-1156_FLAIR.json '
        'sub-1156/anat/sub-1156_FLAIR.nii.gz sub-116/dwi/sub-116_rec-ADC_dwi.json '
        'sub-1165/dwi/sub-1165_rec-ADC_dwi.nii.gz sub-1166/dwi/sub-1166_rec-TRACE_dwi.json '
        'sub-1169/dwi/sub-1169_rec-TRACE_dwi.nii.gz sub-1172/dwi/sub-1172_rec-TRACE_dwi.nii.gz '
        'sub-1184/dwi/sub-1184_rec-ADC_dwi.json sub-1186/anat/sub-1186_FLAIR.json '
        'sub-1190/dwi/sub-1190_rec-TRACE_dwi.json sub-1198/dwi/sub-1198_rec-TRACE_dwi.nii.gz '
        'sub-1199/anat/sub-1199_FLAIR.nii.gz sub-120/anat/sub-120_T1w.nii.gz '
        'sub-1213/dwi/sub-1213_rec-ADC_dwi.nii.gz sub-1216/dwi/sub-1216_rec-TRACE_dwi.json '
        'sub-1231/dwi/sub-1231_rec-TRACE_dwi.nii.gz sub-1233/dwi/sub-1233_rec-ADC_dwi.nii.gz '
        'sub-1238/anat/sub-1238_T1w.nii.gz sub-1240/anat/sub-1240_T1w.json '
        'sub-1241/dwi/sub-1241_rec-ADC_dwi.json sub-1247/dwi/sub-1247_rec-TRACE_dwi.json '
        'sub-125/anat/sub-125_FLAIR.json sub-1250/dwi/sub-1250_rec-TRACE_dwi.nii.gz '
        'sub-1254/dwi/sub-1254_rec-ADC_dwi.json sub-1259/dwi/sub-1259_rec-ADC_dwi.json '
        'sub-1261/dwi/sub-1261_rec-ADC_dwi.json sub-127/dwi/sub-127_rec-TRACE_dwi.json '
        'sub-1284/dwi/sub-1284_rec-TRACE_dwi.json sub-1290/dwi/sub-1290_rec-ADC_dwi.nii.gz '
        'sub-1292/dwi/sub-1292_rec-ADC_dwi.nii.gz sub-1323/anat/sub-1323_T1w.nii.gz '
        'sub-1325/anat/sub-1325_FLAIR.json sub-1328/anat/sub-1328_FLAIR.json '
        'sub-1337/dwi/sub-1337_rec-ADC_dwi.json sub-1341/anat/sub-1341_T1w.json '
        'sub-1344/anat/sub-1344_T1w.nii.gz sub-1346/dwi/sub-1346_rec-ADC_dwi.nii.gz '
        'sub-1348/dwi/sub-1348_rec-TRACE_dwi.nii.gz sub-1350/dwi/sub-1350_rec-TRACE_dwi.json '
        'sub-1351/anat/sub-1351_FLAIR.json sub-1351/dwi/sub-1351_rec-ADC_dwi.nii.gz '
        'sub-1352/dwi/sub-1352_rec-ADC_dwi.nii.gz sub-1362/anat/sub-1362_FLAIR.nii.gz '
        'sub-1364/dwi/sub-1364_rec-ADC_dwi.nii.gz sub-1368/dwi/sub-1368_rec-ADC_dwi.nii.gz '
        'sub-1378/dwi/sub-1378_rec-TRACE_dwi.json sub-1387/dwi/sub-1387_rec-ADC_dwi.json '
        'sub-1389/dwi/sub-1389_rec-ADC_dwi.nii.gz sub-1390/dwi/sub-1390_rec-ADC_dwi.nii.gz '
        'sub-1394/anat/sub-1394_FLAIR.json sub-1395/anat/sub-1395_FLAIR.json '
        'sub-1395/dwi/sub-1395_rec-TRACE_dwi.json sub-1396/anat/sub-1396_T1w.nii.gz '
        'sub-1422/dwi/sub-1422_rec-TRACE_dwi.json sub-1422/dwi/sub-1422_rec-TRACE_dwi.nii.gz '
        'sub-1425/anat/sub-1425_T1w.nii.gz sub-1432/dwi/sub-1432_rec-ADC_dwi.nii.gz '
        'sub-1441/anat/sub-1441_T1w.nii.gz sub-1448/dwi/sub-1448_rec-ADC_dwi.json '
        'sub-145/dwi/sub-145_rec-TRACE_dwi.json sub-1456/dwi/sub-1456_rec-ADC_dwi.nii.gz '
        'sub-1461/anat/sub-1461_FLAIR.nii.gz sub-1462/anat/sub-1462_FLAIR.json '
        'sub-1470/anat/sub-1470_T1w.json sub-1472/dwi/sub-1472_rec-ADC_dwi.nii.gz '
        'sub-1476/anat/sub-1476_T1w.nii.gz sub-1479/anat/sub-1479_FLAIR.json '
        'sub-1499/anat/sub-1499_T1w.nii.gz sub-15/dwi/sub-15_rec-ADC_dwi.nii.gz '
        'sub-1514/dwi/sub-1514_rec-TRACE_dwi.json sub-1519/anat/sub-1519_FLAIR.json '
        'sub-1521/dwi/sub-1521_rec-ADC_dwi.json sub-1535/anat/sub-1535_FLAIR.json '
        'sub-1538/dwi/sub-1538_rec-TRACE_dwi.nii.gz sub-1543/anat/sub-1543_FLAIR.json '
        'sub-1544/dwi/sub-1544_rec-ADC_dwi.json sub-1548/dwi/sub-1548_rec-TRACE_dwi.nii.gz '
        'sub-1561/anat/sub-1561_T1w.nii.gz sub-1563/anat/sub-1563_FLAIR.json '
        'sub-1575/dwi/sub-1575_rec-ADC_dwi.nii.gz sub-1576/anat/sub-1576_FLAIR.nii.gz '
        'sub-1576/anat/sub-1576_T1w.nii.gz sub-1577/dwi/sub-1577_rec-ADC_dwi.nii.gz '
        'sub-1583/dwi/sub-1583_rec-TRACE_dwi.json sub-1590/anat/sub-1590_FLAIR.nii.gz '
        'sub-1603/anat/sub-1603_T1w.json sub-1608/dwi/sub-1608_rec-TRACE_dwi.json '
        'sub-1611/dwi/sub-1611_rec-TRACE_dwi.nii.gz sub-1615/anat/sub-1615_T1w.json '
        'sub-1623/anat/sub-1623_FLAIR.json sub-1631/dwi/sub-1631_rec-TRACE_dwi.json '
        'sub-1652/dwi/sub-1652_rec-ADC_dwi.nii.gz sub-1663/anat/sub-1663_FLAIR.nii.gz '
        'sub-1671/dwi/sub-1671_rec-TRACE_dwi.json sub-1682/anat/sub-1682_T1w.json '
        'sub-1684/anat/sub-1684_FLAIR.nii.gz sub-1684/anat/sub-1684_T1w.nii.gz sub-169/anat/sub-169_T1w.json '
        'sub-1698/anat/sub-1698_FLAIR.json sub-1712/anat/sub-1712_FLAIR.json '
        'sub-1716/dwi/sub-1716_rec-TRACE_dwi.json sub-1717/anat/sub-1717_FLAIR.json '
        'sub-1717/dwi/sub-1717_rec-ADC_dwi.nii.gz sub-1720/anat/sub-1720_FLAIR.nii.gz '
        'sub-1727/anat/sub-1727_FLAIR.nii.gz sub-1731/dwi/sub-1731_rec-ADC_dwi.json '
        'sub-1732/dwi/sub-1732_rec-TRACE_dwi.json sub-1736/anat/sub-1736_T1w.nii.gz '
        'sub-175/anat/sub-175_FLAIR.json sub-180/anat/sub-180_FLAIR.nii.gz sub-192/anat/sub-192_FLAIR.nii.gz '
        'sub-198/dwi/sub-198_rec-TRACE_dwi.nii.gz sub-20/dwi/sub-20_rec-ADC_dwi.nii.gz '
        'sub-210/anat/sub-210_T1w.nii.gz sub-214/dwi/sub-214_rec-ADC_dwi.nii.gz '
        'sub-215/dwi/sub-215_rec-TRACE_dwi.json sub-217/dwi/sub-217_rec-TRACE_dwi.json '
        'sub-217/dwi/sub-217_rec-TRACE_dwi.nii.gz sub-219/anat/sub-219_T1w.json '
        'sub-254/anat/sub-254_T1w.json sub-256/anat/sub-256_T1w.nii.gz '
        'sub-263/dwi/sub-263_rec-TRACE_dwi.nii.gz sub-265/dwi/sub-265_rec-ADC_dwi.nii.gz '
        'sub-267/anat/sub-267_T1w.nii.gz sub-272/anat/sub-272_T1w.nii.gz sub-275/anat/sub-275_T1w.nii.gz '
        'sub-276/dwi/sub-276_rec-ADC_dwi.json sub-277/dwi/sub-277_rec-TRACE_dwi.json '
        'sub-278/anat/sub-278_FLAIR.json sub-278/anat/sub-278_T1w.json '
        'sub-285/dwi/sub-285_rec-ADC_dwi.nii.gz sub-298/anat/sub-298_T1w.json sub-3/anat/sub-3_T1w.json '
        'sub-30/dwi/sub-30_rec-TRACE_dwi.json sub-308/dwi/sub-308_rec-ADC_dwi.nii.gz '
        'sub-315/anat/sub-315_T1w.nii.gz sub-318/dwi/sub-318_rec-ADC_dwi.json sub-32/anat/sub-32_T1w.nii.gz '
        'sub-326/dwi/sub-326_rec-ADC_dwi.nii.gz sub-331/dwi/sub-331_rec-ADC_dwi.nii.gz '
        'sub-332/anat/sub-332_T1w.json sub-334/dwi/sub-334_rec-TRACE_dwi.json '
        'sub-340/anat/sub-340_FLAIR.nii.gz sub-348/dwi/sub-348_rec-ADC_dwi.nii.gz '
        'sub-365/dwi/sub-365_rec-ADC_dwi.nii.gz sub-365/dwi/sub-365_rec-TRACE_dwi.nii.gz '
        'sub-380/anat/sub-380_FLAIR.nii.gz sub-382/anat/sub-382_T1w.json '
        'sub-388/dwi/sub-388_rec-ADC_dwi.json sub-389/anat/sub-389_T1w.nii.gz '
        'sub-39/dwi/sub-39_rec-ADC_dwi.json sub-400/anat/sub-400_T1w.json sub-402/anat/sub-402_FLAIR.nii.gz '
        'sub-406/anat/sub-406_FLAIR.json sub-418/anat/sub-418_FLAIR.nii.gz '
        'sub-422/dwi/sub-422_rec-ADC_dwi.json sub-437/anat/sub-437_T1w.json '
        'sub-452/dwi/sub-452_rec-ADC_dwi.json sub-462/anat/sub-462_FLAIR.json '
        'sub-467/dwi/sub-467_rec-ADC_dwi.json sub-477/dwi/sub-477_rec-ADC_dwi.json '
        'sub-477/dwi/sub-477_rec-ADC_dwi.nii.gz sub-478/dwi/sub-478_rec-ADC_dwi.json '
        'sub-484/anat/sub-484_T1w.nii.gz sub-49/dwi/sub-49_rec-TRACE_dwi.json '
        'sub-50/dwi/sub-50_rec-TRACE_dwi.nii.gz sub-501/anat/sub-501_FLAIR.nii.gz '
        'sub-504/dwi/sub-504_rec-TRACE_dwi.json sub-509/dwi/sub-509_rec-ADC_dwi.nii.gz '
        'sub-52/dwi/sub-52_rec-ADC_dwi.json sub-523/anat/sub-523_FLAIR.json '
        'sub-528/dwi/sub-528_rec-TRACE_dwi.json sub-529/anat/sub-529_FLAIR.json '
        'sub-533/anat/sub-533_FLAIR.nii.gz sub-535/anat/sub-535_T1w.nii.gz sub-539/anat/sub-539_FLAIR.json '
        'sub-543/dwi/sub-543_rec-ADC_dwi.json sub-545/dwi/sub-545_rec-ADC_dwi.nii.gz '
        'sub-549/dwi/sub-549_rec-ADC_dwi.json sub-551/anat/sub-551_FLAIR.nii.gz '
        'sub-554/dwi/sub-554_rec-ADC_dwi.json sub-556/anat/sub-556_FLAIR.json '
        'sub-559/anat/sub-559_FLAIR.nii.gz sub-572/anat/sub-572_FLAIR.json sub-572/anat/sub-572_T1w.json '
        'sub-579/dwi/sub-579_rec-ADC_dwi.json sub-58/anat/sub-58_FLAIR.nii.gz '
        'sub-581/dwi/sub-581_rec-TRACE_dwi.json sub-582/anat/sub-582_T1w.nii.gz '
        'sub-595/anat/sub-595_T1w.json sub-597/anat/sub-597_T1w.json sub-60/anat/sub-60_FLAIR.json '
        'sub-603/dwi/sub-603_rec-ADC_dwi.nii.gz sub-607/anat/sub-607_T1w.json '
        'sub-608/anat/sub-608_FLAIR.nii.gz sub-609/anat/sub-609_FLAIR.json sub-617/anat/sub-617_T1w.nii.gz '
        'sub-620/anat/sub-620_FLAIR.json sub-620/dwi/sub-620_rec-TRACE_dwi.json '
        'sub-628/anat/sub-628_T1w.nii.gz sub-630/dwi/sub-630_rec-ADC_dwi.json '
        'sub-634/anat/sub-634_T1w.nii.gz sub-647/anat/sub-647_T1w.nii.gz '
        'sub-653/dwi/sub-653_rec-ADC_dwi.json sub-654/anat/sub-654_T1w.json '
        'sub-656/anat/sub-656_FLAIR.nii.gz sub-66/dwi/sub-66_rec-ADC_dwi.json sub-67/anat/sub-67_T1w.nii.gz '
        'sub-67/dwi/sub-67_rec-TRACE_dwi.json sub-693/anat/sub-693_T1w.json sub-706/anat/sub-706_FLAIR.json '
        'sub-712/dwi/sub-712_rec-TRACE_dwi.json sub-713/anat/sub-713_T1w.json '
        'sub-717/anat/sub-717_FLAIR.json sub-724/dwi/sub-724_rec-ADC_dwi.nii.gz '
        'sub-729/anat/sub-729_T1w.json sub-742/dwi/sub-742_rec-ADC_dwi.nii.gz sub-748/anat/sub-748_T1w.json '
        'sub-75/anat/sub-75_FLAIR.json sub-754/anat/sub-754_FLAIR.json '
        'sub-755/dwi/sub-755_rec-ADC_dwi.nii.gz sub-757/dwi/sub-757_rec-TRACE_dwi.nii.gz '
        'sub-78/anat/sub-78_T1w.nii.gz sub-789/dwi/sub-789_rec-ADC_dwi.nii.gz '
        'sub-799/anat/sub-799_FLAIR.nii.gz sub-800/anat/sub-800_FLAIR.json sub-802/anat/sub-802_FLAIR.json '
        'sub-814/anat/sub-814_T1w.nii.gz sub-815/anat/sub-815_T1w.nii.gz sub-816/anat/sub-816_T1w.json '
        'sub-833/anat/sub-833_FLAIR.json sub-85/anat/sub-85_T1w.nii.gz sub-85/dwi/sub-85_rec-ADC_dwi.json '
        'sub-865/anat/sub-865_T1w.nii.gz sub-871/anat/sub-871_FLAIR.json '
        'sub-878/dwi/sub-878_rec-ADC_dwi.json sub-888/dwi/sub-888_rec-ADC_dwi.nii.gz '
        'sub-889/dwi/sub-889_rec-ADC_dwi.json sub-894/anat/sub-894_FLAIR.json '
        'sub-910/anat/sub-910_FLAIR.nii.gz sub-915/anat/sub-915_FLAIR.nii.gz '
        'sub-915/dwi/sub-915_rec-ADC_dwi.nii.gz sub-922/anat/sub-922_T1w.nii.gz '
        'sub-934/dwi/sub-934_rec-ADC_dwi.json sub-935/dwi/sub-935_rec-ADC_dwi.json '
        'sub-946/anat/sub-946_T1w.json sub-960/dwi/sub-960_rec-TRACE_dwi.nii.gz '
        'sub-972/anat/sub-972_FLAIR.json sub-985/dwi/sub-985_rec-ADC_dwi.json '
        'sub-988/anat/sub-988_T1w.nii.gz sub-989/dwi/sub-989_rec-TRACE_dwi.json'
    ),
    'sub-81/dwi': (
        'sub-81_rec-ADC_dwi.json sub-81_rec-ADC_dwi.nii.gz sub-81_rec-TRACE_dwi.json'
    ),
}

ME_BOLD_KIND = {
    '': (
        'sub-001/func/sub-001_task-morph_run-10_echo-3_bold.nii.gz '
        'sub-001/func/sub-001_task-rest_run-05_echo-3_bold.nii.gz '
        'sub-002/func/sub-002_task-morph_run-09_echo-2_bold.nii.gz '
        'sub-003/func/sub-003_task-NA_run-07_echo-1_bold.nii.gz '
        'sub-004/func/sub-004_task-funcloc_run-05_echo-1_bold.nii.gz '
        'sub-005/func/sub-005_task-funcloc_run-05_echo-1_bold.nii.gz '
        'sub-009/func/sub-009_task-brush_run-08_echo-3_bold.nii.gz '
        'sub-012/func/sub-012_task-brush_run-06_echo-1_bold.nii.gz '
        'sub-012/func/sub-012_task-morph_run-08_echo-3_bold.nii.gz '
        'sub-013/func/sub-013_task-NA_run-11_echo-2_bold.nii.gz '
        'sub-013/func/sub-013_task-brush_run-08_echo-1_bold.nii.gz '
        'sub-015/func/sub-015_task-NA_run-09_echo-2_bold.nii.gz '
        'sub-015/func/sub-015_task-rest_run-04_echo-1_bold.nii.gz '
        'sub-017/func/sub-017_task-brush_run-08_echo-1_bold.nii.gz '
        'sub-017/func/sub-017_task-rest_run-06_echo-1_bold.nii.gz '
        'sub-025/func/sub-025_task-brush_run-09_echo-2_bold.nii.gz '
        'sub-027/func/sub-027_task-funcloc_run-07_echo-2_bold.nii.gz '
        'sub-030/func/sub-030_task-morph_run-08_echo-3_bold.nii.gz '
        'sub-030/func/sub-030_task-pain_run-07_echo-1_bold.nii.gz '
        'sub-035/func/sub-035_task-NA_run-09_echo-2_bold.nii.gz '
        'sub-035/func/sub-035_task-morph_run-08_echo-3_bold.nii.gz '
        'sub-037/func/sub-037_task-NA_run-10_echo-1_bold.nii.gz '
        'sub-037/func/sub-037_task-rest_run-05_echo-2_bold.nii.gz '
        'sub-038/func/sub-038_task-funcloc_run-06_echo-2_bold.nii.gz '
        'sub-038/func/sub-038_task-rest_run-05_echo-2_bold.nii.gz '
        'sub-040/func/sub-040_task-funcloc_run-07_echo-2_bold.nii.gz '
        'sub-042/func/sub-042_task-NA_run-15_echo-3_bold.nii.gz '
        'sub-042/func/sub-042_task-morph_run-14_echo-1_bold.nii.gz '
        'sub-044/func/sub-044_task-funcloc_run-07_echo-2_bold.nii.gz '
        'sub-046/func/sub-046_task-NA_run-09_echo-2_bold.nii.gz '
        'sub-046/func/sub-046_task-pain_run-06_echo-1_bold.nii.gz '
        'sub-048/func/sub-048_task-NA_run-10_echo-1_bold.nii.gz '
        'sub-048/func/sub-048_task-funcloc_run-06_echo-2_bold.nii.gz '
        'sub-049/func/sub-049_task-morph_run-10_echo-1_bold.nii.gz '
        'sub-052/func/sub-052_task-brush_run-08_echo-3_bold.nii.gz '
        'sub-052/func/sub-052_task-funcloc_run-05_echo-3_bold.nii.gz '
        'sub-053/func/sub-053_task-rest_run-04_echo-2_bold.nii.gz '
        'sub-063/func/sub-063_task-NA_run-09_echo-2_bold.nii.gz '
        'sub-063/func/sub-063_task-morph_run-08_echo-3_bold.nii.gz '
        'sub-066/func/sub-066_task-NA_run-09_echo-3_bold.nii.gz '
        'sub-068/func/sub-068_task-brush_run-06_echo-2_bold.nii.gz '
        'sub-068/func/sub-068_task-morph_run-10_echo-1_bold.nii.gz '
        'sub-077/func/sub-077_task-funcloc_run-05_echo-3_bold.nii.gz '
        'sub-077/func/sub-077_task-morph_run-08_echo-3_bold.nii.gz '
        'sub-078/func/sub-078_task-funcloc_run-06_echo-1_bold.nii.gz '
        'sub-078/func/sub-078_task-pain_run-07_echo-2_bold.nii.gz '
        'sub-079/func/sub-079_task-pain_run-06_echo-1_bold.nii.gz '
        'sub-081/func/sub-081_task-morph_run-11_echo-3_bold.nii.gz '
        'sub-086/func/sub-086_task-pain_run-07_echo-1_bold.nii.gz '
        'sub-086/func/sub-086_task-rest_run-04_echo-1_bold.nii.gz '
        'sub-094/func/sub-094_task-morph_run-13_echo-2_bold.nii.gz '
        'sub-095/func/sub-095_task-funcloc_run-05_echo-2_bold.nii.gz '
        'sub-096/func/sub-096_task-NA_run-10_echo-1_bold.nii.gz '
        'sub-097/func/sub-097_task-brush_run-06_echo-2_bold.nii.gz '
        'sub-098/func/sub-098_task-funcloc_run-06_echo-1_bold.nii.gz '
        'sub-098/func/sub-098_task-rest_run-05_echo-1_bold.nii.gz '
        'sub-099/func/sub-099_task-brush_run-06_echo-3_bold.nii.gz '
        'sub-100/func/sub-100_task-funcloc_run-05_echo-2_bold.nii.gz '
        'sub-100/func/sub-100_task-pain_run-06_echo-3_bold.nii.gz '
        'sub-102/func/sub-102_task-rest_run-04_echo-2_bold.nii.gz '
        'sub-103/func/sub-103_task-pain_run-08_echo-2_bold.nii.gz '
        'sub-103/func/sub-103_task-rest_run-04_echo-1_bold.nii.gz '
        'sub-105/func/sub-105_task-morph_run-09_echo-2_bold.nii.gz '
        'sub-106/func/sub-106_task-NA_run-09_echo-1_bold.nii.gz '
        'sub-106/func/sub-106_task-funcloc_run-05_echo-2_bold.nii.gz '
        'sub-107/func/sub-107_task-morph_run-09_echo-1_bold.nii.gz '
        'sub-107/func/sub-107_task-pain_run-08_echo-3_bold.nii.gz '
        'sub-116/func/sub-116_task-rest_run-04_echo-3_bold.nii.gz '
        'sub-118/func/sub-118_task-brush_run-06_echo-1_bold.nii.gz '
        'sub-120/func/sub-120_task-funcloc_run-05_echo-1_bold.nii.gz '
        'sub-120/func/sub-120_task-rest_run-04_echo-3_bold.nii.gz '
        'sub-123/func/sub-123_task-NA_run-09_echo-1_bold.nii.gz '
        'sub-123/func/sub-123_task-funcloc_run-05_echo-2_bold.nii.gz '
        'sub-378/func/sub-378_task-pain_run-07_echo-3_bold.nii.gz '
        'sub-394/func/sub-394_task-NA_run-10_echo-3_bold.nii.gz '
        'sub-394/func/sub-394_task-funcloc_run-16_echo-3_bold.nii.gz'
    ),
    'sub-006/func': (
        'sub-006_task-NA_run-10_echo-3_bold.nii.gz sub-006_task-brush_run-08_echo-1_bold.nii.gz '
        'sub-006_task-brush_run-08_echo-2_bold.nii.gz sub-006_task-funcloc_run-05_echo-2_bold.nii.gz '
        'sub-006_task-funcloc_run-06_echo-1_bold.nii.gz sub-006_task-morph_run-09_echo-1_bold.nii.gz'
    ),
    'sub-007/func': (
        'sub-007_task-NA_run-12_echo-3_bold.nii.gz sub-007_task-brush_run-10_echo-1_bold.nii.gz '
        'sub-007_task-brush_run-10_echo-2_bold.nii.gz sub-007_task-funcloc_run-08_echo-2_bold.nii.gz '
        'sub-007_task-rest_run-07_echo-2_bold.nii.gz'
    ),
    'sub-011/func': (
        'sub-011_task-NA_run-04_echo-3_bold.nii.gz sub-011_task-funcloc_run-06_echo-1_bold.nii.gz '
        'sub-011_task-funcloc_run-06_echo-2_bold.nii.gz sub-011_task-rest_run-05_echo-3_bold.nii.gz'
    ),
    'sub-014/func': (
        'sub-014_task-NA_run-04_echo-3_bold.nii.gz sub-014_task-funcloc_run-06_echo-1_bold.nii.gz '
        'sub-014_task-pain_run-07_echo-2_bold.nii.gz sub-014_task-pain_run-07_echo-3_bold.nii.gz'
    ),
    'sub-018/func': (
        'sub-018_task-NA_run-12_echo-1_bold.nii.gz sub-018_task-NA_run-12_echo-2_bold.nii.gz '
        'sub-018_task-funcloc_run-05_echo-2_bold.nii.gz'
    ),
    'sub-019/func': (
        'sub-019_task-morph_run-08_echo-3_bold.nii.gz sub-019_task-pain_run-06_echo-2_bold.nii.gz '
        'sub-019_task-rest_run-04_echo-3_bold.nii.gz'
    ),
    'sub-020/func': (
        'sub-020_task-brush_run-14_echo-3_bold.nii.gz sub-020_task-funcloc_run-12_echo-1_bold.nii.gz '
        'sub-020_task-morph_run-15_echo-2_bold.nii.gz sub-020_task-pain_run-13_echo-3_bold.nii.gz'
    ),
    'sub-021/func': (
        'sub-021_task-morph_run-08_echo-1_bold.nii.gz sub-021_task-pain_run-07_echo-3_bold.nii.gz '
        'sub-021_task-rest_run-04_echo-3_bold.nii.gz'
    ),
    'sub-022/func': (
        'sub-022_task-brush_run-07_echo-3_bold.nii.gz sub-022_task-morph_run-08_echo-1_bold.nii.gz '
        'sub-022_task-pain_run-06_echo-2_bold.nii.gz'
    ),
    'sub-023/func': (
        'sub-023_task-NA_run-04_echo-1_bold.nii.gz sub-023_task-NA_run-10_echo-2_bold.nii.gz '
        'sub-023_task-funcloc_run-06_echo-1_bold.nii.gz sub-023_task-funcloc_run-06_echo-2_bold.nii.gz'
    ),
    'sub-024/func': (
        'sub-024_task-brush_run-07_echo-3_bold.nii.gz sub-024_task-funcloc_run-06_echo-1_bold.nii.gz '
        'sub-024_task-morph_run-09_echo-1_bold.nii.gz sub-024_task-pain_run-08_echo-3_bold.nii.gz'
    ),
    'sub-026/func': (
        'sub-026_task-brush_run-07_echo-2_bold.nii.gz sub-026_task-funcloc_run-06_echo-1_bold.nii.gz '
        'sub-026_task-morph_run-09_echo-1_bold.nii.gz sub-026_task-morph_run-09_echo-3_bold.nii.gz '
        'sub-026_task-pain_run-08_echo-1_bold.nii.gz sub-026_task-pain_run-08_echo-2_bold.nii.gz'
    ),
    'sub-028/func': (
        'sub-028_task-brush_run-06_echo-3_bold.nii.gz sub-028_task-funcloc_run-05_echo-3_bold.nii.gz '
        'sub-028_task-morph_run-08_echo-2_bold.nii.gz sub-028_task-pain_run-07_echo-1_bold.nii.gz'
    ),
    'sub-033/func': (
        'sub-033_task-funcloc_run-05_echo-3_bold.nii.gz sub-033_task-pain_run-06_echo-1_bold.nii.gz '
        'sub-033_task-pain_run-06_echo-3_bold.nii.gz sub-033_task-rest_run-04_echo-2_bold.nii.gz '
        'sub-033_task-rest_run-04_echo-3_bold.nii.gz'
    ),
    'sub-034/func': (
        'sub-034_task-NA_run-09_echo-3_bold.nii.gz sub-034_task-brush_run-06_echo-2_bold.nii.gz '
        'sub-034_task-morph_run-08_echo-2_bold.nii.gz sub-034_task-pain_run-07_echo-1_bold.nii.gz'
    ),
    'sub-036/func': (
        'sub-036_task-NA_run-09_echo-3_bold.nii.gz sub-036_task-funcloc_run-05_echo-3_bold.nii.gz '
        'sub-036_task-morph_run-08_echo-1_bold.nii.gz sub-036_task-morph_run-08_echo-3_bold.nii.gz '
        'sub-036_task-rest_run-04_echo-2_bold.nii.gz'
    ),
    'sub-039/func': (
        'sub-039_task-funcloc_run-06_echo-3_bold.nii.gz sub-039_task-morph_run-09_echo-2_bold.nii.gz '
        'sub-039_task-pain_run-07_echo-3_bold.nii.gz'
    ),
    'sub-043/func': (
        'sub-043_task-funcloc_run-06_echo-2_bold.nii.gz sub-043_task-morph_run-09_echo-2_bold.nii.gz '
        'sub-043_task-morph_run-09_echo-3_bold.nii.gz'
    ),
    'sub-047/func': (
        'sub-047_task-NA_run-12_echo-2_bold.nii.gz sub-047_task-funcloc_run-08_echo-2_bold.nii.gz '
        'sub-047_task-rest_run-07_echo-3_bold.nii.gz'
    ),
    'sub-050/func': (
        'sub-050_task-NA_run-11_echo-1_bold.nii.gz sub-050_task-NA_run-11_echo-2_bold.nii.gz '
        'sub-050_task-brush_run-09_echo-1_bold.nii.gz sub-050_task-brush_run-09_echo-2_bold.nii.gz '
        'sub-050_task-brush_run-09_echo-3_bold.nii.gz'
    ),
    'sub-051/func': (
        'sub-051_task-NA_run-09_echo-2_bold.nii.gz sub-051_task-morph_run-08_echo-3_bold.nii.gz '
        'sub-051_task-pain_run-07_echo-2_bold.nii.gz sub-051_task-rest_run-04_echo-2_bold.nii.gz'
    ),
    'sub-054/func': (
        'sub-054_task-NA_run-09_echo-1_bold.nii.gz sub-054_task-pain_run-06_echo-2_bold.nii.gz '
        'sub-054_task-pain_run-06_echo-3_bold.nii.gz'
    ),
    'sub-055/func': (
        'sub-055_task-NA_run-10_echo-2_bold.nii.gz sub-055_task-morph_run-09_echo-3_bold.nii.gz '
        'sub-055_task-rest_run-04_echo-2_bold.nii.gz'
    ),
    'sub-057/func': (
        'sub-057_task-NA_run-10_echo-2_bold.nii.gz sub-057_task-NA_run-10_echo-3_bold.nii.gz '
        'sub-057_task-morph_run-09_echo-1_bold.nii.gz sub-057_task-morph_run-09_echo-2_bold.nii.gz '
        'sub-057_task-rest_run-05_echo-3_bold.nii.gz'
    ),
    'sub-058/func': (
        'sub-058_task-funcloc_run-05_echo-3_bold.nii.gz sub-058_task-morph_run-08_echo-3_bold.nii.gz '
        'sub-058_task-pain_run-06_echo-2_bold.nii.gz'
    ),
    'sub-059/func': (
        'sub-059_task-brush_run-06_echo-3_bold.nii.gz sub-059_task-funcloc_run-05_echo-1_bold.nii.gz '
        'sub-059_task-funcloc_run-05_echo-2_bold.nii.gz sub-059_task-morph_run-08_echo-3_bold.nii.gz '
        'sub-059_task-pain_run-07_echo-1_bold.nii.gz sub-059_task-pain_run-07_echo-2_bold.nii.gz'
    ),
    'sub-060/func': (
        'sub-060_task-NA_run-09_echo-1_bold.nii.gz sub-060_task-brush_run-07_echo-3_bold.nii.gz '
        'sub-060_task-pain_run-06_echo-3_bold.nii.gz sub-060_task-rest_run-04_echo-3_bold.nii.gz'
    ),
    'sub-061/func': (
        'sub-061_task-brush_run-06_echo-1_bold.nii.gz sub-061_task-brush_run-06_echo-2_bold.nii.gz '
        'sub-061_task-brush_run-06_echo-3_bold.nii.gz sub-061_task-morph_run-08_echo-2_bold.nii.gz '
        'sub-061_task-pain_run-07_echo-1_bold.nii.gz sub-061_task-rest_run-04_echo-1_bold.nii.gz '
        'sub-061_task-rest_run-04_echo-2_bold.nii.gz'
    ),
    'sub-062/func': (
        'sub-062_task-funcloc_run-05_echo-1_bold.nii.gz sub-062_task-morph_run-08_echo-1_bold.nii.gz '
        'sub-062_task-morph_run-08_echo-2_bold.nii.gz sub-062_task-morph_run-08_echo-3_bold.nii.gz'
    ),
    'sub-064/func': (
        'sub-064_task-brush_run-07_echo-1_bold.nii.gz sub-064_task-brush_run-07_echo-3_bold.nii.gz '
        'sub-064_task-funcloc_run-05_echo-3_bold.nii.gz sub-064_task-morph_run-08_echo-1_bold.nii.gz'
    ),
    'sub-065/func': (
        'sub-065_task-NA_run-09_echo-1_bold.nii.gz sub-065_task-NA_run-09_echo-3_bold.nii.gz '
        'sub-065_task-funcloc_run-05_echo-2_bold.nii.gz sub-065_task-pain_run-07_echo-2_bold.nii.gz'
    ),
    'sub-067/func': (
        'sub-067_task-funcloc_run-05_echo-3_bold.nii.gz sub-067_task-morph_run-08_echo-3_bold.nii.gz '
        'sub-067_task-pain_run-07_echo-3_bold.nii.gz'
    ),
    'sub-069/func': (
        'sub-069_task-NA_run-10_echo-1_bold.nii.gz sub-069_task-NA_run-10_echo-2_bold.nii.gz '
        'sub-069_task-brush_run-08_echo-2_bold.nii.gz sub-069_task-pain_run-06_echo-2_bold.nii.gz '
        'sub-069_task-pain_run-07_echo-1_bold.nii.gz sub-069_task-rest_run-04_echo-3_bold.nii.gz'
    ),
    'sub-070/func': (
        'sub-070_task-NA_run-10_echo-1_bold.nii.gz sub-070_task-brush_run-06_echo-1_bold.nii.gz '
        'sub-070_task-brush_run-06_echo-2_bold.nii.gz sub-070_task-morph_run-09_echo-3_bold.nii.gz '
        'sub-070_task-pain_run-08_echo-2_bold.nii.gz'
    ),
    'sub-072/func': (
        'sub-072_task-morph_run-08_echo-3_bold.nii.gz sub-072_task-rest_run-04_echo-1_bold.nii.gz '
        'sub-072_task-rest_run-04_echo-2_bold.nii.gz'
    ),
    'sub-074/func': (
        'sub-074_task-NA_run-10_echo-1_bold.nii.gz sub-074_task-NA_run-10_echo-2_bold.nii.gz '
        'sub-074_task-brush_run-08_echo-1_bold.nii.gz sub-074_task-funcloc_run-06_echo-2_bold.nii.gz'
    ),
    'sub-075/func': (
        'sub-075_task-morph_run-08_echo-1_bold.nii.gz sub-075_task-pain_run-07_echo-2_bold.nii.gz '
        'sub-075_task-rest_run-04_echo-1_bold.nii.gz'
    ),
    'sub-076/func': (
        'sub-076_task-NA_run-10_echo-3_bold.nii.gz sub-076_task-funcloc_run-05_echo-2_bold.nii.gz '
        'sub-076_task-pain_run-08_echo-3_bold.nii.gz'
    ),
    'sub-080/func': (
        'sub-080_task-brush_run-06_echo-1_bold.nii.gz sub-080_task-morph_run-08_echo-3_bold.nii.gz '
        'sub-080_task-rest_run-04_echo-2_bold.nii.gz'
    ),
    'sub-082/func': (
        'sub-082_task-NA_run-10_echo-1_bold.nii.gz sub-082_task-funcloc_run-05_echo-3_bold.nii.gz '
        'sub-082_task-pain_run-08_echo-3_bold.nii.gz'
    ),
    'sub-083/func': (
        'sub-083_task-brush_run-07_echo-1_bold.nii.gz sub-083_task-funcloc_run-05_echo-3_bold.nii.gz '
        'sub-083_task-rest_run-04_echo-2_bold.nii.gz'
    ),
    'sub-084/func': (
        'sub-084_task-NA_run-09_echo-1_bold.nii.gz sub-084_task-NA_run-09_echo-3_bold.nii.gz '
        'sub-084_task-pain_run-07_echo-1_bold.nii.gz sub-084_task-rest_run-04_echo-1_bold.nii.gz'
    ),
    'sub-085/func': (
        'sub-085_task-NA_run-13_echo-1_bold.nii.gz sub-085_task-funcloc_run-07_echo-3_bold.nii.gz '
        'sub-085_task-pain_run-08_echo-2_bold.nii.gz sub-085_task-pain_run-10_echo-2_bold.nii.gz'
    ),
    'sub-088/func': (
        'sub-088_task-NA_run-10_echo-2_bold.nii.gz sub-088_task-brush_run-07_echo-3_bold.nii.gz '
        'sub-088_task-rest_run-05_echo-3_bold.nii.gz'
    ),
    'sub-089/func': (
        'sub-089_task-NA_run-10_echo-2_bold.nii.gz sub-089_task-funcloc_run-06_echo-1_bold.nii.gz '
        'sub-089_task-funcloc_run-06_echo-3_bold.nii.gz sub-089_task-morph_run-09_echo-1_bold.nii.gz'
    ),
    'sub-090/func': (
        'sub-090_task-NA_run-09_echo-1_bold.nii.gz sub-090_task-brush_run-06_echo-3_bold.nii.gz '
        'sub-090_task-funcloc_run-05_echo-3_bold.nii.gz sub-090_task-pain_run-07_echo-2_bold.nii.gz'
    ),
    'sub-091/func': (
        'sub-091_task-NA_run-09_echo-1_bold.nii.gz sub-091_task-funcloc_run-05_echo-2_bold.nii.gz '
        'sub-091_task-pain_run-06_echo-3_bold.nii.gz sub-091_task-rest_run-04_echo-1_bold.nii.gz '
        'sub-091_task-rest_run-04_echo-3_bold.nii.gz'
    ),
    'sub-093/func': (
        'sub-093_task-NA_run-11_echo-3_bold.nii.gz sub-093_task-morph_run-10_echo-1_bold.nii.gz '
        'sub-093_task-pain_run-08_echo-1_bold.nii.gz sub-093_task-rest_run-06_echo-1_bold.nii.gz'
    ),
    'sub-101/func': (
        'sub-101_task-brush_run-06_echo-2_bold.nii.gz sub-101_task-brush_run-06_echo-3_bold.nii.gz '
        'sub-101_task-brush_run-07_echo-3_bold.nii.gz sub-101_task-pain_run-08_echo-2_bold.nii.gz '
        'sub-101_task-pain_run-09_echo-3_bold.nii.gz'
    ),
    'sub-104/func': (
        'sub-104_task-funcloc_run-05_echo-1_bold.nii.gz sub-104_task-funcloc_run-05_echo-2_bold.nii.gz '
        'sub-104_task-funcloc_run-05_echo-3_bold.nii.gz sub-104_task-morph_run-08_echo-3_bold.nii.gz '
        'sub-104_task-pain_run-06_echo-2_bold.nii.gz sub-104_task-rest_run-04_echo-3_bold.nii.gz'
    ),
    'sub-109/func': (
        'sub-109_task-NA_run-09_echo-1_bold.nii.gz sub-109_task-morph_run-08_echo-2_bold.nii.gz '
        'sub-109_task-pain_run-07_echo-2_bold.nii.gz sub-109_task-rest_run-04_echo-1_bold.nii.gz'
    ),
    'sub-114/func': (
        'sub-114_task-NA_run-09_echo-2_bold.nii.gz sub-114_task-brush_run-07_echo-2_bold.nii.gz '
        'sub-114_task-morph_run-08_echo-2_bold.nii.gz sub-114_task-rest_run-04_echo-1_bold.nii.gz '
        'sub-114_task-rest_run-04_echo-2_bold.nii.gz'
    ),
    'sub-115/func': (
        'sub-115_task-brush_run-06_echo-2_bold.nii.gz sub-115_task-brush_run-06_echo-3_bold.nii.gz '
        'sub-115_task-funcloc_run-05_echo-3_bold.nii.gz sub-115_task-morph_run-08_echo-1_bold.nii.gz '
        'sub-115_task-rest_run-04_echo-3_bold.nii.gz'
    ),
    'sub-121/func': (
        'sub-121_task-brush_run-08_echo-1_bold.nii.gz sub-121_task-funcloc_run-05_echo-1_bold.nii.gz '
        'sub-121_task-rest_run-04_echo-2_bold.nii.gz'
    ),
    'sub-335/func': (
        'sub-335_task-NA_run-09_echo-2_bold.nii.gz sub-335_task-brush_run-06_echo-3_bold.nii.gz '
        'sub-335_task-funcloc_run-05_echo-1_bold.nii.gz sub-335_task-pain_run-07_echo-1_bold.nii.gz'
    ),
}

ME_BOLD_OTHER = {
    '': (
        'README dataset_description.json sub-002/func/sub-002_task-morph_run-09_echo-1_bold.json '
        'sub-006/func/sub-006_task-NA_run-01_events.tsv sub-007/anat/sub-007_T1w.json '
        'sub-007/anat/sub-007_T1w.nii.gz sub-012/func/sub-012_task-pain_run-07_events.tsv '
        'sub-012/func/sub-012_task-rest_run-04_echo-2_bold.json sub-013/anat/sub-013_T1w.json '
        'sub-017/anat/sub-017_T1w.json sub-020/func/sub-020_task-NA_run-16_echo-1_bold.json '
        'sub-020/func/sub-020_task-rest_run-11_echo-2_bold.json '
        'sub-022/func/sub-022_task-pain_run-06_events.json '
        'sub-022/func/sub-022_task-rest_run-04_echo-3_bold.json sub-024/anat/sub-024_T1w.nii.gz '
        'sub-025/anat/sub-025_T1w.json sub-025/func/sub-025_task-morph_run-10_echo-3_bold.json '
        'sub-026/func/sub-026_task-pain_run-08_echo-2_bold.json '
        'sub-027/func/sub-027_task-brush_run-01_events.json '
        'sub-027/func/sub-027_task-funcloc_run-07_echo-1_bold.json '
        'sub-032/func/sub-032_task-funcloc_run-01_events.tsv '
        'sub-032/func/sub-032_task-pain_run-01_events.tsv '
        'sub-034/func/sub-034_task-funcloc_run-05_echo-2_bold.json '
        'sub-034/func/sub-034_task-morph_run-08_events.json sub-035/anat/sub-035_T1w.json '
        'sub-035/func/sub-035_task-pain_run-06_echo-3_bold.json sub-037/anat/sub-037_T1w.json '
        'sub-037/func/sub-037_task-NA_run-01_events.json sub-037/func/sub-037_task-NA_run-01_events.tsv '
        'sub-040/func/sub-040_task-morph_run-10_echo-3_bold.json '
        'sub-042/func/sub-042_task-morph_run-14_events.json '
        'sub-043/func/sub-043_task-brush_run-01_events.json '
        'sub-043/func/sub-043_task-funcloc_run-06_echo-2_bold.json '
        'sub-048/func/sub-048_task-funcloc_run-06_echo-2_bold.json '
        'sub-048/func/sub-048_task-morph_run-09_echo-2_bold.json '
        'sub-049/func/sub-049_task-morph_run-10_echo-3_bold.json '
        'sub-049/func/sub-049_task-rest_run-04_echo-1_bold.json '
        'sub-050/func/sub-050_task-NA_run-11_echo-3_bold.json '
        'sub-051/func/sub-051_task-funcloc_run-05_echo-3_bold.json '
        'sub-051/func/sub-051_task-pain_run-07_echo-3_bold.json sub-054/anat/sub-054_T1w.nii.gz '
        'sub-054/func/sub-054_task-NA_run-09_echo-3_bold.json sub-055/anat/sub-055_T1w.nii.gz '
        'sub-056/func/sub-056_task-funcloc_run-07_echo-1_bold.json '
        'sub-057/func/sub-057_task-funcloc_run-06_echo-1_bold.json '
        'sub-057/func/sub-057_task-pain_run-08_events.json sub-058/anat/sub-058_T1w.json '
        'sub-059/func/sub-059_task-morph_run-08_echo-1_bold.json '
        'sub-061/func/sub-061_task-funcloc_run-01_events.json '
        'sub-062/func/sub-062_task-NA_run-09_echo-2_bold.json '
        'sub-062/func/sub-062_task-pain_run-06_echo-3_bold.json '
        'sub-063/func/sub-063_task-pain_run-01_events.tsv sub-064/anat/sub-064_T1w.json '
        'sub-064/func/sub-064_task-NA_run-01_events.tsv '
        'sub-064/func/sub-064_task-funcloc_run-05_echo-2_bold.json '
        'sub-065/func/sub-065_task-NA_run-01_events.tsv '
        'sub-065/func/sub-065_task-pain_run-07_echo-1_bold.json sub-067/anat/sub-067_T1w.nii.gz '
        'sub-069/func/sub-069_task-NA_run-01_events.tsv sub-069/func/sub-069_task-pain_run-07_events.tsv '
        'sub-070/func/sub-070_task-brush_run-07_echo-2_bold.json '
        'sub-070/func/sub-070_task-morph_run-09_echo-2_bold.json '
        'sub-071/func/sub-071_task-funcloc_run-05_echo-1_bold.json '
        'sub-071/func/sub-071_task-morph_run-08_echo-2_bold.json sub-072/anat/sub-072_T1w.json '
        'sub-075/func/sub-075_task-pain_run-07_events.tsv sub-076/anat/sub-076_T1w.json '
        'sub-078/func/sub-078_task-brush_run-08_events.tsv '
        'sub-078/func/sub-078_task-funcloc_run-01_events.json '
        'sub-080/func/sub-080_task-brush_run-06_echo-1_bold.json '
        'sub-080/func/sub-080_task-rest_run-04_echo-2_bold.json '
        'sub-081/func/sub-081_task-NA_run-12_echo-1_bold.json '
        'sub-081/func/sub-081_task-funcloc_run-01_events.tsv sub-082/anat/sub-082_T1w.nii.gz '
        'sub-083/func/sub-083_task-NA_run-01_events.json '
        'sub-083/func/sub-083_task-morph_run-08_echo-3_bold.json '
        'sub-084/func/sub-084_task-funcloc_run-05_echo-1_bold.json '
        'sub-084/func/sub-084_task-rest_run-04_echo-2_bold.json '
        'sub-085/func/sub-085_task-rest_run-05_echo-3_bold.json '
        'sub-088/func/sub-088_task-pain_run-08_echo-1_bold.json '
        'sub-089/func/sub-089_task-NA_run-01_events.json '
        'sub-090/func/sub-090_task-NA_run-09_echo-3_bold.json '
        'sub-090/func/sub-090_task-pain_run-07_echo-1_bold.json '
        'sub-091/func/sub-091_task-funcloc_run-05_echo-1_bold.json '
        'sub-092/func/sub-092_task-brush_run-08_echo-2_bold.json '
        'sub-092/func/sub-092_task-rest_run-04_echo-1_bold.json '
        'sub-093/func/sub-093_task-rest_run-06_echo-3_bold.json '
        'sub-095/func/sub-095_task-NA_run-11_echo-2_bold.json '
        'sub-097/func/sub-097_task-funcloc_run-01_events.tsv '
        'sub-097/func/sub-097_task-pain_run-07_echo-2_bold.json '
        'sub-098/func/sub-098_task-NA_run-01_events.json sub-098/func/sub-098_task-morph_run-09_events.json '
        'sub-099/anat/sub-099_T1w.nii.gz sub-101/anat/sub-101_T1w.json '
        'sub-101/func/sub-101_task-brush_run-06_echo-1_bold.json '
        'sub-101/func/sub-101_task-rest_run-04_echo-2_bold.json sub-103/anat/sub-103_T1w.nii.gz '
        'sub-103/func/sub-103_task-NA_run-01_events.json sub-104/anat/sub-104_T1w.json '
        'sub-105/anat/sub-105_T1w.json sub-105/anat/sub-105_T1w.nii.gz '
        'sub-107/func/sub-107_task-NA_run-10_echo-1_bold.json '
        'sub-109/func/sub-109_task-NA_run-09_echo-3_bold.json '
        'sub-109/func/sub-109_task-pain_run-07_echo-1_bold.json sub-110/anat/sub-110_T1w.nii.gz '
        'sub-110/func/sub-110_task-error_run-04_echo-1_bold.json '
        'sub-114/func/sub-114_task-funcloc_run-01_events.json sub-116/anat/sub-116_T1w.nii.gz '
        'sub-116/func/sub-116_task-morph_run-08_echo-3_bold.json '
        'sub-116/func/sub-116_task-rest_run-04_echo-2_bold.json sub-118/anat/sub-118_T1w.nii.gz '
        'sub-118/func/sub-118_task-morph_run-08_events.json '
        'sub-120/func/sub-120_task-funcloc_run-05_echo-2_bold.json '
        'sub-335/func/sub-335_task-pain_run-07_echo-3_bold.json '
        'sub-359/func/sub-359_task-pain_run-08_echo-2_bold.json '
        'sub-378/func/sub-378_task-brush_run-08_echo-1_bold.json '
        'sub-378/func/sub-378_task-pain_run-07_echo-3_bold.json'
    ),
    'sub-004/func': (
        'sub-004_task-NA_run-09_echo-1_bold.json sub-004_task-brush_run-07_echo-3_bold.json '
        'sub-004_task-brush_run-07_events.tsv sub-004_task-funcloc_run-05_echo-2_bold.json '
        'sub-004_task-pain_run-06_echo-3_bold.json sub-004_task-pain_run-06_events.tsv '
        'sub-004_task-rest_run-04_echo-1_bold.json sub-004_task-rest_run-04_echo-2_bold.json'
    ),
    'sub-005/func': (
        'sub-005_task-NA_run-10_echo-1_bold.json sub-005_task-NA_run-10_echo-3_bold.json '
        'sub-005_task-brush_run-08_echo-1_bold.json sub-005_task-morph_run-09_echo-2_bold.json '
        'sub-005_task-rest_run-04_echo-3_bold.json'
    ),
    'sub-007/func': (
        'sub-007_task-NA_run-01_events.json sub-007_task-funcloc_run-08_echo-2_bold.json '
        'sub-007_task-pain_run-09_echo-3_bold.json sub-007_task-rest_run-05_echo-1_bold.json'
    ),
    'sub-009/func': (
        'sub-009_task-NA_run-04_echo-3_bold.json sub-009_task-funcloc_run-06_echo-3_bold.json '
        'sub-009_task-morph_run-09_echo-1_bold.json sub-009_task-rest_run-05_echo-1_bold.json'
    ),
    'sub-011/func': (
        'sub-011_task-NA_run-01_events.tsv sub-011_task-brush_run-08_echo-1_bold.json '
        'sub-011_task-rest_run-05_echo-1_bold.json'
    ),
    'sub-013/func': (
        'sub-013_task-brush_run-08_events.tsv sub-013_task-pain_run-09_events.tsv '
        'sub-013_task-rest_run-06_echo-2_bold.json'
    ),
    'sub-014/func': (
        'sub-014_task-NA_run-04_echo-1_bold.json sub-014_task-NA_run-04_echo-3_bold.json '
        'sub-014_task-brush_run-08_echo-1_bold.json sub-014_task-funcloc_run-06_echo-2_bold.json '
        'sub-014_task-funcloc_run-06_echo-3_bold.json sub-014_task-morph_run-09_echo-3_bold.json '
        'sub-014_task-morph_run-09_events.json sub-014_task-pain_run-07_echo-2_bold.json '
        'sub-014_task-pain_run-07_echo-3_bold.json sub-014_task-pain_run-07_events.tsv '
        'sub-014_task-rest_run-05_echo-2_bold.json'
    ),
    'sub-015/func': (
        'sub-015_task-brush_run-06_echo-2_bold.json sub-015_task-brush_run-06_events.tsv '
        'sub-015_task-morph_run-08_echo-2_bold.json'
    ),
    'sub-016/func': (
        'sub-016_task-NA_run-01_events.json sub-016_task-brush_run-01_events.tsv '
        'sub-016_task-pain_run-01_events.tsv'
    ),
    'sub-017/func': (
        'sub-017_task-brush_run-08_echo-2_bold.json sub-017_task-brush_run-08_events.tsv '
        'sub-017_task-pain_run-09_echo-3_bold.json sub-017_task-pain_run-09_events.tsv'
    ),
    'sub-018/func': (
        'sub-018_task-NA_run-01_events.json sub-018_task-brush_run-10_echo-1_bold.json '
        'sub-018_task-rest_run-04_echo-3_bold.json sub-018_task-rest_run-07_echo-3_bold.json'
    ),
    'sub-019/func': (
        'sub-019_task-brush_run-07_events.tsv sub-019_task-rest_run-04_echo-1_bold.json '
        'sub-019_task-rest_run-04_echo-2_bold.json'
    ),
    'sub-021/func': (
        'sub-021_task-brush_run-06_events.tsv sub-021_task-funcloc_run-05_echo-2_bold.json '
        'sub-021_task-morph_run-08_events.tsv'
    ),
    'sub-023/func': (
        'sub-023_task-NA_run-10_echo-2_bold.json sub-023_task-funcloc_run-06_echo-1_bold.json '
        'sub-023_task-funcloc_run-06_echo-3_bold.json'
    ),
    'sub-024/func': (
        'sub-024_task-NA_run-10_echo-2_bold.json sub-024_task-brush_run-07_echo-3_bold.json '
        'sub-024_task-funcloc_run-06_echo-3_bold.json sub-024_task-pain_run-08_echo-3_bold.json'
    ),
    'sub-030/func': (
        'sub-030_task-NA_run-09_echo-3_bold.json sub-030_task-brush_run-06_echo-3_bold.json '
        'sub-030_task-morph_run-08_echo-3_bold.json'
    ),
    'sub-033/func': (
        'sub-033_task-NA_run-01_events.json sub-033_task-brush_run-01_events.json '
        'sub-033_task-funcloc_run-05_echo-1_bold.json sub-033_task-morph_run-08_events.json '
        'sub-033_task-pain_run-06_echo-1_bold.json sub-033_task-pain_run-06_echo-3_bold.json'
    ),
    'sub-036/func': (
        'sub-036_task-funcloc_run-01_events.tsv sub-036_task-morph_run-08_echo-2_bold.json '
        'sub-036_task-pain_run-07_echo-1_bold.json sub-036_task-rest_run-04_echo-2_bold.json'
    ),
    'sub-039/func': (
        'sub-039_task-morph_run-09_echo-2_bold.json sub-039_task-pain_run-07_echo-2_bold.json '
        'sub-039_task-pain_run-07_events.json'
    ),
    'sub-044/func': (
        'sub-044_task-NA_run-01_events.json sub-044_task-funcloc_run-07_echo-2_bold.json '
        'sub-044_task-funcloc_run-07_echo-3_bold.json'
    ),
    'sub-046/func': (
        'sub-046_task-NA_run-01_events.tsv sub-046_task-brush_run-07_echo-2_bold.json '
        'sub-046_task-funcloc_run-01_events.json sub-046_task-morph_run-08_echo-1_bold.json '
        'sub-046_task-morph_run-08_echo-2_bold.json sub-046_task-pain_run-06_echo-1_bold.json'
    ),
    'sub-052/func': (
        'sub-052_task-brush_run-08_echo-3_bold.json sub-052_task-funcloc_run-01_events.json '
        'sub-052_task-pain_run-07_events.tsv'
    ),
    'sub-055/func': (
        'sub-055_task-NA_run-10_echo-1_bold.json sub-055_task-NA_run-10_echo-2_bold.json '
        'sub-055_task-brush_run-07_echo-2_bold.json sub-055_task-pain_run-08_events.json'
    ),
    'sub-058/func': (
        'sub-058_task-NA_run-01_events.tsv sub-058_task-brush_run-07_events.json '
        'sub-058_task-rest_run-04_echo-1_bold.json'
    ),
    'sub-066/func': (
        'sub-066_task-NA_run-09_echo-2_bold.json sub-066_task-funcloc_run-01_events.tsv '
        'sub-066_task-rest_run-04_echo-3_bold.json'
    ),
    'sub-067/func': (
        'sub-067_task-brush_run-06_echo-2_bold.json sub-067_task-brush_run-06_echo-3_bold.json '
        'sub-067_task-pain_run-07_echo-1_bold.json'
    ),
    'sub-068/func': (
        'sub-068_task-NA_run-11_echo-2_bold.json sub-068_task-brush_run-06_echo-2_bold.json '
        'sub-068_task-funcloc_run-01_events.tsv sub-068_task-morph_run-10_echo-2_bold.json'
    ),
    'sub-072/func': (
        'sub-072_task-NA_run-01_events.json sub-072_task-NA_run-09_echo-3_bold.json '
        'sub-072_task-funcloc_run-01_events.json'
    ),
    'sub-076/func': (
        'sub-076_task-morph_run-09_echo-1_bold.json sub-076_task-morph_run-09_events.tsv '
        'sub-076_task-pain_run-08_echo-3_bold.json'
    ),
    'sub-077/func': (
        'sub-077_task-NA_run-09_echo-3_bold.json sub-077_task-funcloc_run-05_echo-2_bold.json '
        'sub-077_task-morph_run-08_echo-1_bold.json sub-077_task-morph_run-08_events.json '
        'sub-077_task-morph_run-08_events.tsv'
    ),
    'sub-079/func': (
        'sub-079_task-NA_run-09_echo-1_bold.json sub-079_task-brush_run-07_events.json '
        'sub-079_task-funcloc_run-05_echo-1_bold.json sub-079_task-morph_run-08_echo-1_bold.json'
    ),
    'sub-082/func': (
        'sub-082_task-brush_run-07_echo-1_bold.json sub-082_task-funcloc_run-01_events.tsv '
        'sub-082_task-funcloc_run-05_echo-1_bold.json sub-082_task-morph_run-09_echo-3_bold.json '
        'sub-082_task-rest_run-04_echo-3_bold.json'
    ),
    'sub-086/func': (
        'sub-086_task-NA_run-01_events.tsv sub-086_task-funcloc_run-05_echo-2_bold.json '
        'sub-086_task-morph_run-08_echo-1_bold.json sub-086_task-morph_run-08_echo-3_bold.json '
        'sub-086_task-pain_run-07_events.tsv'
    ),
    'sub-087/func': (
        'sub-087_task-funcloc_run-01_events.tsv sub-087_task-funcloc_run-05_echo-2_bold.json '
        'sub-087_task-morph_run-08_echo-3_bold.json sub-087_task-pain_run-06_events.tsv'
    ),
    'sub-094/func': (
        'sub-094_task-NA_run-01_events.json sub-094_task-NA_run-01_events.tsv '
        'sub-094_task-funcloc_run-16_echo-3_bold.json'
    ),
    'sub-096/func': (
        'sub-096_task-NA_run-10_echo-2_bold.json sub-096_task-brush_run-07_echo-2_bold.json '
        'sub-096_task-morph_run-09_echo-1_bold.json sub-096_task-rest_run-04_echo-1_bold.json'
    ),
    'sub-099/func': (
        'sub-099_task-NA_run-09_echo-2_bold.json sub-099_task-funcloc_run-01_events.json '
        'sub-099_task-pain_run-07_echo-2_bold.json sub-099_task-rest_run-04_echo-2_bold.json'
    ),
    'sub-100/func': (
        'sub-100_task-brush_run-07_echo-1_bold.json sub-100_task-morph_run-08_echo-1_bold.json '
        'sub-100_task-rest_run-04_echo-1_bold.json'
    ),
    'sub-102/func': (
        'sub-102_task-NA_run-10_echo-1_bold.json sub-102_task-NA_run-10_echo-2_bold.json '
        'sub-102_task-pain_run-07_echo-1_bold.json sub-102_task-pain_run-07_echo-3_bold.json '
        'sub-102_task-rest_run-04_echo-1_bold.json'
    ),
    'sub-104/func': (
        'sub-104_task-NA_run-09_echo-1_bold.json sub-104_task-brush_run-07_events.tsv '
        'sub-104_task-morph_run-08_events.tsv sub-104_task-rest_run-04_echo-2_bold.json'
    ),
    'sub-105/func': (
        'sub-105_task-morph_run-09_events.json sub-105_task-rest_run-04_echo-1_bold.json '
        'sub-105_task-rest_run-04_echo-3_bold.json'
    ),
    'sub-106/func': (
        'sub-106_task-funcloc_run-05_echo-1_bold.json sub-106_task-morph_run-08_echo-1_bold.json '
        'sub-106_task-pain_run-01_events.tsv'
    ),
    'sub-108/func': (
        'sub-108_task-NA_run-01_events.json sub-108_task-morph_run-08_echo-3_bold.json '
        'sub-108_task-morph_run-08_events.tsv sub-108_task-rest_run-04_echo-2_bold.json'
    ),
    'sub-115/func': (
        'sub-115_task-brush_run-06_events.tsv sub-115_task-pain_run-07_echo-2_bold.json '
        'sub-115_task-pain_run-07_echo-3_bold.json'
    ),
    'sub-121/func': (
        'sub-121_task-NA_run-01_events.tsv sub-121_task-NA_run-10_echo-3_bold.json '
        'sub-121_task-funcloc_run-05_echo-2_bold.json sub-121_task-pain_run-01_events.json '
        'sub-121_task-rest_run-04_echo-3_bold.json'
    ),
    'sub-394/func': (
        'sub-394_task-NA_run-10_echo-1_bold.json sub-394_task-NA_run-12_echo-2_bold.json '
        'sub-394_task-pain_run-01_events.tsv'
    ),
}

GLIOMA_Z_KIND = {
    '': (
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BA3/sub-BA3_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BA4/sub-BA4_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BA4/sub-BA4_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO1/sub-BO1_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO102/sub-BO102_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO104/sub-BO104_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO104/sub-BO104_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO108/sub-BO108_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO110/sub-BO110_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO114/sub-BO114_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO120/sub-BO120_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO121/sub-BO121_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO122/sub-BO122_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO122/sub-BO122_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO124/sub-BO124_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO125/sub-BO125_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO127/sub-BO127_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO129/sub-BO129_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO133/sub-BO133_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO134/sub-BO134_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO135/sub-BO135_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO136/sub-BO136_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO138/sub-BO138_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO139/sub-BO139_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO14/sub-BO14_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO143/sub-BO143_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO143/sub-BO143_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO145/sub-BO145_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO146/sub-BO146_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO148/sub-BO148_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO148/sub-BO148_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO149/sub-BO149_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO153/sub-BO153_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO154/sub-BO154_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO156/sub-BO156_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO158/sub-BO158_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO158/sub-BO158_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO159/sub-BO159_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO16/sub-BO16_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO166/sub-BO166_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO166/sub-BO166_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO167/sub-BO167_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO169/sub-BO169_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO169/sub-BO169_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO17/sub-BO17_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO170/sub-BO170_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO171/sub-BO171_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO173/sub-BO173_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO174/sub-BO174_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO175/sub-BO175_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO177/sub-BO177_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO177/sub-BO177_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO178/sub-BO178_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO179/sub-BO179_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO18/sub-BO18_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO181/sub-BO181_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO183/sub-BO183_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO184/sub-BO184_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO187/sub-BO187_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO188/sub-BO188_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO190/sub-BO190_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO192/sub-BO192_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO194/sub-BO194_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO194/sub-BO194_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO195/sub-BO195_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO195/sub-BO195_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO197/sub-BO197_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO199/sub-BO199_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO2/sub-BO2_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO200/sub-BO200_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO203/sub-BO203_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO203/sub-BO203_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO21/sub-BO21_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO28/sub-BO28_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO30/sub-BO30_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO30/sub-BO30_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO38/sub-BO38_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO39/sub-BO39_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO41/sub-BO41_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO41/sub-BO41_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO43/sub-BO43_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO44/sub-BO44_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO45/sub-BO45_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO46/sub-BO46_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO50/sub-BO50_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO53/sub-BO53_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO57/sub-BO57_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO57/sub-BO57_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO6/sub-BO6_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO60/sub-BO60_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO61/sub-BO61_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO62/sub-BO62_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO66/sub-BO66_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO67/sub-BO67_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO68/sub-BO68_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO7/sub-BO7_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO71/sub-BO71_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO72/sub-BO72_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO77/sub-BO77_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO77/sub-BO77_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO79/sub-BO79_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO8/sub-BO8_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO80/sub-BO80_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO80/sub-BO80_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO84/sub-BO84_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO87/sub-BO87_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO88/sub-BO88_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO89/sub-BO89_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO9/sub-BO9_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO90/sub-BO90_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO90/sub-BO90_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO91/sub-BO91_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO92/sub-BO92_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO99/sub-BO99_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-FO01/sub-FO01_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-FO02/sub-FO02_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-FO05/sub-FO05_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-FO06/sub-FO06_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-FO09/sub-FO09_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-FO13/sub-FO13_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-JS04/sub-JS04_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-JS04/sub-JS04_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-JS05/sub-JS05_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-JS07/sub-JS07_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-JS09/sub-JS09_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-JS09/sub-JS09_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-JS21/sub-JS21_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-JS21/sub-JS21_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-JS23/sub-JS23_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA02/sub-KA02_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA02/sub-KA02_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA03/sub-KA03_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA06/sub-KA06_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA07/sub-KA07_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA08/sub-KA08_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA105/sub-KA105_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA105/sub-KA105_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA107/sub-KA107_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA107/sub-KA107_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA13/sub-KA13_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA13/sub-KA13_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA18/sub-KA18_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA20/sub-KA20_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA27/sub-KA27_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA27/sub-KA27_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA28/sub-KA28_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA29/sub-KA29_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA30/sub-KA30_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA32/sub-KA32_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA33/sub-KA33_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA33/sub-KA33_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA34/sub-KA34_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA34/sub-KA34_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA35/sub-KA35_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA35/sub-KA35_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA36/sub-KA36_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA36/sub-KA36_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA38/sub-KA38_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA38/sub-KA38_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA39/sub-KA39_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA41/sub-KA41_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA41/sub-KA41_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA42/sub-KA42_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA44/sub-KA44_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA45/sub-KA45_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA46/sub-KA46_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA46/sub-KA46_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA47/sub-KA47_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA47/sub-KA47_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA49/sub-KA49_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA49/sub-KA49_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA50/sub-KA50_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA51/sub-KA51_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA53/sub-KA53_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA54/sub-KA54_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA60/sub-KA60_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA60/sub-KA60_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA64/sub-KA64_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA65/sub-KA65_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA67/sub-KA67_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA67/sub-KA67_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA68/sub-KA68_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA70/sub-KA70_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA71/sub-KA71_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA72/sub-KA72_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA72/sub-KA72_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA73/sub-KA73_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA73/sub-KA73_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA77/sub-KA77_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA77/sub-KA77_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA79/sub-KA79_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA88/sub-KA88_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA96/sub-KA96_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-ME2/sub-ME2_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-ME3/sub-ME3_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-ME4/sub-ME4_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-ME5/sub-ME5_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK04/sub-NSK04_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK04/sub-NSK04_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK07/sub-NSK07_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK07/sub-NSK07_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK11/sub-NSK11_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK14/sub-NSK14_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK15/sub-NSK15_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK17/sub-NSK17_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK19/sub-NSK19_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK19/sub-NSK19_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK20/sub-NSK20_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK20/sub-NSK20_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK23/sub-NSK23_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK23/sub-NSK23_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK24/sub-NSK24_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK25/sub-NSK25_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK28/sub-NSK28_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK29/sub-NSK29_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK30/sub-NSK30_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK31/sub-NSK31_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK32/sub-NSK32_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK34/sub-NSK34_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK37/sub-NSK37_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK37/sub-NSK37_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK38/sub-NSK38_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK41/sub-NSK41_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK45/sub-NSK45_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK47/sub-NSK47_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK48/sub-NSK48_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK48/sub-NSK48_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK51/sub-NSK51_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK54/sub-NSK54_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK54/sub-NSK54_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK61/sub-NSK61_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK61/sub-NSK61_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-TO047/sub-TO047_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-TO050/sub-TO050_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-TO057/sub-TO057_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-TO065/sub-TO065_flair_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-TO065/sub-TO065_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-TO077/sub-TO077_t1ce_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-TO077/sub-TO077_t2_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-TO086/sub-TO086_t1_MNI152_brain_n4_Z.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-TO086/sub-TO086_t1ce_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO112': (
        'sub-BO112_t1_MNI152_brain_n4_Z.nii.gz sub-BO112_t1ce_MNI152_brain_n4_Z.nii.gz '
        'sub-BO112_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO115': (
        'sub-BO115_flair_MNI152_brain_n4_Z.nii.gz sub-BO115_t1ce_MNI152_brain_n4_Z.nii.gz '
        'sub-BO115_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO119': (
        'sub-BO119_t1_MNI152_brain_n4_Z.nii.gz sub-BO119_t1ce_MNI152_brain_n4_Z.nii.gz '
        'sub-BO119_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO130': (
        'sub-BO130_flair_MNI152_brain_n4_Z.nii.gz sub-BO130_t1_MNI152_brain_n4_Z.nii.gz '
        'sub-BO130_t1ce_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO180': (
        'sub-BO180_flair_MNI152_brain_n4_Z.nii.gz sub-BO180_t1_MNI152_brain_n4_Z.nii.gz '
        'sub-BO180_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO186': (
        'sub-BO186_flair_MNI152_brain_n4_Z.nii.gz sub-BO186_t1_MNI152_brain_n4_Z.nii.gz '
        'sub-BO186_t1ce_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO196': (
        'sub-BO196_flair_MNI152_brain_n4_Z.nii.gz sub-BO196_t1ce_MNI152_brain_n4_Z.nii.gz '
        'sub-BO196_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO4': (
        'sub-BO4_flair_MNI152_brain_n4_Z.nii.gz sub-BO4_t1ce_MNI152_brain_n4_Z.nii.gz '
        'sub-BO4_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-BO55': (
        'sub-BO55_flair_MNI152_brain_n4_Z.nii.gz sub-BO55_t1_MNI152_brain_n4_Z.nii.gz '
        'sub-BO55_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-FO08': (
        'sub-FO08_flair_MNI152_brain_n4_Z.nii.gz sub-FO08_t1ce_MNI152_brain_n4_Z.nii.gz '
        'sub-FO08_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA22': (
        'sub-KA22_flair_MNI152_brain_n4_Z.nii.gz sub-KA22_t1ce_MNI152_brain_n4_Z.nii.gz '
        'sub-KA22_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA26': (
        'sub-KA26_flair_MNI152_brain_n4_Z.nii.gz sub-KA26_t1_MNI152_brain_n4_Z.nii.gz '
        'sub-KA26_t1ce_MNI152_brain_n4_Z.nii.gz sub-KA26_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA40': (
        'sub-KA40_flair_MNI152_brain_n4_Z.nii.gz sub-KA40_t1ce_MNI152_brain_n4_Z.nii.gz '
        'sub-KA40_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA62': (
        'sub-KA62_flair_MNI152_brain_n4_Z.nii.gz sub-KA62_t1ce_MNI152_brain_n4_Z.nii.gz '
        'sub-KA62_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA85': (
        'sub-KA85_flair_MNI152_brain_n4_Z.nii.gz sub-KA85_t1_MNI152_brain_n4_Z.nii.gz '
        'sub-KA85_t1ce_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-KA86': (
        'sub-KA86_flair_MNI152_brain_n4_Z.nii.gz sub-KA86_t1_MNI152_brain_n4_Z.nii.gz '
        'sub-KA86_t1ce_MNI152_brain_n4_Z.nii.gz sub-KA86_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-ME1': (
        'sub-ME1_flair_MNI152_brain_n4_Z.nii.gz sub-ME1_t1ce_MNI152_brain_n4_Z.nii.gz '
        'sub-ME1_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK43': (
        'sub-NSK43_t1_MNI152_brain_n4_Z.nii.gz sub-NSK43_t1ce_MNI152_brain_n4_Z.nii.gz '
        'sub-NSK43_t2_MNI152_brain_n4_Z.nii.gz'
    ),
    'derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-NSK46': (
        'sub-NSK46_flair_MNI152_brain_n4_Z.nii.gz sub-NSK46_t1_MNI152_brain_n4_Z.nii.gz '
        'sub-NSK46_t1ce_MNI152_brain_n4_Z.nii.gz'
    ),
}

GLIOMA_Z_OTHER = {
    '': (
        'dataset_description.json derivatives/processing/sub-BA2/sub-BA2_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO104/sub-BO104_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO115/sub-BO115_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO118/sub-BO118_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO119/sub-BO119_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO121/sub-BO121_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO125/sub-BO125_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO126/sub-BO126_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO127/sub-BO127_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO127/sub-BO127_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO129/sub-BO129_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO130/sub-BO130_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO133/sub-BO133_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO137/sub-BO137_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO14/sub-BO14_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO141/sub-BO141_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO158/sub-BO158_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO165/sub-BO165_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO168/sub-BO168_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO17/sub-BO17_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO175/sub-BO175_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO180/sub-BO180_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO181/sub-BO181_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO187/sub-BO187_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO191/sub-BO191_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO193/sub-BO193_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO203/sub-BO203_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO38/sub-BO38_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO39/sub-BO39_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO4/sub-BO4_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO47/sub-BO47_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO56/sub-BO56_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO57/sub-BO57_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO6/sub-BO6_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO60/sub-BO60_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO62/sub-BO62_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO68/sub-BO68_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO69/sub-BO69_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO7/sub-BO7_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO70/sub-BO70_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO71/sub-BO71_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO72/sub-BO72_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO73/sub-BO73_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO76/sub-BO76_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO81/sub-BO81_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO82/sub-BO82_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO87/sub-BO87_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO92/sub-BO92_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO93/sub-BO93_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO95/sub-BO95_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-BO99/sub-BO99_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-FO06/sub-FO06_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-FO08/sub-FO08_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-JS02/sub-JS02_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-JS04/sub-JS04_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-JS09/sub-JS09_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-JS21/sub-JS21_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA106/sub-KA106_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA107/sub-KA107_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA20/sub-KA20_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA30/sub-KA30_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA31/sub-KA31_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA33/sub-KA33_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA42/sub-KA42_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA48/sub-KA48_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA50/sub-KA50_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA53/sub-KA53_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA74/sub-KA74_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA77/sub-KA77_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA83/sub-KA83_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA86/sub-KA86_flair_MNI152_brain.nii.gz '
        'derivatives/processing/sub-KA88/sub-KA88_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-ME1/sub-ME1_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-ME3/sub-ME3_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-ME5/sub-ME5_t2_MNI152_brain.nii.gz '
        'derivatives/processing/sub-NSK05/sub-NSK05_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-NSK11/sub-NSK11_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-NSK15/sub-NSK15_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-NSK20/sub-NSK20_t1_MNI152_brain.nii.gz '
        'derivatives/processing/sub-NSK28/sub-NSK28_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-NSK51/sub-NSK51_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-NSK61/sub-NSK61_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing/sub-TO019/sub-TO019_t1ce_MNI152_brain.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO119/sub-BO119_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO120/sub-BO120_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO123/sub-BO123_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO135/sub-BO135_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO139/sub-BO139_flair_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO141/sub-BO141_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO144/sub-BO144_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO146/sub-BO146_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO15/sub-BO15_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO15/sub-BO15_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO150/sub-BO150_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO152/sub-BO152_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO161/sub-BO161_flair_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO163/sub-BO163_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO167/sub-BO167_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO177/sub-BO177_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO187/sub-BO187_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO19/sub-BO19_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO191/sub-BO191_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO194/sub-BO194_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO195/sub-BO195_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO196/sub-BO196_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO197/sub-BO197_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO50/sub-BO50_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO50/sub-BO50_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO54/sub-BO54_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO55/sub-BO55_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO61/sub-BO61_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO72/sub-BO72_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO81/sub-BO81_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO84/sub-BO84_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO90/sub-BO90_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO99/sub-BO99_flair_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-BO99/sub-BO99_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-JS02/sub-JS02_flair_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-JS05/sub-JS05_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-JS07/sub-JS07_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-JS16/sub-JS16_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-JS16/sub-JS16_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-JS21/sub-JS21_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-KA25/sub-KA25_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-KA26/sub-KA26_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-KA45/sub-KA45_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-KA49/sub-KA49_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-KA53/sub-KA53_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-KA71/sub-KA71_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-KA75/sub-KA75_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-KA82/sub-KA82_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-KA84/sub-KA84_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-KA89/sub-KA89_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-ME7/sub-ME7_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-NSK07/sub-NSK07_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-NSK09/sub-NSK09_t2_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-NSK28/sub-NSK28_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-NSK29/sub-NSK29_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-NSK30/sub-NSK30_flair_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-NSK30/sub-NSK30_t1_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-NSK31/sub-NSK31_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-NSK43/sub-NSK43_t1ce_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-NSK54/sub-NSK54_flair_MNI152_brain_n4.nii.gz '
        'derivatives/processing_MNI152_skull-stripped_N4/processing_MNI152_skull-stripped_N4/sub-TO063/sub-TO063_flair_MNI152_brain_n4.nii.gz '
        'derivatives/segmentation/sub-BA4/sub-BA4_MNI152_tumor-mask.nii.gz '
        'derivatives/segmentation/sub-BO108/sub-BO108_MNI152_tumor-mask.nii.gz '
        'derivatives/segmentation/sub-BO116/sub-BO116_MNI152_tumor-mask.nii.gz '
        'derivatives/segmentation/sub-BO129/sub-BO129_MNI152_tumor-mask.nii.gz '
        'derivatives/segmentation/sub-BO165/sub-BO165_MNI152_tumor-mask.nii.gz '
        'derivatives/segmentation/sub-BO21/sub-BO21_MNI152_tumor-mask.nii.gz '
        'derivatives/segmentation/sub-JS18/sub-JS18_MNI152_tumor-mask.nii.gz '
        'derivatives/segmentation/sub-KA49/sub-KA49_MNI152_tumor-mask.nii.gz '
        'derivatives/segmentation/sub-ME1/sub-ME1_MNI152_tumor-mask.nii.gz '
        'derivatives/segmentation/sub-NSK61/sub-NSK61_MNI152_tumor-mask.nii.gz '
        'derivatives/segmentation/sub-TO019/sub-TO019_MNI152_tumor-mask.nii.gz '
        'derivatives/segmentation/sub-TO057/sub-TO057_MNI152_tumor-mask.nii.gz '
        'derivatives/segmentation/sub-TO059/sub-TO059_MNI152_tumor-mask.nii.gz '
        'sub-BA3/anat/sub-BA3_run-02_T1w.nii.gz sub-BO100/anat/sub-BO100_run-02_T1w.json '
        'sub-BO105/anat/sub-BO105_run-01_T1w.nii.gz sub-BO108/anat/sub-BO108_run-02_T1w.nii.gz '
        'sub-BO11/anat/sub-BO11_T2w.json sub-BO112/anat/sub-BO112_run-01_T1w.nii.gz '
        'sub-BO112/anat/sub-BO112_run-02_T1w.json sub-BO114/anat/sub-BO114_FLAIR.nii.gz '
        'sub-BO115/anat/sub-BO115_run-02_T1w.nii.gz sub-BO116/anat/sub-BO116_FLAIR.nii.gz '
        'sub-BO119/anat/sub-BO119_T2w.nii.gz sub-BO122/anat/sub-BO122_FLAIR.json '
        'sub-BO122/anat/sub-BO122_run-01_T1w.nii.gz sub-BO124/anat/sub-BO124_FLAIR.json '
        'sub-BO125/anat/sub-BO125_T2w.json sub-BO128/anat/sub-BO128_T2w.nii.gz '
        'sub-BO135/anat/sub-BO135_run-02_T1w.nii.gz sub-BO139/anat/sub-BO139_T2w.json '
        'sub-BO14/anat/sub-BO14_run-01_T1w.nii.gz sub-BO145/anat/sub-BO145_run-01_T1w.json '
        'sub-BO146/anat/sub-BO146_run-01_T1w.json sub-BO149/anat/sub-BO149_run-01_T1w.nii.gz '
        'sub-BO15/anat/sub-BO15_FLAIR.nii.gz sub-BO17/anat/sub-BO17_T2w.nii.gz '
        'sub-BO170/anat/sub-BO170_run-01_T1w.json sub-BO174/anat/sub-BO174_run-02_T1w.json '
        'sub-BO175/anat/sub-BO175_run-01_T1w.nii.gz sub-BO176/anat/sub-BO176_run-01_T1w.json '
        'sub-BO179/anat/sub-BO179_run-01_T1w.json sub-BO180/anat/sub-BO180_FLAIR.json '
        'sub-BO180/anat/sub-BO180_run-01_T1w.json sub-BO186/anat/sub-BO186_run-01_T1w.nii.gz '
        'sub-BO187/anat/sub-BO187_FLAIR.json sub-BO192/anat/sub-BO192_FLAIR.json '
        'sub-BO193/anat/sub-BO193_T2w.nii.gz sub-BO194/anat/sub-BO194_T2w.nii.gz '
        'sub-BO195/anat/sub-BO195_FLAIR.nii.gz sub-BO199/anat/sub-BO199_run-01_T1w.nii.gz '
        'sub-BO203/anat/sub-BO203_FLAIR.json sub-BO21/anat/sub-BO21_run-01_T1w.json '
        'sub-BO22/anat/sub-BO22_run-01_T1w.json sub-BO28/anat/sub-BO28_FLAIR.nii.gz '
        'sub-BO29/anat/sub-BO29_run-02_T1w.json sub-BO31/anat/sub-BO31_FLAIR.nii.gz '
        'sub-BO31/anat/sub-BO31_T2w.nii.gz sub-BO32/anat/sub-BO32_run-01_T1w.nii.gz '
        'sub-BO37/anat/sub-BO37_T2w.json sub-BO37/anat/sub-BO37_run-02_T1w.nii.gz '
        'sub-BO43/anat/sub-BO43_FLAIR.nii.gz sub-BO50/anat/sub-BO50_run-01_T1w.json '
        'sub-BO54/anat/sub-BO54_FLAIR.nii.gz sub-BO54/anat/sub-BO54_T2w.json '
        'sub-BO61/anat/sub-BO61_T2w.nii.gz sub-BO62/anat/sub-BO62_T2w.nii.gz '
        'sub-BO67/anat/sub-BO67_run-01_T1w.json sub-BO68/anat/sub-BO68_FLAIR.json '
        'sub-BO68/anat/sub-BO68_run-01_T1w.json sub-BO7/anat/sub-BO7_T2w.json '
        'sub-BO73/anat/sub-BO73_run-01_T1w.json sub-BO73/anat/sub-BO73_run-02_T1w.nii.gz '
        'sub-BO76/anat/sub-BO76_run-02_T1w.nii.gz sub-BO79/anat/sub-BO79_run-02_T1w.json '
        'sub-BO86/anat/sub-BO86_T2w.nii.gz sub-BO89/anat/sub-BO89_FLAIR.json '
        'sub-BO95/anat/sub-BO95_run-02_T1w.nii.gz sub-FO01/anat/sub-FO01_run-01_T1w.json '
        'sub-FO09/anat/sub-FO09_run-01_T1w.json sub-JS04/anat/sub-JS04_run-02_T1w.json '
        'sub-JS09/anat/sub-JS09_run-01_T1w.json sub-KA05/anat/sub-KA05_FLAIR.json '
        'sub-KA08/anat/sub-KA08_FLAIR.nii.gz sub-KA12/anat/sub-KA12_T2w.json '
        'sub-KA12/anat/sub-KA12_run-02_T1w.nii.gz sub-KA14/anat/sub-KA14_run-01_T1w.nii.gz '
        'sub-KA20/anat/sub-KA20_FLAIR.nii.gz sub-KA26/anat/sub-KA26_T2w.json '
        'sub-KA28/anat/sub-KA28_FLAIR.json sub-KA29/anat/sub-KA29_run-02_T1w.json '
        'sub-KA32/anat/sub-KA32_run-01_T1w.nii.gz sub-KA32/anat/sub-KA32_run-02_T1w.json '
        'sub-KA35/anat/sub-KA35_T2w.nii.gz sub-KA36/anat/sub-KA36_run-01_T1w.json '
        'sub-KA39/anat/sub-KA39_T2w.json sub-KA42/anat/sub-KA42_FLAIR.json '
        'sub-KA44/anat/sub-KA44_FLAIR.nii.gz sub-KA46/anat/sub-KA46_FLAIR.json '
        'sub-KA47/anat/sub-KA47_T2w.nii.gz sub-KA49/anat/sub-KA49_FLAIR.json '
        'sub-KA49/anat/sub-KA49_run-02_T1w.json sub-KA51/anat/sub-KA51_T2w.nii.gz '
        'sub-KA57/anat/sub-KA57_run-02_T1w.json sub-KA62/anat/sub-KA62_T2w.json '
        'sub-KA62/anat/sub-KA62_T2w.nii.gz sub-KA67/anat/sub-KA67_run-01_T1w.nii.gz '
        'sub-KA68/anat/sub-KA68_FLAIR.json sub-KA74/anat/sub-KA74_T2w.nii.gz '
        'sub-KA75/anat/sub-KA75_T2w.nii.gz sub-KA78/anat/sub-KA78_T2w.json '
        'sub-KA81/anat/sub-KA81_run-01_T1w.nii.gz sub-KA83/anat/sub-KA83_T2w.nii.gz '
        'sub-KA83/anat/sub-KA83_run-02_T1w.nii.gz sub-KA84/anat/sub-KA84_T2w.json '
        'sub-KA91/anat/sub-KA91_FLAIR.json sub-KA92/anat/sub-KA92_run-02_T1w.json '
        'sub-KA95/anat/sub-KA95_FLAIR.nii.gz sub-ME2/anat/sub-ME2_FLAIR.nii.gz '
        'sub-ME3/anat/sub-ME3_FLAIR.json sub-ME4/anat/sub-ME4_run-01_T1w.json '
        'sub-ME7/anat/sub-ME7_run-01_T1w.json sub-NSK11/anat/sub-NSK11_FLAIR.json '
        'sub-NSK15/anat/sub-NSK15_run-01_T1w.json sub-NSK15/anat/sub-NSK15_run-02_T1w.nii.gz '
        'sub-NSK17/anat/sub-NSK17_run-02_T1w.nii.gz sub-NSK21/anat/sub-NSK21_FLAIR.json '
        'sub-NSK25/anat/sub-NSK25_T2w.json sub-NSK28/anat/sub-NSK28_run-01_T1w.json '
        'sub-NSK28/anat/sub-NSK28_run-01_T1w.nii.gz sub-NSK47/anat/sub-NSK47_T2w.nii.gz '
        'sub-NSK51/anat/sub-NSK51_run-02_T1w.json sub-NSK58/anat/sub-NSK58_run-02_T1w.json '
        'sub-NSK61/anat/sub-NSK61_run-01_T1w.nii.gz sub-NSK61/anat/sub-NSK61_run-02_T1w.nii.gz '
        'sub-TO019/anat/sub-TO019_run-02_T1w.json sub-TO054/anat/sub-TO054_FLAIR.nii.gz '
        'sub-TO059/anat/sub-TO059_T2w.nii.gz sub-TO063/anat/sub-TO063_FLAIR.nii.gz '
        'sub-TO087/anat/sub-TO087_T2w.nii.gz'
    ),
    'derivatives/processing/sub-BO159': (
        'sub-BO159_flair_MNI152_brain.nii.gz sub-BO159_t1ce_MNI152_brain.nii.gz '
        'sub-BO159_t2_MNI152_brain.nii.gz'
    ),
    'sub-BO150/anat': (
        'sub-BO150_FLAIR.nii.gz sub-BO150_T2w.json sub-BO150_run-02_T1w.nii.gz'
    ),
    'sub-BO181/anat': (
        'sub-BO181_FLAIR.nii.gz sub-BO181_T2w.json sub-BO181_T2w.nii.gz'
    ),
    'sub-JS24/anat': (
        'sub-JS24_FLAIR.json sub-JS24_FLAIR.nii.gz sub-JS24_run-01_T1w.json'
    ),
    'sub-KA66/anat': (
        'sub-KA66_FLAIR.json sub-KA66_T2w.nii.gz sub-KA66_run-01_T1w.nii.gz'
    ),
}

ASL_RUNS_KIND = {
    '': (
        'sub-01/perf/sub-01_run-1_asl.nii.gz sub-01/perf/sub-01_run-2_asl.nii.gz '
        'sub-02/perf/sub-02_run-1_asl.nii.gz sub-02/perf/sub-02_run-2_asl.nii.gz '
        'sub-03/perf/sub-03_run-1_asl.nii.gz sub-03/perf/sub-03_run-2_asl.nii.gz '
        'sub-04/perf/sub-04_run-1_asl.nii.gz sub-04/perf/sub-04_run-2_asl.nii.gz '
        'sub-05/perf/sub-05_run-1_asl.nii.gz sub-05/perf/sub-05_run-2_asl.nii.gz '
        'sub-06/perf/sub-06_run-1_asl.nii.gz sub-06/perf/sub-06_run-2_asl.nii.gz '
        'sub-07/perf/sub-07_run-1_asl.nii.gz sub-07/perf/sub-07_run-2_asl.nii.gz '
        'sub-08/perf/sub-08_run-1_asl.nii.gz sub-08/perf/sub-08_run-2_asl.nii.gz '
        'sub-09/perf/sub-09_run-1_asl.nii.gz sub-10/perf/sub-10_run-1_asl.nii.gz '
        'sub-10/perf/sub-10_run-2_asl.nii.gz sub-11/perf/sub-11_run-1_asl.nii.gz '
        'sub-11/perf/sub-11_run-2_asl.nii.gz sub-12/perf/sub-12_run-1_asl.nii.gz '
        'sub-12/perf/sub-12_run-2_asl.nii.gz sub-13/perf/sub-13_run-1_asl.nii.gz '
        'sub-13/perf/sub-13_run-2_asl.nii.gz sub-14/perf/sub-14_run-1_asl.nii.gz '
        'sub-14/perf/sub-14_run-2_asl.nii.gz sub-15/perf/sub-15_run-1_asl.nii.gz '
        'sub-15/perf/sub-15_run-2_asl.nii.gz sub-17/perf/sub-17_run-1_asl.nii.gz '
        'sub-17/perf/sub-17_run-2_asl.nii.gz sub-19/perf/sub-19_run-1_asl.nii.gz '
        'sub-19/perf/sub-19_run-2_asl.nii.gz sub-20/perf/sub-20_run-1_asl.nii.gz '
        'sub-20/perf/sub-20_run-2_asl.nii.gz sub-21/perf/sub-21_run-1_asl.nii.gz '
        'sub-21/perf/sub-21_run-2_asl.nii.gz sub-22/perf/sub-22_run-1_asl.nii.gz '
        'sub-22/perf/sub-22_run-2_asl.nii.gz sub-23/perf/sub-23_run-1_asl.nii.gz '
        'sub-23/perf/sub-23_run-2_asl.nii.gz sub-24/perf/sub-24_run-1_asl.nii.gz '
        'sub-24/perf/sub-24_run-2_asl.nii.gz sub-25/perf/sub-25_run-1_asl.nii.gz '
        'sub-25/perf/sub-25_run-2_asl.nii.gz sub-26/perf/sub-26_run-1_asl.nii.gz '
        'sub-26/perf/sub-26_run-2_asl.nii.gz sub-27/perf/sub-27_run-1_asl.nii.gz '
        'sub-27/perf/sub-27_run-2_asl.nii.gz sub-28/perf/sub-28_run-1_asl.nii.gz '
        'sub-28/perf/sub-28_run-2_asl.nii.gz sub-29/perf/sub-29_run-1_asl.nii.gz '
        'sub-29/perf/sub-29_run-2_asl.nii.gz sub-30/perf/sub-30_run-1_asl.nii.gz '
        'sub-30/perf/sub-30_run-2_asl.nii.gz sub-31/perf/sub-31_run-1_asl.nii.gz '
        'sub-31/perf/sub-31_run-2_asl.nii.gz sub-32/perf/sub-32_run-1_asl.nii.gz '
        'sub-32/perf/sub-32_run-2_asl.nii.gz sub-33/perf/sub-33_run-1_asl.nii.gz '
        'sub-33/perf/sub-33_run-2_asl.nii.gz sub-34/perf/sub-34_run-1_asl.nii.gz '
        'sub-34/perf/sub-34_run-2_asl.nii.gz sub-35/perf/sub-35_run-1_asl.nii.gz '
        'sub-35/perf/sub-35_run-2_asl.nii.gz sub-36/perf/sub-36_run-1_asl.nii.gz '
        'sub-36/perf/sub-36_run-2_asl.nii.gz sub-37/perf/sub-37_run-1_asl.nii.gz '
        'sub-37/perf/sub-37_run-2_asl.nii.gz sub-38/perf/sub-38_run-1_asl.nii.gz '
        'sub-38/perf/sub-38_run-2_asl.nii.gz'
    ),
}

ASL_RUNS_OTHER = {
    '': (
        'CHANGES T2w.json dataset_description.json participants.json participants.tsv task-rest_bold.json '
        'task-rest_physio.json derivatives/atlases/atlas-GinRat2024/code/atlas-GinRat2024_dseg_extended.tsv '
        'derivatives/pipeline1/sub-01/perf/sub-01_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-02/func/sub-02_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-03/perf/sub-03_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-04/anat/sub-04_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-04/func/sub-04_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-04/perf/sub-04_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-05/func/sub-05_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-06/func/sub-06_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-07/func/sub-07_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-07/func/sub-07_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-08/func/sub-08_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-09/anat/sub-09_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-09/func/sub-09_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-10/perf/sub-10_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-11/anat/sub-11_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-11/func/sub-11_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-12/func/sub-12_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-12/perf/sub-12_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-13/perf/sub-13_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-14/func/sub-14_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-14/perf/sub-14_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-15/anat/sub-15_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-15/func/sub-15_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-16/anat/sub-16_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-17/perf/sub-17_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-19/func/sub-19_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-20/perf/sub-20_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-21/anat/sub-21_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-21/func/sub-21_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-22/anat/sub-22_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-22/func/sub-22_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-22/perf/sub-22_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-23/anat/sub-23_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-23/func/sub-23_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-23/func/sub-23_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-23/perf/sub-23_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-24/func/sub-24_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-24/func/sub-24_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-25/func/sub-25_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-26/anat/sub-26_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-26/perf/sub-26_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-28/func/sub-28_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-29/func/sub-29_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-29/func/sub-29_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-29/perf/sub-29_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-30/func/sub-30_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-30/func/sub-30_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-32/func/sub-32_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline1/sub-33/anat/sub-33_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-33/func/sub-33_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-33/perf/sub-33_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-34/func/sub-34_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-34/perf/sub-34_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-35/anat/sub-35_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-36/anat/sub-36_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-36/perf/sub-36_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-37/anat/sub-37_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-37/func/sub-37_task-rest_desc-pipeline1_mov.tsv '
        'derivatives/pipeline1/sub-37/perf/sub-37_desc-pipeline1_perf.nii.gz '
        'derivatives/pipeline1/sub-38/anat/sub-38_desc-pipeline1_T2w.nii.gz '
        'derivatives/pipeline1/sub-38/func/sub-38_task-rest_desc-pipeline1_bold.nii.gz '
        'derivatives/pipeline2/README.md derivatives/pipeline2/code/extract_signals.ipynb '
        'derivatives/pipeline2/sub-02/sub-02_raw.tsv derivatives/pipeline2/sub-04/sub-04_raw.tsv '
        'derivatives/pipeline2/sub-05/sub-05_raw.tsv derivatives/pipeline2/sub-06/sub-06_raw.tsv '
        'derivatives/pipeline2/sub-07/sub-07_raw.tsv derivatives/pipeline2/sub-08/sub-08_raw.tsv '
        'derivatives/pipeline2/sub-09/sub-09_raw.tsv derivatives/pipeline2/sub-13/sub-13_raw.tsv '
        'derivatives/pipeline2/sub-18/sub-18_raw.tsv derivatives/pipeline2/sub-19/sub-19_raw.tsv '
        'derivatives/pipeline2/sub-21/sub-21_raw.tsv derivatives/pipeline2/sub-25/sub-25_raw.tsv '
        'derivatives/pipeline2/sub-26/sub-26_raw.tsv derivatives/pipeline2/sub-28/sub-28_raw.tsv '
        'derivatives/pipeline2/sub-34/sub-34_raw.tsv derivatives/pipeline2/sub-35/sub-35_raw.tsv '
        'derivatives/pipeline2/sub-37/sub-37_raw.tsv sub-01/func/sub-01_task-rest_bold.json '
        'sub-02/anat/sub-02_T2w.json sub-02/anat/sub-02_T2w.nii.gz sub-02/func/sub-02_task-rest_bold.nii.gz '
        'sub-02/perf/sub-02_run-1_asl.json sub-02/sub-02_scans.tsv sub-03/anat/sub-03_T2w.json '
        'sub-03/func/sub-03_task-rest_bold.json sub-04/anat/sub-04_T2w.json '
        'sub-04/func/sub-04_task-rest_bold.json sub-04/perf/sub-04_run-1_asl.json '
        'sub-04/perf/sub-04_run-2_asl.json sub-05/anat/sub-05_T2w.json sub-05/anat/sub-05_T2w.nii.gz '
        'sub-05/func/sub-05_task-rest_bold.nii.gz sub-05/func/sub-05_task-rest_physio.tsv.gz '
        'sub-05/perf/sub-05_run-2_asl.json sub-06/anat/sub-06_T2w.nii.gz '
        'sub-06/func/sub-06_task-rest_bold.json sub-07/func/sub-07_task-rest_bold.json '
        'sub-07/func/sub-07_task-rest_physio.tsv.gz sub-07/perf/sub-07_run-1_asl.json '
        'sub-08/perf/sub-08_run-1_asl.json sub-08/perf/sub-08_run-2_asl.json sub-08/sub-08_scans.tsv '
        'sub-09/anat/sub-09_T2w.json sub-09/anat/sub-09_T2w.nii.gz sub-09/func/sub-09_task-rest_bold.json '
        'sub-09/func/sub-09_task-rest_physio.tsv.gz sub-10/func/sub-10_task-rest_bold.nii.gz '
        'sub-10/perf/sub-10_run-1_asl.json sub-10/perf/sub-10_run-2_asl.json sub-11/anat/sub-11_T2w.json '
        'sub-11/func/sub-11_task-rest_bold.nii.gz sub-12/anat/sub-12_T2w.json sub-12/anat/sub-12_T2w.nii.gz '
        'sub-12/sub-12_scans.tsv sub-13/anat/sub-13_T2w.json sub-14/anat/sub-14_T2w.json '
        'sub-14/perf/sub-14_run-2_asl.json sub-14/sub-14_scans.tsv '
        'sub-15/func/sub-15_task-rest_physio.tsv.gz sub-15/perf/sub-15_run-1_asl.json '
        'sub-15/sub-15_scans.tsv sub-16/anat/sub-16_T2w.json sub-16/anat/sub-16_T2w.nii.gz '
        'sub-17/anat/sub-17_T2w.nii.gz sub-17/func/sub-17_task-rest_bold.json sub-18/anat/sub-18_T2w.json '
        'sub-18/anat/sub-18_T2w.nii.gz sub-18/func/sub-18_task-rest_physio.tsv.gz '
        'sub-19/anat/sub-19_T2w.json sub-19/func/sub-19_task-rest_bold.nii.gz '
        'sub-19/perf/sub-19_run-1_asl.json sub-19/perf/sub-19_run-2_asl.json sub-20/anat/sub-20_T2w.nii.gz '
        'sub-20/perf/sub-20_run-2_asl.json sub-21/anat/sub-21_T2w.nii.gz '
        'sub-21/func/sub-21_task-rest_bold.nii.gz sub-21/perf/sub-21_run-1_asl.json '
        'sub-22/anat/sub-22_T2w.nii.gz sub-22/func/sub-22_task-rest_bold.nii.gz '
        'sub-22/func/sub-22_task-rest_physio.tsv.gz sub-22/perf/sub-22_run-2_asl.json '
        'sub-23/anat/sub-23_T2w.nii.gz sub-23/func/sub-23_task-rest_bold.nii.gz '
        'sub-23/func/sub-23_task-rest_physio.tsv.gz sub-23/sub-23_scans.tsv sub-24/anat/sub-24_T2w.json '
        'sub-24/anat/sub-24_T2w.nii.gz sub-24/perf/sub-24_run-2_asl.json sub-25/anat/sub-25_T2w.json '
        'sub-25/anat/sub-25_T2w.nii.gz sub-25/func/sub-25_task-rest_bold.json '
        'sub-25/perf/sub-25_run-2_asl.json sub-26/func/sub-26_task-rest_bold.json '
        'sub-26/func/sub-26_task-rest_physio.tsv.gz sub-27/func/sub-27_task-rest_physio.tsv.gz '
        'sub-27/perf/sub-27_run-2_asl.json sub-27/sub-27_scans.tsv sub-28/perf/sub-28_run-2_asl.json '
        'sub-28/sub-28_scans.tsv sub-29/anat/sub-29_T2w.nii.gz sub-29/func/sub-29_task-rest_bold.nii.gz '
        'sub-29/func/sub-29_task-rest_physio.tsv.gz sub-29/perf/sub-29_run-2_asl.json '
        'sub-29/sub-29_scans.tsv sub-30/anat/sub-30_T2w.nii.gz sub-30/func/sub-30_task-rest_physio.tsv.gz '
        'sub-30/sub-30_scans.tsv sub-31/anat/sub-31_T2w.json sub-31/perf/sub-31_run-2_asl.json '
        'sub-31/sub-31_scans.tsv sub-32/perf/sub-32_run-1_asl.json sub-33/anat/sub-33_T2w.nii.gz '
        'sub-33/func/sub-33_task-rest_physio.tsv.gz sub-34/anat/sub-34_T2w.json '
        'sub-34/func/sub-34_task-rest_physio.tsv.gz sub-34/perf/sub-34_run-2_asl.json '
        'sub-35/anat/sub-35_T2w.json sub-35/anat/sub-35_T2w.nii.gz sub-35/func/sub-35_task-rest_bold.nii.gz '
        'sub-35/func/sub-35_task-rest_physio.tsv.gz sub-35/perf/sub-35_run-1_asl.json '
        'sub-35/perf/sub-35_run-2_asl.json sub-36/anat/sub-36_T2w.json sub-36/anat/sub-36_T2w.nii.gz '
        'sub-36/func/sub-36_task-rest_bold.json sub-36/func/sub-36_task-rest_physio.tsv.gz '
        'sub-36/perf/sub-36_run-1_asl.json sub-36/perf/sub-36_run-2_asl.json sub-36/sub-36_scans.tsv '
        'sub-37/anat/sub-37_T2w.json sub-37/anat/sub-37_T2w.nii.gz sub-37/func/sub-37_task-rest_bold.nii.gz '
        'sub-38/func/sub-38_task-rest_bold.nii.gz sub-38/perf/sub-38_run-1_asl.json sub-38/sub-38_scans.tsv'
    ),
    'code': (
        'archive_unpack_sourcedata.ipynb patch_validation.ipynb prepare_rawdata_from_sourcedata.ipynb'
    ),
    'code/res': (
        'asl.json sub-01_run-1_asl.json sub-01_run-2_asl.json sub-02_run-1_asl.json sub-04_run-1_asl.json '
        'sub-05_run-1_asl.json sub-06_run-1_asl.json sub-06_run-2_asl.json sub-07_run-2_asl.json '
        'sub-08_run-1_asl.json sub-08_run-2_asl.json sub-12_run-1_asl.json sub-14_run-1_asl.json '
        'sub-14_run-2_asl.json sub-15_run-1_asl.json sub-15_run-2_asl.json sub-17_run-1_asl.json '
        'sub-17_run-2_asl.json sub-19_run-1_asl.json sub-19_run-2_asl.json sub-20_run-1_asl.json '
        'sub-20_run-2_asl.json sub-21_run-1_asl.json sub-22_run-1_asl.json sub-22_run-2_asl.json '
        'sub-25_run-2_asl.json sub-26_run-2_asl.json sub-27_run-2_asl.json sub-28_run-2_asl.json '
        'sub-29_run-1_asl.json sub-29_run-2_asl.json sub-31_run-1_asl.json sub-32_run-1_asl.json '
        'sub-32_run-2_asl.json sub-33_run-1_asl.json sub-33_run-2_asl.json sub-34_run-1_asl.json '
        'sub-34_run-2_asl.json sub-35_run-2_asl.json sub-36_run-1_asl.json sub-36_run-2_asl.json '
        'sub-37_run-1_asl.json'
    ),
    'derivatives/atlases/atlas-GinRat2024': (
        'atlas-GinRat2024_dseg.json atlas-GinRat2024_dseg.nii.gz atlas-GinRat2024_dseg.tsv '
        'atlas-GinRat2024_label-GM_probseg.nii.gz atlas-GinRat2024_label-WM_probseg.nii.gz'
    ),
    'derivatives/pipeline1': (
        'README T2w.json dataset_description.json task-rest_bold.json task-rest_mov.json'
    ),
    'derivatives/pipeline1/code': (
        '2_anat_2_template.mat 4_fMRI_2_template.mat SPM_preprocess.pdf'
    ),
    'derivatives/pipeline3': (
        'README.txt code.zip data.zip'
    ),
    'sourcedata': (
        'dataset_description.json sub-02.tar.gz sub-03.tar.gz sub-04.tar.gz sub-06.tar.gz sub-07.tar.gz '
        'sub-08.tar.gz sub-09.tar.gz sub-10.tar.gz sub-11.tar.gz sub-12.tar.gz sub-15.tar.gz sub-16.tar.gz '
        'sub-19.tar.gz sub-22.tar.gz sub-24.tar.gz sub-31.tar.gz sub-33.tar.gz sub-34.tar.gz sub-36.tar.gz '
        'sub-37.tar.gz'
    ),
    'sub-16/func': (
        'sub-16_task-rest_bold.json sub-16_task-rest_bold.nii.gz sub-16_task-rest_physio.tsv.gz'
    ),
    'sub-24/func': (
        'sub-24_task-rest_bold.json sub-24_task-rest_bold.nii.gz sub-24_task-rest_physio.tsv.gz'
    ),
    'sub-31/func': (
        'sub-31_task-rest_bold.json sub-31_task-rest_bold.nii.gz sub-31_task-rest_physio.tsv.gz'
    ),
    'sub-32/func': (
        'sub-32_task-rest_bold.json sub-32_task-rest_bold.nii.gz sub-32_task-rest_physio.tsv.gz'
    ),
}

BBBC021_IMAGES_KIND = {
    'Week1/Week1_22123': (
        'Week1_150607_C07_s2_w442D9C8DC-7F27-4EF4-A267-CFC1B4D99352.tif '
        'Week1_150607_D04_s1_w26D8668C2-6A30-45E6-B1B6-EE181B279F26.tif '
        'Week1_150607_D09_s2_w266ACCA0B-D47D-4236-8C36-D32542D02B2E.tif '
        'Week1_150607_F04_s2_w16C28E1E2-B1F7-4177-B7E6-678E2EEA60F9.tif'
    ),
    'Week1/Week1_22141': (
        'Week1_150607_B08_s3_w4C6F52782-2EB5-476F-A4F5-9AE2257DFA74.tif '
        'Week1_150607_D03_s1_w1E511CA0E-30ED-4CDA-9217-FC8AFDF27EBA.tif '
        'Week1_150607_D09_s3_w280A66E95-15D6-4BCC-B2BC-6162D9F89BBE.tif '
        'Week1_150607_D11_s1_w2C6F1D2B2-E381-41A2-B49B-0F1064673194.tif'
    ),
    'Week1/Week1_22161': (
        'Week1_150607_C08_s1_w12629A856-C5DB-4919-9A23-D4C94604356E.tif '
        'Week1_150607_G02_s1_w11344575D-3220-4414-BEAC-FF9A2DB618DC.tif '
        'Week1_150607_G05_s2_w22C956A1F-397B-4788-ABAF-FA6CCF0C3156.tif '
        'Week1_150607_G09_s4_w4BB428F1E-610D-4833-89CC-3B440D69C4C7.tif '
        'Week1_150607_G11_s3_w4196D2F80-5DE2-46AE-9F7E-22A83810E28B.tif'
    ),
    'Week1/Week1_22361': (
        'Week1_150607_B09_s4_w2056DD7CB-C3F5-4028-BEC1-33E8AA6623F2.tif '
        'Week1_150607_C04_s4_w2E6E1886A-FEB0-4934-97B5-822A38D86DFB.tif '
        'Week1_150607_C11_s3_w232CA0CD0-24B4-4C06-8D72-86BFF5DE31A9.tif '
        'Week1_150607_D03_s3_w29D22FB39-43F7-4227-89F6-C2D65509242F.tif '
        'Week1_150607_D05_s4_w2964E291C-CDCF-4365-A97F-FC6DD68D848C.tif '
        'Week1_150607_F07_s4_w175CEB07F-2A3A-482B-9B60-417DD5D66D18.tif '
        'Week1_150607_G05_s3_w195A8F405-1D52-47E5-B9FF-3DCC4E5ED683.tif '
        'Week1_150607_G10_s3_w169AC031A-D46E-4BA8-B16A-22EF7F2ACB0F.tif'
    ),
    'Week1/Week1_22381': (
        'Week1_150607_B03_s3_w4D77A97E5-A00E-4A2F-AEEE-30B7CCE9A3DB.tif '
        'Week1_150607_B05_s2_w2F36467FD-4E50-41AF-9866-792E55747ADA.tif '
        'Week1_150607_C04_s3_w159E2F137-F0BA-4755-AAFD-9AEE44E1DD86.tif '
        'Week1_150607_D02_s2_w1698D12D5-FA38-4542-8F70-BD2F1B8DBB8C.tif '
        'Week1_150607_E02_s3_w13377E899-F59A-4EAB-8C36-6F024967B801.tif '
        'Week1_150607_E04_s3_w1ACE78779-2DF0-4CE7-A0EB-5A2362979BD8.tif '
        'Week1_150607_E05_s4_w1EF8E5D04-AB48-4104-8A55-46C1F6F21732.tif '
        'Week1_150607_E08_s1_w4A2AC020D-5368-4E48-82ED-F989AD75A68D.tif '
        'Week1_150607_F05_s1_w237A982DB-D856-47BF-BF72-F93856B85C6D.tif '
        'Week1_150607_G03_s1_w4B31939DC-3BF7-43B5-84B7-6AF34C8DD17E.tif'
    ),
    'Week1/Week1_22401': (
        'Week1_150607_B03_s3_w4E6F02B3C-6D42-4758-B1E0-1DC424711986.tif '
        'Week1_150607_D07_s4_w1CC703583-CC7E-490F-A16D-4BDED9222774.tif '
        'Week1_150607_F04_s4_w1DD37AFDA-1EF8-4FDE-82DE-B00CB05239A0.tif '
        'Week1_150607_G06_s3_w269E32383-A867-41DE-AFF3-1B07582365D9.tif '
        'Week1_150607_G06_s4_w4A60B90D9-6390-4CF9-AD5E-538BD99A4425.tif '
        'Week1_150607_G09_s3_w2C3850DE6-AF1C-4E87-B434-F67337C6BF5C.tif'
    ),
    'Week10/Week10_40111': (
        'Week10_200907_D02_s4_w414668942-660A-4E84-9244-21AAB16EAD0E.tif '
        'Week10_200907_D05_s1_w45CF3111C-DB43-462D-ADE4-5E1781AA2DC5.tif '
        'Week10_200907_E05_s2_w2F4B52B54-82BC-4C3E-A8E2-83F530660158.tif '
        'Week10_200907_F05_s2_w4560D6FD6-7903-4190-9EDE-127EED28699C.tif '
        'Week10_200907_F05_s3_w16128EA10-F9FE-430E-BAB4-6CB9F884537F.tif '
        'Week10_200907_G07_s3_w1F0F0E681-B682-494F-A675-E3829D2E5DAD.tif'
    ),
    'Week10/Week10_40115': (
        'Week10_200907_B06_s3_w130668E12-F9C1-442C-AD8B-3D3355A8E5AC.tif '
        'Week10_200907_C07_s3_w19318770F-FB15-413D-A180-6BFDD820C17D.tif '
        'Week10_200907_C08_s2_w493B6FA7C-DC11-4956-8633-27F8A7BF9524.tif '
        'Week10_200907_D04_s1_w2CB60A5D2-E56D-43CF-82B7-7ACD98F6A23A.tif '
        'Week10_200907_E10_s2_w4517C800C-63B6-4076-A927-448443C99BA8.tif'
    ),
    'Week10/Week10_40119': (
        'Week10_200907_B03_s3_w4EB01FE11-FA46-4071-B90E-17962E4C27E6.tif '
        'Week10_200907_B08_s1_w41E1AEA5F-42C3-49BE-A486-C5700587D726.tif '
        'Week10_200907_B08_s2_w1076CA86B-9A11-404C-852E-9559F4FAEFDB.tif '
        'Week10_200907_D08_s3_w162214DE6-B574-4949-B7F9-B6722860DD8C.tif '
        'Week10_200907_E06_s4_w43041DD36-F483-43EF-9B98-1CC8EC15B202.tif '
        'Week10_200907_F03_s2_w1181AD780-E095-41A6-A861-E07C0546C548.tif '
        'Week10_200907_F06_s2_w15A72452F-A8F0-4EA3-82A1-A52CEE6123A2.tif '
        'Week10_200907_F09_s3_w282CCC7A1-A384-49E0-80DD-F11D219A7C00.tif '
        'Week10_200907_F11_s1_w41ECA3A04-6DA5-47B6-81CB-375BC1338945.tif '
        'Week10_200907_F11_s4_w4AD7AFE4E-FD25-43AD-A6E5-0249C36626F1.tif '
        'Week10_200907_G10_s4_w11734FE99-C0A2-45D9-8E49-4E8AD138C38D.tif'
    ),
    'Week2/Week2_24121': (
        'Week2_180607_B03_s1_w1409B50DF-A02D-4775-9225-CBFE9AAC50EF.tif '
        'Week2_180607_B06_s1_w47E3FDE6C-3415-4E8F-AA23-F8B07EDA8A5A.tif '
        'Week2_180607_B06_s3_w28093026F-C10C-4316-8F75-227B682B9EAA.tif '
        'Week2_180607_E08_s3_w45FB3D9C5-0FA8-4D08-B336-EAE444129EFD.tif '
        'Week2_180607_F05_s2_w4EBC5593B-89BC-41E8-9949-1506E48F9139.tif '
        'Week2_180607_G05_s4_w4FDD23841-438C-466E-A076-CA33527989EF.tif'
    ),
    'Week2/Week2_24141': (
        'Week2_180607_C08_s3_w4CC2BA8D1-BB8D-401B-9D6C-61E518B91E52.tif '
        'Week2_180607_E05_s1_w21122D91C-1A17-481F-9965-C8C64315D8DC.tif '
        'Week2_180607_E07_s3_w15F0533D8-FB3C-4794-B68F-74115A46D0EC.tif '
        'Week2_180607_F03_s1_w47AE76D82-60CF-4F6D-A0E7-01534448EAD4.tif '
        'Week2_180607_F08_s3_w1483071EF-A3EF-4F51-938A-BDF40FB5B153.tif '
        'Week2_180607_G04_s3_w161ED4E0B-8395-4D9D-BAFB-E1B5F1B8EAEE.tif'
    ),
    'Week2/Week2_24361': (
        'Week2_180607_B08_s1_w45AA90CBB-E6F3-4FF7-90D1-A88E0D23B6DC.tif '
        'Week2_180607_C03_s3_w4C0122B57-27BD-4D38-9D73-682DB73A5295.tif '
        'Week2_180607_D03_s2_w4A21E7A64-A55C-42CA-B5B5-3860E2E8B182.tif '
        'Week2_180607_E09_s2_w403DAC30D-ADF6-4EE6-88BE-73DC5335E015.tif '
        'Week2_180607_F02_s4_w16253F627-1CD3-4C35-B48F-057A60319AF1.tif '
        'Week2_180607_G03_s3_w191A98D57-F6F8-4463-AB31-4F5144386B93.tif'
    ),
    'Week2/Week2_24381': (
        'Week2_180607_B05_s4_w1EEA5B248-6FEA-4F6D-AD2F-A6202ABC35E8.tif '
        'Week2_180607_C06_s3_w49C375D62-F1C3-43BD-8E73-EBE5A654E340.tif '
        'Week2_180607_E09_s2_w2AB1BACE5-378A-4E8E-B9B5-307C339D1AF2.tif '
        'Week2_180607_E09_s2_w47AD50ECB-3536-42BE-8DA9-0AEABC897BEB.tif '
        'Week2_180607_G02_s1_w4519A9D40-8B4E-4AA9-91D9-D0C14548FC57.tif '
        'Week2_180607_G05_s1_w4F6C4E582-AAF5-42BB-A185-25E06BDC1D55.tif '
        'Week2_180607_G08_s2_w170FAA0D1-B374-468C-8FC1-80A6CA66A160.tif '
        'Week2_180607_G11_s1_w18F0C28F6-D821-40B4-B319-006380DD534F.tif'
    ),
    'Week2/Week2_24401': (
        'Week2_180607_C06_s2_w113C99B05-32FA-4DAA-AD67-D8BA753F3357.tif '
        'Week2_180607_D03_s2_w44DF4C915-CAE5-4C49-AB2F-EA9E8192C0E4.tif '
        'Week2_180607_D05_s1_w41CE715B3-EA80-4947-B274-20609676E32A.tif '
        'Week2_180607_D06_s1_w2F0ADFB5D-102B-477B-BB2E-4AA0A66F6D48.tif '
        'Week2_180607_E07_s1_w196E3F741-DD96-4439-B8BF-4F4606C705D4.tif '
        'Week2_180607_F10_s1_w4199B6FF6-5DF3-4D85-9DDD-FB21F2F8DDDF.tif '
        'Week2_180607_F11_s1_w2788C7B7D-FF7A-44C5-8857-C4329F7D5A2F.tif '
        'Week2_180607_G09_s1_w4627CBE81-9BF5-4D37-958D-40586264875E.tif'
    ),
    'Week3/Week3_25421': (
        'Week3_290607_B02_s4_w1F908F64F-8986-494B-A1A4-9B48EF281948.tif '
        'Week3_290607_B05_s4_w161995C87-8BA1-4023-ABF9-36D13635FD25.tif '
        'Week3_290607_B07_s2_w4D26D276D-F346-45BE-8753-ED3C7F5E2FE9.tif '
        'Week3_290607_B10_s2_w15BC653EE-1C60-40D9-845C-6408E06F5098.tif '
        'Week3_290607_B10_s3_w1F135FA92-4A26-42FB-B3C2-0A3BBB233DC8.tif '
        'Week3_290607_C11_s3_w16CBD3EAE-FEF1-4D12-8286-D2A2CD161F74.tif '
        'Week3_290607_D02_s2_w1C3D3543D-2D75-486D-ABE6-8786D1ADA620.tif '
        'Week3_290607_D02_s2_w28218C9B8-1E7B-4C0A-9079-C0F1EF7DC60F.tif '
        'Week3_290607_E08_s1_w4FCFEFB94-A84B-4C68-BF56-7205B4BC99E3.tif '
        'Week3_290607_F07_s2_w2678BB91C-3436-41FE-82C7-DA0C28154472.tif '
        'Week3_290607_G03_s4_w46A6E6F17-3987-47DF-B814-ECABC8E4DDF1.tif '
        'Week3_290607_G05_s4_w42CA9E0C6-1AB4-436C-8B3B-72AEDD4AB357.tif '
        'Week3_290607_G08_s1_w4561F3845-5D90-4E4A-ADBE-C3AE41951AE2.tif'
    ),
    'Week3/Week3_25441': (
        'Week3_290607_B03_s3_w4B47B10AC-5357-4DB0-8D7E-E66F6CC36B73.tif '
        'Week3_290607_B04_s2_w1435A0F46-4152-484E-AA47-37139B3B3022.tif '
        'Week3_290607_B07_s2_w1EEDDAE20-1287-4332-8F46-F63AA690A7B0.tif '
        'Week3_290607_C06_s3_w2B198E231-08F4-4EF9-9716-55E28934636B.tif '
        'Week3_290607_E08_s4_w4C063BF6F-9AC6-41E5-80C8-AE17C54D8E35.tif '
        'Week3_290607_G05_s2_w434915AC7-0623-4997-A6F8-6AD6BF240DC5.tif '
        'Week3_290607_G09_s4_w1101AC793-25E3-4BF0-841E-55AC5BD3FE41.tif'
    ),
    'Week3/Week3_25461': (
        'Week3_290607_B05_s4_w1577D18D5-5C7D-4596-9495-21926998AC33.tif '
        'Week3_290607_B11_s2_w483D98EA7-8574-4AA6-A773-F0E56CB9CC28.tif '
        'Week3_290607_C10_s2_w24CBCE8D0-BD7E-4D04-8A0B-828C8F562C8F.tif '
        'Week3_290607_D03_s4_w42BCBBC2A-EDB0-4C39-8B40-CC6BBA694E3C.tif '
        'Week3_290607_D04_s3_w47161E2BA-E228-4E8F-AE9E-F50A6AA8BC2E.tif '
        'Week3_290607_D09_s1_w2167A84FB-B0D4-49CF-AD5B-4AD3160700F8.tif '
        'Week3_290607_D10_s2_w446AA925E-CE6F-4DD2-A1BD-C252E8034D35.tif '
        'Week3_290607_E09_s2_w492D54DA9-2E07-4781-8668-92E3F9F9FC93.tif '
        'Week3_290607_F03_s2_w2ADA2A669-BD78-4780-A1E3-07DAA16A8877.tif '
        'Week3_290607_F05_s1_w15BB0C194-138F-432E-A8D7-438B3AB90AFF.tif '
        'Week3_290607_F06_s3_w10885EA82-5E77-4472-B517-CC2C8F0D4EA4.tif '
        'Week3_290607_F06_s3_w4FC3A78FF-BF88-474B-836D-FD58889A524D.tif '
        'Week3_290607_F10_s1_w27A3A37BB-7B63-485D-8D88-FEE014193084.tif'
    ),
    'Week3/Week3_25681': (
        'Week3_290607_C02_s4_w2FCDC2324-E0A2-41BF-92BB-88AADC53AA08.tif '
        'Week3_290607_C11_s3_w1AAF1EDC9-E466-499B-8C20-DC869A0A2181.tif '
        'Week3_290607_F07_s3_w1BFBFFF87-BC71-4A78-B6EE-313B9A266C53.tif '
        'Week3_290607_G06_s2_w2B93E8706-500C-4D78-93B0-CBD68E3ED35E.tif '
        'Week3_290607_G10_s3_w498475009-43F3-4616-9FAC-B38A4F9090E1.tif'
    ),
    '': (
        'Week3/Week3_25701/Week3_290607_B06_s3_w26CB3657B-D1FB-4E8E-9A9E-FF5DF16145B6.tif '
        'Week3/Week3_25701/Week3_290607_F11_s3_w4A8A5D3AC-83C0-47F2-8377-F1BD7C93A4E7.tif '
        'Week5/Week5_29301/Week5_130707_C03_s2_w186207A59-9441-4143-994B-63EDA18A343F.tif '
        'Week5/Week5_29301/Week5_130707_G05_s2_w18710DE92-DBF2-4F15-8A52-FB6A2E692722.tif'
    ),
    'Week3/Week3_25721': (
        'Week3_290607_B02_s4_w19C37F083-C78B-4033-B771-0D1F24A2AECE.tif '
        'Week3_290607_C11_s3_w28F6BC84E-7ACE-43DA-8AC2-2B53E3AF94B0.tif '
        'Week3_290607_D03_s3_w1F1505B93-E9AE-47FF-BF20-605552D49BC3.tif '
        'Week3_290607_D06_s4_w401EBEB77-B2D5-4E65-A2F3-6EC6392B46A5.tif '
        'Week3_290607_G02_s1_w27C114B1B-A8E2-4CED-9BD4-995041C364DD.tif'
    ),
    'Week4/Week4_27481': (
        'D05_s3_w44C26C0BF-76A2-474D-97A7-9C601B5AB2B5.tif D08_s4_w4D40A06E2-C603-44C6-BE83-D5F2AF248845.tif '
        'E08_s1_w48D5DBE07-37FA-4CFE-BE01-055D953759AF.tif F03_s4_w28A93E258-230A-4B35-B3EA-5FFD3D3B0510.tif '
        'F09_s2_w2E324603D-601D-4665-83FB-8E9662BCE66E.tif G03_s3_w40A8EFBC5-9FFE-456A-A471-5113080C9FC6.tif '
        'G07_s2_w2ECB374F0-0539-4D5E-BE97-69834167E6D7.tif G10_s2_w2570437EF-C8DC-4074-8D63-7FA3A7271FEE.tif'
    ),
    'Week4/Week4_27521': (
        'B07_s1_w1B5AB9888-82CC-4A7F-8EE1-DFE9C4AC4C1E.tif C07_s2_w4F9421ACC-92AB-4D5D-BB2B-24210D0F10F4.tif '
        'D02_s3_w2B69007CB-C291-4169-8A16-EA01F5898F13.tif D08_s2_w4D962CF4B-6B0D-4B8F-B6A3-6110B3C2F1E1.tif '
        'F07_s2_w13DD17DE9-684F-43AA-86D8-7C6C718C8EAD.tif'
    ),
    'Week4/Week4_27542': (
        'C02_s4_w4DDD16957-6770-44CF-B1C3-A2F720BE9C31.tif E07_s1_w2ED878FB9-B53E-48C1-BAB8-3B2DA8855C3A.tif '
        'F11_s3_w2AE69C4FC-269F-4C6D-9219-21B5887CBE11.tif G04_s3_w214817F2B-D544-4974-917D-1F55F29A6B46.tif '
        'G11_s3_w44293031A-43F8-4F55-89BB-859C4A7804FA.tif'
    ),
    'Week4/Week4_27801': (
        'C04_s1_w2999BD736-AF4A-4C56-BEBA-15ABD18C7D8E.tif C10_s2_w159837CE5-7DB2-43E3-AE87-193E38437C21.tif '
        'F05_s4_w16BA92A43-380F-49D6-BD31-59FBD4D2C9F1.tif'
    ),
    'Week4/Week4_27821': (
        'B02_s1_w48806951D-3B66-455C-8D07-F231F135F9A5.tif C05_s1_w2976F03E5-C1CE-406E-95F0-974ABFD106BF.tif '
        'C07_s3_w2BF2B1C8B-7E20-4CF1-9EF3-E40A1C24CEFF.tif F03_s4_w2B43200C6-C38B-4E44-87F7-D38E799E305F.tif '
        'F04_s3_w4BD2849EB-412C-4868-BFC2-3D88BDA1855A.tif F10_s4_w4FF072719-F76D-4635-87BB-BD858A3FB4C1.tif '
        'G11_s1_w21E3F217F-EBEC-4D64-9A30-4AE9B0BA50E4.tif'
    ),
    'Week4/Week4_27861': (
        'B11_s1_w256E26CD1-A77E-4979-A828-1FA72B53646A.tif D02_s1_w1B8E9F4A2-D896-486A-8D82-DABC7E2C4B0C.tif '
        'D05_s3_w287EE79AF-02DF-4962-8481-386B80C51D63.tif D09_s1_w4AAC8B6F2-5B54-4326-9B81-A0D4FB534978.tif '
        'F07_s3_w2F42745C7-8A92-4F4F-906A-5CFDCC279EE1.tif G10_s1_w22459CDEF-15BA-41DA-B04D-6E1CEDDEE2DA.tif'
    ),
    'Week5/Week5_28901': (
        'Week5_130707_D06_s4_w17569E70D-A682-4BE0-9CB4-90E904A79974.tif '
        'Week5_130707_E04_s2_w436D6F7C2-7AAD-4F38-8100-41B104ECD046.tif '
        'Week5_130707_E04_s4_w100B2A4F3-EA32-49CB-8B2E-D54C0C55FFA2.tif '
        'Week5_130707_E06_s1_w1259223DA-2FDF-4461-9C23-D62360894B03.tif '
        'Week5_130707_E07_s2_w2D1473494-EFCB-4471-ADB6-AB097BC9699E.tif '
        'Week5_130707_G04_s1_w2FFCAC5DA-0EC1-484A-B84B-B65A9652F2D2.tif'
    ),
    'Week5/Week5_28921': (
        'Week5_130707_B02_s3_w132CEC5E9-F327-407D-82B1-AF25D590A6EF.tif '
        'Week5_130707_B06_s4_w2CB201C95-1932-4117-8AE1-9CC754CABDD7.tif '
        'Week5_130707_C09_s3_w2655BEBD3-A0F3-48D8-B9B2-56F650E60E0C.tif '
        'Week5_130707_C10_s2_w13043634E-E2B8-4534-8AFF-88CCD99FDC7F.tif '
        'Week5_130707_E08_s4_w2D6A49BA7-EA10-499B-87EA-40430BA4BC54.tif'
    ),
    'Week5/Week5_28961': (
        'Week5_130707_B06_s2_w483960B09-AA26-4A80-A864-7BDC9429F7DC.tif '
        'Week5_130707_C11_s1_w175033C3C-B545-4442-9C7B-B5FE161FF8F3.tif '
        'Week5_130707_D06_s2_w22E90DCBA-94A1-454D-BA36-F689E4B75E95.tif '
        'Week5_130707_E04_s3_w11C0D0A53-542A-422B-818E-B8C7F7EDF1FF.tif '
        'Week5_130707_E05_s1_w43826827F-88D8-4F10-90BB-13CF1CF631CD.tif '
        'Week5_130707_F06_s1_w4CD9A1475-0705-4128-A547-9F872101B882.tif '
        'Week5_130707_F11_s2_w4CE0CBCFE-5D86-46D0-9A21-DF71385BAB66.tif '
        'Week5_130707_G02_s1_w154A3A87B-2F30-4F76-82EF-BD51CEFDB8DE.tif '
        'Week5_130707_G03_s3_w2E2773125-219A-4F72-81E0-CE5F93B73DEE.tif '
        'Week5_130707_G04_s3_w4B471606D-D443-42C1-9D49-31E6FF55E925.tif '
        'Week5_130707_G05_s2_w2756ED3A5-21DD-41AB-8355-B860D8622461.tif'
    ),
    'Week5/Week5_29321': (
        'Week5_130707_B07_s1_w41BA6BE3D-0270-4D53-9784-D4D376C5D687.tif '
        'Week5_130707_C06_s2_w45304439E-B513-4AC0-A548-97E2F400869A.tif '
        'Week5_130707_C07_s1_w21FCFDA62-7D4A-49B3-A9D1-83B5B968336D.tif '
        'Week5_130707_D08_s1_w182F753EE-C7C8-461D-9658-A5C0E8DF3E85.tif '
        'Week5_130707_D08_s2_w2D5CEE570-E606-4937-AB2D-533984E1FBBB.tif '
        'Week5_130707_D09_s2_w25CD67171-E467-487E-AC22-65C9C5758523.tif '
        'Week5_130707_E10_s1_w4D205FED4-AE9C-4228-B31F-D314BAC4C92F.tif '
        'Week5_130707_E10_s4_w2F08CE27F-1C75-4BE2-A879-41A127EACBB5.tif '
        'Week5_130707_F02_s3_w19D5E658F-80C8-4DDE-93FB-73E0DA847E2D.tif '
        'Week5_130707_F06_s2_w147EC52FA-C1E9-41DD-B560-88053DF6AB9B.tif '
        'Week5_130707_F07_s4_w232A3BA5B-E525-425A-A4EF-A12C4C7F58A2.tif '
        'Week5_130707_F09_s2_w15191B8F0-2C50-4536-AACF-A05B3C40C286.tif '
        'Week5_130707_F09_s4_w4A041A9D4-9456-4663-8451-35203D76ED8E.tif '
        'Week5_130707_F11_s2_w476DA042C-4B0B-4FFF-A394-5048D8B16FEE.tif '
        'Week5_130707_G02_s3_w40BD23AFC-C93C-4742-9B0F-3C6FFBE761ED.tif'
    ),
    'Week5/Week5_29341': (
        'Week5_130707_C04_s1_w28BBC70D9-CC93-4D08-8122-F64EE5B00269.tif '
        'Week5_130707_C11_s1_w43BF3C7B9-B498-4E58-BE1C-0F53F5FAC3CA.tif '
        'Week5_130707_D03_s2_w1C9F1AA2F-E4D9-4E02-8BBA-A752056CD007.tif '
        'Week5_130707_F09_s1_w28E125C8E-D3F9-4EA4-A5C1-B055B027BF2C.tif '
        'Week5_130707_F09_s2_w148099206-8EB5-4A52-9419-8B95827EE62F.tif '
        'Week5_130707_F10_s3_w2A492F3D9-A303-4518-9938-28E3367B2411.tif '
        'Week5_130707_G03_s2_w4707452CB-2F2D-412A-B877-0CF95F63792A.tif '
        'Week5_130707_G04_s2_w20E100B41-D7C4-4AD4-9738-D4F91AEED7C6.tif'
    ),
    'Week6/Week6_31641': (
        'Week6_200607_B02_s1_w401311460-349D-46F4-80FD-DE566F45FE67.tif '
        'Week6_200607_B11_s3_w489CA455D-1656-4806-B88F-1F7926121A2C.tif '
        'Week6_200607_C10_s3_w229CBB80C-B25F-4B14-BAD5-1B1D4DFAC344.tif '
        'Week6_200607_C11_s3_w2F7938E49-A272-44C4-B068-039466D02C0E.tif '
        'Week6_200607_D06_s2_w2603289F6-3E17-4A49-BADF-9F4A8A0943AB.tif'
    ),
    'Week6/Week6_31661': (
        'Week6_200607_B04_s2_w4682A52E5-1C17-4F33-AD1E-CE0364CA7026.tif '
        'Week6_200607_B05_s2_w4F075A201-3570-44B8-9F32-160C36CFD7B6.tif '
        'Week6_200607_B11_s2_w1DBDEFC6E-9C98-49F3-81D5-38BA4B920BBF.tif '
        'Week6_200607_C06_s1_w2DD21A6F4-4509-46DB-A2B5-1B4276FDDB36.tif '
        'Week6_200607_F06_s1_w190329ABB-D0D1-491D-8BFE-6733B3CF88A5.tif '
        'Week6_200607_F07_s2_w2E80D0AB9-7E93-49B0-8C6F-1CDD31296009.tif '
        'Week6_200607_G11_s2_w46E8C429A-A7B2-45D8-A6A3-389FA8D65AE8.tif'
    ),
    'Week6/Week6_31681': (
        'Week6_200607_C02_s2_w18F815D9E-27B5-4092-80D8-EA87A580CD81.tif '
        'Week6_200607_C10_s1_w19080F67F-66D8-4017-B916-26BEEBBC4804.tif '
        'Week6_200607_D02_s2_w1EDF98AE6-C6BD-4084-9BF0-535FF5846DCA.tif '
        'Week6_200607_E05_s1_w2BC76E442-FB26-4791-B6FA-184BAAD49C40.tif '
        'Week6_200607_F02_s3_w20F897C14-B3F4-4B15-9582-B231B154024A.tif '
        'Week6_200607_F05_s2_w4BB1539E7-6B5A-43DF-9935-0563DE502CE5.tif'
    ),
    'Week6/Week6_32061': (
        'Week6_200607_B03_s3_w2C7B4253A-3494-4F30-B3E0-FE07BA74C38B.tif '
        'Week6_200607_B07_s3_w241EB920D-315E-40E5-BCFA-36FD5A80AC14.tif '
        'Week6_200607_B07_s4_w40EC207D2-4B47-4B4C-872D-AEB2F5EC5B8F.tif '
        'Week6_200607_B10_s2_w133085B81-A91F-4057-846F-D0A60ED925AC.tif '
        'Week6_200607_C02_s2_w2417B6540-A549-4E5C-A7CE-C4AC842F8A17.tif '
        'Week6_200607_C11_s4_w1E6432D8F-A894-4690-A5A9-803E7A47D0EE.tif '
        'Week6_200607_D10_s1_w4707A7F8E-8158-4BC5-9AF5-FB6BBBF67A84.tif '
        'Week6_200607_E02_s3_w452F1F2C6-D912-4416-849F-A4BB6F4A2D57.tif '
        'Week6_200607_F11_s2_w4764F3E58-DC02-4ED4-BDA2-746C38EB8542.tif '
        'Week6_200607_G02_s3_w45365F1F3-7D9C-4691-A82C-E195D786CDAE.tif '
        'Week6_200607_G05_s1_w42006990F-3D74-43D2-9E38-719EF1F31064.tif '
        'Week6_200607_G07_s2_w1618DD477-8CCE-496F-AC18-D0B052A56B9A.tif'
    ),
    'Week6/Week6_32121': (
        'Week6_200607_C02_s4_w1514B0965-130A-4703-B21F-57804645B902.tif '
        'Week6_200607_E06_s4_w15748031E-E593-4B42-9128-2FB29BC5EF96.tif '
        'Week6_200607_F03_s2_w41A1D26C3-B8C2-491D-B461-0118B1675BF6.tif '
        'Week6_200607_F09_s2_w2C66A7CE6-303E-4685-940D-21B791E672D2.tif '
        'Week6_200607_G02_s3_w158DB5F4D-9074-493C-B35A-23648EB647FE.tif'
    ),
    'Week6/Week6_32161': (
        'Week6_200607_C07_s4_w4F389A2DB-B338-4D54-8D71-F67193B48079.tif '
        'Week6_200607_C08_s1_w2FF533937-C9E2-43E7-B508-85CEB7CB93CB.tif '
        'Week6_200607_C09_s1_w456AA3861-4B3D-4907-B60E-A9CCF9E28CC6.tif '
        'Week6_200607_D02_s3_w28D1A88CE-7D1C-4932-B6EA-19C7F46B2991.tif '
        'Week6_200607_D04_s4_w1A3F92557-C20B-425E-AAF3-41203F61792C.tif '
        'Week6_200607_D10_s1_w4B1ADF45B-17A8-407D-A35A-6CCE06522A13.tif '
        'Week6_200607_E03_s4_w29482E7D5-8CCD-40DD-9F40-4938FA095EE7.tif '
        'Week6_200607_E04_s4_w1E9D98BDF-6AE3-490B-B45C-9E4E166153CE.tif '
        'Week6_200607_E04_s4_w4FC0ACC6F-D923-4F7E-9813-34B9EE0BB3E7.tif '
        'Week6_200607_E05_s2_w1844AFB0A-DC0B-43A6-BF90-8E8259F77E3A.tif '
        'Week6_200607_E06_s4_w4E2252447-6E94-4AB4-98F0-7F9A3CF2E4A4.tif '
        'Week6_200607_E08_s3_w11390EB60-D913-431F-91DB-2B5F55D97720.tif '
        'Week6_200607_G02_s3_w292F46A36-7E96-489A-B91E-0606A0873069.tif'
    ),
    'Week7/Week7_34341': (
        'Week7_230707_B03_s3_w23C4D8524-3E84-4E50-8E4E-CD5CC615C42D.tif '
        'Week7_230707_B04_s2_w173799DAD-8A8C-4513-A8EC-D13DBAEB918B.tif '
        'Week7_230707_D06_s1_w45369EBD5-713C-4875-BC07-EB439B1D723F.tif '
        'Week7_230707_D08_s1_w14E9920D8-5948-4055-B4AD-CC9F967F1EFF.tif '
        'Week7_230707_E06_s1_w2C3A1F2E1-1B9D-4561-9BA9-449FF29BB45A.tif '
        'Week7_230707_E09_s3_w2FA0F385D-3E1B-459A-8458-26DC49CB1A28.tif '
        'Week7_230707_F03_s2_w1B1A5ED80-4C94-4EE8-9E05-378129603096.tif '
        'Week7_230707_F05_s4_w41BD0DB66-5D81-4858-AE7D-5C21D18D0F4F.tif '
        'Week7_230707_G07_s1_w49CEB5EB7-B381-421B-A541-D1937FBF9D27.tif '
        'Week7_230707_G10_s4_w24AFA2F2C-9E7D-4024-B99A-F810CC93E1F0.tif '
        'Week7_230707_G11_s1_w4638C839F-303A-47A8-AD90-5F2B61F62BF9.tif'
    ),
    'Week7/Week7_34381': (
        'Week7_230707_B03_s1_w1085C861A-3423-4004-BF6F-828556E9A913.tif '
        'Week7_230707_C02_s2_w2761149C4-E7EC-4518-AF23-4864403243B5.tif '
        'Week7_230707_C03_s2_w4EFF1F392-BE8D-4F62-9C97-71FE778220A5.tif '
        'Week7_230707_C03_s4_w47DB17564-6F22-4677-9F4B-60CA1738B5B5.tif '
        'Week7_230707_C05_s2_w40AF0DCE7-9B77-4313-B462-4ABC9D9B55F1.tif '
        'Week7_230707_D10_s4_w2C4B5A496-52BE-48C5-848A-7B948C420B74.tif '
        'Week7_230707_E05_s3_w2C9D54EBE-4FCF-4AD6-B4FD-4C851B2F67C0.tif '
        'Week7_230707_E11_s4_w446396DFC-6B36-45B0-901E-30EECD88A2AF.tif '
        'Week7_230707_F03_s3_w42E660485-4521-4F46-8439-47B9B288CFC9.tif '
        'Week7_230707_F06_s3_w2B265F128-8FAE-43E8-B65F-B95B6CF19025.tif '
        'Week7_230707_F08_s4_w44D455695-386C-4B9C-9EC4-6A7687A8A11C.tif'
    ),
    'Week7/Week7_34641': (
        'Week7_7__B03_s1_w1DCCC09B8-C813-4444-805F-90F6500BDC68.tif '
        'Week7_7__B08_s2_w4BECD9ECB-DCC6-450E-84A5-E42FC98F810A.tif '
        'Week7_7__C11_s4_w2D8EC6D48-8A0E-4AB5-B82C-96035C4D7EEB.tif '
        'Week7_7__D10_s4_w4E6005D00-144E-4D43-9B49-2283FC352DD3.tif '
        'Week7_7__E06_s4_w23AC7710E-2F0D-4F62-9E31-49ED30C99DCC.tif '
        'Week7_7__E07_s1_w2AF22CBAB-AE21-4D4F-BF67-6AA208577458.tif '
        'Week7_7__E07_s2_w4EF2404DA-11C4-42A6-803E-4C91E8C85CE0.tif '
        'Week7_7__F04_s3_w2B7B79D2F-49D5-4EC5-BEBE-99E4F6353533.tif '
        'Week7_7__F05_s2_w44B3DF27B-18AE-4225-A41D-BB9239E022DB.tif '
        'Week7_7__F06_s4_w111FF9467-FC1E-4043-9F58-72999A1341D3.tif'
    ),
    'Week7/Week7_34661': (
        'Week7_7__B02_s1_w207FA8820-9980-4D3F-A7F2-189D00DE619B.tif '
        'Week7_7__B08_s2_w1777808EB-A14F-4B0A-B650-5CE9B8221941.tif '
        'Week7_7__C04_s3_w402169EC8-C46D-4595-A749-D53D3525960D.tif '
        'Week7_7__D10_s3_w466278775-4628-49D2-9BBA-D8C980F219FE.tif '
        'Week7_7__E09_s1_w2BCAF30EB-6334-46EE-9B01-4790A7C1002F.tif '
        'Week7_7__F08_s3_w465BCBE37-00B6-4A68-A13D-2FCDC21EB123.tif '
        'Week7_7__G03_s1_w4913FCC61-CA3E-46B8-8184-23C2C04E663C.tif'
    ),
    'Week7/Week7_34681': (
        'Week7_7__C02_s2_w224038463-EBF5-4CC8-A3BA-29666604F42F.tif '
        'Week7_7__C07_s1_w42444ACF0-5201-4428-81D4-B2A0F5BFB07C.tif '
        'Week7_7__D07_s1_w20D6FC165-2A61-471E-B28A-A5433A8B814F.tif '
        'Week7_7__D08_s4_w292BBEA28-2C76-4CBA-925F-13E416D956EE.tif '
        'Week7_7__E07_s3_w4A677D87C-B046-481C-8460-E2733B65BE39.tif '
        'Week7_7__F02_s4_w458CAC389-988B-4069-959E-DC56BEC9474E.tif '
        'Week7_7__F04_s1_w489E90308-6FF3-4D75-B6B1-45E62451302B.tif '
        'Week7_7__G07_s2_w4A8055A15-3E53-404A-9474-7B6FCF6C243A.tif '
        'Week7_7__G07_s3_w20BC06DD3-86AA-43C9-8DCD-CC3B7C8990A4.tif'
    ),
    'Week8/Week8_38203': (
        'Week8_4sites_B11_s1_w1B0510EAA-0928-47EF-9BDC-FAC7DB05C7EA.tif '
        'Week8_4sites_E04_s3_w484C346B1-8B75-48EE-B69B-B9F40A2BD0B1.tif '
        'Week8_4sites_E07_s2_w4F7E446B4-DBA2-4543-B664-507EA344C5D1.tif '
        'Week8_4sites_E08_s3_w129F8CBAF-47F0-45FC-BEA7-DEB1AC9D6CF9.tif '
        'Week8_4sites_F05_s1_w297E1927C-9C62-4E3E-8729-CBBC0D100508.tif '
        'Week8_4sites_F07_s1_w2EC5CDEFD-1B72-414E-A667-971522825FB7.tif'
    ),
    'Week8/Week8_38221': (
        'Week8_4sites_B09_s3_w149344F61-C9F8-4734-9C86-4E8D966997A7.tif '
        'Week8_4sites_C04_s1_w207E6AA21-1379-46D5-859B-B56DB5E631FA.tif '
        'Week8_4sites_D09_s2_w2F834C456-2B72-498D-B8FC-14B2008C43A2.tif '
        'Week8_4sites_E02_s1_w1F04E7827-773C-4EB1-B302-6E9224773DC6.tif '
        'Week8_4sites_E08_s3_w4C76E6949-F0DD-4733-84AA-017CD9FCE92A.tif '
        'Week8_4sites_F03_s1_w291FF02C7-A806-4DE0-9FA0-2C2D3C11FECD.tif'
    ),
    'Week8/Week8_38241': (
        'Week8_4sites_B08_s1_w4B91BED31-08E1-42D9-BBEB-A5D19EB356D9.tif '
        'Week8_4sites_C03_s4_w179CE81F5-E2F7-4C25-B0BD-088161227438.tif '
        'Week8_4sites_D08_s4_w21FC00117-9659-4E1D-B16C-4FE302E166EB.tif '
        'Week8_4sites_E03_s2_w2758FA86B-17AB-4A55-8A39-E587E754ADC7.tif '
        'Week8_4sites_F02_s3_w27356AF8D-645E-4B49-ADF4-6FEC90ABE215.tif '
        'Week8_4sites_F05_s3_w2DF42A8AE-0301-49B0-8920-1F86CE457830.tif'
    ),
    'Week8/Week8_38341': (
        'Week8_4sites_C10_s1_w128B0C33D-8E03-4D19-85F0-3E75FBC770F1.tif '
        'Week8_4sites_D02_s2_w485F6B671-4E2D-4F2C-B397-265C1D3BA85B.tif '
        'Week8_4sites_D05_s3_w179F7FC16-3DF0-49BE-B7B7-3B9862957F46.tif '
        'Week8_4sites_D11_s4_w1CA5C418C-E567-4D44-A66E-7534275173C1.tif '
        'Week8_4sites_E02_s1_w161111D1A-1496-4CB4-A251-5FED64E80BD0.tif '
        'Week8_4sites_E05_s2_w114A78235-53C8-4925-8E05-C961575B17E6.tif '
        'Week8_4sites_E07_s2_w1EA042979-C338-431D-B0B4-4D895FF24FF5.tif '
        'Week8_4sites_E10_s2_w20D97F2F8-7403-427B-B194-6FFF28F5D266.tif '
        'Week8_4sites_F11_s1_w243AF2D86-C7C6-4C16-A578-81AF03CC6E1A.tif'
    ),
    'Week8/Week8_38342': (
        'Week8_4sites_D03_s2_w18945EEB5-B4FD-4EA2-A090-1B9F4E6ACB2A.tif '
        'Week8_4sites_D10_s2_w1027C005B-352A-46B0-9A60-D314BB52C01F.tif '
        'Week8_4sites_E05_s3_w1168BE5E3-CAC8-4F28-B22F-2FF9A9DCCA0E.tif '
        'Week8_4sites_E06_s1_w2A8A8AF10-C847-4A19-A091-B03CEB07BF92.tif '
        'Week8_4sites_F06_s1_w272E6546C-DB8C-4017-994E-F3C6DE4BCF97.tif '
        'Week8_4sites_F11_s1_w28C9E30B5-E9FB-44D2-8B0A-E4B972299BBC.tif '
        'Week8_4sites_G03_s1_w2E8211E41-5C2E-4AD5-AC3A-A340A65ED513.tif'
    ),
    'Week9/Week9_39206': (
        'Week9_090907_B03_s4_w2C01D532C-451D-420E-9653-EB330899A8EB.tif '
        'Week9_090907_B10_s1_w100BFC044-25E0-4B25-9DD6-52C11CAB3DED.tif '
        'Week9_090907_C08_s1_w48016BCC6-AD53-4F6D-B28C-1D0892749435.tif '
        'Week9_090907_E07_s3_w209318799-6BB4-413B-BE6B-8D7A0F6AF931.tif '
        'Week9_090907_G10_s1_w4FD3327BE-5A16-490A-8195-E421B708FF0A.tif'
    ),
    'Week9/Week9_39221': (
        'Week9_090907_B09_s1_w215375E2E-C038-40AD-B3E8-837B788C35EA.tif '
        'Week9_090907_E05_s4_w256B72D61-A1DB-4E31-940A-F8286B280D49.tif '
        'Week9_090907_E09_s1_w25DE89FD2-C09F-4F54-8C67-B378594E9CBB.tif '
        'Week9_090907_F10_s1_w422DD83C8-91B4-4E53-BB6A-8B579E2DBEFE.tif '
        'Week9_090907_G03_s2_w2AE0608C2-9FA0-4950-B062-31A0FE62FCDE.tif '
        'Week9_090907_G03_s3_w27322CF64-D95C-41D4-B318-AB4E43078507.tif '
        'Week9_090907_G05_s3_w128318523-C9BE-4C66-BBAC-5E1878EC0823.tif'
    ),
    'Week9/Week9_39222': (
        'Week9_090907_D02_s3_w10747846C-A944-4A46-B041-DB8453325A7D.tif '
        'Week9_090907_D03_s2_w40396F932-575F-4041-96F6-0B38064052B6.tif '
        'Week9_090907_D05_s1_w4ECEF0476-3D7E-42C0-841F-C27E45CF38C8.tif '
        'Week9_090907_D08_s3_w2A4F2EAE6-808B-4DE4-9BC4-5ABA7C26CFCF.tif '
        'Week9_090907_E09_s4_w21D85211B-F7AF-48B3-92EA-FE137B258E09.tif '
        'Week9_090907_G02_s2_w22411F1EF-4202-4F1A-AB46-33DC1EEF7026.tif '
        'Week9_090907_G05_s1_w10B8D3B76-5BCB-4D2D-8835-9240E377760C.tif '
        'Week9_090907_G05_s1_w254ECA8CF-26A4-4947-85E0-4C323FB8E163.tif'
    ),
    'Week9/Week9_39282': (
        'Week9_090907_B02_s3_w20F3C0D4E-0831-447E-A398-570745734EF0.tif '
        'Week9_090907_B05_s2_w19F31DC02-1069-4464-8C12-AAF5E0404479.tif '
        'Week9_090907_C08_s1_w26661A372-F6FC-4C56-8E17-113A5AE42C80.tif '
        'Week9_090907_D04_s1_w133946D18-DCB1-4A8A-B66A-595870CEDF9B.tif '
        'Week9_090907_E02_s4_w49A3F7593-6F77-40F7-AF3B-240C91173DE8.tif '
        'Week9_090907_E08_s1_w1FDB113A2-468C-48B1-AC41-A139E6A7B191.tif '
        'Week9_090907_E09_s1_w2D2C48D21-2261-4202-98CC-A92B99653EF9.tif '
        'Week9_090907_E10_s1_w12E9BFAE9-8AC5-4411-96FB-E44567AEA4A5.tif '
        'Week9_090907_F09_s3_w17A9F2E90-DEF8-4C17-B2A3-35BA2CAE3939.tif '
        'Week9_090907_G07_s1_w4BF22B9A3-CAA7-4179-A3AB-24CD0669DB29.tif'
    ),
    'Week9/Week9_39283': (
        'Week9_090907_B04_s3_w4D6F7D6FD-1E99-4393-8DB3-13B6013C4E0F.tif '
        'Week9_090907_B05_s1_w2907FBA44-54D0-4938-8CC8-4ED52EB6D0A9.tif '
        'Week9_090907_B05_s3_w2968BB8AE-10EC-4DBA-8FB4-F9DDE00F4733.tif '
        'Week9_090907_C04_s2_w22139191C-29DE-43E8-94D9-415F77E9F400.tif '
        'Week9_090907_C06_s3_w11EF477C9-E482-45B5-977D-81C60536BD9D.tif '
        'Week9_090907_D08_s4_w1818B06C0-8E2D-40F8-AB51-04C28E5730DD.tif '
        'Week9_090907_E06_s1_w23D9608EA-21A8-46E3-8C6B-B5F7EBF4B0E0.tif '
        'Week9_090907_G02_s1_w4E46CEF6B-EF9B-4173-B832-DFFE4469DE55.tif '
        'Week9_090907_G03_s4_w291EACBA3-E544-4C04-8FBD-AE5A542FED4B.tif'
    ),
    'Week9/Week9_39301': (
        'Week9_090907_B02_s4_w4648F6483-749D-4FF1-9A4C-628C4592F598.tif '
        'Week9_090907_C02_s1_w4BD4E6336-EE67-407E-86A1-F3D9B09537F6.tif '
        'Week9_090907_C04_s2_w2A5B1AD9B-F734-4423-9C82-CA0E639B7C82.tif '
        'Week9_090907_D03_s4_w1BE2227DB-B7B9-48C0-BA6F-D9FADF47BD82.tif '
        'Week9_090907_D05_s2_w1218C563A-AE91-46AA-BE1C-72BF7CAB0E4D.tif '
        'Week9_090907_D08_s1_w43D562A15-E184-4FFF-9E35-6AE8A8DDF11D.tif '
        'Week9_090907_F05_s1_w2B8C6C0FC-247F-48F6-A689-BBAA077AB832.tif '
        'Week9_090907_F05_s4_w4189A2ACD-1FEE-4CB9-8884-951ADADE6BFF.tif '
        'Week9_090907_F10_s2_w1B1EB7928-B3F8-4791-9D20-28EF8198AA38.tif '
        'Week9_090907_G04_s4_w1B2D18344-0E1F-4989-9D93-28EE05941205.tif '
        'Week9_090907_G06_s1_w419EE1C31-40A6-4F92-8634-688489E9C1AE.tif '
        'Week9_090907_G11_s3_w10394282C-6D3D-4E0E-9FA3-7FD9197A1F72.tif'
    ),
}

BBBC021_IMAGES_OTHER = {
    '': (
        'BBBC021_v1_image.csv BBBC021_v1_moa.csv README.md pygdf_readcsv_test.ipynb'
    ),
}

COLDTEMP_DV_KIND = {
    '20200625-ftp': (
        'AC16_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_11.dv AC16_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_13.dv '
        'AC16_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_14.dv AC16_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_3.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_10.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_11.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_2.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_5.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_6.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_8.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_9.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_1.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_6.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_7.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_9.dv '
        'AC16_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_12.dv AC16_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_15.dv '
        'AC16_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_3.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_10.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_12.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_13.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_17.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_19.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_3.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_5.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_9.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_1.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_12.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_18.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_20.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_4.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_5.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_8.dv '
        'AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_14.dv AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_17.dv '
        'AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_20.dv AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_5.dv '
        'AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_6.dv AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_9.dv '
        'AC16_T18d24h37d2h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_7.dv '
        'AC16_T18d24h37d2h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_8.dv '
        'AC16_T18d24h37d2h_Rep4_Nr1d1Chan1_DAPIChan2_1.dv AC16_T18d24h37d2h_Rep4_Nr1d1Chan1_DAPIChan2_12.dv '
        'AC16_T18d24h37d2h_Rep4_Nr1d1Chan1_DAPIChan2_14.dv AC16_T18d24h37d2h_Rep4_Nr1d1Chan1_DAPIChan2_2.dv '
        'AC16_T18d24h37d2h_Rep4_Nr1d1Chan1_DAPIChan2_9.dv AC16_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_10.dv '
        'AC16_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_12.dv AC16_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_15.dv '
        'AC16_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_2.dv AC16_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_4.dv '
        'AC16_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_6.dv AC16_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_8.dv '
        'AC16_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_9.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_1.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_11.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_17.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_19.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_20.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_4.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_8.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_3.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_4.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_6.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_7.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_8.dv '
        'AC16_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_11.dv AC16_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_4.dv '
        'AC16_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_5.dv AC16_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_6.dv '
        'AC16_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_7.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_17.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_20.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_13.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_15.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_16.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_17.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_18.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_2.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_3.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_6.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_7.dv '
        'AC16_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_1.dv AC16_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_14.dv '
        'AC16_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_19.dv AC16_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_4.dv '
        'AC16_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_5.dv AC16_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_8.dv '
        'AC16_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_9.dv '
        'AC16_T18d24h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_13.dv '
        'AC16_T18d24h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_16.dv '
        'AC16_T18d24h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_2.dv '
        'AC16_T18d24h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_3.dv '
        'AC16_T18d24h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_8.dv '
        'AC16_T18d24h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_9.dv '
        'AC16_T18d24h_Rep4_Nr1d1Chan1_DAPIChan2_10.dv AC16_T18d24h_Rep4_Nr1d1Chan1_DAPIChan2_2.dv '
        'AC16_T18d24h_Rep4_Nr1d1Chan1_DAPIChan2_7.dv AC16_T18d24h_Rep4_Nr1d1Chan1_DAPIChan2_9.dv '
        'AC16_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_5.dv AC16_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_6.dv '
        'AC16_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_1.dv AC16_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_12.dv '
        'AC16_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_14.dv AC16_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_6.dv '
        'AC16_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_11.dv AC16_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_2.dv '
        'AC16_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_3.dv AC16_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_5.dv '
        'AC16_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_8.dv AC16_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_9.dv '
        'AC16_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_11.dv AC16_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_4.dv '
        'AC16_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_6.dv AC16_T37d_Rep1_Nr1d1Chan1_DAPIChan2_1.dv '
        'AC16_T37d_Rep1_Nr1d1Chan1_DAPIChan2_10.dv AC16_T37d_Rep1_Nr1d1Chan1_DAPIChan2_2.dv '
        'AC16_T37d_Rep1_Nr1d1Chan1_DAPIChan2_3.dv AC16_T37d_Rep1_Nr1d1Chan1_DAPIChan2_8.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_12.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_13.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_15.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_17.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_18.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_19.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_8.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_9.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_1.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_2.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_3.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_5.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_9.dv AC16_T37d_Rep2_Nr1d1Chan1_DAPIChan2_10.dv '
        'AC16_T37d_Rep2_Nr1d1Chan1_DAPIChan2_17.dv AC16_T37d_Rep2_Nr1d1Chan1_DAPIChan2_4.dv '
        'AC16_T37d_Rep2_Nr1d1Chan1_DAPIChan2_8.dv AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_11.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_15.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_17.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_18.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_22.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_23.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_3.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_4.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_6.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_9.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_12.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_14.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_15.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_2.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_3.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_4.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_5.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_9.dv AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_1.dv '
        'AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_10.dv AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_13.dv '
        'AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_16.dv AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_18.dv '
        'AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_19.dv AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_3.dv '
        'AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_6.dv AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_7.dv '
        'AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_8.dv AC16_T37d_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_10.dv '
        'AC16_T37d_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_14.dv '
        'AC16_T37d_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_6.dv '
        'AC16_T37d_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_8.dv '
        'AC16_T37d_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_9.dv AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_11.dv '
        'AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_13.dv AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_18.dv '
        'AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_3.dv AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_7.dv '
        'AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_8.dv U2OSNr1d1KO_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_10.dv '
        'U2OSNr1d1KO_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_12.dv '
        'U2OSNr1d1KO_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_17.dv '
        'U2OSNr1d1KO_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_18.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_10.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_11.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_12.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_13.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_15.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_3.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_5.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_6.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_8.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_9.dv '
        'U2OSNr1d1KO_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_10.dv '
        'U2OSNr1d1KO_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_13.dv '
        'U2OSNr1d1KO_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_18.dv '
        'U2OSNr1d1KO_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_19.dv '
        'U2OSNr1d1KO_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_5.dv '
        'U2OSNr1d1KO_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_6.dv '
        'U2OSNr1d1KO_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_9.dv '
        'U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_13.dv U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_16.dv '
        'U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_19.dv U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_20.dv '
        'U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_3.dv U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_5.dv '
        'U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_1.dv U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_11.dv '
        'U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_14.dv U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_15.dv '
        'U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_17.dv U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_18.dv '
        'U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_21.dv U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_4.dv '
        'U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_8.dv U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_9.dv '
        'U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_1.dv U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_10.dv '
        'U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_13.dv U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_14.dv '
        'U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_16.dv U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_17.dv '
        'U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_2.dv U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_4.dv '
        'U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_5.dv U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_11.dv '
        'U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_13.dv U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_14.dv '
        'U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_15.dv U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_3.dv '
        'U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_6.dv U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_9.dv '
        'U2OS_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_3.dv U2OS_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_4.dv '
        'U2OS_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_7.dv U2OS_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_8.dv '
        'U2OS_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_11.dv U2OS_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_12.dv '
        'U2OS_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_14.dv U2OS_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_15.dv '
        'U2OS_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_2.dv U2OS_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_8.dv '
        'U2OS_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_9.dv U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_1.dv '
        'U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_15.dv U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_16.dv '
        'U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_2.dv U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_22.dv '
        'U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_1.dv U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_14.dv '
        'U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_16.dv U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_4.dv '
        'U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_9.dv U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_11.dv '
        'U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_14.dv U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_16.dv '
        'U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_17.dv U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_24.dv '
        'U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_25.dv U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_3.dv '
        'U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_5.dv U2OS_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_1.dv '
        'U2OS_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_12.dv U2OS_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_13.dv '
        'U2OS_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_14.dv U2OS_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_16.dv '
        'U2OS_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_2.dv U2OS_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_7.dv '
        'U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_14.dv U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_15.dv '
        'U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_17.dv U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_18.dv '
        'U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_19.dv U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_2.dv '
        'U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_8.dv U2OS_T18d5h_Rep3_Nr1d1Chan1_DAPIChan2_19.dv '
        'U2OS_T18d5h_Rep3_Nr1d1Chan1_DAPIChan2_20.dv U2OS_T18d5h_Rep3_Nr1d1Chan1_DAPIChan2_4.dv '
        'U2OS_T18d5h_Rep3_Nr1d1Chan1_DAPIChan2_6.dv U2OS_T18d5h_Rep3_Nr1d1Chan1_DAPIChan2_8.dv '
        'U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_13.dv U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_17.dv '
        'U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_18.dv U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_2.dv '
        'U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_20.dv U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_7.dv '
        'U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_9.dv U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_11.dv '
        'U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_12.dv U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_13.dv '
        'U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_14.dv U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_15.dv '
        'U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_16.dv U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_18.dv '
        'U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_2.dv U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_4.dv '
        'U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_5.dv U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_6.dv '
        'U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_7.dv U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_10.dv '
        'U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_11.dv U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_16.dv '
        'U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_6.dv U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_8.dv'
    ),
}

COLDTEMP_DV_OTHER = {
    '20200625-ftp': (
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_13_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_15_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_16_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_18_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_19_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_20_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_21_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_22_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_24_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_13_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_14_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_15_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_16_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_18_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_19_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_20_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_21_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_22_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_13_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_14_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_15_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_16_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_17_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_19_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_13_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_14_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_15_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_16_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_19_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_22_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_23_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_25_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_26_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_01_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_03_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_05_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_07_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_09_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_13_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_14_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_16_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_17_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_18_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_19_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_20_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_21_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_22_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_23_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_24_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_25_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_26_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_28_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_29_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_30_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_31_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_13_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_14_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_15_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_16_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_17_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_18_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_19_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_20_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_21_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_13_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_14_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_16_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_17_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_18_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_13_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_HNRNPC488_NUP594_01_SIR_THR_ALN.tif AC16_Rep2_37d_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_HNRNPC488_NUP594_03_SIR_THR_ALN.tif AC16_Rep2_37d_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_HNRNPC488_NUP594_05_SIR_THR_ALN.tif AC16_Rep2_37d_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_HNRNPC488_NUP594_07_SIR_THR_ALN.tif AC16_Rep2_37d_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_HNRNPC488_NUP594_09_SIR_THR_ALN.tif AC16_Rep2_37d_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_13_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_14_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_15_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_16_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_12_SIR_THR_ALN.tif'
    ),
}

COLDTEMP_SIM_KIND = {
    '20200625-ftp': (
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_13_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_15_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_17_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_18_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_19_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_21_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_22_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_23_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_24_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h37d2h_HNRNPC488_NUP594_25_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_14_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_15_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_16_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_17_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_18_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_19_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_20_SIR_THR_ALN.tif '
        'AC16_Rep1_18d24h_HNRNPC488_NUP594_22_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_14_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_15_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_17_SIR_THR_ALN.tif '
        'AC16_Rep1_18d5h_HNRNPC488_NUP594_19_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_13_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_15_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_16_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_17_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_18_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_19_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_20_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_22_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_23_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_24_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_25_SIR_THR_ALN.tif '
        'AC16_Rep1_28d24h_HNRNPC488_NUP594_26_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_01_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_05_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_08_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_10_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_12_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_13_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_14_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_15_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_16_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_17_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_18_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_19_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_20_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_21_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_23_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_24_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_25_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_26_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_27_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_28_SIR_THR_ALN.tif '
        'AC16_Rep1_37d_HNRNPC488_NUP594_29_SIR_THR_ALN.tif AC16_Rep1_37d_HNRNPC488_NUP594_31_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_13_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_14_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_15_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_16_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_17_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_18_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_20_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_21_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_22_SIR_THR_ALN.tif '
        'AC16_Rep1_8d24h_HNRNPC488_NUP594_23_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_H3K4M488_H3K27M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h37d2h_POLS2P488_H3K9M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_H3K4M488_H3K27M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d24h_POLS2P488_H3K9M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_H3K4M488_H3K27M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_13_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_14_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_15_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_16_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_17_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_18_SIR_THR_ALN.tif '
        'AC16_Rep2_18d5h_POLS2P488_H3K9M594_19_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_H3K4M488_H3K27M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_28d24h_POLS2P488_H3K9M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_H3K4M488_H3K27M594_13_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_HNRNPC488_NUP594_01_SIR_THR_ALN.tif AC16_Rep2_37d_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_HNRNPC488_NUP594_05_SIR_THR_ALN.tif AC16_Rep2_37d_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_HNRNPC488_NUP594_08_SIR_THR_ALN.tif AC16_Rep2_37d_HNRNPC488_NUP594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_13_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_14_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_15_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_16_SIR_THR_ALN.tif '
        'AC16_Rep2_37d_POLS2P488_H3K9M594_17_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_06_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_H3K4M488_H3K27M594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_02_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_05_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_07_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_10_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_HNRNPC488_NUP594_12_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_01_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_03_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_04_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_08_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_09_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_11_SIR_THR_ALN.tif '
        'AC16_Rep2_8d24h_POLS2P488_H3K9M594_12_SIR_THR_ALN.tif'
    ),
}

COLDTEMP_SIM_OTHER = {
    '20200625-ftp': (
        'AC16_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_1.dv AC16_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_13.dv '
        'AC16_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_5.dv AC16_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_7.dv '
        'AC16_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_8.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_1.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_10.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_11.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_12.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_13.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_15.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_16.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_17.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_3.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_7.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_8.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_9.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_11.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_4.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_5.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_7.dv '
        'AC16_T18d24h37d2h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_9.dv '
        'AC16_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_1.dv AC16_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_14.dv '
        'AC16_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_7.dv AC16_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_8.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_10.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_14.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_16.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_17.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_19.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_2.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_3.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_4.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_5.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_7.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_8.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_1.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_12.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_13.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_14.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_16.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_19.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_20.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_3.dv '
        'AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_9.dv '
        'AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_1.dv AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_12.dv '
        'AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_16.dv AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_17.dv '
        'AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_20.dv AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_5.dv '
        'AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_6.dv AC16_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_7.dv '
        'AC16_T18d24h37d2h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_15.dv '
        'AC16_T18d24h37d2h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_16.dv '
        'AC16_T18d24h37d2h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_3.dv '
        'AC16_T18d24h37d2h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_5.dv '
        'AC16_T18d24h37d2h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_8.dv '
        'AC16_T18d24h37d2h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_9.dv '
        'AC16_T18d24h37d2h_Rep4_Nr1d1Chan1_DAPIChan2_1.dv AC16_T18d24h37d2h_Rep4_Nr1d1Chan1_DAPIChan2_11.dv '
        'AC16_T18d24h37d2h_Rep4_Nr1d1Chan1_DAPIChan2_13.dv AC16_T18d24h37d2h_Rep4_Nr1d1Chan1_DAPIChan2_15.dv '
        'AC16_T18d24h37d2h_Rep4_Nr1d1Chan1_DAPIChan2_5.dv AC16_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_12.dv '
        'AC16_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_16.dv AC16_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_2.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_18.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_19.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_2.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_5.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_7.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_8.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_9.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_1.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_2.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_3.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_8.dv '
        'AC16_T18d24h_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_9.dv '
        'AC16_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_10.dv AC16_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_15.dv '
        'AC16_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_6.dv AC16_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_7.dv '
        'AC16_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_8.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_1.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_10.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_6.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_8.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_11.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_16.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_2.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_3.dv '
        'AC16_T18d24h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_7.dv '
        'AC16_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_1.dv AC16_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_14.dv '
        'AC16_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_15.dv AC16_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_17.dv '
        'AC16_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_18.dv '
        'AC16_T18d24h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_10.dv '
        'AC16_T18d24h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_11.dv '
        'AC16_T18d24h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_3.dv '
        'AC16_T18d24h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_5.dv '
        'AC16_T18d24h_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_7.dv '
        'AC16_T18d24h_Rep4_Nr1d1Chan1_DAPIChan2_13.dv AC16_T18d24h_Rep4_Nr1d1Chan1_DAPIChan2_3.dv '
        'AC16_T18d24h_Rep4_Nr1d1Chan1_DAPIChan2_6.dv AC16_T18d24h_Rep4_Nr1d1Chan1_DAPIChan2_7.dv '
        'AC16_T18d24h_Rep4_Nr1d1Chan1_DAPIChan2_9.dv AC16_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_1.dv '
        'AC16_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_10.dv AC16_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_2.dv '
        'AC16_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_3.dv AC16_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_4.dv '
        'AC16_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_7.dv AC16_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_10.dv '
        'AC16_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_7.dv AC16_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_9.dv '
        'AC16_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_10.dv AC16_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_12.dv '
        'AC16_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_16.dv AC16_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_4.dv '
        'AC16_T37d_Rep1_Nr1d1Chan1_DAPIChan2_5.dv AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_10.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_14.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_2.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_3.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Cry2Chan2_DAPIChan3_6.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_1.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_13.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_3.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_4.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_7.dv '
        'AC16_T37d_Rep1_PoorProbeChan1_Tp53Chan2_DAPIChan3_9.dv AC16_T37d_Rep2_Nr1d1Chan1_DAPIChan2_12.dv '
        'AC16_T37d_Rep2_Nr1d1Chan1_DAPIChan2_14.dv AC16_T37d_Rep2_Nr1d1Chan1_DAPIChan2_15.dv '
        'AC16_T37d_Rep2_Nr1d1Chan1_DAPIChan2_16.dv AC16_T37d_Rep2_Nr1d1Chan1_DAPIChan2_17.dv '
        'AC16_T37d_Rep2_Nr1d1Chan1_DAPIChan2_4.dv AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_1.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_12.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_14.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_19.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_2.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_21.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_22.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Cry2Chan2_DAPIChan3_23.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_4.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_5.dv '
        'AC16_T37d_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_9.dv AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_1.dv '
        'AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_10.dv AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_13.dv '
        'AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_14.dv AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_15.dv '
        'AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_16.dv AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_2.dv '
        'AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_7.dv AC16_T37d_Rep3_Nr1d1Chan1_DAPIChan2_9.dv '
        'AC16_T37d_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_1.dv '
        'AC16_T37d_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_14.dv '
        'AC16_T37d_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_2.dv '
        'AC16_T37d_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_4.dv '
        'AC16_T37d_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_5.dv '
        'AC16_T37d_Rep3_PoorProbeChan1_Tp53Chan2_DAPIChan3_8.dv AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_1.dv '
        'AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_10.dv AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_11.dv '
        'AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_12.dv AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_14.dv '
        'AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_15.dv AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_2.dv '
        'AC16_T37d_Rep4_Nr1d1Chan1_DAPIChan2_9.dv U2OSNr1d1KO_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_10.dv '
        'U2OSNr1d1KO_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_19.dv '
        'U2OSNr1d1KO_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_2.dv '
        'U2OSNr1d1KO_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_3.dv '
        'U2OSNr1d1KO_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_4.dv '
        'U2OSNr1d1KO_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_5.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_1.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_10.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_12.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_19.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_20.dv '
        'U2OSNr1d1KO_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_8.dv '
        'U2OSNr1d1KO_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_10.dv '
        'U2OSNr1d1KO_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_15.dv '
        'U2OSNr1d1KO_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_2.dv '
        'U2OSNr1d1KO_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_4.dv '
        'U2OSNr1d1KO_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_9.dv U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_1.dv '
        'U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_12.dv U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_15.dv '
        'U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_20.dv U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_21.dv '
        'U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_23.dv U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_4.dv '
        'U2OS_T18d24h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_8.dv U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_1.dv '
        'U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_11.dv U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_14.dv '
        'U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_17.dv U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_18.dv '
        'U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_19.dv U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_21.dv '
        'U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_3.dv U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_5.dv '
        'U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_7.dv U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_8.dv '
        'U2OS_T18d24h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_9.dv U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_10.dv '
        'U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_16.dv U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_17.dv '
        'U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_2.dv U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_20.dv '
        'U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_21.dv U2OS_T18d24h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_9.dv '
        'U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_1.dv U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_13.dv '
        'U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_15.dv U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_18.dv '
        'U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_2.dv U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_21.dv '
        'U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_6.dv U2OS_T18d24h_Rep1_Nr1d1Chan1_DAPIChan2_8.dv '
        'U2OS_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_1.dv U2OS_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_4.dv '
        'U2OS_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_8.dv U2OS_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_9.dv '
        'U2OS_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_15.dv U2OS_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_16.dv '
        'U2OS_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_3.dv U2OS_T18d24h_Rep3_Nr1d1Chan1_DAPIChan2_6.dv '
        'U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_1.dv U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_15.dv '
        'U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_16.dv U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_19.dv '
        'U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_20.dv U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_22.dv '
        'U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_3.dv U2OS_T18d5h37d2h_Rep1_Nr1d1Chan1_DAPIChan2_7.dv '
        'U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_15.dv U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_16.dv '
        'U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_19.dv U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_2.dv '
        'U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_20.dv U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_21.dv '
        'U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_22.dv U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_3.dv '
        'U2OS_T18d5h37d2h_Rep2_Nr1d1Chan1_DAPIChan2_4.dv U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_22.dv '
        'U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_24.dv U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_25.dv '
        'U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_6.dv U2OS_T18d5h37d2h_Rep3_Nr1d1Chan1_DAPIChan2_8.dv '
        'U2OS_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_13.dv U2OS_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_18.dv '
        'U2OS_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_5.dv U2OS_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_7.dv '
        'U2OS_T18d5h_Rep1_Nr1d1Chan1_DAPIChan2_9.dv U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_1.dv '
        'U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_11.dv U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_12.dv '
        'U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_14.dv U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_16.dv '
        'U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_17.dv U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_5.dv '
        'U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_6.dv U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_8.dv '
        'U2OS_T18d5h_Rep2_Nr1d1Chan1_DAPIChan2_9.dv U2OS_T18d5h_Rep3_Nr1d1Chan1_DAPIChan2_1.dv '
        'U2OS_T18d5h_Rep3_Nr1d1Chan1_DAPIChan2_13.dv U2OS_T18d5h_Rep3_Nr1d1Chan1_DAPIChan2_17.dv '
        'U2OS_T18d5h_Rep3_Nr1d1Chan1_DAPIChan2_2.dv U2OS_T18d5h_Rep3_Nr1d1Chan1_DAPIChan2_20.dv '
        'U2OS_T18d5h_Rep3_Nr1d1Chan1_DAPIChan2_5.dv U2OS_T18d5h_Rep3_Nr1d1Chan1_DAPIChan2_6.dv '
        'U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_10.dv U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_11.dv '
        'U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_14.dv U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_17.dv '
        'U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_18.dv U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_20.dv '
        'U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_5.dv U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_6.dv '
        'U2OS_T37d_Rep1_Nr1d1Chan1_DAPIChan2_9.dv U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_13.dv '
        'U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_17.dv U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_19.dv '
        'U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_2.dv U2OS_T37d_Rep2_Nr1d1Chan1_DAPIChan2_8.dv '
        'U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_13.dv U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_15.dv '
        'U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_17.dv U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_2.dv '
        'U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_20.dv U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_5.dv '
        'U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_7.dv U2OS_T37d_Rep3_Nr1d1Chan1_DAPIChan2_9.dv'
    ),
}

MIRON_STAGES_KIND = {
    'experimentB/C127-ES/CTCF': (
        '201712-23_ES_C127_EdU-594_CTCF-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201712-23_ES_C127_EdU-594_CTCF-488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        '201712-23_ES_C127_EdU-594_CTCF-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201712-23_ES_C127_EdU-594_CTCF-488_DAPI_514_08_FUS_SIR_ALN_THR.tif '
        '201712-24_ES_C127_EdU-594_CTCF-488_DAPI_514_13_FUS_SIR_ALN_THR.tif '
        '201712-24_ES_C127_EdU-594_CTCF-488_DAPI_514_15_FUS_SIR_ALN_THR.tif '
        '201712-24_ES_C127_EdU-594_CTCF-488_DAPI_514_17_FUS_SIR_ALN_THR.tif '
        '201712-24_ES_C127_EdU-594_CTCF-488_DAPI_514_18_FUS_SIR_ALN_THR.tif '
        '201712-24_ES_C127_EdU-594_CTCF-488_DAPI_514_19_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-ES/H3K27me3': (
        '201805-33_ES_C127_EdU-594_H3K27me3-488_DAPI_514_12_FUS_SIR_ALN_THR.tif '
        '201805-33_ES_C127_EdU-594_H3K27me3-488_DAPI_514_13_FUS_SIR_ALN_THR.tif '
        '201805-33_ES_C127_EdU-594_H3K27me3-488_DAPI_514_14_FUS_SIR_ALN_THR.tif '
        '201805-33_ES_C127_EdU-594_H3K27me3-488_DAPI_514_15_FUS_SIR_ALN_THR.tif '
        '201805-33_ES_C127_EdU-594_H3K27me3-488_DAPI_514_16_FUS_SIR_ALN_THR.tif '
        '201805-33_ES_C127_EdU-594_H3K27me3-488_DAPI_514_20_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-ES/H3K36me3': (
        '201712-16_ES_C127_H3K36me3-488_DAPI_EdU594_514_04_FUS_SIR_ALN_THR.tif '
        '201712-16_ES_C127_H3K36me3-488_DAPI_EdU594_514_05_FUS_SIR_ALN_THR.tif '
        '201712-16_ES_C127_H3K36me3-488_DAPI_EdU594_514_09_FUS_SIR_ALN_THR.tif '
        '201712-17_ES_C127_H3K36me3-488_DAPI_EdU594_514_11_FUS_SIR_ALN_THR.tif '
        '201712-17_ES_C127_H3K36me3-488_DAPI_EdU594_514_13_FUS_SIR_ALN_THR.tif '
        '201712-17_ES_C127_H3K36me3-488_DAPI_EdU594_514_14_FUS_SIR_ALN_THR.tif '
        '201712-17_ES_C127_H3K36me3-488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif '
        '201712-17_ES_C127_H3K36me3-488_DAPI_EdU594_514_18_FUS_SIR_ALN_THR.tif '
        '201712-17_ES_C127_H3K36me3-488_DAPI_EdU594_514_20_FUS_SIR_ALN_THR.tif '
        '201805-33_ES_C127_H3K36me3-488_DAPI_EdU594_514_07_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-ES/H3K9me2': (
        '201806-37_ES_C127_EdU-594_H3K9me2-488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        '201806-37_ES_C127_EdU-594_H3K9me2-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201806-37_ES_C127_EdU-594_H3K9me2-488_DAPI_514_04_FUS_SIR_ALN_THR.tif '
        '201806-37_ES_C127_EdU-594_H3K9me2-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201806-37_ES_C127_EdU-594_H3K9me2-488_DAPI_514_06_FUS_SIR_ALN_THR.tif '
        '201806-37_ES_C127_EdU-594_H3K9me2-488_DAPI_514_08_FUS_SIR_ALN_THR.tif '
        '201806-37_ES_C127_EdU-594_H3K9me2-488_DAPI_514_10_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-ES/H3K9me3': (
        '201806-37_ES_EdU-594_C127_H3K9me3-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201806-37_ES_EdU-594_C127_H3K9me3-488_DAPI_514_06_FUS_SIR_ALN_THR.tif '
        '201806-37_ES_EdU-594_C127_H3K9me3-488_DAPI_514_08_FUS_SIR_ALN_THR.tif '
        '201806-37_ES_EdU-594_C127_H3K9me3-488_DAPI_514_09_FUS_SIR_ALN_THR.tif '
        '201806-37_ES_EdU-594_C127_H3K9me3-488_DAPI_514_10_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-ES/H4K20me3': (
        '201712-13_ES_C127_H4K20me3488_DAPI_EdU594_514_01_FUS_SIR_ALN_THR.tif '
        '201712-13_ES_C127_H4K20me3488_DAPI_EdU594_514_03_FUS_SIR_ALN_THR.tif '
        '201712-13_ES_C127_H4K20me3488_DAPI_EdU594_514_04_FUS_SIR_ALN_THR.tif '
        '201712-13_ES_C127_H4K20me3488_DAPI_EdU594_514_05_FUS_SIR_ALN_THR.tif '
        '201712-13_ES_C127_H4K20me3488_DAPI_EdU594_514_07_FUS_SIR_ALN_THR.tif '
        '201712-13_ES_C127_H4K20me3488_DAPI_EdU594_514_08_FUS_SIR_ALN_THR.tif '
        '201712-13_ES_C127_H4K20me3488_DAPI_EdU594_514_09_FUS_SIR_ALN_THR.tif '
        '201712-13_ES_C127_H4K20me3488_DAPI_EdU594_514_10_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_H4K20me3488_DAPI_EdU594_514_12_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_H4K20me3488_DAPI_EdU594_514_13_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_H4K20me3488_DAPI_EdU594_514_14_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_H4K20me3488_DAPI_EdU594_514_15_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_H4K20me3488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_H4K20me3488_DAPI_EdU594_514_17_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_H4K20me3488_DAPI_EdU594_514_19_FUS_SIR_ALN_THR.tif '
        '201804-24_ES_C127_H4K20me3488_DAPI_EdU594_514_02_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-ES/RNAP-S2P': (
        '201712-16_ES_C127_RNAP-S2P-488_DAPI_EdU594_514_02_FUS_SIR_ALN_THR.tif '
        '201712-16_ES_C127_RNAP-S2P-488_DAPI_EdU594_514_03_FUS_SIR_ALN_THR.tif '
        '201712-16_ES_C127_RNAP-S2P-488_DAPI_EdU594_514_04_FUS_SIR_ALN_THR.tif '
        '201712-16_ES_C127_RNAP-S2P-488_DAPI_EdU594_514_06_FUS_SIR_ALN_THR.tif '
        '201712-17_ES_C127_RNAP-S2P-488_DAPI_EdU594_514_12_FUS_SIR_ALN_THR.tif '
        '201712-17_ES_C127_RNAP-S2P-488_DAPI_EdU594_514_13_FUS_SIR_ALN_THR.tif '
        '201712-17_ES_C127_RNAP-S2P-488_DAPI_EdU594_514_14_FUS_SIR_ALN_THR.tif '
        '201712-17_ES_C127_RNAP-S2P-488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif '
        '201712-17_ES_C127_RNAP-S2P-488_DAPI_EdU594_514_18_FUS_SIR_ALN_THR.tif '
        '201805-33_ES_C127_RNAP-S2P-488_DAPI_EdU594_514_01_FUS_SIR_ALN_THR.tif '
        '201805-33_ES_C127_RNAP-S2P-488_DAPI_EdU594_514_09_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-ES/hnRNP': (
        '201712-13_ES_C127_hnRNP488_DAPI_EdU594_514_01_FUS_SIR_ALN_THR.tif '
        '201712-13_ES_C127_hnRNP488_DAPI_EdU594_514_02_FUS_SIR_ALN_THR.tif '
        '201712-13_ES_C127_hnRNP488_DAPI_EdU594_514_04_FUS_SIR_ALN_THR.tif '
        '201712-13_ES_C127_hnRNP488_DAPI_EdU594_514_09_FUS_SIR_ALN_THR.tif '
        '201712-13_ES_C127_hnRNP488_DAPI_EdU594_514_10_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_hnRNP488_DAPI_EdU594_514_12_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_hnRNP488_DAPI_EdU594_514_14_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_hnRNP488_DAPI_EdU594_514_15_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_hnRNP488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_hnRNP488_DAPI_EdU594_514_18_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_hnRNP488_DAPI_EdU594_514_19_FUS_SIR_ALN_THR.tif '
        '201712-14_ES_C127_hnRNP488_DAPI_EdU594_514_20_FUS_SIR_ALN_THR.tif '
        '201805-33_ES_C127_hnRNP488_DAPI_EdU594_514_17_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-LS/CTCF': (
        '201712-23_LS_C127_EdU-594_CTCF-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201712-23_LS_C127_EdU-594_CTCF-488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        '201712-23_LS_C127_EdU-594_CTCF-488_DAPI_514_04_FUS_SIR_ALN_THR.tif '
        '201712-23_LS_C127_EdU-594_CTCF-488_DAPI_514_07_FUS_SIR_ALN_THR.tif '
        '201712-24_LS_C127_EdU-594_CTCF-488_DAPI_514_14_FUS_SIR_ALN_THR.tif '
        '201712-24_LS_C127_EdU-594_CTCF-488_DAPI_514_15_FUS_SIR_ALN_THR.tif '
        '201712-24_LS_C127_EdU-594_CTCF-488_DAPI_514_16_FUS_SIR_ALN_THR.tif '
        '201712-24_LS_C127_EdU-594_CTCF-488_DAPI_514_18_FUS_SIR_ALN_THR.tif '
        '201712-24_LS_C127_EdU-594_CTCF-488_DAPI_514_20_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_CTCF-488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_CTCF-488_DAPI_514_06_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_CTCF-488_DAPI_514_09_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_CTCF-488_DAPI_514_13_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-LS/H3K27me3': (
        '201805-33_LS_C127_EdU-594_H3K27me3-488_DAPI_514_11_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_H3K27me3-488_DAPI_514_12_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_H3K27me3-488_DAPI_514_14_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_H3K27me3-488_DAPI_514_16_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_H3K27me3-488_DAPI_514_17_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_H3K27me3-488_DAPI_514_18_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_H3K27me3-488_DAPI_514_20_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-LS/H3K36me3': (
        '201712-16_LS_C127_H3K36me3-488_DAPI_EdU594_514_01_FUS_SIR_ALN_THR.tif '
        '201712-16_LS_C127_H3K36me3-488_DAPI_EdU594_514_02_FUS_SIR_ALN_THR.tif '
        '201712-16_LS_C127_H3K36me3-488_DAPI_EdU594_514_06_FUS_SIR_ALN_THR.tif '
        '201712-16_LS_C127_H3K36me3-488_DAPI_EdU594_514_09_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_H3K36me3-488_DAPI_EdU594_514_11_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_H3K36me3-488_DAPI_EdU594_514_12_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_H3K36me3-488_DAPI_EdU594_514_13_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_H3K36me3-488_DAPI_EdU594_514_14_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_H3K36me3-488_DAPI_EdU594_514_15_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_H3K36me3-488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-LS/H3K4me3': (
        '201712-13_LS_C127_H3K4me3-488_DAPI_EdU594_514_01_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H3K4me3-488_DAPI_EdU594_514_02_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H3K4me3-488_DAPI_EdU594_514_03_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H3K4me3-488_DAPI_EdU594_514_04_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H3K4me3-488_DAPI_EdU594_514_05_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H3K4me3-488_DAPI_EdU594_514_07_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H3K4me3-488_DAPI_EdU594_514_10_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H3K4me3-488_DAPI_EdU594_514_11_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H3K4me3-488_DAPI_EdU594_514_13_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H3K4me3-488_DAPI_EdU594_514_15_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H3K4me3-488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H3K4me3-488_DAPI_EdU594_514_17_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H3K4me3-488_DAPI_EdU594_514_18_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H3K4me3-488_DAPI_EdU594_514_20_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-LS/H3K9me2': (
        '201806-37_LS_C127_EdU-594_H3K9me2-488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        '201806-37_LS_C127_EdU-594_H3K9me2-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201806-37_LS_C127_EdU-594_H3K9me2-488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        '201806-37_LS_C127_EdU-594_H3K9me2-488_DAPI_514_04_FUS_SIR_ALN_THR.tif '
        '201806-37_LS_C127_EdU-594_H3K9me2-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201806-37_LS_C127_EdU-594_H3K9me2-488_DAPI_514_06_FUS_SIR_ALN_THR.tif '
        '201806-37_LS_C127_EdU-594_H3K9me2-488_DAPI_514_10_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-LS/H3K9me3': (
        '201806-37_LS_C127_EdU-594_H3K9me3-488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        '201806-37_LS_C127_EdU-594_H3K9me3-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201806-37_LS_C127_EdU-594_H3K9me3-488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        '201806-37_LS_C127_EdU-594_H3K9me3-488_DAPI_514_06_FUS_SIR_ALN_THR.tif '
        '201806-37_LS_C127_EdU-594_H3K9me3-488_DAPI_514_07_FUS_SIR_ALN_THR.tif '
        '201806-37_LS_C127_EdU-594_H3K9me3-488_DAPI_514_08_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-LS/H4K20me3': (
        '201712-13_LS_C127_H4K20me3488_DAPI_EdU594_514_01_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H4K20me3488_DAPI_EdU594_514_02_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H4K20me3488_DAPI_EdU594_514_04_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H4K20me3488_DAPI_EdU594_514_05_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H4K20me3488_DAPI_EdU594_514_06_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H4K20me3488_DAPI_EdU594_514_07_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H4K20me3488_DAPI_EdU594_514_08_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H4K20me3488_DAPI_EdU594_514_09_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_H4K20me3488_DAPI_EdU594_514_10_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H4K20me3488_DAPI_EdU594_514_11_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H4K20me3488_DAPI_EdU594_514_12_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H4K20me3488_DAPI_EdU594_514_13_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H4K20me3488_DAPI_EdU594_514_14_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H4K20me3488_DAPI_EdU594_514_15_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H4K20me3488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H4K20me3488_DAPI_EdU594_514_18_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H4K20me3488_DAPI_EdU594_514_19_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_H4K20me3488_DAPI_EdU594_514_20_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-LS/RNAP-S2P': (
        '201712-16_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_01_FUS_SIR_ALN_THR.tif '
        '201712-16_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_02_FUS_SIR_ALN_THR.tif '
        '201712-16_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_05_FUS_SIR_ALN_THR.tif '
        '201712-16_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_06_FUS_SIR_ALN_THR.tif '
        '201712-16_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_09_FUS_SIR_ALN_THR.tif '
        '201712-16_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_10_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_11_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_12_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_13_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_14_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_15_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_17_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_18_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_19_FUS_SIR_ALN_THR.tif '
        '201712-17_LS_C127_RNAP-S2P-488_DAPI_EdU594_514_20_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-LS/SCC1': (
        '201804-24_LS_C127_EdU-594_SCC1-488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        '201804-24_LS_C127_EdU-594_SCC1-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201804-24_LS_C127_EdU-594_SCC1-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201804-24_LS_C127_EdU-594_SCC1-488_DAPI_514_09_FUS_SIR_ALN_THR.tif '
        '201804-24_LS_C127_EdU-594_SCC1-488_DAPI_514_10_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_SCC1-488_DAPI_514_11_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_SCC1-488_DAPI_514_12_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_SCC1-488_DAPI_514_13_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_SCC1-488_DAPI_514_14_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_SCC1-488_DAPI_514_19_FUS_SIR_ALN_THR.tif '
        '201805-33_LS_C127_EdU-594_SCC1-488_DAPI_514_20_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-LS/hnRNP': (
        '201712-13_LS_C127_hnRNP488_DAPI_EdU594_514_01_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_hnRNP488_DAPI_EdU594_514_03_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_hnRNP488_DAPI_EdU594_514_04_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_hnRNP488_DAPI_EdU594_514_05_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_hnRNP488_DAPI_EdU594_514_07_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_hnRNP488_DAPI_EdU594_514_08_FUS_SIR_ALN_THR.tif '
        '201712-13_LS_C127_hnRNP488_DAPI_EdU594_514_10_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_hnRNP488_DAPI_EdU594_514_12_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_hnRNP488_DAPI_EdU594_514_15_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_hnRNP488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_hnRNP488_DAPI_EdU594_514_18_FUS_SIR_ALN_THR.tif '
        '201712-14_LS_C127_hnRNP488_DAPI_EdU594_514_19_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-MS/CTCF': (
        '201712-23_MS_C127_EdU-594_CTCF-488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        '201712-23_MS_C127_EdU-594_CTCF-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201712-23_MS_C127_EdU-594_CTCF-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201712-23_MS_C127_EdU-594_CTCF-488_DAPI_514_06_FUS_SIR_ALN_THR.tif '
        '201712-23_MS_C127_EdU-594_CTCF-488_DAPI_514_08_FUS_SIR_ALN_THR.tif '
        '201712-24_MS_C127_EdU-594_CTCF-488_DAPI_514_13_FUS_SIR_ALN_THR.tif '
        '201712-24_MS_C127_EdU-594_CTCF-488_DAPI_514_15_FUS_SIR_ALN_THR.tif '
        '201712-24_MS_C127_EdU-594_CTCF-488_DAPI_514_16_FUS_SIR_ALN_THR.tif '
        '201712-24_MS_C127_EdU-594_CTCF-488_DAPI_514_17_FUS_SIR_ALN_THR.tif '
        '201712-24_MS_C127_EdU-594_CTCF-488_DAPI_514_18_FUS_SIR_ALN_THR.tif '
        '201712-24_MS_C127_EdU-594_CTCF-488_DAPI_514_19_FUS_SIR_ALN_THR.tif '
        '201712-24_MS_C127_EdU-594_CTCF-488_DAPI_514_20_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_EdU-594_CTCF-488_DAPI_514_09_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_EdU-594_CTCF-488_DAPI_514_10_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-MS/H3K27me3': (
        '201805-33_MS_C127_EdU-594_H3K27me3-488_DAPI_514_13_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_EdU-594_H3K27me3-488_DAPI_514_17_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_EdU-594_H3K27me3-488_DAPI_514_19_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-MS/H3K36me3': (
        '201712-16_MS_C127_H3K36me3-488_DAPI_EdU594_514_03_FUS_SIR_ALN_THR.tif '
        '201712-16_MS_C127_H3K36me3-488_DAPI_EdU594_514_07_FUS_SIR_ALN_THR.tif '
        '201712-16_MS_C127_H3K36me3-488_DAPI_EdU594_514_10_FUS_SIR_ALN_THR.tif '
        '201712-17_MS_C127_H3K36me3-488_DAPI_EdU594_514_14_FUS_SIR_ALN_THR.tif '
        '201712-17_MS_C127_H3K36me3-488_DAPI_EdU594_514_15_FUS_SIR_ALN_THR.tif '
        '201712-17_MS_C127_H3K36me3-488_DAPI_EdU594_514_17_FUS_SIR_ALN_THR.tif '
        '201712-17_MS_C127_H3K36me3-488_DAPI_EdU594_514_19_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H3K36me3-488_DAPI_EdU594_514_02_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H3K36me3-488_DAPI_EdU594_514_04_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H3K36me3-488_DAPI_EdU594_514_08_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H3K36me3-488_DAPI_EdU594_514_11_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-MS/H3K4me3': (
        '201712-13_MS_C127_H3K4me3-488_DAPI_EdU594_514_02_FUS_SIR_ALN_THR.tif '
        '201712-13_MS_C127_H3K4me3-488_DAPI_EdU594_514_03_FUS_SIR_ALN_THR.tif '
        '201712-13_MS_C127_H3K4me3-488_DAPI_EdU594_514_05_FUS_SIR_ALN_THR.tif '
        '201712-13_MS_C127_H3K4me3-488_DAPI_EdU594_514_06_FUS_SIR_ALN_THR.tif '
        '201712-13_MS_C127_H3K4me3-488_DAPI_EdU594_514_07_FUS_SIR_ALN_THR.tif '
        '201712-14_MS_C127_H3K4me3-488_DAPI_EdU594_514_12_FUS_SIR_ALN_THR.tif '
        '201712-14_MS_C127_H3K4me3-488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif '
        '201712-14_MS_C127_H3K4me3-488_DAPI_EdU594_514_17_FUS_SIR_ALN_THR.tif '
        '201712-14_MS_C127_H3K4me3-488_DAPI_EdU594_514_20_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H3K4me3-488_DAPI_EdU594_514_04_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H3K4me3-488_DAPI_EdU594_514_08_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H3K4me3-488_DAPI_EdU594_514_13_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-MS/H3K9me2': (
        '201806-37_MS_C127_EdU-594_H3K9me2-488_DAPI_514_04_FUS_SIR_ALN_THR.tif '
        '201806-37_MS_C127_EdU-594_H3K9me2-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201806-37_MS_C127_EdU-594_H3K9me2-488_DAPI_514_07_FUS_SIR_ALN_THR.tif '
        '201806-37_MS_C127_EdU-594_H3K9me2-488_DAPI_514_08_FUS_SIR_ALN_THR.tif '
        '201806-37_MS_C127_EdU-594_H3K9me2-488_DAPI_514_09_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-MS/H3K9me3': (
        '201806-37_MS_C127_EdU-594_H3K9me3-488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        '201806-37_MS_C127_EdU-594_H3K9me3-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201806-37_MS_C127_EdU-594_H3K9me3-488_DAPI_514_06_FUS_SIR_ALN_THR.tif '
        '201806-37_MS_C127_EdU-594_H3K9me3-488_DAPI_514_08_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-MS/H4K20me3': (
        '201712-13_MS_C127_H4K20me3488_DAPI_EdU594_514_02_FUS_SIR_ALN_THR.tif '
        '201712-13_MS_C127_H4K20me3488_DAPI_EdU594_514_04_FUS_SIR_ALN_THR.tif '
        '201712-13_MS_C127_H4K20me3488_DAPI_EdU594_514_06_FUS_SIR_ALN_THR.tif '
        '201712-13_MS_C127_H4K20me3488_DAPI_EdU594_514_09_FUS_SIR_ALN_THR.tif '
        '201712-13_MS_C127_H4K20me3488_DAPI_EdU594_514_10_FUS_SIR_ALN_THR.tif '
        '201712-14_MS_C127_H4K20me3488_DAPI_EdU594_514_11_FUS_SIR_ALN_THR.tif '
        '201712-14_MS_C127_H4K20me3488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif '
        '201712-14_MS_C127_H4K20me3488_DAPI_EdU594_514_17_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H4K20me3488_DAPI_EdU594_514_05_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H4K20me3488_DAPI_EdU594_514_07_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H4K20me3488_DAPI_EdU594_514_12_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H4K20me3488_DAPI_EdU594_514_14_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H4K20me3488_DAPI_EdU594_514_15_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H4K20me3488_DAPI_EdU594_514_18_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_H4K20me3488_DAPI_EdU594_514_19_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-MS/RNAP-S2P': (
        '201712-16_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_02_FUS_SIR_ALN_THR.tif '
        '201712-16_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_03_FUS_SIR_ALN_THR.tif '
        '201712-16_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_04_FUS_SIR_ALN_THR.tif '
        '201712-16_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_05_FUS_SIR_ALN_THR.tif '
        '201712-16_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_07_FUS_SIR_ALN_THR.tif '
        '201712-16_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_10_FUS_SIR_ALN_THR.tif '
        '201712-17_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_11_FUS_SIR_ALN_THR.tif '
        '201712-17_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_14_FUS_SIR_ALN_THR.tif '
        '201712-17_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif '
        '201712-17_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_17_FUS_SIR_ALN_THR.tif '
        '201712-18_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_15_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_08_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_12_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_18_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_19_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_RNAP-S2P-488_DAPI_EdU594_514_20_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-MS/SCC1': (
        '201804-24_MS_C127_EdU-594_SCC1-488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        '201804-24_MS_C127_EdU-594_SCC1-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201804-24_MS_C127_EdU-594_SCC1-488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        '201804-24_MS_C127_EdU-594_SCC1-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201804-24_MS_C127_EdU-594_SCC1-488_DAPI_514_06_FUS_SIR_ALN_THR.tif '
        '201804-24_MS_C127_EdU-594_SCC1-488_DAPI_514_07_FUS_SIR_ALN_THR.tif '
        '201804-24_MS_C127_EdU-594_SCC1-488_DAPI_514_10_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_EdU-594_SCC1-488_DAPI_514_12_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_EdU-594_SCC1-488_DAPI_514_15_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_EdU-594_SCC1-488_DAPI_514_16_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_EdU-594_SCC1-488_DAPI_514_17_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_EdU-594_SCC1-488_DAPI_514_18_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_EdU-594_SCC1-488_DAPI_514_19_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_EdU-594_SCC1-488_DAPI_514_20_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_EdU-594_SCC1-488_DAPI_514_21_FUS_SIR_ALN_THR.tif'
    ),
    'experimentB/C127-MS/hnRNP': (
        '201712-13_MS_C127_hnRNP488_DAPI_EdU594_514_07_FUS_SIR_ALN_THR.tif '
        '201712-13_MS_C127_hnRNP488_DAPI_EdU594_514_08_FUS_SIR_ALN_THR.tif '
        '201712-13_MS_C127_hnRNP488_DAPI_EdU594_514_09_FUS_SIR_ALN_THR.tif '
        '201712-13_MS_C127_hnRNP488_DAPI_EdU594_514_10_FUS_SIR_ALN_THR.tif '
        '201712-14_MS_C127_hnRNP488_DAPI_EdU594_514_12_FUS_SIR_ALN_THR.tif '
        '201712-14_MS_C127_hnRNP488_DAPI_EdU594_514_16_FUS_SIR_ALN_THR.tif '
        '201712-14_MS_C127_hnRNP488_DAPI_EdU594_514_17_FUS_SIR_ALN_THR.tif '
        '201712-14_MS_C127_hnRNP488_DAPI_EdU594_514_19_FUS_SIR_ALN_THR.tif '
        '201712-14_MS_C127_hnRNP488_DAPI_EdU594_514_20_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_hnRNP488_DAPI_EdU594_514_01_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_hnRNP488_DAPI_EdU594_514_02_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_hnRNP488_DAPI_EdU594_514_03_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_hnRNP488_DAPI_EdU594_514_13_FUS_SIR_ALN_THR.tif '
        '201805-33_MS_C127_hnRNP488_DAPI_EdU594_514_15_FUS_SIR_ALN_THR.tif'
    ),
}

MIRON_STAGES_OTHER = {
    'experimentA/C127-G1/30min-BrUTP': (
        '201804-27_G1_C127_30min-BrUTP-488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        '201804-27_G1_C127_30min-BrUTP-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201804-27_G1_C127_30min-BrUTP-488_DAPI_514_10_FUS_SIR_ALN_THR.tif'
    ),
    'experimentA/C127-G1/CTCF': (
        '201712-23_G1_C127_CTCF-488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        '201712-23_G1_C127_CTCF-488_DAPI_514_08_FUS_SIR_ALN_THR.tif '
        '201712-24_G1_C127_CTCF-488_DAPI_514_11_FUS_SIR_ALN_THR.tif '
        '201712-24_G1_C127_CTCF-488_DAPI_514_12_FUS_SIR_ALN_THR.tif '
        '201712-24_G1_C127_CTCF-488_DAPI_514_14_FUS_SIR_ALN_THR.tif '
        '201712-24_G1_C127_CTCF-488_DAPI_514_18_FUS_SIR_ALN_THR.tif '
        '201712-24_G1_C127_CTCF-488_DAPI_514_19_FUS_SIR_ALN_THR.tif '
        '201712-24_G1_C127_CTCF-488_DAPI_514_20_FUS_SIR_ALN_THR.tif '
        '201712-33_G1_C127_CTCF-488_DAPI_514_07_FUS_SIR_ALN_THR.tif'
    ),
    'experimentA/C127-G1/H3K27me3': (
        '201712-13_H3K27me3488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        '201712-13_H3K27me3488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201712-13_H3K27me3488_DAPI_514_04_FUS_SIR_ALN_THR.tif '
        '201712-13_H3K27me3488_DAPI_514_08_FUS_SIR_ALN_THR.tif '
        '201712-13_H3K27me3488_DAPI_514_09_FUS_SIR_ALN_THR.tif '
        '201712-14_H3K27me3488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        '201712-14_H3K27me3488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201712-14_H3K27me3488_DAPI_514_10_FUS_SIR_ALN_THR.tif'
    ),
    'experimentA/C127-G1/H3K36me3': (
        '201712-16_G1_C127_H3K36me3-488_DAPI_514_09_FUS_SIR_ALN_THR.tif '
        '201712-16_G1_C127_H3K36me3-488_DAPI_514_10_FUS_SIR_ALN_THR.tif '
        '201712-17_G1_C127_H3K36me3-488_DAPI_514_13_FUS_SIR_ALN_THR.tif '
        '201712-17_G1_C127_H3K36me3-488_DAPI_514_17_FUS_SIR_ALN_THR.tif '
        '201712-17_G1_C127_H3K36me3-488_DAPI_514_20_FUS_SIR_ALN_THR.tif'
    ),
    'experimentA/C127-G1/H3K4me3': (
        '201712-13_H3K4me3488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201712-13_H3K4me3488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        '201712-13_H3K4me3488_DAPI_514_08_FUS_SIR_ALN_THR.tif '
        '201712-14_H3K4me3488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201712-14_H3K4me3488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        '201712-14_H3K4me3488_DAPI_514_04_FUS_SIR_ALN_THR.tif '
        '201712-14_H3K4me3488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201712-14_H3K4me3488_DAPI_514_10_FUS_SIR_ALN_THR.tif'
    ),
    'experimentA/C127-G1/H3K9me2': (
        '201806-37_G1_C127_H3K9me2-488_DAPI_514_04_FUS_SIR_ALN_THR.tif '
        '201806-37_G1_C127_H3K9me2-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201806-37_G1_C127_H3K9me2-488_DAPI_514_06_FUS_SIR_ALN_THR.tif'
    ),
    '': (
        'experimentA/C127-G1/H3K9me3/201806-37_G1_C127_H3K9me3-488_DAPI_514_06_FUS_SIR_ALN_THR.tif '
        'experimentA/RF2019-01_03/RF2019-01_03_1_HeLa_Scc1_H2B-GFP-Boost_DAPI/RF2019-01_03_1_HeLa_Scc1_H2B-GFP-Boost_DAPI_514_03_SIR_THR_ALN-1.tif '
        'experimentA/RF2019-01_03/RF2019-01_03_1_HeLa_Scc1_H2B-GFP-Boost_DAPI/RF2019-01_03_1_HeLa_Scc1_H2B-GFP-Boost_DAPI_514_10_SIR_THR_ALN-1.tif '
        'experimentA/RF2019-01_03/RF2019-01_03_3_HeLa_H3K9me3_H2B-GFP-Boost_DAPI/RF2019-01_03_3_HeLa_H3K9me3_H2B-GFP-Boost_DAPI_514_06_SIR_THR_ALN-1.tif '
        'experimentA/RF2019-01_03/RF2019-01_03_5_HeLa_hnRNPC_H2B-GFP-Boost_DAPI/RF2019-01_03_5_HeLa_hnRNPC_H2B-GFP-Boost_DAPI_514_05_SIR_THR_ALN-1.tif '
        'experimentC/HCT116SCC1mAID-16hdox-6haux/H3K4me2-H3K36me3/RO201805-34_HCT116-Scc1mAID_16hDox-6hAux_H3K4me2-594_H3K36me3-488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        'experimentC/HCT116SCC1mAID-16hdox-6haux/H3K4me2-H3K36me3/RO201805-34_HCT116-Scc1mAID_16hDox-6hAux_H3K4me2-594_H3K36me3-488_DAPI_514_06_FUS_SIR_ALN_THR.tif '
        'experimentC/HCT116SCC1mAID-6haux/H3K4me2-H3K36me3/RO201805-34_HCT116-Scc1mAID_6hAux_H3K4me2-594_H3K36me3-488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        'experimentC/HCT116SCC1mAID-6haux/H3K4me2-H3K36me3/RO201805-34_HCT116-Scc1mAID_6hAux_H3K4me2-594_H3K36me3-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        'experimentC/HCT116SCC1mAID-6haux/H3K9me3-H4K20me3/RO201805-31_HCT116-Scc1mAID_6hAux_H3K9me3-594_H4K20me3-488_DAPI_514_01_FUS_SIR_ALN_THR.tif'
    ),
    'experimentA/C127-G1/H4K20me3': (
        '201712-13_H4K20me3488_DAPI_514_10_FUS_SIR_ALN_THR.tif '
        '201712-14_H4K20me3488_DAPI_514_01_FUS_SIR_ALN_THR.tif '
        '201712-14_H4K20me3488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201712-14_H4K20me3488_DAPI_514_08_FUS_SIR_ALN_THR.tif '
        '201712-14_H4K20me3488_DAPI_514_10_FUS_SIR_ALN_THR.tif'
    ),
    'experimentA/C127-G1/RNAP-S2P': (
        '201712-16_G1_C127_RNAP-S2P-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201712-16_G1_C127_RNAP-S2P-488_DAPI_514_06_FUS_SIR_ALN_THR.tif '
        '201712-16_G1_C127_RNAP-S2P-488_DAPI_514_09_FUS_SIR_ALN_THR.tif '
        '201712-16_G1_C127_RNAP-S2P-488_DAPI_514_10_FUS_SIR_ALN_THR.tif '
        '201712-17_G1_C127_RNAP-S2P-488_DAPI_514_12_FUS_SIR_ALN_THR.tif '
        '201712-17_G1_C127_RNAP-S2P-488_DAPI_514_16_FUS_SIR_ALN_THR.tif '
        '201712-17_G1_C127_RNAP-S2P-488_DAPI_514_17_FUS_SIR_ALN_THR.tif '
        '201712-17_G1_C127_RNAP-S2P-488_DAPI_514_18_FUS_SIR_ALN_THR.tif '
        '201712-17_G1_C127_RNAP-S2P-488_DAPI_514_19_FUS_SIR_ALN_THR.tif '
        '201712-17_G1_C127_RNAP-S2P-488_DAPI_514_20_FUS_SIR_ALN_THR.tif'
    ),
    'experimentA/C127-G1/SCC1': (
        '201804-24_G1_C127_SCC1-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201804-24_G1_C127_SCC1-488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        '201804-24_G1_C127_SCC1-488_DAPI_514_04_FUS_SIR_ALN_THR.tif '
        '201804-33_G1_C127_SCC1-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        '201804-33_G1_C127_SCC1-488_DAPI_514_07_FUS_SIR_ALN_THR.tif '
        '201805-33_G1_C127_SCC1-488_DAPI_514_14_FUS_SIR_ALN_THR.tif '
        '201805-33_G1_C127_SCC1-488_DAPI_514_20_FUS_SIR_ALN_THR.tif '
        '201805-33_G1_C127_SCC1-488_DAPI_514_21_FUS_SIR_ALN_THR.tif'
    ),
    'experimentA/C127-G1/hnRNP': (
        '201712-13_hnRNP488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        '201712-13_hnRNP488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        '201712-13_hnRNP488_DAPI_514_07_FUS_SIR_ALN_THR.tif '
        '201712-13_hnRNP488_DAPI_514_08_FUS_SIR_ALN_THR.tif '
        '201712-14_hnRNP488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        '201712-14_hnRNP488_DAPI_514_04_FUS_SIR_ALN_THR.tif '
        '201712-14_hnRNP488_DAPI_514_07_FUS_SIR_ALN_THR.tif'
    ),
    'experimentA/Miron-C127-G1/EM16-09-A-G1': (
        'EM16-09-A_C127_S10_1514_H4K5ac-594_Sytox_G1_01_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S11_1514_H3K36me2-594_Sytox_G1_01_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S11_1514_H3K36me2-594_Sytox_G1_04_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S11_1514_H3K36me2-594_Sytox_G1_05_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S12_1514_H3K36me3-594_Sytox_G1_01_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S12_1514_H3K36me3-594_Sytox_G1_09_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S12_1514_H3K36me3-594_Sytox_G1_10_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S2_1514_RNAP-S2P-594_Sytox_G1_02_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S2_1514_RNAP-S2P-594_Sytox_G1_10_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S4_1514_H3K4me2-594_Sytox_G1_05_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S4_1514_H3K4me2-594_Sytox_G1_07_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S4_1514_H3K4me2-594_Sytox_G1_10_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S6_1514_H3K9me2-594_Sytox_G1_01_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S6_1514_H3K9me2-594_Sytox_G1_07_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S6_1514_H3K9me2-594_Sytox_G1_09_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S7_1514_H3K9me3-594_Sytox_G1_04_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S7_1514_H3K9me3-594_Sytox_G1_05_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S7_1514_H3K9me3-594_Sytox_G1_07_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S7_1514_H3K9me3-594_Sytox_G1_08_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S8_1514_SAF-A-594_Sytox_G1_04_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S8_1514_SAF-A-594_Sytox_G1_06_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S8_1514_SAF-A-594_Sytox_G1_07_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S8_1514_SAF-A-594_Sytox_G1_08_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S9_1514_Smc3-594_Sytox_G1_02_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S9_1514_Smc3-594_Sytox_G1_06_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S9_1514_Smc3-594_Sytox_G1_07_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S9_1514_Smc3-594_Sytox_G1_09_SIR_EAL_THR.tif'
    ),
    'experimentA/Miron-C127-G1/EM16-09-B-G1': (
        'EM16-09-B_C127_S12_1514_CTCF-594_Sytox_G1_02_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S12_1514_CTCF-594_Sytox_G1_08_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S5_1514_H3K4me3-594_Sytox_G1_04_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S6_1514_aHP1-594_Sytox_G1_01_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S6_1514_aHP1-594_Sytox_G1_03_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S6_1514_aHP1-594_Sytox_G1_05_SIR_EAL_THR.tif'
    ),
    'experimentA/Miron-C127-G1/EM16-12-A': (
        'EM16-12-A_C127_S10_1514_H3K36me3-594_Sytox_G1_05_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S10_1514_H3K36me3-594_Sytox_G1_06_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S11_1514_H4K20me1-594_Sytox_G1_08_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S11_1514_H4K20me1-594_Sytox_G1_09_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S12_1514_Macro-H2A-594_Sytox_G1_02_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S12_1514_Macro-H2A-594_Sytox_G1_04_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S12_1514_Macro-H2A-594_Sytox_G1_05_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S13_1514_aHP1-594_Sytox_G1_03_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S13_1514_aHP1-594_Sytox_G1_07_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S13_1514_aHP1-594_Sytox_G1_10_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S14_1514_Scc1-594_Sytox_G1_02_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S14_1514_Scc1-594_Sytox_G1_04_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S14_1514_Scc1-594_Sytox_G1_07_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S14_1514_Scc1-594_Sytox_G1_08_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S14_1514_Scc1-594_Sytox_G1_09_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S15_1514_CTCF-594_Sytox_G1_09_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S1_1514_H3K27me3-594_Sytox_G1_01_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S1_1514_H3K27me3-594_Sytox_G1_02_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S1_1514_H3K27me3-594_Sytox_G1_04_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S1_1514_H3K27me3-594_Sytox_G1_05_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S1_1514_H3K27me3-594_Sytox_G1_07_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S1_1514_H3K27me3-594_Sytox_G1_09_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S2_1514_RNAP-S2P-594_Sytox_G1_03_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S2_1514_RNAP-S2P-594_Sytox_G1_06_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S2_1514_RNAP-S2P-594_Sytox_G1_08_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S3_1514_H3K4me2-594_Sytox_G1_06_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S3_1514_H3K4me2-594_Sytox_G1_08_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S3_1514_H3K4me2-594_Sytox_G1_10_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S4_1514_H3K4me3-594_Sytox_G1_03_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S4_1514_H3K4me3-594_Sytox_G1_04_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S4_1514_H3K4me3-594_Sytox_G1_05_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S4_1514_H3K4me3-594_Sytox_G1_06_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S4_1514_H3K4me3-594_Sytox_G1_07_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S5_1514_H3K9me2-594_Sytox_G1_08_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S6_1514_H3K9me3-594_Sytox_G1_07_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S7_1514_SAF-A-594_Sytox_G1_02_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S7_1514_SAF-A-594_Sytox_G1_06_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S7_1514_SAF-A-594_Sytox_G1_09_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S7_1514_SAF-A-594_Sytox_G1_10_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S8_1514_H4K5ac-594_Sytox_G1_07_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S9_1514_H3K36me2-594_Sytox_G1_05_SIR_EAL_THR.tif '
        'EM16-12-A_C127_S9_1514_H3K36me2-594_Sytox_G1_07_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_G1_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_G1_04_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_G1_05_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_G1_06_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S16_1514_Smc3-594_Sytox_G1_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S16_1514_Smc3-594_Sytox_G1_09_SIR_EAL_THR.tif'
    ),
    'experimentA/RF2019-01_03/RF2019-01_03_2_HeLa_H3K4me3_H2B-GFP-Boost_DAPI': (
        'RF2019-01_03_2_HeLa_H3K4me3_H2B-GFP-Boost_DAPI_514_03_SIR_THR_ALN-1.tif '
        'RF2019-01_03_2_HeLa_H3K4me3_H2B-GFP-Boost_DAPI_514_04_SIR_THR_ALN-1.tif '
        'RF2019-01_03_2_HeLa_H3K4me3_H2B-GFP-Boost_DAPI_514_05_SIR_THR_ALN-1.tif '
        'RF2019-01_03_2_HeLa_H3K4me3_H2B-GFP-Boost_DAPI_514_07_SIR_THR_ALN-1.tif '
        'RF2019-01_03_2_HeLa_H3K4me3_H2B-GFP-Boost_DAPI_514_09_SIR_THR_ALN-1.tif'
    ),
    'experimentA/RF2019-01_03/RF2019-01_03_4_HeLa_H3K27me3_H2B-GFP-Boost_DAPI': (
        'RF2019-01_03_4_HeLa_H3K27me3_H2B-GFP-Boost_DAPI_514_04_SIR_THR_ALN-1.tif '
        'RF2019-01_03_4_HeLa_H3K27me3_H2B-GFP-Boost_DAPI_514_10_SIR_THR_ALN-1.tif '
        'RF2019-01_03_4_HeLa_H3K27me3_H2B-GFP-Boost_DAPI_514_11_SIR_THR_ALN-1.tif'
    ),
    'experimentA/RF2019-01_03/RF2019-01_03_6_HeLa_RNAPIIS2P_H2B-GFP-Boost_DAPI': (
        'RF2019-01_03_6_HeLa_RNAPIIS2P_H2B-GFP-Boost_DAPI_514_01_SIR_THR_ALN-1.tif '
        'RF2019-01_03_6_HeLa_RNAPIIS2P_H2B-GFP-Boost_DAPI_514_05_SIR_THR_ALN-1.tif '
        'RF2019-01_03_6_HeLa_RNAPIIS2P_H2B-GFP-Boost_DAPI_514_08_SIR_THR_ALN-1.tif'
    ),
    'experimentB/Miron-C127-EdU/EM16-09-A-EdU': (
        'EM16-09-A_C127_S10_1514_H4K5ac-594_Sytox_EdU-ES_01_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S10_1514_H4K5ac-594_Sytox_EdU-ES_03_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S10_1514_H4K5ac-594_Sytox_EdU-ES_05_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S11_1514_H3K36me2-594_Sytox_EdU-ES_04_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S11_1514_H3K36me2-594_Sytox_EdU-LS_03_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S11_1514_H3K36me2-594_Sytox_EdU-MS_03_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S11_1514_H3K36me2-594_Sytox_EdU-MS_05_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S12_1514_H3K36me3-594_Sytox_EdU-ES_04_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S12_1514_H3K36me3-594_Sytox_EdU-MS_04_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S2_1514_RNAP-S2P-594_Sytox_EdU-ES_04_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S2_1514_RNAP-S2P-594_Sytox_EdU-ES_05_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S2_1514_RNAP-S2P-594_Sytox_EdU-MS_05_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S4_1514_H3K4me2-594_Sytox_EdU-ES_02_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S4_1514_H3K4me2-594_Sytox_EdU-ES_03_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S4_1514_H3K4me2-594_Sytox_EdU-ES_04_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S4_1514_H3K4me2-594_Sytox_EdU-ES_05_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S4_1514_H3K4me2-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S4_1514_H3K4me2-594_Sytox_EdU-MS_03_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S5_1514_H3K27me3-594_Sytox_EdU-ES_01_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S5_1514_H3K27me3-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S5_1514_H3K27me3-594_Sytox_EdU-LS_04_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S6_1514_H3K9me2-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S6_1514_H3K9me2-594_Sytox_EdU-LS_02_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S6_1514_H3K9me2-594_Sytox_EdU-MS_01_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S6_1514_H3K9me2-594_Sytox_EdU-MS_04_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S6_1514_H3K9me2-594_Sytox_EdU-MS_05_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S7_1514_H3K9me3-594_Sytox_EdU-ES_04_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S7_1514_H3K9me3-594_Sytox_EdU-MS_02_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S8_1514_SAF-A-594_Sytox_EdU-LS_02_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S8_1514_SAF-A-594_Sytox_EdU-LS_04_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S8_1514_SAF-A-594_Sytox_EdU-LS_05_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S9_1514_Smc3-594_Sytox_EdU-ES_01_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S9_1514_Smc3-594_Sytox_EdU-MS_01_SIR_EAL_THR.tif '
        'EM16-09-A_C127_S9_1514_Smc3-594_Sytox_EdU-MS_03_SIR_EAL_THR.tif'
    ),
    'experimentB/Miron-C127-EdU/EM16-09-B-EdU': (
        'EM16-09-B_C127_S12_1514_CTCF-594_Sytox_EdU-ES_03_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S12_1514_CTCF-594_Sytox_EdU-LS_05_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S4_1514_Macro-H2A-594_Sytox_EdU-ES_04_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S5_1514_H3K4me3-594_Sytox_EdU-ES_01_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S5_1514_H3K4me3-594_Sytox_EdU-ES_03_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S5_1514_H3K4me3-594_Sytox_EdU-LS_04_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S6_1514_aHP1-594_Sytox_EdU-ES_02_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S6_1514_aHP1-594_Sytox_EdU-ES_05_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S6_1514_aHP1-594_Sytox_EdU-LS_05_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S7_1514_Scc1-594_Sytox_EdU-ES_02_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S7_1514_Scc1-594_Sytox_EdU-ES_04_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S7_1514_Scc1-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S7_1514_Scc1-594_Sytox_EdU-LS_04_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S7_1514_Scc1-594_Sytox_EdU-LS_05_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S7_1514_Scc1-594_Sytox_EdU-MS_03_SIR_EAL_THR.tif '
        'EM16-09-B_C127_S7_1514_Scc1-594_Sytox_EdU-MS_04_SIR_EAL_THR.tif'
    ),
    'experimentB/Miron-C127-EdU/EM16-12-D-ES': (
        'EM16-12-D_C127_S10_1514_H3K36me3-594_Sytox_EdU-ES_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_EdU-ES_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_EdU-ES_04_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_EdU-ES_06_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_EdU-ES_07_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_EdU-ES_10_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S12_1514_Macro-H2A-594_Sytox_EdU-ES_02_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S13_1514_aHP1-594_Sytox_EdU-ES_04_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S15_1514_CTCF-594_Sytox_EdU-ES_02_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S15_1514_CTCF-594_Sytox_EdU-ES_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S16_1514_Smc3-594_Sytox_EdU-ES_02_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S1_1514_H3K27me3-594_Sytox_EdU-ES_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S1_1514_H3K27me3-594_Sytox_EdU-ES_04_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S2_1514_RNAP-S2P-594_Sytox_EdU-ES_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S3_1514_H3K4me2-594_Sytox_EdU-ES_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S4_1514_H3K4me3-594_Sytox_EdU-ES_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S4_1514_H3K4me3-594_Sytox_EdU-ES_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S5_1514_H3K9me2-594_Sytox_EdU-ES_02_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S5_1514_H3K9me2-594_Sytox_EdU-ES_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S5_1514_H3K9me2-594_Sytox_EdU-ES_05_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S6_1514_H3K9me3-594_Sytox_EdU-ES_02_SIR_EAL_THR.tif'
    ),
    'experimentB/Miron-C127-EdU/EM16-12-D-LS': (
        'EM16-12-D_C127_S10_1514_H3K36me3-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S13_1514_aHP1-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S13_1514_aHP1-594_Sytox_EdU-LS_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S13_1514_aHP1-594_Sytox_EdU-LS_04_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S15_1514_CTCF-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S15_1514_CTCF-594_Sytox_EdU-LS_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S15_1514_CTCF-594_Sytox_EdU-LS_05_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S1_1514_H3K27me3-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S1_1514_H3K27me3-594_Sytox_EdU-LS_04_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S1_1514_H3K27me3-594_Sytox_EdU-LS_05_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S2_1514_RNAP-S2P-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S2_1514_RNAP-S2P-594_Sytox_EdU-LS_02_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S2_1514_RNAP-S2P-594_Sytox_EdU-LS_05_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S3_1514_H3K4me2-594_Sytox_EdU-LS_05_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S4_1514_H3K4me3-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S6_1514_H3K9me3-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S6_1514_H3K9me3-594_Sytox_EdU-LS_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S6_1514_H3K9me3-594_Sytox_EdU-LS_04_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S7_1514_SAF-A-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S7_1514_SAF-A-594_Sytox_EdU-LS_02_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S9_1514_H3K36me2-594_Sytox_EdU-LS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S9_1514_H3K36me2-594_Sytox_EdU-LS_04_SIR_EAL_THR.tif'
    ),
    'experimentB/Miron-C127-EdU/EM16-12-D-MS': (
        'EM16-12-D_C127_S10_1514_H3K36me3-594_Sytox_EdU-MS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S10_1514_H3K36me3-594_Sytox_EdU-MS_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_EdU-MS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_EdU-MS_02_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_EdU-MS_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S11_1514_H4K20me1-594_Sytox_EdU-MS_10_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S12_1514_Macro-H2A-594_Sytox_EdU-MS_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S13_1514_aHP1-594_Sytox_EdU-MS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S13_1514_aHP1-594_Sytox_EdU-MS_02_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S13_1514_aHP1-594_Sytox_EdU-MS_04_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S14_1514_Scc1-594_Sytox_EdU-MS_04_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S15_1514_CTCF-594_Sytox_EdU-MS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S16_1514_Smc3-594_Sytox_EdU-MS_04_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S1_1514_H3K27me3-594_Sytox_EdU-MS_05_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S2_1514_RNAP-S2P-594_Sytox_EdU-MS_05_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S3_1514_H3K4me2-594_Sytox_EdU-MS_02_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S3_1514_H3K4me2-594_Sytox_EdU-MS_04_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S4_1514_H3K4me3-594_Sytox_EdU-MS_02_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S4_1514_H3K4me3-594_Sytox_EdU-MS_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S5_1514_H3K9me2-594_Sytox_EdU-MS_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S7_1514_SAF-A-594_Sytox_EdU-MS_04_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S8_1514_H4K5ac-594_Sytox_EdU-MS_01_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S9_1514_H3K36me2-594_Sytox_EdU-MS_02_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S9_1514_H3K36me2-594_Sytox_EdU-MS_03_SIR_EAL_THR.tif '
        'EM16-12-D_C127_S9_1514_H3K36me2-594_Sytox_EdU-MS_04_SIR_EAL_THR.tif'
    ),
    'experimentC/HCT116SCC1mAID-16hdox-6haux/H3K27me3-H3K4me3': (
        'RO201805-31_HCT116-Scc1mAID_16hDox-6hAux_H3K27me3-594_H3K4me3-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        'RO201805-31_HCT116-Scc1mAID_16hDox-6hAux_H3K27me3-594_H3K4me3-488_DAPI_514_10_FUS_SIR_ALN_THR.tif '
        'RO201805-34_HCT116-Scc1mAID_16hDox-6hAux_H3K27me3-594_H3K4me3-488_DAPI_514_11_FUS_SIR_ALN_THR.tif '
        'RO201805-34_HCT116-Scc1mAID_16hDox-6hAux_H3K27me3-594_H3K4me3-488_DAPI_514_12_FUS_SIR_ALN_THR.tif '
        'RO201805-34_HCT116-Scc1mAID_16hDox-6hAux_H3K27me3-594_H3K4me3-488_DAPI_514_13_FUS_SIR_ALN_THR.tif '
        'RO201805-34_HCT116-Scc1mAID_16hDox-6hAux_H3K27me3-594_H3K4me3-488_DAPI_514_14_FUS_SIR_ALN_THR.tif '
        'RO201805-34_HCT116-Scc1mAID_16hDox-6hAux_H3K27me3-594_H3K4me3-488_DAPI_514_17_FUS_SIR_ALN_THR.tif'
    ),
    'experimentC/HCT116SCC1mAID-16hdox-6haux/H3K9me3-H4K20me3': (
        'RO201805-31_HCT116-Scc1mAID_16hDox-6hAux_H3K9me3-594_H4K20me3-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        'RO201805-31_HCT116-Scc1mAID_16hDox-6hAux_H3K9me3-594_H4K20me3-488_DAPI_514_03_FUS_SIR_ALN_THR.tif '
        'RO201805-31_HCT116-Scc1mAID_16hDox-6hAux_H3K9me3-594_H4K20me3-488_DAPI_514_06_FUS_SIR_ALN_THR.tif '
        'RO201805-31_HCT116-Scc1mAID_16hDox-6hAux_H3K9me3-594_H4K20me3-488_DAPI_514_10_FUS_SIR_ALN_THR.tif'
    ),
    'experimentC/HCT116SCC1mAID-6haux/H3K27me3-H3K4me3': (
        'RO201805-31_HCT116-Scc1mAID_6hAux_H3K27me3-594_H3K4me3-488_DAPI_514_02_FUS_SIR_ALN_THR.tif '
        'RO201805-31_HCT116-Scc1mAID_6hAux_H3K27me3-594_H3K4me3-488_DAPI_514_05_FUS_SIR_ALN_THR.tif '
        'RO201805-34_HCT116-Scc1mAID_6hAux_H3K27me3-594_H3K4me3-488_DAPI_514_15_FUS_SIR_ALN_THR.tif'
    ),
}

ADV_HTD_KIND = {
    '': (
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018292-1A/BSF018292-1A.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018293-1B/BSF018293-1B.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018294-1C/BSF018294-1C.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018295-1D/BSF018295-1D.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018296-2A/BSF018296-2A.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018297-2B/BSF018297-2B.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018298-2C/BSF018298-2C.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018299-2D/BSF018299-2D.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018300-3A/BSF018300-3A.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018301-3B/BSF018301-3B.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018302-3C/BSF018302-3C.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018303-3D/BSF018303-3D.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018304-4A/BSF018304-4A.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018305-4B/BSF018305-4B.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018306-4C/BSF018306-4C.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018307-4D/BSF018307-4D.HTD'
    ),
}

ADV_HTD_OTHER = {
    '': (
        '20200324-owncloud/1-prePlates/Data_UZH/preScreen/HAdV-pre.HTD',
        '20200324-owncloud/1-prePlates/Data_UZH/preZ/HAdV-preZ.HTD',
        '20200324-owncloud/2-ZPlates/Data_EPFL/Za_BSF018104/Antivir_screen_Adv_BSF018104_1.xdce',
        '20200324-owncloud/2-ZPlates/Data_EPFL/Zb_BSF018105/Antivir_screen_Adv_BSF018105_1.xdce',
        '20200324-owncloud/2-ZPlates/Data_UZH/Za_BSF018104/Za_BSF018104.HTD',
        '20200324-owncloud/2-ZPlates/Data_UZH/Zb_BSF018105/Zb_BSF018105.HTD',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018292_1A/Antivir_screen_Adv_BSF018292_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018293_1B/Antivir_screen_Adv_BSF018293_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018294_1C/Antivir_screen_Adv_BSF018294_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018295_1D/Antivir_screen_Adv_BSF018295_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018296_2A/Antivir_screen_Adv_BSF018296_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018297_2B/Antivir_screen_Adv_Redo BSF018297_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018298_2C/Antivir_screen_Adv_BSF018298_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018299_2D/Antivir_screen_Adv_BSF018299_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018300_3A/Antivir_screen_Adv_BSF018300_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018301_3B/Antivir_screen_Adv_BSF018301_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018302_3C/Antivir_screen_Adv_BSF018302_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018303_3D/Antivir_screen_Adv_BSF018303_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018304_4A/Antivir_screen_Adv_BSF018304_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018305_4B/Antivir_screen_Adv_BSF018305_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018306_4C/Antivir_screen_Adv_BSF018306_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018307_4D/Antivir_screen_Adv_BSF018307_1.xdce',
    ),
}

ADV_XDCE_KIND = {
    '': (
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018292_1A/Antivir_screen_Adv_BSF018292_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018293_1B/Antivir_screen_Adv_BSF018293_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018294_1C/Antivir_screen_Adv_BSF018294_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018295_1D/Antivir_screen_Adv_BSF018295_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018296_2A/Antivir_screen_Adv_BSF018296_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018297_2B/Antivir_screen_Adv_Redo BSF018297_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018298_2C/Antivir_screen_Adv_BSF018298_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018299_2D/Antivir_screen_Adv_BSF018299_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018300_3A/Antivir_screen_Adv_BSF018300_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018301_3B/Antivir_screen_Adv_BSF018301_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018302_3C/Antivir_screen_Adv_BSF018302_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018303_3D/Antivir_screen_Adv_BSF018303_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018304_4A/Antivir_screen_Adv_BSF018304_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018305_4B/Antivir_screen_Adv_BSF018305_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018306_4C/Antivir_screen_Adv_BSF018306_1.xdce',
        '20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF018307_4D/Antivir_screen_Adv_BSF018307_1.xdce',
    ),
}

ADV_XDCE_OTHER = {
    '': (
        '20200324-owncloud/1-prePlates/Data_UZH/preScreen/HAdV-pre.HTD '
        '20200324-owncloud/1-prePlates/Data_UZH/preZ/HAdV-preZ.HTD '
        '20200324-owncloud/2-ZPlates/Data_EPFL/Za_BSF018104/Antivir_screen_Adv_BSF018104_1.xdce '
        '20200324-owncloud/2-ZPlates/Data_EPFL/Zb_BSF018105/Antivir_screen_Adv_BSF018105_1.xdce '
        '20200324-owncloud/2-ZPlates/Data_UZH/Za_BSF018104/Za_BSF018104.HTD '
        '20200324-owncloud/2-ZPlates/Data_UZH/Zb_BSF018105/Zb_BSF018105.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018292-1A/BSF018292-1A.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018293-1B/BSF018293-1B.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018294-1C/BSF018294-1C.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018295-1D/BSF018295-1D.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018296-2A/BSF018296-2A.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018297-2B/BSF018297-2B.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018298-2C/BSF018298-2C.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018299-2D/BSF018299-2D.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018300-3A/BSF018300-3A.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018301-3B/BSF018301-3B.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018302-3C/BSF018302-3C.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018303-3D/BSF018303-3D.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018304-4A/BSF018304-4A.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018305-4B/BSF018305-4B.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018306-4C/BSF018306-4C.HTD '
        '20200324-owncloud/3-Screen/Data_UZH/Screen/BSF018307-4D/BSF018307-4D.HTD'
    ),
}

BELLUS_KIND = {
    'images': (
        'IMG_1297_RGB.jpg IMG_1298_RGB.jpg IMG_1299_RGB.jpg IMG_1300_RGB.jpg IMG_1301_RGB.jpg '
        'IMG_1302_RGB.jpg IMG_1303_RGB.jpg IMG_1304_RGB.jpg IMG_1305_RGB.jpg IMG_1306_RGB.jpg '
        'IMG_1307_RGB.jpg IMG_1308_RGB.jpg IMG_1309_RGB.jpg IMG_1310_RGB.jpg IMG_1311_RGB.jpg '
        'IMG_1312_RGB.jpg IMG_1313_RGB.jpg IMG_1314_RGB.jpg IMG_1315_RGB.jpg IMG_1316_RGB.jpg '
        'IMG_1317_RGB.jpg IMG_1318_RGB.jpg IMG_1319_RGB.jpg IMG_1320_RGB.jpg IMG_1321_RGB.jpg '
        'IMG_1322_RGB.jpg IMG_1323_RGB.jpg IMG_1324_RGB.jpg IMG_1325_RGB.jpg IMG_1326_RGB.jpg '
        'IMG_1327_RGB.jpg IMG_1328_RGB.jpg IMG_1329_RGB.jpg IMG_1330_RGB.jpg IMG_1331_RGB.jpg '
        'IMG_1332_RGB.jpg IMG_1333_RGB.jpg IMG_1334_RGB.jpg IMG_1335_RGB.jpg IMG_1336_RGB.jpg '
        'IMG_1337_RGB.jpg IMG_1338_RGB.jpg IMG_1339_RGB.jpg IMG_1340_RGB.jpg IMG_1341_RGB.jpg '
        'IMG_1342_RGB.jpg IMG_1343_RGB.jpg IMG_1344_RGB.jpg IMG_1345_RGB.jpg IMG_1346_RGB.jpg '
        'IMG_1347_RGB.jpg IMG_1348_RGB.jpg IMG_1349_RGB.jpg IMG_1350_RGB.jpg IMG_1351_RGB.jpg '
        'IMG_1352_RGB.jpg IMG_1353_RGB.jpg IMG_1354_RGB.jpg IMG_1355_RGB.jpg IMG_1356_RGB.jpg '
        'IMG_1357_RGB.jpg IMG_1358_RGB.jpg IMG_1359_RGB.jpg IMG_1360_RGB.jpg IMG_1361_RGB.jpg '
        'IMG_1362_RGB.jpg IMG_1363_RGB.jpg IMG_1364_RGB.jpg IMG_1365_RGB.jpg IMG_1366_RGB.jpg '
        'IMG_1367_RGB.jpg IMG_1368_RGB.jpg IMG_1369_RGB.jpg IMG_1370_RGB.jpg IMG_1371_RGB.jpg '
        'IMG_1372_RGB.jpg IMG_1373_RGB.jpg IMG_1374_RGB.jpg IMG_1375_RGB.jpg IMG_1376_RGB.jpg '
        'IMG_1377_RGB.jpg IMG_1378_RGB.jpg IMG_1379_RGB.jpg IMG_1380_RGB.jpg IMG_1381_RGB.jpg '
        'IMG_1382_RGB.jpg IMG_1383_RGB.jpg IMG_1384_RGB.jpg IMG_1385_RGB.jpg IMG_1386_RGB.jpg '
        'IMG_1387_RGB.jpg IMG_1388_RGB.jpg IMG_1389_RGB.jpg IMG_1390_RGB.jpg IMG_1391_RGB.jpg '
        'IMG_1392_RGB.jpg IMG_1393_RGB.jpg IMG_1394_RGB.jpg IMG_1395_RGB.jpg IMG_1396_RGB.jpg '
        'IMG_1397_RGB.jpg IMG_1398_RGB.jpg IMG_1399_RGB.jpg IMG_1400_RGB.jpg IMG_1401_RGB.jpg '
        'IMG_1402_RGB.jpg IMG_1403_RGB.jpg IMG_1404_RGB.jpg IMG_1405_RGB.jpg IMG_1406_RGB.jpg '
        'IMG_1407_RGB.jpg IMG_1408_RGB.jpg IMG_1409_RGB.jpg IMG_1410_RGB.jpg IMG_1411_RGB.jpg '
        'IMG_1412_RGB.jpg IMG_1413_RGB.jpg IMG_1414_RGB.jpg IMG_1415_RGB.jpg IMG_1416_RGB.jpg '
        'IMG_1417_RGB.jpg IMG_1418_RGB.jpg'
    ),
}

BELLUS_OTHER = {
    '': (
        '.gitignore gcp_list.txt license.txt'
    ),
}

WATERBURY_KIND = {
    'images': (
        'DSC07492.JPG DSC07493.JPG DSC07494.JPG DSC07495.JPG DSC07496.JPG DSC07497.JPG DSC07498.JPG '
        'DSC07499.JPG DSC07500.JPG DSC07501.JPG DSC07502.JPG DSC07503.JPG DSC07504.JPG DSC07505.JPG '
        'DSC07506.JPG DSC07507.JPG DSC07508.JPG DSC07509.JPG DSC07510.JPG DSC07511.JPG DSC07512.JPG '
        'DSC07513.JPG DSC07514.JPG DSC07515.JPG DSC07516.JPG DSC07517.JPG DSC07518.JPG DSC07519.JPG '
        'DSC07520.JPG DSC07521.JPG DSC07522.JPG DSC07523.JPG DSC07524.JPG DSC07525.JPG DSC07526.JPG '
        'DSC07527.JPG DSC07528.JPG DSC07529.JPG DSC07530.JPG DSC07531.JPG DSC07532.JPG DSC07533.JPG '
        'DSC07534.JPG DSC07535.JPG DSC07536.JPG DSC07537.JPG DSC07538.JPG DSC07539.JPG DSC07540.JPG '
        'DSC07541.JPG DSC07542.JPG DSC07543.JPG DSC07544.JPG DSC07545.JPG DSC07546.JPG DSC07547.JPG '
        'DSC07548.JPG DSC07549.JPG DSC07550.JPG DSC07551.JPG DSC07552.JPG DSC07553.JPG DSC07554.JPG '
        'DSC07555.JPG DSC07556.JPG DSC07557.JPG DSC07558.JPG DSC07559.JPG DSC07560.JPG DSC07561.JPG '
        'DSC07562.JPG DSC07563.JPG DSC07564.JPG DSC07565.JPG DSC07566.JPG DSC07567.JPG DSC07568.JPG '
        'DSC07569.JPG DSC07570.JPG DSC07571.JPG DSC07572.JPG DSC07573.JPG DSC07574.JPG DSC07575.JPG '
        'DSC07576.JPG DSC07577.JPG DSC07578.JPG DSC07579.JPG DSC07580.JPG DSC07581.JPG DSC07582.JPG '
        'DSC07583.JPG DSC07584.JPG DSC07585.JPG DSC07586.JPG DSC07587.JPG DSC07588.JPG DSC07589.JPG '
        'DSC07590.JPG DSC07591.JPG DSC07592.JPG DSC07593.JPG DSC07594.JPG DSC07595.JPG DSC07596.JPG '
        'DSC07597.JPG DSC07598.JPG DSC07599.JPG DSC07600.JPG DSC07601.JPG DSC07602.JPG DSC07603.JPG '
        'DSC07604.JPG DSC07605.JPG DSC07606.JPG DSC07607.JPG DSC07608.JPG DSC07609.JPG DSC07610.JPG '
        'DSC07611.JPG DSC07612.JPG DSC07613.JPG DSC07614.JPG DSC07615.JPG DSC07616.JPG DSC07617.JPG '
        'DSC07618.JPG DSC07619.JPG DSC07620.JPG DSC07621.JPG DSC07622.JPG DSC07623.JPG DSC07624.JPG '
        'DSC07625.JPG DSC07626.JPG DSC07627.JPG DSC07628.JPG DSC07629.JPG DSC07630.JPG DSC07631.JPG '
        'DSC07632.JPG DSC07633.JPG DSC07634.JPG DSC07635.JPG DSC07636.JPG DSC07637.JPG DSC07638.JPG '
        'DSC07639.JPG DSC07640.JPG DSC07641.JPG DSC07642.JPG DSC07643.JPG DSC07644.JPG DSC07645.JPG '
        'DSC07646.JPG DSC07647.JPG DSC07648.JPG DSC07649.JPG DSC07650.JPG DSC07651.JPG DSC07652.JPG '
        'DSC07653.JPG DSC07654.JPG DSC07655.JPG DSC07656.JPG DSC07657.JPG DSC07658.JPG DSC07659.JPG '
        'DSC07660.JPG DSC07661.JPG DSC07662.JPG DSC07663.JPG DSC07664.JPG DSC07665.JPG DSC07666.JPG '
        'DSC07667.JPG DSC07668.JPG DSC07669.JPG DSC07670.JPG DSC07671.JPG DSC07672.JPG DSC07673.JPG '
        'DSC07674.JPG DSC07675.JPG DSC07676.JPG DSC07677.JPG DSC07678.JPG DSC07679.JPG DSC07680.JPG '
        'DSC07681.JPG DSC07682.JPG DSC07683.JPG DSC07684.JPG DSC07685.JPG DSC07686.JPG DSC07687.JPG '
        'DSC07688.JPG DSC07689.JPG DSC07690.JPG DSC07691.JPG DSC07692.JPG DSC07693.JPG DSC07694.JPG '
        'DSC07695.JPG DSC07696.JPG DSC07697.JPG DSC07698.JPG DSC07699.JPG DSC07700.JPG DSC07701.JPG '
        'DSC07702.JPG DSC07703.JPG DSC07704.JPG DSC07705.JPG DSC07706.JPG DSC07707.JPG DSC07708.JPG '
        'DSC07709.JPG DSC07710.JPG DSC07711.JPG DSC07712.JPG DSC07713.JPG DSC07714.JPG DSC07715.JPG '
        'DSC07716.JPG DSC07717.JPG DSC07718.JPG DSC07719.JPG DSC07720.JPG DSC07721.JPG DSC07722.JPG '
        'DSC07723.JPG DSC07724.JPG DSC07725.JPG DSC07726.JPG DSC07727.JPG DSC07728.JPG DSC07729.JPG '
        'DSC07730.JPG DSC07731.JPG DSC07732.JPG DSC07733.JPG DSC07734.JPG DSC07735.JPG DSC07736.JPG '
        'DSC07737.JPG DSC07738.JPG DSC07739.JPG'
    ),
}

WATERBURY_OTHER = {
    '': (
        'README.md waterbury.png'
    ),
}

CALITERRA_KIND = {
    'images': (
        'IMG_9354.jpg IMG_9355.jpg IMG_9356.jpg IMG_9357.jpg IMG_9358.jpg IMG_9359.jpg IMG_9360.jpg '
        'IMG_9361.jpg IMG_9362.jpg IMG_9363.jpg IMG_9364.jpg IMG_9365.jpg IMG_9366.jpg IMG_9367.jpg '
        'IMG_9368.jpg IMG_9369.jpg IMG_9370.jpg IMG_9371.jpg IMG_9372.jpg IMG_9373.jpg IMG_9374.jpg '
        'IMG_9375.jpg IMG_9376.jpg IMG_9377.jpg IMG_9378.jpg IMG_9379.jpg IMG_9380.jpg IMG_9381.jpg '
        'IMG_9382.jpg IMG_9383.jpg IMG_9384.jpg IMG_9385.jpg IMG_9386.jpg IMG_9387.jpg IMG_9388.jpg '
        'IMG_9389.jpg IMG_9390.jpg IMG_9391.jpg IMG_9392.jpg IMG_9393.jpg IMG_9394.jpg IMG_9395.jpg '
        'IMG_9396.jpg IMG_9397.jpg IMG_9398.jpg IMG_9399.jpg IMG_9400.jpg IMG_9401.jpg IMG_9402.jpg '
        'IMG_9403.jpg IMG_9404.jpg IMG_9405.jpg IMG_9406.jpg IMG_9407.jpg IMG_9408.jpg IMG_9409.jpg '
        'IMG_9410.jpg IMG_9411.jpg IMG_9412.jpg IMG_9413.jpg IMG_9414.jpg IMG_9415.jpg IMG_9416.jpg '
        'IMG_9417.jpg IMG_9418.jpg IMG_9419.jpg IMG_9420.jpg IMG_9421.jpg IMG_9422.jpg IMG_9423.jpg '
        'IMG_9424.jpg IMG_9425.jpg IMG_9426.jpg IMG_9427.jpg IMG_9428.jpg IMG_9429.jpg IMG_9430.jpg'
    ),
}

CALITERRA_OTHER = {
    '': (
        'README.md caliterra.png license.html'
    ),
}

WD_HISTORY_KIND = {
    'wikidatawiki/20220401': (
        'wikidatawiki-20220401-pages-meta-history1.xml-p129846p135292.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p1368p2241.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p155809p159912.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p170747p175146.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p235108p245053.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p256648p262396.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p262397p267019.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p410261p425442.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p7655p10142.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p87413p98787.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p959p1103.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p98788p109105.bz2 '
        'wikidatawiki-20220401-pages-meta-history10.xml-p14349026p14545542.bz2 '
        'wikidatawiki-20220401-pages-meta-history10.xml-p14805868p14880194.bz2 '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15037341p15074732.bz2 '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15074733p15116418.bz2 '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15611013p15657541.bz2 '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15657542p15712315.bz2 '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15712316p15761443.bz2 '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15893771p15961824.bz2 '
        'wikidatawiki-20220401-pages-meta-history10.xml-p16052362p16088547.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16236980p16285059.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16285060p16322877.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16532154p16561916.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16714325p16773356.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p17095368p17118218.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p17236686p17271902.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p17401570p17442699.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p17442700p17495687.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p17495688p17569569.bz2 '
        'wikidatawiki-20220401-pages-meta-history12.xml-p18144047p18222146.bz2 '
        'wikidatawiki-20220401-pages-meta-history12.xml-p18442780p18495013.bz2 '
        'wikidatawiki-20220401-pages-meta-history12.xml-p18720269p18773208.bz2 '
        'wikidatawiki-20220401-pages-meta-history12.xml-p18903547p18958219.bz2 '
        'wikidatawiki-20220401-pages-meta-history12.xml-p19417030p19483427.bz2 '
        'wikidatawiki-20220401-pages-meta-history12.xml-p19561966p19570822.bz2 '
        'wikidatawiki-20220401-pages-meta-history12.xml-p19726232p19783117.bz2 '
        'wikidatawiki-20220401-pages-meta-history13.xml-p20239238p20301915.bz2 '
        'wikidatawiki-20220401-pages-meta-history13.xml-p20385424p20489619.bz2 '
        'wikidatawiki-20220401-pages-meta-history13.xml-p21030709p21152591.bz2 '
        'wikidatawiki-20220401-pages-meta-history13.xml-p21561861p21622547.bz2 '
        'wikidatawiki-20220401-pages-meta-history13.xml-p21622548p21702750.bz2 '
        'wikidatawiki-20220401-pages-meta-history13.xml-p21702751p21789490.bz2 '
        'wikidatawiki-20220401-pages-meta-history13.xml-p22164232p22253852.bz2 '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23182617p23232285.bz2 '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23441150p23497515.bz2 '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23891060p23951609.bz2 '
        'wikidatawiki-20220401-pages-meta-history14.xml-p24228512p24290496.bz2 '
        'wikidatawiki-20220401-pages-meta-history14.xml-p24290497p24335096.bz2 '
        'wikidatawiki-20220401-pages-meta-history14.xml-p24385413p24447911.bz2 '
        'wikidatawiki-20220401-pages-meta-history14.xml-p24642347p24701468.bz2 '
        'wikidatawiki-20220401-pages-meta-history15.xml-p26413179p26480470.bz2 '
        'wikidatawiki-20220401-pages-meta-history15.xml-p26524785p26584787.bz2 '
        'wikidatawiki-20220401-pages-meta-history15.xml-p26714962p26770276.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p27148455p27223623.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p27223624p27296908.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p27817035p27952272.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p28254498p28316527.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p28673668p28694741.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p28923872p28975829.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p29152071p29203585.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p29246419p29247527.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p29256296p29281655.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p29318917p29349115.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p29349116p29378580.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p29518024p29578172.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p29684204p29739142.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p29785665p29831199.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p29831200p29886379.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p29934978p29969238.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p29969239p30002724.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30174286p30175594.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30364586p30411651.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30656294p30743563.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30743564p30901024.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30901025p31032004.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p31118306p31191278.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p31475146p31544083.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p31912864p31964133.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p32245537p32351076.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p33248634p33400498.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p33400499p33572323.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p33572324p33752369.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p33752370p34007399.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p34445794p34599306.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p34690575p34755899.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p34755900p34810051.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p34810052p34859292.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35190285p35221899.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35285540p35318065.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35627885p35669512.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35745615p35781243.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35817742p35855528.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35891654p35925253.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p36926172p36959683.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p37234599p37265048.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p37265049p37298224.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p38212889p38259500.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p38387067p38431378.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p38472849p38511569.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p38547605p38586367.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p38586368p38624641.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p38662666p38700855.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p38700856p38736175.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p38772995p38808739.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39017343p39058908.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39091052p39144346.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39544473p39591574.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p40124866p40174210.bz2 '
        'wikidatawiki-20220401-pages-meta-history2.xml-p441398p450541.bz2 '
        'wikidatawiki-20220401-pages-meta-history2.xml-p510507p523164.bz2 '
        'wikidatawiki-20220401-pages-meta-history2.xml-p523165p539111.bz2 '
        'wikidatawiki-20220401-pages-meta-history2.xml-p555350p572646.bz2 '
        'wikidatawiki-20220401-pages-meta-history2.xml-p639161p656435.bz2 '
        'wikidatawiki-20220401-pages-meta-history2.xml-p669868p682588.bz2 '
        'wikidatawiki-20220401-pages-meta-history2.xml-p859255p878357.bz2 '
        'wikidatawiki-20220401-pages-meta-history2.xml-p971684p993288.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p40380726p40436549.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p40436550p40475418.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p41067908p41140055.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p41246359p41336642.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p41594977p41697075.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p42469356p42606909.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p43500167p43592264.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p43879007p43966469.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p45095100p45255918.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p45527041p45688561.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p45688562p45852602.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p46707443p46804844.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p47052772p47176418.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p47176419p47297563.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p48462031p48545015.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p49610789p49732104.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p50309269p50428897.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p50530453p50636882.bz2 '
        'wikidatawiki-20220401-pages-meta-history22.xml-p50819818p50935341.bz2 '
        'wikidatawiki-20220401-pages-meta-history22.xml-p51374203p51499673.bz2 '
        'wikidatawiki-20220401-pages-meta-history22.xml-p51625601p51709439.bz2 '
        'wikidatawiki-20220401-pages-meta-history22.xml-p51709440p51784133.bz2 '
        'wikidatawiki-20220401-pages-meta-history22.xml-p52507481p52643846.bz2 '
        'wikidatawiki-20220401-pages-meta-history22.xml-p54355462p54519198.bz2 '
        'wikidatawiki-20220401-pages-meta-history22.xml-p55050261p55145139.bz2 '
        'wikidatawiki-20220401-pages-meta-history22.xml-p55379834p55485174.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p55879643p55972194.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56318768p56415221.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56415222p56415837.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56426544p56427041.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56427042p56427405.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56427406p56427898.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56618293p56627789.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56678099p56678470.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56678772p56687738.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56799079p56811550.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56813131p56813700.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56814731p56815240.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56815841p56816651.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56855663p56856112.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56856113p56856562.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56881333p56924332.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56933976p56934287.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56934288p56934641.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p57025942p57109667.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p57508577p57575785.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p57882107p58026118.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p58383776p58573072.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p59645698p59767923.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p59767924p59902165.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p60559842p60672886.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p60672887p60798987.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p61564218p61681280.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p61681281p61810287.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p62020086p62027001.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p62906101p63000932.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p63114227p63211686.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p63430431p63600006.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p63600007p63726788.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p65178611p65246553.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p65246554p65346049.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p65346050p65488474.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p65488475p65574581.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p65748486p66037955.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p66037956p66232188.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p66232189p66423339.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p67494805p67759017.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p68803353p68957913.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p70955992p70960656.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p70968577p70970880.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p70970881p70973462.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p70973463p70977367.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p70977368p71268206.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p72318214p72642252.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p72642253p72917302.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p72917303p73186616.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p73779427p74079437.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p74079438p74381974.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p74381975p74682477.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p75234494p75408617.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p75561275p75712492.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p75798894p76010032.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p76010033p76209599.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p76209600p76410536.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p76410537p76605509.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p77524874p77745702.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p77997155p78229421.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p79153947p79376469.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p80080129p80312355.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p80540379p80755454.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p81224953p81405778.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p81405779p81578072.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p82441187p82676031.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p82907667p83102354.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p83181776p83197056.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p84203099p84412507.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p85594635p85803950.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p85951203p86092066.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p86831225p86891886.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p86891887p86905518.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p86979538p87039570.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p87134181p87272317.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p87272318p87389410.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p88049515p88185873.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p100843617p101001165.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p102142922p102267911.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p102267912p102370961.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p102697246p102819803.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p103949908p104140950.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p104464911p104629068.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p105064473p105209143.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p105209144p105371937.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p105694651p105817305.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p105817306p105955255.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p89291261p89487022.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p89718449p89955363.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p91336809p91567964.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p95331131p95518201.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p95518202p95789137.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p95789138p96022016.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p96235901p96390715.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p96390716p96549420.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p96549421p96794205.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p96794206p97022316.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p97773993p97984273.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1259189p1281242.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1344995p1370982.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1395817p1421754.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1421755p1451027.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1532792p1555666.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1579800p1608018.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1658221p1685731.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1854481p1878977.bz2 '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2078896p2106243.bz2 '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2161354p2190445.bz2 '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2442896p2471646.bz2 '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2471647p2497496.bz2 '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2620211p2649447.bz2 '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2978706p3007809.bz2 '
        'wikidatawiki-20220401-pages-meta-history4.xml-p3033657p3062257.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3158612p3190777.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3326614p3361591.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3361592p3398394.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3471015p3513055.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3513056p3546785.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3672597p3715382.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3753486p3794654.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3953960p3990456.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3990457p4029294.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p4335178p4402252.bz2 '
        'wikidatawiki-20220401-pages-meta-history6.xml-p4506785p4542708.bz2 '
        'wikidatawiki-20220401-pages-meta-history6.xml-p4702016p4741151.bz2 '
        'wikidatawiki-20220401-pages-meta-history6.xml-p4820111p4858218.bz2 '
        'wikidatawiki-20220401-pages-meta-history6.xml-p5057091p5099390.bz2 '
        'wikidatawiki-20220401-pages-meta-history6.xml-p5218704p5256523.bz2 '
        'wikidatawiki-20220401-pages-meta-history6.xml-p5331312p5374624.bz2 '
        'wikidatawiki-20220401-pages-meta-history6.xml-p5374625p5418794.bz2 '
        'wikidatawiki-20220401-pages-meta-history6.xml-p5589245p5642747.bz2 '
        'wikidatawiki-20220401-pages-meta-history6.xml-p6001433p6041815.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6052572p6095720.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6095721p6146872.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6146873p6200247.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6239743p6278126.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6359853p6406765.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6406766p6469383.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6469384p6526649.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6624005p6672168.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6797475p6857311.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6857312p6911908.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p7190678p7233265.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p7585166p7636811.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p7730039p7775083.bz2 '
        'wikidatawiki-20220401-pages-meta-history8.xml-p8244478p8291540.bz2 '
        'wikidatawiki-20220401-pages-meta-history8.xml-p8404544p8462198.bz2 '
        'wikidatawiki-20220401-pages-meta-history9.xml-p11685387p11728461.bz2 '
        'wikidatawiki-20220401-pages-meta-history9.xml-p11761177p11798314.bz2 '
        'wikidatawiki-20220401-pages-meta-history9.xml-p12044259p12114104.bz2 '
        'wikidatawiki-20220401-pages-meta-history9.xml-p12853261p12910638.bz2 '
        'wikidatawiki-20220401-pages-meta-history9.xml-p12982155p13077776.bz2 '
        'wikidatawiki-20220401-pages-meta-history9.xml-p13286149p13362916.bz2 '
        'wikidatawiki-20220401-pages-meta-history9.xml-p13362917p13453846.bz2 '
        'wikidatawiki-20220401-pages-meta-history9.xml-p13533350p13642726.bz2 '
        'wikidatawiki-20220401-pages-meta-history9.xml-p13642727p13737889.bz2'
    ),
}

WD_HISTORY_OTHER = {
    'wikidatawiki/20220401': (
        'wikidatawiki-20220401-abstract.xml.gz wikidatawiki-20220401-abstract1.xml.gz '
        'wikidatawiki-20220401-abstract17.xml.gz wikidatawiki-20220401-abstract26.xml.gz '
        'wikidatawiki-20220401-abstract4.xml.gz wikidatawiki-20220401-babel.sql.gz '
        'wikidatawiki-20220401-category.sql.gz wikidatawiki-20220401-change_tag.sql.gz '
        'wikidatawiki-20220401-change_tag_def.sql.gz wikidatawiki-20220401-flow.xml.bz2 '
        'wikidatawiki-20220401-imagelinks.sql.gz wikidatawiki-20220401-page.sql.gz '
        'wikidatawiki-20220401-pages-articles-multistream-index16.txt-p27066456p28566455.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index16.txt-p28566456p29578205.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index19.txt-p37553268p39053267.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index20.txt-p40222796p41722795.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index20.txt-p43222796p44722795.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index22.txt-p50690486p52190485.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index23.txt-p58730033p60192698.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index24.txt-p60192699p61692698.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index25.txt-p67085259p68585258.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index25.txt-p73085259p74585258.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index26.txt-p75798894p77298893.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index27.txt-p101685874p103185873.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index5.txt-p3098447p4469004.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index6.txt-p4469005p5969004.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index6.txt-p5969005p6052571.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index9.txt-p11495801p12995800.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream12.xml-p17670285p19170284.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream12.xml-p19170285p19883157.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream14.xml-p22836127p24336126.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream14.xml-p24336127p25024140.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream15.xml-p26524141p27066455.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream18.xml-p31710877p33210876.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream18.xml-p33210877p34710876.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream18.xml-p34710877p36053267.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream19.xml-p36053268p37553267.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream19.xml-p37553268p39053267.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream19.xml-p39053268p40222795.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream2.xml-p441398p1114931.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream21.xml-p45527041p47027040.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream21.xml-p47027041p48527040.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream24.xml-p60192699p61692698.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream24.xml-p64692699p65585258.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream25.xml-p65585259p67085258.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream25.xml-p71585259p73085258.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream26.xml-p80298894p81798893.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream26.xml-p81798894p83298893.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream26.xml-p86298894p87798893.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream27.xml-p103185874p104685873.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream5.xml-p3098447p4469004.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream6.xml-p4469005p5969004.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream8.xml-p9338097p10838096.bz2 '
        'wikidatawiki-20220401-pages-articles12.xml-p17670285p19170284.bz2 '
        'wikidatawiki-20220401-pages-articles12.xml-p19170285p19883157.bz2 '
        'wikidatawiki-20220401-pages-articles13.xml-p21383158p22836126.bz2 '
        'wikidatawiki-20220401-pages-articles2.xml-p441398p1114931.bz2 '
        'wikidatawiki-20220401-pages-articles20.xml-p43222796p44722795.bz2 '
        'wikidatawiki-20220401-pages-articles25.xml-p65585259p67085258.bz2 '
        'wikidatawiki-20220401-pages-articles25.xml-p68585259p70085258.bz2 '
        'wikidatawiki-20220401-pages-articles26.xml-p75798894p77298893.bz2 '
        'wikidatawiki-20220401-pages-articles26.xml-p80298894p81798893.bz2 '
        'wikidatawiki-20220401-pages-articles26.xml-p81798894p83298893.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p101685874p103185873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p104685874p106185873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p88185874p89685873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p94185874p95685873.bz2 '
        'wikidatawiki-20220401-pages-articles3.xml-p1114932p2049641.bz2 '
        'wikidatawiki-20220401-pages-articles6.xml-p4469005p5969004.bz2 '
        'wikidatawiki-20220401-pages-logging.xml.gz wikidatawiki-20220401-pages-logging23.xml.gz '
        'wikidatawiki-20220401-pages-logging5.xml.gz wikidatawiki-20220401-pages-logging7.xml.gz '
        'wikidatawiki-20220401-pages-meta-current22.xml-p52190486p53690485.bz2 '
        'wikidatawiki-20220401-pages-meta-current22.xml-p53690486p55190485.bz2 '
        'wikidatawiki-20220401-pages-meta-current23.xml-p57230033p58730032.bz2 '
        'wikidatawiki-20220401-pages-meta-current25.xml-p73085259p74585258.bz2 '
        'wikidatawiki-20220401-pages-meta-current26.xml-p78798894p80298893.bz2 '
        'wikidatawiki-20220401-pages-meta-current26.xml-p83298894p84798893.bz2 '
        'wikidatawiki-20220401-pages-meta-current26.xml-p86298894p87798893.bz2 '
        'wikidatawiki-20220401-pages-meta-current27.xml-p100185874p101685873.bz2 '
        'wikidatawiki-20220401-pages-meta-current27.xml-p104685874p106185873.bz2 '
        'wikidatawiki-20220401-pages-meta-current27.xml-p106185874p106418133.bz2 '
        'wikidatawiki-20220401-pages-meta-current27.xml-p88185874p89685873.bz2 '
        'wikidatawiki-20220401-pages-meta-current5.xml-p3098447p4469004.bz2 '
        'wikidatawiki-20220401-pages-meta-current6.xml-p5969005p6052571.bz2 '
        'wikidatawiki-20220401-pages-meta-current8.xml-p7838097p9338096.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p135293p147762.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p180965p185042.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p188001p191171.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p198333p203992.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p203993p208459.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p208460p213562.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p213563p222218.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p222219p228927.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p459p958.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p61956p68158.7z '
        'wikidatawiki-20220401-pages-meta-history10.xml-p13998368p14164203.7z '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15173918p15203756.7z '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15435865p15490134.7z '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15526833p15569185.7z '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15893771p15961824.7z '
        'wikidatawiki-20220401-pages-meta-history10.xml-p16173336p16206843.7z '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16561917p16596036.7z '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16646987p16714324.7z '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16879296p16927656.7z '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16971855p17000021.7z '
        'wikidatawiki-20220401-pages-meta-history12.xml-p17949464p18052818.7z '
        'wikidatawiki-20220401-pages-meta-history12.xml-p18052819p18144046.7z '
        'wikidatawiki-20220401-pages-meta-history12.xml-p19131950p19179279.7z '
        'wikidatawiki-20220401-pages-meta-history12.xml-p19417030p19483427.7z '
        'wikidatawiki-20220401-pages-meta-history12.xml-p19576766p19589363.7z '
        'wikidatawiki-20220401-pages-meta-history13.xml-p20301916p20385423.7z '
        'wikidatawiki-20220401-pages-meta-history13.xml-p20656445p20778411.7z '
        'wikidatawiki-20220401-pages-meta-history13.xml-p21152592p21224500.7z '
        'wikidatawiki-20220401-pages-meta-history13.xml-p21300680p21405937.7z '
        'wikidatawiki-20220401-pages-meta-history13.xml-p21622548p21702750.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p22984129p23049917.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23049918p23117767.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23600684p23652153.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23652154p23711762.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23711763p23763820.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p24078060p24145814.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p24577060p24642346.7z '
        'wikidatawiki-20220401-pages-meta-history15.xml-p25608909p25671124.7z '
        'wikidatawiki-20220401-pages-meta-history15.xml-p25918461p25981614.7z '
        'wikidatawiki-20220401-pages-meta-history15.xml-p26161779p26216826.7z '
        'wikidatawiki-20220401-pages-meta-history15.xml-p26340845p26413178.7z '
        'wikidatawiki-20220401-pages-meta-history15.xml-p26770277p26828767.7z '
        'wikidatawiki-20220401-pages-meta-history16.xml-p27817035p27952272.7z '
        'wikidatawiki-20220401-pages-meta-history16.xml-p29141455p29152070.7z '
        'wikidatawiki-20220401-pages-meta-history16.xml-p29301069p29318916.7z '
        'wikidatawiki-20220401-pages-meta-history17.xml-p29619776p29654232.7z '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30086265p30162885.7z '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30174286p30175594.7z '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30364586p30411651.7z '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30901025p31032004.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p31996158p32018483.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p32165934p32245536.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p32245537p32351076.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p32658333p32751102.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p33572324p33752369.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p34599307p34690574.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p34690575p34755899.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p34859293p34914520.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p34976013p35017775.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35221900p35254338.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35669513p35709002.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35891654p35925253.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35998269p36033500.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p36547054p36578495.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p36685608p36810432.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p36810433p36926171.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p36959684p36993792.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p37030529p37068538.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p38624642p38662665.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p38700856p38736175.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39017343p39058908.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39091052p39144346.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39225245p39322946.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39591575p39640600.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39762934p39834641.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39834642p39916842.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39916843p39984422.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39984423p40029334.7z '
        'wikidatawiki-20220401-pages-meta-history2.xml-p1046844p1069739.7z '
        'wikidatawiki-20220401-pages-meta-history2.xml-p572647p591281.7z '
        'wikidatawiki-20220401-pages-meta-history2.xml-p606733p623227.7z '
        'wikidatawiki-20220401-pages-meta-history2.xml-p623228p639160.7z '
        'wikidatawiki-20220401-pages-meta-history2.xml-p781166p798354.7z '
        'wikidatawiki-20220401-pages-meta-history2.xml-p911266p928486.7z '
        'wikidatawiki-20220401-pages-meta-history2.xml-p971684p993288.7z '
        'wikidatawiki-20220401-pages-meta-history20.xml-p40222796p40275783.7z '
        'wikidatawiki-20220401-pages-meta-history20.xml-p40552153p40601032.7z '
        'wikidatawiki-20220401-pages-meta-history20.xml-p40978833p41067907.7z '
        'wikidatawiki-20220401-pages-meta-history20.xml-p41067908p41140055.7z '
        'wikidatawiki-20220401-pages-meta-history20.xml-p41246359p41336642.7z '
        'wikidatawiki-20220401-pages-meta-history20.xml-p41905108p42026912.7z '
        'wikidatawiki-20220401-pages-meta-history20.xml-p42863244p42970135.7z '
        'wikidatawiki-20220401-pages-meta-history20.xml-p44612501p44766584.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p47052772p47176418.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p47297564p47406583.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p48015317p48143659.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p48143660p48192287.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p48192288p48266512.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p49473343p49610788.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p49732105p49884716.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p50169334p50309268.7z '
        'wikidatawiki-20220401-pages-meta-history22.xml-p51709440p51784133.7z '
        'wikidatawiki-20220401-pages-meta-history22.xml-p52277643p52382522.7z '
        'wikidatawiki-20220401-pages-meta-history22.xml-p54187503p54355461.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p55972195p56089352.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56428475p56429955.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56567939p56587199.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56677397p56677768.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56677769p56678098.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56811551p56812100.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56814731p56815240.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56826246p56827175.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56856113p56856562.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56925223p56925622.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56934642p56935028.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56936652p57025941.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p57446148p57454356.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p57750567p57882106.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p58026119p58170743.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p58383776p58573072.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p59296242p59413967.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p59510602p59645697.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p60039832p60160912.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p60315978p60439830.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p60672887p60798987.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p60798988p60957195.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p61367048p61470795.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p62073603p62086960.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p62086961p62232738.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p63095283p63114226.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p63114227p63211686.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p63430431p63600006.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p63600007p63726788.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p65574582p65585258.7z '
        'wikidatawiki-20220401-pages-meta-history25.xml-p65748486p66037955.7z '
        'wikidatawiki-20220401-pages-meta-history25.xml-p67759018p68063640.7z '
        'wikidatawiki-20220401-pages-meta-history25.xml-p68803353p68957913.7z '
        'wikidatawiki-20220401-pages-meta-history25.xml-p68957914p69189797.7z '
        'wikidatawiki-20220401-pages-meta-history25.xml-p70965242p70968576.7z '
        'wikidatawiki-20220401-pages-meta-history25.xml-p70973463p70977367.7z '
        'wikidatawiki-20220401-pages-meta-history25.xml-p70977368p71268206.7z '
        'wikidatawiki-20220401-pages-meta-history25.xml-p73186617p73487588.7z '
        'wikidatawiki-20220401-pages-meta-history25.xml-p74079438p74381974.7z '
        'wikidatawiki-20220401-pages-meta-history25.xml-p74936925p75079344.7z '
        'wikidatawiki-20220401-pages-meta-history26.xml-p77304271p77524873.7z '
        'wikidatawiki-20220401-pages-meta-history26.xml-p78924874p79153946.7z '
        'wikidatawiki-20220401-pages-meta-history26.xml-p79153947p79376469.7z '
        'wikidatawiki-20220401-pages-meta-history26.xml-p79586276p79849084.7z '
        'wikidatawiki-20220401-pages-meta-history26.xml-p80540379p80755454.7z '
        'wikidatawiki-20220401-pages-meta-history26.xml-p82676032p82907666.7z '
        'wikidatawiki-20220401-pages-meta-history26.xml-p86613764p86711949.7z '
        'wikidatawiki-20220401-pages-meta-history26.xml-p87720906p87857156.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p100705561p100843616.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p100843617p101001165.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p101292782p101425951.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p102509867p102697245.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p103277259p103413731.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p105530399p105694650.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p88185874p88363035.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p88363036p88496051.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p89291261p89487022.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p89718449p89955363.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p90198515p90436463.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p95518202p95789137.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p97773993p97984273.7z '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1114932p1138705.7z '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1165568p1192864.7z '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1209905p1233715.7z '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1421755p1451027.7z '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1532792p1555666.7z '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1555667p1579799.7z '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1579800p1608018.7z '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2049642p2078895.7z '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2571156p2597529.7z '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3098447p3131958.7z '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3291009p3326613.7z '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3546786p3578339.7z '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3953960p3990456.7z '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3990457p4029294.7z '
        'wikidatawiki-20220401-pages-meta-history5.xml-p4177253p4217734.7z '
        'wikidatawiki-20220401-pages-meta-history6.xml-p4984661p5015900.7z '
        'wikidatawiki-20220401-pages-meta-history6.xml-p5173890p5218703.7z '
        'wikidatawiki-20220401-pages-meta-history6.xml-p5531095p5589244.7z '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6146873p6200247.7z '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6200248p6239742.7z '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6797475p6857311.7z '
        'wikidatawiki-20220401-pages-meta-history7.xml-p7585166p7636811.7z '
        'wikidatawiki-20220401-pages-meta-history8.xml-p7883896p7936313.7z '
        'wikidatawiki-20220401-pages-meta-history8.xml-p8589102p8663587.7z '
        'wikidatawiki-20220401-pages-meta-history8.xml-p8818715p8902609.7z '
        'wikidatawiki-20220401-pages-meta-history8.xml-p8902610p8993258.7z '
        'wikidatawiki-20220401-pages-meta-history9.xml-p11798315p11839908.7z '
        'wikidatawiki-20220401-pages-meta-history9.xml-p11987309p12044258.7z '
        'wikidatawiki-20220401-pages-meta-history9.xml-p12515693p12587587.7z '
        'wikidatawiki-20220401-pages-meta-history9.xml-p12654974p12719212.7z '
        'wikidatawiki-20220401-pages-meta-history9.xml-p13362917p13453846.7z '
        'wikidatawiki-20220401-pages-meta-history9.xml-p13737890p13784085.7z '
        'wikidatawiki-20220401-pages-meta-history9.xml-p13969685p13998367.7z '
        'wikidatawiki-20220401-site_stats.sql.gz wikidatawiki-20220401-siteinfo-namespaces.json.gz '
        'wikidatawiki-20220401-stub-articles18.xml.gz wikidatawiki-20220401-stub-articles2.xml.gz '
        'wikidatawiki-20220401-stub-articles22.xml.gz wikidatawiki-20220401-stub-articles23.xml.gz '
        'wikidatawiki-20220401-stub-articles8.xml.gz wikidatawiki-20220401-stub-meta-current22.xml.gz '
        'wikidatawiki-20220401-stub-meta-current27.xml.gz wikidatawiki-20220401-stub-meta-current8.xml.gz '
        'wikidatawiki-20220401-stub-meta-history17.xml.gz wikidatawiki-20220401-stub-meta-history18.xml.gz '
        'wikidatawiki-20220401-user_former_groups.sql.gz wikidatawiki-20220401-user_groups.sql.gz '
        'wikidatawiki-20220401-wbt_text.sql.gz'
    ),
}

WD_ARTICLES_KIND = {
    'wikidatawiki/20220401': (
        'wikidatawiki-20220401-pages-articles1.xml-p1p441397.bz2 '
        'wikidatawiki-20220401-pages-articles10.xml-p13998368p15498367.bz2 '
        'wikidatawiki-20220401-pages-articles10.xml-p15498368p16236979.bz2 '
        'wikidatawiki-20220401-pages-articles11.xml-p16236980p17670284.bz2 '
        'wikidatawiki-20220401-pages-articles12.xml-p17670285p19170284.bz2 '
        'wikidatawiki-20220401-pages-articles12.xml-p19170285p19883157.bz2 '
        'wikidatawiki-20220401-pages-articles13.xml-p19883158p21383157.bz2 '
        'wikidatawiki-20220401-pages-articles13.xml-p21383158p22836126.bz2 '
        'wikidatawiki-20220401-pages-articles14.xml-p22836127p24336126.bz2 '
        'wikidatawiki-20220401-pages-articles14.xml-p24336127p25024140.bz2 '
        'wikidatawiki-20220401-pages-articles15.xml-p25024141p26524140.bz2 '
        'wikidatawiki-20220401-pages-articles15.xml-p26524141p27066455.bz2 '
        'wikidatawiki-20220401-pages-articles16.xml-p27066456p28566455.bz2 '
        'wikidatawiki-20220401-pages-articles16.xml-p28566456p29578205.bz2 '
        'wikidatawiki-20220401-pages-articles17.xml-p29578206p31078205.bz2 '
        'wikidatawiki-20220401-pages-articles17.xml-p31078206p31710876.bz2 '
        'wikidatawiki-20220401-pages-articles18.xml-p31710877p33210876.bz2 '
        'wikidatawiki-20220401-pages-articles18.xml-p33210877p34710876.bz2 '
        'wikidatawiki-20220401-pages-articles18.xml-p34710877p36053267.bz2 '
        'wikidatawiki-20220401-pages-articles19.xml-p36053268p37553267.bz2 '
        'wikidatawiki-20220401-pages-articles19.xml-p37553268p39053267.bz2 '
        'wikidatawiki-20220401-pages-articles19.xml-p39053268p40222795.bz2 '
        'wikidatawiki-20220401-pages-articles2.xml-p441398p1114931.bz2 '
        'wikidatawiki-20220401-pages-articles20.xml-p40222796p41722795.bz2 '
        'wikidatawiki-20220401-pages-articles20.xml-p41722796p43222795.bz2 '
        'wikidatawiki-20220401-pages-articles20.xml-p43222796p44722795.bz2 '
        'wikidatawiki-20220401-pages-articles20.xml-p44722796p45527040.bz2 '
        'wikidatawiki-20220401-pages-articles21.xml-p45527041p47027040.bz2 '
        'wikidatawiki-20220401-pages-articles21.xml-p47027041p48527040.bz2 '
        'wikidatawiki-20220401-pages-articles21.xml-p48527041p50027040.bz2 '
        'wikidatawiki-20220401-pages-articles21.xml-p50027041p50690485.bz2 '
        'wikidatawiki-20220401-pages-articles22.xml-p50690486p52190485.bz2 '
        'wikidatawiki-20220401-pages-articles22.xml-p52190486p53690485.bz2 '
        'wikidatawiki-20220401-pages-articles22.xml-p53690486p55190485.bz2 '
        'wikidatawiki-20220401-pages-articles22.xml-p55190486p55730032.bz2 '
        'wikidatawiki-20220401-pages-articles23.xml-p55730033p57230032.bz2 '
        'wikidatawiki-20220401-pages-articles23.xml-p57230033p58730032.bz2 '
        'wikidatawiki-20220401-pages-articles23.xml-p58730033p60192698.bz2 '
        'wikidatawiki-20220401-pages-articles24.xml-p60192699p61692698.bz2 '
        'wikidatawiki-20220401-pages-articles24.xml-p61692699p63192698.bz2 '
        'wikidatawiki-20220401-pages-articles24.xml-p63192699p64692698.bz2 '
        'wikidatawiki-20220401-pages-articles24.xml-p64692699p65585258.bz2 '
        'wikidatawiki-20220401-pages-articles25.xml-p65585259p67085258.bz2 '
        'wikidatawiki-20220401-pages-articles25.xml-p67085259p68585258.bz2 '
        'wikidatawiki-20220401-pages-articles25.xml-p68585259p70085258.bz2 '
        'wikidatawiki-20220401-pages-articles25.xml-p70085259p71585258.bz2 '
        'wikidatawiki-20220401-pages-articles25.xml-p71585259p73085258.bz2 '
        'wikidatawiki-20220401-pages-articles25.xml-p73085259p74585258.bz2 '
        'wikidatawiki-20220401-pages-articles25.xml-p74585259p75798893.bz2 '
        'wikidatawiki-20220401-pages-articles26.xml-p75798894p77298893.bz2 '
        'wikidatawiki-20220401-pages-articles26.xml-p77298894p78798893.bz2 '
        'wikidatawiki-20220401-pages-articles26.xml-p78798894p80298893.bz2 '
        'wikidatawiki-20220401-pages-articles26.xml-p80298894p81798893.bz2 '
        'wikidatawiki-20220401-pages-articles26.xml-p81798894p83298893.bz2 '
        'wikidatawiki-20220401-pages-articles26.xml-p83298894p84798893.bz2 '
        'wikidatawiki-20220401-pages-articles26.xml-p84798894p86298893.bz2 '
        'wikidatawiki-20220401-pages-articles26.xml-p86298894p87798893.bz2 '
        'wikidatawiki-20220401-pages-articles26.xml-p87798894p88185873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p100185874p101685873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p101685874p103185873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p103185874p104685873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p104685874p106185873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p106185874p106418133.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p88185874p89685873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p89685874p91185873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p91185874p92685873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p92685874p94185873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p94185874p95685873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p95685874p97185873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p97185874p98685873.bz2 '
        'wikidatawiki-20220401-pages-articles27.xml-p98685874p100185873.bz2 '
        'wikidatawiki-20220401-pages-articles3.xml-p1114932p2049641.bz2 '
        'wikidatawiki-20220401-pages-articles4.xml-p2049642p3098446.bz2 '
        'wikidatawiki-20220401-pages-articles5.xml-p3098447p4469004.bz2 '
        'wikidatawiki-20220401-pages-articles6.xml-p4469005p5969004.bz2 '
        'wikidatawiki-20220401-pages-articles6.xml-p5969005p6052571.bz2 '
        'wikidatawiki-20220401-pages-articles7.xml-p6052572p7552571.bz2 '
        'wikidatawiki-20220401-pages-articles7.xml-p7552572p7838096.bz2 '
        'wikidatawiki-20220401-pages-articles8.xml-p10838097p11495800.bz2 '
        'wikidatawiki-20220401-pages-articles8.xml-p7838097p9338096.bz2 '
        'wikidatawiki-20220401-pages-articles8.xml-p9338097p10838096.bz2 '
        'wikidatawiki-20220401-pages-articles9.xml-p11495801p12995800.bz2 '
        'wikidatawiki-20220401-pages-articles9.xml-p12995801p13998367.bz2'
    ),
}

WD_ARTICLES_OTHER = {
    'wikidatawiki/20220401': (
        'wikidatawiki-20220401-abstract1.xml.gz wikidatawiki-20220401-abstract10.xml.gz '
        'wikidatawiki-20220401-abstract25.xml.gz wikidatawiki-20220401-image.sql.gz '
        'wikidatawiki-20220401-page_props.sql.gz '
        'wikidatawiki-20220401-pages-articles-multistream-index10.txt-p15498368p16236979.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index15.txt-p26524141p27066455.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index16.txt-p28566456p29578205.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index17.txt-p29578206p31078205.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index17.txt-p31078206p31710876.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index19.txt-p36053268p37553267.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index19.txt-p39053268p40222795.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index20.txt-p43222796p44722795.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index22.txt-p52190486p53690485.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index24.txt-p61692699p63192698.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index25.txt-p67085259p68585258.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index5.txt-p3098447p4469004.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index6.txt-p4469005p5969004.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream-index6.txt-p5969005p6052571.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream12.xml-p19170285p19883157.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream15.xml-p26524141p27066455.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream17.xml-p29578206p31078205.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream20.xml-p44722796p45527040.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream24.xml-p61692699p63192698.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream24.xml-p63192699p64692698.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream26.xml-p77298894p78798893.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream27.xml-p100185874p101685873.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream27.xml-p106185874p106418133.bz2 '
        'wikidatawiki-20220401-pages-articles-multistream9.xml-p12995801p13998367.bz2 '
        'wikidatawiki-20220401-pages-logging9.xml.gz '
        'wikidatawiki-20220401-pages-meta-current10.xml-p13998368p15498367.bz2 '
        'wikidatawiki-20220401-pages-meta-current11.xml-p16236980p17670284.bz2 '
        'wikidatawiki-20220401-pages-meta-current17.xml-p29578206p31078205.bz2 '
        'wikidatawiki-20220401-pages-meta-current21.xml-p48527041p50027040.bz2 '
        'wikidatawiki-20220401-pages-meta-current22.xml-p50690486p52190485.bz2 '
        'wikidatawiki-20220401-pages-meta-current23.xml-p58730033p60192698.bz2 '
        'wikidatawiki-20220401-pages-meta-current24.xml-p61692699p63192698.bz2 '
        'wikidatawiki-20220401-pages-meta-current25.xml-p67085259p68585258.bz2 '
        'wikidatawiki-20220401-pages-meta-current26.xml-p78798894p80298893.bz2 '
        'wikidatawiki-20220401-pages-meta-current26.xml-p80298894p81798893.bz2 '
        'wikidatawiki-20220401-pages-meta-current26.xml-p84798894p86298893.bz2 '
        'wikidatawiki-20220401-pages-meta-current26.xml-p86298894p87798893.bz2 '
        'wikidatawiki-20220401-pages-meta-current27.xml-p101685874p103185873.bz2 '
        'wikidatawiki-20220401-pages-meta-current27.xml-p103185874p104685873.bz2 '
        'wikidatawiki-20220401-pages-meta-current27.xml-p106185874p106418133.bz2 '
        'wikidatawiki-20220401-pages-meta-current27.xml-p89685874p91185873.bz2 '
        'wikidatawiki-20220401-pages-meta-current6.xml-p4469005p5969004.bz2 '
        'wikidatawiki-20220401-pages-meta-current7.xml-p7552572p7838096.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p10143p13282.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p13283p15790.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p1368p2241.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p155809p159912.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p155809p159912.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p167p323.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p175147p180964.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p198333p203992.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p1p166.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p208460p213562.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p228928p235107.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p315590p322234.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p324p393.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p394p458.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p459p958.7z '
        'wikidatawiki-20220401-pages-meta-history1.xml-p459p958.bz2 '
        'wikidatawiki-20220401-pages-meta-history1.xml-p55561p61955.bz2 '
        'wikidatawiki-20220401-pages-meta-history10.xml-p14880195p15037340.7z '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15074733p15116418.7z '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15173918p15203756.7z '
        'wikidatawiki-20220401-pages-meta-history10.xml-p15961825p16013227.7z '
        'wikidatawiki-20220401-pages-meta-history10.xml-p16052362p16088547.7z '
        'wikidatawiki-20220401-pages-meta-history10.xml-p16206844p16236979.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16322878p16356859.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16356860p16395042.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16646987p16714324.7z '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16773357p16827132.7z '
        'wikidatawiki-20220401-pages-meta-history11.xml-p16879296p16927656.7z '
        'wikidatawiki-20220401-pages-meta-history11.xml-p17000022p17029751.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p17118219p17141058.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p17188080p17212374.bz2 '
        'wikidatawiki-20220401-pages-meta-history11.xml-p17617740p17670284.7z '
        'wikidatawiki-20220401-pages-meta-history12.xml-p18773209p18827633.7z '
        'wikidatawiki-20220401-pages-meta-history12.xml-p19131950p19179279.7z '
        'wikidatawiki-20220401-pages-meta-history12.xml-p19253498p19348466.7z '
        'wikidatawiki-20220401-pages-meta-history13.xml-p21561861p21622547.bz2 '
        'wikidatawiki-20220401-pages-meta-history13.xml-p21702751p21789490.7z '
        'wikidatawiki-20220401-pages-meta-history13.xml-p21980826p22054243.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p22836127p22984128.bz2 '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23156502p23167884.bz2 '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23232286p23276975.bz2 '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23351307p23389904.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23441150p23497515.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23565944p23600683.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23600684p23652153.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p23652154p23711762.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p24145815p24228511.bz2 '
        'wikidatawiki-20220401-pages-meta-history14.xml-p24335097p24385412.7z '
        'wikidatawiki-20220401-pages-meta-history14.xml-p24577060p24642346.7z '
        'wikidatawiki-20220401-pages-meta-history15.xml-p25393707p25454647.7z '
        'wikidatawiki-20220401-pages-meta-history15.xml-p25918461p25981614.bz2 '
        'wikidatawiki-20220401-pages-meta-history15.xml-p26108547p26161778.7z '
        'wikidatawiki-20220401-pages-meta-history15.xml-p26216827p26263637.7z '
        'wikidatawiki-20220401-pages-meta-history15.xml-p26340845p26413178.7z '
        'wikidatawiki-20220401-pages-meta-history15.xml-p26413179p26480470.7z '
        'wikidatawiki-20220401-pages-meta-history15.xml-p26480471p26524784.7z '
        'wikidatawiki-20220401-pages-meta-history15.xml-p26480471p26524784.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p28882394p28894967.7z '
        'wikidatawiki-20220401-pages-meta-history16.xml-p28923872p28975829.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p28975830p29053105.bz2 '
        'wikidatawiki-20220401-pages-meta-history16.xml-p29247528p29248740.7z '
        'wikidatawiki-20220401-pages-meta-history16.xml-p29349116p29378580.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p29619776p29654232.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p29739143p29774690.7z '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30002725p30048720.7z '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30175595p30229911.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30229912p30250219.7z '
        'wikidatawiki-20220401-pages-meta-history17.xml-p30656294p30743563.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p31032005p31118305.7z '
        'wikidatawiki-20220401-pages-meta-history17.xml-p31267853p31353691.bz2 '
        'wikidatawiki-20220401-pages-meta-history17.xml-p31353692p31440943.7z '
        'wikidatawiki-20220401-pages-meta-history17.xml-p31475146p31544083.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p32859419p33010487.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p33127490p33248633.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35081772p35122016.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35221900p35254338.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35318066p35349177.bz2 '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35855529p35891653.7z '
        'wikidatawiki-20220401-pages-meta-history18.xml-p35998269p36033500.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p36197726p36255861.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p36255862p36369116.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p36516596p36547053.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p37198466p37234598.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p37265049p37298224.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p37723209p37759769.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p37796485p37837859.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p37796485p37837859.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p37881783p37928743.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p38212889p38259500.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p38511570p38547604.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39091052p39144346.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39501845p39544472.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39591575p39640600.bz2 '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39704099p39762933.7z '
        'wikidatawiki-20220401-pages-meta-history19.xml-p39916843p39984422.bz2 '
        'wikidatawiki-20220401-pages-meta-history2.xml-p1046844p1069739.7z '
        'wikidatawiki-20220401-pages-meta-history2.xml-p510507p523164.7z '
        'wikidatawiki-20220401-pages-meta-history2.xml-p878358p894811.7z '
        'wikidatawiki-20220401-pages-meta-history20.xml-p40436550p40475418.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p41067908p41140055.7z '
        'wikidatawiki-20220401-pages-meta-history20.xml-p42147353p42239157.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p42349811p42469355.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p43082825p43178630.bz2 '
        'wikidatawiki-20220401-pages-meta-history20.xml-p43779353p43879006.7z '
        'wikidatawiki-20220401-pages-meta-history20.xml-p44612501p44766584.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p45527041p45688561.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p46026001p46185951.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p46707443p46804844.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p46804845p46914658.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p47176419p47297563.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p47297564p47406583.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p48015317p48143659.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p48462031p48545015.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p48646561p48740433.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p48841160p48947669.bz2 '
        'wikidatawiki-20220401-pages-meta-history21.xml-p49159220p49251867.7z '
        'wikidatawiki-20220401-pages-meta-history21.xml-p49884717p50033640.bz2 '
        'wikidatawiki-20220401-pages-meta-history22.xml-p51374203p51499673.bz2 '
        'wikidatawiki-20220401-pages-meta-history22.xml-p52131349p52277642.7z '
        'wikidatawiki-20220401-pages-meta-history22.xml-p52507481p52643846.7z '
        'wikidatawiki-20220401-pages-meta-history22.xml-p53786169p53882082.bz2 '
        'wikidatawiki-20220401-pages-meta-history22.xml-p53963484p54035554.bz2 '
        'wikidatawiki-20220401-pages-meta-history22.xml-p54519199p54664827.7z '
        'wikidatawiki-20220401-pages-meta-history22.xml-p54664828p54828644.7z '
        'wikidatawiki-20220401-pages-meta-history22.xml-p54950124p55050260.7z '
        'wikidatawiki-20220401-pages-meta-history22.xml-p55050261p55145139.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56678471p56678771.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56687739p56798531.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56814731p56815240.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56815841p56816651.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56816652p56817331.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56824026p56824745.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56826246p56827175.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56827176p56828215.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56839530p56855662.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56839530p56855662.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56926043p56926432.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56926043p56926432.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56934642p56935028.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p56936652p57025941.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p57109668p57227787.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p57365342p57414838.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p57882107p58026118.7z '
        'wikidatawiki-20220401-pages-meta-history23.xml-p58709082p58847476.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p59146062p59296241.bz2 '
        'wikidatawiki-20220401-pages-meta-history23.xml-p59413968p59510601.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p60315978p60439830.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p60672887p60798987.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p61120901p61324748.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p61120901p61324748.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p61470796p61564217.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p61989288p62008223.bz2 '
        'wikidatawiki-20220401-pages-meta-history24.xml-p62364805p62546222.7z '
        'wikidatawiki-20220401-pages-meta-history24.xml-p65178611p65246553.7z '
        'wikidatawiki-20220401-pages-meta-history25.xml-p68335108p68601072.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p68803353p68957913.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p70396068p70725221.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p70725222p70951695.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p70951696p70955991.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p70968577p70970880.7z '
        'wikidatawiki-20220401-pages-meta-history25.xml-p72318214p72642252.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p72642253p72917302.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p73186617p73487588.bz2 '
        'wikidatawiki-20220401-pages-meta-history25.xml-p74381975p74682477.7z '
        'wikidatawiki-20220401-pages-meta-history26.xml-p76605510p76827735.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p77745703p77997154.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p81405779p81578072.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p82266363p82441186.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p83944755p84203098.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p86092067p86232531.7z '
        'wikidatawiki-20220401-pages-meta-history26.xml-p86486312p86486511.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p87039571p87134180.bz2 '
        'wikidatawiki-20220401-pages-meta-history26.xml-p87134181p87272317.7z '
        'wikidatawiki-20220401-pages-meta-history26.xml-p87134181p87272317.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p100127240p100306719.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p101292782p101425951.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p102909098p103034129.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p103034130p103277258.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p103689323p103812630.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p104629069p104741456.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p105694651p105817305.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p106130401p106276166.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p88496052p88688691.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p89718449p89955363.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p90882746p91109782.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p91336809p91567964.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p92227099p92434359.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p93573035p93799111.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p94137516p94338667.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p94779523p94930772.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p95331131p95518201.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p96022017p96235900.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p96390716p96549420.7z '
        'wikidatawiki-20220401-pages-meta-history27.xml-p97022317p97250745.bz2 '
        'wikidatawiki-20220401-pages-meta-history27.xml-p99532953p99698209.7z '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1114932p1138705.7z '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1114932p1138705.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1281243p1300852.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1300853p1321095.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1370983p1395816.7z '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1370983p1395816.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1706310p1737753.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1767504p1802230.bz2 '
        'wikidatawiki-20220401-pages-meta-history3.xml-p1878978p1906802.7z '
        'wikidatawiki-20220401-pages-meta-history3.xml-p2007199p2034609.7z '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2078896p2106243.bz2 '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2106244p2134790.bz2 '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2134791p2161353.7z '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2386240p2413571.bz2 '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2497497p2523112.7z '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2523113p2546170.7z '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2684971p2721832.7z '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2721833p2752467.bz2 '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2819331p2854372.bz2 '
        'wikidatawiki-20220401-pages-meta-history4.xml-p2949091p2978705.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3361592p3398394.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3605248p3638457.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3638458p3672596.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3715383p3753485.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p3882164p3918491.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p4298687p4335177.bz2 '
        'wikidatawiki-20220401-pages-meta-history5.xml-p4335178p4402252.7z '
        'wikidatawiki-20220401-pages-meta-history6.xml-p5331312p5374624.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6052572p6095720.7z '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6318587p6359852.7z '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6318587p6359852.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p6526650p6582466.7z '
        'wikidatawiki-20220401-pages-meta-history7.xml-p7011400p7052574.7z '
        'wikidatawiki-20220401-pages-meta-history7.xml-p7190678p7233265.bz2 '
        'wikidatawiki-20220401-pages-meta-history7.xml-p7270964p7317902.7z '
        'wikidatawiki-20220401-pages-meta-history7.xml-p7686210p7730038.bz2 '
        'wikidatawiki-20220401-pages-meta-history8.xml-p10995417p11242243.7z '
        'wikidatawiki-20220401-pages-meta-history8.xml-p7936314p7975147.bz2 '
        'wikidatawiki-20220401-pages-meta-history8.xml-p8023022p8063463.7z '
        'wikidatawiki-20220401-pages-meta-history8.xml-p8244478p8291540.7z '
        'wikidatawiki-20220401-pages-meta-history8.xml-p8346422p8404543.7z '
        'wikidatawiki-20220401-pages-meta-history8.xml-p8462199p8526804.7z '
        'wikidatawiki-20220401-pages-meta-history9.xml-p11839909p11880254.bz2 '
        'wikidatawiki-20220401-pages-meta-history9.xml-p12427027p12515692.7z '
        'wikidatawiki-20220401-pages-meta-history9.xml-p12789269p12853260.bz2 '
        'wikidatawiki-20220401-pages-meta-history9.xml-p13181289p13250000.bz2 '
        'wikidatawiki-20220401-pages-meta-history9.xml-p13362917p13453846.7z '
        'wikidatawiki-20220401-pages-meta-history9.xml-p13533350p13642726.7z '
        'wikidatawiki-20220401-pages-meta-history9.xml-p13969685p13998367.bz2 '
        'wikidatawiki-20220401-stub-articles1.xml.gz wikidatawiki-20220401-stub-articles10.xml.gz '
        'wikidatawiki-20220401-stub-articles17.xml.gz wikidatawiki-20220401-stub-articles19.xml.gz '
        'wikidatawiki-20220401-stub-articles20.xml.gz wikidatawiki-20220401-stub-meta-current4.xml.gz '
        'wikidatawiki-20220401-stub-meta-current9.xml.gz '
        'wikidatawiki-20220401-wb_changes_subscription.sql.gz'
    ),
}

CC2015_WARC_KIND = {
    '': (
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936461359.90/warc/CC-MAIN-20150226074101-00055-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936461907.65/warc/CC-MAIN-20150226074101-00021-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936461995.64/warc/CC-MAIN-20150226074101-00106-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936462099.15/warc/CC-MAIN-20150226074102-00290-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936462099.15/warc/CC-MAIN-20150226074102-00322-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936462313.6/warc/CC-MAIN-20150226074102-00107-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936462472.19/warc/CC-MAIN-20150226074102-00293-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936462577.56/warc/CC-MAIN-20150226074102-00302-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936462762.87/warc/CC-MAIN-20150226074102-00103-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936463093.76/warc/CC-MAIN-20150226074103-00247-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936463104.7/warc/CC-MAIN-20150226074103-00063-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936463181.39/warc/CC-MAIN-20150226074103-00054-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936463378.98/warc/CC-MAIN-20150226074103-00204-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936463444.94/warc/CC-MAIN-20150226074103-00011-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936463444.94/warc/CC-MAIN-20150226074103-00193-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936463458.93/warc/CC-MAIN-20150226074103-00113-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936463608.25/warc/CC-MAIN-20150226074103-00159-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936463637.80/warc/CC-MAIN-20150226074103-00015-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936463928.32/warc/CC-MAIN-20150226074103-00029-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936463928.32/warc/CC-MAIN-20150226074103-00100-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936464123.82/warc/CC-MAIN-20150226074104-00089-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936464809.62/warc/CC-MAIN-20150226074104-00071-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936464809.62/warc/CC-MAIN-20150226074104-00104-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936465599.34/warc/CC-MAIN-20150226074105-00000-ip-10-28-5-156.ec2.internal.warc.gz '
        'common-crawl/crawl-data/CC-MAIN-2015-11/segments/1424936465693.74/warc/CC-MAIN-20150226074105-00010-ip-10-28-5-156.ec2.internal.warc.gz'
    ),
}

CC2015_WARC_OTHER = {
    '': (
        'Investigations/DB/test_append_speed.py Investigations/WET/Investigation.md '
        'Investigations/WET/stats.py common-crawl/crawl-data/CC-MAIN-2015-11/warc.paths.gz'
    ),
    'Investigations/N-Grams': (
        'Number-of-NGrams.md download.sh test_write.py test_write_speed.py'
    ),
    'Investigations/Pricing': (
        'prices.py spot-instance-history.tsv test-spot-instance-history.tsv'
    ),
    'Investigations/WARC': (
        'content_lengths.txt distinct_words.txt doc_count.py download.sh lengths.txt num_words.txt stats.py '
        'write_load.py write_load.txt'
    ),
}

DELTA_PART5_KIND = {
    '': (
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=0/part-00000-67b6882e-f49f-4df5-9850-b5e8a72f4917.c000.snappy.parquet '
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=0/part-00001-4f02a740-31dc-46c6-bc0e-c19d164ac82d.c000.snappy.parquet '
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=1/part-00000-8a40c3d2-f658-4131-a17f-388265ab04b7.c000.snappy.parquet '
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=1/part-00001-3dcad520-b001-4829-a6e5-3d578b0964f4.c000.snappy.parquet '
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=2/part-00000-ec6e3a2e-ecbf-4d39-9076-37e523cd62f1.c000.snappy.parquet '
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=2/part-00001-e20bae81-3f27-4c5c-aeca-5cfa6b38615c.c000.snappy.parquet '
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=3/part-00000-eaf1edf4-b9da-4df8-b957-08583e2a1d1b.c000.snappy.parquet '
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=3/part-00001-b9c6b926-a274-4d8e-b882-31c4aac05038.c000.snappy.parquet '
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=4/part-00000-ce66c2ca-8fdf-48d3-a6e7-5980a370461a.c000.snappy.parquet '
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=4/part-00001-5705917d-d837-4d7f-b8c4-f0ada8cf9663.c000.snappy.parquet'
    ),
}

DELTA_PART5_OTHER = {
    '': (
        'golden-tables/src/test/resources/golden/124-decimal-decode-bug/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/124-decimal-decode-bug/part-00001-5419c9a2-bb44-454f-a109-6e6c6f000a24-c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/canonicalized-paths-normal-a/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/canonicalized-paths-normal-a/_delta_log/00000000000000000001.json',
        'golden-tables/src/test/resources/golden/canonicalized-paths-normal-b/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/canonicalized-paths-special-a/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/canonicalized-paths-special-a/_delta_log/00000000000000000001.json',
        'golden-tables/src/test/resources/golden/canonicalized-paths-special-b/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/data-reader-array-complex-objects/.part-00000-a7d58b1a-7743-4bb0-b208-438bbe179c93-c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/data-reader-array-complex-objects/part-00000-a7d58b1a-7743-4bb0-b208-438bbe179c93-c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/data-reader-date-types-America/Los_Angeles/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/data-reader-date-types-Asia/Beirut/.part-00000-58828e3c-041e-47b4-80dd-196ae1b1d1a6-c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/data-reader-date-types-Asia/Beirut/.part-00001-8590d66f-6907-40a9-9e97-a4a098321340-c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/data-reader-date-types-Asia/Beirut/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/data-reader-date-types-Etc/GMT+9/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/data-reader-date-types-Iceland/.part-00000-8be8ec9f-d9af-474e-8ec9-35ec76debc6a-c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/data-reader-date-types-Iceland/part-00000-8be8ec9f-d9af-474e-8ec9-35ec76debc6a-c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/data-reader-date-types-JST/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/data-reader-date-types-PST/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/data-reader-date-types-UTC/.part-00000-803e1cfa-c859-4ce7-977b-ff150d6e138c-c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/data-reader-date-types-UTC/part-00000-803e1cfa-c859-4ce7-977b-ff150d6e138c-c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/data-reader-date-types-UTC/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/data-reader-escaped-chars/_2=bar+%2521/part-00000-af08f887-922f-4c31-82a7-8e142c4280a6.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/data-reader-escaped-chars/_2=bar+%2522/.part-00000-c1bfd944-5e0d-4133-af16-7851061e37aa.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/data-reader-escaped-chars/_2=bar+%2522/part-00000-c1bfd944-5e0d-4133-af16-7851061e37aa.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/data-reader-escaped-chars/_delta_log/00000000000000000002.json',
        'golden-tables/src/test/resources/golden/data-reader-nullable-field-invalid-schema-key/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/data-reader-partition-values/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/data-reader-partition-values/as_int=0/as_long=0/as_byte=0/as_short=0/as_boolean=true/as_float=0.0/as_double=0.0/as_string=0/as_string_lit_null=null/as_date=2021-09-08/as_timestamp=2021-09-08 11%3A11%3A11/as_big_decimal=0/part-00000-b9dc86ae-0134-4363-bd87-19cfb3403e9a.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/data-reader-partition-values/as_int=__HIVE_DEFAULT_PARTITION__/as_long=__HIVE_DEFAULT_PARTITION__/as_byte=__HIVE_DEFAULT_PARTITION__/as_short=__HIVE_DEFAULT_PARTITION__/as_boolean=__HIVE_DEFAULT_PARTITION__/as_float=__HIVE_DEFAULT_PARTITION__/as_double=__HIVE_DEFAULT_PARTITION__/as_string=__HIVE_DEFAULT_PARTITION__/as_string_lit_null=__HIVE_DEFAULT_PARTITION__/as_date=__HIVE_DEFAULT_PARTITION__/as_timestamp=__HIVE_DEFAULT_PARTITION__/as_big_decimal=__HIVE_DEFAULT_PARTITION__/part-00001-9ee474eb-385b-43cf-9acb-0fbed63e011c.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/data-reader-primitives/.part-00001-09e47b80-36c2-4475-a810-fbd8e7994971-c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/data-reader-primitives/part-00000-4f2f0b9f-50b3-4e7b-96a1-e2bb0f246b06-c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/data-reader-primitives/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/delete-re-add-same-file-different-transactions/_delta_log/00000000000000000002.json',
        'golden-tables/src/test/resources/golden/delete-re-add-same-file-different-transactions/_delta_log/00000000000000000003.json',
        'golden-tables/src/test/resources/golden/deltalog-commit-info/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/deltalog-getChanges/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/deltalog-getChanges/_delta_log/00000000000000000002.json',
        'golden-tables/src/test/resources/golden/deltalog-state-reconstruction-without-metadata/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/deltalog-state-reconstruction-without-protocol/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo1/part-00000-5c80a439-70eb-435a-92eb-04549d3f220e.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo1/part-00001-b6134dd2-aa40-4868-a708-bec69fc562a2.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/hive/deltatbl-column-names-case-insensitive/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/hive/deltatbl-deleted-path/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/hive/deltatbl-deleted-path/part-00000-377b2930-7ed7-41e6-bab2-d565a7ca5bfb-c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/hive/deltatbl-deleted-path/part-00001-6537e97d-662a-430d-9ad9-f6d087ae7cb8-c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/hive/deltatbl-incorrect-format-config/.part-00000-7b3124df-d8a4-4a4a-9d99-e98cfde281cf-c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/hive/deltatbl-incorrect-format-config/part-00000-7b3124df-d8a4-4a4a-9d99-e98cfde281cf-c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/hive/deltatbl-map-types-correctly/.part-00000-c9259a22-ce39-45df-8d76-768bd813c3ff-c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/hive/deltatbl-map-types-correctly/part-00000-c9259a22-ce39-45df-8d76-768bd813c3ff-c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/hive/deltatbl-non-partitioned/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/hive/deltatbl-not-allow-write/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/hive/deltatbl-partition-prune/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/hive/deltatbl-partition-prune/date=20180520/city=bj/.part-00001-4c732f0f-a473-400a-8ba3-1499f599b8f1.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/hive/deltatbl-partition-prune/date=20180520/city=bj/part-00001-4c732f0f-a473-400a-8ba3-1499f599b8f1.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/hive/deltatbl-partition-prune/date=20180520/city=hz/part-00000-de1d5bcd-ad7e-4b88-ba9b-31fb8aeb8093.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/hive/deltatbl-partition-prune/date=20180718/city=hz/.part-00000-f888e95b-c831-43fe-bba8-3dbf43b4eb86.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/hive/deltatbl-partition-prune/date=20180718/city=hz/part-00000-f888e95b-c831-43fe-bba8-3dbf43b4eb86.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/hive/deltatbl-partition-prune/date=20181212/city=sz/.part-00001-529ff89b-55c6-4405-a6cc-04759d5f692b.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/hive/deltatbl-partitioned/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/hive/deltatbl-partitioned/c2=foo1/.part-00001-1c702e73-89b5-465a-9c6a-25f7559cd150.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/hive/deltatbl-schema-match/b=foo0/.part-00000-531fe778-e359-44c9-8c35-7ed2416c5ff5.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%251/.part-00001-3379bbbf-1ab8-4781-8b7e-29038d983f83.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%251/part-00000-180d1a36-4ba9-4321-8145-1e0d73406b02.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo0/part-00000-f1acd078-4e44-4d47-91b2-6568396e2ec3.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/hive/deltatbl-touch-files-needed-for-partitioned/c2=foo1/.part-00000-1bb7c99b-be0e-4c49-ae73-9baf5a8a08d0.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/log-store-listFrom/2',
        'golden-tables/src/test/resources/golden/log-store-listFrom/3',
        'golden-tables/src/test/resources/golden/log-store-read/1',
        'golden-tables/src/test/resources/golden/snapshot-data0/.part-00000-0441e99a-c421-400e-83a1-212aa6c84c73-c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/snapshot-data0/part-00000-0441e99a-c421-400e-83a1-212aa6c84c73-c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/snapshot-data0/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/snapshot-data1/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/snapshot-data1/_delta_log/00000000000000000001.json',
        'golden-tables/src/test/resources/golden/snapshot-data2/_delta_log/00000000000000000001.json',
        'golden-tables/src/test/resources/golden/snapshot-data2/_delta_log/00000000000000000002.json',
        'golden-tables/src/test/resources/golden/snapshot-data3/_delta_log/00000000000000000002.json',
        'golden-tables/src/test/resources/golden/snapshot-data3/_delta_log/00000000000000000003.json',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=0/.part-00000-67b6882e-f49f-4df5-9850-b5e8a72f4917.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=0/.part-00001-4f02a740-31dc-46c6-bc0e-c19d164ac82d.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=1/.part-00000-8a40c3d2-f658-4131-a17f-388265ab04b7.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=1/.part-00001-3dcad520-b001-4829-a6e5-3d578b0964f4.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=2/.part-00000-ec6e3a2e-ecbf-4d39-9076-37e523cd62f1.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=2/.part-00001-e20bae81-3f27-4c5c-aeca-5cfa6b38615c.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=3/.part-00000-eaf1edf4-b9da-4df8-b957-08583e2a1d1b.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=4/.part-00000-ce66c2ca-8fdf-48d3-a6e7-5980a370461a.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-a/part5=4/.part-00001-5705917d-d837-4d7f-b8c4-f0ada8cf9663.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-b/_delta_log/00000000000000000001.json',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-b/part5=1/.part-00001-3dcad520-b001-4829-a6e5-3d578b0964f4.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-b/part5=1/part-00001-3dcad520-b001-4829-a6e5-3d578b0964f4.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-b/part5=2/.part-00001-e20bae81-3f27-4c5c-aeca-5cfa6b38615c.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-b/part5=2/part-00000-ec6e3a2e-ecbf-4d39-9076-37e523cd62f1.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-b/part5=3/.part-00001-b9c6b926-a274-4d8e-b882-31c4aac05038.c000.snappy.parquet.crc',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-b/part5=3/part-00000-eaf1edf4-b9da-4df8-b957-08583e2a1d1b.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/time-travel-partition-changes-b/part5=4/part-00001-5705917d-d837-4d7f-b8c4-f0ada8cf9663.c000.snappy.parquet',
        'golden-tables/src/test/resources/golden/time-travel-schema-changes-a/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/time-travel-schema-changes-b/_delta_log/00000000000000000001.json',
        'golden-tables/src/test/resources/golden/time-travel-start-start20-start40/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/time-travel-start-start20-start40/_delta_log/00000000000000000001.json',
        'golden-tables/src/test/resources/golden/time-travel-start-start20/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/time-travel-start-start20/_delta_log/00000000000000000001.json',
        'golden-tables/src/test/resources/golden/time-travel-start/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/versions-not-contiguous/_delta_log/00000000000000000000.json',
        'golden-tables/src/test/resources/golden/versions-not-contiguous/_delta_log/00000000000000000002.json',
    ),
    'golden-tables/src/test/resources/golden/125-iterator-bug': (
        '.part-00000-15088d9b-5348-490b-933d-5bf9b7d0b223-c000.snappy.parquet.crc '
        '.part-00000-1b8ea57e-424b-4068-8d0e-707edf853376-c000.snappy.parquet.crc '
        '.part-00000-223768c3-2e58-4e8a-9d15-54fa113e8c21-c000.snappy.parquet.crc '
        '.part-00000-3f0f0396-41aa-4fa7-954a-c5b22f5b157a-c000.snappy.parquet.crc '
        '.part-00000-66d18d0c-8cab-4cfa-a2c6-7e90df860b5a-c000.snappy.parquet.crc '
        '.part-00000-93beced9-3a9d-4519-b31a-5602a972ffa4-c000.snappy.parquet.crc '
        '.part-00000-c4738537-d851-4caa-9596-d543afa47196-c000.snappy.parquet.crc '
        '.part-00000-c855206c-f42a-4b53-a526-08a9a957ad58-c000.snappy.parquet.crc '
        'part-00000-15088d9b-5348-490b-933d-5bf9b7d0b223-c000.snappy.parquet '
        'part-00000-223768c3-2e58-4e8a-9d15-54fa113e8c21-c000.snappy.parquet '
        'part-00000-2a248db5-8f96-423c-a0f7-c503fe640c6a-c000.snappy.parquet '
        'part-00000-3f0f0396-41aa-4fa7-954a-c5b22f5b157a-c000.snappy.parquet '
        'part-00000-66d18d0c-8cab-4cfa-a2c6-7e90df860b5a-c000.snappy.parquet '
        'part-00000-c4738537-d851-4caa-9596-d543afa47196-c000.snappy.parquet '
        'part-00000-c855206c-f42a-4b53-a526-08a9a957ad58-c000.snappy.parquet '
        'part-00000-f0b12818-15f5-4476-8ebc-9235c74408d2-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/125-iterator-bug/_delta_log': (
        '.00000000000000000010.checkpoint.parquet.crc 00000000000000000001.json 00000000000000000002.json '
        '00000000000000000003.json 00000000000000000004.json 00000000000000000005.json '
        '00000000000000000007.json 00000000000000000008.json 00000000000000000010.checkpoint.parquet '
        '_last_checkpoint'
    ),
    'golden-tables/src/test/resources/golden/checkpoint/_delta_log': (
        '00000000000000000000.json 00000000000000000002.json 00000000000000000004.json '
        '00000000000000000008.json 00000000000000000009.json 00000000000000000012.json '
        '00000000000000000013.json _last_checkpoint'
    ),
    'golden-tables/src/test/resources/golden/corrupted-last-checkpoint/_delta_log': (
        '.00000000000000000010.checkpoint.parquet.crc 00000000000000000000.json 00000000000000000001.json '
        '00000000000000000002.json 00000000000000000003.json 00000000000000000005.json '
        '00000000000000000009.json 00000000000000000010.checkpoint.parquet 00000000000000000010.json '
        '_last_checkpoint'
    ),
    'golden-tables/src/test/resources/golden/data-reader-array-primitives': (
        '.part-00000-182665f0-30df-470d-a5cb-8d9d483ed390-c000.snappy.parquet.crc '
        '.part-00001-2e274fe7-eb75-4b73-8c72-423ee747abc0-c000.snappy.parquet.crc '
        'part-00001-2e274fe7-eb75-4b73-8c72-423ee747abc0-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/data-reader-date-types-America/Los_Angeles': (
        '.part-00000-e85ca549-604b-4340-b56d-868e9acc78e8-c000.snappy.parquet.crc '
        '.part-00001-1e808610-ee7f-44e7-be9b-be02c2bc5895-c000.snappy.parquet.crc '
        'part-00000-e85ca549-604b-4340-b56d-868e9acc78e8-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/data-reader-date-types-Etc/GMT+9': (
        '.part-00000-23e032bb-e586-4573-9fc0-1c9a4c9a5081-c000.snappy.parquet.crc '
        'part-00000-23e032bb-e586-4573-9fc0-1c9a4c9a5081-c000.snappy.parquet '
        'part-00001-d91bf3dd-78c9-4abf-aa54-e89228e8316c-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/data-reader-date-types-JST': (
        '.part-00001-dc211b29-0c30-41e8-8700-f8bb374964e1-c000.snappy.parquet.crc '
        'part-00000-3f9100ce-0b94-43cb-bb23-f0e36dc7af2b-c000.snappy.parquet '
        'part-00001-dc211b29-0c30-41e8-8700-f8bb374964e1-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/data-reader-date-types-PST': (
        '.part-00000-0a103e9a-6236-470c-94f7-5f60926f01da-c000.snappy.parquet.crc '
        'part-00000-0a103e9a-6236-470c-94f7-5f60926f01da-c000.snappy.parquet '
        'part-00001-980a117f-027e-4396-81ce-3a5a8ac70815-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/data-reader-map': (
        '.part-00000-d9004e55-077b-4728-9ee6-b3401faa46ba-c000.snappy.parquet.crc '
        '.part-00001-3d30d085-4cde-471e-a396-12af34a70812-c000.snappy.parquet.crc '
        'part-00001-3d30d085-4cde-471e-a396-12af34a70812-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/data-reader-nested-struct': (
        '.part-00000-f2547b28-9219-4628-8462-cc9c56edfebb-c000.snappy.parquet.crc '
        '.part-00001-0f755735-3b5b-449a-8f93-92a40d9f065d-c000.snappy.parquet.crc '
        'part-00000-f2547b28-9219-4628-8462-cc9c56edfebb-c000.snappy.parquet '
        'part-00001-0f755735-3b5b-449a-8f93-92a40d9f065d-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/data-reader-nullable-field-invalid-schema-key': (
        '.part-00000-d1f74401-ecb8-494e-96d6-adb95ec7e1c2-c000.snappy.parquet.crc '
        '.part-00001-d6454547-1a50-4f43-910d-2f84c5aedae1-c000.snappy.parquet.crc '
        'part-00000-d1f74401-ecb8-494e-96d6-adb95ec7e1c2-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/deltalog-state-reconstruction-from-checkpoint-missing-metadata/_delta_log': (
        '00000000000000000001.json 00000000000000000003.json 00000000000000000006.json '
        '00000000000000000009.json 00000000000000000010.json _last_checkpoint'
    ),
    'golden-tables/src/test/resources/golden/deltalog-state-reconstruction-from-checkpoint-missing-protocol/_delta_log': (
        '00000000000000000000.json 00000000000000000001.json 00000000000000000003.json '
        '00000000000000000005.json 00000000000000000009.json 00000000000000000010.checkpoint.parquet '
        '00000000000000000010.json'
    ),
    'golden-tables/src/test/resources/golden/hive/deltatbl-column-names-case-insensitive/BarFoo=foo0': (
        '.part-00000-36c1f69c-21dc-4374-a89e-1c4468eff784.c000.snappy.parquet.crc '
        '.part-00001-27f5c1f6-2393-4021-9a0f-44d143761f88.c000.snappy.parquet.crc '
        'part-00001-27f5c1f6-2393-4021-9a0f-44d143761f88.c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/hive/deltatbl-non-partitioned': (
        '.part-00001-f2126b8d-1594-451b-9c89-c4c2481bfd93-c000.snappy.parquet.crc '
        'part-00000-e24c5388-1621-46bd-94eb-fea5209018d0-c000.snappy.parquet '
        'part-00001-f2126b8d-1594-451b-9c89-c4c2481bfd93-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/hive/deltatbl-not-allow-write': (
        '.part-00000-fab61bc4-5175-46ea-ac35-249c0f5750ff-c000.snappy.parquet.crc '
        '.part-00001-6eb569ba-9300-49e7-9b5a-d064e8c5be2d-c000.snappy.parquet.crc '
        'part-00000-fab61bc4-5175-46ea-ac35-249c0f5750ff-c000.snappy.parquet '
        'part-00001-6eb569ba-9300-49e7-9b5a-d064e8c5be2d-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/hive/deltatbl-partitioned/c2=foo0': (
        '.part-00000-2bcc9ff6-0551-4401-bd22-d361a60627e3.c000.snappy.parquet.crc '
        '.part-00001-ca647ee7-f1ad-4d70-bf02-5d1872324d6f.c000.snappy.parquet.crc '
        'part-00001-ca647ee7-f1ad-4d70-bf02-5d1872324d6f.c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/hive/deltatbl-schema-match/b=foo1': (
        '.part-00000-7dad1d59-f42c-46c1-992e-35c2fb4d9c09.c000.snappy.parquet.crc '
        '.part-00001-e44bca08-b26b-4f4d-8a22-5bb45a598dcf.c000.snappy.parquet.crc '
        'part-00000-7dad1d59-f42c-46c1-992e-35c2fb4d9c09.c000.snappy.parquet '
        'part-00001-e44bca08-b26b-4f4d-8a22-5bb45a598dcf.c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/hive/deltatbl-special-chars-in-partition-column/c2=+ %3D%250': (
        '.part-00001-aff2b410-c566-4e51-a968-acfa96d6f1e9.c000.snappy.parquet.crc '
        'part-00000-88ad45a3-9b80-4e66-b474-1748ba085060.c000.snappy.parquet '
        'part-00001-aff2b410-c566-4e51-a968-acfa96d6f1e9.c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/snapshot-data1': (
        '.part-00000-0441e99a-c421-400e-83a1-212aa6c84c73-c000.snappy.parquet.crc '
        '.part-00001-b8249b87-0b7a-4461-8a8a-fa958802b523-c000.snappy.parquet.crc '
        'part-00000-64680d94-9e18-4fa1-9ca9-f0cd8a9cfd11-c000.snappy.parquet '
        'part-00001-b8249b87-0b7a-4461-8a8a-fa958802b523-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/snapshot-data2-deleted': (
        '.part-00000-64680d94-9e18-4fa1-9ca9-f0cd8a9cfd11-c000.snappy.parquet.crc '
        '.part-00000-842017c2-3e02-44b5-a3d6-5b9ae1745045-c000.snappy.parquet.crc '
        '.part-00000-cb078bc1-0aeb-46ed-9cf8-74a843b32c8c-c000.snappy.parquet.crc '
        '.part-00001-34c8c673-3f44-4fa7-b94e-07357ec28a7d-c000.snappy.parquet.crc '
        '.part-00001-9bf4b8f8-1b95-411b-bf10-28dc03aa9d2f-c000.snappy.parquet.crc '
        '.part-00001-b8249b87-0b7a-4461-8a8a-fa958802b523-c000.snappy.parquet.crc '
        '.part-00001-e62ca5a1-923c-4ee6-998b-c61d1cfb0b1c-c000.snappy.parquet.crc '
        'part-00000-0441e99a-c421-400e-83a1-212aa6c84c73-c000.snappy.parquet '
        'part-00000-64680d94-9e18-4fa1-9ca9-f0cd8a9cfd11-c000.snappy.parquet '
        'part-00000-842017c2-3e02-44b5-a3d6-5b9ae1745045-c000.snappy.parquet '
        'part-00000-cb078bc1-0aeb-46ed-9cf8-74a843b32c8c-c000.snappy.parquet '
        'part-00000-d83dafd8-c344-49f0-ab1c-acd944e32493-c000.snappy.parquet '
        'part-00001-34c8c673-3f44-4fa7-b94e-07357ec28a7d-c000.snappy.parquet '
        'part-00001-b8249b87-0b7a-4461-8a8a-fa958802b523-c000.snappy.parquet '
        'part-00001-e62ca5a1-923c-4ee6-998b-c61d1cfb0b1c-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/snapshot-data2-deleted/_delta_log': (
        '00000000000000000000.json 00000000000000000002.json 00000000000000000004.json'
    ),
    'golden-tables/src/test/resources/golden/snapshot-data2': (
        '.part-00000-0441e99a-c421-400e-83a1-212aa6c84c73-c000.snappy.parquet.crc '
        '.part-00000-64680d94-9e18-4fa1-9ca9-f0cd8a9cfd11-c000.snappy.parquet.crc '
        '.part-00001-34c8c673-3f44-4fa7-b94e-07357ec28a7d-c000.snappy.parquet.crc '
        '.part-00001-b8249b87-0b7a-4461-8a8a-fa958802b523-c000.snappy.parquet.crc '
        '.part-00001-e62ca5a1-923c-4ee6-998b-c61d1cfb0b1c-c000.snappy.parquet.crc '
        'part-00000-64680d94-9e18-4fa1-9ca9-f0cd8a9cfd11-c000.snappy.parquet '
        'part-00000-842017c2-3e02-44b5-a3d6-5b9ae1745045-c000.snappy.parquet '
        'part-00001-b8249b87-0b7a-4461-8a8a-fa958802b523-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/snapshot-data3': (
        '.part-00000-0441e99a-c421-400e-83a1-212aa6c84c73-c000.snappy.parquet.crc '
        '.part-00000-842017c2-3e02-44b5-a3d6-5b9ae1745045-c000.snappy.parquet.crc '
        '.part-00001-34c8c673-3f44-4fa7-b94e-07357ec28a7d-c000.snappy.parquet.crc '
        '.part-00001-9bf4b8f8-1b95-411b-bf10-28dc03aa9d2f-c000.snappy.parquet.crc '
        '.part-00001-b8249b87-0b7a-4461-8a8a-fa958802b523-c000.snappy.parquet.crc '
        'part-00000-64680d94-9e18-4fa1-9ca9-f0cd8a9cfd11-c000.snappy.parquet '
        'part-00000-cb078bc1-0aeb-46ed-9cf8-74a843b32c8c-c000.snappy.parquet '
        'part-00001-34c8c673-3f44-4fa7-b94e-07357ec28a7d-c000.snappy.parquet '
        'part-00001-9bf4b8f8-1b95-411b-bf10-28dc03aa9d2f-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/snapshot-repartitioned': (
        '.part-00000-842017c2-3e02-44b5-a3d6-5b9ae1745045-c000.snappy.parquet.crc '
        '.part-00000-cb078bc1-0aeb-46ed-9cf8-74a843b32c8c-c000.snappy.parquet.crc '
        '.part-00001-b8249b87-0b7a-4461-8a8a-fa958802b523-c000.snappy.parquet.crc '
        '.part-00001-e62ca5a1-923c-4ee6-998b-c61d1cfb0b1c-c000.snappy.parquet.crc '
        'part-00000-842017c2-3e02-44b5-a3d6-5b9ae1745045-c000.snappy.parquet '
        'part-00000-cb078bc1-0aeb-46ed-9cf8-74a843b32c8c-c000.snappy.parquet '
        'part-00000-f95c1140-7256-4bfa-b651-e7a7eb6208bb-c000.snappy.parquet '
        'part-00001-9bf4b8f8-1b95-411b-bf10-28dc03aa9d2f-c000.snappy.parquet '
        'part-00001-b8249b87-0b7a-4461-8a8a-fa958802b523-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/snapshot-repartitioned/_delta_log': (
        '00000000000000000001.json 00000000000000000002.json 00000000000000000003.json '
        '00000000000000000004.json'
    ),
    'golden-tables/src/test/resources/golden/snapshot-vacuumed': (
        '.part-00000-f95c1140-7256-4bfa-b651-e7a7eb6208bb-c000.snappy.parquet.crc '
        '.part-00001-0b5675f1-d9b2-4240-914f-250ae37e8fa4-c000.snappy.parquet.crc '
        'part-00001-0b5675f1-d9b2-4240-914f-250ae37e8fa4-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/snapshot-vacuumed/_delta_log': (
        '00000000000000000000.json 00000000000000000001.json 00000000000000000002.json '
        '00000000000000000003.json'
    ),
    'golden-tables/src/test/resources/golden/time-travel-partition-changes-b/part2=0': (
        '.part-00001-2a830e69-78f3-4d09-9b2c-3bfd9debc2f0.c000.snappy.parquet.crc '
        'part-00000-7bce012e-f358-4a97-91da-55c4d3266fbe.c000.snappy.parquet '
        'part-00001-2a830e69-78f3-4d09-9b2c-3bfd9debc2f0.c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/time-travel-partition-changes-b/part2=1': (
        '.part-00000-82368d1d-588b-487a-be01-16dc85260296.c000.snappy.parquet.crc '
        'part-00000-82368d1d-588b-487a-be01-16dc85260296.c000.snappy.parquet '
        'part-00001-0a72544a-fb83-4eaa-8d62-9e6ab59afa8b.c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/time-travel-schema-changes-a': (
        '.part-00000-83680aa8-547c-40bc-8ca9-5c10997e307b-c000.snappy.parquet.crc '
        '.part-00001-3c1f89ce-a996-4d44-a79c-21a6f3d53138-c000.snappy.parquet.crc '
        'part-00000-83680aa8-547c-40bc-8ca9-5c10997e307b-c000.snappy.parquet '
        'part-00001-3c1f89ce-a996-4d44-a79c-21a6f3d53138-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/time-travel-schema-changes-b': (
        '.part-00000-83680aa8-547c-40bc-8ca9-5c10997e307b-c000.snappy.parquet.crc '
        '.part-00000-a830a49c-6cc8-4caf-80a5-7ff8a959bd53-c000.snappy.parquet.crc '
        '.part-00001-5fdfd303-d5e8-4e77-9b5d-4e831fa723e1-c000.snappy.parquet.crc '
        'part-00001-3c1f89ce-a996-4d44-a79c-21a6f3d53138-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/time-travel-start-start20-start40': (
        '.part-00000-c6271e23-2077-455c-94f9-52866f930213-c000.snappy.parquet.crc '
        '.part-00001-2b364e64-4212-4a35-a95f-ab64504f7c5c-c000.snappy.parquet.crc '
        '.part-00001-e6177404-aaf5-4e07-8dc0-543a90f4657f-c000.snappy.parquet.crc '
        'part-00000-c6271e23-2077-455c-94f9-52866f930213-c000.snappy.parquet '
        'part-00001-90fee26a-1483-44e3-b239-805343fec254-c000.snappy.parquet '
        'part-00001-e6177404-aaf5-4e07-8dc0-543a90f4657f-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/time-travel-start-start20': (
        '.part-00000-c6271e23-2077-455c-94f9-52866f930213-c000.snappy.parquet.crc '
        '.part-00001-90fee26a-1483-44e3-b239-805343fec254-c000.snappy.parquet.crc '
        'part-00000-632e29c6-fedf-4822-9223-233d6d8d9086-c000.snappy.parquet '
        'part-00001-90fee26a-1483-44e3-b239-805343fec254-c000.snappy.parquet '
        'part-00001-e6177404-aaf5-4e07-8dc0-543a90f4657f-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/time-travel-start': (
        '.part-00000-c6271e23-2077-455c-94f9-52866f930213-c000.snappy.parquet.crc '
        '.part-00001-e6177404-aaf5-4e07-8dc0-543a90f4657f-c000.snappy.parquet.crc '
        'part-00000-c6271e23-2077-455c-94f9-52866f930213-c000.snappy.parquet '
        'part-00001-e6177404-aaf5-4e07-8dc0-543a90f4657f-c000.snappy.parquet'
    ),
    'golden-tables/src/test/resources/golden/update-deleted-directory/_delta_log': (
        '.00000000000000000000.checkpoint.parquet.crc 00000000000000000000.checkpoint.parquet '
        '00000000000000000000.json _last_checkpoint'
    ),
}

UCF_TRAIN02_KIND = {
    'ApplyEyeMakeup': (
        'v_ApplyEyeMakeup_g15_c03.avi v_ApplyEyeMakeup_g19_c01.avi v_ApplyEyeMakeup_g22_c02.avi'
    ),
    '': (
        'ApplyLipstick/v_ApplyLipstick_g05_c03.avi BabyCrawling/v_BabyCrawling_g03_c04.avi '
        'BalanceBeam/v_BalanceBeam_g05_c01.avi BalanceBeam/v_BalanceBeam_g16_c01.avi '
        'BenchPress/v_BenchPress_g03_c05.avi BenchPress/v_BenchPress_g21_c04.avi '
        'BodyWeightSquats/v_BodyWeightSquats_g24_c02.avi BreastStroke/v_BreastStroke_g24_c02.avi '
        'CleanAndJerk/v_CleanAndJerk_g01_c04.avi CliffDiving/v_CliffDiving_g18_c01.avi '
        'CuttingInKitchen/v_CuttingInKitchen_g01_c04.avi CuttingInKitchen/v_CuttingInKitchen_g15_c04.avi '
        'Haircut/v_Haircut_g21_c04.avi HandstandPushups/v_HandStandPushups_g21_c05.avi '
        'HeadMassage/v_HeadMassage_g20_c05.avi HighJump/v_HighJump_g22_c02.avi '
        'HighJump/v_HighJump_g23_c06.avi HulaHoop/v_HulaHoop_g03_c03.avi IceDancing/v_IceDancing_g01_c02.avi '
        'IceDancing/v_IceDancing_g20_c01.avi JugglingBalls/v_JugglingBalls_g01_c04.avi '
        'JugglingBalls/v_JugglingBalls_g24_c03.avi Knitting/v_Knitting_g02_c03.avi '
        'Knitting/v_Knitting_g20_c02.avi LongJump/v_LongJump_g03_c01.avi Mixing/v_Mixing_g07_c03.avi '
        'MoppingFloor/v_MoppingFloor_g07_c05.avi MoppingFloor/v_MoppingFloor_g24_c04.avi '
        'PlayingGuitar/v_PlayingGuitar_g01_c02.avi PlayingGuitar/v_PlayingGuitar_g03_c07.avi '
        'PullUps/v_PullUps_g18_c01.avi SkateBoarding/v_SkateBoarding_g03_c03.avi '
        'SkateBoarding/v_SkateBoarding_g20_c04.avi SumoWrestling/v_SumoWrestling_g01_c02.avi '
        'SumoWrestling/v_SumoWrestling_g04_c03.avi Swing/v_Swing_g05_c01.avi Swing/v_Swing_g06_c03.avi '
        'TaiChi/v_TaiChi_g06_c04.avi UnevenBars/v_UnevenBars_g22_c01.avi UnevenBars/v_UnevenBars_g24_c03.avi'
    ),
    'Archery': (
        'v_Archery_g02_c03.avi v_Archery_g16_c05.avi v_Archery_g20_c04.avi v_Archery_g21_c02.avi '
        'v_Archery_g24_c02.avi'
    ),
    'BandMarching': (
        'v_BandMarching_g07_c04.avi v_BandMarching_g07_c06.avi v_BandMarching_g15_c07.avi '
        'v_BandMarching_g18_c02.avi v_BandMarching_g19_c02.avi v_BandMarching_g23_c02.avi '
        'v_BandMarching_g25_c05.avi'
    ),
    'BaseballPitch': (
        'v_BaseballPitch_g04_c01.avi v_BaseballPitch_g05_c02.avi v_BaseballPitch_g06_c02.avi '
        'v_BaseballPitch_g23_c07.avi'
    ),
    'Basketball': (
        'v_Basketball_g02_c02.avi v_Basketball_g05_c01.avi v_Basketball_g07_c03.avi v_Basketball_g15_c04.avi '
        'v_Basketball_g20_c02.avi v_Basketball_g23_c01.avi v_Basketball_g23_c05.avi'
    ),
    'BasketballDunk': (
        'v_BasketballDunk_g04_c02.avi v_BasketballDunk_g05_c04.avi v_BasketballDunk_g06_c02.avi '
        'v_BasketballDunk_g07_c05.avi v_BasketballDunk_g17_c07.avi v_BasketballDunk_g22_c04.avi'
    ),
    'Biking': (
        'v_Biking_g05_c05.avi v_Biking_g18_c06.avi v_Biking_g19_c01.avi v_Biking_g20_c05.avi'
    ),
    'Billiards': (
        'v_Billiards_g15_c01.avi v_Billiards_g16_c01.avi v_Billiards_g21_c04.avi'
    ),
    'BlowDryHair': (
        'v_BlowDryHair_g02_c01.avi v_BlowDryHair_g05_c02.avi v_BlowDryHair_g15_c03.avi '
        'v_BlowDryHair_g21_c02.avi'
    ),
    'BlowingCandles': (
        'v_BlowingCandles_g03_c02.avi v_BlowingCandles_g04_c01.avi v_BlowingCandles_g07_c01.avi '
        'v_BlowingCandles_g25_c06.avi'
    ),
    'Bowling': (
        'v_Bowling_g01_c03.avi v_Bowling_g18_c03.avi v_Bowling_g22_c03.avi v_Bowling_g25_c01.avi'
    ),
    'BoxingPunchingBag': (
        'v_BoxingPunchingBag_g01_c05.avi v_BoxingPunchingBag_g03_c01.avi v_BoxingPunchingBag_g03_c06.avi '
        'v_BoxingPunchingBag_g04_c01.avi v_BoxingPunchingBag_g07_c07.avi v_BoxingPunchingBag_g15_c07.avi '
        'v_BoxingPunchingBag_g17_c02.avi v_BoxingPunchingBag_g17_c03.avi'
    ),
    'BoxingSpeedBag': (
        'v_BoxingSpeedBag_g15_c04.avi v_BoxingSpeedBag_g19_c01.avi v_BoxingSpeedBag_g25_c05.avi'
    ),
    'BrushingTeeth': (
        'v_BrushingTeeth_g16_c03.avi v_BrushingTeeth_g18_c01.avi v_BrushingTeeth_g21_c01.avi '
        'v_BrushingTeeth_g23_c06.avi'
    ),
    'CricketBowling': (
        'v_CricketBowling_g16_c07.avi v_CricketBowling_g19_c06.avi v_CricketBowling_g25_c02.avi'
    ),
    'CricketShot': (
        'v_CricketShot_g07_c01.avi v_CricketShot_g15_c04.avi v_CricketShot_g20_c06.avi'
    ),
    'Diving': (
        'v_Diving_g04_c05.avi v_Diving_g18_c03.avi v_Diving_g20_c04.avi v_Diving_g21_c06.avi '
        'v_Diving_g23_c02.avi'
    ),
    'Drumming': (
        'v_Drumming_g05_c04.avi v_Drumming_g15_c07.avi v_Drumming_g16_c05.avi v_Drumming_g17_c01.avi '
        'v_Drumming_g21_c07.avi'
    ),
    'Fencing': (
        'v_Fencing_g03_c03.avi v_Fencing_g04_c01.avi v_Fencing_g16_c03.avi v_Fencing_g19_c02.avi '
        'v_Fencing_g21_c03.avi v_Fencing_g22_c04.avi v_Fencing_g24_c04.avi v_Fencing_g25_c01.avi'
    ),
    'FieldHockeyPenalty': (
        'v_FieldHockeyPenalty_g06_c01.avi v_FieldHockeyPenalty_g06_c03.avi v_FieldHockeyPenalty_g06_c04.avi '
        'v_FieldHockeyPenalty_g23_c01.avi v_FieldHockeyPenalty_g24_c02.avi'
    ),
    'FloorGymnastics': (
        'v_FloorGymnastics_g05_c01.avi v_FloorGymnastics_g15_c02.avi v_FloorGymnastics_g16_c02.avi '
        'v_FloorGymnastics_g17_c05.avi v_FloorGymnastics_g20_c05.avi v_FloorGymnastics_g21_c01.avi '
        'v_FloorGymnastics_g23_c01.avi'
    ),
    'FrisbeeCatch': (
        'v_FrisbeeCatch_g03_c01.avi v_FrisbeeCatch_g03_c05.avi v_FrisbeeCatch_g23_c03.avi'
    ),
    'FrontCrawl': (
        'v_FrontCrawl_g15_c04.avi v_FrontCrawl_g18_c02.avi v_FrontCrawl_g21_c02.avi v_FrontCrawl_g23_c07.avi'
    ),
    'GolfSwing': (
        'v_GolfSwing_g03_c07.avi v_GolfSwing_g05_c04.avi v_GolfSwing_g05_c07.avi v_GolfSwing_g15_c04.avi '
        'v_GolfSwing_g16_c04.avi v_GolfSwing_g21_c01.avi v_GolfSwing_g23_c01.avi v_GolfSwing_g23_c06.avi '
        'v_GolfSwing_g24_c03.avi v_GolfSwing_g24_c04.avi v_GolfSwing_g25_c07.avi'
    ),
    'HammerThrow': (
        'v_HammerThrow_g01_c01.avi v_HammerThrow_g01_c05.avi v_HammerThrow_g19_c07.avi '
        'v_HammerThrow_g21_c03.avi'
    ),
    'Hammering': (
        'v_Hammering_g01_c02.avi v_Hammering_g04_c02.avi v_Hammering_g07_c04.avi'
    ),
    'HandstandWalking': (
        'v_HandstandWalking_g03_c03.avi v_HandstandWalking_g22_c02.avi v_HandstandWalking_g23_c04.avi '
        'v_HandstandWalking_g25_c04.avi'
    ),
    'HorseRace': (
        'v_HorseRace_g04_c05.avi v_HorseRace_g07_c06.avi v_HorseRace_g18_c03.avi v_HorseRace_g20_c04.avi '
        'v_HorseRace_g23_c01.avi v_HorseRace_g24_c05.avi'
    ),
    'HorseRiding': (
        'v_HorseRiding_g02_c07.avi v_HorseRiding_g07_c03.avi v_HorseRiding_g16_c05.avi '
        'v_HorseRiding_g19_c02.avi v_HorseRiding_g19_c05.avi v_HorseRiding_g20_c04.avi'
    ),
    'JavelinThrow': (
        'v_JavelinThrow_g01_c02.avi v_JavelinThrow_g03_c03.avi v_JavelinThrow_g15_c02.avi '
        'v_JavelinThrow_g23_c02.avi'
    ),
    'JumpRope': (
        'v_JumpRope_g15_c05.avi v_JumpRope_g22_c01.avi v_JumpRope_g23_c02.avi'
    ),
    'JumpingJack': (
        'v_JumpingJack_g20_c03.avi v_JumpingJack_g21_c02.avi v_JumpingJack_g25_c04.avi'
    ),
    'Kayaking': (
        'v_Kayaking_g06_c03.avi v_Kayaking_g18_c02.avi v_Kayaking_g22_c07.avi v_Kayaking_g23_c02.avi '
        'v_Kayaking_g24_c06.avi'
    ),
    'Lunges': (
        'v_Lunges_g01_c04.avi v_Lunges_g06_c04.avi v_Lunges_g06_c05.avi v_Lunges_g07_c02.avi '
        'v_Lunges_g07_c06.avi v_Lunges_g25_c02.avi'
    ),
    'MilitaryParade': (
        'v_MilitaryParade_g05_c04.avi v_MilitaryParade_g15_c03.avi v_MilitaryParade_g22_c04.avi '
        'v_MilitaryParade_g23_c02.avi'
    ),
    'Nunchucks': (
        'v_Nunchucks_g03_c02.avi v_Nunchucks_g07_c03.avi v_Nunchucks_g15_c01.avi v_Nunchucks_g15_c03.avi '
        'v_Nunchucks_g21_c05.avi v_Nunchucks_g25_c01.avi v_Nunchucks_g25_c03.avi'
    ),
    'ParallelBars': (
        'v_ParallelBars_g01_c01.avi v_ParallelBars_g02_c01.avi v_ParallelBars_g02_c03.avi '
        'v_ParallelBars_g20_c03.avi'
    ),
    'PlayingCello': (
        'v_PlayingCello_g01_c07.avi v_PlayingCello_g04_c03.avi v_PlayingCello_g16_c06.avi '
        'v_PlayingCello_g20_c06.avi v_PlayingCello_g21_c01.avi'
    ),
    'PlayingDaf': (
        'v_PlayingDaf_g01_c01.avi v_PlayingDaf_g01_c02.avi v_PlayingDaf_g02_c01.avi v_PlayingDaf_g07_c01.avi '
        'v_PlayingDaf_g07_c03.avi v_PlayingDaf_g15_c03.avi v_PlayingDaf_g17_c01.avi v_PlayingDaf_g18_c02.avi '
        'v_PlayingDaf_g18_c06.avi v_PlayingDaf_g19_c01.avi v_PlayingDaf_g19_c06.avi v_PlayingDaf_g20_c03.avi'
    ),
    'PlayingDhol': (
        'v_PlayingDhol_g05_c01.avi v_PlayingDhol_g15_c01.avi v_PlayingDhol_g16_c03.avi '
        'v_PlayingDhol_g24_c01.avi'
    ),
    'PlayingFlute': (
        'v_PlayingFlute_g03_c04.avi v_PlayingFlute_g04_c01.avi v_PlayingFlute_g05_c03.avi '
        'v_PlayingFlute_g05_c06.avi v_PlayingFlute_g16_c02.avi v_PlayingFlute_g21_c02.avi '
        'v_PlayingFlute_g25_c06.avi'
    ),
    'PlayingPiano': (
        'v_PlayingPiano_g05_c01.avi v_PlayingPiano_g05_c04.avi v_PlayingPiano_g16_c05.avi '
        'v_PlayingPiano_g19_c03.avi'
    ),
    'PlayingSitar': (
        'v_PlayingSitar_g18_c03.avi v_PlayingSitar_g18_c07.avi v_PlayingSitar_g25_c01.avi'
    ),
    'PlayingTabla': (
        'v_PlayingTabla_g07_c01.avi v_PlayingTabla_g07_c02.avi v_PlayingTabla_g19_c03.avi '
        'v_PlayingTabla_g21_c01.avi'
    ),
    'PlayingViolin': (
        'v_PlayingViolin_g05_c03.avi v_PlayingViolin_g18_c01.avi v_PlayingViolin_g20_c02.avi'
    ),
    'PoleVault': (
        'v_PoleVault_g06_c01.avi v_PoleVault_g15_c04.avi v_PoleVault_g16_c01.avi v_PoleVault_g17_c01.avi '
        'v_PoleVault_g18_c01.avi v_PoleVault_g22_c02.avi v_PoleVault_g25_c01.avi'
    ),
    'PommelHorse': (
        'v_PommelHorse_g01_c02.avi v_PommelHorse_g02_c03.avi v_PommelHorse_g20_c07.avi '
        'v_PommelHorse_g21_c04.avi v_PommelHorse_g22_c07.avi v_PommelHorse_g24_c02.avi'
    ),
    'Punch': (
        'v_Punch_g15_c02.avi v_Punch_g18_c02.avi v_Punch_g21_c02.avi v_Punch_g22_c04.avi'
    ),
    'PushUps': (
        'v_PushUps_g06_c03.avi v_PushUps_g20_c02.avi v_PushUps_g20_c03.avi v_PushUps_g21_c02.avi '
        'v_PushUps_g23_c04.avi v_PushUps_g25_c03.avi'
    ),
    'Rafting': (
        'v_Rafting_g04_c03.avi v_Rafting_g07_c02.avi v_Rafting_g15_c01.avi v_Rafting_g15_c02.avi '
        'v_Rafting_g16_c03.avi v_Rafting_g17_c01.avi'
    ),
    'RockClimbingIndoor': (
        'v_RockClimbingIndoor_g01_c04.avi v_RockClimbingIndoor_g07_c03.avi v_RockClimbingIndoor_g07_c05.avi '
        'v_RockClimbingIndoor_g20_c02.avi v_RockClimbingIndoor_g25_c07.avi'
    ),
    'RopeClimbing': (
        'v_RopeClimbing_g02_c02.avi v_RopeClimbing_g07_c01.avi v_RopeClimbing_g16_c01.avi '
        'v_RopeClimbing_g18_c02.avi v_RopeClimbing_g19_c05.avi'
    ),
    'Rowing': (
        'v_Rowing_g02_c03.avi v_Rowing_g04_c01.avi v_Rowing_g04_c02.avi v_Rowing_g05_c02.avi '
        'v_Rowing_g17_c06.avi v_Rowing_g18_c02.avi v_Rowing_g18_c03.avi v_Rowing_g19_c04.avi'
    ),
    'SalsaSpin': (
        'v_SalsaSpin_g03_c01.avi v_SalsaSpin_g05_c03.avi v_SalsaSpin_g15_c05.avi v_SalsaSpin_g16_c05.avi '
        'v_SalsaSpin_g18_c04.avi v_SalsaSpin_g20_c03.avi'
    ),
    'ShavingBeard': (
        'v_ShavingBeard_g03_c07.avi v_ShavingBeard_g06_c05.avi v_ShavingBeard_g19_c04.avi '
        'v_ShavingBeard_g23_c03.avi'
    ),
    'Shotput': (
        'v_Shotput_g01_c01.avi v_Shotput_g01_c02.avi v_Shotput_g01_c03.avi v_Shotput_g04_c04.avi '
        'v_Shotput_g05_c02.avi v_Shotput_g05_c06.avi v_Shotput_g20_c04.avi v_Shotput_g24_c02.avi'
    ),
    'Skiing': (
        'v_Skiing_g01_c01.avi v_Skiing_g06_c01.avi v_Skiing_g15_c03.avi'
    ),
    'Skijet': (
        'v_Skijet_g01_c03.avi v_Skijet_g05_c01.avi v_Skijet_g15_c04.avi v_Skijet_g19_c03.avi '
        'v_Skijet_g20_c04.avi'
    ),
    'SkyDiving': (
        'v_SkyDiving_g02_c03.avi v_SkyDiving_g05_c05.avi v_SkyDiving_g06_c04.avi v_SkyDiving_g22_c01.avi'
    ),
    'SoccerJuggling': (
        'v_SoccerJuggling_g05_c05.avi v_SoccerJuggling_g24_c02.avi v_SoccerJuggling_g25_c03.avi '
        'v_SoccerJuggling_g25_c06.avi'
    ),
    'SoccerPenalty': (
        'v_SoccerPenalty_g04_c04.avi v_SoccerPenalty_g05_c05.avi v_SoccerPenalty_g24_c06.avi'
    ),
    'StillRings': (
        'v_StillRings_g03_c01.avi v_StillRings_g20_c04.avi v_StillRings_g22_c01.avi'
    ),
    'Surfing': (
        'v_Surfing_g01_c07.avi v_Surfing_g05_c03.avi v_Surfing_g21_c01.avi v_Surfing_g24_c03.avi'
    ),
    'TableTennisShot': (
        'v_TableTennisShot_g07_c03.avi v_TableTennisShot_g15_c06.avi v_TableTennisShot_g17_c01.avi '
        'v_TableTennisShot_g20_c05.avi v_TableTennisShot_g20_c06.avi v_TableTennisShot_g22_c04.avi '
        'v_TableTennisShot_g23_c03.avi v_TableTennisShot_g24_c06.avi'
    ),
    'TennisSwing': (
        'v_TennisSwing_g07_c06.avi v_TennisSwing_g17_c06.avi v_TennisSwing_g20_c03.avi '
        'v_TennisSwing_g20_c05.avi v_TennisSwing_g25_c05.avi'
    ),
    'ThrowDiscus': (
        'v_ThrowDiscus_g03_c03.avi v_ThrowDiscus_g05_c01.avi v_ThrowDiscus_g17_c05.avi '
        'v_ThrowDiscus_g21_c04.avi'
    ),
    'TrampolineJumping': (
        'v_TrampolineJumping_g01_c02.avi v_TrampolineJumping_g20_c03.avi v_TrampolineJumping_g21_c01.avi'
    ),
    'Typing': (
        'v_Typing_g15_c01.avi v_Typing_g21_c01.avi v_Typing_g23_c01.avi'
    ),
    'VolleyballSpiking': (
        'v_VolleyballSpiking_g06_c04.avi v_VolleyballSpiking_g15_c03.avi v_VolleyballSpiking_g17_c01.avi'
    ),
    'WalkingWithDog': (
        'v_WalkingWithDog_g17_c01.avi v_WalkingWithDog_g17_c04.avi v_WalkingWithDog_g18_c04.avi '
        'v_WalkingWithDog_g20_c05.avi'
    ),
    'WallPushups': (
        'v_WallPushups_g03_c02.avi v_WallPushups_g17_c01.avi v_WallPushups_g18_c02.avi '
        'v_WallPushups_g22_c01.avi v_WallPushups_g24_c01.avi'
    ),
    'WritingOnBoard': (
        'v_WritingOnBoard_g05_c06.avi v_WritingOnBoard_g15_c04.avi v_WritingOnBoard_g20_c02.avi '
        'v_WritingOnBoard_g22_c04.avi v_WritingOnBoard_g22_c07.avi v_WritingOnBoard_g23_c03.avi'
    ),
    'YoYo': (
        'v_YoYo_g02_c03.avi v_YoYo_g07_c01.avi v_YoYo_g18_c04.avi v_YoYo_g19_c01.avi v_YoYo_g19_c02.avi '
        'v_YoYo_g24_c01.avi v_YoYo_g25_c03.avi'
    ),
}

UCF_TRAIN02_OTHER = {
    '': (
        'LICENSE README.md average_fusion.py motion_cnn.py network.py spatial_cnn.py utils.py '
        'dataloader/dic/frame_count.pickle record/motion/motion_video_preds.pickle '
        'record/spatial/spatial_video_preds.pickle'
    ),
    'UCF_list': (
        'classInd.txt testlist01.txt testlist02.txt testlist03.txt trainlist01.txt trainlist02.txt '
        'trainlist03.txt'
    ),
    'dataloader': (
        '__init__.py __init__.pyc motion_dataloader.py motion_dataloader.pyc spatial_dataloader.py '
        'spatial_dataloader.pyc split_train_test_video.py split_train_test_video.pyc'
    ),
}

SPEECH_TEST_KIND = {
    'bed': (
        '3f170018_nohash_0.wav 4845bb10_nohash_0.wav 50033893_nohash_2.wav 6205088b_nohash_3.wav '
        'adebe223_nohash_1.wav bed06fac_nohash_0.wav bed06fac_nohash_2.wav'
    ),
    'bird': (
        '3f2b358d_nohash_0.wav 7e1054e7_nohash_1.wav 8494fba8_nohash_0.wav 8a325749_nohash_0.wav '
        '8ec6dab6_nohash_0.wav 9e2ce5e3_nohash_2.wav ad6a46f1_nohash_0.wav bb31b82b_nohash_1.wav '
        'c22d3f18_nohash_0.wav'
    ),
    'cat': (
        '2aa787cf_nohash_0.wav 370844f7_nohash_0.wav 3df9a3d4_nohash_0.wav 4c7c95de_nohash_0.wav '
        '5ff3f9a1_nohash_2.wav 81dc4a94_nohash_1.wav 83957201_nohash_2.wav 9d171fee_nohash_1.wav '
        'af7a8296_nohash_1.wav ea356919_nohash_0.wav'
    ),
    'dog': (
        '210f3aa9_nohash_1.wav 370844f7_nohash_0.wav 370844f7_nohash_1.wav 3c165869_nohash_1.wav '
        '68dd409e_nohash_1.wav 85834399_nohash_0.wav 9a69672b_nohash_0.wav af405b69_nohash_0.wav '
        'd7467392_nohash_1.wav d91a159e_nohash_0.wav ef2a3cfb_nohash_1.wav'
    ),
    'down': (
        '1528225c_nohash_0.wav 3f2b358d_nohash_0.wav 42beb5eb_nohash_1.wav 5e3dde6b_nohash_0.wav '
        '6f689791_nohash_0.wav 7257420c_nohash_0.wav 8056e897_nohash_1.wav 94de6a6a_nohash_0.wav '
        'b49caed3_nohash_3.wav caedb73a_nohash_0.wav f264e0df_nohash_1.wav'
    ),
    'eight': (
        '1f653d27_nohash_0.wav 20d3f11f_nohash_1.wav 283d7a53_nohash_1.wav 3efef882_nohash_1.wav '
        '9d4bab4f_nohash_0.wav a591c2ea_nohash_0.wav b11a05d2_nohash_0.wav c22d3f18_nohash_1.wav '
        'c518d1b1_nohash_1.wav d103dd6e_nohash_2.wav e41a903b_nohash_3.wav'
    ),
    'five': (
        '0ea0e2f4_nohash_0.wav 37dca74f_nohash_4.wav 44715c1c_nohash_2.wav 4c841771_nohash_0.wav '
        '5e3dde6b_nohash_0.wav 6736bc64_nohash_1.wav 692a88e6_nohash_2.wav 7bae88ed_nohash_1.wav '
        '8ec6dab6_nohash_0.wav 95ba4996_nohash_3.wav 97f4c236_nohash_0.wav 9a69672b_nohash_2.wav '
        '9a7c1f83_nohash_1.wav a60a09cf_nohash_0.wav b97c9f77_nohash_3.wav d0faf7e4_nohash_1.wav '
        'd0faf7e4_nohash_4.wav e1469561_nohash_4.wav'
    ),
    'four': (
        '0c40e715_nohash_0.wav 37dca74f_nohash_4.wav 587f3271_nohash_2.wav 798f702a_nohash_1.wav '
        '7add4c5f_nohash_1.wav 7e1054e7_nohash_0.wav 80c45ed6_nohash_0.wav 8ec6dab6_nohash_1.wav '
        '95ba4996_nohash_0.wav 964e8cfd_nohash_2.wav 97f4c236_nohash_2.wav af7a8296_nohash_0.wav '
        'b83c1acf_nohash_0.wav d5ca80c6_nohash_0.wav e41a903b_nohash_1.wav f6af2457_nohash_0.wav'
    ),
    'go': (
        '0487ba9b_nohash_0.wav 5ff3f9a1_nohash_0.wav 8056e897_nohash_2.wav 881583a6_nohash_1.wav '
        'd1a4fb3f_nohash_0.wav e41a903b_nohash_1.wav ea356919_nohash_1.wav fa446c16_nohash_1.wav'
    ),
    'happy': (
        '0f250098_nohash_0.wav 1f3bece8_nohash_0.wav 1fe4c891_nohash_0.wav 283d7a53_nohash_0.wav '
        '42beb5eb_nohash_1.wav 4c4d2526_nohash_1.wav 6b889021_nohash_1.wav a1533da4_nohash_1.wav '
        'd91a159e_nohash_0.wav ffa76c4a_nohash_0.wav'
    ),
    'house': (
        '096456f9_nohash_2.wav 1f653d27_nohash_0.wav 3df9a3d4_nohash_1.wav 4620dc14_nohash_0.wav '
        '80c45ed6_nohash_0.wav ad6a46f1_nohash_0.wav c22d3f18_nohash_0.wav cd85758f_nohash_0.wav'
    ),
    'left': (
        '1cb788bc_nohash_0.wav 1f3bece8_nohash_1.wav 283d7a53_nohash_0.wav 3df9a3d4_nohash_0.wav '
        '563aa4e6_nohash_4.wav 782c1305_nohash_0.wav 95ba4996_nohash_1.wav af7a8296_nohash_1.wav '
        'b49caed3_nohash_4.wav b83c1acf_nohash_2.wav b83c1acf_nohash_4.wav cd85758f_nohash_1.wav '
        'd1a4fb3f_nohash_1.wav dc75148d_nohash_0.wav'
    ),
    'marvin': (
        '1f3bece8_nohash_0.wav 5f814c23_nohash_0.wav 80c45ed6_nohash_1.wav 84d1e469_nohash_0.wav '
        '8ec6dab6_nohash_0.wav 8fe52b97_nohash_0.wav a60a09cf_nohash_0.wav af130f12_nohash_0.wav '
        'af7a8296_nohash_0.wav af8b2f2c_nohash_1.wav b49caed3_nohash_0.wav f297e878_nohash_0.wav'
    ),
    'nine': (
        '47d01978_nohash_1.wav 5c8af87a_nohash_3.wav 653a48f5_nohash_0.wav 7257420c_nohash_0.wav '
        '90b94017_nohash_0.wav 90b94017_nohash_1.wav 91223b83_nohash_0.wav 94de6a6a_nohash_4.wav '
        '964e8cfd_nohash_1.wav 964e8cfd_nohash_3.wav 964e8cfd_nohash_4.wav 97f4c236_nohash_2.wav '
        '97f4c236_nohash_4.wav b49caed3_nohash_3.wav d7467392_nohash_0.wav e1469561_nohash_0.wav '
        'e1469561_nohash_1.wav ea356919_nohash_2.wav'
    ),
    'no': (
        '096456f9_nohash_1.wav 1b4c9b89_nohash_3.wav 1cb788bc_nohash_0.wav 26b28ea7_nohash_0.wav '
        '5e3dde6b_nohash_3.wav 5f449e17_nohash_0.wav 6736bc64_nohash_1.wav 94de6a6a_nohash_4.wav '
        '964e8cfd_nohash_1.wav 9b3ea809_nohash_0.wav b49caed3_nohash_4.wav cd85758f_nohash_2.wav '
        'e1469561_nohash_2.wav'
    ),
    'off': (
        '135c6841_nohash_1.wav 1b4c9b89_nohash_1.wav 1b4c9b89_nohash_4.wav 3ff840aa_nohash_0.wav '
        '44260689_nohash_1.wav 5e3dde6b_nohash_2.wav 5e3dde6b_nohash_4.wav 6205088b_nohash_1.wav '
        '81dc4a94_nohash_0.wav 9a69672b_nohash_2.wav 9dc1889e_nohash_0.wav aa48c94a_nohash_0.wav '
        'af130f12_nohash_1.wav cd85758f_nohash_1.wav cd85758f_nohash_2.wav d0faf7e4_nohash_2.wav '
        'd5ca80c6_nohash_0.wav e1469561_nohash_2.wav e1469561_nohash_4.wav e41a903b_nohash_2.wav '
        'e41a903b_nohash_4.wav ffa76c4a_nohash_1.wav'
    ),
    'on': (
        '210f3aa9_nohash_0.wav 4f8ef132_nohash_2.wav 5c8af87a_nohash_3.wav 5e3dde6b_nohash_3.wav '
        '5ff3f9a1_nohash_0.wav 6021f08b_nohash_2.wav 7257420c_nohash_0.wav 7bae88ed_nohash_1.wav '
        '8056e897_nohash_1.wav 8ec6dab6_nohash_0.wav 8fe52b97_nohash_1.wav a4e8a997_nohash_0.wav '
        'ad6a46f1_nohash_1.wav af8b2f2c_nohash_0.wav b2e2773a_nohash_0.wav b49caed3_nohash_3.wav '
        'c518d1b1_nohash_0.wav e41a903b_nohash_0.wav f297e878_nohash_0.wav ffa76c4a_nohash_0.wav'
    ),
    'one': (
        '022cd682_nohash_0.wav 105a0eea_nohash_0.wav 1b4c9b89_nohash_1.wav 37dca74f_nohash_2.wav '
        '3f2b358d_nohash_1.wav 43fc47a7_nohash_0.wav 5c8af87a_nohash_2.wav 6f689791_nohash_0.wav '
        'a2473d62_nohash_3.wav aa48c94a_nohash_0.wav b49caed3_nohash_1.wav b83c1acf_nohash_4.wav '
        'b97c9f77_nohash_1.wav cd85758f_nohash_1.wav e1469561_nohash_3.wav'
    ),
    'right': (
        '210f3aa9_nohash_0.wav 2796ac50_nohash_0.wav 283d7a53_nohash_0.wav 37dca74f_nohash_2.wav '
        '563aa4e6_nohash_0.wav 587f3271_nohash_0.wav 6736bc64_nohash_2.wav 692a88e6_nohash_1.wav '
        '7192fddc_nohash_0.wav 7add4c5f_nohash_1.wav 9a69672b_nohash_3.wav 9a7c1f83_nohash_6.wav '
        'b83c1acf_nohash_1.wav'
    ),
    'seven': (
        '1b4c9b89_nohash_0.wav 1b4c9b89_nohash_3.wav 1f653d27_nohash_2.wav 37dca74f_nohash_2.wav '
        '3c165869_nohash_0.wav 3f2b358d_nohash_0.wav 4290ca61_nohash_0.wav 563aa4e6_nohash_1.wav '
        '97f4c236_nohash_1.wav 9b3ea809_nohash_0.wav a2473d62_nohash_0.wav a60a09cf_nohash_0.wav '
        'b49caed3_nohash_2.wav b97c9f77_nohash_0.wav c518d1b1_nohash_0.wav d91a159e_nohash_0.wav'
    ),
    'sheila': (
        '0f250098_nohash_0.wav 1f3bece8_nohash_0.wav 5b1db3ee_nohash_0.wav 5ff3f9a1_nohash_0.wav '
        '7e1054e7_nohash_0.wav aef8dcf5_nohash_0.wav af130f12_nohash_1.wav af8b2f2c_nohash_0.wav '
        'cd85758f_nohash_0.wav f264e0df_nohash_0.wav f6af2457_nohash_0.wav'
    ),
    'six': (
        '0fa1e7a9_nohash_0.wav 1b4c9b89_nohash_0.wav 370844f7_nohash_0.wav 3efef882_nohash_2.wav '
        '563aa4e6_nohash_1.wav 563aa4e6_nohash_2.wav 563aa4e6_nohash_4.wav 7dc95912_nohash_0.wav '
        '7dc95912_nohash_1.wav 8c7f81df_nohash_0.wav 90b94017_nohash_1.wav 9a356ab9_nohash_1.wav '
        '9a7c1f83_nohash_4.wav b49caed3_nohash_4.wav b83c1acf_nohash_1.wav c22d3f18_nohash_3.wav '
        'cfde27ba_nohash_1.wav d0faf7e4_nohash_2.wav e41a903b_nohash_0.wav e41a903b_nohash_2.wav'
    ),
    'stop': (
        '0fa1e7a9_nohash_1.wav 0fa1e7a9_nohash_2.wav 1b4c9b89_nohash_1.wav 26b28ea7_nohash_0.wav '
        '27c30960_nohash_0.wav 4290ca61_nohash_0.wav 43fc47a7_nohash_1.wav 48a8a69d_nohash_0.wav '
        '5c8af87a_nohash_3.wav 68dd409e_nohash_1.wav 692a88e6_nohash_2.wav 8fe52b97_nohash_0.wav '
        '9d171fee_nohash_0.wav a8e25ebb_nohash_1.wav e5e54cee_nohash_0.wav e71b4ce6_nohash_0.wav '
        'f297e878_nohash_1.wav f5496439_nohash_0.wav'
    ),
    'three': (
        '553f1a79_nohash_0.wav 587f3271_nohash_1.wav 692a88e6_nohash_2.wav 9a356ab9_nohash_0.wav '
        '9a69672b_nohash_4.wav aa48c94a_nohash_0.wav b11a05d2_nohash_0.wav b49caed3_nohash_2.wav '
        'b737ee80_nohash_1.wav d0faf7e4_nohash_4.wav d103dd6e_nohash_1.wav e5e54cee_nohash_0.wav '
        'f264e0df_nohash_0.wav'
    ),
    'tree': (
        '096456f9_nohash_1.wav 2c6d3924_nohash_0.wav 4845bb10_nohash_1.wav 798f702a_nohash_0.wav '
        '82b99576_nohash_1.wav 8494fba8_nohash_0.wav af8b2f2c_nohash_0.wav daf230ac_nohash_0.wav '
        'ef2a3cfb_nohash_2.wav'
    ),
    'two': (
        '022cd682_nohash_0.wav 210f3aa9_nohash_0.wav 3ff840aa_nohash_2.wav 5c8af87a_nohash_3.wav '
        '5c8af87a_nohash_4.wav 692a88e6_nohash_0.wav 863880b7_nohash_1.wav c22d3f18_nohash_0.wav '
        'ef2a3cfb_nohash_0.wav'
    ),
    'up': (
        '0f250098_nohash_1.wav 1b4c9b89_nohash_1.wav 27c30960_nohash_0.wav 2aa787cf_nohash_1.wav '
        '2d82a556_nohash_0.wav 43fc47a7_nohash_0.wav 43fc47a7_nohash_2.wav 7192fddc_nohash_0.wav '
        '8ec6dab6_nohash_2.wav 9a7c1f83_nohash_4.wav 9e2ce5e3_nohash_1.wav b83c1acf_nohash_3.wav '
        'b97c9f77_nohash_0.wav c518d1b1_nohash_0.wav caedb73a_nohash_1.wav e41a903b_nohash_3.wav '
        'f292725f_nohash_0.wav'
    ),
    'wow': (
        '5e3dde6b_nohash_0.wav 90b94017_nohash_0.wav a591c2ea_nohash_2.wav b2e2773a_nohash_0.wav '
        'd91a159e_nohash_0.wav f297e878_nohash_0.wav fe1916ba_nohash_0.wav'
    ),
    'yes': (
        '0ea0e2f4_nohash_0.wav 0fa1e7a9_nohash_0.wav 105a0eea_nohash_1.wav 1cb788bc_nohash_0.wav '
        '27c30960_nohash_0.wav 3f2b358d_nohash_0.wav 5eb5fc74_nohash_0.wav 81dc4a94_nohash_0.wav '
        '94de6a6a_nohash_0.wav 964e8cfd_nohash_0.wav 9a356ab9_nohash_0.wav adebe223_nohash_0.wav '
        'c22d3f18_nohash_3.wav d1a4fb3f_nohash_0.wav e41a903b_nohash_1.wav'
    ),
    'zero': (
        '0d53e045_nohash_0.wav 135c6841_nohash_0.wav 1fe4c891_nohash_0.wav 20d3f11f_nohash_0.wav '
        '412c675c_nohash_0.wav 4620dc14_nohash_0.wav 563aa4e6_nohash_2.wav 5c8af87a_nohash_4.wav '
        '7e1054e7_nohash_0.wav 82b99576_nohash_0.wav 863880b7_nohash_0.wav 9a69672b_nohash_0.wav '
        'ad6a46f1_nohash_2.wav af405b69_nohash_0.wav c22d3f18_nohash_1.wav c518d1b1_nohash_0.wav '
        'd0faf7e4_nohash_0.wav d0faf7e4_nohash_3.wav f6af2457_nohash_0.wav'
    ),
}

SPEECH_TEST_OTHER = {
    'audio/fold1': (
        '102106-3-0-0.wav 102305-6-0-0.wav 108362-2-0-12.wav 134717-0-0-22.wav 135776-2-0-90.wav '
        '137156-9-0-31.wav 138015-3-0-7.wav 143651-2-0-0.wav 151977-0-0-0.wav 151977-0-0-3.wav '
        '151977-0-0-6.wav 155202-9-0-135.wav 157867-8-0-16.wav 157867-8-0-20.wav 159738-8-0-1.wav '
        '160009-2-0-11.wav 161702-9-0-26.wav 165067-2-0-91.wav 174276-7-0-0.wav 176787-5-0-12.wav '
        '180937-7-1-7.wav 180937-7-1-8.wav 180937-7-2-10.wav 180937-7-2-4.wav 180937-7-3-22.wav '
        '182800-2-2-0.wav 193394-3-0-7.wav 194732-9-0-163.wav 196087-2-0-0.wav 24074-1-0-13.wav '
        '40722-8-0-8.wav 46669-4-0-2.wav 46669-4-0-33.wav 46669-4-0-37.wav 57320-0-0-0.wav 57584-4-0-8.wav '
        '59277-0-0-5.wav 69304-9-0-0.wav 97317-2-0-34.wav'
    ),
    'audio/fold10': (
        '118558-5-1-2.wav 119067-0-0-1.wav 128470-3-0-8.wav 155241-9-0-56.wav 155280-2-0-15.wav '
        '159742-8-0-13.wav 159742-8-0-8.wav 162134-7-13-1.wav 162134-7-15-0.wav 162134-7-7-0.wav '
        '165166-8-0-0.wav 165166-8-0-3.wav 167464-0-0-1.wav 167464-0-0-15.wav 167464-0-0-4.wav '
        '167464-0-0-7.wav 167750-4-3-0.wav 17124-1-0-0.wav 171478-9-0-58.wav 180127-4-0-0.wav '
        '180127-4-0-13.wav 180127-4-0-21.wav 187863-4-0-1.wav 189982-0-0-4.wav 189985-0-0-2.wav '
        '197554-2-0-3.wav 197554-2-0-60.wav 20571-3-1-0.wav 208652-8-2-0.wav 28808-1-0-8.wav 34050-7-0-0.wav '
        '51024-3-0-16.wav 73524-0-0-113.wav 83502-0-0-4.wav 85574-3-0-0.wav 99192-4-0-33.wav'
    ),
    'audio/fold2': (
        '106015-5-0-6.wav 106015-5-0-8.wav 113201-5-0-1.wav 145608-6-1-0.wav 145608-6-2-0.wav '
        '147926-0-0-21.wav 147926-0-0-35.wav 149254-9-0-29.wav 155129-1-0-0.wav 174293-6-1-0.wav '
        '175844-1-0-0.wav 180126-4-1-1.wav 18581-3-0-5.wav 189023-0-0-3.wav 197320-6-4-0.wav '
        '197320-6-5-0.wav 201652-5-3-2.wav 201652-5-4-0.wav 201652-5-4-5.wav 201652-5-5-2.wav '
        '203929-7-3-3.wav 203929-7-7-16.wav 203929-7-9-15.wav 22347-3-1-1.wav 34621-4-17-0.wav '
        '56385-0-0-1.wav 76091-6-2-0.wav 96475-9-0-0.wav 98202-9-0-10.wav'
    ),
    'audio/fold3': (
        '146714-0-0-27.wav 146714-0-0-45.wav 165039-7-8-2.wav 166101-5-3-0.wav 176783-3-0-3.wav '
        '177742-0-0-205.wav 177742-0-0-67.wav 185373-9-1-70.wav 186339-9-0-1.wav 19496-3-1-1.wav '
        '195451-5-0-5.wav 199769-1-0-15.wav 22601-8-0-0.wav 22601-8-0-10.wav 22601-8-0-15.wav '
        '22601-8-0-22.wav 31884-7-1-3.wav 37560-4-0-5.wav 42937-4-0-0.wav 49485-9-0-154.wav 54067-2-0-23.wav '
        '54898-8-0-7.wav 62837-7-0-8.wav 62837-7-1-44.wav 6988-5-0-5.wav 76221-2-0-4.wav 76221-2-0-6.wav '
        '82811-3-0-1.wav 93065-9-0-14.wav 94631-9-1-2.wav 94636-8-0-11.wav 94636-8-0-16.wav 94636-8-0-5.wav '
        '94636-8-0-7.wav'
    ),
    'audio/fold4': (
        '132108-9-0-21.wav 148463-7-3-1.wav 154758-5-0-12.wav 154758-5-0-13.wav 156362-4-0-2.wav '
        '156362-4-3-4.wav 159752-8-0-3.wav 169466-4-0-8.wav 169466-4-3-8.wav 173994-3-0-14.wav '
        '174026-3-2-2.wav 175855-1-0-0.wav 187377-4-0-0.wav 201207-3-0-0.wav 206037-2-0-11.wav '
        '22883-7-10-0.wav 22883-7-92-0.wav 24347-8-0-2.wav 24347-8-0-3.wav 24347-8-0-32.wav 24347-8-0-47.wav '
        '24347-8-0-50.wav 24347-8-0-66.wav 54173-2-0-4.wav 61790-9-0-16.wav 63932-3-1-0.wav 7389-1-4-13.wav '
        '95404-3-0-1.wav'
    ),
    'audio/fold5': (
        '100852-0-0-17.wav 100852-0-0-9.wav 102547-3-0-2.wav 104998-7-17-0.wav 104998-7-19-7.wav '
        '104998-7-8-15.wav 139948-3-1-0.wav 156634-5-0-9.wav 159754-8-2-0.wav 162318-2-0-25.wav '
        '164782-8-0-6.wav 178260-7-1-9.wav 178686-0-0-3.wav 178686-0-0-57.wav 190893-2-0-10.wav '
        '19503-3-1-0.wav 197243-3-0-0.wav 20015-3-0-19.wav 20285-3-0-0.wav 203654-9-0-8.wav 23219-5-0-9.wav '
        '23219-5-1-1.wav 29937-3-0-6.wav 49312-2-0-17.wav 62566-5-0-6.wav 72259-1-7-2.wav 72259-1-8-0.wav '
        '77774-4-1-0.wav 84699-4-3-0.wav 85569-0-0-9.wav 91533-5-0-2.wav'
    ),
    'audio/fold6': (
        '111386-5-1-9.wav 131918-7-0-5.wav 132021-7-0-7.wav 137969-2-0-18.wav 166931-4-0-0.wav '
        '167701-4-1-0.wav 184805-0-0-27.wav 196088-2-0-0.wav 30206-7-0-18.wav 46299-2-0-16.wav '
        '46299-2-0-36.wav 4912-3-2-0.wav 50455-5-0-0.wav 63724-0-0-0.wav 74726-8-0-9.wav 9032-3-1-0.wav '
        '98263-9-0-35.wav 98680-9-0-2.wav'
    ),
    'audio/fold7': (
        '102853-8-0-5.wav 104625-4-0-45.wav 105289-8-2-6.wav 107357-8-0-0.wav 107357-8-0-5.wav '
        '115242-9-0-44.wav 115242-9-0-83.wav 135527-6-10-0.wav 146845-0-0-26.wav 146845-0-0-6.wav '
        '148828-6-1-0.wav 155314-3-0-1.wav 165529-2-0-90.wav 177537-7-0-27.wav 177537-7-0-5.wav '
        '177729-0-0-27.wav 189981-0-0-17.wav 194754-3-0-0.wav 201988-5-0-9.wav 209992-5-2-43.wav '
        '21683-9-0-15.wav 35382-0-0-1.wav 38236-3-3-0.wav 43805-8-1-0.wav 43805-8-2-0.wav 49313-2-0-30.wav '
        '81788-2-0-44.wav'
    ),
    'audio/fold8': (
        '125678-7-0-5.wav 125678-7-2-3.wav 125678-7-3-0.wav 145206-6-2-0.wav 148632-8-0-11.wav '
        '148632-8-0-12.wav 148632-8-0-9.wav 157868-8-0-7.wav 160016-2-0-25.wav 161129-4-0-6.wav '
        '162103-0-0-13.wav 162103-0-0-15.wav 162103-0-0-7.wav 162103-0-0-9.wav 162433-6-1-0.wav '
        '168037-4-2-0.wav 174285-6-1-0.wav 175856-1-0-0.wav 193699-2-0-109.wav 196561-3-0-9.wav '
        '207214-2-0-3.wav 24728-7-5-0.wav 4918-3-3-0.wav 54383-0-0-1.wav 54914-2-0-3.wav 66324-9-0-19.wav '
        '70168-3-1-20.wav 71177-8-0-1.wav 71309-1-0-2.wav 74677-0-0-92.wav 80589-0-0-0.wav 91209-5-1-3.wav '
        '95549-3-0-6.wav'
    ),
    'audio/fold9': (
        '101729-0-0-16.wav 105029-7-0-0.wav 105029-7-1-10.wav 127538-4-1-0.wav 14385-9-0-11.wav '
        '152570-9-1-63.wav 155130-1-0-0.wav 157866-8-0-15.wav 159735-2-0-11.wav 159735-2-0-17.wav '
        '180029-4-20-0.wav 180156-1-7-0.wav 187075-5-0-7.wav 188823-7-0-1.wav 188823-7-2-1.wav '
        '192123-2-0-17.wav 39856-5-0-23.wav 39856-5-0-28.wav 39856-5-0-9.wav 50414-4-0-1.wav 52171-3-2-0.wav '
        '52411-9-0-6.wav 54976-4-0-9.wav 75743-0-0-5.wav 81117-4-0-5.wav'
    ),
}

URBAN8K_KIND = {
    'audio/fold1': (
        '103258-5-0-5.wav 108041-9-0-5.wav 113205-5-1-3.wav 114587-3-0-2.wav 124489-9-0-18.wav '
        '143651-2-0-16.wav 146186-5-0-6.wav 151977-0-0-13.wav 151977-0-0-5.wav 157867-8-0-11.wav '
        '157867-8-0-16.wav 157867-8-0-5.wav 160009-2-0-1.wav 176787-5-0-19.wav 176787-5-0-9.wav '
        '17913-4-0-0.wav 180937-7-3-20.wav 180937-7-3-21.wav 180937-7-3-23.wav 180937-7-3-31.wav '
        '180937-7-4-13.wav 180937-7-4-6.wav 192124-2-0-3.wav 192124-2-0-5.wav 193698-2-0-89.wav '
        '197318-6-12-0.wav 197318-6-7-0.wav 203440-3-0-0.wav 46669-4-0-26.wav 50901-0-1-0.wav '
        '55020-4-0-14.wav 57320-0-0-10.wav 57320-0-0-22.wav 57584-4-0-6.wav 69304-9-0-6.wav 71087-4-1-0.wav '
        '72261-3-0-27.wav 78360-4-0-14.wav 78360-4-0-2.wav 78360-4-0-23.wav 78360-4-0-9.wav 97317-2-0-22.wav '
        '98223-7-7-0.wav'
    ),
    'audio/fold10': (
        '100648-1-0-0.wav 102857-5-0-17.wav 102857-5-0-20.wav 119067-0-0-1.wav 147491-9-2-6.wav '
        '15544-5-0-19.wav 15544-5-0-2.wav 157207-6-0-0.wav 162134-7-10-0.wav 162134-7-3-0.wav '
        '162134-7-8-1.wav 162134-7-8-7.wav 165166-8-0-1.wav 167464-0-0-4.wav 171478-9-0-4.wav '
        '175842-1-0-0.wav 180127-4-0-13.wav 180127-4-0-7.wav 187110-2-0-34.wav 187863-4-0-0.wav '
        '188813-7-10-1.wav 196069-2-0-0.wav 24076-1-1-0.wav 27070-2-0-4.wav 39847-5-0-12.wav '
        '69661-3-0-14.wav 73524-0-0-137.wav 74364-8-1-10.wav 74364-8-1-19.wav 74364-8-1-3.wav '
        '74364-8-1-8.wav 74922-4-0-0.wav 81791-3-0-0.wav 83191-9-0-4.wav 83502-0-0-1.wav 83502-0-0-10.wav'
    ),
    'audio/fold2': (
        '102871-8-0-7.wav 106015-5-0-13.wav 113201-5-0-0.wav 146690-0-0-116.wav 147926-0-0-52.wav '
        '149254-9-0-42.wav 152908-5-0-4.wav 155219-2-0-57.wav 158597-2-0-33.wav 166421-3-0-31.wav '
        '169098-7-4-10.wav 172593-2-0-13.wav 177592-5-0-2.wav 194841-9-0-178.wav 197320-6-10-0.wav '
        '201652-5-4-2.wav 203929-7-4-4.wav 203929-7-5-10.wav 203929-7-6-1.wav 203929-7-9-18.wav '
        '204773-3-7-1.wav 34621-4-27-0.wav 49808-3-1-8.wav 73623-7-4-0.wav 74507-0-0-4.wav 76086-4-0-19.wav '
        '76086-4-0-36.wav 76089-6-0-0.wav 76090-6-0-0.wav 93193-9-1-22.wav 96920-9-0-13.wav 97193-3-0-1.wav '
        '98202-9-0-10.wav'
    ),
    'audio/fold3': (
        '107228-5-0-3.wav 12647-3-0-0.wav 12647-3-3-0.wav 13230-0-0-6.wav 132855-2-0-99.wav 135526-6-4-0.wav '
        '135526-6-9-0.wav 144068-5-0-0.wav 144068-5-0-1.wav 144885-3-0-0.wav 146714-0-0-12.wav '
        '146714-0-0-13.wav 146714-0-0-50.wav 15356-2-0-0.wav 155227-9-0-2.wav 160093-3-0-0.wav '
        '165039-7-17-0.wav 165039-7-4-1.wav 165039-7-8-0.wav 169044-2-0-10.wav 169044-2-0-13.wav '
        '169044-2-0-18.wav 172315-9-0-211.wav 177742-0-0-161.wav 177742-0-0-196.wav 177742-0-0-205.wav '
        '185373-9-1-7.wav 185375-9-0-60.wav 19338-5-0-0.wav 19338-5-3-0.wav 195451-5-0-14.wav '
        '196083-2-0-0.wav 199769-1-0-4.wav 22601-8-0-18.wav 22601-8-0-27.wav 22601-8-0-3.wav '
        '22601-8-0-41.wav 22601-8-0-45.wav 29721-4-0-7.wav 30204-0-0-5.wav 31884-7-0-0.wav 31884-7-1-0.wav '
        '31884-7-1-1.wav 33696-3-6-1.wav 54898-8-0-2.wav 62837-7-0-17.wav 62837-7-0-21.wav 63095-4-0-28.wav '
        '63095-4-1-20.wav 69598-4-4-0.wav 72537-3-0-2.wav 76221-2-0-5.wav'
    ),
    'audio/fold4': (
        '128607-4-0-1.wav 135528-6-12-0.wav 144351-4-0-0.wav 144351-4-2-4.wav 144351-4-3-3.wav '
        '154758-5-0-5.wav 165785-4-0-0.wav 16692-5-0-3.wav 169466-4-1-8.wav 170564-2-0-3.wav '
        '171305-7-15-0.wav 171305-7-27-0.wav 172338-9-0-1.wav 173994-3-0-45.wav 174841-1-0-0.wav '
        '183989-3-1-25.wav 185909-2-0-34.wav 192382-2-0-18.wav 192382-2-0-67.wav 194458-9-1-75.wav '
        '20688-2-0-4.wav 22883-7-74-0.wav 24347-8-0-16.wav 24347-8-0-82.wav 34056-2-0-80.wav '
        '35549-9-0-14.wav 41918-3-0-1.wav 52441-3-0-0.wav 54173-2-0-2.wav 55018-0-0-209.wav 7389-1-3-4.wav '
        '85544-3-7-0.wav'
    ),
    'audio/fold5': (
        '100852-0-0-24.wav 100852-0-0-30.wav 102547-3-0-8.wav 105425-9-0-12.wav 105425-9-0-23.wav '
        '111671-8-0-0.wav 115239-9-0-2.wav 121286-0-0-8.wav 145611-6-2-0.wav 145611-6-4-0.wav '
        '156634-5-0-0.wav 156634-5-0-8.wav 162318-2-0-34.wav 165774-7-2-0.wav 178260-7-3-10.wav '
        '178686-0-0-14.wav 178686-0-0-15.wav 178686-0-0-19.wav 178686-0-0-3.wav 180125-4-3-1.wav '
        '181725-3-0-16.wav 187920-7-1-1.wav 20015-3-0-19.wav 20285-3-0-0.wav 23219-5-0-10.wav '
        '58382-3-0-0.wav 71171-4-1-4.wav 71173-2-0-88.wav 72259-1-10-5.wav 72259-1-10-7.wav 72259-1-10-9.wav '
        '72259-1-8-0.wav 72259-1-9-7.wav 72259-1-9-9.wav 76566-3-0-8.wav 77233-3-0-79.wav 77509-1-0-0.wav '
        '90013-7-0-4.wav'
    ),
    'audio/fold6': (
        '111386-5-1-0.wav 122738-9-0-3.wav 124389-8-1-2.wav 131918-7-0-7.wav 133494-2-0-37.wav '
        '133797-6-0-0.wav 135544-6-8-0.wav 135544-6-9-0.wav 137969-2-0-37.wav 155212-9-0-13.wav '
        '155212-9-1-49.wav 155488-3-0-6.wav 159702-6-2-0.wav 159704-6-0-0.wav 160575-3-7-0.wav '
        '161922-3-1-5.wav 161923-3-0-19.wav 162434-6-2-0.wav 184805-0-0-13.wav 184805-0-0-75.wav '
        '184805-0-0-99.wav 204240-0-0-20.wav 24364-4-0-0.wav 24364-4-0-12.wav 28284-3-0-0.wav '
        '29932-1-0-0.wav 30206-7-0-28.wav 34643-4-2-1.wav 34952-8-0-2.wav 39854-5-1-2.wav 39884-5-0-0.wav '
        '43802-1-2-0.wav 71079-4-1-0.wav 71088-4-2-0.wav 74726-8-0-9.wav 78651-5-0-0.wav 78651-5-0-11.wav '
        '97331-2-0-59.wav 98263-9-0-10.wav'
    ),
    'audio/fold7': (
        '104625-4-0-53.wav 105289-8-1-2.wav 107357-8-0-6.wav 107357-8-0-7.wav 110918-3-0-9.wav '
        '115242-9-0-83.wav 130961-4-2-2.wav 135527-6-14-4.wav 135527-6-5-0.wav 148827-6-4-0.wav '
        '155238-2-0-3.wav 155238-2-0-31.wav 155299-3-1-0.wav 156091-1-0-0.wav 159708-6-6-0.wav '
        '164797-2-0-32.wav 165529-2-0-90.wav 168846-5-1-10.wav 168846-5-1-5.wav 177537-7-0-28.wav '
        '177537-7-0-31.wav 177537-7-1-0.wav 177537-7-1-5.wav 181102-9-0-50.wav 201988-5-0-16.wav '
        '202516-0-0-2.wav 207962-3-2-0.wav 209992-5-2-137.wav 34871-3-6-0.wav 43784-3-1-0.wav '
        '43805-8-0-0.wav 43805-8-3-0.wav 49313-2-0-30.wav 50614-3-0-0.wav 50629-4-0-0.wav 50629-4-4-8.wav '
        '57323-8-0-3.wav 57323-8-0-6.wav 57323-8-0-7.wav 57596-3-1-0.wav 57696-4-0-4.wav 7060-6-0-0.wav '
        '74965-4-0-3.wav 74965-4-1-1.wav 81788-2-0-35.wav 89679-1-0-0.wav 97606-7-4-0.wav'
    ),
    'audio/fold8': (
        '103076-3-0-0.wav 110688-3-0-2.wav 113202-5-0-16.wav 113202-5-0-26.wav 113202-5-0-8.wav '
        '115240-9-0-4.wav 117181-8-0-7.wav 117181-8-0-8.wav 125520-1-0-0.wav 125678-7-2-4.wav '
        '125678-7-2-7.wav 125678-7-2-8.wav 125678-7-3-4.wav 142003-2-0-8.wav 145206-6-4-0.wav '
        '148632-8-0-2.wav 148632-8-0-8.wav 155217-9-1-58.wav 156358-5-0-2.wav 160016-2-0-5.wav '
        '161129-4-0-7.wav 167702-4-8-0.wav 16860-9-0-50.wav 169043-2-0-28.wav 171464-3-0-0.wav '
        '171464-3-1-0.wav 171464-3-2-0.wav 177726-0-0-19.wav 177726-0-0-22.wav 177726-0-0-27.wav '
        '177726-0-0-33.wav 179039-9-0-23.wav 180134-4-2-11.wav 186935-5-0-1.wav 193699-2-0-33.wav '
        '204526-2-0-121.wav 33340-7-13-0.wav 39967-9-0-0.wav 50668-5-0-0.wav 52633-3-0-1.wav 68080-7-0-9.wav '
        '71177-8-1-4.wav 71700-3-4-0.wav 7390-9-0-6.wav 74677-0-0-0.wav 74677-0-0-75.wav 76085-4-0-66.wav '
        '76085-4-0-97.wav 96657-8-0-1.wav'
    ),
    'audio/fold9': (
        '103249-5-0-12.wav 105029-7-3-7.wav 110389-3-0-0.wav 119449-5-0-1.wav 119449-5-0-4.wav '
        '13579-2-0-38.wav 136399-6-2-0.wav 149929-9-0-5.wav 155044-9-0-11.wav 159726-3-0-0.wav '
        '159735-2-0-9.wav 159745-8-1-3.wav 159748-8-0-8.wav 175915-3-1-8.wav 180029-4-2-0.wav '
        '184575-3-0-0.wav 18592-5-0-3.wav 188823-7-2-3.wav 189988-0-0-4.wav 50414-4-0-0.wav 52411-9-0-52.wav '
        '54187-1-0-0.wav 54976-4-1-1.wav 54976-4-1-2.wav 58937-4-0-2.wav 58937-4-2-2.wav 59037-2-2-0.wav '
        '62567-5-0-2.wav 62567-5-1-0.wav 94182-9-0-0.wav 99500-2-0-1.wav'
    ),
}

URBAN8K_OTHER = {
    '': (
        'UrbanSound8K.csv'
    ),
    'bed': (
        '0c40e715_nohash_0.wav 4845bb10_nohash_0.wav 6e916de8_nohash_0.wav 80c45ed6_nohash_0.wav '
        'aa233654_nohash_0.wav ad6a46f1_nohash_0.wav adebe223_nohash_0.wav b1f8326d_nohash_0.wav '
        'bed06fac_nohash_0.wav c0e0f834_nohash_0.wav c781f251_nohash_0.wav d7467392_nohash_0.wav '
        'fa446c16_nohash_0.wav'
    ),
    'bird': (
        '653a48f5_nohash_2.wav 6b889021_nohash_0.wav 6b889021_nohash_1.wav 8fe52b97_nohash_0.wav '
        'a60a09cf_nohash_0.wav aa48c94a_nohash_1.wav d1a4fb3f_nohash_0.wav'
    ),
    'cat': (
        '0f250098_nohash_1.wav 0fa1e7a9_nohash_0.wav 2c6d3924_nohash_0.wav 4c4d2526_nohash_1.wav '
        '5744b6a7_nohash_1.wav 8fe52b97_nohash_0.wav e5e54cee_nohash_0.wav e71b4ce6_nohash_1.wav '
        'f0ae7203_nohash_1.wav'
    ),
    'dog': (
        '1fe4c891_nohash_0.wav 42beb5eb_nohash_0.wav 44260689_nohash_0.wav 563aa4e6_nohash_0.wav '
        '5744b6a7_nohash_2.wav 6205088b_nohash_0.wav 83957201_nohash_0.wav 863880b7_nohash_0.wav '
        '8db999cf_nohash_0.wav 964e8cfd_nohash_0.wav 97f4c236_nohash_0.wav 9e2ce5e3_nohash_0.wav '
        'a591c2ea_nohash_0.wav b83c1acf_nohash_0.wav c7124b73_nohash_0.wav fe1916ba_nohash_0.wav'
    ),
    'down': (
        '1b4c9b89_nohash_2.wav 1b4c9b89_nohash_3.wav 283d7a53_nohash_1.wav 4845bb10_nohash_1.wav '
        '4c841771_nohash_0.wav 5828dfa2_nohash_2.wav 6021f08b_nohash_0.wav 964e8cfd_nohash_0.wav '
        '97f4c236_nohash_1.wav a4e8a997_nohash_0.wav bed06fac_nohash_0.wav c0e0f834_nohash_0.wav '
        'c7124b73_nohash_1.wav'
    ),
    'eight': (
        '1f653d27_nohash_0.wav 283d7a53_nohash_1.wav 692a88e6_nohash_3.wav 7257420c_nohash_1.wav '
        '84d1e469_nohash_0.wav 94de6a6a_nohash_0.wav 95ba4996_nohash_0.wav a591c2ea_nohash_0.wav '
        'ad6a46f1_nohash_1.wav b11a05d2_nohash_2.wav b97c9f77_nohash_1.wav cd85758f_nohash_1.wav '
        'd103dd6e_nohash_1.wav'
    ),
    'five': (
        '0f250098_nohash_0.wav 4c7c95de_nohash_1.wav 5e3dde6b_nohash_4.wav 67961766_nohash_0.wav '
        'd91a159e_nohash_0.wav e1469561_nohash_0.wav e9901cf0_nohash_0.wav'
    ),
    'four': (
        '37dca74f_nohash_1.wav 44260689_nohash_0.wav 563aa4e6_nohash_2.wav 5c8af87a_nohash_0.wav '
        '5e3dde6b_nohash_4.wav 692a88e6_nohash_0.wav 692a88e6_nohash_1.wav 692a88e6_nohash_4.wav '
        '7257420c_nohash_0.wav 964e8cfd_nohash_0.wav 9a356ab9_nohash_1.wav a1533da4_nohash_1.wav '
        'c22d3f18_nohash_1.wav e41a903b_nohash_4.wav ffb86d3c_nohash_1.wav'
    ),
    'go': (
        '0d53e045_nohash_0.wav 1f3bece8_nohash_0.wav 26b28ea7_nohash_1.wav 2796ac50_nohash_1.wav '
        '2fa39636_nohash_0.wav 9a7c1f83_nohash_1.wav 9a7c1f83_nohash_2.wav a8e25ebb_nohash_0.wav '
        'c22d3f18_nohash_1.wav e5e54cee_nohash_0.wav'
    ),
    'happy': (
        '1f653d27_nohash_1.wav 27c30960_nohash_0.wav 44715c1c_nohash_1.wav 5c8af87a_nohash_0.wav '
        '5eb5fc74_nohash_1.wav 91223b83_nohash_1.wav a1533da4_nohash_0.wav b1f8326d_nohash_1.wav '
        'c22d3f18_nohash_0.wav'
    ),
    'house': (
        '50033893_nohash_0.wav 5c8af87a_nohash_0.wav cd85758f_nohash_0.wav fe1916ba_nohash_1.wav'
    ),
    'left': (
        '105a0eea_nohash_1.wav 4c4d2526_nohash_2.wav 5c8af87a_nohash_1.wav 692a88e6_nohash_0.wav '
        '6b889021_nohash_0.wav 94de6a6a_nohash_1.wav b83c1acf_nohash_1.wav b97c9f77_nohash_2.wav '
        'e9901cf0_nohash_0.wav ef2a3cfb_nohash_0.wav f0ae7203_nohash_0.wav f428ca69_nohash_2.wav'
    ),
    'marvin': (
        '1fe4c891_nohash_0.wav 4f8ef132_nohash_0.wav 9a69672b_nohash_0.wav b2e2773a_nohash_0.wav '
        'd1a4fb3f_nohash_2.wav f428ca69_nohash_0.wav'
    ),
    'nine': (
        '2d82a556_nohash_0.wav 563aa4e6_nohash_4.wav 9a7c1f83_nohash_4.wav bed06fac_nohash_0.wav '
        'e1469561_nohash_4.wav'
    ),
    'no': (
        '2796ac50_nohash_0.wav 28497c5b_nohash_1.wav 2c6d3924_nohash_0.wav 422d3197_nohash_0.wav '
        '62ff07ef_nohash_1.wav 84d1e469_nohash_1.wav 964e8cfd_nohash_0.wav 9a69672b_nohash_0.wav '
        'a2473d62_nohash_2.wav a4e8a997_nohash_0.wav a60a09cf_nohash_1.wav b49caed3_nohash_2.wav '
        'd0faf7e4_nohash_0.wav e5e54cee_nohash_1.wav f428ca69_nohash_0.wav'
    ),
    'off': (
        '0c40e715_nohash_3.wav 135c6841_nohash_3.wav 3efef882_nohash_0.wav 67961766_nohash_1.wav '
        '84d1e469_nohash_2.wav 94de6a6a_nohash_1.wav b49caed3_nohash_1.wav c0e0f834_nohash_0.wav '
        'c22d3f18_nohash_2.wav cc592808_nohash_0.wav cd85758f_nohash_0.wav d056d4d8_nohash_0.wav'
    ),
    'on': (
        '81dc4a94_nohash_0.wav 863880b7_nohash_1.wav 9a7c1f83_nohash_6.wav a8e25ebb_nohash_0.wav '
        'aef8dcf5_nohash_0.wav bb31b82b_nohash_1.wav cd85758f_nohash_3.wav d0faf7e4_nohash_2.wav '
        'd7467392_nohash_0.wav d7467392_nohash_1.wav d7467392_nohash_2.wav fe1916ba_nohash_0.wav'
    ),
    'one': (
        '4290ca61_nohash_0.wav 4620dc14_nohash_0.wav 4a0e2c16_nohash_0.wav 692a88e6_nohash_3.wav '
        '8fe52b97_nohash_0.wav 964e8cfd_nohash_2.wav 9a69672b_nohash_0.wav b1f8326d_nohash_2.wav '
        'c518d1b1_nohash_0.wav c7124b73_nohash_0.wav cfde27ba_nohash_0.wav f292725f_nohash_0.wav'
    ),
    'right': (
        '2c6d3924_nohash_0.wav 6736bc64_nohash_0.wav 6736bc64_nohash_1.wav 9a7c1f83_nohash_4.wav '
        'a4e8a997_nohash_0.wav b83c1acf_nohash_2.wav b97c9f77_nohash_1.wav c22d3f18_nohash_0.wav '
        'fe1916ba_nohash_0.wav'
    ),
    'seven': (
        '0fa1e7a9_nohash_0.wav 27c30960_nohash_0.wav 5eb5fc74_nohash_0.wav 80c45ed6_nohash_0.wav '
        'b2e2773a_nohash_1.wav e1469561_nohash_0.wav'
    ),
    'sheila': (
        '1f3bece8_nohash_0.wav 47d01978_nohash_0.wav 7dc95912_nohash_1.wav 7e1054e7_nohash_0.wav '
        '83957201_nohash_0.wav a1533da4_nohash_1.wav b737ee80_nohash_0.wav'
    ),
    'six': (
        '135c6841_nohash_0.wav 1b4c9b89_nohash_3.wav 2c6d3924_nohash_1.wav 43fc47a7_nohash_0.wav '
        '6f689791_nohash_1.wav 8494fba8_nohash_0.wav 97f4c236_nohash_1.wav 97f4c236_nohash_2.wav '
        '9e2ce5e3_nohash_0.wav af130f12_nohash_0.wav b83c1acf_nohash_4.wav cd85758f_nohash_3.wav '
        'd1a4fb3f_nohash_0.wav e41a903b_nohash_4.wav f5496439_nohash_0.wav'
    ),
    'stop': (
        '0c40e715_nohash_0.wav 105a0eea_nohash_0.wav 26b28ea7_nohash_0.wav 68dd409e_nohash_0.wav '
        '68dd409e_nohash_1.wav 8fe52b97_nohash_0.wav 91223b83_nohash_1.wav 964e8cfd_nohash_4.wav '
        '97f4c236_nohash_2.wav b97c9f77_nohash_1.wav c22d3f18_nohash_1.wav cd85758f_nohash_4.wav '
        'e41a903b_nohash_1.wav f297e878_nohash_0.wav f5496439_nohash_0.wav f6af2457_nohash_1.wav'
    ),
    'three': (
        '370844f7_nohash_1.wav 3efef882_nohash_0.wav 3f2b358d_nohash_1.wav 5b1db3ee_nohash_0.wav '
        '5f449e17_nohash_0.wav 692a88e6_nohash_5.wav 9a69672b_nohash_3.wav b49caed3_nohash_0.wav '
        'b49caed3_nohash_3.wav b83c1acf_nohash_4.wav caf9fceb_nohash_0.wav f0ae7203_nohash_0.wav '
        'f0ae7203_nohash_1.wav'
    ),
    'tree': (
        '80c45ed6_nohash_1.wav b2e2773a_nohash_1.wav d7467392_nohash_0.wav d9e9f554_nohash_0.wav '
        'f0ae7203_nohash_1.wav'
    ),
    'two': (
        '2fa39636_nohash_0.wav 42beb5eb_nohash_0.wav 8056e897_nohash_1.wav 94de6a6a_nohash_0.wav '
        '964e8cfd_nohash_1.wav 9d171fee_nohash_0.wav a2473d62_nohash_0.wav ad6a46f1_nohash_1.wav'
    ),
    'up': (
        '0d53e045_nohash_1.wav 3f170018_nohash_0.wav 563aa4e6_nohash_0.wav 5c8af87a_nohash_4.wav '
        '653a48f5_nohash_0.wav 8ec6dab6_nohash_1.wav 8ec6dab6_nohash_2.wav 97f4c236_nohash_2.wav '
        '9a69672b_nohash_0.wav 9a69672b_nohash_3.wav d9e9f554_nohash_1.wav'
    ),
    'wow': (
        '43fc47a7_nohash_1.wav 9a7c1f83_nohash_0.wav bb31b82b_nohash_0.wav ef2a3cfb_nohash_1.wav'
    ),
    'yes': (
        '37dca74f_nohash_4.wav 3f170018_nohash_0.wav 4c4d2526_nohash_0.wav 964e8cfd_nohash_1.wav '
        '9a7c1f83_nohash_5.wav 9d171fee_nohash_0.wav b97c9f77_nohash_0.wav f264e0df_nohash_1.wav '
        'f5496439_nohash_0.wav'
    ),
    'zero': (
        '37dca74f_nohash_0.wav 7e1054e7_nohash_0.wav a4e8a997_nohash_0.wav d0faf7e4_nohash_1.wav '
        'dc75148d_nohash_0.wav e1469561_nohash_3.wav'
    ),
}
