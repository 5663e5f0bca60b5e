"""Seat avatars: friendly pub regulars as round portraits (viewBox 0 0 96 96).

Each portrait is a medallion: a coloured disc, the shoulders in the regular's
clothes, a face with eyes and a smile, and what makes him or her known at the
table: hair, beard, glasses, a hat. Everything is clipped by geometry (the
shoulders end on the disc's arc), as QtSvg has no clip paths.
"""

from svgutil import g, path, circle, ellipse, rect, n, document, radgrad

CX, CY, R = 48, 48, 46

SKIN = {
    "light": ("#f3d2b5", "#dcae8c"),
    "rosy": ("#f0c2a2", "#d89a78"),
    "tan": ("#d9a47a", "#b97f57"),
    "brown": ("#a8714c", "#875436"),
}

# name, background, skin, clothes, collar, hair colour, hair, beard, glasses, hat, hat colour
REGULARS = [
    ("sepp", "#c9a45c", "rosy", "#2f5d3a", "#f4efe2", "#6b4a2b", "short", "full", False, "tracht", "#3d5a33"),
    ("anni", "#b5573f", "light", "#7a2f3b", "#f4efe2", "#d6a63c", "bun", None, False, None, None),
    ("franz", "#5b7fa3", "light", "#3b3f58", "#dfe6ee", "#9a9a9a", "bald", "moustache", True, None, None),
    ("vroni", "#7b9a5a", "tan", "#2f4a6b", "#f4efe2", "#3a2418", "long", None, True, None, None),
    ("hias", "#8d6a9e", "light", "#5a3a22", "#e8dcc4", "#c0582e", "short", "goatee", False, "cap", "#55606b"),
    ("resi", "#d08a3c", "brown", "#1f5c5a", "#f4efe2", "#2a1a12", "curly", None, False, None, None),
    ("schorsch", "#4f7d6f", "rosy", "#8a2c2c", "#f4efe2", "#e6e1d6", "bald", "full", False, "beanie", "#c9503a"),
    ("liesl", "#a3536f", "rosy", "#4b5e2f", "#f4efe2", "#8a4b22", "braids", None, False, None, None),
    ("gustl", "#6d8fc0", "tan", "#6a5230", "#f0e6cf", "#1f1a17", "short", "stubble", True, "tracht", "#5a3f28"),
    ("wastl", "#b98c4a", "light", "#34465e", "#f4efe2", "#b8b1a3", "side", "moustache", False, None, None),
]


def _torso(clothes, collar):
    # The shoulders: a curve from one point of the disc's rim to the other, closed along the rim.
    y = 84.0
    dx = (R * R - (y - CY) ** 2) ** 0.5
    x1, x2 = CX - dx, CX + dx
    d = "M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s A%s,%s 0 0,1 %s,%s Z" % (
        n(x1), n(y), n(x1 + 3), n(70), n(34), n(67), n(CX), n(67),
        n(62), n(67), n(x2 - 3), n(70), n(x2), n(y), R, R, n(x1), n(y))
    out = [path(d, fill=clothes, stroke="#1d1a17", stroke_width="1.2", stroke_opacity="0.35")]
    # The collar: a V of shirt under the chin.
    out.append(path("M40,66 L48,78 L56,66 Z", fill=collar))
    return out


def _hair_back(style, col):
    if style == "long":
        return [path("M29,44 C27,22 69,22 67,44 L69,74 C62,78 34,78 27,74 Z", fill=col)]
    if style == "braids":
        return [ellipse(28, 62, 4.5, 11, fill=col), ellipse(68, 62, 4.5, 11, fill=col),
                circle(28, 75, 3, fill="#c9503a"), circle(68, 75, 3, fill="#c9503a")]
    if style == "bun":
        return [circle(48, 19, 9, fill=col)]
    if style == "curly":
        return [circle(x, y, 8, fill=col) for x, y in
                ((31, 34), (36, 25), (46, 21), (57, 23), (64, 31), (67, 42), (29, 45), (66, 52), (30, 54))]
    return []


def _hair_front(style, col):
    if style in ("short",):
        return [path("M31,42 C29,24 67,22 65,42 C61,33 52,30 44,31 C38,32 33,36 31,42 Z", fill=col)]
    if style in ("long", "braids", "bun"):
        return [path("M31,43 C30,26 66,25 65,43 C60,35 52,31 48,31 C43,33 36,37 31,43 Z", fill=col)]
    if style == "curly":
        return [circle(x, y, 5.5, fill=col) for x, y in ((38, 29), (46, 27), (54, 28), (60, 33))]
    if style in ("bald", "side"):
        out = [path("M31,40 C30,45 31,50 33,53 L35,44 Z", fill=col),
               path("M65,40 C66,45 65,50 63,53 L61,44 Z", fill=col)]
        if style == "side":  # a neat side parting over the top
            out.append(path("M32,40 C31,27 52,22 64,33 C57,30 45,30 39,34 C36,36 33,38 32,40 Z", fill=col))
        return out
    return []


def _face(skin):
    face, shade = SKIN[skin]
    return [
        rect(43, 56, 10, 12, fill=shade),  # the neck
        ellipse(31.5, 46, 3.5, 5, fill=face, stroke=shade, stroke_width="1"),
        ellipse(64.5, 46, 3.5, 5, fill=face, stroke=shade, stroke_width="1"),
        ellipse(48, 45, 16.5, 19, fill=face, stroke=shade, stroke_width="1"),
        circle(40.5, 53, 3.2, fill="#e58a7a", opacity="0.35"),
        circle(55.5, 53, 3.2, fill="#e58a7a", opacity="0.35"),
        circle(42, 45, 1.9, fill="#2a211b"),
        circle(54, 45, 1.9, fill="#2a211b"),
        path("M38.5,40.5 Q42,38.5 45,40.2", fill="none", stroke="#4a3526", stroke_width="1.3",
             stroke_linecap="round"),
        path("M51,40.2 Q54,38.5 57.5,40.5", fill="none", stroke="#4a3526", stroke_width="1.3",
             stroke_linecap="round"),
        path("M48,46 Q46.5,50.5 48.8,51", fill="none", stroke=shade, stroke_width="1.3",
             stroke_linecap="round"),
        path("M42.5,55 Q48,59.5 53.5,55", fill="none", stroke="#7a3328", stroke_width="1.6",
             stroke_linecap="round"),
    ]


def _beard(style, col):
    if style == "full":
        return [path("M31.5,46 C32,60 38,66 48,66 C58,66 64,60 64.5,46 C61,52 57,53.5 54,53 "
                     "C52,56.5 44,56.5 42,53 C39,53.5 35,52 31.5,46 Z", fill=col),
                path("M43,56.5 Q48,59 53,56.5", fill="none", stroke="#7a3328", stroke_width="1.4",
                     stroke_linecap="round")]
    if style == "moustache":
        return [path("M40,53.5 C43,50 46,50.5 48,52 C50,50.5 53,50 56,53.5 C53,54.5 50,54 48,53.4 "
                     "C46,54 43,54.5 40,53.5 Z", fill=col)]
    if style == "goatee":
        return [path("M44,59.5 C45,65 51,65 52,59.5 C50,60.8 46,60.8 44,59.5 Z", fill=col),
                path("M42,53.5 C45,51.5 51,51.5 54,53.5", fill="none", stroke=col, stroke_width="2",
                     stroke_linecap="round")]
    if style == "stubble":
        dots = []
        for k in range(22):
            x = 37 + (k * 5.3) % 22
            y = 56 + (k * 3.7) % 6
            dots.append(circle(x, y, 0.55, fill=col, opacity="0.55"))
        return dots
    return []


def _glasses():
    return [circle(42, 45, 5.2, fill="#dff1ff", fill_opacity="0.25", stroke="#2a2a30", stroke_width="1.6"),
            circle(54, 45, 5.2, fill="#dff1ff", fill_opacity="0.25", stroke="#2a2a30", stroke_width="1.6"),
            path("M47.2,44.5 Q48,43.5 48.8,44.5", fill="none", stroke="#2a2a30", stroke_width="1.4"),
            path("M36.8,44 L32,42.5 M59.2,44 L64,42.5", fill="none", stroke="#2a2a30", stroke_width="1.3")]


def _hat(kind, col):
    if kind == "tracht":  # a Tyrolean felt hat with a cord and a feather
        return [ellipse(48, 31, 24, 5, fill=col, stroke="#1d1a17", stroke_width="1", stroke_opacity="0.4"),
                path("M33,31 C33,16 38,11 48,11 C58,11 63,16 63,31 Z", fill=col, stroke="#1d1a17",
                     stroke_width="1", stroke_opacity="0.4"),
                path("M47,12 C47,16 49,16 49,12", fill="none", stroke="#1d1a17", stroke_width="1",
                     stroke_opacity="0.4"),
                rect(33.5, 25, 29, 4, fill="#c9a45c"),
                path("M60,26 C66,16 70,9 74,4 C70,12 66,19 62,27 Z", fill="#f4efe2", stroke="#5a5145",
                     stroke_width="0.8")]
    if kind == "cap":  # a flat cap (Schiebermütze)
        return [path("M30,36 C29,22 42,17 52,18 C63,19 68,26 67,34 C60,30 40,30 30,36 Z", fill=col,
                     stroke="#1d1a17", stroke_width="1", stroke_opacity="0.4"),
                path("M52,33 C60,30 70,31 74,35 C68,37 58,37 52,33 Z", fill=col, stroke="#1d1a17",
                     stroke_width="1", stroke_opacity="0.5")]
    if kind == "beanie":
        return [path("M31,35 C30,17 66,17 65,35 Z", fill=col),
                rect(30, 31, 36, 7, rx=3, fill=col, stroke="#1d1a17", stroke_width="1", stroke_opacity="0.3"),
                circle(48, 15, 5, fill="#f4efe2")]
    return []


def portrait(spec):
    (name, bg, skin, clothes, collar, hair_col, hair, beard, glasses, hat, hat_col) = spec
    defs = [radgrad("bg", [(0, "#ffffff", 0.35), (1, "#ffffff", 0)], 0.4, 0.3, 0.7)]
    out = [circle(CX, CY, R, fill=bg), circle(CX, CY, R, fill="url(#bg)")]
    out += _hair_back(hair, hair_col)
    out += _torso(clothes, collar)
    out += _face(skin)
    out += _beard(beard, hair_col)
    out += _hair_front(hair if not hat else "bald" if hair in ("bald", "side") else "none", hair_col)
    if hat and hair not in ("bald", "side"):  # hair shows under the hat's brim at the temples
        out += [path("M31.5,38 L34,47 L35,36 Z", fill=hair_col), path("M64.5,38 L62,47 L61,36 Z", fill=hair_col)]
    if glasses:
        out += _glasses()
    out += _hat(hat, hat_col)
    out.append(circle(CX, CY, R - 0.8, fill="none", stroke="#2a1a0e", stroke_width="1.6", stroke_opacity="0.6"))
    return document(g(out), 96, 96, defs=defs, title="Regular: %s" % name)


def build(writer):
    for k, spec in enumerate(REGULARS):
        writer.write("avatars/regular%d.svg" % (k + 1), portrait(spec))
