"""99's table model and sheets (rules/ninety_nine/table.py), built from views alone."""

from __future__ import annotations

import json

import pytest

from rules.core.session import Session
from rules.ninety_nine.table import sheet, table
from rules.ninety_nine.variant import VARIANT

from tests.ninety_nine.rig import bid, cards, offer, play, rigged
from tests.ninety_nine.test_flow import BIDS, HANDS, PLAYS
from tests.tricks.seeded import play_checking

META = {"names": ["Ann", "Bob", "Cy"]}


def _check_privacy(s: Session) -> None:
    snap = VARIANT.snapshot(s.state)
    revealer, kind = snap["premium_seat"], snap["premium_kind"]
    for viewer in (0, 1, 2, None):
        model = table(s.view(viewer), META)
        json.dumps(model)
        seen = {c for p in model["piles"].values() for c in p["cards"] if c is not None}
        for other in range(3):
            if other == viewer:
                continue
            if not (other == revealer and kind == "reveal"):
                assert not seen & set(snap["hands"][other]), (viewer, other)
            if other != revealer and snap["bid_cards"][other]:
                assert not seen & set(snap["bid_cards"][other]), (viewer, other)


@pytest.mark.parametrize("seed,options", [(1, {}), (2, {"early_version": True}), (3, {"game_format": "race_to_100"})])
def test_no_model_holds_a_card_its_seat_may_not_see(seed: int, options: dict) -> None:
    s = Session("ninety_nine", 3, options, seed=seed)
    # CPUs play, with a random legal move now and then to reach rarer steps (premiums, reveals).
    play_checking(s, "easy", seed, 150, 0.3, _check_privacy, sheet, META)


def test_a_bid_is_a_selection_of_three_and_a_revealed_hand_lies_face_up_for_all() -> None:
    s = rigged(HANDS, dealer=2)
    model = table(s.view(0), META)
    assert model["select"]["bid"]["count"] == [3, 3] and model["select"]["bid"]["zone"] == "bid_0"
    # each card of the hand with its suit's bid value (clubs 3, hearts 2, spades 1, diamonds 0)
    assert model["select"]["bid"]["values"] == {"AS": 1, "KS": 1, "QS": 1, "AH": 2, "KH": 2, "QH": 2, "6C": 3, "7C": 3,
                                                 "8C": 3, "AC": 3, "KC": 3, "9D": 0}
    assert model["info"][0].endswith(VARIANT.view(s.state, 0)["trump_label"])  # the deal's label names the trumps
    for seat in (2, 0, 1):
        bid(s, seat, BIDS[seat])
    assert table(s.view(0), META)["select"] == {}
    assert table(s.view(1), META)["piles"]["bid_2"]["cards"] == [None] * 3  # seat 1 sees seat 0 at position 2
    for seat, choice in enumerate(("reveal", "declare", "reveal")):
        offer(s, seat, choice)
    for viewer in (1, 2, None):
        model = table(s.view(viewer), META)
        pos = model["seats"].index(0)
        assert model["piles"][f"hand_{pos}"]["face_up"] and len(model["piles"][f"hand_{pos}"]["cards"]) == 9
        assert sorted(model["piles"][f"bid_{pos}"]["cards"]) == sorted(cards("A♣ K♣ 9♦"))
    model = table(s.view(0), META)
    assert model["piles"]["bid_1"]["cards"] == [None] * 3  # seat 1's declaration lost to the reveal


def test_the_deal_sheet() -> None:
    s = rigged(HANDS, dealer=2)
    for seat in (2, 0, 1):
        bid(s, seat, BIDS[seat])
    for seat, choice in enumerate(("reveal", "declare", "reveal")):
        offer(s, seat, choice)
    events = play(s, PLAYS)
    ended = next(e for e in events if e.kind == "hand_ended")
    made = sheet(ended, s.view(0), META)
    json.dumps(made)
    bids, points, against, trumps = made["blocks"]
    # One player made his bid: the next deal's trumps are the suit bidding 1, spades (§3).
    assert trumps["lines"] == ["Next deal: ♠ spades are trumps (1 of 3 made their bid)."]
    assert [sorted(g["cards"]) for g in bids["groups"]] == [sorted(cards(b)) for b in BIDS]
    # Seat 0 bid 6 and won 6: 6 + 30 + 60 = 96; seat 1 bid 3, won 0: 0; seat 2 bid 0, won 3: 3.
    assert [row[1:] for row in against["rows"]] == [["6", "6", "made", "+96", "96"], ["3", "0", "failed", "+0", "0"],
                                                    ["0", "3", "failed", "+3", "3"]]
    assert made["title"] == "Deal 1: 1 of 3 made their bid"
