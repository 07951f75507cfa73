// Notification: the one place where a sched/ thread goes to sleep.
//
// A notification is an epoch counter plus a count of threads about to sleep
// on it. A waiter reads the epoch (prepare), re-checks its condition, then
// sleeps until the epoch moves (commit). A notifier makes its condition true,
// bumps the epoch and wakes sleepers only if there are any, so a notify with
// nobody waiting costs one atomic add and one load, no syscall. This is
// IREE's iree_notification_t design, which is also how the Linux futex is
// meant to be used.
//
// Usage (the re-check after prepare is what prevents a lost wake-up):
//   while (!condition()) {
//     uint32_t token = sr_notification_prepare_wait(n);
//     if (condition()) { sr_notification_cancel_wait(n); break; }
//     sr_notification_commit_wait(n, token, deadline_ns);
//   }
//
// Two implementations, chosen by CMake: notification_futex.c (Linux,
// syscall(SYS_futex) on the epoch word) and notification_condvar.c (a mutex
// and a condition variable, for systems without futex).
//
// Thread contract: every function is thread-safe.
#ifndef STREAMREF_SCHED_NOTIFICATION_H_
#define STREAMREF_SCHED_NOTIFICATION_H_

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#if defined(SR_NOTIFICATION_USE_CONDVAR)
#include <pthread.h>
#endif

// An absolute deadline that never arrives.
#define SR_DEADLINE_INFINITE UINT64_MAX

typedef struct sr_notification_t {
  // Bumped by every notify; futex word on Linux.
  _Atomic uint32_t epoch;
  // Threads between prepare_wait and the end of commit/cancel.
  _Atomic uint32_t waiters;
#if defined(SR_NOTIFICATION_USE_CONDVAR)
  pthread_mutex_t mutex;
  pthread_cond_t cond;
#endif
} sr_notification_t;

void sr_notification_initialize(sr_notification_t* out_notification);
void sr_notification_deinitialize(sr_notification_t* notification);

// Wakes up to |count| sleepers (all of them when |count| < 0). Every thread
// that prepared before this call returns from its commit.
void sr_notification_notify(sr_notification_t* notification, int32_t count);

// Registers the caller as a waiter and returns the token to commit with.
uint32_t sr_notification_prepare_wait(sr_notification_t* notification);

// Withdraws a prepared wait (the condition became true on re-check).
void sr_notification_cancel_wait(sr_notification_t* notification);

// Sleeps until a notify after |token| was taken, or until the monotonic
// clock reaches |deadline_ns|. Returns false on timeout. May return true
// spuriously, so callers re-check their condition.
bool sr_notification_commit_wait(sr_notification_t* notification,
                                 uint32_t token, uint64_t deadline_ns);

#endif  // STREAMREF_SCHED_NOTIFICATION_H_
