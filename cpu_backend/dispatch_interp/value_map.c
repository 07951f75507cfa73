// Value -> integer map (see value_map.h).

#include "cpu_backend/dispatch_interp/value_map.h"

#include <string.h>

void sr_di_value_map_initialize(sr_allocator_t allocator,
                                sr_di_value_map_t* out_map) {
  memset(out_map, 0, sizeof(*out_map));
  out_map->allocator = allocator;
}

void sr_di_value_map_deinitialize(sr_di_value_map_t* map) {
  sr_allocator_free(map->allocator, map->keys);
  sr_allocator_free(map->allocator, map->values);
  memset(map, 0, sizeof(*map));
}

static uint32_t sr_di_hash(const void* p, uint32_t capacity) {
  uint64_t h = (uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15ull;
  return (uint32_t)(h >> 32) & (capacity - 1);
}

static sr_status_t sr_di_value_map_grow(sr_di_value_map_t* map) {
  uint32_t capacity = map->capacity ? map->capacity * 2 : 64;
  const void** keys = NULL;
  uint32_t* values = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      map->allocator, capacity * sizeof(*keys), (void**)&keys));
  sr_status_t status = sr_allocator_calloc(
      map->allocator, capacity * sizeof(*values), (void**)&values);
  if (status) {
    sr_allocator_free(map->allocator, keys);
    return status;
  }
  for (uint32_t i = 0; i < map->capacity; ++i) {
    if (!map->keys[i]) continue;
    uint32_t h = sr_di_hash(map->keys[i], capacity);
    while (keys[h]) h = (h + 1) & (capacity - 1);
    keys[h] = map->keys[i];
    values[h] = map->values[i];
  }
  sr_allocator_free(map->allocator, map->keys);
  sr_allocator_free(map->allocator, map->values);
  map->keys = keys;
  map->values = values;
  map->capacity = capacity;
  return sr_ok_status();
}

sr_status_t sr_di_value_map_set(sr_di_value_map_t* map, const void* key,
                                uint32_t value) {
  if ((map->count + 1) * 2 > map->capacity) {
    SR_RETURN_IF_ERROR(sr_di_value_map_grow(map));
  }
  uint32_t h = sr_di_hash(key, map->capacity);
  while (map->keys[h] && map->keys[h] != key) {
    h = (h + 1) & (map->capacity - 1);
  }
  if (!map->keys[h]) ++map->count;
  map->keys[h] = key;
  map->values[h] = value;
  return sr_ok_status();
}

bool sr_di_value_map_get(const sr_di_value_map_t* map, const void* key,
                         uint32_t* out_value) {
  if (!map->capacity) return false;
  uint32_t h = sr_di_hash(key, map->capacity);
  while (map->keys[h]) {
    if (map->keys[h] == key) {
      *out_value = map->values[h];
      return true;
    }
    h = (h + 1) & (map->capacity - 1);
  }
  return false;
}
