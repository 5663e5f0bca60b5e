#!/usr/bin/env bash
# Stammtisch: one script for a fresh Debian 12 machine (run as root).
#   ./build.sh run    install what is missing, build, start the game
#   ./build.sh test   install what is missing, build, and run everything CI runs:
#                     static checks (clang-tidy), the Debian package installed and
#                     started, a short soak, bounded fuzzing, and the whole test suite
#                     under AddressSanitizer + UndefinedBehaviorSanitizer
#   ./build.sh quick  the developer's loop: build and run the test suite (Release) only
# Each stage ends with the processor time it took; `test` and `quick` end with a table of them.
# Environment: # STAMMTISCH_CCACHE=1 compiles through ccache (a developer's machine; CI measures clean builds);
# STAMMTISCH_TEST_JOBS (tests at a time, default one more than the cores), FUZZ_SECONDS (per fuzz
# target, default 20, all targets at once), SOAK_SEED.
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(
  build-essential cmake pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libgl-dev libvulkan-dev nlohmann-json3-dev fonts-dejavu-core
  qt6-translations-l10n   # Qt's German standard buttons, built into the game
  libqt6sql6-sqlite       # the session history's index (SQLite through Qt SQL)
  qt6-multimedia-dev      # the table's sounds (QSoundEffect)
  qt6-websockets-dev libqt6websockets6  # network play: the table server and its clients (WebSockets)
  poppler-utils           # tests: score sheets rendered to PDF checked as PNG and text
  kdegames-card-data-kf5  # tests: KDE's card decks (/usr/share/carddecks), read as installed themes
  xvfb xauth
  # tools/access/atspi_dump.sh: the AT-SPI bus, a D-Bus session and pyatspi
  at-spi2-core dbus dbus-x11 python3-pyatspi
  # the Debian package (cpack -G DEB and its dependency scan)
  dpkg-dev file
  # fuzzing: clang with libFuzzer and the sanitizer runtimes
  clang libclang-rt-14-dev
  clang-tidy              # static checks (.clang-tidy, tools/clang-tidy.sh)
  lld                     # a faster linker for the test programs (used when present)
)

install_missing() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
JOBS="$(nproc)"
# Compile jobs: one more than the cores. With only as many, the cores wait while a job links, writes
# its object or starts (the sanitizer build used 1.86 of two cores at -j2).
BUILD_JOBS=$((JOBS + 1))
# Tests at a time: one more than the cores. The GUI tests spend much of their time waiting for the
# table's timers (test_keyboard: 6 s of processor time in 33 s; under the sanitizers the suite's tests
# ran 889 s for 765 s of processor time), and a third test uses what they leave. (With twice as many
# tests as cores test_history's check that the window stays responsive while it loads once missed.)
TEST_JOBS="${STAMMTISCH_TEST_JOBS:-$((JOBS + 1))}"

# Stages: each one's wall time and processor time (user + system of the finished child processes,
# read with the shell's `times`), printed as it ends and as a table at the end.
STAGE_NAME=""
STAGE_START=0
STAGE_CPU=0
STAGE_TABLE=()
cpu_seconds() { # the children's user + system seconds so far, into CPU_NOW (no subshell: `times` is per process)
  local f
  f="$(mktemp)"
  times >"$f"
  CPU_NOW="$(awk 'NR == 2 { t = 0; for (i = 1; i <= 2; ++i) { split($i, a, "m"); t += a[1] * 60 + a[2] } printf "%.1f", t }' "$f")"
  rm -f "$f"
}
stage_end() {
  [ -n "$STAGE_NAME" ] || return 0
  cpu_seconds
  local line
  line="$(awk -v c="$CPU_NOW" -v c0="$STAGE_CPU" -v w=$((SECONDS - STAGE_START)) -v n="$STAGE_NAME" \
    'BEGIN { printf "%4d:%02d wall %7.1f s CPU  %s", w / 60, w % 60, c - c0, n }')"
  echo "--- $line"
  STAGE_TABLE+=("$line")
  STAGE_NAME=""
}
stage() {
  stage_end
  STAGE_NAME="$*"
  STAGE_START=$SECONDS
  cpu_seconds
  STAGE_CPU="$CPU_NOW"
  echo
  echo "=== $* ($(date +%H:%M:%S))"
}
stage_table() {
  stage_end
  echo
  printf '%s\n' "${STAGE_TABLE[@]}"
}

CMAKE_LAUNCHER=()
if [ "${STAMMTISCH_CCACHE:-0}" = 1 ] && command -v ccache >/dev/null; then
  CMAKE_LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi

# Release, warnings as errors: what users run, what is tested and packaged.
# build [target...]: everything, or only the targets named (run builds just the game and the CLI).
# CMAKE_SKIP_INSTALL_ALL_DEPENDENCY: cpack installs what was built instead of building everything first
# (`test` builds only what is shipped in Release; its tests run under the sanitizers).
build() {
  # compile_commands.json: what clang-tidy reads (tools/clang-tidy.sh).
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DSTAMMTISCH_WERROR=ON -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
    -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON -DSTAMMTISCH_UNITY_UI=ON "${CMAKE_LAUNCHER[@]}"
  if (($#)); then
    cmake --build build -j"$BUILD_JOBS" --target "$@"
  else
    cmake --build build -j"$BUILD_JOBS"
  fi
}

# No game known by name outside its face (tools/check-faces.sh), then clang-tidy (.clang-tidy) over
# the Release build's sources.
static_checks() {
  stage "Static checks (game faces, clang-tidy)"
  tools/check-faces.sh
  tools/clang-tidy.sh build
}

unit_tests() {
  stage "Test suite (Release)"
  (cd build && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j"$TEST_JOBS")
}

# The .deb built from the Release build, installed with apt, started.
package_test() {
  rm -f build/stammtisch_*.deb
  (cd build && cpack -G DEB)
  local deb
  deb="$(ls build/stammtisch_*.deb)"
  dpkg-deb --field "$deb" Package Version Architecture Depends Installed-Size
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "./$deb"
  local rc=0
  installed_checks || rc=$?
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get remove -y -qq stammtisch >/dev/null
  return "$rc"
}

installed_checks() {
  for f in /usr/bin/stammtisch /usr/bin/stammtisch-cli \
    /usr/share/applications/io.github.stammtisch.Stammtisch.desktop \
    /usr/share/metainfo/io.github.stammtisch.Stammtisch.metainfo.xml \
    /usr/share/icons/hicolor/scalable/apps/io.github.stammtisch.Stammtisch.svg; do
    [ -e "$f" ] || { echo "package test: $f is not installed" >&2; return 1; }
  done
  local home rc=0
  home="$(mktemp -d)"
  # (Called in an `||` list, where set -e does not apply: every step checks its own result.)
  QT_QPA_PLATFORM=offscreen /usr/bin/stammtisch --version | tee "$home/version.txt"
  grep -q "0\.[0-9]" "$home/version.txt" || { echo "package test: stammtisch --version failed" >&2; return 1; }
  # The installed game must start and keep running (offscreen, a scratch home): stopped after 8 s is success.
  HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" QT_QPA_PLATFORM=offscreen \
    timeout 8 /usr/bin/stammtisch >"$home/gui.log" 2>&1 || rc=$?
  if [ "$rc" -ne 124 ]; then
    echo "package test: the installed stammtisch stopped with exit code $rc:" >&2
    cat "$home/gui.log" >&2
    return 1
  fi
  echo "installed stammtisch ran for 8 s offscreen"
  HOME="$home" /usr/bin/stammtisch-cli selfplay --game dreeg --players 3 --deals 200 --seed 5 >"$home/selfplay.json" ||
    return 1
  HOME="$home" /usr/bin/stammtisch-cli selfplay --game dappen --players 7 --deals 50 --seed 5 >>"$home/selfplay.json" ||
    return 1
  [ "$(grep -cE '"violations": 0,?$' "$home/selfplay.json")" -eq 2 ] || { cat "$home/selfplay.json" >&2; return 1; }
  echo "installed stammtisch-cli selfplay: 250 deals, no violation"
  server_checks "$home" || return 1
  rm -rf "$home"
}

# The installed table server: its unit and config are there, it starts on a free port with the
# installed config, a WebSocket client is welcomed at one of its tables, and bad arguments exit with 2.
server_checks() {
  local home="$1" rc=0
  for f in /usr/bin/stammtisch-server /usr/lib/systemd/system/stammtisch-server.service /etc/stammtisch/server.json; do
    [ -e "$f" ] || { echo "package test: $f is not installed" >&2; return 1; }
  done
  /usr/bin/stammtisch-server --port nonsense >/dev/null 2>&1 || rc=$?
  [ "$rc" -eq 2 ] || { echo "package test: stammtisch-server --port nonsense exited with $rc, not 2" >&2; return 1; }
  local port
  port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  /usr/bin/stammtisch-server --config /etc/stammtisch/server.json --data "$home/server" --port "$port" \
    --listen 127.0.0.1 >"$home/server.log" 2>&1 &
  local pid=$!
  local ok=1
  for _ in $(seq 50); do
    grep -q "^stammtisch-server .*ws://" "$home/server.log" && { ok=0; break; }
    sleep 0.1
  done
  if [ "$ok" -eq 0 ]; then
    python3 - "$port" "$home/server" <<'PY' || ok=1
import base64, glob, json, os, socket, sys
port, data = int(sys.argv[1]), sys.argv[2]
code = os.path.basename(sorted(glob.glob(data + "/*.table.json"))[0]).split(".")[0]
s = socket.create_connection(("127.0.0.1", port), timeout=5)
key = base64.b64encode(os.urandom(16)).decode()
s.sendall(("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n" % key).encode())
buf = b""
while b"\r\n\r\n" not in buf:
    buf += s.recv(4096)
assert b" 101 " in buf.split(b"\r\n")[0], buf
buf = buf.split(b"\r\n\r\n", 1)[1]
msg = json.dumps({"v": 1, "t": "hello", "name": "Paket", "table": code}).encode()
mask = os.urandom(4)
s.sendall(bytes([0x81, 0x80 | len(msg)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(msg)))
def exact(n):
    global buf
    while len(buf) < n:
        chunk = s.recv(65536)
        if not chunk:
            raise SystemExit("the server closed the connection")
        buf += chunk
    out, buf = buf[:n], buf[n:]
    return out
n = exact(2)[1] & 0x7F
n = int.from_bytes(exact(2), "big") if n == 126 else int.from_bytes(exact(8), "big") if n == 127 else n
body = exact(n)
reply = json.loads(body)
assert reply["t"] == "welcome" and reply["table"] == code, reply
print("installed stammtisch-server welcomed a player at table", code)
PY
  fi
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  if [ "$ok" -ne 0 ]; then
    echo "package test: the installed stammtisch-server did not start or answer:" >&2
    cat "$home/server.log" >&2
    return 1
  fi
}

# A short soak: every game, preset and table size (tools/soak/soak.sh runs a million deals each).
soak_test() {
  stage "Soak (random play, every preset and table size)"
  ./build/app/stammtisch-cli soak --deals 10000 --seed "${SOAK_SEED:-20261125}" >build/soak.json
  grep -E '^  "(deals|violations|cpu_seconds)"' build/soak.json
}

fuzz_test() {
  # All targets fuzz at once, 20 s each (three on two cores: about 13 s of a core each, from the
  # committed seed corpus; a bounded check that nothing found before comes back, not a search:
  # tools/fuzz/run.sh 900 is one, README).
  FUZZ_BUILD_DIR="$PWD/build/fuzz" FUZZ_PARALLEL=8 tools/fuzz/run.sh "${FUZZ_SECONDS:-20}"
}

# The package stage mostly waits (apt, the installed game left running for 8 s): it runs beside the
# fuzz targets' build, its output kept and printed when both are done.
package_and_fuzz_test() {
  stage "Debian package (build, install, start) beside fuzzing (libFuzzer, bounded)"
  local log rc=0 pkg_rc=0
  log="$(mktemp)"
  package_test >"$log" 2>&1 &
  local pkg=$!
  fuzz_test || rc=$?
  wait "$pkg" || pkg_rc=$?
  echo "--- Debian package:"
  cat "$log"
  rm -f "$log"
  [ "$pkg_rc" -eq 0 ] || { echo "the Debian package stage failed" >&2; return "$pkg_rc"; }
  return "$rc"
}

# The asan build preset builds only what CTest runs (the stammtisch_tests target).
asan_test() {
  stage "Build under AddressSanitizer + UndefinedBehaviorSanitizer"
  cmake --preset asan "${CMAKE_LAUNCHER[@]}"
  cmake --build --preset asan -j"$BUILD_JOBS"
  stage "Test suite under AddressSanitizer + UndefinedBehaviorSanitizer"
  ctest --preset asan -j"$TEST_JOBS"
}

case "${1:-}" in
  run)
    install_missing
    build stammtisch stammtisch-cli
    if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
      echo "No display found: starting under xvfb-run (a virtual screen)."
      exec xvfb-run -a -s "-screen 0 1280x800x24" ./build/app/stammtisch "${@:2}"
    fi
    exec ./build/app/stammtisch "${@:2}"
    ;;
  test)
    # The test suite runs once, under the sanitizers (stage "Test suite under AddressSanitizer …"): the
    # Release build is what is shipped (the game, the CLI, the server, the icons), checked by clang-tidy
    # and by the package stage, which installs and runs it. (Running the suite in Release as well cost
    # about 8 minutes of processor time, building and running it, for what the sanitizer run checks more
    # strictly; ./build.sh quick runs it in Release.)
    start=$SECONDS
    install_missing
    stage "Build (Release, warnings are errors: the game, the CLI, the server)"
    build stammtisch stammtisch-cli stammtisch-server stammtisch-icons
    static_checks
    soak_test
    package_and_fuzz_test
    asan_test
    stage_table
    echo "=== All passed in $(((SECONDS - start) / 60)) min $(((SECONDS - start) % 60)) s"
    ;;
  quick)
    start=$SECONDS
    install_missing
    stage "Build (Release, warnings are errors)"
    build
    unit_tests
    stage_table
    echo "=== Passed in $(((SECONDS - start) / 60)) min $(((SECONDS - start) % 60)) s (the static checks, package, soak, fuzzing and sanitizer stages are left to ./build.sh test)"
    ;;
  *)
    echo "usage: $0 run|test|quick" >&2
    exit 2
    ;;
esac
