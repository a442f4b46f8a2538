"""What Qing-Hun-Peng's lesson tells the learner is what the rules engine does with its deal (seed
132): the flower, the calls, the waits and their hua, and the sheet, checked move by move."""

from __future__ import annotations

from game.lessons import get_lesson
from game.lessons.runner import LessonRun, play_through
from rules.core.command import Command
from rules.core.session import Session
from rules.mahjong.melds import Meld
from rules.mahjong.tiles import tile_from_code, tile_name
from rules.qinghunpeng.payments import settle_win
from rules.qinghunpeng.scoring import WinContext, may_win, score_win, units, winning_tiles
from tests.game.test_lessons import run_to

LESSON = get_lesson("qinghunpeng")
ME = LESSON.learner


def step_of(action: str, *cards: str) -> int:
    return next(i for i, s in enumerate(LESSON.steps) if isinstance(s.expect, Command)
                and (s.expect.action, s.expect.cards) == (action, cards))


def tiles(text: str) -> list[int]:
    return sorted(tile_from_code(c) for c in text.split())


def pung(code: str, from_seat: int) -> Meld:
    t = tile_from_code(code)
    return Meld("pung", (t, t, t), t, from_seat)


def test_the_deal_is_the_one_the_lesson_describes() -> None:
    session = LessonRun(LESSON).session
    view = session.view(ME)
    me = view["seats"][ME]
    # "You were dealt a flower, the Chrysanthemum", laid out and replaced (by West) before play.
    assert me["flowers"] == ["F7"] and tile_name(tile_from_code("F7")) == "Chrysanthemum"
    assert sorted(me["hand"], key=tile_from_code) == "3m 3p 4p 7p 8p 2s 4s 8s S S W N N".split()
    assert not any(c.startswith("F") for c in me["hand"])
    _, events = session.variant.new_game(LESSON.players, session.options, LESSON.seed)
    mine = [(e.kind, e.cards, e.data.get("replacement")) for e in events
            if e.seat == ME and e.kind in ("flower", "drew")]
    assert mine == [("flower", ("F7",), None), ("drew", ("W",), True)]  # "another tile in its place (here West)"
    # "CPU 3, on your right, is the dealer and discards first; then CPU 1, CPU 2, then you."
    names = LESSON.seat_names()
    assert view["dealer"] == 3 and names[3] == "CPU 3" and session.state.next_seat(ME) == 3  # right = 下家
    order = [3]
    while len(order) < 4:
        order.append(session.state.next_seat(order[-1]))
    assert [names[s] for s in order] == ["CPU 3", "CPU 1", "CPU 2", "Learner"]


def test_the_chi_gives_way_to_cpu_3s_pon() -> None:
    run = run_to(LESSON, step_of("chi", "7p", "8p"))
    state = run.session.state
    assert state.offer == tile_from_code("9p") and state.turn == 1  # CPU 2, the learner's 上家, discarded 9 Dots
    assert ["pon", ["9p"]] in [[a, list(c)] for a, c in state.choices[3]]  # CPU 3 may pon it too,
    assert all(a != "chi" for a, _ in state.choices[3])  # but not chi: only the discarder's next player may
    after = run_to(LESSON, step_of("discard", "8s"))
    melds = after.session.view(ME)["seats"]
    assert melds[ME]["melds"] == []  # the chi gave way: a pon goes before a chi
    assert [(m["kind"], m["tiles"], m["from_seat"]) for m in melds[3]["melds"]] == [("pung", ["9p"] * 3, 1)]
    assert after.session.view(ME)["drawn"] == "6p"  # "You drew 6 Dots"


def test_the_calls_and_draws_are_as_the_steps_say() -> None:
    run = run_to(LESSON, step_of("discard", "2s"))
    view = run.session.view(ME)
    assert view["drawn"] == "4p" and view["seats"][ME]["hand"].count("4p") == 2  # a pair of 4 Dots
    assert [(m["kind"], m["tiles"][0], m["from_seat"]) for m in view["seats"][1]["melds"]] == [("pung", "8s", ME)]
    run = run_to(LESSON, step_of("pon", "4p"))
    assert (run.session.state.turn, run.session.view(ME)["offer"]) == (1, "4p")  # CPU 2 discarded 4 Dots
    run = run_to(LESSON, step_of("discard", "3m"))
    view = run.session.view(ME)
    assert view["drawn"] is None  # after a call: no draw
    off_suit = [c for c in view["seats"][ME]["hand"] if c[-1] in "ms"]
    assert off_suit == ["3m", "4s"]  # 3 Characters and 4 Bamboo are left off-suit
    run = run_to(LESSON, step_of("discard", "4s"))
    assert run.session.view(ME)["drawn"] == "W" and run.session.view(ME)["seats"][ME]["hand"].count("W") == 2
    run = run_to(LESSON, step_of("pon", "N"))
    assert (run.session.state.turn, run.session.view(ME)["offer"]) == (3, "N")  # CPU 3 discarded North


def test_after_3_dots_the_hand_waits_on_south_or_west_for_3_hua() -> None:
    waits_step = next(i for i, s in enumerate(LESSON.steps) if "waits" in s.zones)
    run = run_to(LESSON, waits_step)
    me = run.session.view(ME)["seats"][ME]
    assert sorted(me["hand"], key=tile_from_code) == "6p 7p 8p S S W W".split()
    melds = run.session.state.seats[ME].melds
    hand = [tile_from_code(c) for c in me["hand"]]
    assert winning_tiles(sorted(hand), list(melds)) == tiles("S W")
    model = run.session.variant.table(run.session.view(ME), run.session.meta)
    assert model["waits"]["cards"] == ["S", "W"]
    for wait in ("S", "W"):
        # Chrysanthemum 1 + North pung 1 + the pung the win makes (South or West) 1 + 4 Dots pung 0 = 3 hua.
        ctx = WinContext(tile_from_code(wait), "discard")
        win = score_win(sorted(hand + [tile_from_code(wait)]), list(melds), 1, ctx, LESSON.options)
        assert win is not None and (win.hand, win.hua, win.discard_ok) == ("hunyise", 3, True)
    # "A self-draw needs no minimum": Mixed one suit of 0 hua (chows, a pair of East) wins by self-draw only.
    bare = tiles("1p 2p 3p 4p 5p 6p 7p 8p 9p 2p 3p 4p E E")
    assert may_win(bare, [], 0, WinContext(tile_from_code("E"), "draw"), LESSON.options)
    assert not may_win(bare, [], 0, WinContext(tile_from_code("E"), "discard"), LESSON.options)


def test_the_win_is_the_one_the_sheet_steps_explain() -> None:
    run = play_through(LessonRun(LESSON))
    ron = run.session.log[-1]
    assert (ron.seat, ron.action, ron.cards) == (ME, "ron", ("S",))
    assert run.session.log[-2] == Command(3, "discard", ("S",))
    session = Session("qinghunpeng", LESSON.players, LESSON.options, LESSON.seed)
    record = next(e.data for c in run.session.log for e in session.submit(c) if e.kind == "hand_ended")
    (row,) = record["wins"]
    score = row["score"]
    assert row["winner"] == ME and record["by"] == "ron" and record["discarder"] == 3
    assert score["hand"] == "hunyise" and score["bonuses"] == []
    # Items: flowers 1 (the Chrysanthemum), pung of 4 Dots 0, pung of South 1, pung of North 1 = 3 hua.
    assert [(what, tile, hua) for what, tile, _, hua in score["items"]] == \
        [("flower", None, 1), ("pung", "4p", 0), ("pung", "S", 1), ("pung", "N", 1)]
    assert record["hands"][ME]["flowers"] == ["F7"]
    # V = base 20 + 3 hua x 10 = 50; CPU 3 alone pays it (点胡).
    assert (score["hua"], score["base"], score["value"]) == (3, 50, 50)
    assert row["payments"] == [0, 0, 50, -50]
    assert [(ln["payer"], ln["amount"]) for ln in row["lines"]] == [(3, 50)]
    assert record["next_dealer"] == ME  # "the winner deals next"
    # "On a self-draw each of the three would pay 50."
    drawn = settle_win(ME, "draw", 50, None, [], False, LESSON.options)
    assert sorted((p.payer, p.amount) for p in drawn.lines) == [(0, 50), (1, 50), (3, 50)]


def test_hua_stop_at_8_and_the_lazi_hands_are_as_the_last_step_says() -> None:
    u = units(LESSON.options)
    assert (u.base, u.lazi_hua, u.hua_value, u.lazi) == (20, 8, 10, 100)  # 20 + 8 x 10 = 100
    ctx = WinContext(tile_from_code("5p"), "draw")
    # Dragon pungs 2 hua each: 3 x 2 + 3 flowers = 9 hua, counted 8: 20 + 8 x 10 = 100, one lazi.
    dragons = [pung("Rd", 1), pung("Gn", 3), pung("Wh", 0)]
    capped = score_win(tiles("1p 2p 3p 5p 5p"), dragons, 3, ctx, LESSON.options)
    assert capped is not None and (capped.hand, capped.hua, capped.counted_hua, capped.value) == ("hunyise", 9, 8, 100)
    # Pure one suit: 1 lazi, with 2 flowers or none.
    for flowers in (2, 0):
        pure = score_win(tiles("1p 2p 3p 4p 5p 6p 7p 8p 9p 2p 2p 2p 5p 5p"), [], flowers, ctx, LESSON.options)
        assert pure is not None and (pure.hand, pure.value) == ("qingyise", 100)
    # Mixed one suit, all pungs (混碰): 1 lazi, whatever its hua (East's pung, a flower).
    hunpeng = score_win(tiles("1p 1p 1p 9p 9p 9p E E E N N"), [pung("5p", 1)], 1,
                        WinContext(tile_from_code("N"), "draw"), LESSON.options)
    assert hunpeng is not None and (hunpeng.hand, hunpeng.value) == ("hunpeng", 100)
    # Pure one suit, all pungs (清碰): 2 lazi.
    qingpeng = score_win(tiles("1p 1p 1p 3p 3p 3p 7p 7p 7p 9p 9p"), [pung("5p", 1)], 0,
                         WinContext(tile_from_code("9p"), "draw"), LESSON.options)
    assert qingpeng is not None and (qingpeng.hand, qingpeng.value) == ("qingpeng", 200)
