"""What Wuhan's lesson tells the learner is what the rules engine does with its deal (seed 110):
the laizi and its indicator, the calls the learner has, the waits before the 中 kong, the big win
on its replacement and every payment on the sheet."""

from __future__ import annotations

from dataclasses import replace

from game.lessons import get_lesson
from game.lessons.runner import LessonRun, play_through
from rules.core.command import Command
from rules.core.session import Session
from rules.wuhan.tiles import CODE, kind_of
from rules.wuhan.winning import evaluate
from tests.game.test_lessons import run_to

LESSON = get_lesson("wuhan")


def step_of(action: str, *cards: str) -> int:
    return next(i for i, s in enumerate(LESSON.steps)
                if isinstance(s.expect, Command) and (s.expect.action, s.expect.cards) == (action, cards))


def test_the_deal_is_the_one_the_lesson_describes() -> None:
    view = LessonRun(LESSON).session.view(0)
    hand = view["seats"][0]["hand"]
    assert sorted(hand) == sorted(["3m", "4m", "8m", "9m", "1p", "5p", "3s", "3s", "4s", "7s", "8s", "Gn", "Rd"])
    assert len(hand) == 13 and hand.count("7s") == 1 and "Rd" in hand  # "You hold one" laizi, and a 中
    assert (view["indicator"], view["laizi"], view["kong_tiles"]) == ("6s", "7s", ["Rd"])  # 6 Bamboo -> 7 Bamboo
    assert view["dealer"] == 3  # "CPU 3 deals": seat 3 is CPU 3, the learner's left (its next player is seat 0)


def test_the_first_call_is_the_pon_of_the_dealers_3_bamboo() -> None:
    run = run_to(LESSON, step_of("pon", "3s"))
    assert [(c.seat, c.cards) for c in run.session.log] == [(3, ("3s",))]  # the dealer's first discard
    assert set(run.session.legal(0)) == {Command(0, "pon", ("3s",)), Command(0, "pass")}  # no chi: 2s/4s-5s lacking
    run.learner_move(Command(0, "pon", ("3s",)))
    assert run.session.view(0)["seats"][0]["open_mouths"] == 1  # "your first open mouth"


def test_without_an_open_mouth_the_same_tiles_cannot_win() -> None:
    state = _before_the_kong().state
    tiles = [t for t in state.seats[0].hand if t != kind_of("Rd")] + [kind_of("5p")]
    assert evaluate(state, 0, tiles, self_draw=True, situational=("gangkai",)) is not None
    state.seats[0].melds.clear()  # the pon's three 3 Bamboo held concealed instead: no open mouth
    assert evaluate(state, 0, tiles + [kind_of("3s")] * 3, self_draw=True, situational=("gangkai",)) is None


def test_a_hongzhong_kong_is_no_open_mouth() -> None:
    run = play_through(LessonRun(LESSON))
    seat = _replay(run.session.log[:-1]).view(0)["seats"][0]  # after the 中 kong, before the win
    assert seat["singles"] == [["Rd", "kong"]] and seat["open_mouths"] == 1  # the pon alone


def test_cpu_2_discards_its_laizi_as_a_laizi_kong() -> None:
    laizi_step = next(i for i, s in enumerate(LESSON.steps) if s.zones == ("melds_2",))
    run = run_to(LESSON, laizi_step)
    view = run.session.view(0)
    assert view["seats"][2]["singles"] == [["7s", "discard"]] and "7s" not in view["seats"][2]["river"]


def test_the_discards_are_the_ones_the_steps_explain() -> None:
    run = run_to(LESSON, step_of("discard", "1p"))
    hand = run.session.view(0)["seats"][0]["hand"]
    assert not {"2p", "3p"} & set(hand) and "5p" in hand  # 1 Dots has no neighbours; 5 Dots is kept
    run = run_to(LESSON, step_of("discard", "4s"))
    assert run.session.view(0)["drawn"] == "2m" and "3s" not in run.session.view(0)["seats"][0]["hand"]
    run = run_to(LESSON, step_of("discard", "Gn"))
    hand = run.session.view(0)["seats"][0]["hand"]
    assert run.session.view(0)["drawn"] == "2m" and hand.count("2m") == 2 and hand.count("Gn") == 1
    assert run.session.view(0)["seats"][2]["river"][-1] == "Gn"  # "CPU 2 has just let one go"
    run = run_to(LESSON, step_of("discard", "8s"))
    hand = run.session.view(0)["seats"][0]["hand"]
    # 1-2-3-4 Characters and a second 2; 8 and 9 Characters wait for the laizi as 7.
    assert run.session.view(0)["drawn"] == "1m" and sorted(h for h in hand if h.endswith("m")) == \
        ["1m", "2m", "2m", "3m", "4m", "8m", "9m"]


def test_before_the_kong_one_tile_is_missing_and_5_dots_or_7_characters_win() -> None:
    index = step_of("hongzhong_kong", "Rd")
    run = run_to(LESSON, index)
    state = run.session.state
    assert run.session.view(0)["drawn"] == "3m"
    assert Command(0, "win") not in run.session.legal(0)  # the 中 in hand: no win yet
    hand = [t for t in state.seats[0].hand if t != kind_of("Rd")]
    waits = {CODE[k] for k in range(34) if evaluate(state, 0, hand + [k], self_draw=True, situational=("gangkai",))}
    assert {"5p", "7m"} <= waits and waits <= {"5p", "7m", "7s"}  # a third laizi would do too


def test_the_win_is_the_big_win_the_sheet_steps_explain() -> None:
    run = play_through(LessonRun(LESSON))
    kong, win = run.session.log[-2:]
    assert (kong.action, win.action) == ("hongzhong_kong", "win")
    record = run.session.state.history[0]
    assert (record["winner"], record["by"], record["tile"]) == (0, "self_draw", "5p")  # the replacement tile
    hand = record["hands"][0]
    assert sorted(hand["hand"]) == sorted(["1m", "2m", "2m", "3m", "3m", "4m", "8m", "9m", "5p", "5p", "7s"])
    assert hand["singles"] == [["Rd", "kong"]]
    b = record["breakdown"]
    assert [e["id"] for e in b["elements"]] == ["gangkai"] and b["big"] and not b["hard"]  # the laizi stood in
    payers = {p["payer"]: p for p in b["payers"]}
    for seat in (1, 2, 3):
        winner = {i["id"]: i["factor"] for i in payers[seat]["items"] if i["whose"] == "winner"}
        assert winner == {"open": "2", "hongzhong_kong": "2"}  # no self-draw factor: 槓上開 includes it
    # 10 × 2 (open mouth) × 2 (紅中槓) = 40; CPU 2: × 4 (its discarded laizi) = 160; the dealer × 1.
    own = {seat: {i["id"]: i["factor"] for i in payers[seat]["items"] if i["whose"] == "payer"} for seat in (1, 2, 3)}
    assert own == {1: {}, 2: {"laizi_kong": "4"}, 3: {"dealer": "1"}}
    assert [payers[s]["pays"] for s in (1, 2, 3)] == [40, 160, 40]
    assert record["deltas"] == [240, -40, -160, -40]  # 40 + 160 + 40 = 240


def test_as_a_small_win_the_hand_would_miss_the_threshold_of_8() -> None:
    # Without 槓上開 the same tiles are a small win: 1 × 2 (open) × 2 (self-draw), not hard (the laizi
    # stands in) = 4 from CPU 1 (CPU 3: × 2 dealer = 8, CPU 2: × 4 = 16): under 8, no legal win.
    state = _before_the_kong().state
    tiles = [t for t in state.seats[0].hand if t != kind_of("Rd")] + [kind_of("5p")]
    assert state.rules.min_points == 8 and evaluate(state, 0, tiles, self_draw=True) is None
    state.rules = replace(state.rules, min_points=0)  # the threshold alone stands in the way
    assert [p["pays"] for p in evaluate(state, 0, tiles, self_draw=True)["payers"]] == [4, 16, 8]
    b = play_through(LessonRun(LESSON)).session.state.history[0]["breakdown"]
    assert b["threshold"] == {"min_points": 8, "scope": "all_payers", "met": True, "waived": False}


def _before_the_kong() -> Session:
    return _replay(play_through(LessonRun(LESSON)).session.log[:-2])


def _replay(log: list[Command]) -> Session:
    session = Session("wuhan", LESSON.players, LESSON.options, LESSON.seed)
    for command in log:
        session.submit(command)
    return session
