#!/usr/bin/env bash
# Bounded fuzzing of the rules library with libFuzzer (fuzz/).
#
#   tools/fuzz/run.sh [SECONDS_PER_TARGET]      (default 60)
#
# Configures and builds the fuzz targets with clang into build/fuzz (or
# $FUZZ_BUILD_DIR), then runs each target for SECONDS_PER_TARGET seconds. The
# committed seed corpus (fuzz/corpus/<name>) is only read: each target works
# in a copy, <build>/corpus/<name>, where new inputs are kept between runs.
# Exits non-zero if a target crashed, hung (10 s for one input), ran out of
# memory (2 GiB) or did not build; the input that did it is saved in
# <build>/artifacts/<name>/ and its path printed. Reproduce one with
#   <build>/fuzz_<name> <that file>
#
# Environment: FUZZ_BUILD_DIR (build folder), FUZZ_CXX (the clang++ to use),
# FUZZ_BUILD_JOBS (parallel compile jobs, default 2), FUZZ_TARGETS (default
# "record actions protocol"), FUZZ_DETECT_LEAKS=1 (report leaks too; LeakSanitizer
# needs ptrace, which some containers forbid), FUZZ_PARALLEL (how many targets
# fuzz at the same time, one process each; default 1: one after the other).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
seconds=${1:-60}
if ! [[ $seconds =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: $0 [SECONDS_PER_TARGET]" >&2
    exit 2
fi
build=${FUZZ_BUILD_DIR:-$root/build/fuzz}
case $build in /*) ;; *) build=$PWD/$build ;; esac
targets=${FUZZ_TARGETS:-record actions protocol}

cxx=${FUZZ_CXX:-}
if [ -z "$cxx" ]; then
    for c in clang++ clang++-19 clang++-18 clang++-17 clang++-16 clang++-15 clang++-14; do
        if command -v "$c" >/dev/null; then
            cxx=$c
            break
        fi
    done
fi
if [ -z "$cxx" ]; then
    echo "fuzz: clang++ not found (Debian: apt-get install clang libclang-rt-dev, or set FUZZ_CXX)" >&2
    exit 2
fi

echo "== fuzz: building in $build with $cxx"
mkdir -p "$build/logs"
cmake -S "$root/fuzz" -B "$build" -DCMAKE_CXX_COMPILER="$cxx" >"$build/logs/configure.log" 2>&1 || {
    cat "$build/logs/configure.log" >&2
    echo "fuzz: configuring failed" >&2
    exit 2
}
build_targets=()
for t in $targets; do build_targets+=(--target "fuzz_$t"); done
cmake --build "$build" -j "${FUZZ_BUILD_JOBS:-2}" "${build_targets[@]}"

export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

# fuzz_one TARGET: runs it, writes its summary line to logs/TARGET.summary, and
# the end of its log to logs/TARGET.failed if it failed.
fuzz_one() {
    local t=$1 bin seeds work artifacts log start rc execs rate added rss cov size found
    bin=$build/fuzz_$t
    seeds=$root/fuzz/corpus/$t
    work=$build/corpus/$t
    artifacts=$build/artifacts/$t/
    log=$build/logs/$t.log
    mkdir -p "$work" "$artifacts" "$(dirname "$log")"
    # The committed seeds join the working copy (never the other way round).
    cp -n "$seeds"/* "$work"/ 2>/dev/null || true
    start=$build/logs/$t.start
    touch "$start"
    args=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
        -detect_leaks="${FUZZ_DETECT_LEAKS:-0}" -artifact_prefix="$artifacts")
    # Records grow with their deals; action sequences drive whole deals in a few hundred bytes.
    if [ "$t" = record ]; then
        args+=(-max_len=16384)
    fi
    if [ -f "$root/fuzz/$t.dict" ]; then
        args+=(-dict="$root/fuzz/$t.dict")
    fi
    echo "== fuzz: $t for ${seconds}s (log: $log)"
    rc=0
    "$bin" "${args[@]}" "$work" >"$log" 2>&1 || rc=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    added=$(sed -n 's/^stat::new_units_added: *//p' "$log" | tail -1)
    rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2 || true) # none if it crashed at once
    size=$(find "$work" -type f | wc -l)
    echo "$t: exit $rc, ${execs:-?} execs, ${rate:-?} exec/s, ${added:-?} new inputs, coverage ${cov:-?}, corpus $size files, peak RSS ${rss:-?} MB" >"$build/logs/$t.summary"
    rm -f "$build/logs/$t.failed"
    found=$(find "$artifacts" -type f -newer "$start" | wc -l)
    if [ "$rc" -ne 0 ] || [ "$found" -gt 0 ]; then
        {
            echo "fuzz: $t FAILED (exit $rc); the end of its log:"
            tail -n 60 "$log"
            grep -h 'Test unit written to\|artifact_prefix' "$log" || true
            echo "fuzz: inputs that failed are in $artifacts:"
            find "$artifacts" -type f -newer "$start" -printf '  %p\n'
        } >"$build/logs/$t.failed"
    fi
}

parallel=${FUZZ_PARALLEL:-1}
running=0
for t in $targets; do
    rm -f "$build/logs/$t.summary" "$build/logs/$t.failed"
    if [ "$parallel" -gt 1 ]; then
        fuzz_one "$t" &
        running=$((running + 1))
        if [ "$running" -ge "$parallel" ]; then
            wait -n || true
            running=$((running - 1))
        fi
    else
        fuzz_one "$t"
    fi
done
wait

failed=0
summary=()
for t in $targets; do
    if [ -f "$build/logs/$t.summary" ]; then
        summary+=("$(cat "$build/logs/$t.summary")")
    else
        summary+=("$t: did not finish")
        failed=1
    fi
    if [ -f "$build/logs/$t.failed" ]; then
        failed=1
        cat "$build/logs/$t.failed" >&2
    fi
done

echo "== fuzz: summary"
printf '  %s\n' "${summary[@]}"
if [ "$failed" -ne 0 ]; then
    echo "fuzz: FAILED (reproduce: <build>/fuzz_<target> <input>)" >&2
    exit 1
fi
echo "fuzz: no crash, hang or out-of-memory"
