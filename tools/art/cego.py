"""54-card Cego (Tarot) pack: 22 trumps (T1..T21, T22 = Gstieß) + 32 suit cards."""

from svgutil import (g, path, circle, ellipse, rect, line, poly, text, n, lingrad, SERIF)
import cardbase as cb
import figures as fg
import animals
from signs import sign, FRENCH2
import french

# Cego suit code -> our sign key (E clubs, L spades, H hearts, S diamonds)
SUIT_SIGN = {"H": "H", "D": "S", "C": "E", "S": "L"}
SUIT_NAMES = {"H": "Herz", "D": "Karo", "C": "Kreuz", "S": "Pik"}
PIPS = {"H": ["1", "2", "3", "4"], "D": ["1", "2", "3", "4"],
        "C": ["10", "9", "8", "7"], "S": ["10", "9", "8", "7"]}
COURTS = ["K", "Q", "C", "J"]
COURT_NAMES = {"K": "König", "Q": "Dame", "C": "Reiter", "J": "Bube"}

PALETTES = {
    "H": dict(main="#b8262c", trim="#f2d27a", sleeve="#f2d27a", hose="#6b1a1a", hat="#6b1a1a",
              feather="#ffffff", hair="#6b3f1f", beard="#e8e2d4", throne="#2b4a7a",
              horse="#f1ece2", mane="#b8b0a0"),
    "D": dict(main="#d88a1e", trim="#7a1f4a", sleeve="#7a1f4a", hose="#7a1f4a", hat="#7a1f4a",
              feather="#f2d27a", hair="#a0602a", beard="#a0602a", throne="#2f5a3a",
              horse="#8a5a32", mane="#3b2616"),
    "C": dict(main="#2b5c3a", trim="#e8c35a", sleeve="#e8c35a", hose="#1e3a28", hat="#1e3a28",
              feather="#c0302a", hair="#3b2414", beard="#cfc7b4", throne="#7a2b1d",
              horse="#5a4a42", mane="#2b2018"),
    "S": dict(main="#2a3f7a", trim="#c9d3e6", sleeve="#b8262c", hose="#1c2a52", hat="#1c2a52",
              feather="#f2d27a", hair="#8a5a2b", beard="#8a5a2b", throne="#6b2a5a",
              horse="#d9cbb0", mane="#8a6a4a"),
}

INK = "#1d1a17"

# picture area for trumps
PX, PY, PW, PH = 50, 84, 140, 192


def star(cx, cy, r, fill, stroke=None):
    import math
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    kw = {}
    if stroke:
        kw = dict(stroke=stroke, stroke_width="1", stroke_linejoin="round")
    return poly(pts, fill=fill, **kw)


def trump_index(label):
    one = []
    if label:
        one.append(cb.rank_text(26, 48, label, INK))
        one.append(star(26, 68, 9, "#b8262c", stroke=INK))
    else:
        one.append(star(26, 34, 20, "#e8b028", stroke=INK))
    return [g(one), g(one, transform="rotate(180,120,180)")]


# ------------------------------------------------------------------ scenes
SCENES = {
    "meadow": (("#bfe0f2", "#f6f1dc"), "#7fb04a", "#5e8f34"),
    "forest": (("#d7e8c8", "#f4efd8"), "#6e9a3e", "#4f7a2a"),
    "water": (("#c7e3f2", "#f2f0e0"), "#4f8fc0", "#356f9e"),
    "night": (("#1c2550", "#44507e"), "#2f4a3a", "#22382a"),
    "dusk": (("#f2b184", "#f8e6c4"), "#8a7a4a", "#6a5a32"),
    "sky": (("#7fb4e0", "#e6f1f8"), "#9ac46a", "#6e9a3e"),
}


def scene(kind):
    (top, bottom), ground, ground_d = SCENES[kind]
    defs = [lingrad("sky", [(0, top), (1, bottom)], 0, PY, 0, PY + PH, user=True)]
    out = [rect(PX, PY, PW, PH, rx=6, fill="url(#sky)")]
    if kind == "night":
        for (x, y, r) in ((66, 100, 2), (92, 116, 1.4), (170, 104, 1.8), (150, 126, 1.2),
                          (78, 140, 1.2), (176, 150, 1.5), (62, 176, 1.3), (120, 98, 1.2)):
            out.append(star(x, y, r * 2.4, "#f8f0c0"))
    if kind == "sky":
        out.append(ellipse(80, 120, 18, 7, fill="#ffffff", opacity="0.8"))
        out.append(ellipse(160, 230, 22, 8, fill="#ffffff", opacity="0.8"))
    if kind == "meadow":
        out.append(circle(170, 106, 11, fill="#f6d55c", opacity="0.9"))
    if kind == "forest":
        for x, h, c in ((62, 70, "#7aa070"), (84, 90, "#5f8a58"), (162, 84, "#6a9562"),
                        (182, 64, "#7aa070")):
            out.append(path("M%s,%s l-%s,%s l%s,0 Z" % (n(x), n(238 - h), n(h * 0.28), n(h),
                                                     n(h * 0.56)), fill=c, opacity="0.75"))
    if kind == "water":
        out.append(rect(PX, 236, PW, PH - (236 - PY), fill=ground))
        out.append(path(" ".join("M%s,%s q7,-4 14,0 q7,4 14,0" % (x, y)
                                 for y in (246, 258, 268) for x in range(56 + (y % 3) * 6, 176, 40)),
                        fill="none", stroke="#d8ecf8", stroke_width="1.6", opacity="0.8"))
    else:
        out.append(path("M%s,238 Q90,226 120,232 Q160,238 %s,230 L%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s Z" % (
            PX, PX + PW, PX + PW, PY + PH - 6, PX + PW, PY + PH, PX + PW - 6, PY + PH,
            PX + 6, PY + PH, PX, PY + PH, PX, PY + PH - 6), fill=ground))
        out.append(path("M62,256 l3,-6 l3,6 M150,262 l3,-6 l3,6 M100,268 l3,-6 l3,6",
                        fill="none", stroke=ground_d, stroke_width="1.4"))
    out.append(rect(PX, PY, PW, PH, rx=6, fill="none", stroke=INK, stroke_width="1.8"))
    return defs, out


def big_number(num):
    band = [rect(PX, 16, PW, 60, rx=6, fill="#f3e6c4", stroke=INK, stroke_width="1.5"),
            rect(PX + 4, 20, PW - 8, 52, rx=4, fill="none", stroke="#b8262c", stroke_width="1"),
            text(120, 65, str(num), 50, INK, family=SERIF)]
    return [g(band), g(band, transform="rotate(180,120,180)")]


def caption(label, y=270):
    w = 10 + 8.2 * len(label)
    return [rect(120 - w / 2, y - 14, w, 19, rx=3, fill="#fffaf0", stroke=INK, stroke_width="1"),
            text(120, y, label, 13, INK, family=SERIF)]


def trump(num):
    name, drawer, kind = animals.TRUMPS[num]
    defs, out = scene(kind)
    scale = 1.05
    cx, cy = 120, 190
    if num in (1, 21):
        cy = 184
    out.append(g(drawer(), transform="translate(%s,%s) scale(%s)" % (n(cx), n(cy), n(scale))))
    if num in (1, 21):
        out += caption(name)
    out += big_number(num)
    out += trump_index(str(num))
    return defs, out, name


def gstiess():
    """T22: the Gstieß (Sküs) - a jester with a bagpipe, no number."""
    red, yel, grn = "#c0302a", "#f0c24e", "#2f7d44"
    defs = [lingrad("bg", [(0, "#f4e7c6"), (1, "#efd9a8")], 0, 12, 0, 348, user=True)]
    out = [rect(cb.FX, cb.FY, cb.FW, cb.FH, rx=6, fill="url(#bg)", stroke=INK, stroke_width="2"),
           rect(cb.FX + 4, cb.FY + 4, cb.FW - 8, cb.FH - 8, rx=4, fill="none", stroke="#b8262c",
                stroke_width="0.8")]
    # little stars in the background
    for x, y in ((66, 40), (172, 70), (62, 300), (176, 316), (170, 200), (66, 170)):
        out.append(star(x, y, 6, "#e8b028", stroke="#8a6410"))
    out.append(fg.shadow())
    # legs: one red, one yellow (motley)
    out.append(rect(106, 238, 12, 76, fill=red, stroke=INK, stroke_width="1.3"))
    out.append(rect(122, 238, 12, 76, fill=yel, stroke=INK, stroke_width="1.3"))
    for x, c in ((110, grn), (130, grn)):
        out.append(path("M%s,312 q-12,0 -16,6 q-4,-8 2,-10 Z" % n(x), fill=c, stroke=INK,
                        stroke_width="1.2") if x == 110 else
                   path("M%s,312 q12,0 16,6 q4,-8 -2,-10 Z" % n(x), fill=c, stroke=INK,
                        stroke_width="1.2"))
    out.append(circle(92, 314, 3, fill=yel, stroke=INK, stroke_width="0.8"))
    out.append(circle(148, 314, 3, fill=yel, stroke=INK, stroke_width="0.8"))
    # motley doublet
    out.append(path("M96,126 C108,124 120,124 120,124 L120,246 Q108,246 90,242 L102,182 Z",
                    fill=yel, stroke=INK, stroke_width="1.5"))
    out.append(path("M144,126 C132,124 120,124 120,124 L120,246 Q132,246 150,242 L138,182 Z",
                    fill=red, stroke=INK, stroke_width="1.5"))
    # zig-zag hem with bells
    hem = "M90,242 " + " ".join("L%s,%s L%s,242" % (n(90 + 6 * (2 * k + 1)), 254, n(90 + 12 * (k + 1)))
                                for k in range(5))
    out.append(path(hem + " Z", fill=grn, stroke=INK, stroke_width="1.2"))
    for k in range(5):
        out.append(circle(90 + 6 * (2 * k + 1), 256, 2.6, fill="#e8b028", stroke=INK,
                          stroke_width="0.7"))
    out.append(rect(100, 180, 40, 7, fill=grn, stroke=INK, stroke_width="1"))
    # collar of points
    coll = "M98,124 " + " ".join("L%s,%s L%s,124" % (n(98 + 4.4 * (2 * k + 1)), 138,
                                                   n(98 + 8.8 * (k + 1))) for k in range(5))
    out.append(path(coll + " Z", fill=grn, stroke=INK, stroke_width="1.1"))
    out += fg.face(120, 98, hair="#8a5a2b")
    out.append(path("M112,104 q8,6 16,0", fill="none", stroke="#8a3a2a", stroke_width="1.6",
                    stroke_linecap="round"))
    # jester cap with three bells
    out.append(path("M102,86 C96,64 80,54 66,62 C80,62 90,72 98,88 Z", fill=red, stroke=INK,
                    stroke_width="1.4"))
    out.append(path("M138,86 C144,64 160,54 174,62 C160,62 150,72 142,88 Z", fill=grn, stroke=INK,
                    stroke_width="1.4"))
    out.append(path("M104,86 C104,66 112,44 122,34 C124,50 134,70 136,86 Z", fill=yel, stroke=INK,
                    stroke_width="1.4"))
    out.append(rect(101, 82, 38, 8, rx=3, fill=grn, stroke=INK, stroke_width="1.2"))
    for x, y in ((66, 62), (174, 62), (122, 32)):
        out.append(circle(x, y, 4.5, fill="#e8b028", stroke=INK, stroke_width="1"))
    # bagpipe
    out += fg.arm([(98, 132), (92, 166), (110, 180)], yel, width=12, hand=False)
    out.append(ellipse(106, 190, 20, 15, fill="#7a4a8a", stroke=INK, stroke_width="1.5",
                       transform="rotate(-20,106,190)"))
    out.append(path("M98,182 q-8,-20 -14,-40", fill="none", stroke=INK, stroke_width="5",
                    stroke_linecap="round"))
    out.append(path("M98,182 q-8,-20 -14,-40", fill="none", stroke="#c89a50", stroke_width="3",
                    stroke_linecap="round"))
    out.append(path("M106,180 q-6,-26 -2,-56", fill="none", stroke=INK, stroke_width="5",
                    stroke_linecap="round"))
    out.append(path("M106,180 q-6,-26 -2,-56", fill="none", stroke="#c89a50", stroke_width="3",
                    stroke_linecap="round"))
    out.append(path("M116,196 L134,226", stroke=INK, stroke_width="6", stroke_linecap="round"))
    out.append(path("M116,196 L134,226", stroke="#c89a50", stroke_width="3.6", stroke_linecap="round"))
    out.append(circle(110, 180, 6.5, fill=fg.SKIN, stroke=fg.SKIN_LINE, stroke_width="1.3"))
    out += fg.arm([(142, 132), (152, 176), (134, 222)], red, width=12)
    out.append(path("M116,116 L110,176", stroke=INK, stroke_width="2"))
    out += caption("Gstieß", y=340)
    out += trump_index(None)
    return defs, out


# ------------------------------------------------------------------ suit cards
def suit_index(suit, label):
    key = SUIT_SIGN[suit]
    col = FRENCH2[key]
    return cb.corner_index(label, col, lambda x, y, s: sign("french", key, x, y, s * 0.95))


def suit_card(suit, rank):
    key = SUIT_SIGN[suit]
    if rank in COURTS:
        body = french.court("french", key, rank, palettes={key: PALETTES[suit]})
    elif rank == "1":
        col = FRENCH2[key]
        body = [circle(120, 180, 70, fill="none", stroke=col, stroke_width="1.2", opacity="0.5"),
                circle(120, 180, 76, fill="none", stroke=col, stroke_width="3", opacity="0.25"),
                sign("french", key, 120, 180, 104)]
    else:
        count = int(rank)
        body = cb.pips("french", key, count, size=44 if count >= 9 else 50)
    return body + suit_index(suit, rank)


def build(writer):
    for num in range(1, 22):
        defs, body, name = trump(num)
        writer.write("cego/T%d.svg" % num, cb.card_doc(body, defs=defs,
                                                       title="Trumpf %d (%s)" % (num, name)))
    defs, body = gstiess()
    writer.write("cego/T22.svg", cb.card_doc(body, defs=defs, title="Gstieß"))
    for s in "HDCS":
        for r in COURTS + PIPS[s]:
            title = "%s %s" % (SUIT_NAMES[s], COURT_NAMES.get(r, r))
            writer.write("cego/%s%s.svg" % (s, r), cb.card_doc(suit_card(s, r), title=title))
