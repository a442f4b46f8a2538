"""Drawing the table: the felt and panels drawn once per position, the cards where they are now,
the buttons, messages, whose turn it is and the moment of a win (mixed into
:class:`game.table.scene.TableScene`)."""

from __future__ import annotations

import json
from typing import Any

import pygame

from game.table import render
from game.table.piles import piece_size
from game.look import backdrop, shadow
from rules.core.text import tr


LIFT = 16  # px a chosen card (or the one the keys point at) stands up from the hand


class TableDrawing:
    """What the table shows."""

    def draw(self, surface: pygame.Surface) -> None:
        zones, model = self.zones, self.model
        surface.blit(self.base(surface), (0, 0))
        dragged = self.drag["key"] if self.drag and self.drag["moved"] else None
        if dragged:
            code = next((s.code for s in self.slots if s.key == dragged), None) or dragged
            for zone in self.drop_zones(code):
                render.glow(surface, zones[zone][0])
        lit = set(self.hint_cards)
        if self.hover is not None:
            lit |= set(next((c.cards for b, c in self.buttons if b is self.hover and c), ()))
        special = set(model.get("marked", []))  # a variant's special tiles (Wuhan's laizi), drawn marked
        hand = self.hand_slots()
        choosing = self.dropping()  # the selected card stands up
        picking = bool(self.selecting())  # a choice of several cards: the chosen ones stand up
        cursor = hand[min(self.selected, len(hand) - 1)].key if hand else None
        playable = self.playable() if choosing else None
        chosen = set(self.chosen)
        for slot in self.slots:
            if slot.key == dragged or slot.zone == "stock":
                continue
            x, y = self.pos.get(slot.key, slot.center)
            if slot.zone == "hand_0" and (slot.key in chosen or (choosing and slot.key == cursor)):
                y -= LIFT
            img = render.piece(self.images, slot.code, slot.size, slot.angle, slot.pose, slot.code in special)
            rect = img.get_rect(center=(round(x), round(y)))
            surface.blit(img, rect)
            if slot.zone == "hand_0" and playable is not None and slot.code not in playable:
                render.shade(surface, rect)  # a card that may not be played now (it must follow suit)
            if slot.zone == "hand_0" and slot.key in chosen:
                render.outline(surface, rect, render.CHOSEN, 3)
            elif picking and slot.key == cursor:
                render.outline(surface, rect, (255, 255, 255), 2)  # where Space lifts a card
            if slot.code is not None and slot.code in lit:
                render.outline(surface, rect)
            elif slot.fresh and not slot.zone.startswith("hand"):
                render.outline(surface, rect, (255, 255, 255), 2)
            if self.toggle and slot.zone == "hand_0" and slot.code in self.toggle_cards():
                render.outline(surface, rect, render.CHOSEN, 3)
        self.draw_panels(surface)
        slot = next((s for s in self.slots if s.key == dragged), None)
        if slot is not None:
            img = render.piece(self.images, slot.code, slot.size, slot.angle, slot.pose, slot.code in special)
            d = self.drag
            centre = (d["pos"][0] - d["grab"][0], d["pos"][1] - d["grab"][1])
            shadow(surface, img.get_rect(center=centre), radius=6, offset=10)
            surface.blit(img, img.get_rect(center=centre))

    def base(self, surface: pygame.Surface) -> pygame.Surface:
        """The felt with everything that changes only when play moves: river frames, the stock,
        pile labels, plates, the info panel and the waits. Drawn once per position, then blitted."""
        thinking = self.worker.thinking(self.version)
        key = (self.model_serial, thinking, surface.get_size(), self.images.style)
        if self._base is not None and self._base[0] == key:
            return self._base[1]
        size = surface.get_size()
        if self._felt is None or self._felt.get_size() != size:
            self._felt = pygame.Surface(size)
            backdrop(self._felt)
            for name, (rect, _) in self.zones.items():
                if name.startswith("river"):
                    render.zone_frame(self._felt, rect)
        img = self._felt.copy()
        zones, model, fonts, panels = self.zones, self.model, self.app.fonts, self.panels
        stock = model.get("piles", {}).get("stock")
        if stock is not None and "stock" in zones and stock.get("cards"):
            rect, props = zones["stock"]
            count, style = stock.get("count", 0), self.images.style
            size = piece_size(props, self.images.tiled)
            panels.blit(img, rect, ("stock", count, style, self.images.material),
                        lambda s, r: render.stock(s, fonts, self.images, r, size, count))
        for zone, pile in model.get("piles", {}).items():
            cards = [slot.rect for slot in self.slots if slot.zone == zone]
            if zone in zones and pile.get("label") and cards:
                render.pile_label(img, fonts, cards[0].unionall(cards), pile["label"], zones[zone][0].w)
            elif zone in zones and pile.get("label") and pile.get("always_label"):  # a seat that passed
                render.pile_label(img, fonts, zones[zone][0], pile["label"])
        for name, data in model.get("plates", {}).items():
            if name in zones:
                lit = data.get("seat") == thinking
                panels.blit(img, zones[name][0], (name, json.dumps(data, sort_keys=True), lit),
                            lambda s, r, data=data, lit=lit: render.plate(s, fonts, r, data, lit))
        if "info" in zones:
            lines = model.get("info", [])
            panels.blit(img, zones["info"][0], ("info", tuple(lines)), lambda s, r: render.info_panel(s, fonts, r, lines))
        if model.get("waits") and "waits" in zones:
            waits, special = model["waits"], frozenset(model.get("marked", []))
            panels.blit(img, zones["waits"][0], ("waits", json.dumps(waits), self.images.style, self.images.material, special),
                        lambda s, r: render.waits(s, fonts, self.images, r, waits, special))
        self._base = (key, img)
        return img

    def draw_panels(self, surface: pygame.Surface) -> None:
        zones, fonts = self.zones, self.app.fonts
        for button, _ in self.current_buttons():
            button.draw(surface, fonts, False)
        countdown = self.app.settings.call_countdown
        if self.call_wait and self.buttons and countdown > 0:
            row = self.buttons[0][0].rect.unionall([b.rect for b, _ in self.buttons])
            render.countdown(surface, row, 1 - self.call_wait[1] / countdown)
        if self.message and "message" in zones:
            render.message(surface, fonts, zones["message"][0], self.message[0], self.message[2])
        elif "message" in zones and not self.pending:
            render.status(surface, fonts, zones["message"][0], self.status(), self.human_turn() is not None)
        centre = zones["center"][0].center if "center" in zones else surface.get_rect().center
        if self.pending and self.banner:
            sheet = self.pending[0]
            images = render.images_for(self.app, sheet.get("material", self.images.material), self.images)
            render.reveal(surface, fonts, images, centre, self.banner[0], _winning_hand(sheet), set(sheet.get("marked", [])))
        elif self.banner:
            render.banner(surface, fonts, centre, self.banner[0])

    def status(self) -> str:
        """Whose turn it is, in words: what the person may do now, or whom the table waits for."""
        if self.human_turn() is not None:
            actions = {c.action for c in self.legal()}
            return next((text for needs, text in self.model.get("prompts", []) if actions >= set(needs)), tr("Your turn"))
        seat = self.actor()
        if seat is None:
            return ""
        name = self.meta["names"][seat]
        if seat in self.cpus:
            return tr("{name} is thinking…", name=name)
        return tr("Waiting for {name}", name=name)

    def drop_zones(self, code: str) -> list[str]:
        """The zones where dropping ``code`` makes a legal move (they light up while it is dragged)."""
        legal = set(self.legal())
        return [zone for zone in self.model.get("drops", {}) if zone in self.zones and self.drop_command(code, zone) in legal]

    def dropping(self) -> bool:
        """Whether the person may now drop a card (discard it, play it to the trick)."""
        drops = set(self.model.get("drops", {}).values()) | set(self.model.get("toggles", {}))
        return any(c.action in drops for c in self.legal())

    def playable(self) -> set[str]:
        """The hand cards that make a legal move dropped where a double-click sends them."""
        if self._playable[0] != (self.version, self.toggle, self.viewer):
            zone = self.default_drop()
            legal = set(self.legal())
            codes = {s.code for s in self.hand_slots() if s.code is not None and zone is not None
                     and self.drop_command(s.code, zone) in legal}
            self._playable = ((self.version, self.toggle, self.viewer), codes)
        return self._playable[1]

    def toggle_cards(self) -> set[str]:
        return {c.cards[0] for c in self.legal() if c.action == self.toggle and c.cards}


def _winning_hand(sheet: dict[str, Any]) -> list[dict[str, Any]]:
    """The groups of the winning hand a win sheet starts with (none for other sheets)."""
    if sheet.get("kind") != "win":
        return []
    block = next((b for b in sheet.get("blocks", []) if b.get("type") == "hand"), None)
    return list(block["groups"]) if block else []
