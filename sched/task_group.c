// Task groups: a countdown over tasks, waited on by anyone.
//
// Count-outs are published by workers in batches (sr__worker_flush_done),
// and a group that reaches zero notifies the pool's `groups_done`, never the
// group itself: the waiter may free the group the moment it sees zero, so
// the last count-out must not touch it afterwards.
#include <sched.h>

#include "sched/pool_impl.h"

void sr_task_group_initialize(sr_pool_t* pool, sr_task_group_t* out_group) {
  out_group->pool = pool;
  atomic_init(&out_group->pending, 0);
}

bool sr_task_group_is_idle(const sr_task_group_t* group) {
  // acquire: pairs with the acq_rel count-out in sr__worker_flush_done.
  return atomic_load_explicit(&((sr_task_group_t*)group)->pending,
                              memory_order_acquire) == 0;
}

// On a worker: run other tasks until the group is done. Our own batched
// count-outs are published whenever find_work comes back empty (and when
// the group changes), so we never wait on ourselves for long.
static void sr_task_group_help(sr_worker_t* worker, sr_task_group_t* group) {
  uint32_t idle_rounds = 0;
  for (;;) {
    if (sr_task_group_is_idle(group)) return;
    sr_task_t* task = sr__worker_find_work(worker);
    if (task) {
      sr__worker_run(worker, task);
      idle_rounds = 0;
      continue;
    }
    // find_work published our count-outs when it came back empty.
    // Nothing to steal: the remaining tasks are running elsewhere. Back off
    // so we do not hammer the victims' lines.
    if (++idle_rounds < 64) {
      sr_cpu_relax();
    } else {
      sched_yield();
    }
  }
}

static bool sr_task_group_done(void* arg) {
  return sr_task_group_is_idle((sr_task_group_t*)arg);
}

void sr_task_group_wait(sr_task_group_t* group) {
  sr_pool_t* pool = group->pool;
  sr_worker_t* worker = sr__worker_current(pool);
  if (worker) {
    sr_task_group_help(worker, group);
    return;
  }
  // Another thread: help through the guest slot while there is work, then
  // sleep on the pool's notification.
  if (sr__pool_help(pool, sr_task_group_done, group, SR_DEADLINE_INFINITE)) {
    return;
  }
  for (;;) {
    uint32_t token = sr_notification_prepare_wait(&pool->groups_done);
    if (sr_task_group_is_idle(group)) {
      sr_notification_cancel_wait(&pool->groups_done);
      return;
    }
    sr_notification_commit_wait(&pool->groups_done, token,
                                SR_DEADLINE_INFINITE);
  }
}
