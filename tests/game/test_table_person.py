"""The table as a person meets it (issue: never lose a win, a secret or a file): call windows wait
for people, nothing is face up between two people's turns, buttons keep their places, the hint and
the keyboard agree, the table says whose turn it is, and no text is too small to read."""

from __future__ import annotations

import sys

import pygame

from game.fonts import Fonts
from game.table.handoff import HandOffScene
from game.table.results import HandResultScene, SheetScene
from game.clickguard import SETTLE
from game.look import MIN_PX
from rules.core.command import Command as C
from rules.emperor.table import _tenpai_groups

from tests.emperor.rig import rigged
from tests.game.conftest import FRAME, click
from tests.game.test_table_play import SPADES_WAIT, buttons, drag, key, press, river, slot_of, table

ANN = ["AS", "2H", "3D", "4C", "6S", "9H"]
BOB = ["QS", "QC", "JD", "8H", "KS"]


def wait(app, seconds: float) -> None:
    for _ in range(round(seconds / 0.1)):
        app.step([], 0.1)


def ron_window(app, countdown: float = 0.0):
    """Ann (a person) discards 4♣; Bob (a person, in riichi on 4♣) may ron it."""
    app.settings.call_countdown = countdown
    session = rigged(4, {0: ["4C", "AD", "2D", "3D", "TD", "JD"], 1: SPADES_WAIT}, dealer=0)
    session.state.seats[1].riichi = True
    scene = table(app, "hhcc", session)
    drag(app, slot_of(scene, "4C").center, river(scene))
    app.step([], FRAME)
    click(app, (640, 400))  # Bob sits down
    assert scene.viewer == 1 and "Ron (ロン) 4♣" in buttons(scene)
    return scene, session


def test_a_call_window_waits_for_the_person_by_default(app) -> None:
    session = rigged(4, {0: ANN, 1: BOB}, dealer=0)
    scene = table(app, "hhcc", session)
    drag(app, slot_of(scene, "AS").center, river(scene))
    app.step([], FRAME)
    click(app, (640, 400))
    wait(app, 30)  # a person who looks away for half a minute loses nothing
    assert session.log == [C(0, "discard", ("AS",))] and scene.human_turn() == 1


def test_a_win_is_never_passed_for_the_person(app) -> None:
    scene, session = ron_window(app)
    wait(app, 20)
    assert len(session.log) == 1 and scene.human_turn() == 1
    # Even with the countdown on, a window that offers a win waits.
    scene, session = ron_window(app, countdown=2.0)
    wait(app, 20)
    assert len(session.log) == 1 and scene.call_wait is None
    press(app, buttons(scene)["Ron (ロン) 4♣"])
    assert session.log[-1] == C(1, "ron", ("4C",))


def test_between_two_peoples_turns_no_hand_is_face_up(app) -> None:
    # Ann (0) and Cy (2) are people; Bob (1) and Di (3) are CPUs. After Ann's discard only CPUs act
    # until Cy's hand-off: every frame in between shows no card of Ann's hand.
    session = rigged(4, {0: ANN}, dealer=0)
    scene = table(app, "hchc", session)
    drawn: list[str | None] = []
    real = scene.images.get
    scene.images.get = lambda code, size, angle=0: (drawn.append(code), real(code, size, angle))[1]
    drag(app, slot_of(scene, "9H").center, river(scene))
    hidden = set(ANN) - {"9H"}
    for _ in range(600):
        if isinstance(app.top, HandOffScene):
            break
        drawn.clear()
        app.step([], 0.05)
        assert not hidden & {c for c in drawn if c in hidden and c not in _face_up_elsewhere(scene)}
        assert scene.model["piles"]["hand_0"]["cards"] == [None] * len(scene.model["piles"]["hand_0"]["cards"])
        assert scene.model["waits"] is None
    assert isinstance(app.top, HandOffScene) and app.top.name == "Cy"


def _face_up_elsewhere(scene) -> set[str]:
    """Cards of Ann's that have since gone face up on the table (called, discarded)."""
    return {c for zone, pile in scene.model["piles"].items() if not zone.startswith("hand") for c in pile["cards"] if c}


def test_results_come_face_down_between_people(app) -> None:
    scene, session = ron_window(app)
    press(app, buttons(scene)["Ron (ロン) 4♣"])
    assert isinstance(app.top, HandResultScene)
    assert scene.covered and all(c is None for c in scene.model["piles"]["hand_0"]["cards"])


def test_each_action_keeps_its_button_cell_and_hint_never_moves(app) -> None:
    scene = table(app, "hccc", rigged(4, {0: ANN}, dealer=0))
    windows = [
        [C(0, "call", ("AS", "QS")), C(0, "draw")],
        [C(0, "call", ("AS", "QS")), C(0, "draw"), C(0, "ron", ("AS",))],
        [C(0, "riichi", ("AH",)), C(0, "tsumo")],
        [C(0, "pass"), C(0, "ron", ("AS",))],
        [C(0, "tsumo"), C(0, "regroup", ("AS", "QS", "2H", "JD"))],
    ]
    cells: dict[str, set[tuple[int, ...]]] = {}
    for legal in windows:
        laid = scene.lay_out_buttons(legal)
        rects = [tuple(b.rect) for b, _ in laid]
        assert len(set(rects)) == len(rects)  # no two buttons on one place
        for button, command in laid:
            action = command.action if command else ("riichi" if "Riichi" in button.label else "hint")
            cells.setdefault(action, set()).add(tuple(button.rect))
    assert all(len(places) == 1 for places in cells.values()), cells
    assert cells["riichi"] != cells["call"] and cells["tsumo"] != cells["draw"] and cells["hint"] != cells["draw"]


def test_a_click_just_after_the_buttons_changed_is_ignored(app, clock) -> None:
    session = rigged(4, {0: ANN, 1: BOB}, dealer=0)
    scene = table(app, "hhcc", session)
    drag(app, slot_of(scene, "AS").center, river(scene))
    app.step([], FRAME)
    click(app, (640, 400))  # Bob sits down: Call and Draw appear
    draw = buttons(scene)["Draw"]
    click(app, draw.rect.center)  # too soon: meant for what was there a moment before
    assert session.log == [C(0, "discard", ("AS",))]
    clock.advance(SETTLE + 0.01)
    click(app, draw.rect.center)
    assert session.log[-1] == C(1, "draw")


def test_hint_selects_the_card_it_suggests(app) -> None:
    session = rigged(4, {0: ANN}, dealer=0)
    scene = table(app, "hccc", session)
    press(app, buttons(scene)["Hint"])
    hinted = scene.hint_cards[0]
    assert [s.code for s in scene.hand_slots()][scene.selected] == hinted
    key(app, pygame.K_RETURN)
    assert session.log[0] == C(0, "discard", (hinted,))


def test_the_table_says_whose_turn_it_is(app) -> None:
    session = rigged(4, {0: ANN}, dealer=0)
    scene = table(app, "hccc", session)
    assert scene.status() == "Your turn: discard a card (drag it to your river)"
    drag(app, slot_of(scene, "9H").center, river(scene))
    assert scene.status() == "Bob is thinking…"


def test_the_waits_stay_shown_after_drawing_in_riichi(app) -> None:
    session = rigged(4, {0: SPADES_WAIT + ["AH"]}, dealer=0)
    state = session.state
    state.seats[0].riichi, state.drawn = True, "AH"
    scene = table(app, "hccc", session)
    assert scene.model["waits"] is not None and set(scene.model["waits"]["cards"]) >= {"4C", "9S"}


def test_a_win_is_shown_on_the_table_before_its_sheet(app) -> None:
    scene, session = ron_window(app)
    app.settings.animation_speed = 1
    drawn: list[str | None] = []
    real = scene.images.get
    scene.images.get = lambda code, size, angle=0: (drawn.append(code), real(code, size, angle))[1]
    press(app, buttons(scene)["Ron (ロン) 4♣"])
    assert app.top is scene and scene.pending  # the moment of the win, then the sheet
    assert scene.covered  # Bob's hand is face down on the table: the cards drawn are the reveal's
    assert set(SPADES_WAIT + ["4C"]) <= set(drawn)  # Bob's winning hand laid out under the banner
    wait(app, 3)
    assert isinstance(app.top, HandResultScene)


def test_a_waiting_hand_on_the_draw_sheet_is_grouped_into_its_sets() -> None:
    # 5♠+8♠ and 6♠+7♠ are sou (same suit, ranks adding to 13); 4♠ waits.
    groups = _tenpai_groups(["5S", "8S", "6S", "7S", "4S"], None)
    assert [g["cards"] for g in groups] == [["5S", "8S"], ["6S", "7S"], ["4S"]]
    assert [g["label"] for g in groups] == ["sou (双)", "sou (双)", "waiting (待ち)"]


def test_no_text_is_drawn_below_13_px(app, monkeypatch) -> None:
    sizes: list[int] = []
    real = Fonts.get
    monkeypatch.setattr(Fonts, "get", lambda self, px, bold=False: (sizes.append(px), real(self, px, bold))[1])
    # Text squeezed into a box (a smaller picture of it) would escape the size check; card art may scale.
    shrunk: list[str] = []
    scale = pygame.transform.smoothscale

    def watched(*args, **kwargs):
        caller = sys._getframe(1).f_globals["__name__"]
        if caller != "game.cardart":
            shrunk.append(caller)
        return scale(*args, **kwargs)

    monkeypatch.setattr(pygame.transform, "smoothscale", watched)
    names = ["Annabelle Longname", "Bartholomew", "Cy", "Di", "Evangeline"]
    scene = table(app, "hcccc", rigged(5, {0: ANN}, dealer=0))
    scene.meta["names"] = names
    scene.refresh(animate=False)
    app.draw()
    drag(app, slot_of(scene, "9H").center, river(scene))
    app.draw()
    tall = {"kind": "win", "title": "T", "blocks": [
        {"type": "lines", "title": f"Block {i}", "lines": [f"line {j}" for j in range(6)]} for i in range(12)]}
    sheet = SheetScene(app, tall, scene.images, "Next")
    app.push(sheet)
    app.draw()
    assert sheet.scroll is not None  # a tall sheet scrolls instead of shrinking
    before = sheet.scroll.offset
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0)], FRAME)
    assert sheet.scroll.offset > before
    assert sizes and min(sizes) >= MIN_PX, sorted(set(sizes))[:5]
    assert shrunk == []


def test_a_refusal_made_while_others_played_is_gone_when_the_persons_turn_comes(app) -> None:
    session = rigged(4, {0: ANN}, dealer=0)
    scene = table(app, "hccc", session)
    drag(app, slot_of(scene, "9H").center, river(scene))
    key(app, pygame.K_RETURN)  # too soon: the CPUs are playing
    assert scene.message is not None and scene.message[0] == "It is not your turn." and scene.message[2]
    for _ in range(200):
        if scene.human_turn() is not None:
            break
        app.step([], 0.05)
    assert scene.human_turn() == 0 and scene.message is None
    assert scene.status() in ("Your turn: draw or call", "Your turn: ron, call or draw", "Ron (ロン) on this discard, or pass?")
