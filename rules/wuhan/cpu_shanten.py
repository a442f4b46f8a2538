"""Shanten as the Wuhan CPU counts it, worked out suit by suit.

The value is ``rules.mahjong.shanten.shanten`` of the hand with every laizi a wildcard and the
kong tiles (on their way out) left out but counted as missing tiles.  A decision asks for many
hands that differ from one hand by a single tile (each discard, each improving draw), and such a
hand differs in one component only (a suit or the honours): ``Shape`` keeps the other three
merged, so each variation costs one component look-up and one merge in the shared tables
(``rules.mahjong.tables``), where the generic call re-reads all four components.  The draws that
lower a hand's distance are remembered per component for the hand (``Shape.lowering``).  Merging is a
min-plus combination of the components' distance vectors, so the order of merging does not
change the value.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache

from rules.mahjong.hand import kind_masks
from rules.mahjong.tables import distance, honour_id, merged_id, suit_id


class Rules:
    """What a hand's rules make of a hand: the laizi, the kong tiles, the kinds a win may use.
    Shared by every seat and decision of the hand (``rules_for``), with its look-ups."""

    def __init__(self, laizi: int, kong_tiles: frozenset[int], allowed: frozenset[int]) -> None:
        self.laizi = laizi
        self.kong = tuple(sorted(k for k in kong_tiles if k != laizi))  # a laizi counts as a wildcard first
        masks = kind_masks(allowed, 34)
        assert masks is not None
        self.masks = masks
        self.ids: tuple[dict[tuple[int, ...], int], ...] = ({}, {}, {}, {})  # per component: counts -> vector
        # (component, its counts, the rest merged, sets, candidate kinds) -> [(kind, lower distance)]
        self.lowering: dict[tuple[object, ...], list[tuple[int, int]]] = {}

    def component(self, i: int, counts: tuple[int, ...]) -> int:
        """The interned distance vector of component ``i`` (m, p, s, honours)."""
        ids = self.ids[i]
        v = ids.get(counts)
        if v is None:
            v = ids[counts] = suit_id(counts, self.masks[i]) if i < 3 else honour_id(counts, self.masks[3])
        return v


@lru_cache(maxsize=16)
def rules_for(laizi: int, kong_tiles: frozenset[int], allowed: frozenset[int]) -> Rules:
    return Rules(laizi, kong_tiles, allowed)


class Shape:
    """A hand of 34 counts (laizi and kong tiles included) with ``melds`` declared sets."""

    def __init__(self, rules: Rules, counts: list[int], melds: int) -> None:
        if not 0 <= melds <= 4:
            raise ValueError(f"melds must be 0-4, not {melds}")
        self.rules = rules
        self.sets = 4 - melds
        self.wilds = counts[rules.laizi]
        self.extra = sum(counts[k] for k in rules.kong)
        core = list(counts)
        core[rules.laizi] = 0
        for k in rules.kong:
            core[k] = 0
        self.core = core
        m, p, s, h = (rules.component(i, tuple(core[9 * i : 9 * i + 9])) for i in range(4))
        ps, mh = merged_id(p, s), merged_id(m, h)
        self.others = (merged_id(ps, h), merged_id(merged_id(m, s), h), merged_id(mh, p), merged_id(merged_id(m, p), s))
        self.distance = distance(self.others[0], m, self.sets)
        self.shanten = self._value(self.distance, self.wilds, self.extra)

    @staticmethod
    def _value(d: int, wilds: int, extra: int) -> int:
        return max(d - min(wilds, 4), 0) - 1 + extra

    def after(self, k: int, delta: int) -> int:
        """The shanten with ``delta`` (+1 or -1) copies of kind ``k``."""
        rules = self.rules
        if k == rules.laizi:
            return self._value(self.distance, self.wilds + delta, self.extra)
        if k in rules.kong:
            return self._value(self.distance, self.wilds, self.extra + delta)
        i = k // 9 if k < 27 else 3
        core = self.core
        core[k] += delta
        changed = rules.component(i, tuple(core[9 * i : 9 * i + 9]))
        core[k] -= delta
        return self._value(distance(self.others[i], changed, self.sets), self.wilds, self.extra)

    def lowering(self, kinds: Collection[int]) -> list[int]:
        """Those of ``kinds`` one more copy of which lowers the shanten.  Worked out per
        component and remembered for the hand: consecutive turns ask about the same suits."""
        rules = self.rules
        out = []
        by: tuple[list[int], ...] = ([], [], [], [])
        for k in kinds:
            if k == rules.laizi or k in rules.kong:
                if self.after(k, 1) < self.shanten:
                    out.append(k)
            else:
                by[k // 9 if k < 27 else 3].append(k)
        for i, ks in enumerate(by):
            if not ks:
                continue
            counts = tuple(self.core[9 * i : 9 * i + 9])
            others = self.others[i]
            key = (i, counts, others, self.sets, tuple(sorted(ks)))
            found = rules.lowering.get(key)
            if found is None:
                found = rules.lowering[key] = self._lower(i, counts, others, key[4])
            for k, d in found:  # a lower distance lowers the shanten unless the wildcards cover it
                if self._value(d, self.wilds, self.extra) < self.shanten:
                    out.append(k)
        return out

    def _lower(self, i: int, counts: tuple[int, ...], others: int, kinds: tuple[int, ...]) -> list[tuple[int, int]]:
        """The ``kinds`` of component ``i`` whose draw lowers the distance, with the distance."""
        row = list(counts)
        found = []
        for k in kinds:
            row[k - 9 * i] += 1
            d = distance(others, self.rules.component(i, tuple(row)), self.sets)
            row[k - 9 * i] -= 1
            if d < self.distance:
                found.append((k, d))
        return found
