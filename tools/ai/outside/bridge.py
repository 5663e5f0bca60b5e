#!/usr/bin/env python3
"""Duplicate two-player Schnapsen between an outside engine and stammtisch-cli.

The outside engine is cpatrasciuc/schnapsen-card-game (BSD-3-Clause), its
Cython MCTS player with the settings its app uses (mcts_player_options_v1).
It is not part of this repository: see README.md beside this file for how to
get it. This script imports its Python model and player from --engine-dir
(the engine's src/ folder) and asks our side through
`stammtisch-cli suggest FILE --level L --seed S`, one process per decision.

Each deal is played twice with the same cards per seat: once with our player
in seat 0, once in seat 1. Every outside move is checked against
`stammtisch-cli legal` (it must be listed) and every move of ours against the
outside engine's rules (it must be executable there); at the end the record
is replayed by `stammtisch-cli replay` and its game points compared with the
outside engine's own scoring.

Run it with the interpreter the engine was built for (Debian's python3); it
re-executes itself with -O so that the engine's debug printing and state
validation are off, as in its app's release build.
"""

import argparse
import ctypes
import hashlib
import json
import os
import random
import subprocess
import sys
import tempfile
import time

if __debug__ and __name__ == "__main__":
    os.execv(sys.executable, [sys.executable, "-O"] + sys.argv)

# Filled by load_engine().
Card = CardValue = Suit = PlayerId = PlayerPair = GameState = None
PlayCardAction = AnnounceMarriageAction = ExchangeTrumpCardAction = None
CloseTheTalonAction = get_available_actions = None
CythonMctsPlayer = mcts_player_options_v1 = None
LIBC = None

SUIT_TO_OURS = {}
VALUE_TO_OURS = {}


def load_engine(engine_dir):
    """Imports the outside engine's model and its Cython MCTS player."""
    global Card, CardValue, Suit, PlayerId, PlayerPair, GameState
    global PlayCardAction, AnnounceMarriageAction, ExchangeTrumpCardAction
    global CloseTheTalonAction, get_available_actions
    global CythonMctsPlayer, mcts_player_options_v1, LIBC
    sys.path.insert(0, os.path.abspath(engine_dir))
    from model.card import Card as _Card
    from model.card_value import CardValue as _CardValue
    from model.suit import Suit as _Suit
    from model.player_id import PlayerId as _PlayerId
    from model.player_pair import PlayerPair as _PlayerPair
    from model.game_state import GameState as _GameState
    from model import player_action as pa
    from ai.cython_mcts_player.player import CythonMctsPlayer as _Mcts
    from ai.mcts_player_options import mcts_player_options_v1 as _opts
    Card, CardValue, Suit, PlayerId = _Card, _CardValue, _Suit, _PlayerId
    PlayerPair, GameState = _PlayerPair, _GameState
    PlayCardAction = pa.PlayCardAction
    AnnounceMarriageAction = pa.AnnounceMarriageAction
    ExchangeTrumpCardAction = pa.ExchangeTrumpCardAction
    CloseTheTalonAction = pa.CloseTheTalonAction
    get_available_actions = pa.get_available_actions
    CythonMctsPlayer, mcts_player_options_v1 = _Mcts, _opts
    # The Cython MCTS draws from the C library's rand(), seeded from the clock
    # when it is imported; the bridge seeds it before every decision instead.
    LIBC = ctypes.CDLL("libc.so.6")
    # French suits to German: clubs/acorns, spades/leaves, hearts, diamonds/bells.
    SUIT_TO_OURS.update({Suit.CLUBS: "E", Suit.SPADES: "L", Suit.HEARTS: "H",
                         Suit.DIAMONDS: "S"})
    VALUE_TO_OURS.update({CardValue.ACE: "A", CardValue.TEN: "10",
                          CardValue.KING: "K", CardValue.QUEEN: "O",
                          CardValue.JACK: "U"})


def code(card):
    return SUIT_TO_OURS[card.suit] + VALUE_TO_OURS[card.card_value]


def from_code(text):
    suit = {v: k for k, v in SUIT_TO_OURS.items()}[text[0]]
    value = {v: k for k, v in VALUE_TO_OURS.items()}[text[1:]]
    return Card(suit, value)


def seat_id(seat):
    return PlayerId.ONE if seat == 0 else PlayerId.TWO


def id_seat(pid):
    return 0 if pid == PlayerId.ONE else 1


def derive_seed(*parts):
    digest = hashlib.sha256(":".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:4], "little") & 0x7FFFFFFF


def make_deal(seed, index):
    """The cards of deal `index`: hands per seat, talon top first, trump card."""
    deck = Card.get_all_cards()
    random.Random(derive_seed(seed, "deal", index)).shuffle(deck)
    dealer = index % 2
    hands = [None, None]
    hands[1 - dealer] = deck[0:5]   # forehand: its first three are its first batch
    hands[dealer] = deck[5:10]
    talon = deck[10:19]
    trump_card = deck[19]
    return dealer, hands, talon, trump_card


def new_state(dealer, hands, talon, trump_card):
    return GameState(
        cards_in_hand=PlayerPair([c.copy() for c in hands[0]],
                                 [c.copy() for c in hands[1]]),
        trump=trump_card.suit, trump_card=trump_card.copy(),
        talon=[c.copy() for c in talon], next_player=seat_id(1 - dealer))


def record(dealer, hands, talon, trump_card, actions, names, variant):
    return {
        "format": "stammtisch-record/2",
        "game": "schnapsen",
        "variant": variant,
        "players": names,
        "deals": [{
            "dealer": dealer,
            "hands": [[code(c) for c in hands[0]], [code(c) for c in hands[1]]],
            "stock": [code(c) for c in talon] + [code(trump_card)],
            "actions": actions,
        }],
    }


class Cli:
    """Runs stammtisch-cli on a record file; times each call (wall clock)."""

    def __init__(self, path, workdir):
        self.path = path
        self.file = os.path.join(workdir, "position.json")

    def run(self, rec, *args):
        with open(self.file, "w") as f:
            json.dump(rec, f)
        t0 = time.perf_counter()
        p = subprocess.run([self.path, args[0], self.file] + list(args[1:]),
                           capture_output=True, text=True)
        ms = (time.perf_counter() - t0) * 1000.0
        if p.returncode != 0:
            raise RuntimeError(f"stammtisch-cli {' '.join(args)} failed "
                               f"({p.returncode}): {p.stderr.strip()}\n"
                               f"{json.dumps(rec)}")
        return json.loads(p.stdout), ms


def same_action(a, b):
    return all(a.get(k) == b.get(k) for k in ("seat", "act", "card", "suit"))


def outside_to_ours(action, seat):
    """Our record actions for an outside action (a marriage is two)."""
    if isinstance(action, AnnounceMarriageAction):
        return [{"seat": seat, "act": "declare", "suit": SUIT_TO_OURS[action.card.suit]},
                {"seat": seat, "act": "play", "card": code(action.card)}]
    if isinstance(action, PlayCardAction):
        return [{"seat": seat, "act": "play", "card": code(action.card)}]
    if isinstance(action, ExchangeTrumpCardAction):
        return [{"seat": seat, "act": "exchange"}]
    if isinstance(action, CloseTheTalonAction):
        return [{"seat": seat, "act": "close"}]
    raise ValueError(f"unknown outside action {action!r}")


def outside_decide(player, state, seed, stats):
    """The outside MCTS player's action; closing with two talon cards left is
    not allowed by our rules, so such a choice is replaced by the best-scored
    other action (counted)."""
    view = state.next_player_view()
    LIBC.srand(ctypes.c_uint(seed))
    random.seed(seed)
    t0 = time.perf_counter()
    scores = player.get_actions_and_scores(view, None)
    best = max(score for _, score in scores)
    choice = random.choice([a for a, s in scores if s == best])
    if isinstance(choice, CloseTheTalonAction) and len(state.talon) + 1 <= 2:
        stats["their_close_at_two_blocked"] += 1
        rest = [(a, s) for a, s in scores if not isinstance(a, CloseTheTalonAction)]
        best = max(s for _, s in rest)
        choice = random.choice([a for a, s in rest if s == best])
    ms = (time.perf_counter() - t0) * 1000.0
    return choice, ms


def play_game(args, cli, pair, ours_seat, player_by_seat, variant):
    dealer, hands, talon, trump_card = make_deal(args.seed, pair)
    state = new_state(dealer, hands, talon, trump_card)
    names = ["stammtisch", "outside"] if ours_seat == 0 else ["outside", "stammtisch"]
    actions = []
    stats = {"their_close_at_two_blocked": 0, "their_checked": 0,
             "ours_checked": 0, "ours_king_without_declare": 0,
             "ours_exchange_chances_passed": 0, "ours_could_exchange": False,
             "ours_exchanged": False, "their_could_exchange": False,
             "their_exchanged": False}
    times = {"ours_ms": [], "ours_baseline_ms": [], "theirs_ms": []}
    out_short = None
    went_out = False
    move = 0

    def rec():
        return record(dealer, hands, talon, trump_card, actions, names, variant)

    while not state.is_game_over:
        pid = state.next_player
        seat = id_seat(pid)
        move += 1
        if seat == ours_seat:
            could_exchange = ExchangeTrumpCardAction(pid).can_execute_on(state)
            pending_declare = None
            while True:
                seed = derive_seed(args.seed, pair, ours_seat, move, len(actions))
                answer, ms = cli.run(rec(), "suggest", "--level", args.level,
                                     "--seed", str(seed))
                times["ours_ms"].append(ms)
                if args.baseline_every and len(times["ours_ms"]) % args.baseline_every == 1:
                    _, base = cli.run(rec(), "suggest", "--level", "random", "--seed", "1")
                    times["ours_baseline_ms"].append(base)
                if answer.get("seat") != seat:
                    raise RuntimeError(f"suggest answered for seat {answer.get('seat')}, not {seat}")
                act = answer["act"]
                if could_exchange:
                    stats["ours_could_exchange"] = True
                    if act != "exchange":
                        stats["ours_exchange_chances_passed"] += 1
                    could_exchange = False
                if act == "out":
                    actions.append({"seat": seat, "act": "out"})
                    if pending_declare is not None:
                        # The marriage counts at once in the outside engine
                        # (with a trick taken) and may end the deal there.
                        king = Card(from_code(pending_declare + "K").suit, CardValue.KING)
                        state = AnnounceMarriageAction(pid, king).execute(state)
                    if state.is_game_over:
                        went_out = True
                    else:
                        # The outside engine ends the deal by itself at 66, so
                        # an `out` it has not ended is short: scored by our rules.
                        out_short = seat
                    break
                if act == "declare":
                    pending_declare = answer["suit"]
                    actions.append({"seat": seat, "act": "declare", "suit": pending_declare})
                    continue
                if act == "exchange":
                    a = ExchangeTrumpCardAction(pid)
                    stats["ours_exchanged"] = True
                elif act == "close":
                    a = CloseTheTalonAction(pid)
                elif act == "play":
                    card = from_code(answer["card"])
                    if pending_declare is not None:
                        a = AnnounceMarriageAction(pid, card)
                    else:
                        a = PlayCardAction(pid, card)
                        if (state.is_to_lead(pid)
                                and card.card_value in (CardValue.KING, CardValue.QUEEN)
                                and card.marriage_pair in state.cards_in_hand[pid]):
                            stats["ours_king_without_declare"] += 1
                else:
                    raise RuntimeError(f"unexpected answer {answer}")
                if not a.can_execute_on(state):
                    raise RuntimeError(f"our move {answer} is illegal in the outside engine:\n"
                                       f"{json.dumps(rec())}")
                stats["ours_checked"] += 1
                if pending_declare is None:
                    actions.append(answer)
                else:
                    actions.append({"seat": seat, "act": "play", "card": answer["card"]})
                state = a.execute(state)
                break
            if out_short is not None or went_out:
                break
        else:
            a, ms = outside_decide(player_by_seat[seat], state,
                                   derive_seed(args.seed, "outside", pair, ours_seat, move),
                                   stats)
            times["theirs_ms"].append(ms)
            if isinstance(a, ExchangeTrumpCardAction):
                stats["their_exchanged"] = True
            if ExchangeTrumpCardAction(pid).can_execute_on(state):
                stats["their_could_exchange"] = True
            ours = outside_to_ours(a, seat)
            if args.check:
                legal, _ = cli.run(rec(), "legal")
                listed = legal["actions"] + legal.get("optional", [])
                if legal.get("seat") != seat or not any(same_action(ours[0], x) for x in listed):
                    raise RuntimeError(f"outside move {a!r} ({ours[0]}) is not in our legal list "
                                       f"{listed}:\n{json.dumps(rec())}")
                stats["their_checked"] += 1
            actions.extend(ours)
            state = a.execute(state)

    # The outside engine ends the deal as soon as a player has 66 (with a trick);
    # our rules need the player to go out, which is always the player to lead.
    # After the last card our rules score the deal without an `out`.
    if (out_short is None and not went_out and state.cards_in_hand.one
            and (state.trick_points.one >= 66 or state.trick_points.two >= 66)):
        winner = 0 if state.trick_points.one >= 66 else 1
        if id_seat(state.next_player) != winner:
            # A marriage that reaches 66: the outside engine ends the deal with
            # the led King or Ober on the table; we go out after `declare`.
            last = actions[-1]
            if not (state.current_trick[seat_id(winner)] is not None and last["seat"] == winner
                    and last["act"] == "play" and actions[-2]["act"] == "declare"):
                raise RuntimeError("a player reached 66 while the other is to act")
            actions.pop()
        actions.append({"seat": winner, "act": "out"})
    replay, _ = cli.run(rec(), "replay")
    deal = replay["deals"][0]
    delta = deal["delta"]
    result = {
        "pair": pair, "ours_seat": ours_seat, "dealer": dealer,
        "ours": delta[ours_seat], "theirs": delta[1 - ours_seat],
        "diff": delta[ours_seat] - delta[1 - ours_seat],
        "outcome": deal.get("outcome"), "closed_by": deal.get("closed_by"),
        "out_short": out_short,
        "record": rec(), "times": times, "stats": stats,
    }
    if out_short is None:
        gp = state.game_points
        result["outside_game_points"] = [gp.one, gp.two]
        result["scores_agree"] = [gp.one, gp.two] == delta
    else:
        result["outside_game_points"] = None
        result["scores_agree"] = None
    if deal.get("closed_by") is not None:
        closer = deal["closed_by"]
        result["closer"] = "ours" if closer == ours_seat else "theirs"
        result["closer_won"] = delta[closer] > 0
    return result


def audit_outs(args):
    counts = {"asked": 0, "goes_out": 0, "other": {}}
    with tempfile.TemporaryDirectory(prefix="outside-audit-") as tmp, open(args.out) as f:
        cli = Cli(os.path.abspath(args.cli), tmp)
        for line in f:
            g = json.loads(line)
            rec = g["record"]
            acts = rec["deals"][0]["actions"]
            if g["out_short"] is not None or not acts or acts[-1]["act"] != "out" \
                    or acts[-1]["seat"] != g["ours_seat"]:
                continue
            rec["deals"][0]["actions"] = acts[:-1]
            answer, _ = cli.run(rec, "suggest", "--level", args.level, "--seed",
                                str(derive_seed(args.seed, "audit", g["pair"], g["ours_seat"])))
            counts["asked"] += 1
            if answer["act"] == "out":
                counts["goes_out"] += 1
            else:
                counts["other"][answer["act"]] = counts["other"].get(answer["act"], 0) + 1
    print(json.dumps(counts))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine-dir", required=True,
                    help="the outside engine's src/ folder (with the Cython player built)")
    ap.add_argument("--cli", required=True, help="stammtisch-cli")
    ap.add_argument("--level", default="strong")
    ap.add_argument("--pairs", type=int, default=10, help="duplicate pairs (deals) to play")
    ap.add_argument("--first", type=int, default=0, help="index of the first deal")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--out", required=True, help="JSON lines, one per game (appended)")
    ap.add_argument("--no-check", dest="check", action="store_false",
                    help="skip `stammtisch-cli legal` on every outside move")
    ap.add_argument("--baseline-every", type=int, default=5,
                    help="time `suggest --level random` on every N-th of our decisions "
                         "(process start, reading and replaying the record); 0: never")
    ap.add_argument("--audit-outs", action="store_true",
                    help="play nothing: for each game in --out that ended with our seat going "
                         "out, ask suggest on the position before that `out` and count how "
                         "often it goes out itself (the bridge goes out for it at 66)")
    args = ap.parse_args()

    if args.audit_outs:
        return audit_outs(args)
    load_engine(args.engine_dir)
    variant = {"target": 7, "exchange_at_two": True, "marriages_after_close": True}
    players = {0: CythonMctsPlayer(PlayerId.ONE, False, mcts_player_options_v1()),
               1: CythonMctsPlayer(PlayerId.TWO, False, mcts_player_options_v1())}
    done = set()
    if os.path.exists(args.out):
        with open(args.out) as f:
            for line in f:
                g = json.loads(line)
                done.add((g["pair"], g["ours_seat"]))
    with tempfile.TemporaryDirectory(prefix="outside-bridge-") as tmp, open(args.out, "a") as out:
        cli = Cli(os.path.abspath(args.cli), tmp)
        for pair in range(args.first, args.first + args.pairs):
            for ours_seat in (0, 1):
                if (pair, ours_seat) in done:
                    continue
                g = play_game(args, cli, pair, ours_seat, players, variant)
                g["level"] = args.level
                out.write(json.dumps(g) + "\n")
                out.flush()
                print(f"deal {pair} ours seat {ours_seat}: {g['ours']}-{g['theirs']} "
                      f"{g['outcome']} agree={g['scores_agree']}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
