// Pool internals shared by pool.c, worker.c, task_group.c, parallel_for.c
// and task_graph.c. Not installed; nothing outside sched/ includes it.
#ifndef STREAMREF_SCHED_POOL_IMPL_H_
#define STREAMREF_SCHED_POOL_IMPL_H_

#include <pthread.h>
#include <stdalign.h>
#include <stdatomic.h>

#include "sched/notification.h"
#include "sched/spin.h"
#include "sched/ws_deque.h"
#include "streamref/sched_pool.h"

// Tasks a worker takes off its own deque with one fence when the deque is
// long (see sr_ws_deque_pop_batch_owner). Small: while the worker holds
// them nobody else can run them, which matters when the OS deschedules it.
enum { SR_WORKER_LOCAL_BATCH = 8 };

typedef struct sr_worker_t {
  // First: its top and bottom are on their own cache lines.
  sr_ws_deque_t deque;
  // Owner only: tasks popped in a batch and not yet run, newest last. They
  // are the worker's alone, like a task it is running; the deque they came
  // from still held at least SR_WS_DEQUE_MAX_STEAL others for thieves.
  sr_task_t* local[SR_WORKER_LOCAL_BATCH];
  int32_t local_count;
  sr_pool_t* pool;
  int32_t index;
  // xorshift64 state for picking victims; owner only.
  uint64_t rng_state;
  // Owner only: count-outs of |done_group| not yet published (see
  // sr_task_group_t). Published when the worker switches group or runs dry.
  sr_task_group_t* done_group;
  int64_t done_count;
  // Owner only: counts taken on |reserved_group| ahead of submissions, so a
  // worker spawning many tasks of one group pays one shared write per
  // SR_GROUP_RESERVE tasks. Over-counting is always safe (the group only
  // looks busy longer); unused counts are returned whenever count-outs are
  // published, so they never outlive the worker's current run of work.
  sr_task_group_t* reserved_group;
  int64_t reserved_count;
  pthread_t thread;
  bool thread_started;
} sr_worker_t;

// A graph submission waiting on timepoints, registered so that destroying
// the pool can cancel it (see sr_pool_destroy). Embedded in the graph.
typedef struct sr__pool_waiting_link_t {
  struct sr__pool_waiting_link_t* prev;
  struct sr__pool_waiting_link_t* next;
  // Cancels the submission's waits; called without the pool lock held.
  void (*cancel)(struct sr__pool_waiting_link_t* link);
  // Keeps the owner alive while the pool holds a pointer to it outside the
  // lock.
  void (*retain)(struct sr__pool_waiting_link_t* link);
  void (*release)(struct sr__pool_waiting_link_t* link);
  bool registered;  // guarded by the pool's waiting_mutex
} sr__pool_waiting_link_t;

struct sr_pool_t {
  sr_allocator_t allocator;
  int32_t worker_count;
  uint64_t spin_ns;
  // worker_count + 1 entries, cache-line aligned. The last one is the guest
  // slot: it has no thread of its own; a thread outside the pool borrows it
  // while it waits (sr_pool_wait, sr_task_group_wait) and runs pool work in
  // the meantime, like a worker. Its deque is a steal victim like the rest.
  sr_worker_t* workers;
  sr_worker_t* guest;
  _Atomic uint32_t guest_taken;
  bool host_helps;

  // Injection queue: an intrusive Treiber stack of tasks pushed by other
  // threads; a worker takes the whole list at once (so there is no ABA) and
  // reverses it to run submissions oldest first.
  alignas(SR_CACHE_LINE_SIZE) _Atomic(sr_task_t*) injection;

  // Parking. `idle.waiters` counts workers that are parking or parked.
  alignas(SR_CACHE_LINE_SIZE) sr_notification_t idle;
  // 1 while a wake-up is on its way to a parked worker and no worker has
  // started parking since; lets a burst of submissions cost one FUTEX_WAKE.
  _Atomic uint32_t wake_pending;
  _Atomic bool exit_requested;

  // Task groups reaching zero; waited on by threads outside the pool.
  alignas(SR_CACHE_LINE_SIZE) sr_notification_t groups_done;

  // Graph submissions not yet finished; workers do not exit while > 0.
  alignas(SR_CACHE_LINE_SIZE) _Atomic int64_t graphs_in_flight;

  // Lock order: waiting_mutex, then a graph's wait mutex, then a
  // timepoint's mutex.
  pthread_mutex_t waiting_mutex;
  sr__pool_waiting_link_t waiting_head;  // circular list sentinel
};

// The worker running on this thread, of any pool (NULL elsewhere).
extern _Thread_local sr_worker_t* sr__worker_tls;

static inline sr_worker_t* sr__worker_current(const sr_pool_t* pool) {
  sr_worker_t* worker = sr__worker_tls;
  return worker && worker->pool == pool ? worker : NULL;
}

// Pushes |task| on |worker|'s own deque (the caller is that worker) and
// wakes a parked worker if some are parked and none is on its way. Runs the
// task inline if the deque cannot grow.
void sr__pool_push_local(sr_worker_t* worker, sr_task_t* task);

// Pushes |task| on the injection queue and wakes a worker. Any thread.
void sr__pool_inject(sr_pool_t* pool, sr_task_t* task);

// Wakes one parked worker unless a wake is already on its way.
void sr__pool_wake_one(sr_pool_t* pool);

// Runs |task| and its continuations on |worker|, counting group
// completions. Owner only.
void sr__worker_run(sr_worker_t* worker, sr_task_t* task);

// Finds a task: own deque, then injection queue, then stealing. Publishes
// pending group completions before looking elsewhere. Owner only.
sr_task_t* sr__worker_find_work(sr_worker_t* worker);

// Publishes |worker|'s pending group count-outs and returns its unused
// reservation. Owner only.
void sr__worker_flush_done(sr_worker_t* worker);

// How many counts a worker reserves at once (see sr_worker_t).
enum { SR_GROUP_RESERVE = 64 };

void* sr__worker_main(void* arg);

// Number of deques (workers plus the guest slot).
static inline int32_t sr__pool_deque_count(const sr_pool_t* pool) {
  return pool->worker_count + 1;
}

// Runs pool work on the calling thread until |done|(|arg|) or the deadline.
// A worker helps with its own deque; another thread borrows the guest slot
// if it is free. Gives up (returns false, without blocking) when there was
// no work to help with for a while, or the slot is taken, so the caller
// can then sleep. Returns true once |done| holds.
bool sr__pool_help(sr_pool_t* pool, bool (*done)(void* arg), void* arg,
                   uint64_t deadline_ns);

// Graph bookkeeping used by task_graph.c.
void sr__pool_graph_started(sr_pool_t* pool);
void sr__pool_graph_finished(sr_pool_t* pool);
void sr__pool_register_waiting(sr_pool_t* pool, sr__pool_waiting_link_t* link);
void sr__pool_unregister_waiting(sr_pool_t* pool,
                                 sr__pool_waiting_link_t* link);

#endif  // STREAMREF_SCHED_POOL_IMPL_H_
