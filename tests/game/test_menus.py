"""The menus as a person meets them: nothing a player reads overlaps a control or shrinks below
13 px, 3 at a Wuhan table is Jingzhou, a seed in other digits never crashes, the title's menu keeps
its places, Continue says what it resumes, a click aimed at a layout that just changed is
ignored, and an idle menu lets the app sleep."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app import IDLE_FPS, App
from game.scene import Scene
from game.scenes.options import OptionsScene
from game.scenes.pause import PauseScene
from game.scenes.picker import PickerScene
from game.scenes.title import TitleScene
from game.table import MatchConfig, SeatConfig, TableScene
from game.look import GOLD
from game.widgets import Button, Cycler, TextInput, Toggle
from rules.core.registry import get_variant, variant_ids
from rules.core.session import Session
from rules.core.text import set_language
from tests.game.conftest import FRAME, ManualClock, button, click, click_button, labels, type_text, widgets


def drawn_text(app: App, module: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, bool, tuple[int, int, int], pygame.Rect]]:
    """Every line ``module`` draws through text() in one frame: (text, px, bold, colour, rect)."""
    calls: list[tuple[str, int, bool, tuple[int, int, int], pygame.Rect]] = []
    real = module.text

    def record(surface: pygame.Surface, fonts: Any, s: str, px: int, color: Any, pos: Any, anchor: str = "center", bold: bool = False, max_width: Any = None) -> pygame.Rect:
        rect = real(surface, fonts, s, px, color, pos, anchor, bold, max_width)
        calls.append((s, px, bold, color, rect))
        return rect

    monkeypatch.setattr(module, "text", record)
    app.step([], FRAME)
    monkeypatch.setattr(module, "text", real)
    return calls


def shown_px(app: App, s: str, px: int, bold: bool, rect: pygame.Rect) -> float:
    """The size a line is seen at: text() shrinks a line wider than its room."""
    return px * min(1.0, rect.w / app.fonts.get(px, bold).size(s)[0])


# -- the picker ----------------------------------------------------------------------------------


def test_the_picked_game_name_overlaps_no_control_and_stays_readable(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.scenes import picker as picker_module

    picker = PickerScene(app)
    app.push(picker)
    for vid in variant_ids():
        picker.pick(vid)
        for players in get_variant(vid).player_counts:
            picker.set_players(players)
            names = [c for c in drawn_text(app, picker_module, monkeypatch) if c[3] == GOLD and c[2]]
            assert names, (vid, players)
            for s, px, bold, _, rect in names:
                assert shown_px(app, s, px, bold, rect) >= 13, (vid, players, s)
                hit = [type(w).__name__ for w in widgets(app) if w.rect.colliderect(rect)]
                assert hit == [], (vid, players, s, rect, hit)


def test_every_cpu_level_says_in_one_readable_line_how_it_plays(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.scenes import picker as picker_module

    picker = PickerScene(app)
    app.push(picker)
    for vid in variant_ids():
        variant = get_variant(vid)
        assert set(variant.level_notes) == set(variant.cpu_levels), vid
        picker.pick(vid)
        level_cycler = next(w for w in widgets(app) if isinstance(w, Cycler) and w.enabled and w.value in variant.cpu_levels)
        for _ in variant.cpu_levels:  # stepping the level shows the one now chosen
            _, right = level_cycler.arrows()
            click(app, right.center)
            level = level_cycler.value
            lines = [c for c in drawn_text(app, picker_module, monkeypatch) if variant.level_notes[level] in c[0]]
            assert len(lines) == 1, (vid, level)
            s, px, bold, _, rect = lines[0]
            assert s.startswith(picker_module.level_label(level) + ": ")
            assert shown_px(app, s, px, bold, rect) >= 14, (vid, level, s)
            assert [w for w in widgets(app) if w.rect.colliderect(rect)] == [], (vid, level)
    # hovering another seat's level shows that one's line instead
    picker.pick("ninety_nine")
    cyclers = [w for w in widgets(app) if isinstance(w, Cycler) and w.enabled and w.value in get_variant("ninety_nine").cpu_levels]
    cyclers[0].set_value("easy")
    cyclers[1].set_value("strong")
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=cyclers[0].rect.center, rel=(0, 0), buttons=(0, 0, 0))], FRAME)
    assert any(c[0].startswith("Easy: ") for c in drawn_text(app, picker_module, monkeypatch))


def test_three_at_a_wuhan_table_is_jingzhou_in_name_and_options(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.scenes import picker as picker_module

    app.save_options("wuhan", {"fa_as_hongzhong": True})  # a Wuhan-only rule, set earlier
    picker = PickerScene(app)
    app.push(picker)
    picker.pick("wuhan")
    players = next(w for w in widgets(app) if isinstance(w, Cycler) and w.label == "Players")
    left, _ = players.arrows()
    click(app, left.center)  # 4 -> 3
    assert picker.players == 3
    name = " ".join(c[0] for c in drawn_text(app, picker_module, monkeypatch) if c[3] == GOLD and c[2])
    assert "Jingzhou" in name and "Hongzhong" not in name
    options = app.options_for("wuhan")
    assert options["variant"] == "jingzhou" and options["fa_as_hongzhong"] is False
    config = picker.config()
    Session(config.variant_id, config.players, config.options, config.seed)  # the rules accept this table
    click_button(app, "Options")
    screen = app.top
    assert isinstance(screen, OptionsScene) and "Jingzhou" in screen.heading()[1]
    rows = {w.label: w for w in widgets(app) if isinstance(w, (Toggle, Cycler))}
    fa = next(w for label, w in rows.items() if label.startswith("發 is a second kong tile"))
    assert not fa.enabled and "Not used in Jingzhou" in fa.note
    click(app, fa.rect.center)
    assert app.options_for("wuhan")["fa_as_hongzhong"] is False
    form = next(w for label, w in rows.items() if label.startswith("Rules: Wuhan"))
    assert form.value == "jingzhou"
    _, right = form.arrows()
    click(app, right.center)  # back to Wuhan on the options screen ...
    assert "Hongzhong" in app.top.heading()[1]
    click_button(app, "Back")
    assert app.top is picker and picker.players == 4  # ... and the picker seats four again


@pytest.mark.parametrize("typed, seed, refused", [("1①2", "12", True), ("１２３", "123", False), ("٤٢", "42", False), ("7²", "7", True)])
def test_a_seed_in_other_digits_is_read_or_refused_in_words(app: App, monkeypatch: pytest.MonkeyPatch, typed: str, seed: str, refused: bool) -> None:
    from game.scenes import picker as picker_module

    picker = PickerScene(app)
    app.push(picker)
    field = [w for w in widgets(app) if isinstance(w, TextInput)][-1]
    click(app, field.rect.center)
    for _ in range(10):
        pygame_key_backspace(app)
    type_text(app, typed)
    assert picker.seed == seed and field.value == seed  # the field shows the seed that will be used
    assert picker.config().seed == int(seed)
    said = [c[0] for c in drawn_text(app, picker_module, monkeypatch)]
    assert any(s.startswith("A seed is a whole number") for s in said) is refused


def pygame_key_backspace(app: App) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)], FRAME)


# -- the title -----------------------------------------------------------------------------------


def menu_rects(app: App) -> dict[str, pygame.Rect]:
    return {w.label: pygame.Rect(w.rect) for w in widgets(app) if isinstance(w, Button) and w.label != "Dismiss"}


def test_the_title_menu_keeps_its_places_with_a_notice_and_the_notice_covers_none(app: App, clock: ManualClock) -> None:
    app.push(TitleScene(app))
    plain = menu_rects(app)
    app.pop()
    app.notify("settings.json could not be read (Expecting value: line 1 column 1 (char 0)); it was moved aside to "
               "/home/someone/.config/parlour/settings.json.bad-20261125-210000 and the defaults are used.")
    title = TitleScene(app)
    app.push(title)
    assert menu_rects(app) == plain
    notice = title.notice_layout()[0]
    assert not any(notice.colliderect(r) for r in plain.values())
    assert app.screen.get_rect().contains(notice)
    clock.advance(1)
    quit_at = button(app, "Quit").rect.center
    app.running = True
    click_button(app, "Dismiss")
    click(app, quit_at)  # at once: Quit is where it was
    assert not app.running and app.stack == []


def test_many_long_notices_fit_beside_the_menu_in_readable_text(app: App) -> None:
    for i in range(6):
        app.notify(f"Notice {i}: " + "a file that could not be read was moved aside and replaced by the defaults; " * 4)
    title = TitleScene(app)
    app.push(title)
    notice, lines, px = title.notice_layout()
    assert px >= 13 and lines[-1] == "…"
    assert app.screen.get_rect().contains(notice)
    assert not any(notice.colliderect(r) for r in menu_rects(app).values())
    assert notice.contains(button(app, "Dismiss").rect)


def save_match(app: App, config: MatchConfig, moves: int) -> None:
    session = Session(config.variant_id, config.players, config.options, config.seed, meta={"names": config.names})
    cpu = session.variant.cpu(session.variant.cpu_levels[0], 1)
    for _ in range(moves):
        seat = min(session.to_act())
        session.submit(cpu.choose(session.view(seat), session.legal(seat)))
    app.saves.autosave({"config": config.to_json(), "record": session.to_record(), "ui": {}})


def test_continue_says_which_game_how_far_and_who_plays(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.scenes import title as title_module

    seats = [SeatConfig("human", "", "Ada")] + [SeatConfig("cpu", "normal", f"CPU {i}") for i in (2, 3, 4)]
    save_match(app, MatchConfig("emperor", 4, seats, {}, 7), moves=3)
    app.push(TitleScene(app))
    assert labels(app)[0] == "Continue"
    said = [c[0] for c in drawn_text(app, title_module, monkeypatch)]
    for line in ("Emperor 皇帝", "Hand 1 of 15", "Ada against 3 CPU players"):
        assert line in said, said
    assert any(s.startswith("Hand 1 ·") for s in said)  # the game's own name for the hand
    summary = app.top.saved_rect()
    assert not any(summary.colliderect(r) for r in menu_rects(app).values())


def test_continue_names_jingzhou_and_a_table_of_people(app: App) -> None:
    seats = [SeatConfig("human", "", n) for n in ("Ada", "Bo", "Cy")]
    save_match(app, MatchConfig("wuhan", 3, seats, {"variant": "jingzhou"}, 5), moves=2)
    title = TitleScene(app)
    app.push(title)
    assert title.saved_lines[0] == "Jingzhou (荊州)"
    assert title.saved_lines[-1] == "Ada, Bo, Cy, at one screen"


def test_an_unnamed_seat_is_named_in_the_language_shown_not_the_one_it_was_started_in(app: App) -> None:
    set_language("ja")
    try:
        app.push(PickerScene(app))
        app.top.choose_game("emperor")
        app.top.players = 3
        config = app.top.config()
        assert config.seats[0].name == "" and config.names[0] == "プレイヤー1"  # kept unresolved
        save_match(app, config, moves=2)
    finally:
        set_language("en")
    title = TitleScene(app)
    app.push(title)
    assert title.saved_lines[-1] == "Player 1 against 2 CPU players"
    table = TableScene(app, config, Session(config.variant_id, 3, config.options, config.seed,
                                            meta={"names": ["プレイヤー1", "CPU 2", "CPU 3"]}))
    assert table.meta["names"] == ["Player 1", "CPU 2", "CPU 3"]  # a resumed match reads them anew


def test_the_language_changed_from_the_pause_menu_reaches_the_table_at_once(app: App) -> None:
    config = MatchConfig("emperor", 4, [SeatConfig("human", "")] + [SeatConfig("cpu", "normal")] * 3, {}, 7)
    table = TableScene(app, config)
    app.push(table)
    assert table.meta["names"][0] == "Player 1"
    assert "Your turn: discard a card (drag it to your river)" in [text for _, text in table.model["prompts"]]
    app.push(PauseScene(app))
    set_language("ja")  # as the settings screen does
    try:
        app.pop()  # back at the table
        assert table.meta["names"] == ["プレイヤー1", "CPU 2", "CPU 3", "CPU 4"]
        assert "Your turn: discard a card (drag it to your river)" not in [text for _, text in table.model["prompts"]]
        assert table.model == table.variant.table(table.session.view(table.viewer), table.meta)  # read anew
    finally:
        set_language("en")


# -- clicks aimed at a layout that just changed --------------------------------------------------


def test_a_click_on_controls_that_just_appeared_is_ignored_and_counts_once_they_settle(app: App, clock: ManualClock) -> None:
    app.push(TitleScene(app))
    clock.advance(1)
    click_button(app, "New game")
    picker = app.top
    assert isinstance(picker, PickerScene)
    click_button(app, "Options")  # the picker has only just appeared
    assert app.top is picker
    players = next(w for w in widgets(app) if isinstance(w, Cycler) and w.label == "Players")
    clock.advance(0.35)
    _, right = players.arrows()
    click(app, right.center)  # 4 -> 5: a fifth seat row appears
    assert picker.players == 5
    click(app, right.center)  # the arrow stayed put: a quick second click counts (5 -> 3)
    assert picker.players == 3
    click(app, right.center)  # 3 -> 4: the fourth row appears again
    fourth = [w for w in widgets(app) if isinstance(w, Cycler) and w.value in ("human", "cpu")][3]
    click(app, fourth.rect.center)
    assert picker.seats[3].kind == "cpu"  # the row had only just appeared
    clock.advance(0.35)
    click(app, fourth.rect.center)
    assert picker.seats[3].kind == "human"


def test_the_click_guard_forgets_a_control_that_moved_and_keeps_one_that_stayed(clock: ManualClock) -> None:
    from game.clickguard import SETTLE, ClickGuard

    guard = ClickGuard()
    guard.show([("Pass", (10, 10, 80, 40)), ("Chow", (100, 10, 80, 40))])
    assert not guard.ready(("Pass", (10, 10, 80, 40)))
    clock.advance(SETTLE + 0.01)
    assert guard.ready(("Pass", (10, 10, 80, 40)))
    guard.show([("Pass", (10, 10, 80, 40)), ("Chow", (190, 10, 80, 40))])  # Chow moved
    assert guard.ready(("Pass", (10, 10, 80, 40))) and not guard.ready(("Chow", (190, 10, 80, 40)))
    assert not guard.ready(("Chow", (100, 10, 80, 40)))  # gone from there


def test_a_dialog_that_just_opened_ignores_a_click(app: App, clock: ManualClock) -> None:
    from game.scenes.confirm import ConfirmScene

    answers: list[str] = []
    app.push(TitleScene(app))
    app.push(ConfirmScene(app, "Sure?", lambda: answers.append("yes"), "Yes"))
    click_button(app, "Yes")
    assert answers == [] and isinstance(app.top, ConfirmScene)
    clock.advance(0.35)
    click_button(app, "Yes")
    assert answers == ["yes"]


# -- idle ----------------------------------------------------------------------------------------


class Counter(Scene):
    def __init__(self, app: App, busy: bool, frames: int) -> None:
        super().__init__(app)
        self.is_busy, self.frames = busy, frames

    def busy(self) -> bool:
        return self.is_busy

    def update(self, dt: float) -> None:
        self.frames -= 1
        if self.frames == 0:
            self.app.quit()


@pytest.mark.parametrize("busy", [False, True])
def test_the_loop_sleeps_on_events_while_the_top_scene_is_idle(app: App, monkeypatch: pytest.MonkeyPatch, busy: bool) -> None:
    waits: list[int] = []

    def wait(timeout: int = 0) -> pygame.event.Event:
        waits.append(timeout)
        return pygame.event.Event(pygame.NOEVENT)

    monkeypatch.setattr(pygame.event, "wait", wait)
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the other tests keep their pygame
    app.run(Counter(app, busy, frames=3))
    assert waits == ([] if busy else [1000 // IDLE_FPS] * 3)


def test_menus_are_idle_and_a_scene_that_does_not_say_is_busy(app: App) -> None:
    assert Scene(app).busy()
    for scene in (TitleScene(app), PickerScene(app), OptionsScene(app, "emperor")):
        assert not scene.busy()
