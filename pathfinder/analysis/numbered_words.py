"""Which word written with a number is one member of a numbered family, and which is a name.

`COUNTING_WORDS`: the words that count or number the parts of one data set (`run`, `epoch`, `plate`, BIDS keys),
read by the series, member and branch rules (`series.counted_member`, `branch_codes.counted_chain`, ...).
"""
from __future__ import annotations

import pathfinder.analysis.tokens as T

__all__ = ["COUNTING_WORDS"]

# words that count or number the parts of one data set (BIDS keys too); words that name a whole
# tree (`study42`, `project7`, an account) are not among them: a tree is listed on its own
COUNTING_WORDS = T.ENTITY_KEYS | frozenset(
    "frame sequence seq run camera cam tile band version shot scene take track clip chunk shard page episode "
    "season chapter speaker fold epoch step checkpoint batch session subject patient case sample well plate "
    "lane slide site station sensor device user volume trial seed iter iteration round day week quarter block "
    "part stage phase level tier group wave visit disc disk cd vol book grade rep replicate worker rank gpu "
    "node pass lap game match set unit room floor zone area sector box rack shelf bin tray slot port channel "
    "ch chr v ver rev exp experiment image img lecture lesson hw homework assignment exercise problem lab "
    "module host server machine instance pod replica vm sf scale participant subj donor animal mouse rat "
    "specimen scan series recording record rec exam flight orbit cycle generation gen attempt release build job ep "
    "preview rc beta alpha milestone sprint measurement acquisition pos position fov timepoint timestep".split())  # sf: a benchmark's scale factor (TPC `sf100`)
