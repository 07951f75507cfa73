// parallel_for: fixed chunks, dynamic assignment.
//
// The range is cut into chunks of |grain| indices, numbered 0..count-1; a
// shared atomic counter hands out chunk numbers. The cut depends only on
// the range and the grain, so results that are reduced per chunk are the
// same on any number of workers; only which thread runs a chunk varies.
//
// Rejected: recursive binary splitting (TBB's way) adapts better to uneven
// chunks but allocates or recurses; with a counter the whole job lives on
// the caller's stack and each chunk costs one uncontended-ish fetch_add.
#include <stdalign.h>

#include "sched/pool_impl.h"

// The job's helper tasks live inline on the caller's stack, so their number
// is capped: with more workers than this, 64 helpers (plus a worker caller)
// share the chunks, which is plenty for a counter-fed loop.
enum { SR_PARALLEL_FOR_MAX_HELPERS = 64 };

typedef struct sr_parallel_for_job_t {
  sr_parallel_for_fn_t fn;
  void* user_data;
  size_t begin;
  size_t end;
  size_t grain;
  size_t chunk_count;
  // Its own line: every participant increments it.
  alignas(SR_CACHE_LINE_SIZE) _Atomic size_t next_chunk;
  _Atomic(sr_status_t) error;
  sr_task_group_t group;
  sr_task_t helpers[SR_PARALLEL_FOR_MAX_HELPERS];
} sr_parallel_for_job_t;

static void sr_parallel_for_run_chunks(sr_parallel_for_job_t* job) {
  for (;;) {
    // relaxed: only uniqueness of chunk numbers matters; the chunk's data
    // is ordered by the group's count-out and wait.
    size_t chunk =
        atomic_fetch_add_explicit(&job->next_chunk, 1, memory_order_relaxed);
    if (chunk >= job->chunk_count) return;
    // relaxed: a failure elsewhere only needs to stop us eventually.
    if (atomic_load_explicit(&job->error, memory_order_relaxed)) continue;
    size_t chunk_begin = job->begin + chunk * job->grain;
    size_t chunk_end = job->end - chunk_begin > job->grain
                           ? chunk_begin + job->grain
                           : job->end;
    sr_status_t status = job->fn(job->user_data, chunk_begin, chunk_end);
    if (status) {
      sr_status_t expected = NULL;
      // acq_rel: first failure wins; the caller reads it after the group's
      // acquire.
      if (!atomic_compare_exchange_strong_explicit(&job->error, &expected,
                                                   status, memory_order_acq_rel,
                                                   memory_order_relaxed)) {
        sr_status_free(status);
      }
    }
  }
}

static sr_task_t* sr_parallel_for_helper(sr_task_t* task) {
  sr_parallel_for_run_chunks((sr_parallel_for_job_t*)task->user_data);
  return NULL;
}

sr_status_t sr_pool_parallel_for(sr_pool_t* pool, size_t begin, size_t end,
                                 size_t grain, sr_parallel_for_fn_t fn,
                                 void* user_data) {
  if (end <= begin) return sr_ok_status();
  if (grain == 0) grain = 1;
  size_t chunk_count = (end - begin - 1) / grain + 1;
  // One chunk: run it here. Handing it to a worker costs a wake-up and the
  // hop back, and the caller would only wait.
  if (chunk_count == 1) return fn(user_data, begin, end);
  sr_parallel_for_job_t job;
  job.fn = fn;
  job.user_data = user_data;
  job.begin = begin;
  job.end = end;
  job.grain = grain;
  job.chunk_count = chunk_count;
  atomic_init(&job.next_chunk, 0);
  atomic_init(&job.error, NULL);
  sr_task_group_initialize(pool, &job.group);
  // The caller runs chunks itself when it is a worker, or a host thread
  // allowed to help (pool->host_helps): the loop then has as many threads as
  // the pool has workers, and starts at once, without waiting for a wake.
  // Queuing one helper per worker for a helping host put N + 1 threads on N
  // cores: a memory-bound fill's last chunk could wait a time slice for a
  // preempted thread. A host that may not help queues one per worker and
  // waits.
  bool on_worker = sr__worker_current(pool) != NULL;
  bool runs_chunks = on_worker || pool->host_helps;
  size_t participants = pool->worker_count > 0 ? (size_t)pool->worker_count : 1;
  size_t helpers = runs_chunks ? participants - 1 : participants;
  if (helpers > chunk_count - (runs_chunks ? 1 : 0)) {
    helpers = chunk_count - (runs_chunks ? 1 : 0);
  }
  if (helpers > SR_PARALLEL_FOR_MAX_HELPERS) {
    helpers = SR_PARALLEL_FOR_MAX_HELPERS;
  }
  for (size_t i = 0; i < helpers; ++i) {
    sr_task_initialize(sr_parallel_for_helper, &job, &job.group,
                       &job.helpers[i]);
    sr_pool_submit(pool, &job.helpers[i]);
  }
  if (runs_chunks) sr_parallel_for_run_chunks(&job);
  sr_task_group_wait(&job.group);
  // acquire: pairs with the CAS in run_chunks (and the group's acquire
  // already ordered every chunk before us).
  return atomic_load_explicit(&job.error, memory_order_acquire);
}
