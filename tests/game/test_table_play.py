"""The table played as a person would, headless: drags, clicks and keys fed through App.step.

Stacked decks (tests/emperor/rig.py) set the cards; CPU seats are given no turn before the person
acts (the person is the dealer), so every step below is deterministic."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.table import MatchConfig, SeatConfig, TableScene
from game.table.handoff import HandOffScene
from game.table.results import HandResultScene
from rules.core.command import Command as C
from rules.core.session import Session

from tests.emperor.rig import rigged
from tests.game.conftest import FRAME, click, sit_down

SPADES_WAIT = ["5S", "8S", "6S", "7S", "4S"]  # waits on 4♣ (pair) and 9♠ (three-sou)


def config(kinds: str, seed: int = 7) -> MatchConfig:
    """``kinds`` like "hcch": seat i is a human (h) or a normal CPU (c)."""
    names = ["Ann", "Bob", "Cy", "Di", "Eve"][:len(kinds)]
    seats = [SeatConfig("human", "", n) if k == "h" else SeatConfig("cpu", "normal", n) for k, n in zip(kinds, names)]
    return MatchConfig("emperor", len(kinds), seats, {}, seed)


def table(app, kinds: str, session, seed: int = 7) -> TableScene:
    """The table pushed and shown, the first person seated (past the opening hand-off, if any)."""
    app.settings.animation_speed = 0  # instant: every move lands in the frame it is made
    scene = TableScene(app, config(kinds, seed), session)
    return sit_down(app, scene)


def slot_of(scene: TableScene, code: str):
    return next(s for s in scene.hand_slots() if s.code == code)


def drag(app, start: tuple[float, float], end: tuple[float, float]) -> None:
    start, end = (round(start[0]), round(start[1])), (round(end[0]), round(end[1]))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], FRAME)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0))], FRAME)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))], FRAME)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)], FRAME)


def key(app, k: int) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)], FRAME)


def river(scene: TableScene) -> tuple[int, int]:
    return scene.zones["river_0"][0].center


def buttons(scene: TableScene) -> dict[str, object]:
    return {b.label: b for b, _ in scene.current_buttons()}


def press(app, button) -> None:
    """Click a table button (the click guard's clock runs fast in tests: the button has settled)."""
    click(app, button.rect.center)


def test_dragging_a_card_onto_the_river_discards_it(app) -> None:
    scene = table(app, "hccc", rigged(4, {0: ["AS", "2H", "3D", "4C", "6S", "9H"]}, dealer=0))
    # While 9♥ is dragged, the river lights up as the place it can go.
    assert scene.drop_zones("9H") == ["river_0"]
    drag(app, slot_of(scene, "9H").center, river(scene))
    assert scene.session.log[0] == C(0, "discard", ("9H",))
    assert "9H" in scene.session.state.seats[0].river and "9H" not in scene.session.state.seats[0].hand


def test_keyboard_and_double_click_discard(app) -> None:
    session = rigged(4, {0: ["AS", "2H", "3D", "4C", "6S", "9H"]}, dealer=0)
    scene = table(app, "hccc", session)
    # The hand is sorted A♠ 2♥ 3♦ 4♣ 6♠ 9♥; Right twice selects 3♦ and Enter discards it.
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert session.log[0] == C(0, "discard", ("3D",))

    other = rigged(4, {0: ["AS", "2H", "3D", "4C", "6S", "9H"]}, dealer=0)
    scene = table(app, "hccc", other)
    centre = tuple(round(v) for v in slot_of(scene, "6S").center)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)], FRAME)
    assert other.log[0] == C(0, "discard", ("6S",))


def test_dragging_within_the_hand_reorders_it(app) -> None:
    scene = table(app, "hccc", rigged(4, {0: ["AS", "2H", "3D", "4C", "6S", "9H"]}, dealer=0))
    first = slot_of(scene, "AS").center
    last = slot_of(scene, "9H").center
    drag(app, first, (last[0] + 10, last[1]))
    assert [s.code for s in scene.hand_slots()] == ["2H", "3D", "4C", "6S", "9H", "AS"]
    assert scene.session.log == []  # rearranging is no move


def test_an_illegal_drop_is_refused_with_the_reason(app) -> None:
    session = rigged(4, {0: SPADES_WAIT + ["AH"]}, dealer=0)
    state = session.state
    state.seats[0].riichi, state.drawn = True, "AH"  # in riichi, A♥ just drawn
    scene = table(app, "hccc", session)
    before = session.digest()
    assert scene.drop_zones("5S") == [] and scene.drop_zones("AH") == ["river_0"]
    home = slot_of(scene, "5S").center
    drag(app, home, river(scene))
    assert session.digest() == before and session.log == []
    assert scene.message is not None and "frozen" in scene.message[0] and "A♥" in scene.message[0]
    assert scene.pos["5S"] == home  # slid back home (instantly at animation speed 0)


def test_riichi_toggle_turns_the_next_drop_into_a_riichi(app) -> None:
    session = rigged(4, {0: SPADES_WAIT + ["AH"]}, dealer=0)
    scene = table(app, "hccc", session)
    riichi = buttons(scene)["Riichi (リーチ)"]
    press(app, riichi)
    # A♥ leaves the spade wait; 4♠ leaves 5♠8♠ 6♠7♠ A♥, waiting on A♦ for the pair: both may declare.
    assert scene.toggle == "riichi" and scene.toggle_cards() == {"AH", "4S"}
    drag(app, slot_of(scene, "AH").center, river(scene))
    assert session.log[0] == C(0, "riichi", ("AH",))
    assert session.state.seats[0].riichi


def test_call_button_after_a_hand_off(app) -> None:
    # Ann (seat 0) discards A♠; Bob (seat 1, also a person) may call it with Q♠ or Q♣ (A + Q = 13).
    session = rigged(4, {0: ["AS", "2H", "3D", "4C", "6S", "9H"], 1: ["QS", "QC", "JD", "8H", "KS"]}, dealer=0)
    scene = table(app, "hhcc", session)
    drag(app, slot_of(scene, "AS").center, river(scene))
    app.step([], FRAME)
    assert isinstance(app.top, HandOffScene) and app.top.name == "Bob"
    click(app, (640, 400))
    assert app.top is scene and scene.viewer == 1
    labels = buttons(scene)
    assert set(labels) == {"Call A♠ Q♣", "Call A♠ Q♠", "Draw", "Hint"}
    # Hovering the button marks the cards it would use.
    call = labels["Call A♠ Q♠"]
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=call.rect.center, rel=(0, 0), buttons=(0, 0, 0))], FRAME)
    assert scene.hover is call
    press(app, call)
    assert session.log[-1] == C(1, "call", ("AS", "QS"))
    assert session.state.seats[1].exposed == [("AS", "QS")]


def test_an_unanswered_call_window_passes_after_the_pause(app) -> None:
    session = rigged(4, {0: ["AS", "2H", "3D", "4C", "6S", "9H"], 1: ["QS", "QC", "JD", "8H", "KS"]}, dealer=0)
    app.settings.call_countdown = 1.0
    scene = table(app, "hhcc", session)
    drag(app, slot_of(scene, "AS").center, river(scene))
    app.step([], FRAME)
    click(app, (640, 400))  # Bob takes the seat
    for _ in range(8):  # 0.8 s: still waiting for Bob
        app.step([], 0.1)
    assert session.log[-1] == C(0, "discard", ("AS",))
    for _ in range(4):
        app.step([], 0.1)
    assert session.log[1] == C(1, "draw")


def test_hand_off_hides_the_other_persons_hand(app) -> None:
    session = rigged(4, {0: ["AS", "2H", "3D", "4C", "6S", "9H"], 1: ["QS", "QC", "JD", "8H", "KS"]}, dealer=0)
    scene = table(app, "hhcc", session)
    drawn: list[str | None] = []
    real = scene.images.get
    scene.images.get = lambda code, size, angle=0: (drawn.append(code), real(code, size, angle))[1]
    app.draw()
    assert {"AS", "2H", "9H"} <= set(drawn) and not {"QS", "JD"} & set(drawn)  # Ann's table
    drag(app, slot_of(scene, "AS").center, river(scene))
    app.step([], FRAME)
    assert isinstance(app.top, HandOffScene)
    drawn.clear()
    app.draw()
    assert drawn == []  # the hand-off screen is opaque: no card of anyone is drawn
    click(app, (640, 400))
    drawn.clear()
    app.draw()
    # Bob's table: his own cards and Ann's discard face up, nothing else of Ann's hand.
    assert {"QS", "QC", "JD", "8H", "KS", "AS"} <= set(drawn)
    assert not {"2H", "3D", "4C", "6S", "9H"} & set(drawn)
    model = scene.model
    assert model["viewer"] == 1 and model["piles"]["hand_3"]["cards"] == [None] * 5  # Ann, to Bob's left


def test_two_people_who_can_ron_are_asked_one_by_one(app) -> None:
    # Bob (1) and Di (3) are in riichi on 4♣; Ann (0) discards it. Bob, nearer, answers first.
    hands = {0: ["4C", "AD", "2D", "3D", "TD", "JD"], 1: SPADES_WAIT, 3: ["5H", "8H", "6H", "7H", "9C"]}
    session = rigged(4, hands, dealer=0)
    for seat in (1, 3):
        session.state.seats[seat].riichi = True
    scene = table(app, "hhch", session)
    drag(app, slot_of(scene, "4C").center, river(scene))
    app.step([], FRAME)
    assert isinstance(app.top, HandOffScene) and app.top.name == "Bob"
    click(app, (640, 400))
    assert set(buttons(scene)) == {"Ron (ロン) 4♣", "Pass", "Hint"}
    press(app, buttons(scene)["Pass"])
    app.step([], FRAME)
    assert isinstance(app.top, HandOffScene) and app.top.name == "Di"
    click(app, (640, 400))
    assert scene.viewer == 3 and scene.model["piles"]["hand_0"]["cards"] == ["5H", "6H", "7H", "8H", "9C"]
    press(app, buttons(scene)["Ron (ロン) 4♣"])
    for _ in range(3):
        app.step([], FRAME)
    assert isinstance(app.top, HandResultScene) and app.top.sheet["title"] == "Di wins by ron (ロン) off Ann"
    # Quitting now would keep the sheet on screen for Continue to show again.
    assert app.saves.load_autosave()["ui"]["pending"][0]["title"] == "Di wins by ron (ロン) off Ann"
    click(app, app.top.button.rect.center)
    for _ in range(3):
        app.step([], FRAME)
    # The table was face down under the sheet (results come between people's turns): Di sits down again.
    assert isinstance(app.top, HandOffScene) and app.top.name == "Di"
    click(app, (640, 400))
    # Three-sou in the Warring States unified the realm: Di, the new emperor, picks the suit of the A.
    labels = buttons(scene)
    assert set(labels) == {"Dynasty card A♠", "Dynasty card A♥", "Dynasty card A♦", "Dynasty card A♣", "Hint"}
    press(app, labels["Dynasty card A♥"])
    assert session.log[-1] == C(3, "dynasty", ("AH",), "秦") and session.state.dynasty_card == "AH"
    assert app.saves.load_autosave()["ui"]["pending"] == []


def test_autosave_and_continue_resume_the_same_position(app) -> None:
    # A real match (a record replays from its seed): the first seed whose first dealer is seat 0.
    seed = next(s for s in range(100) if Session("emperor", 4, seed=s).state.dealer == 0)
    scene = table(app, "hccc", None, seed)
    hand = [s.code for s in scene.hand_slots()]
    first, last = slot_of(scene, hand[0]).center, slot_of(scene, hand[-1]).center
    drag(app, first, (last[0] + 10, last[1]))  # Ann's own order: her first card moved to the end
    key(app, pygame.K_RETURN)  # discards the selected card: the one just moved
    data = app.saves.load_autosave()
    assert data is not None and data["record"]["log"][0] == C(0, "discard", (hand[0],)).to_json()
    # The CPU seats play on; the save on quit holds every move.
    for _ in range(30):
        app.step([], FRAME)
    scene.on_quit()
    data = app.saves.load_autosave()
    resumed = TableScene.from_save(app, data)
    assert resumed.session.digest() == scene.session.digest() == data["record"]["digest"]
    assert resumed.session.log == scene.session.log
    assert resumed.viewer == 0 and resumed.order == scene.order and scene.order[:5] == hand[1:]
    assert resumed.config == scene.config


def test_a_save_that_does_not_replay_is_refused(app) -> None:
    scene = table(app, "hccc", rigged(4, {0: ["AS", "2H", "3D", "4C", "6S", "9H"]}, dealer=0))
    data = scene.save_data()
    data["record"]["log"] = [{"seat": 2, "action": "discard", "cards": ["AS"]}]
    with pytest.raises(ValueError):
        TableScene.from_save(app, data)


def test_the_hand_off_screen_shows_nothing_of_either_hand(tmp_path) -> None:
    # The same hand-off (Ann has discarded, Pass to Bob) on two deals where Ann's and Bob's cards
    # all differ: the screens must be identical pixel for pixel, so nothing of a hand is drawn.
    deals = [
        {0: ["AS", "2H", "3D", "4C", "6S", "9H"], 1: ["QS", "QC", "JD", "8H", "KS"]},
        {0: ["AH", "3S", "5D", "7C", "9S", "JH"], 1: ["2S", "4H", "6D", "8C", "TS"]},
    ]
    screens = []
    for i, hands in enumerate(deals):
        app = App(settings_dir=tmp_path / f"config{i}", data_dir=tmp_path / f"data{i}", headless=True)
        scene = table(app, "hhcc", rigged(4, hands, dealer=0))
        drag(app, slot_of(scene, hands[0][0]).center, river(scene))
        app.step([], FRAME)
        assert isinstance(app.top, HandOffScene) and app.top.name == "Bob"
        app.draw()
        screens.append(pygame.image.tobytes(app.screen, "RGB"))
        app.quit()
    assert screens[0] == screens[1]


def test_the_river_lights_up_only_while_a_card_that_may_go_there_is_dragged(app) -> None:
    # In riichi with A♥ drawn: A♥ may be discarded, 5♠ may not (the hand is frozen).
    session = rigged(4, {0: SPADES_WAIT + ["AH"]}, dealer=0)
    state = session.state
    state.seats[0].riichi, state.drawn = True, "AH"
    scene = table(app, "hccc", session)
    frame = scene.zones["river_0"][0].inflate(16, 16)  # the glow reaches 8 px round the river
    upper = pygame.Rect(frame.x, frame.y, frame.w, frame.h // 2)  # above the reach of a lifted card

    def river_pixels() -> bytes:
        return pygame.image.tobytes(app.screen.subsurface(upper), "RGB")

    def lift(code: str) -> None:  # press on the card and move it up 30 px: a drag, not yet a drop
        x, y = (round(v) for v in slot_of(scene, code).center)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)], FRAME)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y - 30), rel=(0, -30), buttons=(1, 0, 0))], FRAME)

    def put_back() -> None:
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)], FRAME)  # off every zone

    app.step([], FRAME)
    idle = river_pixels()
    lift("5S")
    assert river_pixels() == idle
    put_back()
    lift("AH")
    assert river_pixels() != idle
    put_back()
    assert river_pixels() == idle and session.log == []
