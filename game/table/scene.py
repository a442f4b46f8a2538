"""The table: where a whole match of any variant is played, by people and CPU seats.

The scene knows no game. It draws the variant's *table model* (``variant.table(view, meta)``) in
the zones of the layout map, turns drags, clicks and keys into Commands, asks ``Session`` to
apply them, and animates the change: every card keeps its place from one model to the next
(a visible card by its code, a hidden one by its slot), so a discard, a draw or a call slides the
card from where it was to where it now is.

Who acts: the session's ``to_act`` seats are asked one at a time (several may answer one discard),
nearest after the last seat that moved. A CPU seat thinks in a worker thread; a person acts at
the table. With two or more people, the table is always drawn from the view of the person whose
turn it is, and an opaque hand-off screen comes between two different people.
"""

from __future__ import annotations

import json
from typing import Any

import pygame

from game.layout import layout_for
from game.savegame import check_table, check_ui
from game.scene import Scene
from game.table import render
from game.table.config import MatchConfig
from game.table.piles import Slot, card_size, lay_out
from game.table.tween import Tween
from game.table.worker import CpuWorker
from game.widgets import Button, backdrop, shadow
from rules.core.cards import display
from rules.core.command import Command
from rules.core.events import Event
from rules.core.session import IllegalCommand, Session
from rules.core.text import tr

MOVE_SECONDS = 0.3  # a card's slide at animation speed 1
THINK_SECONDS = 0.45  # the least a CPU seat seems to think at animation speed 1
RESULT_PAUSE = 1.2  # the table stays on the winning moment before the score sheet
BANNER_SECONDS = 1.1
MESSAGE_SECONDS = 5.0
DOUBLE_CLICK = 0.4
DRAG_START = 6  # pixels the mouse moves before a press becomes a drag
SOUNDS = {"draw": "draw", "discard": "discard", "riichi": "riichi", "call": "call", "tsumo": "win", "ron": "win"}


class TableScene(Scene):
    pausable = True

    def __init__(self, app: Any, config: MatchConfig, session: Session | None = None, ui: dict[str, Any] | None = None,
                 autosave: bool = True) -> None:
        super().__init__(app)
        self.config = config
        names = [s.name or tr("Seat {n}", n=i + 1) for i, s in enumerate(config.seats)]
        self.session = session or Session(config.variant_id, config.players, config.options, config.seed,
                                          meta={"names": names})
        self.variant = self.session.variant
        self.session.meta.setdefault("names", names)
        self.meta = self.session.meta
        self.autosave_on = autosave
        self.finished = False  # the match result was seen: nothing left to continue
        self.zones = {name: (pygame.Rect(z.rect), dict(z.props)) for name, z in
                      layout_for(config.variant_id, config.players).zones.items()}
        self.images = render.CardImages(app)
        self.cpus = {i: self.variant.cpu(s.level, config.seed * 1009 + i) for i, s in enumerate(config.seats) if not s.human}
        self.worker = CpuWorker()
        self.humans = config.humans
        ui = ui or {}
        # One person sees their own hand; with several, nobody does until the first hand-off.
        viewer = self.humans[0] if len(self.humans) == 1 else (None if self.humans else 0)
        self.viewer: int | None = viewer
        self.order: list[str] | None = ui.get("order")  # the person's own arrangement of their hand
        self.last_seat = -1  # the seat that moved last: the next to answer is the nearest after it
        self.version = 0  # bumped by every applied command
        self.clock = 0.0
        self.model: dict[str, Any] = {}
        self.slots: list[Slot] = []
        self.pos: dict[str, tuple[float, float]] = {}
        self.tweens: dict[str, Tween] = {}
        self.drag: dict[str, Any] | None = None
        self.last_click: tuple[str, float] | None = None
        self.selected = 0
        self.toggle: str | None = None
        self.message: tuple[str, float, bool] | None = None  # text, seconds left, a refusal?
        self.banner: tuple[str, float] | None = None
        self.hint_cards: tuple[str, ...] = ()
        self.hover: Button | None = None
        self.buttons: list[tuple[Button, Command | None]] = []
        self.buttons_version = -1
        self.call_wait: tuple[int, float] | None = None  # (version, seconds the call window has waited)
        self.pending: list[dict[str, Any]] = list(ui.get("pending", []))  # score sheets to show, in order
        self.showing: dict[str, Any] | None = None  # the score sheet on screen now
        self.hold = 0.0  # seconds the table waits on the moment before the sheets
        self.hands_finished = 0
        self.deal_pending = session is None  # the opening deal slides out of the stock
        self.handoff_for: int | None = None
        self._base: tuple[Any, pygame.Surface] | None = None  # the drawn felt and panels, and what they show
        self._felt: pygame.Surface | None = None
        self.panels = render.Panels()
        self._legal: tuple[Any, list[Command]] = (None, [])
        self.refresh(animate=False)

    # -- saving -----------------------------------------------------------------------------------

    @classmethod
    def from_save(cls, app: Any, data: dict[str, Any]) -> TableScene:
        """The table of an autosave; ValueError (RecordError) when the record does not replay or
        any part of the save is not of the shape the table needs: nothing is trusted unchecked."""
        if not isinstance(data, dict):
            raise ValueError("the saved match is not an object")
        config = MatchConfig.from_json(data.get("config"))
        session = Session.from_record(data.get("record"))
        check_table(config, session)
        return cls(app, config, session, ui=check_ui(data.get("ui"), session.players))

    def save_data(self) -> dict[str, Any]:
        # Sheets not yet closed are kept, so Continue shows them again before the next deal.
        pending = ([self.showing] if self.showing else []) + self.pending
        return {"config": self.config.to_json(), "record": self.session.to_record(),
                "ui": {"viewer": self.viewer, "order": self.order, "pending": pending}}

    def save(self) -> None:
        if not self.autosave_on:
            return
        if self.finished or self.session.is_over():
            self.app.saves.clear()
        else:
            self.app.saves.autosave(self.save_data())

    def on_quit(self) -> None:
        self.save()
        self.worker.close()

    # -- lifecycle ----------------------------------------------------------------------------------

    def enter(self) -> None:
        if self.deal_pending and not self.pending:
            self.deal_pending = False
            self.refresh(stagger=True)
            self.app.play("deal")

    # -- the model and its sprites --------------------------------------------------------------

    @property
    def speed(self) -> float:
        return float(self.app.settings.animation_speed)

    def refresh(self, animate: bool = True, stagger: bool = False) -> None:
        """Rebuild the model from the viewer's view; slide every card from where it was."""
        self.model = self.variant.table(self.session.view(self.viewer), self.meta)
        slots: list[Slot] = []
        for zone, pile in self.model["piles"].items():
            if zone not in self.zones:
                continue
            rect, props = self.zones[zone]
            if zone == "hand_0" and pile.get("face_up"):
                pile = dict(pile, cards=self._arranged(pile["cards"], pile.get("fresh", [])))
            slots += lay_out(zone, rect, props, pile)
        duration = MOVE_SECONDS / self.speed if animate and self.speed > 0 else 0.0
        old = self.pos
        self.pos, self.tweens = {}, {}
        n_new = 0
        for slot in slots:
            start = old.get(slot.key)
            if start is None:
                start = self._origin(slot)
                n_new += 1
            if duration and start != slot.center:
                delay = 0.04 * n_new / self.speed if stagger else 0.0
                self.tweens[slot.key] = Tween(start, slot.center, duration, delay)
                self.pos[slot.key] = start
            else:
                self.pos[slot.key] = slot.center
        self.slots = slots
        hand = self.hand_slots()
        self.selected = min(self.selected, max(0, len(hand) - 1))

    def _arranged(self, cards: list[str], fresh: list[str]) -> list[str]:
        """The hand in the person's own order if they made one, else sorted with the new card last."""
        if self.order is None:
            return [c for c in cards if c not in fresh] + [c for c in cards if c in fresh]
        kept = [c for c in self.order if c in cards]
        self.order = kept + [c for c in cards if c not in kept]  # new cards join at the end
        return self.order

    def _origin(self, slot: Slot) -> tuple[float, float]:
        """Where a card first seen in ``slot`` comes from: the stock into a hand, a hand onto the table."""
        if slot.zone.startswith("hand") and "stock" in self.zones:
            return self.zones["stock"][0].center
        source = "hand_" + slot.zone.rsplit("_", 1)[-1]
        if source in self.zones:
            return self.zones[source][0].center
        return slot.center

    def hand_slots(self) -> list[Slot]:
        return [s for s in self.slots if s.zone == "hand_0" and s.code is not None]

    @property
    def animating(self) -> bool:
        return bool(self.tweens)

    # -- who acts ---------------------------------------------------------------------------------

    def actor(self) -> int | None:
        to_act = self.session.to_act()
        if not to_act:
            return None
        n = self.config.players
        return min(to_act, key=lambda s: (s - self.last_seat - 1) % n)

    def human_turn(self) -> int | None:
        """The person who may act at the table now (after any hand-off), else None."""
        seat = self.actor()
        if seat is None or seat not in self.humans or seat != self.viewer or self.pending:
            return None
        return seat

    def legal(self) -> list[Command]:
        """The legal moves of the person at the table now (none while a CPU or nobody acts)."""
        seat = self.human_turn()
        if self._legal[0] != (self.version, seat):
            self._legal = ((self.version, seat), self.session.legal(seat) if seat is not None else [])
        return self._legal[1]

    # -- applying commands ------------------------------------------------------------------------

    def attempt(self, command: Command) -> bool:
        """Apply ``command`` if the rules allow it; otherwise say why. True if applied."""
        try:
            events = self.session.submit(command)
        except IllegalCommand as exc:
            self.say(exc.reason, warn=True)
            return False
        self.after(command, events)
        return True

    def after(self, command: Command, events: list[Event]) -> None:
        self.version += 1
        self.last_seat = command.seat
        self.toggle, self.hint_cards, self.call_wait = None, (), None
        if self.message and not self.message[2]:
            self.message = None
        sound = SOUNDS.get(command.action)
        if sound:
            self.app.play(sound)
        names = self.meta.get("names", [])
        label = self.model.get("labels", {}).get(command.action)
        if label and command.action not in self.model.get("pass", []) and command.action not in self.model.get("drops", {}).values():
            self.banner = (f"{names[command.seat]}: {_fill(label, command)}", BANNER_SECONDS)
        sheets = []
        view = self.session.view(None)
        for event in events:
            sheet = self.variant.sheet(event, view, self.meta)
            if sheet is not None:
                sheets.append(sheet)
        if sheets:
            # Keep the table on the moment of the win (or the last discard) before the sheets.
            self.pending = sheets
            self.hold = RESULT_PAUSE / self.speed if self.speed > 0 else 0.0
            self.banner = (sheets[0]["title"], self.hold + 0.1)
            self.app.play("win" if sheets[0].get("kind") == "win" else "deal")
            self.hands_finished += sum(1 for s in sheets if s.get("kind") != "match")
            self.drag = None
        else:
            self.refresh()
        self.save()

    def say(self, text: str, warn: bool = False) -> None:
        self.message = (text, MESSAGE_SECONDS, warn)

    # -- the frame ----------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        for key, tween in list(self.tweens.items()):
            tween.update(dt)
            self.pos[key] = tween.value
            if tween.done:
                del self.tweens[key]
        if self.message:
            text, left, warn = self.message
            self.message = (text, left - dt, warn) if left > dt else None
        if self.banner:
            text, left = self.banner
            self.banner = (text, left - dt) if left > dt else None
        if self.pending:
            self.hold -= dt
            if self.hold <= 0 and not self.animating:
                self.show_sheet()
            return
        if self.animating:
            return
        seat = self.actor()
        if seat is None:
            return
        if seat in self.cpus:
            self.cpu_turn(seat, dt)
        elif seat != self.viewer:
            self.hand_off(seat)
        else:
            self.person_turn(seat, dt)

    def cpu_turn(self, seat: int, dt: float) -> None:
        if not self.worker.busy_with(seat, self.version):
            self.worker.ask(seat, self.version, self.cpus[seat], self.session.view(seat), self.session.legal(seat))
            return
        self.worker.waited += dt
        if self.worker.waited < (THINK_SECONDS / self.speed if self.speed > 0 else 0.0):
            return
        command = self.worker.result()
        if command is not None:
            self.attempt(command)

    def person_turn(self, seat: int, dt: float) -> None:
        legal = self.session.legal(seat)
        auto, passing = self.model.get("auto", []), self.model.get("pass", [])
        if len(legal) == 1 and legal[0].action in auto:
            self.attempt(legal[0])
            return
        pass_moves = [c for c in legal if c.action in passing]
        if pass_moves and len(pass_moves) < len(legal) and self.drag is None:
            # An unanswered call window passes after the configured pause.
            waited = self.call_wait[1] + dt if self.call_wait and self.call_wait[0] == self.version else 0.0
            self.call_wait = (self.version, waited)
            if waited >= self.app.settings.call_pause_seconds:
                self.attempt(pass_moves[0])

    def hand_off(self, seat: int) -> None:
        """Another person is to act: hide the table behind the hand-off screen until they are ready."""
        from game.table.handoff import HandOffScene

        if self.handoff_for == seat:
            return
        self.handoff_for = seat
        self.drag, self.toggle, self.hint_cards = None, None, ()
        self.app.push(HandOffScene(self.app, self.meta["names"][seat], lambda: self.take_seat(seat)))

    def take_seat(self, seat: int) -> None:
        self.viewer, self.handoff_for, self.order, self.selected = seat, None, None, 0
        self.refresh(animate=False)

    def show_sheet(self) -> None:
        from game.table.results import HandResultScene, MatchResultScene

        sheet = self.showing = self.pending.pop(0)
        if not self.pending:
            self.deal_pending = not self.session.is_over()
        if sheet["kind"] == "match":
            self.app.push(MatchResultScene(self.app, sheet, self.images, self.close_match))
        else:
            self.app.push(HandResultScene(self.app, sheet, self.images, self.sheet_closed))

    def sheet_closed(self) -> None:
        self.showing = None
        self.save()

    def close_match(self) -> None:
        self.finished, self.showing = True, None
        self.worker.close()
        if self.autosave_on:
            self.app.saves.clear()
        self.app.to_title()

    # -- input ------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self.mouse_move(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.mouse_down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.mouse_up(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
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
        for button, _ in self.current_buttons():
            if button.rect.collidepoint(pos) and button.enabled:
                button.pressed = True  # it acts on release over it, as every button does
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
        code = d["key"]
        if not d["moved"]:
            if self.last_click and self.last_click[0] == code and self.clock - self.last_click[1] <= DOUBLE_CLICK:
                self.last_click = None
                self.play_card(code, self.default_drop())
            else:
                self.last_click = (code, self.clock)
            return True
        here = (pos[0] - d["grab"][0], pos[1] - d["grab"][1])
        for zone in self.model.get("drops", {}):
            if zone in self.zones and self.zones[zone][0].inflate(30, 30).collidepoint(pos):
                self.pos[code] = here
                if not self.play_card(code, zone):
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

    def slide_back(self, code: str) -> None:
        slot = next((s for s in self.slots if s.key == code), None)
        if slot is None:
            return
        duration = MOVE_SECONDS / self.speed if self.speed > 0 else 0.0
        if duration:
            self.tweens[code] = Tween(self.pos[code], slot.center, duration)
        else:
            self.pos[code] = slot.center

    def rearrange(self, code: str, x: int) -> None:
        """Move a hand card to where it was dropped among the others."""
        cards = [s.code for s in self.hand_slots()]
        centres = {s.code: s.center[0] for s in self.hand_slots()}
        rest = [c for c in cards if c != code]
        index = sum(1 for c in rest if centres[c] < x)
        rest.insert(index, code)
        self.order = rest
        self.selected = index
        self.refresh()

    def key(self, key: int) -> bool:
        hand = self.hand_slots()
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            step = -1 if key == pygame.K_LEFT else 1
            self.selected = (self.selected + step) % len(hand)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and hand:
            self.play_card(hand[min(self.selected, len(hand) - 1)].code or "", self.default_drop())
            return True
        if pygame.K_1 <= key <= pygame.K_9:
            buttons = self.current_buttons()
            index = key - pygame.K_1
            if index < len(buttons) and buttons[index][0].enabled:
                buttons[index][0].activate()
            return True
        if key == pygame.K_s:
            self.order = None
            self.refresh()
            return True
        return False

    # -- buttons ------------------------------------------------------------------------------------

    def current_buttons(self) -> list[tuple[Button, Command | None]]:
        """The buttons of the moves the person at the table can make now, rebuilt when play moves."""
        state = (self.version, self.viewer, self.toggle, bool(self.pending), self.human_turn())
        if state == self.buttons_version:
            return self.buttons
        self.buttons_version = state
        self.buttons = []
        legal = self.legal()
        if not legal or "buttons" not in self.zones:
            return self.buttons
        labels, drops = self.model.get("labels", {}), set(self.model.get("drops", {}).values())
        toggles = self.model.get("toggles", {})
        entries: list[tuple[str, Any, Command | None, bool]] = []
        for action, toggle in toggles.items():
            if any(c.action == action for c in legal):
                on = self.toggle == action
                label = ("✓ " if on else "") + toggle["label"]
                entries.append((label, lambda a=action: self.flip(a), None, on))
        for command in legal:
            if command.action in drops or command.action in toggles:
                continue
            label = _fill(labels.get(command.action, command.action), command)
            entries.append((label, lambda c=command: self.attempt(c), command, False))
        entries.append((tr("Hint"), self.show_hint, None, False))
        rect = self.zones["buttons"][0]
        font = self.app.fonts.get(20)
        height, gap = 44, 8
        rows: list[list[tuple[int, tuple[str, Any, Command | None, bool]]]] = [[]]
        used = 0
        for entry in entries:  # rows filled in order, each right-aligned; more rows grow upwards
            w = min(rect.w, max(72, font.size(entry[0])[0] + 32))
            if rows[-1] and used + gap + w > rect.w:
                rows.append([])
                used = 0
            used += (gap if rows[-1] else 0) + w
            rows[-1].append((w, entry))
        y = min(rect.y, rect.bottom - len(rows) * (height + gap) + gap)
        for row in rows:
            x = rect.right - (sum(w for w, _ in row) + gap * (len(row) - 1))
            for w, (label, action, command, on) in row:
                button = Button((x, y, w, height), label, action, primary=on, px=20)
                self.buttons.append((button, command))
                x += w + gap
            y += height + gap
        return self.buttons

    def flip(self, action: str) -> None:
        self.toggle = None if self.toggle == action else action
        if self.toggle:
            cards = sorted({c.cards[0] for c in self.legal() if c.action == action and c.cards}, key=str)
            self.say(tr("Riichi: drop one of these on your river: {cards}", cards=" ".join(display(c) for c in cards)))

    def show_hint(self) -> None:
        seat = self.human_turn()
        if seat is None:
            return
        hint = self.variant.hint(self.session.view(seat), self.session.legal(seat))
        self.hint_cards = hint.command.cards
        self.say(tr("Hint: {reason}", reason=hint.reason))

    # -- drawing ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        zones, model = self.zones, self.model
        surface.blit(self.base(surface), (0, 0))
        dragged = self.drag["key"] if self.drag and self.drag["moved"] else None
        if dragged:
            for zone in self.drop_zones(dragged):
                render.glow(surface, zones[zone][0])
        marked = set(self.hint_cards)
        if self.hover is not None:
            marked |= set(next((c.cards for b, c in self.buttons if b is self.hover and c), ()))
        hand = self.hand_slots()
        drops = set(model.get("drops", {}).values()) | set(model.get("toggles", {}))
        choosing = any(c.action in drops for c in self.legal())  # the selected card stands up
        for slot in self.slots:
            if slot.key == dragged or slot.zone == "stock":
                continue
            x, y = self.pos.get(slot.key, slot.center)
            if slot.zone == "hand_0" and choosing and slot.code == hand[min(self.selected, len(hand) - 1)].code:
                y -= 16
            img = self.images.get(slot.code, slot.size, slot.angle)
            rect = img.get_rect(center=(round(x), round(y)))
            surface.blit(img, rect)
            if slot.code is not None and slot.code in marked:
                render.outline(surface, rect)
            elif slot.fresh and not slot.zone.startswith("hand"):
                render.outline(surface, rect, (255, 255, 255), 2)
            if self.toggle and slot.zone == "hand_0" and slot.code in self.toggle_cards():
                render.outline(surface, rect, (120, 220, 255), 3)
        self.draw_panels(surface)
        slot = next((s for s in self.slots if s.key == dragged), None)
        if slot is not None:
            img = self.images.get(slot.code, slot.size, slot.angle)
            d = self.drag
            centre = (d["pos"][0] - d["grab"][0], d["pos"][1] - d["grab"][1])
            shadow(surface, img.get_rect(center=centre), radius=6, offset=10)
            surface.blit(img, img.get_rect(center=centre))

    def base(self, surface: pygame.Surface) -> pygame.Surface:
        """The felt with everything that changes only when play moves: river frames, the stock,
        pile labels, plates, the info panel and the waits. Drawn once per position, then blitted."""
        thinking = self.worker.thinking(self.version)
        key = (id(self.model), thinking, surface.get_size(), self.app.settings.card_style)
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
            count, style = stock.get("count", 0), self.app.settings.card_style
            panels.blit(img, rect, ("stock", count, style),
                        lambda s, r: render.stock(s, fonts, self.images, r, card_size(props), count))
        for zone, pile in model.get("piles", {}).items():
            cards = [slot.rect for slot in self.slots if slot.zone == zone]
            if zone in zones and pile.get("label") and cards:
                render.pile_label(img, fonts, cards[0].unionall(cards), pile["label"])
        for name, data in model.get("plates", {}).items():
            if name in zones:
                lit = data.get("seat") == thinking
                panels.blit(img, zones[name][0], (name, json.dumps(data, sort_keys=True), lit),
                            lambda s, r, data=data, lit=lit: render.plate(s, fonts, r, data, lit))
        if "info" in zones:
            lines = model.get("info", [])
            panels.blit(img, zones["info"][0], ("info", tuple(lines)), lambda s, r: render.info_panel(s, fonts, r, lines))
        if model.get("waits") and "waits" in zones:
            waits = model["waits"]
            panels.blit(img, zones["waits"][0], ("waits", json.dumps(waits), self.app.settings.card_style),
                        lambda s, r: render.waits(s, fonts, self.images, r, waits))
        self._base = (key, img)
        return img

    def draw_panels(self, surface: pygame.Surface) -> None:
        zones, fonts = self.zones, self.app.fonts
        for button, _ in self.current_buttons():
            button.draw(surface, fonts, False)
        if self.call_wait and self.buttons and self.app.settings.call_pause_seconds > 0:
            row = self.buttons[0][0].rect.unionall([b.rect for b, _ in self.buttons])
            render.countdown(surface, row, 1 - self.call_wait[1] / self.app.settings.call_pause_seconds)
        if self.message and "message" in zones:
            render.message(surface, fonts, zones["message"][0], self.message[0], self.message[2])
        if self.banner:
            centre = zones["center"][0].center if "center" in zones else surface.get_rect().center
            render.banner(surface, fonts, centre, self.banner[0])

    def drop_zones(self, code: str) -> list[str]:
        """The zones where dropping ``code`` makes a legal move (they light up while it is dragged)."""
        legal = set(self.legal())
        return [zone for zone in self.model.get("drops", {}) if zone in self.zones and self.drop_command(code, zone) in legal]

    def toggle_cards(self) -> set[str]:
        return {c.cards[0] for c in self.legal() if c.action == self.toggle and c.cards}


def _fill(label: str, command: Command) -> str:
    """A button label template with the command's cards and choice filled in."""
    cards = " ".join(display(c) for c in command.cards)
    return label.replace("{cards}", cards).replace("{choice}", command.choice).strip()
