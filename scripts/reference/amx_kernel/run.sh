#!/usr/bin/env bash
# The engine's AMX kernel alone (probe.c): the 2B shape's prefill weight
# products, 512 rows against the attention projection [1536, 1536], the
# gate / up weight [8960, 1536] and the down projection [1536, 8960] in 8
# pieces, on one and on two threads; each checked against a double
# reference, then timed. On a CPU with AMX (and a kernel that grants the
# tile state) the AMX build; `--emulated` (or no AMX) the build with its
# tile instructions emulated in C, for the check only (its times say
# nothing). Needs gcc 11+.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-O2 -std=gnu11 -mavx512f -mamx-tile -mamx-bf16 -pthread)
if [ "${1:-}" = "--emulated" ] || ! grep -q amx_bf16 /proc/cpuinfo; then
  echo "the emulated build (checks only)"
  flags+=(-DQWEN_AMX_EMULATED)
  shapes=("64 96 1536 1" "37 200 8960 8")
else
  shapes=("512 1536 1536 1" "512 8960 1536 1" "512 1536 8960 8")
fi
gcc "${flags[@]}" "$here/probe.c" -o "$work/probe" -lm
for shape in "${shapes[@]}"; do
  for threads in 1 2; do
    # shellcheck disable=SC2086
    "$work/probe" $shape $threads
  done
done
