"""Stylised court figures (single full-length figures, centre x = 120).

All figures are drawn inside the picture frame (x 50..190, y 12..348).
A `held(cx, cy, size)` callable draws the suit sign where the figure holds it.
"""

from svgutil import g, path, circle, ellipse, rect, line, poly, n

SKIN = "#f3d0ae"
SKIN_LINE = "#6b4330"
INK = "#2b2018"
GOLD = "#e2b33c"
GOLD_D = "#8a6410"


def shadow(cx=120, cy=330, rx=40):
    return ellipse(cx, cy, rx, 6, fill="#000000", opacity="0.13")


def arm(points, color, width=13, hand=True):
    d = "M%s,%s" % (n(points[0][0]), n(points[0][1]))
    if len(points) == 3:
        d += " Q%s,%s %s,%s" % (n(points[1][0]), n(points[1][1]), n(points[2][0]), n(points[2][1]))
    else:
        for x, y in points[1:]:
            d += " L%s,%s" % (n(x), n(y))
    out = [path(d, fill="none", stroke=INK, stroke_width=n(width + 3), stroke_linecap="round",
                stroke_linejoin="round"),
           path(d, fill="none", stroke=color, stroke_width=n(width), stroke_linecap="round",
                stroke_linejoin="round")]
    if hand:
        hx, hy = points[-1]
        out.append(circle(hx, hy, 6.5, fill=SKIN, stroke=SKIN_LINE, stroke_width="1.3"))
    return out


def face(cx, cy, hair="#6b3f1f", beard=None, moustache=False, female=False, young=False):
    out = []
    # hair behind
    if female:
        out.append(path("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
            n(cx - 18), n(cy - 4), n(cx - 24), n(cy + 20), n(cx - 22), n(cy + 36), n(cx - 14), n(cy + 40),
            n(cx + 22), n(cy + 36), n(cx + 24), n(cy + 20), n(cx + 18), n(cy - 4)),
            fill=hair, stroke=INK, stroke_width="1.2"))
    out.append(ellipse(cx, cy - 3, 17, 17, fill=hair, stroke=INK, stroke_width="1.2"))
    if not female:
        out.append(path("M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s Z" % (
            n(cx - 17), n(cy - 2), n(cx - 20), n(cy + 12), n(cx - 14), n(cy + 14), n(cx + 14), n(cy + 14),
            n(cx + 20), n(cy + 12), n(cx + 17), n(cy - 2)), fill=hair))
    out.append(ellipse(cx, cy, 13.5, 16, fill=SKIN, stroke=SKIN_LINE, stroke_width="1.3"))
    # fringe
    out.append(path("M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s" % (
        n(cx - 14), n(cy - 4), n(cx - 8), n(cy - 16), n(cx + 2), n(cy - 13), n(cx + 10), n(cy - 18),
        n(cx + 14), n(cy - 4)), fill=hair))
    # eyes, brows, nose, cheeks, mouth
    out += [
        circle(cx - 5.5, cy - 1, 1.9, fill=INK), circle(cx + 5.5, cy - 1, 1.9, fill=INK),
        path("M%s,%s q3,-2.5 6,0 M%s,%s q3,-2.5 6,0" % (n(cx - 8.5), n(cy - 5.5), n(cx + 2.5), n(cy - 5.5)),
             fill="none", stroke=INK, stroke_width="1.2", stroke_linecap="round"),
        path("M%s,%s q-2.5,5 1,6" % (n(cx + 0.5), n(cy + 1)), fill="none", stroke=SKIN_LINE,
             stroke_width="1.2", stroke_linecap="round"),
        circle(cx - 8, cy + 6, 3.2, fill="#e8957f", opacity="0.55"),
        circle(cx + 8, cy + 6, 3.2, fill="#e8957f", opacity="0.55"),
    ]
    if female:
        out.append(path("M%s,%s q3,2.2 6,0" % (n(cx - 3), n(cy + 10)), fill="#c0392b",
                        stroke="#a02020", stroke_width="1.4", stroke_linecap="round"))
    else:
        out.append(path("M%s,%s q3,1.8 6,0" % (n(cx - 3), n(cy + 10.5)), fill="none",
                        stroke="#8a3a2a", stroke_width="1.3", stroke_linecap="round"))
    if beard:
        out.append(path("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
            n(cx - 13.5), n(cy + 2), n(cx - 14), n(cy + 18), n(cx - 8), n(cy + 30), n(cx), n(cy + 34),
            n(cx + 8), n(cy + 30), n(cx + 14), n(cy + 18), n(cx + 13.5), n(cy + 2),
            n(cx + 8), n(cy + 14), n(cx - 8), n(cy + 14), n(cx - 13.5), n(cy + 2)),
            fill=beard, stroke=INK, stroke_width="1"))
        out.append(path("M%s,%s q3,1.8 6,0" % (n(cx - 3), n(cy + 11)), fill="none",
                        stroke="#8a3a2a", stroke_width="1.3", stroke_linecap="round"))
    if moustache or beard:
        col = beard or hair
        out.append(path("M%s,%s q-6,-1 -9,4 q5,-1 9,-2 q4,1 9,2 q-3,-5 -9,-4 Z" % (n(cx), n(cy + 6.5)),
                        fill=col, stroke=INK, stroke_width="0.8"))
    return out


def crown(cx, cy, w=30, h=16, color=GOLD, jewel="#c0392b"):
    x0, x1 = cx - w / 2, cx + w / 2
    pts = [(x0, cy), (x0 - 2, cy - h), (x0 + w * 0.25, cy - h * 0.45), (cx, cy - h - 4),
           (x0 + w * 0.75, cy - h * 0.45), (x1 + 2, cy - h), (x1, cy)]
    out = [poly(pts, fill=color, stroke=GOLD_D, stroke_width="1.5", stroke_linejoin="round"),
           rect(x0 - 1, cy - 4, w + 2, 6, fill=color, stroke=GOLD_D, stroke_width="1.3"),
           circle(x0 - 2, cy - h, 2.4, fill=color, stroke=GOLD_D, stroke_width="1"),
           circle(cx, cy - h - 4, 2.6, fill=color, stroke=GOLD_D, stroke_width="1"),
           circle(x1 + 2, cy - h, 2.4, fill=color, stroke=GOLD_D, stroke_width="1"),
           circle(cx, cy - 1, 2.2, fill=jewel), circle(cx - 9, cy - 1, 1.6, fill="#2e6bbf"),
           circle(cx + 9, cy - 1, 1.6, fill="#2e6bbf")]
    return out


def plumed_hat(cx, cy, color, feather, band=GOLD):
    """Wide brimmed hat with a tall feather (Ober / Queen's page)."""
    return [
        path("M%s,%s C%s,%s %s,%s %s,%s" % (n(cx + 8), n(cy - 12), n(cx + 22), n(cy - 40),
                                            n(cx + 40), n(cy - 36), n(cx + 36), n(cy - 22)),
             fill="none", stroke=INK, stroke_width="9", stroke_linecap="round"),
        path("M%s,%s C%s,%s %s,%s %s,%s" % (n(cx + 8), n(cy - 12), n(cx + 22), n(cy - 40),
                                            n(cx + 40), n(cy - 36), n(cx + 36), n(cy - 22)),
             fill="none", stroke=feather, stroke_width="6.5", stroke_linecap="round"),
        path("M%s,%s L%s,%s L%s,%s L%s,%s Z" % (n(cx - 14), n(cy), n(cx - 11), n(cy - 18),
                                                n(cx + 11), n(cy - 18), n(cx + 14), n(cy)),
             fill=color, stroke=INK, stroke_width="1.4", stroke_linejoin="round"),
        rect(cx - 13, cy - 6, 26, 5, fill=band, stroke=INK, stroke_width="0.8"),
        ellipse(cx, cy, 27, 6, fill=color, stroke=INK, stroke_width="1.4"),
    ]


def cap(cx, cy, color, feather):
    """Flat beret tilted to one side (Unter / Jack)."""
    return [
        path("M%s,%s q-14,-16 -20,-6" % (n(cx - 10), n(cy - 6)), fill="none", stroke=INK,
             stroke_width="6", stroke_linecap="round"),
        path("M%s,%s q-14,-16 -20,-6" % (n(cx - 10), n(cy - 6)), fill="none", stroke=feather,
             stroke_width="3.8", stroke_linecap="round"),
        path("M%s,%s C%s,%s %s,%s %s,%s Z" % (n(cx - 20), n(cy + 1), n(cx - 18), n(cy - 16),
                                             n(cx + 22), n(cy - 18), n(cx + 22), n(cy + 2)),
             fill=color, stroke=INK, stroke_width="1.4"),
        rect(cx - 16, cy - 2, 34, 5, rx=2, fill=GOLD, stroke=INK, stroke_width="0.8"),
    ]


def legs(main, shoe="#3b2614", x=120, top=238, bottom=314, garter=GOLD):
    out = []
    for lx in (x - 8, x + 8):
        out.append(rect(lx - 6, top, 12, bottom - top, fill=main, stroke=INK, stroke_width="1.3"))
        out.append(rect(lx - 6.5, top + 26, 13, 4, fill=garter, stroke=INK, stroke_width="0.7"))
    out.append(path("M%s,%s q-10,0 -13,6 l16,0 Z" % (n(x - 2), n(bottom - 2)), fill=shoe,
                    stroke=INK, stroke_width="1.2"))
    out.append(path("M%s,%s q10,0 13,6 l-16,0 Z" % (n(x + 2), n(bottom - 2)), fill=shoe,
                    stroke=INK, stroke_width="1.2"))
    return out


def doublet(main, trim, skirt_to=242, flare=30, x=120):
    """Torso with short skirt, belt and buttons."""
    d = ("M%s,126 C%s,124 %s,124 %s,126 L%s,182 L%s,%s Q%s,%s %s,%s L%s,182 Z" % (
        n(x - 24), n(x - 10), n(x + 10), n(x + 24), n(x + 18), n(x + flare), skirt_to,
        n(x), n(skirt_to + 6), n(x - flare), skirt_to, n(x - 18)))
    out = [path(d, fill=main, stroke=INK, stroke_width="1.5", stroke_linejoin="round"),
           path("M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s Z" % (
               n(x - flare), skirt_to, n(x), n(skirt_to + 6), n(x + flare), skirt_to,
               n(x + flare - 1), skirt_to - 8, n(x), skirt_to - 2, n(x - flare + 1), skirt_to - 8),
               fill=trim, stroke=INK, stroke_width="1")]
    # chest decoration: vertical trim band with buttons
    out.append(rect(x - 4, 128, 8, 52, fill=trim, stroke=INK, stroke_width="0.8"))
    for by in (136, 150, 164):
        out.append(circle(x, by, 2.4, fill=GOLD, stroke=GOLD_D, stroke_width="0.8"))
    out.append(rect(x - 19, 180, 38, 7, fill="#3b2614", stroke=INK, stroke_width="1"))
    out.append(rect(x - 4.5, 179, 9, 9, fill=GOLD, stroke=GOLD_D, stroke_width="1"))
    # collar
    out.append(ellipse(x, 124, 17, 5, fill="#ffffff", stroke=INK, stroke_width="1.2"))
    return out


def sword(x0, y0, x1, y1):
    return [
        line(x0, y0, x1, y1, stroke="#5b6670", stroke_width="6", stroke_linecap="round"),
        line(x0, y0, x1, y1, stroke="#dfe6ec", stroke_width="3.5", stroke_linecap="round"),
        line(x0 - 9, y0 + 1, x0 + 9, y0 - 1, stroke=GOLD_D, stroke_width="5", stroke_linecap="round"),
        line(x0 - 9, y0 + 1, x0 + 9, y0 - 1, stroke=GOLD, stroke_width="3", stroke_linecap="round"),
        line(x0, y0 - 2, x0 + 0.6, y0 - 14, stroke="#5a3a18", stroke_width="4.5", stroke_linecap="round"),
        circle(x0 + 0.7, y0 - 16, 3, fill=GOLD, stroke=GOLD_D, stroke_width="1"),
    ]


def halberd(x, top=36, bottom=326, metal="#cfd8de"):
    return [
        line(x, top + 10, x, bottom, stroke=INK, stroke_width="6", stroke_linecap="round"),
        line(x, top + 10, x, bottom, stroke="#8a5a2b", stroke_width="3.6", stroke_linecap="round"),
        path("M%s,%s L%s,%s L%s,%s Z" % (n(x), n(top - 8), n(x - 4), n(top + 14), n(x + 4), n(top + 14)),
             fill=metal, stroke=INK, stroke_width="1.2"),
        path("M%s,%s C%s,%s %s,%s %s,%s L%s,%s Z" % (
            n(x + 2), n(top + 10), n(x + 18), n(top + 4), n(x + 22), n(top + 20), n(x + 18), n(top + 34),
            n(x + 2), n(top + 26)), fill=metal, stroke=INK, stroke_width="1.2"),
        path("M%s,%s L%s,%s L%s,%s Z" % (n(x - 2), n(top + 14), n(x - 14), n(top + 20), n(x - 2),
                                         n(top + 24)), fill=metal, stroke=INK, stroke_width="1.2"),
        rect(x - 3.5, top + 36, 7, 6, fill=GOLD, stroke=INK, stroke_width="0.8"),
    ]


# ------------------------------------------------------------------ courts
def ober(pal, held):
    """Standing man, suit sign held HIGH above his head (right hand)."""
    out = [shadow()]
    out += legs(pal["hose"])
    out += sword(86, 200, 80, 304)
    out += arm([(97, 132), (86, 160), (88, 194)], pal["sleeve"])
    out += doublet(pal["main"], pal["trim"])
    out += face(120, 98, hair=pal["hair"], moustache=True)
    out += plumed_hat(120, 84, pal["hat"], pal["feather"])
    out += arm([(143, 132), (162, 112), (158, 80)], pal["sleeve"], hand=False)
    out.append(held(158, 48, 50))
    out.append(circle(158, 78, 6.5, fill=SKIN, stroke=SKIN_LINE, stroke_width="1.3"))
    return out


def unter(pal, held):
    """Standing man, suit sign held LOW beside his legs."""
    out = [shadow()]
    out += legs(pal["hose"])
    out += arm([(97, 132), (88, 156), (100, 178)], pal["sleeve"])   # hand on hip
    out += doublet(pal["main"], pal["trim"])
    out += face(120, 98, hair=pal["hair"], young=True)
    out += cap(120, 84, pal["hat"], pal["feather"])
    out += arm([(143, 132), (158, 176), (158, 232)], pal["sleeve"], hand=False)
    out.append(held(160, 272, 50))
    out.append(circle(158, 236, 6.5, fill=SKIN, stroke=SKIN_LINE, stroke_width="1.3"))
    return out


def throne(color, trim=GOLD):
    return [
        rect(72, 58, 96, 210, rx=10, fill=color, stroke=INK, stroke_width="1.6"),
        rect(79, 66, 82, 194, rx=7, fill="none", stroke=trim, stroke_width="2"),
        circle(72, 58, 7, fill=trim, stroke=GOLD_D, stroke_width="1.3"),
        circle(168, 58, 7, fill=trim, stroke=GOLD_D, stroke_width="1.3"),
        rect(64, 250, 112, 14, rx=3, fill="#6b4423", stroke=INK, stroke_width="1.4"),
        rect(68, 264, 10, 56, fill="#6b4423", stroke=INK, stroke_width="1.4"),
        rect(162, 264, 10, 56, fill="#6b4423", stroke=INK, stroke_width="1.4"),
    ]


def ermine_band(d, width=9):
    return [path(d, fill="none", stroke=INK, stroke_width=n(width + 2.4), stroke_linecap="round"),
            path(d, fill="none", stroke="#ffffff", stroke_width=n(width), stroke_linecap="round")]


def king(pal, held, sceptre=True):
    """Seated crowned king on a throne, sign held at chest height."""
    out = [shadow(120, 332, 56)]
    out += throne(pal["throne"])
    # footstool
    out.append(rect(88, 316, 64, 12, rx=3, fill=pal["trim"], stroke=INK, stroke_width="1.3"))
    # robe (mantle) over the seated body
    robe = "M96,124 C108,120 132,120 144,124 L158,250 L160,312 Q120,320 80,312 L82,250 Z"
    out.append(path(robe, fill=pal["main"], stroke=INK, stroke_width="1.6", stroke_linejoin="round"))
    # under-gown visible in front
    out.append(path("M110,160 L130,160 L140,312 Q120,316 100,312 Z", fill=pal["trim"],
                    stroke=INK, stroke_width="1.2"))
    # lap shading (knees)
    out.append(path("M84,250 Q120,238 156,250", fill="none", stroke=INK, stroke_width="1.2",
                    opacity="0.5"))
    # ermine trim along the opening and the hem
    out += ermine_band("M110,128 L101,312")
    out += ermine_band("M130,128 L139,312")
    out += ermine_band("M82,312 Q120,320 158,312", 7)
    for (x, y) in ((106, 170), (103, 230), (102, 290), (134, 170), (137, 230), (138, 290),
                   (96, 314), (120, 317), (144, 314)):
        out.append(path("M%s,%s l-1.5,3 l1.5,-1 l1.5,1 Z" % (n(x), n(y - 1.5)), fill=INK))
    out.append(ellipse(120, 126, 24, 7, fill="#ffffff", stroke=INK, stroke_width="1.2"))
    for x in (104, 114, 126, 136):
        out.append(path("M%s,%s l-1.3,2.6 l1.3,-0.8 l1.3,0.8 Z" % (n(x), 124), fill=INK))
    out += face(120, 100, hair=pal["hair"], beard=pal["beard"])
    out += crown(120, 84)
    # sceptre in the right hand
    if sceptre:
        out.append(line(160, 92, 148, 226, stroke=GOLD_D, stroke_width="6", stroke_linecap="round"))
        out.append(line(160, 92, 148, 226, stroke=GOLD, stroke_width="3.6", stroke_linecap="round"))
        out.append(circle(160, 88, 6, fill=GOLD, stroke=GOLD_D, stroke_width="1.3"))
        out.append(path("M160,76 l0,8 M156,80 l8,0", stroke=GOLD_D, stroke_width="2.2"))
    out += arm([(143, 134), (156, 168), (152, 190)], pal["main"], width=14)
    # left hand holds the sign in front of the chest / lap
    out += arm([(98, 134), (84, 176), (100, 200)], pal["main"], width=14, hand=False)
    out.append(held(102, 214, 42))
    out.append(circle(100, 200, 6.5, fill=SKIN, stroke=SKIN_LINE, stroke_width="1.3"))
    return out


def queen(pal, held):
    """Standing crowned queen in a long gown, flower/sign at chest height."""
    out = [shadow(120, 330, 46)]
    gown = "M100,128 C110,124 130,124 140,128 L136,182 C150,230 162,280 166,318 Q120,330 74,318 C78,280 90,230 104,182 Z"
    out.append(path(gown, fill=pal["main"], stroke=INK, stroke_width="1.6", stroke_linejoin="round"))
    out.append(path("M112,184 L128,184 C134,230 140,280 142,322 Q120,326 98,322 C100,280 106,230 112,184 Z",
                    fill=pal["trim"], stroke=INK, stroke_width="1.1"))
    for y in (214, 250, 286):
        w = 8 + (y - 184) * 0.12
        out.append(path("M%s,%s l%s,-6 l%s,6 l%s,6 Z" % (n(120 - w * 0.5), y, n(w * 0.5), n(w * 0.5),
                                                      n(-w * 0.5)), fill=GOLD, stroke=GOLD_D,
                        stroke_width="0.8"))
    out.append(path("M74,318 Q120,330 166,318", fill="none", stroke=GOLD, stroke_width="4"))
    out.append(rect(102, 178, 36, 6, fill=GOLD, stroke=GOLD_D, stroke_width="1"))
    # neckline
    out.append(path("M106,128 Q120,146 134,128", fill=SKIN, stroke=SKIN_LINE, stroke_width="1.2"))
    out.append(path("M108,134 Q120,146 132,134", fill="none", stroke="#f4f4f4", stroke_width="2.4"))
    out.append(circle(120, 142, 2.3, fill="#c0392b"))
    out += face(120, 100, hair=pal["hair"], female=True)
    out += crown(120, 84, w=26, h=13)
    out += arm([(100, 134), (88, 170), (104, 190)], pal["sleeve"], width=12)
    out += arm([(140, 134), (156, 168), (140, 186)], pal["sleeve"], width=12, hand=False)
    out.append(held(134, 214, 40))
    out.append(circle(140, 188, 6, fill=SKIN, stroke=SKIN_LINE, stroke_width="1.3"))
    return out


def jack(pal, held, emblem_low=True):
    """Young page with a halberd; sign carried low in his other hand."""
    out = [shadow()]
    out += legs(pal["hose"])
    out += halberd(84, top=34, bottom=326)
    out += arm([(97, 132), (84, 156), (84, 180)], pal["sleeve"])
    out += doublet(pal["main"], pal["trim"])
    out += face(120, 98, hair=pal["hair"], young=True)
    out += cap(120, 84, pal["hat"], pal["feather"])
    out += arm([(143, 132), (158, 176), (158, 232)], pal["sleeve"], hand=False)
    out.append(held(160, 272, 46))
    out.append(circle(158, 236, 6.5, fill=SKIN, stroke=SKIN_LINE, stroke_width="1.3"))
    return out


def horse(color, mane, x=0, y=0):
    """Side-view horse facing right, standing on y = 318, body x 70..170."""
    out = []

    def leg(pts, c):
        d = "M%s,%s Q%s,%s %s,%s" % tuple(n(v) for p in pts for v in p)
        x2, y2 = pts[-1]
        return [path(d, fill="none", stroke=INK, stroke_width="11.5", stroke_linecap="round"),
                path(d, fill="none", stroke=c, stroke_width="8.5", stroke_linecap="round"),
                rect(x2 - 6, y2 - 1, 12, 7, rx=2, fill="#2b2018")]
    # far legs
    out.append(g(leg([(90, 244), (80, 282), (88, 312)], color), opacity="0.75"))
    out.append(g(leg([(150, 244), (160, 280), (154, 312)], color), opacity="0.75"))
    # tail
    out.append(path("M72,220 C56,230 54,264 62,290 C66,268 70,248 82,232 Z", fill=mane, stroke=INK,
                    stroke_width="1.3"))
    # body
    out.append(path("M70,230 C70,208 96,202 120,204 C140,204 152,200 162,204 C174,212 176,240 "
                    "164,252 C150,262 96,262 82,256 C72,250 70,240 70,230 Z",
                    fill=color, stroke=INK, stroke_width="1.6"))
    # neck and head
    out.append(path("M148,210 C150,188 156,170 166,156 C170,150 176,148 180,152 L189,174 "
                    "C190,180 184,183 178,179 L172,174 C170,190 172,208 170,230 Z",
                    fill=color, stroke=INK, stroke_width="1.6", stroke_linejoin="round"))
    out.append(path("M166,154 l0,-12 l8,9 Z", fill=color, stroke=INK, stroke_width="1.2"))
    out.append(circle(175, 160, 1.9, fill=INK))
    out.append(circle(186, 175, 1.2, fill=INK))
    out.append(path("M164,152 C154,168 150,190 148,212 L156,210 C158,190 162,172 170,158 Z",
                    fill=mane, stroke=INK, stroke_width="1"))
    # bridle
    out.append(path("M170,156 L176,178 M168,166 L186,168", fill="none", stroke="#6b2a1a",
                    stroke_width="1.8"))
    # near legs
    out += leg([(96, 248), (104, 282), (96, 314)], color)
    out += leg([(156, 248), (148, 282), (160, 314)], color)
    return out


def cavalier(pal, held):
    """Rider on horseback, sign raised in his right hand."""
    out = [shadow(118, 322, 60)]
    out += horse(pal["horse"], pal["mane"])
    # saddle cloth
    out.append(path("M98,204 L136,202 L140,240 Q118,248 96,240 Z", fill=pal["trim"], stroke=INK,
                    stroke_width="1.3"))
    out.append(path("M96,240 Q118,248 140,240", fill="none", stroke=GOLD, stroke_width="3"))
    r = []
    # rider: leg over the horse's flank
    r.append(path("M114,196 L130,222 L126,258", fill="none", stroke=INK, stroke_width="14",
                  stroke_linecap="round", stroke_linejoin="round"))
    r.append(path("M114,196 L130,222 L126,258", fill="none", stroke=pal["hose"], stroke_width="11",
                  stroke_linecap="round", stroke_linejoin="round"))
    r.append(path("M119,256 l13,0 l5,7 l-18,0 Z", fill="#3b2614", stroke=INK, stroke_width="1"))
    # torso
    r.append(path("M98,136 C106,132 122,132 130,136 L128,200 Q112,208 98,200 Z", fill=pal["main"],
                  stroke=INK, stroke_width="1.6"))
    r.append(rect(110, 138, 8, 56, fill=pal["trim"], stroke=INK, stroke_width="0.8"))
    r.append(rect(98, 188, 31, 7, fill="#3b2614"))
    r.append(rect(110, 187, 8, 9, fill=GOLD, stroke=GOLD_D, stroke_width="0.8"))
    r.append(ellipse(114, 134, 16, 5, fill="#ffffff", stroke=INK, stroke_width="1.1"))
    r += face(114, 110, hair=pal["hair"], moustache=True)
    r += plumed_hat(114, 96, pal["hat"], pal["feather"])
    # reins arm
    r += arm([(102, 142), (108, 176), (138, 182)], pal["sleeve"], width=12)
    r.append(path("M138,182 Q156,180 174,172", fill="none", stroke="#3b2614", stroke_width="1.8"))
    # raised arm with the sign
    r += arm([(128, 142), (148, 126), (150, 92)], pal["sleeve"], width=12, hand=False)
    r.append(held(150, 58, 46))
    r.append(circle(150, 90, 6.5, fill=SKIN, stroke=SKIN_LINE, stroke_width="1.3"))
    out.append(g(r, transform="translate(12,12) scale(0.9)"))
    return out
