"""What Trump Mahjong's lesson tells the learner is what the rules engine does with its deal (seed
504, the learner in seat 1): checked move by move, so a change of rules that makes a sentence of
the lesson untrue fails here."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.lessons import get_lesson
from game.lessons.lesson import move
from game.lessons.runner import LessonRun, play_through
from game.table.card_tiles import kind_index
from rules.core.session import Session
from rules.mahjong.melds import Meld
from rules.trump_mahjong.context import WinContext
from rules.trump_mahjong.hands import is_number_kind, kinds_of, meld_set, readings
from rules.trump_mahjong.scoring import score_win, winning_kinds
from tests.game.test_lessons import run_to

LESSON = get_lesson("trump_mahjong")
ME = LESSON.learner


def step_with(**match: Any) -> int:
    """The index of the (first) step whose fields are ``match``."""
    return next(i for i, s in enumerate(LESSON.steps) if all(getattr(s, k) == v for k, v in match.items()))


def test_the_deal_is_the_one_the_lesson_describes() -> None:
    run = LessonRun(LESSON)
    view = run.session.view(ME)
    me = view["seats"][ME]
    assert sorted(me["hand"]) == sorted(["4D", "5D", "6D", "6H", "7H", "8H", "2C", "3S", "9C", "KD", "TC", "TS", "JC"])
    assert me["jokers"] == ["JK2"] and len(me["hand"]) == 13  # "you were dealt a joker": laid out and replaced
    laid = [(e.kind, e.data.get("replacement")) for e in run.session.opening if e.seat == ME and e.kind in ("joker", "drew")]
    assert laid == [("joker", None), ("drew", True)]  # its replacement came from the wall's tail
    assert view["options"]["joker_han"] == 1  # "it adds 1 han"
    assert view["dealer"] == 3 and run.session.meta["names"][3] == "CPU 3"  # "CPU 3 deals"
    assert run.session.meta["names"][2] == "CPU 2"


def test_a_cards_kind_is_its_colour_and_rank_and_10_to_k_are_honours() -> None:
    # The strip at the foot: 7♠ and 7♣ are one kind, black 7; ♥ and ♦ are red.
    assert kind_index("7S") == kind_index("7C") == "b7" and kind_index("5H") == kind_index("5D") == "r5"
    assert kinds_of(["7S"]) == kinds_of(["7C"])
    assert all(is_number_kind(k) for k in kinds_of(["AS", "2C", "9H", "9D"]))
    assert not any(is_number_kind(k) for k in kinds_of(["TC", "JC", "QH", "KD"]))  # honours 字牌
    with pytest.raises(ValueError):
        meld_set(Meld("chow", ("TC", "JC", "QC")))  # honours never make a run
    with pytest.raises(ValueError):
        meld_set(Meld("chow", ("8C", "9C", "TC")))  # 10 is no number card
    # Runs of one colour, suits mixed: 4♦5♦6♦, 6♥7♥8♥, 2♣3♠4♣ (and not red with black).
    for run in (("4D", "5D", "6D"), ("6H", "7H", "8H"), ("2C", "3S", "4C")):
        assert meld_set(Meld("chow", run)).kind == "chow"
    with pytest.raises(ValueError):
        meld_set(Meld("chow", ("2C", "3H", "4C")))
    # A pung is three of one kind: one more black 10 with 10♣10♠.
    assert meld_set(Meld("pung", ("TC", "TS", "TC"))).kind == "pung"


def test_the_first_discard_keeps_the_king_a_pung_of_k_is_a_yaku_and_of_j_not() -> None:
    index = step_with(expect=move(ME, "discard", "JC"))
    view = run_to(LESSON, index).session.view(ME)
    assert view["drawn"] == "7S" and {"9C", "JC", "KD"} <= set(view["seats"][ME]["hand"])
    # 7♠ _ 9♣ waits for a black 8: with 8♣ (or 8♠) the three make a run.
    assert meld_set(Meld("chow", ("7S", "8C", "9C"))).kind == "chow"
    # Three runs, a pung of red K (K♦K♦K♥) and the 10 pair, won on K♥ by ron, no riichi: 翻牌 1 han.
    rest = ["4D", "5D", "6D", "6H", "7H", "8H", "7S", "8C", "9C", "TC", "TS"]
    kings = score_win(rest + ["KD", "KD", "KH"], [], "KH", WinContext(tsumo=False))
    assert kings is not None and dict(kings.yaku) == {"fanpai": 1}
    # The same with a pung of red J: no yaku at all, no win.
    assert score_win(rest + ["JD", "JD", "JH"], [], "JH", WinContext(tsumo=False)) is None


def test_after_8c_the_hand_is_tenpai_and_riichi_lets_only_k_go() -> None:
    index = step_with(expect=move(ME, "riichi", "KD"))
    run = run_to(LESSON, index)
    view = run.session.view(ME)
    assert view["drawn"] == "8C"
    hand = list(view["seats"][ME]["hand"])
    assert [c for c in run.session.legal(ME) if c.action == "riichi"] == [move(ME, "riichi", "KD")]
    hand.remove("KD")  # 4♦5♦6♦ 6♥7♥8♥ 7♠8♣9♣ 10♣10♠ 2♣3♠: tenpai on a black A or 4
    assert winning_kinds(hand, []) == kinds_of(["AC", "4C"])
    assert view["scores"][ME] == 25000 and view["deposits"] == 0


def test_in_riichi_the_waits_box_shows_a_black_a_or_4_all_unseen() -> None:
    run = run_to(LESSON, step_with(zones=("waits",)))
    view = run.session.view(ME)
    assert view["seats"][ME]["riichi"]
    assert view["deposits"] == 1000 and view["scores"][ME] == 24000  # riichi costs a 1,000 deposit
    waits = run.session.variant.table(view, run.session.meta)["waits"]
    assert waits["cards"] == ["AS", "4S"] and waits["counts"] == [4, 4]  # ×4: none seen yet
    hand = view["seats"][ME]["hand"]
    # Both ends of 2♣3♠: a two-sided wait (両面) on either card.
    for card in ("AC", "4S"):
        assert {r.wait for r in readings([*hand, card], [], kinds_of([card])[0], True)} == {"ryanmen"}


def test_cpu_2_discards_the_winning_ace_of_clubs() -> None:
    index = step_with(expect=move(ME, "ron", "AC"))
    run = run_to(LESSON, index)
    last = run.session.log[-1]
    assert (last.seat, last.action, last.cards) == (2, "discard", ("AC",))  # CPU 2 is seat 2
    assert move(ME, "ron", "AC") in run.session.legal(ME)


def test_the_win_is_the_one_the_sheet_steps_explain() -> None:
    run = play_through(LessonRun(LESSON))
    ron = run.session.log[-1]
    assert (ron.seat, ron.action, ron.cards) == (ME, "ron", ("AC",))
    won, scores = _the_win(run)
    score = won["score"]
    assert dict(score["yaku"]) == {"riichi": 1, "pinfu": 1} and score["joker_han"] == 1
    assert score["han"] == 3  # riichi 1 + pinfu 1 + one joker 1
    # Fu: 20 base + 10 closed ron = 30 (pinfu: no fu for the runs, the 10 pair or the two-sided wait).
    assert [(item[0], item[1]) for item in score["fu_items"]] == [("base", 20), ("closed_ron", 10)]
    assert score["fu"] == 30 and score["limit"] == ""
    # Base: 30 x 2^(3+2) = 30 x 32 = 960; a non-dealer's ron: 4 x 960 = 3,840, rounded up to 3,900.
    assert score["base"] == 960
    lines = [(line["payer"], line["payee"], line["amount"], line["reason"]) for line in won["lines"]]
    assert lines == [(2, ME, 3900, "ron"), (None, ME, 1000, "deposits")]
    # The learner: 25,000 - 1,000 deposit + 3,900 + the 1,000 deposit back = 28,900, i.e. +4,900.
    assert scores[ME] == 28900 and scores[2] == 25000 - 3900


def test_the_pinfu_pair_is_the_black_10s() -> None:
    # Four runs and the pair b10 (10♣10♠): a 10 pair keeps pinfu, J, Q or K would not.
    hand = ["4D", "5D", "6D", "6H", "7H", "8H", "7S", "8C", "9C", "TC", "TS", "2C", "3S", "AC"]
    score = score_win(hand, [], "AC", WinContext(tsumo=False))
    assert score is not None and "pinfu" in dict(score.yaku)
    assert score.reading.pair == kinds_of(["TC"])[0] and all(s.kind == "chow" for s in score.reading.sets)
    with_kings = [c for c in hand if c not in ("TC", "TS")] + ["KC", "KS"]
    score = score_win(with_kings, [], "AC", WinContext(tsumo=False))
    assert score is None or "pinfu" not in dict(score.yaku)


def _the_win(run: LessonRun) -> tuple[dict[str, Any], list[int]]:
    """The data of the hand's ``won`` event, and the points once the hand is settled, replayed from the log."""
    session = Session("trump_mahjong", LESSON.players, LESSON.options, LESSON.seed)
    won: dict[str, Any] | None = None
    for command in run.session.log:
        for event in session.submit(command):
            if event.kind == "won":
                won = event.data
            if event.kind == "hand_ended":
                assert won is not None, "the hand ended with no win"
                return won, list(session.view(None)["scores"])
    raise AssertionError("no win")


def test_the_lesson_table_shows_each_cards_kind_whatever_the_tile_style(app) -> None:
    from game.lessons.table import LessonTable
    from game.table.card_tiles import CardTileImages

    app.settings.tile_style = "classic"
    table = LessonTable(app, LESSON)
    app.push(table)
    images = table.images
    assert isinstance(images, CardTileImages) and LESSON.learner_faces and images.learner_faces
    size = (60, 88)
    strip = images.get("7S", size, 0, "standing")
    plain = CardTileImages(app)  # any other table: the player's tile style, here classic
    assert not plain.learner_faces
    assert pygame.image.tobytes(plain.get("7S", size, 0, "standing"), "RGBA") != pygame.image.tobytes(strip, "RGBA")
    assert app.settings.tile_style == "classic"  # the setting itself is left alone
    table.worker.close()

