"""Fuxi's options (spec §12) and the values the flow reads of them.

The player count is an option of the rules (``players``, 3 or 4) and the table's count must
agree with it: the picker keeps the two in step (``players_for``), as it does Kawuxing's rotation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.options import OptionSpec
from rules.core.text import N_, tr

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("players", "choice", 4, N_("Number of players"), (3, 4), "推奨人数：3~4人"),
    OptionSpec("reversal_scope", "choice", "hand", N_("How long a bamboo kong's reversal (索子の槓) lasts"),
               ("hand", "trick"), "役の強弱を逆転",
               (N_("The rest of the hand (until another bamboo kong)"), N_("Until the table is cleared"))),
    OptionSpec("unseats_to_end", "int", 2, N_("Times each player is unseated as lord (地頭) before the game ends"),
               (), "全ての人が地頭を2回降ろされた時点で終了", minimum=1),
)


@dataclass(frozen=True)
class Rules:
    """What the flow reads of the options."""

    players: int
    reversal_for_hand: bool  # False: the order turns back to normal whenever the table is cleared
    unseats_to_end: int


def players_for(options: dict[str, Any]) -> int:
    return int(options.get("players", 4))


def make_rules(players: int, options: dict[str, Any]) -> Rules:
    """ValueError when the table's player count and the ``players`` option disagree."""
    if players != players_for(options):
        raise ValueError(tr("Fuxi is set for {n} players (option players); this table has {players}",
                            n=players_for(options), players=players))
    return Rules(players=players, reversal_for_hand=options["reversal_scope"] == "hand",
                 unseats_to_end=options["unseats_to_end"])
