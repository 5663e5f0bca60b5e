"""Suit signs, drawn in a 100x100 box centred on the origin (-50..50).

sign(kind, cx, cy, size, rot=0, colors=None) returns an SVG <g> placing the
sign with its centre at (cx, cy) and a nominal height of `size` units.
"""

import math

from svgutil import g, path, circle, ellipse, line, n, tr

# ---------------------------------------------------------------- colours
GERMAN_COLORS = {
    "E": "#7a4a1c",   # Eichel: brown
    "L": "#2e7d32",   # Laub: green
    "H": "#c62828",   # Herz: red
    "S": "#c98200",   # Schellen: golden orange (text gets a dark outline)
}

FRENCH2 = {"E": "#141414", "L": "#141414", "H": "#cc1f2d", "S": "#cc1f2d"}
FRENCH4 = {"E": "#137a36", "L": "#141414", "H": "#cc1f2d", "S": "#1a5cc4"}


# ---------------------------------------------------------------- German
def _german_heart():
    d = ("M0,44 C-16,30 -47,10 -47,-15 C-47,-34 -33,-45 -19,-45 "
         "C-9,-45 -2,-39 0,-30 C2,-39 9,-45 19,-45 C33,-45 47,-34 47,-15 "
         "C47,10 16,30 0,44 Z")
    return [
        path(d, fill="#d52b1e", stroke="#6e0f0a", stroke_width="3", stroke_linejoin="round"),
        path("M0,36 C14,24 40,6 40,-14 C40,-24 36,-31 30,-35 C40,-26 38,-6 22,10 C14,18 6,26 0,36 Z",
             fill="#9e1a12", opacity="0.55"),
        ellipse(-24, -24, 10, 7, fill="#ffffff", opacity="0.55", transform="rotate(-35,-24,-24)"),
    ]


def _leaf_outline(scallops=7):
    """Scalloped linden-like leaf, tip at top, stem at bottom."""
    # base smooth outline points (right half), then mirrored
    base = [(0, -48), (14, -38), (30, -22), (38, -4), (37, 14), (28, 30), (14, 39), (0, 41)]
    # turn into a scalloped curve on the right side
    segs = []
    pts_r = []
    # sample smooth curve by catmull-rom like linear interpolation
    total = []
    for i in range(len(base) - 1):
        x0, y0 = base[i]
        x1, y1 = base[i + 1]
        total.append(math.hypot(x1 - x0, y1 - y0))
    length = sum(total)
    step = length / scallops

    def at(t):
        acc = 0
        for i, L in enumerate(total):
            if acc + L >= t or i == len(total) - 1:
                u = (t - acc) / L if L else 0
                u = max(0.0, min(1.0, u))
                x0, y0 = base[i]
                x1, y1 = base[i + 1]
                return (x0 + (x1 - x0) * u, y0 + (y1 - y0) * u)
            acc += L
    for k in range(scallops + 1):
        pts_r.append(at(k * step))
    return pts_r


def _leaf_path():
    pr = _leaf_outline(7)
    d = "M%s,%s" % (n(pr[0][0]), n(pr[0][1]))
    # right side: outward bulging quadratic arcs between points
    for i in range(1, len(pr)):
        x0, y0 = pr[i - 1]
        x1, y1 = pr[i]
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        dx, dy = x1 - x0, y1 - y0
        L = math.hypot(dx, dy) or 1
        nx, ny = dy / L, -dx / L  # outward normal for clockwise right side
        b = 4.5 if i < len(pr) - 1 else 2
        d += " Q%s,%s %s,%s" % (n(mx + nx * b), n(my + ny * b), n(x1), n(y1))
    pl = [(-x, y) for x, y in reversed(pr)]
    for i in range(1, len(pl)):
        x0, y0 = pl[i - 1]
        x1, y1 = pl[i]
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        dx, dy = x1 - x0, y1 - y0
        L = math.hypot(dx, dy) or 1
        nx, ny = dy / L, -dx / L
        b = 4.5 if i > 1 else 2
        d += " Q%s,%s %s,%s" % (n(mx + nx * b), n(my + ny * b), n(x1), n(y1))
    return d + " Z"


_LEAF = None


def _german_leaf():
    global _LEAF
    if _LEAF is None:
        _LEAF = _leaf_path()
    d = _LEAF
    veins = []
    for y, dx, dy in ((-28, 13, -10), (-12, 21, -12), (6, 24, -12), (22, 18, -9)):
        veins.append("M0,%s q%s,%s %s,%s" % (y, n(dx * 0.5), n(dy * 0.2), dx, dy))
        veins.append("M0,%s q%s,%s %s,%s" % (y, n(-dx * 0.5), n(dy * 0.2), -dx, dy))
    return [
        path("M0,36 C1,42 3,47 8,50", fill="none", stroke="#3d2a12", stroke_width="5",
             stroke_linecap="round"),
        path(d, fill="#2f8f2c", stroke="#174d14", stroke_width="3", stroke_linejoin="round"),
        path("M0,-46 C12,-36 36,-18 36,4 C35,24 18,38 0,40 Z", fill="#5cb040", opacity="0.7"),
        path("M0,-42 L0,38 " + " ".join(veins), fill="none", stroke="#174d14",
             stroke_width="2.4", stroke_linecap="round"),
    ]


def _german_acorn():
    cup = "M-29,-6 C-31,-30 31,-30 29,-6 C16,-1 -16,-1 -29,-6 Z"
    nut = "M-24,-8 C-27,16 -13,40 0,48 C13,40 27,16 24,-8 Z"
    hatch = []
    for k in range(-3, 4):
        x = k * 8
        hatch.append("M%s,-25 L%s,-3" % (n(x - 6), n(x + 6)))
        hatch.append("M%s,-25 L%s,-3" % (n(x + 6), n(x - 6)))
    return [
        path("M0,-24 C0,-36 4,-43 11,-48", fill="none", stroke="#3d2a12", stroke_width="6",
             stroke_linecap="round"),
        path(nut, fill="#b8782e", stroke="#4a2c0c", stroke_width="3", stroke_linejoin="round"),
        path("M-15,-2 C-17,14 -10,30 -3,38 C-12,28 -20,12 -15,-2 Z", fill="#ffffff", opacity="0.45"),
        path("M10,-4 C18,12 14,30 2,44 C20,30 22,10 18,-4 Z", fill="#6e4214", opacity="0.5"),
        path(cup, fill="#77772a", stroke="#3a3a0c", stroke_width="3", stroke_linejoin="round"),
        g(path(" ".join(hatch), fill="none", stroke="#3a3a0c", stroke_width="1.6", opacity="0.7")),
        path("M-20,-18 C-12,-23 -4,-24 4,-24", fill="none", stroke="#d8d890", stroke_width="2.5",
             opacity="0.6", stroke_linecap="round"),
    ]


def _german_bell():
    r = 38.0

    def chord(y):
        return math.sqrt(r * r - y * y)
    y1, y2 = -9.0, 3.0
    x1, x2 = chord(y1), chord(y2)
    band = ("M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s A%s,%s 0 0 1 %s,%s Z" % (
        n(-x1), n(y1), n(x1), n(y1), n(r), n(r), n(x2), n(y2), n(-x2), n(y2),
        n(r), n(r), n(-x1), n(y1)))
    return [
        circle(0, -42, 7, fill="none", stroke="#5a3800", stroke_width="4"),
        circle(0, 4, r, fill="#f2b411", stroke="#5a3800", stroke_width="3"),
        path("M-26,22 A38,38 0 0 0 26,22 A44,44 0 0 1 -26,22 Z", fill="#c07a00", opacity="0.5",
             transform="translate(0,4)"),
        path(band, fill="#c0392b", stroke="#5a3800", stroke_width="2", transform="translate(0,4)"),
        circle(-16, -1, 2.2, fill="#f7d36b"), circle(0, 1, 2.2, fill="#f7d36b"),
        circle(16, -1, 2.2, fill="#f7d36b"),
        line(0, 22, 0, 41, stroke="#3a2400", stroke_width="4.5", stroke_linecap="round"),
        circle(0, 20, 5.5, fill="#3a2400"),
        ellipse(-15, -18, 11, 7, fill="#ffffff", opacity="0.6", transform="rotate(-30,-15,-18)"),
    ]


# ---------------------------------------------------------------- French
HEART_D = ("M0,42 C-10,30 -46,8 -46,-16 C-46,-34 -33,-44 -20,-44 C-9,-44 -2,-37 0,-29 "
           "C2,-37 9,-44 20,-44 C33,-44 46,-34 46,-16 C46,8 10,30 0,42 Z")
DIAMOND_D = "M0,-48 Q15,-22 35,0 Q15,22 0,48 Q-15,22 -35,0 Q-15,-22 0,-48 Z"
SPADE_D = ("M0,-47 C-9,-30 -45,-11 -45,11 C-45,28 -31,36 -19,36 C-11,36 -5,32 -2,26 "
           "C-3,36 -8,43 -16,48 L16,48 C8,43 3,36 2,26 C5,32 11,36 19,36 C31,36 45,28 45,11 "
           "C45,-11 9,-30 0,-47 Z")
CLUB_D = ("M-4,6 C-6,26 -10,40 -17,48 L17,48 C10,40 6,26 4,6 Z")


def _french(kind, color):
    if kind == "H":
        return [path(HEART_D, fill=color)]
    if kind == "S":
        return [path(DIAMOND_D, fill=color)]
    if kind == "L":
        return [path(SPADE_D, fill=color)]
    # clubs
    return [circle(0, -23, 20, fill=color), circle(-22, 9, 20, fill=color),
            circle(22, 9, 20, fill=color), circle(0, 2, 10, fill=color),
            path(CLUB_D, fill=color)]


GERMAN = {"E": _german_acorn, "L": _german_leaf, "H": _german_heart, "S": _german_bell}


def sign(style, suit, cx, cy, size, rot=0, palette=None):
    """style: 'german', 'french' (2-colour) or 'french4'; suit: E/L/H/S."""
    if style == "german":
        body = GERMAN[suit]()
    else:
        pal = palette or (FRENCH4 if style == "french4" else FRENCH2)
        body = _french(suit, pal[suit])
    return g(body, transform=tr(cx, cy, size / 100.0, rot))


def sign_color(style, suit):
    if style == "german":
        return GERMAN_COLORS[suit]
    return (FRENCH4 if style == "french4" else FRENCH2)[suit]
