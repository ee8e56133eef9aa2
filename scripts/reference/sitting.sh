#!/usr/bin/env bash
# One sitting on this machine: the engine beside HF transformers and
# llama.cpp at the serving issue's shapes (docs/performance.md), each
# command with its UTC time, in this order:
#
#   1. engine bf16: vision 448x448, prefill 512, decode 1/4/8 slots at 513
#   2. engine bf16: prefill 2,100, decode 1/4/8 slots at 2,101
#   3. HF transformers bf16 (bench_hf.py): prefill 512 and 2,100, decode
#      at both depths, vision 448x448, peak RSS
#   4. engine int8: vision, prefill 512, decode 1/4/8 slots
#   5. llama.cpp q8_0: prefill 512 and decode at depth 512
#   6. engine int8 at 2,100, then llama.cpp q8_0 at 2,100
#   7. llama.cpp bf16: prefill 512, decode at depth 512
#   8. engine bf16 and int8 at 512 again (the machine's drift)
#
# Every engine run under `/usr/bin/time` where it is installed (its
# maximum RSS beside the engine's own VmHWM). The 8-slot modules are compiled first, untimed.
#
# Usage: bash scripts/reference/sitting.sh [MODEL] 2>&1 | tee sitting.log
# MODEL defaults to target/fixtures/qwen2-vl-2b-shape (`harness fixture
# make qwen2-vl-2b-shape --out ...`). Needs the release build (`cargo build
# --release -p engine -p harness`), the reference venv
# (scripts/reference/setup-venv.sh) and llama.cpp with the converted model
# (scripts/reference/bench_llamacpp.sh MODEL 2; without it the llama.cpp
# steps are left out and say so). PROMPT and SHORT override 2100 and 512
# (a quick rehearsal on a small fixture).
set -euo pipefail
cd "$(dirname "$0")/../.."
model=${1:-target/fixtures/qwen2-vl-2b-shape}
prompt=${PROMPT:-2100}
short=${SHORT:-512}
engine=./target/release/engine
python=.venv-ref/bin/python
name=$(basename "$model")
llama=target/llamacpp/llama_cpp_python-0.3.36/vendor/llama.cpp/build/bin/llama-bench
gguf=target/llamacpp/$name
for need in "$engine" "$python" "$model/config.json"; do
  if [ ! -e "$need" ]; then
    echo "sitting: $need is missing (see the usage at the top of this script)" >&2
    exit 1
  fi
done
echo "== $(date -u '+%F %T') UTC; $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-), family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') model $(grep -m1 '^model' /proc/cpuinfo | cut -d: -f2 | tr -d ' '); $(nproc) cores"
git log --oneline -1 2>/dev/null || true

run() {
  echo
  echo "== $(date -u +%T) $*"
  "$@"
}
timed() {
  if [ -x /usr/bin/time ]; then
    run /usr/bin/time -f "wall %e s, max RSS %M kB" "$@"
  else
    run "$@"
  fi
}
llama_bench() {
  if [ -x "$llama" ] && [ -f "$gguf-$1.gguf" ]; then
    local type=$1
    shift
    run "$llama" -m "$gguf-$type.gguf" -t "$(nproc)" "$@"
  else
    echo
    echo "== llama.cpp $1 left out: $llama or $gguf-$1.gguf is missing (bench_llamacpp.sh)"
  fi
}

echo
echo "== $(date -u +%T) compiling what the cache lacks (untimed)"
for precision in bf16 int8; do
  "$engine" compile --model "$model" --slots 8 --context 4096 --precision "$precision"
done

lm=(--model "$model" --slots 1,4,8 --context 4096)
timed "$engine" bench --stage all --precision bf16 --prompt-tokens "$short" --image-size 448 "${lm[@]}"
timed "$engine" bench --stage lm --precision bf16 --prompt-tokens "$prompt" "${lm[@]}"
run "$python" scripts/reference/bench_hf.py --model "$model" --prompt-tokens "$short,$prompt" --decode-steps 16
timed "$engine" bench --stage all --precision int8 --prompt-tokens "$short" --image-size 448 "${lm[@]}"
llama_bench q8_0 -p "$short" -n 32 -r 2
llama_bench q8_0 -p 0 -n 32 -d "$short" -r 2
timed "$engine" bench --stage lm --precision int8 --prompt-tokens "$prompt" "${lm[@]}"
llama_bench q8_0 -p "$prompt" -n 0 -r 1
llama_bench q8_0 -p 0 -n 32 -d "$prompt" -r 1
llama_bench bf16 -p "$short" -n 32 -r 2
llama_bench bf16 -p 0 -n 32 -d "$short" -r 2
timed "$engine" bench --stage lm --precision bf16 --prompt-tokens "$short" "${lm[@]}"
timed "$engine" bench --stage lm --precision int8 --prompt-tokens "$short" "${lm[@]}"
echo
echo "== $(date -u +%T) done"
