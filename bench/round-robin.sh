#!/bin/bash
# Round-robin user times of `bench-heap --child` runs: each round runs every SPEC once, one
# after the other, so that a noisy machine's drift hits all alike; prints per SPEC the
# minimum, the median, the ratio of the first SPEC to it in each round, and the times.
#
#   bench/round-robin.sh ROUNDS GAME N LEVEL:BIN[:ENGINE] ...
#   bench/round-robin.sh 4 officers 4194304 portable:target/release/bench-heap \
#       avx2:target/release/bench-heap avx2:target/release/bench-heap:ogs
#
# LEVEL is GRUNDY_SIMD's (avx512, avx2, portable; the `ogs` engine ignores it), BIN a
# bench-heap binary (built with `--features ogs` for the ogs engine), ENGINE sparse-1t by
# default. (docs/bench-history.md's "round robin" figures: this script, as /tmp/lvl.sh.)
set -euo pipefail
if [ $# -lt 4 ]; then
  sed -n '2,12p' "$0" >&2
  exit 2
fi
rounds=$1 game=$2 n=$3
shift 3
declare -A times
for _ in $(seq "$rounds"); do
  for spec in "$@"; do
    level=${spec%%:*} rest=${spec#*:}
    bin=${rest%%:*} engine=sparse-1t
    [[ $rest == *:* ]] && engine=${rest#*:}
    t=$({ /usr/bin/time -f "%U" env GRUNDY_SIMD="$level" "$bin" --child "$engine" "$game" "$n" >/dev/null; } 2>&1 | tail -1)
    times[$spec]="${times[$spec]:-} $t"
  done
done
for spec in "$@"; do echo "$spec ${times[$spec]}"; done | python3 -c '
import statistics, sys
first = None
for line in sys.stdin:
    spec, *ts = line.split()
    t = [float(x) for x in ts]
    first = first or t
    ratios = [round(a / b, 2) if b else None for a, b in zip(first, t)]
    print(f"{spec}  min {min(t):.2f}  median {statistics.median(t):.2f}  first/this {ratios}  {t}")
'
