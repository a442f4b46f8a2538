"""A hand-written mahjong table model (the contract rules/mahjong/table.py builds to), for drawing
the mahjong table without its rules: 4 seats (Wuhan) or 3 (Jingzhou), a full river, four kongs
with a claimed tile each, flowers, the laizi indicator and the laizi marked, waits with counts.

``full=True`` fills every zone to its most (the layout checks); otherwise a plausible moment of
play, mid-hand, for the screenshots."""

from __future__ import annotations

from typing import Any

SUITED = [f"{n}{s}" for s in "mps" for n in range(1, 10)]


def _river(n: int, start: int = 0) -> list[str]:
    pool = SUITED + ["E", "S", "W", "N", "Wh", "Gn"]
    return [pool[(start + 7 * i) % len(pool)] for i in range(n)]


def mahjong_model(players: int = 4, full: bool = False, viewer_turn: bool = True) -> dict[str, Any]:
    positions = list(range(players))
    piles: dict[str, dict[str, Any]] = {}
    plates: dict[str, dict[str, Any]] = {}
    names = ["You", "East CPU", "North CPU", "West CPU"] if players == 4 else ["You", "Right CPU", "Left CPU"]
    for p in positions:
        if p == 0:
            hand = ["1m", "2m", "3m", "5p", "5p", "6p", "7p", "3s", "4s", "5s", "E", "E", "Rd", "7s"]
            if not full:
                hand = ["2m", "3m", "4m", "5p", "6p", "7p", "3s", "3s", "5s", "6s", "Rd"]
            piles["hand_0"] = {"cards": hand, "fresh": [hand[-1]], "face_up": True}
        else:
            piles[f"hand_{p}"] = {"cards": [None] * (14 if full else (10 if p == 1 else 13)), "face_up": False}
        piles[f"river_{p}"] = {"cards": _river(24 if full else 9 + 2 * p, 3 * p)}
        if full:
            melds = {"cards": [c for c in ("1m", "9p", "5s", "N") for _ in range(4)], "groups": [4, 4, 4, 4],
                     "sideways": [1, 6, 11, 12]}
            flowers = {"cards": [f"F{n}" for n in range(1, 9)]}
        elif p == 0:
            melds = {"cards": ["8m", "8m", "8m", "1p", "2p", "3p"], "groups": [3, 3], "sideways": [2, 3]}
            flowers = {"cards": []}
        elif p == 1:
            melds = {"cards": ["Wh", "Wh", "Wh", "4s", "4s", "4s", "4s"], "groups": [3, 4], "sideways": [0, 5]}
            flowers = {"cards": ["F1", "F6"]}
        else:
            melds = {"cards": []}
            flowers = {"cards": ["F3"] if p == 2 else []}
        piles[f"melds_{p}"] = melds
        piles[f"flowers_{p}"] = flowers
        plates[f"plate_{p}"] = {"seat": p, "name": names[p], "score": str(100 - 10 * p),
                                "markers": (["Dealer"] if p == 0 else []) + (["口 ×1"] if p == 1 else []),
                                "turn": p == 0 and viewer_turn}
    if not full:
        piles["river_1"]["fresh"] = [piles["river_1"]["cards"][-1]]
    piles["stock"] = {"cards": [None], "count": 54}
    piles["indicator"] = {"cards": ["4p"], "label": "Indicator (翻)"}
    return {
        "material": "tiles",
        "players": players,
        "viewer": 0,
        "seats": positions,
        "piles": piles,
        "plates": plates,
        "marked": ["5p"],
        "private": ["hand_0"],
        "info": ["Hongzhong Laizi Gang (紅中頼子槓)" if players == 4 else "Jingzhou (荊州)", "Hand 3 · East round",
                 "Laizi 5p · wall 54", "Win needs 8 fan"],
        "drops": {"river_0": "discard"},
        "labels": {"discard": "Discard {cards}", "pung": "Pung 碰 {cards}", "pass": "Pass"},
        "places": {"pung": 0, "pass": 4},
        "auto": [],
        "pass": ["pass"],
        "wins": ["win"],
        "prompts": [[["discard"], "Your turn: discard a tile (drag it to your river)"]],
        "waits": {"label": "Ready: waits (聴牌)", "cards": ["1s", "4s", "5p"], "counts": [3, 0, 2]},
    }


def win_sheet() -> dict[str, Any]:
    """A score sheet of tiles: the winning hand grouped into its sets, the laizi marked."""
    return {
        "kind": "win", "title": "You win by self-draw (自摸)", "subtitle": "Hand 3", "material": "tiles", "marked": ["5p"],
        "blocks": [
            {"type": "hand", "title": "Winning hand", "highlight": ["6s"],
             "groups": [{"cards": ["2m", "3m", "4m"], "label": "chow"}, {"cards": ["5p", "6p", "7p"], "label": "chow"},
                        {"cards": ["8m", "8m", "8m"], "label": "pung"}, {"cards": ["3s", "3s"], "label": "pair"},
                        {"cards": ["4s", "5p", "6s"], "label": "chow (laizi)"}]},
            {"type": "rows", "title": "Fan", "rows": [{"original": "自摸", "english": "Self-draw", "value": "×2"}]},
            {"type": "cards", "title": "Laizi indicator", "text": "4p shows the laizi 5p", "cards": ["4p", "5p"]},
        ],
    }
