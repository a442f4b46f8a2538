"""Flowers (spec §4, §8.5): laid out at once, replaced from the tail, and the optional flower
wins (七捉一, 八花斉) checked each time one is laid out."""

from __future__ import annotations

from rules.core.events import Event
from rules.mahjong.tiles import is_flower, tile_code
from rules.qinghunpeng.state import QhpState


def special_flower_win(state: QhpState) -> tuple[int, int | None] | None:
    """(winner, lone payer or None for all three) when a flower win triggers (§8.5)."""
    counts = [len(s.flowers) for s in state.seats]
    if state.rules.eight_flowers and 8 in counts:
        return counts.index(8), None
    if state.rules.seven_catch_one and sum(counts) == 8 and 7 in counts and 1 in counts:
        return counts.index(7), counts.index(1)
    return None


def lay_out(state: QhpState, seat: int) -> tuple[list[Event], str | None]:
    """Lay out every flower ``seat`` holds, drawing replacements from the tail until none is
    left (D-4). Returns the events and why the hand stops: None, "empty" (no replacement: the
    exhaustive draw) or "flower_win" (§8.5, no replacement for the triggering flower)."""
    me = state.seats[seat]
    events: list[Event] = []
    while True:
        flowers = [t for t in me.hand if is_flower(t)]
        if not flowers:
            return events, None
        for f in flowers:
            me.hand.remove(f)
            me.flowers.append(f)
            events.append(Event("flower", seat, (tile_code(f),), data={"flowers": len(me.flowers)}))
            if special_flower_win(state) is not None:
                return events, "flower_win"
            if state.wall.remaining == 0:
                return events, "empty"
            tile = state.wall.draw_replacement()
            me.hand.append(tile)
            state.drawn, state.replacement = tile, True
            events.append(Event("drew", seat, (tile_code(tile),), private=True,
                                data={"replacement": True, "remaining": state.wall.remaining}))
        me.hand.sort()
