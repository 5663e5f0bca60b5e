#!/usr/bin/env bash
# clang-tidy with the repository's .clang-tidy over our sources, as ./build.sh test runs it.
#
#   tools/clang-tidy.sh [BUILD_DIR] [DIR...]     (default: build, and the folders in TIDY_DIRS)
#
# ./build.sh test checks core/, app/ and server/ (with the headers of ui/ they include): 41 files, about 6 s of
# processor time each, 3 minutes in all (1.5 on two cores). The 53 files of ui/ would add some 11 minutes
# of processor time: run
#   tools/clang-tidy.sh build core app ui
# to check it as well (ui/ has not been gone through yet: expect findings there), from a build configured
# with -DSTAMMTISCH_UNITY_UI=OFF (a unity build lists the UI library's batches, not its files).
#
# BUILD_DIR holds compile_commands.json (cmake -DCMAKE_EXPORT_COMPILE_COMMANDS=ON; build.sh's
# Release build writes it). Every .cpp under the folders that the build compiles is checked, the
# headers of core/, ui/ and app/ with them (.clang-tidy: HeaderFilterRegex). Prints each finding and
# exits 1 if there is one. TIDY_DIRS (default "core app server"), TIDY_JOBS (default: the number of cores),
# CLANG_TIDY (the binary).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${1:-build}
shift || true
dirs=("$@")
((${#dirs[@]})) || read -r -a dirs <<<"${TIDY_DIRS:-core app server}"

tidy=${CLANG_TIDY:-}
if [ -z "$tidy" ]; then
    for c in clang-tidy clang-tidy-19 clang-tidy-18 clang-tidy-17 clang-tidy-16 clang-tidy-15 clang-tidy-14; do
        if command -v "$c" >/dev/null; then
            tidy=$c
            break
        fi
    done
fi
[ -n "$tidy" ] || { echo "clang-tidy: not found (Debian: apt-get install clang-tidy)" >&2; exit 2; }
db="$build/compile_commands.json"
[ -f "$db" ] || { echo "clang-tidy: $db is missing (configure with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)" >&2; exit 2; }

# The sources of the compilation database under the folders asked for (generated files live in the build).
pattern="^$root/($(IFS='|'; echo "${dirs[*]}"))/.*\.cpp\$"
mapfile -t files < <(sed -n 's/^ *"file": "\(.*\)",\{0,1\}$/\1/p' "$db" | grep -E "$pattern" | sort -u)
((${#files[@]})) || { echo "clang-tidy: no sources of ${dirs[*]} in $db" >&2; exit 2; }

logs=$(mktemp -d)
trap '[ -n "${TIDY_KEEP:-}" ] || rm -rf "$logs"' EXIT
# GCC's precompiled headers (ui/: -include …/cmake_pch.hxx beside its .gch) are no PCH for clang: the
# database is copied with each such header included from a copy of its text, where no .gch lies beside it.
mkdir -p "$logs/db"
cp "$db" "$logs/db/compile_commands.json"
n=0
while read -r pch; do
    n=$((n + 1))
    cp "$pch" "$logs/db/pch$n.hxx"
    sed -i "s|-include $pch |-include $logs/db/pch$n.hxx |g" "$logs/db/compile_commands.json"
done < <(grep -o -- '-include [^ ]*/cmake_pch\.hxx ' "$db" | cut -d' ' -f2 | sort -u)
db_dir="$logs/db"
echo "clang-tidy: ${#files[@]} files of ${dirs[*]} with $tidy, $(${tidy} --version | sed -n 's/.*version \([0-9.]*\).*/\1/p')"
# GCC's warning options in the database are unknown to clang: not a finding.
printf '%s\n' "${files[@]}" | xargs -P "${TIDY_JOBS:-$(nproc)}" -I{} sh -c \
    'f="$1"; "$2" -p "$3" --quiet --extra-arg=-Wno-unknown-warning-option "$f" >"$4/$(echo "$f" | tr / _).log" 2>&1 || echo "$f" >>"$4/failed"' \
    sh {} "$tidy" "$db_dir" "$logs"

# Findings: "file:line:col: warning|error: … [check]" with the lines clang-tidy shows below each one.
findings=$( (cat "$logs"/*.log | grep -E '^[^ ]+:[0-9]+:[0-9]+: (warning|error):' || true) | sort -u | wc -l)
if [ "$findings" -gt 0 ] || [ -f "$logs/failed" ]; then
    cat "$logs"/*.log | grep -vE '^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.$|^Suppressed [0-9]+ warnings|^Use -header-filter|^Error while processing' >&2 || true
    echo "clang-tidy: $findings finding(s); fix them, or mark a false positive // NOLINT(check): why" >&2
    exit 1
fi
echo "clang-tidy: no findings"
