"""The strong CPU: normal's valuation with half its danger (normal folds more than pays: a normal
seat counting half the danger scored more in the ladders), and against a riichi its best few
discards compared by determinized playouts (rules.core.search).

The playouts' fast policy builds hands worse than normal does (it knows sets, not yaku), so where
the choice is about building a hand its playouts misjudge; against a riichi the choice is mostly
about which card deals in, which sampled ready hands answer directly (bench/emperor_cpu.py: the
search on every close discard lost to normal at four players, see the report of issue 16).

Each playout deals the cards this seat cannot see (the others' hands, the stock's order) anew,
consistent with its view: an opponent in riichi gets a hand in valid tenpai that would not have
won on the cards passed since (a shipped winning holding less one card; any cards if the tries
find none). The hand is then
played to its end through the engine (rules.emperor.flow) with a fast policy for every seat, and
scored by the engine: the outcome is the points this seat gains in the hand. Candidates are
compared on common worlds: the k-th playout of every candidate uses the same deal and the same
playout randomness, so their difference is not drowned by the luck of the deal.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from rules.core.cards import display
from rules.core.command import Command
from rules.core.search import Budget, clearly_beats, search
from rules.core.text import tr
from rules.emperor import flow
from rules.emperor.cpu.evaluator import SUCCESSION_GAIN, Evaluator
from rules.emperor.cpu.players import Decision, NormalCpu
from rules.emperor.cpu.shapes import completions, exposed_faces, winning_holdings
from rules.emperor.cpu.table import PACK, Threat, read_table
from rules.emperor.hand import KIND, NO_FACE, fid
from rules.emperor.scoring import SHIBARI, can_win
from rules.emperor.settlement import _NEW_DYNASTY
from rules.emperor.state import DISCARD, DRAW, RON, EmperorState, SeatState
from rules.emperor.waits import valid_tenpai

CANDIDATES = 3  # normal's best moves the search compares
MARGIN = 600.0  # normal's value may trail its best by at most this to be a candidate (points)
CONFIDENCE = 1.5  # the playouts overturn normal's choice only when ahead by this many standard errors
PLAYOUTS = 60  # the budget, in playouts over all candidates
THREAT_TRIES = 200  # winning holdings tried per riichi opponent for a hand in valid tenpai
DANGER_WEIGHT = 0.5  # share of normal's danger strong counts: normal folds too readily (bench/emperor_cpu.py)
SANSOU = 99  # the yaku the shipped table gives a three-sou holding (not a riichi wait)


def _passed(view: dict[str, Any], threat: Threat) -> list[str]:
    """Cards in the rivers whose face passed ``threat`` since its riichi: its hand did not win on them."""
    dyn = view.get("dynasty_card")
    return [c for s in view["seats"] for c in s["river"] if fid(c, dyn) >= 0 and threat.passed_mask >> fid(c, dyn) & 1]


def _concealed(view: dict[str, Any], seat: int) -> int:
    """Cards ``seat`` holds concealed, from the rules (five, less two a call; six for the seat on turn
    before its discard): the search reads nothing of another seat but what the table shows."""
    on_turn = view["phase"] == DISCARD and view["turn"] == seat
    return 5 + on_turn - 2 * len(view["seats"][seat]["exposed"])


def _draws(view: dict[str, Any], seat: int) -> int:
    """Draws ``seat`` has made, from its discards (a call or the dealer's first discard replaces one)."""
    s = view["seats"][seat]
    return max(0, s["discards"] - len(s["exposed"]) - (seat == view["dealer"]))


def _ready_hand(unseen: list[str], k: int, exp_mask: int, exp: tuple, passed: list[str], dyn: str | None,
                n: int, rng: random.Random) -> list[str] | None:
    """``k`` unseen cards in valid tenpai with exposed sets ``exp`` that would not win on ``passed``:
    a winning holding of the shipped table (all sets, shibari met) less one card, drawn at random
    among those the unseen cards can make; None if the tries find none."""
    by_face: dict[int, list[str]] = {}
    for c in unseen:
        f = fid(c, dyn)
        if f >= 0:
            by_face.setdefault(f, []).append(c)
    avail = sum(1 << f for f in by_face)
    wins = winning_holdings()
    need = SHIBARI[n] + len(exp)
    top = next((i for i, (_, y) in enumerate(wins) if y < need), len(wins))
    for _ in range(THREAT_TRIES):
        mask, y = wins[rng.randrange(top)]
        rest = mask ^ exp_mask
        if y == SANSOU or mask & exp_mask != exp_mask or rest & ~avail:
            continue
        faces = [f for f in range(52) if rest >> f & 1]
        del faces[rng.randrange(len(faces))]  # the card it waits on
        hand = [rng.choice(by_face[f]) for f in faces]
        if len(hand) == k and valid_tenpai(tuple(hand), exp, dyn, n) and not any(
                can_win(tuple(hand) + (c,), exp, dyn, n) for c in passed):
            return hand
    return None


def deal_world(view: dict[str, Any], threats: list[Threat], rng: random.Random) -> EmperorState:
    """The view with the hidden cards dealt at random (``threats``: the opponents in riichi)."""
    me, n, dyn = view["seat"], view["players"], view.get("dynasty_card")
    seen: set[str] = set(view["ura_row"]) | ({dyn} if dyn else set())
    mine = view["seats"][me]
    seen.update(mine["hand"])
    for s in view["seats"]:
        seen.update(s["river"])
        seen.update(c for p in s["exposed"] for c in p)
        seen.update(s["kept_kings"])
    unseen = [c for c in PACK if c not in seen]
    rng.shuffle(unseen)
    hands: dict[int, list[str]] = {}
    # Riichi hands first: each is in valid tenpai (the engine allowed the riichi) and did not win
    # on a card that passed it since.
    for threat in threats:
        i = threat.seat
        k = _concealed(view, i)
        exp = tuple(tuple(p) for p in view["seats"][i]["exposed"])
        passed = _passed(view, threat)
        pick = _ready_hand(unseen, k, threat.exposed_mask, exp, passed, dyn, n, rng) or unseen[:k]
        hands[i] = pick
        for c in pick:
            unseen.remove(c)
    for i, s in enumerate(view["seats"]):
        if i != me and i not in hands:
            k = _concealed(view, i)
            hands[i], unseen = unseen[:k], unseen[k:]
    stock = unseen  # what is left is the stock: every other card is seen or held
    seats = []
    for i, s in enumerate(view["seats"]):
        seats.append(SeatState(
            hand=list(mine["hand"]) if i == me else hands[i],
            exposed=[tuple(p) for p in s["exposed"]],
            river=list(s["river"]),
            kept_kings=list(s["kept_kings"]),
            riichi=s["riichi"],
            riichi_card=s["riichi_card"],
            draws=s["draws"] if i == me else _draws(view, i),
            discards=s["discards"],
        ))
    public = ("first_dealer", "dealer", "hand_no", "emperor", "dynasty", "phase", "turn", "drawn", "called", "any_call",
              "offer")
    return EmperorState(
        players=n, options=dict(view["options"]), rng=random.Random(rng.random()), scores=list(view["scores"]),
        dynasty_card=dyn, seats=seats, stock=stock, ura_row=list(view["ura_row"]),
        history=[],  # the playout stops when a record appears here
        **{key: view[key] for key in public},
    )


# -- the playout policy: fast and sound (win when possible, riichi when ready, keep sets) --------


def _valid_wait(conc: tuple[int, ...], exp: tuple[tuple[int, int], ...], shib: int, f: int | None = None) -> bool:
    """Whether faces ``conc`` (one short) wait on a valid normal-shape win (on face ``f`` if given),
    or with ``f``, on three-sou as well; the rule of riichi and of tsumo (§3.5, §3.6)."""
    found = completions(conc, exp)
    summaries = found.values() if f is None else ([found[f]] if f in found else [])
    return any((not sansou and y >= shib) or (f is not None and sansou) for summary in summaries for sansou, y, _ in summary)


def fast_move(state: EmperorState, rng: random.Random) -> Command:
    """Win whenever the engine allows, riichi when ready, else throw the card that forms the fewest sets."""
    seat = min(flow.to_act(state))
    if state.phase == RON:
        return Command(seat, "ron", (state.offer,))
    if state.phase == DRAW:
        return Command(seat, "draw")
    me, dyn = state.seats[seat], state.dynasty_card
    exp = exposed_faces(me.exposed, dyn)
    shib = SHIBARI[state.players] + len(exp)
    faces = [fid(c, dyn) for c in me.hand]
    if state.drawn is not None:
        f = fid(state.drawn, dyn)
        rest = list(faces)
        rest.remove(f)
        if f >= 0 and _valid_wait(tuple(sorted(rest)), exp, shib, f) and flow._can_tsumo(state, seat):
            return Command(seat, "tsumo")
    if me.riichi:
        return Command(seat, "discard", (state.drawn,))
    k = len(faces)
    links = [[j for j in range(k) if j != i and faces[i] >= 0 and faces[j] >= 0 and KIND[faces[i] * 52 + faces[j]]]
             for i in range(k)]
    order = sorted(range(k), key=lambda i: (-9 if faces[i] < 0 else len(links[i])) + rng.random())
    for i in order:
        # Ready only if every card but one of the rest still forms a set with another (a quick sieve).
        if sum(1 for j in range(k) if j != i and any(x != i for x in links[j])) < k - 2:
            continue
        rest = faces[:i] + faces[i + 1:]
        if NO_FACE not in rest and _valid_wait(tuple(sorted(rest)), exp, shib):
            return Command(seat, "riichi", (me.hand[i],))
    return Command(seat, "discard", (me.hand[order[0]],))


def playout(state: EmperorState, command: Command, seat: int, rng: random.Random) -> float:
    """Carry out ``command``, play the hand to its end with :func:`fast_move`: ``seat``'s points."""
    before = state.scores[seat]
    flow.apply(state, command)
    while not state.history and state.phase in (DISCARD, DRAW, RON):
        flow.apply(state, fast_move(state, rng))
    if not state.history:
        return float(state.scores[seat] - before)
    record = state.history[0]
    gain = float(record["deltas"][seat])
    if record["result"] == "win" and record["winner"] == seat and record["succession"] in _NEW_DYNASTY:
        hands_left = max(0, state.options["match_length"] - record["hand_no"])
        gain += SUCCESSION_GAIN * min(1.0, hands_left / 4)  # as the normal player values founding a dynasty
    return gain


class PlayoutModel:
    """The search's Model. ``sample`` deals a world; the k-th playout of every command uses the
    k-th world and the k-th playout seed (common random numbers), so ``outcome`` ignores the
    search's draws of both and looks its world up by the command's count of playouts."""

    scale = 2000.0  # points: the spread of a hand's outcome, so exploration is not starved early

    def __init__(self, view: dict[str, Any], seed: int) -> None:
        self.view, self.seat, self.seed = view, view["seat"], seed
        self.threats = read_table(view).threats
        self.worlds: list[tuple[EmperorState, int]] = []
        self.results: dict[Command, list[float]] = {}  # each command's outcomes, world by world

    def _world(self, k: int) -> tuple[EmperorState, int]:
        while len(self.worlds) <= k:
            rng = random.Random(self.seed * 7919 + len(self.worlds))
            self.worlds.append((deal_world(self.view, self.threats, rng), rng.randrange(1 << 30)))
        return self.worlds[k]

    def sample(self, view: dict[str, Any], rng: random.Random) -> None:
        return None  # the world is chosen in ``outcome``, by the command's playout count

    def outcome(self, state: None, command: Command, rng: random.Random) -> float:
        results = self.results.setdefault(command, [])
        world, seed = self._world(len(results))
        results.append(playout(_copy(world), command, self.seat, random.Random(seed)))
        return results[-1]

    def leads(self, best: Command, base: Command) -> bool:
        """Whether ``best`` beats ``base`` on the worlds both were played on by ``CONFIDENCE``
        standard errors."""
        return clearly_beats(self.results.get(best, []), self.results.get(base, []), CONFIDENCE)


def _copy(state: EmperorState) -> EmperorState:
    """A copy deep enough for a playout: what a hand changes is fresh, the rest is shared."""
    seats = [replace(s, hand=list(s.hand), exposed=list(s.exposed), river=list(s.river), kept_kings=list(s.kept_kings))
             for s in state.seats]
    return replace(state, rng=random.Random(state.players), scores=list(state.scores), seats=seats,
                   stock=list(state.stock), ura_row=list(state.ura_row), ron_claims={}, history=[], standings=[],
                   dynasty_names_used=list(state.dynasty_names_used))


class PushingEvaluator(Evaluator):
    """Normal's valuation with the danger of a discard weighed at ``DANGER_WEIGHT``: in the ladders a
    normal seat that counted half the danger scored more than normal (and one that counted double, less)."""

    danger_weight = DANGER_WEIGHT


class StrongCpu(NormalCpu):
    """Normal's judgement pushing harder against a riichi; there, its closest discards settled by
    playouts of sampled worlds."""

    level = "strong"
    evaluator = PushingEvaluator

    def __init__(self, seed: int, meta: dict[str, Any] | None = None, playouts: int = PLAYOUTS) -> None:
        super().__init__(seed, meta)
        self.seed, self.playouts = seed, playouts

    def decide(self, view: dict[str, Any], legal: list[Command]) -> Decision:
        base = super().decide(view, legal)
        values = base.values
        if len(values) < 2 or view["phase"] != DISCARD or not any(
                s["riichi"] for i, s in enumerate(view["seats"]) if i != view["seat"]):
            return base  # only against a riichi do the playouts beat normal's own reckoning (bench/emperor_cpu.py)
        best = values[base.command]
        ranked = sorted(values, key=lambda c: (-values[c], legal.index(c)))
        seen_cards: set[tuple[str, str]] = set()
        candidates = []
        for c in ranked:
            key = (c.action, str(fid(c.cards[0], view.get("dynasty_card"))) if c.cards else "")
            if key in seen_cards or values[c] < best - MARGIN:
                continue
            seen_cards.add(key)
            candidates.append(c)
            if len(candidates) == CANDIDATES:
                break
        if base.command not in candidates:
            candidates.insert(0, base.command)
        if len(candidates) < 2:
            return base
        seed = self.rng.randrange(1 << 30)
        model = PlayoutModel(view, seed)
        result = search(view, candidates, model, Budget(self.playouts), seed)
        if result.command == base.command or not model.leads(result.command, base.command):
            return base  # the playouts do not clearly overturn normal's judgement
        cmd, mean = result.command, result.means[result.command]
        other, other_mean = base.command, result.means.get(base.command, 0.0)

        def reason() -> str:
            verb = tr("Riichi discarding {card}", card=display(cmd.cards[0])) if cmd.action == "riichi" else \
                tr("Discard {card}", card=display(cmd.cards[0]))
            return tr("{verb}: played out on {n} deals of the unseen cards, it averages {points:+,} points a hand, "
                      "against {other_points:+,} for {other}.", verb=verb, n=result.visits[cmd], points=round(mean),
                      other_points=round(other_mean), other=display(other.cards[0]))

        return Decision(cmd, reason, values)
