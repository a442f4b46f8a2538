"""How often can a Fuxi hand go out at all? Two bounds that need no opponents and no table.

    python bench/fuxi_outs.py                  # 5,000 deals per player count
    python bench/fuxi_outs.py --deals 20000

A hand goes out only when, after the draw, it is triplets (kongs) plus at most one single or pair:
a play sheds at most one *loose group* (a kind held once or twice), since a triplet chain carries
any number of triplets but only one single or pair, and every turn draws a tile.

- **foresight**: a player who knows every tile it will draw and may play any group every turn (the
  table ignored). It goes out at turn t when the loose kinds among the tiles received by then fit
  into t plays, each played no earlier than its last copy arrives. An upper bound for any player.
- **solitaire**: the same freedom to play every turn, no foresight: it sheds the single with the
  fewest unseen copies (then the pair), plays a kong for its restart, and goes out (specials
  included, through the core's ``iter_plays``) as soon as it can. About the best a real player
  could hope for if the table never stood in the way.

Each seat draws every N-th wall tile (the wall is shared round the table). Prints figures only.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.fuxi.legal import iter_plays  # noqa: E402
from rules.fuxi.settlement import HAND_SIZE, full_set  # noqa: E402


def foresight_turn(dealt: list[int], draws: list[int]) -> int | None:
    """The first turn a player knowing ``draws`` could go out, or None within the wall."""
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
    """The turn a player free to play anything every turn, without foresight, goes out."""
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


def run(players: int, deals: int, seed: int) -> None:
    rng = random.Random(seed)
    ahead, alone = Counter(), Counter()
    for _ in range(deals):
        tiles = full_set()
        rng.shuffle(tiles)
        dealt, draws = tiles[:HAND_SIZE], tiles[players * HAND_SIZE:][::players]
        ahead[foresight_turn(dealt, draws) is not None] += 1
        alone[solitaire_turn(dealt, draws) is not None] += 1
    print(f"{players} players, {len(draws)} draws a seat: out within the wall "
          f"foresight {ahead[True] / deals:.1%}, solitaire {alone[True] / deals:.1%}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for players in (4, 3):
        run(players, args.deals, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
