"""Emperor's lesson: one hand of the Warring States, from the deal to a riichi, a ron and the
founding of the first dynasty. The deal is the engine's own (seed 13, four players): the learner
holds two sou of clubs and wins on a black six with Twin Suit and Full Colour, 5 yaku over a
shibari of 4, and with virtue enough (two sou and the joker in the river) to become emperor."""

from game.lessons.lesson import END, TURN, Lesson, Step, move
from rules.core.text import N_

STEPS = (
    Step(N_("Welcome to Emperor (皇帝), a rummy played like riichi mahjong, with cards. These five cards "
            "are your hand.\nA win is six cards: two wangzi (王子) and one pair (対子)."),
         zones=("hand_0",)),
    Step(N_("A wangzi is two cards whose ranks add up to 13: A = 1, J = 11, Q = 12 (a K never makes one).\n"
            "A pair is two cards of one rank and one colour: 6♠6♣ is a pair, 6♠6♥ is not."),
         zones=("hand_0",)),
    Step(N_("Find your wangzi: 4♣ + 9♣ = 13, and Q♣ + A♥ = 12 + 1 = 13.\nA wangzi of one suit, like "
            "4♣9♣, is a sou (双). Sou bring yaku (役) and virtue (徳): this hand is built on them."),
         cards=("4C", "9C", "QC", "AH")),
    Step(N_("CPU 2 deals this hand and discards first. Then each player in turn draws a card (or calls "
            "the discard just before theirs) and discards one onto their river.\nPress Next and watch "
            "until your turn."),
         zones=("river_2", "stock")),
    Step(N_("You drew 6♠. In the Warring States (戦国時代), the era before any emperor, a joker makes no "
            "set. But a joker in your own field, your river included, is virtue when you win.\n"
            "Drag the joker onto your river, or double-click it."),
         expect=move(0, "discard", "JK1"), cards=("JK1",), zones=("river_0",),
         why=N_("the joker can make no set in the Warring States; in your river it still counts as virtue.")),
    Step(N_("You drew 3♦. It would need a 10, and you already hold two wangzi: 4♣9♣ and Q♣A♥. What you "
            "lack is a black 6 to pair with 6♠.\nDiscard 3♦."),
         expect=move(0, "discard", "3D"), cards=("3D",),
         why=N_("3♦ fits none of your sets; keep both wangzi and the 6♠ that waits for its pair.")),
    Step(N_("You drew A♣: Q♣A♣ is a wangzi too, and a second sou of clubs.\nA win needs enough yaku: "
            "the shibari (縛り). With four players a closed hand needs 4 yaku; each call adds 1."),
         cards=("QC", "AC"), at=TURN),
    Step(N_("Count them: two sou of one suit are Twin Suit (同種), 3 yaku. Pair 6♠ with a black 6 and all "
            "six cards are black: Full Colour (一色), 2 more. 5 yaku: enough to win."),
         cards=("4C", "9C", "QC", "AC", "6S")),
    Step(N_("One card from a win is tenpai (聴牌). Declare riichi (リーチ): press Riichi, then drop A♥ on "
            "your river.\nOnly a player in riichi may win on another's discard (ron). Riichi costs "
            "nothing, but your hand is then frozen."),
         expect=move(0, "riichi", "AH"), cards=("AH",), zones=("buttons",),
         why=N_("keep A♣ for the sou with Q♣, and let A♥ go with riichi, so that any player's discard may win.")),
    Step(N_("The box beside your river shows your waits. 6♣ makes the pair of black sixes. 7♠ makes "
            "6♠7♠ a third sou: three sou (三双) win on their own, whatever the shibari.\nIn riichi you "
            "discard each card you draw unless it wins: the table does it for you."),
         zones=("waits",)),
    Step(N_("CPU 1 discarded 6♣, your winning card. Press Ron (ロン)."),
         expect=move(0, "ron", "6C"), zones=("river_1", "buttons"),
         why=N_("6♣ completes your hand: passing would let the win go by.")),
    Step(N_("Your yaku: Twin Suit (同種) 3 and Full Colour (一色) 2; the lesser yaku they contain are "
            "absorbed. Virtue: two sou and the joker in your river make 3, enough with four players: "
            "a virtuous win."), at=END),
    Step(N_("A virtuous win ends the Warring States: you become the first emperor (統一, Unification) and "
            "will deal the next hand. CPU 1, who discarded 6♣, pays the base × 3."), at=END),
)

# The CPU seats' moves of this hand, as the normal CPU made them from this deal.
SCRIPT = (
    move(2, "discard", "5H"), move(3, "draw"), move(3, "discard", "JC"), move(1, "draw"),
    move(1, "discard", "JK2"), move(2, "draw"), move(2, "discard", "KH"), move(3, "draw"),
    move(3, "discard", "8C"), move(1, "draw"), move(1, "discard", "TD"), move(2, "draw"),
    move(2, "discard", "5S"), move(3, "draw"), move(3, "discard", "5C"), move(1, "draw"),
    move(1, "discard", "6C"),
)

LESSON = Lesson(
    id="emperor",
    title=N_("Emperor: your first hand"),
    summary=N_("Wangzi, sou and the shibari; riichi, a ron, and how a virtuous win founds a dynasty."),
    players=4,
    seed=13,
    learner=0,
    steps=STEPS,
    script=SCRIPT,
    panels={"default": (8, 328, 388, 260), "sheet": (658, 626, 582, 166)},
)
