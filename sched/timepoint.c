// Timepoints: state, references, blocking waits and internal waiters.
//
// State machine: PENDING -> REACHED | FAILED, once, under `mutex`. The mutex
// guards only the waiter list and the transition; queries and waits read the
// state with an acquire load and take no lock. Completion detaches the
// waiter list under the lock, then wakes blocked threads and runs the
// waiters outside it, so a waiter may itself complete other timepoints.
//
// Lock order: a timepoint's mutex is a leaf; waiters run after it is
// released.
//
// Rejected: a lock-free waiter stack (Treiber push with a "closed" marker).
// It makes add and complete lock-free but unlinking a single waiter, which
// cancellation needs, then requires hazard handling; one uncontended mutex
// per timepoint costs ~20 ns per completion, off the per-task hot path.
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>

#include "sched/notification.h"
#include "sched/spin.h"
#include "sched/timepoint_impl.h"

struct sr_timepoint_t {
  _Atomic int32_t ref_count;
  // sr_timepoint_state_t. Stored with release after `failure` is set;
  // loaded with acquire before `failure` is read.
  _Atomic uint32_t state;
  sr_status_t failure;
  bool is_static;
  pthread_mutex_t mutex;
  sr_timepoint_waiter_t* waiters;  // guarded by mutex; newest first
  sr_notification_t notification;  // blocked sr_timepoint_wait callers
  sr_allocator_t allocator;
  // Tracing (sr_timepoint_observe): set once, under mutex; |observer| is
  // stored last with release so a waiter that loads it sees the rest.
  const sr_timepoint_observer_t* _Atomic observer;
  void* observer_data;
  uint64_t observer_id;
};

// Ids of observed timepoints, process-wide.
static _Atomic uint64_t sr_timepoint_next_observer_id = 1;

static sr_timepoint_t sr_timepoint_immediate_storage = {
    .ref_count = 1,
    .state = SR_TIMEPOINT_REACHED,
    .failure = NULL,
    .is_static = true,
    .mutex = PTHREAD_MUTEX_INITIALIZER,
};

sr_timepoint_t* sr_timepoint_immediate(void) {
  return &sr_timepoint_immediate_storage;
}

sr_status_t sr_timepoint_create(sr_allocator_t allocator,
                                sr_timepoint_t** out) {
  *out = NULL;
  sr_timepoint_t* timepoint = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_malloc(allocator, sizeof(*timepoint), (void**)&timepoint));
  atomic_init(&timepoint->ref_count, 1);
  atomic_init(&timepoint->state, SR_TIMEPOINT_PENDING);
  timepoint->failure = NULL;
  timepoint->is_static = false;
  pthread_mutex_init(&timepoint->mutex, NULL);
  timepoint->waiters = NULL;
  sr_notification_initialize(&timepoint->notification);
  timepoint->allocator = allocator;
  atomic_init(&timepoint->observer, NULL);
  timepoint->observer_data = NULL;
  timepoint->observer_id = 0;
  *out = timepoint;
  return sr_ok_status();
}

void sr_timepoint_retain(sr_timepoint_t* timepoint) {
  if (!timepoint || timepoint->is_static) return;
  // relaxed: a new reference is made from an existing one, which already
  // orders everything (the usual refcount argument).
  atomic_fetch_add_explicit(&timepoint->ref_count, 1, memory_order_relaxed);
}

// Runs a detached waiter list oldest first.
static void sr_timepoint_run_waiters(sr_timepoint_waiter_t* list,
                                     sr_status_t status) {
  sr_timepoint_waiter_t* reversed = NULL;
  while (list) {
    sr_timepoint_waiter_t* next = list->next;
    list->next = reversed;
    reversed = list;
    list = next;
  }
  while (reversed) {
    sr_timepoint_waiter_t* next = reversed->next;
    reversed->fn(reversed, status);
    reversed = next;
  }
}

static void sr_timepoint_destroy(sr_timepoint_t* timepoint) {
  // No lock: we held the last reference, so nobody else can touch it.
  if (timepoint->waiters) {
    // Abandoned while pending: nobody can complete it any more.
    sr_status_t abandoned = SR_MAKE_STATUS(
        SR_STATUS_ABORTED, "timepoint released while still pending");
    sr_timepoint_waiter_t* waiters = timepoint->waiters;
    timepoint->waiters = NULL;
    sr_timepoint_run_waiters(waiters, abandoned);
    sr_status_free(abandoned);
  }
  sr_status_free(timepoint->failure);
  const sr_timepoint_observer_t* observer =
      atomic_load_explicit(&timepoint->observer, memory_order_relaxed);
  if (observer) {
    observer->release(timepoint->observer_data, timepoint->observer_id);
  }
  sr_notification_deinitialize(&timepoint->notification);
  pthread_mutex_destroy(&timepoint->mutex);
  sr_allocator_free(timepoint->allocator, timepoint);
}

void sr_timepoint_release(sr_timepoint_t* timepoint) {
  if (!timepoint || timepoint->is_static) return;
  // acq_rel: release publishes our uses of the timepoint; the acquire on the
  // last drop orders them all before the destroy.
  if (atomic_fetch_sub_explicit(&timepoint->ref_count, 1,
                                memory_order_acq_rel) == 1) {
    sr_timepoint_destroy(timepoint);
  }
}

static sr_status_t sr_timepoint_complete(sr_timepoint_t* timepoint,
                                         sr_status_t failure) {
  if (timepoint->is_static) {
    sr_status_free(failure);
    return SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                          "the immediate timepoint cannot be completed");
  }
  pthread_mutex_lock(&timepoint->mutex);
  if (atomic_load_explicit(&timepoint->state, memory_order_relaxed) !=
      SR_TIMEPOINT_PENDING) {
    pthread_mutex_unlock(&timepoint->mutex);
    sr_status_free(failure);
    return SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                          "timepoint already completed");
  }
  timepoint->failure = failure;
  // Told before the state changes, so whatever the completion releases
  // (a waiter, a graph) comes after the observer's record of it.
  const sr_timepoint_observer_t* observer =
      atomic_load_explicit(&timepoint->observer, memory_order_relaxed);
  if (observer && observer->completed) {
    observer->completed(timepoint->observer_data, timepoint->observer_id,
                        failure);
  }
  // release: pairs with the acquire loads in query, failure and wait: they
  // see `failure` and everything the completer did before completing.
  atomic_store_explicit(&timepoint->state,
                        failure ? SR_TIMEPOINT_FAILED : SR_TIMEPOINT_REACHED,
                        memory_order_release);
  sr_timepoint_waiter_t* waiters = timepoint->waiters;
  timepoint->waiters = NULL;
  pthread_mutex_unlock(&timepoint->mutex);
  sr_notification_notify(&timepoint->notification, -1);
  sr_timepoint_run_waiters(waiters, failure);
  return sr_ok_status();
}

sr_status_t sr_timepoint_signal(sr_timepoint_t* timepoint) {
  return sr_timepoint_complete(timepoint, NULL);
}

sr_status_t sr_timepoint_fail(sr_timepoint_t* timepoint, sr_status_t status) {
  if (!status) {
    status =
        SR_MAKE_STATUS(SR_STATUS_UNKNOWN, "timepoint failed with an OK status");
  }
  return sr_timepoint_complete(timepoint, status);
}

sr_timepoint_state_t sr_timepoint_query(const sr_timepoint_t* timepoint) {
  // acquire: pairs with the release store in complete.
  return (sr_timepoint_state_t)atomic_load_explicit(
      &((sr_timepoint_t*)timepoint)->state, memory_order_acquire);
}

sr_status_t sr_timepoint_failure(const sr_timepoint_t* timepoint) {
  if (sr_timepoint_query(timepoint) != SR_TIMEPOINT_FAILED) return NULL;
  return timepoint->failure;
}

bool sr__timepoint_add_waiter(sr_timepoint_t* timepoint,
                              sr_timepoint_waiter_t* waiter) {
  if (timepoint->is_static) return false;
  pthread_mutex_lock(&timepoint->mutex);
  bool pending =
      atomic_load_explicit(&timepoint->state, memory_order_relaxed) ==
      SR_TIMEPOINT_PENDING;
  if (pending) {
    waiter->next = timepoint->waiters;
    timepoint->waiters = waiter;
  }
  pthread_mutex_unlock(&timepoint->mutex);
  return pending;
}

bool sr__timepoint_remove_waiter(sr_timepoint_t* timepoint,
                                 sr_timepoint_waiter_t* waiter) {
  if (timepoint->is_static) return false;
  bool removed = false;
  pthread_mutex_lock(&timepoint->mutex);
  for (sr_timepoint_waiter_t** link = &timepoint->waiters; *link;
       link = &(*link)->next) {
    if (*link == waiter) {
      *link = waiter->next;
      removed = true;
      break;
    }
  }
  pthread_mutex_unlock(&timepoint->mutex);
  return removed;
}

//===----------------------------------------------------------------------===//
// Blocking wait
//===----------------------------------------------------------------------===//

// How a waiter waits before it sleeps: a pause-spin of up to
// SR_TIMEPOINT_SPIN_NS (when this thread may use more than one CPU), then
// the futex. A completion inside the window costs no syscall on the
// completer's side and no wake-up on ours; on virtual machines a futex
// wake-up of an idle vCPU costs tens of microseconds, which would dominate
// short graphs. No sched_yield: on a machine shared with other processes a
// yield gives the core away for a whole time slice (3.5-4 ms per yield
// measured on a 2-vCPU VM at load 16, against a completion 0.2 ms away),
// and a host that waits on pool work helps run it instead (sr_pool_wait).
enum {
  SR_TIMEPOINT_SPIN_NS = 30 * 1000,
};

static sr_status_t sr_timepoint_result(const sr_timepoint_t* timepoint) {
  if (sr_timepoint_query(timepoint) == SR_TIMEPOINT_FAILED) {
    return sr_status_clone(timepoint->failure);
  }
  return sr_ok_status();
}

// Spinning only helps when the completer can run at the same time as us,
// that is when this thread may use more than one CPU. Cached per thread
// because sched_getaffinity is a syscall; a thread whose affinity changes
// afterwards keeps its first answer, which at worst costs a spin or a futex.
static _Thread_local int sr_timepoint_thread_cpus = 0;

static bool sr_timepoint_spinning_helps(void) {
  if (sr_timepoint_thread_cpus == 0) {
    cpu_set_t set;
    sr_timepoint_thread_cpus =
        sched_getaffinity(0, sizeof(set), &set) == 0 ? CPU_COUNT(&set) : 2;
  }
  return sr_timepoint_thread_cpus > 1;
}

// Spins; returns true once the timepoint is not pending.
static bool sr_timepoint_spin(sr_timepoint_t* timepoint, uint64_t deadline) {
  if (!sr_timepoint_spinning_helps()) return false;
  uint64_t spin_end = sr_monotonic_ns() + SR_TIMEPOINT_SPIN_NS;
  if (spin_end > deadline) spin_end = deadline;
  for (uint32_t i = 1;; ++i) {
    if (sr_timepoint_query(timepoint) != SR_TIMEPOINT_PENDING) return true;
    sr_cpu_relax();
    if ((i & 63) == 0 && sr_monotonic_ns() >= spin_end) return false;
  }
}

sr_status_t sr__timepoint_wait_blocking(sr_timepoint_t* timepoint,
                                        uint64_t timeout_ns) {
  if (sr_timepoint_query(timepoint) != SR_TIMEPOINT_PENDING) {
    return sr_timepoint_result(timepoint);
  }
  uint64_t deadline = sr_deadline_after_ns(timeout_ns);
  if (timeout_ns > 0 && sr_timepoint_spin(timepoint, deadline)) {
    return sr_timepoint_result(timepoint);
  }
  for (;;) {
    uint32_t token = sr_notification_prepare_wait(&timepoint->notification);
    if (sr_timepoint_query(timepoint) != SR_TIMEPOINT_PENDING) {
      sr_notification_cancel_wait(&timepoint->notification);
      break;
    }
    if (!sr_notification_commit_wait(&timepoint->notification, token,
                                     deadline) &&
        sr_timepoint_query(timepoint) == SR_TIMEPOINT_PENDING) {
      return SR_MAKE_STATUS(SR_STATUS_DEADLINE_EXCEEDED,
                            "timepoint not reached within %llu ns",
                            (unsigned long long)timeout_ns);
    }
  }
  return sr_timepoint_result(timepoint);
}

sr_status_t sr_timepoint_wait(sr_timepoint_t* timepoint, uint64_t timeout_ns) {
  if (sr_timepoint_query(timepoint) != SR_TIMEPOINT_PENDING) {
    return sr_timepoint_result(timepoint);
  }
  const sr_timepoint_observer_t* observer = sr__timepoint_wait_begin(timepoint);
  sr_status_t status = sr__timepoint_wait_blocking(timepoint, timeout_ns);
  if (observer) sr__timepoint_wait_end(timepoint, observer, status);
  return status;
}

//===----------------------------------------------------------------------===//
// Observers
//===----------------------------------------------------------------------===//

uint64_t sr_timepoint_observe(sr_timepoint_t* timepoint,
                              const sr_timepoint_observer_t* observer,
                              void* user_data) {
  if (!timepoint || timepoint->is_static || !observer) return 0;
  pthread_mutex_lock(&timepoint->mutex);
  if (!atomic_load_explicit(&timepoint->observer, memory_order_relaxed)) {
    observer->retain(user_data);
    timepoint->observer_data = user_data;
    // relaxed: ids only need to be unique.
    timepoint->observer_id = atomic_fetch_add_explicit(
        &sr_timepoint_next_observer_id, 1, memory_order_relaxed);
    // release: pairs with the acquire in sr__timepoint_wait_begin.
    atomic_store_explicit(&timepoint->observer, observer, memory_order_release);
  }
  uint64_t id = timepoint->observer_id;
  pthread_mutex_unlock(&timepoint->mutex);
  return id;
}

uint64_t sr_timepoint_observed_id(const sr_timepoint_t* timepoint) {
  if (!timepoint || timepoint->is_static) return 0;
  sr_timepoint_t* t = (sr_timepoint_t*)timepoint;
  // acquire: pairs with the release in sr_timepoint_observe.
  if (!atomic_load_explicit(&t->observer, memory_order_acquire)) return 0;
  return t->observer_id;
}

const sr_timepoint_observer_t* sr__timepoint_wait_begin(
    sr_timepoint_t* timepoint) {
  if (timepoint->is_static) return NULL;
  // acquire: pairs with the release in sr_timepoint_observe.
  const sr_timepoint_observer_t* observer =
      atomic_load_explicit(&timepoint->observer, memory_order_acquire);
  if (!observer || !observer->wait_begin) return NULL;
  observer->wait_begin(timepoint->observer_data, timepoint->observer_id);
  return observer;
}

void sr__timepoint_wait_end(sr_timepoint_t* timepoint,
                            const sr_timepoint_observer_t* observer,
                            sr_status_t status) {
  if (observer->wait_end) {
    observer->wait_end(timepoint->observer_data, timepoint->observer_id,
                       status);
  }
}

// A join of observed timepoints is observed by the first one's observer.
static void sr_timepoint_join_observe(sr_timepoint_t* result,
                                      sr_timepoint_t* const* timepoints,
                                      size_t count) {
  for (size_t i = 0; i < count; ++i) {
    sr_timepoint_t* t = timepoints[i];
    if (t->is_static) continue;
    const sr_timepoint_observer_t* observer =
        atomic_load_explicit(&t->observer, memory_order_acquire);
    if (!observer) continue;
    sr_timepoint_observe(result, observer, t->observer_data);
    return;
  }
}

//===----------------------------------------------------------------------===//
// Join
//===----------------------------------------------------------------------===//

typedef struct sr_timepoint_join_t sr_timepoint_join_t;

typedef struct sr_timepoint_join_entry_t {
  sr_timepoint_waiter_t waiter;
  sr_timepoint_join_t* join;
} sr_timepoint_join_entry_t;

struct sr_timepoint_join_t {
  sr_timepoint_t* result;  // one reference, dropped when the join ends
  // Inputs not yet completed, plus one for the builder.
  _Atomic int64_t remaining;
  _Atomic bool failed;
  sr_allocator_t allocator;
  sr_timepoint_join_entry_t entries[];
};

// One input completed (or the builder finished): fail fast on the first
// failure, and finish when nothing remains. Runs on any thread.
static void sr_timepoint_join_step(sr_timepoint_join_t* join,
                                   sr_status_t status) {
  // acq_rel: only the first failure is forwarded.
  if (status &&
      !atomic_exchange_explicit(&join->failed, true, memory_order_acq_rel)) {
    sr_status_ignore(sr_timepoint_fail(join->result, sr_status_clone(status)));
  }
  // acq_rel: the last step sees every other step's effects.
  if (atomic_fetch_sub_explicit(&join->remaining, 1, memory_order_acq_rel) !=
      1) {
    return;
  }
  if (!atomic_load_explicit(&join->failed, memory_order_acquire)) {
    sr_status_ignore(sr_timepoint_signal(join->result));
  }
  sr_timepoint_release(join->result);
  sr_allocator_free(join->allocator, join);
}

static void sr_timepoint_join_fired(sr_timepoint_waiter_t* waiter,
                                    sr_status_t status) {
  sr_timepoint_join_entry_t* entry = (sr_timepoint_join_entry_t*)waiter;
  sr_timepoint_join_step(entry->join, status);
}

sr_status_t sr_timepoint_join(sr_timepoint_t* const* timepoints, size_t count,
                              sr_allocator_t allocator, sr_timepoint_t** out) {
  *out = NULL;
  size_t unreached = 0;
  for (size_t i = 0; i < count; ++i) {
    if (sr_timepoint_query(timepoints[i]) != SR_TIMEPOINT_REACHED) ++unreached;
  }
  if (unreached == 0) {
    *out = sr_timepoint_immediate();
    return sr_ok_status();
  }
  if (count == 1) {
    sr_timepoint_retain(timepoints[0]);
    *out = timepoints[0];
    return sr_ok_status();
  }
  sr_timepoint_t* result = NULL;
  SR_RETURN_IF_ERROR(sr_timepoint_create(allocator, &result));
  sr_timepoint_join_observe(result, timepoints, count);
  sr_timepoint_join_t* join = NULL;
  sr_status_t status = sr_allocator_malloc(
      allocator, sizeof(*join) + count * sizeof(join->entries[0]),
      (void**)&join);
  if (status) {
    sr_timepoint_release(result);
    return status;
  }
  sr_timepoint_retain(result);
  join->result = result;
  atomic_init(&join->remaining, (int64_t)count + 1);
  atomic_init(&join->failed, false);
  join->allocator = allocator;
  for (size_t i = 0; i < count; ++i) {
    sr_timepoint_join_entry_t* entry = &join->entries[i];
    entry->waiter.fn = sr_timepoint_join_fired;
    entry->join = join;
    if (!sr__timepoint_add_waiter(timepoints[i], &entry->waiter)) {
      sr_timepoint_join_step(join, sr_timepoint_failure(timepoints[i]));
    }
  }
  sr_timepoint_join_step(join, NULL);  // the builder's share
  *out = result;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Chains
//===----------------------------------------------------------------------===//

typedef struct sr_timepoint_chain_t {
  sr_timepoint_waiter_t waiter;
  sr_timepoint_t* target;  // one reference, dropped when the chain fires
  sr_allocator_t allocator;
} sr_timepoint_chain_t;

// Completes |target| as the source did; a target completed meanwhile by
// someone else is left as it is.
static void sr_timepoint_chain_complete(sr_timepoint_t* target,
                                        sr_status_t status) {
  if (target->is_static) return;
  sr_status_ignore(status ? sr_timepoint_fail(target, sr_status_clone(status))
                          : sr_timepoint_signal(target));
}

static void sr_timepoint_chain_fired(sr_timepoint_waiter_t* waiter,
                                     sr_status_t status) {
  sr_timepoint_chain_t* chain = (sr_timepoint_chain_t*)waiter;
  sr_timepoint_chain_complete(chain->target, status);
  sr_timepoint_release(chain->target);
  sr_allocator_free(chain->allocator, chain);
}

sr_status_t sr_timepoint_chain(sr_timepoint_t* source, sr_timepoint_t* target,
                               sr_allocator_t allocator) {
  if (sr_timepoint_query(source) != SR_TIMEPOINT_PENDING) {
    sr_timepoint_chain_complete(target, sr_timepoint_failure(source));
    return sr_ok_status();
  }
  sr_timepoint_chain_t* chain = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_malloc(allocator, sizeof(*chain), (void**)&chain));
  chain->waiter.fn = sr_timepoint_chain_fired;
  sr_timepoint_retain(target);
  chain->target = target;
  chain->allocator = allocator;
  if (!sr__timepoint_add_waiter(source, &chain->waiter)) {
    // Completed between the query and the link.
    sr_timepoint_chain_fired(&chain->waiter, sr_timepoint_failure(source));
  }
  return sr_ok_status();
}
