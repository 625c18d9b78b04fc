#!/usr/bin/env bash
# The API against its own contract: schemathesis (from PyPI, in a virtual environment of
# its own) generates requests from the OpenAPI document a real `grundy serve` serves and
# runs every check on the answers (`--checks all`: statuses, headers and bodies as
# documented, invalid requests refused, valid ones taken). Exits non-zero on any failure.
#   bench/schemathesis/run.sh target/release/grundy 5      # what .ci/run does
#   bench/schemathesis/run.sh target/debug/grundy 40       # a longer run
# The server gets generous per-client limits (all the requests come from one address) and
# short time limits, so that the run tests the routes' logic rather than their 429s.
# The virtual environment is kept in $VENV (default: target/schemathesis-venv).
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 PATH_TO_GRUNDY_BINARY MAX_EXAMPLES" >&2
  exit 2
fi
GRUNDY=$1
MAX_EXAMPLES=$2
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
VENV=${VENV:-$ROOT/target/schemathesis-venv}
SCHEMATHESIS_VERSION=4.32.5
[ -x "$GRUNDY" ] || { echo "no grundy binary at $GRUNDY" >&2; exit 2; }

if ! "$VENV/bin/st" --version 2>/dev/null | grep -q "$SCHEMATHESIS_VERSION"; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

# schemathesis keeps its caches in the directory it runs in: a temporary one.
WORK=$(mktemp -d)
LOG="$WORK/serve.log"
"$GRUNDY" serve --port 0 \
  --max-computations 8 --max-computations-per-client 8 \
  --max-jobs 16 --max-jobs-per-client 16 \
  --compute-timeout 2 --job-time-limit 2 \
  --max-connections-per-client 256 2>"$LOG" &
SERVER=$!
stop() {
  kill -INT "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
  rm -rf "$WORK"
}
trap stop EXIT
URL=""
for _ in $(seq 100); do
  URL=$(grep -o 'http://[0-9.]*:[0-9]*/' "$LOG" | head -n1 || true)
  [ -n "$URL" ] && break
  kill -0 "$SERVER" 2>/dev/null || { cat "$LOG" >&2; echo "the server did not start" >&2; exit 1; }
  sleep 0.1
done
[ -n "$URL" ] || { cat "$LOG" >&2; echo "the server did not say its address" >&2; exit 1; }
echo "schemathesis $SCHEMATHESIS_VERSION against ${URL}api/openapi.json, $MAX_EXAMPLES examples an operation"

cd "$WORK"
# One worker: with two, hypothesis (a dependency, not pinned by schemathesis) described its
# strategies' lambdas by parsing their source in both threads at once, and Python 3.11's
# parser is not safe for that: now and then "SystemError: AST constructor recursion depth
# mismatch" (two runtime errors in one run of 2026-12-06, none in the runs after it; one
# worker takes 14 s for the whole run).
"$VENV/bin/st" --config-file "$HERE/schemathesis.toml" run "${URL}api/openapi.json" \
  --checks all --max-examples "$MAX_EXAMPLES" --workers 1 --request-timeout 30 \
  --seed "${SEED:-2026}"
