// Pointer -> integer map (ptr_map.h).

#include "core/base/ptr_map.h"

#include <string.h>

void sr_ptr_map_initialize(sr_allocator_t allocator, sr_ptr_map_t* out_map) {
  memset(out_map, 0, sizeof(*out_map));
  out_map->allocator = allocator;
}

void sr_ptr_map_deinitialize(sr_ptr_map_t* map) {
  sr_allocator_free(map->allocator, map->keys);
  sr_allocator_free(map->allocator, map->values);
  memset(map, 0, sizeof(*map));
}

void sr_ptr_map_clear(sr_ptr_map_t* map) {
  // A map that held a large function and now serves small ones gives its
  // table back: clearing it all for each of N small functions was
  // quadratic.
  if (map->capacity > 256 && map->count * 8 < map->capacity) {
    sr_allocator_t allocator = map->allocator;
    sr_ptr_map_deinitialize(map);
    sr_ptr_map_initialize(allocator, map);
    return;
  }
  if (map->keys) memset(map->keys, 0, map->capacity * sizeof(void*));
  map->count = 0;
}

// The low bits of pointers repeat (alignment): a finalizer spreads them.
static size_t sr_ptr_map_hash(const void* key) {
  uint64_t v = (uint64_t)(uintptr_t)key;
  v ^= v >> 33;
  v *= 0xff51afd7ed558ccdull;
  v ^= v >> 29;
  return (size_t)v;
}

static sr_status_t sr_ptr_map_grow(sr_ptr_map_t* map) {
  size_t capacity = map->capacity ? map->capacity * 2 : 64;
  const void** keys = NULL;
  uint32_t* values = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      map->allocator, capacity * sizeof(void*), (void**)&keys));
  sr_status_t status = sr_allocator_malloc(
      map->allocator, capacity * sizeof(uint32_t), (void**)&values);
  if (status) {
    sr_allocator_free(map->allocator, keys);
    return status;
  }
  for (size_t i = 0; i < map->capacity; ++i) {
    if (!map->keys[i]) continue;
    size_t j = sr_ptr_map_hash(map->keys[i]) & (capacity - 1);
    while (keys[j]) j = (j + 1) & (capacity - 1);
    keys[j] = map->keys[i];
    values[j] = map->values[i];
  }
  sr_allocator_free(map->allocator, map->keys);
  sr_allocator_free(map->allocator, map->values);
  map->keys = keys;
  map->values = values;
  map->capacity = capacity;
  return sr_ok_status();
}

sr_status_t sr_ptr_map_set(sr_ptr_map_t* map, const void* key, uint32_t value) {
  if ((map->count + 1) * 2 > map->capacity) {
    SR_RETURN_IF_ERROR(sr_ptr_map_grow(map));
  }
  size_t j = sr_ptr_map_hash(key) & (map->capacity - 1);
  while (map->keys[j] && map->keys[j] != key) {
    j = (j + 1) & (map->capacity - 1);
  }
  if (!map->keys[j]) {
    map->keys[j] = key;
    ++map->count;
  }
  map->values[j] = value;
  return sr_ok_status();
}

bool sr_ptr_map_get(const sr_ptr_map_t* map, const void* key,
                    uint32_t* out_value) {
  if (!map->capacity) return false;
  size_t j = sr_ptr_map_hash(key) & (map->capacity - 1);
  while (map->keys[j]) {
    if (map->keys[j] == key) {
      *out_value = map->values[j];
      return true;
    }
    j = (j + 1) & (map->capacity - 1);
  }
  return false;
}

uint32_t sr_ptr_map_find(const sr_ptr_map_t* map, const void* key) {
  uint32_t value = UINT32_MAX;
  return sr_ptr_map_get(map, key, &value) ? value : UINT32_MAX;
}
