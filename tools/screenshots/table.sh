#!/usr/bin/env bash
# Regenerates docs/screenshots/table-*.png: the card table and its dialogs at 1280x800, offscreen.
#   tools/screenshots/table.sh [build-dir]     (default: build)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
[ -f "$build/CMakeCache.txt" ] || cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --target stammtisch-table-screenshots -j2
rm -f "$root"/docs/screenshots/table-*.png
# An offscreen screen of 1280x800 (the plain offscreen screen is 800x800): dialogs sized from the screen
# are drawn as a player at 1280x800 sees them.
QT_QPA_PLATFORM="offscreen:configfile=$root/tools/screenshots/screen-1280x800.json" QT_SCALE_FACTOR=1 \
  "$build/tools/screenshots/stammtisch-table-screenshots" "$root/docs/screenshots"
