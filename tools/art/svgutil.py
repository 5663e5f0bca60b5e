"""Small helpers for writing SVG documents restricted to what QtSvg renders.

Rules followed everywhere (QtSvg / SVG Tiny 1.2 subset):
  * presentation attributes only (no <style>, no CSS classes)
  * no filters, masks, patterns or clip paths
  * gradients, <g>, transforms, basic shapes, paths and <text> only
"""

import os

CARD_W = 240
CARD_H = 360
CARD_RX = 14

SANS = "DejaVu Sans"
SERIF = "DejaVu Serif"


def n(v):
    """Format a number compactly and deterministically."""
    if isinstance(v, int):
        return str(v)
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    if s == "-0":
        s = "0"
    return s


def attrs(**kw):
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("__", ":").replace("_", "-")
        if isinstance(v, float):
            v = n(v)
        out.append('%s="%s"' % (k, v))
    return " ".join(out)


def el(tag, body=None, **kw):
    a = attrs(**kw)
    if body is None:
        return "<%s %s/>" % (tag, a) if a else "<%s/>" % tag
    return "<%s%s>%s</%s>" % (tag, (" " + a) if a else "", body, tag)


def g(body, **kw):
    if isinstance(body, (list, tuple)):
        body = "\n".join(b for b in body if b)
    return el("g", "\n" + body + "\n", **kw)


def path(d, **kw):
    return el("path", d=d, **kw)


def circle(cx, cy, r, **kw):
    return el("circle", cx=n(cx), cy=n(cy), r=n(r), **kw)


def ellipse(cx, cy, rx, ry, **kw):
    return el("ellipse", cx=n(cx), cy=n(cy), rx=n(rx), ry=n(ry), **kw)


def rect(x, y, w, h, **kw):
    return el("rect", x=n(x), y=n(y), width=n(w), height=n(h), **kw)


def line(x1, y1, x2, y2, **kw):
    return el("line", x1=n(x1), y1=n(y1), x2=n(x2), y2=n(y2), **kw)


def poly(points, **kw):
    return el("polygon", points=" ".join("%s,%s" % (n(x), n(y)) for x, y in points), **kw)


def polyline(points, **kw):
    return el("polyline", points=" ".join("%s,%s" % (n(x), n(y)) for x, y in points), **kw)


def text(x, y, s, size, fill, family=SANS, weight="bold", anchor="middle", **kw):
    return el("text", s, x=n(x), y=n(y), font_family=family, font_size=n(size),
              font_weight=weight, text_anchor=anchor, fill=fill, **kw)


def tr(x=0, y=0, s=1.0, rot=0, sx=None):
    """Build a transform attribute value: translate, rotate, scale."""
    parts = []
    if x or y:
        parts.append("translate(%s,%s)" % (n(x), n(y)))
    if rot:
        parts.append("rotate(%s)" % n(rot))
    if sx is not None:
        parts.append("scale(%s,%s)" % (n(sx), n(s)))
    elif s != 1:
        parts.append("scale(%s)" % n(s))
    return " ".join(parts) if parts else None


def pts(seq):
    """Path data from a list of points: M first, L the rest."""
    out = []
    for i, (x, y) in enumerate(seq):
        out.append(("M" if i == 0 else "L") + n(x) + "," + n(y))
    return " ".join(out)


def lingrad(gid, stops, x1=0, y1=0, x2=0, y2=1, user=False):
    st = "".join('<stop offset="%s" stop-color="%s"%s/>' % (
        n(o), c, (' stop-opacity="%s"' % n(op)) if op is not None else "")
        for o, c, *rest in stops for op in [rest[0] if rest else None])
    units = ' gradientUnits="userSpaceOnUse"' if user else ""
    return '<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s"%s>%s</linearGradient>' % (
        gid, n(x1), n(y1), n(x2), n(y2), units, st)


def radgrad(gid, stops, cx=0.5, cy=0.5, r=0.5, fx=None, fy=None, user=False):
    st = "".join('<stop offset="%s" stop-color="%s"%s/>' % (
        n(o), c, (' stop-opacity="%s"' % n(op)) if op is not None else "")
        for o, c, *rest in stops for op in [rest[0] if rest else None])
    units = ' gradientUnits="userSpaceOnUse"' if user else ""
    f = ""
    if fx is not None:
        f = ' fx="%s" fy="%s"' % (n(fx), n(fy))
    return '<radialGradient id="%s" cx="%s" cy="%s" r="%s"%s%s>%s</radialGradient>' % (
        gid, n(cx), n(cy), n(r), f, units, st)


def document(body, w, h, defs=None, title=None):
    parts = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<svg xmlns="http://www.w3.org/2000/svg" '
             'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" '
             'baseProfile="tiny" width="%s" height="%s" viewBox="0 0 %s %s">' % (w, h, w, h)]
    if title:
        parts.append("<title>%s</title>" % title)
    if defs:
        parts.append("<defs>\n" + "\n".join(defs) + "\n</defs>")
    if isinstance(body, (list, tuple)):
        body = "\n".join(b for b in body if b)
    parts.append(body)
    parts.append("</svg>\n")
    return "\n".join(parts)


class Writer:
    def __init__(self, root):
        self.root = root
        self.written = []

    def write(self, rel, content):
        full = os.path.join(self.root, rel)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        data = content.encode("utf-8")
        with open(full, "wb") as fh:
            fh.write(data)
        self.written.append((rel, len(data)))
