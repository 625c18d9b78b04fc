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
#   FINDINGS="F1 F3" bench/abuse.sh      # only these findings of the review (default: all)
# Then each finding of the Hardening II review in turn (bench/findings.py: F1 nesting, F2
# wide codes past the time limit, F3 idle connections, F4 jobs of another client, F6 form
# posts, F7 a heap game's first requests, F8 a heap beyond a fruitless search; F5 and F9,
# files the CLI writes, with the CLI), each beside wrk's cheap Nim requests: a table of
# the cheap requests' rate and p99 during each attack, and whether the server held.
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

# Each finding of the review, replayed beside the cheap requests.
wrk_summary() { # rate and p99 of a wrk --latency output
  local rate p99
  rate=$(echo "$1" | awk '/Requests\/sec/ {print $2}')
  p99=$(echo "$1" | awk '$1 == "99%" {print $2}')
  echo "$rate req/s, p99 $p99"
}
table="| finding | cheap requests during it | held |\n|---|---|---|"
failed=0
for f in ${FINDINGS:-F1 F2 F3 F4 F6 F7 F8}; do
  echo
  echo "== $f"
  PORT=$port ATTACK=$f DURATION=$WRK_SECONDS python3 bench/findings.py >"$abuse_out" &
  attack=$!
  out=$(BODY=$nim wrk -t1 -c"$CONNECTIONS" -d"${WRK_SECONDS}s" --latency -s bench/post.lua "$url/api/analyze")
  held=yes
  wait $attack || { held=NO; failed=1; }
  cat "$abuse_out"
  table="$table\n| $f | $(wrk_summary "$out") | $held |"
done
# F5 and F9: files the CLI writes stay what they were; a killed write's leftover goes.
dir=$(mktemp -d)
echo "old" >"$dir/target"; ln -s "$dir/target" "$dir/link"
"$GRUNDY" graph gen cycle --vertices 10 --out "$dir/link" >/dev/null
if [ -L "$dir/link" ] && [ "$(head -c 8 "$dir/target")" = "GRUNDYG1" ]; then f5=yes; else f5=NO; failed=1; fi
"$GRUNDY" graph gen cycle --vertices 10 --out /dev/null >/dev/null && [ -c /dev/null ] || { f5=NO; failed=1; }
touch "$dir/.g.bin.tmp-999999"
"$GRUNDY" graph gen cycle --vertices 10 --out "$dir/g.bin" >/dev/null 2>&1
if [ -e "$dir/.g.bin.tmp-999999" ]; then f9=NO; failed=1; else f9=yes; fi
rm -rf "$dir"
table="$table\n| F5 (a link and a device stay what they are) | — | $f5 |\n| F9 (a killed write's leftover is removed) | — | $f9 |"
echo
echo "== the findings, replayed ($(nproc) processors, load $(cut -d' ' -f1-3 /proc/loadavg))"
echo -e "$table"
if [ "$failed" != 0 ]; then echo "FAILED: a finding is back (see above)"; exit 1; fi
