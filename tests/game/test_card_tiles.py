"""Playing cards laid out as mahjong tiles (``"material": "card_tiles"``, game/table/card_tiles.py):
every pose gives a sprite of the slot's size, faces differ from backs, the four-colour style
recolours diamonds and clubs, a mahjong-map model of card codes lays out without overlap and is
drawn with the card art in tile poses, and sheets and saves of card tiles hold cards."""

from __future__ import annotations

import copy
from typing import Any

import pygame
import pytest

from game.app import App
from game.cardart import CardArt
from game.cardpaint import BLUE, GREEN, RED
from game.savegame import check_sheet
from game.table import render
from game.table.card_tiles import CardTileImages, fit, kind_index
from game.table.piles import tile_size
from game.table.results import HandResultScene, block_height, place
from game.tileart import TileArt
from tests.game.mahjong_harness import mahjong_table
from tests.game.mahjong_model import mahjong_model
from tests.game.pixels import count_near, pixels

POSES = ("standing", "lying", "sideways")
SCALES = (1.0, 0.7, 0.55, 0.45)  # the mahjong map's zones: own hand, own melds, rivers, the others
TURNS = {4: {0: 0, 1: 90, 2: 180, 3: 270}, 3: {0: 0, 1: 90, 2: 270}}
HAND = ["AH", "2D", "3H", "5S", "5C", "6S", "7C", "TD", "TH", "JS", "QC", "KD", "KH", "9S"]
# two pungs and two kongs, one concealed (its ends face down); claimed cards lie sideways
MELDS = {"cards": ["7H", "7D", "7H", "7D", None, "QS", "QC", None, "AS", "2C", "3S", "TH", "TD", "TH"],
         "groups": [4, 4, 3, 3], "sideways": [1, 10, 12]}
JOKERS = ["JK1", "JK2", "JK1", "JK2"]


def river(n: int, start: int) -> list[str]:
    pool = [r + s for s in "HDSC" for r in "A23456789TJQK"]
    return [pool[(start + 7 * i) % len(pool)] for i in range(n)]


def card_model(players: int) -> dict[str, Any]:
    """The mahjong test model with every zone at its fullest, its tiles replaced by cards."""
    model = copy.deepcopy(mahjong_model(players, full=True))
    piles = model["piles"]
    piles["hand_0"] = {"cards": HAND, "fresh": [HAND[-1]], "face_up": True}
    for p in range(players):
        piles[f"river_{p}"] = {"cards": river(24, 11 * p)}
        piles[f"melds_{p}"] = copy.deepcopy(MELDS)
        piles[f"flowers_{p}"] = {"cards": list(JOKERS)}
    del piles["indicator"]
    model.update(material="card_tiles", marked=[], waits={"label": "Waits", "cards": ["AS", "4H", "TD"], "counts": [3, 0, 2]})
    return model


def card_sheet() -> dict[str, Any]:
    return {
        "kind": "win", "title": "You win", "subtitle": "Hand 3", "material": "card_tiles",
        "blocks": [
            {"type": "hand", "title": "Winning hand", "highlight": ["6C"],
             "groups": [{"cards": ["2H", "3D", "4H"], "label": "chow"}, {"cards": ["5S", "6C", "7S"], "label": "chow"},
                        {"cards": ["8H", "8D", "8H"], "label": "pung"}, {"cards": ["TS", "TC"], "label": "pair"},
                        {"cards": ["QH", "QD", "QD"], "label": "pung"}]},
            {"type": "cards", "title": "Jokers", "text": "Beside the seat", "cards": ["JK1", "JK2"]},
        ],
    }


def record_cards(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str | None, tuple[int, int]]]:
    """Every face and back asked of CardArt (code, size; None for a back); no tile may be asked."""
    asked: list[tuple[str | None, tuple[int, int]]] = []
    face, back = CardArt.face, CardArt.back

    def faces(self: CardArt, code: str, size: Any) -> pygame.Surface:
        asked.append((code, tuple(size)))
        return face(self, code, size)

    def backs(self: CardArt, size: Any) -> pygame.Surface:
        asked.append((None, tuple(size)))
        return back(self, size)

    def no_tiles(*args: Any, **kw: Any) -> None:
        raise AssertionError("a card tile was drawn with the tile art")

    monkeypatch.setattr(CardArt, "face", faces)
    monkeypatch.setattr(CardArt, "back", backs)
    monkeypatch.setattr(TileArt, "tile", no_tiles)
    return asked


@pytest.mark.parametrize("pose", POSES)
def test_every_pose_gives_a_sprite_of_the_slot_size(app: App, pose: str) -> None:
    images = CardTileImages(app)
    for scale in SCALES:
        size = tile_size({"scale": scale}, pose)
        for code in ("7H", "TD", "JK1", None):
            assert images.get(code, size, 0, pose).get_size() == size
            for angle in (90, 270):
                assert images.get(code, size, angle, pose).get_size() == size[::-1]
            assert images.get(code, size, 180, pose).get_size() == size


@pytest.mark.parametrize("pose", POSES)
def test_the_card_fills_its_slot_and_lies_turned_when_sideways(app: App, pose: str) -> None:
    images = CardTileImages(app)
    size = tile_size({"scale": 0.55}, pose)
    ink = images.get("7H", size, 0, pose).get_bounding_rect()
    if pose == "sideways":  # the card's long side along the slot's: wider than tall
        assert ink.w > ink.h and ink.w >= size[0] - 1
    else:  # the slot's full width, a 5:7 card
        assert ink.w == size[0] and ink.h >= round(size[0] * 7 / 5)
    assert fit((29, 43)) == (29, 41)  # a river slot at 0.55: 29 wide, 41 = 29 * 7 / 5 tall
    assert fit((52, 60)) == (41, 58)  # a slot too short for its width: the card is as tall as it may be


@pytest.mark.parametrize("pose", POSES)
def test_a_face_differs_from_its_back_and_from_other_faces(app: App, pose: str) -> None:
    images = CardTileImages(app)
    size = tile_size({"scale": 0.55}, pose)
    shown = {code: pixels(images.get(code, size, 0, pose)) for code in ("7H", "7S", "8H", "JK1", None)}
    assert len(set(shown.values())) == len(shown)


def test_the_four_colour_style_recolours_diamonds_and_clubs(app: App) -> None:
    images = CardTileImages(app)
    size = tile_size({"scale": 0.55}, "lying")
    app.settings.card_style = "classic"
    assert images.style == "classic"
    classic = {code: images.get(code, size) for code in ("7H", "7D", "7S", "7C")}
    app.settings.card_style = "four_colour"
    assert images.style == "four_colour"
    four = {code: images.get(code, size) for code in ("7H", "7D", "7S", "7C")}
    for code in ("7H", "7S"):  # hearts and spades keep their colours
        assert pixels(four[code]) == pixels(classic[code])
    assert count_near(classic["7D"], BLUE) == 0 and count_near(four["7D"], BLUE) > 30
    assert count_near(classic["7C"], GREEN) == 0 and count_near(four["7C"], GREEN) > 30
    assert count_near(four["7D"], RED) == 0 < count_near(classic["7D"], RED)


def test_the_learner_style_writes_each_cards_kind_on_it(app: App) -> None:
    # The kind is colour and rank (D-18): ♥5 and ♦5 are both "r5"; an ace is 1; 10 J Q K are honours.
    assert [kind_index(c) for c in ("5H", "5D", "5S", "AC", "TD", "KS", "QH")] == ["r5", "r5", "b5", "b1", "r10", "bK", "rQ"]
    images = CardTileImages(app)
    size = tile_size({"scale": 1.0}, "standing")
    app.settings.tile_style = "classic"
    plain = {code: pixels(images.get(code, size, 0, "standing")) for code in ("5H", "JK1", None)}
    app.settings.tile_style = "learner"
    learner = {code: pixels(images.get(code, size, 0, "standing")) for code in ("5H", "JK1", None)}
    assert learner["5H"] != plain["5H"]  # the face carries its kind
    assert learner["JK1"] == plain["JK1"] and learner[None] == plain[None]  # a joker has no kind, a back shows none


@pytest.mark.parametrize("players", (4, 3))
def test_a_full_mahjong_table_of_cards_lays_out_without_overlap(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                players: int) -> None:
    scene = mahjong_table(app, monkeypatch, card_model(players))
    assert isinstance(scene.images, CardTileImages) and scene.images.tiled
    by_zone: dict[str, list[pygame.Rect]] = {}
    for slot in scene.slots:
        by_zone.setdefault(slot.zone, []).append(slot.rect)
    for p in range(players):
        assert len(by_zone[f"hand_{p}"]) == 14 and len(by_zone[f"river_{p}"]) == 24
        assert len(by_zone[f"melds_{p}"]) == 14 and len(by_zone[f"flowers_{p}"]) == 4
    for zone, rects in by_zone.items():
        room = scene.zones[zone][0].inflate(2, 2)
        assert all(room.contains(r) for r in rects), zone
        for i, a in enumerate(rects):
            assert a.collidelist(rects[i + 1:]) == -1, f"{zone}: cards overlap"
    zones = sorted(by_zone)
    for i, a in enumerate(zones):
        for b in zones[i + 1:]:
            assert not any(r.collidelist(by_zone[b]) >= 0 for r in by_zone[a]), f"{a} overlaps {b}"
    # a river's rows stay aligned: six cards a row, each row on one line
    for p in range(players):
        upright = int(scene.zones[f"river_{p}"][1]["card_rotation"]) % 180 == 0
        rows = [by_zone[f"river_{p}"][i:i + 6] for i in range(0, 24, 6)]
        across = [{r.centery if upright else r.centerx for r in row} for row in rows]
        assert all(len(line) == 1 for line in across) and len({min(line) for line in across}) == 4, across


def record_pieces(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str | None, tuple[int, int], str | None, int]]:
    """Every piece the table or a sheet asks of CardTileImages (code, size, pose, angle), each
    checked to come back at its slot's size (turned with its seat)."""
    calls: list[tuple[str | None, tuple[int, int], str | None, int]] = []
    get = CardTileImages.get

    def recorded(self: CardTileImages, code: str | None, size: Any, angle: int = 0, pose: str | None = None,
                 marked: bool = False) -> pygame.Surface:
        calls.append((code, tuple(size), pose, angle))
        img = get(self, code, size, angle, pose, marked)
        assert img.get_size() == (tuple(size) if angle % 180 == 0 else tuple(size)[::-1])
        return img

    monkeypatch.setattr(CardTileImages, "get", recorded)
    return calls


@pytest.mark.parametrize("players", (4, 3))
def test_each_card_is_drawn_in_its_slot_pose_and_turn(app: App, monkeypatch: pytest.MonkeyPatch, players: int) -> None:
    model = card_model(players)
    scene = mahjong_table(app, monkeypatch, model)
    faces = record_cards(monkeypatch)
    pieces = record_pieces(monkeypatch)
    scene._base = None  # the stock and the waits are drawn again
    app.draw()
    calls = [(code, pose, angle) for code, _, pose, angle in pieces]
    for p in range(players):
        turn = TURNS[players][p]
        assert ("AS", "sideways", turn) not in calls and ("7D", "sideways", turn) in calls  # claimed cards
        assert ("QS", "lying", turn) in calls and (None, "lying", turn) in calls  # a concealed kong
        assert ("JK1", "lying", turn) in calls  # the jokers beside the seat
        if p:  # the others' hands: backs standing, turned to their owners
            assert (None, "standing", turn) in calls
    assert all((code, "standing", 0) in calls for code in HAND)  # the own hand stands upright
    # the own hand's faces are big (the small face's rank is 30 % of the card's height: 21 px);
    # the rivers' are 41 px tall (a 12-px rank, taller than the capitals of the app's 13-px text)
    assert {size for code, size in faces if code == "KH"} >= {(52, 73)}
    assert (29, 41) in {size for code, size in faces if code in model["piles"]["river_0"]["cards"]}
    assert {"AS", "4H", "TD"} <= {code for code, _ in faces}  # the waits


def test_a_sheet_of_card_tiles_draws_its_hand_block_as_cards(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    record_cards(monkeypatch)  # no tile art
    calls = record_pieces(monkeypatch)
    sheet = card_sheet()
    app.push(HandResultScene(app, sheet, render.CardImages(app)))
    app.draw()
    codes = [code for code, _, _, _ in calls]
    assert codes.count("8H") == 2 and codes.count("QD") == 2 and codes.count("JK1") == 1
    assert all(pose is None and angle == 0 for _, _, pose, angle in calls)  # lying face up
    # laid out as a hand of lying tiles: fourteen fit the column, their height sets the block's
    (block, rect), = [(b, r) for b, r in place(sheet, app.fonts, 1280)[0] if b["type"] == "hand"]
    assert rect.h == block_height(block, app.fonts, rect.w, True) != block_height(block, app.fonts, rect.w, False)
    hand = {size for code, size, _, _ in calls if code == "8H"}
    assert len(hand) == 1 and next(iter(hand))[0] <= 44  # results.TILE_MAX_W


def test_a_saved_sheet_of_card_tiles_holds_cards() -> None:
    check_sheet(card_sheet())
    tiles = card_sheet()
    tiles["blocks"][0]["groups"][0]["cards"] = ["1m", "2m", "3m"]
    with pytest.raises(ValueError, match="unknown card"):
        check_sheet(tiles)
    with pytest.raises(ValueError, match="no known material"):
        check_sheet(dict(card_sheet(), material="bones"))


def test_the_material_decides_the_images(app: App) -> None:
    assert type(render.images_for(app, "card_tiles")) is CardTileImages
    assert type(render.images_for(app, "tiles")) is render.TileImages
    assert type(render.images_for(app, "cards")) is render.CardImages
    current = render.images_for(app, "card_tiles")
    assert render.images_for(app, "card_tiles", current) is current
    assert [render.image_class(m).tiled for m in ("cards", "tiles", "card_tiles")] == [False, True, True]
