#!/usr/bin/env bash
# llama.cpp beside the engine on this machine: builds llama.cpp from the copy
# vendored in PyPI's llama-cpp-python sdist (pinned), converts a checkpoint
# with its convert_hf_to_gguf.py (the language model; q8_0 and bf16), and
# runs llama-bench: prefill 512 and 32 generated tokens (`-p 512 -n 32`),
# and 32 generated tokens after 512 in the context (`-d 512`, the depth
# `engine bench --prompt-tokens 512` decodes at). Idempotent: the build and
# the converted files are kept under target/llamacpp.
#
# Usage: scripts/reference/bench_llamacpp.sh [MODEL_DIR] [THREADS]
# (default target/fixtures/qwen2-vl-2b-shape, all cores). Needs cmake, a C++
# compiler and the reference venv (scripts/reference/setup-venv.sh: torch,
# numpy and safetensors for the converter).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
model=${1:-"$root/target/fixtures/qwen2-vl-2b-shape"}
threads=${2:-$(nproc)}
version=0.3.36
work="$root/target/llamacpp"
src="$work/llama_cpp_python-$version/vendor/llama.cpp"
bench="$src/build/bin/llama-bench"
python="$root/.venv-ref/bin/python"

bash "$root/scripts/reference/setup-venv.sh"
mkdir -p "$work"
if [ ! -d "$src" ]; then
  "$root/.venv-ref/bin/pip" download -q "llama-cpp-python==$version" --no-binary :all: --no-deps -d "$work"
  tar -xzf "$work/llama_cpp_python-$version.tar.gz" -C "$work"
fi
if [ ! -x "$bench" ]; then
  cmake -S "$src" -B "$src/build" -DCMAKE_BUILD_TYPE=Release -DGGML_NATIVE=ON -DLLAMA_CURL=OFF \
    -DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF >/dev/null
  cmake --build "$src/build" --target llama-bench -j "$(nproc)" >/dev/null
fi
name=$(basename "$model")
for type in q8_0 bf16; do
  gguf="$work/$name-$type.gguf"
  if [ ! -f "$gguf" ]; then
    PYTHONPATH="$src/gguf-py" "$python" "$src/convert_hf_to_gguf.py" "$model" --outtype "$type" \
      --outfile "$gguf.partial" >/dev/null 2>&1
    mv "$gguf.partial" "$gguf"
  fi
done
for type in q8_0 bf16; do
  gguf="$work/$name-$type.gguf"
  "$bench" -m "$gguf" -t "$threads" -p 512 -n 32 -r 2
  "$bench" -m "$gguf" -t "$threads" -p 0 -n 32 -d 512 -r 2
done
