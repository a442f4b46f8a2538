"""Waits, tenpai, furiten and the conditions of a riichi (spec §6, §7, §11.5).

Tenpai is the shape only (one card from four sets and a pair), no yaku needed; a wait on a kind
of which the player holds all four copies (hand and melds) does not count (§11.5). The same test
decides a riichi (§6) and the tenpai payments of an exhaustive draw.
"""

from __future__ import annotations

from rules.mahjong.card_tiles import CARD_KINDS
from rules.mahjong.shanten import shanten
from rules.trump_mahjong.scoring import winning_kinds
from rules.trump_mahjong.state import SeatState, TmState, kind

RIICHI_STICK = 1000  # §6


def counts(cards: list[str]) -> list[int]:
    c = [0] * CARD_KINDS
    for card in cards:
        c[kind(card)] += 1
    return c


def waits_of(me: SeatState, hand: list[str] | None = None) -> set[int]:
    """The kinds that complete ``hand`` (default: the seat's hand of 3n+1 cards)."""
    cards = me.hand if hand is None else hand
    if shanten(counts(cards), len(me.melds)) > 0:  # one table look-up spares the 26 trial wins
        return set()
    return set(winning_kinds(cards, me.melds))


def tenpai(me: SeatState) -> bool:
    return bool(waits_of(me))


def furiten(me: SeatState, waits: set[int] | None = None) -> bool:
    """No ron (§7): a wait among the own discards, a passed win this go-round, or one in riichi.
    ``waits``: the seat's waits when the caller has them already."""
    if me.passed or me.riichi_furiten:
        return True
    return bool((waits_of(me) if waits is None else waits) & set(me.discarded))


def riichi_discards(state: TmState, seat: int) -> list[str]:
    """The cards ``seat`` may discard declaring riichi now (§6); [] when riichi is not open."""
    me = state.seats[seat]
    if (me.riichi or me.riichi_at is not None or not me.closed or state.scores[seat] < RIICHI_STICK
            or state.wall.live_count < state.rules.riichi_draws):
        return []
    ready: dict[int, bool] = {}  # per kind: the suit of the card discarded changes nothing
    for card in sorted(set(me.hand)):
        if kind(card) not in ready:
            rest = list(me.hand)
            rest.remove(card)
            ready[kind(card)] = bool(waits_of(me, rest))
    return [card for card in sorted(set(me.hand)) if ready[kind(card)]]
