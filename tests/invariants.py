"""What every game's seeded-play invariant test checks at each position it visits: the promises
the rules engine makes to the table and to the CPU players, whatever the game."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from rules.core.command import Command
from rules.core.session import IllegalCommand, Session


def same(command: Command) -> Command:
    return command


def every(legal: list[Command]) -> list[Command]:
    return legal


def check_position(
    session: Session,
    probes: Callable[[int], Iterable[Command]],
    *,
    canonical: Callable[[Command], Command] = same,
    validate_legal: bool = True,
    sample: Callable[[list[Command]], Iterable[Command]] = every,
) -> dict[int, list[Command]]:
    """Check the position; return the legal commands of each seat to act (a long list is worth
    computing once).

    - somebody must act; each of them has a sorted, non-empty ``legal`` list (every command of
      which validates, unless ``validate_legal`` is False because the caller checked that list at
      an earlier position where it could not have changed; ``sample`` picks which of a long list,
      e.g. a few hundred possible exchanges);
    - every probe of an acting seat validates exactly when it is legal (``canonical`` maps a
      command to the form ``legal`` lists, e.g. with its cards sorted); an illegal one is refused
      by ``submit`` with the same plain reason;
    - a seat that is not to act has no legal command;
    - a refused command leaves the whole state unchanged.
    """
    acting = session.to_act()
    assert acting, "nobody to act in an unfinished match"
    tried = {seat: list(probes(seat)) for seat in sorted(acting)}
    snapshot = session.variant.snapshot
    before = snapshot(session.state) if any(tried.values()) else None
    listed: dict[int, set[Command]] = {}  # what each probed seat may do here, as canonical commands
    lists: dict[int, list[Command]] = {}
    for seat in sorted(acting):
        legal = lists[seat] = session.legal(seat)
        assert legal, f"legal is empty for seat {seat}, who must act"
        assert legal == sorted(legal), f"legal is not sorted for seat {seat}"
        listed.setdefault(seat, {canonical(c) for c in legal})
        if validate_legal:
            for command in sample(legal):
                assert session.validate(command) is None, (command, session.validate(command))
        for probe in tried[seat]:
            reason = session.validate(probe)
            if probe.seat not in listed:
                real = 0 <= probe.seat < session.players
                listed[probe.seat] = {canonical(c) for c in session.legal(probe.seat)} if real else set()
            assert (reason is None) == (canonical(probe) in listed[probe.seat]), (probe, reason)
            if reason is not None:
                assert isinstance(reason, str) and reason.strip(), probe
                try:
                    session.submit(probe)
                except IllegalCommand as refusal:
                    assert refusal.reason == reason
                else:
                    raise AssertionError(f"{probe} was accepted")
    for seat in set(range(session.players)) - acting:
        assert session.legal(seat) == [], f"seat {seat} is not to act but has legal commands"
    if before is not None:
        assert snapshot(session.state) == before, "a refused command changed the state"
    return lists
