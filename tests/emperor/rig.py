"""Stacked decks for flow tests: a session whose hands, rivers and stock are set by the test."""

from __future__ import annotations

from rules.core.cards import standard_pack
from rules.core.session import Session
from rules.emperor.state import DISCARD, EmperorState, SeatState


def rigged(
    players: int,
    hands: dict[int, list[str]],
    stock_top: list[str] = (),
    dealer: int = 0,
    options: dict | None = None,
    rivers: dict[int, list[str]] | None = None,
    kept: dict[int, list[str]] | None = None,
    exposed: dict[int, list[tuple[str, str]]] | None = None,
    emperor: int | None = None,
    dynasty_card: str | None = None,
) -> Session:
    """A session at the dealer's first turn with the given cards; ``stock_top`` is drawn first.

    Cards no one was given fill the bottom of the stock, so every card stays accounted for.
    """
    session = Session("emperor", players=players, options=options, seed=1)
    state: EmperorState = session.state
    state.dealer = state.first_dealer = dealer
    state.emperor, state.dynasty_card = emperor, dynasty_card
    if dynasty_card:
        state.dynasty, state.generation, state.dynasty_name = 1, 1, "漢"
    rivers, kept, exposed = rivers or {}, kept or {}, exposed or {}
    state.seats = [
        SeatState(
            hand=list(hands.get(i, [])),
            river=list(rivers.get(i, [])),
            kept_kings=list(kept.get(i, [])),
            exposed=list(exposed.get(i, [])),
        )
        for i in range(players)
    ]
    placed = [c for s in state.seats for c in s.holding() + s.river + s.kept_kings] + list(stock_top)
    placed += [dynasty_card] if dynasty_card else []
    assert len(placed) == len(set(placed)), f"a card is placed twice: {sorted(placed)}"
    used = set(placed)
    rest = [c for c in standard_pack(jokers=2) if c not in used]
    state.stock = rest + list(reversed(stock_top))
    state.phase, state.turn, state.drawn = DISCARD, dealer, None
    return session
