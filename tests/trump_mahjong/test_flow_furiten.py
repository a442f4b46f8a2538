"""Furiten (spec §7) in its three forms; it stops ron only, never tsumo."""

from __future__ import annotations

from rules.core.command import Command
from tests.trump_mahjong.rig import do, ended, rigged

DEALER = "2D 2D 3S 3S 7H 8H 9H 7D 8D 5C TC TS TC JC"  # discards 5C (b5)
JUNK = "TH JH QH KH TS JS QS KS AH 9H AS 9S 5H"
TANYAO_B5 = "2H 3H 4H 3D 4D 5D 6S 7S 8S 2C 2C 4C 6C"  # waits on b5 (4C 6C)
SEAT3 = "TD JD QD 6H JC QC KC AD 9D AC 9C 3H 7D"
B5 = 13  # the kind black 5


def table(draws: str = "5S KD 5C"):
    return rigged({0: DEALER, 1: JUNK, 2: TANYAO_B5, 3: SEAT3}, draws, drawn="5C")


def test_a_wait_among_the_own_discards_stops_ron_but_not_tsumo():
    s = table("QD 5S")
    s.state.seats[2].discarded.append(B5)
    s.state.cache.clear()
    assert s.view(2)["furiten"] and s.view(2)["waits"] == ["b5"]
    do(s, 0, "discard", "5C")
    assert 2 not in s.to_act()
    do(s, 1, "discard", "QD")
    assert Command(2, "win") in s.legal(2)  # furiten never stops a tsumo
    record = ended(do(s, 2, "win"))
    assert record["by"] == "tsumo" and record["winners"] == [2]


def test_a_passed_ron_stops_ron_until_the_own_next_discard():
    s = table()
    do(s, 0, "discard", "5C")
    do(s, 2, "pass")
    assert s.state.seats[2].passed
    do(s, 1, "discard", "5S")
    assert Command(2, "chi", ("4C", "6S")) in s.legal(2) and not any(c.action == "ron" for c in s.legal(2))
    assert "Furiten" in s.validate(Command(2, "ron", ("5S",)))
    do(s, 2, "pass")
    do(s, 2, "discard", "KD")
    assert not s.state.seats[2].passed
    do(s, 3, "discard", "5C")
    assert Command(2, "ron", ("5C",)) in s.legal(2)


def test_a_passed_ron_in_riichi_lasts_the_hand():
    s = table()
    s.state.seats[2].riichi = True
    do(s, 0, "discard", "5C")
    do(s, 2, "pass")
    assert s.state.seats[2].riichi_furiten
    do(s, 1, "discard", "5S")
    assert s.state.phase == "turn" and s.state.turn == 2  # no chi in riichi, no ron in furiten: seat 2 draws
    assert s.legal(2) == [Command(2, "discard", ("KD",))]
    do(s, 2, "discard", "KD")
    assert s.state.seats[2].riichi_furiten
    events = do(s, 3, "discard", "5C")
    assert s.state.turn == 0 and events[-1].kind == "drew"
