"""Building Trump Mahjong wins for the scoring tests from compact kind notation ("r234 bKK")."""

from __future__ import annotations

from typing import Any

from rules.mahjong.melds import Meld
from rules.trump_mahjong.context import WinContext
from rules.trump_mahjong.hands import parse_kinds
from rules.trump_mahjong.scoring import WinScore, score_win

OPEN_FROM = 3  # the 上家 of seat 0: a chi's only source, fine for pon and kongs too


def meld(kind: str, text: str) -> Meld:
    tiles = tuple(parse_kinds(text))
    if kind == "kong_concealed":
        return Meld(kind, tiles)
    return Meld(kind, tiles, tiles[0], OPEN_FROM)


def win(concealed: str, win_card: str, melds: tuple[Meld, ...] = (), options: dict[str, Any] | None = None,
        **ctx: Any) -> WinScore | None:
    """Score ``concealed`` (winning card included) won on ``win_card``; ``ctx`` = WinContext fields
    (tsumo defaults to False: a ron)."""
    ctx.setdefault("tsumo", False)
    (card,) = parse_kinds(win_card)
    return score_win(parse_kinds(concealed), list(melds), card, WinContext(**ctx), options)
