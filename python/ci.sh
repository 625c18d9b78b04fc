#!/usr/bin/env bash
# The Python package in CI (.ci/run, after the workspace's release tests; its Rust half's
# fmt and clippy ran with the workspace's): the wheel built and installed in a fresh venv
# exactly as README.md says (`pip install ./python`), pytest, and the example notebook
# docs/python.ipynb run top to bottom.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
# The workspace's target directory, where the release tests built the grundy command that
# the tests compare with, and every crate the wheel shares with them (with the same
# features: python/Cargo.toml), so that only pyo3, numpy and the package are compiled.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"

venv="$(mktemp -d)/venv"
python3 -m venv "$venv"
"$venv/bin/pip" install -q ./python pytest nbclient nbformat ipykernel
echo "(the wheel was built and installed after $((SECONDS - start)) s)"

# The tests compare the package's answers with the command's: it must be there.
GRUNDY_REQUIRE_CLI=1 GRUNDY_BIN="${GRUNDY_BIN:-$CARGO_TARGET_DIR/release/grundy}" \
  "$venv/bin/python" -m pytest -q python/tests
"$venv/bin/python" python/run_notebook.py docs/python.ipynb
echo "(the Python step took $((SECONDS - start)) s)"
