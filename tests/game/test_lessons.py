"""Every lesson, through the real rules engine and no window: played to its end by the learner's
expected moves and the CPU seats' script; a wrong move refused with the reason and the lesson
waiting; Restart step taking the step's moves back; every text fitting its panel in each language."""

from __future__ import annotations

import pygame
import pytest

from game.fonts import Fonts
from game.lessons import LESSONS, get_lesson
from game.lessons.lesson import ANY, END, Lesson
from game.lessons.overlay import StepPanel, fit_text
from game.lessons.runner import LessonRun, actor, play_through
from rules.core.command import Command
from rules.core.text import LANGUAGES, set_language, tr


def run_to(lesson: Lesson, index: int) -> LessonRun:
    """A run played as the lesson means it up to the moment step ``index`` waits for its move."""
    run, last = LessonRun(lesson), -1
    while run.index < index or run.forced() is not None or (run.learner not in run.session.to_act() and not run.reading()):
        if run.reading():
            run.next()
            continue
        seat = actor(run.session, last)
        if seat == run.learner:
            run.learner_move(run.forced() or run.expected())
        else:
            run.cpu_move(run.scripted_move(seat))
        last = seat
    return run


@pytest.mark.parametrize("game", LESSONS)
def test_the_lesson_plays_to_its_end_through_the_engine(game: str) -> None:
    lesson = get_lesson(game)
    run = play_through(LessonRun(lesson))  # strict: a script move that does not fit raises
    assert run.done and run.scripted == len(lesson.script) and not run.off_script
    # Every move the lesson asks for was made, in order, by the learner's seat.
    asked = [s.expect for s in lesson.steps if isinstance(s.expect, Command)]
    made = [c for c in run.session.log if c.seat == lesson.learner]
    assert [c for c in made if c in asked] == asked


@pytest.mark.parametrize("game", LESSONS)
def test_each_move_step_waits_for_the_learner_with_its_move_legal(game: str) -> None:
    lesson = get_lesson(game)
    for index, step in enumerate(lesson.steps):
        if step.expect is None:
            continue
        run = run_to(lesson, index)
        assert run.up() and run.learner in run.session.to_act(), f"step {index + 1}: not the learner's turn"
        legal = run.session.legal(run.learner)
        assert step.expect == ANY or step.expect in legal, f"step {index + 1}: {step.expect} is not legal"
        assert len(legal) > 1, f"step {index + 1}: a move the learner has no choice about"
        assert step.why, f"step {index + 1} cannot say why its move"


@pytest.mark.parametrize("game", LESSONS)
def test_another_legal_move_is_refused_with_the_steps_reason_and_the_lesson_waits(game: str) -> None:
    lesson = get_lesson(game)
    index = next(i for i, s in enumerate(lesson.steps) if isinstance(s.expect, Command))
    run = run_to(lesson, index)
    step = lesson.steps[index]
    other = next(c for c in run.session.legal(run.learner) if c != step.expect)
    before = run.session.digest()
    assert run.check(other) == tr("Not the lesson's move: {why}", why=tr(step.why))
    with pytest.raises(ValueError):
        run.learner_move(other)
    assert run.session.digest() == before and run.index == index
    # A move the rules refuse gets the engine's own reason, and changes nothing either.
    illegal = Command(run.learner, step.expect.action, ("XX",) if step.expect.cards else (), step.expect.choice)
    reason = run.check(illegal)
    assert reason == run.session.validate(illegal) and reason
    assert run.session.digest() == before and run.index == index
    run.learner_move(step.expect)
    assert run.index == index + 1


@pytest.mark.parametrize("game", LESSONS)
def test_a_read_step_holds_every_seat_until_next(game: str) -> None:
    lesson = get_lesson(game)
    run = LessonRun(lesson)
    assert run.reading() and not run.cpu_may_act() and run.forced() is None
    assert run.check(Command(run.learner, "discard", ("AS",))) == tr("Read this step first, then press Next.")
    run.next()
    assert run.index == 1


@pytest.mark.parametrize("game", LESSONS)
def test_restart_step_takes_back_the_moves_made_since_the_step_began(game: str) -> None:
    lesson = get_lesson(game)
    last_move = max(i for i, s in enumerate(lesson.steps) if isinstance(s.expect, Command))
    run = run_to(lesson, last_move)
    begun = run.marks[last_move]
    assert len(run.session.log) >= begun
    run.learner_move(lesson.steps[last_move].expect)
    run.index -= 1  # as if the learner pressed Restart step while the move's step was still up
    again = run.restart_step()
    assert len(again.session.log) == begun and again.index == last_move
    assert again.session.log == run.session.log[:begun]
    assert play_through(again).done  # and the lesson goes on from there to its end


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", LESSONS)
def test_every_step_fits_its_panel(game: str, lang: str) -> None:
    pygame.init()
    fonts = Fonts()
    lesson = get_lesson(game)
    set_language(lang)
    try:
        for index, step in enumerate(lesson.steps):
            place = "sheet" if step.when == END else step.panel or "default"
            room = StepPanel(pygame.Rect(lesson.panels[place]), print, print, print).room()
            px, lines = fit_text(fonts, tr(step.text), room)
            assert len(lines) * (px + 6) <= room.h, f"{lang} step {index + 1} overflows {place}"
            assert "".join(lines).replace(" ", "") == tr(step.text).replace(" ", "").replace("\n", ""), \
                f"{lang} step {index + 1} is cut in {place}"
    finally:
        set_language("en")
