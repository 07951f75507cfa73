// Prepare's shared helpers: the name index, arena allocations, slots,
// queues and symbol lookups. See prepare_support.h.

#include "cpu_backend/prepare_support.h"

#include <string.h>

//===----------------------------------------------------------------------===//
// Name index
//===----------------------------------------------------------------------===//

// FNV-1a over the concatenation of up to three parts.
static uint64_t sr_rt_name_hash(sr_string_view_t a, sr_string_view_t b,
                                sr_string_view_t c) {
  uint64_t hash = 1469598103934665603ull;
  const sr_string_view_t parts[3] = {a, b, c};
  for (int p = 0; p < 3; ++p) {
    for (size_t i = 0; i < parts[p].size; ++i) {
      hash = (hash ^ (uint8_t)parts[p].data[i]) * 1099511628211ull;
    }
  }
  return hash;
}

// Whether |name| spells a + b + c.
static bool sr_rt_name_equal(const char* name, sr_string_view_t a,
                             sr_string_view_t b, sr_string_view_t c) {
  const sr_string_view_t parts[3] = {a, b, c};
  for (int p = 0; p < 3; ++p) {
    // strncmp stops at the NUL of a shorter |name| (views hold none).
    if (parts[p].size && strncmp(name, parts[p].data, parts[p].size) != 0) {
      return false;
    }
    name += parts[p].size;
  }
  return *name == 0;
}

void sr_rt_name_index_deinitialize(sr_rt_name_index_t* index) {
  sr_allocator_free(index->allocator, index->names);
  sr_allocator_free(index->allocator, index->values);
  memset(index, 0, sizeof(*index));
}

static void sr_rt_name_index_place(const char** names, uint32_t* values,
                                   size_t capacity, const char* name,
                                   uint32_t value) {
  sr_string_view_t none = {NULL, 0};
  size_t i =
      sr_rt_name_hash(sr_make_cstring_view(name), none, none) & (capacity - 1);
  while (names[i]) i = (i + 1) & (capacity - 1);
  names[i] = name;
  values[i] = value;
}

static uint32_t sr_rt_name_index_find3(const sr_rt_name_index_t* index,
                                       sr_string_view_t a, sr_string_view_t b,
                                       sr_string_view_t c) {
  if (!index->capacity) return UINT32_MAX;
  size_t i = sr_rt_name_hash(a, b, c) & (index->capacity - 1);
  for (; index->names[i]; i = (i + 1) & (index->capacity - 1)) {
    if (sr_rt_name_equal(index->names[i], a, b, c)) return index->values[i];
  }
  return UINT32_MAX;
}

static uint32_t sr_rt_name_index_find(const sr_rt_name_index_t* index,
                                      sr_string_view_t name) {
  sr_string_view_t none = {NULL, 0};
  return sr_rt_name_index_find3(index, name, none, none);
}

// Adds |name| -> |value| unless |name| is there (the first one wins, as
// the scans it replaces found it first).
sr_status_t sr_rt_name_index_add(sr_rt_name_index_t* index, const char* name,
                                 uint32_t value) {
  if (sr_rt_name_index_find(index, sr_make_cstring_view(name)) != UINT32_MAX) {
    return sr_ok_status();
  }
  if ((index->count + 1) * 2 > index->capacity) {
    size_t capacity = index->capacity ? index->capacity * 2 : 64;
    const char** names = NULL;
    uint32_t* values = NULL;
    SR_RETURN_IF_ERROR(sr_allocator_calloc(
        index->allocator, capacity * sizeof(*names), (void**)&names));
    sr_status_t status = sr_allocator_malloc(
        index->allocator, capacity * sizeof(*values), (void**)&values);
    if (status) {
      sr_allocator_free(index->allocator, names);
      return status;
    }
    for (size_t i = 0; i < index->capacity; ++i) {
      if (index->names[i]) {
        sr_rt_name_index_place(names, values, capacity, index->names[i],
                               index->values[i]);
      }
    }
    sr_allocator_free(index->allocator, index->names);
    sr_allocator_free(index->allocator, index->values);
    index->names = names;
    index->values = values;
    index->capacity = capacity;
  }
  sr_rt_name_index_place(index->names, index->values, index->capacity, name,
                         value);
  ++index->count;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Arena, slots and queues
//===----------------------------------------------------------------------===//

void* sr__rt_alloc(sr_rt_prepare_t* prep, size_t size) {
  void* ptr = NULL;
  sr_status_t status =
      sr_arena_allocate_zeroed(prep->arena, size ? size : 1, 16, &ptr);
  if (status) {
    sr_status_ignore(status);
    return NULL;
  }
  return ptr;
}

char* sr__rt_strdup(sr_rt_prepare_t* prep, const char* data, size_t length) {
  char* text = NULL;
  sr_status_t status = sr_arena_strndup(prep->arena, data, length, &text);
  if (status) {
    sr_status_ignore(status);
    return NULL;
  }
  return text;
}

uint32_t sr__rt_slot(sr_rt_prepare_t* prep, const sr_value_t* value) {
  return sr_ptr_map_find(&prep->slots, value);
}

uint32_t sr__rt_queue_of(sr_rt_prepare_t* prep, const sr_attr_t* affinity) {
  if (!affinity) return 0;
  for (uint32_t i = 0; i < prep->affinity_count; ++i) {
    if (prep->affinities[i] == affinity) return i + 1;
  }
  if (prep->affinity_count == prep->affinity_capacity) {
    uint32_t capacity =
        prep->affinity_capacity ? prep->affinity_capacity * 2 : 8;
    const sr_attr_t** grown = sr__rt_alloc(prep, capacity * sizeof(void*));
    if (!grown) return 0;
    if (prep->affinity_count) {
      memcpy(grown, prep->affinities, prep->affinity_count * sizeof(void*));
    }
    prep->affinities = grown;
    prep->affinity_capacity = capacity;
  }
  prep->affinities[prep->affinity_count++] = affinity;
  return prep->affinity_count;
}

//===----------------------------------------------------------------------===//
// Symbols
//===----------------------------------------------------------------------===//

sr_rt_function_t* sr__rt_find_function(sr_rt_prepare_t* prep,
                                       sr_string_view_t name) {
  uint32_t i = sr_rt_name_index_find(&prep->function_index, name);
  return i == UINT32_MAX ? NULL : prep->program->functions[i];
}

sr_rt_extern_t* sr__rt_find_extern(sr_rt_prepare_t* prep,
                                   sr_string_view_t name) {
  uint32_t i = sr_rt_name_index_find(&prep->extern_index, name);
  return i == UINT32_MAX ? NULL : prep->program->externs[i];
}

int32_t sr__rt_find_global(sr_rt_prepare_t* prep, sr_string_view_t name) {
  uint32_t i = sr_rt_name_index_find(&prep->global_index, name);
  return i == UINT32_MAX ? -1 : (int32_t)i;
}

sr_rt_export_t* sr__rt_find_export(sr_rt_prepare_t* prep,
                                   sr_string_view_t executable,
                                   sr_string_view_t export_name) {
  uint32_t i =
      sr_rt_name_index_find3(&prep->export_index, executable,
                             sr_make_string_view("::", 2), export_name);
  return i == UINT32_MAX ? NULL : prep->program->exports[i];
}
