"""How often can a Fuxi hand go out at all? Bounds and solitaire players that need no opponents
and no table.

    python bench/fuxi_outs.py                  # 2,000 deals per player count
    python bench/fuxi_outs.py --deals 20000

Each seat draws every N-th wall tile (the wall is shared round the table), one draw a turn, and
may make one play a turn (a kong, or 一通 as one, restarts the turn: the seat's next draw at once).

- **upper bound**: a player who knows every tile it will draw, with the table ignored, and the
  specials (一盃口, 三色, 一通) counted: it can have gone out after m draws only if the tiles
  received by then empty in at most m plays (kongs free; ``cpu_shape.min_plays``). The timing of
  the draws is ignored, which only helps, so no player does better.
- **foresight, normal plays only**: the same player, kept to singles, pairs, triplet chains and
  kongs, but with the timing counted (a group is shed no earlier than its last copy arrives). An
  upper bound only for players that never play a special: a normal play sheds at most one loose
  group (a kind held once or twice), so the loose kinds must fit in the turns.
- **solitaire, loose groups**: free to play every turn, no foresight: sheds the single with the
  fewest unseen copies (then the pair), plays a kong for its restart, and goes out (specials
  included) as soon as it can, but never keeps tiles for a special.
- **solitaire, planned**: the normal CPU's hand plan (``cpu_plan.worth``) on an empty table: keeps
  tiles toward a reachable 一通 / 三色 / 一盃口 and pairs toward triplets, plays the shed that
  leaves the hand best standing (or passes), a kong for its restart, and goes out with the richest
  play. About the best a real player could hope for if the table never stood in the way.

Prints figures only: the share of deals that go out within the wall, and how (a special, a
triplet chain or a plain single or pair) for the planned player.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.fuxi import cpu_plan  # noqa: E402
from rules.fuxi.combinations import finish_of  # noqa: E402
from rules.fuxi.cpu_shape import counts, min_plays  # noqa: E402
from rules.fuxi.legal import iter_plays  # noqa: E402
from rules.fuxi.settlement import HAND_SIZE, full_set  # noqa: E402

RESTART_WORTH = 1.0  # a kong's restart: a free draw and play


def upper_bound_turn(dealt: list[int], draws: list[int]) -> int | None:
    """The first draw count m at which the tiles received could empty in m plays, or None."""
    c = counts(dealt)
    for m, tile in enumerate(draws, 1):
        c[tile] += 1
        if min_plays(c) <= m:
            return m
    return None


def foresight_turn(dealt: list[int], draws: list[int]) -> int | None:
    """The first turn a player knowing ``draws`` could go out with normal plays, or None."""
    for t in range(1, len(draws) + 1):
        got = Counter(dealt) + Counter(draws[:t])
        arrived = {k: 0 for k in dealt}
        for j, k in enumerate(draws[:t], 1):
            arrived[k] = j
        ready = [arrived[k] for k, n in got.items() if n in (1, 2)]
        # plays at turns 1..t: the groups ready after turn j (all of them for j = 0, since the
        # dealt ones are ready at 0) must fit in the t - j plays left
        if len(ready) <= t and all(sum(1 for r in ready if r > j) <= t - j for j in range(1, t)):
            return t
    return None


def solitaire_turn(dealt: list[int], draws: list[int]) -> int | None:
    """The turn a player shedding loose groups, without foresight, goes out."""
    hand, seen = Counter(dealt), Counter(dealt)
    queue = list(draws)
    turn = 0
    while queue:
        tile = queue.pop(0)
        turn += 1
        while True:
            hand[tile] += 1
            seen[tile] += 1
            held = sorted(hand.elements())
            if any(len(p.all_tiles()) == len(held) for p in iter_plays(held, None, False, "strongest")):
                return turn
            kong = next((k for k, n in hand.items() if n == 4), None)
            if kong is None or not queue:
                break
            hand[kong] = 0  # the kong's restart: the next own draw comes at once
            tile = queue.pop(0)
        loose = [k for k, n in hand.items() if n in (1, 2)]
        shed = min(loose, key=lambda k: (hand[k], 4 - seen[k], k))
        hand[shed] = 0
    return None


def _seen(mine: list[int], draws_left: int) -> cpu_plan.Seen:
    live = tuple(4 - n for n in mine)
    return cpu_plan.Seen(live, max(sum(live), 1), (), float(draws_left))


def planned_turn(dealt: list[int], draws: list[int]) -> tuple[int, str] | None:
    """The turn and finish with which the planning player goes out, or None."""
    c, mine = counts(dealt), counts(dealt)
    queue = list(draws)
    turn = 0
    while queue:
        turn += 1
        while True:  # a turn: draw, then a play or a pass; a kong draws again
            tile = queue.pop(0)
            c[tile] += 1
            mine[tile] += 1
            seen = _seen(mine, len(queue))
            out = cpu_plan.going_out(c, None, False, seen)
            if out is not None:
                return turn, finish_of(out)
            now = cpu_plan.worth(c, seen)
            best, gain = None, 0.0
            for play in cpu_plan.candidates(c, None, False, seen):
                after = list(c)
                for t in play.all_tiles():
                    after[t] -= 1
                g = cpu_plan.worth(after, seen) - now + (RESTART_WORTH if play.is_kong else 0.0)
                if g > gain:
                    best, gain = play, g
            if best is None:
                break
            for t in best.all_tiles():
                c[t] -= 1
            if not best.is_kong or not queue:
                break
    return None


def run(players: int, deals: int, seed: int) -> None:
    rng = random.Random(seed)
    bound, ahead, alone = Counter(), Counter(), Counter()
    planned: Counter[str] = Counter()
    for _ in range(deals):
        tiles = full_set()
        rng.shuffle(tiles)
        dealt, draws = tiles[:HAND_SIZE], tiles[players * HAND_SIZE:][::players]
        bound[upper_bound_turn(dealt, draws) is not None] += 1
        ahead[foresight_turn(dealt, draws) is not None] += 1
        alone[solitaire_turn(dealt, draws) is not None] += 1
        out = planned_turn(dealt, draws)
        planned[out[1] if out else "none"] += 1
    won = deals - planned["none"]
    how = ", ".join(f"{f} {planned[f] / deals:.1%}" for f in ("special", "triplet", "normal"))
    print(f"{players} players, {len(draws)} draws a seat, {deals} deals: out within the wall -- "
          f"upper bound {bound[True] / deals:.1%}; foresight, normal plays only {ahead[True] / deals:.1%}; "
          f"solitaire, loose groups {alone[True] / deals:.1%}; solitaire, planned {won / deals:.1%} ({how})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for players in (4, 3):
        run(players, args.deals, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
