"""Emperor tenpai and waits (spec §11, D-10)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.cards import parse_cards, standard_pack
from rules.emperor.hand import readings
from rules.emperor.scoring import can_win, shibari
from rules.emperor.sets import cards_form_set
from rules.emperor.waits import (WAIT_IDS, candidates, shape_cards, shape_tenpai, valid_tenpai, wait_names,
                                 winning_cards)


def cards(text: str) -> tuple[str, ...]:
    return tuple(parse_cards(text))


# §11 wait table: (players, hand, winning cards, label).
WAIT_TABLE = [
    (5, "5♥ 8♣ 4♠ 4♣ 6♦", "7♠ 7♥ 7♦ 7♣", "wangzi_wait"),
    (4, "4♦ 9♥ 3♥ 3♦ 5♥", "8♥ 8♦", "colour_wait"),
    (4, "2♥ J♠ 3♦ 3♥ A♣", "Q♣", "issou_wait"),
    (5, "5♦ 5♣ 8♥ 9♠ 9♣", "8♦ 8♣", "ryousou_wait"),
    (4, "2♦ A♠ Q♠ 3♥ 3♦", "J♦ J♠ J♣", "dousou_wait"),
    (4, "6♠ 7♣ 5♠ 8♠ 4♣", "4♠", "toitsu_wait"),
    (4, "4♦ 9♦ 5♣ 8♣ 3♥", "3♦ 10♥", "toisou_wait"),
]


@pytest.mark.parametrize("players, hand, wins, label", WAIT_TABLE, ids=[w[3] for w in WAIT_TABLE])
def test_wait_table(players, hand, wins, label):
    h = cards(hand)
    assert winning_cards(h, (), None, players) == frozenset(cards(wins))
    assert wait_names(h, (), None, players) == [label]
    assert shape_tenpai(h, (), None, players)
    assert valid_tenpai(h, (), None, players)  # every example has a normal wait clearing the shibari


def test_toisou_riichi_needs_the_normal_wait():
    # 3♦ completes 二双 + 大連番 = 4: a valid normal wait, so riichi is allowed; 10♥ only completes three-sou.
    h = cards("4♦ 9♦ 5♣ 8♣ 3♥")
    assert valid_tenpai(h, (), None, 4)
    assert shape_cards(h, (), None) == frozenset({"3D"})
    # with 3 players (shibari 5) the normal wait no longer clears the shibari:
    assert winning_cards(h, (), None, 3) == frozenset({"TH"})
    assert not valid_tenpai(h, (), None, 3) and shape_tenpai(h, (), None, 3)


def test_three_sou_only_wait_is_not_riichi_tenpai():
    # 6♥7♥ / 3♠10♠ / A♣: Q♣ makes three-sou; A♠ makes a normal hand with only 二双 (2 yaku).
    h = cards("6♥ 7♥ 3♠ 10♠ A♣")
    assert winning_cards(h, (), None, 4) == frozenset({"QC"})
    assert shape_cards(h, (), None) == frozenset({"AS"})
    assert shape_tenpai(h, (), None, 4) and not valid_tenpai(h, (), None, 4)
    assert wait_names(h, (), None, 4) == ["issou_wait"]
    # with 5♠8♠ instead of 3♠10♠ the A♠ pair adds 通番: 4 yaku, a valid wait on both cards (対双待ち)
    h2 = cards("6♥ 7♥ 5♠ 8♠ A♣")
    assert winning_cards(h2, (), None, 4) == frozenset({"QC", "AS"})
    assert valid_tenpai(h2, (), None, 4) and wait_names(h2, (), None, 4) == ["toisou_wait"]


def test_shape_tenpai_that_is_not_valid():
    # §11: 2♠J♥ 4♣9♦ 7♠ waits only on 7♣, which gives 0 yaku.
    h = cards("2♠ J♥ 4♣ 9♦ 7♠")
    assert shape_cards(h, (), None) == frozenset({"7C"})
    assert shape_tenpai(h, (), None, 4) and not valid_tenpai(h, (), None, 4)
    assert winning_cards(h, (), None, 4) == frozenset()
    assert wait_names(h, (), None, 4) == []
    # open (2♠J♥ called): still shape tenpai, not valid tenpai
    open_h = cards("4♣ 9♦ 7♠")
    assert shape_tenpai(open_h, (cards("2♠ J♥"),), None, 4)
    assert not valid_tenpai(open_h, (cards("2♠ J♥"),), None, 4)


def test_candidates_exclude_holding_and_dynasty_card():
    h = cards("5♥ 8♣ 4♠ 4♣ 6♦")
    # Warring States: 52 − 5 naturals, no jokers
    ws = candidates(h, (), None)
    assert len(ws) == 47 and not set(ws) & set(h) and not any(c.startswith("JK") for c in ws)
    # dynasty 7♦: 7♦ itself is out; both jokers are candidates
    dyn = candidates(h, (), "7D")
    assert "7D" not in dyn and {"JK1", "JK2"} <= set(dyn) and len(dyn) == 46 + 2
    # an exposed set's cards are held too
    ex = candidates(cards("4♣ 9♦ 7♠"), (cards("2♠ J♥"),), None)
    assert not {"2S", "JH", "4C", "9D", "7S"} & set(ex) and len(ex) == 47


def test_jokers_wait_for_the_dynasty_card():
    # 5 players, the §11 wangzi wait with dynasty card 7♦: the natural 7♦ is out, the jokers play as 7♦.
    h = cards("5♥ 8♣ 4♠ 4♣ 6♦")
    assert winning_cards(h, (), "7D", 5) == frozenset({"7S", "7H", "7C", "JK1", "JK2"})
    assert wait_names(h, (), "7D", 5) == ["wangzi_wait"]
    # holding one joker: only the other joker is a candidate
    h2 = cards("5♥ 8♣ 4♠ 4♣ JK1")
    assert winning_cards(h2, (), "6D", 5) == frozenset({"7S", "7H", "7D", "7C"})
    h3 = cards("5♥ 8♣ 4♠ 4♣ 7♥")
    assert winning_cards(h3, (), "6D", 5) == frozenset({"6S", "6H", "6C", "JK1", "JK2"})


def test_warring_states_joker_never_waits():
    h = cards("5♥ 8♣ 4♠ 4♣ JK")
    assert winning_cards(h, (), None, 5) == frozenset()
    assert not shape_tenpai(h, (), None, 5)


def test_open_hand_waits_use_the_higher_shibari():
    # The §11 colour-wait hand with 4♦9♥ called: the shibari is now 5.
    conc, exp = cards("3♥ 3♦ 5♥"), (cards("4♦ 9♥"),)
    # 8♥: 一双 + 一色 + 大連番 = 5 ≥ 5; 8♦: 一色 + 大連番 = 4 < 5
    assert winning_cards(conc, exp, None, 4) == frozenset({"8H"})
    assert valid_tenpai(conc, exp, None, 4)


@st.composite
def five_card_hands(draw):
    """A random hand after a discard: 5 cards, 0–2 of them as exposed sets where they form one."""
    dynasty = draw(st.sampled_from([None, "2H", "7D", "JS"]))
    pack = [c for c in standard_pack(2) if c != dynasty]
    rng = random.Random(draw(st.integers(0, 2**32)))
    calls = draw(st.integers(0, 2))
    exposed = []
    while len(exposed) < calls:
        a = rng.choice(pack)
        b = rng.choice(pack)
        held = {c for s in exposed for c in s}
        if a != b and not {a, b} & held and cards_form_set(a, b, dynasty) and not (dynasty is None and "JK" in a + b):
            exposed.append((a, b))
    held = {c for s in exposed for c in s}
    rest = [c for c in pack if c not in held]
    if draw(st.booleans()):
        hand = tuple(rng.sample(rest, 5 - 2 * calls))
    else:  # sets of the era minus one card: usually tenpai
        hand = []
        while len(hand) < 6 - 2 * calls:
            a = rng.choice(rest)
            partners = [b for b in rest if b != a and b not in hand and a not in hand
                        and cards_form_set(a, b, dynasty) and not (dynasty is None and "JK" in a + b)]
            if partners:
                hand += [a, rng.choice(partners)]
        hand = tuple(hand[1:])
    return hand, tuple(exposed), dynasty, draw(st.sampled_from([3, 4, 5]))


@settings(max_examples=200, deadline=None)
@given(five_card_hands())
def test_waits_agree_with_brute_force(h):
    hand, exposed, dynasty, players = h
    wins = winning_cards(hand, exposed, dynasty, players)
    normal = set()
    for c in candidates(hand, exposed, dynasty):
        assert (c in wins) == can_win(hand + (c,), exposed, dynasty, players), c
        if any(r.shape == "normal" for r in readings(hand + (c,), exposed, dynasty)):
            normal.add(c)
    assert shape_cards(hand, exposed, dynasty) == normal
    assert shape_tenpai(hand, exposed, dynasty, players) == bool(normal)
    need = shibari(players, len(exposed))
    valid = any(r.shape == "normal" and r.yaku_count >= need
                for c in normal for r in readings(hand + (c,), exposed, dynasty))
    assert valid_tenpai(hand, exposed, dynasty, players) == valid
    names = wait_names(hand, exposed, dynasty, players)
    assert set(names) <= set(WAIT_IDS) and bool(names) == bool(wins)


def test_waits_accept_lists():
    # the game may pass lists; the answers are the same
    assert winning_cards(["4D", "9H", "3H", "3D", "5H"], [], None, 4) == frozenset({"8H", "8D"})
    assert winning_cards(["3H", "3D", "5H"], [["4D", "9H"]], None, 4) == frozenset({"8H"})
