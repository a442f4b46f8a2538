"""Settings and per-game options on disk: round trips, and every kind of unusable file reported,
moved aside and replaced by the defaults while the app still starts."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.scenes.settings_scene import SettingsScene
from game.settings import Settings, SettingsStore
from rules.core.registry import get_variant
from rules.core.text import language
from tests.game.conftest import press

BAD_FILES = {
    "not JSON": "settings? what settings",
    "truncated": '{"format": "parlour-settings", "version": 1, "settings": {"langu',
    "future version": json.dumps({"format": "parlour-settings", "version": 2, "settings": {}}),
    "another format": json.dumps({"format": "parlour-autosave", "version": 1, "match": {}}),
    "a bad value": json.dumps({"format": "parlour-settings", "version": 1, "settings": {"volume": 7}}),
    "not an object": "[1, 2, 3]",
}


def new_app(tmp_path: Path) -> App:
    return App(settings_dir=tmp_path / "config", data_dir=tmp_path / "data", headless=True)


def test_settings_round_trip(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path, [])
    changed = Settings(language="ja", animation_speed=0, sound=False, volume=0.3, card_style="four_colour", window_size=(1600, 1000), call_countdown=5.0)
    store.save_settings(changed)
    assert SettingsStore(tmp_path, []).load_settings() == changed
    on_disk = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert on_disk["format"] == "parlour-settings" and on_disk["version"] == 1
    assert on_disk["settings"]["window_size"] == [1600, 1000]


def test_no_file_means_defaults_and_no_notice(tmp_path: Path) -> None:
    messages: list[str] = []
    assert SettingsStore(tmp_path, messages).load_settings() == Settings()
    assert messages == []


@pytest.mark.parametrize("fault", sorted(BAD_FILES))
def test_an_unusable_settings_file_is_reported_moved_aside_and_the_app_starts(tmp_path: Path, fault: str) -> None:
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(BAD_FILES[fault], encoding="utf-8")
    app = new_app(tmp_path)
    assert app.settings == Settings()
    assert not path.exists()
    aside = list(path.parent.glob("settings.json.bad-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == BAD_FILES[fault]  # kept, not lost
    assert len(app.messages) == 1 and str(aside[0]) in app.messages[0]
    app.settings.sound = False
    app.save_settings()  # and a fresh file replaces it
    assert new_app(tmp_path).settings.sound is False


def test_an_unusable_options_file_is_reported_and_the_defaults_are_used(tmp_path: Path) -> None:
    path = tmp_path / "config" / "options" / "emperor.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "parlour-options", "version": 1, "options": {"match_length": 13}}), encoding="utf-8")
    app = new_app(tmp_path)
    assert app.options_for("emperor") == {s.id: s.default for s in get_variant("emperor").options}
    assert not path.exists() and len(list(path.parent.glob("emperor.json.bad-*"))) == 1
    assert "match_length" in app.messages[0]


def test_options_of_a_newer_rules_version_keep_what_this_one_knows(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path, [])
    store.save_options("emperor", {"match_length": 10})
    data = json.loads(store.options_path("emperor").read_text(encoding="utf-8"))
    data["options"]["an_option_from_the_future"] = True
    store.options_path("emperor").write_text(json.dumps(data), encoding="utf-8")
    assert store.load_options("emperor")["match_length"] == 10


def test_settings_scene_changes_apply_and_persist(app: App, tmp_path: Path) -> None:
    app.push(SettingsScene(app))
    press(app, pygame.K_RIGHT)  # language: English -> 日本語
    assert app.settings.language == "ja" and language() == "ja"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_LEFT)  # animation speed: normal -> instant
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)  # sound off
    press(app, pygame.K_DOWN)
    press(app, pygame.K_LEFT)  # volume 70% -> 60%
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RIGHT)  # card style -> four-colour
    again = new_app(tmp_path).settings
    assert (again.language, again.animation_speed, again.sound, again.volume, again.card_style) == ("ja", 0, False, 0.6, "four_colour")
