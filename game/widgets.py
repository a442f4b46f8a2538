"""Widgets for the menus: Button, Toggle, Cycler, Stepper, TextInput, ScrollView, Label, and the
Form that gives them keyboard focus; the look they share
(palette, panels, text) is game/look.py.

Keyboard: Tab / Shift+Tab and Up / Down move the focus, Left / Right change a toggle, cycler or
stepper (and move along a row of buttons), Enter or Space activates. The focus ring shows once
the keyboard is used and hides again when the mouse moves, as browsers do with :focus-visible.
A press on a control that appeared or moved a moment ago is ignored (game/clickguard.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Sequence

import pygame

from game.clickguard import ClickGuard
from game.look import WOOD, WOOD_DARK, WOOD_LIGHT, IVORY, IVORY_DIM, INK, INK_SOFT, GOLD, GOLD_DARK, DISABLED, RADIUS, FontSource, panel, text


class Widget:
    focusable = True

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.hovered = False
        self.pressed = False

    def activate(self) -> None:
        """Enter / Space / a click."""

    def key(self, event: pygame.event.Event) -> bool:
        """A key while focused (beyond Enter and focus moves); True if used."""
        return False

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        """Mouse events inside this widget beyond a plain click; True if used."""
        return False

    def draw(self, surface: pygame.Surface, fonts: FontSource, focused: bool) -> None:
        raise NotImplementedError


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = RADIUS) -> None:
    pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 3, border_radius=radius + 4)


class Label(Widget):
    focusable = False

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        px: int = 22,
        color: tuple[int, int, int] = IVORY,
        anchor: str = "midleft",
        bold: bool = False,
    ) -> None:
        super().__init__(rect)
        self.text, self.px, self.color, self.anchor, self.bold = text, px, color, anchor, bold

    def draw(self, surface: pygame.Surface, fonts: FontSource, focused: bool) -> None:
        text(surface, fonts, self.text, self.px, self.color, getattr(self.rect, self.anchor), self.anchor, self.bold, self.rect.w)


class Button(Widget):
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        on_click: Callable[[], None],
        enabled: bool = True,
        primary: bool = False,
        px: int = 24,
    ) -> None:
        super().__init__(rect)
        self.label, self.on_click, self.enabled, self.primary, self.px = label, on_click, enabled, primary, px

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def draw(self, surface: pygame.Surface, fonts: FontSource, focused: bool) -> None:
        rect = self.rect.move(0, 2) if self.pressed and self.enabled else self.rect
        if not self.enabled:
            fill, edge, ink = (196, 188, 170), (140, 130, 112), DISABLED
        elif self.primary:
            fill, edge, ink = (GOLD if not self.hovered else (236, 200, 118)), GOLD_DARK, INK
        else:
            fill, edge, ink = (IVORY if not self.hovered else (255, 250, 236)), WOOD_DARK, INK
        panel(surface, rect, fill, edge, drop=not (self.pressed and self.enabled))
        # A light top edge gives the button some relief.
        pygame.draw.line(surface, (255, 255, 255), (rect.x + RADIUS, rect.y + 3), (rect.right - RADIUS, rect.y + 3), 1)
        text(surface, fonts, self.label, self.px, ink, rect.center, bold=self.primary, max_width=rect.w - 20)
        if focused:
            focus_ring(surface, rect)


class _Field(Widget):
    """A labelled row: the label on the left of ``rect``, the control in its right part."""

    control_width = 260

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str, note: str = "") -> None:
        super().__init__(rect)
        self.label, self.note = label, note
        if not label:  # a bare control (e.g. a table cell): it fills its rect
            self.control_width = self.rect.w

    @property
    def control(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - self.control_width, self.rect.y, self.control_width, self.rect.h)

    def draw_label(self, surface: pygame.Surface, fonts: FontSource, focused: bool) -> None:
        room = self.rect.w - self.control_width - 24
        if focused:
            pygame.draw.rect(surface, GOLD, self.rect.inflate(14, 8), 2, border_radius=RADIUS)
        if not self.label:
            return
        if self.hovered:
            panel(surface, self.rect.inflate(12, 6), (255, 255, 255, 24), None, drop=False)
        ink, note_ink = (IVORY, IVORY_DIM) if self.enabled else (DISABLED, DISABLED)
        if self.note:
            text(surface, fonts, self.label, 22, ink, (self.rect.x, self.rect.centery - 11), "midleft", max_width=room)
            text(surface, fonts, self.note, 16, note_ink, (self.rect.x, self.rect.centery + 13), "midleft", max_width=room)
        else:
            text(surface, fonts, self.label, 22, ink, (self.rect.x, self.rect.centery), "midleft", max_width=room)


class Toggle(_Field):
    control_width = 110

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str, value: bool, on_change: Callable[[bool], None], note: str = "") -> None:
        super().__init__(rect, label, note)
        self.value, self.on_change = value, on_change

    def activate(self) -> None:
        self.value = not self.value
        self.on_change(self.value)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: FontSource, focused: bool) -> None:
        from rules.core.text import tr

        self.draw_label(surface, fonts, focused)
        track = pygame.Rect(0, 0, 64, 32)
        track.midright = (self.rect.right - 4, self.rect.centery)
        if not self.enabled:  # an option that does not apply: no value to read
            pygame.draw.rect(surface, (90, 80, 70), track, 2, border_radius=16)
            text(surface, fonts, "—", 20, DISABLED, track.center)
            return
        pygame.draw.rect(surface, GOLD if self.value else (90, 80, 70), track, border_radius=16)
        pygame.draw.rect(surface, WOOD_DARK, track, 2, border_radius=16)
        knob = (track.right - 16, track.centery) if self.value else (track.x + 16, track.centery)
        pygame.draw.circle(surface, (0, 0, 0), (knob[0], knob[1] + 2), 12)
        pygame.draw.circle(surface, IVORY, knob, 12)
        text(surface, fonts, tr("On") if self.value else tr("Off"), 18, IVORY_DIM, (track.x - 10, track.centery), "midright")


class Cycler(_Field):
    """One of a few values, stepped with the arrows on either side (or Left / Right)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        choices: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None],
        note: str = "",
    ) -> None:
        super().__init__(rect, label, note)
        self.choices = list(choices)
        self.on_change = on_change
        values = [v for v, _ in self.choices]
        self.index = values.index(value) if value in values else 0

    @property
    def value(self) -> Any:
        return self.choices[self.index][0]

    def set_value(self, value: Any) -> None:
        self.index = [v for v, _ in self.choices].index(value)

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.choices)
        self.on_change(self.value)

    def activate(self) -> None:
        self.step(1)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        c = self.control
        return pygame.Rect(c.x, c.centery - 17, 34, 34), pygame.Rect(c.right - 34, c.centery - 17, 34, 34)

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            left, _ = self.arrows()
            self.step(-1 if left.collidepoint(event.pos) else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: FontSource, focused: bool) -> None:
        self.draw_label(surface, fonts, focused)
        c = self.control
        box = pygame.Rect(c.x + 40, c.centery - 19, c.w - 80, 38)
        if not self.enabled:
            panel(surface, box.inflate(80, 0), (0, 0, 0, 50), (90, 80, 70), radius=8, drop=False)
            text(surface, fonts, "—", 20, DISABLED, box.center)
            return
        panel(surface, box, IVORY, WOOD_DARK, radius=8, drop=False)
        text(surface, fonts, self.choices[self.index][1], 20, INK, box.center, max_width=box.w - 12)
        for rect, points in zip(self.arrows(), ((0.65, 0.3, 0.35), (0.35, 0.7, 0.65))):
            pygame.draw.circle(surface, WOOD if not self.hovered else WOOD_LIGHT, rect.center, 16)
            a, b, _ = points
            pygame.draw.polygon(
                surface,
                GOLD,
                [(rect.x + rect.w * a, rect.y + rect.h * 0.28), (rect.x + rect.w * b, rect.centery), (rect.x + rect.w * a, rect.y + rect.h * 0.72)],
            )


class Stepper(Cycler):
    """A whole number (or a value on a fixed ladder) in bounds, with - and + buttons."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        values: Sequence[Any],
        value: Any,
        on_change: Callable[[Any], None],
        fmt: Callable[[Any], str] = str,
        note: str = "",
    ) -> None:
        super().__init__(rect, label, [(v, fmt(v)) for v in values], value, on_change, note)

    def step(self, delta: int) -> None:
        index = min(max(self.index + delta, 0), len(self.choices) - 1)
        if index != self.index:
            self.index = index
            self.on_change(self.value)

    def activate(self) -> None:
        self.step(1)

    def draw(self, surface: pygame.Surface, fonts: FontSource, focused: bool) -> None:
        self.draw_label(surface, fonts, focused)
        c = self.control
        box = pygame.Rect(c.x + 40, c.centery - 19, c.w - 80, 38)
        panel(surface, box, IVORY, WOOD_DARK, radius=8, drop=False)
        text(surface, fonts, self.choices[self.index][1], 20, INK, box.center, max_width=box.w - 12)
        for rect, sign, live in zip(self.arrows(), "-+", (self.index > 0, self.index < len(self.choices) - 1)):
            pygame.draw.circle(surface, (WOOD_LIGHT if self.hovered else WOOD) if live else (90, 80, 70), rect.center, 16)
            color = GOLD if live else DISABLED
            pygame.draw.line(surface, color, (rect.centerx - 7, rect.centery), (rect.centerx + 7, rect.centery), 3)
            if sign == "+":
                pygame.draw.line(surface, color, (rect.centerx, rect.centery - 7), (rect.centerx, rect.centery + 7), 3)


class TextInput(Widget):
    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], value: str, on_change: Callable[[str], None], max_len: int = 16, placeholder: str = "") -> None:
        super().__init__(rect)
        self.value, self.on_change, self.max_len, self.placeholder = value, on_change, max_len, placeholder
        self.blink = 0.0

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            if self.value:
                self.value = self.value[:-1]
                self.on_change(self.value)
            return True
        return False

    def text_input(self, event: pygame.event.Event) -> bool:
        if event.text.isprintable():
            added = (self.value + event.text)[: self.max_len]
            if added != self.value:
                self.value = added
                self.on_change(self.value)
        return True

    def draw(self, surface: pygame.Surface, fonts: FontSource, focused: bool) -> None:
        panel(surface, self.rect, (255, 252, 242) if focused else IVORY, GOLD_DARK if focused else WOOD_DARK, radius=8, drop=False)
        inner = self.rect.inflate(-20, 0)
        if self.value:
            r = text(surface, fonts, self.value, 20, INK, inner.midleft, "midleft", max_width=inner.w - 6)
        else:
            r = pygame.Rect(inner.x, inner.centery, 0, 0)
            if self.placeholder and not focused:
                text(surface, fonts, self.placeholder, 20, INK_SOFT, inner.midleft, "midleft", max_width=inner.w)
        if focused and pygame.time.get_ticks() // 500 % 2 == 0:
            pygame.draw.line(surface, INK, (r.right + 2, self.rect.centery - 11), (r.right + 2, self.rect.centery + 11), 2)


class ScrollView(Widget):
    """A tall content surface seen through ``rect``; wheel, scrollbar drag and Up / Down /
    PageUp / PageDown / Home / End scroll it."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], content: pygame.Surface) -> None:
        super().__init__(rect)
        self.content = content
        self.offset = 0
        self.dragging: int | None = None

    @property
    def max_offset(self) -> int:
        return max(0, self.content.get_height() - self.rect.h)

    def scroll(self, dy: int) -> None:
        self.offset = min(max(self.offset + dy, 0), self.max_offset)

    def key(self, event: pygame.event.Event) -> bool:
        amounts = {pygame.K_UP: -40, pygame.K_DOWN: 40, pygame.K_PAGEUP: -(self.rect.h - 60), pygame.K_PAGEDOWN: self.rect.h - 60}
        if event.key in amounts:
            self.scroll(amounts[event.key])
            return True
        if event.key in (pygame.K_HOME, pygame.K_END):
            self.offset = 0 if event.key == pygame.K_HOME else self.max_offset
            return True
        return False

    def bar(self) -> pygame.Rect | None:
        if self.max_offset == 0:
            return None
        h = max(40, self.rect.h * self.rect.h // self.content.get_height())
        y = self.rect.y + (self.rect.h - h) * self.offset // self.max_offset
        return pygame.Rect(self.rect.right - 10, y, 8, h)

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * 60)
            return True
        bar = self.bar()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and bar and bar.inflate(16, 0).collidepoint(event.pos):
            self.dragging = event.pos[1] - bar.y
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging is not None and bar:
            track = self.rect.h - bar.h
            y = event.pos[1] - self.dragging - self.rect.y
            self.offset = min(max(round(y * self.max_offset / max(track, 1)), 0), self.max_offset)
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging is not None:
            self.dragging = None
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: FontSource, focused: bool) -> None:
        surface.blit(self.content, self.rect.topleft, pygame.Rect(0, self.offset, self.rect.w, self.rect.h))
        bar = self.bar()
        if bar:
            pygame.draw.rect(surface, WOOD_DARK, pygame.Rect(bar.x, self.rect.y, bar.w, self.rect.h), border_radius=4)
            pygame.draw.rect(surface, GOLD if self.dragging is not None or focused else IVORY_DIM, bar, border_radius=4)


# -- focus and dispatch --------------------------------------------------------------------------


def widget_key(w: Widget) -> Hashable:
    """A widget as the guard knows it: the same kind, place and label is the same control."""
    return type(w).__name__, tuple(w.rect), getattr(w, "label", None)


@dataclass
class Form:
    """The widgets of one screen in focus order, and the routing of events to them."""

    widgets: list[Widget]
    focus: int = -1
    keyboard: bool = False  # the focus ring shows only while navigating by keyboard
    on_activate: Callable[[], None] | None = None  # e.g. a click sound
    # Pass the previous form's guard when rebuilding one screen: controls that stay put stay clickable.
    guard: ClickGuard = field(default_factory=ClickGuard)

    def __post_init__(self) -> None:
        self._down: Widget | None = None
        self.guard.show(widget_key(w) for w in self.widgets)
        if self.focus < 0:
            self.focus = next((i for i, w in enumerate(self.widgets) if self._can_focus(w)), -1)

    @staticmethod
    def _can_focus(w: Widget) -> bool:
        return w.focusable and w.enabled

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None

    def move(self, delta: int) -> None:
        n = len(self.widgets)
        i = self.focus
        for _ in range(n):
            i = (i + delta) % n
            if self._can_focus(self.widgets[i]):
                self.focus = i
                return

    def focus_on(self, widget: Widget) -> None:
        self.focus = self.widgets.index(widget)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.TEXTINPUT:
            w = self.focused
            return isinstance(w, TextInput) and w.text_input(event)
        if event.type == pygame.MOUSEMOTION:
            self.keyboard = False
            for w in self.widgets:
                w.hovered = w.enabled and w.rect.collidepoint(event.pos)
            return any(w.handle_mouse(event) for w in self.widgets if isinstance(w, ScrollView))
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            views = [w for w in self.widgets if isinstance(w, ScrollView)]
            target = next((v for v in views if v.rect.collidepoint(pos)), views[0] if views else None)
            return bool(target and target.handle_mouse(event))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for w in self.widgets:
                if w.enabled and w.rect.collidepoint(event.pos):
                    if not self.guard.ready(widget_key(w)):
                        return True  # swallowed: it was aimed at what stood here a moment ago
                    if self._can_focus(w):
                        self.focus_on(w)
                    w.pressed = True
                    self._down = w
                    w.handle_mouse(event)
                    return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            down, self._down = self._down, None
            if down is None:
                return False
            down.pressed = False
            if isinstance(down, ScrollView):
                return down.handle_mouse(event)
            if down.rect.collidepoint(event.pos) and down.enabled:
                self._feedback()
                if not down.handle_mouse(event):
                    down.activate()
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        self.keyboard = True
        w = self.focused
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if w is not None and w.key(event):
            if not isinstance(w, (TextInput, ScrollView)):
                self._feedback()
            return True
        if event.key == pygame.K_TAB:
            self.move(-1 if shift else 1)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_UP):
            self.move(1 if event.key == pygame.K_DOWN else -1)
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and isinstance(w, Button):
            self.move(1 if event.key == pygame.K_RIGHT else -1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) or (event.key == pygame.K_SPACE and not isinstance(w, TextInput)):
            if w is not None and w.enabled:
                self._feedback()
                w.activate()
                return True
        return False

    def _feedback(self) -> None:
        if self.on_activate is not None:
            self.on_activate()

    def draw(self, surface: pygame.Surface, fonts: FontSource) -> None:
        for i, w in enumerate(self.widgets):
            w.draw(surface, fonts, self.keyboard and i == self.focus and w.focusable)
        # A text field shows its caret whenever it has the focus, keyboard or not.
        w = self.focused
        if isinstance(w, TextInput) and not self.keyboard:
            w.draw(surface, fonts, True)
