// The work-stealing pool: N worker threads, a Chase-Lev deque each, an
// injection queue for work from other threads, and parking when idle.
//
// Tasks are caller storage (sr_task_t, 32 bytes): submitting one allocates
// nothing and takes no lock. A task submitted from inside a task of the same
// pool goes to the running worker's own deque (no shared write at all);
// from any other thread it goes through the multi-producer injection queue
// and wakes a parked worker. Idle workers steal from random victims, spin
// for a short while (sr_pool_options_t.spin_ns), then park on a futex, so an
// idle pool uses no CPU.
//
// See sched/README.md for the design and the memory-order argument.
#ifndef STREAMREF_SCHED_POOL_H_
#define STREAMREF_SCHED_POOL_H_

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "streamref/allocator.h"
#include "streamref/export.h"
#include "streamref/sched_timepoint.h"
#include "streamref/status.h"

#ifdef __cplusplus
#error "streamref/sched_pool.h is a C11 header (it uses _Atomic)"
#endif

typedef struct sr_pool_t sr_pool_t;
typedef struct sr_task_t sr_task_t;
typedef struct sr_task_group_t sr_task_group_t;

//===----------------------------------------------------------------------===//
// Tasks
//===----------------------------------------------------------------------===//

// Runs |task| on a worker. Returns NULL, or a task for the same worker to run
// next without going through its deque (a continuation: the way a task hands
// its successor over without a push/pop round trip). A returned task counts
// as submitted (its group, if any, is incremented by the pool).
//
// A task must not block waiting for other tasks of the same pool except
// through sr_task_group_wait or sr_pool_parallel_for, which help instead of
// sleeping. The task's storage may be reused or freed by |fn| itself.
typedef sr_task_t* (*sr_task_fn_t)(sr_task_t* task);

struct sr_task_t {
  sr_task_fn_t fn;
  void* user_data;
  // Optional: counted in before the task is queued and counted out after
  // |fn| returns.
  sr_task_group_t* group;
  // Private to the pool (the injection queue's link).
  sr_task_t* next;
};

static inline void sr_task_initialize(sr_task_fn_t fn, void* user_data,
                                      sr_task_group_t* group,
                                      sr_task_t* out_task) {
  out_task->fn = fn;
  out_task->user_data = user_data;
  out_task->group = group;
  out_task->next = NULL;
}

//===----------------------------------------------------------------------===//
// Pool
//===----------------------------------------------------------------------===//

typedef struct sr_pool_options_t {
  // Number of workers. 0: the SR_THREADS environment variable if it holds a
  // positive number, else the number of online CPUs.
  int32_t worker_count;
  // How long a worker that ran out of work keeps looking (stealing, polling
  // the injection queue) before it parks. Work that arrives within this
  // window starts without a syscall on either side.
  uint32_t spin_ns;
  // Initial slots per worker deque (rounded up to a power of two). Deques
  // grow on demand; this only avoids early growth.
  uint32_t initial_deque_capacity;
  // Whether threads outside the pool run its work while they wait in
  // sr_pool_wait or sr_task_group_wait (default true). With N workers and a
  // helping host thread, up to N + 1 threads run tasks.
  bool host_helps;
} sr_pool_options_t;

// Fills |out_options| with the defaults (all threads, 50 us spin, 1024,
// host threads help).
SR_API void sr_pool_options_initialize(sr_pool_options_t* out_options);

// Resolves a worker count of 0 the way sr_pool_create does (SR_THREADS, else
// online CPUs). Thread-safe (reads the environment).
SR_API int32_t sr_pool_default_worker_count(void);

// Starts the workers. |allocator| must be thread-safe; the pool, its
// deques and their growth come from it.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_pool_create(const sr_pool_options_t* options, sr_allocator_t allocator,
               sr_pool_t** out_pool);

// Stops the pool. Policy (drain, then cancel what can never start):
//  - every task already submitted, and every task those tasks submit, runs
//    to completion; so does every graph node already released;
//  - task graph submissions still waiting on timepoints are cancelled:
//    their nodes are skipped and their timepoints fail with CANCELLED;
//  - then the workers are joined and all memory is returned.
// Must not be called from a worker of |pool|, nor concurrently with
// submissions from other threads. NULL is a no-op.
SR_API void sr_pool_destroy(sr_pool_t* pool);

// Thread-safe.
SR_API int32_t sr_pool_worker_count(const sr_pool_t* pool);

// Index of the calling thread among |pool|'s workers, or -1. A thread
// helping from outside (see sr_pool_wait) has index worker_count.
// Thread-safe.
SR_API int32_t sr_pool_current_worker(const sr_pool_t* pool);

// Queues |task|: on the calling worker's deque when called from a task of
// |pool|, else on the injection queue. Allocates nothing, takes no lock.
// Thread-safe.
SR_API void sr_pool_submit(sr_pool_t* pool, sr_task_t* task);

// Waits like sr_timepoint_wait, but runs |pool|'s work on the calling thread
// while the timepoint is pending and there is work to run: a host thread
// that submits a graph and waits for it then takes part in it (as TBB's
// task_group::wait does) instead of paying two thread wake-ups. From outside
// the pool the caller borrows the pool's single guest slot; if another
// thread holds it, or there is nothing to run for ~20 us, the caller sleeps
// as sr_timepoint_wait would. Work the caller pushed and did not finish
// stays on the guest deque, where workers steal it. Thread-safe.
SR_API SR_MUST_USE_RESULT sr_status_t sr_pool_wait(sr_pool_t* pool,
                                                   sr_timepoint_t* timepoint,
                                                   uint64_t timeout_ns);

//===----------------------------------------------------------------------===//
// Task groups: a countdown latch over tasks
//===----------------------------------------------------------------------===//

// Caller storage. Tasks whose |group| points here are counted in when
// submitted and out when done; sr_task_group_wait returns once the count is
// back to zero. Workers publish their count-outs in batches (when they
// switch groups or run dry), so a run of tasks of one group costs one shared
// write per batch rather than one per task.
struct sr_task_group_t {
  sr_pool_t* pool;
  _Atomic int64_t pending;
};

SR_API void sr_task_group_initialize(sr_pool_t* pool,
                                     sr_task_group_t* out_group);

// Blocks until every task counted into |group| has finished. On a worker of
// the group's pool it runs other tasks while it waits instead of sleeping;
// elsewhere it helps as sr_pool_wait does. Thread-safe. After it returns
// the group's storage may be reused.
SR_API void sr_task_group_wait(sr_task_group_t* group);

// True when nothing is pending. Thread-safe.
SR_API bool sr_task_group_is_idle(const sr_task_group_t* group);

//===----------------------------------------------------------------------===//
// parallel_for
//===----------------------------------------------------------------------===//

// One chunk [begin, end). A failure stops chunks that have not started; the
// first failure is returned by sr_pool_parallel_for.
typedef sr_status_t (*sr_parallel_for_fn_t)(void* user_data, size_t begin,
                                            size_t end);

// Calls |fn| once per chunk of [begin, end). Chunk k is
// [begin + k*grain, min(begin + (k+1)*grain, end)): the split depends only
// on the range and |grain| (0 means 1), never on the number of workers, so
// kernels that reduce per chunk give the same bits on any pool. Which worker
// runs which chunk varies. Blocks until all chunks are done. The caller
// runs chunks itself on a worker of |pool|, and on any other thread when the
// pool's host threads help (host_helps), with one helper fewer than the
// pool has workers: as many threads as workers run the loop. Allocates
// nothing. Thread-safe.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_pool_parallel_for(sr_pool_t* pool, size_t begin, size_t end, size_t grain,
                     sr_parallel_for_fn_t fn, void* user_data);

#endif  // STREAMREF_SCHED_POOL_H_
