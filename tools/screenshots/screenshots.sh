#!/usr/bin/env bash
# Regenerates docs/screenshots/deck-*.png: the deck viewer for every pack and built-in
# style at 60 px and 300 px card width, rendered offscreen.
#   tools/screenshots/screenshots.sh [build-dir]     (default: build)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
[ -f "$build/CMakeCache.txt" ] || cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --target stammtisch-screenshots -j2
rm -f "$root"/docs/screenshots/deck-*.png
QT_QPA_PLATFORM=offscreen QT_SCALE_FACTOR=1 "$build/tools/screenshots/stammtisch-screenshots" "$root/docs/screenshots"
