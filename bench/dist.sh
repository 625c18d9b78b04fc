#!/bin/bash
# The distributed retrograde solve side by side with the one-machine solver, on one box:
#   bench/dist.sh VERTICES ARCS [SEED]
# Generates a random binary graph, solves it with `grundy graph solve` (one machine),
# with one timely worker (-w 1), two threads (-w 2), and 2 and 3 processes on 127.0.0.1
# (-w 1 each); checks every values file is the one-machine file byte for byte; prints a
# line per run from the JSON (rounds' seconds, values/s, supersteps, bytes between
# processes). Needs target/release/grundy (cargo build --release -p grundy-cli).
set -euo pipefail
n=${1:?vertices}; m=${2:?arcs}; seed=${3:-1}
G=${GRUNDY:-$(dirname "$0")/../target/release/grundy}
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
"$G" graph gen random --vertices "$n" --arcs "$m" --seed "$seed" --out "$dir/g.bin" >/dev/null
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
"$G" graph solve "$dir/g.bin" --out "$dir/one.bin" --json --quiet > "$dir/one.json"
python3 - "$dir/one.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
print(f"one machine: {d['seconds']:.2f} s, {d['vertices']/d['seconds']/1e6:.2f} M values/s, "
      f"{len(d['rounds'])} rounds, P {d['outcomes']['p']} N {d['outcomes']['n']} D {d['outcomes']['d']}, "
      f"peak RSS {d['peak_rss_kib']//1000} MB")
PY
report() {
python3 - "$1" "$2" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
rb = d['remote_bytes']
print(f"{sys.argv[2]}: rounds {d['rounds_seconds']:.2f} s ({d['values_per_second']/1e6:.2f} M values/s), "
      f"gather {d['gather_seconds']:.2f} s, total {d['seconds']:.2f} s; {d['supersteps']} supersteps, "
      f"{d['messages']} messages, {rb} bytes between processes ({rb/len(d['rounds'])/1e6:.1f} MB per round); "
      f"largest block {d['block_vertices']} vertices, {d['block_arcs']} predecessor entries; "
      f"process 0 peak RSS {d['peak_rss_kib']//1000} MB")
PY
}
for w in 1 2; do
  "$G" graph solve "$dir/g.bin" --out "$dir/w$w.bin" --json -w $w > "$dir/w$w.json"
  cmp "$dir/one.bin" "$dir/w$w.bin"
  report "$dir/w$w.json" "1 process × $w worker(s)"
done
for p in 2 3; do
  hosts="$dir/hosts$p"; : > "$hosts"
  base=$((20000 + RANDOM % 30000))
  for i in $(seq 0 $((p - 1))); do echo "127.0.0.1:$((base + i))" >> "$hosts"; done
  for i in $(seq 1 $((p - 1))); do
    "$G" graph solve "$dir/g.bin" --out "$dir/p$p.bin" --quiet -w 1 -n $p -p $i -h "$hosts" 2>/dev/null &
  done
  "$G" graph solve "$dir/g.bin" --out "$dir/p$p.bin" --json -w 1 -n $p -p 0 -h "$hosts" > "$dir/p$p.json"
  wait
  cmp "$dir/one.bin" "$dir/p$p.bin"
  report "$dir/p$p.json" "$p processes × 1 worker"
done
echo "every values file equal to the one-machine file; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
