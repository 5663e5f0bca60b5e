#!/usr/bin/env python3
"""Generate all Stammtisch card/table art as SVG into resources/art/.

Usage (from the repository root):   python3 tools/art/gen_art.py
Only the Python 3 standard library is used; output is deterministic.
"""

import os
import sys

sys.dont_write_bytecode = True  # keep tools/art free of __pycache__

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from svgutil import Writer  # noqa: E402
import german  # noqa: E402
import french  # noqa: E402
import cego  # noqa: E402
import backs  # noqa: E402
import slates  # noqa: E402
import table  # noqa: E402
import icon  # noqa: E402
import avatars  # noqa: E402


def main():
    root = os.path.normpath(os.path.join(HERE, "..", "..", "resources", "art"))
    w = Writer(root)
    german.build(w)
    french.build(w, "french")
    french.build(w, "french4")
    cego.build(w)
    backs.build(w)
    slates.build(w)
    table.build(w)
    icon.build(w)
    avatars.build(w)
    total = sum(sz for _, sz in w.written)
    biggest = max(w.written, key=lambda t: t[1])
    print("wrote %d files, %d bytes total, largest %s (%d bytes)" % (
        len(w.written), total, biggest[0], biggest[1]))


if __name__ == "__main__":
    main()
