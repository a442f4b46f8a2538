"""Qing-Hun-Peng's options (spec §12) and the values the flow reads of them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.options import OptionSpec
from rules.core.text import N_

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("base_points", "int", 20, N_("Base (底) paid on every hand"), (), "底", minimum=1),
    OptionSpec("hua_value", "int", 10, N_("Value of one hua (花)"), (), "花", minimum=1),
    OptionSpec("lazi_hua", "int", 8, N_("Hua that make one lazi"), (8, 4), "8花または4花"),
    OptionSpec("menqing_double", "bool", False, N_("A concealed hand (門清) doubles"), (), "門清"),
    OptionSpec("three_mouth_pao", "bool", True, N_("Three-mouth liability (三口の包)"), (), "三口の包"),
    OptionSpec("big_pao", "bool", False, N_("Big liability (大包): on a self-draw the partner pays 5 shares alone"),
               (), "大包"),
    OptionSpec("pao_self_discard_double", "bool", False,
               N_("A partner who deals in pays double (自銃両家)"), (), "自銃両家"),
    OptionSpec("pao_split_even_if_not_ready", "bool", False,
               N_("Discarder and partner share even if the discarder was not ready"), (), "一人一家"),
    OptionSpec("seven_catch_one", "bool", False, N_("Seven flowers catch one (七捉一)"), (), "七捉一"),
    OptionSpec("seven_catch_one_lazi", "int", 2, N_("Lazi paid for 七捉一"), (), "七捉一の点", minimum=1),
    OptionSpec("eight_flowers", "bool", False, N_("All eight flowers win (八花斉)"), (), "八花斉"),
    OptionSpec("eight_flowers_lazi", "int", 2, N_("Lazi each player pays for 八花斉"), (), "八花斉の点", minimum=1),
    OptionSpec("multi_win_dealer", "choice", "after_nearest_winner", N_("The dealer after several winners"),
               ("after_nearest_winner", "nearest_winner"), "上がった人のうち一番近い人の下家",
               (N_("The next player of the nearest winner"), N_("The nearest winner"))),
    OptionSpec("hands_per_game", "int", 16, N_("Hands in a game"), (), "局数", minimum=1),
)


@dataclass(frozen=True)
class Rules:
    """What the flow reads of the options."""

    base: int
    hua: int
    lazi_hua: int
    menqing: bool
    pao: bool
    big_pao: bool
    pao_self_double: bool
    pao_split: bool
    seven_catch_one: bool
    seven_catch_one_lazi: int
    eight_flowers: bool
    eight_flowers_lazi: int
    multi_win_dealer: str
    hands_per_game: int

    @property
    def lazi(self) -> int:
        """L = B + n·h (spec §8.1: base 20, hua 10, 8 hua → 100)."""
        return self.base + self.lazi_hua * self.hua


def make_rules(options: dict[str, Any]) -> Rules:
    o = options
    return Rules(o["base_points"], o["hua_value"], o["lazi_hua"], o["menqing_double"], o["three_mouth_pao"],
                 o["big_pao"], o["pao_self_discard_double"], o["pao_split_even_if_not_ready"], o["seven_catch_one"],
                 o["seven_catch_one_lazi"], o["eight_flowers"], o["eight_flowers_lazi"], o["multi_win_dealer"],
                 o["hands_per_game"])
