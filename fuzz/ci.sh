#!/usr/bin/env bash
# A short fuzz run of every target from its committed corpus, as CI runs it: FUZZ_RUNS
# mutated inputs a target (1000 by default) with libFuzzer and the address sanitizer,
# from a fixed seed — the same inputs on every run, so that CI passes or fails by the
# code, not by luck (run longer by hand: cargo +nightly fuzz run TARGET, README.md). Installs the nightly compiler and cargo-fuzz if they are missing;
# where they cannot be installed, says so and succeeds (the same checks run on stable
# over the corpora in the test suite: cargo test -p grundy-fuzz).
set -euo pipefail
cd "$(dirname "$0")/.."
# A few seconds a target with libFuzzer and the address sanitizer: inputs it finds go to a
# scratch folder, a failing one to fuzz/artifacts/ (and the run fails). The same checks
# ran above on stable over the corpora (cargo test -p grundy-fuzz).
if rustup toolchain install nightly --profile minimal >/dev/null 2>&1 \
  && { command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked --quiet; }; then
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  # Sixteen codegen units, not cargo-fuzz's one: the build (the library with the sanitizer
  # and coverage instrumentation) is most of this step, and with one unit each crate's
  # optimisation runs on one core; the inputs run a little slower, which a thousand runs a
  # target do not feel.
  build=(-O --codegen-units 16)
  (
    cd fuzz
    cargo +nightly fuzz build "${build[@]}"
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
  )
  rm -rf "$scratch"
else
  echo "(nightly or cargo-fuzz cannot be installed here: skipped)"
fi
