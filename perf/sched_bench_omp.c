// OpenMP peers of the sched suite: explicit tasks (`omp task`) in a
// parallel region of exactly |threads| threads, as gcc's libgomp runs them.
#include <omp.h>
#include <stdio.h>
#include <time.h>

#include "perf/sched_bench_peers.h"

static double sr_omp_now(void) { return omp_get_wtime(); }

// The body of an empty task; opaque so the task is not optimized away.
static void sr_omp_touch(void) { __asm__ volatile("" ::: "memory"); }

typedef void (*sr_omp_run_fn_t)(int threads, long n);

static double sr_omp_best(sr_omp_run_fn_t run, int threads, long n,
                          double min_time) {
  double best = 1e30, total = 0;
  for (int reps = 0; reps < 3 || (total < min_time && reps < 10000); ++reps) {
    double start = sr_omp_now();
    run(threads, n);
    double elapsed = sr_omp_now() - start;
    total += elapsed;
    if (elapsed < best) best = elapsed;
  }
  return best;
}

static void sr_omp_flat(int threads, long count) {
#pragma omp parallel num_threads(threads)
#pragma omp single
  for (long i = 0; i < count; ++i) {
#pragma omp task
    sr_omp_touch();
  }
}

static void sr_omp_hop(long i, long hops) {
  sr_omp_touch();
  if (i < hops) {
#pragma omp task firstprivate(i, hops)
    sr_omp_hop(i + 1, hops);
  }
}

static void sr_omp_chain(int threads, long hops) {
#pragma omp parallel num_threads(threads)
#pragma omp single
  sr_omp_hop(1, hops);
}

enum { SR_OMP_ROUNDS = 100 };

static void sr_omp_fanout(int threads, long width) {
#pragma omp parallel num_threads(threads)
#pragma omp single
  for (int r = 0; r < SR_OMP_ROUNDS; ++r) {
#pragma omp taskgroup
    {
#pragma omp task
      for (long i = 0; i < width; ++i) {
#pragma omp task
        sr_omp_touch();
      }
    }
  }
}

const char* sr_sched_bench_omp_version(void) {
  static char text[96];
#if defined(__GNUC__) && !defined(__clang__)
  snprintf(text, sizeof(text), "libgomp of gcc %d.%d.%d, OpenMP %d", __GNUC__,
           __GNUC_MINOR__, __GNUC_PATCHLEVEL__, _OPENMP);
#else
  snprintf(text, sizeof(text), "OpenMP %d", _OPENMP);
#endif
  return text;
}

double sr_sched_bench_omp_empty_tasks(int threads, long count,
                                      double min_time) {
  omp_set_dynamic(0);
  return (double)count / sr_omp_best(sr_omp_flat, threads, count, min_time);
}

double sr_sched_bench_omp_chain(int threads, long hops, double min_time) {
  omp_set_dynamic(0);
  return sr_omp_best(sr_omp_chain, threads, hops, min_time) / (double)hops *
         1e9;
}

double sr_sched_bench_omp_fanout(int threads, int width, double min_time) {
  omp_set_dynamic(0);
  return sr_omp_best(sr_omp_fanout, threads, width, min_time) / SR_OMP_ROUNDS *
         1e6;
}
