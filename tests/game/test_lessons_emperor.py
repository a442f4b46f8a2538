"""What Emperor's lesson tells the learner is what the rules engine does with its deal (seed 13):
checked move by move, so a change of rules that makes a sentence of the lesson untrue fails here."""

from __future__ import annotations

from game.lessons import get_lesson
from game.lessons.runner import LessonRun, play_through
from tests.game.test_lessons import run_to

LESSON = get_lesson("emperor")


def test_the_deal_is_the_one_the_lesson_describes() -> None:
    view = LessonRun(LESSON).session.view(0)
    assert sorted(view["seats"][0]["hand"]) == sorted(["JK1", "4C", "QC", "AH", "9C"])
    assert view["era"] == "warring_states" and view["dealer"] == 2  # "CPU 2 deals this hand"


def test_after_riichi_the_learner_waits_on_the_black_six_and_on_a_third_sou() -> None:
    waits_step = next(i for i, s in enumerate(LESSON.steps) if s.zones == ("waits",))
    run = run_to(LESSON, waits_step)
    view = run.session.view(0)
    assert view["seats"][0]["riichi"]
    model = run.session.variant.table(view, {"names": ["L", "A", "B", "C"]})
    assert sorted(model["waits"]["cards"]) == ["6C", "7S"]  # 6♠6♣ a pair; 6♠7♠ a third sou (三双)


def test_the_win_is_the_one_the_sheet_steps_explain() -> None:
    run = play_through(LessonRun(LESSON))
    ron = run.session.log[-1]
    assert (ron.seat, ron.action, ron.cards) == (0, "ron", ("6C",))
    result = _last_win(run)
    b = result["breakdown"]
    assert {y["id"]: y["value"] for y in b["yaku"]} == {"doushu": 3, "isshoku": 2}  # Twin Suit 3, Full Colour 2
    assert {"issou", "nisou", "doushoku"} <= set(b["absorbed"])
    assert (b["yaku_count"], b["shibari"]) == (5, 4)
    # Virtue: two sou and the joker discarded to the river = 3, the four-player threshold.
    assert {v["id"]: v["count"] for v in b["virtue"]} == {"sou": 2, "joker": 1}
    assert b["virtuous"] and result["succession"] == "unification"
    # Base: 5 yaku x 4 (shibari) x 50 = 1,000, + virtue 3 x 100 = 1,300; ron: the discarder pays x 3.
    assert b["base"] == 1300 and b["payments"] == [{"payer": 1, "payee": 0, "amount": 3900}]


def _last_win(run: LessonRun) -> dict:
    """The data of the hand's ``won`` event, replayed from the log."""
    from rules.core.session import Session

    session = Session("emperor", LESSON.players, LESSON.options, LESSON.seed)
    for command in run.session.log:
        for event in session.submit(command):
            if event.kind == "won":
                return event.data
    raise AssertionError("no win")
