#!/usr/bin/env python3
"""How each engine follows and leads in the talon's play of two-player Schnapsen (issue 37).

    tools/ai/outside/follows.py RUN.jsonl[,RUN2.jsonl...]

Reads the bridge's games (bridge.py) and replays each deal's cards: the hands,
the draws (the trick's winner draws first) and the trump exchange. For every
trick of the talon's play (the talon open, not closed) it counts what the
follower did, by the card led (an Ace or Ten, or a lower card; of a plain suit
or of trumps), by what the follower could have done (win in the suit led; win
by a trump) and by what it did (won in the suit, trumped, let it go); once for
our engine following and once for the outside engine. docs/ai.md "Playouts
that trump low leads" has the table this printed.

It also counts each lead of the talon's play by what was led: the cheapest
card of the hand (as the easy policy leads: card points, then rank, a trump
dearest), a trump that is not the cheapest, a plain Ace, a plain Ten (its Ace
in the leader's hand, already played, or out), or another low plain card
(docs/ai.md "Seven more tries").
"""
import collections
import json
import sys

ORDER = ["A", "10", "K", "O", "U"]  # strongest first
POINTS = {"A": 11, "10": 10, "K": 4, "O": 3, "U": 2}


def rank(card):
    return card[1:]


def beats(card, led, trump):
    """Does `card`, played second, win the trick `led` opened?"""
    if card[0] == led[0]:
        return ORDER.index(rank(card)) < ORDER.index(rank(led))
    return card[0] == trump


def cost(card, trump):
    """The easy policy's order for the cheapest card (core/ai: cardCost)."""
    return POINTS[rank(card)] * 100 - ORDER.index(rank(card)) + (5000 if card[0] == trump else 0)


def lead_kind(card, hand, played, trump):
    if cost(card, trump) == min(cost(c, trump) for c in hand):  # ties: two suits' cards of one rank
        return "the cheapest card"
    if card[0] == trump:
        return "a trump, not the cheapest"
    if rank(card) == "A":
        return "a plain Ace"
    if rank(card) == "10":
        ace = card[0] + "A"
        return "a plain Ten, its Ace " + ("held" if ace in hand else "played" if ace in played else "out")
    return "another low plain card"


def count(paths):
    stats = {"ours": collections.Counter(), "outside": collections.Counter()}
    for path in paths:
        with open(path) as f:
            for line in f:
                game = json.loads(line)
                ours = game["ours_seat"]
                deal = game["record"]["deals"][0]
                hands = [set(h) for h in deal["hands"]]
                stock = list(deal["stock"])
                trump = stock[-1][0]  # the trump card lies under the talon
                closed = False
                trick = []
                played = set()
                for a in deal["actions"]:
                    seat = a["seat"]
                    if a["act"] == "close":
                        closed = True
                    elif a["act"] == "exchange":
                        unter = trump + "U"
                        hands[seat].discard(unter)
                        hands[seat].add(stock[-1])
                        stock[-1] = unter
                    if a["act"] != "play":
                        continue
                    card = a["card"]
                    who = "ours" if seat == ours else "outside"
                    if not trick and not closed and stock:
                        stats[who]["lead: " + lead_kind(card, hands[seat], played, trump)] += 1
                    if trick and not closed and stock:
                        led = trick[0][1]
                        kind = ("trump " if led[0] == trump else "") + ("Ace or Ten" if rank(led) in ("A", "10") else "low")
                        in_suit = any(c[0] == led[0] and beats(c, led, trump) for c in hands[seat])
                        by_trump = led[0] != trump and any(c[0] == trump for c in hands[seat])
                        did = ("won in the suit" if card[0] == led[0] else "trumped") if beats(card, led, trump) else "let it go"
                        key = f"{kind} led; could win in the suit {'yes' if in_suit else 'no'}, by a trump {'yes' if by_trump else 'no'}: {did}"
                        stats[who][key] += 1
                    hands[seat].discard(card)
                    played.add(card)
                    trick.append((seat, card))
                    if len(trick) == 2:
                        (s0, c0), (s1, c1) = trick
                        winner = s1 if beats(c1, c0, trump) else s0
                        if not closed:
                            for p in (winner, 1 - winner):
                                if stock:
                                    hands[p].add(stock.pop(0))
                        trick = []
    return stats


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    stats = count(sys.argv[1].split(","))
    for who in ("ours", "outside"):
        print(f"== {who} following")
        for key in sorted(k for k in stats[who] if not k.startswith("lead: ")):
            print(f"{stats[who][key]:6d}  {key}")
        print(f"== {who} leading")
        for key in sorted(k for k in stats[who] if k.startswith("lead: ")):
            print(f"{stats[who][key]:6d}  {key[6:]}")


if __name__ == "__main__":
    main()
