// Notification over the Linux futex: the epoch word is the futex.
//
// Memory orders: notify and prepare_wait form a Dekker pair. The notifier
// bumps `epoch` then reads `waiters`; the waiter bumps `waiters` then reads
// `epoch`. All four are seq_cst, so at least one side sees the other: either
// the notifier sees the waiter and issues FUTEX_WAKE, or the waiter's token
// is already the new epoch and its FUTEX_WAIT returns at once (EAGAIN).
#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "sched/notification.h"

static long sr_futex(_Atomic uint32_t* address, int op, uint32_t value,
                     const struct timespec* timeout, uint32_t mask) {
  return syscall(SYS_futex, (uint32_t*)address, op, value, timeout, NULL, mask);
}

void sr_notification_initialize(sr_notification_t* out_notification) {
  atomic_init(&out_notification->epoch, 0);
  atomic_init(&out_notification->waiters, 0);
}

void sr_notification_deinitialize(sr_notification_t* notification) {
  (void)notification;
}

void sr_notification_notify(sr_notification_t* notification, int32_t count) {
  // seq_cst: pairs with the seq_cst load of `epoch` in prepare_wait; the
  // notifier's condition store, sequenced before this, is released with it.
  atomic_fetch_add_explicit(&notification->epoch, 1, memory_order_seq_cst);
  // seq_cst: pairs with the seq_cst increment in prepare_wait (Dekker).
  if (atomic_load_explicit(&notification->waiters, memory_order_seq_cst) == 0) {
    return;
  }
  sr_futex(&notification->epoch, FUTEX_WAKE_PRIVATE,
           count < 0 ? (uint32_t)INT_MAX : (uint32_t)count, NULL, 0);
}

uint32_t sr_notification_prepare_wait(sr_notification_t* notification) {
  // seq_cst: pairs with the seq_cst load of `waiters` in notify (Dekker).
  atomic_fetch_add_explicit(&notification->waiters, 1, memory_order_seq_cst);
  // seq_cst: pairs with the increment in notify; also acquires what the
  // notifier wrote before it.
  return atomic_load_explicit(&notification->epoch, memory_order_seq_cst);
}

void sr_notification_cancel_wait(sr_notification_t* notification) {
  // relaxed: a stale non-zero count only costs a notifier one extra
  // FUTEX_WAKE; it never loses a wake-up.
  atomic_fetch_sub_explicit(&notification->waiters, 1, memory_order_relaxed);
}

bool sr_notification_commit_wait(sr_notification_t* notification,
                                 uint32_t token, uint64_t deadline_ns) {
  bool woken = true;
  // acquire: pairs with the seq_cst increment in notify, so the condition
  // the notifier published is visible when we return.
  while (atomic_load_explicit(&notification->epoch, memory_order_acquire) ==
         token) {
    struct timespec deadline;
    const struct timespec* timeout = NULL;
    if (deadline_ns != SR_DEADLINE_INFINITE) {
      deadline.tv_sec = (time_t)(deadline_ns / 1000000000ull);
      deadline.tv_nsec = (long)(deadline_ns % 1000000000ull);
      timeout = &deadline;
    }
    // FUTEX_WAIT_BITSET takes an absolute CLOCK_MONOTONIC deadline, so
    // spurious returns (signals) do not stretch the timeout.
    long rc = sr_futex(&notification->epoch, FUTEX_WAIT_BITSET_PRIVATE, token,
                       timeout, FUTEX_BITSET_MATCH_ANY);
    if (rc != 0 && errno == ETIMEDOUT) {
      woken = atomic_load_explicit(&notification->epoch,
                                   memory_order_acquire) != token;
      break;
    }
  }
  // relaxed: see cancel_wait.
  atomic_fetch_sub_explicit(&notification->waiters, 1, memory_order_relaxed);
  return woken;
}
