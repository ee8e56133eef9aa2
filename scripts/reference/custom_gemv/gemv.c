// A bf16 GEMV (one input row) over weights in IREE's packed bf16 layout,
// [tiles][K/2][16][2]: 16 output columns per tile, pairs of k innermost,
// what IREE's data tiling makes of a [N, K] weight for its 1x16x2 tile.
// Same sums, in the same order per output, as IREE's mmt4d ukernel; the
// difference is in the reads: four tiles' panels are read side by side,
// each prefetched PF bytes ahead, where the ukernel reads one panel at a
// time with nothing fetched ahead (one sequential stream per core).
//
// One call is one IREE workgroup of TILES_PER_WG tiles; built freestanding
// (no libc) and linked into the dispatch by iree-compile
// (`#hal.executable.object`, see custom.mlir.in).
#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#ifndef PF
#define PF 4096
#endif
#define TILES_PER_WG 16

static inline __m512bh pair(const uint32_t* x, size_t k) {
  return (__m512bh)_mm512_set1_epi32((int)x[k]);
}

static inline __m512bh panel(const uint16_t* p, size_t k) {
  return (__m512bh)_mm512_loadu_si512(p + k * 32);
}

static inline void ahead(const uint16_t* p, size_t k) {
#if PF
  _mm_prefetch((const char*)(p + k * 32) + PF, _MM_HINT_T0);
#else
  (void)p;
  (void)k;
#endif
}

__attribute__((visibility("hidden"))) void gemv_panels_workgroup(
    const uint16_t* w, size_t w_off, const uint16_t* x, size_t x_off,
    float* y, size_t y_off, size_t K, size_t n_tiles, size_t wg) {
  w += w_off;
  x += x_off;
  y += y_off;
  const uint32_t* xp = (const uint32_t*)x;
  const size_t tile = K * 16;
  size_t t = wg * TILES_PER_WG;
  size_t end = t + TILES_PER_WG < n_tiles ? t + TILES_PER_WG : n_tiles;
  for (; t + 4 <= end; t += 4) {
    const uint16_t *p0 = w + t * tile, *p1 = p0 + tile, *p2 = p1 + tile, *p3 = p2 + tile;
    __m512 a0 = _mm512_setzero_ps(), a1 = a0, a2 = a0, a3 = a0;
    for (size_t k = 0; k < K / 2; ++k) {
      __m512bh xb = pair(xp, k);
      ahead(p0, k);
      ahead(p1, k);
      ahead(p2, k);
      ahead(p3, k);
      a0 = _mm512_dpbf16_ps(a0, panel(p0, k), xb);
      a1 = _mm512_dpbf16_ps(a1, panel(p1, k), xb);
      a2 = _mm512_dpbf16_ps(a2, panel(p2, k), xb);
      a3 = _mm512_dpbf16_ps(a3, panel(p3, k), xb);
    }
    _mm512_storeu_ps(y + t * 16, a0);
    _mm512_storeu_ps(y + t * 16 + 16, a1);
    _mm512_storeu_ps(y + t * 16 + 32, a2);
    _mm512_storeu_ps(y + t * 16 + 48, a3);
  }
  for (; t < end; ++t) {
    const uint16_t* p = w + t * tile;
    __m512 a = _mm512_setzero_ps();
    for (size_t k = 0; k < K / 2; ++k) {
      ahead(p, k);
      a = _mm512_dpbf16_ps(a, panel(p, k), pair(xp, k));
    }
    _mm512_storeu_ps(y + t * 16, a);
  }
}
