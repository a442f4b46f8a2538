"""The table's action buttons: one per legal move that is not made by dropping a card, each in its
action's own cell of the buttons zone, Hint always last (mixed into
:class:`game.table.scene.TableScene`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.look import FontSource, text, wrap
from game.table import render
from game.widgets import Button
from rules.core.cards import display
from rules.mahjong.tiles import tile_code, tile_from_code, tile_kanji
from rules.core.command import Command
from rules.core.text import tr


class TableButtons:
    """The buttons of the person at the table, the toggles and the hint."""

    def current_buttons(self) -> list[tuple[Button, Command | None]]:
        """The buttons of the moves the person at the table can make now, rebuilt when play moves.

        Each action has its own place (the model's ``places``: action -> cell of the buttons zone,
        read left to right, top to bottom; Hint always in the last cell), so a button never shows
        up where another was a moment ago; several moves of one action take the cells before its own."""
        state = (self.version, self.viewer, self.covered, self.toggle, bool(self.pending), self.human_turn())
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
        toggles = self.model.get("toggles", {})
        entries: list[tuple[str, str, Any, Command | None, bool]] = []  # action, label, on click, command, lit
        for action, toggle in toggles.items():
            if any(c.action == action for c in legal):
                on = self.toggle == action
                entries.append((action, ("✓ " if on else "") + toggle["label"], lambda a=action: self.flip(a), None, on))
        for command in legal:
            if command.action in drops or command.action in toggles:
                continue
            label = fill(labels.get(command.action, command.action), command)
            entries.append((command.action, label, lambda c=command: self.attempt(c), command, False))
        words = {action: fill(template, Command(0, action)) for action, template in labels.items()}
        rect = self.zones["buttons"][0]
        gap, height = 8, 44
        cols = max(1, (rect.w + gap) // (136 + gap))
        rows = max(1, (rect.h + gap) // (height + gap))
        width = (rect.w - gap * (cols - 1)) // cols
        cells = cols * rows
        hint_cell = cells - 1
        taken = {hint_cell}
        places = self.model.get("places", {})
        placed: list[tuple[int, tuple[str, str, Any, Command | None, bool]]] = []
        for entry in entries:
            home = places.get(entry[0], hint_cell - 1) % cells
            # The action's own cell, else the nearest free one before it (wrapping round); past a full
            # zone, extra rows grow upwards.
            cell = next((c for c in ((home - k) % cells for k in range(cells)) if c not in taken), None)
            if cell is None:
                cell = -1 - sum(1 for c, _ in placed if c < 0)
            taken.add(cell)
            placed.append((cell, entry))
        placed.append((hint_cell, ("hint", tr("Hint"), self.show_hint, None, False)))
        out = []
        for cell, (name, label, action, command, on) in placed:
            row, col = divmod(cell, cols)  # a negative cell lands in a row above the zone
            x, y = rect.x + col * (width + gap), rect.y + row * (height + gap)
            if command is not None and command.cards and "{cards}" in labels.get(name, ""):
                # The cards or tiles a move uses are shown as themselves beside its word (Chi 吃 + two tiles).
                marked = set(self.model.get("marked", []))
                pieces = [render.piece(self.images, code, PIECE_SIZE[self.images.material], pose="standing",
                                       marked=code in marked) for code in command.cards]
                button: Button = PieceButton((x, y, width, height), label, action, words[name], pieces)
            else:
                button = Button((x, y, width, height), label, action, primary=on, px=18)
            out.append((button, command))
        return sorted(out, key=lambda bc: (bc[0].rect.y, bc[0].rect.x))  # keys 1-9 count in reading order

    def flip(self, action: str) -> None:
        self.toggle = None if self.toggle == action else action
        if self.toggle:
            cards = sorted({c.cards[0] for c in self.legal() if c.action == action and c.cards}, key=str)
            self.say(tr("Riichi: drop one of these on your river: {cards}", cards=" ".join(display(c) for c in cards)))

    def show_hint(self) -> None:
        seat = self.human_turn()
        if seat is None:
            return
        hint = self.variant.hint(self.session.view(seat), self.session.legal(seat), self.meta)
        self.hint_cards = hint.command.cards
        # The hinted card becomes the selected one, so Enter plays what the hint shows.
        hand = [s.code for s in self.hand_slots()]
        if hint.command.cards and hint.command.cards[0] in hand:
            self.selected = hand.index(hint.command.cards[0])
        self.say(tr("Hint: {reason}", reason=hint.reason))


PIECE_SIZE = {"tiles": (22, 30), "cards": (22, 31)}  # a piece on a 44-px button


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
    """What a button is and where: a click counts once the two have stood still for a moment."""
    return (button.label, tuple(button.rect))


TILE_CODES = frozenset(tile_code(k) for k in range(42))


def show(code: str) -> str:
    """A card as its rank and suit sign (A♠), a mahjong tile in its own script (五萬, 東)."""
    return tile_kanji(tile_from_code(code)) if code in TILE_CODES else display(code)


def fill(label: str, command: Command) -> str:
    """A button label template with the command's cards (or tiles) and choice filled in."""
    cards = " ".join(show(c) for c in command.cards)
    return label.replace("{cards}", cards).replace("{choice}", command.choice).strip()
