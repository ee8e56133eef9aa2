// One decode row's attention over its cached cells, for one KV head: the
// cache part of bf16 decode's attention (engine/src/emit/attention.rs).
//
// The pool is the language model's (engine/src/text/graph/mod.rs): keys
// K [layers][kv_heads][blocks][head_dim][16] (16 cells a block, a cell's
// key down a lane), values V [layers][kv_heads][blocks * 16][head_dim],
// both bf16. A row's cells are [from, from + count), `from` a whole block.
// One workgroup is one (row, kv head): its G = heads / kv_heads queries
// q [G][head_dim] f32 (scaled, rotated) against the row's cells, with the
// softmax online over pairs of blocks (flash attention's rescaling: the
// running maximum m, the running sum s of exp(score - m), the running
// exp-weighted values pv). It writes out [G][head_dim + 2] = pv, m, s;
// the graph joins the row's own token and divides. A row with no cells
// gives pv = 0, m = -inf, s = 0.
//
// Arithmetic is f32 throughout (scores: f32 queries times widened bf16
// keys; the weights stay f32 against widened values), the same as the
// graph's product it replaces, summed in another order. exp is a
// degree-7 polynomial on [-ln2/2, ln2/2] scaled by 2^n (relative error
// below 1e-7 against exp), and exactly 0 below -87 (dead lanes, masked to
// -inf, and a first block's rescale of nothing).
//
// The graph's version read each row's cells with two IREE products per
// row and layer (a batch mmt4d over the keys, a dot over the values) and
// separate dispatches for the mask, maximum, exp and sums: 8 rows x 28
// layers of them per step. Here a step has one dispatch per layer.
//
// Built freestanding for AVX-512F (no libc, no globals) and linked into
// the module's dispatch by iree-compile as a `#hal.executable.object`;
// emitted only where the CPU running the engine has AVX-512F
// (`Numerics::own_attention`).
#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "abi.h"

#define BLOCK QWEN_DECODE_ATTENTION_BLOCK
// Queries per pass: a pass holds 2 x G score accumulators and 2 x G value
// accumulators in registers. More queries per KV head go in several passes.
#define MAX_G 8

// One pass: G queries of one row and KV head against the row's cells.
struct pass {
  const uint16_t* k;  // the row's first key block [.][head_dim][16]
  const uint16_t* v;  // the row's first value [.][head_dim]
  const float* q;     // [G][head_dim]
  float* out;         // [G][head_dim + 2]
  size_t count, hd;
};

// 16 bf16 widened to f32.
static inline __m512 widen16(const uint16_t* p) {
  __m512i w = _mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i*)p));
  return _mm512_castsi512_ps(_mm512_slli_epi32(w, 16));
}

// exp(x) for x <= 0; exactly 0 below -87 and for -inf.
static inline __m512 exp_nonpositive(__m512 x) {
  const __mmask16 live = _mm512_cmp_ps_mask(x, _mm512_set1_ps(-87.0f), _CMP_GE_OQ);
  x = _mm512_max_ps(x, _mm512_set1_ps(-87.0f));
  const __m512 n = _mm512_roundscale_ps(_mm512_mul_ps(x, _mm512_set1_ps(1.44269504088896341f)),
                                        _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  __m512 r = _mm512_fnmadd_ps(n, _mm512_set1_ps(0.693359375f), x);
  r = _mm512_fnmadd_ps(n, _mm512_set1_ps(-2.12194440e-4f), r);
  __m512 p = _mm512_set1_ps(1.0f / 5040.0f);
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 720.0f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 120.0f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 24.0f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 6.0f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(0.5f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
  return _mm512_maskz_scalef_ps(live, p, n);
}

// Lanes of a block whose cells are live, `live` cells from its start.
static inline __mmask16 live_lanes(size_t live) {
  return live >= BLOCK ? (__mmask16)0xFFFF : (__mmask16)((1u << live) - 1u);
}

// Cells [c0, c0 + NB * 16) of the row (the last of them possibly past
// `count`, masked): scores, the online softmax's update of m and s, and
// the exp-weighted values into out's pv, rescaled. Inlined with constant
// G and NB, so the loops unroll and the accumulators stay in registers.
// While the pass runs, out's pv holds each 32-wide chunk of head_dim as
// its even then its odd elements (the order the values widen in); the
// pass restores the order at its end.
static inline __attribute__((always_inline)) void blocks(
    const struct pass* ps, float* m, float* s, size_t c0, const size_t G, const size_t NB) {
  const size_t hd = ps->hd, row = hd + 2;
  const uint16_t* kb = ps->k + (c0 / BLOCK) * hd * BLOCK;
  const uint16_t* vb = ps->v + c0 * hd;
  __m512 sc[MAX_G][2];
#pragma GCC unroll 8
  for (size_t i = 0; i < G; ++i)
#pragma GCC unroll 2
    for (size_t b = 0; b < NB; ++b) sc[i][b] = _mm512_setzero_ps();
  // While the scores run, the pair's values and the next pair's keys are
  // fetched: a line of each per step of d (both are 128 lines for
  // head_dim 128), so the value loop and the next pair read from cache.
  // Without it one core read the pool at well under half the machine's
  // bandwidth (docs/measurements/2026-12-05-to-07-intel-xeon.md, "Decode attention on the engine's own kernel").
  const char* kn = (const char*)(kb + 2 * hd * BLOCK);
  const char* vn = (const char*)vb;
  const size_t lines = hd * BLOCK * 2 * 2 / 64;  // per pair, of keys and of values
  for (size_t d = 0; d < hd; ++d) {
    for (size_t j = d; j < lines; j += hd) {
      _mm_prefetch(kn + j * 64, _MM_HINT_T0);
      _mm_prefetch(vn + j * 64, _MM_HINT_T0);
    }
    __m512 kd[2];
#pragma GCC unroll 2
    for (size_t b = 0; b < NB; ++b) kd[b] = widen16(kb + b * hd * BLOCK + d * BLOCK);
#pragma GCC unroll 8
    for (size_t i = 0; i < G; ++i) {
      const __m512 qb = _mm512_set1_ps(ps->q[i * hd + d]);
#pragma GCC unroll 2
      for (size_t b = 0; b < NB; ++b) sc[i][b] = _mm512_fmadd_ps(qb, kd[b], sc[i][b]);
    }
  }
  const size_t left = ps->count - c0;
  const size_t cells = left < NB * BLOCK ? left : NB * BLOCK;
  const __mmask16 mk[2] = {live_lanes(left), left > BLOCK ? live_lanes(left - BLOCK) : (__mmask16)0};
  const __m512 ninf = _mm512_set1_ps(-__builtin_inff());
  float old[MAX_G] = {0}, part[MAX_G] = {0};
  float p[MAX_G][2 * BLOCK] __attribute__((aligned(64)));
#pragma GCC unroll 8
  for (size_t i = 0; i < G; ++i) {
    __m512 top = ninf;
#pragma GCC unroll 2
    for (size_t b = 0; b < NB; ++b) {
      sc[i][b] = _mm512_mask_mov_ps(ninf, mk[b], sc[i][b]);
      top = _mm512_max_ps(top, sc[i][b]);
    }
    const float bm = _mm512_reduce_max_ps(top);
    old[i] = m[i];
    m[i] = bm > m[i] ? bm : m[i];
    const __m512 mb = _mm512_set1_ps(m[i]);
    __m512 sum = _mm512_setzero_ps();
#pragma GCC unroll 2
    for (size_t b = 0; b < NB; ++b) {
      const __m512 e = exp_nonpositive(_mm512_sub_ps(sc[i][b], mb));
      _mm512_store_ps(p[i] + b * BLOCK, e);
      sum = _mm512_add_ps(sum, e);
    }
    part[i] = _mm512_reduce_add_ps(sum);
  }
  // Rescale factors exp(m_old - m_new), all G at once.
  float alpha[16] __attribute__((aligned(64)));
  {
    float diff[16] __attribute__((aligned(64)));
    for (size_t i = 0; i < 16; ++i) diff[i] = 0.0f;
#pragma GCC unroll 8
    for (size_t i = 0; i < G; ++i) diff[i] = old[i] - m[i];
    _mm512_store_ps(alpha, exp_nonpositive(_mm512_load_ps(diff)));
  }
  float* out = ps->out;
#pragma GCC unroll 8
  for (size_t i = 0; i < G; ++i) s[i] = s[i] * alpha[i] + part[i];
  size_t d = 0;
  for (; d + 32 <= hd; d += 32) {
    __m512 even[MAX_G], odd[MAX_G];
#pragma GCC unroll 8
    for (size_t i = 0; i < G; ++i) {
      const __m512 a = _mm512_set1_ps(alpha[i]);
      even[i] = _mm512_mul_ps(_mm512_loadu_ps(out + i * row + d), a);
      odd[i] = _mm512_mul_ps(_mm512_loadu_ps(out + i * row + d + 16), a);
    }
    const __m512i high = _mm512_set1_epi32((int)0xFFFF0000u);
    for (size_t c = 0; c < cells; ++c) {
      const __m512i raw = _mm512_loadu_si512(vb + c * hd + d);
      const __m512 ve = _mm512_castsi512_ps(_mm512_slli_epi32(raw, 16));
      const __m512 vo = _mm512_castsi512_ps(_mm512_and_si512(raw, high));
#pragma GCC unroll 8
      for (size_t i = 0; i < G; ++i) {
        const __m512 pb = _mm512_set1_ps(p[i][c]);
        even[i] = _mm512_fmadd_ps(pb, ve, even[i]);
        odd[i] = _mm512_fmadd_ps(pb, vo, odd[i]);
      }
    }
#pragma GCC unroll 8
    for (size_t i = 0; i < G; ++i) {
      _mm512_storeu_ps(out + i * row + d, even[i]);
      _mm512_storeu_ps(out + i * row + d + 16, odd[i]);
    }
  }
  if (d < hd) {  // a last 16 of head_dim, in order
    __m512 acc[MAX_G];
#pragma GCC unroll 8
    for (size_t i = 0; i < G; ++i) acc[i] = _mm512_mul_ps(_mm512_loadu_ps(out + i * row + d), _mm512_set1_ps(alpha[i]));
    for (size_t c = 0; c < cells; ++c) {
      const __m512 vd = widen16(vb + c * hd + d);
#pragma GCC unroll 8
      for (size_t i = 0; i < G; ++i) acc[i] = _mm512_fmadd_ps(_mm512_set1_ps(p[i][c]), vd, acc[i]);
    }
#pragma GCC unroll 8
    for (size_t i = 0; i < G; ++i) _mm512_storeu_ps(out + i * row + d, acc[i]);
  }
}

// The whole row for G queries: pairs of blocks, then a last single block.
static inline __attribute__((always_inline)) void run_pass(const struct pass* ps, const size_t G) {
  const size_t hd = ps->hd, row = hd + 2;
  float m[MAX_G], s[MAX_G];
  for (size_t i = 0; i < G; ++i) {
    m[i] = -__builtin_inff();
    s[i] = 0.0f;
    for (size_t d = 0; d < row; ++d) ps->out[i * row + d] = 0.0f;
  }
  size_t c0 = 0;
  for (; c0 + BLOCK < ps->count; c0 += 2 * BLOCK) blocks(ps, m, s, c0, G, 2);
  if (c0 < ps->count) blocks(ps, m, s, c0, G, 1);
  // Restore head_dim's order in each 32-wide chunk (even, odd -> interleaved).
  for (size_t i = 0; i < G; ++i) {
    float* o = ps->out + i * row;
    for (size_t d = 0; d + 32 <= hd; d += 32) {
      float chunk[32];
      for (size_t j = 0; j < 32; ++j) chunk[j] = o[d + j];
      for (size_t j = 0; j < 16; ++j) {
        o[d + 2 * j] = chunk[j];
        o[d + 2 * j + 1] = chunk[16 + j];
      }
    }
    o[hd] = m[i];
    o[hd + 1] = s[i];
  }
}

#define PASS(G) \
  static void pass_##G(const struct pass* ps) { run_pass(ps, (G)); }
PASS(1)
PASS(2)
PASS(3)
PASS(4)
PASS(5)
PASS(6)
PASS(7)
PASS(8)

// One IREE workgroup: row `workgroup / kvh`, KV head `workgroup % kvh`
// (kvh: the KV heads). `q` is [rows][kvh][g][hd] f32, `out` [rows][kvh][g]
// [hd + 2] f32, `from` / `count` [rows] i32, `layer` one i32, `blocks` the
// pool's blocks (its cells / 16). `hd` is a multiple of 16. The offsets are
// in elements, as IREE passes them with bare pointers.
__attribute__((visibility("hidden"))) void qwen_decode_attention_workgroup(
    const float* q, size_t q_offset, const uint16_t* k, size_t k_offset, const uint16_t* v, size_t v_offset,
    const int32_t* from, size_t from_offset, const int32_t* count, size_t count_offset, const int32_t* layer,
    size_t layer_offset, float* out, size_t out_offset, QWEN_DECODE_ATTENTION_SHAPE, size_t workgroup) {
  const size_t r = workgroup / kvh, h = workgroup % kvh;
  const size_t l = (size_t)layer[layer_offset];
  const size_t first = (size_t)from[from_offset + r], cells = (size_t)count[count_offset + r];
  const size_t head = l * kvh + h;
  const uint16_t* kh = k + k_offset + (head * blocks + first / BLOCK) * hd * BLOCK;
  const uint16_t* vh = v + v_offset + (head * blocks * BLOCK + first) * hd;
  const float* qh = q + q_offset + (r * kvh + h) * g * hd;
  float* oh = out + out_offset + (r * kvh + h) * g * (hd + 2);
  for (size_t i0 = 0; i0 < g; i0 += MAX_G) {
    const size_t n = g - i0 < MAX_G ? g - i0 : MAX_G;
    const struct pass ps = {.k = kh, .v = vh, .q = qh + i0 * hd, .out = oh + i0 * (hd + 2), .count = cells, .hd = hd};
    switch (n) {
      case 1: pass_1(&ps); break;
      case 2: pass_2(&ps); break;
      case 3: pass_3(&ps); break;
      case 4: pass_4(&ps); break;
      case 5: pass_5(&ps); break;
      case 6: pass_6(&ps); break;
      case 7: pass_7(&ps); break;
      case 8: pass_8(&ps); break;
      default: break;
    }
  }
}
