#!/bin/bash
# Where a heap run's time goes, by `perf record` samples: for each binary, the shares of
# the compressed search kernels (`search8*`), the rare-split kernels (`rare_block*`,
# `rare_marks*`), their verification (`rare_verify*`) and the rest, and the ratios of the
# rest to the search and of the search to the rare splits. A change to one kernel is judged
# by its share against a kernel it does not touch in the same run: on a noisy machine the
# ratio holds where the seconds do not. Needs `perf`.
#
#   bench/kernel-shares.sh LEVEL GAME N BIN ...
#   bench/kernel-shares.sh avx2 officers 2097152 /tmp/before/bench-heap target/release/bench-heap
#
# (docs/bench-history.md's "samples against" figures: this script, as /tmp/pr.sh.)
set -euo pipefail
if [ $# -lt 4 ]; then
  sed -n '2,13p' "$0" >&2
  exit 2
fi
level=$1 game=$2 n=$3
shift 3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for bin in "$@"; do
  GRUNDY_SIMD=$level perf record -q -F 2999 -e cpu-clock -o "$dir/perf.data" \
    "$bin" --child sparse-1t "$game" "$n" >/dev/null 2>&1
  perf report -i "$dir/perf.data" --stdio --no-children -F overhead,sym 2>/dev/null \
    | grep -v '^#' | grep -v '^$' > "$dir/report.txt"
  python3 - "$bin" "$dir/report.txt" <<'PY'
import re, sys
rows = []
for line in open(sys.argv[2]):
    m = re.match(r'\s*([\d.]+)%\s+\[.\]\s+(.*)', line)
    if m:
        rows.append((float(m.group(1)), m.group(2)))
share = lambda pattern: sum(p for p, s in rows if re.search(pattern, s))
search, rare, verify = share(r'x86::search8|aarch64::search8'), share(r'rare_(block|marks)'), share(r'rare_verify')
rest = 100 - search - rare - verify
print(f"{sys.argv[1]}: search8 {search:.1f}%  rare splits {rare:.1f}%  verify {verify:.1f}%  rest {rest:.1f}%"
      f"  | rest/search8 {(100 - search) / search:.3f}  search8/rare {search / rare:.3f}")
PY
done
