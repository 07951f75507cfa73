#include "perf/kernels_bench_pool.h"

#include <immintrin.h>
#include <sched.h>
#include <unistd.h>

// Spins briefly, then yields: on an idle machine the wake-up costs a few
// hundred nanoseconds; on an oversubscribed one (this machine is shared) a
// waiting thread hands its core to whoever it waits for instead of burning
// its time slice.
static void sr_kb_relax(int* spins) {
  if (++*spins < 4000) {
    _mm_pause();
  } else {
    sched_yield();
  }
}

// Pins the calling thread to CPU |cpu| (mod the online count). Without it
// a fresh worker may start on its creator's core and spin against it for
// whole scheduler ticks before the kernel migrates it: observed here as
// 50x outliers on a loaded machine. Ours and the peers run on the same pool
// pinned the same way.
static void sr_kb_pin(int cpu) {
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu % (int)(cpus > 0 ? cpus : 1), &set);
  pthread_setaffinity_np(pthread_self(), sizeof(set), &set);
}

typedef struct sr_kb_worker_arg_t {
  sr_kb_pool_t* pool;
  int index;
} sr_kb_worker_arg_t;

static sr_kb_worker_arg_t sr_kb_args[64];

static void* sr_kb_worker(void* arg) {
  sr_kb_worker_arg_t* a = (sr_kb_worker_arg_t*)arg;
  sr_kb_pool_t* pool = a->pool;
  if (pool->pinned) sr_kb_pin(a->index);
  // The pool starts at generation 0 before any worker exists; reading the
  // counter here instead could miss a job published before this thread ran.
  int seen = 0;
  for (;;) {
    int now, spins = 0;
    while ((now = atomic_load_explicit(&pool->generation,
                                       memory_order_acquire)) == seen) {
      if (atomic_load_explicit(&pool->exit, memory_order_relaxed)) {
        return NULL;
      }
      sr_kb_relax(&spins);
    }
    // The acquire load above pairs with the release increment in
    // sr_kb_pool_run: seeing the new generation makes job/user visible.
    seen = now;
    pool->job(pool->user, a->index, pool->threads);
    // Release pairs with the acquire wait in sr_kb_pool_run.
    atomic_fetch_sub_explicit(&pool->pending, 1, memory_order_release);
  }
}

void sr_kb_pool_initialize(int threads, bool pin, sr_kb_pool_t* pool) {
  if (threads < 1) threads = 1;
  if (threads > 64) threads = 64;
  pool->threads = threads;
  atomic_init(&pool->generation, 0);
  atomic_init(&pool->pending, 0);
  atomic_init(&pool->exit, 0);
  pthread_getaffinity_np(pthread_self(), sizeof(pool->saved_affinity),
                         &pool->saved_affinity);
  pool->pinned = pin && threads > 1;
  if (pool->pinned) sr_kb_pin(0);
  for (int t = 1; t < threads; ++t) {
    sr_kb_args[t] = (sr_kb_worker_arg_t){pool, t};
    pthread_create(&pool->handles[t], NULL, sr_kb_worker, &sr_kb_args[t]);
  }
}

void sr_kb_pool_run(sr_kb_pool_t* pool, sr_kb_job_fn_t job, void* user) {
  pool->job = job;
  pool->user = user;
  atomic_store_explicit(&pool->pending, pool->threads - 1,
                        memory_order_relaxed);
  atomic_fetch_add_explicit(&pool->generation, 1, memory_order_release);
  job(user, 0, pool->threads);
  int spins = 0;
  while (atomic_load_explicit(&pool->pending, memory_order_acquire) > 0) {
    sr_kb_relax(&spins);
  }
}

void sr_kb_pool_deinitialize(sr_kb_pool_t* pool) {
  atomic_store_explicit(&pool->exit, 1, memory_order_relaxed);
  for (int t = 1; t < pool->threads; ++t) pthread_join(pool->handles[t], NULL);
  // Give the caller its CPUs back (OpenBLAS threads must not inherit CPU 0).
  if (pool->pinned) {
    pthread_setaffinity_np(pthread_self(), sizeof(pool->saved_affinity),
                           &pool->saved_affinity);
  }
}
