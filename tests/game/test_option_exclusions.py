"""Options that exclude each other are declared in the schema (``OptionSpec.excludes``): ``resolve``
refuses such a combination with its reason, and ``settle`` (what the options screen uses) never
lands on a combination the game refuses, whatever is changed and in whatever order."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.scenes.options import int_ladder
from rules.core.options import Excludes, OptionSpec, conflicts, resolve, settle
from rules.core.registry import get_variant, variant_ids
from rules.core.session import Session

WUHAN = get_variant("wuhan").options


def offered(spec: OptionSpec) -> list[Any]:
    """The values the options screen offers for ``spec`` (game/scenes/options.py)."""
    if spec.type == "bool":
        return [False, True]
    if spec.type == "int":
        return int_ladder(spec)
    return list(spec.choices)


def players_for(variant_id: str, values: dict[str, Any]) -> int:
    variant = get_variant(variant_id)
    return variant.players_for(values) if hasattr(variant, "players_for") else variant.default_players


@pytest.mark.parametrize(
    "given, words",
    [
        ({"fa_as_hongzhong": True, "pizi_kong": True}, "fa_as_hongzhong = true and pizi_kong = true cannot be combined"),
        ({"variant": "jingzhou", "fa_as_hongzhong": True}, "variant = jingzhou and fa_as_hongzhong = true"),
        ({"variant": "jingzhou", "pizi_kong": True}, "variant = jingzhou and pizi_kong = true"),
        ({"variant": "jingzhou", "kou_kou_fan": True}, "variant = jingzhou and kou_kou_fan = true"),
        ({"one_suit_base_15": True, "big_win_base": "doubling"}, "one_suit_base_15 = true and big_win_base = doubling"),
    ],
)
def test_resolve_refuses_what_wuhan_refuses_and_says_why(given: dict[str, Any], words: str) -> None:
    with pytest.raises(ValueError, match=words) as caught:
        resolve(WUHAN, given)
    assert "§1" in str(caught.value)  # the reason, with the rules text's section
    with pytest.raises(ValueError):
        Session("wuhan", 3 if given.get("variant") == "jingzhou" else 4, given)


def test_piquet_refuses_a_target_below_one_and_the_screen_offers_none() -> None:
    piquet = get_variant("piquet").options
    with pytest.raises(ValueError, match="target_score must be at least 1"):
        resolve(piquet, {"target_score": 0})
    assert min(offered(next(s for s in piquet if s.id == "target_score"))) == 1


def test_settle_moves_the_other_option_and_says_which() -> None:
    values = resolve(WUHAN, {"fa_as_hongzhong": True})
    settled, moved = settle(WUHAN, dict(values, pizi_kong=True), "pizi_kong")
    assert (settled["pizi_kong"], settled["fa_as_hongzhong"]) == (True, False)
    assert [m for m, _ in moved] == ["fa_as_hongzhong"] and "§13.2" in moved[0][1].reason
    settled, moved = settle(WUHAN, dict(settled, kou_kou_fan=True, variant="jingzhou"), "variant")
    assert settled["variant"] == "jingzhou" and not (settled["pizi_kong"] or settled["kou_kou_fan"])
    assert sorted(m for m, _ in moved) == ["kou_kou_fan", "pizi_kong"]
    settled, moved = settle(WUHAN, dict(settled, kou_kou_fan=True), "kou_kou_fan")
    assert (settled["variant"], settled["kou_kou_fan"]) == ("wuhan", True)  # the change made wins
    assert settle(WUHAN, settled, "caps") == (settled, [])  # nothing clashes: nothing moves


@pytest.mark.parametrize("variant_id", variant_ids())
def test_no_change_on_the_options_screen_reaches_a_combination_the_game_refuses(variant_id: str) -> None:
    schema = get_variant(variant_id).options
    rng = random.Random(variant_id)
    values = resolve(schema, {})
    changes = [(spec.id, v) for spec in schema for v in offered(spec)]
    sample = changes if len(changes) < 60 else rng.sample(changes, 60)
    for option, value in sample + [rng.choice(changes) for _ in range(60)]:
        values, _ = settle(schema, dict(values, **{option: value}), option)
        assert values[option] == value
        assert conflicts(schema, values) == []
        Session(variant_id, players_for(variant_id, values), values, seed=1)  # the game accepts it


def test_exclusions_are_part_of_the_schema_json() -> None:
    spec = OptionSpec("a", "bool", False, "A", excludes=(Excludes(True, "b", (True,), "not with b"),))
    assert spec.to_json()["excludes"] == [{"value": True, "other": "b", "values": [True], "reason": "not with b"}]


def test_every_exclusion_names_a_real_option_and_value() -> None:
    for vid in variant_ids():
        schema = {spec.id: spec for spec in get_variant(vid).options}
        for spec in schema.values():
            for rule in spec.excludes:
                assert rule.other in schema and rule.other != spec.id, (vid, spec.id)
                assert all(offered(schema[rule.other]).count(v) == 1 for v in rule.values), (vid, spec.id)
                assert spec.check(rule.value) == rule.value and rule.reason


# -- the options screen and the saved options ------------------------------------------------------


def test_turning_on_pizi_kong_turns_off_fa_with_a_note_the_player_sees(app: Any) -> None:
    from game.scenes.options import OptionsScene
    from game.widgets import Toggle
    from tests.game.conftest import FRAME, click, widgets

    app.push(OptionsScene(app, "wuhan"))
    scene = app.top

    def toggle(option: str) -> Toggle:
        spec = next(s for s in WUHAN if s.id == option)
        return next(w for w in widgets(app) if isinstance(w, Toggle) and w.label == spec.description)

    click(app, toggle("fa_as_hongzhong").rect.center)
    assert app.options_for("wuhan")["fa_as_hongzhong"] is True and scene.note == ""
    click(app, toggle("pizi_kong").rect.center)
    saved = app.options_for("wuhan")
    assert (saved["pizi_kong"], saved["fa_as_hongzhong"]) == (True, False)
    assert toggle("fa_as_hongzhong").value is False  # the row shows it at once
    assert scene.note.startswith("Changed to fit: 發 is a second kong tile") and "is now Off" in scene.note
    assert "§13.2" in scene.note
    before = app.screen.copy()
    scene.note_left = 0.01
    app.step([], FRAME)  # the note goes after a while
    assert scene.note == ""
    assert before.get_at((200, 640)) != app.screen.get_at((200, 640))  # it was drawn over the rows


def test_a_saved_options_file_with_a_refused_combination_is_reported_and_the_defaults_used(tmp_path: Any) -> None:
    import json

    from game.app import App

    path = tmp_path / "config" / "options" / "wuhan.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "parlour-options", "version": 1, "options": {"fa_as_hongzhong": True, "pizi_kong": True}}))
    app = App(settings_dir=tmp_path / "config", data_dir=tmp_path / "data", headless=True)
    assert app.options_for("wuhan") == resolve(WUHAN, {})
    [aside] = path.parent.glob("wuhan.json.bad-*")
    assert "cannot be combined" in app.messages[0] and str(aside) in app.messages[0]
    app.quit()


def test_the_removed_suit_is_jingzhous_alone() -> None:
    # Jingzhou without the dots; back to Wuhan, the removed suit returns to its default (Wuhan plays
    # all three suits) and the screen says why; under Wuhan the row is shown as unused.
    from game.scenes.forms import unused_options

    jingzhou = resolve(WUHAN, {"variant": "jingzhou", "removed_suit": "p"})
    settled, moved = settle(WUHAN, dict(jingzhou, variant="wuhan"), "variant")
    assert settled["variant"] == "wuhan" and settled["removed_suit"] == "m"
    assert [m for m, _ in moved] == ["removed_suit"] and "§12" in moved[0][1].reason
    with pytest.raises(ValueError, match="removed_suit"):
        resolve(WUHAN, {"variant": "wuhan", "removed_suit": "s"})
    assert "removed_suit" in unused_options("wuhan", "wuhan")
    assert "removed_suit" not in unused_options("wuhan", "jingzhou")
