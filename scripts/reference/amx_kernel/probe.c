// The engine's AMX kernel (engine/kernels/matmul_amx_bf16.c) alone: M bf16
// rows against a random [N, K] bf16 weight packed as IREE packs it for its
// avx512bf16 tiles ([pieces][ceil(N/16)][K/pieces/2][16][2]), every
// workgroup called in turn on T threads as IREE's workers would, checked
// against a double-precision reference, then timed (GFLOP/s over the
// best of the repeats). Built by run.sh, with AMX or emulated.
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../../engine/kernels/matmul_amx_bf16.c"

#ifdef QWEN_AMX_EMULATED
#define CALL qwen_matmul_amx_bf16_emulated_workgroup
#else
#define CALL qwen_matmul_amx_bf16_workgroup
#endif

static size_t M, N, K, S, TILES;
static uint16_t *W, *X;
static float* Y;

static uint16_t bf16(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return (uint16_t)((u + 0x7fff + ((u >> 16) & 1)) >> 16);
}
static float f32(uint16_t h) {
  uint32_t u = (uint32_t)h << 16;
  float f;
  memcpy(&f, &u, 4);
  return f;
}
#include "probe_common.h"

static void call_workgroup(size_t workgroup) { CALL(W, 0, X, 0, Y, 0, K, S, TILES, M, workgroup); }

int main(int argc, char** argv) {
  if (argc < 6) {
    fprintf(stderr, "usage: probe M N K PIECES THREADS [REPEATS]\n");
    return 2;
  }
  M = strtoul(argv[1], 0, 10), N = strtoul(argv[2], 0, 10), K = strtoul(argv[3], 0, 10);
  S = strtoul(argv[4], 0, 10), THREADS = strtoul(argv[5], 0, 10);
  int repeats = argc > 6 ? atoi(argv[6]) : 5;
  if (THREADS < 1 || THREADS > 64 || S < 1 || K % 2 || K % S || (S > 1 && (K / S) % 32)) {
    fprintf(stderr, "threads 1-64, K even, more than one piece dividing K into multiples of 32\n");
    return 2;
  }
  if (request_tile_state()) return 1;
  TILES = (N + 15) / 16;
  GROUPS = (M + ROWS_PER_WORKGROUP - 1) / ROWS_PER_WORKGROUP * ((TILES + 3) / 4);
  size_t kp = K / S;
  float* w = malloc(N * K * sizeof(float));
  float* x = malloc(M * K * sizeof(float));
  srand(1);
  for (size_t i = 0; i < N * K; ++i) w[i] = f32(bf16((float)rand() / RAND_MAX * 2 - 1));
  for (size_t i = 0; i < M * K; ++i) x[i] = f32(bf16((float)rand() / RAND_MAX * 2 - 1));
  W = calloc(S * TILES * kp * 16, sizeof(uint16_t));
  X = malloc(M * K * sizeof(uint16_t));
  Y = malloc(M * TILES * 16 * sizeof(float));
  for (size_t s = 0; s < S; ++s)
    for (size_t n = 0; n < N; ++n)
      for (size_t k = 0; k < kp; ++k)
        W[(((s * TILES + n / 16) * (kp / 2) + k / 2) * 16 + n % 16) * 2 + k % 2] = bf16(w[n * K + s * kp + k]);
  for (size_t i = 0; i < M * K; ++i) X[i] = bf16(x[i]);
  run_all();
  double worst = 0;
  for (size_t m = 0; m < M; m += (M > 64 ? 7 : 1))
    for (size_t n = 0; n < N; ++n) {
      double want = 0, mag = 0;
      for (size_t k = 0; k < K; ++k) want += (double)x[m * K + k] * w[n * K + k], mag += fabs((double)x[m * K + k] * w[n * K + k]);
      double err = fabs(Y[m * TILES * 16 + n] - want) / (mag * K * 0x1p-24);
      if (err > worst) worst = err;
    }
  double best = best_of(repeats);
  printf("M %zu N %zu K %zu pieces %zu threads %zu: error %.3f of K u sum|xw|; best %.3f ms, %.1f GFLOP/s\n", M, N, K, S,
         THREADS, worst, best * 1e3, 2.0 * M * N * K / best * 1e-9);
  return worst <= 1.0 ? 0 : 1;
}
