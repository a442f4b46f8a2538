"""The CPU players (easy, normal), their decisions with the reasons behind them, make_cpu and the hint."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

from rules.core.cards import display, rank_of, suit_of
from rules.core.command import Command
from rules.core.report import seat_name
from rules.core.text import tr
from rules.core.variant import CpuPlayer, Hint
from rules.emperor.cpu.evaluator import CALL_MARGIN, Evaluator, WinValue
from rules.emperor.cpu.shapes import _kind, _without, completions, exposed_faces, faces_of, shape_waits
from rules.emperor.cpu.table import Table, read_table
from rules.emperor.hand import FID_CARD, NO_FACE, PARTNERS, fid

LEVELS = ("easy", "normal", "strong")


# =============================================================================================
# Decisions


def _face(card: str, table: Table) -> int:
    return fid(card, table.dynasty_card)


def keep_score(card: str, hand: list[str], table: Table) -> float:
    """How much a card holds the hand together: sets it forms now, and unseen cards it could pair with."""
    f = _face(card, table)
    if f == NO_FACE:
        return -10.0  # a joker in the Warring States is dead in hand; in the river it is virtue
    score = 0.0
    skipped = False
    for other in hand:
        if other == card and not skipped:
            skipped = True
            continue
        k = _kind(f, _face(other, table))
        if k:
            score += 3.5 if k == 2 else 3.0
    score += 0.15 * sum(table.live[p] for p in PARTNERS[f])
    return score


@dataclass
class Decision:
    command: Command
    reason: Callable[[], str]  # built only when a person asks (the hint)
    values: dict[Command, float] = field(default_factory=dict)  # expected points of each option weighed


def _first(legal: list[Command], action: str) -> Command | None:
    return next((c for c in legal if c.action == action), None)


def _win_reason(view: dict[str, Any], legal: list[Command], cmd: Command) -> Callable[[], str]:
    def reason() -> str:
        label = tr("Tsumo") if cmd.action == "tsumo" else tr("Ron on {card}", card=display(cmd.cards[0]))
        scored = _score_now(view, cmd)
        if scored is None:
            return tr("{label}: your hand is complete and valid; take the win.", label=label)
        names, points = scored
        return tr("{label}: {yaku}, {points:,} points.", label=label, yaku=names, points=points)

    return reason


def _score_now(view: dict[str, Any], cmd: Command) -> tuple[str, int] | None:
    """The yaku and the points a win now brings, from the scoring module (ura-dora not yet known)."""
    try:
        from rules.emperor.scoring import WinContext, score_win
    except ImportError:  # pragma: no cover - the scoring module is always there in a full tree
        return None
    me = view["seat"]
    seat = view["seats"][me]
    hand = list(seat["hand"] or [])
    winning = view.get("drawn")
    if cmd.action == "ron":
        winning = cmd.cards[0]
        hand.append(winning)
    # The bonus yaku the view shows (ippatsu and double riichi are not in it; the hint leaves them out).
    first_turn = seat["discards"] == 0 and not view.get("called")
    tenhou = cmd.action == "tsumo" and winning is None and me == view.get("dealer") and first_turn
    chiihou = (cmd.action == "tsumo" and winning is not None and me != view.get("dealer") and seat["draws"] == 1
               and not view.get("any_call"))
    last = view.get("stock") == 0 and (cmd.action == "ron" or winning is not None)
    try:
        b = score_win(
            WinContext(
                players=view["players"],
                winner=me,
                concealed=tuple(hand),
                exposed=tuple(tuple(p) for p in seat["exposed"]),
                winning_card=winning,
                by=cmd.action,
                discarder=view["turn"] if cmd.action == "ron" else None,
                dynasty_card=view.get("dynasty_card"),
                emperor=view.get("emperor"),
                river=tuple(seat["river"]),
                kept_kings=tuple(seat["kept_kings"]),
                ura_cards=(),
                dora_ceiling=bool(view["options"].get("dora_ceiling", False)),
                last_card=last,
                tenhou=tenhou,
                chiihou=chiihou,
            )
        )
    except Exception:  # the hint must never break the table
        return None
    if not b.valid:
        return None
    names = [y.japanese for y in b.yaku]
    label = "・".join(names) if names else (tr("three sou (三双)") if b.shape == "sansou" else tr("no yaku"))
    total = b.base * (view["players"] - 1)
    return label, total


def _take_win(view: dict[str, Any], legal: list[Command]) -> Decision | None:
    """Both levels always take a win that is offered."""
    for action in ("tsumo", "ron"):
        win = _first(legal, action)
        if win:
            return Decision(win, _win_reason(view, legal, win))
    return None


class _Player:
    level = ""

    def __init__(self, seed: int, meta: dict[str, Any] | None = None) -> None:
        self.rng = random.Random(seed)  # the CPU's own randomness; never the module-level one
        self.meta = meta or {}  # the players' names, for reasons that name a seat as the table does

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        if not legal:
            raise ValueError("a CPU player was asked to act with no legal command")
        cmd = self.decide(view, legal).command
        assert cmd in legal
        return cmd

    def decide(self, view: dict[str, Any], legal: list[Command]) -> Decision:
        raise NotImplementedError


class EasyCpu(_Player):
    """Sound heuristics, no arithmetic of points."""

    level = "easy"

    def decide(self, view: dict[str, Any], legal: list[Command]) -> Decision:
        win = _take_win(view, legal)
        if win:
            return win
        if legal[0].action == "dynasty":
            cmd = self.rng.choice(legal)
            return Decision(cmd, lambda: tr("Any suit will do for the dynasty card."))
        table = read_table(view)
        if _first(legal, "draw"):
            return self._draw_or_call(table, legal)
        riichi = [c for c in legal if c.action == "riichi"]
        if riichi:
            best = max(riichi, key=lambda c: (self._live_waits(table, c.cards[0]), -legal.index(c)))
            return Decision(best, lambda: tr("Riichi: your hand is ready."))
        discards = [c for c in legal if c.action == "discard"]
        if len(discards) == 1:
            return Decision(discards[0], lambda: tr("Your hand is frozen: discard the card you drew."))
        scores = {c: keep_score(c.cards[0], table.hand, table) for c in discards}
        low = min(scores.values())
        loosest = [c for c in discards if scores[c] <= low + 1e-9]
        cmd = self.rng.choice(loosest)
        return Decision(cmd, lambda: tr("Discard {card}: it holds the hand together least.", card=display(cmd.cards[0])))

    def _live_waits(self, table: Table, discard: str) -> int:
        rest = list(table.hand)
        rest.remove(discard)
        return sum(table.live[f] for f in shape_waits(faces_of(rest, table.dynasty_card)))

    def _draw_or_call(self, table: Table, legal: list[Command]) -> Decision:
        draw = _first(legal, "draw")
        for cmd in legal:
            if cmd.action != "call":
                continue
            offer, own = cmd.cards
            rest = list(table.hand)
            rest.remove(own)
            exp = exposed_faces(table.exposed + [(offer, own)], table.dynasty_card)
            shib = table.shibari(len(exp))
            conc = faces_of(rest, table.dynasty_card)
            for c in sorted(set(conc)):
                after = _without(conc, c)
                for summary in completions(after, exp).values():
                    if any(s or y >= shib for s, y, _ in summary):
                        return Decision(cmd, lambda: tr("Call: the set leaves a valid wait."))
        return Decision(draw, lambda: tr("Draw: no call gives a valid wait."))


class NormalCpu(_Player):
    """Expected points: a one-draw lookahead over the unseen cards, valued by what each win scores."""

    level = "normal"
    evaluator: type[Evaluator] = Evaluator  # what values the hands (strong weighs the danger differently)

    def decide(self, view: dict[str, Any], legal: list[Command]) -> Decision:
        win = _take_win(view, legal)
        if win:
            return win
        if legal[0].action == "dynasty":
            return self._dynasty(view, legal)
        table = read_table(view)
        ev = self.evaluator(table)
        if _first(legal, "draw"):
            return self._draw_or_call(table, ev, legal)
        return self._discard(table, ev, legal)

    # -- the new emperor's dynasty card -----------------------------------------------------
    def _dynasty(self, view: dict[str, Any], legal: list[Command]) -> Decision:
        me = view["seat"]
        kept = {suit_of(k) for k in view["seats"][me]["kept_kings"]}
        # Spread the dora: a suit none of my kept Ks already shows makes one more suit's sou dora
        # (without the ceiling a sou counts one dora however many indicators share its suit).
        fresh = [c for c in legal if suit_of(c.cards[0]) not in kept] or list(legal)
        cmd = self.rng.choice(fresh)
        suit = display(cmd.cards[0])[-1]
        if kept:
            kings = " ".join(display(k) for k in sorted(view["seats"][me]["kept_kings"]))
            return Decision(cmd, lambda: tr("Choose {suit}: your kept {kings} already show their suits, so {suit} sou become dora too.",
                                            suit=suit, kings=kings))
        return Decision(cmd, lambda: tr("Choose {suit}: with no kept K, any suit serves; its sou will be your dora.", suit=suit))

    # -- draw or call ---------------------------------------------------------------------------
    def _draw_or_call(self, table: Table, ev: Evaluator, legal: list[Command]) -> Decision:
        draw = _first(legal, "draw")
        dyn = table.dynasty_card
        conc = faces_of(table.hand, dyn)
        exp = exposed_faces(table.exposed, dyn)
        n = table.players
        draw_value = ev.lookahead(conc, exp, 1 + max(0, table.stock - 1) // n)
        best, best_value = draw, draw_value * CALL_MARGIN
        for cmd in legal:
            if cmd.action != "call":
                continue
            offer, own = cmd.cards
            new_exp = exposed_faces(table.exposed + [(offer, own)], dyn)
            rest = _without(conc, fid(own, dyn))
            for c in sorted(set(rest)):
                v = ev.lookahead(_without(rest, c), new_exp, table.stock // n)
                if v > best_value:
                    best, best_value = cmd, v
        if best is draw:
            shib = table.shibari() + 1
            return Decision(draw, lambda: tr("Draw: a call would raise your shibari to {need} yaku for too little.", need=shib)
                            if any(c.action == "call" for c in legal) else tr("Draw a card."))
        cmd = best
        return Decision(cmd, lambda: tr("Call {a} with {b}: the set keeps a strong hand even with the shibari at {need}.",
                                        a=display(cmd.cards[0]), b=display(cmd.cards[1]), need=table.shibari() + 1))

    # -- discard, riichi, regroup ---------------------------------------------------------------
    def _discard(self, table: Table, ev: Evaluator, legal: list[Command]) -> Decision:
        discards = [c for c in legal if c.action == "discard"]
        if len(discards) == 1 and not any(c.action in ("riichi", "regroup") for c in legal):
            cmd = discards[0]
            return Decision(cmd, lambda: tr("Your hand is frozen in riichi: discard {card}.", card=display(cmd.cards[0])))
        dyn, n = table.dynasty_card, table.players
        conc = faces_of(table.hand, dyn)
        exp = exposed_faces(table.exposed, dyn)
        draws = table.stock // n  # my draws once I have discarded: the others draw first, in turn
        danger = ev.danger() if table.threats else {}
        values: dict[Command, float] = {}
        hand_values: dict[Command, float] = {}  # the same, without the danger of the discard
        for cmd in legal:
            if cmd.action in ("discard", "riichi"):
                f = fid(cmd.cards[0], dyn)
                rest = _without(conc, f)
                hand_values[cmd] = (ev.lookahead(rest, exp, draws) if cmd.action == "discard"
                                    else ev.riichi_value(rest, exp, draws))
                values[cmd] = hand_values[cmd] - danger.get(f, 0.0)
            elif cmd.action == "regroup":
                a, b, c, d = cmd.cards
                new_exp = exposed_faces([(a, b), (c, d)], dyn)
                values[cmd] = hand_values[cmd] = max(
                    ev.lookahead(_without(conc, f), new_exp, draws) - danger.get(f, 0.0) for f in set(conc))
        # Ties (often all zero far from a shape) go to the card that holds the hand together least.
        def rank(c: Command, table_of: dict[Command, float]) -> tuple[float, int]:
            loose = -keep_score(c.cards[0], table.hand, table) * 1e-3 if c.action == "discard" else 0.0
            return table_of[c] + loose, -legal.index(c)

        cmd = max(values, key=lambda c: rank(c, values))
        greedy = max(values, key=lambda c: rank(c, hand_values))
        defensive = greedy != cmd and danger.get(fid(greedy.cards[0], dyn), 0.0) > danger.get(fid(cmd.cards[0], dyn), 0.0)
        return Decision(cmd, lambda: self._discard_reason(table, ev, cmd, greedy if defensive else None), values)

    def _discard_reason(self, table: Table, ev: Evaluator, cmd: Command, greedy: Command | None) -> str:
        dyn = table.dynasty_card
        if cmd.action == "regroup":
            a, b, c, d = (display(x) for x in cmd.cards)
            return tr("Regroup your exposed cards as {a}{b} / {c}{d}: the new sets give the hand more yaku.",
                      a=a, b=b, c=c, d=d)
        card = cmd.cards[0]
        conc = _without(faces_of(table.hand, dyn), fid(card, dyn))
        exp = exposed_faces(table.exposed, dyn)
        if cmd.action == "riichi":
            waits = _candidates([(f, w) for f, w in ev.waits(conc, exp, False) if w.valid], table)
            return tr("Riichi discarding {card}: you wait on {cards} ({live} unseen), worth about {points:,} each.",
                      card=display(card), cards=_wait_cards(waits), live=sum(table.live[f] for _, f, _ in waits),
                      points=_typical_points(waits, table))
        if greedy is not None:
            seats = ", ".join(seat_name(t.seat, self.meta) for t in table.threats)
            return tr("Discard {card}: {other} would suit your hand better, but against the riichi of {seats} "
                      "{card} is the safer card.", card=display(card), other=display(greedy.cards[0]), seats=seats)
        f = fid(card, dyn)
        if f == NO_FACE:
            why = tr("a joker is dead in hand before a dynasty, but counts as virtue in your river")
        elif rank_of(card) == 13:
            why = tr("a K only pairs with a K; in your river it still counts as virtue and dora for you")
        elif not any(_kind(f, g) for g in conc):
            why = tr("it fits no wangzi or pair")
        else:
            why = tr("it is the weakest part of the hand")
        waits = _candidates([(g, w) for g, w in ev.waits(conc, exp) if w.valid], table)
        if waits:
            return tr("Discard {card}: {why}, and the rest waits on {cards} ({live} unseen), worth about {points:,} each.",
                      card=display(card), why=why, cards=_wait_cards(waits),
                      live=sum(table.live[g] for _, g, _ in waits), points=_typical_points(waits, table))
        if any(w.yaku >= 0 for _, w in ev.waits(conc, exp)):
            return tr("Discard {card}: {why}; the rest is one card from a shape, but still short of the {need} yaku the shibari asks.",
                      card=display(card), why=why, need=table.shibari())
        return tr("Discard {card}: {why}, and keeping the rest leaves {count} unseen cards that build a set.",
                  card=display(card), why=why, count=_improving_cards(conc, table))


def _candidates(waits: list[tuple[int, WinValue]], table: Table) -> list[tuple[str, int, WinValue]]:
    """The waits as cards that could still come (never my own cards or the dynasty card):
    (card as a player reads it, face, value)."""
    held = set(table.hand) | {c for p in table.exposed for c in p}
    out = []
    for f, w in waits:
        natural = FID_CARD[f]
        if natural not in held and natural != table.dynasty_card:
            out.append((display(natural), f, w))
        elif f == table.dyn_face and len(held & {"JK1", "JK2"}) < 2:
            out.append(("JK", f, w))
    return out


def _wait_cards(waits: list[tuple[str, int, WinValue]]) -> str:
    return " ".join(name for name, _, _ in waits)


def _typical_points(waits: list[tuple[str, int, WinValue]], table: Table) -> int:
    """What a win on the unseen winning cards brings on average (base × payers), rounded to 100."""
    mass = sum(table.live[f] for _, f, _ in waits)
    if mass:
        avg = sum(table.live[f] * w.base for _, f, w in waits) / mass
    else:
        avg = max((w.base for _, _, w in waits), default=0)
    return int(round(avg * (table.players - 1), -2))


def _improving_cards(conc: tuple[int, ...], table: Table) -> int:
    """Unseen cards that make a new set with a card not yet in one."""
    faces: set[int] = set()
    for f in conc:
        if f >= 0:
            faces |= PARTNERS[f]
    return sum(table.live[f] for f in faces)


# =============================================================================================
# The API


def make_cpu(level: str, seed: int) -> CpuPlayer:
    """A CPU player of ``level`` ("easy", "normal" or "strong") whose choices depend only on ``seed`` and the views."""
    if level == "easy":
        return EasyCpu(seed)
    if level == "normal":
        return NormalCpu(seed)
    if level == "strong":
        from rules.emperor.cpu.strong import StrongCpu  # strong builds on this module's normal player

        return StrongCpu(seed)
    raise ValueError(f"unknown CPU level {level!r}; the levels are {', '.join(LEVELS)}")


def hint(view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
    """What the normal CPU would do here, and why in one line (seats named from ``meta``)."""
    if not legal:
        raise ValueError("there is nothing to hint: this seat has no move now")
    decision = NormalCpu(0, meta).decide(view, legal)
    return Hint(decision.command, decision.reason())
