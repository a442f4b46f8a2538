"""The turn (spec §4, §7, §8): the clear check, the mandatory draw, one play or a pass, going out,
and the kong restart. What a play is and what it beats, and what a kong does, are the core's
(``rules.fuxi.legal``, ``beats``, ``kongs``); this module moves tiles and turns.

Commands on one's turn, after the automatic draw: ``play`` (``cards``: every tile of the play,
sorted; ``choice``: the play in the core's notation, e.g. ``222m+99p`` or ``334455m=99s``) and
``pass``. Legal lists hold each play once, in its canonical form.
"""

from __future__ import annotations

from collections import Counter

from rules.core.command import Command
from rules.core.events import Event
from rules.core.text import tr
from rules.fuxi.beats import play_reason
from rules.fuxi.combinations import Play, parse_play, play_name
from rules.fuxi.kongs import after_clear, after_play
from rules.fuxi.legal import iter_plays
from rules.fuxi.settlement import settle_draw, settle_win
from rules.fuxi.state import TURN, FuxiState, face_json, played_json, tile_codes
from rules.mahjong.tiles import tile_code


def play_command(seat: int, play: Play) -> Command:
    return Command(seat, "play", play.codes(), play.text())


def turn_legal(state: FuxiState, seat: int) -> list[Command]:
    plays = iter_plays(state.hands[seat], state.table, state.reversed)  # sorted once, as commands
    return sorted([Command(seat, "pass")] + [play_command(seat, p) for p in plays])


def play_refusal(state: FuxiState, cmd: Command) -> str:
    """Why a play that is not among the legal ones is refused, in the player's words (a pass is
    always legal, a give refused before)."""
    play = parse_play(cmd.choice)
    if isinstance(play, str):
        return play
    if cmd.cards != play.codes():
        return tr("Name the play's tiles, sorted: {tiles}.", tiles=" ".join(play.codes()))
    missing = Counter(play.all_tiles()) - Counter(state.hands[cmd.seat])
    if missing:
        return tr("You do not hold {tiles}.", tiles=" ".join(tile_codes(sorted(missing.elements()))))
    reason = play_reason(play, state.table, state.reversed)
    if reason is not None:
        return reason
    written = play.canonical().text()
    if written != cmd.choice:
        return tr("Write this play as {play}.", play=written)
    return tr("This play cannot be made now.")


def begin_turn(state: FuxiState, seat: int, restart: bool = False) -> list[Event]:
    """Steps 1-2 of a turn: clear the table if ``seat`` owns it (every other player passed since
    its play; never on a kong restart), then draw. No tile to draw ends the hand (D-11)."""
    events: list[Event] = []
    state.phase, state.turn, state.restart = TURN, seat, restart
    if not restart:
        state.turns[seat] += 1
        state.last_tile = False
        if state.owner == seat:
            events += clear_table(state, seat, "passed")
    if not state.wall:
        return events + settle_draw(state, seat)
    tile = state.wall.pop(0)
    state.hands[seat].append(tile)
    state.hands[seat].sort()
    state.drawn = tile
    state.last_tile = state.last_tile or not state.wall  # 牌底: this turn drew the last tile
    return events + [Event("drew", seat, (tile_code(tile),), private=True,
                           data={"restart": restart, "remaining": len(state.wall)})]


def clear_table(state: FuxiState, seat: int, why: str) -> list[Event]:
    """The table is cleared (流す): the next play leads. Under ``reversal_scope = trick`` the order
    turns back to normal."""
    was, table = state.reversed, state.table
    state.table, state.owner, state.passed = None, None, []
    state.trick_start = len(state.pile)
    state.reversed = after_clear(was, state.options)
    if table is None and was == state.reversed:
        return []  # the owner's last play was a sweep: nothing lies there to clear
    return [Event("table_cleared", seat, data={"why": why, "reversed": state.reversed, "order_restored": was != state.reversed})]


def make_play(state: FuxiState, seat: int, play: Play) -> list[Event]:
    """Steps 3-6: the play goes on the table; an empty hand wins at once (§8); a kong takes effect
    and the same player starts again from the draw; else the turn passes to the right."""
    hand = state.hands[seat]
    for t in play.all_tiles():
        hand.remove(t)
    outcome = after_play(play, state.table, state.reversed, state.options)
    state.pile.append(played_json(seat, play))
    state.owner, state.passed, state.drawn = seat, [], None
    order_before = state.reversed
    state.table, state.reversed = outcome.table, outcome.reversed
    effect = outcome.effect.kind if outcome.effect else None
    events = [Event("played", seat, play.codes(), data={
        "play": play.text(), "name": play_name(play), "form": play.form, "face": face_json(play.face),
        "effect": effect, "table": face_json(state.table), "reversed": state.reversed,
        "order_flipped": order_before != state.reversed, "left": len(hand)})]
    if outcome.cleared:
        state.trick_start = len(state.pile)
    if not hand:
        return events + settle_win(state, seat, play)
    if outcome.restart:
        return events + begin_turn(state, seat, restart=True)
    return events + begin_turn(state, state.next_seat(seat))


def pass_turn(state: FuxiState, seat: int) -> list[Event]:
    """Step 3's other way (D-2): the turn ends and play goes on to the right."""
    state.passed.append(seat)
    state.drawn = None
    return [Event("passed", seat)] + begin_turn(state, state.next_seat(seat))
