#!/usr/bin/env python3
"""Synthesises the table's sounds (resources/sounds/*.wav) with the standard library only.

Every sound is made here from sine waves and seeded noise, nothing is recorded or taken from
elsewhere: the cards dealt (a quick riffle), a card played (a soft snap on the felt), a trick
taken (the cards swept together), a knock on the table (two knuckle raps on wood), Zudrehen (the
trump card turned down firmly), a deal won (a short rising chord) and lost (two falling notes).
Mono, 16 bit, 22050 Hz, each under half a second or so: a few kilobytes each.

    python3 tools/sound/make_sounds.py [output folder]   (default: resources/sounds)
"""
import math
import os
import random
import struct
import sys
import wave

RATE = 22050


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def noise_burst(seconds, decay, rng, smooth=0.6, gain=1.0):
    """Filtered noise with an exponential decay: the snap of a card."""
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(gain * last * math.exp(-t / decay))
    return out


def tone(freq, seconds, decay, harmonics=(1.0, 0.35, 0.12), attack=0.004):
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        v = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
        out.append(env * v / sum(harmonics))
    return out


def knock_rap(rng):
    """A knuckle on wood: a low damped resonance with a short click."""
    body = tone(165.0, 0.16, 0.035, harmonics=(1.0, 0.5, 0.2))
    wood = tone(420.0, 0.16, 0.018, harmonics=(1.0, 0.3))
    click = noise_burst(0.16, 0.004, rng, smooth=0.3, gain=0.7)
    return [0.7 * b + 0.35 * w + c for b, w, c in zip(body, wood, click)]


def mix(base, add, at):
    start = int(RATE * at)
    need = start + len(add)
    if len(base) < need:
        base = base + [0.0] * (need - len(base))
    for i, v in enumerate(add):
        base[start + i] += v
    return base


def normalise(samples, peak):
    top = max(1e-9, max(abs(s) for s in samples))
    # A short fade at the end: no click when the sound stops.
    fade = int(RATE * 0.01)
    out = [s * peak / top for s in samples]
    for i in range(min(fade, len(out))):
        out[-1 - i] *= i / fade
    return out


def sounds():
    rng = random.Random(36)
    deal = silence(0.02)
    for k in range(7):  # cards flicked round the table
        deal = mix(deal, noise_burst(0.07, 0.012, rng, smooth=0.45), 0.02 + k * 0.065)
    card = mix(silence(0.01), noise_burst(0.12, 0.018, rng, smooth=0.55), 0.005)
    card = mix(card, tone(110.0, 0.1, 0.02, harmonics=(1.0,)), 0.005)  # the felt's soft thump
    sweep = silence(0.02)
    for k in range(4):  # the trick's cards slid together, then squared
        sweep = mix(sweep, noise_burst(0.12, 0.05, rng, smooth=0.8, gain=0.6), 0.02 + k * 0.05)
    sweep = mix(sweep, noise_burst(0.06, 0.01, rng, smooth=0.5), 0.24)
    knock = mix(silence(0.02), knock_rap(rng), 0.01)
    knock = mix(knock, knock_rap(rng), 0.2)
    close = mix(silence(0.02), tone(140.0, 0.18, 0.03, harmonics=(1.0, 0.4)), 0.01)
    close = mix(close, noise_burst(0.1, 0.015, rng, smooth=0.5), 0.0)
    won = silence(0.01)
    for k, f in enumerate((523.25, 659.25, 783.99)):  # C E G
        won = mix(won, tone(f, 0.45, 0.16), 0.01 + k * 0.09)
    lost = silence(0.01)
    for k, f in enumerate((392.0, 311.13)):  # G E flat
        lost = mix(lost, tone(f, 0.5, 0.2, harmonics=(1.0, 0.2)), 0.01 + k * 0.2)
    return {
        "deal": normalise(deal, 0.6),
        "card": normalise(card, 0.55),
        "trick": normalise(sweep, 0.5),
        "knock": normalise(knock, 0.8),
        "close": normalise(close, 0.7),
        "won": normalise(won, 0.45),
        "lost": normalise(lost, 0.45),
    }


def write(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in samples))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "resources", "sounds")
    os.makedirs(out, exist_ok=True)
    for name, samples in sounds().items():
        write(os.path.join(out, name + ".wav"), samples)
        print(f"{name}.wav: {len(samples) / RATE:.2f} s")


if __name__ == "__main__":
    main()
