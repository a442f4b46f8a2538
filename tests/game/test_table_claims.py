"""Claims at a mahjong table with several people: each answers behind the hand-off screen, and an
answer stays secret until every asked seat has answered (Wuhan §7.2) — the table announces only
what shows on it."""

from __future__ import annotations

from game.table import MatchConfig, SeatConfig, TableScene
from game.table.handoff import HandOffScene
from rules.core.command import Command as C

from tests.game.conftest import FRAME, button_for, click, sit_down
from tests.game.test_table_play import drag, river, slot_of
from tests.wuhan.rig import BASE, rigged


def test_a_claim_is_announced_only_once_it_shows_on_the_table(app) -> None:
    # Ann (0) discards 9p: Bob (1) may chi it with 7p 8p, Cy (2) may pon it; both are people.
    session = rigged(BASE)
    names = ["Ann", "Bob", "Cy", "Di"]
    seats = [SeatConfig("human", "", n) for n in names[:3]] + [SeatConfig("cpu", "normal", "Di")]
    app.settings.animation_speed = 0
    scene = TableScene(app, MatchConfig("wuhan", 4, seats, {}, 1), session)
    sit_down(app, scene)
    drag(app, slot_of(scene, "9p").center, river(scene))
    app.step([], FRAME)
    assert isinstance(app.top, HandOffScene) and app.top.name == "Bob"
    click(app, (640, 400))
    click(app, button_for(scene, C(1, "chi", ("7p", "8p"))).rect.center)
    assert session.log[-1] == C(1, "chi", ("7p", "8p"))
    assert scene.banner is None  # Bob's answer is his own until Cy has answered
    app.step([], FRAME)
    assert isinstance(app.top, HandOffScene) and app.top.name == "Cy"
    click(app, (640, 400))
    assert scene.banner is None
    click(app, button_for(scene, C(2, "pon", ("9p",))).rect.center)
    assert scene.banner is not None and scene.banner[0].startswith("Cy: ")  # the pon outranks the chi
    assert [m.kind for m in session.state.seats[2].melds] == ["pung"] and session.state.seats[1].melds == []


def test_a_claim_button_shows_the_tiles_it_uses(app) -> None:
    from game.table.buttons import PieceButton

    session = rigged(BASE)
    session.submit(C(0, "discard", ("9p",)))
    seats = [SeatConfig("cpu", "normal", "Ann"), SeatConfig("human", "", "Bob")] + [
        SeatConfig("cpu", "normal", n) for n in ("Cy", "Di")]
    app.settings.animation_speed = 0
    scene = TableScene(app, MatchConfig("wuhan", 4, seats, {}, 1), session)
    app.push(scene)
    chi = button_for(scene, C(1, "chi", ("7p", "8p")))
    assert isinstance(chi, PieceButton) and chi.word == "Chi 吃" and len(chi.pieces) == 2
    asked: list[tuple] = []
    real = scene.images.get
    scene.images.get = lambda code, size, *rest: (asked.append((code, size)), real(code, size, *rest))[1]
    scene.buttons_version = None  # the buttons are laid out again, their tiles fetched
    app.draw()
    assert [code for code, size in asked if size == (22, 30)] == ["7p", "8p"]
