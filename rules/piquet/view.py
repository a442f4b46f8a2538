"""What one seat may know (spec §4, §5, §7.5, PQ-D8, PQ-D10, PQ-D19): the only input of CPU
players and of the table drawn for that seat."""

from __future__ import annotations

from typing import Any

from rules.piquet import declare
from rules.piquet.flow import to_act
from rules.piquet.ledger import running_totals
from rules.piquet.match import standings
from rules.piquet.state import Hand, PiquetState
from rules.tricks.history import history_to_json, tricks_won

SET_KINDS = ("trio", "quatorze")


def view(state: PiquetState, seat: int | None) -> dict[str, Any]:
    hand = state.hand
    out: dict[str, Any] = {
        "variant": "piquet",
        "seat": seat,
        "options": dict(state.options),
        "order": state.order,
        "phase": state.phase,
        "to_act": sorted(to_act(state)),
        "game": state.game_no,
        "hand_no": state.hand_no,
        "hands_played": state.hands_played,
        "dealer": state.dealer,
        "scores": list(state.scores),
        "games_won": list(state.games_won),
        "draws": list(state.draws),
        "chooser": state.chooser,
        "history": state.history,
        "games": state.games,
        "standings": standings(state),
        "result": state.result,
        "hand": None,
    }
    if hand is not None:
        out["hand"] = _hand_view(state, hand, seat)
    return out


def _hand_view(state: PiquetState, hand: Hand, seat: int | None) -> dict[str, Any]:
    elder, younger = hand.elder, hand.younger
    sees_rest = hand.rest_exposed or (seat == younger and hand.rest_seen)
    open_trick = hand.tricks[-1] if hand.tricks and hand.tricks[-1].winner is None else None
    done = [t for t in hand.tricks if t.winner is not None]
    cls = declare.current_class(hand)
    return {
        "elder": elder,
        "younger": younger,
        "cards": list(hand.hands[seat]) if seat is not None else None,
        "counts": [len(h) for h in hand.hands],
        "talon_size": len(hand.talon),
        "talon_left": len(hand.talon) - hand.used,
        "taken": list(hand.taken),
        "discard_counts": [len(d) for d in hand.discards],
        # Own discards are shown only under own_discards_viewable (PQ-D19); "memory" is what the
        # seat has seen (it chose them), kept for CPU players and never drawn by the table.
        "discards": list(hand.discards[seat]) if seat is not None and state.options["own_discards_viewable"] else None,
        "memory": {"discards": list(hand.discards[seat]) if seat is not None else []},
        "peek": list(hand.peek) if seat == elder else None,
        "peek_from": hand.taken[elder] + 1 if hand.peek and seat == elder else None,
        "rest": list(hand.rest) if sees_rest else None,
        "rest_count": len(hand.rest),
        "rest_exposed": hand.rest_exposed,
        "lead_suit": hand.lead_suit,
        "cb_count": hand.cb_count,
        "carte_blanche": list(hand.carte_blanche),
        "shown": [list(s) for s in hand.shown],
        "sets_shown": list(hand.sets_shown),
        "dialogue": list(hand.dialogue),
        "current_class": cls,
        "class_step": hand.classes[cls].step if cls else "",
        "stage": hand.classes[cls].stage if cls else 0,
        "classes": {
            name: {"declared": None if c.declared is None else bool(c.declared), "answer": c.answer, "winner": c.winner}
            for name, c in hand.classes.items()
        },
        "announce_step": hand.announce_step,
        "items": [_public_item(hand, it, seat) for it in hand.items],
        "running": running_totals(hand),
        "so_totals": list(hand.so_totals),
        "combinations_settled": hand.combinations_settled,
        "bonus": hand.bonus,
        "tricks": history_to_json(hand.tricks),  # all seen by both; the table shows only the last (PQ-D19)
        "last_trick": done[-1].to_json() if done else None,
        "current_trick": open_trick.to_json() if open_trick else None,
        "tricks_won": tricks_won(hand.tricks, 2),
        "turn": hand.turn,
    }


def _public_item(hand: Hand, item: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """Scored sets name rank and size; their cards stay hidden until shown (§7.5)."""
    if item["kind"] in SET_KINDS and item["seat"] != seat and not hand.sets_shown[item["seat"]]:
        return {**item, "cards": []}
    return item
