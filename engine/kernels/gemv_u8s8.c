// Rows of unsigned bytes times a signed int8 weight packed by IREE's
// inner-tiled VNNI data tiling, into exact i32 sums: the weight products
// of int8 decode steps and prefill chunks, two rows (the input's two
// digits) per token (engine/src/emit/gemv_u8s8.rs).
//
// The weight arrives as IREE 3.13 packs it for its `vpdpbusd` tiles when
// the product states 4 rows (the language model's layout,
// `Q8_LAYOUT_ROWS`): [panels][K / 4][lines][16][4], `lines` 16-column
// groups per panel (6 from 96 columns up, else the columns rounded up to
// 16, over 16), four consecutive k of one column innermost, N padded to
// whole panels. Each k step of a panel is `lines` whole cache lines,
// read once for all rows, prefetched 4 KiB ahead (IREE's tiles read the
// panel once per 4 rows with nothing fetched ahead). Many rows (a prefill
// chunk) go in blocks of 64, one workgroup per block and panel, the
// blocks of a panel consecutive, so the panel comes from memory once and
// from cache for the rest of its blocks. The sums are exact
// integers (no product or sum overflows i32, `nn::Q8_MAX_INPUT`), so the
// outputs equal IREE's whatever the order.
//
// Built freestanding for avx512vnni (no libc, no globals) and linked into
// the module's dispatch by iree-compile as a `#hal.executable.object`.
// The engine emits it only where the CPU running the engine has
// `vpdpbusd` (`Numerics::own_gemv_u8s8`): the kernel does not check.
#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "abi.h"

#define MAX_LINES QWEN_GEMV_U8S8_MAX_LINES
#define GROUP_ROWS 4
#define PREFETCH_BYTES 4096
// A workgroup's rows (engine/src/emit/gemv_u8s8.rs counts workgroups by
// the same number, from abi.h's source).
#define ROWS_PER_WORKGROUP QWEN_GEMV_U8S8_ROWS_PER_WORKGROUP

// The weight product's shape, as one workgroup sees it.
struct product {
  const uint8_t* w;  // packed [panels][k4][lines][16][4]
  const uint8_t* x;  // rows [rows][k]
  int32_t* y;        // [rows][panels * lines * 16]
  size_t k, k4, lines, panels;
};

// Rows [r, r + ROWS) against panel `panel`, LINES lines: ROWS x LINES
// accumulators (at most 24 of the 32 registers), each k step's lines
// loaded once for the rows. Inlined with constant ROWS and LINES so the
// loops unroll.
static inline __attribute__((always_inline)) void group(
    const struct product* p, size_t panel, size_t r, const size_t ROWS, const size_t LINES) {
  const size_t step = LINES * 64;
  const uint8_t* base = p->w + panel * p->k4 * step;
  const uint8_t* xs = p->x + r * p->k;
  __m512i acc[GROUP_ROWS][MAX_LINES];
#pragma GCC unroll 4
  for (size_t i = 0; i < ROWS; ++i)
#pragma GCC unroll 6
    for (size_t j = 0; j < LINES; ++j) acc[i][j] = _mm512_setzero_si512();
  for (size_t k = 0; k < p->k4; ++k) {
    const uint8_t* line = base + k * step;
    __m512i wv[MAX_LINES];
#pragma GCC unroll 6
    for (size_t j = 0; j < LINES; ++j) {
      _mm_prefetch((const char*)line + j * 64 + PREFETCH_BYTES, _MM_HINT_T0);
      wv[j] = _mm512_loadu_si512(line + j * 64);
    }
#pragma GCC unroll 4
    for (size_t i = 0; i < ROWS; ++i) {
      int32_t four;
      __builtin_memcpy(&four, xs + i * p->k + k * 4, 4);
      const __m512i xk = _mm512_set1_epi32(four);
#pragma GCC unroll 6
      for (size_t j = 0; j < LINES; ++j) acc[i][j] = _mm512_dpbusd_epi32(acc[i][j], xk, wv[j]);
    }
  }
  const size_t row_stride = p->panels * LINES * 16;
#pragma GCC unroll 4
  for (size_t i = 0; i < ROWS; ++i)
#pragma GCC unroll 6
    for (size_t j = 0; j < LINES; ++j)
      _mm512_storeu_si512(p->y + (r + i) * row_stride + (panel * LINES + j) * 16, acc[i][j]);
}

// All `rows` rows against one panel of LINES lines: groups of 4 rows, the
// panel read from memory by the first and from cache by the rest.
#define LINES_KERNEL(LINES)                                               \
  static void lines_##LINES(const struct product* p, size_t panel, size_t rows) { \
    size_t r = 0;                                                         \
    for (; r + GROUP_ROWS <= rows; r += GROUP_ROWS) group(p, panel, r, GROUP_ROWS, (LINES)); \
    switch (rows - r) {                                                   \
      case 1: group(p, panel, r, 1, (LINES)); break;                      \
      case 2: group(p, panel, r, 2, (LINES)); break;                      \
      case 3: group(p, panel, r, 3, (LINES)); break;                      \
      default: break;                                                     \
    }                                                                     \
  }
LINES_KERNEL(1)
LINES_KERNEL(2)
LINES_KERNEL(3)
LINES_KERNEL(4)
LINES_KERNEL(5)
LINES_KERNEL(6)

// One IREE workgroup: rows [64 b, min(+64, rows)) against panel c, where
// the workgroup is c x ceil(rows / 64) + b (one per panel for up to 64
// rows, a decode step). `k` is the reduction length (a multiple of 4),
// `lines` the panel's 16-column groups (1 to 6), `panels` the packed
// weight's panel count, `rows` the row count (at least 1); the offsets
// are in elements, as IREE passes them with bare pointers.
__attribute__((visibility("hidden"))) void qwen_gemv_u8s8_workgroup(
    const uint8_t* w, size_t w_offset, const uint8_t* x, size_t x_offset, int32_t* y,
    size_t y_offset, QWEN_GEMV_U8S8_SHAPE, size_t workgroup) {
  const size_t blocks = (rows + ROWS_PER_WORKGROUP - 1) / ROWS_PER_WORKGROUP;
  const size_t panel = workgroup / blocks;
  const size_t m0 = workgroup % blocks * ROWS_PER_WORKGROUP;
  const size_t block_rows = rows - m0 < ROWS_PER_WORKGROUP ? rows - m0 : ROWS_PER_WORKGROUP;
  const struct product p = {
      .w = w + w_offset,
      .x = x + x_offset + m0 * k,
      .y = y + y_offset + m0 * panels * lines * 16,
      .k = k,
      .k4 = k / 4,
      .lines = lines,
      .panels = panels,
  };
  switch (lines) {
    case 1: lines_1(&p, panel, block_rows); break;
    case 2: lines_2(&p, panel, block_rows); break;
    case 3: lines_3(&p, panel, block_rows); break;
    case 4: lines_4(&p, panel, block_rows); break;
    case 5: lines_5(&p, panel, block_rows); break;
    case 6: lines_6(&p, panel, block_rows); break;
    default: break;
  }
}
