"""Kawuxing's lesson: one hand of 卡五星, from the deal to a disclosed hand won on the 5 between 4
and 6. The deal is the engine's own (seed 888, three players, the default options): the learner
deals, holds 1-2-3 and 6-7-8-9 dots with a lone 4 dots, makes a pair of 1 bamboo, discloses (亮倒)
a hand that waits only on 5 dots and draws it: 卡五星 + 亮倒, 2 doubles, 4 from each other player."""

from game.lessons.lesson import END, TURN, Lesson, Step, move
from rules.core.text import N_

STEPS = (
    Step(N_("Welcome to Kawuxing (卡五星), mahjong for three from Hubei. Its 84 tiles are dots (筒子) and "
            "bamboo (索子) 1 to 9 and the dragons 中 發 白, four of each: the characters (萬子), the winds "
            "and the flowers are left out."),
         zones=("hand_0",)),
    Step(N_("A win is four sets and a pair, or seven pairs. A set is a run of three in one suit (1-2-3 "
            "dots) or three alike; the bird is 1 bamboo. You may pung (碰) or kong (槓) a discard, but "
            "never chow (吃): runs are made in your hand."),
         zones=("hand_0",)),
    Step(N_("The game is named for one wait. Your 4 and 6 dots wait for the 5 between them: a win on that "
            "5 is 卡五星, \"the gap on a five\", worth one double (飜). Each double doubles the pay."),
         cards=("4p", "6p")),
    Step(N_("You deal: you hold 14 tiles and discard first, without a draw. You have 1-2-3 and 7-8-9 dots "
            "and 1-2-3-4 bamboo, but no pair yet. 9 bamboo fits the fewest runs: drag it onto your river, "
            "or double-click it."),
         expect=move(0, "discard", "9s"), cards=("9s",), zones=("river_0",),
         why=N_("keep your dots and your bamboo run; 9 bamboo is the tile that helps least.")),
    Step(N_("Now each player in turn, counter-clockwise, draws a tile from the wall and discards one. "
            "Press Next and watch CPU 1 and CPU 2 until your turn."),
         zones=("river_1", "river_2", "stock")),
    Step(N_("You drew 中, a dragon. Dragons make no runs, only pairs and pungs, and CPU 2 has just "
            "discarded one of the four. Discard 中."),
         expect=move(0, "discard", "Rd"), cards=("Rd",), zones=("river_2",),
         why=N_("a lone 中 can only become a pair or a pung, and one is already gone.")),
    Step(N_("You drew 1 bamboo: 1-1 bamboo is your pair, 2-3-4 bamboo a run. Discard 8 bamboo and your "
            "hand is ready (聴牌): it waits only for 5 dots, the 卡五星."),
         cards=("1s", "8s"), at=TURN),
    Step(N_("A ready hand may be disclosed (亮倒): laid face up as you discard. A win after it gets one more "
            "double. Press Disclose 亮倒, then drop 8 bamboo on your river."),
         expect=move(0, "disclose", "8s"), cards=("8s",), zones=("buttons",),
         why=N_("your hand is ready on 5 dots: disclosing it adds the 亮倒 double to the 卡五星.")),
    Step(N_("What 亮倒 costs: everyone sees your wait and will keep 5 dots from you. Your hand is "
            "frozen: each tile you draw is discarded for you unless it wins. If nobody wins, the first to "
            "disclose pays each other player 1."),
         zones=("hand_0",)),
    Step(N_("What it gains: a double, and whoever discards your winning tile pays for both others, as if "
            "you had drawn it. The waits box shows 5 dots and how many you have not seen. Press Next and "
            "watch."),
         zones=("waits",)),
    Step(N_("You drew 5 dots: 4-5-6 dots completes your hand. Press Win 胡 to win by self-draw (自摸)."),
         expect=move(0, "win"), cards=("5p",), zones=("buttons",),
         why=N_("5 dots completes your hand: a drawn tile that does not win would be discarded.")),
    Step(N_("Your doubles (飜): 卡五星 1 + 亮倒 1 = 2. The amount is the unit doubled once for each: "
            "1 × 2^2 = 4. Doubles stop at 3 (× 8). A hand with no double (平胡) may win only by self-draw."),
         at=END),
    Step(N_("A self-draw is paid by each other player: CPU 1 and CPU 2 pay 4 each, 8 to you. Without 亮倒 "
            "each would pay 2. Had CPU 1 discarded your 5 dots, they alone would pay for both: 8. The winner "
            "deals the next hand."),
         at=END),
)

# The CPU seats' moves of this hand: the normal CPU's own, but for CPU 1 letting the pung of your
# disclosed 8 bamboo go by.
SCRIPT = (
    move(1, "discard", "2s"), move(2, "discard", "Rd"), move(1, "discard", "9s"), move(2, "discard", "Wh"),
    move(1, "pass"), move(1, "discard", "2p"), move(2, "discard", "9s"),
)

LESSON = Lesson(
    id="kawuxing",
    title=N_("Kawuxing: your first hand"),
    summary=N_("The 84 tiles, the 5 between 4 and 6 (卡五星), a disclosed hand (亮倒) and what a win pays."),
    players=3,
    seed=888,
    learner=0,
    steps=STEPS,
    script=SCRIPT,
    panels={"default": (842, 8, 388, 262), "sheet": (658, 560, 582, 232)},
)
