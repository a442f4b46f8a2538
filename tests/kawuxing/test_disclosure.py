"""Disclosure (亮倒, spec §14, D15-D16) on stacked walls: when it is legal, what each scope
shows in every seat's view, the automatic discard afterwards, no calls but wins, and the
penalty of the first discloser in a drawn hand (§10)."""

from __future__ import annotations

import pytest

from rules.core.command import Command
from tests.kawuxing.rig import do, kinds, rigged

READY = {
    0: "1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 1s 1s 2s Rd",  # discarding Rd leaves 2s/3s waits
    1: "2p 4p 6p 8p 3s 5s 7s 9s 4s 6s 8s 9p Wh",
    2: "1p 3p 5p 7p 4s 5s 6s 7s 8s 9s 9s 6p 8p",
}


def test_disclosure_only_when_the_hand_is_ready_after_the_discard():
    s = rigged(READY, draws="Wh Gn")
    legal = s.legal(0)
    assert Command(0, "disclose", ("Rd",)) in legal
    assert Command(0, "disclose", ("5p",)) not in legal
    assert "not be ready" in s.validate(Command(0, "disclose", ("5p",)))


@pytest.mark.parametrize("scope,shown", [("all", "1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 1s 1s 2s"), ("waiting_part", "1s 1s 1s 2s")])
def test_what_a_disclosure_shows_in_every_view(scope, shown):
    s = rigged(READY, draws="Wh Gn", options={"disclosure_scope": scope})
    events = do(s, 0, "disclose", "Rd")
    assert kinds(events)[:2] == ["discarded", "disclosed"] and events[0].data["disclosed"]
    assert " ".join(events[1].cards) == shown
    for seat in (0, 1, 2, None):
        row = s.view(seat)["seats"][0]
        assert row["disclosed"] and " ".join(row["shown"]) == shown
    assert s.view(1)["seats"][0]["hand"] is None and s.view(0)["disclosers"] == [0]


def test_after_a_disclosure_the_drawn_tile_is_discarded_unless_it_wins():
    s = rigged(READY, draws="Wh Gn 7s 2s")
    do(s, 0, "disclose", "Rd")
    do(s, 1, "discard", "Wh")
    do(s, 2, "discard", "Gn")
    assert s.legal(0) == [Command(0, "discard", ("7s",))]  # the only move: the table plays it
    assert "cannot change" in s.validate(Command(0, "discard", ("1p",)))
    do(s, 0, "discard", "7s")
    assert s.state.turn == 1 and s.state.phase == "turn"


def test_a_discloser_may_win_by_self_draw_or_let_the_tile_go():
    s = rigged(READY, draws="Wh Gn 2s")
    do(s, 0, "disclose", "Rd")
    do(s, 1, "discard", "Wh")
    do(s, 2, "discard", "Gn")
    assert s.legal(0) == sorted([Command(0, "discard", ("2s",)), Command(0, "win")])
    events = do(s, 0, "win")
    won = next(e for e in events if e.kind == "won")
    assert "liangdao" in [p["id"] for p in won.data["score"]["patterns"]]


def test_a_discloser_makes_no_pung_but_may_ron_paid_double():
    hands = dict(READY)
    hands[1] = "2p 4p 6p 8p 3s 5s 7s 9s 4s 6s 8s 9p 2s"
    s = rigged(hands, draws="Wh 3s")
    do(s, 0, "disclose", "Rd")
    do(s, 1, "discard", "2p")  # seat 1 discards after drawing Wh; nobody calls 2p
    do(s, 2, "discard", "3s")  # seat 2 draws 3s and lets it go: seat 0 waits on it
    assert s.legal(0) == sorted([Command(0, "pass"), Command(0, "ron", ("3s",))])  # no pung of a held pair
    events = do(s, 0, "ron", "3s")
    won = next(e for e in events if e.kind == "won")
    assert won.data["score"]["doubles"] == 1 and won.data["payments"] == [4, 0, -4]  # both shares (§11)


def test_drawn_hand_the_first_discloser_pays_each_other_player():
    hands = dict(READY)
    hands[1] = "2p 4p 6p 8p 3s 5s 7s 9s 4s 6s 8s 9p Rd"
    s = rigged(hands, draws="Wh Gn", remaining=2)
    do(s, 0, "disclose", "Rd")  # seat 1 holds one Rd: no call
    do(s, 1, "discard", "Wh")
    events = do(s, 2, "discard", "Gn")  # the last discard; nobody wins on it
    drawn = next(e for e in events if e.kind == "hand_drawn")
    assert drawn.data["first_discloser"] == 0 and drawn.data["penalty"] == [-2, 1, 1]
    assert s.state.dealer == 0 and s.state.hand_no == 2  # the same dealer deals again
