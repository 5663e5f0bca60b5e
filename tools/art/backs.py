"""Card backs (240x360) and the 'shown' marker overlay."""

import math

from svgutil import (CARD_W, CARD_H, CARD_RX, g, path, circle, ellipse, rect, line, poly, n,
                     document, lingrad, radgrad)
from signs import sign

FACE = "#fbf6ea"
BORDER = "#2b2520"
IX, IY, IW, IH = 12, 12, 216, 336   # inner (patterned) area


def margin_overlay():
    """Cream card margin drawn over the pattern: outer rounded rect minus inner rect."""
    o = CARD_RX
    outer = ("M%s,0.75 H%s A%s,%s 0 0 1 %s,%s V%s A%s,%s 0 0 1 %s,%s H%s A%s,%s 0 0 1 0.75,%s "
             "V%s A%s,%s 0 0 1 %s,0.75 Z" % (
                 o, CARD_W - o, o - 0.75, o - 0.75, CARD_W - 0.75, o, CARD_H - o, o - 0.75, o - 0.75,
                 CARD_W - o, CARD_H - 0.75, o, o - 0.75, o - 0.75, CARD_H - o, o, o - 0.75, o - 0.75, o))
    inner = "M%s,%s H%s V%s H%s Z" % (IX + 6, IY, IX + IW - 6, IY + IH, IX + 6)
    inner = ("M%s,%s H%s A6,6 0 0 1 %s,%s V%s A6,6 0 0 1 %s,%s H%s A6,6 0 0 1 %s,%s V%s "
             "A6,6 0 0 1 %s,%s Z" % (IX + 6, IY, IX + IW - 6, IX + IW, IY + 6, IY + IH - 6,
                                    IX + IW - 6, IY + IH, IX + 6, IX, IY + IH - 6, IY + 6, IX + 6, IY))
    return [path(outer + " " + inner, fill=FACE, fill_rule="evenodd"),
            rect(0.75, 0.75, CARD_W - 1.5, CARD_H - 1.5, rx=CARD_RX, ry=CARD_RX, fill="none",
                 stroke=BORDER, stroke_width="1.5")]


def clip_line(x0, y0, dx, dy, xmin, ymin, xmax, ymax):
    """Liang-Barsky clip of the infinite line p = p0 + t*d to a rectangle."""
    t0, t1 = -1e9, 1e9
    for p, q in ((-dx, x0 - xmin), (dx, xmax - x0), (-dy, y0 - ymin), (dy, ymax - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (x0 + dx * t0, y0 + dy * t0, x0 + dx * t1, y0 + dy * t1)


def clip_poly(pts, xmin, ymin, xmax, ymax):
    """Sutherland-Hodgman clip of a polygon to an axis-aligned rectangle."""
    def clip(poly_pts, inside, inter):
        out = []
        for i in range(len(poly_pts)):
            cur, prev = poly_pts[i], poly_pts[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(inter(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(inter(prev, cur))
        return out

    def ix(a, b, x):
        t = (x - a[0]) / (b[0] - a[0])
        return (x, a[1] + (b[1] - a[1]) * t)

    def iy(a, b, y):
        t = (y - a[1]) / (b[1] - a[1])
        return (a[0] + (b[0] - a[0]) * t, y)
    for inside, inter in ((lambda p: p[0] >= xmin, lambda a, b: ix(a, b, xmin)),
                          (lambda p: p[0] <= xmax, lambda a, b: ix(a, b, xmax)),
                          (lambda p: p[1] >= ymin, lambda a, b: iy(a, b, ymin)),
                          (lambda p: p[1] <= ymax, lambda a, b: iy(a, b, ymax))):
        pts = clip(pts, inside, inter)
        if not pts:
            return []
    return pts


def lattice_paths(step, x0, y0, x1, y1):
    segs = []
    for k in range(-40, 41):
        for (dx, dy) in ((1, 1.5), (1, -1.5)):
            # lines through (x0 + k*step, y0)
            c = clip_line(x0 + k * step, y0, dx, dy, x0, y0, x1, y1)
            if c:
                segs.append("M%s,%s L%s,%s" % tuple(n(v) for v in c))
    return " ".join(segs)


def corner_flourish(cx, cy, rot, color):
    return g([path("M0,0 q18,0 26,-10 M0,0 q0,18 -10,26 M0,0 q14,14 24,8 q-8,10 -24,-8",
                   fill="none", stroke=color, stroke_width="1.6", stroke_linecap="round"),
              circle(0, 0, 3.2, fill=color)],
             transform="translate(%s,%s) rotate(%s)" % (n(cx), n(cy), n(rot)))


def back1():
    """Dark red lattice with a medallion of the four German suits."""
    defs = [radgrad("bg", [(0, "#a3252f"), (1, "#5e1119")], 120, 180, 220, user=True)]
    out = [rect(IX - 4, IY - 4, IW + 8, IH + 8, fill="url(#bg)")]
    out.append(path(lattice_paths(22, IX, IY, IX + IW, IY + IH), fill="none", stroke="#e0b14a",
                    stroke_width="1.1", opacity="0.55"))
    dots = []
    for i in range(-2, 14):
        for j in range(-2, 30):
            x = IX + i * 22 + (11 if j % 2 else 0)
            y = IY + j * 16.5
            if IX + 3 < x < IX + IW - 3 and IY + 3 < y < IY + IH - 3:
                dots.append("M%s,%s m-2,0 a2,2 0 1 0 4,0 a2,2 0 1 0 -4,0" % (n(x), n(y)))
    out.append(path(" ".join(dots), fill="#f2cf7a", opacity="0.8"))
    out.append(rect(IX + 7, IY + 7, IW - 14, IH - 14, rx=4, fill="none", stroke="#f2cf7a",
                    stroke_width="2"))
    out.append(rect(IX + 11, IY + 11, IW - 22, IH - 22, rx=3, fill="none", stroke="#f2cf7a",
                    stroke_width="0.8"))
    # medallion
    out.append(ellipse(120, 180, 54, 70, fill="#5e1119", stroke="#f2cf7a", stroke_width="3"))
    out.append(ellipse(120, 180, 47, 63, fill="#fbf1dc", stroke="#b8862a", stroke_width="1.5"))
    out.append(sign("german", "H", 120, 148, 34))
    out.append(sign("german", "S", 120, 212, 34))
    out.append(sign("german", "E", 94, 180, 34))
    out.append(sign("german", "L", 146, 180, 34))
    for (x, y, r) in ((IX + 18, IY + 18, 0), (IX + IW - 18, IY + 18, 90),
                      (IX + IW - 18, IY + IH - 18, 180), (IX + 18, IY + IH - 18, 270)):
        out.append(corner_flourish(x, y, r, "#f2cf7a"))
    return defs, out


def back2():
    """Navy with an argyle of diamonds and a golden star rosette."""
    defs = [lingrad("bg", [(0, "#22346b"), (1, "#131d40")], 0, 0, 0, 1)]
    out = [rect(IX - 4, IY - 4, IW + 8, IH + 8, fill="url(#bg)")]
    dw, dh = 27, 42
    light, dark = [], []
    for j in range(0, 18):
        for i in range(-1, 10):
            cx = IX + i * dw + (dw / 2 if j % 2 else 0)
            cy = IY + j * dh / 2
            pts = clip_poly([(cx, cy - dh / 2), (cx + dw / 2, cy), (cx, cy + dh / 2), (cx - dw / 2, cy)],
                            IX - 2, IY - 2, IX + IW + 2, IY + IH + 2)
            if len(pts) < 3:
                continue
            d = "M" + " L".join("%s,%s" % (n(x), n(y)) for x, y in pts) + " Z"
            (light if j % 2 == 0 else dark).append(d)
    out.append(path(" ".join(light), fill="#2f4a8f"))
    out.append(path(" ".join(dark), fill="#18244f"))
    # thin argyle over-check lines
    segs = []
    for k in range(-20, 21):
        for dx, dy in ((dw, dh), (dw, -dh)):
            c = clip_line(IX + k * dw, IY, dx, dy, IX, IY, IX + IW, IY + IH)
            if c:
                segs.append("M%s,%s L%s,%s" % tuple(n(v) for v in c))
    out.append(path(" ".join(segs), fill="none", stroke="#c9d6f2", stroke_width="0.7",
                    opacity="0.55", stroke_dasharray="3,3"))
    out.append(rect(IX + 7, IY + 7, IW - 14, IH - 14, rx=4, fill="none", stroke="#e8c66a",
                    stroke_width="2"))
    # rosette
    pts = []
    for k in range(32):
        a = -math.pi / 2 + k * math.pi / 16
        r = 56 if k % 2 == 0 else 34
        if k % 4 == 2:
            r = 44
        pts.append((120 + r * math.cos(a), 180 + r * math.sin(a)))
    out.append(circle(120, 180, 62, fill="#131d40", stroke="#e8c66a", stroke_width="2"))
    out.append(poly(pts, fill="#e8c66a", stroke="#8a6410", stroke_width="1"))
    out.append(circle(120, 180, 24, fill="#22346b", stroke="#e8c66a", stroke_width="2"))
    out.append(circle(120, 180, 9, fill="#e8c66a"))
    for (x, y, r) in ((IX + 18, IY + 18, 0), (IX + IW - 18, IY + 18, 90),
                      (IX + IW - 18, IY + IH - 18, 180), (IX + 18, IY + IH - 18, 270)):
        out.append(corner_flourish(x, y, r, "#e8c66a"))
    return defs, out


def franconian_shield(cx, cy, s):
    """Frankish rake: red field, three silver points rising from the base."""
    shield = "M-40,-46 H40 V0 C40,30 20,46 0,54 C-20,46 -40,30 -40,0 Z"
    rake = "M-40,6 L-27,-34 L-13,6 L0,-34 L13,6 L27,-34 L40,6 V0 C40,30 20,46 0,54 C-20,46 -40,30 -40,0 Z"
    return g([path(shield, fill="#d0242a"),
              path(rake, fill="#f6f3ea"),
              path(shield, fill="none", stroke="#2b2018", stroke_width="3", stroke_linejoin="round")],
             transform="translate(%s,%s) scale(%s)" % (n(cx), n(cy), n(s)))


def back3():
    """Forest green with small oak leaves and the Franconian rake shield."""
    defs = [radgrad("bg", [(0, "#2f7a48"), (1, "#163f26")], 120, 180, 220, user=True)]
    out = [rect(IX - 4, IY - 4, IW + 8, IH + 8, fill="url(#bg)")]
    # rows of small lozenges and dots
    loz = []
    dots = []
    for j in range(0, 21):
        for i in range(0, 12):
            x = IX + 9 + i * 18 + (9 if j % 2 else 0)
            y = IY + 8 + j * 16
            if x > IX + IW - 4:
                continue
            loz.append("M%s,%s l4,6 l-4,6 l-4,-6 Z" % (n(x), n(y - 6)))
            dots.append("M%s,%s m-1.3,0 a1.3,1.3 0 1 0 2.6,0 a1.3,1.3 0 1 0 -2.6,0" % (n(x + 9), n(y)))
    out.append(path(" ".join(loz), fill="#5fa56a", opacity="0.55"))
    out.append(path(" ".join(dots), fill="#e8d48a", opacity="0.6"))
    out.append(rect(IX + 7, IY + 7, IW - 14, IH - 14, rx=4, fill="none", stroke="#e8d48a",
                    stroke_width="2"))
    out.append(rect(IX + 11, IY + 11, IW - 22, IH - 22, rx=3, fill="none", stroke="#e8d48a",
                    stroke_width="0.8"))
    # oak wreath around the shield
    out.append(circle(120, 180, 66, fill="#163f26", stroke="#e8d48a", stroke_width="2.5"))
    for k in range(16):
        a = k * math.pi * 2 / 16
        x, y = 120 + 56 * math.cos(a), 180 + 56 * math.sin(a)
        out.append(ellipse(x, y, 4, 9, fill="#6fb05a", stroke="#163f26", stroke_width="0.8",
                           transform="rotate(%s,%s,%s)" % (n(math.degrees(a) + 30), n(x), n(y))))
    out.append(franconian_shield(120, 176, 0.82))
    for (x, y, r) in ((IX + 18, IY + 18, 0), (IX + IW - 18, IY + 18, 90),
                      (IX + IW - 18, IY + IH - 18, 180), (IX + 18, IY + IH - 18, 270)):
        out.append(corner_flourish(x, y, r, "#e8d48a"))
    return defs, out


def shown():
    """Transparent overlay with an 'eye' badge in the top-right area."""
    cx, cy = 204, 36
    eye_d = "M-15,0 Q0,-13 15,0 Q0,13 -15,0 Z"
    body = [
        circle(cx + 1, cy + 2, 25, fill="#000000", opacity="0.25"),
        circle(cx, cy, 24, fill="#1f5fae", stroke="#ffffff", stroke_width="3"),
        g([path(eye_d, fill="#ffffff", stroke="#0d2f5c", stroke_width="1.5"),
           circle(0, 0, 6.5, fill="#3b8fd9"), circle(0, 0, 3.2, fill="#0d1a2a"),
           circle(-2, -2, 1.4, fill="#ffffff")], transform="translate(%s,%s)" % (cx, cy)),
    ]
    return body


def build(writer):
    for i, fn in enumerate((back1, back2, back3), 1):
        defs, body = fn()
        writer.write("backs/back%d.svg" % i,
                     document(body + margin_overlay(), CARD_W, CARD_H, defs=defs,
                              title="Card back %d" % i))
    writer.write("backs/shown.svg", document(shown(), CARD_W, CARD_H,
                                             title="Shown-to-all marker overlay"))
