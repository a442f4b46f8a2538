"""Who pays a winner (spec §9) and the three-mouth extras (§10), from the relations the flow
recorded. Relations stack (D-16); 大包 moves the non-partners' shares to the earliest partner (D-17)."""

from __future__ import annotations

from typing import Any

from rules.qinghunpeng.state import PLAYERS, QhpState
from rules.qinghunpeng.winning import ready


def partners(state: QhpState, winner: int) -> list[dict[str, Any]]:
    """The winner's relations in forming order, each with its partner (the other player)."""
    out = []
    for r in state.relations:
        if winner in (r["caller"], r["fed"]):
            out.append(dict(r, partner=r["fed"] if r["caller"] == winner else r["caller"]))
    return out


def win_payments(state: QhpState, winner: int, v: int, by: str, payer: int | None) -> tuple[list[int], list[dict[str, Any]]]:
    """(deltas per seat, the relations used with their extra). ``by``: self_draw, replacement,
    rob or ron; ``payer``: the discarder or kong maker."""
    owe = [0] * PLAYERS
    self_draw = by in ("self_draw", "replacement")
    if self_draw:
        for s in range(PLAYERS):
            if s != winner:
                owe[s] += v
    else:
        assert payer is not None
        owe[payer] += 3 * v if by == "rob" else v
    rules = state.rules
    used = []
    rels = partners(state, winner) if rules.pao else []
    for r in rels:
        p = r["partner"]
        who, extra = p, 0
        if self_draw:
            extra = 2 * v
        elif by == "ron" and payer == p:
            extra = v if rules.pao_self_double else 0
        elif by == "ron":
            assert payer is not None
            seat = state.seats[payer]
            if rules.pao_split or ready(seat.hand, seat.melds):
                extra = v
            else:
                who, extra = payer, v
        elif payer == p:  # robbing the partner's own kong (D-18)
            extra = 3 * v if rules.pao_self_double else 0
        else:
            extra = 3 * v
        owe[who] += extra
        used.append({"caller": r["caller"], "fed": r["fed"], "partner": p, "pays": who, "extra": extra})
    if self_draw and rules.big_pao and rels:
        first = rels[0]["partner"]
        mates = {r["partner"] for r in rels}
        for s in range(PLAYERS):
            if s != winner and s not in mates:
                owe[first] += owe[s]
                owe[s] = 0
    deltas = [-o for o in owe]
    deltas[winner] = sum(owe)
    return deltas, used
