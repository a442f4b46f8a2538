"""Whether a seat may win now, and for how much: the flow's facts of the moment (spec §6, §8-§10)
handed to the scoring as a ``WinContext``. The thin adapter between the table and
rules/trump_mahjong/scoring.py."""

from __future__ import annotations

from rules.mahjong.shanten import shanten
from rules.trump_mahjong.context import WinContext
from rules.trump_mahjong.riichi import counts, furiten, waits_of
from rules.trump_mahjong.scoring import WinScore, score_win
from rules.trump_mahjong.state import TmState, kind

WAYS = ("tsumo", "ron", "rob")  # rob: ron on the card added to a kong (搶槓)


def context(state: TmState, seat: int, way: str) -> WinContext:
    me = state.seats[seat]
    tsumo = way == "tsumo"
    return WinContext(
        tsumo=tsumo,
        dealer=seat == state.dealer,
        riichi=me.riichi,
        double_riichi=me.riichi and me.double_riichi,
        ippatsu=me.riichi and me.ippatsu,
        haitei=tsumo and state.haitei,
        houtei=way == "ron" and state.final,
        rinshan=tsumo and state.replacement,
        chankan=way == "rob",
        first_draw=tsumo and me.discards == 0 and not state.called,  # 天和 / 地和 (§9)
        jokers=len(me.jokers),
    )


def tsumo_score(state: TmState, seat: int) -> WinScore | None:
    """The self-draw win of the seat on turn, right after a draw (§8); None if there is none."""
    me = state.seats[seat]
    if state.drawn is None or shanten(counts(me.hand), len(me.melds)) != -1:
        return None
    return score_win(me.hand, me.melds, state.drawn, context(state, seat, "tsumo"), state.options)


def offer_score(state: TmState, seat: int, card: str, way: str) -> WinScore | None:
    """The win on another's ``card`` (a discard, or an added kong's card when ``way`` is "rob"),
    furiten included (§7); None if the seat may not win on it."""
    me = state.seats[seat]
    waits = waits_of(me)
    if kind(card) not in waits or furiten(me, waits):
        return None
    return score_win(me.hand + [card], me.melds, card, context(state, seat, way), state.options)
