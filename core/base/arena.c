#include "core/base/arena.h"

#include <string.h>

struct sr_arena_block_t {
  sr_arena_block_t* next;
  size_t size;  // bytes after the header
  // Data follows, aligned to max_align_t by the header's size.
  _Alignas(max_align_t) uint8_t data[];
};

void sr_arena_initialize(sr_allocator_t allocator, size_t block_size,
                         sr_arena_t* out_arena) {
  memset(out_arena, 0, sizeof(*out_arena));
  out_arena->allocator = allocator;
  out_arena->block_size = block_size ? block_size : 64 * 1024;
}

void sr_arena_deinitialize(sr_arena_t* arena) {
  sr_arena_block_t* block = arena->head;
  while (block) {
    sr_arena_block_t* next = block->next;
    sr_allocator_free(arena->allocator, block);
    block = next;
  }
  arena->head = NULL;
  arena->cursor = arena->limit = NULL;
  arena->total_reserved = arena->total_allocated = 0;
}

static uint8_t* sr_align_up_ptr(uint8_t* ptr, size_t alignment) {
  uintptr_t value = (uintptr_t)ptr;
  return (uint8_t*)((value + alignment - 1) & ~(uintptr_t)(alignment - 1));
}

static sr_status_t sr_arena_grow(sr_arena_t* arena, size_t byte_length,
                                 size_t alignment) {
  // Large requests get a block of their own so they do not waste the
  // remainder of a regular block.
  size_t needed = byte_length + alignment;
  size_t size = needed > arena->block_size ? needed : arena->block_size;
  if (size < byte_length) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "arena allocation of %zu bytes overflows",
                          byte_length);
  }
  sr_arena_block_t* block = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc(
      arena->allocator, sizeof(sr_arena_block_t) + size, (void**)&block));
  block->size = size;
  block->next = arena->head;
  arena->head = block;
  arena->cursor = block->data;
  arena->limit = block->data + size;
  arena->total_reserved += size;
  return sr_ok_status();
}

sr_status_t sr_arena_allocate(sr_arena_t* arena, size_t byte_length,
                              size_t alignment, void** out_ptr) {
  *out_ptr = NULL;
  if (alignment == 0) alignment = 1;
  uint8_t* at =
      arena->cursor ? sr_align_up_ptr(arena->cursor, alignment) : NULL;
  if (!at || at > arena->limit || (size_t)(arena->limit - at) < byte_length) {
    SR_RETURN_IF_ERROR(sr_arena_grow(arena, byte_length, alignment));
    at = sr_align_up_ptr(arena->cursor, alignment);
  }
  arena->cursor = at + byte_length;
  arena->total_allocated += byte_length;
  *out_ptr = at;
  return sr_ok_status();
}

sr_status_t sr_arena_allocate_zeroed(sr_arena_t* arena, size_t byte_length,
                                     size_t alignment, void** out_ptr) {
  SR_RETURN_IF_ERROR(sr_arena_allocate(arena, byte_length, alignment, out_ptr));
  memset(*out_ptr, 0, byte_length);
  return sr_ok_status();
}

sr_status_t sr_arena_strndup(sr_arena_t* arena, const char* text, size_t length,
                             char** out_text) {
  char* copy = NULL;
  SR_RETURN_IF_ERROR(sr_arena_allocate(arena, length + 1, 1, (void**)&copy));
  if (length) memcpy(copy, text, length);
  copy[length] = 0;
  *out_text = copy;
  return sr_ok_status();
}
