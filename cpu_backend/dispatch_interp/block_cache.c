// The caching allocator (see block_cache.h). Every block served carries a
// 64-byte header right before it: the base allocation it lives in and the
// bytes usable from the served pointer.

#include "cpu_backend/dispatch_interp/block_cache.h"

#include <stdint.h>
#include <string.h>

typedef struct sr_di_block_header_t {
  void* base;       // what the base allocator returned
  size_t capacity;  // usable bytes from the served pointer
  size_t offset;    // served pointer - base
} sr_di_block_header_t;

#define SR_DI_BLOCK_HEADER 64

static sr_di_block_header_t* sr_di_block_header(void* ptr) {
  return (sr_di_block_header_t*)((uint8_t*)ptr - SR_DI_BLOCK_HEADER);
}

void sr_di_block_cache_initialize(sr_allocator_t base,
                                  sr_di_block_cache_t* out_cache) {
  memset(out_cache, 0, sizeof(*out_cache));
  out_cache->base = base;
  pthread_mutex_init(&out_cache->mutex, NULL);
}

void sr_di_block_cache_deinitialize(sr_di_block_cache_t* cache) {
  for (size_t i = 0; i < cache->count; ++i) {
    sr_allocator_free(cache->base, sr_di_block_header(cache->blocks[i])->base);
  }
  cache->count = 0;
  cache->cached_bytes = 0;
  pthread_mutex_destroy(&cache->mutex);
}

// A cached block for |bytes|: the smallest that fits and wastes at most
// half of itself. NULL when none.
static void* sr_di_block_cache_take(sr_di_block_cache_t* cache, size_t bytes) {
  if (bytes < SR_DI_BLOCK_CACHE_MIN) return NULL;
  void* found = NULL;
  pthread_mutex_lock(&cache->mutex);
  size_t best = cache->count;
  for (size_t i = 0; i < cache->count; ++i) {
    size_t capacity = sr_di_block_header(cache->blocks[i])->capacity;
    if (capacity < bytes || capacity / 2 > bytes) continue;
    if (best == cache->count ||
        capacity < sr_di_block_header(cache->blocks[best])->capacity) {
      best = i;
    }
  }
  if (best < cache->count) {
    found = cache->blocks[best];
    cache->cached_bytes -= sr_di_block_header(found)->capacity;
    cache->blocks[best] = cache->blocks[--cache->count];
  }
  pthread_mutex_unlock(&cache->mutex);
  return found;
}

// Keeps |ptr| for reuse when it is large and there is room; returns false
// when the caller must free it.
static bool sr_di_block_cache_keep(sr_di_block_cache_t* cache, void* ptr) {
  size_t capacity = sr_di_block_header(ptr)->capacity;
  if (capacity < SR_DI_BLOCK_CACHE_MIN) return false;
  bool kept = false;
  pthread_mutex_lock(&cache->mutex);
  if (cache->count < SR_DI_BLOCK_CACHE_BLOCKS &&
      cache->cached_bytes + capacity <= SR_DI_BLOCK_CACHE_BYTES) {
    cache->blocks[cache->count++] = ptr;
    cache->cached_bytes += capacity;
    kept = true;
  }
  pthread_mutex_unlock(&cache->mutex);
  return kept;
}

static sr_status_t sr_di_block_cache_new(sr_di_block_cache_t* cache,
                                         size_t bytes, size_t alignment,
                                         void** out) {
  if (alignment < SR_DI_BLOCK_HEADER) alignment = SR_DI_BLOCK_HEADER;
  // Large blocks are rounded to pages so that near sizes share blocks.
  size_t capacity =
      bytes >= SR_DI_BLOCK_CACHE_MIN ? (bytes + 4095) & ~(size_t)4095 : bytes;
  if (capacity < bytes || capacity > SIZE_MAX - alignment) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "block of %zu bytes",
                          bytes);
  }
  void* base = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
      cache->base, capacity + alignment, alignment, &base));
  void* ptr = (uint8_t*)base + alignment;
  sr_di_block_header_t* header = sr_di_block_header(ptr);
  header->base = base;
  header->capacity = capacity;
  header->offset = alignment;
  *out = ptr;
  return sr_ok_status();
}

static sr_status_t sr_di_block_cache_ctl(void* self,
                                         sr_allocator_command_t command,
                                         size_t byte_length, size_t alignment,
                                         void** inout_ptr) {
  sr_di_block_cache_t* cache = (sr_di_block_cache_t*)self;
  switch (command) {
    case SR_ALLOCATOR_COMMAND_MALLOC:
    case SR_ALLOCATOR_COMMAND_CALLOC: {
      if (alignment > 4096) {
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "alignment %zu above 4096", alignment);
      }
      void* ptr = alignment <= SR_DI_BLOCK_HEADER
                      ? sr_di_block_cache_take(cache, byte_length)
                      : NULL;
      if (!ptr) {
        SR_RETURN_IF_ERROR(
            sr_di_block_cache_new(cache, byte_length, alignment, &ptr));
      }
      if (command == SR_ALLOCATOR_COMMAND_CALLOC) memset(ptr, 0, byte_length);
      *inout_ptr = ptr;
      return sr_ok_status();
    }
    case SR_ALLOCATOR_COMMAND_REALLOC: {
      void* old = *inout_ptr;
      if (old && sr_di_block_header(old)->capacity >= byte_length) {
        return sr_ok_status();
      }
      void* ptr = NULL;
      SR_RETURN_IF_ERROR(sr_di_block_cache_new(cache, byte_length, 16, &ptr));
      if (old) {
        memcpy(ptr, old, sr_di_block_header(old)->capacity);
        if (!sr_di_block_cache_keep(cache, old)) {
          sr_allocator_free(cache->base, sr_di_block_header(old)->base);
        }
      }
      *inout_ptr = ptr;
      return sr_ok_status();
    }
    case SR_ALLOCATOR_COMMAND_FREE: {
      void* ptr = *inout_ptr;
      if (ptr && !sr_di_block_cache_keep(cache, ptr)) {
        sr_allocator_free(cache->base, sr_di_block_header(ptr)->base);
      }
      return sr_ok_status();
    }
  }
  return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "allocator command %d",
                        (int)command);
}

sr_allocator_t sr_di_block_cache_allocator(sr_di_block_cache_t* cache) {
  sr_allocator_t allocator = {cache, sr_di_block_cache_ctl};
  return allocator;
}
