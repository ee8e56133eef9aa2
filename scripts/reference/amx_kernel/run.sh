#!/usr/bin/env bash
# The engine's AMX kernels alone, on one and on two threads; each checked
# (bf16, probe.c: against a double reference; int8, probe_u8s8.c: exactly),
# then timed. The 2B shape's prefill weight products of a 512-token chunk:
# bf16, 512 rows against the attention projection [1536, 1536], the
# gate / up weight [8960, 1536] and the down projection [1536, 8960] in 8
# pieces; int8, the chunk's 1,024 digit rows against the same weights
# (whole). On a CPU with AMX (and a kernel that grants the tile state)
# the AMX builds; `--emulated` (or no AMX) the builds with their tile
# instructions emulated in C, for the checks only (their times say
# nothing). Needs gcc 11+.
#
# Every build is made once per variant: the kernels as the engine builds
# them ("engine"), then candidates not measured on AMX yet, each a
# compile-time switch of the kernel sources (engine/kernels/amx_tiles.h,
# matmul_amx_bf16.c, matmul_amx_u8s8.c) whose default is the engine's:
#   interleaved   each tile loaded just before its first product
#   columns       a workgroup's pairs of column tiles outer, strips inner
#   rows128/256   taller workgroups (the emitter counts workgroups by 64
#                 rows: adopting one means changing emit/amx.rs too)
# Each accumulator sees the same products in the same order in every
# variant; each variant passes the same checks (`--emulated` checks them
# all on a CPU without AMX; `--build-only` stops after building them).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-O2 -std=gnu11 -mavx512f -mamx-tile -mamx-bf16 -mamx-int8 -pthread)
if [ "${1:-}" = "--emulated" ] || ! grep -q amx_bf16 /proc/cpuinfo || ! grep -q amx_int8 /proc/cpuinfo; then
  echo "the emulated builds (checks only)"
  flags+=(-DQWEN_AMX_EMULATED)
  # Partial strips, workgroups, column tiles and reduction steps; a
  # workgroup of several strip pairs (300 rows) for the taller variants.
  shapes=("64 96 1536 1" "37 200 8960 8" "300 40 80 1")
  shapes_u8s8=("64 96 1536" "37 200 8960" "40 48 128" "300 40 128")
else
  shapes=("512 1536 1536 1" "512 8960 1536 1" "512 1536 8960 8")
  shapes_u8s8=("1024 1536 1536" "1024 8960 1536" "1024 1536 8960")
fi
variants=(
  "engine:"
  "interleaved:-DQWEN_AMX_INTERLEAVED=1"
  "columns:-DQWEN_AMX_COLUMNS_OUTER=1"
  "interleaved+columns:-DQWEN_AMX_INTERLEAVED=1 -DQWEN_AMX_COLUMNS_OUTER=1"
  "rows128:-DQWEN_AMX_ROWS_PER_WORKGROUP=128"
  "rows256+columns:-DQWEN_AMX_ROWS_PER_WORKGROUP=256 -DQWEN_AMX_COLUMNS_OUTER=1"
  "rows256+columns+interleaved:-DQWEN_AMX_ROWS_PER_WORKGROUP=256 -DQWEN_AMX_COLUMNS_OUTER=1 -DQWEN_AMX_INTERLEAVED=1"
)
for i in "${!variants[@]}"; do
  # shellcheck disable=SC2206
  defines=(${variants[$i]#*:})
  gcc "${flags[@]}" "${defines[@]}" "$here/probe.c" -o "$work/probe$i" -lm
  gcc "${flags[@]}" "${defines[@]}" "$here/probe_u8s8.c" -o "$work/probe_u8s8_$i"
done
if [ "${1:-}" = "--build-only" ]; then
  echo "built ${#variants[@]} variants of each probe"
  exit 0
fi
# Every variant of probe `$1` (built as "$work/$1<variant>") on each shape
# after the label `$2`, on one and on two threads.
time_variants() {
  local probe=$1 label=$2 shape threads i line
  shift 2
  for shape in "$@"; do
    for threads in 1 2; do
      for i in "${!variants[@]}"; do
        # shellcheck disable=SC2086
        line=$("$work/$probe$i" $shape $threads)
        printf '%-28s %s %s\n' "${variants[$i]%%:*}" "$label" "$line"
      done
    done
  done
}
time_variants probe bf16 "${shapes[@]}"
time_variants probe_u8s8_ int8 "${shapes_u8s8[@]}"
