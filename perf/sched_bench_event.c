// The same-policy peer of timepoint_wake: a one-shot event whose waiter
// waits exactly as sr_timepoint_wait does (sched/timepoint.c): pause-spin
// for 30 us when the thread may use more than one CPU, then sleep on a
// futex (no sched_yield); the signaller stores the
// state, bumps the futex word and calls FUTEX_WAKE only when someone sleeps
// (the same Dekker pair as sched/notification_futex.c). It is the least
// code that implements that policy, so the difference to ours is what our
// timepoints add on top (reference counts, a mutex around the transition,
// the waiter list, failure statuses).
#define _GNU_SOURCE 1  // sched_getaffinity, CPU_COUNT

#include <linux/futex.h>
#include <sched.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "perf/sched_bench_peers.h"

enum {
  SR_SB_EVENT_SPIN_NS = 30 * 1000,
};

static uint64_t sr_sb_event_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static _Thread_local int sr_sb_event_thread_cpus = 0;

static bool sr_sb_event_spinning_helps(void) {
  if (sr_sb_event_thread_cpus == 0) {
    cpu_set_t set;
    sr_sb_event_thread_cpus =
        sched_getaffinity(0, sizeof(set), &set) == 0 ? CPU_COUNT(&set) : 2;
  }
  return sr_sb_event_thread_cpus > 1;
}

void sr_sb_event_reset(sr_sb_event_t* event) {
  atomic_store(&event->state, 0);
  atomic_store(&event->epoch, 0);
  atomic_store(&event->waiters, 0);
}

void sr_sb_event_signal(sr_sb_event_t* event) {
  atomic_store_explicit(&event->state, 1, memory_order_release);
  atomic_fetch_add_explicit(&event->epoch, 1, memory_order_seq_cst);
  if (atomic_load_explicit(&event->waiters, memory_order_seq_cst) == 0) return;
  syscall(SYS_futex, &event->epoch, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

static bool sr_sb_event_done(sr_sb_event_t* event) {
  return atomic_load_explicit(&event->state, memory_order_acquire) != 0;
}

void sr_sb_event_wait(sr_sb_event_t* event) {
  if (sr_sb_event_done(event)) return;
  uint64_t spin_end = sr_sb_event_now_ns() + SR_SB_EVENT_SPIN_NS;
  for (uint32_t i = 1; sr_sb_event_spinning_helps(); ++i) {
    if (sr_sb_event_done(event)) return;
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
    if ((i & 63) == 0 && sr_sb_event_now_ns() >= spin_end) break;
  }
  for (;;) {
    atomic_fetch_add_explicit(&event->waiters, 1, memory_order_seq_cst);
    uint32_t token = atomic_load_explicit(&event->epoch, memory_order_seq_cst);
    if (sr_sb_event_done(event)) {
      atomic_fetch_sub_explicit(&event->waiters, 1, memory_order_relaxed);
      return;
    }
    syscall(SYS_futex, &event->epoch, FUTEX_WAIT_PRIVATE, token, NULL, NULL, 0);
    atomic_fetch_sub_explicit(&event->waiters, 1, memory_order_relaxed);
    if (sr_sb_event_done(event)) return;
  }
}
