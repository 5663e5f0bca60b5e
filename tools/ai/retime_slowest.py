#!/usr/bin/env python3
"""Time a tournament's slowest decisions again, alone on the machine.

A tournament's decision times are wall-clock times: on a busy machine its
maxima say as much about the load as about the player. Decisions are counted,
not timed, so they repeat exactly: this plays the deal that held each level's
slowest decision again (`--first D --deals 1`, the same game, variant,
players, levels and seed) and prints that deal's slowest decision per level
now. Run it with nothing else on the machine.

    tools/ai/retime_slowest.py --cli build/app/stammtisch-cli out/*.json

Each line: the file, the level, the slowest decision as the run measured it
(deal, rotation, step, decision, ms) and the slowest decision of that deal
played again (ms, where). The deal's maximum played alone is at least the
time of the decision that was slowest in the run."""
import argparse
import json
import subprocess
import sys

from tournament_table import load


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cli", required=True, help="stammtisch-cli of the commit that ran the tournament")
    ap.add_argument("--variant", help="rule options (JSON) for outputs that do not name them (before --first/--raw)")
    ap.add_argument("files", nargs="+", help="tournament outputs (with \"variant\"; merged parts too)")
    args = ap.parse_args()
    for path in args.files:
        d = load(path)
        if "variant" not in d:
            if args.variant is None:
                sys.exit("%s: no \"variant\" (an output from before --first/--raw): give --variant" % path)
            d["variant"] = json.loads(args.variant)
        # Side B without parts of its search (`--b-without`) is timed under its own name,
        # "expert without inference", and must be played again without them.
        without = d["b"].get("without") or []
        b_name = d["b"]["level"] + (" without " + ",".join(without) if without else "")
        levels = {d["a"]["level"], b_name}
        deals = sorted({t["slowest"]["deal"] for t in d["decision_time"].values() if t.get("slowest")})
        for deal in deals:
            cmd = [args.cli, "tournament", "--game", d["game"], "--players", str(d["players"]),
                   "--variant", json.dumps(d["variant"]), "--a", d["a"]["level"], "--b", d["b"]["level"],
                   "--seed", str(d["seed"]), "--first", str(deal), "--deals", "1"]
            if without:
                cmd += ["--b-without", ",".join(without)]
            again = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
            for level in sorted(levels):
                was = d["decision_time"].get(level, {}).get("slowest")
                if not was or was["deal"] != deal:
                    continue
                now = again["decision_time"][level]
                s = now["slowest"]
                print("%s: %s: in the run %.0f ms (deal %d, rotation %d, step %d, %s); alone %.0f ms "
                      "(rotation %d, step %d, %s)"
                      % (path, level, was["ms"], deal, was["rotation"], was["step"], was["decision"],
                         now["max_ms"], s["rotation"], s["step"], s["decision"]))


if __name__ == "__main__":
    main()
