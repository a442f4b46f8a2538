"""Trump Mahjong's strong CPU: the shared determinized search of rules.mahjong.strong with Trump
Mahjong's part of it, a world (a full TmState) built from a seat's view, the candidates (the
move of the normal level pressing a ready hand harder, the same card with riichi or without, and
under a threat the discard that pushes, the safest and those it ranks close; with three players
that move's riichi, and its pass against a pon, are kept unsearched) and the fast policy the
playouts use.

The fast policy is the normal level (rules.trump_mahjong.cpu.NormalCpu) read from the state
instead of a view, ranking discards by the distance to a ready hand along the yaku plans alone:
without the count of useful cards, and without the value of a ready hand's waits (the costly part
of a normal decision).

A world respects what the table shows: jokers are laid out the moment they are drawn, so hidden
hands hold none (the unseen jokers are in the wall); a seat in riichi holds a ready hand; the
outer cards of a concealed kong are the rest of its kind.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from rules.core.cards import is_joker
from rules.core.command import Command
from rules.core.events import HIDDEN
from rules.mahjong.card_tiles import card_kind_from_code, trump_deck
from rules.mahjong.melds import Meld
from rules.mahjong.strong import CANDIDATES, Adapter, StatePolicy, StrongCpu, WORLDS
from rules.mahjong.worlds import deal, open_window, ready_hand, unseen, wall_of
from rules.trump_mahjong import flow
from rules.trump_mahjong.cpu import NormalCpu
from rules.trump_mahjong.cpu_eval import Table
from rules.trump_mahjong.flow_wins import offer_score
from rules.trump_mahjong.options import make_rules
from rules.trump_mahjong.riichi import waits_of
from rules.trump_mahjong.state import CLAIM, ROB, TURN, KINDS, SeatState, TmState, kind, sort_cards

TILES = 850  # cards played out per decision, over all playouts (bench/trump_mahjong_cpu.py --strong: times)
CLOSE = 0.3  # normal's cost (distance to ready less quality, plus danger) within which discards are close
SCALE = 4000.0  # a typical hand's points for one seat


class PressingCpu(NormalCpu):
    """The move strong weighs first: normal's, but a ready hand weighs danger half as much, so it
    goes on for its win against a riichi more often. Alone against three normal players on common
    deals (bench/strong_paired.py, 3,000 hands each): +36 ± 24 points a hand on the deals its
    share was picked on (of 0, 0.25 and 0.5), +15 ± 22 on fresh ones. Kept to strong, so the
    normal level and its measured rungs stay as they were."""

    ready_push = 0.5


class FastNormal(StatePolicy, NormalCpu):
    """The normal level on a full state, for playouts."""

    def __init__(self) -> None:
        super().__init__("normal", 0)

    def _measure(self, t: Table, c13: list[int], gone: int) -> tuple[float, float]:
        # the distance by yaku plans alone: counting useful cards, or scoring the waits of a ready
        # hand, costs more per move than the rest of the playout
        return t.distance(c13, t.melds, t.plans), 0.0

    def play(self, state: TmState, seat: int, legal: list[Command]) -> Command:
        view = seat_view(state, seat)
        return (self._turn(Table(view), legal) if state.phase == TURN else self._answer(Table(view), view, legal))[0]


def seat_view(state: TmState, seat: int) -> dict[str, Any]:
    """The part of ``seat``'s view the normal player's Table reads, built from the state (cheaper
    than the full view, which also works out waits and furiten)."""
    seats = [{"hand": s.hand if i == seat else None, "melds": [_shown(m, i == seat) for m in s.melds],
              "river": s.river, "riichi_at": s.riichi_at, "jokers": s.jokers} for i, s in enumerate(state.seats)]
    return {"seat": seat, "seats": seats, "options": state.options, "dealer": state.dealer, "offer": state.offer}


def _shown(m: Meld, own: bool) -> dict[str, Any]:
    """A meld as a seat sees it: another's concealed kong shows its inner two cards (§12)."""
    hidden = m.kind == "kong_concealed" and not own
    tiles = [HIDDEN, m.tiles[1], m.tiles[2], HIDDEN] if hidden else list(m.tiles)
    return {"kind": m.kind, "tiles": tiles, "called_tile": m.called_tile, "from_seat": m.from_seat}


def rank(view: dict[str, Any], legal: list[Command], first: Command) -> list[Command]:
    """Under a threat (a riichi, an evident flush) the discards worth weighing against normal's:
    the best for the hand's progress alone (push), the safest (fold), then those normal itself
    finds close to its best (a cost within ``CLOSE``), one card per kind. A sampled world holds
    every riichi hand ready, so there a playout sees what a discard deals into, which normal's
    danger table only guesses. Away from a threat none: there a world knows nothing normal does
    not, and a few dozen playouts of normal's own policy mostly add noise (this strong measured
    +32 ± 25 points a hand over normal, the one that searched those too +28 ± 33)."""
    t = Table(view)
    if not t.threats:
        return []
    pressing = PressingCpu("normal", 0)
    ranked = pressing.ranked_discards(t, legal)
    push = pressing.ranked_discards(t, legal, push=0.0)[0][1]
    safest = min(ranked, key=lambda r: (t.danger(KINDS[r[1]]), r[0]))[1]
    near = [card for cost, card in ranked if cost <= ranked[0][0] + CLOSE]
    discards = {c.cards[0]: c for c in legal if c.action == "discard"}
    return [discards[card] for card in dict.fromkeys([push, safest] + near) if card in discards]


def world(view: dict[str, Any], rng: random.Random) -> TmState:
    """A full state consistent with ``view``: the cards the seat has not seen dealt at random to
    the other hands (no jokers; a riichi hand ready) and the wall."""
    seat, players = view["seat"], view["players"]
    rules = make_rules(players, view["options"])
    deck = trump_deck(rules.jokers)
    by_kind: dict[int, list[str]] = {}
    for card in deck:
        if not is_joker(card):
            by_kind.setdefault(KINDS[card], []).append(card)
    vs = view["seats"]
    seen = list(vs[seat]["hand"])
    melds: list[list[Meld]] = []
    for s in vs:
        seen += s["river"] + s["jokers"]
        mine = []
        for m in s["melds"]:
            tiles = list(m["tiles"])
            if tiles[0] == HIDDEN:  # the outer two are the rest of the inner two's kind
                outer = Counter(by_kind[KINDS[tiles[1]]])
                outer.subtract(tiles[1:3])
                first, last = sorted(outer.elements())
                tiles = [first, tiles[1], tiles[2], last]
            seen += tiles
            mine.append(Meld(m["kind"], tuple(tiles), m.get("called_tile"), m.get("from_seat")))
        melds.append(mine)
    pool = unseen(deck, seen)
    jokers = [c for c in pool if is_joker(c)]
    pool = [c for c in pool if not is_joker(c)]

    def fits(i: int, hand: list[str]) -> bool:  # a riichi hand is ready
        return not vs[i]["riichi"] or bool(waits_of(SeatState(hand=hand, melds=melds[i])))

    sizes = [0 if i == seat else s["hand_count"] for i, s in enumerate(vs)]
    hands, wall = deal(pool, sizes, rng, fits, lambda rest, size, r: ready_hand(rest, size, kind, r))
    wall += jokers
    rng.shuffle(wall)
    # the view counts live cards only: once none is left, a replacement drawn since (for a joker
    # or a kong) has come out of the reserve itself
    if len(wall) != view["wall"] + rules.reserve and not (view["wall"] == 0 and len(wall) < rules.reserve):
        raise ValueError(f"the view's cards do not add up: {len(wall)} left for a wall of {view['wall']} + reserve")
    hands[seat] = list(vs[seat]["hand"])
    state = TmState(options=dict(view["options"]), rules=rules, rng=random.Random(rng.randrange(2**31)),
                    players=players, scores=list(view["scores"]), first_dealer=view["first_dealer"],
                    dealer=view["dealer"], round_no=view["round"], honba=view["honba"], deposits=view["deposits"],
                    hand_no=view["hand_no"])
    for i, s in enumerate(vs):
        sort_cards(hands[i])
        called_from = [kind(m.called_tile) for ms in melds for m in ms if m.from_seat == i and m.called_tile]
        discarded = [kind(c) for c in s["river"]] + called_from
        state.seats.append(SeatState(hand=hands[i], melds=melds[i], river=list(s["river"]), discarded=discarded,
                                     jokers=list(s["jokers"]), riichi_at=s["riichi_at"], riichi=s["riichi"],
                                     discards=len(discarded)))
    state.wall = wall_of(wall, rules.reserve)
    state.phase, state.turn = view["phase"], view["turn"]
    state.drawn, state.replacement = view["drawn"], view["replacement"]
    state.haitei = state.drawn is not None and not state.replacement and view["wall"] == 0
    state.called = any(melds)
    state.forbidden = [card_kind_from_code(c) for c in view["forbidden"]]
    state.offer, state.final, state.declaring = view["offer"], view["final"], view["declaring"]
    if state.phase in (CLAIM, ROB):

        def choices(other: int) -> list[tuple[str, tuple[str, ...]]]:
            if state.phase == CLAIM:
                return flow.claim_choices(state, other, state.offer, state.turn)
            return [("rob", (state.offer,))] if offer_score(state, other, state.offer, "rob") else []

        open_window(state, seat, view["choices"], range(players), choices)
    return state


class TmAdapter(Adapter):
    """With three players the search also keeps normal's pass against a pon and normal's riichi:
    over four 3-player runs of 2,001 hands (bench/strong_paired.py, seeds 83-86) the hands where
    it pons for normal's pass lost about 220 points each (140 hands, 3 runs of 4 negative) and
    those where it stays silent for normal's riichi about 280 (43 hands, 3 of 4). With both kept,
    on fresh deals: +18 ± 20 points a hand over normal (seeds 87-90, +10 ± 20 before), and with a
    second look at more hands (91, 92) +22 ± 13 over 20,010."""

    def candidates(self, view: dict[str, Any], legal: list[Command], count: int = CANDIDATES) -> list[Command]:
        found = super().candidates(view, legal, count)
        if view["players"] != 3:
            return found
        first = found[0]
        if first.action == "pass":
            return [c for c in found if c.action != "pon"]
        if first.action == "riichi":
            return [c for c in found if not (c.action == "discard" and c.cards == first.cards)]
        return found


def adapter(seed: int) -> Adapter:
    return TmAdapter(flow, SCALE, PressingCpu("normal", seed), FastNormal(), world, rank, declares=("riichi",),
                     passes_kept=("chi",))


def make_strong(seed: int, tiles: int = TILES) -> StrongCpu:
    return StrongCpu(adapter(seed), seed, tiles, worlds=WORLDS)
