// What the engine's AMX kernels (matmul_amx_bf16.c, matmul_amx_u8s8.c)
// share: the tile instructions or, built with -DQWEN_AMX_EMULATED, their
// emulation in C (amx_emulated.h, whose state lives in the workgroup's
// `struct product`: EMULATION_FIELD, EMULATION_STATE, EMULATION_INIT),
// and their common tile plan's configuration.
#ifndef QWEN_AMX_TILES_H
#define QWEN_AMX_TILES_H

#include <stddef.h>
#include <stdint.h>

#include "abi.h"
#include "workgroup.h"

#ifdef QWEN_AMX_EMULATED
#include "amx_emulated.h"
#define EMULATION_FIELD struct emu_tiles* emu;
#define EMULATION_STATE struct emu_tiles emu_state;
#define EMULATION_INIT .emu = &emu_state,
#else
#include <immintrin.h>
#define EMULATION_FIELD
#define EMULATION_STATE
#define EMULATION_INIT
#endif

// The layout `ldtilecfg` reads (palette 1).
struct tile_config {
  uint8_t palette;
  uint8_t start_row;
  uint8_t reserved[14];
  uint16_t colsb[16];
  uint8_t rows[16];
};

// The plan both kernels run, 2 x 2 groups of output tiles: tiles 0-3
// accumulate (0, 1 the first strip's two column tiles, 2, 3 the second
// strip's), 4 and 5 hold the strips' rows, 6 and 7 two column tiles of
// the weight; every row 64 bytes. `first` and `second` are the strips'
// row counts (1 to 16).
static inline void tile_plan(struct tile_config* c, uint8_t first, uint8_t second) {
  *c = (struct tile_config){.palette = 1};
  for (int t = 0; t < 8; ++t) c->colsb[t] = 64;
  c->rows[0] = c->rows[1] = c->rows[4] = first;
  c->rows[2] = c->rows[3] = c->rows[5] = second;
  c->rows[6] = c->rows[7] = 16;
  // GCC 12 does not see `ldtilecfg` read the configuration and drops the
  // stores above without this barrier.
  __asm__ volatile("" : : "r"(c) : "memory");
}

// Set the tile plan for strips of FIRST and SECOND rows (1 to 16; the
// emulated build reaches its state through the workgroup's `p`).
#define AMX_CONFIGURE(FIRST, SECOND)  \
  do {                                \
    struct tile_config c_;            \
    tile_plan(&c_, (FIRST), (SECOND)); \
    _tile_loadconfig(&c_);            \
  } while (0)

// The kernels' workgroup rows (engine/src/emit/amx.rs and amx_u8s8.rs
// count workgroups by the same number) and the order of a workgroup's
// groups: by default pairs of strips outer (each strip's rows stay hot
// across the weight's tiles); with QWEN_AMX_COLUMNS_OUTER=1 pairs of the
// weight's column tiles (lines) outer, which stay hot across the strips.
// Other values are candidates that scripts/reference/amx_kernel/run.sh
// times, not measured on AMX yet; the sums are equal either way.
#ifndef QWEN_AMX_ROWS_PER_WORKGROUP
#define QWEN_AMX_ROWS_PER_WORKGROUP QWEN_MATMUL_AMX_BF16_ROWS_PER_WORKGROUP
#endif
#if QWEN_MATMUL_AMX_U8S8_ROWS_PER_WORKGROUP != QWEN_MATMUL_AMX_BF16_ROWS_PER_WORKGROUP
#error "the AMX kernels share this header's workgroup rows (engine/src/kernels/abi.rs)"
#endif
#define ROWS_PER_WORKGROUP QWEN_AMX_ROWS_PER_WORKGROUP
#ifndef QWEN_AMX_COLUMNS_OUTER
#define QWEN_AMX_COLUMNS_OUTER 0
#endif

// One step of a group's reduction, STRIPS x COLUMNS output tiles (1 or
// 2 each; tiles 0-3 accumulate as in tile_plan): the strips' rows from A0
// and A1 (rows A_STRIDE bytes apart) into tiles 4 and 5, the weight's
// tiles from B0 and B1 (B_STRIDE bytes apart) into 6 and 7, then DP
// (`_tile_dpbf16ps` or `_tile_dpbusd`) of each pair. With
// QWEN_AMX_INTERLEAVED=1 each operand is loaded just before its first
// product (A0, B0, C00, B1, C01, A1, C10, C11); by default all four are
// loaded first. Every accumulator sees the same products in the same
// order either way, so the sums are equal; which is faster on AMX is
// measured by scripts/reference/amx_kernel/run.sh (a candidate, not
// measured yet). STRIPS and COLUMNS are constants of an inlined caller.
#ifndef QWEN_AMX_INTERLEAVED
#define QWEN_AMX_INTERLEAVED 0
#endif
#if QWEN_AMX_INTERLEAVED
#define AMX_STEP(DP, A0, A1, A_STRIDE, B0, B1, B_STRIDE, STRIPS, COLUMNS) \
  do {                                                                   \
    _tile_loadd(4, A0, A_STRIDE);                                        \
    _tile_loadd(6, B0, B_STRIDE);                                        \
    DP(0, 4, 6);                                                         \
    if (COLUMNS == 2) {                                                  \
      _tile_loadd(7, B1, B_STRIDE);                                      \
      DP(1, 4, 7);                                                       \
    }                                                                    \
    if (STRIPS == 2) {                                                   \
      _tile_loadd(5, A1, A_STRIDE);                                      \
      DP(2, 5, 6);                                                       \
      if (COLUMNS == 2) DP(3, 5, 7);                                     \
    }                                                                    \
  } while (0)
#else
#define AMX_STEP(DP, A0, A1, A_STRIDE, B0, B1, B_STRIDE, STRIPS, COLUMNS) \
  do {                                                                   \
    _tile_loadd(4, A0, A_STRIDE);                                        \
    if (STRIPS == 2) _tile_loadd(5, A1, A_STRIDE);                       \
    _tile_loadd(6, B0, B_STRIDE);                                        \
    if (COLUMNS == 2) _tile_loadd(7, B1, B_STRIDE);                      \
    DP(0, 4, 6);                                                         \
    if (COLUMNS == 2) DP(1, 4, 7);                                       \
    if (STRIPS == 2) DP(2, 5, 6);                                        \
    if (STRIPS == 2 && COLUMNS == 2) DP(3, 5, 7);                        \
  } while (0)
#endif

// Zero a group's accumulators; store them at Y (f32 or i32, rows STRIDE
// bytes apart: tile 1 16 columns right of tile 0, tiles 2 and 3 16 rows
// below tiles 0 and 1).
#define AMX_ZERO(STRIPS, COLUMNS)                  \
  do {                                             \
    _tile_zero(0);                                 \
    if (COLUMNS == 2) _tile_zero(1);               \
    if (STRIPS == 2) _tile_zero(2);                \
    if (STRIPS == 2 && COLUMNS == 2) _tile_zero(3); \
  } while (0)
#define AMX_STORE(Y, STRIDE, STRIPS, COLUMNS)                                  \
  do {                                                                         \
    _tile_stored(0, (Y), (STRIDE));                                            \
    if (COLUMNS == 2) _tile_stored(1, (Y) + 16, (STRIDE));                     \
    if (STRIPS == 2) _tile_stored(2, (Y) + 16 * ((STRIDE) / 4), (STRIDE));     \
    if (STRIPS == 2 && COLUMNS == 2)                                           \
      _tile_stored(3, (Y) + 16 * ((STRIDE) / 4) + 16, (STRIDE));               \
  } while (0)

#endif
