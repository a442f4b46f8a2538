"""Kawuxing (卡五星) payments: a win (§11), a kong (§8, chains §8.1) and the drawn-hand penalty of
the first discloser (§10).  Each returns the deltas, seat -> signed points summing to zero, over
the three active seats; a resting fourth player (§3) never appears.
"""

from __future__ import annotations

from rules.kawuxing.scoring import WinScore

# §8: who pays a successful kong, and how many units before the chain factor.
KONG_UNITS = {"kong_exposed": 2, "kong_added": 1, "kong_concealed": 2}
KONG_TERMS = {"kong_exposed": "明槓", "kong_added": "加槓", "kong_concealed": "暗槓"}


def _check_active(active: list[int], *seats: int) -> None:
    if len(active) != 3 or len(set(active)) != 3:
        raise ValueError(f"Kawuxing has three active seats, not {active!r}")
    for seat in seats:
        if seat not in active:
            raise ValueError(f"seat {seat} is not active ({active!r})")


def _deltas(active: list[int], payee: int, owed: dict[int, int]) -> dict[int, int]:
    out = {seat: 0 for seat in active}
    for payer, amount in owed.items():
        out[payer] -= amount
        out[payee] += amount
    return out


def win_payments(winner: int, payer: int | None, score: WinScore, active: list[int], disclosed: bool,
                 unit: int) -> dict[int, int]:
    """§11: a self-draw (``payer`` None) is paid the amount by each other active player; a discard
    or a robbed kong by ``payer`` alone, twice over when the winner had disclosed (亮倒)."""
    _check_active(active, winner)
    amount = score.amount(unit)
    if payer is None:
        return _deltas(active, winner, {seat: amount for seat in active if seat != winner})
    _check_active(active, payer)
    if payer == winner:
        raise ValueError("the winner cannot pay himself")
    return _deltas(active, winner, {payer: amount * (2 if disclosed else 1)})


def chain_factor(link: int) -> int:
    """§8.1: the n-th kong of a chain is paid ×2^(n−1) (the Japanese text, §15)."""
    if link < 1:
        raise ValueError(f"a chain's links count from 1, not {link}")
    return 2 ** (link - 1)


def kong_payment(kind: str, konger: int, discarder: int | None, active: list[int], link: int,
                 unit: int) -> dict[int, int]:
    """§8: a direct kong is paid 2 by the discarder of the fourth tile, a growing kong 1 by each
    other active player, a closed kong 2 by each; the ``link``-th kong of a chain ×2^(link−1)."""
    if kind not in KONG_UNITS:
        raise ValueError(f"kind must be one of {', '.join(KONG_UNITS)}, not {kind!r}")
    _check_active(active, konger)
    each = KONG_UNITS[kind] * chain_factor(link) * unit
    if kind == "kong_exposed":
        if discarder is None:
            raise ValueError("a direct kong is paid by the discarder of its fourth tile")
        _check_active(active, discarder)
        if discarder == konger:
            raise ValueError("a direct kong is made on another player's discard")
        return _deltas(active, konger, {discarder: each})
    if discarder is not None:
        raise ValueError(f"a {kind} has no discarder")
    return _deltas(active, konger, {seat: each for seat in active if seat != konger})


def draw_penalty(first_discloser: int | None, active: list[int], unit: int) -> dict[int, int]:
    """§10: in a drawn hand the first player who disclosed pays each other active player 1 unit."""
    _check_active(active)
    if first_discloser is None:
        return {seat: 0 for seat in active}
    _check_active(active, first_discloser)
    out = _deltas(active, first_discloser, {})
    for seat in active:
        if seat != first_discloser:
            out[seat] += unit
            out[first_discloser] -= unit
    return out
