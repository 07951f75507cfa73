// A test allocator for fault injection: counts every allocation, fails the
// Nth one (and, optionally, every one after it), caps the bytes live at
// once, and knows what is still live, so a test can prove that a run which
// ran out of memory at any point returned a located error and freed all it
// made.
//
//   sr_fault_allocator_t f;
//   sr_fault_allocator_initialize(&f);
//   f.fail_at = 17;                       // the 17th allocation fails
//   sr_allocator_t a = sr_fault_allocator(&f);
//   ... run with |a| ...
//   assert(sr_fault_allocator_live(&f) == 0);
//
// Blocks carry a header (their size and where the system block starts), so
// frees need no size and the byte cap is exact. Thread-safe (atomics).
#ifndef STREAMREF_TESTS_SUPPORT_FAULT_ALLOCATOR_H_
#define STREAMREF_TESTS_SUPPORT_FAULT_ALLOCATOR_H_

#include <stdalign.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "streamref/allocator.h"

typedef struct sr_fault_allocator_t {
  sr_allocator_t base;
  atomic_long count;        // allocations attempted (malloc, calloc, realloc)
  atomic_long live_blocks;  // blocks allocated and not yet freed
  atomic_llong live_bytes;
  atomic_long failures;  // allocations failed on purpose
  long fail_at;          // 1-based index of the allocation to fail; 0: none
  bool fail_after;       // also fail every allocation after |fail_at|
  long long byte_limit;  // live bytes above this fail; 0: no limit
  // Called (if set) on the thread of each allocation failed on purpose,
  // before it returns: a test may print where it happened.
  void (*on_failure)(void* user_data);
  void* on_failure_user_data;
} sr_fault_allocator_t;

typedef struct sr_fault_header_t {
  uint64_t size;    // bytes the caller asked for
  uint64_t offset;  // from the system block to the caller's pointer
} sr_fault_header_t;

// The header sits just before the caller's pointer.
static inline sr_fault_header_t* sr_fault_header_of(void* ptr) {
  return (sr_fault_header_t*)((uint8_t*)ptr - sizeof(sr_fault_header_t));
}

static inline bool sr_fault_should_fail(sr_fault_allocator_t* f,
                                        size_t grow_by) {
  long n = atomic_fetch_add(&f->count, 1) + 1;
  bool fail =
      f->fail_at > 0 && (n == f->fail_at || (f->fail_after && n > f->fail_at));
  if (!fail && f->byte_limit > 0 &&
      atomic_load(&f->live_bytes) + (long long)grow_by > f->byte_limit) {
    fail = true;
  }
  if (fail) {
    atomic_fetch_add(&f->failures, 1);
    if (f->on_failure) f->on_failure(f->on_failure_user_data);
  }
  return fail;
}

static sr_status_t sr_fault_allocator_ctl(void* self,
                                          sr_allocator_command_t command,
                                          size_t byte_length, size_t alignment,
                                          void** inout_ptr) {
  sr_fault_allocator_t* f = (sr_fault_allocator_t*)self;
  if (command == SR_ALLOCATOR_COMMAND_FREE) {
    if (!*inout_ptr) return sr_ok_status();
    sr_fault_header_t* h = sr_fault_header_of(*inout_ptr);
    atomic_fetch_sub(&f->live_blocks, 1);
    atomic_fetch_sub(&f->live_bytes, (long long)h->size);
    void* block = (uint8_t*)*inout_ptr - h->offset;
    *inout_ptr = NULL;
    return f->base.ctl(f->base.self, command, 0, 0, &block);
  }
  size_t old_size = command == SR_ALLOCATOR_COMMAND_REALLOC && *inout_ptr
                        ? (size_t)sr_fault_header_of(*inout_ptr)->size
                        : 0;
  if (sr_fault_should_fail(
          f, byte_length > old_size ? byte_length - old_size : 0)) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "injected allocation failure");
  }
  // Room for the header, keeping the caller's alignment.
  size_t align =
      alignment > alignof(max_align_t) ? alignment : alignof(max_align_t);
  size_t offset = sizeof(sr_fault_header_t) > align
                      ? (sizeof(sr_fault_header_t) + align - 1) / align * align
                      : align;
  if (byte_length > SIZE_MAX - offset) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "size overflows");
  }
  if (command == SR_ALLOCATOR_COMMAND_REALLOC) {
    // Only for default alignment (allocator.h), so the offset is fixed.
    void* block = *inout_ptr ? (uint8_t*)*inout_ptr - offset : NULL;
    SR_RETURN_IF_ERROR(f->base.ctl(f->base.self, command, byte_length + offset,
                                   alignment, &block));
    if (!*inout_ptr) atomic_fetch_add(&f->live_blocks, 1);
    atomic_fetch_add(&f->live_bytes,
                     (long long)byte_length - (long long)old_size);
    *inout_ptr = (uint8_t*)block + offset;
    sr_fault_header_of(*inout_ptr)->size = byte_length;
    sr_fault_header_of(*inout_ptr)->offset = offset;
    return sr_ok_status();
  }
  void* block = NULL;
  SR_RETURN_IF_ERROR(f->base.ctl(f->base.self, command, byte_length + offset,
                                 alignment, &block));
  atomic_fetch_add(&f->live_blocks, 1);
  atomic_fetch_add(&f->live_bytes, (long long)byte_length);
  *inout_ptr = (uint8_t*)block + offset;
  sr_fault_header_of(*inout_ptr)->size = byte_length;
  sr_fault_header_of(*inout_ptr)->offset = offset;
  return sr_ok_status();
}

static inline void sr_fault_allocator_initialize(sr_fault_allocator_t* out) {
  memset(out, 0, sizeof(*out));
  out->base = sr_allocator_system();
  atomic_init(&out->count, 0);
  atomic_init(&out->live_blocks, 0);
  atomic_init(&out->live_bytes, 0);
  atomic_init(&out->failures, 0);
}

static inline sr_allocator_t sr_fault_allocator(sr_fault_allocator_t* f) {
  sr_allocator_t allocator = {f, sr_fault_allocator_ctl};
  return allocator;
}

static inline long sr_fault_allocator_live(sr_fault_allocator_t* f) {
  return atomic_load(&f->live_blocks);
}

static inline long sr_fault_allocator_count(sr_fault_allocator_t* f) {
  return atomic_load(&f->count);
}

#endif  // STREAMREF_TESTS_SUPPORT_FAULT_ALLOCATOR_H_
