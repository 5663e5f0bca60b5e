#!/usr/bin/env python3
"""Merge the parts of one long `stammtisch-cli tournament` run.

A long run (10,000 deals of Dappen) is played in parts, each with the same
game, variant, players, levels and seed, `--first` where the part starts and
`--raw` (each deal's numbers and every decision time):

    stammtisch-cli tournament --game dappen --players 6 --a expert --b strong \\
        --seed 2026 --first 0    --deals 1000 --raw > part0.json
    stammtisch-cli tournament ... --first 1000 --deals 1000 --raw > part1.json
    tools/ai/merge_tournaments.py part*.json > merged.json

The parts must not overlap; together they must cover deals first .. last
without a gap. The merged summary has the fields of one run over all those
deals, computed by the same formulas (mean with a 95 % interval over deals,
win rates over rotations, decision times' median / p95 / max, the slowest
decision, work-budget stops), so tools/ai/tournament_table.py reads it as it
reads one run, and "raw" has each deal's numbers (without the decision times),
so tools/ai/paired_difference.py pairs two merged runs. Side A's calibration
is not merged (run `--calibration` on a part). "parts" lists the parts
merged."""
import json
import math
import sys

from tournament_table import load


def mean_ci(x):
    # As core/ai/tournament.cpp meanCi: the sums in the same order.
    n = len(x)
    mean = 0.0
    for v in x:
        mean += v
    mean = mean / n if n else 0.0
    var = 0.0
    for v in x:
        var += (v - mean) * (v - mean)
    se = math.sqrt(var / (n - 1) / n) if n > 1 else 0.0
    return {"mean": mean, "ci95": [mean - 1.96 * se, mean + 1.96 * se]}


def timing(t):
    t = sorted(t)
    j = {"decisions": len(t)}
    if t:
        at = lambda q: t[min(len(t) - 1, int(q * len(t)))]
        j.update(median_ms=at(0.5), p95_ms=at(0.95), max_ms=t[-1])
    return j


SAME = ("game", "players", "seed", "variant", "unit", "assignment")


def merge(paths):
    parts = []
    for p in paths:
        d = load(p)
        if "raw" not in d:
            sys.exit("%s: no \"raw\" numbers (run the part with --raw)" % p)
        if "parts" in d:
            sys.exit("%s: a merged run (its raw has no decision times): merge its parts instead" % p)
        parts.append((d.get("first", 0), p, d))
    parts.sort(key=lambda x: x[0])
    first0, path0, d0 = parts[0]
    for _, p, d in parts[1:]:
        for k in SAME:
            if d.get(k) != d0.get(k):
                sys.exit("%s: %s differs from %s's" % (p, k, path0))
        for side in ("a", "b"):
            if d[side]["level"] != d0[side]["level"]:
                sys.exit("%s: level of side %s differs from %s's" % (p, side, path0))
            if d[side].get("without") != d0[side].get("without"):
                sys.exit("%s: side %s is without other parts of its search than in %s" % (p, side, path0))
    expect = first0
    for first, p, d in parts:
        if first != expect:
            what = "overlaps the part before" if first < expect else "leaves deals %d..%d out" % (expect, first - 1)
            sys.exit("%s: starts at deal %d and %s" % (p, first, what))
        expect = d["next_first"]
    raw = {"deal": [], "a": [], "b": [], "difference": [], "wins": []}
    times, slowest, stops, illegal = {}, {}, {}, 0
    for _, p, d in parts:
        for k in raw:
            raw[k].extend(d["raw"][k])
        for level, t in d["raw"]["times_ms"].items():
            times.setdefault(level, []).extend(t)
        for level, dt in d["decision_time"].items():
            stops[level] = stops.get(level, 0) + dt.get("budget_stops", 0)
            s = dt.get("slowest")
            if s and (level not in slowest or s["ms"] > slowest[level]["ms"]):
                slowest[level] = s
        illegal += d.get("illegal_decisions", 0)
    wins = [sum(w[i] for w in raw["wins"]) for i in range(3)]
    games = max(1, sum(wins))
    out = {k: d0[k] for k in SAME}
    out["first"] = first0
    out["next_first"] = expect
    out["deals"] = len(raw["a"])
    out["a"] = dict(mean_ci(raw["a"]), level=d0["a"]["level"])
    out["b"] = dict(mean_ci(raw["b"]), level=d0["b"]["level"])
    for side in ("a", "b"):
        if d0[side].get("without"):
            out[side]["without"] = d0[side]["without"]
    out["difference"] = mean_ci(raw["difference"])
    out["win_rate"] = {"a": wins[0] / games, "b": wins[1] / games, "tie": wins[2] / games}
    out["decision_time"] = {}
    for level, t in sorted(times.items()):
        out["decision_time"][level] = dict(timing(t), slowest=slowest.get(level), budget_stops=stops.get(level, 0))
    out["illegal_decisions"] = illegal
    out["parts"] = [{"file": p, "first": f, "deals": d["deals"]} for f, p, d in parts]
    out["raw"] = raw  # each deal's numbers, not the decision times (see the docstring)
    return out


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    json.dump(merge(sys.argv[1:]), sys.stdout, indent=2, sort_keys=True)
    print()
