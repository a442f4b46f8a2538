"""What the partie makes of a deal's result (spec §12, §14.5): the strong CPU values a deal by
its point margin plus what its end totals decide.

* To a target: reaching it this deal wins the game (both past it: the higher total), worth
  GAME_WORTH points on top of the margin.
* Rubicon, in the game's last scheduled deal: the game's value itself (the winner's sum + 100
  when the loser stays under 100, else the difference + 100; a tie plays on and is worth 0)
  replaces the margin.

Only deals that can decide something get a partie term; elsewhere points are points. Values are
for seat 0 (seat 1 takes the negative), as the exact solver counts them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.piquet.match import rubicon_value, target_winner

GAME_WORTH = 40  # a game won, in points of margin: about what a strong deal brings
COMBINATIONS_REACH = 130  # more than a seat's combinations and repique add in one deal
TRICKS_REACH = 1 + 40 + 30  # with 2 a trick left: the last trick, capot, pique

Partie = Callable[[int, int], int]


def partie_term(view: dict[str, Any]) -> Partie | None:
    """extra(t0, t1): what the deal ending with hand totals t0, t1 adds to its margin t0 - t1
    (for seat 0); None when this deal cannot decide the game."""
    opts = view["options"]
    scores = view["scores"]
    if opts["match_format"] == "rubicon":
        n = view["hand_no"]
        if n < 6 or n % 2:
            return None

        def rubicon(t0: int, t1: int) -> int:
            g0, g1 = scores[0] + t0, scores[1] + t1
            if g0 == g1:
                return -(t0 - t1)
            win = 0 if g0 > g1 else 1
            value = rubicon_value(max(g0, g1), min(g0, g1))["value"]
            return (value if win == 0 else -value) - (t0 - t1)

        return rubicon
    target = opts["target_score"]
    h = view.get("hand")
    if h and h["combinations_settled"]:  # trick play: only its points are still to come
        left = 12 - sum(1 for t in h["tricks"] if t["winner"] is not None)
        reach = max(scores[i] + h["so_totals"][i] for i in (0, 1)) + 2 * left + TRICKS_REACH
    else:
        reach = max(scores) + COMBINATIONS_REACH + 2 * 12 + TRICKS_REACH
    if reach < target:
        return None

    def to_target(t0: int, t1: int) -> int:
        winner = target_winner([scores[0] + t0, scores[1] + t1], target, False, None)
        return 0 if winner is None else GAME_WORTH if winner == 0 else -GAME_WORTH

    return to_target
