"""Kawuxing's options (spec §17) and the rules they add up to.

The player count is chosen at the table: 3, or 4 with the rotation (one person sits out each
hand, §3); option ``four_player_rotation`` must agree with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.options import OptionSpec
from rules.core.text import N_, tr

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("removed_suit", "choice", "m", N_("The number suit left out of the 84 tiles"), ("m", "p", "s"),
               "数牌1種類を抜く", (N_("Characters (萬子)"), N_("Dots (筒子)"), N_("Bamboo (索子)"))),
    OptionSpec("four_player_rotation", "bool", False,
               N_("Four people, three play: the winner of a hand sits out the next"), (), "4人で交代"),
    OptionSpec("hands_per_game", "int", 12, N_("Hands in a game"), (), "局数", minimum=1),
    OptionSpec("unit", "int", 1, N_("Points per unit (the stake)"), (), "1点の単位", minimum=1),
    OptionSpec("max_doubles", "int", 3, N_("Cap on the doubles of a win"), (), "上限（3飜）", minimum=0),
    OptionSpec("double_dragon_four_doubles", "bool", False,
               N_("双龍七対 is worth 4 doubles (×16), above the cap"), (), "双龍七対は4飜"),
    OptionSpec("plain_hand_self_draw_only", "bool", True,
               N_("A plain hand (平胡) wins only by self-draw"), (), "平胡はツモのみ"),
    OptionSpec("disclosure_scope", "choice", "all", N_("What a disclosure (亮倒) shows"), ("all", "waiting_part"),
               "亮倒で見せる牌", (N_("The whole hand"), N_("Only the waiting part"))),
    OptionSpec("anonymous_discards", "bool", False, N_("Discards in one pile, not by player"), (), "捨て牌は乱雑に置く"),
)


@dataclass(frozen=True)
class Rules:
    """What the flow reads of the options."""

    players: int
    rotation: bool  # four people, three play
    removed_suit: str
    hands_per_game: int
    unit: int
    disclosure_scope: str
    anonymous_discards: bool


def players_for(options: dict[str, Any]) -> int:
    return 4 if options.get("four_player_rotation") else 3


def make_rules(players: int, options: dict[str, Any]) -> Rules:
    """ValueError when the player count and the rotation option disagree."""
    if players != players_for(options):
        raise ValueError(tr("Kawuxing is played by 3, or by 4 with the rotation option: not {players} with these options",
                            players=players))
    return Rules(players=players, rotation=players == 4, removed_suit=options["removed_suit"],
                 hands_per_game=options["hands_per_game"], unit=options["unit"],
                 disclosure_scope=options["disclosure_scope"], anonymous_discards=options["anonymous_discards"])
