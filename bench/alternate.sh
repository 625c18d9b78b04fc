#!/bin/bash
# Side-by-side timings of bench-heap children, alternating: each round runs every
# BIN:ENGINE once, in the order given, one after the other.
#
#   bench/alternate.sh ROUNDS GAME N BIN:ENGINE [BIN:ENGINE …]
#   bench/alternate.sh 3 treblecross 1048576 old/bench-heap:sparse-1t target/release/bench-heap:sparse-2t
#
# Prints one line per run: round, BIN:ENGINE, wall s, user s, the child's check hash.
set -euo pipefail
if [ $# -lt 4 ]; then
  sed -n '2,8p' "$0" >&2
  exit 2
fi
rounds=$1 game=$2 n=$3
shift 3
times=$(mktemp) out=$(mktemp)
trap 'rm -f "$times" "$out"' EXIT
for r in $(seq "$rounds"); do
  for spec in "$@"; do
    bin=${spec%:*} engine=${spec##*:}
    /usr/bin/time -f "%e %U" -o "$times" "$bin" --child "$engine" "$game" "$n" > "$out"
    echo "$r $spec $(cat "$times") $(cut -f6 "$out")"
  done
done
