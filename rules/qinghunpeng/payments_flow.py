"""Who pays a winner: the flow's side of rules.qinghunpeng.payments (§9, §10), fed with the
relations the flow recorded in forming order and the discarder's readiness (D-20)."""

from __future__ import annotations

from typing import Any

from rules.qinghunpeng.payments import settle_win
from rules.qinghunpeng.state import PLAYERS, QhpState
from rules.qinghunpeng.winning import ready

_SOURCE = {"self_draw": "draw", "replacement": "replacement", "rob": "rob", "ron": "discard"}


def win_payments(state: QhpState, winner: int, v: int, by: str, payer: int | None) -> tuple[list[int], list[dict[str, Any]]]:
    """(deltas per seat, the payment lines with their reasons). ``by``: self_draw, replacement,
    rob or ron; ``payer``: the discarder or kong maker."""
    relations = [(r["caller"], r["fed"]) for r in state.relations]
    discarder_ready = by == "ron" and payer is not None and ready(state, payer)
    settled = settle_win(winner, _SOURCE[by], v, payer, relations, discarder_ready, state.options)
    deltas = settled.deltas
    lines = [{"payer": p.payer, "payee": p.payee, "amount": p.amount, "reason": p.reason} for p in settled.lines]
    return [deltas.get(s, 0) for s in range(PLAYERS)], lines
