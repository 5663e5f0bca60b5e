"""French-suited 24-card pack (two-colour and four-colour variants).

File codes are shared with the German pack: E=clubs, L=spades, H=hearts,
S=diamonds; O is drawn as Queen (Q), U as Jack (J).
"""

from svgutil import g, circle, path, n
import cardbase as cb
import figures as fg
from signs import sign, sign_color

SUITS = "ELHS"
RANKS = ["A", "10", "K", "O", "U", "9"]
LABEL = {"A": "A", "10": "10", "K": "K", "O": "Q", "U": "J", "9": "9"}
NAMES = {"E": "Clubs", "L": "Spades", "H": "Hearts", "S": "Diamonds"}

PALETTES = {
    "E": dict(main="#2f5aa0", trim="#f0c24e", sleeve="#f0c24e", hose="#1f3a6b", hat="#1f3a6b",
              feather="#c0302a", hair="#5a3516", beard="#eeeae0", throne="#7a2b1d"),
    "L": dict(main="#2b2b33", trim="#c0302a", sleeve="#c0302a", hose="#2b2b33", hat="#2b2b33",
              feather="#f0c24e", hair="#8a5a2b", beard="#8a5a2b", throne="#2f5aa0"),
    "H": dict(main="#c0302a", trim="#f0c24e", sleeve="#2f5aa0", hose="#2f5aa0", hat="#2f5aa0",
              feather="#ffffff", hair="#3b2414", beard="#d9d3c4", throne="#2f5a3a"),
    "S": dict(main="#e0a81c", trim="#c0302a", sleeve="#c0302a", hose="#c0302a", hat="#c0302a",
              feather="#2f5aa0", hair="#b0702a", beard="#b0702a", throne="#2f3a6b"),
}


def index(style, suit, label):
    return cb.corner_index(label, sign_color(style, suit),
                           lambda x, y, s: sign(style, suit, x, y, s * 0.95))


def ace(style, suit):
    col = sign_color(style, suit)
    out = [circle(120, 180, 74, fill="none", stroke=col, stroke_width="1.2", opacity="0.5"),
           circle(120, 180, 68, fill="none", stroke=col, stroke_width="0.6", opacity="0.5")]
    out.append(sign(style, suit, 120, 180, 112))
    return out


def court(style, suit, rank, palettes=PALETTES):
    pal = palettes[suit]
    col = sign_color(style, suit)
    out = cb.picture_frame(col, "#f7f1e3")
    held = lambda cx, cy, s: sign(style, suit, cx, cy, s)
    if rank == "K":
        out += fg.king(pal, held)
    elif rank in ("O", "Q"):
        out += fg.queen(pal, held)
    elif rank in ("U", "J"):
        out += fg.jack(pal, held)
    elif rank == "C":
        out += fg.cavalier(pal, held)
    return out


def build(writer, style):
    for s in SUITS:
        for r in RANKS:
            if r == "A":
                body = ace(style, s)
            elif r in ("K", "O", "U"):
                body = court(style, s, r)
            else:
                body = cb.pips(style, s, int(r), size=44 if r == "10" else 48)
            body += index(style, s, LABEL[r])
            writer.write("%s/%s%s.svg" % (style, s, r),
                         cb.card_doc(body, title="%s %s" % (LABEL[r], NAMES[s])))
