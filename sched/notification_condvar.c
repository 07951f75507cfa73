// Notification over a mutex and a condition variable, for systems without
// futex. Same contract as notification_futex.c; the epoch is still atomic so
// that notify without waiters stays lock-free.
//
// Lock order: `mutex` is a leaf lock; nothing is called while holding it.
#include <errno.h>
#include <pthread.h>
#include <time.h>

#include "sched/notification.h"

void sr_notification_initialize(sr_notification_t* out_notification) {
  atomic_init(&out_notification->epoch, 0);
  atomic_init(&out_notification->waiters, 0);
  pthread_mutex_init(&out_notification->mutex, NULL);
  pthread_condattr_t attr;
  pthread_condattr_init(&attr);
#if !defined(__APPLE__)
  // Deadlines are CLOCK_MONOTONIC everywhere in sched/.
  pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
#endif
  pthread_cond_init(&out_notification->cond, &attr);
  pthread_condattr_destroy(&attr);
}

void sr_notification_deinitialize(sr_notification_t* notification) {
  pthread_cond_destroy(&notification->cond);
  pthread_mutex_destroy(&notification->mutex);
}

void sr_notification_notify(sr_notification_t* notification, int32_t count) {
  // seq_cst: the Dekker pair with prepare_wait, as in the futex version.
  atomic_fetch_add_explicit(&notification->epoch, 1, memory_order_seq_cst);
  if (atomic_load_explicit(&notification->waiters, memory_order_seq_cst) == 0) {
    return;
  }
  // Taking the mutex orders this broadcast after any waiter's check of the
  // epoch under the same mutex, so a waiter cannot miss it.
  pthread_mutex_lock(&notification->mutex);
  if (count == 1) {
    pthread_cond_signal(&notification->cond);
  } else {
    pthread_cond_broadcast(&notification->cond);
  }
  pthread_mutex_unlock(&notification->mutex);
}

uint32_t sr_notification_prepare_wait(sr_notification_t* notification) {
  atomic_fetch_add_explicit(&notification->waiters, 1, memory_order_seq_cst);
  return atomic_load_explicit(&notification->epoch, memory_order_seq_cst);
}

void sr_notification_cancel_wait(sr_notification_t* notification) {
  atomic_fetch_sub_explicit(&notification->waiters, 1, memory_order_relaxed);
}

bool sr_notification_commit_wait(sr_notification_t* notification,
                                 uint32_t token, uint64_t deadline_ns) {
  bool woken = true;
  pthread_mutex_lock(&notification->mutex);
  while (atomic_load_explicit(&notification->epoch, memory_order_acquire) ==
         token) {
    if (deadline_ns == SR_DEADLINE_INFINITE) {
      pthread_cond_wait(&notification->cond, &notification->mutex);
      continue;
    }
    struct timespec deadline = {(time_t)(deadline_ns / 1000000000ull),
                                (long)(deadline_ns % 1000000000ull)};
    if (pthread_cond_timedwait(&notification->cond, &notification->mutex,
                               &deadline) == ETIMEDOUT) {
      woken = atomic_load_explicit(&notification->epoch,
                                   memory_order_acquire) != token;
      break;
    }
  }
  pthread_mutex_unlock(&notification->mutex);
  atomic_fetch_sub_explicit(&notification->waiters, 1, memory_order_relaxed);
  return woken;
}
