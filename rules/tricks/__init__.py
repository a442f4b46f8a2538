"""What trick-taking games share (Piquet, 99): following suit, trick winners, trick records,
inferences from play. Their CPUs search with the shared :mod:`rules.core.search`.

Cards are :mod:`rules.core.cards` codes ("AS", "TH", "6C"). A *rank order* is a string of
rank characters from high to low: ``PIQUET_ORDER`` ("AKQJT987"), ``PIQUET_36_ORDER`` and
``NINETY_NINE_ORDER`` ("AKQJT9876"). Every function is pure.

rules.tricks.play
    ``pack(order)``                     every card of such a pack
    ``strength(card, order)``           higher is stronger (len(order) .. 1)
    ``sort_hand(cards, order)``         suit by suit, high to low
    ``legal_plays(hand, trick_so_far)`` sorted; follow the suit led if able, else anything
                                        (neither game obliges trumping or beating)
    ``trick_winner(cards, order, trump=None | "S" | ALL_TRUMPS)``
                                        index in play order of the winning card: no trumps ->
                                        highest of the suit led; a trump suit -> highest trump if
                                        any, else highest of the suit led; ``ALL_TRUMPS`` ("all",
                                        99's option) -> highest rank of any suit, first played
                                        wins among equals
    ``next_seat(seat, n)``, ``play_order(leader, n)``
                                        seats numbered in the direction of play
    Every function reading suits or ranks takes ``alias={card: card it counts as}`` for a card
    that plays as another (99's early-version joker = the turn-up card).

rules.tricks.history
    ``Trick(leader, seats, cards, winner)`` one trick; ``add(seat, card)``; ``settle(order,
                                        trump)`` records and returns the winner, who leads next;
                                        ``to_json()`` / ``Trick.from_json()``
    ``TrickHistory``                    list[Trick] of a deal (the last may be incomplete)
    ``shown_voids(history)``            {seat: suits it showed it lacks by not following};
                                        takes Tricks or their JSON (as in a view)
    ``tricks_won(history, n)``, ``cards_played(history)``
"""

from rules.tricks.history import Trick, TrickHistory, cards_played, history_from_json, history_to_json, shown_voids, tricks_won
from rules.tricks.play import (
    ALL_TRUMPS,
    NINETY_NINE_ORDER,
    PIQUET_36_ORDER,
    PIQUET_ORDER,
    legal_plays,
    next_seat,
    pack,
    play_order,
    sort_hand,
    strength,
    trick_winner,
)

__all__ = [
    "ALL_TRUMPS",
    "NINETY_NINE_ORDER",
    "PIQUET_36_ORDER",
    "PIQUET_ORDER",
    "Trick",
    "TrickHistory",
    "cards_played",
    "history_from_json",
    "history_to_json",
    "legal_plays",
    "next_seat",
    "pack",
    "play_order",
    "shown_voids",
    "sort_hand",
    "strength",
    "trick_winner",
    "tricks_won",
]
