"""Table furniture: felt and wood tiles, seat plate, coin bowl, score pad."""

import math
import random

from svgutil import (g, path, circle, ellipse, rect, line, text, n, document, lingrad, radgrad,
                     SANS, SERIF)

TILE = 256


def _wrapped(x, y, fn):
    """Call fn at (x, y) and at the wrapped copies needed for seamless tiling."""
    out = []
    for dx in (-TILE, 0, TILE):
        for dy in (-TILE, 0, TILE):
            X, Y = x + dx, y + dy
            if -8 <= X <= TILE + 8 and -8 <= Y <= TILE + 8:
                out.append(fn(X, Y))
    return out


def felt():
    rng = random.Random("felt")
    out = [rect(0, 0, TILE, TILE, fill="#2d6a3e")]
    # soft mottling (large, very faint blobs, wrapped)
    for k in range(14):
        x, y = rng.uniform(0, TILE), rng.uniform(0, TILE)
        r = rng.uniform(30, 70)
        col = "#3a7d4c" if k % 2 else "#235a33"
        for X, Y in [(x + dx, y + dy) for dx in (-TILE, 0, TILE) for dy in (-TILE, 0, TILE)]:
            if -r < X < TILE + r and -r < Y < TILE + r:
                out.append(circle(X, Y, r, fill=col, opacity="0.1"))
    # fibres: short random strokes, light and dark
    for col, op, count in (("#5f9e6c", "0.2", 700), ("#1b4a29", "0.22", 700),
                           ("#8cc39a", "0.1", 250)):
        segs = []
        for k in range(count):
            x, y = rng.uniform(0, TILE), rng.uniform(0, TILE)
            a = rng.uniform(0, math.pi)
            L = rng.uniform(1.5, 4.5)
            dx, dy = math.cos(a) * L, math.sin(a) * L
            segs += _wrapped(x, y, lambda X, Y: "M%s,%s l%s,%s" % (n(X), n(Y), n(dx), n(dy)))
        out.append(path(" ".join(segs), fill="none", stroke=col, stroke_width="0.9",
                        stroke_linecap="round", opacity=op))
    return document(out, TILE, TILE, title="Green felt tile (seamless)")


def wood():
    rng = random.Random("wood")
    out = [rect(0, 0, TILE, TILE, fill="#4a2c18")]
    planks = 4
    ph = TILE / planks
    tones = ["#51321c", "#472a16", "#4e2f1a", "#432713"]
    for p in range(planks):
        out.append(rect(0, p * ph, TILE, ph, fill=tones[p]))
        grains = []
        for k in range(9):
            base = p * ph + 4 + k * (ph - 8) / 8.0
            f1 = rng.choice((1, 2, 3))
            ph1 = rng.uniform(0, math.pi * 2)
            amp = rng.uniform(0.6, 2.4)
            pts = []
            for i in range(0, 33):
                x = i * TILE / 32.0
                y = base + amp * math.sin(2 * math.pi * f1 * x / TILE + ph1)
                pts.append((x, y))
            d = "M%s,%s" % (n(pts[0][0]), n(pts[0][1])) + "".join(
                " L%s,%s" % (n(x), n(y)) for x, y in pts[1:])
            grains.append(d)
        out.append(path(" ".join(grains[0::2]), fill="none", stroke="#2a170b", stroke_width="1",
                        opacity="0.45"))
        out.append(path(" ".join(grains[1::2]), fill="none", stroke="#6b4426", stroke_width="0.8",
                        opacity="0.5"))
        # a knot per plank
        kx = rng.uniform(40, TILE - 40)
        ky = p * ph + ph / 2
        for r, op in ((10, "0.5"), (7, "0.5"), (4, "0.7")):
            out.append(ellipse(kx, ky, r * 2.2, r * 0.7, fill="none", stroke="#2a170b",
                               stroke_width="1", opacity=op))
        out.append(ellipse(kx, ky, 5, 1.8, fill="#2a170b", opacity="0.7"))
        # plank seam (top edge of each plank) and short end joint
        out.append(rect(0, p * ph, TILE, 1.6, fill="#1c0f06", opacity="0.8"))
        jx = (p * 97 + 40) % TILE
        out.append(rect(jx, p * ph, 1.4, ph, fill="#1c0f06", opacity="0.6"))
    return document(out, TILE, TILE, title="Dark wood tile (seamless)")


def seat():
    W, H = 220, 72
    defs = [lingrad("brass", [(0, "#f3d58a"), (0.5, "#c9973a"), (1, "#8a6020")], 0, 0, 0, 1),
            lingrad("plate", [(0, "#4e2f1a"), (1, "#2e1a0c")], 0, 0, 0, 1)]
    out = [rect(1, 1, W - 2, H - 2, rx=14, fill="url(#brass)", stroke="#5a3a10", stroke_width="1.5"),
           rect(8, 8, W - 16, H - 16, rx=9, fill="url(#plate)", stroke="#5a3a10", stroke_width="1.2"),
           rect(11, 11, W - 22, H - 22, rx=7, fill="none", stroke="#c9973a", stroke_width="0.8",
                opacity="0.6"),
           path("M16,16 Q%s,10 %s,16" % (n(W / 2), n(W - 16)), fill="none", stroke="#ffffff",
                stroke_width="1.5", opacity="0.12")]
    for x, y in ((16, H / 2), (W - 16, H / 2)):
        out.append(circle(x, y, 3.4, fill="#e8c46a", stroke="#5a3a10", stroke_width="0.8"))
        out.append(line(x - 2, y - 2, x + 2, y + 2, stroke="#5a3a10", stroke_width="0.9"))
    return document(out, W, H, defs=defs, title="Seat name plate (text area x 24..196, y 14..58)")


def coins():
    W, H = 160, 120
    rng = random.Random("coins")
    defs = [lingrad("bowl", [(0, "#8a5a30"), (1, "#4e2e16")], 0, 0, 0, 1),
            radgrad("gold", [(0, "#fff0a8"), (0.6, "#e8b73a"), (1, "#a8761a")], 0.4, 0.35, 0.7),
            radgrad("copper", [(0, "#f8c8a0"), (0.6, "#c8743a"), (1, "#7a3a14")], 0.4, 0.35, 0.7)]
    out = [ellipse(80, 110, 66, 8, fill="#000000", opacity="0.22")]
    # bowl back rim
    out.append(ellipse(80, 62, 64, 16, fill="#3a2210", stroke="#2a170b", stroke_width="1.5"))
    # coins heap inside the bowl
    coin_list = []
    for k in range(22):
        x = rng.uniform(30, 130)
        y = 60 - (1 - abs(x - 80) / 55.0) * rng.uniform(6, 20)
        coin_list.append((y, x, rng.random() < 0.3, rng.uniform(-25, 25)))
    coin_list.sort()
    for y, x, cu, rot in coin_list:
        fill = "url(#copper)" if cu else "url(#gold)"
        edge = "#7a3a14" if cu else "#8a6010"
        out.append(g([ellipse(0, 1.5, 11, 5, fill=edge),
                      ellipse(0, 0, 11, 5, fill=fill, stroke=edge, stroke_width="0.8"),
                      ellipse(0, 0, 7, 3, fill="none", stroke=edge, stroke_width="0.6", opacity="0.6")],
                     transform="translate(%s,%s) rotate(%s)" % (n(x), n(y), n(rot * 0.3))))
    # bowl body
    out.append(path("M16,62 Q18,104 80,106 Q142,104 144,62 Q80,84 16,62 Z", fill="url(#bowl)",
                    stroke="#2a170b", stroke_width="1.5"))
    out.append(path("M16,62 Q80,84 144,62", fill="none", stroke="#a8784a", stroke_width="3"))
    out.append(path("M26,74 Q36,96 66,100", fill="none", stroke="#ffffff", stroke_width="2.5",
                    opacity="0.18", stroke_linecap="round"))
    # two coins lying in front
    for x, y, cu in ((34, 108, False), (126, 110, True)):
        fill = "url(#copper)" if cu else "url(#gold)"
        edge = "#7a3a14" if cu else "#8a6010"
        out.append(ellipse(x, y + 1.5, 11, 4.5, fill=edge))
        out.append(ellipse(x, y, 11, 4.5, fill=fill, stroke=edge, stroke_width="0.8"))
    return document(out, W, H, defs=defs, title="Bowl of coins")


def scorepad():
    W, H = 160, 210
    out = [rect(8, 12, 146, 194, rx=4, fill="#000000", opacity="0.2"),
           rect(4, 10, 146, 194, rx=4, fill="#f7f3e6", stroke="#8a8270", stroke_width="1"),
           rect(4, 10, 146, 22, rx=4, fill="#2f5a3a", stroke="#1e3a26", stroke_width="1")]
    # binding spirals
    for k in range(9):
        x = 16 + k * 15.5
        out.append(ellipse(x, 10, 3, 6, fill="none", stroke="#6b6b6b", stroke_width="2"))
    # ruled lines and columns
    lines = []
    for k in range(13):
        y = 52 + k * 12
        lines.append("M10,%s H144" % n(y))
    out.append(path(" ".join(lines), fill="none", stroke="#8fb0d0", stroke_width="0.8"))
    out.append(path("M10,42 H144", fill="none", stroke="#c04040", stroke_width="1.2"))
    out.append(path("M54,36 V200 M99,36 V200", fill="none", stroke="#c04040", stroke_width="0.9",
                    opacity="0.8"))
    # pencil
    out.append(g([rect(0, -3.5, 96, 7, fill="#e8b028", stroke="#6b4a10", stroke_width="0.8"),
                  path("M96,-3.5 L110,0 L96,3.5 Z", fill="#e8d0a8", stroke="#6b4a10",
                       stroke_width="0.8"),
                  path("M106,-1 L110,0 L106,1 Z", fill="#333333"),
                  rect(-8, -3.5, 8, 7, fill="#d88a8a", stroke="#6b4a10", stroke_width="0.8"),
                  rect(-2, -3.8, 4, 7.6, fill="#b8b8b8")],
                 transform="translate(40,190) rotate(-28)"))
    return document(out, W, H, title="Score pad (ruled area x 10..144, y 42..200)")


def build(writer):
    writer.write("table/felt.svg", felt())
    writer.write("table/wood.svg", wood())
    writer.write("table/seat.svg", seat())
    writer.write("table/coins.svg", coins())
    writer.write("table/scorepad.svg", scorepad())
