// How fast one core issues the three product instructions the engine's
// kernels are built on, on zmm registers: `vdpbf16ps` (32 bf16
// multiply-adds), `vpdpbusd` (64 u8 x s8) and `vfmadd231ps` (16 f32).
// 12 independent chains each, registers only, three rounds.
// (docs/measurements/2026-12-07-amd-zen4.md: why int8 prefill is level with
// bf16 there.) Build and run on the machine in question:
//   gcc -O2 -march=native scripts/reference/issue_rates.c -o /tmp/issue_rates && /tmp/issue_rates
#include <immintrin.h>
#include <stdio.h>
#include <time.h>

#define N 20000000L
#define CHAINS 12

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

__attribute__((target("avx512f,avx512bf16,avx512vnni"))) int main(void) {
  __m512 a[CHAINS], f[CHAINS];
  __m512i b[CHAINS];
  for (int i = 0; i < CHAINS; i++) {
    a[i] = _mm512_set1_ps((float)i);
    f[i] = _mm512_set1_ps((float)i);
    b[i] = _mm512_set1_epi32(i);
  }
  const __m512bh x = (__m512bh)_mm512_set1_epi32(0x3f803f80), y = (__m512bh)_mm512_set1_epi32(0x3f803f81);
  const __m512i u = _mm512_set1_epi32(0x01010101), s = _mm512_set1_epi32(0x02020202);
  const __m512 p = _mm512_set1_ps(1.0001f), q = _mm512_set1_ps(0.9999f);
  // Seconds for N rounds of CHAINS independent `acc[i] = STEP(acc[i])`.
#define TIMED(acc, STEP)                                                   \
  ({                                                                       \
    const double t0 = now();                                               \
    for (long n = 0; n < N; n++) {                                         \
      _Pragma("GCC unroll 12") for (int i = 0; i < CHAINS; i++) acc[i] = STEP; \
      __asm__ volatile("" ::"v"(acc[0]));                                  \
    }                                                                      \
    now() - t0;                                                            \
  })
  for (int round = 0; round < 3; round++) {
    const double tb = TIMED(a, _mm512_dpbf16_ps(a[i], x, y));
    const double ti = TIMED(b, _mm512_dpbusd_epi32(b[i], u, s));
    const double tf = TIMED(f, _mm512_fmadd_ps(f[i], p, q));
    const double ops = (double)CHAINS * N;
    printf("one core: vdpbf16ps %.2f G/s (%.0f G multiply-adds/s), vpdpbusd %.2f G/s (%.0f G), vfmadd231ps %.2f G/s (%.0f G)\n",
           ops / tb / 1e9, ops / tb * 32 / 1e9, ops / ti / 1e9, ops / ti * 64 / 1e9, ops / tf / 1e9, ops / tf * 16 / 1e9);
  }
  // Keep the chains' results alive.
  float keep = 0;
  for (int i = 0; i < CHAINS; i++) keep += a[i][0] + f[i][0] + (float)b[i][0];
  return keep == 1.0f;
}
