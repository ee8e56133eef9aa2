#!/usr/bin/env bash
# The main job (README): set up, generate the pinned tiny-qwen2-vl fixture,
# and run the engine on a fixture image. Extra arguments go to `engine run`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bash scripts/setup.sh
cargo run -q --release -p harness --locked -- fixture make tiny-qwen2-vl --out target/fixtures/tiny-qwen2-vl >/dev/null
cargo run -q --release -p engine --locked -- run \
  --model target/fixtures/tiny-qwen2-vl \
  --image fixtures/images/grid-112x84.png \
  --prompt "Describe this image." \
  --max-new-tokens 12 --precision f32 --json "$@"
