"""Piquet and 99 at the table, played as a person would, headless: a choice of several cards by
clicks, keys, the button or a drop; a declaration answered; a card that must follow suit refused;
a 99 bid; the trick gathered to its winner; hot-seat secrecy; autosave and Continue."""

from __future__ import annotations

import time

import pygame

from game.app import App
from game.table import MatchConfig, SeatConfig, TableScene
from game.table.handoff import HandOffScene
from rules.core.command import Command as C
from rules.core.session import Session
from rules.tricks.play import pack

from tests.game.conftest import FRAME, click, sit_down
from tests.game.test_table_play import drag, key, slot_of
from tests.ninety_nine.rig import offer, play
from tests.ninety_nine.test_flow import deal_through_bids
from tests.piquet.rig import REPIQUE_ELDER, REPIQUE_TALON, do, repique_to_first_lead, rigged

NAMES = ["Ann", "Bob", "Cy"]


def config(variant: str, kinds: str, seed: int = 7) -> MatchConfig:
    """``kinds`` like "hc": seat i is a human (h) or a normal CPU (c)."""
    seats = [SeatConfig("human", "", n) if k == "h" else SeatConfig("cpu", "normal", n) for k, n in zip(kinds, NAMES)]
    return MatchConfig(variant, len(kinds), seats, {}, seed)


def table(app: App, variant: str, kinds: str, session: Session | None, seed: int = 7, speed: int = 0) -> TableScene:
    app.settings.animation_speed = speed
    return sit_down(app, TableScene(app, config(variant, kinds, seed), session))


def choice_button(scene: TableScene):
    """The one button of the choice of several cards (its words change as cards are chosen)."""
    found = [b for b, _ in scene.current_buttons() if getattr(b, "guard_id", None)]
    assert len(found) == 1, [b.label for b, _ in scene.current_buttons()]
    return found[0]


def lift(app: App, scene: TableScene, code: str) -> None:
    click(app, tuple(round(v) for v in slot_of(scene, code).center))


def wait_for_person(app: App, scene: TableScene, frames: int = 600) -> None:
    """Let the CPU seats play (their worker thread needs real moments) until the person may act."""
    for _ in range(frames):
        if scene.human_turn() is not None and not scene.pending:
            return
        app.step([], FRAME)
        time.sleep(0.002)
    raise AssertionError("the person was never asked to act")


def test_the_exchange_is_chosen_card_by_card_and_made_by_its_button(app) -> None:
    session = rigged(REPIQUE_ELDER, REPIQUE_TALON)  # Ann (seat 0) is elder
    scene = table(app, "piquet", "hc", session)
    button = choice_button(scene)
    assert not button.enabled and button.label == "Choose 1 to 5 cards (0 chosen)"
    lift(app, scene, "7H")
    lift(app, scene, "9C")
    button = choice_button(scene)
    assert button.enabled and button.label == "Discard 7♥ 9♣, take 2"
    assert button.rect == choice_button(scene).rect  # the button stays where it was
    lift(app, scene, "9C")  # a second click puts a card back down
    assert [scene.chosen_codes()] == [["7H"]] and choice_button(scene).label == "Discard 7♥, take 1"
    for code in ("AD", "KD", "9D", "AC", "KC"):
        lift(app, scene, code)
    button = choice_button(scene)
    assert not button.enabled and button.label == "Choose 1 to 5 cards (6 chosen)"
    click(app, button.rect.center)
    assert session.log == []  # a disabled button does nothing
    for code in ("AD", "KD", "9D", "AC", "KC"):
        lift(app, scene, code)
    click(app, choice_button(scene).rect.center)
    assert session.log == [C(0, "exchange", ("7H",))]
    assert session.state.hand.hands[0].count("8D") == 1  # took the talon's first card
    assert scene.chosen == []


def test_the_exchange_by_keys_and_by_a_drop_on_the_discards(app) -> None:
    session = rigged(REPIQUE_ELDER, REPIQUE_TALON)
    scene = table(app, "piquet", "hc", session)
    hand = [s.code for s in scene.hand_slots()]
    # Space lifts the card the arrows point at; Enter makes the choice.
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    assert scene.chosen_codes() == hand[:2]
    key(app, pygame.K_RETURN)
    assert session.log[0].action == "exchange" and sorted(session.log[0].cards) == sorted(hand[:2])

    other = rigged(REPIQUE_ELDER, REPIQUE_TALON)
    scene = table(app, "piquet", "hc", other)
    lift(app, scene, "7H")
    drag(app, slot_of(scene, "9C").center, scene.zones["discards_0"][0].center)  # the dragged card joins the choice
    assert other.log == [C(0, "exchange", ("7H", "9C"))] or other.log == [C(0, "exchange", ("9C", "7H"))]


def test_a_declaration_is_answered_with_the_originals_words(app) -> None:
    session = rigged(REPIQUE_ELDER, REPIQUE_TALON)
    do(session, 0, "exchange", "7H")
    do(session, 1, "exchange", "7C")
    do(session, 0, "declare_point", choice="D")  # Ann (CPU here) declares a point of four
    scene = table(app, "piquet", "ch", session)  # Bob, younger, answers
    labels = sorted(b.label for b, _ in scene.current_buttons())
    assert labels == ["Good (いい, c'est bon)", "Hint", "Not good (だめ, mieux)"]  # no "equal": his point is longer
    assert "Ann: “Point of 4”" in scene.model["info"]
    click(app, next(b for b, _ in scene.current_buttons() if b.label.startswith("Not good")).rect.center)
    assert session.log[-1] == C(1, "answer", (), "not_good")


def test_extras_are_offered_with_their_cards_and_a_way_to_decline(app) -> None:
    session = repique_to_first_lead()
    do(session, 1, "announce_point", choice="S")
    do(session, 1, "announce_sequence", "AS KS QS JS TS")
    scene = table(app, "piquet", "ch", session)  # Bob also holds a K-high quint in hearts
    words = {b.label: c for b, c in scene.current_buttons()}
    # its cards as he holds them (the rules name them in their own order)
    assert words["Also score K♥ Q♥ J♥ 10♥ 9♥"] == C(1, "score_extras", ("9H", "JH", "KH", "QH", "TH"), "sequence")
    assert words["No other sequence"] == C(1, "score_extras", (), "sequence")
    click(app, next(b for b, _ in scene.current_buttons() if b.label == "No other sequence").rect.center)
    assert session.log[-1] == C(1, "score_extras", (), "sequence")


def test_a_card_that_does_not_follow_suit_is_dimmed_and_refused_with_the_reason(app) -> None:
    session = deal_through_bids(("none", "none", "none"))
    play(session, "A♠")  # Ann leads a spade; Bob holds J♠ 10♠ 9♠
    scene = table(app, "ninety_nine", "chc", session)
    assert scene.playable() == {"JS", "TS", "9S"}
    # The keys start on a spade and pass over the dimmed cards.
    hand = [s.code for s in scene.hand_slots()]
    seen = []
    for _ in range(4):
        seen.append(hand[scene.selected])
        key(app, pygame.K_RIGHT)
    assert set(seen) == {"JS", "TS", "9S"} and seen[0] == seen[3]
    before = session.digest()
    home = slot_of(scene, "JH").center
    drag(app, home, scene.zones["trick"][0].center)
    assert session.digest() == before and scene.message is not None and scene.message[2]
    assert "follow" in scene.message[0].lower()
    assert scene.pos["JH"] == home  # slid back
    drag(app, slot_of(scene, "9S").center, scene.zones["trick"][0].center)
    assert session.log[-1] == C(1, "play", ("9S",))


def test_a_bid_is_three_cards_with_its_value_shown(app) -> None:
    session = Session("ninety_nine", 3, seed=3)
    scene = table(app, "ninety_nine", "hcc", session)
    wait_for_person(app, scene)
    hand = [s.code for s in scene.hand_slots()]
    clubs = [c for c in hand if c.endswith("C")]
    picked = (clubs + [c for c in hand if c not in clubs])[:3]
    value = sum({"C": 3, "H": 2, "S": 1, "D": 0}[c[-1]] for c in picked)
    for code in picked[:2]:
        lift(app, scene, code)
    assert not choice_button(scene).enabled and choice_button(scene).label == "Choose 3 cards (2 chosen)"
    lift(app, scene, picked[2])
    assert choice_button(scene).label.startswith(f"Bid {value}: lay ")
    drag(app, slot_of(scene, picked[0]).center, scene.zones["bid_0"][0].center)  # a chosen card dropped on the bid
    assert session.log[-1].action == "bid" and sorted(session.log[-1].cards) == sorted(picked)
    assert sorted(c for c in scene.model["piles"]["bid_0"]["cards"]) == sorted(picked)  # face up for Ann herself


def test_a_finished_trick_stays_in_view_then_goes_to_its_winner(app) -> None:
    session = deal_through_bids(("none", "none", "none"))
    play(session, "A♠ J♠")  # Cy (seat 2) plays the trick's last card
    scene = table(app, "ninety_nine", "cch", session, speed=1)
    drag(app, slot_of(scene, "6S").center, scene.zones["trick"][0].center)
    assert session.log[-1] == C(2, "play", ("6S",))
    g = scene.gathering
    assert g is not None and g["trick"]["cards"] == ["AS", "JS", "6S"] and g["trick"]["to"] == "won_1"  # Ann, on Cy's right
    shown = {s.code: s.zone for s in scene.slots if s.zone == "gathered"}
    assert set(shown) == {"AS", "JS", "6S"}
    moves = len(session.log)
    for _ in range(30):  # half a second: the trick is still in the middle, and nobody plays
        app.step([], FRAME)
    assert scene.gathering is not None and not scene.gathering["going"] and len(session.log) == moves
    for _ in range(120):
        app.step([], FRAME)
        if scene.gathering is None:
            break
    assert scene.gathering is None
    assert not [s for s in scene.slots if s.code in ("AS", "JS", "6S")]  # gone into Ann's pile
    assert scene.model["piles"]["won_1"]["count"] == 1


def test_the_hand_off_between_two_people_shows_nothing_of_either_hand(tmp_path) -> None:
    # Ann (elder) exchanges her first card; the hand-off to Bob must look the same whatever the two
    # hands are: the second deal gives Ann what Bob held in the first.
    full = set(REPIQUE_ELDER.split()) | set(REPIQUE_TALON.split())
    bob_first = " ".join(c for c in pack("AKQJT987") if c not in full)
    screens = []
    for i, elder in enumerate((REPIQUE_ELDER, bob_first)):
        app = App(settings_dir=tmp_path / f"config{i}", data_dir=tmp_path / f"data{i}", headless=True)
        session = rigged(elder, REPIQUE_TALON)
        scene = table(app, "piquet", "hh", session)
        first = scene.hand_slots()[0].code
        lift(app, scene, first)
        click(app, choice_button(scene).rect.center)
        app.step([], FRAME)
        assert isinstance(app.top, HandOffScene) and app.top.name == "Bob"
        assert all(c is None for c in scene.model["piles"]["hand_0"]["cards"])
        app.draw()
        screens.append(pygame.image.tobytes(app.screen, "RGB"))
        app.quit()
    assert screens[0] == screens[1]


def test_autosave_and_continue_mid_hand(app) -> None:
    for variant, kinds in (("piquet", "hc"), ("ninety_nine", "hcc")):
        scene = table(app, variant, kinds, None, seed=5)
        wait_for_person(app, scene)
        seat = scene.human_turn()
        hint = scene.variant.hint(scene.session.view(seat), scene.session.legal(seat))
        assert scene.attempt(hint.command)
        scene.on_quit()
        data = app.saves.load_autosave()
        resumed = TableScene.from_save(app, data)
        assert resumed.session.digest() == scene.session.digest() and resumed.session.log == scene.session.log
        assert resumed.config.variant_id == variant and hint.command in resumed.session.log
        app.pop()


def test_the_draw_for_the_deal_needs_no_hand_off(app) -> None:
    # Two people: the draw is made for both (nobody decides it, nothing is hidden); the first
    # hand-off is to the first who decides: here Bob, who drew J♦ to Ann's 7♥ and is elder.
    app.settings.animation_speed = 0
    scene = TableScene(app, config("piquet", "hh", 3), None)
    app.push(scene)
    for _ in range(5):
        app.step([], FRAME)
    assert [c.action for c in scene.session.log] == ["draw", "draw"]
    assert isinstance(app.top, HandOffScene)
    assert scene.session.view(None)["draws"] == ["7H", "JD"] and scene.session.to_act() == {1}
    assert app.top.name == "Bob"


def test_bids_made_at_the_same_time_pass_the_screen_between_people(app) -> None:
    # 99 with two people: Ann lays her bid, then Bob bids behind the hand-off screen; while it is
    # up, Ann's hand and her bid are face down.
    session = Session("ninety_nine", 3, seed=3)
    scene = table(app, "ninety_nine", "hhc", session)
    assert scene.viewer == 0 and scene.human_turn() == 0
    picked = [s.code for s in scene.hand_slots()][:3]
    for code in picked:
        lift(app, scene, code)
    click(app, choice_button(scene).rect.center)
    app.step([], FRAME)
    assert session.log[-1].action == "bid" and isinstance(app.top, HandOffScene) and app.top.name == "Bob"
    piles = scene.model["piles"]
    assert all(c is None for c in piles["hand_0"]["cards"] + piles["bid_0"]["cards"])
    click(app, (640, 400))
    assert scene.viewer == 1 and scene.human_turn() == 1 and choice_button(scene).label == "Choose 3 cards (0 chosen)"
    assert not set(picked) & {c for pile in scene.model["piles"].values() for c in pile["cards"]}
