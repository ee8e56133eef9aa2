// A few bf16 rows times a bf16 weight packed by IREE's data tiling, into
// f32: the weight products of bf16 decode steps, one row per slot
// (engine/src/emit/gemv.rs).
//
// The weight arrives as IREE packs it for its bf16 tiles on avx512bf16:
// [pieces][tiles][Kp/2][16][2], 16 output columns per tile, pairs of k
// innermost, N padded to whole tiles; `pieces` is 1 for a whole weight and
// the split count for a long reduction split into pieces of Kp = K /
// pieces (engine/src/emit/split.rs). Each output is one accumulator that
// takes one `vdpbf16ps` per pair of k, in k order, as IREE's mmt4d ukernel
// does, so a whole weight's outputs equal the ukernel's bit for bit (a
// split weight's sum runs through the pieces in order, where IREE sums
// the pieces' products). What differs is the reading: several tiles'
// panels side by side, each prefetched 4 KiB ahead, where the ukernel
// reads one panel at a time with nothing fetched ahead (one sequential
// stream per core: about two thirds of what the machine reads,
// docs/measurements/2026-12-05-to-07-intel-xeon.md). Each panel line is loaded once for all
// rows.
//
// Built freestanding for avx512bf16 (no libc, no globals) and linked into
// the module's dispatch by iree-compile as a `#hal.executable.object`.
// The engine emits it only where the CPU running the engine has
// `vdpbf16ps` (`Numerics::own_gemv`): the kernel does not check (a cpuid
// per workgroup traps to the hypervisor on a VM, which cost a decode step
// tens of milliseconds).
#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "abi.h"

#define TILES_PER_WORKGROUP QWEN_GEMV_BF16_TILES_PER_WORKGROUP
#define MAX_ROWS QWEN_GEMV_BF16_MAX_ROWS
#define PREFETCH_BYTES 4096

// The weight product's shape, as one workgroup sees it.
struct product {
  const uint16_t* w;  // packed [pieces][tiles][half_kp][16][2]
  const uint32_t* x;  // rows [rows][half_k] pairs of bf16
  float* y;           // [rows][tiles * 16]
  size_t half_k, half_kp, pieces, tiles;
};

// Tiles [t, t + PANELS) for ROWS rows: ROWS x PANELS accumulators, each
// panel line loaded once and prefetched ahead. Inlined with constant ROWS
// and PANELS, so the loops unroll and the accumulators stay in registers
// (at most 16 of the 32).
static inline __attribute__((always_inline)) void panels(
    const struct product* p, size_t t, const size_t ROWS, const size_t PANELS) {
  const size_t tile = p->half_kp * 32;
  __m512 acc[MAX_ROWS][TILES_PER_WORKGROUP];
#pragma GCC unroll 8
  for (size_t r = 0; r < ROWS; ++r)
#pragma GCC unroll 4
    for (size_t j = 0; j < PANELS; ++j) acc[r][j] = _mm512_setzero_ps();
  for (size_t s = 0; s < p->pieces; ++s) {
    const uint16_t* base = p->w + (s * p->tiles + t) * tile;
    const uint32_t* xs = p->x + s * p->half_kp;
    for (size_t k = 0; k < p->half_kp; ++k) {
      __m512bh wv[TILES_PER_WORKGROUP];
#pragma GCC unroll 4
      for (size_t j = 0; j < PANELS; ++j) {
        const uint16_t* line = base + j * tile + k * 32;
        _mm_prefetch((const char*)line + PREFETCH_BYTES, _MM_HINT_T0);
        wv[j] = (__m512bh)_mm512_loadu_si512(line);
      }
#pragma GCC unroll 8
      for (size_t r = 0; r < ROWS; ++r) {
        __m512bh xk = (__m512bh)_mm512_set1_epi32((int)xs[r * p->half_k + k]);
#pragma GCC unroll 4
        for (size_t j = 0; j < PANELS; ++j) acc[r][j] = _mm512_dpbf16_ps(acc[r][j], wv[j], xk);
      }
    }
  }
  const size_t row_stride = p->tiles * 16;
#pragma GCC unroll 8
  for (size_t r = 0; r < ROWS; ++r)
#pragma GCC unroll 4
    for (size_t j = 0; j < PANELS; ++j) _mm512_storeu_ps(p->y + r * row_stride + (t + j) * 16, acc[r][j]);
}

// Tiles [t, end) for ROWS rows: PANELS at a time (4 up to 4 rows, 2 above,
// so the accumulators fit the registers), then one at a time.
#define ROWS_KERNEL(ROWS)                                                  \
  static void rows_##ROWS(const struct product* p, size_t t, size_t end) { \
    const size_t PANELS = (ROWS) <= 4 ? 4 : 2;                             \
    for (; t + PANELS <= end; t += PANELS) panels(p, t, (ROWS), PANELS);   \
    for (; t < end; ++t) panels(p, t, (ROWS), 1);                          \
  }
ROWS_KERNEL(1)
ROWS_KERNEL(2)
ROWS_KERNEL(3)
ROWS_KERNEL(4)
ROWS_KERNEL(5)
ROWS_KERNEL(6)
ROWS_KERNEL(7)
ROWS_KERNEL(8)

// One IREE workgroup: tiles [workgroup * 4, min(+4, tiles)) of `rows`
// rows (1 to 8; the engine emits no other). `k` is the (even) reduction
// length, `pieces` divides it into pieces of an even length, `tiles` is
// the packed weight's tile count per piece; the offsets are in elements,
// as IREE passes them with bare pointers.
__attribute__((visibility("hidden"))) void qwen_gemv_bf16_workgroup(
    const uint16_t* w, size_t w_offset, const uint16_t* x, size_t x_offset, float* y,
    size_t y_offset, QWEN_GEMV_BF16_SHAPE, size_t workgroup) {
  const struct product p = {
      .w = w + w_offset,
      .x = (const uint32_t*)(x + x_offset),
      .y = y + y_offset,
      .half_k = k / 2,
      .half_kp = k / 2 / pieces,
      .pieces = pieces,
      .tiles = tiles,
  };
  size_t t = workgroup * TILES_PER_WORKGROUP;
  size_t end = t + TILES_PER_WORKGROUP < tiles ? t + TILES_PER_WORKGROUP : tiles;
  switch (rows) {
    case 1: rows_1(&p, t, end); break;
    case 2: rows_2(&p, t, end); break;
    case 3: rows_3(&p, t, end); break;
    case 4: rows_4(&p, t, end); break;
    case 5: rows_5(&p, t, end); break;
    case 6: rows_6(&p, t, end); break;
    case 7: rows_7(&p, t, end); break;
    case 8: rows_8(&p, t, end); break;
    default: break;
  }
}
