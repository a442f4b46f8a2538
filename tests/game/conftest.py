"""Headless pygame for every table test: SDL's dummy video and audio drivers (set before pygame
is imported), user folders redirected into the test's temporary folder, and helpers that feed
synthetic mouse and keyboard events through App.step."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pathlib import Path  # noqa: E402
from typing import Any, Iterator  # noqa: E402

import itertools  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import clickguard  # noqa: E402
from game.app import App  # noqa: E402
from game.widgets import Button, Widget  # noqa: E402

FRAME = 1 / 60


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """platformdirs reads XDG_* (and HOME) on every call: no test touches the real config, data,
    cache or state folders (tests/game/test_user_dirs.py checks where the files land)."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    for name in ("CONFIG", "DATA", "CACHE", "STATE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / f"xdg-{name.lower()}"))


@pytest.fixture(autouse=True)
def unhurried_person(monkeypatch: pytest.MonkeyPatch) -> None:
    """A synthetic click lands long after the layout it aims at: the click guard's clock moves a
    second each time it is read. Tests of the guard itself drive a :class:`ManualClock`."""
    seconds = itertools.count()
    monkeypatch.setattr(clickguard, "now", lambda: float(next(seconds)))


class ManualClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> ManualClock:
    """The click guard's clock, standing still until the test advances it."""
    manual = ManualClock()
    monkeypatch.setattr(clickguard, "now", manual)
    return manual


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    the_app = App(settings_dir=tmp_path / "config", data_dir=tmp_path / "data", headless=True)
    yield the_app
    the_app.quit()  # lets a table stop its CPU worker


def click(app: App, pos: tuple[int, int]) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], FRAME)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], FRAME)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], FRAME)


def press(app: App, key: int, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)], FRAME)


def type_text(app: App, s: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in s], FRAME)


def widgets(app: App) -> list[Widget]:
    form: Any = getattr(app.top, "form")
    return list(form.widgets)


def button(app: App, label: str) -> Button:
    """The top scene's button with this label (exactly one)."""
    found = [w for w in widgets(app) if isinstance(w, Button) and w.label == label]
    assert len(found) == 1, f"{label!r} among {[getattr(w, 'label', '') for w in widgets(app)]}"
    return found[0]


def labels(app: App) -> list[str]:
    return [w.label for w in widgets(app) if isinstance(w, Button)]


def click_button(app: App, label: str) -> None:
    click(app, button(app, label).rect.center)


def button_for(scene: Any, command: Any) -> Button:
    """The table's button that makes ``command``."""
    return next(b for b, c in scene.current_buttons() if c == command)


def sit_down(app: App, scene: Any) -> Any:
    """Push a table and show it, the first person seated (past an opening hand-off, if any)."""
    from game.table.handoff import HandOffScene

    app.push(scene)
    app.step([], FRAME)
    if isinstance(app.top, HandOffScene):
        click(app, (640, 400))
    assert app.top is scene
    return scene

