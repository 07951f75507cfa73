// Small helpers shared by the spinning parts of sched/: the CPU's spin-wait
// hint, the monotonic clock and the cache-line size used for padding.
//
// Header-only because every caller is on a hot or latency-sensitive path and
// the bodies are one instruction or one vDSO call.
#ifndef STREAMREF_SCHED_SPIN_H_
#define STREAMREF_SCHED_SPIN_H_

#include <stdint.h>
#include <time.h>

// Lines are 64 bytes on every x86-64 and on most AArch64 parts; fields that
// different threads write are kept this far apart so that a write by one
// does not invalidate the line another is reading (false sharing).
#define SR_CACHE_LINE_SIZE 64

// Tells the core we are in a spin-wait loop: on x86 `pause` saves power and
// avoids the memory-order mis-speculation penalty when the awaited store
// lands; on AArch64 `yield` lets an SMT sibling run.
static inline void sr_cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ volatile("yield" ::: "memory");
#else
  __asm__ volatile("" ::: "memory");
#endif
}

// CLOCK_MONOTONIC in nanoseconds; a vDSO call, no syscall on Linux.
static inline uint64_t sr_monotonic_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

// Deadline arithmetic that saturates instead of wrapping, so that "wait
// forever" (UINT64_MAX) stays forever.
static inline uint64_t sr_deadline_after_ns(uint64_t timeout_ns) {
  uint64_t now = sr_monotonic_ns();
  return timeout_ns >= UINT64_MAX - now ? UINT64_MAX : now + timeout_ns;
}

#endif  // STREAMREF_SCHED_SPIN_H_
