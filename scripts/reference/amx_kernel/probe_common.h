// What probe.c and probe_u8s8.c share: the AMX tile state request, the
// workgroups run on T threads as IREE's workers would (each thread every
// T-th workgroup, `call_workgroup` doing one), and the best time of some
// repeats. Each probe defines `call_workgroup` before including this.
#ifndef QWEN_PROBE_COMMON_H
#define QWEN_PROBE_COMMON_H

#include <pthread.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static size_t THREADS, GROUPS;
static void call_workgroup(size_t workgroup);

// Ask Linux for the tile data state; 0 where granted (always, emulated).
static int request_tile_state(void) {
#ifndef QWEN_AMX_EMULATED
  if (syscall(SYS_arch_prctl, 0x1023, 18) != 0) {
    fprintf(stderr, "the kernel refused the AMX tile state (no AMX here?)\n");
    return 1;
  }
#endif
  return 0;
}

static void* worker(void* arg) {
  for (size_t g = (size_t)arg; g < GROUPS; g += THREADS) call_workgroup(g);
  return NULL;
}

static void run_all(void) {
  pthread_t th[64];
  for (size_t t = 0; t < THREADS; ++t) pthread_create(&th[t], NULL, worker, (void*)t);
  for (size_t t = 0; t < THREADS; ++t) pthread_join(th[t], NULL);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

// The shortest of `repeats` runs of every workgroup, in seconds.
static double best_of(int repeats) {
  double best = 1e30;
  for (int r = 0; r < repeats; ++r) {
    double t0 = now();
    run_all();
    double dt = now() - t0;
    if (dt < best) best = dt;
  }
  return best;
}

#endif
