"""The trick games' table maps (art/tables/piquet_2.tmx, ninety_nine_3.tmx): every zone their table
models draw on, all on the map and none over another but the middle's containers, each zone holding
its fullest pile as the table's own code lays it (game/table/piles.py) with ranks readable, labels
with room above, and each seat's card of the trick placed towards its owner."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.layout import FAMILY, TABLE_DIR, ZONE_KINDS, Layout, Zone, layout_for, load_layout, table_name  # noqa: E402
from game.table.piles import card_size, lay_out  # noqa: E402
from rules.core.session import Session  # noqa: E402
from tests.tricks.seeded import play_checking  # noqa: E402

GAMES = {"piquet": 2, "ninety_nine": 3}
MAP = pygame.Rect(0, 0, 1280, 800)
# The only zones that may lie over others: the middle (a drop target) and the banners' centre,
# over each other and over the seats' cards of the trick.
CONTAINERS = ("trick", "center")
# Zones whose piles carry a label drawn above their cards (render.pile_label: two 14 px lines).
LABELLED = {
    "piquet": {"hand_0", "hand_1", "trick_0", "trick_1", "won_0", "won_1", "talon", "discards_0", "discards_1",
               "shown_0", "shown_1", "last_trick"},
    # no hand: a revealed hand is told by its seat's plate
    "ninety_nine": {"trick_0", "trick_1", "trick_2", "won_0", "won_1", "won_2", "bid_0", "bid_1", "bid_2", "turn_up"},
}
LABEL_ROOM, LABEL_WIDTH, LIFT = 34, 100, 16
# The most cards each kind of zone must hold.
MOST = {"hand": 12, "won": 12, "talon": 12, "discards": 8, "shown": 12, "bid": 3, "last_trick": 2, "trick": 1,
        "turn_up": 1}


def layout(game: str) -> Layout:
    return load_layout(TABLE_DIR / f"{game}_{GAMES[game]}.tmx")


def may_overlap(a: str, b: str) -> bool:
    return (a in CONTAINERS and (b in CONTAINERS or b.startswith("trick_"))) or (b in CONTAINERS and a.startswith("trick_"))


def codes(n: int) -> list[str]:
    """``n`` distinct visible codes (laid like any card; a face-up pile is the case to read)."""
    return [f"{r}{s}" for s in "SHDC" for r in "AKQJT98"][:n]


def laid(zone: Zone, cards: list[str | None]) -> list[pygame.Rect]:
    slots = lay_out(zone.name, zone.rect, dict(zone.props), {"cards": cards})
    assert len(slots) == len(cards), zone.name
    return [s.rect for s in slots]


def band_above(zone: Zone, room: int) -> pygame.Rect:
    """Where a label (or a lifted card) goes: ``room`` px above the zone, at least LABEL_WIDTH wide
    (a narrow zone's label is wider than its card)."""
    width = max(zone.rect.w, LABEL_WIDTH)
    return pygame.Rect(zone.rect.centerx - width // 2, zone.rect.y - room, width, room).clip(MAP.inflate(0, 2 * room))


@pytest.mark.parametrize("game", GAMES)
def test_every_seat_has_its_zones_and_nothing_else(game: str) -> None:
    lay, players = layout(game), GAMES[game]
    seat_kinds, table_zones = ZONE_KINDS[game]
    assert lay.size == (1280, 800) and lay.positions == players
    assert lay.props["variant"] == game and lay.props["players"] == players
    assert set(lay.zones) == {f"{k}_{p}" for k in seat_kinds for p in range(players)} | set(table_zones)
    for p in range(players):
        for kind in seat_kinds:
            zone = lay.seat(kind, p)
            assert zone.props["position"] == p and zone.kind == kind
    for name in table_zones:
        assert "position" not in lay.zone(name).props and lay.zone(name).kind == name


@pytest.mark.parametrize("game", GAMES)
def test_zones_lie_on_the_map_and_only_the_middle_overlaps(game: str) -> None:
    zones = list(layout(game).zones.values())
    for i, a in enumerate(zones):
        assert a.rect.w > 0 and a.rect.h > 0 and MAP.contains(a.rect), a.name
        for b in zones[i + 1:]:
            if not may_overlap(a.name, b.name):
                assert not a.rect.colliderect(b.rect), f"{a.name} {a.rect} overlaps {b.name} {b.rect}"
    lay = layout(game)
    for p in range(GAMES[game]):  # the middle holds every seat's card of the trick
        for name in CONTAINERS:
            assert lay.zone(name).rect.contains(lay.seat("trick", p).rect), (name, p)


@pytest.mark.parametrize("game", GAMES)
def test_each_zone_holds_its_most_cards_readably(game: str) -> None:
    """Laid out by the table's own code, the fullest pile of every zone stays inside it; face-up
    cards overlapping along a row keep the rank corner in sight (a step of 30 px, 28 px down a
    side seat's column); the own hand does not overlap at all."""
    lay = layout(game)
    for name, zone in lay.zones.items():
        if name in CONTAINERS or zone.kind not in MOST:
            continue
        n = MOST[zone.kind]
        rects = laid(zone, [None] * n if zone.kind == "won" else codes(n))
        for r in rects:  # (a centre on a half pixel rounds a card of odd size one pixel out)
            assert zone.rect.inflate(2, 2).contains(r), f"{name}: a card at {r} leaves {zone.rect}"
        if zone.kind == "won" or n == 1:  # tricks won are a stack of backs
            continue
        down = zone.props["flow"] == "down"
        steps = [b.y - a.y if down else b.x - a.x for a, b in zip(rects, rects[1:])]
        assert min(steps) >= (28 if down else 30), f"{name}: steps {steps}"
    own = laid(lay.zone("hand_0"), codes(12))
    assert all(a.right <= b.left for a, b in zip(own, own[1:])), "the own hand overlaps"


@pytest.mark.parametrize("game", GAMES)
def test_cards_are_upright_and_sized_for_their_place(game: str) -> None:
    lay = layout(game)
    for name, zone in lay.zones.items():
        if "scale" in zone.props and name != "stock":
            assert zone.rotation == 0, name  # a revealed 99 hand is read by everyone: nothing turns
    own = lay.zone("hand_0")
    assert own.scale == 1.0 and own.props["face"] == "up" and own.props["flow"] == "right"
    for p in range(1, GAMES[game]):
        hand = lay.seat("hand", p)
        assert hand.props["face"] == "down" and 0.5 <= hand.scale <= 0.6, hand.name
        assert hand.props["flow"] == ("right" if game == "piquet" else "down"), hand.name
    for p in range(GAMES[game]):
        assert 0.75 <= lay.seat("trick", p).scale <= 0.85 and 0.35 <= lay.seat("won", p).scale <= 0.45
    assert card_size(dict(lay.zone("stock").props)) == card_size({"scale": 0.45})


@pytest.mark.parametrize("game", GAMES)
def test_labels_and_the_lifted_card_have_room_above(game: str) -> None:
    lay = layout(game)
    others = [z for z in lay.zones.values() if z.name not in CONTAINERS]
    needs = {name: LABEL_ROOM for name in LABELLED[game]}
    needs.setdefault("hand_0", LIFT)
    for name, room in needs.items():
        zone = lay.zone(name)
        band = band_above(zone, room)
        assert band.h == room and band.y >= 0, f"{name}'s label leaves the map"
        for other in others:
            assert other.name == name or not band.colliderect(other.rect), f"{other.name} is where {name}'s label goes"


@pytest.mark.parametrize("game", GAMES)
def test_panels_are_big_enough(game: str) -> None:
    lay = layout(game)
    buttons = lay.zone("buttons").rect
    assert buttons.w >= 420 and buttons.h >= 148  # two columns, three rows of 44 px buttons, 8 px gaps
    assert (buttons.w + 8) // (136 + 8) == 2 and (buttons.h + 8) // (44 + 8) == 3  # as game/table/buttons.py cuts it
    for p in range(GAMES[game]):
        plate = lay.seat("plate", p).rect
        assert plate.w >= 300 and plate.h >= 64
    info = lay.zone("info").rect
    assert info.w >= 380 and info.h >= 150
    message = lay.zone("message").rect
    assert message.w >= 460 and message.h >= 44
    # the status line lies between the middle and the own hand
    assert lay.zone("trick").rect.bottom <= message.y and message.bottom < lay.zone("hand_0").rect.y


@pytest.mark.parametrize("game", GAMES)
def test_each_seat_s_card_of_the_trick_lies_towards_it(game: str) -> None:
    lay = layout(game)
    centre = pygame.Vector2(lay.zone("trick").rect.center)
    card = [pygame.Vector2(lay.seat("trick", p).rect.center) for p in range(GAMES[game])]
    assert card[0].y > centre.y and abs(card[0].x - centre.x) <= 8
    if game == "piquet":
        assert card[1].y < centre.y and abs(card[1].x - centre.x) <= 8
    else:
        assert card[1].x > centre.x and card[2].x < centre.x
    # every seat's own zones lie on its side of the table
    for p in range(1, GAMES[game]):
        for kind in ("hand", "plate", "won"):
            at = pygame.Vector2(lay.seat(kind, p).rect.center)
            if game == "piquet":
                assert at.y < centre.y, f"{kind}_{p}"
            else:
                assert (at.x > centre.x) == (p == 1), f"{kind}_{p}"
    for kind in ("plate", "won"):
        assert lay.seat(kind, 0).rect.centery > centre.y


def test_the_trick_games_sit_at_their_own_tables() -> None:
    for game, players in GAMES.items():
        assert game not in FAMILY and table_name(game) == game
        assert layout_for(game, players).path.name == f"{game}_{players}.tmx"
    with pytest.raises(FileNotFoundError, match="piquet with 3 players"):
        layout_for("piquet", 3)


@pytest.mark.parametrize("game,options,seed", [("piquet", {"deck_36": True, "own_discards_viewable": True}, 4),
                                               ("piquet", {}, 1), ("ninety_nine", {"early_version": True}, 2)])
def test_the_table_models_piles_fit_their_zones(game: str, options: dict, seed: int) -> None:
    """Over seeded play, every pile and plate a model has is a zone of the map, its cards stay
    inside that zone, and only zones with room for a label get one."""
    module = __import__(f"rules.{game}.table", fromlist=["table", "sheet"])
    lay, meta = layout(game), {"names": ["Ann", "Bob", "Cy"][: GAMES[game]]}

    def check(session: Session) -> None:
        for viewer in range(GAMES[game]):
            model = module.table(session.view(viewer), meta)
            assert set(model["plates"]) <= set(lay.zones) and set(model["drops"]) <= set(lay.zones)
            for name, pile in model["piles"].items():
                zone = lay.zone(name)
                for r in laid(zone, list(pile["cards"])):
                    assert zone.rect.inflate(2, 2).contains(r), f"{name}: a card at {r} leaves {zone.rect}"
                if pile.get("label") and pile["cards"]:
                    assert name in LABELLED[game], f"{name} is labelled {pile['label']!r}"

    play_checking(Session(game, GAMES[game], options, seed=seed), "easy", seed, 400, 0.2, check, module.sheet, meta)
