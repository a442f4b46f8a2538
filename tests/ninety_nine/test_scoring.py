"""Bids from discards, premium priority and deal scoring, computed by hand."""

from __future__ import annotations

import random

import pytest

from rules.core.cards import parse_cards
from rules.ninety_nine.deck import alias_for, bid_value, trump_after, trump_of_turn_up
from rules.ninety_nine.scoring import Premium, quick_totals, resolve_premium, score_deal
from rules.tricks import ALL_TRUMPS


@pytest.mark.parametrize(
    "laid, bid",
    [
        ("6♦ 7♦ A♦", 0),  # ♦♦♦ = 0
        ("A♣ 6♣ K♣", 9),  # ♣♣♣ = 3 + 3 + 3
        ("Q♥ 6♠ A♦", 3),  # 2 + 1 + 0: ranks do not count
        ("7♣ 8♥ 9♠", 6),  # 3 + 2 + 1
        ("A♠ K♠ 6♥", 4),  # 1 + 1 + 2
    ],
)
def test_bid_is_the_sum_of_suit_values(laid: str, bid: int) -> None:
    assert bid_value(parse_cards(laid)) == bid


def test_the_joker_bids_as_the_turn_up() -> None:
    alias = alias_for("QC")
    assert bid_value(["JK1", "6D", "7D"], alias) == 3  # the joker is Q♣: 3 + 0 + 0


@pytest.mark.parametrize(
    "offers, dealer, expected",
    [
        (["none", "none", "none"], 0, None),
        (["declare", "declare", "none"], 0, Premium(1, "declare")),  # dealer 0: order 1, 2, 0
        (["declare", "none", "none"], 0, Premium(0, "declare")),  # the dealer (#3) when alone
        (["declare", "declare", "declare"], 0, Premium(1, "declare")),  # dealer 0: #1 = seat 1
        (["declare", "declare", "declare"], 1, Premium(2, "declare")),  # dealer 1: #1 = seat 2
        (["declare", "none", "reveal"], 1, Premium(2, "reveal")),
        (["reveal", "declare", "declare"], 0, Premium(0, "reveal")),  # a hand reveal beats both declarations
        (["reveal", "none", "reveal"], 0, Premium(2, "reveal")),  # dealer 0: order 1, 2, 0
        (["reveal", "none", "reveal"], 2, Premium(0, "reveal")),  # dealer 2: order 0, 1, 2
    ],
)
def test_premium_priority(offers: list[str], dealer: int, expected: Premium | None) -> None:
    assert resolve_premium(offers, dealer) == expected


def _totals(bids, tricks, premium=None):
    return score_deal(bids, tricks, premium).totals


def test_three_successes_score_ten_each() -> None:
    # bids 3, 2, 4 made exactly: 3 + 10, 2 + 10, 4 + 10.
    assert _totals([3, 2, 4], [3, 2, 4]) == [13, 12, 14]


def test_two_successes_score_twenty_and_a_failure_keeps_its_tricks() -> None:
    # seat 2 bid 5 and won 4: 4 + 0. The others: 3 + 20, 2 + 20.
    assert _totals([3, 2, 5], [3, 2, 4]) == [23, 22, 4]


def test_one_success_scores_thirty_none_scores_only_tricks() -> None:
    assert _totals([1, 5, 5], [0, 4, 5]) == [0, 4, 35]  # seat 2 alone made its bid: 5 + 30
    assert _totals([1, 1, 1], [0, 4, 5]) == [0, 4, 5]  # nobody made it: tricks only


def test_bid_zero_made_with_no_trick() -> None:
    # seat 0 bid 0 and took none: made. Two successes (seats 0 and 2): 0 + 20, 4, 5 + 20.
    assert _totals([0, 5, 5], [0, 4, 5]) == [20, 4, 25]


def test_a_made_reveal_scores_the_revealer_a_failed_one_each_other_player() -> None:
    # Hand reveal by seat 1 (bid 4, won 4) with seat 0 also making: two successes, 20 each.
    # seat 0: 2 + 20 = 22; seat 1: 4 + 20 + 60 = 84; seat 2: 3.
    assert _totals([2, 4, 1], [2, 4, 3], Premium(1, "reveal")) == [22, 84, 3]
    # The same hand reveal failed (bid 5, won 4): only seat 0 succeeds, 30.
    # seat 0: 2 + 30 + 60 = 92; seat 1: 4; seat 2: 3 + 60 = 63.
    assert _totals([2, 5, 1], [2, 4, 3], Premium(1, "reveal")) == [92, 4, 63]
    # A declaration (30) failed: seat 0: 2 + 30 + 30 = 62; seat 2: 3 + 30 = 33.
    assert _totals([2, 5, 1], [2, 4, 3], Premium(1, "declare")) == [62, 4, 33]


def test_breakdown_items_name_each_score() -> None:
    score = score_deal([2, 5, 1], [2, 4, 3], Premium(1, "declare")).to_dict()
    seat2 = score["seats"][2]
    assert [(i["id"], i["japanese"], i["value"]) for i in seat2["items"]] == [
        ("tricks", "勝ち数", 3), ("success", "成功", 0), ("declare", "目標の公開", 30)]
    assert seat2["total"] == 33 and score["successes"] == 1 and score["next_trump"] == "S"


def test_quick_totals_match_the_itemised_scoring() -> None:
    rng = random.Random(5)
    for _ in range(2000):
        cut = sorted(rng.sample(range(10), 2))
        tricks = [cut[0], cut[1] - cut[0], 9 - cut[1]]
        bids = [rng.choice([t, rng.randrange(10)]) for t in tricks]
        premium = rng.choice([None, Premium(rng.randrange(3), rng.choice(["declare", "reveal"]))])
        assert quick_totals(bids, tricks, premium) == score_deal(bids, tricks, premium).totals


def test_bad_scores_are_refused() -> None:
    with pytest.raises(ValueError):
        score_deal([1, 2, 3], [3, 3, 2], None)  # 8 tricks
    with pytest.raises(ValueError):
        score_deal([10, 2, 3], [3, 3, 3], None)


@pytest.mark.parametrize("successes, trump", [(0, "D"), (1, "S"), (2, "H"), (3, "C")])
def test_trumps_from_the_previous_deals_successes(successes: int, trump: str) -> None:
    assert trump_after(successes) == trump


@pytest.mark.parametrize(
    "turn_up, all_trumps, trump",
    [("QH", False, "H"), ("6C", True, "C"), ("9S", False, None), ("9S", True, ALL_TRUMPS), ("JK1", False, None),
     ("JK1", True, ALL_TRUMPS)],
)
def test_early_version_trumps_from_the_turn_up(turn_up: str, all_trumps: bool, trump: str | None) -> None:
    assert trump_of_turn_up(turn_up, all_trumps) == trump
