#!/usr/bin/env python3
"""Markdown rows for docs/ai.md from `stammtisch-cli tournament` JSON outputs.

    tools/ai/tournament_table.py out/*.json

Each row: game (players), A vs B, deals, A and B means per deal, the difference
A-B with its 95 % interval, the win rates, and each level's decision time
(median / p95 / max in ms, decisions with a choice only).

    tools/ai/tournament_table.py --calibration out/*.json

Each row: side A's bids, passes, knocks and declined knocks, how many, the
value its search foresaw for them on average, what the deals brought, and the
difference (foreseen minus brought) with its 95 % interval."""
import json
import sys


def times(t):
    return "%.1f / %.1f / %.0f" % (t["median_ms"], t["p95_ms"], t["max_ms"])


def load(path):
    """A tournament's JSON summary (what follows its last brace ignored)."""
    with open(path) as f:
        text = f.read()
    try:
        return json.loads(text[: text.rfind("}") + 1])
    except ValueError as e:
        sys.exit("%s: not a tournament summary (%s)" % (path, e))


def calibration(files):
    print("| game (players) | A | decision | count | foreseen | brought | bias [95 %] |")
    print("|---|---|---|---|---|---|---|")
    for f in files:
        d = load(f)
        for kind, c in sorted(d.get("calibration", {}).items()):
            b = c["bias"]
            print("| %s (%d) | %s | %s | %d | %.2f | %.2f | %+.2f [%+.2f, %+.2f] |"
                  % (d["game"], d["players"], d["a"]["level"], kind, c["decisions"], c["predicted"],
                     c["realized"], b["mean"], b["ci95"][0], b["ci95"][1]))


def main(files):
    print("| game (players) | A vs B | deals | A mean | B mean | A−B [95 %] | wins A / B | A ms | B ms |")
    print("|---|---|---|---|---|---|---|---|---|")
    for f in files:
        d = load(f)
        a, b = d["a"]["level"], d["b"]["level"]
        diff = d["difference"]
        dt = d["decision_time"]
        print(
            "| %s (%d) | %s vs %s | %d | %.3f | %.3f | %+.3f [%+.3f, %+.3f] | %.2f / %.2f | %s | %s |"
            % (d["game"], d["players"], a, b, d["deals"], d["a"]["mean"], d["b"]["mean"], diff["mean"],
               diff["ci95"][0], diff["ci95"][1], d["win_rate"]["a"], d["win_rate"]["b"],
               times(dt[a]) if a in dt else "–", times(dt[b]) if b in dt else "–"))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--calibration"]:
        calibration(sys.argv[2:])
    else:
        main(sys.argv[1:])
