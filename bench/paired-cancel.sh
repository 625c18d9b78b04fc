#!/usr/bin/env bash
# Paired user-CPU times of the library's hot loops, this tree against a baseline build:
# misère search (the Solver), node Kayles' search, and the sparse engine as a control.
# Runs alternate (baseline first in odd rounds, this tree first in even ones).
#   BASE=/tmp/base-da5006b/target/release bench/paired-cancel.sh
# where the baseline was built with:
#   mkdir -p /tmp/base-da5006b && git archive da5006b | tar -x -C /tmp/base-da5006b
#   (cd /tmp/base-da5006b && cargo build --release -p grundy-cli -p grundy-bench)
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=${BASE:?set BASE to the baseline target/release directory}
NEW=${NEW:-target/release}
ROUNDS=${ROUNDS:-5}
cargo build --release -q -p grundy-cli -p grundy-bench
grid=$(python3 -c "
r, c = 6, 8
e = []
for i in range(r):
    for j in range(c):
        v = i * c + j
        if j + 1 < c: e.append(f'{v}-{v+1}')
        if i + 1 < r: e.append(f'{v}-{v+c}')
print('node-kayles(' + ' '.join(e) + ')')")
t() { /usr/bin/time -f "%U" "$@" 2>&1 >/dev/null | tail -1; }
for i in $(seq "$ROUNDS"); do
  order="base new"; [ $((i % 2)) = 0 ] && order="new base"
  for side in $order; do
    d=$BASE; [ "$side" = new ] && d=$NEW
    m=$(t "$d/grundy" analyze --misere "kayles 12 + sub(1,3) 24 + 5 6 7")
    k=$(t "$d/grundy" analyze "$grid")
    h=$(t "$d/bench-heap" --child sparse-1t officers 4194304)
    echo "$i $side misere=${m}s node-kayles=${k}s officers-2^22=${h}s load=$(cut -d' ' -f1 /proc/loadavg)"
  done
done
