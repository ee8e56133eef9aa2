#!/usr/bin/env bash
# The project's test command (README): sets up what it needs, then runs every
# test. CI runs exactly this through .ci/run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

bash scripts/setup.sh

# Unit and integration tests of every crate: fixture pins, tokenizer ids,
# image fixtures, golden verification and the contracts.
cargo test --workspace --locked

# The goldens were recorded from exactly the pinned fixtures (no Python).
cargo run -q -p harness --locked -- goldens verify
