#!/usr/bin/env python3
"""Independent reference of Stammtisch's seeded shuffle (xoshiro256** seeded by
splitmix64, rejection sampling, Fisher-Yates from the top index down).
Writes tests/data/golden/shuffles.json, which test_cards compares with the C++
core: the same seed must deal the same cards with every compiler and library."""
import json, pathlib

M = (1 << 64) - 1

def splitmix(state):
    state = (state + 0x9E3779B97F4A7C15) & M
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
    return state, z ^ (z >> 31)

def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & M

class Rng:
    def __init__(self, seed):
        self.s = []
        x = seed & M
        for _ in range(4):
            x, v = splitmix(x)
            self.s.append(v)
    def next(self):
        s = self.s
        result = (rotl((s[1] * 5) & M, 7) * 9) & M
        t = (s[1] << 17) & M
        s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result
    def below(self, n):
        threshold = ((1 << 64) - n) % n
        while True:
            r = self.next()
            if r >= threshold:
                return r % n

def shuffled(codes, seed):
    rng = Rng(seed)
    v = list(codes)
    for i in range(len(v), 1, -1):
        j = rng.below(i)
        v[i - 1], v[j] = v[j], v[i - 1]
    return v

german = [s + r for s in "ELHS" for r in ["A", "10", "K", "O", "U", "9"]]
schnapsen = [c for c in german if not c.endswith("9")]
cego = ["T%d" % n for n in range(1, 23)]
for s in "HDCS":
    pips = ["1", "2", "3", "4"] if s in "HD" else ["10", "9", "8", "7"]
    cego += [s + r for r in ["K", "Q", "C", "J"] + pips]

out = []
for name, codes in (("german24", german), ("schnapsen20", schnapsen), ("cego54", cego)):
    for seed in (1, 7, 123456789):
        out.append({"pack": name, "seed": seed, "order": " ".join(shuffled(codes, seed))})
path = pathlib.Path(__file__).resolve().parent.parent / "tests/data/golden/shuffles.json"
path.write_text(json.dumps(out, indent=1) + "\n")
print("wrote", path)
