// Pool lifetime, submission and waking. The worker loop is in worker.c.
//
// Waking protocol (the only cross-thread signalling in the pool):
//   submitter: make work visible (seq_cst), then sr__pool_wake_one: if
//              `idle.waiters` > 0 and no wake is pending, set wake_pending
//              and notify one.
//   parker:    prepare_wait on `idle` (waiters++, seq_cst), clear
//              wake_pending, re-check every queue (seq_cst loads), then
//              sleep.
// The seq_cst accesses make this a Dekker pair: a submission is either seen
// by the parker's re-check or the submitter sees the parker and wakes it.
// wake_pending only suppresses a wake when an earlier one has not yet been
// taken by a worker that will then look at the queues (see worker.c).
//
// Submissions from a worker to its own deque use the same wake but without
// the seq_cst ordering on the push: a missed wake there can only cost
// parallelism, never progress, because the pushing worker itself will pop
// the task.
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sched/pool_impl.h"
#include "sched/timepoint_impl.h"
#include "streamref/sched_timepoint.h"

_Thread_local sr_worker_t* sr__worker_tls = NULL;

void sr_pool_options_initialize(sr_pool_options_t* out_options) {
  memset(out_options, 0, sizeof(*out_options));
  out_options->worker_count = 0;
  // Long enough to bridge the gap between back-to-back submissions from a
  // host thread (a wait plus a submit is a few microseconds), short enough
  // that a pool that has gone quiet parks within a scheduler tick.
  out_options->spin_ns = 50 * 1000;
  out_options->initial_deque_capacity = 1024;
  out_options->host_helps = true;
}

int32_t sr_pool_default_worker_count(void) {
  const char* text = getenv("SR_THREADS");
  if (text && *text) {
    char* end = NULL;
    long value = strtol(text, &end, 10);
    if (end && *end == 0 && value > 0 && value <= 4096) return (int32_t)value;
  }
  long online = sysconf(_SC_NPROCESSORS_ONLN);
  return online > 0 ? (int32_t)online : 1;
}

int32_t sr_pool_worker_count(const sr_pool_t* pool) {
  return pool->worker_count;
}

int32_t sr_pool_current_worker(const sr_pool_t* pool) {
  sr_worker_t* worker = sr__worker_current(pool);
  return worker ? worker->index : -1;
}

static sr_status_t sr_pool_start_workers(sr_pool_t* pool,
                                         const sr_pool_options_t* options) {
  for (int32_t i = 0; i < sr__pool_deque_count(pool); ++i) {
    sr_worker_t* worker = &pool->workers[i];
    worker->pool = pool;
    worker->index = i;
    // Any odd non-zero seed works for xorshift; distinct per worker so that
    // idle workers do not all pick the same victim.
    worker->rng_state = 0x9E3779B97F4A7C15ull * (uint64_t)(i + 1) | 1;
    SR_RETURN_IF_ERROR(sr_ws_deque_initialize(
        pool->allocator, options->initial_deque_capacity, &worker->deque));
  }
  for (int32_t i = 0; i < pool->worker_count; ++i) {
    sr_worker_t* worker = &pool->workers[i];
    int rc = pthread_create(&worker->thread, NULL, sr__worker_main, worker);
    if (rc != 0) {
      return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                            "cannot start pool worker %d of %d: %s", i,
                            pool->worker_count, strerror(rc));
    }
    worker->thread_started = true;
  }
  return sr_ok_status();
}

sr_status_t sr_pool_create(const sr_pool_options_t* options,
                           sr_allocator_t allocator, sr_pool_t** out_pool) {
  *out_pool = NULL;
  sr_pool_options_t defaults;
  if (!options) {
    sr_pool_options_initialize(&defaults);
    options = &defaults;
  }
  int32_t worker_count = options->worker_count > 0
                             ? options->worker_count
                             : sr_pool_default_worker_count();
  sr_pool_t* pool = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
      allocator, sizeof(*pool), SR_CACHE_LINE_SIZE, (void**)&pool));
  memset(pool, 0, sizeof(*pool));
  pool->allocator = allocator;
  pool->worker_count = worker_count;
  pool->spin_ns = options->spin_ns;
  pool->host_helps = options->host_helps;
  atomic_init(&pool->injection, NULL);
  sr_notification_initialize(&pool->idle);
  atomic_init(&pool->wake_pending, 0);
  atomic_init(&pool->exit_requested, false);
  sr_notification_initialize(&pool->groups_done);
  atomic_init(&pool->graphs_in_flight, 0);
  pthread_mutex_init(&pool->waiting_mutex, NULL);
  pool->waiting_head.prev = pool->waiting_head.next = &pool->waiting_head;
  atomic_init(&pool->guest_taken, 0);
  size_t workers_size = sizeof(sr_worker_t) * (size_t)(worker_count + 1);
  sr_status_t status = sr_allocator_malloc_aligned(
      allocator, workers_size, SR_CACHE_LINE_SIZE, (void**)&pool->workers);
  if (!status) {
    memset(pool->workers, 0, workers_size);
    pool->guest = &pool->workers[worker_count];
    status = sr_pool_start_workers(pool, options);
  }
  if (status) {
    sr_pool_destroy(pool);
    return status;
  }
  *out_pool = pool;
  return sr_ok_status();
}

// Cancels every graph submission still waiting on timepoints. The link is
// unregistered and retained under the lock and cancelled outside it, because
// cancelling takes the graph's and the timepoints' locks.
static void sr_pool_cancel_waiting(sr_pool_t* pool) {
  for (;;) {
    pthread_mutex_lock(&pool->waiting_mutex);
    sr__pool_waiting_link_t* link = pool->waiting_head.next;
    if (link == &pool->waiting_head) {
      pthread_mutex_unlock(&pool->waiting_mutex);
      return;
    }
    link->prev->next = link->next;
    link->next->prev = link->prev;
    link->registered = false;
    link->retain(link);
    pthread_mutex_unlock(&pool->waiting_mutex);
    link->cancel(link);
    link->release(link);
  }
}

void sr_pool_destroy(sr_pool_t* pool) {
  if (!pool) return;
  // Phase 1: cancel what could otherwise keep the pool alive forever.
  sr_pool_cancel_waiting(pool);
  // Phase 2: ask the workers to exit once everything has drained; they
  // re-check after every wake. seq_cst: pairs with the seq_cst load in the
  // parking re-check (worker.c) and in sr__pool_graph_finished.
  atomic_store_explicit(&pool->exit_requested, true, memory_order_seq_cst);
  sr_notification_notify(&pool->idle, -1);
  // Phase 3: join, then free.
  if (pool->workers) {
    for (int32_t i = 0; i < pool->worker_count; ++i) {
      if (pool->workers[i].thread_started) {
        pthread_join(pool->workers[i].thread, NULL);
      }
    }
    for (int32_t i = 0; i < sr__pool_deque_count(pool); ++i) {
      if (atomic_load_explicit(&pool->workers[i].deque.array,
                               memory_order_relaxed)) {
        sr_ws_deque_deinitialize(&pool->workers[i].deque);
      }
    }
    sr_allocator_free(pool->allocator, pool->workers);
  }
  pthread_mutex_destroy(&pool->waiting_mutex);
  sr_notification_deinitialize(&pool->groups_done);
  sr_notification_deinitialize(&pool->idle);
  sr_allocator_free(pool->allocator, pool);
}

void sr__pool_wake_one(sr_pool_t* pool) {
  // seq_cst: pairs with the seq_cst increment in prepare_wait (Dekker; see
  // the file comment). A plain mov on x86.
  if (atomic_load_explicit(&pool->idle.waiters, memory_order_seq_cst) == 0) {
    return;
  }
  // seq_cst: pairs with the parker's seq_cst clear of wake_pending, which
  // it does before its re-check.
  if (atomic_exchange_explicit(&pool->wake_pending, 1, memory_order_seq_cst)) {
    return;
  }
  sr_notification_notify(&pool->idle, 1);
}

void sr__pool_push_local(sr_worker_t* worker, sr_task_t* task) {
  if (!sr_ws_deque_push_owner(&worker->deque, task)) {
    // Out of memory growing the deque: run the task here instead. Slower,
    // never wrong.
    sr__worker_run(worker, task);
    return;
  }
  sr__pool_wake_one(worker->pool);
}

void sr__pool_inject(sr_pool_t* pool, sr_task_t* task) {
  // relaxed: the CAS below re-reads on failure.
  sr_task_t* head =
      atomic_load_explicit(&pool->injection, memory_order_relaxed);
  do {
    task->next = head;
    // seq_cst: release pairs with the acquire exchange in the worker that
    // takes the list (task contents visible); seq_cst for the Dekker pair
    // with parking workers.
  } while (!atomic_compare_exchange_weak_explicit(&pool->injection, &head, task,
                                                  memory_order_seq_cst,
                                                  memory_order_relaxed));
  sr__pool_wake_one(pool);
}

// Counts |task| into its group: from a worker's reservation when it has
// one for that group, else with one shared add (taking a new reservation
// on a worker).
static void sr_pool_count_in(sr_worker_t* worker, sr_task_group_t* group) {
  if (worker) {
    if (worker->reserved_group == group && worker->reserved_count > 0) {
      worker->reserved_count--;
      return;
    }
    sr__worker_flush_done(worker);
    worker->reserved_group = group;
    worker->reserved_count = SR_GROUP_RESERVE;
  }
  // relaxed: the count-out happens after the task runs, which the queue's
  // release/acquire already orders after this.
  atomic_fetch_add_explicit(&group->pending, worker ? 1 + SR_GROUP_RESERVE : 1,
                            memory_order_relaxed);
}

void sr_pool_submit(sr_pool_t* pool, sr_task_t* task) {
  sr_worker_t* worker = sr__worker_current(pool);
  if (task->group) sr_pool_count_in(worker, task->group);
  if (worker) {
    sr__pool_push_local(worker, task);
  } else {
    sr__pool_inject(pool, task);
  }
}

//===----------------------------------------------------------------------===//
// Graph bookkeeping
//===----------------------------------------------------------------------===//

void sr__pool_graph_started(sr_pool_t* pool) {
  // relaxed: the submission that follows publishes the graph; workers only
  // need to see a non-zero count before they could see this graph finish.
  atomic_fetch_add_explicit(&pool->graphs_in_flight, 1, memory_order_relaxed);
}

void sr__pool_graph_finished(sr_pool_t* pool) {
  // seq_cst: pairs with the parking worker's seq_cst loads of
  // exit_requested and graphs_in_flight: either it sees zero graphs or we
  // see it may be waiting for exactly this and wake everyone.
  if (atomic_fetch_sub_explicit(&pool->graphs_in_flight, 1,
                                memory_order_seq_cst) == 1 &&
      atomic_load_explicit(&pool->exit_requested, memory_order_seq_cst)) {
    sr_notification_notify(&pool->idle, -1);
  }
}

void sr__pool_register_waiting(sr_pool_t* pool, sr__pool_waiting_link_t* link) {
  pthread_mutex_lock(&pool->waiting_mutex);
  link->prev = pool->waiting_head.prev;
  link->next = &pool->waiting_head;
  link->prev->next = link;
  pool->waiting_head.prev = link;
  link->registered = true;
  pthread_mutex_unlock(&pool->waiting_mutex);
}

void sr__pool_unregister_waiting(sr_pool_t* pool,
                                 sr__pool_waiting_link_t* link) {
  pthread_mutex_lock(&pool->waiting_mutex);
  if (link->registered) {
    link->prev->next = link->next;
    link->next->prev = link->prev;
    link->registered = false;
  }
  pthread_mutex_unlock(&pool->waiting_mutex);
}

//===----------------------------------------------------------------------===//
// Helping
//===----------------------------------------------------------------------===//

// How long a helper keeps looking when there is nothing to run before it
// hands back to the caller (who then sleeps).
enum { SR_POOL_HELP_IDLE_NS = 20 * 1000 };

bool sr__pool_help(sr_pool_t* pool, bool (*done)(void* arg), void* arg,
                   uint64_t deadline_ns) {
  sr_worker_t* self = sr__worker_current(pool);
  bool borrowed = false;
  if (!self) {
    // A worker of another pool keeps its own identity; and one guest at a
    // time. acquire: pairs with the release below, handing the guest
    // deque's owner-only state from the previous guest to us.
    if (!pool->host_helps || sr__worker_tls ||
        atomic_exchange_explicit(&pool->guest_taken, 1, memory_order_acquire)) {
      return done(arg);
    }
    self = pool->guest;
    sr__worker_tls = self;
    borrowed = true;
  }
  bool result = false;
  uint64_t idle_since = 0;
  for (;;) {
    if (done(arg)) {
      result = true;
      break;
    }
    sr_task_t* task = sr__worker_find_work(self);
    if (task) {
      // Count-outs stay batched while we find work, as on a worker: the
      // check above only reads the group's line.
      sr__worker_run(self, task);
      idle_since = 0;
      continue;
    }
    // find_work published our count-outs when it came back empty, so a
    // group we were finishing ourselves is seen done on the next check.
    uint64_t now = sr_monotonic_ns();
    if (!idle_since) idle_since = now;
    if (now >= deadline_ns || now - idle_since >= SR_POOL_HELP_IDLE_NS) break;
    sr_cpu_relax();
  }
  sr__worker_flush_done(self);
  if (borrowed) {
    // Batch-popped tasks we did not get to go back on the guest deque, where
    // workers can steal them (the pushes wake one if needed).
    for (int32_t i = 0; i < self->local_count; ++i) {
      sr__pool_push_local(self, self->local[i]);
    }
    self->local_count = 0;
    // The guest deque is empty here unless we broke out on `done` with work
    // left in it; that work stays stealable (the pushes woke workers).
    sr__worker_tls = NULL;
    atomic_store_explicit(&pool->guest_taken, 0, memory_order_release);
  }
  return result;
}

static bool sr_pool_timepoint_done(void* arg) {
  return sr_timepoint_query((sr_timepoint_t*)arg) != SR_TIMEPOINT_PENDING;
}

sr_status_t sr_pool_wait(sr_pool_t* pool, sr_timepoint_t* timepoint,
                         uint64_t timeout_ns) {
  const sr_timepoint_observer_t* observer = NULL;
  if (sr_timepoint_query(timepoint) == SR_TIMEPOINT_PENDING) {
    observer = sr__timepoint_wait_begin(timepoint);
    uint64_t deadline = sr_deadline_after_ns(timeout_ns);
    if (!sr__pool_help(pool, sr_pool_timepoint_done, timepoint, deadline)) {
      uint64_t now = sr_monotonic_ns();
      timeout_ns = deadline == SR_DEADLINE_INFINITE ? SR_TIMEOUT_INFINITE
                   : deadline > now                 ? deadline - now
                                                    : 0;
    }
  }
  sr_status_t status = sr__timepoint_wait_blocking(timepoint, timeout_ns);
  if (observer) sr__timepoint_wait_end(timepoint, observer, status);
  return status;
}
