"""Wuhan's (and Jingzhou's) words for the move log: the mahjong family's, and its single kongs of
the kong tiles and the laizi, the indicator and the last draws."""

from __future__ import annotations

from rules.core.text import N_
from rules.mahjong.telling import MAHJONG

WORDS = MAHJONG.merged({
    "indicator": N_("The indicator is {cards}: {laizi} is the laizi (頼子)."),
    "kong.hongzhong": N_("{seat} kongs {cards} singly: a hongzhong kong (紅中槓)."),
    "kong.pizi": N_("{seat} kongs {cards} singly: a pizi kong (皮子槓)."),
    "kong.laizi": N_("{seat} kongs the laizi {cards} singly: a laizi kong (頼子槓)."),
    "last_phase": N_("{remaining} tiles are left: the last draws begin."),
    "hand_ended.exhaustive_draw": N_("The wall is used up: the hand is drawn."),
}, picks={"hand_ended": "result"})
