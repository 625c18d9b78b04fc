#!/bin/bash
# Side-by-side timings of bench-heap children, alternating: each round runs every
# [LEVEL@]BIN:ENGINE once, in the order given, one after the other (LEVEL sets GRUNDY_SIMD:
# avx512, avx2 or portable; the `ogs` engine ignores it).
#
#   bench/alternate.sh ROUNDS GAME N [LEVEL@]BIN:ENGINE [[LEVEL@]BIN:ENGINE …]
#   bench/alternate.sh 3 treblecross 1048576 old/bench-heap:sparse-1t target/release/bench-heap:sparse-2t
#   bench/alternate.sh 4 officers 4194304 portable@$B:sparse-1t avx2@$B:sparse-1t avx2@$B:ogs
#
# Prints one line per run: round, spec, wall s, user s, the child's check hash; then per
# spec the median user s and, per round, the first spec's user time over this one's.
set -euo pipefail
if [ $# -lt 4 ]; then
  sed -n '2,11p' "$0" >&2
  exit 2
fi
rounds=$1 game=$2 n=$3
shift 3
times=$(mktemp) out=$(mktemp) log=$(mktemp)
trap 'rm -f "$times" "$out" "$log"' EXIT
for r in $(seq "$rounds"); do
  for spec in "$@"; do
    level= run=$spec
    if [[ $spec == *@* ]]; then level=${spec%%@*} run=${spec#*@}; fi
    bin=${run%:*} engine=${run##*:}
    env ${level:+GRUNDY_SIMD=$level} /usr/bin/time -f "%e %U" -o "$times" \
      "$bin" --child "$engine" "$game" "$n" > "$out"
    echo "$r $spec $(cat "$times") $(cut -f6 "$out")" | tee -a "$log"
  done
done
python3 - "$log" "$@" <<'PY'
import statistics, sys
log, specs = sys.argv[1], sys.argv[2:]
user = {s: [] for s in specs}
for line in open(log):
    _, spec, _, u, *_ = line.split()
    user[spec].append(float(u))
first = user[specs[0]]
for s in specs:
    ratios = ", ".join(f"{a / b:.2f}" for a, b in zip(first, user[s]) if b)
    print(f"{s}: median user {statistics.median(user[s]):.2f} s; first/this per round {ratios}")
PY
