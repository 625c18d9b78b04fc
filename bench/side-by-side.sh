#!/bin/bash
# What two cores give this workload: one thread alone, then two one-thread runs side by
# side (two processes sharing nothing but the machine), then one run on two threads —
# one after the other, so that all three see the same machine.
#
#   bench/side-by-side.sh BIN GAME N [ROUNDS]
#   bench/side-by-side.sh target/release/bench-heap officers 268435456
#
# Prints per round: each run's wall and user seconds and check hash, then
#   pair    = 2 × alone / (the slower of the side-by-side runs): what two independent runs
#             make of two cores, the most threads can make of them without sharing the work;
#   threads = alone / (the two-thread run): what the engine's threads make of them.
set -euo pipefail
if [ $# -lt 3 ]; then
  sed -n '2,12p' "$0" >&2
  exit 2
fi
bin=$1 game=$2 n=$3 rounds=${4:-1}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
run() { # NAME ENGINE: runs one child, its times in $dir/NAME.time, its line in $dir/NAME.out
  /usr/bin/time -f "%e %U" -o "$dir/$1.time" "$bin" --child "$2" "$game" "$n" > "$dir/$1.out"
}
show() { echo "$1 $(cat "$dir/$1.time") $(cut -f6 "$dir/$1.out")"; }
for r in $(seq "$rounds"); do
  echo "round $r: $game $n (name, wall s, user s, check)"
  run alone sparse-1t
  run pairA sparse-1t & a=$!
  run pairB sparse-1t & b=$!
  wait "$a"; wait "$b" # each: with set -e, a failed run stops the script
  run threads sparse-2t
  for name in alone pairA pairB threads; do show "$name"; done
  awk -v a="$(cut -d' ' -f1 "$dir/alone.time")" -v pa="$(cut -d' ' -f1 "$dir/pairA.time")" \
      -v pb="$(cut -d' ' -f1 "$dir/pairB.time")" -v t="$(cut -d' ' -f1 "$dir/threads.time")" \
      'BEGIN { slow = pa > pb ? pa : pb; printf "pair %.3fx  threads %.3fx\n", 2 * a / slow, a / t }'
done
