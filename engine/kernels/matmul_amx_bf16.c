// Many bf16 rows times a bf16 weight packed by IREE's data tiling, into
// f32, on AMX tiles: the weight products of bf16 prefill chunks and of
// the vision tower's linear layers, and prefill attention's products,
// batched over the key/value heads, against the keys or values as IREE
// packs them per call (engine/src/emit/amx.rs).
//
// The weight arrives as IREE packs it for its bf16 tiles on avx512bf16
// (the layout engine/kernels/gemv_bf16.c reads):
// [pieces][tiles][Kp/2][16][2], 16 output columns per tile, pairs of k
// innermost, N padded to whole tiles; `pieces` is 1 for a whole weight and
// the split count for a reduction split into pieces of Kp = K / pieces
// (engine/src/emit/split.rs). That is AMX's B operand layout as it is:
// 16 consecutive pairs of k of one tile are a 16-row x 64-byte B tile,
// 1 KiB contiguous. The rows x [M][K] row-major are A tiles of 16 rows x
// 32 k (64 bytes a row, the row stride K x 2 bytes), the output y
// [M][tiles x 16] f32 C tiles of 16 rows x 16 columns.
//
// A workgroup is a block of up to 64 rows x 64 columns (4 tiles): pairs
// of output tiles (32 columns) outer, pairs of 16-row strips inner, each
// 2 x 2 group of C tiles accumulated over the whole reduction (every
// piece, in order) in the tile registers: tiles 0-3 accumulate, 4-5 hold
// two strips of rows, 6-7 two tiles of the weight. A partial last strip
// (M not a multiple of 16) takes a tile configuration with fewer rows; a
// lone last tile of columns or strip of rows runs its 1 x 2, 2 x 1 or
// 1 x 1 group; a reduction that is not whole steps of 32 (attention's
// head_dim or key count) takes its last pairs through zero-padded copies
// (4 KiB of stack). `tdpbf16ps` multiplies pairs of bf16 and adds into f32
// (flushing denormals), so the sums are IREE's products' up to f32
// rounding order: the bf16 tolerance policy holds (engine/tests/own_amx.rs
// compares with IREE's product).
//
// Built freestanding for AMX (no libc, no globals) and linked into the
// module's dispatch by iree-compile as a `#hal.executable.object`. The
// engine emits it only where the CPU running the engine has AMX-BF16 and
// the process was granted the tile data state (`arch_prctl`,
// engine/src/numerics.rs): the kernel does not check. Built a second time
// with -DQWEN_AMX_EMULATED, every tile instruction emulated in plain C
// (amx_emulated.h), as `qwen_matmul_amx_bf16_emulated`: the same loops,
// verified on hosts without AMX.
#include "amx_tiles.h"

#ifdef QWEN_AMX_EMULATED
#define KERNEL qwen_matmul_amx_bf16_emulated_workgroup
#else
#define KERNEL qwen_matmul_amx_bf16_workgroup
#endif

// A workgroup's column tiles (rows: ROWS_PER_WORKGROUP, amx_tiles.h).
#define TILES_PER_WORKGROUP QWEN_MATMUL_AMX_BF16_TILES_PER_WORKGROUP

// The product's shape, as one workgroup sees it.
struct product {
  const uint16_t* w;  // packed [pieces][tiles][half_kp][16][2]
  const uint16_t* x;  // rows [rows][k]
  float* y;           // [rows][tiles * 16]
  size_t k, half_kp, pieces, tiles;
  EMULATION_FIELD
};

// `rows` x `cols` bf16 from `src` (rows `stride` elements apart) as a
// 16 x 32 tile image, zero beyond them: a reduction's last pairs of k,
// fewer than a step's 16, read without reading past them.
static inline void pad_tile(uint16_t dst[16][32], const uint16_t* src, size_t stride, size_t rows, size_t cols) {
  for (size_t r = 0; r < 16; ++r)
    for (size_t c = 0; c < 32; ++c) dst[r][c] = r < rows && c < cols ? src[r * stride + c] : 0;
}

// One group of STRIPS (1 or 2) strips of 16 rows from row m (`first` and
// `second` rows, as configured) and COLUMNS (1 or 2) column tiles from
// tile t, over the whole reduction. A piece whose pairs of k are not
// whole steps of 16 takes its last pairs through zero-padded copies of
// the rows and the weight's tiles (the products of the padding are
// zeros). Inlined with constant STRIPS and COLUMNS (tile numbers are
// immediates).
static inline __attribute__((always_inline)) void group(
    const struct product* p, size_t m, size_t t, size_t first, size_t second, const int STRIPS,
    const int COLUMNS) {
  const size_t tile = p->half_kp * 32;
  const size_t a_stride = p->k * 2;
  const size_t whole = p->half_kp / 16 * 16;
  const uint16_t* a = p->x + m * p->k;
  AMX_ZERO(STRIPS, COLUMNS);
  for (size_t s = 0; s < p->pieces; ++s) {
    const uint16_t* b = p->w + (s * p->tiles + t) * tile;
    const uint16_t* as = a + s * p->half_kp * 2;
    for (size_t kk = 0; kk < whole; kk += 16)
      AMX_STEP(_tile_dpbf16ps, as + kk * 2, as + 16 * p->k + kk * 2, a_stride, b + kk * 32, b + tile + kk * 32, 64,
               STRIPS, COLUMNS);
    if (whole < p->half_kp) {
      const size_t pairs = p->half_kp - whole;
      uint16_t rows[2][16][32], cols[2][16][32];
      pad_tile(rows[0], as + whole * 2, p->k, first, pairs * 2);
      if (STRIPS == 2) pad_tile(rows[1], as + 16 * p->k + whole * 2, p->k, second, pairs * 2);
      pad_tile(cols[0], b + whole * 32, 32, pairs, 32);
      if (COLUMNS == 2) pad_tile(cols[1], b + tile + whole * 32, 32, pairs, 32);
      AMX_STEP(_tile_dpbf16ps, rows[0], rows[1], 64, cols[0], cols[1], 64, STRIPS, COLUMNS);
    }
  }
  const size_t y_stride = p->tiles * 16;
  AMX_STORE(p->y + m * y_stride + t * 16, y_stride * 4, STRIPS, COLUMNS);
}

// Rows [m, m + STRIPS strips) (`first` and `second` rows, as configured)
// across column tiles [t, end).
static inline __attribute__((always_inline)) void strips(
    const struct product* p, size_t m, size_t t, size_t end, size_t first, size_t second, const int STRIPS) {
  for (; t + 2 <= end; t += 2) group(p, m, t, first, second, STRIPS, 2);
  if (t < end) group(p, m, t, first, second, STRIPS, 1);
}

// Rows [m, m_end) across column tiles [t, end): pairs of full strips,
// then a last pair or strip of fewer rows, each tile configuration set
// before its groups.
static void rows_of(const struct product* p, size_t m, size_t m_end, size_t t, size_t end) {
  AMX_CONFIGURE(16, 16);
  for (; m + 32 <= m_end; m += 32) strips(p, m, t, end, 16, 16, 2);
  const size_t left = m_end - m;
  if (left > 16) {
    AMX_CONFIGURE(16, (uint8_t)(left - 16));
    strips(p, m, t, end, 16, left - 16, 2);
  } else if (left > 0) {
    AMX_CONFIGURE((uint8_t)left, 16);
    strips(p, m, t, end, left, 16, 1);
  }
}

// One IREE workgroup: of batch `b`, rows [R r, min(+R, rows)) x column
// tiles [4 c, min(+4, tiles)) (R = ROWS_PER_WORKGROUP), where the
// workgroup is (b x ceil(rows / R) + r) x ceil(tiles / 4) + c. `k` is the reduction length (even),
// `pieces` divides it into pieces (of a multiple of 32 where more than
// one; a last step of fewer pairs is padded, see group), `tiles` is the packed
// weight's tile count per piece, `rows` the row count (at least 1) of
// each of the independent products side by side (as many as the
// workgroups cover; the bindings hold them all): batch b reads the packed
// operand's b-th [pieces][tiles][Kp/2][16][2] block and rows [b x rows,
// +rows) of x, and writes those rows of y (1 for a weight product; the
// key/value heads for attention's, one piece each). The offsets are in
// elements, as IREE passes them with bare pointers.
__attribute__((visibility("hidden"))) void KERNEL(
    const uint16_t* w, size_t w_offset, const uint16_t* x, size_t x_offset, float* y,
    size_t y_offset, QWEN_MATMUL_AMX_BF16_SHAPE, size_t workgroup) {
  EMULATION_STATE
  WORKGROUP_BATCH
  const struct product p = {
      .w = w + w_offset + batch * tiles * k * 16,
      .x = x + x_offset + batch * rows * k,
      .y = y + y_offset + batch * rows * tiles * 16,
      .k = k,
      .half_kp = k / 2 / pieces,
      .pieces = pieces,
      .tiles = tiles,
      EMULATION_INIT
  };
  WORKGROUP_BLOCK
#if QWEN_AMX_COLUMNS_OUTER
  for (size_t t = t0; t < t_end; t += 2) {
    const size_t t_next = t + 2 < t_end ? t + 2 : t_end;
    rows_of(&p, m0, m_end, t, t_next);
  }
#else
  rows_of(&p, m0, m_end, t0, t_end);
#endif
  _tile_release();
}
