"""The move log: a panel that tells each move in words, with a CPU's reason for its own move where
it can give one (mixed into :class:`game.table.scene.TableScene`).

Each event an applied command makes is told by rules/core/telling.py in the game's words, as the
log's reader may see it: the one person at the table, or, with several people at one screen (and
with none), nobody in particular, so the log never shows a card that is not public. A CPU's reason
(worked out with its move, in the worker thread) goes under the first event its move shows on the
table; a move that shows nothing yet (a claim kept secret until every seat has answered) keeps its
reason until it does, and a move told only as hidden never shows one (the reason would name the
cards). The panel is a toggle (its button, or L), remembered in the settings; it lies over the left
of the table, never over the hand, the move buttons or the messages; the mouse wheel and Page Up /
Page Down scroll it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.look import GOLD, GOLD_DARK, IVORY, IVORY_DIM, WOOD_DARK, panel, text, wrap
from game.widgets import Button
from rules.core.command import Command
from rules.core.events import Event
from rules.core.telling import Words, hidden, tell, words_for
from rules.core.text import tr

LOG_KEY = pygame.K_l
LOG_LIMIT = 400  # entries kept: a long match drops its oldest moves
PANEL_WIDTH, LEAST_PANEL = 300, 240
LINE_PX, REASON_PX = 16, 14
TOGGLE_SIZE, LEAST_TOGGLE = (116, 40), 80
GAP = 8

Entry = tuple[str, bool]  # the words, and whether they are a CPU's reason


class TableMoveLog:
    """The log's entries, its panel and its toggle."""

    app: Any
    zones: dict[str, tuple[pygame.Rect, dict[str, Any]]]

    def start_log(self, opening: list[Event]) -> None:
        self.log_entries: list[Entry] = []
        self.log_scroll = 0  # lines scrolled back from the newest
        self.log_reasons: dict[int, str] = {}  # reasons of moves not yet shown on the table, by seat
        self._log_words: Words | None = None
        self._log_lines: tuple[Any, list[tuple[str, bool]]] = (None, [])
        self._log_toggle: pygame.Rect | None = None
        self.note_events(opening)

    @property
    def log_open(self) -> bool:
        return bool(self.app.settings.move_log)

    def log_reader(self) -> int | None:
        """Whose eyes the log sees with: the one person at the table, else nobody's in particular."""
        humans = self.humans  # type: ignore[attr-defined]
        return humans[0] if len(humans) == 1 else None

    def expect_reason(self, seat: int, reason: str | None) -> None:
        """A CPU's reason for the move it is about to make: told under that move once it shows, if
        the player asked for reasons in the settings (a reason can say what the CPU holds)."""
        if reason and self.words().reasons and self.app.settings.cpu_reasons:
            self.log_reasons[seat] = reason

    def note_move(self, command: Command, events: list[Event]) -> None:
        """Tell the events of an applied command (with its seat's reason, if one is expected)."""
        shown = self.note_events(events)
        if shown or any(not e.private for e in events):
            self.log_reasons.clear()  # play moved on: a move that never showed keeps no reason

    def note_events(self, events: list[Event]) -> bool:
        """Add the sentences of ``events`` as the reader sees them; whether any was told."""
        names = self.meta.get("names", [])  # type: ignore[attr-defined]
        told = False
        for event in events:
            seen = event.seen_by(self.log_reader())
            try:
                words = tell(seen, self.words(), names)
            except (KeyError, IndexError, ValueError):
                words = None  # an event worded wrongly is left out; the table goes on
            if not words:
                continue
            told = True
            self.log_entries.append((words, False))
            reason = self.log_reasons.pop(event.seat, None) if event.seat is not None and not hidden(seen) else None
            if reason:
                self.log_entries.append((tr("{name}'s reason: {reason}", name=names[event.seat], reason=reason), True))
        if told:
            del self.log_entries[:-LOG_LIMIT]
            self.log_scroll = 0  # the newest move comes into view
        return told

    def words(self) -> Words:
        if self._log_words is None:
            self._log_words = words_for(self.variant)  # type: ignore[attr-defined]
        return self._log_words

    # -- the panel and its toggle -------------------------------------------------------------

    def log_toggle_rect(self) -> pygame.Rect:
        """At the left edge of the person's plate: the lowest place above it, as wide as there is
        room for (down to LEAST_TOGGLE), where it touches no zone of the layout."""
        if self._log_toggle is None:  # the zones never change: found once
            self._log_toggle = self._find_toggle()
        return self._log_toggle

    def _find_toggle(self) -> pygame.Rect:
        plate = self.zones["plate_0"][0] if "plate_0" in self.zones else pygame.Rect(16, 600, 0, 0)
        rects = [r for r, _ in self.zones.values()]
        for y in range(plate.y - GAP - TOGGLE_SIZE[1], 200, -2):
            for width in range(TOGGLE_SIZE[0], LEAST_TOGGLE - 1, -4):
                rect = pygame.Rect(plate.x, y, width, TOGGLE_SIZE[1])
                if rect.collidelist(rects) < 0:
                    return rect
        return pygame.Rect(plate.x, plate.y - GAP - TOGGLE_SIZE[1], *TOGGLE_SIZE)  # a layout with no room

    def log_rect(self) -> pygame.Rect:
        """The left of the table: right of the left seat's hand and melds along the edge, short of
        the rivers, down to the toggle; clear of the messages and of the person's plate, hand and
        melds, and of the other plates and the info panel (the column stops short of those in its
        lower half and starts below those in its upper)."""
        toggle = self.log_toggle_rect()
        left = toggle.x
        for name, (rect, _) in self.zones.items():
            if not name.endswith("_0") and rect.right < 100 and rect.h > rect.w:
                left = max(left, rect.right + GAP)  # the left seat's hand, melds and flowers stay in view
        width = PANEL_WIDTH
        for name, (rect, _) in self.zones.items():
            if name.startswith("river_") and rect.x > left:
                width = max(LEAST_PANEL, min(width, rect.x - GAP - left))
        column = pygame.Rect(left, 16, width, toggle.y - GAP - 16)
        top, bottom = column.y, column.bottom
        for name, (rect, _) in self.zones.items():
            if not column.colliderect(rect):
                continue
            if name.endswith("_0") or name in ("message", "buttons") \
                    or (name.startswith("plate_") or name == "info") and rect.centery >= column.centery:
                bottom = min(bottom, rect.y - GAP)
            elif name.startswith("plate_") or name == "info":
                top = max(top, rect.bottom + GAP)
        return pygame.Rect(left, top, width, bottom - top)

    def log_button(self) -> Button:
        label = tr("Log ✓") if self.log_open else tr("Log")
        return Button(self.log_toggle_rect(), label, self.toggle_log, primary=self.log_open, px=16)

    def toggle_log(self) -> None:
        self.app.settings.move_log = not self.log_open
        self.log_scroll = 0
        self.app.save_settings()

    def log_click(self, pos: tuple[int, int]) -> bool:
        if self.log_toggle_rect().collidepoint(pos):
            self.toggle_log()
            return True
        return self.log_open and self.log_rect().collidepoint(pos)  # the open panel takes its clicks

    def log_wheel(self, dy: int) -> bool:
        """The wheel (nothing else at the table scrolls) moves the open log back or forward."""
        if not self.log_open:
            return False
        self.log_scroll = max(0, self.log_scroll + dy * 3)  # clamped to the lines when drawn
        return True

    def log_key(self, key: int) -> bool:
        """L opens or closes the log; Page Up / Page Down scroll it while open."""
        if key == LOG_KEY:
            self.toggle_log()
            return True
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) and self.log_open:
            return self.log_wheel(10 if key == pygame.K_PAGEUP else -10)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """The table (game/table/drawing.py), then the log's toggle and panel over it."""
        super().draw(surface)  # type: ignore[misc]
        self.draw_log(surface)

    def log_lines(self, width: int) -> list[tuple[str, bool]]:
        """The entries wrapped to ``width``, kept until an entry is added."""
        fonts = self.app.fonts
        key = (len(self.log_entries), self.log_entries[-1:], width)
        if self._log_lines[0] != key:
            lines = []
            for words, is_reason in self.log_entries:
                px = REASON_PX if is_reason else LINE_PX
                lines += [(line, is_reason) for line in wrap(fonts, words, px, width - (12 if is_reason else 0))]
            self._log_lines = (key, lines)
        return self._log_lines[1]

    def draw_log(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        self.log_button().draw(surface, fonts, False)
        if not self.log_open:
            return
        rect = self.log_rect()
        panel(surface, rect, (30, 22, 16, 244), GOLD_DARK)
        title = text(surface, fonts, tr("Moves"), 17, GOLD, (rect.x + 14, rect.y + 18), "midleft", bold=True)
        note = tr("{n} newer below", n=self.log_scroll) if self.log_scroll else tr("L hides · wheel scrolls")
        text(surface, fonts, note, 13, GOLD if self.log_scroll else IVORY_DIM, (rect.right - 12, rect.y + 18), "midright",
             max_width=rect.right - 12 - title.right - 12)
        inner = pygame.Rect(rect.x + 12, rect.y + 34, rect.w - 24, rect.h - 44)
        pygame.draw.line(surface, WOOD_DARK, (inner.x, inner.y - 4), (inner.right, inner.y - 4))
        lines = self.log_lines(inner.w)
        step = 20
        room = max(1, inner.h // step)
        self.log_scroll = min(self.log_scroll, max(0, len(lines) - room))
        end = len(lines) - self.log_scroll
        shown = lines[max(0, end - room):end]
        if not lines:
            text(surface, fonts, tr("No moves yet."), LINE_PX, IVORY_DIM, (inner.x, inner.y + step // 2), "midleft")
        for i, (line, is_reason) in enumerate(shown):
            y = inner.y + i * step + step // 2
            if is_reason:
                text(surface, fonts, line, REASON_PX, IVORY_DIM, (inner.x + 12, y), "midleft", max_width=inner.w - 12)
            else:
                text(surface, fonts, line, LINE_PX, IVORY, (inner.x, y), "midleft", max_width=inner.w)
