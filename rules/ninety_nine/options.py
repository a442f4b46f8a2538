"""99's options (spec §10). The player count is always three."""

from __future__ import annotations

from rules.core.options import OptionSpec
from rules.core.text import N_

FIXED_DEALS = "fixed_deals"
RACE_TO_100 = "race_to_100"

# num_deals must be a positive multiple of 9 (each player deals equally often); the settings
# screen offers the multiples up to 99 deals.
DEAL_COUNTS = tuple(range(9, 100, 9))

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "game_format",
        "choice",
        FIXED_DEALS,
        N_("Game length: a fixed number of deals, or first to win three games of 100 points"),
        (FIXED_DEALS, RACE_TO_100),
        "9 手あるいは 9 の倍数の手数 / 1 勝を 100 点先取として最初に 3 勝",
        (N_("Fixed length"), N_("First to 3 games")),
    ),
    OptionSpec("num_deals", "int", 9, N_("Deals in a game of fixed length (a multiple of 9)"), DEAL_COUNTS, "9 の倍数の手数"),
    OptionSpec(
        "early_version",
        "bool",
        False,
        N_("Early version: 37 cards with a joker; the turned-up 37th card sets trumps"),
        (),
        "初期バージョンのルール",
    ),
    OptionSpec(
        "all_trumps_instead_of_no_trump",
        "bool",
        False,
        N_("Early version: a deal without trumps is played with every card a trump"),
        (),
        "切札なしではなくすべて切札",
    ),
)
