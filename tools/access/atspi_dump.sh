#!/usr/bin/env bash
# Runs Stammtisch under Xvfb with its own D-Bus session and AT-SPI bus, and dumps the accessibility
# tree of a running game with tools/access/atspi_dump.py (pyatspi; Debian: python3-pyatspi,
# at-spi2-core, dbus-x11, xvfb).
#   tools/access/atspi_dump.sh [build-dir] [output file]   (default: build, docs/access/atspi-tree.txt)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
out="${2:-$root/docs/access/atspi-tree.txt}"
mkdir -p "$(dirname "$out")"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$home/run"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 LANG=C.UTF-8 LANGUAGE=en
xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- bash -c '
  /usr/libexec/at-spi-bus-launcher --launch-immediately &
  launcher=$!
  sleep 1
  "'"$build"'/app/stammtisch" &
  app=$!
  /usr/bin/python3 "'"$root"'/tools/access/atspi_dump.py" > "'"$out"'"
  status=$?
  kill $app $launcher 2>/dev/null || true
  exit $status
'
echo "tree written to $out"
