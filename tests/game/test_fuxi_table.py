"""A person at a Fuxi table, headless: tiles chosen by clicks and keys, played by the select button,
by Enter or by a drag onto the table, fed through App.step as the other table tests do.

Stacked deals (tests/fuxi/rig.py) set the hands and the table; the CPU seats are held still where a
test looks at one moment."""

from __future__ import annotations

import pygame

from game.scenes.title import TitleScene
from game.table import MatchConfig, SeatConfig, TableScene
from game.table.handoff import HandOffScene
from rules.core.command import Command as C
from rules.core.session import Session

from tests.fuxi.rig import rigged
from tests.game.conftest import FRAME, click, sit_down
from tests.game.test_table_play import drag, press

NAMES = ["Ann", "Bob", "Cy", "Di"]


def fuxi_table(app, session: Session, humans: tuple[int, ...] = (0,), frozen: bool = True, monkeypatch=None) -> TableScene:
    players = session.players
    session.meta["names"] = NAMES[:players]
    seats = [SeatConfig("human", "", NAMES[i]) if i in humans else SeatConfig("cpu", "easy", NAMES[i])
             for i in range(players)]
    app.settings.animation_speed = 0
    scene = TableScene(app, MatchConfig("fuxi", players, seats, session.options, 1), session)
    if frozen and monkeypatch is not None:
        monkeypatch.setattr(scene, "cpu_turn", lambda seat, dt: None)
    return sit_down(app, scene)


def choose(app, scene: TableScene, codes: str) -> None:
    """Click each tile (one copy per mention) to lift it."""
    for code in codes.split():
        slot = next(s for s in scene.hand_slots() if s.code == code and s.key not in scene.chosen)
        click(app, slot.rect.center)


def select_button(scene: TableScene):
    return next(b for b, _ in scene.current_buttons() if getattr(b, "guard_id", None) in ("play", "give"))


def labelled(scene: TableScene) -> dict[str, object]:
    return {b.label: b for b, _ in scene.current_buttons()}


def middle(scene: TableScene) -> tuple[int, int]:
    return scene.zones["table"][0].center


def test_a_single_by_the_select_button(app, monkeypatch) -> None:
    session = rigged({0: "9m 1p 5s 7s", 1: "2m 3m"}, turn=0)
    scene = fuxi_table(app, session, monkeypatch=monkeypatch)
    assert select_button(scene).label == "Select tiles to play" and not select_button(scene).enabled
    choose(app, scene, "9m")
    button = select_button(scene)
    assert button.enabled and button.label == "Play 単九萬 (single 9)"
    press(app, button)
    assert session.log[-1] == C(0, "play", ("9m",), "9m")
    assert scene.model["piles"]["beat"]["cards"] == ["9m"] and scene.chosen == []
    assert "Ann" in scene.model["piles"]["beat"]["label"] and "単九萬" in scene.model["piles"]["beat"]["label"]


def test_a_pair_dragged_onto_the_table(app, monkeypatch) -> None:
    session = rigged({0: "6p 6p 5s 7s 9s"}, turn=0, table="44m", owner=1)
    scene = fuxi_table(app, session, monkeypatch=monkeypatch)
    choose(app, scene, "6p")
    second = next(s for s in scene.hand_slots() if s.code == "6p" and s.key not in scene.chosen)
    drag(app, second.center, middle(scene))  # the dragged tile joins the lifted one
    assert session.log[-1] == C(0, "play", ("6p", "6p"), "66p")
    assert scene.model["piles"]["beat"]["cards"] == ["6p", "6p"]
    assert scene.model["piles"]["stack1"]["cards"] == ["4m", "4m"]  # the play it beat, stacked below


def test_a_carry_chain_by_keys_and_its_name(app, monkeypatch) -> None:
    session = rigged({0: "4p 4p 4p 3s 3s 3s 5m 9s"}, turn=0)
    scene = fuxi_table(app, session, monkeypatch=monkeypatch)
    hand = [s.code for s in scene.hand_slots()]
    for code in ["4p", "4p", "4p", "3s", "3s", "3s", "5m"]:
        scene.selected = next(i for i, s in enumerate(scene.hand_slots()) if s.code == code and s.key not in scene.chosen)
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")], FRAME)
    assert len(scene.chosen) == 7 and [s.code for s in scene.hand_slots()] == hand
    # Two readings: the triplet of 3 carrying 444 or the triplet of 4 carrying 333: a menu of both.
    assert select_button(scene).label == "Play these tiles: choose how (2 ways)"
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")], FRAME)
    ways = [b.label for b, _ in scene.current_buttons()]
    assert ways == ["Play 刻四筒帯刻三索帯単五萬 (triplet 4 carrying triplet 3, single 5)",
                    "Play 刻三索帯刻四筒帯単五萬 (triplet 3 carrying triplet 4, single 5)", "Back"]
    press(app, labelled(scene)[ways[1]])
    assert session.log[-1].choice == "333s+444p+5m" and sorted(session.log[-1].cards) == sorted("5m 4p 4p 4p 3s 3s 3s".split())
    assert scene.model["piles"]["beat"]["groups"] == [3, 3, 1]


def test_a_declaration_offers_only_what_beats_the_table(app, monkeypatch) -> None:
    # 一通 on a pair of 5: a kong of any suit and number, or a pair of 6-9 (D-9/D-10); never a
    # single or a triplet (the table is a pair), nor a pair of 1-5.
    session = rigged({0: "1p 2p 3p 4p 5p 6p 7p 8p 9p 1m 1m"}, turn=0, table="55m", owner=1)
    scene = fuxi_table(app, session, monkeypatch=monkeypatch)
    choose(app, scene, "1p 2p 3p 4p 5p 6p 7p 8p 9p")
    button = select_button(scene)
    assert button.label == "Play 一通 (1-9 straight): choose how (39 ways)"  # 27 kongs + 4 numbers x 3 suits
    press(app, button)
    assert [b.label for b, _ in scene.current_buttons()] == ["as a kong (槓)", "as a pair (対)", "Back"]
    press(app, labelled(scene)["as a pair (対)"])
    assert [b.label for b, _ in scene.current_buttons()] == ["6", "7", "8", "9", "Back"]
    press(app, labelled(scene)["9"])
    assert [b.label for b, _ in scene.current_buttons()] == ["萬子 characters", "筒子 dots", "索子 bamboo", "Back"]
    press(app, labelled(scene)["Back"])
    assert [b.label for b, _ in scene.current_buttons()] == ["6", "7", "8", "9", "Back"]
    press(app, labelled(scene)["9"])
    before = session.log[:]
    press(app, labelled(scene)["索子 bamboo"])
    assert session.log == before + [C(0, "play", tuple(f"{n}p" for n in range(1, 10)), "123456789p=99s")]
    assert "一通(対九索)" in scene.model["piles"]["beat"]["label"]


def test_a_long_declaration_menu_stays_inside_the_buttons_zone(app, monkeypatch) -> None:
    # On an empty table 一通 may be a single of any number: nine numbers and Back, more than the
    # zone's six cells, are laid in narrower cells of the zone rather than over the seat above it.
    session = rigged({0: "1p 2p 3p 4p 5p 6p 7p 8p 9p 1m 1m"}, turn=0)
    scene = fuxi_table(app, session, monkeypatch=monkeypatch)
    choose(app, scene, "1p 2p 3p 4p 5p 6p 7p 8p 9p")
    press(app, select_button(scene))
    press(app, labelled(scene)["as a single (単)"])
    buttons = [b for b, _ in scene.current_buttons()]
    assert [b.label for b in buttons] == [str(n) for n in range(1, 10)] + ["Back"]
    zone = scene.zones["buttons"][0]
    assert all(zone.contains(b.rect) for b in buttons)
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(buttons) for b in buttons[i + 1:])


def test_pass_by_its_button(app, monkeypatch) -> None:
    session = rigged({0: "2m 8s 8s"}, turn=0, table="55p", owner=2, passed=[3])
    scene = fuxi_table(app, session, monkeypatch=monkeypatch)
    assert scene.status() == "Your turn: beat 対五筒 (select tiles, then Play) or pass"
    press(app, labelled(scene)["Pass"])
    assert session.log[-1] == C(0, "pass")
    assert scene.model["piles"]["played_0"]["label"] == "passed" and "passed" in scene.model["plates"]["plate_0"]["markers"]


def test_a_refused_selection_is_explained_and_changes_nothing(app, monkeypatch) -> None:
    session = rigged({0: "3m 3m 4p 8s 8s"}, turn=0, table="77p", owner=1)
    scene = fuxi_table(app, session, monkeypatch=monkeypatch)
    before = session.digest()
    choose(app, scene, "3m 3m")
    button = select_button(scene)
    assert not button.enabled and button.label == "対三萬 is weaker than 対七筒 in normal order (1 weakest, 9 strongest)."
    drag(app, next(s for s in scene.hand_slots() if s.code == "4p").center, middle(scene))
    assert session.digest() == before and session.log == []
    assert scene.message is not None and scene.message[2]
    assert scene.message[0].startswith("3m 3m 4p make no combination")


def test_the_reversed_order_is_shown_and_a_bamboo_kong_is_announced(app, monkeypatch) -> None:
    session = rigged({0: "4s 4s 4s 4s 9m 1p"}, turn=0, table="5m", owner=1)
    scene = fuxi_table(app, session, monkeypatch=monkeypatch)
    assert scene.model["piles"]["order"]["cards"][0] == "1s" and scene.model["info"][2] == "Order: normal"
    choose(app, scene, "4s 4s 4s 4s")
    press(app, select_button(scene))
    assert session.state.reversed
    order = scene.model["piles"]["order"]
    assert order["cards"] == [f"{n}s" for n in range(9, 0, -1)] and order["label"].startswith("REVERSED")
    assert scene.model["info"][2] == "Order: REVERSED 逆"
    assert scene.banner is not None and "Ann: kong 槓四索 reverses the order (逆)" in scene.banner[0]


def test_the_sheet_names_the_finish_and_the_lord(app, monkeypatch) -> None:
    # Ann, the lord (地頭), goes out with a pair on an empty table, not in her first turn and not on
    # the last tile: 1 (通常あがり) x 2 (親のあがり) = 2 points; only the winner gains.
    session = rigged({0: "7p 7p"}, turn=0, lord=0)
    scene = fuxi_table(app, session, monkeypatch=monkeypatch)
    choose(app, scene, "7p 7p")
    press(app, select_button(scene))
    for _ in range(3):
        app.step([], FRAME)
    sheet = app.top.sheet  # the hand's sheet on screen
    assert sheet["kind"] == "win" and sheet["title"] == "Ann goes out with 対七筒"
    rows = next(b for b in sheet["blocks"] if b["type"] == "rows")["rows"]
    assert [(r["original"], r["english"], r["value"]) for r in rows] == [
        ("通常あがり", "Win: 1 point", "1"), ("親のあがり", "The jitou (地頭) wins", "×2"), ("", "Points: 1 × 2 = 2", "2")]
    lord = next(b for b in sheet["blocks"] if b["type"] == "lines")["lines"]
    assert lord[0] == "Ann won as the lord (地頭) and stays lord."
    scores = next(b for b in sheet["blocks"] if b["type"] == "table")["rows"]
    assert [r[3] for r in scores] == ["+2", "0", "0", "0"] and scores[0][1] == "地頭 lord"


def test_hot_seat_hides_the_hand_and_hands_off(app) -> None:
    session = rigged({0: "2m 8s 8s", 1: "3m 9s 9s"}, turn=0, table="55p", owner=2, passed=[3])
    scene = fuxi_table(app, session, humans=(0, 1))
    assert scene.model["piles"]["hand_0"]["face_up"] and scene.model["piles"]["hand_0"]["cards"][0] is not None
    press(app, labelled(scene)["Pass"])
    assert scene.covered and all(c is None for c in scene.model["piles"]["hand_0"]["cards"])
    for _ in range(5):
        app.step([], FRAME)
    assert isinstance(app.top, HandOffScene) and app.top.name == "Bob"
    click(app, (640, 400))
    assert app.top is scene and scene.viewer == 1 and "3m" in scene.model["piles"]["hand_0"]["cards"]


def test_autosave_and_continue(app) -> None:
    session = Session("fuxi", 4, {"players": 4}, seed=5)
    seats = [SeatConfig("human", "", "Ann")] + [SeatConfig("cpu", "easy", NAMES[i]) for i in range(1, 4)]
    app.settings.animation_speed = 0
    scene = TableScene(app, MatchConfig("fuxi", 4, seats, session.options, 5))
    app.push(scene)
    for _ in range(200):  # the CPUs give in the exchange; the table waits for Ann
        app.step([], FRAME)
        if scene.human_turn() == 0:
            break
    assert scene.human_turn() == 0
    scene.settle()
    give = next(c for c in scene.legal() if c.action == "give")  # a tile of the highest number
    choose(app, scene, give.cards[0])
    press(app, select_button(scene))
    data = app.saves.load_autosave()
    assert data is not None and data["record"]["log"] == [c.to_json() for c in scene.session.log]
    scene.on_quit()
    resumed = TableScene.from_save(app, app.saves.load_autosave())
    assert resumed.session.digest() == scene.session.digest()
    resumed.worker.close()
    app.to_title()
    title = app.top
    assert isinstance(title, TitleScene)
    click(app, next(w for w in title.form.widgets if getattr(w, "label", "") == "Continue").rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table is not scene and table.session.log == scene.session.log
    assert table.viewer == 0 and table.model["material"] == "tiles"


def test_three_players(app, monkeypatch) -> None:
    session = rigged({0: "8m 8m 8m 2p", 1: "1m", 2: "1s"}, turn=0, players=3)
    scene = fuxi_table(app, session, monkeypatch=monkeypatch)
    assert sorted(z for z in scene.model["plates"]) == ["plate_0", "plate_1", "plate_2"]
    assert "hand_3" not in scene.model["piles"] and "played_2" in scene.model["piles"]
    choose(app, scene, "8m 8m 8m 2p")
    press(app, select_button(scene))
    assert session.log[-1] == C(0, "play", ("8m", "8m", "8m", "2p"), "888m+2p")


def test_the_hint_lifts_the_tiles_it_names_and_says_why(app, monkeypatch) -> None:
    session = rigged({0: "8s 8s 9p"}, turn=0, table="55p", owner=2, passed=[3])
    scene = fuxi_table(app, session, monkeypatch=monkeypatch)
    press(app, labelled(scene)["Hint"])
    hint = session.variant.hint(session.view(0), session.legal(0), session.meta)
    assert hint.command.cards == ("8s", "8s")  # the only play that beats a pair of 5
    assert sorted(s.code for s in scene.hand_slots() if s.key in scene.chosen) == ["8s", "8s"]
    assert scene.message is not None and scene.message[0] == f"Hint: {hint.reason}"
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")], FRAME)
    assert session.log[-1] == C(0, "play", ("8s", "8s"), "88s")
