"""What a seat may know (spec §4-§5, §10): its own hand, every exposed tile and flower, counts
of hidden ones, the claim records and relations. Concealed kongs of others lie face down until
the hand ends; call windows do not tell who else was asked. Follows the family view convention
(rules/mahjong/table.py)."""

from __future__ import annotations

from typing import Any

from rules.core.text import render, tr
from rules.mahjong.tiles import tile_code
from rules.qinghunpeng import flow
from rules.qinghunpeng.settlement import codes, hand_label
from rules.qinghunpeng.state import CLAIM, OVER, PLAYERS, ROB, QhpState


def view(state: QhpState, seat: int | None) -> dict[str, Any]:
    seats = []
    for i, s in enumerate(state.seats):
        melds = []
        for m in s.melds:
            hidden = m.kind == "kong_concealed" and i != seat
            meld: dict[str, Any] = {"kind": m.kind, "tiles": ["??"] * 4 if hidden else codes(m.tiles)}
            if m.called_tile is not None:
                meld.update(called_tile=tile_code(m.called_tile), from_seat=m.from_seat)
            melds.append(meld)
        seats.append({"hand": codes(s.hand) if i == seat else None, "hand_count": len(s.hand), "melds": melds,
                      "river": codes(s.river), "flowers": codes(s.flowers)})
    acting = sorted(flow.to_act(state))
    if state.phase in (CLAIM, ROB):  # who else may call a tile is their own secret
        acting = [s for s in acting if s == seat]
    mine = seat is not None and 0 <= seat < PLAYERS
    return {
        "variant": "qinghunpeng",
        "players": PLAYERS,
        "seat": seat,
        "options": dict(state.options),
        "phase": state.phase,
        "to_act": acting,
        "turn": state.turn,
        "hand_no": state.hand_no,
        "hands_per_game": state.rules.hands_per_game,
        "label": render(hand_label(state)) if state.phase != OVER else tr("Match over"),
        "dealer": state.dealer,
        "scores": list(state.scores),
        "wall": state.wall.remaining,
        "dice": list(state.dice),
        "offer": tile_code(state.offer) if state.offer is not None else None,
        "final": state.final,
        "drawn": tile_code(state.drawn) if state.drawn is not None and seat == state.turn else None,
        "replacement": state.replacement if seat == state.turn else False,
        "choices": [[a, list(c)] for a, c in state.choices.get(seat, [])] if mine else [],
        "missed": codes(state.missed.get(seat, [])) if mine else [],  # type: ignore[arg-type]
        "claims": dict(sorted(state.claims.items())),
        "relations": list(state.relations),
        "seats": seats,
        "last_hand": state.history[-1] if state.history else None,
        "history": state.history,
        "standings": state.standings,
    }
