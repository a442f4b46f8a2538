"""Qing-Hun-Peng's lesson: one hand of Shanghai mahjong with flowers, from the deal to a win on a
discard and its sheet. The deal is the engine's own (seed 132, four players): the learner (seat 2)
is dealt the Chrysanthemum flower, tries a chi that a pon overrides, pons 4 Dots and North, and
wins on CPU 3's South with Mixed one suit (混一色): flower 1 + two wind pungs 2 = 3 hua, 20 + 3 × 10
= 50, which the discarder pays alone. Seats as the learner sees them: CPU 3 (seat 3) on the
right deals, CPU 1 (seat 0) sits opposite, CPU 2 (seat 1) on the left."""

from game.lessons.lesson import END, Lesson, Step, move
from rules.core.text import N_

LEARNER = 2

STEPS = (
    Step(N_("Welcome to Qing-Hun-Peng (清混碰), Shanghai mahjong with flowers. Your 13 tiles are below. A win "
            "is 14 tiles: four sets and a pair. A set is a chow (順子), a run like 3-4-5 of one suit, or a pung "
            "(刻子), three alike."),
         zones=("hand_0",)),
    Step(N_("The name lists the hands that may win: 清 Pure one suit (清一色), every tile of one suit; 混 Mixed "
            "one suit (混一色), one suit and honours (winds, dragons); 碰 All pungs (碰碰胡). Hands of honours "
            "alone win too; any other hand cannot."),
         zones=("hand_0",)),
    Step(N_("You were dealt a flower (花牌), the Chrysanthemum. Flowers are no part of the hand: the table "
            "lays each out beside you at once and draws you another tile in its place (here West). Each flower "
            "is worth 1 hua (花) when you win."),
         zones=("flowers_0",)),
    Step(N_("Your plan: dots and winds, for Mixed one suit. Keep 3 4 7 8 Dots, South, North (a pair each) "
            "and West. 3 Characters and the bamboo will go."),
         cards=("3p", "4p", "7p", "8p", "S", "N", "W")),
    Step(N_("CPU 3, on your right, is the dealer (親) and discards first. Then each player in turn draws "
            "(the table does it for you) and discards: CPU 1, CPU 2, then you.\nPress Next and watch."),
         zones=("river_1", "plate_1")),
    Step(N_("CPU 2, on your left, discarded 9 Dots: a chow with your 7 8 Dots. Only the next player may "
            "chi (吃) a discard, and you are next. Press Chi."),
         expect=move(LEARNER, "chi", "7p", "8p"), cards=("7p", "8p"), zones=("river_3", "buttons"),
         why=N_("7 8 9 Dots is a chow of your suit: call it with Chi.")),
    Step(N_("CPU 3 called Pon (碰) on the same 9 Dots: a pon goes before a chi, so yours gave way.\nYou "
            "drew 6 Dots: 6 7 8 Dots is a chow. Discard 8 Bamboo: drag it to your river, or double-click it."),
         expect=move(LEARNER, "discard", "8s"), cards=("8s",), zones=("melds_1",),
         why=N_("let 8 Bamboo go: bamboo has no place in a hand of dots and winds.")),
    Step(N_("CPU 2 called Pon on your 8 Bamboo: anyone may pon any discard. You drew 4 Dots, a pair with "
            "yours. Let 2 Bamboo go."),
         expect=move(LEARNER, "discard", "2s"), cards=("2s",), zones=("melds_3",),
         why=N_("let 2 Bamboo go: it is off your suit; keep the dots and the winds.")),
    Step(N_("CPU 2 discarded 4 Dots and you hold two: press Pon for a pung. A called set lies open on the "
            "table; the hand still wins if it is one of the named kinds."),
         expect=move(LEARNER, "pon", "4p"), cards=("4p",), zones=("river_3", "buttons"),
         why=N_("a pung of 4 Dots fits Mixed one suit: call it with Pon.")),
    Step(N_("After a call you discard without drawing. Let 3 Characters go."),
         expect=move(LEARNER, "discard", "3m"), cards=("3m",),
         why=N_("let 3 Characters go: it is off your suit.")),
    Step(N_("You drew West, a pair. Discard 4 Bamboo, the last tile outside dots and winds."),
         expect=move(LEARNER, "discard", "4s"), cards=("4s",),
         why=N_("let 4 Bamboo go: kept, it would spoil Mixed one suit.")),
    Step(N_("CPU 3 discarded North: pon it. A pung of winds is worth 1 hua, of dragons 2, of number tiles 0."),
         expect=move(LEARNER, "pon", "N"), cards=("N",), zones=("river_1", "buttons"),
         why=N_("a pung of North is a set and 1 hua: call it with Pon.")),
    Step(N_("Discard 3 Dots. Your hand is then ready (聴牌), one tile from a win: 6 7 8 Dots, and South South "
            "West West waiting for a third South or West."),
         expect=move(LEARNER, "discard", "3p"), cards=("3p",),
         why=N_("let 3 Dots go: it is a stray, and without it South or West wins.")),
    Step(N_("The box on the right shows your waits. A win on a discard (点胡) needs at least 2 hua. Count: "
            "Chrysanthemum 1, North pung 1, and the pung the win makes, South or West, 1: 3 hua. Enough. A "
            "self-draw (自摸) needs no minimum."),
         zones=("waits", "flowers_0", "melds_0")),
    Step(N_("CPU 3 discarded South, your winning tile. Press Win (胡)."),
         expect=move(LEARNER, "ron", "S"), zones=("river_1", "buttons"),
         why=N_("South completes your hand with 3 hua: press Win.")),
    Step(N_("On the left of the sheet: your hand, Mixed one suit (混一色), set by set, and its hua item by "
            "item: the Chrysanthemum flower 1, pung of 4 Dots 0, pung of South 1, pung of North 1: 3 hua."),
         at=END),
    Step(N_("On the right: its value, the base (底) 20 + 3 hua × 10 = 50. CPU 3 discarded your winning tile "
            "and alone pays 50. On a self-draw (自摸) each of the three would pay 50. The winner deals next."),
         at=END),
    Step(N_("Hua stop at 8: the cap, one lazi (喇子), is 20 + 8 × 10 = 100, as the sheet shows at the top right. "
            "Pure one suit and Mixed one suit, all pungs (混碰) are worth 1 lazi whatever their hua; Pure one "
            "suit, all pungs (清碰) 2."), at=END),
)

# The CPU seats' moves of this hand, as the normal CPU made them from this deal.
SCRIPT = (
    move(3, "discard", "2p"), move(0, "discard", "7m"), move(1, "discard", "9p"),
    move(3, "pon", "9p"), move(3, "discard", "Gn"), move(0, "discard", "1p"), move(1, "discard", "8p"),
    move(1, "pon", "8s"), move(1, "discard", "3m"),
    move(3, "discard", "3m"), move(0, "pass"), move(0, "discard", "5s"), move(1, "discard", "4p"),
    move(3, "pass"), move(3, "discard", "2s"), move(0, "discard", "1s"), move(1, "discard", "3p"),
    move(3, "discard", "N"),
    move(3, "discard", "S"),
)

LESSON = Lesson(
    id="qinghunpeng",
    title=N_("Qing-Hun-Peng: your first hand"),
    summary=N_("Flowers, the three hands of the name, calls, hua and the 2-hua minimum of a discard win."),
    players=4,
    seed=132,
    learner=LEARNER,
    steps=STEPS,
    script=SCRIPT,
    panels={"default": (8, 80, 388, 270), "sheet": (658, 580, 582, 212)},
)
