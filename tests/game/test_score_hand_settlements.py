"""Score a hand beyond one win: drawn hands (Kawuxing's first discloser, Trump Mahjong's noten
payments), several winners on one discard (Trump Mahjong's double ron, Qing-Hun-Peng's two
winners) and Fuxi's legal plays of a hand. Each worked example is built by clicks and settles
exactly as ``python -m rules.score GAME FILE --json``; an impossible one is refused and kept."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.app import App
from game.scenes.score_hand import EXAMPLES, ScoreHandScene
from game.scorehand import layout as L
from game.scorehand import winners as W
from game.scorehand.form import settle_values
from game.table.results import SheetScene
from tests.game.conftest import click
from tests.game.test_score_hand import (build_by_clicks, calculator_doc, choose_game, lay_out_seat, lay_out_winner, open_screen,
                                        row_of, same_cards, set_value)

CASES = [("kawuxing", "draw-penalty"), ("trump_mahjong", "draw-three-players"), ("trump_mahjong", "double-ron"),
         ("qinghunpeng", "two-winners"), ("fuxi", "hint"), ("fuxi", "exhaustive-draw"),
         ("ninety_nine", "game-9-deals"), ("ninety_nine", "race-to-100")]


def built(app: App, game: str, name: str) -> ScoreHandScene:
    return built_from(app, game, json.loads((EXAMPLES / game / f"{name}.json").read_text(encoding="utf-8")))


def built_from(app: App, game: str, data: dict[str, Any]) -> ScoreHandScene:
    """The screen with the input ``data`` built on it by clicks."""
    scene = open_screen(app)
    choose_game(app, scene, game)
    target = scene.adapter.load(data)
    settle_values(scene.adapter, target)
    build_by_clicks(app, scene, target)
    return scene


def score(app: App, scene: ScoreHandScene) -> dict[str, Any]:
    click(app, L.button_rects()["score"].center)
    assert scene.settled is not None and scene.settled.scored, scene.message
    assert isinstance(app.top, SheetScene)
    click(app, app.top.button.rect.center)
    assert app.top is scene
    return scene.settled.doc


def field_rect(scene: ScoreHandScene, field_id: str) -> Any:
    ids = [f.id for f in scene.shown_fields()]
    return L.value_rect(L.field_rects(len(ids))[ids.index(field_id)])


@pytest.mark.parametrize("game,name", CASES, ids=[f"{g}/{n}" for g, n in CASES])
def test_a_settlement_built_by_clicks_is_the_command_lines(app: App, game: str, name: str,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    scene = built(app, game, name)
    doc = score(app, scene)
    assert same_cards(doc) == same_cards(calculator_doc(game, EXAMPLES / game / f"{name}.json", capsys))


def test_the_figures_of_a_double_ron_and_of_the_draws(app: App) -> None:
    """Worked by hand. Double ron on seat 3's 4♥ (seat indices 0-3): seat 4 (index 3) has 立直 断幺九
    平和, 3 han 30 fu: 30 × 2^5 = 960, × 4 = 3,840 -> 3,900, + 1 honba 300 + deposits 1,000 = 5,200;
    seat 1 (index 0) 平和 1 han 30 fu: 30 × 2^3 = 240, × 4 = 960 -> 1,000. The discarder pays
    3,900 + 300 + 1,000 = 5,200 (the deposits come from the table)."""
    doc = score(app, built(app, "trump_mahjong", "double-ron"))
    assert doc["breakdown"]["deltas"] == {"0": 1000, "1": 0, "2": -5200, "3": 5200}
    # three players, only seat 2 (index 1) tenpai: 2,000 of noten payments, 1,000 from each other
    doc = score(app, built(app, "trump_mahjong", "draw-three-players"))
    assert doc["breakdown"]["deltas"] == {"0": -1000, "1": 2000, "2": -1000}
    # Kawuxing's drawn hand at unit 5: the first discloser (index 1) pays 5 to each of the two others
    doc = score(app, built(app, "kawuxing", "draw-penalty"))
    assert doc["breakdown"]["deltas"] == {"0": 5, "1": -10, "2": 5}


def test_a_game_of_99_is_entered_deal_by_deal(app: App) -> None:
    """Nine deals of a fixed game (spec §8), deal totals as the example's note sums them: seat 0
    13+12+25+4+14+10+16+4+62 = 160, seat 1 13+14+22+3+14+19+11+33+3 = 132, seat 2
    13+13+2+2+11+10+12+2+4 = 69."""
    scene = built(app, "ninety_nine", "game-9-deals")
    assert scene.rows() == [] and len(scene.adapter.summary(scene.entry)) == 9
    assert scene.adapter.summary(scene.entry)[0].startswith("▶")  # the deal on the page
    doc = score(app, scene)
    assert doc["totals"] == [160, 132, 69] and doc["over"]
    deals = next(f for f in scene.adapter.fields if f.id == "deals")
    assert max(v for v, _ in deals.choices(scene.entry, scene.entry.values)) == 9  # a game of 9 deals has no 10th


def test_an_impossible_double_ron_is_refused_with_its_reason_and_kept(app: App) -> None:
    """The second winner's hand one card short: the calculator's reason, every row as it was."""
    scene = built(app, "trump_mahjong", "double-ron")
    lay_out_winner(app, scene, 2)
    group = scene.entry.zone("hand.2")[0]
    row = row_of(scene, group)
    click(app, L.piece_rects(row, 0, len(group.pieces), L.row_piece_size(scene.adapter.material, row))[0].center)
    assert len(group.pieces) == 12
    before = [(g.zone, list(g.pieces)) for g in scene.entry.groups]
    values = dict(scene.entry.values)
    click(app, L.button_rects()["score"].center)
    assert app.top is scene and scene.warn
    assert scene.settled is not None and scene.settled.status == 2
    assert "wins[1]" in scene.settled.refusal and scene.settled.refusal in scene.message
    assert [(g.zone, list(g.pieces)) for g in scene.entry.groups] == before and scene.entry.values == values


def test_a_second_winner_who_cannot_win_is_refused_and_kept(app: App) -> None:
    """Qing-Hun-Peng: the second winner's pair broken (a 5m swapped for a 6m) is no winning hand."""
    scene = built(app, "qinghunpeng", "two-winners")
    lay_out_winner(app, scene, 2)
    group = scene.entry.zone("hand.2")[0]
    places = dict(scene.palette_places())
    click(app, (row_of(scene, group).x + 20, row_of(scene, group).centery))
    row = row_of(scene, group)
    click(app, L.piece_rects(row, 0, len(group.pieces), L.row_piece_size("tiles", row))[-1].center)  # a 5m
    click(app, places["6m"].center)
    before = [(g.zone, list(g.pieces)) for g in scene.entry.groups]
    click(app, L.button_rects()["score"].center)
    assert app.top is scene and scene.warn and scene.settled is not None and not scene.settled.scored
    assert scene.settled.refusal in scene.message
    assert [(g.zone, list(g.pieces)) for g in scene.entry.groups] == before


def test_only_possible_winners_are_offered(app: App) -> None:
    scene = open_screen(app)
    choose_game(app, scene, "trump_mahjong")
    kind = next(f for f in scene.adapter.fields if f.id == "kind")
    assert "winners" not in [p for p, _ in scene.pages()]  # a single win has no other winners' page
    set_value(app, scene, kind, scene.entry.values, W.SEVERAL, field_rect(scene, "kind"))
    assert "winners" in [p for p, _ in scene.pages()] and "Winners" in scene.message  # where to go next
    values = scene.entry.values
    second = next(f for f in scene.adapter.fields if f.id == "winner.2")
    third = next(f for f in scene.adapter.fields if f.id == "winner.3")
    offered = [v for v, _ in second.choices(scene.entry, values)]
    assert values["winner"] not in offered and values["payer"] not in offered and values["winner.2"] in offered
    assert [v for v, _ in third.choices(scene.entry, values)] == [None, *({0, 1, 2, 3} - {values["winner"], values["payer"],
                                                                                           values["winner.2"]})]
    scene.step(next(f for f in scene.adapter.fields if f.id == "option.players"), values, 1)  # four -> three players
    assert values["option.players"] == 3
    assert not third.shown(scene.entry, values) and W.winners(scene.entry) == [1, 2]
    set_value(app, scene, kind, scene.entry.values, "draw", field_rect(scene, "kind"))
    assert "winners" not in [p for p, _ in scene.pages()] and scene.message == ""  # no pointer to a tab gone


def test_a_draw_lays_nothing_out_and_keeps_the_hand_for_a_win(app: App) -> None:
    scene = open_screen(app)
    choose_game(app, scene, "kawuxing")
    places = dict(scene.palette_places())
    for code in ("1p", "2p", "3p"):
        click(app, places[code].center)
    kind = next(f for f in scene.adapter.fields if f.id == "kind")
    set_value(app, scene, kind, scene.entry.values, "draw", field_rect(scene, "kind"))
    assert scene.rows() == [] and scene.palette_places() == []
    assert [f.id for f in scene.shown_fields()] == ["kind", "first_discloser"]
    # nobody disclosed: nobody pays
    assert score(app, scene)["breakdown"]["deltas"] == {"0": 0, "1": 0, "2": 0}
    set_value(app, scene, kind, scene.entry.values, "win", field_rect(scene, "kind"))
    assert scene.entry.pieces("hand") == ["1p", "2p", "3p"] and scene.palette_places()


def emperor_draw(tmp_path: Any) -> tuple[dict[str, Any], Any]:
    """Emperor's worked draw without the scores before it (the screen does not take them): the
    input and its file for the command line."""
    data = json.loads((EXAMPLES / "emperor" / "exhaustive-draw.json").read_text(encoding="utf-8"))
    del data["scores"]
    path = tmp_path / "exhaustive-draw.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return data, path


def test_emperors_draw_built_seat_by_seat_is_the_command_lines(app: App, tmp_path: Any,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """§9.4: seats 0 (closed, formal tenpai) and 1 (riichi, valid tenpai) are tenpai, 2 (open,
    shape only) and 3 noten: 3,600 / (2 × 2) = 900 from each noten to each tenpai seat."""
    data, path = emperor_draw(tmp_path)
    doc = score(app, built_from(app, "emperor", data))
    assert same_cards(doc) == same_cards(calculator_doc("emperor", path, capsys))
    assert doc["tenpai"] == [0, 1]
    assert sorted((p["payer"], p["payee"], p["amount"]) for p in doc["payments"]) == [
        (2, 0, 900), (2, 1, 900), (3, 0, 900), (3, 1, 900)]


def test_a_seat_short_of_cards_at_a_draw_is_refused_and_kept(app: App, tmp_path: Any) -> None:
    scene = built_from(app, "emperor", emperor_draw(tmp_path)[0])
    lay_out_seat(app, scene, 3)
    group = scene.entry.zone("3.hand")[0]
    assert group in [g for g, _ in scene.rows()] and scene.entry.zone("0.hand")[0] not in [g for g, _ in scene.rows()]
    row = row_of(scene, group)
    click(app, L.piece_rects(row, 0, len(group.pieces), L.row_piece_size("cards", row))[0].center)  # 4 cards left
    before = [(g.zone, list(g.pieces)) for g in scene.entry.groups]
    click(app, L.button_rects()["score"].center)
    assert app.top is scene and scene.warn and scene.settled is not None and scene.settled.status == 2
    assert "seats[3]" in scene.settled.refusal and scene.settled.refusal in scene.message
    assert [(g.zone, list(g.pieces)) for g in scene.entry.groups] == before
