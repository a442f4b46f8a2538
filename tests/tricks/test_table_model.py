"""The trick games' shared table model pieces (rules/tricks/table.py)."""

from __future__ import annotations

import json

from rules.tricks.table import gathered, hand_pile, order_round, trick_piles, trick_table, won_piles


def test_positions_are_relative_to_the_viewer() -> None:
    assert order_round(0, 2) == [0, 1]
    assert order_round(1, 2) == [1, 0]
    assert order_round(2, 3) == [2, 0, 1]
    assert order_round(None, 3) == [0, 1, 2]  # a spectator sits where seat 0 does


def test_a_hand_is_sorted_face_up_or_backs() -> None:
    assert hand_pile(["7H", "AS", "KH", "9S"], 4, "AKQJT987") == {"cards": ["AS", "9S", "KH", "7H"], "face_up": True}
    assert hand_pile(None, 3, "AKQJT987") == {"cards": [None, None, None], "face_up": False}


def test_each_seat_s_card_of_the_trick_lies_in_its_own_zone() -> None:
    seats = [2, 0, 1]  # the viewer is seat 2
    piles = trick_piles({"leader": 0, "seats": [0, 1], "cards": ["KS", "7S"], "winner": None}, seats)
    assert piles == {"trick_0": {"cards": []}, "trick_1": {"cards": ["KS"]},
                     "trick_2": {"cards": ["7S"], "fresh": ["7S"]}}
    assert trick_piles(None, [0, 1]) == {"trick_0": {"cards": []}, "trick_1": {"cards": []}}



def test_a_won_trick_is_gathered_from_where_each_card_was_played_to_its_winner() -> None:
    seats = [2, 0, 1]  # the viewer is seat 2; seat 0 sits at position 1
    trick = {"leader": 0, "seats": [0, 1, 2], "cards": ["KS", "7S", "AS"], "winner": 2}
    assert gathered(trick, seats, "1-4") == {"serial": "1-4", "cards": ["KS", "7S", "AS"],
                                             "zones": ["trick_1", "trick_2", "trick_0"], "to": "won_0"}
    assert gathered(None, seats, "1-0") is None


def test_tricks_won_are_backs_with_a_count() -> None:
    piles = won_piles([3, 0, 1], [1, 2, 0])
    assert piles["won_0"]["count"] == 0 and piles["won_0"]["cards"] == []
    assert piles["won_2"]["count"] == 3 and piles["won_2"]["cards"] == [None] * 3
    assert all(p["label"] for p in (piles["won_1"], piles["won_2"]))


def test_the_shared_keys() -> None:
    model = trick_table(players=2, viewer=None, seats=[0, 1], piles={}, plates={}, info=[], play_action="play")
    assert model["drops"] == {"trick_0": "play", "trick": "play"}
    assert model["private"] == ["hand_0"] and model["select"] == {} and model["material"] == "cards"
    assert model["sounds"]["play"]
    json.dumps(model)
