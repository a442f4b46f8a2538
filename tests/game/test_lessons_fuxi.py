"""What Fuxi's lesson tells the learner is what the rules engine does with its deal (seed 1205):
each step's facts checked at the moment the step waits, so a change of rules or deal that makes a
sentence of the lesson untrue fails here."""

from __future__ import annotations

from collections import Counter

from game.lessons import get_lesson
from game.lessons.fuxi import FINAL, LEARNER
from game.lessons.runner import LessonRun, play_through
from rules.core.command import Command
from rules.core.session import Session
from rules.fuxi.beats import beats
from rules.fuxi.combinations import Face, parse_play
from rules.fuxi.kongs import after_play
from tests.game.test_lessons import run_to

LESSON = get_lesson("fuxi")


def step_of(choice: str) -> int:
    """The step that waits for the learner's play ``choice`` ("pass" for the pass)."""
    return next(i for i, s in enumerate(LESSON.steps) if isinstance(s.expect, Command)
                and (s.expect.choice == choice or s.expect.action == choice))


def hand(run: LessonRun) -> Counter[str]:
    return Counter(run.session.view(LEARNER)["seats"][LEARNER]["hand"])


def table(run: LessonRun) -> tuple[str, int, str] | None:
    face = run.session.view(LEARNER)["table"]
    return None if face is None else (face["form"], face["number"], face["suit"])


def last_plays(run: LessonRun, n: int) -> list[tuple[int, str]]:
    """The last ``n`` moves of the hand, as (seat, play or "pass")."""
    return [(c.seat, c.choice or c.action) for c in run.session.log[-n:]]


def singles_that_beat(run: LessonRun) -> set[str]:
    return {c.choice for c in run.session.legal(LEARNER) if c.action == "play" and len(c.cards) == 1}


def test_the_learner_is_the_lord_and_the_commoners_all_give_9m() -> None:
    run = LessonRun(LESSON)
    view = run.session.view(LEARNER)
    assert view["lord"] == LEARNER and view["to_act"] == [0, 1, 2]  # the lord gives after the commoners
    assert hand(run)["9m"] == 1
    for seat in (0, 1, 2):  # 9 is each commoner's highest number, and 9m one of the tiles they may give
        assert Command(seat, "give", ("9m",)) in run.session.legal(seat)
    gives = run_to(LESSON, 2)
    assert hand(gives)["9m"] == 4  # "with yours, four 9m: a kong"


def test_the_lord_gives_away_lone_tiles() -> None:
    run = run_to(LESSON, 2)
    assert all(hand(run)[tile] == 1 for tile in ("1m", "3m", "4p"))
    # The names the steps use: seats 0, 1, 2 are CPU 1, 2, 3, the seats after the lord in turn order.
    assert run.session.meta["names"] == ["CPU 1", "CPU 2", "CPU 3", "Learner"]
    assert [(LEARNER + i) % 4 for i in (1, 2, 3)] == [0, 1, 2]


def test_the_first_lead_is_the_lowest_lone_tile_on_an_empty_table() -> None:
    run = run_to(LESSON, step_of("4s"))
    assert run.session.view(LEARNER)["drawn"] == "6s" and table(run) is None
    lone = [t for t, n in hand(run).items() if n == 1]
    assert sorted(lone, key=lambda t: int(t[0])) == ["4s", "7p", "9p"]  # 4s the lowest


def test_beating_and_the_wrap() -> None:
    run = run_to(LESSON, step_of("9p"))
    assert last_plays(run, 3) == [(0, "5p"), (1, "8s"), (2, "pass")]  # CPU 1 5p, CPU 2 8s, CPU 3 passed
    assert table(run) == ("single", 8, "s") and "9p" in singles_that_beat(run)
    run = run_to(LESSON, step_of("8m"))
    assert last_plays(run, 3) == [(0, "pass"), (1, "pass"), (2, "1p")]
    assert table(run) == ("single", 1, "p")  # 1p went on 9p: the wrap, same suit
    assert beats(Face("single", 1, "p"), Face("single", 9, "p"), False)
    assert not beats(Face("single", 1, "s"), Face("single", 9, "p"), False)  # not in another suit
    assert "8m" in singles_that_beat(run)
    assert run.session.view(LEARNER)["drawn"] == "8p" and hand(run)["8p"] == 4  # the second kong


def test_the_table_is_cleared_when_all_others_pass() -> None:
    run = run_to(LESSON, step_of("6p"))
    assert last_plays(run, 3) == [(0, "pass"), (1, "pass"), (2, "pass")]
    assert table(run) is None and run.session.view(LEARNER)["drawn"] == "6p"
    assert [t for t, n in hand(run).items() if n == 1] == ["6p", "7p"]  # "of your lone tiles, 6p and 7p"


def test_the_pass_keeps_both_kongs() -> None:
    run = run_to(LESSON, step_of("pass"))
    assert last_plays(run, 3) == [(0, "7p"), (1, "pass"), (2, "pass")] and table(run) == ("single", 7, "p")
    assert singles_that_beat(run) == {"8p", "9m"}  # each from a kong
    assert hand(run)["8p"] == 4 and hand(run)["9m"] == 4


def test_the_pair_goes_on_a_pair() -> None:
    run = run_to(LESSON, step_of("77p"))
    # CPU 1 took the cleared table and led 3p3p; CPU 2 passed; CPU 3 beat it with 5p5p.
    assert last_plays(run, 3) == [(0, "33p"), (1, "pass"), (2, "55p")]
    assert table(run) == ("pair", 5, "p") and run.session.view(LEARNER)["drawn"] == "7p"


def test_the_kongs_do_what_the_steps_say() -> None:
    run = run_to(LESSON, step_of("8888p"))
    assert table(run) == ("pair", 8, "s")
    pairs = {c.choice for c in run.session.legal(LEARNER) if c.action == "play" and len(c.cards) == 2}
    assert pairs == {"99m"}  # only 9m9m beats 8s8s
    run.learner_move(LESSON.steps[run.index].expect)
    assert table(run) == ("single", 8, "p") and run.session.to_act() == {LEARNER}  # 筒子: a single; again
    assert run.session.view(LEARNER)["drawn"] == "1s"
    run.learner_move(LESSON.steps[run.index].expect)
    assert table(run) is None and run.session.to_act() == {LEARNER}  # 萬子: swept; again
    assert run.session.view(LEARNER)["drawn"] == "7m"
    # A 索子 kong would reverse the order, and then a 1 is the strongest.
    assert after_play(parse_play("4444s"), None, False).reversed  # type: ignore[arg-type]
    assert beats(Face("single", 1, "m"), Face("single", 2, "p"), True)


def test_the_last_play_carries_twice_and_empties_the_hand() -> None:
    run = run_to(LESSON, step_of("444m+666s+11s"))
    assert last_plays(run, 3) == [(0, "pass"), (1, "pass"), (2, "pass")] and table(run) is None
    assert run.session.view(LEARNER)["drawn"] == "1s"
    assert sorted(hand(run).elements()) == sorted(FINAL)
    play = parse_play("444m+666s+11s")
    assert [p.form for p in play.chain()] == ["triplet", "triplet", "pair"]  # type: ignore[union-attr]
    # "So would the other order": the table offers both readings of the eight tiles, both legal.
    ways = run.session.variant.select_ways(run.session.view(LEARNER), "play", FINAL, run.session.meta)
    assert sorted(c.choice for c, _, _ in ways) == ["444m+666s+11s", "666s+444m+11s"]
    assert all(run.session.validate(c) is None for c, _, _ in ways)


def test_the_win_scores_as_the_sheet_step_says() -> None:
    run = play_through(LessonRun(LESSON))
    record = run.session.state.history[0]
    win = record["win"]
    assert (win["winner"], win["play"], win["finish"]) == (LEARNER, "444m+666s+11s", "triplet")
    # 1 (通常あがり) x 2 (刻子あがり) x 2 (親のあがり: the lord) = 4.
    assert {line["id"]: line["factor"] for line in win["lines"]} == {"base": 1, "triplet": 2, "jitou": 2}
    assert win["points"] == 4 and record["deltas"] == [0, 0, 0, 4]
    assert record["kept"] and record["next_lord"] == LEARNER  # "you stay the lord"


def test_a_hand_nobody_wins_is_an_exhaustive_draw_that_unseats_the_lord() -> None:
    session = Session("fuxi", LESSON.players, LESSON.options, LESSON.seed, meta={"names": LESSON.seat_names()})
    ended = []
    while not ended:  # the commoners give their first choice, the lord its first; then everyone passes
        seat = min(session.to_act())
        command = session.legal(seat)[0]
        events = session.submit(Command(seat, "pass") if command.action == "play" or command.action == "pass" else command)
        ended = [e for e in events if e.kind == "hand_ended"]
    record = ended[0].data
    assert record["result"] == "draw" and record["deltas"] == [0, 0, 0, 0]  # nobody scores
    assert not record["kept"] and record["next_lord"] == 0 and record["unseats"] == [0, 0, 0, 1]
    sheet = session.variant.sheet(ended[0], session.view(None), session.meta)
    assert sheet is not None and sheet["kind"] == "draw"
    assert session.state.rules.unseats_to_end == 2  # the game ends when all were unseated twice
