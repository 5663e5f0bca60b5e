#!/bin/sh
# Play a long tournament run in parts that can be stopped and resumed, over
# sessions if need be (docs/ai.md "Expert": Dappen's 10,000 deals).
#
#   tools/ai/run_parts.sh CLI DIR NAME TOTAL PART [tournament options...]
#
# plays deals 0 .. TOTAL-1 of the seed's sequence as parts of PART deals:
# `CLI tournament [options] --first F --deals PART --raw` into DIR/NAME-F.json
# (F with five digits). A part already there is skipped, so the same command
# started again plays only what is missing; a part is written under another
# name and renamed when it is complete, so a stopped run leaves no half part.
# Create DIR/STOP to stop after the part being played. Merge the parts with
# tools/ai/merge_tournaments.py DIR/NAME-*.json. Each part's time is appended
# to DIR/NAME.log. Before adding parts made by another build, check that it
# replays an existing part bit for bit (a few of its deals with --first and
# --deals, compared with the part's "raw" numbers).
#
# Both cores: start the same command twice with PARTS_WORKER=0/2 and
# PARTS_WORKER=1/2 in the environment; worker W of N plays the parts whose
# number (F / PART) leaves W when divided by N, so the two never play the same.
#
# Example (a part of Dappen's expert vs strong costs 13 minutes of a 2-core
# machine alone):
#   tools/ai/run_parts.sh build/app/stammtisch-cli /work/dappen-parts es 10000 500 \
#       --game dappen --players 6 --a expert --b strong --seed 2026
set -eu
if [ $# -lt 5 ]; then
    sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
cli=$1 dir=$2 name=$3 total=$4 part=$5
shift 5
case "$total$part" in
*[!0-9]*) echo "run_parts.sh: TOTAL and PART must be whole numbers" >&2; exit 2 ;;
esac
if [ "$part" -lt 1 ]; then
    echo "run_parts.sh: PART must be at least 1" >&2
    exit 2
fi
[ -x "$cli" ] || { echo "run_parts.sh: $cli is not an executable" >&2; exit 2; }
worker=${PARTS_WORKER:-0/1}
w=${worker%/*} nw=${worker#*/}
case "$w/$nw" in
*[!0-9/]* | /* | */ | */*/*) echo "run_parts.sh: PARTS_WORKER must be W/N, e.g. 0/2" >&2; exit 2 ;;
esac
if [ "$nw" -lt 1 ] || [ "$w" -ge "$nw" ]; then
    echo "run_parts.sh: PARTS_WORKER $worker: W must be below N" >&2
    exit 2
fi
mkdir -p "$dir"
first=0 k=0
while [ "$first" -lt "$total" ]; do
    n=$part
    [ $((first + n)) -gt "$total" ] && n=$((total - first))
    out=$(printf '%s/%s-%05d.json' "$dir" "$name" "$first")
    if [ $((k % nw)) -eq "$w" ] && [ ! -s "$out" ]; then
        if [ -e "$dir/STOP" ]; then
            echo "run_parts.sh: $dir/STOP found, stopping before deal $first" >&2
            exit 0
        fi
        start=$(date +%s)
        "$cli" tournament "$@" --first "$first" --deals "$n" --raw >"$out.part" 2>"$out.err"
        mv "$out.part" "$out"
        [ -s "$out.err" ] || rm -f "$out.err"
        echo "$name $first+$n $(($(date +%s) - start)) s $(date -u +%Y-%m-%dT%H:%MZ)" >>"$dir/$name.log"
    fi
    first=$((first + n)) k=$((k + 1))
done
