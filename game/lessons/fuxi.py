"""Fuxi's lesson: one hand from the exchange to going out. The deal is the engine's own (seed 623,
four players): the learner is the lord (地頭), sheds 4s, 9s, then a triplet 333p carrying 99m and
4p, and goes out in the fifth turn with 三色 678 declared as a single 9 and carrying 6p: a special
finish by the lord, 1 x 2 x 4 = 8 points. The CPU seats' moves are chosen to show beating and
passing; the learner holds no kong this hand, so a read step tells what each suit's kong does."""

from game.lessons.lesson import END, TURN, Lesson, Step, move
from rules.core.text import N_

SANSHOKU = ("6m", "7m", "8m", "6p", "6p", "7p", "8p", "6s", "7s", "8s")  # 三色 678 and the carried 6p

STEPS = (
    Step(N_("Welcome to Fuxi (富戯), Daifugo played with mahjong's 108 number tiles. Each turn you must "
            "draw a tile, then play one combination that beats the table, or pass.\nEmpty your hand to win."),
         zones=("hand_0",)),
    Step(N_("You are the lord (地頭): you play first, and a lord's win scores double. Each commoner (民) "
            "has given you a tile of their highest number: 9m, 9m and 9s.\nNow you give each of them one "
            "tile of your choice."),
         zones=("hand_0", "plate_0"), at=TURN),
    Step(N_("Give away tiles that fit nothing you can build. Select 3s, then give it to CPU 1."),
         expect=move(0, "give", "3s", choice="1"), cards=("3s",), zones=("hand_0",),
         why=N_("3s stands alone in your hand; give 3s to CPU 1 first.")),
    Step(N_("Give 4p to CPU 2."),
         expect=move(0, "give", "4p", choice="2"), cards=("4p",), zones=("hand_0",),
         why=N_("4p fits nothing you keep; give 4p to CPU 2.")),
    Step(N_("Give 5p to CPU 3."),
         expect=move(0, "give", "5p", choice="3"), cards=("5p",), zones=("hand_0",),
         why=N_("5p fits nothing you keep; give 5p to CPU 3.")),
    Step(N_("You drew 4s. A play is a single (単騎), a pair (対子) or a triplet (刻子) of one tile. "
            "The table is empty: lead any.\nKeep 678m, 6p 8p and 6s: they are most of 三色, a special."),
         zones=("hand_0",), at=TURN),
    Step(N_("Lead 4s, the tile you need least: select it, then press Play."),
         expect=move(0, "play", "4s", choice="4s"), cards=("4s",),
         why=N_("4s fits nothing: shed it first and keep the rest.")),
    Step(N_("CPU 1 beat your 4s with 6s, CPU 2 passed, CPU 3 played 8p. To beat, play the same type "
            "with a higher number, in any suit. An equal number never beats."),
         zones=("beat", "played_1", "played_2", "played_3"), at=TURN),
    Step(N_("Beat 8p with 9s. After a 9 only the 1 of its suit may go (the wrap): here 1s."),
         expect=move(0, "play", "9s", choice="9s"), cards=("9s",), zones=("beat",),
         why=N_("9s beats 8p and only 1s could beat it back.")),
    Step(N_("All three passed, so the table is cleared (流す) and you, who played last, lead.\nPassing "
            "is always allowed, but you still draw each turn: a pass adds a tile to your hand."),
         zones=("plate_1", "plate_2", "plate_3", "beat"), at=TURN),
    Step(N_("A triplet may carry (帯) one more combination: a single, pair or triplet. Select 333p and "
            "99m, and play them as one: 刻3帯99. Only the triplet's 3 counts."),
         expect=move(0, "play", "9m", "9m", "3p", "3p", "3p", choice="333p+99m"),
         cards=("9m", "3p"), zones=("hand_0",),
         why=N_("a triplet carrying your pair sheds five tiles in one turn.")),
    Step(N_("Nobody held a triplet over 3: you lead again. You drew 4p. Four of a kind is a kong "
            "(槓子), playable on any table; then you draw and play again."),
         zones=("hand_0",), at=TURN),
    Step(N_("A kong of 萬子 sweeps the table; of 索子 it reverses the order (1 strongest, shown at the "
            "top); of 筒子 it stays as a single of its number."),
         zones=("order",)),
    Step(N_("Lead 4p, your last loose tile. Then only 8s is missing for 三色."),
         expect=move(0, "play", "4p", choice="4p"), cards=("4p",),
         why=N_("4p is your last tile outside 三色: shed it now.")),
    Step(N_("You drew 8s: 678 in all three suits is 三色 (三色同順), a special. A special goes on any "
            "table as any normal combination you declare that beats it, and 三色 may carry one."),
         cards=SANSHOKU[:4] + SANSHOKU[5:], at=TURN),
    Step(N_("Select all ten tiles and play 三色 as a single 9 of 萬子, carrying 6p. It beats CPU 1's "
            "8s and empties your hand."),
         expect=move(0, "play", *SANSHOKU, choice="678m678p678s=9m+6p"), cards=SANSHOKU, zones=("beat",),
         why=N_("declare 三色 a single 9 of 萬子 carrying 6p: it beats 8s and you go out.")),
    Step(N_("You went out with a special: ×4; as the lord: ×2. 1 × 4 × 2 = 8 points, and you stay the "
            "lord. 一通 (1 to 9 of a suit) and 一盃口 (two each of three in a row) are specials too."),
         at=END),
    Step(N_("Most hands end otherwise: when a player must draw and the wall is empty, it is a draw "
            "(流局). Nobody scores and the lord is unseated (降ろされる). The game ends when all were "
            "unseated twice."), at=END),
)

# The CPU seats' moves: each commoner's highest tile to the lord, then plays and passes chosen to
# show beating, the cleared table, and a single for the 三色 to beat.
SCRIPT = (
    move(1, "give", "9m"), move(2, "give", "9m"), move(3, "give", "9s"),
    move(1, "play", "6s", choice="6s"), move(2, "pass"), move(3, "play", "8p", choice="8p"),
    move(1, "pass"), move(2, "pass"), move(3, "pass"),
    move(1, "pass"), move(2, "pass"), move(3, "pass"),
    move(1, "play", "8s", choice="8s"), move(2, "pass"), move(3, "pass"),
)

LESSON = Lesson(
    id="fuxi",
    title=N_("Fuxi: your first hand"),
    summary=N_("The lord and the exchange, beating and passing, carries, kongs, and going out with 三色."),
    players=4,
    seed=623,
    learner=0,
    steps=STEPS,
    script=SCRIPT,
    panels={"default": (8, 232, 328, 384), "sheet": (658, 626, 582, 166)},
)
