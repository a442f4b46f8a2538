"""Fuxi's combinations (打牌役, spec §5): the normal single / pair / triplet with its carries (帯) and
the special kong / 一盃口 / 三色 / 一通 with their declarations; their notation and JSON (§15).

A ``Play`` is built only through ``make_play`` / ``parse_play`` / ``play_from_json``, which refuse
anything that is no combination with a reason, so every ``Play`` seen elsewhere is well formed.
Whether it may go on the table is ``rules.fuxi.beats``'s question.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from rules.core.text import N_, tr
from rules.mahjong.tiles import SUIT_LETTERS, kind, number_of, parse_tiles, suit_of, tile_code, tile_kanji

NORMAL_FORMS = ("single", "pair", "triplet")
SPECIAL_FORMS = ("kong", "iipeikou", "sanshoku", "ittsu")
FORMS = NORMAL_FORMS + SPECIAL_FORMS
DECLARED = ("iipeikou", "sanshoku", "ittsu")  # specials that act as a declared combination
CARRIERS = ("triplet", "sanshoku", "ittsu")  # forms that may carry (帯) one normal combination
SIZES = {"single": 1, "pair": 2, "triplet": 3, "kong": 4}  # identical tiles of a face's form
TERMS = {"single": "単騎", "pair": "対子", "triplet": "刻子", "kong": "槓子", "iipeikou": "一盃口",
         "sanshoku": "三色", "ittsu": "一通"}
CALLS = {"single": "単", "pair": "対", "triplet": "刻", "kong": "槓"}  # the seed's calls: 単5, 刻5帯▲
FORM_LABELS = {"single": N_("single"), "pair": N_("pair"), "triplet": N_("triplet"), "kong": N_("kong"),
               "iipeikou": N_("double run"), "sanshoku": N_("three-suit run"), "ittsu": N_("1-9 straight")}
TILE_KINDS = 27  # 1m..9m, 1p..9p, 1s..9s (rules.mahjong.tiles numbering)
SUITS = tuple(SUIT_LETTERS)  # a tuple: "mp" or "" is not a suit, though both are in the string "mps"


@dataclass(frozen=True, order=True)
class Face:
    """What a play counts as on the table: a form ("single", "pair", "triplet"; "kong" only as an
    一通's declaration), a number 1-9 and a suit "m", "p" or "s"."""

    form: str
    number: int
    suit: str

    def tiles(self) -> list[int]:
        """The tiles this face shows (a declared face's tiles need not be in anyone's hand)."""
        return [kind(self.suit, self.number)] * SIZES[self.form]

    def text(self) -> str:
        """Notation: the tiles, '99s' for a pair of 9 bamboo."""
        return str(self.number) * SIZES[self.form] + self.suit

    def name(self) -> str:
        """The seed's call: 対九索."""
        return CALLS[self.form] + tile_kanji(kind(self.suit, self.number))


@dataclass(frozen=True)
class Play:
    """One play.  ``tiles``: this group's own tiles, sorted; ``declared``: the face a 一盃口, 三色 or
    一通 acts as; ``carry``: the normal play carried by a triplet, 三色 or 一通 (non-kong)."""

    form: str
    tiles: tuple[int, ...]
    declared: Face | None = None
    carry: Play | None = None

    @property
    def face(self) -> Face:
        """What the play counts as: its declaration, or its own tiles' form, number and suit.
        Carries never count (D-5)."""
        if self.declared is not None:
            return self.declared
        t = self.tiles[0]
        return Face(self.form, number_of(t), suit_of(t))

    @property
    def special(self) -> bool:
        return self.form in SPECIAL_FORMS

    @property
    def is_kong(self) -> bool:
        """A kong, or an 一通 acting as one: played for its suit's effect and a restart."""
        return self.face.form == "kong"

    def chain(self) -> list[Play]:
        """This play and its carries, outermost first."""
        out: list[Play] = []
        p: Play | None = self
        while p is not None:
            out.append(p)
            p = p.carry
        return out

    def all_tiles(self) -> list[int]:
        """Every tile the play takes from the hand, sorted."""
        return sorted(t for p in self.chain() for t in p.tiles)

    def codes(self) -> tuple[str, ...]:
        return tuple(tile_code(t) for t in self.all_tiles())

    def text(self) -> str:
        """Notation read back by ``parse_play``: '222m+99p', '334455m=99s', '123456789p=5555m'."""
        parts = []
        for p in self.chain():
            part = _group_text(p.tiles)
            if p.declared is not None:
                part += "=" + p.declared.text()
            parts.append(part)
        return "+".join(parts)

    def to_json(self) -> dict[str, Any]:
        """Spec §15: {"form", "tiles": [codes], "as": ..., "carry": ...}."""
        d: dict[str, Any] = {"form": self.form, "tiles": [tile_code(t) for t in self.tiles]}
        if self.declared is not None:
            f = self.declared
            d["as"] = ({"kong": f.suit, "number": f.number} if f.form == "kong"
                       else {"type": f.form, "number": f.number, "suit": f.suit})
        if self.form != "kong":
            d["carry"] = None if self.carry is None else self.carry.to_json()
        return d

    def canonical(self) -> Play:
        """The same play with the triplets it carries in tile order and a carried single or pair
        last: plays that differ only in how their chain is written compare equal this way."""
        chain = self.chain()
        carried = chain[1:]
        if not carried:
            return self
        ends = [p for p in carried if p.form != "triplet"]
        links = sorted((replace(p, carry=None) for p in carried if p.form == "triplet"), key=lambda p: p.tiles)
        tail: Play | None = ends[0] if ends else None
        for link in reversed(links):
            tail = replace(link, carry=tail)
        return replace(self, carry=tail)

    def sort_key(self) -> tuple[Any, ...]:
        return (FORMS.index(self.form), self.all_tiles(), self.text())


def _group_text(tiles: Sequence[int]) -> str:
    """'234m234p234s': number runs per suit, in m, p, s order."""
    out = []
    for s in SUIT_LETTERS:
        nums = "".join(str(number_of(t)) for t in sorted(tiles) if suit_of(t) == s)
        if nums:
            out.append(nums + s)
    return "".join(out)


def form_of(tiles: Sequence[int]) -> str | None:
    """The one form a group of tiles makes (four alike is a kong; as a triplet carrying a single it
    is written as two groups), or None."""
    if not tiles or any(not 0 <= t < TILE_KINDS for t in tiles):
        return None
    c = Counter(tiles)
    if len(c) == 1:
        return {1: "single", 2: "pair", 3: "triplet", 4: "kong"}.get(len(tiles))
    kinds = sorted(c)
    suits = {suit_of(t) for t in kinds}
    if len(tiles) == 6 and len(suits) == 1 and len(kinds) == 3 and set(c.values()) == {2} and _consecutive(kinds):
        return "iipeikou"
    if len(tiles) == 9 and set(c.values()) == {1}:
        if len(suits) == 1 and len(kinds) == 9:
            return "ittsu"
        by_suit = {s: sorted(number_of(t) for t in kinds if suit_of(t) == s) for s in suits}
        if len(suits) == 3 and len({tuple(v) for v in by_suit.values()}) == 1:
            nums = by_suit["m"]
            if len(nums) == 3 and nums[2] - nums[0] == 2:
                return "sanshoku"
    return None


def _consecutive(kinds: list[int]) -> bool:
    return all(b - a == 1 for a, b in zip(kinds, kinds[1:]))


def make_play(form: str, tiles: Iterable[int], declared: Face | None = None,
              carry: Play | None = None) -> Play | str:
    """The play, or the reason it is no combination (§5): the tiles must make ``form``, a 一盃口 /
    三色 / 一通 must declare what it acts as (only 一通 may act as a kong, D-10), and only a
    triplet, a 三色 or an 一通 not used as a kong may carry one normal combination (D-6)."""
    ts = tuple(sorted(tiles))
    if form not in FORMS:
        return tr("{form!r} is not a combination; use one of {forms}.", form=form, forms=", ".join(FORMS))
    if any(type(t) is not int or not 0 <= t < TILE_KINDS for t in ts):
        return tr("Fuxi uses only the number tiles 1-9 of 萬子 (m), 筒子 (p) and 索子 (s).")
    actual = form_of(ts)
    if actual != form:
        return tr("{tiles} is not a {form} ({term}): {shape}.", tiles=_group_text(ts) or "-",
                  form=form_label(form), term=TERMS[form], shape=tr(_SHAPES[form]))
    if form in DECLARED:
        if declared is None:
            return tr("{term} acts as a combination you declare: say which (type, number, suit).", term=TERMS[form])
        reason = _declaration_reason(form, declared)
        if reason:
            return reason
    elif declared is not None:
        return tr("Only 一盃口, 三色 and 一通 are declared; a {term} is what its tiles are.", term=TERMS[form])
    if carry is not None:
        if form not in CARRIERS or (declared is not None and declared.form == "kong"):
            return tr("{term} cannot carry (帯): only a triplet, 三色 or 一通 (not as a kong) carries one normal combination.",
                      term=TERMS[form] if declared is None else f"{TERMS[form]}({declared.name()})")
        if carry.form not in NORMAL_FORMS:
            return tr("A carried combination must be a normal one (single, pair or triplet), not {term}.",
                      term=TERMS[carry.form])
    play = Play(form, ts, declared, carry)
    over = [t for t, n in Counter(play.all_tiles()).items() if n > 4]
    if over:
        return tr("There are only four of each tile: the play holds more {tiles}.",
                  tiles=", ".join(tile_code(t) for t in sorted(over)))
    return play


_SHAPES = {
    "single": N_("one tile"),
    "pair": N_("two identical tiles"),
    "triplet": N_("three identical tiles"),
    "kong": N_("four identical tiles"),
    "iipeikou": N_("two each of three consecutive numbers of one suit"),
    "sanshoku": N_("the same three consecutive numbers in all three suits"),
    "ittsu": N_("1 to 9 of one suit"),
}


def form_label(form: str) -> str:
    """A form's name for a player: 'triplet' (through tr)."""
    return tr(FORM_LABELS[form])


def _declaration_reason(form: str, face: Face) -> str | None:
    if face.form not in SIZES or face.suit not in SUITS or type(face.number) is not int \
            or not 1 <= face.number <= 9:
        return tr("A declaration is a type (single, pair, triplet), a number 1-9 and a suit m, p or s.")
    if face.form == "kong" and form != "ittsu":
        return tr("Only 一通 may act as a kong (D-10); {term} acts as a single, pair or triplet.", term=TERMS[form])
    return None


def parse_play(text: str) -> Play | str:
    """A play from the notation (groups joined by '+' or 帯, each carrying the next; a special's
    declaration after '=' as the tiles it acts as), or the reason it is none."""
    if not isinstance(text, str) or not text.strip():
        return tr("Write a play, e.g. '555m', '222m+99p' or '334455m=99s'.")
    groups = text.replace("帯", "+").split("+")
    play: Play | str | None = None
    for group in reversed(groups):
        tiles_text, _, face_text = group.partition("=")
        try:
            tiles = parse_tiles(tiles_text)
            face_tiles = parse_tiles(face_text) if face_text else []
        except ValueError as e:
            return str(e)
        if not tiles:
            return tr("Empty group in {text!r}.", text=text)
        face: Face | None = None
        if face_text:
            f = form_of(face_tiles)
            if f not in SIZES:
                return tr("{face!r} is no declaration: write the tiles it acts as, e.g. '9s', '99s', '999s' or '5555m'.",
                          face=face_text.strip())
            face = Face(f, number_of(face_tiles[0]), suit_of(face_tiles[0]))
        form = form_of(tiles)
        if form is None:
            return tr("{tiles} is no combination: a single, pair, triplet, kong, 一盃口, 三色 or 一通.",
                      tiles=tiles_text.strip())
        play = make_play(form, tiles, face, play if isinstance(play, Play) else None)
        if isinstance(play, str):
            return play
    assert isinstance(play, Play)
    return play


MAX_CHAIN = TILE_KINDS + 2  # a head, at most one triplet of each kind, and a single or pair


def play_from_json(d: Any, depth: int = 0) -> Play | str:
    """A play from the spec §15 structure, or the reason it is none."""
    if depth > MAX_CHAIN:
        return tr("A chain of carries is at most {n} long.", n=MAX_CHAIN)
    if not isinstance(d, Mapping):
        return tr("A play is an object with a form and tiles.")
    form, codes = d.get("form"), d.get("tiles")
    if not isinstance(form, str) or not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
        return tr("A play needs \"form\" (a text) and \"tiles\" (a list of tile codes like \"5m\").")
    try:
        tiles = parse_tiles(" ".join(codes))
    except ValueError as e:
        return str(e)
    declared: Face | None = None
    spec = d.get("as")
    if spec is not None:
        if not isinstance(spec, Mapping):
            return tr("\"as\" is an object: \"type\", \"number\" and \"suit\", or \"kong\" (a suit) and \"number\".")
        declared = (Face("kong", spec.get("number"), spec.get("kong")) if "kong" in spec  # type: ignore[arg-type]
                    else Face(spec.get("type"), spec.get("number"), spec.get("suit")))  # type: ignore[arg-type]
        if not isinstance(declared.form, str) or not isinstance(declared.suit, str):
            return tr("A declaration is a type (single, pair, triplet), a number 1-9 and a suit m, p or s.")
    carry: Play | None = None
    if d.get("carry") is not None:
        inner = play_from_json(d["carry"], depth + 1)
        if isinstance(inner, str):
            return inner
        carry = inner
    return make_play(form, tiles, declared, carry)


def finish_of(play: Play) -> str:
    """Spec §9 / D-13: "special" for any special combination (also when acting as a triplet),
    "triplet" for a triplet with or without carries, else "normal"."""
    if play.special:
        return "special"
    return "triplet" if play.form == "triplet" else "normal"


def play_name(play: Play) -> str:
    """The seed's way to call a play: 刻二萬帯対九筒, 槓五索, 一盃口(対九索), 一通(槓五萬)."""
    parts = []
    for p in play.chain():
        if p.declared is not None:
            parts.append(f"{TERMS[p.form]}({p.declared.name()})")
        else:
            parts.append(p.face.name())
    return "帯".join(parts)
