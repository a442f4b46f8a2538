"""Emperor's strong CPU: the worlds it samples agree with the seat's view, its playouts follow the
rules, its search is counted in playouts and compares candidates on the same deals, and its
choices depend only on the seed and the view."""

from __future__ import annotations

import random
from collections import Counter

from rules.core.cards import standard_pack
from rules.core.command import Command
from rules.core.search import Budget, search
from rules.emperor import flow
from rules.emperor.cpu import make_cpu, read_table
from rules.emperor.cpu import Evaluator
from rules.emperor.cpu.strong import DANGER_WEIGHT, PlayoutModel, PushingEvaluator, StrongCpu, deal_world, fast_move, playout
from rules.emperor.scoring import can_win
from rules.emperor.state import DISCARD
from rules.emperor.waits import valid_tenpai
from tests.emperor.rig import rigged


def _riichi_table():
    """Seat 0 (dealer) has drawn 6♥ on its second turn. Seat 2 declared riichi with its first
    discard, 8♣, waiting with A♥Q♥ / J♥ / K♥K♦ on any 2; seat 3's 5♠ has passed it since."""
    session = rigged(
        4,
        {0: ["AS", "QS", "3H", "3D", "6H", "KC"], 1: ["2D", "5C", "7S", "TD", "JC"],
         2: ["AH", "QH", "JH", "KH", "KD"], 3: ["3C", "4D", "6S", "9D", "QC"]},
        rivers={0: ["9S"], 1: ["4H"], 2: ["8C"], 3: ["5S"]},
    )
    state = session.state
    state.seats[2].riichi, state.seats[2].riichi_card = True, "8C"
    for seat in state.seats:
        seat.discards = seat.draws = 1
    state.drawn = "6H"
    return session


def test_sampled_world_agrees_with_the_view() -> None:
    session = _riichi_table()
    view = session.view(0)
    threats = read_table(view).threats
    assert [t.seat for t in threats] == [2]
    for seed in range(20):
        world = deal_world(view, threats, random.Random(seed))
        # Every card of the pack is in exactly one place, and the visible ones where the view shows them.
        places = [c for s in world.seats for c in s.hand + s.river + s.kept_kings] + world.stock
        assert Counter(places) == Counter(standard_pack(jokers=2))
        assert world.seats[0].hand == view["seats"][0]["hand"]
        assert [s.river for s in world.seats] == [s["river"] for s in view["seats"]]
        assert len(world.stock) == view["stock"]
        assert [len(s.hand) for s in world.seats] == [6, 5, 5, 5]
        # The riichi hand is ready (the engine allowed the riichi) and did not win on 5♠ (passed since).
        riichi_hand = tuple(world.seats[2].hand)
        assert valid_tenpai(riichi_hand, (), None, 4)
        assert not can_win(riichi_hand + ("5S",), (), None, 4)


def test_playout_ends_the_hand_and_scores_it_by_the_rules() -> None:
    session = _riichi_table()
    view = session.view(0)
    world = deal_world(view, read_table(view).threats, random.Random(3))
    before = list(world.scores)
    gain = playout(world, Command(0, "discard", ("KC",)), 0, random.Random(4))
    record = world.history[0]
    assert record["result"] in ("win", "exhaustive_draw")
    assert sum(record["deltas"]) == 0
    assert [a + d for a, d in zip(before, record["deltas"])] == record["scores"]
    bonus = gain - record["deltas"][0]  # founding a dynasty is worth more than the hand's points
    assert bonus == 0 or (record["winner"] == 0 and record["succession"] == "unification")


def test_fast_policy_is_legal_and_takes_a_tsumo() -> None:
    # Seat 1 waits on 2♠ (A♠Q♠ / J♠ / K♠K♣); the stock gives it 2♠.
    session = rigged(4, {0: ["3H", "4H", "5D", "6D", "8C", "9C"], 1: ["AS", "QS", "JS", "KS", "KC"]}, stock_top=["2S"])
    state = session.state
    rng = random.Random(1)
    flow.apply(state, fast_move(state, rng))  # seat 0 discards
    flow.apply(state, fast_move(state, rng))  # seat 1 draws 2♠
    assert state.phase == DISCARD and state.drawn == "2S"
    assert fast_move(state, rng) == Command(1, "tsumo")
    # Through a whole hand, every move the policy makes is one the rules offer.
    session = rigged(5, {0: ["AS", "QS", "3H", "3D", "6H", "KC"]})
    state = session.state
    while not state.history:
        cmd = fast_move(state, rng)
        assert cmd in flow.legal(state, cmd.seat)
        flow.apply(state, cmd)


def test_search_is_counted_in_playouts_on_common_worlds() -> None:
    session = _riichi_table()
    view, legal = session.view(0), session.legal(0)
    candidates = [Command(0, "discard", ("KC",)), Command(0, "discard", ("6H",))]
    assert all(c in legal for c in candidates)
    model = PlayoutModel(view, 5)
    result = search(view, candidates, model, Budget(14), 5)
    assert result.iterations == 14 and sum(result.visits.values()) == 14
    # The k-th playout of each candidate used the k-th world: no more worlds than one candidate's playouts.
    assert len(model.worlds) == max(result.visits.values())
    assert [len(model.results[c]) for c in candidates] == [result.visits[c] for c in candidates]
    # The same world and seed give the same outcome: the difference is the candidates'.
    again = PlayoutModel(view, 5)
    assert again.outcome(None, candidates[0], random.Random(0)) == PlayoutModel(view, 5).outcome(None, candidates[0], random.Random(9))


def test_strong_is_deterministic_and_plays_normal_without_a_riichi() -> None:
    session = _riichi_table()
    view, legal = session.view(0), session.legal(0)
    choices = {StrongCpu(s).choose(view, legal) for s in (1, 1)}
    assert len(choices) == 1 and choices.pop() in legal
    # With no riichi on the table strong plays normal's move: here the stray K♣, which fits nothing.
    fresh = rigged(4, {0: ["AS", "QS", "3H", "3D", "6H", "KC"]})
    assert make_cpu("strong", 2).choose(fresh.view(0), fresh.legal(0)) == Command(0, "discard", ("KC",))


def test_playout_deals_in_to_the_riichi_it_completes() -> None:
    # Seat 0 holds 2♠, which completes seat 2's A♥Q♥ / 2♠J♥ / K♥K♦ = 一双 1 + 大同士 3 (Q♥, J♥ and
    # the red K pair) + 大連番 2 (A–Q, 2–J, K pair) = 6 yaku, over the shibari of 4: discarding it,
    # the riichi player rons at once and seat 0 pays.
    session = _riichi_table()
    state = session.state
    state.seats[0].hand[state.seats[0].hand.index("KC")] = "2S"
    state.stock[state.stock.index("2S")] = "KC"
    view = session.view(0)
    world = deal_world(view, read_table(view).threats, random.Random(8))
    true_hand = ["AH", "QH", "JH", "KH", "KD"]
    pool = [c for c in world.seats[1].hand + world.seats[2].hand + world.seats[3].hand + world.stock if c not in true_hand]
    world.seats[1].hand, world.seats[2].hand, world.seats[3].hand, world.stock = pool[:5], true_hand, pool[5:10], pool[10:]
    gain = playout(world, Command(0, "discard", ("2S",)), 0, random.Random(1))
    record = world.history[0]
    assert (record["result"], record["winner"], record["by"], record["discarder"]) == ("win", 2, "ron", 0)
    assert gain == record["deltas"][0] < 0


def test_strong_counts_part_of_normals_danger() -> None:
    # Against seat 2's riichi normal prices some of seat 0's cards above zero; strong prices every
    # card at DANGER_WEIGHT of normal's price, and the same when asked again (it is memoised once).
    session = _riichi_table()
    table = read_table(session.view(0))
    normal, strong = Evaluator(table).danger(), PushingEvaluator(table)
    assert any(v > 0 for v in normal.values()) and DANGER_WEIGHT < 1
    assert strong.danger() == {f: v * DANGER_WEIGHT for f, v in normal.items()} == strong.danger()
