"""Score a hand: pick a game, click its cards or tiles from a palette into the hand and its groups
(melds, declarations, bids...), choose the conditions among valid values only, and press Score:
the screen builds the calculator's JSON and settles it with the code of ``python -m rules.score``
(game/scorehand/settle.py). A scored hand shows the itemised sheet the table shows after a real
hand (game/table/results.py); an impossible hand is refused with the calculator's reason, and
the hand stays to be edited. Beyond one win the "Settle" condition chooses a draw (settled from
its conditions, or Emperor's from every seat's cards, one seat laid out at a time), several
winners on one discard (each further winner's rows and conditions on the Winners tab), a whole
game of 99 (deal by deal) or Fuxi's legal plays of a hand.

Mouse: a row (the hand, the winning tile, a meld) takes the pieces clicked in the palette; a
piece in a row is taken out by clicking it; a value box steps forward (its left arrow back).
Keyboard: Enter scores, Esc goes back."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.look import backdrop, title_bar
from game.scene import Scene
from game.scenes import game_name
from game.scorehand import layout as L
from game.scorehand.form import Adapter, Entry, Field, Group, Values, settle_values
from game.scorehand.games import GAMES, adapter
from game.scorehand.settle import Settled, settle
from game.scorehand.sheet import sheet_of
from game.table import render
from game.widgets import Button
from rules.core.registry import get_variant
from rules.core.text import tr

if TYPE_CHECKING:
    from game.app import App

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
Target = tuple[pygame.Rect, Callable[[int], None]]  # a clickable rect and what a click does (+1 / -1 step)


def examples(game: str, ad: Adapter) -> list[tuple[str, dict[str, Any]]]:
    """The game's worked examples (docs/examples/<game>/) that the screen can build, by file name."""
    out = []
    for path in sorted((EXAMPLES / game).glob("*.json")) if (EXAMPLES / game).is_dir() else []:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            ad.load(data)
        except (ValueError, KeyError, TypeError):
            continue
        out.append((path.stem, data))
    return out


class ScoreHandScene(Scene):
    def __init__(self, app: App, game: str = GAMES[0]) -> None:
        super().__init__(app)
        self.entries: dict[str, Entry] = {}
        self.example_at: dict[str, int] = {}
        self.page = "conditions"
        self.message, self.warn = "", False
        self.settled: Settled | None = None  # the last hand scored or refused
        self.buttons = {key: Button(rect, "", lambda: None, primary=key == "score", px=20)
                        for key, rect in L.button_rects().items()}
        self.choose(game)

    # -- state -----------------------------------------------------------------------------------

    def choose(self, game: str) -> None:
        self.game = game
        self.adapter = adapter(game)
        self.images = render.images_for(self.app, self.adapter.material)
        if game not in self.entries:
            self.entries[game] = self.adapter.new_entry()
        self.active = 0
        self.cursor = 0  # the palette piece the keyboard points at
        self.keyboard = False
        self.examples = examples(game, self.adapter)
        self.message, self.warn = "", False
        self.keep_page()

    @property
    def entry(self) -> Entry:
        return self.entries[self.game]

    def enter(self) -> None:
        self.adapter = adapter(self.game)  # the language may have changed in Settings
        self.names = {g: game_name(get_variant(g)) for g in GAMES}

    def busy(self) -> bool:
        return False

    def keep_page(self) -> None:
        """Back to the conditions when the page shown has gone (another game, no other winner)."""
        if self.page not in [p for p, _ in self.pages()]:
            self.page = "conditions"

    def pages(self) -> list[tuple[str, str]]:
        """The tabs of the right-hand side: the conditions, the game's own, then its options, each
        while it holds a field to show (the other winners' only when there are some)."""
        shown = {f.page for f in self.adapter.fields if f.shown(self.entry, self.entry.values)}
        return [("conditions", tr("Conditions")), *[(p, label) for p, label in self.adapter.pages if p in shown]] + (
            [("options", tr("Options"))] if "options" in shown else [])

    def shown_fields(self) -> list[Field]:
        return [f for f in self.adapter.fields if f.page == self.page and f.shown(self.entry, self.entry.values)]

    def rows(self) -> list[tuple[Group, pygame.Rect]]:
        places = self.palette_places()
        return L.row_rects(self.adapter, self.entry, (places[0][1].y if places else L.MESSAGE.y) - 24)

    def active_group(self) -> Group | None:
        rows = self.rows()
        return rows[min(self.active, len(rows) - 1)][0] if rows else None

    def select(self, group: Group) -> None:
        self.active = [g for g, _ in self.rows()].index(group)

    def say(self, message: str, warn: bool = False) -> None:
        self.message, self.warn = message, warn

    # -- actions ---------------------------------------------------------------------------------

    def add_piece(self, code: str) -> None:
        group = self.active_group()
        if group is None:
            return
        zone = self.adapter.zone(group.zone)
        if len(group.pieces) >= zone.limit:
            self.say(tr("{zone} holds at most {n}: click a piece in it to take it out, or choose another row",
                        zone=zone.label, n=zone.limit), True)
            return
        zones = {z.id: z for z in self.adapter.zones}
        if self.entry.used(zones, zone.pool)[code] >= self.adapter.copies(code):
            return
        group.pieces.append(code)
        if zone.sort:
            group.pieces.sort(key=self.adapter.order)
        settle_values(self.adapter, self.entry)
        self.say("")
        if len(group.pieces) >= zone.limit:  # full: the next row with room takes the next click
            rows = [g for g, _ in self.rows()]
            later = [g for g in rows[self.active + 1:] if len(g.pieces) < self.adapter.zone(g.zone).limit]
            if later:
                self.select(later[0])

    def remove_piece(self, group: Group, index: int) -> None:
        del group.pieces[index]
        self.select(group)
        settle_values(self.adapter, self.entry)

    def add_group(self, zone_id: str) -> None:
        group = self.adapter.new_group(zone_id, self.entry)
        self.entry.groups.append(group)
        settle_values(self.adapter, self.entry)
        self.select(group)

    def remove_group(self, group: Group) -> None:
        self.entry.groups.remove(group)
        self.active = 0
        settle_values(self.adapter, self.entry)

    def step(self, f: Field, values: Values, delta: int) -> None:
        values_now = [v for v, _ in f.choices(self.entry, values)]
        if not values_now:
            return
        i = values_now.index(values[f.id]) if values[f.id] in values_now else 0
        before = self.pages()
        values[f.id] = values_now[(i + delta) % len(values_now)]
        settle_values(self.adapter, self.entry)
        self.keep_page()
        pages = self.pages()
        gone = [label for page, label in before if (page, label) not in pages]
        if self.message in [tr("More to choose on the {page} tab", page=label) for label in gone]:
            self.say("")  # the tab it pointed to has gone again
        for _, label in [p for p in pages if p not in before]:  # several winners: their own tab
            self.say(tr("More to choose on the {page} tab", page=label))
        self.active = min(self.active, max(0, len(self.rows()) - 1))

    def step_game(self, delta: int) -> None:
        self.choose(GAMES[(GAMES.index(self.game) + delta) % len(GAMES)])

    def clear(self) -> None:
        self.entries[self.game] = self.adapter.new_entry()
        self.active = 0
        self.say("")

    def next_example(self) -> None:
        if not self.examples:
            return
        i = self.example_at.get(self.game, -1) + 1
        self.example_at[self.game] = i % len(self.examples)
        name, data = self.examples[i % len(self.examples)]
        entry = self.adapter.load(data)
        settle_values(self.adapter, entry)
        self.entries[self.game] = entry
        self.active = 0
        self.say(tr("Worked example {name} (docs/examples/{game}/)", name=name, game=self.game))

    def score(self) -> None:
        from game.table.results import SheetScene

        self.settled = settled = settle(self.game, self.adapter.build(self.entry))
        if not settled.scored:
            self.say(tr("Refused: {reason}", reason=settled.refusal), True)
            return
        self.say("")
        sheet = sheet_of(self.adapter, self.entry, settled)
        self.app.push(SheetScene(self.app, sheet, self.images, tr("Back to the hand")))

    # -- input -----------------------------------------------------------------------------------

    def targets(self) -> list[Target]:
        """Every clickable place, the topmost first."""
        out: list[Target] = [(L.GAME, self.step_game)]
        actions = {"back": self.app.pop, "clear": self.clear, "example": self.next_example, "score": self.score}
        for key, rect in L.button_rects().items():
            if key != "example" or self.examples:
                out.append((rect, lambda d, a=actions[key]: a()))
        pages = self.pages()
        for (page, _), rect in zip(pages, L.tab_rects(len(pages))):
            out.append((rect, lambda d, p=page: setattr(self, "page", p)))
        for f, rect in zip(self.shown_fields(), L.field_rects(len(self.shown_fields()))):
            out.append((L.value_rect(rect), lambda d, f=f: self.step(f, self.entry.values, d)))
        rows = self.rows()
        for group, row in rows:
            size = L.row_piece_size(self.adapter.material, row)
            zone = self.adapter.zone(group.zone)
            fields = [f for f in zone.fields if f.shown(self.entry, group.values)]
            for f, rect in zip(fields, L.group_field_rects(row, len(fields))):
                out.append((rect, lambda d, f=f, g=group: self.step(f, g.values, d)))
            pieces = list(enumerate(L.piece_rects(row, len(fields), len(group.pieces), size)))
            for i, rect in reversed(pieces):  # the later piece lies on top where they overlap
                out.append((rect, lambda d, g=group, i=i: self.remove_piece(g, i)))
            if zone.most > 1:
                out.append((L.remove_rect(row), lambda d, g=group: self.remove_group(g)))
            out.append((row, lambda d, g=group: self.select(g)))
        for (zone, rect) in self.add_buttons(rows):
            out.append((rect, lambda d, z=zone: self.add_group(z)))
        zones = {z.id: z for z in self.adapter.zones}
        group = self.active_group()
        used = self.entry.used(zones, zones[group.zone].pool) if group else None
        for code, rect in self.palette_places():
            if used is not None and used[code] < self.adapter.copies(code):
                out.append((rect, lambda d, c=code: self.add_piece(c)))
        return out

    def palette_places(self) -> list[tuple[str, pygame.Rect]]:
        """The palette's pieces and places; none while no row takes pieces (a drawn hand)."""
        palette = self.adapter.palette(self.entry) if L.shown_groups(self.adapter, self.entry) else ()
        size = L.piece_size(self.adapter.material)
        return list(zip(palette, L.palette_rects(L.palette_top(len(palette), size), len(palette), size)))

    def add_buttons(self, rows: list[tuple[Group, pygame.Rect]]) -> list[tuple[str, pygame.Rect]]:
        last = rows[-1][1] if rows else pygame.Rect(L.LEFT_X, L.ROWS_TOP - L.ROW_H, L.LEFT_W, L.ROW_H - 4)
        out = []
        for zone in self.adapter.zones:
            if zone.most > 1 and zone.shown(self.entry) and len(self.entry.zone(zone.id)) < zone.most:
                out.append((zone.id, L.add_rect(last, len(out))))
        return out

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for key, b in self.buttons.items():
                b.hovered = b.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            for rect, action in self.targets():
                if rect.collidepoint(event.pos):
                    # a value box steps back from its left arrow (or a right click); rows ignore the step
                    back = event.button == 3 or event.pos[0] < rect.x + 34
                    action(-1 if back else 1)
                    self.app.play("click")
                    break
        elif event.type == pygame.KEYDOWN:
            self.keyboard = True
            self.key(event)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.keyboard = False  # the cursor and key numbers show while the keyboard is in use
        return True

    def key(self, event: pygame.event.Event) -> None:
        """The keyboard does what the mouse does: Tab / Shift+Tab frame the next / previous row,
        the arrows move the palette's cursor, Space puts its piece in the framed row, Backspace
        takes the row's last piece out, + adds a group (a meld), Delete removes the framed one, 1-9
        step the n-th condition (Shift: back), P turns the page of conditions, Page Up / Down change
        the game, Enter scores, Esc goes back."""
        back = bool(event.mod & pygame.KMOD_SHIFT)
        rows = self.rows()
        places = self.palette_places()
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.score()
        elif event.key == pygame.K_TAB and rows:
            self.active = (self.active + (-1 if back else 1)) % len(rows)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and places:
            per_row = sum(1 for _, r in places if r.y == places[0][1].y)
            step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -per_row, pygame.K_DOWN: per_row}[event.key]
            self.cursor = min(max(0, self.cursor + step), len(places) - 1)
        elif event.key == pygame.K_SPACE and places:
            self.add_piece(places[min(self.cursor, len(places) - 1)][0])
        elif event.key == pygame.K_BACKSPACE and rows:
            group = self.active_group()
            if group is not None and group.pieces:
                self.remove_piece(group, len(group.pieces) - 1)
        elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS) and self.add_buttons(rows):
            self.add_group(self.add_buttons(rows)[0][0])
        elif event.key == pygame.K_DELETE and rows:
            group = self.active_group()
            if group is not None and self.adapter.zone(group.zone).most > 1:
                self.remove_group(group)
        elif event.key == pygame.K_p:
            pages = [p for p, _ in self.pages()]
            self.page = pages[(pages.index(self.page) + 1) % len(pages)]
        elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.step_game(-1 if event.key == pygame.K_PAGEUP else 1)
        elif pygame.K_1 <= event.key <= pygame.K_9:
            fields = self.shown_fields()
            n = event.key - pygame.K_1
            if n < len(fields):
                self.step(fields[n], self.entry.values, -1 if back else 1)

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        from game.scorehand.draw import draw_screen

        backdrop(surface)
        title_bar(surface, self.app.fonts, tr("Score a hand"))
        draw_screen(self, surface)
