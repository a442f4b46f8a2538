"""Trump Mahjong (トランプマージャン): Japanese riichi-style mahjong played with two 52-card packs and
four jokers as flowers (spec: trump_mahjong.md; original: seed 004).

A card's kind is its colour and rank (``rules.mahjong.card_tiles``: r1-r9 = 0-8, b1-b9 = 9-17,
r10 rJ rQ rK = 27-30, b10 bJ bQ bK = 31-34), so the shared hand analysis of ``rules.mahjong``
reads the hands.

Scoring side (pure functions, no table state):

- ``hands``: every reading of a winning hand (sets, open/concealed, the wait).
- ``yaku``: the yaku table (漢字, kana, English, han closed/open, yakuman) and the yaku of a reading.
- ``fu``: the fu of a reading, item by item.
- ``scoring``: ``WinContext``, ``score_win`` -> ``WinScore``, ``may_win``, ``winning_kinds``,
  ``is_tenpai``, the limits and the scoring option ids (``DEFAULTS``).
- ``payments``: ``settle_win``, ``settle_wins``, ``ron_winners``, ``settle_draw`` -> ``Settlement``.
- ``calcinput`` / ``calculator``: ``python -m rules.score trump_mahjong``.
"""
