"""What 99's lesson tells the learner is what the rules engine does with its deal (seed 48)."""

from __future__ import annotations

from game.lessons import get_lesson
from game.lessons.runner import LessonRun, play_through
from rules.core.command import Command
from rules.core.session import Session
from tests.game.test_lessons import run_to

LESSON = get_lesson("ninety_nine")


def step_of(card: str) -> int:
    return next(i for i, s in enumerate(LESSON.steps) if isinstance(s.expect, Command) and s.expect.cards == (card,))


def test_diamonds_are_trumps_and_the_learner_leads_first() -> None:
    session = LessonRun(LESSON).session
    assert session.state.trump == "D"  # the match's first deal (NN-D7)
    assert (session.state.dealer + 1) % 3 == LESSON.learner  # the dealer's left leads the first trick


def test_the_bid_is_three_by_its_suits() -> None:
    bid = next(s.expect for s in LESSON.steps if isinstance(s.expect, Command) and s.expect.action == "bid")
    values = {"C": 3, "H": 2, "S": 1, "D": 0}
    assert sorted(bid.cards) == ["JD", "KC", "TD"] and sum(values[c[-1]] for c in bid.cards) == 3


def test_the_learner_must_follow_clubs_and_may_trump_the_heart_lead() -> None:
    follow = run_to(LESSON, step_of("TC"))
    assert {c.cards[0][-1] for c in follow.session.legal(0)} == {"C"}  # "you must follow suit"
    ruff = run_to(LESSON, step_of("KD"))
    hand = ruff.session.view(0)["seats"][0]["hand"]
    assert not any(c.endswith("H") for c in hand)  # "you have no hearts"
    assert {c.cards[0] for c in ruff.session.legal(0)} == set(hand)  # "you may play any card"


def test_the_deal_scores_as_the_sheet_steps_say() -> None:
    run = play_through(LessonRun(LESSON))
    session = Session("ninety_nine", 3, LESSON.options, LESSON.seed)
    scored = next(e.data for c in run.session.log for e in session.submit(c) if "breakdown" in e.data)
    assert scored["bids"] == [3, 1, 2] and scored["tricks"][:2] == [3, 2]  # CPU 1 declared 1, took 2
    b = scored["breakdown"]
    assert b["premium"] == {"seat": 1, "kind": "declare"} and b["premium_made"] is False
    # Learner: 3 tricks x 1 + 30 (the only one to make the bid) + 30 (CPU 1's failed declaration) = 63.
    items = {i["id"]: i["value"] for i in b["seats"][0]["items"]}
    assert items == {"tricks": 3, "success": 30, "declare": 30} and b["seats"][0]["total"] == 63
    assert b["successes"] == 1 and b["next_trump"] == "S"  # one made the bid: spades next
