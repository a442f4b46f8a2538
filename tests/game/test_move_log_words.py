"""The move log's sentences (rules/core/telling.py and each game's rules/<game>/telling.py): the
main moves of every game in words, worked out here by hand from the events their flows emit; and,
over whole seeded games of every game, every event told from every seat's eyes without a fault
and without naming a card the reader may not see."""

from __future__ import annotations

import random
import re

import pytest

from rules.core.events import Event
from rules.core.registry import get_variant
from rules.core.session import Session
from rules.core.telling import tell, words_for

NAMES = ["Ann", "Bob", "Cy", "Di"]


def told(game: str, event: Event, reader: int | None) -> str | None:
    return tell(event.seen_by(reader), words_for(get_variant(game)), NAMES)


def test_emperor_tells_calls_and_riichi_with_cards_as_cards() -> None:
    # Emperor's call is a pair: the discard taken (4♥) and the card from the hand (9♦).
    call = Event("called", 2, ("4H", "9D"), data={"from": 1, "calls": 1})
    assert told("emperor", call, 0) == "Cy takes 4♥ from Bob: 4♥ 9♦."
    riichi = Event("discarded", 1, ("JH",), data={"riichi": True})
    assert told("emperor", riichi, 0) == "Bob declares riichi, discarding J♥."
    plain = Event("discarded", 1, ("TC",), data={"riichi": False})
    assert told("emperor", plain, 3) == "Bob discards 10♣."
    # A win by tsumo names its card; one whose record holds none is told plainly.
    win = Event("won", 3, ("4S",), data={"by": "tsumo", "winning_card": "8S", "winner": 3})
    assert told("emperor", win, 0) == "Di wins by tsumo with 8♠."
    assert told("emperor", Event("won", 3, (), data={"by": "tsumo", "winning_card": None}), 0) == "Di wins."


def test_piquet_tells_the_dialogue_and_never_the_exchanged_cards() -> None:
    # Elder's point is said aloud by its count, never its suit; its cards are private.
    point = Event("declared", 1, ("KS", "QS"), True, {"seat": 1, "class": "point", "says": "declare", "count": 2})
    assert told("piquet", point, 0) == told("piquet", point, 1) == "Bob: “Point of 2”"
    exchange = Event("exchanged", 1, ("QS", "QD", "TD", "7H"), True, {"count": 4})
    assert told("piquet", exchange, 0) == told("piquet", exchange, 1) == "Bob exchanges 4 card(s)."
    assert told("piquet", Event("played", 0, ("KS",), data={"trick": 1}), 1) == "Ann plays K♠."
    assert told("piquet", Event("trick_won", 1, ("KS", "AS"), data={"trick": 1, "leader": 0}), 0) == "Bob wins the trick."


def test_ninety_nine_tells_a_bid_face_down_to_the_others() -> None:
    bid = Event("bid", 0, ("6C", "8S", "AD"), True, {"laid": 1})
    assert told("ninety_nine", bid, 0) == "Ann lays 6♣ 8♠ A♦ face down as the bid."
    assert told("ninety_nine", bid, 1) == told("ninety_nine", bid, None) == "Ann lays 3 cards face down as the bid."
    assert told("ninety_nine", Event("played", 1, ("KD",), data={"trick_no": 1, "lead": True}), 0) == "Bob leads K♦."
    assert told("ninety_nine", Event("played", 2, ("7D",), data={"trick_no": 1, "lead": False}), 0) == "Cy plays 7♦."
    shown = Event("revealed", 2, ("QS", "TC", "TD"), data={"kind": "declare", "bid": 4})
    assert told("ninety_nine", shown, 0) == "Cy declares a bid of 4: Q♠ 10♣ 10♦."


def test_wuhan_tells_a_chi_and_a_laizi_kong_with_tiles_by_name() -> None:
    chi = Event("called", 0, ("3p", "4p", "5p"), data={"call": "chi", "tile": "5p", "from": 3})
    assert told("wuhan", chi, 1) == "Ann chis 5 Dots from Di: 3 Dots, 4 Dots, 5 Dots."
    laizi = Event("kong", 2, ("E",), data={"kind": "laizi"})
    assert told("wuhan", laizi, 0) == "Cy kongs the laizi East singly: a laizi kong (頼子槓)."
    indicator = Event("indicator", None, ("5s",), data={"laizi": "6s", "remaining": 82})
    assert told("wuhan", indicator, 0) == "The indicator is 5 Bamboo: 6 Bamboo is the laizi (頼子)."
    # The exposed kong is told by its call; the kong event after it adds nothing to read.
    assert told("wuhan", Event("kong", 1, ("3m",) * 4, data={"kind": "exposed"}), 0) is None
    # Wuhan's exhaustive draw is only its hand's end (no event of its own); a won hand's end is
    # told by the win.
    drawn = Event("hand_ended", None, data={"result": "exhaustive_draw", "winner": None})
    assert told("wuhan", drawn, 0) == "The wall is used up: the hand is drawn."
    assert told("wuhan", Event("hand_ended", None, data={"result": "win", "winner": 2}), 0) is None


def test_kawuxing_tells_a_pung_and_a_concealed_kong_without_its_tile() -> None:
    pung = Event("called", 2, ("5p",) * 3, data={"call": "pung", "tile": "5p", "from": 1})
    assert told("kawuxing", pung, 0) == "Cy pungs 5 Dots from Bob."
    kong = Event("kong", 1, ("5s",) * 4, True, {"kind": "closed", "link": 1, "from": None})
    assert told("kawuxing", kong, 1) == "Bob declares a concealed kong of 5 Bamboo."
    assert told("kawuxing", kong, 0) == told("kawuxing", kong, None) == "Bob declares a concealed kong."
    win = Event("won", 0, ("Gn",), data={"by": "ron", "from": 2, "winner": 0})
    assert told("kawuxing", win, 1) == "Ann wins on Cy's discard, Green Dragon."


def test_qinghunpeng_tells_flowers_and_the_three_mouth_liability() -> None:
    assert told("qinghunpeng", Event("flower", 1, ("F5",), data={"flowers": 1}), 0) == "Bob sets aside the flower Plum."
    relation = Event("relation_formed", 0, ("1s",), data={"caller": 0, "fed": 3, "order": 1, "third": "1s"})
    assert told("qinghunpeng", relation, 2) == "Ann has claimed three of Di's discards: a three-mouth liability (三口の包)."
    assert told("qinghunpeng", Event("discarded", 3, ("N",), data={"last": False}), 0) == "Di discards North."


def test_trump_mahjong_tells_calls_of_cards_and_riichi() -> None:
    pon = Event("called", 0, ("JD", "JH", "JD"), data={"call": "pon", "card": "JD", "from": 2})
    assert told("trump_mahjong", pon, 1) == "Ann pons J♦ from Cy."
    assert told("trump_mahjong", Event("riichi", 3, data={"double": False, "deposits": 1}), 0) == "Di declares riichi (立直)."
    assert told("trump_mahjong", Event("joker", 1, ("JK1",), data={"jokers": 1}), 0) == "Bob sets aside a joker."


def test_fuxi_tells_plays_by_name_and_a_gift_only_to_the_two_who_trade() -> None:
    gift = Event("gave", 0, ("9s",), True, {"to": 1})
    assert told("fuxi", gift, 0) == "Ann gives 9 Bamboo to Bob."
    assert told("fuxi", gift, 2) == "Ann gives a tile to Bob."
    assert told("fuxi", Event("received", 1, ("9s",), True, {"from": 0}), 2) is None
    play = Event("played", 1, ("7m",), data={"name": "単七萬", "left": 12, "order_flipped": False})
    assert told("fuxi", play, 0) == "Bob plays 単七萬 (12 left)."
    assert told("fuxi", Event("passed", 2), 0) == "Cy passes."


GAMES = [("emperor", 4, {}, r"^\w+ discards \S+\.$"), ("piquet", 2, {}, r"^\w+ plays \S+\.$"),
         ("ninety_nine", 3, {}, r"^\w+ leads \S+\.$"), ("wuhan", 4, {}, r"^\w+ (chi|pon)s .+ from \w+"),
         ("wuhan", 3, {"variant": "jingzhou"}, r"^\w+ discards "),
         ("kawuxing", 3, {}, r"^\w+ (pung|kong)s .+ from \w+\.$"), ("qinghunpeng", 4, {}, r"sets aside the flower"),
         ("trump_mahjong", 4, {}, r"^\w+ discards \S+[♠♥♦♣]\.$"), ("fuxi", 4, {}, r"^\w+ plays .+ \(\d+ left\)")]


@pytest.mark.parametrize("game,players,options,main", GAMES, ids=[f"{g}-{p}" for g, p, _, _ in GAMES])
def test_a_whole_game_is_told_to_every_seat_without_naming_a_hidden_card(game, players, options, main) -> None:
    session, rng = Session(game, players, options, seed=5), random.Random(5)
    words = words_for(session.variant)
    events = list(session.opening)
    for _ in range(400):
        if session.is_over():
            break
        seat = min(session.to_act())
        events += session.submit(rng.choice(session.legal(seat)))
    for reader in [None, *range(players)]:
        lines = []
        for event in events:
            line = tell(event.seen_by(reader), words, NAMES)  # a template that does not fit its event raises
            if line is None:
                continue
            lines.append(line)
            if event.private and event.seat != reader:
                named = [words.piece(c) for c in event.cards]
                assert not any(name in line for name in named), (line, event)
        assert any(re.search(main, line) for line in lines), lines[:20]
