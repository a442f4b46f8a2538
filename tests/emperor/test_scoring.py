"""Emperor scoring (spec §6–§9) on hands computed by hand, and can_win against score_win."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.cards import parse_card, parse_cards, standard_pack
from rules.core.text import render
from rules.emperor.scoring import (SHIBARI, VIRTUE_THRESHOLD, WinContext, can_win, score_win, shibari, succession,
                                   yaku_points)
from rules.emperor.sets import cards_form_set


def cards(text: str) -> tuple[str, ...]:
    return tuple(parse_cards(text))


def ctx(hand: str, *, players=4, winner=0, by="tsumo", win=None, exposed=(), dynasty=None, emperor=None,
        **kw) -> WinContext:
    conc = cards(hand)
    exp = tuple(cards(e) for e in exposed)
    dyn = parse_card(dynasty) if dynasty else None
    for key in ("river", "kept_kings", "ura_cards"):
        if key in kw and isinstance(kw[key], str):
            kw[key] = cards(kw[key])
    return WinContext(players, winner, conc, exp, None if kw.get("tenhou") else (parse_card(win) if win else conc[-1]),
                      by, dynasty_card=dyn, emperor=emperor, **kw)


def ids(b):
    return {y.id for y in b.yaku}


def pay(b):
    return sorted((p.payer, p.payee, p.amount) for p in b.payments)


def virtue(b):
    return {v.id: v.count for v in b.virtue}


# ---------------------------------------------------------------------------------------------
# Tables


def test_shibari_and_virtue_tables():
    assert SHIBARI == {3: 5, 4: 4, 5: 3}
    assert VIRTUE_THRESHOLD == {3: 4, 4: 3, 5: 2}
    assert [shibari(3, c) for c in range(3)] == [5, 6, 7]
    assert [shibari(4, c) for c in range(3)] == [4, 5, 6]
    assert [shibari(5, c) for c in range(3)] == [3, 4, 5]


def test_quick_reference_table():
    # §9.3: Y, commoner base, emperor base.
    table = [(0, 0, 0), (1, 0, 100), (2, 100, 300), (3, 300, 600), (4, 600, 1000), (5, 1000, 1500),
             (6, 1500, 2100), (7, 2100, 2800), (8, 2800, 3600), (9, 3600, 4500), (10, 4500, 5500)]
    for y, c, e in table:
        assert yaku_points(y, False) == c and yaku_points(y, True) == e


@pytest.mark.parametrize("dynasty, emp, virtuous, by, disc_emp, expected", [
    (None, False, True, "tsumo", False, "unification"),
    (None, False, True, "ron", False, "unification"),
    (None, False, False, "tsumo", False, None),
    ("AS", True, True, "tsumo", False, "virtuous_win"),
    ("AS", True, False, "ron", False, None),
    ("AS", False, True, "tsumo", False, "abdication"),
    ("AS", False, True, "ron", False, "abdication"),
    ("AS", False, True, "ron", True, "overthrow"),
    ("AS", False, False, "ron", True, None),
])
def test_succession(dynasty, emp, virtuous, by, disc_emp, expected):
    assert succession(dynasty, emp, virtuous, by, disc_emp) == expected


# ---------------------------------------------------------------------------------------------
# Own hands, computed by hand


def test_three_players_ten_yaku_ron():
    # A♥Q♥ / 2♥J♥ / K♥K♦: 同種 3 + 一色 2 + 大同士 3 + 大連番 2 = 10 → commoner 10 × 9 × 50 = 4,500.
    # Dora: K♥ in the hand shows hearts; both heart sou are dora → 2 dora = 4 bonus → 2,000.
    # Virtue: 2 sou + 2 K = 4 ≥ 4 (3 players) → 400. Base 6,900; ron with 3 players: × 2.
    b = score_win(ctx("A♥ Q♥ 2♥ J♥ K♥ K♦", players=3, by="ron", discarder=2))
    assert b.valid and b.shibari == 5
    assert ids(b) == {"doushu", "isshoku", "daidoushi", "dairenban"} and b.yaku_count == 10
    assert b.yaku_points == 4500
    assert b.dora_count == 2 and b.bonus_count == 4 and b.bonus_points == 2000
    assert all(i.kind == "king" and i.card == "KH" for d in b.bonus for i in d.indicators)
    assert virtue(b) == {"sou": 2, "king": 2} and b.virtue_threshold == 4 and b.virtuous
    assert b.base == 6900
    assert pay(b) == [(2, 0, 13800)]
    assert b.role == "commoner" and b.succession == "unification"


def test_five_players_emperor_two_calls():
    # Dynasty card 2♦, emperor seat 3. [3♠10♠] [4♣9♣] + 5♠5♣ (5♣ drawn).
    # 二双 2 + 一色 2 + 大連番 2 (3–10, 4–9 and a pair of 5s) = 6; shibari 3 + 2 = 5.
    # Emperor 6 × 7 × 50 = 2,100. Dora: ♠ sou by K♠ in the river = 1 → 1,000 (2♦ shows no sou).
    # Virtue: 2 sou + K♠ + dynasty card = 4 (open: no menzen tsumo) ≥ 2 → 400. Base 3,500.
    b = score_win(ctx("5♠ 5♣", players=5, winner=3, exposed=("3♠ 10♠", "4♣ 9♣"), dynasty="2♦", emperor=3,
                      river="K♠ 8♥"))
    assert b.valid and b.shibari == 5
    assert ids(b) == {"nisou", "isshoku", "dairenban"} and set(b.absorbed) == {"issou", "doushoku", "renban"}
    assert b.role == "emperor" and b.yaku_points == 2100
    (d,) = [x for x in b.bonus if x.id == "dora"]
    assert d.sou == ("3S", "TS") and [(i.kind, i.card) for i in d.indicators] == [("king", "KS")]
    assert b.bonus_points == 1000
    assert virtue(b) == {"sou": 2, "king": 1, "dynasty_card": 1}
    assert b.virtue_points == 400 and b.base == 3500
    assert pay(b) == [(0, 3, 3500), (1, 3, 3500), (2, 3, 3500), (4, 3, 3500)]
    assert b.succession == "virtuous_win"
    assert [s.exposed for s in b.sets] == [True, True, False]


def test_calls_raise_the_shibari():
    # 3♠10♥ / 4♣9♣ / 5♠5♣: 一双 1 + 大連番 2 = 3 yaku; 5 players.
    closed = score_win(ctx("3♠ 10♥ 4♣ 9♣ 5♠ 5♣", players=5))
    assert closed.valid and closed.yaku_count == 3 and closed.shibari == 3
    # commoner 3 × 2 × 50 = 300; virtue 1 sou + menzen tsumo = 2 ≥ 2 → 200; base 500.
    assert closed.base == 500 and pay(closed) == [(p, 0, 500) for p in (1, 2, 3, 4)]
    one = score_win(ctx("4♣ 9♣ 5♠ 5♣", players=5, exposed=("3♠ 10♥",)))
    two = score_win(ctx("5♠ 5♣", players=5, exposed=("3♠ 10♥", "4♣ 9♣")))
    for b, s in ((one, 4), (two, 5)):
        assert not b.valid and b.shibari == s and b.yaku_count == 3
        assert "3 yaku" in b.reason and f"shibari of {s}" in b.reason
        assert b.payments == () and b.succession is None
    assert can_win(cards("3♠ 10♥ 4♣ 9♣ 5♠ 5♣"), (), None, 5)
    assert not can_win(cards("4♣ 9♣ 5♠ 5♣"), (cards("3♠ 10♥"),), None, 5)
    assert not can_win(cards("5♠ 5♣"), (cards("3♠ 10♥"), cards("4♣ 9♣")), None, 5)


def test_below_shibari_refused_with_reason():
    b = score_win(ctx("3♥ 10♥ 5♠ 8♦ 2♠ 2♣"))
    assert not b.valid and b.shape == "normal" and b.yaku_count == 1
    assert "below the shibari of 4" in b.reason
    assert b.payments == () and b.succession is None
    # the same shape is a win as a chiihou (no shibari)
    c = score_win(ctx("3♥ 10♥ 5♠ 8♦ 2♠ 2♣", winner=1, chiihou=True))
    assert c.valid and [x.id for x in c.bonus] == ["chiihou"]


def test_no_winning_shape():
    b = score_win(ctx("3♥ 10♥ 5♠ 8♦ 2♠ 2♥"))
    assert not b.valid and b.shape is None and b.sets == () and "No winning shape" in b.reason
    assert not can_win(cards("3♥ 10♥ 5♠ 8♦ 2♠ 2♥"), (), None, 4, any_shibari_exempt=True)


def test_warring_states_jokers_are_dead():
    b = score_win(ctx("A♥ Q♥ 2♥ J♥ JK JK"))
    assert not b.valid and b.shape is None and "joker" in b.reason
    assert not can_win(cards("A♥ Q♥ 2♥ J♥ JK JK"), (), None, 4, any_shibari_exempt=True)
    # In a 3♥ dynasty the jokers are 3♥ 3♥: 一種 6 + 同士 1 + 大連番 2 = 9 → commoner 3,600.
    # Virtue: 2 sou + 2 jokers + menzen tsumo = 5 → 500 (a commoner's field has no dynasty card:
    # no dora). Base 4,100; a commoner's virtuous tsumo in a dynasty is an abdication.
    d = score_win(ctx("A♥ Q♥ 2♥ J♥ JK JK", dynasty="3♥", emperor=1))
    assert d.valid and ids(d) == {"isshu", "doushi", "dairenban"} and d.yaku_count == 9
    assert d.bonus == () and virtue(d) == {"sou": 2, "joker": 2, "menzen_tsumo": 1}
    assert d.base == 4100 and d.succession == "abdication"


def test_joker_pair_in_a_dynasty():
    # Dynasty card 6♦: the jokers are 6♦. 7♥ JK 6♠ 7♠ 6♥ JK reads best as 6♥7♥ / 6♠7♠ / JK JK:
    # 二双 2 + 大同番 5 = 7 (7♥JK / 6♠7♠ / 6♥JK gives only 一双 1 + 大同番 5).
    # Commoner 7 × 6 × 50 = 2,100; virtue 2 sou + 2 jokers + menzen tsumo = 5 → 500; base 2,600.
    b = score_win(ctx("7♥ JK 6♠ 7♠ 6♥ JK", winner=0, dynasty="6♦", emperor=2))
    assert b.valid and b.yaku_count == 7 and ids(b) == {"nisou", "daidouban"}
    assert set(b.sets[2].cards) == {"JK1", "JK2"}
    assert b.base == 2600 and pay(b) == [(1, 0, 2600), (2, 0, 2600), (3, 0, 2600)]
    assert b.succession == "abdication"


def test_ura_dora_joker_drawn_in_a_dynasty():
    # Dynasty card 5♣ (emperor seat 2). Seat 0: A♣Q♣ / 2♠J♠ / 3♠3♣, JK in the river, ron off the emperor.
    # 二双 2 + 一色 2 + 同士 1 + 大連番 2 = 7 → 2,100. The ura draw is the other joker: it shows ♣,
    # the dynasty card's suit → the club sou is dora → 1,000. Virtue: 2 sou + 1 joker (the drawn
    # joker is no virtue) = 3 → 300. Base 3,400; ron × 3 = 10,200; overthrow.
    b = score_win(ctx("A♣ Q♣ 2♠ J♠ 3♠ 3♣", by="ron", discarder=2, dynasty="5♣", emperor=2,
                      river="JK 9♥", ura_cards=("JK2",)))
    assert b.valid and ids(b) == {"nisou", "isshoku", "doushi", "dairenban"}
    (d,) = [x for x in b.bonus if x.id == "dora"]
    assert d.sou == ("AC", "QC") and [(i.kind, i.card, i.suit) for i in d.indicators] == [("ura", "JK2", "C")]
    assert virtue(b) == {"sou": 2, "joker": 1}
    assert b.base == 3400 and pay(b) == [(2, 0, 10200)] and b.succession == "overthrow"


def test_ura_joker_is_void_in_the_warring_states():
    # Example 2 of §12 with the ura draw a joker: no suit, no dora. 600 + 0 + 300 = 900.
    b = score_win(ctx("5♥ 8♥ 6♦ 7♥ 2♠ 2♣", winner=1, by="ron", discarder=3, river="K♦ JK",
                      ura_cards=("JK2",)))
    assert b.dora_count == 0 and b.base == 600 + 300


def test_dora_ceiling_on_a_normal_hand():
    # 5♥8♥ / 6♥7♥ / 4♠4♣: 同種 3 + 大通番 3 = 6 → 1,500. K♥ and a joker in the river, ura 2♥:
    # hearts have 2 indicators. Without the ceiling 2 dora → 2,000; with it 2 × 2 = 4 dora → 4,000.
    # Virtue: 2 sou + K♥ + joker + menzen tsumo = 5 → 500.
    kw = dict(river="K♥ JK 10♣", ura_cards="2♥")
    off = score_win(ctx("5♥ 8♥ 6♥ 7♥ 4♠ 4♣", **kw))
    on = score_win(ctx("5♥ 8♥ 6♥ 7♥ 4♠ 4♣", dora_ceiling=True, **kw))
    assert ids(off) == {"doushu", "daitsuuban"} and off.yaku_points == 1500
    assert off.dora_count == 2 and off.base == 1500 + 2000 + 500
    assert on.dora_count == 4 and on.base == 1500 + 4000 + 500
    assert [d.dora for d in on.bonus] == [2, 2]


def test_pairs_never_carry_dora():
    # Example 1's hand with K♥K♦ as the pair: the Ks show hearts/diamonds but the hand has no sou.
    b = score_win(ctx("A♠ Q♥ 2♣ J♦ K♥ K♦", winner=1, by="ron", discarder=2))
    assert b.dora_count == 0 and b.bonus == ()


def test_emperor_against_commoner():
    # Example 1's hand won by the emperor (dynasty card 3♠): 5 × 6 × 50 = 1,500; virtue 2 K +
    # dynasty card = 3 → 300; no sou, so the ♠ dynasty card shows no dora. Base 1,800, ron 5,400.
    e = score_win(ctx("A♠ Q♥ 2♣ J♦ K♥ K♦", winner=1, by="ron", discarder=2, dynasty="3♠", emperor=1))
    assert e.role == "emperor" and render(e.formulas[0]) == "Emperor: 5 × 6 × 50 = 1,500"
    assert e.base == 1800 and pay(e) == [(2, 1, 5400)] and e.succession == "virtuous_win"
    # the same win by a commoner in that dynasty: 1,000, two Ks are not enough virtue
    c = score_win(ctx("A♠ Q♥ 2♣ J♦ K♥ K♦", winner=1, by="ron", discarder=2, dynasty="3♠", emperor=0))
    assert c.role == "commoner" and render(c.formulas[0]) == "Commoner: 5 × 4 × 50 = 1,000"
    assert c.base == 1000 and c.succession is None


def test_warring_states_dealer_tenhou_is_a_commoner():
    # A♥Q♥ / 2♥J♦ / 5♠5♣ dealt: 4 yaku → commoner 600; tenhou 4 → 2,000; virtue 1 sou + menzen = 2 < 3.
    b = score_win(ctx("A♥ Q♥ 2♥ J♦ 5♠ 5♣", tenhou=True))
    assert b.valid and b.role == "commoner" and b.base == 2600
    assert [x.id for x in b.bonus] == ["tenhou"] and virtue(b) == {"sou": 1, "menzen_tsumo": 1}


def test_haitei_houtei_ippatsu_double_riichi():
    base = dict(winner=1, river="3♣")
    h = score_win(ctx("A♠ Q♥ 2♣ J♦ K♥ K♦", last_card=True, **base))
    assert [x.id for x in h.bonus] == ["haitei"] and h.bonus_points == 500
    r = score_win(ctx("A♠ Q♥ 2♣ J♦ K♥ K♦", by="ron", discarder=0, last_card=True, ippatsu=True,
                      double_riichi=True, **base))
    assert [x.id for x in r.bonus] == ["houtei", "ippatsu", "double_riichi"] and r.bonus_count == 3
    # 1,000 + 3 × 500; virtue 2 Ks, not virtuous; ron × 3
    assert r.base == 2500 and pay(r) == [(0, 1, 7500)]


def test_open_tsumo_has_no_menzen_virtue():
    # Example 3 of §12 checked in test_calculator; here the closed version of the same cards:
    # [4♠9♠] concealed instead: shibari 4, menzen tsumo adds 1 virtue → 600.
    b = score_win(ctx("4♠ 9♠ 4♣ 9♣ 10♠ 10♣", dynasty="A♣", emperor=0, river="K♦ K♠"))
    assert virtue(b) == {"sou": 2, "king": 2, "dynasty_card": 1, "menzen_tsumo": 1}
    assert b.base == 2100 + 2000 + 600


def test_breakdown_is_plain_json():
    b = score_win(ctx("5♥ 8♥ 6♦ 7♥ 2♠ 2♣", winner=1, by="ron", discarder=3, river="K♥ JK",
                      ura_cards="3♥"))
    d = b.to_dict()
    assert json.loads(json.dumps(d)) == d
    assert d["bonus"][0]["indicators"] == [{"kind": "king", "card": "KH", "suit": "H"},
                                           {"kind": "ura", "card": "3H", "suit": "H"}]
    assert d["payments"] == [{"payer": 3, "payee": 1, "amount": 5700}]


@pytest.mark.parametrize("kw", [
    dict(players=6),
    dict(winner=4),
    dict(by="ron"),
    dict(by="ron", discarder=0),
    dict(by="draw"),
    dict(dynasty="A♣"),
    dict(emperor=1),
    dict(win="9♦"),
])
def test_contract_errors_raise(kw):
    with pytest.raises(ValueError):
        score_win(ctx("A♠ Q♥ 2♣ J♦ K♥ K♦", **kw))


# ---------------------------------------------------------------------------------------------
# can_win agrees with score_win

_PACK = standard_pack(2)


@st.composite
def holdings(draw):
    dynasty = draw(st.sampled_from([None, "AH", "3S", "6D", "QC"]))
    pack = [c for c in _PACK if c != dynasty]
    rng = random.Random(draw(st.integers(0, 2**32)))
    # bias toward winning shapes: build from sets most of the time
    if draw(st.booleans()):
        hand = rng.sample(pack, 6)
    else:
        hand = []
        while len(hand) < 6:
            a = rng.choice([c for c in pack if c not in hand])
            partners = [b for b in pack if b not in hand and b != a and cards_form_set(a, b, dynasty)]
            if not partners:
                continue
            hand += [a, rng.choice(partners)]
    calls = draw(st.integers(0, 2))
    exposed = []
    for i in range(calls):
        a, b = hand[2 * i], hand[2 * i + 1]
        if cards_form_set(a, b, dynasty) and not (dynasty is None and "JK" in a + b):
            exposed.append((a, b))
    conc = tuple(hand[2 * len(exposed):])
    return dynasty, tuple(exposed), conc, draw(st.sampled_from([3, 4, 5]))


@settings(max_examples=400, deadline=None)
@given(holdings())
def test_can_win_matches_score_win(h):
    dynasty, exposed, conc, players = h
    emperor = None if dynasty is None else 0
    b = score_win(WinContext(players, 1, conc, exposed, conc[-1], "tsumo", dynasty_card=dynasty, emperor=emperor))
    assert can_win(conc, exposed, dynasty, players) == b.valid
    assert can_win(tuple(reversed(conc)), exposed, dynasty, players) == b.valid
    if not exposed:
        c = score_win(WinContext(players, 1, conc, (), conc[-1], "tsumo", dynasty_card=dynasty, emperor=emperor,
                                 chiihou=True))
        assert can_win(conc, (), dynasty, players, any_shibari_exempt=True) == c.valid == (c.shape is not None)
