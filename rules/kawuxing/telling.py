"""Kawuxing's words for the move log: the mahjong family's, with pungs and its disclosure (亮倒)."""

from __future__ import annotations

from rules.core.text import N_
from rules.mahjong.telling import MAHJONG

WORDS = MAHJONG.merged({
    "disclosed": N_("{seat} discloses (亮倒): the hand lies open until it wins."),
})
