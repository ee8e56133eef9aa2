#!/usr/bin/env bash
# The project's test command (README): sets up what it needs, then runs every
# test. CI runs exactly this through .ci/run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

bash scripts/setup.sh --tests

# A one-shot build: no incremental caches (they only cost disk here; CI's
# disk once ran out while linking). Set CARGO_INCREMENTAL=1 to keep them.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"

# Formatting gate (rustfmt.toml): fails at once, before anything is built.
cargo fmt --all --check

# Unit and integration tests of every crate: fixture pins, tokenizer ids,
# image fixtures, golden verification and the contracts.
cargo test --workspace --locked

# The goldens were recorded from exactly the pinned fixtures (no Python).
cargo run -q -p harness --locked -- goldens verify

# The verdict: every stage of every case, every pair of implementations
# (f32). Fails the build on any FAIL, and on a stage the engine or the oracle
# did not produce (reported as such, never as a pass).
cargo run -q -p harness --locked -- diff --stage all --all-cases --report reports/ci

# Lint gate: every target of every crate, warnings are errors.
cargo clippy --workspace --all-targets --locked -q -- -D warnings
