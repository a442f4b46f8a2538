"""The app shell driven as a person would: the scene stack's lifecycle, and the menus clicked and
keyed through with synthetic events (title -> picker -> options and back)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.scene import Scene
from game.scenes import game_name
from game.scenes.confirm import ConfirmScene
from game.scenes.options import OptionsScene, show_value
from game.scenes.pause import PauseScene
from game.scenes.picker import PickerScene
from game.scenes.rules_scene import RulesScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.table import TableScene
from game.widgets import Cycler, ScrollView, TextInput, Toggle
from rules.core.registry import get_variant, variant_ids
from tests.game.conftest import FRAME, button, click, click_button, labels, press, type_text, widgets


class Probe(Scene):
    """A scene that writes down what happens to it."""

    def __init__(self, app: App, name: str, log: list[str], opaque: bool = True, pausable: bool = False) -> None:
        super().__init__(app)
        self.name, self.log, self.opaque, self.pausable = name, log, opaque, pausable
        self.updated = 0.0

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def leave(self) -> None:
        self.log.append(f"leave {self.name}")

    def on_quit(self) -> None:
        self.log.append(f"quit {self.name}")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_x:
            self.log.append(f"key {self.name}")
            return True
        return False

    def update(self, dt: float) -> None:
        self.updated += dt

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"draw {self.name}")


def test_push_pop_replace_call_enter_and_leave_in_order(app: App) -> None:
    log: list[str] = []
    a, b, c = (Probe(app, n, log) for n in "abc")
    app.push(a)
    app.push(b)
    assert app.top is b
    assert app.pop() is b
    app.replace(c)  # a goes, c comes; a is not re-entered in between
    assert app.stack == [c]
    assert log == ["enter a", "leave a", "enter b", "leave b", "enter a", "leave a", "enter c"]


def test_only_the_top_scene_gets_events_and_time(app: App) -> None:
    log: list[str] = []
    below, top = Probe(app, "below", log), Probe(app, "top", log)
    app.push(below)
    app.push(top)
    log.clear()
    press(app, pygame.K_x)
    assert "key top" in log and "key below" not in log
    assert top.updated == FRAME and below.updated == 0


def test_an_overlay_is_drawn_over_the_scene_beneath_and_an_opaque_scene_hides_it(app: App) -> None:
    log: list[str] = []
    app.push(Probe(app, "table", log))
    app.push(Probe(app, "overlay", log, opaque=False))
    log.clear()
    app.step([], FRAME)
    assert log == ["draw table", "draw overlay"]
    app.push(Probe(app, "screen", log))
    log.clear()
    app.step([], FRAME)
    assert log == ["draw screen"]


def test_escape_pauses_a_pausable_scene_and_resume_returns_to_it(app: App) -> None:
    log: list[str] = []
    match = Probe(app, "match", log, pausable=True)
    app.push(match)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert labels(app) == ["Resume", "Settings", "Rules", "Score a hand", "Save & quit to title", "Quit"]
    press(app, pygame.K_RETURN)  # Resume has the focus
    assert app.top is match
    assert [e for e in log if e.startswith(("enter", "leave"))] == ["enter match", "leave match", "enter match"]


def test_save_and_quit_to_title_lets_every_scene_save_first(app: App) -> None:
    log: list[str] = []
    app.push(Probe(app, "match", log, pausable=True))
    press(app, pygame.K_ESCAPE)
    click_button(app, "Save & quit to title")
    assert "quit match" in log
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


def test_quit_event_saves_and_stops(app: App) -> None:
    log: list[str] = []
    app.push(Probe(app, "match", log))
    app.running = True
    app.step([pygame.event.Event(pygame.QUIT)], FRAME)
    assert [e for e in log if not e.startswith("draw")][-2:] == ["quit match", "leave match"]
    assert not app.running and app.stack == []


def test_escape_on_a_plain_scene_does_not_pause(app: App) -> None:
    app.push(Probe(app, "menu", []))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, Probe)


# -- the menus --------------------------------------------------------------------------------


def test_title_to_picker_to_options_and_back_with_the_mouse(app: App) -> None:
    app.push(TitleScene(app))
    assert labels(app) == ["New game", "Learn", "Rules", "Score a hand", "Settings", "Quit"]  # no autosave: no Continue
    click_button(app, "New game")
    assert isinstance(app.top, PickerScene)
    click_button(app, "Options")
    options = app.top
    assert isinstance(options, OptionsScene) and options.variant_id == "emperor"
    dora = next(w for w in widgets(app) if isinstance(w, Toggle) and w.note == "ドラ天井")
    assert dora.value is False
    click(app, dora.rect.center)
    assert dora.value is True and app.options_for("emperor")["dora_ceiling"] is True
    length = next(w for w in widgets(app) if isinstance(w, Cycler) and w.note == "局数")
    _, right = length.arrows()
    click(app, right.center)  # 15 -> 20
    assert app.options_for("emperor")["match_length"] == 20
    click_button(app, "Back")
    assert isinstance(app.top, PickerScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


def test_title_to_picker_to_options_and_back_with_the_keyboard(app: App) -> None:
    app.push(TitleScene(app))
    press(app, pygame.K_RETURN)  # New game has the first focus
    assert isinstance(app.top, PickerScene)
    # Tab through the picker (games, players, seats, seed) to the Options button.
    form = app.top.form
    while not (form.focused and getattr(form.focused, "label", "") == "Options"):
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, OptionsScene)
    first = app.top.form.focused
    assert isinstance(first, Cycler) and first.value == 15
    press(app, pygame.K_RIGHT)
    assert app.options_for("emperor")["match_length"] == 20
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)  # match length, starting points, uma -> dora ceiling
    press(app, pygame.K_SPACE)
    assert app.options_for("emperor")["dora_ceiling"] is True
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_options_are_kept_per_game_across_restarts_and_reset(app: App, tmp_path: Path) -> None:
    app.push(OptionsScene(app, "emperor"))
    press(app, pygame.K_RIGHT)  # match length 15 -> 20
    again = App(settings_dir=tmp_path / "config", data_dir=tmp_path / "data", headless=True)
    assert again.options_for("emperor")["match_length"] == 20
    for vid in variant_ids():  # every other game's options are untouched
        if vid == "emperor":
            continue
        assert again.options_for(vid) == {s.id: s.default for s in get_variant(vid).options}
    click_button(app, "Reset to defaults")
    assert isinstance(app.top, ConfirmScene)
    click_button(app, "Reset")
    assert isinstance(app.top, OptionsScene)
    defaults = {s.id: s.default for s in get_variant("emperor").options}
    assert app.options_for("emperor") == defaults
    assert app.top.form.widgets[0].value == 15  # the screen shows the defaults too


def test_reset_can_be_cancelled(app: App) -> None:
    app.push(OptionsScene(app, "emperor"))
    press(app, pygame.K_RIGHT)
    click_button(app, "Reset to defaults")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, OptionsScene)
    assert app.options_for("emperor")["match_length"] == 20


def test_option_values_read_as_numbers_and_words() -> None:
    assert show_value(25000) == "25,000"
    assert show_value("20000/10000") == "20,000 / 10,000"
    assert show_value("none") == "None"
    assert show_value(True) == "On"
    assert show_value("best_of_three") == "Best of three"


def test_picker_seats_names_and_seed(app: App) -> None:
    app.push(PickerScene(app))
    picker = app.top
    assert isinstance(picker, PickerScene)
    players = widgets(app)[len(picker.games)]
    assert isinstance(players, Cycler) and players.value == get_variant("emperor").default_players
    _, right = players.arrows()
    click(app, right.center)  # 4 -> 5 players: a fifth seat row appears
    assert picker.players == 5
    assert sum(isinstance(w, TextInput) for w in widgets(app)) == 5 + 1  # five names and the seed
    name = next(w for w in widgets(app) if isinstance(w, TextInput))
    click(app, name.rect.center)
    type_text(app, "Ada")
    press(app, pygame.K_BACKSPACE)
    type_text(app, "a")
    assert picker.seats[0].name == "Ada"
    kinds = [w for w in widgets(app) if isinstance(w, Cycler) and w.value in ("human", "cpu")]
    click(app, kinds[1].rect.center)  # seat 2: CPU -> Human; its level is no longer asked
    assert picker.seats[1].kind == "human"
    levels = [w for w in widgets(app) if isinstance(w, Cycler) and w.value in get_variant("emperor").cpu_levels]
    assert [lv.enabled for lv in levels] == [False, False, True, True, True]
    seed = [w for w in widgets(app) if isinstance(w, TextInput)][-1]
    click(app, seed.rect.center)
    for _ in range(10):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "12x34")
    assert picker.seed == "1234"
    config = picker.config()
    assert [(c.kind, n) for c, n in zip(config.seats, config.names)][:2] == [("human", "Ada"), ("human", "Player 2")]


def test_settings_and_rules_open_from_the_title(app: App) -> None:
    app.push(TitleScene(app))
    click_button(app, "Settings")
    assert isinstance(app.top, SettingsScene)
    click_button(app, "Back")
    click_button(app, "Rules")
    assert isinstance(app.top, RulesScene)
    view = next(w for w in widgets(app) if isinstance(w, ScrollView))
    assert view.max_offset > 0  # the Emperor reference is longer than the sheet
    press(app, pygame.K_PAGEDOWN)
    assert view.offset > 0
    press(app, pygame.K_END)
    assert view.offset == view.max_offset
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_quit_from_the_title(app: App) -> None:
    app.push(TitleScene(app))
    app.running = True
    click(app, button(app, "Quit").rect.center)
    assert not app.running and app.stack == []


# -- into the match and back ------------------------------------------------------------------


def start_match(app: App) -> TableScene:
    app.push(TitleScene(app))
    click_button(app, "New game")
    picker = app.top
    assert isinstance(picker, PickerScene)
    picker.seed = "4242"
    kinds = [w for w in widgets(app) if isinstance(w, Cycler) and w.value in ("human", "cpu")]
    click(app, kinds[2].rect.center)  # seat 3 becomes a second human
    click_button(app, "Start")
    table = app.top
    assert isinstance(table, TableScene)
    return table


def test_start_sits_down_at_the_table_with_the_chosen_seats(app: App) -> None:
    app.save_options("emperor", {"match_length": 10})
    table = start_match(app)
    assert [type(s) for s in app.stack] == [TitleScene, TableScene]  # the picker made way
    config = table.config
    assert (config.variant_id, config.players, config.seed) == ("emperor", 4, 4242)
    assert [(s.kind, s.level, s.name) for s in config.seats] == [
        ("human", "", ""), ("cpu", "normal", ""), ("human", "", ""), ("cpu", "normal", "")]  # nobody named
    assert config.names == table.meta["names"] == ["Player 1", "CPU 2", "Player 3", "CPU 4"]
    assert config.options["match_length"] == 10


def test_save_and_quit_then_continue_resumes_the_same_match(app: App) -> None:
    table = start_match(app)
    record = table.session.to_record()
    press(app, pygame.K_ESCAPE)
    click_button(app, "Save & quit to title")
    assert labels(app)[0] == "Continue"
    click_button(app, "Continue")
    resumed = app.top
    assert isinstance(resumed, TableScene)
    assert resumed.config == table.config
    assert resumed.session.to_record()["log"] == record["log"]


def test_a_save_that_no_longer_replays_is_set_aside_and_reported(app: App) -> None:
    table = start_match(app)
    data = table.save_data()
    app.to_title()
    data["record"]["seed"] = "not a seed"
    app.saves.autosave(data)
    app.pop()
    app.push(TitleScene(app))
    click_button(app, "Continue")
    assert isinstance(app.top, TitleScene)
    assert "Continue" not in labels(app)
    assert not app.saves.path.exists() and list(app.saves.dir.glob("autosave.json.bad-*"))
    assert "could not be resumed" in app.messages[0]


def test_a_game_without_a_table_yet_cannot_be_started(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.scenes import picker as picker_module

    monkeypatch.setattr(picker_module, "table_ready", lambda variant_id, players: variant_id == "emperor")
    app.push(PickerScene(app))
    picker = app.top
    assert isinstance(picker, PickerScene) and picker.variant_id == "emperor"
    assert button(app, "Start").enabled
    other = next(w for w in widgets(app) if getattr(w, "label", "") == game_name(get_variant("piquet")))
    click(app, other.rect.center)
    assert picker.variant_id == "piquet" and picker.players == 2
    assert not button(app, "Start").enabled
    click_button(app, "Start")
    assert app.top is picker


def test_emperor_has_a_table_for_every_player_count() -> None:
    from game.scenes.picker import table_ready

    assert all(table_ready("emperor", n) for n in get_variant("emperor").player_counts)


def test_the_command_line_hands_the_demo_to_the_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import game.__main__ as cli
    from game.table import autoplay

    calls = []
    monkeypatch.setattr(autoplay, "run", lambda app, *args, **kw: calls.append((app.store.dir, args, kw)))
    argv = ["--autoplay", "emperor", "--hands", "2", "--players", "5", "--screenshot", "shot.png", "--settings-dir", str(tmp_path / "s")]
    assert cli.main(argv) == 0
    assert calls == [(tmp_path / "s", ("emperor", 2, "shot.png"), {"players": 5})]


def test_the_demo_of_a_game_without_a_table_is_refused_plainly(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import game.__main__ as cli
    from game.scenes import picker as picker_module

    # Every registered game has its table now: the check is told Piquet's is missing.
    monkeypatch.setattr(picker_module, "table_ready", lambda variant_id, players: variant_id != "piquet")
    assert cli.main(["--autoplay", "piquet", "--settings-dir", str(tmp_path / "s"), "--data-dir", str(tmp_path / "d")]) == 2
    assert "piquet has no table yet; games at the table: emperor, fuxi, kawuxing, ninety_nine, qinghunpeng, trump_mahjong, wuhan" in capsys.readouterr().err


# -- texts ------------------------------------------------------------------------------------


def test_every_registered_game_has_a_rules_text(app: App) -> None:
    """(Its illustrations are checked in tests/game/test_rules_markup.py.)"""
    from game.scenes.rules_scene import TEXT_DIR, rules_path

    for vid in variant_ids():
        path = rules_path(vid, "en")
        assert path is not None and path.parent == TEXT_DIR, vid
    assert rules_path("emperor", "ja") == TEXT_DIR / "emperor.ja.md"


def test_the_font_has_every_glyph_of_the_menus_and_rules_texts(app: App) -> None:
    import json

    from game.scenes.rules_scene import TEXT_DIR

    catalog_path = Path(__file__).resolve().parents[2] / "rules" / "core" / "catalogs" / "ja" / "game.json"
    catalog = json.loads(catalog_path.read_text(encoding="utf-8"))
    texts = list(catalog) + list(catalog.values()) + [p.read_text(encoding="utf-8") for p in sorted(TEXT_DIR.glob("*.md"))]
    assert [(t[:30], app.fonts.missing(t)) for t in texts if app.fonts.missing(t)] == []


def test_the_rules_reader_lays_out_each_game_in_each_language(app: App) -> None:
    from rules.core.text import set_language

    for lang in ("en", "ja"):
        set_language(lang)
        for vid in variant_ids():
            app.push(RulesScene(app, vid))
            app.step([], FRAME)
            view = next(w for w in widgets(app) if isinstance(w, ScrollView))
            assert view.content.get_height() > view.rect.h  # a whole reference, not a placeholder
            app.pop()
