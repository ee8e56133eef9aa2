#!/usr/bin/env bash
# Can a GEMV of our own, linked into an IREE dispatch, read the packed
# weights faster than IREE's mmt4d ukernel? One product of one bf16 row
# against 440 MB of weights in IREE's packed layout ([8960, 768, 16, 2]:
# 143,360 outputs, K = 1,536; far over the last-level cache), timed by
# IREE's own benchmark tool: IREE's `linalg.mmt4d` (its ukernel) against
# gemv.c linked by iree-compile as a `#hal.executable.object` (built with
# gcc, freestanding), prefetching 0 and 4 KiB ahead. Checks first that
# both give the same outputs for random weights. Then encoded.mlir.in: the
# same kernel handed the weight as IREE packs it for a 512-row product
# marked for data tiling (the engine's prefill form), one packed copy
# shared by both, outputs compared with row 0 of IREE's.
#
# Usage: scripts/reference/custom_gemv/run.sh [IREE_BENCHMARK_MODULE]
# (default: iree-benchmark-module on PATH; `pip install
# iree-base-runtime==3.13.0` provides it, with iree-run-module beside it).
# Needs gcc and a CPU with avx512bf16; the compiler is the project's
# (.venv, scripts/setup.sh), numpy the reference venv's.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
compile="$root/.venv/bin/iree-compile"
bench=${1:-iree-benchmark-module}
run="$(dirname "$(command -v "$bench")")/iree-run-module"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(--iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu)

"$compile" "${flags[@]}" --iree-llvmcpu-target-cpu=host --iree-llvmcpu-enable-ukernels=all \
  "$here/mmt4d.mlir" -o "$work/mmt4d.vmfb"
for pf in 0 4096; do
  gcc -O2 -DPF=$pf -mavx512f -mavx512bf16 -ffreestanding -fPIC -fno-plt \
    -fno-asynchronous-unwind-tables -fno-stack-protector -c "$here/gemv.c" -o "$work/gemv_pf$pf.o"
  sed "s#OBJECT_PATH#$work/gemv_pf$pf.o#" "$here/custom.mlir.in" > "$work/custom_pf$pf.mlir"
  "$compile" "${flags[@]}" "$work/custom_pf$pf.mlir" -o "$work/custom_pf$pf.vmfb"
done

"$root/.venv-ref/bin/python" - "$work" <<'PY'
import sys, numpy as np
r = np.random.default_rng(0)
bf16 = lambda n: (r.standard_normal(n, dtype=np.float32).view(np.uint32) >> 16).astype(np.uint16)
bf16(8960 * 768 * 32).tofile(f"{sys.argv[1]}/w.bin")
bf16(1536).tofile(f"{sys.argv[1]}/x.bin")
PY
w="--input=8960x768x16x2xbf16=@$work/w.bin"
"$run" --module="$work/mmt4d.vmfb" --device=local-task --function=main "$w" \
  --input=1x768x1x2xbf16=@"$work/x.bin" --output=@"$work/ym.npy" > /dev/null
"$run" --module="$work/custom_pf4096.vmfb" --device=local-task --function=main "$w" \
  --input=1536xbf16=@"$work/x.bin" --output=@"$work/yc.npy" > /dev/null
"$root/.venv-ref/bin/python" -c "
import numpy as np
a, b = (np.load('$work/yc.npy').ravel(), np.load('$work/ym.npy').ravel())
assert a.shape == b.shape and np.array_equal(a, b), f'outputs differ by up to {np.abs(a - b).max()}'
print('gemv.c and IREE mmt4d agree exactly on', a.size, 'outputs')"

# The weight as IREE packs it: one module, one packed global, two products.
"$root/.venv-ref/bin/python" - "$work" "$here/encoded.mlir.in" <<'PY'
import sys, numpy as np
work, template = sys.argv[1], sys.argv[2]
r = np.random.default_rng(1)
bf16 = lambda n: (r.standard_normal(n, dtype=np.float32).view(np.uint32) >> 16).astype(np.uint16)
w = bf16(8960 * 1536)
text = open(template).read().replace("WEIGHT_HEX", w.tobytes().hex().upper())
open(f"{work}/encoded.mlir", "w").write(text.replace("OBJECT_PATH", f"{work}/gemv_pf4096.o"))
x = bf16(512 * 1536)
x.tofile(f"{work}/x512.bin")
x[:1536].tofile(f"{work}/x1.bin")
PY
tiled=(--iree-llvmcpu-target-cpu=host --iree-opt-data-tiling)
"$compile" "${flags[@]}" "${tiled[@]}" "$work/encoded.mlir" -o "$work/encoded.vmfb"
packed=$("$compile" "${flags[@]}" "${tiled[@]}" "$work/encoded.mlir" --compile-to=executable-sources |
  grep -c "util.global private @__hoisted_tensor_8960x1536xbf16__encoded")
"$run" --module="$work/encoded.vmfb" --device=local-task --function=by_iree \
  --input=512x1536xbf16=@"$work/x512.bin" --output=@"$work/yi.npy" > /dev/null
"$run" --module="$work/encoded.vmfb" --device=local-task --function=by_ours \
  --input=1536xbf16=@"$work/x1.bin" --output=@"$work/yo.npy" > /dev/null
"$root/.venv-ref/bin/python" -c "
import numpy as np
a, b = (np.load('$work/yo.npy').ravel(), np.load('$work/yi.npy')[0])
assert a.shape == b.shape and np.array_equal(a, b), f'outputs differ by up to {np.abs(a - b).max()}'
assert $packed == 1, 'expected one packed weight global, found $packed'
print('on the packed weight: gemv.c equals row 0 of IREE\'s 512-row product exactly;', a.size, 'outputs; one packed global')"

time_of() {
  "$bench" --module="$work/$1.vmfb" --device=local-task --function=main "$w" --input="$2"=@"$work/x.bin" \
    --benchmark_repetitions=5 --benchmark_min_time=1 2>/dev/null | grep _median | head -1 |
    awk -v n="$1" '{printf "%-14s median %s %s: %.1f GB/s\n", n, $2, $3, 440.4 / $2}'
}
for _ in 1 2; do
  time_of mmt4d 1x768x1x2xbf16
  time_of custom_pf0 1536xbf16
  time_of custom_pf4096 1536xbf16
done
