#!/usr/bin/env bash
# One weight product over 440 MB of packed weights, timed by IREE's own
# benchmark tool: bf16 with one input row, int8 (s8 x s8, IREE's mmt4d
# ukernel) with one and two rows, and unsigned-input int8 (u8 x s8, a
# linalg.generic with extui / extsi operands) with two rows, plain and with
# --iree-llvmcpu-enable-inner-tiled (which lowers it to vpdpbusd).
#
# Usage: scripts/reference/int8_tiles.sh [IREE_BENCHMARK_MODULE]
# (default: iree-benchmark-module on PATH; `pip install
# iree-base-runtime==3.13.0` provides it). The compiler is the project's
# (.venv, scripts/setup.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
compile="$root/.venv/bin/iree-compile"
bench=${1:-iree-benchmark-module}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(--iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu
  --iree-llvmcpu-target-cpu=host --iree-opt-data-tiling)
maps='indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]'

# product NAME ROWS OUT IN_TYPE ACC_TYPE ZERO BODY: a module whose weight
# global is packed once at load and whose function multiplies ROWS inputs.
product() {
  local name=$1 rows=$2 out=$3 ty=$4 acc=$5 zero=$6 body=$7
  cat >"$work/$name.mlir" <<MLIR
module @m {
  util.global private @w = #util.byte_pattern<3> : tensor<${out}x1536x${ty}>
  func.func @f(%x: tensor<${rows}x1536x${ty}>) -> tensor<${rows}x${out}x${acc}> {
    %w = util.global.load @w : tensor<${out}x1536x${ty}>
    %z = arith.constant ${zero} : ${acc}
    %e = tensor.empty() : tensor<${rows}x${out}x${acc}>
    %acc = linalg.fill ins(%z : ${acc}) outs(%e : tensor<${rows}x${out}x${acc}>) -> tensor<${rows}x${out}x${acc}>
    ${body}
    return %r : tensor<${rows}x${out}x${acc}>
  }
}
MLIR
}
matmul() { # rows out type
  echo "%r = linalg.matmul $maps ins(%x, %w : tensor<$1x1536x$3>, tensor<$2x1536x$3>) outs(%acc : tensor<$1x$2x$4>) -> tensor<$1x$2x$4>"
}
unsigned_by_signed() { # rows out
  cat <<BODY
%r = linalg.generic {$maps, iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<$1x1536xi8>, tensor<$2x1536xi8>) outs(%acc : tensor<$1x$2xi32>) {
    ^bb0(%a: i8, %b: i8, %c: i32):
      %a32 = arith.extui %a : i8 to i32
      %b32 = arith.extsi %b : i8 to i32
      %p = arith.muli %a32, %b32 : i32
      %s = arith.addi %c, %p : i32
      linalg.yield %s : i32
    } -> tensor<$1x$2xi32>
BODY
}
product bf16_1 1 143360 bf16 f32 0.0 "$(matmul 1 143360 bf16 f32)"
product s8_1 1 286720 i8 i32 0 "$(matmul 1 286720 i8 i32)"
product s8_2 2 286720 i8 i32 0 "$(matmul 2 286720 i8 i32)"
product u8_2 2 286720 i8 i32 0 "$(unsigned_by_signed 2 286720)"
run() { # name rows type extra-flags...
  local name=$1 rows=$2 ty=$3
  shift 3
  "$compile" "$work/${name%%+*}.mlir" "${flags[@]}" "$@" -o "$work/$name.vmfb"
  printf '%-28s ' "$name"
  "$bench" --module="$work/$name.vmfb" --device=local-task --function=f --input="${rows}x1536x${ty}=1" \
    --benchmark_min_time=2s 2>&1 | grep BM_
}
run bf16_1 1 bf16
run s8_1 1 i8
run s8_2 2 i8
run u8_2 2 i8
run u8_2+inner_tiled 2 i8 --iree-llvmcpu-enable-inner-tiled
run s8_2+inner_tiled 2 i8 --iree-llvmcpu-enable-inner-tiled
