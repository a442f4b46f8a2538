"""A seeded GUI monkey: random clicks, drags, keys, text, wheel turns, resizes and quits fed to a
headless App through ``App.step(events, dt)``, as SDL would deliver them.

It aims where a person would: most clicks land on the top scene's widgets (menu buttons, cycler
arrows, the table's move buttons and hand cards, the score sheet's button), so it gets deep
(picker -> table -> pause -> settings, hand-offs, score sheets, confirm dialogs). Each episode
starts the app afresh on the same folders (so the autosave and the settings it left are read
back) and sits down at an Emperor table of CPU seats only, one person, or two people
(hot-seat), or at the title. When the app quits, or nothing changes for a while, the episode
ends and a new one starts.

An exception from the app is caught, kept with its traceback and the events that led to it,
and counted; the app is then started afresh. Used by tests/game/test_monkey.py and
bench/gui_monkey.py.
"""

from __future__ import annotations

import random
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from game.app import App
from game.scenes.forms import fit_form
from game.scenes.title import TitleScene
from game.table import MatchConfig, SeatConfig, TableScene
from game.widgets import Cycler
from rules.core.registry import get_variant
from rules.core.session import Session

TABLES = ("cpu-only", "title", "single-human", "title", "hot-seat", "title")  # "title": the menus first
KEYS = (
    [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB, pygame.K_F11, pygame.K_BACKSPACE]
    + [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END]
    + [pygame.K_1 + i for i in range(9)] + [pygame.K_s, pygame.K_a, pygame.K_0]
)
SIZES = ((1280, 800), (800, 600), (1920, 1080), (640, 400), (2560, 1600), (1, 1))
IDLE_EVENTS = 300  # events with the same scenes on the stack: the episode is stuck or done
EPISODE_EVENTS = 500  # then a fresh start, so every kind of table gets its turn


@dataclass
class Report:
    events: int = 0
    steps: int = 0
    episodes: int = 0
    seconds: float = 0.0
    errors: list[str] = field(default_factory=list)
    scenes: dict[str, int] = field(default_factory=dict)  # top scene name -> events it received

    @property
    def rate(self) -> float:
        return self.events / self.seconds if self.seconds else 0.0


class Monkey:
    def __init__(self, folder: Path, seed: int, headless: bool = True) -> None:
        self.folder = Path(folder)
        self.headless = headless  # False: the window code paths (SCALED, window size, F11) on SDL's offscreen driver
        self.rng = random.Random(seed)
        self.report = Report()
        self.app: App | None = None
        self.recent: list[str] = []  # the last events, to show with an error

    # -- episodes -----------------------------------------------------------------------------------

    def start(self) -> App:
        """A fresh app at the title, and at a table of the next kind in turn."""
        if self.app is not None:
            self.stop()
        app = App(settings_dir=self.folder / "config", data_dir=self.folder / "data", headless=self.headless)
        app.running = True
        # In memory only: instant play lets CPU seats finish hands (score sheets) within an episode.
        app.settings.animation_speed = self.rng.choice((0, 0, 1, 3))
        app.push(TitleScene(app))
        kind = TABLES[self.report.episodes % len(TABLES)]
        if kind != "title":
            humans = {"cpu-only": 0, "single-human": 1, "hot-seat": 2}[kind]
            game = self.rng.choice(("emperor", "wuhan"))  # a card table and a tile table
            players = self.rng.choice(get_variant(game).player_counts)
            seats = [SeatConfig("human", "", f"P{i + 1}") if i < humans else SeatConfig("cpu", self.rng.choice(("easy", "normal")), f"C{i + 1}")
                     for i in range(players)]
            options = fit_form(game, app.options_for(game), players)  # 3 at Wuhan: Jingzhou
            config = MatchConfig(game, players, seats, options, self.rng.randrange(1000))
            late = self.rng.random() < 0.5
            app.push(TableScene(app, config, self.late_in_a_hand(config) if late else None))
        self.report.episodes += 1
        self.app = app
        return app

    def late_in_a_hand(self, config: MatchConfig) -> Session:
        """The match a few moves before its first hand ends (random legal moves up to there), so
        an episode reaches the score sheet and the next deal."""
        names = [s.name for s in config.seats]
        trial = Session(config.variant_id, config.players, config.options, config.seed, meta={"names": names})
        while not trial.is_over():
            seat = min(trial.to_act())
            events = trial.submit(self.rng.choice(trial.legal(seat)))
            if any(trial.variant.sheet(e, trial.view(None), trial.meta) for e in events):
                break  # this move ended the hand
        record = trial.to_record()
        record["log"] = record["log"][: max(0, len(record["log"]) - self.rng.randint(1, 6))]
        record.pop("digest")
        return Session.from_record(record)

    def stop(self) -> None:
        app, self.app = self.app, None
        if app is not None:
            try:
                app.quit()  # lets a table save and stop its CPU worker
            except Exception:  # noqa: BLE001 - a fault on the way out is a fault all the same
                self.fault()

    def fault(self) -> None:
        self.report.errors.append(traceback.format_exc() + "\nlast events:\n  " + "\n  ".join(self.recent[-12:]))

    # -- the run ------------------------------------------------------------------------------------

    def run(self, events: int, max_seconds: float = float("inf")) -> Report:
        began = time.perf_counter()
        app = self.start()
        shape, same, episode_began = self.shape(app), 0, 0
        while self.report.events < events and time.perf_counter() - began < max_seconds:
            batch = self.next_events(app)
            dt = self.rng.choice((1 / 60, 1 / 60, 1 / 30, 0.0, 0.25))
            self.recent = (self.recent + ([describe(e) for e in batch] or ["(frame)"]))[-40:]
            top = type(app.top).__name__ if app.top else "(none)"
            self.report.scenes[top] = self.report.scenes.get(top, 0) + len(batch)
            try:
                app.step(batch, dt)
            except Exception:  # noqa: BLE001 - the monkey's whole point: count it, keep it, go on
                self.fault()
                app = self.start()
                continue
            self.report.events += len(batch)
            self.report.steps += 1
            if app.running and not app.stack:  # a black window that answers nothing
                self.report.errors.append("the scene stack emptied while the app runs\nlast events:\n  " + "\n  ".join(self.recent[-12:]))
            if not app.running or not app.stack:
                app = self.start()  # it quit: start again
                episode_began = self.report.events
                continue
            now = self.shape(app)
            same = same + len(batch) if now == shape else 0
            shape = now
            if same > IDLE_EVENTS or self.report.events - episode_began > EPISODE_EVENTS:
                app, same = self.start(), 0
                episode_began = self.report.events
            if isinstance(app.top, TableScene) and app.top.worker.thinking(app.top.version) is not None:
                time.sleep(0.0005)  # a CPU seat thinks in its thread: let it
        self.stop()
        self.report.seconds = time.perf_counter() - began
        return self.report

    @staticmethod
    def shape(app: App) -> tuple[Any, ...]:
        top = app.top
        table = next((s for s in app.stack if isinstance(s, TableScene)), None)
        return tuple(id(s) for s in app.stack) + ((table.version,) if table else ()) + (type(top).__name__,)

    # -- events -------------------------------------------------------------------------------------

    def next_events(self, app: App) -> list[pygame.event.Event]:
        roll = self.rng.random()
        if roll < 0.45:
            return self.click(self.target(app))
        if roll < 0.55:
            return self.drag(app)
        if roll < 0.78:
            return [self.key()]
        if roll < 0.81:
            return [pygame.event.Event(pygame.TEXTINPUT, text=self.rng.choice("a7Zé中 "))]
        if roll < 0.84:
            return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-3, -1, 1, 3)), flipped=False)]
        if roll < 0.87:
            w, h = self.rng.choice(SIZES)
            return [pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)]
        if roll < 0.875:
            return [pygame.event.Event(pygame.QUIT)]
        return []  # a plain frame: time passes, CPU seats move, animations run

    def key(self) -> pygame.event.Event:
        key = self.rng.choice(KEYS)
        mod = pygame.KMOD_SHIFT if self.rng.random() < 0.15 else 0
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)

    def click(self, pos: tuple[int, int]) -> list[pygame.event.Event]:
        button = 1 if self.rng.random() < 0.92 else self.rng.choice((2, 3))
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ]

    def drag(self, app: App) -> list[pygame.event.Event]:
        start, end = self.target(app), self.target(app)
        top = app.top
        if isinstance(top, TableScene) and top.hand_slots() and self.rng.random() < 0.8:
            start = self.inside(self.rng.choice(top.hand_slots()).rect)
            drops = [top.zones[z][0] for z in top.model.get("drops", {}) if z in top.zones] + [top.zones[z][0] for z in ("hand_0",) if z in top.zones]
            if drops:
                end = self.inside(self.rng.choice(drops))
        steps = self.rng.randint(1, 4)
        path = [(start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps) for i in range(1, steps + 1)]
        return ([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
                + [pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)) for p in path]
                + [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])

    def target(self, app: App) -> tuple[int, int]:
        """Mostly a point on something clickable of the top scene; now and then anywhere (or off-screen)."""
        rects = self.rects(app)
        if rects and self.rng.random() < 0.85:
            return self.inside(self.rng.choice(rects))
        if self.rng.random() < 0.05:
            return (self.rng.randint(-50, 1400), self.rng.randint(-50, 900))
        return (self.rng.randrange(1280), self.rng.randrange(800))

    def inside(self, rect: pygame.Rect) -> tuple[int, int]:
        return (rect.x + self.rng.randrange(max(1, rect.w)), rect.y + self.rng.randrange(max(1, rect.h)))

    @staticmethod
    def rects(app: App) -> list[pygame.Rect]:
        top = app.top
        found: list[pygame.Rect] = []
        form = getattr(top, "form", None)
        for widget in getattr(form, "widgets", []):
            if getattr(widget, "enabled", True) and getattr(widget, "focusable", True):
                found.append(widget.rect)
                if isinstance(widget, Cycler):
                    found += list(widget.arrows())
        button = getattr(top, "button", None)
        if button is not None and hasattr(button, "rect"):
            found.append(button.rect)
        if isinstance(top, TableScene):
            found += [b.rect for b, _ in top.current_buttons()] + [s.rect for s in top.hand_slots()]
        if top is not None and not found:
            found.append(app.screen.get_rect().inflate(-400, -300))  # e.g. the hand-off screen: anywhere on it
        return found


def describe(event: pygame.event.Event) -> str:
    name = pygame.event.event_name(event.type)
    details = {k: v for k, v in event.dict.items() if k in ("pos", "button", "key", "mod", "text", "y", "size")}
    if "key" in details:
        details["key"] = pygame.key.name(details["key"])
    return f"{name} {details}"
