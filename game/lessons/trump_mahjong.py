"""Trump Mahjong's lesson: one hand of riichi mahjong played with cards, from the deal to a riichi,
a ron and its score sheet. The deal is the engine's own (seed 504, four players, the learner in
seat 1, CPU 3 dealing): the learner holds two red runs, a black 10 pair and a joker, makes a third
run of mixed black suits and wins with riichi and pinfu on a two-sided wait: 3 han 30 fu, 3,900."""

from game.lessons.lesson import END, TURN, Lesson, Step, move
from rules.core.text import N_

STEPS = (
    Step(N_("Welcome to Trump Mahjong (トランプマージャン): riichi mahjong played with two packs of "
            "cards. These 13 cards are your hand.\nA win is four sets and a pair (雀頭)."),
         zones=("hand_0",)),
    Step(N_("A card's kind is its colour and rank: ♥♦ are red (紅子), ♠♣ black (黒子). 7♠ and 7♣ are "
            "one kind, black 7: the suit is only for looks.\nThe strip at each card's foot names its kind (r red, "
            "b black). To keep it in your games: Settings, Tile style, Learner (index)."),
         zones=("hand_0",)),
    Step(N_("A to 9 are number cards (数牌). 10, J, Q and K are honours (字牌): they make pungs and "
            "pairs, never runs.\nYour honours: a pair of black 10s, a J♣ and a K♦."),
         cards=("TC", "TS", "JC", "KD")),
    Step(N_("A run (順子) is three numbers in a row of one colour, suits mixed: 4♦5♦6♦ and 6♥7♥8♥ are "
            "runs, and so would be 2♣3♠4♣.\nA pung (刻子) is three of one kind: one more black 10 would make "
            "a pung of your 10♣10♠."),
         cards=("4D", "5D", "6D", "6H", "7H", "8H", "2C", "3S")),
    Step(N_("You were dealt a joker: a flower (花牌). It lies beside you and was replaced from the "
            "wall's tail. With this table's options, each joker adds 1 han (翻) to a win with a yaku (役)."),
         zones=("flowers_0",)),
    Step(N_("CPU 3 deals and discards first. Then each player in turn draws a card and discards one "
            "onto their river.\nPress Next and watch until your turn."),
         zones=("river_2", "stock")),
    Step(N_("You drew 7♠: with 9♣ it waits for a black 8.\nDiscard the lone J♣: drag it onto your "
            "river, or double-click it."),
         expect=move(1, "discard", "JC"), cards=("JC",), zones=("river_0",),
         why=N_("keep K♦ a little longer: a pung of K is a yaku (翻牌), a pung of J is not.")),
    Step(N_("You drew 8♣: 7♠8♣9♣ is a run. Three runs, the pair of 10s and 2♣3♠: one card from a "
            "win, tenpai (聴牌). Only K♦ is left over."),
         cards=("7S", "8C", "9C", "2C", "3S"), at=TURN),
    Step(N_("Declare riichi (立直): press Riichi, then drop K♦ on your river. Riichi is a yaku for a "
            "closed hand; it costs a 1,000 deposit, and your hand is then frozen."),
         expect=move(1, "riichi", "KD"), cards=("KD",), zones=("buttons",),
         why=N_("press Riichi first, then let K♦ go, the one card outside your sets: riichi adds 1 han.")),
    Step(N_("Your waits are in the box: a black A or 4 makes 2♣3♠ a run. Waiting on both ends is a "
            "two-sided wait (両面) and ×4 counts the copies you have not seen.\nIn riichi the table "
            "discards each card you draw unless it wins."),
         zones=("waits",)),
    Step(N_("CPU 2 discarded A♣: A♣2♣3♠ completes your hand. Press Ron (ロン)."),
         expect=move(1, "ron", "AC"), zones=("river_1", "buttons"),
         why=N_("A♣ completes your hand: passing would let the win go by.")),
    Step(N_("Your yaku: Riichi (立直) 1 han and Pinfu (平和) 1 han: four runs, a two-sided wait and a "
            "pair that is no J, Q or K (10s are fine). The joker adds 1 han: 3 han."), at=END),
    Step(N_("Fu (符): 20, +10 for a closed hand winning by ron = 30. Base = 30 × 2^(3+2) = 960; CPU 2 "
            "pays 4 × 960 = 3,840, rounded up to 3,900. With your 1,000 deposit back: +4,900."), at=END),
)

# The CPU seats' moves of this hand, as the normal CPU made them from this deal.
SCRIPT = (
    move(3, "discard", "JH"), move(0, "discard", "QC"), move(2, "discard", "KH"), move(3, "discard", "AD"),
    move(0, "pass"), move(0, "discard", "JD"), move(2, "discard", "9S"), move(3, "discard", "TD"),
    move(0, "discard", "KH"), move(2, "discard", "AH"), move(3, "discard", "TD"), move(0, "discard", "KS"),
    move(3, "pass"), move(2, "pass"), move(2, "discard", "TS"), move(3, "discard", "TC"),
    move(0, "discard", "9H"), move(2, "discard", "QC"), move(3, "discard", "TH"), move(0, "discard", "TH"),
    move(2, "discard", "AC"),
)

LESSON = Lesson(
    id="trump_mahjong",
    title=N_("Trump Mahjong: your first hand"),
    summary=N_("Card kinds, runs, pungs and the pair; riichi, a ron, and the yaku, han and fu of the win."),
    players=4,
    seed=504,
    learner=1,
    steps=STEPS,
    script=SCRIPT,
    panels={"default": (8, 78, 430, 330), "sheet": (658, 590, 582, 200)},
    learner_faces=True,
)
