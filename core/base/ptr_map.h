// A map from pointers to small integers: IR values and blocks to frame slots
// and block indices in the host interpreter's prepare (cpu_backend/prepare.c,
// region.c), values to slots and registers in the dispatch interpreter's
// compile (cpu_backend/dispatch_interp/). Open addressing with linear
// probing, grown to keep the load under a half; NULL is not a key. Nothing
// iterates it, so the hash never shows in a result.
//
// Not thread-safe.
#ifndef STREAMREF_CORE_BASE_PTR_MAP_H_
#define STREAMREF_CORE_BASE_PTR_MAP_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "streamref/allocator.h"

typedef struct sr_ptr_map_t {
  sr_allocator_t allocator;
  const void** keys;  // NULL: an empty slot
  uint32_t* values;
  size_t capacity;  // a power of two, or 0
  size_t count;
} sr_ptr_map_t;

void sr_ptr_map_initialize(sr_allocator_t allocator, sr_ptr_map_t* out_map);
void sr_ptr_map_deinitialize(sr_ptr_map_t* map);

// Removes every entry; a large table that has become mostly empty is given
// back, so reusing one map for many small functions stays linear.
void sr_ptr_map_clear(sr_ptr_map_t* map);

// Inserts or replaces the value of |key| (not NULL).
SR_MUST_USE_RESULT sr_status_t sr_ptr_map_set(sr_ptr_map_t* map,
                                              const void* key, uint32_t value);

// The value of |key|: true and |*out_value|, or false and nothing written.
bool sr_ptr_map_get(const sr_ptr_map_t* map, const void* key,
                    uint32_t* out_value);

// The value of |key|, or UINT32_MAX when absent.
uint32_t sr_ptr_map_find(const sr_ptr_map_t* map, const void* key);

#endif  // STREAMREF_CORE_BASE_PTR_MAP_H_
