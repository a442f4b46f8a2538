"""Trump Mahjong payments (spec §11.4, §11.5, §14): a win, several rons on one discard, and the
noten payments of an exhaustive draw.  Seats are 0..players-1 in turn order (the next seat is
the 下家).

API (``options``: a plain dict keyed by the §15 ids, ``context.DEFAULTS`` for missing keys;
``players`` is read from it):

- ``settle_win(winner, base, *, dealer, payer, honba=0, deposits=0, options=None) -> Settlement``:
  ``base`` = ``WinScore.base``; ``dealer`` = the dealer's seat; ``payer`` = the discarder (or
  the player whose added kong was robbed), None for a tsumo; ``honba`` = the counter;
  ``deposits`` = riichi deposits on the table in points (this hand's riichi included).  Ron: the
  payer pays 4 × base (6 × for the dealer) + 300 per honba.  Tsumo: the dealer pays 2 × base,
  each non-dealer 1 × base (the dealer winning: each 2 × base), + 100 per honba each; with 3
  players the absent seat's share is not paid (ツモ損).  Each payment rounds up to 100.
- ``ron_winners(claimants, discarder, options) -> list[int]``: the seats that win on one
  discard, in turn order from the discarder; head bump (``multiple_ron`` false) keeps the first.
- ``settle_wins(wins, *, dealer, payer, honba=0, deposits=0, options=None) -> Settlement``:
  ``wins`` = (winner, base) pairs on one discard; each winner in ``ron_winners`` order is paid
  by the discarder, honba and deposits go to the nearest winner (§11.4).
- ``settle_draw(tenpai, options=None) -> Settlement``: ``tenpai`` = seats tenpai at an
  exhaustive draw: 3,000 (2,000 with 3 players) move from the noten to the tenpai players.
- ``Settlement``: ``lines`` (tuple of ``Payment(payer, payee, amount, reason)``; ``payer`` None
  = the table's deposits), ``winners`` (the seats paid for a win, in order), ``players``;
  ``deltas`` (seat -> signed points; they sum to the deposits collected).
  Reasons: REASONS ("ron", "tsumo", "honba", "deposits", "noten"); ``reason_label``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core.text import N_, tr
from rules.trump_mahjong.context import option

REASON_LABELS = {
    "ron": N_("Ron"),
    "tsumo": N_("Tsumo"),
    "honba": N_("Honba"),
    "deposits": N_("Riichi deposits"),
    "noten": N_("Noten payment"),
}
REASONS = tuple(REASON_LABELS)
REASON_NAMES = {"ron": "ロン", "tsumo": "ツモ", "honba": "本場", "deposits": "供託", "noten": "不聴罰符"}
NOTEN_POOL = {4: 3000, 3: 2000}


def reason_label(reason: str) -> str:
    return tr(REASON_LABELS[reason])


@dataclass(frozen=True)
class Payment:
    payer: int | None
    payee: int
    amount: int
    reason: str


@dataclass(frozen=True)
class Settlement:
    lines: tuple[Payment, ...]
    players: int
    winners: tuple[int, ...] = ()

    @property
    def deltas(self) -> dict[int, int]:
        out = dict.fromkeys(range(self.players), 0)
        for p in self.lines:
            if p.payer is not None:
                out[p.payer] -= p.amount
            out[p.payee] += p.amount
        return out

    def paid_by(self, seat: int) -> int:
        return sum(p.amount for p in self.lines if p.payer == seat)


def _up100(x: int) -> int:
    return -(-x // 100) * 100


def _players(options: dict[str, Any] | None) -> int:
    n = option(options, "players")
    if n not in (3, 4):
        raise ValueError(f"players must be 3 or 4, not {n!r}")
    return int(n)


def _check_seats(n: int, *seats: int | None) -> None:
    for s in seats:
        if s is not None and not 0 <= s < n:
            raise ValueError(f"seat {s} is not one of 0-{n - 1}")


def _win_lines(winner: int, base: int, dealer: int, payer: int | None, n: int, honba: int) -> list[Payment]:
    if base <= 0:
        raise ValueError("a win's base points are positive")
    if payer is not None:
        if payer == winner:
            raise ValueError("the winner cannot pay himself")
        lines = [Payment(payer, winner, _up100((6 if winner == dealer else 4) * base), "ron")]
        return lines + ([Payment(payer, winner, 300 * honba, "honba")] if honba else [])
    lines = []
    for seat in range(n):
        if seat != winner:
            share = 2 * base if dealer in (winner, seat) else base
            lines.append(Payment(seat, winner, _up100(share), "tsumo"))
    return lines + [Payment(seat, winner, 100 * honba, "honba") for seat in range(n) if seat != winner and honba]


def settle_win(winner: int, base: int, *, dealer: int, payer: int | None, honba: int = 0, deposits: int = 0,
               options: dict[str, Any] | None = None) -> Settlement:
    n = _players(options)
    _check_seats(n, winner, dealer, payer)
    if honba < 0 or deposits < 0:
        raise ValueError("honba and deposits cannot be negative")
    lines = _win_lines(winner, base, dealer, payer, n, honba)
    if deposits:
        lines.append(Payment(None, winner, deposits, "deposits"))
    return Settlement(tuple(lines), n, (winner,))


def ron_winners(claimants: Collection[int], discarder: int, options: dict[str, Any] | None = None) -> list[int]:
    n = _players(options)
    _check_seats(n, discarder, *claimants)
    if discarder in claimants:
        raise ValueError("the discarder cannot ron his own discard")
    order = sorted(set(claimants), key=lambda s: (s - discarder) % n)
    return order if option(options, "multiple_ron") else order[:1]


def settle_wins(wins: Sequence[tuple[int, int]], *, dealer: int, payer: int, honba: int = 0, deposits: int = 0,
                options: dict[str, Any] | None = None) -> Settlement:
    bases = dict(wins)
    if not bases or len(bases) != len(wins):
        raise ValueError("wins must name one or more different winners")
    n = _players(options)
    order = ron_winners(list(bases), payer, options)
    lines: list[Payment] = []
    for i, w in enumerate(order):
        lines += _win_lines(w, bases[w], dealer, payer, n, honba if i == 0 else 0)
    if deposits:
        lines.append(Payment(None, order[0], deposits, "deposits"))
    return Settlement(tuple(lines), n, tuple(order))


def settle_draw(tenpai: Collection[int], options: dict[str, Any] | None = None) -> Settlement:
    n = _players(options)
    _check_seats(n, *tenpai)
    ready = sorted(set(tenpai))
    noten = [s for s in range(n) if s not in ready]
    if not ready or not noten:
        return Settlement((), n)
    each = NOTEN_POOL[n] // (len(ready) * len(noten))
    return Settlement(tuple(Payment(p, r, each, "noten") for p in noten for r in ready), n)
