#!/usr/bin/env python3
"""Figures of bridge.py runs: game points per deal, wins, times, checks.

Usage: summarize.py GAMES.jsonl... [--json]

Only complete duplicate pairs (the deal played with our player in both seats)
are counted. The difference is our game points minus the outside player's per
deal; its 95 % interval is over pairs (the mean of a pair's two deals).
"""

import json
import math
import statistics
import sys


def pct(values, q):
    if not values:
        return None
    s = sorted(values)
    return s[min(len(s) - 1, int(math.ceil(q * len(s))) - 1)]


def ending(g):
    """How a deal nobody closed ended, from our side: who went out ("ours",
    "theirs"; "last" for the last trick), while the talon was open ("talon":
    fewer than five tricks played, the talon of ten cards not yet drawn) or
    after it ("after"), and the winner's game points; None for a closed deal."""
    if g["closed_by"] is not None:
        return None
    acts = g["record"]["deals"][0]["actions"]
    outs = [a for a in acts if a["act"] == "out"]
    tricks = sum(1 for a in acts if a["act"] == "play") // 2
    who = "last" if not outs else ("ours" if outs[-1]["seat"] == g["ours_seat"] else "theirs")
    return f"{who}_{'talon' if tricks < 5 else 'after'}_{abs(g['diff'])}"


def summarize(paths):
    games = {}
    for path in paths:
        with open(path) as f:
            for line in f:
                g = json.loads(line)
                games[(g["pair"], g["ours_seat"])] = g
    pairs = sorted({p for p, _ in games if (p, 0) in games and (p, 1) in games})
    gs = [games[(p, s)] for p in pairs for s in (0, 1)]
    n = len(pairs)
    pair_diff = [(games[(p, 0)]["diff"] + games[(p, 1)]["diff"]) / 2 for p in pairs]
    mean = statistics.fmean(pair_diff) if n else float("nan")
    half = 1.96 * statistics.stdev(pair_diff) / math.sqrt(n) if n > 1 else float("nan")
    ours_ms = [t for g in gs for t in g["times"]["ours_ms"]]
    base_ms = [t for g in gs for t in g["times"]["ours_baseline_ms"]]
    theirs_ms = [t for g in gs for t in g["times"]["theirs_ms"]]
    outcomes = {}
    for g in gs:
        key = g["outcome"] + ("" if g.get("closer") is None else "_" + g["closer"])
        outcomes[key] = outcomes.get(key, 0) + 1

    def closes(side):
        # The closer's game points: won in the closes it won, lost in the others
        # (issue 37: "the points won and lost by closes").
        c = [g for g in gs if g.get("closer") == side]
        mine = "ours" if side == "ours" else "theirs"
        other = "theirs" if side == "ours" else "ours"
        won = [g for g in c if g["closer_won"]]
        lost = [g for g in c if not g["closer_won"]]
        return {"games": len(c), "closer_won": len(won),
                "success_rate": len(won) / len(c) if c else None,
                "points_won": sum(g[mine] for g in won),
                "points_lost": sum(g[other] for g in lost)}

    # Deals nobody closed, by how they ended: how many, and our game points
    # less the outside engine's summed over them.
    endings = {}
    for g in gs:
        if (key := ending(g)) is not None:
            n_, pts = endings.get(key, (0, 0))
            endings[key] = (n_ + 1, pts + g["diff"])

    st = lambda key: sum(g["stats"][key] for g in gs)
    could = [g for g in gs if g["stats"]["ours_could_exchange"]]
    their_could = [g for g in gs if g["stats"]["their_could_exchange"]]
    return {
        "level": sorted({g.get("level") for g in gs}),
        "pairs": n,
        "games": len(gs),
        "ours_mean": statistics.fmean(g["ours"] for g in gs) if gs else None,
        "theirs_mean": statistics.fmean(g["theirs"] for g in gs) if gs else None,
        "diff_mean": mean,
        "diff_ci95": [mean - half, mean + half],
        "ours_win_rate": sum(1 for g in gs if g["ours"] > 0) / len(gs) if gs else None,
        "ours_ms": {"n": len(ours_ms), "median": pct(ours_ms, 0.5), "p95": pct(ours_ms, 0.95),
                    "max": max(ours_ms, default=None)},
        "ours_process_baseline_ms": {"n": len(base_ms), "median": pct(base_ms, 0.5),
                                     "p95": pct(base_ms, 0.95)},
        "theirs_ms": {"n": len(theirs_ms), "median": pct(theirs_ms, 0.5),
                      "p95": pct(theirs_ms, 0.95), "max": max(theirs_ms, default=None)},
        "outcomes": dict(sorted(outcomes.items())),
        "unclosed_endings": {k: {"deals": v[0], "ours_minus_theirs": v[1]} for k, v in sorted(endings.items())},
        "closes_ours": closes("ours"),
        "closes_theirs": closes("theirs"),
        "ours_games_could_exchange": len(could),
        "ours_games_never_exchanged_though_could": sum(
            1 for g in could if not g["stats"]["ours_exchanged"]),
        "ours_exchange_chances_passed": st("ours_exchange_chances_passed"),
        "theirs_games_could_exchange": len(their_could),
        "theirs_games_never_exchanged_though_could": sum(
            1 for g in their_could if not g["stats"]["their_exchanged"]),
        "checks": {
            "outside_moves_listed_by_our_legal": st("their_checked"),
            "our_moves_executable_outside": st("ours_checked"),
            "scores_agree": sum(1 for g in gs if g["scores_agree"] is True),
            "scores_differ": sum(1 for g in gs if g["scores_agree"] is False),
            "ours_out_short": sum(1 for g in gs if g["out_short"] is not None),
            "their_close_at_two_replaced": st("their_close_at_two_blocked"),
            "games_with_their_close_at_two_replaced": sum(
                1 for g in gs if g["stats"]["their_close_at_two_blocked"]),
            "ours_king_or_ober_led_without_declaring": st("ours_king_without_declare"),
        },
    }


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    s = summarize(args)
    if "--json" in sys.argv:
        print(json.dumps(s, indent=2))
        return 0
    lo, hi = s["diff_ci95"]
    print(f"level {','.join(map(str, s['level']))}: {s['pairs']} duplicate pairs = {s['games']} games")
    print(f"game points per deal: ours {s['ours_mean']:.3f}, outside {s['theirs_mean']:.3f}, "
          f"ours-outside {s['diff_mean']:+.3f} [{lo:+.3f}, {hi:+.3f}]")
    print(f"our games won: {100 * s['ours_win_rate']:.1f} %")
    o, b, t = s["ours_ms"], s["ours_process_baseline_ms"], s["theirs_ms"]
    print(f"ms per decision (median / p95 / max): ours {o['median']:.0f} / {o['p95']:.0f} / {o['max']:.0f} "
          f"(process baseline, level random: {b['median']:.0f} / {b['p95']:.0f}); "
          f"outside {t['median']:.0f} / {t['p95']:.0f} / {t['max']:.0f}")
    print(json.dumps({k: s[k] for k in ("outcomes", "unclosed_endings", "closes_ours", "closes_theirs",
                                         "ours_games_could_exchange",
                                         "ours_games_never_exchanged_though_could",
                                         "ours_exchange_chances_passed",
                                         "theirs_games_could_exchange",
                                         "theirs_games_never_exchanged_though_could", "checks")},
                     indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
