"""Qing-Hun-Peng's words for the move log: the mahjong family's, its flowers and the three-mouth
liability (三口の包)."""

from __future__ import annotations

from rules.core.text import N_
from rules.mahjong.telling import MAHJONG

WORDS = MAHJONG.merged({
    "flower": N_("{seat} sets aside the flower {cards}."),
    "relation_formed": N_("{seat} has claimed three of {fed}'s discards: a three-mouth liability (三口の包)."),
})
