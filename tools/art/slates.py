"""Dreeg score slates: wooden frame with chalkboard and chalk tally strokes.

frame.svg is 400x300; the board area is the rectangle x=24 y=24 w=352 h=252.
The stroke overlays (<style>_<n>.svg) are 352x252 transparent documents meant
to be drawn exactly onto that board area.  Each stroke is a <g id="strokeK">,
K numbered in erasing order (stroke1 is erased first).  In <style>_<n>.svg the
strokes 1..(N-n) are erased (faint smudge) and the rest are intact.
"""

import math
import random

from svgutil import g, path, rect, circle, ellipse, n, document, lingrad, radgrad

FW, FH = 400, 300
BX, BY, BW, BH = 24, 24, 352, 252

CHALK = "#f3f0e6"
BOARD = "#26302b"


def _jitter_line(rng, x0, y0, x1, y1, amp, steps=None):
    L = math.hypot(x1 - x0, y1 - y0)
    steps = steps or max(3, int(L / 14))
    nx, ny = -(y1 - y0) / L, (x1 - x0) / L
    pts = []
    drift = 0.0
    for i in range(steps + 1):
        t = i / steps
        drift = drift * 0.6 + rng.uniform(-amp, amp)
        if i in (0, steps):
            d = drift * 0.3
        else:
            d = drift
        pts.append((x0 + (x1 - x0) * t + nx * d, y0 + (y1 - y0) * t + ny * d))
    return pts


def _smooth(pts):
    d = "M%s,%s" % (n(pts[0][0]), n(pts[0][1]))
    for i in range(1, len(pts) - 1):
        mx = (pts[i][0] + pts[i + 1][0]) / 2
        my = (pts[i][1] + pts[i + 1][1]) / 2
        d += " Q%s,%s %s,%s" % (n(pts[i][0]), n(pts[i][1]), n(mx), n(my))
    d += " L%s,%s" % (n(pts[-1][0]), n(pts[-1][1]))
    return d


def chalk_segment(rng, x0, y0, x1, y1, w=9.0):
    """Hand-drawn looking chalk line made of a few overlapping passes + grain."""
    out = []
    main = _jitter_line(rng, x0, y0, x1, y1, 1.4)
    out.append(path(_smooth(main), fill="none", stroke=CHALK, stroke_width=n(w),
                    stroke_linecap="round", stroke_linejoin="round", opacity="0.78"))
    for k in range(2):
        off = rng.uniform(-w * 0.25, w * 0.25)
        L = math.hypot(x1 - x0, y1 - y0)
        nx, ny = -(y1 - y0) / L, (x1 - x0) / L
        s0 = rng.uniform(0.0, 0.12)
        s1 = rng.uniform(0.88, 1.0)
        p = _jitter_line(rng, x0 + (x1 - x0) * s0 + nx * off, y0 + (y1 - y0) * s0 + ny * off,
                         x0 + (x1 - x0) * s1 + nx * off, y0 + (y1 - y0) * s1 + ny * off, 1.0)
        out.append(path(_smooth(p), fill="none", stroke="#ffffff", stroke_width=n(w * 0.45),
                        stroke_linecap="round", opacity="0.55"))
    # grain: little gaps of board colour and loose chalk specks
    L = math.hypot(x1 - x0, y1 - y0)
    nx, ny = -(y1 - y0) / L, (x1 - x0) / L
    gaps = []
    specks = []
    for i in range(int(L / 5)):
        t = rng.random()
        o = rng.uniform(-w * 0.45, w * 0.45)
        x, y = x0 + (x1 - x0) * t + nx * o, y0 + (y1 - y0) * t + ny * o
        ln = rng.uniform(1.0, 3.2)
        gaps.append("M%s,%s l%s,%s" % (n(x), n(y), n((x1 - x0) / L * ln), n((y1 - y0) / L * ln)))
    for i in range(int(L / 12)):
        t = rng.random()
        o = rng.choice((-1, 1)) * rng.uniform(w * 0.55, w * 1.1)
        x, y = x0 + (x1 - x0) * t + nx * o, y0 + (y1 - y0) * t + ny * o
        specks.append("M%s,%s l0.6,0.4" % (n(x), n(y)))
    out.append(path(" ".join(gaps), fill="none", stroke=BOARD, stroke_width="1.3",
                    stroke_linecap="round", opacity="0.55"))
    out.append(path(" ".join(specks), fill="none", stroke=CHALK, stroke_width="1.4",
                    stroke_linecap="round", opacity="0.6"))
    return out


def smudge(rng, segs, w=9.0):
    """A faint wiped-out trace of the stroke."""
    out = []
    for (x0, y0, x1, y1) in segs:
        L = math.hypot(x1 - x0, y1 - y0)
        nx, ny = -(y1 - y0) / L, (x1 - x0) / L
        p = _jitter_line(rng, x0, y0, x1, y1, 2.5)
        out.append(path(_smooth(p), fill="none", stroke="#dcdad2", stroke_width=n(w * 2.6),
                        stroke_linecap="round", opacity="0.05"))
        p = _jitter_line(rng, x0 + nx * 3, y0 + ny * 3, x1 - nx * 2, y1 - ny * 2, 2.0)
        out.append(path(_smooth(p), fill="none", stroke="#e6e4dc", stroke_width=n(w * 1.2),
                        stroke_linecap="round", opacity="0.07"))
        # wipe streaks across the stroke direction
        streaks = []
        for k in range(4):
            t = rng.uniform(0.1, 0.9)
            cx, cy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            a = rng.uniform(-0.5, 0.5)
            dx, dy = math.cos(a) * 14, math.sin(a) * 14
            streaks.append("M%s,%s l%s,%s" % (n(cx - dx), n(cy - dy), n(2 * dx), n(2 * dy)))
        out.append(path(" ".join(streaks), fill="none", stroke="#e6e4dc", stroke_width="3",
                        stroke_linecap="round", opacity="0.06"))
    return out


# ---------------------------------------------------------------- geometry
def _x_parts(cx, cy, hw, hh, gap=15, centre=22):
    """An X as centre piece (two short crossing segments) + four arms."""
    L = math.hypot(hw, hh)
    ux, uy = hw / L, hh / L
    centre_segs = [(cx - ux * centre, cy - uy * centre, cx + ux * centre, cy + uy * centre),
                   (cx + ux * centre, cy - uy * centre, cx - ux * centre, cy + uy * centre)]
    arms = [(cx - ux * gap, cy - uy * gap, cx - hw, cy - hh),     # upper left
            (cx + ux * gap, cy - uy * gap, cx + hw, cy - hh),     # upper right
            (cx + ux * gap, cy + uy * gap, cx + hw, cy + hh),     # lower right
            (cx - ux * gap, cy + uy * gap, cx - hw, cy + hh)]     # lower left
    return centre_segs, arms


def strokes_xii():
    c, arms = _x_parts(98, 126, 66, 92)
    return [c] + [[a] for a in arms] + [[(212, 34, 214, 218)], [(290, 34, 288, 218)]]


def strokes_iii():
    xs = (96, 176, 256)
    out = [[(58, 126, 296, 124)]]                        # middle crossing (erased first)
    for x in xs:
        out.append([(x, 32, x + 1, 121)])                # upper halves
    for x in xs:
        out.append([(x + 1, 131, x, 220)])               # lower halves
    return out


def strokes_seven():
    # continental seven: top bar (two halves) with a tick, a corner joining the
    # bar to the diagonal, the diagonal in two pieces and the crossing bar
    corner = [(236, 46, 280, 44), (280, 44, 262, 80)]
    cross = [(168, 136, 262, 134)]
    tick = [(78, 48, 70, 86)]
    bar_l = [(80, 48, 158, 47)]
    bar_r = [(164, 47, 230, 46)]
    # diagonal from the corner (276,48) down to (160,226); split at the crossing
    dx0, dy0, dx1, dy1 = 276.0, 48.0, 160.0, 226.0

    def at(t):
        return (dx0 + (dx1 - dx0) * t, dy0 + (dy1 - dy0) * t)
    d_up = [at(0.24) + at(0.45)]
    d_lo = [at(0.55) + at(1.0)]
    return [corner, cross, tick, bar_l, bar_r, d_up, d_lo]


def strokes_xx():
    c1, a1 = _x_parts(94, 126, 70, 94)
    c2, a2 = _x_parts(258, 126, 70, 94)
    return [c1, c2] + [[a] for a in a1] + [[a] for a in a2]


STYLES = {"xii": strokes_xii, "iii": strokes_iii, "seven": strokes_seven, "xx": strokes_xx}


def tally_doc(style, remaining):
    strokes = STYLES[style]()
    total = len(strokes)
    erased = total - remaining
    rng = random.Random("stammtisch-%s" % style)   # same chalk hand for every count
    body = []
    for k, segs in enumerate(strokes, 1):
        srng = random.Random("%s-stroke-%d" % (style, k))
        if k <= erased:
            body.append(g(smudge(srng, segs), id="stroke%d" % k))
        else:
            parts = []
            for (x0, y0, x1, y1) in segs:
                parts += chalk_segment(srng, x0, y0, x1, y1)
            body.append(g(parts, id="stroke%d" % k))
    del rng
    return document(body, BW, BH, title="%s tally, %d of %d strokes left" % (style, remaining, total))


def frame():
    defs = [lingrad("wood", [(0, "#8a5a30"), (0.5, "#6b4222"), (1, "#4e2e16")], 0, 0, 1, 1),
            radgrad("slate", [(0, "#35413a"), (1, "#202824")], 200, 150, 220, user=True)]
    rng = random.Random("slate-frame")
    out = ["<!-- Board area (where the stroke overlays go): x=%d y=%d width=%d height=%d "
           "in this 400x300 viewBox. Overlays are %dx%d documents. -->" % (BX, BY, BW, BH, BW, BH)]
    out.append(rect(0, 0, FW, FH, rx=12, fill="url(#wood)", stroke="#2e1a0c", stroke_width="2"))
    # wood grain on the frame
    grains = []
    for k in range(26):
        y = 3 + k * (FH - 6) / 25.0
        p = [(4, y)]
        for x in range(24, FW, 24):
            p.append((x, y + rng.uniform(-1.2, 1.2)))
        p.append((FW - 4, y))
        grains.append(_smooth(p))
    out.append(path(" ".join(grains), fill="none", stroke="#2e1a0c", stroke_width="0.8",
                    opacity="0.35"))
    # mitred corners
    out.append(path("M0,0 L%d,%d M%d,0 L%d,%d M0,%d L%d,%d M%d,%d L%d,%d" % (
        BX, BY, FW, FW - BX, BY, FH, BX, FH - BY, FW, FH, FW - BX, FH - BY),
        stroke="#2e1a0c", stroke_width="1.2", opacity="0.7"))
    out.append(rect(3, 3, FW - 6, FH - 6, rx=10, fill="none", stroke="#c08a50", stroke_width="1.5",
                    opacity="0.6"))
    out.append(rect(BX - 3, BY - 3, BW + 6, BH + 6, rx=3, fill="none", stroke="#2e1a0c",
                    stroke_width="3"))
    out.append(rect(BX, BY, BW, BH, fill="url(#slate)"))
    # faint residue of old chalk
    for k in range(7):
        x = rng.uniform(BX + 40, BX + BW - 40)
        y = rng.uniform(BY + 30, BY + BH - 30)
        out.append(ellipse(x, y, rng.uniform(30, 70), rng.uniform(8, 20), fill="#e8e6de",
                           opacity="0.02",
                           transform="rotate(%s,%s,%s)" % (n(rng.uniform(-25, 25)), n(x), n(y))))
    # a hanging hole and a small chalk piece on the ledge
    out.append(circle(FW / 2, 11, 4, fill="#2e1a0c"))
    out.append(rect(FW - 78, FH - 18, 26, 8, rx=3, fill="#f3f0e6", stroke="#b8b4a8",
                    stroke_width="0.8", transform="rotate(-6,%d,%d)" % (FW - 65, FH - 14)))
    return document(out, FW, FH, defs=defs, title="Dreeg slate frame")


def bollern():
    """A filled round chalk blob, 80x80."""
    rng = random.Random("bollern")
    out = []
    cx, cy, R = 40.0, 40.0, 26.0
    # irregular filled base
    pts = []
    for k in range(24):
        a = k * math.pi * 2 / 24
        r = R + rng.uniform(-2.2, 2.2)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    d = "M%s,%s" % (n(pts[0][0]), n(pts[0][1]))
    for i in range(len(pts)):
        p1 = pts[(i + 1) % len(pts)]
        p0 = pts[i]
        d += " Q%s,%s %s,%s" % (n(p0[0]), n(p0[1]), n((p0[0] + p1[0]) / 2), n((p0[1] + p1[1]) / 2))
    out.append(path(d + " Z", fill=CHALK, opacity="0.72"))
    # scribble hatching over it
    hatch = []
    for k in range(16):
        y = cy - R + 3 + k * (2 * R - 6) / 15.0
        half = math.sqrt(max(0.0, R * R - (y - cy) ** 2)) - 1.5
        hatch.append("M%s,%s L%s,%s" % (n(cx - half), n(y + rng.uniform(-1, 1)), n(cx + half),
                                       n(y + rng.uniform(-3, 3))))
    out.append(path(" ".join(hatch), fill="none", stroke="#ffffff", stroke_width="3.2",
                    stroke_linecap="round", opacity="0.55"))
    # grain
    gaps = []
    for k in range(70):
        a = rng.uniform(0, math.pi * 2)
        r = math.sqrt(rng.random()) * (R - 2)
        x, y = cx + r * math.cos(a), cy + r * math.sin(a)
        gaps.append("M%s,%s l%s,%s" % (n(x), n(y), n(rng.uniform(0.5, 2.5)), n(rng.uniform(-0.8, 0.8))))
    out.append(path(" ".join(gaps), fill="none", stroke=BOARD, stroke_width="1.2",
                    stroke_linecap="round", opacity="0.4"))
    specks = []
    for k in range(26):
        a = rng.uniform(0, math.pi * 2)
        r = R + rng.uniform(1.5, 6)
        specks.append("M%s,%s l0.7,0.3" % (n(cx + r * math.cos(a)), n(cy + r * math.sin(a))))
    out.append(path(" ".join(specks), fill="none", stroke=CHALK, stroke_width="1.5",
                    stroke_linecap="round", opacity="0.6"))
    return document([g(out, id="bollern")], 80, 80, title="Bollern chalk mark")


def build(writer):
    writer.write("slates/frame.svg", frame())
    writer.write("slates/bollern.svg", bollern())
    for style, fn in STYLES.items():
        total = len(fn())
        for remaining in range(total, -1, -1):
            writer.write("slates/%s_%d.svg" % (style, remaining), tally_doc(style, remaining))
