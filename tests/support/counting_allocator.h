// A test allocator that counts live blocks and can fail on demand.
//
// Wrap the system allocator with it, run the code under test, then assert
// sr_counting_allocator_live(&c) == 0 to prove nothing leaked; set
// |fail_after| to N to make the (N+1)-th allocation fail and prove the
// out-of-memory path returns RESOURCE_EXHAUSTED cleanly.
#ifndef STREAMREF_TESTS_SUPPORT_COUNTING_ALLOCATOR_H_
#define STREAMREF_TESTS_SUPPORT_COUNTING_ALLOCATOR_H_

#include <stdatomic.h>
#include <stdint.h>

#include "streamref/allocator.h"

typedef struct sr_counting_allocator_t {
  sr_allocator_t base;
  atomic_long live;         // blocks allocated and not yet freed
  atomic_long allocations;  // total successful allocations
  long fail_after;          // -1: never fail
} sr_counting_allocator_t;

static sr_status_t sr_counting_allocator_ctl(void* self,
                                             sr_allocator_command_t command,
                                             size_t byte_length,
                                             size_t alignment,
                                             void** inout_ptr) {
  sr_counting_allocator_t* c = (sr_counting_allocator_t*)self;
  bool is_new = command == SR_ALLOCATOR_COMMAND_MALLOC ||
                command == SR_ALLOCATOR_COMMAND_CALLOC ||
                (command == SR_ALLOCATOR_COMMAND_REALLOC && !*inout_ptr);
  if (command != SR_ALLOCATOR_COMMAND_FREE && c->fail_after >= 0 &&
      atomic_load(&c->allocations) >= c->fail_after) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "injected failure");
  }
  void* previous = *inout_ptr;
  sr_status_t status =
      c->base.ctl(c->base.self, command, byte_length, alignment, inout_ptr);
  if (status) return status;
  if (command == SR_ALLOCATOR_COMMAND_FREE) {
    if (previous) atomic_fetch_sub(&c->live, 1);
  } else {
    atomic_fetch_add(&c->allocations, 1);
    if (is_new) atomic_fetch_add(&c->live, 1);
  }
  return status;
}

static inline void sr_counting_allocator_initialize(
    sr_counting_allocator_t* out) {
  out->base = sr_allocator_system();
  atomic_init(&out->live, 0);
  atomic_init(&out->allocations, 0);
  out->fail_after = -1;
}

static inline sr_allocator_t sr_counting_allocator(sr_counting_allocator_t* c) {
  sr_allocator_t allocator = {c, sr_counting_allocator_ctl};
  return allocator;
}

static inline long sr_counting_allocator_live(sr_counting_allocator_t* c) {
  return atomic_load(&c->live);
}

#endif  // STREAMREF_TESTS_SUPPORT_COUNTING_ALLOCATOR_H_
