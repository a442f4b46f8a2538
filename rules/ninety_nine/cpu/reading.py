"""What a CPU reads off its seat's view: the deal's table, its own cards and target, the cards
gone, and the cards it has not seen (with who could hold them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.ninety_nine.cpu.heuristics import Table
from rules.ninety_nine.deck import counts_as, full_pack, trump_from_key
from rules.tricks import cards_played, shown_voids


def table_of(view: dict[str, Any]) -> Table:
    return Table(trump_from_key(view["trump"]), view["alias"] or None)


@dataclass
class Reading:
    seat: int
    table: Table
    hand: list[str]
    bid: int | None  # own bid once laid
    won: list[int]
    bids: list[int | None]  # every bid the seat knows (own, a revealed one)
    gone: set[str]  # cards played this deal, as they count
    unseen: list[str]  # cards that could be in another seat's hand or bid
    known_hands: dict[int, list[str]]  # other seats whose hand is shown (a hand reveal)
    voids: dict[int, set[str]]

    @property
    def need(self) -> int:
        return (self.bid or 0) - self.won[self.seat]


def read(view: dict[str, Any]) -> Reading:
    seat = view["seat"]
    table = table_of(view)
    seats = view["seats"]
    me = seats[seat]
    hand = list(me["hand"] or [])
    played = cards_played(view["tricks"])
    seen = set(hand) | set(played) | set(me["bid_cards"] or [])
    known_hands = {}
    for i, s in enumerate(seats):
        if i != seat:
            seen |= set(s["bid_cards"] or [])
            if s["hand"] is not None:
                known_hands[i] = list(s["hand"])
                seen |= set(s["hand"])
    if view["turn_up"]:
        seen.add(view["turn_up"])  # out of play (a turned-up joker too)
    unseen = [c for c in full_pack(view["options"]["early_version"]) if c not in seen]
    return Reading(
        seat=seat,
        table=table,
        hand=hand,
        bid=me["bid"],
        won=[s["tricks_won"] for s in seats],
        bids=[s["bid"] for s in seats],
        gone={counts_as(c, table.alias) for c in played},
        unseen=unseen,
        known_hands=known_hands,
        voids=shown_voids(view["tricks"], table.alias),
    )
