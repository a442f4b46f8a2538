"""Trump Mahjong's options (spec §15) and the values the flow reads of them.

The player count is chosen at the table and must agree with option ``players`` (4, or 3 for the
三麻-like form of §14). Starting points and the reserve depend on it unless set ("auto").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.options import OptionSpec
from rules.core.text import N_, tr

START_POINTS = {4: 25000, 3: 35000}  # §3, §14
RESERVE = {4: 0, 3: 14}  # §4 (D-2), §14
RIICHI_DRAWS = {4: 4, 3: 3}  # live draws a riichi needs (§6, §14)

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("players", "choice", 4, N_("Players: 4, or 3 as in three-player mahjong (三麻)"), (4, 3), "三麻"),
    OptionSpec("jokers", "bool", True, N_("Play with the four jokers as flowers (花牌)"), (), "花牌（ジョーカー）"),
    OptionSpec("joker_han", "choice", 1, N_("Han per joker laid out (0: only the replacement draw)"), (0, 1, 2), "花牌の翻"),
    OptionSpec("kuitan", "bool", True, N_("Open tanyao (喰いタン)"), (), "鳴いても断幺九"),
    OptionSpec("open_ryanpeikou", "bool", True, N_("Open 二盃口 for 2 han, as the seed says"), (), "二盃口 鳴くと2翻"),
    OptionSpec("kazoe_yakuman", "bool", True, N_("13 han or more is a yakuman (数え役満)"), (), "数え役満"),
    OptionSpec("yakuman_stacking", "bool", True, N_("Several yakuman add up"), (), "役満の複合"),
    OptionSpec("multiple_ron", "bool", True, N_("Several players may ron one discard (off: head bump 頭ハネ)"), (),
               "ダブロン・トリロン"),
    OptionSpec("rounds", "choice", 2, N_("Game length"), (1, 2), "東風戦 / 東南戦",
               (N_("East only (東風戦)"), N_("East and South (東南戦)"))),
    OptionSpec("start_points", "choice", "auto", N_("Starting points"),
               ("auto", 20000, 25000, 30000, 35000, 40000, 50000), "持ち点",
               (N_("By the players: 25,000, or 35,000 with 3"), N_("20,000 points"), N_("25,000 points"),
                N_("30,000 points"), N_("35,000 points"), N_("40,000 points"), N_("50,000 points"))),
    OptionSpec("reserve_cards", "choice", "auto", N_("Cards at the end of the wall never drawn normally"),
               ("auto", 0, 2, 4, 6, 8, 10, 12, 14), "王牌",
               (N_("By the players: none, or 14 with 3"), N_("None"), N_("2 cards"), N_("4 cards"), N_("6 cards"),
                N_("8 cards"), N_("10 cards"), N_("12 cards"), N_("14 cards"))),
    OptionSpec("tobi", "bool", True, N_("The game ends when a player goes below zero (飛び)"), (), "飛び"),
)


@dataclass(frozen=True)
class Rules:
    """What the flow reads of the options."""

    players: int
    jokers: bool
    multiple_ron: bool
    rounds: int
    start_points: int
    reserve: int
    tobi: bool

    @property
    def riichi_draws(self) -> int:
        return RIICHI_DRAWS[self.players]


def players_for(options: dict[str, Any]) -> int:
    return int(options.get("players", 4))


def make_rules(players: int, options: dict[str, Any]) -> Rules:
    """ValueError when the player count and option ``players`` disagree."""
    if players != players_for(options):
        raise ValueError(tr("Trump Mahjong with {players} players needs option players = {players}", players=players))
    o = options
    start = START_POINTS[players] if o["start_points"] == "auto" else o["start_points"]
    reserve = RESERVE[players] if o["reserve_cards"] == "auto" else o["reserve_cards"]
    return Rules(players, o["jokers"], o["multiple_ron"], o["rounds"], start, reserve, o["tobi"])
