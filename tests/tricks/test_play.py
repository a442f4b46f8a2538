"""The shared trick rules: following suit, winners with and without trumps, records, voids, search."""

from __future__ import annotations

import pytest

from rules.core.command import Command
from rules.tricks import (
    ALL_TRUMPS,
    NINETY_NINE_ORDER,
    PIQUET_36_ORDER,
    PIQUET_ORDER,
    Trick,
    cards_played,
    history_from_json,
    history_to_json,
    legal_plays,
    pack,
    play_order,
    shown_voids,
    sort_hand,
    strength,
    trick_winner,
    tricks_won,
)
from rules.core.search import Budget, search


def test_packs_and_orders() -> None:
    assert len(pack(PIQUET_ORDER)) == 32 and len(pack(PIQUET_36_ORDER)) == 36
    assert NINETY_NINE_ORDER == "AKQJT9876"
    assert strength("AS", PIQUET_ORDER) == 8 and strength("7S", PIQUET_ORDER) == 1
    assert strength("6S", PIQUET_36_ORDER) == 1 and strength("TS", PIQUET_ORDER) == 4
    assert sort_hand(["7H", "AS", "KH", "TS"], PIQUET_ORDER) == ["AS", "TS", "KH", "7H"]


def test_follow_suit_if_able_else_anything() -> None:
    hand = ["AS", "7S", "KH", "9D"]
    assert legal_plays(hand, []) == sorted(hand)
    assert legal_plays(hand, ["QS"]) == ["7S", "AS"]
    assert legal_plays(hand, ["QC"]) == sorted(hand)  # void in clubs: anything, no duty to beat


def test_no_trump_winner_is_highest_of_suit_led() -> None:
    assert trick_winner(["9S", "AH"], PIQUET_ORDER) == 0  # an off-suit ace never wins
    assert trick_winner(["9S", "TS"], PIQUET_ORDER) == 1
    assert trick_winner(["9S", "TS", "6S"], NINETY_NINE_ORDER) == 1


def test_trump_suit_winner() -> None:
    assert trick_winner(["AS", "6D", "KS"], NINETY_NINE_ORDER, trump="D") == 1  # the only trump
    assert trick_winner(["AS", "6D", "7D"], NINETY_NINE_ORDER, trump="D") == 2  # higher trump
    assert trick_winner(["QS", "AH", "KS"], NINETY_NINE_ORDER, trump="D") == 2  # no trump: suit led


def test_all_trumps_highest_rank_first_played_on_ties() -> None:
    assert trick_winner(["9S", "AH", "KS"], NINETY_NINE_ORDER, trump=ALL_TRUMPS) == 1
    assert trick_winner(["KS", "KH", "QD"], NINETY_NINE_ORDER, trump=ALL_TRUMPS) == 0  # K♠ played first


def test_alias_joker_plays_as_the_turn_up() -> None:
    alias = {"JK1": "QH"}  # the joker is an exact copy of the turn-up Q♥
    assert legal_plays(["JK1", "7S"], ["9H"], alias) == ["JK1"]
    assert trick_winner(["9H", "JK1", "JH"], NINETY_NINE_ORDER, trump="H", alias=alias) == 1


def test_trick_record_voids_and_counts() -> None:
    t1 = Trick(leader=0)
    t1.add(0, "KS")
    t1.add(1, "AS")
    assert t1.settle(PIQUET_ORDER) == 1
    t2 = Trick(leader=1)
    t2.add(1, "9H")
    t2.add(0, "7C")  # seat 0 shows a void in hearts
    t2.settle(PIQUET_ORDER)
    t3 = Trick(leader=1)
    t3.add(1, "8D")  # incomplete
    history = [t1, t2, t3]
    assert shown_voids(history) == {0: {"H"}}
    assert shown_voids(history_to_json(history)) == {0: {"H"}}
    assert tricks_won(history, 2) == [0, 2]
    assert cards_played(history) == ["KS", "AS", "9H", "7C", "8D"]
    assert history_from_json(history_to_json(history)) == history
    assert play_order(2, 3) == [2, 0, 1]


class _Guess:
    """A toy model: the command 'pick:3' pays 1, others pay 0 half of the time."""

    def sample(self, view, rng):
        return None

    def outcome(self, state, command, rng):
        return 1.0 if command.choice == "3" else float(rng.random() < 0.5)


def test_search_finds_the_sure_thing_and_replays() -> None:
    legal = [Command(0, "pick", (), str(i)) for i in range(5)]
    a = search({}, legal, _Guess(), Budget(iterations=300), seed=4)
    b = search({}, legal, _Guess(), Budget(iterations=300), seed=4)
    assert a.command == legal[3] and a.iterations == 300
    assert a.visits == b.visits and a.means == b.means
    assert max(a.visits, key=a.visits.get) == legal[3]  # UCB spends most playouts on it


def test_alias_joker_shows_no_void_in_the_suit_it_counts_as() -> None:
    # 99's early version: JK1 plays as the turn-up Q♥. JK1 on a heart lead follows suit; on a
    # spade lead it shows a void in spades.
    hearts = Trick(leader=0)
    hearts.add(0, "9H")
    hearts.add(1, "JK1")
    spades = Trick(leader=0)
    spades.add(0, "9S")
    spades.add(1, "JK1")
    alias = {"JK1": "QH"}
    assert shown_voids([hearts], alias) == {}
    assert shown_voids([spades], alias) == {1: {"S"}}


class _Flat:
    """Every command pays the same: the search must keep to its documented tie-break."""

    def sample(self, view, rng):
        return None

    def outcome(self, state, command, rng):
        return 0.5


def test_search_edges_and_ties() -> None:
    legal = [Command(0, "pick", (), str(i)) for i in range(4)]
    assert search({}, legal, _Flat(), Budget(iterations=40)).command == legal[0]  # ties: the first
    only = search({}, legal[2:3], _Guess(), Budget(iterations=50))
    assert only.command == legal[2] and only.iterations == 0  # one choice: no playouts
    with pytest.raises(ValueError):
        search({}, [], _Guess())


def test_search_stops_at_the_time_budget_by_its_clock() -> None:
    # A fake clock that advances one second per reading: the deadline is read once when set
    # (t = 0 -> deadline 5) and once before each playout (t = 1, 2, 3, 4 run; t = 5 stops).
    ticks = iter(range(100))
    legal = [Command(0, "pick", (), str(i)) for i in range(3)]
    result = search({}, legal, _Flat(), Budget(iterations=1000, seconds=5), clock=lambda: next(ticks))
    assert result.iterations == 4 and sum(result.visits.values()) == 4
