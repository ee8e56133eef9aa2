// Many rows times a bf16 weight packed by IREE's data tiling, into f32,
// on f32 FMAs: the weight products of bf16 prefill chunks and of the
// vision tower's linear layers where the CPU multiplies f32 faster than
// bf16 pairs (engine/src/emit/fma.rs).
//
// Why: IREE's bf16 tiles run `vdpbf16ps` (16 x 2 pairs a step). Some CPUs
// issue that instruction once per 2 cycles, 32 flops a cycle, where
// `vfmadd231ps` issues twice a cycle, 64 flops (docs/measurements/2026-12-05-to-07-intel-xeon.md,
// "Prefill on f32 FMAs"). So f32 FMAs on the bf16 values, widened in registers,
// do the same products in about half the cycles
// (`engine/src/numerics.rs`, `fma_prefill_pays`, measures it per CPU).
//
// The weight arrives as IREE packs it for its bf16 tiles on avx512bf16
// (the layout engine/kernels/gemv_bf16.c and matmul_amx_bf16.c read):
// [pieces][tiles][Kp/2][16][2], 16 output columns per tile, pairs of k
// innermost, N padded to whole tiles; `pieces` is 1 for a whole weight and
// the split count for a reduction split into pieces of Kp = K / pieces
// (engine/src/emit/split.rs). A 64-byte line of a tile is one pair of k
// for its 16 columns: shifted left by 16 bits it is the first k's weights
// as f32, masked to its high halves the second's. The rows x [M][K] are
// f32 (the graph rounds them to bf16 first, so the products are those of
// bf16 values, exact in f32), each broadcast from memory.
//
// A workgroup is a block of up to 48 rows x 64 columns (4 tiles): pairs of
// tiles outer (a pair's panels stay in L2 across the strips), strips of
// 12 rows inner, each strip's 12 x 32 outputs in 24 registers over the
// whole reduction (every piece, in order). Each output is a chain of
// FMAs in k order, so the sums are the products of bf16 in f32 in
// another order than IREE's `vdpbf16ps` (which adds a pair's two products
// before the accumulator): the bf16 tolerance policy holds
// (engine/tests/own_fma.rs compares with IREE's product).
//
// Built freestanding for AVX-512F (no libc, no globals) and linked into
// the module's dispatch by iree-compile as a `#hal.executable.object`.
// The engine emits it only where the CPU running the engine has AVX-512F
// and the measurement says it pays: the kernel does not check.
#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "abi.h"
#include "workgroup.h"

// A workgroup's rows and column tiles (engine/src/emit/fma.rs counts
// workgroups by the same numbers, from abi.h's source), and a strip's rows.
#define ROWS_PER_WORKGROUP QWEN_MATMUL_FMA_BF16_ROWS_PER_WORKGROUP
#define TILES_PER_WORKGROUP QWEN_MATMUL_FMA_BF16_TILES_PER_WORKGROUP
#define STRIP 12
#define PREFETCH_LINES 16

// The product's shape, as one workgroup sees it.
struct product {
  const uint32_t* w;  // packed [pieces][tiles][half_kp][16] pairs of bf16
  const float* x;     // rows [rows][k]
  float* y;           // [rows][tiles * 16]
  size_t k, half_kp, pieces, tiles;
};

// Rows [m, m + R) x tiles [t, t + T) over the whole reduction: R x T
// accumulators, each weight line loaded once and widened once for all R
// rows. Inlined with constant R and T, so the loops unroll and the
// accumulators stay in registers (24 of the 32 at most).
static inline __attribute__((always_inline)) void block(
    const struct product* p, size_t m, size_t t, const int R, const int T) {
  const size_t tile = p->half_kp * 16;
  const __m512i high = _mm512_set1_epi32((int)0xffff0000u);
  __m512 acc[STRIP][2];
#pragma GCC unroll 12
  for (int r = 0; r < R; ++r)
#pragma GCC unroll 2
    for (int j = 0; j < T; ++j) acc[r][j] = _mm512_setzero_ps();
  for (size_t s = 0; s < p->pieces; ++s) {
    const uint32_t* b = p->w + (s * p->tiles + t) * tile;
    const float* a = p->x + m * p->k + s * p->half_kp * 2;
    for (size_t kk = 0; kk < p->half_kp; ++kk) {
      __m512 even[2], odd[2];
#pragma GCC unroll 2
      for (int j = 0; j < T; ++j) {
        const uint32_t* line = b + j * tile + kk * 16;
        _mm_prefetch((const char*)(line + PREFETCH_LINES * 16), _MM_HINT_T0);
        const __m512i pair = _mm512_loadu_si512(line);
        even[j] = _mm512_castsi512_ps(_mm512_slli_epi32(pair, 16));
        odd[j] = _mm512_castsi512_ps(_mm512_and_si512(pair, high));
      }
#pragma GCC unroll 12
      for (int r = 0; r < R; ++r) {
        const float* ar = a + r * p->k + 2 * kk;
        const __m512 x0 = _mm512_set1_ps(ar[0]);
#pragma GCC unroll 2
        for (int j = 0; j < T; ++j) acc[r][j] = _mm512_fmadd_ps(x0, even[j], acc[r][j]);
        const __m512 x1 = _mm512_set1_ps(ar[1]);
#pragma GCC unroll 2
        for (int j = 0; j < T; ++j) acc[r][j] = _mm512_fmadd_ps(x1, odd[j], acc[r][j]);
      }
    }
  }
  const size_t y_stride = p->tiles * 16;
#pragma GCC unroll 12
  for (int r = 0; r < R; ++r)
#pragma GCC unroll 2
    for (int j = 0; j < T; ++j) _mm512_storeu_ps(p->y + (m + r) * y_stride + (t + j) * 16, acc[r][j]);
}

// Rows [m, m + rows) (1 to STRIP) x tiles [t, t + T): the block with that
// many rows (a constant in each case).
static inline __attribute__((always_inline)) void strip(
    const struct product* p, size_t m, size_t rows, size_t t, const int T) {
  switch (rows) {
#define ROWS_CASE(R) \
  case R:            \
    block(p, m, t, R, T); \
    break;
    ROWS_CASE(1)
    ROWS_CASE(2)
    ROWS_CASE(3)
    ROWS_CASE(4)
    ROWS_CASE(5)
    ROWS_CASE(6)
    ROWS_CASE(7)
    ROWS_CASE(8)
    ROWS_CASE(9)
    ROWS_CASE(10)
    ROWS_CASE(11)
    ROWS_CASE(12)
#undef ROWS_CASE
    default:
      break;
  }
}

// Rows [m0, m_end) x tiles [t, t + T), strip by strip.
static void strips(const struct product* p, size_t m0, size_t m_end, size_t t, const int T) {
  for (size_t m = m0; m < m_end; m += STRIP) {
    const size_t rows = m_end - m < STRIP ? m_end - m : STRIP;
    if (T == 2)
      strip(p, m, rows, t, 2);
    else
      strip(p, m, rows, t, 1);
  }
}

// One IREE workgroup: of batch `b`, rows [48 r, min(+48, rows)) x column
// tiles [4 c, min(+4, tiles)), where the workgroup is (b x ceil(rows /
// 48) + r) x ceil(tiles / 4) + c. `k` is the reduction length (even),
// `pieces` divides it into pieces of an even length, `tiles` is the
// packed weight's tile count per piece, `rows` the row count (at least
// 1) of each of the independent products side by side (as many as the
// workgroups cover): batch b reads the packed operand's b-th
// [pieces][tiles][Kp/2][16][2] block and rows [b x rows, +rows) of x, and
// writes those rows of y (1 for a weight product). The offsets are in
// elements, as IREE passes them with bare pointers.
__attribute__((visibility("hidden"))) void qwen_matmul_fma_bf16_workgroup(
    const uint16_t* w, size_t w_offset, const float* x, size_t x_offset, float* y, size_t y_offset,
    QWEN_MATMUL_FMA_BF16_SHAPE, size_t workgroup) {
  WORKGROUP_BATCH
  const struct product p = {
      .w = (const uint32_t*)(w + w_offset + batch * tiles * k * 16),
      .x = x + x_offset + batch * rows * k,
      .y = y + y_offset + batch * rows * tiles * 16,
      .k = k,
      .half_kp = k / 2 / pieces,
      .pieces = pieces,
      .tiles = tiles,
  };
  WORKGROUP_BLOCK
  size_t t = t0;
  for (; t + 2 <= t_end; t += 2) strips(&p, m0, m_end, t, 2);
  if (t < t_end) strips(&p, m0, m_end, t, 1);
}
