"""``python -m game`` (or the ``parlour`` command): open the window at the title screen, play a
CPU-only demo with ``--autoplay``, or open a game's lesson with ``--lesson`` (played through for
the learner with ``--autoplay``)."""

from __future__ import annotations

import argparse
import os
import sys

from game.lessons import LESSONS
from rules.core.registry import get_variant, variant_ids


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="parlour", description="Parlour: rare card and tile games.")
    parser.add_argument("--autoplay", metavar="GAME", nargs="?", const="", choices=variant_ids() + [""],
                        help="watch CPU players play GAME; with --lesson, play the lesson's moves for the learner")
    parser.add_argument("--lesson", metavar="GAME", choices=LESSONS, help="open GAME's lesson (a guided first hand)")
    parser.add_argument("--hands", type=int, default=1, help="hands to play with --autoplay (default 1)")
    parser.add_argument("--players", type=int, default=None, help="players for --autoplay (default: the game's usual number)")
    parser.add_argument("--screenshot", metavar="PATH", help="with --autoplay: save a screenshot here at the end")
    parser.add_argument("--settings-dir", metavar="DIR", help="keep settings and options here instead of the user config folder")
    parser.add_argument("--data-dir", metavar="DIR", help="keep the autosave here instead of the user data folder")
    args = parser.parse_args(argv)
    if args.hands < 1:
        parser.error("--hands must be at least 1")
    if args.autoplay is not None and not args.autoplay and not args.lesson:
        parser.error("--autoplay needs a GAME (or --lesson GAME)")
    if args.autoplay and args.lesson:
        parser.error("--autoplay takes no GAME with --lesson")
    if args.screenshot and args.autoplay is None:
        parser.error("--screenshot needs --autoplay")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    from game.app import App

    # With SDL's dummy or offscreen driver there is no window to scale: draw on the plain surface.
    headless = os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen")
    app = App(settings_dir=args.settings_dir, data_dir=args.data_dir, headless=headless)
    if args.lesson:
        from game.lessons.autoplay import run as play_lesson
        from game.lessons.table import LessonTable

        if args.autoplay is not None:
            play_lesson(app, args.lesson, args.screenshot)
            return 0
        from game.lessons import get_lesson

        app.run(LessonTable(app, get_lesson(args.lesson)))
        return 0
    if args.autoplay:
        from game.scenes.picker import table_ready
        from game.table.autoplay import run  # the table loads only when a demo is asked for

        counts = [args.players] if args.players else list(get_variant(args.autoplay).player_counts)
        if not any(table_ready(args.autoplay, n) for n in counts):
            ready = [v for v in variant_ids() if any(table_ready(v, n) for n in get_variant(v).player_counts)]
            print(f"parlour: {args.autoplay} has no table yet; games at the table: {', '.join(ready)}", file=sys.stderr)
            return 2

        run(app, args.autoplay, args.hands, args.screenshot, players=args.players)
        return 0
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
