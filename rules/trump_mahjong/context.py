"""How a Trump Mahjong hand was won (``WinContext``) and the scoring options (spec §15).

``DEFAULTS`` holds every §15 option id that scoring or payments read, with its default; the
flow's OPTIONS use the same ids.  A missing key in an options dict takes its default.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

DEFAULTS: dict[str, Any] = {
    "players": 4,  # 3 or 4 (§14): 3-player tsumo loss and noten payments
    "jokers": True,  # without jokers no card is laid out, so WinContext.jokers must be 0
    "joker_han": 1,  # 0-2 han per joker laid out by the winner (§11.2, D-4)
    "kuitan": True,  # open tanyao (§10 #2)
    "open_ryanpeikou": True,  # the seed's open 二盃口, 2 han (D-8)
    "kazoe_yakuman": True,  # 13+ han = yakuman; false: sanbaiman (§11.3)
    "yakuman_stacking": True,  # several yakuman add up; false: the biggest one alone (§10)
    "multiple_ron": True,  # false: head bump, the first winner from the discarder only (§5)
}


def option(options: dict[str, Any] | None, key: str) -> Any:
    return (options or {}).get(key, DEFAULTS[key])


@dataclass(frozen=True)
class WinContext:
    """The facts of a win the cards cannot show.

    - ``tsumo``: won on the winner's own draw (live or replacement); False = ron (a discard or a
      robbed added kong).
    - ``dealer``: the winner is the dealer (親).
    - ``riichi`` / ``double_riichi`` / ``ippatsu``: the riichi family (§6); ``double_riichi``
      and ``ippatsu`` need ``riichi`` too.
    - ``haitei``: tsumo on the last live card of a normal draw; ``houtei``: ron on the final
      discard (§10 #7).  ``rinshan``: tsumo on a replacement card after a kong or a joker;
      ``chankan``: ron on the card added to an added kong.
    - ``first_draw``: 天和 (dealer: the starting 14) or 地和 (non-dealer: tsumo on the first draw,
      no call before it) (§9).
    - ``jokers``: jokers the winner has laid out (0-4), worth ``joker_han`` each (§11.2).
    """

    tsumo: bool
    dealer: bool = False
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    first_draw: bool = False
    jokers: int = 0

    def problem(self, options: dict[str, Any] | None = None) -> str | None:
        """Why no table produces this context, or None."""
        if (self.double_riichi or self.ippatsu) and not self.riichi:
            return "double riichi and ippatsu need riichi"
        if self.tsumo and (self.houtei or self.chankan):
            return "houtei and chankan are won by ron"
        if not self.tsumo and (self.haitei or self.rinshan or self.first_draw):
            return "haitei, rinshan, tenhou and chiihou are won by tsumo"
        if self.haitei and self.rinshan:
            return "a replacement card is never haitei"
        if self.first_draw and self.riichi:
            return "tenhou and chiihou come before any riichi"
        if not 0 <= self.jokers <= (4 if option(options, "jokers") else 0):
            return "jokers must be 0-4 (0 when the jokers option is off)"
        return None
