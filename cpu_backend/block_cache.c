// A recycling allocator: power-of-two size classes with per-thread lists
// in front of shared ones, and a few large blocks. See block_cache.h.

#include "cpu_backend/block_cache.h"

#include <stdbool.h>
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

// The header before every block: its class (or kLarge, kPassThrough),
// where the underlying block starts, the size asked for (what a realloc
// must copy) and the bytes usable from the payload.
enum { kHeaderBytes = 64, kLarge = 0xFE, kPassThrough = 0xFF };
typedef struct sr_rt_block_header_t {
  uint32_t class_index;
  uint32_t offset;  // from the underlying block to the payload
  size_t size;
  size_t capacity;
} sr_rt_block_header_t;

#define SR_RT_PAGE_BYTES ((size_t)4096)

static sr_rt_block_header_t* sr_rt_block_header(void* ptr) {
  return (sr_rt_block_header_t*)((uint8_t*)ptr - kHeaderBytes);
}

// The class serving |size| (> 0) bytes, or kLarge.
static uint32_t sr_rt_block_class_of(size_t size) {
  if (size > SR_RT_BLOCK_CACHE_MAX_BYTES) return kLarge;
  if (size <= ((size_t)1 << SR_RT_BLOCK_CACHE_MIN_SHIFT)) return 0;
  uint32_t shift =
      64 - (uint32_t)__builtin_clzll((unsigned long long)(size - 1));
  return shift - SR_RT_BLOCK_CACHE_MIN_SHIFT;
}

static size_t sr_rt_block_class_bytes(uint32_t class_index) {
  return (size_t)1 << (class_index + SR_RT_BLOCK_CACHE_MIN_SHIFT);
}

//===----------------------------------------------------------------------===//
// Thread slots
//===----------------------------------------------------------------------===//

// Slot i is held by at most one live thread; a thread's slot is given
// back by the key's destructor when it exits, and the next thread to take
// it inherits its lists (ordered by the slot mutex). Shared by every
// cache: slot i means threads[i] in each.
static pthread_once_t sr_rt_slot_once = PTHREAD_ONCE_INIT;
static pthread_key_t sr_rt_slot_key;
static bool sr_rt_slot_key_ok;
static pthread_mutex_t sr_rt_slot_mutex = PTHREAD_MUTEX_INITIALIZER;
static uint32_t sr_rt_slot_used;  // bit i: slot i is held
// This thread's slot + 1; 0 before the first request; -1: none.
static _Thread_local int32_t sr_rt_slot;

_Static_assert(SR_RT_BLOCK_CACHE_THREADS <= 32, "slots are bits of a word");

static void sr_rt_slot_release(void* value) {
  uint32_t slot = (uint32_t)(uintptr_t)value - 1;
  sr_rt_slot = -1;  // anything this thread frees later goes to the shared lists
  pthread_mutex_lock(&sr_rt_slot_mutex);
  sr_rt_slot_used &= ~(1u << slot);
  pthread_mutex_unlock(&sr_rt_slot_mutex);
}

static void sr_rt_slot_initialize(void) {
  sr_rt_slot_key_ok =
      pthread_key_create(&sr_rt_slot_key, sr_rt_slot_release) == 0;
}

static int32_t sr_rt_slot_acquire(void) {
  pthread_once(&sr_rt_slot_once, sr_rt_slot_initialize);
  int32_t slot = -1;
  if (sr_rt_slot_key_ok) {
    pthread_mutex_lock(&sr_rt_slot_mutex);
    for (int32_t i = 0; i < SR_RT_BLOCK_CACHE_THREADS; ++i) {
      if (!(sr_rt_slot_used & (1u << i))) {
        slot = i;
        break;
      }
    }
    if (slot >= 0) {
      if (pthread_setspecific(sr_rt_slot_key, (void*)(uintptr_t)(slot + 1))) {
        slot = -1;  // could not arrange to give it back: use none
      } else {
        sr_rt_slot_used |= 1u << slot;
      }
    }
    pthread_mutex_unlock(&sr_rt_slot_mutex);
  }
  sr_rt_slot = slot >= 0 ? slot + 1 : -1;
  return slot;
}

// The calling thread's slot, or -1.
static inline int32_t sr_rt_thread_slot(void) {
  int32_t slot = sr_rt_slot;
  if (slot > 0) return slot - 1;
  if (slot < 0) return -1;
  return sr_rt_slot_acquire();
}

//===----------------------------------------------------------------------===//
// Lists
//===----------------------------------------------------------------------===//

static void* sr_rt_list_pop(sr_rt_block_list_t* list, size_t bytes) {
  void* block = list->free_list;
  if (block) {
    SR_RT_UNPOISON(block, bytes);
    memcpy(&list->free_list, block, sizeof(void*));
    --list->count;
  }
  return block;
}

static bool sr_rt_list_push(sr_rt_block_list_t* list, void* block,
                            size_t bytes) {
  if (list->count >= list->limit) return false;
  memcpy(block, &list->free_list, sizeof(void*));
  SR_RT_POISON(block, bytes);
  list->free_list = block;
  ++list->count;
  return true;
}

static void sr_rt_list_drain(sr_allocator_t base, sr_rt_block_list_t* list,
                             size_t bytes) {
  void* block;
  while ((block = sr_rt_list_pop(list, bytes)) != NULL) {
    sr_allocator_free(base, (uint8_t*)block - kHeaderBytes);
  }
}

static uint32_t sr_rt_list_limit(size_t budget, size_t block_bytes,
                                 uint32_t at_least) {
  size_t limit = budget / block_bytes;
  return limit < at_least ? at_least : (uint32_t)limit;
}

void sr_rt_block_cache_initialize(sr_allocator_t base,
                                  sr_rt_block_cache_t* out_cache) {
  memset(out_cache, 0, sizeof(*out_cache));
  out_cache->base = base;
  for (uint32_t i = 0; i < SR_RT_BLOCK_CACHE_CLASSES; ++i) {
    sr_rt_block_class_t* c = &out_cache->classes[i];
    pthread_mutex_init(&c->mutex, NULL);
    c->list.limit = sr_rt_list_limit(SR_RT_BLOCK_CACHE_CLASS_BYTES,
                                     sr_rt_block_class_bytes(i), 8);
  }
  for (uint32_t t = 0; t < SR_RT_BLOCK_CACHE_THREADS; ++t) {
    for (uint32_t i = 0; i < SR_RT_BLOCK_CACHE_THREAD_CLASSES; ++i) {
      out_cache->threads[t].lists[i].limit = sr_rt_list_limit(
          SR_RT_BLOCK_CACHE_THREAD_BYTES, sr_rt_block_class_bytes(i), 2);
    }
  }
  pthread_mutex_init(&out_cache->large_mutex, NULL);
}

void sr_rt_block_cache_deinitialize(sr_rt_block_cache_t* cache) {
  for (uint32_t t = 0; t < SR_RT_BLOCK_CACHE_THREADS; ++t) {
    for (uint32_t i = 0; i < SR_RT_BLOCK_CACHE_THREAD_CLASSES; ++i) {
      sr_rt_list_drain(cache->base, &cache->threads[t].lists[i],
                       sr_rt_block_class_bytes(i));
    }
  }
  for (uint32_t i = 0; i < SR_RT_BLOCK_CACHE_CLASSES; ++i) {
    sr_rt_block_class_t* c = &cache->classes[i];
    sr_rt_list_drain(cache->base, &c->list, sr_rt_block_class_bytes(i));
    pthread_mutex_destroy(&c->mutex);
  }
  for (uint32_t i = 0; i < cache->large_count; ++i) {
    void* block = cache->large[i];
    SR_RT_UNPOISON(block, sr_rt_block_header(block)->capacity);
    sr_allocator_free(cache->base, (uint8_t*)block - kHeaderBytes);
  }
  cache->large_count = 0;
  cache->large_bytes = 0;
  pthread_mutex_destroy(&cache->large_mutex);
}

//===----------------------------------------------------------------------===//
// Blocks
//===----------------------------------------------------------------------===//

// A block of the class, from this thread's list, then the shared one.
static void* sr_rt_class_take(sr_rt_block_cache_t* cache,
                              uint32_t class_index) {
  size_t bytes = sr_rt_block_class_bytes(class_index);
  if (class_index < SR_RT_BLOCK_CACHE_THREAD_CLASSES) {
    int32_t slot = sr_rt_thread_slot();
    if (slot >= 0) {
      void* block =
          sr_rt_list_pop(&cache->threads[slot].lists[class_index], bytes);
      if (block) return block;
    }
  }
  sr_rt_block_class_t* c = &cache->classes[class_index];
  pthread_mutex_lock(&c->mutex);
  void* block = sr_rt_list_pop(&c->list, bytes);
  pthread_mutex_unlock(&c->mutex);
  return block;
}

// Keeps |block| of the class; false when the caller must free it.
static bool sr_rt_class_keep(sr_rt_block_cache_t* cache, uint32_t class_index,
                             void* block) {
  size_t bytes = sr_rt_block_class_bytes(class_index);
  if (class_index < SR_RT_BLOCK_CACHE_THREAD_CLASSES) {
    int32_t slot = sr_rt_thread_slot();
    if (slot >= 0 && sr_rt_list_push(&cache->threads[slot].lists[class_index],
                                     block, bytes)) {
      return true;
    }
  }
  sr_rt_block_class_t* c = &cache->classes[class_index];
  pthread_mutex_lock(&c->mutex);
  bool kept = sr_rt_list_push(&c->list, block, bytes);
  pthread_mutex_unlock(&c->mutex);
  return kept;
}

// A kept large block for |size| bytes: the smallest that fits and wastes
// at most half of itself. NULL when none.
static void* sr_rt_large_take(sr_rt_block_cache_t* cache, size_t size) {
  void* found = NULL;
  pthread_mutex_lock(&cache->large_mutex);
  uint32_t best = cache->large_count;
  for (uint32_t i = 0; i < cache->large_count; ++i) {
    size_t capacity = sr_rt_block_header(cache->large[i])->capacity;
    if (capacity < size || capacity / 2 > size) continue;
    if (best == cache->large_count ||
        capacity < sr_rt_block_header(cache->large[best])->capacity) {
      best = i;
    }
  }
  if (best < cache->large_count) {
    found = cache->large[best];
    cache->large_bytes -= sr_rt_block_header(found)->capacity;
    cache->large[best] = cache->large[--cache->large_count];
  }
  pthread_mutex_unlock(&cache->large_mutex);
  if (found) SR_RT_UNPOISON(found, sr_rt_block_header(found)->capacity);
  return found;
}

static bool sr_rt_large_keep(sr_rt_block_cache_t* cache, void* block) {
  size_t capacity = sr_rt_block_header(block)->capacity;
  bool kept = false;
  pthread_mutex_lock(&cache->large_mutex);
  if (cache->large_count < SR_RT_BLOCK_CACHE_LARGE_BLOCKS &&
      capacity <= SR_RT_BLOCK_CACHE_LARGE_BYTES - cache->large_bytes) {
    cache->large[cache->large_count++] = block;
    cache->large_bytes += capacity;
    kept = true;
    // Poisoned under the lock: the next taker unpoisons after taking it.
    SR_RT_POISON(block, capacity);
  }
  pthread_mutex_unlock(&cache->large_mutex);
  return kept;
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
  void* block = class_index == kPassThrough ? NULL
                : class_index == kLarge     ? sr_rt_large_take(cache, size)
                                        : sr_rt_class_take(cache, class_index);
  if (!block) {
    size_t capacity = size;
    if (class_index == kLarge) {
      capacity = size > SIZE_MAX - SR_RT_PAGE_BYTES
                     ? SIZE_MAX
                     : (size + SR_RT_PAGE_BYTES - 1) & ~(SR_RT_PAGE_BYTES - 1);
    } else if (class_index != kPassThrough) {
      capacity = sr_rt_block_class_bytes(class_index);
    }
    if (capacity > SIZE_MAX - offset) {
      return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                            "out of memory allocating %zu bytes", size);
    }
    void* raw = NULL;
    SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
        cache->base, offset + capacity, offset, &raw));
    block = (uint8_t*)raw + offset;
    sr_rt_block_header_t* header = sr_rt_block_header(block);
    header->class_index = class_index;
    header->offset = (uint32_t)offset;
    header->capacity = capacity;
  }
  sr_rt_block_header(block)->size = size;
  if (zero) memset(block, 0, size);
  *out_ptr = block;
  return sr_ok_status();
}

static void sr_rt_block_free(sr_rt_block_cache_t* cache, void* block) {
  if (!block) return;
  sr_rt_block_header_t* header = sr_rt_block_header(block);
  uint32_t class_index = header->class_index;
  uint32_t offset = header->offset;
  if (class_index == kLarge) {
    if (sr_rt_large_keep(cache, block)) return;
  } else if (class_index != kPassThrough) {
    if (sr_rt_class_keep(cache, class_index, block)) return;
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
            byte_length <= header->capacity) {
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
