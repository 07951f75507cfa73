// The worker loop: run, find work, spin, park.
//
//   for (;;) {
//     task = own deque (LIFO) | injection queue | steal (random victim)
//     if none: spin for spin_ns, polling the injection queue and victims
//     if none: park (see pool.c for the wake protocol)
//     run task and the continuations it returns
//   }
//
// Exit: once exit_requested is set, a worker leaves when a full search finds
// nothing and no graph is in flight. A worker that is still running keeps
// draining its own deque, so nothing submitted before destroy is lost.
#include <sched.h>

#include "sched/pool_impl.h"

static uint32_t sr_worker_random(sr_worker_t* worker) {
  // xorshift64: a few cycles, good enough to spread victims.
  uint64_t x = worker->rng_state;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  worker->rng_state = x;
  return (uint32_t)(x >> 32);
}

// Takes |count| off |group| and wakes its waiters if that ends it.
static void sr_worker_count_out(sr_worker_t* worker, sr_task_group_t* group,
                                int64_t count) {
  // acq_rel: release publishes the tasks' effects to whoever sees zero
  // (acquire load in sr_task_group_wait); acquire orders this after other
  // workers' count-outs so the zero we see is the group's true end.
  if (atomic_fetch_sub_explicit(&group->pending, count, memory_order_acq_rel) ==
      count) {
    // The group may be freed by its waiter from here on: touch only the
    // pool.
    sr_notification_notify(&worker->pool->groups_done, -1);
  }
}

void sr__worker_flush_done(sr_worker_t* worker) {
  if (worker->reserved_count) {
    int64_t count = worker->reserved_count;
    worker->reserved_count = 0;
    sr_worker_count_out(worker, worker->reserved_group, count);
  }
  if (worker->done_count) {
    int64_t count = worker->done_count;
    worker->done_count = 0;
    sr_worker_count_out(worker, worker->done_group, count);
  }
}

void sr__worker_run(sr_worker_t* worker, sr_task_t* task) {
  while (task) {
    // Read before running: |fn| may free or reuse its task.
    sr_task_group_t* group = task->group;
    if (group != worker->done_group) {
      sr__worker_flush_done(worker);
      worker->done_group = group;
    }
    sr_task_t* next = task->fn(task);
    if (group) {
      // |fn| may have run other groups' tasks (a helping wait), so the
      // batch may have moved on.
      if (group != worker->done_group) {
        sr__worker_flush_done(worker);
        worker->done_group = group;
      }
      worker->done_count++;
    }
    if (next && next->group) {
      // relaxed: as in sr_pool_submit.
      atomic_fetch_add_explicit(&next->group->pending, 1, memory_order_relaxed);
    }
    task = next;
  }
}

// Takes the whole injection list, keeps the oldest task and pushes the rest
// on the own deque (where idle workers can steal them).
static sr_task_t* sr_worker_take_injected(sr_worker_t* worker) {
  sr_pool_t* pool = worker->pool;
  // seq_cst: a cheap look first (a mov on x86), part of the parking re-check
  // Dekker pair with sr__pool_inject.
  if (!atomic_load_explicit(&pool->injection, memory_order_seq_cst)) {
    return NULL;
  }
  // acquire: pairs with the release part of the CAS in sr__pool_inject.
  sr_task_t* list =
      atomic_exchange_explicit(&pool->injection, NULL, memory_order_acquire);
  // The stack is newest first: reverse it so submissions start in order.
  sr_task_t* reversed = NULL;
  while (list) {
    sr_task_t* next = list->next;
    list->next = reversed;
    reversed = list;
    list = next;
  }
  if (!reversed) return NULL;
  sr_task_t* first = reversed;
  bool pushed = false;
  for (sr_task_t* task = first->next; task;) {
    sr_task_t* next = task->next;
    if (!sr_ws_deque_push_owner(&worker->deque, task)) {
      sr__worker_run(worker, task);
    } else {
      pushed = true;
    }
    task = next;
  }
  if (pushed) sr__pool_wake_one(pool);
  return first;
}

static sr_task_t* sr_worker_steal(sr_worker_t* worker) {
  sr_pool_t* pool = worker->pool;
  int32_t count = sr__pool_deque_count(pool);
  int32_t start = (int32_t)(sr_worker_random(worker) % (uint32_t)count);
  for (int32_t i = 0; i < count; ++i) {
    int32_t victim = start + i < count ? start + i : start + i - count;
    if (victim == worker->index) continue;
    // Half of the victim's work in one CAS: the first task runs now, the
    // rest goes on our deque (where others can steal it from us). A lost
    // race means the victim had work a moment ago: worth a few more tries.
    sr_task_t* batch[SR_WS_DEQUE_MAX_STEAL];
    for (int attempt = 0; attempt < 4; ++attempt) {
      int64_t count = 0;
      sr_ws_deque_steal_t result = sr_ws_deque_try_steal_batch(
          &pool->workers[victim].deque, batch, SR_WS_DEQUE_MAX_STEAL, &count);
      if (result == SR_WS_DEQUE_STOLEN) {
        // Stolen tasks were written on another core: start fetching all of
        // them now, so their cache misses overlap instead of queueing up
        // one per task as we run them.
        for (int64_t j = 0; j < count; ++j) __builtin_prefetch(batch[j]);
        // The oldest runs now; the rest go on our deque, newest first, where
        // others can steal them back (kept private, they would be stuck if
        // the OS descheduled us).
        for (int64_t j = count - 1; j > 0; --j) {
          sr__pool_push_local(worker, batch[j]);
        }
        return batch[0];
      }
      if (result == SR_WS_DEQUE_EMPTY) break;
      sr_cpu_relax();
    }
  }
  return NULL;
}

sr_task_t* sr__worker_find_work(sr_worker_t* worker) {
  if (worker->local_count) return worker->local[--worker->local_count];
  int64_t count = sr_ws_deque_pop_batch_owner(&worker->deque, worker->local,
                                              SR_WORKER_LOCAL_BATCH);
  if (count) {
    worker->local_count = (int32_t)count - 1;
    return worker->local[count - 1];  // newest first, as a pop would
  }
  sr_task_t* task = sr_worker_take_injected(worker);
  if (!task) task = sr_worker_steal(worker);
  // Ran dry: publish count-outs so a waiter is not held back by us. A
  // worker that keeps finding work keeps batching (sr__worker_run still
  // publishes when the group changes), which is what keeps a thief of a
  // stream of one group's tasks off the group's cache line.
  if (!task) sr__worker_flush_done(worker);
  return task;
}

static bool sr_worker_should_exit(sr_pool_t* pool) {
  // seq_cst: pairs with the seq_cst store in sr_pool_destroy and the
  // seq_cst decrement in sr__pool_graph_finished.
  return atomic_load_explicit(&pool->exit_requested, memory_order_seq_cst) &&
         atomic_load_explicit(&pool->graphs_in_flight, memory_order_seq_cst) ==
             0;
}

// Polls for work for up to spin_ns. Returns a task or NULL.
static sr_task_t* sr_worker_spin(sr_worker_t* worker) {
  sr_pool_t* pool = worker->pool;
  if (pool->spin_ns == 0) return NULL;
  uint64_t deadline = 0;
  for (uint32_t round = 0;; ++round) {
    for (int i = 0; i < 16; ++i) sr_cpu_relax();
    sr_task_t* task = sr_worker_take_injected(worker);
    if (!task) task = sr_worker_steal(worker);
    if (task) return task;
    // Reading the clock every round would cost more than the polling.
    if ((round & 15) == 0) {
      uint64_t now = sr_monotonic_ns();
      if (!deadline) deadline = now + pool->spin_ns;
      if (now >= deadline) return NULL;
      // relaxed: an early exit only; the parking re-check is authoritative.
      if (atomic_load_explicit(&pool->exit_requested, memory_order_relaxed)) {
        return NULL;
      }
    }
  }
}

static bool sr_worker_any_deque_nonempty(sr_pool_t* pool) {
  for (int32_t i = 0; i < sr__pool_deque_count(pool); ++i) {
    if (!sr_ws_deque_looks_empty(&pool->workers[i].deque)) return true;
  }
  return false;
}

// Parks until woken. Returns true when the worker should exit.
static bool sr_worker_park(sr_worker_t* worker) {
  sr_pool_t* pool = worker->pool;
  uint32_t token = sr_notification_prepare_wait(&pool->idle);
  // seq_cst: we are about to re-check every queue, so any wake issued
  // before this point has done its job; clearing lets later submitters wake
  // us. Pairs with the seq_cst exchange in sr__pool_wake_one.
  atomic_store_explicit(&pool->wake_pending, 0, memory_order_seq_cst);
  if (atomic_load_explicit(&pool->injection, memory_order_seq_cst) ||
      sr_worker_any_deque_nonempty(pool)) {
    sr_notification_cancel_wait(&pool->idle);
    return false;
  }
  if (sr_worker_should_exit(pool)) {
    sr_notification_cancel_wait(&pool->idle);
    return true;
  }
  sr_notification_commit_wait(&pool->idle, token, SR_DEADLINE_INFINITE);
  // We took the wake (if it was for us): let the next submitter wake
  // another worker. seq_cst: as above; our search follows.
  atomic_store_explicit(&pool->wake_pending, 0, memory_order_seq_cst);
  return false;
}

void* sr__worker_main(void* arg) {
  sr_worker_t* worker = (sr_worker_t*)arg;
  sr__worker_tls = worker;
  bool just_woke = false;
  for (;;) {
    sr_task_t* task = sr__worker_find_work(worker);
    if (!task && !just_woke) task = sr_worker_spin(worker);
    if (!task) {
      if (sr_worker_park(worker)) break;
      just_woke = true;
      continue;
    }
    if (just_woke) {
      // Found work after a wake: there may be more than we can take, so
      // pass the wake along (free when nobody else is parked).
      sr__pool_wake_one(worker->pool);
      just_woke = false;
    }
    sr__worker_run(worker, task);
  }
  sr__worker_flush_done(worker);
  sr__worker_tls = NULL;
  return NULL;
}
