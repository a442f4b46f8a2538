"""Disclosure (亮倒, spec §14): when a discard may be a disclosure, and which tiles it shows.

With ``disclosure_scope = all`` the whole concealed hand is laid face up. With ``waiting_part``
the completed sets stay face down and only the incomplete groups that make the wait are shown:
sets are set aside one at a time as long as the rest still waits on exactly the same tiles.
"""

from __future__ import annotations

from rules.kawuxing.state import KwxState
from rules.kawuxing.winning import kinds_in_play, waits_of
from rules.mahjong.shanten import waits
from rules.mahjong.tiles import counts, is_number


def disclosure_waits(state: KwxState, seat: int, tile: int) -> list[int]:
    """The waits of ``seat``'s hand after discarding ``tile`` ([] if it would not be ready, D16)."""
    me = state.seats[seat]
    rest = list(me.hand)
    rest.remove(tile)
    return waits_of(rest, me.melds, state)


def shown_tiles(state: KwxState, hand13: list[int], wait: list[int]) -> list[int]:
    """The tiles a disclosure lays face up (sorted), by the table's scope."""
    if state.rules.disclosure_scope == "all":
        return sorted(hand13)
    kinds = list(kinds_in_play(state.rules.removed_suit))
    target = set(wait)
    rest = sorted(hand13)
    if set(waits(counts(rest), kinds=kinds)) != target:
        # ready only as seven pairs: the completed pairs stay down, the lone tile is shown
        c = counts(rest)
        return sorted(k for k in set(rest) if c[k] % 2)
    changed = True
    while changed:
        changed = False
        for group in _sets_in(rest):
            trial = list(rest)
            for k in group:
                trial.remove(k)
            if trial and set(waits(counts(trial), kinds=kinds)) == target:
                rest = trial
                changed = True
                break
    return rest


def _sets_in(tiles: list[int]) -> list[tuple[int, int, int]]:
    """Every pung and run present in ``tiles``, pungs first, lowest kinds first."""
    c = counts(tiles)
    out: list[tuple[int, int, int]] = [(k, k, k) for k in range(len(c)) if c[k] >= 3]
    for k in range(len(c)):
        if is_number(k) and k % 9 <= 6 and c[k] and c[k + 1] and c[k + 2]:
            out.append((k, k + 1, k + 2))
    return out
