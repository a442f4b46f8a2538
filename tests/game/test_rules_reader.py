"""The rules reader (game/scenes/rules_scene.py), headless: illustration rows laid out and wrapped,
the contents and its links, section jumps, scrolling keys and the search."""

from __future__ import annotations

import pygame

from game.app import App
from game.rules_markup import parse
from game.scenes.rules_scene import SHEET, PageView, ReturnButton, RulesScene
from game.scenes.rules_sheet import CARD, CARD_TILE, LINK_INK, TILE, Sheet, card_material
from game.widgets import Button
from rules.core.registry import variant_ids
from rules.core.text import set_language
from tests.game.conftest import FRAME, click, press, type_text, widgets


def open_rules(app: App, vid: str) -> RulesScene:
    scene = RulesScene(app, vid)
    app.push(scene)
    app.step([], FRAME)
    return scene


def test_a_short_row_has_its_caption_beside_it_and_a_hand_wraps_with_the_caption_below(app: App) -> None:
    sheet = Sheet(app.fonts, app.cards, SHEET.w, app.tiles)
    pair = sheet.illustration("[cards] 7H 7D = a pair")
    assert pair.height == CARD[1] + 16  # one row of cards, the caption beside it
    # 18 tiles in five sets: 18 x 40 px + gaps is wider than the sheet, so two rows, caption under.
    long = "[tiles] 123m 456m 789m 111p / 234p 567p / 99s 99s / 1s 1s 1s 1s = a very long row"
    art = sheet.illustration(long)
    assert len(sheet.rows(parse(long), SHEET.w - 80)) == 2
    assert art.height == 6 + 2 * TILE[1] + 8 + 6 + 26 + 16  # two rows, the gap, one caption line
    assert [s for _, s in art.texts] == ["a very long row"]


def test_a_row_breaks_between_sets_not_inside_one(app: App) -> None:
    sheet = Sheet(app.fonts, app.cards, SHEET.w, app.tiles)
    art = parse("[cards] 2H 3D 4H / 6S 7C 8S / 5D 5H 5D / QS QC QS / 9C 9S / AH AD AC AS / KH KD KC KS")
    rows = sheet.rows(art, 700)  # room for 13 cards of 50 px (53 with the spacing)
    assert [[len(g) for g in row] for row in rows] == [[3, 3, 3, 3], [2, 4, 4]]
    assert all(sheet.row_width("cards", row) <= 700 for row in rows)


def test_an_illustration_is_drawn_as_sprites_where_the_layout_puts_them(app: App) -> None:
    page = Sheet(app.fonts, app.cards, SHEET.w, app.tiles).render("# T\n\n[tiles] 5p 5p 5p = pung")
    surface = page.surface
    x, y = 28 + 24 + TILE[0] // 2, page.surface.get_height() - 28 - (TILE[1] + 16) + 6 + TILE[1] // 2
    assert surface.get_at((x, y)).a == 255  # a tile face
    assert surface.get_at((x, 8)).a == 0  # nothing above the title


def test_a_bad_markup_line_shows_its_error_instead_of_a_picture(app: App) -> None:
    page = Sheet(app.fonts, app.cards, SHEET.w, app.tiles).render("[cards] AS XH = oops")
    assert any("XH" in s for _, _, s in page.lines)


def test_trump_mahjong_draws_its_cards_in_its_own_material(app: App) -> None:
    from game.table.render import image_class

    assert card_material("trump_mahjong") == "card_tiles"
    assert card_material("emperor") == card_material("piquet") == "cards"
    sheet = Sheet(app.fonts, app.cards, SHEET.w, app.tiles, image_class("card_tiles")(app))
    assert sheet.piece_size("cards") == CARD_TILE
    assert sheet.sprite("cards", "5H", False).get_size() == CARD_TILE


def test_every_game_has_contents_linking_each_section_in_both_languages(app: App) -> None:
    from game.scenes.rules_scene import rules_path

    for lang in ("en", "ja"):
        set_language(lang)
        for vid in variant_ids():
            scene = open_rules(app, vid)
            page = scene.view.page
            path = rules_path(vid, lang)
            assert path is not None
            headings = [line[3:].replace("**", "") for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("## ")]
            assert [title for title, _ in page.sections] == headings
            # The contents come first: one link to each section.
            assert [n for _, n in page.links[: len(headings)]] == list(range(len(headings)))
            ys = [y for _, y in page.sections]
            assert ys == sorted(ys) and ys[-1] < page.surface.get_height()
            app.pop()
    set_language("en")


def test_a_click_on_a_contents_entry_jumps_to_its_section(app: App) -> None:
    scene = open_rules(app, "emperor")
    view = scene.view
    rect, n = next((r, n) for r, n in view.page.links if view.page.sections[n][0].startswith("Yaku"))
    click(app, (view.rect.x + rect.centerx, view.rect.y + rect.centery - view.offset))
    assert view.offset == view.page.sections[n][1] - 8
    assert view.section_at() == n


def test_keys_scroll_the_sheet_and_jump_between_sections(app: App) -> None:
    scene = open_rules(app, "trump_mahjong")
    view = scene.view
    assert view.offset == 0 and view.max_offset > 2000
    press(app, pygame.K_DOWN)
    assert view.offset == 40
    press(app, pygame.K_PAGEDOWN)
    assert view.offset == 40 + view.rect.h - 60
    press(app, pygame.K_END)
    assert view.offset == view.max_offset
    press(app, pygame.K_HOME)
    assert view.offset == 0
    press(app, pygame.K_RIGHT)
    assert view.section_at() == 0 and view.offset == view.page.sections[0][1] - 8
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert view.section_at() == 2
    press(app, pygame.K_DOWN)  # inside section 2: Left goes back to its start, then to section 1
    press(app, pygame.K_LEFT)
    assert view.offset == view.page.sections[2][1] - 8
    press(app, pygame.K_LEFT)
    assert view.section_at() == 1


def test_page_keys_scroll_even_with_the_focus_on_a_game_button(app: App) -> None:
    scene = open_rules(app, "wuhan")
    links = len(scene.view.in_sight())
    assert links > 3  # the contents
    for _ in range(links + 1):  # Tab picks each link in sight, then the focus leaves the sheet
        press(app, pygame.K_TAB)
    assert isinstance(scene.form.focused, Button)
    press(app, pygame.K_PAGEDOWN)
    assert scene.view.offset > 0
    press(app, pygame.K_HOME)
    assert scene.view.offset == 0


def test_the_search_finds_a_word_and_enter_finds_the_next(app: App) -> None:
    scene = open_rules(app, "kawuxing")
    press(app, pygame.K_f, pygame.KMOD_CTRL)
    assert scene.form.focused is scene.field
    type_text(app, "亮倒")
    first = scene.found
    assert first is not None and scene.view.offset > 0
    assert any("亮倒" in s for y, _, s in scene.view.page.lines if y == first)
    press(app, pygame.K_RETURN)
    assert scene.found is not None and scene.found > first
    type_text(app, "zzzz")
    assert scene.found is None  # and the reader says so
    app.step([], FRAME)


def test_picking_another_game_keeps_the_search_and_shows_its_sheet(app: App) -> None:
    scene = open_rules(app, "emperor")
    scene.search("riichi")
    scene.pick("trump_mahjong")
    assert isinstance(scene.view, PageView) and scene.view.page.sections[0][0] == "The cards"
    assert scene.found is not None and "riichi" in next(s for y, _, s in scene.view.page.lines if y == scene.found).casefold()
    assert len([w for w in widgets(app) if isinstance(w, PageView)]) == 1


def test_a_link_in_the_text_is_drawn_as_a_link_and_a_click_follows_it_and_backspace_returns(app: App) -> None:
    scene = open_rules(app, "emperor")
    view = scene.view
    page = view.page
    sections = [title for title, _ in page.sections]
    # The three-sou item links to the shibari and the yaku: after the contents, in reading order.
    rect, n = next((r, n) for r, n in page.links[len(sections):] if sections[n].startswith("Shibari"))
    # Drawn in the link ink and underlined: a whole row of its pixels in that ink.
    rows = [sum(page.surface.get_at((x, y))[:3] == LINK_INK for x in range(rect.x, rect.right)) for y in range(rect.y, rect.bottom)]
    assert max(rows) >= rect.w - 2
    view.offset = max(0, rect.y - 100)
    before = view.offset
    click(app, (view.rect.x + rect.centerx, view.rect.y + rect.centery - view.offset))
    assert view.section_at() == n and view.offset != before
    assert any(isinstance(w, ReturnButton) and w.enabled for w in widgets(app))
    press(app, pygame.K_BACKSPACE)
    assert view.offset == before and view.history == []


def test_tab_picks_the_links_in_sight_and_enter_follows_one_and_the_return_button_goes_back(app: App) -> None:
    scene = open_rules(app, "emperor")
    view = scene.view
    sections = [title for title, _ in view.page.sections]
    k = next(k for k, (_, n) in enumerate(view.page.links) if k >= len(sections) and sections[n].startswith("Yaku"))
    view.offset = max(0, view.page.links[k][0].y - 100)
    before = view.offset
    while view.picked != k:
        press(app, pygame.K_TAB)
        assert scene.form.focused is view  # still in the sheet until the last link in sight
    press(app, pygame.K_RETURN)
    assert view.section_at() == view.page.links[k][1]
    back = next(w for w in widgets(app) if isinstance(w, ReturnButton))
    click(app, back.rect.center)
    assert view.offset == before and not back.enabled
