// AMX's tile instructions, as matmul_amx_bf16.c and matmul_amx_u8s8.c
// use them, in plain C: a kernel built with -DQWEN_AMX_EMULATED runs its
// own loops, strips, tile groups and reading of the packed layout on any
// x86-64 CPU, so its tests and `harness` diffs verify that logic on a
// host without AMX (engine/src/emit/amx.rs and amx_u8s8.rs,
// `AmxCode::Emulated`; slow, for verification only).
//
// Semantics (Intel SDM, AMX): `ldtilecfg` sets each tile's rows and bytes
// per row and zeroes every tile; `tileloadd` loads the configured rows
// and bytes (the rest of the tile reads as zero), `tilestored` stores
// them; `tdpbf16ps` adds, to each f32 of C, the products of A's row's
// bf16 pairs and B's column's pairs, pair by pair, each pair's two
// products added one after the other; `tdpbusd` adds, to each i32 of C,
// the products of A's row's four unsigned bytes and B's column's four
// signed bytes (exact here: no sum of the engine's overflows). Unlike the hardware this emulation
// does not flush denormals; the integer checks of
// engine/tests/own_amx.rs are exact either way.
//
// The state lives in the caller's workgroup (no globals: workgroups run
// on several threads at once): the macros reach it through `p->emu`,
// so every function that uses a tile instruction has the product `p`.
#ifndef QWEN_AMX_EMULATED_H
#define QWEN_AMX_EMULATED_H

#include <stddef.h>
#include <stdint.h>

struct emu_tiles {
  uint8_t rows[8];
  uint16_t colsb[8];
  float data[8][16][16];
};

static inline float emu_bf16(uint16_t h) {
  uint32_t u = (uint32_t)h << 16;
  float f;
  __builtin_memcpy(&f, &u, sizeof f);
  return f;
}

static inline void emu_zero(struct emu_tiles* e, int t) {
  for (int r = 0; r < 16; ++r)
    for (int c = 0; c < 16; ++c) e->data[t][r][c] = 0.0f;
}

// The configuration's layout (palette 1): bytes per row as 16 uint16 from
// byte 16, rows as 16 uint8 from byte 48.
static inline void emu_loadconfig(struct emu_tiles* e, const void* config) {
  const uint8_t* c = (const uint8_t*)config;
  for (int t = 0; t < 8; ++t) {
    e->colsb[t] = (uint16_t)(c[16 + 2 * t] | (c[17 + 2 * t] << 8));
    e->rows[t] = c[48 + t];
    emu_zero(e, t);
  }
}

// A tile's bytes as 32-bit words (f32, i32, a pair of bf16 or four bytes).
static inline void emu_loadd(struct emu_tiles* e, int t, const void* base, size_t stride) {
  emu_zero(e, t);
  for (int r = 0; r < e->rows[t]; ++r) {
    const uint8_t* row = (const uint8_t*)base + (size_t)r * stride;
    for (int c = 0; c < e->colsb[t] / 4; ++c) __builtin_memcpy(&e->data[t][r][c], row + 4 * c, 4);
  }
}

static inline void emu_stored(struct emu_tiles* e, int t, void* base, size_t stride) {
  for (int r = 0; r < e->rows[t]; ++r) {
    uint8_t* row = (uint8_t*)base + (size_t)r * stride;
    for (int c = 0; c < e->colsb[t] / 4; ++c) __builtin_memcpy(row + 4 * c, &e->data[t][r][c], 4);
  }
}

static inline void emu_dpbf16ps(struct emu_tiles* e, int dst, int a, int b) {
  for (int m = 0; m < e->rows[dst]; ++m) {
    for (int n = 0; n < e->colsb[dst] / 4; ++n) {
      float acc = e->data[dst][m][n];
      for (int k = 0; k < e->colsb[a] / 4; ++k) {
        uint16_t x[2], w[2];
        __builtin_memcpy(x, &e->data[a][m][k], 4);
        __builtin_memcpy(w, &e->data[b][k][n], 4);
        acc += emu_bf16(x[0]) * emu_bf16(w[0]);
        acc += emu_bf16(x[1]) * emu_bf16(w[1]);
      }
      e->data[dst][m][n] = acc;
    }
  }
}

static inline void emu_dpbusd(struct emu_tiles* e, int dst, int a, int b) {
  for (int m = 0; m < e->rows[dst]; ++m) {
    for (int n = 0; n < e->colsb[dst] / 4; ++n) {
      int32_t acc;
      __builtin_memcpy(&acc, &e->data[dst][m][n], 4);
      for (int k = 0; k < e->colsb[a] / 4; ++k) {
        uint8_t x[4];
        int8_t w[4];
        __builtin_memcpy(x, &e->data[a][m][k], 4);
        __builtin_memcpy(w, &e->data[b][k][n], 4);
        for (int i = 0; i < 4; ++i) acc += (int32_t)x[i] * (int32_t)w[i];
      }
      __builtin_memcpy(&e->data[dst][m][n], &acc, 4);
    }
  }
}

#define _tile_loadconfig(config) emu_loadconfig(p->emu, (config))
#define _tile_zero(t) emu_zero(p->emu, (t))
#define _tile_loadd(t, base, stride) emu_loadd(p->emu, (t), (base), (stride))
#define _tile_stored(t, base, stride) emu_stored(p->emu, (t), (base), (stride))
#define _tile_dpbf16ps(dst, a, b) emu_dpbf16ps(p->emu, (dst), (a), (b))
#define _tile_dpbusd(dst, a, b) emu_dpbusd(p->emu, (dst), (a), (b))
#define _tile_release() ((void)0)

#endif
