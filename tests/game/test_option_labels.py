"""The options screen shows a choice by its schema's label, in the player's language, and still
shows numbers as numbers; stepping a labelled choice saves the choice's id."""

from __future__ import annotations

from typing import Iterator

import pygame
import pytest

from game.app import App
from game.scenes import game_name
from game.scenes.options import OptionsScene
from game.scenes.picker import PickerScene
from game.scenes.title import TitleScene
from game.widgets import Cycler
from rules.core.registry import get_variant
from rules.core.text import set_language, tr
from tests.game.conftest import button, click, click_button, widgets


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def cycler(app: App, variant_id: str, option: str) -> Cycler:
    """The options screen's cycler for this option, found by its description as the player reads it."""
    spec = next(s for s in get_variant(variant_id).options if s.id == option)
    found = [w for w in widgets(app) if isinstance(w, Cycler) and w.label == tr(spec.description)]
    assert len(found) == 1
    return found[0]


def shown(c: Cycler) -> str:
    return c.choices[c.index][1]


def open_options(app: App, variant_id: str) -> OptionsScene:
    """Title -> New game -> the game in the list -> Options, with the mouse."""
    app.push(TitleScene(app))
    click_button(app, tr("New game"))
    assert isinstance(app.top, PickerScene)
    click(app, button(app, game_name(get_variant(variant_id))).rect.center)
    click_button(app, tr("Options"))
    scene = app.top
    assert isinstance(scene, OptionsScene) and scene.variant_id == variant_id
    return scene


def test_wuhan_choices_read_as_words_in_english(app: App) -> None:
    open_options(app, "wuhan")
    suit = cycler(app, "wuhan", "removed_suit")
    assert [label for _, label in suit.choices] == ["Characters (萬子)", "Dots (筒子)", "Bamboo (索子)"]
    assert shown(suit) == "Characters (萬子)" and not suit.enabled  # Wuhan plays all three suits
    assert shown(cycler(app, "wuhan", "caps")) == "300/400/500/600"
    assert shown(cycler(app, "wuhan", "variant")) == "Wuhan (武漢)"
    assert shown(cycler(app, "wuhan", "threshold_scope")) == "By the rules"
    click(app, cycler(app, "wuhan", "variant").arrows()[1].center)
    assert shown(cycler(app, "wuhan", "variant")) == "Jingzhou (荊州)"
    suit = cycler(app, "wuhan", "removed_suit")
    click(app, suit.arrows()[1].center)
    assert shown(suit) == "Dots (筒子)" and app.options_for("wuhan")["removed_suit"] == "p"  # the id is saved
    assert shown(cycler(app, "wuhan", "min_points")) == "8"  # a number stays a number
    app.step([], 1 / 60)  # and the screen draws with the labels


def test_wuhan_choices_read_in_japanese(app: App, english_after: None) -> None:
    app.settings.language = "ja"
    app.save_settings()  # what Settings -> Language does
    open_options(app, "wuhan")
    suit = cycler(app, "wuhan", "removed_suit")
    assert [label for _, label in suit.choices] == ["萬子", "筒子", "索子"]
    assert [label for _, label in cycler(app, "wuhan", "variant").choices] == ["武漢", "荊州"]
    assert shown(cycler(app, "wuhan", "threshold_scope")) == "ルールどおり"
    click_button(app, tr("Next ›"))  # the second page
    assert shown(cycler(app, "wuhan", "big_win_base")) == "1つにつき10点"
    app.step([], 1 / 60)


def test_piquet_match_formats_in_both_languages(app: App, english_after: None) -> None:
    app.push(OptionsScene(app, "piquet"))
    match = cycler(app, "piquet", "match_format")
    assert [label for _, label in match.choices] == ["Best of three", "Single game", "Rubicon (6 hands)"]
    app.pop()
    set_language("ja")
    app.push(OptionsScene(app, "piquet"))
    match = cycler(app, "piquet", "match_format")
    assert [label for _, label in match.choices] == ["3 回勝負", "1 回勝負", "ルビコン (6 手)"]
    match.step(-1)  # best of three -> rubicon, backwards round the list
    assert shown(match) == "ルビコン (6 手)" and app.options_for("piquet")["match_format"] == "rubicon"


def test_emperor_numbers_and_words_side_by_side(app: App, english_after: None) -> None:
    app.push(OptionsScene(app, "emperor"))
    assert shown(cycler(app, "emperor", "match_length")) == "15"
    assert shown(cycler(app, "emperor", "starting_points")) == "25,000"
    uma = cycler(app, "emperor", "uma")
    assert [label for _, label in uma.choices] == ["20,000 / 10,000", "10,000 / 5,000", "30,000 / 10,000", "No uma"]
    assert shown(cycler(app, "emperor", "naming_style")) == "Detailed"
    app.pop()
    set_language("ja")
    app.push(OptionsScene(app, "emperor"))
    assert [label for _, label in cycler(app, "emperor", "uma").choices][-1] == "ウマなし"
    assert shown(cycler(app, "emperor", "naming_style")) == "詳細版"
    assert shown(cycler(app, "emperor", "starting_points")) == "25,000"


def test_ninety_nine_game_formats(app: App) -> None:
    app.push(OptionsScene(app, "ninety_nine"))
    fmt = cycler(app, "ninety_nine", "game_format")
    assert [label for _, label in fmt.choices] == ["Fixed length", "First to 3 games"]
    fmt.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT))
    assert app.options_for("ninety_nine")["game_format"] == "race_to_100"
