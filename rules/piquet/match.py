"""Hands, games and the match: the deal, adding a hand to the game, the game's winner (target
or Rubicon), the next game's draw, the match result (spec §11-§13, §14.5)."""

from __future__ import annotations

from typing import Any

from rules.core.events import Event
from rules.piquet.state import DRAW, ELDER_EXCHANGE, OVER, Hand, PiquetState
from rules.tricks.history import tricks_won
from rules.tricks.play import pack, sort_hand

RUBICON_BONUS, RUBICON_LINE, RUBICON_EXTENSION = 100, 100, 2


def deal(state: PiquetState) -> list[Event]:
    """Shuffle and deal 12 each; the rest is the talon, card 1 first (§3)."""
    cards = pack(state.order)
    state.rng.shuffle(cards)
    elder = 1 - state.dealer
    hands = [[], []]  # type: list[list[str]]
    hands[elder], hands[1 - elder] = cards[:12], cards[12:24]
    hands = [sort_hand(h, state.order) for h in hands]
    state.hand = Hand(elder=elder, dealt=[list(h) for h in hands], hands=hands, talon=cards[24:])
    state.hand_no += 1
    state.phase = ELDER_EXCHANGE
    events = [
        Event("hand_started", None, (), False, {"game": state.game_no, "hand": state.hand_no, "dealer": state.dealer, "elder": elder})
    ]
    for seat in (elder, 1 - elder):
        events.append(Event("dealt", seat, tuple(hands[seat]), True, {"talon": len(state.hand.talon)}))
    return events


def end_hand(state: PiquetState, stopped: bool) -> list[Event]:
    """Add the hand (its points as taken in scoring order) to the game; then the next hand, the
    next game's draw, or the end of the match."""
    hand = state.hand
    assert hand is not None
    totals = list(hand.so_totals)
    for seat in (0, 1):
        state.scores[seat] += totals[seat]
    state.hands_played += 1
    record = {
        "game": state.game_no,
        "hand": state.hand_no,
        "dealer": state.dealer,
        "elder": hand.elder,
        "items": list(hand.scoring_order),
        "totals": totals,
        "scores": list(state.scores),
        "bonus": hand.bonus,
        "stopped": stopped,
        "tricks_won": tricks_won(hand.tricks, 2),
        "carte_blanche": list(hand.carte_blanche),
        "dialogue": list(hand.dialogue),  # what was said, for the hand's score sheet
    }
    state.history.append(record)
    events = [Event("hand_ended", None, (), False, record)]
    winner = _game_winner(state, stopped)
    if winner is None:
        state.dealer = 1 - state.dealer  # the deal alternates within a game (§2)
        return events + deal(state)
    return events + _end_game(state, winner)


def _game_winner(state: PiquetState, stopped: bool) -> int | None:
    hand = state.hand
    assert hand is not None
    scores = state.scores
    if state.options["match_format"] == "rubicon":
        winner, state.rubicon_length = rubicon_winner(scores, state.hand_no, state.rubicon_length)
        return winner
    return target_winner(scores, state.options["target_score"], stopped, hand.first_to_target)


def rubicon_winner(scores: list[int], hand_no: int, length: int) -> tuple[int | None, int]:
    """Rubicon (§14.5): who wins after hand ``hand_no`` of a game of ``length`` hands (None: not
    over), and the game's length, two hands longer when tied at its end (PQ-D15)."""
    if hand_no < length:
        return None, length
    if scores[0] == scores[1]:
        return None, length + RUBICON_EXTENSION
    return (0 if scores[0] > scores[1] else 1), length


def target_winner(scores: list[int], target: int, stopped: bool, first: int | None) -> int | None:
    """Who wins a game to ``target`` now: the first to reach it in scoring order when the hand
    stopped there; once trick play began, the only one past it, else the higher total, else the
    first to reach it (PQ-D13)."""
    if stopped:
        return first
    reached = [s for s in (0, 1) if scores[s] >= target]
    if not reached:
        return None
    if len(reached) == 1:
        return reached[0]
    if scores[0] != scores[1]:
        return 0 if scores[0] > scores[1] else 1
    return first


def rubicon_value(winner_total: int, loser_total: int) -> dict[str, Any]:
    """§14.5: a loser under 100 is rubiconed: sum + 100; otherwise difference + 100."""
    if loser_total < RUBICON_LINE:
        return {"rubiconed": True, "value": winner_total + loser_total + RUBICON_BONUS,
                "formula": f"{winner_total} + {loser_total} + {RUBICON_BONUS}"}
    return {"rubiconed": False, "value": winner_total - loser_total + RUBICON_BONUS,
            "formula": f"{winner_total} - {loser_total} + {RUBICON_BONUS}"}


def _end_game(state: PiquetState, winner: int) -> list[Event]:
    game = {"game": state.game_no, "winner": winner, "scores": list(state.scores), "hands": state.hand_no}
    if state.options["match_format"] == "rubicon":
        game.update(rubicon_value(state.scores[winner], state.scores[1 - winner]))
    state.games.append(game)
    state.games_won[winner] += 1
    events = [Event("game_ended", winner, (), False, game)]
    fmt = state.options["match_format"]
    if fmt != "best_of_three" or state.games_won[winner] >= 2:
        state.phase = OVER
        state.result = {"winner": winner, "games_won": list(state.games_won), "games": list(state.games)}
        return events + [Event("match_ended", winner, (), False, state.result)]
    state.game_no += 1
    state.hand_no = 0
    state.scores = [0, 0]
    state.draws = ["", ""]
    state.phase = DRAW  # each game starts with a new draw (PQ-D14)
    return events


def standings(state: PiquetState) -> list[dict[str, Any]]:
    """Both seats ranked by games won, then the current game's score."""
    rows = [{"seat": s, "games": state.games_won[s], "score": state.scores[s]} for s in (0, 1)]
    rows.sort(key=lambda r: (-r["games"], -r["score"], r["seat"]))
    for i, row in enumerate(rows):
        row["rank"] = i + 1
    return rows
