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
sha256=832db0699007f1be95a7e41ef12e88926b02ba836461e36a36372db2760c1a2e
work="$root/target/llamacpp"
src="$work/llama_cpp_python-$version/vendor/llama.cpp"
bench="$src/build/bin/llama-bench"
python="$root/.venv-ref/bin/python"

bash "$root/scripts/reference/setup-venv.sh"
mkdir -p "$work"
if [ ! -d "$src" ]; then
  # Only the sdist itself, found through PyPI's simple index (PEP 691
  # JSON) and checked against the pinned SHA-256. (`pip download
  # --no-binary :all:` would prepare the sdist's metadata, which builds
  # every one of its build dependencies from source first: it stalled on a
  # fresh machine.)
  python3 - "$version" "$sha256" "$work" <<'PY'
import hashlib, json, sys, urllib.request
version, sha256, work = sys.argv[1:4]
name = f"llama_cpp_python-{version}.tar.gz"
index = urllib.request.Request(
    "https://pypi.org/simple/llama-cpp-python/", headers={"Accept": "application/vnd.pypi.simple.v1+json"}
)
with urllib.request.urlopen(index, timeout=60) as r:
    files = [f for f in json.load(r)["files"] if f["filename"] == name]
if not files:
    sys.exit(f"bench_llamacpp: PyPI's index lists no {name}")
with urllib.request.urlopen(files[0]["url"], timeout=600) as r:
    data = r.read()
if hashlib.sha256(data).hexdigest() != sha256:
    sys.exit(f"bench_llamacpp: {name} does not have the pinned SHA-256 {sha256}")
with open(f"{work}/{name}", "wb") as out:
    out.write(data)
PY
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
