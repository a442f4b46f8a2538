"""The application: one window, a logical 1280x800 surface, the scene stack and the main loop.

Everything is laid out in logical pixels; pygame's SCALED mode stretches the logical surface to
the window keeping its aspect (letterboxed) and maps mouse positions back to logical pixels.
The services every scene uses hang off the app: settings, per-variant options, the autosave,
fonts, card and tile art, audio, and ``messages`` (notices for the player, shown by the title).
"""

from __future__ import annotations

import os
import warnings
from pathlib import Path
from typing import Any, Iterable

import pygame
from platformdirs import user_config_dir, user_data_dir

from game.audio import Audio
from game.cardart import CardArt
from game.fonts import Fonts
from game.savegame import SaveGames
from game.scene import Scene
from game.tileart import TileArt
from game.settings import Settings, SettingsStore
from game.look import GOLD_DARK, INK, IVORY, panel, text, wrap
from rules.core.text import set_language, tr

LOGICAL_SIZE = (1280, 800)
FPS = 60
IDLE_FPS = 4  # while the top scene is not busy: a text caret blinks at 2 Hz; little CPU
MAX_DT = 0.1  # a stalled frame (window dragged, debugger) must not make animations jump
TOAST_SECONDS = 6.0


class App:
    def __init__(self, settings_dir: Path | str | None = None, data_dir: Path | str | None = None, headless: bool = False) -> None:
        self.messages: list[str] = []
        self.toast: tuple[str, float] | None = None  # a notice over any screen, and its seconds left
        self.store = SettingsStore(Path(settings_dir or user_config_dir("parlour")), self.messages, self.notify)
        self.saves = SaveGames(Path(data_dir or user_data_dir("parlour")), self.messages, self.notify)
        self.settings: Settings = self.store.load_settings()
        set_language(self.settings.language)
        self.headless = headless
        self.stack: list[Scene] = []
        self.running = False
        self.clock = pygame.time.Clock()
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.init()
        pygame.key.set_repeat(350, 40)
        if headless:
            self.screen = pygame.display.set_mode(LOGICAL_SIZE)
        else:
            pygame.display.set_caption("Parlour")
            # Smooth, not blocky, where the window is not a whole multiple of the layout (1.5× on
            # 1920×1200): SDL samples the nearest pixel unless told otherwise.
            os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
            self.screen = pygame.display.set_mode(LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)
            self.apply_window_size()
        self.fonts = Fonts()
        self._cards: CardArt | None = None
        self._tiles: TileArt | None = None
        self.audio = Audio(self.settings.sound, self.settings.volume)

    # -- services -----------------------------------------------------------------------------

    @property
    def cards(self) -> CardArt:
        """Card art in the current card style (rebuilt when the style changes)."""
        if self._cards is None or self._cards.style != self.settings.card_style:
            self._cards = CardArt(self.settings.card_style)
        return self._cards

    @property
    def tiles(self) -> TileArt:
        """Tile art in the current tile style (rebuilt when the style changes)."""
        if self._tiles is None or self._tiles.style != self.settings.tile_style:
            self._tiles = TileArt(self.settings.tile_style)
        return self._tiles

    def play(self, sound: str) -> None:
        self.audio.play(sound)

    def options_for(self, variant_id: str) -> dict[str, Any]:
        return self.store.load_options(variant_id)

    def save_options(self, variant_id: str, options: dict[str, Any]) -> None:
        self.store.save_options(variant_id, options)

    def save_settings(self) -> None:
        """Store the settings and make them take effect (language, sound, window size)."""
        self.store.save_settings(self.settings)
        set_language(self.settings.language)
        self.audio.set_enabled(self.settings.sound)
        self.audio.set_volume(self.settings.volume)
        if not self.headless:
            self.apply_window_size()

    def apply_window_size(self) -> None:
        if pygame.display.is_fullscreen():
            return
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        desktop = pygame.display.get_desktop_sizes()[0]
        w, h = self.settings.window_size
        if w <= desktop[0] and h <= desktop[1]:
            window.size = (w, h)

    def toggle_fullscreen(self) -> None:
        if self.headless:
            return
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error as exc:  # a driver (or a window manager) that cannot switch
            self.notify(tr("Full screen is not available here ({reason}).", reason=str(exc)))

    # -- the scene stack ----------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].leave()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        """Drop the top scene; popping the last one shows the title, never an empty window."""
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].enter()
        else:
            from game.scenes.title import TitleScene

            self.push(TitleScene(self))
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (the one below is not re-entered in between)."""
        if self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        scene.enter()

    def to_title(self) -> None:
        """Drop every scene (after letting each save) and show the title."""
        from game.scenes.title import TitleScene

        self._close_all()
        self.push(TitleScene(self))

    def _close_all(self) -> None:
        for scene in reversed(self.stack):
            scene.on_quit()
        while self.stack:
            self.stack.pop().leave()

    def quit(self) -> None:
        self._close_all()
        self.running = False

    # -- the loop -----------------------------------------------------------------------------

    def step(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """One frame: feed ``events`` to the top scene, update it by ``dt`` seconds, draw."""
        for event in events:
            self.dispatch(event)
            if not self.running and not self.stack:
                return
        if self.stack:
            self.stack[-1].update(min(dt, MAX_DT))
        if self.toast:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        self.draw()

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        top = self.top
        if top is None:
            return
        consumed = top.handle(event)
        if not consumed and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and top.pausable and top is self.top:
            from game.scenes.pause import PauseScene

            self.push(PauseScene(self))

    def draw(self) -> None:
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        self.screen.fill((0, 0, 0))
        for scene in self.stack[max(first, 0):]:
            scene.draw(self.screen)
        if self.toast:
            self._draw_toast(self.toast[0])

    def run(self, first: Scene | None = None) -> None:
        """The main loop until Quit: 60 frames a second while the top scene is busy (animating,
        waiting on a CPU seat), else it sleeps until an event or the next of IDLE_FPS frames."""
        from game.scenes.title import TitleScene

        self.push(first or TitleScene(self))
        self.running = True
        self.clock.tick()
        while self.running:
            top = self.top
            if top is None or top.busy():
                dt = self.clock.tick(FPS) / 1000
                events = pygame.event.get()
            else:
                events = self.wait_events(1000 // IDLE_FPS)
                dt = self.clock.tick() / 1000
            self.step(events, dt)
            if self.running:
                pygame.display.flip()
        pygame.quit()

    @staticmethod
    def wait_events(timeout_ms: int) -> list[pygame.event.Event]:
        """The events of the next ``timeout_ms`` ms, returned as soon as there is one."""
        first = pygame.event.wait(timeout_ms)
        return ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()

    def _draw_toast(self, message: str) -> None:
        """The latest notice in a panel at the top of the screen, over any scene."""
        lines = wrap(self.fonts, message, 18, 720)[:4]
        rect = pygame.Rect(0, 0, 760, 24 + 24 * len(lines))
        rect.midtop = (self.screen.get_width() // 2, 16)
        panel(self.screen, rect, IVORY, GOLD_DARK)
        for i, line in enumerate(lines):
            text(self.screen, self.fonts, line, 18, INK, (rect.x + 20, rect.y + 24 + 24 * i), "midleft")

    def notify(self, message: str) -> None:
        """A notice for the player: kept for the title screen (once), and shown at once over
        whatever screen is up."""
        if message not in self.messages:
            self.messages.append(message)
        self.toast = (message, TOAST_SECONDS)

