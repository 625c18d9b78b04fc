#!/usr/bin/env bash
# Load and abuse benchmark of `grundy serve`: wrk sends cheap requests (POST /api/analyze
# of a 10-heap Nim position, then of a Kayles position) and measures their latency while
# bench/abuse.py, at the same time, sends heavy requests (more than the per-client cap,
# each minutes of CPU without the time limit), invalid requests, and holds slow
# connections (slowloris heads, half-sent bodies, silent connections). The server runs
# with its default limits. The same cheap requests are first measured without the abuse
# (a control on the same machine, just before). The script fails if any answer is a 5xx.
#   bench/abuse.sh                       # 20 s of abuse, wrk -c16 for 8 s per position
#   DURATION=30 CONNECTIONS=64 bench/abuse.sh
#   GRUNDY=/path/to/grundy bench/abuse.sh   # another build (e.g. a baseline)
#   JOBS=2 bench/abuse.sh                # and two clients keeping long sequence jobs running
#   SERVE_ARGS="--max-computations 8" bench/abuse.sh   # other limits
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${DURATION:-20}
CONNECTIONS=${CONNECTIONS:-16}
WRK_SECONDS=${WRK_SECONDS:-8}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 2; }

if [ -z "${GRUNDY:-}" ]; then
  cargo build --release -q -p grundy-cli
  GRUNDY=./target/release/grundy
fi
log=$(mktemp)
abuse_out=$(mktemp)
"$GRUNDY" serve --port 0 ${SERVE_ARGS:-} 2>"$log" &
server=$!
trap 'kill -INT $server 2>/dev/null; wait $server 2>/dev/null; rm -f "$log" "$abuse_out"' EXIT
for _ in $(seq 50); do grep -q "serving on" "$log" && break; sleep 0.1; done
url=$(grep -o 'http://[0-9.:]*' "$log")
port=${url##*:}
echo "server: $url (pid $server); abuse ${DURATION}s; wrk -t1 -c$CONNECTIONS -d${WRK_SECONDS}s per position; nproc $(nproc); load $(cut -d' ' -f1-3 /proc/loadavg)"
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server/stat"; }

cheap() {
  local name=$1 body=$2
  echo
  echo "== cheap requests $phase: $name: $body"
  local before out after requests
  before=$(cpu_ticks)
  out=$(BODY=$body wrk -t1 -c"$CONNECTIONS" -d"${WRK_SECONDS}s" --latency -s bench/post.lua "$url/api/analyze")
  after=$(cpu_ticks)
  echo "$out"
  requests=$(echo "$out" | awk '/requests in/ {print $1}')
  echo "server CPU per second of this run: $(( (after - before) * 100 / $(getconf CLK_TCK) / WRK_SECONDS ))% of a core"
  echo "threads in the server: $(ls /proc/$server/task | wc -l)"
}
nim='{"position": "1000 2000 3000 4000 5000 6000 7000 8000 9000 10000"}'
kayles='{"position": "kayles 10 20 33 47 70 100"}'
# The control: the same cheap requests just before the abuse, on the same machine.
phase="without abuse (control)"
cheap "Nim, 10 heaps" "$nim"
cheap "Kayles" "$kayles"

PORT=$port DURATION=$DURATION JOBS=${JOBS:-0} HEAVY_CLIENTS=${HEAVY_CLIENTS:-3} SLOW_CONNECTIONS=${SLOW_CONNECTIONS:-300} INVALID_PAUSE=${INVALID_PAUSE:-0.01} python3 bench/abuse.py >"$abuse_out" &
abuse=$!
sleep 2 # the heavy requests take their slots first
phase="under abuse"
cheap "Nim, 10 heaps" "$nim"
cheap "Kayles" "$kayles"
echo
echo "== waiting for the abuse to end (heavy requests end at the 10 s computation limit)"
status=0
wait $abuse || status=$?
cat "$abuse_out"
echo
echo "== the server after the abuse: peak memory $(awk '/VmHWM/ {print $2, $3}' /proc/$server/status), now $(awk '/VmRSS/ {print $2, $3}' /proc/$server/status)"
curl -sf -X POST -H 'Content-Type: application/json' -d '{"position": "3 4 5"}' "$url/api/analyze" | head -c 120
echo
if [ "$status" != 0 ]; then echo "FAILED: some answers were 5xx (see server_errors)"; exit 1; fi
echo "no 5xx answers"
