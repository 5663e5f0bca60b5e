#!/usr/bin/env python3
"""How a change of our player moved its result against the outside engine.

Usage: paired.py NEW.jsonl[,NEW2.jsonl...] OLD.jsonl[,OLD2.jsonl...]

Two bridge.py runs of the same deals (the same --seed), one with the change
and one without. Over the duplicate pairs both runs completed: each run's
ours-minus-outside per deal and the change, (new) minus (old) per pair, as a
mean with its 95 % interval (1.96 standard errors over the pairs): a deal is
dealt alike in both runs, so its luck cancels.
"""

import json
import math
import statistics
import sys


def load(arg):
    games = {}
    for path in arg.split(","):
        with open(path) as f:
            for line in f:
                g = json.loads(line)
                games[(g["pair"], g["ours_seat"])] = g["diff"]
    return {p: (games[(p, 0)] + games[(p, 1)]) / 2 for p, s in games if s == 0 and (p, 1) in games}


def ci(values):
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{m:+.3f} [{m - half:+.3f}, {m + half:+.3f}]"


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    new, old = load(sys.argv[1]), load(sys.argv[2])
    pairs = sorted(set(new) & set(old))
    if len(pairs) < 2:
        print("fewer than two pairs in both runs", file=sys.stderr)
        return 1
    print(f"{len(pairs)} pairs in both runs")
    print("new: ours-outside", ci([new[p] for p in pairs]))
    print("old: ours-outside", ci([old[p] for p in pairs]))
    print("change (new - old)", ci([new[p] - old[p] for p in pairs]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
