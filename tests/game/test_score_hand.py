"""Score a hand as a person would use it: every worked example of docs/examples/ that the screen
can build is built by clicks (the game chooser, the rows, the palette, the value boxes) and scores
exactly what ``python -m rules.score GAME FILE --json`` prints for that file; an impossible hand is
refused with the calculator's own reason and stays to be edited; Back returns to the title."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.scenes.pause import PauseScene
from game.scenes.score_hand import EXAMPLES, ScoreHandScene
from game.scenes.title import TitleScene
from game.scorehand import layout as L
from game.scorehand.form import Entry, Field, Group, Values, settle_values
from game.scorehand import winners as W
from game.scorehand.games import GAMES, adapter
from game.scorehand.settle import settle
from game.table.results import SheetScene
from rules import score
from tests.game.conftest import FRAME, click, click_button, press



def _loads(game: str, path: Path) -> bool:
    try:
        adapter(game).load(json.loads(path.read_text(encoding="utf-8")))
    except (ValueError, KeyError, TypeError):
        return False
    return True


BUILDABLE = [(game, path) for game in GAMES for path in sorted((EXAMPLES / game).glob("*.json")) if _loads(game, path)]
CLICKED_PER_GAME = 4  # built by clicks; every buildable example is checked through the adapter alone
CLICKED = [(g, p) for g in GAMES for p in [p for game, p in BUILDABLE if game == g][:CLICKED_PER_GAME]]


def calculator_doc(game: str, path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    """What ``python -m rules.score GAME FILE --json`` prints for the file."""
    capsys.readouterr()
    status = score.main([game, str(path), "--json"])
    out = capsys.readouterr().out
    assert status in (0, 1), out
    return json.loads(out)


def same_cards(doc: Any) -> Any:
    """The document with its lists compared as collections: pieces the calculator echoes (a hand,
    a set's cards, a reading's sets) come in the order the input wrote them, and the screen keeps
    each row sorted as the game sorts a hand. Every figure still has to match."""
    if isinstance(doc, dict):
        return {k: sorted(v.split()) if k in ("hand", "cards") and isinstance(v, str) else same_cards(v)
                for k, v in doc.items()}
    if isinstance(doc, list):
        return sorted((same_cards(v) for v in doc), key=lambda v: json.dumps(v, sort_keys=True))
    return doc


# -- clicking -------------------------------------------------------------------------------------


def open_screen(app: App) -> ScoreHandScene:
    app.push(TitleScene(app))
    app.step([], FRAME)
    click_button(app, "Score a hand")
    assert isinstance(app.top, ScoreHandScene)
    return app.top


def choose_game(app: App, scene: ScoreHandScene, game: str) -> None:
    for _ in GAMES:
        if scene.game == game:
            return
        click(app, (L.GAME.right - 20, L.GAME.centery))
    assert scene.game == game


def set_value(app: App, scene: ScoreHandScene, f: Field, values: Values, want: Any, rect: Any) -> None:
    for _ in range(len(f.choices(scene.entry, values)) + 1):
        if values[f.id] == want:
            return
        click(app, (rect.right - 12, rect.centery))
    assert values[f.id] == want, (f.id, values[f.id], want)


def set_conditions(app: App, scene: ScoreHandScene, target: Entry) -> None:
    """Every condition as the target has it; a field shown by a later choice (the payer of a
    discard) is set on the next pass, one that follows the groups (Kawuxing's kongs in the chain)
    once they are built."""
    for _ in range(3):
        _set_conditions(app, scene, target)


def _set_conditions(app: App, scene: ScoreHandScene, target: Entry) -> None:
    for page, _ in scene.pages():
        tab = dict(zip([p for p, _ in scene.pages()], L.tab_rects(len(scene.pages()))))[page]
        click(app, tab.center)
        assert scene.page == page
        for f in scene.shown_fields():  # fields may appear as others change: read them after each click
            rects = dict(zip([g.id for g in scene.shown_fields()], L.field_rects(len(scene.shown_fields()))))
            if f.id in rects and f.id in target.values and target.values[f.id] in dict(f.choices(scene.entry, scene.entry.values)):
                set_value(app, scene, f, scene.entry.values, target.values[f.id], L.value_rect(rects[f.id]))


def row_of(scene: ScoreHandScene, group: Group) -> Any:
    return next(rect for g, rect in scene.rows() if g is group)


def fill_group(app: App, scene: ScoreHandScene, group: Group, wanted: Group) -> None:
    click(app, (row_of(scene, group).x + 20, row_of(scene, group).centery))  # the label: select the row
    assert scene.active_group() is group
    zone = scene.adapter.zone(group.zone)
    for f in zone.fields:
        if f.shown(scene.entry, wanted.values):
            fields = [x for x in zone.fields if x.shown(scene.entry, group.values)]
            rect = L.group_field_rects(row_of(scene, group), len(fields))[fields.index(f)]
            set_value(app, scene, f, group.values, wanted.values[f.id], rect)
    places = dict(scene.palette_places())
    for code in wanted.pieces:
        click(app, places[code].center)
        if scene.active_group() is not group and len(group.pieces) < len(wanted.pieces):
            click(app, (row_of(scene, group).x + 20, row_of(scene, group).centery))
    assert sorted(group.pieces) == sorted(wanted.pieces)


def lay_out_winner(app: App, scene: ScoreHandScene, k: int) -> None:
    """Several winners: choose whose rows are laid out (the Winners page's first field)."""
    if not W.several(scene.entry) or scene.entry.values[W.SHOWING] == k:
        return
    pages = [p for p, _ in scene.pages()]
    click(app, L.tab_rects(len(pages))[pages.index("winners")].center)
    fields = scene.shown_fields()
    rect = L.value_rect(L.field_rects(len(fields))[[f.id for f in fields].index(W.SHOWING)])
    set_value(app, scene, fields[[f.id for f in fields].index(W.SHOWING)], scene.entry.values, k, rect)


def lay_out_seat(app: App, scene: ScoreHandScene, seat: int) -> None:
    """Every seat's cards (Emperor's draw): choose whose rows are laid out."""
    if scene.entry.values["seat"] == seat:
        return
    pages = [p for p, _ in scene.pages()]
    click(app, L.tab_rects(len(pages))[pages.index("conditions")].center)
    ids = [f.id for f in scene.shown_fields()]
    rect = L.value_rect(L.field_rects(len(ids))[ids.index("seat")])
    set_value(app, scene, scene.shown_fields()[ids.index("seat")], scene.entry.values, seat, rect)


def build_by_clicks(app: App, scene: ScoreHandScene, target: Entry) -> None:
    set_conditions(app, scene, target)
    for zone in scene.adapter.zones:
        owner, _, rest = zone.id.partition(".")
        if owner.isdigit():  # a seat's cards at Emperor's draw: that seat laid out
            if not any(g.pieces for g in target.zone(zone.id)):  # nothing to lay out (a seat not at the table)
                continue
            lay_out_seat(app, scene, int(owner))
        else:
            k = int(rest) if rest.isdigit() else 1
            if k not in W.winners(scene.entry):
                continue
            lay_out_winner(app, scene, k)
        for i, wanted in enumerate(target.zone(zone.id)):
            if i < len(scene.entry.zone(zone.id)):  # a row the screen starts with
                group = scene.entry.zone(zone.id)[i]
            else:
                add = dict(scene.add_buttons(scene.rows()))[zone.id]
                click(app, add.center)
                group = scene.entry.zone(zone.id)[-1]
            if wanted.pieces or zone.fields:
                fill_group(app, scene, group, wanted)
    set_conditions(app, scene, target)  # a choice that follows the groups (Kawuxing's kongs in the chain)
    if any(f.id == "deal" and f.shown(scene.entry, scene.entry.values) for f in scene.adapter.fields):
        on_page = target.values["deal"]
        for deal in [*range(1, scene.entry.values["deals"] + 1), on_page]:  # a game of 99: each deal on the page
            target.values["deal"] = deal
            set_conditions(app, scene, target)
    for f in scene.adapter.fields:
        if f.shown(scene.entry, scene.entry.values) and f.id in target.values:
            assert scene.entry.values[f.id] == target.values[f.id], f.id


# -- the tests ------------------------------------------------------------------------------------


def test_every_game_builds_at_least_one_worked_example() -> None:
    assert {game for game, _ in BUILDABLE} == set(GAMES)


@pytest.mark.parametrize("game,path", BUILDABLE, ids=[f"{g}/{p.stem}" for g, p in BUILDABLE])
def test_the_screen_writes_every_buildable_example_as_the_calculator_reads_it(game: str, path: Path,
                                                                              capsys: pytest.CaptureFixture[str]) -> None:
    ad = adapter(game)
    entry = ad.load(json.loads(path.read_text(encoding="utf-8")))
    settle_values(ad, entry)
    built = settle(game, ad.build(entry))
    assert built.doc is not None and same_cards(built.doc) == same_cards(calculator_doc(game, path, capsys))


@pytest.mark.parametrize("game,path", CLICKED, ids=[f"{g}/{p.stem}" for g, p in CLICKED])
def test_a_worked_example_built_by_clicks_scores_as_the_command_line(app: App, game: str, path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    scene = open_screen(app)
    choose_game(app, scene, game)
    target = scene.adapter.load(json.loads(path.read_text(encoding="utf-8")))
    settle_values(scene.adapter, target)
    build_by_clicks(app, scene, target)
    click(app, L.button_rects()["score"].center)
    expected = calculator_doc(game, path, capsys)
    assert scene.settled is not None
    assert same_cards(scene.settled.doc) == same_cards(expected)
    if scene.settled.scored:  # the itemised sheet, as after a real hand; its button comes back to the hand
        assert isinstance(app.top, SheetScene)
        assert app.top.sheet["subtitle"] == scene.adapter.name
        click(app, app.top.button.rect.center)
    else:  # a play that does not beat the table, a hand without a yaku: the reason, the hand kept
        assert scene.warn and scene.settled.refusal in scene.message
    assert app.top is scene


def test_an_impossible_hand_is_refused_with_the_calculators_reason_and_kept(app: App,
                                                                             capsys: pytest.CaptureFixture[str]) -> None:
    scene = open_screen(app)
    choose_game(app, scene, "kawuxing")
    places = dict(scene.palette_places())
    for code in ("1p", "2p", "3p"):  # three tiles are no hand of fourteen
        click(app, places[code].center)
    click(app, L.button_rects()["score"].center)
    assert app.top is scene and scene.warn
    data = scene.adapter.build(scene.entry)
    capsys.readouterr()
    import io
    import sys

    sys.stdin, stdin = io.StringIO(json.dumps(data)), sys.stdin
    try:
        assert score.main(["kawuxing", "-"]) == 2
    finally:
        sys.stdin = stdin
    reason = capsys.readouterr().err.strip().removeprefix("error: ")
    assert reason and reason in scene.message
    assert scene.entry.pieces("hand") == ["1p", "2p", "3p"]


def test_a_hand_without_a_yaku_is_refused_with_its_reason_and_kept(app: App) -> None:
    scene = open_screen(app)
    choose_game(app, scene, "trump_mahjong")
    no_yaku = json.loads((EXAMPLES / "trump_mahjong" / "no-yaku.json").read_text(encoding="utf-8"))
    target = scene.adapter.load(no_yaku)
    settle_values(scene.adapter, target)
    build_by_clicks(app, scene, target)
    before = [list(g.pieces) for g in scene.entry.groups]
    click(app, L.button_rects()["score"].center)
    assert app.top is scene
    assert "no yaku" in scene.message
    assert [list(g.pieces) for g in scene.entry.groups] == before


def test_a_piece_clicked_in_a_row_goes_back_and_a_used_up_piece_is_not_taken(app: App) -> None:
    scene = open_screen(app)
    choose_game(app, scene, "emperor")
    places = dict(scene.palette_places())
    click(app, places["AS"].center)
    click(app, places["AS"].center)  # Emperor has one A♠
    assert scene.entry.pieces("hand") == ["AS"]
    group, row = scene.rows()[0]
    piece = L.piece_rects(row, 0, 1, L.row_piece_size("cards", row))[0]
    click(app, piece.center)
    assert group.pieces == []


def test_only_valid_choices_are_offered(app: App) -> None:
    scene = open_screen(app)
    choose_game(app, scene, "kawuxing")
    winner = next(f for f in scene.adapter.fields if f.id == "winner")
    by = next(f for f in scene.adapter.fields if f.id == "by")
    payer = next(f for f in scene.adapter.fields if f.id == "payer")
    assert not payer.shown(scene.entry, scene.entry.values)  # a self-draw names no payer
    scene.step(by, scene.entry.values, 2)  # self-draw -> a discard
    assert payer.shown(scene.entry, scene.entry.values)
    scene.step(winner, scene.entry.values, 1)
    assert scene.entry.values["winner"] not in [v for v, _ in payer.choices(scene.entry, scene.entry.values)]
    assert scene.entry.values["payer"] != scene.entry.values["winner"]


def test_back_returns_to_the_title(app: App) -> None:
    scene = open_screen(app)
    click(app, L.button_rects()["back"].center)
    assert isinstance(app.top, TitleScene)
    assert scene not in app.stack


def test_the_pause_menu_opens_it_at_the_game_being_played(app: App) -> None:
    from game.scene import Scene

    class Table(Scene):
        config = type("Config", (), {"variant_id": "wuhan"})()

    app.push(Table(app))
    app.push(PauseScene(app))
    app.step([], FRAME)
    click_button(app, "Score a hand")
    assert isinstance(app.top, ScoreHandScene) and app.top.game == "wuhan"


def test_the_keyboard_builds_and_scores_a_hand(app: App) -> None:
    """Seven pairs at Kawuxing by keys alone: 11p 33p 55p 77s 99s 白白 發, winning on 發 by self-draw."""

    scene = open_screen(app)
    for _ in range(GAMES.index("kawuxing")):
        press(app, pygame.K_PAGEDOWN)
    assert scene.game == "kawuxing"
    codes = [code for code, _ in scene.palette_places()]
    for code in ("1p", "1p", "3p", "3p", "5p", "5p", "7s", "7s", "9s", "9s", "Wh", "Wh", "Gn", "Gn"):
        while codes[scene.cursor] != code:
            press(app, pygame.K_RIGHT if codes.index(code) > scene.cursor else pygame.K_LEFT)
        press(app, pygame.K_SPACE)
    assert scene.entry.pieces("win") == ["Gn"] and len(scene.entry.pieces("hand")) == 13
    press(app, pygame.K_TAB)  # the hand is framed again; Backspace takes out its last piece
    press(app, pygame.K_BACKSPACE)
    assert len(scene.entry.pieces("hand")) == 12
    press(app, pygame.K_SPACE)  # the cursor is still on 發
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SheetScene)
    # 七対 2 doubles: 1 × 2^2 = 4 from each of the two others
    assert scene.settled is not None and scene.settled.doc["breakdown"]["deltas"] == {"0": 8, "1": -4, "2": -4}


@pytest.mark.parametrize("game", GAMES)
def test_every_row_and_condition_fits_its_place(app: App, game: str) -> None:
    """With every group a game allows added, the rows and their add buttons stay above the palette's
    caption; the conditions of each worked example (and of a new hand) fit the right-hand side."""
    scene = ScoreHandScene(app, game)
    app.push(scene)
    for zone in scene.adapter.zones:
        while zone.shown(scene.entry) and len(scene.entry.zone(zone.id)) < zone.most:
            scene.add_group(zone.id)
    rows = scene.rows()
    caption = scene.palette_places()[0][1].y - 24
    assert rows[-1][1].bottom + L.ADD_H <= caption
    for group, row in rows:
        assert L.row_piece_size(scene.adapter.material, row)[1] <= row.h
    entries = [scene.adapter.new_entry()] + [scene.adapter.load(json.loads(p.read_text(encoding="utf-8")))
                                             for g, p in BUILDABLE if g == game]
    for entry in entries:
        settle_values(scene.adapter, entry)
        for page, _ in scene.pages():
            shown = [f for f in scene.adapter.fields if f.page == page and f.shown(entry, entry.values)]
            assert not shown or L.field_rects(len(shown))[-1].bottom <= L.RIGHT.bottom, (game, page, len(shown))


@pytest.mark.parametrize("game", GAMES)
def test_random_clicks_never_break_the_screen(app: App, game: str) -> None:
    """A seeded monkey clicks the screen's places (left and right button) and scores now and then:
    nothing raises, every score ends on a sheet or a refusal that says why, and the game stays put."""
    import random

    rng = random.Random(17)
    scene = ScoreHandScene(app, game)
    app.push(scene)
    keep = (L.GAME, L.button_rects()["back"])  # the game stays; Back would end the walk
    for _ in range(40):
        if rng.random() < 0.15:
            click(app, L.button_rects()["score"].center)
            assert scene.settled is not None
            if scene.settled.scored:
                assert isinstance(app.top, SheetScene)
                click(app, app.top.button.rect.center)
            else:
                assert scene.warn and scene.settled.refusal and scene.settled.refusal in scene.message
            continue
        rect = rng.choice([r for r, _ in scene.targets() if r not in keep])
        pos = rect.center
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3)))], FRAME)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 3)))], FRAME)
        assert app.top is scene and scene.game == game
