"""The table's input: drags, clicks and keys on the person's hand and the drop zones, turned into
Commands (mixed into :class:`game.table.scene.TableScene`, whose state it reads and moves)."""

from __future__ import annotations

import pygame

from game.table.buttons import guard_key
from game.table.tween import MOVE_SECONDS, Tween
from rules.core.command import Command

DOUBLE_CLICK = 0.4
DRAG_START = 6  # pixels the mouse moves before a press becomes a drag


class TableInput:
    """Mouse and keyboard at the table."""

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self.mouse_move(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.mouse_down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.mouse_up(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            return self.log_wheel(event.y)
        if event.type == pygame.KEYDOWN:
            return self.log_key(event.key) or self.key(event.key)
        return False

    def mouse_move(self, pos: tuple[int, int]) -> bool:
        self.hover = None
        for button, _ in self.current_buttons():
            button.hovered = button.rect.collidepoint(pos)
            if button.hovered:
                self.hover = button
        if self.drag is None:
            return False
        d = self.drag
        if abs(pos[0] - d["start"][0]) + abs(pos[1] - d["start"][1]) >= DRAG_START:
            d["moved"] = True
        d["pos"] = pos
        return True

    def mouse_down(self, pos: tuple[int, int]) -> bool:
        if self.log_click(pos):  # the move log's toggle, or its open panel (game/table/move_log.py)
            return True
        for button, _ in self.current_buttons():
            if button.rect.collidepoint(pos) and not self.guard.ready(guard_key(button)):
                return True  # the click was aimed at what was there a moment ago: ignored
            if button.rect.collidepoint(pos) and button.enabled:
                button.pressed = True  # it acts on release over it, as every button does
                return True
            if button.rect.collidepoint(pos) and self.explain(button):
                return True
        if self.pending:
            return False
        for i, slot in reversed(list(enumerate(self.hand_slots()))):
            if slot.rect.collidepoint(pos):
                self.selected = i
                self.drag = {"key": slot.key, "start": pos, "pos": pos, "moved": False,
                             "grab": (pos[0] - self.pos[slot.key][0], pos[1] - self.pos[slot.key][1])}
                return True
        return False

    def mouse_up(self, pos: tuple[int, int]) -> bool:
        for button, _ in self.current_buttons():
            if button.pressed:
                button.pressed = False
                if button.rect.collidepoint(pos):
                    button.activate()
                return True
        d, self.drag = self.drag, None
        if d is None:
            return False
        code = d["key"]  # the dragged slot; its tile or card is ``card`` (mahjong has four of each tile)
        card = next((s.code for s in self.slots if s.key == code), None) or code
        if not d["moved"]:
            if self.selecting():
                self.choose(code)  # a choice of several: a click lifts the card or puts it back
                return True
            if self.last_click and self.last_click[0] == code and self.clock - self.last_click[1] <= DOUBLE_CLICK:
                self.last_click = None
                self.play_card(card, self.default_drop())
            else:
                self.last_click = (code, self.clock)
            return True
        here = (pos[0] - d["grab"][0], pos[1] - d["grab"][1])
        for zone in self.select_zones():
            if self.zones[zone][0].inflate(30, 30).collidepoint(pos):
                self.pos[code] = here
                if not self.drop_choice(code, zone):
                    self.slide_back(code)
                return True
        for zone in self.model.get("drops", {}):
            if zone in self.zones and self.zones[zone][0].inflate(30, 30).collidepoint(pos):
                self.pos[code] = here
                if not self.play_card(card, zone):
                    self.slide_back(code)
                return True
        if "hand_0" in self.zones and self.zones["hand_0"][0].inflate(0, 60).collidepoint(pos):
            self.pos[code] = here
            self.rearrange(code, pos[0])
            return True
        self.pos[code] = here
        self.slide_back(code)
        return True

    def default_drop(self) -> str | None:
        drops = list(self.model.get("drops", {}))
        return drops[0] if drops else None

    def drop_command(self, code: str, zone: str) -> Command | None:
        action = self.model.get("drops", {}).get(zone)
        if action is None:
            return None
        toggle = self.model.get("toggles", {}).get(self.toggle or "")
        if toggle and toggle.get("instead_of") == action:
            action = self.toggle
        seat = self.viewer if self.viewer is not None else 0
        return Command(seat, action, (code,))

    def play_card(self, code: str, zone: str | None) -> bool:
        """A hand card dropped (or double-clicked, or Enter) onto ``zone``: its command, if legal."""
        command = self.drop_command(code, zone) if zone else None
        if command is None:
            return False
        if self.pending:
            return False
        self.settle()  # a person need not wait for the cards to finish sliding
        return self.attempt(command)

    def settle(self) -> None:
        """Every card straight to its place: the slides end now."""
        for key, tween in self.tweens.items():
            self.pos[key] = tween.end
        self.tweens.clear()
        self.end_gather()

    def slide_back(self, code: str) -> None:
        slot = next((s for s in self.slots if s.key == code), None)
        if slot is None:
            return
        duration = MOVE_SECONDS / self.speed if self.speed > 0 else 0.0
        if duration:
            self.tweens[code] = Tween(self.pos[code], slot.center, duration)
        else:
            self.pos[code] = slot.center

    def rearrange(self, key: str, x: int) -> None:
        """Move a hand card (the slot ``key``) to where it was dropped among the others."""
        slots = self.hand_slots()
        moved = next(s for s in slots if s.key == key)
        rest = [s for s in slots if s.key != key]
        index = sum(1 for s in rest if s.center[0] < x)
        rest.insert(index, moved)
        self.order = [str(s.code) for s in rest]
        self.selected = index
        self.refresh()

    def select_playable(self) -> None:
        """The keys start on a card that may be played (after a move, or a toggle such as riichi
        that leaves fewer cards lit)."""
        hand = self.hand_slots()
        self.selected = min(self.selected, max(0, len(hand) - 1))
        if hand and self.dropping():
            playable = self.playable()
            if playable and hand[self.selected].code not in playable:
                self.selected = next(i for i, s in enumerate(hand) if s.code in playable)

    def key(self, key: int) -> bool:
        hand = self.hand_slots()
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            step = -1 if key == pygame.K_LEFT else 1
            # While a card is to be played, the keys pass over the dimmed ones (they may not be played).
            playable = self.playable() if self.dropping() else set()
            for _ in hand:
                self.selected = (self.selected + step) % len(hand)
                if not playable or hand[self.selected].code in playable:
                    break
            return True
        if key == pygame.K_SPACE and hand and self.selecting():
            self.choose(hand[min(self.selected, len(hand) - 1)].key)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selecting():
            ready = [click for _, _, click, _, _ in self.select_entries() if click is not None]
            if ready:
                ready[0]()  # the move, or the menu of its ways
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and hand:
            self.play_card(hand[min(self.selected, len(hand) - 1)].code or "", self.default_drop())
            return True
        if pygame.K_1 <= key <= pygame.K_9:
            buttons = self.current_buttons()
            index = key - pygame.K_1
            if index < len(buttons) and buttons[index][0].enabled:
                buttons[index][0].activate()
            elif index < len(buttons):
                self.explain(buttons[index][0])
            return True
        if key == pygame.K_s:
            self.order = None
            self.refresh()
            return True
        return False
