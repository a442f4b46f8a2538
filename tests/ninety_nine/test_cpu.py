"""The CPU players: they read only their seat's view, which hides every card they may not
know; their samples of the hidden cards respect what the table has shown; their moves are
legal in every phase; the hint gives a legal move and a reason."""

from __future__ import annotations

import json
import random
import re

import pytest

from rules.core.cards import parse_cards
from rules.core.session import Session
from rules.ninety_nine.cpu.heuristics import Table, choose_play, ranked_bids
from rules.ninety_nine.cpu.playout import PlayModel
from rules.ninety_nine.cpu.reading import read
from rules.ninety_nine.deck import bid_value
from rules.ninety_nine.variant import VARIANT
from rules.play import play_match
from tests.ninety_nine.rig import bid, offer, play
from tests.ninety_nine.test_flow import BIDS, HANDS


def _hidden_from(session: Session, viewer: int) -> set[str]:
    state = session.state
    hidden = set()
    for seat in range(3):
        if seat == viewer or seat == state.premium_seat:
            if seat == state.premium_seat and state.premium_kind == "declare" and seat != viewer:
                hidden |= set(state.hands[seat])
            continue
        hidden |= set(state.hands[seat]) | set(state.bid_cards[seat] or [])
    return hidden


@pytest.mark.parametrize("options", [{}, {"early_version": True}])
def test_a_view_never_names_a_hidden_card(options: dict) -> None:
    session = Session("ninety_nine", options=options, seed=8)
    cpus = [VARIANT.cpu("easy", i) for i in range(3)]
    steps = 0
    while steps < 120:
        for viewer in range(3):
            # The finished deals' records turn every bid up; the alias only says what the joker copies.
            text = json.dumps({k: v for k, v in session.view(viewer).items() if k not in ("history", "alias")})
            shown = set(re.findall(r'"([2-9TJQKA][SHDC]|JK1)"', text))
            assert not shown & _hidden_from(session, viewer), (viewer, shown & _hidden_from(session, viewer))
        seat = min(session.to_act())
        session.submit(cpus[seat].choose(session.view(seat), session.legal(seat)))
        steps += 1


def test_samples_respect_shown_voids_revealed_hands_and_played_cards() -> None:
    session = Session("ninety_nine", seed=1)
    state = session.state
    state.dealer = 2
    state.hands = [parse_cards(h) for h in HANDS]
    for seat in range(3):
        bid(session, seat, BIDS[seat])
    offer(session, 0, "none")
    offer(session, 1, "none")
    offer(session, 2, "reveal")
    play(session, "A♠ J♠ 6♠ K♠ 10♠ 7♠ Q♠ 9♠ 8♠ A♥ J♥ 6♥ 6♣ 9♣")  # seat 2 now to play; seat 1 followed all
    view = session.view(0)
    model = PlayModel(read(view), view)
    rng = random.Random(3)
    # Seat 1's four cards in hand and three bid cards are the seven seat 0 has not seen.
    unseen = set(session.state.hands[1]) | set(session.state.bid_cards[1])
    splits = set()
    for _ in range(200):
        deal = model.sample(view, rng)
        assert deal.hands[0] == view["seats"][0]["hand"]
        assert deal.hands[2] == view["seats"][2]["hand"]  # seat 2 revealed its hand
        assert len(deal.hands[1]) == 4 and set(deal.hands[1]) <= unseen
        assert deal.bids[1] == bid_value(unseen - set(deal.hands[1]))
        assert deal.bids[2] == 0 and deal.trick == ["6C", "9C"]
        splits.add(tuple(sorted(deal.hands[1])))
    assert len(splits) > 1  # the split of those seven is not known, so it varies


def test_samples_keep_a_void_suit_out_of_the_hand() -> None:
    session = Session("ninety_nine", seed=21)
    cpus = [VARIANT.cpu("easy", i) for i in range(3)]
    rng = random.Random(0)
    checked = 0
    while not session.is_over() and checked < 40:
        seat = min(session.to_act())
        view = session.view(seat)
        if view["phase"] == "play":
            reading = read(view)
            if reading.voids:
                model = PlayModel(reading, view)
                for _ in range(20):
                    deal = model.sample(view, rng)
                    for other, suits in reading.voids.items():
                        if other != seat:
                            assert not {reading.table.suit(c) for c in deal.hands[other]} & suits
                    for other in range(3):
                        assert len(deal.hands[other]) == len(session.state.hands[other])
                        if other != seat:
                            assert set(deal.hands[other]) <= set(reading.unseen)
                checked += 1
        session.submit(cpus[seat].choose(view, session.legal(seat)))
    assert checked > 0


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_level_plays_legal_moves_through_a_deal(level: str) -> None:
    session = Session("ninety_nine", options={"early_version": True}, seed=2)
    play_match(session, [level, "easy", "random"], max_hands=1)
    assert len(session.view(None)["history"]) == 1


def test_easy_bids_its_sure_winners_and_keeps_sure_losers() -> None:
    # Trumps ♦. The sixes, sevens and eights can win nothing; each of A♦ K♦ Q♦ kept is a
    # likely trick. Whatever three cards easy lays, its bid is the trump honours it keeps
    # (e.g. A♦ K♦ Q♦ laid: bid 0 with nine losers; or 6♠ 7♠ Q♦: bid 1 + 1 + 0 = 2 with A♦ K♦).
    hand = parse_cards("6♠ 7♠ 8♠ 6♣ 7♣ 8♣ 6♥ 7♥ 8♥ A♦ K♦ Q♦")
    table = Table("D")
    laid = ranked_bids(hand, table)[0][1]
    assert table.bid_of(laid) == len({"AD", "KD", "QD"} - set(laid))


def test_easy_play_takes_a_needed_trick_cheaply_and_ducks_once_it_has_enough() -> None:
    table = Table("D")
    hand = parse_cards("A♠ 10♠ 7♠ 6♦")
    # Last to play to K♠ 9♠: the A♠ wins. Needing a trick it plays A♠ (its only winning card).
    assert choose_play(hand, ["KS", "9S"], need=1, gone=set(), table=table) == "AS"
    # With the bid made it sheds the highest card that still loses: 10♠.
    assert choose_play(hand, ["KS", "9S"], need=0, gone=set(), table=table) == "TS"
    # Leading while it needs a trick: A♠ is the top spade left, so it leads it.
    assert choose_play(hand, [], need=1, gone={"KS"}, table=table) == "AS"


def test_hint_gives_a_legal_move_with_a_reason() -> None:
    session = Session("ninety_nine", seed=6)
    for phase in ("bid", "premium", "play"):
        while session.state.phase != phase:
            seat = min(session.to_act())
            session.submit(VARIANT.cpu("easy", 0).choose(session.view(seat), session.legal(seat)))
        seat = min(session.to_act())
        hint = VARIANT.hint(session.view(seat), session.legal(seat))
        assert hint.command in session.legal(seat) and hint.reason
