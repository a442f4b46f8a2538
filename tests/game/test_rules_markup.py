"""The illustration markup of the rules texts (game/rules_markup.py): the parser, and every
illustration of every rules text naming real cards or tiles of its game. No display needed."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from game.rules_markup import Illustration, Link, MarkupError, Piece, is_illustration, link_targets, parse, resolve_links
from rules.core.cards import colour_of, is_joker, rank_of, standard_pack, suit_of
from rules.emperor.yaku import YAKU_BY_ID, counted_yaku

TEXT_DIR = Path(__file__).resolve().parents[2] / "game" / "rules_text"
TEXTS = sorted(TEXT_DIR.glob("*.md"))
CARD_GAMES = {"emperor", "piquet", "ninety_nine", "trump_mahjong"}
TILE_GAMES = {"wuhan", "kawuxing", "qinghunpeng", "fuxi"}


def game_of(path: Path) -> str:
    return path.name.split(".")[0]


def illustrations(path: Path) -> list[tuple[str, Illustration]]:
    """(section heading, illustration) for every illustration line of a text."""
    out, section = [], ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:]
        elif is_illustration(line):
            out.append((section, parse(line)))
    return out


# -- the parser ------------------------------------------------------------------------------


def test_a_card_line_reads_codes_and_the_way_people_write_cards() -> None:
    art = parse("[cards] A♠ QH / 10♥ JK = Wangzi")
    assert art.kind == "cards" and art.caption == "Wangzi"
    assert art.groups == ((Piece("AS"), Piece("QH")), (Piece("TH"), Piece("JK1")))


def test_a_tile_line_reads_compact_runs_kanji_and_marks() -> None:
    art = parse("[tiles] 123m 中 / 55p* E = x")
    assert [p.code for p in art.groups[0]] == ["1m", "2m", "3m", "Rd"]
    assert art.groups[1] == (Piece("5p"), Piece("5p", marked=True), Piece("E"))
    assert parse("[tiles] 4m*").pieces == [Piece("4m", True)] and parse("[tiles] 4m*").caption == ""


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("[cards] AS XH", "XH"),  # no such suit
        ("[cards] 1S 0H", "0H"),
        ("[tiles] 1m 0p", "0p"),  # no red fives
        ("[tiles] 1m 8z", "8z"),
        ("[tiles] 1m / / 2m", "empty set"),
        ("[tiles] 1m *", "'*'"),
        ("[cards] ", "empty set"),
        ("cards AS", "[cards]"),
    ],
)
def test_a_bad_line_is_refused_naming_what_is_wrong(line: str, names: str) -> None:
    with pytest.raises(MarkupError) as err:
        parse(line)
    assert names in str(err.value)


def test_a_link_shows_its_words_and_names_its_section() -> None:
    words, links = resolve_links("Wins whatever the [[Shibari (縛り)|shibari]]; see [[Scoring]].")
    assert words == "Wins whatever the shibari; see Scoring."
    assert links == [Link(18, 25, "Shibari (縛り)"), Link(31, 38, "Scoring")]
    assert words[18:25] == "shibari" and words[31:38] == "Scoring"
    assert resolve_links("[cards] AS QH = no link") == ("[cards] AS QH = no link", [])


# -- the texts ---------------------------------------------------------------------------------


def test_every_game_has_an_english_and_a_japanese_text_with_illustrations() -> None:
    names = {p.name for p in TEXTS}
    for game in CARD_GAMES | TILE_GAMES:
        assert f"{game}.md" in names and f"{game}.ja.md" in names, game
        # The two languages show the same pictures, in the same order.
        en = [a.groups for _, a in illustrations(TEXT_DIR / f"{game}.md")]
        ja = [a.groups for _, a in illustrations(TEXT_DIR / f"{game}.ja.md")]
        assert en == ja and len(en) >= 8, game


def test_every_line_that_looks_like_an_illustration_parses() -> None:
    for path in TEXTS:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.lstrip().startswith(("[cards", "[tiles")):
                parse(line)  # raises MarkupError naming the line


def test_every_illustration_names_real_pieces_of_its_own_game() -> None:
    for path in TEXTS:
        game = game_of(path)
        for section, art in illustrations(path):
            where = (path.name, section, art.caption)
            assert art.kind == ("cards" if game in CARD_GAMES else "tiles"), where
            codes = [p.code for p in art.pieces]
            if art.kind == "tiles":
                # Only Qing-Hun-Peng has flowers; an example hand is a real hand (4 of a kind at most).
                if game != "qinghunpeng":
                    assert not any(c.startswith("F") for c in codes), where
                if game == "kawuxing":
                    assert not any(c.endswith("m") or c in ("E", "S", "W", "N") for c in codes), where
                if game == "fuxi":
                    assert all(c[-1] in "mps" for c in codes), where
                assert max(Counter(codes).values()) <= 4, where
                assert any(p.marked for p in art.pieces) <= (game == "wuhan"), where  # only Wuhan marks its laizi
                continue
            assert set(codes) <= set(standard_pack(jokers=2)), where
            naturals = [c for c in codes if not is_joker(c)]
            # One pack, except Trump Mahjong's two (its four jokers are JK1 JK2 twice).
            assert max(Counter(codes).values()) <= (2 if game == "trump_mahjong" else 1), where
            if game == "piquet":
                assert all(rank_of(c) == 1 or rank_of(c) >= 7 for c in naturals) and not is_joker_in(codes), where
            if game == "ninety_nine":
                assert all(rank_of(c) == 1 or rank_of(c) >= 6 for c in naturals), where
            if game == "trump_mahjong":
                # A card's kind is colour and rank: at most four of a kind in one example.
                kinds = Counter((colour_of(c), rank_of(c)) for c in naturals)
                assert max(kinds.values(), default=0) <= 4, where


def is_joker_in(codes: list[str]) -> bool:
    return any(is_joker(c) for c in codes)


@pytest.mark.parametrize("name", ["emperor.md", "emperor.ja.md"])
def test_the_emperor_yaku_examples_name_exactly_the_yaku_they_score(name: str) -> None:
    """Each example of the Yaku section (two wangzi and a pair) lists in its caption the yaku the
    scoring counts, absorbed ones left out; a joker is the dynasty card A♥ the example names."""
    examples = [a for section, a in illustrations(TEXT_DIR / name) if section.startswith(("Yaku", "役"))]
    assert len(examples) >= 15
    named_everywhere: set[str] = set()
    for art in examples:
        faces = [(1, "H") if is_joker(p.code) else (rank_of(p.code), suit_of(p.code)) for p in art.pieces]
        w1, w2, pair = (tuple(faces[0:2]), tuple(faces[2:4]), tuple(faces[4:6]))
        counted, _ = counted_yaku(w1, w2, pair)  # type: ignore[arg-type]
        kanji = {YAKU_BY_ID[i].kanji for i in counted}
        # 大同士 contains 同士 and 大連番 contains 連番: match the longest names first.
        caption, named = art.caption, set()
        for y in sorted((y.kanji for y in YAKU_BY_ID.values()), key=len, reverse=True):
            if y in caption:
                named.add(y)
                caption = caption.replace(y, "")
        assert named == kanji, art.caption
        named_everywhere |= named
    assert named_everywhere == {y.kanji for y in YAKU_BY_ID.values()}  # every yaku is shown


def headings(path: Path) -> list[str]:
    return [line[3:].replace("**", "") for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("## ")]


def test_every_link_leads_to_a_section_of_its_text_and_both_languages_link_alike() -> None:
    total = 0
    for game in CARD_GAMES | TILE_GAMES:
        targets = {}
        for lang, name in (("en", f"{game}.md"), ("ja", f"{game}.ja.md")):
            path = TEXT_DIR / name
            titles = headings(path)
            found = link_targets(path.read_text(encoding="utf-8"))
            assert set(found) <= set(titles), (name, set(found) - set(titles))
            targets[lang] = [titles.index(t) for t in found]  # the sections, by number
        assert targets["en"] == targets["ja"], game
        total += len(targets["en"])
    assert total >= 16  # links where the texts refer to another section


# How each of Emperor's how-won examples was won, as the calculator reads it (docs/emperor-calculator.md):
# the example's term names the circumstance; the winner is seat 1 (the dealer for tenhou), 4 players.
HOW_WON = {
    "海底": {"by": "tsumo", "flags": ["last_card"]},
    "河底": {"by": "ron", "discarder": 2, "flags": ["riichi", "last_card"]},
    "一発": {"by": "ron", "discarder": 2, "flags": ["riichi", "ippatsu"], "options": {"ippatsu": True}},
    "ダブルリーチ": {"by": "ron", "discarder": 2, "flags": ["riichi", "double_riichi"], "options": {"double_riichi": True}},
    "天和": {"by": "tsumo", "flags": ["tenhou"], "winner": 0},
    "地和": {"by": "tsumo", "flags": ["chiihou"]},
    "門前清自摸和": {"by": "tsumo"},
    "禅譲": {"by": "tsumo", "era": "dynasty", "dynasty_card": "AC", "emperor": 0},
    "放伐": {"by": "ron", "discarder": 0, "flags": ["riichi"], "era": "dynasty", "dynasty_card": "AC", "emperor": 0},
}
SUCCESSION = {"門前清自摸和": "unification", "禅譲": "abdication", "放伐": "overthrow"}
BONUS_ID = {"海底": "haitei", "河底": "houtei", "一発": "ippatsu", "ダブルリーチ": "double_riichi", "天和": "tenhou", "地和": "chiihou"}


@pytest.mark.parametrize("name", ["emperor.md", "emperor.ja.md"])
def test_the_emperor_how_won_examples_are_real_wins_worth_what_they_say(name: str) -> None:
    """Each example whose caption starts with a how-won term is scored by the game's own
    calculator, won that way: a valid win whose bonus yaku are the caption's number, or for the
    virtue examples a virtuous win with the caption's succession (統一, 禅譲, 放伐) and virtue."""
    from rules.emperor.calculator import parse_input
    from rules.emperor.scoring import score_win

    seen = set()
    for _, art in illustrations(TEXT_DIR / name):
        term = next((t for t in HOW_WON if art.caption.startswith(t)), None)
        if term is None:
            continue
        seen.add(term)
        codes = [p.code for p in art.pieces]
        data = {"players": 4, "winner": 1, "hand": codes, "winning_card": codes[-1]} | HOW_WON[term]
        if term == "天和":
            del data["winning_card"]
        b = score_win(parse_input(data))
        assert b.valid, (art.caption, b.reason)
        if term in SUCCESSION:
            assert b.virtuous and b.succession == SUCCESSION[term], art.caption
            assert ("menzen_tsumo" in [v.id for v in b.virtue]) == (b.by == "tsumo"), art.caption
            # The caption's virtue total, said just before "virtuous" (有徳者).
            virtue = re.search(r"(\d+)(?: virtue)?(?:, |: |で|つ、4人なら)(?:virtuous|有徳者)", art.caption)
            assert virtue is not None and number(virtue) == b.virtue_count, art.caption
            continue
        assert [i.id for i in b.bonus] == [BONUS_ID[term]], art.caption
        said = re.search(r"(?:bonus yaku|ボーナス役)\s*(\d+)", art.caption)
        assert said is not None and int(said.group(1)) == b.bonus_count, art.caption
        # Where the caption gives the payments, they are the calculator's.
        each = re.search(r"([\d,]+) from each player|各自([\d,]+)", art.caption)
        if each:
            assert [p.amount for p in b.payments] == [number(each)] * 3, art.caption
        ron = re.search(r"(?:= |＝)([\d,]+)$", art.caption)
        if ron and b.by == "ron":
            assert [p.amount for p in b.payments] == [number(ron)], art.caption
    assert seen == set(HOW_WON), name


def number(m: "re.Match[str]") -> int:
    return int(next(g for g in m.groups() if g).replace(",", ""))


# Trump Mahjong's how-won examples, as its calculator reads them (docs/trump_mahjong-calculator.md):
# seat 1 wins, seat 0 deals (天和: seat 0 wins), a closed hand; the last card is the winning card.
TRUMP_HOW_WON = {
    "門前清自摸和": {"by": "tsumo"},
    "海底撈月": {"by": "tsumo", "haitei": True},
    "河底撈魚": {"by": "ron", "payer": 2, "houtei": True},
    "立直即": {"by": "ron", "payer": 2, "riichi": True, "ippatsu": True, "deposits": 1000},
    "ダブル立直即": {"by": "ron", "payer": 2, "riichi": True, "double_riichi": True, "ippatsu": True, "deposits": 1000},
    "天和": {"by": "tsumo", "first_draw": True, "winner": 0},
    "地和": {"by": "tsumo", "first_draw": True},
    "数え役満": {"by": "tsumo"},
}


@pytest.mark.parametrize("name", ["trump_mahjong.md", "trump_mahjong.ja.md"])
def test_the_trump_mahjong_how_won_examples_score_what_they_say(name: str) -> None:
    """Each example whose caption starts with a how-won term is a real win of that term by the
    game's calculator: the yaku with the caption's han (the first "N han" / "N翻"), or the
    yakuman, or for 数え役満 13 han with the jokers of the row after it."""
    from rules.trump_mahjong.calculator import run

    arts = [a for _, a in illustrations(TEXT_DIR / name)]
    seen = set()
    for k, art in enumerate(arts):
        term = next((t for t in sorted(TRUMP_HOW_WON, key=len, reverse=True) if art.caption.startswith(t)), None)
        if term is None:
            continue
        seen.add(term)
        codes = [p.code for p in art.pieces]
        jokers = len(arts[k + 1].pieces) if k + 1 < len(arts) and all(is_joker(p.code) for p in arts[k + 1].pieces) else 0
        data = {"winner": 1, "dealer": 0, "hand": " ".join(codes), "winning_card": codes[-1], "jokers": jokers} | TRUMP_HOW_WON[term]
        status, out, _ = run(data)
        assert status == 0, (art.caption, out["refused"])
        win = out["breakdown"]["wins"][0]
        if term == "数え役満":
            assert win["limit"] == "kazoe_yakuman" and win["han"] == 13 and jokers == 2, art.caption
        elif "Yakuman" in art.caption or "役満" in art.caption:
            assert [y["kanji"] for y in win["yakuman"]] == [term], art.caption
        else:
            han = re.search(r"(\d+) han|(\d+)翻", art.caption)
            assert han is not None and {y["kanji"]: y["han"] for y in win["yaku"]}.get(term) == number(han), art.caption
    assert seen == set(TRUMP_HOW_WON), name


# Qing-Hun-Peng's how-won examples (docs/qinghunpeng-calculator.md): seat 1 wins, all in hand.
QHP_HOW_WON = {
    "海底撈:": {"by": "draw", "last_draw": True},
    "海底撈：": {"by": "draw", "last_draw": True},
    "門清": {"by": "draw", "options": {"menqing_double": True}},
    "搶槓": {"by": "rob", "payer": 3},
    "点胡": {"by": "discard", "payer": 0},
    "自摸": {"by": "draw"},
}


@pytest.mark.parametrize("name", ["qinghunpeng.md", "qinghunpeng.ja.md"])
def test_the_qinghunpeng_how_won_examples_pay_what_they_say(name: str) -> None:
    """Each 海底撈, 門清, 搶槓, 点胡 and 自摸 example is a real win by the game's calculator, with
    that bonus (or way of winning) and the payments its caption gives: the same from each player,
    or the kong maker's or discarder's alone (the last number of the caption)."""
    from rules.qinghunpeng.calculator import run

    seen = set()
    for _, art in illustrations(TEXT_DIR / name):
        term = next((t for t in QHP_HOW_WON if art.caption.startswith(t)), None)
        if term is None:
            continue
        seen.add(term.rstrip(":："))
        codes = [p.code for p in art.pieces]
        status, out, _ = run({"winner": 1, "hand": " ".join(codes), "winning_tile": codes[-1]} | QHP_HOW_WON[term])
        assert status == 0, (art.caption, out["refused"])
        b = out["breakdown"]
        amounts = [p["amount"] for p in b["payments"]]
        if term in ("搶槓", "点胡"):
            assert b["way"] == term and amounts == [int(re.findall(r"\d+", art.caption)[-1])], art.caption
            continue
        if term == "自摸":
            # Too few hua to win on a discard, as the caption says.
            status, out, _ = run({"winner": 1, "hand": " ".join(codes), "winning_tile": codes[-1], "by": "discard", "payer": 0})
            assert status == 1 and out["refused"]["rule"] == "two_hua", art.caption
        else:
            assert term.rstrip(":：") in json_text(b["doublings"]), art.caption
        each = re.search(r"([\d,]+) from each player|各自([\d,]+)|: (100)$|止まって(100)$", art.caption)
        assert each is not None and amounts == [number(each)] * 3, art.caption
    assert seen == {"海底撈", "門清", "搶槓", "点胡", "自摸"}, name


def json_text(obj: object) -> str:
    import json

    return json.dumps(obj, ensure_ascii=False)


# Fuxi's wins (docs/fuxi-calculator.md): who goes out (the lord is seat 0) and how.
FUXI_HOW_WON = {
    "通常あがり": {"winner": 1},
    "刻子あがり": {"winner": 1},
    "親のあがり": {"winner": 0},
    "牌底あがり": {"winner": 1, "last_tile": True},
}


@pytest.mark.parametrize("name", ["fuxi.md", "fuxi.ja.md"])
def test_the_fuxi_win_examples_score_what_they_say(name: str) -> None:
    """Each win example (a commoner's or the lord's, on the last tile or not) going out with its
    row, sets joined by carries, scores by the calculator the caption's last number, with the
    caption's term among its multipliers."""
    from rules.fuxi.calculator import run

    seen = set()
    for _, art in illustrations(TEXT_DIR / name):
        term = next((t for t in FUXI_HOW_WON if art.caption.startswith(t)), None)
        if term is None:
            continue
        seen.add(term)
        play = "+".join("".join(p.code for p in group) for group in art.groups)
        status, out, _ = run({"kind": "win", "jitou": 0, "play": play} | FUXI_HOW_WON[term])
        assert status == 0, (art.caption, out["refused"])
        b = out["breakdown"]
        assert term in [line["term"] for line in b["lines"]], art.caption
        assert b["points"] == int(re.findall(r"\d+", art.caption)[-1]), art.caption
    assert seen == set(FUXI_HOW_WON), name


# Wuhan's payment examples (docs/wuhan-calculator.md): the example's first sets are the winner's
# melds (kind, from whom), the rest his hand; the other seats' melds and kongs as the caption says.
WUHAN_HOW_WON = {
    "自摸": ({"by": "self_draw", "winning_tile": "8s"}, [("chow", 1)], {}),
    "放銃者": ({"by": "ron", "discarder": 3, "winning_tile": "8s", "dealer": 2}, [("chow", 1)], {}),
    "金頂": (
        {"by": "self_draw", "replacement": True},
        [("pung", 1), ("kong_concealed", None)],
        {0: {"melds": [{"kind": "pung", "tiles": "北北北", "from": 1}]}, 1: {"melds": [{"kind": "chow", "tiles": "789p", "from": 0}]}, 3: {"hongzhong_kongs": 1}},
    ),
    "三陽": ({"by": "self_draw", "replacement": True}, [("pung", 1), ("kong_concealed", None)], {}),
    # As docs/examples/wuhan/robbed-kong.json: seat 3 robs seat 1's kong; seat 0 has called from seat 3.
    "包": (
        {"by": "rob", "discarder": 1, "winner": 3},
        [("chow", 2)],
        {0: {"melds": [{"kind": "pung", "tiles": "北北北", "from": 3}]}, 1: {"melds": [{"kind": "pung", "tiles": "555p", "from": 0}]}},
    ),
}


@pytest.mark.parametrize("name", ["wuhan.md", "wuhan.ja.md"])
def test_the_wuhan_payment_examples_pay_what_they_say(name: str) -> None:
    """Seat 2 wins unless said (seat 0 deals, the laizi is 5m): a real win by the calculator, naming the
    caption's term, and every payer's amount (and what a liable player pays) is in the caption."""
    from rules.wuhan.calculator import build, score

    seen = set()
    for _, art in illustrations(TEXT_DIR / name):
        term = next((t for t in WUHAN_HOW_WON if art.caption.startswith(t)), None)
        if term is None:
            continue
        seen.add(term)
        how, meld_kinds, others = WUHAN_HOW_WON[term]
        melds = [{"kind": kind, "tiles": " ".join(p.code for p in group)} | ({"from": seat} if seat is not None else {})
                 for (kind, seat), group in zip(meld_kinds, art.groups)]
        hand = [p.code for group in art.groups[len(melds):] for p in group]
        winner = how.get("winner", 2)
        players = [others.get(seat, {}) for seat in range(4)]
        players[winner] = {"melds": melds}
        data = {"indicator": "4m", "dealer": 0, "winner": winner, "hand": " ".join(hand), "winning_tile": hand[-1], "players": players} | how
        b = score(*build(data))
        assert b is not None, art.caption
        assert {"放銃者": "放銃"}.get(term, term) in json_text(b), art.caption  # the calculator says 放銃 (discarding into a win)
        said = {int(n) for n in re.findall(r"\d+", art.caption)}
        assert {p["capped"] for p in b["payers"]} | {p["pays"] for p in b["payers"] if p["pays"]} <= said, art.caption
    assert seen == set(WUHAN_HOW_WON), name
