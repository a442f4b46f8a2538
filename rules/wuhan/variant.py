"""Wuhan Hongzhong Laizi Gang (紅中頼子槓) and its 3-player Jingzhou form as a Parlour variant:
set-up, the seat views, explanations, CPU players."""

from __future__ import annotations

import random
from typing import Any

from rules.core.command import Command
from rules.core.events import Event
from rules.core.text import N_, render, tr
from rules.core.variant import GameVariant, Hint
from rules.wuhan import flow
from rules.wuhan.options import OPTIONS, PLAYERS, make_rules
from rules.wuhan.settlement import hand_label, new_hand
from rules.wuhan.state import CLAIM, OVER, ROB, WuhanState
from rules.wuhan.tiles import CODE, codes


class Wuhan(GameVariant):
    flow = flow
    id = "wuhan"
    version = 1
    names = {"en": "Hongzhong Laizi Gang", "original": "紅中頼子槓"}
    player_counts = (3, 4)
    default_players = 4
    options = OPTIONS
    cpu_levels = ("easy", "normal", "strong")
    level_notes = {  # one line each, shown in the picker
        "easy": N_("Plays toward a ready hand by the plainest count; calls and kongs whenever they help."),
        "normal": N_("Counts the tiles that help, keeps a 2-5-8 pair, kongs with care, defends against one-suit hands."),
        "strong": N_("Checks normal's move against others in sampled deals played out; shown stronger than normal."),
    }
    homes = {"sheet": "table"}

    def players_for(self, options: dict[str, Any]) -> int:
        """The player count the chosen rules need: 4 for Wuhan, 3 for Jingzhou."""
        return PLAYERS[options.get("variant", "wuhan")]

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> tuple[WuhanState, list[Event]]:
        rules = make_rules(players, options)
        rng = random.Random(seed)
        first = rng.randrange(players)  # seats and the first dealer at random (§3)
        state = WuhanState(players=players, options=dict(options), rules=rules, rng=rng, scores=[0] * players,
                           first_dealer=first, dealer=first)
        return state, new_hand(state)

    def view(self, state: WuhanState, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know: its own hand, every exposed tile, counts of hidden ones.
        Concealed kongs of others show as hidden until the hand ends (§7.3)."""
        anonymous = state.rules.anonymous_discards
        seats = []
        for i, s in enumerate(state.seats):
            melds = []
            for m in s.melds:
                hidden = m.kind == "kong_concealed" and i != seat
                # Which player supplied a called tile is not shown (§7.1; the original: 誰からどの牌を
                # もらったかは示しません), so the view carries no giver.
                melds.append({"kind": m.kind, "tiles": ["??"] * 4 if hidden else list(codes(m.tiles))})
            seats.append({
                "hand": list(codes(s.hand)) if i == seat else None,
                "hand_count": len(s.hand),
                "melds": melds,
                "singles": [[CODE[k], how] for k, how in s.singles],
                "river": None if anonymous else list(codes(s.river)),
                "open_mouths": sum(m.is_open for m in s.melds),
            })
        # One pile in the middle: sorted by kind, so its order tells nobody who discarded what.
        pile = [CODE[t] for t in sorted(t for s in state.seats for t in s.river)] if anonymous else None
        asked = state.choices.get(seat, []) if seat is not None else []
        acting = sorted(flow.to_act(state))
        if state.phase in (CLAIM, ROB):  # who else may call a tile is their own secret
            acting = [s for s in acting if s == seat]
        return {
            "variant": self.id,
            "rules": state.options["variant"],
            "players": state.players,
            "seat": seat,
            "options": dict(state.options),
            "phase": state.phase,
            "to_act": acting,
            "turn": state.turn,
            "hand_no": state.hand_no,
            "label": render(hand_label(state)) if state.phase != OVER else tr("Match over"),
            "dealer": state.dealer,
            "first_dealer": state.first_dealer,
            "passes": state.passes,
            "laps": state.rules.laps,
            "scores": list(state.scores),
            "wall": state.wall.remaining,
            "kong_min_wall": state.rules.kong_min_wall,
            "dice": list(state.dice),
            "indicator": CODE[state.indicator],
            "laizi": CODE[state.laizi],
            "kong_tiles": [CODE[k] for k in sorted(state.kong_tiles)],
            "offer": CODE[state.offer] if state.offer is not None else None,
            "final": state.final,
            "drawn": CODE[state.drawn] if state.drawn is not None and seat == state.turn else None,
            "replacement": state.replacement,
            "choices": [[a, list(c)] for a, c in asked],
            "pile": pile,
            "seats": seats,
            "history": state.history,
            "standings": state.standings,
        }

    def hint(self, view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
        from rules.wuhan.cpu import hint

        return hint(view, legal)


VARIANT = Wuhan()
