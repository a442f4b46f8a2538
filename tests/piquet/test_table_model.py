"""Piquet's table model and score sheets (rules/piquet/table.py), built from views alone."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.piquet.match import rubicon_value
from rules.piquet.table import said, game_sheet, sheet, table
from rules.piquet.variant import VARIANT

from tests.piquet.rig import REPIQUE_ELDER, REPIQUE_TALON, announce_repique, do, repique_to_first_lead, rigged
from rules.tricks.table import marker
from tests.tricks.seeded import play_checking

META = {"names": ["Ann", "Bob"]}


def _codes(model: dict[str, Any]) -> set[str]:
    return {c for pile in model["piles"].values() for c in pile["cards"] if c is not None}


def _legal_actions(s: Session, seat: int) -> set[str]:
    return {c.action for c in s.legal(seat)}


def _check_privacy(s: Session) -> None:
    """No seat's model (nor a spectator's) holds a card that seat may not see."""
    snap = VARIANT.snapshot(s.state)
    hand = snap["hand"]
    for viewer in (0, 1, None):
        model = table(s.view(viewer), META)
        json.dumps(model)
        seen = _codes(model)
        if hand is None or snap["phase"] in ("draw_for_deal", "choose_role"):  # the draw is public; the last hand is over
            continue
        others = [x for x in (0, 1) if x != viewer]
        for other in others:
            shown = set(hand["shown"][other])
            assert seen & set(hand["hands"][other]) <= shown, (viewer, other)
            assert not seen & set(hand["discards"][other]) - shown
        rest = set(hand["talon"][hand["used"]:])
        may_see_rest = hand["rest_exposed"] or (viewer == 1 - hand["elder"] and hand["rest_seen"])
        peek = set(hand["peek"]) if viewer == hand["elder"] else set()
        if not may_see_rest:
            assert not (seen & rest) - peek, viewer
        if viewer is not None and not s.state.options["own_discards_viewable"]:
            assert not seen & set(hand["discards"][viewer]) - set(hand["hands"][viewer])


@pytest.mark.parametrize("seed,options", [(1, {}), (2, {"match_format": "rubicon"}), (3, {"own_discards_viewable": True}),
                                          (4, {"deck_36": True}), (5, {})])
def test_no_model_holds_a_card_its_seat_may_not_see(seed: int, options: dict) -> None:
    s = Session("piquet", 2, options, seed=seed)
    # CPUs play, with a random legal move now and then to reach rarer steps (peeks, reveals, shows).
    play_checking(s, "easy", seed, 600, 0.2, _check_privacy, sheet, META)


def test_the_exchange_is_a_selection_counted_per_role_and_option() -> None:
    s = rigged(REPIQUE_ELDER, REPIQUE_TALON)
    assert table(s.view(0), META)["select"]["exchange"]["count"] == [1, 5]
    assert table(s.view(1), META)["select"]["exchange"]["count"] == [1, 5]  # the phase's, for whoever is to act
    do(s, 0, "exchange", "7H 8H")
    younger = table(s.view(1), META)["select"]
    assert list(younger) == ["exchange"] and younger["exchange"]["count"] == [1, 6]
    assert younger["exchange"]["zone"] == "discards_0"  # the chosen cards may be dropped on the own discards
    do(s, 1, "exchange", "7C")
    assert table(s.view(0), META)["select"] == {}
    zero = rigged(REPIQUE_ELDER, REPIQUE_TALON, {"younger_may_exchange_zero": True})
    do(zero, 0, "exchange", "7H 8H 7S 8S 9S")
    assert table(zero.view(1), META)["select"]["exchange"]["count"] == [0, 3]


def test_the_36_card_game_lets_elder_exchange_eight() -> None:
    s = Session("piquet", 2, {"deck_36": True}, seed=7)
    while s.state.phase != "elder_exchange":
        seat = min(s.to_act())
        s.submit(s.legal(seat)[0])
    elder = s.state.hand.elder
    assert table(s.view(elder), META)["select"]["exchange"]["count"] == [1, 8]


def test_carte_blanche_discard_and_exchange_counts() -> None:
    # Elder holds no face card: A, 10, 9 of every suit.
    s = rigged("AS TS 9S AH TH 9H AD TD 9D AC TC 9C", "KS QS JS KH QH JH KD QD")
    model = table(s.view(0), META)
    assert "carte_blanche" in _legal_actions(s, 0)
    assert all(c.choice in model["choices"]["carte_blanche"] for c in s.legal(0) if c.action == "carte_blanche")
    do(s, 0, "carte_blanche", choice="3")
    assert table(s.view(1), META)["select"]["discard"]["count"] == [1, 5]
    do(s, 1, "discard", "7S 8S")
    assert s.state.phase == "cb_elder_exchange"
    assert table(s.view(0), META)["select"]["exchange"]["count"] == [3, 3]
    model = table(s.view(1), META)
    assert model["piles"]["shown_1"]["cards"] and "AS" in model["piles"]["shown_1"]["cards"]  # elder showed his hand
    assert "Carte blanche" in model["plates"]["plate_1"]["markers"]


def _prompt(model: dict[str, Any], actions: set[str]) -> str:
    return next(text for wanted, text in model["prompts"] if set(wanted) <= actions)


def test_the_declaration_dialogue_is_a_button_per_legal_command() -> None:
    s = rigged(REPIQUE_ELDER, REPIQUE_TALON)
    do(s, 0, "exchange", "7H")
    do(s, 1, "exchange", "7C")
    model = table(s.view(0), META)
    points = [c for c in s.legal(0) if c.action == "declare_point"]
    assert {c.choice for c in points} == set(model["choices"]["declare_point"]) == {"S", "H", "D", "C"}
    assert model["choices"]["declare_point"]["D"] == "Point of 4, making 38 (♦)"  # A K 9 8: 11 + 10 + 9 + 8 of diamonds
    assert _prompt(model, _legal_actions(s, 0)) == "Declare your point: its number of cards"
    do(s, 0, "declare_point", choice="D")
    model = table(s.view(1), META)
    answers = {c.choice for c in s.legal(1) if c.action == "answer"}
    assert answers == {"good", "not_good"}
    assert set(model["choices"]["answer"]) == {"good", "not_good", "equal"}
    assert model["choices"]["answer"]["good"] == "Good (いい, c'est bon)"
    assert model["info"][-1] == "Ann: “Point of 4”"
    assert _prompt(model, _legal_actions(s, 1)) == "Answer elder: good, not good or equal"
    do(s, 1, "answer", choice="not_good")
    model = table(s.view(0), META)
    # Sinking: "none" is offered beside every sequence elder could declare.
    seq = [c for c in s.legal(0) if c.action == "declare_sequence"]
    assert any(c.choice == "none" for c in seq) and model["choices"]["declare_sequence"]["none"] == "No sequence"
    assert all(c.choice == "none" or "{cards}" in model["labels"]["declare_sequence"] for c in seq)
    assert model["info"][-2:] == ["Ann: “Point of 4”", "Bob: “Not good (だめ, mieux)”"]
    assert model["spoken"][-1] == [model["spoken"][-1][0], "Bob: “Not good (だめ, mieux)”"]


def test_the_dialogue_is_said_in_the_words_of_the_game() -> None:
    # Elder sinks his sequence and declares three aces; younger (a quint and a point of five) answers.
    s = repique_to_first_lead()
    lines = [said(line) for line in s.view(0)["hand"]["dialogue"]]
    assert lines == ["Point of 4", "Not good (だめ, mieux)", "No sequence", "Three aces", "Good (いい, c'est bon)"]
    assert said({"class": "sequence", "says": "declare", "length": 5, "top": "K"}) == "Quint to the king"
    assert said({"class": "sequence", "says": "declare", "length": 6}) == "Sixième"  # staged: the length only
    assert said({"class": "sets", "says": "declare", "size": 4, "rank": "T"}) == "Quatorze of tens"
    assert said({"class": "sets", "says": "declare", "size": 3}) == "A trio"


def test_spectator_and_younger_never_see_elder_s_hand_in_the_dialogue() -> None:
    s = repique_to_first_lead()
    for viewer in (1, None):
        model = table(s.view(viewer), META)
        assert model["piles"]["hand_1" if viewer == 1 else "hand_0"]["face_up"] is False
        assert "declare_point" not in model["choices"] or viewer is not None
    # Elder's trio was scored unseen: its cards lie only in elder's own model.
    assert "AH" not in _codes(table(s.view(1), META))


def test_the_spec_repique_hand_sheet() -> None:
    s = repique_to_first_lead()
    announce_repique(s)
    model = table(s.view(1), META)
    assert "Repique! (ルピック)" in model["info"]
    assert model["info"][2] == "Elder Ann: 4 · Younger Bob: 95"  # trio 3 + lead 1; 5 + 15 + 15 + 60
    # Play the example's tricks (docs/examples/piquet/repique.json), each led card first.
    tricks = ["7D", "KD 8C", "9D 9H", "8D TH", "AC JH", "KC QH", "9C KH", "AH TS", "8H JS", "9S AS", "KS 8S", "QS 7S"]
    events = []
    for trick in tricks:
        for code in trick.split():
            events += do(s, s.state.hand.turn, "play", code)
    ended = next(e for e in events if e.kind == "hand_ended")
    made = sheet(ended, s.view(0), META)
    json.dumps(made)
    assert made["subtitle"] == "Repique! (ルピック)"
    declarations, tricks_block, bonus, talk, totals = made["blocks"]
    # In scoring order: Bob's point 5 and two quints 15 + 15, then Ann's trio of aces 3.
    assert [(r["value"], r.get("cards")) for r in declarations["rows"]] == [
        ("+5", ["AS", "KS", "QS", "JS", "TS"]), ("+15", ["AS", "KS", "QS", "JS", "TS"]),
        ("+15", ["KH", "QH", "JH", "TH", "9H"]), ("+3", ["AH", "AD", "AC"])]
    # Ann led the first ten tricks (10) and won nine; Bob won the tenth (1), led the last two (2),
    # took the last trick (+1); Ann has the cards (9 tricks to 3, +10).
    assert tricks_block["title"] == "Tricks won: 9 to 3"
    assert [r["value"] for r in tricks_block["rows"]] == ["+10", "+3", "+1", "+10"]
    assert [r["value"] for r in bonus["rows"]] == ["+60"] and "35 >= 30" in bonus["rows"][0]["english"]
    # Ann 3 + 10 + 10 = 23; Bob 5 + 15 + 15 + 60 + 3 + 1 = 99.
    assert totals["rows"] == [["Ann", "Elder", "23", "23"], ["Bob", "Younger", "99", "99"]]
    # What was said, in order: elder's declarations and younger's answers, then younger's announcements
    # before the first card (his point of A K Q J 10 of spades: 11 + 4 × 10 = 51).
    assert talk["lines"] == ["Ann: “Point of 4”", "Bob: “Not good (だめ, mieux)”", "Ann: “No sequence”",
                             "Ann: “Three aces”", "Bob: “Good (いい, c'est bon)”", "Bob: “Point of 5, making 51”",
                             "Bob: “Quint to the ace”"]


def test_a_rubicon_game_sheet_with_hand_computed_figures() -> None:
    # 77 against 119 over six deals: Ann is under 100, rubiconed: 119 + 77 + 100 = 296.
    game = {"game": 1, "winner": 1, "scores": [77, 119], "hands": 6, **rubicon_value(119, 77)}
    deals = [[10, 40], [5, 20], [0, 35], [12, 8], [30, 0], [20, 16]]
    history, totals = [], [0, 0]
    for n, (a, b) in enumerate(deals, 1):
        totals = [totals[0] + a, totals[1] + b]
        history.append({"game": 1, "hand": n, "dealer": n % 2, "elder": 1 - n % 2, "totals": [a, b], "scores": totals,
                        "bonus": "", "items": [], "stopped": False, "tricks_won": [6, 6], "carte_blanche": [False, False]})
    made = game_sheet(game, history, META)
    json.dumps(made)
    deals_block, result = made["blocks"]
    assert [row[-1] for row in deals_block["rows"]] == ["10-40", "15-60", "15-95", "27-103", "57-103", "77-119"]
    assert result["lines"] == ["Bob wins game 1, 119-77.",
                               "Ann is rubiconed (under 100): the winner scores both totals and the 100 bonus.",
                               "Game worth 296 = 119 + 77 + 100"]


def test_a_played_rubicon_partie_ends_with_its_sheet() -> None:
    s = Session("piquet", 2, {"match_format": "rubicon"}, seed=11)
    rng = random.Random(11)
    sheets = []
    while not s.is_over():
        seat = min(s.to_act())
        for event in s.submit(rng.choice(s.legal(seat))):
            made = sheet(event, s.view(None), META)
            if made is not None:
                sheets.append(made)
    # Six hands make the partie's one game; its end is told once, by the partie's sheet.
    assert [m["kind"] for m in sheets] == ["hand"] * 6 + ["match"]
    game = s.state.games[-1]
    lines = sheets[-1]["blocks"][-1]["lines"]
    assert f"Game worth {game['value']} = {game['formula']}" in lines
    assert len(sheets[-1]["blocks"][0]["rows"]) == len(s.state.history)
    json.dumps(sheets)


def test_the_model_between_deals_and_at_the_end() -> None:
    s = Session("piquet", 2, {}, seed=3)
    model = table(s.view(0), META)  # before the draw for deal
    assert model["piles"]["hand_0"]["cards"] == [] and _prompt(model, _legal_actions(s, 0)).startswith("Draw")
    json.dumps(model)
    s.submit(Command(0, "draw"))
    assert table(s.view(1), META)["piles"]["hand_1"]["cards"] == [s.state.draws[0]]  # the draw is public


def test_the_next_game_s_draw_replaces_the_last_hand() -> None:
    s = Session("piquet", 2, {"match_format": "best_of_three"}, seed=5)
    rng = random.Random(5)
    while not (s.state.phase == "draw_for_deal" and s.state.games):
        seat = min(s.to_act())
        s.submit(rng.choice(s.legal(seat)))
    model = table(s.view(0), META)
    assert "talon" not in model["piles"] and "trick_0" not in model["piles"]
    assert model["piles"]["hand_0"]["cards"] == [] and model["info"][0] == "Game 2, hand 1"



def test_no_plate_says_dealer_until_the_draw_has_chosen_one() -> None:
    s = Session(VARIANT, 2, {}, 708)
    dealer = marker("dealer")
    assert all(dealer not in p["markers"] for p in table(s.view(0), META)["plates"].values())
    while s.state.phase == "draw_for_deal":
        s.submit(Command(min(s.to_act()), "draw"))
    plates = table(s.view(0), META)["plates"]  # seat 0 at the bottom (plate_0)
    assert [dealer in plates[f"plate_{pos}"]["markers"] for pos in (0, 1)] == [s.state.dealer == 0, s.state.dealer == 1]
