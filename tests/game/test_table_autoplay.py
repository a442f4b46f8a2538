"""The CPU-only demo and the score sheet screens, headless."""

from __future__ import annotations

import pygame
import pytest

from game.table import MatchConfig, SeatConfig, TableScene
from game.table.autoplay import run
from game.table.results import HandResultScene, MatchResultScene

from rules.core.session import Session
from tests.game.conftest import FRAME, click


def test_autoplay_plays_a_hand_and_saves_a_screenshot(app, tmp_path) -> None:
    app.settings.animation_speed = 0
    shot = tmp_path / "shots" / "demo.png"
    table = run(app, "emperor", 1, shot, players=5, seed=11)
    assert table.hands_finished == 1 and isinstance(app.top, HandResultScene)
    image = pygame.image.load(str(shot))
    assert image.get_size() == app.screen.get_size()
    # The screenshot is the score sheet: not a blank screen.
    colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 800, 40)}
    assert len(colours) > 20
    assert app.saves.load_autosave() is None  # the demo never overwrites the player's match


@pytest.mark.parametrize("variant", ["piquet", "ninety_nine", "qinghunpeng", "fuxi", "trump_mahjong"])
def test_the_demo_of_each_game_plays_a_hand_to_its_sheet(tmp_path, variant: str) -> None:
    """``python -m game --autoplay piquet --hands 1 --screenshot P`` (and the other games), headless."""
    import game.__main__ as cli

    from game.app import App

    setup = App(settings_dir=tmp_path / "s", data_dir=tmp_path / "d", headless=True)
    setup.settings.animation_speed = 0  # the demo reads the saved settings: no animation, no thinking pause
    setup.save_settings()
    setup.quit()
    shot = tmp_path / f"{variant}.png"
    args = ["--autoplay", variant, "--hands", "1", "--screenshot", str(shot), "--settings-dir", str(tmp_path / "s"),
            "--data-dir", str(tmp_path / "d")]
    assert cli.main(args) == 0
    image = pygame.image.load(str(shot))
    colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 800, 40)}
    assert image.get_size() == (1280, 800) and len(colours) > 20  # a drawn sheet, not a blank screen


def test_the_last_hand_leads_to_the_match_result_and_back_to_the_title(app) -> None:
    from game.scenes.title import TitleScene

    # Easy CPUs play a 10-hand match headless up to its last hand; the table plays that hand.
    session = Session("emperor", 3, {"match_length": 10}, seed=4, meta={"names": ["Ann", "Bob", "Cy"]})
    cpus = [session.variant.cpu("easy", i) for i in range(3)]
    while session.state.hand_no < 10:
        seat = min(session.to_act())
        session.submit(cpus[seat].choose(session.view(seat), session.legal(seat)))
    app.settings.animation_speed = 0
    seats = [SeatConfig("cpu", "easy", n) for n in ("Ann", "Bob", "Cy")]
    table = TableScene(app, MatchConfig("emperor", 3, seats, {"match_length": 10}, 4), session)
    app.push(table)
    for _ in range(2000):
        app.step([], FRAME)
        if isinstance(app.top, HandResultScene):
            click(app, app.top.button.rect.center)
        if isinstance(app.top, MatchResultScene):
            break
    assert isinstance(app.top, MatchResultScene) and table.session.is_over()
    assert app.top.sheet["blocks"][0]["title"] == "Final standings"
    click(app, app.top.button.rect.center)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1
    assert app.saves.load_autosave() is None  # a finished match leaves nothing to continue
