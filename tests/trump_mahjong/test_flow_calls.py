"""Calls on a discard and their priority (spec §5, §18): ron > pon/kong > chi, chi by the 下家
only, kuikae, no calls but ron on the last discard or from a riichi hand, kongs and their
replacement cards, robbing an added kong."""

from __future__ import annotations

from rules.core.command import Command
from tests.trump_mahjong.rig import do, ended, kinds, meld, rigged

DEALER = "2D 2D 3S 3S 7H 8H 9H 7D 8D 5C TC TS TC JC"  # discards 5C (b5)
JUNK = "TH JH QH KH TS JS QS KS AH 9H AS 9S 5H"  # thirteen kinds, no two alike, nothing to call
TANYAO_B5 = "2H 3H 4H 3D 4D 5D 6S 7S 8S 2C 2C 4C 6C"  # all simples, waits on b5 (4-6)


def test_ron_beats_pon_and_is_paid_by_the_discarder():
    s = rigged({0: DEALER, 1: "5S 5S AD 9D AC 9C 4S 6H JD QD KD QC KC", 2: TANYAO_B5, 3: JUNK}, drawn="5C")
    do(s, 0, "discard", "5C")
    assert s.to_act() == {1, 2}
    assert Command(1, "pon", ("5C",)) in s.legal(1) and Command(2, "ron", ("5C",)) in s.legal(2)
    assert do(s, 1, "pon", "5C") == []  # answers stay secret until all are in
    record = ended(do(s, 2, "ron", "5C"))
    assert record["winners"] == [2] and record["by"] == "ron"
    # tanyao 1 han; fu 20 + 10 closed ron + 2 kanchan = 32 -> 40; base 40 x 2^3 = 320; ron 4 x 320 = 1,280 -> 1,300
    assert record["wins"][0]["score"]["han"] == 1 and record["wins"][0]["score"]["fu"] == 40
    assert record["deltas"] == [-1300, 0, 1300, 0]


def test_pon_beats_chi_and_kuikae_bars_the_called_kind():
    s = rigged({0: DEALER, 1: "4C 6C AD 9D AC 9C 4S 6H JD QD KD QC KC",
                2: "5S 5S 5C 2H 3H 4H 3D 4D 5D 7S 8S 9S KD", 3: JUNK}, drawn="5C")
    do(s, 0, "discard", "5C")
    assert s.to_act() == {1, 2}
    assert Command(1, "chi", ("4C", "6C")) in s.legal(1)
    assert {c.action for c in s.legal(2)} == {"pass", "pon", "exposed_kong"}
    do(s, 1, "chi", "4C", "6C")
    events = do(s, 2, "pon", "5C")
    assert kinds(events) == ["called"] and events[0].data["from"] == 0
    st = s.state
    assert st.turn == 2 and st.drawn is None and "5C" not in st.seats[0].river  # the called card left the river
    assert [m.kind for m in st.seats[2].melds] == ["pung"]
    assert st.seats[2].hand.count("5S") == 1  # the pon took two of the kind; the third stays
    assert Command(2, "discard", ("5S",)) not in s.legal(2)
    assert "Kuikae" in s.validate(Command(2, "discard", ("5S",)))
    assert all(c.action == "discard" for c in s.legal(2))  # no tsumo or kong right after a pon


def test_chi_only_by_the_next_player_and_kuikae_bars_the_other_end():
    s = rigged({0: "2D 2D 3S 3S 7H 8H 9H 7D 8D 4C TC TS TC JC", 1: "5S 6S 7S 4S 2H 3H 4H AD 9D AC 9C JD QD",
                2: "5C 6C 8C 8C 2S 2S KH KH KD KD QC QC JH", 3: "TH JH QS AH 9H AS 9S 5H 7D JS TS 2C 3C"},
               drawn="4C")
    do(s, 0, "discard", "4C")
    assert s.to_act() == {1}  # seat 2 holds 5C 6C but is not the discarder's 下家
    assert Command(1, "chi", ("5S", "6S")) in s.legal(1)
    do(s, 1, "chi", "5S", "6S")
    # a chi of b4 with b5 b6 bars b4 and b7 from this discard (§5)
    for card in ("4S", "7S"):
        assert Command(1, "discard", (card,)) not in s.legal(1)
        assert s.validate(Command(1, "discard", (card,))) is not None
    assert Command(1, "discard", ("2H",)) in s.legal(1)
    do(s, 1, "discard", "2H")
    assert s.state.forbidden == []  # the bar lasts one discard


def test_a_chi_that_would_leave_no_legal_discard_is_not_offered():
    # no yaku to ron with: open, a terminal pung, a chow (4S 4C 5S 6S 7S would be complete)
    melds = {1: [meld("pung", "AH AH AD", 3), meld("pung", "9S 9S 9C", 3), meld("chow", "7D 8D 9D", 0)]}
    s = rigged({0: DEALER.replace("5C", "4C").replace("7D 8D", "7S 8S"), 1: "5S 6S 7S 4S",
                2: "5C 6C 8C 8C 2S 2S 6H 6H 6D 6D QC QC 9C", 3: "TH 9H AS 5H 7H JS TS 2C 3C 3D QS KS KH"},
               drawn="4C", melds=melds)
    events = do(s, 0, "discard", "4C")  # chi 5S 6S would leave 7S and 4S, both barred
    assert s.state.choices == {} and kinds(events)[-1] == "drew" and s.to_act() == {1}
    assert not any(c.action == "chi" for c in s.legal(1))


def test_the_last_discard_may_only_be_ronned_and_wins_houtei():
    s = rigged({0: DEALER, 1: "5S 5S AD 9D AC 9C 4S 6H JD QD KD QC KC", 2: TANYAO_B5, 3: JUNK}, drawn="5C",
               remaining=0)
    do(s, 0, "discard", "5C")
    assert s.state.final and s.to_act() == {2}  # seat 1's pon is not offered on the last discard
    assert s.validate(Command(1, "pon", ("5C",))) == "It is not your turn."
    record = ended(do(s, 2, "ron", "5C"))
    assert ["houtei", 1] in record["wins"][0]["score"]["yaku"]


def test_a_riichi_hand_may_not_pon_but_may_ron():
    s = rigged({0: DEALER, 1: "5S 5S AD AD AH 2H 3H 4H 6D 7D 8D QC QC", 2: TANYAO_B5, 3: JUNK}, drawn="5C")
    s.state.seats[1].riichi = True
    do(s, 0, "discard", "5C")
    assert s.legal(1) == [Command(1, "pass"), Command(1, "ron", ("5C",))]  # shanpon b5 / bQ: ron, no pon


def test_exposed_kong_draws_from_the_tail_and_needs_a_live_draw():
    hands = {0: DEALER, 1: "5S 5S 5C AD 9D AC 9C 4S 6H JD QD KD QC", 2: "2H 3H 4H 3D 4D 5D 6S 7S 8S 2C 2C KH KH",
             3: JUNK.replace("KH", "KD")}
    s = rigged(hands, draws="3C", replacements="8C", drawn="5C")
    do(s, 0, "discard", "5C")
    events = do(s, 1, "exposed_kong", "5C")
    assert kinds(events) == ["called", "kong", "drew"]
    assert events[-1].data["replacement"] and events[-1].cards == ("8C",)
    st = s.state
    assert st.turn == 1 and st.drawn == "8C" and st.replacement and st.seats[1].melds[0].kind == "kong_exposed"
    assert s.state.wall.peek(1) == ["3C"]  # the front of the wall is untouched
    # with no live draw left (the last card drawn), no kong
    s2 = rigged(hands, drawn="5C", remaining=1)
    do(s2, 0, "discard", "5C")
    assert "exposed_kong" in {c.action for c in s2.legal(1)}
    s3 = rigged(hands, drawn="5C", remaining=0)
    assert kinds(do(s3, 0, "discard", "5C"))[:2] == ["discarded", "hand_drawn"]  # no call but ron on the last discard


def test_concealed_kong_is_a_turn_move_after_a_draw_only_while_a_live_draw_remains():
    hand = "5S 5S 5C 5C AD 9D AC 9C 4S 6H JD QD KD QC"
    s = rigged({0: hand, 1: JUNK, 2: TANYAO_B5.replace("2C 2C", "2S 2S"), 3: "2D 3D 4D 6D 7D 8D 3S 4S 6S 7S TD QS QH"},
               replacements="8C", drawn="5C")
    # one kong of the kind, whichever suits it holds (D-18)
    assert [c for c in s.legal(0) if c.action == "concealed_kong"] == [Command(0, "concealed_kong", ("5C",))]
    events = do(s, 0, "concealed_kong", "5C")
    assert kinds(events) == ["kong", "drew"] and s.state.drawn == "8C" and s.state.called
    assert events[0].cards == ("??", "5C", "5S", "??")
    assert s.view(1)["seats"][0]["melds"][0]["tiles"] == ["??", "5C", "5S", "??"]  # the inner two show the kind (§12)
    s2 = rigged({0: hand, 1: JUNK, 2: TANYAO_B5.replace("2C 2C", "2S 2S"), 3: "2D 3D 4D 6D 7D 8D 3S 4S 6S 7S TD QS QH"},
                drawn="5C", remaining=0)
    assert not any(c.action == "concealed_kong" for c in s2.legal(0))
    assert "No kong" in s2.validate(Command(0, "concealed_kong", ("5C",)))


def test_an_added_kong_can_be_robbed_and_otherwise_completes():
    hands = {0: "5C AD 9D AC 9C 4S 6H JD QD KD QC", 1: JUNK, 2: TANYAO_B5, 3: "2D 3D 4D 6D 7D 8D 3S 4S 6S 7S TD QS QH"}
    melds = {0: [meld("pung", "5S 5S 5C", 2)]}
    s = rigged(hands, replacements="8C", drawn="5C", melds=melds)
    events = do(s, 0, "added_kong", "5C")
    assert kinds(events) == ["adding_kong"] and s.to_act() == {2} and s.legal(2)[-1] == Command(2, "rob", ("5C",))
    record = ended(do(s, 2, "rob", "5C"))
    assert record["by"] == "rob" and ["chankan", 1] in record["wins"][0]["score"]["yaku"]
    s2 = rigged(hands, replacements="8C", drawn="5C", melds=melds)
    do(s2, 0, "added_kong", "5C")
    events = do(s2, 2, "pass")
    assert kinds(events) == ["kong", "drew"] and s2.state.seats[0].melds[0].kind == "kong_added"
    assert s2.state.seats[2].passed  # passing a chance to rob is a passed win (§7)


def test_three_players_may_chi_and_the_next_seat_wraps_round():
    s = rigged({2: "2D 2D 3S 3S 7H 8H 9H 7D 8D 4C TC TS TC JC", 0: "5S 6S 7S 4S 2H 3H 4H AD 9D AC 9C JD QD",
                1: JUNK}, players=3, dealer=2, drawn="4C")
    do(s, 2, "discard", "4C")
    assert s.to_act() == {0} and Command(0, "chi", ("5S", "6S")) in s.legal(0)  # seat 0 is seat 2's 下家
    assert kinds(do(s, 0, "chi", "5S", "6S")) == ["called"] and s.state.turn == 0
