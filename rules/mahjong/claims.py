"""Resolving a call window: who gets a discard (or a tile being added to a kong).

Turn order is counter-clockwise and seat + 1 is the next player (下家).  Priority: a win beats a
kong or pung, which beats a chow.  Among several winners, ``multiple_winners`` keeps them all
(sorted nearest first); otherwise only the nearest in turn order after the discarder wins
(head-bump, 頭ハネ).  Kong/pung and chow claims are single: the nearest claimant wins.

Who may chow is the rule ``may_chow``: only the discarder's next player.  Every one of the four
games that allows chow says so (Wuhan 7.2, Jingzhou D19, Qing-Hun-Peng §5, Trump Mahjong §5);
games without chow (Kawuxing) simply never offer the claim.  Validating what a claim needs in
hand is the variant's job; here claims are only ranked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

CLAIM_KINDS = ("win", "kong", "pung", "chow", "pass")
_RANK = {"win": 3, "kong": 2, "pung": 2, "chow": 1, "pass": 0}


@dataclass(frozen=True, order=True)
class Claim:
    seat: int
    kind: str
    tiles: tuple[Any, ...] = ()  # the hand tiles a chow uses; free for the variant otherwise

    def __post_init__(self) -> None:
        if self.kind not in CLAIM_KINDS:
            raise ValueError(f"unknown claim {self.kind!r}; choose one of {', '.join(CLAIM_KINDS)}")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "kind": self.kind}
        if self.tiles:
            out["tiles"] = list(self.tiles)
        return out

    @classmethod
    def from_json(cls, data: Any) -> Claim:
        if not isinstance(data, dict):
            raise ValueError(f"a claim must be an object, not {data!r}")
        return cls(int(data["seat"]), str(data["kind"]), tuple(data.get("tiles", ())))


def distance(discarder: int, seat: int, players: int) -> int:
    """Turn-order steps from ``discarder`` to ``seat``: 1 for the next player."""
    return (seat - discarder) % players


def may_chow(seat: int, discarder: int, players: int) -> bool:
    return distance(discarder, seat, players) == 1


def resolve(claims: list[Claim], discarder: int, players: int, *, multiple_winners: bool) -> list[Claim]:
    """The claims that take effect: [] when all pass; the winners; or the one best call."""
    if any(c.seat == discarder for c in claims if c.kind != "pass"):
        raise ValueError(f"seat {discarder} cannot claim its own tile")
    seats = [c.seat for c in claims if c.kind != "pass"]
    if len(seats) != len(set(seats)):
        raise ValueError("one claim per seat")
    live = sorted((c for c in claims if c.kind != "pass"), key=lambda c: (-_RANK[c.kind], distance(discarder, c.seat, players)))
    if not live:
        return []
    top = _RANK[live[0].kind]
    if live[0].kind == "win" and multiple_winners:
        return [c for c in live if _RANK[c.kind] == top]
    if live[0].kind == "chow" and not may_chow(live[0].seat, discarder, players):
        raise ValueError(f"seat {live[0].seat} may not chow seat {discarder}'s tile: only the next player may")
    return [live[0]]
