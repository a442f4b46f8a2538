"""99's lesson: one deal, from the bid by discards to the ninth trick and the score. The deal is the
engine's own (seed 48): the learner sits at the dealer's left with diamonds trumps, bids 3 with
K♣ J♦ 10♦, follows suit, trumps a heart lead and makes the bid exactly; CPU 1 declares a bid of 1
and misses it, so the learner also scores its premium."""

from game.lessons.lesson import END, TURN, Lesson, Step, move
from rules.core.text import N_

STEPS = (
    Step(N_("Welcome to 99 (Ninety-Nine): three players, 36 cards, 9 tricks. You hold 12 cards: you lay "
            "3 aside as your bid and play the other 9.\nThis deal diamonds (♦) are trumps, as the box at "
            "the top says."),
         zones=("hand_0", "info")),
    Step(N_("Your bid is how many tricks you must win, neither more nor less. It is written with the suits "
            "of the three cards you lay aside: ♣ = 3, ♥ = 2, ♠ = 1, ♦ = 0. Their ranks do not count."),
         zones=("hand_0",)),
    Step(N_("Plan three tricks: A♣ and A♠ head their suits, and K♦ is the second trump. Bid 3: lay aside "
            "K♣ (3) with J♦ and 10♦ (0 each). Click the three cards to lift them, then press the bid "
            "button."),
         expect=move(0, "bid", "JD", "KC", "TD"), cards=("KC", "JD", "TD"), zones=("bid_0",),
         why=N_("the plan is three tricks, A♣ A♠ K♦: lay aside K♣ J♦ 10♦, which could only win a trick "
                "too many.")),
    Step(N_("Before play one player may show their bid for a premium: declare it (+30), or reveal bid and "
            "hand (+60). A revealer who fails gives the premium to each other player.\nPress Keep the bid secret."),
         expect=move(0, "premium", choice="none"), zones=("buttons",),
         why=N_("a premium is a risk: miss your bid and each other player scores it. Keep it secret this time.")),
    Step(N_("CPU 1 declared: 6♠ 7♦ A♦ = 1 + 0 + 0, a bid of 1. If they win exactly one trick they score "
            "30 more; if not, you and CPU 2 score 30 each.\nAnd A♦ is out of play: your K♦ is now the "
            "highest trump."),
         zones=("bid_1",), at=TURN),
    Step(N_("The player at the dealer's left leads first: you. You need exactly 3 tricks, so your other "
            "cards should lose. Lead 9♠: higher spades are still out."),
         expect=move(0, "play", "9S"), cards=("9S",),
         why=N_("lead a card that should lose; keep A♠, A♣ and K♦ for your three tricks.")),
    Step(N_("CPU 2 won with Q♠ and leads Q♣. You hold clubs, so you must follow suit: the cards you may "
            "not play are dimmed. Play 10♣: it loses to Q♣ now, and cannot win a trick by surprise later."),
         expect=move(0, "play", "TC"), cards=("TC",), zones=("trick",),
         why=N_("10♣ loses under Q♣ now; kept, it might win a trick you do not want.")),
    Step(N_("CPU 2 leads 7♣. Take it with A♣: your first trick."),
         expect=move(0, "play", "AC"), cards=("AC",), zones=("trick",),
         why=N_("A♣ is one of your three winners, and here it wins for sure.")),
    Step(N_("The winner of a trick leads the next. Lead Q♥: A♥ and K♥ are still out, so it should lose."),
         expect=move(0, "play", "QH"), cards=("QH",),
         why=N_("keep A♠ and K♦ for your tricks; Q♥ should lose to a higher heart.")),
    Step(N_("Your 7♥ had to follow hearts, so the table played it. Now trumps are led: follow with 6♦, "
            "which loses, and keep K♦, the highest trump left, for a trick of your choosing."),
         expect=move(0, "play", "6D"), cards=("6D",), zones=("trick",),
         why=N_("6♦ loses this trick; keep K♦ to win the trick you choose.")),
    Step(N_("CPU 1 leads 8♥ and you have no hearts: you may play any card. A trump beats every card of "
            "another suit: win with K♦, your second trick."),
         expect=move(0, "play", "KD"), cards=("KD",), zones=("trick",),
         why=N_("with no heart to follow, a trump wins: K♦ takes your second trick.")),
    Step(N_("Lead A♠, the highest spade left, for your third trick. Your last card, 6♣, will then lose."),
         expect=move(0, "play", "AS"), cards=("AS",),
         why=N_("A♠ is your third winner: lead it now.")),
    Step(N_("You won exactly 3 tricks, as you bid: 1 point a trick, and as the only player to make the bid, "
            "a bonus of 30."), at=END),
    Step(N_("CPU 1 declared 1 but took 2 tricks, so you and CPU 2 score its premium, 30 each: 3 + 30 + 30 = "
            "63 for you. One player made the bid, so the next deal's trumps are spades (♠ = 1)."), at=END),
)

# The CPU seats' moves of this deal, as the normal CPU made them.
SCRIPT = (
    move(1, "bid", "6S", "7D", "AD"), move(2, "bid", "JS", "KS", "QD"),
    move(1, "premium", choice="declare"), move(2, "premium", choice="none"),
    move(1, "play", "8S"), move(2, "play", "QS"), move(2, "play", "QC"), move(1, "play", "JC"),
    move(2, "play", "7C"), move(1, "play", "8C"), move(1, "play", "JH"), move(2, "play", "AH"),
    move(2, "play", "6H"), move(1, "play", "KH"), move(1, "play", "9D"), move(2, "play", "8D"),
    move(1, "play", "8H"), move(2, "play", "7S"), move(1, "play", "TH"), move(2, "play", "TS"),
    move(1, "play", "9H"), move(2, "play", "9C"),
)

LESSON = Lesson(
    id="ninety_nine",
    title=N_("99: your first deal"),
    summary=N_("Bidding by discards, following suit, trumps, and a bid made exactly."),
    players=3,
    seed=48,
    learner=0,
    steps=STEPS,
    script=SCRIPT,
    panels={"default": (828, 228, 392, 262), "sheet": (658, 626, 582, 166)},
)
