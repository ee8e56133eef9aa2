// The engine's int8 AMX kernel (engine/kernels/matmul_amx_u8s8.c) alone:
// M rows of unsigned bytes against a random [N, K] int8 weight packed as
// IREE packs it for its VNNI tiles with 4 stated rows
// ([panels][K/4][lines x 16][4], lines = min(6, ceil(N/16))), every
// workgroup called in turn on T threads as IREE's workers would, checked
// exactly against integer sums, then timed (GOP/s over the best of the
// repeats). Built by run.sh, with AMX or emulated.
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../../engine/kernels/matmul_amx_u8s8.c"

#ifdef QWEN_AMX_EMULATED
#define CALL qwen_matmul_amx_u8s8_emulated_workgroup
#else
#define CALL qwen_matmul_amx_u8s8_workgroup
#endif

static size_t M, N, K, LINES, PANELS;
static int8_t* W;
static uint8_t* X;
static int32_t* Y;

#include "probe_common.h"

static void call_workgroup(size_t workgroup) { CALL(W, 0, X, 0, Y, 0, K, LINES, PANELS, M, workgroup); }

int main(int argc, char** argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: probe_u8s8 M N K THREADS [REPEATS]\n");
    return 2;
  }
  M = strtoul(argv[1], 0, 10), N = strtoul(argv[2], 0, 10), K = strtoul(argv[3], 0, 10);
  THREADS = strtoul(argv[4], 0, 10);
  int repeats = argc > 5 ? atoi(argv[5]) : 5;
  if (THREADS < 1 || THREADS > 64 || M < 1 || N < 1 || K < 64 || K % 64) {
    fprintf(stderr, "threads 1-64, K a multiple of 64\n");
    return 2;
  }
  if (request_tile_state()) return 1;
  LINES = (N + 15) / 16 < 6 ? (N + 15) / 16 : 6;
  PANELS = (N + 16 * LINES - 1) / (16 * LINES);
  GROUPS = (M + ROWS_PER_WORKGROUP - 1) / ROWS_PER_WORKGROUP * PANELS;
  size_t width = PANELS * LINES * 16;
  int8_t* w = malloc(N * K);
  X = malloc(M * K);
  srand(1);
  for (size_t i = 0; i < N * K; ++i) w[i] = (int8_t)(rand() % 255 - 127);
  for (size_t i = 0; i < M * K; ++i) X[i] = (uint8_t)(rand() % 256);
  W = calloc(width * K, 1);
  Y = malloc(M * width * sizeof(int32_t));
  for (size_t n = 0; n < N; ++n)
    for (size_t k = 0; k < K; ++k)
      W[(((n / (16 * LINES)) * (K / 4) + k / 4) * LINES * 16 + n % (16 * LINES)) * 4 + k % 4] = w[n * K + k];
  run_all();
  size_t wrong = 0;
  for (size_t m = 0; m < M; m += (M > 64 ? 7 : 1))
    for (size_t n = 0; n < N; ++n) {
      int32_t want = 0;
      for (size_t k = 0; k < K; ++k) want += (int32_t)X[m * K + k] * w[n * K + k];
      wrong += Y[m * width + n] != want;
    }
  double best = best_of(repeats);
  printf("M %zu N %zu K %zu threads %zu: %zu wrong sums; best %.3f ms, %.1f GOP/s\n", M, N, K, THREADS, wrong, best * 1e3,
         2.0 * M * N * K / best * 1e-9);
  return wrong == 0 ? 0 : 1;
}
