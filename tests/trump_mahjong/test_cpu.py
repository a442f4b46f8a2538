"""Trump Mahjong's CPU players on stacked walls: the normal CPU's discards, calls, riichi, dama,
folding and wins in positions worked out by hand; every level plays legal moves only, repeats
from its seed and reads nothing but its seat's view."""

from __future__ import annotations

import copy
import json

from rules.core.command import Command
from rules.core.session import Session
from rules.mahjong.shanten import shanten
from rules.trump_mahjong.cpu_eval import Table, triplets_shanten
from rules.trump_mahjong.state import KINDS
from rules.trump_mahjong.variant import VARIANT
from tests.trump_mahjong.rig import do, rigged

# Opponents' hands that share no copy with the seat-0 / seat-1 hands below.
S2 = "TD JD KD TC JC AD 9D AC 9C 6H 2D 6D QC"
S3 = "3D 4D 8H 8S 2S 2C 6S 6C KC QC 7H 5C 4C"


def counts_of(cards: str) -> list[int]:
    c = [0] * 35
    for card in cards.split():
        c[KINDS[card]] += 1
    return c


def decide(view: dict, legal: list[Command], level: str = "normal") -> tuple[Command, str]:
    return VARIANT.cpu(level, 1).decide(view, legal)  # type: ignore[attr-defined]


def test_normal_is_a_level_after_easy():
    assert VARIANT.cpu_levels == ("random", "easy", "normal", "strong")


# r234 b345 b99 and the partials r67 b78 (1 from tenpai); JH and KS both lie alone. A lone K
# may pair into a pon (翻牌, §10 #5), a lone J never scores: the J goes.
LONE = "2H 3D 4H 6H 7H 3S 4C 5S 7S 8S 9S 9C JH KS"


def test_it_discards_the_lone_honour_of_no_value():
    s = rigged({0: LONE, 1: "AH 2H 3H 5H 5D 7D 8D AS 2C 3C JS QH QD", 2: S2}, drawn="KS")
    command, reason = decide(s.view(0), s.legal(0))
    assert command == Command(0, "discard", ("JH",)) and reason


# Seat 1: r123 b789 r55, singles AS 7H JS QH 4C: 2 sets + a pair = shanten 8-4-1 = 3.
NO_YAKU = "AH 2H 3D 7S 8S 9S 5H 5D AS 7H JS QH 4C"


def test_it_declines_a_pon_that_leaves_no_yaku():
    s = rigged({0: LONE.replace("JH", "5H"), 1: NO_YAKU, 2: S2}, drawn="KS")
    do(s, 0, "discard", "5H")
    legal = s.legal(1)
    assert Command(1, "pon", ("5H",)) in legal
    # the pon would bring the plain shape nearer (r555 called, a single out: 8-6 = 2 < 3) ...
    assert shanten(counts_of(NO_YAKU), 0) == 3
    assert shanten(counts_of("AH 2H 3D 7S 8S 9S 7H QH 4C JS"), 1) == 2
    # ... but with A-3, 7-9, J and Q about, mixed colours and chows, no yaku is near when open
    assert decide(s.view(1), legal)[0] == Command(1, "pass")


def test_it_pons_kings_into_the_same_shape_the_pon_is_a_yaku():
    hand = NO_YAKU.replace("5H 5D", "KH KD")  # the same shape with a pair of red kings
    s = rigged({0: LONE.replace("JH", "KH"), 1: hand, 2: S2}, drawn="KS")
    do(s, 0, "discard", "KH")
    legal = s.legal(1)
    assert decide(s.view(1), legal)[0] == Command(1, "pon", ("KH",))


# Seat 0, 3 from tenpai: r234 b678, b35, singles 5H 9S JH QS TC 9D. Seat 1 has declared riichi
# and discarded 4H (r4): 4D is 現物, safe; every other card could deal in.
FAR = "2H 3H 4D 6S 7S 8C 5H 9S JH QS TC 3C 5C 9D"


def _riichi_view(s: Session) -> dict:
    view = s.view(0)
    opp = view["seats"][1]
    opp["river"], opp["riichi_at"], opp["riichi"] = ["KD", "2C", "4H"], 2, True
    return view


def test_far_from_tenpai_it_folds_a_genbutsu_against_a_riichi():
    s = rigged({0: FAR, 1: "AH 2H 3D 7D 8D AS 7H JS QH 4C 6D 2D 9H", 2: S2}, drawn="9D")
    assert shanten(counts_of(FAR), 0) == 3
    calm = decide(s.view(0), s.legal(0))[0]
    assert calm.cards[0] != "4D"  # unthreatened it keeps its r234
    command, reason = decide(_riichi_view(s), s.legal(0))
    assert command == Command(0, "discard", ("4D",)) and "safe" in reason


def test_danger_reads_genbutsu_suji_and_shown_honours():
    s = rigged({0: FAR, 1: "AH 2H 3D 7D 8D AS 7H JS QH 4C 6D 2D 9H", 2: S2}, drawn="9D")
    t = Table(_riichi_view(s))
    r4, b5, b8, b9, r5 = KINDS["4D"], KINDS["5C"], KINDS["8C"], KINDS["9S"], KINDS["5H"]
    assert t.danger(r4) == 0  # its own discard
    assert t.danger(b5) < t.danger(r5)  # b2 discarded: b5 is half-suji (2-5-8); r5 has none
    assert t.danger(KINDS["JH"]) < t.danger(b8) < t.danger(b9) + 1  # a lone honour is a tanki only
    assert t.threats == {1: 1.0}


def test_it_takes_a_ron():
    # seat 1: r234 r678 b345 r55 and b67 (tanyao, closed) waits on b5 / b8; seat 0 throws 8S
    hand = "2H 3H 4H 6D 7D 8D 3S 4S 5S 6C 7C 5H 5D"
    s = rigged({0: LONE, 1: hand, 2: S2}, drawn="KS")
    do(s, 0, "discard", "8S")
    legal = s.legal(1)
    assert Command(1, "ron", ("8S",)) in legal
    for level in VARIANT.cpu_levels:
        assert decide(s.view(1), legal, level)[0] == Command(1, "ron", ("8S",))


# r123 b456 b789 rKK and r45 with JS alone: discarding JS waits on r3 / r6 (two-sided). The A,
# 9 and K rule out tanyao and pinfu: no yaku for a ron without riichi.
RYANMEN = "AH 2H 3D 4S 5S 6C 7S 8C 9S 4H 5D KH KD JS"


def test_it_riichis_a_closed_tenpai_with_a_two_sided_wait():
    s = rigged({0: RYANMEN, 1: "AD 2D 3H 7D 8D AS 7H JH QH 4C 6D 2S 9H", 2: S2}, drawn="JS")
    command, reason = decide(s.view(0), s.legal(0))
    assert command == Command(0, "riichi", ("JS",)) and "Riichi" in reason


# Red only: r123 r456 r789 (一気通貫, 2 han closed) rQQ and r34 (waits r2 / r5), JS alone; 混一色
# (3 han closed) with the red Q pair: 5 han without riichi, mangan already. It stays dama.
HONITSU = "AH 2H 3H 4H 5H 6H 7D 8D 9D QH QD 3D 4D JS"


def test_it_stays_dama_when_the_hand_has_a_big_yaku():
    s = rigged({0: HONITSU, 1: "AD 2D 3S 7S 8S AS 7H JH QS 4C 6D 2S 9H", 2: S2}, drawn="JS")
    assert Command(0, "riichi", ("JS",)) in s.legal(0)
    command, reason = decide(s.view(0), s.legal(0))
    assert command == Command(0, "discard", ("JS",)) and "dama" in reason


def test_triplets_shanten():
    # rKKK, r55 b99 and six singles: r55 the pair, b99 +1 to a pung, two singles +2 each to
    # pungs: 5 cards to go, shanten 4
    assert triplets_shanten(counts_of("KH KD KH 5H 5D 9S 9C 3S 2H 7D JS QS AC"), 0) == 4
    assert triplets_shanten(counts_of("KH KD KH 5H"), 3) == 0


def test_the_view_is_all_it_reads():
    base = {0: RYANMEN.replace("JS", "JC"), 1: "AD 2D 3H 7D 8D AS 7H JH QH 4C 6D 2S 9H", 2: S2, 3: S3}
    other = {**base, 1: S3, 2: base[1], 3: S2.replace("6H", "5H")}  # other hands, another wall
    a, b = rigged(base, drawn="JC"), rigged(other, drawn="JC")
    assert a.state.seats[1].hand != b.state.seats[1].hand and a.state.wall.to_json() != b.state.wall.to_json()
    va, vb = a.view(0), b.view(0)
    assert va == vb
    plain = json.loads(json.dumps(va))
    before = copy.deepcopy(va)
    for level in VARIANT.cpu_levels:
        assert VARIANT.cpu(level, 4).choose(va, a.legal(0)) == VARIANT.cpu(level, 4).choose(plain, b.legal(0))
    assert va == before


def _play(players: int, seed: int, levels: list[str]) -> Session:
    session = Session(VARIANT, players, {"players": players, "rounds": 1}, seed)
    cpus = [VARIANT.cpu(level, seed * 7 + i) for i, level in enumerate(levels)]
    while not session.is_over():
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        command = cpus[seat].choose(view, legal)
        assert command in legal
        hint = VARIANT.hint(view, legal)
        assert hint.command in legal and hint.reason and "\n" not in hint.reason
        session.submit(command)
    return session


def test_whole_matches_legal_and_repeatable_by_seed():
    for players, levels in ((4, ["normal", "easy", "normal", "random"]), (3, ["normal", "normal", "easy"])):
        a, b = _play(players, 5, levels), _play(players, 5, levels)
        assert a.digest() == b.digest() and a.state.history
        assert any(r["result"] == "win" for r in a.state.history)
