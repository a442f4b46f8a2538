"""Settings and the autosave in the user's folders as platformdirs gives them (XDG_CONFIG_HOME and
XDG_DATA_HOME, pointed by conftest.py at the test's temporary folder): what a plain ``App()``
writes, where, and that a second start reads it back — and nothing is written anywhere else."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.app import App
from game.scenes.picker import PickerScene
from game.scenes.title import TitleScene
from game.table import TableScene
from rules.core.session import Session
from tests.game.conftest import FRAME, click_button, labels, press


def files_under(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()}


def test_a_plain_app_keeps_its_files_in_the_xdg_folders(tmp_path: Path) -> None:
    app = App(headless=True)
    assert app.store.dir == tmp_path / "xdg-config" / "parlour"
    assert app.saves.dir == tmp_path / "xdg-data" / "parlour"
    app.settings.card_style, app.settings.volume = "four_colour", 0.4
    app.save_settings()
    app.save_options("emperor", {"match_length": 10})
    # A match started from the title (the person deals: the first seed where seat 0 does), a
    # discard by Enter, then Save & quit.
    seed = next(s for s in range(100) if Session("emperor", 4, seed=s).state.dealer == 0)
    app.settings.animation_speed = 0
    app.push(TitleScene(app))
    click_button(app, "New game")
    assert isinstance(app.top, PickerScene)
    app.top.seed = str(seed)
    click_button(app, "Start")
    table = app.top
    assert isinstance(table, TableScene)
    app.step([], FRAME)
    press(app, pygame.K_RETURN)
    assert table.session.log[0].seat == 0 and table.session.log[0].action == "discard"
    press(app, pygame.K_ESCAPE)
    click_button(app, "Save & quit to title")
    log = [c.to_json() for c in table.session.log]
    app.quit()

    assert files_under(tmp_path) == {
        "xdg-config/parlour/settings.json",
        "xdg-config/parlour/options/emperor.json",
        "xdg-data/parlour/autosave.json",
    }
    settings = json.loads((tmp_path / "xdg-config/parlour/settings.json").read_text(encoding="utf-8"))
    assert (settings["settings"]["card_style"], settings["settings"]["volume"]) == ("four_colour", 0.4)

    again = App(headless=True)
    assert (again.settings.card_style, again.settings.volume) == ("four_colour", 0.4)
    assert again.options_for("emperor")["match_length"] == 10
    again.push(TitleScene(again))
    click_button(again, "Continue")
    resumed = again.top
    assert isinstance(resumed, TableScene)
    assert resumed.config.options["match_length"] == 10 and resumed.config.seed == seed
    assert [c.to_json() for c in resumed.session.log] == log
    again.quit()


def test_a_corrupt_autosave_in_the_data_folder_is_moved_aside(tmp_path: Path) -> None:
    data = tmp_path / "xdg-data" / "parlour"
    data.mkdir(parents=True)
    (data / "autosave.json").write_text('{"format": "parlour-autosave", "version": 1, "match": {"conf', encoding="utf-8")
    app = App(headless=True)
    app.push(TitleScene(app))
    assert "Continue" not in labels(app) and len(app.messages) == 1
    [aside] = data.glob("autosave.json.bad-*")
    assert str(aside) in app.messages[0] and not (data / "autosave.json").exists()
    app.quit()
