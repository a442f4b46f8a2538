"""Call-window resolution and melds."""

from __future__ import annotations

import json

import pytest

from rules.mahjong import Claim, Meld, may_chow, resolve


def test_win_beats_pung_beats_chow() -> None:
    claims = [Claim(1, "chow", (3, 4)), Claim(2, "pung"), Claim(3, "pass")]
    assert resolve(claims, discarder=0, players=4, multiple_winners=False) == [Claim(2, "pung")]
    claims.append(Claim(3, "win"))
    claims.remove(Claim(3, "pass"))
    assert resolve(claims, 0, 4, multiple_winners=False) == [Claim(3, "win")]
    assert resolve([Claim(2, "kong"), Claim(1, "chow")], 0, 4, multiple_winners=True) == [Claim(2, "kong")]
    assert resolve([Claim(1, "pass"), Claim(2, "pass")], 0, 4, multiple_winners=True) == []


def test_head_bump_takes_the_nearest_after_the_discarder() -> None:
    # discarder 2: turn order 3, 0, 1 -> seat 3 is nearest, then 0
    wins = [Claim(0, "win"), Claim(3, "win"), Claim(1, "win")]
    assert resolve(wins, 2, 4, multiple_winners=False) == [Claim(3, "win")]
    assert resolve(wins, 2, 4, multiple_winners=True) == [Claim(3, "win"), Claim(0, "win"), Claim(1, "win")]
    assert resolve([Claim(0, "win"), Claim(1, "win")], 2, 3, multiple_winners=False) == [Claim(0, "win")]


def test_chow_only_from_the_previous_player() -> None:
    assert may_chow(1, 0, 4) and not may_chow(2, 0, 4) and may_chow(0, 3, 4) and may_chow(0, 2, 3)
    with pytest.raises(ValueError, match="only the next player"):
        resolve([Claim(2, "chow", (3, 4))], 0, 4, multiple_winners=False)
    with pytest.raises(ValueError):
        resolve([Claim(0, "win")], 0, 4, multiple_winners=True)
    with pytest.raises(ValueError):
        resolve([Claim(1, "win"), Claim(1, "pung")], 0, 4, multiple_winners=True)
    with pytest.raises(ValueError):
        Claim(1, "ron")


def test_claim_json() -> None:
    c = Claim(1, "chow", (3, 5))
    assert Claim.from_json(json.loads(json.dumps(c.to_json()))) == c


def test_melds() -> None:
    p = Meld("pung", (5, 5, 5), called_tile=5, from_seat=3)
    assert p.is_open and p.is_triplet and not p.is_kong
    k = p.added_kong(5)
    assert k == Meld("kong_added", (5, 5, 5, 5), 5, 3) and k.is_open and k.is_kong
    ck = Meld("kong_concealed", (9, 9, 9, 9))
    assert not ck.is_open and ck.is_kong and ck.to_json() == {"kind": "kong_concealed", "tiles": [9, 9, 9, 9]}
    chow = Meld("chow", ("4H", "5D", "6H"), "4H", 0)  # cards are tiles too
    for m in (p, k, ck, chow):
        assert Meld.from_json(json.loads(json.dumps(m.to_json()))) == m
    with pytest.raises(ValueError):
        Meld("pung", (1, 1))
    with pytest.raises(ValueError):
        Meld("kong", (1, 1, 1, 1))
    with pytest.raises(ValueError):
        chow.added_kong("4H")
    with pytest.raises(ValueError):
        Meld.from_json({"tiles": [1, 1, 1]})
