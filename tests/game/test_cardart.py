"""Card sprites: every card and the back draw headless at several sizes, each card looks unlike
every other, the four-colour deck recolours only diamonds and clubs, and the overlays fit."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.cardart import CardArt, all_codes, size_for_scale  # noqa: E402
from game.cardpaint import BLUE, GREEN, RED  # noqa: E402
from rules.core.cards import standard_pack  # noqa: E402
from tests.game.pixels import count_near, pixels

SIZES = [(36, 50), (60, 84), (80, 112), (150, 210)]


def test_the_pack_is_the_rules_pack() -> None:
    assert all_codes() == standard_pack(jokers=2)
    assert len(all_codes()) == 54


@pytest.mark.parametrize("style", ["classic", "four_colour"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_and_the_back_render_distinct(style: str, size: tuple[int, int]) -> None:
    art = CardArt(style)
    images = {code: art.face(code, size) for code in all_codes()}
    images["back"] = art.back(size)
    seen: dict[bytes, str] = {}
    for code, surface in images.items():
        assert surface.get_size() == size, code
        # rounded corners: the very corner is transparent, the middle of the card opaque
        assert surface.get_at((0, 0)).a < 64, code
        assert surface.get_at((size[0] // 2, size[1] // 2)).a == 255, code
        data = pixels(surface)
        assert data not in seen, f"{code} looks exactly like {seen.get(data)}"
        seen[data] = code


def test_sprites_are_drawn_at_each_size_and_cached() -> None:
    art = CardArt()
    small, large = art.face("QH", (60, 84)), art.face("QH", (120, 168))
    assert art.face("QH", (60, 84)) is small
    # drawn afresh, not a scaled copy: the large one halved differs from the small one's pixels
    halved = pygame.transform.smoothscale(large, (60, 84))
    assert pixels(halved) != pixels(small)
    assert art.back([60, 84]) is art.back((60, 84))


def test_four_colour_recolours_diamonds_and_clubs_only() -> None:
    classic, four = CardArt("classic"), CardArt("four_colour")
    size = (80, 112)
    for code in all_codes():
        same = pixels(classic.face(code, size)) == pixels(four.face(code, size))
        assert same == (code[-1] in "SH" or code.startswith("JK")), code
    # the pips of 7♦ turn blue, of 7♣ green; classic 7♦ is red with no blue
    assert count_near(four.face("7D", size), BLUE) > 200
    assert count_near(four.face("7C", size), GREEN) > 200
    assert count_near(classic.face("7D", size), RED) > 200
    assert count_near(classic.face("7D", size), BLUE) == 0


def test_jokers_are_told_apart_by_colour() -> None:
    art = CardArt()
    red_joker, black_joker = art.face("JK1", (80, 112)), art.face("JK2", (80, 112))
    assert count_near(red_joker, RED) > 100
    assert count_near(black_joker, RED) < count_near(red_joker, RED) / 4


def test_turned_cards_and_the_back() -> None:
    art = CardArt()
    size = size_for_scale(0.5)
    assert size == (40, 56)
    assert art.card("AS", size, rotation=90).get_size() == (56, 40)
    assert art.card("AS", size, rotation=180).get_size() == (40, 56)
    assert art.card("AS", size, face_up=False) is art.back(size)
    assert art.card(None, size) is art.back(size)
    with pytest.raises(ValueError, match="quarter turns"):
        art.card("AS", size, rotation=45)


def test_overlays_and_dimming() -> None:
    art = CardArt()
    size = (80, 112)
    for overlay in (art.highlight(size), art.selected(size), art.legal(size)):
        assert overlay.get_size() == size
        assert overlay.get_at((size[0] // 2, 1)).a > 150  # the rim along the top edge
    assert art.selected(size).get_at((size[0] // 2, size[1] // 2)).a == 0  # the face shows through
    face, dim = art.face("9S", size), art.dimmed("9S", size)
    assert dim.get_size() == size
    centre = (size[0] // 2, size[1] // 2)
    assert sum(dim.get_at(centre)[:3]) < sum(face.get_at(centre)[:3]) * 0.7
    assert dim.get_at((0, 0)).a < 64  # still rounded


def test_bad_requests_say_what_is_wrong() -> None:
    with pytest.raises(ValueError, match="card style"):
        CardArt("pastel")
    art = CardArt()
    for code in ("ZZ", "1S", "AX", "JK3"):
        with pytest.raises(ValueError, match="unknown card"):
            art.face(code, (60, 84))
    with pytest.raises(ValueError, match="too small"):
        art.face("AS", (4, 6))
