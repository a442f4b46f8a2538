"""Independent audit: deals built and scored by hand from the seed text, then run through the
calculator (`rules.score ninety_nine`), plus the trick winner of the early version's trump
cases. Bid values: clubs 3, hearts 2, spades 1, diamonds 0. Success bonus to each who made the
bid: 3 made -> 10, 2 -> 20, 1 -> 30. Premium R (declare 30, reveal 60): the revealer's if he
made his bid, else each of the other two."""

from __future__ import annotations

from typing import Any

import pytest

from rules.ninety_nine.calculator import InputError, parse_input
from rules.ninety_nine.deck import JOKER, ORDER, alias_for, trump_of_turn_up
from rules.ninety_nine.scoring import score_deal
from rules.tricks.play import ALL_TRUMPS, trick_winner

CASES: list[tuple[str, dict[str, Any], list[int], str | None]] = [
    # D1: bids A♣ 7♥ 6♠ = 3+2+1 = 6; K♦ Q♦ 6♦ = 0; 9♣ 8♣ 8♥ = 3+3+2 = 8. Tricks 6, 0, 3: seats 0 and 1
    # made (2 made -> 20 each), seat 2 failed. 6+20 = 26, 0+20 = 20, 3. Next trumps: 2 -> hearts.
    ("D1 two made", {"bid_cards": [["A♣", "7♥", "6♠"], ["K♦", "Q♦", "6♦"], ["9♣", "8♣", "8♥"]],
                     "tricks": [6, 0, 3]}, [26, 20, 3], "H"),
    # D2: Q♣ 10♠ 6♦ = 4, J♥ 9♠ 8♦ = 3, A♠ K♠ 7♦ = 2; tricks 4, 3, 2: all made, 10 each:
    # 14, 13, 12. Next trumps: 3 -> clubs.
    ("D2 all made", {"bid_cards": [["Q♣", "10♠", "6♦"], ["J♥", "9♠", "8♦"], ["A♠", "K♠", "7♦"]],
                     "tricks": [4, 3, 2]}, [14, 13, 12], "C"),
    # D3: all nine clubs laid: three bids of 9, tricks 3 each, nobody made. Seat 1 declared (30)
    # and failed, so seats 0 and 2 each get 30: 3+30 = 33, 3, 33. Next trumps: 0 -> diamonds.
    ("D3 none made, failed declaration", {
        "bid_cards": [["A♣", "K♣", "Q♣"], ["J♣", "10♣", "9♣"], ["8♣", "7♣", "6♣"]],
        "tricks": [3, 3, 3], "premium": {"seat": 1, "kind": "declare"}}, [33, 3, 33], "D"),
    # D4a: bids A♦ K♦ Q♦ = 0, A♥ 6♠ 6♦ = 3, A♠ K♠ Q♠ = 3. Dealer 1: priority 2, 0, 1. Offers declare,
    # reveal, declare: a hand reveal beats declarations, so seat 1 (the dealer) reveals. Tricks 1, 3,
    # 5: only seat 1 made (30). Seat 1: 3 + 30 + 60 = 93; seat 0: 1; seat 2: 5. Next: spades.
    ("D4a reveal beats declare", {
        "bid_cards": [["A♦", "K♦", "Q♦"], ["A♥", "6♠", "6♦"], ["A♠", "K♠", "Q♠"]],
        "tricks": [1, 3, 5], "offers": ["declare", "reveal", "declare"], "dealer": 1}, [1, 93, 5], "S"),
    # D4b: same bids, offers declare, none, declare, dealer 1: seat 2 is #1, so its declaration
    # counts. Tricks 0, 4, 5: seat 0 made 0 (30), seat 2 failed: seats 0 and 1 each get 30.
    # Seat 0: 0 + 30 + 30 = 60; seat 1: 4 + 30 = 34; seat 2: 5.
    ("D4b seat order from the dealer's left", {
        "bid_cards": [["A♦", "K♦", "Q♦"], ["A♥", "6♠", "6♦"], ["A♠", "K♠", "Q♠"]],
        "tricks": [0, 4, 5], "offers": ["declare", "none", "declare"], "dealer": 1}, [60, 34, 5], "S"),
    # D4c: same offers, dealer 2: priority 0, 1, 2, so seat 0 declares. Tricks 1, 3, 5: seat 0 failed
    # (bid 0), seat 1 made (the only one: 30). Seat 1: 3 + 30 + 30 = 63; seat 2: 5 + 30 = 35; seat 0: 1.
    ("D4c seat 0 declares and fails", {
        "bid_cards": [["A♦", "K♦", "Q♦"], ["A♥", "6♠", "6♦"], ["A♠", "K♠", "Q♠"]],
        "tricks": [1, 3, 5], "offers": ["declare", "none", "declare"], "dealer": 2}, [1, 63, 35], "S"),
    # D4d: a failed hand reveal: seat 2 reveals (60), bid 3, wins 5. Seats 0 (bid 0, won 0) and
    # 1 (bid 3, won 4): seat 0 alone made. Seat 0: 0 + 30 + 60 = 90; seat 1: 4 + 60 = 64; seat 2: 5.
    ("D4d failed reveal", {
        "bid_cards": [["A♦", "K♦", "Q♦"], ["A♥", "6♠", "6♦"], ["A♠", "K♠", "Q♠"]],
        "tricks": [0, 4, 5], "premium": {"seat": 2, "kind": "reveal"}}, [90, 64, 5], "S"),
    # D5 early version, turn-up 9♥: no trump this deal. Seat 0's joker bids as 9♥ (2): JK A♣ 6♦ =
    # 2+3+0 = 5; K♥ Q♥ 9♠ = 5; 6♣ 7♦ 8♦ = 3. Tricks 5, 1, 3: seats 0 and 2 made (20 each): 25, 1, 23.
    ("D5 early version, joker", {"early_version": True, "turn_up": "9♥",
                                  "bid_cards": [["JK", "A♣", "6♦"], ["K♥", "Q♥", "9♠"], ["6♣", "7♦", "8♦"]],
                                  "tricks": [5, 1, 3]}, [25, 1, 23], None),
]


@pytest.mark.parametrize(("name", "data", "totals", "next_trump"), CASES, ids=[c[0] for c in CASES])
def test_deal_totals(name: str, data: dict[str, Any], totals: list[int], next_trump: str | None) -> None:
    bids, tricks, premium, extra = parse_input(data)
    score = score_deal(bids, tricks, premium)
    assert score.totals == totals
    if not extra["early_version"]:  # the early version takes trumps from the turn-up instead
        assert score.to_dict()["next_trump"] == next_trump


@pytest.mark.parametrize(
    "data",
    [
        {"bid_cards": [["JK", "A♣", "6♦"], ["K♥", "Q♥", "9♠"], ["6♣", "7♦", "8♦"]], "tricks": [5, 1, 3]},  # no joker
        {"early_version": True, "turn_up": "JK",  # a turned-up joker is nobody's card
         "bid_cards": [["JK", "A♣", "6♦"], ["K♥", "Q♥", "9♠"], ["6♣", "7♦", "8♦"]], "tricks": [5, 1, 3]},
        {"early_version": True, "turn_up": "9♥",  # the turn-up itself is in nobody's hand
         "bid_cards": [["9♥", "A♣", "6♦"], ["K♥", "Q♥", "9♠"], ["6♣", "7♦", "8♦"]], "tricks": [5, 1, 3]},
    ],
)
def test_impossible_deals_refused(data: dict[str, Any]) -> None:
    with pytest.raises(InputError):
        parse_input(data)


@pytest.mark.parametrize(
    ("turn_up", "all_trumps", "trick", "winner"),
    [
        # turn-up Q♥: hearts trump; the joker is a second Q♥ and trumps the A♠ lead.
        ("QH", False, ["AS", JOKER, "KS"], 1),
        # turn-up 9♦: no trump; the highest of the suit led wins, an off-suit ace does not.
        ("9D", False, ["TS", "AH", "JS"], 2),
        # turn-up joker, all-trumps option: the highest rank wins whatever its suit...
        (JOKER, True, ["TS", "AH", "JS"], 1),
        # ...and of equal ranks the first played: K♠ led, K♥ later.
        (JOKER, True, ["KS", "7S", "KH"], 0),
        # turn-up 9♣ with the joker in play: the joker is a 9♣, a card of no-trump clubs.
        ("9C", False, ["8C", JOKER, "AD"], 1),
    ],
)
def test_early_version_trick_winner(turn_up: str, all_trumps: bool, trick: list[str], winner: int) -> None:
    trump = trump_of_turn_up(turn_up, all_trumps)
    assert trump == (turn_up[-1] if turn_up == "QH" else ALL_TRUMPS if all_trumps else None)
    assert trick_winner(trick, ORDER, trump, alias_for(turn_up)) == winner


def test_whole_deal_through_the_engine() -> None:
    """D6, played in the game. Dealer 0, so seat 1 leads; trumps ♦ (first deal).
    Seat 0: all spades, bids A♦ K♦ Q♦ = 0 and offers a hand reveal; seat 1: all hearts, bids
    6♣ 7♣ 8♣ = 9 and offers nothing; seat 2: A-9♣, J 10 9♦, bids 8♦ 7♦ 6♦ = 0 and offers a bid
    reveal. The hand reveal wins (it beats a bid reveal whatever the seat order).
    Tricks: seat 1 wins A♥..9♥ (t1-t6, the others discard); t7 seat 2 trumps 8♥ with J♦ and wins
    t8, t9 with 10♦, 9♦. Seat 0 won 0 = bid: the only success (30) and the reveal made (60):
    0 + 30 + 60 = 90; seat 1: 6 (bid 9 failed); seat 2: 3 (bid 0 failed). Next trumps: 1 -> ♠."""
    from tests.ninety_nine.rig import bid, offer, play, rigged

    s = rigged(["A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ A♦ K♦ Q♦",
                "A♥ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥ 6♣ 7♣ 8♣",
                "A♣ K♣ Q♣ J♣ 10♣ 9♣ J♦ 10♦ 9♦ 8♦ 7♦ 6♦"], dealer=0)
    bid(s, 0, "A♦ K♦ Q♦")
    bid(s, 1, "6♣ 7♣ 8♣")
    bid(s, 2, "8♦ 7♦ 6♦")
    offer(s, 2, "declare")
    offer(s, 1, "none")
    offer(s, 0, "reveal")
    seen = s.view(1)["seats"]
    assert seen[0]["hand"] is not None and seen[0]["bid"] == 0  # the revealed hand and bid
    assert seen[2]["bid_cards"] is None  # the losing offer reveals nothing
    play(s, "A♥ A♣ A♠ K♥ K♣ K♠ Q♥ Q♣ Q♠ J♥ J♣ J♠ 10♥ 10♣ 10♠ 9♥ 9♣ 9♠ 8♥ J♦ 8♠ 10♦ 7♠ 7♥ 9♦ 6♠ 6♥")
    record = s.state.history[-1]
    assert record["bids"] == [0, 9, 0] and record["tricks"] == [0, 6, 3]
    assert record["deltas"] == [90, 6, 3]
    assert s.state.trump == "S"  # the next deal's trumps
