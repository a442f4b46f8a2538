"""How much a Qing-Hun-Peng seat's hidden tiles lean to the suit it chases: the figures behind
``rules.qinghunpeng.cpu_strong.LEANS``.

    python bench/qinghunpeng_looks.py                 # 600 hands of normal CPUs, seeds 1000-1599
    python bench/qinghunpeng_looks.py --hands 2000 --seed 5000

At every turn with a choice, each other seat's hidden hand is compared with the tiles the seat on
turn has not seen: for the other seat's first, second and third suit by its shown tiles
(``suit_order``: most meld tiles, then fewest discarded) and for honours, the category's share of
the hidden hand over its share of the unseen tiles. A ratio above 1 is how much likelier a hidden
tile is of that category than an even deal makes it. Printed by whether the seat shows a number
meld and by its river's length (under 4, under 8, more), as ``LEANS`` holds them. Prints figures only.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.registry import get_variant  # noqa: E402
from rules.core.session import Session  # noqa: E402
from rules.mahjong.tiles import tile_from_code  # noqa: E402
from rules.qinghunpeng.cpu_strong import suit_order  # noqa: E402


def category(order: list[int], k: int) -> int:
    return order.index(k // 9) if k < 27 else 3


def main() -> None:
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--hands", type=int, default=600)
    cli.add_argument("--seed", type=int, default=1000)
    args = cli.parse_args()
    variant = get_variant("qinghunpeng")
    held: dict[tuple[bool, int], Counter[int]] = {}
    unseen: dict[tuple[bool, int], Counter[int]] = {}
    for seed in range(args.seed, args.seed + args.hands):
        session = Session(variant, 4, {}, seed)
        cpus = [variant.cpu("normal", seed * 31 + i) for i in range(4)]
        while not session.state.history:
            seat = min(session.to_act())
            view, legal = session.view(seat), session.legal(seat)
            if view["phase"] == "turn" and len(legal) > 1:
                seen = Counter(tile_from_code(c) for c in view["seats"][seat]["hand"])
                for s in view["seats"]:
                    seen.update(tile_from_code(c) for c in s["river"])
                    seen.update(tile_from_code(c) for m in s["melds"] for c in m["tiles"] if c != "??")
                for other, s in enumerate(view["seats"]):
                    if other == seat:
                        continue
                    order, meld, stage = suit_order(s)
                    key = (meld, stage)
                    held.setdefault(key, Counter()).update(category(order, k) for k in session.state.seats[other].hand)
                    pool = unseen.setdefault(key, Counter())
                    for k in range(34):
                        pool[category(order, k)] += max(0, 4 - seen[k])
            session.submit(cpus[seat].choose(view, legal))
    print(f"{args.hands} hands of normal CPUs from seed {args.seed}; hidden share / unseen share, "
          "by the seat's first, second, third suit and honours")
    for key in sorted(held):
        h, p = held[key], unseen[key]
        ratios = ", ".join(f"{(h[c] / sum(h.values())) / (p[c] / sum(p.values())):.2f}" for c in range(4))
        print(f"    ({key[0]}, {key[1]}): ({ratios}),  # {sum(h.values())} hidden tiles")


if __name__ == "__main__":
    main()
