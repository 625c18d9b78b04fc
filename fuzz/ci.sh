#!/usr/bin/env bash
# A short fuzz run of every target from its committed corpus, as CI runs it: FUZZ_RUNS
# mutated inputs a target (1000 by default) with libFuzzer, from a fixed seed — the same
# inputs on every run, so that CI passes or fails by the code, not by luck (run longer by
# hand: `cargo +nightly fuzz run TARGET`, README.md). Installs the nightly compiler and
# cargo-fuzz if they are missing; where they cannot be installed, says so and succeeds
# (the same checks run on stable over the corpora in the test suite: cargo test -p
# grundy-fuzz).
#   fuzz/ci.sh               build the targets (if not yet built) and run each
#   fuzz/ci.sh --build-only  only build them (.ci/run does this early, in the background)
#
# The targets are built in the dev profile without a sanitizer: debug assertions and
# overflow checks on, which is where safe Rust readers fail, at half the build of an
# optimised build with the address sanitizer (about 4 minutes of a 20-minute CI budget on
# two cores; a thousand inputs a target run in seconds either way). The unsafe code of the
# workspace, the SIMD kernels, is checked against the portable loops by the tests. A run
# with the address sanitizer, by hand: `cargo +nightly fuzz run -O TARGET`.
set -euo pipefail
cd "$(dirname "$0")/.."
build_only=false
[ "${1:-}" = "--build-only" ] && build_only=true
if rustup toolchain install nightly --profile minimal >/dev/null 2>&1 \
  && { command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked --quiet; }; then
  build=(--dev --sanitizer none)
  cd fuzz
  cargo +nightly fuzz build "${build[@]}"
  $build_only && exit 0
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  # Inputs a run finds go to a scratch folder, a failing one to fuzz/artifacts/ (and the
  # run fails).
  for target in $(cargo +nightly fuzz list); do
    mkdir -p "$scratch/$target"
    echo "-- $target"
    if ! cargo +nightly fuzz run "${build[@]}" "$target" "$scratch/$target" "corpus/$target" -- \
      -seed=1 -runs="${FUZZ_RUNS:-1000}" -max_total_time=120 -max_len=65536 -timeout=20 -rss_limit_mb=4096 \
      -print_final_stats=1 >"$scratch/$target.log" 2>&1; then
      tail -60 "$scratch/$target.log"
      exit 1
    fi
    grep -E "^stat::number_of_executed_units" "$scratch/$target.log" || true
  done
else
  echo "(nightly or cargo-fuzz cannot be installed here: skipped)"
fi
