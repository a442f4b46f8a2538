"""What a seat may know (spec §12): its own hand; every seat's river with the riichi card marked,
melds, jokers laid out, points; the deposits, honba and live-card count. A concealed kong shows
its two inner cards (the kind is known), the outer two face down; call windows do not tell who
else was asked. Follows the family view convention (rules/mahjong/table.py)."""

from __future__ import annotations

from typing import Any

from rules.core.events import HIDDEN
from rules.core.text import render, tr
from rules.trump_mahjong import flow
from rules.trump_mahjong.riichi import furiten, waits_of
from rules.trump_mahjong.settlement import hand_label
from rules.trump_mahjong.state import CLAIM, OVER, ROB, TmState
from rules.mahjong.card_tiles import card_kind_code


def view(state: TmState, seat: int | None) -> dict[str, Any]:
    seats = []
    for i, s in enumerate(state.seats):
        melds = []
        for m in s.melds:
            tiles = list(m.tiles)
            if m.kind == "kong_concealed" and i != seat:
                tiles = [HIDDEN, tiles[1], tiles[2], HIDDEN]
            meld: dict[str, Any] = {"kind": m.kind, "tiles": tiles}
            if m.called_tile is not None:
                meld.update(called_tile=m.called_tile, from_seat=m.from_seat)
            melds.append(meld)
        seats.append({"hand": list(s.hand) if i == seat else None, "hand_count": len(s.hand), "melds": melds,
                      "river": list(s.river), "riichi_at": s.riichi_at, "riichi": s.riichi, "jokers": list(s.jokers)})
    acting = sorted(flow.to_act(state))
    if state.phase in (CLAIM, ROB):  # who else may call a card is their own secret
        acting = [s for s in acting if s == seat]
    mine = seat is not None and 0 <= seat < state.players and state.phase != OVER
    me = state.seats[seat] if mine else None  # type: ignore[index]
    waits = waits_of(me) if me is not None and len(me.hand) % 3 == 1 else None
    return {
        "variant": "trump_mahjong",
        "players": state.players,
        "seat": seat,
        "options": dict(state.options),
        "phase": state.phase,
        "to_act": acting,
        "turn": state.turn,
        "hand_no": state.hand_no,
        "round": state.round_no,
        "rounds": state.rules.rounds,
        "label": render(hand_label(state)) if state.phase != OVER else tr("Game over"),
        "dealer": state.dealer,
        "first_dealer": state.first_dealer,
        "honba": state.honba,
        "deposits": state.deposits,
        "scores": list(state.scores),
        "wall": state.wall.live_count,
        "offer": state.offer,
        "final": state.final,
        "declaring": state.declaring,
        "drawn": state.drawn if seat == state.turn and state.phase != OVER else None,
        "replacement": state.replacement if seat == state.turn else False,
        "forbidden": [card_kind_code(k) for k in state.forbidden] if seat == state.turn else [],
        "choices": [[a, list(c)] for a, c in state.choices.get(seat, [])] if mine else [],  # type: ignore[arg-type]
        "waits": sorted(card_kind_code(k) for k in waits) if waits is not None else [],
        "furiten": furiten(me, waits) if me is not None and waits is not None else False,
        "seats": seats,
        "last_hand": state.history[-1] if state.history else None,
        "history": state.history,
        "standings": state.standings,
    }
