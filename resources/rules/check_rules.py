#!/usr/bin/env python3
"""Check the rules-book documents in this folder.

For each game and language: the file exists, parses as HTML with balanced
tags, has a title, and carries every required section anchor both as an
element id and as <a name>, plus an <a name> for every option and preset
listed for the game in the options file (default /tmp/briefs/options.txt,
or the path given as the first argument). Exits 1 on any problem.
"""
import os
import re
import sys
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
GAMES = ["dreeg", "dreierles", "dappen", "dreierschnapsen", "schnapsen"]
LANGS = ["en", "de"]
COMMON = ["overview", "cards", "dealing", "play", "scoring", "variants"]
EXTRA = {
    "dreeg": ["phases", "slates", "two-player", "sixtysix", "rotassen", "rufen", "kamerun"],
    "dreierles": ["bidding", "blind", "combinations", "zehndruck", "pfeife", "knocking", "raeuber"],
    "dappen": ["bidding", "dapp", "ulti", "gstiesieren", "payment"],
    "dreierschnapsen": ["cutting", "trumps", "talon", "bidding", "spritzen", "match", "tiebreak"],
    "schnapsen": ["talon", "exchange", "closing", "marriages", "goingout", "bummerl"],
}
VOID = {"meta", "br", "hr", "img", "input", "link", "col", "area", "base", "wbr"}
OPTIONAL_END = {"p", "li", "td", "th", "tr", "dt", "dd", "option"}


def read_options(path):
    """game -> list of anchor names (option-x, preset-y)."""
    result, game = {}, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            m = re.match(r"^==\s*(\S+)", line)
            if m:
                game = m.group(1)
                result[game] = []
                continue
            if not game or not line:
                continue
            m = re.match(r"^(option-[A-Za-z0-9_]+)\s*:", line)
            if m:
                result[game].append(m.group(1))
                continue
            m = re.match(r"^preset\s+([A-Za-z0-9_]+)", line)
            if m:
                result[game].append("preset-" + m.group(1))
    return result


class Checker(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids, self.names, self.errors, self.stack = set(), set(), [], []
        self.title, self.in_title, self.words = "", False, 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            if a["id"] in self.ids:
                self.errors.append(f"duplicate id {a['id']}")
            self.ids.add(a["id"])
        if tag == "a" and "name" in a:
            if a["name"] in self.names:
                self.errors.append(f"duplicate <a name> {a['name']}")
            self.names.add(a["name"])
        if tag == "title":
            self.in_title = True
        if tag not in VOID:
            self.stack.append((tag, self.getpos()))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID and self.stack and self.stack[-1][0] == tag:
            self.stack.pop()

    def handle_endtag(self, tag):
        if tag == "title":
            self.in_title = False
        if tag in VOID:
            return
        while self.stack and self.stack[-1][0] != tag and self.stack[-1][0] in OPTIONAL_END:
            self.stack.pop()
        if not self.stack or self.stack[-1][0] != tag:
            self.errors.append(f"line {self.getpos()[0]}: unexpected </{tag}>")
            return
        self.stack.pop()

    def handle_data(self, data):
        if self.in_title:
            self.title += data
        self.words += len(data.split())


def check_file(path, required, option_anchors):
    problems = []
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if not text.startswith('<html><head><meta charset="utf-8"><title>'):
        problems.append("does not start with the required <html><head><meta charset=\"utf-8\"><title>")
    if re.search(r"<(script|style|img|link)\b", text, re.I):
        problems.append("contains script, style, img or link")
    c = Checker()
    c.feed(text)
    c.close()
    problems += c.errors
    left = [t for t, _ in c.stack if t not in OPTIONAL_END]
    if left:
        problems.append("unclosed tags: " + ", ".join(left))
    if not c.title.strip():
        problems.append("empty title")
    for anchor in required:
        if anchor not in c.ids:
            problems.append(f"missing id=\"{anchor}\"")
        if anchor not in c.names:
            problems.append(f"missing <a name=\"{anchor}\">")
        m = re.search(r'<h2 id="%s"><a name="%s"></a>' % (re.escape(anchor), re.escape(anchor)), text)
        if not m:
            problems.append(f"section {anchor} is not an <h2 id> with its <a name> inside")
    for anchor in option_anchors:
        if anchor not in c.names:
            problems.append(f"missing <a name=\"{anchor}\">")
    return problems, c.words


def main():
    options_path = sys.argv[1] if len(sys.argv) > 1 else "/tmp/briefs/options.txt"
    options = read_options(options_path)
    failed = False
    for game in GAMES:
        if game not in options:
            print(f"{game}: no options listed in {options_path}")
            failed = True
        for lang in LANGS:
            path = os.path.join(HERE, f"{game}.{lang}.html")
            if not os.path.exists(path):
                print(f"FAIL {game}.{lang}.html: missing")
                failed = True
                continue
            problems, words = check_file(path, COMMON + EXTRA[game], options.get(game, []))
            if problems:
                failed = True
                print(f"FAIL {game}.{lang}.html ({words} words)")
                for p in problems:
                    print("   ", p)
            else:
                n = len(COMMON + EXTRA[game]) + len(options.get(game, []))
                print(f"ok   {game}.{lang}.html ({words} words, {n} anchors)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
