#!/usr/bin/env python3
"""Author a guided lesson (resources/tutorials/<id>.json) from a small Python source.

A source (tools/lessons/<id>.py) defines:
  LESSON  - the lesson's fields except "record" and "notes" (format, id, game, order, title, ...)
  RECORD  - the record without "deals" (format, game, variant, players)
  DEAL    - the deal without "actions" (dealer, hands, stock)
  CUT     - optional: the learner, as middlehand, cuts or knocks before the deal (DEAL's "knocked"):
            the step's note {"say": {"en","de"}, "why": {"en","de"}}
  STEPS   - the deal's actions in order: "play EA", "declare H", "out", "draw", "close",
            "exchange", "trump H", "call EA", "surrender", "durchmarsch", "pass", "bid NAME",
            "bid NAME notalon", "knock", "trump_blind 1", "discard EA E10"; prefix "2: " for a seat
            acting out of turn; or a tuple (action, note) where note is
            {"say": {"en","de"}, "why": {"en","de"}} (why optional).
Every step is checked with `stammtisch-cli legal` before it is appended (the acting seat is the
one `legal` names unless given), so a mistake is reported at its step with the legal actions.

  author.py tools/lessons/<id>.py            write resources/tutorials/<id>.json and check it
  author.py tools/lessons/<id>.py --trace    also print each step with the legal actions
"""
import importlib.util
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLI = os.path.join(ROOT, "build", "app", "stammtisch-cli")


def parse_action(text):
    seat = None
    if ":" in text:
        s, text = text.split(":", 1)
        seat = int(s)
    words = text.split()
    act = words[0]
    a = {"act": act}
    if act in ("play", "call"):
        a["card"] = words[1]
    elif act in ("declare", "trump"):
        a["suit"] = words[1]
    elif act == "trump_blind":
        a["index"] = int(words[1])
    elif act == "bid":
        a["bid"] = words[1]
        if len(words) > 2 and words[2] == "notalon":
            a["talon"] = False
    elif act == "discard":
        a["cards"] = words[1:]
    return seat, a


def legal(record):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(record, f)
        path = f.name
    try:
        p = subprocess.run([CLI, "legal", path], capture_output=True, text=True)
        if p.returncode != 0:
            raise SystemExit("legal failed: " + p.stderr + p.stdout)
        return json.loads(p.stdout)
    finally:
        os.unlink(path)


def same(a, b):
    keys = set(a) | set(b)
    keys.discard("seat")
    return all(a.get(k) == b.get(k) for k in keys)


def short(a):
    s = a["act"]
    for k in ("card", "suit", "index", "bid"):
        if k in a:
            s += " " + str(a[k])
    if a.get("talon") is False:
        s += " notalon"
    if "cards" in a:
        s += " " + " ".join(a["cards"])
    return s


def main():
    src = sys.argv[1]
    trace = "--trace" in sys.argv
    spec = importlib.util.spec_from_file_location("lesson", src)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    record = dict(m.RECORD)
    deal = dict(m.DEAL)
    deal["actions"] = []
    record["deals"] = [deal]
    notes = []
    for i, step in enumerate(m.STEPS):
        note = None
        if isinstance(step, tuple):
            step, note = step
        seat, a = parse_action(step)
        st = legal(record)
        if seat is None:
            seat = st["seat"]
            options = st["actions"]
        else:
            options = [x for o in st.get("optional", []) if o["seat"] == seat for x in o["actions"]]
            if seat == st["seat"]:
                options = st["actions"]
        if trace:
            opt = "; ".join(f"{o['seat']}: " + ", ".join(short(x) for x in o["actions"]) for o in st.get("optional", []))
            print(f"[{i:2}] seat {seat} {step:16} legal: {', '.join(short(x) for x in options)}" + (f"  (optional {opt})" if opt else "") + ("  NOTE" if note else ""))
        if not any(same(a, o) for o in options):
            raise SystemExit(f"step {i} ({step}) by seat {seat} is not legal; legal: " + ", ".join(short(x) for x in options))
        a = {"seat": seat, **a}
        deal["actions"].append(a)
        if note:
            n = {"at": i, "say": note["say"]}
            if note.get("why"):
                n["why"] = note["why"]
            notes.append(n)
    st = legal(record)
    if st.get("seat") is not None:
        raise SystemExit(f"the deal is not over: seat {st['seat']} to act, legal: " + ", ".join(short(x) for x in st["actions"]))
    lesson = dict(m.LESSON)
    lesson["record"] = record
    lesson["notes"] = notes
    if getattr(m, "CUT", None):
        lesson["cut"] = m.CUT
    out = os.path.join(ROOT, "resources", "tutorials", lesson["id"] + ".json")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(lesson, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(record, f)
        path = f.name
    rep = subprocess.run([CLI, "replay", path], capture_output=True, text=True)
    os.unlink(path)
    try:
        d = json.loads(rep.stdout)["deals"][0]
        print(json.dumps({k: d[k] for k in d if k not in ("phase_name",)}))
    except (ValueError, KeyError, IndexError):
        print(rep.stdout.strip(), rep.stderr.strip())
    chk = subprocess.run([CLI, "lesson", out], capture_output=True, text=True)
    print("lesson check:", chk.returncode, chk.stdout.strip(), chk.stderr.strip())
    if trace:
        learner = lesson["learner"]
        missing = [i for i, a in enumerate(deal["actions"]) if a["seat"] == learner and not any(n["at"] == i for n in notes)]
        print("learner actions without a note:", missing)


if __name__ == "__main__":
    main()
