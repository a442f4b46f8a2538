"""Reading and checking the Trump Mahjong calculator's JSON (docs/trump_mahjong-calculator.md):
every fault, an impossible hand or a call the rules forbid included, is an InputError whose
message names it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.calcinput import InputError, fields, flag, seat_names, whole_number
from rules.core.cards import display, is_joker, parse_card
from rules.core.text import N_, tr
from rules.mahjong.melds import Meld
from rules.trump_mahjong.context import DEFAULTS, WinContext
from rules.trump_mahjong.hands import format_kinds, kinds_of, parse_kinds
from rules.trump_mahjong.scoring import check_hand, winning_kinds

Card = str | int  # a card code ("TH") or, in kind notation, a kind
COMMON = ("game", "kind", "note", "options", "names")
PLAYER_FIELDS = ("winner", "hand", "melds", "jokers", "riichi", "double_riichi", "ippatsu")
WIN_FIELDS = COMMON + PLAYER_FIELDS + ("dealer", "winning_card", "by", "payer", "haitei", "houtei", "rinshan",
                                       "chankan", "first_draw", "honba", "deposits")
SHARED_WINS = ("dealer", "winning_card", "payer", "houtei", "chankan", "honba", "deposits")
WINS_FIELDS = COMMON + SHARED_WINS + ("wins",)
DRAW_FIELDS = COMMON + ("tenpai", "hands")
MELD_FIELDS = ("kind", "cards", "from")
MELD_LABELS = {"chow": N_("Chi"), "pung": N_("Pon"), "kong_exposed": N_("Open kong"),
               "kong_added": N_("Added kong"), "kong_concealed": N_("Concealed kong")}
MELD_TERMS = {"chow": "チー", "pung": "ポン", "kong_exposed": "明槓", "kong_added": "加槓", "kong_concealed": "暗槓"}
BOOL_OPTIONS = ("jokers", "kuitan", "open_ryanpeikou", "kazoe_yakuman", "yakuman_stacking", "multiple_ron", "tobi")
TABLE_OPTIONS = ("rounds", "start_points", "reserve_cards", "tobi")  # §15, nothing to do with one hand
_RANK_CHARS = set("0123456789TJQKA")


def meld_label(kind: str) -> str:
    return tr(MELD_LABELS[kind])


def card_text(cards: list[Card]) -> str:
    """Cards as written back: codes as 10♥ A♠, kinds in kind notation."""
    codes = [display(c) for c in cards if isinstance(c, str)]
    kinds = [c for c in cards if isinstance(c, int)]
    return " ".join(codes + ([format_kinds(kinds)] if kinds else []))


@dataclass
class Player:
    """One winner's hand as described, checked."""

    seat: int
    concealed: list[Card]
    melds: list[Meld]
    ctx: WinContext


@dataclass
class Win:
    """A described win (or several rons on one card), checked: ready for score_win and payments."""

    players: list[Player]
    win_card: Card
    dealer: int
    payer: int | None
    honba: int
    deposits: int
    options: dict[str, Any]
    names: list[str] | None


def options_of(data: dict[str, Any]) -> dict[str, Any]:
    """The scoring options (DEFAULTS' ids); the game's other §15 options are checked and ignored."""
    raw = data.get("options", {})
    raw = fields({} if raw is None else raw, tuple(DEFAULTS) + TABLE_OPTIONS, "options")
    out = dict(DEFAULTS, **raw)
    for key in BOOL_OPTIONS:
        flag(out, key)
    if out["players"] not in (3, 4) or isinstance(out["players"], bool):
        raise InputError(tr("\"players\" must be 4 or 3"))
    whole_number(out, "joker_han", 0, 2)
    whole_number(out, "rounds", 1, 2, 2)
    for key, high in (("start_points", 1_000_000), ("reserve_cards", 14)):
        if out.get(key, "auto") != "auto":
            whole_number(out, key, 0, high)
    return {k: out[k] for k in DEFAULTS}



def _seat(data: dict[str, Any], key: str, n: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise InputError(tr("\"{key}\" must be a seat from 0 to {last}", key=key, last=n - 1))
    return value


def parse_hand_cards(value: Any, where: str) -> list[Card]:
    """Card codes (``10♥ TH A♠ kc``) or kind notation (``r234 bKK``), mixed freely."""
    if not isinstance(value, str):
        raise InputError(tr("{where} must be cards written as text, e.g. \"A♥ 2♦ 3♥\" or \"r123 bKK\"", where=where))
    out: list[Card] = []
    for token in value.replace(",", " ").split():
        try:
            if token[0] in "rRbB" and len(token) > 1 and set(token[1:].upper()) <= _RANK_CHARS:
                out.extend(parse_kinds(token))
                continue
            code = parse_card(token)
        except ValueError as e:
            raise InputError(f"{where}: {e}") from None
        if is_joker(code):
            raise InputError(tr("{where}: jokers are laid out, never held: count them in \"jokers\"", where=where))
        out.append(code)
    return out


def _meld(raw: Any, where: str, winner: int, n: int) -> Meld:
    raw = fields(raw, MELD_FIELDS, where)
    kind = raw.get("kind")
    if not isinstance(kind, str) or kind not in MELD_LABELS:
        raise InputError(tr("{where}: \"kind\" must be one of {kinds}", where=where, kinds=", ".join(MELD_LABELS)))
    cards = parse_hand_cards(raw.get("cards"), where)
    size = 4 if kind.startswith("kong") else 3
    if len(cards) != size:
        raise InputError(tr("{where}: a {kind} has {n} cards", where=where, kind=kind, n=size))
    ks = kinds_of(cards)
    if kind == "chow":
        lo = min(ks)
        if sorted(ks) != [lo, lo + 1, lo + 2] or lo >= 18 or lo // 9 != (lo + 2) // 9:
            raise InputError(tr("{where}: a chi is three consecutive number cards (A-9) of one colour", where=where))
    elif len(set(ks)) != 1:
        raise InputError(tr("{where}: a {kind} is {n} cards of one colour and rank", where=where, kind=kind, n=size))
    if kind == "kong_concealed":
        if raw.get("from") is not None:
            raise InputError(tr("{where}: a concealed kong claims no card, so has no \"from\"", where=where))
        return Meld(kind, tuple(cards))
    src = _seat(raw, "from", n)
    if src == winner:
        raise InputError(tr("{where}: \"from\" names the winner; a called card comes from another player", where=where))
    if kind == "chow" and src != (winner - 1) % n:
        raise InputError(tr("{where}: a chi is called from the 上家 only (seat {seat})", where=where, seat=(winner - 1) % n))
    return Meld(kind, tuple(cards), cards[0], src)


def _melds(data: dict[str, Any], where: str, winner: int, n: int) -> list[Meld]:
    raw = data.get("melds", [])
    if not isinstance(raw, list) or len(raw) > 4:
        raise InputError(tr("{where}\"melds\" must be a list of at most 4 melds", where=where))
    return [_meld(m, f"{where}melds[{i}]", winner, n) for i, m in enumerate(raw)]


def _context(data: dict[str, Any], melds: list[Meld], tsumo: bool, dealer: bool, options: dict[str, Any]) -> WinContext:
    whole_number(data, "jokers", 0, 4 if options["jokers"] else 0, 0)
    ctx = WinContext(tsumo=tsumo, dealer=dealer, jokers=data.get("jokers", 0),
                     **{k: flag(data, k) for k in ("riichi", "double_riichi", "ippatsu", "haitei", "houtei",
                                                   "rinshan", "chankan", "first_draw")})
    problem = ctx.problem(options)
    if problem:
        raise InputError(problem)
    if ctx.riichi and any(m.is_open for m in melds):
        raise InputError(tr("riichi needs a closed hand, and a player in riichi calls nothing but ron (§6)"))
    if ctx.first_draw and melds:
        raise InputError(tr("天和 and 地和 come before any call or kong (§9)"))
    return ctx


def _player(data: dict[str, Any], where: str, win_card: Card, tsumo: bool, dealer: int,
            options: dict[str, Any]) -> Player:
    n = options["players"]
    winner = _seat(data, "winner", n)
    concealed = parse_hand_cards(data.get("hand"), f"{where}hand")
    melds = _melds(data, where, winner, n)
    if len(concealed) + 3 * len(melds) != 14:
        raise InputError(tr("{where}hand: with {m} meld(s) the winner holds {need} concealed cards including the "
                            "winning card, not {n}", where=where, m=len(melds), need=14 - 3 * len(melds), n=len(concealed)))
    try:
        check_hand(concealed, melds)
    except ValueError as e:
        raise InputError(f"{where}{e}") from None
    (win_kind,) = kinds_of([win_card])
    # a card code must be held as written; a kind matches any card of it
    held = win_card in concealed or any(isinstance(c, int) and c == win_kind for c in concealed) or (
        isinstance(win_card, int) and win_kind in kinds_of(concealed))
    if not held:
        raise InputError(tr("{where}\"winning_card\" must be one card of the hand", where=where))
    ctx = _context(data, melds, tsumo, winner == dealer, options)
    if ctx.chankan and (kinds_of(concealed).count(win_kind) > 1 or any(win_kind in kinds_of(m.tiles) for m in melds)):
        raise InputError(tr("{where}chankan: the robbed player held three and added the fourth, so the winner "
                            "holds no other card of that kind", where=where))
    return Player(winner, concealed, melds, ctx)


def _table(data: dict[str, Any], known: tuple[str, ...]) -> Win:
    """What every win input gives: options, names, dealer, honba, deposits, the winning card."""
    fields(data, known, tr("the input"))
    options = options_of(data)
    n = options["players"]
    names = seat_names(data, n)
    dealer = _seat(data, "dealer", n)
    honba = whole_number(data, "honba", 0, 100, 0)
    deposits = whole_number(data, "deposits", 0, 1_000_000, 0)
    if deposits % 1000:
        raise InputError(tr("\"deposits\" are riichi sticks: a multiple of 1000 points"))
    cards = parse_hand_cards(data.get("winning_card"), "winning_card")
    if len(cards) != 1:
        raise InputError(tr("\"winning_card\" must be one card"))
    return Win([], cards[0], dealer, None, honba, deposits, options, names)


def _riichi_sticks(w: Win) -> Win:
    riichi = sum(p.ctx.riichi for p in w.players)
    if w.deposits < 1000 * riichi:
        raise InputError(tr("each winner in riichi put 1000 on the table: \"deposits\" must be at least {n}",
                            n=1000 * riichi))
    return w


def build_win(data: dict[str, Any]) -> Win:
    w = _table(data, WIN_FIELDS)
    by = data.get("by")
    if by not in ("tsumo", "ron"):
        raise InputError(tr("\"by\" must be tsumo or ron"))
    player = _player(data, "", w.win_card, by == "tsumo", w.dealer, w.options)
    if by == "ron":
        w.payer = _seat(data, "payer", w.options["players"])
        if w.payer == player.seat:
            raise InputError(tr("the winner cannot be the payer"))
    elif data.get("payer") is not None:
        raise InputError(tr("a tsumo has no payer: each other player pays"))
    w.players = [player]
    return _riichi_sticks(w)


def build_wins(data: dict[str, Any]) -> Win:
    """Several rons on one discard or one robbed kong (§5, §11.4)."""
    w = _table(data, WINS_FIELDS)
    n = w.options["players"]
    w.payer = _seat(data, "payer", n)
    raw = data.get("wins")
    if not isinstance(raw, list) or not 2 <= len(raw) <= n - 1:
        raise InputError(tr("\"wins\" must list 2 to {n} rons on the same card", n=n - 1))
    shared = {k: data[k] for k in ("houtei", "chankan") if k in data}
    for i, x in enumerate(raw):
        x = fields(x, PLAYER_FIELDS, f"wins[{i}]")
        w.players.append(_player(dict(x, **shared), f"wins[{i}]: ", w.win_card, False, w.dealer, w.options))
    seats = [p.seat for p in w.players]
    if len(set(seats)) != len(seats) or w.payer in seats:
        raise InputError(tr("each ron needs a different winner, none of them the payer"))
    # the hands lie on one table: together they hold at most 4 of a kind, 2 of a card (the
    # shared winning card counted once)
    everything = [c for p in w.players for c in p.concealed + [t for m in p.melds for t in m.tiles]]
    for _ in w.players[1:]:
        everything.remove(w.win_card if w.win_card in everything
                          else next(c for c in everything if kinds_of([c]) == kinds_of([w.win_card])))
    _whole_table(everything)
    return _riichi_sticks(w)


def _whole_table(cards: list[Card]) -> None:
    ks = kinds_of(cards)
    over = sorted({k for k in ks if ks.count(k) > 4})
    if over:
        raise InputError(tr("the hands together hold more than four of {kinds}", kinds=format_kinds(over)))
    codes = [c for c in cards if isinstance(c, str)]
    twice = sorted({c for c in codes if codes.count(c) > 2})
    if twice:
        raise InputError(tr("the hands together hold more than two of {cards}", cards=" ".join(map(display, twice))))


def build_draw(data: dict[str, Any]) -> dict[str, Any]:
    """An exhaustive draw: ``tenpai`` seats, or every seat's 13-card ``hands`` to find them."""
    fields(data, DRAW_FIELDS, tr("the input"))
    options = options_of(data)
    n = options["players"]
    names = seat_names(data, n)
    if ("tenpai" in data) == ("hands" in data):
        raise InputError(tr("give either \"tenpai\" (the seats) or \"hands\" (each seat's hand), not both"))
    hands: list[dict[str, Any]] | None = None
    if "tenpai" in data:
        raw = data["tenpai"]
        if (not isinstance(raw, list) or len(set(map(repr, raw))) != len(raw)
                or not all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < n for s in raw)):
            raise InputError(tr("\"tenpai\" must list different seats from 0 to {last}", last=n - 1))
        tenpai = sorted(raw)
    else:
        raw = data["hands"]
        if not isinstance(raw, list) or len(raw) != n:
            raise InputError(tr("\"hands\" must give the {n} seats' hands in seat order", n=n))
        hands, tenpai, table = [], [], []
        for seat, h in enumerate(raw):
            h = fields(h, ("hand", "melds"), f"hands[{seat}]")
            concealed = parse_hand_cards(h.get("hand"), f"hands[{seat}].hand")
            melds = _melds(h, f"hands[{seat}].", seat, n)
            if len(concealed) + 3 * len(melds) != 13:
                raise InputError(tr("hands[{seat}]: at a draw a hand holds 13 cards (a kong counted as 3), not {k}",
                                    seat=seat, k=len(concealed) + 3 * len(melds)))
            try:
                waits = winning_kinds(concealed, melds)
            except ValueError as e:
                raise InputError(f"hands[{seat}]: {e}") from None
            hands.append({"seat": seat, "hand": card_text(concealed), "waits": format_kinds(waits),
                          "melds": [{"kind": m.kind, "cards": card_text(list(m.tiles))} for m in melds]})
            if waits:
                tenpai.append(seat)
            table += concealed + [t for m in melds for t in m.tiles]
        _whole_table(table)
    return {"tenpai": tenpai, "hands": hands, "options": options, "names": names}
