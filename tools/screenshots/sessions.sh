#!/usr/bin/env bash
# Plays a whole session of every game (Dreeg at 4 and 3, Schnapsen, Dreierschnapsen, Dreierles at
# 3 and 4, Dappen at 6, 7 and 8) by mouse and by keyboard on a virtual X screen of each size (the
# main window as large as the screen), each from Game ▸ New…, and keeps the pictures a player saw:
# the New game dialog as filled in, the first decision,
# tricks of deals 1, 3 and 6, every deal's summary, the session summary (top and end of its score
# sheet) and the whole score sheet; besides, each session's record (.json), what the session summary
# said (-result.txt) and 'stammtisch-cli replay' of the record (-replay.json) to set beside it.
#   tools/screenshots/sessions.sh [build-dir] [folder] [seed] [language]
#   (defaults: build, /tmp/stammtisch-sessions, the suite's seeds, en; sizes: SIZES="1024x700 1920x1080")
# Each size's log (times per session, what did not fit or showed raw text) is <folder>/<size>/log.txt.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
out="${2:-/tmp/stammtisch-sessions}"
seed="${3:-}"
language="${4:-en}"
sizes="${SIZES:-1024x700 1920x1080}"
cmake --build "$build" --target test_playthrough stammtisch-cli -j2 || exit 1
rm -rf "$out"
status=0
for size in $sizes; do
  dir="$out/$size"
  mkdir -p "$dir"
  env STAMMTISCH_PLAY_SESSIONS=1 STAMMTISCH_SHOTS="$dir" STAMMTISCH_PLAY_LANG="$language" \
    ${seed:+STAMMTISCH_PLAY_SEED="$seed"} QT_QPA_PLATFORM=xcb QT_SCALE_FACTOR=1 \
    xvfb-run -a -s "-screen 0 ${size}x24" "$build/tests/test_playthrough" wholeSession >"$dir/log.txt" 2>&1 ||
    status=1
  grep -E "^(PASS|FAIL|QWARN|QINFO|SKIP)|Totals|Loc:" "$dir/log.txt"
  for record in "$dir"/*.json; do
    [ -e "$record" ] || continue
    case "$record" in *-replay.json) continue ;; esac
    "$build/app/stammtisch-cli" replay "$record" >"${record%.json}-replay.json" 2>&1 ||
      { echo "replay failed: $record"; status=1; }
  done
done
echo "pictures in $out"
exit $status
