// A tiny fork-join pool for the kernels benchmarks: the bench spreads tiles
// over threads itself (kernels know nothing of threads). Workers spin on a
// generation counter for low start-up latency (sgemm_256 takes ~100 us), so
// a pool must be destroyed before a peer that brings its own threads
// (OpenBLAS) is measured, or the two would fight for the cores.
#ifndef STREAMREF_PERF_KERNELS_BENCH_POOL_H_
#define STREAMREF_PERF_KERNELS_BENCH_POOL_H_

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdbool.h>

typedef void (*sr_kb_job_fn_t)(void* user, int thread, int threads);

typedef struct sr_kb_pool_t {
  int threads;
  pthread_t handles[64];
  atomic_int generation;  // bumped by run(); workers start the job
  atomic_int pending;     // workers still running the current job
  atomic_int exit;
  sr_kb_job_fn_t job;
  void* user;
  bool pinned;
  cpu_set_t saved_affinity;  // the creator's, restored on deinitialize
} sr_kb_pool_t;

// Starts |threads| - 1 workers (the caller is thread 0). |pin| binds thread
// t to CPU t: right for microsecond jobs (see kernels_bench_pool.c), wrong
// for long ones on a loaded machine, where a pinned thread cannot leave a
// core that someone else's process occupies and the whole static split
// waits for it.
void sr_kb_pool_initialize(int threads, bool pin, sr_kb_pool_t* pool);
// Runs job(user, t, threads) on every thread t and waits for all.
void sr_kb_pool_run(sr_kb_pool_t* pool, sr_kb_job_fn_t job, void* user);
void sr_kb_pool_deinitialize(sr_kb_pool_t* pool);

#endif  // STREAMREF_PERF_KERNELS_BENCH_POOL_H_
