"""Wuhan's options (spec §13, with the Jingzhou form of §12 as option ``variant``) and the
rules they add up to: :class:`Rules`, the flags the rest of the package reads.

The player count is chosen apart, at the table: Wuhan is played by 4, Jingzhou by 3.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.options import Excludes, OptionSpec, conflicts
from rules.core.text import N_, tr

# caps option -> (cap 封頂, golden 金頂, sunshine 陽光頂, triple sun 三陽), §13.4
CAPS: dict[str, tuple[int, int, int, int]] = {
    "standard": (300, 400, 500, 600),
    "raised": (400, 500, 600, 700),
    "raised_800": (400, 500, 600, 800),
    "kou_kou": (600, 800, 1000, 1200),
}

JINGZHOU_ONLY = N_("Jingzhou plays without 發 as a kong tile, pizi kong and ×2 for each open mouth (§12)")

# The removed suit is Jingzhou's alone; in Wuhan it keeps its default so the options screen shows it unused.
WUHAN_ALL_SUITS = N_("Wuhan plays with all three suits: taking one out is Jingzhou's rule (§12)")

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("variant", "choice", "wuhan", N_("Rules: Wuhan (4 players) or Jingzhou (3 players, 96 tiles)"),
               ("wuhan", "jingzhou"), "武漢 / 荊州",
               (N_("Wuhan (武漢)"), N_("Jingzhou (荊州)")),
               excludes=tuple(Excludes("jingzhou", other, (True,), JINGZHOU_ONLY)
                              for other in ("fa_as_hongzhong", "pizi_kong", "kou_kou_fan"))
               + (Excludes("wuhan", "removed_suit", ("p", "s"), WUHAN_ALL_SUITS),)),
    OptionSpec("removed_suit", "choice", "m", N_("Jingzhou: the suit taken out of the set"), ("m", "p", "s"),
               "数牌1種類を除く", (N_("Characters (萬子)"), N_("Dots (筒子)"), N_("Bamboo (索子)"))),
    OptionSpec("fa_as_hongzhong", "bool", False, N_("發 is a second kong tile, like 中 (紅中發財頼子槓)"), (),
               "紅中發財頼子槓",
               excludes=(Excludes(True, "pizi_kong", (True,),
                                  N_("發 as a kong tile and pizi kong are two different sets of kong tiles (§13.2)")),)),
    OptionSpec("pizi_kong", "bool", False,
               N_("Pizi kong: the indicator's kind and the kind below it act like 中; 中 and 發 are ordinary"),
               (), "皮子槓（七皮四頼）"),
    OptionSpec("kou_kou_fan", "bool", False, N_("×2 for each open mouth instead of ×2 once (口口飜)"), (), "口口飜"),
    OptionSpec("caps", "choice", "standard", N_("Caps: cap / golden / sunshine / triple sun"), tuple(CAPS), "封頂",
               (N_("300/400/500/600"), N_("400/500/600/700"), N_("400/500/600/800"), N_("600/800/1,000/1,200"))),
    OptionSpec("min_points", "choice", 8, N_("Threshold: the least a payer must owe for a legal win (0 = none)"),
               (0, 8, 16, 32), "縛り"),
    OptionSpec("threshold_scope", "choice", "auto",
               N_("Threshold applies to every payer or to at least one (by the rules: every in Wuhan, one in Jingzhou)"),
               ("auto", "all_payers", "any_payer"), "縛り",
               (N_("By the rules"), N_("Every payer"), N_("At least one payer"))),
    OptionSpec("big_win_base", "choice", "additive",
               N_("Big-win base: 10 per element, or 10 doubled per extra element (鄂州)"), ("additive", "doubling"),
               "大胡の基礎点", (N_("10 per element"), N_("Doubling (鄂州)"))),
    OptionSpec("one_suit_base_15", "bool", False, N_("風一色, 将一色 and 清一色 are worth 15 instead of 10"), (),
               "一色役15点",
               excludes=(Excludes(True, "big_win_base", ("doubling",),
                                  N_("A one-suit hand worth 15 belongs to the additive base, not to doubling (§13.7)")),)),
    OptionSpec("extended_liability", "bool", False,
               N_("Liability for the third open mouth also for 将一色 and 風一色"), (), "一色役の包"),
    OptionSpec("laps", "choice", 4, N_("Laps of the dealership in a game"), (1, 2, 3, 4), "一荘（親4周）"),
    OptionSpec("anonymous_discards", "bool", False, N_("Discards in one pile, not by player"), (), "捨て牌は乱雑に置く"),
)

PLAYERS = {"wuhan": 4, "jingzhou": 3}


@dataclass(frozen=True)
class Rules:
    """Everything the options decide, in the form play and scoring use."""

    players: int
    jingzhou: bool
    removed_suit: str | None  # "m", "p" or "s" in Jingzhou
    fa_as_hongzhong: bool
    pizi_kong: bool
    kou_kou_fan: bool
    caps: tuple[int, int, int, int]
    min_points: int
    any_payer_threshold: bool  # Jingzhou: one payer meeting the threshold suffices (§11.4)
    doubling_base: bool
    one_suit_15: bool
    extended_liability: bool
    laps: int
    anonymous_discards: bool

    @property
    def last_draw_phase(self) -> bool:
        """The last-14-tiles phase and 海底撈 (§8.1); Jingzhou has neither (§12)."""
        return not self.jingzhou

    @property
    def half_fan(self) -> bool:
        """×1.5 for a big-win self-draw or discarder; Jingzhou doubles instead (§12)."""
        return not self.jingzhou

    @property
    def auto_golden(self) -> bool:
        """Jingzhou: 風一色 and 将一色 are always a golden cap (§12)."""
        return self.jingzhou

    @property
    def kong_min_wall(self) -> int:
        """A kong needs this many tiles in the wall (D11)."""
        return 11 if self.jingzhou else 15

    @property
    def tile_count(self) -> int:
        return 96 if self.jingzhou else 136


def make_rules(players: int, options: dict[str, Any]) -> Rules:
    """The rules of a table; ValueError names a combination the texts exclude."""
    jingzhou = options["variant"] == "jingzhou"
    if players != PLAYERS[options["variant"]]:
        raise ValueError(tr("{variant} is played by {n} players, not {players}", variant=options["variant"],
                            n=PLAYERS[options["variant"]], players=players))
    for _, rule in conflicts(OPTIONS, options):  # the combinations the schema declares refused (§12, §13.2, §13.7)
        raise ValueError(tr(rule.reason))
    scope = options["threshold_scope"]
    return Rules(
        players=players,
        jingzhou=jingzhou,
        removed_suit=options["removed_suit"] if jingzhou else None,
        fa_as_hongzhong=options["fa_as_hongzhong"],
        pizi_kong=options["pizi_kong"],
        kou_kou_fan=options["kou_kou_fan"],
        caps=CAPS[options["caps"]],
        min_points=options["min_points"],
        any_payer_threshold=scope == "any_payer" or (scope == "auto" and jingzhou),
        doubling_base=options["big_win_base"] == "doubling",
        one_suit_15=options["one_suit_base_15"],
        extended_liability=options["extended_liability"],
        laps=options["laps"],
        anonymous_discards=options["anonymous_discards"],
    )
