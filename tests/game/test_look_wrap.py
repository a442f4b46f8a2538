"""game.look.wrap: lines break at spaces and between CJK characters, but never so that a line
begins with closing punctuation, full-width or a Latin one after a CJK word ("(聴牌): ...")."""

from __future__ import annotations

import pygame

from game.fonts import Fonts
from game.look import wrap


def test_a_closing_bracket_after_a_cjk_word_stays_on_its_line() -> None:
    pygame.init()
    fonts = Fonts()
    head = "your hand is ready (聴牌"
    width = fonts.get(19, False).size(head)[0]  # room for the head, not for the "):" after it
    lines = wrap(fonts, head + "): it waits on 5 dots.", 19, width)
    assert lines[0] == head + "):" and not any(line.startswith(")") for line in lines)


def test_japanese_breaks_between_characters_but_not_before_a_full_stop() -> None:
    pygame.init()
    fonts = Fonts()
    head = "聴牌した手は亮倒できます"
    width = fonts.get(19, False).size(head)[0]
    lines = wrap(fonts, head + "。次へ", 19, width)
    assert lines == [head + "。", "次へ"]
