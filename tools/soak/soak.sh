#!/usr/bin/env bash
# The long soak (outside CI): random legal play of a million deals (or $1) per game and
# rule preset, shared over every table size the preset allows, with every engine's
# invariants checked after each deal. CI runs the same command with 10,000 deals
# (./build.sh test). Needs a build (./build.sh test or cmake --build build).
#   tools/soak/soak.sh [DEALS_PER_PRESET] [GAME]
# Writes build/soak-<deals>.json; prints one line per finished run, then the table.
set -euo pipefail
cd "$(dirname "$0")/../.."
deals="${1:-1000000}"
game="${2:-}"
cli=./build/app/stammtisch-cli
[ -x "$cli" ] || { echo "soak: $cli is missing; build first (./build.sh test)" >&2; exit 2; }
out="build/soak-${deals}${game:+-$game}.json"
args=(soak --deals "$deals" --seed "${SEED:-1}" --jobs "${JOBS:-$(nproc)}")
[ -n "$game" ] && args+=(--game "$game")
rc=0
nice -n 10 "$cli" "${args[@]}" >"$out" || rc=$?
python3 - "$out" <<'PY' || true
import json, sys
d = json.load(open(sys.argv[1]))
print(f"{'game':16} {'rules':24} {'players':10} {'deals':>10} {'sessions':>9} {'violations':>10} {'cpu s':>8}")
for p in d["presets"]:
    pl = ",".join(str(x) for x in p["players"])
    print(f"{p['game']:16} {p['rules']:24} {pl:10} {p['deals']:>10} {p['sessions_completed']:>9} {p['violations']:>10} {p['cpu_seconds']:>8.0f}")
print(f"total: {d['deals']} deals, {d['violations']} violations, {d['cpu_seconds']:.0f} CPU seconds")
PY
exit "$rc"
