"""A lesson in play, with no pygame and no game of its own: it knows the rules only through the
Session, so the table and the tests drive the same runner.

The runner holds the current step. A learner's move is checked against it first: a move the
rules refuse gets the engine's reason; a legal move that is not the step's gets the step's
``why``; neither is applied, and the lesson waits. CPU seats take the script's next move while it
fits (a script that no longer fits is left, and the CPU plays on normally). A learner's move the
rules leave no choice about (a draw, a discard while in riichi) is made for them, unless the
step asks for exactly that move.
"""

from __future__ import annotations

from game.lessons.lesson import ANY, END, TURN, Lesson, Step
from rules.core.command import Command
from rules.core.events import Event
from rules.core.session import Session
from rules.core.text import tr


class LessonRun:
    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.session: Session = lesson.new_session()
        self.index = 0
        self.marks = [0]  # the log's length when each step began: where Restart step goes back to
        self.scripted = 0  # script moves made
        self.off_script = False
        self.hand_over = False  # the hand's score sheet is up: the steps at its END come up

    # -- where the lesson stands ----------------------------------------------------------------

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def learner(self) -> int:
        return self.lesson.learner

    def up(self) -> bool:
        """Whether the current step has come up (Step.at); before, the table plays on."""
        step = self.step
        if step is None:
            return False
        if step.when == END:
            return self.hand_over
        if step.when == TURN:
            return self.learner in self.session.to_act() and len(self.session.legal(self.learner)) > 1
        return True

    def reading(self) -> bool:
        """A step only to read is up: nobody plays until the learner presses Next."""
        step = self.step
        return step is not None and step.expect is None and self.up()

    def expected(self) -> Command | None:
        """The move the step waits for (None for a read step, or ANY's first legal move)."""
        step = self.step
        if step is None or step.expect is None:
            return None
        if step.expect == ANY:
            legal = self.session.legal(self.learner) if self.learner in self.session.to_act() else []
            return legal[0] if legal else None
        return step.expect

    # -- the learner ----------------------------------------------------------------------------

    def forced(self) -> Command | None:
        """The learner's move to make for them: their only legal one, when the step does not ask
        for exactly it (a draw with nothing to call, a discard while in riichi)."""
        if self.reading() or self.hand_over or self.learner not in self.session.to_act():
            return None
        legal = self.session.legal(self.learner)
        if len(legal) == 1 and (self.step is None or legal[0] != self.step.expect):
            return legal[0]
        return None

    def check(self, command: Command) -> str | None:
        """None if ``command`` is the step's move, else why not (the state is never touched)."""
        step = self.step
        if step is None:
            return tr("The lesson is over.")
        if step.expect is None:
            return tr("Read this step first, then press Next.")
        if not self.up():
            return tr("Wait for your turn.")
        reason = self.session.validate(command)
        if reason is not None:
            return reason
        if step.expect == ANY or same(command, step.expect):
            return None
        return tr("Not the lesson's move: {why}", why=tr(step.why))

    def learner_move(self, command: Command) -> list[Event]:
        """Apply the learner's ``command``: the step's move (ValueError with the reason if not),
        or a forced one."""
        if command == self.forced():
            return self.played(self.session.submit(command))
        reason = self.check(command)
        if reason is not None:
            raise ValueError(reason)
        events = self.played(self.session.submit(command))
        self.advance()
        return events

    def played(self, events: list[Event]) -> list[Event]:
        """Note whether ``events`` ended the hand (an event with a score sheet)."""
        variant, meta = self.session.variant, self.session.meta
        if not self.hand_over and any(variant.sheet(e, self.session.view(None), meta) is not None for e in events):
            self.hand_over = True
        return events

    def next(self) -> None:
        """Past a read step."""
        if not self.reading():
            raise ValueError(tr("This step waits for a move.") if self.up() else tr("Wait for your turn."))
        self.advance()

    def advance(self) -> None:
        self.index += 1
        self.marks.append(len(self.session.log))

    # -- the CPU seats --------------------------------------------------------------------------

    def cpu_may_act(self) -> bool:
        """CPU seats wait while a step is read."""
        return not self.reading()

    def scripted_move(self, seat: int) -> Command | None:
        """The script's next move if it is ``seat``'s and legal now; None: play normally."""
        script = self.lesson.script
        if self.off_script or self.scripted >= len(script):
            return None
        command = script[self.scripted]
        if command.seat != seat or self.session.validate(command) is not None:
            self.off_script = True  # the hand has left the script (an ANY step): play on normally
            return None
        return command

    def cpu_move(self, command: Command) -> list[Event]:
        if not self.off_script and self.scripted < len(self.lesson.script) and command == self.lesson.script[self.scripted]:
            self.scripted += 1
        return self.played(self.session.submit(command))

    # -- restarting ------------------------------------------------------------------------------

    def restart_step(self) -> LessonRun:
        """A new run at the start of the current step: the moves made since are taken back."""
        run = LessonRun(self.lesson)
        for command in self.session.log[: self.marks[self.index]]:
            if command.seat == self.learner:
                run.played(run.session.submit(command))
            else:
                run.cpu_move(command)
        run.index, run.marks = self.index, self.marks[: self.index + 1]
        return run


def same(command: Command, expected: Command) -> bool:
    """The expected move, its cards in any order (a bid's three cards, lifted one by one)."""
    return (command.seat, command.action, command.choice, sorted(command.cards)) == \
        (expected.seat, expected.action, expected.choice, sorted(expected.cards))


def actor(session: Session, last_seat: int) -> int | None:
    """The seat that acts next: of those who must, the nearest after the last to move (as the
    table asks them)."""
    to_act = session.to_act()
    if not to_act:
        return None
    return min(to_act, key=lambda s: (s - last_seat - 1) % session.players)


def play_through(run: LessonRun, strict: bool = True) -> LessonRun:
    """Play ``run`` to its end as the lesson means it: the learner's expected moves, Next on every
    read step, the CPU seats' script. ``strict``: a script that does not fit raises ValueError
    (else a CPU of the game's normal level plays on)."""
    variant, last = run.session.variant, -1
    cpus: dict[int, object] = {}
    while not run.done:
        if run.reading():
            run.next()
            continue
        seat = actor(run.session, last)
        if seat is None:
            raise ValueError(f"the hand is over at step {run.index + 1}, which waits for a move")
        if seat == run.learner:
            command = run.forced() or run.expected()
            if command is None:
                raise ValueError(f"step {run.index + 1} has no move to make")
            run.learner_move(command)
        else:
            command = run.scripted_move(seat)
            if command is None:
                if strict:
                    raise ValueError(f"the script does not fit at step {run.index + 1}: seat {seat} must act")
                level = "normal" if "normal" in variant.cpu_levels else variant.cpu_levels[-1]
                cpu = cpus.setdefault(seat, variant.cpu(level, run.lesson.seed * 1009 + seat))
                command = cpu.choose(run.session.view(seat), run.session.legal(seat))  # type: ignore[attr-defined]
            run.cpu_move(command)
        last = seat
    return run
