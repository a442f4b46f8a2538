"""Wuhan's lesson: one hand of Hongzhong Laizi Gang, from the laizi to a big win. The deal is the
engine's own (seed 110, four players): CPU 3 deals; the learner holds one laizi (7 Bamboo) and a
中, pons the dealer's first discard for an open mouth, keeps 中 until the hand needs one tile, then
konges it and wins on the replacement 5 Dots: 槓上開, a big win. CPU 2 has discarded its laizi
(a laizi kong), so it pays four times as much as the others."""

from game.lessons.lesson import END, TURN, Lesson, Step, move
from rules.core.text import N_

STEPS = (
    Step(N_("Welcome to Wuhan's Hongzhong Laizi Gang (紅中頼子槓). These 13 tiles are your hand.\nA win is "
            "four sets (a run like 1-2-3 of one suit, or three alike) and a pair."),
         zones=("hand_0",)),
    Step(N_("After the deal one tile is turned up, the indicator: 6 Bamboo. The next number, 7 Bamboo, is "
            "the laizi (頼子), the wild tile: in your hand it may stand for any tile but 中. You hold one.\n"
            "Nobody may call a discard with a laizi."),
         zones=("indicator",), cards=("7s",)),
    Step(N_("中 (紅中) can never be in a winning hand. Lay it out alone as a kong (紅中槓, then draw a "
            "tile from the wall's end) or discard it; either way it doubles the payments.\nKeep it for "
            "now: its kong will come in handy."),
         cards=("Rd",)),
    Step(N_("Every win needs two things. Its pair must be a 2, 5 or 8 (将), but for a few big wins. And "
            "you must have an open mouth (開口): a chi, a pon or an exposed kong (a 中 or laizi kong is "
            "none). A hand that never called cannot win."),
         zones=("hand_0",)),
    Step(N_("CPU 3 deals and discarded 3 Bamboo. You hold two: press Pon (碰). Your first open mouth! "
            "Then you discard, and play goes on from your right."),
         expect=move(0, "pon", "3s"), zones=("river_3", "buttons"), panel="right",
         why=N_("a pon of 3 Bamboo opens your mouth: without one you cannot win.")),
    Step(N_("Discard 1 Dots: it has no neighbours. Keep 5 Dots: a 5 may become your 将 pair.\nDrag 1 Dots "
            "onto your river, or double-click it."),
         expect=move(0, "discard", "1p"), cards=("1p",),
         why=N_("1 Dots has no neighbours; 5 Dots may make your 2-5-8 pair.")),
    Step(N_("CPU 2 discarded its laizi, laid in its corner. Nobody may call it, and it counts as a laizi "
            "kong (頼子槓), worth ×4: if another player wins, CPU 2 pays four times as much."),
         zones=("melds_2",), at=TURN),
    Step(N_("You drew 2 Characters. Your 4 Bamboo lost its partners to the pon: discard it."),
         expect=move(0, "discard", "4s"), cards=("4s",),
         why=N_("4 Bamboo is alone now that the pon took both 3 Bamboo.")),
    Step(N_("Another 2 Characters. Discard the Green Dragon 發: it is alone, no run can use it, and CPU 2 "
            "has just let one go."),
         expect=move(0, "discard", "Gn"), cards=("Gn",),
         why=N_("發 is a single honour: it can only become a set with two more.")),
    Step(N_("You drew 1 Characters: 1-2-3-4 Characters and a second 2. 8 and 9 Characters with your "
            "laizi make 7-8-9. Let 8 Bamboo go."),
         expect=move(0, "discard", "8s"), cards=("8s",),
         why=N_("8 Bamboo fits no set; keep the laizi for 7-8-9 Characters.")),
    Step(N_("3 Characters: 1-2-3, 2-3-4 and 7-8-9 Characters are made. One tile is missing: a 5 Dots "
            "for the pair (or a 7 Characters). Now press Hongzhong kong (紅中槓): a draw from the wall's "
            "end, and a win on it is 槓上開, a big win."),
         expect=move(0, "hongzhong_kong", "Rd"), zones=("buttons",), cards=("Rd",),
         why=N_("your hand waits for one tile: the 中 kong gives a draw, and a win on it is 槓上開.")),
    Step(N_("You drew 5 Dots! 1-2-3, 2-3-4 and 7-8-9 Characters (the laizi as 7), the pon, and the pair "
            "5-5 Dots. Press Win (胡)."),
         expect=move(0, "win"), zones=("buttons",),
         why=N_("this tile completes your hand: a win on a kong's tile is the big win 槓上開.")),
    Step(N_("槓上開 is a big win (大胡): 10 points. ×2 for your open mouth, ×2 for your 紅中槓. Not ×2 "
            "for a hard win (硬胡): your laizi stood in for a 7. So 10 × 2 × 2 = 40 from each player."),
         at=END),
    Step(N_("Every other player pays, not only one. CPU 2's discarded laizi is ×4 on its own payment: "
            "160. In a big win the dealer pays no extra. 40 + 160 + 40 = 240."), at=END),
    Step(N_("A small win (小胡) is worth 1, doubled the same way; it may hold one laizi at most, and "
            "every payer must owe at least 8 (縛り). Three players play the Jingzhou (荊州) form: no "
            "Characters, no East."), at=END),
)

# The CPU seats' moves: sensible discards that give the learner the pon and nothing else to call.
SCRIPT = (
    move(3, "discard", "3s"),
    move(1, "discard", "S"), move(2, "discard", "7s"), move(3, "discard", "E"),
    move(1, "discard", "S"), move(2, "discard", "Gn"), move(3, "discard", "E"),
    move(1, "discard", "N"), move(2, "discard", "1m"), move(3, "discard", "S"),
    move(1, "discard", "1s"), move(2, "discard", "4m"), move(3, "discard", "W"),
)

LESSON = Lesson(
    id="wuhan",
    title=N_("Wuhan: your first hand"),
    summary=N_("The laizi and 中, the 2-5-8 pair and the open mouth; a 中 kong and a big win on its tile."),
    players=4,
    seed=110,
    learner=0,
    steps=STEPS,
    script=SCRIPT,
    panels={"default": (8, 336, 388, 260), "right": (840, 290, 388, 260), "sheet": (48, 606, 574, 186)},
)
