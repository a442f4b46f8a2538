"""The move log at the table (game/table/move_log.py), headless: moves told as the reader may see
them (a person's own bid, nobody's in hot-seat), a CPU's reason under its move, the toggle by key
and by button (remembered in the settings), a panel clear of the hand, the buttons and the messages
in every game's layout; and Why? on a greyed button."""

from __future__ import annotations

import json
import time

import pygame
import pytest

from game.app import App
from game.table import MatchConfig, SeatConfig, TableScene
from game.table.worker import decide
from rules.core.command import Command as C
from rules.core.events import Event
from rules.core.session import Session
from rules.mahjong.tiles import tile_from_code, tile_name

from tests.game.conftest import FRAME, click, sit_down
from tests.game.test_table_play import key
from tests.game.test_trick_table import choice_button, lift
from tests.piquet.rig import REPIQUE_ELDER, REPIQUE_TALON, rigged

NAMES = ["Ann", "Bob", "Cy", "Di"]


def table(app: App, variant: str, kinds: str, session: Session | None = None, options: dict | None = None) -> TableScene:
    """``kinds`` like "hcc": seat i is a human (h) or a normal CPU (c)."""
    app.settings.animation_speed = 0
    seats = [SeatConfig("human", "", n) if k == "h" else SeatConfig("cpu", "normal", n) for k, n in zip(kinds, NAMES)]
    return sit_down(app, TableScene(app, MatchConfig(variant, len(kinds), seats, options or {}, 7), session))


def said(scene: TableScene) -> list[str]:
    return [words for words, _ in scene.log_entries]


def test_a_bid_is_told_with_its_cards_to_its_own_player_only(app) -> None:
    scene = table(app, "ninety_nine", "hcc")
    mine = scene.session.legal(0)[0]
    theirs = scene.session.legal(1)[0]
    assert scene.attempt(mine) and scene.attempt(theirs)
    ann = " ".join(f"{c[0].replace('T', '10')}{dict(S='♠', H='♥', D='♦', C='♣')[c[1]]}" for c in mine.cards)
    assert said(scene)[-2:] == [f"Ann lays {ann} face down as the bid.", "Bob lays 3 cards face down as the bid."]


def test_in_hot_seat_the_log_shows_only_what_every_player_may_see(app) -> None:
    scene = table(app, "ninety_nine", "hhh")
    assert scene.viewer == 0 and scene.log_reader() is None
    assert scene.attempt(scene.session.legal(0)[0])
    assert said(scene)[-1] == "Ann lays 3 cards face down as the bid."  # even Ann, at the screen, reads no card


def test_a_hidden_kong_names_no_tile_in_the_log(app) -> None:
    scene = table(app, "kawuxing", "hcc")
    names = {tile_name(tile_from_code(c)) for c in ("5s",)}
    scene.note_events([Event("kong", 1, ("5s",) * 4, True, {"kind": "closed", "link": 1, "from": None})])
    assert said(scene)[-1] == "Bob declares a concealed kong." and not any(n in said(scene)[-1] for n in names)


def test_a_cpu_reason_goes_under_its_move_and_waits_for_a_secret_claim_to_show(app) -> None:
    app.settings.cpu_reasons = True
    scene = table(app, "qinghunpeng", "hccc")
    before = len(scene.log_entries)
    scene.expect_reason(1, "Discard 9m: far from the rest.")
    scene.note_move(C(1, "discard", ("9m",)), [Event("discarded", 1, ("9m",), data={"last": False})])
    assert scene.log_entries[before:] == [("Bob discards 9 Characters.", False),
                                          ("Bob's reason: Discard 9m: far from the rest.", True)]
    # Cy's chi is secret until every seat has answered: no event yet, so its reason waits ...
    scene.expect_reason(2, "Chi: it makes a run.")
    scene.note_move(C(2, "chi", ("7m", "8m")), [])
    assert len(scene.log_entries) == before + 2
    # ... and is told once Di's pass lets the chi show on the table.
    call = Event("called", 2, ("7m", "8m", "9m"), data={"call": "chi", "tile": "9m", "from": 1})
    scene.note_move(C(3, "pass"), [call])
    assert scene.log_entries[before + 2:] == [("Cy chis 9 Characters from Bob: 7 Characters, 8 Characters, 9 Characters.", False),
                                              ("Cy's reason: Chi: it makes a run.", True)]
    # A move told only as hidden never shows its reason: it would name the tiles.
    scene.expect_reason(1, "Kong 5s: four of a kind.")
    scene.note_move(C(1, "concealed_kong", ("5s",)), [Event("kong", 1, ("5s",) * 4, True, {"kind": "concealed"})])
    assert said(scene)[-1] == "Bob declares a concealed kong."


def test_continue_tells_the_game_so_far_as_it_was_told(app) -> None:
    """A table resumed from its autosave rebuilds the log from the replayed record: the same words,
    seen by the same reader (here Ann, the one person), a kawuxing hand some twenty moves in."""
    scene = table(app, "kawuxing", "hcc")
    for _ in range(20):
        seat = min(scene.session.to_act())
        scene.note_events(scene.session.submit(scene.session.legal(seat)[0]))
    assert len(said(scene)) > 10
    resumed = sit_down(app, TableScene.from_save(app, json.loads(json.dumps(scene.save_data()))))
    assert said(resumed) == said(scene)


def test_reasons_are_told_only_when_the_player_asked_for_them(app) -> None:
    """A reason can say what the CPU holds ("3 from ready"): off unless the settings turn it on."""
    scene = table(app, "qinghunpeng", "hccc")
    assert app.settings.cpu_reasons is False
    before = len(scene.log_entries)
    scene.expect_reason(1, "Discard 9m: toward Mixed one suit, 3 from ready.")
    scene.note_move(C(1, "discard", ("9m",)), [Event("discarded", 1, ("9m",), data={"last": False})])
    assert scene.log_entries[before:] == [("Bob discards 9 Characters.", False)]


def test_the_reasons_of_a_game_whose_cpus_would_tell_their_secret_are_not_shown(app) -> None:
    app.settings.cpu_reasons = True
    scene = table(app, "ninety_nine", "hcc")
    scene.expect_reason(1, "Play K♦: you need 2 more trick(s).")
    scene.note_move(C(1, "play", ("KD",)), [Event("played", 1, ("KD",), data={"lead": True})])
    assert said(scene)[-1] == "Bob leads K♦."


def test_a_cpu_at_the_table_gives_the_reason_its_hint_gives(app) -> None:
    """A CPU's move comes from the worker with its own reason: the decision the hint is made of,
    taken from the CPU's own view (a twin CPU, seeded alike, decides the same with the same words)."""
    app.settings.animation_speed = 0
    app.settings.cpu_reasons = True
    seats = [SeatConfig("human", "", "Ann")] + [SeatConfig("cpu", "normal", n) for n in NAMES[1:]]
    scene = TableScene(app, MatchConfig("qinghunpeng", 4, seats, {}, 7))
    asked: list = []
    ask = scene.worker.ask
    scene.worker.ask = lambda seat, version, cpu, view, legal, fallback=None: (asked.append((seat, view, legal)),
                                                                             ask(seat, version, cpu, view, legal, fallback))
    sit_down(app, scene)
    if scene.human_turn() is not None:  # Ann deals: her discard lets the CPUs move
        scene.attempt(next(c for c in scene.session.legal(0) if c.action == "discard"))
    for _ in range(400):
        if any(r for _, r in scene.log_entries if r):
            break
        app.step([], FRAME)
        time.sleep(0.002)
    assert said(scene)[0] == "— Hand 1 of 16 —"  # the opening deal is told too
    seat, view, legal = asked[0]
    command, reason = scene.variant.cpu("normal", 7 * 1009 + seat).decide(view, legal)
    assert (NAMES[seat] + "'s reason: " + reason, True) in scene.log_entries
    assert command in scene.session.log


def test_decide_takes_a_cpus_reason_with_its_move_or_none(app) -> None:
    class Chooser:
        def choose(self, view, legal):
            return legal[-1]

    class Decider:
        def decide(self, view, legal):
            return legal[0], "the first is best"

    legal = [C(0, "pass"), C(0, "discard", ("1m",))]
    assert decide(Chooser(), {}, legal) == (C(0, "discard", ("1m",)), None)
    assert decide(Decider(), {}, legal) == (C(0, "pass"), "the first is best")


def test_the_log_opens_and_closes_by_key_and_button_and_is_remembered(app, tmp_path) -> None:
    scene = table(app, "piquet", "hc", rigged(REPIQUE_ELDER, REPIQUE_TALON))  # Ann, elder, is to exchange
    assert not scene.log_open
    key(app, pygame.K_l)
    assert scene.log_open
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["settings"]["move_log"] is True
    click(app, scene.log_toggle_rect().center)
    assert not scene.log_open
    click(app, scene.log_toggle_rect().center)
    assert scene.log_open and scene.session.log == []  # a click on the toggle is no move
    # The wheel scrolls back through what is there, never past the top.
    for i in range(60):
        scene.log_entries.append((f"line {i}", False))
    app.draw()
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)], FRAME)
    assert scene.log_scroll == 3
    key(app, pygame.K_PAGEDOWN)
    assert scene.log_scroll == 0
    scene.log_scroll = 10_000
    app.draw()
    assert 0 < scene.log_scroll < len(scene.log_entries)


LAYOUTS = [("emperor", 3), ("emperor", 4), ("emperor", 5), ("piquet", 2), ("ninety_nine", 3), ("wuhan", 4),
           ("wuhan", 3), ("kawuxing", 3), ("kawuxing", 4), ("qinghunpeng", 4), ("trump_mahjong", 4),
           ("trump_mahjong", 3), ("fuxi", 4), ("fuxi", 3)]


@pytest.mark.parametrize("variant,players", LAYOUTS)
def test_the_panel_and_its_toggle_cover_no_hand_button_or_message(app, variant, players) -> None:
    from game.layout import layout_for

    zones = {name: pygame.Rect(z.rect) for name, z in layout_for(variant, players).zones.items()}
    scene = TableScene.__new__(TableScene)  # only the geometry: the zones are all it reads
    scene.zones = {name: (rect, {}) for name, rect in zones.items()}
    scene._log_toggle = None
    panel, toggle = scene.log_rect(), scene.log_toggle_rect()
    assert panel.h >= 280 and panel.w >= 240 and toggle.w >= 80  # room for a dozen lines; a toggle easy to hit
    screen = pygame.Rect(0, 0, 1280, 800)
    assert screen.contains(panel) and screen.contains(toggle)
    for name in ("hand_0", "melds_0", "exposed_0", "buttons", "message", "plate_0", "info"):
        if name in zones:
            assert not panel.colliderect(zones[name]) and not toggle.colliderect(zones[name]), name
    for name, rect in zones.items():
        assert not toggle.colliderect(rect), name  # the toggle stands where nothing else is


def test_why_on_a_greyed_button_says_the_engines_reason(app) -> None:
    session = rigged(REPIQUE_ELDER, REPIQUE_TALON)  # Ann (seat 0) is elder: she takes at most five cards
    scene = table(app, "piquet", "hc", session)
    chosen = ["7H", "9C", "AD", "KD", "9D", "AC"]
    for code in chosen:
        lift(app, scene, code)
    button = choice_button(scene)
    assert not button.enabled
    reason = session.validate(C(0, "exchange", tuple(chosen)))
    assert reason  # the engine refuses six cards
    click(app, button.rect.center)
    assert scene.message is not None and scene.message[0] == reason and scene.message[2]  # shown as a refusal
    assert session.log == []
    # Its key (1-9 in reading order) asks the same.
    scene.message = None
    index = [b for b, _ in scene.current_buttons()].index(choice_button(scene))
    key(app, pygame.K_1 + index)
    assert scene.message is not None and scene.message[0] == reason
