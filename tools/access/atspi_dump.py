#!/usr/bin/env python3
"""Walks a running Stammtisch through the AT-SPI bus as a screen reader does (pyatspi), and dumps
the accessibility tree of its card table.

It opens Game > New... and starts the game the dialog offers (through the menu's and the dialog's
accessible actions, as a screen reader's user would), waits until the player's hand is dealt, plays
a card through the card's "Press" action when it is the player's turn, and prints the tree of the
table (role, name, description and states of each node) with the hand and the trick found by name.
Exit status 0 when the hand and the trick were found with named cards.

    tools/access/atspi_dump.sh [build-dir] [output file]   (runs it under Xvfb with its own bus)
"""
import sys
import time

import pyatspi

APP = "stammtisch"


def find_app(timeout=30):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name and APP in app.name.lower():
                return app
        time.sleep(0.5)
    return None


def walk(node, depth=0, limit=40):
    yield node, depth
    if depth >= limit:
        return
    try:
        count = node.childCount
    except Exception:
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            yield from walk(child, depth + 1, limit)


def find(root, pred):
    for node, _ in walk(root):
        try:
            if pred(node):
                return node
        except Exception:
            pass
    return None


def press(node):
    try:
        action = node.queryAction()
    except NotImplementedError:
        return False
    for i in range(action.nActions):
        if action.getName(i) in ("press", "Press", "click", "activate", "Activate", "Toggle", "toggle"):
            return action.doAction(i)
    return action.nActions > 0 and action.doAction(0)


def states(node):
    names = []
    st = node.getState()
    for s, label in ((pyatspi.STATE_FOCUSED, "focused"), (pyatspi.STATE_SELECTED, "selected"),
                     (pyatspi.STATE_ENABLED, "enabled"), (pyatspi.STATE_ACTIVE, "active"),
                     (pyatspi.STATE_CHECKED, "checked")):
        if st.contains(s):
            names.append(label)
    return ",".join(names)


def line(node, depth):
    desc = node.description
    text = f"{'  ' * depth}[{node.getRoleName()}] {node.name!r}"
    if desc:
        text += f" — {desc!r}"
    s = states(node)
    if s:
        text += f" ({s})"
    return text


def main():
    app = find_app()
    if app is None:
        print("stammtisch is not on the AT-SPI bus", file=sys.stderr)
        return 2
    # Game ▸ New…: the menu item pressed, then the dialog's OK (its default button).
    new = find(app, lambda n: n.getRoleName() == "menu item" and n.name.replace("&", "").startswith("New"))
    if new is None:
        print("no Game > New... menu item", file=sys.stderr)
        return 2
    press(new)
    ok = None
    for _ in range(40):
        ok = find(app, lambda n: n.getRoleName() == "push button" and n.name.replace("&", "") in ("OK", "Start", "Deal"))
        if ok is not None:
            break
        time.sleep(0.5)
    if ok is None:
        print("the New game dialog has no OK", file=sys.stderr)
        return 2
    press(ok)
    hand = trick = None
    played = False
    for _ in range(120):
        time.sleep(0.5)
        hand = find(app, lambda n: n.getRoleName() == "list" and n.name == "Your hand")
        trick = find(app, lambda n: n.getRoleName() == "list" and n.name == "The trick")
        if hand is None or hand.childCount == 0:
            # A decision dialog (a bid, a call …): its first enabled button.
            for node, _ in walk(app):
                if node.getRoleName() == "dialog":
                    button = find(node, lambda n: n.getRoleName() == "push button"
                                  and n.getState().contains(pyatspi.STATE_ENABLED))
                    if button is not None:
                        press(button)
                    break
            continue
        playable = [hand.getChildAtIndex(i) for i in range(hand.childCount)
                    if hand.getChildAtIndex(i).name.endswith(", playable")]
        if playable and not played:
            print(f"pressing: {playable[0].name}")
            press(playable[0])
            played = True
            continue
        if played and trick is not None and trick.childCount > 0:
            break
    table = find(app, lambda n: n.name == "Your hand")
    root = table.parent if table is not None else app
    print(line(root, 0))
    for node, depth in walk(root):
        if node is root:
            continue
        print(line(node, depth))
    ok = (hand is not None and hand.childCount > 0 and all(hand.getChildAtIndex(i).name for i in range(hand.childCount))
          and trick is not None and trick.childCount > 0)
    print("hand and trick found with their names" if ok else "hand or trick NOT found", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
