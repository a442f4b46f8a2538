"""Hand-scoring calculators: ``python -m rules.score <game> [FILE] [--json]``.

Each game with a calculator registers its id here; the rest of the command line goes to that
game's calculator (``main(argv) -> exit status``). Exit status 2 means bad input or usage.
"""

from __future__ import annotations

import importlib
import sys

from rules.core.text import tr

# game id -> (module with main(argv), name shown in --help)
CALCULATORS: dict[str, tuple[str, str]] = {
    "emperor": ("rules.emperor.calculator", "Emperor (皇帝)"),
    "piquet": ("rules.piquet.calculator", "Piquet (ピケ)"),
    "wuhan": ("rules.wuhan.calculator", "Hongzhong Laizi Gang (紅中頼子槓) and Jingzhou"),
    "ninety_nine": ("rules.ninety_nine.calculator", "99 (Ninety-Nine)"),
    "kawuxing": ("rules.kawuxing.calculator", "Kawuxing (卡五星)"),
    "qinghunpeng": ("rules.qinghunpeng.calculator", "Qing-Hun-Peng (清混碰)"),
    "trump_mahjong": ("rules.trump_mahjong.calculator", "Trump Mahjong (トランプマージャン)"),
    "fuxi": ("rules.fuxi.calculator", "Fuxi (富戯): a hand's score, or whether a play beats the table"),
}


def _usage() -> str:
    lines = [
        tr("usage: python -m rules.score GAME [FILE] [--json]"),
        "",
        tr("Score one finished hand described in JSON (read from FILE, or standard input)."),
        tr("Run 'python -m rules.score GAME --help' for the game's options."),
        "",
        tr("Games:"),
    ]
    width = max(map(len, CALCULATORS)) + 1
    lines += [f"  {gid:<{width}}{name}" for gid, (_, name) in CALCULATORS.items()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv or argv[0] in ("-h", "--help"):
        print(_usage(), file=sys.stdout if argv else sys.stderr)
        return 0 if argv else 2
    game = argv[0]
    if game not in CALCULATORS:
        print(tr("error: unknown game {game!r}; games with a calculator: {known}", game=game,
                 known=", ".join(CALCULATORS)), file=sys.stderr)
        return 2
    module = importlib.import_module(CALCULATORS[game][0])
    return module.main(argv[1:])


if __name__ == "__main__":
    sys.exit(main())
