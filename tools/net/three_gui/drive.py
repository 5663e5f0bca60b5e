#!/usr/bin/env python3
"""Plays a deal at one network table with three running Stammtisch windows (tools/net/three_gui/run.sh).

Everything goes through the accessibility tree (AT-SPI, pyatspi), as a screen reader's user plays:
the host opens Game > Host a table..., the others Game > Join a table... with the code the host's
window shows; then whoever is to act presses a card the hand lists as playable, or a button of the
decision dialog or the action bar. A combo box is set with its popup and the keyboard (xdotool).
Each player's window is cropped from the screen into PNGs at the start, at each decision dialog and
at the deal's end. Exit status 0 when every window showed the deal's summary and every table named
the three players as they gave their names.
"""
import argparse
import os
import random
import re
import subprocess
import sys
import time

import pyatspi

WHO = ["host", "j1", "j2"]
NAMES = {"host": "Hans", "j1": "Schorsch", "j2": "Gretl"}
META = {"Tipp", "Hint", "Spielregeln", "Rules", "?", "Say …", "Sagen …", "Log", "Spielverlauf", "OK"}
HAND = ("Your hand", "Deine Hand")
PLAYABLE = (", playable", ", spielbar")
OVER = re.compile(r"(Deal \d+ is over|Spiel \d+ ist vorbei)")


def walk(node, depth=0, limit=40):
    yield node, depth
    if depth >= limit:
        return
    try:
        n = node.childCount
    except Exception:
        return
    for i in range(n):
        try:
            c = node.getChildAtIndex(i)
        except Exception:
            continue
        if c is not None:
            yield from walk(c, depth + 1, limit)


def role(n):
    try:
        return n.getRoleName()
    except Exception:
        return "?"


def has_state(n, s):
    try:
        return n.getState().contains(s)
    except Exception:
        return False


def find(root, pred):
    for n, _ in walk(root):
        try:
            if pred(n):
                return n
        except Exception:
            pass
    return None


def findall(root, pred):
    out = []
    for n, _ in walk(root):
        try:
            if pred(n):
                out.append(n)
        except Exception:
            pass
    return out


def press(n):
    a = n.queryAction()
    for i in range(a.nActions):
        if a.getName(i).lower() in ("press", "click", "toggle", "activate"):
            return a.doAction(i)
    return a.nActions > 0 and a.doAction(0)


def keys(*k):
    subprocess.run(["xdotool", "key", "--delay", "60", *k], check=False)


def choose(combo, text):
    """Sets a combo box to `text` through its popup and the keyboard."""
    lst = combo.getChildAtIndex(0)
    names = [lst.getChildAtIndex(i).name for i in range(lst.childCount)]
    if text not in names:
        raise SystemExit(f"{text!r} is not among {names}")
    a = combo.queryAction()
    for i in range(a.nActions):
        if a.getName(i) == "ShowMenu":
            a.doAction(i)
    time.sleep(0.5)
    keys("Home", *(["Down"] * names.index(text)), "Return")
    time.sleep(0.4)
    if combo.name != text:
        raise SystemExit(f"the combo box shows {combo.name!r}, not {text!r}")


class Table:
    def __init__(self, work, out, seed):
        self.out = out
        self.rng = random.Random(seed)
        self.log = open(os.path.join(out, "drive.log"), "w")
        self.pids = {w: int(open(os.path.join(work, f"{w}.pid")).read()) for w in WHO}
        self.apps = {}
        end = time.time() + 30
        while len(self.apps) < 3 and time.time() < end:
            for a in pyatspi.Registry.getDesktop(0):
                try:
                    if a is not None and a.name and "stammtisch" in a.name.lower():
                        for w, p in self.pids.items():
                            if a.get_process_id() == p:
                                self.apps[w] = a
                except Exception:
                    pass
            time.sleep(0.3)
        if len(self.apps) < 3:
            raise SystemExit("not every window is on the accessibility bus")
        self.shots = 0

    def say(self, *words):
        print(*words, file=self.log, flush=True)
        print(*words, flush=True)

    def shot(self, tag, who=None):
        """Each player's window (or only `who`'s) as a PNG of its own."""
        self.shots += 1
        full = os.path.join(self.out, "screen.png")
        subprocess.run(["import", "-window", "root", full], check=True)
        for i, w in enumerate(WHO):
            if who and w != who:
                continue
            subprocess.run(["convert", full, "-crop", f"1024x730+{i * 1024}+0", "+repage",
                            os.path.join(self.out, f"{tag}-{w}.png")], check=True)
        os.remove(full)

    def windows(self, w):
        a = self.apps[w]
        return [n for n in (a.getChildAtIndex(i) for i in range(a.childCount)) if n and role(n) in ("dialog", "alert")]

    def menu(self, w, *names):
        m = find(self.apps[w], lambda n: role(n) == "menu item" and n.name in names)
        if not m:
            raise SystemExit(f"{w}: no menu item {names}")
        press(m)
        time.sleep(1.5)

    def host(self, game, players):
        self.menu("host", "Host a table…", "Einen Tisch eröffnen …")
        dlg = self.windows("host")[0]
        gc = find(dlg, lambda n: role(n) == "combo box" and n.name in
                  ("Dreeg", "Dreierles", "Dappen", "Schnapsen", "Dreierschnapsen"))
        if gc.name != game:
            choose(gc, game)
            time.sleep(1)
        sp = find(dlg, lambda n: role(n) == "spin button" and n.name == "Players:")
        if sp and int(sp.queryValue().currentValue) != players:
            sp.queryValue().currentValue = float(players)
            time.sleep(0.5)
        name = find(dlg, lambda n: role(n) == "text" and n.name == "Name at seat 1")
        name.queryEditableText().setTextContents(NAMES["host"])
        self.shot("0-host-game", "host")
        ok = find(dlg, lambda n: role(n) == "push button" and has_state(n, pyatspi.STATE_IS_DEFAULT))
        press(ok)
        time.sleep(1.5)
        dlg = self.windows("host")[0]
        combos = findall(dlg, lambda n: role(n) == "combo box")[:-1]  # the last: the level for drop-outs
        for i, c in enumerate(combos):
            choose(c, "A player at another computer" if i < 2 else "Computer: Normal")
        self.shot("1-host-seats", "host")
        press(find(dlg, lambda n: role(n) == "push button" and n.name == "Open the table"))
        time.sleep(2)
        alert = self.windows("host")[0]
        text = find(alert, lambda n: role(n) == "label" and "Table code" in n.name).name
        self.shot("2-host-open", "host")
        code = re.search(r"Table code: (\w+)", text).group(1)
        address = re.search(r"Address: (\S+)", text).group(1)
        press(find(alert, lambda n: role(n) == "push button"))
        self.say("table", code, "at", address)
        return code, address

    def join(self, w, address, code):
        self.menu(w, "Join a table…", "An einen Tisch setzen …")
        dlg = self.windows(w)[0]
        edits = findall(dlg, lambda n: role(n) == "text")
        for e, v in zip(edits, [address, code, NAMES[w]]):
            e.queryEditableText().setTextContents(v)
        time.sleep(0.5)
        self.shot(f"3-join-{w}", w)
        press(find(dlg, lambda n: role(n) == "push button" and has_state(n, pyatspi.STATE_IS_DEFAULT)))
        time.sleep(2)

    def hand(self, w):
        lists = findall(self.apps[w], lambda n: role(n) == "list" and n.name in HAND and n.childCount > 0)
        return [c for lst in lists[:1] for c in (lst.getChildAtIndex(i) for i in range(lst.childCount))]

    def bar(self, w):
        return [n for n, d in walk(self.apps[w])
                if d >= 4 and role(n) == "push button" and has_state(n, pyatspi.STATE_SHOWING) and n.name not in META]

    def names_at(self, w):
        panel = find(self.apps[w], lambda n: role(n) == "panel" and n.name in ("Players", "Spieler") and n.childCount)
        return [re.sub(r" \((you|du)\)$", "", c.name) for c in
                (panel.getChildAtIndex(i) for i in range(panel.childCount))] if panel else []

    def play(self, limit_s):
        over = {}
        idle_since = time.time()
        end = time.time() + limit_s
        step = 0
        while len(over) < 3 and time.time() < end:
            acted = False
            for w in WHO:
                if w in over:
                    continue
                ws = self.windows(w)
                if ws:
                    dlg = ws[0]
                    title = dlg.name or ""
                    if OVER.search(title):
                        time.sleep(1)
                        self.shot(f"9-over-{w}", w)
                        over[w] = title
                        self.say(w, "sees", title)
                        continue
                    buttons = [b for b in findall(dlg, lambda n: role(n) in ("push button", "radio button"))
                               if b.name and b.name not in META and has_state(b, pyatspi.STATE_SHOWING)]
                    if not buttons:
                        raise SystemExit(f"{w}: the window {dlg.name!r} offers nothing to press")
                    step += 1
                    self.shot(f"5-decision{step:03d}", w)
                    b = self.rng.choice(buttons)
                    self.say(w, "in", repr(dlg.name), "presses", repr(b.name), "of", [x.name for x in buttons])
                    press(b)
                    acted = True
                    time.sleep(1)
                    continue
                cards = [c for c in self.hand(w) if c.name.endswith(PLAYABLE)]
                if cards:
                    c = self.rng.choice(cards)
                    step += 1
                    self.say(w, "plays", c.name)
                    press(c)
                    acted = True
                    if step % 8 == 0:
                        self.shot(f"6-play{step:03d}")
                    time.sleep(0.6)
                    continue
                bar = self.bar(w)
                if bar:
                    b = self.rng.choice(bar)
                    step += 1
                    self.shot(f"5-decision{step:03d}", w)
                    self.say(w, "presses", repr(b.name), "of", [x.name for x in bar])
                    press(b)
                    acted = True
                    time.sleep(1)
            if acted:
                idle_since = time.time()
            elif time.time() - idle_since > 60:
                self.shot("idle")
                raise SystemExit("nobody has acted for a minute")
            else:
                time.sleep(0.5)
        return over


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--work", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--game", required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--limit", type=int, default=900, help="seconds for the deal")
    args = p.parse_args()
    t = Table(args.work, args.out, args.seed)
    code, address = t.host(args.game, args.players)
    for w in ("j1", "j2"):
        t.join(w, "127.0.0.1:" + address.rsplit(":", 1)[1], code)
    time.sleep(3)
    t.shot("4-seated")
    over = t.play(args.limit)
    ok = len(over) == 3
    for w in WHO:
        names = t.names_at(w)
        t.say(w, "names the players", names)
        for who in WHO:
            if NAMES[who] not in names:
                t.say(f"FAULT: {w}'s table does not name {NAMES[who]}")
                ok = False
    t.say("deal over at every table" if len(over) == 3 else f"deal over only at {sorted(over)}")
    if len(over) == 3:
        # Everyone reads the score; the next deal comes when all have pressed Next deal.
        t.shot("9-all-over")
        for w in WHO:
            dlg = next((d for d in t.windows(w) if OVER.search(d.name or "")), None)
            nxt = dlg and find(dlg, lambda n: role(n) == "push button" and n.name in ("Next deal", "Nächstes Spiel"))
            if not nxt:
                t.say(f"FAULT: {w}'s summary has no Next deal")
                ok = False
                continue
            press(nxt)
            time.sleep(1.5)
            t.shot(f"10-ready-{w}", w)
        # Dealt: the summaries closed and cards in the hands (a dealer who sits out has none).
        def dealt():
            return (not any(OVER.search(d.name or "") for w in WHO for d in t.windows(w))
                    and sum(bool(t.hand(w)) for w in WHO) >= 2)
        end = time.time() + 30
        while time.time() < end and not dealt():
            time.sleep(0.5)
        t.shot("11-next-deal")
        if dealt():
            t.say("the next deal is dealt at every table")
        else:
            t.say("FAULT: the next deal did not come to every table")
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
