"""The wall: dice break, head and tail draws, reserve, JSON round trip."""

from __future__ import annotations

import json
import random

import pytest

from rules.mahjong import Wall, tile_set


def _numbered(n: int) -> list[int]:
    return list(range(n))  # tile i lies at global slot i: stack i // 2, top if i is even


def test_simple_wall_head_and_tail() -> None:
    w = Wall(list(range(10)))
    assert w.remaining == 10 and w.live_count == 10
    assert [w.draw() for _ in range(3)] == [0, 1, 2]
    # the tail takes the last stack's top (8) before its bottom (9), then the stack before
    assert [w.draw_replacement() for _ in range(3)] == [8, 9, 6]
    assert w.remaining == 4 and w.peek(10) == [3, 4, 5, 7]
    # head and tail meet inside a stack: the tail takes what is left of stack 2 (tiles 4, 5)
    assert w.draw() == 3 and w.draw_replacement() == 7 and w.draw_replacement() == 4
    assert w.draw() == 5 and w.remaining == 0
    with pytest.raises(IndexError):
        w.draw()
    with pytest.raises(IndexError):
        w.draw_replacement()


def test_wuhan_dice_example() -> None:
    # wuhan.md §4: dice 2 and 5 total 7 -> the opposite player's wall (dealer 0 -> seat 2);
    # the smaller die 2 breaks it after its 2nd stack, so the dealer's first draws are that
    # wall's 3rd and 4th stacks.  Seat 2's wall is the 3rd clockwise (seats 0, 3, 2, 1), its
    # stacks are global 34-50, so the head starts at stack 36: tiles 72, 73, 74, 75.
    w = Wall.broken(_numbered(136), players=4, dealer=0, dice=(2, 5))
    assert w.peek(4) == [72, 73, 74, 75]
    assert w.slot_position(0) == (2, 2, True) and w.slot_position(3) == (2, 3, False)
    # the tail is the stack before the break: seat 2's 2nd stack (global 35), top first
    assert w.draw_replacement() == 70 and w.draw_replacement() == 71 and w.draw_replacement() == 68
    assert w.remaining == 133


@pytest.mark.parametrize(
    "dealer, dice, wall_seat",
    [(0, (1, 4), 0), (0, (3, 6), 0), (0, (1, 1), 1), (0, (6, 6), 3), (1, (1, 1), 2), (3, (2, 2), 2)],
)
def test_dice_total_picks_the_wall_counter_clockwise_from_the_dealer(dealer: int, dice: tuple[int, int], wall_seat: int) -> None:
    # totals 1, 5, 9 the dealer's wall; 2, 6, 10 the next player's; 3, 7, 11 opposite; 4, 8, 12 previous
    w = Wall.broken(_numbered(136), players=4, dealer=dealer, dice=dice)
    seat, stack, top = w.slot_position(0)
    assert (seat, stack, top) == (wall_seat, min(dice), True)


def test_break_by_total_and_three_walls() -> None:
    # Kawuxing: 3 walls of 14 stacks; dealer 1 rolls 4+5 = 9 -> seat (1 + 8) % 3 = 0, break
    # after 9 stacks: the head is seat 0's 10th stack = global stack 9 -> tiles 18, 19
    w = Wall.broken(_numbered(84), players=3, dealer=1, dice=(4, 5), break_by="total")
    assert w.peek(2) == [18, 19] and w.slot_position(0) == (0, 9, True)
    # the last stack before the break: global 8
    assert w.draw_replacement() == 16
    with pytest.raises(ValueError):
        Wall.broken(_numbered(84), players=4, dealer=0, dice=(1, 1))  # 84 is not 4 equal walls
    with pytest.raises(ValueError):
        Wall.broken(_numbered(136), players=4, dealer=0, dice=(0, 7))


def test_reserve_limits_normal_draws_only() -> None:
    w = Wall(list(range(6)), reserve=4)
    assert w.live_count == 2
    w.draw()
    w.draw()
    with pytest.raises(IndexError):
        w.draw()
    assert w.live_count == 0 and w.draw_replacement() == 4 and w.remaining == 3


def test_jump_draw_offset() -> None:
    w = Wall(list(range(8)))
    assert w.draw(offset=2) == 2 and w.draw() == 0 and w.draw() == 1 and w.draw() == 3


def test_json_round_trip_keeps_drawing_the_same() -> None:
    tiles = tile_set("136")
    random.Random(7).shuffle(tiles)
    w = Wall.broken(tiles, players=4, dealer=2, dice=(3, 4))
    for _ in range(53):
        w.draw()
    for _ in range(5):
        w.draw_replacement()
    copy = Wall.from_json(json.loads(json.dumps(w.to_json())))
    assert copy == w and copy.remaining == w.remaining == 78
    assert [copy.draw() for _ in range(10)] == [w.draw() for _ in range(10)]
    assert [copy.draw_replacement() for _ in range(3)] == [w.draw_replacement() for _ in range(3)]
    # every tile is drawn exactly once
    rest = [w.draw() for _ in range(w.remaining)]
    assert len(rest) == 136 - 53 - 5 - 10 - 3 and w.remaining == 0
