"""Lessons at the real table, headless: Learn on the title, a wrong move refused on screen while
the lesson waits, a lesson played to its end marked done in the settings, and
``python -m game --lesson GAME --autoplay --screenshot P``."""

from __future__ import annotations

import pygame
import pytest

from game.lessons import LESSONS, get_lesson
from game.lessons.learn_scene import LearnScene
from game.lessons.table import LessonSheet, LessonTable
from game.settings import SettingsStore
from rules.core.text import tr
from tests.game.conftest import FRAME, click, click_button, labels


def settle(app, table: LessonTable, frames: int = 600) -> None:
    """Frames until the table waits on the learner (a read step, or the learner's move)."""
    for _ in range(frames):
        app.step([], FRAME)
        if app.top is not table:
            return
        if not table.animating and not table.pending and (table.run.reading() or table.human_turn() is not None) \
                and table.run.forced() is None:
            return


def autoplay_to_the_sheet(app) -> LessonTable:
    """Emperor's lesson played by itself, at once, until its score sheet is up."""
    app.settings.animation_speed = 0
    table = LessonTable(app, get_lesson("emperor"), autoplay=True)
    app.push(table)
    for _ in range(5000):
        app.step([], FRAME)
        if isinstance(app.top, LessonSheet):
            break
    assert isinstance(app.top, LessonSheet)
    return table


def test_learn_is_on_the_title_and_lists_every_lesson(app) -> None:
    from game.scenes.title import TitleScene

    app.push(TitleScene(app))
    assert tr("Learn") in labels(app)
    click_button(app, tr("Learn"))
    assert isinstance(app.top, LearnScene)
    assert labels(app).count(tr("Start")) == len(LESSONS)
    click(app, next(w for w in app.top.form.widgets if getattr(w, "label", "") == tr("Start")).rect.center)
    assert isinstance(app.top, LessonTable) and app.top.lesson.id == LESSONS[0]


def test_a_row_for_every_game_fits_above_back() -> None:
    """Learn lays out a lesson of each of the eight games without scrolling: the last row ends
    above Back and inside the window."""
    from game.lessons.learn_scene import ROW, ROW_STEP
    from rules.core.registry import variant_ids

    games = len(variant_ids())
    assert games == 8 and set(LESSONS) <= set(variant_ids())
    last = ROW.move(0, (games - 1) * ROW_STEP)
    assert last.bottom < 800 - 80 and ROW_STEP > ROW.h


def test_a_wrong_card_is_refused_with_why_and_the_lesson_waits(app) -> None:
    app.settings.animation_speed = 0
    lesson = get_lesson("emperor")
    table = LessonTable(app, lesson)
    app.push(table)
    first_move = next(i for i, s in enumerate(lesson.steps) if s.expect is not None)
    while table.run.index < first_move:
        settle(app, table)
        click(app, table.step_panel.next.rect.center)  # the panel's Next
    settle(app, table)
    step = lesson.steps[first_move]
    wrong = next(s for s in table.hand_slots() if s.code not in step.expect.cards)
    before = len(table.session.log)
    for _ in range(2):  # a double-click plays a card
        click(app, wrong.rect.center)
    assert table.said is not None and table.said[1]  # a refusal, shown on the lesson's panel
    assert table.said[0] == tr("Not the lesson's move: {why}", why=tr(step.why))
    assert len(table.session.log) == before and table.run.index == first_move
    right = next(s for s in table.hand_slots() if s.code == step.expect.cards[0])
    for _ in range(2):
        click(app, right.rect.center)
    assert table.session.log[before] == step.expect and table.run.index == first_move + 1


def test_a_lesson_played_to_its_end_is_marked_done_in_the_settings(app, tmp_path) -> None:
    app.push(LearnScene(app))
    autoplay_to_the_sheet(app)
    while isinstance(app.top, LessonSheet):
        click(app, app.top.button.rect.center)  # Next through the steps about the sheet, then Finish
    assert isinstance(app.top, LearnScene)
    assert app.settings.lessons_done == ["emperor"]
    assert SettingsStore(tmp_path / "config", [], lambda m: None).load_settings().lessons_done == ["emperor"]
    assert tr("Again") in labels(app)  # the Learn list marks it


def test_restart_step_on_the_score_sheet_shows_the_sheet_again(app) -> None:
    table = autoplay_to_the_sheet(app)
    index, sheet = table.run.index, app.top.sheet
    click(app, table.step_panel.restart.rect.center)
    for _ in range(10):
        app.step([], FRAME)
    assert isinstance(app.top, LessonSheet) and app.top.sheet == sheet  # not the next hand's bare table
    assert app.top.table is not table and app.top.table.run.index == index


@pytest.mark.parametrize("game", LESSONS)
def test_the_step_panels_leave_the_hand_the_buttons_and_the_log_toggle_clear(app, game: str) -> None:
    """Whatever a step says, the learner can still reach their hand, the move buttons (Hint among
    them) and the move log's toggle: no panel of the table's own steps covers them."""
    table = LessonTable(app, get_lesson(game))
    app.push(table)
    app.step([], FRAME)
    keep = {"log toggle": table.log_toggle_rect()} | {z: table.zones[z][0] for z in ("hand_0", "buttons")}
    for place, rect in table.lesson.panels.items():
        if place == "sheet":
            continue  # drawn over the score sheet, not the table
        for what, zone in keep.items():
            assert not pygame.Rect(rect).colliderect(zone), f"{game}'s {place} panel covers the {what}"


def test_leave_goes_back_without_marking_the_lesson(app) -> None:
    app.push(LearnScene(app))
    table = LessonTable(app, get_lesson("emperor"))
    app.push(table)
    app.step([], FRAME)
    click(app, table.step_panel.leave.rect.center)
    assert isinstance(app.top, LearnScene) and app.settings.lessons_done == []


@pytest.mark.parametrize("game", LESSONS)
def test_the_lesson_autoplays_headless_and_saves_its_last_step(tmp_path, game: str) -> None:
    import game.__main__ as cli
    from game.app import App

    setup = App(settings_dir=tmp_path / "s", data_dir=tmp_path / "d", headless=True)
    setup.settings.animation_speed = 0
    setup.save_settings()
    setup.quit()
    shot = tmp_path / f"{game}.png"
    args = ["--lesson", game, "--autoplay", "--screenshot", str(shot), "--settings-dir", str(tmp_path / "s"),
            "--data-dir", str(tmp_path / "d")]
    assert cli.main(args) == 0
    image = pygame.image.load(str(shot))
    colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 800, 40)}
    assert image.get_size() == (1280, 800) and len(colours) > 20


def test_the_lesson_flag_wants_a_known_lesson() -> None:
    import game.__main__ as cli

    with pytest.raises(SystemExit):
        cli.parse(["--lesson", "no_such_game", "--autoplay"])
    with pytest.raises(SystemExit):
        cli.parse(["--autoplay"])  # no game, no lesson
    assert cli.parse(["--lesson", "emperor", "--autoplay", "--screenshot", "p.png"]).autoplay == ""
