"""German-suited 24-card pack (Franconian/Bavarian spirit)."""

from svgutil import g, path, circle, ellipse, rect, line, text, n, SERIF
import cardbase as cb
import figures as fg
from signs import sign, GERMAN_COLORS

SUITS = "ELHS"
RANKS = ["A", "10", "K", "O", "U", "9"]
SUIT_NAMES = {"E": "Eichel", "L": "Laub", "H": "Herz", "S": "Schellen"}

PALETTES = {
    "E": dict(main="#8a5a2b", trim="#a7a23a", sleeve="#a7a23a", hose="#5b4a1e", hat="#4e3218",
              feather="#e8d9a8", hair="#5a3516", beard="#d9d3c4", throne="#4c5a1e"),
    "L": dict(main="#2f7d34", trim="#e4c46a", sleeve="#e4c46a", hose="#1f4d22", hat="#1f4d22",
              feather="#ffffff", hair="#8a5a2b", beard="#8a5a2b", throne="#7a2b1d"),
    "H": dict(main="#c0302a", trim="#f0c24e", sleeve="#f0c24e", hose="#7a1a16", hat="#7a1a16",
              feather="#f4f4f4", hair="#3b2414", beard="#eeeae0", throne="#2f4f7a"),
    "S": dict(main="#e6a51c", trim="#2f5aa0", sleeve="#2f5aa0", hose="#2f5aa0", hat="#3a2a6b",
              feather="#c0302a", hair="#b0702a", beard="#b0702a", throne="#6b2a5a"),
}

FRAME_FILL = {"E": "#f4ecd6", "L": "#eef3df", "H": "#f8e9df", "S": "#f8efd2"}


def _held(suit):
    return lambda cx, cy, size: sign("german", suit, cx, cy, size)


def _index(suit, label):
    color = GERMAN_COLORS[suit]
    outline = "#5a3800" if suit == "S" else None
    if suit == "S":
        color = "#e09a06"
    return cb.corner_index(label, color, lambda x, y, s: sign("german", suit, x, y, s), outline=outline)


# ----------------------------------------------------------------- pigs
def pig(cx, cy, s, body, dark, variant):
    """Side-view pig facing left, centred on (cx, cy), nominal width 120*s."""
    out = []
    legc = dark
    for lx in (-24, -8, 14, 28):
        out.append(rect(lx - 5, 12, 10, 22, rx=3, fill=body if lx in (-8, 28) else legc,
                        stroke="#2b2018", stroke_width="1.5"))
        out.append(rect(lx - 5, 30, 10, 5, rx=1, fill="#2b2018"))
    # tail
    if variant == "boar":
        out.append(path("M40,-6 q12,-2 10,10", fill="none", stroke="#2b2018", stroke_width="3",
                        stroke_linecap="round"))
    else:
        out.append(path("M40,-8 c10,-6 14,4 6,6 c-6,1 -4,-8 4,-10", fill="none", stroke="#2b2018",
                        stroke_width="2.5", stroke_linecap="round"))
    out.append(ellipse(4, 0, 40, 24, fill=body, stroke="#2b2018", stroke_width="2"))
    # head
    if variant == "boar":
        out.append(path("M-22,-20 C-36,-20 -52,-8 -60,6 L-60,14 C-48,16 -34,16 -22,14 Z",
                        fill=body, stroke="#2b2018", stroke_width="2", stroke_linejoin="round"))
        out.append(ellipse(-60, 10, 4, 6, fill="#5a3a2a", stroke="#2b2018", stroke_width="1.5"))
        out.append(path("M-52,12 q-4,-8 2,-12", fill="none", stroke="#ffffff", stroke_width="3.2",
                        stroke_linecap="round"))
        # bristle ridge
        ridge = "M-26,-20 " + " ".join("l4,-7 l4,6" for _ in range(8))
        out.append(path(ridge, fill="none", stroke="#2b2018", stroke_width="2.4",
                        stroke_linejoin="round"))
        out.append(path("M-30,-18 l-4,-10 l10,5 Z", fill=dark, stroke="#2b2018", stroke_width="1.3"))
        out.append(circle(-40, -4, 2.4, fill="#ffffff"))
        out.append(circle(-40, -4, 1.3, fill="#2b2018"))
    else:
        out.append(circle(-34, -4, 18, fill=body, stroke="#2b2018", stroke_width="2"))
        out.append(ellipse(-52, 0, 6, 9, fill=dark, stroke="#2b2018", stroke_width="1.6"))
        out.append(circle(-53, -3, 1.4, fill="#2b2018"))
        out.append(circle(-53, 3, 1.4, fill="#2b2018"))
        out.append(path("M-30,-18 l-2,-14 l12,10 Z", fill=dark, stroke="#2b2018", stroke_width="1.5",
                        stroke_linejoin="round"))
        out.append(circle(-40, -8, 2.2, fill="#2b2018"))
        out.append(path("M-44,8 q4,4 8,1", fill="none", stroke="#2b2018", stroke_width="1.4",
                        stroke_linecap="round"))
        out.append(circle(-30, 4, 4, fill="#ef8f8f", opacity="0.6"))
    if variant == "spotted":
        out.append(path("M20,-22 C36,-20 46,-6 42,8 C34,4 24,-4 20,-22 Z", fill="#2b2018", opacity="0.85"))
        out.append(ellipse(-8, -6, 9, 7, fill="#2b2018", opacity="0.85"))
    if variant == "bell":
        out.append(path("M-20,-16 Q-14,2 -20,18", fill="none", stroke="#c0392b", stroke_width="5"))
        out.append(g(sign("german", "S", -14, 26, 22)))
    if variant == "heart":
        out.append(g(sign("german", "H", 8, -2, 22)))
    return g(out, transform="translate(%s,%s) scale(%s)" % (n(cx), n(cy), n(s)))


def _ribbon(y, label, color):
    return [
        path("M60,%s l14,-9 l0,18 Z" % n(y + 9), fill=color, opacity="0.75"),
        path("M180,%s l-14,-9 l0,18 Z" % n(y + 9), fill=color, opacity="0.75"),
        rect(70, y - 2, 100, 22, rx=3, fill=color, stroke="#2b2018", stroke_width="1.2"),
        text(120, y + 15, label, 15, "#fffaf0", family=SERIF, weight="bold"),
    ]


def sau(suit):
    pal = PALETTES[suit]
    col = GERMAN_COLORS[suit]
    out = cb.picture_frame(col, FRAME_FILL[suit])
    # radiant disc behind the sign
    rays = []
    for k in range(24):
        import math
        a = math.pi * 2 * k / 24
        a2 = a + math.pi / 24
        rays.append("M120,134 L%s,%s L%s,%s Z" % (
            n(120 + 64 * math.cos(a)), n(134 + 64 * math.sin(a)),
            n(120 + 64 * math.cos(a2)), n(134 + 64 * math.sin(a2))))
    out.append(circle(120, 134, 66, fill="#fff6d8", stroke=col, stroke_width="1.5"))
    out.append(path(" ".join(rays), fill=col, opacity="0.13"))
    # small corner flourishes: two mini signs
    out.append(sign("german", suit, 72, 40, 24))
    out.append(sign("german", suit, 168, 40, 24))
    out.append(sign("german", suit, 120, 130, 108))
    out += _ribbon(204, SUIT_NAMES[suit], pal["main"] if suit != "S" else "#b07000")
    # ground
    out.append(path("M54,314 Q120,296 186,314 L186,340 Q120,346 54,340 Z", fill="#b9c98a",
                    opacity="0.55"))
    variant = {"E": "boar", "L": "spotted", "H": "heart", "S": "bell"}[suit]
    body = {"E": "#6e4a2e", "L": "#f2c7b8", "H": "#f5b7b1", "S": "#f2c6a8"}[suit]
    dark = {"E": "#4a2e1a", "L": "#d98f86", "H": "#d97f82", "S": "#d8957a"}[suit]
    out.append(pig(124, 282, 0.95, body, dark, variant))
    if suit == "E":
        # oak sprig with acorns
        out.append(path("M58,300 q10,-10 24,-8", fill="none", stroke="#4a6a1a", stroke_width="3"))
        out.append(sign("german", "E", 64, 292, 18, rot=-20))
    return out + _index(suit, "A")


def court(suit, rank):
    pal = PALETTES[suit]
    out = cb.picture_frame(GERMAN_COLORS[suit], FRAME_FILL[suit])
    held = _held(suit)
    if rank == "K":
        out += fg.king(pal, held)
    elif rank == "O":
        out += fg.ober(pal, held)
    else:
        out += fg.unter(pal, held)
    return out + _index(suit, rank)


def pipcard(suit, rank):
    count = int(rank)
    out = []
    col = GERMAN_COLORS[suit]
    if count == 10:
        # traditional touch: a small banner/ornament between the pips
        out += cb.pips("german", suit, 10, size=42, invert=False)
    else:
        out += cb.pips("german", suit, 9, size=46, invert=False)
    return out + _index(suit, rank)


def build(writer):
    for s in SUITS:
        for r in RANKS:
            if r == "A":
                body = sau(s)
            elif r in ("K", "O", "U"):
                body = court(s, r)
            else:
                body = pipcard(s, r)
            title = "%s %s" % (SUIT_NAMES[s], {"A": "Sau", "K": "König", "O": "Ober",
                                                "U": "Unter"}.get(r, r))
            writer.write("german/%s%s.svg" % (s, r), cb.card_doc(body, title=title))
