"""What a seat knows from its own view: its cards, the unseen cards, the opponents in riichi."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core.cards import is_joker, rank_of, standard_pack, suit_of
from rules.emperor.hand import NO_FACE, fid
from rules.emperor.scoring import SHIBARI

PACK = tuple(standard_pack(jokers=2))


# =============================================================================================
# What the seat knows (from its view only)


@dataclass
class Threat:
    """An opponent in riichi: what their frozen hand may be waiting on."""

    seat: int
    exposed_mask: int  # faces of their exposed sets
    calls: int
    passed_mask: int  # faces discarded since their riichi that they did not win on
    emperor: bool


@dataclass
class Table:
    """The seat's digest of its view: its cards, the unseen cards, and what a win would score."""

    me: int
    players: int
    hand: list[str]
    exposed: list[tuple[str, str]]
    dynasty_card: str | None
    emperor: bool
    stock: int
    unseen: list[str]
    live: list[int]  # per face id: unseen cards that play as that face
    field_k_suits: frozenset[str]  # suits of the Ks in my field (river, kept, exposed, hand)
    field_jokers: int  # jokers in my field
    hand_jokers: int
    dora_ceiling: bool
    hands_left: int
    threats: list[Threat] = field(default_factory=list)

    @property
    def dyn_face(self) -> int:
        return fid(self.dynasty_card, None) if self.dynasty_card else NO_FACE

    def shibari(self, calls: int | None = None) -> int:
        return SHIBARI[self.players] + (len(self.exposed) if calls is None else calls)


def _mask(faces) -> int:
    m = 0
    for f in faces:
        if f >= 0:
            m |= 1 << f
    return m


def _threats(view: dict[str, Any], dyn: str | None) -> list[Threat]:
    """Opponents in riichi, with the cards that have passed them since (they always win if they can)."""
    me, n, seats = view["seat"], view["players"], view["seats"]
    dealer = view.get("dealer", 0)
    out = []
    for r, s in enumerate(seats):
        if r == me or not s["riichi"]:
            continue
        passed: list[str] = []
        river = s["river"]
        if s.get("riichi_card") in river:
            after = len(river) - river.index(s["riichi_card"]) - 1
            passed += river[len(river) - after:] if after else []
            at_riichi = s["discards"] - after  # their discard count when they declared
            pos_r = (r - dealer) % n
            for j, other in enumerate(seats):
                if j == r:
                    continue
                before = at_riichi if (j - dealer) % n < pos_r else at_riichi - 1
                since = max(0, min(len(other["river"]), other["discards"] - before))
                passed += other["river"][len(other["river"]) - since:] if since else []
        exposed = [c for p in s["exposed"] for c in p]
        out.append(Threat(r, _mask(fid(c, dyn) for c in exposed), len(s["exposed"]),
                          _mask(fid(c, dyn) for c in passed), view.get("emperor") == r))
    return out


def read_table(view: dict[str, Any]) -> Table:
    me = view["seat"]
    seat = view["seats"][me]
    hand = list(seat["hand"] or [])
    exposed = [tuple(p) for p in seat["exposed"]]
    dyn = view.get("dynasty_card")
    seen: set[str] = set(hand)
    for s in view["seats"]:
        seen.update(s["river"])
        seen.update(c for p in s["exposed"] for c in p)
        seen.update(s["kept_kings"])
    seen.update(view.get("ura_row") or [])
    if dyn:
        seen.add(dyn)
    unseen = [c for c in PACK if c not in seen]
    live = [0] * 52
    for c in unseen:
        f = fid(c, dyn)
        if f != NO_FACE:
            live[f] += 1
    mine = hand + list(seat["river"]) + list(seat["kept_kings"]) + [c for p in exposed for c in p]
    return Table(
        me=me,
        players=view["players"],
        hand=hand,
        exposed=exposed,
        dynasty_card=dyn,
        emperor=view.get("emperor") == me,
        stock=view.get("stock", 0),
        unseen=unseen,
        live=live,
        field_k_suits=frozenset(suit_of(c) for c in mine if rank_of(c) == 13),
        field_jokers=sum(1 for c in mine if is_joker(c)),
        hand_jokers=sum(1 for c in hand if is_joker(c)),
        dora_ceiling=bool(view.get("options", {}).get("dora_ceiling", False)),
        hands_left=max(0, view.get("match_length", 15) - view.get("hand_no", 1)),
        threats=_threats(view, dyn),
    )
