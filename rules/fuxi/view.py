"""What a seat may know (spec §11): its own hand and what it passed or received in the exchange;
for everyone, hand sizes, the table (the combination to beat, its owner, the plays of this trick
and every play of the hand), the order (normal or reversed), who passed since the last play, the
wall count, the lord, unseat counts and scores."""

from __future__ import annotations

from typing import Any

from rules.core.text import render, tr
from rules.fuxi import flow
from rules.fuxi.settlement import hand_label
from rules.fuxi.state import OVER, FuxiState, face_json, tile_codes
from rules.mahjong.tiles import tile_code


def view(state: FuxiState, seat: int | None) -> dict[str, Any]:
    mine = seat is not None and 0 <= seat < state.players
    lord = mine and seat == state.lord
    seats = [{"hand": tile_codes(h) if i == seat else None, "hand_count": len(h),
              "lord": i == state.lord, "unseats": state.unseats[i], "score": state.scores[i]}
             for i, h in enumerate(state.hands)]
    # Exchanged tiles are known to the two players involved only (§11).
    gave = {str(s): tile_code(t) for s, t in sorted(state.given.items()) if lord or s == seat}
    got = {str(s): tile_code(t) for s, t in sorted(state.received.items()) if lord or s == seat}
    table = state.table
    return {
        "variant": "fuxi",
        "players": state.players,
        "seat": seat,
        "options": dict(state.options),
        "phase": state.phase,
        "to_act": sorted(flow.to_act(state)),
        "turn": state.turn,
        "hand_no": state.hand_no,
        "label": render(hand_label(state)) if state.phase != OVER else tr("Match over"),
        "lord": state.lord,
        "unseats": list(state.unseats),
        "unseats_to_end": state.rules.unseats_to_end,
        "scores": list(state.scores),
        "wall": len(state.wall),
        "seats": seats,
        "drawn": tile_code(state.drawn) if state.drawn is not None and seat == state.turn else None,
        "restart": state.restart,
        "last_tile": state.last_tile,
        "given_to_lord": gave,
        "given_by_lord": got,
        "table": face_json(table),
        "table_text": table.text() if table else None,
        "table_name": table.name() if table else None,
        "owner": state.owner,
        "reversed": state.reversed,
        "passed": list(state.passed),
        "trick": state.pile[state.trick_start:],
        "pile": list(state.pile),
        "last_hand": state.history[-1] if state.history else None,
        "history": state.history,
        "standings": state.standings,
    }
