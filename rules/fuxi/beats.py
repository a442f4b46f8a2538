"""What beats what (spec §6, D-3/D-4/D-5/D-9/D-18): strength in the current order, the wrap of the
top number by the bottom number of the same suit, and the specials that may be played any time.

The order is a bool, ``reversed`` (True after an odd number of bamboo kongs); the table is the
face in force (``Face``) or None when empty.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.text import tr
from rules.fuxi.combinations import DECLARED, NORMAL_FORMS, TERMS, Face, Play, form_label, play_name
from rules.mahjong.tiles import SUIT_LETTERS


def rank(number: int, reversed_: bool) -> int:
    """Strength of a number: itself in normal order, 10 - itself when reversed."""
    return 10 - number if reversed_ else number


def top(reversed_: bool) -> int:
    """The strongest number: 9, or 1 when reversed."""
    return 1 if reversed_ else 9


def bottom(reversed_: bool) -> int:
    """The weakest number: 1, or 9 when reversed."""
    return 9 if reversed_ else 1


def is_wrap(face: Face, table: Face, reversed_: bool) -> bool:
    """D-18: the table shows the top number and the face is the bottom number of the same suit
    and the same form."""
    return (face.form == table.form and table.number == top(reversed_) and face.number == bottom(reversed_)
            and face.suit == table.suit)


def beats(face: Face, table: Face | None, reversed_: bool) -> bool:
    """Whether a normal face may go on the table (§6): anything normal leads an empty table; else
    the same form and a strictly stronger number in any suit, or the wrap."""
    if face.form not in NORMAL_FORMS:
        return False
    if table is None:
        return True
    if face.form != table.form:
        return False
    return rank(face.number, reversed_) > rank(table.number, reversed_) or is_wrap(face, table, reversed_)


def _order_name(reversed_: bool) -> str:
    return tr("reversed order (9 weakest, 1 strongest)") if reversed_ else tr("normal order (1 weakest, 9 strongest)")


def face_reason(face: Face, table: Face | None, reversed_: bool) -> str | None:
    """None when the normal face beats the table, else why not (in the player's words)."""
    if beats(face, table, reversed_):
        return None
    assert table is not None  # anything normal leads an empty table
    if face.form != table.form:
        return tr("The table is a {table_form} ({table}); only a {table_form} goes on it, not a {form} (D-3).",
                  table_form=form_label(table.form), table=table.name(), form=form_label(face.form))
    if face.number == table.number:
        return tr("{face} is as strong as {table}: equal numbers never beat (D-4).", face=face.name(),
                  table=table.name())
    if face.number == bottom(reversed_) and table.number == top(reversed_):
        return tr("{face} wraps only the top {number} of its own suit; {table} is another suit (D-18).",
                  face=face.name(), number=top(reversed_), table=table.name())
    return tr("{face} is weaker than {table} in {order}.", face=face.name(), table=table.name(),
              order=_order_name(reversed_))


def play_reason(play: Play, table: Face | None, reversed_: bool) -> str | None:
    """None when the (well-formed) play may be made on the table, else why not.  A kong (or 一通
    as a kong) may be played any time; a 一盃口, 三色 or 一通 only with a declaration that beats
    the table (D-9); carries never matter (D-5)."""
    if play.is_kong:
        return None
    reason = face_reason(play.face, table, reversed_)
    if reason and play.form in DECLARED:
        return tr("{term} may be played any time, but it must be declared as a combination that beats the table: {why}",
                  term=TERMS[play.form], why=reason)
    return reason


def declarations_for(form: str, table: Face | None, reversed_: bool) -> list[Face]:
    """Every declaration a 一盃口 / 三色 / 一通 may make on this table (sorted): the normal faces
    that beat it, and for 一通 also any kong (D-10).  Empty for the other forms."""
    if form not in DECLARED:
        return []
    out = [Face(f, n, s) for f in NORMAL_FORMS for n in range(1, 10) for s in SUIT_LETTERS
           if beats(Face(f, n, s), table, reversed_)]
    if form == "ittsu":
        out += [Face("kong", n, s) for n in range(1, 10) for s in SUIT_LETTERS]
    return sorted(out)


@dataclass(frozen=True)
class Judgement:
    """Whether a play may go on a table, with each step of the reasoning as a line of text."""

    ok: bool
    lines: tuple[str, ...]


def judge(play: Play, table: Face | None, reversed_: bool) -> Judgement:
    """The verdict and its reasons: the order, the table, what the play counts as, the rule that
    decides, and that carries do not count."""
    lines = [tr("Order: {order}.", order=_order_name(reversed_)),
             tr("Table: {table}.", table=table.name() if table else tr("empty"))]
    lines.append(tr("Play: {name} ({text}).", name=play_name(play), text=play.text()))
    if play.is_kong:
        lines.append(tr("A kong is a special combination: it may be played at any time, on any table (§5.2)."))
        return Judgement(True, tuple(lines))
    face = play.face
    if play.form in DECLARED:
        lines.append(tr("{term} is a special combination acting as the declared {face}; the declaration must beat the table (D-9).",
                        term=TERMS[play.form], face=face.name()))
    if play.carry is not None:
        lines.append(tr("What it carries ({carry}) never counts for strength (D-5).", carry=play.carry.text()))
    reason = face_reason(face, table, reversed_)
    if reason is not None:
        lines.append(reason)
        return Judgement(False, tuple(lines))
    if table is None:
        lines.append(tr("The table is empty: any normal combination may lead."))
    elif is_wrap(face, table, reversed_):
        lines.append(tr("Wrap: the bottom {low} of the same suit beats the top {high} (§6, D-18).",
                        low=face.name(), high=table.name()))
    else:
        lines.append(tr("Same type, and {face} is stronger than {table} in {order}.", face=face.name(),
                        table=table.name(), order=_order_name(reversed_)))
    return Judgement(True, tuple(lines))
