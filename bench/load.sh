#!/usr/bin/env bash
# Load benchmark of `grundy serve`: POST /api/analyze on loopback with wrk (Debian's
# `wrk` package), for a 10-heap Nim position and a Kayles position. Bounded: each run
# lasts DURATION seconds against a server on 127.0.0.1 that this script starts and stops.
#   bench/load.sh                # defaults: 1 wrk thread, 64 connections, 10 s per run
#   THREADS=1 CONNECTIONS=64 DURATION=10 bench/load.sh
set -euo pipefail
cd "$(dirname "$0")/.."
THREADS=${THREADS:-1}
CONNECTIONS=${CONNECTIONS:-64}
DURATION=${DURATION:-10}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 2; }

cargo build --release -q -p grundy-cli
log=$(mktemp)
./target/release/grundy serve --port 0 2>"$log" &
server=$!
trap 'kill -INT $server 2>/dev/null; wait $server 2>/dev/null; rm -f "$log"' EXIT
for _ in $(seq 50); do grep -q "serving on" "$log" && break; sleep 0.1; done
url=$(grep -o 'http://[0-9.:]*' "$log")
echo "server: $url (pid $server); wrk -t$THREADS -c$CONNECTIONS -d${DURATION}s; nproc $(nproc); load $(cut -d' ' -f1-3 /proc/loadavg)"

run() {
  local name=$1 body=$2
  echo
  echo "== $name: $body"
  # Check the answer once.
  curl -sf -X POST -H 'Content-Type: application/json' -d "$body" "$url/api/analyze" | head -c 160
  echo
  local before out requests after
  before=$(cpu_ticks)
  out=$(BODY=$body wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --latency -s bench/post.lua "$url/api/analyze")
  after=$(cpu_ticks)
  echo "$out"
  requests=$(echo "$out" | awk '/requests in/ {print $1}')
  # The server's own CPU time (user + system) per request: less sensitive to other load.
  echo "server CPU per request: $(( (after - before) * 1000000 / $(getconf CLK_TCK) / requests )) µs"
}
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server/stat"; }
run "Nim, 10 heaps" '{"position": "1000 2000 3000 4000 5000 6000 7000 8000 9000 10000"}'
run "Kayles" '{"position": "kayles 10 20 33 47 70 100"}'
