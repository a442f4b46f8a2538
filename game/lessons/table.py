"""The lesson at the table: the generic table scene, its moves checked by the lesson's runner.

The table plays as ever (the same drags, buttons, animation and score sheet); the lesson hooks in
where a move is attempted (the learner's is checked against the step, a CPU seat takes the
script's move), where a seat is asked to act (nobody plays while a step is read) and where the
frame is drawn (the spotlight and the step's panel over it).
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.lessons.lesson import Lesson
from game.lessons.overlay import StepPanel, spotlight
from game.lessons.runner import LessonRun
from game.table import render
from game.table.config import MatchConfig, SeatConfig
from game.table.results import HandResultScene
from game.table.scene import MESSAGE_SECONDS, THINK_SECONDS, TableScene
from rules.core.command import Command
from rules.core.text import tr
from rules.core.variant import Hint

AUTOPLAY_SECONDS = 1.2  # with --autoplay, how long each step stays up (at animation speed 1) before its move


class LessonTable(TableScene):
    def __init__(self, app: Any, lesson: Lesson, run: LessonRun | None = None, autoplay: bool = False,
                 on_finish: Callable[[], None] | None = None) -> None:
        fresh = run is None
        self.run = run or LessonRun(lesson)
        names = self.run.session.meta["names"]
        variant = self.run.session.variant
        level = "normal" if "normal" in variant.cpu_levels else variant.cpu_levels[-1]
        seats = [SeatConfig("human", "", name) if i == lesson.learner else SeatConfig("cpu", level, name)
                 for i, name in enumerate(names)]
        config = MatchConfig(lesson.id, lesson.players, seats, self.run.session.options, lesson.seed)
        super().__init__(app, config, self.run.session, autosave=False)
        self.deal_pending = fresh and not self.run.session.log  # a new lesson deals its cards out
        self.lesson, self.autoplay, self.on_finish = lesson, autoplay, on_finish
        self.script_wait = 0.0
        self.said: tuple[str, bool, float] | None = None  # what the table says (a refusal, a hint), on the panel
        self.step_clock = 0.0  # seconds the current step has been up (autoplay waits on it)
        self.step_panel = StepPanel(self.panel_rect(), self.next_step, self.restart_step, self.quit_lesson)

    # -- the lesson's hooks into the table ------------------------------------------------------

    def refresh(self, animate: bool = True, stagger: bool = False) -> None:
        super().refresh(animate, stagger)
        if self.run.lesson.learner_faces and isinstance(self.images, render.TileImages):
            self.images.learner = True  # the sheet is drawn with these images too

    def attempt(self, command: Command) -> bool:
        """The learner's move goes through the lesson's check; a CPU's is counted against the script."""
        self.end_gather()
        try:
            if command.seat == self.run.learner:
                events = self.run.learner_move(command)
            else:
                events = self.run.cpu_move(command)
        except ValueError as exc:  # the rules' refusal (IllegalCommand) or the lesson's
            self.say(str(exc), warn=True)
            return False
        self.step_clock, self.said = 0.0, None
        self.after(command, events)
        self.step_panel.rect = self.panel_rect()
        return True

    def cpu_turn(self, seat: int, dt: float) -> None:
        if not self.run.cpu_may_act():
            return
        scripted = self.run.scripted_move(seat)
        if scripted is None:
            super().cpu_turn(seat, dt)
            return
        self.script_wait += dt
        if self.script_wait >= (THINK_SECONDS / self.speed if self.speed > 0 else 0.0):
            self.script_wait = 0.0
            self.attempt(scripted)

    def automatic(self, seat: int) -> bool:
        return self.run.forced() is not None

    @property
    def autoplay_pause(self) -> float:
        return AUTOPLAY_SECONDS / self.speed if self.speed > 0 else 0.0

    def person_turn(self, seat: int, dt: float) -> None:
        if self.autoplay and self.step_clock >= self.autoplay_pause:
            command = self.run.expected()
            if command is not None:
                self.attempt(command)

    def suggestion(self, seat: int) -> Hint:
        """Hint shows the lesson's move and why, not the CPU's own idea."""
        command = self.run.expected() or self.run.forced()
        step = self.run.step
        if command is None or step is None:
            return super().suggestion(seat)
        return Hint(command, tr(step.why) if step.why else self.variant.explain(self.session.state, command))

    def show_sheet(self) -> None:
        """The hand's score sheet, with the lesson's words on it; closing it goes on with the lesson."""
        self.showing = self.pending.pop(0)
        self.pending.clear()  # the lesson is one hand: the match's later sheets are not for it
        self.app.push(LessonSheet(self.app, self.showing, self.images, self))

    # -- the lesson's own controls --------------------------------------------------------------

    def panel_rect(self) -> pygame.Rect:
        step = self.run.step
        place = step.panel if step is not None and step.panel else "default"
        return pygame.Rect(self.lesson.panels[place])

    def next_step(self) -> None:
        if not self.run.reading():
            return
        self.run.next()
        self.step_clock = 0.0
        self.step_panel.rect = self.panel_rect()
        if self.run.done:
            self.finish()

    def restart_step(self) -> None:
        run = self.run.restart_step()
        self.worker.close()
        while self.app.top is not self:  # the score sheet, the pause menu
            self.app.pop()
        table = LessonTable(self.app, self.lesson, run, self.autoplay, self.on_finish)
        if run.hand_over and self.showing is not None:
            table.pending = [self.showing]  # a step about the score sheet: the sheet comes back with it
        self.app.replace(table)

    def quit_lesson(self) -> None:
        self.worker.close()
        while self.app.top is not self:
            self.app.pop()
        self.app.pop()

    def finish(self) -> None:
        """The lesson's last step was read: it is marked done, and the Learn list comes back."""
        done = self.app.settings.lessons_done
        if self.lesson.id not in done:
            self.app.settings.lessons_done = sorted(done + [self.lesson.id])
            self.app.save_settings()
        if self.on_finish:
            self.on_finish()
        self.quit_lesson()

    # -- the frame ---------------------------------------------------------------------------------

    def say(self, text: str, warn: bool = False) -> None:
        """The table's words go on the lesson's panel, beside the step they are about."""
        self.said = (text, warn, MESSAGE_SECONDS)

    def update(self, dt: float) -> None:
        self.step_clock += dt
        if self.said:
            text, warn, left = self.said
            self.said = (text, warn, left - dt) if left > dt else None
        if self.autoplay and self.run.reading() and self.step_clock >= self.autoplay_pause and not self.pending \
                and not self.animating and not self.last_step():
            self.next_step()
        super().update(dt)

    def busy(self) -> bool:
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if self.step_panel.handle(event, self.run.reading()):
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_lesson(surface)

    def draw_lesson(self, surface: pygame.Surface) -> None:
        step = self.run.step
        if step is None:
            return
        said = (self.said[0], self.said[1]) if self.said else None
        if not self.run.up():  # the table plays on to the step's moment: nothing is lit yet
            self.step_panel.draw(surface, self.app.fonts, self.heading(), tr("Watch the table: the others play."),
                                 False, False, tr("Wait…"), said=said)
            return
        lit = [self.zones[z][0] for z in step.zones if z in self.zones]
        lit += [s.rect for s in self.slots if s.code is not None and s.code in step.cards]
        clear = [self.step_panel.rect] + [b.rect for b, _ in self.current_buttons()]
        spotlight(surface, lit, clear)
        self.step_panel.draw(surface, self.app.fonts, self.heading(), tr(step.text), self.run.reading(), self.last_step(),
                             said=said)

    def status(self) -> str:
        """Short words under the table: the lesson's panel says what the move is."""
        if self.run.reading():
            return tr("Read, then press Next")  # every seat waits, the CPUs too: nobody is thinking
        return tr("Your turn") if self.human_turn() is not None else super().status()

    def heading(self) -> str:
        lesson = self.lesson
        return tr("{title} · step {n} of {total}", title=tr(lesson.title), n=self.run.index + 1, total=len(lesson.steps))

    def last_step(self) -> bool:
        return self.run.index == len(self.lesson.steps) - 1


class LessonSheet(HandResultScene):
    """The hand's score sheet with the lesson's panel in its free lower right; the sheet's button,
    moved into the panel, goes through the lesson's remaining steps, and the last closes it."""

    def __init__(self, app: Any, sheet: dict[str, Any], images: Any, table: LessonTable) -> None:
        super().__init__(app, sheet, images, table.sheet_closed)
        self.table = table
        self.panel_rect = pygame.Rect(table.lesson.panels.get("sheet", table.panel_rect()))
        table.step_panel.rect = self.panel_rect
        self.button.rect = pygame.Rect(table.step_panel.next.rect)
        self.button.px = table.step_panel.next.px
        self.label()

    def label(self) -> None:
        self.button.label = tr("Finish") if self.table.last_step() else tr("Next")

    def handle(self, event: pygame.event.Event) -> bool:
        on_button = hasattr(event, "pos") and self.button.rect.collidepoint(event.pos)
        if not on_button and self.table.step_panel.handle(event, False):
            return True  # Leave, Restart step; the panel covers what lies beneath it
        return super().handle(event)

    def close(self) -> None:
        if not self.table.last_step():
            self.table.next_step()
            self.table.step_panel.rect = self.panel_rect
            self.label()
            return
        self.app.pop()
        self.table.sheet_closed()
        self.table.next_step()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        step = self.table.run.step
        if step is not None:
            self.table.step_panel.draw(surface, self.app.fonts, self.table.heading(), tr(step.text), False, False, None)
            self.button.draw(surface, self.app.fonts, False)
