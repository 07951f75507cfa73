// Shared helpers for the sched/ suites: sanitizer-aware sizes, a per-test
// counting allocator, and a bounded poll for conditions that another thread
// makes true (bounded so a bug fails the test instead of hanging CI).
#ifndef STREAMREF_TESTS_SCHED_SCHED_TEST_UTIL_H_
#define STREAMREF_TESTS_SCHED_SCHED_TEST_UTIL_H_

#include <criterion/criterion.h>
#include <sched.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "support/counting_allocator.h"

#if defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__)
#define SR_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define SR_TEST_SANITIZED 1
#endif
#endif
#ifndef SR_TEST_SANITIZED
#define SR_TEST_SANITIZED 0
#endif

// Sanitized builds run 5-15x slower; shrink the big shapes there so the
// suite stays within its CI budget while still crossing every code path
// (deque growth, stealing, parking) many times.
static inline size_t sr_test_scaled(size_t n) {
  return SR_TEST_SANITIZED ? (n / 8 > 0 ? n / 8 : 1) : n;
}

static inline uint64_t sr_test_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static inline void sr_test_sleep_ms(int ms) {
  struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
  nanosleep(&ts, NULL);
}

// Polls |condition|(|arg|) until true or 20 s pass; returns the last value.
static inline bool sr_test_eventually(bool (*condition)(void* arg), void* arg) {
  uint64_t deadline = sr_test_now_ns() + 20ull * 1000000000ull;
  while (!condition(arg)) {
    if (sr_test_now_ns() > deadline) return false;
    sched_yield();
  }
  return true;
}

// xorshift64* for reproducible random shapes.
static inline uint64_t sr_test_random(uint64_t* state) {
  uint64_t x = *state;
  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *state = x;
  return x * 0x2545F4914F6CDD1Dull;
}

#define SR_TEST_ALLOCATOR_BEGIN()                  \
  sr_counting_allocator_t test_counter;            \
  sr_counting_allocator_initialize(&test_counter); \
  sr_allocator_t allocator = sr_counting_allocator(&test_counter)

#define SR_TEST_ALLOCATOR_END()                              \
  cr_assert_eq(sr_counting_allocator_live(&test_counter), 0, \
               "leaked %ld blocks", sr_counting_allocator_live(&test_counter))

// Asserts |status| is OK, printing it otherwise, and frees it.
#define SR_ASSERT_OK(expr)                                     \
  do {                                                         \
    sr_status_t sr_assert_status_ = (expr);                    \
    if (sr_assert_status_) {                                   \
      char sr_assert_text_[512];                               \
      sr_status_format(sr_assert_status_, sr_assert_text_,     \
                       sizeof(sr_assert_text_));               \
      sr_status_free(sr_assert_status_);                       \
      cr_assert_fail("%s failed: %s", #expr, sr_assert_text_); \
    }                                                          \
  } while (0)

#endif  // STREAMREF_TESTS_SCHED_SCHED_TEST_UTIL_H_
