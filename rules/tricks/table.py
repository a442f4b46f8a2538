"""What the trick games' table models share (Piquet, 99): seats placed relative to the viewer,
hands face up or as backs, the trick in the middle (one zone per seat, ``trick_{p}``, holding that
seat's card of the trick being played), tricks won per seat (``won_{p}``: backs with a count and a
label), seat plates with scores and markers, and the keys every trick table sets alike.

A game's own ``table`` module calls :func:`trick_table` with its view's pieces and adds its zones
(the talon, bids, revealed hands), info lines, buttons and prompts. Shapes are documented on
:meth:`rules.core.variant.Variant.table`; the ``select`` key (actions made by selecting several
hand cards, then a button) is described there too.
"""

from __future__ import annotations

from typing import Any

from rules.core.report import seat_name
from rules.core.text import N_, tr
from rules.tricks.play import sort_hand

# The plate markers the trick games share.
MARKERS = {
    "dealer": N_("Dealer"),
    "elder": N_("Elder"),
    "younger": N_("Younger"),
    "leader": N_("Leads"),
}


def order_round(viewer: int | None, players: int) -> list[int]:
    """The absolute seat at each position round the table: 0 is the viewer (a spectator sees seat 0 there)."""
    base = 0 if viewer is None else viewer
    return [(base + i) % players for i in range(players)]


def hand_pile(cards: list[str] | None, count: int, order: str) -> dict[str, Any]:
    """A hand: its cards sorted as held when the viewer may see them, else ``count`` backs."""
    if cards is None:
        return {"cards": [None] * count, "face_up": False}
    return {"cards": held(cards, order), "face_up": True}


def held(cards: list[str], order: str) -> list[str]:
    """Cards as held: suit by suit, high to low; a joker (99's early version) last."""
    jokers = [c for c in cards if c.startswith("JK")]
    return sort_hand([c for c in cards if not c.startswith("JK")], order) + jokers


def trick_piles(trick: dict[str, Any] | None, seats: list[int]) -> dict[str, dict[str, Any]]:
    """``trick_{p}`` per position: that seat's card of ``trick`` (the open trick's JSON), marked fresh
    if it is the card played last; empty piles when no trick is being played (a won trick is shown
    by the table's ``gather``)."""
    piles: dict[str, dict[str, Any]] = {f"trick_{pos}": {"cards": []} for pos in range(len(seats))}
    if trick is None:
        return piles
    last = trick["cards"][-1] if trick["cards"] else None
    for seat, code in zip(trick["seats"], trick["cards"]):
        pile: dict[str, Any] = {"cards": [code]}
        if code == last:
            pile["fresh"] = [code]
        piles[f"trick_{seats.index(seat)}"] = pile
    return piles


def won_piles(tricks_won: list[int], seats: list[int]) -> dict[str, dict[str, Any]]:
    """``won_{p}``: one back per trick won (the stack the table draws crosswise), its count and label."""
    return {
        f"won_{pos}": {"cards": [None] * tricks_won[seat], "count": tricks_won[seat],
                       "label": tr("{n} tricks", n=tricks_won[seat]) if tricks_won[seat] != 1 else tr("1 trick")}
        for pos, seat in enumerate(seats)
    }


def gathered(done: dict[str, Any] | None, seats: list[int], serial: str) -> dict[str, Any] | None:
    """The table's ``gather``: the trick ``done`` (a Trick's JSON, won) with each card in the zone it
    was played to and the winner's pile; ``serial`` names it, so the table gathers each trick once."""
    if done is None or done.get("winner") is None:
        return None
    return {"serial": serial, "cards": list(done["cards"]),
            "zones": [f"trick_{seats.index(seat)}" for seat in done["seats"]],
            "to": f"won_{seats.index(done['winner'])}"}


def plate(seat: int, meta: dict[str, Any], score: str, markers: list[str], turn: bool) -> dict[str, Any]:
    return {"seat": seat, "name": seat_name(seat, meta), "score": score, "markers": markers, "turn": turn}


def marker(name: str) -> str:
    return tr(MARKERS[name])


def trick_table(*, players: int, viewer: int | None, seats: list[int], piles: dict[str, dict[str, Any]],
                plates: dict[str, dict[str, Any]], info: list[str], play_action: str = "play",
                sounds: dict[str, str] | None = None) -> dict[str, Any]:
    """The keys every trick table shares; the game then sets ``labels``, ``places``, ``prompts``,
    ``select`` and what else it has. A card is played by dropping it on the viewer's trick zone or
    the middle (``trick``)."""
    return {
        "players": players,
        "viewer": viewer,
        "seats": seats,
        "material": "cards",
        "piles": piles,
        "plates": plates,
        "info": info,
        "drops": {"trick_0": play_action, "trick": play_action},
        "toggles": {},
        "labels": {},
        "choices": {},
        "select": {},
        "auto": [],
        "pass": [],
        "wins": [],
        "sounds": {play_action: "discard", **(sounds or {})},
        "places": {},
        "prompts": [],
        "waits": None,
        "private": ["hand_0"],
        "told": {},
        "spoken": [],
        "gather": None,
    }
