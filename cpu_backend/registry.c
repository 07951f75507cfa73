// The instance's name -> function tables (registry.h).

#include "cpu_backend/registry.h"

#include <string.h>

void sr_rt_registry_initialize(sr_allocator_t allocator,
                               sr_rt_registry_t* registry) {
  memset(registry, 0, sizeof(*registry));
  registry->allocator = allocator;
  pthread_mutex_init(&registry->mutex, NULL);
}

void sr_rt_registry_deinitialize(sr_rt_registry_t* registry) {
  for (uint32_t i = 0; i < registry->count; ++i) {
    sr_allocator_free(registry->allocator, registry->entries[i].name);
  }
  sr_allocator_free(registry->allocator, registry->entries);
  pthread_mutex_destroy(&registry->mutex);
  registry->entries = NULL;
  registry->count = registry->capacity = 0;
}

// |name| without its '@'s, in a new allocation.
static sr_status_t sr_rt_registry_normalize(sr_allocator_t allocator,
                                            const char* name, char** out) {
  size_t n = strlen(name);
  char* copy = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc(allocator, n + 1, (void**)&copy));
  size_t k = 0;
  for (size_t i = 0; i < n; ++i) {
    if (name[i] == '@') continue;
    copy[k++] = name[i];
  }
  copy[k] = 0;
  *out = copy;
  return sr_ok_status();
}

// The entry named |name|, or NULL. The caller holds the mutex.
static sr_rt_registry_entry_t* sr_rt_registry_find(sr_rt_registry_t* registry,
                                                   const char* name) {
  for (uint32_t i = 0; i < registry->count; ++i) {
    if (strcmp(registry->entries[i].name, name) == 0) {
      return &registry->entries[i];
    }
  }
  return NULL;
}

// Room for one more entry. The caller holds the mutex.
static sr_status_t sr_rt_registry_reserve(sr_rt_registry_t* registry) {
  if (registry->count < registry->capacity) return sr_ok_status();
  uint32_t capacity = registry->capacity ? registry->capacity * 2 : 8;
  void* grown = registry->entries;
  SR_RETURN_IF_ERROR(sr_allocator_realloc(
      registry->allocator, capacity * sizeof(sr_rt_registry_entry_t), &grown));
  registry->entries = grown;
  registry->capacity = capacity;
  return sr_ok_status();
}

sr_status_t sr_rt_registry_set(sr_rt_registry_t* registry, const char* name,
                               sr_rt_registry_fn_t fn, void* user_data) {
  char* normalized = NULL;
  SR_RETURN_IF_ERROR(
      sr_rt_registry_normalize(registry->allocator, name, &normalized));
  pthread_mutex_lock(&registry->mutex);
  sr_status_t status = sr_ok_status();
  sr_rt_registry_entry_t* entry = sr_rt_registry_find(registry, normalized);
  if (entry) {
    sr_allocator_free(registry->allocator, normalized);
  } else {
    status = sr_rt_registry_reserve(registry);
    if (status) {
      sr_allocator_free(registry->allocator, normalized);
    } else {
      entry = &registry->entries[registry->count++];
      entry->name = normalized;
    }
  }
  if (entry) {
    entry->fn = fn;
    entry->user_data = user_data;
  }
  pthread_mutex_unlock(&registry->mutex);
  return status;
}

bool sr_rt_registry_lookup(sr_rt_registry_t* registry, const char* name,
                           sr_rt_registry_fn_t* out_fn, void** out_user_data) {
  pthread_mutex_lock(&registry->mutex);
  const sr_rt_registry_entry_t* entry = sr_rt_registry_find(registry, name);
  if (entry) {
    *out_fn = entry->fn;
    *out_user_data = entry->user_data;
  }
  pthread_mutex_unlock(&registry->mutex);
  return entry != NULL;
}
