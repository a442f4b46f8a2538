"""What Piquet's lesson tells the learner is what the rules engine does with its deal (seed 708):
the draw, the exchange, the declarations and their answers, the pique and the score sheet."""

from __future__ import annotations

from typing import Any

from game.lessons import get_lesson
from game.lessons.runner import LessonRun, play_through
from rules.core.command import Command
from rules.core.session import Session
from rules.piquet.combos import pips, sequences, sets, suit_cards
from rules.piquet.declare import key_of, true_answers
from tests.game.test_lessons import run_to

LESSON = get_lesson("piquet")
LEARNER, CPU = 1, 0
LESSON_TARGET = 100  # the game goes on after the deal: nobody has reached 100 (Cent)


def step_of(action: str, *cards: str) -> int:
    return next(i for i, s in enumerate(LESSON.steps)
                if isinstance(s.expect, Command) and s.expect.action == action and sorted(s.expect.cards) == sorted(cards))


def hand_of(run: LessonRun, seat: int) -> list[str]:
    hand = run.session.state.hand
    assert hand is not None
    return list(hand.hands[seat])


def last_trick(run: LessonRun) -> list[str]:
    hand = run.session.state.hand
    assert hand is not None and hand.tricks
    return list(hand.tricks[-1].cards)


def test_cpu_1_draws_lower_and_deals_so_the_learner_is_elder() -> None:
    run = run_to(LESSON, step_of("exchange", "9S", "8H", "7H", "TC", "8C"))
    state = run.session.state
    assert state.draws == ["7S", "TC"]  # CPU 1 drew 7♠, the learner 10♣: the lower card deals
    assert state.dealer == CPU and state.hand is not None and state.hand.elder == LEARNER
    assert len(state.hand.talon) == 8  # "the 8 cards face down are the talon"
    # "Keep your three aces and your five diamonds"
    dealt = hand_of(run, LEARNER)
    assert sorted(c for c in dealt if c[0] == "A") == ["AD", "AH", "AS"]
    assert suit_cards(dealt, "D") == ["AD", "KD", "QD", "9D"]
    # The five discards are the low cards of the short suits (spades 3, hearts 3, clubs 2).
    assert {c[-1]: len(suit_cards(dealt, c[-1])) for c in ("9S", "8H", "TC")} == {"S": 3, "H": 3, "C": 2}


def test_the_talon_gives_a_fourth_ace_a_quart_and_a_tierce() -> None:
    run = run_to(LESSON, step_of("declare_point"))
    hand = run.session.state.hand
    assert hand is not None
    assert hand.talon[:5] == ["TH", "9H", "JD", "AC", "JH"]  # elder takes talon cards 1..5
    assert hand.taken == [3, 5] and len(hand.discards[CPU]) == 3  # "CPU 1 then changed 3 cards"
    mine = hand_of(run, LEARNER)
    assert [list(c.cards) for c in sequences(mine, run.session.state.order)] == [["AD", "KD", "QD", "JD"], ["JH", "TH", "9H"]]
    assert [list(c.cards) for c in sets(mine, run.session.state.order)] == [["AS", "AH", "AD", "AC"]]


def test_the_answers_are_the_true_ones_equal_then_good() -> None:
    run = run_to(LESSON, step_of("declare_point"))
    state = run.session.state
    mine, cpu = hand_of(run, LEARNER), hand_of(run, CPU)
    diamonds, clubs = suit_cards(mine, "D"), suit_cards(cpu, "C")
    # Point of five each: A K Q J 9♦ = 11 + 10 + 10 + 10 + 9 = 50 against K Q J 9 7♣ = 10 + 10 + 10 + 9 + 7 = 46.
    assert (len(diamonds), pips(diamonds)) == (5, 50) and (len(clubs), pips(clubs)) == (5, 46)
    assert max(len(suit_cards(cpu, s)) for s in "SHDC") == 5  # no longer suit: "not good" is not open to it
    assert true_answers(state, "point", cpu, (5, 50), 0) == ["good", "equal"]
    assert true_answers(state, "point", cpu, (5, 50), 1) == ["good"]
    # Its best sequence (K Q J♣, a tierce) and set (three kings) lose to the quart and the quatorze.
    quart = key_of(state, "sequence", mine, ["AD", "KD", "QD", "JD"])
    quatorze = key_of(state, "sets", mine, ["AS", "AH", "AD", "AC"])
    assert true_answers(state, "sequence", cpu, quart, 0) == ["good"]
    assert true_answers(state, "sets", cpu, quatorze, 0) == ["good"]
    assert [c.cards for c in sequences(cpu, state.order)] == [("KC", "QC", "JC")]
    assert [c.cards for c in sets(cpu, state.order)] == [("KS", "KH", "KC")]


def test_the_declarations_score_26_against_0_and_the_dialogue_is_the_one_told() -> None:
    run = run_to(LESSON, step_of("play", "AD"))
    hand = run.session.state.hand
    assert hand is not None
    said = [(d["seat"], d["says"], d.get("count"), d.get("pips")) for d in hand.dialogue]
    assert said[:4] == [(LEARNER, "declare", 5, None), (CPU, "equal", None, None), (LEARNER, "declare", 5, 50),
                        (CPU, "good", None, None)]
    assert [d["says"] for d in hand.dialogue[4:]] == ["declare", "good", "declare", "good"]
    scored = [(it["kind"], it["points"]) for it in hand.items]
    assert scored == [("point", 5), ("quart", 4), ("tierce", 3), ("quatorze", 14)]  # 5 + 4 + 3 + 14 = 26
    assert run.session.view(LEARNER)["hand"]["running"] == [0, 26]


def test_the_pique_comes_with_the_lead_of_the_jack_of_diamonds() -> None:
    before = run_to(LESSON, step_of("play", "JD"))
    hand = before.session.state.hand
    assert hand is not None and not hand.bonus
    assert not suit_cards(hand_of(before, CPU), "D")  # "CPU 1 has no diamonds left"
    assert hand.so_totals == [0, 29]  # 26 + the leads of A♦ K♦ Q♦
    before.learner_move(LESSON.steps[step_of("play", "JD")].expect)
    assert hand.bonus == "pique" and hand.so_totals == [0, 60]  # 29 + 1 = 30, + 30


def test_the_cards_cpu_1_plays_are_the_ones_told() -> None:
    assert last_trick(run_to(LESSON, step_of("play", "QD"))) == ["KD", "TD"]  # "CPU 1 followed with 10♦"
    assert last_trick(run_to(LESSON, step_of("play", "JD"))) == ["QD", "7C"]  # "CPU 1 threw 7♣ on your Q♦"


def test_k_hearts_is_out_and_the_learner_must_follow_spades() -> None:
    heart = run_to(LESSON, step_of("play", "JH"))
    assert last_trick(heart) == ["AH", "QH"]  # "CPU 1 played Q♥ under your A♥"
    assert "KH" in hand_of(heart, CPU)  # "K♥ is still out"
    spade = run_to(LESSON, step_of("play", "QS"))
    hand = spade.session.state.hand
    assert hand is not None and hand.tricks[-1].cards == ["TS"] and hand.tricks[-1].leader == CPU
    assert sorted(c.cards[0] for c in spade.session.legal(LEARNER)) == ["AS", "QS"]  # the rest is dimmed
    assert "KS" in hand_of(spade, CPU)  # "A♠ stays for K♠"
    last = run_to(LESSON, step_of("play", "9D"))
    assert not [c for c in hand_of(last, CPU) if c[-1] in "DH"]  # "no diamonds or hearts left"


def _record() -> dict[str, Any]:
    run = play_through(LessonRun(LESSON))
    session = Session("piquet", 2, LESSON.options, LESSON.seed)
    return next(e.data for c in run.session.log for e in session.submit(c) if e.kind == "hand_ended")


def test_the_sheet_adds_up_as_the_last_steps_say() -> None:
    record = _record()
    items = record["items"]

    def points(seat: int, *kinds: str) -> int:
        return sum(it["points"] for it in items if it["seat"] == seat and it["kind"] in kinds)

    assert record["tricks_won"] == [1, 11] and record["bonus"] == "pique"
    assert points(LEARNER, "point", "quart", "tierce", "quatorze") == 26
    assert sum(1 for it in items if it["seat"] == LEARNER and it["kind"] == "lead") == 11  # all but trick 7
    assert points(LEARNER, "lead", "win") == 12 and points(LEARNER, "last_trick") == 1
    assert points(LEARNER, "pique") == 30 and points(LEARNER, "cards") == 10  # 11 tricks to 1
    assert [it["trick"] for it in items if it["kind"] == "pique"] == [4]  # "came with your 4th lead"
    # 26 + 12 + 1 + 30 + 10 = 79; CPU 1: the win of J♥ and the lead of 10♠, 1 + 1 = 2.
    assert record["totals"] == [2, 79] and record["scores"] == [2, 79]
    assert points(CPU, "win") == 1 and points(CPU, "lead") == 1
    assert not record["stopped"] and max(record["scores"]) < LESSON_TARGET


def test_the_lesson_plays_the_modern_rules_to_100() -> None:
    session = Session("piquet", 2, LESSON.options, LESSON.seed)
    assert session.options["target_score"] == LESSON_TARGET and not session.options["point_by_pips"]
