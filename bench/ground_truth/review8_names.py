"""Real names read from the trees and list files of review8.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only HEAD` listed them, or as a list file inside the repository holds them, at
the commit named in each generator's docstring; each constant maps a folder to the space-separated names in it
(KIND: files of the kind, OTHER: neighbours); the folder "" holds whole paths (folders with fewer than three names);
a tuple holds names with spaces.
"""


EEGMMI_SETS_KIND = {
    'sub-004/eeg': (
        'sub-004_task-motion_run-10_eeg.set '
        'sub-004_task-motion_run-11_eeg.set '
        'sub-004_task-motion_run-12_eeg.set '
        'sub-004_task-motion_run-13_eeg.set '
        'sub-004_task-motion_run-14_eeg.set '
        'sub-004_task-motion_run-1_eeg.set '
        'sub-004_task-motion_run-2_eeg.set '
        'sub-004_task-motion_run-3_eeg.set '
        'sub-004_task-motion_run-4_eeg.set '
        'sub-004_task-motion_run-5_eeg.set '
        'sub-004_task-motion_run-6_eeg.set '
        'sub-004_task-motion_run-7_eeg.set '
        'sub-004_task-motion_run-8_eeg.set '
        'sub-004_task-motion_run-9_eeg.set'
    ),
    'sub-006/eeg': (
        'sub-006_task-motion_run-10_eeg.set '
        'sub-006_task-motion_run-11_eeg.set '
        'sub-006_task-motion_run-12_eeg.set '
        'sub-006_task-motion_run-13_eeg.set '
        'sub-006_task-motion_run-14_eeg.set '
        'sub-006_task-motion_run-1_eeg.set '
        'sub-006_task-motion_run-2_eeg.set '
        'sub-006_task-motion_run-3_eeg.set '
        'sub-006_task-motion_run-4_eeg.set '
        'sub-006_task-motion_run-5_eeg.set '
        'sub-006_task-motion_run-6_eeg.set '
        'sub-006_task-motion_run-7_eeg.set '
        'sub-006_task-motion_run-8_eeg.set '
        'sub-006_task-motion_run-9_eeg.set'
    ),
    'sub-011/eeg': (
        'sub-011_task-motion_run-10_eeg.set '
        'sub-011_task-motion_run-11_eeg.set '
        'sub-011_task-motion_run-12_eeg.set '
        'sub-011_task-motion_run-13_eeg.set '
        'sub-011_task-motion_run-14_eeg.set '
        'sub-011_task-motion_run-1_eeg.set '
        'sub-011_task-motion_run-2_eeg.set '
        'sub-011_task-motion_run-3_eeg.set '
        'sub-011_task-motion_run-4_eeg.set '
        'sub-011_task-motion_run-5_eeg.set '
        'sub-011_task-motion_run-6_eeg.set '
        'sub-011_task-motion_run-7_eeg.set '
        'sub-011_task-motion_run-8_eeg.set '
        'sub-011_task-motion_run-9_eeg.set'
    ),
    'sub-012/eeg': (
        'sub-012_task-motion_run-10_eeg.set '
        'sub-012_task-motion_run-11_eeg.set '
        'sub-012_task-motion_run-12_eeg.set '
        'sub-012_task-motion_run-13_eeg.set '
        'sub-012_task-motion_run-14_eeg.set '
        'sub-012_task-motion_run-1_eeg.set '
        'sub-012_task-motion_run-2_eeg.set '
        'sub-012_task-motion_run-3_eeg.set '
        'sub-012_task-motion_run-4_eeg.set '
        'sub-012_task-motion_run-5_eeg.set '
        'sub-012_task-motion_run-6_eeg.set '
        'sub-012_task-motion_run-7_eeg.set '
        'sub-012_task-motion_run-8_eeg.set '
        'sub-012_task-motion_run-9_eeg.set'
    ),
    'sub-017/eeg': (
        'sub-017_task-motion_run-10_eeg.set '
        'sub-017_task-motion_run-11_eeg.set '
        'sub-017_task-motion_run-12_eeg.set '
        'sub-017_task-motion_run-13_eeg.set '
        'sub-017_task-motion_run-14_eeg.set '
        'sub-017_task-motion_run-1_eeg.set '
        'sub-017_task-motion_run-2_eeg.set '
        'sub-017_task-motion_run-3_eeg.set '
        'sub-017_task-motion_run-4_eeg.set '
        'sub-017_task-motion_run-5_eeg.set '
        'sub-017_task-motion_run-6_eeg.set '
        'sub-017_task-motion_run-7_eeg.set '
        'sub-017_task-motion_run-8_eeg.set '
        'sub-017_task-motion_run-9_eeg.set'
    ),
    'sub-018/eeg': (
        'sub-018_task-motion_run-10_eeg.set '
        'sub-018_task-motion_run-11_eeg.set '
        'sub-018_task-motion_run-12_eeg.set '
        'sub-018_task-motion_run-13_eeg.set '
        'sub-018_task-motion_run-14_eeg.set '
        'sub-018_task-motion_run-1_eeg.set '
        'sub-018_task-motion_run-2_eeg.set '
        'sub-018_task-motion_run-3_eeg.set '
        'sub-018_task-motion_run-4_eeg.set '
        'sub-018_task-motion_run-5_eeg.set '
        'sub-018_task-motion_run-6_eeg.set '
        'sub-018_task-motion_run-7_eeg.set '
        'sub-018_task-motion_run-8_eeg.set '
        'sub-018_task-motion_run-9_eeg.set'
    ),
    'sub-025/eeg': (
        'sub-025_task-motion_run-10_eeg.set '
        'sub-025_task-motion_run-11_eeg.set '
        'sub-025_task-motion_run-12_eeg.set '
        'sub-025_task-motion_run-13_eeg.set '
        'sub-025_task-motion_run-14_eeg.set '
        'sub-025_task-motion_run-1_eeg.set '
        'sub-025_task-motion_run-2_eeg.set '
        'sub-025_task-motion_run-3_eeg.set '
        'sub-025_task-motion_run-4_eeg.set '
        'sub-025_task-motion_run-5_eeg.set '
        'sub-025_task-motion_run-6_eeg.set '
        'sub-025_task-motion_run-7_eeg.set '
        'sub-025_task-motion_run-8_eeg.set '
        'sub-025_task-motion_run-9_eeg.set'
    ),
    'sub-027/eeg': (
        'sub-027_task-motion_run-10_eeg.set '
        'sub-027_task-motion_run-11_eeg.set '
        'sub-027_task-motion_run-12_eeg.set '
        'sub-027_task-motion_run-13_eeg.set '
        'sub-027_task-motion_run-14_eeg.set '
        'sub-027_task-motion_run-1_eeg.set '
        'sub-027_task-motion_run-2_eeg.set '
        'sub-027_task-motion_run-3_eeg.set '
        'sub-027_task-motion_run-4_eeg.set '
        'sub-027_task-motion_run-5_eeg.set '
        'sub-027_task-motion_run-6_eeg.set '
        'sub-027_task-motion_run-7_eeg.set '
        'sub-027_task-motion_run-8_eeg.set '
        'sub-027_task-motion_run-9_eeg.set'
    ),
    'sub-030/eeg': (
        'sub-030_task-motion_run-10_eeg.set '
        'sub-030_task-motion_run-11_eeg.set '
        'sub-030_task-motion_run-12_eeg.set '
        'sub-030_task-motion_run-13_eeg.set '
        'sub-030_task-motion_run-14_eeg.set '
        'sub-030_task-motion_run-1_eeg.set '
        'sub-030_task-motion_run-2_eeg.set '
        'sub-030_task-motion_run-3_eeg.set '
        'sub-030_task-motion_run-4_eeg.set '
        'sub-030_task-motion_run-5_eeg.set '
        'sub-030_task-motion_run-6_eeg.set '
        'sub-030_task-motion_run-7_eeg.set '
        'sub-030_task-motion_run-8_eeg.set '
        'sub-030_task-motion_run-9_eeg.set'
    ),
    'sub-032/eeg': (
        'sub-032_task-motion_run-10_eeg.set '
        'sub-032_task-motion_run-11_eeg.set '
        'sub-032_task-motion_run-12_eeg.set '
        'sub-032_task-motion_run-13_eeg.set '
        'sub-032_task-motion_run-14_eeg.set '
        'sub-032_task-motion_run-1_eeg.set '
        'sub-032_task-motion_run-2_eeg.set '
        'sub-032_task-motion_run-3_eeg.set '
        'sub-032_task-motion_run-4_eeg.set '
        'sub-032_task-motion_run-5_eeg.set '
        'sub-032_task-motion_run-6_eeg.set '
        'sub-032_task-motion_run-7_eeg.set '
        'sub-032_task-motion_run-8_eeg.set '
        'sub-032_task-motion_run-9_eeg.set'
    ),
    'sub-048/eeg': (
        'sub-048_task-motion_run-10_eeg.set '
        'sub-048_task-motion_run-11_eeg.set '
        'sub-048_task-motion_run-12_eeg.set '
        'sub-048_task-motion_run-13_eeg.set '
        'sub-048_task-motion_run-14_eeg.set '
        'sub-048_task-motion_run-1_eeg.set '
        'sub-048_task-motion_run-2_eeg.set '
        'sub-048_task-motion_run-3_eeg.set '
        'sub-048_task-motion_run-4_eeg.set '
        'sub-048_task-motion_run-5_eeg.set '
        'sub-048_task-motion_run-6_eeg.set '
        'sub-048_task-motion_run-7_eeg.set '
        'sub-048_task-motion_run-8_eeg.set '
        'sub-048_task-motion_run-9_eeg.set'
    ),
    'sub-049/eeg': (
        'sub-049_task-motion_run-10_eeg.set '
        'sub-049_task-motion_run-11_eeg.set '
        'sub-049_task-motion_run-12_eeg.set '
        'sub-049_task-motion_run-13_eeg.set '
        'sub-049_task-motion_run-14_eeg.set '
        'sub-049_task-motion_run-1_eeg.set '
        'sub-049_task-motion_run-2_eeg.set '
        'sub-049_task-motion_run-3_eeg.set '
        'sub-049_task-motion_run-4_eeg.set '
        'sub-049_task-motion_run-5_eeg.set '
        'sub-049_task-motion_run-6_eeg.set '
        'sub-049_task-motion_run-7_eeg.set '
        'sub-049_task-motion_run-8_eeg.set '
        'sub-049_task-motion_run-9_eeg.set'
    ),
    'sub-050/eeg': (
        'sub-050_task-motion_run-10_eeg.set '
        'sub-050_task-motion_run-11_eeg.set '
        'sub-050_task-motion_run-12_eeg.set '
        'sub-050_task-motion_run-13_eeg.set '
        'sub-050_task-motion_run-14_eeg.set '
        'sub-050_task-motion_run-1_eeg.set '
        'sub-050_task-motion_run-2_eeg.set '
        'sub-050_task-motion_run-3_eeg.set '
        'sub-050_task-motion_run-4_eeg.set '
        'sub-050_task-motion_run-5_eeg.set '
        'sub-050_task-motion_run-6_eeg.set '
        'sub-050_task-motion_run-7_eeg.set '
        'sub-050_task-motion_run-8_eeg.set '
        'sub-050_task-motion_run-9_eeg.set'
    ),
    'sub-052/eeg': (
        'sub-052_task-motion_run-10_eeg.set '
        'sub-052_task-motion_run-11_eeg.set '
        'sub-052_task-motion_run-12_eeg.set '
        'sub-052_task-motion_run-13_eeg.set '
        'sub-052_task-motion_run-14_eeg.set '
        'sub-052_task-motion_run-1_eeg.set '
        'sub-052_task-motion_run-2_eeg.set '
        'sub-052_task-motion_run-3_eeg.set '
        'sub-052_task-motion_run-4_eeg.set '
        'sub-052_task-motion_run-5_eeg.set '
        'sub-052_task-motion_run-6_eeg.set '
        'sub-052_task-motion_run-7_eeg.set '
        'sub-052_task-motion_run-8_eeg.set '
        'sub-052_task-motion_run-9_eeg.set'
    ),
    'sub-059/eeg': (
        'sub-059_task-motion_run-10_eeg.set '
        'sub-059_task-motion_run-11_eeg.set '
        'sub-059_task-motion_run-12_eeg.set '
        'sub-059_task-motion_run-13_eeg.set '
        'sub-059_task-motion_run-14_eeg.set '
        'sub-059_task-motion_run-1_eeg.set '
        'sub-059_task-motion_run-2_eeg.set '
        'sub-059_task-motion_run-3_eeg.set '
        'sub-059_task-motion_run-4_eeg.set '
        'sub-059_task-motion_run-5_eeg.set '
        'sub-059_task-motion_run-6_eeg.set '
        'sub-059_task-motion_run-7_eeg.set '
        'sub-059_task-motion_run-8_eeg.set '
        'sub-059_task-motion_run-9_eeg.set'
    ),
    'sub-063/eeg': (
        'sub-063_task-motion_run-10_eeg.set '
        'sub-063_task-motion_run-11_eeg.set '
        'sub-063_task-motion_run-12_eeg.set '
        'sub-063_task-motion_run-13_eeg.set '
        'sub-063_task-motion_run-14_eeg.set '
        'sub-063_task-motion_run-1_eeg.set '
        'sub-063_task-motion_run-2_eeg.set '
        'sub-063_task-motion_run-3_eeg.set '
        'sub-063_task-motion_run-4_eeg.set '
        'sub-063_task-motion_run-5_eeg.set '
        'sub-063_task-motion_run-6_eeg.set '
        'sub-063_task-motion_run-7_eeg.set '
        'sub-063_task-motion_run-8_eeg.set '
        'sub-063_task-motion_run-9_eeg.set'
    ),
    'sub-064/eeg': (
        'sub-064_task-motion_run-10_eeg.set '
        'sub-064_task-motion_run-11_eeg.set '
        'sub-064_task-motion_run-12_eeg.set '
        'sub-064_task-motion_run-13_eeg.set '
        'sub-064_task-motion_run-14_eeg.set '
        'sub-064_task-motion_run-1_eeg.set '
        'sub-064_task-motion_run-2_eeg.set '
        'sub-064_task-motion_run-3_eeg.set '
        'sub-064_task-motion_run-4_eeg.set '
        'sub-064_task-motion_run-5_eeg.set '
        'sub-064_task-motion_run-6_eeg.set '
        'sub-064_task-motion_run-7_eeg.set '
        'sub-064_task-motion_run-8_eeg.set '
        'sub-064_task-motion_run-9_eeg.set'
    ),
    'sub-065/eeg': (
        'sub-065_task-motion_run-10_eeg.set '
        'sub-065_task-motion_run-11_eeg.set '
        'sub-065_task-motion_run-12_eeg.set '
        'sub-065_task-motion_run-13_eeg.set '
        'sub-065_task-motion_run-14_eeg.set '
        'sub-065_task-motion_run-1_eeg.set '
        'sub-065_task-motion_run-2_eeg.set '
        'sub-065_task-motion_run-3_eeg.set '
        'sub-065_task-motion_run-4_eeg.set '
        'sub-065_task-motion_run-5_eeg.set '
        'sub-065_task-motion_run-6_eeg.set '
        'sub-065_task-motion_run-7_eeg.set '
        'sub-065_task-motion_run-8_eeg.set '
        'sub-065_task-motion_run-9_eeg.set'
    ),
    'sub-074/eeg': (
        'sub-074_task-motion_run-10_eeg.set '
        'sub-074_task-motion_run-11_eeg.set '
        'sub-074_task-motion_run-12_eeg.set '
        'sub-074_task-motion_run-13_eeg.set '
        'sub-074_task-motion_run-14_eeg.set '
        'sub-074_task-motion_run-1_eeg.set '
        'sub-074_task-motion_run-2_eeg.set '
        'sub-074_task-motion_run-3_eeg.set '
        'sub-074_task-motion_run-4_eeg.set '
        'sub-074_task-motion_run-5_eeg.set '
        'sub-074_task-motion_run-6_eeg.set '
        'sub-074_task-motion_run-7_eeg.set '
        'sub-074_task-motion_run-8_eeg.set '
        'sub-074_task-motion_run-9_eeg.set'
    ),
    'sub-083/eeg': (
        'sub-083_task-motion_run-10_eeg.set '
        'sub-083_task-motion_run-11_eeg.set '
        'sub-083_task-motion_run-12_eeg.set '
        'sub-083_task-motion_run-13_eeg.set '
        'sub-083_task-motion_run-14_eeg.set '
        'sub-083_task-motion_run-1_eeg.set '
        'sub-083_task-motion_run-2_eeg.set '
        'sub-083_task-motion_run-3_eeg.set '
        'sub-083_task-motion_run-4_eeg.set '
        'sub-083_task-motion_run-5_eeg.set '
        'sub-083_task-motion_run-6_eeg.set '
        'sub-083_task-motion_run-7_eeg.set '
        'sub-083_task-motion_run-8_eeg.set '
        'sub-083_task-motion_run-9_eeg.set'
    ),
    'sub-091/eeg': (
        'sub-091_task-motion_run-10_eeg.set '
        'sub-091_task-motion_run-11_eeg.set '
        'sub-091_task-motion_run-12_eeg.set '
        'sub-091_task-motion_run-13_eeg.set '
        'sub-091_task-motion_run-14_eeg.set '
        'sub-091_task-motion_run-1_eeg.set '
        'sub-091_task-motion_run-2_eeg.set '
        'sub-091_task-motion_run-3_eeg.set '
        'sub-091_task-motion_run-4_eeg.set '
        'sub-091_task-motion_run-5_eeg.set '
        'sub-091_task-motion_run-6_eeg.set '
        'sub-091_task-motion_run-7_eeg.set '
        'sub-091_task-motion_run-8_eeg.set '
        'sub-091_task-motion_run-9_eeg.set'
    ),
    'sub-094/eeg': (
        'sub-094_task-motion_run-10_eeg.set '
        'sub-094_task-motion_run-11_eeg.set '
        'sub-094_task-motion_run-12_eeg.set '
        'sub-094_task-motion_run-13_eeg.set '
        'sub-094_task-motion_run-14_eeg.set '
        'sub-094_task-motion_run-1_eeg.set '
        'sub-094_task-motion_run-2_eeg.set '
        'sub-094_task-motion_run-3_eeg.set '
        'sub-094_task-motion_run-4_eeg.set '
        'sub-094_task-motion_run-5_eeg.set '
        'sub-094_task-motion_run-6_eeg.set '
        'sub-094_task-motion_run-7_eeg.set '
        'sub-094_task-motion_run-8_eeg.set '
        'sub-094_task-motion_run-9_eeg.set'
    ),
    'sub-097/eeg': (
        'sub-097_task-motion_run-10_eeg.set '
        'sub-097_task-motion_run-11_eeg.set '
        'sub-097_task-motion_run-12_eeg.set '
        'sub-097_task-motion_run-13_eeg.set '
        'sub-097_task-motion_run-14_eeg.set '
        'sub-097_task-motion_run-1_eeg.set '
        'sub-097_task-motion_run-2_eeg.set '
        'sub-097_task-motion_run-3_eeg.set '
        'sub-097_task-motion_run-4_eeg.set '
        'sub-097_task-motion_run-5_eeg.set '
        'sub-097_task-motion_run-6_eeg.set '
        'sub-097_task-motion_run-7_eeg.set '
        'sub-097_task-motion_run-8_eeg.set '
        'sub-097_task-motion_run-9_eeg.set'
    ),
    'sub-105/eeg': (
        'sub-105_task-motion_run-10_eeg.set '
        'sub-105_task-motion_run-11_eeg.set '
        'sub-105_task-motion_run-12_eeg.set '
        'sub-105_task-motion_run-13_eeg.set '
        'sub-105_task-motion_run-14_eeg.set '
        'sub-105_task-motion_run-1_eeg.set '
        'sub-105_task-motion_run-2_eeg.set '
        'sub-105_task-motion_run-3_eeg.set '
        'sub-105_task-motion_run-4_eeg.set '
        'sub-105_task-motion_run-5_eeg.set '
        'sub-105_task-motion_run-6_eeg.set '
        'sub-105_task-motion_run-7_eeg.set '
        'sub-105_task-motion_run-8_eeg.set '
        'sub-105_task-motion_run-9_eeg.set'
    ),
}


EEGMMI_SETS_OTHER = {
    '': (
        '.datalad/config '
        '.gitattributes '
        'CHANGES '
        'README '
        'dataset_description.json '
        'participants.json '
        'participants.tsv '
        'task-motion_events.json '
        'sourcedata/rawdata/S001/S001R14.edf.event '
        'sourcedata/rawdata/S004/S004R04.edf '
        'sourcedata/rawdata/S007/S007R09.edf '
        'sourcedata/rawdata/S011/S011R01.edf.event '
        'sourcedata/rawdata/S013/S013R05.edf '
        'sourcedata/rawdata/S016/S016R07.edf.event '
        'sourcedata/rawdata/S016/S016R14.edf.event '
        'sourcedata/rawdata/S017/S017R05.edf.event '
        'sourcedata/rawdata/S018/S018R02.edf.event '
        'sourcedata/rawdata/S021/S021R01.edf '
        'sourcedata/rawdata/S024/S024R13.edf.event '
        'sourcedata/rawdata/S025/S025R14.edf.event '
        'sourcedata/rawdata/S030/S030R05.edf.event '
        'sourcedata/rawdata/S031/S031R01.edf '
        'sourcedata/rawdata/S033/S033R11.edf '
        'sourcedata/rawdata/S034/S034R08.edf.event '
        'sourcedata/rawdata/S035/S035R04.edf.event '
        'sourcedata/rawdata/S036/S036R11.edf.event '
        'sourcedata/rawdata/S036/S036R14.edf '
        'sourcedata/rawdata/S037/S037R04.edf.event '
        'sourcedata/rawdata/S037/S037R08.edf.event '
        'sourcedata/rawdata/S041/S041R02.edf '
        'sourcedata/rawdata/S041/S041R08.edf.event '
        'sourcedata/rawdata/S044/S044R04.edf.event '
        'sourcedata/rawdata/S044/S044R06.edf '
        'sourcedata/rawdata/S045/S045R03.edf.event '
        'sourcedata/rawdata/S046/S046R09.edf.event '
        'sourcedata/rawdata/S047/S047R14.edf '
        'sourcedata/rawdata/S048/S048R06.edf.event '
        'sourcedata/rawdata/S054/S054R12.edf.event '
        'sourcedata/rawdata/S055/S055R01.edf '
        'sourcedata/rawdata/S055/S055R02.edf.event '
        'sourcedata/rawdata/S056/S056R06.edf '
        'sourcedata/rawdata/S059/S059R02.edf '
        'sourcedata/rawdata/S059/S059R14.edf '
        'sourcedata/rawdata/S061/S061R04.edf '
        'sourcedata/rawdata/S062/S062R06.edf '
        'sourcedata/rawdata/S062/S062R06.edf.event '
        'sourcedata/rawdata/S063/S063R08.edf.event '
        'sourcedata/rawdata/S067/S067R14.edf.event '
        'sourcedata/rawdata/S071/S071R14.edf.event '
        'sourcedata/rawdata/S072/S072R10.edf '
        'sourcedata/rawdata/S073/S073R10.edf '
        'sourcedata/rawdata/S073/S073R13.edf '
        'sourcedata/rawdata/S075/S075R03.edf.event '
        'sourcedata/rawdata/S076/S076R08.edf '
        'sourcedata/rawdata/S078/S078R06.edf '
        'sourcedata/rawdata/S081/S081R01.edf.event '
        'sourcedata/rawdata/S083/S083R13.edf.event '
        'sourcedata/rawdata/S084/S084R04.edf '
        'sourcedata/rawdata/S086/S086R09.edf '
        'sourcedata/rawdata/S088/S088R04.edf.event '
        'sourcedata/rawdata/S089/S089R07.edf.event '
        'sourcedata/rawdata/S092/S092R06.edf '
        'sourcedata/rawdata/S092/S092R07.edf '
        'sourcedata/rawdata/S093/S093R07.edf.event '
        'sourcedata/rawdata/S093/S093R08.edf '
        'sourcedata/rawdata/S095/S095R10.edf.event '
        'sourcedata/rawdata/S096/S096R05.edf '
        'sourcedata/rawdata/S096/S096R11.edf.event '
        'sourcedata/rawdata/S099/S099R07.edf '
        'sourcedata/rawdata/S099/S099R13.edf '
        'sourcedata/rawdata/S101/S101R02.edf.event '
        'sourcedata/rawdata/S102/S102R01.edf '
        'sourcedata/rawdata/S107/S107R08.edf '
        'sourcedata/rawdata/S108/S108R04.edf '
        'sub-001/eeg/sub-001_task-motion_run-14_events.tsv '
        'sub-001/eeg/sub-001_task-motion_run-3_eeg.json '
        'sub-005/eeg/sub-005_task-motion_run-1_coordsystem.json '
        'sub-006/eeg/sub-006_task-motion_run-6_channels.tsv '
        'sub-006/eeg/sub-006_task-motion_run-9_eeg.json '
        'sub-007/eeg/sub-007_task-motion_run-7_channels.tsv '
        'sub-009/eeg/sub-009_task-motion_run-12_electrodes.tsv '
        'sub-009/eeg/sub-009_task-motion_run-1_channels.tsv '
        'sub-016/eeg/sub-016_task-motion_run-7_channels.tsv '
        'sub-020/eeg/sub-020_task-motion_run-2_coordsystem.json '
        'sub-020/eeg/sub-020_task-motion_run-8_electrodes.tsv '
        'sub-023/eeg/sub-023_task-motion_run-12_electrodes.tsv '
        'sub-023/eeg/sub-023_task-motion_run-5_electrodes.tsv '
        'sub-026/eeg/sub-026_task-motion_run-6_channels.tsv '
        'sub-026/eeg/sub-026_task-motion_run-6_coordsystem.json '
        'sub-027/eeg/sub-027_task-motion_run-12_events.tsv '
        'sub-027/eeg/sub-027_task-motion_run-1_eeg.json '
        'sub-029/eeg/sub-029_task-motion_run-3_eeg.json '
        'sub-030/eeg/sub-030_task-motion_run-7_eeg.json '
        'sub-031/eeg/sub-031_task-motion_run-13_coordsystem.json '
        'sub-032/eeg/sub-032_task-motion_run-13_channels.tsv '
        'sub-035/eeg/sub-035_task-motion_run-4_eeg.json '
        'sub-035/eeg/sub-035_task-motion_run-8_events.tsv '
        'sub-036/eeg/sub-036_task-motion_run-10_eeg.json '
        'sub-036/eeg/sub-036_task-motion_run-11_eeg.json '
        'sub-037/eeg/sub-037_task-motion_run-11_events.tsv '
        'sub-037/eeg/sub-037_task-motion_run-6_channels.tsv '
        'sub-039/eeg/sub-039_task-motion_run-11_channels.tsv '
        'sub-046/eeg/sub-046_task-motion_run-12_events.tsv '
        'sub-046/eeg/sub-046_task-motion_run-13_channels.tsv '
        'sub-047/eeg/sub-047_task-motion_run-11_channels.tsv '
        'sub-047/eeg/sub-047_task-motion_run-1_coordsystem.json '
        'sub-049/eeg/sub-049_task-motion_run-7_channels.tsv '
        'sub-049/eeg/sub-049_task-motion_run-8_electrodes.tsv '
        'sub-050/eeg/sub-050_task-motion_run-3_electrodes.tsv '
        'sub-050/eeg/sub-050_task-motion_run-8_channels.tsv '
        'sub-052/eeg/sub-052_task-motion_run-2_channels.tsv '
        'sub-052/eeg/sub-052_task-motion_run-5_coordsystem.json '
        'sub-054/eeg/sub-054_task-motion_run-14_channels.tsv '
        'sub-054/eeg/sub-054_task-motion_run-1_eeg.json '
        'sub-057/eeg/sub-057_task-motion_run-6_electrodes.tsv '
        'sub-063/eeg/sub-063_task-motion_run-13_coordsystem.json '
        'sub-064/eeg/sub-064_task-motion_run-12_coordsystem.json '
        'sub-064/eeg/sub-064_task-motion_run-6_events.tsv '
        'sub-066/eeg/sub-066_task-motion_run-13_channels.tsv '
        'sub-066/eeg/sub-066_task-motion_run-9_events.tsv '
        'sub-067/eeg/sub-067_task-motion_run-10_channels.tsv '
        'sub-067/eeg/sub-067_task-motion_run-4_eeg.json '
        'sub-072/eeg/sub-072_task-motion_run-10_channels.tsv '
        'sub-072/eeg/sub-072_task-motion_run-3_events.tsv '
        'sub-073/eeg/sub-073_task-motion_run-13_coordsystem.json '
        'sub-073/eeg/sub-073_task-motion_run-4_channels.tsv '
        'sub-074/eeg/sub-074_task-motion_run-10_coordsystem.json '
        'sub-081/eeg/sub-081_task-motion_run-6_electrodes.tsv '
        'sub-081/eeg/sub-081_task-motion_run-8_electrodes.tsv '
        'sub-084/eeg/sub-084_task-motion_run-6_coordsystem.json '
        'sub-084/eeg/sub-084_task-motion_run-8_eeg.json '
        'sub-086/eeg/sub-086_task-motion_run-14_coordsystem.json '
        'sub-088/eeg/sub-088_task-motion_run-10_eeg.json '
        'sub-088/eeg/sub-088_task-motion_run-5_channels.tsv '
        'sub-093/eeg/sub-093_task-motion_run-2_electrodes.tsv '
        'sub-094/eeg/sub-094_task-motion_run-12_events.tsv '
        'sub-099/eeg/sub-099_task-motion_run-5_events.tsv '
        'sub-100/eeg/sub-100_task-motion_run-6_channels.tsv '
        'sub-102/eeg/sub-102_task-motion_run-5_electrodes.tsv '
        'sub-103/eeg/sub-103_task-motion_run-1_events.tsv '
        'sub-103/eeg/sub-103_task-motion_run-6_electrodes.tsv '
        'sub-104/eeg/sub-104_task-motion_run-11_coordsystem.json '
        'sub-104/eeg/sub-104_task-motion_run-14_eeg.json '
        'sub-105/eeg/sub-105_task-motion_run-14_eeg.json '
        'sub-109/eeg/sub-109_task-motion_run-5_coordsystem.json'
    ),
    'code': (
        '64_channel_sharbrough.pdf',
        'edf2setBCI2000.m',
        'eeg64BCI2000.loc',
        'k_biosig2eeglab.m',
        'k_pop_biosig.m',
        'runConversion README.txt',
        'runConversion.m',
    ),
    'sourcedata/rawdata/S012': (
        'S012R10.edf '
        'S012R10.edf.event '
        'S012R14.edf.event'
    ),
    'sourcedata/rawdata/S029': (
        'S029R09.edf '
        'S029R09.edf.event '
        'S029R10.edf '
        'S029R10.edf.event'
    ),
    'sourcedata/rawdata/S040': (
        'S040R05.edf '
        'S040R05.edf.event '
        'S040R09.edf.event'
    ),
    'sourcedata/rawdata/S043': (
        'S043R06.edf '
        'S043R07.edf.event '
        'S043R10.edf'
    ),
    'sourcedata/rawdata/S053': (
        'S053R01.edf.event '
        'S053R03.edf.event '
        'S053R13.edf '
        'S053R14.edf.event'
    ),
    'sourcedata/rawdata/S057': (
        'S057R02.edf '
        'S057R03.edf.event '
        'S057R11.edf.event'
    ),
    'sourcedata/rawdata/S074': (
        'S074R06.edf '
        'S074R11.edf.event '
        'S074R12.edf.event'
    ),
    'sourcedata/rawdata/S077': (
        'S077R01.edf.event '
        'S077R09.edf '
        'S077R12.edf.event '
        'S077R13.edf.event'
    ),
    'sourcedata/rawdata/S090': (
        'S090R04.edf.event '
        'S090R10.edf '
        'S090R10.edf.event'
    ),
    'sourcedata/rawdata/S109': (
        'S109R06.edf '
        'S109R11.edf '
        'S109R12.edf.event '
        'S109R13.edf'
    ),
    'sub-002/eeg': (
        'sub-002_task-motion_run-1_eeg.json '
        'sub-002_task-motion_run-3_electrodes.tsv '
        'sub-002_task-motion_run-9_electrodes.tsv'
    ),
    'sub-003/eeg': (
        'sub-003_task-motion_run-14_electrodes.tsv '
        'sub-003_task-motion_run-5_channels.tsv '
        'sub-003_task-motion_run-9_events.tsv'
    ),
    'sub-004/eeg': (
        'sub-004_task-motion_run-8_coordsystem.json '
        'sub-004_task-motion_run-9_channels.tsv '
        'sub-004_task-motion_run-9_electrodes.tsv'
    ),
    'sub-008/eeg': (
        'sub-008_task-motion_run-11_coordsystem.json '
        'sub-008_task-motion_run-1_channels.tsv '
        'sub-008_task-motion_run-1_coordsystem.json '
        'sub-008_task-motion_run-3_eeg.json'
    ),
    'sub-010/eeg': (
        'sub-010_task-motion_run-1_coordsystem.json '
        'sub-010_task-motion_run-6_eeg.json '
        'sub-010_task-motion_run-9_electrodes.tsv'
    ),
    'sub-011/eeg': (
        'sub-011_task-motion_run-10_events.tsv '
        'sub-011_task-motion_run-4_channels.tsv '
        'sub-011_task-motion_run-8_events.tsv'
    ),
    'sub-012/eeg': (
        'sub-012_task-motion_run-11_events.tsv '
        'sub-012_task-motion_run-1_channels.tsv '
        'sub-012_task-motion_run-1_events.tsv'
    ),
    'sub-013/eeg': (
        'sub-013_task-motion_run-2_eeg.json '
        'sub-013_task-motion_run-4_eeg.json '
        'sub-013_task-motion_run-5_coordsystem.json '
        'sub-013_task-motion_run-5_electrodes.tsv'
    ),
    'sub-014/eeg': (
        'sub-014_task-motion_run-10_eeg.json '
        'sub-014_task-motion_run-14_coordsystem.json '
        'sub-014_task-motion_run-4_eeg.json '
        'sub-014_task-motion_run-4_events.tsv'
    ),
    'sub-015/eeg': (
        'sub-015_task-motion_run-11_events.tsv '
        'sub-015_task-motion_run-12_channels.tsv '
        'sub-015_task-motion_run-13_events.tsv '
        'sub-015_task-motion_run-7_channels.tsv'
    ),
    'sub-017/eeg': (
        'sub-017_task-motion_run-13_events.tsv '
        'sub-017_task-motion_run-2_channels.tsv '
        'sub-017_task-motion_run-4_events.tsv'
    ),
    'sub-018/eeg': (
        'sub-018_task-motion_run-14_events.tsv '
        'sub-018_task-motion_run-1_coordsystem.json '
        'sub-018_task-motion_run-4_channels.tsv '
        'sub-018_task-motion_run-9_electrodes.tsv'
    ),
    'sub-019/eeg': (
        'sub-019_task-motion_run-11_channels.tsv '
        'sub-019_task-motion_run-3_coordsystem.json '
        'sub-019_task-motion_run-7_coordsystem.json'
    ),
    'sub-021/eeg': (
        'sub-021_task-motion_run-11_electrodes.tsv '
        'sub-021_task-motion_run-3_channels.tsv '
        'sub-021_task-motion_run-7_coordsystem.json'
    ),
    'sub-024/eeg': (
        'sub-024_task-motion_run-11_eeg.json '
        'sub-024_task-motion_run-11_events.tsv '
        'sub-024_task-motion_run-2_eeg.json '
        'sub-024_task-motion_run-4_electrodes.tsv'
    ),
    'sub-025/eeg': (
        'sub-025_task-motion_run-14_electrodes.tsv '
        'sub-025_task-motion_run-4_channels.tsv '
        'sub-025_task-motion_run-6_channels.tsv'
    ),
    'sub-028/eeg': (
        'sub-028_task-motion_run-11_electrodes.tsv '
        'sub-028_task-motion_run-1_electrodes.tsv '
        'sub-028_task-motion_run-2_channels.tsv'
    ),
    'sub-034/eeg': (
        'sub-034_task-motion_run-13_events.tsv '
        'sub-034_task-motion_run-2_channels.tsv '
        'sub-034_task-motion_run-7_channels.tsv'
    ),
    'sub-040/eeg': (
        'sub-040_task-motion_run-2_events.tsv '
        'sub-040_task-motion_run-4_eeg.json '
        'sub-040_task-motion_run-8_coordsystem.json'
    ),
    'sub-041/eeg': (
        'sub-041_task-motion_run-10_channels.tsv '
        'sub-041_task-motion_run-12_coordsystem.json '
        'sub-041_task-motion_run-13_events.tsv'
    ),
    'sub-042/eeg': (
        'sub-042_task-motion_run-11_events.tsv '
        'sub-042_task-motion_run-4_events.tsv '
        'sub-042_task-motion_run-6_eeg.json '
        'sub-042_task-motion_run-6_events.tsv'
    ),
    'sub-043/eeg': (
        'sub-043_task-motion_run-12_channels.tsv '
        'sub-043_task-motion_run-13_channels.tsv '
        'sub-043_task-motion_run-4_eeg.json '
        'sub-043_task-motion_run-7_electrodes.tsv'
    ),
    'sub-045/eeg': (
        'sub-045_task-motion_run-11_eeg.json '
        'sub-045_task-motion_run-12_channels.tsv '
        'sub-045_task-motion_run-1_channels.tsv '
        'sub-045_task-motion_run-3_coordsystem.json '
        'sub-045_task-motion_run-4_coordsystem.json'
    ),
    'sub-048/eeg': (
        'sub-048_task-motion_run-5_channels.tsv '
        'sub-048_task-motion_run-5_events.tsv '
        'sub-048_task-motion_run-9_events.tsv'
    ),
    'sub-051/eeg': (
        'sub-051_task-motion_run-2_coordsystem.json '
        'sub-051_task-motion_run-4_eeg.json '
        'sub-051_task-motion_run-9_electrodes.tsv'
    ),
    'sub-053/eeg': (
        'sub-053_task-motion_run-11_coordsystem.json '
        'sub-053_task-motion_run-12_events.tsv '
        'sub-053_task-motion_run-13_channels.tsv '
        'sub-053_task-motion_run-9_electrodes.tsv'
    ),
    'sub-056/eeg': (
        'sub-056_task-motion_run-12_channels.tsv '
        'sub-056_task-motion_run-1_coordsystem.json '
        'sub-056_task-motion_run-3_channels.tsv'
    ),
    'sub-058/eeg': (
        'sub-058_task-motion_run-11_events.tsv '
        'sub-058_task-motion_run-12_electrodes.tsv '
        'sub-058_task-motion_run-8_eeg.json'
    ),
    'sub-059/eeg': (
        'sub-059_task-motion_run-12_electrodes.tsv '
        'sub-059_task-motion_run-13_coordsystem.json '
        'sub-059_task-motion_run-1_eeg.json '
        'sub-059_task-motion_run-7_eeg.json '
        'sub-059_task-motion_run-9_channels.tsv'
    ),
    'sub-060/eeg': (
        'sub-060_task-motion_run-11_coordsystem.json '
        'sub-060_task-motion_run-1_coordsystem.json '
        'sub-060_task-motion_run-5_coordsystem.json'
    ),
    'sub-061/eeg': (
        'sub-061_task-motion_run-12_events.tsv '
        'sub-061_task-motion_run-2_electrodes.tsv '
        'sub-061_task-motion_run-8_coordsystem.json '
        'sub-061_task-motion_run-9_eeg.json'
    ),
    'sub-062/eeg': (
        'sub-062_task-motion_run-5_events.tsv '
        'sub-062_task-motion_run-6_events.tsv '
        'sub-062_task-motion_run-8_coordsystem.json'
    ),
    'sub-068/eeg': (
        'sub-068_task-motion_run-11_events.tsv '
        'sub-068_task-motion_run-6_eeg.json '
        'sub-068_task-motion_run-8_coordsystem.json '
        'sub-068_task-motion_run-9_eeg.json'
    ),
    'sub-069/eeg': (
        'sub-069_task-motion_run-10_electrodes.tsv '
        'sub-069_task-motion_run-1_eeg.json '
        'sub-069_task-motion_run-8_coordsystem.json'
    ),
    'sub-071/eeg': (
        'sub-071_task-motion_run-13_coordsystem.json '
        'sub-071_task-motion_run-14_channels.tsv '
        'sub-071_task-motion_run-1_channels.tsv '
        'sub-071_task-motion_run-6_coordsystem.json '
        'sub-071_task-motion_run-7_events.tsv'
    ),
    'sub-076/eeg': (
        'sub-076_task-motion_run-14_events.tsv '
        'sub-076_task-motion_run-4_channels.tsv '
        'sub-076_task-motion_run-7_eeg.json'
    ),
    'sub-077/eeg': (
        'sub-077_task-motion_run-10_eeg.json '
        'sub-077_task-motion_run-5_eeg.json '
        'sub-077_task-motion_run-8_eeg.json '
        'sub-077_task-motion_run-9_channels.tsv'
    ),
    'sub-078/eeg': (
        'sub-078_task-motion_run-10_eeg.json '
        'sub-078_task-motion_run-14_electrodes.tsv '
        'sub-078_task-motion_run-4_channels.tsv '
        'sub-078_task-motion_run-4_eeg.json '
        'sub-078_task-motion_run-4_electrodes.tsv'
    ),
    'sub-083/eeg': (
        'sub-083_task-motion_run-10_electrodes.tsv '
        'sub-083_task-motion_run-11_channels.tsv '
        'sub-083_task-motion_run-11_events.tsv '
        'sub-083_task-motion_run-12_coordsystem.json '
        'sub-083_task-motion_run-3_coordsystem.json '
        'sub-083_task-motion_run-3_electrodes.tsv '
        'sub-083_task-motion_run-8_coordsystem.json '
        'sub-083_task-motion_run-8_eeg.json'
    ),
    'sub-085/eeg': (
        'sub-085_task-motion_run-12_eeg.json '
        'sub-085_task-motion_run-1_coordsystem.json '
        'sub-085_task-motion_run-8_channels.tsv '
        'sub-085_task-motion_run-8_electrodes.tsv '
        'sub-085_task-motion_run-9_eeg.json'
    ),
    'sub-089/eeg': (
        'sub-089_task-motion_run-2_channels.tsv '
        'sub-089_task-motion_run-7_eeg.json '
        'sub-089_task-motion_run-8_channels.tsv'
    ),
    'sub-090/eeg': (
        'sub-090_task-motion_run-2_channels.tsv '
        'sub-090_task-motion_run-2_coordsystem.json '
        'sub-090_task-motion_run-5_electrodes.tsv'
    ),
    'sub-095/eeg': (
        'sub-095_task-motion_run-3_coordsystem.json '
        'sub-095_task-motion_run-4_channels.tsv '
        'sub-095_task-motion_run-4_eeg.json '
        'sub-095_task-motion_run-4_electrodes.tsv '
        'sub-095_task-motion_run-9_coordsystem.json'
    ),
    'sub-096/eeg': (
        'sub-096_task-motion_run-14_channels.tsv '
        'sub-096_task-motion_run-3_electrodes.tsv '
        'sub-096_task-motion_run-8_coordsystem.json'
    ),
    'sub-098/eeg': (
        'sub-098_task-motion_run-10_electrodes.tsv '
        'sub-098_task-motion_run-11_channels.tsv '
        'sub-098_task-motion_run-4_events.tsv '
        'sub-098_task-motion_run-7_channels.tsv '
        'sub-098_task-motion_run-8_coordsystem.json'
    ),
    'sub-101/eeg': (
        'sub-101_task-motion_run-10_events.tsv '
        'sub-101_task-motion_run-13_electrodes.tsv '
        'sub-101_task-motion_run-5_eeg.json'
    ),
    'sub-106/eeg': (
        'sub-106_task-motion_run-2_events.tsv '
        'sub-106_task-motion_run-3_events.tsv '
        'sub-106_task-motion_run-5_events.tsv '
        'sub-106_task-motion_run-6_channels.tsv '
        'sub-106_task-motion_run-8_events.tsv'
    ),
    'sub-107/eeg': (
        'sub-107_task-motion_run-11_coordsystem.json '
        'sub-107_task-motion_run-13_eeg.json '
        'sub-107_task-motion_run-4_events.tsv '
        'sub-107_task-motion_run-7_coordsystem.json '
        'sub-107_task-motion_run-7_events.tsv'
    ),
}


EEGMMI_EDF_KIND = {
    'sourcedata/rawdata/S005': (
        'S005R01.edf '
        'S005R02.edf '
        'S005R03.edf '
        'S005R04.edf '
        'S005R05.edf '
        'S005R06.edf '
        'S005R07.edf '
        'S005R08.edf '
        'S005R09.edf '
        'S005R10.edf '
        'S005R11.edf '
        'S005R12.edf '
        'S005R13.edf '
        'S005R14.edf'
    ),
    'sourcedata/rawdata/S009': (
        'S009R01.edf '
        'S009R02.edf '
        'S009R03.edf '
        'S009R04.edf '
        'S009R05.edf '
        'S009R06.edf '
        'S009R07.edf '
        'S009R08.edf '
        'S009R09.edf '
        'S009R10.edf '
        'S009R11.edf '
        'S009R12.edf '
        'S009R13.edf '
        'S009R14.edf'
    ),
    'sourcedata/rawdata/S010': (
        'S010R01.edf '
        'S010R02.edf '
        'S010R03.edf '
        'S010R04.edf '
        'S010R05.edf '
        'S010R06.edf '
        'S010R07.edf '
        'S010R08.edf '
        'S010R09.edf '
        'S010R10.edf '
        'S010R11.edf '
        'S010R12.edf '
        'S010R13.edf '
        'S010R14.edf'
    ),
    'sourcedata/rawdata/S011': (
        'S011R01.edf '
        'S011R02.edf '
        'S011R03.edf '
        'S011R04.edf '
        'S011R05.edf '
        'S011R06.edf '
        'S011R07.edf '
        'S011R08.edf '
        'S011R09.edf '
        'S011R10.edf '
        'S011R11.edf '
        'S011R12.edf '
        'S011R13.edf '
        'S011R14.edf'
    ),
    'sourcedata/rawdata/S012': (
        'S012R01.edf '
        'S012R02.edf '
        'S012R03.edf '
        'S012R04.edf '
        'S012R05.edf '
        'S012R06.edf '
        'S012R07.edf '
        'S012R08.edf '
        'S012R09.edf '
        'S012R10.edf '
        'S012R11.edf '
        'S012R12.edf '
        'S012R13.edf '
        'S012R14.edf'
    ),
    'sourcedata/rawdata/S013': (
        'S013R01.edf '
        'S013R02.edf '
        'S013R03.edf '
        'S013R04.edf '
        'S013R05.edf '
        'S013R06.edf '
        'S013R07.edf '
        'S013R08.edf '
        'S013R09.edf '
        'S013R10.edf '
        'S013R11.edf '
        'S013R12.edf '
        'S013R13.edf '
        'S013R14.edf'
    ),
    'sourcedata/rawdata/S017': (
        'S017R01.edf '
        'S017R02.edf '
        'S017R03.edf '
        'S017R04.edf '
        'S017R05.edf '
        'S017R06.edf '
        'S017R07.edf '
        'S017R08.edf '
        'S017R09.edf '
        'S017R10.edf '
        'S017R11.edf '
        'S017R12.edf '
        'S017R13.edf '
        'S017R14.edf'
    ),
    'sourcedata/rawdata/S018': (
        'S018R01.edf '
        'S018R02.edf '
        'S018R03.edf '
        'S018R04.edf '
        'S018R05.edf '
        'S018R06.edf '
        'S018R07.edf '
        'S018R08.edf '
        'S018R09.edf '
        'S018R10.edf '
        'S018R11.edf '
        'S018R12.edf '
        'S018R13.edf '
        'S018R14.edf'
    ),
    'sourcedata/rawdata/S025': (
        'S025R01.edf '
        'S025R02.edf '
        'S025R03.edf '
        'S025R04.edf '
        'S025R05.edf '
        'S025R06.edf '
        'S025R07.edf '
        'S025R08.edf '
        'S025R09.edf '
        'S025R10.edf '
        'S025R11.edf '
        'S025R12.edf '
        'S025R13.edf '
        'S025R14.edf'
    ),
    'sourcedata/rawdata/S030': (
        'S030R01.edf '
        'S030R02.edf '
        'S030R03.edf '
        'S030R04.edf '
        'S030R05.edf '
        'S030R06.edf '
        'S030R07.edf '
        'S030R08.edf '
        'S030R09.edf '
        'S030R10.edf '
        'S030R11.edf '
        'S030R12.edf '
        'S030R13.edf '
        'S030R14.edf'
    ),
    'sourcedata/rawdata/S034': (
        'S034R01.edf '
        'S034R02.edf '
        'S034R03.edf '
        'S034R04.edf '
        'S034R05.edf '
        'S034R06.edf '
        'S034R07.edf '
        'S034R08.edf '
        'S034R09.edf '
        'S034R10.edf '
        'S034R11.edf '
        'S034R12.edf '
        'S034R13.edf '
        'S034R14.edf'
    ),
    'sourcedata/rawdata/S037': (
        'S037R01.edf '
        'S037R02.edf '
        'S037R03.edf '
        'S037R04.edf '
        'S037R05.edf '
        'S037R06.edf '
        'S037R07.edf '
        'S037R08.edf '
        'S037R09.edf '
        'S037R10.edf '
        'S037R11.edf '
        'S037R12.edf '
        'S037R13.edf '
        'S037R14.edf'
    ),
    'sourcedata/rawdata/S041': (
        'S041R01.edf '
        'S041R02.edf '
        'S041R03.edf '
        'S041R04.edf '
        'S041R05.edf '
        'S041R06.edf '
        'S041R07.edf '
        'S041R08.edf '
        'S041R09.edf '
        'S041R10.edf '
        'S041R11.edf '
        'S041R12.edf '
        'S041R13.edf '
        'S041R14.edf'
    ),
    'sourcedata/rawdata/S046': (
        'S046R01.edf '
        'S046R02.edf '
        'S046R03.edf '
        'S046R04.edf '
        'S046R05.edf '
        'S046R06.edf '
        'S046R07.edf '
        'S046R08.edf '
        'S046R09.edf '
        'S046R10.edf '
        'S046R11.edf '
        'S046R12.edf '
        'S046R13.edf '
        'S046R14.edf'
    ),
    'sourcedata/rawdata/S047': (
        'S047R01.edf '
        'S047R02.edf '
        'S047R03.edf '
        'S047R04.edf '
        'S047R05.edf '
        'S047R06.edf '
        'S047R07.edf '
        'S047R08.edf '
        'S047R09.edf '
        'S047R10.edf '
        'S047R11.edf '
        'S047R12.edf '
        'S047R13.edf '
        'S047R14.edf'
    ),
    'sourcedata/rawdata/S059': (
        'S059R01.edf '
        'S059R02.edf '
        'S059R03.edf '
        'S059R04.edf '
        'S059R05.edf '
        'S059R06.edf '
        'S059R07.edf '
        'S059R08.edf '
        'S059R09.edf '
        'S059R10.edf '
        'S059R11.edf '
        'S059R12.edf '
        'S059R13.edf '
        'S059R14.edf'
    ),
    'sourcedata/rawdata/S060': (
        'S060R01.edf '
        'S060R02.edf '
        'S060R03.edf '
        'S060R04.edf '
        'S060R05.edf '
        'S060R06.edf '
        'S060R07.edf '
        'S060R08.edf '
        'S060R09.edf '
        'S060R10.edf '
        'S060R11.edf '
        'S060R12.edf '
        'S060R13.edf '
        'S060R14.edf'
    ),
    'sourcedata/rawdata/S073': (
        'S073R01.edf '
        'S073R02.edf '
        'S073R03.edf '
        'S073R04.edf '
        'S073R05.edf '
        'S073R06.edf '
        'S073R07.edf '
        'S073R08.edf '
        'S073R09.edf '
        'S073R10.edf '
        'S073R11.edf '
        'S073R12.edf '
        'S073R13.edf '
        'S073R14.edf'
    ),
    'sourcedata/rawdata/S078': (
        'S078R01.edf '
        'S078R02.edf '
        'S078R03.edf '
        'S078R04.edf '
        'S078R05.edf '
        'S078R06.edf '
        'S078R07.edf '
        'S078R08.edf '
        'S078R09.edf '
        'S078R10.edf '
        'S078R11.edf '
        'S078R12.edf '
        'S078R13.edf '
        'S078R14.edf'
    ),
    'sourcedata/rawdata/S084': (
        'S084R01.edf '
        'S084R02.edf '
        'S084R03.edf '
        'S084R04.edf '
        'S084R05.edf '
        'S084R06.edf '
        'S084R07.edf '
        'S084R08.edf '
        'S084R09.edf '
        'S084R10.edf '
        'S084R11.edf '
        'S084R12.edf '
        'S084R13.edf '
        'S084R14.edf'
    ),
    'sourcedata/rawdata/S086': (
        'S086R01.edf '
        'S086R02.edf '
        'S086R03.edf '
        'S086R04.edf '
        'S086R05.edf '
        'S086R06.edf '
        'S086R07.edf '
        'S086R08.edf '
        'S086R09.edf '
        'S086R10.edf '
        'S086R11.edf '
        'S086R12.edf '
        'S086R13.edf '
        'S086R14.edf'
    ),
    'sourcedata/rawdata/S088': (
        'S088R01.edf '
        'S088R02.edf '
        'S088R03.edf '
        'S088R04.edf '
        'S088R05.edf '
        'S088R06.edf '
        'S088R07.edf '
        'S088R08.edf '
        'S088R09.edf '
        'S088R10.edf '
        'S088R11.edf '
        'S088R12.edf '
        'S088R13.edf '
        'S088R14.edf'
    ),
    'sourcedata/rawdata/S095': (
        'S095R01.edf '
        'S095R02.edf '
        'S095R03.edf '
        'S095R04.edf '
        'S095R05.edf '
        'S095R06.edf '
        'S095R07.edf '
        'S095R08.edf '
        'S095R09.edf '
        'S095R10.edf '
        'S095R11.edf '
        'S095R12.edf '
        'S095R13.edf '
        'S095R14.edf'
    ),
    'sourcedata/rawdata/S106': (
        'S106R01.edf '
        'S106R02.edf '
        'S106R03.edf '
        'S106R04.edf '
        'S106R05.edf '
        'S106R06.edf '
        'S106R07.edf '
        'S106R08.edf '
        'S106R09.edf '
        'S106R10.edf '
        'S106R11.edf '
        'S106R12.edf '
        'S106R13.edf '
        'S106R14.edf'
    ),
}


EEGMMI_EDF_OTHER = {
    '': (
        '.datalad/config '
        '.gitattributes '
        'CHANGES '
        'README '
        'dataset_description.json '
        'participants.json '
        'participants.tsv '
        'task-motion_events.json '
        'sourcedata/rawdata/S003/S003R02.edf.event '
        'sourcedata/rawdata/S004/S004R05.edf.event '
        'sourcedata/rawdata/S008/S008R07.edf.event '
        'sourcedata/rawdata/S009/S009R06.edf.event '
        'sourcedata/rawdata/S009/S009R13.edf.event '
        'sourcedata/rawdata/S010/S010R08.edf.event '
        'sourcedata/rawdata/S010/S010R10.edf.event '
        'sourcedata/rawdata/S012/S012R10.edf.event '
        'sourcedata/rawdata/S014/S014R01.edf.event '
        'sourcedata/rawdata/S015/S015R09.edf.event '
        'sourcedata/rawdata/S015/S015R14.edf.event '
        'sourcedata/rawdata/S017/S017R04.edf.event '
        'sourcedata/rawdata/S017/S017R10.edf.event '
        'sourcedata/rawdata/S022/S022R06.edf.event '
        'sourcedata/rawdata/S022/S022R11.edf.event '
        'sourcedata/rawdata/S023/S023R14.edf.event '
        'sourcedata/rawdata/S024/S024R06.edf.event '
        'sourcedata/rawdata/S028/S028R01.edf.event '
        'sourcedata/rawdata/S028/S028R06.edf.event '
        'sourcedata/rawdata/S030/S030R02.edf.event '
        'sourcedata/rawdata/S030/S030R11.edf.event '
        'sourcedata/rawdata/S032/S032R12.edf.event '
        'sourcedata/rawdata/S032/S032R13.edf.event '
        'sourcedata/rawdata/S033/S033R08.edf.event '
        'sourcedata/rawdata/S033/S033R14.edf.event '
        'sourcedata/rawdata/S035/S035R01.edf.event '
        'sourcedata/rawdata/S035/S035R07.edf.event '
        'sourcedata/rawdata/S036/S036R07.edf.event '
        'sourcedata/rawdata/S038/S038R05.edf.event '
        'sourcedata/rawdata/S041/S041R08.edf.event '
        'sourcedata/rawdata/S045/S045R02.edf.event '
        'sourcedata/rawdata/S046/S046R03.edf.event '
        'sourcedata/rawdata/S046/S046R12.edf.event '
        'sourcedata/rawdata/S047/S047R10.edf.event '
        'sourcedata/rawdata/S047/S047R11.edf.event '
        'sourcedata/rawdata/S048/S048R12.edf.event '
        'sourcedata/rawdata/S050/S050R05.edf.event '
        'sourcedata/rawdata/S050/S050R13.edf.event '
        'sourcedata/rawdata/S057/S057R02.edf.event '
        'sourcedata/rawdata/S057/S057R14.edf.event '
        'sourcedata/rawdata/S058/S058R03.edf.event '
        'sourcedata/rawdata/S058/S058R10.edf.event '
        'sourcedata/rawdata/S059/S059R14.edf.event '
        'sourcedata/rawdata/S060/S060R10.edf.event '
        'sourcedata/rawdata/S061/S061R10.edf.event '
        'sourcedata/rawdata/S063/S063R04.edf.event '
        'sourcedata/rawdata/S063/S063R12.edf.event '
        'sourcedata/rawdata/S067/S067R07.edf.event '
        'sourcedata/rawdata/S067/S067R11.edf.event '
        'sourcedata/rawdata/S069/S069R11.edf.event '
        'sourcedata/rawdata/S070/S070R09.edf.event '
        'sourcedata/rawdata/S070/S070R11.edf.event '
        'sourcedata/rawdata/S071/S071R01.edf.event '
        'sourcedata/rawdata/S071/S071R11.edf.event '
        'sourcedata/rawdata/S072/S072R07.edf.event '
        'sourcedata/rawdata/S072/S072R09.edf.event '
        'sourcedata/rawdata/S073/S073R11.edf.event '
        'sourcedata/rawdata/S077/S077R02.edf.event '
        'sourcedata/rawdata/S077/S077R08.edf.event '
        'sourcedata/rawdata/S078/S078R01.edf.event '
        'sourcedata/rawdata/S078/S078R04.edf.event '
        'sourcedata/rawdata/S079/S079R01.edf.event '
        'sourcedata/rawdata/S079/S079R03.edf.event '
        'sourcedata/rawdata/S080/S080R14.edf.event '
        'sourcedata/rawdata/S081/S081R03.edf.event '
        'sourcedata/rawdata/S082/S082R05.edf.event '
        'sourcedata/rawdata/S082/S082R12.edf.event '
        'sourcedata/rawdata/S084/S084R03.edf.event '
        'sourcedata/rawdata/S084/S084R12.edf.event '
        'sourcedata/rawdata/S086/S086R07.edf.event '
        'sourcedata/rawdata/S086/S086R10.edf.event '
        'sourcedata/rawdata/S087/S087R05.edf.event '
        'sourcedata/rawdata/S090/S090R03.edf.event '
        'sourcedata/rawdata/S090/S090R11.edf.event '
        'sourcedata/rawdata/S091/S091R13.edf.event '
        'sourcedata/rawdata/S092/S092R14.edf.event '
        'sourcedata/rawdata/S094/S094R08.edf.event '
        'sourcedata/rawdata/S095/S095R08.edf.event '
        'sourcedata/rawdata/S095/S095R10.edf.event '
        'sourcedata/rawdata/S097/S097R01.edf.event '
        'sourcedata/rawdata/S097/S097R14.edf.event '
        'sourcedata/rawdata/S098/S098R08.edf.event '
        'sourcedata/rawdata/S098/S098R10.edf.event '
        'sourcedata/rawdata/S099/S099R01.edf.event '
        'sourcedata/rawdata/S100/S100R07.edf.event '
        'sourcedata/rawdata/S102/S102R04.edf.event '
        'sourcedata/rawdata/S102/S102R10.edf.event '
        'sourcedata/rawdata/S103/S103R04.edf.event '
        'sourcedata/rawdata/S105/S105R10.edf.event '
        'sourcedata/rawdata/S105/S105R14.edf.event '
        'sourcedata/rawdata/S106/S106R02.edf.event '
        'sourcedata/rawdata/S106/S106R08.edf.event '
        'sourcedata/rawdata/S107/S107R01.edf.event '
        'sourcedata/rawdata/S107/S107R07.edf.event '
        'sub-001/eeg/sub-001_task-motion_run-10_eeg.set '
        'sub-001/eeg/sub-001_task-motion_run-7_eeg.set '
        'sub-002/eeg/sub-002_task-motion_run-4_eeg.set '
        'sub-004/eeg/sub-004_task-motion_run-12_eeg.set '
        'sub-005/eeg/sub-005_task-motion_run-10_eeg.set '
        'sub-005/eeg/sub-005_task-motion_run-11_eeg.set '
        'sub-006/eeg/sub-006_task-motion_run-14_eeg.set '
        'sub-007/eeg/sub-007_task-motion_run-2_eeg.set '
        'sub-008/eeg/sub-008_task-motion_run-14_eeg.set '
        'sub-009/eeg/sub-009_task-motion_run-11_eeg.set '
        'sub-009/eeg/sub-009_task-motion_run-2_channels.tsv '
        'sub-010/eeg/sub-010_task-motion_run-1_eeg.set '
        'sub-011/eeg/sub-011_task-motion_run-8_eeg.set '
        'sub-012/eeg/sub-012_task-motion_run-14_eeg.json '
        'sub-013/eeg/sub-013_task-motion_run-10_eeg.set '
        'sub-014/eeg/sub-014_task-motion_run-5_eeg.set '
        'sub-015/eeg/sub-015_task-motion_run-10_eeg.set '
        'sub-016/eeg/sub-016_task-motion_run-10_coordsystem.json '
        'sub-019/eeg/sub-019_task-motion_run-6_eeg.set '
        'sub-019/eeg/sub-019_task-motion_run-8_events.tsv '
        'sub-020/eeg/sub-020_task-motion_run-1_eeg.json '
        'sub-023/eeg/sub-023_task-motion_run-7_eeg.set '
        'sub-024/eeg/sub-024_task-motion_run-3_coordsystem.json '
        'sub-024/eeg/sub-024_task-motion_run-4_eeg.set '
        'sub-026/eeg/sub-026_task-motion_run-7_events.tsv '
        'sub-026/eeg/sub-026_task-motion_run-8_eeg.json '
        'sub-028/eeg/sub-028_task-motion_run-5_eeg.set '
        'sub-028/eeg/sub-028_task-motion_run-5_electrodes.tsv '
        'sub-029/eeg/sub-029_task-motion_run-11_channels.tsv '
        'sub-029/eeg/sub-029_task-motion_run-8_eeg.set '
        'sub-030/eeg/sub-030_task-motion_run-11_eeg.set '
        'sub-030/eeg/sub-030_task-motion_run-4_eeg.set '
        'sub-033/eeg/sub-033_task-motion_run-9_eeg.set '
        'sub-035/eeg/sub-035_task-motion_run-14_eeg.set '
        'sub-035/eeg/sub-035_task-motion_run-9_eeg.set '
        'sub-037/eeg/sub-037_task-motion_run-8_channels.tsv '
        'sub-039/eeg/sub-039_task-motion_run-2_eeg.set '
        'sub-040/eeg/sub-040_task-motion_run-1_events.tsv '
        'sub-040/eeg/sub-040_task-motion_run-3_eeg.json '
        'sub-041/eeg/sub-041_task-motion_run-2_eeg.set '
        'sub-042/eeg/sub-042_task-motion_run-4_electrodes.tsv '
        'sub-042/eeg/sub-042_task-motion_run-5_eeg.set '
        'sub-043/eeg/sub-043_task-motion_run-5_electrodes.tsv '
        'sub-045/eeg/sub-045_task-motion_run-13_eeg.set '
        'sub-049/eeg/sub-049_task-motion_run-11_eeg.set '
        'sub-050/eeg/sub-050_task-motion_run-7_coordsystem.json '
        'sub-051/eeg/sub-051_task-motion_run-4_eeg.set '
        'sub-051/eeg/sub-051_task-motion_run-5_eeg.set '
        'sub-053/eeg/sub-053_task-motion_run-10_coordsystem.json '
        'sub-055/eeg/sub-055_task-motion_run-12_electrodes.tsv '
        'sub-055/eeg/sub-055_task-motion_run-8_coordsystem.json '
        'sub-060/eeg/sub-060_task-motion_run-1_eeg.set '
        'sub-060/eeg/sub-060_task-motion_run-9_eeg.set '
        'sub-061/eeg/sub-061_task-motion_run-4_eeg.set '
        'sub-061/eeg/sub-061_task-motion_run-5_events.tsv '
        'sub-062/eeg/sub-062_task-motion_run-5_eeg.set '
        'sub-063/eeg/sub-063_task-motion_run-12_eeg.set '
        'sub-064/eeg/sub-064_task-motion_run-4_eeg.set '
        'sub-064/eeg/sub-064_task-motion_run-7_eeg.set '
        'sub-065/eeg/sub-065_task-motion_run-7_eeg.set '
        'sub-065/eeg/sub-065_task-motion_run-9_electrodes.tsv '
        'sub-066/eeg/sub-066_task-motion_run-8_events.tsv '
        'sub-067/eeg/sub-067_task-motion_run-8_channels.tsv '
        'sub-070/eeg/sub-070_task-motion_run-2_events.tsv '
        'sub-070/eeg/sub-070_task-motion_run-8_electrodes.tsv '
        'sub-071/eeg/sub-071_task-motion_run-2_eeg.set '
        'sub-076/eeg/sub-076_task-motion_run-3_eeg.set '
        'sub-077/eeg/sub-077_task-motion_run-1_eeg.set '
        'sub-078/eeg/sub-078_task-motion_run-14_electrodes.tsv '
        'sub-080/eeg/sub-080_task-motion_run-11_events.tsv '
        'sub-088/eeg/sub-088_task-motion_run-1_eeg.set '
        'sub-089/eeg/sub-089_task-motion_run-12_eeg.set '
        'sub-091/eeg/sub-091_task-motion_run-4_electrodes.tsv '
        'sub-096/eeg/sub-096_task-motion_run-4_eeg.set '
        'sub-096/eeg/sub-096_task-motion_run-7_eeg.set '
        'sub-097/eeg/sub-097_task-motion_run-11_eeg.set '
        'sub-097/eeg/sub-097_task-motion_run-13_eeg.set '
        'sub-099/eeg/sub-099_task-motion_run-14_channels.tsv '
        'sub-100/eeg/sub-100_task-motion_run-5_eeg.set '
        'sub-103/eeg/sub-103_task-motion_run-3_eeg.set '
        'sub-103/eeg/sub-103_task-motion_run-8_eeg.set '
        'sub-104/eeg/sub-104_task-motion_run-12_eeg.set '
        'sub-104/eeg/sub-104_task-motion_run-6_eeg.set '
        'sub-105/eeg/sub-105_task-motion_run-5_eeg.set '
        'sub-105/eeg/sub-105_task-motion_run-8_eeg.set '
        'sub-106/eeg/sub-106_task-motion_run-11_eeg.set '
        'sub-107/eeg/sub-107_task-motion_run-1_coordsystem.json'
    ),
    'code': (
        '64_channel_sharbrough.pdf',
        'edf2setBCI2000.m',
        'eeg64BCI2000.loc',
        'k_biosig2eeglab.m',
        'k_pop_biosig.m',
        'runConversion README.txt',
        'runConversion.m',
    ),
    'sourcedata/rawdata/S005': (
        'S005R01.edf.event '
        'S005R10.edf.event '
        'S005R11.edf.event'
    ),
    'sourcedata/rawdata/S006': (
        'S006R01.edf.event '
        'S006R02.edf.event '
        'S006R06.edf.event '
        'S006R10.edf.event '
        'S006R12.edf.event'
    ),
    'sourcedata/rawdata/S013': (
        'S013R01.edf.event '
        'S013R02.edf.event '
        'S013R14.edf.event'
    ),
    'sourcedata/rawdata/S016': (
        'S016R08.edf.event '
        'S016R12.edf.event '
        'S016R14.edf.event'
    ),
    'sourcedata/rawdata/S019': (
        'S019R03.edf.event '
        'S019R09.edf.event '
        'S019R10.edf.event'
    ),
    'sourcedata/rawdata/S020': (
        'S020R06.edf.event '
        'S020R11.edf.event '
        'S020R13.edf.event'
    ),
    'sourcedata/rawdata/S021': (
        'S021R02.edf.event '
        'S021R06.edf.event '
        'S021R09.edf.event '
        'S021R14.edf.event'
    ),
    'sourcedata/rawdata/S025': (
        'S025R11.edf.event '
        'S025R12.edf.event '
        'S025R14.edf.event'
    ),
    'sourcedata/rawdata/S026': (
        'S026R05.edf.event '
        'S026R06.edf.event '
        'S026R07.edf.event '
        'S026R12.edf.event '
        'S026R14.edf.event'
    ),
    'sourcedata/rawdata/S039': (
        'S039R03.edf.event '
        'S039R13.edf.event '
        'S039R14.edf.event'
    ),
    'sourcedata/rawdata/S043': (
        'S043R01.edf.event '
        'S043R02.edf.event '
        'S043R05.edf.event '
        'S043R06.edf.event '
        'S043R09.edf.event '
        'S043R13.edf.event'
    ),
    'sourcedata/rawdata/S044': (
        'S044R03.edf.event '
        'S044R05.edf.event '
        'S044R06.edf.event'
    ),
    'sourcedata/rawdata/S051': (
        'S051R10.edf.event '
        'S051R11.edf.event '
        'S051R13.edf.event'
    ),
    'sourcedata/rawdata/S053': (
        'S053R05.edf.event '
        'S053R06.edf.event '
        'S053R11.edf.event '
        'S053R13.edf.event'
    ),
    'sourcedata/rawdata/S054': (
        'S054R06.edf.event '
        'S054R09.edf.event '
        'S054R14.edf.event'
    ),
    'sourcedata/rawdata/S055': (
        'S055R05.edf.event '
        'S055R06.edf.event '
        'S055R08.edf.event '
        'S055R12.edf.event '
        'S055R13.edf.event'
    ),
    'sourcedata/rawdata/S064': (
        'S064R02.edf.event '
        'S064R08.edf.event '
        'S064R13.edf.event'
    ),
    'sourcedata/rawdata/S065': (
        'S065R03.edf.event '
        'S065R06.edf.event '
        'S065R07.edf.event'
    ),
    'sourcedata/rawdata/S066': (
        'S066R06.edf.event '
        'S066R09.edf.event '
        'S066R10.edf.event'
    ),
    'sourcedata/rawdata/S074': (
        'S074R01.edf.event '
        'S074R02.edf.event '
        'S074R03.edf.event '
        'S074R07.edf.event '
        'S074R11.edf.event'
    ),
    'sourcedata/rawdata/S075': (
        'S075R02.edf.event '
        'S075R09.edf.event '
        'S075R13.edf.event'
    ),
    'sourcedata/rawdata/S083': (
        'S083R02.edf.event '
        'S083R05.edf.event '
        'S083R08.edf.event'
    ),
    'sourcedata/rawdata/S085': (
        'S085R05.edf.event '
        'S085R09.edf.event '
        'S085R10.edf.event '
        'S085R12.edf.event'
    ),
    'sourcedata/rawdata/S088': (
        'S088R11.edf.event '
        'S088R12.edf.event '
        'S088R14.edf.event'
    ),
    'sourcedata/rawdata/S093': (
        'S093R01.edf.event '
        'S093R03.edf.event '
        'S093R14.edf.event'
    ),
    'sourcedata/rawdata/S096': (
        'S096R02.edf.event '
        'S096R03.edf.event '
        'S096R10.edf.event '
        'S096R14.edf.event'
    ),
    'sourcedata/rawdata/S101': (
        'S101R02.edf.event '
        'S101R07.edf.event '
        'S101R10.edf.event'
    ),
    'sourcedata/rawdata/S104': (
        'S104R11.edf.event '
        'S104R12.edf.event '
        'S104R13.edf.event'
    ),
    'sourcedata/rawdata/S108': (
        'S108R07.edf.event '
        'S108R10.edf.event '
        'S108R11.edf.event '
        'S108R12.edf.event'
    ),
    'sourcedata/rawdata/S109': (
        'S109R07.edf.event '
        'S109R10.edf.event '
        'S109R12.edf.event'
    ),
    'sub-003/eeg': (
        'sub-003_task-motion_run-10_eeg.set '
        'sub-003_task-motion_run-2_eeg.set '
        'sub-003_task-motion_run-2_electrodes.tsv'
    ),
    'sub-017/eeg': (
        'sub-017_task-motion_run-10_channels.tsv '
        'sub-017_task-motion_run-1_eeg.set '
        'sub-017_task-motion_run-2_events.tsv '
        'sub-017_task-motion_run-8_eeg.set'
    ),
    'sub-022/eeg': (
        'sub-022_task-motion_run-14_eeg.set '
        'sub-022_task-motion_run-3_eeg.set '
        'sub-022_task-motion_run-4_eeg.set'
    ),
    'sub-031/eeg': (
        'sub-031_task-motion_run-2_eeg.set '
        'sub-031_task-motion_run-8_eeg.set '
        'sub-031_task-motion_run-9_eeg.set'
    ),
    'sub-032/eeg': (
        'sub-032_task-motion_run-12_electrodes.tsv '
        'sub-032_task-motion_run-13_eeg.set '
        'sub-032_task-motion_run-7_eeg.set'
    ),
    'sub-038/eeg': (
        'sub-038_task-motion_run-10_eeg.set '
        'sub-038_task-motion_run-11_eeg.set '
        'sub-038_task-motion_run-7_electrodes.tsv'
    ),
    'sub-046/eeg': (
        'sub-046_task-motion_run-10_eeg.set '
        'sub-046_task-motion_run-13_eeg.set '
        'sub-046_task-motion_run-2_eeg.set '
        'sub-046_task-motion_run-3_eeg.set '
        'sub-046_task-motion_run-9_eeg.set'
    ),
    'sub-047/eeg': (
        'sub-047_task-motion_run-10_eeg.set '
        'sub-047_task-motion_run-11_eeg.set '
        'sub-047_task-motion_run-14_eeg.set '
        'sub-047_task-motion_run-3_electrodes.tsv '
        'sub-047_task-motion_run-5_events.tsv'
    ),
    'sub-059/eeg': (
        'sub-059_task-motion_run-10_eeg.set '
        'sub-059_task-motion_run-14_coordsystem.json '
        'sub-059_task-motion_run-4_eeg.set'
    ),
    'sub-072/eeg': (
        'sub-072_task-motion_run-1_eeg.set '
        'sub-072_task-motion_run-2_channels.tsv '
        'sub-072_task-motion_run-5_events.tsv'
    ),
    'sub-073/eeg': (
        'sub-073_task-motion_run-12_eeg.json '
        'sub-073_task-motion_run-13_events.tsv '
        'sub-073_task-motion_run-14_eeg.set'
    ),
    'sub-075/eeg': (
        'sub-075_task-motion_run-10_eeg.set '
        'sub-075_task-motion_run-11_eeg.set '
        'sub-075_task-motion_run-6_eeg.set'
    ),
    'sub-081/eeg': (
        'sub-081_task-motion_run-10_eeg.json '
        'sub-081_task-motion_run-1_eeg.set '
        'sub-081_task-motion_run-2_eeg.json'
    ),
    'sub-085/eeg': (
        'sub-085_task-motion_run-13_eeg.json '
        'sub-085_task-motion_run-13_eeg.set '
        'sub-085_task-motion_run-4_channels.tsv'
    ),
    'sub-094/eeg': (
        'sub-094_task-motion_run-10_eeg.set '
        'sub-094_task-motion_run-13_channels.tsv '
        'sub-094_task-motion_run-5_eeg.set'
    ),
    'sub-098/eeg': (
        'sub-098_task-motion_run-10_eeg.set '
        'sub-098_task-motion_run-13_eeg.set '
        'sub-098_task-motion_run-14_eeg.set'
    ),
    'sub-102/eeg': (
        'sub-102_task-motion_run-14_eeg.set '
        'sub-102_task-motion_run-1_eeg.set '
        'sub-102_task-motion_run-3_eeg.set '
        'sub-102_task-motion_run-5_eeg.set '
        'sub-102_task-motion_run-6_coordsystem.json '
        'sub-102_task-motion_run-7_eeg.set'
    ),
    'sub-108/eeg': (
        'sub-108_task-motion_run-4_eeg.json '
        'sub-108_task-motion_run-5_eeg.set '
        'sub-108_task-motion_run-8_channels.tsv '
        'sub-108_task-motion_run-8_eeg.set'
    ),
}


NIRS_SNIRF_KIND = {
    '': (
        'sub-01/ses-01/nirs/sub-01_ses-01_task-movie.snirf '
        'sub-01/ses-02/nirs/sub-01_ses-02_task-movie.snirf '
        'sub-01/ses-03/nirs/sub-01_ses-03_task-movie.snirf '
        'sub-02/ses-01/nirs/sub-02_ses-01_task-movie.snirf '
        'sub-02/ses-02/nirs/sub-02_ses-02_task-movie.snirf '
        'sub-02/ses-03/nirs/sub-02_ses-03_task-movie.snirf '
        'sub-02/ses-04/nirs/sub-02_ses-04_task-movie.snirf '
        'sub-02/ses-05/nirs/sub-02_ses-05_task-movie.snirf '
        'sub-02/ses-06/nirs/sub-02_ses-06_task-movie.snirf '
        'sub-02/ses-07/nirs/sub-02_ses-07_task-movie.snirf '
        'sub-03/ses-01/nirs/sub-03_ses-01_task-movie.snirf '
        'sub-03/ses-02/nirs/sub-03_ses-02_task-movie.snirf '
        'sub-04/ses-01/nirs/sub-04_ses-01_task-movie.snirf '
        'sub-04/ses-02/nirs/sub-04_ses-02_task-movie.snirf '
        'sub-05/ses-01/nirs/sub-05_ses-01_task-movie.snirf '
        'sub-05/ses-02/nirs/sub-05_ses-02_task-movie.snirf '
        'sub-06/ses-01/nirs/sub-06_ses-01_task-movie.snirf '
        'sub-07/ses-01/nirs/sub-07_ses-01_task-movie.snirf '
        'sub-08/ses-01/nirs/sub-08_ses-01_task-movie.snirf '
        'sub-09/ses-01/nirs/sub-09_ses-01_task-movie.snirf '
        'sub-10/ses-01/nirs/sub-10_ses-01_task-movie.snirf '
        'sub-10/ses-02/nirs/sub-10_ses-02_task-movie.snirf '
        'sub-11/ses-01/nirs/sub-11_ses-01_task-movie.snirf '
        'sub-11/ses-02/nirs/sub-11_ses-02_task-movie.snirf '
        'sub-12/ses-01/nirs/sub-12_ses-01_task-movie.snirf '
        'sub-12/ses-02/nirs/sub-12_ses-02_task-movie.snirf '
        'sub-13/ses-01/nirs/sub-13_ses-01_task-movie.snirf '
        'sub-13/ses-02/nirs/sub-13_ses-02_task-movie.snirf '
        'sub-14/ses-01/nirs/sub-14_ses-01_task-movie.snirf '
        'sub-14/ses-02/nirs/sub-14_ses-02_task-movie.snirf '
        'sub-15/ses-01/nirs/sub-15_ses-01_task-movie.snirf '
        'sub-15/ses-02/nirs/sub-15_ses-02_task-movie.snirf '
        'sub-16/ses-01/nirs/sub-16_ses-01_task-movie.snirf '
        'sub-16/ses-02/nirs/sub-16_ses-02_task-movie.snirf '
        'sub-16/ses-03/nirs/sub-16_ses-03_task-movie.snirf '
        'sub-16/ses-04/nirs/sub-16_ses-04_task-movie.snirf '
        'sub-17/ses-01/nirs/sub-17_ses-01_task-movie.snirf '
        'sub-17/ses-02/nirs/sub-17_ses-02_task-movie.snirf '
        'sub-17/ses-03/nirs/sub-17_ses-03_task-movie.snirf '
        'sub-18/ses-01/nirs/sub-18_ses-01_task-movie.snirf '
        'sub-18/ses-02/nirs/sub-18_ses-02_task-movie.snirf '
        'sub-19/ses-01/nirs/sub-19_ses-01_task-movie.snirf '
        'sub-20/ses-01/nirs/sub-20_ses-01_task-movie.snirf '
        'sub-21/ses-01/nirs/sub-21_ses-01_task-movie.snirf '
        'sub-22/ses-01/nirs/sub-22_ses-01_task-movie.snirf '
        'sub-22/ses-02/nirs/sub-22_ses-02_task-movie.snirf '
        'sub-23/ses-01/nirs/sub-23_ses-01_task-movie.snirf '
        'sub-24/ses-01/nirs/sub-24_ses-01_task-movie.snirf '
        'sub-25/ses-01/nirs/sub-25_ses-01_task-movie.snirf '
        'sub-26/ses-01/nirs/sub-26_ses-01_task-movie.snirf '
        'sub-27/ses-01/nirs/sub-27_ses-01_task-movie.snirf '
        'sub-27/ses-02/nirs/sub-27_ses-02_task-movie.snirf '
        'sub-28/ses-01/nirs/sub-28_ses-01_task-movie.snirf '
        'sub-28/ses-02/nirs/sub-28_ses-02_task-movie.snirf '
        'sub-28/ses-03/nirs/sub-28_ses-03_task-movie.snirf '
        'sub-29/ses-01/nirs/sub-29_ses-01_task-movie.snirf '
        'sub-29/ses-02/nirs/sub-29_ses-02_task-movie.snirf '
        'sub-30/ses-01/nirs/sub-30_ses-01_task-movie.snirf '
        'sub-31/ses-01/nirs/sub-31_ses-01_task-movie.snirf '
        'sub-31/ses-02/nirs/sub-31_ses-02_task-movie.snirf '
        'sub-32/ses-01/nirs/sub-32_ses-01_task-movie.snirf '
        'sub-32/ses-02/nirs/sub-32_ses-02_task-movie.snirf '
        'sub-33/ses-01/nirs/sub-33_ses-01_task-movie.snirf '
        'sub-33/ses-02/nirs/sub-33_ses-02_task-movie.snirf '
        'sub-34/ses-01/nirs/sub-34_ses-01_task-movie.snirf '
        'sub-34/ses-02/nirs/sub-34_ses-02_task-movie.snirf '
        'sub-35/ses-01/nirs/sub-35_ses-01_task-movie.snirf '
        'sub-35/ses-02/nirs/sub-35_ses-02_task-movie.snirf '
        'sub-35/ses-03/nirs/sub-35_ses-03_task-movie.snirf '
        'sub-36/ses-01/nirs/sub-36_ses-01_task-movie.snirf '
        'sub-36/ses-02/nirs/sub-36_ses-02_task-movie.snirf '
        'sub-37/ses-01/nirs/sub-37_ses-01_task-movie.snirf '
        'sub-37/ses-02/nirs/sub-37_ses-02_task-movie.snirf '
        'sub-38/ses-01/nirs/sub-38_ses-01_task-movie.snirf '
        'sub-39/ses-01/nirs/sub-39_ses-01_task-movie.snirf '
        'sub-39/ses-02/nirs/sub-39_ses-02_task-movie.snirf '
        'sub-40/ses-01/nirs/sub-40_ses-01_task-movie.snirf '
        'sub-40/ses-02/nirs/sub-40_ses-02_task-movie.snirf '
        'sub-41/ses-01/nirs/sub-41_ses-01_task-movie.snirf '
        'sub-42/ses-01/nirs/sub-42_ses-01_task-movie.snirf '
        'sub-42/ses-02/nirs/sub-42_ses-02_task-movie.snirf '
        'sub-43/ses-01/nirs/sub-43_ses-01_task-movie.snirf '
        'sub-43/ses-02/nirs/sub-43_ses-02_task-movie.snirf '
        'sub-43/ses-03/nirs/sub-43_ses-03_task-movie.snirf '
        'sub-44/ses-01/nirs/sub-44_ses-01_task-movie.snirf '
        'sub-44/ses-02/nirs/sub-44_ses-02_task-movie.snirf '
        'sub-45/ses-01/nirs/sub-45_ses-01_task-movie.snirf '
        'sub-45/ses-02/nirs/sub-45_ses-02_task-movie.snirf '
        'sub-46/ses-01/nirs/sub-46_ses-01_task-movie.snirf '
        'sub-46/ses-02/nirs/sub-46_ses-02_task-movie.snirf '
        'sub-47/ses-01/nirs/sub-47_ses-01_task-movie.snirf '
        'sub-47/ses-02/nirs/sub-47_ses-02_task-movie.snirf '
        'sub-48/ses-01/nirs/sub-48_ses-01_task-movie.snirf '
        'sub-49/ses-01/nirs/sub-49_ses-01_task-movie.snirf '
        'sub-49/ses-02/nirs/sub-49_ses-02_task-movie.snirf '
        'sub-50/ses-01/nirs/sub-50_ses-01_task-movie.snirf '
        'sub-50/ses-02/nirs/sub-50_ses-02_task-movie.snirf '
        'sub-51/ses-01/nirs/sub-51_ses-01_task-movie.snirf '
        'sub-51/ses-02/nirs/sub-51_ses-02_task-movie.snirf '
        'sub-52/ses-01/nirs/sub-52_ses-01_task-movie.snirf '
        'sub-53/ses-01/nirs/sub-53_ses-01_task-movie.snirf '
        'sub-54/ses-01/nirs/sub-54_ses-01_task-movie.snirf '
        'sub-55/ses-01/nirs/sub-55_ses-01_task-movie.snirf '
        'sub-56/ses-01/nirs/sub-56_ses-01_task-movie.snirf '
        'sub-57/ses-01/nirs/sub-57_ses-01_task-movie.snirf '
        'sub-58/ses-01/nirs/sub-58_ses-01_task-movie.snirf'
    ),
}


NIRS_SNIRF_OTHER = {
    '': (
        '.bidsignore '
        '.gitattributes '
        'CHANGES '
        'README.md '
        'dataset_description.json '
        'participants.json '
        'participants.tsv '
        'task-movie_events.tsv '
        '.datalad/config '
        'sub-01/ses-01/func/sub-01_ses-01_task-movie_bold.json '
        'sub-01/ses-01/func/sub-01_ses-01_task-movie_bold.nii.gz '
        'sub-01/ses-02/func/sub-01_ses-02_task-movie_bold.json '
        'sub-01/ses-02/func/sub-01_ses-02_task-movie_bold.nii.gz '
        'sub-01/ses-03/func/sub-01_ses-03_task-movie_bold.json '
        'sub-01/ses-03/func/sub-01_ses-03_task-movie_bold.nii.gz '
        'sub-02/ses-01/func/sub-02_ses-01_task-movie_bold.json '
        'sub-02/ses-01/func/sub-02_ses-01_task-movie_bold.nii.gz '
        'sub-02/ses-02/func/sub-02_ses-02_task-movie_bold.json '
        'sub-02/ses-02/func/sub-02_ses-02_task-movie_bold.nii.gz '
        'sub-02/ses-03/func/sub-02_ses-03_task-movie_bold.json '
        'sub-02/ses-03/func/sub-02_ses-03_task-movie_bold.nii.gz '
        'sub-02/ses-04/func/sub-02_ses-04_task-movie_bold.json '
        'sub-02/ses-04/func/sub-02_ses-04_task-movie_bold.nii.gz '
        'sub-02/ses-05/func/sub-02_ses-05_task-movie_bold.json '
        'sub-02/ses-05/func/sub-02_ses-05_task-movie_bold.nii.gz '
        'sub-02/ses-06/func/sub-02_ses-06_task-movie_bold.json '
        'sub-02/ses-06/func/sub-02_ses-06_task-movie_bold.nii.gz '
        'sub-02/ses-07/func/sub-02_ses-07_task-movie_bold.json '
        'sub-02/ses-07/func/sub-02_ses-07_task-movie_bold.nii.gz '
        'sub-03/ses-01/func/sub-03_ses-01_task-movie_bold.json '
        'sub-03/ses-01/func/sub-03_ses-01_task-movie_bold.nii.gz '
        'sub-03/ses-02/func/sub-03_ses-02_task-movie_bold.json '
        'sub-03/ses-02/func/sub-03_ses-02_task-movie_bold.nii.gz '
        'sub-04/ses-01/func/sub-04_ses-01_task-movie_bold.json '
        'sub-04/ses-01/func/sub-04_ses-01_task-movie_bold.nii.gz '
        'sub-04/ses-02/func/sub-04_ses-02_task-movie_bold.json '
        'sub-04/ses-02/func/sub-04_ses-02_task-movie_bold.nii.gz '
        'sub-05/ses-01/func/sub-05_ses-01_task-movie_bold.json '
        'sub-05/ses-01/func/sub-05_ses-01_task-movie_bold.nii.gz '
        'sub-05/ses-02/func/sub-05_ses-02_task-movie_bold.json '
        'sub-05/ses-02/func/sub-05_ses-02_task-movie_bold.nii.gz '
        'sub-06/ses-01/func/sub-06_ses-01_task-movie_bold.json '
        'sub-06/ses-01/func/sub-06_ses-01_task-movie_bold.nii.gz '
        'sub-07/ses-01/func/sub-07_ses-01_task-movie_bold.json '
        'sub-07/ses-01/func/sub-07_ses-01_task-movie_bold.nii.gz '
        'sub-08/ses-01/func/sub-08_ses-01_task-movie_bold.json '
        'sub-08/ses-01/func/sub-08_ses-01_task-movie_bold.nii.gz '
        'sub-09/ses-01/func/sub-09_ses-01_task-movie_bold.json '
        'sub-09/ses-01/func/sub-09_ses-01_task-movie_bold.nii.gz '
        'sub-10/ses-01/func/sub-10_ses-01_task-movie_bold.json '
        'sub-10/ses-01/func/sub-10_ses-01_task-movie_bold.nii.gz '
        'sub-10/ses-02/func/sub-10_ses-02_task-movie_bold.json '
        'sub-10/ses-02/func/sub-10_ses-02_task-movie_bold.nii.gz '
        'sub-11/ses-01/func/sub-11_ses-01_task-movie_bold.json '
        'sub-11/ses-01/func/sub-11_ses-01_task-movie_bold.nii.gz '
        'sub-11/ses-02/func/sub-11_ses-02_task-movie_bold.json '
        'sub-11/ses-02/func/sub-11_ses-02_task-movie_bold.nii.gz '
        'sub-12/ses-01/func/sub-12_ses-01_task-movie_bold.json '
        'sub-12/ses-01/func/sub-12_ses-01_task-movie_bold.nii.gz '
        'sub-12/ses-02/func/sub-12_ses-02_task-movie_bold.json '
        'sub-12/ses-02/func/sub-12_ses-02_task-movie_bold.nii.gz '
        'sub-13/ses-01/func/sub-13_ses-01_task-movie_bold.json '
        'sub-13/ses-01/func/sub-13_ses-01_task-movie_bold.nii.gz '
        'sub-13/ses-02/func/sub-13_ses-02_task-movie_bold.json '
        'sub-13/ses-02/func/sub-13_ses-02_task-movie_bold.nii.gz '
        'sub-14/ses-01/func/sub-14_ses-01_task-movie_bold.json '
        'sub-14/ses-01/func/sub-14_ses-01_task-movie_bold.nii.gz '
        'sub-14/ses-02/func/sub-14_ses-02_task-movie_bold.json '
        'sub-14/ses-02/func/sub-14_ses-02_task-movie_bold.nii.gz '
        'sub-15/ses-01/func/sub-15_ses-01_task-movie_bold.json '
        'sub-15/ses-01/func/sub-15_ses-01_task-movie_bold.nii.gz '
        'sub-15/ses-02/func/sub-15_ses-02_task-movie_bold.json '
        'sub-15/ses-02/func/sub-15_ses-02_task-movie_bold.nii.gz '
        'sub-16/ses-01/func/sub-16_ses-01_task-movie_bold.json '
        'sub-16/ses-01/func/sub-16_ses-01_task-movie_bold.nii.gz '
        'sub-16/ses-02/func/sub-16_ses-02_task-movie_bold.json '
        'sub-16/ses-02/func/sub-16_ses-02_task-movie_bold.nii.gz '
        'sub-16/ses-03/func/sub-16_ses-03_task-movie_bold.json '
        'sub-16/ses-03/func/sub-16_ses-03_task-movie_bold.nii.gz '
        'sub-16/ses-04/func/sub-16_ses-04_task-movie_bold.json '
        'sub-16/ses-04/func/sub-16_ses-04_task-movie_bold.nii.gz '
        'sub-17/ses-01/func/sub-17_ses-01_task-movie_bold.json '
        'sub-17/ses-01/func/sub-17_ses-01_task-movie_bold.nii.gz '
        'sub-17/ses-02/func/sub-17_ses-02_task-movie_bold.json '
        'sub-17/ses-02/func/sub-17_ses-02_task-movie_bold.nii.gz '
        'sub-17/ses-03/func/sub-17_ses-03_task-movie_bold.json '
        'sub-17/ses-03/func/sub-17_ses-03_task-movie_bold.nii.gz '
        'sub-18/ses-01/func/sub-18_ses-01_task-movie_bold.json '
        'sub-18/ses-01/func/sub-18_ses-01_task-movie_bold.nii.gz '
        'sub-18/ses-02/func/sub-18_ses-02_task-movie_bold.json '
        'sub-18/ses-02/func/sub-18_ses-02_task-movie_bold.nii.gz '
        'sub-19/ses-01/func/sub-19_ses-01_task-movie_bold.json '
        'sub-19/ses-01/func/sub-19_ses-01_task-movie_bold.nii.gz '
        'sub-20/ses-01/func/sub-20_ses-01_task-movie_bold.json '
        'sub-20/ses-01/func/sub-20_ses-01_task-movie_bold.nii.gz '
        'sub-21/ses-01/func/sub-21_ses-01_task-movie_bold.json '
        'sub-21/ses-01/func/sub-21_ses-01_task-movie_bold.nii.gz '
        'sub-22/ses-01/func/sub-22_ses-01_task-movie_bold.json '
        'sub-22/ses-01/func/sub-22_ses-01_task-movie_bold.nii.gz '
        'sub-22/ses-02/func/sub-22_ses-02_task-movie_bold.json '
        'sub-22/ses-02/func/sub-22_ses-02_task-movie_bold.nii.gz '
        'sub-23/ses-01/func/sub-23_ses-01_task-movie_bold.json '
        'sub-23/ses-01/func/sub-23_ses-01_task-movie_bold.nii.gz '
        'sub-24/ses-01/func/sub-24_ses-01_task-movie_bold.json '
        'sub-24/ses-01/func/sub-24_ses-01_task-movie_bold.nii.gz '
        'sub-25/ses-01/func/sub-25_ses-01_task-movie_bold.json '
        'sub-25/ses-01/func/sub-25_ses-01_task-movie_bold.nii.gz '
        'sub-26/ses-01/func/sub-26_ses-01_task-movie_bold.json '
        'sub-26/ses-01/func/sub-26_ses-01_task-movie_bold.nii.gz '
        'sub-27/ses-01/func/sub-27_ses-01_task-movie_bold.json '
        'sub-27/ses-01/func/sub-27_ses-01_task-movie_bold.nii.gz '
        'sub-27/ses-02/func/sub-27_ses-02_task-movie_bold.json '
        'sub-27/ses-02/func/sub-27_ses-02_task-movie_bold.nii.gz '
        'sub-28/ses-01/func/sub-28_ses-01_task-movie_bold.json '
        'sub-28/ses-01/func/sub-28_ses-01_task-movie_bold.nii.gz '
        'sub-28/ses-02/func/sub-28_ses-02_task-movie_bold.json '
        'sub-28/ses-02/func/sub-28_ses-02_task-movie_bold.nii.gz '
        'sub-28/ses-03/func/sub-28_ses-03_task-movie_bold.json '
        'sub-28/ses-03/func/sub-28_ses-03_task-movie_bold.nii.gz '
        'sub-29/ses-01/func/sub-29_ses-01_task-movie_bold.json '
        'sub-29/ses-01/func/sub-29_ses-01_task-movie_bold.nii.gz '
        'sub-29/ses-02/func/sub-29_ses-02_task-movie_bold.json '
        'sub-29/ses-02/func/sub-29_ses-02_task-movie_bold.nii.gz '
        'sub-30/ses-01/func/sub-30_ses-01_task-movie_bold.json '
        'sub-30/ses-01/func/sub-30_ses-01_task-movie_bold.nii.gz '
        'sub-31/ses-01/func/sub-31_ses-01_task-movie_bold.json '
        'sub-31/ses-01/func/sub-31_ses-01_task-movie_bold.nii.gz '
        'sub-31/ses-02/func/sub-31_ses-02_task-movie_bold.json '
        'sub-31/ses-02/func/sub-31_ses-02_task-movie_bold.nii.gz '
        'sub-32/ses-01/func/sub-32_ses-01_task-movie_bold.json '
        'sub-32/ses-01/func/sub-32_ses-01_task-movie_bold.nii.gz '
        'sub-32/ses-02/func/sub-32_ses-02_task-movie_bold.json '
        'sub-32/ses-02/func/sub-32_ses-02_task-movie_bold.nii.gz '
        'sub-33/ses-01/func/sub-33_ses-01_task-movie_bold.json '
        'sub-33/ses-01/func/sub-33_ses-01_task-movie_bold.nii.gz '
        'sub-33/ses-02/func/sub-33_ses-02_task-movie_bold.json '
        'sub-33/ses-02/func/sub-33_ses-02_task-movie_bold.nii.gz '
        'sub-34/ses-01/func/sub-34_ses-01_task-movie_bold.json '
        'sub-34/ses-01/func/sub-34_ses-01_task-movie_bold.nii.gz '
        'sub-34/ses-02/func/sub-34_ses-02_task-movie_bold.json '
        'sub-34/ses-02/func/sub-34_ses-02_task-movie_bold.nii.gz '
        'sub-35/ses-01/func/sub-35_ses-01_task-movie_bold.json '
        'sub-35/ses-01/func/sub-35_ses-01_task-movie_bold.nii.gz '
        'sub-35/ses-02/func/sub-35_ses-02_task-movie_bold.json '
        'sub-35/ses-02/func/sub-35_ses-02_task-movie_bold.nii.gz '
        'sub-35/ses-03/func/sub-35_ses-03_task-movie_bold.json '
        'sub-35/ses-03/func/sub-35_ses-03_task-movie_bold.nii.gz '
        'sub-36/ses-01/func/sub-36_ses-01_task-movie_bold.json '
        'sub-36/ses-01/func/sub-36_ses-01_task-movie_bold.nii.gz '
        'sub-36/ses-02/func/sub-36_ses-02_task-movie_bold.json '
        'sub-36/ses-02/func/sub-36_ses-02_task-movie_bold.nii.gz '
        'sub-37/ses-01/func/sub-37_ses-01_task-movie_bold.json '
        'sub-37/ses-01/func/sub-37_ses-01_task-movie_bold.nii.gz '
        'sub-37/ses-02/func/sub-37_ses-02_task-movie_bold.json '
        'sub-37/ses-02/func/sub-37_ses-02_task-movie_bold.nii.gz '
        'sub-38/ses-01/func/sub-38_ses-01_task-movie_bold.json '
        'sub-38/ses-01/func/sub-38_ses-01_task-movie_bold.nii.gz '
        'sub-39/ses-01/func/sub-39_ses-01_task-movie_bold.json '
        'sub-39/ses-01/func/sub-39_ses-01_task-movie_bold.nii.gz '
        'sub-39/ses-02/func/sub-39_ses-02_task-movie_bold.json '
        'sub-39/ses-02/func/sub-39_ses-02_task-movie_bold.nii.gz '
        'sub-40/ses-01/func/sub-40_ses-01_task-movie_bold.json '
        'sub-40/ses-01/func/sub-40_ses-01_task-movie_bold.nii.gz '
        'sub-40/ses-02/func/sub-40_ses-02_task-movie_bold.json '
        'sub-40/ses-02/func/sub-40_ses-02_task-movie_bold.nii.gz '
        'sub-41/ses-01/func/sub-41_ses-01_task-movie_bold.json '
        'sub-41/ses-01/func/sub-41_ses-01_task-movie_bold.nii.gz '
        'sub-42/ses-01/func/sub-42_ses-01_task-movie_bold.json '
        'sub-42/ses-01/func/sub-42_ses-01_task-movie_bold.nii.gz '
        'sub-42/ses-02/func/sub-42_ses-02_task-movie_bold.json '
        'sub-42/ses-02/func/sub-42_ses-02_task-movie_bold.nii.gz '
        'sub-43/ses-01/func/sub-43_ses-01_task-movie_bold.json '
        'sub-43/ses-01/func/sub-43_ses-01_task-movie_bold.nii.gz '
        'sub-43/ses-02/func/sub-43_ses-02_task-movie_bold.json '
        'sub-43/ses-02/func/sub-43_ses-02_task-movie_bold.nii.gz '
        'sub-43/ses-03/func/sub-43_ses-03_task-movie_bold.json '
        'sub-43/ses-03/func/sub-43_ses-03_task-movie_bold.nii.gz '
        'sub-44/ses-01/func/sub-44_ses-01_task-movie_bold.json '
        'sub-44/ses-01/func/sub-44_ses-01_task-movie_bold.nii.gz '
        'sub-44/ses-02/func/sub-44_ses-02_task-movie_bold.json '
        'sub-44/ses-02/func/sub-44_ses-02_task-movie_bold.nii.gz '
        'sub-45/ses-01/func/sub-45_ses-01_task-movie_bold.json '
        'sub-45/ses-01/func/sub-45_ses-01_task-movie_bold.nii.gz '
        'sub-45/ses-02/func/sub-45_ses-02_task-movie_bold.json '
        'sub-45/ses-02/func/sub-45_ses-02_task-movie_bold.nii.gz '
        'sub-46/ses-01/func/sub-46_ses-01_task-movie_bold.json '
        'sub-46/ses-01/func/sub-46_ses-01_task-movie_bold.nii.gz '
        'sub-46/ses-02/func/sub-46_ses-02_task-movie_bold.json '
        'sub-46/ses-02/func/sub-46_ses-02_task-movie_bold.nii.gz '
        'sub-47/ses-01/func/sub-47_ses-01_task-movie_bold.json '
        'sub-47/ses-01/func/sub-47_ses-01_task-movie_bold.nii.gz '
        'sub-47/ses-02/func/sub-47_ses-02_task-movie_bold.json '
        'sub-47/ses-02/func/sub-47_ses-02_task-movie_bold.nii.gz '
        'sub-48/ses-01/func/sub-48_ses-01_task-movie_bold.json '
        'sub-48/ses-01/func/sub-48_ses-01_task-movie_bold.nii.gz '
        'sub-49/ses-01/func/sub-49_ses-01_task-movie_bold.json '
        'sub-49/ses-01/func/sub-49_ses-01_task-movie_bold.nii.gz '
        'sub-49/ses-02/func/sub-49_ses-02_task-movie_bold.json '
        'sub-49/ses-02/func/sub-49_ses-02_task-movie_bold.nii.gz '
        'sub-50/ses-01/func/sub-50_ses-01_task-movie_bold.json '
        'sub-50/ses-01/func/sub-50_ses-01_task-movie_bold.nii.gz '
        'sub-50/ses-02/func/sub-50_ses-02_task-movie_bold.json '
        'sub-50/ses-02/func/sub-50_ses-02_task-movie_bold.nii.gz '
        'sub-51/ses-01/func/sub-51_ses-01_task-movie_bold.json '
        'sub-51/ses-01/func/sub-51_ses-01_task-movie_bold.nii.gz '
        'sub-51/ses-02/func/sub-51_ses-02_task-movie_bold.json '
        'sub-51/ses-02/func/sub-51_ses-02_task-movie_bold.nii.gz '
        'sub-52/ses-01/func/sub-52_ses-01_task-movie_bold.json '
        'sub-52/ses-01/func/sub-52_ses-01_task-movie_bold.nii.gz '
        'sub-53/ses-01/func/sub-53_ses-01_task-movie_bold.json '
        'sub-53/ses-01/func/sub-53_ses-01_task-movie_bold.nii.gz '
        'sub-54/ses-01/func/sub-54_ses-01_task-movie_bold.json '
        'sub-54/ses-01/func/sub-54_ses-01_task-movie_bold.nii.gz '
        'sub-55/ses-01/func/sub-55_ses-01_task-movie_bold.json '
        'sub-55/ses-01/func/sub-55_ses-01_task-movie_bold.nii.gz '
        'sub-56/ses-01/func/sub-56_ses-01_task-movie_bold.json '
        'sub-56/ses-01/func/sub-56_ses-01_task-movie_bold.nii.gz '
        'sub-57/ses-01/func/sub-57_ses-01_task-movie_bold.json '
        'sub-57/ses-01/func/sub-57_ses-01_task-movie_bold.nii.gz '
        'sub-58/ses-01/func/sub-58_ses-01_task-movie_bold.json '
        'sub-58/ses-01/func/sub-58_ses-01_task-movie_bold.nii.gz'
    ),
    'sub-01/ses-01/nirs': (
        'sub-01_ses-01_task-movie.mat '
        'sub-01_ses-01_task-movie_channels.tsv '
        'sub-01_ses-01_task-movie_coordsystem.json '
        'sub-01_ses-01_task-movie_events.tsv '
        'sub-01_ses-01_task-movie_nirs.json '
        'sub-01_ses-01_task-movie_optodes.tsv'
    ),
    'sub-01/ses-02/nirs': (
        'sub-01_ses-02_task-movie.mat '
        'sub-01_ses-02_task-movie_channels.tsv '
        'sub-01_ses-02_task-movie_coordsystem.json '
        'sub-01_ses-02_task-movie_events.tsv '
        'sub-01_ses-02_task-movie_nirs.json '
        'sub-01_ses-02_task-movie_optodes.tsv'
    ),
    'sub-01/ses-03/nirs': (
        'sub-01_ses-03_task-movie.mat '
        'sub-01_ses-03_task-movie_channels.tsv '
        'sub-01_ses-03_task-movie_coordsystem.json '
        'sub-01_ses-03_task-movie_events.tsv '
        'sub-01_ses-03_task-movie_nirs.json '
        'sub-01_ses-03_task-movie_optodes.tsv'
    ),
    'sub-02/ses-01/nirs': (
        'sub-02_ses-01_task-movie.mat '
        'sub-02_ses-01_task-movie_channels.tsv '
        'sub-02_ses-01_task-movie_coordsystem.json '
        'sub-02_ses-01_task-movie_events.tsv '
        'sub-02_ses-01_task-movie_nirs.json '
        'sub-02_ses-01_task-movie_optodes.tsv'
    ),
    'sub-02/ses-02/nirs': (
        'sub-02_ses-02_task-movie.mat '
        'sub-02_ses-02_task-movie_channels.tsv '
        'sub-02_ses-02_task-movie_coordsystem.json '
        'sub-02_ses-02_task-movie_events.tsv '
        'sub-02_ses-02_task-movie_nirs.json '
        'sub-02_ses-02_task-movie_optodes.tsv'
    ),
    'sub-02/ses-03/nirs': (
        'sub-02_ses-03_task-movie.mat '
        'sub-02_ses-03_task-movie_channels.tsv '
        'sub-02_ses-03_task-movie_coordsystem.json '
        'sub-02_ses-03_task-movie_events.tsv '
        'sub-02_ses-03_task-movie_nirs.json '
        'sub-02_ses-03_task-movie_optodes.tsv'
    ),
    'sub-02/ses-04/nirs': (
        'sub-02_ses-04_task-movie.mat '
        'sub-02_ses-04_task-movie_channels.tsv '
        'sub-02_ses-04_task-movie_coordsystem.json '
        'sub-02_ses-04_task-movie_events.tsv '
        'sub-02_ses-04_task-movie_nirs.json '
        'sub-02_ses-04_task-movie_optodes.tsv'
    ),
    'sub-02/ses-05/nirs': (
        'sub-02_ses-05_task-movie.mat '
        'sub-02_ses-05_task-movie_channels.tsv '
        'sub-02_ses-05_task-movie_coordsystem.json '
        'sub-02_ses-05_task-movie_events.tsv '
        'sub-02_ses-05_task-movie_nirs.json '
        'sub-02_ses-05_task-movie_optodes.tsv'
    ),
    'sub-02/ses-06/nirs': (
        'sub-02_ses-06_task-movie.mat '
        'sub-02_ses-06_task-movie_channels.tsv '
        'sub-02_ses-06_task-movie_coordsystem.json '
        'sub-02_ses-06_task-movie_events.tsv '
        'sub-02_ses-06_task-movie_nirs.json '
        'sub-02_ses-06_task-movie_optodes.tsv'
    ),
    'sub-02/ses-07/nirs': (
        'sub-02_ses-07_task-movie.mat '
        'sub-02_ses-07_task-movie_channels.tsv '
        'sub-02_ses-07_task-movie_coordsystem.json '
        'sub-02_ses-07_task-movie_events.tsv '
        'sub-02_ses-07_task-movie_nirs.json '
        'sub-02_ses-07_task-movie_optodes.tsv'
    ),
    'sub-03/ses-01/nirs': (
        'sub-03_ses-01_task-movie.mat '
        'sub-03_ses-01_task-movie_channels.tsv '
        'sub-03_ses-01_task-movie_coordsystem.json '
        'sub-03_ses-01_task-movie_events.tsv '
        'sub-03_ses-01_task-movie_nirs.json '
        'sub-03_ses-01_task-movie_optodes.tsv'
    ),
    'sub-03/ses-02/nirs': (
        'sub-03_ses-02_task-movie.mat '
        'sub-03_ses-02_task-movie_channels.tsv '
        'sub-03_ses-02_task-movie_coordsystem.json '
        'sub-03_ses-02_task-movie_events.tsv '
        'sub-03_ses-02_task-movie_nirs.json '
        'sub-03_ses-02_task-movie_optodes.tsv'
    ),
    'sub-04/ses-01/nirs': (
        'sub-04_ses-01_task-movie.mat '
        'sub-04_ses-01_task-movie_channels.tsv '
        'sub-04_ses-01_task-movie_coordsystem.json '
        'sub-04_ses-01_task-movie_events.tsv '
        'sub-04_ses-01_task-movie_nirs.json '
        'sub-04_ses-01_task-movie_optodes.tsv'
    ),
    'sub-04/ses-02/nirs': (
        'sub-04_ses-02_task-movie.mat '
        'sub-04_ses-02_task-movie_channels.tsv '
        'sub-04_ses-02_task-movie_coordsystem.json '
        'sub-04_ses-02_task-movie_events.tsv '
        'sub-04_ses-02_task-movie_nirs.json '
        'sub-04_ses-02_task-movie_optodes.tsv'
    ),
    'sub-05/ses-01/nirs': (
        'sub-05_ses-01_task-movie.mat '
        'sub-05_ses-01_task-movie_channels.tsv '
        'sub-05_ses-01_task-movie_coordsystem.json '
        'sub-05_ses-01_task-movie_events.tsv '
        'sub-05_ses-01_task-movie_nirs.json '
        'sub-05_ses-01_task-movie_optodes.tsv'
    ),
    'sub-05/ses-02/nirs': (
        'sub-05_ses-02_task-movie.mat '
        'sub-05_ses-02_task-movie_channels.tsv '
        'sub-05_ses-02_task-movie_coordsystem.json '
        'sub-05_ses-02_task-movie_events.tsv '
        'sub-05_ses-02_task-movie_nirs.json '
        'sub-05_ses-02_task-movie_optodes.tsv'
    ),
    'sub-06/ses-01/nirs': (
        'sub-06_ses-01_task-movie.mat '
        'sub-06_ses-01_task-movie_channels.tsv '
        'sub-06_ses-01_task-movie_coordsystem.json '
        'sub-06_ses-01_task-movie_events.tsv '
        'sub-06_ses-01_task-movie_nirs.json '
        'sub-06_ses-01_task-movie_optodes.tsv'
    ),
    'sub-07/ses-01/nirs': (
        'sub-07_ses-01_task-movie.mat '
        'sub-07_ses-01_task-movie_channels.tsv '
        'sub-07_ses-01_task-movie_coordsystem.json '
        'sub-07_ses-01_task-movie_events.tsv '
        'sub-07_ses-01_task-movie_nirs.json '
        'sub-07_ses-01_task-movie_optodes.tsv'
    ),
    'sub-08/ses-01/nirs': (
        'sub-08_ses-01_task-movie.mat '
        'sub-08_ses-01_task-movie_channels.tsv '
        'sub-08_ses-01_task-movie_coordsystem.json '
        'sub-08_ses-01_task-movie_events.tsv '
        'sub-08_ses-01_task-movie_nirs.json '
        'sub-08_ses-01_task-movie_optodes.tsv'
    ),
    'sub-09/ses-01/nirs': (
        'sub-09_ses-01_task-movie.mat '
        'sub-09_ses-01_task-movie_channels.tsv '
        'sub-09_ses-01_task-movie_coordsystem.json '
        'sub-09_ses-01_task-movie_events.tsv '
        'sub-09_ses-01_task-movie_nirs.json '
        'sub-09_ses-01_task-movie_optodes.tsv'
    ),
    'sub-10/ses-01/nirs': (
        'sub-10_ses-01_task-movie.mat '
        'sub-10_ses-01_task-movie_channels.tsv '
        'sub-10_ses-01_task-movie_coordsystem.json '
        'sub-10_ses-01_task-movie_events.tsv '
        'sub-10_ses-01_task-movie_nirs.json '
        'sub-10_ses-01_task-movie_optodes.tsv'
    ),
    'sub-10/ses-02/nirs': (
        'sub-10_ses-02_task-movie.mat '
        'sub-10_ses-02_task-movie_channels.tsv '
        'sub-10_ses-02_task-movie_coordsystem.json '
        'sub-10_ses-02_task-movie_events.tsv '
        'sub-10_ses-02_task-movie_nirs.json '
        'sub-10_ses-02_task-movie_optodes.tsv'
    ),
    'sub-11/ses-01/nirs': (
        'sub-11_ses-01_task-movie.mat '
        'sub-11_ses-01_task-movie_channels.tsv '
        'sub-11_ses-01_task-movie_coordsystem.json '
        'sub-11_ses-01_task-movie_events.tsv '
        'sub-11_ses-01_task-movie_nirs.json '
        'sub-11_ses-01_task-movie_optodes.tsv'
    ),
    'sub-11/ses-02/nirs': (
        'sub-11_ses-02_task-movie.mat '
        'sub-11_ses-02_task-movie_channels.tsv '
        'sub-11_ses-02_task-movie_coordsystem.json '
        'sub-11_ses-02_task-movie_events.tsv '
        'sub-11_ses-02_task-movie_nirs.json '
        'sub-11_ses-02_task-movie_optodes.tsv'
    ),
    'sub-12/ses-01/nirs': (
        'sub-12_ses-01_task-movie.mat '
        'sub-12_ses-01_task-movie_channels.tsv '
        'sub-12_ses-01_task-movie_coordsystem.json '
        'sub-12_ses-01_task-movie_events.tsv '
        'sub-12_ses-01_task-movie_nirs.json '
        'sub-12_ses-01_task-movie_optodes.tsv'
    ),
    'sub-12/ses-02/nirs': (
        'sub-12_ses-02_task-movie.mat '
        'sub-12_ses-02_task-movie_channels.tsv '
        'sub-12_ses-02_task-movie_coordsystem.json '
        'sub-12_ses-02_task-movie_events.tsv '
        'sub-12_ses-02_task-movie_nirs.json '
        'sub-12_ses-02_task-movie_optodes.tsv'
    ),
    'sub-13/ses-01/nirs': (
        'sub-13_ses-01_task-movie.mat '
        'sub-13_ses-01_task-movie_channels.tsv '
        'sub-13_ses-01_task-movie_coordsystem.json '
        'sub-13_ses-01_task-movie_events.tsv '
        'sub-13_ses-01_task-movie_nirs.json '
        'sub-13_ses-01_task-movie_optodes.tsv'
    ),
    'sub-13/ses-02/nirs': (
        'sub-13_ses-02_task-movie.mat '
        'sub-13_ses-02_task-movie_channels.tsv '
        'sub-13_ses-02_task-movie_coordsystem.json '
        'sub-13_ses-02_task-movie_events.tsv '
        'sub-13_ses-02_task-movie_nirs.json '
        'sub-13_ses-02_task-movie_optodes.tsv'
    ),
    'sub-14/ses-01/nirs': (
        'sub-14_ses-01_task-movie.mat '
        'sub-14_ses-01_task-movie_channels.tsv '
        'sub-14_ses-01_task-movie_coordsystem.json '
        'sub-14_ses-01_task-movie_events.tsv '
        'sub-14_ses-01_task-movie_nirs.json '
        'sub-14_ses-01_task-movie_optodes.tsv'
    ),
    'sub-14/ses-02/nirs': (
        'sub-14_ses-02_task-movie.mat '
        'sub-14_ses-02_task-movie_channels.tsv '
        'sub-14_ses-02_task-movie_coordsystem.json '
        'sub-14_ses-02_task-movie_events.tsv '
        'sub-14_ses-02_task-movie_nirs.json '
        'sub-14_ses-02_task-movie_optodes.tsv'
    ),
    'sub-15/ses-01/nirs': (
        'sub-15_ses-01_task-movie.mat '
        'sub-15_ses-01_task-movie_channels.tsv '
        'sub-15_ses-01_task-movie_coordsystem.json '
        'sub-15_ses-01_task-movie_events.tsv '
        'sub-15_ses-01_task-movie_nirs.json '
        'sub-15_ses-01_task-movie_optodes.tsv'
    ),
    'sub-15/ses-02/nirs': (
        'sub-15_ses-02_task-movie.mat '
        'sub-15_ses-02_task-movie_channels.tsv '
        'sub-15_ses-02_task-movie_coordsystem.json '
        'sub-15_ses-02_task-movie_events.tsv '
        'sub-15_ses-02_task-movie_nirs.json '
        'sub-15_ses-02_task-movie_optodes.tsv'
    ),
    'sub-16/ses-01/nirs': (
        'sub-16_ses-01_task-movie.mat '
        'sub-16_ses-01_task-movie_channels.tsv '
        'sub-16_ses-01_task-movie_coordsystem.json '
        'sub-16_ses-01_task-movie_events.tsv '
        'sub-16_ses-01_task-movie_nirs.json '
        'sub-16_ses-01_task-movie_optodes.tsv'
    ),
    'sub-16/ses-02/nirs': (
        'sub-16_ses-02_task-movie.mat '
        'sub-16_ses-02_task-movie_channels.tsv '
        'sub-16_ses-02_task-movie_coordsystem.json '
        'sub-16_ses-02_task-movie_events.tsv '
        'sub-16_ses-02_task-movie_nirs.json '
        'sub-16_ses-02_task-movie_optodes.tsv'
    ),
    'sub-16/ses-03/nirs': (
        'sub-16_ses-03_task-movie.mat '
        'sub-16_ses-03_task-movie_channels.tsv '
        'sub-16_ses-03_task-movie_coordsystem.json '
        'sub-16_ses-03_task-movie_events.tsv '
        'sub-16_ses-03_task-movie_nirs.json '
        'sub-16_ses-03_task-movie_optodes.tsv'
    ),
    'sub-16/ses-04/nirs': (
        'sub-16_ses-04_task-movie.mat '
        'sub-16_ses-04_task-movie_channels.tsv '
        'sub-16_ses-04_task-movie_coordsystem.json '
        'sub-16_ses-04_task-movie_events.tsv '
        'sub-16_ses-04_task-movie_nirs.json '
        'sub-16_ses-04_task-movie_optodes.tsv'
    ),
    'sub-17/ses-01/nirs': (
        'sub-17_ses-01_task-movie.mat '
        'sub-17_ses-01_task-movie_channels.tsv '
        'sub-17_ses-01_task-movie_coordsystem.json '
        'sub-17_ses-01_task-movie_events.tsv '
        'sub-17_ses-01_task-movie_nirs.json '
        'sub-17_ses-01_task-movie_optodes.tsv'
    ),
    'sub-17/ses-02/nirs': (
        'sub-17_ses-02_task-movie.mat '
        'sub-17_ses-02_task-movie_channels.tsv '
        'sub-17_ses-02_task-movie_coordsystem.json '
        'sub-17_ses-02_task-movie_events.tsv '
        'sub-17_ses-02_task-movie_nirs.json '
        'sub-17_ses-02_task-movie_optodes.tsv'
    ),
    'sub-17/ses-03/nirs': (
        'sub-17_ses-03_task-movie.mat '
        'sub-17_ses-03_task-movie_channels.tsv '
        'sub-17_ses-03_task-movie_coordsystem.json '
        'sub-17_ses-03_task-movie_events.tsv '
        'sub-17_ses-03_task-movie_nirs.json '
        'sub-17_ses-03_task-movie_optodes.tsv'
    ),
    'sub-18/ses-01/nirs': (
        'sub-18_ses-01_task-movie.mat '
        'sub-18_ses-01_task-movie_channels.tsv '
        'sub-18_ses-01_task-movie_coordsystem.json '
        'sub-18_ses-01_task-movie_events.tsv '
        'sub-18_ses-01_task-movie_nirs.json '
        'sub-18_ses-01_task-movie_optodes.tsv'
    ),
    'sub-18/ses-02/nirs': (
        'sub-18_ses-02_task-movie.mat '
        'sub-18_ses-02_task-movie_channels.tsv '
        'sub-18_ses-02_task-movie_coordsystem.json '
        'sub-18_ses-02_task-movie_events.tsv '
        'sub-18_ses-02_task-movie_nirs.json '
        'sub-18_ses-02_task-movie_optodes.tsv'
    ),
    'sub-19/ses-01/nirs': (
        'sub-19_ses-01_task-movie.mat '
        'sub-19_ses-01_task-movie_channels.tsv '
        'sub-19_ses-01_task-movie_coordsystem.json '
        'sub-19_ses-01_task-movie_events.tsv '
        'sub-19_ses-01_task-movie_nirs.json '
        'sub-19_ses-01_task-movie_optodes.tsv'
    ),
    'sub-20/ses-01/nirs': (
        'sub-20_ses-01_task-movie.mat '
        'sub-20_ses-01_task-movie_channels.tsv '
        'sub-20_ses-01_task-movie_coordsystem.json '
        'sub-20_ses-01_task-movie_events.tsv '
        'sub-20_ses-01_task-movie_nirs.json '
        'sub-20_ses-01_task-movie_optodes.tsv'
    ),
    'sub-21/ses-01/nirs': (
        'sub-21_ses-01_task-movie.mat '
        'sub-21_ses-01_task-movie_channels.tsv '
        'sub-21_ses-01_task-movie_coordsystem.json '
        'sub-21_ses-01_task-movie_events.tsv '
        'sub-21_ses-01_task-movie_nirs.json '
        'sub-21_ses-01_task-movie_optodes.tsv'
    ),
    'sub-22/ses-01/nirs': (
        'sub-22_ses-01_task-movie.mat '
        'sub-22_ses-01_task-movie_channels.tsv '
        'sub-22_ses-01_task-movie_coordsystem.json '
        'sub-22_ses-01_task-movie_events.tsv '
        'sub-22_ses-01_task-movie_nirs.json '
        'sub-22_ses-01_task-movie_optodes.tsv'
    ),
    'sub-22/ses-02/nirs': (
        'sub-22_ses-02_task-movie.mat '
        'sub-22_ses-02_task-movie_channels.tsv '
        'sub-22_ses-02_task-movie_coordsystem.json '
        'sub-22_ses-02_task-movie_events.tsv '
        'sub-22_ses-02_task-movie_nirs.json '
        'sub-22_ses-02_task-movie_optodes.tsv'
    ),
    'sub-23/ses-01/nirs': (
        'sub-23_ses-01_task-movie.mat '
        'sub-23_ses-01_task-movie_channels.tsv '
        'sub-23_ses-01_task-movie_coordsystem.json '
        'sub-23_ses-01_task-movie_events.tsv '
        'sub-23_ses-01_task-movie_nirs.json '
        'sub-23_ses-01_task-movie_optodes.tsv'
    ),
    'sub-24/ses-01/nirs': (
        'sub-24_ses-01_task-movie.mat '
        'sub-24_ses-01_task-movie_channels.tsv '
        'sub-24_ses-01_task-movie_coordsystem.json '
        'sub-24_ses-01_task-movie_events.tsv '
        'sub-24_ses-01_task-movie_nirs.json '
        'sub-24_ses-01_task-movie_optodes.tsv'
    ),
    'sub-25/ses-01/nirs': (
        'sub-25_ses-01_task-movie.mat '
        'sub-25_ses-01_task-movie_channels.tsv '
        'sub-25_ses-01_task-movie_coordsystem.json '
        'sub-25_ses-01_task-movie_events.tsv '
        'sub-25_ses-01_task-movie_nirs.json '
        'sub-25_ses-01_task-movie_optodes.tsv'
    ),
    'sub-26/ses-01/nirs': (
        'sub-26_ses-01_task-movie.mat '
        'sub-26_ses-01_task-movie_channels.tsv '
        'sub-26_ses-01_task-movie_coordsystem.json '
        'sub-26_ses-01_task-movie_events.tsv '
        'sub-26_ses-01_task-movie_nirs.json '
        'sub-26_ses-01_task-movie_optodes.tsv'
    ),
    'sub-27/ses-01/nirs': (
        'sub-27_ses-01_task-movie.mat '
        'sub-27_ses-01_task-movie_channels.tsv '
        'sub-27_ses-01_task-movie_coordsystem.json '
        'sub-27_ses-01_task-movie_events.tsv '
        'sub-27_ses-01_task-movie_nirs.json '
        'sub-27_ses-01_task-movie_optodes.tsv'
    ),
    'sub-27/ses-02/nirs': (
        'sub-27_ses-02_task-movie.mat '
        'sub-27_ses-02_task-movie_channels.tsv '
        'sub-27_ses-02_task-movie_coordsystem.json '
        'sub-27_ses-02_task-movie_events.tsv '
        'sub-27_ses-02_task-movie_nirs.json '
        'sub-27_ses-02_task-movie_optodes.tsv'
    ),
    'sub-28/ses-01/nirs': (
        'sub-28_ses-01_task-movie.mat '
        'sub-28_ses-01_task-movie_channels.tsv '
        'sub-28_ses-01_task-movie_coordsystem.json '
        'sub-28_ses-01_task-movie_events.tsv '
        'sub-28_ses-01_task-movie_nirs.json '
        'sub-28_ses-01_task-movie_optodes.tsv'
    ),
    'sub-28/ses-02/nirs': (
        'sub-28_ses-02_task-movie.mat '
        'sub-28_ses-02_task-movie_channels.tsv '
        'sub-28_ses-02_task-movie_coordsystem.json '
        'sub-28_ses-02_task-movie_events.tsv '
        'sub-28_ses-02_task-movie_nirs.json '
        'sub-28_ses-02_task-movie_optodes.tsv'
    ),
    'sub-28/ses-03/nirs': (
        'sub-28_ses-03_task-movie.mat '
        'sub-28_ses-03_task-movie_channels.tsv '
        'sub-28_ses-03_task-movie_coordsystem.json '
        'sub-28_ses-03_task-movie_events.tsv '
        'sub-28_ses-03_task-movie_nirs.json '
        'sub-28_ses-03_task-movie_optodes.tsv'
    ),
    'sub-29/ses-01/nirs': (
        'sub-29_ses-01_task-movie.mat '
        'sub-29_ses-01_task-movie_channels.tsv '
        'sub-29_ses-01_task-movie_coordsystem.json '
        'sub-29_ses-01_task-movie_events.tsv '
        'sub-29_ses-01_task-movie_nirs.json '
        'sub-29_ses-01_task-movie_optodes.tsv'
    ),
    'sub-29/ses-02/nirs': (
        'sub-29_ses-02_task-movie.mat '
        'sub-29_ses-02_task-movie_channels.tsv '
        'sub-29_ses-02_task-movie_coordsystem.json '
        'sub-29_ses-02_task-movie_events.tsv '
        'sub-29_ses-02_task-movie_nirs.json '
        'sub-29_ses-02_task-movie_optodes.tsv'
    ),
    'sub-30/ses-01/nirs': (
        'sub-30_ses-01_task-movie.mat '
        'sub-30_ses-01_task-movie_channels.tsv '
        'sub-30_ses-01_task-movie_coordsystem.json '
        'sub-30_ses-01_task-movie_events.tsv '
        'sub-30_ses-01_task-movie_nirs.json '
        'sub-30_ses-01_task-movie_optodes.tsv'
    ),
    'sub-31/ses-01/nirs': (
        'sub-31_ses-01_task-movie.mat '
        'sub-31_ses-01_task-movie_channels.tsv '
        'sub-31_ses-01_task-movie_coordsystem.json '
        'sub-31_ses-01_task-movie_events.tsv '
        'sub-31_ses-01_task-movie_nirs.json '
        'sub-31_ses-01_task-movie_optodes.tsv'
    ),
    'sub-31/ses-02/nirs': (
        'sub-31_ses-02_task-movie.mat '
        'sub-31_ses-02_task-movie_channels.tsv '
        'sub-31_ses-02_task-movie_coordsystem.json '
        'sub-31_ses-02_task-movie_events.tsv '
        'sub-31_ses-02_task-movie_nirs.json '
        'sub-31_ses-02_task-movie_optodes.tsv'
    ),
    'sub-32/ses-01/nirs': (
        'sub-32_ses-01_task-movie.mat '
        'sub-32_ses-01_task-movie_channels.tsv '
        'sub-32_ses-01_task-movie_coordsystem.json '
        'sub-32_ses-01_task-movie_events.tsv '
        'sub-32_ses-01_task-movie_nirs.json '
        'sub-32_ses-01_task-movie_optodes.tsv'
    ),
    'sub-32/ses-02/nirs': (
        'sub-32_ses-02_task-movie.mat '
        'sub-32_ses-02_task-movie_channels.tsv '
        'sub-32_ses-02_task-movie_coordsystem.json '
        'sub-32_ses-02_task-movie_events.tsv '
        'sub-32_ses-02_task-movie_nirs.json '
        'sub-32_ses-02_task-movie_optodes.tsv'
    ),
    'sub-33/ses-01/nirs': (
        'sub-33_ses-01_task-movie.mat '
        'sub-33_ses-01_task-movie_channels.tsv '
        'sub-33_ses-01_task-movie_coordsystem.json '
        'sub-33_ses-01_task-movie_events.tsv '
        'sub-33_ses-01_task-movie_nirs.json '
        'sub-33_ses-01_task-movie_optodes.tsv'
    ),
    'sub-33/ses-02/nirs': (
        'sub-33_ses-02_task-movie.mat '
        'sub-33_ses-02_task-movie_channels.tsv '
        'sub-33_ses-02_task-movie_coordsystem.json '
        'sub-33_ses-02_task-movie_events.tsv '
        'sub-33_ses-02_task-movie_nirs.json '
        'sub-33_ses-02_task-movie_optodes.tsv'
    ),
    'sub-34/ses-01/nirs': (
        'sub-34_ses-01_task-movie.mat '
        'sub-34_ses-01_task-movie_channels.tsv '
        'sub-34_ses-01_task-movie_coordsystem.json '
        'sub-34_ses-01_task-movie_events.tsv '
        'sub-34_ses-01_task-movie_nirs.json '
        'sub-34_ses-01_task-movie_optodes.tsv'
    ),
    'sub-34/ses-02/nirs': (
        'sub-34_ses-02_task-movie.mat '
        'sub-34_ses-02_task-movie_channels.tsv '
        'sub-34_ses-02_task-movie_coordsystem.json '
        'sub-34_ses-02_task-movie_events.tsv '
        'sub-34_ses-02_task-movie_nirs.json '
        'sub-34_ses-02_task-movie_optodes.tsv'
    ),
    'sub-35/ses-01/nirs': (
        'sub-35_ses-01_task-movie.mat '
        'sub-35_ses-01_task-movie_channels.tsv '
        'sub-35_ses-01_task-movie_coordsystem.json '
        'sub-35_ses-01_task-movie_events.tsv '
        'sub-35_ses-01_task-movie_nirs.json '
        'sub-35_ses-01_task-movie_optodes.tsv'
    ),
    'sub-35/ses-02/nirs': (
        'sub-35_ses-02_task-movie.mat '
        'sub-35_ses-02_task-movie_channels.tsv '
        'sub-35_ses-02_task-movie_coordsystem.json '
        'sub-35_ses-02_task-movie_events.tsv '
        'sub-35_ses-02_task-movie_nirs.json '
        'sub-35_ses-02_task-movie_optodes.tsv'
    ),
    'sub-35/ses-03/nirs': (
        'sub-35_ses-03_task-movie.mat '
        'sub-35_ses-03_task-movie_channels.tsv '
        'sub-35_ses-03_task-movie_coordsystem.json '
        'sub-35_ses-03_task-movie_events.tsv '
        'sub-35_ses-03_task-movie_nirs.json '
        'sub-35_ses-03_task-movie_optodes.tsv'
    ),
    'sub-36/ses-01/nirs': (
        'sub-36_ses-01_task-movie.mat '
        'sub-36_ses-01_task-movie_channels.tsv '
        'sub-36_ses-01_task-movie_coordsystem.json '
        'sub-36_ses-01_task-movie_events.tsv '
        'sub-36_ses-01_task-movie_nirs.json '
        'sub-36_ses-01_task-movie_optodes.tsv'
    ),
    'sub-36/ses-02/nirs': (
        'sub-36_ses-02_task-movie.mat '
        'sub-36_ses-02_task-movie_channels.tsv '
        'sub-36_ses-02_task-movie_coordsystem.json '
        'sub-36_ses-02_task-movie_events.tsv '
        'sub-36_ses-02_task-movie_nirs.json '
        'sub-36_ses-02_task-movie_optodes.tsv'
    ),
    'sub-37/ses-01/nirs': (
        'sub-37_ses-01_task-movie.mat '
        'sub-37_ses-01_task-movie_channels.tsv '
        'sub-37_ses-01_task-movie_coordsystem.json '
        'sub-37_ses-01_task-movie_events.tsv '
        'sub-37_ses-01_task-movie_nirs.json '
        'sub-37_ses-01_task-movie_optodes.tsv'
    ),
    'sub-37/ses-02/nirs': (
        'sub-37_ses-02_task-movie.mat '
        'sub-37_ses-02_task-movie_channels.tsv '
        'sub-37_ses-02_task-movie_coordsystem.json '
        'sub-37_ses-02_task-movie_events.tsv '
        'sub-37_ses-02_task-movie_nirs.json '
        'sub-37_ses-02_task-movie_optodes.tsv'
    ),
    'sub-38/ses-01/nirs': (
        'sub-38_ses-01_task-movie.mat '
        'sub-38_ses-01_task-movie_channels.tsv '
        'sub-38_ses-01_task-movie_coordsystem.json '
        'sub-38_ses-01_task-movie_events.tsv '
        'sub-38_ses-01_task-movie_nirs.json '
        'sub-38_ses-01_task-movie_optodes.tsv'
    ),
    'sub-39/ses-01/nirs': (
        'sub-39_ses-01_task-movie.mat '
        'sub-39_ses-01_task-movie_channels.tsv '
        'sub-39_ses-01_task-movie_coordsystem.json '
        'sub-39_ses-01_task-movie_events.tsv '
        'sub-39_ses-01_task-movie_nirs.json '
        'sub-39_ses-01_task-movie_optodes.tsv'
    ),
    'sub-39/ses-02/nirs': (
        'sub-39_ses-02_task-movie.mat '
        'sub-39_ses-02_task-movie_channels.tsv '
        'sub-39_ses-02_task-movie_coordsystem.json '
        'sub-39_ses-02_task-movie_events.tsv '
        'sub-39_ses-02_task-movie_nirs.json '
        'sub-39_ses-02_task-movie_optodes.tsv'
    ),
    'sub-40/ses-01/nirs': (
        'sub-40_ses-01_task-movie.mat '
        'sub-40_ses-01_task-movie_channels.tsv '
        'sub-40_ses-01_task-movie_coordsystem.json '
        'sub-40_ses-01_task-movie_events.tsv '
        'sub-40_ses-01_task-movie_nirs.json '
        'sub-40_ses-01_task-movie_optodes.tsv'
    ),
    'sub-40/ses-02/nirs': (
        'sub-40_ses-02_task-movie.mat '
        'sub-40_ses-02_task-movie_channels.tsv '
        'sub-40_ses-02_task-movie_coordsystem.json '
        'sub-40_ses-02_task-movie_events.tsv '
        'sub-40_ses-02_task-movie_nirs.json '
        'sub-40_ses-02_task-movie_optodes.tsv'
    ),
    'sub-41/ses-01/nirs': (
        'sub-41_ses-01_task-movie.mat '
        'sub-41_ses-01_task-movie_channels.tsv '
        'sub-41_ses-01_task-movie_coordsystem.json '
        'sub-41_ses-01_task-movie_events.tsv '
        'sub-41_ses-01_task-movie_nirs.json '
        'sub-41_ses-01_task-movie_optodes.tsv'
    ),
    'sub-42/ses-01/nirs': (
        'sub-42_ses-01_task-movie.mat '
        'sub-42_ses-01_task-movie_channels.tsv '
        'sub-42_ses-01_task-movie_coordsystem.json '
        'sub-42_ses-01_task-movie_events.tsv '
        'sub-42_ses-01_task-movie_nirs.json '
        'sub-42_ses-01_task-movie_optodes.tsv'
    ),
    'sub-42/ses-02/nirs': (
        'sub-42_ses-02_task-movie.mat '
        'sub-42_ses-02_task-movie_channels.tsv '
        'sub-42_ses-02_task-movie_coordsystem.json '
        'sub-42_ses-02_task-movie_events.tsv '
        'sub-42_ses-02_task-movie_nirs.json '
        'sub-42_ses-02_task-movie_optodes.tsv'
    ),
    'sub-43/ses-01/nirs': (
        'sub-43_ses-01_task-movie.mat '
        'sub-43_ses-01_task-movie_channels.tsv '
        'sub-43_ses-01_task-movie_coordsystem.json '
        'sub-43_ses-01_task-movie_events.tsv '
        'sub-43_ses-01_task-movie_nirs.json '
        'sub-43_ses-01_task-movie_optodes.tsv'
    ),
    'sub-43/ses-02/nirs': (
        'sub-43_ses-02_task-movie.mat '
        'sub-43_ses-02_task-movie_channels.tsv '
        'sub-43_ses-02_task-movie_coordsystem.json '
        'sub-43_ses-02_task-movie_events.tsv '
        'sub-43_ses-02_task-movie_nirs.json '
        'sub-43_ses-02_task-movie_optodes.tsv'
    ),
    'sub-43/ses-03/nirs': (
        'sub-43_ses-03_task-movie.mat '
        'sub-43_ses-03_task-movie_channels.tsv '
        'sub-43_ses-03_task-movie_coordsystem.json '
        'sub-43_ses-03_task-movie_events.tsv '
        'sub-43_ses-03_task-movie_nirs.json '
        'sub-43_ses-03_task-movie_optodes.tsv'
    ),
    'sub-44/ses-01/nirs': (
        'sub-44_ses-01_task-movie.mat '
        'sub-44_ses-01_task-movie_channels.tsv '
        'sub-44_ses-01_task-movie_coordsystem.json '
        'sub-44_ses-01_task-movie_events.tsv '
        'sub-44_ses-01_task-movie_nirs.json '
        'sub-44_ses-01_task-movie_optodes.tsv'
    ),
    'sub-44/ses-02/nirs': (
        'sub-44_ses-02_task-movie.mat '
        'sub-44_ses-02_task-movie_channels.tsv '
        'sub-44_ses-02_task-movie_coordsystem.json '
        'sub-44_ses-02_task-movie_events.tsv '
        'sub-44_ses-02_task-movie_nirs.json '
        'sub-44_ses-02_task-movie_optodes.tsv'
    ),
    'sub-45/ses-01/nirs': (
        'sub-45_ses-01_task-movie.mat '
        'sub-45_ses-01_task-movie_channels.tsv '
        'sub-45_ses-01_task-movie_coordsystem.json '
        'sub-45_ses-01_task-movie_events.tsv '
        'sub-45_ses-01_task-movie_nirs.json '
        'sub-45_ses-01_task-movie_optodes.tsv'
    ),
    'sub-45/ses-02/nirs': (
        'sub-45_ses-02_task-movie.mat '
        'sub-45_ses-02_task-movie_channels.tsv '
        'sub-45_ses-02_task-movie_coordsystem.json '
        'sub-45_ses-02_task-movie_events.tsv '
        'sub-45_ses-02_task-movie_nirs.json '
        'sub-45_ses-02_task-movie_optodes.tsv'
    ),
    'sub-46/ses-01/nirs': (
        'sub-46_ses-01_task-movie.mat '
        'sub-46_ses-01_task-movie_channels.tsv '
        'sub-46_ses-01_task-movie_coordsystem.json '
        'sub-46_ses-01_task-movie_events.tsv '
        'sub-46_ses-01_task-movie_nirs.json '
        'sub-46_ses-01_task-movie_optodes.tsv'
    ),
    'sub-46/ses-02/nirs': (
        'sub-46_ses-02_task-movie.mat '
        'sub-46_ses-02_task-movie_channels.tsv '
        'sub-46_ses-02_task-movie_coordsystem.json '
        'sub-46_ses-02_task-movie_events.tsv '
        'sub-46_ses-02_task-movie_nirs.json '
        'sub-46_ses-02_task-movie_optodes.tsv'
    ),
    'sub-47/ses-01/nirs': (
        'sub-47_ses-01_task-movie.mat '
        'sub-47_ses-01_task-movie_channels.tsv '
        'sub-47_ses-01_task-movie_coordsystem.json '
        'sub-47_ses-01_task-movie_events.tsv '
        'sub-47_ses-01_task-movie_nirs.json '
        'sub-47_ses-01_task-movie_optodes.tsv'
    ),
    'sub-47/ses-02/nirs': (
        'sub-47_ses-02_task-movie.mat '
        'sub-47_ses-02_task-movie_channels.tsv '
        'sub-47_ses-02_task-movie_coordsystem.json '
        'sub-47_ses-02_task-movie_events.tsv '
        'sub-47_ses-02_task-movie_nirs.json '
        'sub-47_ses-02_task-movie_optodes.tsv'
    ),
    'sub-48/ses-01/nirs': (
        'sub-48_ses-01_task-movie.mat '
        'sub-48_ses-01_task-movie_channels.tsv '
        'sub-48_ses-01_task-movie_coordsystem.json '
        'sub-48_ses-01_task-movie_events.tsv '
        'sub-48_ses-01_task-movie_nirs.json '
        'sub-48_ses-01_task-movie_optodes.tsv'
    ),
    'sub-49/ses-01/nirs': (
        'sub-49_ses-01_task-movie.mat '
        'sub-49_ses-01_task-movie_channels.tsv '
        'sub-49_ses-01_task-movie_coordsystem.json '
        'sub-49_ses-01_task-movie_events.tsv '
        'sub-49_ses-01_task-movie_nirs.json '
        'sub-49_ses-01_task-movie_optodes.tsv'
    ),
    'sub-49/ses-02/nirs': (
        'sub-49_ses-02_task-movie.mat '
        'sub-49_ses-02_task-movie_channels.tsv '
        'sub-49_ses-02_task-movie_coordsystem.json '
        'sub-49_ses-02_task-movie_events.tsv '
        'sub-49_ses-02_task-movie_nirs.json '
        'sub-49_ses-02_task-movie_optodes.tsv'
    ),
    'sub-50/ses-01/nirs': (
        'sub-50_ses-01_task-movie.mat '
        'sub-50_ses-01_task-movie_channels.tsv '
        'sub-50_ses-01_task-movie_coordsystem.json '
        'sub-50_ses-01_task-movie_events.tsv '
        'sub-50_ses-01_task-movie_nirs.json '
        'sub-50_ses-01_task-movie_optodes.tsv'
    ),
    'sub-50/ses-02/nirs': (
        'sub-50_ses-02_task-movie.mat '
        'sub-50_ses-02_task-movie_channels.tsv '
        'sub-50_ses-02_task-movie_coordsystem.json '
        'sub-50_ses-02_task-movie_events.tsv '
        'sub-50_ses-02_task-movie_nirs.json '
        'sub-50_ses-02_task-movie_optodes.tsv'
    ),
    'sub-51/ses-01/nirs': (
        'sub-51_ses-01_task-movie.mat '
        'sub-51_ses-01_task-movie_channels.tsv '
        'sub-51_ses-01_task-movie_coordsystem.json '
        'sub-51_ses-01_task-movie_events.tsv '
        'sub-51_ses-01_task-movie_nirs.json '
        'sub-51_ses-01_task-movie_optodes.tsv'
    ),
    'sub-51/ses-02/nirs': (
        'sub-51_ses-02_task-movie.mat '
        'sub-51_ses-02_task-movie_channels.tsv '
        'sub-51_ses-02_task-movie_coordsystem.json '
        'sub-51_ses-02_task-movie_events.tsv '
        'sub-51_ses-02_task-movie_nirs.json '
        'sub-51_ses-02_task-movie_optodes.tsv'
    ),
    'sub-52/ses-01/nirs': (
        'sub-52_ses-01_task-movie.mat '
        'sub-52_ses-01_task-movie_channels.tsv '
        'sub-52_ses-01_task-movie_coordsystem.json '
        'sub-52_ses-01_task-movie_events.tsv '
        'sub-52_ses-01_task-movie_nirs.json '
        'sub-52_ses-01_task-movie_optodes.tsv'
    ),
    'sub-53/ses-01/nirs': (
        'sub-53_ses-01_task-movie.mat '
        'sub-53_ses-01_task-movie_channels.tsv '
        'sub-53_ses-01_task-movie_coordsystem.json '
        'sub-53_ses-01_task-movie_events.tsv '
        'sub-53_ses-01_task-movie_nirs.json '
        'sub-53_ses-01_task-movie_optodes.tsv'
    ),
    'sub-54/ses-01/nirs': (
        'sub-54_ses-01_task-movie.mat '
        'sub-54_ses-01_task-movie_channels.tsv '
        'sub-54_ses-01_task-movie_coordsystem.json '
        'sub-54_ses-01_task-movie_events.tsv '
        'sub-54_ses-01_task-movie_nirs.json '
        'sub-54_ses-01_task-movie_optodes.tsv'
    ),
    'sub-55/ses-01/nirs': (
        'sub-55_ses-01_task-movie.mat '
        'sub-55_ses-01_task-movie_channels.tsv '
        'sub-55_ses-01_task-movie_coordsystem.json '
        'sub-55_ses-01_task-movie_events.tsv '
        'sub-55_ses-01_task-movie_nirs.json '
        'sub-55_ses-01_task-movie_optodes.tsv'
    ),
    'sub-56/ses-01/nirs': (
        'sub-56_ses-01_task-movie.mat '
        'sub-56_ses-01_task-movie_channels.tsv '
        'sub-56_ses-01_task-movie_coordsystem.json '
        'sub-56_ses-01_task-movie_events.tsv '
        'sub-56_ses-01_task-movie_nirs.json '
        'sub-56_ses-01_task-movie_optodes.tsv'
    ),
    'sub-57/ses-01/nirs': (
        'sub-57_ses-01_task-movie.mat '
        'sub-57_ses-01_task-movie_channels.tsv '
        'sub-57_ses-01_task-movie_coordsystem.json '
        'sub-57_ses-01_task-movie_events.tsv '
        'sub-57_ses-01_task-movie_nirs.json '
        'sub-57_ses-01_task-movie_optodes.tsv'
    ),
    'sub-58/ses-01/nirs': (
        'sub-58_ses-01_task-movie.mat '
        'sub-58_ses-01_task-movie_channels.tsv '
        'sub-58_ses-01_task-movie_coordsystem.json '
        'sub-58_ses-01_task-movie_events.tsv '
        'sub-58_ses-01_task-movie_nirs.json '
        'sub-58_ses-01_task-movie_optodes.tsv'
    ),
}


NIRS_SIDECARS_KIND = {
    '': (
        'sub-01/ses-02/nirs/sub-01_ses-02_task-movie_coordsystem.json '
        'sub-01/ses-02/nirs/sub-01_ses-02_task-movie_nirs.json '
        'sub-02/ses-04/nirs/sub-02_ses-04_task-movie_coordsystem.json '
        'sub-02/ses-04/nirs/sub-02_ses-04_task-movie_events.tsv '
        'sub-02/ses-05/nirs/sub-02_ses-05_task-movie_channels.tsv '
        'sub-02/ses-05/nirs/sub-02_ses-05_task-movie_coordsystem.json '
        'sub-03/ses-01/nirs/sub-03_ses-01_task-movie_optodes.tsv '
        'sub-04/ses-02/nirs/sub-04_ses-02_task-movie_nirs.json '
        'sub-04/ses-02/nirs/sub-04_ses-02_task-movie_optodes.tsv '
        'sub-06/ses-01/nirs/sub-06_ses-01_task-movie_coordsystem.json '
        'sub-06/ses-01/nirs/sub-06_ses-01_task-movie_events.tsv '
        'sub-08/ses-01/nirs/sub-08_ses-01_task-movie_coordsystem.json '
        'sub-08/ses-01/nirs/sub-08_ses-01_task-movie_events.tsv '
        'sub-09/ses-01/nirs/sub-09_ses-01_task-movie_events.tsv '
        'sub-09/ses-01/nirs/sub-09_ses-01_task-movie_optodes.tsv '
        'sub-11/ses-01/nirs/sub-11_ses-01_task-movie_events.tsv '
        'sub-11/ses-01/nirs/sub-11_ses-01_task-movie_optodes.tsv '
        'sub-12/ses-01/nirs/sub-12_ses-01_task-movie_channels.tsv '
        'sub-12/ses-01/nirs/sub-12_ses-01_task-movie_optodes.tsv '
        'sub-12/ses-02/nirs/sub-12_ses-02_task-movie_events.tsv '
        'sub-12/ses-02/nirs/sub-12_ses-02_task-movie_optodes.tsv '
        'sub-13/ses-01/nirs/sub-13_ses-01_task-movie_channels.tsv '
        'sub-13/ses-01/nirs/sub-13_ses-01_task-movie_events.tsv '
        'sub-13/ses-02/nirs/sub-13_ses-02_task-movie_coordsystem.json '
        'sub-13/ses-02/nirs/sub-13_ses-02_task-movie_events.tsv '
        'sub-14/ses-01/nirs/sub-14_ses-01_task-movie_channels.tsv '
        'sub-15/ses-02/nirs/sub-15_ses-02_task-movie_nirs.json '
        'sub-15/ses-02/nirs/sub-15_ses-02_task-movie_optodes.tsv '
        'sub-16/ses-02/nirs/sub-16_ses-02_task-movie_channels.tsv '
        'sub-16/ses-02/nirs/sub-16_ses-02_task-movie_coordsystem.json '
        'sub-17/ses-01/nirs/sub-17_ses-01_task-movie_events.tsv '
        'sub-17/ses-01/nirs/sub-17_ses-01_task-movie_optodes.tsv '
        'sub-21/ses-01/nirs/sub-21_ses-01_task-movie_coordsystem.json '
        'sub-21/ses-01/nirs/sub-21_ses-01_task-movie_nirs.json '
        'sub-26/ses-01/nirs/sub-26_ses-01_task-movie_nirs.json '
        'sub-26/ses-01/nirs/sub-26_ses-01_task-movie_optodes.tsv '
        'sub-32/ses-01/nirs/sub-32_ses-01_task-movie_channels.tsv '
        'sub-32/ses-01/nirs/sub-32_ses-01_task-movie_coordsystem.json '
        'sub-33/ses-01/nirs/sub-33_ses-01_task-movie_channels.tsv '
        'sub-34/ses-01/nirs/sub-34_ses-01_task-movie_nirs.json '
        'sub-34/ses-01/nirs/sub-34_ses-01_task-movie_optodes.tsv '
        'sub-34/ses-02/nirs/sub-34_ses-02_task-movie_events.tsv '
        'sub-34/ses-02/nirs/sub-34_ses-02_task-movie_optodes.tsv '
        'sub-35/ses-03/nirs/sub-35_ses-03_task-movie_nirs.json '
        'sub-36/ses-01/nirs/sub-36_ses-01_task-movie_events.tsv '
        'sub-36/ses-02/nirs/sub-36_ses-02_task-movie_coordsystem.json '
        'sub-36/ses-02/nirs/sub-36_ses-02_task-movie_nirs.json '
        'sub-37/ses-01/nirs/sub-37_ses-01_task-movie_nirs.json '
        'sub-37/ses-01/nirs/sub-37_ses-01_task-movie_optodes.tsv '
        'sub-39/ses-02/nirs/sub-39_ses-02_task-movie_nirs.json '
        'sub-39/ses-02/nirs/sub-39_ses-02_task-movie_optodes.tsv '
        'sub-40/ses-02/nirs/sub-40_ses-02_task-movie_events.tsv '
        'sub-40/ses-02/nirs/sub-40_ses-02_task-movie_nirs.json '
        'sub-42/ses-01/nirs/sub-42_ses-01_task-movie_optodes.tsv '
        'sub-42/ses-02/nirs/sub-42_ses-02_task-movie_coordsystem.json '
        'sub-43/ses-01/nirs/sub-43_ses-01_task-movie_channels.tsv '
        'sub-44/ses-01/nirs/sub-44_ses-01_task-movie_optodes.tsv '
        'sub-46/ses-01/nirs/sub-46_ses-01_task-movie_channels.tsv '
        'sub-49/ses-01/nirs/sub-49_ses-01_task-movie_coordsystem.json '
        'sub-49/ses-01/nirs/sub-49_ses-01_task-movie_optodes.tsv '
        'sub-49/ses-02/nirs/sub-49_ses-02_task-movie_channels.tsv '
        'sub-49/ses-02/nirs/sub-49_ses-02_task-movie_nirs.json '
        'sub-51/ses-02/nirs/sub-51_ses-02_task-movie_channels.tsv '
        'sub-51/ses-02/nirs/sub-51_ses-02_task-movie_events.tsv '
        'sub-53/ses-01/nirs/sub-53_ses-01_task-movie_channels.tsv '
        'sub-53/ses-01/nirs/sub-53_ses-01_task-movie_coordsystem.json'
    ),
    'sub-01/ses-01/nirs': (
        'sub-01_ses-01_task-movie_coordsystem.json '
        'sub-01_ses-01_task-movie_events.tsv '
        'sub-01_ses-01_task-movie_nirs.json'
    ),
    'sub-01/ses-03/nirs': (
        'sub-01_ses-03_task-movie_channels.tsv '
        'sub-01_ses-03_task-movie_coordsystem.json '
        'sub-01_ses-03_task-movie_nirs.json'
    ),
    'sub-02/ses-01/nirs': (
        'sub-02_ses-01_task-movie_coordsystem.json '
        'sub-02_ses-01_task-movie_events.tsv '
        'sub-02_ses-01_task-movie_optodes.tsv'
    ),
    'sub-02/ses-03/nirs': (
        'sub-02_ses-03_task-movie_channels.tsv '
        'sub-02_ses-03_task-movie_coordsystem.json '
        'sub-02_ses-03_task-movie_optodes.tsv'
    ),
    'sub-02/ses-06/nirs': (
        'sub-02_ses-06_task-movie_channels.tsv '
        'sub-02_ses-06_task-movie_coordsystem.json '
        'sub-02_ses-06_task-movie_events.tsv '
        'sub-02_ses-06_task-movie_nirs.json '
        'sub-02_ses-06_task-movie_optodes.tsv'
    ),
    'sub-02/ses-07/nirs': (
        'sub-02_ses-07_task-movie_channels.tsv '
        'sub-02_ses-07_task-movie_coordsystem.json '
        'sub-02_ses-07_task-movie_events.tsv '
        'sub-02_ses-07_task-movie_nirs.json '
        'sub-02_ses-07_task-movie_optodes.tsv'
    ),
    'sub-03/ses-02/nirs': (
        'sub-03_ses-02_task-movie_channels.tsv '
        'sub-03_ses-02_task-movie_events.tsv '
        'sub-03_ses-02_task-movie_nirs.json '
        'sub-03_ses-02_task-movie_optodes.tsv'
    ),
    'sub-04/ses-01/nirs': (
        'sub-04_ses-01_task-movie_coordsystem.json '
        'sub-04_ses-01_task-movie_events.tsv '
        'sub-04_ses-01_task-movie_optodes.tsv'
    ),
    'sub-05/ses-01/nirs': (
        'sub-05_ses-01_task-movie_channels.tsv '
        'sub-05_ses-01_task-movie_coordsystem.json '
        'sub-05_ses-01_task-movie_events.tsv '
        'sub-05_ses-01_task-movie_optodes.tsv'
    ),
    'sub-05/ses-02/nirs': (
        'sub-05_ses-02_task-movie_channels.tsv '
        'sub-05_ses-02_task-movie_coordsystem.json '
        'sub-05_ses-02_task-movie_nirs.json '
        'sub-05_ses-02_task-movie_optodes.tsv'
    ),
    'sub-07/ses-01/nirs': (
        'sub-07_ses-01_task-movie_channels.tsv '
        'sub-07_ses-01_task-movie_events.tsv '
        'sub-07_ses-01_task-movie_nirs.json '
        'sub-07_ses-01_task-movie_optodes.tsv'
    ),
    'sub-10/ses-01/nirs': (
        'sub-10_ses-01_task-movie_channels.tsv '
        'sub-10_ses-01_task-movie_coordsystem.json '
        'sub-10_ses-01_task-movie_events.tsv '
        'sub-10_ses-01_task-movie_nirs.json'
    ),
    'sub-10/ses-02/nirs': (
        'sub-10_ses-02_task-movie_channels.tsv '
        'sub-10_ses-02_task-movie_coordsystem.json '
        'sub-10_ses-02_task-movie_events.tsv '
        'sub-10_ses-02_task-movie_nirs.json'
    ),
    'sub-11/ses-02/nirs': (
        'sub-11_ses-02_task-movie_channels.tsv '
        'sub-11_ses-02_task-movie_events.tsv '
        'sub-11_ses-02_task-movie_nirs.json '
        'sub-11_ses-02_task-movie_optodes.tsv'
    ),
    'sub-14/ses-02/nirs': (
        'sub-14_ses-02_task-movie_channels.tsv '
        'sub-14_ses-02_task-movie_coordsystem.json '
        'sub-14_ses-02_task-movie_events.tsv '
        'sub-14_ses-02_task-movie_nirs.json'
    ),
    'sub-15/ses-01/nirs': (
        'sub-15_ses-01_task-movie_coordsystem.json '
        'sub-15_ses-01_task-movie_events.tsv '
        'sub-15_ses-01_task-movie_nirs.json '
        'sub-15_ses-01_task-movie_optodes.tsv'
    ),
    'sub-16/ses-01/nirs': (
        'sub-16_ses-01_task-movie_channels.tsv '
        'sub-16_ses-01_task-movie_coordsystem.json '
        'sub-16_ses-01_task-movie_optodes.tsv'
    ),
    'sub-16/ses-03/nirs': (
        'sub-16_ses-03_task-movie_events.tsv '
        'sub-16_ses-03_task-movie_nirs.json '
        'sub-16_ses-03_task-movie_optodes.tsv'
    ),
    'sub-16/ses-04/nirs': (
        'sub-16_ses-04_task-movie_channels.tsv '
        'sub-16_ses-04_task-movie_coordsystem.json '
        'sub-16_ses-04_task-movie_optodes.tsv'
    ),
    'sub-17/ses-02/nirs': (
        'sub-17_ses-02_task-movie_channels.tsv '
        'sub-17_ses-02_task-movie_coordsystem.json '
        'sub-17_ses-02_task-movie_events.tsv '
        'sub-17_ses-02_task-movie_optodes.tsv'
    ),
    'sub-17/ses-03/nirs': (
        'sub-17_ses-03_task-movie_events.tsv '
        'sub-17_ses-03_task-movie_nirs.json '
        'sub-17_ses-03_task-movie_optodes.tsv'
    ),
    'sub-18/ses-01/nirs': (
        'sub-18_ses-01_task-movie_channels.tsv '
        'sub-18_ses-01_task-movie_coordsystem.json '
        'sub-18_ses-01_task-movie_events.tsv '
        'sub-18_ses-01_task-movie_optodes.tsv'
    ),
    'sub-18/ses-02/nirs': (
        'sub-18_ses-02_task-movie_coordsystem.json '
        'sub-18_ses-02_task-movie_events.tsv '
        'sub-18_ses-02_task-movie_nirs.json'
    ),
    'sub-19/ses-01/nirs': (
        'sub-19_ses-01_task-movie_channels.tsv '
        'sub-19_ses-01_task-movie_coordsystem.json '
        'sub-19_ses-01_task-movie_nirs.json '
        'sub-19_ses-01_task-movie_optodes.tsv'
    ),
    'sub-20/ses-01/nirs': (
        'sub-20_ses-01_task-movie_coordsystem.json '
        'sub-20_ses-01_task-movie_events.tsv '
        'sub-20_ses-01_task-movie_nirs.json '
        'sub-20_ses-01_task-movie_optodes.tsv'
    ),
    'sub-22/ses-01/nirs': (
        'sub-22_ses-01_task-movie_channels.tsv '
        'sub-22_ses-01_task-movie_coordsystem.json '
        'sub-22_ses-01_task-movie_nirs.json'
    ),
    'sub-22/ses-02/nirs': (
        'sub-22_ses-02_task-movie_channels.tsv '
        'sub-22_ses-02_task-movie_coordsystem.json '
        'sub-22_ses-02_task-movie_events.tsv '
        'sub-22_ses-02_task-movie_nirs.json'
    ),
    'sub-23/ses-01/nirs': (
        'sub-23_ses-01_task-movie_coordsystem.json '
        'sub-23_ses-01_task-movie_events.tsv '
        'sub-23_ses-01_task-movie_nirs.json'
    ),
    'sub-25/ses-01/nirs': (
        'sub-25_ses-01_task-movie_channels.tsv '
        'sub-25_ses-01_task-movie_coordsystem.json '
        'sub-25_ses-01_task-movie_events.tsv '
        'sub-25_ses-01_task-movie_nirs.json'
    ),
    'sub-27/ses-01/nirs': (
        'sub-27_ses-01_task-movie_channels.tsv '
        'sub-27_ses-01_task-movie_nirs.json '
        'sub-27_ses-01_task-movie_optodes.tsv'
    ),
    'sub-27/ses-02/nirs': (
        'sub-27_ses-02_task-movie_channels.tsv '
        'sub-27_ses-02_task-movie_coordsystem.json '
        'sub-27_ses-02_task-movie_events.tsv '
        'sub-27_ses-02_task-movie_nirs.json '
        'sub-27_ses-02_task-movie_optodes.tsv'
    ),
    'sub-28/ses-01/nirs': (
        'sub-28_ses-01_task-movie_coordsystem.json '
        'sub-28_ses-01_task-movie_nirs.json '
        'sub-28_ses-01_task-movie_optodes.tsv'
    ),
    'sub-28/ses-02/nirs': (
        'sub-28_ses-02_task-movie_channels.tsv '
        'sub-28_ses-02_task-movie_coordsystem.json '
        'sub-28_ses-02_task-movie_optodes.tsv'
    ),
    'sub-28/ses-03/nirs': (
        'sub-28_ses-03_task-movie_channels.tsv '
        'sub-28_ses-03_task-movie_events.tsv '
        'sub-28_ses-03_task-movie_nirs.json'
    ),
    'sub-29/ses-01/nirs': (
        'sub-29_ses-01_task-movie_coordsystem.json '
        'sub-29_ses-01_task-movie_events.tsv '
        'sub-29_ses-01_task-movie_optodes.tsv'
    ),
    'sub-29/ses-02/nirs': (
        'sub-29_ses-02_task-movie_channels.tsv '
        'sub-29_ses-02_task-movie_nirs.json '
        'sub-29_ses-02_task-movie_optodes.tsv'
    ),
    'sub-30/ses-01/nirs': (
        'sub-30_ses-01_task-movie_channels.tsv '
        'sub-30_ses-01_task-movie_coordsystem.json '
        'sub-30_ses-01_task-movie_nirs.json '
        'sub-30_ses-01_task-movie_optodes.tsv'
    ),
    'sub-31/ses-01/nirs': (
        'sub-31_ses-01_task-movie_channels.tsv '
        'sub-31_ses-01_task-movie_coordsystem.json '
        'sub-31_ses-01_task-movie_nirs.json '
        'sub-31_ses-01_task-movie_optodes.tsv'
    ),
    'sub-31/ses-02/nirs': (
        'sub-31_ses-02_task-movie_coordsystem.json '
        'sub-31_ses-02_task-movie_events.tsv '
        'sub-31_ses-02_task-movie_optodes.tsv'
    ),
    'sub-32/ses-02/nirs': (
        'sub-32_ses-02_task-movie_channels.tsv '
        'sub-32_ses-02_task-movie_events.tsv '
        'sub-32_ses-02_task-movie_optodes.tsv'
    ),
    'sub-33/ses-02/nirs': (
        'sub-33_ses-02_task-movie_channels.tsv '
        'sub-33_ses-02_task-movie_coordsystem.json '
        'sub-33_ses-02_task-movie_events.tsv '
        'sub-33_ses-02_task-movie_optodes.tsv'
    ),
    'sub-35/ses-01/nirs': (
        'sub-35_ses-01_task-movie_channels.tsv '
        'sub-35_ses-01_task-movie_coordsystem.json '
        'sub-35_ses-01_task-movie_events.tsv'
    ),
    'sub-35/ses-02/nirs': (
        'sub-35_ses-02_task-movie_coordsystem.json '
        'sub-35_ses-02_task-movie_events.tsv '
        'sub-35_ses-02_task-movie_nirs.json '
        'sub-35_ses-02_task-movie_optodes.tsv'
    ),
    'sub-37/ses-02/nirs': (
        'sub-37_ses-02_task-movie_channels.tsv '
        'sub-37_ses-02_task-movie_coordsystem.json '
        'sub-37_ses-02_task-movie_events.tsv'
    ),
    'sub-38/ses-01/nirs': (
        'sub-38_ses-01_task-movie_coordsystem.json '
        'sub-38_ses-01_task-movie_events.tsv '
        'sub-38_ses-01_task-movie_nirs.json'
    ),
    'sub-39/ses-01/nirs': (
        'sub-39_ses-01_task-movie_coordsystem.json '
        'sub-39_ses-01_task-movie_events.tsv '
        'sub-39_ses-01_task-movie_nirs.json '
        'sub-39_ses-01_task-movie_optodes.tsv'
    ),
    'sub-40/ses-01/nirs': (
        'sub-40_ses-01_task-movie_coordsystem.json '
        'sub-40_ses-01_task-movie_events.tsv '
        'sub-40_ses-01_task-movie_optodes.tsv'
    ),
    'sub-41/ses-01/nirs': (
        'sub-41_ses-01_task-movie_coordsystem.json '
        'sub-41_ses-01_task-movie_events.tsv '
        'sub-41_ses-01_task-movie_optodes.tsv'
    ),
    'sub-43/ses-02/nirs': (
        'sub-43_ses-02_task-movie_channels.tsv '
        'sub-43_ses-02_task-movie_coordsystem.json '
        'sub-43_ses-02_task-movie_nirs.json '
        'sub-43_ses-02_task-movie_optodes.tsv'
    ),
    'sub-43/ses-03/nirs': (
        'sub-43_ses-03_task-movie_channels.tsv '
        'sub-43_ses-03_task-movie_coordsystem.json '
        'sub-43_ses-03_task-movie_optodes.tsv'
    ),
    'sub-44/ses-02/nirs': (
        'sub-44_ses-02_task-movie_channels.tsv '
        'sub-44_ses-02_task-movie_nirs.json '
        'sub-44_ses-02_task-movie_optodes.tsv'
    ),
    'sub-45/ses-01/nirs': (
        'sub-45_ses-01_task-movie_channels.tsv '
        'sub-45_ses-01_task-movie_coordsystem.json '
        'sub-45_ses-01_task-movie_events.tsv '
        'sub-45_ses-01_task-movie_optodes.tsv'
    ),
    'sub-45/ses-02/nirs': (
        'sub-45_ses-02_task-movie_events.tsv '
        'sub-45_ses-02_task-movie_nirs.json '
        'sub-45_ses-02_task-movie_optodes.tsv'
    ),
    'sub-46/ses-02/nirs': (
        'sub-46_ses-02_task-movie_channels.tsv '
        'sub-46_ses-02_task-movie_events.tsv '
        'sub-46_ses-02_task-movie_nirs.json '
        'sub-46_ses-02_task-movie_optodes.tsv'
    ),
    'sub-47/ses-01/nirs': (
        'sub-47_ses-01_task-movie_channels.tsv '
        'sub-47_ses-01_task-movie_coordsystem.json '
        'sub-47_ses-01_task-movie_nirs.json '
        'sub-47_ses-01_task-movie_optodes.tsv'
    ),
    'sub-47/ses-02/nirs': (
        'sub-47_ses-02_task-movie_channels.tsv '
        'sub-47_ses-02_task-movie_events.tsv '
        'sub-47_ses-02_task-movie_nirs.json '
        'sub-47_ses-02_task-movie_optodes.tsv'
    ),
    'sub-48/ses-01/nirs': (
        'sub-48_ses-01_task-movie_coordsystem.json '
        'sub-48_ses-01_task-movie_events.tsv '
        'sub-48_ses-01_task-movie_nirs.json '
        'sub-48_ses-01_task-movie_optodes.tsv'
    ),
    'sub-50/ses-01/nirs': (
        'sub-50_ses-01_task-movie_channels.tsv '
        'sub-50_ses-01_task-movie_coordsystem.json '
        'sub-50_ses-01_task-movie_nirs.json'
    ),
    'sub-50/ses-02/nirs': (
        'sub-50_ses-02_task-movie_coordsystem.json '
        'sub-50_ses-02_task-movie_nirs.json '
        'sub-50_ses-02_task-movie_optodes.tsv'
    ),
    'sub-51/ses-01/nirs': (
        'sub-51_ses-01_task-movie_events.tsv '
        'sub-51_ses-01_task-movie_nirs.json '
        'sub-51_ses-01_task-movie_optodes.tsv'
    ),
    'sub-52/ses-01/nirs': (
        'sub-52_ses-01_task-movie_channels.tsv '
        'sub-52_ses-01_task-movie_coordsystem.json '
        'sub-52_ses-01_task-movie_events.tsv '
        'sub-52_ses-01_task-movie_nirs.json '
        'sub-52_ses-01_task-movie_optodes.tsv'
    ),
    'sub-54/ses-01/nirs': (
        'sub-54_ses-01_task-movie_coordsystem.json '
        'sub-54_ses-01_task-movie_nirs.json '
        'sub-54_ses-01_task-movie_optodes.tsv'
    ),
    'sub-55/ses-01/nirs': (
        'sub-55_ses-01_task-movie_coordsystem.json '
        'sub-55_ses-01_task-movie_events.tsv '
        'sub-55_ses-01_task-movie_nirs.json'
    ),
    'sub-56/ses-01/nirs': (
        'sub-56_ses-01_task-movie_channels.tsv '
        'sub-56_ses-01_task-movie_coordsystem.json '
        'sub-56_ses-01_task-movie_events.tsv '
        'sub-56_ses-01_task-movie_nirs.json '
        'sub-56_ses-01_task-movie_optodes.tsv'
    ),
    'sub-57/ses-01/nirs': (
        'sub-57_ses-01_task-movie_coordsystem.json '
        'sub-57_ses-01_task-movie_nirs.json '
        'sub-57_ses-01_task-movie_optodes.tsv'
    ),
    'sub-58/ses-01/nirs': (
        'sub-58_ses-01_task-movie_channels.tsv '
        'sub-58_ses-01_task-movie_coordsystem.json '
        'sub-58_ses-01_task-movie_events.tsv'
    ),
}


NIRS_SIDECARS_OTHER = {
    '': (
        '.bidsignore '
        '.gitattributes '
        'CHANGES '
        'README.md '
        'dataset_description.json '
        'participants.json '
        'participants.tsv '
        'task-movie_events.tsv '
        '.datalad/config '
        'sub-01/ses-01/func/sub-01_ses-01_task-movie_bold.json '
        'sub-01/ses-01/func/sub-01_ses-01_task-movie_bold.nii.gz '
        'sub-01/ses-01/nirs/sub-01_ses-01_task-movie.mat '
        'sub-01/ses-01/nirs/sub-01_ses-01_task-movie.snirf '
        'sub-01/ses-02/func/sub-01_ses-02_task-movie_bold.json '
        'sub-01/ses-02/func/sub-01_ses-02_task-movie_bold.nii.gz '
        'sub-01/ses-02/nirs/sub-01_ses-02_task-movie.mat '
        'sub-01/ses-02/nirs/sub-01_ses-02_task-movie.snirf '
        'sub-01/ses-03/func/sub-01_ses-03_task-movie_bold.json '
        'sub-01/ses-03/func/sub-01_ses-03_task-movie_bold.nii.gz '
        'sub-01/ses-03/nirs/sub-01_ses-03_task-movie.mat '
        'sub-01/ses-03/nirs/sub-01_ses-03_task-movie.snirf '
        'sub-02/ses-01/func/sub-02_ses-01_task-movie_bold.json '
        'sub-02/ses-01/func/sub-02_ses-01_task-movie_bold.nii.gz '
        'sub-02/ses-01/nirs/sub-02_ses-01_task-movie.mat '
        'sub-02/ses-01/nirs/sub-02_ses-01_task-movie.snirf '
        'sub-02/ses-02/func/sub-02_ses-02_task-movie_bold.json '
        'sub-02/ses-02/func/sub-02_ses-02_task-movie_bold.nii.gz '
        'sub-02/ses-02/nirs/sub-02_ses-02_task-movie.mat '
        'sub-02/ses-02/nirs/sub-02_ses-02_task-movie.snirf '
        'sub-02/ses-03/func/sub-02_ses-03_task-movie_bold.json '
        'sub-02/ses-03/func/sub-02_ses-03_task-movie_bold.nii.gz '
        'sub-02/ses-03/nirs/sub-02_ses-03_task-movie.mat '
        'sub-02/ses-03/nirs/sub-02_ses-03_task-movie.snirf '
        'sub-02/ses-04/func/sub-02_ses-04_task-movie_bold.json '
        'sub-02/ses-04/func/sub-02_ses-04_task-movie_bold.nii.gz '
        'sub-02/ses-04/nirs/sub-02_ses-04_task-movie.mat '
        'sub-02/ses-04/nirs/sub-02_ses-04_task-movie.snirf '
        'sub-02/ses-05/func/sub-02_ses-05_task-movie_bold.json '
        'sub-02/ses-05/func/sub-02_ses-05_task-movie_bold.nii.gz '
        'sub-02/ses-05/nirs/sub-02_ses-05_task-movie.mat '
        'sub-02/ses-05/nirs/sub-02_ses-05_task-movie.snirf '
        'sub-02/ses-06/func/sub-02_ses-06_task-movie_bold.json '
        'sub-02/ses-06/func/sub-02_ses-06_task-movie_bold.nii.gz '
        'sub-02/ses-06/nirs/sub-02_ses-06_task-movie.mat '
        'sub-02/ses-06/nirs/sub-02_ses-06_task-movie.snirf '
        'sub-02/ses-07/func/sub-02_ses-07_task-movie_bold.json '
        'sub-02/ses-07/func/sub-02_ses-07_task-movie_bold.nii.gz '
        'sub-02/ses-07/nirs/sub-02_ses-07_task-movie.mat '
        'sub-02/ses-07/nirs/sub-02_ses-07_task-movie.snirf '
        'sub-03/ses-01/func/sub-03_ses-01_task-movie_bold.json '
        'sub-03/ses-01/func/sub-03_ses-01_task-movie_bold.nii.gz '
        'sub-03/ses-01/nirs/sub-03_ses-01_task-movie.mat '
        'sub-03/ses-01/nirs/sub-03_ses-01_task-movie.snirf '
        'sub-03/ses-02/func/sub-03_ses-02_task-movie_bold.json '
        'sub-03/ses-02/func/sub-03_ses-02_task-movie_bold.nii.gz '
        'sub-03/ses-02/nirs/sub-03_ses-02_task-movie.mat '
        'sub-03/ses-02/nirs/sub-03_ses-02_task-movie.snirf '
        'sub-04/ses-01/func/sub-04_ses-01_task-movie_bold.json '
        'sub-04/ses-01/func/sub-04_ses-01_task-movie_bold.nii.gz '
        'sub-04/ses-01/nirs/sub-04_ses-01_task-movie.mat '
        'sub-04/ses-01/nirs/sub-04_ses-01_task-movie.snirf '
        'sub-04/ses-02/func/sub-04_ses-02_task-movie_bold.json '
        'sub-04/ses-02/func/sub-04_ses-02_task-movie_bold.nii.gz '
        'sub-04/ses-02/nirs/sub-04_ses-02_task-movie.mat '
        'sub-04/ses-02/nirs/sub-04_ses-02_task-movie.snirf '
        'sub-05/ses-01/func/sub-05_ses-01_task-movie_bold.json '
        'sub-05/ses-01/func/sub-05_ses-01_task-movie_bold.nii.gz '
        'sub-05/ses-01/nirs/sub-05_ses-01_task-movie.mat '
        'sub-05/ses-01/nirs/sub-05_ses-01_task-movie.snirf '
        'sub-05/ses-02/func/sub-05_ses-02_task-movie_bold.json '
        'sub-05/ses-02/func/sub-05_ses-02_task-movie_bold.nii.gz '
        'sub-05/ses-02/nirs/sub-05_ses-02_task-movie.mat '
        'sub-05/ses-02/nirs/sub-05_ses-02_task-movie.snirf '
        'sub-06/ses-01/func/sub-06_ses-01_task-movie_bold.json '
        'sub-06/ses-01/func/sub-06_ses-01_task-movie_bold.nii.gz '
        'sub-06/ses-01/nirs/sub-06_ses-01_task-movie.mat '
        'sub-06/ses-01/nirs/sub-06_ses-01_task-movie.snirf '
        'sub-07/ses-01/func/sub-07_ses-01_task-movie_bold.json '
        'sub-07/ses-01/func/sub-07_ses-01_task-movie_bold.nii.gz '
        'sub-07/ses-01/nirs/sub-07_ses-01_task-movie.mat '
        'sub-07/ses-01/nirs/sub-07_ses-01_task-movie.snirf '
        'sub-08/ses-01/func/sub-08_ses-01_task-movie_bold.json '
        'sub-08/ses-01/func/sub-08_ses-01_task-movie_bold.nii.gz '
        'sub-08/ses-01/nirs/sub-08_ses-01_task-movie.mat '
        'sub-08/ses-01/nirs/sub-08_ses-01_task-movie.snirf '
        'sub-09/ses-01/func/sub-09_ses-01_task-movie_bold.json '
        'sub-09/ses-01/func/sub-09_ses-01_task-movie_bold.nii.gz '
        'sub-09/ses-01/nirs/sub-09_ses-01_task-movie.mat '
        'sub-09/ses-01/nirs/sub-09_ses-01_task-movie.snirf '
        'sub-10/ses-01/func/sub-10_ses-01_task-movie_bold.json '
        'sub-10/ses-01/func/sub-10_ses-01_task-movie_bold.nii.gz '
        'sub-10/ses-01/nirs/sub-10_ses-01_task-movie.mat '
        'sub-10/ses-01/nirs/sub-10_ses-01_task-movie.snirf '
        'sub-10/ses-02/func/sub-10_ses-02_task-movie_bold.json '
        'sub-10/ses-02/func/sub-10_ses-02_task-movie_bold.nii.gz '
        'sub-10/ses-02/nirs/sub-10_ses-02_task-movie.mat '
        'sub-10/ses-02/nirs/sub-10_ses-02_task-movie.snirf '
        'sub-11/ses-01/func/sub-11_ses-01_task-movie_bold.json '
        'sub-11/ses-01/func/sub-11_ses-01_task-movie_bold.nii.gz '
        'sub-11/ses-01/nirs/sub-11_ses-01_task-movie.mat '
        'sub-11/ses-01/nirs/sub-11_ses-01_task-movie.snirf '
        'sub-11/ses-02/func/sub-11_ses-02_task-movie_bold.json '
        'sub-11/ses-02/func/sub-11_ses-02_task-movie_bold.nii.gz '
        'sub-11/ses-02/nirs/sub-11_ses-02_task-movie.mat '
        'sub-11/ses-02/nirs/sub-11_ses-02_task-movie.snirf '
        'sub-12/ses-01/func/sub-12_ses-01_task-movie_bold.json '
        'sub-12/ses-01/func/sub-12_ses-01_task-movie_bold.nii.gz '
        'sub-12/ses-01/nirs/sub-12_ses-01_task-movie.mat '
        'sub-12/ses-01/nirs/sub-12_ses-01_task-movie.snirf '
        'sub-12/ses-02/func/sub-12_ses-02_task-movie_bold.json '
        'sub-12/ses-02/func/sub-12_ses-02_task-movie_bold.nii.gz '
        'sub-12/ses-02/nirs/sub-12_ses-02_task-movie.mat '
        'sub-12/ses-02/nirs/sub-12_ses-02_task-movie.snirf '
        'sub-13/ses-01/func/sub-13_ses-01_task-movie_bold.json '
        'sub-13/ses-01/func/sub-13_ses-01_task-movie_bold.nii.gz '
        'sub-13/ses-01/nirs/sub-13_ses-01_task-movie.mat '
        'sub-13/ses-01/nirs/sub-13_ses-01_task-movie.snirf '
        'sub-13/ses-02/func/sub-13_ses-02_task-movie_bold.json '
        'sub-13/ses-02/func/sub-13_ses-02_task-movie_bold.nii.gz '
        'sub-13/ses-02/nirs/sub-13_ses-02_task-movie.mat '
        'sub-13/ses-02/nirs/sub-13_ses-02_task-movie.snirf '
        'sub-14/ses-01/func/sub-14_ses-01_task-movie_bold.json '
        'sub-14/ses-01/func/sub-14_ses-01_task-movie_bold.nii.gz '
        'sub-14/ses-01/nirs/sub-14_ses-01_task-movie.mat '
        'sub-14/ses-01/nirs/sub-14_ses-01_task-movie.snirf '
        'sub-14/ses-02/func/sub-14_ses-02_task-movie_bold.json '
        'sub-14/ses-02/func/sub-14_ses-02_task-movie_bold.nii.gz '
        'sub-14/ses-02/nirs/sub-14_ses-02_task-movie.mat '
        'sub-14/ses-02/nirs/sub-14_ses-02_task-movie.snirf '
        'sub-15/ses-01/func/sub-15_ses-01_task-movie_bold.json '
        'sub-15/ses-01/func/sub-15_ses-01_task-movie_bold.nii.gz '
        'sub-15/ses-01/nirs/sub-15_ses-01_task-movie.mat '
        'sub-15/ses-01/nirs/sub-15_ses-01_task-movie.snirf '
        'sub-15/ses-02/func/sub-15_ses-02_task-movie_bold.json '
        'sub-15/ses-02/func/sub-15_ses-02_task-movie_bold.nii.gz '
        'sub-15/ses-02/nirs/sub-15_ses-02_task-movie.mat '
        'sub-15/ses-02/nirs/sub-15_ses-02_task-movie.snirf '
        'sub-16/ses-01/func/sub-16_ses-01_task-movie_bold.json '
        'sub-16/ses-01/func/sub-16_ses-01_task-movie_bold.nii.gz '
        'sub-16/ses-01/nirs/sub-16_ses-01_task-movie.mat '
        'sub-16/ses-01/nirs/sub-16_ses-01_task-movie.snirf '
        'sub-16/ses-02/func/sub-16_ses-02_task-movie_bold.json '
        'sub-16/ses-02/func/sub-16_ses-02_task-movie_bold.nii.gz '
        'sub-16/ses-02/nirs/sub-16_ses-02_task-movie.mat '
        'sub-16/ses-02/nirs/sub-16_ses-02_task-movie.snirf '
        'sub-16/ses-03/func/sub-16_ses-03_task-movie_bold.json '
        'sub-16/ses-03/func/sub-16_ses-03_task-movie_bold.nii.gz '
        'sub-16/ses-03/nirs/sub-16_ses-03_task-movie.mat '
        'sub-16/ses-03/nirs/sub-16_ses-03_task-movie.snirf '
        'sub-16/ses-04/func/sub-16_ses-04_task-movie_bold.json '
        'sub-16/ses-04/func/sub-16_ses-04_task-movie_bold.nii.gz '
        'sub-16/ses-04/nirs/sub-16_ses-04_task-movie.mat '
        'sub-16/ses-04/nirs/sub-16_ses-04_task-movie.snirf '
        'sub-17/ses-01/func/sub-17_ses-01_task-movie_bold.json '
        'sub-17/ses-01/func/sub-17_ses-01_task-movie_bold.nii.gz '
        'sub-17/ses-01/nirs/sub-17_ses-01_task-movie.mat '
        'sub-17/ses-01/nirs/sub-17_ses-01_task-movie.snirf '
        'sub-17/ses-02/func/sub-17_ses-02_task-movie_bold.json '
        'sub-17/ses-02/func/sub-17_ses-02_task-movie_bold.nii.gz '
        'sub-17/ses-02/nirs/sub-17_ses-02_task-movie.mat '
        'sub-17/ses-02/nirs/sub-17_ses-02_task-movie.snirf '
        'sub-17/ses-03/func/sub-17_ses-03_task-movie_bold.json '
        'sub-17/ses-03/func/sub-17_ses-03_task-movie_bold.nii.gz '
        'sub-17/ses-03/nirs/sub-17_ses-03_task-movie.mat '
        'sub-17/ses-03/nirs/sub-17_ses-03_task-movie.snirf '
        'sub-18/ses-01/func/sub-18_ses-01_task-movie_bold.json '
        'sub-18/ses-01/func/sub-18_ses-01_task-movie_bold.nii.gz '
        'sub-18/ses-01/nirs/sub-18_ses-01_task-movie.mat '
        'sub-18/ses-01/nirs/sub-18_ses-01_task-movie.snirf '
        'sub-18/ses-02/func/sub-18_ses-02_task-movie_bold.json '
        'sub-18/ses-02/func/sub-18_ses-02_task-movie_bold.nii.gz '
        'sub-18/ses-02/nirs/sub-18_ses-02_task-movie.mat '
        'sub-18/ses-02/nirs/sub-18_ses-02_task-movie.snirf '
        'sub-19/ses-01/func/sub-19_ses-01_task-movie_bold.json '
        'sub-19/ses-01/func/sub-19_ses-01_task-movie_bold.nii.gz '
        'sub-19/ses-01/nirs/sub-19_ses-01_task-movie.mat '
        'sub-19/ses-01/nirs/sub-19_ses-01_task-movie.snirf '
        'sub-20/ses-01/func/sub-20_ses-01_task-movie_bold.json '
        'sub-20/ses-01/func/sub-20_ses-01_task-movie_bold.nii.gz '
        'sub-20/ses-01/nirs/sub-20_ses-01_task-movie.mat '
        'sub-20/ses-01/nirs/sub-20_ses-01_task-movie.snirf '
        'sub-21/ses-01/func/sub-21_ses-01_task-movie_bold.json '
        'sub-21/ses-01/func/sub-21_ses-01_task-movie_bold.nii.gz '
        'sub-21/ses-01/nirs/sub-21_ses-01_task-movie.mat '
        'sub-21/ses-01/nirs/sub-21_ses-01_task-movie.snirf '
        'sub-22/ses-01/func/sub-22_ses-01_task-movie_bold.json '
        'sub-22/ses-01/func/sub-22_ses-01_task-movie_bold.nii.gz '
        'sub-22/ses-01/nirs/sub-22_ses-01_task-movie.mat '
        'sub-22/ses-01/nirs/sub-22_ses-01_task-movie.snirf '
        'sub-22/ses-02/func/sub-22_ses-02_task-movie_bold.json '
        'sub-22/ses-02/func/sub-22_ses-02_task-movie_bold.nii.gz '
        'sub-22/ses-02/nirs/sub-22_ses-02_task-movie.mat '
        'sub-22/ses-02/nirs/sub-22_ses-02_task-movie.snirf '
        'sub-23/ses-01/func/sub-23_ses-01_task-movie_bold.json '
        'sub-23/ses-01/func/sub-23_ses-01_task-movie_bold.nii.gz '
        'sub-23/ses-01/nirs/sub-23_ses-01_task-movie.mat '
        'sub-23/ses-01/nirs/sub-23_ses-01_task-movie.snirf '
        'sub-24/ses-01/func/sub-24_ses-01_task-movie_bold.json '
        'sub-24/ses-01/func/sub-24_ses-01_task-movie_bold.nii.gz '
        'sub-24/ses-01/nirs/sub-24_ses-01_task-movie.mat '
        'sub-24/ses-01/nirs/sub-24_ses-01_task-movie.snirf '
        'sub-25/ses-01/func/sub-25_ses-01_task-movie_bold.json '
        'sub-25/ses-01/func/sub-25_ses-01_task-movie_bold.nii.gz '
        'sub-25/ses-01/nirs/sub-25_ses-01_task-movie.mat '
        'sub-25/ses-01/nirs/sub-25_ses-01_task-movie.snirf '
        'sub-26/ses-01/func/sub-26_ses-01_task-movie_bold.json '
        'sub-26/ses-01/func/sub-26_ses-01_task-movie_bold.nii.gz '
        'sub-26/ses-01/nirs/sub-26_ses-01_task-movie.mat '
        'sub-26/ses-01/nirs/sub-26_ses-01_task-movie.snirf '
        'sub-27/ses-01/func/sub-27_ses-01_task-movie_bold.json '
        'sub-27/ses-01/func/sub-27_ses-01_task-movie_bold.nii.gz '
        'sub-27/ses-01/nirs/sub-27_ses-01_task-movie.mat '
        'sub-27/ses-01/nirs/sub-27_ses-01_task-movie.snirf '
        'sub-27/ses-02/func/sub-27_ses-02_task-movie_bold.json '
        'sub-27/ses-02/func/sub-27_ses-02_task-movie_bold.nii.gz '
        'sub-27/ses-02/nirs/sub-27_ses-02_task-movie.mat '
        'sub-27/ses-02/nirs/sub-27_ses-02_task-movie.snirf '
        'sub-28/ses-01/func/sub-28_ses-01_task-movie_bold.json '
        'sub-28/ses-01/func/sub-28_ses-01_task-movie_bold.nii.gz '
        'sub-28/ses-01/nirs/sub-28_ses-01_task-movie.mat '
        'sub-28/ses-01/nirs/sub-28_ses-01_task-movie.snirf '
        'sub-28/ses-02/func/sub-28_ses-02_task-movie_bold.json '
        'sub-28/ses-02/func/sub-28_ses-02_task-movie_bold.nii.gz '
        'sub-28/ses-02/nirs/sub-28_ses-02_task-movie.mat '
        'sub-28/ses-02/nirs/sub-28_ses-02_task-movie.snirf '
        'sub-28/ses-03/func/sub-28_ses-03_task-movie_bold.json '
        'sub-28/ses-03/func/sub-28_ses-03_task-movie_bold.nii.gz '
        'sub-28/ses-03/nirs/sub-28_ses-03_task-movie.mat '
        'sub-28/ses-03/nirs/sub-28_ses-03_task-movie.snirf '
        'sub-29/ses-01/func/sub-29_ses-01_task-movie_bold.json '
        'sub-29/ses-01/func/sub-29_ses-01_task-movie_bold.nii.gz '
        'sub-29/ses-01/nirs/sub-29_ses-01_task-movie.mat '
        'sub-29/ses-01/nirs/sub-29_ses-01_task-movie.snirf '
        'sub-29/ses-02/func/sub-29_ses-02_task-movie_bold.json '
        'sub-29/ses-02/func/sub-29_ses-02_task-movie_bold.nii.gz '
        'sub-29/ses-02/nirs/sub-29_ses-02_task-movie.mat '
        'sub-29/ses-02/nirs/sub-29_ses-02_task-movie.snirf '
        'sub-30/ses-01/func/sub-30_ses-01_task-movie_bold.json '
        'sub-30/ses-01/func/sub-30_ses-01_task-movie_bold.nii.gz '
        'sub-30/ses-01/nirs/sub-30_ses-01_task-movie.mat '
        'sub-30/ses-01/nirs/sub-30_ses-01_task-movie.snirf '
        'sub-31/ses-01/func/sub-31_ses-01_task-movie_bold.json '
        'sub-31/ses-01/func/sub-31_ses-01_task-movie_bold.nii.gz '
        'sub-31/ses-01/nirs/sub-31_ses-01_task-movie.mat '
        'sub-31/ses-01/nirs/sub-31_ses-01_task-movie.snirf '
        'sub-31/ses-02/func/sub-31_ses-02_task-movie_bold.json '
        'sub-31/ses-02/func/sub-31_ses-02_task-movie_bold.nii.gz '
        'sub-31/ses-02/nirs/sub-31_ses-02_task-movie.mat '
        'sub-31/ses-02/nirs/sub-31_ses-02_task-movie.snirf '
        'sub-32/ses-01/func/sub-32_ses-01_task-movie_bold.json '
        'sub-32/ses-01/func/sub-32_ses-01_task-movie_bold.nii.gz '
        'sub-32/ses-01/nirs/sub-32_ses-01_task-movie.mat '
        'sub-32/ses-01/nirs/sub-32_ses-01_task-movie.snirf '
        'sub-32/ses-02/func/sub-32_ses-02_task-movie_bold.json '
        'sub-32/ses-02/func/sub-32_ses-02_task-movie_bold.nii.gz '
        'sub-32/ses-02/nirs/sub-32_ses-02_task-movie.mat '
        'sub-32/ses-02/nirs/sub-32_ses-02_task-movie.snirf '
        'sub-33/ses-01/func/sub-33_ses-01_task-movie_bold.json '
        'sub-33/ses-01/func/sub-33_ses-01_task-movie_bold.nii.gz '
        'sub-33/ses-01/nirs/sub-33_ses-01_task-movie.mat '
        'sub-33/ses-01/nirs/sub-33_ses-01_task-movie.snirf '
        'sub-33/ses-02/func/sub-33_ses-02_task-movie_bold.json '
        'sub-33/ses-02/func/sub-33_ses-02_task-movie_bold.nii.gz '
        'sub-33/ses-02/nirs/sub-33_ses-02_task-movie.mat '
        'sub-33/ses-02/nirs/sub-33_ses-02_task-movie.snirf '
        'sub-34/ses-01/func/sub-34_ses-01_task-movie_bold.json '
        'sub-34/ses-01/func/sub-34_ses-01_task-movie_bold.nii.gz '
        'sub-34/ses-01/nirs/sub-34_ses-01_task-movie.mat '
        'sub-34/ses-01/nirs/sub-34_ses-01_task-movie.snirf '
        'sub-34/ses-02/func/sub-34_ses-02_task-movie_bold.json '
        'sub-34/ses-02/func/sub-34_ses-02_task-movie_bold.nii.gz '
        'sub-34/ses-02/nirs/sub-34_ses-02_task-movie.mat '
        'sub-34/ses-02/nirs/sub-34_ses-02_task-movie.snirf '
        'sub-35/ses-01/func/sub-35_ses-01_task-movie_bold.json '
        'sub-35/ses-01/func/sub-35_ses-01_task-movie_bold.nii.gz '
        'sub-35/ses-01/nirs/sub-35_ses-01_task-movie.mat '
        'sub-35/ses-01/nirs/sub-35_ses-01_task-movie.snirf '
        'sub-35/ses-02/func/sub-35_ses-02_task-movie_bold.json '
        'sub-35/ses-02/func/sub-35_ses-02_task-movie_bold.nii.gz '
        'sub-35/ses-02/nirs/sub-35_ses-02_task-movie.mat '
        'sub-35/ses-02/nirs/sub-35_ses-02_task-movie.snirf '
        'sub-35/ses-03/func/sub-35_ses-03_task-movie_bold.json '
        'sub-35/ses-03/func/sub-35_ses-03_task-movie_bold.nii.gz '
        'sub-35/ses-03/nirs/sub-35_ses-03_task-movie.mat '
        'sub-35/ses-03/nirs/sub-35_ses-03_task-movie.snirf '
        'sub-36/ses-01/func/sub-36_ses-01_task-movie_bold.json '
        'sub-36/ses-01/func/sub-36_ses-01_task-movie_bold.nii.gz '
        'sub-36/ses-01/nirs/sub-36_ses-01_task-movie.mat '
        'sub-36/ses-01/nirs/sub-36_ses-01_task-movie.snirf '
        'sub-36/ses-02/func/sub-36_ses-02_task-movie_bold.json '
        'sub-36/ses-02/func/sub-36_ses-02_task-movie_bold.nii.gz '
        'sub-36/ses-02/nirs/sub-36_ses-02_task-movie.mat '
        'sub-36/ses-02/nirs/sub-36_ses-02_task-movie.snirf '
        'sub-37/ses-01/func/sub-37_ses-01_task-movie_bold.json '
        'sub-37/ses-01/func/sub-37_ses-01_task-movie_bold.nii.gz '
        'sub-37/ses-01/nirs/sub-37_ses-01_task-movie.mat '
        'sub-37/ses-01/nirs/sub-37_ses-01_task-movie.snirf '
        'sub-37/ses-02/func/sub-37_ses-02_task-movie_bold.json '
        'sub-37/ses-02/func/sub-37_ses-02_task-movie_bold.nii.gz '
        'sub-37/ses-02/nirs/sub-37_ses-02_task-movie.mat '
        'sub-37/ses-02/nirs/sub-37_ses-02_task-movie.snirf '
        'sub-38/ses-01/func/sub-38_ses-01_task-movie_bold.json '
        'sub-38/ses-01/func/sub-38_ses-01_task-movie_bold.nii.gz '
        'sub-38/ses-01/nirs/sub-38_ses-01_task-movie.mat '
        'sub-38/ses-01/nirs/sub-38_ses-01_task-movie.snirf '
        'sub-39/ses-01/func/sub-39_ses-01_task-movie_bold.json '
        'sub-39/ses-01/func/sub-39_ses-01_task-movie_bold.nii.gz '
        'sub-39/ses-01/nirs/sub-39_ses-01_task-movie.mat '
        'sub-39/ses-01/nirs/sub-39_ses-01_task-movie.snirf '
        'sub-39/ses-02/func/sub-39_ses-02_task-movie_bold.json '
        'sub-39/ses-02/func/sub-39_ses-02_task-movie_bold.nii.gz '
        'sub-39/ses-02/nirs/sub-39_ses-02_task-movie.mat '
        'sub-39/ses-02/nirs/sub-39_ses-02_task-movie.snirf '
        'sub-40/ses-01/func/sub-40_ses-01_task-movie_bold.json '
        'sub-40/ses-01/func/sub-40_ses-01_task-movie_bold.nii.gz '
        'sub-40/ses-01/nirs/sub-40_ses-01_task-movie.mat '
        'sub-40/ses-01/nirs/sub-40_ses-01_task-movie.snirf '
        'sub-40/ses-02/func/sub-40_ses-02_task-movie_bold.json '
        'sub-40/ses-02/func/sub-40_ses-02_task-movie_bold.nii.gz '
        'sub-40/ses-02/nirs/sub-40_ses-02_task-movie.mat '
        'sub-40/ses-02/nirs/sub-40_ses-02_task-movie.snirf '
        'sub-41/ses-01/func/sub-41_ses-01_task-movie_bold.json '
        'sub-41/ses-01/func/sub-41_ses-01_task-movie_bold.nii.gz '
        'sub-41/ses-01/nirs/sub-41_ses-01_task-movie.mat '
        'sub-41/ses-01/nirs/sub-41_ses-01_task-movie.snirf '
        'sub-42/ses-01/func/sub-42_ses-01_task-movie_bold.json '
        'sub-42/ses-01/func/sub-42_ses-01_task-movie_bold.nii.gz '
        'sub-42/ses-01/nirs/sub-42_ses-01_task-movie.mat '
        'sub-42/ses-01/nirs/sub-42_ses-01_task-movie.snirf '
        'sub-42/ses-02/func/sub-42_ses-02_task-movie_bold.json '
        'sub-42/ses-02/func/sub-42_ses-02_task-movie_bold.nii.gz '
        'sub-42/ses-02/nirs/sub-42_ses-02_task-movie.mat '
        'sub-42/ses-02/nirs/sub-42_ses-02_task-movie.snirf '
        'sub-43/ses-01/func/sub-43_ses-01_task-movie_bold.json '
        'sub-43/ses-01/func/sub-43_ses-01_task-movie_bold.nii.gz '
        'sub-43/ses-01/nirs/sub-43_ses-01_task-movie.mat '
        'sub-43/ses-01/nirs/sub-43_ses-01_task-movie.snirf '
        'sub-43/ses-02/func/sub-43_ses-02_task-movie_bold.json '
        'sub-43/ses-02/func/sub-43_ses-02_task-movie_bold.nii.gz '
        'sub-43/ses-02/nirs/sub-43_ses-02_task-movie.mat '
        'sub-43/ses-02/nirs/sub-43_ses-02_task-movie.snirf '
        'sub-43/ses-03/func/sub-43_ses-03_task-movie_bold.json '
        'sub-43/ses-03/func/sub-43_ses-03_task-movie_bold.nii.gz '
        'sub-43/ses-03/nirs/sub-43_ses-03_task-movie.mat '
        'sub-43/ses-03/nirs/sub-43_ses-03_task-movie.snirf '
        'sub-44/ses-01/func/sub-44_ses-01_task-movie_bold.json '
        'sub-44/ses-01/func/sub-44_ses-01_task-movie_bold.nii.gz '
        'sub-44/ses-01/nirs/sub-44_ses-01_task-movie.mat '
        'sub-44/ses-01/nirs/sub-44_ses-01_task-movie.snirf '
        'sub-44/ses-02/func/sub-44_ses-02_task-movie_bold.json '
        'sub-44/ses-02/func/sub-44_ses-02_task-movie_bold.nii.gz '
        'sub-44/ses-02/nirs/sub-44_ses-02_task-movie.mat '
        'sub-44/ses-02/nirs/sub-44_ses-02_task-movie.snirf '
        'sub-45/ses-01/func/sub-45_ses-01_task-movie_bold.json '
        'sub-45/ses-01/func/sub-45_ses-01_task-movie_bold.nii.gz '
        'sub-45/ses-01/nirs/sub-45_ses-01_task-movie.mat '
        'sub-45/ses-01/nirs/sub-45_ses-01_task-movie.snirf '
        'sub-45/ses-02/func/sub-45_ses-02_task-movie_bold.json '
        'sub-45/ses-02/func/sub-45_ses-02_task-movie_bold.nii.gz '
        'sub-45/ses-02/nirs/sub-45_ses-02_task-movie.mat '
        'sub-45/ses-02/nirs/sub-45_ses-02_task-movie.snirf '
        'sub-46/ses-01/func/sub-46_ses-01_task-movie_bold.json '
        'sub-46/ses-01/func/sub-46_ses-01_task-movie_bold.nii.gz '
        'sub-46/ses-01/nirs/sub-46_ses-01_task-movie.mat '
        'sub-46/ses-01/nirs/sub-46_ses-01_task-movie.snirf '
        'sub-46/ses-02/func/sub-46_ses-02_task-movie_bold.json '
        'sub-46/ses-02/func/sub-46_ses-02_task-movie_bold.nii.gz '
        'sub-46/ses-02/nirs/sub-46_ses-02_task-movie.mat '
        'sub-46/ses-02/nirs/sub-46_ses-02_task-movie.snirf '
        'sub-47/ses-01/func/sub-47_ses-01_task-movie_bold.json '
        'sub-47/ses-01/func/sub-47_ses-01_task-movie_bold.nii.gz '
        'sub-47/ses-01/nirs/sub-47_ses-01_task-movie.mat '
        'sub-47/ses-01/nirs/sub-47_ses-01_task-movie.snirf '
        'sub-47/ses-02/func/sub-47_ses-02_task-movie_bold.json '
        'sub-47/ses-02/func/sub-47_ses-02_task-movie_bold.nii.gz '
        'sub-47/ses-02/nirs/sub-47_ses-02_task-movie.mat '
        'sub-47/ses-02/nirs/sub-47_ses-02_task-movie.snirf '
        'sub-48/ses-01/func/sub-48_ses-01_task-movie_bold.json '
        'sub-48/ses-01/func/sub-48_ses-01_task-movie_bold.nii.gz '
        'sub-48/ses-01/nirs/sub-48_ses-01_task-movie.mat '
        'sub-48/ses-01/nirs/sub-48_ses-01_task-movie.snirf '
        'sub-49/ses-01/func/sub-49_ses-01_task-movie_bold.json '
        'sub-49/ses-01/func/sub-49_ses-01_task-movie_bold.nii.gz '
        'sub-49/ses-01/nirs/sub-49_ses-01_task-movie.mat '
        'sub-49/ses-01/nirs/sub-49_ses-01_task-movie.snirf '
        'sub-49/ses-02/func/sub-49_ses-02_task-movie_bold.json '
        'sub-49/ses-02/func/sub-49_ses-02_task-movie_bold.nii.gz '
        'sub-49/ses-02/nirs/sub-49_ses-02_task-movie.mat '
        'sub-49/ses-02/nirs/sub-49_ses-02_task-movie.snirf '
        'sub-50/ses-01/func/sub-50_ses-01_task-movie_bold.json '
        'sub-50/ses-01/func/sub-50_ses-01_task-movie_bold.nii.gz '
        'sub-50/ses-01/nirs/sub-50_ses-01_task-movie.mat '
        'sub-50/ses-01/nirs/sub-50_ses-01_task-movie.snirf '
        'sub-50/ses-02/func/sub-50_ses-02_task-movie_bold.json '
        'sub-50/ses-02/func/sub-50_ses-02_task-movie_bold.nii.gz '
        'sub-50/ses-02/nirs/sub-50_ses-02_task-movie.mat '
        'sub-50/ses-02/nirs/sub-50_ses-02_task-movie.snirf '
        'sub-51/ses-01/func/sub-51_ses-01_task-movie_bold.json '
        'sub-51/ses-01/func/sub-51_ses-01_task-movie_bold.nii.gz '
        'sub-51/ses-01/nirs/sub-51_ses-01_task-movie.mat '
        'sub-51/ses-01/nirs/sub-51_ses-01_task-movie.snirf '
        'sub-51/ses-02/func/sub-51_ses-02_task-movie_bold.json '
        'sub-51/ses-02/func/sub-51_ses-02_task-movie_bold.nii.gz '
        'sub-51/ses-02/nirs/sub-51_ses-02_task-movie.mat '
        'sub-51/ses-02/nirs/sub-51_ses-02_task-movie.snirf '
        'sub-52/ses-01/func/sub-52_ses-01_task-movie_bold.json '
        'sub-52/ses-01/func/sub-52_ses-01_task-movie_bold.nii.gz '
        'sub-52/ses-01/nirs/sub-52_ses-01_task-movie.mat '
        'sub-52/ses-01/nirs/sub-52_ses-01_task-movie.snirf '
        'sub-53/ses-01/func/sub-53_ses-01_task-movie_bold.json '
        'sub-53/ses-01/func/sub-53_ses-01_task-movie_bold.nii.gz '
        'sub-53/ses-01/nirs/sub-53_ses-01_task-movie.mat '
        'sub-53/ses-01/nirs/sub-53_ses-01_task-movie.snirf '
        'sub-54/ses-01/func/sub-54_ses-01_task-movie_bold.json '
        'sub-54/ses-01/func/sub-54_ses-01_task-movie_bold.nii.gz '
        'sub-54/ses-01/nirs/sub-54_ses-01_task-movie.mat '
        'sub-54/ses-01/nirs/sub-54_ses-01_task-movie.snirf '
        'sub-55/ses-01/func/sub-55_ses-01_task-movie_bold.json '
        'sub-55/ses-01/func/sub-55_ses-01_task-movie_bold.nii.gz '
        'sub-55/ses-01/nirs/sub-55_ses-01_task-movie.mat '
        'sub-55/ses-01/nirs/sub-55_ses-01_task-movie.snirf '
        'sub-56/ses-01/func/sub-56_ses-01_task-movie_bold.json '
        'sub-56/ses-01/func/sub-56_ses-01_task-movie_bold.nii.gz '
        'sub-56/ses-01/nirs/sub-56_ses-01_task-movie.mat '
        'sub-56/ses-01/nirs/sub-56_ses-01_task-movie.snirf '
        'sub-57/ses-01/func/sub-57_ses-01_task-movie_bold.json '
        'sub-57/ses-01/func/sub-57_ses-01_task-movie_bold.nii.gz '
        'sub-57/ses-01/nirs/sub-57_ses-01_task-movie.mat '
        'sub-57/ses-01/nirs/sub-57_ses-01_task-movie.snirf '
        'sub-58/ses-01/func/sub-58_ses-01_task-movie_bold.json '
        'sub-58/ses-01/func/sub-58_ses-01_task-movie_bold.nii.gz '
        'sub-58/ses-01/nirs/sub-58_ses-01_task-movie.mat '
        'sub-58/ses-01/nirs/sub-58_ses-01_task-movie.snirf'
    ),
}


ANAT_ACQ_KIND = {
    '': (
        'sub-01090/ses-01/anat/sub-01090_ses-01_acq-default_T1w.nii.gz '
        'sub-01090/ses-01/anat/sub-01090_ses-01_acq-default_T2w.nii.gz '
        'sub-01140/ses-01/anat/sub-01140_ses-01_acq-default_T1w.nii.gz '
        'sub-01140/ses-01/anat/sub-01140_ses-01_acq-default_T2w.nii.gz '
        'sub-01155/ses-01/anat/sub-01155_ses-01_acq-default_T1w.nii.gz '
        'sub-01155/ses-01/anat/sub-01155_ses-01_acq-default_T2w.nii.gz '
        'sub-01186/ses-01/anat/sub-01186_ses-01_acq-default_T1w.nii.gz '
        'sub-01186/ses-01/anat/sub-01186_ses-01_acq-default_T2w.nii.gz '
        'sub-01189/ses-01/anat/sub-01189_ses-01_acq-default_T1w.nii.gz '
        'sub-01189/ses-01/anat/sub-01189_ses-01_acq-default_T2w.nii.gz '
        'sub-01370/ses-01/anat/sub-01370_ses-01_acq-default_T1w.nii.gz '
        'sub-01370/ses-01/anat/sub-01370_ses-01_acq-default_T2w.nii.gz '
        'sub-01410/ses-01/anat/sub-01410_ses-01_acq-default_T1w.nii.gz '
        'sub-01410/ses-01/anat/sub-01410_ses-01_acq-default_T2w.nii.gz '
        'sub-01417/ses-01/anat/sub-01417_ses-01_acq-default_T1w.nii.gz '
        'sub-01417/ses-01/anat/sub-01417_ses-01_acq-default_T2w.nii.gz '
        'sub-01755/ses-01/anat/sub-01755_ses-01_acq-default_T1w.nii.gz '
        'sub-01755/ses-01/anat/sub-01755_ses-01_acq-default_T2w.nii.gz '
        'sub-20027/ses-01/anat/sub-20027_ses-01_acq-default_T1w.nii.gz '
        'sub-20027/ses-01/anat/sub-20027_ses-01_acq-default_T2w.nii.gz '
        'sub-20106/ses-01/anat/sub-20106_ses-01_acq-default_T1w.nii.gz '
        'sub-20106/ses-01/anat/sub-20106_ses-01_acq-default_T2w.nii.gz '
        'sub-20131/ses-01/anat/sub-20131_ses-01_acq-default_T1w.nii.gz '
        'sub-20131/ses-01/anat/sub-20131_ses-01_acq-default_T2w.nii.gz '
        'sub-20209/ses-01/anat/sub-20209_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-20209/ses-01/anat/sub-20209_ses-01_acq-default_T1w.nii.gz '
        'sub-20255/ses-01/anat/sub-20255_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-20255/ses-01/anat/sub-20255_ses-01_acq-default_T1w.nii.gz '
        'sub-20358/ses-01/anat/sub-20358_ses-01_acq-default_T1w.nii.gz '
        'sub-20358/ses-01/anat/sub-20358_ses-01_acq-default_T2w.nii.gz '
        'sub-20399/ses-01/anat/sub-20399_ses-01_acq-default_T1w.nii.gz '
        'sub-20399/ses-01/anat/sub-20399_ses-01_acq-default_T2w.nii.gz '
        'sub-20433/ses-01/anat/sub-20433_ses-01_acq-default_T1w.nii.gz '
        'sub-20433/ses-01/anat/sub-20433_ses-01_acq-default_T2w.nii.gz '
        'sub-20435/ses-01/anat/sub-20435_ses-01_acq-default_T1w.nii.gz '
        'sub-20435/ses-01/anat/sub-20435_ses-01_acq-default_T2w.nii.gz '
        'sub-20569/ses-01/anat/sub-20569_ses-01_acq-default_T1w.nii.gz '
        'sub-20569/ses-01/anat/sub-20569_ses-01_acq-default_T2w.nii.gz '
        'sub-20587/ses-01/anat/sub-20587_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-20587/ses-01/anat/sub-20587_ses-01_acq-default_T1w.nii.gz '
        'sub-20631/ses-01/anat/sub-20631_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-20631/ses-01/anat/sub-20631_ses-01_acq-default_T1w.nii.gz '
        'sub-20722/ses-01/anat/sub-20722_ses-01_acq-default_T1w.nii.gz '
        'sub-20722/ses-01/anat/sub-20722_ses-01_acq-default_T2w.nii.gz '
        'sub-20730/ses-01/anat/sub-20730_ses-01_acq-default_T1w.nii.gz '
        'sub-20730/ses-01/anat/sub-20730_ses-01_acq-default_T2w.nii.gz '
        'sub-20758/ses-01/anat/sub-20758_ses-01_acq-default_T1w.nii.gz '
        'sub-20758/ses-01/anat/sub-20758_ses-01_acq-default_T2w.nii.gz '
        'sub-20771/ses-01/anat/sub-20771_ses-01_acq-default_T1w.nii.gz '
        'sub-20771/ses-01/anat/sub-20771_ses-01_acq-default_T2w.nii.gz '
        'sub-20773/ses-01/anat/sub-20773_ses-01_acq-default_T1w.nii.gz '
        'sub-20773/ses-01/anat/sub-20773_ses-01_acq-default_T2w.nii.gz '
        'sub-20869/ses-01/anat/sub-20869_ses-01_acq-default_T1w.nii.gz '
        'sub-20869/ses-01/anat/sub-20869_ses-01_acq-default_T2w.nii.gz '
        'sub-20884/ses-01/anat/sub-20884_ses-01_acq-default_T1w.nii.gz '
        'sub-20884/ses-01/anat/sub-20884_ses-01_acq-default_T2w.nii.gz '
        'sub-20910/ses-01/anat/sub-20910_ses-01_acq-default_T1w.nii.gz '
        'sub-20910/ses-01/anat/sub-20910_ses-01_acq-default_T2w.nii.gz '
        'sub-20937/ses-01/anat/sub-20937_ses-01_acq-default_T1w.nii.gz '
        'sub-20937/ses-01/anat/sub-20937_ses-01_acq-default_T2w.nii.gz '
        'sub-20965/ses-01/anat/sub-20965_ses-01_acq-default_T1w.nii.gz '
        'sub-20965/ses-01/anat/sub-20965_ses-01_acq-default_T2w.nii.gz '
        'sub-20968/ses-01/anat/sub-20968_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-20968/ses-01/anat/sub-20968_ses-01_acq-default_T1w.nii.gz '
        'sub-20974/ses-01/anat/sub-20974_ses-01_acq-default_T1w.nii.gz '
        'sub-20974/ses-01/anat/sub-20974_ses-01_acq-default_T2w.nii.gz '
        'sub-21013/ses-01/anat/sub-21013_ses-01_acq-default_T1w.nii.gz '
        'sub-21013/ses-01/anat/sub-21013_ses-01_acq-default_T2w.nii.gz '
        'sub-21068/ses-01/anat/sub-21068_ses-01_acq-alternate_T1w.nii.gz '
        'sub-21068/ses-01/anat/sub-21068_ses-01_acq-default_T2w.nii.gz '
        'sub-21120/ses-01/anat/sub-21120_ses-01_acq-default_T1w.nii.gz '
        'sub-21120/ses-01/anat/sub-21120_ses-01_acq-default_T2w.nii.gz '
        'sub-21125/ses-01/anat/sub-21125_ses-01_acq-default_T1w.nii.gz '
        'sub-21125/ses-01/anat/sub-21125_ses-01_acq-default_T2w.nii.gz '
        'sub-21163/ses-01/anat/sub-21163_ses-01_acq-default_T1w.nii.gz '
        'sub-21163/ses-01/anat/sub-21163_ses-01_acq-default_T2w.nii.gz '
        'sub-21209/ses-01/anat/sub-21209_ses-01_acq-default_T1w.nii.gz '
        'sub-21209/ses-01/anat/sub-21209_ses-01_acq-default_T2w.nii.gz '
        'sub-21271/ses-01/anat/sub-21271_ses-01_acq-default_T1w.nii.gz '
        'sub-21271/ses-01/anat/sub-21271_ses-01_acq-default_T2w.nii.gz '
        'sub-21336/ses-01/anat/sub-21336_ses-01_acq-default_T1w.nii.gz '
        'sub-21336/ses-01/anat/sub-21336_ses-01_acq-default_T2w.nii.gz '
        'sub-21420/ses-01/anat/sub-21420_ses-01_acq-default_T1w.nii.gz '
        'sub-21420/ses-01/anat/sub-21420_ses-01_acq-default_T2w.nii.gz '
        'sub-21454/ses-01/anat/sub-21454_ses-01_acq-default_T1w.nii.gz '
        'sub-21454/ses-01/anat/sub-21454_ses-01_acq-default_T2w.nii.gz '
        'sub-21462/ses-01/anat/sub-21462_ses-01_acq-default_T1w.nii.gz '
        'sub-21462/ses-01/anat/sub-21462_ses-01_acq-default_T2w.nii.gz '
        'sub-21590/ses-01/anat/sub-21590_ses-01_acq-default_T1w.nii.gz '
        'sub-21590/ses-01/anat/sub-21590_ses-01_acq-default_T2w.nii.gz '
        'sub-21604/ses-01/anat/sub-21604_ses-01_acq-default_T1w.nii.gz '
        'sub-21604/ses-01/anat/sub-21604_ses-01_acq-default_T2w.nii.gz '
        'sub-21606/ses-01/anat/sub-21606_ses-01_acq-default_T1w.nii.gz '
        'sub-21606/ses-01/anat/sub-21606_ses-01_acq-default_T2w.nii.gz '
        'sub-21615/ses-01/anat/sub-21615_ses-01_acq-default_T1w.nii.gz '
        'sub-21615/ses-01/anat/sub-21615_ses-01_acq-default_T2w.nii.gz '
        'sub-21618/ses-01/anat/sub-21618_ses-01_acq-default_T1w.nii.gz '
        'sub-21618/ses-01/anat/sub-21618_ses-01_acq-default_T2w.nii.gz '
        'sub-21624/ses-01/anat/sub-21624_ses-01_acq-default_T1w.nii.gz '
        'sub-21624/ses-01/anat/sub-21624_ses-01_acq-default_T2w.nii.gz '
        'sub-21625/ses-01/anat/sub-21625_ses-01_acq-default_T1w.nii.gz '
        'sub-21625/ses-01/anat/sub-21625_ses-01_acq-default_T2w.nii.gz '
        'sub-21651/ses-01/anat/sub-21651_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-21651/ses-01/anat/sub-21651_ses-01_acq-default_T1w.nii.gz '
        'sub-21662/ses-01/anat/sub-21662_ses-01_acq-default_T1w.nii.gz '
        'sub-21662/ses-01/anat/sub-21662_ses-01_acq-default_T2w.nii.gz '
        'sub-21683/ses-01/anat/sub-21683_ses-01_acq-default_T1w.nii.gz '
        'sub-21683/ses-01/anat/sub-21683_ses-01_acq-default_T2w.nii.gz '
        'sub-21712/ses-01/anat/sub-21712_ses-01_acq-default_T1w.nii.gz '
        'sub-21712/ses-01/anat/sub-21712_ses-01_acq-default_T2w.nii.gz '
        'sub-21785/ses-01/anat/sub-21785_ses-01_acq-alternate_T1w.nii.gz '
        'sub-21785/ses-01/anat/sub-21785_ses-01_acq-default_T2w.nii.gz '
        'sub-21789/ses-01/anat/sub-21789_ses-01_acq-default_T1w.nii.gz '
        'sub-21789/ses-01/anat/sub-21789_ses-01_acq-default_T2w.nii.gz '
        'sub-21807/ses-01/anat/sub-21807_ses-01_acq-default_T1w.nii.gz '
        'sub-21807/ses-01/anat/sub-21807_ses-01_acq-default_T2w.nii.gz '
        'sub-22112/ses-01/anat/sub-22112_ses-01_acq-default_T1w.nii.gz '
        'sub-22112/ses-01/anat/sub-22112_ses-01_acq-default_T2w.nii.gz '
        'sub-22128/ses-01/anat/sub-22128_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22128/ses-01/anat/sub-22128_ses-01_acq-default_T1w.nii.gz '
        'sub-22166/ses-01/anat/sub-22166_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22166/ses-01/anat/sub-22166_ses-01_acq-default_T1w.nii.gz '
        'sub-22183/ses-01/anat/sub-22183_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22183/ses-01/anat/sub-22183_ses-01_acq-default_T1w.nii.gz '
        'sub-22196/ses-01/anat/sub-22196_ses-01_acq-default_T1w.nii.gz '
        'sub-22196/ses-01/anat/sub-22196_ses-01_acq-default_T2w.nii.gz '
        'sub-22267/ses-01/anat/sub-22267_ses-01_acq-default_T1w.nii.gz '
        'sub-22267/ses-01/anat/sub-22267_ses-01_acq-default_T2w.nii.gz '
        'sub-22281/ses-01/anat/sub-22281_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22281/ses-01/anat/sub-22281_ses-01_acq-default_T1w.nii.gz '
        'sub-22302/ses-01/anat/sub-22302_ses-01_acq-default_T1w.nii.gz '
        'sub-22302/ses-01/anat/sub-22302_ses-01_acq-default_T2w.nii.gz '
        'sub-22309/ses-01/anat/sub-22309_ses-01_acq-default_T1w.nii.gz '
        'sub-22309/ses-01/anat/sub-22309_ses-01_acq-default_T2w.nii.gz '
        'sub-22315/ses-01/anat/sub-22315_ses-01_acq-default_T1w.nii.gz '
        'sub-22315/ses-01/anat/sub-22315_ses-01_acq-default_T2w.nii.gz '
        'sub-22400/ses-01/anat/sub-22400_ses-01_acq-default_T1w.nii.gz '
        'sub-22400/ses-01/anat/sub-22400_ses-01_acq-default_T2w.nii.gz '
        'sub-22401/ses-01/anat/sub-22401_ses-01_acq-default_T1w.nii.gz '
        'sub-22401/ses-01/anat/sub-22401_ses-01_acq-default_T2w.nii.gz '
        'sub-22421/ses-01/anat/sub-22421_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22421/ses-01/anat/sub-22421_ses-01_acq-default_T1w.nii.gz '
        'sub-22437/ses-01/anat/sub-22437_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22437/ses-01/anat/sub-22437_ses-01_acq-default_T1w.nii.gz '
        'sub-22438/ses-01/anat/sub-22438_ses-01_acq-default_T1w.nii.gz '
        'sub-22438/ses-01/anat/sub-22438_ses-01_acq-default_T2w.nii.gz '
        'sub-22441/ses-01/anat/sub-22441_ses-01_acq-default_T1w.nii.gz '
        'sub-22441/ses-01/anat/sub-22441_ses-01_acq-default_T2w.nii.gz '
        'sub-22485/ses-01/anat/sub-22485_ses-01_acq-default_T1w.nii.gz '
        'sub-22485/ses-01/anat/sub-22485_ses-01_acq-default_T2w.nii.gz '
        'sub-22562/ses-01/anat/sub-22562_ses-01_acq-default_T1w.nii.gz '
        'sub-22562/ses-01/anat/sub-22562_ses-01_acq-default_T2w.nii.gz '
        'sub-22572/ses-01/anat/sub-22572_ses-01_acq-default_T1w.nii.gz '
        'sub-22572/ses-01/anat/sub-22572_ses-01_acq-default_T2w.nii.gz '
        'sub-22611/ses-01/anat/sub-22611_ses-01_acq-default_T1w.nii.gz '
        'sub-22611/ses-01/anat/sub-22611_ses-01_acq-default_T2w.nii.gz '
        'sub-22631/ses-01/anat/sub-22631_ses-01_acq-default_T1w.nii.gz '
        'sub-22631/ses-01/anat/sub-22631_ses-01_acq-default_T2w.nii.gz '
        'sub-22676/ses-01/anat/sub-22676_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22676/ses-01/anat/sub-22676_ses-01_acq-default_T1w.nii.gz '
        'sub-22686/ses-01/anat/sub-22686_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22686/ses-01/anat/sub-22686_ses-01_acq-default_T1w.nii.gz '
        'sub-22687/ses-01/anat/sub-22687_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22687/ses-01/anat/sub-22687_ses-01_acq-default_T1w.nii.gz '
        'sub-22690/ses-01/anat/sub-22690_ses-01_acq-default_T1w.nii.gz '
        'sub-22690/ses-01/anat/sub-22690_ses-01_acq-default_T2w.nii.gz '
        'sub-22701/ses-01/anat/sub-22701_ses-01_acq-default_T1w.nii.gz '
        'sub-22701/ses-01/anat/sub-22701_ses-01_acq-default_T2w.nii.gz '
        'sub-22719/ses-01/anat/sub-22719_ses-01_acq-default_T1w.nii.gz '
        'sub-22719/ses-01/anat/sub-22719_ses-01_acq-default_T2w.nii.gz '
        'sub-22721/ses-01/anat/sub-22721_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22721/ses-01/anat/sub-22721_ses-01_acq-default_T1w.nii.gz '
        'sub-22746/ses-01/anat/sub-22746_ses-01_acq-default_T1w.nii.gz '
        'sub-22746/ses-01/anat/sub-22746_ses-01_acq-default_T2w.nii.gz '
        'sub-22803/ses-01/anat/sub-22803_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22803/ses-01/anat/sub-22803_ses-01_acq-default_T1w.nii.gz '
        'sub-22809/ses-01/anat/sub-22809_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22809/ses-01/anat/sub-22809_ses-01_acq-default_T1w.nii.gz '
        'sub-22834/ses-01/anat/sub-22834_ses-01_acq-default_T1w.nii.gz '
        'sub-22834/ses-01/anat/sub-22834_ses-01_acq-default_T2w.nii.gz '
        'sub-22853/ses-01/anat/sub-22853_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22853/ses-01/anat/sub-22853_ses-01_acq-default_T1w.nii.gz '
        'sub-22857/ses-01/anat/sub-22857_ses-01_acq-default_T1w.nii.gz '
        'sub-22857/ses-01/anat/sub-22857_ses-01_acq-default_T2w.nii.gz '
        'sub-22861/ses-01/anat/sub-22861_ses-01_acq-default_T1w.nii.gz '
        'sub-22861/ses-01/anat/sub-22861_ses-01_acq-default_T2w.nii.gz '
        'sub-22862/ses-01/anat/sub-22862_ses-01_acq-default_T1w.nii.gz '
        'sub-22862/ses-01/anat/sub-22862_ses-01_acq-default_T2w.nii.gz '
        'sub-22881/ses-01/anat/sub-22881_ses-01_acq-default_T1w.nii.gz '
        'sub-22881/ses-01/anat/sub-22881_ses-01_acq-default_T2w.nii.gz '
        'sub-22888/ses-01/anat/sub-22888_ses-01_acq-default_T1w.nii.gz '
        'sub-22888/ses-01/anat/sub-22888_ses-01_acq-default_T2w.nii.gz '
        'sub-22892/ses-01/anat/sub-22892_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22892/ses-01/anat/sub-22892_ses-01_acq-default_T1w.nii.gz '
        'sub-22908/ses-01/anat/sub-22908_ses-01_acq-default_T1w.nii.gz '
        'sub-22908/ses-01/anat/sub-22908_ses-01_acq-default_T2w.nii.gz '
        'sub-22935/ses-01/anat/sub-22935_ses-01_acq-default_T1w.nii.gz '
        'sub-22935/ses-01/anat/sub-22935_ses-01_acq-default_T2w.nii.gz '
        'sub-22954/ses-01/anat/sub-22954_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22954/ses-01/anat/sub-22954_ses-01_acq-default_T1w.nii.gz '
        'sub-22959/ses-01/anat/sub-22959_ses-01_acq-default_T1w.nii.gz '
        'sub-22959/ses-01/anat/sub-22959_ses-01_acq-default_T2w.nii.gz '
        'sub-22962/ses-01/anat/sub-22962_ses-01_acq-default_T1w.nii.gz '
        'sub-22962/ses-01/anat/sub-22962_ses-01_acq-default_T2w.nii.gz '
        'sub-23009/ses-01/anat/sub-23009_ses-01_acq-default_T1w.nii.gz '
        'sub-23009/ses-01/anat/sub-23009_ses-01_acq-default_T2w.nii.gz '
        'sub-23041/ses-01/anat/sub-23041_ses-01_acq-default_T1w.nii.gz '
        'sub-23041/ses-01/anat/sub-23041_ses-01_acq-default_T2w.nii.gz '
        'sub-23066/ses-01/anat/sub-23066_ses-01_acq-default_T1w.nii.gz '
        'sub-23066/ses-01/anat/sub-23066_ses-01_acq-default_T2w.nii.gz '
        'sub-23067/ses-01/anat/sub-23067_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23067/ses-01/anat/sub-23067_ses-01_acq-default_T1w.nii.gz '
        'sub-23072/ses-01/anat/sub-23072_ses-01_acq-default_T1w.nii.gz '
        'sub-23072/ses-01/anat/sub-23072_ses-01_acq-default_T2w.nii.gz '
        'sub-23091/ses-01/anat/sub-23091_ses-01_acq-default_T1w.nii.gz '
        'sub-23091/ses-01/anat/sub-23091_ses-01_acq-default_T2w.nii.gz '
        'sub-23111/ses-01/anat/sub-23111_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23111/ses-01/anat/sub-23111_ses-01_acq-default_T1w.nii.gz '
        'sub-23112/ses-01/anat/sub-23112_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23112/ses-01/anat/sub-23112_ses-01_acq-default_T1w.nii.gz '
        'sub-23122/ses-01/anat/sub-23122_ses-01_acq-default_T1w.nii.gz '
        'sub-23122/ses-01/anat/sub-23122_ses-01_acq-default_T2w.nii.gz '
        'sub-23146/ses-01/anat/sub-23146_ses-01_acq-default_T1w.nii.gz '
        'sub-23146/ses-01/anat/sub-23146_ses-01_acq-default_T2w.nii.gz '
        'sub-23159/ses-01/anat/sub-23159_ses-01_acq-default_T1w.nii.gz '
        'sub-23159/ses-01/anat/sub-23159_ses-01_acq-default_T2w.nii.gz '
        'sub-23166/ses-01/anat/sub-23166_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23166/ses-01/anat/sub-23166_ses-01_acq-default_T1w.nii.gz '
        'sub-23167/ses-01/anat/sub-23167_ses-01_acq-default_T1w.nii.gz '
        'sub-23167/ses-01/anat/sub-23167_ses-01_acq-default_T2w.nii.gz '
        'sub-23195/ses-01/anat/sub-23195_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23195/ses-01/anat/sub-23195_ses-01_acq-default_T1w.nii.gz '
        'sub-23204/ses-01/anat/sub-23204_ses-01_acq-default_T1w.nii.gz '
        'sub-23204/ses-01/anat/sub-23204_ses-01_acq-default_T2w.nii.gz '
        'sub-23216/ses-01/anat/sub-23216_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23216/ses-01/anat/sub-23216_ses-01_acq-default_T1w.nii.gz '
        'sub-23218/ses-01/anat/sub-23218_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23218/ses-01/anat/sub-23218_ses-01_acq-default_T1w.nii.gz '
        'sub-23236/ses-01/anat/sub-23236_ses-01_acq-default_T1w.nii.gz '
        'sub-23236/ses-01/anat/sub-23236_ses-01_acq-default_T2w.nii.gz '
        'sub-23272/ses-01/anat/sub-23272_ses-01_acq-default_T1w.nii.gz '
        'sub-23272/ses-01/anat/sub-23272_ses-01_acq-default_T2w.nii.gz '
        'sub-23273/ses-01/anat/sub-23273_ses-01_acq-default_T1w.nii.gz '
        'sub-23273/ses-01/anat/sub-23273_ses-01_acq-default_T2w.nii.gz '
        'sub-23279/ses-01/anat/sub-23279_ses-01_acq-default_T1w.nii.gz '
        'sub-23279/ses-01/anat/sub-23279_ses-01_acq-default_T2w.nii.gz '
        'sub-23284/ses-01/anat/sub-23284_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23284/ses-01/anat/sub-23284_ses-01_acq-default_T1w.nii.gz '
        'sub-23286/ses-01/anat/sub-23286_ses-01_acq-default_T1w.nii.gz '
        'sub-23286/ses-01/anat/sub-23286_ses-01_acq-default_T2w.nii.gz '
        'sub-23332/ses-01/anat/sub-23332_ses-01_acq-default_T1w.nii.gz '
        'sub-23332/ses-01/anat/sub-23332_ses-01_acq-default_T2w.nii.gz '
        'sub-23378/ses-01/anat/sub-23378_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23378/ses-01/anat/sub-23378_ses-01_acq-default_T1w.nii.gz '
        'sub-23393/ses-01/anat/sub-23393_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23393/ses-01/anat/sub-23393_ses-01_acq-default_T1w.nii.gz '
        'sub-23401/ses-01/anat/sub-23401_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23401/ses-01/anat/sub-23401_ses-01_acq-default_T1w.nii.gz '
        'sub-23414/ses-01/anat/sub-23414_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23414/ses-01/anat/sub-23414_ses-01_acq-default_T1w.nii.gz '
        'sub-23460/ses-01/anat/sub-23460_ses-01_acq-default_T1w.nii.gz '
        'sub-23460/ses-01/anat/sub-23460_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-20457/ses-01/anat': (
        'sub-20457_ses-01_acq-alternate02_T2w.nii.gz '
        'sub-20457_ses-01_acq-default_T1w.nii.gz '
        'sub-20457_ses-01_acq-default_T2w.nii.gz'
    ),
}


ANAT_ACQ_OTHER = {
    '': (
        'CHANGES '
        'README '
        'participants.json '
        'sub-01090/ses-01/dwi/sub-01090_ses-01_rec-default_dwi.bval '
        'sub-01090/ses-01/dwi/sub-01090_ses-01_rec-default_dwi.bvec '
        'sub-01140/ses-01/anat/sub-01140_ses-01_acq-default_T2w.json '
        'sub-01155/ses-01/anat/sub-01155_ses-01_acq-default_T1w.json '
        'sub-01155/ses-01/anat/sub-01155_ses-01_acq-default_T2w.json '
        'sub-01155/ses-01/dwi/sub-01155_ses-01_rec-default_dwi.json '
        'sub-01186/ses-01/dwi/sub-01186_ses-01_rec-default_dwi.bvec '
        'sub-01186/ses-01/dwi/sub-01186_ses-01_rec-default_dwi.nii.gz '
        'sub-01189/ses-01/anat/sub-01189_ses-01_acq-default_T1w.json '
        'sub-01189/ses-01/dwi/sub-01189_ses-01_rec-default_dwi.json '
        'sub-01370/ses-01/dwi/sub-01370_ses-01_rec-default_dwi.bval '
        'sub-01370/ses-01/dwi/sub-01370_ses-01_rec-default_dwi.json '
        'sub-01410/ses-01/anat/sub-01410_ses-01_acq-default_T1w.json '
        'sub-01410/ses-01/anat/sub-01410_ses-01_acq-default_T2w.json '
        'sub-01410/ses-01/dwi/sub-01410_ses-01_rec-default_dwi.bval '
        'sub-01410/ses-01/dwi/sub-01410_ses-01_rec-default_dwi.json '
        'sub-01417/ses-01/anat/sub-01417_ses-01_acq-default_T1w.json '
        'sub-01755/ses-01/anat/sub-01755_ses-01_acq-default_T1w.json '
        'sub-01755/ses-01/anat/sub-01755_ses-01_acq-default_T2w.json '
        'sub-01755/ses-01/dwi/sub-01755_ses-01_rec-default_dwi.json '
        'sub-20027/ses-01/anat/sub-20027_ses-01_acq-default_T1w.json '
        'sub-20027/ses-01/anat/sub-20027_ses-01_acq-default_T2w.json '
        'sub-20106/ses-01/anat/sub-20106_ses-01_acq-default_T1w.json '
        'sub-20106/ses-01/anat/sub-20106_ses-01_acq-default_T2w.json '
        'sub-20106/ses-01/dwi/sub-20106_ses-01_rec-default_dwi.bvec '
        'sub-20131/ses-01/anat/sub-20131_ses-01_acq-default_T1w.json '
        'sub-20131/ses-01/dwi/sub-20131_ses-01_rec-default_dwi.json '
        'sub-20131/ses-01/dwi/sub-20131_ses-01_rec-default_dwi.nii.gz '
        'sub-20209/ses-01/anat/sub-20209_ses-01_acq-alternate01_T2w.json '
        'sub-20209/ses-01/anat/sub-20209_ses-01_acq-default_T1w.json '
        'sub-20255/ses-01/anat/sub-20255_ses-01_acq-alternate01_T2w.json '
        'sub-20255/ses-01/anat/sub-20255_ses-01_acq-default_T1w.json '
        'sub-20255/ses-01/dwi/sub-20255_ses-01_rec-default_dwi.bvec '
        'sub-20255/ses-01/dwi/sub-20255_ses-01_rec-default_dwi.json '
        'sub-20358/ses-01/anat/sub-20358_ses-01_acq-default_T2w.json '
        'sub-20358/ses-01/dwi/sub-20358_ses-01_rec-default_dwi.bvec '
        'sub-20358/ses-01/dwi/sub-20358_ses-01_rec-default_dwi.nii.gz '
        'sub-20435/ses-01/anat/sub-20435_ses-01_acq-default_T2w.json '
        'sub-20435/ses-01/dwi/sub-20435_ses-01_rec-default_dwi.bval '
        'sub-20435/ses-01/dwi/sub-20435_ses-01_rec-default_dwi.json '
        'sub-20457/ses-01/anat/sub-20457_ses-01_acq-alternate02_T2w.json '
        'sub-20457/ses-01/anat/sub-20457_ses-01_acq-default_T1w.json '
        'sub-20457/ses-01/dwi/sub-20457_ses-01_rec-default_dwi.json '
        'sub-20457/ses-01/dwi/sub-20457_ses-01_rec-default_dwi.nii.gz '
        'sub-20569/ses-01/dwi/sub-20569_ses-01_rec-default_dwi.json '
        'sub-20569/ses-01/dwi/sub-20569_ses-01_rec-default_dwi.nii.gz '
        'sub-20631/ses-01/anat/sub-20631_ses-01_acq-default_T1w.json '
        'sub-20631/ses-01/dwi/sub-20631_ses-01_rec-default_dwi.bvec '
        'sub-20631/ses-01/dwi/sub-20631_ses-01_rec-default_dwi.nii.gz '
        'sub-20722/ses-01/anat/sub-20722_ses-01_acq-default_T1w.json '
        'sub-20722/ses-01/anat/sub-20722_ses-01_acq-default_T2w.json '
        'sub-20722/ses-01/dwi/sub-20722_ses-01_rec-default_dwi.bval '
        'sub-20758/ses-01/dwi/sub-20758_ses-01_rec-default_dwi.bval '
        'sub-20758/ses-01/dwi/sub-20758_ses-01_rec-default_dwi.bvec '
        'sub-20771/ses-01/anat/sub-20771_ses-01_acq-default_T2w.json '
        'sub-20771/ses-01/dwi/sub-20771_ses-01_rec-default_dwi.bval '
        'sub-20771/ses-01/dwi/sub-20771_ses-01_rec-default_dwi.bvec '
        'sub-20773/ses-01/anat/sub-20773_ses-01_acq-default_T1w.json '
        'sub-20773/ses-01/dwi/sub-20773_ses-01_rec-default_dwi.bvec '
        'sub-20869/ses-01/anat/sub-20869_ses-01_acq-default_T2w.json '
        'sub-20869/ses-01/dwi/sub-20869_ses-01_rec-default_dwi.bvec '
        'sub-20869/ses-01/dwi/sub-20869_ses-01_rec-default_dwi.nii.gz '
        'sub-20884/ses-01/anat/sub-20884_ses-01_acq-default_T1w.json '
        'sub-20884/ses-01/dwi/sub-20884_ses-01_rec-default_dwi.bvec '
        'sub-20884/ses-01/dwi/sub-20884_ses-01_rec-default_dwi.json '
        'sub-20910/ses-01/dwi/sub-20910_ses-01_rec-default_dwi.bval '
        'sub-20965/ses-01/anat/sub-20965_ses-01_acq-default_T1w.json '
        'sub-20965/ses-01/anat/sub-20965_ses-01_acq-default_T2w.json '
        'sub-20968/ses-01/dwi/sub-20968_ses-01_rec-default_dwi.bval '
        'sub-20968/ses-01/dwi/sub-20968_ses-01_rec-default_dwi.bvec '
        'sub-20974/ses-01/anat/sub-20974_ses-01_acq-default_T2w.json '
        'sub-20974/ses-01/dwi/sub-20974_ses-01_rec-default_dwi.bvec '
        'sub-20974/ses-01/dwi/sub-20974_ses-01_rec-default_dwi.nii.gz '
        'sub-21013/ses-01/anat/sub-21013_ses-01_acq-default_T1w.json '
        'sub-21013/ses-01/anat/sub-21013_ses-01_acq-default_T2w.json '
        'sub-21013/ses-01/dwi/sub-21013_ses-01_rec-default_dwi.nii.gz '
        'sub-21068/ses-01/anat/sub-21068_ses-01_acq-default_T2w.json '
        'sub-21068/ses-01/dwi/sub-21068_ses-01_rec-default_dwi.json '
        'sub-21125/ses-01/anat/sub-21125_ses-01_acq-default_T2w.json '
        'sub-21163/ses-01/anat/sub-21163_ses-01_acq-default_T1w.json '
        'sub-21163/ses-01/anat/sub-21163_ses-01_acq-default_T2w.json '
        'sub-21209/ses-01/dwi/sub-21209_ses-01_rec-default_dwi.json '
        'sub-21209/ses-01/dwi/sub-21209_ses-01_rec-default_dwi.nii.gz '
        'sub-21271/ses-01/anat/sub-21271_ses-01_acq-default_T1w.json '
        'sub-21271/ses-01/dwi/sub-21271_ses-01_rec-default_dwi.bval '
        'sub-21271/ses-01/dwi/sub-21271_ses-01_rec-default_dwi.json '
        'sub-21336/ses-01/dwi/sub-21336_ses-01_rec-default_dwi.bvec '
        'sub-21420/ses-01/anat/sub-21420_ses-01_acq-default_T2w.json '
        'sub-21420/ses-01/dwi/sub-21420_ses-01_rec-default_dwi.bvec '
        'sub-21454/ses-01/anat/sub-21454_ses-01_acq-default_T2w.json '
        'sub-21454/ses-01/dwi/sub-21454_ses-01_rec-default_dwi.json '
        'sub-21462/ses-01/anat/sub-21462_ses-01_acq-default_T1w.json '
        'sub-21462/ses-01/dwi/sub-21462_ses-01_rec-default_dwi.bval '
        'sub-21462/ses-01/dwi/sub-21462_ses-01_rec-default_dwi.nii.gz '
        'sub-21590/ses-01/dwi/sub-21590_ses-01_rec-default_dwi.bval '
        'sub-21615/ses-01/dwi/sub-21615_ses-01_rec-default_dwi.bvec '
        'sub-21615/ses-01/dwi/sub-21615_ses-01_rec-default_dwi.json '
        'sub-21618/ses-01/anat/sub-21618_ses-01_acq-default_T1w.json '
        'sub-21618/ses-01/anat/sub-21618_ses-01_acq-default_T2w.json '
        'sub-21624/ses-01/anat/sub-21624_ses-01_acq-default_T2w.json '
        'sub-21624/ses-01/dwi/sub-21624_ses-01_rec-default_dwi.nii.gz '
        'sub-21625/ses-01/dwi/sub-21625_ses-01_rec-default_dwi.bval '
        'sub-21625/ses-01/dwi/sub-21625_ses-01_rec-default_dwi.json '
        'sub-21651/ses-01/dwi/sub-21651_ses-01_rec-default_dwi.nii.gz '
        'sub-21712/ses-01/anat/sub-21712_ses-01_acq-default_T2w.json '
        'sub-21712/ses-01/dwi/sub-21712_ses-01_rec-default_dwi.json '
        'sub-21712/ses-01/dwi/sub-21712_ses-01_rec-default_dwi.nii.gz '
        'sub-21785/ses-01/anat/sub-21785_ses-01_acq-default_T2w.json '
        'sub-21807/ses-01/anat/sub-21807_ses-01_acq-default_T1w.json '
        'sub-21807/ses-01/dwi/sub-21807_ses-01_rec-default_dwi.nii.gz '
        'sub-22112/ses-01/anat/sub-22112_ses-01_acq-default_T1w.json '
        'sub-22128/ses-01/anat/sub-22128_ses-01_acq-alternate01_T2w.json '
        'sub-22128/ses-01/anat/sub-22128_ses-01_acq-default_T1w.json '
        'sub-22128/ses-01/dwi/sub-22128_ses-01_rec-default_dwi.bvec '
        'sub-22128/ses-01/dwi/sub-22128_ses-01_rec-default_dwi.nii.gz '
        'sub-22166/ses-01/anat/sub-22166_ses-01_acq-default_T1w.json '
        'sub-22166/ses-01/dwi/sub-22166_ses-01_rec-default_dwi.bval '
        'sub-22166/ses-01/dwi/sub-22166_ses-01_rec-default_dwi.bvec '
        'sub-22183/ses-01/anat/sub-22183_ses-01_acq-default_T1w.json '
        'sub-22196/ses-01/anat/sub-22196_ses-01_acq-default_T1w.json '
        'sub-22196/ses-01/anat/sub-22196_ses-01_acq-default_T2w.json '
        'sub-22196/ses-01/dwi/sub-22196_ses-01_rec-alternate_dwi.bvec '
        'sub-22196/ses-01/dwi/sub-22196_ses-01_rec-alternate_dwi.json '
        'sub-22267/ses-01/anat/sub-22267_ses-01_acq-default_T1w.json '
        'sub-22309/ses-01/dwi/sub-22309_ses-01_rec-default_dwi.bvec '
        'sub-22309/ses-01/dwi/sub-22309_ses-01_rec-default_dwi.json '
        'sub-22315/ses-01/anat/sub-22315_ses-01_acq-default_T1w.json '
        'sub-22315/ses-01/dwi/sub-22315_ses-01_rec-default_dwi.bval '
        'sub-22315/ses-01/dwi/sub-22315_ses-01_rec-default_dwi.nii.gz '
        'sub-22400/ses-01/anat/sub-22400_ses-01_acq-default_T2w.json '
        'sub-22400/ses-01/dwi/sub-22400_ses-01_rec-default_dwi.bval '
        'sub-22400/ses-01/dwi/sub-22400_ses-01_rec-default_dwi.json '
        'sub-22401/ses-01/dwi/sub-22401_ses-01_rec-default_dwi.bval '
        'sub-22401/ses-01/dwi/sub-22401_ses-01_rec-default_dwi.nii.gz '
        'sub-22421/ses-01/anat/sub-22421_ses-01_acq-alternate01_T2w.json '
        'sub-22437/ses-01/anat/sub-22437_ses-01_acq-default_T1w.json '
        'sub-22437/ses-01/dwi/sub-22437_ses-01_rec-default_dwi.bvec '
        'sub-22438/ses-01/anat/sub-22438_ses-01_acq-default_T2w.json '
        'sub-22438/ses-01/dwi/sub-22438_ses-01_rec-default_dwi.bvec '
        'sub-22441/ses-01/anat/sub-22441_ses-01_acq-default_T1w.json '
        'sub-22441/ses-01/anat/sub-22441_ses-01_acq-default_T2w.json '
        'sub-22441/ses-01/dwi/sub-22441_ses-01_rec-default_dwi.bval '
        'sub-22441/ses-01/dwi/sub-22441_ses-01_rec-default_dwi.nii.gz '
        'sub-22562/ses-01/anat/sub-22562_ses-01_acq-default_T1w.json '
        'sub-22562/ses-01/anat/sub-22562_ses-01_acq-default_T2w.json '
        'sub-22562/ses-01/dwi/sub-22562_ses-01_rec-default_dwi.bvec '
        'sub-22572/ses-01/anat/sub-22572_ses-01_acq-default_T1w.json '
        'sub-22611/ses-01/dwi/sub-22611_ses-01_rec-default_dwi.bvec '
        'sub-22611/ses-01/dwi/sub-22611_ses-01_rec-default_dwi.nii.gz '
        'sub-22631/ses-01/anat/sub-22631_ses-01_acq-default_T1w.json '
        'sub-22686/ses-01/anat/sub-22686_ses-01_acq-default_T1w.json '
        'sub-22687/ses-01/dwi/sub-22687_ses-01_rec-default_dwi.bvec '
        'sub-22687/ses-01/dwi/sub-22687_ses-01_rec-default_dwi.nii.gz '
        'sub-22690/ses-01/anat/sub-22690_ses-01_acq-default_T1w.json '
        'sub-22690/ses-01/anat/sub-22690_ses-01_acq-default_T2w.json '
        'sub-22690/ses-01/dwi/sub-22690_ses-01_rec-default_dwi.json '
        'sub-22690/ses-01/dwi/sub-22690_ses-01_rec-default_dwi.nii.gz '
        'sub-22701/ses-01/anat/sub-22701_ses-01_acq-default_T1w.json '
        'sub-22701/ses-01/anat/sub-22701_ses-01_acq-default_T2w.json '
        'sub-22719/ses-01/anat/sub-22719_ses-01_acq-default_T2w.json '
        'sub-22719/ses-01/dwi/sub-22719_ses-01_rec-default_dwi.nii.gz '
        'sub-22721/ses-01/anat/sub-22721_ses-01_acq-default_T1w.json '
        'sub-22721/ses-01/dwi/sub-22721_ses-01_rec-default_dwi.bval '
        'sub-22721/ses-01/dwi/sub-22721_ses-01_rec-default_dwi.nii.gz '
        'sub-22746/ses-01/anat/sub-22746_ses-01_acq-default_T1w.json '
        'sub-22803/ses-01/anat/sub-22803_ses-01_acq-alternate01_T2w.json '
        'sub-22803/ses-01/anat/sub-22803_ses-01_acq-default_T1w.json '
        'sub-22803/ses-01/dwi/sub-22803_ses-01_rec-default_dwi.bval '
        'sub-22803/ses-01/dwi/sub-22803_ses-01_rec-default_dwi.nii.gz '
        'sub-22809/ses-01/anat/sub-22809_ses-01_acq-alternate01_T2w.json '
        'sub-22809/ses-01/anat/sub-22809_ses-01_acq-default_T1w.json '
        'sub-22809/ses-01/dwi/sub-22809_ses-01_rec-default_dwi.bval '
        'sub-22834/ses-01/anat/sub-22834_ses-01_acq-default_T2w.json '
        'sub-22834/ses-01/dwi/sub-22834_ses-01_rec-default_dwi.bval '
        'sub-22834/ses-01/dwi/sub-22834_ses-01_rec-default_dwi.bvec '
        'sub-22853/ses-01/anat/sub-22853_ses-01_acq-default_T1w.json '
        'sub-22853/ses-01/dwi/sub-22853_ses-01_rec-default_dwi.bvec '
        'sub-22857/ses-01/anat/sub-22857_ses-01_acq-default_T2w.json '
        'sub-22857/ses-01/dwi/sub-22857_ses-01_rec-default_dwi.bval '
        'sub-22861/ses-01/anat/sub-22861_ses-01_acq-default_T2w.json '
        'sub-22861/ses-01/dwi/sub-22861_ses-01_rec-default_dwi.bvec '
        'sub-22861/ses-01/dwi/sub-22861_ses-01_rec-default_dwi.json '
        'sub-22862/ses-01/anat/sub-22862_ses-01_acq-default_T1w.json '
        'sub-22881/ses-01/anat/sub-22881_ses-01_acq-default_T1w.json '
        'sub-22881/ses-01/anat/sub-22881_ses-01_acq-default_T2w.json '
        'sub-22881/ses-01/dwi/sub-22881_ses-01_rec-default_dwi.bvec '
        'sub-22881/ses-01/dwi/sub-22881_ses-01_rec-default_dwi.nii.gz '
        'sub-22888/ses-01/anat/sub-22888_ses-01_acq-default_T1w.json '
        'sub-22888/ses-01/dwi/sub-22888_ses-01_rec-default_dwi.nii.gz '
        'sub-22892/ses-01/anat/sub-22892_ses-01_acq-alternate01_T2w.json '
        'sub-22892/ses-01/anat/sub-22892_ses-01_acq-default_T1w.json '
        'sub-22908/ses-01/dwi/sub-22908_ses-01_rec-default_dwi.bvec '
        'sub-22935/ses-01/dwi/sub-22935_ses-01_rec-default_dwi.json '
        'sub-22954/ses-01/dwi/sub-22954_ses-01_rec-default_dwi.json '
        'sub-22959/ses-01/anat/sub-22959_ses-01_acq-default_T1w.json '
        'sub-22959/ses-01/anat/sub-22959_ses-01_acq-default_T2w.json '
        'sub-22959/ses-01/dwi/sub-22959_ses-01_rec-default_dwi.bval '
        'sub-22959/ses-01/dwi/sub-22959_ses-01_rec-default_dwi.json '
        'sub-23009/ses-01/dwi/sub-23009_ses-01_rec-default_dwi.bvec '
        'sub-23041/ses-01/anat/sub-23041_ses-01_acq-default_T1w.json '
        'sub-23041/ses-01/anat/sub-23041_ses-01_acq-default_T2w.json '
        'sub-23041/ses-01/dwi/sub-23041_ses-01_rec-default_dwi.bvec '
        'sub-23041/ses-01/dwi/sub-23041_ses-01_rec-default_dwi.nii.gz '
        'sub-23066/ses-01/dwi/sub-23066_ses-01_rec-default_dwi.nii.gz '
        'sub-23072/ses-01/anat/sub-23072_ses-01_acq-default_T1w.json '
        'sub-23072/ses-01/dwi/sub-23072_ses-01_rec-default_dwi.json '
        'sub-23091/ses-01/anat/sub-23091_ses-01_acq-default_T1w.json '
        'sub-23111/ses-01/anat/sub-23111_ses-01_acq-alternate01_T2w.json '
        'sub-23111/ses-01/dwi/sub-23111_ses-01_rec-alternate_dwi.bvec '
        'sub-23111/ses-01/dwi/sub-23111_ses-01_rec-alternate_dwi.nii.gz '
        'sub-23112/ses-01/anat/sub-23112_ses-01_acq-default_T1w.json '
        'sub-23112/ses-01/dwi/sub-23112_ses-01_rec-default_dwi.bval '
        'sub-23112/ses-01/dwi/sub-23112_ses-01_rec-default_dwi.nii.gz '
        'sub-23122/ses-01/anat/sub-23122_ses-01_acq-default_T2w.json '
        'sub-23122/ses-01/dwi/sub-23122_ses-01_rec-alternate_dwi.bval '
        'sub-23146/ses-01/anat/sub-23146_ses-01_acq-default_T1w.json '
        'sub-23146/ses-01/anat/sub-23146_ses-01_acq-default_T2w.json '
        'sub-23146/ses-01/dwi/sub-23146_ses-01_rec-default_dwi.nii.gz '
        'sub-23159/ses-01/anat/sub-23159_ses-01_acq-default_T2w.json '
        'sub-23159/ses-01/dwi/sub-23159_ses-01_rec-default_dwi.bvec '
        'sub-23166/ses-01/dwi/sub-23166_ses-01_rec-default_dwi.json '
        'sub-23167/ses-01/dwi/sub-23167_ses-01_rec-default_dwi.bval '
        'sub-23167/ses-01/dwi/sub-23167_ses-01_rec-default_dwi.nii.gz '
        'sub-23195/ses-01/anat/sub-23195_ses-01_acq-alternate01_T2w.json '
        'sub-23195/ses-01/dwi/sub-23195_ses-01_rec-default_dwi.bval '
        'sub-23195/ses-01/dwi/sub-23195_ses-01_rec-default_dwi.json '
        'sub-23204/ses-01/anat/sub-23204_ses-01_acq-default_T2w.json '
        'sub-23236/ses-01/dwi/sub-23236_ses-01_rec-default_dwi.bval '
        'sub-23272/ses-01/dwi/sub-23272_ses-01_rec-default_dwi.bvec '
        'sub-23272/ses-01/dwi/sub-23272_ses-01_rec-default_dwi.nii.gz '
        'sub-23273/ses-01/anat/sub-23273_ses-01_acq-default_T1w.json '
        'sub-23273/ses-01/anat/sub-23273_ses-01_acq-default_T2w.json '
        'sub-23273/ses-01/dwi/sub-23273_ses-01_rec-default_dwi.bval '
        'sub-23279/ses-01/anat/sub-23279_ses-01_acq-default_T1w.json '
        'sub-23279/ses-01/dwi/sub-23279_ses-01_rec-default_dwi.json '
        'sub-23284/ses-01/anat/sub-23284_ses-01_acq-alternate01_T2w.json '
        'sub-23284/ses-01/dwi/sub-23284_ses-01_rec-default_dwi.nii.gz '
        'sub-23332/ses-01/anat/sub-23332_ses-01_acq-default_T1w.json '
        'sub-23332/ses-01/dwi/sub-23332_ses-01_rec-default_dwi.nii.gz '
        'sub-23378/ses-01/anat/sub-23378_ses-01_acq-alternate01_T2w.json '
        'sub-23378/ses-01/anat/sub-23378_ses-01_acq-default_T1w.json '
        'sub-23378/ses-01/dwi/sub-23378_ses-01_rec-default_dwi.json '
        'sub-23378/ses-01/dwi/sub-23378_ses-01_rec-default_dwi.nii.gz '
        'sub-23393/ses-01/anat/sub-23393_ses-01_acq-default_T1w.json '
        'sub-23393/ses-01/dwi/sub-23393_ses-01_rec-alternate_dwi.json '
        'sub-23401/ses-01/anat/sub-23401_ses-01_acq-default_T1w.json '
        'sub-23401/ses-01/dwi/sub-23401_ses-01_rec-default_dwi.bval '
        'sub-23460/ses-01/dwi/sub-23460_ses-01_rec-alternate_dwi.bval'
    ),
    'sub-01140/ses-01/dwi': (
        'sub-01140_ses-01_rec-default_dwi.bval '
        'sub-01140_ses-01_rec-default_dwi.bvec '
        'sub-01140_ses-01_rec-default_dwi.json'
    ),
    'sub-20209/ses-01/dwi': (
        'sub-20209_ses-01_rec-default_dwi.bvec '
        'sub-20209_ses-01_rec-default_dwi.json '
        'sub-20209_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20433/ses-01/dwi': (
        'sub-20433_ses-01_rec-default_dwi.bval '
        'sub-20433_ses-01_rec-default_dwi.bvec '
        'sub-20433_ses-01_rec-default_dwi.json '
        'sub-20433_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20730/ses-01/dwi': (
        'sub-20730_ses-01_rec-default_dwi.bval '
        'sub-20730_ses-01_rec-default_dwi.bvec '
        'sub-20730_ses-01_rec-default_dwi.json'
    ),
    'sub-20937/ses-01/dwi': (
        'sub-20937_ses-01_rec-default_dwi.bvec '
        'sub-20937_ses-01_rec-default_dwi.json '
        'sub-20937_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20965/ses-01/dwi': (
        'sub-20965_ses-01_rec-default_dwi.bval '
        'sub-20965_ses-01_rec-default_dwi.bvec '
        'sub-20965_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21120/ses-01/dwi': (
        'sub-21120_ses-01_rec-default_dwi.bval '
        'sub-21120_ses-01_rec-default_dwi.bvec '
        'sub-21120_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21125/ses-01/dwi': (
        'sub-21125_ses-01_rec-default_dwi.bval '
        'sub-21125_ses-01_rec-default_dwi.bvec '
        'sub-21125_ses-01_rec-default_dwi.json'
    ),
    'sub-21604/ses-01/dwi': (
        'sub-21604_ses-01_rec-default_dwi.bval '
        'sub-21604_ses-01_rec-default_dwi.json '
        'sub-21604_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21606/ses-01/dwi': (
        'sub-21606_ses-01_rec-default_dwi.bval '
        'sub-21606_ses-01_rec-default_dwi.bvec '
        'sub-21606_ses-01_rec-default_dwi.json '
        'sub-21606_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21618/ses-01/dwi': (
        'sub-21618_ses-01_rec-default_dwi.bval '
        'sub-21618_ses-01_rec-default_dwi.json '
        'sub-21618_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21662/ses-01/dwi': (
        'sub-21662_ses-01_rec-default_dwi.bval '
        'sub-21662_ses-01_rec-default_dwi.json '
        'sub-21662_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21785/ses-01/dwi': (
        'sub-21785_ses-01_rec-default_dwi.bvec '
        'sub-21785_ses-01_rec-default_dwi.json '
        'sub-21785_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22112/ses-01/dwi': (
        'sub-22112_ses-01_rec-default_dwi.bvec '
        'sub-22112_ses-01_rec-default_dwi.json '
        'sub-22112_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22183/ses-01/dwi': (
        'sub-22183_ses-01_rec-default_dwi.bval '
        'sub-22183_ses-01_rec-default_dwi.bvec '
        'sub-22183_ses-01_rec-default_dwi.json '
        'sub-22183_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22267/ses-01/dwi': (
        'sub-22267_ses-01_rec-default_dwi.bval '
        'sub-22267_ses-01_rec-default_dwi.json '
        'sub-22267_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22281/ses-01/dwi': (
        'sub-22281_ses-01_rec-default_dwi.bval '
        'sub-22281_ses-01_rec-default_dwi.bvec '
        'sub-22281_ses-01_rec-default_dwi.json '
        'sub-22281_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22302/ses-01/dwi': (
        'sub-22302_ses-01_rec-default_dwi.bvec '
        'sub-22302_ses-01_rec-default_dwi.json '
        'sub-22302_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22421/ses-01/dwi': (
        'sub-22421_ses-01_rec-default_dwi.bval '
        'sub-22421_ses-01_rec-default_dwi.json '
        'sub-22421_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22485/ses-01/dwi': (
        'sub-22485_ses-01_rec-default_dwi.bval '
        'sub-22485_ses-01_rec-default_dwi.bvec '
        'sub-22485_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22676/ses-01/dwi': (
        'sub-22676_ses-01_rec-default_dwi.bval '
        'sub-22676_ses-01_rec-default_dwi.bvec '
        'sub-22676_ses-01_rec-default_dwi.json '
        'sub-22676_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22686/ses-01/dwi': (
        'sub-22686_ses-01_rec-default_dwi.bval '
        'sub-22686_ses-01_rec-default_dwi.bvec '
        'sub-22686_ses-01_rec-default_dwi.json'
    ),
    'sub-22701/ses-01/dwi': (
        'sub-22701_ses-01_rec-default_dwi.bval '
        'sub-22701_ses-01_rec-default_dwi.bvec '
        'sub-22701_ses-01_rec-default_dwi.json'
    ),
    'sub-22746/ses-01/dwi': (
        'sub-22746_ses-01_rec-default_dwi.bvec '
        'sub-22746_ses-01_rec-default_dwi.json '
        'sub-22746_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22862/ses-01/dwi': (
        'sub-22862_ses-01_rec-default_dwi.bval '
        'sub-22862_ses-01_rec-default_dwi.json '
        'sub-22862_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22892/ses-01/dwi': (
        'sub-22892_ses-01_rec-default_dwi.bval '
        'sub-22892_ses-01_rec-default_dwi.bvec '
        'sub-22892_ses-01_rec-default_dwi.json '
        'sub-22892_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22962/ses-01/dwi': (
        'sub-22962_ses-01_rec-default_dwi.bval '
        'sub-22962_ses-01_rec-default_dwi.bvec '
        'sub-22962_ses-01_rec-default_dwi.json'
    ),
    'sub-23204/ses-01/dwi': (
        'sub-23204_ses-01_rec-default_dwi.bval '
        'sub-23204_ses-01_rec-default_dwi.json '
        'sub-23204_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23216/ses-01/dwi': (
        'sub-23216_ses-01_rec-default_dwi.bval '
        'sub-23216_ses-01_rec-default_dwi.json '
        'sub-23216_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23286/ses-01/dwi': (
        'sub-23286_ses-01_rec-default_dwi.bval '
        'sub-23286_ses-01_rec-default_dwi.bvec '
        'sub-23286_ses-01_rec-default_dwi.json'
    ),
    'sub-23414/ses-01/dwi': (
        'sub-23414_ses-01_rec-default_dwi.bval '
        'sub-23414_ses-01_rec-default_dwi.bvec '
        'sub-23414_ses-01_rec-default_dwi.json'
    ),
}


DWI_REC_KIND = {
    '': (
        'sub-01155/ses-01/dwi/sub-01155_ses-01_rec-default_dwi.bvec '
        'sub-01155/ses-01/dwi/sub-01155_ses-01_rec-default_dwi.nii.gz '
        'sub-01186/ses-01/dwi/sub-01186_ses-01_rec-default_dwi.bval '
        'sub-01186/ses-01/dwi/sub-01186_ses-01_rec-default_dwi.nii.gz '
        'sub-01189/ses-01/dwi/sub-01189_ses-01_rec-default_dwi.bval '
        'sub-01189/ses-01/dwi/sub-01189_ses-01_rec-default_dwi.nii.gz '
        'sub-20209/ses-01/dwi/sub-20209_ses-01_rec-default_dwi.bvec '
        'sub-20399/ses-01/dwi/sub-20399_ses-01_rec-default_dwi.bval '
        'sub-20433/ses-01/dwi/sub-20433_ses-01_rec-default_dwi.bval '
        'sub-20433/ses-01/dwi/sub-20433_ses-01_rec-default_dwi.nii.gz '
        'sub-20569/ses-01/dwi/sub-20569_ses-01_rec-default_dwi.bval '
        'sub-20587/ses-01/dwi/sub-20587_ses-01_rec-default_dwi.bval '
        'sub-20587/ses-01/dwi/sub-20587_ses-01_rec-default_dwi.bvec '
        'sub-20722/ses-01/dwi/sub-20722_ses-01_rec-default_dwi.bvec '
        'sub-20758/ses-01/dwi/sub-20758_ses-01_rec-default_dwi.bval '
        'sub-20758/ses-01/dwi/sub-20758_ses-01_rec-default_dwi.bvec '
        'sub-20771/ses-01/dwi/sub-20771_ses-01_rec-default_dwi.bvec '
        'sub-20771/ses-01/dwi/sub-20771_ses-01_rec-default_dwi.nii.gz '
        'sub-20869/ses-01/dwi/sub-20869_ses-01_rec-default_dwi.bval '
        'sub-20884/ses-01/dwi/sub-20884_ses-01_rec-default_dwi.bval '
        'sub-20884/ses-01/dwi/sub-20884_ses-01_rec-default_dwi.nii.gz '
        'sub-20937/ses-01/dwi/sub-20937_ses-01_rec-default_dwi.bval '
        'sub-20937/ses-01/dwi/sub-20937_ses-01_rec-default_dwi.nii.gz '
        'sub-20968/ses-01/dwi/sub-20968_ses-01_rec-default_dwi.nii.gz '
        'sub-20974/ses-01/dwi/sub-20974_ses-01_rec-default_dwi.bval '
        'sub-20974/ses-01/dwi/sub-20974_ses-01_rec-default_dwi.nii.gz '
        'sub-21068/ses-01/dwi/sub-21068_ses-01_rec-default_dwi.bvec '
        'sub-21068/ses-01/dwi/sub-21068_ses-01_rec-default_dwi.nii.gz '
        'sub-21120/ses-01/dwi/sub-21120_ses-01_rec-default_dwi.bval '
        'sub-21125/ses-01/dwi/sub-21125_ses-01_rec-default_dwi.bval '
        'sub-21125/ses-01/dwi/sub-21125_ses-01_rec-default_dwi.nii.gz '
        'sub-21163/ses-01/dwi/sub-21163_ses-01_rec-default_dwi.bvec '
        'sub-21163/ses-01/dwi/sub-21163_ses-01_rec-default_dwi.nii.gz '
        'sub-21271/ses-01/dwi/sub-21271_ses-01_rec-default_dwi.bval '
        'sub-21271/ses-01/dwi/sub-21271_ses-01_rec-default_dwi.bvec '
        'sub-21336/ses-01/dwi/sub-21336_ses-01_rec-default_dwi.bval '
        'sub-21336/ses-01/dwi/sub-21336_ses-01_rec-default_dwi.bvec '
        'sub-21454/ses-01/dwi/sub-21454_ses-01_rec-default_dwi.bval '
        'sub-21454/ses-01/dwi/sub-21454_ses-01_rec-default_dwi.bvec '
        'sub-21462/ses-01/dwi/sub-21462_ses-01_rec-default_dwi.bval '
        'sub-21462/ses-01/dwi/sub-21462_ses-01_rec-default_dwi.bvec '
        'sub-21590/ses-01/dwi/sub-21590_ses-01_rec-default_dwi.bvec '
        'sub-21606/ses-01/dwi/sub-21606_ses-01_rec-default_dwi.bval '
        'sub-21606/ses-01/dwi/sub-21606_ses-01_rec-default_dwi.bvec '
        'sub-21615/ses-01/dwi/sub-21615_ses-01_rec-default_dwi.bval '
        'sub-21615/ses-01/dwi/sub-21615_ses-01_rec-default_dwi.nii.gz '
        'sub-21625/ses-01/dwi/sub-21625_ses-01_rec-default_dwi.bval '
        'sub-21625/ses-01/dwi/sub-21625_ses-01_rec-default_dwi.bvec '
        'sub-21651/ses-01/dwi/sub-21651_ses-01_rec-default_dwi.nii.gz '
        'sub-21662/ses-01/dwi/sub-21662_ses-01_rec-default_dwi.bvec '
        'sub-21662/ses-01/dwi/sub-21662_ses-01_rec-default_dwi.nii.gz '
        'sub-21712/ses-01/dwi/sub-21712_ses-01_rec-default_dwi.bvec '
        'sub-21712/ses-01/dwi/sub-21712_ses-01_rec-default_dwi.nii.gz '
        'sub-21785/ses-01/dwi/sub-21785_ses-01_rec-default_dwi.bval '
        'sub-21785/ses-01/dwi/sub-21785_ses-01_rec-default_dwi.nii.gz '
        'sub-21807/ses-01/dwi/sub-21807_ses-01_rec-default_dwi.bval '
        'sub-21807/ses-01/dwi/sub-21807_ses-01_rec-default_dwi.bvec '
        'sub-22128/ses-01/dwi/sub-22128_ses-01_rec-default_dwi.bvec '
        'sub-22196/ses-01/dwi/sub-22196_ses-01_rec-alternate_dwi.bvec '
        'sub-22196/ses-01/dwi/sub-22196_ses-01_rec-alternate_dwi.nii.gz '
        'sub-22267/ses-01/dwi/sub-22267_ses-01_rec-default_dwi.bval '
        'sub-22267/ses-01/dwi/sub-22267_ses-01_rec-default_dwi.nii.gz '
        'sub-22281/ses-01/dwi/sub-22281_ses-01_rec-default_dwi.bval '
        'sub-22281/ses-01/dwi/sub-22281_ses-01_rec-default_dwi.bvec '
        'sub-22309/ses-01/dwi/sub-22309_ses-01_rec-default_dwi.bval '
        'sub-22309/ses-01/dwi/sub-22309_ses-01_rec-default_dwi.nii.gz '
        'sub-22315/ses-01/dwi/sub-22315_ses-01_rec-default_dwi.bval '
        'sub-22315/ses-01/dwi/sub-22315_ses-01_rec-default_dwi.nii.gz '
        'sub-22400/ses-01/dwi/sub-22400_ses-01_rec-default_dwi.bvec '
        'sub-22400/ses-01/dwi/sub-22400_ses-01_rec-default_dwi.nii.gz '
        'sub-22421/ses-01/dwi/sub-22421_ses-01_rec-default_dwi.bval '
        'sub-22421/ses-01/dwi/sub-22421_ses-01_rec-default_dwi.nii.gz '
        'sub-22437/ses-01/dwi/sub-22437_ses-01_rec-default_dwi.bvec '
        'sub-22437/ses-01/dwi/sub-22437_ses-01_rec-default_dwi.nii.gz '
        'sub-22438/ses-01/dwi/sub-22438_ses-01_rec-default_dwi.bval '
        'sub-22438/ses-01/dwi/sub-22438_ses-01_rec-default_dwi.bvec '
        'sub-22441/ses-01/dwi/sub-22441_ses-01_rec-default_dwi.bvec '
        'sub-22441/ses-01/dwi/sub-22441_ses-01_rec-default_dwi.nii.gz '
        'sub-22485/ses-01/dwi/sub-22485_ses-01_rec-default_dwi.bval '
        'sub-22485/ses-01/dwi/sub-22485_ses-01_rec-default_dwi.nii.gz '
        'sub-22562/ses-01/dwi/sub-22562_ses-01_rec-default_dwi.bval '
        'sub-22562/ses-01/dwi/sub-22562_ses-01_rec-default_dwi.bvec '
        'sub-22572/ses-01/dwi/sub-22572_ses-01_rec-default_dwi.bvec '
        'sub-22572/ses-01/dwi/sub-22572_ses-01_rec-default_dwi.nii.gz '
        'sub-22611/ses-01/dwi/sub-22611_ses-01_rec-default_dwi.bval '
        'sub-22611/ses-01/dwi/sub-22611_ses-01_rec-default_dwi.bvec '
        'sub-22631/ses-01/dwi/sub-22631_ses-01_rec-default_dwi.bvec '
        'sub-22631/ses-01/dwi/sub-22631_ses-01_rec-default_dwi.nii.gz '
        'sub-22676/ses-01/dwi/sub-22676_ses-01_rec-default_dwi.bval '
        'sub-22676/ses-01/dwi/sub-22676_ses-01_rec-default_dwi.nii.gz '
        'sub-22687/ses-01/dwi/sub-22687_ses-01_rec-default_dwi.bvec '
        'sub-22687/ses-01/dwi/sub-22687_ses-01_rec-default_dwi.nii.gz '
        'sub-22690/ses-01/dwi/sub-22690_ses-01_rec-default_dwi.bval '
        'sub-22690/ses-01/dwi/sub-22690_ses-01_rec-default_dwi.bvec '
        'sub-22701/ses-01/dwi/sub-22701_ses-01_rec-default_dwi.bval '
        'sub-22701/ses-01/dwi/sub-22701_ses-01_rec-default_dwi.nii.gz '
        'sub-22721/ses-01/dwi/sub-22721_ses-01_rec-default_dwi.bvec '
        'sub-22834/ses-01/dwi/sub-22834_ses-01_rec-default_dwi.bval '
        'sub-22861/ses-01/dwi/sub-22861_ses-01_rec-default_dwi.bvec '
        'sub-22881/ses-01/dwi/sub-22881_ses-01_rec-default_dwi.bvec '
        'sub-22954/ses-01/dwi/sub-22954_ses-01_rec-default_dwi.bvec '
        'sub-22954/ses-01/dwi/sub-22954_ses-01_rec-default_dwi.nii.gz '
        'sub-22959/ses-01/dwi/sub-22959_ses-01_rec-default_dwi.bval '
        'sub-22962/ses-01/dwi/sub-22962_ses-01_rec-default_dwi.bvec '
        'sub-23009/ses-01/dwi/sub-23009_ses-01_rec-default_dwi.bvec '
        'sub-23009/ses-01/dwi/sub-23009_ses-01_rec-default_dwi.nii.gz '
        'sub-23067/ses-01/dwi/sub-23067_ses-01_rec-alternate_dwi.bval '
        'sub-23067/ses-01/dwi/sub-23067_ses-01_rec-alternate_dwi.nii.gz '
        'sub-23146/ses-01/dwi/sub-23146_ses-01_rec-default_dwi.bval '
        'sub-23146/ses-01/dwi/sub-23146_ses-01_rec-default_dwi.nii.gz '
        'sub-23166/ses-01/dwi/sub-23166_ses-01_rec-default_dwi.nii.gz '
        'sub-23204/ses-01/dwi/sub-23204_ses-01_rec-default_dwi.bval '
        'sub-23216/ses-01/dwi/sub-23216_ses-01_rec-default_dwi.bvec '
        'sub-23216/ses-01/dwi/sub-23216_ses-01_rec-default_dwi.nii.gz '
        'sub-23236/ses-01/dwi/sub-23236_ses-01_rec-default_dwi.bval '
        'sub-23236/ses-01/dwi/sub-23236_ses-01_rec-default_dwi.nii.gz '
        'sub-23272/ses-01/dwi/sub-23272_ses-01_rec-default_dwi.bval '
        'sub-23332/ses-01/dwi/sub-23332_ses-01_rec-default_dwi.bval '
        'sub-23393/ses-01/dwi/sub-23393_ses-01_rec-alternate_dwi.bvec '
        'sub-23393/ses-01/dwi/sub-23393_ses-01_rec-alternate_dwi.nii.gz '
        'sub-23401/ses-01/dwi/sub-23401_ses-01_rec-default_dwi.bval '
        'sub-23401/ses-01/dwi/sub-23401_ses-01_rec-default_dwi.nii.gz '
        'sub-23414/ses-01/dwi/sub-23414_ses-01_rec-default_dwi.bvec '
        'sub-23414/ses-01/dwi/sub-23414_ses-01_rec-default_dwi.nii.gz '
        'sub-23460/ses-01/dwi/sub-23460_ses-01_rec-alternate_dwi.bval '
        'sub-23460/ses-01/dwi/sub-23460_ses-01_rec-alternate_dwi.bvec'
    ),
    'sub-01090/ses-01/dwi': (
        'sub-01090_ses-01_rec-default_dwi.bval '
        'sub-01090_ses-01_rec-default_dwi.bvec '
        'sub-01090_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-01140/ses-01/dwi': (
        'sub-01140_ses-01_rec-default_dwi.bval '
        'sub-01140_ses-01_rec-default_dwi.bvec '
        'sub-01140_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-01370/ses-01/dwi': (
        'sub-01370_ses-01_rec-default_dwi.bval '
        'sub-01370_ses-01_rec-default_dwi.bvec '
        'sub-01370_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-01410/ses-01/dwi': (
        'sub-01410_ses-01_rec-default_dwi.bval '
        'sub-01410_ses-01_rec-default_dwi.bvec '
        'sub-01410_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-01417/ses-01/dwi': (
        'sub-01417_ses-01_rec-default_dwi.bval '
        'sub-01417_ses-01_rec-default_dwi.bvec '
        'sub-01417_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-01755/ses-01/dwi': (
        'sub-01755_ses-01_rec-default_dwi.bval '
        'sub-01755_ses-01_rec-default_dwi.bvec '
        'sub-01755_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20027/ses-01/dwi': (
        'sub-20027_ses-01_rec-default_dwi.bval '
        'sub-20027_ses-01_rec-default_dwi.bvec '
        'sub-20027_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20106/ses-01/dwi': (
        'sub-20106_ses-01_rec-default_dwi.bval '
        'sub-20106_ses-01_rec-default_dwi.bvec '
        'sub-20106_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20131/ses-01/dwi': (
        'sub-20131_ses-01_rec-default_dwi.bval '
        'sub-20131_ses-01_rec-default_dwi.bvec '
        'sub-20131_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20255/ses-01/dwi': (
        'sub-20255_ses-01_rec-default_dwi.bval '
        'sub-20255_ses-01_rec-default_dwi.bvec '
        'sub-20255_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20358/ses-01/dwi': (
        'sub-20358_ses-01_rec-default_dwi.bval '
        'sub-20358_ses-01_rec-default_dwi.bvec '
        'sub-20358_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20435/ses-01/dwi': (
        'sub-20435_ses-01_rec-default_dwi.bval '
        'sub-20435_ses-01_rec-default_dwi.bvec '
        'sub-20435_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20457/ses-01/dwi': (
        'sub-20457_ses-01_rec-default_dwi.bval '
        'sub-20457_ses-01_rec-default_dwi.bvec '
        'sub-20457_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20631/ses-01/dwi': (
        'sub-20631_ses-01_rec-default_dwi.bval '
        'sub-20631_ses-01_rec-default_dwi.bvec '
        'sub-20631_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20730/ses-01/dwi': (
        'sub-20730_ses-01_rec-default_dwi.bval '
        'sub-20730_ses-01_rec-default_dwi.bvec '
        'sub-20730_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20773/ses-01/dwi': (
        'sub-20773_ses-01_rec-default_dwi.bval '
        'sub-20773_ses-01_rec-default_dwi.bvec '
        'sub-20773_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20910/ses-01/dwi': (
        'sub-20910_ses-01_rec-default_dwi.bval '
        'sub-20910_ses-01_rec-default_dwi.bvec '
        'sub-20910_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-20965/ses-01/dwi': (
        'sub-20965_ses-01_rec-default_dwi.bval '
        'sub-20965_ses-01_rec-default_dwi.bvec '
        'sub-20965_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21013/ses-01/dwi': (
        'sub-21013_ses-01_rec-default_dwi.bval '
        'sub-21013_ses-01_rec-default_dwi.bvec '
        'sub-21013_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21209/ses-01/dwi': (
        'sub-21209_ses-01_rec-default_dwi.bval '
        'sub-21209_ses-01_rec-default_dwi.bvec '
        'sub-21209_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21420/ses-01/dwi': (
        'sub-21420_ses-01_rec-default_dwi.bval '
        'sub-21420_ses-01_rec-default_dwi.bvec '
        'sub-21420_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21604/ses-01/dwi': (
        'sub-21604_ses-01_rec-default_dwi.bval '
        'sub-21604_ses-01_rec-default_dwi.bvec '
        'sub-21604_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21618/ses-01/dwi': (
        'sub-21618_ses-01_rec-default_dwi.bval '
        'sub-21618_ses-01_rec-default_dwi.bvec '
        'sub-21618_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21624/ses-01/dwi': (
        'sub-21624_ses-01_rec-default_dwi.bval '
        'sub-21624_ses-01_rec-default_dwi.bvec '
        'sub-21624_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21683/ses-01/dwi': (
        'sub-21683_ses-01_rec-default_dwi.bval '
        'sub-21683_ses-01_rec-default_dwi.bvec '
        'sub-21683_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-21789/ses-01/dwi': (
        'sub-21789_ses-01_rec-default_dwi.bval '
        'sub-21789_ses-01_rec-default_dwi.bvec '
        'sub-21789_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22112/ses-01/dwi': (
        'sub-22112_ses-01_rec-default_dwi.bval '
        'sub-22112_ses-01_rec-default_dwi.bvec '
        'sub-22112_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22166/ses-01/dwi': (
        'sub-22166_ses-01_rec-default_dwi.bval '
        'sub-22166_ses-01_rec-default_dwi.bvec '
        'sub-22166_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22183/ses-01/dwi': (
        'sub-22183_ses-01_rec-default_dwi.bval '
        'sub-22183_ses-01_rec-default_dwi.bvec '
        'sub-22183_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22302/ses-01/dwi': (
        'sub-22302_ses-01_rec-default_dwi.bval '
        'sub-22302_ses-01_rec-default_dwi.bvec '
        'sub-22302_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22401/ses-01/dwi': (
        'sub-22401_ses-01_rec-default_dwi.bval '
        'sub-22401_ses-01_rec-default_dwi.bvec '
        'sub-22401_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22686/ses-01/dwi': (
        'sub-22686_ses-01_rec-default_dwi.bval '
        'sub-22686_ses-01_rec-default_dwi.bvec '
        'sub-22686_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22719/ses-01/dwi': (
        'sub-22719_ses-01_rec-default_dwi.bval '
        'sub-22719_ses-01_rec-default_dwi.bvec '
        'sub-22719_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22746/ses-01/dwi': (
        'sub-22746_ses-01_rec-default_dwi.bval '
        'sub-22746_ses-01_rec-default_dwi.bvec '
        'sub-22746_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22803/ses-01/dwi': (
        'sub-22803_ses-01_rec-default_dwi.bval '
        'sub-22803_ses-01_rec-default_dwi.bvec '
        'sub-22803_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22809/ses-01/dwi': (
        'sub-22809_ses-01_rec-default_dwi.bval '
        'sub-22809_ses-01_rec-default_dwi.bvec '
        'sub-22809_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22853/ses-01/dwi': (
        'sub-22853_ses-01_rec-default_dwi.bval '
        'sub-22853_ses-01_rec-default_dwi.bvec '
        'sub-22853_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22857/ses-01/dwi': (
        'sub-22857_ses-01_rec-default_dwi.bval '
        'sub-22857_ses-01_rec-default_dwi.bvec '
        'sub-22857_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22862/ses-01/dwi': (
        'sub-22862_ses-01_rec-default_dwi.bval '
        'sub-22862_ses-01_rec-default_dwi.bvec '
        'sub-22862_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22888/ses-01/dwi': (
        'sub-22888_ses-01_rec-default_dwi.bval '
        'sub-22888_ses-01_rec-default_dwi.bvec '
        'sub-22888_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22892/ses-01/dwi': (
        'sub-22892_ses-01_rec-default_dwi.bval '
        'sub-22892_ses-01_rec-default_dwi.bvec '
        'sub-22892_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22908/ses-01/dwi': (
        'sub-22908_ses-01_rec-default_dwi.bval '
        'sub-22908_ses-01_rec-default_dwi.bvec '
        'sub-22908_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-22935/ses-01/dwi': (
        'sub-22935_ses-01_rec-default_dwi.bval '
        'sub-22935_ses-01_rec-default_dwi.bvec '
        'sub-22935_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23041/ses-01/dwi': (
        'sub-23041_ses-01_rec-default_dwi.bval '
        'sub-23041_ses-01_rec-default_dwi.bvec '
        'sub-23041_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23066/ses-01/dwi': (
        'sub-23066_ses-01_rec-default_dwi.bval '
        'sub-23066_ses-01_rec-default_dwi.bvec '
        'sub-23066_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23091/ses-01/dwi': (
        'sub-23091_ses-01_rec-default_dwi.bval '
        'sub-23091_ses-01_rec-default_dwi.bvec '
        'sub-23091_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23111/ses-01/dwi': (
        'sub-23111_ses-01_rec-alternate_dwi.bval '
        'sub-23111_ses-01_rec-alternate_dwi.bvec '
        'sub-23111_ses-01_rec-alternate_dwi.nii.gz'
    ),
    'sub-23112/ses-01/dwi': (
        'sub-23112_ses-01_rec-default_dwi.bval '
        'sub-23112_ses-01_rec-default_dwi.bvec '
        'sub-23112_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23122/ses-01/dwi': (
        'sub-23122_ses-01_rec-alternate_dwi.bval '
        'sub-23122_ses-01_rec-alternate_dwi.bvec '
        'sub-23122_ses-01_rec-alternate_dwi.nii.gz'
    ),
    'sub-23159/ses-01/dwi': (
        'sub-23159_ses-01_rec-default_dwi.bval '
        'sub-23159_ses-01_rec-default_dwi.bvec '
        'sub-23159_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23167/ses-01/dwi': (
        'sub-23167_ses-01_rec-default_dwi.bval '
        'sub-23167_ses-01_rec-default_dwi.bvec '
        'sub-23167_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23195/ses-01/dwi': (
        'sub-23195_ses-01_rec-default_dwi.bval '
        'sub-23195_ses-01_rec-default_dwi.bvec '
        'sub-23195_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23218/ses-01/dwi': (
        'sub-23218_ses-01_rec-default_dwi.bval '
        'sub-23218_ses-01_rec-default_dwi.bvec '
        'sub-23218_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23273/ses-01/dwi': (
        'sub-23273_ses-01_rec-default_dwi.bval '
        'sub-23273_ses-01_rec-default_dwi.bvec '
        'sub-23273_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23279/ses-01/dwi': (
        'sub-23279_ses-01_rec-default_dwi.bval '
        'sub-23279_ses-01_rec-default_dwi.bvec '
        'sub-23279_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23284/ses-01/dwi': (
        'sub-23284_ses-01_rec-default_dwi.bval '
        'sub-23284_ses-01_rec-default_dwi.bvec '
        'sub-23284_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23286/ses-01/dwi': (
        'sub-23286_ses-01_rec-default_dwi.bval '
        'sub-23286_ses-01_rec-default_dwi.bvec '
        'sub-23286_ses-01_rec-default_dwi.nii.gz'
    ),
    'sub-23378/ses-01/dwi': (
        'sub-23378_ses-01_rec-default_dwi.bval '
        'sub-23378_ses-01_rec-default_dwi.bvec '
        'sub-23378_ses-01_rec-default_dwi.nii.gz'
    ),
}


DWI_REC_OTHER = {
    '': (
        '.bidsignore '
        'participants.json '
        'participants.tsv '
        '.datalad/config '
        'phenotype/phenotype.json '
        'sub-01140/ses-01/anat/sub-01140_ses-01_acq-default_T1w.json '
        'sub-01140/ses-01/anat/sub-01140_ses-01_acq-default_T1w.nii.gz '
        'sub-01155/ses-01/anat/sub-01155_ses-01_acq-default_T1w.nii.gz '
        'sub-01155/ses-01/anat/sub-01155_ses-01_acq-default_T2w.json '
        'sub-01186/ses-01/dwi/sub-01186_ses-01_rec-default_dwi.json '
        'sub-01189/ses-01/anat/sub-01189_ses-01_acq-default_T1w.json '
        'sub-01189/ses-01/anat/sub-01189_ses-01_acq-default_T2w.nii.gz '
        'sub-01370/ses-01/anat/sub-01370_ses-01_acq-default_T2w.nii.gz '
        'sub-01417/ses-01/anat/sub-01417_ses-01_acq-default_T1w.json '
        'sub-20027/ses-01/anat/sub-20027_ses-01_acq-default_T1w.json '
        'sub-20027/ses-01/anat/sub-20027_ses-01_acq-default_T2w.json '
        'sub-20027/ses-01/dwi/sub-20027_ses-01_rec-default_dwi.json '
        'sub-20106/ses-01/anat/sub-20106_ses-01_acq-default_T1w.json '
        'sub-20106/ses-01/anat/sub-20106_ses-01_acq-default_T1w.nii.gz '
        'sub-20106/ses-01/dwi/sub-20106_ses-01_rec-default_dwi.json '
        'sub-20131/ses-01/anat/sub-20131_ses-01_acq-default_T1w.json '
        'sub-20131/ses-01/anat/sub-20131_ses-01_acq-default_T2w.json '
        'sub-20131/ses-01/dwi/sub-20131_ses-01_rec-default_dwi.json '
        'sub-20255/ses-01/anat/sub-20255_ses-01_acq-alternate01_T2w.json '
        'sub-20255/ses-01/anat/sub-20255_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-20358/ses-01/anat/sub-20358_ses-01_acq-default_T1w.nii.gz '
        'sub-20358/ses-01/anat/sub-20358_ses-01_acq-default_T2w.nii.gz '
        'sub-20399/ses-01/anat/sub-20399_ses-01_acq-default_T2w.nii.gz '
        'sub-20433/ses-01/anat/sub-20433_ses-01_acq-default_T1w.json '
        'sub-20435/ses-01/anat/sub-20435_ses-01_acq-default_T1w.nii.gz '
        'sub-20435/ses-01/anat/sub-20435_ses-01_acq-default_T2w.nii.gz '
        'sub-20457/ses-01/dwi/sub-20457_ses-01_rec-default_dwi.json '
        'sub-20587/ses-01/anat/sub-20587_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-20587/ses-01/anat/sub-20587_ses-01_acq-default_T1w.nii.gz '
        'sub-20587/ses-01/dwi/sub-20587_ses-01_rec-default_dwi.json '
        'sub-20722/ses-01/anat/sub-20722_ses-01_acq-default_T1w.json '
        'sub-20722/ses-01/anat/sub-20722_ses-01_acq-default_T1w.nii.gz '
        'sub-20722/ses-01/dwi/sub-20722_ses-01_rec-default_dwi.json '
        'sub-20730/ses-01/anat/sub-20730_ses-01_acq-default_T1w.json '
        'sub-20730/ses-01/anat/sub-20730_ses-01_acq-default_T2w.json '
        'sub-20758/ses-01/anat/sub-20758_ses-01_acq-default_T1w.json '
        'sub-20758/ses-01/anat/sub-20758_ses-01_acq-default_T1w.nii.gz '
        'sub-20773/ses-01/anat/sub-20773_ses-01_acq-default_T1w.nii.gz '
        'sub-20869/ses-01/anat/sub-20869_ses-01_acq-default_T1w.json '
        'sub-20869/ses-01/dwi/sub-20869_ses-01_rec-default_dwi.json '
        'sub-20910/ses-01/anat/sub-20910_ses-01_acq-default_T1w.json '
        'sub-20910/ses-01/anat/sub-20910_ses-01_acq-default_T1w.nii.gz '
        'sub-20910/ses-01/dwi/sub-20910_ses-01_rec-default_dwi.json '
        'sub-20965/ses-01/dwi/sub-20965_ses-01_rec-default_dwi.json '
        'sub-20968/ses-01/anat/sub-20968_ses-01_acq-default_T1w.nii.gz '
        'sub-20974/ses-01/dwi/sub-20974_ses-01_rec-default_dwi.json '
        'sub-21013/ses-01/dwi/sub-21013_ses-01_rec-default_dwi.json '
        'sub-21120/ses-01/anat/sub-21120_ses-01_acq-default_T2w.json '
        'sub-21120/ses-01/dwi/sub-21120_ses-01_rec-default_dwi.json '
        'sub-21125/ses-01/anat/sub-21125_ses-01_acq-default_T1w.json '
        'sub-21125/ses-01/anat/sub-21125_ses-01_acq-default_T1w.nii.gz '
        'sub-21163/ses-01/anat/sub-21163_ses-01_acq-default_T1w.nii.gz '
        'sub-21163/ses-01/anat/sub-21163_ses-01_acq-default_T2w.nii.gz '
        'sub-21209/ses-01/anat/sub-21209_ses-01_acq-default_T1w.nii.gz '
        'sub-21271/ses-01/anat/sub-21271_ses-01_acq-default_T2w.json '
        'sub-21271/ses-01/dwi/sub-21271_ses-01_rec-default_dwi.json '
        'sub-21336/ses-01/anat/sub-21336_ses-01_acq-default_T1w.json '
        'sub-21420/ses-01/dwi/sub-21420_ses-01_rec-default_dwi.json '
        'sub-21454/ses-01/anat/sub-21454_ses-01_acq-default_T1w.json '
        'sub-21462/ses-01/anat/sub-21462_ses-01_acq-default_T2w.json '
        'sub-21590/ses-01/anat/sub-21590_ses-01_acq-default_T2w.json '
        'sub-21590/ses-01/dwi/sub-21590_ses-01_rec-default_dwi.json '
        'sub-21604/ses-01/anat/sub-21604_ses-01_acq-default_T1w.nii.gz '
        'sub-21606/ses-01/anat/sub-21606_ses-01_acq-default_T1w.json '
        'sub-21606/ses-01/anat/sub-21606_ses-01_acq-default_T2w.json '
        'sub-21615/ses-01/dwi/sub-21615_ses-01_rec-default_dwi.json '
        'sub-21624/ses-01/anat/sub-21624_ses-01_acq-default_T1w.json '
        'sub-21624/ses-01/anat/sub-21624_ses-01_acq-default_T2w.nii.gz '
        'sub-21625/ses-01/anat/sub-21625_ses-01_acq-default_T1w.json '
        'sub-21625/ses-01/anat/sub-21625_ses-01_acq-default_T2w.nii.gz '
        'sub-21625/ses-01/dwi/sub-21625_ses-01_rec-default_dwi.json '
        'sub-21651/ses-01/anat/sub-21651_ses-01_acq-alternate01_T2w.json '
        'sub-21651/ses-01/anat/sub-21651_ses-01_acq-default_T1w.nii.gz '
        'sub-21662/ses-01/anat/sub-21662_ses-01_acq-default_T1w.nii.gz '
        'sub-21662/ses-01/anat/sub-21662_ses-01_acq-default_T2w.json '
        'sub-21662/ses-01/dwi/sub-21662_ses-01_rec-default_dwi.json '
        'sub-21683/ses-01/anat/sub-21683_ses-01_acq-default_T1w.json '
        'sub-21683/ses-01/anat/sub-21683_ses-01_acq-default_T1w.nii.gz '
        'sub-21683/ses-01/dwi/sub-21683_ses-01_rec-default_dwi.json '
        'sub-21712/ses-01/dwi/sub-21712_ses-01_rec-default_dwi.json '
        'sub-21785/ses-01/anat/sub-21785_ses-01_acq-alternate_T1w.json '
        'sub-21785/ses-01/dwi/sub-21785_ses-01_rec-default_dwi.json '
        'sub-21807/ses-01/anat/sub-21807_ses-01_acq-default_T2w.nii.gz '
        'sub-22112/ses-01/anat/sub-22112_ses-01_acq-default_T1w.json '
        'sub-22112/ses-01/anat/sub-22112_ses-01_acq-default_T2w.json '
        'sub-22128/ses-01/anat/sub-22128_ses-01_acq-alternate01_T2w.json '
        'sub-22128/ses-01/anat/sub-22128_ses-01_acq-default_T1w.json '
        'sub-22166/ses-01/dwi/sub-22166_ses-01_rec-default_dwi.json '
        'sub-22183/ses-01/anat/sub-22183_ses-01_acq-default_T1w.json '
        'sub-22183/ses-01/dwi/sub-22183_ses-01_rec-default_dwi.json '
        'sub-22267/ses-01/dwi/sub-22267_ses-01_rec-default_dwi.json '
        'sub-22281/ses-01/dwi/sub-22281_ses-01_rec-default_dwi.json '
        'sub-22302/ses-01/dwi/sub-22302_ses-01_rec-default_dwi.json '
        'sub-22309/ses-01/anat/sub-22309_ses-01_acq-default_T1w.json '
        'sub-22309/ses-01/anat/sub-22309_ses-01_acq-default_T2w.json '
        'sub-22315/ses-01/dwi/sub-22315_ses-01_rec-default_dwi.json '
        'sub-22400/ses-01/dwi/sub-22400_ses-01_rec-default_dwi.json '
        'sub-22421/ses-01/anat/sub-22421_ses-01_acq-default_T1w.json '
        'sub-22421/ses-01/anat/sub-22421_ses-01_acq-default_T1w.nii.gz '
        'sub-22421/ses-01/dwi/sub-22421_ses-01_rec-default_dwi.json '
        'sub-22437/ses-01/dwi/sub-22437_ses-01_rec-default_dwi.json '
        'sub-22438/ses-01/anat/sub-22438_ses-01_acq-default_T1w.json '
        'sub-22438/ses-01/dwi/sub-22438_ses-01_rec-default_dwi.json '
        'sub-22441/ses-01/anat/sub-22441_ses-01_acq-default_T2w.nii.gz '
        'sub-22562/ses-01/anat/sub-22562_ses-01_acq-default_T1w.nii.gz '
        'sub-22562/ses-01/anat/sub-22562_ses-01_acq-default_T2w.nii.gz '
        'sub-22562/ses-01/dwi/sub-22562_ses-01_rec-default_dwi.json '
        'sub-22572/ses-01/anat/sub-22572_ses-01_acq-default_T2w.json '
        'sub-22572/ses-01/dwi/sub-22572_ses-01_rec-default_dwi.json '
        'sub-22611/ses-01/anat/sub-22611_ses-01_acq-default_T2w.json '
        'sub-22686/ses-01/anat/sub-22686_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22686/ses-01/anat/sub-22686_ses-01_acq-default_T1w.nii.gz '
        'sub-22686/ses-01/dwi/sub-22686_ses-01_rec-default_dwi.json '
        'sub-22687/ses-01/dwi/sub-22687_ses-01_rec-default_dwi.json '
        'sub-22690/ses-01/anat/sub-22690_ses-01_acq-default_T1w.json '
        'sub-22690/ses-01/anat/sub-22690_ses-01_acq-default_T2w.json '
        'sub-22701/ses-01/anat/sub-22701_ses-01_acq-default_T1w.json '
        'sub-22701/ses-01/anat/sub-22701_ses-01_acq-default_T2w.json '
        'sub-22719/ses-01/anat/sub-22719_ses-01_acq-default_T1w.nii.gz '
        'sub-22746/ses-01/dwi/sub-22746_ses-01_rec-default_dwi.json '
        'sub-22809/ses-01/dwi/sub-22809_ses-01_rec-default_dwi.json '
        'sub-22834/ses-01/anat/sub-22834_ses-01_acq-default_T2w.json '
        'sub-22834/ses-01/anat/sub-22834_ses-01_acq-default_T2w.nii.gz '
        'sub-22834/ses-01/dwi/sub-22834_ses-01_rec-default_dwi.json '
        'sub-22853/ses-01/anat/sub-22853_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22853/ses-01/anat/sub-22853_ses-01_acq-default_T1w.nii.gz '
        'sub-22853/ses-01/dwi/sub-22853_ses-01_rec-default_dwi.json '
        'sub-22857/ses-01/anat/sub-22857_ses-01_acq-default_T1w.nii.gz '
        'sub-22857/ses-01/anat/sub-22857_ses-01_acq-default_T2w.json '
        'sub-22861/ses-01/dwi/sub-22861_ses-01_rec-default_dwi.json '
        'sub-22862/ses-01/dwi/sub-22862_ses-01_rec-default_dwi.json '
        'sub-22888/ses-01/anat/sub-22888_ses-01_acq-default_T2w.json '
        'sub-22888/ses-01/anat/sub-22888_ses-01_acq-default_T2w.nii.gz '
        'sub-22892/ses-01/dwi/sub-22892_ses-01_rec-default_dwi.json '
        'sub-22908/ses-01/anat/sub-22908_ses-01_acq-default_T1w.json '
        'sub-22908/ses-01/anat/sub-22908_ses-01_acq-default_T2w.json '
        'sub-22908/ses-01/dwi/sub-22908_ses-01_rec-default_dwi.json '
        'sub-22935/ses-01/anat/sub-22935_ses-01_acq-default_T2w.json '
        'sub-22954/ses-01/dwi/sub-22954_ses-01_rec-default_dwi.json '
        'sub-22962/ses-01/anat/sub-22962_ses-01_acq-default_T1w.json '
        'sub-22962/ses-01/dwi/sub-22962_ses-01_rec-default_dwi.json '
        'sub-23009/ses-01/anat/sub-23009_ses-01_acq-default_T1w.nii.gz '
        'sub-23009/ses-01/anat/sub-23009_ses-01_acq-default_T2w.json '
        'sub-23041/ses-01/dwi/sub-23041_ses-01_rec-default_dwi.json '
        'sub-23066/ses-01/dwi/sub-23066_ses-01_rec-default_dwi.json '
        'sub-23067/ses-01/anat/sub-23067_ses-01_acq-default_T1w.json '
        'sub-23067/ses-01/anat/sub-23067_ses-01_acq-default_T1w.nii.gz '
        'sub-23091/ses-01/anat/sub-23091_ses-01_acq-default_T1w.nii.gz '
        'sub-23091/ses-01/dwi/sub-23091_ses-01_rec-default_dwi.json '
        'sub-23111/ses-01/dwi/sub-23111_ses-01_rec-alternate_dwi.json '
        'sub-23112/ses-01/dwi/sub-23112_ses-01_rec-default_dwi.json '
        'sub-23122/ses-01/anat/sub-23122_ses-01_acq-default_T1w.json '
        'sub-23122/ses-01/anat/sub-23122_ses-01_acq-default_T2w.json '
        'sub-23146/ses-01/anat/sub-23146_ses-01_acq-default_T1w.json '
        'sub-23159/ses-01/anat/sub-23159_ses-01_acq-default_T1w.json '
        'sub-23159/ses-01/anat/sub-23159_ses-01_acq-default_T2w.nii.gz '
        'sub-23166/ses-01/anat/sub-23166_ses-01_acq-alternate01_T2w.json '
        'sub-23166/ses-01/anat/sub-23166_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23166/ses-01/dwi/sub-23166_ses-01_rec-default_dwi.json '
        'sub-23167/ses-01/anat/sub-23167_ses-01_acq-default_T1w.json '
        'sub-23167/ses-01/anat/sub-23167_ses-01_acq-default_T2w.json '
        'sub-23167/ses-01/dwi/sub-23167_ses-01_rec-default_dwi.json '
        'sub-23204/ses-01/anat/sub-23204_ses-01_acq-default_T1w.nii.gz '
        'sub-23216/ses-01/anat/sub-23216_ses-01_acq-alternate01_T2w.json '
        'sub-23216/ses-01/anat/sub-23216_ses-01_acq-default_T1w.nii.gz '
        'sub-23216/ses-01/dwi/sub-23216_ses-01_rec-default_dwi.json '
        'sub-23218/ses-01/anat/sub-23218_ses-01_acq-default_T1w.json '
        'sub-23272/ses-01/dwi/sub-23272_ses-01_rec-default_dwi.json '
        'sub-23273/ses-01/anat/sub-23273_ses-01_acq-default_T1w.json '
        'sub-23273/ses-01/anat/sub-23273_ses-01_acq-default_T2w.json '
        'sub-23273/ses-01/dwi/sub-23273_ses-01_rec-default_dwi.json '
        'sub-23279/ses-01/dwi/sub-23279_ses-01_rec-default_dwi.json '
        'sub-23284/ses-01/anat/sub-23284_ses-01_acq-alternate01_T2w.json '
        'sub-23284/ses-01/anat/sub-23284_ses-01_acq-default_T1w.nii.gz '
        'sub-23284/ses-01/dwi/sub-23284_ses-01_rec-default_dwi.json '
        'sub-23286/ses-01/anat/sub-23286_ses-01_acq-default_T1w.json '
        'sub-23332/ses-01/dwi/sub-23332_ses-01_rec-default_dwi.json '
        'sub-23378/ses-01/anat/sub-23378_ses-01_acq-alternate01_T2w.json '
        'sub-23378/ses-01/anat/sub-23378_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23393/ses-01/anat/sub-23393_ses-01_acq-alternate01_T2w.json '
        'sub-23414/ses-01/dwi/sub-23414_ses-01_rec-default_dwi.json '
        'sub-23460/ses-01/anat/sub-23460_ses-01_acq-default_T1w.json '
        'sub-23460/ses-01/anat/sub-23460_ses-01_acq-default_T2w.json '
        'sub-23460/ses-01/dwi/sub-23460_ses-01_rec-alternate_dwi.json'
    ),
    'sub-01090/ses-01/anat': (
        'sub-01090_ses-01_acq-default_T1w.json '
        'sub-01090_ses-01_acq-default_T1w.nii.gz '
        'sub-01090_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-01186/ses-01/anat': (
        'sub-01186_ses-01_acq-default_T1w.json '
        'sub-01186_ses-01_acq-default_T1w.nii.gz '
        'sub-01186_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-01410/ses-01/anat': (
        'sub-01410_ses-01_acq-default_T1w.json '
        'sub-01410_ses-01_acq-default_T2w.json '
        'sub-01410_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-01755/ses-01/anat': (
        'sub-01755_ses-01_acq-default_T1w.json '
        'sub-01755_ses-01_acq-default_T1w.nii.gz '
        'sub-01755_ses-01_acq-default_T2w.json'
    ),
    'sub-20209/ses-01/anat': (
        'sub-20209_ses-01_acq-alternate01_T2w.json '
        'sub-20209_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-20209_ses-01_acq-default_T1w.json'
    ),
    'sub-20457/ses-01/anat': (
        'sub-20457_ses-01_acq-default_T1w.json '
        'sub-20457_ses-01_acq-default_T1w.nii.gz '
        'sub-20457_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-20569/ses-01/anat': (
        'sub-20569_ses-01_acq-default_T1w.json '
        'sub-20569_ses-01_acq-default_T1w.nii.gz '
        'sub-20569_ses-01_acq-default_T2w.json'
    ),
    'sub-20631/ses-01/anat': (
        'sub-20631_ses-01_acq-alternate01_T2w.json '
        'sub-20631_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-20631_ses-01_acq-default_T1w.json '
        'sub-20631_ses-01_acq-default_T1w.nii.gz'
    ),
    'sub-20771/ses-01/anat': (
        'sub-20771_ses-01_acq-default_T1w.json '
        'sub-20771_ses-01_acq-default_T1w.nii.gz '
        'sub-20771_ses-01_acq-default_T2w.json'
    ),
    'sub-20884/ses-01/anat': (
        'sub-20884_ses-01_acq-default_T1w.nii.gz '
        'sub-20884_ses-01_acq-default_T2w.json '
        'sub-20884_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-20937/ses-01/anat': (
        'sub-20937_ses-01_acq-default_T1w.json '
        'sub-20937_ses-01_acq-default_T1w.nii.gz '
        'sub-20937_ses-01_acq-default_T2w.json'
    ),
    'sub-20965/ses-01/anat': (
        'sub-20965_ses-01_acq-default_T1w.json '
        'sub-20965_ses-01_acq-default_T1w.nii.gz '
        'sub-20965_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-20974/ses-01/anat': (
        'sub-20974_ses-01_acq-default_T1w.json '
        'sub-20974_ses-01_acq-default_T2w.json '
        'sub-20974_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-21013/ses-01/anat': (
        'sub-21013_ses-01_acq-default_T1w.json '
        'sub-21013_ses-01_acq-default_T1w.nii.gz '
        'sub-21013_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-21068/ses-01/anat': (
        'sub-21068_ses-01_acq-alternate_T1w.json '
        'sub-21068_ses-01_acq-alternate_T1w.nii.gz '
        'sub-21068_ses-01_acq-default_T2w.json'
    ),
    'sub-21420/ses-01/anat': (
        'sub-21420_ses-01_acq-default_T1w.nii.gz '
        'sub-21420_ses-01_acq-default_T2w.json '
        'sub-21420_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-21615/ses-01/anat': (
        'sub-21615_ses-01_acq-default_T1w.json '
        'sub-21615_ses-01_acq-default_T1w.nii.gz '
        'sub-21615_ses-01_acq-default_T2w.json '
        'sub-21615_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-21618/ses-01/anat': (
        'sub-21618_ses-01_acq-default_T1w.json '
        'sub-21618_ses-01_acq-default_T1w.nii.gz '
        'sub-21618_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-21789/ses-01/anat': (
        'sub-21789_ses-01_acq-default_T1w.json '
        'sub-21789_ses-01_acq-default_T2w.json '
        'sub-21789_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-22166/ses-01/anat': (
        'sub-22166_ses-01_acq-alternate01_T2w.json '
        'sub-22166_ses-01_acq-default_T1w.json '
        'sub-22166_ses-01_acq-default_T1w.nii.gz'
    ),
    'sub-22196/ses-01/anat': (
        'sub-22196_ses-01_acq-default_T1w.json '
        'sub-22196_ses-01_acq-default_T1w.nii.gz '
        'sub-22196_ses-01_acq-default_T2w.json '
        'sub-22196_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-22267/ses-01/anat': (
        'sub-22267_ses-01_acq-default_T1w.json '
        'sub-22267_ses-01_acq-default_T1w.nii.gz '
        'sub-22267_ses-01_acq-default_T2w.json'
    ),
    'sub-22281/ses-01/anat': (
        'sub-22281_ses-01_acq-alternate01_T2w.json '
        'sub-22281_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22281_ses-01_acq-default_T1w.json '
        'sub-22281_ses-01_acq-default_T1w.nii.gz'
    ),
    'sub-22302/ses-01/anat': (
        'sub-22302_ses-01_acq-default_T1w.json '
        'sub-22302_ses-01_acq-default_T1w.nii.gz '
        'sub-22302_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-22315/ses-01/anat': (
        'sub-22315_ses-01_acq-default_T1w.json '
        'sub-22315_ses-01_acq-default_T2w.json '
        'sub-22315_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-22400/ses-01/anat': (
        'sub-22400_ses-01_acq-default_T1w.json '
        'sub-22400_ses-01_acq-default_T2w.json '
        'sub-22400_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-22401/ses-01/anat': (
        'sub-22401_ses-01_acq-default_T1w.nii.gz '
        'sub-22401_ses-01_acq-default_T2w.json '
        'sub-22401_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-22437/ses-01/anat': (
        'sub-22437_ses-01_acq-alternate01_T2w.json '
        'sub-22437_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22437_ses-01_acq-default_T1w.json'
    ),
    'sub-22485/ses-01/anat': (
        'sub-22485_ses-01_acq-default_T1w.nii.gz '
        'sub-22485_ses-01_acq-default_T2w.json '
        'sub-22485_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-22631/ses-01/anat': (
        'sub-22631_ses-01_acq-default_T1w.json '
        'sub-22631_ses-01_acq-default_T1w.nii.gz '
        'sub-22631_ses-01_acq-default_T2w.json '
        'sub-22631_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-22746/ses-01/anat': (
        'sub-22746_ses-01_acq-default_T1w.json '
        'sub-22746_ses-01_acq-default_T1w.nii.gz '
        'sub-22746_ses-01_acq-default_T2w.json'
    ),
    'sub-22803/ses-01/anat': (
        'sub-22803_ses-01_acq-alternate01_T2w.json '
        'sub-22803_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22803_ses-01_acq-default_T1w.json '
        'sub-22803_ses-01_acq-default_T1w.nii.gz'
    ),
    'sub-22809/ses-01/anat': (
        'sub-22809_ses-01_acq-alternate01_T2w.json '
        'sub-22809_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22809_ses-01_acq-default_T1w.json '
        'sub-22809_ses-01_acq-default_T1w.nii.gz'
    ),
    'sub-22861/ses-01/anat': (
        'sub-22861_ses-01_acq-default_T1w.nii.gz '
        'sub-22861_ses-01_acq-default_T2w.json '
        'sub-22861_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-22862/ses-01/anat': (
        'sub-22862_ses-01_acq-default_T1w.nii.gz '
        'sub-22862_ses-01_acq-default_T2w.json '
        'sub-22862_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-22881/ses-01/anat': (
        'sub-22881_ses-01_acq-default_T1w.nii.gz '
        'sub-22881_ses-01_acq-default_T2w.json '
        'sub-22881_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-22892/ses-01/anat': (
        'sub-22892_ses-01_acq-alternate01_T2w.json '
        'sub-22892_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22892_ses-01_acq-default_T1w.json '
        'sub-22892_ses-01_acq-default_T1w.nii.gz'
    ),
    'sub-22954/ses-01/anat': (
        'sub-22954_ses-01_acq-alternate01_T2w.json '
        'sub-22954_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-22954_ses-01_acq-default_T1w.json'
    ),
    'sub-22959/ses-01/anat': (
        'sub-22959_ses-01_acq-default_T1w.json '
        'sub-22959_ses-01_acq-default_T1w.nii.gz '
        'sub-22959_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-23041/ses-01/anat': (
        'sub-23041_ses-01_acq-default_T1w.json '
        'sub-23041_ses-01_acq-default_T1w.nii.gz '
        'sub-23041_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-23066/ses-01/anat': (
        'sub-23066_ses-01_acq-default_T1w.nii.gz '
        'sub-23066_ses-01_acq-default_T2w.json '
        'sub-23066_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-23072/ses-01/anat': (
        'sub-23072_ses-01_acq-default_T1w.json '
        'sub-23072_ses-01_acq-default_T1w.nii.gz '
        'sub-23072_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-23111/ses-01/anat': (
        'sub-23111_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23111_ses-01_acq-default_T1w.json '
        'sub-23111_ses-01_acq-default_T1w.nii.gz'
    ),
    'sub-23112/ses-01/anat': (
        'sub-23112_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23112_ses-01_acq-default_T1w.json '
        'sub-23112_ses-01_acq-default_T1w.nii.gz'
    ),
    'sub-23195/ses-01/anat': (
        'sub-23195_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23195_ses-01_acq-default_T1w.json '
        'sub-23195_ses-01_acq-default_T1w.nii.gz'
    ),
    'sub-23236/ses-01/anat': (
        'sub-23236_ses-01_acq-default_T1w.json '
        'sub-23236_ses-01_acq-default_T1w.nii.gz '
        'sub-23236_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-23272/ses-01/anat': (
        'sub-23272_ses-01_acq-default_T1w.json '
        'sub-23272_ses-01_acq-default_T2w.json '
        'sub-23272_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-23279/ses-01/anat': (
        'sub-23279_ses-01_acq-default_T1w.json '
        'sub-23279_ses-01_acq-default_T1w.nii.gz '
        'sub-23279_ses-01_acq-default_T2w.json'
    ),
    'sub-23332/ses-01/anat': (
        'sub-23332_ses-01_acq-default_T1w.json '
        'sub-23332_ses-01_acq-default_T2w.json '
        'sub-23332_ses-01_acq-default_T2w.nii.gz'
    ),
    'sub-23401/ses-01/anat': (
        'sub-23401_ses-01_acq-alternate01_T2w.json '
        'sub-23401_ses-01_acq-default_T1w.json '
        'sub-23401_ses-01_acq-default_T1w.nii.gz'
    ),
    'sub-23414/ses-01/anat': (
        'sub-23414_ses-01_acq-alternate01_T2w.json '
        'sub-23414_ses-01_acq-alternate01_T2w.nii.gz '
        'sub-23414_ses-01_acq-default_T1w.nii.gz'
    ),
}


PST_MEG_KIND = {
    '': (
        'sub-M87100058/ses-01/meg/sub-M87100058_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87100058/ses-01/meg/sub-M87100058_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87100403/ses-01/meg/sub-M87100403_ses-01_task-pst_run-1_meg.fif '
        'sub-M87100481/ses-01/meg/sub-M87100481_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87100481/ses-01/meg/sub-M87100481_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87102708/ses-01/meg/sub-M87102708_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87102708/ses-01/meg/sub-M87102708_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87103382/ses-01/meg/sub-M87103382_ses-01_task-pst_run-1_meg.fif '
        'sub-M87103557/ses-01/meg/sub-M87103557_ses-01_task-pst_run-1_meg.fif '
        'sub-M87103820/ses-01/meg/sub-M87103820_ses-01_task-pst_run-1_meg.fif '
        'sub-M87104422/ses-01/meg/sub-M87104422_ses-01_task-pst_run-1_meg.fif '
        'sub-M87108211/ses-01/meg/sub-M87108211_ses-01_task-pst_run-1_meg.fif '
        'sub-M87108718/ses-01/meg/sub-M87108718_ses-01_task-pst_run-1_meg.fif '
        'sub-M87109185/ses-01/meg/sub-M87109185_ses-01_task-pst_run-1_meg.fif '
        'sub-M87110097/ses-01/meg/sub-M87110097_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87110097/ses-01/meg/sub-M87110097_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87110408/ses-01/meg/sub-M87110408_ses-01_task-pst_run-1_meg.fif '
        'sub-M87110559/ses-01/meg/sub-M87110559_ses-01_task-pst_run-1_meg.fif '
        'sub-M87111894/ses-01/meg/sub-M87111894_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87111894/ses-01/meg/sub-M87111894_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87112953/ses-01/meg/sub-M87112953_ses-01_task-pst_run-1_meg.fif '
        'sub-M87114359/ses-01/meg/sub-M87114359_ses-01_task-pst_run-1_meg.fif '
        'sub-M87114852/ses-01/meg/sub-M87114852_ses-01_task-pst_run-1_meg.fif '
        'sub-M87118946/ses-01/meg/sub-M87118946_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87118946/ses-01/meg/sub-M87118946_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87121835/ses-01/meg/sub-M87121835_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87121835/ses-01/meg/sub-M87121835_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87125130/ses-01/meg/sub-M87125130_ses-01_task-pst_run-1_meg.fif '
        'sub-M87127530/ses-01/meg/sub-M87127530_ses-01_task-pst_run-1_meg.fif '
        'sub-M87129414/ses-01/meg/sub-M87129414_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87129414/ses-01/meg/sub-M87129414_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87130775/ses-01/meg/sub-M87130775_ses-01_task-pst_run-1_meg.fif '
        'sub-M87130996/ses-01/meg/sub-M87130996_ses-01_task-pst_run-1_meg.fif '
        'sub-M87134034/ses-01/meg/sub-M87134034_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87134034/ses-01/meg/sub-M87134034_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87134159/ses-01/meg/sub-M87134159_ses-01_task-pst_run-1_meg.fif '
        'sub-M87137391/ses-01/meg/sub-M87137391_ses-01_task-pst_run-1_meg.fif '
        'sub-M87138414/ses-01/meg/sub-M87138414_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87138414/ses-01/meg/sub-M87138414_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87139247/ses-01/meg/sub-M87139247_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87139247/ses-01/meg/sub-M87139247_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87139600/ses-01/meg/sub-M87139600_ses-01_task-pst_run-1_meg.fif '
        'sub-M87140254/ses-01/meg/sub-M87140254_ses-01_task-pst_run-1_meg.fif '
        'sub-M87142287/ses-01/meg/sub-M87142287_ses-01_task-pst_run-1_meg.fif '
        'sub-M87142864/ses-01/meg/sub-M87142864_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87142864/ses-01/meg/sub-M87142864_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87143893/ses-01/meg/sub-M87143893_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87143893/ses-01/meg/sub-M87143893_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87143931/ses-01/meg/sub-M87143931_ses-01_task-pst_run-1_meg.fif '
        'sub-M87144409/ses-01/meg/sub-M87144409_ses-01_task-pst_run-1_meg.fif '
        'sub-M87145927/ses-01/meg/sub-M87145927_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87145927/ses-01/meg/sub-M87145927_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87146411/ses-01/meg/sub-M87146411_ses-01_task-pst_run-1_meg.fif '
        'sub-M87146538/ses-01/meg/sub-M87146538_ses-01_task-pst_run-1_meg.fif '
        'sub-M87146735/ses-01/meg/sub-M87146735_ses-01_task-pst_run-1_meg.fif '
        'sub-M87146887/ses-01/meg/sub-M87146887_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87146887/ses-01/meg/sub-M87146887_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87148080/ses-01/meg/sub-M87148080_ses-01_task-pst_run-1_meg.fif '
        'sub-M87150253/ses-01/meg/sub-M87150253_ses-01_task-pst_run-1_meg.fif '
        'sub-M87150527/ses-01/meg/sub-M87150527_ses-01_task-pst_run-1_meg.fif '
        'sub-M87150564/ses-01/meg/sub-M87150564_ses-01_task-pst_run-1_meg.fif '
        'sub-M87153425/ses-01/meg/sub-M87153425_ses-01_task-pst_run-1_meg.fif '
        'sub-M87154375/ses-01/meg/sub-M87154375_ses-01_task-pst_run-1_meg.fif '
        'sub-M87155374/ses-01/meg/sub-M87155374_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87155374/ses-01/meg/sub-M87155374_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87156984/ses-01/meg/sub-M87156984_ses-01_task-pst_run-1_meg.fif '
        'sub-M87157961/ses-01/meg/sub-M87157961_ses-01_task-pst_run-1_meg.fif '
        'sub-M87160397/ses-01/meg/sub-M87160397_ses-01_task-pst_run-1_meg.fif '
        'sub-M87160584/ses-01/meg/sub-M87160584_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87160584/ses-01/meg/sub-M87160584_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87162136/ses-01/meg/sub-M87162136_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87162136/ses-01/meg/sub-M87162136_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87164176/ses-01/meg/sub-M87164176_ses-01_task-pst_run-1_meg.fif '
        'sub-M87164575/ses-01/meg/sub-M87164575_ses-01_task-pst_run-1_meg.fif '
        'sub-M87165811/ses-01/meg/sub-M87165811_ses-01_task-pst_run-1_meg.fif '
        'sub-M87167594/ses-01/meg/sub-M87167594_ses-01_task-pst_run-1_meg.fif '
        'sub-M87168299/ses-01/meg/sub-M87168299_ses-01_task-pst_run-1_meg.fif '
        'sub-M87169210/ses-01/meg/sub-M87169210_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87169210/ses-01/meg/sub-M87169210_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87169286/ses-01/meg/sub-M87169286_ses-01_task-pst_run-1_meg.fif '
        'sub-M87170144/ses-01/meg/sub-M87170144_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87170144/ses-01/meg/sub-M87170144_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87171097/ses-01/meg/sub-M87171097_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87171097/ses-01/meg/sub-M87171097_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87171668/ses-01/meg/sub-M87171668_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87171668/ses-01/meg/sub-M87171668_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87173764/ses-01/meg/sub-M87173764_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87173764/ses-01/meg/sub-M87173764_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87174633/ses-01/meg/sub-M87174633_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87174633/ses-01/meg/sub-M87174633_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87175273/ses-01/meg/sub-M87175273_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87175273/ses-01/meg/sub-M87175273_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87175429/ses-01/meg/sub-M87175429_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87175429/ses-01/meg/sub-M87175429_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87176537/ses-01/meg/sub-M87176537_ses-01_task-pst_run-1_meg.fif '
        'sub-M87178102/ses-01/meg/sub-M87178102_ses-01_task-pst_run-1_meg.fif '
        'sub-M87178210/ses-01/meg/sub-M87178210_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87178210/ses-01/meg/sub-M87178210_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87178611/ses-01/meg/sub-M87178611_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87178611/ses-01/meg/sub-M87178611_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87184941/ses-01/meg/sub-M87184941_ses-01_task-pst_run-1_meg.fif '
        'sub-M87185394/ses-01/meg/sub-M87185394_ses-01_task-pst_run-1_meg.fif '
        'sub-M87186388/ses-01/meg/sub-M87186388_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87186388/ses-01/meg/sub-M87186388_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87187516/ses-01/meg/sub-M87187516_ses-01_task-pst_run-1_meg.fif '
        'sub-M87187776/ses-01/meg/sub-M87187776_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87187776/ses-01/meg/sub-M87187776_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87187838/ses-01/meg/sub-M87187838_ses-01_task-pst_run-1_meg.fif '
        'sub-M87190095/ses-01/meg/sub-M87190095_ses-01_task-pst_run-1_meg.fif '
        'sub-M87190604/ses-01/meg/sub-M87190604_ses-01_task-pst_run-1_meg.fif '
        'sub-M87192693/ses-01/meg/sub-M87192693_ses-01_task-pst_run-1_meg.fif '
        'sub-M87195334/ses-01/meg/sub-M87195334_ses-01_task-pst_run-1_meg.fif '
        'sub-M87195556/ses-01/meg/sub-M87195556_ses-01_task-pst_run-1_meg.fif '
        'sub-M87197101/ses-01/meg/sub-M87197101_ses-01_task-pst_run-1_meg.fif '
        'sub-M87198523/ses-01/meg/sub-M87198523_ses-01_task-pst_run-1_meg.fif'
    ),
}


PST_MEG_OTHER = {
    '': (
        '.gitattributes '
        'CHANGES '
        'dataset_description.json '
        'participants.json '
        'participants.tsv '
        'sub-M87100058/ses-01/meg/sub-M87100058_ses-01_coordsystem.json '
        'sub-M87100058/ses-01/meg/sub-M87100058_ses-01_task-pst_run-1_events.json '
        'sub-M87100481/ses-01/meg/sub-M87100481_ses-01_coordsystem.json '
        'sub-M87102708/ses-01/meg/sub-M87102708_ses-01_task-pst_run-1_events.json '
        'sub-M87102708/ses-01/meg/sub-M87102708_ses-01_task-pst_run-1_events.tsv '
        'sub-M87102708/ses-01/sub-M87102708_ses-01_scans.tsv '
        'sub-M87103820/ses-01/meg/sub-M87103820_ses-01_coordsystem.json '
        'sub-M87103820/ses-01/meg/sub-M87103820_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87104422/ses-01/meg/sub-M87104422_ses-01_coordsystem.json '
        'sub-M87104422/ses-01/meg/sub-M87104422_ses-01_task-pst_run-1_events.tsv '
        'sub-M87104422/ses-01/sub-M87104422_ses-01_scans.tsv '
        'sub-M87108211/ses-01/meg/sub-M87108211_ses-01_coordsystem.json '
        'sub-M87108211/ses-01/meg/sub-M87108211_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87108211/ses-01/sub-M87108211_ses-01_scans.tsv '
        'sub-M87108718/ses-01/meg/sub-M87108718_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87108718/ses-01/meg/sub-M87108718_ses-01_task-pst_run-1_events.tsv '
        'sub-M87109185/ses-01/meg/sub-M87109185_ses-01_task-pst_run-1_events.json '
        'sub-M87109185/ses-01/sub-M87109185_ses-01_scans.tsv '
        'sub-M87110408/ses-01/meg/sub-M87110408_ses-01_coordsystem.json '
        'sub-M87110408/ses-01/meg/sub-M87110408_ses-01_task-pst_run-1_meg.json '
        'sub-M87111894/ses-01/sub-M87111894_ses-01_scans.tsv '
        'sub-M87112953/ses-01/meg/sub-M87112953_ses-01_task-pst_run-1_events.tsv '
        'sub-M87112953/ses-01/sub-M87112953_ses-01_scans.tsv '
        'sub-M87114359/ses-01/meg/sub-M87114359_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87114359/ses-01/sub-M87114359_ses-01_scans.tsv '
        'sub-M87114852/ses-01/meg/sub-M87114852_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87114852/ses-01/meg/sub-M87114852_ses-01_task-pst_run-1_events.json '
        'sub-M87125130/ses-01/sub-M87125130_ses-01_scans.tsv '
        'sub-M87127530/ses-01/sub-M87127530_ses-01_scans.tsv '
        'sub-M87129414/ses-01/sub-M87129414_ses-01_scans.tsv '
        'sub-M87130775/ses-01/sub-M87130775_ses-01_scans.tsv '
        'sub-M87130996/ses-01/meg/sub-M87130996_ses-01_task-pst_run-1_events.json '
        'sub-M87130996/ses-01/meg/sub-M87130996_ses-01_task-pst_run-1_events.tsv '
        'sub-M87130996/ses-01/sub-M87130996_ses-01_scans.tsv '
        'sub-M87134159/ses-01/meg/sub-M87134159_ses-01_coordsystem.json '
        'sub-M87137391/ses-01/meg/sub-M87137391_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87138414/ses-01/meg/sub-M87138414_ses-01_task-pst_run-1_events.tsv '
        'sub-M87139247/ses-01/sub-M87139247_ses-01_scans.tsv '
        'sub-M87139600/ses-01/meg/sub-M87139600_ses-01_coordsystem.json '
        'sub-M87139600/ses-01/meg/sub-M87139600_ses-01_task-pst_run-1_events.json '
        'sub-M87139600/ses-01/sub-M87139600_ses-01_scans.tsv '
        'sub-M87140254/ses-01/meg/sub-M87140254_ses-01_task-pst_run-1_events.json '
        'sub-M87140254/ses-01/meg/sub-M87140254_ses-01_task-pst_run-1_meg.json '
        'sub-M87142287/ses-01/meg/sub-M87142287_ses-01_coordsystem.json '
        'sub-M87142287/ses-01/meg/sub-M87142287_ses-01_task-pst_run-1_meg.json '
        'sub-M87142864/ses-01/meg/sub-M87142864_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87142864/ses-01/meg/sub-M87142864_ses-01_task-pst_run-1_meg.json '
        'sub-M87142864/ses-01/sub-M87142864_ses-01_scans.tsv '
        'sub-M87143893/ses-01/meg/sub-M87143893_ses-01_coordsystem.json '
        'sub-M87143893/ses-01/meg/sub-M87143893_ses-01_task-pst_run-1_events.json '
        'sub-M87143931/ses-01/meg/sub-M87143931_ses-01_task-pst_run-1_events.tsv '
        'sub-M87143931/ses-01/meg/sub-M87143931_ses-01_task-pst_run-1_meg.json '
        'sub-M87145927/ses-01/meg/sub-M87145927_ses-01_coordsystem.json '
        'sub-M87145927/ses-01/meg/sub-M87145927_ses-01_task-pst_run-1_events.json '
        'sub-M87145927/ses-01/sub-M87145927_ses-01_scans.tsv '
        'sub-M87146411/ses-01/meg/sub-M87146411_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87146411/ses-01/meg/sub-M87146411_ses-01_task-pst_run-1_events.tsv '
        'sub-M87146735/ses-01/meg/sub-M87146735_ses-01_task-pst_run-1_events.tsv '
        'sub-M87146887/ses-01/sub-M87146887_ses-01_scans.tsv '
        'sub-M87148080/ses-01/sub-M87148080_ses-01_scans.tsv '
        'sub-M87150253/ses-01/meg/sub-M87150253_ses-01_task-pst_run-1_events.tsv '
        'sub-M87150527/ses-01/sub-M87150527_ses-01_scans.tsv '
        'sub-M87153425/ses-01/sub-M87153425_ses-01_scans.tsv '
        'sub-M87154375/ses-01/sub-M87154375_ses-01_scans.tsv '
        'sub-M87160397/ses-01/meg/sub-M87160397_ses-01_task-pst_run-1_events.tsv '
        'sub-M87160397/ses-01/meg/sub-M87160397_ses-01_task-pst_run-1_meg.json '
        'sub-M87160397/ses-01/sub-M87160397_ses-01_scans.tsv '
        'sub-M87160584/ses-01/meg/sub-M87160584_ses-01_coordsystem.json '
        'sub-M87160584/ses-01/meg/sub-M87160584_ses-01_task-pst_run-1_events.tsv '
        'sub-M87162136/ses-01/meg/sub-M87162136_ses-01_coordsystem.json '
        'sub-M87162136/ses-01/meg/sub-M87162136_ses-01_task-pst_run-1_events.tsv '
        'sub-M87164176/ses-01/sub-M87164176_ses-01_scans.tsv '
        'sub-M87164575/ses-01/sub-M87164575_ses-01_scans.tsv '
        'sub-M87165811/ses-01/sub-M87165811_ses-01_scans.tsv '
        'sub-M87167594/ses-01/sub-M87167594_ses-01_scans.tsv '
        'sub-M87169210/ses-01/meg/sub-M87169210_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87169210/ses-01/meg/sub-M87169210_ses-01_task-pst_run-1_meg.json '
        'sub-M87169286/ses-01/meg/sub-M87169286_ses-01_coordsystem.json '
        'sub-M87169286/ses-01/meg/sub-M87169286_ses-01_task-pst_run-1_meg.json '
        'sub-M87170144/ses-01/meg/sub-M87170144_ses-01_task-pst_run-1_events.json '
        'sub-M87170144/ses-01/meg/sub-M87170144_ses-01_task-pst_run-1_meg.json '
        'sub-M87171097/ses-01/meg/sub-M87171097_ses-01_task-pst_run-1_meg.json '
        'sub-M87171097/ses-01/sub-M87171097_ses-01_scans.tsv '
        'sub-M87171668/ses-01/meg/sub-M87171668_ses-01_task-pst_run-1_events.tsv '
        'sub-M87175273/ses-01/meg/sub-M87175273_ses-01_coordsystem.json '
        'sub-M87175273/ses-01/meg/sub-M87175273_ses-01_task-pst_run-1_meg.json '
        'sub-M87175429/ses-01/sub-M87175429_ses-01_scans.tsv '
        'sub-M87176537/ses-01/meg/sub-M87176537_ses-01_task-pst_run-1_events.tsv '
        'sub-M87176537/ses-01/meg/sub-M87176537_ses-01_task-pst_run-1_meg.json '
        'sub-M87178102/ses-01/sub-M87178102_ses-01_scans.tsv '
        'sub-M87178611/ses-01/meg/sub-M87178611_ses-01_coordsystem.json '
        'sub-M87178611/ses-01/meg/sub-M87178611_ses-01_task-pst_run-1_events.tsv '
        'sub-M87178611/ses-01/sub-M87178611_ses-01_scans.tsv '
        'sub-M87184941/ses-01/meg/sub-M87184941_ses-01_task-pst_run-1_events.tsv '
        'sub-M87184941/ses-01/sub-M87184941_ses-01_scans.tsv '
        'sub-M87186388/ses-01/sub-M87186388_ses-01_scans.tsv '
        'sub-M87187516/ses-01/meg/sub-M87187516_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87187516/ses-01/meg/sub-M87187516_ses-01_task-pst_run-1_meg.json '
        'sub-M87187516/ses-01/sub-M87187516_ses-01_scans.tsv '
        'sub-M87187776/ses-01/meg/sub-M87187776_ses-01_coordsystem.json '
        'sub-M87187776/ses-01/meg/sub-M87187776_ses-01_task-pst_run-1_meg.json '
        'sub-M87187776/ses-01/sub-M87187776_ses-01_scans.tsv '
        'sub-M87187838/ses-01/meg/sub-M87187838_ses-01_task-pst_run-1_events.tsv '
        'sub-M87190095/ses-01/meg/sub-M87190095_ses-01_task-pst_run-1_events.json '
        'sub-M87190095/ses-01/meg/sub-M87190095_ses-01_task-pst_run-1_events.tsv '
        'sub-M87190095/ses-01/sub-M87190095_ses-01_scans.tsv '
        'sub-M87190604/ses-01/sub-M87190604_ses-01_scans.tsv '
        'sub-M87192693/ses-01/meg/sub-M87192693_ses-01_coordsystem.json '
        'sub-M87192693/ses-01/meg/sub-M87192693_ses-01_task-pst_run-1_events.json '
        'sub-M87192693/ses-01/sub-M87192693_ses-01_scans.tsv '
        'sub-M87195334/ses-01/meg/sub-M87195334_ses-01_coordsystem.json '
        'sub-M87195334/ses-01/meg/sub-M87195334_ses-01_task-pst_run-1_meg.json '
        'sub-M87197101/ses-01/meg/sub-M87197101_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87197101/ses-01/meg/sub-M87197101_ses-01_task-pst_run-1_events.tsv'
    ),
    'Code': (
        'AIM_2_MEG_PREPROC_CARC.py '
        'ERP+ERF_RPE.py '
        'README.txt '
        'ct_sparse_orion.fif '
        'meg_preproc_source_par.sh '
        'meg_source_par.sh '
        'permutation_clustering_test.py '
        'source_estimate.py'
    ),
    'Code/anat': (
        'sub-M87100058_acq-highres_T1w.nii.gz '
        'sub-M87100403_acq-highres_T1w.nii.gz '
        'sub-M87103382_acq-highres_T1w.nii.gz '
        'sub-M87108211_acq-highres_T1w.nii.gz '
        'sub-M87110559_acq-highres_T1w.nii.gz '
        'sub-M87111894_acq-highres_T1w.nii.gz '
        'sub-M87121835_acq-highres_T1w.nii.gz '
        'sub-M87127530_acq-highres_T1w.nii.gz '
        'sub-M87130775_acq-highres_T1w.nii.gz '
        'sub-M87130819_acq-highres_T1w.nii.gz '
        'sub-M87134159_acq-highres_T1w.nii.gz '
        'sub-M87137391_acq-highres_T1w.nii.gz '
        'sub-M87138414_acq-highres_T1w.nii.gz '
        'sub-M87139247_acq-highres_T1w.nii.gz '
        'sub-M87140254_acq-highres_T1w.nii.gz '
        'sub-M87142287_acq-highres_T1w.nii.gz '
        'sub-M87142864_acq-highres_T1w.nii.gz '
        'sub-M87146887_acq-highres_T1w.nii.gz '
        'sub-M87150253_acq-highres_T1w.nii.gz '
        'sub-M87150443_acq-highres_T1w.nii.gz '
        'sub-M87150564_acq-highres_T1w.nii.gz '
        'sub-M87153425_acq-highres_T1w.nii.gz '
        'sub-M87155374_acq-highres_T1w.nii.gz '
        'sub-M87156984_acq-highres_T1w.nii.gz '
        'sub-M87164575_acq-highres_T1w.nii.gz '
        'sub-M87167594_acq-highres_T1w.nii.gz '
        'sub-M87169210_acq-highres_T1w.nii '
        'sub-M87169286_acq-highres_T1w.nii.gz '
        'sub-M87170144_acq-highres_T1w.nii.gz '
        'sub-M87173764_acq-highres_T1w.nii.gz '
        'sub-M87174633_acq-highres_T1w.nii.gz '
        'sub-M87178102_acq-highres_T1w.nii.gz '
        'sub-M87178210_acq-highres_T1w.nii.gz '
        'sub-M87185394_acq-highres_T1w.nii.gz '
        'sub-M87190095_acq-highres_T1w.nii.gz '
        'sub-M87192693_acq-highres_T1w.nii.gz '
        'sub-M87195334_acq-highres_T1w.nii.gz '
        'sub-M87195556_acq-highres_T1w.nii.gz '
        'sub-M87197101_acq-highres_T1w.nii.gz'
    ),
    'sub-M87100403/ses-01/meg': (
        'sub-M87100403_ses-01_task-pst_run-1_events.json '
        'sub-M87100403_ses-01_task-pst_run-1_events.tsv '
        'sub-M87100403_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87103382/ses-01/meg': (
        'sub-M87103382_ses-01_coordsystem.json '
        'sub-M87103382_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87103382_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87103557/ses-01/meg': (
        'sub-M87103557_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87103557_ses-01_task-pst_run-1_events.json '
        'sub-M87103557_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87110097/ses-01/meg': (
        'sub-M87110097_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87110097_ses-01_task-pst_run-1_events.json '
        'sub-M87110097_ses-01_task-pst_run-1_events.tsv '
        'sub-M87110097_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87110559/ses-01/meg': (
        'sub-M87110559_ses-01_coordsystem.json '
        'sub-M87110559_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87110559_ses-01_task-pst_run-1_events.json '
        'sub-M87110559_ses-01_task-pst_run-1_events.tsv'
    ),
    'sub-M87111894/ses-01/meg': (
        'sub-M87111894_ses-01_coordsystem.json '
        'sub-M87111894_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87111894_ses-01_task-pst_run-1_events.json'
    ),
    'sub-M87118946/ses-01/meg': (
        'sub-M87118946_ses-01_coordsystem.json '
        'sub-M87118946_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87118946_ses-01_task-pst_run-1_events.tsv'
    ),
    'sub-M87121835/ses-01/meg': (
        'sub-M87121835_ses-01_coordsystem.json '
        'sub-M87121835_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87121835_ses-01_task-pst_run-1_events.json '
        'sub-M87121835_ses-01_task-pst_run-1_events.tsv'
    ),
    'sub-M87125130/ses-01/meg': (
        'sub-M87125130_ses-01_coordsystem.json '
        'sub-M87125130_ses-01_task-pst_run-1_events.json '
        'sub-M87125130_ses-01_task-pst_run-1_events.tsv '
        'sub-M87125130_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87129414/ses-01/meg': (
        'sub-M87129414_ses-01_coordsystem.json '
        'sub-M87129414_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87129414_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87130775/ses-01/meg': (
        'sub-M87130775_ses-01_coordsystem.json '
        'sub-M87130775_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87130775_ses-01_task-pst_run-1_events.json '
        'sub-M87130775_ses-01_task-pst_run-1_events.tsv '
        'sub-M87130775_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87134034/ses-01/meg': (
        'sub-M87134034_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87134034_ses-01_task-pst_run-1_events.json '
        'sub-M87134034_ses-01_task-pst_run-1_events.tsv'
    ),
    'sub-M87139247/ses-01/meg': (
        'sub-M87139247_ses-01_coordsystem.json '
        'sub-M87139247_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87139247_ses-01_task-pst_run-1_events.json '
        'sub-M87139247_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87144409/ses-01/meg': (
        'sub-M87144409_ses-01_coordsystem.json '
        'sub-M87144409_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87144409_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87146538/ses-01/meg': (
        'sub-M87146538_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87146538_ses-01_task-pst_run-1_events.json '
        'sub-M87146538_ses-01_task-pst_run-1_events.tsv '
        'sub-M87146538_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87146887/ses-01/meg': (
        'sub-M87146887_ses-01_coordsystem.json '
        'sub-M87146887_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87146887_ses-01_task-pst_run-1_events.tsv '
        'sub-M87146887_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87148080/ses-01/meg': (
        'sub-M87148080_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87148080_ses-01_task-pst_run-1_events.json '
        'sub-M87148080_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87150527/ses-01/meg': (
        'sub-M87150527_ses-01_coordsystem.json '
        'sub-M87150527_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87150527_ses-01_task-pst_run-1_events.json '
        'sub-M87150527_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87150564/ses-01/meg': (
        'sub-M87150564_ses-01_coordsystem.json '
        'sub-M87150564_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87150564_ses-01_task-pst_run-1_events.tsv '
        'sub-M87150564_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87153425/ses-01/meg': (
        'sub-M87153425_ses-01_coordsystem.json '
        'sub-M87153425_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87153425_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87154375/ses-01/meg': (
        'sub-M87154375_ses-01_coordsystem.json '
        'sub-M87154375_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87154375_ses-01_task-pst_run-1_events.json '
        'sub-M87154375_ses-01_task-pst_run-1_events.tsv'
    ),
    'sub-M87155374/ses-01/meg': (
        'sub-M87155374_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87155374_ses-01_task-pst_run-1_events.json '
        'sub-M87155374_ses-01_task-pst_run-1_events.tsv'
    ),
    'sub-M87156984/ses-01/meg': (
        'sub-M87156984_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87156984_ses-01_task-pst_run-1_events.tsv '
        'sub-M87156984_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87157961/ses-01/meg': (
        'sub-M87157961_ses-01_coordsystem.json '
        'sub-M87157961_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87157961_ses-01_task-pst_run-1_events.json '
        'sub-M87157961_ses-01_task-pst_run-1_events.tsv '
        'sub-M87157961_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87164575/ses-01/meg': (
        'sub-M87164575_ses-01_coordsystem.json '
        'sub-M87164575_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87164575_ses-01_task-pst_run-1_events.tsv'
    ),
    'sub-M87165811/ses-01/meg': (
        'sub-M87165811_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87165811_ses-01_task-pst_run-1_events.tsv '
        'sub-M87165811_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87168299/ses-01/meg': (
        'sub-M87168299_ses-01_coordsystem.json '
        'sub-M87168299_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87168299_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87173764/ses-01/meg': (
        'sub-M87173764_ses-01_coordsystem.json '
        'sub-M87173764_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87173764_ses-01_task-pst_run-1_events.json '
        'sub-M87173764_ses-01_task-pst_run-1_events.tsv'
    ),
    'sub-M87174633/ses-01/meg': (
        'sub-M87174633_ses-01_coordsystem.json '
        'sub-M87174633_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87174633_ses-01_task-pst_run-1_events.json '
        'sub-M87174633_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87175429/ses-01/meg': (
        'sub-M87175429_ses-01_coordsystem.json '
        'sub-M87175429_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87175429_ses-01_task-pst_run-1_events.json '
        'sub-M87175429_ses-01_task-pst_run-1_events.tsv'
    ),
    'sub-M87178102/ses-01/meg': (
        'sub-M87178102_ses-01_coordsystem.json '
        'sub-M87178102_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87178102_ses-01_task-pst_run-1_events.json '
        'sub-M87178102_ses-01_task-pst_run-1_events.tsv '
        'sub-M87178102_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87178210/ses-01/meg': (
        'sub-M87178210_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87178210_ses-01_task-pst_run-1_events.json '
        'sub-M87178210_ses-01_task-pst_run-1_events.tsv'
    ),
    'sub-M87185394/ses-01/meg': (
        'sub-M87185394_ses-01_coordsystem.json '
        'sub-M87185394_ses-01_task-pst_run-1_events.json '
        'sub-M87185394_ses-01_task-pst_run-1_events.tsv'
    ),
    'sub-M87186388/ses-01/meg': (
        'sub-M87186388_ses-01_coordsystem.json '
        'sub-M87186388_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87186388_ses-01_task-pst_run-1_events.tsv'
    ),
    'sub-M87190604/ses-01/meg': (
        'sub-M87190604_ses-01_coordsystem.json '
        'sub-M87190604_ses-01_task-pst_run-1_events.json '
        'sub-M87190604_ses-01_task-pst_run-1_events.tsv '
        'sub-M87190604_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87195556/ses-01/meg': (
        'sub-M87195556_ses-01_coordsystem.json '
        'sub-M87195556_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87195556_ses-01_task-pst_run-1_events.json '
        'sub-M87195556_ses-01_task-pst_run-1_events.tsv '
        'sub-M87195556_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87198523/ses-01/meg': (
        'sub-M87198523_ses-01_acq-calibration_meg.dat '
        'sub-M87198523_ses-01_acq-crosstalk_meg.fif '
        'sub-M87198523_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87198523_ses-01_task-pst_run-1_meg.json'
    ),
}


PST_ANAT_KIND = {
    'Code/anat': (
        'sub-M87100058_acq-highres_T1w.nii.gz '
        'sub-M87100403_acq-highres_T1w.nii.gz '
        'sub-M87100481_acq-highres_T1w.nii.gz '
        'sub-M87102708_acq-highres_T1w.nii.gz '
        'sub-M87103382_acq-highres_T1w.nii.gz '
        'sub-M87103557_acq-highres_T1w.nii.gz '
        'sub-M87103820_acq-highres_T1w.nii.gz '
        'sub-M87104422_acq-highres_T1w.nii.gz '
        'sub-M87108211_acq-highres_T1w.nii.gz '
        'sub-M87108718_acq-highres_T1w.nii.gz '
        'sub-M87109185_acq-highres_T1w.nii.gz '
        'sub-M87110097_acq-highres_T1w.nii.gz '
        'sub-M87110408_acq-highres_T1w.nii.gz '
        'sub-M87110559_acq-highres_T1w.nii.gz '
        'sub-M87111894_acq-highres_T1w.nii.gz '
        'sub-M87112953_acq-highres_T1w.nii.gz '
        'sub-M87114359_acq-highres_T1w.nii.gz '
        'sub-M87114852_acq-highres_T1w.nii.gz '
        'sub-M87118946_acq-highres_T1w.nii.gz '
        'sub-M87121835_acq-highres_T1w.nii.gz '
        'sub-M87127530_acq-highres_T1w.nii.gz '
        'sub-M87129414_acq-highres_T1w.nii.gz '
        'sub-M87130775_acq-highres_T1w.nii.gz '
        'sub-M87130819_acq-highres_T1w.nii.gz '
        'sub-M87130996_acq-highres_T1w.nii.gz '
        'sub-M87134034_acq-highres_T1w.nii.gz '
        'sub-M87134159_acq-highres_T1w.nii.gz '
        'sub-M87134438_acq-highres_T1w.nii.gz '
        'sub-M87137391_acq-highres_T1w.nii.gz '
        'sub-M87138414_acq-highres_T1w.nii.gz '
        'sub-M87139247_acq-highres_T1w.nii.gz '
        'sub-M87139600_acq-highres_T1w.nii.gz '
        'sub-M87140254_acq-highres_T1w.nii.gz '
        'sub-M87140897_acq-highres_T1w.nii.gz '
        'sub-M87142287_acq-highres_T1w.nii.gz '
        'sub-M87142864_acq-highres_T1w.nii.gz '
        'sub-M87143893_acq-highres_T1w.nii.gz '
        'sub-M87143931_acq-highres_T1w.nii.gz '
        'sub-M87144409_acq-highres_T1w.nii.gz '
        'sub-M87145927_acq-highres_T1w.nii.gz '
        'sub-M87146411_acq-highres_T1w.nii.gz '
        'sub-M87146538_acq-highres_T1w.nii.gz '
        'sub-M87146735_acq-highres_T1w.nii.gz '
        'sub-M87146887_acq-highres_T1w.nii.gz '
        'sub-M87148080_acq-highres_T1w.nii.gz '
        'sub-M87150253_acq-highres_T1w.nii.gz '
        'sub-M87150443_acq-highres_T1w.nii.gz '
        'sub-M87150527_acq-highres_T1w.nii.gz '
        'sub-M87150564_acq-highres_T1w.nii.gz '
        'sub-M87153425_acq-highres_T1w.nii.gz '
        'sub-M87154375_acq-highres_T1w.nii.gz '
        'sub-M87155374_acq-highres_T1w.nii.gz '
        'sub-M87156984_acq-highres_T1w.nii.gz '
        'sub-M87157961_acq-highres_T1w.nii.gz '
        'sub-M87160397_acq-highres_T1w.nii.gz '
        'sub-M87160584_acq-highres_T1w.nii.gz '
        'sub-M87162136_acq-highres_T1w.nii.gz '
        'sub-M87164176_acq-highres_T1w.nii.gz '
        'sub-M87164575_acq-highres_T1w.nii.gz '
        'sub-M87165811_acq-highres_T1w.nii.gz '
        'sub-M87167594_acq-highres_T1w.nii.gz '
        'sub-M87168299_acq-highres_T1w.nii.gz '
        'sub-M87169210_acq-highres_T1w.nii.gz '
        'sub-M87169286_acq-highres_T1w.nii.gz '
        'sub-M87170144_acq-highres_T1w.nii.gz '
        'sub-M87170514_acq-highres_T1w.nii.gz '
        'sub-M87171097_acq-highres_T1w.nii.gz '
        'sub-M87173764_acq-highres_T1w.nii.gz '
        'sub-M87174633_acq-highres_T1w.nii.gz '
        'sub-M87175273_acq-highres_T1w.nii.gz '
        'sub-M87175429_acq-highres_T1w.nii.gz '
        'sub-M87176537_acq-highres_T1w.nii.gz '
        'sub-M87178102_acq-highres_T1w.nii.gz '
        'sub-M87178210_acq-highres_T1w.nii.gz '
        'sub-M87178611_acq-highres_T1w.nii.gz '
        'sub-M87184941_acq-highres_T1w.nii.gz '
        'sub-M87185394_acq-highres_T1w.nii.gz '
        'sub-M87186269_acq-highres_T1w.nii.gz '
        'sub-M87186388_acq-highres_T1w.nii.gz '
        'sub-M87187776_acq-highres_T1w.nii.gz '
        'sub-M87187838_acq-highres_T1w.nii.gz '
        'sub-M87190095_acq-highres_T1w.nii.gz '
        'sub-M87190604_acq-highres_T1w.nii.gz '
        'sub-M87192693_acq-highres_T1w.nii.gz '
        'sub-M87195334_acq-highres_T1w.nii.gz '
        'sub-M87195556_acq-highres_T1w.nii.gz '
        'sub-M87197101_acq-highres_T1w.nii.gz '
        'sub-M87198523_acq-highres_T1w.nii.gz'
    ),
}


PST_ANAT_OTHER = {
    '': (
        '.datalad/config '
        '.gitattributes '
        'CHANGES '
        'README '
        'dataset_description.json '
        'participants.json '
        'participants.tsv '
        'sub-M87100481/ses-01/sub-M87100481_ses-01_scans.tsv '
        'sub-M87103382/ses-01/sub-M87103382_ses-01_scans.tsv '
        'sub-M87103557/ses-01/meg/sub-M87103557_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87103820/ses-01/meg/sub-M87103820_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87104422/ses-01/meg/sub-M87104422_ses-01_coordsystem.json '
        'sub-M87104422/ses-01/sub-M87104422_ses-01_scans.tsv '
        'sub-M87108211/ses-01/meg/sub-M87108211_ses-01_task-pst_run-1_events.tsv '
        'sub-M87108718/ses-01/meg/sub-M87108718_ses-01_coordsystem.json '
        'sub-M87108718/ses-01/meg/sub-M87108718_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87109185/ses-01/meg/sub-M87109185_ses-01_task-pst_run-1_events.tsv '
        'sub-M87110408/ses-01/meg/sub-M87110408_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87110408/ses-01/sub-M87110408_ses-01_scans.tsv '
        'sub-M87110559/ses-01/meg/sub-M87110559_ses-01_task-pst_run-1_events.json '
        'sub-M87111894/ses-01/meg/sub-M87111894_ses-01_coordsystem.json '
        'sub-M87111894/ses-01/meg/sub-M87111894_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87112953/ses-01/sub-M87112953_ses-01_scans.tsv '
        'sub-M87114852/ses-01/meg/sub-M87114852_ses-01_task-pst_run-1_meg.json '
        'sub-M87114852/ses-01/sub-M87114852_ses-01_scans.tsv '
        'sub-M87118946/ses-01/meg/sub-M87118946_ses-01_task-pst_run-1_meg.json '
        'sub-M87118946/ses-01/sub-M87118946_ses-01_scans.tsv '
        'sub-M87121835/ses-01/meg/sub-M87121835_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87125130/ses-01/meg/sub-M87125130_ses-01_task-pst_run-1_meg.json '
        'sub-M87127530/ses-01/sub-M87127530_ses-01_scans.tsv '
        'sub-M87129414/ses-01/meg/sub-M87129414_ses-01_task-pst_run-1_events.json '
        'sub-M87130775/ses-01/meg/sub-M87130775_ses-01_task-pst_run-1_meg.fif '
        'sub-M87130775/ses-01/meg/sub-M87130775_ses-01_task-pst_run-1_meg.json '
        'sub-M87134159/ses-01/meg/sub-M87134159_ses-01_coordsystem.json '
        'sub-M87134159/ses-01/meg/sub-M87134159_ses-01_task-pst_run-1_meg.fif '
        'sub-M87137391/ses-01/meg/sub-M87137391_ses-01_task-pst_run-1_events.json '
        'sub-M87137391/ses-01/meg/sub-M87137391_ses-01_task-pst_run-1_meg.json '
        'sub-M87139600/ses-01/meg/sub-M87139600_ses-01_task-pst_run-1_events.json '
        'sub-M87139600/ses-01/sub-M87139600_ses-01_scans.tsv '
        'sub-M87140254/ses-01/meg/sub-M87140254_ses-01_task-pst_run-1_events.json '
        'sub-M87142287/ses-01/meg/sub-M87142287_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87142864/ses-01/meg/sub-M87142864_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87143931/ses-01/meg/sub-M87143931_ses-01_task-pst_run-1_events.tsv '
        'sub-M87145927/ses-01/meg/sub-M87145927_ses-01_coordsystem.json '
        'sub-M87145927/ses-01/meg/sub-M87145927_ses-01_task-pst_run-1_events.json '
        'sub-M87146411/ses-01/meg/sub-M87146411_ses-01_task-pst_run-1_meg.json '
        'sub-M87146538/ses-01/meg/sub-M87146538_ses-01_task-pst_run-1_meg.fif '
        'sub-M87146735/ses-01/meg/sub-M87146735_ses-01_task-pst_run-1_events.json '
        'sub-M87146735/ses-01/meg/sub-M87146735_ses-01_task-pst_run-1_meg.fif '
        'sub-M87150253/ses-01/meg/sub-M87150253_ses-01_task-pst_run-1_events.json '
        'sub-M87150527/ses-01/meg/sub-M87150527_ses-01_task-pst_run-1_meg.json '
        'sub-M87150527/ses-01/sub-M87150527_ses-01_scans.tsv '
        'sub-M87150564/ses-01/sub-M87150564_ses-01_scans.tsv '
        'sub-M87154375/ses-01/meg/sub-M87154375_ses-01_task-pst_run-1_events.tsv '
        'sub-M87155374/ses-01/sub-M87155374_ses-01_scans.tsv '
        'sub-M87157961/ses-01/meg/sub-M87157961_ses-01_task-pst_run-1_events.json '
        'sub-M87160397/ses-01/meg/sub-M87160397_ses-01_task-pst_run-1_meg.fif '
        'sub-M87160397/ses-01/meg/sub-M87160397_ses-01_task-pst_run-1_meg.json '
        'sub-M87160584/ses-01/meg/sub-M87160584_ses-01_task-pst_run-1_events.json '
        'sub-M87164176/ses-01/meg/sub-M87164176_ses-01_task-pst_run-1_events.tsv '
        'sub-M87164176/ses-01/meg/sub-M87164176_ses-01_task-pst_run-1_meg.fif '
        'sub-M87167594/ses-01/meg/sub-M87167594_ses-01_task-pst_run-1_events.json '
        'sub-M87168299/ses-01/meg/sub-M87168299_ses-01_task-pst_run-1_events.json '
        'sub-M87169286/ses-01/meg/sub-M87169286_ses-01_coordsystem.json '
        'sub-M87169286/ses-01/meg/sub-M87169286_ses-01_task-pst_run-1_meg.fif '
        'sub-M87171097/ses-01/sub-M87171097_ses-01_scans.tsv '
        'sub-M87173764/ses-01/meg/sub-M87173764_ses-01_task-pst_run-1_events.json '
        'sub-M87173764/ses-01/meg/sub-M87173764_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87175273/ses-01/meg/sub-M87175273_ses-01_task-pst_run-1_events.tsv '
        'sub-M87175273/ses-01/meg/sub-M87175273_ses-01_task-pst_run-1_split-02_meg.fif '
        'sub-M87176537/ses-01/meg/sub-M87176537_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87178210/ses-01/meg/sub-M87178210_ses-01_task-pst_run-1_meg.json '
        'sub-M87178611/ses-01/meg/sub-M87178611_ses-01_task-pst_run-1_events.json '
        'sub-M87184941/ses-01/meg/sub-M87184941_ses-01_task-pst_run-1_events.json '
        'sub-M87185394/ses-01/meg/sub-M87185394_ses-01_coordsystem.json '
        'sub-M87186388/ses-01/meg/sub-M87186388_ses-01_task-pst_run-1_events.tsv '
        'sub-M87187776/ses-01/meg/sub-M87187776_ses-01_coordsystem.json '
        'sub-M87187838/ses-01/meg/sub-M87187838_ses-01_task-pst_run-1_events.json '
        'sub-M87190095/ses-01/meg/sub-M87190095_ses-01_task-pst_run-1_meg.json '
        'sub-M87190095/ses-01/sub-M87190095_ses-01_scans.tsv '
        'sub-M87190604/ses-01/meg/sub-M87190604_ses-01_task-pst_run-1_meg.fif '
        'sub-M87192693/ses-01/meg/sub-M87192693_ses-01_coordsystem.json '
        'sub-M87192693/ses-01/meg/sub-M87192693_ses-01_task-pst_run-1_meg.json '
        'sub-M87192693/ses-01/sub-M87192693_ses-01_scans.tsv '
        'sub-M87195334/ses-01/meg/sub-M87195334_ses-01_task-pst_run-1_events.tsv '
        'sub-M87195334/ses-01/meg/sub-M87195334_ses-01_task-pst_run-1_meg.fif '
        'sub-M87197101/ses-01/meg/sub-M87197101_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87197101/ses-01/meg/sub-M87197101_ses-01_task-pst_run-1_events.json '
        'sub-M87197101/ses-01/sub-M87197101_ses-01_scans.tsv'
    ),
    'Code': (
        'AIM_2_MEG_PREPROC_CARC.py',
        'AIM_2_MEG_PREPROC_SOURCE.py',
        'AIM_2_MEG_SOURCE_CARC.py',
        'ERF_preprocess.py',
        'ERP+ERF.py',
        'ERP+ERF_RPE.py',
        'MEG MDD IDs and Quex.xlsx',
        'PE_integrate.py',
        'README.txt',
        'ct_sparse is crosstalk and sss_cal is calibration.txt',
        'ct_sparse_orion.fif',
        'meg_preproc_par.sh',
        'meg_preproc_source_par.sh',
        'meg_source_par.sh',
        'permutation_clustering_test.py',
        'source_estimate.py',
        'source_preprocess.py',
        'sss_cal_3046_2009-04-29.dat',
    ),
    'Code/anat': (
        'sub-M87150443_acq-highres_T1w.nii '
        'sub-M87168299_acq-highres_T1w.nii '
        'sub-M87169210_acq-highres_T1w.nii '
        'sub-M87186388_acq-highres_T1w.nii'
    ),
    'sub-M87110097/ses-01/meg': (
        'sub-M87110097_ses-01_task-pst_run-1_meg.json '
        'sub-M87110097_ses-01_task-pst_run-1_split-01_meg.fif '
        'sub-M87110097_ses-01_task-pst_run-1_split-02_meg.fif'
    ),
    'sub-M87112953/ses-01/meg': (
        'sub-M87112953_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87112953_ses-01_task-pst_run-1_events.tsv '
        'sub-M87112953_ses-01_task-pst_run-1_meg.fif'
    ),
    'sub-M87130996/ses-01/meg': (
        'sub-M87130996_ses-01_task-pst_run-1_events.json '
        'sub-M87130996_ses-01_task-pst_run-1_meg.fif '
        'sub-M87130996_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87146887/ses-01/meg': (
        'sub-M87146887_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87146887_ses-01_task-pst_run-1_events.tsv '
        'sub-M87146887_ses-01_task-pst_run-1_meg.json'
    ),
    'sub-M87170144/ses-01/meg': (
        'sub-M87170144_ses-01_coordsystem.json '
        'sub-M87170144_ses-01_task-pst_run-1_events.tsv '
        'sub-M87170144_ses-01_task-pst_run-1_split-02_meg.fif'
    ),
    'sub-M87178102/ses-01/meg': (
        'sub-M87178102_ses-01_task-pst_run-1_channels.tsv '
        'sub-M87178102_ses-01_task-pst_run-1_meg.fif '
        'sub-M87178102_ses-01_task-pst_run-1_meg.json'
    ),
}


MICRO_IEEG_KIND = {
    'sub-SS01MicrosEEG/ses-postimp/ieeg': (
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-01_channels.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-01_events.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-01_ieeg.edf '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-02_channels.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-02_events.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-02_ieeg.edf '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-03_channels.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-03_events.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-03_ieeg.edf '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-04_channels.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-04_events.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-04_ieeg.edf '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-05_channels.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-05_events.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-05_ieeg.edf '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-06_channels.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-06_events.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-06_ieeg.edf '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-07_channels.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-07_events.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-07_ieeg.edf '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-08_channels.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-08_events.tsv '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-08_ieeg.edf'
    ),
}


MICRO_IEEG_OTHER = {
    '': (
        '.datalad/config '
        '.gitattributes '
        'CHANGES '
        'README '
        'dataset_description.json '
        'participants.json '
        'participants.tsv '
        'sub-SS01MicrosEEG/ses-postimp/ieeg/sub-SS01MicrosEEG_ses-postimp_electrodes.tsv'
    ),
    'derivatives/sub-SS01MicrosEEG/ses-postimp/ieeg': (
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-01_chanMap.mat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-01_ieeg.dat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-02_chanMap.mat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-02_ieeg.dat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-03_chanMap.mat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-03_ieeg.dat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-04_chanMap.mat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-04_ieeg.dat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-05_chanMap.mat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-05_ieeg.dat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-06_chanMap.mat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-06_ieeg.dat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-07_chanMap.mat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-07_ieeg.dat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-08_chanMap.mat '
        'sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-08_ieeg.dat'
    ),
}


VM_BOLD_KIND = {
    'sub-sid000007/ses-1/func': (
        'sub-sid000007_ses-1_task-localizer_run-01_bold.nii.gz '
        'sub-sid000007_ses-1_task-localizer_run-05_bold.nii.gz '
        'sub-sid000007_ses-1_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000007_ses-1_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000007_ses-1_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000007_ses-1_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000007_ses-1_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000007_ses-1_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000007/ses-2/func': (
        'sub-sid000007_ses-2_task-localizer_run-01_bold.nii.gz '
        'sub-sid000007_ses-2_task-localizer_run-05_bold.nii.gz '
        'sub-sid000007_ses-2_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000007_ses-2_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000007_ses-2_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000007_ses-2_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000007_ses-2_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000007_ses-2_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000009/ses-1/func': (
        'sub-sid000009_ses-1_task-localizer_run-01_bold.nii.gz '
        'sub-sid000009_ses-1_task-localizer_run-05_bold.nii.gz '
        'sub-sid000009_ses-1_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000009_ses-1_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000009_ses-1_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000009_ses-1_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000009_ses-1_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000009_ses-1_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000009/ses-2/func': (
        'sub-sid000009_ses-2_task-localizer_run-01_bold.nii.gz '
        'sub-sid000009_ses-2_task-localizer_run-05_bold.nii.gz '
        'sub-sid000009_ses-2_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000009_ses-2_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000009_ses-2_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000009_ses-2_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000009_ses-2_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000009_ses-2_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000010/ses-1/func': (
        'sub-sid000010_ses-1_task-localizer_run-01_bold.nii.gz '
        'sub-sid000010_ses-1_task-localizer_run-05_bold.nii.gz '
        'sub-sid000010_ses-1_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000010_ses-1_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000010_ses-1_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000010_ses-1_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000010_ses-1_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000010_ses-1_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000010/ses-2/func': (
        'sub-sid000010_ses-2_task-localizer_run-01_bold.nii.gz '
        'sub-sid000010_ses-2_task-localizer_run-05_bold.nii.gz '
        'sub-sid000010_ses-2_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000010_ses-2_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000010_ses-2_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000010_ses-2_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000010_ses-2_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000010_ses-2_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000013/ses-1/func': (
        'sub-sid000013_ses-1_task-localizer_run-01_bold.nii.gz '
        'sub-sid000013_ses-1_task-localizer_run-05_bold.nii.gz '
        'sub-sid000013_ses-1_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000013_ses-1_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000013_ses-1_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000013_ses-1_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000013_ses-1_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000013_ses-1_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000013/ses-2/func': (
        'sub-sid000013_ses-2_task-localizer_run-01_bold.nii.gz '
        'sub-sid000013_ses-2_task-localizer_run-05_bold.nii.gz '
        'sub-sid000013_ses-2_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000013_ses-2_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000013_ses-2_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000013_ses-2_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000013_ses-2_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000013_ses-2_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000021/ses-1/func': (
        'sub-sid000021_ses-1_task-localizer_run-01_bold.nii.gz '
        'sub-sid000021_ses-1_task-localizer_run-05_bold.nii.gz '
        'sub-sid000021_ses-1_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000021_ses-1_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000021_ses-1_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000021_ses-1_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000021_ses-1_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000021_ses-1_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000021/ses-2/func': (
        'sub-sid000021_ses-2_task-localizer_run-01_bold.nii.gz '
        'sub-sid000021_ses-2_task-localizer_run-05_bold.nii.gz '
        'sub-sid000021_ses-2_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000021_ses-2_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000021_ses-2_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000021_ses-2_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000021_ses-2_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000021_ses-2_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000024/ses-1/func': (
        'sub-sid000024_ses-1_task-localizer_run-01_bold.nii.gz '
        'sub-sid000024_ses-1_task-localizer_run-05_bold.nii.gz '
        'sub-sid000024_ses-1_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000024_ses-1_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000024_ses-1_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000024_ses-1_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000024_ses-1_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000024_ses-1_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000024/ses-2/func': (
        'sub-sid000024_ses-2_task-localizer_run-01_bold.nii.gz '
        'sub-sid000024_ses-2_task-localizer_run-05_bold.nii.gz '
        'sub-sid000024_ses-2_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000024_ses-2_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000024_ses-2_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000024_ses-2_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000024_ses-2_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000024_ses-2_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000029/ses-1/func': (
        'sub-sid000029_ses-1_task-localizer_run-01_bold.nii.gz '
        'sub-sid000029_ses-1_task-localizer_run-05_bold.nii.gz '
        'sub-sid000029_ses-1_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000029_ses-1_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000029_ses-1_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000029_ses-1_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000029_ses-1_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000029_ses-1_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000029/ses-2/func': (
        'sub-sid000029_ses-2_task-localizer_run-01_bold.nii.gz '
        'sub-sid000029_ses-2_task-localizer_run-05_bold.nii.gz '
        'sub-sid000029_ses-2_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000029_ses-2_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000029_ses-2_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000029_ses-2_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000029_ses-2_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000029_ses-2_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000114/ses-1/func': (
        'sub-sid000114_ses-1_task-localizer_run-01_bold.nii.gz '
        'sub-sid000114_ses-1_task-localizer_run-05_bold.nii.gz '
        'sub-sid000114_ses-1_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000114_ses-1_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000114_ses-1_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000114_ses-1_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000114_ses-1_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000114_ses-1_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000114/ses-2/func': (
        'sub-sid000114_ses-2_task-localizer_run-01_bold.nii.gz '
        'sub-sid000114_ses-2_task-localizer_run-05_bold.nii.gz '
        'sub-sid000114_ses-2_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000114_ses-2_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000114_ses-2_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000114_ses-2_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000114_ses-2_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000114_ses-2_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000120/ses-1/func': (
        'sub-sid000120_ses-1_task-localizer_run-01_bold.nii.gz '
        'sub-sid000120_ses-1_task-localizer_run-05_bold.nii.gz '
        'sub-sid000120_ses-1_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000120_ses-1_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000120_ses-1_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000120_ses-1_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000120_ses-1_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000120_ses-1_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000120/ses-2/func': (
        'sub-sid000120_ses-2_task-localizer_run-01_bold.nii.gz '
        'sub-sid000120_ses-2_task-localizer_run-05_bold.nii.gz '
        'sub-sid000120_ses-2_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000120_ses-2_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000120_ses-2_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000120_ses-2_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000120_ses-2_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000120_ses-2_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000278/ses-1/func': (
        'sub-sid000278_ses-1_task-localizer_run-01_bold.nii.gz '
        'sub-sid000278_ses-1_task-localizer_run-05_bold.nii.gz '
        'sub-sid000278_ses-1_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000278_ses-1_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000278_ses-1_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000278_ses-1_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000278_ses-1_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000278_ses-1_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000278/ses-2/func': (
        'sub-sid000278_ses-2_task-localizer_run-01_bold.nii.gz '
        'sub-sid000278_ses-2_task-localizer_run-05_bold.nii.gz '
        'sub-sid000278_ses-2_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000278_ses-2_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000278_ses-2_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000278_ses-2_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000278_ses-2_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000278_ses-2_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000416/ses-1/func': (
        'sub-sid000416_ses-1_task-localizer_run-01_bold.nii.gz '
        'sub-sid000416_ses-1_task-localizer_run-05_bold.nii.gz '
        'sub-sid000416_ses-1_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000416_ses-1_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000416_ses-1_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000416_ses-1_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000416_ses-1_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000416_ses-1_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000416/ses-2/func': (
        'sub-sid000416_ses-2_task-localizer_run-01_bold.nii.gz '
        'sub-sid000416_ses-2_task-localizer_run-05_bold.nii.gz '
        'sub-sid000416_ses-2_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000416_ses-2_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000416_ses-2_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000416_ses-2_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000416_ses-2_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000416_ses-2_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000522/ses-1/func': (
        'sub-sid000522_ses-1_task-localizer_run-01_bold.nii.gz '
        'sub-sid000522_ses-1_task-localizer_run-05_bold.nii.gz '
        'sub-sid000522_ses-1_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000522_ses-1_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000522_ses-1_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000522_ses-1_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000522_ses-1_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000522_ses-1_task-visualmemory_run-08_bold.nii.gz'
    ),
    'sub-sid000522/ses-2/func': (
        'sub-sid000522_ses-2_task-localizer_run-01_bold.nii.gz '
        'sub-sid000522_ses-2_task-localizer_run-05_bold.nii.gz '
        'sub-sid000522_ses-2_task-visualmemory_run-02_bold.nii.gz '
        'sub-sid000522_ses-2_task-visualmemory_run-03_bold.nii.gz '
        'sub-sid000522_ses-2_task-visualmemory_run-04_bold.nii.gz '
        'sub-sid000522_ses-2_task-visualmemory_run-06_bold.nii.gz '
        'sub-sid000522_ses-2_task-visualmemory_run-07_bold.nii.gz '
        'sub-sid000522_ses-2_task-visualmemory_run-08_bold.nii.gz'
    ),
}


VM_BOLD_OTHER = {
    '': (
        '.bids-validator-config.json '
        '.gitattributes '
        '.gitmodules '
        'CHANGES '
        'README.md '
        'dataset_description.json '
        'participants.json '
        'participants.tsv '
        'task-localizer_bold.json '
        'task-localizer_events.json '
        'task-visualmemory_bold.json '
        'task-visualmemory_events.json '
        '.datalad/.gitattributes '
        '.datalad/config '
        'derivatives/qa/anat-defaced-check/sub-sid000005/sub-sid000005_freesurfer_T2_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000009/sub-sid000009_freesurfer_T1_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000010/sub-sid000010_freesurfer_orig-001_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000029/sub-sid000029_fmriprep_ses-1_desc-preproc_T2w_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000052/sub-sid000052_fmriprep_ses-1_desc-preproc_T2w_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000052/sub-sid000052_freesurfer_T1_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000114/sub-sid000114_ses-1_T2w_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000120/sub-sid000120_freesurfer_T1_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000120/sub-sid000120_freesurfer_brain_defacing-check.png '
        'derivatives/qa/isc/figures/sub-sid000120_desc-isc_inflated.png '
        'derivatives/qa/motion/sub-sid000005/figures/sub-sid000005_ses-1_task-visualmemory_run-03_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000005/figures/sub-sid000005_ses-2_task-visualmemory_run-07_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000010/figures/sub-sid000010_ses-1_task-localizer_run-05_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000010/figures/sub-sid000010_ses-2_task-localizer_run-01_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000013/figures/sub-sid000013_ses-1_task-visualmemory_run-04_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000013/figures/sub-sid000013_ses-2_task-visualmemory_run-08_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000020/figures/sub-sid000020_ses-1_task-visualmemory_run-03_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000024/figures/sub-sid000024_ses-2_task-localizer_run-01_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000029/figures/sub-sid000029_ses-1_task-visualmemory_run-08_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000052/figures/sub-sid000052_ses-1_task-visualmemory_run-06_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000142/figures/sub-sid000142_ses-2_task-visualmemory_run-04_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000142/figures/sub-sid000142_ses-2_task-visualmemory_run-08_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000278/figures/sub-sid000278_ses-2_task-visualmemory_run-08_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000416/figures/sub-sid000416_ses-1_task-localizer_run-01_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000416/figures/sub-sid000416_ses-2_task-visualmemory_run-03_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000522/figures/sub-sid000522_ses-1_desc-fd_violinplot.png '
        'derivatives/qa/motion/sub-sid000560/figures/sub-sid000560_ses-2_task-visualmemory_run-04_desc-fd_trace.png '
        'derivatives/qa/tsnr/sub-sid000005/ses-1/sub-sid000005_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000007/ses-1/sub-sid000007_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000007/ses-1/sub-sid000007_ses-1_task-visualmemory_run-07_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000009/ses-1/sub-sid000009_ses-1_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000010/figures/sub-sid000010_ses-2_task-localizer_desc-tsnr_violinplot.png '
        'derivatives/qa/tsnr/sub-sid000010/ses-1/sub-sid000010_ses-1_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000010/ses-2/sub-sid000010_ses-2_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000013/figures/sub-sid000013_ses-2_task-visualmemory_desc-tsnr_violinplot.png '
        'derivatives/qa/tsnr/sub-sid000013/ses-1/sub-sid000013_ses-1_task-visualmemory_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000013/ses-1/sub-sid000013_ses-1_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000020/ses-2/sub-sid000020_ses-2_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000021/ses-2/sub-sid000021_ses-2_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000021/ses-2/sub-sid000021_ses-2_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000024/ses-1/sub-sid000024_ses-1_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000024/ses-1/sub-sid000024_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000029/ses-1/sub-sid000029_ses-1_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000034/ses-1/sub-sid000034_ses-1_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000052/ses-1/sub-sid000052_ses-1_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000052/ses-1/sub-sid000052_ses-1_task-visualmemory_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000114/figures/sub-sid000114_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'derivatives/qa/tsnr/sub-sid000114/figures/sub-sid000114_ses-2_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png '
        'derivatives/qa/tsnr/sub-sid000114/ses-2/sub-sid000114_ses-2_task-visualmemory_run-02_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000278/figures/sub-sid000278_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'derivatives/qa/tsnr/sub-sid000278/ses-2/sub-sid000278_ses-2_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000499/figures/sub-sid000499_ses-2_task-localizer_desc-tsnr_violinplot.png '
        'derivatives/qa/tsnr/sub-sid000499/ses-1/sub-sid000499_ses-1_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000499/ses-2/sub-sid000499_ses-2_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000522/figures/sub-sid000522_ses-1_task-localizer_run-01_space-T1w_desc-tsnr_mosaic.png '
        'derivatives/qa/tsnr/sub-sid000522/ses-1/sub-sid000522_ses-1_task-localizer_space-T1w_desc-mediantsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000535/figures/sub-sid000535_ses-2_task-localizer_desc-tsnr_violinplot.png '
        'derivatives/qa/tsnr/sub-sid000560/figures/sub-sid000560_ses-2_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png '
        'derivatives/qa/tsnr/sub-sid000560/ses-1/sub-sid000560_ses-1_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'derivatives/stimuli/rdms/dnn/insightface/insightface_embeddings_rdms__plus0.npy '
        'derivatives/stimuli/rdms/dnn/insightface/insightface_embeddings_rdms__plus36.npy '
        'sub-sid000005/ses-1/func/sub-sid000005_ses-1_task-visualmemory_run-04_bold.json '
        'sub-sid000005/ses-1/func/sub-sid000005_ses-1_task-visualmemory_run-06_events.tsv '
        'sub-sid000005/ses-2/dwi/sub-sid000005_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000005/ses-2/fmap/sub-sid000005_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000005/ses-2/func/sub-sid000005_ses-2_task-localizer_run-01_bold.json '
        'sub-sid000005/ses-2/func/sub-sid000005_ses-2_task-visualmemory_run-03_bold.json '
        'sub-sid000005/ses-budapest/anat/sub-sid000005_ses-budapest_acq-MPRAGE_T1w.json '
        'sub-sid000007/ses-1/fmap/sub-sid000007_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000007/ses-2/fmap/sub-sid000007_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000007/ses-2/fmap/sub-sid000007_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000007/ses-2/func/sub-sid000007_ses-2_task-visualmemory_run-04_bold.json '
        'sub-sid000007/ses-2/func/sub-sid000007_ses-2_task-visualmemory_run-08_bold.json '
        'sub-sid000009/ses-1/anat/sub-sid000009_ses-1_T2w.json '
        'sub-sid000009/ses-1/anat/sub-sid000009_ses-1_T2w.nii.gz '
        'sub-sid000009/ses-1/dwi/sub-sid000009_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000009/ses-1/fmap/sub-sid000009_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000009/ses-1/fmap/sub-sid000009_ses-1_acq-25mm_phasediff.nii.gz '
        'sub-sid000009/ses-1/func/sub-sid000009_ses-1_task-localizer_run-05_bold.json '
        'sub-sid000009/ses-2/dwi/sub-sid000009_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.nii.gz '
        'sub-sid000009/ses-budapest/anat/sub-sid000009_ses-budapest_acq-MPRAGE_T1w.nii.gz '
        'sub-sid000010/ses-1/dwi/sub-sid000010_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000010/ses-1/fmap/sub-sid000010_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000010/ses-1/fmap/sub-sid000010_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000010/ses-2/fmap/sub-sid000010_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000010/ses-2/fmap/sub-sid000010_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000013/ses-1/dwi/sub-sid000013_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000013/ses-2/dwi/sub-sid000013_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.nii.gz '
        'sub-sid000020/ses-1/dwi/sub-sid000020_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000020/ses-1/fmap/sub-sid000020_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000020/ses-1/fmap/sub-sid000020_ses-1_acq-25mm_phasediff.json '
        'sub-sid000020/ses-1/func/sub-sid000020_ses-1_task-visualmemory_run-02_bold.json '
        'sub-sid000020/ses-1/func/sub-sid000020_ses-1_task-visualmemory_run-07_bold.json '
        'sub-sid000020/ses-2/dwi/sub-sid000020_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000020/ses-2/fmap/sub-sid000020_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000020/ses-2/fmap/sub-sid000020_ses-2_acq-25mm_phasediff.json '
        'sub-sid000021/ses-1/dwi/sub-sid000021_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000021/ses-1/fmap/sub-sid000021_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000021/ses-1/fmap/sub-sid000021_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000021/ses-2/fmap/sub-sid000021_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000021/ses-2/fmap/sub-sid000021_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000021/ses-2/func/sub-sid000021_ses-2_task-localizer_run-01_bold.json '
        'sub-sid000021/ses-2/func/sub-sid000021_ses-2_task-localizer_run-05_bold.json '
        'sub-sid000024/ses-1/dwi/sub-sid000024_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000024/ses-1/fmap/sub-sid000024_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000024/ses-1/fmap/sub-sid000024_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000024/ses-2/dwi/sub-sid000024_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000024/ses-budapest/anat/sub-sid000024_ses-budapest_acq-MPRAGE_T1w.nii.gz '
        'sub-sid000029/ses-1/fmap/sub-sid000029_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000029/ses-1/func/sub-sid000029_ses-1_task-localizer_run-01_events.tsv '
        'sub-sid000029/ses-2/dwi/sub-sid000029_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000029/ses-2/fmap/sub-sid000029_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000029/ses-2/fmap/sub-sid000029_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000029/ses-2/func/sub-sid000029_ses-2_task-localizer_run-05_events.tsv '
        'sub-sid000029/ses-2/func/sub-sid000029_ses-2_task-visualmemory_run-04_events.tsv '
        'sub-sid000034/ses-2/dwi/sub-sid000034_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.nii.gz '
        'sub-sid000034/ses-2/func/sub-sid000034_ses-2_task-visualmemory_run-06_bold.json '
        'sub-sid000034/ses-budapest/anat/sub-sid000034_ses-budapest_acq-MPRAGE_T1w.json '
        'sub-sid000052/ses-1/dwi/sub-sid000052_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000052/ses-budapest/anat/sub-sid000052_ses-budapest_acq-MPRAGE_T1w.json '
        'sub-sid000114/ses-1/anat/sub-sid000114_ses-1_T2w.json '
        'sub-sid000114/ses-1/fmap/sub-sid000114_ses-1_acq-25mm_phasediff.nii.gz '
        'sub-sid000114/ses-2/dwi/sub-sid000114_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000114/ses-2/dwi/sub-sid000114_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000120/ses-1/dwi/sub-sid000120_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000120/ses-1/dwi/sub-sid000120_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000120/ses-2/func/sub-sid000120_ses-2_task-visualmemory_run-06_bold.json '
        'sub-sid000120/ses-2/func/sub-sid000120_ses-2_task-visualmemory_run-06_events.tsv '
        'sub-sid000134/ses-1/anat/sub-sid000134_ses-1_T2w.nii.gz '
        'sub-sid000134/ses-1/dwi/sub-sid000134_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000134/ses-1/fmap/sub-sid000134_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000134/ses-1/fmap/sub-sid000134_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000134/ses-2/dwi/sub-sid000134_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.nii.gz '
        'sub-sid000134/ses-2/fmap/sub-sid000134_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000134/ses-2/fmap/sub-sid000134_ses-2_acq-25mm_magnitude2.nii.gz '
        'sub-sid000142/ses-1/dwi/sub-sid000142_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000142/ses-1/fmap/sub-sid000142_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000142/ses-1/fmap/sub-sid000142_ses-1_acq-25mm_phasediff.nii.gz '
        'sub-sid000142/ses-1/func/sub-sid000142_ses-1_task-localizer_run-01_events.tsv '
        'sub-sid000142/ses-1/func/sub-sid000142_ses-1_task-visualmemory_run-08_events.tsv '
        'sub-sid000142/ses-2/dwi/sub-sid000142_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000278/ses-1/dwi/sub-sid000278_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.nii.gz '
        'sub-sid000278/ses-1/fmap/sub-sid000278_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000278/ses-1/fmap/sub-sid000278_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000278/ses-2/dwi/sub-sid000278_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000416/ses-1/dwi/sub-sid000416_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000416/ses-1/dwi/sub-sid000416_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.nii.gz '
        'sub-sid000416/ses-1/func/sub-sid000416_ses-1_task-visualmemory_run-02_bold.json '
        'sub-sid000416/ses-1/func/sub-sid000416_ses-1_task-visualmemory_run-07_events.tsv '
        'sub-sid000416/ses-2/dwi/sub-sid000416_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000416/ses-2/dwi/sub-sid000416_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000499/ses-1/anat/sub-sid000499_ses-1_T2w.nii.gz '
        'sub-sid000499/ses-1/func/sub-sid000499_ses-1_task-localizer_run-01_events.tsv '
        'sub-sid000499/ses-1/func/sub-sid000499_ses-1_task-visualmemory_run-07_bold.json '
        'sub-sid000499/ses-2/dwi/sub-sid000499_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000499/ses-2/func/sub-sid000499_ses-2_task-visualmemory_run-03_events.tsv '
        'sub-sid000522/ses-1/dwi/sub-sid000522_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000522/ses-1/dwi/sub-sid000522_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000522/ses-1/fmap/sub-sid000522_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000522/ses-1/func/sub-sid000522_ses-1_task-visualmemory_run-02_events.tsv '
        'sub-sid000522/ses-1/func/sub-sid000522_ses-1_task-visualmemory_run-03_bold.json '
        'sub-sid000522/ses-2/dwi/sub-sid000522_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000522/ses-2/dwi/sub-sid000522_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.nii.gz '
        'sub-sid000522/ses-2/func/sub-sid000522_ses-2_task-localizer_run-01_bold.json '
        'sub-sid000522/ses-2/func/sub-sid000522_ses-2_task-visualmemory_run-03_events.tsv '
        'sub-sid000535/ses-1/dwi/sub-sid000535_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.nii.gz '
        'sub-sid000535/ses-2/fmap/sub-sid000535_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000535/ses-2/fmap/sub-sid000535_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000535/ses-budapest/anat/sub-sid000535_ses-budapest_acq-MPRAGE_T1w.nii.gz '
        'sub-sid000560/ses-1/anat/sub-sid000560_ses-1_T2w.json '
        'sub-sid000560/ses-1/fmap/sub-sid000560_ses-1_acq-25mm_phasediff.json '
        'sub-sid000560/ses-1/fmap/sub-sid000560_ses-1_acq-25mm_phasediff.nii.gz '
        'sub-sid000560/ses-2/dwi/sub-sid000560_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.json'
    ),
    'code': (
        'add_intendedfor.py '
        'check-defacing.py '
        'copy_budapest_data.py '
        'rename-localizer-stimfile-events.py '
        'run-pydeface.py '
        'swap-echo-times-fmap.py'
    ),
    'derivatives/jiahui-2023/fmriprep-1.4.1': (
        'sub-sid000024_ses-1_task-visualmemory_run-07_space-fsaverage-icoorder5_hemi-L.func.npy '
        'sub-sid000120_ses-1_task-visualmemory_run-08_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000134_ses-1_task-visualmemory_run-02_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000278_ses-1_task-visualmemory_run-04_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000499_ses-1_task-visualmemory_run-04_space-fsaverage-icoorder5_hemi-L.func.npy '
        'sub-sid000535_ses-1_task-visualmemory_run-07_space-fsaverage-icoorder5_hemi-L.func.npy '
        'sub-sid000560_ses-2_task-visualmemory_run-03_space-fsaverage-icoorder5_hemi-L.func.npy'
    ),
    'derivatives/jiahui-2023/hyperaligned-budapest': (
        'sub-sid000007_ses-1_run-02_rh.npy '
        'sub-sid000007_ses-1_run-07_lh.npy '
        'sub-sid000007_ses-1_run-07_rh.npy '
        'sub-sid000013_ses-1_run-08_lh.npy '
        'sub-sid000021_ses-2_run-07_lh.npy '
        'sub-sid000024_ses-1_run-03_rh.npy '
        'sub-sid000024_ses-1_run-08_rh.npy '
        'sub-sid000024_ses-2_run-02_rh.npy '
        'sub-sid000029_ses-2_run-02_rh.npy '
        'sub-sid000052_ses-1_run-08_rh.npy '
        'sub-sid000114_ses-1_run-07_rh.npy '
        'sub-sid000120_ses-2_run-07_rh.npy '
        'sub-sid000416_ses-1_run-02_rh.npy '
        'sub-sid000416_ses-2_run-04_lh.npy '
        'sub-sid000416_ses-2_run-08_lh.npy '
        'sub-sid000499_ses-2_run-04_rh.npy'
    ),
    'derivatives/qa/tsnr/sub-sid000134/ses-1': (
        'sub-sid000134_ses-1_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000134_ses-1_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/stimuli/embeddings/insightface': (
        'GtmM3q9cotU_000202.npz '
        'IMUGKHYRhSA_000051.npz '
        'face008.npz '
        'face016.npz '
        'face100.npz '
        'face104.npz '
        'face154.npz '
        'face198.npz '
        'face265.npz '
        'face318.npz '
        'face330.npz '
        'face376.npz '
        'face383.npz'
    ),
    'sub-sid000005/ses-1/fmap': (
        'sub-sid000005_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000005_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000005_ses-1_acq-25mm_magnitude2.nii.gz'
    ),
    'sub-sid000007/ses-1/dwi': (
        'sub-sid000007_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000007_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000007_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.nii.gz'
    ),
    'sub-sid000009/ses-2/fmap': (
        'sub-sid000009_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000009_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000009_ses-2_acq-25mm_magnitude2.json'
    ),
    'sub-sid000009/ses-2/func': (
        'sub-sid000009_ses-2_task-localizer_run-01_bold.json '
        'sub-sid000009_ses-2_task-localizer_run-05_bold.json '
        'sub-sid000009_ses-2_task-visualmemory_run-04_events.tsv '
        'sub-sid000009_ses-2_task-visualmemory_run-06_events.tsv'
    ),
    'sub-sid000010/ses-1/func': (
        'sub-sid000010_ses-1_task-visualmemory_run-04_bold.json '
        'sub-sid000010_ses-1_task-visualmemory_run-06_bold.json '
        'sub-sid000010_ses-1_task-visualmemory_run-07_bold.json '
        'sub-sid000010_ses-1_task-visualmemory_run-07_events.tsv '
        'sub-sid000010_ses-1_task-visualmemory_run-08_bold.json '
        'sub-sid000010_ses-1_task-visualmemory_run-08_events.tsv'
    ),
    'sub-sid000010/ses-2/func': (
        'sub-sid000010_ses-2_task-localizer_run-01_bold.json '
        'sub-sid000010_ses-2_task-localizer_run-01_events.tsv '
        'sub-sid000010_ses-2_task-visualmemory_run-04_events.tsv '
        'sub-sid000010_ses-2_task-visualmemory_run-06_events.tsv'
    ),
    'sub-sid000013/ses-1/func': (
        'sub-sid000013_ses-1_task-visualmemory_run-02_bold.json '
        'sub-sid000013_ses-1_task-visualmemory_run-07_bold.json '
        'sub-sid000013_ses-1_task-visualmemory_run-08_events.tsv'
    ),
    'sub-sid000013/ses-2/func': (
        'sub-sid000013_ses-2_task-localizer_run-01_events.tsv '
        'sub-sid000013_ses-2_task-localizer_run-05_bold.json '
        'sub-sid000013_ses-2_task-visualmemory_run-02_events.tsv '
        'sub-sid000013_ses-2_task-visualmemory_run-07_bold.json '
        'sub-sid000013_ses-2_task-visualmemory_run-08_bold.json'
    ),
    'sub-sid000021/ses-1/func': (
        'sub-sid000021_ses-1_task-localizer_run-01_bold.json '
        'sub-sid000021_ses-1_task-localizer_run-01_events.tsv '
        'sub-sid000021_ses-1_task-visualmemory_run-02_bold.json '
        'sub-sid000021_ses-1_task-visualmemory_run-06_bold.json '
        'sub-sid000021_ses-1_task-visualmemory_run-07_events.tsv'
    ),
    'sub-sid000024/ses-1/func': (
        'sub-sid000024_ses-1_task-visualmemory_run-02_events.tsv '
        'sub-sid000024_ses-1_task-visualmemory_run-06_bold.json '
        'sub-sid000024_ses-1_task-visualmemory_run-08_events.tsv'
    ),
    'sub-sid000024/ses-2/func': (
        'sub-sid000024_ses-2_task-visualmemory_run-02_events.tsv '
        'sub-sid000024_ses-2_task-visualmemory_run-03_bold.json '
        'sub-sid000024_ses-2_task-visualmemory_run-04_events.tsv '
        'sub-sid000024_ses-2_task-visualmemory_run-07_events.tsv'
    ),
    'sub-sid000034/ses-1/fmap': (
        'sub-sid000034_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000034_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000034_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000034/ses-1/func': (
        'sub-sid000034_ses-1_task-localizer_run-01_events.tsv '
        'sub-sid000034_ses-1_task-localizer_run-05_bold.json '
        'sub-sid000034_ses-1_task-visualmemory_run-02_events.tsv '
        'sub-sid000034_ses-1_task-visualmemory_run-07_events.tsv '
        'sub-sid000034_ses-1_task-visualmemory_run-08_events.tsv'
    ),
    'sub-sid000034/ses-2/fmap': (
        'sub-sid000034_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000034_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000034_ses-2_acq-25mm_magnitude2.json'
    ),
    'sub-sid000052/ses-1/func': (
        'sub-sid000052_ses-1_task-localizer_run-01_events.tsv '
        'sub-sid000052_ses-1_task-visualmemory_run-03_events.tsv '
        'sub-sid000052_ses-1_task-visualmemory_run-06_bold.json'
    ),
    'sub-sid000052/ses-2/func': (
        'sub-sid000052_ses-2_task-visualmemory_run-02_events.tsv '
        'sub-sid000052_ses-2_task-visualmemory_run-03_events.tsv '
        'sub-sid000052_ses-2_task-visualmemory_run-06_events.tsv '
        'sub-sid000052_ses-2_task-visualmemory_run-08_bold.json'
    ),
    'sub-sid000114/ses-1/func': (
        'sub-sid000114_ses-1_task-visualmemory_run-04_bold.json '
        'sub-sid000114_ses-1_task-visualmemory_run-06_bold.json '
        'sub-sid000114_ses-1_task-visualmemory_run-06_events.tsv'
    ),
    'sub-sid000114/ses-2/fmap': (
        'sub-sid000114_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000114_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000114_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000114_ses-2_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000114/ses-2/func': (
        'sub-sid000114_ses-2_task-localizer_run-05_events.tsv '
        'sub-sid000114_ses-2_task-visualmemory_run-03_bold.json '
        'sub-sid000114_ses-2_task-visualmemory_run-03_events.tsv'
    ),
    'sub-sid000120/ses-1/fmap': (
        'sub-sid000120_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000120_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000120_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000120_ses-1_acq-25mm_magnitude2.json'
    ),
    'sub-sid000120/ses-1/func': (
        'sub-sid000120_ses-1_task-localizer_run-01_events.tsv '
        'sub-sid000120_ses-1_task-localizer_run-05_bold.json '
        'sub-sid000120_ses-1_task-visualmemory_run-03_events.tsv '
        'sub-sid000120_ses-1_task-visualmemory_run-08_events.tsv'
    ),
    'sub-sid000120/ses-2/fmap': (
        'sub-sid000120_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000120_ses-2_acq-25mm_magnitude2.nii.gz '
        'sub-sid000120_ses-2_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000134/ses-1/func': (
        'sub-sid000134_ses-1_task-visualmemory_run-02_events.tsv '
        'sub-sid000134_ses-1_task-visualmemory_run-03_events.tsv '
        'sub-sid000134_ses-1_task-visualmemory_run-06_events.tsv'
    ),
    'sub-sid000134/ses-2/func': (
        'sub-sid000134_ses-2_task-visualmemory_run-02_bold.json '
        'sub-sid000134_ses-2_task-visualmemory_run-03_events.tsv '
        'sub-sid000134_ses-2_task-visualmemory_run-08_bold.json'
    ),
    'sub-sid000142/ses-2/fmap': (
        'sub-sid000142_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000142_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000142_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000142_ses-2_acq-25mm_phasediff.json'
    ),
    'sub-sid000278/ses-2/fmap': (
        'sub-sid000278_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000278_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000278_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000278_ses-2_acq-25mm_magnitude2.nii.gz'
    ),
    'sub-sid000278/ses-2/func': (
        'sub-sid000278_ses-2_task-visualmemory_run-03_events.tsv '
        'sub-sid000278_ses-2_task-visualmemory_run-06_events.tsv '
        'sub-sid000278_ses-2_task-visualmemory_run-07_bold.json '
        'sub-sid000278_ses-2_task-visualmemory_run-07_events.tsv '
        'sub-sid000278_ses-2_task-visualmemory_run-08_bold.json '
        'sub-sid000278_ses-2_task-visualmemory_run-08_events.tsv'
    ),
    'sub-sid000416/ses-1/fmap': (
        'sub-sid000416_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000416_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000416_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000416_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000416_ses-1_acq-25mm_phasediff.json '
        'sub-sid000416_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000416/ses-2/fmap': (
        'sub-sid000416_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000416_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000416_ses-2_acq-25mm_magnitude2.json'
    ),
    'sub-sid000416/ses-2/func': (
        'sub-sid000416_ses-2_task-localizer_run-05_bold.json '
        'sub-sid000416_ses-2_task-visualmemory_run-02_events.tsv '
        'sub-sid000416_ses-2_task-visualmemory_run-03_bold.json '
        'sub-sid000416_ses-2_task-visualmemory_run-04_events.tsv '
        'sub-sid000416_ses-2_task-visualmemory_run-06_events.tsv '
        'sub-sid000416_ses-2_task-visualmemory_run-07_bold.json '
        'sub-sid000416_ses-2_task-visualmemory_run-07_events.tsv'
    ),
    'sub-sid000522/ses-2/fmap': (
        'sub-sid000522_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000522_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000522_ses-2_acq-25mm_phasediff.json'
    ),
    'sub-sid000535/ses-1/fmap': (
        'sub-sid000535_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000535_ses-1_acq-25mm_phasediff.json '
        'sub-sid000535_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000535/ses-1/func': (
        'sub-sid000535_ses-1_task-visualmemory_run-02_events.tsv '
        'sub-sid000535_ses-1_task-visualmemory_run-03_bold.json '
        'sub-sid000535_ses-1_task-visualmemory_run-03_events.tsv '
        'sub-sid000535_ses-1_task-visualmemory_run-06_bold.json'
    ),
    'sub-sid000535/ses-2/func': (
        'sub-sid000535_ses-2_task-localizer_run-05_bold.json '
        'sub-sid000535_ses-2_task-visualmemory_run-04_bold.json '
        'sub-sid000535_ses-2_task-visualmemory_run-08_events.tsv'
    ),
    'sub-sid000560/ses-2/fmap': (
        'sub-sid000560_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000560_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000560_ses-2_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000560/ses-2/func': (
        'sub-sid000560_ses-2_task-localizer_run-01_bold.json '
        'sub-sid000560_ses-2_task-visualmemory_run-02_bold.json '
        'sub-sid000560_ses-2_task-visualmemory_run-04_bold.json '
        'sub-sid000560_ses-2_task-visualmemory_run-08_events.tsv'
    ),
}


VM_FMAP_EPI_KIND = {
    '': (
        'sub-sid000005/ses-1/fmap/sub-sid000005_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000005/ses-1/fmap/sub-sid000005_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000005/ses-2/fmap/sub-sid000005_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000005/ses-2/fmap/sub-sid000005_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000007/ses-1/fmap/sub-sid000007_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000007/ses-1/fmap/sub-sid000007_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000007/ses-2/fmap/sub-sid000007_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000007/ses-2/fmap/sub-sid000007_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000009/ses-1/fmap/sub-sid000009_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000009/ses-1/fmap/sub-sid000009_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000009/ses-2/fmap/sub-sid000009_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000009/ses-2/fmap/sub-sid000009_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000010/ses-1/fmap/sub-sid000010_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000010/ses-1/fmap/sub-sid000010_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000010/ses-2/fmap/sub-sid000010_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000010/ses-2/fmap/sub-sid000010_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000013/ses-1/fmap/sub-sid000013_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000013/ses-1/fmap/sub-sid000013_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000013/ses-2/fmap/sub-sid000013_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000013/ses-2/fmap/sub-sid000013_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000020/ses-1/fmap/sub-sid000020_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000020/ses-1/fmap/sub-sid000020_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000020/ses-2/fmap/sub-sid000020_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000020/ses-2/fmap/sub-sid000020_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000021/ses-1/fmap/sub-sid000021_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000021/ses-1/fmap/sub-sid000021_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000021/ses-2/fmap/sub-sid000021_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000021/ses-2/fmap/sub-sid000021_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000024/ses-1/fmap/sub-sid000024_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000024/ses-1/fmap/sub-sid000024_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000024/ses-2/fmap/sub-sid000024_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000024/ses-2/fmap/sub-sid000024_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000029/ses-1/fmap/sub-sid000029_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000029/ses-1/fmap/sub-sid000029_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000029/ses-2/fmap/sub-sid000029_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000029/ses-2/fmap/sub-sid000029_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000034/ses-1/fmap/sub-sid000034_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000034/ses-1/fmap/sub-sid000034_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000034/ses-2/fmap/sub-sid000034_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000034/ses-2/fmap/sub-sid000034_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000052/ses-1/fmap/sub-sid000052_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000052/ses-1/fmap/sub-sid000052_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000052/ses-2/fmap/sub-sid000052_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000052/ses-2/fmap/sub-sid000052_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000114/ses-1/fmap/sub-sid000114_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000114/ses-1/fmap/sub-sid000114_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000114/ses-2/fmap/sub-sid000114_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000114/ses-2/fmap/sub-sid000114_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000120/ses-1/fmap/sub-sid000120_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000120/ses-1/fmap/sub-sid000120_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000120/ses-2/fmap/sub-sid000120_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000120/ses-2/fmap/sub-sid000120_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000134/ses-1/fmap/sub-sid000134_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000134/ses-1/fmap/sub-sid000134_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000134/ses-2/fmap/sub-sid000134_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000134/ses-2/fmap/sub-sid000134_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000142/ses-1/fmap/sub-sid000142_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000142/ses-1/fmap/sub-sid000142_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000142/ses-2/fmap/sub-sid000142_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000142/ses-2/fmap/sub-sid000142_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000278/ses-1/fmap/sub-sid000278_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000278/ses-1/fmap/sub-sid000278_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000278/ses-2/fmap/sub-sid000278_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000278/ses-2/fmap/sub-sid000278_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000416/ses-1/fmap/sub-sid000416_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000416/ses-1/fmap/sub-sid000416_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000416/ses-2/fmap/sub-sid000416_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000416/ses-2/fmap/sub-sid000416_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000499/ses-1/fmap/sub-sid000499_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000499/ses-1/fmap/sub-sid000499_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000499/ses-2/fmap/sub-sid000499_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000499/ses-2/fmap/sub-sid000499_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000522/ses-1/fmap/sub-sid000522_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000522/ses-1/fmap/sub-sid000522_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000522/ses-2/fmap/sub-sid000522_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000522/ses-2/fmap/sub-sid000522_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000535/ses-1/fmap/sub-sid000535_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000535/ses-1/fmap/sub-sid000535_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000535/ses-2/fmap/sub-sid000535_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000535/ses-2/fmap/sub-sid000535_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000560/ses-1/fmap/sub-sid000560_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000560/ses-1/fmap/sub-sid000560_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000560/ses-2/fmap/sub-sid000560_ses-2_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000560/ses-2/fmap/sub-sid000560_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz'
    ),
}


VM_FMAP_EPI_OTHER = {
    '': (
        '.bids-validator-config.json '
        '.gitattributes '
        '.gitmodules '
        'CHANGES '
        'README.md '
        'dataset_description.json '
        'participants.json '
        'participants.tsv '
        'task-localizer_bold.json '
        'task-localizer_events.json '
        'task-visualmemory_bold.json '
        'task-visualmemory_events.json '
        '.datalad/.gitattributes '
        '.datalad/config '
        'sub-sid000005/ses-1/func/sub-sid000005_ses-1_task-visualmemory_run-02_events.tsv '
        'sub-sid000005/ses-1/func/sub-sid000005_ses-1_task-visualmemory_run-08_events.tsv '
        'sub-sid000005/ses-2/dwi/sub-sid000005_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000005/ses-2/func/sub-sid000005_ses-2_task-visualmemory_run-06_events.tsv '
        'sub-sid000010/ses-1/func/sub-sid000010_ses-1_task-localizer_run-05_events.tsv '
        'sub-sid000013/ses-2/dwi/sub-sid000013_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000020/ses-1/dwi/sub-sid000020_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000020/ses-1/func/sub-sid000020_ses-1_task-visualmemory_run-08_bold.json '
        'sub-sid000020/ses-2/func/sub-sid000020_ses-2_task-visualmemory_run-04_bold.json '
        'sub-sid000021/ses-1/func/sub-sid000021_ses-1_task-visualmemory_run-03_bold.json '
        'sub-sid000021/ses-1/func/sub-sid000021_ses-1_task-visualmemory_run-06_bold.json '
        'sub-sid000029/ses-2/dwi/sub-sid000029_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000034/ses-1/func/sub-sid000034_ses-1_task-visualmemory_run-04_bold.json '
        'sub-sid000034/ses-2/dwi/sub-sid000034_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000034/ses-2/func/sub-sid000034_ses-2_task-visualmemory_run-07_events.tsv '
        'sub-sid000052/ses-1/anat/sub-sid000052_ses-1_T2w.json '
        'sub-sid000052/ses-1/dwi/sub-sid000052_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.nii.gz '
        'sub-sid000052/ses-1/func/sub-sid000052_ses-1_task-visualmemory_run-03_bold.json '
        'sub-sid000052/ses-2/dwi/sub-sid000052_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.nii.gz '
        'sub-sid000052/ses-2/func/sub-sid000052_ses-2_task-localizer_run-01_bold.json '
        'sub-sid000052/ses-2/func/sub-sid000052_ses-2_task-visualmemory_run-03_bold.json '
        'sub-sid000114/ses-1/anat/sub-sid000114_ses-1_T2w.nii.gz '
        'sub-sid000114/ses-2/func/sub-sid000114_ses-2_task-visualmemory_run-07_bold.json '
        'sub-sid000120/ses-1/func/sub-sid000120_ses-1_task-localizer_run-05_events.tsv '
        'sub-sid000120/ses-1/func/sub-sid000120_ses-1_task-visualmemory_run-03_bold.json '
        'sub-sid000142/ses-1/func/sub-sid000142_ses-1_task-localizer_run-05_bold.json '
        'sub-sid000142/ses-1/func/sub-sid000142_ses-1_task-visualmemory_run-03_events.tsv '
        'sub-sid000142/ses-budapest/anat/sub-sid000142_ses-budapest_acq-MPRAGE_T1w.json '
        'sub-sid000278/ses-1/func/sub-sid000278_ses-1_task-localizer_run-01_events.tsv '
        'sub-sid000278/ses-1/func/sub-sid000278_ses-1_task-visualmemory_run-08_events.tsv '
        'sub-sid000416/ses-1/anat/sub-sid000416_ses-1_T2w.json '
        'sub-sid000416/ses-2/func/sub-sid000416_ses-2_task-localizer_run-01_events.tsv '
        'sub-sid000416/ses-2/func/sub-sid000416_ses-2_task-visualmemory_run-07_events.tsv '
        'sub-sid000499/ses-1/func/sub-sid000499_ses-1_task-localizer_run-05_events.tsv '
        'sub-sid000499/ses-1/func/sub-sid000499_ses-1_task-visualmemory_run-08_bold.json '
        'sub-sid000499/ses-2/dwi/sub-sid000499_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000499/ses-2/dwi/sub-sid000499_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000499/ses-2/func/sub-sid000499_ses-2_task-localizer_run-01_events.tsv '
        'sub-sid000522/ses-1/anat/sub-sid000522_ses-1_T2w.nii.gz '
        'sub-sid000522/ses-1/func/sub-sid000522_ses-1_task-localizer_run-05_bold.json '
        'sub-sid000522/ses-1/func/sub-sid000522_ses-1_task-visualmemory_run-03_bold.json '
        'sub-sid000535/ses-1/anat/sub-sid000535_ses-1_T2w.json '
        'sub-sid000535/ses-budapest/anat/sub-sid000535_ses-budapest_acq-MPRAGE_T1w.json '
        'sub-sid000560/ses-2/func/sub-sid000560_ses-2_task-visualmemory_run-02_events.tsv'
    ),
    'code': (
        'add_intendedfor.py '
        'check-defacing.py '
        'copy_budapest_data.py '
        'rename-localizer-stimfile-events.py '
        'run-pydeface.py '
        'swap-echo-times-fmap.py'
    ),
    'sub-sid000005/ses-1/fmap': (
        'sub-sid000005_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000005_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000005_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000005_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000005_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000005_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000005_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000005/ses-2/fmap': (
        'sub-sid000005_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000005_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000005_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000005_ses-2_acq-25mm_magnitude2.nii.gz '
        'sub-sid000005_ses-2_acq-25mm_phasediff.json'
    ),
    'sub-sid000007/ses-1/fmap': (
        'sub-sid000007_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000007_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000007_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000007_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000007_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000007_ses-1_acq-25mm_phasediff.json '
        'sub-sid000007_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000007/ses-2/fmap': (
        'sub-sid000007_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000007_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000007_ses-2_acq-25mm_magnitude2.nii.gz '
        'sub-sid000007_ses-2_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000007/ses-2/func': (
        'sub-sid000007_ses-2_task-localizer_run-01_events.tsv '
        'sub-sid000007_ses-2_task-visualmemory_run-02_bold.json '
        'sub-sid000007_ses-2_task-visualmemory_run-04_bold.json '
        'sub-sid000007_ses-2_task-visualmemory_run-06_events.tsv '
        'sub-sid000007_ses-2_task-visualmemory_run-07_bold.json'
    ),
    'sub-sid000009/ses-1/fmap': (
        'sub-sid000009_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000009_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000009_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000009_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000009/ses-1/func': (
        'sub-sid000009_ses-1_task-localizer_run-01_bold.json '
        'sub-sid000009_ses-1_task-localizer_run-05_events.tsv '
        'sub-sid000009_ses-1_task-visualmemory_run-04_bold.json'
    ),
    'sub-sid000009/ses-2/fmap': (
        'sub-sid000009_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000009_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000009_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000009_ses-2_acq-25mm_magnitude2.nii.gz'
    ),
    'sub-sid000010/ses-1/fmap': (
        'sub-sid000010_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000010_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000010_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000010_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000010_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000010_ses-1_acq-25mm_phasediff.json '
        'sub-sid000010_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000010/ses-2/fmap': (
        'sub-sid000010_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000010_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000010_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000010_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000010_ses-2_acq-25mm_magnitude2.nii.gz '
        'sub-sid000010_ses-2_acq-25mm_phasediff.json'
    ),
    'sub-sid000010/ses-2/func': (
        'sub-sid000010_ses-2_task-localizer_run-05_bold.json '
        'sub-sid000010_ses-2_task-localizer_run-05_events.tsv '
        'sub-sid000010_ses-2_task-visualmemory_run-02_bold.json'
    ),
    'sub-sid000013/ses-1/fmap': (
        'sub-sid000013_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000013_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000013_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000013_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000013_ses-1_acq-25mm_phasediff.json '
        'sub-sid000013_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000013/ses-2/fmap': (
        'sub-sid000013_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000013_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000013_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000013_ses-2_acq-25mm_magnitude2.nii.gz '
        'sub-sid000013_ses-2_acq-25mm_phasediff.json '
        'sub-sid000013_ses-2_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000020/ses-1/fmap': (
        'sub-sid000020_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000020_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000020_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000020_ses-1_acq-25mm_phasediff.json'
    ),
    'sub-sid000020/ses-2/fmap': (
        'sub-sid000020_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000020_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000020_ses-2_acq-25mm_magnitude2.nii.gz '
        'sub-sid000020_ses-2_acq-25mm_phasediff.json'
    ),
    'sub-sid000021/ses-1/fmap': (
        'sub-sid000021_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000021_ses-1_acq-25mm_phasediff.json '
        'sub-sid000021_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000021/ses-2/fmap': (
        'sub-sid000021_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000021_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000021_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000021_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000021_ses-2_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000024/ses-1/fmap': (
        'sub-sid000024_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000024_ses-1_acq-25mm_phasediff.json '
        'sub-sid000024_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000024/ses-2/fmap': (
        'sub-sid000024_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000024_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000024_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000024_ses-2_acq-25mm_phasediff.json '
        'sub-sid000024_ses-2_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000024/ses-2/func': (
        'sub-sid000024_ses-2_task-visualmemory_run-06_bold.json '
        'sub-sid000024_ses-2_task-visualmemory_run-06_events.tsv '
        'sub-sid000024_ses-2_task-visualmemory_run-08_bold.json'
    ),
    'sub-sid000029/ses-1/fmap': (
        'sub-sid000029_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000029_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000029_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000029_ses-1_acq-25mm_magnitude2.nii.gz'
    ),
    'sub-sid000029/ses-2/fmap': (
        'sub-sid000029_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000029_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000029_ses-2_acq-25mm_phasediff.json'
    ),
    'sub-sid000029/ses-2/func': (
        'sub-sid000029_ses-2_task-visualmemory_run-02_bold.json '
        'sub-sid000029_ses-2_task-visualmemory_run-02_events.tsv '
        'sub-sid000029_ses-2_task-visualmemory_run-03_events.tsv'
    ),
    'sub-sid000034/ses-1/fmap': (
        'sub-sid000034_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000034_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000034_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000034_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000034_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000034/ses-2/fmap': (
        'sub-sid000034_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000034_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000034_ses-2_acq-25mm_magnitude2.nii.gz'
    ),
    'sub-sid000052/ses-1/fmap': (
        'sub-sid000052_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000052_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000052_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000052_ses-1_acq-25mm_magnitude2.nii.gz'
    ),
    'sub-sid000052/ses-2/fmap': (
        'sub-sid000052_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000052_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000052_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000052_ses-2_acq-25mm_phasediff.json'
    ),
    'sub-sid000114/ses-1/fmap': (
        'sub-sid000114_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000114_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000114_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000114_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000114_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000114/ses-1/func': (
        'sub-sid000114_ses-1_task-localizer_run-05_events.tsv '
        'sub-sid000114_ses-1_task-visualmemory_run-04_bold.json '
        'sub-sid000114_ses-1_task-visualmemory_run-06_events.tsv'
    ),
    'sub-sid000114/ses-2/fmap': (
        'sub-sid000114_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000114_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000114_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000114_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000114_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000114_ses-2_acq-25mm_magnitude2.nii.gz '
        'sub-sid000114_ses-2_acq-25mm_phasediff.json '
        'sub-sid000114_ses-2_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000120/ses-1/fmap': (
        'sub-sid000120_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000120_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000120_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000120_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000120_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000120_ses-1_acq-25mm_phasediff.json '
        'sub-sid000120_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000120/ses-2/fmap': (
        'sub-sid000120_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000120_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000120_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000120_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000120_ses-2_acq-25mm_phasediff.json'
    ),
    'sub-sid000120/ses-2/func': (
        'sub-sid000120_ses-2_task-localizer_run-01_bold.json '
        'sub-sid000120_ses-2_task-localizer_run-05_events.tsv '
        'sub-sid000120_ses-2_task-visualmemory_run-02_events.tsv '
        'sub-sid000120_ses-2_task-visualmemory_run-03_events.tsv'
    ),
    'sub-sid000134/ses-1/fmap': (
        'sub-sid000134_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000134_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000134_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000134_ses-1_acq-25mm_magnitude2.json'
    ),
    'sub-sid000134/ses-2/fmap': (
        'sub-sid000134_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000134_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000134_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000134_ses-2_acq-25mm_magnitude2.nii.gz'
    ),
    'sub-sid000142/ses-1/fmap': (
        'sub-sid000142_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000142_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000142_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000142_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000142_ses-1_acq-25mm_phasediff.json '
        'sub-sid000142_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000142/ses-2/fmap': (
        'sub-sid000142_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000142_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000142_ses-2_acq-25mm_magnitude1.nii.gz'
    ),
    'sub-sid000278/ses-1/fmap': (
        'sub-sid000278_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000278_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000278_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000278_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000278_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000278/ses-2/fmap': (
        'sub-sid000278_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000278_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000278_ses-2_acq-25mm_magnitude2.nii.gz '
        'sub-sid000278_ses-2_acq-25mm_phasediff.json '
        'sub-sid000278_ses-2_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000416/ses-1/fmap': (
        'sub-sid000416_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000416_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000416_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000416_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000416_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000416_ses-1_acq-25mm_phasediff.json '
        'sub-sid000416_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000416/ses-1/func': (
        'sub-sid000416_ses-1_task-localizer_run-01_bold.json '
        'sub-sid000416_ses-1_task-visualmemory_run-02_events.tsv '
        'sub-sid000416_ses-1_task-visualmemory_run-07_bold.json'
    ),
    'sub-sid000416/ses-2/fmap': (
        'sub-sid000416_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000416_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000416_ses-2_acq-25mm_phasediff.json'
    ),
    'sub-sid000499/ses-1/fmap': (
        'sub-sid000499_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000499_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000499_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000499_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000499_ses-1_acq-25mm_phasediff.json '
        'sub-sid000499_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000499/ses-2/fmap': (
        'sub-sid000499_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000499_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000499_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000499_ses-2_acq-25mm_phasediff.json '
        'sub-sid000499_ses-2_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000522/ses-1/fmap': (
        'sub-sid000522_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000522_ses-1_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000522_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000522_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000522_ses-1_acq-25mm_phasediff.json '
        'sub-sid000522_ses-1_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000522/ses-2/fmap': (
        'sub-sid000522_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000522_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000522_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000522_ses-2_acq-25mm_magnitude2.nii.gz '
        'sub-sid000522_ses-2_acq-25mm_phasediff.json '
        'sub-sid000522_ses-2_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000535/ses-1/fmap': (
        'sub-sid000535_ses-1_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000535_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000535_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000535_ses-1_acq-25mm_magnitude2.json '
        'sub-sid000535_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000535_ses-1_acq-25mm_phasediff.json'
    ),
    'sub-sid000535/ses-1/func': (
        'sub-sid000535_ses-1_task-visualmemory_run-03_events.tsv '
        'sub-sid000535_ses-1_task-visualmemory_run-06_bold.json '
        'sub-sid000535_ses-1_task-visualmemory_run-06_events.tsv'
    ),
    'sub-sid000535/ses-2/fmap': (
        'sub-sid000535_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000535_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000535_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000535_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000535_ses-2_acq-25mm_magnitude2.nii.gz '
        'sub-sid000535_ses-2_acq-25mm_phasediff.json '
        'sub-sid000535_ses-2_acq-25mm_phasediff.nii.gz'
    ),
    'sub-sid000560/ses-1/fmap': (
        'sub-sid000560_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000560_ses-1_acq-25mm_magnitude2.nii.gz '
        'sub-sid000560_ses-1_acq-25mm_phasediff.json'
    ),
    'sub-sid000560/ses-2/fmap': (
        'sub-sid000560_ses-2_acq-20mmX4b0_dir-AP_epi.json '
        'sub-sid000560_ses-2_acq-20mmX4b0_dir-PA_epi.json '
        'sub-sid000560_ses-2_acq-25mm_magnitude1.nii.gz '
        'sub-sid000560_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000560_ses-2_acq-25mm_magnitude2.nii.gz '
        'sub-sid000560_ses-2_acq-25mm_phasediff.json'
    ),
}


VM_TSNR_KIND = {
    'derivatives/qa/tsnr/sub-sid000009/ses-1': (
        'sub-sid000009_ses-1_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-1_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000009/ses-2': (
        'sub-sid000009_ses-2_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000021/ses-1': (
        'sub-sid000021_ses-1_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-1_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000021/ses-2': (
        'sub-sid000021_ses-2_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000021_ses-2_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000034/ses-1': (
        'sub-sid000034_ses-1_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-1_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000034/ses-2': (
        'sub-sid000034_ses-2_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000034_ses-2_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000052/ses-1': (
        'sub-sid000052_ses-1_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-1_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000052/ses-2': (
        'sub-sid000052_ses-2_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000134/ses-1': (
        'sub-sid000134_ses-1_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000134/ses-2': (
        'sub-sid000134_ses-2_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000142/ses-1': (
        'sub-sid000142_ses-1_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000142/ses-2': (
        'sub-sid000142_ses-2_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000278/ses-1': (
        'sub-sid000278_ses-1_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000278/ses-2': (
        'sub-sid000278_ses-2_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000278_ses-2_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000416/ses-1': (
        'sub-sid000416_ses-1_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-1_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000416/ses-2': (
        'sub-sid000416_ses-2_task-localizer_run-01_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-localizer_run-01_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-localizer_run-05_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-localizer_run-05_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-visualmemory_run-02_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-visualmemory_run-02_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-visualmemory_run-03_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-visualmemory_run-03_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-visualmemory_run-04_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-visualmemory_run-04_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-visualmemory_run-06_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-visualmemory_run-06_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-visualmemory_run-07_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-visualmemory_run-07_hemi-R_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-visualmemory_run-08_hemi-L_space-fsaverage6_desc-tsnr.func.gii '
        'sub-sid000416_ses-2_task-visualmemory_run-08_hemi-R_space-fsaverage6_desc-tsnr.func.gii'
    ),
}


VM_TSNR_OTHER = {
    '': (
        'derivatives/fmriprep '
        'derivatives/qa/accuracy/figures/desc-accuracy_barplot.png '
        'derivatives/qa/anat-defaced-check/sub-sid000013/sub-sid000013_ses-budapest_acq-MPRAGE_T1w_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000021/sub-sid000021_freesurfer_brain_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000021/sub-sid000021_ses-budapest_acq-MPRAGE_T1w_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000024/sub-sid000024_freesurfer_brain_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000499/sub-sid000499_ses-1_T2w_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000522/sub-sid000522_freesurfer_orig-001_defacing-check.png '
        'derivatives/qa/anat-defaced-check/sub-sid000560/sub-sid000560_freesurfer_brain_defacing-check.png '
        'derivatives/qa/isc/figures/group_desc-isc_inflated.png '
        'derivatives/qa/isc/figures/sub-sid000134_desc-isc_inflated.png '
        'derivatives/qa/isc/sub-sid000024/sub-sid000024_hemi-R_desc-isc.func.gii '
        'derivatives/qa/isc/sub-sid000120/sub-sid000120_hemi-R_desc-isc.func.gii '
        'derivatives/qa/isc/sub-sid000278/sub-sid000278_hemi-R_desc-isc.func.gii '
        'derivatives/qa/isc/sub-sid000560/sub-sid000560_hemi-L_desc-isc.func.gii '
        'derivatives/qa/motion/sub-sid000005/figures/sub-sid000005_ses-1_task-visualmemory_run-02_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000005/figures/sub-sid000005_ses-1_task-visualmemory_run-07_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000007/figures/sub-sid000007_ses-2_task-localizer_run-05_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000010/figures/sub-sid000010_ses-2_desc-fd_violinplot.png '
        'derivatives/qa/motion/sub-sid000013/figures/sub-sid000013_ses-1_task-visualmemory_run-08_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000013/figures/sub-sid000013_ses-2_task-visualmemory_run-03_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000020/figures/sub-sid000020_ses-1_task-visualmemory_run-03_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000024/figures/sub-sid000024_ses-2_task-visualmemory_run-04_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000029/figures/sub-sid000029_ses-1_task-visualmemory_run-02_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000029/figures/sub-sid000029_ses-1_task-visualmemory_run-04_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000034/figures/sub-sid000034_ses-2_task-visualmemory_run-02_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000052/figures/sub-sid000052_ses-2_task-visualmemory_run-07_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000142/figures/sub-sid000142_ses-1_task-visualmemory_run-08_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000142/figures/sub-sid000142_ses-2_task-visualmemory_run-02_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000278/figures/sub-sid000278_ses-1_task-visualmemory_run-06_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000499/figures/sub-sid000499_ses-1_task-visualmemory_run-02_desc-motion_traces.png '
        'derivatives/qa/motion/sub-sid000499/figures/sub-sid000499_ses-2_task-visualmemory_run-06_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000535/figures/sub-sid000535_ses-1_task-visualmemory_run-03_desc-fd_trace.png '
        'derivatives/qa/motion/sub-sid000560/figures/sub-sid000560_ses-2_task-visualmemory_run-04_desc-motion_traces.png '
        'derivatives/qa/tsnr/group_task-localizer_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'derivatives/qa/tsnr/group_task-visualmemory_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000009/ses-1/sub-sid000009_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000013/ses-1/sub-sid000013_ses-1_task-localizer_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000013/ses-1/sub-sid000013_ses-1_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000020/ses-1/sub-sid000020_ses-1_task-visualmemory_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000020/ses-2/sub-sid000020_ses-2_task-localizer_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000020/ses-2/sub-sid000020_ses-2_task-visualmemory_run-02_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000024/figures/sub-sid000024_ses-1_task-localizer_run-05_space-T1w_desc-tsnr_mosaic.png '
        'derivatives/qa/tsnr/sub-sid000024/figures/sub-sid000024_ses-1_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png '
        'derivatives/qa/tsnr/sub-sid000029/ses-1/sub-sid000029_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000029/ses-2/sub-sid000029_ses-2_task-visualmemory_run-03_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000034/ses-2/sub-sid000034_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000278/ses-2/sub-sid000278_ses-2_task-visualmemory_run-03_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000278/ses-2/sub-sid000278_ses-2_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000416/ses-1/sub-sid000416_ses-1_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000416/ses-1/sub-sid000416_ses-1_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000416/ses-2/sub-sid000416_ses-2_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000499/ses-1/sub-sid000499_ses-1_task-visualmemory_run-06_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000522/ses-2/sub-sid000522_ses-2_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000522/ses-2/sub-sid000522_ses-2_task-visualmemory_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'derivatives/qa/tsnr/sub-sid000535/ses-2/sub-sid000535_ses-2_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'derivatives/qa/tsnr/sub-sid000535/ses-2/sub-sid000535_ses-2_task-visualmemory_run-02_space-T1w_desc-tsnr.nii.gz '
        'derivatives/stimuli/README.md '
        'derivatives/stimuli/rdms/dnn/insightface/insightface_embeddings_rdms_pre_fc1.npy '
        'sub-sid000005/ses-1/fmap/sub-sid000005_ses-1_acq-25mm_phasediff.json '
        'sub-sid000005/ses-2/dwi/sub-sid000005_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000007/ses-1/fmap/sub-sid000007_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000007/ses-1/func/sub-sid000007_ses-1_task-visualmemory_run-02_bold.json '
        'sub-sid000007/ses-1/func/sub-sid000007_ses-1_task-visualmemory_run-02_events.tsv '
        'sub-sid000007/ses-budapest/anat/sub-sid000007_ses-budapest_acq-MPRAGE_T1w.nii.gz '
        'sub-sid000009/ses-1/func/sub-sid000009_ses-1_task-localizer_run-05_bold.json '
        'sub-sid000009/ses-2/func/sub-sid000009_ses-2_task-visualmemory_run-06_bold.json '
        'sub-sid000010/ses-1/anat/sub-sid000010_ses-1_T2w.nii.gz '
        'sub-sid000013/ses-1/fmap/sub-sid000013_ses-1_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000013/ses-1/fmap/sub-sid000013_ses-1_acq-25mm_magnitude1.json '
        'sub-sid000013/ses-1/func/sub-sid000013_ses-1_task-visualmemory_run-03_bold.json '
        'sub-sid000013/ses-1/func/sub-sid000013_ses-1_task-visualmemory_run-07_bold.json '
        'sub-sid000020/ses-1/fmap/sub-sid000020_ses-1_acq-25mm_phasediff.nii.gz '
        'sub-sid000020/ses-1/func/sub-sid000020_ses-1_task-localizer_run-01_bold.json '
        'sub-sid000020/ses-2/func/sub-sid000020_ses-2_task-visualmemory_run-06_bold.json '
        'sub-sid000020/ses-budapest/anat/sub-sid000020_ses-budapest_acq-MPRAGE_T1w.nii.gz '
        'sub-sid000021/ses-2/func/sub-sid000021_ses-2_task-visualmemory_run-02_bold.json '
        'sub-sid000029/ses-1/func/sub-sid000029_ses-1_task-visualmemory_run-03_events.tsv '
        'sub-sid000029/ses-1/func/sub-sid000029_ses-1_task-visualmemory_run-04_bold.json '
        'sub-sid000029/ses-2/fmap/sub-sid000029_ses-2_acq-20mmX4b0_dir-PA_epi.nii.gz '
        'sub-sid000029/ses-2/func/sub-sid000029_ses-2_task-visualmemory_run-03_bold.json '
        'sub-sid000034/ses-1/fmap/sub-sid000034_ses-1_acq-20mmX4b0_dir-AP_epi.nii.gz '
        'sub-sid000034/ses-1/func/sub-sid000034_ses-1_task-localizer_run-05_events.tsv '
        'sub-sid000034/ses-2/dwi/sub-sid000034_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000034/ses-2/fmap/sub-sid000034_ses-2_acq-25mm_magnitude1.json '
        'sub-sid000034/ses-2/func/sub-sid000034_ses-2_task-visualmemory_run-08_bold.json '
        'sub-sid000052/ses-1/fmap/sub-sid000052_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000052/ses-1/fmap/sub-sid000052_ses-1_acq-25mm_phasediff.nii.gz '
        'sub-sid000052/ses-1/func/sub-sid000052_ses-1_task-visualmemory_run-06_events.tsv '
        'sub-sid000052/ses-2/func/sub-sid000052_ses-2_task-localizer_run-01_bold.json '
        'sub-sid000052/ses-budapest/anat/sub-sid000052_ses-budapest_acq-MPRAGE_T1w.nii.gz '
        'sub-sid000120/ses-1/func/sub-sid000120_ses-1_task-visualmemory_run-04_events.tsv '
        'sub-sid000120/ses-2/dwi/sub-sid000120_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.json '
        'sub-sid000134/ses-1/fmap/sub-sid000134_ses-1_acq-25mm_phasediff.json '
        'sub-sid000134/ses-1/func/sub-sid000134_ses-1_task-visualmemory_run-04_bold.json '
        'sub-sid000134/ses-2/func/sub-sid000134_ses-2_task-localizer_run-01_bold.json '
        'sub-sid000142/ses-1/fmap/sub-sid000142_ses-1_acq-25mm_phasediff.json '
        'sub-sid000142/ses-1/func/sub-sid000142_ses-1_task-visualmemory_run-06_bold.json '
        'sub-sid000278/ses-1/dwi/sub-sid000278_ses-1_acq-20mmXhardi96Xsms4X11b0_dwi.bval '
        'sub-sid000278/ses-1/fmap/sub-sid000278_ses-1_acq-25mm_magnitude1.nii.gz '
        'sub-sid000416/ses-1/anat/sub-sid000416_ses-1_T2w.json '
        'sub-sid000416/ses-2/dwi/sub-sid000416_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.nii.gz '
        'sub-sid000522/ses-1/func/sub-sid000522_ses-1_task-visualmemory_run-06_events.tsv '
        'sub-sid000522/ses-2/dwi/sub-sid000522_ses-2_acq-20mmXhardi96Xsms4X11b0_dwi.bvec '
        'sub-sid000522/ses-2/fmap/sub-sid000522_ses-2_acq-25mm_magnitude2.json '
        'sub-sid000535/ses-2/func/sub-sid000535_ses-2_task-visualmemory_run-02_events.tsv '
        'sub-sid000535/ses-2/func/sub-sid000535_ses-2_task-visualmemory_run-06_bold.json '
        'sub-sid000560/ses-1/func/sub-sid000560_ses-1_task-visualmemory_run-03_bold.json '
        'sub-sid000560/ses-1/func/sub-sid000560_ses-1_task-visualmemory_run-06_bold.json'
    ),
    'derivatives/jiahui-2023/fmriprep-1.4.1': (
        'sub-sid000005_ses-1_task-visualmemory_run-03_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000007_ses-1_task-visualmemory_run-08_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000009_ses-2_task-visualmemory_run-07_space-fsaverage-icoorder5_hemi-L.func.npy '
        'sub-sid000013_ses-2_task-visualmemory_run-04_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000013_ses-2_task-visualmemory_run-06_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000020_ses-1_task-visualmemory_run-07_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000029_ses-1_task-visualmemory_run-03_space-fsaverage-icoorder5_hemi-L.func.npy '
        'sub-sid000029_ses-1_task-visualmemory_run-07_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000052_ses-1_task-visualmemory_run-08_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000114_ses-2_task-visualmemory_run-08_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000120_ses-1_task-visualmemory_run-07_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000120_ses-1_task-visualmemory_run-08_space-fsaverage-icoorder5_hemi-L.func.npy '
        'sub-sid000120_ses-2_task-visualmemory_run-04_space-fsaverage-icoorder5_hemi-L.func.npy '
        'sub-sid000142_ses-2_task-visualmemory_run-04_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000416_ses-2_task-visualmemory_run-06_space-fsaverage-icoorder5_hemi-L.func.npy '
        'sub-sid000522_ses-1_task-visualmemory_run-06_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000522_ses-1_task-visualmemory_run-07_space-fsaverage-icoorder5_hemi-L.func.npy '
        'sub-sid000535_ses-1_task-visualmemory_run-07_space-fsaverage-icoorder5_hemi-L.func.npy '
        'sub-sid000535_ses-1_task-visualmemory_run-08_space-fsaverage-icoorder5_hemi-L.func.npy '
        'sub-sid000560_ses-1_task-visualmemory_run-07_space-fsaverage-icoorder5_hemi-R.func.npy '
        'sub-sid000560_ses-1_task-visualmemory_run-08_space-fsaverage-icoorder5_hemi-L.func.npy'
    ),
    'derivatives/jiahui-2023/hyperaligned-budapest': (
        'sub-sid000009_ses-1_run-03_lh.npy '
        'sub-sid000009_ses-1_run-07_lh.npy '
        'sub-sid000009_ses-2_run-02_rh.npy '
        'sub-sid000010_ses-2_run-02_lh.npy '
        'sub-sid000020_ses-1_run-08_lh.npy '
        'sub-sid000020_ses-2_run-04_rh.npy '
        'sub-sid000029_ses-2_run-08_lh.npy '
        'sub-sid000034_ses-1_run-08_lh.npy '
        'sub-sid000034_ses-2_run-07_lh.npy '
        'sub-sid000134_ses-2_run-07_rh.npy '
        'sub-sid000278_ses-2_run-03_lh.npy '
        'sub-sid000278_ses-2_run-04_lh.npy '
        'sub-sid000416_ses-1_run-06_rh.npy '
        'sub-sid000499_ses-2_run-02_lh.npy '
        'sub-sid000535_ses-2_run-08_rh.npy'
    ),
    'derivatives/qa/motion/sub-sid000114/figures': (
        'sub-sid000114_ses-2_task-localizer_run-01_desc-fd_trace.png '
        'sub-sid000114_ses-2_task-localizer_run-05_desc-fd_trace.png '
        'sub-sid000114_ses-2_task-visualmemory_run-02_desc-fd_trace.png'
    ),
    'derivatives/qa/motion/sub-sid000120/figures': (
        'sub-sid000120_ses-2_task-localizer_run-01_desc-fd_trace.png '
        'sub-sid000120_ses-2_task-visualmemory_run-04_desc-fd_trace.png '
        'sub-sid000120_ses-2_task-visualmemory_run-08_desc-fd_trace.png'
    ),
    'derivatives/qa/motion/sub-sid000416/figures': (
        'sub-sid000416_ses-1_task-visualmemory_run-03_desc-motion_traces.png '
        'sub-sid000416_ses-1_task-visualmemory_run-08_desc-fd_trace.png '
        'sub-sid000416_ses-2_task-localizer_run-05_desc-motion_traces.png '
        'sub-sid000416_ses-2_task-visualmemory_run-04_desc-motion_traces.png'
    ),
    'derivatives/qa/tsnr/figures': (
        'group_task-localizer_desc-tsnr_inflated.png '
        'group_task-visualmemory_desc-tsnr_inflated.png '
        'group_task-visualmemory_desc-tsnr_violinplot.png '
        'sub-sid000021_task-visualmemory_desc-tsnr_inflated.png '
        'sub-sid000024_task-localizer_desc-tsnr_inflated.png '
        'sub-sid000029_task-visualmemory_desc-tsnr_inflated.png '
        'sub-sid000052_task-visualmemory_desc-tsnr_inflated.png '
        'sub-sid000114_task-localizer_desc-tsnr_inflated.png '
        'sub-sid000120_task-visualmemory_desc-tsnr_inflated.png '
        'sub-sid000134_task-visualmemory_desc-tsnr_inflated.png '
        'sub-sid000142_task-localizer_desc-tsnr_inflated.png '
        'sub-sid000278_task-visualmemory_desc-tsnr_inflated.png '
        'sub-sid000535_task-localizer_desc-tsnr_inflated.png'
    ),
    'derivatives/qa/tsnr/sub-sid000005/figures': (
        'sub-sid000005_ses-1_task-visualmemory_desc-tsnr_violinplot.png '
        'sub-sid000005_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000005_ses-1_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000005_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000005_ses-2_task-localizer_desc-tsnr_violinplot.png '
        'sub-sid000005_ses-2_task-localizer_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000005_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000005/ses-1': (
        'sub-sid000005_ses-1_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000005_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000005_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000005/ses-2': (
        'sub-sid000005_ses-2_task-localizer_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000005_ses-2_task-localizer_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000005_ses-2_task-visualmemory_run-08_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000005_ses-2_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000007/figures': (
        'sub-sid000007_ses-1_space-T1w_desc-brainmask_mosaic.png '
        'sub-sid000007_ses-1_task-localizer_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000007_ses-1_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000007_ses-1_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000007_ses-2_task-localizer_run-05_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000007_ses-2_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000007_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000007_ses-2_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000007/ses-1': (
        'sub-sid000007_ses-1_task-localizer_space-T1w_desc-mediantsnr.nii.gz '
        'sub-sid000007_ses-1_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000007_ses-1_task-visualmemory_run-07_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000007/ses-2': (
        'sub-sid000007_ses-2_task-localizer_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000007_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000007_ses-2_task-visualmemory_run-07_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000009/figures': (
        'sub-sid000009_ses-1_task-visualmemory_desc-tsnr_violinplot.png '
        'sub-sid000009_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000009_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000009_ses-1_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000009_ses-2_task-visualmemory_run-03_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000009_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000009_ses-2_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000009/ses-2': (
        'sub-sid000009_ses-2_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000009_ses-2_task-visualmemory_run-02_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000009_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000009_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000009_ses-2_task-visualmemory_run-08_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000009_ses-2_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000010/figures': (
        'sub-sid000010_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000010_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000010_ses-1_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000010_ses-2_task-visualmemory_desc-tsnr_violinplot.png '
        'sub-sid000010_ses-2_task-visualmemory_run-03_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000010_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000010/ses-1': (
        'sub-sid000010_ses-1_task-localizer_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000010_ses-1_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000010_ses-1_task-visualmemory_run-06_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000010/ses-2': (
        'sub-sid000010_ses-2_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000010_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000010_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000013/figures': (
        'sub-sid000013_ses-1_task-localizer_desc-tsnr_violinplot.png '
        'sub-sid000013_ses-1_task-localizer_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000013_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000013_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000013_ses-1_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000013_ses-2_task-localizer_run-05_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000013_ses-2_task-visualmemory_desc-tsnr_violinplot.png '
        'sub-sid000013_ses-2_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000013_ses-2_task-visualmemory_run-03_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000013_ses-2_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000013/ses-2': (
        'sub-sid000013_ses-2_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000013_ses-2_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000013_ses-2_task-visualmemory_run-03_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000020/figures': (
        'sub-sid000020_ses-1_space-T1w_desc-brainmask_mosaic.png '
        'sub-sid000020_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000020_ses-1_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000020_ses-2_task-localizer_desc-tsnr_violinplot.png '
        'sub-sid000020_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000020_ses-2_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000021/figures': (
        'sub-sid000021_ses-1_task-localizer_run-05_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000021_ses-1_task-localizer_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000021_ses-1_task-visualmemory_desc-tsnr_violinplot.png '
        'sub-sid000021_ses-1_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000021_ses-2_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000021_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000021_ses-2_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000021/ses-1': (
        'sub-sid000021_ses-1_task-localizer_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000021_ses-1_task-localizer_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000021_ses-1_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000021_ses-1_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000021/ses-2': (
        'sub-sid000021_ses-2_task-localizer_run-05_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000021_ses-2_task-localizer_space-T1w_desc-mediantsnr.nii.gz '
        'sub-sid000021_ses-2_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000024/ses-1': (
        'sub-sid000024_ses-1_task-localizer_run-05_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000024_ses-1_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000024_ses-1_task-visualmemory_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii'
    ),
    'derivatives/qa/tsnr/sub-sid000024/ses-2': (
        'sub-sid000024_ses-2_task-localizer_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000024_ses-2_task-localizer_run-05_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000024_ses-2_task-localizer_space-T1w_desc-mediantsnr.nii.gz '
        'sub-sid000024_ses-2_task-visualmemory_run-02_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000024_ses-2_task-visualmemory_run-03_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000024_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000024_ses-2_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000029/figures': (
        'sub-sid000029_ses-1_task-localizer_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000029_ses-1_task-visualmemory_desc-tsnr_violinplot.png '
        'sub-sid000029_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000029_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000029_ses-1_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000029_ses-1_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000029_ses-2_task-localizer_run-05_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000029_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000029_ses-2_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000034/figures': (
        'sub-sid000034_ses-1_task-localizer_desc-tsnr_violinplot.png '
        'sub-sid000034_ses-1_task-localizer_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000034_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000034_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000034_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000034_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000034_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000034_ses-2_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000034/ses-1': (
        'sub-sid000034_ses-1_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000034_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000034_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000034_ses-1_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000052/figures': (
        'sub-sid000052_ses-1_task-localizer_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000052_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000052_ses-1_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000052_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000052_ses-2_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000052_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000052_ses-2_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000052_ses-2_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000052/ses-1': (
        'sub-sid000052_ses-1_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000052_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000052_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000052_ses-1_task-visualmemory_run-06_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000052_ses-1_task-visualmemory_run-07_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000052_ses-1_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000052/ses-2': (
        'sub-sid000052_ses-2_task-localizer_run-05_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000052_ses-2_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000052_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000052_ses-2_task-visualmemory_run-08_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000114/figures': (
        'sub-sid000114_ses-1_task-localizer_desc-tsnr_violinplot.png '
        'sub-sid000114_ses-2_task-localizer_run-01_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000114_ses-2_task-localizer_run-05_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000114_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000114_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000114_ses-2_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000114/ses-1': (
        'sub-sid000114_ses-1_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000114_ses-1_task-localizer_space-T1w_desc-mediantsnr.nii.gz '
        'sub-sid000114_ses-1_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000114/ses-2': (
        'sub-sid000114_ses-2_task-localizer_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000114_ses-2_task-localizer_run-05_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000114_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000114_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000114_ses-2_task-visualmemory_run-07_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000114_ses-2_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000120/figures': (
        'sub-sid000120_ses-1_space-T1w_desc-brainmask_mosaic.png '
        'sub-sid000120_ses-1_task-localizer_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000120_ses-2_task-localizer_run-05_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000120_ses-2_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000120_ses-2_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000120/ses-1': (
        'sub-sid000120_ses-1_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000120_ses-1_task-visualmemory_run-03_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000120_ses-1_task-visualmemory_run-06_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000120_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000120/ses-2': (
        'sub-sid000120_ses-2_task-localizer_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000120_ses-2_task-localizer_run-05_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000120_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000120_ses-2_task-visualmemory_run-07_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000134/figures': (
        'sub-sid000134_ses-1_task-localizer_desc-tsnr_violinplot.png '
        'sub-sid000134_ses-1_task-localizer_run-01_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000134_ses-1_task-visualmemory_desc-tsnr_violinplot.png '
        'sub-sid000134_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000134_ses-2_task-localizer_desc-tsnr_violinplot.png '
        'sub-sid000134_ses-2_task-localizer_run-01_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000134_ses-2_task-visualmemory_run-03_space-T1w_desc-tsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000134/ses-1': (
        'sub-sid000134_ses-1_task-visualmemory_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000134_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000134_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000134_ses-1_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000134/ses-2': (
        'sub-sid000134_ses-2_task-localizer_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000134_ses-2_task-localizer_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000134_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000142/figures': (
        'sub-sid000142_ses-1_space-T1w_desc-brainmask_mosaic.png '
        'sub-sid000142_ses-1_task-localizer_desc-tsnr_violinplot.png '
        'sub-sid000142_ses-1_task-localizer_run-05_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000142_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000142_ses-1_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000142_ses-2_task-localizer_space-T1w_desc-mediantsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000142/ses-1': (
        'sub-sid000142_ses-1_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000142_ses-1_task-visualmemory_run-06_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000142_ses-1_task-visualmemory_run-07_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000142_ses-1_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000142/ses-2': (
        'sub-sid000142_ses-2_task-localizer_space-T1w_desc-mediantsnr.nii.gz '
        'sub-sid000142_ses-2_task-visualmemory_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000142_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000278/figures': (
        'sub-sid000278_ses-1_task-visualmemory_desc-tsnr_violinplot.png '
        'sub-sid000278_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000278_ses-1_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000278_ses-1_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000278_ses-2_task-localizer_desc-tsnr_violinplot.png '
        'sub-sid000278_ses-2_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000278_ses-2_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000278/ses-1': (
        'sub-sid000278_ses-1_task-localizer_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000278_ses-1_task-localizer_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000278_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000416/figures': (
        'sub-sid000416_ses-1_task-localizer_run-05_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000416_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000416_ses-1_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000416_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000416_ses-1_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000416_ses-2_task-visualmemory_desc-tsnr_violinplot.png '
        'sub-sid000416_ses-2_task-visualmemory_run-03_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000416_ses-2_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000499/figures': (
        'sub-sid000499_ses-1_task-visualmemory_desc-tsnr_violinplot.png '
        'sub-sid000499_ses-1_task-visualmemory_run-03_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000499_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000499_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000499_ses-2_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000499/ses-2': (
        'sub-sid000499_ses-2_task-localizer_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000499_ses-2_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000499_ses-2_task-localizer_space-T1w_desc-mediantsnr.nii.gz '
        'sub-sid000499_ses-2_task-visualmemory_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000499_ses-2_task-visualmemory_run-08_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000522/figures': (
        'sub-sid000522_ses-1_task-localizer_desc-tsnr_violinplot.png '
        'sub-sid000522_ses-1_task-visualmemory_run-03_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000522_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000522_ses-2_task-localizer_desc-tsnr_violinplot.png '
        'sub-sid000522_ses-2_task-localizer_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000522_ses-2_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000522_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000522/ses-1': (
        'sub-sid000522_ses-1_task-localizer_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000522_ses-1_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000522_ses-1_task-localizer_space-T1w_desc-mediantsnr.nii.gz '
        'sub-sid000522_ses-1_task-visualmemory_hemi-L_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000522_ses-1_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000535/figures': (
        'sub-sid000535_ses-1_space-T1w_desc-brainmask_mosaic.png '
        'sub-sid000535_ses-1_task-visualmemory_desc-tsnr_violinplot.png '
        'sub-sid000535_ses-1_task-visualmemory_run-03_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000535_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000535_ses-1_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000535_ses-1_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000535_ses-2_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000535_ses-2_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000535_ses-2_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000535/ses-1': (
        'sub-sid000535_ses-1_task-localizer_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000535_ses-1_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000535_ses-1_task-localizer_run-05_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000535_ses-1_task-localizer_space-T1w_desc-mediantsnr.nii.gz '
        'sub-sid000535_ses-1_task-visualmemory_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000535_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000560/figures': (
        'sub-sid000560_ses-1_task-localizer_run-01_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000560_ses-1_task-localizer_run-05_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000560_ses-1_task-visualmemory_run-02_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000560_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000560_ses-1_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000560_ses-1_task-visualmemory_run-07_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000560_ses-1_task-visualmemory_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000560_ses-2_task-localizer_space-T1w_desc-mediantsnr_mosaic.png '
        'sub-sid000560_ses-2_task-visualmemory_run-06_space-T1w_desc-tsnr_mosaic.png '
        'sub-sid000560_ses-2_task-visualmemory_run-08_space-T1w_desc-tsnr_mosaic.png'
    ),
    'derivatives/qa/tsnr/sub-sid000560/ses-1': (
        'sub-sid000560_ses-1_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000560_ses-1_task-visualmemory_run-04_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000560_ses-1_task-visualmemory_run-07_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000560_ses-1_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/qa/tsnr/sub-sid000560/ses-2': (
        'sub-sid000560_ses-2_task-localizer_hemi-R_space-fsaverage6_desc-mediantsnr.func.gii '
        'sub-sid000560_ses-2_task-localizer_run-01_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000560_ses-2_task-visualmemory_run-02_space-T1w_desc-tsnr.nii.gz '
        'sub-sid000560_ses-2_task-visualmemory_space-T1w_desc-mediantsnr.nii.gz'
    ),
    'derivatives/stimuli/embeddings/insightface': (
        '1U9n2Z68-A0_000110.npz '
        '33D3NOI0-ag_000109.npz '
        '7cWnGQ9t40Y_000148.npz '
        'Im3PheF8klo_000016.npz '
        'ajt2OIKUoh4_000132.npz '
        'face032.npz '
        'face096.npz '
        'face104.npz '
        'face138.npz '
        'face187.npz '
        'face207.npz '
        'face232.npz '
        'face329.npz '
        'face339.npz '
        'face353.npz '
        'face357.npz '
        'face375.npz '
        'frjaQ17yAww_000044.npz'
    ),
}


RP_IMAGES_KIND = {
    '/uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images/41744': (
        'taoe005-u2os-72h-cp-a-au00044859_a15_s6_w10c6d624f-a449-4585-9cc7-5441eeca93ff.tif '
        'taoe005-u2os-72h-cp-a-au00044859_a23_s1_w3890065b8-e372-443b-827d-6231e5d52b8c.tif '
        'taoe005-u2os-72h-cp-a-au00044859_b04_s3_w36416fec6-b0ef-4e90-9358-a5d42fab6609.tif '
        'taoe005-u2os-72h-cp-a-au00044859_b08_s8_w5bdcbb76c-08b3-473b-a5d7-0b81ca819e62.tif '
        'taoe005-u2os-72h-cp-a-au00044859_b19_s3_w3440717ee-a5c3-4e3c-8b47-679fc762d04d.tif '
        'taoe005-u2os-72h-cp-a-au00044859_b22_s9_w3ece7a141-2bb4-4ebc-8c88-2646ad5f5930.tif '
        'taoe005-u2os-72h-cp-a-au00044859_b23_s8_w5a5afa449-a1c7-46f0-b4f8-98fcdc7e4683.tif '
        'taoe005-u2os-72h-cp-a-au00044859_c15_s1_w2ded897af-79d6-42de-889d-e3b032a62736.tif '
        'taoe005-u2os-72h-cp-a-au00044859_c15_s6_w51e29f9ab-88cb-4b4b-b117-93e9d15976c6.tif '
        'taoe005-u2os-72h-cp-a-au00044859_c18_s2_w5d4ea51bb-f15b-4ca6-8284-8459a065446a.tif '
        'taoe005-u2os-72h-cp-a-au00044859_c23_s7_w484d7000c-fdcc-4209-b928-97118e96404b.tif '
        'taoe005-u2os-72h-cp-a-au00044859_c24_s1_w485cdb8e0-e97a-4226-be09-e12e2f4f7b80.tif '
        'taoe005-u2os-72h-cp-a-au00044859_d07_s5_w1422c9b24-c933-4d81-9ad9-f67d0b0a17f3.tif '
        'taoe005-u2os-72h-cp-a-au00044859_d11_s8_w21e9084ea-4b52-415a-991b-12088094ed0e.tif '
        'taoe005-u2os-72h-cp-a-au00044859_d20_s9_w5fdb331ab-1993-4b96-a639-b17f4b0c27a2.tif '
        'taoe005-u2os-72h-cp-a-au00044859_e03_s3_w30fe1019f-a58b-4e12-b68a-07af0730cc9f.tif '
        'taoe005-u2os-72h-cp-a-au00044859_e04_s6_w56daadc37-bb42-426d-88a9-e7e38557f95a.tif '
        'taoe005-u2os-72h-cp-a-au00044859_e08_s5_w3e1cb6136-a2ac-4769-9051-059d15d70cbf.tif '
        'taoe005-u2os-72h-cp-a-au00044859_e12_s9_w285e968d8-1491-4e17-95ad-9f33ef122cd1.tif '
        'taoe005-u2os-72h-cp-a-au00044859_e20_s3_w3a2d83bc0-5faa-4df8-b8f2-807127315f2a.tif '
        'taoe005-u2os-72h-cp-a-au00044859_f20_s9_w53faa6ab1-6b9c-438f-ae5b-99c9724d9253.tif '
        'taoe005-u2os-72h-cp-a-au00044859_f21_s6_w48665c1d4-0c20-49f7-a9ee-5c76f207b8af.tif '
        'taoe005-u2os-72h-cp-a-au00044859_f22_s2_w3ac395720-7bd1-4aba-bbfa-8916a487bb41.tif '
        'taoe005-u2os-72h-cp-a-au00044859_g08_s4_w4bb339448-b6e5-434a-8003-e860d9718aee.tif '
        'taoe005-u2os-72h-cp-a-au00044859_g09_s5_w29c544209-d5d4-4cc6-aa54-e933fe288725.tif '
        'taoe005-u2os-72h-cp-a-au00044859_g22_s1_w450c4d697-04e7-43f2-adc0-115803fddeb6.tif '
        'taoe005-u2os-72h-cp-a-au00044859_h03_s5_w4f138494d-1dc3-4913-851d-9298340bd48e.tif '
        'taoe005-u2os-72h-cp-a-au00044859_h03_s7_w2af428185-cc87-4393-ba8d-69987555abbf.tif '
        'taoe005-u2os-72h-cp-a-au00044859_h13_s2_w49a94af7d-e1e3-43e7-8947-916e8bac5466.tif '
        'taoe005-u2os-72h-cp-a-au00044859_h21_s2_w16620a484-4a9f-40da-be2a-fb6d6d631928.tif '
        'taoe005-u2os-72h-cp-a-au00044859_i03_s3_w20dbff1f8-5637-43ac-9250-726cec5d7b36.tif '
        'taoe005-u2os-72h-cp-a-au00044859_i17_s1_w1e20467ab-bd26-4b33-9c9c-976bd5b81343.tif '
        'taoe005-u2os-72h-cp-a-au00044859_j13_s5_w3f9f1bdfe-4d58-4f63-bb44-ca0e3b2b699e.tif '
        'taoe005-u2os-72h-cp-a-au00044859_k07_s4_w5ed6e2160-9d18-45d6-b205-127f3922c22f.tif '
        'taoe005-u2os-72h-cp-a-au00044859_k20_s7_w4f1db6793-00fe-4645-af0d-37de88ea154f.tif '
        'taoe005-u2os-72h-cp-a-au00044859_k20_s9_w58941973f-bc2c-4973-a367-466a823154e6.tif '
        'taoe005-u2os-72h-cp-a-au00044859_l06_s7_w318424f3d-a89d-4322-b8b9-aae7808cac00.tif '
        'taoe005-u2os-72h-cp-a-au00044859_l10_s4_w1849699ab-c032-4c72-a3b3-e662c222fed1.tif '
        'taoe005-u2os-72h-cp-a-au00044859_l11_s7_w13e4a44e4-98f6-4c65-894f-e8d37a629927.tif '
        'taoe005-u2os-72h-cp-a-au00044859_l13_s1_w2f280ce34-2139-4b50-84f3-88641fa171b7.tif '
        'taoe005-u2os-72h-cp-a-au00044859_l18_s4_w1a810688c-f91a-400d-9508-2c16ef68b82e.tif '
        'taoe005-u2os-72h-cp-a-au00044859_l21_s4_w150b6b153-b233-494d-9f25-152de2fbf9d5.tif '
        'taoe005-u2os-72h-cp-a-au00044859_m04_s8_w111f3c12c-5f23-4267-9aa6-f4270bd613b4.tif '
        'taoe005-u2os-72h-cp-a-au00044859_m06_s3_w12e63286d-8241-4180-b33c-936e8ad2df95.tif '
        'taoe005-u2os-72h-cp-a-au00044859_m09_s8_w45fbf78e3-ab75-426d-aa4f-16a48cbda884.tif '
        'taoe005-u2os-72h-cp-a-au00044859_m23_s3_w4acbd506f-b2ad-4281-ab3b-89b2c8930ada.tif '
        'taoe005-u2os-72h-cp-a-au00044859_n13_s2_w2f33fdfae-4ce9-45d4-84b6-cc13c51bec00.tif '
        'taoe005-u2os-72h-cp-a-au00044859_n18_s9_w486a1b1fa-4767-4393-a0dd-f955fef04669.tif '
        'taoe005-u2os-72h-cp-a-au00044859_n21_s3_w1cabe1eee-9388-4f47-aa9a-dde6b384a759.tif '
        'taoe005-u2os-72h-cp-a-au00044859_n23_s3_w58221fd63-051a-4bb5-8284-0ff58d193a14.tif '
        'taoe005-u2os-72h-cp-a-au00044859_o10_s4_w38957ffd2-9a84-46bd-a4f8-21b2d10b85ef.tif '
        'taoe005-u2os-72h-cp-a-au00044859_o18_s3_w11c91cfc3-b8c3-42a1-bdc9-9afc31f0806b.tif '
        'taoe005-u2os-72h-cp-a-au00044859_o19_s9_w209082d04-175b-4245-ace5-e14172154f12.tif '
        'taoe005-u2os-72h-cp-a-au00044859_o20_s8_w3dd80267f-a679-4326-b717-41ed5c21d6b5.tif '
        'taoe005-u2os-72h-cp-a-au00044859_p01_s2_w426d420ad-686a-457a-8780-cca196aef2ad.tif '
        'taoe005-u2os-72h-cp-a-au00044859_p01_s4_w53137b958-9c91-4f5a-91d0-918c6a251b88.tif '
        'taoe005-u2os-72h-cp-a-au00044859_p03_s3_w5f13d9331-17e6-4769-869c-cc202f112ee3.tif '
        'taoe005-u2os-72h-cp-a-au00044859_p09_s7_w308097f66-f06b-4080-9d10-2f18d9879566.tif '
        'taoe005-u2os-72h-cp-a-au00044859_p17_s3_w5abb89bf8-6e1a-44af-a356-b64572d08f27.tif '
        'taoe005-u2os-72h-cp-a-au00044859_p19_s8_w1b7044d27-f1b9-424b-ac87-65710e021fbe.tif'
    ),
    '/uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images/41749': (
        'taoe005-u2os-72h-cp-a-au00044858_a09_s7_w184fb4c78-39da-450d-97ad-18429e2617b2.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a10_s6_w43791cecd-b94c-4a90-98fd-f944dd4b67d6.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a13_s4_w1d4a5b114-39d7-4617-98d7-8729522cee1c.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a19_s6_w57e31e8f0-b04e-4d8f-abe7-9d170595e408.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b01_s5_w38a5efe99-1327-44cb-88a9-ffc91786465e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b01_s8_w13ddd5aa8-652a-489c-8ef0-e3516bfadc77.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b22_s8_w4edbebbf9-dad6-4049-adba-95a5bb557c65.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c03_s9_w3c9594295-e36d-4899-a35b-6b9406861e36.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c05_s1_w1df6271ef-0b44-41b6-9878-395a6f6956fc.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c11_s4_w23daaa639-9e24-4556-ad17-f8426f0e2d3d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c15_s1_w4f2ff239a-2f8a-4099-b791-5b7c500d4cae.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c22_s3_w26fc664a0-8052-46bb-9f42-67a4447c91a5.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d06_s6_w140ca8c9d-34b4-4dcd-8aba-1cf056dde03e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d13_s6_w5fd061099-48b9-47a3-b5e7-fee217f609c6.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d13_s8_w2f93bbe5c-50c7-44c5-b421-c3a3738f9a39.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e06_s3_w2ed07aa13-c529-4a46-a387-ebfc148ddb6a.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e13_s2_w3167b7495-604f-4e27-8169-e11bb14d7eb0.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e14_s4_w14373a544-9c82-47dc-8748-3704d98a8304.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e16_s9_w14dd97cc9-a17f-4754-b585-7d2db0210551.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e22_s1_w1512b81ad-2c7e-4d20-868c-8d243644dd0e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f02_s1_w13b1b3b7a-c85a-4570-b022-0decffeafcd4.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f04_s9_w11feab919-f079-486f-8d5a-c884829708f1.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f08_s6_w372047cb1-8541-477d-b5a9-d79c8dc4f1f4.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f19_s2_w1d600aa81-52d7-4c6d-bc24-c2273f836fb2.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f24_s9_w2820a9682-637e-4780-bf94-b3c001833c84.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g03_s9_w3da796636-7d59-400e-932b-6fe51956d754.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g17_s1_w325f42975-ba67-41ee-a015-a013b3cfbd8a.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g17_s2_w312e7bada-679f-43a3-888e-f22092f577db.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h01_s7_w35c2f96fd-678d-4dc9-9ebd-128284b39a37.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h10_s6_w22ce64457-37bf-4f1c-819a-eeb71fbfee10.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h18_s5_w4636e355e-79f2-4487-8087-46a4c59caa43.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i03_s3_w40a4fd2d9-2832-49d1-af16-b52ea6a7eca3.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i16_s1_w37709b1b5-a0a7-49d7-9215-7007f6c0be8e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i19_s3_w2573842a0-25d0-4c65-9b19-8f1130f46450.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i24_s3_w5434ebc90-5e9a-459e-9fee-5269836ed231.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j02_s3_w2dade777d-e7e0-4ef4-973e-cf3e06c811d8.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j03_s5_w23fc9a0ee-1074-479c-be96-d470cb4ee3bf.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j09_s8_w4de6160c5-d844-419b-90f9-4af71f5bf799.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k09_s9_w151f35099-0a6c-473f-98c5-b7031b7cee02.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k10_s9_w3e44f2494-a909-4bf7-a176-f55757b97a91.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k11_s6_w456bfd018-09e0-4489-bed4-044b49f9dd17.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k20_s1_w2a0605a15-18b3-46d3-bcfe-cc9d76c22bd9.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k23_s3_w2a402ef4c-27b7-4d99-813d-0c10768d8bcd.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l11_s5_w2ea6841d4-b9e8-49e7-b9f8-b04b54706fe9.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l14_s1_w237ea8dc7-00de-4a6d-acc1-c540d20aadff.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m01_s5_w54a20e69d-16b8-4e3e-ba4d-f837777396ba.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m09_s5_w2f1c9f66b-051b-407c-9530-25dd0b05abb7.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m11_s6_w41ef576fd-ecfe-46b4-8cc5-2fdf17fda446.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m16_s6_w21bd36eaf-8089-4fc8-9912-9325bf4e00bb.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m17_s4_w1dc4dab0c-1c0a-482a-9997-9352470875ea.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m21_s3_w52d07cd50-1602-4ff7-a761-377ea6a48462.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n06_s2_w4af5abb76-7739-4a23-a59e-3b12423cf52a.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n13_s8_w22821604e-e302-4d44-8046-f65ebced467f.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o20_s5_w41c049230-0404-44c1-9a72-3be44181e9d3.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p07_s7_w3a3fdaf40-4568-4182-8747-37b2a25737b5.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p08_s7_w1fc76f5f3-14a0-46c2-b882-6242e1f997ae.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p10_s5_w3690ebab8-aa45-4fa3-a59a-1d6054ea5b38.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p12_s2_w5c47742d0-01bb-4979-bd8b-ab305fb2684f.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p20_s4_w1b82913f4-9c3d-4efd-b482-77ae24c1375b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p24_s9_w4fa43ddf1-fb7e-4427-ae04-2d1f01083b96.tif'
    ),
    '/uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images/41754': (
        'taoe005-u2os-72h-cp-a-au00044858_a03_s2_w2f655ba99-c6cc-4eb7-8f5b-9377101a6b1f.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a04_s4_w1eb857be9-5fbf-455f-866c-2572f3e26f35.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a05_s8_w5a587f1dc-f2a2-4085-96cc-dcfc0e2ac32a.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a17_s5_w2398192af-65c1-4dee-9533-a81a162b6929.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b01_s2_w1c7481d67-0b3c-4abe-ad6c-722374b0887c.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b12_s6_w40a94bed0-43ef-437e-be7e-b498b30b485e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b14_s1_w4411e1522-90cd-4c09-a85d-f6d0043af900.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b21_s2_w36adae13e-7e17-4650-8150-f19dca415301.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c13_s7_w27c77640b-69e8-4c33-9c92-18f37b3fddcf.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c18_s8_w4b783c2d0-1689-40f1-b3db-623cd1c0cbab.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c20_s9_w40a333fc7-632f-4f0c-825e-1896c6f77014.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d07_s7_w5422bc7db-4565-4fe4-a6f0-b95b3574da32.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d07_s9_w54e64ce93-af47-4c0d-8c26-8422978dc8c2.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d10_s2_w162a9996c-f05a-4008-bdfd-e6dc8b8bfe57.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d16_s9_w2ac558224-251f-448d-a396-7f10bbd8e907.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d17_s1_w47605c53b-abb4-4dfc-83cd-ae4353cbe790.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d17_s8_w405edcc96-7764-4e83-aa89-8cd690217866.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d21_s1_w4e613855b-f033-45af-8427-66a674337d0a.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e07_s3_w12c691343-acd2-4080-9f33-fc3e603be078.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e17_s5_w44fda6020-fa37-4f9e-a363-8c7733583921.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f06_s3_w19ebe585b-5769-47a0-907e-731a1b8e3a04.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f10_s5_w26ede5603-0044-4af7-ad93-456a13956498.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f23_s8_w44cd76ce7-195c-4e2a-8d12-6290d020451b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f24_s8_w21ec08d02-fb3e-4c50-a1aa-ae892704c7cb.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g02_s9_w4a4a44792-d2ff-40c7-b34a-7d17e882f84b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g03_s2_w110bc6803-4274-434c-9ae5-ae23ca23f48a.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g09_s9_w4ded33494-2234-4af8-8cb5-745f7e654251.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g10_s8_w207464f49-3dac-43dd-81e5-fdf3bb52f961.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g20_s1_w5f99940aa-710c-45e3-95ea-5192a827a674.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g21_s2_w5d5ee7e61-1c4d-46fb-8455-5a6f28d6f070.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g24_s1_w4c9cf3c7b-469a-492f-8f7a-565b1d549fa6.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j03_s1_w25414792a-22ee-49c4-81c9-6af6a05ae748.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j21_s1_w15d5b6849-e6a5-4dae-b19b-99b25b4d590d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j21_s9_w40be6d521-055d-4d0a-9f0f-ef945fbbb4c1.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k06_s7_w5ce741708-a466-4e23-a20b-9ab65ddb81fe.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k09_s2_w35383a7fc-5c45-4e22-88cb-ddaeef20f168.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k16_s9_w2279d180f-7af0-461d-9f5d-7055ebea4a69.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k23_s7_w3911aa3de-b556-405f-93b1-a4e5f65ed06b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l02_s2_w1c81f68a8-cf2c-4313-b2b8-43ba18cf3927.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l03_s5_w5320d103b-28ec-4335-b79b-02f3f2fc93df.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l14_s5_w37771b697-230a-46ad-8b2f-2949c2e49f83.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l16_s7_w22565c4df-441a-47f5-9280-e0a56d56095d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l18_s3_w58d957498-4d71-4866-8003-939e7bd9c61a.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l23_s7_w37a779230-9ec8-42f3-848e-f2db9213f291.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n02_s8_w5d8986b11-e8b8-4a92-a759-b6b564bff814.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n03_s8_w561cc851d-35cb-4e1a-ae36-0781121e5d01.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n09_s1_w1716c4fca-120d-497a-b364-3f6e7a01a6b3.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n10_s5_w37bf0cb2a-0c92-41da-922d-dfd29f0f8c0b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n13_s9_w227871c98-4fd3-4364-a8bc-122097ec8cf2.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n18_s6_w4bdfe9a70-3562-4d9f-a814-31eb977075b3.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n20_s6_w16aaeab93-43f6-4b42-9640-2a8941f59fde.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o08_s2_w4c33716a3-f4f7-46c0-ad58-38749482ca81.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o09_s6_w17491cbfb-d9f4-4c44-bc39-e758eb1ae67c.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p03_s1_w3b8da7a61-730e-4901-b3f6-6b3b7cb050de.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p04_s4_w214465f0a-9a5d-4fad-b6e1-3b8af0e8ddd0.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p06_s2_w53676ed3b-6ad4-41ad-a947-07b57f9cd7a0.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p06_s9_w4b2b410fe-13fb-4ece-b0a2-de51d4ce3f79.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p15_s6_w41b75996a-69de-4cc1-92ad-a98d01089d33.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p19_s5_w3202e2c28-2692-4e57-b537-32f6b9ff282a.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p23_s8_w3ff0c4392-29b0-4ce9-970a-19bb17a80889.tif'
    ),
    '/uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images/41755': (
        'taoe005-u2os-72h-cp-a-au00044858_c02_s9_w4086068da-0c27-4b40-83b2-a92ac75a8593.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c10_s9_w5391629d0-b73c-43f5-9a15-965ea3e94618.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c11_s2_w30a4f7c52-9aa2-4a17-92e8-b9b4e89642ef.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c12_s7_w2e6b74fae-6fe4-47d9-9912-8fe9d8b2d72e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d06_s1_w19c52606f-0436-4ca9-a8e7-2d44e712f6b4.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d08_s6_w2ebcd553a-f92f-4f73-a504-46d4b8a7301e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d14_s3_w1595eea10-a733-4ebd-9338-e3bb7f6987ad.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e24_s1_w1f6f25d69-e230-4b25-9611-d5e6ce4286ce.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f23_s3_w3e8a24302-7f7a-4f4b-8440-d5a29e8a519c.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f23_s5_w5445b3822-a479-46f3-a02c-2c1cf01aba30.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f23_s6_w4ba26125e-e89d-498e-b8c0-457197802674.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g06_s5_w190235ee5-6a2e-467f-a2f7-6015142c18bf.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g19_s8_w531e62fde-89ce-4d30-ab02-828ffe02a333.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h03_s6_w11d513087-a107-4d31-a6ae-f581c76cfb35.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h11_s1_w4005cadfb-be18-44bd-bbb4-2e325f5d2ba3.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h11_s9_w4f4046ee6-acae-4588-aa6a-17b2c142bb81.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h13_s6_w2c6b0423d-6a3f-4c88-808c-8c41634c7d01.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h14_s9_w46d55964f-3937-46ef-a9fe-52dd4ae2738e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i04_s6_w24142e258-499c-453d-8939-2b1d1000758e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i04_s7_w5e496b900-71dd-41ec-8081-525386466573.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i06_s3_w2cef8a879-53c2-4df6-b75b-e54a8da74caf.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i08_s5_w283973999-8a0a-4577-a2a8-55d452a8f9a7.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i08_s6_w26ad8340b-c9e3-4005-90d7-9fbf67584f07.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i10_s9_w3e0806151-8696-42e8-9b87-57d9193c1563.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i19_s8_w4592ff6e2-1d6a-40ec-bd78-a03ddfaa5618.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i20_s5_w41891c62a-9bf2-44b0-98c3-422ef5ce214c.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i21_s4_w2f1c05869-67ec-45bf-b103-9185620e080b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i24_s4_w4d9ea443b-17bc-4344-a06d-4e208be04723.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i24_s8_w43697dc79-323b-4719-94f2-459ea708c891.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i24_s9_w14b3c6e79-ae2c-40cc-9789-1c2f673d4078.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j05_s1_w24278f1fb-3a03-4b9f-9404-e30056b24ad1.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j12_s2_w4cc9538ff-0345-4c1e-b02d-917004a60096.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j18_s6_w3d8655db1-ee24-4db3-b4ef-7008314630b5.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j18_s7_w55f73d29a-c27e-44db-8fa4-f9d8a646f7e2.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k20_s1_w4f38e08a9-eab4-4bee-a375-0d4f9e229cf1.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k20_s8_w49ad7ccff-7892-4b2d-853e-df34e0bb5962.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k24_s2_w2f58af89a-9a71-4fb8-aede-ea753ec7d07b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k24_s7_w453b685bf-8653-4165-b099-9eda39b855d4.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l04_s9_w2cbf2ec3d-8a44-4445-86c7-8f8fbf8382a7.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l05_s8_w58bf59e8d-a5b7-483c-87ca-3b78a74c1111.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l06_s4_w469b10f3d-c89f-4e01-aa0f-06b16c775a16.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l12_s7_w10378c9c8-7c5a-473d-aed4-36bc107e16d1.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l16_s3_w16c73431e-9420-4081-8b7c-c6342f633528.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m02_s1_w5142fad50-ced7-4e8e-8cda-1cca336a20fd.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m06_s4_w296950257-2fce-4edd-ae49-56849b8fa786.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m12_s8_w4cbc5fa98-af41-4198-b232-ac07f9f76516.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m18_s5_w1f97f1ca8-dff8-41db-953a-1e121b2a7f91.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m18_s6_w48f06fadc-5cd0-4e25-8f54-268e53888ed2.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m24_s3_w492049941-8ffc-4505-858e-fbf491938901.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n22_s5_w174748b15-c714-4e52-8bac-2d707585464f.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o18_s3_w5ab51f310-2a43-4a6c-be5d-ac9b87ec696a.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o21_s7_w5bee195c7-ea21-4ee4-a59e-919f004088f8.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p02_s6_w51c9d91c7-affc-4923-baff-3b42211b693b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p03_s8_w27ebf8440-e756-44cd-8d65-6a6863585be9.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p08_s2_w30ead5c9a-2a56-439f-a227-09db6c316363.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p08_s5_w45faf53e6-7506-4c2c-b5f0-f544da74d576.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p10_s4_w43d3dba0f-d0fa-403a-92b7-d77632c66a86.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p16_s9_w3abeb1aaf-6225-419e-9891-107835a128d1.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p22_s3_w5947cb579-84c6-4420-a552-407f38578a71.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p23_s5_w2c64bda59-a08b-4324-8bb8-21cb6825f723.tif'
    ),
    '/uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images/41756': (
        'taoe005-u2os-72h-cp-a-au00044858_a17_s1_w413fe3344-b5da-4f61-8139-29511ac42741.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b03_s9_w53d424968-5e2c-4e0b-92b9-d2a6c94eba54.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b05_s2_w4dac0c43f-d45e-41fe-ae13-3b87d1a892ee.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b09_s8_w5454605b0-5d04-4f3d-ae00-e912f2a0cd71.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b14_s1_w301bfca6f-aeff-442f-9269-1446c6e62035.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b18_s6_w41379294b-5099-4608-8e8d-cfedf9b1aca8.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b24_s4_w5e93cc94b-57d3-4487-827f-94f585051b29.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c01_s1_w227ddeae0-ed54-4280-b672-ae3a7b26764d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c01_s2_w2c05cb338-01c8-40f8-b1e1-be6ff49f84dc.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c07_s6_w265a22c9a-d7ce-4544-9540-91ed3de29693.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c12_s8_w25c7c6a81-accc-4f76-b359-d3b11950005c.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c14_s2_w25d9edc8a-aac9-4500-b1a5-3fc1944bf9f6.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c14_s3_w57cbdeac7-153d-4f97-ac28-94ca1faca4ef.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c16_s4_w3cc6ebb71-afcc-4aa8-8ddc-909f14bf913e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c20_s5_w347ba20e7-2291-43f3-90f9-337aca39f410.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c22_s5_w3f1c635c1-e979-4298-8d44-f8a6006c63b2.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d01_s6_w508c57a7a-5c0a-4d10-bdfd-c205283708f0.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d08_s4_w3d850b3be-4418-41ab-a616-d334ad445417.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d10_s3_w32bced850-80fa-482a-bd0a-3adc362267e1.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d12_s1_w1be71aa11-0c1c-4ae4-8884-914e6287e43e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d20_s9_w56af21ea6-3c48-4289-9746-28f26b15148e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e04_s6_w3b42b9918-13c2-4533-8bbd-7d8b31e5d5f1.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e04_s9_w5b1ad5d46-4591-4fd2-8cbf-77d1889f0212.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e13_s3_w50eee5e0d-5e41-46d9-b3b3-80c755f16b9a.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e19_s4_w3deed738d-81ae-48be-910e-f320df0f11df.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e21_s3_w51866e355-47c8-4625-be61-725984484c82.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f05_s3_w43a69582d-1af2-40d2-9195-99aa0446619d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f05_s3_w54589cb02-a8ab-4269-ae1b-c1576e43a050.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f09_s6_w59a71d745-2ad7-460c-a25d-2fd58b2dcb1d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f10_s4_w38add8415-03e0-4ee6-9d67-811ed6367e7c.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f20_s3_w287b20359-3fdc-4437-8d0d-76c970d6e39d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g01_s8_w4296ea724-fc08-4bff-a27e-1fda8dea878f.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g18_s9_w10a56a042-7a00-431c-9be4-8a36350e335d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g19_s1_w585d58567-6819-4d30-abf3-939611fdc1cd.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h01_s1_w17a34c017-71e9-4ebf-a583-5752530d52f0.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h09_s4_w4cc3013ee-f201-4705-89d1-3b41de762dd6.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h18_s6_w49fc4a340-1999-4651-8df5-e0641ec3a56c.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i01_s7_w287bedbc0-6f25-46ff-82db-201823c1b711.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i14_s5_w4050895b4-b987-493f-b58b-d633d6b8eaad.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i22_s5_w26f5703b5-86f0-44ef-bc29-486c19da79b6.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i24_s1_w5d95bd901-bd30-4cc5-a721-7f880d67def7.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i24_s9_w4401f3089-3f75-4123-a642-b85f06d4264d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j17_s5_w39dd2090c-3f90-428e-8da8-857abce5974b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j17_s9_w46a7c2ff4-aed6-447b-8614-f4ed5bc60b5d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j22_s9_w3af24437b-c696-4a61-b1aa-b9557984e0fc.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j22_s9_w407d6d029-41d5-4d80-ae2f-dcb85f33b22d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k06_s4_w27b61f085-afbe-4eb0-95c3-e186ff4a6f1c.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k14_s4_w5ed823979-18c4-48b7-87b2-f1bc02b2de24.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k21_s3_w51726a1cf-4898-4e69-af0d-504b867b2c63.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k21_s4_w2d4d2602b-b63a-4e12-aea3-5157e74e2411.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l03_s7_w2f85890f2-c3fe-4361-a966-e47f1573c90b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l19_s5_w35eff5971-8a55-42fb-9f2f-b1b5649c82bf.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l20_s5_w2c5f5491a-b733-43b7-b560-eebf8742638b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m24_s4_w1c4fff344-2b33-4fba-a630-e36ae226a4c4.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n03_s1_w1aeb53297-1203-4276-879a-6edc9d2bb514.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n05_s4_w58d69dc1f-3886-424c-9143-9007b6541346.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n23_s7_w5c16d0107-a2f4-411a-9def-75169a657047.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o01_s9_w28ae26f07-b2cc-4842-a539-8d1313ec9502.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p05_s4_w35c34f71a-8076-4262-8801-8768668fb730.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p19_s7_w214ccdd78-206f-463b-bf9a-8d56af73dc30.tif'
    ),
    '/uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images/41757': (
        'taoe005-u2os-72h-cp-a-au00044858_a11_s5_w56de2d126-1093-4aa9-8090-b83c71327f31.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a21_s2_w183f51efb-8aac-4fdf-bc2a-186950ce7698.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a24_s4_w13b8ea640-3658-4f3e-9696-b1bfa569ecff.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b02_s5_w1a3a64c74-8eff-41ca-ac5d-df77718e7937.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b05_s8_w37d752509-b65a-45d8-b701-e91bee1d96aa.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b21_s3_w4bc247dde-fa7f-4ec8-bae8-56411dfd6a80.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c11_s1_w2f5111eb9-ff1c-4fb1-aede-cf85d17ac391.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c13_s4_w4dcc13257-d1ed-4230-b914-6fe92ce241f1.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d07_s7_w16d155c9f-6f6e-4b9d-bd64-1e560daa0636.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d09_s8_w1cbd8ec74-fcf5-4ced-9b53-d2a2ee9f2766.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d19_s5_w2a296fe9d-ea84-4837-be08-2de3635fd1f5.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d21_s7_w5ce5d1106-6979-49b8-bd28-45c7a74ee99f.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d22_s2_w113e55dc9-e0ee-4392-9344-d6348ecdc02d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e01_s6_w2616e8a55-db70-4dd9-b55b-094dfb443855.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e03_s2_w28db4313c-42a1-4af2-ad5a-f4cef9e1926b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e03_s3_w565dc4e78-50a1-454b-b1cc-4a5469d3d073.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e05_s2_w1b46442a5-916d-4989-b737-ca38da6b4b0b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e09_s3_w4e0eba78b-ce15-4a6a-b185-a4fdf361cd66.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f04_s1_w2ecb3b753-1cbe-41c8-9795-0c767b3c1eec.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f07_s6_w4fff59905-1f1a-4eb8-8286-e7598979df1f.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f15_s5_w1bce983f1-21de-428f-b846-19521d82eb61.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f17_s5_w3a0e58693-8a02-4fa2-90fa-56da442038bb.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g15_s4_w215fa01a2-3630-4d33-b1fe-dad5d7bccd3c.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g15_s7_w5448d55fc-3a4a-4bca-a430-e9baa4dff81a.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g21_s2_w1a383649f-958c-486e-b80d-3452c6d6fd65.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i02_s7_w5c6852765-6ad7-4b77-930f-da0896a7d8ed.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i10_s6_w3ed2ac6a2-37d1-4e99-a3bd-a1ea9ce535a1.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i18_s3_w16f626c0a-25cd-4f08-9e99-aa96a1d27709.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i19_s5_w59477b3b6-9541-4634-a51e-f524a72b4c44.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i21_s1_w36855940e-8e6e-4f5d-a72d-8158a131f3a3.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i24_s6_w3afeb0cba-55fb-43da-97ef-ab3f2a5b71d4.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j09_s8_w5382b3e3f-d965-486e-9929-6fc16ff84f71.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j22_s9_w5b76de480-31c9-487c-911f-e7fba4755894.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k13_s7_w2400ec376-7443-4d91-ab26-c8e40240a152.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l03_s9_w250a8833e-1c38-4554-a8c1-f3b8e8f8aef9.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l05_s5_w373ab6434-5636-4352-84e1-5f477c61ef2e.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l07_s5_w374c75321-cacd-4aec-b58f-508048dbb6b1.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l07_s9_w2c03db05d-803b-45d5-84a9-99fa5bad15b6.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l08_s4_w4271e03a3-6df7-4557-aebd-ff549bae8e1a.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l10_s2_w143cc2fd6-fef2-4e4e-91d0-7088799ca5fe.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l21_s5_w25681b26a-ad42-44e8-94b5-5cb7e2005c3f.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l23_s9_w4a9a7f6eb-b9b4-4422-b2e6-a5aee0c4215d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m09_s9_w47c6a0659-5ae8-4e68-bbeb-8f7c1962132d.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m15_s1_w473138039-b57d-4935-8ca0-97cd71609ef3.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m22_s8_w404e5d4f0-e7a6-450b-848e-0fbca1659e8b.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n06_s9_w169a2e0ec-f61b-4873-93b6-fbe649f61973.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n09_s7_w25871a9e9-9511-4510-9e89-84013b8a1761.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n15_s5_w224ca63ac-e2cc-472b-a832-1fdc30460cb0.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n15_s9_w181481dbd-a4b9-452c-9190-f11450fdec91.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o11_s5_w3b80b7a21-462b-4642-a3fa-e80027c77dc6.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o11_s5_w4273cc678-6eb3-498f-8ede-4fb10d9daeb3.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o13_s7_w3b277d21e-4969-45e3-a518-5c1eca45d1fe.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o20_s9_w1484e78fa-3cd4-4bd1-8735-d9275c792746.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o21_s5_w5aa05d56f-9622-4f7b-be3c-7bd5b715a239.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p05_s1_w3bf27cc74-76cd-407c-82f9-23208062c7b9.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p06_s8_w2561d862b-1b14-4e0c-9d1f-260040a3f6f5.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p09_s8_w59a964498-0732-4d1a-a12b-3ddfa0540a32.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p09_s9_w1a3861f66-8f30-49dc-8502-2a292965bc41.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p13_s7_w3cda5a723-e297-4275-9e1a-3ee6ee00ef53.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p24_s4_w30a546a05-9129-42d5-ad34-b791888a4d9a.tif'
    ),
}


RP_IMAGES_OTHER = {
    '': (
        'generate_screens/make_all '
        'generate_screens/make_screen.py '
        'idr0033-study.txt '
        'requirements.txt '
        'scripts/upload_masks.py'
    ),
    '/uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images_illum_corrected/41744': (
        'taoe005-u2os-72h-cp-a-au00044859_a17_s6_w182366eb1-1f53-4a1c-9af9-5406a6ce88ca_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_a24_s6_w4120383da-6fbe-460f-bc53-d2643fc3b1e7_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_b05_s1_w5236d4b3a-cd61-43d5-9ec1-38fd4db63276_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_b21_s4_w3afce2144-b630-48d8-9e7e-798faad5a643_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_d03_s4_w21c44394f-b018-45e3-b3cd-952306737dad_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_d06_s4_w3409229c2-350c-4fd9-bfc8-3308b5199bc4_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_e06_s6_w1b73d9636-164d-4272-b20e-95bf13a3f478_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_e07_s5_w1a9e50f76-f324-4548-813b-cb5e18f04bec_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_f04_s6_w3605584f8-2655-4c2e-a606-7d741c09045e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_f07_s1_w4a1e72d59-de35-4986-b014-da7424511a68_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_h02_s4_w3fb807a5d-979d-44a8-8eb7-43a55ceca818_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_h04_s7_w18eecff5d-06fd-4f3c-9fac-1bd3e13d121a_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_h22_s9_w106ece263-4764-4e4f-a2b6-72252365412e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_i03_s1_w289bb7041-6f87-4ed2-af24-09bf6562749b_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_i18_s6_w202130b75-bbe3-4fe5-978a-2df6d97f0a9f_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_i19_s8_w5a32cea69-52aa-4132-bf2f-91c9e35d86c2_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_i24_s8_w5af8078b8-8e64-4e14-abab-8cddb6d5fbc2_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_j04_s7_w3eb28a796-6da4-4376-896e-5a1f953b8278_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_j13_s1_w12adf76a0-a7d9-49d0-a65a-5187103d3b8a_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_j17_s8_w5b1161df7-1567-4405-b099-0f68aa5cb1c6_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_k13_s2_w2da2eaf1c-8ca9-4a26-b396-966b2607a673_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_k21_s8_w12dc22b8f-1ed7-411f-bb6c-cf3331c6a5e8_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_k23_s5_w3112cf46b-0be2-4020-888e-1306455fc5fa_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_l02_s9_w2b6f39764-a4d1-4f3f-8e2e-a5f4f3bd9985_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_l03_s8_w24d44b28e-831d-40bf-a437-96a10d4973ed_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_l07_s7_w2770de647-87f0-46b3-ab41-fbd09ada1072_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_l10_s1_w1e3d6b160-da2b-47cd-b636-f4ec18bbfcb6_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_n01_s7_w54915ceff-8e2c-4f6e-b282-522370623c4b_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_n10_s1_w292471900-0a38-44f8-970d-78a34a39eec3_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_n19_s8_w28d9ba954-5159-4558-8a07-7bba4e99f682_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_o11_s6_w3508da73e-2d93-4ddb-857d-f40cd321074f_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_o12_s1_w52c58cee7-8613-491e-95b6-682bb3b00f80_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_o12_s2_w510f9af95-6380-4878-b334-299a37c1215f_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_o17_s2_w29853e6be-b145-43b3-b89f-bed587545963_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044859_p12_s3_w5d88210a8-f924-4744-bbf4-ffb68a569903_illum_corrected.tif'
    ),
    '/uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images_illum_corrected/41749': (
        'taoe005-u2os-72h-cp-a-au00044858_a11_s2_w36d71916e-520c-41c2-9589-8aeb61164104_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a21_s3_w555ded4b8-1783-47bc-bdbd-e1b1df8fb192_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b02_s2_w13b962987-d4d0-4a1a-a194-07128f869a4f_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b03_s6_w5ad89706c-a45c-4669-84c0-51420ebc7753_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c17_s4_w5a37f9d52-9d61-405d-b8a6-46681f5df62d_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c17_s8_w5296d8e06-e663-48a4-bfdd-c6851cf05a35_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d07_s7_w57d2c8522-2d55-4cf1-af97-cbb714466d70_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d13_s3_w196afe692-a8ea-4715-8b26-9f665f9fc505_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e03_s9_w10a5734da-ec9b-4d38-a406-910a9806ce62_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e11_s4_w3c474b9b9-fabf-4ae1-a93e-3188317585f7_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e12_s3_w4708412d7-c211-429e-befe-cfae80dda471_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f07_s5_w46ad5ce62-7be0-4ddf-8d0c-f59463619490_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f24_s7_w1034f7288-9d0c-4877-9944-295039b89b0c_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g04_s9_w499fe24fd-949d-4e87-af93-79b301feb4e1_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g11_s3_w2925c88ca-4bee-49b5-b315-6573ee938d57_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g15_s5_w32f4abc67-7497-4c16-acc9-950163eb9691_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h17_s5_w5890a49e2-be6a-4c2e-8136-1867a2a8e6e8_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j11_s7_w4a599f347-25f6-4e9d-bbec-40d8dba646ec_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j13_s8_w4d347ec15-80eb-4289-a450-700a3538194d_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j15_s4_w486f68c0d-a4fd-441f-8ca8-28a8d0c08244_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k09_s3_w547640e4f-6ca5-404d-92a2-84531a300e22_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k24_s2_w2acb54353-1457-4d54-8f62-a9e78a947e83_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k24_s4_w43d4db880-ab3a-40d7-8b99-b223a2126573_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l16_s4_w1f5caa420-d775-4de3-bbce-946d6addb851_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m04_s8_w38d05a596-c804-401f-9683-45a39dac436a_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m06_s5_w48f4399c0-78b2-4c9a-b2f0-3a1d3bbdfc5e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n08_s5_w4aa860e87-04ed-4c06-8a4d-d2b9b912f468_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n11_s6_w55ce7243a-0e16-4474-abe4-e096483d6ddb_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n14_s6_w210884a07-d725-4220-9fde-6396280e7641_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n21_s4_w2411591ec-f2f1-4de7-997b-fbc831bce70e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o07_s3_w25580bfed-89f4-4a43-8664-17a2a12e4e15_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p03_s1_w3bc5c2f4d-00d2-4c2f-bf23-e9f1bdb20a9e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p04_s5_w5e35a2989-6d5b-40ea-97b5-4e48ea3eb41e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p08_s2_w3742720ce-78f4-4c18-88d1-646dc9893055_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p22_s1_w3fcea8274-a110-4236-95de-10cedb7fbcfa_illum_corrected.tif'
    ),
    '/uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images_illum_corrected/41754': (
        'taoe005-u2os-72h-cp-a-au00044858_a01_s3_w5fb7c6f25-b079-4d35-9d30-5f4fa8f93c57_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a04_s9_w568adfe2f-226f-4a41-94ab-87f3d268395e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a09_s1_w2683b83e0-5f9d-426d-8b66-45ee20eae84b_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a13_s1_w5712eb621-0b8b-4e07-b090-60c662206fac_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a21_s2_w5c203d317-815c-4a7c-8703-16e19855fb70_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b09_s2_w4d95868b8-05d6-437d-8586-510a7fd70ea2_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b13_s3_w47b0680d1-ee71-4d28-bd2b-46f48af7cb68_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b23_s8_w132aa94b5-28d2-4233-945f-5a6b01b1cd4c_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c07_s3_w3e119eb8c-4e71-4b70-8ff5-1db078e2b65a_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c21_s1_w33ee3f95d-ece6-4cb1-832a-d04ff2c68359_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c22_s8_w1b4463f9b-5c88-4278-886b-1176a648b663_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d10_s5_w2a1cbe7cd-4ac4-4573-9a3d-753c6beb3004_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d22_s3_w55c06efcb-4d06-4c00-bf61-fa2927f3b2bf_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e11_s3_w2cd8fe33f-45d6-4a25-b5f8-95a008a42807_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e12_s6_w23ae83bee-3bec-4107-a553-c327822b1ef2_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g02_s1_w1603173ab-d2a0-469a-b506-242c40419dce_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g04_s5_w33839412a-476d-4b4c-a7ec-259260987cb7_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g12_s4_w46caa634c-d3a9-427c-89ec-894115f6a75a_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h03_s7_w5022c1ef3-b6a7-4078-bf25-307ee5eb8220_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h17_s3_w1bb9140b5-b391-4326-8db2-0de27750c8f3_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i16_s3_w531d2180d-18bc-45f3-931c-7d75977d2117_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j05_s2_w5a99f1833-3525-4b0e-95b5-716abceec9fb_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j11_s2_w38e04a5bd-7540-4422-8fe5-a94c5f88f365_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j15_s6_w41282c0fb-f4af-4e11-b850-04113e66a16d_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j24_s6_w3a761fc63-a7c2-43d1-8ff2-22784960fb2a_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k13_s2_w1ce74d54b-2b0c-4193-9b2e-9271c49f97b2_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m11_s4_w4def3631d-8cb2-4449-bcd1-8599071e6734_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m14_s8_w33736d9c7-abbf-4402-abad-f9f7704b0309_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m20_s1_w17d56b448-a430-4a9a-8f47-2fb821b6673f_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m22_s6_w19c333473-6fec-4b59-ad77-a451e807fed7_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n06_s7_w1a1c88299-e69a-47d2-9dce-8b902534c723_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o15_s6_w46cf27220-f32b-4bd9-bfc3-47089f3d884c_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p09_s9_w1515ad4dc-7ecb-4605-a11e-efe6b0100463_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p13_s1_w4e1fa7751-e9e6-4450-90e9-b7e3643054b9_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p16_s9_w33f93cad5-6e66-4734-98c1-c5c567d5a766_illum_corrected.tif'
    ),
    '/uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images_illum_corrected/41755': (
        'taoe005-u2os-72h-cp-a-au00044858_a16_s7_w2ea005094-85f4-419f-bbfb-72fc4e864c70_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b17_s2_w4b3e810b0-004c-4a78-bc89-9cafa7883b3f_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c12_s9_w4805a0d76-4792-4bfd-9ebe-690a766b494b_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c23_s5_w1784ced05-8284-43fa-b47a-35a2871f41e9_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d10_s5_w25f39cbd1-d7f7-41e3-96a9-7789f0cacfa3_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e04_s6_w402fbab89-a6b1-4cc7-9113-f57e6879369d_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e18_s5_w404ed24cb-6230-4a5b-8613-a1735c9dd4a1_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e22_s4_w5ecf056d0-7456-4ea9-9682-463a49580c79_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f01_s6_w4e6af2002-b0e4-40be-9039-b63fdeed1cae_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f18_s6_w30611c09c-6d86-4b12-ae0b-da808ecdb7b3_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g08_s8_w12fae8e78-718f-4b3c-ab67-ff9f7a0f7db6_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g10_s6_w4d7f5ed3d-99e6-4a78-ace5-b78db754fb38_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g18_s1_w4cb88f5e8-480d-424c-9153-31f2dd73a474_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g21_s3_w10953a05f-aea3-4774-98a1-8597a979a63b_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h06_s9_w3b3629436-4ab0-4566-ab88-24a5a984d938_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h24_s6_w2ea710ede-6510-463a-984a-c372975b15f3_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i10_s5_w37885c8be-5f19-4d2f-a87e-f57a6e5d0a6c_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j09_s1_w5af129e92-c4a9-4ca0-a37b-5faaf3d8d06e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j10_s2_w59fc68b4a-4346-4790-ba79-10c674840eae_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j14_s1_w147b4af75-8eb9-4e4a-b6d4-ad780f9cda96_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j14_s4_w5ce265e5f-cc13-4b30-80fb-6b8851d01dde_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k06_s3_w2cb4c0255-e8fa-4c11-afe6-472c77d3b4e0_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k12_s8_w51c7a9174-f469-4162-8d61-1dd7beae4367_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l02_s6_w387ecdf6e-08f8-40a7-8feb-4bd645bf2ed6_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m01_s9_w57ee3d2c1-c40f-4bea-9735-40f20ecacd4e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m08_s7_w101b99240-cb3f-4911-b0f0-ee8807071dde_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n05_s7_w1f92cc91b-b147-484e-b594-012bd47cd86d_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o02_s3_w1d48ac611-27f4-48ec-af77-5f5018bf8b9d_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o06_s4_w5554ab481-05a6-4ba1-bd8a-edc51ec94be7_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o20_s5_w57d90632b-0aa6-4081-ba5f-7a8ff69f3e73_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o24_s9_w424b9980b-5f1b-4c42-9893-961b0c4e47f5_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p03_s8_w3ac2b8ea0-30f6-4831-b44c-5e50885c27c0_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p09_s5_w337b3983e-2fb1-4c75-b1ee-669f6a4db5a5_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p18_s7_w4f546ef48-d897-45de-a44a-33120e9e444c_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p21_s4_w18ee02bc9-d255-4012-a5da-c8d6385b5a3e_illum_corrected.tif'
    ),
    '/uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images_illum_corrected/41756': (
        'taoe005-u2os-72h-cp-a-au00044858_a08_s7_w36c16ffad-49ce-4a53-bc58-00507d1ae859_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a12_s1_w49013c27d-a42b-4720-8790-5b9721d56688_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a12_s9_w18d573cbc-37c2-4860-8072-bd99fe164dc4_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_a16_s4_w57546919b-6b46-4759-98d2-1e0f9de897c2_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c05_s5_w37216c276-522d-442e-a545-576ff42471ea_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d04_s2_w548305082-db23-49d1-9dd7-240fd514b2a4_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d15_s1_w1b107ad8c-415b-4fd7-a575-21c2a7eb20aa_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d15_s3_w4babc156d-5b88-4de6-a6d9-a6d2f3cd650b_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d22_s5_w3f271b71a-6956-4f64-9a43-fc4496b0d38e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e07_s6_w56b1deaf4-0280-4ebb-b2ca-1fda1ee33db4_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e22_s7_w4374b7c9f-db8b-4463-8ac0-72bd0c964da3_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g02_s8_w5be8621d9-733d-4003-9b06-9cb3e29504b6_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g03_s4_w18e97a0b5-fc43-4f03-abef-94bd51d68169_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g17_s8_w3e110c44d-0088-4340-aff5-2ccf0016460d_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h05_s3_w43cee07e0-c568-47f9-a500-3abd53aa7b74_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h07_s7_w379717410-2396-431d-977b-2214e1329f6b_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i03_s2_w1626f2e06-57aa-49ba-89bc-7c6d6166363f_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j10_s9_w52c0d20b0-c4e9-463b-a62c-146054a41562_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j14_s4_w38a689432-59e3-4cd9-8110-541c943495eb_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j17_s2_w502d344f9-beac-49ea-a87b-cef0e3c9f410_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j20_s4_w44bade5f6-98e4-41c8-95d4-b7c1d467fc8b_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k06_s9_w4b977de73-0bec-43c5-9c7a-12531ec597ca_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k07_s2_w2bc4d78ec-9c3a-4b77-8210-76e5d6f73165_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k19_s9_w551d79aa8-6f91-4673-a214-20593264d410_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l08_s3_w2c8313e7a-d0de-4522-bfc5-8d01ef45f6c9_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l18_s2_w4b4942294-401d-4053-866d-7f55e276ada3_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m02_s6_w35072699d-3efd-452b-9a55-f658e4f836e3_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m03_s6_w54078fb13-af0d-4ad5-aa87-9981476f2a58_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m12_s5_w3c1009d07-7f62-4424-b858-059798aceda9_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m22_s9_w393fb1b63-ef2c-422b-a2ba-bc0cc4ed21e8_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n12_s7_w24f09d46c-e4c9-400e-ae74-029f00252de1_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n14_s3_w16fc7d907-a110-41bb-ae3b-fe31595c808d_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o17_s5_w16fafb432-4fb4-4083-a6f0-53c50cb54675_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o19_s9_w395e6992c-42d3-4f17-803d-bd5e20a2df5d_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p05_s4_w5e3bd7959-cf5e-4427-ab1f-cbe5c86097fe_illum_corrected.tif'
    ),
    '/uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images_illum_corrected/41757': (
        'taoe005-u2os-72h-cp-a-au00044858_a21_s5_w51653dfba-9ad1-4730-99d3-409ee1e9ff9f_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b16_s7_w56c8bf897-ab0c-4283-8003-37221c565c28_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b19_s1_w57f15e375-4f8e-421e-93e7-a555de18af6f_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b20_s1_w271e77b08-d0a0-4293-8005-7684b970f6fe_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_b20_s6_w295e1aa47-b1ec-47c3-ba71-51c526d8d07e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c07_s4_w1c5800da1-ff6a-480b-b963-e0badc092b20_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_c12_s3_w2e404e172-27e6-4332-9b98-c0adf10d26de_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d12_s1_w1c10b5cb2-e6c5-442d-a24b-116c73204d1e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_d14_s7_w16a28ae01-7907-4ff8-a719-ada543b81bd8_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e20_s2_w5bd83773c-3ad4-48f1-89d8-4bdb0af48cc4_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_e21_s4_w2bc5f22fc-a8fa-48ca-b3c7-2ba5cb9ea382_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f05_s7_w25af2119f-49c9-42d3-8ec8-08efdf0f660e_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_f08_s6_w43ffc6d8f-8cf8-42d4-a6a1-e1fd3af5ff58_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_g01_s4_w398f31746-a27b-4515-9eb0-2f82d05a28a9_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h12_s3_w5d8d299d2-d81d-4479-bb2e-98f8ab74d5a1_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_h13_s8_w45006b7d9-68d7-4020-950b-44a9f7a427a4_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i09_s2_w19b062396-2dab-4696-9b5c-cb2a52acdcde_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_i09_s9_w41ca36363-2b9f-4a17-a09a-1e5a2b97b71c_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_j12_s9_w18155afff-0cf8-4a77-8762-61a6ea21457d_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k01_s1_w28ccf0784-b7a9-4064-ae04-38d0ecadfee4_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k05_s2_w43d37a678-6bee-4ef3-bbe4-fbbe5bf46257_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_k11_s9_w4e375af27-c7cb-4ddd-934a-cf22708ac5b1_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_l17_s2_w14cc86cb9-35f3-4bd5-92ca-94664530f6de_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_m05_s1_w126bc8d76-b2c7-4d64-93c7-6d77d9c796f2_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n12_s9_w110a03153-3b73-4a54-ae40-e83e6a8a9dec_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_n15_s8_w11113edaa-58aa-41bb-a912-2d130c15eb00_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o05_s7_w33c5fe132-11b8-4508-b3a4-0a44fe25a6fb_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o10_s3_w1aa0c07b2-ac22-4f28-a578-da78c0385b77_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o12_s7_w265950d82-3a79-4448-a989-b0a34038a599_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o19_s8_w1e28c60c7-938c-41d3-8910-6f9e3675b5f1_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_o22_s3_w4df5840a0-f73a-42d8-a07d-c2a36a184146_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p11_s1_w59225dcc6-d59e-4ae9-b65f-276ea03ed841_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p12_s6_w27d9c7c64-5641-4f04-9beb-4d9f5b4a2dae_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p15_s3_w114c3cabf-197f-4f7d-9580-5f4cda7ca2bd_illum_corrected.tif '
        'taoe005-u2os-72h-cp-a-au00044858_p21_s9_w40cf6654b-d397-4db8-abbc-09d8f21887d3_illum_corrected.tif'
    ),
    'screenA': (
        'idr0033-screenA-annotation.csv '
        'idr0033-screenA-bulk.yml '
        'idr0033-screenA-bulkmap-config.yml '
        'idr0033-screenA-library.txt '
        'idr0033-screenA-plates.tsv '
        'idr0033-screenA-processed.txt'
    ),
}


PPS_PLATES_KIND = {
    '': (
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170915PPS073/PpsL05HepG2TubARelA_PPS073_20170916_210719/110000251236/110000251236.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170915PPS073/PpsL05HepG2TubARelA_PPS073_20170917_000633/110000251240/110000251240.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170915PPS073/PpsL05HepG2TubARelA_PPS073_20170917_040523/110000251226/110000251226.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170915PPS073/PpsL05HepG2TubARelA_PPS073_20170917_191910/110000251244/110000251244.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170915PPS073/PpsL05HepG2TubARelA_PPS073_20170917_221703/110000251267/110000251267.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170915PPS073/PpsL05HepG2TubARelA_PPS073_20170918_051442/110000251277/110000251277.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170917PPS074/PPSL05HepG2Tp53bp1CltA_PPS074_20170918_164753/110000251206/110000251206.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170917PPS074/PPSL05HepG2Tp53bp1CltA_PPS074_20170918_220927/110000251211/110000251211.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170917PPS074/PPSL05HepG2Tp53bp1CltA_PPS074_20170918_231318/110000251212/110000251212.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170917PPS074/PPSL05HepG2Tp53bp1CltA_PPS074_20170919_053701/110000251218/110000251218.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170917PPS074/PPSL05HepG2Tp53bp1CltA_PPS074_20170919_161632/110000251528/110000251528.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170917PPS074/PPSL05HepG2Tp53bp1CltA_PPS074_20170919_213915/110000251533/110000251533.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170917PPS074/PPSL05HepG2Tp53bp1CltA_PPS074_20170919_224358/110000251534/110000251534.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170917PPS074/PPSL05HepG2Tp53bp1CltA_PPS074_20170919_234812/110000251535/110000251535.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170917PPS074/PPSL05HepG2Tp53bp1CltA_PPS074_20170920_061145/110000251541/110000251541.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170917PPS074/PPSL05HepG2Tp53bp1CltA_PPS074_20170920_071532/110000251542/110000251542.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170917PPS074/PPSL05HepG2Tp53bp1CltA_PPS074_20170920_102717/110000251545/110000251545.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170921PPS076/PpsL05HepG2TubARelA_PPS076_20170923_005004/110000251560/110000251560.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170921PPS076/PpsL05HepG2TubARelA_PPS076_20170923_034858/110000251564/110000251564.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170921PPS076/PpsL05HepG2TubARelA_PPS076_20170923_150305/110000251592/110000251592.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170921PPS076/PpsL05HepG2TubARelA_PPS076_20170923_190227/110000251568/110000251568.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170921PPS076/PpsL05HepG2TubARelA_PPS076_20170924_075909/110000251600/110000251600.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p170921PPS076/PpsL05HepG2TubARelA_PPS076_20170924_085856/110000251605/110000251605.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171004PPS077/PpsL05Wpmy1TubARelA_PPS077_20171005_221037/110000251483/110000251483.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171004PPS077/PpsL05Wpmy1TubARelA_PPS077_20171006_021001/110000251477/110000251477.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171004PPS077/PpsL05Wpmy1TubARelA_PPS077_20171006_030940/110000251478/110000251478.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171004PPS077/PpsL05Wpmy1TubARelA_PPS077_20171006_050855/110000251489/110000251489.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171004PPS077/PpsL05Wpmy1TubARelA_PPS077_20171006_070818/110000251487/110000251487.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171004PPS077/PpsL05Wpmy1TubARelA_PPS077_20171006_090745/110000251485/110000251485.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171005PPS078/PpsL05Wpmy1TubARelA_PPS078_20171006_152951/110000251407/110000251407.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171005PPS078/PpsL05Wpmy1TubARelA_PPS078_20171006_182925/110000251410/110000251410.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171005PPS078/PpsL05Wpmy1TubARelA_PPS078_20171006_212852/110000251413/110000251413.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171005PPS078/PpsL05Wpmy1TubARelA_PPS078_20171007_042701/110000251420/110000251420.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171006PPS079/PPSL05HepG2Tp53bp1CltA_PPS079_20171007_191656/110000251425/110000251425.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171006PPS079/PPSL05HepG2Tp53bp1CltA_PPS079_20171007_202049/110000251426/110000251426.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171006PPS079/PPSL05HepG2Tp53bp1CltA_PPS079_20171007_233230/110000251429/110000251429.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171006PPS079/PPSL05HepG2Tp53bp1CltA_PPS079_20171008_003642/110000251430/110000251430.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171006PPS079/PPSL05HepG2Tp53bp1CltA_PPS079_20171008_014035/110000251431/110000251431.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171006PPS079/PPSL05HepG2Tp53bp1CltA_PPS079_20171008_024422/110000251432/110000251432.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171006PPS079/PPSL05HepG2Tp53bp1CltA_PPS079_20171008_034810/110000251433/110000251433.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171006PPS079/PPSL05HepG2Tp53bp1CltA_PPS079_20171008_045253/110000251434/110000251434.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171006PPS079/PPSL05HepG2Tp53bp1CltA_PPS079_20171008_070022/110000251436/110000251436.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171006PPS079/PPSL05HepG2Tp53bp1CltA_PPS079_20171008_090821/110000251438/110000251438.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171006PPS079/PPSL05HepG2Tp53bp1CltA_PPS079_20171008_111612/110000251503/110000251503.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171007PPS080/PPSL05HepG2Tp53bp1CltA_PPS080_20171008_192516/110000251444/110000251444.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171007PPS080/PPSL05HepG2Tp53bp1CltA_PPS080_20171008_213309/110000251446/110000251446.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171007PPS080/PPSL05HepG2Tp53bp1CltA_PPS080_20171009_014841/110000251450/110000251450.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171007PPS080/PPSL05HepG2Tp53bp1CltA_PPS080_20171009_035637/110000251452/110000251452.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171007PPS080/PPSL05HepG2Tp53bp1CltA_PPS080_20171009_070844/110000251455/110000251455.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171007PPS080/PPSL05HepG2Tp53bp1CltA_PPS080_20171009_081344/110000251456/110000251456.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171007PPS080/PPSL05HepG2Tp53bp1CltA_PPS080_20171009_112525/110000251459/110000251459.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171007PPS080/PPSL05HepG2Tp53bp1CltA_PPS080_20171009_122917/110000251460/110000251460.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171008PPS081/PpsL05Wpmy1TubARelA_PPS081_20171009_211322/110000251790/110000251790.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171008PPS081/PpsL05Wpmy1TubARelA_PPS081_20171010_091029/110000251802/110000251802.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171008PPS081/PpsL05Wpmy1TubARelA_PPS081_20171010_110956/110000251804/110000251804.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171009PPS082/PpsL05Wpmy1TubARelA_PPS082_20171010_163825/110000251726/110000251726.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171009PPS082/PpsL05Wpmy1TubARelA_PPS082_20171010_173815/110000251727/110000251727.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171009PPS082/PpsL05Wpmy1TubARelA_PPS082_20171010_183804/110000251728/110000251728.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171009PPS082/PpsL05Wpmy1TubARelA_PPS082_20171010_193753/110000251729/110000251729.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171009PPS082/PpsL05Wpmy1TubARelA_PPS082_20171010_234036/110000251733/110000251733.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171009PPS082/PpsL05Wpmy1TubARelA_PPS082_20171011_004021/110000251734/110000251734.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171009PPS082/PpsL05Wpmy1TubARelA_PPS082_20171011_043913/110000251738/110000251738.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171009PPS082/PpsL05Wpmy1TubARelA_PPS082_20171011_053855/110000251739/110000251739.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171009PPS082/PpsL05Wpmy1TubARelA_PPS082_20171011_103734/110000251744/110000251744.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171009PPS082/PpsL05Wpmy1TubARelA_PPS082_20171011_114158/110000251745/110000251745.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171012PPS083/WPMY1-TP53BP1-CLTA_PPS083_20171014_055116/110000251783/110000251783.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171012PPS083/WPMY1-TP53BP1-CLTA_PPS083_20171014_075740/110000251785/110000251785.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171012PPS083/WPMY1-TP53BP1-CLTA_PPS083_20171014_172607/110000251774/110000251774.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171013PPS084/WPMY1-TP53BP1-CLTA_PPS084_20171015_110554/110000251717/110000251717.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171013PPS084/WPMY1-TP53BP1-CLTA_PPS084_20171015_162128/110000251722/110000251722.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171014PPS085/PpsL05Wpmy1Gm130Sqstm1_PPS085_20171015_214531/110000251746/110000251746.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171014PPS085/PpsL05Wpmy1Gm130Sqstm1_PPS085_20171015_224639/110000251747/110000251747.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171014PPS085/PpsL05Wpmy1Gm130Sqstm1_PPS085_20171016_015031/110000251750/110000251750.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171014PPS085/PpsL05Wpmy1Gm130Sqstm1_PPS085_20171016_045417/110000251753/110000251753.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171014PPS085/PpsL05Wpmy1Gm130Sqstm1_PPS085_20171016_085912/110000251757/110000251757.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171015PPS086/PpsL05Wpmy1Gm130Sqstm1_PPS086_20171017_014538/110000251689/110000251689.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171015PPS086/PpsL05Wpmy1Gm130Sqstm1_PPS086_20171017_024653/110000251690/110000251690.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171015PPS086/PpsL05Wpmy1Gm130Sqstm1_PPS086_20171017_055058/110000251693/110000251693.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171015PPS086/PpsL05Wpmy1Gm130Sqstm1_PPS086_20171017_130521/110000251700/110000251700.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171015PPS086/PpsL05Wpmy1Gm130Sqstm1_PPS086_20171017_150950/110000251702/110000251702.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171017PPS088/PpsL05Wpmy1Gm130Sqstm1_PPS088_20171018_223129/110000251627/110000251627.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171017PPS088/PpsL05Wpmy1Gm130Sqstm1_PPS088_20171019_013525/110000251630/110000251630.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171017PPS088/PpsL05Wpmy1Gm130Sqstm1_PPS088_20171019_043953/110000251633/110000251633.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171017PPS088/PpsL05Wpmy1Gm130Sqstm1_PPS088_20171019_064222/110000251635/110000251635.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171017PPS088/PpsL05Wpmy1Gm130Sqstm1_PPS088_20171019_114849/110000251640/110000251640.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171019PPS089/WPMY1-TP53BP1-CLTA_PPS089_20171020_144626/110000251666/110000251666.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171019PPS089/WPMY1-TP53BP1-CLTA_PPS089_20171020_210806/110000251672/110000251672.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171019PPS089/WPMY1-TP53BP1-CLTA_PPS089_20171020_231426/110000251674/110000251674.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171019PPS089/WPMY1-TP53BP1-CLTA_PPS089_20171021_001728/110000251675/110000251675.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171019PPS089/WPMY1-TP53BP1-CLTA_PPS089_20171021_032657/110000251678/110000251678.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171019PPS089/WPMY1-TP53BP1-CLTA_PPS089_20171021_073910/110000251682/110000251682.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171019PPS089/WPMY1-TP53BP1-CLTA_PPS089_20171021_094525/110000251684/110000251684.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171020PPS090/WPMY1-TP53BP1-CLTA_PPS090_20171021_170606/110000251609/110000251609.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171020PPS090/WPMY1-TP53BP1-CLTA_PPS090_20171021_191231/110000251611/110000251611.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171020PPS090/WPMY1-TP53BP1-CLTA_PPS090_20171021_201535/110000251612/110000251612.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171024PPS091/PpsL05HepG2ActbRab5a_PPS091_20171025_230832/110000251819/110000251819.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171024PPS091/PpsL05HepG2ActbRab5a_PPS091_20171026_020727/110000251822/110000251822.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171024PPS091/PpsL05HepG2ActbRab5a_PPS091_20171026_040647/110000251824/110000251824.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171024PPS091/PpsL05HepG2ActbRab5a_PPS091_20171026_060612/110000251826/110000251826.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171024PPS091/PpsL05HepG2ActbRab5a_PPS091_20171026_080540/110000251828/110000251828.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171025PPS092/PpsL05HepG2ActbRab5a_PPS092_20171026_145440/110000251831/110000251831.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171025PPS092/PpsL05HepG2ActbRab5a_PPS092_20171026_155432/110000251832/110000251832.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171025PPS092/PpsL05HepG2ActbRab5a_PPS092_20171026_185401/110000251835/110000251835.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171025PPS092/PpsL05HepG2ActbRab5a_PPS092_20171026_215324/110000251838/110000251838.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171025PPS092/PpsL05HepG2ActbRab5a_PPS092_20171027_005235/110000251841/110000251841.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171025PPS092/PpsL05HepG2ActbRab5a_PPS092_20171027_035144/110000251844/110000251844.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171026PPS093/PpsL05HepG2CanxCox4_PPS093_20171027_142022/110000251851/110000251851.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171026PPS093/PpsL05HepG2CanxCox4_PPS093_20171027_191853/110000251856/110000251856.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171026PPS093/PpsL05HepG2CanxCox4_PPS093_20171027_221749/110000251859/110000251859.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171026PPS093/PpsL05HepG2CanxCox4_PPS093_20171028_001703/110000251861/110000251861.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171026PPS093/PpsL05HepG2CanxCox4_PPS093_20171028_021621/110000251863/110000251863.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171027PPS094/PpsL05HepG2CanxCox4_PPS094_20171028_203504/110000251877/110000251877.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171027PPS094/PpsL05HepG2CanxCox4_PPS094_20171029_003401/110000251881/110000251881.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171027PPS094/PpsL05HepG2CanxCox4_PPS094_20171029_043236/110000251886/110000251886.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171027PPS094/PpsL05HepG2CanxCox4_PPS094_20171029_073150/110000251889/110000251889.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171028PPS095/PpsL05HepG2Gm130Sqstm1_PPS095_20171029_162043/110000251892/110000251892.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171028PPS095/PpsL05HepG2Gm130Sqstm1_PPS095_20171029_192503/110000251895/110000251895.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171028PPS095/PpsL05HepG2Gm130Sqstm1_PPS095_20171030_003140/110000251900/110000251900.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171028PPS095/PpsL05HepG2Gm130Sqstm1_PPS095_20171030_040655/110000251903/110000251903.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171028PPS095/PpsL05HepG2Gm130Sqstm1_PPS095_20171030_061135/110000251905/110000251905.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171028PPS095/PpsL05HepG2Gm130Sqstm1_PPS095_20171030_111830/110000251910/110000251910.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171029PPS096/PpsL05HepG2Gm130Sqstm1_PPS096_20171030_180139/110000251926/110000251926.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171029PPS096/PpsL05HepG2Gm130Sqstm1_PPS096_20171031_111857/110000251942/110000251942.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171029PPS096/PpsL05HepG2Gm130Sqstm1_PPS096_20171031_142310/110000251945/110000251945.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171031PPS097/PpsL05HepG2ActbRab5a_PPS097_20171101_145632/110000251911/110000251911.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171031PPS097/PpsL05HepG2ActbRab5a_PPS097_20171101_175536/110000251914/110000251914.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171031PPS097/PpsL05HepG2ActbRab5a_PPS097_20171101_205435/110000251917/110000251917.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171031PPS097/PpsL05HepG2ActbRab5a_PPS097_20171101_215413/110000251918/110000251918.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171031PPS097/PpsL05HepG2ActbRab5a_PPS097_20171102_015244/110000251922/110000251922.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171101PPS098/PpsL05HepG2ActbRab5a_PPS098_20171102_162211/110000251952/110000251952.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171101PPS098/PpsL05HepG2ActbRab5a_PPS098_20171102_172200/110000251953/110000251953.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171101PPS098/PpsL05HepG2ActbRab5a_PPS098_20171103_002023/110000251960/110000251960.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171102PPS099/PpsL05HepG2CanxCox4_PPS099_20171103_152930/110000251987/110000251987.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171102PPS099/PpsL05HepG2CanxCox4_PPS099_20171103_202910/110000251992/110000251992.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171102PPS099/PpsL05HepG2CanxCox4_PPS099_20171104_002759/110000251996/110000251996.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171102PPS099/PpsL05HepG2CanxCox4_PPS099_20171104_042657/110000252000/110000252000.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171103PPS100/PpsL05HepG2CanxCox4_PPS100_20171104_150749/110000251972/110000251972.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171103PPS100/PpsL05HepG2CanxCox4_PPS100_20171104_210641/110000251978/110000251978.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171103PPS100/PpsL05HepG2CanxCox4_PPS100_20171105_080347/110000252009/110000252009.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171104PPS101/PpsL05HepG2Gm130Sqstm1_PPS101_20171105_175852/110000252013/110000252013.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171104PPS101/PpsL05HepG2Gm130Sqstm1_PPS101_20171105_210313/110000252016/110000252016.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171104PPS101/PpsL05HepG2Gm130Sqstm1_PPS101_20171106_001016/110000252019/110000252019.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171104PPS101/PpsL05HepG2Gm130Sqstm1_PPS101_20171106_031759/110000252022/110000252022.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171104PPS101/PpsL05HepG2Gm130Sqstm1_PPS101_20171106_052100/110000252024/110000252024.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171104PPS101/PpsL05HepG2Gm130Sqstm1_PPS101_20171106_062317/110000252025/110000252025.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171104PPS101/PpsL05HepG2Gm130Sqstm1_PPS101_20171106_092728/110000252028/110000252028.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171105PPS102/PpsL05HepG2Gm130Sqstm1_PPS102_20171106_161001/110000252126/110000252126.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171105PPS102/PpsL05HepG2Gm130Sqstm1_PPS102_20171106_201542/110000252130/110000252130.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171105PPS102/PpsL05HepG2Gm130Sqstm1_PPS102_20171106_211716/110000252131/110000252131.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171105PPS102/PpsL05HepG2Gm130Sqstm1_PPS102_20171106_232003/110000252133/110000252133.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171105PPS102/PpsL05HepG2Gm130Sqstm1_PPS102_20171107_032556/110000252137/110000252137.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171105PPS102/PpsL05HepG2Gm130Sqstm1_PPS102_20171107_052846/110000252139/110000252139.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171105PPS102/PpsL05HepG2Gm130Sqstm1_PPS102_20171107_063024/110000252140/110000252140.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171105PPS102/PpsL05HepG2Gm130Sqstm1_PPS102_20171107_103559/110000252145/110000252145.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171110PPS103/PpsL05Wpmy1CanxCox_PPS103_20171112_061612/110000252043/110000252043.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171110PPS103/PpsL05Wpmy1CanxCox_PPS103_20171112_122014/110000252049/110000252049.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171111PPS104/PpsL05Wpmy1CanxCox_PPS104_20171112_182054/110000252053/110000252053.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171111PPS104/PpsL05Wpmy1CanxCox_PPS104_20171113_053124/110000252064/110000252064.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171111PPS104/PpsL05Wpmy1CanxCox_PPS104_20171113_073236/110000252066/110000252066.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171111PPS104/PpsL05Wpmy1CanxCox_PPS104_20171113_093408/110000252068/110000252068.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171112PPS105/PpsL05Wpmy1ActbRab5a_PPS105_20171113_192354/110000252089/110000252089.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171112PPS105/PpsL05Wpmy1ActbRab5a_PPS105_20171113_222234/110000252092/110000252092.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171112PPS105/PpsL05Wpmy1ActbRab5a_PPS105_20171114_012043/110000252095/110000252095.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171113PPS106/PpsL05Wpmy1ActbRab5a_PPS106_20171115_013024/110000252116/110000252116.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171113PPS106/PpsL05Wpmy1ActbRab5a_PPS106_20171115_023007/110000252117/110000252117.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171113PPS106/PpsL05Wpmy1ActbRab5a_PPS106_20171115_042933/110000252119/110000252119.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171113PPS106/PpsL05Wpmy1ActbRab5a_PPS106_20171115_082839/110000252123/110000252123.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171114PPS107/PpsL05Wpmy1ActbRab5a_PPS107_20171115_142713/110000252071/110000252071.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171114PPS107/PpsL05Wpmy1ActbRab5a_PPS107_20171115_162705/110000252073/110000252073.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171114PPS107/PpsL05Wpmy1ActbRab5a_PPS107_20171115_182728/110000252075/110000252075.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171114PPS107/PpsL05Wpmy1ActbRab5a_PPS107_20171116_023230/110000252083/110000252083.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171115PPS108/PpsL05Wpmy1ActbRab5a_PPS108_20171116_143311/110000252151/110000252151.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171115PPS108/PpsL05Wpmy1ActbRab5a_PPS108_20171116_233219/110000252160/110000252160.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171115PPS108/PpsL05Wpmy1ActbRab5a_PPS108_20171117_013232/110000252162/110000252162.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171115PPS108/PpsL05Wpmy1ActbRab5a_PPS108_20171117_023805/110000252163/110000252163.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171115PPS108/PpsL05Wpmy1ActbRab5a_PPS108_20171117_034230/110000252164/110000252164.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171115PPS108/PpsL05Wpmy1ActbRab5a_PPS108_20171117_084111/110000252169/110000252169.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171115PPS108/PpsL05Wpmy1ActbRab5a_PPS108_20171117_094057/110000252170/110000252170.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171116PPS109/PpsL05Wpmy1CanxCox_PPS109_20171117_153327/110000252172/110000252172.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171116PPS109/PpsL05Wpmy1CanxCox_PPS109_20171117_163404/110000252173/110000252173.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171116PPS109/PpsL05Wpmy1CanxCox_PPS109_20171117_203620/110000252177/110000252177.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171116PPS109/PpsL05Wpmy1CanxCox_PPS109_20171118_003836/110000252181/110000252181.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171116PPS109/PpsL05Wpmy1CanxCox_PPS109_20171118_013918/110000252182/110000252182.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171116PPS109/PpsL05Wpmy1CanxCox_PPS109_20171118_044035/110000252185/110000252185.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171116PPS109/PpsL05Wpmy1CanxCox_PPS109_20171118_074221/110000252188/110000252188.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171116PPS109/PpsL05Wpmy1CanxCox_PPS109_20171118_084304/110000252189/110000252189.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171116PPS109/PpsL05Wpmy1CanxCox_PPS109_20171118_094333/110000252190/110000252190.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171117PPS110/PpsL05Wpmy1CanxCox_PPS110_20171118_233214/110000252200/110000252200.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171117PPS110/PpsL05Wpmy1CanxCox_PPS110_20171119_023401/110000252203/110000252203.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171117PPS110/PpsL05Wpmy1CanxCox_PPS110_20171119_033427/110000252204/110000252204.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171117PPS110/PpsL05Wpmy1CanxCox_PPS110_20171119_063607/110000252227/110000252227.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171117PPS110/PpsL05Wpmy1CanxCox_PPS110_20171119_073648/110000252228/110000252228.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171120PPS113/PpsL05A549CanxCox4_PPS113_20171121_175927/110000252219/110000252219.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171120PPS113/PpsL05A549CanxCox4_PPS113_20171121_193009/110000252221/110000252221.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171120PPS113/PpsL05A549CanxCox4_PPS113_20171122_030436/110000252211/110000252211.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171120PPS113/PpsL05A549CanxCox4_PPS113_20171122_043340/110000252212/110000252212.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171120PPS113/PpsL05A549CanxCox4_PPS113_20171122_120453/110000252217/110000252217.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171121PPS114/PpsL05A549CanxCox4_PPS114_20171122_180648/110000252246/110000252246.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171121PPS114/PpsL05A549CanxCox4_PPS114_20171122_223844/110000252249/110000252249.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171121PPS114/PpsL05A549CanxCox4_PPS114_20171123_013948/110000252251/110000252251.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171121PPS114/PpsL05A549CanxCox4_PPS114_20171123_125444/110000252258/110000252258.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171122PPS115/PpsL05A549CanxCox4_PPS115_20171123_225714/110000252263/110000252263.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171122PPS115/PpsL05A549CanxCox4_PPS115_20171124_015529/110000252265/110000252265.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171123PPS116/PpsL05A549Tp53bp1Clta_PPS116_20171124_190525/110000252287/110000252287.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171123PPS116/PpsL05A549Tp53bp1Clta_PPS116_20171125_010600/110000252296/110000252296.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171123PPS116/PpsL05A549Tp53bp1Clta_PPS116_20171125_023558/110000252297/110000252297.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171124PPS117/PpsL05A549Tp53bp1Clta_PPS117_20171125_154218/110000252305/110000252305.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171124PPS117/PpsL05A549Tp53bp1Clta_PPS117_20171125_171241/110000252306/110000252306.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171124PPS117/PpsL05A549Tp53bp1Clta_PPS117_20171125_184236/110000252307/110000252307.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171124PPS117/PpsL05A549Tp53bp1Clta_PPS117_20171126_004318/110000252311/110000252311.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171124PPS117/PpsL05A549Tp53bp1Clta_PPS117_20171126_064349/110000252315/110000252315.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171125PPS118/PpsL05A549Tp53bp1Clta_PPS118_20171126_182359/110000252321/110000252321.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171125PPS118/PpsL05A549Tp53bp1Clta_PPS118_20171127_002431/110000252325/110000252325.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171125PPS118/PpsL05A549Tp53bp1Clta_PPS118_20171127_032448/110000252327/110000252327.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171130PPS119/PpsL05A549CanxCox4_PPS119_20171201_151532/110000252331/110000252331.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171130PPS119/PpsL05A549CanxCox4_PPS119_20171202_031248/110000252339/110000252339.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171130PPS119/PpsL05A549CanxCox4_PPS119_20171202_104114/110000252344/110000252344.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171201PPS120/PpsL05A549CanxCox4_PPS120_20171202_185212/110000252347/110000252347.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171201PPS120/PpsL05A549CanxCox4_PPS120_20171203_052050/110000252354/110000252354.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171201PPS120/PpsL05A549CanxCox4_PPS120_20171203_065039/110000252355/110000252355.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171201PPS120/PpsL05A549CanxCox4_PPS120_20171203_095016/110000252357/110000252357.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171202PPS121/PpsL05A549CanxCox4_PPS121_20171203_193236/110000252382/110000252382.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171202PPS121/PpsL05A549CanxCox4_PPS121_20171204_000141/110000252385/110000252385.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171202PPS121/PpsL05A549CanxCox4_PPS121_20171204_030103/110000252360/110000252360.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171205PPS122/PpsL05A549TubARelA_PPS122_20171206_170649/110000252368/110000252368.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171205PPS122/PpsL05A549TubARelA_PPS122_20171206_183632/110000252369/110000252369.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171205PPS122/PpsL05A549TubARelA_PPS122_20171206_230538/110000252372/110000252372.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171205PPS122/PpsL05A549TubARelA_PPS122_20171207_093313/110000252380/110000252380.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171206PPS123/PpsL05A549TubARelA_PPS123_20171207_142912/110000252406/110000252406.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171206PPS123/PpsL05A549TubARelA_PPS123_20171207_215753/110000252411/110000252411.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171207PPS124/PpsL05A549TubARelA_PPS124_20171208_144400/110000252420/110000252420.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171207PPS124/PpsL05A549TubARelA_PPS124_20171208_161344/110000252421/110000252421.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171207PPS124/PpsL05A549TubARelA_PPS124_20171208_221137/110000252425/110000252425.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171207PPS124/PpsL05A549TubARelA_PPS124_20171209_011138/110000252427/110000252427.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171207PPS124/PpsL05A549TubARelA_PPS124_20171209_053937/110000252430/110000252430.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171208PPS125/PpsL05A549Tp53bp1Clta_PPS125_20171209_161941/110000252433/110000252433.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171208PPS125/PpsL05A549Tp53bp1Clta_PPS125_20171209_174951/110000252434/110000252434.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171208PPS125/PpsL05A549Tp53bp1Clta_PPS125_20171210_025023/110000252440/110000252440.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171209PPS126/PpsL05A549Tp53bp1Clta_PPS126_20171211_100530/110000252458/110000252458.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171210PPS127/PpsL05A549Tp53bp1Clta_PPS127_20171211_190311/110000252472/110000252472.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171210PPS127/PpsL05A549Tp53bp1Clta_PPS127_20171211_220322/110000252474/110000252474.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171212PPS128/PpsL05A549TubARelA_PPS128_20171213_164535/110000252462/110000252462.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171213PPS129/PpsL05A549TubARelA_PPS129_20171214_144734/110000252486/110000252486.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171213PPS129/PpsL05A549TubARelA_PPS129_20171214_221611/110000252491/110000252491.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171213PPS129/PpsL05A549TubARelA_PPS129_20171214_234556/110000252492/110000252492.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171213PPS129/PpsL05A549TubARelA_PPS129_20171215_011547/110000252493/110000252493.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171213PPS129/PpsL05A549TubARelA_PPS129_20171215_054512/110000252496/110000252496.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171214PPS130/PpsL05A549TubARelA_PPS130_20171216_001747/110000252506/110000252506.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171214PPS130/PpsL05A549TubARelA_PPS130_20171216_060939/110000252510/110000252510.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171214PPS130/PpsL05A549TubARelA_PPS130_20171216_073731/110000252511/110000252511.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171215PPS131/PpsL05A549Gm130Sqstm1_PPS131_20171216_173422/110000252512/110000252512.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171215PPS131/PpsL05A549Gm130Sqstm1_PPS131_20171216_190445/110000252513/110000252513.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171215PPS131/PpsL05A549Gm130Sqstm1_PPS131_20171216_203454/110000252514/110000252514.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171215PPS131/PpsL05A549Gm130Sqstm1_PPS131_20171217_010514/110000252517/110000252517.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171215PPS131/PpsL05A549Gm130Sqstm1_PPS131_20171217_053602/110000252520/110000252520.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171215PPS131/PpsL05A549Gm130Sqstm1_PPS131_20171217_083620/110000252522/110000252522.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171215PPS131/PpsL05A549Gm130Sqstm1_PPS131_20171217_113637/110000252524/110000252524.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171215PPS131/PpsL05A549Gm130Sqstm1_PPS131_20171217_130641/110000252525/110000252525.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171217PPS132/PpsL05A549Gm130Sqstm1_PPS132_20171218_182529/110000252527/110000252527.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171217PPS132/PpsL05A549Gm130Sqstm1_PPS132_20171218_195538/110000252528/110000252528.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171217PPS132/PpsL05A549Gm130Sqstm1_PPS132_20171219_002624/110000252531/110000252531.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171217PPS132/PpsL05A549Gm130Sqstm1_PPS132_20171219_015625/110000252532/110000252532.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171217PPS132/PpsL05A549Gm130Sqstm1_PPS132_20171219_032632/110000252533/110000252533.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171217PPS132/PpsL05A549Gm130Sqstm1_PPS132_20171219_114831/110000252538/110000252538.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171218PPS133/PpsL05A549Gm130Sqstm1_PPS133_20171220_032401/110000252581/110000252581.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171218PPS133/PpsL05A549Gm130Sqstm1_PPS133_20171220_102237/110000252585/110000252585.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171218PPS133/PpsL05A549Gm130Sqstm1_PPS133_20171220_115405/110000252561/110000252561.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171220PPS135/PpsL05A549Gm130Sqstm1_PPS135_20171222_012159/110000252590/110000252590.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171220PPS135/PpsL05A549Gm130Sqstm1_PPS135_20171222_025201/110000252591/110000252591.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171220PPS135/PpsL05A549Gm130Sqstm1_PPS135_20171222_042218/110000252592/110000252592.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171220PPS135/PpsL05A549Gm130Sqstm1_PPS135_20171222_132225/110000252598/110000252598.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171221PPS136/PpsL05A549Gm130Sqstm1_PPS136_20171222_193005/110000252602/110000252602.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171221PPS136/PpsL05A549Gm130Sqstm1_PPS136_20171222_210019/110000252603/110000252603.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171221PPS136/PpsL05A549Gm130Sqstm1_PPS136_20171223_013023/110000252600/110000252600.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171221PPS136/PpsL05A549Gm130Sqstm1_PPS136_20171223_043035/1013608209/1013608209.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171221PPS136/PpsL05A549Gm130Sqstm1_PPS136_20171223_060042/1013608210/1013608210.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171221PPS136/PpsL05A549Gm130Sqstm1_PPS136_20171223_073056/1013608211/1013608211.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171222PPS137/PpsL05A549ActbRab5a_PPS137_20171223_205144/1013608217/1013608217.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171222PPS137/PpsL05A549ActbRab5a_PPS137_20171224_042007/1013608222/1013608222.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171223PPS138/PpsL05A549ActbRab5a_PPS138_20171224_224333/1013608236/1013608236.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171224PPS139/PpsL05A549ActbRab5a_PPS139_20171225_183947/1013608247/1013608247.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171224PPS139/PpsL05A549ActbRab5a_PPS139_20171226_003833/1013608251/1013608251.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171225PPS140/PpsL05A549Gm130Sqstm1_PPS140_20171227_093525/1013608269/1013608269.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171226PPS141/PpsL05A549ActbRab5a_PPS141_20171227_203128/1013608273/1013608273.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171226PPS141/PpsL05A549ActbRab5a_PPS141_20171228_023014/1013608276/1013608276.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171226PPS141/PpsL05A549ActbRab5a_PPS141_20171228_125800/1013608283/1013608283.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171227PPS142/PpsL05A549ActbRab5a_PPS142_20171228_183720/1013608286/1013608286.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171227PPS142/PpsL05A549ActbRab5a_PPS142_20171228_202551/1013608287/1013608287.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171227PPS142/PpsL05A549ActbRab5a_PPS142_20171229_022439/1013608291/1013608291.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171227PPS142/PpsL05A549ActbRab5a_PPS142_20171229_035422/1013608292/1013608292.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171227PPS142/PpsL05A549ActbRab5a_PPS142_20171229_112319/1013608297/1013608297.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171228PPS143/PpsL05A549ActbRab5a_PPS143_20171230_011805/1013608299/1013608299.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p171228PPS143/PpsL05A549ActbRab5a_PPS143_20171230_024722/1013608300/1013608300.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p180317PPS149/PpsL05WPMY1Gm130Sqstm1_PPS149_20180317_210152/110000263683/110000263683.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p180317PPS149/PpsL05WPMY1Gm130Sqstm1_PPS149_20180317_220336/110000263685/110000263685.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p180317PPS149/PpsL05WPMY1Gm130Sqstm1_PPS149_20180318_000549/110000263687/110000263687.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p180317PPS149/PpsL05WPMY1Gm130Sqstm1_PPS149_20180318_150300/110000263689/110000263689.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p180317PPS149/PpsL05WPMY1Gm130Sqstm1_PPS149_20180318_160515/110000263690/110000263690.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p180317PPS149/PpsL05WPMY1Gm130Sqstm1_PPS149_20180318_222023/110000263696/110000263696.wpi '
        '/uod/idr/filesets/idr0088-cox-phenomicprofiling/20200722-awss3/ds_hcs_02/PhenoPrintScreen/raw_images_for_IDR/p180317PPS149/PpsL05WPMY1Gm130Sqstm1_PPS149_20180319_002457/110000263698/110000263698.wpi'
    ),
}


PPS_PLATES_OTHER = {
    '': (
        'README.md '
        'idr0088-study.txt '
        'requirements.txt'
    ),
    'screenA': (
        'idr0088-render.yml '
        'idr0088-screenA-annotation.csv.zip '
        'idr0088-screenA-bulk.yml '
        'idr0088-screenA-bulkmap-config.yml '
        'idr0088-screenA-plates.tsv'
    ),
    'scripts': (
        'attach_files.py '
        'create_csv_files.sh '
        'delete_memo_files.py '
        'regenerate_thumbnails.sh '
        'set_channel_names.py'
    ),
}


ENDO_SECONDARY_KIND = {
    '': (
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/TSA2-37_2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/TSA2-RT_2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR1/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR1/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR1/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR1/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR1/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR1/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/TSA2-RT/Index.idx.xml'
    ),
}


ENDO_SECONDARY_OTHER = {
    '': (
        '.DS_Store '
        'README.md '
        'bulk.yml '
        'idr0078-study.txt '
        'requirements.txt '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/1/1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/10/10.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/11/11.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/12/12.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/13/13.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/14/14.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/2/2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/3/3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/4/4.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/5/5.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/6/6.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/7/7.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/8/8.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/9/9.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/DM1/DM1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/DM2/DM2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/S1/S1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/S2/S2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS1-37/TS1-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS1-RT/TS1-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS2-37/TS2-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS2-RT/TS2-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS3-37/TS3-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS3-RT/TS3-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS4-37/TS4-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS4-RT/TS4-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/DMA1/DMA1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/DMA2/DMA2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/DMA3/DMA3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/SG1/SG1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/TSA1-37/TSA1-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/TSA1-RT/TSA1-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/TSA2-37/TSA2-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/TSA2-RT/TSA2-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/1/1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/10/10.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/11/11.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/12/12.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/13/13.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/13_2/13_2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/14/14.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/2/2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/3/3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/4/4.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/5/5.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/6/6.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/7/7.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/8/8.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/9/9.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DM1/DM1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DM2/DM2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DM2_2/DM2_2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DMA1/DMA1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DMA2/DMA2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DMA3/DMA3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DMA4/DMA4.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/S1/S1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/S1_2/S1_2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/S1_3/S1_3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/S2/S2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/S2_2/S2_2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/S2_3/S2_3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/SG1/SG1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/SG2/SG2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS1-37/TS1-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS1-RT/TS1-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS2-37/TS2-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS2-RT/TS2-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS3-37/TS3-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS3-RT/TS3-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS4-37/TS4-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS4-RT/TS4-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TSA1-37/TSA1-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TSA1-RT/TSA1-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TSA2-37/TSA2-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TSA2-RT/TSA2-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TSA3-37/TSA3-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TSA3-RT/TSA3-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/1/1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/10/10.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/11/11.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/12/12.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/13/13.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/14/14.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/2/2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/3/3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/4/4.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/5/5.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/6/6.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/7/7.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/8/8.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/9/9.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/DM1/DM1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/DM2/DM2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/DMA1/DMA1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/DMA2/DMA2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/DMA3/DMA3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/DMA4/DMA4.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/S1/S1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/S2/S2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/SG1/SG1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/SG2/SG2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS1-37/TS1-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS1-RT/TS1-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS2-37/TS2-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS2-RT/TS2-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS3-37/TS3-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS3-RT/TS3-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS4-37/TS4-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS4-RT/TS4-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TSA1-37/TSA1-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TSA1-RT/TSA1-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TSA2-37/TSA2-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TSA2-RT/TSA2-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TSA3-37/TSA3-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TSA3-RT/TSA3-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/rmkDM/rmkDM.companion.ome'
    ),
    'screenA': (
        'idr0078-screenA-Sac6-render.yml '
        'idr0078-screenA-Sla1-render.yml '
        'idr0078-screenA-Snf7-2channels-render.yml '
        'idr0078-screenA-Snf7-render.yml '
        'idr0078-screenA-Vph1-2channels-render.yml '
        'idr0078-screenA-Vph1-render.yml '
        'idr0078-screenA-annotation.csv '
        'idr0078-screenA-bulk.yml '
        'idr0078-screenA-bulkmap-config.yml '
        'idr0078-screenA-plates.tsv '
        'idr0078-screenA-results.csv'
    ),
    'screenB': (
        'idr0078-screenB-Sac6-render.yml '
        'idr0078-screenB-Sla1-render.yml '
        'idr0078-screenB-Snf7-render.yml '
        'idr0078-screenB-Vph1-render.yml '
        'idr0078-screenB-annotation.csv '
        'idr0078-screenB-bulk.yml '
        'idr0078-screenB-bulkmap-config.yml '
        'idr0078-screenB-plates.tsv '
        'idr0078-screenB-results.csv'
    ),
    'scripts': (
        'create_screenA_structure.sh '
        'fix_sparse_companions.py '
        'generate_companions.py '
        'generate_screenB.py '
        'screenB_index_list.txt'
    ),
}


ENDO_OMETIFF_KIND = {
    '': (
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/1/1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/10/10.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/11/11.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/12/12.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/13/13.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/14/14.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/2/2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/3/3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/4/4.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/5/5.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/6/6.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/7/7.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/8/8.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/9/9.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/DM1/DM1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/DM2/DM2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/S1/S1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/S2/S2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS1-37/TS1-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS1-RT/TS1-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS2-37/TS2-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS2-RT/TS2-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS3-37/TS3-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS3-RT/TS3-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS4-37/TS4-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sac6-tdTomato/TS4-RT/TS4-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/DMA1/DMA1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/DMA2/DMA2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/DMA3/DMA3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/SG1/SG1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/TSA1-37/TSA1-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/TSA1-RT/TSA1-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/TSA2-37/TSA2-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Sla1-yEGFP/TSA2-RT/TSA2-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/1/1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/10/10.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/11/11.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/12/12.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/13/13.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/13_2/13_2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/14/14.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/2/2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/3/3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/4/4.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/5/5.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/6/6.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/7/7.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/8/8.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/9/9.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DM1/DM1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DM2/DM2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DM2_2/DM2_2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DMA1/DMA1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DMA2/DMA2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DMA3/DMA3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/DMA4/DMA4.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/S1/S1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/S1_2/S1_2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/S1_3/S1_3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/S2/S2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/S2_2/S2_2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/S2_3/S2_3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/SG1/SG1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/SG2/SG2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS1-37/TS1-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS1-RT/TS1-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS2-37/TS2-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS2-RT/TS2-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS3-37/TS3-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS3-RT/TS3-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS4-37/TS4-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TS4-RT/TS4-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TSA1-37/TSA1-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TSA1-RT/TSA1-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TSA2-37/TSA2-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TSA2-RT/TSA2-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TSA3-37/TSA3-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Snf7-yEGFP/TSA3-RT/TSA3-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/1/1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/10/10.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/11/11.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/12/12.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/13/13.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/14/14.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/2/2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/3/3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/4/4.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/5/5.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/6/6.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/7/7.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/8/8.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/9/9.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/DM1/DM1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/DM2/DM2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/DMA1/DMA1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/DMA2/DMA2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/DMA3/DMA3.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/DMA4/DMA4.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/S1/S1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/S2/S2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/SG1/SG1.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/SG2/SG2.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS1-37/TS1-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS1-RT/TS1-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS2-37/TS2-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS2-RT/TS2-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS3-37/TS3-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS3-RT/TS3-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS4-37/TS4-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TS4-RT/TS4-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TSA1-37/TSA1-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TSA1-RT/TSA1-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TSA2-37/TSA2-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TSA2-RT/TSA2-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TSA3-37/TSA3-37.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/TSA3-RT/TSA3-RT.companion.ome '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200707-ometiff/Vph1-yEGFP/rmkDM/rmkDM.companion.ome'
    ),
}


ENDO_OMETIFF_OTHER = {
    '': (
        '.DS_Store '
        'README.md '
        'bulk.yml '
        'idr0078-study.txt '
        'requirements.txt '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR1/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/TSA2-37_2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sac6-yEGFP/BR2/TSA2-RT_2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR1/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Sla1-yEGFP/BR2/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR1/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Snf7-yEGFP/BR2/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR1/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR1/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR1/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR1/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR1/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR1/TSA2-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/DMA1/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/DMA2/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/DMA3/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/TSA1-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/TSA1-RT/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/TSA2-37/Index.idx.xml '
        '/uod/idr/filesets/idr0078-mattiazziusaj-endocyticcomp/20200204-rsync/raw/secondary/Vph1-yEGFP/BR2/TSA2-RT/Index.idx.xml'
    ),
    'screenA': (
        'idr0078-screenA-Sac6-render.yml '
        'idr0078-screenA-Sla1-render.yml '
        'idr0078-screenA-Snf7-2channels-render.yml '
        'idr0078-screenA-Snf7-render.yml '
        'idr0078-screenA-Vph1-2channels-render.yml '
        'idr0078-screenA-Vph1-render.yml '
        'idr0078-screenA-annotation.csv '
        'idr0078-screenA-bulk.yml '
        'idr0078-screenA-bulkmap-config.yml '
        'idr0078-screenA-plates.tsv '
        'idr0078-screenA-results.csv'
    ),
    'screenB': (
        'idr0078-screenB-Sac6-render.yml '
        'idr0078-screenB-Sla1-render.yml '
        'idr0078-screenB-Snf7-render.yml '
        'idr0078-screenB-Vph1-render.yml '
        'idr0078-screenB-annotation.csv '
        'idr0078-screenB-bulk.yml '
        'idr0078-screenB-bulkmap-config.yml '
        'idr0078-screenB-plates.tsv '
        'idr0078-screenB-results.csv'
    ),
    'scripts': (
        'create_screenA_structure.sh '
        'fix_sparse_companions.py '
        'generate_companions.py '
        'generate_screenB.py '
        'screenB_index_list.txt'
    ),
}


COCULTURE_MEASUREMENTS_KIND = {
    '': (
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180213_Plate1_Day3__2018-02-16T08_27_15-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180213_Plate3_Day3__2018-02-16T10_11_21-Measurement 2/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180213_Plate4_Day3__2018-02-16T10_59_25-Measurement 2/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180213_Plate5_Day3__2018-02-16T11_48_29-Measurement 2/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180306_Plate3_Day3__2018-03-09T13_20_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180306_Plate4_Day3__2018-03-09T16_00_12-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180306_Plate5_Day3__2018-03-09T14_28_50-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180413_Plate1_Day3__2018-04-16T11_10_51-Measurement 2/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180413_Plate2_Day3__2018-04-16T12_39_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180413_Plate3_Day3__2018-04-16T14_06_13-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180413_Plate4_Day3__2018-04-16T15_31_09-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180413_Plate5_Day3__2018-04-16T16_56_37-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate10_Day3__2018-04-26T17_29_19-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate1_Day3__2018-04-26T09_59_24-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate2_Day3__2018-04-26T10_48_06-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate3_Day3__2018-04-26T11_38_07-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate4_Day3__2018-04-26T12_28_18-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate5_Day3__2018-04-26T13_19_56-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate6_Day3__2018-04-26T14_08_23-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate7_Day3__2018-04-26T15_01_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate8_Day3__2018-04-26T15_50_42-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate9_Day3__2018-04-26T16_41_57-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate10_Day3__2018-04-27T16_48_41-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate1_Day3__2018-04-27T09_16_39-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate2_Day3__2018-04-27T10_04_08-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate3_Day3__2018-04-27T10_53_07-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate5_Day3__2018-04-27T12_37_22-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate6_Day3__2018-04-27T13_26_17-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate7_Day3__2018-04-27T14_18_10-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate8_Day3__2018-04-27T15_09_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate9_Day3__2018-04-27T15_58_13-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate10_Day3__2018-05-07T17_49_17-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate1_Day3__2018-05-07T10_24_21-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate2_Day3__2018-05-07T11_12_39-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate3_Day3__2018-05-07T12_04_11-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate4_Day3__2018-05-07T12_54_09-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate5_Day3__2018-05-07T13_43_09-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate6_Day3__2018-05-07T14_33_20-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate8_Day3__2018-05-07T16_11_05-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate9_Day3__2018-05-07T16_59_52-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate10_Day3__2018-05-11T17_54_20-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate1_Day3__2018-05-11T10_24_14-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate2_Day3__2018-05-11T11_12_39-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate3_Day3__2018-05-11T11_59_57-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate4_Day3__2018-05-11T12_51_03-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate5_Day3__2018-05-11T13_40_04-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate6_Day3__2018-05-11T14_38_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate7_Day3__2018-05-11T15_26_17-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate8_Day3__2018-05-11T16_14_15-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate9_Day3__2018-05-11T17_02_22-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate10_Day3__2018-05-17T17_37_16-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate1_Day3__2018-05-17T10_14_04-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate2_Day3__2018-05-17T11_10_08-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate3_Day3__2018-05-17T11_58_10-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate4_Day3__2018-05-17T12_45_44-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate5_Day3__2018-05-17T13_34_03-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate6_Day3__2018-05-17T14_23_06-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate7_Day3__2018-05-17T15_11_29-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate8_Day3__2018-05-17T15_59_06-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate9_Day3__2018-05-17T16_49_29-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate10_Day3__2018-05-25T17_31_58-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate1_Day3__2018-05-25T10_14_03-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate2_Day3__2018-05-25T11_01_42-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate3_Day3__2018-05-25T11_52_43-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate4_Day3__2018-05-25T12_41_10-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate5_Day3__2018-05-25T13_30_18-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate6_Day3__2018-05-25T14_18_37-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate7_Day3__2018-05-25T15_06_12-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate8_Day3__2018-05-25T15_54_23-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate9_Day3__2018-05-25T16_43_33-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180528_Plate3_Day3__2018-05-31T15_16_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180528_Plate4_Day3__2018-05-31T16_52_42-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180528_Plate5_Day3__2018-05-31T18_28_04-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180625_Plate1_Day3__2018-06-28T10_56_16-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180625_Plate2_Day3__2018-06-28T12_32_30-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180625_Plate3_Day3__2018-06-28T14_07_37-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180625_Plate4_Day3__2018-06-28T15_40_54-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180625_Plate5_Day3__2018-06-28T17_15_04-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180803_Plate1_Day3__2018-08-06T10_56_02-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180803_Plate2_Day3__2018-08-06T12_32_38-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180803_Plate3_Day3__2018-08-06T14_07_08-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180803_Plate4_Day3__2018-08-06T15_41_40-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180803_Plate5_Day3__2018-08-06T17_16_50-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180814_Plate1_Day3__2018-08-17T11_08_29-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180814_Plate2_Day3__2018-08-17T12_42_54-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180814_Plate3_Day3__2018-08-17T14_17_36-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180814_Plate4_Day3__2018-08-17T15_59_55-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180814_Plate5_Day3__2018-08-17T17_33_36-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180827_Plate1_Day3__2018-08-30T11_02_58-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180827_Plate2_Day3__2018-08-30T12_38_21-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180827_Plate3_Day3__2018-08-30T14_18_31-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180827_Plate4_Day3__2018-08-30T15_56_19-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180827_Plate5_Day3__2018-08-30T17_36_33-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate10_Day3__2018-10-12T16_27_36-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate1_Day3__2018-10-12T09_10_15-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate2_Day3__2018-10-12T09_58_42-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate3_Day3__2018-10-12T10_46_35-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate4_Day3__2018-10-12T11_35_29-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate5_Day3__2018-10-12T12_24_43-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate6_Day3__2018-10-12T13_14_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate7_Day3__2018-10-12T14_02_19-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate8_Day3__2018-10-12T14_50_55-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate9_Day3__2018-10-12T15_39_16-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181109_Plate1_Day3__2018-11-09T09_12_28-Measurement 2/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181109_Plate2_Day3__2018-11-09T10_45_41-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181109_Plate3_Day3__2018-11-09T12_20_19-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181109_Plate4_Day3__2018-11-09T13_56_02-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220921-ftp/Screen_180306_Plate2_Day3__2018-03-09T12_14_55-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220921-ftp/Screen_180424_Plate4_Day3__2018-04-27T11_48_59-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220921-ftp/Screen_180504_Plate7_Day3__2018-05-07T15_22_34-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220921-ftp/Screen_180528_Plate2_Day3__2018-05-31T13_40_47-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20230119-ftp/Screen_180528_Plate1_Day3__2018-05-31T12_04_34-Measurement 1/Images',
    ),
}


COCULTURE_MEASUREMENTS_OTHER = {
    '': (
        '/uod/idr/filesets/idr0143-herbst-coculture/20230117-ftp/180413_Plate5.companion.ome '
        'README.md '
        'idr0143-study.txt '
        'rendering_settings/idr0143_MIP_2Channel.yml '
        'rendering_settings/idr0143_MIP_3Channel.yml'
    ),
    '/uod/idr/filesets/idr0143-herbst-coculture/20221222-ftp': (
        '180213_Plate1.companion.ome '
        '180213_Plate3.companion.ome '
        '180213_Plate4.companion.ome '
        '180213_Plate5.companion.ome '
        '180306_Plate1.companion.ome '
        '180306_Plate2.companion.ome '
        '180306_Plate3.companion.ome '
        '180306_Plate4.companion.ome '
        '180306_Plate5.companion.ome '
        '180413_Plate1.companion.ome '
        '180413_Plate2.companion.ome '
        '180413_Plate3.companion.ome '
        '180413_Plate4.companion.ome '
        '180423_Plate1.companion.ome '
        '180423_Plate10.companion.ome '
        '180423_Plate2.companion.ome '
        '180423_Plate3.companion.ome '
        '180423_Plate4.companion.ome '
        '180423_Plate5.companion.ome '
        '180423_Plate6.companion.ome '
        '180423_Plate7.companion.ome '
        '180423_Plate8.companion.ome '
        '180423_Plate9.companion.ome '
        '180424_Plate1.companion.ome '
        '180424_Plate10.companion.ome '
        '180424_Plate2.companion.ome '
        '180424_Plate3.companion.ome '
        '180424_Plate4.companion.ome '
        '180424_Plate5.companion.ome '
        '180424_Plate6.companion.ome '
        '180424_Plate7.companion.ome '
        '180424_Plate8.companion.ome '
        '180424_Plate9.companion.ome '
        '180504_Plate1.companion.ome '
        '180504_Plate10.companion.ome '
        '180504_Plate2.companion.ome '
        '180504_Plate3.companion.ome '
        '180504_Plate4.companion.ome '
        '180504_Plate5.companion.ome '
        '180504_Plate6.companion.ome '
        '180504_Plate7.companion.ome '
        '180504_Plate8.companion.ome '
        '180504_Plate9.companion.ome '
        '180508_Plate1.companion.ome '
        '180508_Plate10.companion.ome '
        '180508_Plate2.companion.ome '
        '180508_Plate3.companion.ome '
        '180508_Plate4.companion.ome '
        '180508_Plate5.companion.ome '
        '180508_Plate6.companion.ome '
        '180508_Plate7.companion.ome '
        '180508_Plate8.companion.ome '
        '180508_Plate9.companion.ome '
        '180514_Plate1.companion.ome '
        '180514_Plate10.companion.ome '
        '180514_Plate2.companion.ome '
        '180514_Plate3.companion.ome '
        '180514_Plate4.companion.ome '
        '180514_Plate5.companion.ome '
        '180514_Plate6.companion.ome '
        '180514_Plate7.companion.ome '
        '180514_Plate8.companion.ome '
        '180514_Plate9.companion.ome '
        '180522_Plate1.companion.ome '
        '180522_Plate10.companion.ome '
        '180522_Plate2.companion.ome '
        '180522_Plate3.companion.ome '
        '180522_Plate4.companion.ome '
        '180522_Plate5.companion.ome '
        '180522_Plate6.companion.ome '
        '180522_Plate7.companion.ome '
        '180522_Plate8.companion.ome '
        '180522_Plate9.companion.ome '
        '180528_Plate1.companion.ome '
        '180528_Plate2.companion.ome '
        '180528_Plate3.companion.ome '
        '180528_Plate4.companion.ome '
        '180528_Plate5.companion.ome '
        '180625_Plate1.companion.ome '
        '180625_Plate2.companion.ome '
        '180625_Plate3.companion.ome '
        '180625_Plate4.companion.ome '
        '180625_Plate5.companion.ome '
        '180803_Plate1.companion.ome '
        '180803_Plate2.companion.ome '
        '180803_Plate3.companion.ome '
        '180803_Plate4.companion.ome '
        '180803_Plate5.companion.ome '
        '180814_Plate1.companion.ome '
        '180814_Plate2.companion.ome '
        '180814_Plate3.companion.ome '
        '180814_Plate4.companion.ome '
        '180814_Plate5.companion.ome '
        '180827_Plate1.companion.ome '
        '180827_Plate2.companion.ome '
        '180827_Plate3.companion.ome '
        '180827_Plate4.companion.ome '
        '180827_Plate5.companion.ome '
        '181009_Plate1.companion.ome '
        '181009_Plate10.companion.ome '
        '181009_Plate2.companion.ome '
        '181009_Plate3.companion.ome '
        '181009_Plate4.companion.ome '
        '181009_Plate5.companion.ome '
        '181009_Plate6.companion.ome '
        '181009_Plate7.companion.ome '
        '181009_Plate8.companion.ome '
        '181009_Plate9.companion.ome '
        '181109_Plate1.companion.ome '
        '181109_Plate2.companion.ome '
        '181109_Plate3.companion.ome '
        '181109_Plate4.companion.ome'
    ),
    'screenA': (
        'idr0143-screenA-annotation.csv '
        'idr0143-screenA-bulk.yml '
        'idr0143-screenA-bulkmap-config.yml '
        'idr0143-screenA-plates.tsv'
    ),
    'scripts': (
        '143_files.txt '
        'check_channel_names.py '
        'check_well_pos.py '
        'companions.py '
        'fix_well_names.py '
        'rename.py '
        'rois.py'
    ),
}


COCULTURE_COMPANIONS_KIND = {
    '': (
        '/uod/idr/filesets/idr0143-herbst-coculture/20230117-ftp/180413_Plate5.companion.ome'
    ),
    '/uod/idr/filesets/idr0143-herbst-coculture/20221222-ftp': (
        '180213_Plate1.companion.ome '
        '180213_Plate3.companion.ome '
        '180213_Plate4.companion.ome '
        '180213_Plate5.companion.ome '
        '180306_Plate1.companion.ome '
        '180306_Plate2.companion.ome '
        '180306_Plate3.companion.ome '
        '180306_Plate4.companion.ome '
        '180306_Plate5.companion.ome '
        '180413_Plate1.companion.ome '
        '180413_Plate2.companion.ome '
        '180413_Plate3.companion.ome '
        '180413_Plate4.companion.ome '
        '180423_Plate1.companion.ome '
        '180423_Plate10.companion.ome '
        '180423_Plate2.companion.ome '
        '180423_Plate3.companion.ome '
        '180423_Plate4.companion.ome '
        '180423_Plate5.companion.ome '
        '180423_Plate6.companion.ome '
        '180423_Plate7.companion.ome '
        '180423_Plate8.companion.ome '
        '180423_Plate9.companion.ome '
        '180424_Plate1.companion.ome '
        '180424_Plate10.companion.ome '
        '180424_Plate2.companion.ome '
        '180424_Plate3.companion.ome '
        '180424_Plate4.companion.ome '
        '180424_Plate5.companion.ome '
        '180424_Plate6.companion.ome '
        '180424_Plate7.companion.ome '
        '180424_Plate8.companion.ome '
        '180424_Plate9.companion.ome '
        '180504_Plate1.companion.ome '
        '180504_Plate10.companion.ome '
        '180504_Plate2.companion.ome '
        '180504_Plate3.companion.ome '
        '180504_Plate4.companion.ome '
        '180504_Plate5.companion.ome '
        '180504_Plate6.companion.ome '
        '180504_Plate7.companion.ome '
        '180504_Plate8.companion.ome '
        '180504_Plate9.companion.ome '
        '180508_Plate1.companion.ome '
        '180508_Plate10.companion.ome '
        '180508_Plate2.companion.ome '
        '180508_Plate3.companion.ome '
        '180508_Plate4.companion.ome '
        '180508_Plate5.companion.ome '
        '180508_Plate6.companion.ome '
        '180508_Plate7.companion.ome '
        '180508_Plate8.companion.ome '
        '180508_Plate9.companion.ome '
        '180514_Plate1.companion.ome '
        '180514_Plate10.companion.ome '
        '180514_Plate2.companion.ome '
        '180514_Plate3.companion.ome '
        '180514_Plate4.companion.ome '
        '180514_Plate5.companion.ome '
        '180514_Plate6.companion.ome '
        '180514_Plate7.companion.ome '
        '180514_Plate8.companion.ome '
        '180514_Plate9.companion.ome '
        '180522_Plate1.companion.ome '
        '180522_Plate10.companion.ome '
        '180522_Plate2.companion.ome '
        '180522_Plate3.companion.ome '
        '180522_Plate4.companion.ome '
        '180522_Plate5.companion.ome '
        '180522_Plate6.companion.ome '
        '180522_Plate7.companion.ome '
        '180522_Plate8.companion.ome '
        '180522_Plate9.companion.ome '
        '180528_Plate1.companion.ome '
        '180528_Plate2.companion.ome '
        '180528_Plate3.companion.ome '
        '180528_Plate4.companion.ome '
        '180528_Plate5.companion.ome '
        '180625_Plate1.companion.ome '
        '180625_Plate2.companion.ome '
        '180625_Plate3.companion.ome '
        '180625_Plate4.companion.ome '
        '180625_Plate5.companion.ome '
        '180803_Plate1.companion.ome '
        '180803_Plate2.companion.ome '
        '180803_Plate3.companion.ome '
        '180803_Plate4.companion.ome '
        '180803_Plate5.companion.ome '
        '180814_Plate1.companion.ome '
        '180814_Plate2.companion.ome '
        '180814_Plate3.companion.ome '
        '180814_Plate4.companion.ome '
        '180814_Plate5.companion.ome '
        '180827_Plate1.companion.ome '
        '180827_Plate2.companion.ome '
        '180827_Plate3.companion.ome '
        '180827_Plate4.companion.ome '
        '180827_Plate5.companion.ome '
        '181009_Plate1.companion.ome '
        '181009_Plate10.companion.ome '
        '181009_Plate2.companion.ome '
        '181009_Plate3.companion.ome '
        '181009_Plate4.companion.ome '
        '181009_Plate5.companion.ome '
        '181009_Plate6.companion.ome '
        '181009_Plate7.companion.ome '
        '181009_Plate8.companion.ome '
        '181009_Plate9.companion.ome '
        '181109_Plate1.companion.ome '
        '181109_Plate2.companion.ome '
        '181109_Plate3.companion.ome '
        '181109_Plate4.companion.ome'
    ),
}


COCULTURE_COMPANIONS_OTHER = {
    '': (
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180213_Plate1_Day3__2018-02-16T08_27_15-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180213_Plate3_Day3__2018-02-16T10_11_21-Measurement 2/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180213_Plate4_Day3__2018-02-16T10_59_25-Measurement 2/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180213_Plate5_Day3__2018-02-16T11_48_29-Measurement 2/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180306_Plate3_Day3__2018-03-09T13_20_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180306_Plate4_Day3__2018-03-09T16_00_12-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180306_Plate5_Day3__2018-03-09T14_28_50-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180413_Plate1_Day3__2018-04-16T11_10_51-Measurement 2/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180413_Plate2_Day3__2018-04-16T12_39_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180413_Plate3_Day3__2018-04-16T14_06_13-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180413_Plate4_Day3__2018-04-16T15_31_09-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180413_Plate5_Day3__2018-04-16T16_56_37-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate10_Day3__2018-04-26T17_29_19-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate1_Day3__2018-04-26T09_59_24-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate2_Day3__2018-04-26T10_48_06-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate3_Day3__2018-04-26T11_38_07-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate4_Day3__2018-04-26T12_28_18-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate5_Day3__2018-04-26T13_19_56-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate6_Day3__2018-04-26T14_08_23-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate7_Day3__2018-04-26T15_01_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate8_Day3__2018-04-26T15_50_42-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180423_Plate9_Day3__2018-04-26T16_41_57-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate10_Day3__2018-04-27T16_48_41-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate1_Day3__2018-04-27T09_16_39-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate2_Day3__2018-04-27T10_04_08-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate3_Day3__2018-04-27T10_53_07-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate5_Day3__2018-04-27T12_37_22-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate6_Day3__2018-04-27T13_26_17-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate7_Day3__2018-04-27T14_18_10-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate8_Day3__2018-04-27T15_09_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180424_Plate9_Day3__2018-04-27T15_58_13-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate10_Day3__2018-05-07T17_49_17-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate1_Day3__2018-05-07T10_24_21-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate2_Day3__2018-05-07T11_12_39-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate3_Day3__2018-05-07T12_04_11-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate4_Day3__2018-05-07T12_54_09-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate5_Day3__2018-05-07T13_43_09-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate6_Day3__2018-05-07T14_33_20-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate8_Day3__2018-05-07T16_11_05-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180504_Plate9_Day3__2018-05-07T16_59_52-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate10_Day3__2018-05-11T17_54_20-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate1_Day3__2018-05-11T10_24_14-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate2_Day3__2018-05-11T11_12_39-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate3_Day3__2018-05-11T11_59_57-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate4_Day3__2018-05-11T12_51_03-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate5_Day3__2018-05-11T13_40_04-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate6_Day3__2018-05-11T14_38_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate7_Day3__2018-05-11T15_26_17-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate8_Day3__2018-05-11T16_14_15-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180508_Plate9_Day3__2018-05-11T17_02_22-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate10_Day3__2018-05-17T17_37_16-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate1_Day3__2018-05-17T10_14_04-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate2_Day3__2018-05-17T11_10_08-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate3_Day3__2018-05-17T11_58_10-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate4_Day3__2018-05-17T12_45_44-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate5_Day3__2018-05-17T13_34_03-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate6_Day3__2018-05-17T14_23_06-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate7_Day3__2018-05-17T15_11_29-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate8_Day3__2018-05-17T15_59_06-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180514_Plate9_Day3__2018-05-17T16_49_29-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate10_Day3__2018-05-25T17_31_58-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate1_Day3__2018-05-25T10_14_03-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate2_Day3__2018-05-25T11_01_42-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate3_Day3__2018-05-25T11_52_43-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate4_Day3__2018-05-25T12_41_10-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate5_Day3__2018-05-25T13_30_18-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate6_Day3__2018-05-25T14_18_37-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate7_Day3__2018-05-25T15_06_12-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate8_Day3__2018-05-25T15_54_23-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180522_Plate9_Day3__2018-05-25T16_43_33-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180528_Plate3_Day3__2018-05-31T15_16_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180528_Plate4_Day3__2018-05-31T16_52_42-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180528_Plate5_Day3__2018-05-31T18_28_04-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180625_Plate1_Day3__2018-06-28T10_56_16-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180625_Plate2_Day3__2018-06-28T12_32_30-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180625_Plate3_Day3__2018-06-28T14_07_37-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180625_Plate4_Day3__2018-06-28T15_40_54-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180625_Plate5_Day3__2018-06-28T17_15_04-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180803_Plate1_Day3__2018-08-06T10_56_02-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180803_Plate2_Day3__2018-08-06T12_32_38-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180803_Plate3_Day3__2018-08-06T14_07_08-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180803_Plate4_Day3__2018-08-06T15_41_40-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180803_Plate5_Day3__2018-08-06T17_16_50-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180814_Plate1_Day3__2018-08-17T11_08_29-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180814_Plate2_Day3__2018-08-17T12_42_54-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180814_Plate3_Day3__2018-08-17T14_17_36-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180814_Plate4_Day3__2018-08-17T15_59_55-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180814_Plate5_Day3__2018-08-17T17_33_36-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180827_Plate1_Day3__2018-08-30T11_02_58-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180827_Plate2_Day3__2018-08-30T12_38_21-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180827_Plate3_Day3__2018-08-30T14_18_31-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180827_Plate4_Day3__2018-08-30T15_56_19-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_180827_Plate5_Day3__2018-08-30T17_36_33-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate10_Day3__2018-10-12T16_27_36-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate1_Day3__2018-10-12T09_10_15-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate2_Day3__2018-10-12T09_58_42-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate3_Day3__2018-10-12T10_46_35-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate4_Day3__2018-10-12T11_35_29-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate5_Day3__2018-10-12T12_24_43-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate6_Day3__2018-10-12T13_14_26-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate7_Day3__2018-10-12T14_02_19-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate8_Day3__2018-10-12T14_50_55-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181009_Plate9_Day3__2018-10-12T15_39_16-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181109_Plate1_Day3__2018-11-09T09_12_28-Measurement 2/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181109_Plate2_Day3__2018-11-09T10_45_41-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181109_Plate3_Day3__2018-11-09T12_20_19-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220822-ftp/Screen_181109_Plate4_Day3__2018-11-09T13_56_02-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220921-ftp/Screen_180306_Plate2_Day3__2018-03-09T12_14_55-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220921-ftp/Screen_180424_Plate4_Day3__2018-04-27T11_48_59-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220921-ftp/Screen_180504_Plate7_Day3__2018-05-07T15_22_34-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20220921-ftp/Screen_180528_Plate2_Day3__2018-05-31T13_40_47-Measurement 1/Images',
        '/uod/idr/filesets/idr0143-herbst-coculture/20230119-ftp/Screen_180528_Plate1_Day3__2018-05-31T12_04_34-Measurement 1/Images',
        'README.md',
        'idr0143-study.txt',
        'rendering_settings/idr0143_MIP_2Channel.yml',
        'rendering_settings/idr0143_MIP_3Channel.yml',
    ),
    'screenA': (
        'idr0143-screenA-annotation.csv '
        'idr0143-screenA-bulk.yml '
        'idr0143-screenA-bulkmap-config.yml '
        'idr0143-screenA-plates.tsv'
    ),
    'scripts': (
        '143_files.txt '
        'check_channel_names.py '
        'check_well_pos.py '
        'companions.py '
        'fix_well_names.py '
        'rename.py '
        'rois.py'
    ),
}


ISG_FIBRO_CELLS_KIND = {
    '': (
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov000/cell000/cell000.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov001/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov001/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov002/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov002/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov002/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov002/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell010/cell010.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell011/cell011.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell012/cell012.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell010/cell010.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell011/cell011.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell012/cell012.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell013/cell013.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell014/cell014.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov008/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov008/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov008/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov008/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov008/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov009/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov010/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov010/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov010/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov010/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov012/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov012/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov012/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov012/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov012/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov013/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov013/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov013/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov013/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov013/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov013/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov014/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov014/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov014/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov014/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov015/cell011/cell011.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell010/cell010.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell011/cell011.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell012/cell012.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov018/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov018/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov018/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov018/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov018/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov020/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov022/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov022/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov022/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov023/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov024/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov024/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov024/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov025/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov025/cell005/cell005.pattern'
    ),
}


ISG_FIBRO_CELLS_OTHER = {
    '': (
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201128-ftp/pgp1f/pgp1f_hyb.nd2 '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201217-patterns/pgp1f.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo01/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo02/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo03/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo04/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo05/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo06/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo07/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo08/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo09/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo10/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo11/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo12/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo13/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo14/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo15/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo16/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo17/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo18/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo19/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo20/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo21/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo22/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo23/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo24/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo25/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo25/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo26/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo26/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo27/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo27/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo28/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo28/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo29/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo29/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo30/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo30/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo31/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo31/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo32/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo32/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo33/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo33/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo34/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo34/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo35/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo35/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo36/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo36/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo37/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo37/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo38/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo38/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo39/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo39/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo40/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo40/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo41/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo41/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo42/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo42/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo43/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo43/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo44/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo44/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo45/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo45/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo45/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo45/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo46/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo46/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo46/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo46/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo47/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo47/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo47/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo47/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo48/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo48/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo48/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo48/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo49/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo49/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo49/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo49/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo50/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo50/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo50/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo50/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo51/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo51/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo51/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo52/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo52/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo52/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo53/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo53/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo53/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo53/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo54/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo54/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo54/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo55/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo55/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo55/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo55/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo56/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo56/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo56/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo56/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo57/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo57/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo57/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo57/cell004/cell004.pattern '
        'README.md '
        'idr0101-study.txt'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201215-ometiff': (
        'embryo01.ome.tiff '
        'embryo01_hyb.ome.tiff '
        'embryo01_stain.ome.tiff '
        'embryo02.ome.tiff '
        'embryo02_hyb.ome.tiff '
        'embryo02_stain.ome.tiff '
        'embryo03.ome.tiff '
        'embryo03_hyb.ome.tiff '
        'embryo03_stain.ome.tiff '
        'embryo04.ome.tiff '
        'embryo04_hyb.ome.tiff '
        'embryo04_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201216-ometiff': (
        'embryo05.ome.tiff '
        'embryo05_hyb.ome.tiff '
        'embryo05_stain.ome.tiff '
        'embryo06.ome.tiff '
        'embryo06_hyb.ome.tiff '
        'embryo06_stain.ome.tiff '
        'embryo07.ome.tiff '
        'embryo07_hyb.ome.tiff '
        'embryo07_stain.ome.tiff '
        'embryo08.ome.tiff '
        'embryo08_hyb.ome.tiff '
        'embryo08_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201217-ometiff': (
        'embryo09.ome.tiff '
        'embryo09_hyb.ome.tiff '
        'embryo09_stain.ome.tiff '
        'embryo10.ome.tiff '
        'embryo10_hyb.ome.tiff '
        'embryo10_stain.ome.tiff '
        'embryo11.ome.tiff '
        'embryo11_hyb.ome.tiff '
        'embryo11_stain.ome.tiff '
        'embryo12.ome.tiff '
        'embryo12_hyb.ome.tiff '
        'embryo12_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201219-ometiff': (
        'embryo13.ome.tiff '
        'embryo13_hyb.ome.tiff '
        'embryo13_stain.ome.tiff '
        'embryo14.ome.tiff '
        'embryo14_hyb.ome.tiff '
        'embryo14_stain.ome.tiff '
        'embryo15.ome.tiff '
        'embryo15_hyb.ome.tiff '
        'embryo15_stain.ome.tiff '
        'embryo16.ome.tiff '
        'embryo16_hyb.ome.tiff '
        'embryo16_stain.ome.tiff '
        'embryo17.ome.tiff '
        'embryo17_hyb.ome.tiff '
        'embryo17_stain.ome.tiff '
        'embryo18.ome.tiff '
        'embryo18_hyb.ome.tiff '
        'embryo18_stain.ome.tiff '
        'embryo19.ome.tiff '
        'embryo19_hyb.ome.tiff '
        'embryo19_stain.ome.tiff '
        'embryo20.ome.tiff '
        'embryo20_hyb.ome.tiff '
        'embryo20_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201220-ometiff': (
        'embryo21.ome.tiff '
        'embryo21_hyb.ome.tiff '
        'embryo21_stain.ome.tiff '
        'embryo22.ome.tiff '
        'embryo22_hyb.ome.tiff '
        'embryo22_stain.ome.tiff '
        'embryo23.ome.tiff '
        'embryo23_hyb.ome.tiff '
        'embryo23_stain.ome.tiff '
        'embryo24.ome.tiff '
        'embryo24_hyb.ome.tiff '
        'embryo24_stain.ome.tiff '
        'embryo25.ome.tiff '
        'embryo25_hyb.ome.tiff '
        'embryo25_stain.ome.tiff '
        'embryo26.ome.tiff '
        'embryo26_hyb.ome.tiff '
        'embryo26_stain.ome.tiff '
        'embryo27.ome.tiff '
        'embryo27_hyb.ome.tiff '
        'embryo27_stain.ome.tiff '
        'embryo28.ome.tiff '
        'embryo28_hyb.ome.tiff '
        'embryo28_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201221-ometiff': (
        'embryo29.ome.tiff '
        'embryo29_hyb.ome.tiff '
        'embryo29_stain.ome.tiff '
        'embryo30.ome.tiff '
        'embryo30_hyb.ome.tiff '
        'embryo30_stain.ome.tiff '
        'embryo31.ome.tiff '
        'embryo31_hyb.ome.tiff '
        'embryo31_stain.ome.tiff '
        'embryo32.ome.tiff '
        'embryo32_hyb.ome.tiff '
        'embryo32_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201222-ometiff': (
        'embryo33.ome.tiff '
        'embryo33_hyb.ome.tiff '
        'embryo33_stain.ome.tiff '
        'embryo34.ome.tiff '
        'embryo34_hyb.ome.tiff '
        'embryo34_stain.ome.tiff '
        'embryo35.ome.tiff '
        'embryo35_hyb.ome.tiff '
        'embryo35_stain.ome.tiff '
        'embryo36.ome.tiff '
        'embryo36_hyb.ome.tiff '
        'embryo36_stain.ome.tiff '
        'embryo37.ome.tiff '
        'embryo37_hyb.ome.tiff '
        'embryo37_stain.ome.tiff '
        'embryo38.ome.tiff '
        'embryo38_hyb.ome.tiff '
        'embryo38_stain.ome.tiff '
        'embryo39.ome.tiff '
        'embryo39_hyb.ome.tiff '
        'embryo39_stain.ome.tiff '
        'embryo40.ome.tiff '
        'embryo40_hyb.ome.tiff '
        'embryo40_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201223-ometiff': (
        'embryo41.ome.tiff '
        'embryo41_hyb.ome.tiff '
        'embryo41_stain.ome.tiff '
        'embryo42.ome.tiff '
        'embryo42_hyb.ome.tiff '
        'embryo42_stain.ome.tiff '
        'embryo43.ome.tiff '
        'embryo43_hyb.ome.tiff '
        'embryo43_stain.ome.tiff '
        'embryo44.ome.tiff '
        'embryo44_hyb.ome.tiff '
        'embryo44_stain.ome.tiff '
        'embryo45.ome.tiff '
        'embryo45_hyb.ome.tiff '
        'embryo45_stain.ome.tiff '
        'embryo46.ome.tiff '
        'embryo46_hyb.ome.tiff '
        'embryo46_stain.ome.tiff '
        'embryo47.ome.tiff '
        'embryo47_hyb.ome.tiff '
        'embryo47_stain.ome.tiff '
        'embryo48.ome.tiff '
        'embryo48_hyb.ome.tiff '
        'embryo48_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201224-ometiff': (
        'embryo49.ome.tiff '
        'embryo49_hyb.ome.tiff '
        'embryo49_stain.ome.tiff '
        'embryo50.ome.tiff '
        'embryo50_hyb.ome.tiff '
        'embryo50_stain.ome.tiff '
        'embryo51.ome.tiff '
        'embryo51_hyb.ome.tiff '
        'embryo51_stain.ome.tiff '
        'embryo52.ome.tiff '
        'embryo52_hyb.ome.tiff '
        'embryo52_stain.ome.tiff '
        'embryo53.ome.tiff '
        'embryo53_hyb.ome.tiff '
        'embryo53_stain.ome.tiff '
        'embryo54.ome.tiff '
        'embryo54_hyb.ome.tiff '
        'embryo54_stain.ome.tiff '
        'embryo55.ome.tiff '
        'embryo55_hyb.ome.tiff '
        'embryo55_stain.ome.tiff '
        'embryo56.ome.tiff '
        'embryo56_hyb.ome.tiff '
        'embryo56_stain.ome.tiff '
        'embryo57.ome.tiff '
        'embryo57_hyb.ome.tiff '
        'embryo57_stain.ome.tiff'
    ),
    'experimentA': (
        'Data_Description_Fibroblasts.csv '
        'Data_Table_Fibroblasts.csv '
        'idr0101-experimentA-annotation.csv '
        'idr0101-experimentA-bulk.yml '
        'idr0101-experimentA-bulkmap-config.yml '
        'idr0101-experimentA-filePaths.tsv '
        'idr0101-processed-bulk.yml '
        'idr0101-processed-filePaths.tsv'
    ),
    'experimentA/rendering_settings': (
        'idr0101-experimentA_hyb.yml '
        'idr0101-experimentA_processed.yml '
        'idr0101-experimentA_seq.yml'
    ),
    'experimentB': (
        'Data_Description_Embryo.csv '
        'Data_Table_Embryo.csv '
        'idr0101-experimentB-annotation.csv '
        'idr0101-experimentB-bulk.yml '
        'idr0101-experimentB-bulkmap-config.yml '
        'idr0101-experimentB-filePaths.tsv'
    ),
    'experimentB/rendering_settings': (
        'idr0101-experimentB_hyb.yml '
        'idr0101-experimentB_processed.yml '
        'idr0101-experimentB_seq.yml '
        'idr0101-experimentB_stain.yml '
        'idr0101-experimentB_stain_4ch.yml'
    ),
    'scripts': (
        'Dockerfile '
        'README.md '
        'convert.sh '
        'csv_to_points.py '
        'delete_timestamps.py '
        'find_images.py '
        'idrftp-aspera.sh '
        'pipeline.sh '
        'post_import_expA.py '
        'processed_annotations.py '
        'processed_symlinks.sh '
        'requirements.txt '
        's3-upload.sh '
        'seg_images_to_masks.py '
        'set_renderingsettings.txt'
    ),
}


ISG_EMBRYO_CELLS_KIND = {
    '': (
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo01/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo02/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo03/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo04/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo05/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo06/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo07/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo08/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo09/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo10/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo11/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo12/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo13/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo14/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo15/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo16/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo17/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo18/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo19/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo20/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo21/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo22/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo23/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo24/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo25/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo25/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo26/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo26/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo27/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo27/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo28/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo28/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo29/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo29/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo30/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo30/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo31/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo31/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo32/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo32/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo33/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo33/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo34/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo34/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo35/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo35/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo36/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo36/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo37/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo37/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo38/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo38/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo39/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo39/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo40/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo40/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo41/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo41/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo42/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo42/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo43/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo43/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo44/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo44/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo45/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo45/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo45/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo45/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo46/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo46/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo46/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo46/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo47/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo47/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo47/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo47/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo48/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo48/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo48/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo48/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo49/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo49/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo49/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo49/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo50/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo50/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo50/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo50/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo51/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo51/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo51/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo52/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo52/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo52/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo53/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo53/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo53/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo53/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo54/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo54/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo54/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo55/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo55/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo55/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo55/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo56/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo56/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo56/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo56/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo57/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo57/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo57/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/embryo/embryo57/cell004/cell004.pattern'
    ),
}


ISG_EMBRYO_CELLS_OTHER = {
    '': (
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201128-ftp/pgp1f/pgp1f_hyb.nd2 '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201217-patterns/pgp1f.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov000/cell000/cell000.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov001/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov001/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov002/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov002/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov002/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov002/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov003/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell010/cell010.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell011/cell011.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov006/cell012/cell012.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell010/cell010.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell011/cell011.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell012/cell012.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell013/cell013.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov007/cell014/cell014.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov008/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov008/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov008/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov008/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov008/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov009/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov010/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov010/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov010/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov010/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov012/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov012/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov012/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov012/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov012/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov013/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov013/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov013/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov013/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov013/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov013/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov014/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov014/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov014/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov014/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov015/cell011/cell011.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov016/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell010/cell010.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell011/cell011.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov017/cell012/cell012.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov018/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov018/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov018/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov018/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov018/cell009/cell009.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell005/cell005.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell007/cell007.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov019/cell008/cell008.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov020/cell006/cell006.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov022/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov022/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov022/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov023/cell003/cell003.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov024/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov024/cell002/cell002.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov024/cell004/cell004.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov025/cell001/cell001.pattern '
        '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20210421-processed/pgp1/fov025/cell005/cell005.pattern '
        'README.md '
        'idr0101-study.txt'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201215-ometiff': (
        'embryo01.ome.tiff '
        'embryo01_hyb.ome.tiff '
        'embryo01_stain.ome.tiff '
        'embryo02.ome.tiff '
        'embryo02_hyb.ome.tiff '
        'embryo02_stain.ome.tiff '
        'embryo03.ome.tiff '
        'embryo03_hyb.ome.tiff '
        'embryo03_stain.ome.tiff '
        'embryo04.ome.tiff '
        'embryo04_hyb.ome.tiff '
        'embryo04_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201216-ometiff': (
        'embryo05.ome.tiff '
        'embryo05_hyb.ome.tiff '
        'embryo05_stain.ome.tiff '
        'embryo06.ome.tiff '
        'embryo06_hyb.ome.tiff '
        'embryo06_stain.ome.tiff '
        'embryo07.ome.tiff '
        'embryo07_hyb.ome.tiff '
        'embryo07_stain.ome.tiff '
        'embryo08.ome.tiff '
        'embryo08_hyb.ome.tiff '
        'embryo08_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201217-ometiff': (
        'embryo09.ome.tiff '
        'embryo09_hyb.ome.tiff '
        'embryo09_stain.ome.tiff '
        'embryo10.ome.tiff '
        'embryo10_hyb.ome.tiff '
        'embryo10_stain.ome.tiff '
        'embryo11.ome.tiff '
        'embryo11_hyb.ome.tiff '
        'embryo11_stain.ome.tiff '
        'embryo12.ome.tiff '
        'embryo12_hyb.ome.tiff '
        'embryo12_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201219-ometiff': (
        'embryo13.ome.tiff '
        'embryo13_hyb.ome.tiff '
        'embryo13_stain.ome.tiff '
        'embryo14.ome.tiff '
        'embryo14_hyb.ome.tiff '
        'embryo14_stain.ome.tiff '
        'embryo15.ome.tiff '
        'embryo15_hyb.ome.tiff '
        'embryo15_stain.ome.tiff '
        'embryo16.ome.tiff '
        'embryo16_hyb.ome.tiff '
        'embryo16_stain.ome.tiff '
        'embryo17.ome.tiff '
        'embryo17_hyb.ome.tiff '
        'embryo17_stain.ome.tiff '
        'embryo18.ome.tiff '
        'embryo18_hyb.ome.tiff '
        'embryo18_stain.ome.tiff '
        'embryo19.ome.tiff '
        'embryo19_hyb.ome.tiff '
        'embryo19_stain.ome.tiff '
        'embryo20.ome.tiff '
        'embryo20_hyb.ome.tiff '
        'embryo20_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201220-ometiff': (
        'embryo21.ome.tiff '
        'embryo21_hyb.ome.tiff '
        'embryo21_stain.ome.tiff '
        'embryo22.ome.tiff '
        'embryo22_hyb.ome.tiff '
        'embryo22_stain.ome.tiff '
        'embryo23.ome.tiff '
        'embryo23_hyb.ome.tiff '
        'embryo23_stain.ome.tiff '
        'embryo24.ome.tiff '
        'embryo24_hyb.ome.tiff '
        'embryo24_stain.ome.tiff '
        'embryo25.ome.tiff '
        'embryo25_hyb.ome.tiff '
        'embryo25_stain.ome.tiff '
        'embryo26.ome.tiff '
        'embryo26_hyb.ome.tiff '
        'embryo26_stain.ome.tiff '
        'embryo27.ome.tiff '
        'embryo27_hyb.ome.tiff '
        'embryo27_stain.ome.tiff '
        'embryo28.ome.tiff '
        'embryo28_hyb.ome.tiff '
        'embryo28_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201221-ometiff': (
        'embryo29.ome.tiff '
        'embryo29_hyb.ome.tiff '
        'embryo29_stain.ome.tiff '
        'embryo30.ome.tiff '
        'embryo30_hyb.ome.tiff '
        'embryo30_stain.ome.tiff '
        'embryo31.ome.tiff '
        'embryo31_hyb.ome.tiff '
        'embryo31_stain.ome.tiff '
        'embryo32.ome.tiff '
        'embryo32_hyb.ome.tiff '
        'embryo32_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201222-ometiff': (
        'embryo33.ome.tiff '
        'embryo33_hyb.ome.tiff '
        'embryo33_stain.ome.tiff '
        'embryo34.ome.tiff '
        'embryo34_hyb.ome.tiff '
        'embryo34_stain.ome.tiff '
        'embryo35.ome.tiff '
        'embryo35_hyb.ome.tiff '
        'embryo35_stain.ome.tiff '
        'embryo36.ome.tiff '
        'embryo36_hyb.ome.tiff '
        'embryo36_stain.ome.tiff '
        'embryo37.ome.tiff '
        'embryo37_hyb.ome.tiff '
        'embryo37_stain.ome.tiff '
        'embryo38.ome.tiff '
        'embryo38_hyb.ome.tiff '
        'embryo38_stain.ome.tiff '
        'embryo39.ome.tiff '
        'embryo39_hyb.ome.tiff '
        'embryo39_stain.ome.tiff '
        'embryo40.ome.tiff '
        'embryo40_hyb.ome.tiff '
        'embryo40_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201223-ometiff': (
        'embryo41.ome.tiff '
        'embryo41_hyb.ome.tiff '
        'embryo41_stain.ome.tiff '
        'embryo42.ome.tiff '
        'embryo42_hyb.ome.tiff '
        'embryo42_stain.ome.tiff '
        'embryo43.ome.tiff '
        'embryo43_hyb.ome.tiff '
        'embryo43_stain.ome.tiff '
        'embryo44.ome.tiff '
        'embryo44_hyb.ome.tiff '
        'embryo44_stain.ome.tiff '
        'embryo45.ome.tiff '
        'embryo45_hyb.ome.tiff '
        'embryo45_stain.ome.tiff '
        'embryo46.ome.tiff '
        'embryo46_hyb.ome.tiff '
        'embryo46_stain.ome.tiff '
        'embryo47.ome.tiff '
        'embryo47_hyb.ome.tiff '
        'embryo47_stain.ome.tiff '
        'embryo48.ome.tiff '
        'embryo48_hyb.ome.tiff '
        'embryo48_stain.ome.tiff'
    ),
    '/uod/idr/filesets/idr0101-payne-insitugenomeseq/20201224-ometiff': (
        'embryo49.ome.tiff '
        'embryo49_hyb.ome.tiff '
        'embryo49_stain.ome.tiff '
        'embryo50.ome.tiff '
        'embryo50_hyb.ome.tiff '
        'embryo50_stain.ome.tiff '
        'embryo51.ome.tiff '
        'embryo51_hyb.ome.tiff '
        'embryo51_stain.ome.tiff '
        'embryo52.ome.tiff '
        'embryo52_hyb.ome.tiff '
        'embryo52_stain.ome.tiff '
        'embryo53.ome.tiff '
        'embryo53_hyb.ome.tiff '
        'embryo53_stain.ome.tiff '
        'embryo54.ome.tiff '
        'embryo54_hyb.ome.tiff '
        'embryo54_stain.ome.tiff '
        'embryo55.ome.tiff '
        'embryo55_hyb.ome.tiff '
        'embryo55_stain.ome.tiff '
        'embryo56.ome.tiff '
        'embryo56_hyb.ome.tiff '
        'embryo56_stain.ome.tiff '
        'embryo57.ome.tiff '
        'embryo57_hyb.ome.tiff '
        'embryo57_stain.ome.tiff'
    ),
    'experimentA': (
        'Data_Description_Fibroblasts.csv '
        'Data_Table_Fibroblasts.csv '
        'idr0101-experimentA-annotation.csv '
        'idr0101-experimentA-bulk.yml '
        'idr0101-experimentA-bulkmap-config.yml '
        'idr0101-experimentA-filePaths.tsv '
        'idr0101-processed-bulk.yml '
        'idr0101-processed-filePaths.tsv'
    ),
    'experimentA/rendering_settings': (
        'idr0101-experimentA_hyb.yml '
        'idr0101-experimentA_processed.yml '
        'idr0101-experimentA_seq.yml'
    ),
    'experimentB': (
        'Data_Description_Embryo.csv '
        'Data_Table_Embryo.csv '
        'idr0101-experimentB-annotation.csv '
        'idr0101-experimentB-bulk.yml '
        'idr0101-experimentB-bulkmap-config.yml '
        'idr0101-experimentB-filePaths.tsv'
    ),
    'experimentB/rendering_settings': (
        'idr0101-experimentB_hyb.yml '
        'idr0101-experimentB_processed.yml '
        'idr0101-experimentB_seq.yml '
        'idr0101-experimentB_stain.yml '
        'idr0101-experimentB_stain_4ch.yml'
    ),
    'scripts': (
        'Dockerfile '
        'README.md '
        'convert.sh '
        'csv_to_points.py '
        'delete_timestamps.py '
        'find_images.py '
        'idrftp-aspera.sh '
        'pipeline.sh '
        'post_import_expA.py '
        'processed_annotations.py '
        'processed_symlinks.sh '
        'requirements.txt '
        's3-upload.sh '
        'seg_images_to_masks.py '
        'set_renderingsettings.txt'
    ),
}


BRYO_IMAGES_KIND = {
    '': (
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania brevicaulis/IMG_0154-0204 Scapania brevicaulis ventral side (2.5x).ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania brevicaulis/IMG_2792-2842 Scapania brevicaulis stature dorsal side (2.5x).ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania crassiretis/IMG_0258-0302 Scapania crassiretis stature ventral side (2.5x).ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania crassiretis/IMG_1047-1113 Scapania crassiretis postical lobe leaf apex (40x).ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania ligulifolia/IMG_1547-1606 Scapania ligulifolia gemmae (40x).ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania ligulifolia/IMG_1607-1656 Scapania ligulifolia leaf cross section (20x).ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania nemorea/IMG_0483-0535 Scapania nemorea stature (2.5x).ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania nemorea/IMG_5514-5538 Scapania nemorea stature dorsal side (MP-E 2x).ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania paludicola/IMG_3916-3976 Scapania paludicola stature dorsal side (2.5x).ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania paludicola/IMG_5940-6059 Scapania paludicola leaf lobes cross section (40x).ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania sphaerifera/IMG_3583-3637 Scapania sphaerifera stem cross section (20x).ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania umbrosa/IMG_6177-6225 Scapania umbrosa stature female plants (MP-E 4x).ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania umbrosa/IMG_7492-7578 Scapania umbrosa cells leaf center (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Diplophyllum albicans': (
        'IMG_0611-0660 Diplophyllum albicans stature dorsal side (2.5x).ome.tiff',
        'IMG_0911-0960 Diplophyllum albicans stature ventral side (2.5x).ome.tiff',
        'IMG_1361-1410 Diplophyllum albicans leaf lobes (5x).ome.tiff',
        'IMG_2897-2946 Diplophyllum albicans leaf lobes cross section (20x).ome.tiff',
        'IMG_3199-3245 Diplophyllum albicans leaf lobes cross section (40x DIC).ome.tiff',
        'IMG_4023-4072 Diplophyllum albicans archegonia (20x).ome.tiff',
        'IMG_4683-4732 Diplophyllum albicans stature ventral side (2.5x).ome.tiff',
        'IMG_5233-5282 Diplophyllum albicans stature dorsal side (2.5x).ome.tiff',
        'IMG_5833-5882 Diplophyllum albicans stature dorsal side (2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Diplophyllum obtusatum': (
        'IMG_0704-0753 Diplophyllum obtusatum stature dorsal side (5x).ome.tiff',
        'IMG_1271-1320 Diplophyllum obtusatum gemmae (40x).ome.tiff',
        'IMG_1371-1420 Diplophyllum obtusatum gemmae (40x DIC).ome.tiff',
        'IMG_1471-1520 Diplophyllum obtusatum stature dorsal side (5x).ome.tiff',
        'IMG_2205-2254 Diplophyllum obtusatum gemmae (40x).ome.tiff',
        'IMG_3705-3754 Diplophyllum obtusatum gemmae (40x DIC).ome.tiff',
        'IMG_4925-4974 Diplophyllum obtusatum leaf cross section (40x DIC).ome.tiff',
        'IMG_5325-5374 Diplophyllum obtusatum stem cross section (20x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Diplophyllum obtusifolium': (
        'IMG_0920-0974 Diplophyllum obtusifolium stature ventral side (5x).ome.tiff',
        'IMG_1525-1579 Diplophyllum obtusifolium stature ventral side (5x).ome.tiff',
        'IMG_2020-2074 Diplophyllum obtusifolium stature dorsal side (5x).ome.tiff',
        'IMG_2075-2129 Diplophyllum obtusifolium stature dorsal side (5x).ome.tiff',
        'IMG_2350-2404 Diplophyllum obtusifolium stature dorsal side (5x).ome.tiff',
        'IMG_3800-3859 Diplophyllum obtusifolium spores and elaters (40x).ome.tiff',
        'IMG_4160-4219 Diplophyllum obtusifolium spores and elaters (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Diplophyllum taxifolium': (
        'IMG_0303-0352 Diplophyllum taxifolium stature ventral side (5x).ome.tiff',
        'IMG_0353-0402 Diplophyllum taxifolium stature ventral side (5x).ome.tiff',
        'IMG_1003-1052 Diplophyllum taxifolium stature ventral side (5x).ome.tiff',
        'IMG_1353-1402 Diplophyllum taxifolium stature ventral side (5x).ome.tiff',
        'IMG_1403-1452 Diplophyllum taxifolium stature ventral side (5x).ome.tiff',
        'IMG_1553-1602 Diplophyllum taxifolium stature ventral side (5x).ome.tiff',
        'IMG_2303-2352 Diplophyllum taxifolium gemmae (40x DIC).ome.tiff',
        'IMG_2503-2552 Diplophyllum taxifolium gemmae (40x).ome.tiff',
        'IMG_3468-3567 Diplophyllum taxifolium antical lobe middle leaf margin (40x).ome.tiff',
        'IMG_3968-4017 Diplophyllum taxifolium leaf cross section (40x DIC).ome.tiff',
        'IMG_4369-4417 Diplophyllum taxifolium stem cross section (20x).ome.tiff',
        'IMG_4468-4517 Diplophyllum taxifolium stem cross section (20x).ome.tiff',
        'IMG_6788-6837 Diplophyllum taxifolium leaf lobes (10x).ome.tiff',
        'IMG_7138-7237 Diplophyllum taxifolium postical lobe leaf center (40x).ome.tiff',
        'IMG_7340-7437 Diplophyllum taxifolium postical lobe leaf margin (40x).ome.tiff',
        'IMG_7438-7537 Diplophyllum taxifolium postical lobe leaf apex (40x).ome.tiff',
        'IMG_8128-8177 Diplophyllum taxifolium antheridium (20x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Douinia ovata': (
        'IMG_0254-0303 Douinia ovata stature dorsal side (2.5x).ome.tiff',
        'IMG_0804-0853 Douinia ovata stature ventral side (2.5x).ome.tiff',
        'IMG_0854-0903 Douinia ovata stature ventral side (2.5x).ome.tiff',
        'IMG_1734-1783 Douinia ovata leaf lobes (10x).ome.tiff',
        'IMG_1784-1833 Douinia ovata leaf lobes (10x).ome.tiff',
        'IMG_1984-2033 Douinia ovata leaf lobes (10x).ome.tiff',
        'IMG_3287-3336 Douinia ovata spores and elaters (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania aequiloba': (
        'IMG_0490-0544 Scapania aequiloba stature dorsal side (2.5x).ome.tiff',
        'IMG_8579-8679 Scapania aequiloba leaf apex with gemmae (20x).ome.tiff',
        'IMG_9292-9346 Scapania aequiloba leaf lobes cross section (40x).ome.tiff',
        'IMG_9563-9596 Scapania aequiloba stem cross section (20x).ome.tiff',
        'IMG_9968-9999 Scapania aequiloba stature dorsal side (2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania apiculata': (
        'IMG_1171-1221 Scapania apiculata stature dorsal side (5x).ome.tiff',
        'IMG_1222-1265 Scapania apiculata leaf lobes (10x).ome.tiff',
        'IMG_1647-1728 Scapania apiculata postical lobe leaf apex (40x).ome.tiff',
        'IMG_2408-2458 Scapania apiculata stem cross section (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania aspera': (
        'IMG_0058-0112 Scapania aspera stature ventral side (2.5x).ome.tiff',
        'IMG_0931-0985 Scapania aspera stature ventral side (2.5x).ome.tiff',
        'IMG_1514-1579 Scapania aspera gemmae (40x).ome.tiff',
        'IMG_2759-2813 Scapania aspera stature dorsal side (2.5x).ome.tiff',
        'IMG_3687-3731 Scapania aspera leaf cross section (20x).ome.tiff',
        'IMG_4038-4089 Scapania aspera leaf cross section (40x DIC).ome.tiff',
        'IMG_4828-4878 Scapania aspera stem cross section (20x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania calcicola': (
        'IMG_0508-0558 Scapania calcicola stature dorsal side (5x).ome.tiff',
        'IMG_0706-0756 Scapania calcicola stature dorsal side (5x).ome.tiff',
        'IMG_0859-0909 Scapania calcicola stature dorsal side (5x).ome.tiff',
        'IMG_1311-1356 Scapania calcicola stature ventral side (5x).ome.tiff',
        'IMG_1426-1446 Scapania calcicola stature dorsal side (Laowa 4.5x).ome.tiff',
        'IMG_1447-1448 Scapania calcicola stature dorsal side (Laowa 4.5x).ome.tiff',
        'IMG_1963-2020 Scapania calcicola stem cross section (40x).ome.tiff',
        'IMG_2275-2360 Scapania calcicola postical lobe leaf center (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania carinthiaca var. massalongi': (
        'IMG_0286-0335 Scapania carinthiaca var. massalongi stature (Laowa 5.0x on macro bellow 8x).ome.tiff',
        'IMG_0663-0722 Scapania carinthiaca var. massalongi stature ventral side (5x).ome.tiff',
        'IMG_0843-0902 Scapania carinthiaca var. massalongi stature dorsal side (5x).ome.tiff',
        'IMG_1135-1209 Scapania carinthiaca var. massalongi gemmae on plant apex (20x).ome.tiff',
        'IMG_3611-3665 Scapania carinthiaca var. massalongi gemmae (40x).ome.tiff',
        'IMG_4796-4845 Scapania carinthiaca var. massalongi stature (Laowa 5.0x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania compacta': (
        'IMG_4822-4852 Scapania compacta stature with sporophyte (Laowa 3.0x).ome.tiff',
        'IMG_4999-5049 Scapania compacta stature with perianth and sporophyte ventral side (2.5x).ome.tiff',
        'IMG_5254-5304 Scapania compacta stature with perianth and sporophyte dorsal side (2.5x).ome.tiff',
        'IMG_5980-6040 Scapania compacta stature ventral side (2.5x).ome.tiff',
        'IMG_6589-6709 Scapania compacta cells leaf apex antical lobe (40x).ome.tiff',
        'IMG_7604-7611 Scapania compacta leaf cross section (40x DIC).ome.tiff',
        'IMG_7629-7677 Scapania compacta leaf cross section (40x DIC).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania curta': (
        'IMG_0125-0185 Scapania curta stature with perianth and capsule ventral side (5x).ome.tiff',
        'IMG_0974-1024 Scapania curta gemmae (40x).ome.tiff',
        'IMG_3044-3094 Scapania curta gemmae (40x DIC).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania cuspiduligera': (
        'IMG_3175-3221 Scapania cuspiduligera leaf lobes (5x).ome.tiff',
        'IMG_3626-3681 Scapania cuspiduligera stature with perianth ventral side (2.5x).ome.tiff',
        'IMG_6822-6871 Scapania cuspiduligera stature dorsal side (5x).ome.tiff',
        'IMG_7022-7071 Scapania cuspiduligera stature dorsal side (5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania degenii': (
        'IMG_0103-0152 Scapania degenii stature ventral side (2.5x).ome.tiff',
        'IMG_0253-0302 Scapania degenii stature ventral side (2.5x).ome.tiff',
        'IMG_0653-0702 Scapania degenii stature dorsal side (2.5x).ome.tiff',
        'IMG_0853-0902 Scapania degenii stature ventral side (2.5x).ome.tiff',
        'IMG_0953-1002 Scapania degenii stature dorsal side (2.5x).ome.tiff',
        'IMG_3135-3184 Scapania degenii leaf lobes cross section (20x).ome.tiff',
        'IMG_4312-4356 Scapania degenii stature ventral side (Laowa 4.0x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania glaucocephala': (
        'IMG_1403-1502 Scapania glaucocephala antical lobe leaf margin (40x).ome.tiff',
        'IMG_2423-2472 Scapania glaucocephala leaf lobes (10x).ome.tiff',
        'IMG_2673-2722 Scapania glaucocephala leaf lobes cross section (40x DIC).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania gracilis': (
        'IMG_0347-0397 Scapania gracilis stature ventral side (2.5x).ome.tiff',
        'IMG_0551-0595 Scapania gracilis stature ventral side (2.5x).ome.tiff',
        'IMG_1001-1051 Scapania gracilis stature dorsal side (2.5x).ome.tiff',
        'IMG_1256-1306 Scapania gracilis stature dorsal side (2.5x).ome.tiff',
        'IMG_1511-1561 Scapania gracilis stature ventral side (2.5x).ome.tiff',
        'IMG_1715-1765 Scapania gracilis stature dorsal side (2.5x).ome.tiff',
        'IMG_3406-3465 Scapania gracilis leaf cross section (40x DIC).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania gymnostomophila': (
        'IMG_0853-0913 Scapania gymnostomophila leaf lobes (10x).ome.tiff',
        'IMG_1089-1149 Scapania gymnostomophila leaf lobes (10x).ome.tiff',
        'IMG_1150-1266 Scapania gymnostomophila postical lobe leaf apex (40x).ome.tiff',
        'IMG_2437-2500 Scapania gymnostomophila stem leaf lobes cross section (40x DIC).ome.tiff',
        'IMG_2562-2659 Scapania gymnostomophila antical lobe leaf apex (40x).ome.tiff',
        'IMG_4006-4065 Scapania gymnostomophila stature (Laowa 5.0x).ome.tiff',
        'IMG_4616-4715 Scapania gymnostomophila antical lobe leaf margin (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania helvetica': (
        'IMG_0409-0459 Scapania helvetica B stature ventral side (2.5x).ome.tiff',
        'IMG_1419-1469 Scapania helvetica A gemmae (40x).ome.tiff',
        'IMG_1725-1795 Scapania helvetica A antical lobe leaf apex (20x).ome.tiff',
        'IMG_1867-1930 Scapania helvetica A antical lobe cells leaf center (40x).ome.tiff',
        'IMG_2499-2548 Scapania helvetica A leaf cross section (20x).ome.tiff',
        'IMG_2799-2849 Scapania helvetica B leaf lobes (5x).ome.tiff',
        'IMG_2901-2951 Scapania helvetica B leaf lobes (5x).ome.tiff',
        'IMG_3748-3838 Scapania helvetica B postical lobe cells leaf center (40x DIC).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania hyperborea': (
        'IMG_0005-0059 Scapania hyperborea stature ventral side (2.5x).ome.tiff',
        'IMG_0985-1039 Scapania hyperborea stature dorsal side (2.5x).ome.tiff',
        'IMG_1680-1729 Scapania hyperborea leaf lobes (5x).ome.tiff',
        'IMG_2480-2579 Scapania hyperborea postical lobe leaf base (40x).ome.tiff',
        'IMG_3441-3490 Scapania hyperborea stem cross section (20x).ome.tiff',
        'IMG_3852-3901 Scapania hyperborea leaf lobes cross section (20x).ome.tiff',
        'IMG_3902-3951 Scapania hyperborea leaf lobes cross section (20x).ome.tiff',
        'IMG_4801-4855 Scapania hyperborea stature dorsal side (2.5x).ome.tiff',
        'IMG_4911-4965 Scapania hyperborea stature dorsal side (2.5x).ome.tiff',
        'IMG_5461-5515 Scapania hyperborea stature with perianth dorsal side (2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania irrigua s.l.': (
        'IMG_1469-1556 Scapania irrigua leaf apex antical lobe (40x).ome.tiff',
        'IMG_1850-1949 Scapania irrigua cells leaf center antical lobe (40x).ome.tiff',
        'IMG_3468-3522 Scapania irrigua stature dorsal side (2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania irrigua subsp. irrigua': (
        'IMG_0256-0305 Scapania irrigua subsp. irrigua stature ventral side (2.5x).ome.tiff',
        'IMG_1356-1455 Scapania irrigua subsp. irrigua postical lobe leaf center (40x).ome.tiff',
        'IMG_1856-1905 Scapania irrigua subsp. irrigua leaf cross section (20x).ome.tiff',
        'IMG_2536-2590 Scapania irrigua subsp. irrigua stature dorsal side (2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania irrigua subsp. rufescens': (
        'IMG_0304-0403 Scapania irrigua subsp. rufescens postical lobe leaf apex (40x).ome.tiff',
        'IMG_1104-1203 Scapania irrigua subsp. rufescens antical lobe leaf center (40x).ome.tiff',
        'IMG_1999-2048 Scapania irrigua subsp. rufescens stature dorsal side (5x).ome.tiff',
        'IMG_2239-2288 Scapania irrigua subsp. rufescens stature dorsal side (5x).ome.tiff',
        'IMG_3932-3986 Scapania irrigua subsp. rufescens stature ventral side (5x).ome.tiff',
        'IMG_4042-4096 Scapania irrigua subsp. rufescens stature ventral side (5x).ome.tiff',
        'IMG_4507-4556 Scapania irrigua subsp. rufescens leaf lobes cross section (40x DIC).ome.tiff',
        'IMG_4659-4706 Scapania irrigua subsp. rufescens leaf lobes cross section (40x DIC).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania kaurinii': (
        'IMG_0116-0170 Scapania kaurinii stature dorsal side (2.5x).ome.tiff',
        'IMG_2609-2658 Scapania kaurinii spore capsule (5x).ome.tiff',
        'IMG_3049-3108 Scapania kaurinii perianth mouth with immature capsule (10x).ome.tiff',
        'IMG_3289-3348 Scapania kaurinii perianth mouth with immature capsule (10x).ome.tiff',
        'IMG_5914-5963 Scapania kaurinii leaf lobes cross section (20x).ome.tiff',
        'IMG_6414-6463 Scapania kaurinii leaf lobes cross section (40x DIC).ome.tiff',
        'IMG_6564-6613 Scapania kaurinii leaf lobes cross section (40x DIC).ome.tiff',
        'IMG_6664-6713 Scapania kaurinii leaf lobes cross section (20x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania lingulata': (
        'IMG_0004-0053 Scapania lingulata stature ventral side (2.5x).ome.tiff',
        'IMG_0104-0153 Scapania lingulata stature ventral side (2.5x).ome.tiff',
        'IMG_0354-0403 Scapania lingulata stature ventral side (2.5x).ome.tiff',
        'IMG_0934-1003 Scapania lingulata antheridia (20x).ome.tiff',
        'IMG_1204-1253 Scapania lingulata leaf lobes (5x).ome.tiff',
        'IMG_1454-1553 Scapania lingulata postical lobe leaf apex (40x).ome.tiff',
        'IMG_2073-2122 Scapania lingulata gemmae (40x).ome.tiff',
        'IMG_2373-2422 Scapania lingulata gemmae (40x).ome.tiff',
        'IMG_2573-2622 Scapania lingulata leaf lobes cross section (20x).ome.tiff',
        'IMG_3073-3122 Scapania lingulata stem cross section (20x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania mucronata': (
        'IMG_0594-0615 Scapania mucronata gemmae (40x).ome.tiff',
        'IMG_1031-1104 Scapania mucronata cells leaf center (40x).ome.tiff',
        'IMG_1841-1868 Scapania mucronata stem cross section (40x).ome.tiff',
        'IMG_1869-1909 Scapania mucronata stem cross section (40x).ome.tiff',
        'IMG_2071-2123 Scapania mucronata stem cross section (40x).ome.tiff',
        'IMG_3947-4007 Scapania mucronata leaf lobes (10x).ome.tiff',
        'IMG_4416-4516 Scapania mucronata postical lobe leaf margin (40x).ome.tiff',
        'IMG_4669-4729 Scapania mucronata leaf cross section (20x).ome.tiff',
        'IMG_4872-4917 Scapania mucronata leaf cross section (40x DIC).ome.tiff',
        'IMG_6274-6370 Scapania mucronata mod. meso- et leptoderma-viridis postical lobe leaf apex (40x).ome.tiff',
        'IMG_8417-8477 Scapania mucronata mod. mesoderma-viridis et colorata stature female plants dorsal side (2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania nimbosa': (
        'IMG_0385-0434 Scapania nimbosa postical lobe (5x).ome.tiff',
        'IMG_0435-0484 Scapania nimbosa postical lobe (5x).ome.tiff',
        'IMG_1625-1714 Scapania nimbosa antical lobe leaf margin (40x).ome.tiff',
        'IMG_1715-1804 Scapania nimbosa antical lobe leaf apex (40x).ome.tiff',
        'IMG_2791-2845 Scapania nimbosa stature dorsal side (2.5x).ome.tiff',
        'IMG_2901-2955 Scapania nimbosa stature dorsal side (2.5x).ome.tiff',
        'IMG_4078-4127 Scapania nimbosa stature ventral side (2.5x).ome.tiff',
        'IMG_4278-4327 Scapania nimbosa stature ventral side (2.5x).ome.tiff',
        'IMG_4428-4477 Scapania nimbosa stature ventral side (2.5x).ome.tiff',
        'IMG_4578-4627 Scapania nimbosa stature ventral side (2.5x).ome.tiff',
        'IMG_5178-5217 Scapania nimbosa stature dorsal side (MP-E 1x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania obcordata': (
        'IMG_0302-0351 Scapania obcordata stature dorsal side (5x).ome.tiff',
        'IMG_2806-2855 Scapania obcordata leaf cross section (40x DIC).ome.tiff',
        'IMG_2906-2955 Scapania obcordata leaf cross section (40x DIC).ome.tiff',
        'IMG_3006-3052 Scapania obcordata stem cross section (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania obscura': (
        'IMG_0054-0104 Scapania obscura stature ventral side (2.5x).ome.tiff',
        'IMG_0258-0308 Scapania obscura stature ventral side (2.5x).ome.tiff',
        'IMG_0554-0604 Scapania obscura stature dorsal side (2.5x).ome.tiff',
        'IMG_1691-1781 Scapania obscura postical lobe leaf margin (40x).ome.tiff',
        'IMG_2024-2074 Scapania obscura stature dorsal side (2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania ornithopodioides': (
        'IMG_0421-0470 Scapania ornithopodioides antical lobe (5x).ome.tiff',
        'IMG_1401-1500 Scapania ornithopodioides postical lobe leaf center (40x).ome.tiff',
        'IMG_2501-2550 Scapania ornithopodioides leaf lobes cross section (20x).ome.tiff',
        'IMG_6162-6211 Scapania ornithopodioides stature ventral side (2.5x).ome.tiff',
        'IMG_6562-6611 Scapania ornithopodioides stature dorsal side (2.5x).ome.tiff',
        'IMG_6962-7011 Scapania ornithopodioides stature dorsal side (2.5x).ome.tiff',
        'IMG_7262-7311 Scapania ornithopodioides stature dorsal side (2.5x).ome.tiff',
        'IMG_7362-7411 Scapania ornithopodioides stature dorsal side (2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania paludosa': (
        'IMG_0104-0154 Scapania paludosa stature dorsal side (2.5x).ome.tiff',
        'IMG_0155-0205 Scapania paludosa stature dorsal side (2.5x).ome.tiff',
        'IMG_0355-0405 Scapania paludosa stature dorsal side (2.5x).ome.tiff',
        'IMG_0857-0907 Scapania paludosa stature ventral side (2.5x).ome.tiff',
        'IMG_1302-1352 Scapania paludosa antical lobe (5x).ome.tiff',
        'IMG_1353-1403 Scapania paludosa postical lobe (5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania parvifolia': (
        'IMG_3357-3411 Scapania parvifolia stature dorsal side (2.5x).ome.tiff',
        'IMG_3634-3688 Scapania parvifolia stature dorsal side (2.5x).ome.tiff',
        'IMG_5684-5733 Scapania parvifolia stature ventral side (2.5x).ome.tiff',
        'IMG_5734-5783 Scapania parvifolia stature ventral side (2.5x).ome.tiff',
        'IMG_5834-5883 Scapania parvifolia stature ventral side (2.5x).ome.tiff',
        'IMG_5884-5933 Scapania parvifolia stature ventral side (2.5x).ome.tiff',
        'IMG_6434-6483 Scapania parvifolia stature ventral side (2.5x).ome.tiff',
        'IMG_6534-6583 Scapania parvifolia stature ventral side (2.5x).ome.tiff',
        'IMG_6584-6633 Scapania parvifolia stature ventral side (2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania praetervisa': (
        'IMG_0062-0122 Scapania praetervisa ventral side stature (5x).ome.tiff',
        'IMG_0123-0183 Scapania praetervisa ventral side stature (5x).ome.tiff',
        'IMG_1662-1757 Scapania praetervisa postical lobe leaf apex (40x).ome.tiff',
        'IMG_2205-2252 Scapania praetervisa leaf lobes cross section (20x).ome.tiff',
        'IMG_2836-2906 Scapania praetervisa stem cross section (40x DIC).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania scandica': (
        'IMG_0106-0156 Scapania scandica stature ventral side (2.5x).ome.tiff',
        'IMG_0926-0976 Scapania scandica stature dorsal side (2.5x).ome.tiff',
        'IMG_0977-1027 Scapania scandica stature ventral side (2.5x).ome.tiff',
        'IMG_1079-1129 Scapania scandica stature ventral side (2.5x).ome.tiff',
        'IMG_1662-1709 Scapania scandica gemmae (40x).ome.tiff',
        'IMG_4857-4966 Scapania scandica antical lobe leaf apex (40x).ome.tiff',
        'IMG_5036-5121 Scapania scandica stem cross section (20x).ome.tiff',
        'IMG_5122-5207 Scapania scandica stem cross section (20x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania simmonsii': (
        'IMG_0665-0719 Scapania simmonsii stature ventral side (2.5x).ome.tiff',
        'IMG_2196-2250 Scapania simmonsii leaf lobes (5x).ome.tiff',
        'IMG_3078-3137 Scapania simmonsii leaf lobes cross section (40x DIC).ome.tiff',
        'IMG_3199-3257 Scapania simmonsii leaf lobes cross section (40x DIC).ome.tiff',
        'IMG_4353-4407 Scapania simmonsii stature dorsal side (2.5x).ome.tiff',
        'IMG_4845-4899 Scapania simmonsii stature ventral side (2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania spitzbergensis': (
        'IMG_1251-1285 Scapania spitzbergensis stature dorsal side (2.5x).ome.tiff',
        'IMG_4046-4100 Scapania spitzbergensis antheridia and paraphyses (20x).ome.tiff',
        'IMG_4176-4230 Scapania spitzbergensis antheridia and paraphyses (20x).ome.tiff',
        'IMG_4231-4285 Scapania spitzbergensis antheridia and paraphyses (20x).ome.tiff',
        'IMG_4838-4887 Scapania spitzbergensis leaf lobes cross section (20x).ome.tiff',
        'IMG_4888-4937 Scapania spitzbergensis leaf lobes cross section (40x DIC).ome.tiff',
        'IMG_5540-5584 Scapania spitzbergensis leaf lobes cross section (20x).ome.tiff',
        'IMG_6060-6119 Scapania spitzbergensis spores and elaters (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania subalpina': (
        'IMG_0120-0178 Scapania subalpina stature dorsal side (5x).ome.tiff',
        'IMG_3053-3102 Scapania subalpina leaf lobes (10x).ome.tiff',
        'IMG_3103-3172 Scapania subalpina postical lobe winged leaf base (20x).ome.tiff',
        'IMG_3418-3527 Scapania subalpina antical lobe eweiterte leaf base (20x).ome.tiff',
        'IMG_4237-4286 Scapania subalpina stature ventral side (2.5x).ome.tiff',
        'IMG_4477-4526 Scapania subalpina stature dorsal side (2.5x).ome.tiff',
        'IMG_4622-4671 Scapania subalpina stature dorsal side (2.5x).ome.tiff',
        'IMG_6568-6617 Scapania subalpina stem cross section (20x).ome.tiff',
        'IMG_9166-9215 Scapania subalpina leaf cross section (20x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania tundrae': (
        'IMG_0154-0203 Scapania tundrae stature dorsal side (5x).ome.tiff',
        'IMG_0504-0553 Scapania tundrae stature dorsal side (5x).ome.tiff',
        'IMG_1213-1262 Scapania tundrae stature ventral side (5x).ome.tiff',
        'IMG_3552-3601 Scapania tundrae leaf lobes cross section (40x DIC).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania uliginosa': (
        'IMG_0461-0511 Scapania uliginosa stature ventral side (2.5x).ome.tiff',
        'IMG_1061-1111 Scapania uliginosa stature dorsal side (2.5x).ome.tiff',
        'IMG_1672-1717 Scapania uliginosa stature dorsal side (2.5x).ome.tiff',
        'IMG_2075-2125 Scapania uliginosa stature dorsal side (2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania undulata': (
        'IMG_0223-0272 Scapania undulata stature with perianth ventral side (2.5x).ome.tiff',
        'IMG_0328-0382 Scapania undulata stature dorsal side (2.5x).ome.tiff',
        'IMG_0613-0662 Scapania undulata spores (40x).ome.tiff',
        'IMG_0663-0712 Scapania undulata spores (40x).ome.tiff',
        'IMG_1023-1072 Scapania undulata stature ventral side (2.5x).ome.tiff',
        'IMG_1323-1372 Scapania undulata stature dorsal side (2.5x).ome.tiff',
        'IMG_1423-1472 Scapania undulata stature dorsal side (2.5x).ome.tiff',
        'IMG_1573-1622 Scapania undulata leaf lobes (5x).ome.tiff',
        'IMG_1833-1912 Scapania undulata postical lobe leaf margin (40x).ome.tiff',
        'IMG_2463-2512 Scapania undulata leaf cross section (20x).ome.tiff',
        'IMG_2763-2812 Scapania undulata stem cross section (20x).ome.tiff',
        'IMG_2813-2862 Scapania undulata stem cross section (20x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania verrucosa': (
        'IMG_2970-3030 Scapania verrucosa leaf cross section (40x DIC).ome.tiff',
        'IMG_3187-3235 Scapania verrucosa gemmae (40x).ome.tiff',
        'IMG_4462-4522 cf. Scapania verrucosa spores (40x DIC).ome.tiff',
        'IMG_5354-5403 Scapania verrucosa stature ventral side (2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania zemliae': (
        'IMG_0005-0059 Scapania zemliae stature ventral side (2.5x).ome.tiff',
        'IMG_0060-0114 Scapania zemliae stature ventral side (2.5x).ome.tiff',
        'IMG_0940-0994 Scapania zemliae stature ventral side (2.5x).ome.tiff',
        'IMG_3949-3998 Scapania zemliae leaf lobes cross section (40x DIC).ome.tiff',
        'IMG_4599-4658 Scapania zemliae stem cross section (20x).ome.tiff',
        'IMG_4659-4698 Scapania zemliae stature dorsal side (Laowa 2.5x).ome.tiff',
    ),
}


BRYO_IMAGES_OTHER = {
    '': (
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Diplophyllum albicans Processed/diplophyllum_albicans_stature_dorsal_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Diplophyllum albicans Processed/diplophyllum_albicans_stature_ventral_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Diplophyllum albicans/IMG_0004 Diplophyllum albicans voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Diplophyllum obtusatum/IMG_0002 Diplophyllum obtusatum voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Diplophyllum obtusifolium/IMG_0001 Diplophyllum obtusifolium voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Diplophyllum taxifolium/IMG_0001 Diplophyllum taxifolium voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Diplophyllum taxifolium/IMG_5005 Diplophyllum taxifolium voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Douinia ovata/IMG_0002 Douinia ovata voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania aspera Processed/scapania_aspera_stature_dorsal_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania aspera Processed/scapania_aspera_stature_ventral_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania brevicaulis Processed/scapania_brevicaulis_stature_dorsal_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania brevicaulis Processed/scapania_brevicaulis_stature_ventral_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania carinthiaca var. massalongi/IMG_0002 Scapania carinthiaca var. massalongi voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania carinthiaca var. massalongi/IMG_3002 Scapania carinthiaca var. massalongi voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania crassiretis Processed/scapania_crassiretis_stature_dorsal_side_2.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania crassiretis Processed/scapania_crassiretis_stature_dorsal_side_3.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania degenii/IMG_0001 Scapania degenii voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania gracilis Processed/scapania_gracilis_stature_dorsal_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania gracilis Processed/scapania_gracilis_stature_ventral_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania helvetica Processed/scapania_helvetica_voucher_specimen_1.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania helvetica Processed/scapania_helvetica_voucher_specimen_2.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania hyperborea/IMG_0003 Scapania hyperborea voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania irrigua s.l. Processed/scapania_irrigua_voucher_specimen_1.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania irrigua s.l. Processed/scapania_irrigua_voucher_specimen_2.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania irrigua subsp. irrigua/IMG_0001 Scapania irrigua subsp. irrigua voucher specimen UME78146.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania irrigua subsp. rufescens Processed/scapania_irrigua_ssp_rufescens_stature_dorsal_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania irrigua subsp. rufescens Processed/scapania_irrigua_ssp_rufescens_stature_ventral_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania irrigua subsp. rufescens/IMG_0001 Scapania irrigua subsp. rufescens voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania irrigua subsp. rufescens/IMG_0002 Scapania irrigua subsp. rufescens voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania kaurinii/IMG_0001 Scapania kaurinii voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania kaurinii/IMG_0004 Scapania kaurinii voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania ligulifolia/IMG_0001 Scapania ligulifolia voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania ligulifolia/IMG_0005 Scapania ligulifolia voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania lingulata/IMG_0001 Scapania lingulata voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania lingulata/IMG_0003 Scapania lingulata voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania nimbosa Processed/scapania_nimbosa_stature_dorsal_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania nimbosa Processed/scapania_nimbosa_stature_ventral_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania nimbosa/IMG_0001 Scapania nimbosa voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania nimbosa/IMG_0004 Scapania nimbosa voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania obscura Processed/scapania_obscura_voucher_specimen_1.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania obscura Processed/scapania_obscura_voucher_specimen_2.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania ornithopodioides Processed/scapania_ornithopodioides_stature_dorsal_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania ornithopodioides Processed/scapania_ornithopodioides_stature_ventral_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania ornithopodioides/IMG_0001 Scapania ornithopodioides voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania ornithopodioides/IMG_0002 Scapania ornithopodioides voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania parvifolia Processed/scapania_parvifolia_stature_dorsal_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania parvifolia Processed/scapania_parvifolia_stature_ventral_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania parvifolia/IMG_0000 Scapania parvifolia voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania parvifolia/IMG_0001 Scapania parvifolia voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania simmonsii/IMG_0002 Scapania simmonsii voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania simmonsii/IMG_0004 Scapania simmonsii voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania sphaerifera/IMG_0001 Scapania sphaerifera voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania spitzbergensis/IMG_0001 Scapania spitzbergensis voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania spitzbergensis/IMG_0005 Scapania spitzbergensis voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania tundrae Processed/scapania_tundrae_stature_dorsal_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania tundrae Processed/scapania_tundrae_stature_ventral_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania tundrae/IMG_0001 Scapania tundrae voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania tundrae/IMG_0002 Scapania tundrae voucher specimen.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania uliginosa Processed/scapania_uliginosa_stature_dorsal_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania uliginosa Processed/scapania_uliginosa_stature_ventral_side.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania umbrosa Processed/scapania_umbrosa_voucher_specimen_1.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania umbrosa Processed/scapania_umbrosa_voucher_specimen_2.ome.tiff',
        '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania zemliae/IMG_0004 Scapania zemliae voucher specimen.ome.tiff',
        'idr0134-study.txt',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Diplophyllum albicans Processed': (
        'diplophyllum_albicans_antical_lobe_basal_leaf_margin.ome.tiff '
        'diplophyllum_albicans_antical_lobe_leaf_apex.ome.tiff '
        'diplophyllum_albicans_antical_lobe_leaf_center.ome.tiff '
        'diplophyllum_albicans_antical_lobe_leaf_margin.ome.tiff '
        'diplophyllum_albicans_archegonia.ome.tiff '
        'diplophyllum_albicans_gemmae.ome.tiff '
        'diplophyllum_albicans_leaf_cross_section.ome.tiff '
        'diplophyllum_albicans_leaf_cross_section_detail.ome.tiff '
        'diplophyllum_albicans_leaf_lobes.ome.tiff '
        'diplophyllum_albicans_perianth_mouth.ome.tiff '
        'diplophyllum_albicans_perianth_mouth_detail.ome.tiff '
        'diplophyllum_albicans_postical_lobe_basal_leaf_margin.ome.tiff '
        'diplophyllum_albicans_postical_lobe_leaf_apex.ome.tiff '
        'diplophyllum_albicans_postical_lobe_leaf_center.ome.tiff '
        'diplophyllum_albicans_postical_lobe_leaf_margin.ome.tiff '
        'diplophyllum_albicans_postical_lobe_vitta.ome.tiff '
        'diplophyllum_albicans_spores_elaters.ome.tiff '
        'diplophyllum_albicans_stature_dorsal_side2.ome.tiff '
        'diplophyllum_albicans_stature_ventral_side2.ome.tiff '
        'diplophyllum_albicans_stem_cross_section.ome.tiff '
        'diplophyllum_albicans_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Diplophyllum obtusatum Processed': (
        'diplophyllum_obtusatum_antheridia.ome.tiff '
        'diplophyllum_obtusatum_antical_lobe_leaf_margin.ome.tiff '
        'diplophyllum_obtusatum_archegonia.ome.tiff '
        'diplophyllum_obtusatum_gemmae.ome.tiff '
        'diplophyllum_obtusatum_leaf_cross_section.ome.tiff '
        'diplophyllum_obtusatum_leaf_cross_section_detail.ome.tiff '
        'diplophyllum_obtusatum_leaf_lobes.ome.tiff '
        'diplophyllum_obtusatum_perianth.ome.tiff '
        'diplophyllum_obtusatum_postical_lobe_leaf_apex.ome.tiff '
        'diplophyllum_obtusatum_postical_lobe_leaf_base.ome.tiff '
        'diplophyllum_obtusatum_spores_elaters.ome.tiff '
        'diplophyllum_obtusatum_stature.ome.tiff '
        'diplophyllum_obtusatum_stature_dorsal_side.ome.tiff '
        'diplophyllum_obtusatum_stature_perianths.ome.tiff '
        'diplophyllum_obtusatum_stature_ventral_side.ome.tiff '
        'diplophyllum_obtusatum_stem_cross_section.ome.tiff '
        'diplophyllum_obtusatum_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Diplophyllum obtusifolium Processed': (
        'diplophyllum_obtusifolium_antical_lobe_leaf_apex.ome.tiff '
        'diplophyllum_obtusifolium_antical_lobe_leaf_margin.ome.tiff '
        'diplophyllum_obtusifolium_archegoniophore.ome.tiff '
        'diplophyllum_obtusifolium_gemmae.ome.tiff '
        'diplophyllum_obtusifolium_leaf_cross_section.ome.tiff '
        'diplophyllum_obtusifolium_leaf_cross_section_detail.ome.tiff '
        'diplophyllum_obtusifolium_leaf_lobes.ome.tiff '
        'diplophyllum_obtusifolium_perianth_mouth.ome.tiff '
        'diplophyllum_obtusifolium_perianth_mouth_detail.ome.tiff '
        'diplophyllum_obtusifolium_postical_lobe_basal_leaf_margin.ome.tiff '
        'diplophyllum_obtusifolium_postical_lobe_leaf_apex.ome.tiff '
        'diplophyllum_obtusifolium_postical_lobe_leaf_center.ome.tiff '
        'diplophyllum_obtusifolium_postical_lobe_leaf_margin.ome.tiff '
        'diplophyllum_obtusifolium_spores_elaters.ome.tiff '
        'diplophyllum_obtusifolium_stature_dorsal_side.ome.tiff '
        'diplophyllum_obtusifolium_stature_ventral_side.ome.tiff '
        'diplophyllum_obtusifolium_stem_cross_section.ome.tiff '
        'diplophyllum_obtusifolium_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Diplophyllum taxifolium Processed': (
        'diplophyllum_taxifolium_antical_lobe_leaf_base.ome.tiff '
        'diplophyllum_taxifolium_antical_lobe_leaf_margin.ome.tiff '
        'diplophyllum_taxifolium_frisch_antheridia.ome.tiff '
        'diplophyllum_taxifolium_frisch_antical_lobe_basal_leaf_margin.ome.tiff '
        'diplophyllum_taxifolium_frisch_antical_lobe_leaf_apex.ome.tiff '
        'diplophyllum_taxifolium_frisch_archegonia.ome.tiff '
        'diplophyllum_taxifolium_frisch_gemmae.ome.tiff '
        'diplophyllum_taxifolium_frisch_leaf_cross_section.ome.tiff '
        'diplophyllum_taxifolium_frisch_leaf_cross_section_detail.ome.tiff '
        'diplophyllum_taxifolium_frisch_leaf_lobes.ome.tiff '
        'diplophyllum_taxifolium_frisch_perianth_mouth.ome.tiff '
        'diplophyllum_taxifolium_frisch_postical_lobe_leaf_apex.ome.tiff '
        'diplophyllum_taxifolium_frisch_postical_lobe_leaf_base.ome.tiff '
        'diplophyllum_taxifolium_frisch_postical_lobe_leaf_center.ome.tiff '
        'diplophyllum_taxifolium_frisch_postical_lobe_leaf_margin.ome.tiff '
        'diplophyllum_taxifolium_frisch_stature_dorsal_side.ome.tiff '
        'diplophyllum_taxifolium_frisch_stature_ventral_side.ome.tiff '
        'diplophyllum_taxifolium_frisch_voucher_specimen.ome.tiff '
        'diplophyllum_taxifolium_gemmae.ome.tiff '
        'diplophyllum_taxifolium_leaf_cross_section.ome.tiff '
        'diplophyllum_taxifolium_leaf_cross_section_detail.ome.tiff '
        'diplophyllum_taxifolium_leaf_lobes.ome.tiff '
        'diplophyllum_taxifolium_postical_lobe_leaf_apex.ome.tiff '
        'diplophyllum_taxifolium_postical_lobe_leaf_base.ome.tiff '
        'diplophyllum_taxifolium_postical_lobe_leaf_center.ome.tiff '
        'diplophyllum_taxifolium_postical_lobe_leaf_margin.ome.tiff '
        'diplophyllum_taxifolium_stature_dorsal_side.ome.tiff '
        'diplophyllum_taxifolium_stature_ventral_side.ome.tiff '
        'diplophyllum_taxifolium_stem_cross_section.ome.tiff '
        'diplophyllum_taxifolium_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Douinia ovata Processed': (
        'douinia_ovata.ome.tiff '
        'douinia_ovata_antical_lobe_leaf_apex.ome.tiff '
        'douinia_ovata_antical_lobe_leaf_base.ome.tiff '
        'douinia_ovata_antical_lobe_leaf_margin.ome.tiff '
        'douinia_ovata_leaf_cross_section.ome.tiff '
        'douinia_ovata_leaf_cross_section_detail.ome.tiff '
        'douinia_ovata_leaf_lobes.ome.tiff '
        'douinia_ovata_perianth_capsule.ome.tiff '
        'douinia_ovata_perianth_mouth.ome.tiff '
        'douinia_ovata_postical_lobe_basal_leaf_margin.ome.tiff '
        'douinia_ovata_postical_lobe_leaf_apex.ome.tiff '
        'douinia_ovata_postical_lobe_leaf_center.ome.tiff '
        'douinia_ovata_postical_lobe_leaf_margin.ome.tiff '
        'douinia_ovata_spores_elaters.ome.tiff '
        'douinia_ovata_stature.ome.tiff '
        'douinia_ovata_stature_dorsal_side.ome.tiff '
        'douinia_ovata_stature_perianth.ome.tiff '
        'douinia_ovata_stature_ventral_side.ome.tiff '
        'douinia_ovata_stem_cross_section.ome.tiff '
        'douinia_ovata_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania aequiloba Processed': (
        'scapania_aequiloba_antheridia.ome.tiff '
        'scapania_aequiloba_antical_lobe_leaf_center.ome.tiff '
        'scapania_aequiloba_gemmae.ome.tiff '
        'scapania_aequiloba_leaf_antheridia.ome.tiff '
        'scapania_aequiloba_leaf_apex.ome.tiff '
        'scapania_aequiloba_leaf_cross_section.ome.tiff '
        'scapania_aequiloba_leaf_cross_section_detail.ome.tiff '
        'scapania_aequiloba_leaf_lobes.ome.tiff '
        'scapania_aequiloba_perianth_mouth.ome.tiff '
        'scapania_aequiloba_postical_lobe_leaf_apex.ome.tiff '
        'scapania_aequiloba_postical_lobe_leaf_base.ome.tiff '
        'scapania_aequiloba_stature_dorsal_side.ome.tiff '
        'scapania_aequiloba_stature_ober_dorsal_side.ome.tiff '
        'scapania_aequiloba_stature_ventral_side.ome.tiff '
        'scapania_aequiloba_stem_cross_section.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania apiculata Processed': (
        'scapania_apiculata.ome.tiff '
        'scapania_apiculata_antical_lobe_leaf_apex.ome.tiff '
        'scapania_apiculata_antical_lobe_leaf_margin.ome.tiff '
        'scapania_apiculata_gemmae.ome.tiff '
        'scapania_apiculata_leaf.ome.tiff '
        'scapania_apiculata_leaf_cross_section.ome.tiff '
        'scapania_apiculata_leaf_cross_section_detail.ome.tiff '
        'scapania_apiculata_perianth_mouth.ome.tiff '
        'scapania_apiculata_postical_lobe_leaf_apex.ome.tiff '
        'scapania_apiculata_postical_lobe_leaf_center.ome.tiff '
        'scapania_apiculata_stature.ome.tiff '
        'scapania_apiculata_stature_dorsal_side.ome.tiff '
        'scapania_apiculata_stature_ventral_side.ome.tiff '
        'scapania_apiculata_stem_cross_section.ome.tiff '
        'scapania_apiculata_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania aspera Processed': (
        'scapania_aspera_antical_lobe_basal_leaf_margin.ome.tiff '
        'scapania_aspera_antical_lobe_leaf_apex.ome.tiff '
        'scapania_aspera_antical_lobe_leaf_center.ome.tiff '
        'scapania_aspera_archegonia.ome.tiff '
        'scapania_aspera_archegonia_2.ome.tiff '
        'scapania_aspera_gemmae.ome.tiff '
        'scapania_aspera_leaf.ome.tiff '
        'scapania_aspera_leaf_cross_section.ome.tiff '
        'scapania_aspera_leaf_cross_section_detail.ome.tiff '
        'scapania_aspera_postical_lobe_basal_leaf_margin.ome.tiff '
        'scapania_aspera_postical_lobe_leaf_apex.ome.tiff '
        'scapania_aspera_postical_lobe_leaf_center.ome.tiff '
        'scapania_aspera_postical_lobe_leaf_margin.ome.tiff '
        'scapania_aspera_stature_dorsal_side_2.ome.tiff '
        'scapania_aspera_stature_ventral_side_2.ome.tiff '
        'scapania_aspera_stem_cross_section.ome.tiff '
        'scapania_aspera_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania brevicaulis Processed': (
        'scapania_brevicaulis_antical_lobe_leaf_margin.ome.tiff '
        'scapania_brevicaulis_gemmae.ome.tiff '
        'scapania_brevicaulis_leaf.ome.tiff '
        'scapania_brevicaulis_leaf_cross_section.ome.tiff '
        'scapania_brevicaulis_leaf_cross_section_detail.ome.tiff '
        'scapania_brevicaulis_postical_lobe_leaf_apex.ome.tiff '
        'scapania_brevicaulis_postical_lobe_leaf_center.ome.tiff '
        'scapania_brevicaulis_postical_lobe_leaf_margin.ome.tiff '
        'scapania_brevicaulis_stature_oberunterseite.ome.tiff '
        'scapania_brevicaulis_stem_cross_section.ome.tiff '
        'scapania_brevicaulis_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania calcicola Processed': (
        'scapania_calcicola.ome.tiff '
        'scapania_calcicola_antical_lobe_leaf_center.ome.tiff '
        'scapania_calcicola_antical_lobe_leaf_margin.ome.tiff '
        'scapania_calcicola_gemmae.ome.tiff '
        'scapania_calcicola_leaf.ome.tiff '
        'scapania_calcicola_leaf_cross_section.ome.tiff '
        'scapania_calcicola_leaf_cross_section_detail.ome.tiff '
        'scapania_calcicola_postical_lobe_leaf_apex.ome.tiff '
        'scapania_calcicola_postical_lobe_leaf_center.ome.tiff '
        'scapania_calcicola_postical_lobe_leaf_margin.ome.tiff '
        'scapania_calcicola_postical_lobe_leaf_margin_2.ome.tiff '
        'scapania_calcicola_stature_dorsal_side.ome.tiff '
        'scapania_calcicola_stature_oberunterseite.ome.tiff '
        'scapania_calcicola_stature_ventral_side.ome.tiff '
        'scapania_calcicola_stem_cross_section.ome.tiff '
        'scapania_calcicola_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania carinthiaca var. massalongi Processed': (
        'scapania_carinthiaca_var_massalongi.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_antical_lobe_leaf_apex.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_antical_lobe_leaf_margin.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_gemmae.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_leaf_cross_section.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_leaf_cross_section_detail.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_leaf_lobes.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_postical_lobe_leaf_apex.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_postical_lobe_leaf_center.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_postical_lobe_leaf_margin.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_stature_dorsal_side.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_stature_ventral_side.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_stem_cross_section.ome.tiff '
        'scapania_carinthiaca_var_massalongi_2_voucher_specimen.ome.tiff '
        'scapania_carinthiaca_var_massalongi_detail.ome.tiff '
        'scapania_carinthiaca_var_massalongi_gemmae.ome.tiff '
        'scapania_carinthiaca_var_massalongi_leaf_cross_section.ome.tiff '
        'scapania_carinthiaca_var_massalongi_leaf_cross_section_detail.ome.tiff '
        'scapania_carinthiaca_var_massalongi_leaf_lobes.ome.tiff '
        'scapania_carinthiaca_var_massalongi_perianth_mouth.ome.tiff '
        'scapania_carinthiaca_var_massalongi_plant_apex.ome.tiff '
        'scapania_carinthiaca_var_massalongi_postical_lobe_leaf_apex.ome.tiff '
        'scapania_carinthiaca_var_massalongi_postical_lobe_leaf_margin.ome.tiff '
        'scapania_carinthiaca_var_massalongi_stature.ome.tiff '
        'scapania_carinthiaca_var_massalongi_stature_dorsal_side.ome.tiff '
        'scapania_carinthiaca_var_massalongi_stature_ventral_side.ome.tiff '
        'scapania_carinthiaca_var_massalongi_stem_cross_section.ome.tiff '
        'scapania_carinthiaca_var_massalongi_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania compacta Processed': (
        'scapania_compacta.ome.tiff '
        'scapania_compacta_antheridia.ome.tiff '
        'scapania_compacta_antical_lobe_leaf_apex.ome.tiff '
        'scapania_compacta_antical_lobe_leaf_base.ome.tiff '
        'scapania_compacta_antical_lobe_leaf_center.ome.tiff '
        'scapania_compacta_capsule.ome.tiff '
        'scapania_compacta_leaf_cross_section.ome.tiff '
        'scapania_compacta_leaf_cross_section_detail.ome.tiff '
        'scapania_compacta_leaf_lobes.ome.tiff '
        'scapania_compacta_postical_lobe_leaf_apex.ome.tiff '
        'scapania_compacta_postical_lobe_leaf_center.ome.tiff '
        'scapania_compacta_spores_elaters.ome.tiff '
        'scapania_compacta_sporophyte.ome.tiff '
        'scapania_compacta_stature_dorsal_side.ome.tiff '
        'scapania_compacta_stature_ober_dorsal_side.ome.tiff '
        'scapania_compacta_stature_ventral_side.ome.tiff '
        'scapania_compacta_stem_cross_section.ome.tiff '
        'scapania_compacta_voucher_specimen_1.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania crassiretis Processed': (
        'scapania_crassiretis_antical_lobe_leaf_apex.ome.tiff '
        'scapania_crassiretis_antical_lobe_leaf_center.ome.tiff '
        'scapania_crassiretis_leaf.ome.tiff '
        'scapania_crassiretis_leaf_cross_section.ome.tiff '
        'scapania_crassiretis_leaf_cross_section_detail.ome.tiff '
        'scapania_crassiretis_postical_lobe_leaf_apex.ome.tiff '
        'scapania_crassiretis_postical_lobe_leaf_center.ome.tiff '
        'scapania_crassiretis_postical_lobe_leaf_margin.ome.tiff '
        'scapania_crassiretis_stature.ome.tiff '
        'scapania_crassiretis_stature_dorsal_side.ome.tiff '
        'scapania_crassiretis_stature_ventral_side.ome.tiff '
        'scapania_crassiretis_stature_ventral_side_2.ome.tiff '
        'scapania_crassiretis_stem_cross_section.ome.tiff '
        'scapania_crassiretis_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania curta Processed': (
        'scapania_curta.ome.tiff '
        'scapania_curta_antical_lobe_leaf_apex.ome.tiff '
        'scapania_curta_antical_lobe_leaf_margin.ome.tiff '
        'scapania_curta_archegonia.ome.tiff '
        'scapania_curta_gemmae.ome.tiff '
        'scapania_curta_leaf.ome.tiff '
        'scapania_curta_leaf_cross_section.ome.tiff '
        'scapania_curta_leaf_cross_section_detail.ome.tiff '
        'scapania_curta_opened_capsule.ome.tiff '
        'scapania_curta_perianth_mouth.ome.tiff '
        'scapania_curta_postical_lobe_leaf_apex.ome.tiff '
        'scapania_curta_postical_lobe_leaf_center.ome.tiff '
        'scapania_curta_postical_lobe_leaf_margin.ome.tiff '
        'scapania_curta_postical_lobe_leaf_margin_2.ome.tiff '
        'scapania_curta_spores.ome.tiff '
        'scapania_curta_stature.ome.tiff '
        'scapania_curta_stature_dorsal_side.ome.tiff '
        'scapania_curta_stature_ventral_side.ome.tiff '
        'scapania_curta_stem_cross_section.ome.tiff '
        'scapania_curta_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania cuspiduligera Processed': (
        'scapania_cuspiduligera.ome.tiff '
        'scapania_cuspiduligera_antical_lobe_leaf_base_cells.ome.tiff '
        'scapania_cuspiduligera_antical_lobe_leaf_center_cells.ome.tiff '
        'scapania_cuspiduligera_frisch_antical_lobe_leaf_apex.ome.tiff '
        'scapania_cuspiduligera_frisch_antical_lobe_leaf_center.ome.tiff '
        'scapania_cuspiduligera_frisch_antical_lobe_leaf_margin.ome.tiff '
        'scapania_cuspiduligera_frisch_gemmae.ome.tiff '
        'scapania_cuspiduligera_frisch_leaf_cross_section.ome.tiff '
        'scapania_cuspiduligera_frisch_leaf_cross_section_detail.ome.tiff '
        'scapania_cuspiduligera_frisch_leaf_lobes.ome.tiff '
        'scapania_cuspiduligera_frisch_postical_lobe_leaf_apex.ome.tiff '
        'scapania_cuspiduligera_frisch_postical_lobe_leaf_center.ome.tiff '
        'scapania_cuspiduligera_frisch_postical_lobe_leaf_margin.ome.tiff '
        'scapania_cuspiduligera_frisch_stature_dorsal_side.ome.tiff '
        'scapania_cuspiduligera_frisch_stature_ventral_side.ome.tiff '
        'scapania_cuspiduligera_frisch_voucher_specimen.ome.tiff '
        'scapania_cuspiduligera_gemmae.ome.tiff '
        'scapania_cuspiduligera_leaf_cross_section.ome.tiff '
        'scapania_cuspiduligera_leaf_cross_section_detail.ome.tiff '
        'scapania_cuspiduligera_leaf_lobes.ome.tiff '
        'scapania_cuspiduligera_leaf_margin.ome.tiff '
        'scapania_cuspiduligera_perianth_mouth.ome.tiff '
        'scapania_cuspiduligera_postical_lobe_leaf_center_cells.ome.tiff '
        'scapania_cuspiduligera_stature.ome.tiff '
        'scapania_cuspiduligera_stature_dorsal_side.ome.tiff '
        'scapania_cuspiduligera_stature_ober_dorsal_side.ome.tiff '
        'scapania_cuspiduligera_stature_ventral_side.ome.tiff '
        'scapania_cuspiduligera_stem_cross_section.ome.tiff '
        'scapania_cuspiduligera_voucher_specimen_1.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania degenii Processed': (
        'scapania_degenii_antical_lobe_leaf_apex.ome.tiff '
        'scapania_degenii_antical_lobe_leaf_center.ome.tiff '
        'scapania_degenii_antical_lobe_leaf_margin.ome.tiff '
        'scapania_degenii_gemmae.ome.tiff '
        'scapania_degenii_leaf_cross_section.ome.tiff '
        'scapania_degenii_leaf_cross_section_detail.ome.tiff '
        'scapania_degenii_leaf_lobes.ome.tiff '
        'scapania_degenii_postical_lobe_leaf_apex.ome.tiff '
        'scapania_degenii_postical_lobe_leaf_center.ome.tiff '
        'scapania_degenii_postical_lobe_leaf_margin.ome.tiff '
        'scapania_degenii_stature.ome.tiff '
        'scapania_degenii_stature_dorsal_side.ome.tiff '
        'scapania_degenii_stature_dorsal_side2.ome.tiff '
        'scapania_degenii_stature_ventral_side.ome.tiff '
        'scapania_degenii_stature_ventral_side2.ome.tiff '
        'scapania_degenii_stem_cross_section.ome.tiff '
        'scapania_degenii_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania glaucocephala Processed': (
        'scapania_glaucocephala_2.ome.tiff '
        'scapania_glaucocephala_2_antical_lobe_leaf_apex.ome.tiff '
        'scapania_glaucocephala_2_antical_lobe_leaf_margin.ome.tiff '
        'scapania_glaucocephala_2_leaf_cross_section.ome.tiff '
        'scapania_glaucocephala_2_leaf_cross_section_detail.ome.tiff '
        'scapania_glaucocephala_2_leaf_lobes.ome.tiff '
        'scapania_glaucocephala_2_postical_lobe_basal_leaf_margin.ome.tiff '
        'scapania_glaucocephala_2_postical_lobe_leaf_apex.ome.tiff '
        'scapania_glaucocephala_2_postical_lobe_leaf_center.ome.tiff '
        'scapania_glaucocephala_2_postical_lobe_leaf_margin.ome.tiff '
        'scapania_glaucocephala_2_stature_dorsal_side.ome.tiff '
        'scapania_glaucocephala_2_stature_ventral_side.ome.tiff '
        'scapania_glaucocephala_2_stem_cross_section.ome.tiff '
        'scapania_glaucocephala_2_voucher_specimen.ome.tiff '
        'scapania_glaucocephala_antheridium.ome.tiff '
        'scapania_glaucocephala_antical_lobe_leaf_apex.ome.tiff '
        'scapania_glaucocephala_antical_lobe_leaf_margin.ome.tiff '
        'scapania_glaucocephala_gemmae.ome.tiff '
        'scapania_glaucocephala_leaf_cross_section.ome.tiff '
        'scapania_glaucocephala_leaf_cross_section_detail.ome.tiff '
        'scapania_glaucocephala_leaf_lobes.ome.tiff '
        'scapania_glaucocephala_postical_lobe_leaf_apex.ome.tiff '
        'scapania_glaucocephala_postical_lobe_leaf_margin.ome.tiff '
        'scapania_glaucocephala_stature.ome.tiff '
        'scapania_glaucocephala_stature_dorsal_side.ome.tiff '
        'scapania_glaucocephala_stature_ventral_side.ome.tiff '
        'scapania_glaucocephala_stem_cross_section.ome.tiff '
        'scapania_glaucocephala_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania gracilis Processed': (
        'scapania_gracilis.ome.tiff '
        'scapania_gracilis_antical_lobe_leaf_apex.ome.tiff '
        'scapania_gracilis_antical_lobe_leaf_center.ome.tiff '
        'scapania_gracilis_antical_lobe_leaf_margin.ome.tiff '
        'scapania_gracilis_leaf.ome.tiff '
        'scapania_gracilis_leaf_cross_section.ome.tiff '
        'scapania_gracilis_leaf_cross_section_detail.ome.tiff '
        'scapania_gracilis_perianth_mouth.ome.tiff '
        'scapania_gracilis_postical_lobe_leaf_apex.ome.tiff '
        'scapania_gracilis_postical_lobe_leaf_center.ome.tiff '
        'scapania_gracilis_postical_lobe_leaf_margin.ome.tiff '
        'scapania_gracilis_stature_oberunterseite.ome.tiff '
        'scapania_gracilis_stem_cross_section.ome.tiff '
        'scapania_gracilis_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania gymnostomophila Processed': (
        'scapania_gymnostomophila.ome.tiff '
        'scapania_gymnostomophila_frisch_antical_lobe_leaf_apex.ome.tiff '
        'scapania_gymnostomophila_frisch_antical_lobe_leaf_margin.ome.tiff '
        'scapania_gymnostomophila_frisch_leaf_cross_section.ome.tiff '
        'scapania_gymnostomophila_frisch_leaf_cross_section_detail.ome.tiff '
        'scapania_gymnostomophila_frisch_leaf_lobes.ome.tiff '
        'scapania_gymnostomophila_frisch_postical_lobe_basal_leaf_margin.ome.tiff '
        'scapania_gymnostomophila_frisch_postical_lobe_leaf_apex.ome.tiff '
        'scapania_gymnostomophila_frisch_postical_lobe_leaf_center.ome.tiff '
        'scapania_gymnostomophila_frisch_stature.ome.tiff '
        'scapania_gymnostomophila_frisch_stature_dorsal_side.ome.tiff '
        'scapania_gymnostomophila_frisch_stature_ventral_side.ome.tiff '
        'scapania_gymnostomophila_frisch_voucher_specimen.ome.tiff '
        'scapania_gymnostomophila_gemmae.ome.tiff '
        'scapania_gymnostomophila_leaf_center_cells.ome.tiff '
        'scapania_gymnostomophila_leaf_cross_section.ome.tiff '
        'scapania_gymnostomophila_leaf_cross_section2.ome.tiff '
        'scapania_gymnostomophila_leaf_cross_section3.ome.tiff '
        'scapania_gymnostomophila_leaf_lobes.ome.tiff '
        'scapania_gymnostomophila_postical_lobe_spitze.ome.tiff '
        'scapania_gymnostomophila_stature_dorsal_side.ome.tiff '
        'scapania_gymnostomophila_stature_ober_dorsal_side.ome.tiff '
        'scapania_gymnostomophila_stature_ventral_side.ome.tiff '
        'scapania_gymnostomophila_stem_cross_section.ome.tiff '
        'scapania_gymnostomophila_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania helvetica Processed': (
        'scapania_helvetica_antical_lobe_cells_a.ome.tiff '
        'scapania_helvetica_antical_lobe_spitze.ome.tiff '
        'scapania_helvetica_gemmae.ome.tiff '
        'scapania_helvetica_leaf_a.ome.tiff '
        'scapania_helvetica_leaf_b.ome.tiff '
        'scapania_helvetica_leaf_cross_section.ome.tiff '
        'scapania_helvetica_leaf_cross_section_detail.ome.tiff '
        'scapania_helvetica_postical_lobe_cells_b.ome.tiff '
        'scapania_helvetica_postical_lobe_leaf_margin_a.ome.tiff '
        'scapania_helvetica_postical_lobe_leaf_margin_b.ome.tiff '
        'scapania_helvetica_postical_lobe_spitze.ome.tiff '
        'scapania_helvetica_stature.ome.tiff '
        'scapania_helvetica_stature_dorsal_side.ome.tiff '
        'scapania_helvetica_stature_oberunterseite.ome.tiff '
        'scapania_helvetica_stature_ventral_side.ome.tiff '
        'scapania_helvetica_stem_cross_section.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania hyperborea Processed': (
        'scapania_ hyperborea_antheridia.ome.tiff',
        'scapania_ hyperborea_antical_lobe_leaf_apex.ome.tiff',
        'scapania_ hyperborea_antical_lobe_leaf_center.ome.tiff',
        'scapania_ hyperborea_antical_lobe_leaf_margin.ome.tiff',
        'scapania_ hyperborea_leaf_cross_section.ome.tiff',
        'scapania_ hyperborea_leaf_cross_section_detail.ome.tiff',
        'scapania_ hyperborea_leaf_lobes.ome.tiff',
        'scapania_ hyperborea_perianth_mouth.ome.tiff',
        'scapania_ hyperborea_postical_lobe_leaf_apex.ome.tiff',
        'scapania_ hyperborea_postical_lobe_leaf_base.ome.tiff',
        'scapania_ hyperborea_postical_lobe_leaf_center.ome.tiff',
        'scapania_ hyperborea_postical_lobe_leaf_margin.ome.tiff',
        'scapania_ hyperborea_spores.ome.tiff',
        'scapania_ hyperborea_stature_dorsal_side.ome.tiff',
        'scapania_ hyperborea_stature_dorsal_side2.ome.tiff',
        'scapania_ hyperborea_stature_ventral_side.ome.tiff',
        'scapania_ hyperborea_stature_ventral_side2.ome.tiff',
        'scapania_ hyperborea_stem_cross_section.ome.tiff',
        'scapania_ hyperborea_voucher_specimen.ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania irrigua s.l. Processed': (
        'scapania_irrigua_antical_lobe_leaf_apex.ome.tiff '
        'scapania_irrigua_antical_lobe_leaf_center.ome.tiff '
        'scapania_irrigua_leaf_cross_section.ome.tiff '
        'scapania_irrigua_leaf_cross_section_detail.ome.tiff '
        'scapania_irrigua_leaf_lobes.ome.tiff '
        'scapania_irrigua_perianth_mouth.ome.tiff '
        'scapania_irrigua_postical_lobe_leaf_apex.ome.tiff '
        'scapania_irrigua_postical_lobe_leaf_base.ome.tiff '
        'scapania_irrigua_postical_lobe_leaf_center.ome.tiff '
        'scapania_irrigua_postical_lobe_leaf_margin.ome.tiff '
        'scapania_irrigua_stature_dorsal_side.ome.tiff '
        'scapania_irrigua_stature_dorsal_side2.ome.tiff '
        'scapania_irrigua_stature_dorsal_side3.ome.tiff '
        'scapania_irrigua_stature_ventral_side.ome.tiff '
        'scapania_irrigua_stature_ventral_side2.ome.tiff '
        'scapania_irrigua_stature_ventral_side3.ome.tiff '
        'scapania_irrigua_stem_cross_section.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania irrigua subsp. irrigua Processed': (
        'scapania_irrigua_ssp_irrigua_antheridium.ome.tiff '
        'scapania_irrigua_ssp_irrigua_antical_lobe_leaf_apex.ome.tiff '
        'scapania_irrigua_ssp_irrigua_antical_lobe_leaf_base.ome.tiff '
        'scapania_irrigua_ssp_irrigua_antical_lobe_leaf_margin.ome.tiff '
        'scapania_irrigua_ssp_irrigua_gemmae.ome.tiff '
        'scapania_irrigua_ssp_irrigua_leaf_cross_section.ome.tiff '
        'scapania_irrigua_ssp_irrigua_leaf_cross_section_detail.ome.tiff '
        'scapania_irrigua_ssp_irrigua_leaf_lobes.ome.tiff '
        'scapania_irrigua_ssp_irrigua_postical_lobe_leaf_apex.ome.tiff '
        'scapania_irrigua_ssp_irrigua_postical_lobe_leaf_center.ome.tiff '
        'scapania_irrigua_ssp_irrigua_postical_lobe_leaf_margin.ome.tiff '
        'scapania_irrigua_ssp_irrigua_stature_dorsal_side.ome.tiff '
        'scapania_irrigua_ssp_irrigua_stature_dorsal_side2.ome.tiff '
        'scapania_irrigua_ssp_irrigua_stature_ventral_side.ome.tiff '
        'scapania_irrigua_ssp_irrigua_stature_ventral_side2.ome.tiff '
        'scapania_irrigua_ssp_irrigua_stem_cross_section.ome.tiff '
        'scapania_irrigua_ssp_irrigua_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania irrigua subsp. rufescens Processed': (
        'scapania_irrigua_ssp_rufescens_antical_lobe_leaf_apex.ome.tiff '
        'scapania_irrigua_ssp_rufescens_antical_lobe_leaf_center.ome.tiff '
        'scapania_irrigua_ssp_rufescens_antical_lobe_leaf_margin.ome.tiff '
        'scapania_irrigua_ssp_rufescens_leaf.ome.tiff '
        'scapania_irrigua_ssp_rufescens_leaf_cross_section.ome.tiff '
        'scapania_irrigua_ssp_rufescens_leaf_cross_section_detail.ome.tiff '
        'scapania_irrigua_ssp_rufescens_postical_lobe_leaf_apex.ome.tiff '
        'scapania_irrigua_ssp_rufescens_postical_lobe_leaf_center.ome.tiff '
        'scapania_irrigua_ssp_rufescens_postical_lobe_leaf_margin.ome.tiff '
        'scapania_irrigua_ssp_rufescens_stature_dorsal_side2.ome.tiff '
        'scapania_irrigua_ssp_rufescens_stature_ventral_side2.ome.tiff '
        'scapania_irrigua_ssp_rufescens_stem_cross_section.ome.tiff '
        'scapania_irrigua_ssp_rufescens_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania kaurinii Processed': (
        'scapania_kaurinii_antheridia.ome.tiff '
        'scapania_kaurinii_antical_lobe_leaf_apex.ome.tiff '
        'scapania_kaurinii_antical_lobe_leaf_center.ome.tiff '
        'scapania_kaurinii_antical_lobe_leaf_margin.ome.tiff '
        'scapania_kaurinii_archegonia.ome.tiff '
        'scapania_kaurinii_archegoniophore.ome.tiff '
        'scapania_kaurinii_gemmae.ome.tiff '
        'scapania_kaurinii_leaf_cross_section.ome.tiff '
        'scapania_kaurinii_leaf_cross_section_detail.ome.tiff '
        'scapania_kaurinii_leaf_lobes.ome.tiff '
        'scapania_kaurinii_paraphyses.ome.tiff '
        'scapania_kaurinii_perianth_mouth.ome.tiff '
        'scapania_kaurinii_postical_lobe_leaf_apex.ome.tiff '
        'scapania_kaurinii_postical_lobe_leaf_center.ome.tiff '
        'scapania_kaurinii_postical_lobe_leaf_margin.ome.tiff '
        'scapania_kaurinii_spores_elaters.ome.tiff '
        'scapania_kaurinii_stature_dorsal_side.ome.tiff '
        'scapania_kaurinii_stature_dorsal_side2.ome.tiff '
        'scapania_kaurinii_stature_ventral_side.ome.tiff '
        'scapania_kaurinii_stature_ventral_side2.ome.tiff '
        'scapania_kaurinii_stem_cross_section.ome.tiff '
        'scapania_kaurinii_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania ligulifolia Processed': (
        'scapania_ligulifolia_antical_lobe_leaf_margin.ome.tiff '
        'scapania_ligulifolia_gemmae.ome.tiff '
        'scapania_ligulifolia_leaf_cross_section.ome.tiff '
        'scapania_ligulifolia_leaf_cross_section_detail.ome.tiff '
        'scapania_ligulifolia_leaf_lobes.ome.tiff '
        'scapania_ligulifolia_postical_lobe_leaf_apex.ome.tiff '
        'scapania_ligulifolia_postical_lobe_leaf_center.ome.tiff '
        'scapania_ligulifolia_postical_lobe_leaf_margin.ome.tiff '
        'scapania_ligulifolia_stature.ome.tiff '
        'scapania_ligulifolia_stature_dorsal_side.ome.tiff '
        'scapania_ligulifolia_stature_ventral_side.ome.tiff '
        'scapania_ligulifolia_stem_cross_section.ome.tiff '
        'scapania_ligulifolia_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania lingulata Processed': (
        'scapania_lingulata_antheridia.ome.tiff '
        'scapania_lingulata_antical_lobe_leaf_apex.ome.tiff '
        'scapania_lingulata_antical_lobe_leaf_margin.ome.tiff '
        'scapania_lingulata_gemmae.ome.tiff '
        'scapania_lingulata_leaf_cross_section.ome.tiff '
        'scapania_lingulata_leaf_cross_section_detail.ome.tiff '
        'scapania_lingulata_leaf_lobes.ome.tiff '
        'scapania_lingulata_postical_lobe_leaf_apex.ome.tiff '
        'scapania_lingulata_postical_lobe_leaf_center.ome.tiff '
        'scapania_lingulata_postical_lobe_leaf_margin.ome.tiff '
        'scapania_lingulata_stature_dorsal_side.ome.tiff '
        'scapania_lingulata_stature_dorsal_side2.ome.tiff '
        'scapania_lingulata_stature_ventral_side.ome.tiff '
        'scapania_lingulata_stature_ventral_side2.ome.tiff '
        'scapania_lingulata_stem_cross_section.ome.tiff '
        'scapania_lingulata_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania mucronata Processed': (
        'scapania_mucronata_antheridium.ome.tiff '
        'scapania_mucronata_antical_lobe_leaf_apex.ome.tiff '
        'scapania_mucronata_antical_lobe_leaf_margin.ome.tiff '
        'scapania_mucronata_gemmae.ome.tiff '
        'scapania_mucronata_leaf_cross_section.ome.tiff '
        'scapania_mucronata_leaf_cross_section_detail.ome.tiff '
        'scapania_mucronata_leaf_lobes.ome.tiff '
        'scapania_mucronata_postical_lobe_leaf_apex.ome.tiff '
        'scapania_mucronata_postical_lobe_leaf_base.ome.tiff '
        'scapania_mucronata_postical_lobe_leaf_center.ome.tiff '
        'scapania_mucronata_postical_lobe_leaf_margin.ome.tiff '
        'scapania_mucronata_stature.ome.tiff '
        'scapania_mucronata_stature_dorsal_side.ome.tiff '
        'scapania_mucronata_stature_ventral_side.ome.tiff '
        'scapania_mucronata_stature_weib.ome.tiff '
        'scapania_mucronata_stem_cross_section.ome.tiff '
        'scapania_mucronata_voucher_specimen_2.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania nemorea Processed': (
        'scapania_nemorea_antheridia.ome.tiff '
        'scapania_nemorea_antical_lobe_leaf_center.ome.tiff '
        'scapania_nemorea_gemmae.ome.tiff '
        'scapania_nemorea_leaf_cross_section.ome.tiff '
        'scapania_nemorea_leaf_cross_section_detail.ome.tiff '
        'scapania_nemorea_leaf_lobes.ome.tiff '
        'scapania_nemorea_leaf_margin.ome.tiff '
        'scapania_nemorea_leaf_margin2.ome.tiff '
        'scapania_nemorea_perianth_mouth.ome.tiff '
        'scapania_nemorea_postical_lobe_leaf_center.ome.tiff '
        'scapania_nemorea_stature_dorsal_side2.ome.tiff '
        'scapania_nemorea_stature_dorsal_side3.ome.tiff '
        'scapania_nemorea_stature_perianth.ome.tiff '
        'scapania_nemorea_stature_ventral_side.ome.tiff '
        'scapania_nemorea_stature_ventral_side2.ome.tiff '
        'scapania_nemorea_stature_ventral_side3.ome.tiff '
        'scapania_nemorea_stem_cross_section.ome.tiff '
        'scapania_nemorea_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania nimbosa Processed': (
        'scapania_nimbosa_antical_lobe_basal_tooth.ome.tiff '
        'scapania_nimbosa_antical_lobe_leaf_apex.ome.tiff '
        'scapania_nimbosa_antical_lobe_leaf_center.ome.tiff '
        'scapania_nimbosa_antical_lobe_leaf_margin.ome.tiff '
        'scapania_nimbosa_leaf_cross_section.ome.tiff '
        'scapania_nimbosa_leaf_cross_section_detail.ome.tiff '
        'scapania_nimbosa_leaf_lobes.ome.tiff '
        'scapania_nimbosa_papillae.ome.tiff '
        'scapania_nimbosa_postical_lobe_leaf_apex.ome.tiff '
        'scapania_nimbosa_postical_lobe_leaf_center.ome.tiff '
        'scapania_nimbosa_postical_lobe_leaf_margin.ome.tiff '
        'scapania_nimbosa_stature_dorsal_side2.ome.tiff '
        'scapania_nimbosa_stature_ventral_side2.ome.tiff '
        'scapania_nimbosa_stem_cross_section.ome.tiff '
        'scapania_nimbosa_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania obcordata Processed': (
        'scapania_obcordata_antical_lobe_leaf_apex.ome.tiff '
        'scapania_obcordata_antical_lobe_leaf_center.ome.tiff '
        'scapania_obcordata_gemmae.ome.tiff '
        'scapania_obcordata_leaf.ome.tiff '
        'scapania_obcordata_leaf_cross_section.ome.tiff '
        'scapania_obcordata_leaf_cross_section_detail.ome.tiff '
        'scapania_obcordata_postical_lobe_leaf_apex.ome.tiff '
        'scapania_obcordata_postical_lobe_leaf_margin.ome.tiff '
        'scapania_obcordata_stature_dorsal_side.ome.tiff '
        'scapania_obcordata_stature_ventral_side.ome.tiff '
        'scapania_obcordata_stem_cross_section.ome.tiff '
        'scapania_obcordata_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania obscura Processed': (
        'scapania_obscura.ome.tiff '
        'scapania_obscura_antical_lobe_leaf_apex.ome.tiff '
        'scapania_obscura_antical_lobe_leaf_margin.ome.tiff '
        'scapania_obscura_leaf.ome.tiff '
        'scapania_obscura_leaf_b.ome.tiff '
        'scapania_obscura_leaf_cross_section.ome.tiff '
        'scapania_obscura_leaf_cross_section_b.ome.tiff '
        'scapania_obscura_leaf_cross_section_detail.ome.tiff '
        'scapania_obscura_leaf_cross_section_detail_b.ome.tiff '
        'scapania_obscura_postical_lobe_leaf_apex.ome.tiff '
        'scapania_obscura_postical_lobe_leaf_center.ome.tiff '
        'scapania_obscura_postical_lobe_leaf_margin.ome.tiff '
        'scapania_obscura_stature_dorsal_side.ome.tiff '
        'scapania_obscura_stature_oberunterseite.ome.tiff '
        'scapania_obscura_stature_ventral_side.ome.tiff '
        'scapania_obscura_stem_cross_section.ome.tiff '
        'scapania_obscura_winged_leaf_base.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania ornithopodioides Processed': (
        'scapania_ornithopodioides_antical_lobe_leaf_apex.ome.tiff '
        'scapania_ornithopodioides_antical_lobe_leaf_center.ome.tiff '
        'scapania_ornithopodioides_antical_lobe_leaf_margin.ome.tiff '
        'scapania_ornithopodioides_leaf_cross_section.ome.tiff '
        'scapania_ornithopodioides_leaf_cross_section_detail.ome.tiff '
        'scapania_ornithopodioides_leaf_lobes.ome.tiff '
        'scapania_ornithopodioides_postical_lobe_basal_leaf_margin.ome.tiff '
        'scapania_ornithopodioides_postical_lobe_leaf_apex.ome.tiff '
        'scapania_ornithopodioides_postical_lobe_leaf_center.ome.tiff '
        'scapania_ornithopodioides_postical_lobe_leaf_margin.ome.tiff '
        'scapania_ornithopodioides_stature_dorsal_side2.ome.tiff '
        'scapania_ornithopodioides_stature_ventral_side2.ome.tiff '
        'scapania_ornithopodioides_stem_cross_section.ome.tiff '
        'scapania_ornithopodioides_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania paludicola Processed': (
        'scapania_paludicola_antical_lobe_leaf_apex.ome.tiff '
        'scapania_paludicola_antical_lobe_leaf_center.ome.tiff '
        'scapania_paludicola_antical_lobe_leaf_margin.ome.tiff '
        'scapania_paludicola_leaf_cross_section.ome.tiff '
        'scapania_paludicola_leaf_cross_section_detail.ome.tiff '
        'scapania_paludicola_leaf_lobes.ome.tiff '
        'scapania_paludicola_postical_lobe_leaf_apex.ome.tiff '
        'scapania_paludicola_postical_lobe_leaf_base.ome.tiff '
        'scapania_paludicola_postical_lobe_leaf_center.ome.tiff '
        'scapania_paludicola_stature_dorsal_side.ome.tiff '
        'scapania_paludicola_stature_ober_dorsal_side.ome.tiff '
        'scapania_paludicola_stature_ventral_side.ome.tiff '
        'scapania_paludicola_stem_cross_section.ome.tiff '
        'scapania_paludicola_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania paludosa Processed': (
        'scapania_paludosa_antical_lobe_lower_leaf_margin.ome.tiff '
        'scapania_paludosa_antical_lobe_upper_leaf_margin.ome.tiff '
        'scapania_paludosa_leaf.ome.tiff '
        'scapania_paludosa_leaf_cross_section.ome.tiff '
        'scapania_paludosa_leaf_cross_section_detail.ome.tiff '
        'scapania_paludosa_perianth_mouth.ome.tiff '
        'scapania_paludosa_postical_lobe_leaf_center.ome.tiff '
        'scapania_paludosa_postical_lobe_lower_leaf_margin.ome.tiff '
        'scapania_paludosa_postical_lobe_upper_leaf_margin.ome.tiff '
        'scapania_paludosa_stature_dorsal_side.ome.tiff '
        'scapania_paludosa_stature_dorsal_side_2.ome.tiff '
        'scapania_paludosa_stature_ventral_side.ome.tiff '
        'scapania_paludosa_stature_ventral_side_2.ome.tiff '
        'scapania_paludosa_stem_cross_section.ome.tiff '
        'scapania_paludosa_voucher_specimen.ome.tiff '
        'scapania_paludosa_winged_leaf_base.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania parvifolia Processed': (
        'scapania_parvifolia_antical_lobe_leaf_apex.ome.tiff '
        'scapania_parvifolia_antical_lobe_leaf_center.ome.tiff '
        'scapania_parvifolia_antical_lobe_leaf_margin.ome.tiff '
        'scapania_parvifolia_leaf.ome.tiff '
        'scapania_parvifolia_leaf_cross_section.ome.tiff '
        'scapania_parvifolia_leaf_cross_section_detail.ome.tiff '
        'scapania_parvifolia_postical_lobe_leaf_apex.ome.tiff '
        'scapania_parvifolia_postical_lobe_leaf_base.ome.tiff '
        'scapania_parvifolia_postical_lobe_leaf_center.ome.tiff '
        'scapania_parvifolia_postical_lobe_leaf_margin.ome.tiff '
        'scapania_parvifolia_stature_dorsal_side2.ome.tiff '
        'scapania_parvifolia_stature_ventral_side2.ome.tiff '
        'scapania_parvifolia_stem_cross_section.ome.tiff '
        'scapania_parvifolia_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania praetervisa Processed': (
        'scapania_praetervisa.ome.tiff '
        'scapania_praetervisa_gemmae.ome.tiff '
        'scapania_praetervisa_leaf_apex.ome.tiff '
        'scapania_praetervisa_leaf_cross_section.ome.tiff '
        'scapania_praetervisa_leaf_cross_section_detail.ome.tiff '
        'scapania_praetervisa_leaf_lobes.ome.tiff '
        'scapania_praetervisa_leaf_margin.ome.tiff '
        'scapania_praetervisa_stature.ome.tiff '
        'scapania_praetervisa_stature_dorsal_side.ome.tiff '
        'scapania_praetervisa_stature_ventral_side.ome.tiff '
        'scapania_praetervisa_stem_cross_section.ome.tiff '
        'scapania_praetervisa_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania scandica Processed': (
        'scapania_scandica.ome.tiff '
        'scapania_scandica_antical_lobe_leaf_apex.ome.tiff '
        'scapania_scandica_antical_lobe_leaf_apex_b.ome.tiff '
        'scapania_scandica_antical_lobe_leaf_center.ome.tiff '
        'scapania_scandica_gemmae.ome.tiff '
        'scapania_scandica_leaf.ome.tiff '
        'scapania_scandica_leaf_b.ome.tiff '
        'scapania_scandica_leaf_cross_section.ome.tiff '
        'scapania_scandica_leaf_cross_section_b.ome.tiff '
        'scapania_scandica_leaf_cross_section_detail.ome.tiff '
        'scapania_scandica_leaf_cross_section_detail_b.ome.tiff '
        'scapania_scandica_perianth_mouth.ome.tiff '
        'scapania_scandica_postical_lobe_basal_leaf_margin.ome.tiff '
        'scapania_scandica_postical_lobe_basal_leaf_margin_b.ome.tiff '
        'scapania_scandica_postical_lobe_leaf_apex.ome.tiff '
        'scapania_scandica_postical_lobe_leaf_apex_2.ome.tiff '
        'scapania_scandica_postical_lobe_leaf_apex_b.ome.tiff '
        'scapania_scandica_postical_lobe_leaf_margin.ome.tiff '
        'scapania_scandica_postical_lobe_leaf_margin_b.ome.tiff '
        'scapania_scandica_spores_elaters.ome.tiff '
        'scapania_scandica_stature.ome.tiff '
        'scapania_scandica_stature_b.ome.tiff '
        'scapania_scandica_stature_dorsal_side.ome.tiff '
        'scapania_scandica_stature_dorsal_side_b.ome.tiff '
        'scapania_scandica_stature_ventral_side.ome.tiff '
        'scapania_scandica_stature_ventral_side_b.ome.tiff '
        'scapania_scandica_stem_cross_section.ome.tiff '
        'scapania_scandica_voucher_specimen_1.ome.tiff '
        'scapania_scandica_voucher_specimen_2.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania simmonsii Processed': (
        'scapania_simmonsii.ome.tiff '
        'scapania_simmonsii_antical_lobe_leaf_apex.ome.tiff '
        'scapania_simmonsii_antical_lobe_leaf_center.ome.tiff '
        'scapania_simmonsii_antical_lobe_leaf_margin.ome.tiff '
        'scapania_simmonsii_gemmae.ome.tiff '
        'scapania_simmonsii_leaf_cross_section.ome.tiff '
        'scapania_simmonsii_leaf_cross_section_detail.ome.tiff '
        'scapania_simmonsii_leaf_lobes.ome.tiff '
        'scapania_simmonsii_postical_lobe_leaf_apex.ome.tiff '
        'scapania_simmonsii_postical_lobe_leaf_center.ome.tiff '
        'scapania_simmonsii_postical_lobe_leaf_margin.ome.tiff '
        'scapania_simmonsii_stature_dorsal_side2.ome.tiff '
        'scapania_simmonsii_stature_ventral_side2.ome.tiff '
        'scapania_simmonsii_stem_cross_section.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania sphaerifera Processed': (
        'scapania_sphaerifera_antical_lobe_leaf_base_teeth.ome.tiff '
        'scapania_sphaerifera_gemmae.ome.tiff '
        'scapania_sphaerifera_leaf_cross_section.ome.tiff '
        'scapania_sphaerifera_leaf_cross_section_detail.ome.tiff '
        'scapania_sphaerifera_leaf_lobes.ome.tiff '
        'scapania_sphaerifera_postical_lobe_leaf_apex.ome.tiff '
        'scapania_sphaerifera_postical_lobe_leaf_base_teeth.ome.tiff '
        'scapania_sphaerifera_postical_lobe_leaf_center.ome.tiff '
        'scapania_sphaerifera_stature_dorsal_side.ome.tiff '
        'scapania_sphaerifera_stature_ventral_side.ome.tiff '
        'scapania_sphaerifera_stem_cross_section.ome.tiff '
        'scapania_sphaerifera_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania spitsbergensis Processed': (
        'scapania_spitsbergensis_antheridia.ome.tiff '
        'scapania_spitsbergensis_antical_lobe_leaf_apex.ome.tiff '
        'scapania_spitsbergensis_antical_lobe_leaf_center.ome.tiff '
        'scapania_spitsbergensis_antical_lobe_leaf_margin.ome.tiff '
        'scapania_spitsbergensis_gemmae.ome.tiff '
        'scapania_spitsbergensis_leaf_cross_section.ome.tiff '
        'scapania_spitsbergensis_leaf_cross_section_detail.ome.tiff '
        'scapania_spitsbergensis_leaf_lobes.ome.tiff '
        'scapania_spitsbergensis_paraphyses.ome.tiff '
        'scapania_spitsbergensis_perianth_mouth.ome.tiff '
        'scapania_spitsbergensis_perianth_mouth_detail.ome.tiff '
        'scapania_spitsbergensis_postical_lobe_leaf_apex.ome.tiff '
        'scapania_spitsbergensis_postical_lobe_leaf_center.ome.tiff '
        'scapania_spitsbergensis_postical_lobe_leaf_margin.ome.tiff '
        'scapania_spitsbergensis_spores_elaters.ome.tiff '
        'scapania_spitsbergensis_stature_dorsal_side.ome.tiff '
        'scapania_spitsbergensis_stature_dorsal_side2.ome.tiff '
        'scapania_spitsbergensis_stature_ventral_side.ome.tiff '
        'scapania_spitsbergensis_stature_ventral_side2.ome.tiff '
        'scapania_spitsbergensis_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania subalpina Processed': (
        'scapania_subalpina.ome.tiff '
        'scapania_subalpina_2_antical_lobe_basis.ome.tiff '
        'scapania_subalpina_2_antical_lobe_spitze.ome.tiff '
        'scapania_subalpina_2_leaf_lobes.ome.tiff '
        'scapania_subalpina_2_leaf_lobes_cross_section.ome.tiff '
        'scapania_subalpina_2_leaf_lobes_cross_section_detail.ome.tiff '
        'scapania_subalpina_2_perianth_mouth.ome.tiff '
        'scapania_subalpina_2_postical_lobe_basis.ome.tiff '
        'scapania_subalpina_2_postical_lobe_leaf_margin.ome.tiff '
        'scapania_subalpina_2_spore_capsule.ome.tiff '
        'scapania_subalpina_2_spores_elaters.ome.tiff '
        'scapania_subalpina_2_stature.ome.tiff '
        'scapania_subalpina_2_stature_dorsal_side.ome.tiff '
        'scapania_subalpina_2_stature_dorsal_side_2.ome.tiff '
        'scapania_subalpina_2_stature_ventral_side.ome.tiff '
        'scapania_subalpina_2_stature_ventral_side_2.ome.tiff '
        'scapania_subalpina_2_stem_cross_section.ome.tiff '
        'scapania_subalpina_antical_lobe_basal_leaf_margin.ome.tiff '
        'scapania_subalpina_antical_lobe_leaf_apex.ome.tiff '
        'scapania_subalpina_frisch_antical_lobe_leaf_center.ome.tiff '
        'scapania_subalpina_frisch_antical_lobe_leaf_margin.ome.tiff '
        'scapania_subalpina_frisch_gemmae.ome.tiff '
        'scapania_subalpina_frisch_leaf_cross_section.ome.tiff '
        'scapania_subalpina_frisch_leaf_cross_section_detail.ome.tiff '
        'scapania_subalpina_frisch_leaf_lobes.ome.tiff '
        'scapania_subalpina_frisch_postical_lobe_leaf_center.ome.tiff '
        'scapania_subalpina_frisch_postical_lobe_leaf_margin.ome.tiff '
        'scapania_subalpina_frisch_stature_dorsal_side.ome.tiff '
        'scapania_subalpina_frisch_stature_ventral_side.ome.tiff '
        'scapania_subalpina_frisch_voucher_specimen.ome.tiff '
        'scapania_subalpina_leaf.ome.tiff '
        'scapania_subalpina_leaf_cross_section.ome.tiff '
        'scapania_subalpina_leaf_cross_section_detail.ome.tiff '
        'scapania_subalpina_postical_lobe_basal_leaf_margin.ome.tiff '
        'scapania_subalpina_postical_lobe_leaf_apex.ome.tiff '
        'scapania_subalpina_postical_lobe_leaf_margin.ome.tiff '
        'scapania_subalpina_stature_dorsal_side.ome.tiff '
        'scapania_subalpina_stature_ventral_side.ome.tiff '
        'scapania_subalpina_stem_cross_section.ome.tiff '
        'scapania_subalpina_voucher_specimen_1.ome.tiff '
        'scapania_subalpina_voucher_specimen_2.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania tundrae Processed': (
        'scapania_tundrae_antical_lobe_leaf_apex.ome.tiff '
        'scapania_tundrae_antical_lobe_leaf_center.ome.tiff '
        'scapania_tundrae_antical_lobe_leaf_margin.ome.tiff '
        'scapania_tundrae_leaf.ome.tiff '
        'scapania_tundrae_leaf_cross_section.ome.tiff '
        'scapania_tundrae_leaf_cross_section_detail.ome.tiff '
        'scapania_tundrae_postical_lobe_leaf_apex.ome.tiff '
        'scapania_tundrae_postical_lobe_leaf_center.ome.tiff '
        'scapania_tundrae_postical_lobe_leaf_margin.ome.tiff '
        'scapania_tundrae_stature_dorsal_side2.ome.tiff '
        'scapania_tundrae_stature_ventral_side2.ome.tiff '
        'scapania_tundrae_stem_cross_section.ome.tiff '
        'scapania_tundrae_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania uliginosa Processed': (
        'scapania_uliginosa_antical_lobe_leaf_center.ome.tiff '
        'scapania_uliginosa_antical_lobe_leaf_margin.ome.tiff '
        'scapania_uliginosa_gemmae.ome.tiff '
        'scapania_uliginosa_leaf.ome.tiff '
        'scapania_uliginosa_leaf_cross_section.ome.tiff '
        'scapania_uliginosa_leaf_cross_section_detail.ome.tiff '
        'scapania_uliginosa_postical_lobe_leaf_apex.ome.tiff '
        'scapania_uliginosa_postical_lobe_leaf_center.ome.tiff '
        'scapania_uliginosa_postical_lobe_leaf_margin.ome.tiff '
        'scapania_uliginosa_postical_lobe_winged_basis.ome.tiff '
        'scapania_uliginosa_stature_oberunterseite.ome.tiff '
        'scapania_uliginosa_stem_cross_section.ome.tiff '
        'scapania_uliginosa_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania umbrosa Processed': (
        'scapania_umbrosa.ome.tiff '
        'scapania_umbrosa_antheridium.ome.tiff '
        'scapania_umbrosa_antical_lobe_leaf_center.ome.tiff '
        'scapania_umbrosa_leaf_cross_section.ome.tiff '
        'scapania_umbrosa_leaf_cross_section_detail.ome.tiff '
        'scapania_umbrosa_leaf_lobes.ome.tiff '
        'scapania_umbrosa_perianth_mouth.ome.tiff '
        'scapania_umbrosa_postical_lobe_leaf_apex.ome.tiff '
        'scapania_umbrosa_postical_lobe_leaf_base.ome.tiff '
        'scapania_umbrosa_stature.ome.tiff '
        'scapania_umbrosa_stature_dorsal_side.ome.tiff '
        'scapania_umbrosa_stature_perianth.ome.tiff '
        'scapania_umbrosa_stature_ventral_side.ome.tiff '
        'scapania_umbrosa_stem_cross_section.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania undulata Processed': (
        'scapania_undulata_antical_lobe_leaf_apex.ome.tiff '
        'scapania_undulata_antical_lobe_leaf_base.ome.tiff '
        'scapania_undulata_antical_lobe_leaf_margin.ome.tiff '
        'scapania_undulata_leaf_cross_section.ome.tiff '
        'scapania_undulata_leaf_cross_section_detail.ome.tiff '
        'scapania_undulata_leaf_lobes.ome.tiff '
        'scapania_undulata_perianth_mouth.ome.tiff '
        'scapania_undulata_postical_lobe_leaf_apex.ome.tiff '
        'scapania_undulata_postical_lobe_leaf_base.ome.tiff '
        'scapania_undulata_postical_lobe_leaf_margin.ome.tiff '
        'scapania_undulata_spores.ome.tiff '
        'scapania_undulata_stature_dorsal_side.ome.tiff '
        'scapania_undulata_stature_dorsal_side_2.ome.tiff '
        'scapania_undulata_stature_ventral_side.ome.tiff '
        'scapania_undulata_stature_ventral_side_2.ome.tiff '
        'scapania_undulata_stem_cross_section.ome.tiff '
        'scapania_undulata_voucher_specimen_1.ome.tiff '
        'scapania_undulata_voucher_specimen_2.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania verrucosa Processed': (
        'scapania_verrucosa.ome.tiff '
        'scapania_verrucosa_2_antheridia.ome.tiff '
        'scapania_verrucosa_2_paraphyse.ome.tiff '
        'scapania_verrucosa_2_stature_dorsal_side.ome.tiff '
        'scapania_verrucosa_2_stature_ventral_side.ome.tiff '
        'scapania_verrucosa_2_voucher_specimen.ome.tiff '
        'scapania_verrucosa_gemmae.ome.tiff '
        'scapania_verrucosa_leaf_center_cells.ome.tiff '
        'scapania_verrucosa_leaf_cross_section.ome.tiff '
        'scapania_verrucosa_leaf_cross_section_papillae.ome.tiff '
        'scapania_verrucosa_leaf_lobes.ome.tiff '
        'scapania_verrucosa_leaf_margin_cells.ome.tiff '
        'scapania_verrucosa_leaf_margin_cells2.ome.tiff '
        'scapania_verrucosa_papillae.ome.tiff '
        'scapania_verrucosa_stature_dorsal_side.ome.tiff '
        'scapania_verrucosa_stature_ober_dorsal_side.ome.tiff '
        'scapania_verrucosa_stature_ventral_side.ome.tiff '
        'scapania_verrucosa_stem_cross_section.ome.tiff '
        'scapania_verrucosa_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20211214-Globus/Scapania zemliae Processed': (
        'scapania_zemliae_antheridium.ome.tiff '
        'scapania_zemliae_antical_lobe_leaf_apex.ome.tiff '
        'scapania_zemliae_antical_lobe_leaf_base.ome.tiff '
        'scapania_zemliae_antical_lobe_leaf_center.ome.tiff '
        'scapania_zemliae_antical_lobe_leaf_margin.ome.tiff '
        'scapania_zemliae_gemmae.ome.tiff '
        'scapania_zemliae_leaf_cross_section.ome.tiff '
        'scapania_zemliae_leaf_cross_section_detail.ome.tiff '
        'scapania_zemliae_leaf_lobes.ome.tiff '
        'scapania_zemliae_postical_lobe_leaf_apex.ome.tiff '
        'scapania_zemliae_postical_lobe_leaf_base.ome.tiff '
        'scapania_zemliae_postical_lobe_leaf_center.ome.tiff '
        'scapania_zemliae_postical_lobe_leaf_margin.ome.tiff '
        'scapania_zemliae_stature_dorsal_side.ome.tiff '
        'scapania_zemliae_stature_dorsal_side2.ome.tiff '
        'scapania_zemliae_stature_ventral_side.ome.tiff '
        'scapania_zemliae_stature_ventral_side2.ome.tiff '
        'scapania_zemliae_stem_cross_section.ome.tiff '
        'scapania_zemliae_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania aequiloba Processed': (
        'scapania_aequiloba_voucher_specimen_1.ome.tiff '
        'scapania_aequiloba_voucher_specimen_2.ome.tiff '
        'scapania_aequiloba_voucher_specimen_3.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania aequiloba': (
        'IMG_8071 Scapania aequiloba voucher specimen.ome.tiff',
        'IMG_8072 Scapania aequiloba voucher specimen.ome.tiff',
        'IMG_8073 Scapania aequiloba voucher specimen.ome.tiff',
        'IMG_8957 Scapania aequiloba stature ventral side (MP-E 2x).ome.tiff',
        'IMG_8963 Scapania aequiloba stature ventral side (MP-E 2x).ome.tiff',
        'IMG_8967 Scapania aequiloba stature ventral side (MP-E 2x).ome.tiff',
        'IMG_8968 Scapania aequiloba stature ventral side (MP-E 2x).ome.tiff',
        'IMG_9020 Scapania aequiloba stature dorsal side (MP-E 2x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania apiculata': (
        'IMG_0001 Scapania apiculata voucher specimen.ome.tiff',
        'IMG_0003 Scapania apiculata stature (Laowa 5.0x).ome.tiff',
        'IMG_0045 Scapania apiculata stature (Laowa 4.5x).ome.tiff',
        'IMG_0046 Scapania apiculata stature (Laowa 4.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania aspera': (
        'IMG_0001 Scapania aspera voucher specimen.ome.tiff',
        'IMG_4246 Scapania aspera stature dorsal side (Laowa 2.5x).ome.tiff',
        'IMG_4285 Scapania aspera stature ventral side (Laowa 2.5x).ome.tiff',
        'IMG_5077 Scapania aspera stature ventral side (Laowa 2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania brevicaulis': (
        'IMG_2371 Scapania brevicaulis stature dorsal side (MP-E 2x).ome.tiff',
        'IMG_2403 Scapania brevicaulis stature ventral side (MP-E 2x).ome.tiff',
        'IMG_2843 Scapania brevicaulis voucher specimen.ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania calcicola': (
        'IMG_0001 Scapania calcicola voucher specimen.ome.tiff',
        'IMG_1423 Scapania calcicola stature dorsal side (Laowa 4.5x).ome.tiff',
        'IMG_3429 Scapania calcicola stature (Laowa 4.0x).ome.tiff',
        'IMG_3430 Scapania calcicola stature (Laowa 4.0x).ome.tiff',
        'IMG_3462 Scapania calcicola stature (Laowa 3.5x).ome.tiff',
        'IMG_3463 Scapania calcicola stature (Laowa 3.5x).ome.tiff',
        'IMG_3464 Scapania calcicola stature (Laowa 3.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania compacta': (
        'IMG_4817 Scapania compacta voucher specimen.ome.tiff',
        'IMG_4818 Scapania compacta stature with sporophyte (Laowa 3.0x).ome.tiff',
        'IMG_4819 Scapania compacta stature with sporophyte (Laowa 3.0x).ome.tiff',
        'IMG_4820 Scapania compacta stature with sporophyte (Laowa 3.0x).ome.tiff',
        'IMG_4821 Scapania compacta stature with sporophyte (Laowa 3.0x).ome.tiff',
        'IMG_4853 Scapania compacta stature with sporophyte (Laowa 3.0x).ome.tiff',
        'IMG_4911 Scapania compacta stature with perianths and sporphytes (Laowa 2.5x).ome.tiff',
        'IMG_4913 Scapania compacta stature with perianths and sporphytes (Laowa 2.5x).ome.tiff',
        'IMG_5824 Scapania compacta stature (Laowa 2.5x).ome.tiff',
        'IMG_5825 Scapania compacta stature (Laowa 2.5x).ome.tiff',
        'IMG_8160 Scapania compacta spores and elaters (40x DIC).ome.tiff',
        'IMG_8161 Scapania compacta spores and elaters (40x DIC).ome.tiff',
        'IMG_8897 Scapania compacta stature dorsal side (Laowa 3.0x).ome.tiff',
        'IMG_8898 Scapania compacta stature dorsal side (Laowa 3.0x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania crassiretis': (
        'IMG_0002 Scapania crassiretis voucher specimen.ome.tiff',
        'IMG_2404 Scapania crassiretis stature dorsal side (Laowa 4.0x).ome.tiff',
        'IMG_2405 Scapania crassiretis stature dorsal side (Laowa 4.0x).ome.tiff',
        'IMG_2442 Scapania crassiretis stature ventral side (Laowa 4.0x).ome.tiff',
        'IMG_2443 Scapania crassiretis stature ventral side (Laowa 4.0x).ome.tiff',
        'IMG_2444 Scapania crassiretis stature ventral side (Laowa 4.0x).ome.tiff',
        'IMG_2469 Scapania crassiretis stature ventral side (Laowa 4.0x).ome.tiff',
        'IMG_2496 Scapania crassiretis stature dorsal side (Laowa 4.0x).ome.tiff',
        'IMG_2525 Scapania crassiretis stature (Laowa 2.5x).ome.tiff',
        'IMG_2526 Scapania crassiretis stature (Laowa 2.5x).ome.tiff',
        'IMG_2527 Scapania crassiretis stature (Laowa 2.5x).ome.tiff',
        'IMG_2528 Scapania crassiretis stature (Laowa 2.5x).ome.tiff',
        'IMG_2580 Scapania crassiretis stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_2581 Scapania crassiretis stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_2582 Scapania crassiretis stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_2583 Scapania crassiretis stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_2584 Scapania crassiretis stature dorsal side (Laowa 5.0x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania curta': (
        'IMG_0002 Scapania curta voucher specimen.ome.tiff',
        'IMG_4269 Scapania curta stature (Laowa 4.0x).ome.tiff',
        'IMG_4270 Scapania curta stature (Laowa 4.0x).ome.tiff',
        'IMG_4302 Scapania curta stature (Laowa 4.0x).ome.tiff',
        'IMG_4303 Scapania curta stature (Laowa 4.0x).ome.tiff',
        'IMG_4349 Scapania curta stature with perianths (Laowa 5.0x).ome.tiff',
        'IMG_4350 Scapania curta stature with perianths (Laowa 5.0x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania cuspiduligera': (
        'IMG_0002 Scapania cuspiduligera voucher specimen.ome.tiff',
        'IMG_0004 Scapania cuspiduligera voucher specimen.ome.tiff',
        'IMG_0006 Scapania cuspiduligera stature (Laowa 2.5x).ome.tiff',
        'IMG_0007 Scapania cuspiduligera stature (Laowa 2.5x).ome.tiff',
        'IMG_0008 Scapania cuspiduligera stature (Laowa 2.5x).ome.tiff',
        'IMG_0067 Scapania cuspiduligera stature (Laowa 4.0x).ome.tiff',
        'IMG_0068 Scapania cuspiduligera stature (Laowa 4.0x).ome.tiff',
        'IMG_0120 Scapania cuspiduligera stature (Laowa 5.0x).ome.tiff',
        'IMG_0121 Scapania cuspiduligera stature (Laowa 5.0x).ome.tiff',
        'IMG_0173 Scapania cuspiduligera stature ventral side (Laowa 3.5x).ome.tiff',
        'IMG_0174 Scapania cuspiduligera stature ventral side (Laowa 3.5x).ome.tiff',
        'IMG_0204 Scapania cuspiduligera stature dorsal side (Laowa 3.5x).ome.tiff',
        'IMG_0205 Scapania cuspiduligera stature dorsal side (Laowa 3.5x).ome.tiff',
        'IMG_5005 Scapania cuspiduligera voucher specimen.ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania glaucocephala': (
        'IMG_0002 Scapania glaucocephala voucher specimen.ome.tiff',
        'IMG_3337 Scapania glaucocephala stature (Laowa 5.0x).ome.tiff',
        'IMG_5001 Scapania glaucocephala voucher specimen.ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania gracilis': (
        'IMG_0002 Scapania gracilis voucher specimen.ome.tiff',
        'IMG_1766 Scapania gracilis stature ventral side (MP-E 1x).ome.tiff',
        'IMG_1795 Scapania gracilis stature ventral side (MP-E 1x).ome.tiff',
        'IMG_1796 Scapania gracilis stature dorsal side (MP-E 1x).ome.tiff',
        'IMG_1828 Scapania gracilis stature (MP-E 1x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania gymnostomophila': (
        'IMG_0004 Scapania gymnostomophila voucher specimen.ome.tiff',
        'IMG_0005 Scapania gymnostomophila stature (Laowa 2.5x).ome.tiff',
        'IMG_0006 Scapania gymnostomophila stature (Laowa 2.5x).ome.tiff',
        'IMG_0030 Scapania gymnostomophila stature (Laowa 3.5x).ome.tiff',
        'IMG_3211 Scapania gymnostomophila stature ventral side (Laowa 4.5x).ome.tiff',
        'IMG_3215 Scapania gymnostomophila stature ventral side (Laowa 4.5x).ome.tiff',
        'IMG_3216 Scapania gymnostomophila stature ventral side (Laowa 4.5x).ome.tiff',
        'IMG_3278 Scapania gymnostomophila stature dorsal side (Laowa 4.5x).ome.tiff',
        'IMG_4003 Scapania gymnostomophila voucher specimen.ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania helvetica': (
        'IMG_0001 Scapania helvetica voucher specimen A.ome.tiff',
        'IMG_0002 Scapania helvetica voucher specimen B.ome.tiff',
        'IMG_4073 Scapania helvetica A stature dorsal side (Laowa 2.5x).ome.tiff',
        'IMG_4074 Scapania helvetica A stature dorsal side (Laowa 2.5x).ome.tiff',
        'IMG_4116 Scapania helvetica A stature ventral side (Laowa 2.5x).ome.tiff',
        'IMG_4117 Scapania helvetica A stature ventral side (Laowa 2.5x).ome.tiff',
        'IMG_4159 Scapania helvetica A stature (Laowa 3.5x).ome.tiff',
        'IMG_4221 Scapania helvetica A stature (Laowa 3.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania irrigua s.l.': (
        'IMG_0596 Scapania irrigua voucher specimen.ome.tiff',
        'IMG_0597 Scapania irrigua voucher specimen.ome.tiff',
        'IMG_2517 Scapania irrigua stature dorsal side (MP-E 2x).ome.tiff',
        'IMG_2525 Scapania irrigua stature dorsal side (MP-E 2x).ome.tiff',
        'IMG_2563 Scapania irrigua stature dorsal side (MP-E 2x).ome.tiff',
        'IMG_2602 Scapania irrigua stature ventral side (MP-E 2x).ome.tiff',
        'IMG_2609 Scapania irrigua stature ventral side (MP-E 2x).ome.tiff',
        'IMG_2610 Scapania irrigua stature ventral side (MP-E 2x).ome.tiff',
        'IMG_2642 Scapania irrigua stature ventral side (MP-E 2x).ome.tiff',
        'IMG_2643 Scapania irrigua stature ventral side (MP-E 2x).ome.tiff',
        'IMG_2645 Scapania irrigua stature ventral side (Laowa 3.5x).ome.tiff',
        'IMG_2675 Scapania irrigua stature dorsal side (Laowa 3.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania mucronata': (
        'IMG_0001 Scapania mucronata voucher specimen.ome.tiff',
        'IMG_0216 Scapania mucronata stature (5x).ome.tiff',
        'IMG_0385 Scapania mucronata stature (5x).ome.tiff',
        'IMG_1182 Scapania mucronata A cells leaf apex (40x).ome.tiff',
        'IMG_1794 Scapania mucronata leaf cross section (40x).ome.tiff',
        'IMG_1840 Scapania mucronata stem cross section (40x).ome.tiff',
        'IMG_1910 Scapania mucronata stem cross section (40x).ome.tiff',
        'IMG_2168 Scapania mucronata stem cross section (40x).ome.tiff',
        'IMG_3506 Scapania mucronata voucher specimen.ome.tiff',
        'IMG_5456 Scapania mucronata stature (Laowa 3.5x).ome.tiff',
        'IMG_5498 Scapania mucronata stature (Laowa 3.5x).ome.tiff',
        'IMG_5499 Scapania mucronata stature (Laowa 3.5x).ome.tiff',
        'IMG_6005 Scapania mucronata mod. meso- et leptoderma-viridis voucher specimen.ome.tiff',
        'IMG_8105 Scapania mucronata mod. mesoderma-viridis et colorata voucher specimen.ome.tiff',
        'IMG_9882 Scapania mucronata mod. mesoderma-viridis et colorata stature female plants (Laowa 4.5x).ome.tiff',
        'IMG_9934 Scapania mucronata mod. mesoderma-viridis et colorata stature female plants (Laowa 5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania nemorea': (
        'IMG_2135 Scapania nemorea voucher specimen.ome.tiff',
        'IMG_5490 Scapania nemorea stature ventral side (MP-E 2x).ome.tiff',
        'IMG_5805 Scapania nemorea voucher specimen.ome.tiff',
        'IMG_5826 Scapania nemorea ventral side (MP-E 1.0x).ome.tiff',
        'IMG_5828 Scapania nemorea ventral side (MP-E 1.0x).ome.tiff',
        'IMG_5852 Scapania nemorea ventral side (MP-E 1.0x).ome.tiff',
        'IMG_5875 Scapania nemorea dorsal side (MP-E 1.0x).ome.tiff',
        'IMG_5884 Scapania nemorea ventral side (MP-E 1.0x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania obcordata': (
        'IMG_0001 Scapania obcordata voucher specimen.ome.tiff',
        'IMG_3548 Scapania obcordata stature (Laowa 2.5x).ome.tiff',
        'IMG_3549 Scapania obcordata stature (Laowa 2.5x).ome.tiff',
        'IMG_3550 Scapania obcordata stature (Laowa 3.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania obscura': (
        'IMG_0001 Scapania obscura voucher specimen.ome.tiff',
        'IMG_1782 Scapania obscura stature ventral side (Laowa 2.5x).ome.tiff',
        'IMG_1783 Scapania obscura stature ventral side (Laowa 2.5x).ome.tiff',
        'IMG_1815 Scapania obscura stature dorsal side (Laowa 2.5x).ome.tiff',
        'IMG_1816 Scapania obscura stature dorsal side (Laowa 2.5x).ome.tiff',
        'IMG_1848 Scapania obscura stature (Laowa 2.5x).ome.tiff',
        'IMG_1849 Scapania obscura stature (Laowa 2.5x).ome.tiff',
        'IMG_1881 Scapania obscura stature (Laowa 2.5x).ome.tiff',
        'IMG_1923 Scapania obscura voucher specimen.ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania paludicola': (
        'IMG_3643 Scapania paludicola voucher specimen.ome.tiff',
        'IMG_3644 Scapania paludicola stature dorsal side (Laowa 2.5x).ome.tiff',
        'IMG_3662 Scapania paludicola stature ventral side (Laowa 2.5x).ome.tiff',
        'IMG_3663 Scapania paludicola stature ventral side (Laowa 2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania paludosa': (
        'IMG_0001 Scapania paludosa voucher specimen.ome.tiff',
        'IMG_2332 Scapania paludosa stature with perianth ventral side (MP-E 2x).ome.tiff',
        'IMG_2333 Scapania paludosa stature with perianth ventral side (MP-E 2x).ome.tiff',
        'IMG_2365 Scapania paludosa stature with perianth dorsal side (MP-E 2x).ome.tiff',
        'IMG_2366 Scapania paludosa stature with perianth dorsal side (MP-E 2x).ome.tiff',
        'IMG_2398 Scapania paludosa stature ventral side (MP-E 2x).ome.tiff',
        'IMG_2430 Scapania paludosa stature dorsal side (MP-E 2x).ome.tiff',
        'IMG_2431 Scapania paludosa stature ventral side (MP-E 2x).ome.tiff',
        'IMG_2460 Scapania paludosa stature dorsal side (MP-E 2x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania praetervisa': (
        'IMG_0000 Scapania praetervisa voucher specimen.ome.tiff',
        'IMG_1218 Scapania praetervisa stature (Laowa 3.0x).ome.tiff',
        'IMG_1219 Scapania praetervisa stature (Laowa 3.0x).ome.tiff',
        'IMG_1324 Scapania praetervisa stature (Laowa 5.0x).ome.tiff',
        'IMG_1376 Scapania praetervisa stature (Laowa 5.0x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania scandica': (
        'IMG_0002 Scapania scandica voucher specimen.ome.tiff',
        'IMG_3664 Scapania scandica stature with gemmae (Laowa 2.5x).ome.tiff',
        'IMG_3665 Scapania scandica stature with gemmae (Laowa 2.5x).ome.tiff',
        'IMG_3715 Scapania scandica stature (Laowa 4.5x).ome.tiff',
        'IMG_3767 Scapania scandica stature with spore capsule (Laowa 3.0x).ome.tiff',
        'IMG_4123 Scapania scandica voucher specimen.ome.tiff',
        'IMG_4326 Scapania scandica stature (Laowa 5.0x).ome.tiff',
        'IMG_4358 Scapania scandica stature (Laowa 5.0x).ome.tiff',
        'IMG_4390 Scapania scandica stature (Laowa 5.0x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania simmonsii Processed': (
        'scapania_simmonsii_stature_dorsal_side.ome.tiff '
        'scapania_simmonsii_stature_ventral_side.ome.tiff '
        'scapania_simmonsii_voucher_specimen1.ome.tiff '
        'scapania_simmonsii_voucher_specimen2.ome.tiff'
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania subalpina': (
        'IMG_0001 Scapania subalpina voucher specimen.ome.tiff',
        'IMG_0592 Scapania subalpina stature (Laowa 3.5x).ome.tiff',
        'IMG_0593 Scapania subalpina stature (Laowa 3.5x).ome.tiff',
        'IMG_0645 Scapania subalpina stature (Laowa 5.0x).ome.tiff',
        'IMG_0646 Scapania subalpina stature (Laowa 5.0x).ome.tiff',
        'IMG_3001 Scapania subalpina voucher specimen.ome.tiff',
        'IMG_3002 Scapania subalpina voucher specimen.ome.tiff',
        'IMG_4127 Scapania subalpina stature (Laowa 2.5x).ome.tiff',
        'IMG_4128 Scapania subalpina stature (Laowa 2.5x).ome.tiff',
        'IMG_4129 Scapania subalpina stature (Laowa 2.5x).ome.tiff',
        'IMG_4145 Scapania subalpina stature (Laowa 2.5x).ome.tiff',
        'IMG_4165 Scapania subalpina stature ventral side (Laowa 3.5x).ome.tiff',
        'IMG_4173 Scapania subalpina stature dorsal side (Laowa 3.5x).ome.tiff',
        'IMG_7001 Scapania subalpina voucher specimen.ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania uliginosa': (
        'IMG_0001 Scapania uliginosa voucher specimen.ome.tiff',
        'IMG_2126 Scapania uliginosa stature ventral side (MP-E 1x).ome.tiff',
        'IMG_2127 Scapania uliginosa stature ventral side (MP-E 1x).ome.tiff',
        'IMG_2159 Scapania uliginosa stature ventral side (MP-E 1x).ome.tiff',
        'IMG_2191 Scapania uliginosa stature dorsal side (MP-E 1x).ome.tiff',
        'IMG_2223 Scapania uliginosa stature dorsal side (MP-E 1x).ome.tiff',
        'IMG_2224 Scapania uliginosa stature dorsal side (MP-E 1x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania umbrosa': (
        'IMG_5898 Scapania umbrosa voucher specimen.ome.tiff',
        'IMG_5899 Scapania umbrosa voucher specimen.ome.tiff',
        'IMG_5900 Scapania umbrosa with Lophozia (MP-E 3x).ome.tiff',
        'IMG_5902 Scapania umbrosa with Lophozia (MP-E 3x).ome.tiff',
        'IMG_5905 Scapania umbrosa with Lophozia (MP-E 3x).ome.tiff',
        'IMG_5984 Lophozia with Scapania umbrosa (MP-E 4x).ome.tiff',
        'IMG_6067 Scapania umbrosa stature female plants (MP-E 4x).ome.tiff',
        'IMG_6068 Scapania umbrosa stature female plants (MP-E 4x).ome.tiff',
        'IMG_6172 Scapania umbrosa stature female plants (MP-E 4x).ome.tiff',
        'IMG_6174 Scapania umbrosa stature female plants (MP-E 4x).ome.tiff',
        'IMG_7108 Scapania umbrosa stature with perianth (MP-E 4x).ome.tiff',
        'IMG_7117 Scapania umbrosa stature with perianth (MP-E 4x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania undulata': (
        'IMG_0001 Scapania undulata voucher specimen.ome.tiff',
        'IMG_0002 Scapania undulata voucher specimen.ome.tiff',
        'IMG_2914 Scapania undulata stature ventral side (Laowa 2.5x).ome.tiff',
        'IMG_2925 Scapania undulata stature dorsal side (Laowa 2.5x).ome.tiff',
        'IMG_2940 Scapania undulata stature ventral side (Laowa 2.5x).ome.tiff',
        'IMG_2958 Scapania undulata stature dorsal side (Laowa 2.5x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220531-ftp/Scapania verrucosa': (
        'IMG_0011 Scapania verrucosa voucher specimen.ome.tiff',
        'IMG_0013 Scapania verrucosa stature (Laowa 2.5).ome.tiff',
        'IMG_0014 Scapania verrucosa stature (Laowa 2.5).ome.tiff',
        'IMG_0015 Scapania verrucosa stature (Laowa 2.5).ome.tiff',
        'IMG_0047 Scapania verrucosa stature (Laowa 2.5).ome.tiff',
        'IMG_0048 Scapania verrucosa stature (Laowa 2.5).ome.tiff',
        'IMG_0049 Scapania verrucosa stature (Laowa 2.5).ome.tiff',
        'IMG_0082 Scapania verrucosa ventral side stature (Laowa 2.5).ome.tiff',
        'IMG_0083 Scapania verrucosa ventral side stature (Laowa 2.5).ome.tiff',
        'IMG_0084 Scapania verrucosa ventral side stature (Laowa 2.5).ome.tiff',
        'IMG_0116 Scapania verrucosa dorsal side stature (Laowa 2.5).ome.tiff',
        'IMG_0117 Scapania verrucosa dorsal side stature (Laowa 2.5).ome.tiff',
        'IMG_0118 Scapania verrucosa dorsal side stature (Laowa 2.5).ome.tiff',
        'IMG_0119 Scapania verrucosa dorsal side stature (Laowa 2.5).ome.tiff',
        'IMG_5001 Scapania verrucosa voucher specimen.ome.tiff',
        'IMG_5003 Scapania verrucosa voucher specimen.ome.tiff',
    ),
    '/uod/idr/filesets/idr0134-peters-bryophytes/20220624-ftp': (
        'IMG_2497-2596 Douinia ovata postical lobe leaf center (40x).ome.tiff',
        'IMG_3245-3344 Diplophyllum taxifolium postical lobe leaf center (40x).ome.tiff',
        'IMG_3368-3467 Diplophyllum taxifolium postical lobe leaf base (40x).ome.tiff',
        'IMG_3568-3667 Diplophyllum taxifolium antical lobe basal leaf margin (40x).ome.tiff',
        'IMG_9021 Scapania aequiloba stature dorsal side (MP-E 2x).ome.tiff',
    ),
    'experimentA': (
        'idr0134-experimentA-annotation.csv '
        'idr0134-experimentA-bulk.yml '
        'idr0134-experimentA-bulkmap-config.yml '
        'idr0134-experimentA-filePaths.tsv'
    ),
    'scripts': (
        'check_filepaths_imported.py '
        'filePaths.py '
        'filePaths_remove_jpeg.py'
    ),
}


TOLEDO_IMAGES_KIND = {
    'images': (
        '1JI_0062.JPG '
        '1JI_0063.JPG '
        '1JI_0064.JPG '
        '1JI_0065.JPG '
        '1JI_0066.JPG '
        '1JI_0067.JPG '
        '1JI_0068.JPG '
        '1JI_0069.JPG '
        '1JI_0070.JPG '
        '1JI_0071.JPG '
        '1JI_0072.JPG '
        '1JI_0073.JPG '
        '1JI_0074.JPG '
        '1JI_0075.JPG '
        '1JI_0076.JPG '
        '1JI_0077.JPG '
        '1JI_0078.JPG '
        '1JI_0079.JPG '
        '1JI_0080.JPG '
        '1JI_0081.JPG '
        '1JI_0082.JPG '
        '1JI_0083.JPG '
        '1JI_0084.JPG '
        '1JI_0085.JPG '
        '1JI_0086.JPG '
        '1JI_0087.JPG '
        '1JI_0088.JPG '
        '1JI_0089.JPG '
        '1JI_0090.JPG '
        '1JI_0091.JPG '
        '1JI_0092.JPG '
        '1JI_0093.JPG '
        '1JI_0094.JPG '
        '1JI_0095.JPG '
        '1JI_0096.JPG '
        '1JI_0097.JPG '
        '1JI_0098.JPG '
        '1JI_0099.JPG '
        '1JI_0100.JPG '
        'DJI_0060.JPG '
        'DJI_0061.JPG '
        'DJI_0062.JPG '
        'DJI_0063.JPG '
        'DJI_0064.JPG '
        'DJI_0065.JPG '
        'DJI_0066.JPG '
        'DJI_0067.JPG '
        'DJI_0068.JPG '
        'DJI_0069.JPG '
        'DJI_0070.JPG '
        'DJI_0071.JPG '
        'DJI_0072.JPG '
        'DJI_0073.JPG '
        'DJI_0074.JPG '
        'DJI_0075.JPG '
        'DJI_0076.JPG '
        'DJI_0077.JPG '
        'DJI_0078.JPG '
        'DJI_0079.JPG '
        'DJI_0080.JPG '
        'DJI_0081.JPG '
        'DJI_0082.JPG '
        'DJI_0083.JPG '
        'DJI_0084.JPG '
        'DJI_0085.JPG '
        'DJI_0086.JPG '
        'DJI_0087.JPG '
        'DJI_0088.JPG '
        'DJI_0089.JPG '
        'DJI_0090.JPG '
        'DJI_0091.JPG '
        'DJI_0092.JPG '
        'DJI_0093.JPG '
        'DJI_0094.JPG '
        'DJI_0095.JPG '
        'DJI_0096.JPG '
        'DJI_0097.JPG '
        'DJI_0098.JPG '
        'DJI_0099.JPG '
        'DJI_0100.JPG '
        'DJI_0101.JPG '
        'DJI_0102.JPG '
        'DJI_0103.JPG '
        'DJI_0104.JPG '
        'DJI_0105.JPG '
        'DJI_0106.JPG '
        'DJI_0107.JPG'
    ),
}


TOLEDO_IMAGES_OTHER = {
    '': (
        'README.md '
        'toledo.png'
    ),
}


SNOWPEAK_IMAGES_KIND = {
    'img': (
        'IMG_2166.JPG '
        'IMG_2167.JPG '
        'IMG_2168.JPG '
        'IMG_2169.JPG '
        'IMG_2170.JPG '
        'IMG_2171.JPG '
        'IMG_2172.JPG '
        'IMG_2173.JPG '
        'IMG_2174.JPG '
        'IMG_2175.JPG '
        'IMG_2176.JPG '
        'IMG_2177.JPG '
        'IMG_2178.JPG '
        'IMG_2179.JPG '
        'IMG_2180.JPG '
        'IMG_2181.JPG '
        'IMG_2182.JPG '
        'IMG_2183.JPG '
        'IMG_2184.JPG '
        'IMG_2185.JPG '
        'IMG_2186.JPG '
        'IMG_2187.JPG '
        'IMG_2188.JPG '
        'IMG_2189.JPG '
        'IMG_2190.JPG '
        'IMG_2191.JPG '
        'IMG_2192.JPG '
        'IMG_2193.JPG '
        'IMG_2194.JPG '
        'IMG_2195.JPG '
        'IMG_2196.JPG '
        'IMG_2197.JPG '
        'IMG_2198.JPG '
        'IMG_2199.JPG '
        'IMG_2200.JPG '
        'IMG_2201.JPG '
        'IMG_2202.JPG '
        'IMG_2203.JPG '
        'IMG_2204.JPG '
        'IMG_2205.JPG '
        'IMG_2206.JPG '
        'IMG_2207.JPG '
        'IMG_2208.JPG '
        'IMG_2209.JPG '
        'IMG_2210.JPG '
        'IMG_2211.JPG '
        'IMG_2212.JPG '
        'IMG_2213.JPG '
        'IMG_2214.JPG '
        'IMG_2215.JPG '
        'IMG_2216.JPG '
        'IMG_2217.JPG '
        'IMG_2218.JPG '
        'IMG_2219.JPG '
        'IMG_2220.JPG '
        'IMG_2221.JPG '
        'IMG_2222.JPG '
        'IMG_2223.JPG '
        'IMG_2224.JPG '
        'IMG_2225.JPG '
        'IMG_2226.JPG '
        'IMG_2227.JPG '
        'IMG_2228.JPG '
        'IMG_2229.JPG '
        'IMG_2230.JPG '
        'IMG_2231.JPG '
        'IMG_2232.JPG '
        'IMG_2233.JPG '
        'IMG_2234.JPG '
        'IMG_2235.JPG '
        'IMG_2236.JPG '
        'IMG_2237.JPG '
        'IMG_2238.JPG '
        'IMG_2239.JPG '
        'IMG_2240.JPG '
        'IMG_2241.JPG '
        'IMG_2242.JPG '
        'IMG_2243.JPG '
        'IMG_2244.JPG '
        'IMG_2245.JPG '
        'IMG_2246.JPG '
        'IMG_2247.JPG '
        'IMG_2248.JPG '
        'IMG_2249.JPG '
        'IMG_2250.JPG '
        'IMG_2251.JPG '
        'IMG_2252.JPG '
        'IMG_2253.JPG '
        'IMG_2254.JPG '
        'IMG_2255.JPG '
        'IMG_2256.JPG '
        'IMG_2257.JPG '
        'IMG_2258.JPG '
        'IMG_2259.JPG '
        'IMG_2260.JPG '
        'IMG_2261.JPG '
        'IMG_2262.JPG '
        'IMG_2263.JPG '
        'IMG_2264.JPG '
        'IMG_2265.JPG '
        'IMG_2266.JPG '
        'IMG_2267.JPG '
        'IMG_2268.JPG '
        'IMG_2269.JPG '
        'IMG_2270.JPG '
        'IMG_2271.JPG '
        'IMG_2272.JPG '
        'IMG_2273.JPG '
        'IMG_2274.JPG '
        'IMG_2275.JPG '
        'IMG_2276.JPG '
        'IMG_2277.JPG '
        'IMG_2278.JPG '
        'IMG_2279.JPG '
        'IMG_2280.JPG '
        'IMG_2281.JPG '
        'IMG_2282.JPG '
        'IMG_2283.JPG '
        'IMG_2284.JPG '
        'IMG_2285.JPG '
        'IMG_2286.JPG '
        'IMG_2287.JPG '
        'IMG_2288.JPG '
        'IMG_2289.JPG '
        'IMG_2290.JPG '
        'IMG_2291.JPG '
        'IMG_2292.JPG '
        'IMG_2293.JPG '
        'IMG_2294.JPG '
        'IMG_2295.JPG '
        'IMG_2296.JPG '
        'IMG_2297.JPG '
        'IMG_2298.JPG '
        'IMG_2299.JPG '
        'IMG_2300.JPG '
        'IMG_2301.JPG '
        'IMG_2302.JPG '
        'IMG_2303.JPG '
        'IMG_2304.JPG '
        'IMG_2305.JPG'
    ),
}


SNOWPEAK_IMAGES_OTHER = {
    '': (
        'EB-01-00142_0015.bbx '
        'EB-01-142_0.efl '
        'README.md '
        'snowpea1.kml '
        'snowpea1.p4d '
        'snowpea1_geoinfo.txt'
    ),
}
