"""Synthesise the table's sound effects (pure Python: math + wave; no samples).

Run from the repository root: ``.venv/bin/python sounds/make_sounds.py``. Writes 22,050 Hz mono
16-bit WAVs beside this script. The noise comes from a seeded ``random.Random`` so every run
writes the same bytes.

- card sounds (draw, deal, discard, gather): band-limited noise bursts shaped like a card sliding over
  felt, the discard ending in a soft low "tap";
- click: a short damped blip for buttons;
- call, riichi, win: bell-like tones (inharmonic partials, each decaying at its own rate) as a
  two-note call, a rising riichi motif and a four-note win arpeggio.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(into: list[float], sound: list[float], at: float = 0.0, gain: float = 1.0) -> list[float]:
    """Add ``sound`` into ``into`` starting at ``at`` seconds, growing ``into`` as needed."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += s * gain
    return into


def noise(seconds: float, rng: random.Random, lowpass: float, highpass: float) -> list[float]:
    """White noise through one-pole low- and high-pass filters (cut-offs in Hz)."""
    a_lo = 1 - math.exp(-2 * math.pi * lowpass / RATE)
    a_hi = math.exp(-2 * math.pi * highpass / RATE)
    out, lo, prev_in, hi = [], 0.0, 0.0, 0.0
    for _ in range(int(RATE * seconds)):
        lo += a_lo * (rng.uniform(-1, 1) - lo)
        hi = a_hi * (hi + lo - prev_in)
        prev_in = lo
        out.append(hi)
    return out


def envelope(samples: list[float], attack: float, decay: float, shape: float = 1.0) -> list[float]:
    """Linear attack over ``attack`` s, then exponential decay with time constant ``decay`` s."""
    n_attack = max(1, int(attack * RATE))
    out = []
    for i, s in enumerate(samples):
        t = i / RATE
        gain = i / n_attack if i < n_attack else math.exp(-(t - attack) / decay)
        out.append(s * gain**shape)
    return out


def bell(freq: float, seconds: float, decay: float) -> list[float]:
    """A struck-bell tone: partials at inharmonic ratios, the higher ones dying faster."""
    partials = ((1.0, 1.0, 1.0), (2.0, 0.5, 0.6), (2.76, 0.35, 0.45), (5.4, 0.15, 0.25), (8.9, 0.06, 0.15))
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        attack = min(1.0, t / 0.004)
        out.append(attack * sum(a * math.sin(2 * math.pi * freq * r * t) * math.exp(-t / (decay * d)) for r, a, d in partials))
    return out


def pluck(freq: float, seconds: float, decay: float) -> list[float]:
    """A softer, rounder tone (fundamental + a little octave) for the call and click."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        attack = min(1.0, t / 0.003)
        tone = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t) * math.exp(-t / 0.05)
        out.append(attack * tone * math.exp(-t / decay))
    return out


def fade_out(samples: list[float], seconds: float = 0.02) -> list[float]:
    """Ramp the last ``seconds`` to zero so no sound ends in a click."""
    n = min(len(samples), int(seconds * RATE))
    for i in range(n):
        samples[len(samples) - n + i] *= 1 - (i + 1) / n
    return samples


def normalise(samples: list[float], peak: float) -> list[float]:
    top = max(abs(s) for s in samples) or 1.0
    return [s * peak / top for s in samples]


def note(name: str) -> float:
    """Equal-tempered frequency of a note such as ``"A4"`` or ``"C#5"``."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    steps += name.count("#") - name.count("b")
    return 440.0 * 2 ** ((steps + 12 * (int(name[-1]) - 4)) / 12)


def card_slide(rng: random.Random, seconds: float, bright: float) -> list[float]:
    """A card sliding on felt: noise swelling briefly, then fading."""
    return envelope(noise(seconds, rng, lowpass=bright, highpass=500), attack=seconds * 0.25, decay=seconds * 0.25)


def make_all() -> dict[str, list[float]]:
    rng = random.Random(20240603)
    sounds: dict[str, list[float]] = {}
    sounds["draw"] = normalise(card_slide(rng, 0.16, 3500), 0.45)
    sounds["deal"] = normalise(card_slide(rng, 0.09, 5000), 0.4)

    discard = card_slide(rng, 0.07, 4000)
    tap = envelope(noise(0.08, rng, lowpass=900, highpass=80), attack=0.002, decay=0.018)
    thump = envelope([math.sin(2 * math.pi * 140 * i / RATE) for i in range(int(0.08 * RATE))], 0.002, 0.02)
    sounds["discard"] = normalise(mix(mix(discard, tap, 0.055, 1.6), thump, 0.055, 0.5), 0.6)

    sounds["click"] = normalise(mix(pluck(1320, 0.05, 0.012), pluck(2640, 0.03, 0.006), 0, 0.3), 0.35)

    call = silence(0.0)
    mix(call, pluck(note("E5"), 0.25, 0.08), 0.0)
    mix(call, pluck(note("A5"), 0.35, 0.12), 0.09)
    sounds["call"] = normalise(call, 0.55)

    riichi = silence(0.0)
    for k, (name, at) in enumerate((("D5", 0.0), ("A5", 0.08), ("D6", 0.16))):
        mix(riichi, bell(note(name), 0.7 - at, 0.35 + 0.1 * k), at, 1.0 - 0.15 * k)
    sounds["riichi"] = normalise(riichi, 0.6)

    win = silence(0.0)
    for k, name in enumerate(("C5", "E5", "G5", "C6")):
        mix(win, bell(note(name), 1.5 - 0.11 * k, 0.5), 0.11 * k, 0.9)
    mix(win, bell(note("E6"), 1.1, 0.45), 0.44, 0.35)
    sounds["win"] = normalise(win, 0.65)

    # a trick swept up: the cards slide together, then the small packet lands (made last, so the
    # seeded noise of the sounds above stays as it was)
    gather = card_slide(rng, 0.12, 2800)
    mix(gather, card_slide(rng, 0.1, 3600), 0.05, 0.8)
    mix(gather, envelope(noise(0.06, rng, lowpass=800, highpass=80), attack=0.002, decay=0.015), 0.15, 1.2)
    sounds["gather"] = normalise(gather, 0.5)
    return {name: fade_out(s) for name, s in sounds.items()}


def write_wav(path: Path, samples: list[float]) -> None:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(s * 32767)))) for s in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> None:
    for name, samples in make_all().items():
        path = HERE / f"{name}.wav"
        write_wav(path, samples)
        print(f"{path.name}: {len(samples) / RATE:.2f} s, {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
