// Allocators: every heap object in streamref is made through one of these,
// passed in explicitly, and freed through the same one.
//
// Why injected and not plain malloc: tests wrap the system allocator with a
// counting one to prove each test frees all it made, and with a failing one to
// prove out-of-memory paths return RESOURCE_EXHAUSTED instead of crashing.
// Embedders can route streamref's memory to their own heap.
//
// Thread contract: the system allocator is thread-safe. A custom allocator
// must be thread-safe if the objects it serves are used from several threads
// (the scheduler and executor are).
#ifndef STREAMREF_ALLOCATOR_H_
#define STREAMREF_ALLOCATOR_H_

#include <stddef.h>

#include "streamref/export.h"
#include "streamref/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum sr_allocator_command_e {
  // *inout_ptr = new block of |byte_length| bytes aligned to |alignment|.
  SR_ALLOCATOR_COMMAND_MALLOC = 0,
  // As MALLOC, zero-filled.
  SR_ALLOCATOR_COMMAND_CALLOC = 1,
  // Resizes *inout_ptr (which may be NULL) to |byte_length|, keeping
  // contents. Only for alignment <= alignof(max_align_t).
  SR_ALLOCATOR_COMMAND_REALLOC = 2,
  // Frees *inout_ptr (which may be NULL).
  SR_ALLOCATOR_COMMAND_FREE = 3,
} sr_allocator_command_t;

typedef sr_status_t (*sr_allocator_ctl_fn_t)(void* self,
                                             sr_allocator_command_t command,
                                             size_t byte_length,
                                             size_t alignment,
                                             void** inout_ptr);

typedef struct sr_allocator_t {
  void* self;
  sr_allocator_ctl_fn_t ctl;
} sr_allocator_t;

// The process heap (malloc/aligned_alloc/free).
SR_API sr_allocator_t sr_allocator_system(void);

// Allocates |byte_length| bytes with the default alignment.
SR_API SR_MUST_USE_RESULT sr_status_t sr_allocator_malloc(
    sr_allocator_t allocator, size_t byte_length, void** out_ptr);
// Zero-filled.
SR_API SR_MUST_USE_RESULT sr_status_t sr_allocator_calloc(
    sr_allocator_t allocator, size_t byte_length, void** out_ptr);
// |alignment| is a power of two; the block is freed with sr_allocator_free.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_allocator_malloc_aligned(sr_allocator_t allocator, size_t byte_length,
                            size_t alignment, void** out_ptr);
// On failure *inout_ptr is untouched and still owned by the caller.
SR_API SR_MUST_USE_RESULT sr_status_t sr_allocator_realloc(
    sr_allocator_t allocator, size_t byte_length, void** inout_ptr);
SR_API void sr_allocator_free(sr_allocator_t allocator, void* ptr);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_ALLOCATOR_H_
