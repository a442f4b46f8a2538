"""Piquet's options (spec §14) and the named presets that bundle them."""

from __future__ import annotations

from typing import Any

from rules.core.options import OptionSpec
from rules.core.text import N_

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("target_score", "int", 100, N_("Game target: the first to reach it wins the game (Cent = 100)"), (), "目標点",
               minimum=1),
    OptionSpec(
        "match_format",
        "choice",
        "best_of_three",
        N_("Match: best of three games, a single game, or Rubicon (six hands)"),
        ("best_of_three", "single_game", "rubicon"),
        "勝負の決め方 / ルビコン",
        (N_("Best of three"), N_("Single game"), N_("Rubicon (6 hands)")),
    ),
    OptionSpec("point_by_pips", "bool", False, N_("Old rules: the point is compared and scored by its pip total"), (), "古いルール (点)"),
    OptionSpec(
        "trick_points_require_ten",
        "bool",
        False,
        N_("Old rules: lead and win points only for cards of 10 or higher"),
        (),
        "古いルール (カード勝負の点)",
    ),
    OptionSpec(
        "last_trick_requires_ten",
        "bool",
        False,
        N_("c. 1620: the last-trick point only when the trick is won with a 10 or higher"),
        (),
        "1620 年ごろのドイツの文献",
    ),
    OptionSpec(
        "no_last_trick_point_on_capot",
        "bool",
        False,
        N_("No last-trick point for a player who wins all 12 tricks"),
        (),
        "全勝の時は 1 点を認めない",
    ),
    OptionSpec("younger_may_exchange_zero", "bool", False, N_("Parlett: younger may exchange no cards"), (), "1 枚も捨てない"),
    OptionSpec(
        "talon_rest_private_view",
        "bool",
        True,
        N_("Younger may look at the rest of the talon alone (off: Parlett, only face up for both)"),
        (),
        "残りの山札をのぞき見",
    ),
    OptionSpec("own_discards_viewable", "bool", False, N_("Parlett: you may look at your own discards at any time"), (), "捨てたカードを見てよい"),
    OptionSpec(
        "extra_combinations_unrestricted",
        "bool",
        False,
        N_("Parlett: the winner of a class scores all his other sequences or sets, whatever their strength"),
        (),
        "役の強弱の制約がない",
    ),
    OptionSpec(
        "staged_declarations",
        "bool",
        False,
        N_("Parlett: declare a sequence's length (a set's size) first, the top card (rank) only if equal"),
        (),
        "枚数を宣言して,同点なら強さ",
    ),
    OptionSpec("deck_36", "bool", False, N_("17th-century piquet: 36 cards, hands and talon of 12"), (), "17 世紀のピケ"),
)

OLD_RULES = {"point_by_pips": True, "trick_points_require_ten": True}

PRESETS: dict[str, dict[str, Any]] = {
    "modern": {},
    "old_rules": dict(OLD_RULES),
    "parlett": {
        "younger_may_exchange_zero": True,
        "talon_rest_private_view": False,
        "own_discards_viewable": True,
        "extra_combinations_unrestricted": True,
        "staged_declarations": True,
    },
    "seventeenth_century": {**OLD_RULES, "deck_36": True},
    "rubicon": {"match_format": "rubicon"},
}

# What the options screen calls each preset (one entry per PRESETS key).
PRESET_LABELS: dict[str, str] = {
    "modern": N_("Modern"),
    "old_rules": N_("Old rules (18th–19th c.)"),
    "parlett": N_("Parlett"),
    "seventeenth_century": N_("17th century (36 cards)"),
    "rubicon": N_("Rubicon"),
}


def preset(name: str) -> dict[str, Any]:
    """The options a named preset sets (overlay them on the defaults); ValueError for an unknown name."""
    if name not in PRESETS:
        raise ValueError(f"unknown preset {name!r}; presets: {', '.join(PRESETS)}")
    return dict(PRESETS[name])


def sizes(options: dict[str, Any]) -> tuple[int, int]:
    """(talon size, elder's most cards to exchange): (8, 5), or (12, 8) in the 36-card game."""
    return (12, 8) if options["deck_36"] else (8, 5)
