#!/usr/bin/env python3
"""Synthesises the game's two sounds, so that they are made here and free of any licence:

- move.wav: a piece set down on a wooden board, a short, dry knock;
- capture.wav: a piece taken off, the knock of the capturing piece and the taken one
  rattling off the board.

Both are 44.1 kHz, 16-bit mono WAV, a few kilobytes. The synthesis is deterministic (fixed
seeds), so `make_sounds.py --check` can tell whether the committed files are what this script
makes. Usage:

    python3 tools/sounds/make_sounds.py           # writes the files for both apps
    python3 tools/sounds/make_sounds.py --check   # exits 1 if a committed file differs

The sounds are dedicated to the public domain (CC0 1.0), as is this script.
"""
import io
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 44100
ROOT = Path(__file__).resolve().parents[2]
TARGETS = [
    ROOT / "android/app/src/main/res/raw",
    ROOT / "ios/App/Sounds",
]


def knock(seed, length, pitch, decay, noise, body=1.0):
    """A struck piece of wood: a few decaying partials of a body resonance and a burst of
    filtered noise for the contact."""
    rng = random.Random(seed)
    n = int(RATE * length)
    out = [0.0] * n
    # Wood's modes are not harmonic: the partials sit at these ratios of the lowest.
    partials = [(1.0, 1.0), (2.32, 0.45), (4.25, 0.22), (6.9, 0.10)]
    for ratio, level in partials:
        f = pitch * ratio
        d = decay * (1.0 + ratio) / 2.0
        phase = rng.random() * 2 * math.pi
        for i in range(n):
            t = i / RATE
            out[i] += body * level * math.exp(-t * d) * math.sin(2 * math.pi * f * t + phase)
    # The contact: white noise through a one-pole low-pass, gone in a few milliseconds.
    low = 0.0
    for i in range(n):
        t = i / RATE
        low += 0.35 * (rng.uniform(-1.0, 1.0) - low)
        out[i] += noise * low * math.exp(-t * 900.0)
    return out


def mix(*parts):
    """Sums (offset in seconds, samples) parts into one signal."""
    n = max(int(off * RATE) + len(s) for off, s in parts)
    out = [0.0] * n
    for off, s in parts:
        start = int(off * RATE)
        for i, v in enumerate(s):
            out[start + i] += v
    return out


def wav_bytes(samples, gain):
    peak = max(abs(v) for v in samples) or 1.0
    # A short fade at the end so the file never ends on a click.
    fade = int(0.004 * RATE)
    frames = bytearray()
    for i, v in enumerate(samples):
        if i >= len(samples) - fade:
            v *= (len(samples) - i) / fade
        frames += struct.pack("<h", int(max(-1.0, min(1.0, gain * v / peak)) * 32767))
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        # wave writes no timestamps: the same samples give the same bytes.
        w.writeframes(bytes(frames))
    return buf.getvalue()


def sounds():
    move = knock(seed=1, length=0.11, pitch=410.0, decay=55.0, noise=0.9)
    capture = mix(
        (0.0, knock(seed=2, length=0.10, pitch=380.0, decay=50.0, noise=1.0)),
        (0.055, knock(seed=3, length=0.08, pitch=690.0, decay=70.0, noise=0.6, body=0.7)),
        (0.095, knock(seed=4, length=0.07, pitch=820.0, decay=85.0, noise=0.4, body=0.5)),
    )
    return {"move.wav": wav_bytes(move, 0.55), "capture.wav": wav_bytes(capture, 0.6)}


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    for name, data in sounds().items():
        for folder in TARGETS:
            path = folder / name
            if check:
                if not path.exists() or path.read_bytes() != data:
                    stale.append(str(path.relative_to(ROOT)))
            else:
                folder.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
    if stale:
        print("not what tools/sounds/make_sounds.py makes: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
