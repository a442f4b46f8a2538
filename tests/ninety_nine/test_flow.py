"""Whole deals on stacked decks, scored by hand: bids from discards, the premium with its
priority and visibility, trick play, trumps passing from deal to deal, the early version."""

from __future__ import annotations

import pytest

from rules.core.command import Command
from rules.core.session import IllegalCommand
from rules.ninety_nine.state import PLAY, PREMIUM
from tests.ninety_nine.rig import bid, cards, offer, play, rigged

# Dealer seat 2, so seat 0 is eldest (#1) and leads; priority 0, 1, 2. Trumps ♦ (first deal).
HANDS = [
    "A♠ K♠ Q♠ A♥ K♥ Q♥ 6♣ 7♣ 8♣ A♣ K♣ 9♦",
    "J♠ 10♠ 9♠ J♥ 10♥ 9♥ 9♣ 10♣ J♣ Q♣ 10♦ J♦",
    "8♠ 7♠ 6♠ 8♥ 7♥ 6♥ 6♦ 7♦ 8♦ Q♦ K♦ A♦",
]
# Trick by trick (leader first); the winner in brackets:
#  1 A♠ J♠ 6♠ [0]   2 K♠ 10♠ 7♠ [0]   3 Q♠ 9♠ 8♠ [0]   4 A♥ J♥ 6♥ [0]
#  5 6♣ 9♣ 6♦ [2: seat 2 has no club and trumps]   6 (2 leads) 8♥ K♥ 10♥ [0]
#  7 (0 leads) 7♣ 10♣ 7♦ [2]   8 (2 leads) 7♥ Q♥ 9♥ [0]   9 (0 leads) 8♣ J♣ 8♦ [2]
# Tricks: seat 0 six, seat 1 none, seat 2 three.
PLAYS = "A♠ J♠ 6♠ K♠ 10♠ 7♠ Q♠ 9♠ 8♠ A♥ J♥ 6♥ 6♣ 9♣ 6♦ 8♥ K♥ 10♥ 7♣ 10♣ 7♦ 7♥ Q♥ 9♥ 8♣ J♣ 8♦"
BIDS = ["A♣ K♣ 9♦", "Q♣ 10♦ J♦", "Q♦ K♦ A♦"]  # 3+3+0 = 6, 3+0+0 = 3, 0+0+0 = 0


def deal_through_bids(offers: tuple[str, str, str]):
    session = rigged(HANDS, dealer=2)
    for seat in (2, 0, 1):  # bids are simultaneous: any order
        bid(session, seat, BIDS[seat])
    for seat, choice in enumerate(offers):
        offer(session, seat, choice)
    return session


def test_a_hand_reveal_beats_declarations_and_the_eldest_wins_ties() -> None:
    # Offers: seat 0 reveal, seat 1 declare, seat 2 reveal. A hand reveal beats a bid reveal;
    # between the two hand reveals seat 0 (#1, the dealer's left) comes first.
    session = deal_through_bids(("reveal", "declare", "reveal"))
    view = session.view(1)
    assert view["premium"] == {"seat": 0, "kind": "reveal", "bonus": 60}
    assert view["seats"][0]["hand"] == list(cards("A♠ K♠ Q♠ A♥ K♥ Q♥ 6♣ 7♣ 8♣"))
    assert view["seats"][0]["bid_cards"] == sorted(cards("A♣ K♣ 9♦")) and view["seats"][0]["bid"] == 6
    assert view["seats"][2]["hand"] is None and view["seats"][2]["bid_cards"] is None  # seat 2's offer lost
    assert view["seats"][2]["offer"] is None  # nobody learns another seat's offer


def test_full_deal_scored_by_hand_with_a_hand_reveal_made() -> None:
    session = deal_through_bids(("reveal", "declare", "reveal"))
    events = play(session, "A♠ J♠ 6♠ K♠ 10♠ 7♠")
    # The revealed hand stays visible to all, each card leaving it when played.
    assert session.view(2)["seats"][0]["hand"] == list(cards("Q♠ A♥ K♥ Q♥ 6♣ 7♣ 8♣"))
    events = play(session, PLAYS.split(maxsplit=6)[6])
    ended = next(e for e in events if e.kind == "hand_ended").data
    assert ended["bids"] == [6, 3, 0] and ended["tricks"] == [6, 0, 3]
    # Only seat 0 made its bid: success bonus 30. Its hand reveal was made: +60.
    # seat 0: 6 tricks + 30 + 60 = 96; seat 1: 0 + 0 = 0; seat 2: 3 + 0 = 3.
    assert ended["deltas"] == [96, 0, 3]
    items = {i["id"]: i["value"] for i in ended["breakdown"]["seats"][0]["items"]}
    assert items == {"tricks": 6, "success": 30, "reveal": 60}
    assert ended["bid_cards"][2] == sorted(cards("Q♦ K♦ A♦"))  # every bid turned up at the end
    # One success: the next deal's trumps are ♠; the deal passes left to seat 0.
    started = next(e for e in events if e.kind == "hand_started")
    assert started.data["trump"] == "S" and started.data["dealer"] == 0


def test_a_failed_declaration_pays_each_other_player() -> None:
    # Seat 2 alone declares (bid 0, wins 3: fails): seats 0 and 1 each score the 30.
    # seat 0: 6 + 30 (the only success) + 30 = 66; seat 1: 0 + 0 + 30 = 30; seat 2: 3.
    session = deal_through_bids(("none", "none", "declare"))
    assert session.view(0)["seats"][2]["bid_cards"] == sorted(cards("Q♦ K♦ A♦"))
    assert session.view(0)["seats"][2]["hand"] is None  # a declaration shows the bid only
    ended = next(e for e in play(session, PLAYS) if e.kind == "hand_ended").data
    assert ended["deltas"] == [66, 30, 3]


def test_bids_stay_secret_until_the_deal_is_scored() -> None:
    session = rigged(HANDS, dealer=2)
    bid(session, 1, BIDS[1])
    view = session.view(0)
    assert view["seats"][1]["has_bid"] and view["seats"][1]["bid_cards"] is None and view["seats"][1]["bid"] is None
    assert view["seats"][1]["hand_count"] == 9 and view["seats"][0]["hand_count"] == 12
    assert session.view(1)["seats"][1]["bid"] == 3
    hidden = [e for e in session.view(0)["seats"] if e["hand"] is not None]
    assert len(hidden) == 1  # only the viewer's own hand


def test_refusals_leave_the_state_unchanged() -> None:
    session = rigged(HANDS, dealer=2)
    before = session.variant.snapshot(session.state)
    refused = [
        Command(0, "bid", cards("A♠ K♠")),  # two cards
        Command(0, "bid", cards("A♠ K♠ J♠")),  # J♠ is seat 1's
        Command(0, "play", cards("A♠")),  # bidding first
        Command(0, "premium", (), "reveal"),
        Command(0, "bid", cards("A♠ K♠ Q♠"), "x"),
    ]
    for command in refused:
        with pytest.raises(IllegalCommand):
            session.submit(command)
    assert session.variant.snapshot(session.state) == before
    bid(session, 0, BIDS[0])
    with pytest.raises(IllegalCommand, match="laid your bid"):
        bid(session, 0, "A♠ K♠ Q♠")
    bid(session, 1, BIDS[1])
    bid(session, 2, BIDS[2])
    assert session.state.phase == PREMIUM
    for seat in range(3):
        offer(session, seat, "none")
    assert session.state.phase == PLAY and session.to_act() == {0}
    play(session, "6♣")
    with pytest.raises(IllegalCommand, match="follow suit"):
        session.submit(Command(1, "play", cards("J♠")))  # seat 1 holds clubs
    with pytest.raises(IllegalCommand, match="not your turn"):
        session.submit(Command(2, "play", cards("6♦")))


def _early(hands: list[str], turn_up: str, all_trumps: bool = False):
    return rigged(hands, dealer=2, options={"early_version": True, "all_trumps_instead_of_no_trump": all_trumps},
                  turn_up=turn_up)


# An early-version deal: 37 cards, the turn-up Q♥ (hearts trumps), the joker with seat 1.
EARLY = [
    "A♠ K♠ Q♠ J♠ 10♠ 9♠ A♣ K♣ Q♣ J♣ 10♣ 9♣",
    "8♠ 7♠ 6♠ JK 8♣ 7♣ 6♣ A♦ K♦ Q♦ J♦ 10♦",
    "A♥ K♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥ 9♦ 8♦ 7♦ 6♦",
]


def test_the_joker_is_a_copy_of_the_turn_up() -> None:
    session = _early(EARLY, "Q♥")
    assert session.state.trump == "H"
    # The joker counts as Q♥: a heart, bid value 2. Bid JK 8♣ A♦ = 2 + 3 + 0 = 5.
    bid(session, 1, "JK 8♣ A♦")
    assert session.view(1)["seats"][1]["bid"] == 5
    assert session.view(1)["alias"] == {"JK1": "QH"}


def test_the_joker_follows_suit_and_wins_as_the_turn_up() -> None:
    session = _early(EARLY, "Q♥")
    bid(session, 0, "A♣ K♣ Q♣")
    bid(session, 1, "A♦ K♦ Q♦")
    bid(session, 2, "A♥ K♥ J♥")
    for seat in range(3):
        offer(session, seat, "none")
    # Seat 0 leads 9♠; seat 1 must follow with a spade (not the joker), seat 2 trumps with 6♥.
    events = play(session, "9♠ 6♠ 6♥")
    assert next(e for e in events if e.kind == "trick_won").seat == 2
    # Seat 2 leads 10♥: seat 1's only heart is the joker, so it must play it; as Q♥ it wins.
    events = play(session, "10♥")
    assert [c.cards for c in session.legal(0)] == [(c,) for c in sorted(cards("K♠ Q♠ J♠ 10♠ A♠ J♣ 10♣ 9♣"))]
    events = play(session, "A♠")  # seat 0 has no heart: anything
    assert [c.cards for c in session.legal(1)] == [("JK1",)]
    events = play(session, "JK")
    assert next(e for e in events if e.kind == "trick_won").seat == 1


def test_a_turned_up_nine_means_no_trump() -> None:
    hands = [EARLY[0], EARLY[1].replace("JK", "Q♥"), EARLY[2].replace("9♦", "JK")]
    session = _early(hands, "9♦")
    assert session.state.trump is None
    for seat, laid in enumerate(("A♣ K♣ Q♣", "A♦ K♦ Q♦", "A♥ K♥ J♥")):
        bid(session, seat, laid)
    for seat in range(3):
        offer(session, seat, "none")
    # 9♠ led; seat 1 follows 6♠; seat 2 has no spade and throws 10♥: no trump, so 9♠ wins.
    events = play(session, "9♠ 6♠ 10♥")
    assert next(e for e in events if e.kind == "trick_won").seat == 0


def test_all_trumps_instead_of_no_trump() -> None:
    # Turn-up 9♦: no trump, which the option makes all trumps. Seat 2's joker plays as 9♦.
    hands = [EARLY[0], EARLY[1].replace("JK", "Q♥"), EARLY[2].replace("9♦", "JK")]
    session = _early(hands, "9♦", all_trumps=True)
    assert session.state.trump == "all"
    for seat, laid in enumerate(("A♣ K♣ Q♣", "A♦ K♦ Q♦", "A♥ K♥ J♥")):
        bid(session, seat, laid)
    for seat in range(3):
        offer(session, seat, "none")
    winners = []
    for trick in (
        "9♠ 6♠ 10♥",  # seat 2 has no spade: its 10♥ is the highest rank and wins
        "9♥ J♣ Q♥",  # seat 0 has no heart (J♣); seat 1 must follow with Q♥, the highest
        "8♠ 8♥ 10♠",  # seat 1 leads; seat 2 throws 8♥; seat 0 follows with 10♠, the highest
        "9♣ 8♣ JK",  # seat 0 leads 9♣; the joker is 9♦, equal to 9♣: the first played wins
    ):
        events = play(session, trick)
        winners.append(next(e for e in events if e.kind == "trick_won").seat)
    assert winners == [2, 1, 0, 0]


def test_equal_ranks_under_all_trumps_go_to_the_first_played() -> None:
    hands = [EARLY[0], EARLY[1].replace("JK", "Q♥"), EARLY[2].replace("9♦", "JK")]
    session = _early(hands, "9♦", all_trumps=True)
    for seat, laid in enumerate(("A♣ K♣ Q♣", "A♦ K♦ Q♦", "A♥ K♥ J♥")):
        bid(session, seat, laid)
    for seat in range(3):
        offer(session, seat, "none")
    # 10♣ led by seat 0; seat 1 follows 6♣; seat 2 (no club) throws 10♥: equal to 10♣, so the
    # first played, 10♣, wins.
    events = play(session, "10♣ 6♣ 10♥")
    assert next(e for e in events if e.kind == "trick_won").seat == 0


def test_a_turned_up_joker_is_out_of_play() -> None:
    hands = [EARLY[0], EARLY[1].replace("JK", "Q♥"), EARLY[2]]
    session = _early(hands, "JK")
    assert session.state.trump is None and session.view(0)["alias"] == {}


def test_full_early_deal_scored_by_hand() -> None:
    # Turn-up Q♥: hearts are trumps and seat 1's joker is Q♥. Dealer seat 2: seat 0 leads.
    # Bids: seat 0 A♣ K♣ Q♣ = 9; seat 1 A♦ K♦ Q♦ = 0; seat 2 A♥ K♥ J♥ = 2 + 2 + 2 = 6, declared.
    session = _early(EARLY, "Q♥")
    for seat, laid in enumerate(("A♣ K♣ Q♣", "A♦ K♦ Q♦", "A♥ K♥ J♥")):
        bid(session, seat, laid)
    for seat, choice in enumerate(("none", "none", "declare")):
        offer(session, seat, choice)
    tricks = [
        ("A♠ 6♠ 6♥", 2),  # seat 2 has no spade and trumps
        ("6♦ 9♣ 10♦", 1),  # seat 2 leads; seat 0 has no diamond; 10♦ is the highest diamond
        ("6♣ 7♥ 10♣", 2),  # seat 1 leads; seat 2 trumps
        ("7♦ J♣ J♦", 1),
        ("JK 8♥ 9♠", 1),  # the joker leads as Q♥, a trump; seat 2 must follow with a heart
        ("7♣ 9♥ 10♠", 2),
        ("8♦ J♠ 8♠", 2),  # nobody else has a diamond
        ("9♦ Q♠ 7♠", 2),
        ("10♥ K♠ 8♣", 2),
    ]
    events = []
    for cards_played, winner in tricks:
        events = play(session, cards_played)
        assert next(e for e in events if e.kind == "trick_won").seat == winner, cards_played
    ended = next(e for e in events if e.kind == "hand_ended").data
    # Tricks 0, 3, 6. Only seat 2 made its bid (6): success bonus 30, and its declaration +30.
    # seat 0: 0; seat 1: 3 + 0 = 3; seat 2: 6 + 30 + 30 = 66.
    assert ended["tricks"] == [0, 3, 6] and ended["bids"] == [9, 0, 6]
    assert ended["deltas"] == [0, 3, 66] and ended["turn_up"] == "QH" and ended["trump"] == "H"
