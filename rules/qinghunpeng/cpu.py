"""Qing-Hun-Peng's CPU players and the hint. A CPU reads only its seat's ``view``.

- **random**: any legal move from its own seeded Random, but it never lets a win go.
- **easy**: takes every win; aims at one suit plus honours (the suit it holds most of, melds
  included): discards tiles of the other suits first, then the tile that leaves the hand fewest
  tiles from ready in that suit and honours; pons and kongs honours and its suit, chis its suit
  only when that brings the hand closer.
- **normal** (rules.qinghunpeng.cpu_eval weighs the plans): takes every win; reads the hand as
  each winning hand it could still become (pure, mixed, all pungs, all honours) and discards to
  keep the best expected worth (what the plan pays, discounted per tile from ready), ties broken
  by the unseen tiles that improve it (lone honours first), less the danger of the tile: the suit
  of an opponent's flush look, or a third call to an opponent that would make this seat liable
  (三口の包); calls and kongs only when they raise that worth, a third call from the same seat
  (which makes its feeder liable) counting more.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.core.command import Command
from rules.core.text import tr
from rules.core.variant import Hint
from rules.mahjong.cpu_frame import CpuFrame
from rules.mahjong.shanten import shanten
from rules.mahjong.telling import tile_words, tiles_words
from rules.qinghunpeng.cpu_eval import SET_HUA, Table, group
from rules.qinghunpeng.scoring import hand_label
from rules.mahjong.tiles import counts, tile_from_code

LEVELS = ("random", "easy", "normal", "strong")
THIRD_CALL = 1.5  # the worth of a call that forms a relation: its feeder pays more of this seat's win


def target_suit(hand: list[int], melds: list[list[int]]) -> int:
    held = Counter(t // 9 for t in hand + [t for m in melds for t in m] if t < 27)
    return max(range(3), key=lambda s: (held[s], -s))


def distance(hand: list[int], melds: int, suit: int) -> int:
    allowed = set(range(suit * 9, suit * 9 + 9)) | set(range(27, 34))
    off = sum(1 for t in hand if t not in allowed)
    return shanten(counts([t for t in hand if t in allowed]), melds) + off


class CpuPlayer(CpuFrame):
    def win_reason(self) -> str:
        return tr("Win: every win is paid.")

    def think(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        if self.level == "normal":
            return self._normal(Table(view), view["phase"], legal)
        me = view["seats"][view["seat"]]
        hand = [tile_from_code(c) for c in me["hand"]]
        melds = [[tile_from_code(c) for c in m["tiles"] if c != "??"] for m in me["melds"]]
        suit = target_suit(hand, melds)
        if view["phase"] == "turn":
            return self._turn(hand, len(melds), suit, legal)
        return self._answer(hand, len(melds), suit, legal)

    def _turn(self, hand: list[int], melds: int, suit: int, legal: list[Command]) -> tuple[Command, str]:
        for command in legal:
            if command.action in ("concealed_kong", "added_kong"):
                k = tile_from_code(command.cards[0])
                if k >= 27 or k // 9 == suit:
                    return command, tr("Kong {tile}: hua, and a replacement tile.", tile=tile_words(command.cards[0]))
        scored = []
        for command in (c for c in legal if c.action == "discard"):
            k = tile_from_code(command.cards[0])
            rest = list(hand)
            rest.remove(k)
            scored.append(((distance(rest, melds, suit), k >= 27, self.rng.random()), command))
        scored.sort(key=lambda x: x[0])
        (d, _, _), best = scored[0]
        return best, tr("Discard {tile}: toward one suit and honours ({d} from ready).", tile=tile_words(best.cards[0]), d=max(d, 0))

    def _answer(self, hand: list[int], melds: int, suit: int, legal: list[Command]) -> tuple[Command, str]:
        passing = next(c for c in legal if c.action == "pass")
        base = distance(hand, melds, suit)
        for command in sorted(legal, key=lambda c: c.action != "exposed_kong"):
            if command.action == "pass":
                continue
            tile = tile_from_code(command.cards[0]) if command.action != "chi" else None
            if tile is not None and not (tile >= 27 or tile // 9 == suit):
                continue
            rest = list(hand)
            used = [tile_from_code(c) for c in command.cards] if command.action == "chi" else \
                [tile] * (3 if command.action == "exposed_kong" else 2)
            if command.action == "chi" and used[0] // 9 != suit:
                continue
            for k in used:
                rest.remove(k)
            if command.action == "exposed_kong":
                return command, tr("Exposed kong: hua, and a replacement tile.")
            after = min(distance([t for j, t in enumerate(rest) if j != i], melds + 1, suit) for i in range(len(rest)))
            if after < base:
                return command, tr("Call {action}: it brings the hand closer to ready.", action=command.action)
        return passing, tr("Pass: calling would not bring the hand closer to a win.")

    # -- normal ----------------------------------------------------------------------------------
    def _normal(self, t: Table, phase: str, legal: list[Command]) -> tuple[Command, str]:
        if phase == "turn":
            return self._normal_kong(t, legal) or self._normal_discard(t, legal)
        return self._normal_answer(t, legal)

    def _best_discard(self, t: Table, hand: list[int], melds: int | None = None, extra_hua: int = 0) -> float:
        """The best worth after one discard from a 3n+2 hand."""
        return max(t.read(_without(hand, k), melds, extra_hua).worth for k in set(hand))

    def _normal_kong(self, t: Table, legal: list[Command]) -> tuple[Command, str] | None:
        now = None
        for command in (c for c in legal if c.action in ("concealed_kong", "added_kong")):
            now = self._best_discard(t, t.hand) if now is None else now
            k = tile_from_code(command.cards[0])
            if command.action == "concealed_kong":
                rest, melds, hua = [x for x in t.hand if x != k], len(t.melds) + 1, SET_HUA["kong_concealed"][group(k)]
            else:  # the pung's hua grows to an exposed kong's
                rest, melds, hua = _without(t.hand, k), None, 1
            if t.read(rest, melds, hua, t.plans_with({k})).worth >= 0.95 * now:
                return command, tr("Kong {tile}: hua, and a replacement tile.", tile=tile_words(command.cards[0]))
        return None

    def ranked_discards(self, t: Table, legal: list[Command]) -> list[list[Any]]:
        """Every discard as [worth, reading, command, kind, worth less danger], best first."""
        ranked: list[list[Any]] = []
        for command in (c for c in legal if c.action == "discard"):
            k = tile_from_code(command.cards[0])
            reading = t.read(_without(t.hand, k))
            ranked.append([reading.worth, reading, command, k])
        top = max(r[0] for r in ranked)
        for r in ranked:  # among near-equal discards, the unseen tiles that improve the hand decide
            if r[0] >= 0.8 * top:
                r[0] *= 1 + 0.02 * t.improving(_without(t.hand, r[3]), r[1].plan)
        for r in ranked:
            r.append(r[0] - t.danger(r[3]))
        ranked.sort(key=lambda r: (-r[4], r[3] < 27, self.rng.random()))  # honours first: later they feed pair waits
        return ranked

    def _normal_discard(self, t: Table, legal: list[Command]) -> tuple[Command, str]:
        ranked = self.ranked_discards(t, legal)
        _, reading, command, k, _ = ranked[0]
        natural = max(ranked, key=lambda r: r[0])
        tile, plan = tile_words(command.cards[0]), hand_label(reading.plan.name)
        if natural[0] > ranked[0][0] and t.danger(natural[3]) > t.danger(k):
            return command, tr("Discard {tile}, not {risky}: an opponent could use that one.", tile=tile, risky=tile_words(natural[2].cards[0]))
        if reading.distance <= 0:
            return command, tr("Discard {tile}: ready for {plan}.", tile=tile, plan=plan)
        return command, tr("Discard {tile}: toward {plan}, {d} from ready.", tile=tile, plan=plan, d=reading.distance)

    def _normal_answer(self, t: Table, legal: list[Command]) -> tuple[Command, str]:
        passing = next(c for c in legal if c.action == "pass")
        before = t.read(t.hand)
        best, best_worth, aim = None, before.worth, before.plan  # a call must beat drawing on
        for command in legal:
            if command.action not in ("pon", "exposed_kong", "chi"):
                continue
            if command.action == "chi":
                used = [tile_from_code(c) for c in command.cards]
                rest, hua = _without(_without(t.hand, used[0]), used[1]), 0
                kinds = set(used)
            else:
                k = tile_from_code(command.cards[0])
                size = 3 if command.action == "exposed_kong" else 2
                rest = [x for x in t.hand if x != k] + [k] * (t.hand.count(k) - size)
                hua = SET_HUA["kong_exposed" if size == 3 else "pung"][group(k)]
                kinds = {k}
            plans = t.plans_with(kinds, command.action == "chi")
            if not plans:
                continue
            melds = len(t.melds) + 1
            if command.action == "exposed_kong":  # a replacement tile comes: read the hand as it is
                after = t.read(rest, melds, hua, plans)
            else:
                after = max((t.read(_without(rest, x), melds, hua, plans) for x in set(rest)), key=lambda r: r.worth)
            worth = after.worth
            if t.view["claims"].get(f"{t.seat}>{t.view['turn']}", 0) == 2:
                worth *= THIRD_CALL  # a relation forms: the feeder pays more of this seat's win (§10)
            if worth > best_worth:
                best, best_worth, aim = command, worth, after.plan
        plan = hand_label(aim.name)
        if best is None:
            return passing, tr("Pass: a call would not bring {plan} closer.", plan=plan)
        tile = tiles_words(best.cards)
        if best.action == "chi":
            return best, tr("Chi with {tiles}: it brings {plan} closer.", tiles=tile, plan=plan)
        if best.action == "pon":
            return best, tr("Pon {tile}: it brings {plan} closer.", tile=tile, plan=plan)
        return best, tr("Kong {tile}: it brings {plan} closer, with a replacement tile.", tile=tile, plan=plan)


def _without(hand: list[int], k: int) -> list[int]:
    rest = list(hand)
    rest.remove(k)
    return rest


def make_cpu(level: str, seed: int) -> Any:
    if level == "strong":  # the shared determinized search (rules.mahjong.strong)
        from rules.qinghunpeng.cpu_strong import make_strong

        return make_strong(seed)
    if level not in LEVELS:
        raise ValueError(f"unknown CPU level {level!r}; Qing-Hun-Peng has {', '.join(LEVELS)}")
    return CpuPlayer(level, seed)


def hint(view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
    """What the normal CPU would do, with its reason in one line."""
    command, reason = CpuPlayer("normal", 0, meta).decide(view, legal)
    return Hint(command, reason)
