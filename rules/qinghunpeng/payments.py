"""Qing-Hun-Peng (清混碰) payments: the normal payment of a win (spec §9), the three-mouth
liability 三口の包 (§10: 小包, 大包, 自銃両家, 一人一家, robbing, several relations), several
winners (§7.4) and the optional flower wins (§8.5).  Four seats, 0-3.

API (``options``: plain dict keyed by the §12 ids, spec defaults when missing):

- ``claim_count(melds: list[Meld], from_seat: int) -> int``: c(X, Y) of §10.1, X's melds made by
  claiming ``from_seat``'s discard (chow, pung, exposed kong; an added kong keeps its pung's
  single record; concealed kongs never count).
- ``forms_relation(melds: list[Meld], from_seat: int) -> bool``: call right after X's claim from
  ``from_seat`` is added to ``melds``: True exactly when c(X, Y) has just reached 3 (a 4th claim
  forms nothing).  The flow appends ``(caller, from_seat)`` to its ordered relation list then.
- ``relations_from_melds(melds_by_seat: dict[int, list[Meld]]) -> list[tuple[int, int]]``: every
  (caller, discarder) with c >= 3, in seat order (use the flow's own list when the formation
  order matters, i.e. 大包 with several relations).
- ``settle_win(winner: int, source: str, value: int, payer: int | None,
  relations: list[tuple[int, int]], discarder_ready: bool, options: dict) -> Settlement``:
  ``source`` as scoring.WinContext ("draw", "replacement", "rob", "discard"); ``value`` = V
  (WinScore.value); ``payer`` = the discarder (discard) or the kong maker (rob), None for
  self-draws; ``relations`` = ALL relations of the hand as (caller X, discarder Y) pairs in the
  order they formed (those not involving the winner are ignored); ``discarder_ready`` = a
  third-party discarder was ready right after the discard (§10.2 / D-20; unused otherwise).
- ``Settlement``: ``lines`` (tuple of Payment(payer, payee, amount, reason)) and ``deltas``
  (dict seat -> signed amount for seats 0-3, summing to 0).  Reasons: "normal" (§9), "xiaobao"
  (小包 +2V), "zichong" (自銃両家), "yiren_yijia" (一人一家: partner +V, discarder ready or
  the split option), "not_ready" (discarder not ready: discarder +V), "rob_pao" (partner +3V on a
  robbed kong), "dabao" (大包: a non-partner's V moved onto the earliest partner).
- ``settle_wins(settlements: list[Settlement]) -> dict[int, int]``: several winners summed.
- ``flower_win(kind: str, winner: int, loser: int | None, options: dict) -> Settlement``:
  七捉一 (``loser`` = the player with one flower pays) or 八花斉 (``loser`` None: each other pays).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.text import N_, tr
from rules.mahjong.melds import Meld
from rules.qinghunpeng.scoring import SOURCES, flower_win_value, option

SEATS = (0, 1, 2, 3)
CLAIM_KINDS = frozenset({"chow", "pung", "kong_exposed", "kong_added"})
REASON_NAMES = {"normal": "", "xiaobao": "小包 (自摸三家)", "zichong": "自銃両家", "yiren_yijia": "一人一家",
                "not_ready": "三口の包 (不聴)", "rob_pao": "三口の包 (搶槓)", "dabao": "大包 (自摸五家)",
                "seven_catch_one": "七捉一", "eight_flowers": "八花斉"}
REASON_LABELS = {
    "normal": N_("Normal payment"),
    "xiaobao": N_("Three-mouth liability: the partner pays two more shares"),
    "zichong": N_("Three-mouth liability: the partner dealt in, paying double"),
    "yiren_yijia": N_("Three-mouth liability: the partner pays a share beside the discarder"),
    "not_ready": N_("Three-mouth liability: the discarder was not ready and pays double"),
    "rob_pao": N_("Three-mouth liability: the partner pays three shares on a robbed kong"),
    "dabao": N_("Big liability: the partner pays a non-partner's share"),
    "seven_catch_one": N_("Seven flowers catch one"),
    "eight_flowers": N_("All eight flowers"),
}


def reason_label(reason: str) -> str:
    return tr(REASON_LABELS[reason])


@dataclass(frozen=True)
class Payment:
    payer: int
    payee: int
    amount: int
    reason: str


@dataclass(frozen=True)
class Settlement:
    lines: tuple[Payment, ...]

    @property
    def deltas(self) -> dict[int, int]:
        out = dict.fromkeys(SEATS, 0)
        for p in self.lines:
            out[p.payer] -= p.amount
            out[p.payee] += p.amount
        return out

    def paid_by(self, seat: int) -> int:
        return sum(p.amount for p in self.lines if p.payer == seat)


def claim_count(melds: list[Meld], from_seat: int) -> int:
    return sum(1 for m in melds if m.kind in CLAIM_KINDS and m.from_seat == from_seat)


def forms_relation(melds: list[Meld], from_seat: int) -> bool:
    return claim_count(melds, from_seat) == 3


def relations_from_melds(melds_by_seat: dict[int, list[Meld]]) -> list[tuple[int, int]]:
    return [(x, y) for x in sorted(melds_by_seat) for y in SEATS
            if y != x and claim_count(melds_by_seat[x], y) >= 3]


def _check_seat(*seats: int) -> None:
    for s in seats:
        if s not in SEATS:
            raise ValueError(f"seats are 0-3, not {s!r}")


def settle_win(winner: int, source: str, value: int, payer: int | None, relations: list[tuple[int, int]],
               discarder_ready: bool, options: dict[str, Any]) -> Settlement:
    if source not in SOURCES:
        raise ValueError(f"source must be one of {', '.join(SOURCES)}, not {source!r}")
    if value <= 0:
        raise ValueError("a win is worth a positive amount")
    _check_seat(winner)
    self_drawn = source in ("draw", "replacement")
    if self_drawn and payer is not None:
        raise ValueError("a self-drawn win has no single payer")
    if not self_drawn:
        if payer is None:
            raise ValueError(f"a {source} win needs the discarder or the kong maker")
        _check_seat(payer)
        if payer == winner:
            raise ValueError("the winner cannot pay himself")
    v = value
    lines: list[Payment] = []
    if self_drawn:  # §9: each other player pays V
        lines += [Payment(s, winner, v, "normal") for s in SEATS if s != winner]
    else:  # a discard pays V, a robbed kong 3V, both by one player
        assert payer is not None
        lines.append(Payment(payer, winner, 3 * v if source == "rob" else v, "normal"))
    partners = []
    for x, y in relations:
        _check_seat(x, y)
        if x == y:
            raise ValueError("a relation binds two different players")
        if winner in (x, y):
            partners.append(y if x == winner else x)
    if not option(options, "three_mouth_pao"):
        return Settlement(tuple(lines))
    double = bool(option(options, "pao_self_discard_double"))
    split = bool(option(options, "pao_split_even_if_not_ready"))
    for p in partners:  # D-16: one extra per relation, stacking
        if self_drawn:
            lines.append(Payment(p, winner, 2 * v, "xiaobao"))
        elif source == "discard" and p == payer:
            if double:
                lines.append(Payment(p, winner, v, "zichong"))
        elif source == "discard":
            assert payer is not None
            if discarder_ready or split:
                lines.append(Payment(p, winner, v, "yiren_yijia"))
            else:
                lines.append(Payment(payer, winner, v, "not_ready"))
        elif p == payer:  # robbing the partner's own kong (D-18)
            if double:
                lines.append(Payment(p, winner, 3 * v, "zichong"))
        else:
            lines.append(Payment(p, winner, 3 * v, "rob_pao"))
    if self_drawn and partners and option(options, "big_pao"):
        lines = _big_pao(lines, winner, partners)
    return Settlement(tuple(lines))


def _big_pao(lines: list[Payment], winner: int, partners: list[int]) -> list[Payment]:
    """大包 (D-17): each non-partner's normal V is paid by the earliest relation's partner."""
    first = partners[0]
    out = []
    for p in lines:
        if p.reason == "normal" and p.payer not in partners:
            out.append(Payment(first, winner, p.amount, "dabao"))
        else:
            out.append(p)
    return out


def settle_wins(settlements: list[Settlement]) -> dict[int, int]:
    """§7.4: several winners are settled one by one; the deltas add up."""
    out = dict.fromkeys(SEATS, 0)
    for s in settlements:
        for seat, d in s.deltas.items():
            out[seat] += d
    return out


def flower_win(kind: str, winner: int, loser: int | None, options: dict[str, Any]) -> Settlement:
    """§8.5: 七捉一 is paid by the one-flower player alone, 八花斉 by each of the other three."""
    amount = flower_win_value(kind, options)
    _check_seat(winner)
    if kind == "seven_catch_one":
        if loser is None or loser == winner:
            raise ValueError("seven_catch_one is paid by the other player holding one flower")
        _check_seat(loser)
        return Settlement((Payment(loser, winner, amount, kind),))
    if loser is not None:
        raise ValueError("eight_flowers is paid by all three other players")
    return Settlement(tuple(Payment(s, winner, amount, kind) for s in SEATS if s != winner))
