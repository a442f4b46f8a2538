"""The rules reader: each registered game's reference (game/rules_text/<id>.md), laid out on a
scrollable sheet (game/scenes/rules_sheet.py) with a table of contents, section jumps and a
search, and real card and tile sprites for the illustration lines.

The texts are a small Markdown subset: ``#`` / ``##`` headings, paragraphs, ``-`` bullets,
``1.`` numbered items, ``| tables |``, ``**bold**`` (shown plain), and the illustration lines
``[cards] ...`` / ``[tiles] ...`` of game.rules_markup (rows of sprites). Each ``##`` heading is
a section: the contents at the top of the sheet link to them, and so do the ``[[Section]]``
links of paragraphs and items. A followed link can be retraced (Backspace, or the Return button).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.look import GOLD, GOLD_DARK, IVORY, RED, WOOD_DARK, panel, text
from game.scenes import MenuScene, game_name
from game.scenes.rules_sheet import LINE_STEP, PAD, Page, Sheet, card_material
from game.widgets import Button, ScrollView, TextInput, Widget
from rules.core.registry import get_variant, variant_ids
from rules.core.text import language, tr

if TYPE_CHECKING:
    from game.app import App

TEXT_DIR = Path(__file__).resolve().parent.parent / "rules_text"
SHEET = pygame.Rect(330, 116, 910, 600)


def rules_path(variant_id: str, lang: str) -> Path | None:
    """The reference in ``lang`` if there is one, else the English one, else None."""
    for name in (f"{variant_id}.{lang}.md", f"{variant_id}.md"):
        path = TEXT_DIR / name
        if path.is_file():
            return path
    return None



class PageView(ScrollView):
    """The sheet seen through the window: as ScrollView, and Left / Right jump to the previous /
    next section. A click on a link (of the contents or the text) follows it; by keyboard, Tab /
    Shift+Tab pick the links in sight (then leave the sheet) and Enter follows the picked one.
    Backspace goes back to where the last followed link was."""

    def __init__(self, rect: pygame.Rect, page: Page) -> None:
        super().__init__(rect, page.surface)
        self.page = page
        self.history: list[int] = []  # the offsets links were followed from
        self.picked: int | None = None  # the link Tab picked (an index into page.links)

    def jump(self, section: int) -> None:
        if 0 <= section < len(self.page.sections):
            self.offset = min(max(self.page.sections[section][1] - 8, 0), self.max_offset)

    def follow(self, section: int) -> None:
        """Jump to ``section``, remembering where the reader was."""
        self.history.append(self.offset)
        self.picked = None
        self.jump(section)

    def go_back(self) -> bool:
        if not self.history:
            return False
        self.offset = self.history.pop()
        self.picked = None
        return True

    def in_sight(self) -> list[int]:
        """The links wholly in the window, in reading order (top to bottom, left to right)."""
        seen = [n for n, (r, _) in enumerate(self.page.links) if r.top >= self.offset and r.bottom <= self.offset + self.rect.h]
        return sorted(seen, key=lambda n: (self.page.links[n][0].y, self.page.links[n][0].x))

    def pick(self, step: int) -> bool:
        """Pick the next (or previous) link in sight; False past the last, and the focus moves on."""
        seen = self.in_sight()
        if self.picked in seen:
            k = seen.index(self.picked) + step
        else:
            k = 0 if step > 0 else len(seen) - 1
        self.picked = seen[k] if 0 <= k < len(seen) else None
        return self.picked is not None

    def show(self, y: int) -> None:
        """Scroll so that content ``y`` stands a little below the top."""
        self.offset = min(max(y - 60, 0), self.max_offset)

    def section_at(self) -> int:
        """The section at the top of the window (-1: above the first)."""
        return sum(1 for _, y in self.page.sections if y - 8 <= self.offset) - 1

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_TAB:
            return self.pick(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.picked in self.in_sight():
            self.follow(self.page.links[self.picked][1])
            return True
        if event.key == pygame.K_BACKSPACE:
            return self.go_back()
        self.picked = None
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            here = self.section_at()
            if event.key == pygame.K_RIGHT:
                self.jump(here + 1)
            elif here >= 0 and self.offset > self.page.sections[here][1] - 8:
                self.jump(here)  # back to the start of this section first
            elif here > 0:
                self.jump(here - 1)
            else:
                self.offset = 0
            return True
        return super().key(event)

    def link_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        at = (pos[0] - self.rect.x, pos[1] - self.rect.y + self.offset)
        return next((n for r, n in self.page.links if r.collidepoint(at)), None)

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        if super().handle_mouse(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            link = self.link_at(event.pos)
            if link is not None:
                self.follow(link)
                return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Any, focused: bool) -> None:
        super().draw(surface, fonts, focused)
        if focused and self.picked in self.in_sight():
            r = self.page.links[self.picked][0].move(self.rect.x, self.rect.y - self.offset)
            pygame.draw.rect(surface, GOLD_DARK, r.inflate(8, 4), 2, border_radius=4)


class ReturnButton(Button):
    """Back to where the last followed link was; shown (and focusable) only while there is one."""

    def __init__(self, rect: tuple[int, int, int, int], scene: RulesScene) -> None:
        super().__init__(rect, tr("Back to the link"), lambda: scene.view.go_back(), px=18)
        self.scene = scene

    @property  # type: ignore[override]
    def enabled(self) -> bool:
        return bool(self.scene.view.history)

    @enabled.setter
    def enabled(self, value: bool) -> None:
        pass  # it follows the view's history

    def draw(self, surface: pygame.Surface, fonts: Any, focused: bool) -> None:
        if self.enabled:
            super().draw(surface, fonts, focused)


class SearchField(TextInput):
    """The search box: typing finds the first match, Enter the next one."""

    def __init__(self, rect: tuple[int, int, int, int], value: str, scene: RulesScene) -> None:
        super().__init__(rect, value, scene.search, max_len=24, placeholder=tr("Search"))
        self.scene = scene

    def activate(self) -> None:
        self.scene.search(self.value, again=True)


class RulesScene(MenuScene):
    def __init__(self, app: App, variant_id: str | None = None) -> None:
        super().__init__(app)
        self.games = variant_ids()
        self.variant_id = variant_id or self.games[0]
        self._pages: dict[tuple[str, str, str, str], Page] = {}
        self.query = ""
        self.found: int | None = None  # content y of the line the search found

    def heading(self) -> tuple[str, str]:
        return tr("Rules"), ""

    def page(self) -> Page:
        settings = self.app.settings
        key = (self.variant_id, language(), settings.tile_style, settings.card_style)
        if key not in self._pages:
            path = rules_path(self.variant_id, language())
            if path is None:
                names = get_variant(self.variant_id).names
                source = f"# {names['en']} {names.get('original', '')}\n\n" + tr("The rules reference for this game is not written yet.")
            else:
                source = path.read_text(encoding="utf-8")
            card_tiles = None
            if card_material(self.variant_id) == "card_tiles":
                from game.table.render import image_class

                card_tiles = image_class("card_tiles")(self.app)
            self._pages[key] = Sheet(self.app.fonts, self.app.cards, SHEET.w, self.app.tiles, card_tiles).render(source)
        return self._pages[key]

    def build(self) -> list[Widget]:
        widgets: list[Widget] = []
        y = SHEET.y
        for vid in self.games:
            widgets.append(Button((40, y, 260, 52), game_name(get_variant(vid)), lambda vid=vid: self.pick(vid), primary=vid == self.variant_id, px=20))
            y += 62
        self.field = SearchField((40, y + 6, 260, 46), self.query, self)
        widgets.append(self.field)
        self.view = PageView(SHEET.inflate(-4, -12), self.page())
        widgets.append(self.view)
        widgets.append(ReturnButton((SHEET.x, SHEET.bottom + 6, 250, 40), self))
        widgets.append(Button((40, 800 - 100, 200, 54), tr("Back"), self.back))
        return widgets

    def enter(self) -> None:
        super().enter()
        self.form.focus_on(self.view)

    def pick(self, variant_id: str) -> None:
        if variant_id != self.variant_id:
            self.variant_id = variant_id
            self.found = None
            self.rebuild()
            if self.query:
                self.search(self.query)
        self.form.focus_on(self.view)  # the keys now scroll the sheet just picked

    def search(self, query: str, again: bool = False) -> None:
        """Show the first line holding ``query`` (with ``again``, the next one after the last found)."""
        self.query = query
        after = self.found if again and self.found is not None else -1
        self.found = self.view.page.find(query, after)
        if self.found is not None:
            self.view.show(self.found)

    def handle(self, event: pygame.event.Event) -> bool:
        # Page keys scroll the sheet wherever the focus is; Ctrl+F goes to the search.
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) or (
                event.key in (pygame.K_HOME, pygame.K_END) and self.form.focused is not self.field
            ):
                return self.view.key(event)
            if event.key == pygame.K_f and event.mod & pygame.KMOD_CTRL:
                self.form.focus_on(self.field)
                self.form.keyboard = True
                return True
            if event.key == pygame.K_F3:
                self.search(self.query, again=True)
                return True
            if event.key == pygame.K_BACKSPACE and self.form.focused is not self.field:
                return self.view.go_back()
        return super().handle(event)

    def draw_extra(self, surface: pygame.Surface) -> None:
        panel(surface, SHEET, IVORY, WOOD_DARK, radius=12)
        hint = tr("Wheel, arrows or Page Up / Down scroll; Left / Right jump between sections.")
        if self.view.history:
            hint = tr("Backspace goes back to the link.")
        text(surface, self.app.fonts, hint, 16, IVORY, (SHEET.right, SHEET.bottom + 22), "midright", max_width=SHEET.w - 270)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        view = self.view
        if self.found is not None:
            # A translucent band over the found line (the text shows through), inside the sheet.
            mark = pygame.Rect(view.rect.x + PAD - 8, view.rect.y + self.found - view.offset - 2, view.rect.w - PAD - 8, LINE_STEP)
            clipped = mark.clip(view.rect)
            if clipped.h:
                band = pygame.Surface(clipped.size, pygame.SRCALPHA)
                band.fill((*GOLD, 70))
                surface.blit(band, clipped)
                pygame.draw.rect(surface, GOLD_DARK, clipped, 1, border_radius=4)
        elif self.query.strip():
            text(surface, self.app.fonts, tr("Not found"), 16, RED, (self.field.rect.centerx, self.field.rect.bottom + 14), "center")
        # The sheet's rounded corners: redraw the frame over the scrolled content.
        pygame.draw.rect(surface, WOOD_DARK, SHEET, 2, border_radius=12)
