"""Every table map in art/tables/ loads headless with pytmx, has every zone its table shape needs
for each seat, keeps its zones on the map, and never lets two seats' cards overlap."""

from __future__ import annotations

import importlib.util
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.cardart import size_for_scale  # noqa: E402
from game.layout import (  # noqa: E402
    SEAT_KINDS,
    TABLE_DIR,
    TABLE_ZONES,
    Layout,
    layout_for,
    load_layout,
)

MAPS = sorted(TABLE_DIR.glob("*.tmx"))
EMPEROR_MAPS = [p for p in MAPS if p.name.startswith("emperor_")]
CARD_KINDS = ("hand", "river", "exposed")


def seat_count(layout: Layout) -> int:
    return int(layout.props["players"])


def test_there_is_a_map_for_each_table_shape() -> None:
    assert [p.name for p in MAPS] == ["climbing_3.tmx", "climbing_4.tmx", "emperor_3.tmx", "emperor_4.tmx",
                                      "emperor_5.tmx", "mahjong_3.tmx", "mahjong_4.tmx", "ninety_nine_3.tmx", "piquet_2.tmx"]


@pytest.mark.parametrize("path", EMPEROR_MAPS, ids=lambda p: p.name)
def test_each_seat_has_every_zone(path: Path) -> None:
    layout = load_layout(path)
    players = seat_count(layout)
    assert layout.size == (1280, 800)
    assert layout.positions == players
    for position in range(players):
        for kind in SEAT_KINDS:
            zone = layout.seat(kind, position)
            assert zone.props["position"] == position
            assert zone.kind == kind
    for name in TABLE_ZONES:
        assert name in layout.zones
    # nothing else: a stray zone (hand_5 at a 4-player table) would be a mistake
    expected = {f"{kind}_{p}" for kind in SEAT_KINDS for p in range(players)} | set(TABLE_ZONES)
    assert set(layout.zones) == expected


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.name)
def test_zones_lie_inside_the_map(path: Path) -> None:
    layout = load_layout(path)
    bounds = (0, 0, *layout.size)
    for zone in layout.zones.values():
        assert zone.rect.width > 0 and zone.rect.height > 0, zone.name
        assert zone.rect.clamp(bounds) == zone.rect, f"{zone.name} {zone.rect} leaves the map"


@pytest.mark.parametrize("path", EMPEROR_MAPS, ids=lambda p: p.name)
def test_seats_do_not_overlap(path: Path) -> None:
    layout = load_layout(path)
    card_zones = [z for z in layout.zones.values() if z.kind in CARD_KINDS]
    for i, a in enumerate(card_zones):
        for b in card_zones[i + 1:]:
            if a.props["position"] != b.props["position"]:
                assert not a.rect.colliderect(b.rect), f"{a.name} overlaps {b.name}"
    # the buttons and the message never cover any seat's cards
    for name in ("buttons", "message"):
        for zone in card_zones:
            assert not layout.zone(name).rect.colliderect(zone.rect), f"{name} covers {zone.name}"


def along_across(zone) -> tuple[int, int]:
    """The zone's length along which cards are laid, and its depth across."""
    horizontal = zone.props["flow"] in ("left", "right")
    return (zone.rect.width, zone.rect.height) if horizontal else (zone.rect.height, zone.rect.width)


@pytest.mark.parametrize("path", EMPEROR_MAPS, ids=lambda p: p.name)
def test_zones_hold_the_cards_of_an_emperor_hand(path: Path) -> None:
    """6 cards + 1 drawn in a hand, 20 discards in a river, two called sets, 4 Ks + the dynasty card."""
    layout = load_layout(path)
    for position in range(seat_count(layout)):
        rotation = layout.seat("hand", position).rotation
        assert rotation in (0, 90, 180, 270) and (position > 0 or rotation == 0)  # the viewer's upright
        for kind in ("hand", "river", "exposed", "field"):
            zone = layout.seat(kind, position)
            assert zone.rotation == rotation, zone.name
            w, h = size_for_scale(zone.scale)
            along, across = along_across(zone)
            if kind == "hand" and zone.props.get("face") == "down":
                # backs may overlap by half a card (a top seat's plate needs the room), never more
                assert along >= 7 * w / 2 + w / 2 and across >= h, zone.name
            elif kind == "hand":
                assert along >= 7 * w and across >= h, zone.name
            elif kind == "river":
                per_row = int(zone.props["per_row"])
                assert along >= per_row * w + (h - w), zone.name  # one riichi card lies sideways
                assert across >= math.ceil(20 / per_row) * h, zone.name
            elif kind == "exposed":
                assert along >= 2 * (w + h) and across >= h, zone.name  # two L-shaped calls
            else:
                assert along >= 5 * w and across >= h, zone.name
    # the viewer's hand is the big one; every other hand is face down
    assert layout.seat("hand", 0).scale == 1.0 and layout.seat("hand", 0).props["face"] == "up"
    for position in range(1, seat_count(layout)):
        assert layout.seat("hand", position).scale < 1.0
        assert layout.seat("hand", position).props["face"] == "down"


def test_positions_go_round_the_table_counter_clockwise() -> None:
    """Position 1 is on the viewer's right, and the last one on the left (turn order)."""
    for players in (3, 4, 5):
        layout = layout_for("emperor", players)
        turns = [layout.seat("hand", p).rotation for p in range(players)]
        assert turns[0] == 0 and turns[1] == 90 and turns[-1] == 270
        assert turns == sorted(turns)
        centre_x = [layout.seat("hand", p).rect.centerx for p in range(players)]
        # at five seats, position 2 is top right and 3 top left
        if players == 5:
            assert centre_x[2] > 640 > centre_x[3]


def test_layout_for_caches_and_refuses_unknown_tables() -> None:
    assert layout_for("emperor", 4) is layout_for("emperor", 4)
    assert layout_for("emperor", 4).zone_at(layout_for("emperor", 4).zone("river_0").rect.center).name == "river_0"
    with pytest.raises(FileNotFoundError, match="emperor with 7 players"):
        layout_for("emperor", 7)
    with pytest.raises(KeyError, match="no zone 'hand_9'"):
        layout_for("emperor", 4).zone("hand_9")


def test_the_maps_are_what_make_tables_writes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The committed maps match the generator, so an edit in one is not lost in the other."""
    spec = importlib.util.spec_from_file_location("make_tables", TABLE_DIR.parent / "make_tables.py")
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "make_tables", module)  # dataclasses look their module up
    spec.loader.exec_module(module)
    shapes = [("emperor", n) for n in (3, 4, 5)] + [("mahjong", n) for n in (3, 4)] + [("piquet", 2), ("ninety_nine", 3)]
    shapes += [("climbing", n) for n in (3, 4)]
    for family, players in shapes:
        written = module.write_map(players, out=tmp_path, family=family)
        assert written.read_text(encoding="utf-8") == (TABLE_DIR / written.name).read_text(encoding="utf-8"), written.name
