"""The table: where a whole match of any variant is played, by people and CPU seats.

The scene knows no game. It draws the variant's *table model* (``variant.table(view, meta)``) in
the zones of the layout map, turns drags, clicks and keys into Commands, asks ``Session`` to
apply them, and animates the change: every card keeps its place from one model to the next
(a visible card by its code, a hidden one by its slot), so a discard, a draw or a call slides the
card from where it was to where it now is.

Who acts: the session's ``to_act`` seats are asked one at a time (several may answer one discard),
nearest after the last seat that moved. A CPU seat thinks in a worker thread; a person acts at
the table. With two or more people, the table is always drawn from the view of the person whose
turn it is, and an opaque hand-off screen comes between two different people; between two
people's turns (a CPU's turn, a result) no hand is face up.

This module holds the match and its flow; input (``input.py``), buttons (``buttons.py``) and
drawing (``drawing.py``) are mixed in from their own modules.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.layout import layout_for
from game.savegame import check_table, check_ui
from game.scene import Scene
from game.table import render
from game.table.config import MatchConfig
from game.table.piles import Slot, lay_out
from game.table.buttons import TableButtons
from game.table.drawing import TableDrawing
from game.clickguard import ClickGuard
from game.table.gather import TableGather
from game.table.input import TableInput
from game.table.move_log import TableMoveLog
from game.table.select import TableSelect
from game.table.tween import MOVE_SECONDS, Tween
from game.table.worker import CpuWorker
from game.widgets import Button
from rules.core.command import Command
from rules.core.events import Event
from rules.core.session import IllegalCommand, Session
from rules.core.text import language, tr

THINK_SECONDS = 0.45  # the least a CPU seat seems to think at animation speed 1
RESULT_PAUSE = 1.2  # the table stays on the last moment of a hand before the score sheet
WIN_PAUSE = 2.2  # ... longer on a win, shown with the winning hand in the middle of the table
BANNER_SECONDS = 1.1
MESSAGE_SECONDS = 5.0


class TableScene(TableInput, TableSelect, TableGather, TableButtons, TableMoveLog, TableDrawing, Scene):
    pausable = True

    def __init__(self, app: Any, config: MatchConfig, session: Session | None = None, ui: dict[str, Any] | None = None,
                 autosave: bool = True) -> None:
        super().__init__(app)
        self.config = config
        self.session = session or Session(config.variant_id, config.players, config.options, config.seed)
        self.variant = self.session.variant
        # the names as shown now, not as saved: a seat left unnamed reads in the language of this showing
        self.session.meta["names"] = config.names
        self.language = language()  # the one the table's words were read in
        self.meta = self.session.meta
        self.autosave_on = autosave
        self.finished = False  # the match result was seen: nothing left to continue
        self.zones = {name: (pygame.Rect(z.rect), dict(z.props)) for name, z in
                      layout_for(config.variant_id, config.players).zones.items()}
        self.images: render.Images = render.CardImages(app)  # TileImages once the model says "tiles"
        self.cpus = {i: self.variant.cpu(s.level, config.seed * 1009 + i) for i, s in enumerate(config.seats) if not s.human}
        # should another level fail (a bug), the normal level moves for it and the table goes on
        self.fallbacks = {i: self.variant.cpu("normal", config.seed * 1009 + i)
                          for i, s in enumerate(config.seats) if not s.human and s.level != "normal"}
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
        self.model_serial = 0  # bumped with every new model: what the drawn felt and panels are keyed on
        self.model = {}
        self.slots: list[Slot] = []
        self.pos: dict[str, tuple[float, float]] = {}
        self.tweens: dict[str, Tween] = {}
        self.drag: dict[str, Any] | None = None
        self.last_click: tuple[str, float] | None = None
        self.selected = 0  # the hand card the keys point at
        self.chosen: list[str] = []  # hand cards lifted for a choice of several (game/table/select.py)
        self._by_cards: tuple[Any, dict[Any, Command]] = (None, {})
        self._ways: tuple[Any, Any] | None = None
        self.toggle: str | None = None
        self.menu: str | None = None  # the action whose moves the buttons show instead (the model's ``menus``)
        self.menu_path: list[str] = []  # the steps taken in the menu of a choice's ways (select.py)
        self.message: tuple[str, float, bool] | None = None  # text, seconds left, a refusal?
        self.banner: tuple[str, float] | None = None
        self.hint_cards: tuple[str, ...] = ()
        self.gathering: dict[str, Any] | None = None  # a won trick on its way to its winner (gather.py)
        self.hover: Button | None = None
        self.buttons: list[tuple[Button, Command | None]] = []
        self.buttons_version: Any = None
        self.guard = ClickGuard()  # a click on a button that just appeared or moved is ignored
        self.covered = False  # between two people's turns: nobody's hand is face up
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
        self._playable: tuple[Any, set[str]] = (None, set())
        self.start_log(self.session.opening if session is None else self.session.replayed)
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
        if self.language != language():  # changed in the settings, opened from the pause menu
            self.language = language()
            self.meta["names"] = self.config.names
            self.refresh(animate=False)
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
        old = self.model
        self.model = self.variant.table(self.session.view(self.viewer), self.meta)
        self.images = render.images_for(self.app, self.model.get("material", "cards"), self.images)
        if self.covered:
            self.model = _masked(self.model)
        if animate:
            self.start_gather(old)
        self.place(animate, stagger)

    def place(self, animate: bool = True, stagger: bool = False) -> None:
        """Lay the model's piles out in their zones; slide every card from where it was."""
        # A trick being gathered comes first, so its cards keep their keys (and their places).
        slots: list[Slot] = self.gather_slots()
        gathered = {s.code for s in slots}
        tiles = self.images.tiled
        for zone, pile in self.model["piles"].items():
            if zone not in self.zones:
                continue
            rect, props = self.zones[zone]
            if zone == "hand_0" and pile.get("face_up"):
                pile = dict(pile, cards=self._arranged(pile["cards"], pile.get("fresh", [])))
            slots += [s for s in lay_out(zone, rect, props, pile, tiles) if s.code not in gathered]
        # A visible piece is known by its code; copies of one code (a mahjong set has four of each
        # tile) are told apart by the order they are laid in.
        copies: dict[str, int] = {}
        for i, slot in enumerate(slots):
            n = copies[slot.key] = copies.get(slot.key, 0) + 1
            if n > 1:
                slots[i] = replace(slot, key=f"{slot.key}~{n}")
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
        self.select_playable()

    def _arranged(self, cards: list[str], fresh: list[str]) -> list[str]:
        """The hand in the person's own order if they made one, else sorted with the new card last."""
        # Lists of codes that may repeat (tiles, two packs of cards): the last copy of a fresh code
        # is the drawn one (a mahjong model lists it last), the others keep their sorted places.
        if self.order is None:
            left, head, tail = list(fresh), [], []
            for c in reversed(cards):
                if c in left:
                    left.remove(c)
                    tail.insert(0, c)
                else:
                    head.insert(0, c)
            return head + tail
        pool, kept = list(cards), []
        for c in self.order:
            if c in pool:
                pool.remove(c)
                kept.append(c)
        self.order = kept + pool  # new cards join at the end
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
    def model(self) -> dict[str, Any]:
        """The table model drawn now (the variant's, masked while nobody may look)."""
        return self._model

    @model.setter
    def model(self, value: dict[str, Any]) -> None:
        self._model = value
        self.model_serial += 1

    @property
    def animating(self) -> bool:
        return bool(self.tweens)

    def busy(self) -> bool:
        """Idle (a few frames a second) only while the table waits for a person with nothing
        moving or timed: every animation, timer and CPU turn runs at full speed."""
        return bool(self.tweens or self.gathering or self.pending or self.hold > 0 or self.message or self.banner
                    or self.drag is not None or self.call_wait is not None or self.actor() not in self.humans)

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
        if seat is None or seat not in self.humans or seat != self.viewer or self.covered or self.pending:
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
        self.end_gather()  # a person who acts before a won trick reaches its pile sends it there now
        try:
            events = self.session.submit(command)
        except IllegalCommand as exc:
            self.say(exc.reason, warn=True)
            return False
        self.note_move(command, events)
        self.after(command, events)
        return True

    def after(self, command: Command, events: list[Event]) -> None:
        self.version += 1
        self.last_seat = command.seat
        self.toggle, self.hint_cards, self.call_wait, self.chosen, self.menu = None, (), None, [], None
        # A hint is stale once play moves; a refusal too once the person may act again.
        if self.message and (not self.message[2] or self.human_turn() is not None):
            self.message = None
        names = self.meta.get("names", [])
        worded = command.action in self.model.get("labels", {}) or command.action in self.model.get("choices", {})
        label = self.move_label(command) if worded else None
        told = self.model.get("told", {})
        if command.action in told:  # what the others are told of this move, never its hidden cards
            label = told[command.action] and told[command.action].replace("{n}", str(len(command.cards)))
        spoken = self.model.get("spoken")
        # A move is announced once it shows on the table: an answer kept secret until every seat
        # has answered (a Wuhan claim) makes no public event, and a claim outranked by another
        # seat's makes that seat's events, not this one's.
        public = any(not e.private and e.seat == command.seat for e in events)
        sound = self.model.get("sounds", {}).get(command.action)
        if sound and (public or command.action in self.model.get("drops", {}).values()):
            self.app.play(sound)  # a secret answer makes no sound either
        if label and public and command.action not in self.model.get("pass", []) \
                and command.action not in self.model.get("drops", {}).values():
            self.banner = (f"{names[command.seat]}: {label}", BANNER_SECONDS)
        sheets = []
        view = self.session.view(None)
        for event in events:
            sheet = self.variant.sheet(event, view, self.meta)
            if sheet is not None:
                sheets.append(sheet)
        if sheets:
            # Keep the table on the moment of the win (or the last discard) before the sheets.
            self.pending = sheets
            pause = WIN_PAUSE if sheets[0].get("kind") == "win" else RESULT_PAUSE
            self.hold = pause / self.speed if self.speed > 0 else 0.0
            self.banner = (sheets[0]["title"], self.hold + 0.1)
            self.cover()
            self.app.play("win" if sheets[0].get("kind") == "win" else "deal")
            self.hands_finished += sum(1 for s in sheets if s.get("kind") != "match")
            self.drag = None
        else:
            self.refresh()
            # A game that speaks its moves (Piquet's declarations, a repique) says what is new aloud.
            heard = {name for name, _ in spoken or []}
            news = [words for name, words in self.model.get("spoken", []) if name not in heard]
            if news:
                self.banner = (" · ".join(news), BANNER_SECONDS * 1.5)
            self.cover()
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
        if self.update_gather(dt) or self.animating:
            return
        seat = self.actor()
        if seat is None:
            return
        if seat in self.cpus:
            self.cpu_turn(seat, dt)
        elif self.automatic(seat):
            self.attempt(self.session.legal(seat)[0])  # nobody need look: no hand-off for it
        elif seat != self.viewer or self.covered:
            self.hand_off(seat)
        else:
            self.person_turn(seat, dt)

    def cpu_turn(self, seat: int, dt: float) -> None:
        if not self.worker.busy_with(seat, self.version):
            self.worker.ask(seat, self.version, self.cpus[seat], self.session.view(seat), self.session.legal(seat),
                            self.fallbacks.get(seat))
            return
        self.worker.waited += dt
        if self.worker.waited < (THINK_SECONDS / self.speed if self.speed > 0 else 0.0):
            return
        chosen = self.worker.result()
        if chosen is not None:
            self.expect_reason(seat, chosen[1])  # the move log tells it with the move
            self.attempt(chosen[0])

    def automatic(self, seat: int) -> bool:
        """Whether the person's only move is one the table makes for them (the model's ``auto``:
        Piquet's draw for the deal)."""
        legal = self.session.legal(seat)
        return len(legal) == 1 and legal[0].action in self.model.get("auto", [])

    def person_turn(self, seat: int, dt: float) -> None:
        legal = self.session.legal(seat)
        pass_moves = self.countdown_passes(legal)
        if pass_moves and self.drag is None:
            # The person chose a countdown in Settings: an unanswered call window passes after it.
            waited = self.call_wait[1] + dt if self.call_wait and self.call_wait[0] == self.version else 0.0
            self.call_wait = (self.version, waited)
            if waited >= self.app.settings.call_countdown:
                self.attempt(pass_moves[0])
        else:
            self.call_wait = None

    def countdown_passes(self, legal: list[Command]) -> list[Command]:
        """The moves that let this call window go, if a countdown may take one for the person: only
        with the countdown on in Settings, and never while a win is on offer."""
        if not self.app.settings.call_countdown:
            return []
        wins = set(self.model.get("wins", []))
        if any(c.action in wins for c in legal):
            return []
        passing = [c for c in legal if c.action in self.model.get("pass", [])]
        return passing if len(passing) < len(legal) else []

    def cover(self) -> None:
        """With several people at one screen, the hand of the person who just acted goes face down
        as soon as nobody may act at the table (a CPU's turn, a result, another person's turn);
        the next hand-off turns it up again for whoever sits down."""
        if len(self.humans) < 2 or self.covered or self.human_turn() is not None:
            return
        self.covered = True
        self.drag, self.toggle, self.hint_cards, self.chosen, self.menu = None, None, (), [], None
        self.model = _masked(self.model)
        self.place(animate=False)

    def hand_off(self, seat: int) -> None:
        """Another person is to act: hide the table behind the hand-off screen until they are ready."""
        from game.table.handoff import HandOffScene

        if self.handoff_for == seat:
            return
        self.handoff_for = seat
        self.drag, self.toggle, self.hint_cards = None, None, ()
        self.app.push(HandOffScene(self.app, self.meta["names"][seat], lambda: self.take_seat(seat)))

    def take_seat(self, seat: int) -> None:
        self.viewer, self.handoff_for, self.order, self.selected, self.chosen, self.menu = seat, None, None, 0, [], None
        self.covered = False
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


def _masked(model: dict[str, Any]) -> dict[str, Any]:
    """The model with the viewer's private piles (``private``, else ``hand_0``) face down and no
    waits: what the table shows while nobody at the screen may look."""
    piles = dict(model.get("piles", {}))
    for zone in model.get("private", ["hand_0"]):
        if zone in piles:
            piles[zone] = {"cards": [None] * len(piles[zone].get("cards", [])), "face_up": False}
    return dict(model, piles=piles, waits=None)
