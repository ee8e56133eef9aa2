// What the engine's AMX kernels (matmul_amx_bf16.c, matmul_amx_u8s8.c)
// share: the tile instructions or, built with -DQWEN_AMX_EMULATED, their
// emulation in C (amx_emulated.h, whose state lives in the workgroup's
// `struct product`: EMULATION_FIELD, EMULATION_STATE, EMULATION_INIT),
// and their common tile plan's configuration.
#ifndef QWEN_AMX_TILES_H
#define QWEN_AMX_TILES_H

#include <stddef.h>
#include <stdint.h>

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

#endif
