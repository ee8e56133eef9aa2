// Many rows of unsigned bytes times a signed int8 weight packed by IREE's
// VNNI data tiling, into exact i32 sums, on AMX tiles: the weight products
// of int8 prefill chunks, two digit rows per row of activations
// (engine/src/emit/amx_u8s8.rs).
//
// The weight arrives as IREE 3.13 packs it for its `vpdpbusd` tiles when
// the product states 4 rows (the layout engine/kernels/gemv_u8s8.c reads):
// [panels][K / 4][lines][16][4], `lines` 16-column groups per panel (6
// from 96 columns up, else the columns rounded up to 16, over 16), four
// consecutive k of one column innermost, N padded to whole panels. That
// is AMX's B operand for `tdpbusd` as it is: 16 consecutive k4 steps of
// one 16-column line are a 16-row x 64-byte B tile whose rows lie
// `lines x 64` bytes apart (384 for a 6-line panel), so `tileloadd` reads
// it in place with that stride. The rows x [M][K] (unsigned bytes,
// row-major) are A tiles of 16 rows x 64 k (the row stride K bytes), the
// output y [M][panels x lines x 16] i32 C tiles of 16 rows x 16 columns.
//
// A workgroup is a block of up to 64 rows x one panel: pairs of lines (32
// columns) outer, pairs of 16-row strips inner, each 2 x 2 group of C
// tiles accumulated over the whole reduction in the tile registers: tiles
// 0-3 accumulate, 4-5 hold two strips of rows, 6-7 two lines of the
// weight. A partial last strip (M not a multiple of 16) takes a tile
// configuration with fewer rows; a lone last line or strip runs its 1 x 2,
// 2 x 1 or 1 x 1 group. `tdpbusd` multiplies unsigned by signed bytes and
// adds into i32; no product or sum overflows (engine/src/emit/nn.rs,
// `Q8_MAX_INPUT`), so the sums are exact integers and equal IREE's bit for
// bit whatever the order (engine/tests/own_amx_u8s8.rs).
//
// Built freestanding for AMX (no libc, no globals) and linked into the
// module's dispatch by iree-compile as a `#hal.executable.object`. The
// engine emits it only where the CPU running the engine has AMX-INT8 and
// the process was granted the tile data state (`arch_prctl`,
// engine/src/numerics.rs): the kernel does not check. Built a second time
// with -DQWEN_AMX_EMULATED, every tile instruction emulated in plain C
// (amx_emulated.h), as `qwen_matmul_amx_u8s8_emulated`: the same loops,
// verified on hosts without AMX.
#include "amx_tiles.h"

#ifdef QWEN_AMX_EMULATED
#define KERNEL qwen_matmul_amx_u8s8_emulated_workgroup
#else
#define KERNEL qwen_matmul_amx_u8s8_workgroup
#endif

// The product's shape, as one workgroup sees it.
struct product {
  const int8_t* w;   // packed [panels][k4][lines][16][4]
  const uint8_t* x;  // rows [rows][k]
  int32_t* y;        // [rows][panels * lines * 16]
  size_t k, k4, lines, panels;
  EMULATION_FIELD
};

// One group of STRIPS (1 or 2) strips of 16 rows from row m and LINES
// (1 or 2) lines of `panel` from line j, over the whole reduction.
// Inlined with constant STRIPS and LINES (tile numbers are immediates).
static inline __attribute__((always_inline)) void group(
    const struct product* p, size_t m, size_t panel, size_t j, const int STRIPS, const int LINES) {
  const size_t step = p->lines * 64;
  const int8_t* b = p->w + panel * p->k4 * step + j * 64;
  const uint8_t* a = p->x + m * p->k;
  AMX_ZERO(STRIPS, LINES);
  for (size_t kk = 0; kk < p->k4; kk += 16)
    AMX_STEP(_tile_dpbusd, a + kk * 4, a + 16 * p->k + kk * 4, p->k, b + kk * step, b + kk * step + 64, step, STRIPS,
             LINES);
  const size_t y_stride = p->panels * p->lines * 16;
  AMX_STORE(p->y + m * y_stride + (panel * p->lines + j) * 16, y_stride * 4, STRIPS, LINES);
}

// Rows [m, m + STRIPS strips) (the last possibly partial, as configured)
// across lines [j, end) of `panel`.
static inline __attribute__((always_inline)) void strips(
    const struct product* p, size_t m, size_t panel, size_t j, size_t end, const int STRIPS) {
  for (; j + 2 <= end; j += 2) group(p, m, panel, j, STRIPS, 2);
  if (j < end) group(p, m, panel, j, STRIPS, 1);
}

// Rows [m, m_end) across lines [j, end) of `panel`: pairs of full strips,
// then a last pair or strip of fewer rows, each tile configuration set
// before its groups.
static void rows_of(const struct product* p, size_t m, size_t m_end, size_t panel, size_t j, size_t end) {
  AMX_CONFIGURE(16, 16);
  for (; m + 32 <= m_end; m += 32) strips(p, m, panel, j, end, 2);
  const size_t left = m_end - m;
  if (left > 16) {
    AMX_CONFIGURE(16, (uint8_t)(left - 16));
    strips(p, m, panel, j, end, 2);
  } else if (left > 0) {
    AMX_CONFIGURE((uint8_t)left, 16);
    strips(p, m, panel, j, end, 1);
  }
}

// One IREE workgroup: rows [R r, min(+R, rows)) x panel c (R =
// ROWS_PER_WORKGROUP), where the workgroup is r x panels + c. `k` is the
// reduction length (a multiple of 64), `lines` the panel's 16-column groups (1 to 6), `panels` the packed
// weight's panel count, `rows` the row count (at least 1); the offsets
// are in elements, as IREE passes them with bare pointers.
__attribute__((visibility("hidden"))) void KERNEL(
    const int8_t* w, size_t w_offset, const uint8_t* x, size_t x_offset, int32_t* y,
    size_t y_offset, QWEN_MATMUL_AMX_U8S8_SHAPE, size_t workgroup) {
  EMULATION_STATE
  const struct product p = {
      .w = w + w_offset,
      .x = x + x_offset,
      .y = y + y_offset,
      .k = k,
      .k4 = k / 4,
      .lines = lines,
      .panels = panels,
      EMULATION_INIT
  };
  const size_t panel = workgroup % panels;
  const size_t m0 = workgroup / panels * ROWS_PER_WORKGROUP;
  const size_t m_end = m0 + ROWS_PER_WORKGROUP < rows ? m0 + ROWS_PER_WORKGROUP : rows;
#if QWEN_AMX_COLUMNS_OUTER
  for (size_t j = 0; j < lines; j += 2) rows_of(&p, m0, m_end, panel, j, j + 2 < lines ? j + 2 : lines);
#else
  rows_of(&p, m0, m_end, panel, 0, lines);
#endif
  _tile_release();
}
