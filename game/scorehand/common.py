"""What several games' adapters share: option fields made from a game's own option schema, the
pieces (cards in the app's codes, tiles in rules.mahjong's), and how a hand of tiles or cards is
written in the calculators' JSON and read back from a worked example."""

from __future__ import annotations

from typing import Any, Callable, Iterable

from game.scorehand.form import Choices, Entry, Field, Group, Values
from rules.core.cards import display, is_joker, parse_card, rank_of, suit_of
from rules.core.options import OptionSpec
from rules.core.text import tr
from rules.mahjong.tiles import parse_tiles, tile_code, tile_from_code


# -- options --------------------------------------------------------------------------------------


def option_fields(specs: Iterable[OptionSpec], ids: tuple[str, ...],
                  ladders: dict[str, tuple[int, ...]] | None = None) -> tuple[Field, ...]:
    """The "options" page: one field per option of the game's schema named in ``ids`` (those its
    calculator reads), with the schema's choices and words; an int option without choices
    steps along ``ladders[id]``."""
    ladders = ladders or {}
    out = []
    for spec in specs:
        if spec.id not in ids:
            continue
        if spec.type == "bool":
            pairs: Choices = [(False, tr("no")), (True, tr("yes"))]
        elif spec.choices:
            pairs = [(v, tr(spec.labels[i]) if spec.labels else str(v)) for i, v in enumerate(spec.choices)]
        else:
            pairs = [(v, str(v)) for v in ladders[spec.id]]
        out.append(Field(OPTION + spec.id, tr(spec.description), _const(pairs), spec.default, page="options"))
    return tuple(out)


OPTION = "option."  # an option's value is kept apart from a condition of the same name (Trump Mahjong's jokers)


def option(entry: Entry, option_id: str, default: Any = None) -> Any:
    return entry.values.get(OPTION + option_id, default)


def _const(pairs: Choices) -> Callable[[Entry, Values], Choices]:
    return lambda entry, values: pairs


def options_out(entry: Entry, fields: tuple[Field, ...]) -> dict[str, Any]:
    """The options that differ from the game's defaults (the calculator takes the rest as read)."""
    return {f.id.removeprefix(OPTION): entry.values[f.id] for f in fields
            if f.page == "options" and entry.values[f.id] != f.default}


def options_in(data: dict[str, Any], fields: tuple[Field, ...]) -> dict[str, Any]:
    """A worked example's options as entry values; an option the screen does not offer is refused."""
    raw = dict(data.get("options") or {})
    known = {f.id.removeprefix(OPTION) for f in fields if f.page == "options"}
    if set(raw) - known:
        raise ValueError(f"options the screen does not offer: {sorted(set(raw) - known)}")
    return {f.id: raw.get(f.id.removeprefix(OPTION), f.default) for f in fields if f.page == "options"}


# -- cards ----------------------------------------------------------------------------------------

CARD_SUITS = "SHDC"


def card_palette(ranks: Iterable[int], jokers: int = 0) -> tuple[str, ...]:
    """Cards suit by suit (♠ ♥ ♦ ♣), ranks as given, then the jokers."""
    rank_chars = "A23456789TJQK"
    cards = tuple(rank_chars[r - 1] + s for s in "SHDC" for r in ranks)
    return cards + tuple(f"JK{i + 1}" for i in range(jokers))


def card_order(ace_high: bool) -> Callable[[str], Any]:
    """Suit by suit; A 2 3 ... K, or A K Q ... when the ace is high (as trick games sort)."""
    def key(code: str) -> Any:
        if is_joker(code):
            return (9, 0, code)
        rank = rank_of(code)
        return (CARD_SUITS.index(suit_of(code)), -(14 if rank == 1 else rank) if ace_high else rank, code)
    return key


def cards_text(codes: Iterable[str]) -> str:
    return " ".join(display(c) for c in codes)


def card_codes(value: Any) -> list[str]:
    """A worked example's cards (one string or a list) as the app's codes (jokers numbered in turn)."""
    texts = value.split() if isinstance(value, str) else list(value)
    out, jokers = [], 0
    for t in texts:
        code = parse_card(t)
        if is_joker(code):
            jokers += 1
            code = f"JK{jokers}" if code in ("JK", "JK1") and jokers <= 2 else code
        out.append(code)
    return out


# -- tiles ----------------------------------------------------------------------------------------


def tile_palette(suits: str = "mps", honours: bool = True, flowers: bool = False) -> tuple[str, ...]:
    numbers = tuple(f"{n}{s}" for s in suits for n in range(1, 10))
    extra = tuple(tile_code(k) for k in range(27, 34)) if honours else ()
    return numbers + extra + (tuple(tile_code(k) for k in range(34, 42)) if flowers else ())


def tile_order(code: str) -> int:
    return tile_from_code(code)


def tiles_text(codes: Iterable[str]) -> str:
    return " ".join(codes)


def tile_codes(value: Any) -> list[str]:
    return [tile_code(k) for k in parse_tiles(value if isinstance(value, str) else " ".join(value))]


# -- a winning hand -------------------------------------------------------------------------------


def without_one(pieces: list[str], piece: str) -> list[str]:
    """``pieces`` less one ``piece`` (the winning piece is clicked into its own zone)."""
    out = list(pieces)
    if piece not in out:
        raise ValueError(f"the winning piece {piece} is not in the hand")
    out.remove(piece)
    return out


def hand_groups(entry: Entry, meld_zone: str = "meld", label: Callable[[Group], str] = lambda g: "") -> list[dict[str, Any]]:
    """The sheet's hand: the concealed pieces and the winning one (last, outlined), then each meld."""
    groups = [{"cards": entry.pieces("hand") + entry.pieces("win"), "label": tr("In hand")}]
    groups += [{"cards": g.pieces, "label": label(g)} for g in entry.zone(meld_zone) if g.pieces]
    return [g for g in groups if g["cards"]]


def kind_label(kinds: Choices) -> Callable[[Group], str]:
    names = dict(kinds)
    return lambda g: names.get(g.values.get("kind"), "")


# -- reading a worked example ---------------------------------------------------------------------

IGNORED = ("game", "note", "kind")


def values_in(data: dict[str, Any], fields: tuple[Field, ...], consumed: tuple[str, ...]) -> dict[str, Any]:
    """A worked example's conditions as entry values (the rest take their defaults); a field the
    screen does not offer (not a field, not one of ``consumed``) is refused."""
    known = {f.id for f in fields if f.page != "options"} | set(consumed) | set(IGNORED) | {"options"}
    if set(data) - known:
        raise ValueError(f"fields the screen does not offer: {sorted(set(data) - known)}")
    values = {f.id: data.get(f.id, f.default) for f in fields if f.page != "options"}
    values.update(options_in(data, fields))
    return values


def winning_groups(data: dict[str, Any], codes: Callable[[Any], list[str]], hand_key: str, win_key: str) -> list[Group]:
    """The hand and winning-piece zones of a worked example (the hand there includes the winning piece)."""
    win = codes(data[win_key])
    return [Group("hand", without_one(codes(data[hand_key]), win[0])), Group("win", win)]


def melds_out(entry: Entry, text: Callable[[list[str]], str], pieces_key: str, fields: tuple[Field, ...]) -> list[dict[str, Any]]:
    out = []
    for g in entry.zone("meld"):
        meld = {"kind": g.values["kind"], pieces_key: text(g.pieces)}
        for f in fields:
            if f.id != "kind" and f.shown(entry, g.values):
                meld[f.id] = g.values[f.id]
        out.append(meld)
    return out


def melds_in(data: dict[str, Any], codes: Callable[[Any], list[str]], pieces_key: str, fields: tuple[Field, ...],
             key: str = "melds") -> list[Group]:
    groups = []
    for m in data.get(key, []):
        if set(m) - {pieces_key} - {f.id for f in fields}:
            raise ValueError(f"a meld field the screen does not offer: {sorted(m)}")
        groups.append(Group("meld", codes(m[pieces_key]), {f.id: m.get(f.id, f.default) for f in fields}))
    return groups


def conditions_out(entry: Entry, fields: tuple[Field, ...]) -> dict[str, Any]:
    """The shown conditions (a None value means "not given" and is left out), then the options."""
    out = {f.id: entry.values[f.id] for f in fields
           if f.page != "options" and f.shown(entry, entry.values) and entry.values[f.id] is not None}
    if options_out(entry, fields):
        out["options"] = options_out(entry, fields)
    return out


def win_build(game: str, entry: Entry, fields: tuple[Field, ...], meld_fields: tuple[Field, ...],
              text: Callable[[list[str]], str], win_key: str, pieces_key: str) -> dict[str, Any]:
    """A mahjong win's input: the hand with its winning piece, the melds, the conditions."""
    out: dict[str, Any] = {"game": game, "hand": text(entry.pieces("hand") + entry.pieces("win")),
                           win_key: text(entry.pieces("win"))}
    if entry.zone("meld"):
        out["melds"] = melds_out(entry, text, pieces_key, meld_fields)
    return out | conditions_out(entry, fields)


def win_load(data: dict[str, Any], fields: tuple[Field, ...], meld_fields: tuple[Field, ...],
             codes: Callable[[Any], list[str]], win_key: str, pieces_key: str, consumed: tuple[str, ...] = ()) -> Entry:
    if data.get("kind", "win") != "win":
        raise ValueError("only a win is built on the screen")
    values = values_in(data, fields, ("hand", win_key, "melds") + consumed)
    return Entry(winning_groups(data, codes, "hand", win_key) + melds_in(data, codes, pieces_key, meld_fields), values)
