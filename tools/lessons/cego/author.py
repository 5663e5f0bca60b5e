#!/usr/bin/env python3
"""Author a lesson's deal: play a record forward with `stammtisch-cli legal`.

    author.py SPEC.json [--cli build/app/stammtisch-cli] [--out REC.json]

SPEC is a record (format, game, variant, players, one deal with dealer, hands,
stock) whose deal may hold a prefix of scripted "actions" and an optional
"script": a list of further actions to take when they are legal, each written
as {"seat": s, "act": ...} (taken in order, each as soon as its seat is to act or
may act out of turn; an entry with "at": k is taken exactly as action k). Every other decision is chosen by a simple greedy
policy (win cheaply if possible, else throw the cheapest card; lead the highest
suit card, or the highest trump for the seats in the deal's "lead_trumps"). Prints every
action with its index (for the lesson's notes) and writes the finished record.
"""
import argparse
import copy
import json
import subprocess
import sys
import tempfile

RED = {"H", "D"}


def strength(code):
    """Rank within its suit; trumps above every suit card."""
    if code.startswith("T"):
        return 100 + int(code[1:])
    r = code[1:]
    order = {"K": 8, "Q": 7, "C": 6, "J": 5}
    if r in order:
        return order[r]
    if code[0] in RED:
        return {"1": 4, "2": 3, "3": 2, "4": 1}[r]
    return {"10": 4, "9": 3, "8": 2, "7": 1}[r]


def value(code):
    if code in ("T1", "T21", "T22"):
        return 5
    if code.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "C": 3, "J": 2}.get(code[1:], 1)


def suit(code):
    return "T" if code.startswith("T") else code[0]


def beats(a, b, led):
    """Does card a beat card b (b currently winning) with suit `led`?"""
    if suit(a) == "T" or suit(b) == "T":
        return strength(a) > strength(b) if suit(a) == "T" else False
    if suit(a) != led:
        return False
    return suit(b) != led or strength(a) > strength(b)


def legal(cli, rec):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(rec, f)
        name = f.name
    out = subprocess.run([cli, "legal", name], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"legal failed ({out.returncode}): {out.stderr}{out.stdout}")
    return json.loads(out.stdout)


def current_trick(actions, active):
    plays = [a for a in actions if a["act"] == "play"]
    n = len(plays) % active
    return plays[len(plays) - n:] if n else []


def trick_winner(trick):
    """The card winning the trick so far, and the suit led."""
    led = suit(trick[0]["card"])
    win = trick[0]["card"]
    for t in trick[1:]:
        if beats(t["card"], win, led):
            win = t["card"]
    return win, led


def choose(options, trick, trump_leader=False):
    plays = [o for o in options if o["act"] == "play"]
    if not plays:
        return options[0]
    cards = [o["card"] for o in plays]
    if not trick:
        pick = max(cards, key=lambda c: ((suit(c) == "T") == trump_leader, strength(c)))
        return plays[cards.index(pick)]
    win, led = trick_winner(trick)
    winners = [c for c in cards if beats(c, win, led)]
    if winners:
        pick = min(winners, key=strength)
    else:
        pick = min(cards, key=lambda c: (value(c), strength(c)))
    return plays[cards.index(pick)]


def author(spec, cli="build/app/stammtisch-cli", verbose=True):
    """Plays the spec's deal to its end; returns the finished record."""
    rec = copy.deepcopy(spec)
    deal = rec["deals"][0]
    script = deal.pop("script", [])
    trump_leaders = set(deal.pop("lead_trumps", []))
    deal.setdefault("actions", [])
    active = sum(1 for h in deal["hands"] if h)
    names = rec["players"]
    say = print if verbose else (lambda *a, **k: None)
    for k, a in enumerate(deal["actions"]):
        say(f"{k:3d} {names[a['seat']]:6s} {json.dumps({x: y for x, y in a.items() if x != 'seat'})}  [prefix]")
    while True:
        st = legal(cli, rec)
        if st.get("seat") is None:
            break
        seat = st["seat"]
        options = st["actions"]
        act = None
        optional_seats = {o["seat"] for o in st.get("optional", [])}
        if script and "at" in script[0]:
            if script[0]["at"] == len(deal["actions"]):
                act = {x: y for x, y in script.pop(0).items() if x != "at"}
        elif script and (script[0]["seat"] == seat or script[0]["seat"] in optional_seats):
            act = script.pop(0)
        if act is None:
            act = choose(options, current_trick(deal["actions"], active), seat in trump_leaders)
        k = len(deal["actions"])
        deal["actions"].append(act)
        trick = current_trick(deal["actions"], active)
        tag = "  -- trick complete" if act["act"] == "play" and not trick else ""
        hand_note = ""
        if act["seat"] == 0:
            shown = [o.get("card", o.get("bid", o.get("what", o["act"]))) for o in options if "cards" not in o]
            hand_note = f"  (legal: {' '.join(shown)})"
        opt = ""
        if st.get("optional"):
            opt = "  optional: " + "; ".join(
                f"{names[o['seat']]} " + " ".join(x["act"] for x in o["actions"]) for o in st["optional"])
        say(f"{k:3d} {names[act['seat']]:6s} {json.dumps({x: y for x, y in act.items() if x != 'seat'})}{tag}{hand_note}{opt}")
    if script:
        sys.exit(f"script entries left over: {script}")
    return rec


def replay(rec, cli="build/app/stammtisch-cli"):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(rec, f)
    out = subprocess.run([cli, "replay", f.name], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"replay failed: {out.stderr}{out.stdout}")
    return json.loads(out.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spec")
    ap.add_argument("--cli", default="build/app/stammtisch-cli")
    ap.add_argument("--out")
    args = ap.parse_args()
    rec = author(json.load(open(args.spec)), args.cli)
    if args.out:
        json.dump(rec, open(args.out, "w"), indent=1)
    print(json.dumps(replay(rec, args.cli)["deals"][0]))


if __name__ == "__main__":
    main()
