"""Card face base: rounded cream face, border, corner indices, pip layouts."""

from svgutil import (CARD_W, CARD_H, CARD_RX, SERIF, g, rect, text, n, tr, document)
from signs import sign

FACE = "#fffaf0"
BORDER = "#2b2520"

# picture frame inside the face (indices live outside it, in the corners)
FX, FY, FW, FH = 50, 12, 140, 336


def face():
    return [
        rect(0.75, 0.75, CARD_W - 1.5, CARD_H - 1.5, rx=CARD_RX, ry=CARD_RX,
             fill=FACE, stroke=BORDER, stroke_width="1.5"),
    ]


def picture_frame(color, fill="#f6edd8"):
    return [
        rect(FX, FY, FW, FH, rx=6, ry=6, fill=fill, stroke=color, stroke_width="2"),
        rect(FX + 4, FY + 4, FW - 8, FH - 8, rx=4, ry=4, fill="none", stroke=color,
             stroke_width="0.8", opacity="0.8"),
    ]


def rank_text(x, y, label, color, size=46, outline=None):
    """Bold index text; two-character labels are compressed horizontally."""
    kw = {}
    if outline:
        kw = dict(stroke=outline, stroke_width="1.4", stroke_linejoin="round")
    if len(label) >= 2:
        # two characters: one centred text, condensed horizontally so that wide
        # digit pairs ("20") keep clear of the card edge in QtSvg and rsvg alike
        return g([text(0, 0, label, size * 0.92, color, family=SERIF, **kw)],
                 transform=tr(x, y, s=1, sx=0.7))
    return text(x, y, label, size, color, family=SERIF, **kw)


def corner_index(label, color, suit_drawer, outline=None, size=46):
    """suit_drawer(cx, cy, size) -> svg, or None. Returns both corners."""
    one = [rank_text(26, 48, label, color, size=size, outline=outline)]
    if suit_drawer is not None:
        one.append(suit_drawer(26, 74, 28))
    top = g(one)
    bottom = g(one, transform="rotate(180,%s,%s)" % (CARD_W // 2, CARD_H // 2))
    return [top, bottom]


def card_doc(body, defs=None, title=None):
    return document(face() + body, CARD_W, CARD_H, defs=defs, title=title)


# ------------------------------------------------------------- pip layouts
# positions inside the picture area, (x, y, inverted)
COLS = (86, 154)
ROWS4 = (58, 126, 234, 302)


def pip_positions(count):
    L, R = COLS
    if count == 1:
        return [(120, 180, False)]
    if count == 2:
        return [(120, 80, False), (120, 280, True)]
    if count == 3:
        return [(120, 70, False), (120, 180, False), (120, 290, True)]
    if count == 4:
        return [(L, 80, False), (R, 80, False), (L, 280, True), (R, 280, True)]
    if count == 7:
        return ([(L, 62, False), (R, 62, False), (120, 121, False), (L, 180, False),
                 (R, 180, False), (L, 298, True), (R, 298, True)])
    if count == 8:
        return ([(x, y, y > 180) for y in ROWS4 for x in COLS])
    if count == 9:
        return ([(x, y, y > 180) for y in ROWS4 for x in COLS] + [(120, 180, False)])
    if count == 10:
        return ([(x, y, y > 180) for y in ROWS4 for x in COLS] +
                [(120, 92, False), (120, 268, True)])
    raise ValueError(count)


def pips(style, suit, count, size=46, invert=True):
    out = []
    for x, y, inv in pip_positions(count):
        out.append(sign(style, suit, x, y, size, rot=180 if (inv and invert) else 0))
    return out
