#!/usr/bin/env python3
"""Where our player and the outside engine first choose differently.

Usage: diverge.py RUN.jsonl[,RUN2.jsonl...] [--list]

In a duplicate pair both games are dealt alike and the seats swapped, so up to
the first action where the two games differ, both records hold the same
position, and the seat to act there is ours in one game and the outside
engine's in the other: that action is a decision the two engines took
differently in the same position. Each pair is put in a class by that
decision (what kind of action each side took, in the talon's play or after
it, closed or not, leading or following; for different leads in the talon's
play also whether each led a trump, an Ace, a Ten or a lower card) and the
pair's result (ours minus outside over both games, game points) is summed
per class with its 95 % interval (1.96 standard errors over the pairs). A
class whose sum is well below zero is where our player loses most; a pair
whose games never differ counts as "same". --list prints every pair too.
"""

import collections
import json
import math
import statistics
import sys

POINTS = {"A": 11, "10": 10, "K": 4, "O": 3, "U": 2}


def load(arg):
    games = collections.defaultdict(dict)
    for path in arg.split(","):
        with open(path) as f:
            for line in f:
                g = json.loads(line)
                games[g["pair"]][g["ours_seat"]] = g
    return {p: g for p, g in games.items() if 0 in g and 1 in g}


def key(a):
    return (a.get("seat"), a.get("act"), a.get("card"), a.get("suit"))


def lead_kind(card, trump):
    rank = card[1:]
    high = "Ace" if rank == "A" else "Ten" if rank == "10" else "low"
    return ("trump " if card[0] == trump else "") + high


def classify(pair):
    deal = pair[0]["record"]["deals"][0]
    a, b = deal["actions"], pair[1]["record"]["deals"][0]["actions"]
    trump = deal["stock"][-1][0]  # the trump card lies under the talon
    i = 0
    while i < min(len(a), len(b)) and key(a[i]) == key(b[i]):
        i += 1
    if i >= min(len(a), len(b)):
        return "same", None
    seat = a[i]["seat"]
    ours, theirs = (a[i], b[i]) if seat == 0 else (b[i], a[i])
    plays = sum(1 for x in a[:i] if x["act"] == "play")
    closed = any(x["act"] == "close" for x in a[:i])
    talon = plays < 10 and not closed
    where = "talon" if talon else ("closed" if closed else "after the talon")
    role = "lead" if plays % 2 == 0 else "follow"
    cls = f"{ours['act']} (ours) / {theirs['act']} (outside), {where}, {role}"
    if talon and role == "lead" and ours["act"] == theirs["act"] == "play":
        o, t = lead_kind(ours["card"], trump), lead_kind(theirs["card"], trump)
        cls += f": {o} / {t}"
    return cls, (i, ours, theirs, plays // 2)


def ci(values):
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return m, half


def main():
    args = [x for x in sys.argv[1:] if not x.startswith("--")]
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    pairs = load(args[0])
    by = collections.defaultdict(list)
    for p in sorted(pairs):
        g = pairs[p]
        cls, detail = classify(g)
        result = g[0]["diff"] + g[1]["diff"]
        by[cls].append(result)
        if "--list" in sys.argv:
            print(p, result, cls, detail and (detail[0], detail[1], detail[2], "trick", detail[3]))
    total = [x for v in by.values() for x in v]
    print(f"{len(total)} pairs, ours minus outside summed over both games: {sum(total):+d}")
    print(f"{'first different decision':70s} {'pairs':>5s} {'sum':>5s}  mean per pair [95 %]")
    for cls, v in sorted(by.items(), key=lambda kv: sum(kv[1])):
        m, half = ci(v)
        print(f"{cls:70s} {len(v):5d} {sum(v):+5d}  {m:+.2f} [{m - half:+.2f}, {m + half:+.2f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
