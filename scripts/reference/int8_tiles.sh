#!/usr/bin/env bash
# One weight product over 440 MB of packed weights, timed by IREE's own
# benchmark tool: bf16 with one input row, int8 (s8 x s8, IREE's mmt4d
# ukernel) with one and two rows, and unsigned-input int8 (u8 x s8, a
# linalg.generic with extui / extsi operands) with two rows, plain and with
# --iree-llvmcpu-enable-inner-tiled (which lowers it to vpdpbusd).
# Then the layout question: IREE picks the packed weight's tile from the
# product's row count, so the engine encodes its products itself, stating
# one row count per module (emit::FuncBuilder::unsigned_weight_matmul);
# the next block times products of 2, 8 and 16 rows (1, 4 and 8 decode
# slots) over the 440 MB and a 1,024-row product over one [8960, 1536]
# gate weight for each stated row count.
# The last block turns the product around, weights first: (w x^T)^T with
# the weight as IREE's M operand (element types [i8, ui8, i32], VNNI's
# swapped 16x1x4 tile), so that consecutive workgroups share one weight
# tile and a product of several row tiles reads the weight once. It times
# the product alone (its [out, rows] result is returned as it is: IREE
# 3.13 cannot compile this orientation's unpacking fused with a consumer,
# "large vector sizes", so a model would need a fusion barrier there).
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
# u8_generic A B A_TYPE B_TYPE ACC_TYPE [ARGS]: %r = sum_k extui(X) * extsi(W)
# over the operands A, B in that order; ARGS names the block arguments
# (default "%a: i8, %b: i8": A is X; "%b: i8, %a: i8" when A is W).
u8_generic() {
  cat <<BODY
%r = linalg.generic {$maps, iterator_types = ["parallel", "parallel", "reduction"]} ins($1, $2 : $3, $4) outs(%acc : $5) {
    ^bb0(${6:-%a: i8, %b: i8}, %c: i32):
      %a32 = arith.extui %a : i8 to i32
      %b32 = arith.extsi %b : i8 to i32
      %p = arith.muli %a32, %b32 : i32
      %s = arith.addi %c, %p : i32
      linalg.yield %s : i32
    } -> $5
BODY
}
unsigned_by_signed() { # rows out
  u8_generic %x %w "tensor<$1x1536xi8>" "tensor<$2x1536xi8>" "tensor<$1x$2xi32>"
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

# encoded ORIENTATION NAME OUT STATED ROWS...: one function per row count,
# operands encoded as the engine emits them, one packed copy of the weight
# for all. rows_first: x w^T, element types (ui8, i8, i32), iteration_sizes
# [STATED, OUT, K], result [ROWS, OUT]; weights_first: w x^T, (i8, ui8,
# i32), [OUT, STATED, K], result [OUT, ROWS] returned as it is.
encoded() {
  local orientation=$1 name=$2 out=$3 stated=$4
  shift 4
  local types="ui8, i8, i32" sizes="$stated, $out, 1536" xi=0 wi=1
  [ "$orientation" = weights_first ] && types="i8, ui8, i32" sizes="$out, $stated, 1536" xi=1 wi=0
  local e="#iree_encoding.encoding<op_type = matmul, element_types = [$types], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [$sizes]"
  {
    echo "module @m {"
    echo "  util.global private @w = #util.byte_pattern<3> : tensor<${out}x1536xi8>"
    for rows in "$@"; do
      local shape="${rows}x${out}"
      [ "$orientation" = weights_first ] && shape="${out}x${rows}"
      local xt="tensor<${rows}x1536xi8, ${e/op_type/operand_index = $xi : index, op_type}>>"
      local wt="tensor<${out}x1536xi8, ${e/op_type/operand_index = $wi : index, op_type}>>"
      local at="tensor<${shape}xi32, ${e/op_type/operand_index = 2 : index, op_type}>>"
      local product
      if [ "$orientation" = weights_first ]; then
        product=$(u8_generic %we %xe "$wt" "$xt" "$at" "%b: i8, %a: i8")
      else
        product=$(u8_generic %xe %we "$xt" "$wt" "$at")
      fi
      cat <<MLIR
  func.func @f$rows(%x: tensor<${rows}x1536xi8>) -> tensor<${shape}xi32> {
    %w = util.global.load @w : tensor<${out}x1536xi8>
    %xe = iree_encoding.set_encoding %x : tensor<${rows}x1536xi8> -> $xt
    %we = iree_encoding.set_encoding %w : tensor<${out}x1536xi8> -> $wt
    %z = arith.constant 0 : i32
    %e = tensor.empty() : $at
    %acc = linalg.fill ins(%z : i32) outs(%e : $at) -> $at
    $product
    %ru = iree_encoding.unset_encoding %r : $at -> tensor<${shape}xi32>
    return %ru : tensor<${shape}xi32>
  }
MLIR
    done
    echo "}"
  } >"$work/$name.mlir"
}
tiled=(--iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu
  --iree-llvmcpu-target-cpu=host --iree-llvmcpu-enable-inner-tiled)
# time_layouts ORIENTATION STATED...: for each stated row count, products of
# 2, 8 and 16 rows over the 440 MB and of 1,024 rows over one gate weight.
time_layouts() {
  local orientation=$1
  shift
  for stated in "$@"; do
    encoded "$orientation" "${orientation}_decode_$stated" 286720 "$stated" 2 8 16
    encoded "$orientation" "${orientation}_prefill_$stated" 8960 "$stated" 1024
    for what in decode prefill; do
      local rows_list="2 8 16"
      [ "$what" = prefill ] && rows_list=1024
      local m="$work/${orientation}_${what}_$stated"
      "$compile" "$m.mlir" "${tiled[@]}" -o "$m.vmfb"
      for rows in $rows_list; do
        printf '%-36s ' "$orientation, layout $stated, $rows rows"
        "$bench" --module="$m.vmfb" --device=local-task --function="f$rows" --input="${rows}x1536xi8=1" \
          --benchmark_min_time=2s 2>&1 | grep BM_
      done
    done
  done
}
time_layouts rows_first 2 3 4 8 16
time_layouts weights_first 3 4
