"""Sinking (§7.2): elder declaring no sequence or no set although he holds one.

Declaring a combination younger can beat scores nothing (younger wins the class either way:
by "not good", or because elder declared none) but shows younger the cards it is made of, which
his card play then counts on. So the strong level, as elder, estimates over opponent hands
consistent with what it has seen (rules.piquet.cpu.sampler) how often younger holds a stronger
combination of the class, and sinks when that is nearly sure. When younger cannot beat it,
sinking throws the class's points away, hence the high threshold.

The estimate draws from its own generator seeded by the hand, so whether strong sinks does not
change the randomness of its later decisions.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core.command import Command
from rules.core.text import tr
from rules.core.variant import Hint
from rules.piquet.combos import find_combo, sequences, sets
from rules.piquet.cpu.sampler import opponent_cards

SAMPLES = 64  # opponent hands dealt for the estimate
SINK_SHARE = 0.9  # the share of them that must beat elder's best combination


def beaten_share(view: dict[str, Any], kind: str, key: tuple[int, int], samples: int = SAMPLES) -> float:
    """The share of sampled opponent hands holding a ``kind`` combination stronger than ``key``."""
    order = view["order"]
    find = sequences if kind == "sequence" else sets
    rng = random.Random("".join(sorted(view["hand"]["cards"])) + kind)
    beaten = 0
    for _ in range(samples):
        combos = find(opponent_cards(view, rng), order)
        beaten += bool(combos) and max(c.key for c in combos) > key
    return beaten / samples


def sink(view: dict[str, Any], legal: list[Command]) -> Hint | None:
    """Elder's declaration of none when younger almost surely holds better; None otherwise."""
    action = legal[0].action
    if action not in ("declare_sequence", "declare_sets") or view["hand"]["elder"] != view["seat"]:
        return None
    none = next((c for c in legal if not c.cards), None)
    made = [c for c in legal if c.cards]
    if none is None or not made:
        return None
    kind = "sequence" if action == "declare_sequence" else "set"
    hand, order = view["hand"]["cards"], view["order"]
    best = max(find_combo(kind, hand, order, c.cards).key for c in made)  # type: ignore[union-attr]
    share = beaten_share(view, kind, best)
    if share < SINK_SHARE:
        return None
    return Hint(none, tr("Declare none: in {share:.0%} of the hands younger may hold he has a stronger one, "
                         "so declaring would score nothing and show him your cards.", share=share))
