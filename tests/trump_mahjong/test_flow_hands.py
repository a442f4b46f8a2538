"""How hands end and what follows (spec §3, §9, §11.4-§11.5): several rons or head bump, 天和 and
地和, haitei, the exhaustive draw and its noten payments, dealer and honba, bust, the end of the
game and its ranking, jokers and their replacement cards."""

from __future__ import annotations

from rules.core.command import Command
from tests.trump_mahjong.rig import do, ended, kinds, rigged

DEALER = "TH TH TD JH JH JD QS QS QC KD AD 9D 9D 5C"  # discards 5C (b5)
SEAT1 = "KH KS KC AH AS AC 9H 9S 9C 5H 6H 8C 2S"  # nothing to call on b5
TANYAO_B5 = "2H 3H 4H 3D 4D 5D 6S 7S 8S 2C 2C 4C 6C"  # waits on b5 (4C 6C)
SHANPON_B5 = "2H 3H 4H 6D 7D 8D 6S 7S 8S 3C 3C 5S 5S"  # waits on b3 / b5
COMPLETE = "2H 3H 4H 6D 7D 8D 3S 4S 5S 6C 7C 8C QH QH"  # four runs and a pair
NOTEN = "TC JC QC KS AH 9H AS 9S 5H 7D 2D 4S 8D"  # far from tenpai
NOTEN_B = "TD JD QD KC AD 9D AC 9C 5D 7H 2H 4C 8C"
NOTEN_C = "TH JH QH KH TS JS QS 3D 6D 3C 6C AD 9D"


def two_rons(**kw):
    s = rigged({0: DEALER, 1: SEAT1, 2: TANYAO_B5, 3: SHANPON_B5}, drawn="5C", **kw)
    s.state.honba, s.state.deposits = 1, 1000
    do(s, 0, "discard", "5C")
    assert s.to_act() == {2, 3}
    do(s, 3, "ron", "5C")
    return s, do(s, 2, "ron", "5C")


def test_several_rons_are_each_paid_and_the_nearest_takes_honba_and_deposits():
    s, events = two_rons()
    record = ended(events)
    assert record["winners"] == [2, 3]
    # each tanyao 1 han 40 fu = 1,300 (seat 3: 20 + 10 closed ron + 2 open simple pung = 32 -> 40);
    # seat 2, nearer the discarder, also gets 300 honba and the 1,000 deposit
    assert record["deltas"] == [-2900, 0, 2600, 1300]
    assert s.state.dealer == 1 and s.state.honba == 0 and s.state.deposits == 0  # a non-dealer win


def test_head_bump_pays_only_the_first_winner_from_the_discarder():
    s, events = two_rons(options={"multiple_ron": False})
    record = ended(events)
    assert record["winners"] == [2] and record["deltas"] == [-1600, 0, 2600, 0]


def test_tenhou_is_the_dealers_complete_starting_hand():
    s = rigged({0: COMPLETE, 1: SEAT1, 2: TANYAO_B5.replace("2H 3H 4H", "AD 2D 3D"), 3: NOTEN}, drawn="QH",
               first_turn=True)
    record = ended(do(s, 0, "win"))
    assert record["wins"][0]["score"]["yakuman"] == [["tenhou", 1]]
    assert record["deltas"] == [48000, -16000, -16000, -16000]  # 8,000 x 2 from each
    assert s.state.dealer == 0 and s.state.honba == 1  # the dealer keeps the deal


def test_chiihou_is_a_non_dealers_first_draw_with_no_call_before():
    hands = {0: NOTEN, 1: COMPLETE, 2: TANYAO_B5.replace("2H 3H 4H", "AD 2D 3D"), 3: SEAT1.replace("AH", "JD")}
    s = rigged(hands, dealer=0, turn=1, drawn="QH", first_turn=True)
    record = ended(do(s, 1, "win"))
    assert record["wins"][0]["score"]["yakuman"] == [["chiihou", 1]]
    assert record["deltas"] == [-16000, 32000, -8000, -8000]
    s = rigged(hands, dealer=0, turn=1, drawn="QH", first_turn=True)
    s.state.called = True  # a call by anyone before the first draw
    record = ended(do(s, 1, "win"))
    assert record["wins"][0]["score"]["yakuman"] == [] and ["menzen_tsumo", 1] in record["wins"][0]["score"]["yaku"]


def test_haitei_is_a_tsumo_on_the_last_live_card():
    s = rigged({0: NOTEN + " QC", 1: COMPLETE[:-3], 2: TANYAO_B5.replace("2H 3H 4H", "AD 2D 3D"),
                3: SEAT1.replace("AH", "JD")}, "QH", drawn="QC", remaining=1)
    do(s, 0, "discard", "QC")
    assert s.state.haitei and s.state.wall.live_count == 0
    record = ended(do(s, 1, "win"))
    assert ["haitei", 1] in record["wins"][0]["score"]["yaku"]


def exhaustive(dealer_hand: str, seat2: str):
    """Seat 3 has drawn the last card and discards it; nobody calls."""
    s = rigged({0: dealer_hand, 1: NOTEN, 2: seat2, 3: SEAT1 + " JD"}, turn=3, drawn="JD", remaining=0)
    return s, do(s, 3, "discard", "JD")


def test_exhaustive_draw_noten_payments_and_a_tenpai_dealer_keeps_the_deal():
    s, events = exhaustive(TANYAO_B5, SHANPON_B5)
    record = ended(events)
    assert record["result"] == "draw" and record["tenpai"] == [0, 2]
    assert record["deltas"] == [1500, -1500, 1500, -1500]  # 3,000 from the two noten to the two tenpai
    assert s.state.dealer == 0 and s.state.honba == 1 and s.state.hand_no == 2
    assert kinds(events)[-1] != "match_ended" and "hand_started" in kinds(events)


def test_a_noten_dealer_loses_the_deal_and_honba_still_rises():
    s, events = exhaustive(NOTEN_B, TANYAO_B5)
    record = ended(events)
    assert record["tenpai"] == [2] and record["deltas"] == [-1000, -1000, 3000, -1000]
    assert s.state.dealer == 1 and s.state.honba == 1


def test_a_dealer_win_keeps_the_deal_and_honba_is_paid():
    s = rigged({0: "TH TH TD JH JH JD QS QS QC KD AD 9D 9D 5C", 1: TANYAO_B5, 2: SEAT1, 3: SHANPON_B5},
               dealer=1, turn=0, drawn="5C")
    s.state.honba = 2
    do(s, 0, "discard", "5C")
    record = ended(do(s, 1, "ron", "5C") + (do(s, 3, "pass") if 3 in s.to_act() else []))
    # dealer ron: 6 x 320 = 1,920 -> 2,000, + 2 honba x 300
    assert record["deltas"][1] == 2600 and s.state.dealer == 1 and s.state.honba == 3


def test_bust_ends_the_game_unless_tobi_is_off():
    s = rigged({0: DEALER, 1: SEAT1, 2: TANYAO_B5, 3: NOTEN}, drawn="5C", scores=[1000, 25000, 25000, 24000])
    do(s, 0, "discard", "5C")
    events = do(s, 2, "ron", "5C")
    assert s.is_over() and kinds(events)[-1] == "match_ended" and events[-1].data["bust"]
    assert [row["seat"] for row in s.state.standings] == [2, 1, 3, 0] and s.state.scores[0] == -300
    s = rigged({0: DEALER, 1: SEAT1, 2: TANYAO_B5, 3: NOTEN}, drawn="5C", scores=[1000, 25000, 25000, 24000],
               options={"tobi": False})
    do(s, 0, "discard", "5C")
    assert "hand_started" in kinds(do(s, 2, "ron", "5C")) and not s.is_over()


def test_the_game_ends_when_the_last_dealer_loses_the_deal_ties_to_the_nearer_seat_deposits_to_first():
    # East only; seat 1 dealt first, so seat 0 is the round's last dealer
    s = rigged({0: NOTEN.replace("7D", "QD"), 1: NOTEN_B, 2: NOTEN_C, 3: SEAT1 + " JD"}, dealer=0, first_dealer=1, turn=3, drawn="JD", remaining=0,
               scores=[25000, 24000, 25000, 25000], options={"rounds": 1})
    s.state.deposits = 1000
    events = do(s, 3, "discard", "JD")
    assert s.is_over() and kinds(events)[-2:] == ["hand_ended", "match_ended"]
    # all noten: nobody pays. Seats 0, 2, 3 tie at 25,000: from the first dealer (1) the order is 2, 3, 0
    assert [row["seat"] for row in s.state.standings] == [2, 3, 0, 1]
    assert s.state.scores == [25000, 24000, 26000, 25000] and events[-1].data["deposits"] == 1000
    assert s.legal(0) == [] and s.validate(Command(0, "discard", ("QD",))) == "The game is over."


def test_a_drawn_joker_is_laid_out_and_replaced_from_the_tail_a_win_on_it_is_rinshan():
    hands = {0: NOTEN + " QC", 1: COMPLETE[:-3], 2: TANYAO_B5.replace("2H 3H 4H", "AD 2D 3D"),
             3: SEAT1.replace("AH", "JD")}
    s = rigged(hands, "JK1", "QH", drawn="QC", options={"jokers": True})
    events = do(s, 0, "discard", "QC")
    assert kinds(events)[-3:] == ["drew", "joker", "drew"] and events[-1].data["replacement"]
    assert s.state.seats[1].jokers == ["JK1"] and s.state.drawn == "QH" and s.state.replacement
    record = ended(do(s, 1, "win"))
    score = record["wins"][0]["score"]
    assert ["rinshan", 1] in score["yaku"] and score["joker_han"] == 1


def test_a_joker_with_no_card_left_to_replace_it_ends_the_hand():
    hands = {0: NOTEN + " QC", 1: COMPLETE[:-3], 2: TANYAO_B5, 3: SEAT1.replace("AH", "JD")}
    s = rigged(hands, "JK1", drawn="QC", remaining=1, options={"jokers": True})
    events = do(s, 0, "discard", "QC")
    assert "joker" in kinds(events) and ended(events)["result"] == "draw"


def test_three_players_keep_a_reserve_pay_tsumo_without_the_absent_share_and_noten_2000():
    # chinitsu 6 + menzen tsumo 1 + pinfu 1 (r3 pair, 5-6 waiting on 7) + ittsu 2 + haitei 1 = 11 han:
    # sanbaiman, base 6,000: the dealer pays 12,000, the other 6,000 (18,000, not 4-player's 24,000)
    s = rigged({0: NOTEN + " QD", 1: "AH 2H 3H 4D 5D 6D 7H 8H 9H 3D 3D 5H 6H", 2: NOTEN_B}, "7D", players=3,
               drawn="QD", remaining=15)
    assert s.state.wall.live_count == 1 and s.state.rules.reserve == 14
    do(s, 0, "discard", "QD")
    assert s.state.haitei
    record = ended(do(s, 1, "win"))
    assert record["deltas"] == [-12000, 18000, -6000]
    s = rigged({0: TANYAO_B5, 1: NOTEN, 2: SEAT1 + " JD"}, players=3, turn=2, drawn="JD", remaining=14)
    record = ended(do(s, 2, "discard", "JD"))
    assert record["tenpai"] == [0] and record["deltas"] == [2000, -1000, -1000]
    assert s.state.wall.remaining == 0 or s.state.hand_no == 2  # a new hand was dealt
