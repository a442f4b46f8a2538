"""The table's CPU worker (game/table/worker.py): a CPU that fails does not take the table down;
the game's normal level moves for it, and without one the error is the table's."""

from __future__ import annotations

import time

import pytest

from game.app import App
from game.table import MatchConfig, SeatConfig, TableScene
from game.table.worker import CpuWorker
from rules.core.command import Command
from tests.game.conftest import FRAME, sit_down

LEGAL = [Command(0, "discard", ("AH",)), Command(0, "discard", ("2H",))]


class Failing:
    def choose(self, view, legal):
        raise ValueError("a bug in the search")


class Second:
    def choose(self, view, legal):
        return legal[1]


def answer(worker: CpuWorker):
    for _ in range(500):
        made = worker.result()
        if made is not None:
            return made
        time.sleep(0.01)
    raise AssertionError("the worker never answered")


def test_a_failing_cpu_is_replaced_by_its_fallback_for_that_move(capsys: pytest.CaptureFixture[str]) -> None:
    worker = CpuWorker()
    worker.ask(0, 1, Failing(), {"seat": 0}, LEGAL, fallback=Second())
    assert answer(worker) == (LEGAL[1], None)
    assert "a bug in the search" in capsys.readouterr().err  # the error is still told
    worker.close()


def test_without_a_fallback_the_error_reaches_the_table() -> None:
    worker = CpuWorker()
    worker.ask(0, 1, Failing(), {"seat": 0}, LEGAL)
    with pytest.raises(ValueError, match="a bug in the search"):
        answer(worker)
    worker.close()


def test_at_the_table_a_failing_strong_seat_is_moved_for_by_the_normal_level(app: App) -> None:
    app.settings.animation_speed = 0
    seats = [SeatConfig("cpu", "strong", "A"), SeatConfig("cpu", "normal", "B"), SeatConfig("human", "", "Ann")]
    scene = TableScene(app, MatchConfig("ninety_nine", 3, seats, {}, 7))
    assert set(scene.fallbacks) == {0}  # the normal seat has nothing to fall back on
    scene.cpus[0] = Failing()
    sit_down(app, scene)
    for _ in range(1000):
        if any(c.seat == 0 for c in scene.session.log):
            break
        app.step([], FRAME)
        time.sleep(0.002)
    seat_0 = [c for c in scene.session.log if c.seat == 0]
    assert seat_0 and app.top is scene
