"""Simple stylised animals for the Cego trumps.

Every animal is drawn in a local box of roughly x -60..60, y -50..46 with the
ground line at y = 44.  Functions return lists of SVG element strings.
"""

from svgutil import g, path, circle, ellipse, rect, line, poly, n

OL = "#2b2018"      # outline
SW = "1.6"          # outline width


def P(d, fill, **kw):
    kw.setdefault("stroke", OL)
    kw.setdefault("stroke_width", SW)
    kw.setdefault("stroke_linejoin", "round")
    return path(d, fill=fill, **kw)


def leg(x0, y0, x1, y1, color, w=7, hoof=None):
    out = [line(x0, y0, x1, y1, stroke=OL, stroke_width=n(w + 3.2), stroke_linecap="round"),
           line(x0, y0, x1, y1, stroke=color, stroke_width=n(w), stroke_linecap="round")]
    if hoof:
        out.append(line(x1, y1 - 2, x1, y1 + 1, stroke=hoof, stroke_width=n(w + 1),
                        stroke_linecap="butt"))
    return out


def eye(x, y, r=2.2, white=False):
    if white:
        return [circle(x, y, r + 1.6, fill="#ffffff", stroke=OL, stroke_width="0.8"),
                circle(x, y, r, fill=OL)]
    return [circle(x, y, r, fill=OL), circle(x - r * 0.3, y - r * 0.35, r * 0.35, fill="#ffffff")]


def flip(items):
    return [g(items, transform="scale(-1,1)")]


# ------------------------------------------------------------ quadrupeds
def goat():
    c, d = "#f1ede4", "#c9c0ae"
    o = []
    o += leg(-16, 8, -18, 42, d, 6, hoof=OL) + leg(22, 8, 24, 42, d, 6, hoof=OL)
    o.append(P("M30,-8 l10,-10 l-2,10 Z", c))                                   # tail
    o.append(P("M-26,-6 C-24,-18 20,-20 32,-10 C38,0 34,12 24,14 L-20,14 C-28,12 -30,2 -26,-6 Z", c))
    o += leg(-22, 8, -24, 42, c, 6, hoof=OL) + leg(16, 8, 18, 42, c, 6, hoof=OL)
    # neck and head
    o.append(P("M-26,0 C-30,-14 -32,-24 -34,-30 L-22,-34 C-20,-20 -16,-10 -12,-6 Z", c))
    o.append(P("M-22,-38 C-30,-40 -44,-34 -50,-24 C-52,-20 -48,-18 -44,-19 C-38,-22 -30,-24 -22,-26 Z", c))
    o.append(P("M-24,-38 C-20,-52 -8,-54 -2,-46 C-8,-50 -14,-46 -18,-36 Z", "#a08a64"))   # horn
    o.append(P("M-26,-34 l-2,-8 l8,4 Z", d))                                      # ear
    o.append(P("M-44,-20 C-46,-12 -44,-6 -40,-2 C-40,-8 -38,-14 -38,-20 Z", "#d8d0bf"))   # beard
    o += eye(-36, -30, 1.8)
    o.append(circle(-49, -23, 1.2, fill=OL))
    return o


def fox():
    c, d, w = "#e0782a", "#a94e14", "#fbf3e6"
    o = []
    o += leg(-14, 6, -18, 40, d, 6) + leg(22, 6, 26, 40, d, 6)
    o.append(P("M26,-6 C46,-16 64,0 58,22 C54,28 44,22 40,18 C34,12 30,8 24,6 Z", c))   # tail
    o.append(P("M58,22 C54,28 44,22 40,18 C48,20 54,18 57,12 Z", w))
    o.append(P("M-30,-4 C-26,-16 18,-16 30,-6 C36,2 30,12 20,12 L-20,12 C-30,10 -34,4 -30,-4 Z", c))
    o.append(P("M-26,4 C-18,12 4,12 10,10 C-4,16 -20,14 -26,4 Z", w, stroke="none"))
    o += leg(-20, 6, -24, 40, c, 6) + leg(14, 6, 16, 40, c, 6)
    for x in (-24, 16):
        o.append(rect(x - 4, 34, 8, 8, rx=2, fill=OL))
    # head
    o.append(P("M-22,-6 C-24,-18 -30,-26 -38,-28 L-58,-18 C-54,-12 -46,-8 -36,-4 Z", c))
    o.append(P("M-58,-18 C-54,-12 -46,-8 -36,-4 C-34,-10 -40,-12 -50,-14 Z", w))
    o.append(P("M-38,-28 L-40,-46 L-28,-30 Z", c))
    o.append(P("M-30,-26 L-24,-42 L-20,-24 Z", d))
    o.append(circle(-58, -18, 2.4, fill=OL))
    o += eye(-40, -20, 2)
    return o


def wolf():
    c, d, w = "#8d939b", "#5d636b", "#dfe3e6"
    o = []
    o += leg(-16, 4, -20, 42, d, 7) + leg(22, 4, 28, 42, d, 7)
    o.append(P("M28,-8 C40,-2 46,14 44,30 C38,26 32,14 26,6 Z", c))             # drooping tail
    o.append(P("M-30,-2 C-30,-18 16,-18 30,-8 C36,2 30,10 20,10 L-18,10 C-28,10 -32,6 -30,-2 Z", c))
    o.append(P("M-30,-6 C-26,-12 -20,-14 -14,-14 L-20,-2 Z", w, stroke="none"))
    o += leg(-22, 4, -24, 42, c, 7) + leg(16, 4, 18, 42, c, 7)
    # howling head, snout pointing up-left
    o.append(P("M-18,-10 C-22,-22 -26,-30 -30,-34 L-40,-54 L-44,-50 L-40,-36 C-40,-26 -38,-12 -30,-2 Z", c))
    o.append(P("M-30,-34 L-26,-48 L-22,-32 Z", d))
    o.append(P("M-40,-36 L-48,-46 L-44,-50 Z", w))
    o.append(circle(-41, -54, 2.2, fill=OL))
    o.append(path("M-34,-38 l4,-2", stroke=OL, stroke_width="2", stroke_linecap="round"))
    return o


def cat():
    c, d = "#2e2e36", "#4a4a55"
    o = []
    o.append(P("M14,40 C40,40 48,20 38,4 C34,-2 30,2 34,8 C40,20 32,32 14,34 Z", c))    # tail
    o.append(P("M-20,40 C-26,20 -22,-4 -6,-12 C8,-14 20,0 22,20 C24,32 20,40 14,42 L-18,42 Z", c))
    o.append(P("M-14,42 C-14,30 -12,22 -10,16 M2,42 C2,30 0,22 -2,16", "none", stroke=d, stroke_width="2"))
    # head
    o.append(circle(-6, -22, 16, fill=c, stroke=OL, stroke_width=SW))
    o.append(P("M-20,-28 L-20,-46 L-8,-36 Z", c))
    o.append(P("M4,-36 L10,-46 L10,-28 Z", c))
    o.append(P("M-18,-32 L-18,-42 L-11,-36 Z", "#c48a9a", stroke="none"))
    o.append(ellipse(-12, -24, 3.4, 4, fill="#f2d01e"))
    o.append(ellipse(0, -24, 3.4, 4, fill="#f2d01e"))
    o.append(ellipse(-12, -24, 1, 3, fill=OL))
    o.append(ellipse(0, -24, 1, 3, fill=OL))
    o.append(path("M-7.5,-17 l2,2 l2,-2 Z", fill="#e79ab0"))
    o.append(path("M-20,-16 l-14,-2 M-20,-13 l-14,2 M8,-16 l14,-2 M8,-13 l14,2", stroke="#d8d8d8",
                  stroke_width="0.9"))
    return o


def hare():
    c, d, w = "#a77b52", "#7c5636", "#f4ebdc"
    o = []
    o.append(P("M-34,-30 C-40,-52 -34,-62 -28,-60 C-24,-52 -26,-40 -28,-30 Z", d))         # far ear
    o.append(P("M26,4 C36,0 40,10 34,16 Z", w))                                      # tail
    o.append(P("M-22,-10 C-10,-20 20,-14 28,2 C34,16 28,34 12,40 L-16,40 C-26,30 -28,6 -22,-10 Z", c))
    o.append(P("M4,18 C20,14 30,26 24,40 L-2,42 C-8,40 -6,22 4,18 Z", c))                # haunch
    o.append(P("M-6,42 L24,42 C28,42 28,38 24,38 L0,38 Z", d))                            # hind foot
    o.append(P("M-22,22 L-22,42 L-14,42 L-16,22 Z", c))                                   # fore leg
    o.append(P("M-28,-24 C-40,-26 -50,-16 -46,-6 C-42,2 -30,2 -22,-4 C-18,-12 -20,-20 -28,-24 Z", c))
    o.append(P("M-26,-24 C-28,-50 -20,-62 -14,-58 C-12,-48 -16,-36 -20,-22 Z", c))         # ear
    o.append(P("M-23,-28 C-23,-46 -18,-54 -16,-52 C-15,-44 -18,-36 -20,-28 Z", "#e6b8a8", stroke="none"))
    o += eye(-36, -14, 2.1)
    o.append(circle(-46, -8, 1.6, fill="#6b3a3a"))
    return o


def squirrel():
    c, d, w = "#c2551e", "#8f3a10", "#f6e7d0"
    o = []
    o.append(P("M8,36 C40,40 54,10 44,-16 C38,-34 20,-44 12,-30 C24,-30 30,-16 26,-2 "
               "C22,12 10,20 4,28 Z", c))                                                # tail
    o.append(P("M26,-14 C32,-28 22,-38 14,-32", "none", stroke=d, stroke_width="2"))
    o.append(P("M-14,40 C-22,24 -18,0 -6,-8 C6,-12 16,4 16,20 C16,34 10,40 4,42 L-12,42 Z", c))
    o.append(P("M-10,2 C-14,12 -14,26 -10,36 C-6,26 -6,12 -10,2 Z", w, stroke="none"))
    o.append(P("M-4,42 L12,42 C14,36 10,34 2,36 Z", d))
    # head
    o.append(P("M-8,-10 C-16,-12 -28,-16 -30,-24 C-30,-32 -22,-38 -12,-36 C-2,-34 2,-24 -2,-14 Z", c))
    o.append(P("M-10,-34 L-8,-48 L-2,-34 Z", c))
    o.append(path("M-8,-48 l-2,-4 M-8,-48 l2,-4", stroke=d, stroke_width="1.5"))
    o += eye(-18, -28, 2)
    o.append(circle(-30, -24, 1.5, fill=OL))
    # acorn in paws
    o.append(ellipse(-20, -4, 4, 5, fill="#a0672a", stroke=OL, stroke_width="1"))
    o.append(path("M-24.5,-6 q4.5,-5 9,0 Z", fill="#6b6b24", stroke=OL, stroke_width="1"))
    o.append(P("M-10,-8 C-16,-6 -20,-2 -18,2", "none", stroke=OL, stroke_width="5",
               stroke_linecap="round"))
    o.append(P("M-10,-8 C-16,-6 -20,-2 -18,2", "none", stroke=c, stroke_width="3",
               stroke_linecap="round"))
    return o


def hedgehog():
    c, d, f = "#6e5238", "#3d2a1a", "#d9b48a"
    o = []
    spikes = "M-30,26"
    import math
    for k in range(17):
        a = math.pi * (1 - (k + 0.5) / 17)
        a2 = math.pi * (1 - (k + 1) / 17)
        spikes += " L%s,%s L%s,%s" % (n(4 + 46 * math.cos(a)), n(28 - 40 * math.sin(a)),
                                      n(4 + 34 * math.cos(a2)), n(28 - 30 * math.sin(a2)))
    spikes += " L40,30 Z"
    o.append(P(spikes, d))
    o.append(P("M-26,28 C-26,0 0,-8 8,-6 C30,-4 38,14 36,30 Z", c))
    for x, y in ((-10, 6), (6, 0), (20, 10), (-2, 18), (14, 20), (26, 22)):
        o.append(path("M%s,%s l3,-7 l3,7" % (x, y), fill="none", stroke="#a88a6a", stroke_width="1.3"))
    o.append(P("M-22,28 C-28,12 -40,12 -52,22 C-48,28 -36,32 -22,32 Z", f))
    o.append(circle(-52, 22, 2.6, fill=OL))
    o += eye(-36, 18, 1.9)
    o += [rect(-24, 28, 8, 14, rx=3, fill=f, stroke=OL, stroke_width="1.2"),
          rect(20, 28, 8, 14, rx=3, fill=f, stroke=OL, stroke_width="1.2")]
    # apple on the spikes
    o.append(circle(12, -20, 8, fill="#d83a2a", stroke=OL, stroke_width="1.3"))
    o.append(path("M12,-28 l1,-5", stroke=OL, stroke_width="1.6"))
    o.append(path("M13,-31 q6,-4 8,0 q-4,3 -8,0 Z", fill="#4a9a30"))
    return o


def sheep():
    w, f = "#f7f3ea", "#2b2b2b"
    o = []
    o += leg(-16, 10, -16, 42, f, 5.5) + leg(20, 10, 20, 42, f, 5.5)
    puffs = [(-22, -8), (-10, -16), (4, -18), (18, -14), (28, -4), (26, 10), (12, 14),
             (-4, 14), (-18, 10), (-28, 2)]
    for x, y in puffs:
        o.append(circle(x, y, 11, fill=w, stroke=OL, stroke_width=SW))
    o.append(ellipse(2, -2, 28, 16, fill=w))
    for x, y in ((-6, -4), (10, -2), (-12, 4), (4, 6)):
        o.append(path("M%s,%s q3,-4 6,0 q3,4 6,0" % (x, y), fill="none", stroke="#cfc6b4",
                      stroke_width="1.2"))
    o += leg(-10, 14, -10, 42, f, 5.5) + leg(26, 14, 26, 42, f, 5.5)
    o.append(P("M-30,-18 C-40,-20 -50,-10 -48,0 C-46,6 -38,6 -32,0 C-28,-6 -26,-14 -30,-18 Z", f))
    o.append(P("M-34,-18 C-38,-22 -46,-20 -48,-14 C-42,-14 -38,-14 -34,-12 Z", f))
    o.append(circle(-30, -20, 8, fill=w, stroke=OL, stroke_width=SW))
    o += eye(-40, -8, 1.6, white=True)
    return o


def stag():
    c, d, w = "#9a6232", "#6b3f1c", "#f3e6cf"
    o = []
    o += leg(-18, 6, -22, 42, d, 5.5, hoof=OL) + leg(20, 6, 24, 42, d, 5.5, hoof=OL)
    o.append(P("M-28,-6 C-24,-18 18,-18 30,-8 C36,0 32,10 22,12 L-18,12 C-28,10 -32,2 -28,-6 Z", c))
    o.append(P("M26,-8 C34,-6 36,4 30,8 C28,2 28,-4 26,-8 Z", w, stroke="none"))
    o += leg(-24, 6, -26, 42, c, 5.5, hoof=OL) + leg(14, 6, 16, 42, c, 5.5, hoof=OL)
    o.append(P("M-26,0 C-30,-12 -32,-22 -34,-28 L-22,-32 C-20,-20 -16,-10 -10,-8 Z", c))
    o.append(P("M-22,-34 C-30,-38 -44,-32 -48,-24 C-48,-20 -44,-18 -40,-19 C-34,-22 -28,-24 -22,-26 Z", c))
    o.append(P("M-24,-32 l8,-6 l-2,8 Z", c))                                          # ear
    ant = ("M-26,-36 C-28,-46 -24,-56 -16,-62 M-27,-44 L-38,-50 M-25,-52 L-32,-62 "
           "M-20,-58 L-22,-66 M-16,-62 L-8,-66 "
           "M-22,-36 C-18,-44 -10,-50 0,-52 M-16,-44 L-12,-56 M-8,-49 L-2,-60 M0,-52 L8,-54")
    o.append(path(ant, fill="none", stroke=OL, stroke_width="5", stroke_linecap="round"))
    o.append(path(ant, fill="none", stroke="#e8d6b0", stroke_width="2.8", stroke_linecap="round"))
    o += eye(-36, -28, 1.8)
    o.append(circle(-48, -22, 1.4, fill=OL))
    return o


def bull():
    c, d = "#4a2a1a", "#2b1a10"
    o = []
    o += leg(-18, 10, -20, 42, d, 8, hoof=OL) + leg(24, 10, 26, 42, d, 8, hoof=OL)
    o.append(P("M32,-6 C42,0 44,14 40,24 L44,30 L36,28 C38,18 36,8 30,2 Z", c))         # tail
    o.append(P("M-32,-2 C-34,-24 -10,-30 8,-24 C24,-20 36,-14 36,2 C36,14 28,18 20,18 "
               "L-22,18 C-32,16 -32,8 -32,-2 Z", c))
    o += leg(-26, 12, -28, 42, c, 8, hoof=OL) + leg(16, 12, 18, 42, c, 8, hoof=OL)
    # lowered head
    o.append(P("M-28,-18 C-40,-20 -50,-10 -52,4 C-54,12 -48,16 -42,14 C-36,10 -30,4 -26,-2 Z", c))
    o.append(ellipse(-48, 10, 7, 5, fill="#7a5040", stroke=OL, stroke_width="1.2"))
    o.append(circle(-50, 16, 4, fill="none", stroke="#e2b33c", stroke_width="1.8"))
    o.append(P("M-34,-16 C-40,-28 -52,-30 -58,-22 C-50,-24 -44,-20 -40,-12 Z", "#efe6cf"))   # horns
    o.append(P("M-30,-18 C-28,-30 -20,-34 -12,-32 C-20,-28 -24,-22 -26,-14 Z", "#efe6cf"))
    o += eye(-40, -8, 2, white=True)
    return o


def bear():
    c, d = "#6b4226", "#4a2c18"
    o = []
    o += leg(-18, 8, -20, 42, d, 11) + leg(22, 8, 24, 42, d, 11)
    o.append(P("M-32,0 C-34,-20 -14,-30 4,-28 C22,-26 38,-16 38,2 C38,16 28,20 18,20 "
               "L-20,20 C-30,18 -32,10 -32,0 Z", c))
    o += leg(-26, 10, -28, 42, c, 11) + leg(14, 10, 16, 42, c, 11)
    for x in (-28, 16):
        o.append(path("M%s,44 l0,-3 M%s,44 l0,-3 M%s,44 l0,-3" % (n(x - 3), n(x), n(x + 3)),
                      stroke="#e8e0d0", stroke_width="1.2"))
    o.append(P("M-26,-16 C-36,-24 -48,-18 -52,-8 C-54,-2 -50,2 -44,2 C-36,2 -28,-2 -24,-8 Z", c))
    o.append(P("M-50,-8 C-54,-4 -52,0 -46,1 C-46,-3 -48,-6 -50,-8 Z", "#a87a52"))
    o.append(circle(-32, -22, 5.5, fill=c, stroke=OL, stroke_width=SW))
    o.append(circle(-32, -22, 2.4, fill="#a87a52"))
    o.append(circle(-53, -6, 2.4, fill=OL))
    o += eye(-40, -12, 1.8)
    return o


def boar():
    import german
    return [german.pig(0, 6, 0.95, "#5a3d28", "#3b2616", "boar")]


def horse():
    import figures
    return [g(figures.horse("#f3efe8", "#9a9a9a"), transform="scale(0.78) translate(-126,-262)")]


# ------------------------------------------------------------------ birds etc.
def owl():
    c, d, f = "#8a5a32", "#5a3a1e", "#ead7b8"
    o = []
    o.append(P("M-56,36 C-20,30 20,32 56,26 L56,34 C20,40 -20,40 -56,44 Z", "#6b4423"))   # branch
    o.append(P("M-22,30 C-30,10 -30,-16 -22,-28 L22,-28 C30,-16 30,10 22,30 Z", c))
    o.append(P("M-22,-28 L-28,-44 L-12,-32 Z M22,-28 L28,-44 L12,-32 Z", c))
    o.append(P("M-14,0 C-16,12 -12,24 0,28 C12,24 16,12 14,0 Z", f, stroke="none"))
    for y in (6, 14, 22):
        o.append(path("M-8,%s q2,3 4,0 M4,%s q2,3 4,0" % (y, y), fill="none", stroke=d, stroke_width="1.2"))
    o.append(P("M-22,-12 C-34,2 -32,20 -20,30 C-22,14 -22,0 -22,-12 Z", d))
    o.append(P("M22,-12 C34,2 32,20 20,30 C22,14 22,0 22,-12 Z", d))
    o.append(circle(-10, -16, 10, fill=f, stroke=OL, stroke_width="1.3"))
    o.append(circle(10, -16, 10, fill=f, stroke=OL, stroke_width="1.3"))
    o.append(circle(-10, -16, 6, fill="#f2b01e"))
    o.append(circle(10, -16, 6, fill="#f2b01e"))
    o.append(circle(-10, -16, 3.2, fill=OL))
    o.append(circle(10, -16, 3.2, fill=OL))
    o.append(circle(-11, -17.2, 1, fill="#ffffff"))
    o.append(circle(9, -17.2, 1, fill="#ffffff"))
    o.append(path("M-3,-10 L3,-10 L0,-2 Z", fill="#e2a32c", stroke=OL, stroke_width="1"))
    for x in (-8, 8):
        o.append(path("M%s,30 l-3,6 M%s,30 l0,7 M%s,30 l3,6" % (x, x, x), stroke="#e2a32c",
                      stroke_width="2.2", stroke_linecap="round"))
    return o


def eagle():
    c, d, y = "#2b2520", "#4a3e34", "#e8b028"
    o = []
    # wings: layered feathers
    for side in (-1, 1):
        fe = []
        for k in range(5):
            x0 = side * (14 + k * 8)
            fe.append("M%s,%s L%s,%s L%s,%s Z" % (n(side * 10), n(-18 + k * 2), n(x0 + side * 14),
                                                 n(-46 + k * 16), n(x0 + side * 4), n(-38 + k * 16)))
        o.append(P(" ".join(fe), d))
        o.append(P("M%s,-22 C%s,-42 %s,-46 %s,-44 C%s,-30 %s,-14 %s,0 Z" % (
            n(side * 8), n(side * 24), n(side * 48), n(side * 58), n(side * 46), n(side * 30),
            n(side * 10)), c))
    o.append(P("M-10,20 L-16,42 L-6,36 L0,44 L6,36 L16,42 L10,20 Z", c))              # tail
    o.append(P("M-12,-20 C-16,0 -14,16 0,24 C14,16 16,0 12,-20 Z", c))                # body
    o.append(P("M-4,-20 C-10,-30 -8,-40 0,-42 C8,-42 14,-36 10,-28 L20,-26 C14,-22 8,-22 4,-20 Z",
               c))                                                                   # head looking right
    o.append(path("M10,-28 L20,-26 C18,-22 14,-21 10,-23 Z", fill=y, stroke=OL, stroke_width="1"))
    o.append(circle(5, -33, 1.8, fill=y))
    # crown
    o.append(path("M-6,-44 L-6,-52 L-2,-47 L1,-54 L4,-47 L8,-52 L8,-44 Z", fill=y, stroke=OL,
                  stroke_width="1"))
    # talons
    for x in (-8, 8):
        o.append(path("M%s,20 l-4,8 M%s,20 l0,9 M%s,20 l4,8" % (x, x, x), stroke=y,
                      stroke_width="2.4", stroke_linecap="round"))
    return o


def duck():
    b, h, w = "#8a6a4a", "#1f6b3a", "#f4efe4"
    o = []
    o.append(P("M-28,10 C-30,-6 -10,-10 10,-8 C26,-6 36,-10 44,-18 C44,0 38,16 20,20 "
               "L-16,20 C-24,18 -28,16 -28,10 Z", "#b6a690"))
    o.append(P("M-20,4 C-10,-4 14,-4 30,-2 C20,8 0,12 -20,4 Z", b))
    o.append(path("M24,-4 l10,-6", stroke="#2a5aa8", stroke_width="3"))
    o.append(P("M-22,-2 C-24,-14 -22,-26 -20,-30 L-8,-30 C-8,-20 -10,-10 -6,-4 Z", h))
    o.append(circle(-16, -32, 10, fill=h, stroke=OL, stroke_width=SW))
    o.append(P("M-24,-32 C-34,-32 -40,-28 -40,-26 C-34,-24 -28,-26 -24,-26 Z", "#f2b01e"))
    o.append(path("M-22,-4 C-16,-2 -10,-2 -6,-4", fill="none", stroke=w, stroke_width="2.6"))
    o += eye(-18, -34, 1.8)
    return o


def swan():
    w, b = "#fbfaf6", "#e8742a"
    o = []
    o.append(P("M-14,14 C-20,0 -10,-10 8,-10 C24,-10 40,-18 48,-30 C50,-8 42,12 24,20 "
               "L-4,20 C-10,20 -12,18 -14,14 Z", w))
    o.append(P("M0,0 C10,-6 26,-8 40,-20 C34,-2 20,6 4,8 Z", "#e6e2d8", stroke="none"))
    o.append(P("M-8,4 C-22,-4 -24,-18 -16,-30 C-10,-40 -14,-48 -22,-48 C-30,-48 -34,-42 -32,-38 "
               "L-26,-40 C-22,-40 -20,-36 -24,-30 C-34,-16 -30,0 -14,12 Z", w))
    o.append(P("M-32,-38 L-44,-34 L-30,-34 Z", b))
    o.append(P("M-31,-42 C-33,-40 -34,-38 -32,-36 L-28,-38 Z", OL))
    o += eye(-26, -44, 1.5)
    return o


def rooster():
    c, t, r, y = "#d9732a", "#1f4a3a", "#d8281e", "#f2b01e"
    o = []
    o.append(P("M10,-4 C18,-40 44,-48 52,-30 C42,-36 30,-30 24,-10 Z", t))
    o.append(P("M14,0 C28,-30 52,-30 56,-8 C46,-20 32,-14 24,6 Z", "#2e6b4a"))
    o.append(P("M16,6 C32,-14 50,-6 50,12 C42,2 30,4 22,14 Z", t))
    for x in (-6, 6):
        o.append(path("M%s,20 L%s,40 M%s,40 l-6,2 M%s,40 l6,2" % (x, x, x, x), stroke=y,
                      stroke_width="2.8", stroke_linecap="round"))
    o.append(P("M-22,-4 C-26,-20 -14,-30 0,-24 C14,-18 26,-8 22,8 C18,22 -8,26 -18,14 "
               "C-22,8 -22,2 -22,-4 Z", c))
    o.append(P("M-4,-4 C4,4 12,8 20,6 C12,14 0,14 -6,8 Z", "#a8501a", stroke="none"))
    o.append(P("M-20,-6 C-24,-18 -22,-32 -16,-38 L-6,-36 C-6,-26 -6,-14 -4,-8 Z", "#e89a3a"))
    o.append(circle(-14, -38, 8, fill="#e89a3a", stroke=OL, stroke_width=SW))
    o.append(P("M-20,-44 C-22,-52 -16,-52 -15,-47 C-14,-54 -8,-54 -9,-46 C-6,-50 -2,-48 -5,-42 Z", r))
    o.append(P("M-22,-36 L-30,-34 L-22,-32 Z", y))
    o.append(P("M-20,-32 C-22,-26 -18,-24 -16,-28 Z", r))
    o += eye(-15, -39, 1.5)
    return o


def fish():
    c, d, b = "#8aa85a", "#4a6a3a", "#e88a8a"
    o = []
    o.append(P("M34,-6 L54,-22 L50,0 L56,20 L34,6 Z", d))                              # tail
    o.append(P("M-44,0 C-34,-22 0,-26 20,-14 C30,-8 36,-4 36,0 C36,4 30,8 20,14 "
               "C0,26 -34,22 -44,0 Z", c))
    o.append(P("M-38,4 C-20,14 10,14 32,2 C20,18 -20,22 -38,4 Z", "#eaeedd", stroke="none"))
    o.append(P("M-34,0 C-14,-4 14,-4 30,0 C14,6 -14,6 -34,0 Z", b, stroke="none", opacity="0.8"))
    o.append(P("M-6,-20 L6,-32 L14,-16 Z", d))
    o.append(P("M0,14 L8,26 L14,12 Z", d))
    for x, y in ((-16, -10), (-4, -14), (8, -10), (18, -6), (-10, -4), (4, -6)):
        o.append(circle(x, y, 1.8, fill="#2b3a20"))
    o += eye(-32, -4, 2.2, white=True)
    o.append(path("M-44,2 q4,2 8,1", fill="none", stroke=OL, stroke_width="1.2"))
    o.append(path("M-24,-10 q6,8 0,16", fill="none", stroke=d, stroke_width="1.4"))
    return o


def frog():
    c, d, l = "#4e9a3a", "#2e6a22", "#c8e08a"
    o = []
    o.append(ellipse(0, 36, 46, 8, fill="#3f8a4a", stroke=OL, stroke_width="1.3"))   # lily pad
    o.append(path("M0,36 L30,30", stroke=OL, stroke_width="1.3"))
    o.append(P("M-36,32 C-44,18 -34,4 -22,10 C-16,16 -18,28 -10,34 Z", c))              # back legs
    o.append(P("M36,32 C44,18 34,4 22,10 C16,16 18,28 10,34 Z", c))
    o.append(P("M-26,20 C-30,-4 -18,-18 0,-18 C18,-18 30,-4 26,20 C20,30 -20,30 -26,20 Z", c))
    o.append(P("M-16,20 C-16,6 16,6 16,20 C10,26 -10,26 -16,20 Z", l, stroke="none"))
    o.append(circle(-14, -18, 9, fill=c, stroke=OL, stroke_width=SW))
    o.append(circle(14, -18, 9, fill=c, stroke=OL, stroke_width=SW))
    o.append(circle(-14, -19, 5.5, fill="#ffffff"))
    o.append(circle(14, -19, 5.5, fill="#ffffff"))
    o.append(circle(-13, -19, 3, fill=OL))
    o.append(circle(13, -19, 3, fill=OL))
    o.append(path("M-14,0 Q0,10 14,0", fill="none", stroke=OL, stroke_width="1.8", stroke_linecap="round"))
    o.append(P("M-16,22 L-20,34 M-12,22 L-10,34", "none", stroke=d, stroke_width="5",
               stroke_linecap="round"))
    o.append(P("M16,22 L20,34 M12,22 L10,34", "none", stroke=d, stroke_width="5",
               stroke_linecap="round"))
    return o


def moon():
    y = "#f6d964"
    o = []
    o.append(P("M10,-46 C-22,-44 -40,-18 -38,6 C-36,32 -12,48 14,44 C-6,34 -16,16 -14,-2 "
               "C-12,-24 -2,-40 10,-46 Z", y, stroke="#9a7a1a"))
    # face in the crescent
    o.append(circle(-20, -8, 2.2, fill="#6b4a10"))
    o.append(path("M-27,-14 q6,-3 10,0", fill="none", stroke="#6b4a10", stroke_width="1.4"))
    o.append(path("M-30,-2 q-2,6 3,7", fill="none", stroke="#6b4a10", stroke_width="1.4"))
    o.append(path("M-28,12 q6,4 10,0", fill="none", stroke="#6b4a10", stroke_width="1.6",
                  stroke_linecap="round"))
    o.append(circle(-16, 4, 4, fill="#e89a6a", opacity="0.5"))
    return o


# number -> (German name, drawer, scene)
TRUMPS = {
    1: ("Geiß", goat, "meadow"),
    2: ("Frosch", frog, "water"),
    3: ("Igel", hedgehog, "meadow"),
    4: ("Eichhörnchen", squirrel, "forest"),
    5: ("Hase", hare, "meadow"),
    6: ("Ente", duck, "water"),
    7: ("Forelle", fish, "water"),
    8: ("Hahn", rooster, "meadow"),
    9: ("Eule", owl, "night"),
    10: ("Fuchs", fox, "forest"),
    11: ("Katze", cat, "dusk"),
    12: ("Schwan", swan, "water"),
    13: ("Wolf", wolf, "night"),
    14: ("Schaf", sheep, "meadow"),
    15: ("Wildsau", boar, "forest"),
    16: ("Hirsch", stag, "forest"),
    17: ("Ross", horse, "meadow"),
    18: ("Stier", bull, "meadow"),
    19: ("Bär", bear, "forest"),
    20: ("Adler", eagle, "sky"),
    21: ("Mund", moon, "night"),
}
