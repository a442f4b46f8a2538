"""Fuxi's lesson: one hand from the exchange to going out. The deal is the engine's own (seed 1205,
four players): the learner is the lord (地頭) and the three commoners' highest tiles are all 9m, a
kong with the learner's own. The learner sheds singles, beats and is beaten (a wrap among them),
passes, beats a pair, plays a 筒子 kong and a 萬子 kong, and goes out in the eighth turn with
444m carrying 666s carrying 11s: a triplet finish by the lord, 1 x 2 x 2 = 4 points. The CPU
seats' moves are chosen to show each rule; the deal holds no 一通, 三色 or 一盃口, which the sheet
step names instead."""

from game.lessons.lesson import END, TURN, Lesson, Step, move
from rules.core.text import N_

LEARNER = 3  # the lord of this deal
FINAL = ("4m", "4m", "4m", "1s", "1s", "6s", "6s", "6s")  # 444m carrying 666s carrying 11s

# A bamboo tile is lit by its zone (hand_0), not its code: the order row at the top shows all nine.
STEPS = (
    Step(N_("Welcome to Fuxi (富戯), Daifugo played with mahjong's 108 number tiles: 1m-9m (萬子), 1p-9p "
            "(筒子, dots) and 1s-9s (索子, bamboo; 1s is the bird). Each turn you must draw a tile, then play "
            "one combination that beats the table, or pass.\nEmpty your hand to win."),
         zones=("hand_0",)),
    Step(N_("You are the lord (地頭): you play first, and a lord's win scores double. Each commoner (民) "
            "gave you a tile of their highest number: all three gave 9m. With yours, four 9m: a kong (槓子)."),
         cards=("9m",), zones=("plate_0",), at=TURN),
    Step(N_("Now you give each commoner one tile of your choice: give away lone tiles. Select 1m, then "
            "give it to CPU 1."),
         expect=move(LEARNER, "give", "1m", choice="0"), cards=("1m",),
         why=N_("1m stands alone in your hand; give 1m to CPU 1 first.")),
    Step(N_("Give 3m to CPU 2."),
         expect=move(LEARNER, "give", "3m", choice="1"), cards=("3m",),
         why=N_("3m fits nothing you keep; give 3m to CPU 2.")),
    Step(N_("Give 4p to CPU 3."),
         expect=move(LEARNER, "give", "4p", choice="2"), cards=("4p",),
         why=N_("4p fits nothing you keep; give 4p to CPU 3.")),
    Step(N_("You drew 6s. A play is a single (単騎), a pair (対子) or a triplet (刻子) of one tile. "
            "The table is empty, so you may lead any. Each next play must be the same type with a higher "
            "number, in any suit."),
         zones=("hand_0",), at=TURN),
    Step(N_("Lead your lowest lone tile, 4s: select it, then press Play."),
         expect=move(LEARNER, "play", "4s", choice="4s"), zones=("hand_0",),
         why=N_("4s fits nothing: shed it first and keep your kong.")),
    Step(N_("CPU 1 beat your 4s with 5p, CPU 2 with 8s; CPU 3 passed. Beat 8s with 9p."),
         expect=move(LEARNER, "play", "9p", choice="9p"), cards=("9p",), zones=("beat",),
         why=N_("9p is higher than 8s: any suit will do.")),
    Step(N_("CPU 3 beat your 9p with 1p: after a 9, the 1 of the same suit may go (the wrap). A 1 then "
            "falls to anything higher: play 8m."),
         expect=move(LEARNER, "play", "8m", choice="8m"), cards=("8m",), zones=("beat",),
         why=N_("8m beats 1p and is a lone tile: shed it.")),
    Step(N_("All three passed after your 8m, so the table is cleared (流す) and you lead again. Your "
            "last draw made four 8p: a second kong."),
         cards=("8p",), zones=("plate_1", "plate_2", "plate_3"), at=TURN),
    Step(N_("You drew 6p. Of your lone tiles, 6p and 7p, lead the lower: 6p."),
         expect=move(LEARNER, "play", "6p", choice="6p"), cards=("6p",),
         why=N_("lead the lower lone tile, 6p, and keep 7p.")),
    Step(N_("CPU 1 beat it with 7p. Your singles that beat 7p, 8p and 9m, would break a kong. Press Pass: "
            "passing is always allowed, but you draw each turn, so your hand grows."),
         expect=move(LEARNER, "pass"), zones=("beat", "buttons"),
         why=N_("keep both kongs whole: pass this time.")),
    Step(N_("All passed after 7p, so CPU 1 led again: pairs, and CPU 3 beat 3p3p with 5p5p. You drew 7p: "
            "beat them with your pair 7p7p."),
         expect=move(LEARNER, "play", "7p", "7p", choice="77p"), cards=("7p",), zones=("beat",),
         why=N_("7p7p is a higher pair than 5p5p: a pair goes only on a pair.")),
    Step(N_("CPU 3 played 8s8s. Only 9m9m beats it, from your kong. But a kong itself goes on any table, "
            "and then you draw and play again. What it does depends on its suit."),
         zones=("beat",), at=TURN),
    Step(N_("A 筒子 kong stays as a single of its number. Play 8p8p8p8p: the table becomes a single 8p, "
            "and you draw again."),
         expect=move(LEARNER, "play", "8p", "8p", "8p", "8p", choice="8888p"), cards=("8p",),
         why=N_("play the 筒子 kong first; the 萬子 kong will then sweep its single away.")),
    Step(N_("A 萬子 kong sweeps the table. (A 索子 kong would reverse the order: 1 strongest, as the row "
            "at the top would show.) Play 9m9m9m9m."),
         expect=move(LEARNER, "play", "9m", "9m", "9m", "9m", choice="9999m"), cards=("9m",),
         zones=("order",),
         why=N_("the 萬子 kong sweeps the table, and you lead after your draw.")),
    Step(N_("The table is empty and you drew 1s, then 7m. Lead 7m: a high single is hard to beat, so you "
            "may well lead again next turn."),
         expect=move(LEARNER, "play", "7m", choice="7m"), cards=("7m",),
         why=N_("7m is harder to beat than 1s: if all pass, you lead next turn.")),
    Step(N_("All passed and you drew 1s: you lead. A triplet may carry (帯) one combination, and a carried triplet may "
            "carry again. Select all eight tiles, then choose the way that starts with 刻四萬 (triplet 4): 444m "
            "carrying 666s carrying 11s."),
         expect=move(LEARNER, "play", *FINAL, choice="444m+666s+11s"), zones=("hand_0",),
         why=N_("choose the way that starts with 刻四萬 (triplet 4): 444m carrying 666s carrying 11s uses every "
                "tile (so would the other order).")),
    Step(N_("You went out with a triplet: ×2; as the lord: ×2. 1 × 2 × 2 = 4 points, and you stay the "
            "lord. Specials (一通, 三色, 一盃口) go on any table as any combination you declare: ×4."),
         at=END),
    Step(N_("Most hands end otherwise: when a player must draw and the wall is empty, the sheet reads "
            "Exhaustive draw (流局). Nobody scores and the lord is unseated (降ろされる). The game ends "
            "when all were unseated twice."), at=END),
)

# The CPU seats' moves (seats 0-2 are CPU 1-3, in turn order after the lord): each gives its 9m,
# then plays and passes chosen to show beating, the wrap, a cleared table and a pair to beat.
SCRIPT = (
    move(0, "give", "9m"), move(1, "give", "9m"), move(2, "give", "9m"),
    move(0, "play", "5p", choice="5p"), move(1, "play", "8s", choice="8s"), move(2, "pass"),
    move(0, "pass"), move(1, "pass"), move(2, "play", "1p", choice="1p"),
    move(0, "pass"), move(1, "pass"), move(2, "pass"),
    move(0, "play", "7p", choice="7p"), move(1, "pass"), move(2, "pass"),
    move(0, "play", "3p", "3p", choice="33p"), move(1, "pass"), move(2, "play", "5p", "5p", choice="55p"),
    move(0, "pass"), move(1, "pass"), move(2, "play", "8s", "8s", choice="88s"),
    move(0, "pass"), move(1, "pass"), move(2, "pass"),
)

LESSON = Lesson(
    id="fuxi",
    title=N_("Fuxi: your first hand"),
    summary=N_("The exchange, beating and the wrap, passing, kongs by suit, carries and going out."),
    players=4,
    seed=1205,
    learner=LEARNER,
    steps=STEPS,
    script=SCRIPT,
    panels={"default": (8, 192, 388, 376), "sheet": (658, 626, 582, 166)},
)
