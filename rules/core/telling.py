"""Telling moves in words: each event a game's flow reports, as one sentence for the move log.

One path for every game: the event's kind (refined by the data field its game ``picks``, e.g. a
call's ``"chi"`` or ``"pon"``) finds a sentence template in the game's :class:`Words`, and the
template is filled with the seat names the table shows, the cards or tiles in the game's own names
and the event's data. A game supplies only its vocabulary (``rules/<game>/telling.py``: ``WORDS``),
built on its family's (rules/mahjong/telling.py, rules/tricks/telling.py).

Hidden information never leaks: the log tells an event as the reader may see it
(:meth:`Event.seen_by`). An event whose cards are hidden from the reader is told only by its
``<key>.hidden`` sentence, which names no card ("South draws", never "South draws 5 Dots"), or not
at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, Callable, Mapping, Sequence

from rules.core.cards import display
from rules.core.events import HIDDEN, Event
from rules.core.text import render, tr

# Data fields that name a seat, and those that hold one card or tile code.
SEAT_FIELDS = frozenset({"from", "to", "winner", "discarder", "leader", "caller", "fed", "dealer", "lord",
                         "next_lord", "elder"})
PIECE_FIELDS = frozenset({"tile", "card", "laizi", "winning_card", "third"})


@dataclass(frozen=True)
class Words:
    """A game's vocabulary for the move log.

    ``sentences``: key -> an N_-marked English template, or None for an event the log leaves out
    (a key absent is left out too). A key is the event's kind, or ``kind.value`` where ``picks``
    names the data field whose value picks the wording (``{"called": "call"}``: ``called.pon``),
    with ``.hidden`` after it for the event as a seat that may not see its cards is told it.
    Templates fill ``{seat}``, ``{cards}``, ``{first}`` (the first card), ``{n}`` (how many cards),
    every scalar data field (seat fields by name, piece fields by the piece's name), and what
    ``extra`` adds.
    ``piece``: a card or tile code in the game's own words. ``reasons``: whether a CPU's reason for
    a move it made in view may be shown (False where the reasons tell the seat's secrets).
    """

    sentences: Mapping[str, str | None]
    picks: Mapping[str, str] = field(default_factory=dict)
    piece: Callable[[str], str] = display
    extra: Callable[[Event], dict[str, str]] | None = None
    reasons: bool = True
    pieces: Callable[[Sequence[str]], str] | None = None  # several pieces at once; else by ``piece``, spaced

    def merged(self, sentences: Mapping[str, str | None], picks: Mapping[str, str] | None = None, **changes: Any) -> Words:
        """These words with a game's own sentences (and picks) over them."""
        return Words({**self.sentences, **sentences}, {**self.picks, **(picks or {})},
                     changes.get("piece", self.piece), changes.get("extra", self.extra),
                     changes.get("reasons", self.reasons),
                     changes.get("pieces", None if "piece" in changes else self.pieces))  # new piece, pieces by it


def hidden(event: Event) -> bool:
    """Whether the event, as its reader sees it, has cards they may not see."""
    return HIDDEN in event.cards


def sentence_keys(event: Event, words: Words) -> list[str]:
    """The keys of the sentences that may tell ``event``, the most particular first; none when the
    log leaves it out."""
    keys = [event.kind]
    pick = words.picks.get(event.kind)
    if pick is not None and pick in event.data:
        keys.insert(0, f"{event.kind}.{event.data[pick]}")
    if hidden(event):
        keys = [k + ".hidden" for k in keys]
    keys = [k for k in keys if k in words.sentences]
    return [k for k in keys[:1] if words.sentences[k] is not None] + keys[1:] if keys else []


def tell(event: Event, words: Words, names: Sequence[str]) -> str | None:
    """``event`` (already as its reader may see it) in one sentence, or None for an event the log
    leaves out; seats are named from ``names``, as the table names them."""
    keys = [k for k in sentence_keys(event, words) if words.sentences[k] is not None]
    if not keys:
        return None
    values: dict[str, Any] = {}
    for name, value in event.data.items():
        if name in SEAT_FIELDS and isinstance(value, int) and 0 <= value < len(names):
            values[name] = names[value]
        elif name in PIECE_FIELDS and isinstance(value, str):
            values[name] = words.piece(value)
        elif isinstance(value, dict) and "msg" in value:
            values[name] = render(value)
        elif isinstance(value, (str, int, float)) and not isinstance(value, bool):
            values[name] = value
    if event.seat is not None and 0 <= event.seat < len(names):
        values["seat"] = names[event.seat]
    values["n"] = len(event.cards)
    if not hidden(event):  # a hidden event's sentence has no {cards} to fill: none is named
        values["cards"] = words.pieces(event.cards) if words.pieces else " ".join(words.piece(c) for c in event.cards)
        if event.cards:
            values["first"] = words.piece(event.cards[0])
    if words.extra is not None:
        values.update(words.extra(event))
    for key in keys:  # every one a sentence (not None): sentence_keys and the filter above saw to it
        try:
            return tr(words.sentences[key], **values)  # type: ignore[arg-type]
        except KeyError:  # a field this event lacks (a win with no winning card): a plainer sentence
            continue
    return None


def words_for(variant: Any) -> Words:
    """The move-log words of ``variant``: ``WORDS`` in the ``telling`` module of its game's package."""
    package = type(variant).__module__.rpartition(".")[0]
    return import_module(f"{package}.telling").WORDS
