"""Piquet's lesson: one whole deal, from the draw for the deal to the score sheet. The deal is the
engine's own (seed 708, the modern rules): the learner is elder, exchanges five cards for a fourth
ace, a quart and a tierce, hears the point answered equal then good (50 pips against 46), scores
26 in declarations while CPU 1 scores nothing, and leads four diamonds to 30: a pique. The rest of
the tricks show following suit, the points for leading and for winning the other's lead, the
last trick and the cards."""

from game.lessons.lesson import END, TURN, Lesson, Step, move
from rules.core.text import N_

STEPS = (
    Step(N_("Welcome to Piquet: two players, 32 cards (A K Q J 10 9 8 7), no trumps. One deal has three "
            "parts: the exchange, the declarations and 12 tricks.\nFirst each draws a card: the lower card "
            "deals. Press Next.")),
    Step(N_("CPU 1 drew 7♠ and you 10♣: the lower card deals, so you are elder (1番手), who exchanges, "
            "declares and leads first.\nThe 8 cards face down are the talon (山札, タロン)."),
         zones=("hand_0", "talon"), at=TURN),
    Step(N_("Elder discards 1 to 5 cards and takes as many from the top of the talon. Keep your three aces "
            "and your four diamonds; change the five low cards of your short suits: click 9♠ 8♥ 7♥ 10♣ 8♣, "
            "then press the button."),
         expect=move(1, "exchange", "9S", "8H", "7H", "TC", "8C"), cards=("9S", "8H", "7H", "TC", "8C"),
         zones=("talon", "buttons"),
         why=N_("change all five low cards of your short suits, 9♠ 8♥ 7♥ 10♣ 8♣, and keep the aces and the "
                "diamonds.")),
    Step(N_("The talon gave you J♦, A♣, J♥ 10♥ 9♥: a fourth ace, A K Q J♦ in a row, and J 10 9♥. "
            "CPU 1, younger (2番手), then changed 3 cards."),
         cards=("JD", "AC", "JH", "TH", "9H"), at=TURN),
    Step(N_("Declarations: elder declares point, sequence, sets; younger answers good (いい), "
            "not good (だめ) or equal (あいこ).\nPoint (点, ポアン): your longest suit. Declare diamonds: five cards."),
         expect=move(1, "declare_point", choice="D"), cards=("AD", "KD", "QD", "JD", "9D"), zones=("buttons",),
         why=N_("diamonds are your longest suit, and only the longest can win the point.")),
    Step(N_("CPU 1 said equal: five cards too. Then the pips decide (A 11, K Q J 10 are 10, the rest as "
            "numbered): your 50 beat its, so it said good, and you score 5.\nWith more it would say not good "
            "(だめ, mieux) and score its own point."),
         zones=("info",), at=TURN),
    Step(N_("Sequence (続き, セカンス): 3 or more in a row of one suit. Declare your best, the quart to the "
            "ace, A K Q J♦: 4 points (a tierce is 3, a quint 15)."),
         expect=move(1, "declare_sequence", "AD", "JD", "KD", "QD"), cards=("AD", "KD", "QD", "JD"),
         zones=("buttons",),
         why=N_("declare your strongest sequence: if it wins, your weaker one scores too.")),
    Step(N_("Good: +4. The winner of the class may also score sequences no stronger than the one that won: "
            "add J 10 9♥, a tierce, for 3."),
         expect=move(1, "score_extras", "9H", "JH", "TH", choice="sequence"), cards=("JH", "TH", "9H"),
         zones=("buttons",),
         why=N_("the tierce is weaker than the quart that won, so it scores 3 more.")),
    Step(N_("Sets (組): three or four aces, kings, queens, jacks or tens. Three are a trio (トロワ), 3 "
            "points; four a quatorze (カトルズ), 14. Declare your four aces."),
         expect=move(1, "declare_sets", "AC", "AD", "AH", "AS"), cards=("AS", "AH", "AD", "AC"),
         zones=("buttons",),
         why=N_("four aces are a quatorze, 14 points: no set beats it.")),
    Step(N_("Good again: 5 + 4 + 3 + 14 = 26, and CPU 1 has 0. Reach 30 before it scores a single point "
            "and you win a pique (ピック): +30.\n30 from declarations alone would be a repique (ルピック), +60."),
         zones=("info", "plate_0"), at=TURN),
    Step(N_("Each card you lead scores 1. Lead A♦: 27. CPU 1 must follow suit if it can, and the higher "
            "card of the suit led wins: there are no trumps."),
         expect=move(1, "play", "AD"), cards=("AD",), zones=("trick",),
         why=N_("A♦ wins for sure: only sure winners keep CPU 1 at 0.")),
    Step(N_("CPU 1 followed with 8♦. Lead K♦: 28. If CPU 1 wins a trick, it scores 1 and the pique is "
            "gone: lead only cards that must win."),
         expect=move(1, "play", "KD"), cards=("KD",), zones=("trick",),
         why=N_("K♦ is the highest diamond left: it must win.")),
    Step(N_("CPU 1 followed with 10♦. Lead Q♦: 29."),
         expect=move(1, "play", "QD"), cards=("QD",), zones=("trick",),
         why=N_("Q♦ is the highest diamond left: it must win.")),
    Step(N_("CPU 1 threw 7♣ on your Q♦: with no diamond it may play any card, and a card of another suit "
            "never wins. Lead J♦ for 30."),
         expect=move(1, "play", "JD"), cards=("JD",), zones=("trick",),
         why=N_("J♦ is the highest diamond left: the lead makes 30 with CPU 1 still at 0.")),
    Step(N_("Pique! 30 while CPU 1 still has 0: +30, so you have 60. Now make tricks: each lead still "
            "scores 1."),
         zones=("info", "plate_0"), at=TURN),
    Step(N_("Lead A♥: CPU 1 must follow with a heart."),
         expect=move(1, "play", "AH"), cards=("AH",), zones=("trick",),
         why=N_("A♥ wins, and draws a high heart from CPU 1.")),
    Step(N_("CPU 1 played Q♥ under your A♥, so K♥ is still out. Lead J♥: it loses to K♥, but then 10♥ and "
            "9♥ are the best hearts left."),
         expect=move(1, "play", "JH"), cards=("JH",), zones=("trick",),
         why=N_("give up the one heart trick now: then 10♥ and 9♥ win later.")),
    Step(N_("CPU 1 won your lead (+1) and leads 10♠ (+1). You hold spades, so you must follow suit: the "
            "rest is dimmed. Q♠ wins it, and A♠ stays for K♠."),
         expect=move(1, "play", "QS"), cards=("QS",), zones=("trick",),
         why=N_("Q♠ is enough to win: keep A♠ to beat K♠.")),
    Step(N_("Winning CPU 1's lead scored you 1. Lead A♠."),
         expect=move(1, "play", "AS"), cards=("AS",), zones=("trick",),
         why=N_("A♠ is the highest spade: it wins.")),
    Step(N_("Lead A♣."),
         expect=move(1, "play", "AC"), cards=("AC",), zones=("trick",),
         why=N_("A♣ is the highest club: it wins.")),
    Step(N_("CPU 1 has no diamonds or hearts left: your last three cards all win. Lead 9♦."),
         expect=move(1, "play", "9D"), cards=("9D",), zones=("trick",),
         why=N_("all three of your cards win: the lesson plays 9♦ first.")),
    Step(N_("Lead 10♥. Your last card, 9♥, then wins the 12th trick: 1 more for the last trick."),
         expect=move(1, "play", "TH"), cards=("TH",), zones=("trick",),
         why=N_("all your cards win: the lesson plays 10♥ now and 9♥ last.")),
    Step(N_("The sheet: declarations 5 + 4 + 3 + 14 = 26; in play 11 leads and 1 win of CPU 1's lead, 12, "
            "and the last trick, 1; the pique, 30, came with your 4th lead."), at=END),
    Step(N_("You won more tricks (11 to 1): the cards (les cartes), +10. 79 to 2. The deal alternates "
            "hand by hand until one player reaches 100 (Cent)."), at=END),
)

# CPU 1's moves of this deal: the draw, its exchange, its answers and its cards.
SCRIPT = (
    move(0, "draw"),
    move(0, "exchange", "8S", "7S", "7D"),
    move(0, "answer", choice="equal"), move(0, "answer", choice="good"),  # point: five cards, then 46 < 50 pips
    move(0, "answer", choice="good"),  # sequence: its tierce to the king is weaker than the quart
    move(0, "answer", choice="good"),  # sets: its three kings lose to four aces
    move(0, "play", "8D"), move(0, "play", "TD"), move(0, "play", "7C"), move(0, "play", "9C"),
    move(0, "play", "QH"), move(0, "play", "KH"), move(0, "play", "TS"), move(0, "play", "JS"),
    move(0, "play", "JC"), move(0, "play", "KS"), move(0, "play", "QC"), move(0, "play", "KC"),
)

LESSON = Lesson(
    id="piquet",
    title=N_("Piquet: your first deal"),
    summary=N_("The exchange, point, sequence and sets answered good or equal, trick points, and a pique."),
    players=2,
    seed=708,
    learner=1,
    steps=STEPS,
    script=SCRIPT,
    panels={"default": (16, 222, 384, 296), "sheet": (658, 626, 582, 166)},
)
