// The system allocator and the typed helpers over any allocator.
//
// This is the only file in streamref that calls malloc/free: everything else
// goes through an sr_allocator_t so tests can count and fail allocations.

#include "streamref/allocator.h"

#include <stdalign.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static bool sr_is_power_of_two(size_t value) {
  return value != 0 && (value & (value - 1)) == 0;
}

static sr_status_t sr_allocator_system_ctl(void* self,
                                           sr_allocator_command_t command,
                                           size_t byte_length, size_t alignment,
                                           void** inout_ptr) {
  (void)self;
  switch (command) {
    case SR_ALLOCATOR_COMMAND_MALLOC:
    case SR_ALLOCATOR_COMMAND_CALLOC: {
      void* ptr = NULL;
      // malloc(0) may return NULL legitimately; ask for one byte so that a
      // NULL always means failure.
      size_t length = byte_length ? byte_length : 1;
      // No 64-bit process can map 2^47 bytes of user space; sizes beyond
      // that come from bad input (a resource size in the IR, a corrupt
      // header) and fail here, the same way with and without sanitizers.
      if ((uint64_t)length >= (UINT64_C(1) << 47)) {
        return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                              "out of memory allocating %zu bytes",
                              byte_length);
      }
      if (alignment <= alignof(max_align_t)) {
        ptr = command == SR_ALLOCATOR_COMMAND_CALLOC ? calloc(1, length)
                                                     : malloc(length);
      } else {
        // aligned_alloc wants the size to be a multiple of the alignment.
        size_t rounded = (length + alignment - 1) & ~(alignment - 1);
        if (rounded < length)
          ptr = NULL;
        else
          ptr = aligned_alloc(alignment, rounded);
        if (ptr && command == SR_ALLOCATOR_COMMAND_CALLOC) {
          memset(ptr, 0, rounded);
        }
      }
      if (!ptr) {
        return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                              "out of memory allocating %zu bytes",
                              byte_length);
      }
      *inout_ptr = ptr;
      return sr_ok_status();
    }
    case SR_ALLOCATOR_COMMAND_REALLOC: {
      void* ptr = realloc(*inout_ptr, byte_length ? byte_length : 1);
      if (!ptr) {
        return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                              "out of memory reallocating to %zu bytes",
                              byte_length);
      }
      *inout_ptr = ptr;
      return sr_ok_status();
    }
    case SR_ALLOCATOR_COMMAND_FREE:
      free(*inout_ptr);
      *inout_ptr = NULL;
      return sr_ok_status();
  }
  return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                        "unknown allocator command %d", (int)command);
}

sr_allocator_t sr_allocator_system(void) {
  sr_allocator_t allocator = {NULL, sr_allocator_system_ctl};
  return allocator;
}

sr_status_t sr_allocator_malloc(sr_allocator_t allocator, size_t byte_length,
                                void** out_ptr) {
  *out_ptr = NULL;
  return allocator.ctl(allocator.self, SR_ALLOCATOR_COMMAND_MALLOC, byte_length,
                       alignof(max_align_t), out_ptr);
}

sr_status_t sr_allocator_calloc(sr_allocator_t allocator, size_t byte_length,
                                void** out_ptr) {
  *out_ptr = NULL;
  return allocator.ctl(allocator.self, SR_ALLOCATOR_COMMAND_CALLOC, byte_length,
                       alignof(max_align_t), out_ptr);
}

sr_status_t sr_allocator_malloc_aligned(sr_allocator_t allocator,
                                        size_t byte_length, size_t alignment,
                                        void** out_ptr) {
  *out_ptr = NULL;
  if (!sr_is_power_of_two(alignment)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "alignment %zu is not a power of two", alignment);
  }
  return allocator.ctl(allocator.self, SR_ALLOCATOR_COMMAND_MALLOC, byte_length,
                       alignment, out_ptr);
}

sr_status_t sr_allocator_realloc(sr_allocator_t allocator, size_t byte_length,
                                 void** inout_ptr) {
  void* ptr = *inout_ptr;
  sr_status_t status =
      allocator.ctl(allocator.self, SR_ALLOCATOR_COMMAND_REALLOC, byte_length,
                    alignof(max_align_t), &ptr);
  if (!status) *inout_ptr = ptr;
  return status;
}

void sr_allocator_free(sr_allocator_t allocator, void* ptr) {
  if (!ptr) return;
  sr_status_ignore(
      allocator.ctl(allocator.self, SR_ALLOCATOR_COMMAND_FREE, 0, 0, &ptr));
}
