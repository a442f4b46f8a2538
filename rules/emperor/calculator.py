"""Emperor hand-scoring calculator: one finished hand as JSON in, the itemised breakdown out.

    python -m rules.score emperor [FILE] [--json]

The input format is documented in docs/emperor-calculator.md (examples in
docs/examples/emperor/). Exit status: 0 a valid win, 1 a hand that is not a valid win (the
breakdown says why), 2 bad input (one message on standard error naming the problem).
"""

from __future__ import annotations

import json
import sys

from rules.core.cards import JOKERS, display, is_joker, parse_card, rank_of
from rules.core.calcinput import ArgumentParser, InputError, input_kind, read_input, write_output
from rules.core.text import N_, render, tr
from rules.emperor import calcmatch
from rules.emperor.scoring import SHIBARI, Breakdown, WinContext, score_win
from rules.emperor.sets import cards_form_set
from rules.emperor.yaku import YAKU_BY_ID

PROG = "python -m rules.score emperor"

KINDS = ("hand", "exhaustive_draw", "standings")
FIELDS = ("kind", "game", "note", "players", "era", "dynasty_card", "emperor", "winner", "hand", "winning_card",
          "exposed", "by", "discarder", "river", "kept_kings", "ura_cards", "flags", "options")
FLAGS = ("riichi", "last_card", "tenhou", "chiihou", "ippatsu", "double_riichi")
OPTIONS = ("dora_ceiling", "ippatsu", "double_riichi", "recombination")
# recombination (組み替え, §10) happens before the win: the input gives the exposed sets as they lie
# after any regrouping, and they score as any exposed sets do, so the option changes no figure.
ERAS = ("warring_states", "dynasty")

SUCCESSION_LABELS = {
    "unification": N_("Unification (統一): the winner becomes the first emperor"),
    "abdication": N_("Abdication (禅譲): the winner becomes the new emperor"),
    "overthrow": N_("Overthrow (放伐): the winner becomes the new emperor"),
    "virtuous_win": N_("Virtuous win (有徳上がり): the dynasty goes on"),
}
KIND_LABELS = {"wangzi": N_("wangzi (王子)"), "sou": N_("sou (双)"), "pair": N_("pair (対子)")}
INDICATOR_LABELS = {"king": N_("king dora"), "dynasty_card": N_("dynasty card"), "ura": N_("ura-dora")}


# ---------------------------------------------------------------------------------------------
# Reading the input


class _Cards:
    """Parses every card of the input, numbering bare jokers and catching repeats across fields."""

    def __init__(self, data: dict) -> None:
        self.seen: dict[str, str] = {}  # card -> where it was first seen
        # jokers written JK1/JK2 anywhere keep their number; a bare JK takes a number left free
        self.reserved = {t.strip().upper() for t in _card_texts(data)} & set(JOKERS)

    def parse(self, text: object, where: str) -> str:
        if not isinstance(text, str):
            raise InputError(tr("{where}: {value} is not a card (write cards as strings like \"10♥\", "
                                "\"TH\", \"A♠\" or \"JK\")", where=where, value=json.dumps(text)))
        try:
            code = parse_card(text)
        except ValueError as e:
            raise InputError(f"{where}: {e}") from None
        if is_joker(code) and text.strip().upper() in ("JK", "JOKER", "🃏"):
            free = [j for j in JOKERS if j not in self.seen and j not in self.reserved]
            if not free:
                raise InputError(tr("{where}: a third joker; the pack has two", where=where))
            code = free[0]
        if code in self.seen:
            if is_joker(code):
                raise InputError(tr("{where}: {card} is already in {other}; the pack has two jokers, "
                                    "write them JK (or JK1 and JK2)", where=where, card=code,
                                    other=self.seen[code]))
            raise InputError(tr("card {card} appears twice ({first} and {second}); a pack has one of each card",
                                card=display(code), first=self.seen[code], second=where))
        self.seen[code] = where
        return code

    def parse_list(self, value: object, where: str) -> tuple[str, ...]:
        if value is None:
            return ()
        if isinstance(value, str):
            value = [t for t in value.replace(",", " ").split() if t]
        if not isinstance(value, list):
            raise InputError(tr("{where} must be a list of cards", where=where))
        return tuple(self.parse(t, where) for t in value)


def _card_texts(data: dict):
    """Every string written where cards go (to find jokers written with their number), the
    seats of an exhaustive draw included."""
    for name in ("hand", "river", "kept_kings", "ura_cards", "exposed"):
        value = data.get(name)
        items = value if isinstance(value, list) else [value]
        for item in items:
            for x in (item if isinstance(item, list) else [item]):
                if isinstance(x, str):
                    yield from x.replace(",", " ").split()
    seats = data.get("seats")
    for seat in seats if isinstance(seats, list) else []:
        if isinstance(seat, dict):
            yield from _card_texts(seat)


def _seat(data: dict, name: str, players: int, required: bool) -> int | None:
    value = data.get(name)
    if value is None:
        if required:
            raise InputError(tr("missing field \"{name}\" (a seat number 0 to {last})", name=name, last=players - 1))
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise InputError(tr("\"{name}\" must be a seat number 0 to {last} for {players} players, not {value}",
                            name=name, last=players - 1, players=players, value=json.dumps(value)))
    return value


def parse_input(data: object) -> WinContext:
    """Turn the decoded JSON into a WinContext, or raise InputError naming the problem."""
    if not isinstance(data, dict):
        raise InputError(tr("the input must be a JSON object {...} describing one hand"))
    unknown = [k for k in data if k not in FIELDS]
    if unknown:
        raise InputError(tr("unknown field \"{name}\" (known fields: {known})", name=unknown[0],
                            known=", ".join(FIELDS)))
    if data.get("game", "emperor") != "emperor":
        raise InputError(tr("\"game\" is {value}, but this is the Emperor calculator",
                            value=json.dumps(data["game"])))
    for name in ("note",):
        if name in data and not isinstance(data[name], str):
            raise InputError(tr("\"{name}\" must be a string", name=name))

    players = data.get("players")
    if players is None:
        raise InputError(tr("missing field \"players\" (3, 4 or 5)"))
    if isinstance(players, bool) or not isinstance(players, int) or players not in SHIBARI:
        raise InputError(tr("\"players\" must be 3, 4 or 5, not {value}", value=json.dumps(players)))

    # Options and flags first: they change what else is allowed.
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise InputError(tr("\"options\" must be an object like {\"dora_ceiling\": true}"))
    for k, v in options.items():
        if k not in OPTIONS:
            raise InputError(tr("unknown option \"{name}\" (known options: {known})", name=k, known=", ".join(OPTIONS)))
        if not isinstance(v, bool):
            raise InputError(tr("option \"{name}\" must be true or false", name=k))
    flags_in = data.get("flags", [])
    if not isinstance(flags_in, list) or not all(isinstance(f, str) for f in flags_in):
        raise InputError(tr("\"flags\" must be a list of names like [\"tenhou\"] (known flags: {known})",
                            known=", ".join(FLAGS)))
    for f in flags_in:
        if f not in FLAGS:
            raise InputError(tr("unknown flag \"{name}\" (known flags: {known})", name=f, known=", ".join(FLAGS)))
    flags = set(flags_in)
    for f in ("ippatsu", "double_riichi"):
        if f in flags and not options.get(f, False):
            raise InputError(tr("flag \"{name}\" needs the option \"{name}\": set \"options\": {{\"{name}\": true}}",
                                name=f))

    # Era, dynasty card, emperor.
    cards = _Cards(data)
    era = data.get("era")
    if era is not None and era not in ERAS:
        raise InputError(tr("\"era\" must be \"warring_states\" or \"dynasty\", not {value}", value=json.dumps(era)))
    dyn_text = data.get("dynasty_card")
    if era is None:
        era = "warring_states" if dyn_text is None else "dynasty"
    dynasty_card = None
    if era == "warring_states":
        if dyn_text is not None or data.get("emperor") is not None:
            raise InputError(tr("the Warring States have no dynasty card and no emperor; "
                                "remove \"dynasty_card\"/\"emperor\" or set \"era\": \"dynasty\""))
        emperor = None
    else:
        if dyn_text is None:
            raise InputError(tr("missing field \"dynasty_card\": a dynasty has a dynasty card (A to Q)"))
        dynasty_card = cards.parse(dyn_text, "dynasty_card")
        if is_joker(dynasty_card) or rank_of(dynasty_card) == 13:
            raise InputError(tr("dynasty_card: {card} cannot be a dynasty card (ranks A to Q only)",
                                card=display(dynasty_card)))
        emperor = _seat(data, "emperor", players, True)
    winner = _seat(data, "winner", players, True)

    # How the hand was won.
    by = data.get("by")
    if by not in ("tsumo", "ron"):
        raise InputError(tr("\"by\" must be \"tsumo\" or \"ron\", not {value}", value=json.dumps(by)))
    discarder = _seat(data, "discarder", players, by == "ron")
    if by == "tsumo" and discarder is not None:
        raise InputError(tr("a tsumo has no discarder; remove \"discarder\""))
    if discarder is not None and discarder == winner:
        raise InputError(tr("the discarder (seat {seat}) cannot be the winner", seat=discarder))

    # Cards.
    if "hand" not in data:
        raise InputError(tr("missing field \"hand\" (the winner's concealed cards, winning card included)"))
    exposed_in = data.get("exposed", [])
    if not isinstance(exposed_in, list):
        raise InputError(tr("\"exposed\" must be a list of sets, like [[\"4♠\", \"9♠\"]]"))
    if len(exposed_in) > 2:
        raise InputError(tr("\"exposed\" has {n} sets; a hand has at most two calls", n=len(exposed_in)))
    exposed = []
    for i, s in enumerate(exposed_in):
        where = f"exposed[{i}]"
        pair = cards.parse_list(s, where)
        if len(pair) != 2:
            raise InputError(tr("{where} has {n} cards; an exposed set has 2", where=where, n=len(pair)))
        if (dynasty_card is None and any(is_joker(c) for c in pair)) or not cards_form_set(*pair, dynasty_card):
            raise InputError(tr("{where}: {cards} is not a set (a wangzi adds up to 13; a pair is the same rank "
                                "and colour; jokers only in a dynasty)", where=where,
                                cards=" ".join(display(c) for c in pair)))
        exposed.append(pair)
    hand = cards.parse_list(data["hand"], "hand")
    need = 6 - 2 * len(exposed)
    if len(hand) != need:
        raise InputError(tr("hand has {n} cards; with {e} exposed set(s) it needs {need} "
                            "(the concealed cards, winning card included)", n=len(hand), e=len(exposed), need=need))
    river = cards.parse_list(data.get("river"), "river")
    kept = cards.parse_list(data.get("kept_kings"), "kept_kings")
    for k in kept:
        if is_joker(k) or rank_of(k) != 13:
            raise InputError(tr("kept_kings: {card} is not a K", card=display(k)))
    ura = cards.parse_list(data.get("ura_cards"), "ura_cards")

    tenhou, chiihou = "tenhou" in flags, "chiihou" in flags
    wc_text = data.get("winning_card")
    if tenhou:
        if wc_text is not None:
            raise InputError(tr("a tenhou has no winning card (the 6 dealt cards win); remove \"winning_card\""))
        winning_card = None
    else:
        if wc_text is None:
            raise InputError(tr("missing field \"winning_card\" (one of the hand's cards)"))
        if not isinstance(wc_text, str):
            raise InputError(tr("winning_card: {value} is not a card", value=json.dumps(wc_text)))
        try:
            winning_card = parse_card(wc_text)
        except ValueError as e:
            raise InputError(f"winning_card: {e}") from None
        if is_joker(winning_card) and wc_text.strip().upper() in ("JK", "JOKER", "🃏"):
            winning_card = next((c for c in hand if is_joker(c)), winning_card)
        if winning_card not in hand:
            raise InputError(tr("winning_card {card} is not in the hand", card=display(winning_card)))

    # Flags that only fit some hands.
    if tenhou and chiihou:
        raise InputError(tr("a hand cannot be both tenhou and chiihou"))
    for f in ("tenhou", "chiihou"):
        if f in flags:
            if by != "tsumo":
                raise InputError(tr("{flag} is a tsumo win; set \"by\": \"tsumo\"", flag=f))
            if exposed:
                raise InputError(tr("{flag} is impossible after a call", flag=f))
            if river:
                raise InputError(tr("{flag} comes before the winner's first discard, so the river must be empty",
                                    flag=f))
            for other in ("riichi", "ippatsu", "double_riichi", "last_card"):
                if other in flags:
                    raise InputError(tr("{flag} cannot go with {other}", flag=f, other=other))
    if emperor is not None:
        if tenhou and winner != emperor:
            raise InputError(tr("tenhou is the dealer's win, and in a dynasty the emperor (seat {seat}) deals",
                                seat=emperor))
        if chiihou and winner == emperor:
            raise InputError(tr("chiihou is a non-dealer's win; the emperor deals (use tenhou)"))
    riichi = "riichi" in flags or by == "ron"
    for f in ("ippatsu", "double_riichi"):
        if f in flags and not riichi:
            raise InputError(tr("flag \"{name}\" needs riichi: add the flag \"riichi\"", name=f))
    jokers_in_field = sum(1 for c in hand + river + tuple(c for s in exposed for c in s) if is_joker(c))
    if ura:
        if "last_card" in flags:
            raise InputError(tr("ura_cards: after the last card the stock is empty, so there is no ura-dora"))
        counted = [u for u in ura if not (dynasty_card is None and is_joker(u))]
        if len(counted) > jokers_in_field:
            raise InputError(tr("ura_cards: {n} card(s) drawn, but the winner's field holds {j} joker(s); "
                                "one ura-dora card is drawn per joker", n=len(counted), j=jokers_in_field))
    return WinContext(
        players=players, winner=winner, concealed=hand, exposed=tuple(exposed), winning_card=winning_card,
        by=by, discarder=discarder, dynasty_card=dynasty_card, emperor=emperor, river=river, kept_kings=kept,
        ura_cards=ura, last_card="last_card" in flags, tenhou=tenhou, chiihou=chiihou,
        ippatsu="ippatsu" in flags, double_riichi="double_riichi" in flags,
        dora_ceiling=options.get("dora_ceiling", False),
    )


# ---------------------------------------------------------------------------------------------
# Showing the result


def _c(cards) -> str:
    return " ".join(display(c) for c in cards)


def breakdown_text(ctx: WinContext, b: Breakdown) -> str:
    """The human-readable breakdown."""
    out: list[str] = []
    era = (tr("Warring States") if ctx.dynasty_card is None else
           tr("dynasty card {card}, emperor seat {seat}", card=display(ctx.dynasty_card), seat=ctx.emperor))
    out.append(tr("Emperor (皇帝) · {players} players · {era}", players=ctx.players, era=era))
    role = tr("emperor") if b.role == "emperor" else tr("commoner")
    if ctx.tenhou:
        how = tr("tenhou on the dealt cards")
    elif ctx.by == "tsumo":
        how = tr("tsumo, winning card {card}", card=display(ctx.winning_card))
    else:
        how = tr("ron off seat {seat}, winning card {card}", seat=ctx.discarder, card=display(ctx.winning_card))
    out.append(tr("Seat {seat} ({role}) wins: {how}", seat=ctx.winner, role=role, how=how))
    if not b.valid:
        out.append(tr("NOT A VALID WIN: {reason}", reason=b.reason))
    out.append("")
    if b.sets:
        shape = tr("three-sou (三双)") if b.shape == "sansou" else tr("normal: two wangzi and a pair")
        out.append(tr("Sets: {shape}", shape=shape))
        for s in b.sets:
            mark = tr(" (exposed)") if s.exposed else ""
            out.append(f"  {display(s.cards[0])}{display(s.cards[1])}  {tr(KIND_LABELS[s.kind])}{mark}")
    else:
        out.append(tr("Cards: {cards}", cards=_c(ctx.concealed) + "".join(f" [{_c(s)}]" for s in ctx.exposed)))
    out.append("")
    if b.shape == "sansou":
        out.append(tr("Yaku: none (three-sou has no yaku and wins without the shibari)"))
    else:
        out.append(tr("Yaku: {y} (shibari {s})", y=b.yaku_count, s=b.shibari))
        for y in b.yaku:
            out.append(tr("  {japanese} {kana}  {english}  {value}", japanese=y.japanese, kana=y.kana,
                          english=tr(YAKU_BY_ID[y.id].english), value=y.value))
        if b.absorbed:
            names = ", ".join(tr("{japanese} {english}", japanese=YAKU_BY_ID[a].kanji, english=tr(YAKU_BY_ID[a].english))
                              for a in b.absorbed)
            out.append(tr("  absorbed by a higher yaku: {names}", names=names))
    out.append("")
    out.append(tr("Bonus yaku: {b}", b=b.bonus_count))
    for item in b.bonus:
        if item.id == "dora":
            inds = ", ".join(f"{display(i.card)} ({tr(INDICATOR_LABELS[i.kind])})" for i in item.indicators)
            out.append(tr("  {label}: sou {sou} shown by {inds}: {d} dora = {n}", label=render(item.label),
                          sou=_c(item.sou), inds=inds, d=item.dora, n=item.count))
        else:
            out.append(f"  {render(item.label)}  {item.count}")
    out.append("")
    state = tr("virtuous") if b.virtuous else tr("not virtuous")
    out.append(tr("Virtue: {v} ({t} needed): {state}", v=b.virtue_count, t=b.virtue_threshold, state=state))
    for v in b.virtue:
        cards = f": {_c(v.cards)}" if v.cards and v.id != "dynasty_card" else ""
        out.append(f"  {render(v.label)} {v.count}{cards}")
    out.append("")
    out.append(tr("Score:"))
    for line in b.formulas:
        out.append("  " + render(line))
    if b.payments:
        out.append(tr("Payments:"))
        for p in b.payments:
            out.append(tr("  seat {payer} pays seat {payee}: {amount}", payer=p.payer, payee=p.payee,
                          amount=f"{p.amount:,}"))
    if b.valid:
        out.append(tr("Succession: {what}", what=tr(SUCCESSION_LABELS[b.succession]) if b.succession
                      else tr("none (no change of emperor)")))
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------
# Command line


def _parser() -> ArgumentParser:
    p = ArgumentParser(prog=PROG, description=tr("Score one finished Emperor hand described in JSON "
                                          "(see docs/emperor-calculator.md)."))
    p.add_argument("file", nargs="?", help=tr("the JSON file (standard input when omitted or '-')"))
    p.add_argument("--json", action="store_true", help=tr("print the breakdown as JSON"))
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = _parser().parse_args(argv)
        data = read_input(args.file)
        kind = input_kind(data, KINDS)
        if kind == "exhaustive_draw":
            result = calcmatch.settle_draw(calcmatch.draw_state(data, _Cards(data)), "scores" in data)
            write_output(json.dumps(result, ensure_ascii=False, indent=2) if args.json else calcmatch.draw_text(result))
            return 0
        if kind == "standings":
            result = calcmatch.final_standings(data)
            write_output(json.dumps(result, ensure_ascii=False, indent=2) if args.json
                         else calcmatch.standings_text(result))
            return 0
        ctx = parse_input(data)
    except InputError as e:
        print(tr("error: {message}", message=e), file=sys.stderr)
        return 2
    b = score_win(ctx)
    text = json.dumps(b.to_dict(), ensure_ascii=False, indent=2) if args.json else breakdown_text(ctx, b)
    write_output(text)
    return 0 if b.valid else 1


if __name__ == "__main__":
    sys.exit(main())
