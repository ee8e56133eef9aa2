// The engine's int8 AMX kernel (engine/kernels/matmul_amx_u8s8.c) alone:
// M rows of unsigned bytes against a random [N, K] int8 weight packed as
// IREE packs it for its VNNI tiles with 4 stated rows
// ([panels][K/4][lines x 16][4], lines = min(6, ceil(N/16))), every
// workgroup called in turn on T threads as IREE's workers would, checked
// exactly against integer sums, then timed (GOP/s over the best of the
// repeats). Built by run.sh, with AMX or emulated.
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "../../../engine/kernels/matmul_amx_u8s8.c"

#ifdef QWEN_AMX_EMULATED
#define CALL qwen_matmul_amx_u8s8_emulated_workgroup
#else
#define CALL qwen_matmul_amx_u8s8_workgroup
#endif

static size_t M, N, K, T, LINES, PANELS, GROUPS;
static int8_t* W;
static uint8_t* X;
static int32_t* Y;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static void* worker(void* arg) {
  size_t id = (size_t)arg;
  for (size_t g = id; g < GROUPS; g += T) CALL(W, 0, X, 0, Y, 0, K, LINES, PANELS, M, g);
  return NULL;
}

static void run_all(void) {
  pthread_t th[64];
  for (size_t t = 0; t < T; ++t) pthread_create(&th[t], NULL, worker, (void*)t);
  for (size_t t = 0; t < T; ++t) pthread_join(th[t], NULL);
}

int main(int argc, char** argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: probe_u8s8 M N K THREADS [REPEATS]\n");
    return 2;
  }
  M = strtoul(argv[1], 0, 10), N = strtoul(argv[2], 0, 10), K = strtoul(argv[3], 0, 10);
  T = strtoul(argv[4], 0, 10);
  int repeats = argc > 5 ? atoi(argv[5]) : 5;
  if (T < 1 || T > 64 || M < 1 || N < 1 || K < 64 || K % 64) {
    fprintf(stderr, "threads 1-64, K a multiple of 64\n");
    return 2;
  }
#ifndef QWEN_AMX_EMULATED
  if (syscall(SYS_arch_prctl, 0x1023, 18) != 0) {
    fprintf(stderr, "the kernel refused the AMX tile state (no AMX here?)\n");
    return 1;
  }
#endif
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
  double best = 1e30;
  for (int r = 0; r < repeats; ++r) {
    double t0 = now();
    run_all();
    double dt = now() - t0;
    if (dt < best) best = dt;
  }
  printf("M %zu N %zu K %zu threads %zu: %zu wrong sums; best %.3f ms, %.1f GOP/s\n", M, N, K, T, wrong, best * 1e3,
         2.0 * M * N * K / best * 1e-9);
  return wrong == 0 ? 0 : 1;
}
