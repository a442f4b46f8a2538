"""The strong CPU's parts: exact play of the deal's end, the exchange by simulation, replay from
the seed, and every level deciding from its own view alone."""

from __future__ import annotations

import copy
import dataclasses
import json
import random

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.piquet.cpu import make_cpu
from rules.piquet.cpu.exact import ExactPlan, exact_play, tricks_left
from rules.piquet.cpu.exchange import ExchangeSim, best_exchange, declarations
from rules.piquet.cpu.partie import partie_term
from rules.piquet.cpu.players import FORMER_STRONG, PiquetCpu, play_heuristic
from rules.tricks.play import pack
from tests.piquet.rig import REPIQUE_ELDER, REPIQUE_TALON, rigged
from tests.piquet.test_cpu import PAIRS, at_trick, played_tricks

LEVELS = ["random", "easy", "normal", "strong"]


def uncapped(level: str, seed: int) -> PiquetCpu:
    """A CPU on its playout budget alone: without the table's wall-clock safety net, which a
    loaded machine may hit, so its moves depend only on the seed and the view (as in the bench)."""
    cpu = make_cpu(level, seed)
    cpu.budget = dataclasses.replace(cpu.budget, seconds=None)
    return cpu


def _three_left() -> Session:
    """Seat 0 to lead trick 10 holding A♥ Q♥ 7♣; seat 1 holds K♥ J♥ 8♣. Seat 0 threw five of the
    other eight cards out and the talon rest (the other three) lies face up, so it knows seat 1's hand."""
    s = at_trick(rigged(REPIQUE_ELDER, REPIQUE_TALON), played_tricks(PAIRS[:9]), [["AH", "QH", "7C"], ["KH", "JH", "8C"]],
                 [["TH", "9H", "8H", "7H", "QC"], []], [5, 0], ["JC", "TC", "9C"], [20, 10], 0)
    s.state.hand.rest_exposed = True
    return s  # the nine tricks: spades, diamonds, A♣ K♣; seat 0 won 5, seat 1 4


def test_strong_finds_the_losing_lead_that_wins_the_cards() -> None:
    # Tricks 5-4 to seat 0. Lead A♥ (+1), then Q♥ or 7♣: either way seat 1 takes two tricks, 6-6:
    #   me 1+1 = 2, him win 1 + lead 1 + last 1 = 3: -1.
    # Lead Q♥ (+1): K♥ wins (+1), J♥ led (+1) to my A♥ (+1 win), 7♣ led (+1) to 8♣ (+1, +1 last),
    #   6-6: me 3, him 4: -1 (his best line).
    # Lead 7♣ (+1): 8♣ wins (+1); he leads K♥ or J♥ (+1), I win it and the last trick with A♥ Q♥
    #   (+1 win, +1 lead, +1 last), 7-5: +10. Me 1+1+1+1+10 = 14, him 2: +12.
    s = _three_left()
    view, legal = s.view(0), s.legal(0)
    assert play_heuristic(view, legal).command.cards == ("AH",)  # cashing the master loses here
    h = make_cpu("strong", 3).decide(view, legal)
    assert h.command == Command(0, "play", ("7C",))
    assert "+12.0" in h.reason  # one world (the hand is known): its exact value


def test_declarations_scored_in_order_with_repique() -> None:
    # Elder: ♠ A K Q J 10 (5 cards, 51 pips; quint to the ace), ♥ A 9 8 7 (tierce to the 9), A♦ A♣.
    # Younger: ♣ K Q J 9 8 (5 cards, 47), tierces K♣ and 9♠, trios of kings and queens.
    # Point: 5 = 5, 51 > 47: elder 5. Sequences: quint > tierce: elder 15 + 3 = 23. Sets: quatorze
    # of aces > trios: elder 14, reaching 37 with younger on 0: repique +60. Elder 97, younger 0.
    elder = "AS KS QS JS TS AH 9H 8H 7H AD AC 7C".split()
    younger = "9S 8S 7S KH QH KD QD KC QC JC 9C 8C".split()
    so = [0, 0]
    pts, bonus = declarations([elder, younger], "AKQJT987", False, so)
    assert pts == [97, 0] and bonus and so == [97, 0]
    pts, bonus = declarations([younger, elder], "AKQJT987", False, [0, 0])
    assert pts == [0, 97] and bonus


def test_exchange_by_simulation_keeps_the_quatorze() -> None:
    # Elder holds the four aces and the spade sequence; throwing the aces gives up the quatorze
    # (14, and the repique it often brings) and four sure tricks, which no draw replaces.
    s = rigged("AS AH AD AC KS QS JS 7H 8D 7D 9C 8C", "KH QH JH TH 9H 8H 9D TD")
    view, legal = s.view(0), s.legal(0)
    junk = Command(0, "exchange", ("7H", "8D", "7D", "9C"))
    aces = Command(0, "exchange", ("AS", "AH", "AD", "AC"))
    assert junk in legal and aces in legal
    sim = ExchangeSim(view, random.Random(4))
    assert sim.value(junk.cards) > sim.value(aces.cards) + 14
    assert best_exchange(view, [aces, junk], random.Random(4)) == junk
    pick = make_cpu("strong", 2).choose(view, legal)
    assert not {"AS", "AH", "AD", "AC"} & set(pick.cards)


def _strong_views() -> list[tuple[dict, list[Command]]]:
    """Views of a strong-vs-strong deal where the strong CPU searches, samples or simulates."""
    s = Session("piquet", 2, {}, 11)
    cpus = [uncapped("strong", 5), uncapped("strong", 6)]
    out = []
    while not s.state.history:
        seat = min(s.to_act())
        view, legal = s.view(seat), s.legal(seat)
        if len(legal) > 1 and legal[0].action in ("exchange", "play"):
            out.append((view, legal))
        s.submit(cpus[seat].choose(view, legal))
    return out


def test_strong_replays_from_its_seed() -> None:
    views = _strong_views()
    assert len(views) > 10
    for view, legal in views[:2] + views[-9:]:  # the exchanges and the solved end of the deal
        first = uncapped("strong", 9).decide(view, legal)
        assert uncapped("strong", 9).decide(view, legal) == first


def test_exact_play_takes_over_at_ten_tricks_and_stops_adding_worlds_past_its_node_budget() -> None:
    ten = [(v, lg) for v, lg in _strong_views() if tricks_left(v) == 10]
    assert ten
    view, legal = ten[0]
    assert "solved exactly for 8 hands" in uncapped("strong", 9).decide(view, legal).reason
    plays = [c for c in legal if c.action == "play"]
    # Every world costs at least one node, so a zero budget stops at the plan's minimum.
    _, _, n = exact_play(view, plays, random.Random(1), 8, plan=ExactPlan(nodes=0, min_worlds=3))
    assert n == 3
    _, _, n = exact_play(view, plays, random.Random(1), 8, plan=ExactPlan(nodes=10**9))
    assert n == 8


def _hidden_swapped(session: Session, seat: int, rng: random.Random) -> Session:
    """A copy of the session where the cards ``seat`` cannot see have changed places at random."""
    seen = set()

    def collect(x: object) -> None:
        if isinstance(x, str) and x in deck:
            seen.add(x)
        elif isinstance(x, dict):
            for v in x.values():
                collect(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                collect(v)

    deck = set(pack(session.state.order))
    collect(json.loads(json.dumps(session.view(seat))))
    hidden = sorted(deck - seen)
    mapping = dict(zip(hidden, rng.sample(hidden, len(hidden))))
    out = copy.deepcopy(session)
    hand = out.state.hand
    if hand is None:  # drawing for the deal: nothing hidden yet
        return out

    def sub(cards: list) -> list:
        return [sub(c) if isinstance(c, list) else mapping.get(c, c) for c in cards]

    hand.hands, hand.dealt, hand.talon = sub(hand.hands), sub(hand.dealt), sub(hand.talon)
    hand.discards, hand.peek, hand.rest = sub(hand.discards), sub(hand.peek), sub(hand.rest)
    for c in hand.classes.values():  # what elder declared, by its cards (only its size is public)
        c.declared = None if c.declared is None else sub(c.declared)
        c.main, c.extras = sub(c.main), sub(c.extras)
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_use_only_the_seats_own_view(level: str) -> None:
    rng = random.Random(3)
    s = Session("piquet", 2, {}, 23)
    cpus = [uncapped(level, 1), uncapped(level, 2)]
    checked = 0
    while not s.state.history:
        seat = min(s.to_act())
        view, legal = s.view(seat), s.legal(seat)
        twin = _hidden_swapped(s, seat, rng)
        if s.state.hand and len(legal) > 1 and twin.state.hand.hands[1 - seat] != s.state.hand.hands[1 - seat]:
            checked += 1  # a real choice, made with the opponent holding other cards
        shadow = copy.deepcopy(cpus[seat])  # the same seed and history, fed the other world's view
        cmd = cpus[seat].choose(view, legal)
        assert shadow.choose(twin.view(seat), legal) == cmd
        s.submit(cmd)
    assert checked > 12


def test_former_strong_stays_reachable_and_differs() -> None:
    # The bench's yardstick: the same class with the switches off still plays the old way (the
    # playout search at trick 10, where the new strong solves exactly).
    s = _three_left()
    view, legal = s.view(0), s.legal(0)
    old = PiquetCpu("strong", 3, features=FORMER_STRONG).decide(view, legal)
    assert "sampled deals" in old.reason
    assert "solved exactly" in make_cpu("strong", 3).decide(view, legal).reason


def _partie_view(fmt: str, scores: list[int], hand_no: int) -> dict:
    return {"options": {"match_format": fmt, "target_score": 100}, "scores": scores, "hand_no": hand_no}


def test_partie_values_the_target_and_the_rubicon() -> None:
    to_100 = partie_term(_partie_view("best_of_three", [90, 50], 3))
    assert to_100 is not None
    assert to_100(12, 0) == 40  # 102: the game is won
    assert to_100(5, 30) == 0  # 95 and 80: nobody there yet
    assert to_100(10, 52) == -40  # 100 and 102: both past, the higher total wins
    assert partie_term(_partie_view("rubicon", [150, 60], 3)) is None  # not the last deal
    last = partie_term(_partie_view("rubicon", [150, 60], 6))
    assert last is not None
    # 160 against 80: rubiconed, 160 + 80 + 100 = 340, in place of the deal's margin 10 - 20
    assert last(10, 20) == 340 - (10 - 20)
    # 150 + 0 against 60 + 90 = 150: a tie plays on: worth nothing, so the margin is taken back
    assert last(0, 90) == 90
    # 170 against 130: not rubiconed, 170 - 130 + 100 = 140
    assert last(20, 70) == 140 - (20 - 70)


def test_partie_is_left_out_when_the_deal_cannot_reach_the_target() -> None:
    # Trick 10 of the three-card ending at 20-10 in the deal: 3 tricks can add at most
    # 2 * 3 + 1 + 40 + 30 = 77, so game scores of 0 cannot reach 100 (20 + 77 = 97) but 5 can.
    view = _three_left().view(0)
    assert partie_term(view) is None
    view["scores"] = [0, 5]
    assert partie_term(view) is None  # 10 + 5 + 77 = 92
    view["scores"] = [5, 0]
    assert partie_term(view) is not None  # 20 + 5 + 77 = 102
