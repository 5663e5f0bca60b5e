#!/usr/bin/env python3
"""How a change moved a level's result, deal by deal.

Two `stammtisch-cli tournament --raw` runs of the same deals (game, variant,
players, seed, first deal, number of deals and side B's level the same), one
with the change (say a build where expert's knocks count less) and one
without:

    new/stammtisch-cli tournament --game dreierschnapsen --a expert --b strong \\
        --seed 2026 --deals 1000 --raw > new.json
    old/stammtisch-cli tournament ... --raw > old.json
    tools/ai/paired_difference.py new.json old.json

prints both runs' A-B and the change, (A-B of the first) minus (A-B of the
second), as a mean over the deals with its 95 % interval: each deal is dealt
alike in both runs, so the deal's luck cancels and the interval is narrower
than the two runs' own intervals suggest."""
import sys

from merge_tournaments import mean_ci
from tournament_table import load

SAME = ("game", "variant", "players", "seed", "first", "deals")


def main(new_path, old_path):
    new, old = load(new_path), load(old_path)
    for key in SAME:
        if new.get(key) != old.get(key):
            sys.exit("%s and %s: not the same deals (%s: %s vs %s)"
                     % (new_path, old_path, key, new.get(key), old.get(key)))
    if new["b"]["level"] != old["b"]["level"]:
        sys.exit("%s and %s: side B differs (%s vs %s)"
                 % (new_path, old_path, new["b"]["level"], old["b"]["level"]))
    for path, d in ((new_path, new), (old_path, old)):
        if "raw" not in d:
            sys.exit("%s: no per-deal numbers (run the tournament with --raw)" % path)
    x, y = new["raw"]["difference"], old["raw"]["difference"]
    if len(x) != len(y) or len(x) != new["deals"]:
        sys.exit("%s and %s: per-deal numbers of another length" % (new_path, old_path))
    print("%s (%d), %s vs %s, %d deals from %d, seed %d"
          % (new["game"], new["players"], new["a"]["level"], new["b"]["level"], new["deals"],
             new["first"], new["seed"]))
    for name, d in (("first", new), ("second", old)):
        c = d["difference"]
        print("  %-6s A-B %+.3f [%+.3f, %+.3f]" % (name, c["mean"], c["ci95"][0], c["ci95"][1]))
    c = mean_ci([a - b for a, b in zip(x, y)])
    print("  change    %+.3f [%+.3f, %+.3f]" % (c["mean"], c["ci95"][0], c["ci95"][1]))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
