"""Riichi (spec §6): the declaration and its deposit, double riichi and ippatsu, the locked hand,
the refusals with their reasons, and a riichi discard that is ronned."""

from __future__ import annotations

from rules.core.command import Command
from tests.trump_mahjong.rig import do, ended, kinds, meld, rigged

READY = "2H 3H 4H 6D 7D 8D 3S 4S 5S 7C 8C QH QD KS"  # discarding KS waits on b6 / b9 (7C 8C), pair rQ
S1 = "TH JH KH TS JS AH 9H AS 9S 5H 2D 6H QS"
S2 = "TD JD KD TC JC AD 9D AC 9C 5D 2H 6D QC"
S3 = "3D 4D 8H 8S 2S 2C 6S 6C KC QC 7H 5C 4C"


def first_go(d1: str = "QH", d2: str = "KH", d3: str = "JD", d0: str = "TC", **kw):
    return rigged({0: READY, 1: S1, 2: S2, 3: S3}, f"{d1} {d2} {d3} {d0}", drawn="KS", first_turn=True, **kw)


def go_round(s, *discards: str) -> list:
    events = []
    for seat, card in zip((1, 2, 3), discards):
        events += do(s, seat, "discard", card)
    return events


def test_riichi_puts_a_deposit_on_the_table_and_locks_the_hand():
    s = first_go()
    assert Command(0, "riichi", ("KS",)) in s.legal(0)
    assert Command(0, "riichi", ("QH",)) not in s.legal(0)
    events = do(s, 0, "riichi", "KS")
    assert kinds(events)[:3] == ["discarded", "riichi", "drew"]
    assert events[1].data == {"double": True, "deposits": 1000}  # the first discard, before any call
    st = s.state
    assert st.scores[0] == 24000 and st.deposits == 1000 and st.seats[0].riichi and st.seats[0].riichi_at == 0
    assert s.view(2)["seats"][0]["riichi_at"] == 0  # the riichi card is marked for everyone (§12)
    go_round(s, "QH", "KH", "JD")
    assert s.legal(0) == [Command(0, "discard", ("TC",))]  # the drawn card goes
    assert "cannot change" in s.validate(Command(0, "discard", ("QH",)))
    assert st.seats[0].ippatsu
    do(s, 0, "discard", "TC")
    assert not st.seats[0].ippatsu and st.seats[0].riichi  # ippatsu ends at the own next discard


def test_no_kong_after_riichi_even_concealed():
    hand = "2H 3H 4H 6D 7D 8D 5S 5S 5C 7C 8C QH QD KS"
    s = rigged({0: hand, 1: S1, 2: S2.replace("9C", "9D").replace("9D 5D", "8D 5D"), 3: S3.replace("5C", "3C")},
               "QH KH JD 5C", drawn="KS")
    do(s, 0, "riichi", "KS")
    go_round(s, "QH", "KH", "JD")
    assert s.state.drawn == "5C" and s.legal(0) == [Command(0, "discard", ("5C",))]
    assert s.validate(Command(0, "concealed_kong", ("5C",))) is not None


def test_double_riichi_with_ippatsu_on_a_ron_in_the_first_go_round():
    s = first_go(d2="9C")
    do(s, 0, "riichi", "KS")
    do(s, 1, "discard", "QH")
    do(s, 2, "discard", "9C")
    assert s.legal(0)[-1] == Command(0, "ron", ("9C",))
    record = ended(do(s, 0, "ron", "9C"))
    yaku = dict(map(tuple, record["wins"][0]["score"]["yaku"]))
    assert yaku.get("double_riichi_ippatsu") == 3 and "riichi" not in yaku and "double_riichi" not in yaku
    # the deposit came back with the win: 25,000 - 1,000 + 1,000 + the ron
    assert s.state.history[-1]["deltas"][0] == record["deltas"][0] and record["deltas"][2] < 0
    assert sum(record["deltas"]) == 1000  # the deposit on the table joins the points


def test_a_call_ends_ippatsu():
    s = first_go(d1="2S")
    do(s, 0, "riichi", "KS")
    do(s, 1, "discard", "2S")
    assert s.to_act() == {3}
    do(s, 3, "pon", "2S")
    assert not s.state.seats[0].ippatsu and s.state.called
    record = ended(do(s, 3, "discard", "6C") + do(s, 0, "ron", "6C"))
    yaku = dict(map(tuple, record["wins"][0]["score"]["yaku"]))
    assert yaku.get("double_riichi") == 2 and "double_riichi_ippatsu" not in yaku


def test_riichi_after_a_call_is_no_double_riichi():
    s = first_go(d1="2S", d2="TC", d0="KH")  # after the pon seat 0 draws the second card
    do(s, 0, "discard", "KS")
    do(s, 1, "discard", "2S")
    do(s, 3, "pon", "2S")  # a call before the riichi: no double riichi
    do(s, 3, "discard", "KC")
    do(s, 0, "riichi", "TC")
    st = s.state
    assert st.seats[0].riichi and not st.seats[0].double_riichi and st.seats[0].ippatsu


def test_riichi_refusals_say_why():
    s = rigged({0: READY, 1: S1, 2: S2, 3: S3}, drawn="KS", scores=[900, 25000, 25000, 25000])
    assert not any(c.action == "riichi" for c in s.legal(0))
    assert "1,000" in s.validate(Command(0, "riichi", ("KS",)))
    s = rigged({0: READY, 1: S1, 2: S2, 3: S3}, drawn="KS", remaining=3)
    assert "4 live draws" in s.validate(Command(0, "riichi", ("KS",)))
    s = rigged({0: READY, 1: S1, 2: S2, 3: S3}, drawn="KS")
    assert "not be tenpai" in s.validate(Command(0, "riichi", ("2H",)))
    opened = rigged({0: "2H 3H 4H 6D 7D 8D 7C 8C QH QD KS", 1: S1, 2: S2, 3: S3}, drawn="KS",
                    melds={0: [meld("pung", "3S 3S 3C", 2)]})
    assert not any(c.action == "riichi" for c in opened.legal(0))
    assert "closed hand" in opened.validate(Command(0, "riichi", ("KS",)))


def test_a_ronned_riichi_discard_does_not_count():
    s = rigged({0: READY, 1: S1, 2: "KC KC 2H 3H 4H 5D 6D 7D 6H 7H 8H 9D 9D", 3: S3.replace("KC", "JC")}, drawn="KS")
    do(s, 0, "riichi", "KS")
    assert s.to_act() == {2} and s.state.deposits == 0 and s.state.scores[0] == 25000  # not yet paid
    record = ended(do(s, 2, "ron", "KS"))
    # fanpai 1 han; fu 20 + 10 closed ron + 4 open bK pung (completed by ron) + 0 = 34 -> 40; 4 x 320 = 1,300
    assert record["deltas"] == [-1300, 0, 1300, 0] and record["hands"][0]["riichi"] is False
    assert s.state.deposits == 0
