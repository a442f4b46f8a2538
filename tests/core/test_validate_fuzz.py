"""``validate`` keeps its promises for any command at all, in every registered game.

At positions reached by seeded CPU play (every player count, call windows, simultaneous bids, a
finished match), hypothesis throws well- and ill-formed commands from every seat: legal commands
with one field spoilt, random seats (out of range too), actions (the game's own, other games',
junk), card codes (legal and garbage) and choices, and raw values of the wrong type, built directly
and through JSON. Construction refuses exactly the ill-typed ones; of the rest ``validate`` never
raises, accepts exactly the legal ones, and refuses the others with a reason in words that
``submit`` gives too, leaving the state unchanged; the record still replays to the same digest.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core.command import Command
from rules.core.registry import get_variant, variant_ids
from rules.core.session import IllegalCommand, Session
from rules.emperor.flow import MAX_NAME
from rules.emperor.settlement import suggested_dynasty_name

# The set-ups positions come from: every player count and the options that open other moves.
SETUPS: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "emperor": [
        (3, {"match_length": 10, "recombination": True, "naming_style": "detailed"}),
        (4, {"match_length": 10}),
        (5, {"match_length": 10, "recombination": True}),
    ],
    "ninety_nine": [(3, {}), (3, {"early_version": True})],
    "piquet": [(2, {}), (2, {"match_format": "rubicon", "deck_36": True, "younger_may_exchange_zero": True,
                             "talon_rest_private_view": False, "staged_declarations": True})],
    "wuhan": [(4, {"laps": 1}), (3, {"variant": "jingzhou", "removed_suit": "p", "laps": 1})],
    "kawuxing": [(3, {"hands_per_game": 6}), (4, {"four_player_rotation": True, "hands_per_game": 6,
                                                  "disclosure_scope": "waiting_part"})],
    "trump_mahjong": [(4, {"rounds": 1}), (3, {"players": 3, "rounds": 1, "multiple_ron": False})],
}
KEEP_PER_KIND = 3  # positions kept per (phase, number of seats asked)
EVERY = 8  # and one position in this many moves besides
GARBAGE = ["", " ", "NaN", "A♠", "AS ", " AS", "as", "10H", "1S", "JK", "JK3", "jk1", "5M", "m5", "Rd ", "中", "0", "None"]
ALL_ACTIONS = sorted({a for g in variant_ids() for a in get_variant(g).flow.MOVES} | {"fold", "Draw", "draw ", "play_"})


def _setups(game: str) -> list[tuple[int, dict[str, Any]]]:
    variant = get_variant(game)
    return SETUPS.get(game, [(variant.default_players, {})])  # a new game is covered as it lands


@lru_cache(maxsize=None)
def positions(game: str) -> tuple[Session, ...]:
    """Copies of sessions at varied positions of seeded CPU play, the end of a match included."""
    variant = get_variant(game)
    kept: list[Session] = []
    for n, (players, options) in enumerate(_setups(game)):
        session = Session(variant, players, options, seed=n)
        level = "easy" if "easy" in variant.cpu_levels else variant.cpu_levels[0]  # easy makes calls, kongs, disclosures
        cpus = [variant.cpu(level, n * 10 + i) for i in range(players)]
        rng = random.Random(n)
        seen: Counter[tuple[str, int]] = Counter()
        while not session.is_over():
            kind = (session.state.phase, len(session.to_act()))
            seen[kind] += 1
            if seen[kind] <= KEEP_PER_KIND or rng.randrange(EVERY) == 0:
                kept.append(copy.deepcopy(session))
            seat = rng.choice(sorted(session.to_act()))  # simultaneous answers come in any order
            session.submit(cpus[seat].choose(session.view(seat), session.legal(seat)))
        kept.append(session)
    return tuple(kept)


@lru_cache(maxsize=None)
def _choices(game: str) -> list[str]:
    """Every choice the game's legal lists offered at the kept positions."""
    found = {c.choice for s in positions(game) for seat in s.to_act() for c in s.legal(seat)}
    return sorted(found | {"", " ", "x", "none", "None", "S ", "elder ", "漢 ", "漢\x00", "\u200b"})


@lru_cache(maxsize=None)
def _codes(game: str) -> list[str]:
    return sorted({c for s in positions(game) for c in s.variant.flow.codes(s.state)})


# -- what counts as legal: the form legal lists --------------------------------------------------


def _emperor_canonical(session: Session, cmd: Command) -> Command:
    """A dynasty is named freely (visible characters, no spaces around, at most MAX_NAME of them,
    not empty in the detailed style); ``legal`` lists it under the suggested name."""
    name = cmd.choice
    if cmd.action == "dynasty" and name == name.strip() and len(name) <= MAX_NAME and name.isprintable():
        if name or session.options["naming_style"] != "detailed":
            return Command(cmd.seat, cmd.action, cmd.cards, suggested_dynasty_name(session.state))
    return cmd


def _sorted_cards(session: Session, cmd: Command) -> Command:
    """Cards named in any order: legal lists them sorted."""
    return Command(cmd.seat, cmd.action, tuple(sorted(cmd.cards)), cmd.choice)


CANONICAL: dict[str, Callable[[Session, Command], Command]] = {
    "emperor": _emperor_canonical,
    "piquet": _sorted_cards,
    "ninety_nine": _sorted_cards,
}


def _same(session: Session, cmd: Command) -> Command:
    return cmd


# -- the checks -----------------------------------------------------------------------------------


def _well_typed(seat: Any, action: Any, cards: Any, choice: Any) -> bool:
    return (
        type(seat) is int and seat >= 0
        and isinstance(action, str) and action != ""
        and isinstance(cards, (list, tuple)) and all(type(c) is str for c in cards)
        and isinstance(choice, str)
    )


def _build(seat: Any, action: Any, cards: Any, choice: Any, as_json: bool) -> Command | None:
    """The Command these values make, directly or from JSON; None when refused, as it must be
    exactly when they are ill-typed (JSON also wants cards as a list)."""
    ok = _well_typed(seat, action, cards, choice)
    if as_json:
        ok = ok and isinstance(cards, list)
        try:
            cmd = Command.from_json({"seat": seat, "action": action, "cards": cards, "choice": choice})
        except ValueError:
            assert not ok, (seat, action, cards, choice)
            return None
    else:
        try:
            cmd = Command(seat, action, cards, choice)
        except (TypeError, ValueError):
            assert not ok, (seat, action, cards, choice)
            return None
    assert ok, (seat, action, cards, choice)
    assert (cmd.seat, cmd.action, cmd.cards, cmd.choice) == (seat, action, tuple(cards), choice)
    return cmd


def check_command(session: Session, cmd: Command, game: str) -> None:
    """validate does not raise; None exactly for a legal command (which is then played); a
    refusal has words, is what submit says, and changes nothing."""
    canonical = CANONICAL.get(game, _same)
    before = session.variant.snapshot(session.state)
    reason = session.validate(cmd)
    legal = {canonical(session, c) for c in session.legal(cmd.seat)} if cmd.seat < session.players else set()
    assert (reason is None) == (canonical(session, cmd) in legal), (cmd, reason)
    if reason is None:
        session.submit(cmd)
        return
    assert isinstance(reason, str) and reason.strip(), cmd
    with pytest.raises(IllegalCommand) as refusal:
        session.submit(cmd)
    assert refusal.value.reason == reason
    assert session.variant.snapshot(session.state) == before, f"{cmd} was refused but changed the state"


# -- the commands ---------------------------------------------------------------------------------

ANY_VALUE = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 6), st.integers(), st.floats(allow_nan=False), st.text(max_size=4),
    st.lists(st.text(max_size=3), max_size=2), st.tuples(st.integers()), st.lists(st.integers(), max_size=2),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=1),
)


@st.composite
def commands(draw: st.DrawFn, session: Session, game: str) -> tuple[Any, Any, Any, Any]:
    """Four field values: a legal command, one with a field spoilt, well-typed random fields, or
    fields of any type at all."""
    codes = st.one_of(st.sampled_from(_codes(game)), st.sampled_from(GARBAGE), st.text(max_size=4))
    seats = st.one_of(st.integers(0, session.players), st.integers(0, 2**70))
    actions = st.one_of(st.sampled_from(ALL_ACTIONS), st.text(min_size=1, max_size=6))
    choices = st.one_of(st.sampled_from(_choices(game)), st.text(max_size=5))
    cards = st.one_of(st.lists(codes, max_size=4), st.lists(codes, max_size=4).map(tuple))
    kind = draw(st.sampled_from(["legal", "spoilt", "spoilt", "random", "random", "raw"]))
    if kind == "raw":
        return (draw(st.one_of(seats, ANY_VALUE)), draw(st.one_of(actions, ANY_VALUE)),
                draw(st.one_of(cards, ANY_VALUE)), draw(st.one_of(choices, ANY_VALUE)))
    if kind == "random" or session.is_over():
        return draw(seats), draw(actions), draw(cards), draw(choices)
    seat = draw(st.sampled_from(sorted(session.to_act())))
    base = draw(st.sampled_from(session.legal(seat)))
    fields: list[Any] = [base.seat, base.action, base.cards, base.choice]
    if kind == "spoilt":
        spoil = draw(st.sampled_from(["seat", "action", "cards", "add", "pad", "choice", "any"]))
        if spoil == "seat":
            fields[0] = draw(seats)
        elif spoil == "action":
            fields[1] = draw(actions)
        elif spoil == "cards":
            fields[2] = draw(cards)
        elif spoil == "add":
            fields[2] = base.cards + (draw(codes),)
        elif spoil == "pad" and base.cards:  # a code with a space: strip nothing, refuse it
            i = draw(st.integers(0, len(base.cards) - 1))
            code = base.cards[i]
            padded = draw(st.sampled_from([code + " ", " " + code, code + "\n"]))
            fields[2] = base.cards[:i] + (padded,) + base.cards[i + 1 :]
        elif spoil == "choice":
            fields[3] = draw(choices)
        else:  # one field of the wrong type
            fields[draw(st.integers(0, 3))] = draw(ANY_VALUE)
    return fields[0], fields[1], fields[2], fields[3]


@pytest.mark.parametrize("game", variant_ids())
@settings(max_examples=150, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_validate_never_raises_and_means_what_it_says(game: str, data: st.DataObject) -> None:
    kept = positions(game)
    session = copy.deepcopy(kept[data.draw(st.integers(0, len(kept) - 1), label="position")])
    for _ in range(data.draw(st.integers(1, 6), label="commands")):
        seat, action, cards, choice = data.draw(commands(session, game), label="fields")
        cmd = _build(seat, action, cards, choice, as_json=data.draw(st.booleans(), label="json"))
        if cmd is not None:
            check_command(session, cmd, game)
    assert Session.from_record(session.to_record()).digest() == session.digest()


# -- junk in a field the move does not use ------------------------------------------------------


def _spoilt(cmd: Command, codes: list[str]) -> list[Command]:
    """``cmd`` with junk in each field its action leaves empty, and with a card code padded."""
    out = []
    if not cmd.cards:
        out.append(Command(cmd.seat, cmd.action, (codes[0],), cmd.choice))
    if not cmd.choice:
        out.append(Command(cmd.seat, cmd.action, cmd.cards, "x"))
    for i, code in enumerate(cmd.cards):
        out.append(Command(cmd.seat, cmd.action, cmd.cards[:i] + (code + " ",) + cmd.cards[i + 1 :], cmd.choice))
    return out


@pytest.mark.parametrize("game", variant_ids())
def test_junk_in_an_unused_field_is_refused(game: str) -> None:
    """Every action of every legal list seen, with junk where it carries nothing or a card code
    with a trailing space, is refused in words: junk never reaches a saved log."""
    codes = _codes(game)
    tried: set[tuple[str, str, bool, bool]] = set()
    for session in positions(game):
        for seat in sorted(session.to_act()):
            for cmd in session.legal(seat):
                shape = (session.state.phase, cmd.action, bool(cmd.cards), bool(cmd.choice))
                if shape in tried:
                    continue
                tried.add(shape)
                for junk in _spoilt(cmd, codes):
                    reason = session.validate(junk)
                    assert reason, f"{junk} was accepted"
    actions = {shape[1] for shape in tried}
    assert actions == set(get_variant(game).flow.MOVES) - RARE.get(game, set()), actions


# Moves the seeded play above never reaches: the fuzz test still throws them by name.
RARE = {
    "emperor": {"regroup"},
    "piquet": {"carte_blanche", "discard"},
    "wuhan": {"added_kong", "concealed_kong", "rob", "win"},
    "kawuxing": {"add_kong", "closed_kong", "kong", "rob", "win"},
    "qinghunpeng": {"added_kong", "rob", "ron", "win"},
    "trump_mahjong": {"added_kong", "concealed_kong", "exposed_kong", "rob", "win"},
}
