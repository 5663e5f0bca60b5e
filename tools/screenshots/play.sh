#!/usr/bin/env bash
# Plays a whole deal of every game (Dappen at 6, 7 and 8) by mouse and by keyboard on a virtual
# X screen (test_playthrough under xvfb-run) and keeps a picture of the first decision, a trick in
# play and the deal's summary of each run, dialogs included.
#   tools/screenshots/play.sh [build-dir] [folder] [seed]   (defaults: build, /tmp/stammtisch-play, 77)
# Then docs/screenshots/play-*.png are refreshed from that folder (three of them are kept there).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
out="${2:-/tmp/stammtisch-play}"
seed="${3:-77}"
cmake --build "$build" --target test_playthrough -j2
rm -rf "$out"
STAMMTISCH_SHOTS="$out" STAMMTISCH_PLAY_SEED="$seed" QT_QPA_PLATFORM=xcb QT_SCALE_FACTOR=1 \
  xvfb-run -a -s "-screen 0 1280x860x24" "$build/tests/test_playthrough"
for f in play-dappen-8p-keyboard-2-trick play-dreierles-3p-keyboard-1-first-decision \
  play-dreierschnapsen-3p-keyboard-1-first-decision; do
  [ "$seed" = 77 ] && cp "$out/$f.png" "$root/docs/screenshots/$f.png"
done
echo "pictures in $out"
