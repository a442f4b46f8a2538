"""The lesson drawn over the table: a spotlight on what the step is about, the step's text in a
panel, and the lesson's buttons (Next, Restart step, Leave) at fixed places on the panel's lower
edge, so none moves under the cursor from one step to the next."""

from __future__ import annotations

from typing import Callable, Iterable

import pygame

from game.look import GOLD, GOLD_DARK, INK, INK_SOFT, IVORY, MIN_PX, RED, FontSource, panel, text, wrap
from game.widgets import Button
from rules.core.text import tr

DIM = (0, 0, 0, 140)
BUTTON_H = 40
PADDING = 18
TEXT_PX = (19, 17, 16, 15, 14)  # a long text takes a smaller size before it would overflow
HEAD_PX = 16


def spotlight(surface: pygame.Surface, lit: Iterable[pygame.Rect], clear: Iterable[pygame.Rect]) -> None:
    """Dim the table except ``lit`` (outlined in gold) and ``clear`` (the panel, the move's buttons)."""
    lit = [r.inflate(10, 10) for r in lit]
    if not lit:
        return
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill(DIM)
    for rect in lit + list(clear):
        shade.fill((0, 0, 0, 0), rect)
    surface.blit(shade, (0, 0))
    for rect in lit:
        pygame.draw.rect(surface, GOLD, rect, 3, border_radius=8)


class StepPanel:
    """The step's text and the lesson's buttons in ``rect``."""

    def __init__(self, rect: pygame.Rect, on_next: Callable[[], None], on_restart: Callable[[], None],
                 on_leave: Callable[[], None]) -> None:
        self.leave = Button((0, 0, 88, BUTTON_H), tr("Leave"), on_leave, px=17)
        self.restart = Button((0, 0, 134, BUTTON_H), tr("Restart step"), on_restart, px=17)
        self.next = Button((0, 0, 108, BUTTON_H), tr("Next"), on_next, primary=True, px=18)
        self.rect = rect

    @property
    def rect(self) -> pygame.Rect:
        return self._rect

    @rect.setter
    def rect(self, rect: pygame.Rect) -> None:
        """The panel's place; its buttons keep theirs on its lower edge."""
        self._rect = rect
        bottom = rect.bottom - PADDING // 2 - BUTTON_H
        self.leave.rect.topleft = (rect.x + PADDING, bottom)
        self.restart.rect.topleft = (self.leave.rect.right + 8, bottom)
        self.next.rect.topright = (rect.right - PADDING, bottom)

    def buttons(self, reading: bool) -> list[Button]:
        return [self.leave, self.restart] + ([self.next] if reading else [])

    def draw(self, surface: pygame.Surface, fonts: FontSource, head: str, body: str, reading: bool, last: bool,
             prompt: str | None = "", said: tuple[str, bool] | None = None) -> None:
        """``reading``: the step shows Next (Finish on the ``last``); else ``prompt`` says what to do
        (by default, that the lesson waits for the learner's move; None: nothing). ``said``: what the table says
        now (a refusal in red, a hint), above the step's text."""
        rect = self.rect
        panel(surface, rect, IVORY, GOLD_DARK)
        text(surface, fonts, head, HEAD_PX, INK_SOFT, (rect.x + PADDING, rect.y + 16), "midleft", bold=True)
        room = self.room()
        first = said[0] + "\n\n" if said else ""
        px, lines = fit_text(fonts, first + body, room)
        told = len(wrap(fonts, said[0], px, room.w)) if said else 0
        for i, line in enumerate(lines):
            colour = (RED if said and said[1] else GOLD_DARK) if i < told else INK
            text(surface, fonts, line, px, colour, (room.x, room.y + 4 + i * (px + 6)), "topleft")
        self.next.label = tr("Finish") if last else tr("Next")
        for button in self.buttons(reading):
            button.draw(surface, fonts, False)
        if not reading and prompt is not None:
            text(surface, fonts, prompt or tr("Your move"), 17, GOLD_DARK, (rect.right - PADDING, self.next.rect.centery),
                 "midright", bold=True, max_width=rect.w - self.restart.rect.right + rect.x - 2 * PADDING)

    def room(self) -> pygame.Rect:
        """Where the text goes: under the heading, above the buttons."""
        rect = self.rect
        return pygame.Rect(rect.x + PADDING, rect.y + 30, rect.w - 2 * PADDING, rect.h - 30 - BUTTON_H - PADDING)

    def handle(self, event: pygame.event.Event, reading: bool) -> bool:
        """Clicks on the panel's buttons; the panel itself swallows clicks (the table beneath is covered)."""
        if event.type == pygame.MOUSEMOTION:
            for button in self.buttons(reading):
                button.hovered = button.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in self.buttons(reading):
                if button.rect.collidepoint(event.pos):
                    button.pressed = True
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = False
            for button in self.buttons(reading):
                if button.pressed and button.rect.collidepoint(event.pos):
                    button.pressed = False
                    button.activate()
                    return True
                button.pressed = False
                hit = hit or button.rect.collidepoint(event.pos)
            return hit or self.rect.collidepoint(event.pos)
        return False


def fit_text(fonts: FontSource, body: str, room: pygame.Rect) -> tuple[int, list[str]]:
    """The largest of TEXT_PX at which ``body`` (paragraphs split by newlines) fits ``room``;
    at the smallest, what does not fit is cut (a lesson's test checks that nothing is)."""
    for px in TEXT_PX:
        lines = wrap(fonts, body, px, room.w)
        if len(lines) * (px + 6) <= room.h:
            return px, lines
    px = max(TEXT_PX[-1], MIN_PX)
    return px, lines[: room.h // (px + 6)]

