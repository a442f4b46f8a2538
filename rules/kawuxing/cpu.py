"""Kawuxing's CPU players and the hint. A CPU reads only its seat's ``view``.

- **random**: any legal move, from its own seeded Random, except that it never lets a win go
  (random play that passed wins would hardly ever finish a hand but by the exhaustive draw).
- **easy**: takes every win; kongs whenever it may (kongs are paid at once); pungs when that
  brings the hand closer to ready; discards the tile that leaves the fewest tiles from ready
  (sets and a pair, or seven pairs without melds), ties broken by loose tiles; discloses a ready
  hand one time in two.
- **normal** (rules.kawuxing.cpu_eval weighs the hands): takes every win; discards by the
  distance to ready, a plain reading counting a little farther than seven pairs, all pungs or one
  suit (a plain hand wins only by self-draw), then by the unseen tiles that improve the hand; once
  ready, keeps the discard whose unseen winning tiles pay most; discloses when the disclosure adds
  value and several winning tiles are unseen; pungs only when the hand gets closer (never out of
  seven pairs); kongs unless it would take the hand farther from ready, and never grows a kong on
  a tile a disclosed opponent wins on; never discards a disclosed opponent's winning tile while
  it has another, and late in the hand holds back the suit of an opponent whose exposed melds are
  all of one suit.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.core.command import Command
from rules.core.report import seat_name
from rules.core.text import tr
from rules.core.variant import Hint
from rules.kawuxing.cpu_eval import Table
from rules.mahjong.cpu_frame import CpuFrame
from rules.mahjong.shanten import shanten, shanten_seven_pairs
from rules.mahjong.telling import tile_words, tiles_words
from rules.mahjong.tiles import counts, tile_code, tile_from_code, tile_name

KONGS = ("closed_kong", "add_kong", "kong")
Ranked = tuple[tuple[int, float, float], Command, dict[str, Any]]  # a discard's key, itself, what was read of it
LEVELS = ("random", "easy", "normal", "strong")


def hand_shanten(hand: list[int], melds: int) -> int:
    c = counts(hand)
    s = shanten(c, melds)
    if melds == 0 and len(hand) >= 13:
        s = min(s, shanten_seven_pairs(c, distinct=False))
    return s


class CpuPlayer(CpuFrame):
    def win_reason(self) -> str:
        return tr("Win: every win gains points.")

    def think(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        if self.level == "normal":
            return self._normal(view, legal)
        for command in legal:
            if command.action in KONGS:
                return command, tr("Kong: it is paid at once, and a supplement tile follows.")
        me = view["seats"][view["seat"]]
        hand = [tile_from_code(c) for c in me["hand"]]
        melds = len(me["melds"])
        if view["phase"] != "turn":
            return self._answer(hand, melds, legal)
        return self._discard(hand, melds, legal)

    # -- easy --------------------------------------------------------------------------------
    def _discard(self, hand: list[int], melds: int, legal: list[Command]) -> tuple[Command, str]:
        held = Counter(hand)
        scored = []
        for command in legal:
            if command.action != "discard":
                continue
            k = tile_from_code(command.cards[0])
            rest = list(hand)
            rest.remove(k)
            near = held[k] if k >= 27 else sum(held[j] for j in range(max(k - 2, k // 9 * 9), min(k + 3, k // 9 * 9 + 9)))
            scored.append(((hand_shanten(rest, melds), near, self.rng.random()), command))
        scored.sort(key=lambda x: x[0])
        (s, _, _), best = scored[0]
        disclose = Command(best.seat, "disclose", best.cards)
        if s == 0 and disclose in legal and self.rng.random() < 0.5:
            return disclose, tr("Disclose (亮倒): the hand is ready, and a disclosed win doubles.")
        if s <= 0:
            return best, tr("Discard {tile}: the hand stays ready.", tile=tile_words(best.cards[0]))
        return best, tr("Discard {tile}: the fewest tiles from ready ({s}).", tile=tile_words(best.cards[0]), s=s)

    def _answer(self, hand: list[int], melds: int, legal: list[Command]) -> tuple[Command, str]:
        passing = next(c for c in legal if c.action == "pass")
        pung = next((c for c in legal if c.action == "pung"), None)
        if pung is not None:
            base = hand_shanten(hand, melds)
            rest = list(hand)
            k = tile_from_code(pung.cards[0])
            rest.remove(k)
            rest.remove(k)
            after = min(hand_shanten([t for j, t in enumerate(rest) if j != i], melds + 1) for i in range(len(rest)))
            if after < base:
                return pung, tr("Pung: it brings the hand closer to ready.")
        return passing, tr("Pass: calling would not bring the hand closer to a win.")

    # -- normal ------------------------------------------------------------------------------
    def _normal(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        t = Table(view)
        if view["phase"] == "turn":
            kong = self._own_kong(t, legal)
            if kong is not None:
                return kong
            return self._normal_discard(t, legal)
        if view["phase"] == "claim":
            return self._normal_answer(t, legal)
        passing = next((c for c in legal if c.action == "pass"), legal[0])
        return passing, tr("Pass.")

    def _best_after(self, t: Table, hand: list[int], melds: int) -> float:
        """The best effective distance after one discard from a 3n+2 hand."""
        return min(t.evaluate([x for j, x in enumerate(hand) if j != i], melds)[0]
                   for i in range(len(hand)) if i == 0 or hand[i] != hand[i - 1])

    def _own_kong(self, t: Table, legal: list[Command]) -> tuple[Command, str] | None:
        kongs = [c for c in legal if c.action in ("closed_kong", "add_kong")]
        if not kongs:
            return None
        now = self._best_after(t, t.hand, t.melds)
        for command in kongs:
            k = tile_from_code(command.cards[0])
            if command.action == "add_kong" and k in t.forbidden:
                continue  # a disclosed opponent would rob it, for doubles and a double share
            rest = [x for x in t.hand if x != k] if command.action == "closed_kong" else _without(t.hand, k)
            melds = t.melds + (1 if command.action == "closed_kong" else 0)
            after = t.evaluate(rest, melds)[0]
            if after <= now + 0.05 or (now >= 2 and after <= now + 1.0):
                return command, tr("Kong {tile}: it is paid at once, and the hand stays as close to ready.", tile=tile_words(command.cards[0]))
            if command.action == "closed_kong" and after < 2 and not self._strong_wait(t):
                return command, tr("Kong {tile}: 2 from each player now is worth more than this thin wait.", tile=tile_words(command.cards[0]))
        return None

    @staticmethod
    def _strong_wait(t: Table) -> bool:
        """Is some discard left ready with 5+ unseen winning tiles, or with a pattern that wins on a discard?"""
        for k in sorted(set(t.hand)):
            rest = _without(t.hand, k)
            ws = t.waits(rest)
            if not ws:
                continue
            plain_v, _, live = t.ready_value(rest, ws)
            if live >= 5 or plain_v > 0.8 * 2 * live + 1e-9:
                return True
        return False

    def ranked_discards(self, t: Table, legal: list[Command]) -> tuple[list[Ranked], list[Ranked]]:
        """Every discard as (key, command, info), best first: ready hands first, by what their
        waits pay, then by the effective distance and the tiles that improve the hand; and the
        same less the tiles a disclosed opponent wins on (all of them if none is left)."""
        ranked: list[Ranked] = []
        for command in (c for c in legal if c.action == "discard"):
            k = tile_from_code(command.cards[0])
            rest = _without(t.hand, k)
            eff, plan, s_std = t.evaluate(rest)
            ws = t.waits(rest) if min(s_std, eff) <= 0.5 else []
            if ws:
                plain_v, disc_v, live = t.ready_value(rest, ws)
                if live >= 2 or t.wall <= 20:
                    ranked.append(((0, -max(plain_v, disc_v), self.rng.random()), command,
                                   {"ws": ws, "plain": plain_v, "disc": disc_v, "live": live}))
                    continue
                eff = 0.9
            base = eff
            eff += t.danger(k) * (0.5 if eff < 1 else 1.0)
            ranked.append(((1, eff, self.rng.random()), command, {"plan": plan, "rest": rest, "base": base}))
        ranked.sort(key=lambda r: r[0])
        safe = [r for r in ranked if tile_from_code(r[1].cards[0]) not in t.forbidden] or ranked
        # among the closest non-ready discards, the unseen tiles that improve the hand decide
        for group in (ranked, safe):
            others = [r for r in group if r[0][0] == 1]
            for i, (key, command, info) in enumerate(others[:5]):
                if key[1] <= others[0][0][1] + 0.3 and "n" not in info:
                    info["n"] = t.ukeire(info["rest"], info["plan"])
        for group in (ranked, safe):
            group.sort(key=sort_key)
        return ranked, safe

    def _normal_discard(self, t: Table, legal: list[Command]) -> tuple[Command, str]:
        discloses = {c.cards[0]: c for c in legal if c.action == "disclose"}
        ranked, safe = self.ranked_discards(t, legal)
        natural, (_, command, info) = ranked[0][1], safe[0]
        fed = tile_from_code(natural.cards[0])
        tile = command.cards[0]
        waits = tiles_words(tile_code(k) for k in info["ws"]) if "ws" in info else ""
        if "ws" in info:
            disclose = discloses.get(tile)
            first = not any(s["disclosed"] for s in t.view["seats"])
            if disclose is not None and info["live"] >= 3 and info["disc"] > info["plain"] * 1.15 and (t.wall >= 6 or not first):
                return disclose, tr("Disclose with {tile}: you wait on {waits} ({n} unseen).",
                                    tile=tile_words(tile), waits=waits, n=info["live"])
        if fed in t.forbidden and natural != command:
            return command, self._guard(t, fed, command)
        if "ws" in info:
            return command, tr("Discard {tile}: you stay ready, waiting on {waits} ({n} unseen).",
                               tile=tile_words(tile), waits=waits, n=info["live"])
        # held back: a tile of the threatened suit was as good or better for the hand itself
        threat = [r for r in ranked if t.danger(tile_from_code(r[1].cards[0])) and r[2].get("base", 9) <= info["base"]]
        if threat and not t.danger(tile_from_code(tile)):
            seat = t.suit_threats[tile_from_code(threat[0][1].cards[0]) // 9][0]
            return command, tr("Discard {tile}: {name}'s melds are all of one suit; hold that suit back.",
                               tile=tile_words(tile), name=seat_name(seat, self.meta))
        n = info["n"] if "n" in info else t.ukeire(info["rest"], info["plan"])
        if info["plan"] == "qidui":
            return command, tr("Discard {tile}: aim at seven pairs (七対); {n} unseen tiles improve the hand.", tile=tile_words(tile), n=n)
        if info["plan"] == "pengpeng":
            return command, tr("Discard {tile}: aim at all pungs (碰碰胡); {n} unseen tiles improve the hand.", tile=tile_words(tile), n=n)
        if info["plan"] == "qingyise":
            return command, tr("Discard {tile}: aim at one suit (清一色); {n} unseen tiles improve the hand.", tile=tile_words(tile), n=n)
        return command, tr("Discard {tile}: it keeps {n} tiles that improve your hand.", tile=tile_words(tile), n=n)

    def _guard(self, t: Table, fed: int, command: Command) -> str:
        seat = t.forbidden[fed]
        return tr("Discard {tile}: don't feed {name}'s disclosed wait {waits}.", tile=tile_words(command.cards[0]),
                  name=seat_name(seat, self.meta), waits=tile_name(fed))

    def _normal_answer(self, t: Table, legal: list[Command]) -> tuple[Command, str]:
        passing = next((c for c in legal if c.action == "pass"), None)
        kong = next((c for c in legal if c.action == "kong"), None)
        if kong is not None:
            return kong, tr("Kong {tile}: it is paid at once, and the rules oblige it.", tile=tile_words(kong.cards[0]))
        pung = next((c for c in legal if c.action == "pung"), None)
        assert passing is not None
        if pung is None:
            return passing, tr("Pass.")
        k = tile_from_code(pung.cards[0])
        before, plan, s_std = t.evaluate(t.hand)
        rest = _without(_without(t.hand, k), k)
        after = self._best_after(t, rest, t.melds + 1)
        if plan == "qidui" and before <= after:
            return passing, tr("Pass: a pung would break your seven pairs (七対).")
        if after < before - 0.05:
            return pung, tr("Pung {tile}: it brings the hand closer to ready.", tile=tile_words(pung.cards[0]))
        return passing, tr("Pass: a pung of {tile} would not bring the hand closer to a win.", tile=tile_words(pung.cards[0]))


def sort_key(r: Ranked) -> tuple[int, float, float]:
    """The order of ``ranked_discards``: ready first; then the distance, less a hundredth per
    improving tile where they were counted; the random tie-break last."""
    return r[0][0], r[0][1] - 0.01 * r[2].get("n", -100), r[0][2]


def _without(hand: list[int], k: int) -> list[int]:
    rest = list(hand)
    rest.remove(k)
    return rest


def make_cpu(level: str, seed: int) -> Any:
    if level == "strong":  # the shared determinized search (rules.mahjong.strong)
        from rules.kawuxing.cpu_strong import make_strong

        return make_strong(seed)
    if level not in LEVELS:
        raise ValueError(f"unknown CPU level {level!r}; Kawuxing has {', '.join(LEVELS)}")
    return CpuPlayer(level, seed)


def hint(view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
    """What the normal CPU would do, with its reason in one line."""
    command, reason = CpuPlayer("normal", 0, meta).decide(view, legal)
    return Hint(command, reason)
