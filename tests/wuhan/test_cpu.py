"""CPU players and the hint read only a seat's view: they take wins, shed 中, keep one laizi,
call for the open mouth a win needs, and the normal one defends against one-suit shapes."""

from __future__ import annotations

from rules.core.command import Command
from rules.core.session import Session
from rules.wuhan.variant import VARIANT
from tests.wuhan.rig import meld, rigged
from tests.wuhan.test_flow import BASE


def choose(session, seat: int, level: str = "normal") -> Command:
    return VARIANT.cpu(level, 1).choose(session.view(seat), session.legal(seat))


def test_the_view_hides_other_hands_and_concealed_kongs():
    hands = dict(BASE)
    hands[2] = "9p 9p 2m 5m 8m 2s 6s 6s 發 發"
    s = rigged(hands, melds={2: [meld("kong_concealed", "西西西西")]})
    view = s.view(0)
    assert view["seats"][0]["hand"] is not None and view["seats"][1]["hand"] is None
    assert view["seats"][2]["melds"][0]["tiles"] == ["??"] * 4
    assert s.view(2)["seats"][2]["melds"][0]["tiles"] == ["W"] * 4


def test_cpus_take_a_win():
    hands = dict(BASE)
    hands[0] = "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m 8m"
    s = rigged(hands, melds={0: [meld("pung", "北北北", 2)]}, drawn="8m", options={"min_points": 0})
    for level in ("easy", "normal"):
        assert choose(s, 0, level) == Command(0, "win")


def test_cpus_shed_zhong_by_kong_and_keep_one_laizi():
    hands = dict(BASE)
    hands[0] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 中 5s 9p"
    s = rigged(hands)
    for level in ("easy", "normal"):
        assert choose(s, 0, level) == Command(0, "hongzhong_kong", ("Rd",))
    hands[0] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 5s 5s 9p"  # two laizi: one goes
    s = rigged(hands)
    assert choose(s, 0) == Command(0, "laizi_kong", ("5s",))


def test_normal_calls_for_the_first_open_mouth():
    s = rigged(BASE, draws="5p 5p")
    Session.submit(s, Command(0, "discard", ("9p",)))
    assert choose(s, 2) == Command(2, "pon", ("9p",))


def test_normal_holds_back_tiles_that_feed_a_one_suit_hand():
    # seat 1 shows three pungs of characters (清一色 shape, a fourth call would make seat 0 liable
    # for the third mouth's feeder rule later); seat 0 can drop 1m (a loose character) or 北 (loose)
    hands = {
        0: "1m 5p 6p 7p 2s 3s 4s 6s 7s 8s 北 南 2p 2p",
        1: "2m 3m 9m 9m",
        2: BASE[2].replace("2m 5m 8m", "5p 8p 1s"),
        3: BASE[3].replace("3m 6m 9m", "9p 1s 2p"),
    }
    melds = {1: [meld("pung", "444m", 0), meld("pung", "666m", 2), meld("pung", "777m", 3)]}
    s = rigged(hands, melds=melds)
    command = choose(s, 0)
    assert command.action == "discard" and command.cards[0] != "1m"
    hint = VARIANT.hint(s.view(0), s.legal(0))
    assert hint.command in s.legal(0) and hint.reason


def test_same_seed_same_choices():
    a = Session(VARIANT, 4, {"laps": 1}, 5)
    b = Session(VARIANT, 4, {"laps": 1}, 5)
    cpus_a = [VARIANT.cpu("normal", 9 + i) for i in range(4)]
    cpus_b = [VARIANT.cpu("normal", 9 + i) for i in range(4)]
    for _ in range(60):
        seat = min(a.to_act())
        ca = cpus_a[seat].choose(a.view(seat), a.legal(seat))
        cb = cpus_b[seat].choose(b.view(seat), b.legal(seat))
        assert ca == cb
        a.submit(ca)
        b.submit(cb)
    assert a.digest() == b.digest()
