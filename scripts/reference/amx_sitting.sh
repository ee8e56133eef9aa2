#!/usr/bin/env bash
# The measurements still owed on a CPU with AMX (docs/measurements/2026-12-05-to-07-intel-xeon.md,
# "Prefill on AMX tiles"; issue 56), in one sitting on one
# machine, each command with its UTC time, in this order:
#
#   1. the AMX kernels alone and their candidate variants (amx_kernel/run.sh)
#   2. bf16: vision 448x448 and prefill + decode of a 2,100-token prompt,
#      the engine with its AMX kernels, then with IREE's products
#      (--kernels amx=off,fma=off), then on its FMA kernel
#      (--kernels amx=off,fma=on), then with its
#      AMX kernels again
#   3. HF transformers bf16 (bench_hf.py): prefill 512 and 2,100, decode,
#      vision 448x448
#   4. prefill 512 in int8 and in bf16 mode, alternated twice (issue 16:
#      int8 not slower than bf16)
#   5. int8: vision and the 2,100-token prompt, kernels on and off
#   6. int8 decode with 1, 4 and 8 slots (an 8-slot module), its products
#      from 8 digit rows on the AMX kernel (--kernels
#      amx-int8-decode-rows=8) and on decode's own kernel (=off), alternated
#      twice
#
# Usage: bash scripts/reference/amx_sitting.sh [MODEL] 2>&1 | tee amx-sitting.log
# MODEL defaults to target/fixtures/qwen2-vl-2b-shape (`harness fixture
# make qwen2-vl-2b-shape --out ...`). Needs the release build (`cargo build
# --release -p engine -p harness`) and the reference venv
# (scripts/reference/setup-venv.sh). On a CPU without AMX it stops, unless
# AMX_SITTING_ANYWAY=1 (a rehearsal: the "AMX" runs then take IREE's
# products too). PROMPT, SHORT and IMAGE override 2100, 512 and 448 (for
# a quick rehearsal). Compiles what the artifact cache lacks first (both
# module sets, minutes), so the timed runs do not include compilation.
set -euo pipefail
cd "$(dirname "$0")/../.."
model=${1:-target/fixtures/qwen2-vl-2b-shape}
prompt=${PROMPT:-2100}
short=${SHORT:-512}
image=${IMAGE:-448}
engine=./target/release/engine
python=.venv-ref/bin/python
for need in "$engine" "$python" "$model/config.json"; do
  if [ ! -e "$need" ]; then
    echo "amx_sitting: $need is missing (see the usage at the top of this script)" >&2
    exit 1
  fi
done
flags=$( (grep -o 'amx[a-z_0-9]*' /proc/cpuinfo || true) | sort -u | tr '\n' ' ')
echo "== $(date -u '+%F %T') UTC; $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-), family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') model $(grep -m1 '^model' /proc/cpuinfo | cut -d: -f2 | tr -d ' '); $(nproc) cores; AMX flags: ${flags:-none}"
if [ -z "$flags" ] && [ "${AMX_SITTING_ANYWAY:-0}" != 1 ]; then
  echo "amx_sitting: this CPU exposes no AMX; nothing to measure (AMX_SITTING_ANYWAY=1 rehearses)" >&2
  exit 1
fi
git log --oneline -1 2>/dev/null || true

run() {
  echo
  echo "== $(date -u +%T) $*"
  "$@"
}

lm=(--context 4096 --decode-steps 16)
echo
echo "== $(date -u +%T) compiling what the cache lacks (untimed)"
# Where prefill's products run: AMX kernels, IREE's tiles, the FMA kernel.
settings=("auto" "amx=off,fma=off" "amx=off,fma=on")
for precision in bf16 int8; do
  for setting in "${settings[@]}"; do
    "$engine" bench --model "$model" --stage all --precision "$precision" --kernels "$setting" \
      --prompt-tokens 16 --image-size "$image" --slots 1 --decode-steps 1 --context 4096 --iterations 1 > /dev/null
  done
done
for rows in 8 off; do
  "$engine" bench --model "$model" --stage lm --precision int8 --kernels "amx-int8-decode-rows=$rows" \
    --prompt-tokens 16 --slots 8 --decode-steps 1 --context 4096 > /dev/null
done

run bash scripts/reference/amx_kernel/run.sh
for precision in bf16 int8; do
  for setting in "${settings[@]}" "${settings[0]}"; do
    run "$engine" bench --model "$model" --stage all --precision "$precision" --kernels "$setting" \
      --prompt-tokens "$prompt" --image-size "$image" --slots 1 "${lm[@]}"
  done
  if [ "$precision" = bf16 ]; then
    run "$python" scripts/reference/bench_hf.py --model "$model" --prompt-tokens "$short,$prompt" \
      --image-size "$image" --decode-steps 16 --repeats 1
    for round in 1 2; do
      for p in int8 bf16; do
        run "$engine" bench --model "$model" --stage lm --precision "$p" --prompt-tokens "$short" --slots 1 "${lm[@]}"
      done
    done
  fi
done
for round in 1 2; do
  for rows in 8 off; do
    run "$engine" bench --model "$model" --stage lm --precision int8 --kernels "amx-int8-decode-rows=$rows" \
      --prompt-tokens "$short" --slots 1,4,8 "${lm[@]}"
  done
done
echo
echo "== $(date -u +%T) done"
