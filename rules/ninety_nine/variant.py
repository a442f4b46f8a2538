"""99 as a Parlour variant: set-up, the seat views, explanations, CPU players."""

from __future__ import annotations

import random
from typing import Any

from rules.core.cards import display
from rules.core.command import Command
from rules.core.events import Event
from rules.core.text import N_, render, tr
from rules.core.variant import GameVariant, Hint
from rules.ninety_nine import flow
from rules.ninety_nine.deck import bid_value, trump_key, trump_label
from rules.ninety_nine.options import OPTIONS, RACE_TO_100
from rules.ninety_nine.scoring import PREMIUM_BONUS, priority_order
from rules.ninety_nine.settlement import deal_label, new_deal
from rules.ninety_nine.state import OVER, PLAYERS, NinetyNineState
from rules.tricks import history_to_json


class NinetyNine(GameVariant):
    flow = flow
    id = "ninety_nine"
    version = 1
    names = {"en": "99", "original": "99"}
    player_counts = (PLAYERS,)
    default_players = PLAYERS
    options = OPTIONS
    cpu_levels = ("random", "easy", "normal", "strong")
    level_notes = {  # one line each, shown in the picker
        "random": N_("Plays any legal card: a partner for trying the rules."),
        "easy": N_("Bids the tricks its sure cards should take, then plays toward its bid."),
        "normal": N_("Bids and plays by a short search over the hidden cards."),
        "strong": N_("Bids and plays by a long search over the hidden cards: the toughest opponent."),
    }
    homes = {"sheet": "table"}

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> tuple[NinetyNineState, list[Event]]:
        if players != PLAYERS:
            raise ValueError(f"99 is played by {PLAYERS} players, not {players}")
        rng = random.Random(seed)
        first = rng.randrange(PLAYERS)  # the first dealer is chosen at random (NN-D1)
        state = NinetyNineState(options=dict(options), rng=rng, first_dealer=first, dealer=first)
        return state, new_deal(state)

    def view(self, state: NinetyNineState, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know: its own cards, the revealed premium, the tricks, never an offer
        or a bid card of another seat (those are turned up only in the deal's record)."""
        revealer, kind = state.premium_seat, state.premium_kind
        seats = []
        for i in range(PLAYERS):
            own = i == seat
            bid_cards = state.bid_cards[i]
            shown_bid = bid_cards is not None and (own or i == revealer)
            seats.append({
                "hand": list(state.hands[i]) if own or (i == revealer and kind == "reveal") else None,
                "hand_count": len(state.hands[i]),
                "has_bid": bid_cards is not None,
                "bid_cards": list(bid_cards) if shown_bid else None,
                "bid": bid_value(bid_cards, state.alias) if shown_bid else None,
                "has_offered": state.offers[i] is not None,
                "offer": state.offers[i] if own else None,
                "tricks_won": state.won[i],
                "score": state.scores[i],
                "total": state.totals[i],
                "games_won": state.games_won[i],
            })
        return {
            "variant": self.id,
            "players": PLAYERS,
            "seat": seat,
            "options": dict(state.options),
            "phase": state.phase,
            "to_act": sorted(flow.to_act(state)),
            "turn": state.turn(),
            "deal_no": state.deal_no,
            "game_no": state.game_no,
            "race": state.options["game_format"] == RACE_TO_100,
            "label": render(deal_label(state)) if state.phase != OVER else tr("Match over"),
            "dealer": state.dealer,
            "first_dealer": state.first_dealer,
            "priority": priority_order(state.dealer),
            "trump": trump_key(state.trump),
            "trump_label": trump_label(state.trump),
            "turn_up": state.turn_up,
            "alias": dict(state.alias or {}),
            "premium": None if revealer is None else {"seat": revealer, "kind": kind, "bonus": PREMIUM_BONUS[kind]},
            "tricks": history_to_json(state.tricks),
            "current_trick": flow.current_trick(state),
            "seats": seats,
            "scores": list(state.scores),
            "totals": list(state.totals),
            "games_won": list(state.games_won),
            "history": state.history,
            "standings": state.standings,
        }

    def explain(self, state: NinetyNineState, command: Command) -> str:
        reason = self.validate(state, command)
        if reason is not None:
            return reason
        return describe(command, state.alias)

    def hint(self, view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
        from rules.ninety_nine.cpu import hint

        return hint(view, legal)


def describe(command: Command, alias: dict[str, str] | None = None) -> str:
    """A legal command in plain words."""
    cards = " ".join(display(c) for c in command.cards)
    if command.action == "bid":
        return tr("Lay {cards} face down as your bid: {n} tricks.", cards=cards, n=bid_value(command.cards, alias))
    if command.action == "premium":
        return {
            "declare": tr("Declare: show your bid cards to all for a premium of 30 if you make your bid."),
            "reveal": tr("Reveal: show your bid cards and your whole hand for a premium of 60 if you make your bid."),
            "none": tr("Keep your bid secret."),
        }[command.choice]
    return tr("Play {cards}.", cards=cards)


VARIANT = NinetyNine()
