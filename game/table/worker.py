"""CPU seats think in a worker thread, so the window keeps drawing while they decide.

The worker gets only what the seat may know: a copy of its view and its legal commands. The
main thread polls the result and applies the command itself, so the session is only ever
changed from the main thread.
"""

from __future__ import annotations

import copy
import sys
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
        self._job: Future[Command] | None = None
        self.seat: int | None = None
        self.version = -1  # the table's state version the job was asked about
        self.waited = 0.0  # seconds since the job was asked

    def ask(self, seat: int, version: int, cpu: CpuPlayer, view: dict[str, Any], legal: list[Command]) -> None:
        self.seat, self.version, self.waited = seat, version, 0.0
        self._job = self._pool.submit(cpu.choose, copy.deepcopy(view), list(legal))

    def busy_with(self, seat: int, version: int) -> bool:
        return self._job is not None and self.seat == seat and self.version == version

    def thinking(self, version: int) -> int | None:
        """The seat whose move about the position ``version`` is being worked out, if any."""
        return self.seat if self._job is not None and self.version == version else None

    def result(self) -> Command | None:
        """The chosen command once the job is done (and forget the job); None while thinking."""
        if self._job is None or not self._job.done():
            return None
        job, self._job = self._job, None
        return job.result()

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._job = None
