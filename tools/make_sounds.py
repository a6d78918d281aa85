"""Synthesise the table's sounds: assets/sounds/<name>.wav (22,050 Hz, 16-bit mono, well under a
second each) and assets/sounds/LICENCE.txt. Pure standard library; the noise is seeded, so a run
writes the same bytes every time.

Run from the repository root: ``python tools/make_sounds.py``."""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"
LICENCE = """The sounds in this folder were synthesised for Trick Table by tools/make_sounds.py
(no recordings, no samples from elsewhere). They are dedicated to the public domain (CC0 1.0):
use them for anything.
"""


def envelope(i: int, n: int, attack: float = 0.004, decay: float = 6.0) -> float:
    """A fast rise and an exponential fall over ``n`` samples."""
    t = i / RATE
    rise = min(1.0, t / attack) if attack else 1.0
    return rise * math.exp(-decay * i / n)


def noise(n: int, rng: random.Random, smooth: float) -> list[float]:
    """White noise through a one-pole low-pass (``smooth`` near 1 is duller)."""
    out, y = [], 0.0
    for _ in range(n):
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        out.append(y)
    peak = max(abs(v) for v in out) or 1.0
    return [v / peak for v in out]


def snap(rng: random.Random, length: float = 0.07, smooth: float = 0.55, pitch: float = 0.0) -> list[float]:
    """A card laid on felt: a short noise burst with a faint knock under it."""
    n = int(RATE * length)
    base = noise(n, rng, smooth)
    return [envelope(i, n, 0.001, 9.0) * (0.8 * base[i] + 0.3 * math.sin(2 * math.pi * pitch * i / RATE))
            for i in range(n)]


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, level: float = 0.5, decay: float = 4.0) -> list[float]:
    """A soft bell: a sine with its octave, fading out."""
    n = int(RATE * seconds)
    return [level * envelope(i, n, 0.006, decay) * (math.sin(2 * math.pi * freq * i / RATE)
                                                   + 0.3 * math.sin(4 * math.pi * freq * i / RATE))
            for i in range(n)]


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Overlay (start seconds, samples) parts."""
    end = max(int(RATE * at) + len(p) for at, p in parts)
    out = [0.0] * end
    for at, p in parts:
        k = int(RATE * at)
        for i, v in enumerate(p):
            out[k + i] += v
    return out


def sounds() -> dict[str, list[float]]:
    rng = random.Random(20261201)
    riffle = [(i * 0.022, snap(rng, 0.03, 0.3, 0)) for i in range(18)]
    return {
        "shuffle": mix(*riffle),
        "deal": mix(*[(i * 0.06, snap(rng, 0.05, 0.45, 0)) for i in range(4)]),
        "play": snap(rng, 0.08, 0.6, 140),
        "trick": mix((0.0, snap(rng, 0.06, 0.7, 0)), (0.05, snap(rng, 0.09, 0.8, 90))),
        "renege": mix((0.0, tone(196, 0.22, 0.45, 3)), (0.16, tone(147, 0.3, 0.45, 3))),
        "win": mix((0.0, tone(523, 0.3)), (0.12, tone(659, 0.3)), (0.24, tone(784, 0.5, 0.5, 3))),
        "loss": mix((0.0, tone(392, 0.3)), (0.16, tone(330, 0.3)), (0.32, tone(262, 0.55, 0.5, 3))),
    }


def write(name: str, samples: list[float]) -> Path:
    peak = max(abs(v) for v in samples) or 1.0
    scale = 0.7 * 32767 / peak
    path = OUT / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", round(v * scale)) for v in samples))
    return path


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, samples in sounds().items():
        print(write(name, samples))
    (OUT / "LICENCE.txt").write_text(LICENCE, encoding="utf-8")


if __name__ == "__main__":
    main()
