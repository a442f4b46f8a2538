"""A game's named presets (Piquet's, spec §14) are played from its options screen: choosing one sets
every option to exactly what the spec lists, saved at once and read back by a fresh app; a single
change afterwards reads "Custom"; the match started from the picker plays the preset; a game
without presets shows no preset row."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.scenes.options import OptionsScene
from game.scenes.picker import PickerScene
from game.widgets import Cycler, Toggle, Widget
from rules.core.registry import get_variant, variant_ids
from rules.core.session import Session
from rules.core.text import set_language
from tests.game.conftest import click, click_button, press, widgets

# Piquet's options with nothing chosen: the modern game (spec §14's table), written out by hand.
MODERN: dict[str, Any] = {
    "target_score": 100,
    "match_format": "best_of_three",
    "point_by_pips": False,
    "trick_points_require_ten": False,
    "last_trick_requires_ten": False,
    "no_last_trick_point_on_capot": False,
    "younger_may_exchange_zero": False,
    "talon_rest_private_view": True,
    "own_discards_viewable": False,
    "extra_combinations_unrestricted": False,
    "staged_declarations": False,
    "deck_36": False,
}

# Each preset as spec §14 lists it, by the name the screen shows.
EXPECTED: dict[str, dict[str, Any]] = {
    "Modern": MODERN,
    "Old rules (18th–19th c.)": {**MODERN, "point_by_pips": True, "trick_points_require_ten": True},
    "Parlett": {
        **MODERN,
        "younger_may_exchange_zero": True,
        "talon_rest_private_view": False,
        "own_discards_viewable": True,
        "extra_combinations_unrestricted": True,
        "staged_declarations": True,
    },
    "17th century (36 cards)": {**MODERN, "point_by_pips": True, "trick_points_require_ten": True, "deck_36": True},
    "Rubicon": {**MODERN, "match_format": "rubicon"},
}

# Not any preset: a target of 150 and the c. 1620 last-trick rule.
OWN = {**MODERN, "target_score": 150, "last_trick_requires_ten": True}


def preset_row(app: App) -> Cycler:
    [row] = [w for w in widgets(app) if isinstance(w, Cycler) and w.label == "Preset"]
    return row


def shown(row: Cycler) -> str:
    return row.choices[row.index][1]


def choose(app: App, label: str) -> None:
    """Click the preset row's right arrow until it shows ``label`` (each step applies its preset)."""
    for _ in range(len(preset_row(app).choices)):
        if shown(preset_row(app)) == label:
            return
        click(app, preset_row(app).arrows()[1].center)
    assert shown(preset_row(app)) == label, [text for _, text in preset_row(app).choices]


def toggle(app: App, description: str) -> Toggle:
    """The option's toggle, turning the pages until it is shown."""
    scene: Any = app.top
    for page in range(scene.pages):
        scene.page = page
        scene.rebuild()
        found = [w for w in widgets(app) if isinstance(w, Toggle) and w.label == description]
        if found:
            return found[0]
    raise AssertionError(f"no toggle {description!r}")


def description(option: str) -> str:
    return next(spec.description for spec in get_variant("piquet").options if spec.id == option)


@pytest.mark.parametrize("label", list(EXPECTED))
def test_each_preset_sets_exactly_its_options_saved_and_read_back(label: str, tmp_path: Path) -> None:
    app = App(settings_dir=tmp_path / "config", data_dir=tmp_path / "data", headless=True)
    app.save_options("piquet", OWN)  # every option the preset does not name must go back to its default
    app.push(OptionsScene(app, "piquet"))
    assert shown(preset_row(app)) == "Custom"
    choose(app, label)
    assert app.options_for("piquet") == EXPECTED[label]
    assert app.top.note.startswith(f"{label}: these options changed")  # type: ignore[attr-defined]
    app.quit()
    saved = json.loads((tmp_path / "config" / "options" / "piquet.json").read_text(encoding="utf-8"))
    assert {**MODERN, **saved["options"]} == EXPECTED[label]
    fresh = App(settings_dir=tmp_path / "config", data_dir=tmp_path / "data", headless=True)
    assert fresh.options_for("piquet") == EXPECTED[label]
    fresh.push(OptionsScene(fresh, "piquet"))
    assert shown(preset_row(fresh)) == label  # the screen names the saved preset
    fresh.quit()


def test_a_single_change_after_a_preset_reads_custom_and_custom_steps_back(app: App) -> None:
    app.save_options("piquet", OWN)
    app.push(OptionsScene(app, "piquet"))
    choose(app, "Parlett")
    click(app, toggle(app, description("deck_36")).rect.center)
    assert app.options_for("piquet") == {**EXPECTED["Parlett"], "deck_36": True}
    assert shown(preset_row(app)) == "Custom"
    click(app, toggle(app, description("deck_36")).rect.center)  # undone: the preset again
    assert shown(preset_row(app)) == "Parlett"
    click(app, toggle(app, description("point_by_pips")).rect.center)
    click(app, toggle(app, description("trick_points_require_ten")).rect.center)
    assert shown(preset_row(app)) == "Custom"  # not Old rules: Parlett's options are still on
    choose(app, "Rubicon")
    choose(app, "Custom")  # the player's own options come back
    assert app.options_for("piquet") == {**EXPECTED["Parlett"], "point_by_pips": True, "trick_points_require_ten": True}


def test_the_preset_row_works_from_the_keyboard_and_on_every_page(app: App) -> None:
    app.push(OptionsScene(app, "piquet"))
    scene: Any = app.top
    assert scene.form.focused is preset_row(app)  # the first row has the focus
    press(app, pygame.K_RIGHT)
    assert shown(preset_row(app)) == "Old rules (18th–19th c.)" and app.options_for("piquet") == EXPECTED[shown(preset_row(app))]
    press(app, pygame.K_LEFT)
    assert shown(preset_row(app)) == "Modern" and app.options_for("piquet") == MODERN
    assert scene.note == "Modern: these options changed\n" + "\n".join(
        f"· {description(o)} → Off" for o in ("point_by_pips", "trick_points_require_ten"))
    seen: list[str] = []
    for page in range(scene.pages):
        scene.page = page
        scene.rebuild()
        rows = [w for w in widgets(app) if isinstance(w, (Toggle, Cycler))]
        assert rows[0] is preset_row(app)  # first, above the options
        assert all(w.rect.bottom <= 800 - 100 for w in rows)
        seen += [w.label for w in rows[1:]]
    assert seen == [spec.description for spec in get_variant("piquet").options]  # each option once


def test_reset_asks_first_and_then_reads_modern(app: App) -> None:
    app.save_options("piquet", EXPECTED["Rubicon"])
    app.push(OptionsScene(app, "piquet"))
    click_button(app, "Reset to defaults")
    click_button(app, "Reset")
    assert app.options_for("piquet") == MODERN and shown(preset_row(app)) == "Modern"


def rows_of(app: App) -> list[Widget]:
    return [w for w in widgets(app) if isinstance(w, (Toggle, Cycler))]


@pytest.mark.parametrize("variant_id", [v for v in variant_ids() if not getattr(get_variant(v), "presets", ())])
def test_a_game_without_presets_shows_no_preset_row(app: App, variant_id: str) -> None:
    app.push(OptionsScene(app, variant_id))
    rows = rows_of(app)
    assert "Preset" not in [w.label for w in rows]  # type: ignore[attr-defined]
    assert rows[0].label == get_variant(variant_id).options[0].description  # type: ignore[attr-defined]


def test_only_piquet_names_presets() -> None:
    # Wuhan's "Jingzhou preset" (spec §12) is its 3-player form, the `variant` option, not a bundle.
    assert [v for v in variant_ids() if getattr(get_variant(v), "presets", ())] == ["piquet"]


@pytest.mark.parametrize("variant_id", [v for v in variant_ids() if getattr(get_variant(v), "presets", ())])
def test_every_preset_is_a_game_the_rules_accept(variant_id: str) -> None:
    variant = get_variant(variant_id)
    for name, label, options in variant.presets:  # type: ignore[attr-defined]
        assert label and set(options) <= {spec.id for spec in variant.options}, name
        Session(variant_id, variant.default_players, options, seed=1)


def test_the_match_started_after_choosing_rubicon_is_a_rubicon(app: App) -> None:
    picker = PickerScene(app)
    app.push(picker)
    picker.pick("piquet")
    click_button(app, "Options")
    choose(app, "Rubicon")
    click_button(app, "Back")
    assert app.top is picker
    # What Start hands the table (game/scenes/picker.py), and the match the table makes of it.
    config = picker.config()
    assert config.options == EXPECTED["Rubicon"]
    session = Session(config.variant_id, config.players, config.options, config.seed)
    assert session.options["match_format"] == "rubicon"
    assert [e.data for e in session.opening if e.kind == "match_started"] == [{"format": "rubicon"}]


def test_the_preset_row_reads_in_japanese(app: App) -> None:
    set_language("ja")
    try:
        app.push(OptionsScene(app, "piquet"))
        row = next(w for w in widgets(app) if isinstance(w, Cycler))
        assert row.label == "プリセット"
        assert [text for _, text in row.choices] == ["モダン", "古いルール (18〜19 世紀)", "パーレット", "17 世紀のピケ (36 枚)", "ルビコン"]
    finally:
        set_language("en")
