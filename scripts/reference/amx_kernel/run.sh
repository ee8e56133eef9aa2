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
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-O2 -std=gnu11 -mavx512f -mamx-tile -mamx-bf16 -mamx-int8 -pthread)
if [ "${1:-}" = "--emulated" ] || ! grep -q amx_bf16 /proc/cpuinfo || ! grep -q amx_int8 /proc/cpuinfo; then
  echo "the emulated builds (checks only)"
  flags+=(-DQWEN_AMX_EMULATED)
  shapes=("64 96 1536 1" "37 200 8960 8")
  shapes_u8s8=("64 96 1536" "37 200 8960" "40 48 128")
else
  shapes=("512 1536 1536 1" "512 8960 1536 1" "512 1536 8960 8")
  shapes_u8s8=("1024 1536 1536" "1024 8960 1536" "1024 1536 8960")
fi
gcc "${flags[@]}" "$here/probe.c" -o "$work/probe" -lm
gcc "${flags[@]}" "$here/probe_u8s8.c" -o "$work/probe_u8s8"
for shape in "${shapes[@]}"; do
  for threads in 1 2; do
    # shellcheck disable=SC2086
    "$work/probe" $shape $threads
  done
done
for shape in "${shapes_u8s8[@]}"; do
  for threads in 1 2; do
    # shellcheck disable=SC2086
    "$work/probe_u8s8" $shape $threads
  done
done
