"""The scene stack's unit: one screen (title, picker, table, pause...) with a clear lifecycle.

The app keeps scenes on a stack. Only the top scene receives events and updates; drawing starts
at the highest opaque scene, so an overlay (``opaque = False``: pause, a confirm dialog) is drawn
over the scene beneath it, which stays frozen. Only the top scene's :meth:`Scene.busy` sets the
frame rate: scenes beneath are frozen, so they never need one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    opaque: bool = True  # False: the scenes below are drawn first (overlays)
    pausable: bool = False  # True: an Esc the scene does not consume opens the pause menu over it

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """This scene became the top of the stack (pushed, or uncovered by a pop)."""

    def leave(self) -> None:
        """This scene stopped being the top (popped, replaced, or covered by a push)."""

    def on_quit(self) -> None:
        """The app is closing, or going back to the title, with this scene on the stack: save what
        must outlive it. Called for every stacked scene, top first, before they are dropped."""

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one event (positions in logical pixels); True if it was consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def busy(self) -> bool:
        """True while the scene needs every frame (something moves, a timer or a CPU seat runs);
        False lets the app sleep between events at a few frames a second. A scene that does not
        say stays busy: being smooth is safe, being idle while a tween runs is not."""
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical surface (1280x800)."""
