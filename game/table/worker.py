"""CPU seats think in a worker thread, so the window keeps drawing while they decide.

The worker gets only what the seat may know: a copy of its view and its legal commands. The
main thread polls the result and applies the command itself, so the session is only ever
changed from the main thread.

A CPU that fails (a bug in a strong level's search, say) does not take the table down with it: the
error is printed and the game's normal level moves for it instead. Replaying a saved position asks
the same CPU the same question, so an uncaught error would end every resume of that game.
"""

from __future__ import annotations

import copy
import sys
import traceback
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from rules.core.command import Command
from rules.core.variant import CpuPlayer


class CpuWorker:
    def __init__(self) -> None:
        # The thinking thread holds the GIL for pure-Python search; a short switch interval hands it
        # back to the drawing thread within a millisecond (5 ms by default made frames stutter).
        sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="parlour-cpu")
        self._job: Future[tuple[Command, str | None]] | None = None
        self.seat: int | None = None
        self.version = -1  # the table's state version the job was asked about
        self.waited = 0.0  # seconds since the job was asked

    def ask(self, seat: int, version: int, cpu: CpuPlayer, view: dict[str, Any], legal: list[Command],
            fallback: CpuPlayer | None = None) -> None:
        """Set ``cpu`` thinking about ``view``; ``fallback`` moves instead should it fail."""
        self.seat, self.version, self.waited = seat, version, 0.0
        self._job = self._pool.submit(guarded, cpu, fallback, copy.deepcopy(view), list(legal))

    def busy_with(self, seat: int, version: int) -> bool:
        return self._job is not None and self.seat == seat and self.version == version

    def thinking(self, version: int) -> int | None:
        """The seat whose move about the position ``version`` is being worked out, if any."""
        return self.seat if self._job is not None and self.version == version else None

    def result(self) -> tuple[Command, str | None] | None:
        """The chosen command and its reason once the job is done (and forget the job); None while thinking."""
        if self._job is None or not self._job.done():
            return None
        job, self._job = self._job, None
        return job.result()

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._job = None


def guarded(cpu: CpuPlayer, fallback: CpuPlayer | None, view: dict[str, Any],
            legal: list[Command]) -> tuple[Command, str | None]:
    """``decide`` by ``cpu``, or by ``fallback`` (when given) should ``cpu`` raise."""
    try:
        return decide(cpu, view, legal)
    except Exception:
        if fallback is None:
            raise
        traceback.print_exc()
        print("parlour: the CPU player failed; its game's normal level moves instead", file=sys.stderr)
        return decide(fallback, view, legal)


def decide(cpu: CpuPlayer, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str | None]:
    """The CPU's move and, where it can say it, its reason: a CPU with ``decide`` (the one its hint
    uses) gives both at the cost of one choice; any other gives no reason."""
    decide = getattr(cpu, "decide", None)
    if decide is None:
        return cpu.choose(view, legal), None
    made = decide(view, legal)
    if isinstance(made, tuple):
        return made[0], made[1]
    reason = made.reason() if callable(made.reason) else made.reason  # Emperor words its reason on asking
    return made.command, reason
