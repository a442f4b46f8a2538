"""What Kawuxing's lesson tells the learner is what the rules engine does with its deal (seed 888):
the tile set, the hand, the one wait on 5 dots, the disclosure, the win and its payments, checked
against the engine, so a change of rules that makes a sentence of the lesson untrue fails here."""

from __future__ import annotations

from collections import Counter

from game.lessons import get_lesson
from game.lessons.lesson import move
from game.lessons.runner import LessonRun, play_through
from rules.kawuxing.disclosure import disclosure_waits
from rules.kawuxing.flow import CLAIM_ACTIONS
from rules.kawuxing.payments import draw_penalty, win_payments
from rules.kawuxing.scoring import WinContext, score_win
from rules.kawuxing.settlement import tile_set
from rules.mahjong.tiles import parse_tiles, tile_code
from tests.game.test_lessons import run_to

LESSON = get_lesson("kawuxing")
NAMES = {"names": ["L", "A", "B"]}


def step_index(expect: object = None, **match: object) -> int:
    """The index of the first step whose fields match."""
    for i, s in enumerate(LESSON.steps):
        if (expect is None or s.expect == expect) and all(getattr(s, k) == v for k, v in match.items()):
            return i
    raise AssertionError(f"no step with {expect} {match}")


def test_the_tile_set_is_dots_bamboo_and_dragons_four_each() -> None:
    state = LessonRun(LESSON).session.state
    tiles = Counter(tile_code(t) for t in tile_set("84", state.rules.removed_suit))
    # 9 dots + 9 bamboo + 3 dragons = 21 kinds, four of each: 84; no characters (萬子), no winds.
    assert sum(tiles.values()) == 84 and set(tiles.values()) == {4}
    assert set(tiles) == {f"{n}{s}" for n in range(1, 10) for s in "ps"} | {"Rd", "Gn", "Wh"}
    assert "chow" not in CLAIM_ACTIONS and "pung" in CLAIM_ACTIONS and "kong" in CLAIM_ACTIONS


def test_the_deal_is_the_one_the_lesson_describes() -> None:
    run = LessonRun(LESSON)
    view = run.session.view(0)
    assert view["dealer"] == 0  # "You deal"
    # 14 tiles: 1-2-3 and 7-8-9 dots with 4 and 6 dots, 1-2-3-4 bamboo, 8 and 9 bamboo; no pair.
    assert sorted(view["seats"][0]["hand"]) == sorted("1p 2p 3p 4p 6p 7p 8p 9p 1s 2s 3s 4s 8s 9s".split())
    assert max(Counter(view["seats"][0]["hand"]).values()) == 1
    # The others hold 13 each and nobody has drawn: 84 - 14 - 13 - 13 = 44 tiles in the wall.
    assert [s["hand_count"] for s in view["seats"]] == [14, 13, 13]
    assert run.session.state.wall.remaining == 44 and run.session.to_act() == {0}


def test_cpu_2_discards_the_red_dragon_the_learner_then_draws() -> None:
    index = step_index(move(0, "discard", "Rd"))
    run = run_to(LESSON, index)
    view = run.session.view(0)
    assert view["seats"][2]["river"][-1] == "Rd"  # "CPU 2 has just discarded one"
    assert view["drawn"] == "Rd" and view["seats"][0]["hand"].count("Rd") == 1


def test_after_the_pair_of_1_bamboo_discarding_8_bamboo_waits_only_on_5_dots() -> None:
    index = step_index(move(0, "disclose", "8s"))
    run = run_to(LESSON, index)
    view = run.session.view(0)
    assert view["drawn"] == "1s" and view["seats"][0]["hand"].count("1s") == 2
    legal = run.session.legal(0)
    # 8 bamboo is the only discard that leaves a ready hand: the only disclosure offered.
    assert [c for c in legal if c.action == "disclose"] == [move(0, "disclose", "8s")]
    waits = disclosure_waits(run.session.state, 0, parse_tiles("8s")[0])
    assert [tile_code(t) for t in waits] == ["5p"]  # 123p 4_6p 789p 11s 234s: the gap on 5 dots alone


def test_the_disclosure_shows_the_hand_and_the_waits_box_counts_four_unseen() -> None:
    index = step_index(zones=("waits",))
    run = run_to(LESSON, index)
    state = run.session.state
    me = state.seats[0]
    assert me.disclosed and state.disclosers == [0]
    assert [tile_code(t) for t in me.shown] == "1p 2p 3p 4p 6p 7p 8p 9p 1s 1s 2s 3s 4s".split()
    assert run.session.view(1)["seats"][0]["shown"] == [tile_code(t) for t in me.shown]  # the others see it
    model = run.session.variant.table(run.session.view(0), NAMES)
    assert model["waits"]["cards"] == ["5p"] and model["waits"]["counts"] == [4]  # none of the four seen
    # If nobody won, the first discloser would pay each other player 1 (§10).
    assert draw_penalty(0, [0, 1, 2], 1) == {0: -2, 1: 1, 2: 1}


def test_after_disclosing_the_drawn_tile_either_wins_or_is_discarded() -> None:
    index = step_index(move(0, "win"))
    run = run_to(LESSON, index)
    view = run.session.view(0)
    assert view["drawn"] == "5p"
    assert sorted(run.session.legal(0)) == sorted([move(0, "win"), move(0, "discard", "5p")])


def test_the_win_is_the_one_the_sheet_steps_explain() -> None:
    run = play_through(LessonRun(LESSON))
    assert run.session.log[-1] == move(0, "win")
    record = run.session.state.history[-1]  # the hand as the engine recorded it
    assert (record["result"], record["by"], record["tile"]) == ("win", "self_draw", "5p")
    won = record["wins"][0]
    assert won["winner"] == 0 and won["disclosed"]
    score = won["score"]
    assert {p["id"]: p["doubles"] for p in score["patterns"]} == {"kawuxing": 1, "liangdao": 1}
    # 卡五星 1 + 亮倒 1 = 2 doubles, under the cap of 3; one share = unit 1 x 2^2 = 4.
    assert (score["raw"], score["doubles"], score["amount"]) == (2, 2, 4)
    assert run.session.options["max_doubles"] == 3 and run.session.options["unit"] == 1
    # A self-draw: CPU 1 and CPU 2 pay 4 each, 8 to the learner.
    assert won["payments"] == [8, -4, -4]
    assert record["next_dealer"] == 0  # the winner deals the next hand


def test_what_the_same_win_would_pay_without_the_disclosure_or_on_a_discard() -> None:
    hand = sorted(parse_tiles("123456789p 11234s"))
    options = dict(LESSON.new_session().options)
    five = parse_tiles("5p")[0]
    closed = score_win(hand, [], WinContext(five, "draw"), options)
    assert closed is not None and closed.ids() == ("kawuxing",) and closed.amount(1) == 2  # 2 from each
    disclosed = score_win(hand, [], WinContext(five, "discard", disclosed=True), options)
    assert disclosed is not None and disclosed.amount(1) == 4
    # Had CPU 1 discarded 5 dots into the disclosed hand, CPU 1 alone pays both shares: 2 x 4 = 8.
    assert win_payments(0, 1, disclosed, [0, 1, 2], True, 1) == {0: 8, 1: -8, 2: 0}
    assert options["plain_hand_self_draw_only"]  # "a hand with no double (平胡) may win only by self-draw"

