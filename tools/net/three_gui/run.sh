#!/usr/bin/env bash
# Three Stammtisch windows at one network table (issue 35): one host and two joiners, each its own
# process with its own home folder, side by side on one Xvfb screen, played through to the end of a
# deal by tools/net/three_gui/drive.py as a screen reader's user plays (AT-SPI: the menus, the
# dialogs' buttons and the hand's cards are pressed; nothing is clicked by coordinates).
#
#   tools/net/three_gui/run.sh GAME PLAYERS [build-dir] [output-dir] [seed]
#     GAME: Dreeg, Dreierles, Dappen, Dreierschnapsen or Schnapsen (as the Host dialog names it)
#     PLAYERS: seats at the table; the host and the two joiners take three, computers the rest
#
# Screens of every player (one PNG per window) at the start, at each decision and at the end go
# to the output directory (default /tmp/three-gui-GAME), with drive.log (every decision taken).
# Debian packages: xvfb openbox x11-utils xdotool imagemagick dbus-x11 at-spi2-core python3-pyatspi.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
game="${1:?game}"
players="${2:?players}"
build="${3:-$root/build}"
out="${4:-/tmp/three-gui-$game}"
seed="${5:-7}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
work="$(mktemp -d)"
display=":$((70 + RANDOM % 20))"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  [ -n "${DBUS_SESSION_BUS_PID:-}" ] && kill "$DBUS_SESSION_BUS_PID" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

export DISPLAY="$display" QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 LANG=C.UTF-8
Xvfb "$display" -screen 0 3072x760x24 >"$work/xvfb.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
eval "$(dbus-launch --sh-syntax)"
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/atspi.log" 2>&1 &
pids+=($!)
openbox >"$work/openbox.log" 2>&1 &
pids+=($!)
sleep 1

# host and j1 in English, j2 in German: both languages at one table
start() {
  local name="$1" lang="$2" home="$work/home-$1"
  mkdir -p "$home/run" && chmod 700 "$home/run"
  HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$home/run" \
    "$build/app/stammtisch" --language "$lang" >"$out/$name.stderr" 2>&1 &
  pids+=($!)
  echo $! >"$work/$name.pid"
}
start host en
start j1 en
start j2 de
sleep 4
# each window 1020x700 (the size the look-and-feel brief plays at), side by side
i=0
for name in host j1 j2; do
  pid="$(cat "$work/$name.pid")"
  for w in $(xdotool search --onlyvisible --name '^Stammtisch$'); do
    if xprop -id "$w" _NET_WM_PID | grep -q "= $pid\$"; then
      xdotool windowsize "$w" 1020 700
      xdotool windowmove "$w" $((i * 1024)) 0
    fi
  done
  i=$((i + 1))
done
sleep 1
/usr/bin/python3 "$root/tools/net/three_gui/drive.py" --work "$work" --out "$out" --game "$game" \
  --players "$players" --seed "$seed"
