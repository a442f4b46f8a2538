"""The table's action buttons: one per legal move that is not made by dropping a card, each in its
action's own cell of the buttons zone, Hint always last (mixed into
:class:`game.table.scene.TableScene`)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.look import DISABLED, FontSource, text, wrap
from game.table import render
from game.widgets import Button
from rules.core.cards import display
from rules.mahjong.tiles import tile_code, tile_from_code, tile_kanji
from rules.core.command import Command
from rules.core.text import tr
from rules.core.variant import Hint

Entry = tuple[str, str, Any, "Command | None", bool]  # action, label, on click, command, lit


class Grid:
    """The buttons zone as cells of 44-px buttons at least 136 px wide, read left to right, top to
    bottom (the model's ``places`` number them)."""

    GAP, HEIGHT, LEAST_WIDTH, NARROWEST = 8, 44, 136, 60

    def __init__(self, rect: pygame.Rect, least_width: int = LEAST_WIDTH) -> None:
        self.rect = rect
        self.cols = max(1, (rect.w + self.GAP) // (least_width + self.GAP))
        self.rows = max(1, (rect.h + self.GAP) // (self.HEIGHT + self.GAP))
        self.width = (rect.w - self.GAP * (self.cols - 1)) // self.cols
        self.cells = self.cols * self.rows

    def box(self, cell: int, span: int = 1) -> tuple[int, int, int, int]:
        """The rect of ``cell`` (``span`` cells wide); a negative cell lands in a row above the zone."""
        row, col = divmod(cell, self.cols)
        return (self.rect.x + col * (self.width + self.GAP), self.rect.y + row * (self.HEIGHT + self.GAP),
                self.width * span + self.GAP * (span - 1), self.HEIGHT)

    @classmethod
    def holding(cls, rect: pygame.Rect, count: int) -> Grid:
        """The grid for a menu of ``count`` buttons: the usual cells, or narrower ones (down to
        NARROWEST, labels shrink to fit) so a long menu stays inside the zone instead of growing
        over the table; only past that do its rows go above the zone."""
        grid = cls(rect)
        if count <= grid.cells:
            return grid
        cols = -(-count // grid.rows)
        return cls(rect, max(cls.NARROWEST, (rect.w + cls.GAP) // cols - cls.GAP))


class TableButtons:
    """The buttons of the person at the table, the toggles and the hint."""

    def current_buttons(self) -> list[tuple[Button, Command | None]]:
        """The buttons of the moves the person at the table can make now, rebuilt when play moves.

        Each action has its own place (the model's ``places``: action -> cell of the buttons zone,
        read left to right, top to bottom; Hint always in the last cell), so a button never shows
        up where another was a moment ago; several moves of one action take the cells before its own."""
        state = (self.version, self.viewer, self.covered, self.toggle, bool(self.pending), self.human_turn(),
                 tuple(self.chosen), self.menu, tuple(self.menu_path), self.language)
        if state == self.buttons_version:
            return self.buttons
        self.buttons_version = state
        self.buttons = self.lay_out_buttons(self.legal())
        self.guard.show(guard_key(b) for b, _ in self.buttons)
        return self.buttons

    def lay_out_buttons(self, legal: list[Command]) -> list[tuple[Button, Command | None]]:
        if not legal or "buttons" not in self.zones:
            return []
        labels, drops = self.model.get("labels", {}), set(self.model.get("drops", {}).values())
        toggles, selects = self.model.get("toggles", {}), self.model.get("select", {})
        # A menu holds a move with several ways; a move with one way left is its own button.
        menus = {a: label for a, label in self.model.get("menus", {}).items() if sum(c.action == a for c in legal) > 1}
        if self.menu is not None and self.menu in self.selecting():
            return self.lay_out_ways()  # the several ways of the chosen cards (select.py)
        if self.menu is not None and any(c.action == self.menu for c in legal):
            return self.lay_out_menu([c for c in legal if c.action == self.menu])
        entries: list[Entry] = []
        for action, label in menus.items():  # a rarer move with many ways: one button opens them
            if any(c.action == action for c in legal):
                entries.append((action, label, lambda a=action: self.open_menu(a), None, False))
        for action, toggle in toggles.items():
            if any(c.action == action for c in legal):
                on = self.toggle == action
                entries.append((action, ("✓ " if on else "") + toggle["label"], lambda a=action: self.flip(a), None, on))
        wide = {entry[0] for entry in self.select_entries()}
        entries += self.select_entries()
        for command in legal:
            if command.action in drops or command.action in toggles or command.action in selects \
                    or command.action in menus:
                continue
            entries.append((command.action, self.move_label(command), lambda c=command: self.attempt(c), command, False))
        words = {action: fill(template, Command(0, action)) for action, template in labels.items()}
        grid = Grid(self.zones["buttons"][0])
        cols, cells = grid.cols, grid.cells
        hint_cell = cells - 1
        taken = {hint_cell}
        places = self.model.get("places", {})
        placed: list[tuple[int, int, Entry]] = []  # cell, cells wide, entry
        # A choice of several cards (its words grow as cards are chosen) takes its whole row.
        for entry in [e for e in entries if e[0] in wide]:
            row = (places.get(entry[0], 0) % cells) // cols
            taken |= set(range(row * cols, row * cols + cols))
            placed.append((row * cols, cols, entry))
        groups: dict[str, list[Entry]] = {}
        for entry in entries:
            if entry[0] not in wide:
                groups.setdefault(entry[0], []).append(entry)
        for action, group in groups.items():
            # Ways of one move read in the order the model words them (declare, reveal, keep secret).
            order = list(self.model.get("choices", {}).get(action, {}))
            group.sort(key=lambda e: order.index(e[3].choice) if e[3] is not None and e[3].choice in order else len(order))
            home = places.get(action, hint_cell - 1) % cells
            # The action's own cell, else the nearest free ones before it (wrapping round); past a
            # full zone, extra rows grow upwards. Several ways of one move then read in order.
            found: list[int] = []
            for _ in group:
                cell = next((c for c in ((home - k) % cells for k in range(cells)) if c not in taken), None)
                if cell is None:
                    cell = -1 - sum(1 for c, _, _ in placed if c < 0) - sum(1 for c in found if c < 0)
                taken.add(cell)
                found.append(cell)
            placed += [(cell, 1, entry) for cell, entry in zip(sorted(found, key=lambda c: (c < 0, c)), group)]
        placed.append((hint_cell, 1, ("hint", tr("Hint"), self.show_hint, None, False)))
        out = []
        for cell, span, (name, label, action, command, on) in placed:
            box = grid.box(cell, span)
            if name in wide:
                # Greyed until the chosen cards make a move: a click (or its key) then says why, as a refused drop does.
                button: Button = Button(box, label, action, primary=True, px=17) if action is not None \
                    else WhyButton(box, label, partial(self.why_not, name))
                button.guard_id = name  # its words change as the person chooses: known by its action
            elif command is not None and command.cards and "{cards}" in labels.get(name, ""):
                # The cards or tiles a move uses are shown as themselves beside its word (Chi 吃 + two tiles).
                marked = set(self.model.get("marked", []))
                pieces = [render.piece(self.images, code, PIECE_SIZE["tiles" if self.images.tiled else "cards"], pose="standing",
                                       marked=code in marked) for code in held_order(command.cards, self.hand_codes())]
                button = PieceButton(box, label, action, words[name], pieces)
            else:
                button = Button(box, label, action, primary=on, px=18)
            out.append((button, command))
        return sorted(out, key=lambda bc: (bc[0].rect.y, bc[0].rect.x))  # keys 1-9 count in reading order

    def lay_out_menu(self, commands: list[Command]) -> list[tuple[Button, Command | None]]:
        """An open menu: its moves in reading order, and Back where Hint was."""
        grid = Grid.holding(self.zones["buttons"][0], len(commands) + 1)
        entries = [(self.move_label(c), lambda c=c: self.attempt(c), c) for c in commands][:grid.cells - 1]
        cells = list(range(len(entries))) + [grid.cells - 1]
        entries.append((tr("Back"), lambda: self.open_menu(None), None))
        out = []
        for cell, (label, action, command) in zip(cells, entries):
            out.append((Button(grid.box(cell), label, action, px=18), command))
        return out

    def open_menu(self, action: str | None) -> None:
        self.menu = action

    def why_not(self, action: str) -> str:
        """Why the greyed button of ``action`` makes no move: the engine's refusal of the command it
        would send with the cards chosen now (else what the button asks for)."""
        codes = self.chosen_codes()
        if hasattr(self.variant, "select_ways"):
            ways = self.ways(action, codes)
            if isinstance(ways, str):
                return ways
        seat = self.viewer if self.viewer is not None else 0
        rule = self.selecting().get(action, {"count": [0, 99]})
        return self.session.validate(Command(seat, action, tuple(codes))) or self.selection_text(action, rule, codes)[0]

    def explain(self, button: Button) -> bool:
        """A greyed button that can say why it is greyed says so, like a refused drop; True if it did."""
        if button.enabled or not isinstance(button, WhyButton):
            return False
        self.say(button.why(), warn=True)
        return True

    def move_label(self, command: Command) -> str:
        """A move in words: its choice's own label (the model's ``choices``), else its action's template."""
        label = self.model.get("labels", {}).get(command.action, command.action)
        choice = self.model.get("choices", {}).get(command.action, {}).get(command.choice)
        # A move whose label shows its cards keeps it while it has cards; its cardless way has the choice's words.
        if choice is not None and not (command.cards and "{cards}" in label):
            return choice
        return fill(label, command, self.hand_codes())

    def hand_codes(self) -> list[str]:
        return [str(s.code) for s in self.hand_slots()]

    def flip(self, action: str) -> None:
        self.toggle = None if self.toggle == action else action
        if self.toggle:
            cards = sorted({c.cards[0] for c in self.legal() if c.action == action and c.cards}, key=str)
            label = self.model.get("toggles", {}).get(action, {}).get("label", action)
            self.say(tr("{toggle}: drop one of these on your river: {cards}", toggle=label,
                        cards=" ".join(show(c) for c in cards)))
        self.select_playable()

    def suggestion(self, seat: int) -> Hint:
        """The move Hint shows: the normal CPU's, with its reason."""
        return self.variant.hint(self.session.view(seat), self.session.legal(seat), self.meta)

    def show_hint(self) -> None:
        seat = self.human_turn()
        if seat is None:
            return
        hint = self.suggestion(seat)
        self.hint_cards = hint.command.cards
        if hint.command.action in self.selecting():  # a choice of several: the hinted cards are lifted
            free, self.chosen = self.hand_slots(), []
            for code in hint.command.cards:  # one slot per copy: a pair of tiles lifts two tiles
                slot = next((s for s in free if s.code == code), None)
                if slot is not None:
                    free.remove(slot)
                    self.chosen.append(slot.key)
        # The hinted card becomes the selected one, so Enter plays what the hint shows.
        hand = [s.code for s in self.hand_slots()]
        if hint.command.cards and hint.command.cards[0] in hand:
            self.selected = hand.index(hint.command.cards[0])
        self.say(tr("Hint: {reason}", reason=hint.reason))


PIECE_SIZE = {"tiles": (22, 30), "cards": (22, 31)}  # a piece on a 44-px button


class WhyButton(Button):
    """A greyed button that says why when pressed: ``why`` gives the refusal; a "?" on its right
    edge shows that it can."""

    def __init__(self, rect: tuple[int, int, int, int], label: str, why: Any, px: int = 17) -> None:
        super().__init__(rect, label, lambda: None, enabled=False, px=px)
        self.why = why

    def draw(self, surface: pygame.Surface, fonts: FontSource, focused: bool) -> None:
        label, self.label = self.label, ""  # the button itself; its words keep clear of the mark
        super().draw(surface, fonts, focused)
        self.label = label
        mark = pygame.Rect(0, 0, 24, 24)
        mark.midright = (self.rect.right - 10, self.rect.centery)
        words = self.rect.inflate(-20, 0)
        words.width -= mark.width + 6
        text(surface, fonts, label, self.px, DISABLED, words.center, max_width=words.w)
        pygame.draw.ellipse(surface, DISABLED, mark)
        text(surface, fonts, "?", 16, (247, 240, 222), mark.center, bold=True)


class PieceButton(Button):
    """A move's button that shows the cards or tiles it uses as pictures after its word; ``label``
    keeps the whole move in words (for keys, tests and the click guard)."""

    def __init__(self, rect: tuple[int, int, int, int], label: str, on_click: Any, word: str,
                 pieces: list[pygame.Surface]) -> None:
        super().__init__(rect, label, on_click, px=18)
        self.word, self.pieces = word, pieces

    def draw(self, surface: pygame.Surface, fonts: FontSource, focused: bool) -> None:
        label, self.label = self.label, ""  # the button itself, without its text
        super().draw(surface, fonts, focused)
        self.label = label
        rect = self.rect.move(0, 2) if self.pressed and self.enabled else self.rect
        shown = sum(p.get_width() for p in self.pieces) + 2 * (len(self.pieces) - 1)
        room = max(0, rect.w - 20 - shown - 6)
        # The word on one line, else on two (Concealed kong / 暗槓), never below 13 px.
        lines = [self.word] if fonts.get(16).size(self.word)[0] <= room else two_lines(fonts, self.word, room)
        px = 16 if len(lines) == 1 else 14
        word_w = max((min(fonts.get(px).size(line)[0], room) for line in lines), default=0)
        x = rect.centerx - (word_w + (6 if word_w else 0) + shown) // 2
        for i, line in enumerate(lines):
            y = rect.centery + (i - (len(lines) - 1) / 2) * 16
            text(surface, fonts, line, px, (44, 32, 24), (x, round(y)), "midleft", max_width=room)
        x += word_w + (6 if word_w else 0)
        for piece in self.pieces:
            surface.blit(piece, piece.get_rect(midleft=(x, rect.centery)))
            x += piece.get_width() + 2


def two_lines(fonts: FontSource, word: str, room: int) -> list[str]:
    """``word`` on two lines of 14 px: split at the last space that lets both fit (Laizi kong /
    頼子槓), else wrapped where it must be."""
    font = fonts.get(14)
    for at in sorted((i for i, ch in enumerate(word) if ch == " "), reverse=True):
        if font.size(word[:at])[0] <= room and font.size(word[at + 1:])[0] <= room:
            return [word[:at], word[at + 1:]]
    return wrap(fonts, word, 14, room)[:2]


def guard_key(button: Button) -> tuple[str, tuple[int, int, int, int]]:
    """What a button is and where: a click counts once the two have stood still for a moment. A
    button whose words the person's own choosing changes is known by its ``guard_id`` instead."""
    return (getattr(button, "guard_id", button.label), tuple(button.rect))


TILE_CODES = frozenset(tile_code(k) for k in range(42))


def show(code: str) -> str:
    """A card as its rank and suit sign (A♠), a mahjong tile in its own script (五萬, 東)."""
    return tile_kanji(tile_from_code(code)) if code in TILE_CODES else display(code)


def fill(label: str, command: Command, order: list[str] | None = None) -> str:
    """A button label template with the command's cards (or tiles) and choice filled in; the cards
    as the person holds them when ``order`` (the hand) is given."""
    cards = " ".join(show(c) for c in held_order(command.cards, order))
    return label.replace("{cards}", cards).replace("{choice}", command.choice).strip()


def held_order(cards: tuple[str, ...], hand: list[str] | None) -> list[str]:
    """``cards`` in the order of ``hand`` (the rules list a move's cards in their own order); any
    not in the hand (a claimed discard) stay first, as the move names them."""
    if not hand:
        return list(cards)
    place = {code: i for i, code in enumerate(hand)}
    return sorted(cards, key=lambda c: place.get(c, -1))
