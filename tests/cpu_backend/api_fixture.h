// Shared by the C API suites: an instance over a counting allocator that
// must end with nothing live, and ASSERT_OK for calls returning a status.
#ifndef STREAMREF_TESTS_CPU_BACKEND_API_FIXTURE_H_
#define STREAMREF_TESTS_CPU_BACKEND_API_FIXTURE_H_

#include <criterion/criterion.h>

#include "streamref/runtime.h"
#include "support/counting_allocator.h"

#define ASSERT_OK(expr)                                      \
  do {                                                       \
    sr_status_t status_ = (expr);                            \
    if (status_) {                                           \
      char message_[2048];                                   \
      sr_status_format(status_, message_, sizeof(message_)); \
      sr_status_free(status_);                               \
      cr_assert_fail("%s failed: %s", #expr, message_);      \
    }                                                        \
  } while (0)

typedef struct fixture_t {
  sr_counting_allocator_t counting;
  sr_allocator_t allocator;
  sr_instance_t* instance;
} fixture_t;

// Releases the instance and asserts every allocation was freed.
static inline void fixture_end(fixture_t* f) {
  sr_instance_release(f->instance);
  cr_assert_eq(sr_counting_allocator_live(&f->counting), 0,
               "%ld allocations leaked",
               sr_counting_allocator_live(&f->counting));
}

#endif  // STREAMREF_TESTS_CPU_BACKEND_API_FIXTURE_H_
