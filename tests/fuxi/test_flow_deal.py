"""The deal and the exchange (spec §3, D-14, D-17) on stacked deals: 13 tiles each, the wall's
size for 3 and 4 players, commoners give a tile of their highest number, then the lord gives one
tile to each, chosen from the whole hand; the lord then draws and starts."""

from __future__ import annotations

from rules.core.command import Command
from rules.core.session import Session
from tests.fuxi.rig import FULL, dealt, kinds, tiles_accounted

# Seat 0 is the lord; the commoners' highest numbers: seat 1 nines in two suits, seat 2 an 8,
# seat 3 a 7 (its only tile of that number).
HANDS = {
    0: "1m 1m 1m 2m 2m 2m 3m 3m 3m 4m 4m 4m 5m",
    1: "9m 9p 1p 1p 2p 2p 3p 3p 4p 4p 5p 5p 6p",
    2: "8s 1s 1s 2s 2s 3s 3s 4s 4s 5s 5s 6s 6s",
    3: "7s 6m 6m 6m 5p 5p 1s 1s 3s 3s 6p 6p 2m",
}


def test_a_seeded_deal_gives_13_each_and_the_wall_the_rest():
    for players, wall in ((4, 56), (3, 69)):
        s = Session("fuxi", players, {"players": players}, 5)
        st = s.state
        assert [len(h) for h in st.hands] == [13] * players and len(st.wall) == wall
        assert tiles_accounted(st) == FULL
        assert s.to_act() == frozenset(st.commoners())  # the commoners give first, all at once
        assert len(st.commoners()) == players - 1 and st.lord not in st.commoners()


def test_a_commoner_gives_a_tile_of_the_highest_number_of_their_choice():
    s = dealt(HANDS, "5m")
    assert s.legal(1) == [Command(1, "give", ("9m",)), Command(1, "give", ("9p",))]  # either nine
    assert s.legal(3) == [Command(3, "give", ("7s",))]  # one tile of the highest number: no choice
    before = s.digest()
    assert "highest number in hand: 9" in s.validate(Command(1, "give", ("6p",)))
    assert "You do not hold 9s" in s.validate(Command(1, "give", ("9s",)))
    assert "name no seat" in s.validate(Command(1, "give", ("9m",), "0"))
    assert "once every commoner has given" in s.validate(Command(0, "give", ("5m",), "1"))
    assert s.digest() == before
    events = s.submit(Command(1, "give", ("9p",)))
    assert kinds(events) == ["gave", "received"] and events[1].seat == 0
    assert events[0].seen_by(2).cards == ("??",) and events[1].seen_by(0).cards == ("9p",)  # private to the two
    assert s.to_act() == {2, 3}


def test_the_lord_gives_each_commoner_one_tile_then_draws_and_leads():
    s = dealt(HANDS, "5m")
    for seat, tile in ((1, "9m"), (2, "8s"), (3, "7s")):
        s.submit(Command(seat, "give", (tile,)))
    st = s.state
    assert s.to_act() == {0} and len(st.hands[0]) == 16
    legal = s.legal(0)
    assert Command(0, "give", ("9m",), "2") in legal  # a tile just received may be given back (D-14)
    assert {c.choice for c in legal} == {"1", "2", "3"}
    s.submit(Command(0, "give", ("9m",), "2"))
    assert "has not yet received" in s.validate(Command(0, "give", ("1m",), "2"))
    assert "has not yet received" in s.validate(Command(0, "give", ("1m",), "0"))
    # Seat 2 sees what it received; seat 3 sees neither the lord's gift nor what others gave.
    assert s.view(2)["given_by_lord"] == {"2": "9m"} and s.view(2)["given_to_lord"] == {"2": "8s"}
    assert s.view(3)["given_by_lord"] == {} and s.view(3)["given_to_lord"] == {"3": "7s"}
    assert s.view(0)["given_to_lord"] == {"1": "9m", "2": "8s", "3": "7s"}
    s.submit(Command(0, "give", ("8s",), "1"))
    events = s.submit(Command(0, "give", ("7s",), "3"))
    assert kinds(events) == ["gave", "received", "exchange_done", "drew"]
    assert st.phase == "turn" and s.to_act() == {0} and st.drawn is not None
    assert [len(h) for h in st.hands] == [14, 13, 13, 13] and len(st.wall) == 55
    assert "9m" in s.view(2)["seats"][2]["hand"] and "7s" in s.view(3)["seats"][3]["hand"]
    assert tiles_accounted(st) == FULL


def test_three_players_deal_69_to_the_wall_and_two_commoners_give():
    s = dealt({1: HANDS[1], 2: HANDS[2]}, players=3, lord=1)
    st = s.state
    assert len(st.wall) == 69 and st.commoners() == [2, 0]
    assert s.to_act() == {0, 2}
