"""Emperor's CPU players (easy, normal, strong) and the hint (spec §3–§9, §11).

A CPU sees only its own seat's ``view`` and its ``legal`` commands. Everything it knows about
hidden cards is derived here: the *unseen* cards are the 54 of the pack minus every card the
view shows (own hand, every river, exposed sets, kept Ks, the dynasty card, the ura row).

Hands are handled as sorted tuples of face ids (``rules.emperor.hand``): a joker is the dynasty
face during a dynasty and ``NO_FACE`` (dead) in the Warring States. Structure (which cards
complete a hand, the readings of a complete hand) is memoised for the whole process; what a
hand is *worth* depends on the table (unseen cards, Ks and jokers in the field, emperor or not)
and is memoised per decision.

- **easy** keeps cards that form or can form sets (wangzi, pairs), throws the loosest card,
  takes every win, declares riichi when offered and calls only a set that leaves a valid wait.
- **normal** maximises expected points. Each candidate hand is valued by a one-draw expectimax
  over the unseen cards whose leaves count the unseen winning cards, weighted by what each win
  would score (yaku, dora, virtue, founding a dynasty), as a tsumo-only wait or as a riichi (ron on
  anyone's discard), with a little credit for shapes one step from valid. Against opponents in
  riichi, each discard also pays its expected cost: the chance that it completes one of their
  possible valid hands (never one that would have won on a card that has passed since), times
  what that ron would cost. Riichi, calls and regrouping are weighed on the same scale; wins are
  always taken; a new emperor picks a dynasty suit that none of their kept Ks already marks.
- **strong** (``strong.py``) plays as normal but counts half of normal's danger (it pushes harder
  against a riichi), and against a riichi, when its best discards are close, it compares the best
  few by determinized playouts on rules.core.search: worlds dealt from the unseen cards (riichi
  hands in valid tenpai), each hand played to its end through the engine with a fast policy, the
  candidates compared on the same worlds; the valuation's choice stands unless the playouts beat
  it clearly. The budget is counted in playouts.
"""

from __future__ import annotations

from rules.emperor.cpu.evaluator import Evaluator
from rules.emperor.cpu.players import hint, make_cpu
from rules.emperor.cpu.shapes import completions, faces_of, winning_holdings
from rules.emperor.cpu.table import read_table
from rules.emperor.hand import fid

# The names other code reaches through the package (rules.emperor.variant, the tests, the bench).
__all__ = ["Evaluator", "completions", "faces_of", "fid", "hint", "make_cpu", "read_table", "winning_holdings"]
