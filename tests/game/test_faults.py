"""The fault matrix: every way the files and folders under the app can be wrong, each met by an App
on temporary folders that is walked as a person would (title -> Continue, Settings, New game ->
Options -> Start -> a move -> Save & quit). None may raise; each must be told in words
(``app.messages``), and the bad file kept aside where the folder allows it.

The tests run as root, where ``chmod 000`` and read-only folders stop nothing, so unreadable files
and read-only folders are simulated: ``Path.open`` refuses to read the file, and the calls that
create, rename or remove inside a folder (``os.open`` with ``O_CREAT``, ``os.replace``,
``os.rename``, ``os.unlink``, ``os.mkdir``) raise ``PermissionError`` as the kernel would.
"""

from __future__ import annotations

import errno
import json
import os
import pathlib
import time
from pathlib import Path
from typing import Any, Callable

import pygame
import pytest

from game import layout, savegame
from game.app import App
from game.scenes.confirm import ConfirmScene
from game.scenes.options import OptionsScene
from game.scenes.picker import PickerScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.table import MatchConfig, SeatConfig, TableScene
from rules.core.session import Session
from tests.game.conftest import FRAME, click_button, labels, press

SETTINGS = "config/settings.json"
OPTIONS = "config/options/emperor.json"
AUTOSAVE = "data/autosave.json"
NESTED = b"[" * 100_000 + b"]" * 100_000  # valid JSON that json.loads cannot descend


def new_app(tmp_path: Path, config: str = "config", data: str = "data") -> App:
    return App(settings_dir=tmp_path / config, data_dir=tmp_path / data, headless=True)


def write(path: Path, data: bytes | dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data, ensure_ascii=False).encode())


def saved_match(variant_id: str = "emperor", players: int = 4, **changes: Any) -> dict[str, Any]:
    """An autosave envelope of a real match just dealt, with ``changes`` made to its parts:
    ``ui``, ``config`` and ``names`` replace those parts; ``seat_level`` the CPU seats' level."""
    names = [f"P{i + 1}" for i in range(players)]
    session = Session(variant_id, players, seed=7, meta={"names": names})
    seats = [SeatConfig("human" if i == 0 else "cpu", "" if i == 0 else changes.get("seat_level", "easy"), names[i])
             for i in range(players)]
    config = MatchConfig(variant_id, players, seats, session.options, 7).to_json()
    record = session.to_record()
    if "names" in changes:
        record["meta"]["names"] = changes["names"]
    match = {"config": changes.get("config", config), "record": record, "ui": changes.get("ui", {"viewer": 0, "order": None, "pending": []})}
    return {"format": "parlour-autosave", "version": 1, "match": match}


def deny(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """``folder`` behaves as read-only: nothing is created, renamed or removed in it."""
    folder = folder.resolve()

    def inside(path: Any) -> bool:
        try:
            return Path(os.fsdecode(path)).resolve().is_relative_to(folder)
        except TypeError:  # a file descriptor
            return False

    def refuse(path: Any) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", os.fsdecode(path))

    def guard(real: Callable[..., Any], paths: Callable[..., list[Any]]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            for path in paths(*args, **kwargs):
                if inside(path):
                    refuse(path)
            return real(*args, **kwargs)

        return call

    real_open = os.open
    monkeypatch.setattr(os, "open", guard(real_open, lambda path, flags, *a, **k: [path] if flags & os.O_CREAT else []))
    for name in ("replace", "rename"):
        monkeypatch.setattr(os, name, guard(getattr(os, name), lambda src, dst, *a, **k: [src, dst]))
    monkeypatch.setattr(os, "mkdir", guard(os.mkdir, lambda path, *a, **k: [path]))
    for name in ("unlink", "remove", "rmdir"):  # a name that is not there is "not found" first, as in the kernel
        monkeypatch.setattr(os, name, guard(getattr(os, name), lambda path, *a, **k: [path] if os.path.lexists(path) else []))


def unreadable(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Reading ``path`` fails as it would for a file of mode 000 read by another user (that very
    file: one written in its place later reads)."""
    real = pathlib.Path.open
    inode = path.stat().st_ino

    def opener(self: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if "r" in mode and self.exists() and self.stat().st_ino == inode:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real(self, mode, *args, **kwargs)

    monkeypatch.setattr(pathlib.Path, "open", opener)


def settle_table(app: App, frames: int = 40) -> None:
    for _ in range(frames):
        app.step([], FRAME)
        table = app.top
        if isinstance(table, TableScene) and table.human_turn() is not None:
            return
        time.sleep(0.002)  # the CPU seats think in a thread


def walk(app: App) -> None:
    """Title -> Continue (when offered) -> Settings -> New game -> Options -> Start -> a move -> Save & quit."""
    app.settings.animation_speed = 0  # in memory only: the walk must not be the first write
    app.running = True
    app.push(TitleScene(app))
    app.step([], FRAME)
    if "Continue" in labels(app):
        click_button(app, "Continue")
        if isinstance(app.top, TableScene):
            settle_table(app, 5)
            press(app, pygame.K_ESCAPE)
            click_button(app, "Save & quit to title")
    assert isinstance(app.top, TitleScene)
    click_button(app, "Settings")
    assert isinstance(app.top, SettingsScene)
    for _ in range(2):
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)  # sound off: a write
    click_button(app, "Back")
    click_button(app, "New game")
    if isinstance(app.top, ConfirmScene):
        click_button(app, "New game")
    assert isinstance(app.top, PickerScene)
    click_button(app, "Options")
    assert isinstance(app.top, OptionsScene)
    for _ in range(3):
        press(app, pygame.K_DOWN)
    press(app, pygame.K_SPACE)  # dora ceiling on: a write
    click_button(app, "Back")
    click_button(app, "Start")
    assert isinstance(app.top, TableScene)
    settle_table(app)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    click_button(app, "Save & quit to title")
    assert isinstance(app.top, TitleScene)
    app.step([], FRAME)


class Fault:
    """One scenario: ``make`` spoils the folders; the walk must end with ``notice`` among the
    messages and, where ``aside`` names a file, that file kept aside as ``<name>.bad-*``."""

    def __init__(self, make: Callable[[Path, pytest.MonkeyPatch], None], notice: str, aside: str | None = None,
                 config: str = "config", data: str = "data") -> None:
        self.make, self.notice, self.aside, self.config, self.data = make, notice, aside, config, data


def content(rel: str, data: bytes | dict[str, Any]) -> Callable[[Path, pytest.MonkeyPatch], None]:
    return lambda tmp, mp: write(tmp / rel, data)


def without_maps(rel: str, data: dict[str, Any]) -> Callable[[Path, pytest.MonkeyPatch], None]:
    """A save of a game this Parlour has no table map for (every registered game has one now, so
    the saves' check is given no Piquet map)."""
    def make(tmp: Path, mp: pytest.MonkeyPatch) -> None:
        write(tmp / rel, data)

        def no_piquet(variant_id: str, players: int) -> Any:
            if variant_id == "piquet":
                raise FileNotFoundError("no table layout for piquet")
            return layout.layout_for(variant_id, players)

        mp.setattr(savegame, "layout_for", no_piquet)

    return make


def folder_in_place(rel: str) -> Callable[[Path, pytest.MonkeyPatch], None]:
    def make(tmp: Path, mp: pytest.MonkeyPatch) -> None:
        (tmp / rel).mkdir(parents=True)
        (tmp / rel / "kept.txt").write_text("mine", encoding="utf-8")

    return make


def unreadable_file(rel: str, data: dict[str, Any]) -> Callable[[Path, pytest.MonkeyPatch], None]:
    def make(tmp: Path, mp: pytest.MonkeyPatch) -> None:
        write(tmp / rel, data)
        unreadable(mp, tmp / rel)

    return make


def read_only(rel: str, *files: tuple[str, bytes | dict[str, Any]]) -> Callable[[Path, pytest.MonkeyPatch], None]:
    def make(tmp: Path, mp: pytest.MonkeyPatch) -> None:
        (tmp / rel).mkdir(parents=True, exist_ok=True)
        for name, data in files:
            write(tmp / name, data)
        deny(mp, tmp / rel)

    return make


def unsearchable(rel: str) -> Callable[[Path, pytest.MonkeyPatch], None]:
    """Nothing in the folder can even be looked at (a folder of mode 600: no search permission)."""

    def make(tmp: Path, mp: pytest.MonkeyPatch) -> None:
        write(tmp / SETTINGS, GOOD_SETTINGS)
        folder, real = (tmp / rel).resolve(), os.stat

        def stat(path: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(path, (str, os.PathLike)) and Path(os.fsdecode(path)).is_relative_to(folder) and Path(os.fsdecode(path)) != folder:
                raise PermissionError(errno.EACCES, "Permission denied", os.fsdecode(path))
            return real(path, *args, **kwargs)

        mp.setattr(os, "stat", stat)
        deny(mp, tmp / rel)

    return make


def a_file(rel: str) -> Callable[[Path, pytest.MonkeyPatch], None]:
    return lambda tmp, mp: write(tmp / rel, b"not a folder")


GOOD_SETTINGS = {"format": "parlour-settings", "version": 1, "settings": {"volume": 0.5}}
GOOD_OPTIONS = {"format": "parlour-options", "version": 1, "options": {"match_length": 10}}
PENDING_SHEET = {"kind": "hand", "title": "Hand 1", "blocks": []}

FAULTS: dict[str, Fault] = {
    # unreadable contents: reported, moved aside, defaults used
    "settings nested too deeply": Fault(content(SETTINGS, NESTED), "nested too deeply", SETTINGS),
    "options nested too deeply": Fault(content(OPTIONS, NESTED), "nested too deeply", OPTIONS),
    "autosave nested too deeply": Fault(content(AUTOSAVE, NESTED), "nested too deeply", AUTOSAVE),
    "settings is a folder": Fault(folder_in_place(SETTINGS), "is a folder", SETTINGS),
    "options is a folder": Fault(folder_in_place(OPTIONS), "is a folder", OPTIONS),
    "autosave is a folder": Fault(folder_in_place(AUTOSAVE), "is a folder", AUTOSAVE),
    "settings unreadable": Fault(unreadable_file(SETTINGS, GOOD_SETTINGS), "cannot be read", SETTINGS),
    "options unreadable": Fault(unreadable_file(OPTIONS, GOOD_OPTIONS), "cannot be read", OPTIONS),
    "autosave unreadable": Fault(unreadable_file(AUTOSAVE, saved_match()), "cannot be read", AUTOSAVE),
    # a saved match that reads as JSON but cannot be played: refused with a reason, kept aside
    "autosave of a game without a table": Fault(without_maps(AUTOSAVE, saved_match("piquet", 2)),
                                                "no table for piquet with 2 players", AUTOSAVE),
    "autosave ui not an object": Fault(content(AUTOSAVE, saved_match(ui="x")), "table state is not an object", AUTOSAVE),
    "autosave hand order not cards": Fault(content(AUTOSAVE, saved_match(ui={"order": [1, 2]})), "hand order", AUTOSAVE),
    "autosave hand order not a list": Fault(content(AUTOSAVE, saved_match(ui={"order": 5})), "hand order", AUTOSAVE),
    "autosave viewer not a seat": Fault(content(AUTOSAVE, saved_match(ui={"viewer": 9})), "viewer", AUTOSAVE),
    "autosave sheets not a list": Fault(content(AUTOSAVE, saved_match(ui={"pending": "x"})), "score sheets", AUTOSAVE),
    "autosave sheet without a title": Fault(content(AUTOSAVE, saved_match(ui={"pending": [{"kind": "hand"}]})), "kind or title", AUTOSAVE),
    "autosave sheet without blocks": Fault(content(AUTOSAVE, saved_match(ui={"pending": [{"kind": "hand", "title": "T"}]})),
                                           "no blocks", AUTOSAVE),
    "autosave sheet block of no kind": Fault(content(AUTOSAVE, saved_match(ui={"pending": [dict(PENDING_SHEET, blocks=[{"type": "?"}])]})),
                                             "no known kind", AUTOSAVE),
    "autosave sheet with an unknown card": Fault(
        content(AUTOSAVE, saved_match(ui={"pending": [dict(PENDING_SHEET, blocks=[{"type": "cards", "cards": ["ZZ"]}])]})),
        "unknown card", AUTOSAVE),
    "autosave sheet table rows too short": Fault(
        content(AUTOSAVE, saved_match(ui={"pending": [dict(PENDING_SHEET, blocks=[{"type": "table", "columns": ["a", "b"], "rows": [["x"]]}])]})),
        "do not fit its columns", AUTOSAVE),
    "autosave sheet rows not text": Fault(
        content(AUTOSAVE, saved_match(ui={"pending": [dict(PENDING_SHEET, blocks=[{"type": "rows", "rows": [{"value": [1]}]}])]})),
        "not text", AUTOSAVE),
    "autosave names too few": Fault(content(AUTOSAVE, saved_match(names=["A"])), "player names", AUTOSAVE),
    "autosave names not text": Fault(content(AUTOSAVE, saved_match(names=[1, 2, 3, 4])), "player names", AUTOSAVE),
    "autosave unknown CPU level": Fault(content(AUTOSAVE, saved_match(seat_level="godlike")), "CPU level", AUTOSAVE),
    "autosave config not an object": Fault(content(AUTOSAVE, saved_match(config="x")), "configuration", AUTOSAVE),
    # folders that refuse: reported, the session goes on in memory
    "config folder read-only": Fault(read_only("config", (SETTINGS, GOOD_SETTINGS)), "could not be saved"),
    "data folder read-only": Fault(read_only("data"), "match could not be saved"),
    "data folder read-only with a bad autosave": Fault(read_only("data", (AUTOSAVE, b"{broken")), "could not be moved aside"),
    "config folder read-only with a bad settings file": Fault(read_only("config", (SETTINGS, NESTED)), "could not be moved aside"),
    "config folder cannot be searched": Fault(unsearchable("config"), "cannot be read"),
    "config path is a file": Fault(a_file("config-file"), "could not be saved", config="config-file"),
    "data path is a file": Fault(a_file("data-file"), "match could not be saved", data="data-file"),
    "options folder is a file": Fault(a_file("config/options"), "options could not be saved"),
}


@pytest.mark.parametrize("name", sorted(FAULTS))
def test_a_fault_is_reported_and_the_app_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    fault = FAULTS[name]
    fault.make(tmp_path, monkeypatch)
    target = tmp_path / fault.aside if fault.aside else None
    with open(target, "rb") if target and target.is_file() else open(os.devnull, "rb") as raw:  # builtins.open: never refused
        before = raw.read() if target and target.is_file() else None
    app = new_app(tmp_path, fault.config, fault.data)
    try:
        walk(app)
        said = "\n".join(app.messages)
        assert fault.notice in said, app.messages
        if fault.aside:
            [aside] = (tmp_path / fault.aside).parent.glob(Path(fault.aside).name + ".bad-*")
            assert str(aside) in said
            if before is not None:
                with open(aside, "rb") as raw:
                    assert raw.read() == before  # kept byte for byte
        assert "Dismiss" in labels(app)  # the title shows the notices
    finally:
        app.quit()


def test_settings_the_folder_refuses_stay_in_effect(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    read_only("config")(tmp_path, monkeypatch)
    app = new_app(tmp_path)
    app.push(OptionsScene(app, "emperor"))
    press(app, pygame.K_RIGHT)  # match length 15 -> 20, refused by the folder
    assert app.options_for("emperor")["match_length"] == 20  # the session keeps it
    app.settings.volume = 0.2
    app.save_settings()
    assert app.settings.volume == 0.2
    assert sum("could not be saved" in m for m in app.messages) == 2  # once each, not per change
    app.settings.volume = 0.3
    app.save_settings()
    assert sum("could not be saved" in m for m in app.messages) == 2
    assert app.toast is not None and "could not be saved" in app.toast[0]  # seen at once, over any screen
    app.step([], FRAME)


def test_a_failed_write_leaves_the_old_file_whole_and_no_temporary_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = new_app(tmp_path)
    app.save_options("emperor", {"match_length": 10})
    path = tmp_path / OPTIONS
    before = path.read_bytes()
    real_fsync = os.fsync

    def full_disk(fd: int) -> None:
        real_fsync(fd)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    app.save_options("emperor", {"match_length": 20})
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["emperor.json"]
    assert "No space left on device" in app.messages[-1]


def test_stale_temporary_files_of_killed_writes_are_removed_at_start(tmp_path: Path) -> None:
    old = time.time() - 3600
    stale = [tmp_path / "data" / f".autosave.json.k{i}x_9a2b.tmp" for i in range(5)]
    stale += [tmp_path / "config" / ".settings.json.abcd1234.tmp", tmp_path / "config" / "options" / ".emperor.json.zz__zz99.tmp"]
    for path in stale:
        write(path, b'{"half": ')
        os.utime(path, (old, old))
    fresh = tmp_path / "data" / ".autosave.json.abcd1234.tmp"  # another Parlour writing right now
    write(fresh, b"{")
    other = tmp_path / "data" / ".notes.tmp"  # not one of ours
    write(other, b"mine")
    os.utime(other, (old, old))
    app = new_app(tmp_path)
    try:
        assert not any(p.exists() for p in stale)
        assert fresh.exists() and other.exists()
    finally:
        app.quit()


# -- the scene stack never empties; F11 where full screen is refused -------------------------------


@pytest.mark.parametrize("leave", ["Esc", "Back"])
def test_new_game_over_a_saved_match_then_back_returns_to_the_title(tmp_path: Path, leave: str) -> None:
    write(tmp_path / AUTOSAVE, saved_match())
    app = new_app(tmp_path)
    try:
        app.running = True
        app.push(TitleScene(app))
        click_button(app, "New game")
        assert isinstance(app.top, ConfirmScene)
        click_button(app, "New game")
        assert [type(s) for s in app.stack] == [TitleScene, PickerScene]  # the title stays beneath
        if leave == "Esc":
            press(app, pygame.K_ESCAPE)
        else:
            click_button(app, "Back")
        assert [type(s) for s in app.stack] == [TitleScene]
        assert labels(app)[0] == "Continue"  # the match was not given up: nothing was started
    finally:
        app.quit()


def test_popping_the_last_scene_shows_the_title(tmp_path: Path) -> None:
    app = new_app(tmp_path)
    app.push(SettingsScene(app))
    press(app, pygame.K_ESCAPE)
    assert [type(s) for s in app.stack] == [TitleScene]
    app.pop()  # even the title itself
    assert [type(s) for s in app.stack] == [TitleScene]
    app.quit()


def test_full_screen_the_driver_refuses_is_told_not_raised(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = new_app(tmp_path)

    def refuse() -> int:
        raise pygame.error("video driver cannot switch to full screen")

    monkeypatch.setattr(pygame.display, "toggle_fullscreen", refuse)
    app.headless = False  # the window path, on the dummy driver
    app.push(SettingsScene(app))
    press(app, pygame.K_F11)
    assert isinstance(app.top, SettingsScene)
    assert app.messages == ["Full screen is not available here (video driver cannot switch to full screen)."]
    assert app.toast is not None and app.toast[0] == app.messages[0]  # shown over the settings at once
    for _ in range(int(7 / 0.5)):
        app.step([], 0.5)
    assert app.toast is None  # and gone after a few seconds; the title keeps it
    press(app, pygame.K_F11)
    assert len(app.messages) == 1  # told once
    app.headless = True
    app.quit()


WRITER = """
import sys
from saves.files import write_json_atomic
path, n = sys.argv[1], 0
print("ready", flush=True)
while True:
    n += 1
    write_json_atomic(path, {"n": n, "pad": ["x" * 200] * 2000})
"""


def test_writes_killed_midway_leave_a_whole_file_and_their_leftovers_are_removed(tmp_path: Path) -> None:
    import signal
    import subprocess
    import sys

    path = tmp_path / "data" / "autosave.json"
    root = Path(__file__).resolve().parents[2]
    for kill in range(12):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], cwd=root, stdout=subprocess.PIPE)
        assert writer.stdout is not None and writer.stdout.readline() == b"ready\n"
        time.sleep(0.01 + 0.007 * kill)
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        writer.stdout.close()
        if path.exists():
            assert json.loads(path.read_text(encoding="utf-8"))["n"] >= 1  # the old or the new file, whole
    leftovers = list(path.parent.glob(".autosave.json.*.tmp"))
    old = time.time() - 3600
    for leftover in leftovers:
        os.utime(leftover, (old, old))  # as found at the next start, a minute or more later
    app = new_app(tmp_path)
    app.quit()
    assert sorted(p.name for p in path.parent.iterdir()) == (["autosave.json"] if path.exists() else [])
    assert leftovers, "no write was caught midway: the kills came too early or too late"


@pytest.mark.parametrize("variant_id, players, options", [
    ("emperor", 3, {"match_length": 10}), ("wuhan", 4, {}), ("wuhan", 3, {"variant": "jingzhou"})])
def test_every_real_score_sheet_passes_the_save_check(variant_id: str, players: int, options: dict) -> None:
    """The shape check refuses damaged sheets, never the ones play makes: every sheet of a whole
    match (wins, draws, the match sheet), cards or tiles, as the autosave keeps them (through JSON)."""
    import random

    from game.savegame import check_sheet

    rng = random.Random(5)
    session = Session(variant_id, players, options, seed=5, meta={"names": ["A", "B", "C", "D"][:players]})
    kinds = set()
    while not session.is_over():
        events = session.submit(rng.choice(session.legal(min(session.to_act()))))
        for event in events:
            sheet = session.variant.sheet(event, session.view(None), session.meta)
            if sheet is not None:
                check_sheet(json.loads(json.dumps(sheet, ensure_ascii=False)))
                kinds.add(sheet["kind"])
    assert "match" in kinds and len(kinds) >= 2, kinds


def test_a_save_with_a_score_sheet_still_open_resumes_on_that_sheet(tmp_path: Path) -> None:
    from game.table.results import HandResultScene

    session = Session("emperor", 4, seed=7, meta={"names": ["P1", "P2", "P3", "P4"]})
    sheet = None
    while sheet is None:
        for event in session.submit(session.legal(min(session.to_act()))[0]):
            sheet = sheet or session.variant.sheet(event, session.view(None), session.meta)
    write(tmp_path / AUTOSAVE, saved_match(ui={"viewer": 0, "order": None, "pending": [json.loads(json.dumps(sheet))]}))
    app = new_app(tmp_path)
    try:
        app.push(TitleScene(app))
        click_button(app, "Continue")
        for _ in range(3):
            app.step([], FRAME)
        assert isinstance(app.top, HandResultScene) and app.top.sheet == json.loads(json.dumps(sheet))
        assert app.messages == []
    finally:
        app.quit()
