"""Fuxi (富戯): a Daifugo-like climbing game with the 108 number tiles (spec rules/fuxi.md).

The core (this package's combinations, beats, kongs, legal, scoring) is pure functions over plain
values; the flow (options, state, turn, view, variant, cpu) builds on it.

Tiles are the mahjong kinds of ``rules.mahjong.tiles``: 0-8 = 1m..9m (萬子), 9-17 = 1p..9p (筒子),
18-26 = 1s..9s (索子); a hand is a list of kinds, four copies of each exist.

Vocabulary:

- ``Face(form, number, suit)``: what a play counts as on the table (the table combination, 場).
  ``form`` is "single", "pair" or "triplet" (a declaration may also be "kong", for 一通 only).
  The table is ``Face | None`` (None = empty); the order is ``reversed: bool`` (True after an odd
  number of bamboo kongs).
- ``Play(form, tiles, declared=None, carry=None)``: one play.  ``form`` is one of ``FORMS``:
  "single", "pair", "triplet" (normal, 通常役) or "kong", "iipeikou", "sanshoku", "ittsu"
  (special, 特殊役).  ``tiles`` = this group's own tiles (sorted kinds), ``declared`` = the Face a
  一盃口/三色/一通 acts as (a "kong" Face: 一通 used as a kong), ``carry`` = the normal play a
  triplet / 三色 / 一通 carries (帯), itself possibly a triplet carrying again.
  ``play.face`` is what it counts as; ``play.all_tiles()`` every tile it uses; ``play.text()`` the
  notation below; ``play.to_json()`` the spec §15 structure; ``play.canonical()`` the same play with
  its carried chain in a fixed order (legal lists hold canonical plays).
- Notation (``parse_play``): groups joined by ``+``, each carrying the next (``222m+99p``,
  ``444m+333s+111p+5m``); a special's declaration after ``=`` written as the tiles it acts as
  (``334455m=99s`` an 一盃口 acting as a pair of 9s, ``123456789p=5555m`` an 一通 acting as a
  characters kong of 5, ``234m234p234s=999p+7m`` a 三色 acting as a triplet of 9p carrying 7m).

API:

- combinations: ``parse_play(text) -> Play | str`` (a reason when it is no combination),
  ``make_play(form, tiles, declared=None, carry=None) -> Play | str``, ``play_from_json(d) -> Play | str``,
  ``form_of(tiles) -> str | None`` (the form a group of tiles makes), ``finish_of(play)``
  ("normal" / "triplet" / "special", spec §9 / D-13), ``play_name(play)`` (the seed's call,
  e.g. 刻二萬帯対九筒 / 槓五索).
- beats: ``rank(number, reversed)``, ``top(reversed)``, ``bottom(reversed)``,
  ``beats(face, table, reversed) -> bool`` (§6 for a normal face), ``play_reason(play, table,
  reversed) -> str | None`` (None = may be played; else why not), ``judge(play, table, reversed)
  -> Judgement`` (ok + the itemised why, for the calculator and explanations),
  ``declarations_for(form, table, reversed) -> list[Face]`` (every legal declaration of a special).
- kongs: ``kong_effect(face) -> KongEffect`` (sweep / reverse / single by the kong's suit,
  §5.2), ``after_play(play, table, reversed, options) -> Outcome`` (table, order and restart after
  any play; a sweep under ``reversal_scope`` = "trick" also ends a reversal), ``after_clear(reversed,
  options) -> bool`` (the order after the table is cleared: "trick" resets it).
- legal: ``legal_plays(hand, table, reversed, declarations="all") -> list[Play]`` (every legal play,
  canonical, sorted; passing is the flow's), ``iter_plays(...)`` the same lazily,
  ``can_play(hand, table, reversed) -> bool``.
- scoring: ``WinFacts(finish, jitou, last_tile, first_turn)``, ``score_win(facts) -> WinScore``
  (lines with the seed's 漢字 term and an English label, multiplied: D-12), ``score_hand(players,
  jitou, winner, finish, last_tile, first_turn) -> HandScore`` (deltas per seat: only the winner
  gains; an exhaustive draw, winner None, scores nothing).  No §12 option touches scoring.
- calculator: ``python -m rules.score fuxi`` (docs/fuxi-calculator.md).

Options (a plain dict keyed by the spec §12 ids; a missing key takes its default): only
``reversal_scope`` ("hand" / "trick") touches the core.
"""

from rules.fuxi.beats import Judgement, beats, bottom, declarations_for, judge, play_reason, rank, top
from rules.fuxi.combinations import (
    FORMS,
    NORMAL_FORMS,
    SPECIAL_FORMS,
    Face,
    Play,
    finish_of,
    form_of,
    make_play,
    parse_play,
    play_from_json,
    play_name,
)
from rules.fuxi.kongs import KongEffect, Outcome, after_clear, after_play, kong_effect
from rules.fuxi.legal import can_play, iter_plays, legal_plays
from rules.fuxi.scoring import HandScore, ScoreLine, WinFacts, WinScore, score_hand, score_win

__all__ = [
    "FORMS", "NORMAL_FORMS", "SPECIAL_FORMS", "Face", "HandScore", "Judgement", "KongEffect", "Outcome",
    "Play", "ScoreLine", "WinFacts", "WinScore", "after_clear", "after_play", "beats", "bottom", "can_play",
    "declarations_for", "finish_of", "form_of", "iter_plays", "judge", "kong_effect", "legal_plays",
    "make_play", "parse_play", "play_from_json", "play_name", "play_reason", "rank", "score_hand",
    "score_win", "top",
]
