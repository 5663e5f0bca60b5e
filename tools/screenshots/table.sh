#!/usr/bin/env bash
# Regenerates docs/screenshots/table-*.png: the card table and its dialogs at 1280x800, offscreen.
#   tools/screenshots/table.sh [build-dir]     (default: build)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
[ -f "$build/CMakeCache.txt" ] || cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --target stammtisch-table-screenshots -j2
rm -f "$root"/docs/screenshots/table-*.png
QT_QPA_PLATFORM=offscreen QT_SCALE_FACTOR=1 "$build/tools/screenshots/stammtisch-table-screenshots" "$root/docs/screenshots"
