// A recycling allocator by power-of-two size classes. See block_cache.h.

#include "cpu_backend/block_cache.h"

#include <stdalign.h>
#include <string.h>

// Under ASan a cached block is poisoned, so a use after free through the
// cache is still reported (as a use-after-poison).
#if defined(__SANITIZE_ADDRESS__)
#define SR_RT_BLOCK_CACHE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SR_RT_BLOCK_CACHE_ASAN 1
#endif
#endif
#ifdef SR_RT_BLOCK_CACHE_ASAN
#include <sanitizer/asan_interface.h>
#define SR_RT_POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define SR_RT_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define SR_RT_POISON(p, n) ((void)(p), (void)(n))
#define SR_RT_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

// The header before every block: which class it belongs to (or
// kPassThrough) and the size asked for (what a realloc must copy).
enum { kHeaderBytes = 64, kPassThrough = 0xFF };
typedef struct sr_rt_block_header_t {
  uint32_t class_index;
  uint32_t offset;  // from the underlying block to the payload
  size_t size;
} sr_rt_block_header_t;

static sr_rt_block_header_t* sr_rt_block_header(void* ptr) {
  return (sr_rt_block_header_t*)((uint8_t*)ptr - kHeaderBytes);
}

// The class serving |size| bytes, or kPassThrough.
static uint32_t sr_rt_block_class_of(size_t size) {
  if (size > SR_RT_BLOCK_CACHE_MAX_BYTES) return kPassThrough;
  uint32_t shift = SR_RT_BLOCK_CACHE_MIN_SHIFT;
  while (((size_t)1 << shift) < size) ++shift;
  return shift - SR_RT_BLOCK_CACHE_MIN_SHIFT;
}

static size_t sr_rt_block_class_bytes(uint32_t class_index) {
  return (size_t)1 << (class_index + SR_RT_BLOCK_CACHE_MIN_SHIFT);
}

void sr_rt_block_cache_initialize(sr_allocator_t base,
                                  sr_rt_block_cache_t* out_cache) {
  memset(out_cache, 0, sizeof(*out_cache));
  out_cache->base = base;
  for (uint32_t i = 0; i < SR_RT_BLOCK_CACHE_CLASSES; ++i) {
    sr_rt_block_class_t* c = &out_cache->classes[i];
    pthread_mutex_init(&c->mutex, NULL);
    size_t limit = SR_RT_BLOCK_CACHE_CLASS_BYTES / sr_rt_block_class_bytes(i);
    c->limit = limit < 8 ? 8 : (uint32_t)limit;
  }
}

void sr_rt_block_cache_deinitialize(sr_rt_block_cache_t* cache) {
  for (uint32_t i = 0; i < SR_RT_BLOCK_CACHE_CLASSES; ++i) {
    sr_rt_block_class_t* c = &cache->classes[i];
    while (c->free_list) {
      void* block = c->free_list;
      SR_RT_UNPOISON(block, sr_rt_block_class_bytes(i));
      memcpy(&c->free_list, block, sizeof(void*));
      sr_allocator_free(cache->base, (uint8_t*)block - kHeaderBytes);
    }
    c->count = 0;
    pthread_mutex_destroy(&c->mutex);
  }
}

// Blocks aligned beyond the header's 64 bytes pass through, their
// payload |alignment| bytes into the underlying block.
static sr_status_t sr_rt_block_allocate(sr_rt_block_cache_t* cache, size_t size,
                                        size_t alignment, bool zero,
                                        void** out_ptr) {
  uint32_t class_index = alignment > kHeaderBytes
                             ? kPassThrough
                             : sr_rt_block_class_of(size ? size : 1);
  size_t offset = alignment > kHeaderBytes ? alignment : kHeaderBytes;
  void* block = NULL;
  if (class_index != kPassThrough) {
    sr_rt_block_class_t* c = &cache->classes[class_index];
    pthread_mutex_lock(&c->mutex);
    block = c->free_list;
    if (block) {
      SR_RT_UNPOISON(block, sr_rt_block_class_bytes(class_index));
      memcpy(&c->free_list, block, sizeof(void*));
      --c->count;
    }
    pthread_mutex_unlock(&c->mutex);
  }
  if (!block) {
    size_t payload = class_index != kPassThrough
                         ? sr_rt_block_class_bytes(class_index)
                         : size;
    if (payload > SIZE_MAX - offset) {
      return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                            "out of memory allocating %zu bytes", size);
    }
    void* raw = NULL;
    SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
        cache->base, offset + payload, offset, &raw));
    block = (uint8_t*)raw + offset;
  }
  sr_rt_block_header_t* header = sr_rt_block_header(block);
  header->class_index = class_index;
  header->offset = (uint32_t)offset;
  header->size = size;
  if (zero) memset(block, 0, size);
  *out_ptr = block;
  return sr_ok_status();
}

static void sr_rt_block_free(sr_rt_block_cache_t* cache, void* block) {
  if (!block) return;
  uint32_t class_index = sr_rt_block_header(block)->class_index;
  uint32_t offset = sr_rt_block_header(block)->offset;
  if (class_index != kPassThrough) {
    sr_rt_block_class_t* c = &cache->classes[class_index];
    pthread_mutex_lock(&c->mutex);
    bool keep = c->count < c->limit;
    if (keep) {
      memcpy(block, &c->free_list, sizeof(void*));
      SR_RT_POISON(block, sr_rt_block_class_bytes(class_index));
      c->free_list = block;
      ++c->count;
    }
    pthread_mutex_unlock(&c->mutex);
    if (keep) return;
  }
  sr_allocator_free(cache->base, (uint8_t*)block - offset);
}

static sr_status_t sr_rt_block_cache_ctl(void* self,
                                         sr_allocator_command_t command,
                                         size_t byte_length, size_t alignment,
                                         void** inout_ptr) {
  sr_rt_block_cache_t* cache = (sr_rt_block_cache_t*)self;
  switch (command) {
    case SR_ALLOCATOR_COMMAND_MALLOC:
    case SR_ALLOCATOR_COMMAND_CALLOC:
      return sr_rt_block_allocate(cache, byte_length, alignment,
                                  command == SR_ALLOCATOR_COMMAND_CALLOC,
                                  inout_ptr);
    case SR_ALLOCATOR_COMMAND_REALLOC: {
      void* old = *inout_ptr;
      if (old) {
        sr_rt_block_header_t* header = sr_rt_block_header(old);
        if (header->class_index != kPassThrough &&
            byte_length <= sr_rt_block_class_bytes(header->class_index)) {
          header->size = byte_length;
          return sr_ok_status();
        }
      }
      void* grown = NULL;
      SR_RETURN_IF_ERROR(sr_rt_block_allocate(cache, byte_length, kHeaderBytes,
                                              false, &grown));
      if (old) {
        size_t keep = sr_rt_block_header(old)->size;
        memcpy(grown, old, keep < byte_length ? keep : byte_length);
        sr_rt_block_free(cache, old);
      }
      *inout_ptr = grown;
      return sr_ok_status();
    }
    case SR_ALLOCATOR_COMMAND_FREE:
      sr_rt_block_free(cache, *inout_ptr);
      *inout_ptr = NULL;
      return sr_ok_status();
  }
  return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                        "unknown allocator command %d", (int)command);
}

sr_allocator_t sr_rt_block_cache_allocator(sr_rt_block_cache_t* cache) {
  sr_allocator_t allocator = {cache, sr_rt_block_cache_ctl};
  return allocator;
}
