"""Scoring a deal of 99 (spec §5, §7): tricks, the success bonus, the premium; itemised.

:func:`resolve_premium` keeps the one premium offer that counts (a hand reveal beats a bid
reveal; among equals the seat nearer the dealer's left wins). :func:`score_deal` turns bids,
tricks and that premium into a :class:`DealScore`: per seat, every item with its Japanese name
(the seed's words), English name, value and formula. The table, the report and the calculator
all show this same breakdown.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from rules.core.text import N_, msg, tr
from rules.ninety_nine.deck import TRICKS, trump_after

PLAYERS = 3
NONE, DECLARE, REVEAL = "none", "declare", "reveal"
OFFERS = (DECLARE, NONE, REVEAL)  # sorted, as legal lists them
PREMIUM_BONUS = {DECLARE: 30, REVEAL: 60}
SUCCESS_BONUS = {3: 10, 2: 20, 1: 30, 0: 0}  # to each successful player, by how many succeeded

# The seed's names of each item, and the English shown through tr().
JAPANESE = {
    "tricks": "勝ち数",
    "success": "成功",
    DECLARE: "目標の公開",
    REVEAL: "目標と手札の公開",
}
_ITEM_LABELS = {
    "tricks": N_("Tricks won"),
    "success": N_("Bonus for making the bid"),
    DECLARE: N_("Bid revealed (declaration)"),
    REVEAL: N_("Hand revealed (revelation)"),
}
_PREMIUM_NAMES = {
    DECLARE: N_("bid reveal (declaration, 30)"),
    REVEAL: N_("hand reveal (revelation, 60)"),
    NONE: N_("no reveal"),
}


def item_label(item_id: str) -> str:
    """The English name of a score item in the current language."""
    return tr(_ITEM_LABELS[item_id])


def premium_name(kind: str) -> str:
    return tr(_PREMIUM_NAMES[kind])


@dataclass(frozen=True)
class Premium:
    seat: int
    kind: str  # DECLARE or REVEAL

    @property
    def bonus(self) -> int:
        return PREMIUM_BONUS[self.kind]


def priority_order(dealer: int) -> list[int]:
    """Seats #1, #2, #3: the dealer's left neighbour first, the dealer last (§1)."""
    return [(dealer + i) % PLAYERS for i in range(1, PLAYERS + 1)]


def resolve_premium(offers: list[str], dealer: int) -> Premium | None:
    """The one reveal that happens: hand beats bid, then seat order from the dealer's left (§5)."""
    for kind in (REVEAL, DECLARE):
        for seat in priority_order(dealer):
            if offers[seat] == kind:
                return Premium(seat, kind)
    return None


@dataclass(frozen=True)
class Item:
    id: str  # "tricks", "success", "declare" or "reveal"
    japanese: str
    english: str  # untranslated; show it with item_label(id)
    value: int
    formula: dict[str, Any]  # a msg(): shown with rules.core.text.render


@dataclass(frozen=True)
class SeatScore:
    seat: int
    bid: int
    tricks: int
    made: bool
    items: tuple[Item, ...]

    @property
    def total(self) -> int:
        return sum(i.value for i in self.items)


@dataclass(frozen=True)
class DealScore:
    seats: tuple[SeatScore, ...]
    successes: int
    success_bonus: int
    premium: Premium | None
    premium_made: bool | None  # None without a premium
    next_trump: str  # the standard game's trumps for the next deal (§3)

    @property
    def totals(self) -> list[int]:
        return [s.total for s in self.seats]

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON types only."""
        out = _plain(self)
        for seat, row in zip(self.seats, out["seats"]):
            row["total"] = seat.total
        out["totals"] = self.totals
        return out


def _plain(obj: Any) -> Any:
    if hasattr(obj, "__dataclass_fields__"):
        return {f.name: _plain(getattr(obj, f.name)) for f in fields(obj)}
    if isinstance(obj, (list, tuple)):
        return [_plain(x) for x in obj]
    return obj


def score_deal(bids: list[int], tricks: list[int], premium: Premium | None) -> DealScore:
    """Score one deal. ``bids`` 0..9 and ``tricks`` (adding up to 9) per seat; ValueError otherwise."""
    if len(bids) != PLAYERS or len(tricks) != PLAYERS:
        raise ValueError("99 is scored for three players")
    if any(not 0 <= b <= TRICKS for b in bids):
        raise ValueError("a bid is 0 to 9")
    if any(t < 0 for t in tricks) or sum(tricks) != TRICKS:
        raise ValueError("the tricks of a deal add up to 9")
    made = [b == t for b, t in zip(bids, tricks)]
    successes = sum(made)
    bonus = SUCCESS_BONUS[successes]
    premium_made = None if premium is None else made[premium.seat]
    seats = []
    for seat in range(PLAYERS):
        items = [Item("tricks", JAPANESE["tricks"], _ITEM_LABELS["tricks"], tricks[seat],
                      msg("{n} × 1 point a trick", n=tricks[seat]))]
        if made[seat]:
            formula = msg("bid {bid}, won {n}: made; {k} of 3 made their bid → {bonus}",
                         bid=bids[seat], n=tricks[seat], k=successes, bonus=bonus)
        else:
            formula = msg("bid {bid}, won {n}: failed → 0", bid=bids[seat], n=tricks[seat])
        items.append(Item("success", JAPANESE["success"], _ITEM_LABELS["success"], bonus if made[seat] else 0, formula))
        if premium is not None:
            item = _premium_item(premium, seat, made[premium.seat])
            if item is not None:
                items.append(item)
        seats.append(SeatScore(seat, bids[seat], tricks[seat], made[seat], tuple(items)))
    return DealScore(tuple(seats), successes, bonus, premium, premium_made, trump_after(successes))


def _premium_item(premium: Premium, seat: int, revealer_made: bool) -> Item | None:
    """The revealer scores R on success; on failure each other player scores R (NN-D11)."""
    r = premium.bonus
    if seat == premium.seat:
        if revealer_made:
            formula = msg("revealed and made the bid: +{r}", r=r)
            return Item(premium.kind, JAPANESE[premium.kind], _ITEM_LABELS[premium.kind], r, formula)
        formula = msg("revealed and failed: the {r} goes to each other player", r=r)
        return Item(premium.kind, JAPANESE[premium.kind], _ITEM_LABELS[premium.kind], 0, formula)
    if revealer_made:
        return None
    formula = msg("the revealer failed: +{r} to each other player", r=r)
    return Item(premium.kind, JAPANESE[premium.kind], _ITEM_LABELS[premium.kind], r, formula)


def quick_totals(bids: list[int], tricks: list[int], premium: Premium | None) -> list[int]:
    """The deal's totals alone (no items): what CPU playouts score thousands of times a move.
    Same rules as :func:`score_deal`; a test holds the two together."""
    made = [b == t for b, t in zip(bids, tricks)]
    bonus = SUCCESS_BONUS[sum(made)]
    totals = [t + (bonus if m else 0) for t, m in zip(tricks, made)]
    if premium is not None:
        if made[premium.seat]:
            totals[premium.seat] += premium.bonus
        else:
            for seat in range(PLAYERS):
                if seat != premium.seat:
                    totals[seat] += premium.bonus
    return totals
