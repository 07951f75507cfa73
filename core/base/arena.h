// Arena: bump allocation out of large blocks, all freed at once.
//
// The IR lives in one arena per context: ops, values, types and attributes are
// never freed one at a time, so a bump pointer is both the fastest allocator
// and the simplest ownership rule (free the context, free the module).
//
// Not thread-safe.
#ifndef STREAMREF_CORE_BASE_ARENA_H_
#define STREAMREF_CORE_BASE_ARENA_H_

#include <stddef.h>
#include <stdint.h>

#include "streamref/allocator.h"

typedef struct sr_arena_block_t sr_arena_block_t;

typedef struct sr_arena_t {
  sr_allocator_t allocator;
  size_t block_size;       // default size of a new block
  sr_arena_block_t* head;  // newest block; allocation happens here
  uint8_t* cursor;         // next free byte in head
  uint8_t* limit;          // end of head
  size_t total_reserved;   // bytes of blocks held, for statistics
  size_t total_allocated;  // bytes handed out, for statistics
} sr_arena_t;

// |block_size| 0 picks 64 KiB.
void sr_arena_initialize(sr_allocator_t allocator, size_t block_size,
                         sr_arena_t* out_arena);
// Frees every block.
void sr_arena_deinitialize(sr_arena_t* arena);

// Returns |byte_length| bytes aligned to |alignment| (a power of two <= 4096).
// Contents are uninitialized.
SR_MUST_USE_RESULT sr_status_t sr_arena_allocate(sr_arena_t* arena,
                                                 size_t byte_length,
                                                 size_t alignment,
                                                 void** out_ptr);
// As above, zero-filled.
SR_MUST_USE_RESULT sr_status_t sr_arena_allocate_zeroed(sr_arena_t* arena,
                                                        size_t byte_length,
                                                        size_t alignment,
                                                        void** out_ptr);
// Copies |length| bytes into the arena and appends a NUL.
SR_MUST_USE_RESULT sr_status_t sr_arena_strndup(sr_arena_t* arena,
                                                const char* text, size_t length,
                                                char** out_text);

#define SR_ARENA_NEW(arena, type, out_ptr)                        \
  sr_arena_allocate_zeroed((arena), sizeof(type), _Alignof(type), \
                           (void**)(out_ptr))
#define SR_ARENA_NEW_ARRAY(arena, type, count, out_ptr)             \
  sr_arena_allocate_zeroed((arena), sizeof(type) * (size_t)(count), \
                           _Alignof(type), (void**)(out_ptr))

#endif  // STREAMREF_CORE_BASE_ARENA_H_
