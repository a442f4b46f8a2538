"""Tenpai and waits (spec §11, D-10).

The hand is the holding after a discard: ``concealed`` has 5 − 2 × len(exposed) cards.

**Candidates** are every card identity not in the player's own holding (concealed cards and
exposed sets). The dynasty card itself is never a candidate: the jokers stand for it, and they
are candidates (each joker code not held) only during a dynasty. Cards visible elsewhere still
count; whether a winning card can still be obtained does not matter.

- :func:`winning_cards`: candidates completing a valid win (normal meeting the shibari, or
  three-sou).
- :func:`shape_tenpai`: some candidate completes a normal shape (formal tenpai at a draw).
- :func:`valid_tenpai`: some candidate completes a normal shape meeting the shibari (riichi;
  an open hand's tenpai at a draw).
- :func:`wait_names`: teaching labels of §11 for the winning set (best effort, see its doc).

A completing card always forms a set with one of the concealed cards (exposed sets are full), so
only faces that pair with a concealed card are tried; each face is tested once and memoised.
"""

from __future__ import annotations

from functools import lru_cache

from rules.core.cards import JOKERS, Card, is_joker, rank_of, standard_pack, suit_of
from rules.emperor.hand import FID_CARD, NO_FACE, completions, face_key, fid, readings
from rules.emperor.scoring import SHIBARI

_NATURALS = tuple(standard_pack(0))

WAIT_IDS = ("wangzi_wait", "colour_wait", "issou_wait", "ryousou_wait", "dousou_wait", "toitsu_wait",
            "toisou_wait")


def _key(concealed, exposed):
    exp = tuple(tuple(s) for s in exposed) if exposed else ()
    return tuple(sorted(concealed)), exp


def candidates(concealed, exposed, dynasty_card: Card | None) -> tuple[Card, ...]:
    """Every card identity a player could still be waiting on (D-10)."""
    held = set(concealed)
    for s in exposed:
        held.update(s)
    out = [c for c in _NATURALS if c not in held and c != dynasty_card]
    if dynasty_card is not None:
        out.extend(j for j in JOKERS if j not in held)
    return tuple(out)


@lru_cache(maxsize=1 << 15)
def _table(concealed: tuple[Card, ...], exposed: tuple[tuple[Card, Card], ...], dynasty_card: Card | None
           ) -> tuple[tuple[Card, int, bool], ...]:
    """(candidate, best normal yaku or -1, three-sou?) for every candidate that completes a shape."""
    if len(concealed) + 2 * len(exposed) != 5:
        return ()
    comps = completions(*face_key(concealed, exposed, dynasty_card))
    if not comps:
        return ()
    held = set(concealed)
    for s in exposed:
        held.update(s)
    dyn_face = fid(dynasty_card, None) if dynasty_card is not None else NO_FACE
    out = []
    for f, (best, sansou) in comps.items():
        code = FID_CARD[f]
        if code not in held and code != dynasty_card:
            out.append((code, best, sansou))
        if f == dyn_face:
            out.extend((j, best, sansou) for j in JOKERS if j not in held)
    out.sort()
    return tuple(out)


def winning_cards(concealed: tuple[str, ...], exposed, dynasty_card, players) -> frozenset[str]:
    """Candidates that complete a valid win: a normal shape meeting the shibari, or three-sou."""
    return _winning(*_key(concealed, exposed), dynasty_card, players)


@lru_cache(maxsize=1 << 15)
def _winning(concealed, exposed, dynasty_card, players) -> frozenset[str]:
    need = SHIBARI[players] + len(exposed)
    return frozenset(c for c, best, sansou in _table(concealed, exposed, dynasty_card) if sansou or best >= need)


def shape_tenpai(concealed, exposed, dynasty_card, players) -> bool:
    """Some candidate completes a normal shape (yaku not needed)."""
    return any(best >= 0 for _, best, _ in _table(*_key(concealed, exposed), dynasty_card))


def valid_tenpai(concealed, exposed, dynasty_card, players) -> bool:
    """Some candidate completes a normal shape that meets the shibari (calls included)."""
    need = SHIBARI[players] + len(exposed)
    return any(best >= need for _, best, _ in _table(*_key(concealed, exposed), dynasty_card))


def shape_cards(concealed, exposed, dynasty_card) -> frozenset[str]:
    """Candidates completing a normal shape, whatever its yaku (teaching: formal tenpai)."""
    return frozenset(c for c, best, _ in _table(*_key(concealed, exposed), dynasty_card) if best >= 0)


def wait_names(concealed, exposed, dynasty_card, players) -> list[str]:
    """Teaching labels of §11 for the winning cards (best effort), in the order of WAIT_IDS.

    Each winning card is given the role it plays in the valid readings it completes: the pair
    of a normal hand, a wangzi (sou or not) of a normal hand, or a sou of a three-sou hand.

    - three-sou completions together with normal ones: ``toisou_wait`` (covers those cards);
      a three-sou completion alone: ``issou_wait``;
    - pair completions: ``toitsu_wait``;
    - wangzi completions, rank by rank, with W the winning suits and C the candidate suits:
      W = C spanning both colours → ``wangzi_wait``; W within one colour: one suit making a sou →
      ``issou_wait``, otherwise ``colour_wait``; W spanning both colours but not all of C: every
      card making a sou → ``ryousou_wait``; some by a sou, the others not → ``dousou_wait``;
      otherwise each colour is labelled on its own by the one-colour rule.
    """
    concealed, exposed = _key(concealed, exposed)
    wins = _winning(concealed, exposed, dynasty_card, players)
    if not wins:
        return []
    need = SHIBARI[players] + len(exposed)
    sansou_cards, pair_cards = set(), set()
    wangzi_role: dict[Card, bool] = {}  # card -> makes a sou in some valid reading
    for c in wins:
        for r in readings(concealed + (c,), exposed, dynasty_card):
            if r.shape == "sansou":
                sansou_cards.add(c)
                continue
            if r.yaku_count < need:
                continue
            for s in r.sets:
                if c in s.cards and not s.exposed:
                    if s.kind == "pair":
                        pair_cards.add(c)
                    else:
                        wangzi_role[c] = wangzi_role.get(c, False) or s.kind == "sou"
    labels: set[str] = set()
    if sansou_cards and (pair_cards or wangzi_role):
        labels.add("toisou_wait")
        pair_cards = set()
    elif sansou_cards:
        labels.add("issou_wait")
    if pair_cards:
        labels.add("toitsu_wait")
    cand_faces = {_face(c, dynasty_card) for c in candidates(concealed, exposed, dynasty_card)}
    by_rank: dict[int, dict[str, bool]] = {}
    for c, sou in wangzi_role.items():
        r, s = _face(c, dynasty_card)
        by_rank.setdefault(r, {})
        by_rank[r][s] = by_rank[r].get(s, False) or sou
    for rank, won in by_rank.items():
        cand_suits = {s for r, s in cand_faces if r == rank}
        colours = {_colour(s) for s in won}
        if len(colours) == 1:
            labels.add(_one_colour(won))
        elif set(won) == cand_suits:
            labels.add("wangzi_wait")
        elif all(won.values()) and len(won) == 2:
            labels.add("ryousou_wait")
        elif any(won.values()) and not all(won.values()) and _split_by_colour(won):
            labels.add("dousou_wait")
        else:
            for colour in colours:
                labels.add(_one_colour({s: v for s, v in won.items() if _colour(s) == colour}))
    return [w for w in WAIT_IDS if w in labels]


def _face(c: Card, dynasty_card: Card | None) -> tuple[int, str]:
    if is_joker(c):
        return (rank_of(dynasty_card), suit_of(dynasty_card))
    return (rank_of(c), suit_of(c))


def _colour(s: str) -> str:
    return "red" if s in "HD" else "black"


def _one_colour(won: dict[str, bool]) -> str:
    if len(won) == 1 and next(iter(won.values())):
        return "issou_wait"
    return "colour_wait"


def _split_by_colour(won: dict[str, bool]) -> bool:
    """One colour wins only by sou and the other only without (同双待ち)."""
    sou_colours = {_colour(s) for s, v in won.items() if v}
    other_colours = {_colour(s) for s, v in won.items() if not v}
    return len(sou_colours) == 1 and len(other_colours) == 1 and sou_colours != other_colours

