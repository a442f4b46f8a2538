"""Command: the one value for every action a seat can take, in every game.

The table, CPU players, saves, replays and tests all speak in Commands. A Command is frozen,
hashable, ordered (so legal lists sort the same way every time) and round-trips through JSON.
``action`` names the move in the variant's vocabulary (``"draw"``, ``"discard"``, ``"call"``,
``"riichi"``, ``"tsumo"``, ``"ron"``, ``"pass"``, ``"bid"``...), ``cards`` lists the cards or
tiles it involves, and ``choice`` carries any other choice (a suit, a declaration) as text.

A Command checks the types of its fields when it is made, so every later reader (``validate``,
the log, a save) may rely on them; whether the values make sense in a game is :func:`shape_reason`'s
and then the game's ``validate``'s to say.
"""

from __future__ import annotations

from collections.abc import Container, Mapping
from dataclasses import dataclass
from typing import Any

from rules.core.text import tr

# The fields a move uses besides seat and action: a game lists them per action (its ``MOVES``),
# and a move that carries anything in a field it does not use is refused.
NO_FIELDS: frozenset[str] = frozenset()
CARDS: frozenset[str] = frozenset({"cards"})
CHOICE: frozenset[str] = frozenset({"choice"})
CARDS_AND_CHOICE: frozenset[str] = CARDS | CHOICE


@dataclass(frozen=True, order=True)
class Command:
    seat: int
    action: str
    cards: tuple[str, ...] = ()
    choice: str = ""

    def __post_init__(self) -> None:
        """TypeError for a field of the wrong type, ValueError for a negative seat or an empty action.

        ``cards`` may be given as a list (as JSON and people write it); it is kept as a tuple so the
        Command stays hashable.
        """
        if (type(self.seat) is int and self.seat >= 0 and type(self.action) is str and self.action
                and type(self.cards) is tuple and type(self.choice) is str and _all_text(self.cards)):
            return  # the common case, kept cheap: legal lists and CPU searches make many Commands
        if type(self.seat) is not int:  # bool is an int subclass; True must not pass for seat 1
            raise TypeError(f"command seat must be an integer, not {type(self.seat).__name__}")
        if self.seat < 0:
            raise ValueError("command seat must not be negative")
        if not isinstance(self.action, str):
            raise TypeError(f"command action must be a string, not {type(self.action).__name__}")
        if not self.action:
            raise ValueError("command action must not be empty")
        if type(self.cards) is not tuple:
            if not isinstance(self.cards, (list, tuple)):
                raise TypeError(f"command cards must be a tuple or list of card codes, not {type(self.cards).__name__}")
            object.__setattr__(self, "cards", tuple(self.cards))
        if not _all_text(self.cards):
            raise TypeError("command cards must be card codes (strings)")
        if not isinstance(self.choice, str):
            raise TypeError(f"command choice must be a string, not {type(self.choice).__name__}")

    def sort_key(self) -> tuple[int, str, tuple[str, ...], str]:
        """The order of ``<``, as one tuple: ``sorted(commands, key=Command.sort_key)`` sorts a long
        legal list (a Piquet exchange offers up to 1,585) several times faster."""
        return (self.seat, self.action, self.cards, self.choice)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "action": self.action}
        if self.cards:
            out["cards"] = list(self.cards)
        if self.choice:
            out["choice"] = self.choice
        return out

    @classmethod
    def from_json(cls, data: Any) -> Command:
        """Build a Command from decoded JSON; ValueError says what is malformed."""
        if not isinstance(data, dict):
            raise ValueError(f"a command must be an object, not {type(data).__name__}")
        unknown = {str(k)[:20] for k in set(data) - {"seat", "action", "cards", "choice"}}
        if unknown:
            raise ValueError(f"unknown command field(s): {', '.join(sorted(unknown))}")
        cards = data.get("cards", [])
        if not isinstance(cards, list):  # JSON has no tuples: a list, or it is malformed
            raise ValueError("command cards must be a list of card codes")
        try:
            return cls(data.get("seat"), data.get("action"), cards, data.get("choice", ""))  # type: ignore[arg-type]
        except TypeError as exc:
            raise ValueError(str(exc)) from None


def _all_text(cards: tuple[object, ...]) -> bool:
    for c in cards:
        if type(c) is not str:
            return False
    return True


def _quoted(text: str) -> str:
    """A player's text inside a reason: quoted, and cut short so junk cannot flood the message."""
    return repr(text if len(text) <= 12 else text[:12] + "…")


def shape_reason(command: Command, seats: int, moves: Mapping[str, frozenset[str]], codes: Container[str]) -> str | None:
    """Why ``command`` is no move of this game in any position, or None.

    ``seats``: how many seats the table has; ``moves``: each action of the game and the fields it
    uses (:data:`CARDS`, :data:`CHOICE`...); ``codes``: every card or tile code of the game. Run
    before a game's own checks, which may then format and look up the codes safely.
    """
    if command.seat >= seats:
        return tr("There is no such seat: this table has {n} seats.", n=seats)
    fields = moves.get(command.action)
    if fields is None:
        return tr("{action} is not a move of this game.", action=_quoted(command.action))
    if command.cards and "cards" not in fields:
        return tr("This move takes no cards.")
    if command.choice and "choice" not in fields:
        return tr("This move takes no extra choice.")
    for code in command.cards:
        if code not in codes:
            return tr("{code} is not a card or tile of this game.", code=_quoted(code))
    return None
