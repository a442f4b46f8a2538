"""The mahjong table maps (art/tables/mahjong_{3,4}.tmx, shared by every mahjong game): every zone
a seat needs, all on the map and none over another, and each zone holds its most tiles at the
sizes the tile art draws them, laid out by the table's own code (game/table/piles.py)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.layout import FAMILY, TABLE_DIR, ZONE_KINDS, layout_for, load_layout, table_name  # noqa: E402
from game.table.piles import lay_out  # noqa: E402
from game.tileart import size_for_scale  # noqa: E402

SHAPES = (3, 4)
ROTATIONS = {3: [0, 90, 270], 4: [0, 90, 180, 270]}


def most(kind: str) -> dict:
    """The fullest pile a zone of ``kind`` must hold (visible codes, so slots are counted)."""
    if kind == "hand":  # 13 tiles and the drawn one set apart
        cards = [f"{n}{s}" for s in "mps" for n in range(1, 10)][:14]
        return {"cards": cards, "fresh": [cards[-1]]}
    if kind == "river":
        return {"cards": [f"{n}{s}" for s in "mps" for n in range(1, 10)][:24]}
    if kind == "melds":  # four kongs, each with a claimed tile lying sideways
        cards = [c for c in ("1m", "5p", "9s", "E") for _ in range(4)]
        return {"cards": cards, "groups": [4, 4, 4, 4], "sideways": [1, 6, 11, 12]}
    if kind == "flowers":
        return {"cards": [f"F{n}" for n in range(1, 9)]}
    if kind == "indicator":
        return {"cards": ["Rd"], "label": "Laizi"}
    if kind == "pile":  # every discard of a long four-player hand, anonymously
        return {"cards": [f"{n}{s}" for s in "mps" for n in range(1, 10)] * 3 + ["Rd"] * 3}
    raise AssertionError(kind)


@pytest.mark.parametrize("players", SHAPES)
def test_every_seat_has_its_zones_and_nothing_else(players: int) -> None:
    layout = load_layout(TABLE_DIR / f"mahjong_{players}.tmx")
    seat_kinds, table_zones = ZONE_KINDS["mahjong"]
    assert layout.size == (1280, 800) and layout.positions == players
    assert layout.props["variant"] == "mahjong" and layout.props["players"] == players
    expected = {f"{k}_{p}" for k in seat_kinds for p in range(players)} | set(table_zones)
    assert set(layout.zones) == expected
    for p in range(players):
        for kind in seat_kinds:
            zone = layout.seat(kind, p)
            assert zone.props["position"] == p and zone.kind == kind


@pytest.mark.parametrize("players", SHAPES)
def test_zones_lie_on_the_map_and_none_overlaps(players: int) -> None:
    layout = load_layout(TABLE_DIR / f"mahjong_{players}.tmx")
    zones = list(layout.zones.values())
    for i, a in enumerate(zones):
        assert a.rect.w > 0 and a.rect.h > 0 and a.rect.clamp((0, 0, 1280, 800)) == a.rect, a.name
        for b in zones[i + 1:]:
            # the anonymous pile lies where the rivers are drawn otherwise: never both at once
            if {a.kind, b.kind} == {"pile", "river"}:
                continue
            assert not a.rect.colliderect(b.rect), f"{a.name} {a.rect} overlaps {b.name} {b.rect}"


@pytest.mark.parametrize("players", SHAPES)
def test_each_zone_holds_its_most_tiles(players: int) -> None:
    """Laid out by the table's own code, the fullest pile of every zone stays inside it and no
    two tiles of it overlap (a crowded hand would overlap its tiles: that must not be needed),
    except in the anonymous discards' pile, which overlaps a little when it is full."""
    layout = load_layout(TABLE_DIR / f"mahjong_{players}.tmx")
    for name, zone in layout.zones.items():
        if zone.kind not in ("hand", "river", "melds", "flowers", "indicator", "pile"):
            continue
        slots = lay_out(name, zone.rect, dict(zone.props), most(zone.kind), tiles=True)
        rects = [s.rect for s in slots]
        for r in rects:  # (a centre on a half pixel rounds a tile of odd size one pixel out)
            assert zone.rect.inflate(2, 2).contains(r), f"{name}: a tile at {r} leaves {zone.rect}"
        if zone.kind == "pile":  # a full anonymous pile overlaps along its rows, each tile's face still showing
            steps = [b.x - a.x for a, b in zip(rects, rects[1:]) if b.y == a.y]
            assert min(steps) >= 18 and len({r.y for r in rects}) == 3, steps
            continue
        for i, a in enumerate(rects):
            assert a.collidelist(rects[i + 1:]) == -1, f"{name}: tiles overlap"
        if zone.kind == "river":  # rows of six, the first row on the centre's side
            assert zone.props["per_row"] == 6


@pytest.mark.parametrize("players", SHAPES)
def test_seats_turn_to_face_their_owners(players: int) -> None:
    layout = load_layout(TABLE_DIR / f"mahjong_{players}.tmx")
    turns = [layout.seat("hand", p).rotation for p in range(players)]
    assert turns == ROTATIONS[players]  # 1 on the viewer's right, the last on the left
    for p in range(players):
        for kind in ("hand", "river", "melds", "flowers"):
            assert layout.seat(kind, p).rotation == turns[p], f"{kind}_{p}"
    own = layout.seat("hand", 0)
    assert own.props["face"] == "up" and own.scale == 1.0 and own.props["flow"] == "right"
    # fourteen tiles standing in the own hand are about 52 px wide: big enough to read
    assert size_for_scale(own.scale, "standing")[0] >= 50
    for p in range(1, players):
        assert layout.seat("hand", p).props["face"] == "down" and layout.seat("hand", p).scale < own.scale
    # the rivers lie round the centre, each between the centre and its seat's hand
    centre = layout.zone("center").rect.union(layout.zone("stock").rect).center
    for p in range(players):
        river, hand = layout.seat("river", p).rect.center, layout.seat("hand", p).rect.center
        assert abs(river[0] - centre[0]) + abs(river[1] - centre[1]) < abs(hand[0] - centre[0]) + abs(hand[1] - centre[1])


def test_the_buttons_are_two_columns_of_three_rows() -> None:
    for players in SHAPES:
        rect = layout_for("wuhan", players).zone("buttons").rect
        assert rect.w >= 2 * 136 + 8 and rect.h == 3 * 44 + 2 * 8


def test_every_mahjong_game_sits_at_the_mahjong_table() -> None:
    for variant in ("wuhan", "kawuxing", "qinghunpeng", "trump_mahjong"):
        assert FAMILY[variant] == "mahjong" == table_name(variant)
    assert table_name("emperor") == "emperor"
    assert layout_for("wuhan", 4) is layout_for("kawuxing", 4)
    assert layout_for("wuhan", 3).path.name == "mahjong_3.tmx"
    with pytest.raises(FileNotFoundError, match="wuhan with 5 players"):
        layout_for("wuhan", 5)
