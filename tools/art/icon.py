"""Application icon: a bold fan of three German-suited cards on green felt."""

from svgutil import g, rect, n, document, radgrad
from signs import sign


def icon():
    defs = [radgrad("felt", [(0, "#3f8a55"), (1, "#1d4f2e")], 0.5, 0.4, 0.7)]
    out = [rect(8, 8, 240, 240, rx=48, fill="url(#felt)", stroke="#123620", stroke_width="8")]
    cards = (("E", -24), ("L", 24), ("H", 0))
    for suit, rot in cards:
        card = [rect(-50, -74, 100, 148, rx=12, fill="#fffaf0", stroke="#1d1a17", stroke_width="7"),
                sign("german", suit, 0, -6, 84)]
        out.append(g(card, transform="rotate(%s,128,236) translate(128,124)" % n(rot)))
    return document(out, 256, 256, defs=defs, title="Stammtisch")


def build(writer):
    writer.write("icon/stammtisch.svg", icon())
