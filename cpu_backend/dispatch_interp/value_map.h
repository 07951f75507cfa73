// A map from IR values (pointers) to small integers: slots of the frame,
// registers of an element program. Open addressing, load factor under a
// half; prepare time only.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_VALUE_MAP_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_VALUE_MAP_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/ir/operation.h"
#include "streamref/allocator.h"

typedef struct sr_di_value_map_t {
  sr_allocator_t allocator;
  uint32_t count;
  uint32_t capacity;  // a power of two, or 0
  const void** keys;
  uint32_t* values;
} sr_di_value_map_t;

void sr_di_value_map_initialize(sr_allocator_t allocator,
                                sr_di_value_map_t* out_map);
void sr_di_value_map_deinitialize(sr_di_value_map_t* map);

// Inserts or replaces.
SR_MUST_USE_RESULT sr_status_t sr_di_value_map_set(sr_di_value_map_t* map,
                                                   const void* key,
                                                   uint32_t value);
bool sr_di_value_map_get(const sr_di_value_map_t* map, const void* key,
                         uint32_t* out_value);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_VALUE_MAP_H_
