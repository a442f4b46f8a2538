"""Tile sprites: every tile of every tile set draws headless in every pose at the size asked, each
tile looks unlike every other, the learner index and the laizi marker change the picture, and the
dragons carry their colours."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pygame.freetype  # noqa: E402
import pytest  # noqa: E402

from game.fonts import FONT_DIR  # noqa: E402
from game.tileart import POSES, TileArt, kind_of, size_for, size_for_scale  # noqa: E402
from game.tileart.faces import BLUE, FLOWER, GREEN, KANJI_FONT, NUMERALS, RED, SEASON  # noqa: E402
from rules.mahjong.tiles import SUIT_LETTERS, TILE_SETS, tile_code, tile_kanji, tile_set  # noqa: E402
from tests.game.pixels import count_near, pixels

WIDTHS = [30, 64]


def every_code() -> list[str]:
    """The codes of every tile any of our tile sets holds, each once."""
    kinds = {k for name in TILE_SETS for suit in SUIT_LETTERS for k in tile_set(name, suit)}
    return [tile_code(k) for k in sorted(kinds)]


def test_every_tile_set_is_covered() -> None:
    assert len(every_code()) == 42  # 34 kinds and the eight flowers
    assert every_code()[:3] == ["1m", "2m", "3m"] and "Rd" in every_code() and "F8" in every_code()


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("pose", POSES)
def test_every_tile_draws_at_the_size_asked_and_distinct(pose: str, width: int) -> None:
    art = TileArt()
    size = size_for(pose, width)
    seen: dict[bytes, str] = {}
    for code in [*every_code(), None]:
        surface = art.tile(code, size, pose)
        assert surface.get_size() == size, code
        # rounded corners: the very corner is transparent, the middle of the tile opaque
        assert surface.get_at((0, 0)).a < 64, code
        assert surface.get_at((size[0] // 2, size[1] // 2)).a == 255, code
        data = pixels(surface)
        assert data not in seen, f"{code} looks exactly like {seen.get(data)}"
        seen[data] = str(code)


@pytest.mark.parametrize("width", WIDTHS)
def test_faces_and_the_wall_edge_draw_at_any_size(width: int) -> None:
    art = TileArt()
    odd = (width + 3, width * 2)  # a size the layouts might ask for, not the natural one
    for code in every_code():
        assert art.face(code, odd).get_size() == odd
        assert art.tile(code, odd, "lying").get_size() == odd
    edge = size_for("edge", width)
    assert art.edge(edge).get_size() == edge
    assert art.edge(edge, rotation=90).get_size() == (edge[1], edge[0])


def test_tiles_are_named_by_the_rules_codes_or_kinds() -> None:
    art = TileArt()
    size = size_for("standing", 40)
    assert art.tile("5p", size) is art.tile(kind_of("5p"), size)
    assert kind_of("E") == 27 and kind_of("Rd") == 33 and kind_of("F1") == 34
    for bad in ("0m", "東", "1z", "rd", "F9", 42, -1, True):
        with pytest.raises(ValueError, match="unknown tile"):
            art.tile(bad, size)  # type: ignore[arg-type]


def test_the_learner_index_and_the_laizi_marker_change_the_picture() -> None:
    classic, learner = TileArt(), TileArt("learner")
    size = size_for("standing", 56)
    for code in ("3m", "5p", "7s", "E", "Rd", "Wh", "F2"):
        plain = pixels(classic.tile(code, size))
        assert pixels(learner.tile(code, size)) != plain, code
        assert pixels(classic.tile(code, size, learner=True)) == pixels(learner.tile(code, size)), code
        assert pixels(classic.tile(code, size, marked=True)) != plain, code
    # the marker is gold; a back shows neither index nor marker
    marked = classic.tile("5s", size, marked=True)
    assert count_near(marked, (226, 176, 42), 30) > count_near(classic.tile("5s", size), (226, 176, 42), 30) + 50
    assert pixels(learner.tile(None, size)) == pixels(classic.tile(None, size, marked=True))


def test_dragons_and_flowers_wear_their_colours() -> None:
    art = TileArt()
    size = size_for("standing", 64)
    red, green = art.tile("Rd", size), art.tile("Gn", size)
    assert count_near(red, RED, 50) > 300 and count_near(red, GREEN, 50) == 0
    assert count_near(green, GREEN, 50) > 300 and count_near(green, RED, 50) == 0
    # the white dragon is a blue frame, the winds are dark ink without colour
    assert count_near(art.tile("Wh", size), BLUE, 50) > 150
    assert count_near(art.tile("E", size), RED, 50) == 0
    # characters: a red 萬 under the numeral
    assert count_near(art.tile("9m", size), RED, 50) > 150
    # seasons blue, flowers plum-red
    spring, plum = art.tile("F1", size), art.tile("F5", size)
    assert count_near(spring, SEASON, 50) > 150 and count_near(spring, FLOWER, 30) < 20
    assert count_near(plum, FLOWER, 50) > 150 and count_near(plum, SEASON, 30) < 20


def test_poses_backs_and_rotation() -> None:
    art = TileArt()
    stand, lie, side = size_for("standing", 40), size_for("lying", 40), size_for("sideways", 40)
    assert side[0] > side[1] and lie[1] < stand[1]
    assert abs(side[0] - (lie[1] - (side[1] - 40))) <= 1  # a sideways tile lies as long as an upright face is tall
    assert art.back(stand, "standing") is art.tile(None, stand, "standing")
    assert art.tile("1p", lie, "lying", rotation=180).get_size() == lie
    assert art.tile("1p", lie, "lying", rotation=-90).get_size() == (lie[1], lie[0])
    # the back is amber; a face-up tile shows amber only in its thin bottom layer
    back, face = art.back(lie), art.tile("1p", lie, "lying")
    assert count_near(back, art.back_colour, 30) > 3 * count_near(face, art.back_colour, 30)
    with pytest.raises(ValueError, match="quarter turns"):
        art.tile("1p", lie, "lying", rotation=45)
    with pytest.raises(ValueError, match="pose"):
        art.tile("1p", lie, "upside")
    with pytest.raises(ValueError, match="tile style"):
        TileArt("pastel")
    with pytest.raises(ValueError, match="too small"):
        art.tile("1p", (4, 6))


def test_sprites_are_drawn_at_each_size_and_cached() -> None:
    art = TileArt()
    small, large = art.tile("9p", (40, 60)), art.tile("9p", (80, 120))
    assert art.tile("9p", [40, 60]) is small
    halved = pygame.transform.smoothscale(large, (40, 60))
    assert pixels(halved) != pixels(small)  # drawn afresh, not a scaled copy
    assert size_for_scale(1.0) == size_for("standing", 52)
    dim = art.dimmed("9p", (40, 60))
    centre = (20, 20)
    assert sum(dim.get_at(centre)[:3]) < sum(small.get_at(centre)[:3]) * 0.7


def test_the_tile_font_has_every_glyph_the_faces_use() -> None:
    pygame.freetype.init()
    face = pygame.freetype.Font(str(FONT_DIR / KANJI_FONT), 16)
    used = NUMERALS + "萬" + "".join(tile_kanji(k) for k in range(27, 42)) + "頼"
    missing = [c for c in used if face.get_metrics(c)[0] is None]
    assert not missing, f"{KANJI_FONT} lacks {''.join(missing)}: add them to TILE_GLYPHS in art/fonts/make_font.py and re-run it"


def test_overlays_fit_the_tile() -> None:
    art = TileArt()
    size = size_for("standing", 52)
    for overlay in (art.highlight(size), art.selected(size), art.legal(size)):
        assert overlay.get_size() == size
        assert overlay.get_at((size[0] // 2, 1)).a > 150  # the rim along the top edge
        assert overlay.get_at((0, 0)).a < 64  # rounded like the tile
    assert art.selected(size).get_at((size[0] // 2, size[1] // 2)).a == 0  # the face shows through
