"""Kawuxing's CPU players and the hint on stacked walls: normal never feeds a disclosed wait while
it has another tile, takes wins, pungs and kongs in clear cases, discloses a ready hand with good
waits; the hint names a legal move and a reason; CPUs read only their view; seeded play of
normal against easy runs whole matches."""

from __future__ import annotations

import copy
import json

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.kawuxing.cpu import make_cpu
from rules.kawuxing.cpu_eval import Table, pengpeng_shanten
from rules.kawuxing.variant import VARIANT
from rules.mahjong.tiles import counts, parse_tiles, tile_from_code, tile_name
from tests.kawuxing.rig import do, meld, rigged

NAMES = {"names": ["Ann", "Ben", "Cy"]}

# Seat 0 (dealer) is ready after discarding Rd: 1-9p and 1112s wait on 2s and 3s, a plain hand.
# Seat 1 is ready with any of 3s/6s/9s gone once it draws 3s: 3s would be its natural discard.
DEFENCE = {
    0: "1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 1s 1s 2s Rd",
    1: "Wh Wh Wh Gn Gn Gn 7p 8p 9p 6s 7s 8s 9s",
    2: "1p 3p 5p 7p 4s 5s 5s 7s 8s 9s 9s 6p 8p",
}


def decide(session: Session, seat: int, level: str = "normal", seed: int = 1) -> tuple[Command, str]:
    return VARIANT.cpu(level, seed).decide(session.view(seat), session.legal(seat))  # type: ignore[attr-defined]


def test_levels_read_weakest_to_strongest():
    assert VARIANT.cpu_levels == ("random", "easy", "normal", "strong")  # weakest to strongest, as the picker lists them
    with pytest.raises(ValueError):
        make_cpu("expert", 1)


def test_normal_discloses_a_ready_hand_with_good_waits():
    s = rigged(DEFENCE, draws="3s Gn")
    command, reason = decide(s, 0)
    assert command == Command(0, "disclose", ("Rd",))
    assert reason == "Disclose with Red Dragon: you wait on 2 Bamboo, 3 Bamboo (7 unseen)."  # tiles by their names
    assert decide(s, 0, "easy", seed=3)[0].cards == ("Rd",)  # easy too keeps the hand ready


def test_normal_never_feeds_a_disclosed_wait_while_it_has_another_tile():
    s = rigged(DEFENCE, draws="3s Gn")
    do(s, 0, "disclose", "Rd")
    view = s.view(1)
    assert Table(view).disclosed_waits == {0: [19, 20]}  # 2s and 3s, read from the shown tiles
    for seed in range(6):
        command, _ = decide(s, 1, seed=seed)
        assert command.cards != ("3s",) and command in s.legal(1)
    assert any(decide(s, 1, "easy", seed)[0].cards == ("3s",) for seed in range(6))  # easy does feed it
    hint = VARIANT.hint(view, s.legal(1), NAMES)
    assert hint.command in s.legal(1) and hint.command.cards != ("3s",) and hint.reason


def test_the_hint_says_whose_disclosed_wait_it_keeps():
    hands = dict(DEFENCE)
    hands[1] = "Wh Wh Wh Gn Gn 7p 8p 9p 4p 5p 6p 8s 9s"  # drawing 3s, the loose tile
    s = rigged(hands, draws="3s Gn")
    do(s, 0, "disclose", "Rd")
    command, reason = VARIANT.cpu("normal", 1).decide(s.view(1), s.legal(1))  # type: ignore[attr-defined]
    assert command.cards not in (("2s",), ("3s",))
    hint = VARIANT.hint(s.view(1), s.legal(1), NAMES)
    assert hint.command.cards not in (("2s",), ("3s",))
    tile = tile_name(tile_from_code(hint.command.cards[0]))
    assert hint.reason == f"Discard {tile}: don't feed Ann's disclosed wait 3 Bamboo."


def test_with_no_safe_tile_normal_still_moves():
    hands = dict(DEFENCE)
    hands[1] = "2s 3s 3s"
    hands[2] = DEFENCE[2]
    s = rigged(hands, draws="2s Gn", melds={1: [meld("pung", "Wh Wh Wh", 2), meld("pung", "Gn Gn Gn", 2),
                                                meld("pung", "Rd Rd Rd", 2)]})
    do(s, 0, "disclose", "Rd")
    command, _ = decide(s, 1)
    assert command in s.legal(1) and command.cards[0] in ("2s", "3s")


def test_late_in_the_hand_normal_holds_back_a_one_suit_opponents_suit():
    hands = {0: "1s 2s 4s 5s 6s Wh Wh Gn Gn 1p 9s Rd 8s 3s", 1: "2s 4s 6s 8s 1s 3s 5s 7s 9s Rd Rd Gn 4s",
             2: "5p 6p 9p 9p"}
    melds = {2: [meld("pung", "2p 2p 2p", 1), meld("pung", "4p 4p 4p", 1), meld("pung", "7p 7p 7p", 0)]}
    chosen = {}
    for remaining in (40, 16):
        s = rigged(hands, melds=melds, drawn="3s", remaining=remaining)
        st = s.state  # seat 2 has thrown no dots: it is collecting them
        st.seats[1].river += st.seats[2].river
        st.seats[2].river = []
        chosen[remaining] = decide(s, 0)[0].cards[0]
        hint = VARIANT.hint(s.view(0), s.legal(0), NAMES)
    assert chosen == {40: "1p", 16: "Rd"}  # early the loose 1p goes; late, dots are held back
    assert hint.command.cards == ("Rd",) and "Cy" in hint.reason and "one suit" in hint.reason


def test_cpus_take_a_win():
    s = rigged(DEFENCE, draws="3s 1s 2s")
    do(s, 0, "disclose", "Rd")
    do(s, 1, "discard", "Wh")
    do(s, 2, "discard", "1s")
    for level in ("random", "easy", "normal"):
        assert VARIANT.cpu(level, 2).choose(s.view(0), s.legal(0)) == Command(0, "win")
    # and on a discard: seat 1 lets 3s go, the discloser wins on it
    s = rigged(DEFENCE, draws="3s Gn")
    do(s, 0, "disclose", "Rd")
    do(s, 1, "discard", "3s")
    assert Command(0, "ron", ("3s",)) in s.legal(0)
    for level in ("random", "easy", "normal"):
        assert VARIANT.cpu(level, 2).choose(s.view(0), s.legal(0)) == Command(0, "ron", ("3s",))


PUNG = {
    0: "1p 2p 3p 5p 6p 7p 1s 2s 3s 9s Wh Gn Rd 9p",
    1: "Rd Rd 1p 2p 3p 4p 5p 6p 7s 8s 9s 2s Wh",  # a pung of Rd makes it ready
    2: "1p 3p 8p 9p 2s 4s 6s 8s Gn 5s 5p 7p 6s",
}


def test_normal_pungs_when_it_brings_the_hand_closer():
    s = rigged(PUNG, draws="3s")
    do(s, 0, "discard", "Rd")
    command, reason = decide(s, 1)
    assert command == Command(1, "pung", ("Rd",)) and "closer" in reason


def test_normal_does_not_pung_out_of_seven_pairs():
    hands = dict(PUNG)
    hands[1] = "Rd Rd Gn Gn Wh Wh 5p 5p 9s 9s 1p 4s 7p"  # five pairs
    hands[2] = "1p 3p 8p 9p 2s 4s 6s 8s Gn 5s 2p 7p 6s"
    s = rigged(hands, draws="3s")
    do(s, 0, "discard", "Rd")
    command, reason = decide(s, 1)
    assert command == Command(1, "pass") and "七対" in reason


KONG = {
    0: "Gn Gn Gn Gn 1p 2p 3p 4p 5p 6p 7s 8s 9s 2s",
    1: "2p 4p 6p 8p 1s 3s 5s 7s 9s Wh Wh 1p 4s",
    2: "1p 3p 8p 9p 2s 4s 6s 8s Rd Rd Rd 7p 6s",
}


def test_normal_kongs_four_loose_tiles():
    s = rigged(KONG, drawn="2s")
    assert decide(s, 0)[0] == Command(0, "closed_kong", ("Gn",))


def test_normal_keeps_a_wide_ready_hand_rather_than_kong_it_apart():
    hands = {0: "2p 2p 2p 2p 3p 4p 5p 6p 7p 8p 9p 9p 9p Rd", 1: "2s 4s 6s 8s 1s 3s 5s 7s 9s Wh Wh Gn 4s",
             2: "1s 3s 8s 9s 2s 4s 6s 8s Rd Rd Gn 7s 6s"}
    s = rigged(hands, drawn="Rd")
    assert Command(0, "closed_kong", ("2p",)) in s.legal(0)
    command, reason = decide(s, 0)
    assert command.cards == ("Rd",) and command.action in ("discard", "disclose") and "unseen" in reason
    assert decide(s, 0, "easy")[0].action == "closed_kong"  # easy kongs whenever it may


def test_normal_kongs_when_the_wait_is_thin():
    hands = {0: "3p 3p 3p 3p 4p 5p 7s 8s 9s Wh Wh Wh Gn 2s", 1: "2p 4p 6p 8p 1s 3s 5s 7s 9s Gn Gn 1p 4s",
             2: "1p 1p 8p 9p 2s 4s 6s 8s Rd Rd Rd 7p 6s"}
    s = rigged(hands, drawn="2s")
    assert decide(s, 0)[0] == Command(0, "closed_kong", ("3p",))


def test_a_direct_kong_is_taken_when_offered():
    hands = dict(KONG)
    hands[0] = "1p 2p 3p 5p 6p 7p 1s 2s 3s 9s Wh Gn Rd 9p"
    hands[1] = "Rd Rd Rd 2p 4p 6p 8p 1s 3s 5s 7s 9s 4s"
    hands[2] = "1p 3p 8p 9p 2s 4s 6s 8s Gn Gn 7p 6s 5s"
    s = rigged(hands, draws="3s", supplements="Wh")
    do(s, 0, "discard", "Rd")
    assert decide(s, 1)[0] == Command(1, "kong", ("Rd",))


def test_pengpeng_distance():
    assert pengpeng_shanten(counts(parse_tiles("1p 1p 1p 2p 2p 2p 3s 3s 3s 4s 4s Rd Rd")), 0) == 0
    assert pengpeng_shanten(counts(parse_tiles("1p 1p 2p 2p 3s 3s 4s")), 2) == 1


def test_the_hint_names_a_legal_move_and_a_reason_in_every_phase():
    session = Session(VARIANT, 3, {"hands_per_game": 2}, 11)
    cpus = [VARIANT.cpu("normal", 20 + i) for i in range(3)]
    phases = set()
    while not session.is_over():
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        hint = VARIANT.hint(view, legal, NAMES)
        assert hint.command in legal and hint.reason and "\n" not in hint.reason
        phases.add(view["phase"])
        session.submit(cpus[seat].choose(view, legal))
    assert {"turn", "claim"} <= phases


def test_cpus_read_only_their_view_and_repeat_from_the_seed():
    s = rigged(DEFENCE, draws="3s Gn")
    do(s, 0, "disclose", "Rd")
    view, legal = s.view(1), s.legal(1)
    before = copy.deepcopy(view)
    plain = json.loads(json.dumps(view))  # a view is plain data: the CPU needs nothing else
    for level in ("random", "easy", "normal"):
        assert VARIANT.cpu(level, 4).choose(view, legal) == VARIANT.cpu(level, 4).choose(plain, legal)
    assert view == before  # and leaves it untouched
    a = Session(VARIANT, 3, {"hands_per_game": 2}, 5)
    b = Session(VARIANT, 3, {"hands_per_game": 2}, 5)
    levels = ["normal", "easy", "normal"]
    cpus_a = [VARIANT.cpu(lv, 9 + i) for i, lv in enumerate(levels)]
    cpus_b = [VARIANT.cpu(lv, 9 + i) for i, lv in enumerate(levels)]
    while not a.is_over():
        seat = min(a.to_act())
        ca = cpus_a[seat].choose(a.view(seat), a.legal(seat))
        assert ca == cpus_b[seat].choose(b.view(seat), b.legal(seat))
        a.submit(ca)
        b.submit(ca)
    assert a.digest() == b.digest()


def test_sixty_seeded_hands_of_normal_against_easy():
    hands = won = 0
    for seed in range(5):
        levels = [["normal", "easy", "easy"][(i + seed) % 3] for i in range(3)]
        session = Session(VARIANT, 3, {"hands_per_game": 12}, 100 + seed)
        cpus = [VARIANT.cpu(lv, seed * 3 + i) for i, lv in enumerate(levels)]
        while not session.is_over():
            seat = min(session.to_act())
            session.submit(cpus[seat].choose(session.view(seat), session.legal(seat)))
        hands += len(session.state.history)
        won += sum(1 for r in session.state.history if r["winners"])
    assert hands == 60 and won > 0
