"""What a seat may know (spec §6-§14): its own hand, every exposed tile, the disclosed tiles,
counts of hidden ones. Closed kongs of others lie face down until the hand ends; call windows
do not tell who else was asked."""

from __future__ import annotations

from typing import Any

from rules.core.text import render, tr
from rules.kawuxing import flow
from rules.kawuxing.settlement import codes, hand_label
from rules.kawuxing.state import CLAIM, OVER, ROB, KwxState
from rules.kawuxing.winning import waits_of
from rules.mahjong.tiles import tile_code


def view(state: KwxState, seat: int | None) -> dict[str, Any]:
    anonymous = state.rules.anonymous_discards
    seats = []
    for i, s in enumerate(state.seats):
        melds = []
        for m in s.melds:
            hidden = m.kind == "kong_concealed" and i != seat
            melds.append({"kind": m.kind, "tiles": ["??"] * 4 if hidden else codes(m.tiles),
                          "from": m.from_seat})
        seats.append({
            "hand": codes(s.hand) if i == seat else None,
            "hand_count": len(s.hand),
            "melds": melds,
            "river": codes(s.river),  # kept even when anonymous: the table piles them without order
            "disclosed": s.disclosed,
            "shown": codes(s.shown),
            "active": i in state.order,
        })
    acting = sorted(flow.to_act(state))
    if state.phase in (CLAIM, ROB):  # who else may call a tile is their own secret
        acting = [s for s in acting if s == seat]
    me = state.seats[seat] if seat is not None and seat < len(state.seats) else None
    waits = None
    if me is not None and seat in state.order and len(me.hand) % 3 == 1:
        waits = codes(waits_of(me.hand, me.melds, state))
    pile = sorted((t for s in state.seats for t in s.river)) if anonymous else None
    return {
        "variant": "kawuxing",
        "players": state.players,
        "seat": seat,
        "options": dict(state.options),
        "phase": state.phase,
        "to_act": acting,
        "turn": state.turn,
        "hand_no": state.hand_no,
        "hands_per_game": state.rules.hands_per_game,
        "label": render(hand_label(state)) if state.phase != OVER else tr("Match over"),
        "dealer": state.dealer,
        "order": list(state.order),
        "resting": state.resting,
        "scores": list(state.scores),
        "wall": state.wall.remaining,
        "dice": list(state.dice),
        "offer": tile_code(state.offer) if state.offer is not None else None,
        "final": state.final,
        "kong_discard": state.kong_discard,
        "drawn": tile_code(state.drawn) if state.drawn is not None and seat == state.turn else None,
        "supplement": state.supplement,
        "link": state.link,
        "choices": [[a, list(c)] for a, c in state.choices.get(seat, [])] if seat is not None else [],
        "restricted": state.restricted.get(seat) if seat is not None else None,
        "waits": waits,
        "disclosers": list(state.disclosers),
        "kong_deltas": list(state.kong_deltas),
        "pile": codes(pile) if pile is not None else None,
        "seats": seats,
        "last_hand": state.history[-1] if state.history else None,
        "history": state.history,
        "standings": state.standings,
    }
